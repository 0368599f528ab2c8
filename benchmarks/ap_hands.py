"""Atout Pique duplicate hands: where one level gains or loses points against another.

Whole games (``bench_atout_pique.py --pairs``) are what the targets count,
but a game is won or lost on a few hands, so comparing two players by games
needs hundreds of them.  This script plays single hands instead: each deal
(game seed ``seed * 1_000_003 + k``, first hand, scores 0-0) is played twice,
level A on seats 0 and 2 against level B on seats 1 and 3, then the other way
round, and prints per level the mean points per hand, how often its contract was
set, how often it bid nil and made it, its bags, and the mean difference per
deal with its standard error (a bag also costs its long-run price, 10 points,
100 per ten, beside the 1 it scores this hand).  Measures only, asserts nothing.

A level is a name known to :func:`cardtable.ai.make_player` or ``difficile:attr=value+attr=value``,
a Difficile with some of its class attributes changed (for example
``difficile:nil_margin=30``), to try a setting without editing the player::

    python benchmarks/ap_hands.py --deals 200 --match difficile,intermediaire --jobs 2
"""

from __future__ import annotations

import json
import math
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.ai import make_player  # noqa: E402
from cardtable.engine import new_game  # noqa: E402


def player(level: str, seed: int) -> Any:
    if ":" not in level:
        return make_player("atout_pique", level, seed=seed)
    from cardtable.ai.atout_pique import DifficilePlayer
    base, _, settings = level.partition(":")
    if base != "difficile":
        raise SystemExit(f"only difficile takes settings, not {base!r}")
    # set on the player itself, not by a subclass: the compiled copy's classes
    # (scripts/compiled_copy.sh) cannot be subclassed by interpreted code, and
    # their class attributes are descriptors, so the types come from an instance
    p = DifficilePlayer(seed)
    attrs: dict[str, Any] = {}
    for item in settings.split("+"):
        key, _, value = item.partition("=")
        if not hasattr(p, key):
            raise SystemExit(f"DifficilePlayer has no attribute {key!r}")
        attrs[key] = type(getattr(p, key))(value)
    for key, value in attrs.items():
        setattr(p, key, value)
    return p


def play_hand(seed: int, levels: tuple[str, str, str, str],
              start: tuple[tuple[int, int], tuple[int, int]] | None = None) -> dict[str, Any]:
    """The first hand of the game of ``seed``; the scored record of both teams.

    ``start``: (score, bags) of team 0 and team 1 when the hand begins (a hand
    from the middle of a game) instead of 0-0."""
    state = new_game("atout_pique", seed=seed)
    if start is not None:
        state.scores = [start[0][0], start[1][0]]
        state.bags = [start[0][1], start[1][1]]
    players = [player(lvl, seed * 10 + i) for i, lvl in enumerate(levels)]
    while True:
        (seat,) = state.to_act()
        action = players[seat].choose(state.view(seat), state.legal_actions(seat))
        for ev in state.apply(seat, action):
            if ev["type"] == "hand_scored":
                return {"teams": ev["teams"]}


def deal(args: tuple[int, str, str, bool]) -> dict[str, Any]:
    seed, a, b, mid = args
    start = None
    if mid:
        import random
        rng = random.Random(seed)
        drawn = [rng.randrange(-10, 49) * 10, rng.randrange(10), rng.randrange(-10, 49) * 10, rng.randrange(10)]
        # the scores stay 0-0: the players read only the bags (a score would
        # only change their random streams)
        start = ((0, drawn[1]), (0, drawn[3]))
    first = play_hand(seed, (a, b, a, b), start)
    # the same scores and bags stay with the same side when the sides swap
    second = play_hand(seed, (b, a, b, a), None if start is None else (start[1], start[0]))
    # side A: team 0 in the first hand, team 1 in the second
    return {"seed": seed, "a": a, "b": b, "start": start,
            "hands": [{"a_team": 0, **first}, {"a_team": 1, **second}]}


def _deal_value(r: dict[str, Any]) -> float:
    """Side A's points minus side B's, per hand, over both orientations of a deal
    (a bag at its true price: 100 points per ten, paid sooner or later)."""
    d = 0.0
    for h in r["hands"]:
        for rec in h["teams"]:
            v = rec["points"] - rec["bag_penalty"] - 10 * rec["bags_this_hand"]
            d += v if rec["team"] == h["a_team"] else -v
    return d / 2.0


def paired(records: list[dict[str, Any]]) -> list[str]:
    """Each match against the first match with the same B, deal by deal (the same
    deals, so that only the hands the two A levels play differently count)."""
    by: dict[tuple[str, str], dict[int, float]] = {}
    for r in records:
        by.setdefault((r["a"], r["b"]), {})[r["seed"]] = _deal_value(r)
    out = []
    firsts: dict[str, tuple[str, str]] = {}
    for key in sorted(by, key=lambda k: ":" in k[0]):   # a plain level is the reference
        firsts.setdefault(key[1], key)
    for key, vals in by.items():
        ref = firsts[key[1]]
        if key == ref:
            continue
        seeds = sorted(set(vals) & set(by[ref]))
        if len(seeds) < 2:
            continue
        diffs = [vals[s] - by[ref][s] for s in seeds]
        changed = sum(1 for d in diffs if d)
        se = statistics.stdev(diffs) / math.sqrt(len(diffs))
        out.append(f"{key[0]} minus {ref[0]} (both against {key[1]}, the same {len(seeds)} deals): "
                   f"{statistics.fmean(diffs):+.2f} points per hand (standard error {se:.2f}; "
                   f"{changed} deals played differently)")
    return out


def summary(records: list[dict[str, Any]]) -> str:
    by: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in records:
        by.setdefault((r["a"], r["b"]), []).append(r)
    out = []
    for (a, b), recs in by.items():
        diffs = []
        stat = {side: {"hands": 0, "points": 0, "contracts": 0, "set": 0, "nils": 0, "nils_made": 0,
                       "bags": 0, "partner_nil_hands": 0, "partner_nil_set": 0}
                for side in ("a", "b")}
        for r in recs:
            diffs.append(_deal_value(r))
            for h in r["hands"]:
                for rec in h["teams"]:
                    side = "a" if rec["team"] == h["a_team"] else "b"
                    s = stat[side]
                    s["hands"] += 1
                    s["points"] += rec["points"]
                    if rec["contract"] > 0:
                        s["contracts"] += 1
                        s["set"] += 0 if rec["made"] else 1
                        if rec["nils"]:
                            s["partner_nil_hands"] += 1
                            s["partner_nil_set"] += 0 if rec["made"] else 1
                    s["nils"] += len(rec["nils"])
                    s["nils_made"] += sum(1 for n in rec["nils"] if n["made"])
                    s["bags"] += rec["bags_this_hand"]
        n = len(diffs)
        mean = statistics.fmean(diffs)
        se = statistics.stdev(diffs) / math.sqrt(n) if n > 1 else float("nan")
        out.append(f"{a} vs {b}: {n} deals x 2; {a} minus {b}: {mean:+.1f} points per hand, bags at -10 "
                   f"(standard error {se:.1f})")
        for side, name in (("a", a), ("b", b)):
            s = stat[side]
            hands = max(1, s["hands"])
            out.append(f"    {name:<28} {s['points'] / hands:+7.1f} pts/hand  set {s['set']}/{s['contracts']} "
                       f"({100 * s['set'] / max(1, s['contracts']):.1f}%)  nil {s['nils']} "
                       f"({100 * s['nils'] / hands:.1f}% of hands, made {s['nils_made']})  "
                       f"set beside a nil {s['partner_nil_set']}/{s['partner_nil_hands']}  "
                       f"bags {s['bags'] / hands:.2f}/hand")
    out.extend(paired(records))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    import argparse
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--match", action="append", default=[], metavar="A,B")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--mid", action="store_true",
                        help="start each hand from drawn bags (0 to 9), "
                             "the same for a side in both orientations")
    parser.add_argument("--out", type=Path, default=None, help="JSON lines file the deals are appended to")
    parser.add_argument("--summary", type=Path, default=None, help="summarise a JSON lines file and stop")
    args = parser.parse_args(argv)
    if args.summary is not None:
        print(summary([json.loads(line) for line in args.summary.read_text(encoding="utf-8").splitlines()]))
        return 0
    if not args.match:
        parser.error("at least one --match A,B")
    tasks = [(args.seed * 1_000_003 + k, *m.split(","), args.mid) for k in range(args.deals) for m in args.match]
    records: list[dict[str, Any]] = []
    fh = args.out.open("a", encoding="utf-8") if args.out else None
    if args.jobs > 1:
        import multiprocessing as mp
        with mp.get_context("fork").Pool(args.jobs) as pool:
            for rec in pool.imap_unordered(deal, tasks):
                records.append(rec)
                if fh:
                    fh.write(json.dumps(rec) + "\n")
                    fh.flush()
    else:
        for t in tasks:
            rec = deal(t)
            records.append(rec)
            if fh:
                fh.write(json.dumps(rec) + "\n")
                fh.flush()
    print(summary(records))
    return 0


if __name__ == "__main__":
    sys.exit(main())

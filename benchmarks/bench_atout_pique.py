"""Atout Pique figures: engine random-playout speed and decision time per level.

Run alone: ``python benchmarks/bench_atout_pique.py``; ``benchmarks/run.py``
imports this module and calls :func:`rows`.  Measures only, asserts nothing.

Arena figures that survive a deadline (each swapped pair saved as it ends)::

    python benchmarks/bench_atout_pique.py --pairs 100 --seed 202 --out pairs.jsonl \
        --match difficile,difficile_v1 --match difficile,intermediaire
    python benchmarks/bench_atout_pique.py --summary pairs.jsonl

A match may name, beside the levels, the search sparring partner ``mcts``
(:mod:`benchmarks.sparring.atout_pique_mcts`, never offered in the UI):
``--match difficile,mcts``, and a Difficile with some of its settings changed,
as :mod:`benchmarks.ap_hands` names it (``--match difficile:game_bonus=200,difficile_v2``).
"""

from __future__ import annotations

import functools
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.sparring import seats as sparring_seats  # noqa: E402
from benchmarks.sparring.atout_pique_mcts import MctsPlayer  # noqa: E402
from cardtable.ai import LEVELS, make_player  # noqa: E402
from cardtable.engine import new_game  # noqa: E402

# seats a match may name beside the levels
SPARRING = {"mcts": MctsPlayer}

PLAYOUT_SECONDS = 3.0
DECISIONS = {"facile": 400, "intermediaire": 400, "difficile": 300, "difficile_v1": 300}
# the frozen reference level (arena only) is measured too, for comparison
BENCH_LEVELS = (*LEVELS, "difficile_v1")


def random_hands_per_second(seconds: float = PLAYOUT_SECONDS, seed: int = 1) -> float:
    """Whole hands (deal, 4 bids, 52 cards, scoring) with uniformly random legal actions."""
    rng = random.Random(seed)
    state = new_game("atout_pique", seed=seed)
    hands = 0
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while True:
        (seat,) = state.to_act()
        acts = state.legal_actions(seat)
        for ev in state.apply(seat, acts[rng.randrange(len(acts))]):
            if ev["type"] == "hand_scored":
                hands += 1
        if state.is_over:
            state = new_game("atout_pique", seed=rng.randrange(1 << 30))
        if hands and hands % 50 == 0 and time.perf_counter() > deadline:
            break
    return hands / (time.perf_counter() - t0)


def decision_times(level: str, n: int, seed: int = 3, cpu: list[float] | None = None) -> list[float]:
    """Milliseconds per ``choose`` call with at least two legal actions (wall clock;
    the process's CPU time per call is appended to ``cpu`` when given: on a loaded
    machine the wall clock also counts the time other programs ran).

    All four seats play ``level``; games run until ``n`` decisions were timed.
    """
    times: list[float] = []
    game = 0
    while len(times) < n:
        state = new_game("atout_pique", seed=seed * 1000 + game)
        players = [make_player("atout_pique", level, seed=game * 4 + i) for i in range(4)]
        game += 1
        while not state.is_over and len(times) < n:
            (seat,) = state.to_act()
            view = state.view(seat)
            legal = state.legal_actions(seat)
            t0 = time.perf_counter()
            c0 = time.process_time()
            action = players[seat].choose(view, legal)
            dt = (time.perf_counter() - t0) * 1000.0
            if len(legal) > 1:
                times.append(dt)
                if cpu is not None:
                    cpu.append((time.process_time() - c0) * 1000.0)
            state.apply(seat, action)
    return times


def _p95(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]


def rows() -> list[tuple[str, float, str, str]]:
    out: list[tuple[str, float, str, str]] = [
        ("atout_pique engine random playout", round(random_hands_per_second(), 1), "hands/s", ">= 1000"),
    ]
    for level in BENCH_LEVELS:
        cpu: list[float] = []
        ts = decision_times(level, DECISIONS[level], cpu=cpu)
        target = "<= 250 median, <= 600 p95" if level == "difficile" else "-"
        out.append((f"atout_pique {level} decision median", round(statistics.median(ts), 2), "ms",
                    target.split(",")[0] if level == "difficile" else target))
        out.append((f"atout_pique {level} decision p95", round(_p95(ts), 2), "ms",
                    target.split(", ")[1] if level == "difficile" else target))
        if level.startswith("difficile"):
            out.append((f"atout_pique {level} decision max", round(max(ts), 2), "ms", "-"))
            out.append((f"atout_pique {level} CPU per decision median", round(statistics.median(cpu), 2), "ms", "-"))
            out.append((f"atout_pique {level} CPU per decision p95", round(_p95(cpu), 2), "ms", "-"))
    return out


# ------------------------------------------------------------- arena in pairs
def arena_pairs(matches: list[tuple[str, str]], seed: int, pairs: int, out: Path, first: int = 0) -> None:
    """Swapped game pairs, exactly as ``python -m cardtable.arena atout_pique --seats
    A,B,A,B --seed SEED`` plays them (deal sequence ``seed * 1_000_003 + k``, played
    once as given and once with the sides exchanged), the matches interleaved pair
    by pair; each finished pair is appended to ``out`` (JSON lines) at once, so a
    run stopped at a deadline keeps every pair it finished.  A level may also be a
    sparring partner of :data:`SPARRING`.  ``first`` skips the deal sequences before it (a run
    stopped at a deadline goes on where it stopped, or two processes share a run)."""
    import json

    from benchmarks.ap_hands import player
    from cardtable.arena import _play_pair
    extra: dict[str, Any] = dict(SPARRING)
    for a, b in matches:
        for name in (a, b):
            if ":" in name:
                extra[name] = functools.partial(player, name)
    sparring_seats.install(extra)
    with out.open("a", encoding="utf-8") as fh:
        for k in range(first, first + pairs):
            for a, b in matches:
                games = _play_pair(("atout_pique", seed * 1_000_003 + k, (a, b, a, b), None))
                fh.write(json.dumps({"match": [a, b], "seed": seed, "k": k, "games": games}) + "\n")
                fh.flush()


def arena_summary(path: Path) -> str:
    """Per match: games, wins of the first level, its win rate with the 95% Wilson
    interval, and both levels' decision times (wall clock)."""
    import json

    from cardtable.arena import percentile, wilson
    by: dict[tuple[str, str], dict[str, Any]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        a, b = rec["match"]
        agg = by.setdefault((a, b), {"games": 0, "wins": 0, "pairs": set(), "times": {}})
        agg["pairs"].add((rec["seed"], rec["k"]))
        for g in rec["games"]:
            team_a = 1 if g["swapped"] else 0      # side A holds team 0, or team 1 once swapped
            agg["games"] += 1
            agg["wins"] += 1 if g["winner"] == team_a else 0
            for lvl, ts in g["times"].items():
                agg["times"].setdefault(lvl, []).extend(ts)
    lines = []
    for (a, b), agg in by.items():
        n, w = agg["games"], agg["wins"]
        lo, hi = wilson(w, n)
        seeds = sorted({s for s, _ in agg["pairs"]})
        lines.append(f"{a} vs {b}: {w}/{n} games won = {100 * w / max(1, n):.1f}% "
                     f"(95% Wilson [{100 * lo:.1f}, {100 * hi:.1f}]), {len(agg['pairs'])} deal sequences "
                     f"x 2 orientations, seeds {seeds}")
        for lvl, ts in sorted(agg["times"].items()):
            lines.append(f"    {lvl:<14} {len(ts):>6} decisions  median {statistics.median(ts):7.2f} ms  "
                         f"p95 {percentile(ts, 0.95):7.2f} ms  max {max(ts):8.1f} ms")
    return "\n".join(lines)


def same_games(first: Path, second: Path) -> str:
    """Whether the pairs found in both files were played alike (every game's
    scores, winner and per-team figures; decision times aside): a compiled copy
    of the players (``scripts/compiled_copy.sh``) must choose exactly as the
    plain code does."""
    import json

    def read(path: Path) -> dict[tuple[Any, ...], list[dict[str, Any]]]:
        out = {}
        for line in path.read_text(encoding="utf-8").splitlines():
            rec = json.loads(line)
            out[(*rec["match"], rec["seed"], rec["k"])] = [
                {k: v for k, v in g.items() if k != "times"} for g in rec["games"]]
        return out

    a, b = read(first), read(second)
    common = sorted(set(a) & set(b))
    differ = [key for key in common if a[key] != b[key]]
    return (f"{len(common)} pairs in both files, {len(differ)} played differently"
            + "".join(f"\n    differs: {key}" for key in differ))


def main(argv: list[str] | None = None) -> int:
    import argparse
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=0,
                        help="play this many swapped pairs per match instead of the benchmark")
    parser.add_argument("--match", action="append", default=[], metavar="A,B",
                        help="a match of level A (seats 0, 2) against level B (seats 1, 3); repeatable")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0,
                        help="the first deal sequence played (k in seed * 1000003 + k; default 0)")
    parser.add_argument("--out", type=Path, default=None, help="JSON lines file the pairs are appended to")
    parser.add_argument("--summary", type=Path, default=None, help="summarise a JSON lines file and stop")
    parser.add_argument("--same", type=Path, nargs=2, default=None, metavar=("A", "B"),
                        help="check that the pairs found in both files were played alike, and stop")
    args = parser.parse_args(argv)
    if args.summary is not None:
        print(arena_summary(args.summary))
        return 0
    if args.same is not None:
        print(same_games(*args.same))
        return 0
    if args.pairs:
        if args.out is None or not args.match:
            parser.error("--pairs needs --out and at least one --match")
        matches = [tuple(m.split(",")) for m in args.match]
        arena_pairs([(m[0], m[1]) for m in matches], args.seed, args.pairs, args.out, args.first)
        print(arena_summary(args.out))
        return 0
    for name, value, unit, target in rows():
        print(f"{name:<45} {value:>10} {unit:<8} target {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Headless arena: computer players against each other, deals replayed swapped.

    python -m cardtable.arena atout_pique --seats difficile,facile,difficile,facile \\
        --games 200 --seed 1 --jobs 2
    python -m cardtable.arena peech --seats difficile,facile,facile,facile --games 400

Team games (the engine's ``team_game``): seat ``i`` is played by level
``seats[i]``; seats 0 and 2 are side A, seats 1 and 3 side B.  Games come in
pairs: the same deal sequence (same engine seed) is played once as given and
once with the levels rotated one seat, so that side A sits where side B sat and
receives the cards side B received; luck cancels out.  ``--games N`` is the
total number of games played (N rounded up to an even number: N/2 deal
sequences, each played in both orientations).

Games where each seat plays for itself: each deal sequence is played once per
seat, the levels rotated one seat each time, so every level sits in every seat
on the same deals (``--games N`` rounded up to a multiple of the player count).
The report gives, per level, the share of games won (a tie for the best total
shares the win), the mean final total, both with 95% intervals (Wilson for the
win rate), and the decision times.  The best total is the lowest when the
engine class says ``lower_total_wins = True`` (Peech), else the highest.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from .ai import LEVELS, make_player, normalise_level
from .engine import Pass, game_class, new_game


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (``wins`` may count shared wins as fractions)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    k = (len(s) - 1) * q
    lo = math.floor(k)
    hi = min(len(s) - 1, lo + 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def play_game(game_id: str, seed: int, levels: Sequence[str], options: dict[str, Any] | None = None,
              player_seed: int = 0, max_actions: int = 200_000,
              trace: list[tuple[int, str]] | None = None) -> dict[str, Any]:
    """Play one whole game; return per-team statistics and decision times per level.

    With ``trace``, every action applied is appended to it as ``(seat, str(action))``."""
    state = new_game(game_id, seed=seed, players=len(levels), options=options)
    players = [make_player(game_id, lvl, seed=player_seed * 10 + i) for i, lvl in enumerate(levels)]
    times: dict[str, list[float]] = {lvl: [] for lvl in set(levels)}
    teams = [{"hands": 0, "points": 0, "contracts": 0, "set": 0, "nils": 0, "nils_made": 0,
              "bags": 0, "bostons": 0} for _ in range(2)]
    react_rng = random.Random(seed)
    for _ in range(max_actions):
        if state.is_over:
            break
        win = state.pending_window()
        if win is not None and len(win.seats) > 1:
            seat, action = window_race(state, sorted(win.seats), players, levels, times, react_rng)
        else:
            seat = min(state.to_act())   # several seats may act at once: each is asked in turn
            legal = state.legal_actions(seat)
            view = state.view(seat)
            t0 = time.perf_counter()
            action = players[seat].choose(view, legal)
            dt = (time.perf_counter() - t0) * 1000.0
            if len(legal) > 1:
                times[levels[seat]].append(dt)
        if trace is not None:
            trace.append((seat, str(action)))
        for ev in state.apply(seat, action):
            if ev["type"] == "hand_scored":
                for rec in ev["teams"]:
                    t = teams[rec["team"]]
                    t["hands"] += 1
                    t["points"] += rec["points"]
                    if rec["contract"] > 0:
                        t["contracts"] += 1
                        t["set"] += 0 if rec["made"] else 1
                    t["nils"] += len(rec["nils"])
                    t["nils_made"] += sum(1 for n in rec["nils"] if n["made"])
                    t["bags"] += rec["bags_this_hand"]
                    t["bostons"] += 1 if rec["boston"] else 0
    if not state.is_over:
        raise RuntimeError(f"game {seed} did not finish")
    totals = list(state.totals)
    winner = 0 if totals[0] > totals[1] else 1
    best = min(totals) if getattr(state, "lower_total_wins", False) else max(totals)
    return {"seed": seed, "levels": list(levels), "scores": [totals[0], totals[1]], "winner": winner,
            "teams": teams, "times": times, "totals": totals,
            "winners": [s for s, t in enumerate(totals) if t == best]}


def window_race(state: Any, seats: Sequence[int], players: Sequence[Any], levels: Sequence[str],
                times: dict[str, list[float]], rng: random.Random) -> tuple[int, Any]:
    """A timed window with several seats, without a clock: every seat in it is asked;
    of those that act (anything but ``Pass()``), the one with the shortest
    ``player.reaction_ms(view, rng)`` (0 for a player without it) goes first; when
    every seat passes, the first seat's pass is returned (the others are asked again
    on the next steps, so the window closes once all have passed)."""
    acting: list[tuple[int, int, Any]] = []
    first: tuple[int, Any] | None = None
    for seat in seats:
        legal = state.legal_actions(seat)
        view = state.view(seat)
        t0 = time.perf_counter()
        action = players[seat].choose(view, legal)
        times[levels[seat]].append((time.perf_counter() - t0) * 1000.0)
        if first is None:
            first = (seat, action)
        if not isinstance(action, Pass):
            react = getattr(players[seat], "reaction_ms", None)
            acting.append((int(react(view, rng)) if callable(react) else 0, seat, action))
    if acting:
        _, seat, action = min(acting, key=lambda x: (x[0], x[1]))
        return seat, action
    assert first is not None
    return first


def _play_pair(args: tuple[str, int, tuple[str, ...], dict[str, Any] | None]) -> list[dict[str, Any]]:
    game_id, seed, seats, options = args
    swapped = tuple(seats[(i - 1) % 4] for i in range(4))
    first = play_game(game_id, seed, seats, options, player_seed=seed)
    second = play_game(game_id, seed, swapped, options, player_seed=seed)
    first["swapped"], second["swapped"] = False, True
    return [first, second]


def _play_rotations(args: tuple[str, int, tuple[str, ...], dict[str, Any] | None]) -> list[dict[str, Any]]:
    """One deal sequence played once per seat, the levels rotated one seat each time."""
    game_id, seed, seats, options = args
    n = len(seats)
    out = []
    for k in range(n):
        levels = tuple(seats[(i - k) % n] for i in range(n))
        r = play_game(game_id, seed, levels, options, player_seed=seed)
        r["rotation"] = k
        out.append(r)
    return out


def _timing(results: Sequence[dict[str, Any]]) -> dict[str, dict[str, float]]:
    times: dict[str, list[float]] = {}
    for r in results:
        for lvl, ts in r["times"].items():
            times.setdefault(lvl, []).extend(ts)
    return {lvl: {"decisions": len(ts), "median_ms": statistics.median(ts) if ts else float("nan"),
                  "p95_ms": percentile(ts, 0.95), "max_ms": max(ts) if ts else float("nan")}
            for lvl, ts in sorted(times.items())}


def _map(task: Any, tasks: Sequence[Any], jobs: int, progress: bool) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = []
    if jobs > 1:
        import multiprocessing as mp
        with mp.get_context("spawn" if sys.platform == "win32" else "fork").Pool(jobs) as pool:
            for i, group in enumerate(pool.imap_unordered(task, tasks)):
                results.extend(group)
                if progress and (i + 1) % 10 == 0:
                    print(f"  {len(results)} games", file=sys.stderr, flush=True)
    else:
        for t in tasks:
            results.extend(task(t))
    return results


def run_individual(game_id: str, seats: Sequence[str], games: int, seed: int, jobs: int,
                   options: dict[str, Any] | None = None, progress: bool = False) -> dict[str, Any]:
    """Every seat for itself: per level win share and mean total (see the module docstring)."""
    n = len(seats)
    sequences = (games + n - 1) // n
    tasks = [(game_id, seed * 1_000_003 + k, tuple(seats), options) for k in range(sequences)]
    t0 = time.perf_counter()
    results = _map(_play_rotations, tasks, jobs, progress)
    elapsed = time.perf_counter() - t0
    levels: list[dict[str, Any]] = []
    for lvl in dict.fromkeys(seats):
        wins = 0.0
        totals: list[float] = []
        for r in results:
            for s, level in enumerate(r["levels"]):
                if level != lvl:
                    continue
                totals.append(r["totals"][s])
                if s in r["winners"]:
                    wins += 1.0 / len(r["winners"])
        m = len(totals)
        mean = statistics.fmean(totals) if totals else float("nan")
        half = 1.96 * statistics.stdev(totals) / math.sqrt(m) if m > 1 else float("nan")
        lo, hi = wilson(wins, m)
        levels.append({"level": lvl, "seats_per_game": seats.count(lvl), "seat_games": m, "wins": wins,
                       "win_rate": wins / max(1, m), "wilson95": [lo, hi], "mean_total": mean,
                       "mean_total95": [mean - half, mean + half]})
    return {"game": game_id, "mode": "individual", "seats": list(seats), "games": len(results),
            "deal_sequences": sequences, "seed": seed, "jobs": jobs, "elapsed_s": elapsed,
            "lower_total_wins": bool(getattr(game_class(game_id), "lower_total_wins", False)),
            "levels": levels, "timing": _timing(results)}


def format_individual(rep: dict[str, Any]) -> str:
    best = "lowest" if rep["lower_total_wins"] else "highest"
    lines = [f"{rep['game']}: seats {','.join(rep['seats'])}  (each seat for itself; the {best} total wins)",
             f"{rep['games']} games = {rep['deal_sequences']} deal sequences x {len(rep['seats'])} rotations "
             f"(seed {rep['seed']}, {rep['elapsed_s']:.0f} s)", ""]
    lines.append(f"{'level':<16}{'seat-games':>11}{'won':>9}{'win %':>8}{'95% Wilson':>16}"
                 f"{'mean total':>12}{'95% CI':>18}")
    for lv in rep["levels"]:
        lo, hi = lv["wilson95"]
        clo, chi = lv["mean_total95"]
        lines.append(f"{lv['level']:<16}{lv['seat_games']:>11}{lv['wins']:>9.1f}{100 * lv['win_rate']:>8.1f}"
                     f"{'[' + format(100 * lo, '.1f') + ', ' + format(100 * hi, '.1f') + ']':>16}"
                     f"{lv['mean_total']:>12.2f}{'[' + format(clo, '.2f') + ', ' + format(chi, '.2f') + ']':>18}")
    lines.append("(win %: share of seat-games won, a tie for the best total shared; fair share "
                 f"{100 / len(rep['seats']):.0f}%)")
    lines.append("")
    lines.append(f"{'decision time':<16}{'decisions':>10}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}")
    for lvl, t in rep["timing"].items():
        lines.append(f"{lvl:<16}{t['decisions']:>10}{t['median_ms']:>11.2f}{t['p95_ms']:>9.2f}{t['max_ms']:>9.1f}")
    lines.append("(decisions with at least two legal actions)")
    return "\n".join(lines)


def side_label(seats: Sequence[str], side: int) -> str:
    a, b = seats[side], seats[side + 2]
    return a if a == b else f"{a}+{b}"


def run(game_id: str, seats: Sequence[str], games: int, seed: int, jobs: int,
        options: dict[str, Any] | None = None, progress: bool = False) -> dict[str, Any]:
    if not game_class(game_id).team_game:
        return run_individual(game_id, seats, games, seed, jobs, options, progress)
    pairs = (games + 1) // 2
    tasks = [(game_id, seed * 1_000_003 + k, tuple(seats), options) for k in range(pairs)]
    results: list[dict[str, Any]] = []
    t0 = time.perf_counter()
    if jobs > 1:
        import multiprocessing as mp
        with mp.get_context("spawn" if sys.platform == "win32" else "fork").Pool(jobs) as pool:
            for i, pair in enumerate(pool.imap_unordered(_play_pair, tasks)):
                results.extend(pair)
                if progress and (i + 1) % 10 == 0:
                    print(f"  {2 * (i + 1)}/{2 * pairs} games", file=sys.stderr, flush=True)
    else:
        for task in tasks:
            results.extend(_play_pair(task))
    elapsed = time.perf_counter() - t0
    labels = [side_label(seats, 0), side_label(seats, 1)]
    sides = []
    for side in (0, 1):
        agg: dict[str, Any] = {"label": labels[side], "seats": [side, side + 2], "wins": 0, "games": 0, "hands": 0,
               "points": 0, "contracts": 0, "set": 0, "nils": 0, "nils_made": 0, "bags": 0,
               "bostons": 0, "final_score_sum": 0}
        for r in results:
            # in the original game side A holds team 0; in the swapped game it holds team 1
            team = 1 - side if r["swapped"] else side
            agg["games"] += 1
            agg["wins"] += 1 if r["winner"] == team else 0
            agg["final_score_sum"] += r["scores"][team]
            for k in ("hands", "points", "contracts", "set", "nils", "nils_made", "bags", "bostons"):
                agg[k] += r["teams"][team][k]
        lo, hi = wilson(agg["wins"], agg["games"])
        hands = max(1, agg["hands"])
        agg.update({
            "win_rate": agg["wins"] / max(1, agg["games"]), "wilson95": [lo, hi],
            "points_per_hand": agg["points"] / hands, "set_rate": agg["set"] / max(1, agg["contracts"]),
            "nil_success": (agg["nils_made"] / agg["nils"]) if agg["nils"] else None,
            "bags_per_hand": agg["bags"] / hands,
        })
        sides.append(agg)
    times: dict[str, list[float]] = {}
    for r in results:
        for lvl, ts in r["times"].items():
            times.setdefault(lvl, []).extend(ts)
    timing = {lvl: {"decisions": len(ts), "median_ms": statistics.median(ts) if ts else float("nan"),
                    "p95_ms": percentile(ts, 0.95), "max_ms": max(ts) if ts else float("nan")}
              for lvl, ts in sorted(times.items())}
    return {"game": game_id, "seats": list(seats), "games": len(results), "deal_sequences": pairs,
            "seed": seed, "jobs": jobs, "elapsed_s": elapsed, "sides": sides, "timing": timing,
            "hands_per_game": sum(r["teams"][0]["hands"] for r in results) / max(1, len(results))}


def format_report(rep: dict[str, Any]) -> str:
    if rep.get("mode") == "individual":
        return format_individual(rep)
    lines = [f"{rep['game']}: seats {','.join(rep['seats'])}  (side A = seats 0,2; side B = seats 1,3)",
             f"{rep['games']} games = {rep['deal_sequences']} deal sequences x 2 orientations "
             f"(seed {rep['seed']}, {rep['elapsed_s']:.0f} s, {rep['hands_per_game']:.1f} hands/game)",
             ""]
    head = f"{'side':<28}{'won':>9}{'win %':>8}{'95% Wilson':>16}{'pts/hand':>10}{'set':>12}" \
           f"{'nils (made)':>14}{'bags/hand':>11}"
    lines.append(head)
    for side, s in zip("AB", rep["sides"], strict=True):
        nil = f"{s['nils']} ({100 * s['nil_success']:.0f}%)" if s["nils"] else "0"
        lines.append(
            f"{side + ' ' + s['label']:<28}{s['wins']:>4}/{s['games']:<4}{100 * s['win_rate']:>8.1f}"
            f"{'[' + format(100 * s['wilson95'][0], '.1f') + ', ' + format(100 * s['wilson95'][1], '.1f') + ']':>16}"
            f"{s['points_per_hand']:>10.1f}{str(s['set']) + '/' + str(s['contracts']):>12}{nil:>14}"
            f"{s['bags_per_hand']:>11.2f}")
    lines.append("")
    lines.append(f"{'decision time':<16}{'decisions':>10}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}")
    for lvl, t in rep["timing"].items():
        lines.append(f"{lvl:<16}{t['decisions']:>10}{t['median_ms']:>11.2f}{t['p95_ms']:>9.2f}{t['max_ms']:>9.1f}")
    lines.append("(decisions with at least two legal actions)")
    return "\n".join(lines)


def describe_options(cls: Any) -> str:
    """The game's options as a sentence: "the options of deutch: rounds (a whole number from 1 to 30,
    default 10), …" (or that it has none)."""
    parts = []
    for spec in cls.option_specs:
        if spec.kind == "int":
            what = f"a whole number from {spec.minimum} to {spec.maximum}"
        elif spec.kind == "bool":
            what = "true or false"
        else:
            what = "one of " + ", ".join(json.dumps(c) for c in spec.choices)
        parts.append(f"{spec.name} ({what}, default {json.dumps(spec.default)})")
    if not parts:
        return f"{cls.game_id} has no options"
    return f"the options of {cls.game_id}: " + "; ".join(parts) + " (--target N is --option target=N)"


def check_options(game_id: str, players: int, options: dict[str, Any] | None) -> str | None:
    """None if the game accepts ``options`` for ``players`` players, else its reason.

    The game's own checks decide: its option specs, then a game actually built
    with these players (some checks depend on the player count, such as
    Deutch's ``first_player``)."""
    from .engine.errors import EngineError
    cls = game_class(game_id)
    try:
        cls.resolve_options(dict(options or {}))
        new_game(game_id, seed=0, players=players, options=options)
    except (EngineError, ValueError, TypeError, OverflowError) as exc:
        return str(exc)
    return None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cardtable.arena",
        description=__doc__.split("\n\n")[0] if __doc__ else None,
        epilog=("--games N counts games played in total: ceil(N/2) deal sequences, each played twice, "
                "once with the seats as given and once with the levels rotated one seat (partnerships "
                "swapped, same cards). Win rates are over all N games."),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    from . import games as registry
    parser.add_argument("game", choices=list(registry.available_games(players=True)), help="game id")
    parser.add_argument("--seats", required=True,
                        help=f"comma-separated levels, one per seat ({', '.join(LEVELS)}; "
                             "reference levels too, e.g. difficile_v1 for atout_pique)")
    parser.add_argument("--games", type=int, default=200,
                        help="total games played (rounded up to even; each deal sequence is played in "
                             "both orientations); default 200")
    parser.add_argument("--seed", type=int, default=1, help="base seed of the deal sequences (default 1)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--target", type=int, default=None, help="points to win (default: the game's)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (VALUE read as JSON, e.g. rounds=5); repeatable")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON instead")
    parser.add_argument("--json-out", metavar="FILE", help="also write the JSON report to FILE")
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    args = parser.parse_args(argv)
    try:
        seats = [normalise_level(x, args.game) for x in args.seats.split(",")]
    except ValueError as exc:
        parser.error(str(exc))
    cls = game_class(args.game)
    if not cls.min_players <= len(seats) <= cls.max_players:
        count = (f"exactly {cls.min_players}" if cls.min_players == cls.max_players
                 else f"{cls.min_players} to {cls.max_players}")
        parser.error(f"--seats needs {count} levels, one per seat (got {len(seats)})")
    if cls.team_game and len(seats) != 4:
        parser.error("--seats needs four levels")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    options: dict[str, Any] | None = {"target": args.target} if args.target is not None else None
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep or not name:
            parser.error(f"--option {item!r}: expected NAME=VALUE; {describe_options(cls)}")
        try:
            parsed = json.loads(value)
        except (ValueError, RecursionError):
            parsed = value
        options = {**(options or {}), name: parsed}
    problem = check_options(args.game, len(seats), options)
    if problem is not None:
        parser.error(f"{problem}; {describe_options(cls)}")
    rep = run(args.game, seats, args.games, args.seed, args.jobs, options, progress=args.progress)
    if args.json_out:
        with open(args.json_out, "w", encoding="utf-8") as fh:
            json.dump(rep, fh, indent=1)
    if args.json:
        print(json.dumps(rep, indent=1))
    else:
        print(format_report(rep))
    return 0


if __name__ == "__main__":
    sys.exit(main())

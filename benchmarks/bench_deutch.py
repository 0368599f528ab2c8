"""Deutch figures: engine random-playout speed, decision time per level (turn
decisions and rapidité decisions apart), and the arena match-ups.

Run alone: ``python benchmarks/bench_deutch.py [--games N] [--jobs J]``; :func:`rows`
gives the quick figures to a runner (no arena).  Measures only, asserts nothing.
Targets: Difficile at most 250 ms median per decision and 600 ms
at the 95th percentile; a rapidité
decision under 20 ms (the level's reaction time is added on top by the
controller); in 10-round games at 4 players with rotating seats, one Difficile
against three Facile has the lowest total in at least 50% of games, against
three Intermédiaire at least 35%, one Intermédiaire against three Facile at
least 35% (at least 200 games each).  In the arena a timed window closes as soon
as every seat has passed; of the seats that act in it, the shortest
``reaction_ms`` goes first (``cardtable.arena.window_race``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable import arena  # noqa: E402
from cardtable.ai import LEVELS, make_player  # noqa: E402
from cardtable.engine import new_game  # noqa: E402

PLAYOUT_SECONDS = 3.0
DECISIONS = 3000
MATCHUPS = (("difficile", "facile"), ("difficile", "intermediaire"), ("intermediaire", "facile"))
TARGETS = {("difficile", "facile"): 0.50, ("difficile", "intermediaire"): 0.35, ("intermediaire", "facile"): 0.35}


def random_turns_per_second(seconds: float = PLAYOUT_SECONDS, seed: int = 1) -> float:
    """Turns (with their windows, powers, calls) per second with random actions, 4 players."""
    rng = random.Random(seed)
    state = new_game("deutch", seed=seed)
    turns = 0
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while time.perf_counter() < deadline:
        for _ in range(200):
            if state.is_over:
                state = new_game("deutch", seed=rng.randrange(1 << 30))
            seat = min(state.to_act())
            acts = state.legal_actions(seat)
            for ev in state.apply(seat, acts[rng.randrange(len(acts))]):
                turns += ev["type"] == "turn"
    return turns / (time.perf_counter() - t0)


def decision_times(level: str, n: int, seed: int = 3) -> tuple[list[float], list[float]]:
    """Milliseconds per ``choose`` (at least two legal actions), all four seats at
    ``level``: (turn decisions, rapidité window decisions)."""
    turn: list[float] = []
    window: list[float] = []
    game = 0
    while len(turn) < n:
        state = new_game("deutch", seed=seed * 1000 + game)
        players = [make_player("deutch", level, seed=game * 4 + i) for i in range(4)]
        game += 1
        while not state.is_over and len(turn) < n:
            seat = min(state.to_act())
            view = state.view(seat)
            legal = state.legal_actions(seat)
            t0 = time.perf_counter()
            action = players[seat].choose(view, legal)
            dt = (time.perf_counter() - t0) * 1000.0
            if len(legal) > 1:
                (window if view["window"] is not None else turn).append(dt)
            state.apply(seat, action)
    return turn, window


def _p95(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]


def rows() -> list[tuple[str, float, str, str]]:
    out: list[tuple[str, float, str, str]] = [
        ("deutch engine random playout", round(random_turns_per_second(), 1), "turns/s", "-"),
    ]
    for level in LEVELS:
        turn, window = decision_times(level, DECISIONS)
        hard = level == "difficile"
        out.append((f"deutch {level} decision median", round(statistics.median(turn), 3), "ms",
                    "<= 250" if hard else "-"))
        out.append((f"deutch {level} decision p95", round(_p95(turn), 3), "ms", "<= 600" if hard else "-"))
        out.append((f"deutch {level} rapidite decision max", round(max(window), 3), "ms", "< 20"))
    return out


def matchups(games: int, jobs: int, seed: int = 1) -> None:
    for strong, weak in MATCHUPS:
        seats = [strong, weak, weak, weak]
        rep = arena.run_individual("deutch", seats, games, seed, jobs, {"rounds": 10})
        print(arena.format_individual(rep))
        lv = rep["levels"][0]
        print(f"-> {strong} vs 3 {weak}: {100 * lv['win_rate']:.1f}% lowest total "
              f"(target >= {100 * TARGETS[(strong, weak)]:.0f}%)\n")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per match-up (default 400)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--no-arena", action="store_true")
    args = parser.parse_args()
    for name, value, unit, target in rows():
        print(f"{name:<42} {value:>10} {unit:<9} target {target}")
    print()
    if not args.no_arena:
        matchups(args.games, args.jobs)

"""Les Auteurs figures: engine speed, decision time per level, and the arena's win rates.

Run alone: ``python benchmarks/bench_auteurs.py [--deals N] [--jobs J] [--seed S]``;
:func:`rows` gives the figures to ``benchmarks/run.py``.  Measures only, asserts
nothing.  Targets, each over at least 400 deals, one level against
the others, seats rotated (every deal played once per seat, the levels rotated,
so each level sits in each seat on the same cards), a deal won when its tokens
are the most (a tie shares the win), 95% Wilson intervals:

* Difficile vs 3 Facile: >= 55% of deals (4 players), >= 50% (5 players, vs 4 Facile);
* Difficile vs 3 Intermédiaire: >= 40%;  Intermédiaire vs 3 Facile: >= 35%;
* Difficile decides in <= 250 ms median, <= 600 ms at the 95th percentile.

The same figures come from the arena, one line each, e.g.
``python -m cardtable.arena auteurs --seats difficile,facile,facile,facile --games 400 --option deals=1``.
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

from cardtable.ai import LEVELS, make_player  # noqa: E402
from cardtable.arena import run_individual  # noqa: E402
from cardtable.engine import new_game  # noqa: E402

PLAYOUT_SECONDS = 2.0
DECISIONS = 400
DEALS = 400
JOBS = 2
SEED = 1

#: (label, seats, target win share of seat 0's level)
MATCHES: tuple[tuple[str, tuple[str, ...], float], ...] = (
    ("difficile vs 3 facile", ("difficile", "facile", "facile", "facile"), 0.55),
    ("difficile vs 4 facile (5 players)", ("difficile", "facile", "facile", "facile", "facile"), 0.50),
    ("difficile vs 3 intermediaire", ("difficile", "intermediaire", "intermediaire", "intermediaire"), 0.40),
    ("intermediaire vs 3 facile", ("intermediaire", "facile", "facile", "facile"), 0.35),
)


def random_asks_per_second(seconds: float = PLAYOUT_SECONDS, seed: int = 1) -> float:
    """Asks (legal actions listed, one applied at random) per second, whole deals."""
    rng = random.Random(seed)
    state = new_game("auteurs", seed=seed)
    asks = 0
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while True:
        seat = min(state.to_act())
        acts = state.legal_actions(seat)
        state.apply(seat, acts[rng.randrange(len(acts))])
        asks += 1
        if state.is_over:
            state = new_game("auteurs", seed=rng.randrange(1 << 30), players=4 + (asks & 1))
        if asks % 100 == 0 and time.perf_counter() > deadline:
            break
    return asks / (time.perf_counter() - t0)


def decision_times(level: str, n: int, seed: int = 3, players: int = 4) -> list[float]:
    """Milliseconds per ``choose`` (at least two legal asks); one seat at ``level``, the others Facile."""
    times: list[float] = []
    game = 0
    while len(times) < n:
        state = new_game("auteurs", seed=seed * 1000 + game, players=players)
        levels = [level] + ["facile"] * (players - 1)
        levels = levels[-(game % players):] + levels[:-(game % players)] if game % players else levels
        seats = [make_player("auteurs", lv, seed=game * 5 + i) for i, lv in enumerate(levels)]
        game += 1
        while not state.is_over and len(times) < n:
            seat = min(state.to_act())
            view = state.view(seat)
            legal = state.legal_actions(seat)
            t0 = time.perf_counter()
            action = seats[seat].choose(view, legal)
            dt = (time.perf_counter() - t0) * 1000.0
            if levels[seat] == level and len(legal) > 1:
                times.append(dt)
            state.apply(seat, action)
    return times


def _p95(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]


def arena_rows(deals: int = DEALS, jobs: int = JOBS, seed: int = SEED) -> list[tuple[str, float, str, str]]:
    out: list[tuple[str, float, str, str]] = []
    for label, seats, target in MATCHES:
        rep = run_individual("auteurs", seats, deals, seed, jobs, {"deals": 1})
        lv = rep["levels"][0]
        lo, hi = lv["wilson95"]
        out.append((f"auteurs {label} ({lv['seat_games']} deals) win %", round(100 * lv["win_rate"], 1),
                    f"[{100 * lo:.1f}, {100 * hi:.1f}]", f">= {100 * target:.0f}"))
    return out


def rows(deals: int = DEALS, jobs: int = JOBS, seed: int = SEED,
         arena: bool = True) -> list[tuple[str, float, str, str]]:
    out: list[tuple[str, float, str, str]] = [
        ("auteurs engine random asks", round(random_asks_per_second(), 1), "asks/s", "-"),
    ]
    for level in LEVELS:
        ts = decision_times(level, DECISIONS)
        hard = level == "difficile"
        out.append((f"auteurs {level} decision median", round(statistics.median(ts), 2), "ms",
                    "<= 250" if hard else "-"))
        out.append((f"auteurs {level} decision p95", round(_p95(ts), 2), "ms", "<= 600" if hard else "-"))
    ts5 = decision_times("difficile", DECISIONS, players=5)
    out.append(("auteurs difficile decision median (5 players)", round(statistics.median(ts5), 2), "ms", "<= 250"))
    out.append(("auteurs difficile decision p95 (5 players)", round(_p95(ts5), 2), "ms", "<= 600"))
    if arena:
        out.extend(arena_rows(deals, jobs, seed))
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=DEALS, help=f"deals per match-up (default {DEALS})")
    parser.add_argument("--jobs", type=int, default=JOBS, help=f"worker processes (default {JOBS})")
    parser.add_argument("--seed", type=int, default=SEED, help=f"base seed (default {SEED})")
    parser.add_argument("--no-arena", action="store_true", help="decision times only, no arena matches")
    args = parser.parse_args()
    for name, value, unit, target in rows(args.deals, args.jobs, args.seed, arena=not args.no_arena):
        print(f"{name:<58} {value:>10} {unit:<14} target {target}")

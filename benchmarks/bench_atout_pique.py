"""Atout Pique figures: engine random-playout speed and decision time per level.

Run alone: ``python benchmarks/bench_atout_pique.py``; ``benchmarks/run.py``
imports this module and calls :func:`rows`.  Measures only, asserts nothing.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.ai import LEVELS, make_player  # noqa: E402
from cardtable.engine import new_game  # noqa: E402

PLAYOUT_SECONDS = 3.0
DECISIONS = {"facile": 400, "intermediaire": 400, "difficile": 300}


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


def decision_times(level: str, n: int, seed: int = 3) -> list[float]:
    """Milliseconds per ``choose`` call with at least two legal actions.

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
            action = players[seat].choose(view, legal)
            dt = (time.perf_counter() - t0) * 1000.0
            if len(legal) > 1:
                times.append(dt)
            state.apply(seat, action)
    return times


def _p95(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]


def rows() -> list[tuple[str, float, str, str]]:
    out: list[tuple[str, float, str, str]] = [
        ("atout_pique engine random playout", round(random_hands_per_second(), 1), "hands/s", ">= 1000"),
    ]
    for level in LEVELS:
        ts = decision_times(level, DECISIONS[level])
        target = "<= 250 median, <= 600 p95" if level == "difficile" else "-"
        out.append((f"atout_pique {level} decision median", round(statistics.median(ts), 2), "ms",
                    target.split(",")[0] if level == "difficile" else target))
        out.append((f"atout_pique {level} decision p95", round(_p95(ts), 2), "ms",
                    target.split(", ")[1] if level == "difficile" else target))
    return out


if __name__ == "__main__":
    for name, value, unit, target in rows():
        print(f"{name:<45} {value:>10} {unit:<8} target {target}")

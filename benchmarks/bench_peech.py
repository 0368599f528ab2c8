"""Peech figures: engine random-playout speed and decision time per level.

Run alone: ``python benchmarks/bench_peech.py``; :func:`rows` gives the figures
to a runner.  Measures only, asserts nothing.  Targets (issue 10): at least
2,000 random tricks (battles) per second; Difficile at most 250 ms median and
600 ms at the 95th percentile.
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


def random_tricks_per_second(seconds: float = PLAYOUT_SECONDS, seed: int = 1) -> float:
    """Battles (every active seat chooses, reveal, resolution, deals, scoring) with random cards."""
    rng = random.Random(seed)
    state = new_game("peech", seed=seed)
    tricks = 0
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while True:
        for seat in sorted(state.to_act()):
            acts = state.legal_actions(seat)
            for ev in state.apply(seat, acts[rng.randrange(len(acts))]):
                if ev["type"] == "reveal":
                    tricks += 1
        if state.is_over:
            state = new_game("peech", seed=rng.randrange(1 << 30))
        if tricks % 100 == 0 and time.perf_counter() > deadline:
            break
    return tricks / (time.perf_counter() - t0)


def decision_times(level: str, n: int, seed: int = 3) -> list[float]:
    """Milliseconds per ``choose`` call with at least two legal actions (all four seats at ``level``)."""
    times: list[float] = []
    game = 0
    while len(times) < n:
        state = new_game("peech", seed=seed * 1000 + game)
        players = [make_player("peech", level, seed=game * 4 + i) for i in range(4)]
        game += 1
        while not state.is_over and len(times) < n:
            seat = min(state.to_act())
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
        ("peech engine random playout", round(random_tricks_per_second(), 1), "tricks/s", ">= 2000"),
    ]
    for level in LEVELS:
        ts = decision_times(level, DECISIONS[level])
        hard = level == "difficile"
        out.append((f"peech {level} decision median", round(statistics.median(ts), 2), "ms",
                    "<= 250" if hard else "-"))
        out.append((f"peech {level} decision p95", round(_p95(ts), 2), "ms", "<= 600" if hard else "-"))
    return out


if __name__ == "__main__":
    for name, value, unit, target in rows():
        print(f"{name:<40} {value:>10} {unit:<9} target {target}")

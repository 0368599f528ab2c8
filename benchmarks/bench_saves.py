"""Saving and loading a game in progress, for every game of the registry.

The autosave writes ``to_json()`` after every action, and a resume, an undo,
Open... and the fuzzers read it back with the strict ``load_game`` (every
check of docs/engine.md, "Serialisation").  Each game is played 150 random
actions in, then its save is written and read many times; the best of three
runs is printed, in microseconds.  Measures only, asserts nothing.

    python benchmarks/bench_saves.py
    python benchmarks/run.py saves
"""

from __future__ import annotations

import random
import sys
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.engine import load_game, new_game  # noqa: E402
from cardtable.games import available_games  # noqa: E402

ACTIONS = 150
TIMES = 300


def mid_game(game_id: str, seed: int = 1) -> object:
    state = new_game(game_id, seed=seed)
    rng = random.Random(seed)
    for _ in range(ACTIONS):
        if state.is_over:
            break
        seat = rng.choice(sorted(state.to_act()))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def rows() -> list[tuple[str, float, str, str]]:
    out: list[tuple[str, float, str, str]] = []
    for game_id in available_games():
        state = mid_game(game_id)
        text = state.to_json()        # type: ignore[attr-defined]
        load = min(timeit.repeat(lambda t=text: load_game(t), number=TIMES, repeat=3)) / TIMES * 1e6
        save = min(timeit.repeat(state.to_json, number=TIMES, repeat=3)) / TIMES * 1e6  # type: ignore[attr-defined]
        out.append((f"{game_id} save ({len(text)} chars)", round(save, 1), "us", "-"))
        out.append((f"{game_id} strict load", round(load, 1), "us", "-"))
    return out


if __name__ == "__main__":
    for name, value, unit, target in rows():
        print(f"{name:<36} {value:>10} {unit:<4} {target}")

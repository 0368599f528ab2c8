"""Seats that name a sparring partner, in the arena's own games.

:func:`install` makes :func:`cardtable.arena.play_game` (and everything built on
it: ``run_individual``, ``_play_pair``, ``_play_rotations``) build a player from
``extra[name](seed)`` for a seat named ``name``, and a level's player for any
other name, so the benchmarks play sparring partners exactly as the arena plays
the levels: same deals, same rotations, same seeds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cardtable import arena

_level_player = arena.make_player


def install(extra: Mapping[str, Callable[[int], Any]]) -> None:
    """Let the arena's seats name the players of ``extra`` beside the levels."""
    table = dict(extra)

    def make(game_id: str, level: str, seed: int = 0) -> Any:
        factory = table.get(level)
        return factory(seed) if factory is not None else _level_player(game_id, level, seed)
    arena.make_player = make  # type: ignore[assignment]


def uninstall() -> None:
    """The arena's seats name the levels only again."""
    arena.make_player = _level_player  # type: ignore[assignment]

"""Computer players (see DESIGN.md, "Computer players").

A player only ever receives ``state.view(seat)`` and ``state.legal_actions(seat)``;
``choose`` returns one of the given actions and never mutates its arguments.  A
player may keep memory between calls of the same game.

>>> LEVELS
('facile', 'intermediaire', 'difficile')
"""

from __future__ import annotations

import importlib
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

__all__ = ["LEVELS", "Player", "make_player", "normalise_level"]

LEVELS: tuple[str, ...] = ("facile", "intermediaire", "difficile")


@runtime_checkable
class Player(Protocol):
    """A computer player for one seat of one game."""

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        """One of ``legal_actions`` for the seat whose ``view`` is given."""
        ...


def normalise_level(level: str) -> str:
    """``"Intermédiaire"`` -> ``"intermediaire"``; raises ValueError if unknown."""
    if not isinstance(level, str):
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    text = unicodedata.normalize("NFKD", level.strip().lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    if text not in LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    return text


def make_player(game_id: str, level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` for ``game_id`` (module ``cardtable.ai.<game_id>``).

    Raises ValueError for an unknown level or a game without computer players.
    """
    lvl = normalise_level(level)
    if not isinstance(game_id, str) or not game_id.isidentifier():
        raise ValueError(f"unknown game {game_id!r}")
    module_name = f"{__name__}.{game_id}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            raise ValueError(f"no computer players for the game {game_id!r}") from None
        raise
    factory = getattr(module, "make_player", None)
    if factory is None:
        raise ValueError(f"no computer players for the game {game_id!r}")
    player = factory(lvl, seed)
    assert isinstance(player, Player)
    return player

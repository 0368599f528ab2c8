"""Computer players (see DESIGN.md, "Computer players").

A player only ever receives ``state.view(seat)`` and ``state.legal_actions(seat)``;
``choose`` returns one of the given actions and never mutates its arguments.  A
player may keep memory between calls of the same game.

>>> LEVELS
('facile', 'intermediaire', 'difficile')
"""

from __future__ import annotations

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
    """A computer player of ``level`` for ``game_id`` (the factory its declaration
    in :mod:`cardtable.games` names).

    Raises ValueError for an unknown level or a game without computer players.
    """
    from cardtable import games
    lvl = normalise_level(level)
    try:
        factory = games.player_factory(game_id)
    except games.NotAvailable:
        raise ValueError(f"no computer players for the game {game_id!r}") from None
    player = factory(lvl, seed)
    assert isinstance(player, Player)
    return player

"""Computer players (the contract: docs/engine.md, "Views").

A player only ever receives ``state.view(seat)`` and ``state.legal_actions(seat)``;
``choose`` returns one of the given actions and never mutates its arguments.  A
player may keep memory between calls of the same game.

>>> LEVELS
('facile', 'intermediaire', 'difficile')

Reference levels (:data:`REFERENCE_LEVELS`) are frozen copies of earlier players,
kept so that every change is measured against them in the arena; they are never
offered in the New game dialog (which lists :data:`LEVELS` only).

>>> normalise_level("difficile_v1", "atout_pique")
'difficile_v1'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

__all__ = ["LEVELS", "REFERENCE_LEVELS", "REFERENCE_MODULES", "Player", "Reason", "explain", "make_player", "normalise_level"]

LEVELS: tuple[str, ...] = ("facile", "intermediaire", "difficile")

# game id -> its frozen reference levels (arena only, never in the UI)
REFERENCE_LEVELS: dict[str, tuple[str, ...]] = {
    "atout_pique": ("difficile_v1", "difficile_v2"),
    "auteurs": ("difficile_v1",),
    "deutch": ("difficile_v1",),
    "peech": ("difficile_v1",),
}
# (game id, reference level) -> the module holding its frozen player (``make_player(level, seed)``)
REFERENCE_MODULES: dict[tuple[str, str], str] = {
    ("atout_pique", "difficile_v1"): "cardtable.ai.atout_pique_v1",
    ("atout_pique", "difficile_v2"): "cardtable.ai.atout_pique_v2",
    ("auteurs", "difficile_v1"): "cardtable.ai.auteurs_v1",
    ("deutch", "difficile_v1"): "cardtable.ai.deutch_v1",
    ("peech", "difficile_v1"): "cardtable.ai.peech_v1",
}


@runtime_checkable
class Player(Protocol):
    """A computer player for one seat of one game."""

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        """One of ``legal_actions`` for the seat whose ``view`` is given."""
        ...


@dataclass(frozen=True)
class Reason:
    """Why a player chose an action, in one line of visible text.

    ``text`` is English source text in the translation ``context``, marked with
    ``QT_TRANSLATE_NOOP(context, text)`` in the player's module; the table
    translates it (with ``n`` as the plural count when it is not None, ``%n`` in
    the text), then fills its ``{name}`` fields from ``params``.  A parameter
    named ``card`` holds a card's text ("QS"), which the table names in the
    user's language; a float is written with the language's decimal mark and
    ``places`` decimals (a parameter, one when there is none).
    """

    context: str
    text: str
    params: Mapping[str, Any] = field(default_factory=dict)
    n: int | None = None


def explain(player: Any, view: Mapping[str, Any], action: Any) -> Reason | None:
    """Why ``player`` chose (or would choose) ``action`` for the seat of ``view``.

    The player's own ``explain(view, action) -> Reason | None`` when it has one;
    the default, for every game's players, is None (no reason given).  Never
    raises for a malformed view: an explanation is a courtesy, not a rule.
    """
    method = getattr(player, "explain", None)
    if not callable(method):
        return None
    try:
        reason = method(view, action)
    except (KeyError, ValueError, IndexError, TypeError):
        return None
    return reason if isinstance(reason, Reason) else None


def normalise_level(level: str, game_id: str | None = None) -> str:
    """``"Intermédiaire"`` -> ``"intermediaire"``; raises ValueError if unknown.

    With ``game_id``, that game's reference levels (:data:`REFERENCE_LEVELS`) are
    accepted too.
    """
    known = LEVELS + (REFERENCE_LEVELS.get(game_id, ()) if game_id is not None else ())
    if not isinstance(level, str):
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(known)}")
    text = unicodedata.normalize("NFKD", level.strip().lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    if text not in known:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(known)}")
    return text


def make_player(game_id: str, level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` for ``game_id`` (the factory its declaration
    in :mod:`cardtable.games` names).

    A reference level (:data:`REFERENCE_LEVELS`) comes from its own frozen module
    (:data:`REFERENCE_MODULES`), never from the game's live players.
    Raises ValueError for an unknown level or a game without computer players.
    """
    from cardtable import games
    lvl = normalise_level(level, game_id)
    module = REFERENCE_MODULES.get((game_id, lvl))
    if module is not None:
        import importlib
        frozen = importlib.import_module(module).make_player(lvl, seed)
        assert isinstance(frozen, Player)
        return frozen
    try:
        factory = games.player_factory(game_id)
    except games.NotAvailable:
        raise ValueError(f"no computer players for the game {game_id!r}") from None
    player = factory(lvl, seed)
    assert isinstance(player, Player)
    return player

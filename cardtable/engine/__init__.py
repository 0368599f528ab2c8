"""The rules engine: pure Python, no Qt, no clock, no global random.

>>> from cardtable.engine import Card
>>> print(Card.parse("TH"))
10H

The names below are imported from their module when first asked for
(``from cardtable.engine import Card`` loads :mod:`cardtable.engine.cards`
alone): the program's first paint needs the cards, not the game states.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .base import Event, GameState, OptionSpec
    from .cards import DECK, SUITS, Card, CardIndex, Rank, Suit, card, full_deck, parse_cards, shuffled_deck
    from .errors import BadOption, CardParseError, EngineError, GameNotAvailable, IllegalAction, SaveError
    from .kit import EmptyStock, Pass, Play, Stock, TimedWindow, WindowKeeper, hidden, next_active_seat
    from .registry import GAME_IDS, GAME_TITLES, available_games, game_class, load_game, new_game

#: each exported name -> the module that defines it
_HOME: dict[str, str] = {
    **dict.fromkeys(("Event", "GameState", "OptionSpec"), "base"),
    **dict.fromkeys(("DECK", "SUITS", "Card", "CardIndex", "Rank", "Suit", "card", "full_deck", "parse_cards",
                     "shuffled_deck"), "cards"),
    **dict.fromkeys(("BadOption", "CardParseError", "EngineError", "GameNotAvailable", "IllegalAction",
                     "SaveError"), "errors"),
    **dict.fromkeys(("EmptyStock", "Pass", "Play", "Stock", "TimedWindow", "WindowKeeper", "hidden",
                     "next_active_seat"), "kit"),
    **dict.fromkeys(("GAME_IDS", "GAME_TITLES", "available_games", "game_class", "load_game", "new_game"),
                    "registry"),
}

__all__ = [
    "BadOption", "Card", "CardIndex", "EmptyStock", "Pass", "Play", "Stock", "TimedWindow",
    "WindowKeeper", "hidden", "next_active_seat", "CardParseError", "DECK", "EngineError", "Event", "GAME_IDS",
    "GAME_TITLES", "GameNotAvailable", "GameState", "IllegalAction", "OptionSpec", "Rank",
    "SUITS", "SaveError", "Suit", "available_games", "card", "full_deck", "parse_cards",
    "game_class", "load_game", "new_game", "shuffled_deck",
]


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))

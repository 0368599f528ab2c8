"""The rules engine: pure Python, no Qt, no clock, no global random.

>>> from cardtable.engine import Card
>>> print(Card.parse("TH"))
10H
"""

from .base import Event, GameState, OptionSpec
from .cards import DECK, SUITS, Card, CardIndex, Rank, Suit, card, full_deck, parse_cards, shuffled_deck
from .errors import BadOption, CardParseError, EngineError, GameNotAvailable, IllegalAction, SaveError
from .kit import EmptyStock, Pass, Play, Stock, TimedWindow, WindowKeeper, hidden, next_active_seat
from .registry import GAME_IDS, GAME_TITLES, available_games, game_class, load_game, new_game

__all__ = [
    "BadOption", "Card", "CardIndex", "EmptyStock", "Pass", "Play", "Stock", "TimedWindow",
    "WindowKeeper", "hidden", "next_active_seat", "CardParseError", "DECK", "EngineError", "Event", "GAME_IDS",
    "GAME_TITLES", "GameNotAvailable", "GameState", "IllegalAction", "OptionSpec", "Rank",
    "SUITS", "SaveError", "Suit", "available_games", "card", "full_deck", "parse_cards",
    "game_class", "load_game", "new_game", "shuffled_deck",
]

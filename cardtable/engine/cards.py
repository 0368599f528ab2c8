"""Cards, suits and ranks.

>>> Card.parse("TH")
Card(rank=10, suit=<Suit.HEARTS: 'H'>)
>>> str(Card.parse("10h"))
'10H'
>>> Card.parse("QS").french_name()
'dame de pique'
>>> [c.corner("fr") for c in map(Card.parse, ["AC", "JD", "QH", "KS"])]
['A', 'V', 'D', 'R']
>>> Card.parse("AS").index, Card.parse("KC").index, Card.from_index(13)
(0, 51, Card(rank=1, suit=<Suit.HEARTS: 'H'>))
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable
from dataclasses import dataclass

from .errors import CardParseError
from .i18n import QT_TRANSLATE_NOOP


class Suit(enum.Enum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    #: members are singletons compared by identity: hash them by identity too, in C
    #: (``Enum.__hash__`` is Python code, called for every card put in a set or dict)
    __hash__ = object.__hash__

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def french_name(self) -> str:
        return _SUIT_FR[self]

    @property
    def english_name(self) -> str:
        return _SUIT_EN[self]

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]


_SUIT_FR = {Suit.SPADES: "pique", Suit.HEARTS: "cœur", Suit.DIAMONDS: "carreau", Suit.CLUBS: "trèfle"}
_SUIT_EN = {
    Suit.SPADES: QT_TRANSLATE_NOOP("engine", "spades"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("engine", "hearts"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("engine", "diamonds"),
    Suit.CLUBS: QT_TRANSLATE_NOOP("engine", "clubs"),
}
_SUIT_SYMBOL = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_POS = {s: i for i, s in enumerate(SUITS)}


class Rank(enum.IntEnum):
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13


_RANK_CODE = {1: "A", 11: "J", 12: "Q", 13: "K"}
_CODE_RANK = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13, "V": 11, "D": 12, "R": 13}
_RANK_INDEX = {
    "fr": {1: "A", 11: "V", 12: "D", 13: "R"},
    "en": {1: "A", 11: "J", 12: "Q", 13: "K"},
}
_RANK_FR = {1: "as", 11: "valet", 12: "dame", 13: "roi"}
_RANK_EN = {1: "ace", 11: "jack", 12: "queen", 13: "king"}


class CardIndex(int):
    """A card's number 0..51 (``DECK`` order: spades, hearts, diamonds, clubs; ace to king).

    It is a plain ``int`` everywhere (comparisons, JSON, list indices).  Calling it,
    ``card.index("fr")``, is the older spelling of :meth:`Card.corner` and still
    gives the corner letters, so code written before ``Card.index`` became a number
    keeps working; new code calls ``corner``.
    """

    def __call__(self, lang: str = "fr") -> str:
        rank = int(self) % 13 + 1
        return _RANK_INDEX.get(lang, _RANK_INDEX["en"]).get(rank, str(rank))


_CARD_INDEX: tuple[CardIndex, ...] = tuple(CardIndex(i) for i in range(52))


@dataclass(frozen=True, slots=True)
class Card:
    """An immutable playing card; ``rank`` is 1..13 (ace = 1)."""

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if not isinstance(self.rank, int) or not 1 <= self.rank <= 13:
            raise CardParseError(f"bad rank {self.rank!r}")
        if not isinstance(self.suit, Suit):
            raise CardParseError(f"bad suit {self.suit!r}")

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``"QH"``, ``"10S"``, ``"TS"``, ``"AC"`` (case-insensitive).

        French rank letters ``V D R`` are accepted too; raises
        :class:`CardParseError` (a ``ValueError``) on anything else.
        """
        if not isinstance(text, str):
            raise CardParseError(f"not a card: {text!r}")
        t = text.strip().upper()
        if len(t) < 2:
            raise CardParseError(f"not a card: {text!r}")
        rank_text, suit_text = t[:-1], t[-1]
        try:
            suit = Suit(suit_text)
        except ValueError:
            raise CardParseError(f"not a card: {text!r}") from None
        if rank_text in _CODE_RANK:
            rank = _CODE_RANK[rank_text]
        elif rank_text.isdigit() and 2 <= int(rank_text) <= 10 and rank_text[0] != "0":
            rank = int(rank_text)
        else:
            raise CardParseError(f"not a card: {text!r}")
        return cls(rank, suit)

    def __str__(self) -> str:
        return _RANK_CODE.get(self.rank, str(self.rank)) + self.suit.value

    @property
    def index(self) -> CardIndex:
        """0..51, the card's place in :data:`DECK` (see :class:`CardIndex`)."""
        return _CARD_INDEX[_SUIT_POS[self.suit] * 13 + self.rank - 1]

    @classmethod
    def from_index(cls, i: int) -> Card:
        """The card numbered ``i`` (0..51); raises :class:`CardParseError` otherwise."""
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < 52:
            raise CardParseError(f"no card numbered {i!r}")
        return DECK[i]

    def corner(self, lang: str = "fr") -> str:
        """The corner letters: French ``A 2..10 V D R``, English ``A 2..10 J Q K``."""
        return _RANK_INDEX.get(lang, _RANK_INDEX["en"]).get(self.rank, str(self.rank))

    def french_name(self) -> str:
        r = _RANK_FR.get(self.rank, str(self.rank))
        return f"{r} de {self.suit.french_name}"

    def english_name(self) -> str:
        r = _RANK_EN.get(self.rank, str(self.rank))
        return f"{r} of {self.suit.english_name}"

    def name(self, lang: str = "fr") -> str:
        return self.french_name() if lang == "fr" else self.english_name()

    def with_article(self, lang: str = "fr") -> str:
        """The name with its definite article: "la dame de pique", "l'as de
        cœur", "le 7 de trèfle"; "the queen of spades".

        >>> Card.parse("QS").with_article(), Card.parse("AH").with_article(), Card.parse("QS").with_article("en")
        ('la dame de pique', "l'as de cœur", 'the queen of spades')
        """
        name = self.name(lang)
        if lang != "fr":
            return f"the {name}"
        if self.rank == 1:
            return f"l'{name}"
        return f"la {name}" if self.rank == 12 else f"le {name}"

    def rank_name(self, lang: str = "fr") -> str:
        """The rank alone, as a word: "dame", "as", "7" (English "queen").

        >>> Card.parse("QH").rank_name(), Card.parse("7S").rank_name("en")
        ('dame', '7')
        """
        names = _RANK_FR if lang == "fr" else _RANK_EN
        return names.get(self.rank, str(self.rank))

    @property
    def is_red(self) -> bool:
        return self.suit.is_red


def full_deck() -> list[Card]:
    """The 52 cards in a fixed order (suit by suit, ace to king)."""
    return [Card(r, s) for s in SUITS for r in range(1, 14)]


DECK: tuple[Card, ...] = tuple(full_deck())
_BY_TEXT = {str(c): c for c in DECK}


def card(text: str) -> Card:
    """Fast path for canonical strings (``str(card)``), else :meth:`Card.parse`."""
    c = _BY_TEXT.get(text)
    return c if c is not None else Card.parse(text)


def parse_cards(texts: Iterable[str]) -> list[Card]:
    return [card(t) for t in texts]


def shuffled_deck(rng: random.Random) -> list[Card]:
    deck = list(DECK)
    rng.shuffle(deck)
    return deck

"""The engine kit: the small pieces every game engine shares.

* :class:`Play` -- the one action for playing a card, in every game that plays one.
* :class:`Pass` -- the pass of a timed window (and of any "I do nothing" step).
* :class:`TimedWindow` -- a window in which several seats may act out of turn
  (Deutch's rapidité); the engine has no clock, the controller times it.
* :class:`WindowKeeper` -- the saved bookkeeping of a game's windows (id counter,
  the open window, who passed), for a game to hold and serialise.
* :class:`Stock` -- a face-down draw pile, rebuilt and reshuffled from a discard
  with the state's own RNG, serialisable.
* :func:`next_active_seat` -- the next seat clockwise still in the game.
* :func:`hidden` -- the redaction convention: a card a seat may not see is ``None``.

>>> from cardtable.engine import Card
>>> str(Play(Card.parse("TH"))), str(Pass())
('play 10H', 'pass')
>>> next_active_seat(1, 4, {0, 1, 3})
3
>>> next_active_seat(3, 4, {0, 1, 3})
0
"""

from __future__ import annotations

import random
from collections.abc import Container, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from . import loading
from .cards import Card
from .errors import EngineError, SaveError

__all__ = [
    "EmptyStock", "Pass", "Play", "Stock", "TimedWindow", "WindowKeeper", "hidden",
    "next_active_seat",
]


# ------------------------------------------------------------------ actions
@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` (to a trick, face down, to a row...: the game says where)."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass: let a timed window go by (or decline any optional step)."""

    def __str__(self) -> str:
        return "pass"


# ----------------------------------------------------------------- seating
def next_active_seat(seat: int, players: int, active: Container[int]) -> int | None:
    """The first seat after ``seat`` clockwise (``seat + 1``, ``seat + 2``...) that is
    in ``active``; ``seat`` itself comes last; ``None`` when no seat is active."""
    for step in range(1, players + 1):
        s = (seat + step) % players
        if s in active:
            return s
    return None


# --------------------------------------------------------------- visibility
def hidden(cards: Sequence[Any]) -> list[None]:
    """``cards`` as a seat that may not see them gets them: ``None`` each, same length."""
    return [None] * len(cards)


# ------------------------------------------------------------ timed windows
@dataclass(frozen=True, slots=True)
class TimedWindow:
    """A window in which the seats in ``seats`` may still act (or :class:`Pass`).

    ``id`` increases through a game (saved with the state), so the controller's
    timer can tell its window from a later one; ``kind`` is the game's name for
    it (``"rapidite"``, ``"snap"``); ``length_ms`` comes from the game's options.
    """

    id: int
    kind: str
    seats: frozenset[int]
    length_ms: int

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "seats": sorted(self.seats),
                "length_ms": self.length_ms}

    @classmethod
    def from_json(cls, data: Any) -> TimedWindow:
        """Strict: exactly :meth:`to_json`'s keys, whole numbers, seats sorted and
        distinct (0..63), a short text kind; else SaveError."""
        data = loading.load_keys(data, "timed window", ("id", "kind", "seats", "length_ms"))
        seats = loading.load_ints(data["seats"], "window seats", 0, 63)
        kind = data["kind"]
        if not isinstance(kind, str) or not 0 < len(kind) <= 40 or seats != sorted(set(seats)) or not seats:
            raise SaveError("bad timed window")
        return cls(loading.load_int(data["id"], "window id", 0, 10**9), kind, frozenset(seats),
                   loading.load_int(data["length_ms"], "window length", 0, 10**7))


class WindowKeeper:
    """The windows of one game: ``next_id``, the ``current`` window (or ``None``) and
    the seats that ``passed`` it.  A game holds one, asks it to open, pass and
    close, and saves :meth:`to_json` with its state.

    >>> k = WindowKeeper()
    >>> w = k.open("snap", {0, 1, 2}, 1500)
    >>> (w.id, sorted(w.seats)), k.pass_seat(1).seats == {0, 2}
    ((0, [0, 1, 2]), True)
    >>> k.pass_seat(0) is not None, k.pass_seat(2), k.passed, k.next_id
    (True, None, [1, 0, 2], 1)
    """

    def __init__(self) -> None:
        self.next_id = 0
        self.current: TimedWindow | None = None
        self.passed: list[int] = []

    def open(self, kind: str, seats: Iterable[int], length_ms: int) -> TimedWindow:
        """Open a new window (closing nothing: call only when none is open)."""
        if self.current is not None:
            raise EngineError(f"window {self.current.id} is still open")
        win = TimedWindow(self.next_id, kind, frozenset(seats), int(length_ms))
        if not win.seats:
            raise EngineError("a window needs at least one seat")
        self.next_id += 1
        self.current = win
        self.passed = []
        return win

    def pass_seat(self, seat: int) -> TimedWindow | None:
        """``seat`` passes; the window left open, or ``None`` once every seat passed."""
        win = self.current
        if win is None or seat not in win.seats:
            raise EngineError(f"seat {seat} is not in an open window")
        self.passed.append(seat)
        rest = win.seats - {seat}
        self.current = replace(win, seats=rest) if rest else None
        return self.current

    def close(self) -> TimedWindow | None:
        """Close the open window (an action closed it); returns it."""
        win, self.current = self.current, None
        return win

    def to_json(self) -> dict[str, Any]:
        return {"next_id": self.next_id,
                "current": None if self.current is None else self.current.to_json(),
                "passed": list(self.passed)}

    @classmethod
    def from_json(cls, data: Any) -> WindowKeeper:
        """Strict: exactly :meth:`to_json`'s keys, a well-formed window, seats that
        passed at most once each (0..63); else SaveError."""
        keeper = cls()
        data = loading.load_keys(data, "window record", ("next_id", "current", "passed"))
        keeper.next_id = loading.load_int(data["next_id"], "window counter", 0, 10**9)
        cur = data["current"]
        keeper.current = None if cur is None else TimedWindow.from_json(cur)
        keeper.passed = loading.load_ints(data["passed"], "window passes", 0, 63)
        if len(set(keeper.passed)) != len(keeper.passed):
            raise SaveError("bad window record: a seat passed twice")
        if keeper.current is not None and (keeper.current.id >= keeper.next_id
                                           or keeper.current.seats & set(keeper.passed)):
            raise SaveError("bad window record: inconsistent window")
        return keeper


# -------------------------------------------------------------------- stock
class EmptyStock(EngineError):
    """Nothing left to draw, even after rebuilding the stock from the discard."""


class Stock:
    """A face-down draw pile; ``cards[-1]`` is the top card.

    When it runs out, :meth:`draw` rebuilds it from a discard pile (every card but
    the discard's top ``keep``), shuffled with the RNG it is given -- the state's
    own, so a game stays deterministic from its seed.

    >>> import random
    >>> from cardtable.engine import Card
    >>> s = Stock([Card.parse("2C")])
    >>> discard = [Card.parse(t) for t in ("3C", "4C", "5C")]
    >>> str(s.draw(random.Random(1), discard)), len(s)
    ('2C', 0)
    >>> sorted(str(s.draw(random.Random(1), discard)) for _ in range(2)), [str(c) for c in discard]
    (['3C', '4C'], ['5C'])
    """

    __slots__ = ("cards",)

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        self.cards: list[Card] = list(cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __bool__(self) -> bool:
        return bool(self.cards)

    def __repr__(self) -> str:
        return f"Stock({len(self.cards)} cards)"

    def top(self) -> Card | None:
        """The card that :meth:`draw` would give next (``None`` when empty)."""
        return self.cards[-1] if self.cards else None

    def shuffle(self, rng: random.Random) -> None:
        rng.shuffle(self.cards)

    def rebuild(self, rng: random.Random, discard: list[Card], keep: int = 1) -> int:
        """Move every card of ``discard`` but its top ``keep`` under the stock,
        shuffled with ``rng``; ``discard`` is changed in place.  Returns how many
        cards moved."""
        keep = max(0, keep)
        moving = discard[:len(discard) - keep] if keep else list(discard)
        if not moving:
            return 0
        del discard[:len(moving)]
        rng.shuffle(moving)
        self.cards[0:0] = moving
        return len(moving)

    def draw(self, rng: random.Random, discard: list[Card] | None = None, keep: int = 1) -> Card:
        """The top card; rebuilds from ``discard`` first when the stock is empty.

        Raises :class:`EmptyStock` when there is nothing to draw."""
        if not self.cards and discard is not None:
            self.rebuild(rng, discard, keep)
        if not self.cards:
            raise EmptyStock("the stock is empty")
        return self.cards.pop()

    def to_json(self) -> list[str]:
        return [str(c) for c in self.cards]

    @classmethod
    def from_json(cls, data: Any) -> Stock:
        """Strict: a list of card strings; else SaveError."""
        return cls(loading.load_cards(data, "stock"))


"""Toy: a small test-only game built on the engine kit (not a game anyone plays).

It exercises what the real games need from the kit and the table, without
Peech or Deutch: a simultaneous face-down choice, a peek shown to its owner
only, a stock rebuilt from the discard, and a timed window.

Rules (2 to 4 players, option ``rounds`` rounds, option ``window_ms``):

* Each round every seat first draws from the stock until it holds 3 cards (the
  stock is rebuilt from the discard, shuffled with the state's RNG, when empty).
* Choosing: every seat that has not chosen acts at once (``to_act()`` holds them
  all).  ``Play(card)`` chooses one of its cards face down; ``Peek()`` (once a
  round, before choosing) shows the seat the top card of the stock.
* When every seat has chosen, one ``reveal`` turns the chosen cards face up: the
  highest (ace high; equal ranks: nobody) scores 1; they go to the discard.
* Then a timed "snap" window opens for every seat: the first ``Snap()`` scores 1
  and closes it; ``Pass()`` leaves it; when all passed (or the controller's timer
  calls ``close_window()``) it closes with nobody.
* After ``rounds`` rounds the game is over; the highest totals win.

Events: ``round_start {round}``, ``draw {seat, card}`` (card hidden from the
others), ``stock_rebuilt {size}``, ``peek {seat, card}`` (card hidden from the
others), ``chose {seat, card}`` (card hidden from the others), ``reveal {cards,
winner}``, ``window_open {window, kind, seats, length_ms}``, ``passed {seat,
window}``, ``snap {seat, window}``, ``window_closed {window, by}``, ``game_over
{scores, winners}``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from cardtable.engine import (
    DECK,
    Card,
    Event,
    GameState,
    IllegalAction,
    OptionSpec,
    Pass,
    Play,
    SaveError,
    Stock,
    TimedWindow,
    WindowKeeper,
    card,
)

HAND = 3


class Phase(StrEnum):
    CHOOSING = "choosing"
    WINDOW = "window"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Peek:
    """Look at the top card of the stock."""

    def __str__(self) -> str:
        return "peek"


@dataclass(frozen=True, slots=True)
class Snap:
    """Snap in the window after a reveal."""

    def __str__(self) -> str:
        return "snap"


PRIVATE_KEYS = ("seat", "hand", "peeked", "my_choice")


def _power(c: Card) -> int:
    return 14 if c.rank == 1 else c.rank


class ToyState(GameState):
    game_id: ClassVar[str] = "toy"
    title: ClassVar[str] = "Toy"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 3
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("rounds", "int", 3, "Rounds", minimum=1, maximum=30),
        OptionSpec("window_ms", "int", 1500, "Snap window (ms)", minimum=0, maximum=10_000),
    )

    def __init__(self, seed: int | None = 0, players: int | None = None,
                 options: dict[str, Any] | None = None) -> None:
        super().__init__(seed=seed, players=players, options=options)
        self.round = 0
        self.phase = Phase.CHOOSING
        self.scores = [0] * self.players
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        self.chosen: list[Card | None] = [None] * self.players
        self.peeked: list[Card | None] = [None] * self.players
        self.revealed: list[Card] = []
        self.discard: list[Card] = []
        self.windows = WindowKeeper()
        self.stock = Stock(DECK)
        self.stock.shuffle(self.rng)
        self._opening = self._start_round()

    # ---------------------------------------------------------------- flow
    def _start_round(self) -> list[Event]:
        self.round += 1
        self.phase = Phase.CHOOSING
        self.chosen = [None] * self.players
        self.peeked = [None] * self.players
        self.revealed = []
        events: list[Event] = [{"type": "round_start", "round": self.round}]
        for seat in range(self.players):
            while len(self.hands[seat]) < HAND:
                if not self.stock:
                    n = self.stock.rebuild(self.rng, self.discard)
                    events.append({"type": "stock_rebuilt", "size": n})
                c = self.stock.draw(self.rng, self.discard)
                self.hands[seat].append(c)
                events.append({"type": "draw", "seat": seat, "card": str(c)})
        return events

    def opening_events(self) -> list[Event]:
        return [dict(e) for e in self._opening]

    def to_act(self) -> frozenset[int]:
        if self.phase is Phase.CHOOSING:
            return frozenset(s for s in range(self.players) if self.chosen[s] is None)
        if self.phase is Phase.WINDOW:
            win = self.windows.current
            return win.seats if win is not None else frozenset()
        return frozenset()

    def pending_window(self) -> TimedWindow | None:
        return self.windows.current

    def legal_actions(self, seat: int) -> list[Any]:
        if not self.is_seat(seat) or seat not in self.to_act():
            return []
        if self.phase is Phase.WINDOW:
            return [Snap(), Pass()]
        out: list[Any] = [Play(c) for c in self.hands[seat]]
        if self.peeked[seat] is None and self.stock:
            out.append(Peek())
        return out

    def explain_illegal(self, seat: int, action: Any) -> str:
        if isinstance(action, Play) and self.phase is Phase.CHOOSING:
            return "You do not hold that card."
        return "That move is not allowed now."

    def _apply(self, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Peek):
            top = self.stock.top()
            assert top is not None
            self.peeked[seat] = top
            return [{"type": "peek", "seat": seat, "card": str(top)}]
        if isinstance(action, Play):
            c = next(h for h in self.hands[seat] if h == action.card)
            self.hands[seat].remove(c)
            self.chosen[seat] = c
            events: list[Event] = [{"type": "chose", "seat": seat, "card": str(c)}]
            if all(x is not None for x in self.chosen):
                events.extend(self._reveal())
            return events
        win = self.windows.current
        assert win is not None
        if isinstance(action, Snap):
            self.scores[seat] += 1
            self.windows.close()
            return [{"type": "snap", "seat": seat, "window": win.id},
                    {"type": "window_closed", "window": win.id, "by": seat}, *self._after_window()]
        if isinstance(action, Pass):
            events = [{"type": "passed", "seat": seat, "window": win.id}]
            if self.windows.pass_seat(seat) is None:
                events.append({"type": "window_closed", "window": win.id, "by": None})
                events.extend(self._after_window())
            return events
        raise IllegalAction("That move is not allowed now.")   # pragma: no cover - checked before

    def _reveal(self) -> list[Event]:
        cards = [c for c in self.chosen if c is not None]
        self.revealed = cards
        best = max(_power(c) for c in cards)
        top = [s for s, c in enumerate(cards) if _power(c) == best]
        winner = top[0] if len(top) == 1 else None
        if winner is not None:
            self.scores[winner] += 1
        self.discard.extend(cards)
        self.phase = Phase.WINDOW
        win = self.windows.open("snap", range(self.players), self.options["window_ms"])
        return [{"type": "reveal", "cards": [str(c) for c in cards], "winner": winner},
                {"type": "window_open", "window": win.id, "kind": win.kind, "seats": sorted(win.seats),
                 "length_ms": win.length_ms}]

    def _after_window(self) -> list[Event]:
        if self.round >= self.options["rounds"]:
            self.phase = Phase.OVER
            best = max(self.scores)
            return [{"type": "game_over", "scores": list(self.scores),
                     "winners": [s for s, x in enumerate(self.scores) if x == best]}]
        return self._start_round()

    # ---------------------------------------------------------- visibility
    def redact(self, event: Event, seat: int | None) -> Event | None:
        if event.get("type") in ("draw", "peek", "chose") and event["seat"] != seat:
            return {**event, "card": None}
        return event

    def public_view(self) -> dict[str, Any]:
        win = self.windows.current
        return {
            "game": self.game_id, "players": self.players, "phase": self.phase.value,
            "round": self.round, "rounds": self.options["rounds"], "scores": list(self.scores),
            "hand_sizes": [len(h) for h in self.hands],
            "chosen": [c is not None for c in self.chosen],
            "revealed": [str(c) for c in self.revealed],
            "discard_top": str(self.discard[-1]) if self.discard else None,
            "stock_size": len(self.stock),
            "window": None if win is None else win.to_json(),
            "to_act": sorted(self.to_act()),
        }

    def view(self, seat: int) -> dict[str, Any]:
        if not self.is_seat(seat):
            raise ValueError(f"no seat {seat!r}")
        mine = self.chosen[seat]
        peek = self.peeked[seat]
        return {**self.public_view(), "seat": seat, "hand": [str(c) for c in self.hands[seat]],
                "peeked": None if peek is None else str(peek),
                "my_choice": None if mine is None else str(mine)}

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def totals(self) -> list[int]:
        return list(self.scores)

    # ------------------------------------------------------- serialisation
    def _dump(self) -> dict[str, Any]:
        def opt(c: Card | None) -> str | None:
            return None if c is None else str(c)
        return {
            "round": self.round, "phase": self.phase.value, "scores": list(self.scores),
            "hands": [[str(c) for c in h] for h in self.hands],
            "chosen": [opt(c) for c in self.chosen], "peeked": [opt(c) for c in self.peeked],
            "revealed": [str(c) for c in self.revealed], "discard": [str(c) for c in self.discard],
            "stock": self.stock.to_json(), "windows": self.windows.to_json(),
            "opening": self._opening,
        }

    def _load(self, data: dict[str, Any]) -> None:
        def opt(t: Any) -> Card | None:
            return None if t is None else card(t)
        n = self.players
        self.round = int(data["round"])
        self.phase = Phase(data["phase"])
        self.scores = [int(x) for x in data["scores"]]
        self.hands = [[card(t) for t in h] for h in data["hands"]]
        self.chosen = [opt(t) for t in data["chosen"]]
        self.peeked = [opt(t) for t in data["peeked"]]
        self.revealed = [card(t) for t in data["revealed"]]
        self.discard = [card(t) for t in data["discard"]]
        self.stock = Stock.from_json(data["stock"])
        self.windows = WindowKeeper.from_json(data["windows"])
        self._opening = list(data["opening"])
        if not (len(self.scores) == len(self.hands) == len(self.chosen) == len(self.peeked) == n):
            raise SaveError("a toy save needs one entry per seat")
        face_down = [c for c in self.chosen if c is not None] if self.phase is Phase.CHOOSING else []
        cards = ([c for h in self.hands for c in h] + face_down + self.discard + self.stock.cards)
        if len(cards) != 52 or len(set(cards)) != 52:
            raise SaveError("the cards of the saved game do not make one deck")
        if (self.phase is Phase.WINDOW) != (self.windows.current is not None):
            raise SaveError("the window does not match the phase")


class RandomToyPlayer:
    """A tiny random player (only the view and the legal actions)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        if view["phase"] == Phase.WINDOW and self.rng.random() < 0.7:
            return next(a for a in legal_actions if isinstance(a, Pass))
        return self.rng.choice(list(legal_actions))


def play_out(state: GameState, seed: int = 0, max_actions: int = 2_000) -> list[Event]:
    """Random play to the end (every seat in ``to_act()`` asked in turn, as the arena
    does): the raw events."""
    players = [RandomToyPlayer(seed * 31 + s) for s in range(state.players)]
    events: list[Event] = []
    for _ in range(max_actions):
        if state.is_over:
            return events
        seat = min(state.to_act())
        act = players[seat].choose(state.view(seat), state.legal_actions(seat))
        events.extend(state.apply(seat, act))
    raise AssertionError(f"no end after {max_actions} actions")


__all__ = ["Peek", "Phase", "RandomToyPlayer", "Snap", "ToyState", "play_out"]

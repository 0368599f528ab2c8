"""Deutch: a row of face-down cards, memory, powers, rapidité and the final call.

The rules as the program plays them, and how it settles the gaps of the rule
text *Deutch – Règles*, are in ``docs/rules.md`` ("Deutch"); here they are
with the decisions taken where the rules leave room:

* 2 to 6 players (default 4), one 52-card deck.  Options: ``rounds`` (1..30,
  default 10), ``rapidite_ms`` (the rapidité window, 500..10 000 ms, default
  3000; the dialog shows seconds), ``power_on_replace`` (a V or D also gives
  its power when it leaves your row by replacement, default off),
  ``first_player`` (the first player of the first round, "le plus jeune": a
  seat, default 0, or -1 "au hasard": a seat drawn from the game's seed;
  the dialog offers the players by name), ``earliest_call`` (the first of
  its own turns of the round at whose end a player may call "Deutch !",
  1..10, default 3: :func:`may_call`; saves written before this option
  existed load with the default).  The first
  player then rotates clockwise each round.
* Each round the state's RNG is re-seeded from the game seed and the round
  number (a round's deal does not depend on how earlier rounds were played;
  everything is still a pure function of the seed and the moves).  Each seat
  gets 4 cards face down in its *row*; one card is turned up to start the
  discard (no rapidité on it: nobody has looked yet).
* Row slots are fixed: a card keeps its slot index for the whole round; a card
  removed by a rapidité leaves an empty slot (``occupied`` is false there) and
  a penalty card goes into a new slot at the end.  Nothing is ever reordered.
* The opening look: every seat at once (``to_act()`` holds all who have not
  looked) chooses ``Look(a, b)``, two of its four slots; it sees those cards.
* A turn is one of ``TakeDiscard(slot)`` (the top discard goes into ``slot``,
  the replaced card goes face up on the discard), or ``Draw()`` (the top of the
  stock, seen by the drawer only) then ``Replace(slot)`` (the drawn card goes
  into ``slot``, unseen by the others; the replaced card goes on the discard)
  or ``Discard()``.  When the stock is empty it is rebuilt from the discard
  (every card but the top, shuffled with the state's RNG); those cards leave
  everyone's knowledge (nobody knows the new order).
* Whenever a card lands on the discard during a turn, a rapidité window opens
  (a kit :class:`~cardtable.engine.kit.TimedWindow`, kind ``"rapidite"``,
  ``rapidite_ms`` long) for every seat, the player whose turn it is included.
  In it a seat may ``Rapidite(slot)`` (put that card of its own row on the
  discard: the engine knows whether its rank matches the top), ``Claim()`` or
  ``Pass()``.  The first rapidité (right or wrong) closes the window for
  everybody: one per turn.  Taking the discard opens no window on the card
  under it (the window is on the replaced card landing on top).
* Right: the card stays on the discard (a V or D played this way has no
  power); a seat whose row becomes empty ends the round at once (the rest of
  the turn is not played).  Wrong: the card is shown to all, goes back to its
  slot, and the seat takes the top stock card face down, unseen by anyone
  (itself included), into a new slot at the end of its row.
* Several humans at one screen (a claim key, then 5 s to pick):
  ``Claim()`` closes the rapidité window for the others and opens a second
  window, kind ``"claim_pick"``, :data:`CLAIM_MS` long, for the claimer alone;
  there it picks ``Rapidite(slot)``, or ``Pass()`` -- which is also what the
  timer's ``close_window()`` does -- counts as a wrong rapidité with no card
  shown (the penalty card is taken).  A lone human or a computer player does
  ``Rapidite(slot)`` directly in the rapidité window (one step).
* Powers: after the window, if the card the turn put on the discard is a V
  drawn from the stock and discarded directly (or, with ``power_on_replace``,
  a V that left the player's row by ``Replace`` or ``TakeDiscard``), the player
  may ``Swap(slot, other, other_slot)`` (one of its cards with an opponent's,
  neither looked at) or ``Pass()``; a D likewise gives ``Peek(slot)`` (look at
  one of its own cards) or ``Pass()``.
* The call: at the end of its turn, if nobody has called and the turn is
  late enough (``earliest_call``: the player's own turn of the round, its
  first being 1), the player may ``CallDeutch()`` or ``Pass()``; before that
  turn there is no call phase (the turn ends after the window or the power),
  and a ``CallDeutch()`` is refused with the turn from which it is allowed.  After a call every seat plays one more turn
  in order, the caller's last; then the round is scored.  A row emptied by a
  rapidité ends the round at once (scored the same way, the call included).
  A round reaching :data:`ROUND_TURN_LIMIT` turns ends and is scored as is.
* Points (:func:`card_points`): red K 0, A 1, 2..10 face value, V 11, D 12,
  black K 13.  Scoring (:func:`score_round`): non-callers score their points;
  the caller, strictly lower than every other, scores 0 and erases its
  highest earlier round score that is not yet erased (the earliest of equal
  ones; nothing when it has none); higher than at least one: points + 10;
  tied for lowest: its points.  Total = sum of scores not erased; after the
  last round the lowest total wins (ties: several winners).

Knowledge: the engine records which cards each seat has legitimately seen
(own looks, its draws, every card put face up on the discard, a wrong
rapidité, its D peeks; everything at the end of a round) and, separately,
what everybody has seen (the public part).  Knowledge is per card, so it
follows a card wherever it goes face down (a take from the discard, a V swap:
nobody looks, but whoever knew the card still knows where it is).  It is lost
when the discard is shuffled into a rebuilt stock.  ``view(seat)`` shows a row
card's face only when that seat has seen it.  Who has seen a card is itself
public (everybody watches which cards a player looks at, where a drawn card
goes, which card a D peeks at), so the public view's ``self_known`` says, for
every seat and slot, whether that seat knows its own card there (the faces
stay hidden).

Actions: :class:`Look`, :class:`TakeDiscard`, :class:`Draw`,
:class:`Replace`, :class:`Discard`, :class:`Rapidite`, :class:`Claim`,
:class:`Swap`, :class:`Peek`, :class:`CallDeutch`, and the kit's ``Pass()``.

Events (plain JSON dicts; :meth:`DeutchState.redact` says what a seat sees):

``{"type": "round_start", "round": n, "rounds": N, "first": s}``  public.
``{"type": "deal", "rows": [[c x 4] x players], "discard": c, "stock": m}``
    the rows are face down: every row card is ``None`` for everyone.
``{"type": "looked", "seat": s, "slots": [a, b], "cards": [x, y]}``
    the opening look: the cards for ``s`` only.
``{"type": "turn", "seat": s, "turn": t, "last": bool}``
    ``s`` begins its turn (``last``: one of the last turns after a call).
``{"type": "take_discard", "seat": s, "slot": k, "card": c, "old": o}``  public.
``{"type": "stock_rebuilt", "count": k, "stock": m}``  public.
``{"type": "draw", "seat": s, "card": c}``  the card for ``s`` only.
``{"type": "replace", "seat": s, "slot": k, "card": c, "old": o}``
    ``card`` (the drawn card) for ``s`` only; ``old`` public.
``{"type": "discard", "seat": s, "card": c}``  public.
``{"type": "window_open", "window": id, "kind": k, "seats": [...], "length_ms": ms, "card": top}``
``{"type": "passed", "seat": s, "window": id}``
``{"type": "claim", "seat": s, "window": id}``
``{"type": "window_closed", "window": id, "by": s | None}``
``{"type": "rapidite", "seat": s, "slot": k | None, "card": c | None, "right": bool, "window": id}``
    public (a wrong one shows the card to all; ``slot``/``card`` ``None``: a
    claim with no pick in time).
``{"type": "penalty", "seat": s, "slot": k, "card": c}``
    the penalty card: ``None`` for everyone (nobody sees it).
``{"type": "power", "seat": s, "kind": "V" | "D"}``  the player may use it.
``{"type": "swap", "seat": s, "slot": k, "other": o, "other_slot": j}``  no faces.
``{"type": "peek", "seat": s, "slot": k, "card": c}``  the card for ``s`` only.
``{"type": "power_skipped", "seat": s, "kind": "V" | "D"}``
``{"type": "deutch", "seat": s}``  "Deutch !".
``{"type": "round_end", "round": n, "reason": "called" | "empty" | "limit", "rows": [[c...]],
   "points": [...], "caller": s | None, "scores": [...], "erased": {"seat", "round", "score"} | None,
   "totals": [...]}``  every card shown (``rows`` without the empty slots).
``{"type": "game_over", "totals": [...], "winners": [s...]}``

The first round's opening events are :meth:`DeutchState.opening_events`.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, TypedDict

from .base import Event, GameState, OptionSpec
from .cards import DECK, Card
from .errors import BadOption, IllegalAction, SaveError
from .i18n import QT_TRANSLATE_NOOP
from .kit import Pass, Stock, TimedWindow, WindowKeeper, hidden
from .loading import load_bool as _bool
from .loading import load_card as _card
from .loading import load_int as _int
from .loading import load_keys as _keys
from .loading import load_list as _list

__all__ = [
    "CLAIM_MS", "CallDeutch", "Claim", "DeutchPublicView", "DeutchState", "DeutchView", "Discard", "Draw",
    "Look", "PRIVATE_KEYS", "Pass", "Peek", "Phase", "ROUND_TURN_LIMIT", "Rapidite", "Replace", "Swap",
    "TakeDiscard", "card_points", "may_call", "own_turn", "score_round",
]

ROW_START = 4
CLAIM_MS = 5000
ROUND_TURN_LIMIT = 200
CALL_PENALTY = 10
#: the default of the option ``earliest_call``: "Deutch !" from each player's
#: third turn of the round (see :func:`may_call`)
EARLIEST_CALL = 3
MAX_EARLIEST_CALL = 10
_STR: dict[Card, str] = {c: str(c) for c in DECK}
_INDEX: dict[Card, int] = {c: int(c.index) for c in DECK}


class Phase(StrEnum):
    """The phase of a game; views and saves hold its plain string value."""

    LOOK = "look"            # the opening look, every seat at once
    TURN = "turn"            # the current seat takes the discard or draws
    DRAWN = "drawn"          # the current seat holds a drawn card
    RAPIDITE = "rapidite"    # a rapidité window is open
    CLAIM = "claim"          # a claimer picks its card (claim_pick window)
    POWER = "power"          # the current seat may use a V or D
    CALL = "call"            # the current seat may call "Deutch !"
    OVER = "over"


# ------------------------------------------------------------------ actions
@dataclass(frozen=True, slots=True)
class Look:
    """The opening look at two of one's own slots (``a < b``)."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"look {self.a} {self.b}"


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    """Take the top discard into ``slot``; the replaced card goes on the discard."""

    slot: int

    def __str__(self) -> str:
        return f"take discard -> {self.slot}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw the top of the stock (seen by the drawer only)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Replace:
    """Put the drawn card into ``slot``; the replaced card goes on the discard."""

    slot: int

    def __str__(self) -> str:
        return f"replace {self.slot}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Put the drawn card on the discard."""

    def __str__(self) -> str:
        return "discard"


@dataclass(frozen=True, slots=True)
class Rapidite:
    """Put the card of one's own ``slot`` on the discard (a rapidité)."""

    slot: int

    def __str__(self) -> str:
        return f"rapidite {self.slot}"


@dataclass(frozen=True, slots=True)
class Claim:
    """Claim the rapidité (several humans at one screen), then pick the card."""

    def __str__(self) -> str:
        return "claim"


@dataclass(frozen=True, slots=True)
class Swap:
    """The V's power: one's own ``slot`` with ``other``'s ``other_slot``, unseen."""

    slot: int
    other: int
    other_slot: int

    def __str__(self) -> str:
        return f"swap {self.slot} <-> {self.other}:{self.other_slot}"


@dataclass(frozen=True, slots=True)
class Peek:
    """The D's power: look at one's own ``slot``."""

    slot: int

    def __str__(self) -> str:
        return f"peek {self.slot}"


@dataclass(frozen=True, slots=True)
class CallDeutch:
    """Call "Deutch !" at the end of one's turn."""

    def __str__(self) -> str:
        return "deutch"


_PASS = Pass()
_DRAW = Draw()
_DISCARD = Discard()
_CLAIM = Claim()
_CALL = CallDeutch()


# ------------------------------------------------------------------ kernels
def card_points(c: Card) -> int:
    """Red K 0, A 1, 2..10 face value, V 11, D 12, black K 13.

    >>> [card_points(Card.parse(t)) for t in ("KH", "KD", "AS", "7C", "10D", "JS", "QH", "KS", "KC")]
    [0, 0, 1, 7, 10, 11, 12, 13, 13]
    """
    if c.rank == 13:
        return 0 if c.is_red else 13
    return c.rank


def own_turn(turn_no: int, players: int) -> int:
    """Which of its own turns of the round the player of the round's turn
    ``turn_no`` (1, 2, ... counted over every seat) is playing: 1 for the
    first ``players`` turns, 2 for the next ones, and so on (seats play in
    order, none is ever skipped)."""
    return (max(1, turn_no) - 1) // players + 1


def may_call(turn_no: int, players: int, earliest: int) -> bool:
    """Whether the player of the round's turn ``turn_no`` may call "Deutch !"
    at its end under the option ``earliest_call`` = ``earliest`` (1: from the
    first turn, as the rule text; 3: once every player has had two turns)."""
    return own_turn(turn_no, players) >= earliest


def score_round(points: Sequence[int], caller: int | None) -> tuple[list[int], bool]:
    """The round scores and whether the caller erases an earlier score.

    The caller strictly lower than every other player scores 0 and erases
    (``True``: its highest earlier score, when it has one); higher than at
    least one scores points + 10; tied for lowest scores its points.

    >>> score_round([5, 9, 12], 0)
    ([0, 9, 12], True)
    >>> score_round([9, 5, 12], 0)
    ([19, 5, 12], False)
    >>> score_round([5, 5, 12], 0)
    ([5, 5, 12], False)
    >>> score_round([5, 5, 12], None)
    ([5, 5, 12], False)
    """
    scores = [int(p) for p in points]
    if caller is None:
        return scores, False
    if not 0 <= caller < len(scores):
        raise ValueError(f"no seat {caller}")
    mine = scores[caller]
    others = [p for i, p in enumerate(scores) if i != caller]
    if all(mine < p for p in others):
        scores[caller] = 0
        return scores, True
    if any(mine > p for p in others):
        scores[caller] = mine + CALL_PENALTY
    return scores, False


# -------------------------------------------------------------------- views
class RoundRecord(TypedDict):
    round: int
    reason: str                      # "called", "empty", "limit"
    caller: int | None
    points: list[int]
    scores: list[int]
    erased: list[bool]               # per seat: this round's score is erased (by a later call)


class DeutchPublicView(TypedDict):
    """What everyone at the table (and any onlooker) may know."""

    game: str
    players: int
    phase: str                        # a :class:`Phase` value
    round: int
    rounds: int
    first: int                        # first player of this round
    current: int | None               # whose turn it is (None in the look and at the end)
    turn: int                         # turns begun this round
    rows: list[list[str | None]]      # per seat, per slot: the cards everybody has seen
    occupied: list[list[bool]]        # per seat, per slot: a card is there
    self_known: list[list[bool]]      # per seat, per slot: the seat itself has seen the card there
    row_sizes: list[int]
    looked: list[bool]
    discard: list[str]                # oldest first, face up
    discard_top: str | None
    stock_size: int
    drawing: bool                     # the current seat holds a drawn card
    power: str | None                 # "V" / "D": a power the current seat has (pending or now)
    window: dict[str, Any] | None     # the open timed window (TimedWindow.to_json())
    caller: int | None
    last_turns_left: int              # turns left after a call (0: no call yet)
    history: list[RoundRecord]
    totals: list[int]
    to_act: list[int]
    options: dict[str, Any]
    winners: list[int] | None


class DeutchView(DeutchPublicView):
    """``public_view()`` plus what only ``seat`` may know (:data:`PRIVATE_KEYS`)."""

    seat: int
    hand: list[str | None]            # own row as this seat knows it (None: unknown or empty)
    known_rows: list[list[str | None]]  # every row as this seat knows it
    drawn: str | None                 # the card this seat drew, while it holds it


PRIVATE_KEYS: tuple[str, ...] = ("seat", "hand", "known_rows", "drawn")


# -------------------------------------------------------------------- state
class DeutchState(GameState):
    """A whole game of Deutch (``rounds`` rounds)."""

    game_id: ClassVar[str] = "deutch"
    title: ClassVar[str] = QT_TRANSLATE_NOOP("engine", "Deutch")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 4
    team_game: ClassVar[bool] = False
    #: the lowest total wins (read by the arena)
    lower_total_wins: ClassVar[bool] = True
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("rounds", "int", 10, QT_TRANSLATE_NOOP("engine", "Rounds"), minimum=1, maximum=30),
        OptionSpec("rapidite_ms", "int", 3000, QT_TRANSLATE_NOOP("engine", "Time for a rapidité"),
                   minimum=500, maximum=10_000, shown_as="seconds", step=500),
        OptionSpec("power_on_replace", "bool", False,
                   QT_TRANSLATE_NOOP("engine", "A jack or queen leaving your row also gives its power")),
        OptionSpec("first_player", "int", 0, QT_TRANSLATE_NOOP("engine", "First player"),
                   minimum=-1, maximum=5, shown_as="seat"),
        OptionSpec("earliest_call", "int", EARLIEST_CALL,
                   QT_TRANSLATE_NOOP("engine", "“Deutch!” allowed from each player's turn"),
                   minimum=1, maximum=MAX_EARLIEST_CALL, added_later=True),
    )

    def __init__(self, seed: int | None = 0, players: int | None = None,
                 options: dict[str, Any] | None = None) -> None:
        super().__init__(seed=seed, players=players, options=options)
        if self.options["first_player"] >= self.players:
            raise BadOption(f"option first_player must be a seat below {self.players}")
        n = self.players
        self.round = 0
        self.phase = Phase.LOOK
        self.history: list[RoundRecord] = []
        self.winners: list[int] | None = None
        self.windows = WindowKeeper()
        self.rows: list[list[Card | None]] = [[] for _ in range(n)]
        self.looked = [False] * n
        self.stock = Stock()
        self.discard: list[Card] = []
        self.drawn: Card | None = None
        self.power: str | None = None
        self.power_ready = False
        self.caller: int | None = None
        self.last_left = 0
        self.current: int | None = None
        self.turn_no = 0
        self.first = self.first_of_game()
        self.seen: list[set[Card]] = [set() for _ in range(n + 1)]   # index n: public
        self._opening = self._start_round()

    # ------------------------------------------------------------- helpers
    def first_of_game(self) -> int:
        """The first player of the first round: the option ``first_player``,
        or, when it is ``-1`` ("au hasard"), a seat drawn from the game's seed
        (the same for the same seed and players, whatever is played)."""
        chosen = int(self.options["first_player"])
        if chosen >= 0:
            return chosen
        return random.Random(f"deutch:{self.seed}:first").randrange(self.players)

    @property
    def _public(self) -> set[Card]:
        return self.seen[self.players]

    def _show_all(self, c: Card) -> None:
        for s in self.seen:
            s.add(c)

    def _forget_all(self, c: Card) -> None:
        for s in self.seen:
            s.discard(c)

    def _slots(self, seat: int) -> list[int]:
        return [i for i, c in enumerate(self.rows[seat]) if c is not None]

    def _draw_stock(self, events: list[Event]) -> Card | None:
        if not self.stock and len(self.discard) > 1:
            moving = self.discard[:-1]
            n = self.stock.rebuild(self.rng, self.discard)
            for c in moving:
                self._forget_all(c)
            events.append({"type": "stock_rebuilt", "count": n, "stock": len(self.stock)})
        if not self.stock:
            return None
        return self.stock.draw(self.rng)

    # ---------------------------------------------------------------- flow
    def _start_round(self) -> list[Event]:
        n = self.players
        self.round += 1
        self.rng = random.Random(f"deutch:{self.seed}:{self.round}")
        self.first = (self.first_of_game() + self.round - 1) % n
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.stock = Stock(deck)
        rows: list[list[Card | None]] = [[] for _ in range(n)]
        for _ in range(ROW_START):
            for s in range(n):
                rows[s].append(self.stock.draw(self.rng))
        self.rows = rows
        self.discard = [self.stock.draw(self.rng)]
        self.looked = [False] * n
        self.drawn = None
        self.power = None
        self.power_ready = False
        self.caller = None
        self.last_left = 0
        self.current = None
        self.turn_no = 0
        self.phase = Phase.LOOK
        self.seen = [set() for _ in range(n + 1)]
        self._show_all(self.discard[0])
        return [{"type": "round_start", "round": self.round, "rounds": self.options["rounds"], "first": self.first},
                {"type": "deal", "rows": [[_STR[c] for c in r if c is not None] for r in rows],
                 "discard": _STR[self.discard[0]], "stock": len(self.stock)}]

    def opening_events(self) -> list[Event]:
        return [_copy_event(e) for e in self._opening]

    def _begin_turn(self, seat: int) -> list[Event]:
        self.turn_no += 1
        if self.turn_no > ROUND_TURN_LIMIT:
            return self._end_round("limit")
        self.current = seat
        self.phase = Phase.TURN
        self.drawn = None
        self.power = None
        self.power_ready = False
        return [{"type": "turn", "seat": seat, "turn": self.turn_no, "last": self.caller is not None}]

    def _open_rapidite(self) -> list[Event]:
        self.phase = Phase.RAPIDITE
        seats = [s for s in range(self.players) if self._slots(s)]
        win = self.windows.open("rapidite", seats, self.options["rapidite_ms"])
        return [_window_event(win, self.discard[-1])]

    def _set_power(self, c: Card, direct: bool) -> None:
        if c.rank in (11, 12) and (direct or self.options["power_on_replace"]):
            self.power = "V" if c.rank == 11 else "D"

    def _after_window(self) -> list[Event]:
        assert self.current is not None
        if self.power is not None:
            self.phase = Phase.POWER
            self.power_ready = True
            return [{"type": "power", "seat": self.current, "kind": self.power}]
        return self._after_power()

    def call_allowed(self) -> bool:
        """Whether the current turn is late enough in the round for a call
        (option ``earliest_call``)."""
        return may_call(self.turn_no, self.players, int(self.options["earliest_call"]))

    def _after_power(self) -> list[Event]:
        self.power_ready = False
        if self.caller is None and self.call_allowed():
            self.phase = Phase.CALL
            return []
        return self._end_turn(called=False)

    def _end_turn(self, called: bool) -> list[Event]:
        assert self.current is not None
        if self.caller is not None and not called:
            self.last_left -= 1
            if self.last_left <= 0:
                return self._end_round("called")
        return self._begin_turn((self.current + 1) % self.players)

    def _rapidite(self, seat: int, slot: int | None, window: int) -> list[Event]:
        top = self.discard[-1]
        c = None if slot is None else self.rows[seat][slot]
        right = c is not None and c.rank == top.rank
        if c is not None:
            self._show_all(c)
        events: list[Event] = [{"type": "rapidite", "seat": seat, "slot": slot,
                                "card": None if c is None else _STR[c], "right": right, "window": window}]
        if right:
            assert c is not None and slot is not None
            self.rows[seat][slot] = None
            self.discard.append(c)
            if not self._slots(seat):
                return events + self._end_round("empty")
        else:
            p = self._draw_stock(events)
            if p is not None:
                self._forget_all(p)
                self.rows[seat].append(p)
                events.append({"type": "penalty", "seat": seat, "slot": len(self.rows[seat]) - 1, "card": _STR[p]})
        return events + self._after_window()

    def _end_round(self, reason: str) -> list[Event]:
        n = self.players
        self.windows.close()
        for r in self.rows:
            for c in r:
                if c is not None:
                    self._show_all(c)
        points = [sum(card_points(c) for c in r if c is not None) for r in self.rows]
        scores, erase = score_round(points, self.caller)
        erased_rec: dict[str, int] | None = None
        if erase and self.caller is not None:
            cs = self.caller
            best: RoundRecord | None = None
            for rec in self.history:
                if not rec["erased"][cs] and (best is None or rec["scores"][cs] > best["scores"][cs]):
                    best = rec
            if best is not None:
                best["erased"][cs] = True
                erased_rec = {"seat": cs, "round": best["round"], "score": best["scores"][cs]}
        self.history.append({"round": self.round, "reason": reason, "caller": self.caller, "points": points,
                             "scores": scores, "erased": [False] * n})
        self.drawn = None
        self.power = None
        self.power_ready = False
        self.current = None
        events: list[Event] = [{
            "type": "round_end", "round": self.round, "reason": reason,
            "rows": [[_STR[c] for c in r if c is not None] for r in self.rows],
            "points": points, "caller": self.caller, "scores": scores, "erased": erased_rec,
            "totals": self.totals}]
        if self.round >= self.options["rounds"]:
            self.phase = Phase.OVER
            totals = self.totals
            self.winners = [s for s in range(n) if totals[s] == min(totals)]
            events.append({"type": "game_over", "totals": totals, "winners": list(self.winners)})
            return events
        return events + self._start_round()

    # ------------------------------------------------------------ protocol
    def to_act(self) -> frozenset[int]:
        ph = self.phase
        if ph is Phase.LOOK:
            return frozenset(s for s in range(self.players) if not self.looked[s])
        if ph in (Phase.RAPIDITE, Phase.CLAIM):
            win = self.windows.current
            return win.seats if win is not None else frozenset()
        if ph is Phase.OVER or self.current is None:
            return frozenset()
        return frozenset((self.current,))

    def pending_window(self) -> TimedWindow | None:
        return self.windows.current

    def legal_actions(self, seat: int) -> list[Any]:
        if not self.is_seat(seat) or seat not in self.to_act():
            return []
        ph = self.phase
        if ph is Phase.LOOK:
            return [Look(a, b) for a in range(ROW_START) for b in range(a + 1, ROW_START)]
        slots = self._slots(seat)
        if ph is Phase.TURN:
            out: list[Any] = [TakeDiscard(k) for k in slots]
            if self.stock or len(self.discard) > 1:
                out.append(_DRAW)
            return out
        if ph is Phase.DRAWN:
            return [*(Replace(k) for k in slots), _DISCARD]
        if ph is Phase.RAPIDITE:
            return [*(Rapidite(k) for k in slots), _CLAIM, _PASS]
        if ph is Phase.CLAIM:
            return [*(Rapidite(k) for k in slots), _PASS]
        if ph is Phase.POWER:
            if self.power == "V":
                return [*(Swap(k, o, j) for k in slots for o in range(self.players) if o != seat
                          for j in self._slots(o)), _PASS]
            return [*(Peek(k) for k in slots), _PASS]
        if ph is Phase.CALL:
            # a call phase before the earliest turn comes only from a save written
            # before the option existed: the turn can only end
            return [_CALL, _PASS] if self.call_allowed() else [_PASS]
        return []

    def check(self, seat: int, action: Any) -> None:
        """The kit's check, and a call before the option ``earliest_call``
        allows it refused with the turn from which it is allowed."""
        if isinstance(action, CallDeutch) and not self.is_over and self.caller is None \
                and self.current == seat and seat in self.to_act() and not self.call_allowed():
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "engine", "Too early for “Deutch!”: at this table it may be called from each player's "
                          "turn {turn} of the round."), turn=int(self.options["earliest_call"]))
        super().check(seat, action)

    def explain_illegal(self, seat: int, action: Any) -> str:
        ph = self.phase
        slot = getattr(action, "slot", None)
        if isinstance(slot, int) and isinstance(action, TakeDiscard | Replace | Rapidite | Swap | Peek) \
                and slot not in self._slots(seat):
            return QT_TRANSLATE_NOOP("engine", "There is no card of yours in that place.")
        if isinstance(action, Look):
            return QT_TRANSLATE_NOOP("engine", "Choose two different cards of your row.")
        if isinstance(action, Rapidite | Claim):
            return QT_TRANSLATE_NOOP("engine", "No rapidité now: wait for a card on the discard.")
        if isinstance(action, CallDeutch):
            if self.caller is not None:
                return QT_TRANSLATE_NOOP("engine", "Deutch has already been called.")
            return QT_TRANSLATE_NOOP("engine", "Call Deutch at the end of your turn.")
        if isinstance(action, Replace | Discard) and ph is not Phase.DRAWN:
            return QT_TRANSLATE_NOOP("engine", "Draw a card from the stock first.")
        if isinstance(action, TakeDiscard | Draw) and ph is Phase.DRAWN:
            return QT_TRANSLATE_NOOP("engine", "Put the drawn card in your row or on the discard.")
        if isinstance(action, Swap):
            if self.power == "V" and ph is Phase.POWER:
                return QT_TRANSLATE_NOOP("engine", "Swap one of your cards with an opponent's card.")
            return QT_TRANSLATE_NOOP("engine", "Only a jack you discarded lets you swap.")
        if isinstance(action, Peek):
            return QT_TRANSLATE_NOOP("engine", "Only a queen you discarded lets you look at a card.")
        return QT_TRANSLATE_NOOP("engine", "That move is not allowed now.")

    def _apply(self, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Look):
            a, b = self.rows[seat][action.a], self.rows[seat][action.b]
            assert a is not None and b is not None
            self.seen[seat] |= {a, b}
            self.looked[seat] = True
            events: list[Event] = [{"type": "looked", "seat": seat, "slots": [action.a, action.b],
                                    "cards": [_STR[a], _STR[b]]}]
            if all(self.looked):
                events.extend(self._begin_turn(self.first))
            return events
        if isinstance(action, TakeDiscard):
            c = self.discard.pop()
            old = self.rows[seat][action.slot]
            assert old is not None
            self.rows[seat][action.slot] = c
            self.discard.append(old)
            self._show_all(old)
            self._set_power(old, direct=False)
            return [{"type": "take_discard", "seat": seat, "slot": action.slot, "card": _STR[c],
                     "old": _STR[old]}, *self._open_rapidite()]
        if isinstance(action, Draw):
            events = []
            d = self._draw_stock(events)
            assert d is not None
            self._forget_all(d)
            self.seen[seat].add(d)
            self.drawn = d
            self.phase = Phase.DRAWN
            events.append({"type": "draw", "seat": seat, "card": _STR[d]})
            return events
        if isinstance(action, Replace):
            d = self.drawn
            assert d is not None
            old = self.rows[seat][action.slot]
            assert old is not None
            self.rows[seat][action.slot] = d
            self.drawn = None
            self.discard.append(old)
            self._show_all(old)
            self._set_power(old, direct=False)
            return [{"type": "replace", "seat": seat, "slot": action.slot, "card": _STR[d], "old": _STR[old]},
                    *self._open_rapidite()]
        if isinstance(action, Discard):
            d = self.drawn
            assert d is not None
            self.drawn = None
            self.discard.append(d)
            self._show_all(d)
            self._set_power(d, direct=True)
            return [{"type": "discard", "seat": seat, "card": _STR[d]}, *self._open_rapidite()]
        if isinstance(action, Rapidite | Claim) or (isinstance(action, Pass) and self.phase in (
                Phase.RAPIDITE, Phase.CLAIM)):
            return self._apply_window(seat, action)
        if isinstance(action, Swap):
            mine, theirs = self.rows[seat][action.slot], self.rows[action.other][action.other_slot]
            self.rows[seat][action.slot], self.rows[action.other][action.other_slot] = theirs, mine
            return [{"type": "swap", "seat": seat, "slot": action.slot, "other": action.other,
                     "other_slot": action.other_slot}, *self._after_power()]
        if isinstance(action, Peek):
            pc = self.rows[seat][action.slot]
            assert pc is not None
            self.seen[seat].add(pc)
            return [{"type": "peek", "seat": seat, "slot": action.slot, "card": _STR[pc]}, *self._after_power()]
        if isinstance(action, CallDeutch):
            self.caller = seat
            self.last_left = self.players
            return [{"type": "deutch", "seat": seat}, *self._end_turn(called=True)]
        if isinstance(action, Pass):
            if self.phase is Phase.POWER:
                assert self.power is not None
                return [{"type": "power_skipped", "seat": seat, "kind": self.power}, *self._after_power()]
            return self._end_turn(called=False)         # Phase.CALL: no call
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "That move is not allowed now."))  # pragma: no cover

    def _apply_window(self, seat: int, action: Any) -> list[Event]:
        win = self.windows.current
        assert win is not None
        if isinstance(action, Pass):
            events: list[Event] = [{"type": "passed", "seat": seat, "window": win.id}]
            if self.windows.pass_seat(seat) is not None:
                return events
            events.append({"type": "window_closed", "window": win.id, "by": None})
            if self.phase is Phase.CLAIM:          # no pick in time: a wrong rapidité
                return events + self._rapidite(seat, None, win.id)
            return events + self._after_window()
        self.windows.close()
        if isinstance(action, Claim):
            self.phase = Phase.CLAIM
            pick = self.windows.open("claim_pick", (seat,), CLAIM_MS)
            return [{"type": "claim", "seat": seat, "window": win.id},
                    {"type": "window_closed", "window": win.id, "by": seat},
                    _window_event(pick, self.discard[-1])]
        assert isinstance(action, Rapidite)
        return [{"type": "window_closed", "window": win.id, "by": seat}, *self._rapidite(seat, action.slot, win.id)]

    # ---------------------------------------------------------- visibility
    def redact(self, event: Event, seat: int | None) -> Event | None:
        """Row cards dealt face down and penalty cards are seen by nobody; a look,
        a draw, the drawn card put in a row and a peek are seen by their seat
        only; everything else is public."""
        t = event.get("type")
        if t == "deal":
            return {**event, "rows": [hidden(r) for r in event["rows"]]}
        if t == "penalty":
            return {**event, "card": None}
        if t in ("looked",):
            return event if event["seat"] == seat else {**event, "cards": hidden(event["cards"])}
        if t in ("draw", "replace", "peek"):
            return event if event["seat"] == seat else {**event, "card": None}
        return event

    def _row_as_known(self, seat: int, knower: int) -> list[str | None]:
        known = self.seen[knower]
        return [_STR[c] if c is not None and c in known else None for c in self.rows[seat]]

    def public_view(self) -> DeutchPublicView:
        n = self.players
        win = self.windows.current
        return {
            "game": self.game_id,
            "players": n,
            "phase": self.phase.value,
            "round": self.round,
            "rounds": self.options["rounds"],
            "first": self.first,
            "current": self.current,
            "turn": self.turn_no,
            "rows": [self._row_as_known(s, n) for s in range(n)],
            "occupied": [[c is not None for c in r] for r in self.rows],
            "self_known": [[c is not None and c in self.seen[s] for c in r] for s, r in enumerate(self.rows)],
            "row_sizes": [len(self._slots(s)) for s in range(n)],
            "looked": list(self.looked),
            "discard": [_STR[c] for c in self.discard],
            "discard_top": _STR[self.discard[-1]] if self.discard else None,
            "stock_size": len(self.stock),
            "drawing": self.drawn is not None,
            "power": self.power if self.power_ready else None,
            "window": None if win is None else win.to_json(),
            "caller": self.caller,
            "last_turns_left": self.last_left,
            "history": [_copy_round(r) for r in self.history],
            "totals": self.totals,
            "to_act": sorted(self.to_act()),
            "options": dict(self.options),
            "winners": None if self.winners is None else list(self.winners),
        }

    def view(self, seat: int) -> DeutchView:
        if not self.is_seat(seat):
            raise ValueError(f"no seat {seat!r}")
        known = [self._row_as_known(s, seat) for s in range(self.players)]
        return {
            **self.public_view(),
            "seat": seat,
            "hand": list(known[seat]),
            "known_rows": known,
            "drawn": _STR[self.drawn] if self.drawn is not None and self.current == seat else None,
        }

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def totals(self) -> list[int]:
        out = [0] * self.players
        for rec in self.history:
            for s in range(self.players):
                if not rec["erased"][s]:
                    out[s] += rec["scores"][s]
        return out

    # ------------------------------------------------------- serialisation
    def _dump(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "phase": self.phase.value,
            "first": self.first,
            "current": self.current,
            "turn_no": self.turn_no,
            "rows": [[None if c is None else _STR[c] for c in r] for r in self.rows],
            "looked": list(self.looked),
            "stock": self.stock.to_json(),
            "discard": [_STR[c] for c in self.discard],
            "drawn": None if self.drawn is None else _STR[self.drawn],
            "power": self.power,
            "power_ready": self.power_ready,
            "caller": self.caller,
            "last_left": self.last_left,
            "seen": [[_STR[c] for c in sorted(s, key=_INDEX.__getitem__)] for s in self.seen],
            "windows": self.windows.to_json(),
            "history": [_copy_round(r) for r in self.history],
            "winners": self.winners,
            "opening": [_copy_event(e) for e in self._opening],
        }

    _STATE_KEYS: ClassVar[tuple[str, ...]] = (
        "round", "phase", "first", "current", "turn_no", "rows", "looked", "stock", "discard", "drawn",
        "power", "power_ready", "caller", "last_left", "seen", "windows", "history", "winners", "opening")

    def _load(self, data: dict[str, Any]) -> None:
        """Typed, ranged fields; the position is then checked by
        :meth:`_check_consistent` (run by ``from_dict``)."""
        data = _keys(data, "Deutch state", self._STATE_KEYS)
        n = self.players
        rounds = self.options["rounds"]
        if self.options["first_player"] >= n:
            raise SaveError("the first player is not a seat")
        self.round = _int(data["round"], "round", 1, rounds)
        try:
            self.phase = Phase(data["phase"])
        except ValueError:
            raise SaveError(f"bad phase {data['phase']!r}") from None
        self.first = _int(data["first"], "first", 0, n - 1)
        if self.first != (self.first_of_game() + self.round - 1) % n:
            raise SaveError("the first player does not match the round")
        cur = data["current"]
        self.current = None if cur is None else _int(cur, "current", 0, n - 1)
        # a round that reaches the limit ends at turn ROUND_TURN_LIMIT + 1 (kept when it was the last)
        self.turn_no = _int(data["turn_no"], "turn_no", 0, ROUND_TURN_LIMIT + 1)
        self.rows = [[None if t is None else _card(t) for t in _list(r, "row")]
                     for r in _list(data["rows"], "rows", n)]
        self.looked = [_bool(x, "looked") for x in _list(data["looked"], "looked", n)]
        self.stock = Stock.from_json(data["stock"])
        self.discard = [_card(t) for t in _list(data["discard"], "discard")]
        d = data["drawn"]
        self.drawn = None if d is None else _card(d)
        p = data["power"]
        if p not in (None, "V", "D"):
            raise SaveError(f"bad power {p!r}")
        self.power = p
        self.power_ready = _bool(data["power_ready"], "power_ready")
        c = data["caller"]
        self.caller = None if c is None else _int(c, "caller", 0, n - 1)
        self.last_left = _int(data["last_left"], "last_left", 0, n)
        self.seen = [{_card(t) for t in _list(s, "seen")} for s in _list(data["seen"], "seen", n + 1)]
        self.windows = WindowKeeper.from_json(data["windows"])
        self.history = [_load_round(r, n) for r in _list(data["history"], "history")]
        w = data["winners"]
        self.winners = None if w is None else [_int(x, "winners", 0, n - 1) for x in _list(w, "winners")]
        opening = _list(data["opening"], "opening")
        if not all(isinstance(e, dict) and isinstance(e.get("type"), str) for e in opening):
            raise SaveError("bad opening events")
        self._opening = [_copy_event(e) for e in opening]

    def card_places(self) -> list[tuple[str, list[Card]]]:
        """The rows (empty slots left out), the stock, the discard and a drawn card."""
        return [*((f"row {s}", [c for c in self.rows[s] if c is not None]) for s in range(self.players)),
                ("stock", self.stock.cards), ("discard", self.discard),
                ("drawn card", [] if self.drawn is None else [self.drawn])]

    def _check_consistent(self) -> None:
        """Phase, window, call, history and knowledge agree; the opening is the
        first round's (a function of the seed and the options)."""
        key = (self.seed, self.players, tuple(sorted(self.options.items())))
        if self._opening != _opening_of(*key, None):
            # the current round's opening is accepted too (should it ever follow the rounds)
            if self._opening != _opening_of(*key, self.round - 1):
                raise SaveError("the opening events are not the game's")
        win = self.windows.current
        if any(not 0 <= s < self.players for s in self.windows.passed) or \
                win is not None and any(not 0 <= s < self.players for s in win.seats):
            raise SaveError("a seat of the window is not at the table")
        if win is not None:
            if any(not self._slots(s) for s in win.seats):
                raise SaveError("a seat without cards is in the window")
            if self.phase is Phase.CLAIM and win.length_ms != CLAIM_MS or \
                    self.phase is Phase.RAPIDITE and win.length_ms != self.options["rapidite_ms"]:
                raise SaveError("the window has the wrong length")
        if self.phase in (Phase.LOOK, Phase.TURN, Phase.DRAWN) and self.power is not None:
            raise SaveError("a power before the discard")
        if self.phase is Phase.POWER and self.current is not None and not self._slots(self.current):
            raise SaveError("a power for a seat without cards")
        if any(len(r) > 52 for r in self.rows):
            raise SaveError("a row is too long")
        self._check_consistency()

    def _check_consistency(self) -> None:
        n = self.players
        ph = self.phase
        done = self.round if ph is Phase.OVER else self.round - 1
        if [r["round"] for r in self.history] != list(range(1, done + 1)):
            raise SaveError("the round history does not match the round number")
        for r in self.history:
            if r["caller"] is not None and not 0 <= r["caller"] < n:
                raise SaveError("bad caller in the history")
            if score_round(r["points"], r["caller"])[0] != r["scores"]:
                raise SaveError("a round's scores do not match its points")
        if ph is Phase.OVER:
            if self.round != self.options["rounds"]:
                raise SaveError("a finished game must have played all its rounds")
            totals = self.totals
            if self.winners != [s for s in range(n) if totals[s] == min(totals)]:
                raise SaveError("the winners do not match the totals")
        elif self.winners is not None:
            raise SaveError("a game in progress has no winners")
        everything = [c for r in self.rows for c in r if c is not None] + self.stock.cards + self.discard + (
            [] if self.drawn is None else [self.drawn])
        if len(everything) != 52 or len(set(everything)) != 52:
            raise SaveError("the cards of the saved game do not make one deck")
        if not self.discard:
            raise SaveError("the discard is never empty")
        if not self._public <= set.intersection(*self.seen[:n]):
            raise SaveError("what everybody saw must be seen by every seat")
        win = self.windows.current
        windowed = ph in (Phase.RAPIDITE, Phase.CLAIM)
        if windowed != (win is not None):
            raise SaveError("the window does not match the phase")
        if win is not None:
            kind = "rapidite" if ph is Phase.RAPIDITE else "claim_pick"
            if win.kind != kind or not all(0 <= s < n for s in win.seats):
                raise SaveError("bad window")
            if ph is Phase.CLAIM and len(win.seats) != 1:
                raise SaveError("a claim has one seat")
        if (self.drawn is not None) != (ph is Phase.DRAWN):
            raise SaveError("a drawn card is held only after a draw")
        if self.power_ready != (ph is Phase.POWER) or (ph is Phase.POWER and self.power is None):
            raise SaveError("the power does not match the phase")
        if ph in (Phase.LOOK, Phase.OVER):
            if self.current is not None:
                raise SaveError("nobody has a turn now")
            if ph is Phase.LOOK and (any(len(r) != ROW_START or None in r for r in self.rows) or all(self.looked)):
                raise SaveError("bad opening look")
            return
        if self.current is None or not all(self.looked):
            raise SaveError("a turn needs a current player after the look")
        if any(not any(c is not None for c in r) for r in self.rows):
            raise SaveError("an empty row ends the round")
        if (self.caller is None) != (self.last_left == 0):
            raise SaveError("the last turns do not match the call")
        if ph is Phase.CALL and self.caller is not None:
            raise SaveError("Deutch has already been called")
        if self.turn_no < 1:
            raise SaveError("bad turn number")


# ---------------------------------------------------------------- helpers
def _window_event(win: TimedWindow, top: Card) -> Event:
    return {"type": "window_open", "window": win.id, "kind": win.kind, "seats": sorted(win.seats),
            "length_ms": win.length_ms, "card": _STR[top]}


def _copy_event(e: Event) -> Event:
    out: Event = {}
    for k, v in e.items():
        if isinstance(v, list):
            out[k] = [list(x) if isinstance(x, list) else x for x in v]
        elif isinstance(v, dict):
            out[k] = dict(v)
        else:
            out[k] = v
    return out


def _copy_round(r: RoundRecord) -> RoundRecord:
    return {"round": r["round"], "reason": r["reason"], "caller": r["caller"], "points": list(r["points"]),
            "scores": list(r["scores"]), "erased": list(r["erased"])}


def _load_round(r: Any, n: int) -> RoundRecord:
    r = _keys(r, "round record", ("round", "reason", "caller", "points", "scores", "erased"))
    reason = r["reason"]
    if reason not in ("called", "empty", "limit"):
        raise SaveError(f"bad round end: {reason!r}")
    caller = r["caller"]
    return {"round": _int(r["round"], "round", 1, 30), "reason": str(reason),
            "caller": None if caller is None else _int(caller, "caller", 0, n - 1),
            "points": [_int(x, "points", 0, 52 * 13) for x in _list(r["points"], "points", n)],
            "scores": [_int(x, "scores", 0, 52 * 13 + CALL_PENALTY) for x in _list(r["scores"], "scores", n)],
            "erased": [_bool(x, "erased") for x in _list(r["erased"], "erased", n)]}


@functools.lru_cache(maxsize=64)
def _opening_of(seed: int, players: int, options: tuple[tuple[str, Any], ...],
                round_before: int | None) -> list[Event]:
    """The opening events of a game (``round_before`` None) or of the round after
    ``round_before``: a function of the seed, the players and the options,
    computed once for the checks of every load.  Compared only: never changed."""
    fresh = DeutchState(seed=seed, players=players, options=dict(options))
    if round_before is None:
        return fresh._opening
    fresh.round = round_before
    return fresh._start_round()

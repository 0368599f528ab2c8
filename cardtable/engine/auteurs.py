"""Les Auteurs: four or five players ask each other for exact cards to lay "poissons".

The rules as the program plays them, and how it settles the gaps of the rule
text *Auteurs Jeu de Cartes*, are in ``docs/rules.md`` ("Les Auteurs"); here
they are with the decisions taken where the rules leave room:

* 4 or 5 players (seats 0..n-1, clockwise: ``seat + 1`` sits on the left).
* A match is ``deals`` deals (option, 1 to 10, default 1); tokens carry over
  from deal to deal.  Everyone starts with ``tokens`` tokens (option, 5 to 100,
  default 25).
* The dealer of the first deal is drawn: each seat in turn (0, 1, ...) draws a
  card from a shuffled deck; the highest card deals (ace high, then K, Q, J,
  10 .. 2; suits do not count); seats tied for the highest draw again from the
  rest of the same deck, until one is highest.  The dealer then rotates one
  seat to the left each deal.
* Each deal: the state's RNG is re-seeded from the game seed and the deal
  number (a deal's cards do not depend on how earlier deals were played), the
  52 cards are shuffled (the cut by the dealer's right-hand neighbour is part
  of the shuffle) and dealt one at a time, face down, from the dealer's left
  (the "aîné") clockwise, until none is left: with 5 players the aîné and the
  next seat get 11 cards, the others 10.
* Four cards of one rank in one hand (a "poisson") are laid at once,
  automatically: right after the deal (seats in dealing order) or when the
  fourth card arrives.  The layer receives one token from each other player.
  A player may run out of tokens: tokens then go below zero (a debt, as on a
  score sheet).
* The aîné asks first.  On a turn, the player asks one other player who still
  holds cards for one exact card (:class:`Ask`): a card of a rank the asker
  holds (:func:`can_ask`) and that the asker does not hold.  A hit: the card
  moves to the asker, who asks again (if the asker has no card left -- the hit
  completed a poisson with their last cards -- the turn passes).  A miss: the
  turn passes to the next seat on the left that holds cards (seats without
  cards are skipped and cannot be asked).  While cards remain in hands at least
  two seats hold cards (a lone holder would hold whole poissons, laid at once),
  so there is always someone to ask.
* The deal ends when the 13 poissons are down.  A deal's result for a seat is
  ``n * poissons - 13`` tokens (with ``n`` players).  After the last deal the
  most tokens wins; seats tied for the most tokens all win (``winners`` lists
  them, and the arena shares such a win).
* The seed's irregularities (exposed card, forgotten give, illegal ask) cannot
  happen: the engine refuses an illegal ask with a reason
  (:meth:`AuteursState.explain_illegal`).

Action: :class:`Ask` (``Ask(target, card)``) only.

Events (plain JSON dicts; everything is public except the dealt hands --
:meth:`AuteursState.redact` shows a seat its own hand, the others as lists of
``None`` of the same length):

``{"type": "dealer_draw", "draws": [[card | None per seat], ...], "dealer": d}``
    the draw for the first dealer, one list per round of drawing (``None`` for
    a seat that did not draw again).  Public.  First deal only.
``{"type": "deal", "deal": k, "deals": N, "dealer": d, "first": s, "hands": [[card, ...] per seat]}``
    a deal begins: each seat's cards in the order dealt.
``{"type": "poisson", "seat": s, "rank": r, "cards": [4 cards], "poissons": p, "laid": L}``
    ``s`` lays the four cards of rank ``r`` (1 = ace .. 13 = king); ``p`` is
    how many poissons ``s`` has laid this deal, ``L`` how many are down.
``{"type": "tokens", "seat": s, "amount": a, "from": [seats], "tokens": [per seat]}``
    every seat in ``from`` pays one token to ``s`` (``a`` = ``len(from)``);
    ``tokens`` are everyone's tokens after it.
``{"type": "turn", "seat": s, "skipped": [seats]}``
    it is ``s``'s turn to ask; ``skipped`` are the seats passed over because
    they hold no card (at a deal's start: the aîné, nobody skipped).
``{"type": "ask", "seat": s, "target": t, "card": c}``
    ``s`` asks ``t`` for the card ``c``.
``{"type": "answer", "seat": s, "target": t, "card": c, "hit": bool}``
    ``t``'s answer: ``hit`` when ``t`` held the card.
``{"type": "card_moved", "card": c, "from": t, "to": s, "counts": [cards per seat]}``
    after a hit, the card goes from ``t`` to ``s``.
``{"type": "deal_end", "deal": k, "poissons": [count per seat], "ranks": [[rank, ...] per seat], "delta": [tokens won or lost this deal per seat], "tokens": [per seat]}``
    the 13th poisson is down.
``{"type": "game_over", "totals": [tokens per seat], "winners": [seats]}``
    after the last deal's ``deal_end``.

A hit returns ``ask``, ``answer``, ``card_moved``, then ``poisson`` and
``tokens`` when it completes one, then (the deal over) ``deal_end`` followed by
the next deal's ``deal`` (its ``poisson``/``tokens`` if any) and ``turn`` -- or
by ``game_over`` -- or a ``turn`` when the asker has no card left.  A miss
returns ``ask``, ``answer``, ``turn``.  :meth:`AuteursState.opening_events`
gives the current deal's opening events (``dealer_draw`` for the first deal,
``deal``, any poissons laid at the deal, ``turn``).

Views (:class:`AuteursPublicView`, :class:`AuteursView`): own hand (sorted by
rank), every seat's card count, the poissons laid this deal (as ranks), the
tokens, and the full history of this deal's asks and answers; never another
seat's cards.

>>> st = AuteursState(seed=1)
>>> st.players, sum(st.view(0)["counts"]), st.view(0)["turn"] == (st.dealer + 1) % 4
(4, 52, True)
>>> can_ask([Card.parse("7H"), Card.parse("QS")], Card.parse("7S"))
True
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, TypedDict

from .base import Event, GameState, OptionSpec
from .cards import DECK, Card
from .errors import IllegalAction, SaveError
from .i18n import QT_TRANSLATE_NOOP
from .kit import hidden, next_active_seat
from .loading import load_card as _card
from .loading import load_cards as _cards
from .loading import load_int as _int
from .loading import load_keys as _keys
from .loading import load_list as _list

__all__ = [
    "Ask", "AskRecord", "AuteursPublicView", "AuteursState", "AuteursView", "DealRecord", "PRIVATE_KEYS",
    "Phase", "can_ask", "draw_value",
]

POISSONS = 13
_STR: dict[Card, str] = {c: str(c) for c in DECK}
_BY_RANK: dict[int, tuple[Card, ...]] = {r: tuple(c for c in DECK if c.rank == r) for r in range(1, 14)}


class Phase(StrEnum):
    """The phase of a game; views and saves hold its plain string value."""

    ASKING = "asking"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Ask:
    """Ask seat ``target`` for ``card``."""

    target: int
    card: Card

    def __str__(self) -> str:
        return f"ask {self.target} for {self.card}"


_ASK: dict[tuple[int, Card], Ask] = {(t, c): Ask(t, c) for t in range(5) for c in DECK}


# ------------------------------------------------------------------ kernels
def can_ask(hand: Iterable[Card], c: Card) -> bool:
    """May a player holding ``hand`` ask for ``c``?  Only for a card of a rank
    the hand holds, and not a card it already holds.

    >>> hand = [Card.parse(t) for t in ("7H", "7C", "QS")]
    >>> [can_ask(hand, Card.parse(t)) for t in ("7S", "7H", "QD", "KD")]
    [True, False, True, False]
    """
    held = False
    for h in hand:
        if h == c:
            return False
        if h.rank == c.rank:
            held = True
    return held


def draw_value(c: Card) -> int:
    """A card's strength in the draw for the dealer: ace high (14), then K..2.

    >>> [draw_value(Card.parse(t)) for t in ("AS", "KS", "2S")]
    [14, 13, 2]
    """
    return 14 if c.rank == 1 else c.rank


# -------------------------------------------------------------------- views
class AskRecord(TypedDict):
    seat: int
    target: int
    card: str
    hit: bool


class DealRecord(TypedDict):
    deal: int
    dealer: int
    poissons: list[int]          # poissons laid per seat
    delta: list[int]             # tokens won (or lost) per seat


class AuteursPublicView(TypedDict):
    """What everyone at the table (and any onlooker) may know."""

    game: str
    players: int
    phase: str                   # a :class:`Phase` value
    deal: int                    # 1-based
    deals: int
    dealer: int
    first: int                   # the aîné (asks first)
    turn: int | None             # who asks now
    counts: list[int]            # cards in each hand
    dealt: list[int]             # cards dealt to each seat this deal
    poissons: list[list[int]]    # ranks laid this deal, per seat, in order
    laid: list[list[int]]        # [seat, rank, asks before it] per poisson this deal, in order
    history: list[AskRecord]     # this deal's asks and answers, in order
    tokens: list[int]
    start_tokens: int
    results: list[DealRecord]    # finished deals
    totals: list[int]
    to_act: list[int]
    options: dict[str, Any]
    winners: list[int] | None
    draws: list[list[str | None]]  # the first deal's draw for the dealer, round by round ([] after it)


class AuteursView(AuteursPublicView):
    """``public_view()`` plus what only ``seat`` may know (:data:`PRIVATE_KEYS`)."""

    seat: int
    hand: list[str]


PRIVATE_KEYS: tuple[str, ...] = ("seat", "hand")


def _sort_key(c: Card) -> tuple[int, int]:
    return (c.rank, c.index)


# -------------------------------------------------------------------- state
class AuteursState(GameState):
    """A whole match of Les Auteurs (one or more deals)."""

    game_id: ClassVar[str] = "auteurs"
    title: ClassVar[str] = QT_TRANSLATE_NOOP("engine", "Les Auteurs")
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 5
    default_players: ClassVar[int] = 4
    team_game: ClassVar[bool] = False
    lower_total_wins: ClassVar[bool] = False
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("deals", "int", 1, QT_TRANSLATE_NOOP("engine", "Deals"), minimum=1, maximum=10),
        OptionSpec("tokens", "int", 25, QT_TRANSLATE_NOOP("engine", "Tokens each at the start"),
                   minimum=5, maximum=100),
    )

    def __init__(self, seed: int | None = 0, players: int | None = None,
                 options: dict[str, Any] | None = None) -> None:
        super().__init__(seed=seed, players=players, options=options)
        n = self.players
        self.phase = Phase.ASKING
        self.deal_no = 0
        self.dealer = 0
        self.tokens = [self.options["tokens"]] * n
        self.results: list[DealRecord] = []
        self.winners: list[int] | None = None
        self._reset_deal_fields()
        self.rng = random.Random(f"auteurs:{self.seed}:1")
        draw = self._draw_dealer()
        self._opening = [draw, *self._start_deal(draw["dealer"])]

    def _reset_deal_fields(self) -> None:
        n = self.players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.dealt = [0] * n
        self.poissons: list[list[int]] = [[] for _ in range(n)]
        self.laid: list[list[int]] = []
        self.history: list[AskRecord] = []
        self.turn: int | None = None
        self.deal_tokens = list(self.tokens)

    # ---------------------------------------------------------------- flow
    def _draw_dealer(self) -> Event:
        deck = list(DECK)
        self.rng.shuffle(deck)
        n = self.players
        drawing = list(range(n))
        rounds: list[list[str | None]] = []
        while True:
            row: list[str | None] = [None] * n
            vals: dict[int, int] = {}
            for s in drawing:
                c = deck.pop()
                row[s] = _STR[c]
                vals[s] = draw_value(c)
            rounds.append(row)
            best = max(vals.values())
            drawing = [s for s in drawing if vals[s] == best]
            if len(drawing) == 1:
                return {"type": "dealer_draw", "draws": rounds, "dealer": drawing[0]}

    def _start_deal(self, dealer: int) -> list[Event]:
        self.deal_no += 1
        self.rng = random.Random(f"auteurs:{self.seed}:{self.deal_no}")
        self._reset_deal_fields()
        n = self.players
        self.dealer = dealer
        deck = list(DECK)
        self.rng.shuffle(deck)
        for i, c in enumerate(deck):
            self.hands[(dealer + 1 + i) % n].append(c)
        self.dealt = [len(h) for h in self.hands]
        first = (dealer + 1) % n
        events: list[Event] = [{"type": "deal", "deal": self.deal_no, "deals": self.options["deals"],
                                "dealer": dealer, "first": first,
                                "hands": [[_STR[c] for c in h] for h in self.hands]}]
        for k in range(n):
            s = (first + k) % n
            for r in sorted({c.rank for c in self.hands[s]}):
                if sum(1 for c in self.hands[s] if c.rank == r) == 4:
                    events.extend(self._lay(s, r))
        self.turn = first
        events.append({"type": "turn", "seat": first, "skipped": []})
        return events

    def opening_events(self) -> list[Event]:
        """The current deal's opening events (``dealer_draw`` for the first deal,
        ``deal``, poissons laid at the deal, ``turn``), as at the deal's start."""
        return [dict(e) for e in self._opening]

    def _lay(self, seat: int, rank: int) -> list[Event]:
        hand = self.hands[seat]
        cards = [c for c in hand if c.rank == rank]
        self.hands[seat] = [c for c in hand if c.rank != rank]
        self.poissons[seat].append(rank)
        self.laid.append([seat, rank, len(self.history)])
        payers = [s for s in range(self.players) if s != seat]
        for s in payers:
            self.tokens[s] -= 1
        self.tokens[seat] += len(payers)
        return [
            {"type": "poisson", "seat": seat, "rank": rank, "cards": [_STR[c] for c in sorted(cards, key=_sort_key)],
             "poissons": len(self.poissons[seat]), "laid": len(self.laid)},
            {"type": "tokens", "seat": seat, "amount": len(payers), "from": payers, "tokens": list(self.tokens)},
        ]

    def _pass_turn(self, seat: int) -> Event:
        active = {s for s in range(self.players) if self.hands[s]}
        nxt = next_active_seat(seat, self.players, active)
        if nxt is None:  # pragma: no cover - cards remain in at least two hands
            raise AssertionError("nobody holds cards")
        skipped = [(seat + k) % self.players for k in range(1, (nxt - seat) % self.players)]
        self.turn = nxt
        return {"type": "turn", "seat": nxt, "skipped": skipped}

    # ------------------------------------------------------------ protocol
    def to_act(self) -> frozenset[int]:
        if self.phase is Phase.OVER or self.turn is None:
            return frozenset()
        return frozenset((self.turn,))

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def totals(self) -> list[int]:
        return list(self.tokens)

    def legal_actions(self, seat: int) -> list[Any]:
        if self.phase is Phase.OVER or not self.is_seat(seat) or seat != self.turn:
            return []
        hand = self.hands[seat]
        mine = set(hand)
        wanted = [c for r in sorted({c.rank for c in hand}) for c in _BY_RANK[r] if c not in mine]
        out: list[Any] = []
        for t in range(self.players):
            if t != seat and self.hands[t]:
                out.extend(_ASK[(t, c)] for c in wanted)
        return out

    def _reason(self, seat: int, action: Any) -> IllegalAction | None:
        if self.phase is Phase.OVER:
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "The game is over."))
        if isinstance(seat, bool) or not isinstance(seat, int) or seat != self.turn:
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "It is not your turn."))
        if not isinstance(action, Ask):
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "You must ask another player for a card."))
        t, c = action.target, action.card
        if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < self.players:
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "There is no such player at the table."))
        if t == seat:
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "You cannot ask yourself for a card."))
        if not self.hands[t]:
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "That player has no cards left."), seat=t)
        if not isinstance(c, Card):
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "You must name one exact card."))
        hand = self.hands[seat]
        if c in hand:
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "You already hold that card."))
        if not can_ask(hand, c):
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "You must hold a card of that rank."))
        return None

    def check(self, seat: int, action: Any) -> None:
        reason = self._reason(seat, action)
        if reason is not None:
            raise reason

    def explain_illegal(self, seat: int, action: Any) -> str:
        reason = self._reason(seat, action)
        return reason.message if reason is not None else QT_TRANSLATE_NOOP("engine", "That move is not allowed now.")

    def _apply(self, seat: int, action: Any) -> list[Event]:
        t, c = action.target, action.card
        hit = c in self.hands[t]
        self.history.append({"seat": seat, "target": t, "card": _STR[c], "hit": hit})
        events: list[Event] = [{"type": "ask", "seat": seat, "target": t, "card": _STR[c]},
                               {"type": "answer", "seat": seat, "target": t, "card": _STR[c], "hit": hit}]
        if not hit:
            events.append(self._pass_turn(seat))
            return events
        self.hands[t].remove(c)
        self.hands[seat].append(c)
        events.append({"type": "card_moved", "card": _STR[c], "from": t, "to": seat,
                       "counts": [len(h) for h in self.hands]})
        if sum(1 for h in self.hands[seat] if h.rank == c.rank) == 4:
            events.extend(self._lay(seat, c.rank))
            if len(self.laid) == POISSONS:
                events.extend(self._end_deal())
                return events
        if not self.hands[seat]:
            events.append(self._pass_turn(seat))
        return events

    def _end_deal(self) -> list[Event]:
        n = self.players
        delta = [self.tokens[s] - self.deal_tokens[s] for s in range(n)]
        counts = [len(p) for p in self.poissons]
        self.results.append({"deal": self.deal_no, "dealer": self.dealer, "poissons": counts, "delta": delta})
        events: list[Event] = [{"type": "deal_end", "deal": self.deal_no, "poissons": counts,
                                "ranks": [list(p) for p in self.poissons], "delta": delta,
                                "tokens": list(self.tokens)}]
        self.turn = None
        if self.deal_no >= self.options["deals"]:
            self.phase = Phase.OVER
            best = max(self.tokens)
            self.winners = [s for s in range(n) if self.tokens[s] == best]
            events.append({"type": "game_over", "totals": list(self.tokens), "winners": list(self.winners)})
            return events
        opening = self._start_deal((self.dealer + 1) % n)
        self._opening = [dict(e) for e in opening]
        events.extend(opening)
        return events

    # ---------------------------------------------------------- visibility
    def redact(self, event: Event, seat: int | None) -> Event | None:
        """A deal shows a seat its own cards (the others' as ``None``); every other
        event is public (asks, answers and moved cards are said aloud)."""
        if event.get("type") == "deal":
            return {**event, "hands": [list(h) if i == seat else hidden(h) for i, h in enumerate(event["hands"])]}
        return event

    def public_view(self) -> AuteursPublicView:
        return {
            "game": self.game_id,
            "players": self.players,
            "phase": self.phase.value,
            "deal": self.deal_no,
            "deals": self.options["deals"],
            "dealer": self.dealer,
            "first": (self.dealer + 1) % self.players,
            "turn": self.turn,
            "counts": [len(h) for h in self.hands],
            "dealt": list(self.dealt),
            "poissons": [list(p) for p in self.poissons],
            "laid": [list(x) for x in self.laid],
            "history": [a.copy() for a in self.history],       # flat records: a C copy
            "tokens": list(self.tokens),
            "start_tokens": self.options["tokens"],
            "results": [_copy_deal(d) for d in self.results],
            "totals": self.totals,
            "to_act": sorted(self.to_act()),
            "options": dict(self.options),
            "winners": None if self.winners is None else list(self.winners),
            # the draw for the first dealer was made face up: it stays known
            # (the table writes it in its log) for the whole first deal
            "draws": [list(r) for r in self._opening[0]["draws"]]
            if self.deal_no == 1 and self._opening and self._opening[0].get("type") == "dealer_draw" else [],
        }

    def view(self, seat: int) -> AuteursView:
        if not self.is_seat(seat):
            raise ValueError(f"no seat {seat!r}")
        return {**self.public_view(), "seat": seat,
                "hand": [_STR[c] for c in sorted(self.hands[seat], key=_sort_key)]}

    # ------------------------------------------------------- serialisation
    def _dump(self) -> dict[str, Any]:
        return {
            "phase": self.phase.value,
            "deal": self.deal_no,
            "dealer": self.dealer,
            "turn": self.turn,
            "hands": [[_STR[c] for c in h] for h in self.hands],
            "dealt": list(self.dealt),
            "poissons": [list(p) for p in self.poissons],
            "laid": [list(x) for x in self.laid],
            "history": [a.copy() for a in self.history],       # flat records: a C copy
            "tokens": list(self.tokens),
            "deal_tokens": list(self.deal_tokens),
            "results": [_copy_deal(d) for d in self.results],
            "winners": self.winners,
            "opening": self._opening,
        }

    _STATE_KEYS: ClassVar[tuple[str, ...]] = (
        "phase", "deal", "dealer", "turn", "hands", "dealt", "poissons", "laid", "history", "tokens",
        "deal_tokens", "results", "winners", "opening")

    def _load(self, data: dict[str, Any]) -> None:
        """Typed, ranged fields; the position is then checked by
        :meth:`_check_consistent` (run by ``from_dict``)."""
        data = _keys(data, "Les Auteurs state", self._STATE_KEYS)
        n = self.players
        deals = self.options["deals"]
        try:
            self.phase = Phase(data["phase"])
        except ValueError:
            raise SaveError(f"bad phase {data['phase']!r}") from None
        self.deal_no = _int(data["deal"], "deal", 1, deals)
        self.dealer = _int(data["dealer"], "dealer", 0, n - 1)
        turn = data["turn"]
        self.turn = None if turn is None else _int(turn, "turn", 0, n - 1)
        self.hands = [_cards(h, "hand") for h in _list(data["hands"], "hands", n)]
        self.dealt = [_int(x, "dealt", 10, 13) for x in _list(data["dealt"], "dealt", n)]
        self.poissons = [[_int(r, "poisson", 1, 13) for r in _list(p, "poissons")]
                         for p in _list(data["poissons"], "poissons", n)]
        self.laid = []
        for x in _list(data["laid"], "laid"):
            rec = _list(x, "laid", 3)
            self.laid.append([_int(rec[0], "laid", 0, n - 1), _int(rec[1], "laid", 1, 13),
                              _int(rec[2], "laid", 0, 1_000_000)])
        self.history = [_load_ask(a, n) for a in _list(data["history"], "history")]
        lo, hi = -1000 * deals, 1000 * deals + 100
        self.tokens = [_int(x, "tokens", lo, hi) for x in _list(data["tokens"], "tokens", n)]
        self.deal_tokens = [_int(x, "tokens", lo, hi) for x in _list(data["deal_tokens"], "deal_tokens", n)]
        self.results = [_load_deal(d, n) for d in _list(data["results"], "results")]
        w = data["winners"]
        self.winners = None if w is None else [_int(s, "winners", 0, n - 1) for s in _list(w, "winners")]
        opening = _list(data["opening"], "opening")
        if not all(isinstance(e, dict) and isinstance(e.get("type"), str) for e in opening):
            raise SaveError("bad opening events")
        self._opening = [dict(e) for e in opening]

    def card_places(self) -> list[tuple[str, list[Card]]]:
        """The hands and the poissons laid this deal (four cards of a rank each)."""
        return [*((f"hand {s}", self.hands[s]) for s in range(self.players)),
                *((f"poissons {s}", [c for r in self.poissons[s] for c in _BY_RANK[r]])
                  for s in range(self.players))]

    def _check_consistent(self) -> None:
        """Tokens, poissons and deal results add up; the dealer rotates from the
        drawn one; the opening is the current deal's (a function of the seed, the
        deal number and the tokens at its start)."""
        self._check_opening()
        self._check_consistency()

    def _check_opening(self) -> None:
        first, opening = _opening_of(self.seed, self.players, tuple(sorted(self.options.items())), self.deal_no,
                                     tuple(self.deal_tokens) if self.deal_no > 1 else ())
        if self._opening != opening:
            raise SaveError("the opening events are not the deal's")
        if self.results and self.results[0]["dealer"] != first:
            raise SaveError("the first dealer is not the one drawn")
        if not self.results and self.dealer != first:
            raise SaveError("the dealer is not the one drawn")

    def _check_consistency(self) -> None:
        n = self.players
        start = self.options["tokens"]
        over = self.phase is Phase.OVER
        if [r["deal"] for r in self.results] != list(range(1, self.deal_no + (1 if over else 0))):
            raise SaveError("the deal results do not match the deal number")
        for k, r in enumerate(self.results):
            if r["dealer"] != (self.results[0]["dealer"] + k) % n:
                raise SaveError("the dealers of the deals do not rotate")
            if sum(r["poissons"]) != POISSONS or r["delta"] != [n * p - POISSONS for p in r["poissons"]]:
                raise SaveError("a deal's result does not add up")
        if self.results and self.dealer != (self.results[0]["dealer"] + self.deal_no - 1) % n:
            raise SaveError("the dealer does not match the deals played")
        before = [start + sum(r["delta"][s] for r in self.results[:self.deal_no - 1]) for s in range(n)]
        if self.deal_tokens != before:
            raise SaveError("the tokens at the deal's start do not add up")
        counts = [len(p) for p in self.poissons]
        laid_total = sum(counts)
        if self.tokens != [before[s] + n * counts[s] - laid_total for s in range(n)]:
            raise SaveError("the tokens do not match the poissons laid")
        for s in range(n):
            if [r for x, r, _ in self.laid if x == s] != self.poissons[s]:
                raise SaveError("the poissons laid do not match")
        ats = [a for _, _, a in self.laid]
        if ats != sorted(ats) or any(a > len(self.history) for a in ats):
            raise SaveError("the poissons laid do not match the history")
        ranks = [r for p in self.poissons for r in p]
        if len(set(ranks)) != len(ranks):
            raise SaveError("a rank was laid twice")
        everything = [c for h in self.hands for c in h] + [c for r in ranks for c in _BY_RANK[r]]
        if len(everything) != 52 or len(set(everything)) != 52:
            raise SaveError("the cards of the saved game do not make one deck")
        for h in self.hands:
            if any(sum(1 for c in h if c.rank == r) == 4 for r in range(1, 14)):
                raise SaveError("a hand holds a poisson that was not laid")
        expected = [52 // n + (1 if (s - self.dealer - 1) % n < 52 % n else 0) for s in range(n)]
        if self.dealt != expected:
            raise SaveError("the cards dealt do not match the dealer")
        holders = [s for s in range(n) if self.hands[s]]
        if over:
            if self.deal_no != self.options["deals"] or laid_total != POISSONS or self.turn is not None:
                raise SaveError("a finished game must have played all its deals")
            if self.winners != [s for s in range(n) if self.tokens[s] == max(self.tokens)]:
                raise SaveError("the winners do not match the tokens")
            return
        if self.winners is not None:
            raise SaveError("a game in progress has no winners")
        if laid_total >= POISSONS:
            raise SaveError("every poisson is down but the deal did not end")
        if len(holders) < 2 or self.turn not in holders:
            raise SaveError("the turn is not with a player holding cards")


# ---------------------------------------------------------------- helpers
def _copy_deal(d: DealRecord) -> DealRecord:
    return {"deal": d["deal"], "dealer": d["dealer"], "poissons": list(d["poissons"]), "delta": list(d["delta"])}


_ASK_KEYS = frozenset(("seat", "target", "card", "hit"))
_CANONICAL = frozenset(_STR.values())


def _load_ask(a: Any, n: int) -> AskRecord:
    if type(a) is not dict or a.keys() != _ASK_KEYS:
        raise SaveError(f"bad ask record: {str(a)[:80]}")
    seat, target, text, hit = a["seat"], a["target"], a["card"], a["hit"]
    if type(seat) is not int or type(target) is not int or not 0 <= seat < n or not 0 <= target < n \
            or seat == target or type(hit) is not bool:
        raise SaveError(f"bad ask record: {str(a)[:80]}")
    if type(text) is not str or text not in _CANONICAL:       # a card as the engine writes it
        text = _STR[_card(text)]
    return {"seat": seat, "target": target, "card": text, "hit": hit}


def _load_deal(d: Any, n: int) -> DealRecord:
    d = _keys(d, "deal record", ("deal", "dealer", "poissons", "delta"))
    return {"deal": _int(d["deal"], "deal", 1, 10), "dealer": _int(d["dealer"], "dealer", 0, n - 1),
            "poissons": [_int(x, "poissons", 0, 13) for x in _list(d["poissons"], "poissons", n)],
            "delta": [_int(x, "delta", -13, 13 * 4) for x in _list(d["delta"], "delta", n)]}


@functools.lru_cache(maxsize=64)
def _opening_of(seed: int, players: int, options: tuple[tuple[str, Any], ...], deal_no: int,
                deal_tokens: tuple[int, ...]) -> tuple[int, list[Event]]:
    """The first dealer and the opening events of deal ``deal_no`` (its tokens at
    the deal's start given from the second deal on): a function of the seed, the
    players and the options, computed once for the checks of every load.
    Compared only: never changed."""
    fresh = AuteursState(seed=seed, players=players, options=dict(options))
    first = fresh.dealer
    if deal_no > 1:
        fresh.deal_no = deal_no - 1
        fresh.tokens = list(deal_tokens)
        fresh._opening = fresh._start_deal((first + deal_no - 1) % players)
    return first, fresh._opening

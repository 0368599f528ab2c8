"""Peech: four players, simultaneous battles, the weakest card goes to the strongest.

The rules as the program plays them, and how it settles the gaps of the rule
text *Peech*, are in ``docs/rules.md`` ("Peech"); here they are with the
decisions taken where the rules leave room:

* Exactly 4 players (seats 0..3).  Option ``rounds``: 3 (default), 5 or 7.
* Battle order: A (lowest) < 2 < ... < 10 < V < D < R; suits never matter.
* Start of each round: the state's RNG is re-seeded from the game seed and the
  round number (so a round's points cards, target cards and first stock do not
  depend on how earlier rounds were played -- useful to compare players on the
  same deals; everything is still a pure function of the seed and the moves).
  Each seat is dealt a *points card* from the 28 cards 7..R
  (:func:`start_points`: 7=12, 8=14, 9=15, 10=16, V=16, D=18, R=21); the points
  cards are public and go back into the deck.  Each seat is then dealt a
  *target card* from the 28 cards 4..10, seen by its owner only and out of play
  for the round; its rank is the number of cards to win.  The 48 other cards are
  shuffled into the stock.
* Dealing: whenever the active seats' hands are empty (they are always the same
  size), each active seat gets ``min(8, stock // active)`` cards, one at a time
  in seat order.  When that is 0, the whole discard (face-up and face-down
  cards) is shuffled under what is left of the stock and the deal is tried
  again; if there is still nothing to deal, the round ends and is scored as is
  (cannot happen with four seats in practice).
* A battle: every active seat chooses one card face down (``Play(card)``);
  ``to_act()`` holds the active seats that have not chosen yet.  **A choice is
  final**: once made the seat has no legal action until the reveal (the seed:
  "sans possibilité de changer d'avis").  When the last active seat has chosen,
  the cards are revealed and the battle is resolved in the same step.
* Resolution (:func:`resolve_trick`) with ``k`` active seats:
  1. all ``k`` cards of one rank: each seat keeps its own card as a won card;
  2. exactly one strongest card: its seat takes one of the weakest cards (when
     several weakest cards tie, the first one clockwise after the winner);
  3. ``k == 4``, two strongest of one rank and the two others of one lower
     rank: each strongest seat takes one weakest card (the lower-numbered
     winner takes the card of the lower-numbered loser);
  4. anything else: nobody wins.
  Cards not taken go to the discard, face up.
* Ace rule: when the card taken is an ace and it was the only ace of the battle,
  the taker discards (face up) their most recently won card, if any, and the ace
  takes its place: the count of won cards does not grow (with no earlier won
  card, the ace is simply won).
* "Peech !": a seat whose count of won cards reaches its target says it, keeps
  its won cards, discards its hand face down and sits out the rest of the
  round.  When a second seat reaches its target the round ends for everyone
  (several seats may reach in the same battle).  A round that reaches 200
  battles ends and is scored as is.
* Round score (:func:`round_score`): reached ``max(0, start - (won points +
  target card points))``; missed ``max(0, start - won points) + (target - won)``.
  The seat(s) reaching their target first in a round win the round (a tie: a
  round win each).  Total = sum of round scores - round wins; after the last
  round the lowest total wins (ties: several winners).

Action: :class:`~cardtable.engine.kit.Play` (``Play(card)``) only.

Events (plain JSON dicts; :meth:`PeechState.redact` says what a seat sees --
``seat=None`` is an onlooker):

``{"type": "round_start", "round": n, "rounds": N}``
    a round begins (1-based).  Public.
``{"type": "points_cards", "round": n, "cards": [c0..c3], "points": [p0..p3]}``
    each seat's points card and starting points.  Public.
``{"type": "target_cards", "round": n, "cards": [c0..c3]}``
    each seat's secret target card: a seat sees its own, the others are ``None``.
``{"type": "reshuffle", "count": k, "stock": m}``
    the discard (``k`` cards) was shuffled back into the stock (``m`` cards now).
``{"type": "deal", "deal": d, "count": c, "hands": [[...] x 4], "stock": m}``
    ``c`` cards to each active seat (an inactive seat gets ``[]``); a seat sees
    its own cards, the others' are ``None``.
``{"type": "chose", "seat": s, "card": c, "trick": t}``
    a seat chose its card face down: only that seat sees the card (``None``
    for everyone else).
``{"type": "reveal", "trick": t, "cards": [c0..c3], "case": case, "winners": [s...]}``
    the cards turn up together (``None`` for a seat sitting out); ``case`` is
    ``"same"``, ``"single"``, ``"pairs"`` or ``"none"`` (the four resolution
    cases).  Public.
``{"type": "take", "seat": s, "card": c, "from": f, "won": n}``
    seat ``s`` takes card ``c`` (played by ``f``) onto its won pile (``n`` won now).
``{"type": "ace_swap", "seat": s, "ace": c, "from": f, "card": r, "won": n}``
    the ace rule: ``s`` takes the ace ``c`` and discards its last won card ``r``
    (face up); ``n`` is unchanged.
``{"type": "discard", "cards": [[seat, card], ...]}``
    the battle's cards not taken go to the discard, face up.  Public.
``{"type": "peech", "seat": s, "target": n, "first": bool, "discarded": [...]}``
    "Peech !": ``s`` reached its target ``n``; ``first`` when it is among the
    first to reach this round; ``discarded`` its hand, laid face down (only the
    seat sees the cards).
``{"type": "round_scored", "round": n, "seats": [record x 4], "limit": bool, "totals": [...]}``
    the round's breakdown; a record has ``start, points_card, target,
    target_card, target_points, won (cards), won_count, won_points, reached,
    penalty, score, round_win``.  Target cards are shown to all.  Public.
``{"type": "game_over", "totals": [...], "winners": [s...]}``
    after the last round's ``round_scored``.

The ``apply`` that completes a battle returns ``chose``, ``reveal``, the
``take``/``ace_swap`` events, ``discard``, any ``peech``, then either the next
deal (``reshuffle`` first if needed), or ``round_scored`` followed by the next
round's ``round_start``, ``points_cards``, ``target_cards``, ``deal`` -- or by
``game_over``.  The first round's opening events are
:meth:`PeechState.opening_events`.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar, TypedDict

from .base import Event, GameState, OptionSpec
from .cards import DECK, Card
from .errors import IllegalAction, SaveError
from .i18n import QT_TRANSLATE_NOOP
from .kit import Play, Stock, hidden
from .loading import load_bool as _bool
from .loading import load_card as _card
from .loading import load_cards as _cards
from .loading import load_int as _int
from .loading import load_ints as _ints
from .loading import load_keys as _keys
from .loading import load_list as _list

__all__ = [
    "HAND_SIZE", "PRIVATE_KEYS", "Phase", "PeechPublicView", "PeechState", "PeechView", "Play",
    "ROUND_TRICK_LIMIT", "card_points", "resolve_case", "resolve_trick", "round_score", "start_points",
]

HAND_SIZE = 8
ROUND_TRICK_LIMIT = 200
PLAYERS = 4

_START = {7: 12, 8: 14, 9: 15, 10: 16, 11: 16, 12: 18, 13: 21}
_POINTS = {1: 2, 2: 2, 3: 0, 4: 0, 5: 1, 6: 4, 7: 5, 8: 3, 9: 3, 10: 3, 11: 2, 12: 1, 13: 1}
_STR: dict[Card, str] = {c: str(c) for c in DECK}
_PLAY: dict[Card, Play] = {c: Play(c) for c in DECK}
_POINTS_CARDS: tuple[Card, ...] = tuple(c for c in DECK if c.rank >= 7)
_TARGET_CARDS: tuple[Card, ...] = tuple(c for c in DECK if 4 <= c.rank <= 10)


class Phase(StrEnum):
    """The phase of a game; views and saves hold its plain string value."""

    CHOOSING = "choosing"
    OVER = "over"


# ------------------------------------------------------------------ kernels
def start_points(c: Card) -> int:
    """Starting points of a points card (7..R).

    >>> [start_points(Card.parse(t)) for t in ("7S", "8S", "9S", "10S", "JS", "QS", "KS")]
    [12, 14, 15, 16, 16, 18, 21]
    """
    try:
        return _START[c.rank]
    except KeyError:
        raise ValueError(f"{c} is not a points card (7 to king)") from None


def card_points(c: Card) -> int:
    """In-play points of a card: 5, D, R = 1; V, 2, A = 2; 8, 9, 10 = 3; 6 = 4; 7 = 5; 3, 4 = 0.

    >>> [card_points(Card.parse(t)) for t in ("AS", "3S", "6S", "7S", "KS")]
    [2, 0, 4, 5, 1]
    """
    return _POINTS[c.rank]


def resolve_case(played: Mapping[int, Card]) -> tuple[str, dict[int, tuple[int, Card]]]:
    """The resolution case and, per winner seat, ``(seat played it, card taken)``.

    Case names: ``"same"`` (all one rank), ``"single"`` (one strongest),
    ``"pairs"`` (four cards: two strong equal, two weak equal), ``"none"``.
    """
    if not played:
        return "none", {}
    seats = sorted(played)
    ranks = {s: played[s].rank for s in seats}
    hi = max(ranks.values())
    lo = min(ranks.values())
    if hi == lo:
        return "same", {s: (s, played[s]) for s in seats}
    strong = [s for s in seats if ranks[s] == hi]
    weak = [s for s in seats if ranks[s] == lo]
    if len(strong) == 1:
        w = strong[0]
        # the first weakest clockwise after the winner
        victim = min(weak, key=lambda s: (s - w) % PLAYERS)
        return "single", {w: (victim, played[victim])}
    if len(seats) == 4 and len(strong) == 2 and len(weak) == 2:
        return "pairs", {strong[0]: (weak[0], played[weak[0]]), strong[1]: (weak[1], played[weak[1]])}
    return "none", {}


def resolve_trick(played: Mapping[int, Card]) -> dict[int, Card]:
    """Winner seat -> the card it takes; ``{}`` when nobody wins.

    >>> p = {0: Card.parse("KS"), 1: Card.parse("3H"), 2: Card.parse("7D"), 3: Card.parse("5C")}
    >>> {s: str(c) for s, c in resolve_trick(p).items()}
    {0: '3H'}
    >>> resolve_trick({0: Card.parse("KS"), 1: Card.parse("KH"), 2: Card.parse("3D")})
    {}
    """
    return {w: c for w, (_, c) in resolve_case(played)[1].items()}


def round_score(start: int, target: int, target_card: Card | None, won: Sequence[Card]) -> int:
    """A seat's round score (before round wins are subtracted).

    Reached (``len(won) >= target``): ``max(0, start - (won points + target
    card points))``; missed: ``max(0, start - won points) + (target - len(won))``.

    >>> cards = [Card.parse(t) for t in ("7S", "6H", "3D", "8C")]
    >>> round_score(18, 4, Card.parse("4H"), cards)      # 18 - (12 + 0)
    6
    >>> round_score(18, 6, Card.parse("6H"), cards)      # 18 - 12 + 2 missing
    8
    """
    pts = sum(_POINTS[c.rank] for c in won)
    if len(won) >= target:
        tp = _POINTS[target_card.rank] if target_card is not None else 0
        return max(0, start - (pts + tp))
    return max(0, start - pts) + (target - len(won))


# -------------------------------------------------------------------- views
class TrickRecord(TypedDict):
    trick: int
    cards: list[str | None]            # per seat (None: sitting out)
    case: str
    taken: list[list[Any]]             # [[winner, card, from], ...]
    ace_swaps: list[list[Any]]         # [[winner, ace, discarded card], ...]


class SeatRecord(TypedDict):
    start: int
    target: int
    target_points: int
    won_count: int
    won_points: int
    reached: bool
    penalty: int
    score: int
    round_win: bool


class RoundRecord(TypedDict):
    round: int
    limit: bool
    seats: list[SeatRecord]


class PeechPublicView(TypedDict):
    """What everyone at the table (and any onlooker) may know."""

    game: str
    players: int
    phase: str                        # a :class:`Phase` value
    round: int
    rounds: int
    trick: int                        # battles played this round
    deal: int                         # deals this round
    points_cards: list[str]
    start_points: list[int]
    won: list[list[str]]              # won cards per seat, oldest first (face up)
    won_counts: list[int]
    won_points: list[int]
    hand_sizes: list[int]
    stock_size: int
    discard: list[str | None]         # oldest first; face-down cards are None
    chosen: list[bool]                # who has chosen this battle (not what)
    active: list[bool]                # still playing this round
    peech: list[int]                  # seats that said "Peech !", in order
    first_reached: list[int]
    known_targets: list[int | None]   # a target becomes public with "Peech !"
    last_trick: TrickRecord | None
    history: list[RoundRecord]
    round_scores: list[int]           # sum of round scores so far
    round_wins: list[int]
    totals: list[int]
    to_act: list[int]
    options: dict[str, Any]
    winners: list[int] | None


class PeechView(PeechPublicView):
    """``public_view()`` plus what only ``seat`` may know (:data:`PRIVATE_KEYS`)."""

    seat: int
    hand: list[str]
    target_card: str
    target: int
    my_choice: str | None


PRIVATE_KEYS: tuple[str, ...] = ("seat", "hand", "target_card", "target", "my_choice")


def _sort_key(c: Card) -> tuple[int, int]:
    return (c.rank, c.index)


# -------------------------------------------------------------------- state
class PeechState(GameState):
    """A whole game of Peech (3, 5 or 7 rounds)."""

    game_id: ClassVar[str] = "peech"
    title: ClassVar[str] = QT_TRANSLATE_NOOP("engine", "Peech")
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 4
    team_game: ClassVar[bool] = False
    #: the lowest total wins (read by the arena)
    lower_total_wins: ClassVar[bool] = True
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("rounds", "choice", 3, QT_TRANSLATE_NOOP("engine", "Rounds"), choices=(3, 5, 7),
                   choice_labels=("3", "5", "7")),
    )

    def __init__(self, seed: int | None = 0, players: int | None = None,
                 options: dict[str, Any] | None = None) -> None:
        super().__init__(seed=seed, players=players, options=options)
        self.round = 0
        self.phase = Phase.CHOOSING
        self.round_scores = [0] * PLAYERS
        self.round_wins = [0] * PLAYERS
        self.history: list[RoundRecord] = []
        self.winners: list[int] | None = None
        self._reset_round_fields()
        self._opening = self._start_round()

    def _reset_round_fields(self) -> None:
        self.points_cards: list[Card] = []
        self.targets: list[Card] = []
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.won: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.chosen: list[Card | None] = [None] * PLAYERS
        self.active = [True] * PLAYERS
        self.peech: list[int] = []
        self.first_reached: list[int] = []
        self.stock = Stock()
        self.discard: list[Card] = []
        self.discard_up: list[bool] = []
        self.trick_no = 0
        self.deal_no = 0
        self.last_trick: TrickRecord | None = None

    # ---------------------------------------------------------------- flow
    def _start_round(self) -> list[Event]:
        self.round += 1
        self.rng = random.Random(f"peech:{self.seed}:{self.round}")
        self._reset_round_fields()
        rng = self.rng
        self.points_cards = rng.sample(_POINTS_CARDS, PLAYERS)
        self.targets = rng.sample(_TARGET_CARDS, PLAYERS)
        out = set(self.targets)
        self.stock = Stock(c for c in DECK if c not in out)
        self.stock.shuffle(rng)
        events: list[Event] = [
            {"type": "round_start", "round": self.round, "rounds": self.options["rounds"]},
            {"type": "points_cards", "round": self.round, "cards": [_STR[c] for c in self.points_cards],
             "points": [start_points(c) for c in self.points_cards]},
            {"type": "target_cards", "round": self.round, "cards": [_STR[c] for c in self.targets]},
        ]
        deal = self._deal()
        if deal is None:   # pragma: no cover - a fresh stock of 48 always deals
            raise AssertionError("no first deal")
        events.extend(deal)
        return events

    def opening_events(self) -> list[Event]:
        """The current round's ``round_start``, ``points_cards``, ``target_cards``
        and first ``deal`` (as at the round's start)."""
        return [dict(e) for e in self._opening]

    def _deal(self) -> list[Event] | None:
        """Deal to the active seats (reshuffling the discard if needed); None if impossible."""
        events: list[Event] = []
        seats = [s for s in range(PLAYERS) if self.active[s]]
        n = min(HAND_SIZE, len(self.stock) // len(seats))
        if n == 0 and self.discard:
            k = self.stock.rebuild(self.rng, self.discard, keep=0)
            self.discard_up = []
            self.last_trick = None
            events.append({"type": "reshuffle", "count": k, "stock": len(self.stock)})
            n = min(HAND_SIZE, len(self.stock) // len(seats))
        if n == 0:
            return None
        cards = self.stock.cards
        for _ in range(n):
            for s in seats:
                self.hands[s].append(cards.pop())
        self.deal_no += 1
        events.append({"type": "deal", "deal": self.deal_no, "count": n,
                       "hands": [[_STR[c] for c in h] for h in self.hands], "stock": len(self.stock)})
        return events

    # ------------------------------------------------------------ protocol
    def to_act(self) -> frozenset[int]:
        if self.phase is Phase.OVER:
            return frozenset()
        return frozenset(s for s in range(PLAYERS) if self.active[s] and self.chosen[s] is None)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def totals(self) -> list[int]:
        return [self.round_scores[s] - self.round_wins[s] for s in range(PLAYERS)]

    def legal_actions(self, seat: int) -> list[Any]:
        if self.phase is Phase.OVER or not self.is_seat(seat) or not self.active[seat] \
                or self.chosen[seat] is not None:
            return []
        seen: set[Card] = set()
        out: list[Any] = []
        for c in sorted(self.hands[seat], key=_sort_key):
            if c not in seen:
                seen.add(c)
                out.append(_PLAY[c])
        return out

    def _reason(self, seat: int, action: Any) -> str | None:
        if self.phase is Phase.OVER:
            return QT_TRANSLATE_NOOP("engine", "The game is over.")
        if not isinstance(seat, int) or not 0 <= seat < PLAYERS:
            return QT_TRANSLATE_NOOP("engine", "It is not your turn.")
        if not self.active[seat]:
            return QT_TRANSLATE_NOOP("engine", "You said Peech: you sit out the rest of the round.")
        if self.chosen[seat] is not None:
            return QT_TRANSLATE_NOOP("engine", "You have already chosen your card for this battle.")
        if not isinstance(action, Play):
            return QT_TRANSLATE_NOOP("engine", "You must choose a card now.")
        c = action.card
        if not isinstance(c, Card) or c not in self.hands[seat]:
            return QT_TRANSLATE_NOOP("engine", "You do not hold that card.")
        return None

    def check(self, seat: int, action: Any) -> None:
        reason = self._reason(seat, action)
        if reason is not None:
            raise IllegalAction(reason)

    def explain_illegal(self, seat: int, action: Any) -> str:
        return self._reason(seat, action) or QT_TRANSLATE_NOOP("engine", "That move is not allowed now.")

    def _apply(self, seat: int, action: Any) -> list[Event]:
        hand = self.hands[seat]
        c = action.card
        i = hand.index(c)
        c = hand.pop(i)
        self.chosen[seat] = c
        events: list[Event] = [{"type": "chose", "seat": seat, "card": _STR[c], "trick": self.trick_no + 1}]
        if any(self.active[s] and self.chosen[s] is None for s in range(PLAYERS)):
            return events
        events.extend(self._battle())
        return events

    def _battle(self) -> list[Event]:
        self.trick_no += 1
        played = {s: c for s, c in enumerate(self.chosen) if c is not None}
        self.chosen = [None] * PLAYERS
        case, takes = resolve_case(played)
        aces = sum(1 for c in played.values() if c.rank == 1)
        events: list[Event] = [{"type": "reveal", "trick": self.trick_no,
                                "cards": [_STR[played[s]] if s in played else None for s in range(PLAYERS)],
                                "case": case, "winners": sorted(takes)}]
        taken_from: set[int] = set()
        rec_taken: list[list[Any]] = []
        rec_swaps: list[list[Any]] = []
        for w in sorted(takes):
            src, c = takes[w]
            taken_from.add(src)
            pile = self.won[w]
            if c.rank == 1 and aces == 1 and pile:
                old = pile.pop()
                pile.append(c)
                self.discard.append(old)
                self.discard_up.append(True)
                rec_swaps.append([w, _STR[c], _STR[old]])
                events.append({"type": "ace_swap", "seat": w, "ace": _STR[c], "from": src,
                               "card": _STR[old], "won": len(pile)})
            else:
                pile.append(c)
                events.append({"type": "take", "seat": w, "card": _STR[c], "from": src, "won": len(pile)})
            rec_taken.append([w, _STR[c], src])
        rest = [[s, _STR[played[s]]] for s in sorted(played) if s not in taken_from]
        for s in sorted(played):
            if s not in taken_from:
                self.discard.append(played[s])
                self.discard_up.append(True)
        if rest:
            events.append({"type": "discard", "cards": rest})
        self.last_trick = {"trick": self.trick_no,
                           "cards": [_STR[played[s]] if s in played else None for s in range(PLAYERS)],
                           "case": case, "taken": rec_taken, "ace_swaps": rec_swaps}
        # "Peech !"
        reached = [s for s in sorted(played) if len(self.won[s]) >= self.targets[s].rank]
        first = not self.peech
        for s in reached:
            self.active[s] = False
            self.peech.append(s)
            if first:
                self.first_reached.append(s)
            dropped = self.hands[s]
            self.hands[s] = []
            self.discard.extend(dropped)
            self.discard_up.extend([False] * len(dropped))
            events.append({"type": "peech", "seat": s, "target": self.targets[s].rank, "first": first,
                           "discarded": [_STR[c] for c in dropped]})
        if len(self.peech) >= 2:
            events.extend(self._end_round(limit=False))
            return events
        if self.trick_no >= ROUND_TRICK_LIMIT:
            events.extend(self._end_round(limit=True))
            return events
        seats = [s for s in range(PLAYERS) if self.active[s]]
        if not self.hands[seats[0]]:
            deal = self._deal()
            if deal is None:
                events.extend(self._end_round(limit=True))
                return events
            events.extend(deal)
        return events

    def _end_round(self, limit: bool) -> list[Event]:
        seats_rec: list[SeatRecord] = []
        event_seats: list[dict[str, Any]] = []
        for s in range(PLAYERS):
            start = start_points(self.points_cards[s])
            tcard = self.targets[s]
            won = self.won[s]
            score = round_score(start, tcard.rank, tcard, won)
            reached = len(won) >= tcard.rank
            win = s in self.first_reached
            rec: SeatRecord = {
                "start": start, "target": tcard.rank, "target_points": card_points(tcard),
                "won_count": len(won), "won_points": sum(card_points(c) for c in won),
                "reached": reached, "penalty": 0 if reached else tcard.rank - len(won),
                "score": score, "round_win": win,
            }
            seats_rec.append(rec)
            event_seats.append({**rec, "points_card": _STR[self.points_cards[s]], "target_card": _STR[tcard],
                                "won": [_STR[c] for c in won]})
            self.round_scores[s] += score
            self.round_wins[s] += 1 if win else 0
        self.history.append({"round": self.round, "limit": limit, "seats": seats_rec})
        events: list[Event] = [{"type": "round_scored", "round": self.round, "seats": event_seats,
                                "limit": limit, "totals": self.totals}]
        if self.round >= self.options["rounds"]:
            self.phase = Phase.OVER
            totals = self.totals
            best = min(totals)
            self.winners = [s for s in range(PLAYERS) if totals[s] == best]
            self.chosen = [None] * PLAYERS
            self.active = [False] * PLAYERS
            events.append({"type": "game_over", "totals": totals, "winners": list(self.winners)})
            return events
        events.extend(self._start_round())
        return events

    # ---------------------------------------------------------- visibility
    def redact(self, event: Event, seat: int | None) -> Event | None:
        """A seat sees its own target card, its own dealt cards, its own face-down
        choice and its own discarded hand; everything else is public."""
        t = event.get("type")
        if t == "target_cards":
            return {**event, "cards": [c if i == seat else None for i, c in enumerate(event["cards"])]}
        if t == "deal":
            return {**event, "hands": [list(h) if i == seat else hidden(h) for i, h in enumerate(event["hands"])]}
        if t == "chose":
            return event if event["seat"] == seat else {**event, "card": None}
        if t == "peech":
            return event if event["seat"] == seat else {**event, "discarded": hidden(event["discarded"])}
        return event

    def public_view(self) -> PeechPublicView:
        known: list[int | None] = [self.targets[s].rank if s in self.peech else None for s in range(PLAYERS)]
        lt = self.last_trick
        return {
            "game": self.game_id,
            "players": PLAYERS,
            "phase": self.phase.value,
            "round": self.round,
            "rounds": self.options["rounds"],
            "trick": self.trick_no,
            "deal": self.deal_no,
            "points_cards": [_STR[c] for c in self.points_cards],
            "start_points": [start_points(c) for c in self.points_cards],
            "won": [[_STR[c] for c in w] for w in self.won],
            "won_counts": [len(w) for w in self.won],
            "won_points": [sum(_POINTS[c.rank] for c in w) for w in self.won],
            "hand_sizes": [len(h) for h in self.hands],
            "stock_size": len(self.stock),
            "discard": [_STR[c] if up else None for c, up in zip(self.discard, self.discard_up, strict=True)],
            "chosen": [c is not None for c in self.chosen],
            "active": list(self.active),
            "peech": list(self.peech),
            "first_reached": list(self.first_reached),
            "known_targets": known,
            "last_trick": None if lt is None else _copy_trick(lt),
            "history": [_copy_round(r) for r in self.history],
            "round_scores": list(self.round_scores),
            "round_wins": list(self.round_wins),
            "totals": self.totals,
            "to_act": sorted(self.to_act()),
            "options": dict(self.options),
            "winners": None if self.winners is None else list(self.winners),
        }

    def view(self, seat: int) -> PeechView:
        if not self.is_seat(seat):
            raise ValueError(f"no seat {seat!r}")
        mine = self.chosen[seat]
        return {
            **self.public_view(),
            "seat": seat,
            "hand": [_STR[c] for c in sorted(self.hands[seat], key=_sort_key)],
            "target_card": _STR[self.targets[seat]],
            "target": self.targets[seat].rank,
            "my_choice": None if mine is None else _STR[mine],
        }

    # ------------------------------------------------------- serialisation
    def _dump(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "phase": self.phase.value,
            "round_scores": list(self.round_scores),
            "round_wins": list(self.round_wins),
            "history": [_copy_round(r) for r in self.history],
            "winners": self.winners,
            "points_cards": [_STR[c] for c in self.points_cards],
            "targets": [_STR[c] for c in self.targets],
            "hands": [[_STR[c] for c in h] for h in self.hands],
            "won": [[_STR[c] for c in w] for w in self.won],
            "chosen": [None if c is None else _STR[c] for c in self.chosen],
            "active": list(self.active),
            "peech": list(self.peech),
            "first_reached": list(self.first_reached),
            "stock": self.stock.to_json(),
            "discard": [_STR[c] for c in self.discard],
            "discard_up": list(self.discard_up),
            "trick_no": self.trick_no,
            "deal_no": self.deal_no,
            "last_trick": None if self.last_trick is None else _copy_trick(self.last_trick),
            "opening": self._opening,
        }

    _STATE_KEYS: ClassVar[tuple[str, ...]] = (
        "round", "phase", "round_scores", "round_wins", "history", "winners", "points_cards", "targets",
        "hands", "won", "chosen", "active", "peech", "first_reached", "stock", "discard", "discard_up",
        "trick_no", "deal_no", "last_trick", "opening")

    def _load(self, data: dict[str, Any]) -> None:
        """Typed, ranged fields; the position is then checked by
        :meth:`_check_consistent` (run by ``from_dict``)."""
        data = _keys(data, "Peech state", self._STATE_KEYS)
        rounds = self.options["rounds"]
        self.round = _int(data["round"], "round", 1, rounds)
        try:
            self.phase = Phase(data["phase"])
        except ValueError:
            raise SaveError(f"bad phase {data['phase']!r}") from None
        self.round_scores = _ints(data["round_scores"], "round_scores", 0, 10_000)
        self.round_wins = _ints(data["round_wins"], "round_wins", 0, rounds)
        self.history = [_load_round(r) for r in _list(data["history"], "history")]
        done = self.round if self.phase is Phase.OVER else self.round - 1
        if [r["round"] for r in self.history] != list(range(1, done + 1)):
            raise SaveError("the round history does not match the round number")
        if [sum(r["seats"][s]["score"] for r in self.history) for s in range(PLAYERS)] != self.round_scores:
            raise SaveError("the round scores do not add up")
        if [sum(r["seats"][s]["round_win"] for r in self.history) for s in range(PLAYERS)] != self.round_wins:
            raise SaveError("the round wins do not add up")
        w = data["winners"]
        if self.phase is Phase.OVER:
            if self.round != rounds:
                raise SaveError("a finished game must have played all its rounds")
            totals = self.totals
            if w != [s for s in range(PLAYERS) if totals[s] == min(totals)]:
                raise SaveError("the winners do not match the totals")
            self.winners = list(w)
        elif w is not None:
            raise SaveError("a game in progress has no winners")
        else:
            self.winners = None
        self.points_cards = _cards(data["points_cards"], "points_cards", PLAYERS)
        self.targets = _cards(data["targets"], "targets", PLAYERS)
        if any(c.rank < 7 for c in self.points_cards):
            raise SaveError("a points card must be a 7 to a king")
        if any(not 4 <= c.rank <= 10 for c in self.targets) or len(set(self.targets)) != PLAYERS:
            raise SaveError("the target cards must be four different cards from 4 to 10")
        if len(set(self.points_cards)) != PLAYERS:
            raise SaveError("the points cards must be four different cards")
        self.hands = [_cards(h, "hand") for h in _list(data["hands"], "hands", PLAYERS)]
        self.won = [_cards(h, "won") for h in _list(data["won"], "won", PLAYERS)]
        chosen = _list(data["chosen"], "chosen", PLAYERS)
        self.chosen = [None if t is None else _card(t) for t in chosen]
        self.active = [_bool(x, "active") for x in _list(data["active"], "active", PLAYERS)]
        self.peech = _ints(data["peech"], "peech", 0, PLAYERS - 1)
        self.first_reached = _ints(data["first_reached"], "first_reached", 0, PLAYERS - 1)
        self.stock = Stock.from_json(data["stock"])
        self.discard = _cards(data["discard"], "discard")
        self.discard_up = [_bool(x, "discard_up") for x in _list(data["discard_up"], "discard_up")]
        self.trick_no = _int(data["trick_no"], "trick_no", 0, ROUND_TRICK_LIMIT)
        self.deal_no = _int(data["deal_no"], "deal_no", 0, 10_000)
        lt = data["last_trick"]
        self.last_trick = None if lt is None else _load_trick(lt)
        opening = _list(data["opening"], "opening")
        if not all(isinstance(e, dict) and isinstance(e.get("type"), str) for e in opening):
            raise SaveError("bad opening events")
        self._opening = [dict(e) for e in opening]

    def _first_round_opening(self) -> list[Event]:
        return _opening_of(self.seed, tuple(sorted(self.options.items())), None)

    def _round_opening(self) -> list[Event]:
        """The current round's opening events (a function of the seed and the round:
        accepted too, should the opening ever follow the rounds)."""
        return _opening_of(self.seed, tuple(sorted(self.options.items())), self.round - 1)

    def card_places(self) -> list[tuple[str, list[Card]]]:
        """Target cards (out of play), hands, face-down choices, won piles, stock
        and discard (the points cards went back into the deck)."""
        return [("target cards", list(self.targets)),
                *((f"hand {s}", self.hands[s]) for s in range(PLAYERS)),
                ("choices", [c for c in self.chosen if c is not None]),
                *((f"won {s}", self.won[s]) for s in range(PLAYERS)),
                ("stock", self.stock.cards), ("discard", self.discard)]

    def _check_consistent(self) -> None:
        """The phase, the won piles against the targets and "Peech !", the hands of
        the active seats, the round history and the opening (which is the first
        round's, a function of the seed and the options)."""
        if self._opening != self._first_round_opening() and self._opening != self._round_opening():
            raise SaveError("the opening events are not the game's")
        lt = self.last_trick
        if lt is not None and lt["trick"] != self.trick_no:
            raise SaveError("the last battle is not the last one played")
        if len(self.discard_up) != len(self.discard):
            raise SaveError("the discard's faces do not match its cards")
        everything = list(self.targets) + [c for h in self.hands for c in h] + [c for w in self.won for c in w] + [
            c for c in self.chosen if c is not None] + list(self.stock.cards) + list(self.discard)
        if len(everything) != 52 or len(set(everything)) != 52:
            raise SaveError("the cards of the saved game do not make one deck")
        if len(set(self.peech)) != len(self.peech) or not set(self.first_reached) <= set(self.peech):
            raise SaveError("bad Peech record")
        if self.peech and not self.first_reached:
            raise SaveError("bad Peech record")
        for s in range(PLAYERS):
            n = len(self.won[s])
            target = self.targets[s].rank
            if n > target:
                raise SaveError(f"seat {s} won more cards than its target")
            if self.phase is Phase.CHOOSING:
                if (s in self.peech) != (n == target) or self.active[s] == (s in self.peech):
                    raise SaveError(f"seat {s}: Peech record does not match its won cards")
        if self.phase is Phase.OVER:
            if any(self.active) or any(c is not None for c in self.chosen):
                raise SaveError("a finished game has no one to act")
            return
        if len(self.peech) >= 2:
            raise SaveError("a round with two Peech is over")
        seats = [s for s in range(PLAYERS) if self.active[s]]
        sizes = {len(self.hands[s]) + (self.chosen[s] is not None) for s in seats}
        if len(sizes) != 1 or 0 in sizes:
            raise SaveError("the active seats' hands do not match")
        for s in range(PLAYERS):
            if not self.active[s] and (self.hands[s] or self.chosen[s] is not None):
                raise SaveError(f"seat {s} sits out but holds cards")
        if all(self.chosen[s] is not None for s in seats):
            raise SaveError("every seat has chosen but the battle was not revealed")


# ---------------------------------------------------------------- helpers
def _copy_trick(t: TrickRecord) -> TrickRecord:
    return {"trick": t["trick"], "cards": list(t["cards"]), "case": t["case"],
            "taken": [list(x) for x in t["taken"]], "ace_swaps": [list(x) for x in t["ace_swaps"]]}


def _copy_round(r: RoundRecord) -> RoundRecord:
    return {"round": r["round"], "limit": r["limit"], "seats": [_copy_seat(s) for s in r["seats"]]}


def _copy_seat(s: SeatRecord) -> SeatRecord:
    return {"start": s["start"], "target": s["target"], "target_points": s["target_points"],
            "won_count": s["won_count"], "won_points": s["won_points"], "reached": s["reached"],
            "penalty": s["penalty"], "score": s["score"], "round_win": s["round_win"]}


def _load_seat(s: Any) -> SeatRecord:
    """A seat's round record, its score recomputed from its own fields."""
    s = _keys(s, "round record", ("start", "target", "target_points", "won_count", "won_points", "reached",
                                  "penalty", "score", "round_win"))
    rec: SeatRecord = {
        "start": _int(s["start"], "start", 12, 21), "target": _int(s["target"], "target", 4, 10),
        "target_points": _int(s["target_points"], "target_points", 0, 5),
        "won_count": _int(s["won_count"], "won_count", 0, 10),
        "won_points": _int(s["won_points"], "won_points", 0, 50),
        "reached": _bool(s["reached"], "reached"), "penalty": _int(s["penalty"], "penalty", 0, 10),
        "score": _int(s["score"], "score", 0, 31), "round_win": _bool(s["round_win"], "round_win"),
    }
    reached = rec["won_count"] >= rec["target"]
    if rec["start"] not in _START.values() or rec["target_points"] != _POINTS[rec["target"]] \
            or rec["won_count"] > rec["target"] or rec["reached"] != reached \
            or rec["penalty"] != (0 if reached else rec["target"] - rec["won_count"]) \
            or (rec["round_win"] and not reached):
        raise SaveError("a round record does not add up")
    tp = rec["target_points"] if reached else 0
    expected = max(0, rec["start"] - (rec["won_points"] + tp)) + rec["penalty"]
    if rec["score"] != expected:
        raise SaveError("a round score does not add up")
    return rec


def _load_round(r: Any) -> RoundRecord:
    r = _keys(r, "round record", ("round", "limit", "seats"))
    return {"round": _int(r["round"], "round", 1, 7), "limit": _bool(r["limit"], "limit"),
            "seats": [_load_seat(s) for s in _list(r["seats"], "seats", PLAYERS)]}


def _load_trick(t: Any) -> TrickRecord:
    """The last battle: its cards, and its case, takes and ace swaps recomputed
    from them (:func:`resolve_case`)."""
    t = _keys(t, "last battle", ("trick", "cards", "case", "taken", "ace_swaps"))
    cards = [None if c is None else _card(c) for c in _list(t["cards"], "last battle", PLAYERS)]
    played = {s: c for s, c in enumerate(cards) if c is not None}
    if not played or len(set(played.values())) != len(played):
        raise SaveError("bad last battle")
    case, takes = resolve_case(played)
    aces = sum(1 for c in played.values() if c.rank == 1)
    taken = [[w, _STR[c], src] for w, (src, c) in sorted(takes.items())]
    if t["case"] != case or t["taken"] != taken:
        raise SaveError("the last battle does not match its cards")
    swaps = _list(t["ace_swaps"], "last battle")
    swapped = [w for w, (_, c) in sorted(takes.items()) if c.rank == 1 and aces == 1]
    if len(swaps) > len(swapped):
        raise SaveError("bad ace swap in the last battle")
    for x, w in zip(swaps, swapped, strict=False):
        sw, ace, old = _list(x, "ace swap", 3)
        if sw != w or ace != _STR[takes[w][1]]:
            raise SaveError("bad ace swap in the last battle")
        _card(old)
    return {"trick": _int(t["trick"], "last battle", 1, ROUND_TRICK_LIMIT),
            "cards": [None if c is None else _STR[c] for c in cards],
            "case": case, "taken": taken, "ace_swaps": [list(x) for x in swaps]}


@functools.lru_cache(maxsize=64)
def _opening_of(seed: int, options: tuple[tuple[str, Any], ...], round_before: int | None) -> list[Event]:
    """The opening events of a game (``round_before`` None) or of the round after
    ``round_before``: a function of the seed and the options, computed once for
    the checks of every load (a saved game is loaded again at each resume, undo
    and fuzzing step).  Compared only: never to be changed."""
    fresh = PeechState(seed=seed, options=dict(options))
    if round_before is None:
        return fresh._opening
    fresh.round = round_before
    return fresh._start_round()

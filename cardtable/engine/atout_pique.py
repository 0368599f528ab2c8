"""Atout Pique (Spades): four players, two partnerships, spades always trump.

The rules as the program plays them, and where it departs from the rule text
*Comment jouer à Atout Pique ?*, are in ``docs/rules.md`` ("Atout Pique"); here
they are with the decisions taken where the rules leave room:

* Seats 0..3 play clockwise (``seat + 1`` is the next player).  Partners sit
  opposite: team 0 is seats 0 and 2, team 1 is seats 1 and 3.
* Each hand the deck is shuffled with the state's own RNG and seat ``i``
  receives cards ``13*i .. 13*i+12``.  The first bidder of hand 1 is drawn at
  random, then moves one seat clockwise each hand; the dealer is the seat just
  before the first bidder (recorded for display only).
* Bidding: each seat in turn from the first bidder bids once, 0..13 (0 = nil).
  Bids are final.
* Blind nil (option ``blind_nil``, off by default): ``Bid(0, blind=True)``.  It
  is allowed only to a seat whose team trails the other team by 100 points or
  more (the usual house rule, so that it is a comeback move), and it is scored
  +200 if the bidder takes no trick, -200 otherwise.  The engine deals before the
  bidding, so it cannot know whether a human looked at the cards: the view says
  ``"may_bid_blind"`` and the table is expected to offer blind nil before showing
  the hand.  There is no card exchange between partners.
* Play: the first bidder leads the first trick.  A player must follow the suit
  led if able, otherwise may play any card.  A spade may not be led until spades
  are broken (a spade has been played to an earlier trick, even as a discard),
  unless the leader holds only spades; on the first trick spades are never broken,
  so the first lead is never a spade unless the first bidder holds only spades.
  Highest spade wins the trick, else the highest card of the suit led (ace high).
  The winner leads the next trick.
* Hand score of a team (:func:`score_team_hand`): ``B`` = sum of the non-nil bids;
  tricks counted toward ``B`` = tricks of the non-nil partners + tricks of a
  failed nil bidder.  counted >= B: +10*B and each counted trick over B is a bag
  (+1 point); counted < B: -10*B and no bags.  Each nil: +100 if its bidder took
  no trick, else -100 (blind nil +-200).  When both partners bid nil, B = 0 and
  every trick they take is a bag.  Bags accumulate over hands; each time a team
  reaches 10 bags it loses 100 points and 10 bags (the rest carry over; 20+ bags
  at once cost 100 per ten).
* "Boston" (one team takes all 13 tricks) is recorded (``"boston"`` in the team
  record) with no extra points.
* The game ends after the first hand at whose end a team has ``target`` (option,
  default 500) points or more and the scores differ; the higher score wins.
  Equal scores at that point mean another hand.  Option ``minus_200_loses`` (off
  by default): a hand that leaves a team at -200 or less also ends the game and
  the higher score wins (again only when the scores differ).

Actions: :class:`Bid` (``Bid(n)``, ``Bid(0, blind=True)``) and :class:`Play`
(``Play(card)``).

Events (plain JSON-serialisable dicts; the engine is omniscient, and
:meth:`AtoutPiqueState.redact` says what a seat may see of each: only the
``deal`` hides anything -- a seat sees its own hand, the other hands as lists of
``None`` of the same length):

``{"type": "hand_start", "hand": n, "dealer": seat, "first": seat}``
    a hand begins (``hand`` is 1-based; ``first`` bids first and leads first).
``{"type": "deal", "hand": n, "hands": [[card, ...] x 4]}``
    the 13 cards of each seat, as card strings, in dealing order.
``{"type": "bid", "seat": s, "bid": n, "blind": bool}``
    a bid (0 = nil).
``{"type": "bidding_done", "bids": [b0, b1, b2, b3], "blind": [bool x 4], "leader": seat}``
    the fourth bid was made; ``leader`` leads the first trick.
``{"type": "card_played", "seat": s, "card": "QH", "trick": i}``
    a card was played to trick ``i`` (0-based within the hand).
``{"type": "spades_broken", "seat": s, "card": "5S"}``
    the first spade of the hand was played (right after its ``card_played``).
``{"type": "trick_won", "winner": s, "plays": [[seat, card], ...], "tricks": [t0..t3], "trick": i}``
    the fourth card of a trick was played; ``plays`` in play order, ``tricks``
    the tricks won per seat so far this hand.
``{"type": "hand_scored", "hand": n, "teams": [record0, record1], "scores": [..], "bags": [..]}``
    after the 13th trick.  A team record has ``team, seats, bids, blind, tricks,
    contract, counted, made, contract_points, bags_this_hand, nils (a list of
    {seat, blind, made, points}), bag_penalty, points, score, bags, boston``.
``{"type": "game_over", "scores": [s0, s1], "winner": team}``
    the game is over (after a ``hand_scored``).

The ``apply`` that plays the 52nd card returns ``card_played``, ``trick_won``,
``hand_scored`` and then either ``game_over`` or the next ``hand_start`` and
``deal``.  The first hand's ``hand_start``/``deal`` happen when the state is
created; :meth:`AtoutPiqueState.opening_events` gives them (for the current hand).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, TypedDict

from .base import Event, GameState, OptionSpec
from .cards import DECK, Card, Suit
from .errors import IllegalAction, SaveError
from .i18n import QT_TRANSLATE_NOOP
from .kit import Play, hidden
from .loading import load_bool as _bool
from .loading import load_card as _card
from .loading import load_cards as _cards
from .loading import load_int as _int
from .loading import load_ints as _ints
from .loading import load_keys as _keys
from .loading import load_list as _list
from .loading import load_opt_int as _opt_int

__all__ = [
    "AtoutPiqueState", "AtoutPiquePublicView", "AtoutPiqueView", "Bid", "Phase", "Play", "PRIVATE_KEYS",
    "NIL_POINTS", "BLIND_NIL_POINTS", "BAG_LIMIT",
    "BAG_PENALTY", "card_power", "trick_winner", "score_team_hand", "score_team_detail",
    "team_of", "partner_of", "display_sort_key",
]

NIL_POINTS = 100
BLIND_NIL_POINTS = 200
BAG_LIMIT = 10
BAG_PENALTY = 100
BLIND_NIL_DEFICIT = 100

SPADES = Suit.SPADES


class Phase(StrEnum):
    """The phase of a game; views and saves hold its plain string value."""

    BIDDING = "bidding"
    PLAYING = "playing"
    OVER = "over"


PHASE_BIDDING = Phase.BIDDING
PHASE_PLAYING = Phase.PLAYING
PHASE_OVER = Phase.OVER

_DISPLAY_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}


def card_power(c: Card) -> int:
    """2..14 (ace high)."""
    return 14 if c.rank == 1 else c.rank


_POWER: dict[Card, int] = {c: card_power(c) for c in DECK}
_STR: dict[Card, str] = {c: str(c) for c in DECK}
# Hashing a Card (a frozen dataclass holding an enum) is slow; the engine only
# ever holds the DECK instances, so its hot paths look them up by identity.
_STR_ID: dict[int, str] = {id(c): str(c) for c in DECK}
_CANON: dict[Card, Card] = {c: c for c in DECK}
_CANON_ID: dict[int, Card] = {id(c): c for c in DECK}


def display_sort_key(c: Card) -> tuple[int, int]:
    """Spades, hearts, clubs, diamonds (colours alternate); 2 low, ace high."""
    return (_DISPLAY_SUIT_ORDER[c.suit], _POWER[c])


_SORT_ID: dict[int, tuple[int, int]] = {id(c): display_sort_key(c) for c in DECK}


def _sort_key_id(c: Card) -> tuple[int, int]:
    return _SORT_ID[id(c)]


def team_of(seat: int) -> int:
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % 4


# -------------------------------------------------------------------- views
class TrickRecord(TypedDict):
    leader: int
    plays: list[list[Any]]      # [[seat, card], ...] in play order
    winner: int


class AtoutPiquePublicView(TypedDict):
    """What everyone at the table (and any onlooker) may know."""

    game: str
    players: int
    phase: str                  # a :class:`Phase` value
    hand_sizes: list[int]
    hand_number: int
    dealer: int
    first_bidder: int
    bids: list[int | None]
    blind: list[bool]
    trick: list[list[Any]]      # [[seat, card], ...] of the trick in progress
    trick_number: int
    leader: int
    tricks_won: list[int]
    completed_tricks: list[TrickRecord]
    last_trick: TrickRecord | None
    spades_broken: bool
    scores: list[int]
    bags: list[int]
    to_act: list[int]
    history: list[dict[str, Any]]   # one {"hand", "teams"} record per scored hand
    options: dict[str, Any]
    target: int
    winner: int | None


class AtoutPiqueView(AtoutPiquePublicView):
    """``public_view()`` plus what only ``seat`` may know (:data:`PRIVATE_KEYS`)."""

    seat: int
    partner: int
    team: int
    hand: list[str]             # own cards, sorted for display
    may_bid_blind: bool


PRIVATE_KEYS: tuple[str, ...] = ("seat", "partner", "team", "hand", "may_bid_blind")


# ------------------------------------------------------------------- actions
@dataclass(frozen=True, slots=True)
class Bid:
    """A bid of ``n`` tricks (0 = nil); ``blind`` for a blind nil."""

    n: int
    blind: bool = False

    def __str__(self) -> str:
        if self.n == 0:
            return "blind nil" if self.blind else "nil"
        return f"bid {self.n}"


_PLAY: dict[Card, Play] = {c: Play(c) for c in DECK}
_PLAY_ID: dict[int, Play] = {id(c): p for c, p in _PLAY.items()}
_BIDS: tuple[Bid, ...] = tuple(Bid(n) for n in range(14))
_BLIND_NIL = Bid(0, True)


# ------------------------------------------------------------------ kernels
def trick_winner(cards: Sequence[Card]) -> int:
    """Index of the winning card; ``cards[0]`` was led.

    >>> trick_winner([Card.parse(t) for t in ("QH", "AH", "2S", "KH")])
    2
    >>> trick_winner([Card.parse(t) for t in ("QH", "AD", "3H", "KC")])
    0
    """
    if not cards:
        raise ValueError("a trick needs at least one card")
    best = 0
    best_c = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if c.suit is best_c.suit:
            if _POWER[c] > _POWER[best_c]:
                best, best_c = i, c
        elif c.suit is SPADES:
            best, best_c = i, c
        # else: a discard of another suit never wins
    return best


def _position(hand: list[Card], c: Card) -> int:
    """Index of the DECK instance ``c`` in ``hand`` (by identity), or -1."""
    i = 0
    for h in hand:
        if h is c:
            return i
        i += 1
    return -1


def _winner_index(plays: list[tuple[int, Card]]) -> int:
    best = 0
    best_c = plays[0][1]
    for i in (1, 2, 3):
        c = plays[i][1]
        if c.suit is best_c.suit:
            if c.rank != best_c.rank and (c.rank == 1 or (best_c.rank != 1 and c.rank > best_c.rank)):
                best, best_c = i, c
        elif c.suit is SPADES:
            best, best_c = i, c
    return best


def score_team_detail(bids: Sequence[int], tricks: Sequence[int], bags: int,
                      blind: Sequence[bool] = (False, False)) -> dict[str, Any]:
    """The full scoring of one team's hand (see the module docstring).

    ``bids``/``tricks``/``blind``: the two partners' values; ``bags``: the team's
    bags before the hand.  Returns a dict with ``contract, counted, made,
    contract_points, bags_this_hand, nils, bag_penalty, points, bags``; the
    ``nils`` entries carry the partner index ``0``/``1`` under ``"partner"``.
    """
    if len(bids) != 2 or len(tricks) != 2:
        raise ValueError("bids and tricks are the two partners' values")
    for b in bids:
        if not 0 <= b <= 13:
            raise ValueError(f"bad bid {b}")
    for t in tricks:
        if not 0 <= t <= 13:
            raise ValueError(f"bad trick count {t}")
    if sum(tricks) > 13:
        raise ValueError("a team cannot take more than 13 tricks")
    if bags < 0:
        raise ValueError("bags cannot be negative")
    blinds = list(blind) if blind else [False, False]
    contract = sum(b for b in bids if b > 0)
    counted = 0
    nils: list[dict[str, Any]] = []
    nil_points = 0
    for i in range(2):
        if bids[i] > 0:
            counted += tricks[i]
        else:
            made = tricks[i] == 0
            value = BLIND_NIL_POINTS if blinds[i] else NIL_POINTS
            pts = value if made else -value
            nil_points += pts
            if not made:
                counted += tricks[i]
            nils.append({"partner": i, "blind": bool(blinds[i]), "made": made, "points": pts})
    if counted >= contract:
        made_contract = True
        contract_points = 10 * contract
        bags_this_hand = counted - contract
    else:
        made_contract = False
        contract_points = -10 * contract
        bags_this_hand = 0
    total_bags = bags + bags_this_hand
    penalties = total_bags // BAG_LIMIT
    bag_penalty = -BAG_PENALTY * penalties
    bags_after = total_bags - BAG_LIMIT * penalties
    points = contract_points + bags_this_hand + nil_points + bag_penalty
    return {
        "contract": contract, "counted": counted, "made": made_contract,
        "contract_points": contract_points, "bags_this_hand": bags_this_hand,
        "nils": nils, "bag_penalty": bag_penalty, "points": points, "bags": bags_after,
    }


def score_team_hand(bids: Sequence[int], tricks: Sequence[int], bags: int,
                    blind: Sequence[bool] = (False, False)) -> tuple[int, int]:
    """(points for the hand, bags after) of one team.

    >>> score_team_hand([4, 3], [5, 3], 0)     # 7 bid, 8 taken: 70 + 1 bag
    (71, 1)
    >>> score_team_hand([0, 4], [2, 3], 0)     # failed nil: its 2 tricks count for the 4
    (-59, 1)
    >>> score_team_hand([3, 3], [4, 4], 8)     # 2 bags reach 10: -100
    (-38, 0)
    """
    d = score_team_detail(bids, tricks, bags, blind)
    return int(d["points"]), int(d["bags"])


# -------------------------------------------------------------------- state
class AtoutPiqueState(GameState):
    """A whole game of Atout Pique to the target score."""

    game_id: ClassVar[str] = "atout_pique"
    title: ClassVar[str] = QT_TRANSLATE_NOOP("engine", "Atout Pique")
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 4
    team_game: ClassVar[bool] = True
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("target", "int", 500, QT_TRANSLATE_NOOP("engine", "Points to win"),
                   minimum=100, maximum=2000),
        OptionSpec("blind_nil", "bool", False, QT_TRANSLATE_NOOP("engine", "Blind nil (±200)")),
        OptionSpec("minus_200_loses", "bool", False,
                   QT_TRANSLATE_NOOP("engine", "A team at −200 or less loses")),
    )

    def __init__(self, seed: int | None = 0, players: int | None = None,
                 options: dict[str, Any] | None = None) -> None:
        super().__init__(seed=seed, players=players, options=options)
        self.hand_number = 0
        self.first_bidder = self.rng.randrange(4)
        self.dealer = (self.first_bidder - 1) % 4
        self.scores = [0, 0]
        self.bags = [0, 0]
        self.history: list[dict[str, Any]] = []
        self.winner: int | None = None
        self.phase: Phase = PHASE_BIDDING
        self.hands: list[list[Card]] = [[], [], [], []]
        self.dealt: list[list[Card]] = [[], [], [], []]
        self.bids: list[int | None] = [None] * 4
        self.blind = [False] * 4
        self.turn = self.first_bidder
        self.leader = self.first_bidder
        self.trick: list[tuple[int, Card]] = []
        self.completed: list[tuple[int, list[tuple[int, Card]], int]] = []
        self.tricks_won = [0, 0, 0, 0]
        self.spades_broken = False
        self._start_hand(first=self.first_bidder)

    # ------------------------------------------------------------- hand flow
    def _start_hand(self, first: int) -> list[Event]:
        self.hand_number += 1
        self.first_bidder = first
        self.dealer = (first - 1) % 4
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.dealt = [deck[13 * i:13 * i + 13] for i in range(4)]
        self.hands = [list(h) for h in self.dealt]
        self.bids = [None] * 4
        self.blind = [False] * 4
        self.phase = PHASE_BIDDING
        self.turn = first
        self.leader = first
        self.trick = []
        self.completed = []
        self.tricks_won = [0, 0, 0, 0]
        self.spades_broken = False
        return self.opening_events()

    def opening_events(self) -> list[Event]:
        """``hand_start`` and ``deal`` of the current hand (as at its start)."""
        return [
            {"type": "hand_start", "hand": self.hand_number, "dealer": self.dealer,
             "first": self.first_bidder},
            {"type": "deal", "hand": self.hand_number,
             "hands": [[_STR_ID[id(c)] for c in h] for h in self.dealt]},
        ]

    # -------------------------------------------------------------- protocol
    def redact(self, event: Event, seat: int | None) -> Event | None:
        """The ``deal`` shows ``seat`` its own hand only (onlookers: no hand);
        every other event is public."""
        if event.get("type") != "deal":
            return event
        hands = event["hands"]
        return {**event, "hands": [list(h) if i == seat else hidden(h) for i, h in enumerate(hands)]}

    def to_act(self) -> frozenset[int]:
        if self.phase == PHASE_OVER:
            return frozenset()
        return frozenset((self.turn,))

    @property
    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    @property
    def totals(self) -> list[int]:
        return [self.scores[s % 2] for s in range(4)]

    def may_bid_blind(self, seat: int) -> bool:
        if not self.options["blind_nil"] or self.phase != PHASE_BIDDING or seat != self.turn:
            return False
        team = seat % 2
        return self.scores[1 - team] - self.scores[team] >= BLIND_NIL_DEFICIT

    def legal_cards(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play now (empty when it is not its turn to play)."""
        if self.phase != PHASE_PLAYING or seat != self.turn:
            return []
        hand = self.hands[seat]
        if self.trick:
            led = self.trick[0][1].suit
            follow = [c for c in hand if c.suit is led]
            return follow if follow else list(hand)
        if self.spades_broken:
            return list(hand)
        side = [c for c in hand if c.suit is not SPADES]
        return side if side else list(hand)

    def legal_actions(self, seat: int) -> list[Any]:
        if not self.is_seat(seat):
            return []
        if self.phase == PHASE_BIDDING:
            if seat != self.turn:
                return []
            out: list[Any] = list(_BIDS)
            if self.may_bid_blind(seat):
                out.append(_BLIND_NIL)
            return out
        return [_PLAY_ID[id(c)] for c in self.legal_cards(seat)]

    def check(self, seat: int, action: Any) -> None:
        if self.phase == PHASE_OVER:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "The game is over."))
        if seat != self.turn:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "It is not your turn."))
        reason = self._reason(seat, action)
        if reason is not None:
            raise reason

    def explain_illegal(self, seat: int, action: Any) -> str:
        if self.phase == PHASE_OVER:
            return QT_TRANSLATE_NOOP("engine", "The game is over.")
        if seat != self.turn:
            return QT_TRANSLATE_NOOP("engine", "It is not your turn.")
        reason = self._reason(seat, action)
        if reason is None:
            return QT_TRANSLATE_NOOP("engine", "That move is not allowed now.")
        return str(reason)

    def _reason(self, seat: int, action: Any) -> IllegalAction | None:
        """``None`` if legal for the seat to act, else the refusal."""
        if self.phase == PHASE_BIDDING:
            if not isinstance(action, Bid):
                return IllegalAction(QT_TRANSLATE_NOOP("engine", "You must bid now."))
            n = action.n
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 13:
                return IllegalAction(QT_TRANSLATE_NOOP("engine", "Bids are from 0 to 13."))
            if not isinstance(action.blind, bool):      # Bid(3, blind=None) is no bid (fuzzer)
                return IllegalAction(QT_TRANSLATE_NOOP("engine", "That move is not allowed now."))
            if action.blind:
                if not self.options["blind_nil"]:
                    return IllegalAction(QT_TRANSLATE_NOOP("engine", "Blind nil is not allowed in this game."))
                if n != 0:
                    return IllegalAction(QT_TRANSLATE_NOOP("engine", "A blind bid can only be nil."))
                if not self.may_bid_blind(seat):
                    return IllegalAction(QT_TRANSLATE_NOOP(
                        "engine", "Blind nil is only allowed when your team trails by {points} points or more."),
                        points=BLIND_NIL_DEFICIT)
            return None
        # playing
        if not isinstance(action, Play):
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "You must play a card now."))
        c = action.card
        hand = self.hands[seat]
        if not isinstance(c, Card) or _position(hand, _CANON_ID.get(id(c)) or _CANON[c]) < 0:
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "You do not hold that card."))
        if self.trick:
            led = self.trick[0][1].suit
            if c.suit is not led and any(h.suit is led for h in hand):
                return IllegalAction(QT_TRANSLATE_NOOP("engine", "You must follow suit: {suit}."),
                                     suit=led.english_name, suit_code=led.value)
            return None
        if c.suit is SPADES and not self.spades_broken and any(h.suit is not SPADES for h in hand):
            if not self.completed:
                return IllegalAction(QT_TRANSLATE_NOOP("engine", "You may not lead a spade to the first trick."))
            return IllegalAction(QT_TRANSLATE_NOOP("engine", "Spades are not broken yet."))
        return None

    def _apply(self, seat: int, action: Any) -> list[Event]:
        if self.phase == PHASE_BIDDING:
            return self._apply_bid(seat, action)
        c = action.card
        return self._apply_play(seat, _CANON_ID.get(id(c)) or _CANON[c])

    def _apply_bid(self, seat: int, action: Bid) -> list[Event]:
        self.bids[seat] = action.n
        self.blind[seat] = bool(action.blind)
        events: list[Event] = [{"type": "bid", "seat": seat, "bid": action.n, "blind": bool(action.blind)}]
        nxt = (seat + 1) % 4
        if nxt == self.first_bidder:
            self.phase = PHASE_PLAYING
            self.turn = self.leader = self.first_bidder
            events.append({"type": "bidding_done", "bids": list(self.bids), "blind": list(self.blind),
                           "leader": self.leader})
        else:
            self.turn = nxt
        return events

    def _apply_play(self, seat: int, c: Card) -> list[Event]:
        del self.hands[seat][_position(self.hands[seat], c)]
        self.trick.append((seat, c))
        trick_no = len(self.completed)
        text = _STR_ID[id(c)]
        events: list[Event] = [{"type": "card_played", "seat": seat, "card": text, "trick": trick_no}]
        if c.suit is SPADES and not self.spades_broken:
            self.spades_broken = True
            events.append({"type": "spades_broken", "seat": seat, "card": text})
        if len(self.trick) < 4:
            self.turn = (seat + 1) % 4
            return events
        plays = self.trick
        w = plays[_winner_index(plays)][0]
        self.tricks_won[w] += 1
        self.completed.append((self.leader, plays, w))
        self.trick = []
        self.leader = self.turn = w
        events.append({"type": "trick_won", "winner": w, "plays": [[s, _STR_ID[id(x)]] for s, x in plays],
                       "tricks": list(self.tricks_won), "trick": trick_no})
        if len(self.completed) == 13:
            events.extend(self._end_hand())
        return events

    def _end_hand(self) -> list[Event]:
        records = []
        for team in (0, 1):
            seats = [team, team + 2]
            bids = [int(self.bids[s] or 0) for s in seats]
            blind = [self.blind[s] for s in seats]
            tricks = [self.tricks_won[s] for s in seats]
            d = score_team_detail(bids, tricks, self.bags[team], blind)
            self.scores[team] += d["points"]
            self.bags[team] = d["bags"]
            nils = [{"seat": seats[n["partner"]], "blind": n["blind"], "made": n["made"],
                     "points": n["points"]} for n in d["nils"]]
            records.append({
                "team": team, "seats": seats, "bids": bids, "blind": blind, "tricks": tricks,
                "contract": d["contract"], "counted": d["counted"], "made": d["made"],
                "contract_points": d["contract_points"], "bags_this_hand": d["bags_this_hand"],
                "nils": nils, "bag_penalty": d["bag_penalty"], "points": d["points"],
                "score": self.scores[team], "bags": self.bags[team], "boston": sum(tricks) == 13,
            })
        self.history.append({"hand": self.hand_number, "teams": records})
        events: list[Event] = [{"type": "hand_scored", "hand": self.hand_number, "teams": records,
                                "scores": list(self.scores), "bags": list(self.bags)}]
        winner = self._game_winner()
        if winner is not None:
            self.phase = PHASE_OVER
            self.winner = winner
            self.turn = -1
            events.append({"type": "game_over", "scores": list(self.scores), "winner": winner})
            return events
        events.extend(self._start_hand(first=(self.first_bidder + 1) % 4))
        return events

    def _game_winner(self) -> int | None:
        a, b = self.scores
        target = self.options["target"]
        ends = a >= target or b >= target
        if self.options["minus_200_loses"] and (a <= -200 or b <= -200):
            ends = True
        if not ends or a == b:
            return None
        return 0 if a > b else 1

    # ------------------------------------------------------------------ view
    def public_view(self) -> AtoutPiquePublicView:
        last = self.completed[-1] if self.completed else None
        return {
            "game": self.game_id,
            "players": 4,
            "phase": self.phase.value,
            "hand_sizes": [len(h) for h in self.hands],
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "first_bidder": self.first_bidder,
            "bids": list(self.bids),
            "blind": list(self.blind),
            "trick": [[s, _STR_ID[id(c)]] for s, c in self.trick],
            "trick_number": len(self.completed),
            "leader": self.leader,
            "tricks_won": list(self.tricks_won),
            "completed_tricks": [_trick_dict(t) for t in self.completed],
            "last_trick": _trick_dict(last) if last is not None else None,
            "spades_broken": self.spades_broken,
            "scores": list(self.scores),
            "bags": list(self.bags),
            "to_act": sorted(self.to_act()),
            "history": [_copy_history(h) for h in self.history],
            "options": dict(self.options),
            "target": self.options["target"],
            "winner": self.winner,
        }

    def view(self, seat: int) -> AtoutPiqueView:
        if not self.is_seat(seat):
            raise ValueError(f"no seat {seat!r}")
        pub = self.public_view()
        return {
            **pub,
            "seat": seat,
            "partner": (seat + 2) % 4,
            "team": seat % 2,
            "hand": [_STR_ID[id(c)] for c in sorted(self.hands[seat], key=_sort_key_id)],
            "may_bid_blind": self.may_bid_blind(seat),
        }

    # --------------------------------------------------------- serialisation
    def _dump(self) -> dict[str, Any]:
        return {
            "hand_number": self.hand_number,
            "first_bidder": self.first_bidder,
            "dealer": self.dealer,
            "scores": list(self.scores),
            "bags": list(self.bags),
            "history": self.history,
            "winner": self.winner,
            "phase": self.phase.value,
            "hands": [[_STR_ID[id(c)] for c in h] for h in self.hands],
            "dealt": [[_STR_ID[id(c)] for c in h] for h in self.dealt],
            "bids": list(self.bids),
            "blind": list(self.blind),
            "turn": self.turn,
            "leader": self.leader,
            "trick": [[s, _STR_ID[id(c)]] for s, c in self.trick],
            "completed": [[ld, [[s, _STR_ID[id(c)]] for s, c in plays], w] for ld, plays, w in self.completed],
            "tricks_won": list(self.tricks_won),
            "spades_broken": self.spades_broken,
        }

    _STATE_KEYS: ClassVar[tuple[str, ...]] = (
        "hand_number", "first_bidder", "dealer", "scores", "bags", "history", "winner", "phase", "hands",
        "dealt", "bids", "blind", "turn", "leader", "trick", "completed", "tricks_won", "spades_broken")

    def _load(self, data: dict[str, Any]) -> None:
        """Typed, ranged fields (:mod:`~cardtable.engine.loading`); the position is
        then checked by :meth:`_check_consistent` (run by ``from_dict``)."""
        d = _keys(data, "Atout Pique state", self._STATE_KEYS)
        self.hand_number = _int(d["hand_number"], "hand number", 1, 100_000)
        self.first_bidder = _int(d["first_bidder"], "first bidder", 0, 3)
        self.dealer = _int(d["dealer"], "dealer", 0, 3)
        self.scores = _ints(d["scores"], "scores", -10_000_000, 10_000_000, 2)
        self.bags = _ints(d["bags"], "bags", 0, BAG_LIMIT - 1, 2)
        self.history = [_load_hand_record(h) for h in _list(d["history"], "history")]
        self.winner = _opt_int(d["winner"], "winner", 0, 1)
        try:
            self.phase = Phase(d["phase"]) if isinstance(d["phase"], str) else Phase("")
        except ValueError:
            raise SaveError(f"bad phase {str(d['phase'])[:20]!r}") from None
        self.hands = [[_CANON[c] for c in _cards(h, "hand", None)] for h in _list(d["hands"], "hands", 4)]
        self.dealt = [[_CANON[c] for c in _cards(h, "dealt", 13)] for h in _list(d["dealt"], "dealt", 4)]
        self.bids = [_opt_int(b, "bid", 0, 13) for b in _list(d["bids"], "bids", 4)]
        self.blind = [_bool(b, "blind") for b in _list(d["blind"], "blind", 4)]
        self.turn = _int(d["turn"], "turn", -1, 3)
        self.leader = _int(d["leader"], "leader", 0, 3)
        self.trick = [_load_play(p) for p in _list(d["trick"], "trick")]
        self.completed = []
        for t in _list(d["completed"], "completed tricks"):
            ld, plays, w = _list(t, "completed trick", 3)
            self.completed.append((_int(ld, "leader", 0, 3), [_load_play(p) for p in _list(plays, "trick", 4)],
                                   _int(w, "winner", 0, 3)))
        self.tricks_won = _ints(d["tricks_won"], "tricks won", 0, 13, 4)
        self.spades_broken = _bool(d["spades_broken"], "spades broken")

    def card_places(self) -> list[tuple[str, list[Card]]]:
        """The hands, the trick in progress and the tricks of this hand (the
        cards of earlier hands were dealt again)."""
        return [*((f"hand {s}", self.hands[s]) for s in range(4)),
                ("trick", [c for _, c in self.trick]),
                *((f"trick {i + 1}", [c for _, c in plays]) for i, (_, plays, _) in enumerate(self.completed))]

    def _check_consistent(self) -> None:
        """The hand replayed from the save: who dealt and bid, the tricks (seats in
        order, suit followed, winners, leaders), the cards each seat played come from
        what it was dealt, the scores and bags from the history of scored hands."""
        if self.dealer != (self.first_bidder - 1) % 4:
            raise SaveError("the dealer is not before the first bidder")
        over = self.phase is PHASE_OVER
        # scored hands: each record rebuilt from its bids and tricks
        if [h["hand"] for h in self.history] != list(range(1, self.hand_number + (1 if over else 0))):
            raise SaveError("the scored hands do not match the hand number")
        scores, bags = [0, 0], [0, 0]
        for h in self.history:
            for team, rec in enumerate(h["teams"]):
                if rec != _team_record(team, rec["bids"], rec["blind"], rec["tricks"], bags[team], scores[team]):
                    raise SaveError(f"the score of hand {h['hand']} does not add up")
                scores[team], bags[team] = rec["score"], rec["bags"]
            if sum(sum(r["tricks"]) for r in h["teams"]) != 13:
                raise SaveError(f"hand {h['hand']} does not have 13 tricks")
            if h is not self.history[-1] and self._winner_of(scores) is not None:
                raise SaveError(f"the game ended after hand {h['hand']}")
        if scores != self.scores or bags != self.bags:
            raise SaveError("the scores do not match the scored hands")
        if over:
            if self.winner is None or self.winner != self._winner_of(self.scores) or self.turn != -1:
                raise SaveError("the winner does not match the scores")
        elif self.winner is not None or self._winner_of(self.scores) is not None:
            raise SaveError("the game should be over")
        if not over and self.turn == -1:
            raise SaveError("nobody has the turn")
        # the bidding
        order = [(self.first_bidder + k) % 4 for k in range(4)]
        nbids = sum(b is not None for b in self.bids)
        if [b is not None for b in (self.bids[s] for s in order)] != [k < nbids for k in range(4)]:
            raise SaveError("the bids are not in turn")
        # the scores when this hand was bid (a finished game has scored it already)
        bid_scores = [r["score"] - r["points"] for r in self.history[-1]["teams"]] if over else self.scores
        for s in range(4):
            if self.blind[s] and (self.bids[s] != 0 or not self.options["blind_nil"]
                                  or bid_scores[1 - s % 2] - bid_scores[s % 2] < BLIND_NIL_DEFICIT):
                raise SaveError(f"seat {s} may not have bid blind nil")
        if self.phase is PHASE_BIDDING:
            if nbids == 4 or self.turn != order[nbids] or self.leader != self.first_bidder:
                raise SaveError("the bidding is not at the bidder's turn")
            if self.trick or self.completed or self.spades_broken or any(self.tricks_won):
                raise SaveError("no card is played during the bidding")
        elif nbids != 4:
            raise SaveError("the play starts after four bids")
        # the tricks, replayed
        if len(self.completed) > 13 or (len(self.completed) == 13) != over or len(self.trick) >= 4:
            raise SaveError("bad number of tricks")
        if over and self.trick:
            raise SaveError("a finished hand has no trick in progress")
        leader, broken, won = self.first_bidder, False, [0, 0, 0, 0]
        played: list[list[Card]] = [[], [], [], []]
        tricks = [*((ld, plays, w) for ld, plays, w in self.completed), (self.leader, self.trick, None)]
        for ld, plays, w in tricks:
            if ld != leader or [s for s, _ in plays] != [(ld + k) % 4 for k in range(len(plays))]:
                raise SaveError("a trick is not played in turn")
            if plays:
                lead = plays[0][1]
                if lead.suit is SPADES and not broken and not self._only_spades(ld, played, len(played[ld])):
                    raise SaveError("a spade was led before spades were broken")
                for s, c in plays:
                    if c.suit is not lead.suit and self._held_suit(s, played, len(played[s]), lead.suit):
                        raise SaveError(f"seat {s} did not follow suit")
                    played[s].append(c)
                    broken = broken or c.suit is SPADES
            if w is not None:
                if w != plays[_winner_index(list(plays))][0]:
                    raise SaveError("a trick was given to the wrong seat")
                won[w] += 1
                leader = w
        if broken != self.spades_broken or won != self.tricks_won:
            raise SaveError("the tricks won or the broken spades do not match the tricks")
        if not over and self.phase is PHASE_PLAYING and self.turn != (leader + len(self.trick)) % 4:
            raise SaveError("the turn is not the next seat of the trick")
        for s in range(4):
            if set(self.dealt[s]) != set(self.hands[s]) | set(played[s]) or \
                    len(self.hands[s]) + len(played[s]) != 13:
                raise SaveError(f"the cards of seat {s} do not match its deal")

    def _winner_of(self, scores: list[int]) -> int | None:
        a, b = scores
        target = self.options["target"]
        ends = a >= target or b >= target or (self.options["minus_200_loses"] and (a <= -200 or b <= -200))
        if not ends or a == b:
            return None
        return 0 if a > b else 1

    def _later(self, seat: int, played: list[list[Card]], k: int) -> list[Card]:
        """The cards ``seat`` held after its ``k``-th play of the hand (dealt minus played)."""
        gone = set(played[seat][:k])
        return [c for c in self.dealt[seat] if c not in gone]

    def _held_suit(self, seat: int, played: list[list[Card]], k: int, suit: Suit) -> bool:
        return any(c.suit is suit for c in self._later(seat, played, k))

    def _only_spades(self, seat: int, played: list[list[Card]], k: int) -> bool:
        return all(c.suit is SPADES for c in self._later(seat, played, k))


# ----------------------------------------------------------- loading helpers
_RECORD_KEYS = ("team", "seats", "bids", "blind", "tricks", "contract", "counted", "made", "contract_points",
                "bags_this_hand", "nils", "bag_penalty", "points", "score", "bags", "boston")


def _team_record(team: int, bids: list[int], blind: list[bool], tricks: list[int], bags: int,
                 score: int) -> dict[str, Any]:
    """A team's record of a scored hand, as the end of a hand writes it."""
    seats = [team, team + 2]
    d = score_team_detail(bids, tricks, bags, blind)
    nils = [{"seat": seats[n["partner"]], "blind": n["blind"], "made": n["made"], "points": n["points"]}
            for n in d["nils"]]
    return {"team": team, "seats": seats, "bids": list(bids), "blind": list(blind), "tricks": list(tricks),
            "contract": d["contract"], "counted": d["counted"], "made": d["made"],
            "contract_points": d["contract_points"], "bags_this_hand": d["bags_this_hand"], "nils": nils,
            "bag_penalty": d["bag_penalty"], "points": d["points"], "score": score + d["points"],
            "bags": d["bags"], "boston": sum(tricks) == 13}


def _load_hand_record(h: Any) -> dict[str, Any]:
    """A scored hand's record, typed (its sums are checked by ``_check_consistent``)."""
    h = _keys(h, "scored hand", ("hand", "teams"))
    teams = []
    for rec in _list(h["teams"], "scored hand", 2):
        rec = _keys(rec, "team record", _RECORD_KEYS)
        bids = _ints(rec["bids"], "bid", 0, 13, 2)
        blind = [_bool(b, "blind") for b in _list(rec["blind"], "blind", 2)]
        tricks = _ints(rec["tricks"], "tricks", 0, 13, 2)
        if sum(tricks) > 13:
            raise SaveError("a team took more than 13 tricks")
        _int(rec["score"], "score", -10_000_000, 10_000_000)
        _int(rec["bags"], "bags", 0, BAG_LIMIT - 1)
        teams.append({**rec, "bids": bids, "blind": blind, "tricks": tricks})
    return {"hand": _int(h["hand"], "hand", 1, 100_000), "teams": teams}


def _load_play(p: Any) -> tuple[int, Card]:
    s, t = _list(p, "card played", 2)
    return _int(s, "seat", 0, 3), _CANON[_card(t)]


def _trick_dict(t: tuple[int, list[tuple[int, Card]], int]) -> TrickRecord:
    leader, plays, winner = t
    return {"leader": leader, "plays": [[s, _STR_ID[id(c)]] for s, c in plays], "winner": winner}


def _copy_history(h: dict[str, Any]) -> dict[str, Any]:
    return {"hand": h["hand"], "teams": [
        {**rec, "seats": list(rec["seats"]), "bids": list(rec["bids"]), "blind": list(rec["blind"]),
         "tricks": list(rec["tricks"]), "nils": [dict(n) for n in rec["nils"]]}
        for rec in h["teams"]]}

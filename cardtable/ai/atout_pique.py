"""Computer players for Atout Pique: facile, intermédiaire, difficile.

Every player sees only ``state.view(seat)`` and the legal actions.  Internally
cards are ints ``suit * 13 + r`` (suit 0 spades, 1 hearts, 2 diamonds, 3 clubs;
``r`` 0 for the 2 up to 12 for the ace), so a higher int of the same suit is a
higher card.

* Facile: the beginner bid of the rules (1 per non-spade ace, 1 per spade A, K,
  Q, J, 10; never nil, at least 1); plays low when it cannot win, wins as cheaply
  as it can, leads its aces then its lowest cards.
* Intermédiaire: a bid that weighs kings and queens by the suit's length, spade
  length, voids and short suits with spare spades, and the bids already made; bids
  nil on suitable hands.  Play: never overtakes a partner's sure winner, covers a
  partner's nil, attacks an opponent's nil, ducks to avoid bags once the contract
  is made, keeps track of the cards played and the voids shown.
* Difficile: bids by sampling deals of the unseen cards (weighted by the bids
  already made; the partner's and the others' later bids simulated on each deal)
  and playing each out with the intermédiaire policy: the bid with the best
  expected team score, never above the intermédiaire estimate (only lower), and
  nil when its expected score is clearly better (never with two aces outside
  spades: a strong player would not, and the play-outs gain nothing by it).
  Each card is chosen by
  determinization (perfect-information Monte Carlo): deals of the unseen cards
  consistent with the view (voids shown, hand sizes) are sampled and weighted by
  how well they fit the bids and the play (a seat that did not cover an
  opponent's card probably could not; a play the intermédiaire policy would
  not have made with the sampled hand makes the deal less likely); every
  candidate card is played out to
  the end of the hand in each of them with the intermédiaire policy on a fast
  integer simulator, and the card with the best mean hand score (own team minus
  opponents, bags counted as a cost) is chosen.  Close decisions get more deals
  (candidates clearly worse are dropped first); the last four tricks are
  counted exactly (minimax over each sampled deal).  Partnership rules come
  first: cover a partner's nil (with the lowest sure winner once the partner
  has played), never overtake a partner's sure winner.  The
  number of deals is fixed by the position (never by the clock), so a decision
  is deterministic given the seed and the view.  The frozen reference
  ``difficile_v1`` (arena only) is :mod:`cardtable.ai.atout_pique_v1`.

Every player explains its choice in one line (:meth:`_Base.explain`, a
:class:`cardtable.ai.Reason`), shown with the hint.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.atout_pique import Bid, Play
from ..engine.i18n import QT_TRANSLATE_NOOP
from . import Reason

__all__ = ["FacilePlayer", "IntermediairePlayer", "DifficilePlayer", "make_player",
           "beginner_bid", "blind_nil_advice", "estimate_tricks", "card_int", "card_text", "explain", "sure_tricks", "REASONS", "REASON_TEXTS"]

_RANKS = "23456789TJQKA"
_SUITS = "SHDC"
_TEXT = [("10" if _RANKS[r] == "T" else _RANKS[r]) + _SUITS[s] for s in range(4) for r in range(13)]
_INT: dict[str, int] = {t: i for i, t in enumerate(_TEXT)}
_INT.update({_RANKS[r] + _SUITS[s]: s * 13 + r for s in range(4) for r in range(13)})

SUIT_MASK = [((1 << 13) - 1) << (13 * s) for s in range(4)]
ALL_VOID = 0


def card_int(text: str) -> int:
    return _INT[text]


def card_text(c: int) -> str:
    return _TEXT[c]


def _mask(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


# ===================================================================== bidding
def beginner_bid(hand: Sequence[int]) -> int:
    """1 per non-spade ace and per spade A, K, Q, J, 10 (at least 1: no nil)."""
    n = 0
    for c in hand:
        s, r = divmod(c, 13)
        if (s == 0 and r >= 8) or (s != 0 and r == 12):
            n += 1
    return max(1, n)


def estimate_tricks(hand: Sequence[int]) -> float:
    """Expected tricks of a 13-card hand, from its own cards only."""
    by_suit: list[list[int]] = [[], [], [], []]
    for c in hand:
        by_suit[c // 13].append(c % 13)
    for lst in by_suit:
        lst.sort(reverse=True)
    est = 0.0
    spades = by_suit[0]
    ns = len(spades)
    has = set(spades)
    sp = 0.0
    r = 12
    while r in has:          # the top sequence from the ace wins for sure
        sp += 1.0
        r -= 1
    top = 12 - r
    if top == 0 and 11 in has:
        sp += 1.0 if ns >= 2 else 0.4
    if top <= 1 and 10 in has:
        sp += 0.9 if ns >= 3 else (0.5 if ns == 2 else 0.15)
    if top <= 2 and 9 in has and ns >= 4:
        sp += 0.6
    if ns > 4:
        sp += 0.85 * (ns - 4)
    sp = min(sp, float(ns))
    est += sp
    counted_spades = min(ns, int(sp + 0.5))
    spare = max(0, ns - counted_spades)
    for s in (1, 2, 3):
        lst = by_suit[s]
        n = len(lst)
        hs = set(lst)
        if 12 in hs:
            est += 1.0 if n <= 4 else (0.8 if n <= 5 else 0.5)
        if 11 in hs:
            if n == 1:
                est += 0.1
            elif n <= 4:
                est += 0.85 if 12 in hs else 0.6
            else:
                est += 0.3
        if 10 in hs and 3 <= n <= 4:
            est += 0.45 if (12 in hs or 11 in hs) else 0.2
        # ruffing with spare spades
        if spare > 0:
            if n == 0:
                use = min(spare, 2)
                est += 0.75 * use
                spare -= use
            elif n == 1 and 12 not in hs:
                est += 0.55
                spare -= 1
            elif n == 2 and 12 not in hs and 11 not in hs:
                est += 0.25
    return est


def nil_risk(hand: Sequence[int]) -> float:
    """How dangerous a nil bid is (0 = very safe; above ~1.5 is unwise)."""
    by_suit: list[list[int]] = [[], [], [], []]
    for c in hand:
        by_suit[c // 13].append(c % 13)
    risk = 0.0
    spades = sorted(by_suit[0], reverse=True)
    if 12 in spades or 11 in spades:
        return 99.0
    if len(spades) >= 4:
        risk += 1.5 * (len(spades) - 3)
    for r in spades:
        if r >= 8:
            risk += 1.2 if r >= 10 else 0.6
        elif r >= 6:
            risk += 0.25
    for s in (1, 2, 3):
        lst = sorted(by_suit[s])
        n = len(lst)
        # a high card is covered by low cards under it
        for i, r in enumerate(lst):
            low_cover = i   # cards lower than r in this suit
            if r >= 11:
                risk += 1.6 if low_cover < 3 else 0.6
            elif r >= 9:
                risk += 0.7 if low_cover < 2 else 0.2
            elif r >= 7:
                risk += 0.2 if low_cover < 1 else 0.05
        if n == 0:
            risk -= 0.1
    return risk


def intermediate_bid(hand: Sequence[int], seat: int, bids: Sequence[int | None],
                     scores: Sequence[int] = (0, 0), allow_nil: bool = True) -> int:
    partner = (seat + 2) % 4
    opps = ((seat + 1) % 4, (seat + 3) % 4)
    est = estimate_tricks(hand)
    pb = bids[partner]
    if allow_nil and pb != 0:
        risk = nil_risk(hand)
        if est <= 2.2 and risk <= 1.3 and (pb is None or pb >= 3):
            return 0
    if any(bids[o] == 0 for o in opps):
        est += 0.5
    if pb == 0:
        est -= 0.3
    made = [b for b in bids if b is not None]
    bid = int(est + 0.4)
    if made:
        total = sum(made) + bid
        if total > 13:
            bid -= (total - 12) // 2
    return max(1, min(13, bid))


# ================================================================= simulator
class Sim:
    """Fast mutable hand state on ints; the policy reads only public info + own hand."""

    __slots__ = ("hands", "trick", "leader", "turn", "played", "voids", "tricks", "bids",
                 "broken", "ntricks")

    def __init__(self) -> None:
        self.hands: list[list[int]] = [[], [], [], []]
        self.trick: list[tuple[int, int]] = []
        self.leader = 0
        self.turn = 0
        self.played = 0          # bitmask of cards played this hand (incl. current trick)
        self.voids = [0, 0, 0, 0]  # bit s: the seat showed out of suit s
        self.tricks = [0, 0, 0, 0]
        self.bids = [1, 1, 1, 1]
        self.broken = False
        self.ntricks = 0

    def copy(self) -> Sim:
        o = Sim.__new__(Sim)
        o.hands = [list(h) for h in self.hands]
        o.trick = list(self.trick)
        o.leader = self.leader
        o.turn = self.turn
        o.played = self.played
        o.voids = list(self.voids)
        o.tricks = list(self.tricks)
        o.bids = self.bids
        o.broken = self.broken
        o.ntricks = self.ntricks
        return o

    def legal(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        if self.trick:
            led = self.trick[0][1] // 13
            f = [c for c in hand if c // 13 == led]
            return f if f else hand
        if self.broken:
            return hand
        f = [c for c in hand if c >= 13]
        return f if f else hand

    def play(self, seat: int, c: int) -> None:
        self.hands[seat].remove(c)
        trick = self.trick
        if trick:
            led = trick[0][1] // 13
            if c // 13 != led:
                self.voids[seat] |= 1 << led
        elif c < 13 and not self.broken:
            # led a spade before they were broken: only spades left
            self.voids[seat] |= 0b1110
        if c < 13:
            self.broken = True
        self.played |= 1 << c
        trick.append((seat, c))
        if len(trick) == 4:
            w = trick_winner_int(trick)[0]
            self.tricks[w] += 1
            self.trick = []
            self.leader = self.turn = w
            self.ntricks += 1
        else:
            self.turn = (seat + 1) % 4


def trick_winner_int(trick: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """The winning (seat, card) of a (partial) trick of (seat, card) pairs."""
    ws, wc = trick[0]
    for s, c in trick[1:]:
        if c // 13 == wc // 13:
            if c > wc:
                ws, wc = s, c
        elif c < 13:
            ws, wc = s, c
    return ws, wc


def _team_need(sim: Sim, team: int) -> int:
    """Tricks the team still needs for its contract (<= 0: made).

    Every trick a team takes counts toward its contract: a nil bidder's trick
    fails the nil and then counts for the partner.
    """
    bids = sim.bids
    tricks = sim.tricks
    return bids[team] + bids[team + 2] - tricks[team] - tricks[team + 2]


def _highest_other(known: int, suit: int) -> int:
    """Highest card of ``suit`` not in ``known`` (played or own), or -1."""
    base = suit * 13
    for r in range(12, -1, -1):
        if not (known >> (base + r)) & 1:
            return base + r
    return -1


def heuristic_play(sim: Sim, seat: int) -> int:
    """The intermédiaire card choice (uses only public info and ``seat``'s own hand)."""
    legal = sim.legal(seat)
    if len(legal) == 1:
        return legal[0]
    hand = sim.hands[seat]
    bids = sim.bids
    tricks = sim.tricks
    partner = (seat + 2) % 4
    team = seat % 2
    trick = sim.trick
    pos = len(trick)
    known = sim.played
    for c in hand:
        known |= 1 << c
    remaining = 13 - sim.ntricks

    my_nil = bids[seat] == 0 and tricks[seat] == 0
    partner_nil = bids[partner] == 0 and tricks[partner] == 0
    opp_nils = [o for o in ((seat + 1) % 4, (seat + 3) % 4) if bids[o] == 0 and tricks[o] == 0]

    if my_nil:
        return _play_nil(sim, seat, legal, known)

    need = _team_need(sim, team)
    opp_need = _team_need(sim, 1 - team)
    # avoid bags once made, unless the opponents are close to being set
    avoid_bags = need <= 0 and not (0 < opp_need <= remaining and opp_need >= remaining - 1)

    if pos == 0:
        return _lead(sim, seat, legal, known, need, avoid_bags, partner_nil, opp_nils)

    led = trick[0][1] // 13
    wseat, wcard = trick_winner_int(trick)
    following = legal[0] // 13 == led
    winners = [c for c in legal if _beats(c, wcard, led)]
    last = pos == 3

    # --- partner's nil: make sure the partner does not take the trick
    if partner_nil:
        partner_played = any(s == partner for s, _ in trick)
        if partner_played:
            if wseat == partner:
                if winners:
                    return min(winners)
                return _lowest_discard(legal, following)
            return _lowest_discard(legal, following)
        # partner still to play: win high so that the partner can duck
        if winners:
            return max(winners)
        return _lowest_discard(legal, following)

    # --- an opponent's nil: let the nil bidder win if possible
    if opp_nils:
        nil_seat = opp_nils[0]
        nil_played = any(s == nil_seat for s, _ in trick)
        if nil_played and wseat == nil_seat:
            losers = [c for c in legal if not _beats(c, wcard, led)]
            if losers:
                return max(losers)
        elif not nil_played:
            # play under so that the nil bidder may be forced to win
            if following:
                return min(legal)

    partner_winning = wseat == partner
    if partner_winning:
        sure = last or _is_sure(sim, wcard, led, pos, known, seat)
        if sure or avoid_bags:
            return _lowest_discard(legal, following)
        # partner's card may be beaten: overtake only with a sure winner
        if winners and following:
            top = max(winners)
            if top > _highest_other(known, led):
                return top if pos < 3 else min(winners)
        return _lowest_discard(legal, following)

    if avoid_bags:
        losers = [c for c in legal if not _beats(c, wcard, led)]
        if losers:
            return max(losers) if following else _highest_discard(losers)
        return min(legal) if following else min(winners)

    if not winners:
        return _lowest_discard(legal, following)
    if last:
        return min(winners)
    if following:
        top = max(winners)
        boss = top > _highest_other(known, led)
        # players after me that are void in the led suit may trump
        after_void = any((sim.voids[(seat + k) % 4] >> led) & 1 for k in range(1, 4 - pos))
        if led != 0 and after_void:
            # a trump may come: play cheaply
            if pos == 1:
                return min(legal)
            return min(winners)
        if boss:
            return min(c for c in winners if c > _highest_other(known, led))
        if pos == 1:
            return min(legal)          # second hand low
        return top
    # void: trump (or discard)
    spade_winners = [c for c in winners if c < 13]
    if spade_winners:
        if partner_winning:
            return _lowest_discard(legal, following)
        return min(spade_winners)
    return _lowest_discard(legal, following)


def _beats(c: int, w: int, led: int) -> bool:
    cs, ws = c // 13, w // 13
    if cs == ws:
        return c > w
    return cs == 0


def _is_sure(sim: Sim, wcard: int, led: int, pos: int, known: int, seat: int) -> bool:
    """Partner's winning card cannot be beaten by the players after ``seat``."""
    ws = wcard // 13
    hi = _highest_other(known, ws)
    if hi > wcard:
        return False
    if ws == 0:
        return True
    # others after me may trump if void in the led suit
    for k in range(1, 4 - pos):
        o = (seat + k) % 4
        if (sim.voids[o] >> led) & 1 and not (sim.voids[o] & 1):
            return False
    return True


def _lowest_discard(legal: list[int], following: bool) -> int:
    if following:
        return min(legal)
    side = [c for c in legal if c >= 13]
    if side:
        # the lowest card of the suit where I am shortest (towards a void)
        return min(side, key=lambda c: (c % 13, c))
    return min(legal)


def _highest_discard(cards: list[int]) -> int:
    side = [c for c in cards if c >= 13]
    if side:
        return max(side, key=lambda c: c % 13)
    return max(cards)


def _play_nil(sim: Sim, seat: int, legal: list[int], known: int) -> int:
    trick = sim.trick
    if not trick:
        side = [c for c in legal if c >= 13]
        pool = side or legal
        return min(pool, key=lambda c: (c % 13, c))
    led = trick[0][1] // 13
    wseat, wcard = trick_winner_int(trick)
    losers = [c for c in legal if not _beats(c, wcard, led)]
    following = legal[0] // 13 == led
    if losers:
        if following:
            return max(losers)
        # discard the most dangerous card: highest side card, else highest losing spade
        return max(losers, key=lambda c: (c >= 13, c % 13))
    # every card wins
    if len(trick) == 3:
        return max(legal)
    return min(legal)


def _lead(sim: Sim, seat: int, legal: list[int], known: int, need: int, avoid_bags: bool,
          partner_nil: bool, opp_nils: list[int]) -> int:
    hand = sim.hands[seat]
    by_suit: list[list[int]] = [[], [], [], []]
    for c in legal:
        by_suit[c // 13].append(c)
    if partner_nil:
        # lead high so that the partner can play under
        best = None
        for s in (1, 2, 3, 0):
            if by_suit[s]:
                top = max(by_suit[s])
                if top > _highest_other(known, s):
                    return top
                if best is None or top % 13 > best % 13:
                    best = top
        if best is not None:
            return best
    if opp_nils:
        # lead low in a suit the nil bidder still holds
        nil_seat = opp_nils[0]
        pool = [c for c in legal if not (sim.voids[nil_seat] >> (c // 13)) & 1]
        if pool:
            return min(pool, key=lambda c: (c % 13, c))
    if avoid_bags:
        side = [c for c in legal if c >= 13] or legal
        return min(side, key=lambda c: (c % 13, c))
    # cash sure side winners (while opponents still follow)
    for s in (1, 2, 3):
        if by_suit[s]:
            top = max(by_suit[s])
            if top > _highest_other(known, s):
                # opponents void in s would trump: skip if both known void with spades
                opp_void = all((sim.voids[o] >> s) & 1 and not sim.voids[o] & 1
                               for o in ((seat + 1) % 4, (seat + 3) % 4))
                if not opp_void:
                    return top
    spades = by_suit[0]
    if spades:
        top = max(spades)
        n_sp = sum(1 for c in hand if c < 13)
        if top > _highest_other(known, 0) and n_sp >= 2:
            return top
        if n_sp == len(hand):
            return min(spades) if top <= _highest_other(known, 0) else top
    # a short side suit (towards a void) if I hold spades to ruff with
    n_sp = sum(1 for c in hand if c < 13)
    sides = [s for s in (1, 2, 3) if by_suit[s]]
    if sides:
        if n_sp >= 1:
            s = min(sides, key=lambda s: (len(by_suit[s]), s))
        else:
            s = max(sides, key=lambda s: (len(by_suit[s]), s))
        return min(by_suit[s])
    return min(legal)


# ================================================================== players
def _view_sim(view: Mapping[str, Any]) -> Sim:
    """A :class:`Sim` with the seat's own hand and all the public information."""
    sim = Sim()
    me = int(view["seat"])
    sim.hands[me] = [_INT[t] for t in view["hand"]]
    bids = view["bids"]
    sim.bids = [1 if b is None else int(b) for b in bids]
    sim.tricks = [int(x) for x in view["tricks_won"]]
    broken = False
    voids = [0, 0, 0, 0]
    played = 0
    tricks_list = [t["plays"] for t in view["completed_tricks"]]
    tricks_list.append(view["trick"])
    for plays in tricks_list:
        if not plays:
            continue
        led = _INT[plays[0][1]] // 13
        for i, (s, t) in enumerate(plays):
            c = _INT[t]
            if i == 0:
                if c < 13 and not broken:
                    voids[s] |= 0b1110
            elif c // 13 != led:
                voids[s] |= 1 << led
            if c < 13:
                broken = True
            played |= 1 << c
    sim.voids = voids
    sim.played = played
    sim.broken = bool(view["spades_broken"])
    sim.ntricks = len(view["completed_tricks"])
    sim.trick = [(int(s), _INT[t]) for s, t in view["trick"]]
    sim.leader = int(view["leader"])
    sim.turn = me
    return sim


def _find_play(legal_actions: Sequence[Any], c: int) -> Any:
    text = _TEXT[c]
    for a in legal_actions:
        if isinstance(a, Play) and str(a.card) == text:
            return a
    return legal_actions[0]


def _find_bid(legal_actions: Sequence[Any], n: int) -> Any:
    for a in legal_actions:
        if isinstance(a, Bid) and a.n == n and not a.blind:
            return a
    bids = [a for a in legal_actions if isinstance(a, Bid) and not a.blind]
    if bids:
        return min(bids, key=lambda a: abs(a.n - n))
    return legal_actions[0]


class _Base:
    level = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        if view["phase"] == "bidding":
            return _find_bid(legal_actions, self.bid(view))
        sim = _view_sim(view)
        legal = sorted(_INT[str(a.card)] for a in legal_actions if isinstance(a, Play))
        if not legal:
            return legal_actions[0]
        return _find_play(legal_actions, self.play(view, sim, legal))

    def bid(self, view: Mapping[str, Any]) -> int:
        raise NotImplementedError

    def explain(self, view: Mapping[str, Any], action: Any) -> Reason | None:
        """Why this player chooses ``action`` (see :func:`cardtable.ai.explain`)."""
        code, params = explain(view, action)
        return _reason(code, params)

    def play(self, view: Mapping[str, Any], sim: Sim, legal: list[int]) -> int:
        raise NotImplementedError


class FacilePlayer(_Base):
    """Beginner bidding; simple legal play."""

    level = "facile"

    def bid(self, view: Mapping[str, Any]) -> int:
        return beginner_bid([_INT[t] for t in view["hand"]])

    def play(self, view: Mapping[str, Any], sim: Sim, legal: list[int]) -> int:
        trick = sim.trick
        if not trick:
            aces = [c for c in legal if c % 13 == 12 and c >= 13]
            if aces:
                return aces[0]
            return min(legal, key=lambda c: (c % 13, self.rng.random()))
        led = trick[0][1] // 13
        wseat, wcard = trick_winner_int(trick)
        winners = [c for c in legal if _beats(c, wcard, led)]
        if winners and wseat != (int(view["seat"]) + 2) % 4:
            return min(winners, key=lambda c: (c < 13, c))
        return min(legal, key=lambda c: (c < 13, c % 13))


class IntermediairePlayer(_Base):
    """Weighted bidding with nil; sound heuristic play."""

    level = "intermediaire"

    def bid(self, view: Mapping[str, Any]) -> int:
        hand = [_INT[t] for t in view["hand"]]
        return intermediate_bid(hand, int(view["seat"]), view["bids"], view["scores"])

    def play(self, view: Mapping[str, Any], sim: Sim, legal: list[int]) -> int:
        c = heuristic_play(sim, int(view["seat"]))
        return c if c in legal else legal[0]


class DifficilePlayer(IntermediairePlayer):
    """Determinization with inference, adaptive sampling and an exact endgame.

    Decisions made here where the rules are silent:

    * Samples where the decision is close: every candidate is first played out
      in :attr:`first_samples` deals; a candidate whose paired mean (same deals)
      is clearly below the best one's (by :attr:`drop_z` standard errors) is
      dropped, and the rest get :attr:`more_samples` more deals, up to
      :attr:`max_samples`.  A clear decision stops early.
    * The last :attr:`exact_tricks` tricks are played exactly: in each sampled
      deal, a minimax search over every remaining card (both teams playing the
      deal as if open) instead of a rollout.
    * Inference: deals are weighted by how well each seat's sampled cards fit its
      bid, and by how it played: a seat that followed suit in third or fourth
      position under an opponent's winning card, when it had no reason to duck,
      probably held nothing higher in that suit (:func:`_cover_hints`); and each
      opponent's play this hand is replayed from the public position with the
      sampled hand: every card the intermédiaire policy would not have chosen
      there (an equivalent card counts as the same) multiplies the deal's weight
      by :attr:`policy_eps` (:func:`_play_checks`, :func:`_policy_misses`).  Of
      :attr:`policy_pool` deals drawn, one is kept, chosen by weight (importance
      resampling), so that the deals played out are the likely ones.  The
      partner's play is not read this way (it is a human or a Difficile, whose
      search often plays otherwise).
    * Partnership rules applied before the search (:func:`_partner_guard`): never
      overtake a partner's sure winner (the lowest card when every card would),
      always cover a partner's nil that is winning the trick, with the lowest
      card that surely wins once the partner has played.
    * Bidding: sampled deals weighted by the bids already made, the partner's
      (and the others') later bids simulated on each deal, each of our bids scored
      by playing the deal out; nil when clearly better.  The bid goes at most
      :attr:`room_above` trick above the intermédiaire estimate, and only when
      the table leaves room: the bids made, the sampled bids of the seats still
      to bid and the estimate leave at least :attr:`room_min` tricks that nobody
      bid for.  Where the bids claim nearly every trick, a higher bid is set by
      any opponent who takes its own.
    * Two settings stay off: :attr:`bid_above` (bids up to that many tricks more
      above the estimate, wherever the room) and :attr:`game_bonus` (a deal whose end of hand ends the
      game counts that many points more when won, less when lost:
      :class:`GameEnd`, in the bid, the play-outs and the exact endgame).  Both
      together beat ``difficile_v2`` but win fewer games against Intermédiaire
      opponents, whom a family meets beside a Difficile partner; the figures are
      in ``docs/ai-experiments.md``.
    * All counts are fixed by the position, never by the clock: a decision is
      deterministic given the seed and the view.

    Its figures against the other levels, with the commands that measure
    them, are in ``docs/measuring.md``.
    """

    level = "difficile"
    first_samples = 24
    more_samples = 24
    max_samples = 96
    drop_z = 2.0
    exact_tricks = 4
    exact_samples = 24

    bid_samples = 120
    nil_margin = 15.0
    # a nil is weighed only on a hand this safe (nil_risk) and this weak (estimate_tricks)
    nil_risk_max = 3.5
    nil_est_max = 3.5
    # and holding at most this many aces outside spades (as strong at 1 as with no
    # limit, hand by hand; at 0 weaker against Intermédiaire: docs/ai-experiments.md)
    nil_aces_max = 1
    # weight of a deal per broken play inference ("did not cover")
    cover_weight = 0.25
    # count the teams' coming bag penalty (100 at ten bags) in the search (1) or
    # not (0; a bag still costs 4 points, so a made contract ducks near ten).
    # Counting it made the search duck into sets to push the opponents over ten
    # bags or to stay under: it is not counted.
    opp_bag_penalty = 0
    own_bag_penalty = 0
    # inference from the play: a sampled deal is weighted by policy_eps per play
    # of an opponent (and of the partner with policy_partner) that the
    # intermédiaire policy would not have made with the sampled hand (1: off)
    policy_eps = 0.3
    policy_partner = 0
    # deals drawn for each one played out (importance resampling by the weights)
    policy_pool = 2
    # bids may go this many tricks above the intermédiaire estimate (0: only lower)
    bid_above = 0
    # one trick more than that when the table leaves room: the bids made, the
    # sampled bids of the seats still to bid and the estimate leaving at least
    # room_min tricks nobody bid for (0: off)
    room_above = 1
    room_min = 3.0
    # partnership rules (_partner_guard): cover a partner's nil with the lowest sure
    # winner, give the lowest card when every card overtakes a partner's sure winner
    # (0: the search chooses among those cards)
    partner_lowest = 1
    # habits of a strong player applied before the search (_strong_habits): lead
    # the highest card of a suit while the partner's nil stands; keep a side
    # suit's master card rather than throw it away while the team needs tricks
    # (0: the search chooses among every card)
    nil_lead_high = 1
    keep_masters = 1
    # points a deal is worth beyond its hand score when the hand ends the game:
    # +game_bonus won, -game_bonus lost (0: the hand score alone)
    game_bonus = 0.0

    def _game_end(self, view: Mapping[str, Any]) -> GameEnd | None:
        if not self.game_bonus:
            return None
        options = view.get("options") or {}
        return GameEnd([int(x) for x in view["scores"]], [int(x) for x in view["bags"]],
                       int(view.get("target", 500)), bool(options.get("minus_200_loses", False)),
                       float(self.game_bonus))

    def bid(self, view: Mapping[str, Any]) -> int:
        """Sampled bidding: play the hand out in sampled deals, pick the best expected bid."""
        me = int(view["seat"])
        hand = [_INT[t] for t in view["hand"]]
        known_bids: list[int | None] = [None if b is None else int(b) for b in view["bids"]]
        base = intermediate_bid(hand, me, known_bids, view["scores"], allow_nil=False)
        partner = (me + 2) % 4
        try_nil = (known_bids[partner] != 0 and nil_risk(hand) <= self.nil_risk_max
                   and estimate_tricks(hand) <= self.nil_est_max
                   and sum(1 for c in hand if c % 13 == 12 and c >= 13) <= self.nil_aces_max)
        rng = self._decision_rng(view)
        unknown = [c for c in range(52) if c not in set(hand)]
        bags = int(view["bags"][me % 2])
        order = [(int(view["first_bidder"]) + k) % 4 for k in range(4)]
        ev_bid = [0.0] * 14
        ev_nil = 0.0
        wsum = 0.0
        claimed = 0.0       # the others' bids, weighted over the samples (known or simulated)
        others = [s for s in range(4) if s != me]
        game = self._game_end(view)
        for _ in range(self.bid_samples):
            rng.shuffle(unknown)
            world = Sim()
            for k, s in enumerate(others):
                world.hands[s] = unknown[13 * k:13 * k + 13]
            world.hands[me] = list(hand)
            weight = 1.0
            for s in others:
                b = known_bids[s]
                if b is not None:
                    weight *= _bid_likelihood(world.hands[s], b)
            wsum += weight
            for nil in ((False, True) if try_nil else (False,)):
                bids: list[int | None] = list(known_bids)
                for s in order:
                    if s == me:
                        bids[s] = 0 if nil else base
                    elif bids[s] is None:
                        bids[s] = intermediate_bid(world.hands[s], s, bids)
                if not nil:
                    claimed += weight * sum(int(bids[s] or 0) for s in others)
                w = world.copy()
                w.bids = [int(b or 0) for b in bids]
                w.leader = w.turn = int(view["first_bidder"])
                _rollout(w)
                pb = w.bids[partner]
                them = 0
                if game is not None:
                    o = (me + 1) % 4
                    them = game.final(w, o % 2, w.bids[o % 2], w.bids[o % 2 + 2])
                us0 = 0 if game is None else game.scores[me % 2]
                if nil:
                    pts = _score_fast(0, pb, w.tricks[me], w.tricks[partner], bags)
                    ev_nil += weight * (pts[0] - 4.0 * pts[1])
                    if game is not None:
                        ev_nil += weight * game.outcome(us0 + pts[0], them)
                else:
                    for b in range(1, 14):
                        pts = _score_fast(b, pb, w.tricks[me], w.tricks[partner], bags)
                        ev_bid[b] += weight * (pts[0] - 4.0 * pts[1])
                        if game is not None:
                            ev_bid[b] += weight * game.outcome(us0 + pts[0], them)
        best = max(range(1, 14), key=lambda b: (ev_bid[b], -abs(b - base)))
        # the rollouts assume careful opponents; against players who grab every trick a
        # bid above the hand's own estimate is set too often where the bids leave no
        # room: there sampling may only lower it
        above = self.bid_above
        if self.room_above and wsum > 0 and 13.0 - claimed / wsum - base >= self.room_min:
            above += self.room_above
        best = max(1, min(best, base + above))
        if try_nil and ev_nil > ev_bid[best] + self.nil_margin * wsum:
            return 0
        return best

    def _decision_rng(self, view: Mapping[str, Any]) -> random.Random:
        key = "|".join(str(x) for x in (
            self.seed, view["seat"], view["hand_number"], view["scores"], view["bids"],
            len(view["completed_tricks"]), view["trick"], view["hand"]))
        return random.Random(key)

    def explain(self, view: Mapping[str, Any], action: Any) -> Reason | None:
        """The rule the card follows; a bid above the sure tricks and a card of the
        exact endgame say that they come from the search."""
        code, params = explain(view, action)
        if code == "bid_likely":
            code = "bid_simulated"
        elif isinstance(action, Bid) and action.n == 0 and not action.blind and code != "bid_nil":
            code = "bid_nil_simulated"      # a nil chosen by the play-outs on a hand that is not all low
        elif (isinstance(action, Play) and len(view["hand"]) <= self.exact_tricks
              and code not in _FIRM_REASONS):
            code = "exact"
        elif isinstance(action, Play) and not code:
            code = "search"                 # no rule names it: the search chose it
        return _reason(code, params)

    def play(self, view: Mapping[str, Any], sim: Sim, legal: list[int]) -> int:
        me = int(view["seat"])
        known = sim.played | _mask(sim.hands[me])
        cands = _partner_guard(sim, me, _distinct(legal, known & ~_trick_mask(sim)), known,
                               lowest=bool(self.partner_lowest))
        cands = _strong_habits(sim, me, cands, known, lead_high=bool(self.nil_lead_high),
                               keep_masters=bool(self.keep_masters))
        if len(cands) == 1:
            return cands[0]
        rng = self._decision_rng(view)
        sizes = [int(x) for x in view["hand_sizes"]]
        bags = [int(x) for x in view["bags"]]
        team = me % 2
        if not self.opp_bag_penalty:
            bags[1 - team] = 0
        if not self.own_bag_penalty:
            bags[team] = 0
        # cards each seat played this hand (to judge a sampled hand against its bid)
        shown: list[list[int]] = [[], [], [], []]
        for t in view["completed_tricks"]:
            for s, c in t["plays"]:
                shown[int(s)].append(_INT[c])
        for s, c in view["trick"]:
            shown[int(s)].append(_INT[c])
        bids = view["bids"]
        hints = _cover_hints(view)
        exact = len(sim.hands[me]) <= self.exact_tricks
        seats = [s for s in range(4) if s != me and (self.policy_partner or s != (me + 2) % 4)]
        checks = _play_checks(view, sim, me, seats) if self.policy_eps < 1.0 else []
        eps = self.policy_eps
        pool = self.policy_pool if checks else 1
        game = self._game_end(view)

        def draw() -> tuple[Sim, float]:
            if pool == 1:
                return draw_one()
            # importance resampling: one of ``pool`` deals, chosen by weight,
            # standing for them all (its weight is their mean)
            drawn = [draw_one() for _ in range(pool)]
            total = sum(wt for _, wt in drawn)
            x = rng.random() * total
            pick = len(drawn) - 1
            for i, (_, wt) in enumerate(drawn):
                x -= wt
                if x < 0:
                    pick = i
                    break
            return drawn[pick][0], total / pool

        def draw_one() -> tuple[Sim, float]:
            world = _sample_world(sim, me, sizes, known, rng)
            weight = 1.0
            for s in range(4):
                if s != me and bids[s] is not None:
                    weight *= _bid_likelihood(world.hands[s] + shown[s], int(bids[s]))
            for s, suit_top in hints:
                hand_s = world.hands[s]
                suit = suit_top // 13
                if any(c // 13 == suit and c > suit_top for c in hand_s):
                    weight *= self.cover_weight
            if checks:
                weight *= eps ** _policy_misses(world, checks)
            return world, weight

        def value(world: Sim, c: int) -> float:
            w = world.copy()
            w.play(me, c)
            if exact:
                return _solve(w, team, bags, -1e9, 1e9, game)
            _rollout(w)
            return _evaluate(w, team, bags, game)

        worlds: list[tuple[Sim, float]] = []
        vals: dict[int, list[float]] = {c: [] for c in cands}
        alive = list(cands)
        first = self.exact_samples if exact else self.first_samples
        limit = self.exact_samples if exact else self.max_samples
        batch = first
        while True:
            new = [draw() for _ in range(batch)]
            worlds.extend(new)
            for c in alive:
                vals[c].extend(value(wd, c) for wd, _ in new)
            weights = [wt for _, wt in worlds]
            wsum = sum(weights) or 1.0
            means = {c: sum(wt * v for wt, v in zip(weights, vals[c], strict=True)) / wsum for c in alive}
            best = max(alive, key=lambda c: (means[c], -c))
            if len(worlds) >= limit:
                break
            keep = [best]
            for c in alive:
                if c == best:
                    continue
                diffs = [vb - vc for vb, vc in zip(vals[best], vals[c], strict=True)]
                m = means[best] - means[c]
                var = sum(wt * (d - m) ** 2 for wt, d in zip(weights, diffs, strict=True)) / wsum
                se = math.sqrt(var / len(diffs))
                if m <= self.drop_z * se + 0.5:
                    keep.append(c)
            alive = keep
            if len(alive) == 1:
                break
            batch = min(self.more_samples, limit - len(worlds))
        return best


def _play_checks(view: Mapping[str, Any], sim: Sim, me: int,
                 seats: Sequence[int]) -> list[tuple[Sim, int, int, list[int]]]:
    """The plays of ``seats`` this hand, to test a sampled deal against: for each,
    the public position just before it (a :class:`Sim` whose ``seats`` hands are
    to be filled in), the seat, its card and the cards it played from then on.

    Replayed from the view alone: the other seats' hands hold only the cards
    they were seen to play."""
    plays: list[tuple[int, int]] = []
    for t in view["completed_tricks"]:
        plays.extend((int(s), _INT[c]) for s, c in t["plays"])
    plays.extend((int(s), _INT[c]) for s, c in view["trick"])
    if not plays:
        return []
    replay = Sim()
    replay.bids = list(sim.bids)
    for s, c in plays:
        replay.hands[s].append(c)
    replay.hands[me].extend(sim.hands[me])
    replay.leader = replay.turn = plays[0][0]
    out: list[tuple[Sim, int, int, list[int]]] = []
    for i, (s, c) in enumerate(plays):
        if s in seats:
            snap = replay.copy()
            later = [x for t, x in plays[i:] if t == s]
            out.append((snap, s, c, later))
        replay.play(s, c)
    return out


def _policy_misses(world: Sim, checks: list[tuple[Sim, int, int, list[int]]]) -> int:
    """How many of the checked plays the intermédiaire policy would not have made
    with the hand ``world`` gives the seat (an equivalent card, with no unseen card
    between the two, counts as the same play)."""
    misses = 0
    for snap, s, c, later in checks:
        hand = world.hands[s] + later
        snap.hands[s] = hand
        p = heuristic_play(snap, s)
        if p == c:
            continue
        if p // 13 == c // 13:
            known = snap.played
            for x in hand:
                known |= 1 << x
            lo, hi = (p, c) if p < c else (c, p)
            if all((known >> x) & 1 for x in range(lo + 1, hi)):
                continue
        misses += 1
    return misses


def _partner_guard(sim: Sim, me: int, cands: list[int], known: int, lowest: bool = True) -> list[int]:
    """Partnership rules that hold whatever the deal: cover a partner's nil that is
    winning the trick, with the lowest card that surely wins once the partner
    has played (any winner when playing last); never overtake (or trump) a
    partner's sure winner, and when every card would, play the lowest."""
    trick = sim.trick
    if not trick or len(cands) == 1:
        return cands
    bids = sim.bids
    partner = (me + 2) % 4
    if bids[me] == 0 and sim.tricks[me] == 0:
        return cands
    led = trick[0][1] // 13
    wseat, wcard = trick_winner_int(trick)
    if wseat != partner:
        return cands
    beat = [c for c in cands if _beats(c, wcard, led)]
    under = [c for c in cands if not _beats(c, wcard, led)]
    pos = len(trick)
    if bids[partner] == 0 and sim.tricks[partner] == 0:
        if not beat:
            return cands
        # the partner has played: cover with the lowest card that surely wins (a
        # higher one would be a winner wasted); any winner is sure when playing last
        sure = [c for c in beat if pos == 3 or _is_sure(sim, c, led, pos, known, me)]
        return [min(sure)] if sure and lowest else beat
    if pos == 3 or _is_sure(sim, wcard, led, pos, known, me):
        # the partner's card takes the trick: stay under it, or, when every card
        # overtakes it, give the lowest (the trick is the team's either way)
        return under if under else ([min(beat)] if lowest else beat)
    return cands


def _strong_habits(sim: Sim, me: int, cands: list[int], known: int, *, lead_high: bool = True,
                   keep_masters: bool = True) -> list[int]:
    """What a strong player does whatever the deal, before any search.

    * ``lead_high``: leading while the partner's nil stands (and the seat's own
      does not), lead the highest card of a suit, never a low one the partner
      might have to pass over (the partner plays under it, or throws away a
      dangerous card).
    * ``keep_masters``: unable to follow suit, while the team still needs
      tricks and no nil of the team stands, keep every side suit's master card
      (the highest one left): a sure trick to come is not thrown away while
      another card may go.
    """
    if len(cands) <= 1:
        return cands
    bids, tricks = sim.bids, sim.tricks
    partner = (me + 2) % 4
    my_nil = bids[me] == 0 and tricks[me] == 0
    partner_nil = bids[partner] == 0 and tricks[partner] == 0
    if not sim.trick:
        if lead_high and partner_nil and not my_nil:
            tops: dict[int, int] = {}
            for c in cands:
                s = c // 13
                tops[s] = max(tops.get(s, -1), c)
            return sorted(tops.values())
        return cands
    led = sim.trick[0][1] // 13
    if (keep_masters and not my_nil and not partner_nil and _team_need(sim, me % 2) > 0
            and all(c // 13 != led for c in cands)):
        kept = [c for c in cands if c < 13 or c <= _highest_other(known, c // 13)]
        return kept or cands
    return cands


def _cover_hints(view: Mapping[str, Any]) -> list[tuple[int, int]]:
    """(seat, card): ``seat`` probably holds no higher card of ``card``'s suit.

    Read from the tricks of this hand: the seat followed suit in third or fourth
    position with a card that did not beat ``card``, an opponent's winning card,
    while neither it nor its partner bid nil and its team still needed tricks.
    """
    bids = view["bids"]
    if any(b is None for b in bids):
        return []
    tricks = [0, 0, 0, 0]
    out: list[tuple[int, int]] = []
    plays_list = [t["plays"] for t in view["completed_tricks"]] + [view["trick"]]
    for plays in plays_list:
        cards = [(int(s), _INT[c]) for s, c in plays]
        if not cards:
            continue
        led = cards[0][1] // 13
        for i in (2, 3):
            if i >= len(cards):
                break
            s, c = cards[i]
            ws, wc = trick_winner_int(cards[:i])
            if (ws - s) % 2 == 0 or c // 13 != led or wc // 13 != led:
                continue
            p = (s + 2) % 4
            if int(bids[s]) == 0 or int(bids[p]) == 0:
                continue
            if int(bids[s]) + int(bids[p]) - tricks[s] - tricks[p] <= 0:
                continue
            if c < wc:
                out.append((s, wc))
        if len(cards) == 4:
            tricks[trick_winner_int(cards)[0]] += 1
    return out


def _solve(sim: Sim, team: int, bags: list[int], alpha: float, beta: float,
           game: GameEnd | None = None) -> float:
    """The exact value (for ``team``) of the open deal ``sim``: both teams play
    perfectly to the end of the hand (minimax with alpha-beta)."""
    if sim.ntricks >= 13:
        return _evaluate(sim, team, bags, game)
    seat = sim.turn
    legal = sim.legal(seat)
    known = sim.played | _mask(sim.hands[seat])
    moves = _distinct(legal, known & ~_trick_mask(sim)) if len(legal) > 1 else legal
    if seat % 2 == team:
        best = -1e9
        for c in moves:
            w = sim.copy()
            w.play(seat, c)
            v = _solve(w, team, bags, alpha, beta, game)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        return best
    best = 1e9
    for c in moves:
        w = sim.copy()
        w.play(seat, c)
        v = _solve(w, team, bags, alpha, beta, game)
        if v < best:
            best = v
            if v < beta:
                beta = v
                if alpha >= beta:
                    break
    return best


def _bid_likelihood(full_hand: list[int], bid: int) -> float:
    """How plausible the 13 cards ``full_hand`` are for a seat that bid ``bid``."""
    if bid == 0:
        risk = nil_risk(full_hand)
        return 1.0 if risk <= 1.5 else 1.0 / (1.0 + (risk - 1.5) ** 2)
    d = estimate_tricks(full_hand) - bid
    return math.exp(-d * d / 4.5)


def _trick_mask(sim: Sim) -> int:
    """The cards of the trick in progress (they part cards that would touch: a
    card above them wins where one below loses)."""
    return _mask([c for _, c in sim.trick])


def _distinct(legal: list[int], known: int) -> list[int]:
    """Legal cards up to equivalence: touching cards (no unknown card between) are
    one.  ``known`` leaves out the trick in progress (:func:`_trick_mask`)."""
    out: list[int] = []
    prev = -10
    for c in sorted(legal):
        if out and c // 13 == prev // 13:
            between = False
            for x in range(prev + 1, c):
                if not (known >> x) & 1:
                    between = True
                    break
            if not between:
                prev = c
                continue
        out.append(c)
        prev = c
    return out


def _sample_world(sim: Sim, me: int, sizes: list[int], known: int, rng: random.Random) -> Sim:
    unknown = [c for c in range(52) if not (known >> c) & 1]
    others = [s for s in range(4) if s != me]
    world = sim.copy()
    for attempt in range(30):
        rng.shuffle(unknown)
        eligible = {c: [s for s in others if not (sim.voids[s] >> (c // 13)) & 1] for c in unknown}
        order = sorted(unknown, key=lambda c: len(eligible[c])) if attempt < 29 else unknown
        cap = {s: sizes[s] for s in others}
        hands: dict[int, list[int]] = {s: [] for s in others}
        ok = True
        for c in order:
            el = [s for s in eligible[c] if cap[s] > 0] if attempt < 29 else [s for s in others if cap[s] > 0]
            if not el:
                ok = False
                break
            total = sum(cap[s] for s in el)
            x = rng.randrange(total)
            for s in el:
                x -= cap[s]
                if x < 0:
                    break
            hands[s].append(c)
            cap[s] -= 1
        if ok:
            for s in others:
                world.hands[s] = hands[s]
            return world
    raise AssertionError("unreachable: the last attempt ignores voids")


def _rollout(sim: Sim) -> None:
    while sim.ntricks < 13:
        seat = sim.turn
        sim.play(seat, heuristic_play(sim, seat))


def _evaluate(sim: Sim, team: int, bags: list[int], game: GameEnd | None = None) -> float:
    value = 0.0
    for t in (0, 1):
        pts, bags_this, bags_after = _score_fast(sim.bids[t], sim.bids[t + 2], sim.tricks[t],
                                                 sim.tricks[t + 2], bags[t])
        v = pts - 4.0 * bags_this
        value += v if t == team else -v
    if game is not None:
        value += game.value(sim, team)
    return value


class GameEnd:
    """What a hand's end means for the game: ``bonus`` points for ``team`` when
    the hand's scores end the game in its favour, minus ``bonus`` when they end
    it against (the engine's end: a team at ``target`` or more and the scores
    unequal, or a team at -200 or less with the option); nothing when the game
    goes on.  Scored with the teams' true bags (the bag penalty counts here)."""

    __slots__ = ("scores", "bags", "target", "minus_200", "bonus")

    def __init__(self, scores: list[int], bags: list[int], target: int, minus_200: bool,
                 bonus: float) -> None:
        self.scores = scores
        self.bags = bags
        self.target = target
        self.minus_200 = minus_200
        self.bonus = bonus

    def final(self, sim: Sim, t: int, bid0: int, bid1: int) -> int:
        pts, _, _ = _score_fast(bid0, bid1, sim.tricks[t], sim.tricks[t + 2], self.bags[t])
        return self.scores[t] + pts

    def outcome(self, us: int, them: int) -> float:
        """+bonus, -bonus or 0 for final scores ``us`` and ``them``."""
        ends = us >= self.target or them >= self.target
        if self.minus_200 and (us <= -200 or them <= -200):
            ends = True
        if not ends or us == them:
            return 0.0
        return self.bonus if us > them else -self.bonus

    def value(self, sim: Sim, team: int) -> float:
        us = self.final(sim, team, sim.bids[team], sim.bids[team + 2])
        them = self.final(sim, 1 - team, sim.bids[1 - team], sim.bids[3 - team])
        return self.outcome(us, them)


def _score_fast(b0: int, b1: int, t0: int, t1: int, bags: int) -> tuple[int, int, int]:
    contract = 0
    counted = 0
    pts = 0
    for b, t in ((b0, t0), (b1, t1)):
        if b > 0:
            contract += b
            counted += t
        elif t == 0:
            pts += 100
        else:
            pts -= 100
            counted += t
    if counted >= contract:
        bag = counted - contract
        pts += 10 * contract + bag
    else:
        bag = 0
        pts -= 10 * contract
    total = bags + bag
    pts -= 100 * (total // 10)
    return pts, bag, total % 10


def make_player(level: str, seed: int = 0) -> Any:
    """The player of ``level`` (``facile``, ``intermediaire``, ``difficile``, or the
    arena's frozen reference ``difficile_v1``, :mod:`cardtable.ai.atout_pique_v1`)."""
    from . import normalise_level
    lvl = normalise_level(level, "atout_pique")
    if lvl == "difficile_v1":
        from . import atout_pique_v1
        return atout_pique_v1.make_player(lvl, seed)
    if lvl == "facile":
        return FacilePlayer(seed)
    if lvl == "intermediaire":
        return IntermediairePlayer(seed)
    return DifficilePlayer(seed)


# ================================================================ explaining
# Why a hint is given: reason code -> English text marked for translation in
# the "AtoutPique" context (the table translates it and fills ``{card}``); the
# two counted reasons, "bid_sure" and "bid_likely", are worded by the table
# with Qt's plural forms.
REASON_TEXTS: dict[str, str] = {
    "bid_nil": QT_TRANSLATE_NOOP("AtoutPique", "Your cards are low: nil is worth the risk."),
    "bid_blind_nil": QT_TRANSLATE_NOOP("AtoutPique", "Your team is far behind: blind nil can catch up."),
    "only_card": QT_TRANSLATE_NOOP("AtoutPique", "It is the only card you may play."),
    "master": QT_TRANSLATE_NOOP("AtoutPique", "Your {card} is the highest card left in its suit."),
    "master_own": QT_TRANSLATE_NOOP("AtoutPique", "Only your own cards are higher than your {card} in its suit: "
                                                  "it does as well as they do."),
    "partner_winning": QT_TRANSLATE_NOOP("AtoutPique", "Your partner already has the trick: keep your good cards."),
    "partner_ahead": QT_TRANSLATE_NOOP("AtoutPique", "Your partner is winning the trick so far: keep your good cards."),
    "cheapest_winner": QT_TRANSLATE_NOOP("AtoutPique", "It is the cheapest card that takes the trick."),
    "win_high": QT_TRANSLATE_NOOP("AtoutPique", "Take the trick high: a lower card could be beaten by the players "
                                                "after you."),
    "trump": QT_TRANSLATE_NOOP("AtoutPique", "You cannot follow suit: a spade takes the trick."),
    "cheapest_follow": QT_TRANSLATE_NOOP("AtoutPique", "You cannot take this trick: play your lowest card."),
    "keep_high": QT_TRANSLATE_NOOP("AtoutPique", "Keep your high cards for later: play low now."),
    "discard": QT_TRANSLATE_NOOP("AtoutPique", "You cannot follow suit: throw away your least useful card."),
    "avoid_bags": QT_TRANSLATE_NOOP("AtoutPique", "Your contract is made: avoid extra tricks (bags)."),
    "nil_duck": QT_TRANSLATE_NOOP("AtoutPique", "You bid nil: play under the winning card."),
    "nil_lead_low": QT_TRANSLATE_NOOP("AtoutPique", "You bid nil: lead a low card."),
    "nil_forced": QT_TRANSLATE_NOOP("AtoutPique", "You bid nil, but every card you may play wins: use the least harmful one."),
    "cover_partner_nil": QT_TRANSLATE_NOOP("AtoutPique", "Your partner bid nil: take the trick for them."),
    "partner_nil_lead_high": QT_TRANSLATE_NOOP("AtoutPique", "Your partner bid nil: lead high, so that they can "
                                                             "play under your card."),
    "lead_short": QT_TRANSLATE_NOOP("AtoutPique", "Lead your short suit: you will be able to trump it soon."),
    "lead_trump": QT_TRANSLATE_NOOP("AtoutPique", "Lead a spade to draw the opponents' trumps."),
    "lead_low": QT_TRANSLATE_NOOP("AtoutPique", "Lead a low card and keep your high cards."),
    "set_nil": QT_TRANSLATE_NOOP("AtoutPique", "An opponent bid nil: play low and make them take a trick."),
    "exact": QT_TRANSLATE_NOOP("AtoutPique", "Few cards are left: with the rest of the hand played out card by card "
                                             "in each likely deal, this card scores best."),
    "search": QT_TRANSLATE_NOOP("AtoutPique", "Played out over many likely deals, this card scores best."),
    "bid_simulated": QT_TRANSLATE_NOOP("AtoutPique", "Played out over many likely deals, this bid scores best."),
    "bid_nil_simulated": QT_TRANSLATE_NOOP("AtoutPique", "Played out over many likely deals, nil scores best: "
                                                         "your high cards can be thrown away on the others' tricks."),
    "blind_look": QT_TRANSLATE_NOOP("AtoutPique", "A blind nil fails far more often than it succeeds: a bid made "
                                                  "on your cards scores more."),
    "blind_last_chance": QT_TRANSLATE_NOOP("AtoutPique", "The opponents should win at the end of this hand and an "
                                                         "ordinary bid would not catch them up: it is your last "
                                                         "chance."),
    "blind_minus_200": QT_TRANSLATE_NOOP("AtoutPique", "A failed blind nil would take your team to −200 and lose the "
                                                       "game."),
}
# the plural reasons, worded with Qt's plural forms (the table uses the same texts)
_SURE_TEXT = "You have %n sure trick(s)."
_LIKELY_TEXT = "Your hand should take about %n trick(s)"
REASONS = (*REASON_TEXTS, "bid_sure", "bid_likely")
# reasons that stay as they are when a search chose the card
_FIRM_REASONS = frozenset({"only_card", "partner_winning", "partner_ahead", "cover_partner_nil", "nil_duck",
                           "nil_lead_low", "nil_forced", "set_nil"})


def _reason(code: str, params: Mapping[str, Any]) -> Reason | None:
    """The :class:`cardtable.ai.Reason` of an :func:`explain` code."""
    if code == "bid_sure":
        return Reason("AtoutPique", _SURE_TEXT, {}, int(params.get("n", 0)))
    if code == "bid_likely":
        return Reason("AtoutPique", _LIKELY_TEXT, {}, int(params.get("n", 0)))
    if code in REASON_TEXTS:
        return Reason("AtoutPique", REASON_TEXTS[code], dict(params))
    return None


#: points a team scores in an ordinary hand that goes well (about eight tricks
#: bid and made), and what the opponents add in one: the measures of
#: :func:`blind_nil_advice`
GOOD_HAND = 80
THEIR_HAND = 70


def blind_nil_advice(view: Mapping[str, Any]) -> tuple[bool, str]:
    """Whether to bid blind nil, from what the seat may know before it looks at
    its cards (the scores, the target and the options; never the hand), and the
    reason code (:data:`REASON_TEXTS`).

    A blind nil fails far more often than it succeeds (about three times in
    four on random hands, ``benchmarks/ap_blind_nil.py``): it is a last chance,
    advised only when the opponents should reach the target at the end of this
    hand (within :data:`THEIR_HAND` of it) and the team cannot catch them up
    with a good ordinary hand (:data:`GOOD_HAND`) while 200 more would; never
    when, with the option that a team at −200 loses, its failure would lose
    the game.
    """
    team = int(view["team"])
    us, them = int(view["scores"][team]), int(view["scores"][1 - team])
    target = int(view.get("target", 500))
    options = view.get("options") or {}
    if options.get("minus_200_loses") and us - 200 <= -200:
        return False, "blind_minus_200"
    their_end = them + THEIR_HAND
    if their_end >= target and us + GOOD_HAND < their_end <= us + 200 + GOOD_HAND:
        return True, "blind_last_chance"
    return False, "blind_look"


def sure_tricks(hand: Sequence[int]) -> int:
    """Tricks a hand takes for sure: its top spades in sequence from the ace,
    and its side aces (when the suit is not too long to be trumped)."""
    spades = {c for c in hand if c < 13}
    n = 0
    r = 12
    while r in spades:
        n += 1
        r -= 1
    for s in (1, 2, 3):
        length = sum(1 for c in hand if c // 13 == s)
        if s * 13 + 12 in hand and length <= 5:
            n += 1
    return n


def explain(view: Mapping[str, Any], action: Any) -> tuple[str, dict[str, Any]]:
    """Why ``action`` is a sound choice for the seat of ``view``, in one
    reason code (see :data:`REASONS`) and its parameters.

    Pure: reads only the view (the seat's own hand and the public
    information) and the action, and decides nothing; the table words the
    reason.  Parameters: ``card`` (a card's text), ``n`` (a count).

    A reason is given only where the view bears it out, else the code is ""
    (no reason shown): "master" only for the highest card left in its suit
    (one beaten only by the seat's own cards is "master_own"); "partner_winning"
    only when nobody after the seat can beat the partner's card (playing last,
    or no higher card of its suit unseen and no trump possible), else
    "partner_ahead" (winning so far); "cheapest_winner" only for the lowest
    card that wins ("win_high" for a higher one with players still to come);
    a low lead or a lowest follow only for the lowest card of its suit;
    "nil_forced" only when every card may win.
    """
    hand = [_INT[t] for t in view["hand"]]
    if isinstance(action, Bid):
        if action.n == 0:
            if action.blind:
                return "bid_blind_nil", {}
            # "your cards are low" only when they are: nothing above the jack,
            # no spade above the nine
            low = all(x % 13 <= 9 and (x >= 13 or x % 13 <= 7) for x in hand)
            return ("bid_nil", {}) if low else ("", {})
        sure = sure_tricks(hand)
        if action.n <= sure:
            return "bid_sure", {"n": sure}
        return "bid_likely", {"n": max(action.n, int(estimate_tricks(hand) + 0.5)), "sure": sure}
    if not isinstance(action, Play):
        return "", {}
    c = _INT[str(action.card)]
    text = str(action.card)
    sim = _view_sim(view)
    me = int(view["seat"])
    legal = sim.legal(me)
    if len(legal) <= 1:
        return "only_card", {"card": text}
    if c not in legal:
        return "", {}
    partner = (me + 2) % 4
    bids = view["bids"]
    tricks = sim.tricks
    my_nil = bids[me] == 0 and tricks[me] == 0
    partner_nil = bids[partner] == 0 and tricks[partner] == 0
    known = sim.played | _mask(hand)
    suit = c // 13
    # nobody else holds a higher card of its suit; "top": nor does this hand
    master = c > _highest_other(known, suit)
    top = c > _highest_other(sim.played | (1 << c), suit)
    master_code = "master" if top else "master_own"
    low = c == min(x for x in hand if x // 13 == suit) and c % 13 < 9     # the suit's lowest, under the jack
    trick = sim.trick
    if not trick:
        if my_nil:
            return ("nil_lead_low", {"card": text}) if low else ("", {})
        opp_nil = any(bids[o] == 0 and tricks[o] == 0 for o in ((me + 1) % 4, (me + 3) % 4))
        if opp_nil and not master and c == min(x for x in hand if x // 13 == suit):
            return "set_nil", {"card": text}
        if partner_nil and master:
            return "cover_partner_nil", {"card": text}
        if partner_nil and c == max(x for x in hand if x // 13 == suit):
            return "partner_nil_lead_high", {"card": text}
        if master and (suit == 0 or c % 13 >= 9):
            return master_code, {"card": text}
        if _team_need(sim, me % 2) <= 0:
            return "avoid_bags", {"card": text}
        if suit == 0:
            return "lead_trump", {"card": text}
        length = sum(1 for x in hand if x // 13 == suit)
        if length <= 2 and any(x < 13 for x in hand):
            return "lead_short", {"card": text}
        return ("lead_low", {"card": text}) if low else ("", {})
    led = trick[0][1] // 13
    wseat, wcard = trick_winner_int(trick)
    wins = _beats(c, wcard, led)
    following = suit == led
    winners = [x for x in legal if _beats(x, wcard, led)]
    if my_nil:
        if wins:
            return ("nil_forced", {"card": text}) if len(winners) == len(legal) else ("", {})
        return "nil_duck", {"card": text}
    opp_nils = [o for o in ((me + 1) % 4, (me + 3) % 4) if bids[o] == 0 and tricks[o] == 0]
    if opp_nils and not wins and following and any(
            o not in {s for s, _ in trick} or o == wseat for o in opp_nils):
        return "set_nil", {"card": text}
    partner_played = any(s == partner for s, _ in trick)
    if partner_nil and wins and (not partner_played or wseat == partner):
        return "cover_partner_nil", {"card": text}
    if wseat == partner and not wins:
        if _holds(sim, wcard, led, len(trick), known, me):
            return "partner_winning", {"card": text}
        return "partner_ahead", {"card": text}
    if wins:
        if not following and suit == 0:
            return "trump", {"card": text}
        if master and len(trick) < 3:
            return master_code, {"card": text}
        if c == min(winners):
            return "cheapest_winner", {"card": text}
        if len(trick) < 3 and _highest_other(known, suit) > min(winners):
            return "win_high", {"card": text}
        return "", {}
    if not following:
        if master and _team_need(sim, me % 2) <= 0:
            return "avoid_bags", {"card": text}
        # "least useful": a side card, neither the highest left of its suit nor
        # above another card of its suit in the hand
        if suit != 0 and not master and c == min(x for x in hand if x // 13 == suit):
            return "discard", {"card": text}
        return "", {}
    if _team_need(sim, me % 2) <= 0 and winners:
        return "avoid_bags", {"card": text}
    if c != min(legal):
        return "", {}
    if winners:
        return "keep_high", {"card": text}
    return "cheapest_follow", {"card": text}


def _holds(sim: Sim, wcard: int, led: int, pos: int, known: int, me: int) -> bool:
    """Surely nobody after ``me`` (playing at ``pos``) beats ``wcard``, from the view
    alone: no unseen card of its suit is higher, and when it is not a spade, every
    seat after ``me`` is known to hold no spade (or no spade is unseen)."""
    if pos == 3:
        return True
    if wcard < _highest_other(known, wcard // 13):
        return False
    if wcard < 13 or _highest_other(known, 0) < 0:
        return True
    return all(sim.voids[(me + k) % 4] & 1 for k in range(1, 4 - pos))

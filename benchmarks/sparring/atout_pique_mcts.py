"""An Atout Pique search sparring partner: determinized Monte Carlo with UCT, not offered in the UI.

A plain search player of the textbook kind, written from nothing but the view
and the engine's rules (it imports nothing from ``cardtable.ai``):

* **Deals consistent with the view**: the cards it has not seen (not in its
  hand, not played) are dealt to the three others at random, to the sizes the
  view shows, never giving a seat a suit it has shown out of (it did not
  follow the suit led).  The bids are not read as evidence.
* **Play**: on each of :attr:`MctsPlayer.deals` such deals, a UCT tree search
  over the rest of the hand (every seat's cards open, the legal plays of the
  engine's rules) with :attr:`MctsPlayer.simulations` simulations, each ending
  in a playout by a light rule (follow low, win cheaply when the partner is
  not winning, a nil bidder ducks), scored with the engine's
  :func:`~cardtable.engine.atout_pique.score_team_detail` (contract, bags and
  their penalty, nils) as the difference between the two teams' points for
  the hand.  The card whose visits summed over the deals are the most is played.
* **Bidding**: on sampled deals the hand is played out by the same rule; it
  bids its mean trick count rounded (at least 1), or nil when the ducking rule
  took no trick in at least :attr:`MctsPlayer.nil_share` of the deals.  Never
  blind nil.

About 100 ms a decision on the plain interpreter (``deals`` x ``simulations``
= 24 x 48).  Deterministic from its seed and the views it is given; it never
mutates them.  Measure it with ``python benchmarks/bench_atout_pique.py
--pairs N --match difficile,mcts``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.atout_pique import Bid, score_team_detail

__all__ = ["MctsPlayer", "make_player"]

_SUITS = "SHDC"                      # suit index 0 is spades, the trump
_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
CARD_TEXT: tuple[str, ...] = tuple(r + s for s in _SUITS for r in _RANKS)
CARD_INDEX: dict[str, int] = {t: i for i, t in enumerate(CARD_TEXT)}
CARD_INDEX.update({"T" + s: CARD_INDEX["10" + s] for s in _SUITS})


def winner_of(plays: Sequence[tuple[int, int]]) -> int:
    """The seat that wins a complete trick of ``(seat, card index)`` plays, the first led."""
    best_seat, best = plays[0]
    for seat, c in plays[1:]:
        if c // 13 == best // 13:
            if c > best:
                best_seat, best = seat, c
        elif c < 13:                      # a spade over a card of another suit
            best_seat, best = seat, c
    return best_seat


def legal_plays(hand: Sequence[int], trick: Sequence[tuple[int, int]], broken: bool) -> list[int]:
    """The cards of ``hand`` that may be played (the engine's rule: follow suit; no spade
    lead before spades are broken unless the hand holds only spades)."""
    if trick:
        led = trick[0][1] // 13
        follow = [c for c in hand if c // 13 == led]
        return follow if follow else list(hand)
    if broken:
        return list(hand)
    side = [c for c in hand if c >= 13]
    return side if side else list(hand)


class _Hand:
    """The rest of one hand with every card open (one determinization)."""

    __slots__ = ("hands", "trick", "leader", "tricks", "broken")

    def __init__(self, hands: list[list[int]], trick: list[tuple[int, int]], leader: int,
                 tricks: list[int], broken: bool) -> None:
        self.hands = hands
        self.trick = trick
        self.leader = leader
        self.tricks = tricks
        self.broken = broken

    def copy(self) -> _Hand:
        return _Hand([list(h) for h in self.hands], list(self.trick), self.leader, list(self.tricks), self.broken)

    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % 4

    def done(self) -> bool:
        return not self.trick and not any(self.hands)

    def legal(self) -> list[int]:
        return legal_plays(self.hands[self.to_play()], self.trick, self.broken)

    def play(self, c: int) -> None:
        seat = self.to_play()
        self.hands[seat].remove(c)
        if c < 13:
            self.broken = True
        self.trick.append((seat, c))
        if len(self.trick) == 4:
            w = winner_of(self.trick)
            self.tricks[w] += 1
            self.leader = w
            self.trick = []


def rule_play(h: _Hand, nil: Sequence[bool]) -> int:
    """The playout rule: a nil bidder plays its highest card that does not win (else
    its lowest); otherwise follow with the cheapest card that wins when the partner
    is not winning (or is a nil bidder), else the lowest, a discard of another suit
    before a spade; lead the highest card."""
    legal = h.legal()
    if len(legal) == 1:
        return legal[0]
    seat = h.to_play()
    trick = h.trick
    if not trick:
        if nil[seat]:
            return min(legal, key=lambda c: c % 13)
        return max(legal, key=lambda c: (c % 13, c))
    current = trick[0]                    # the play now winning the trick
    for p in trick[1:]:
        if winner_of([current, p]) == p[0]:
            current = p
    win_seat = current[0]

    def beats(c: int) -> bool:
        return winner_of([current, (seat, c)]) == seat

    winners = [c for c in legal if beats(c)]
    if nil[seat]:
        losers = [c for c in legal if not beats(c)]
        if losers:
            return max(losers, key=lambda c: (c % 13, c < 13))
        return min(legal, key=lambda c: c % 13)
    partner = (seat + 2) % 4
    if winners and (win_seat != partner or nil[partner]):
        return min(winners, key=lambda c: (c < 13, c % 13))
    # lowest card: a discard of another suit before a spade
    return min(legal, key=lambda c: (c < 13, c % 13))


class _Node:
    __slots__ = ("children", "untried", "n", "w")

    def __init__(self, legal: list[int]) -> None:
        self.children: dict[int, _Node] = {}
        self.untried = legal
        self.n = 0
        self.w = 0.0


class MctsPlayer:
    """Determinized UCT for the play, sampled deals for the bid (see the module docstring)."""

    level = "mcts"
    deals = 24
    simulations = 48
    bid_deals = 24
    nil_share = 0.8
    exploration = 0.7

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # -------------------------------------------------------------- deals
    def sample(self, view: Mapping[str, Any]) -> list[list[int]]:
        """Four hands: its own, and the others' unseen cards dealt at random, no seat
        getting a suit it has shown out of."""
        me = view["seat"]
        mine = [CARD_INDEX[t] for t in view["hand"]]
        seen = set(mine)
        void: list[set[int]] = [set() for _ in range(4)]
        tricks = [t["plays"] for t in view["completed_tricks"]] + ([view["trick"]] if view["trick"] else [])
        for plays in tricks:
            led = CARD_INDEX[plays[0][1]] // 13
            for seat, t in plays:
                c = CARD_INDEX[t]
                seen.add(c)
                if c // 13 != led:
                    void[seat].add(led)
        unseen = [c for c in range(52) if c not in seen]
        sizes = list(view["hand_sizes"])
        rng = self.rng
        for _ in range(40):
            hands: list[list[int]] = [[] for _ in range(4)]
            hands[me] = list(mine)
            room = [0 if s == me else sizes[s] for s in range(4)]
            cards = list(unseen)
            rng.shuffle(cards)
            cards.sort(key=lambda c: sum(1 for s in range(4) if s != me and c // 13 not in void[s]))
            ok = True
            for c in cards:
                seats = [s for s in range(4) if room[s] > 0 and c // 13 not in void[s]]
                if not seats:
                    ok = False
                    break
                weights = [room[s] for s in seats]
                s = rng.choices(seats, weights)[0]
                hands[s].append(c)
                room[s] -= 1
            if ok:
                return hands
        # the voids cannot all be kept with these sizes: deal ignoring them
        hands = [[] for _ in range(4)]
        hands[me] = list(mine)
        cards = list(unseen)
        rng.shuffle(cards)
        for s in range(4):
            if s != me:
                hands[s], cards = cards[:sizes[s]], cards[sizes[s]:]
        return hands

    def _hand(self, view: Mapping[str, Any], hands: list[list[int]]) -> _Hand:
        trick = [(int(s), CARD_INDEX[t]) for s, t in view["trick"]]
        leader = int(view["trick"][0][0]) if view["trick"] else int(view["leader"])
        return _Hand(hands, trick, leader, list(view["tricks_won"]), bool(view["spades_broken"]))

    # ------------------------------------------------------------ scoring
    @staticmethod
    def _bids(view: Mapping[str, Any], guess: Sequence[int]) -> list[int]:
        return [b if b is not None else guess[s] for s, b in enumerate(view["bids"])]

    @staticmethod
    def hand_value(view: Mapping[str, Any], bids: Sequence[int], tricks: Sequence[int]) -> float:
        """My team's points for the hand less the other team's (the engine's scoring)."""
        me = view["seat"]
        blind = view["blind"]
        pts = []
        for team in (0, 1):
            seats = (team, team + 2)
            d = score_team_detail([bids[s] for s in seats], [tricks[s] for s in seats],
                                  int(view["bags"][team]), [bool(blind[s]) for s in seats])
            pts.append(d["points"])
        return float(pts[me % 2] - pts[1 - me % 2])

    # ---------------------------------------------------------------- play
    def _search(self, view: Mapping[str, Any], root_state: _Hand, bids: list[int], visits: dict[int, int]) -> None:
        nil = [b == 0 for b in bids]
        my_team = view["seat"] % 2
        root = _Node(root_state.legal())
        rng = self.rng
        c_uct = self.exploration
        for _ in range(self.simulations):
            h = root_state.copy()
            node = root
            path = [(node, -1)]
            # selection
            while not node.untried and node.children:
                mover_team = h.to_play() % 2
                log_n = math.log(node.n)
                best, best_c = -1e9, -1
                for c, ch in node.children.items():
                    q = ch.w / ch.n
                    if mover_team != my_team:
                        q = 1.0 - q
                    u = q + c_uct * math.sqrt(log_n / ch.n)
                    if u > best:
                        best, best_c = u, c
                h.play(best_c)
                node = node.children[best_c]
                path.append((node, best_c))
            # expansion
            if node.untried:
                c = node.untried.pop(rng.randrange(len(node.untried)))
                h.play(c)
                child = _Node(h.legal() if not h.done() else [])
                node.children[c] = child
                node = child
                path.append((node, c))
            # playout
            while not h.done():
                h.play(rule_play(h, nil))
            r = 0.5 + max(-1.0, min(1.0, self.hand_value(view, bids, h.tricks) / 300.0)) / 2.0
            for n, _c in path:
                n.n += 1
                n.w += r
        for c, ch in root.children.items():
            visits[c] = visits.get(c, 0) + ch.n

    def _play(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        by_card = {CARD_INDEX[str(a.card)]: a for a in legal}
        bids = self._bids(view, [1] * 4)
        visits: dict[int, int] = {}
        for _ in range(self.deals):
            self._search(view, self._hand(view, self.sample(view)), bids, visits)
        best = max(sorted(by_card), key=lambda c: visits.get(c, 0))
        return by_card[best]

    # ----------------------------------------------------------------- bid
    def _bid(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        me = view["seat"]
        tricks = 0
        nil_made = 0
        for _ in range(self.bid_deals):
            hands = self.sample(view)
            leader = int(view["first_bidder"])
            for duck in (False, True):
                h = _Hand([list(x) for x in hands], [], leader, [0, 0, 0, 0], False)
                nil = [False] * 4
                nil[me] = duck
                while not h.done():
                    h.play(rule_play(h, nil))
                if duck:
                    nil_made += h.tricks[me] == 0
                else:
                    tricks += h.tricks[me]
        mean = tricks / self.bid_deals
        if nil_made >= self.nil_share * self.bid_deals and Bid(0) in legal:
            return Bid(0)
        n = max(1, min(13, int(mean + 0.5)))
        return Bid(n) if Bid(n) in legal else legal[0]

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "bidding":
            return self._bid(view, legal)
        return self._play(view, legal)


def make_player(seed: int = 0) -> MctsPlayer:
    return MctsPlayer(seed)

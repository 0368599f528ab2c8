"""Les Auteurs sparring partner ``sparring:bluffer``: a crafty family player who hides its ranks.

A measuring tool (``python -m cardtable.arena auteurs --seats difficile,sparring:bluffer,...``),
never offered in the game.  Written on its own from the engine's view and the
rules page, independently of the other partners and of the levels.

What it knows (:func:`deduce`), rebuilt from the seat's view at every decision:
the whole history of the deal's asks (a perfect memory), the card counts, its
own hand and the poissons laid.  For every card it does not hold and that is
not laid it keeps the seats that may hold it:

* an ask for ``c`` that misses: neither the asker (one never asks a card one
  holds) nor the asked seat holds ``c`` -- cards only ever move in public, so
  that stays true until ``c`` is seen moving;
* a hit: ``c`` is in the asker's hand, and nowhere else;
* a seat with no card holds nothing; a seat whose sure cards make its whole
  count holds nothing else; a seat with as many unplaced cards as cards it may
  hold holds all of them;
* the naive reading of the others: an ask proves the asker held at least one
  card of that rank (two after a hit); a card of that rank taken from that seat
  later lowers the proof by one.  When the seat must hold more cards of the
  rank than it is known to and exactly that many candidates remain, they are
  its.  Nothing about *how* the others choose their asks is assumed.

Deductions are repeated until nothing changes; they are always true (the tests
check them against the real hands over whole games).

How it asks (:meth:`BlufferPlayer.choose`):

1. a sure card (a card whose only possible holder is a seat it may ask) when
   there is one: first one that completes a poisson (it holds three of that
   rank), else the one held by the seat with the fewest cards (take from short
   hands before they run dry); ties to the lowest rank, then the card's order;
2. else it hides its ranks: it prefers a rank it holds only one card of (a
   bluff: the table learns little, and others may waste asks on that rank),
   then a rank it holds two of (scored at :data:`PAIR_FACTOR` of their
   chance), and it does not ask in a rank it holds three of (which would tell
   everyone it is close to a poisson) -- it waits until the fourth card is sure
   -- unless the table already knows it holds that rank (its own earlier asks
   or hits proved it: asking again tells nothing new; such a rank, like a
   revealed pair, is scored at its plain chance), or unless it has nothing else
   to ask.  The chance that seat ``t`` holds card ``c`` is ``t``'s weight over
   the weights of the seats that may hold ``c``: a seat's weight is its number
   of unplaced cards, times :data:`PROVED_WEIGHT` when that seat is proved to
   hold an unseen card of the rank.  Exact ties are broken by the player's own
   seeded generator.

The style costs it games: a hit on a card of a rank held once exposes a pair
(the card it took is then sure for everyone), and a hidden three waits for its
fourth card.  It is a different opponent, not the strongest one: what it
tests is whether a reader of the others' asks is misled by a player whose
asks do not mean "I hold two or three of these".

A decision replays the deal's asks: 0.25 ms median, 1.2 ms at the 95th
percentile, 2.4 ms at most (processor time, 2,747 decisions of 40 games at 4
and 5 players).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.engine.auteurs import Ask
from cardtable.engine.cards import DECK, Card

LEVELS: tuple[str, ...] = ("bluffer",)

#: the score of an unsure ask in a rank held twice, relative to a rank held once
PAIR_FACTOR = 0.7
#: how much more likely a seat proved to hold an unseen card of a rank is to hold a given one
PROVED_WEIGHT = 3.0

_CARD: dict[str, Card] = {str(c): c for c in DECK}


def _card(text: str) -> Card:
    c = _CARD.get(text)
    return c if c is not None else Card.parse(text)


@dataclass
class Knowledge:
    """What one seat knows of the deal: for each card it does not hold and that
    is not laid, the seats that may hold it (``places``, bit ``1 << seat``); per
    seat and rank, how many cards of that rank the seat is proved to hold
    (``proved``); the seats' card counts."""

    seat: int
    players: int
    hand: frozenset[Card]
    counts: list[int]
    places: dict[Card, int]
    proved: list[list[int]]

    def holders(self, c: Card) -> list[int]:
        """The seats that may hold ``c`` (empty for a card of the seat's own hand or laid)."""
        mask = self.places.get(c, 0)
        return [s for s in range(self.players) if mask >> s & 1]

    def sure(self, c: Card) -> int | None:
        """The seat that surely holds ``c``, else None."""
        mask = self.places.get(c, 0)
        if mask and mask & (mask - 1) == 0:
            return mask.bit_length() - 1
        return None

    def unplaced(self, s: int) -> int:
        """How many of seat ``s``'s cards are not surely placed."""
        return self.counts[s] - sum(1 for m in self.places.values() if m == 1 << s)


def deduce(view: Mapping[str, Any]) -> Knowledge:
    """The seat's knowledge of the deal, from its view alone (see the module docstring)."""
    me: int = view["seat"]
    n: int = view["players"]
    hand = frozenset(_card(t) for t in view["hand"])
    counts = list(view["counts"])
    laid = {r for per_seat in view["poissons"] for r in per_seat}
    others = sum(1 << s for s in range(n) if s != me)
    places: dict[Card, int] = {c: others for c in DECK}
    proved = [[0] * 14 for _ in range(n)]
    for rec in view["history"]:
        s, t = rec["seat"], rec["target"]
        c = _card(rec["card"])
        r = c.rank
        if rec["hit"]:
            places[c] = 1 << s
            proved[s][r] = max(proved[s][r], 1) + 1
            proved[t][r] = max(0, proved[t][r] - 1)
        else:
            places[c] &= ~((1 << s) | (1 << t))
            proved[s][r] = max(proved[s][r], 1)
    empty = sum(1 << s for s in range(n) if counts[s] == 0)
    live: dict[Card, int] = {}
    for c, mask in places.items():
        if c in hand or c.rank in laid:
            continue
        live[c] = mask & ~empty & others
    know = Knowledge(me, n, hand, counts, live, proved)
    _propagate(know)
    return know


def _propagate(know: Knowledge) -> None:
    places = know.places
    n = know.players
    changed = True
    while changed:
        changed = False
        for s in range(n):
            if s == know.seat or know.counts[s] == 0:
                continue
            bit = 1 << s
            sure = [c for c, m in places.items() if m == bit]
            open_ = [c for c, m in places.items() if m & bit and m != bit]
            slack = know.counts[s] - len(sure)
            if open_ and slack == 0:
                for c in open_:
                    places[c] &= ~bit
                changed = True
                continue
            if open_ and slack == len(open_):
                for c in open_:
                    places[c] = bit
                changed = True
                continue
            proved = know.proved[s]
            for r in {c.rank for c in open_}:
                need = proved[r] - sum(1 for c in sure if c.rank == r)
                if need <= 0:
                    continue
                cand = [c for c in open_ if c.rank == r]
                if len(cand) == need:
                    for c in cand:
                        places[c] = bit
                    changed = True
            if changed:
                break


class BlufferPlayer:
    """The bluffer (see the module docstring); deterministic from its seed."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(f"auteurs-bluffer:{seed}")

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        legal = [a for a in legal_actions if isinstance(a, Ask)]
        if not legal:
            return legal_actions[0]
        know = deduce(view)
        held: dict[int, int] = {}
        for c in know.hand:
            held[c.rank] = held.get(c.rank, 0) + 1
        counts = know.counts

        sure = [a for a in legal if know.sure(a.card) == a.target]
        if sure:
            return min(sure, key=lambda a: (0 if held.get(a.card.rank, 0) == 3 else 1, counts[a.target],
                                            a.card.rank, a.card.index, a.target))

        weight = [0.0] * know.players
        for s in range(know.players):
            if s != know.seat and counts[s] > 0:
                weight[s] = float(max(0, know.unplaced(s)))

        def seat_weight(s: int, r: int) -> float:
            w = weight[s]
            bit = 1 << s
            seen = sum(1 for c, m in know.places.items() if m == bit and c.rank == r)
            return w * PROVED_WEIGHT if know.proved[s][r] > seen else w

        def chance(a: Ask) -> float:
            r = a.card.rank
            mask = know.places.get(a.card, 0)
            if not mask >> a.target & 1:
                return 0.0
            total = sum(seat_weight(s, r) for s in range(know.players) if mask >> s & 1)
            return seat_weight(a.target, r) / total if total > 0 else 0.0

        # what the table already knows it holds: the proof its own asks and hits gave
        shown = know.proved[know.seat]

        def factor(r: int) -> float:
            return PAIR_FACTOR if held[r] == 2 and shown[r] == 0 else 1.0

        hiding = [a for a in legal if held[a.card.rank] < 3 or shown[a.card.rank] > 0]
        pool = hiding if any(chance(a) > 0 for a in hiding) else legal
        best: list[Ask] = []
        top = -1.0
        for a in pool:
            score = chance(a) * factor(a.card.rank)
            if score > top + 1e-12:
                top, best = score, [a]
            elif abs(score - top) <= 1e-12:
                best.append(a)
        return best[self.rng.randrange(len(best))] if len(best) > 1 else best[0]


def make_player(name: str, seed: int) -> BlufferPlayer:
    """The partner named ``name`` (see :data:`LEVELS`), seeded with ``seed``."""
    if name not in LEVELS:
        raise ValueError(f"unknown Les Auteurs bluffer partner {name!r}; choices: {', '.join(LEVELS)}")
    return BlufferPlayer(seed)

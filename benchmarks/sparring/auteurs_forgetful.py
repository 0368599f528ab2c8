"""Les Auteurs sparring partner "forgetful": a good family player with a human memory.

Written on its own from the rules (``cardtable/rules/auteurs.fr.html``) and the
engine's view of one seat (``cardtable/engine/auteurs.py``), for measuring only;
it is never offered in the game.  The arena names it ``sparring:forgetful`` (it
remembers the last :data:`MEMORY` asks) and ``sparring:forgetful:sharp`` (it
remembers every ask of the deal)::

    python -m cardtable.arena auteurs --duplicate --seed S --games 400 --jobs 1 \\
        --seats difficile,sparring:forgetful,sparring:forgetful,sparring:forgetful

What it knows, from its seat's view only:

* its own hand, every seat's card count, the poissons on the table (always in
  sight);
* of the deal's asks and answers, the last ``memory`` only, exactly; older ones
  are forgotten as if never heard.  From each remembered ask it keeps where a
  card went on a hit (the asker holds it, nobody else does), that the asked seat
  and the asker do not hold the card asked (a miss; the asker never asks for a
  card it holds), which ranks a seat has shown by asking for them (it holds
  a card of that rank) and which seats said no to a rank;
* counting: a card nobody else can hold is where the last possible seat is; a
  seat whose every card is known holds nothing else; a seat that showed a rank
  holds the one card of that rank it can still hold ("Hugo asked for a seven
  and I hold the three others"); repeated until nothing more follows.

How it asks:

* a *sure* card (its holder known) first: the one that completes a poisson
  (it holds the three others), else one of the rank it holds the FEWEST cards
  of; ties go to the seat holding the most cards, then to its own die;
* when nothing is sure: a card of its own longest rank (ties: a rank the
  biggest hand has shown, then the die), asked of the seat holding the most
  cards that may hold one; but a seat it remembers saying no to that rank
  ("Hugo has just said no to a seven: I'll try Léa") comes after the others
  (ties: a seat that has shown the rank, then the die); the card is drawn among
  those that seat may hold.  Trying the next seat after a no is also what ends
  a deal where every ask of the biggest hand would miss.

Its "die" is a ``random.Random`` seeded from the player's seed and the
position (deal, asks so far, seat): the same seed and view give the same ask.
A decision reads the remembered asks once and looks at each legal ask once,
without searching (a fraction of a millisecond in the arena).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine import DECK

#: the names the arena accepts (``sparring:forgetful``, ``sparring:forgetful:sharp``)
LEVELS = ("forgetful", "forgetful:sharp")
#: how many of the latest asks (with their answers) ``forgetful`` remembers: a
#: dozen, about a fifth of a deal's asks.  A table where every seat remembers
#: less than two rounds of asks can go round in misses for ever (every seat
#: forgetting who said no before it comes back to them).
MEMORY = 12

#: the rank of each card as the view writes it, and the four cards of each rank
_RANK: dict[str, int] = {str(c): c.rank for c in DECK}
_OF_RANK: dict[int, tuple[str, ...]] = {r: tuple(str(c) for c in DECK if c.rank == r) for r in range(1, 14)}


class Memory:
    """What a seat knows of the other hands from its view, remembering the last
    ``memory`` asks of the deal (all of them when ``memory`` is None).

    ``holder[card]``: the seat known to hold ``card`` (not ours); ``absent[s]``:
    cards seat ``s`` is known not to hold; ``extra[s]``: ranks of which seat ``s``
    holds a card we cannot name (it asked for that rank when we knew none of its
    cards of that rank).
    """

    def __init__(self, view: Mapping[str, Any], memory: int | None) -> None:
        self.seat: int = view["seat"]
        self.players: int = view["players"]
        self.counts: list[int] = list(view["counts"])
        self.hand: set[str] = set(view["hand"])
        laid = {r for ranks in view["poissons"] for r in ranks}
        n = self.players
        self.holder: dict[str, int] = {}
        self.absent: list[set[str]] = [set() for _ in range(n)]
        self.extra: list[set[int]] = [set() for _ in range(n)]
        self.refused: set[tuple[int, int]] = set()
        history = view["history"]
        if memory is not None:
            history = history[len(history) - memory:] if 0 < memory < len(history) else \
                (history if memory > 0 else [])
        for rec in history:
            self._hear(rec["seat"], rec["target"], rec["card"], rec["hit"])
        for c in [c for c, s in self.holder.items() if c in self.hand or _RANK[c] in laid]:
            del self.holder[c]                      # ours now, or on the table
        for ranks in self.extra:
            ranks -= laid
        self.known = [0] * n
        for s in self.holder.values():
            self.known[s] += 1
        self.held: dict[int, int] = {}
        for c in self.hand:
            self.held[_RANK[c]] = self.held.get(_RANK[c], 0) + 1
        self.wanted = [c for r in sorted(self.held) for c in _OF_RANK[r] if c not in self.hand]
        self._count()

    def _hear(self, seat: int, target: int, card: str, hit: bool) -> None:
        """One remembered ask: ``seat`` holds a card of the rank asked (other than
        ``card``); a miss says neither of them holds ``card``; a hit moves it."""
        rank = _RANK[card]
        if not any(s == seat and _RANK[c] == rank for c, s in self.holder.items()):
            self.extra[seat].add(rank)
        if not hit:
            self.absent[target].add(card)
            self.absent[seat].add(card)
            self.refused.add((target, rank))
            return
        self.refused.discard((target, rank))
        if self.holder.get(card) != target:         # the card given may be the one it showed
            self.extra[target].discard(rank)
        self.holder[card] = seat
        self.absent[seat].discard(card)

    def _place(self, card: str, seat: int) -> None:
        self.holder[card] = seat
        self.known[seat] += 1
        self.extra[seat].discard(_RANK[card])       # the card named may be the one it showed

    def _count(self) -> None:
        """Counting, until nothing more follows: a card that one seat only can
        hold is that seat's; a seat that showed a rank holds its only possible
        card of that rank."""
        changed = True
        while changed:
            changed = False
            for c in self.wanted:
                if c not in self.holder:
                    seats = self.could_hold(c)
                    if len(seats) == 1:
                        self._place(c, seats[0])
                        changed = True
            for s in range(self.players):
                for r in sorted(self.extra[s] & self.held.keys()):
                    left = [c for c in _OF_RANK[r]
                            if c not in self.hand and c not in self.holder and s in self.could_hold(c)]
                    if len(left) == 1:
                        self._place(left[0], s)
                        changed = True

    def could_hold(self, card: str) -> list[int]:
        """The seats (not ours) that may hold ``card``, one of ours' ranks or not."""
        if card in self.holder:
            return [self.holder[card]]
        rank = _RANK[card]
        return [s for s in range(self.players)
                if s != self.seat and self.counts[s] > 0 and card not in self.absent[s]
                and (rank in self.extra[s] or self.known[s] + len(self.extra[s]) < self.counts[s])]

    def shows(self, seat: int, rank: int) -> bool:
        """Has ``seat`` shown (or been seen to receive) a card of ``rank``?"""
        return rank in self.extra[seat] or any(s == seat and _RANK[c] == rank for c, s in self.holder.items())


class ForgetfulPlayer:
    """The partner (see the module docstring); ``memory`` None remembers everything."""

    def __init__(self, seed: int = 0, memory: int | None = MEMORY) -> None:
        self.seed = seed
        self.memory = memory

    def die(self, view: Mapping[str, Any]) -> random.Random:
        return random.Random(f"forgetful:{self.seed}:{view['deal']}:{len(view['history'])}:{view['seat']}")

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        if len(legal_actions) == 1:
            return legal_actions[0]
        mem = Memory(view, self.memory)
        die = self.die(view)
        counts = mem.counts
        sure: list[tuple[tuple[int, int, int, float], Any]] = []
        unsure: list[Any] = []
        for a in legal_actions:
            card = str(a.card)
            seats = mem.could_hold(card)
            if a.target not in seats:
                continue
            held = mem.held[a.card.rank]
            if len(seats) == 1:
                sure.append(((0 if held == 3 else 1, held, -counts[a.target], die.random()), a))
            else:
                unsure.append(a)
        if sure:
            return min(sure, key=lambda x: x[0])[1]
        if not unsure:                   # every card wanted is placed, so one is sure: never here
            return legal_actions[die.randrange(len(legal_actions))]
        # our longest rank (ties: one the biggest hand has shown, then the die)
        longest = max(mem.held[a.card.rank] for a in unsure)
        ranks = sorted({a.card.rank for a in unsure if mem.held[a.card.rank] == longest})
        biggest = max(counts[s] for s in range(mem.players) if s != mem.seat)
        rank = max(ranks, key=lambda r: (any(mem.shows(s, r) for s in range(mem.players)
                                             if s != mem.seat and counts[s] == biggest), die.random()))
        mine = [a for a in unsure if a.card.rank == rank]
        # the seat holding the most cards that has not said no to that rank (in
        # what we remember; all have: the most cards), ties: one that showed it
        seats = sorted({a.target for a in mine})
        target = max(seats, key=lambda s: ((s, rank) not in mem.refused, counts[s], mem.shows(s, rank),
                                           die.random()))
        cards = [a for a in mine if a.target == target]
        return cards[die.randrange(len(cards))]


def make_player(name: str, seed: int = 0) -> ForgetfulPlayer:
    """The arena's hook: ``forgetful`` (remembers the last :data:`MEMORY` asks) or
    ``forgetful:sharp`` (remembers every ask of the deal)."""
    if name not in LEVELS:
        raise ValueError(f"unknown partner {name!r}: {', '.join(LEVELS)}")
    return ForgetfulPlayer(seed, None if name.endswith(":sharp") else MEMORY)

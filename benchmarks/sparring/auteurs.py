"""Les Auteurs sparring partner: an expert-rule player that replays the ask history.

A measuring tool for the arena (``python -m cardtable.arena auteurs --seats
difficile,sparring,sparring,sparring``), never offered in the game.  It sees only
its seat's view, searches nothing and shares no code with the game's players.

Bookkeeping, replayed from the whole history of the deal at every decision:

* a hit fixes where a card is (it moved to the asker, where everyone saw it);
  a card never hit has not moved since the deal;
* an ask proves that the asker lacked the card and held another card of its
  rank, one that never moved if none had been seen moving there (until it
  gives away a card of that rank that never moved); a miss proves that the asked
  player lacked the card; what is proved of a card that has not moved stays true;
* laid ranks leave the game; each seat holds exactly its count of cards, so
  elimination closes the rest: a card only one seat may hold is that seat's, a
  seat with as many possible cards as unplaced cards holds them all, a seat
  with no unplaced card holds none of them, a seat proved to hold a rank with
  only one possible card of it holds that card.

Choice: first a card the history proves the asked player holds (one that
completes a poisson first, then the rank it holds most of); else the ask with
the best estimated chance (possible holders weighted by their unplaced cards,
rows and columns balanced in turn; a proved rank weighed in), ties to the rank
it holds most of.  Deterministic: ties broken by a stream seeded from the
player's seed and the position.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.auteurs import Ask
from cardtable.engine.cards import DECK, Card, card

LEVELS = ("sparring",)
RANK_CARDS: dict[int, list[Card]] = {r: [c for c in DECK if c.rank == r] for r in range(1, 14)}


class Board:
    """What seat ``me`` can prove about every card still in a hand."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        me = int(view["seat"])
        n = int(view["players"])
        self.me, self.n = me, n
        history = view["history"]
        lays: dict[int, list[int]] = {}
        for _s, r, at in view["laid"]:
            lays.setdefault(int(at), []).append(int(r))
        out: set[int] = set()
        holder: dict[Card, int] = {}
        lacks: dict[Card, set[int]] = {c: set() for c in DECK}
        needs: set[tuple[int, int]] = set()
        for i in range(len(history) + 1):
            for r in lays.get(i, ()):
                out.add(r)
                needs = {(s, x) for s, x in needs if x != r}
            if i == len(history):
                break
            rec = history[i]
            s, t, c = int(rec["seat"]), int(rec["target"]), card(rec["card"])
            lacks[c].add(s)
            if not any(holder.get(x) == s for x in RANK_CARDS[c.rank] if x != c):
                needs.add((s, c.rank))       # it holds a card of the rank that nobody has seen move
            if rec["hit"]:
                if c not in holder:          # the hidden card given may be the one that proved the rank
                    needs.discard((t, c.rank))
                holder[c] = s
            else:
                lacks[c].add(t)
        # what everyone has seen of this seat: cards moved to it, ranks it asked for
        self.shown = {c.rank for c, s in holder.items() if s == me} | {r for s, r in needs if s == me}
        for t in view["hand"]:
            holder[card(t)] = me
        self.out = out
        self.needs = needs
        live = [c for c in DECK if c.rank not in out]
        self.holder = {c: s for c, s in holder.items() if c.rank not in out}
        self.seen = set(self.holder)     # cards placed by the history itself (moved, or in its hand)
        placed = [0] * n
        for s in self.holder.values():
            placed[s] += 1
        counts = [int(x) for x in view["counts"]]
        self.free = [max(0, counts[s] - placed[s]) for s in range(n)]
        self.free[me] = 0
        self.maybe: dict[Card, set[int]] = {}
        for c in live:
            if c in self.holder:
                continue
            self.maybe[c] = {s for s in range(n) if s != me and s not in lacks[c] and self.free[s] > 0}
        self._eliminate()

    def _eliminate(self) -> None:
        holder, maybe, free = self.holder, self.maybe, self.free
        changed = True
        while changed:
            changed = False
            for c in list(maybe):
                if len(maybe[c]) == 1:
                    (s,) = maybe.pop(c)
                    holder[c] = s
                    free[s] -= 1
                    changed = True
            for s in range(self.n):
                mine = [c for c, seats in maybe.items() if s in seats]
                if not mine:
                    continue
                if free[s] <= 0:
                    for c in mine:
                        maybe[c].discard(s)
                    changed = True
                elif len(mine) == free[s]:
                    for c in mine:
                        maybe[c] = {s}
                    changed = True
            for s, r in self.needs:
                if self.has_hidden(s, r):
                    continue
                cands = [c for c in RANK_CARDS[r] if c in maybe and s in maybe[c]]
                if len(cands) == 1 and len(maybe[cands[0]]) > 1:
                    maybe[cands[0]] = {s}
                    changed = True

    def has_hidden(self, seat: int, rank: int) -> bool:
        """Is a card of ``rank`` that never moved proved (by elimination) to be at ``seat``?
        (What an ask proves: the asker holds such a card.)"""
        return any(self.holder.get(c) == seat and c not in self.seen for c in RANK_CARDS[rank])

    def chance(self) -> dict[Card, dict[int, float]]:
        """The chance that each seat holds each card whose holder is not proved."""
        p = {c: {s: 1.0 / len(seats) for s in seats} for c, seats in self.maybe.items() if seats}
        for _ in range(10):
            col = [0.0] * self.n
            for row in p.values():
                for s, v in row.items():
                    col[s] += v
            for row in p.values():
                for s in row:
                    if col[s] > 0:
                        row[s] *= self.free[s] / col[s]
            for s, r in self.needs:
                if self.has_hidden(s, r):
                    continue
                group = [c for c in RANK_CARDS[r] if c in p and s in p[c]]
                none = 1.0
                for c in group:
                    none *= max(0.0, 1.0 - min(1.0, p[c][s]))
                if group and 0.0 < none < 1.0:
                    for c in group:
                        p[c][s] = min(1.0, p[c][s] / (1.0 - none))
            for row in p.values():
                tot = sum(row.values())
                if tot > 0:
                    for s in row:
                        row[s] /= tot
        return p


class SparringPlayer:
    level = "sparring"
    complete = 0.6      # value of completing a poisson, on top of the card
    per_held = 0.15     # value per card of the rank already held
    expose = 0.15       # cost of a hit per missing card of the rank (others will ask for it)
    reveal = 0.2        # cost of asking for a rank nobody knows it holds
    need_boost = 0.5    # share of the missing chance added when the asked seat is proved to hold the rank

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        asks = [a for a in legal_actions if isinstance(a, Ask)]
        if len(legal_actions) == 1 or not asks:
            return legal_actions[0]
        rng = random.Random(f"{self.seed}|{view['seat']}|{view['deal']}|{len(view['history'])}|{view['counts']}")
        board = Board(view)
        held: dict[int, int] = {}
        for t in view["hand"]:
            r = card(t).rank
            held[r] = held.get(r, 0) + 1
        sure = [a for a in asks if board.holder.get(a.card) == a.target]
        if sure:
            best = max(held.get(a.card.rank, 0) for a in sure)
            return rng.choice([a for a in sure if held.get(a.card.rank, 0) == best])
        p = board.chance()
        scored = []
        for a in asks:
            have = held.get(a.card.rank, 0)
            q = p.get(a.card, {}).get(a.target, 0.0)
            if q > 0 and (a.target, a.card.rank) in board.needs and not board.has_hidden(a.target, a.card.rank):
                q += self.need_boost * (1.0 - q)
            value = 1.0 + self.per_held * have + (self.complete if have == 3 else 0.0) - self.expose * (3 - have)
            score = q * value - (self.reveal if a.card.rank not in board.shown else 0.0)
            scored.append((round(score, 9), have))
        top = max(scored)
        return rng.choice([a for a, sc in zip(asks, scored, strict=True) if sc == top])


def make_player(level: str = "sparring", seed: int = 0) -> SparringPlayer:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    return SparringPlayer(seed)

"""Les Auteurs: the Difficile player of 2026-12-01, frozen as ``difficile_v1``.

A reference level for the arena only (``python -m cardtable.arena auteurs
--seats difficile,difficile_v1,difficile_v1,difficile_v1``): never offered in the
New game dialog (not in :data:`cardtable.ai.LEVELS`).  A self-contained copy of
the player and of its bookkeeping (:class:`Knowledge`), so that later changes
to :mod:`cardtable.ai.auteurs` cannot change its play;
``tests/test_reference_levels.py`` pins its decisions on seeded games.  Do not
edit it (except to keep it importable).

It deduces from the ask history where the cards are (a hit moves a card, an
ask proves the asker held the rank and lacked the card, a miss proves the asked
player lacked it, counts close the rest), estimates the chance of every other
card in each hand, and scores each ask: the chance of a hit times what the card
is worth, less what the ask reveals and what a hit would expose.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.auteurs import Ask
from cardtable.engine.cards import DECK, Card, card

__all__ = ["DifficileV1Player", "Knowledge", "make_player"]

_BY_RANK: dict[int, tuple[Card, ...]] = {r: tuple(c for c in DECK if c.rank == r) for r in range(1, 14)}


def _decision_rng(seed: int, view: Mapping[str, Any]) -> random.Random:
    key = f"{seed}|{view['seat']}|{view['deal']}|{len(view['history'])}|{view['counts']}|{view['tokens']}"
    return random.Random(key)


def dealt_hand(view: Mapping[str, Any]) -> set[Card]:
    """The seat's own hand as it was dealt, rebuilt backwards from its hand now,
    the hits of this deal and its laid poissons."""
    me = view["seat"]
    hand = {card(t) for t in view["hand"]}
    history = view["history"]
    mine_at: dict[int, list[int]] = {}
    for s, r, at in view["laid"]:
        if s == me:
            mine_at.setdefault(at, []).append(r)
    for i in range(len(history), -1, -1):
        for r in mine_at.get(i, ()):
            hand.update(_BY_RANK[r])
        if i > 0:
            rec = history[i - 1]
            if rec["hit"]:
                c = card(rec["card"])
                if rec["seat"] == me:
                    hand.discard(c)
                elif rec["target"] == me:
                    hand.add(c)
    return hand


class Knowledge:
    """What the history of a deal proves about the cards, as seen by ``seat``
    (``seat=None``: what everyone at the table knows).

    ``loc``: card -> seat, for every card whose place is known (the seat's own
    cards, and every card moved by a hit).  ``possible``: card -> seats that
    may hold it, for every other card still in a hand (``hidden``).
    ``needs``: ``(seat, rank)`` pairs proved to hold at least one hidden card of
    that rank.  ``unknown[s]``: how many hidden cards seat ``s`` holds.
    """

    def __init__(self, view: Mapping[str, Any], seat: int | None = -1) -> None:
        me: int | None = view["seat"] if seat == -1 else seat
        n = view["players"]
        self.me = me
        self.players = n
        self.loc: dict[Card, int] = {}
        if me is not None:
            for c in dealt_hand(view):
                self.loc[c] = me
        others = frozenset(s for s in range(n) if s != me)
        self.possible: dict[Card, set[int]] = {c: set(others) for c in DECK if c not in self.loc}
        self.needs: set[tuple[int, int]] = set()
        self.origin: dict[Card, int] = {}
        laid_at: dict[int, list[tuple[int, int]]] = {}
        for s, r, at in view["laid"]:
            laid_at.setdefault(at, []).append((s, r))
        history = view["history"]
        loc, possible, needs = self.loc, self.possible, self.needs
        for i in range(len(history) + 1):
            for s, r in laid_at.get(i, ()):
                for c in _BY_RANK[r]:
                    loc.pop(c, None)
                    if possible.pop(c, None) is not None:
                        self.origin[c] = s
                needs.difference_update({(x, r) for x in range(n)})
            if i == len(history):
                break
            rec = history[i]
            s, t, c = rec["seat"], rec["target"], card(rec["card"])
            r = c.rank
            if s != me:
                if c in possible:
                    possible[c].discard(s)
                if not any(loc.get(x) == s for x in _BY_RANK[r] if x != c):
                    needs.add((s, r))
            if rec["hit"]:
                if c in possible:
                    del possible[c]
                    self.origin[c] = t
                    needs.discard((t, r))
                loc[c] = s
            elif c in possible:
                possible[c].discard(t)
        counts = view["counts"]
        known = [0] * n
        for s in loc.values():
            known[s] += 1
        self.unknown = [max(0, counts[s] - known[s]) for s in range(n)]
        if me is not None:
            self.unknown[me] = 0
        self.consistent = sum(self.unknown) == len(possible)
        for seats in possible.values():
            seats.intersection_update(s for s in range(n) if self.unknown[s] > 0)
        self.fixed: dict[Card, int] = {}
        self.propagate()

    @property
    def hidden(self) -> list[Card]:
        return list(self.possible)

    def holds_rank_publicly(self, seat: int, rank: int) -> bool:
        """Is ``seat`` known (by this knowledge) to hold a card of ``rank``?"""
        if (seat, rank) in self.needs:
            return True
        return any(self.loc.get(c) == seat for c in _BY_RANK[rank])

    def propagate(self) -> None:
        """Deduce by elimination until nothing changes (see the module docstring);
        cards whose holder is proved go to ``fixed``."""
        possible, fixed = self.possible, self.fixed
        n = self.players
        changed = True
        while changed:
            changed = False
            rem = list(self.unknown)
            for s in fixed.values():
                rem[s] -= 1
            open_cards = [c for c in possible if c not in fixed]
            for c in open_cards:
                seats = possible[c]
                if len(seats) == 1:
                    s = next(iter(seats))
                    fixed[c] = s
                    rem[s] -= 1
                    changed = True
            open_cards = [c for c in possible if c not in fixed]
            for s in range(n):
                cand = [c for c in open_cards if s in possible[c]]
                if rem[s] <= 0 and cand:
                    for c in cand:
                        if len(possible[c]) > 1:
                            possible[c].discard(s)
                            changed = True
                elif cand and len(cand) == rem[s]:
                    for c in cand:
                        possible[c].intersection_update((s,))
                        fixed[c] = s
                    rem[s] = 0
                    open_cards = [c for c in open_cards if c not in fixed]
                    changed = True
            for s, r in sorted(self.needs):
                rank_cards = [c for c in _BY_RANK[r] if c in possible]
                if any(fixed.get(c) == s for c in rank_cards):
                    continue
                cand = [c for c in rank_cards if c not in fixed and s in possible[c]]
                if len(cand) == 1:
                    c = cand[0]
                    possible[c].intersection_update((s,))
                    fixed[c] = s
                    changed = True

    def where(self, c: Card) -> int | None:
        """The seat known (or proved) to hold ``c``, else None."""
        s = self.loc.get(c)
        if s is not None:
            return s
        return self.fixed.get(c)

    def chances(self, rounds: int = 12) -> dict[Card, dict[int, float]]:
        """For every hidden card, the chance that each seat holds it: rows (one
        holder per card) and columns (each seat's count of unknown cards)
        balanced in turn, the proved needs of a rank weighed in."""
        p: dict[Card, dict[int, float]] = {}
        for c, seats in self.possible.items():
            if not seats:
                continue
            w = 1.0 / len(seats)
            p[c] = {s: w for s in seats}
        if not p:
            return p
        need_groups: list[tuple[int, list[Card]]] = []
        for s, r in self.needs:
            group = [c for c in _BY_RANK[r] if c in p and s in p[c]]
            if group and not any(self.fixed.get(c) == s for c in group):
                need_groups.append((s, group))
        n = self.players
        for _ in range(rounds):
            col = [0.0] * n
            for row in p.values():
                for s, v in row.items():
                    col[s] += v
            for row in p.values():
                for s in row:
                    if col[s] > 0:
                        row[s] *= self.unknown[s] / col[s]
            for s, group in need_groups:
                none = 1.0
                for c in group:
                    none *= max(0.0, 1.0 - min(1.0, p[c][s]))
                if 0.0 < none < 1.0:
                    for c in group:
                        p[c][s] = min(1.0, p[c][s] / (1.0 - none))
            for row in p.values():
                tot = sum(row.values())
                if tot > 0:
                    for s in row:
                        row[s] /= tot
        return p


class _Base:
    level = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        return self.pick(view, legal_actions)

    def pick(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        raise NotImplementedError


class DifficileV1Player(_Base):
    """Deduces where the cards are from every ask and weighs each ask (see the
    module docstring)."""

    level = "difficile_v1"
    #: weights of the ask's score (the chance of a hit counts 1)
    complete_bonus = 0.6
    rank_bonus = 0.15
    reveal_cost = 0.2
    expose_cost = 0.15

    def scores(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> dict[Any, float]:
        """Each legal ask's score (higher is better)."""
        me = view["seat"]
        know = Knowledge(view)
        public = Knowledge(view, seat=None)
        chances = know.chances() if know.consistent else {}
        hand = [card(t) for t in view["hand"]]
        per_rank: dict[int, int] = {}
        for c in hand:
            per_rank[c.rank] = per_rank.get(c.rank, 0) + 1
        out: dict[Any, float] = {}
        for a in legal_actions:
            if not isinstance(a, Ask):
                out[a] = -1.0
                continue
            c, t = a.card, a.target
            at = know.where(c)
            if at is not None:
                p = 1.0 if at == t else 0.0
            else:
                p = chances.get(c, {}).get(t, 0.0) if chances else 1.0 / max(1, view["players"] - 1)
            have = per_rank.get(c.rank, 0)
            value = 1.0 + self.rank_bonus * have
            if have == 3:
                value += self.complete_bonus
            score = p * value
            if not public.holds_rank_publicly(me, c.rank):
                score -= self.reveal_cost
            if have < 3:
                score -= p * self.expose_cost * (3 - have)
            out[a] = score
        return out

    def pick(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        rng = _decision_rng(self.seed, view)
        scores = self.scores(view, legal_actions)
        best = max(scores.values())
        top = [a for a in legal_actions if scores[a] >= best - 1e-9]
        return top[rng.randrange(len(top))]


def make_player(level: str = "difficile_v1", seed: int = 0) -> DifficileV1Player:
    """The frozen reference player (``level`` must be ``difficile_v1``)."""
    if level != "difficile_v1":
        raise ValueError(f"unknown level {level!r}")
    return DifficileV1Player(seed)

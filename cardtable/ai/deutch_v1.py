"""Deutch: the Difficile player of 2026-12-01, frozen as ``difficile_v1``.

A reference level for the arena only (``python -m cardtable.arena deutch
--seats difficile,difficile_v1,difficile_v1,difficile_v1``): never offered in the
New game dialog (not in :data:`cardtable.ai.LEVELS`).  A self-contained copy of
the player and of the memory it builds on, so that later changes to
:mod:`cardtable.ai.deutch` cannot change its play;
``tests/test_reference_levels.py`` pins its decisions on seeded games.  Do not
edit it (except to keep it importable).

It remembers every card it saw, estimates an unknown card from what is gone,
weighs the discard against a draw, uses V and D when they pay, and calls
Deutch when its expected total is below every opponent's by a margin that grows
with what it does not know of its own row.  ``reaction_ms(view, rng)``: 400 to
900 ms.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.cards import card
from cardtable.engine.deutch import (
    CallDeutch,
    Discard,
    Draw,
    Look,
    Pass,
    Peek,
    Rapidite,
    Replace,
    Swap,
    TakeDiscard,
    card_points,
)

__all__ = ["DifficileV1Player", "make_player"]

_PTS: dict[str, int] = {}
_RANK: dict[str, int] = {}
DECK_MEAN = 6.5


def pts(text: str) -> int:
    p = _PTS.get(text)
    if p is None:
        c = card(text)
        p = _PTS[text] = card_points(c)
        _RANK[text] = c.rank
    return p


def rank(text: str) -> int:
    r = _RANK.get(text)
    if r is None:
        pts(text)
        r = _RANK[text]
    return r


ALL_CARDS: tuple[str, ...] = tuple(f"{r}{s}" for s in "SHDC" for r in
                                   ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"))


class _Base:
    """Memory of the round and the shared decisions; levels set the knobs."""

    level = "base"
    reaction_range = (1000, 1000)
    remember_own = 1.0          # chance to remember a card of its own row
    remember_others = 0.0       # chance to remember an opponent's card
    plan_rapidite = True        # count a following rapidité in a card's value

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._round: tuple[int, int] | None = None
        self._decided: set[str] = set()
        self._memory: set[str] = set()

    # ------------------------------------------------------------ memory
    def _sync(self, view: Mapping[str, Any]) -> None:
        key = (int(view["round"]), len(view["history"]))
        if key != self._round:
            self._round = key
            self._decided = set()
            self._memory = set()
        me = view["seat"]
        for s, row in enumerate(view["known_rows"]):
            chance = self.remember_own if s == me else self.remember_others
            for c in row:
                if c is None or c in self._decided:
                    continue
                self._decided.add(c)
                if chance >= 1.0 or (chance > 0.0 and self.rng.random() < chance):
                    self._memory.add(c)

    def belief(self, view: Mapping[str, Any], seat: int) -> list[str | None]:
        """``seat``'s row as remembered (``None``: unknown or empty)."""
        return [c if c is not None and c in self._memory else None for c in view["known_rows"][seat]]

    def unknown_value(self, view: Mapping[str, Any]) -> float:
        return DECK_MEAN

    def reaction_ms(self, view: Mapping[str, Any], rng: random.Random) -> int:
        lo, hi = self.reaction_range
        return rng.randint(lo, hi)

    # ---------------------------------------------------------- helpers
    def _my_slots(self, view: Mapping[str, Any]) -> list[int]:
        return [k for k, occ in enumerate(view["occupied"][view["seat"]]) if occ]

    def _values(self, view: Mapping[str, Any], seat: int, u: float) -> dict[int, float]:
        row = self.belief(view, seat)
        return {k: (u if row[k] is None else float(pts(row[k])))  # type: ignore[arg-type]
                for k, occ in enumerate(view["occupied"][seat]) if occ}

    def _match_bonus(self, view: Mapping[str, Any], landing: str | None, row: list[str | None],
                     skip: int | None) -> float:
        """Points a rapidité of one of our own remembered cards would remove after
        ``landing`` lands on the discard."""
        if not self.plan_rapidite or landing is None:
            return 0.0
        r = rank(landing)
        best = 0.0
        for k, c in enumerate(row):
            if k != skip and c is not None and rank(c) == r:
                best = max(best, pts(c) + 0.5)
        return best

    def _expected_total(self, view: Mapping[str, Any], seat: int, u: float) -> float:
        return sum(self._values(view, seat, u).values())

    # ---------------------------------------------------------- choose
    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        self._sync(view)
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == "look":
            return self._look(legal)
        if phase == "rapidite" or phase == "claim":
            return self._rapidite(view, legal)
        if phase == "turn":
            return self._turn(view, legal)
        if phase == "drawn":
            return self._drawn(view, legal)
        if phase == "power":
            return self._power(view, legal)
        if phase == "call":
            return CallDeutch() if CallDeutch() in legal and self.should_call(view) else Pass()
        return legal[0]

    def _look(self, legal: list[Any]) -> Any:
        return Look(0, 1) if Look(0, 1) in legal else legal[0]

    def _rapidite(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        top = view["discard_top"]
        row = self.belief(view, view["seat"])
        best: tuple[int, int] | None = None
        if top is not None:
            r = rank(top)
            for k, c in enumerate(row):
                if c is not None and rank(c) == r and Rapidite(k) in legal:
                    if best is None or pts(c) > best[0]:
                        best = (pts(c), k)
        if best is not None:
            return Rapidite(best[1])
        return Pass()

    def _turn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        u = self.unknown_value(view)
        me = view["seat"]
        values = self._values(view, me, u)
        row = self.belief(view, me)
        top = view["discard_top"]
        pt = pts(top)
        best_take, best_k = -99.0, None
        for k, v in values.items():
            g = v - pt + self._match_bonus(view, row[k], [top if j == k else c for j, c in enumerate(row)], None)
            if row[k] is None:
                g += 0.3                       # a known card in place of an unknown one
            if g > best_take:
                best_take, best_k = g, k
        if Draw() not in legal:
            return TakeDiscard(best_k) if best_k is not None else legal[0]
        if best_k is not None and best_take >= self.draw_value(view, values, u):
            return TakeDiscard(best_k)
        return Draw()

    def draw_value(self, view: Mapping[str, Any], values: dict[int, float], u: float) -> float:
        """The expected gain of drawing instead (a rule of thumb)."""
        worst = max(values.values()) if values else 0.0
        return max(1.0, (worst - u) * 0.6 + 1.0)

    def _drawn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        u = self.unknown_value(view)
        me = view["seat"]
        d = view["drawn"]
        pd = pts(d)
        values = self._values(view, me, u)
        row = self.belief(view, me)
        discard_value = self._match_bonus(view, d, row, None) + self.power_value(view, d, u)
        best_g, best_k = discard_value, None
        for k, v in values.items():
            after = [d if j == k else c for j, c in enumerate(row)]
            g = v - pd + self._match_bonus(view, row[k], after, None)
            if row[k] is None:
                g += 0.3
            if g > best_g + 1e-9:
                best_g, best_k = g, k
        if best_k is not None and Replace(best_k) in legal:
            return Replace(best_k)
        return Discard()

    def power_value(self, view: Mapping[str, Any], d: str, u: float) -> float:
        r = rank(d)
        if r == 12:
            return 1.0 if None in self.belief(view, view["seat"]) else 0.0
        if r == 11:
            return 1.0
        return 0.0

    def _power(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        if view["power"] == "D":
            row = self.belief(view, view["seat"])
            unknown = [k for k in self._my_slots(view) if row[k] is None]
            if unknown:
                return Peek(unknown[0])
            return Pass()
        return self.swap(view, legal)

    def swap(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        return Pass()

    def should_call(self, view: Mapping[str, Any]) -> bool:
        return False


class DifficileV1Player(_Base):
    level = "difficile_v1"
    reaction_range = (400, 900)
    remember_own = 1.0
    remember_others = 1.0
    call_margin = 3.0
    unknown_margin = 2.0

    def unknown_value(self, view: Mapping[str, Any]) -> float:
        gone: set[str] = set(view["discard"])
        for row in view["known_rows"]:
            gone.update(c for c in row if c is not None)
        if view.get("drawn"):
            gone.add(view["drawn"])
        pool = [pts(c) for c in ALL_CARDS if c not in gone]
        return sum(pool) / len(pool) if pool else DECK_MEAN

    def draw_value(self, view: Mapping[str, Any], values: dict[int, float], u: float) -> float:
        if not values:
            return 0.0
        worst = max(values.values())
        gone: set[str] = set(view["discard"])
        for row in view["known_rows"]:
            gone.update(c for c in row if c is not None)
        pool = [pts(c) for c in ALL_CARDS if c not in gone]
        if not pool:
            return 0.0
        return sum(max(worst - x, 0.0) for x in pool) / len(pool)

    def power_value(self, view: Mapping[str, Any], d: str, u: float) -> float:
        r = rank(d)
        me = view["seat"]
        if r == 12:
            return 1.5 if None in self.belief(view, me) else 0.0
        if r == 11:
            return max(0.0, self._best_swap(view, u)[0])
        return 0.0

    def _best_swap(self, view: Mapping[str, Any], u: float) -> tuple[float, Swap | None]:
        me = view["seat"]
        mine = self._values(view, me, u)
        totals = {o: self._expected_total(view, o, u) for o in range(view["players"]) if o != me}
        leader = min(totals.values()) if totals else 0.0
        best: tuple[float, Swap | None] = (0.0, None)
        for o in totals:
            theirs = self._values(view, o, u)
            hurt = 0.15 if totals[o] <= leader + 1e-9 else 0.0
            for k, v in mine.items():
                for j, w in theirs.items():
                    g = (v - w) * (1.0 + hurt)
                    if v == u and w == u:
                        continue
                    if g > best[0]:
                        best = (g, Swap(k, o, j))
        return best

    def swap(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        g, action = self._best_swap(view, self.unknown_value(view))
        if action is not None and g >= 2.0 and action in legal:
            return action
        return Pass()

    def should_call(self, view: Mapping[str, Any]) -> bool:
        me = view["seat"]
        u = self.unknown_value(view)
        row = self.belief(view, me)
        slots = self._my_slots(view)
        unknown = sum(1 for k in slots if row[k] is None)
        mine = self._expected_total(view, me, u)
        others = [self._expected_total(view, o, u) for o in range(view["players"]) if o != me]
        if not others:
            return False
        # the others still play a turn each and improve by a few points
        target = min(others) - self.call_margin - self.unknown_margin * unknown
        return mine < target


def make_player(level: str = "difficile_v1", seed: int = 0) -> DifficileV1Player:
    """The frozen reference player (``level`` must be ``difficile_v1``)."""
    if level != "difficile_v1":
        raise ValueError(f"unknown level {level!r}")
    return DifficileV1Player(seed)

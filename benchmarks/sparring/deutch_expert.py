"""A Deutch sparring partner: an expert-rule player, no search, not offered in the UI.

It plays as a careful person who forgets nothing would, from ``state.view(seat)``
and the legal actions only (it imports nothing from ``cardtable.ai``):

* **Memory**: the view's ``known_rows`` is every card the seat has seen and where
  it went (a card followed through a take or a swap); the cards it has not seen
  anywhere (not on the discard, in no row it knows, not in its hand) form the
  *pool*, and an unknown card is worth the pool's mean points.
* **Replacing**: a drawn card (or the discard's top) replaces the row card it
  beats by the most, counting a planned rapidité: replacing one of two known
  cards of the same rank puts it on the discard, and the twin follows it.  A
  drawn card whose rank matches a known card of its row is discarded, and that
  card follows it.  It takes the discard when that beats the expected gain of a
  draw (the mean over the pool of the best thing it would do with each card).
* **Powers**: with a V it swaps its worst card (a known high one, or an unknown
  one while the pool's mean is high) for an opponent's known low card, the
  leader's first, or a known high card for an unknown one; with a D it looks at
  an unknown card of its own row.
* **Rapidité** only when sure: a card of its own row it knows to match the top.
* **Deutch !** by expected value, often and early: its total and each
  opponent's (known cards, the pool's mean for the others, less what one more
  turn usually gains) as normal estimates; it calls when
  P(win) x (its points + the earlier score a won call erases) - P(lose) x 10
  exceeds a small margin.

Deterministic from its seed and the views it is given; it never mutates them.
Measure it with ``python benchmarks/sparring/deutch_match.py``.
"""

from __future__ import annotations

import math
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

__all__ = ["SparringDeutch", "make_player"]

ALL_CARDS: tuple[str, ...] = tuple(f"{r}{s}" for s in "SHDC" for r in
                                   ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"))
_PTS = {c: card_points(card(c)) for c in ALL_CARDS}
_RANK = {c: card(c).rank for c in ALL_CARDS}
CALL_PENALTY = 10


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


class SparringDeutch:
    """The expert-rule Deutch player (see the module docstring)."""

    level = "sparring"
    reaction_range = (400, 900)
    call_margin = 0.5           # expected points a call must gain
    opponent_turn_gain = 2.0    # what one more turn usually takes off an opponent's total
    swap_min_gain = 1.5

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # ----------------------------------------------------------- knowledge
    @staticmethod
    def pool(view: Mapping[str, Any]) -> list[str]:
        """The cards this seat has not seen anywhere (unknown rows and the stock)."""
        seen: set[str] = set(view["discard"])
        for row in view["known_rows"]:
            seen.update(c for c in row if c is not None)
        if view.get("drawn"):
            seen.add(view["drawn"])
        return [c for c in ALL_CARDS if c not in seen]

    @staticmethod
    def stats(pool: Sequence[str]) -> tuple[float, float]:
        if not pool:
            return 6.5, 0.0
        xs = [_PTS[c] for c in pool]
        m = sum(xs) / len(xs)
        return m, sum((x - m) ** 2 for x in xs) / len(xs)

    @staticmethod
    def row(view: Mapping[str, Any], seat: int) -> dict[int, str | None]:
        """Occupied slots of ``seat``'s row: slot -> card text, or None when unknown."""
        known = view["known_rows"][seat]
        return {k: known[k] for k, occ in enumerate(view["occupied"][seat]) if occ}

    @staticmethod
    def values(row: Mapping[int, str | None], u: float) -> dict[int, float]:
        return {k: (u if c is None else float(_PTS[c])) for k, c in row.items()}

    @staticmethod
    def twin_bonus(row: Mapping[int, str | None], landing: str | None, skip: int | None) -> float:
        """Points a rapidité of a known card of ``row`` (not in ``skip``) removes once
        ``landing`` is on the discard."""
        if landing is None:
            return 0.0
        r = _RANK[landing]
        best = 0.0
        for k, c in row.items():
            if k != skip and c is not None and _RANK[c] == r:
                best = max(best, float(_PTS[c]))
        return best

    # -------------------------------------------------------------- choose
    def reaction_ms(self, view: Mapping[str, Any], rng: random.Random) -> int:
        lo, hi = self.reaction_range
        return rng.randint(lo, hi)

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == "look":
            return Look(0, 1) if Look(0, 1) in legal else legal[0]
        if phase in ("rapidite", "claim"):
            return self._rapidite(view, legal)
        if phase == "turn":
            return self._turn(view, legal)
        if phase == "drawn":
            return self._drawn(view, legal)
        if phase == "power":
            return self._power(view, legal)
        if phase == "call":
            return CallDeutch() if CallDeutch() in legal and self.call_gain(view) > self.call_margin else Pass()
        return legal[0]

    def _rapidite(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        top = view["discard_top"]
        if top is None:
            return Pass()
        mine = self.row(view, view["seat"])
        best: tuple[int, int] | None = None
        for k, c in mine.items():
            if c is not None and _RANK[c] == _RANK[top] and Rapidite(k) in legal:
                if best is None or _PTS[c] > best[0]:
                    best = (_PTS[c], k)
        return Rapidite(best[1]) if best is not None else Pass()

    def _place_gain(self, mine: Mapping[int, str | None], vals: Mapping[int, float],
                    new: str) -> tuple[float, int | None]:
        """Best gain of putting ``new`` into a slot (the replaced card's twin following it)."""
        best, slot = -99.0, None
        for k, v in vals.items():
            g = v - _PTS[new] + self.twin_bonus(mine, mine[k], k)
            if mine[k] is None:
                g += 0.25                      # a known card in place of an unknown one
            if g > best:
                best, slot = g, k
        return best, slot

    def _discard_gain(self, view: Mapping[str, Any], mine: Mapping[int, str | None], d: str,
                      u: float, pool: Sequence[str]) -> float:
        """Gain of discarding a drawn ``d``: a twin following it, or its power."""
        g = self.twin_bonus(mine, d, None)
        r = _RANK[d]
        if r == 12 and any(c is None for c in mine.values()):
            g = max(g, 1.5)
        elif r == 11:
            g = max(g, self._best_swap(view, u)[0])
        return g

    def _draw_gain(self, view: Mapping[str, Any], mine: Mapping[int, str | None], u: float,
                   pool: Sequence[str]) -> float:
        if not pool:
            return 0.0
        vals = self.values(mine, u)
        total = 0.0
        for c in pool:
            total += max(self._place_gain(mine, vals, c)[0], self._discard_gain(view, mine, c, u, pool))
        return total / len(pool)

    def _turn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        pool = self.pool(view)
        u, _ = self.stats(pool)
        mine = self.row(view, view["seat"])
        vals = self.values(mine, u)
        top = view["discard_top"]
        take, slot = self._place_gain(mine, vals, top) if top is not None else (-99.0, None)
        if Draw() not in legal:
            return TakeDiscard(slot) if slot is not None and TakeDiscard(slot) in legal else legal[0]
        if slot is not None and TakeDiscard(slot) in legal and take > 0 and \
                take >= self._draw_gain(view, mine, u, pool):
            return TakeDiscard(slot)
        return Draw()

    def _drawn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        pool = self.pool(view)
        u, _ = self.stats(pool)
        mine = self.row(view, view["seat"])
        d = view["drawn"]
        place, slot = self._place_gain(mine, self.values(mine, u), d)
        if slot is not None and Replace(slot) in legal and place > self._discard_gain(view, mine, d, u, pool):
            return Replace(slot)
        return Discard() if Discard() in legal else legal[0]

    def _best_swap(self, view: Mapping[str, Any], u: float) -> tuple[float, Swap | None]:
        me = view["seat"]
        mine = self.values(self.row(view, me), u)
        others = {o: self.values(self.row(view, o), u) for o in range(view["players"]) if o != me}
        if not others:
            return 0.0, None
        totals = {o: sum(v.values()) for o, v in others.items()}
        leader = min(totals.values())
        best: tuple[float, Swap | None] = (0.0, None)
        for o, theirs in others.items():
            weight = 1.25 if totals[o] <= leader + 1e-9 else 1.0
            for k, v in mine.items():
                for j, w in theirs.items():
                    g = (v - w) * weight
                    if g > best[0] + 1e-9:
                        best = (g, Swap(k, o, j))
        return best

    def _power(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        if view["power"] == "D":
            mine = self.row(view, view["seat"])
            for k, c in mine.items():
                if c is None and Peek(k) in legal:
                    return Peek(k)
            return Pass()
        g, action = self._best_swap(view, self.stats(self.pool(view))[0])
        if action is not None and g >= self.swap_min_gain and action in legal:
            return action
        return Pass()

    # ---------------------------------------------------------------- call
    def call_gain(self, view: Mapping[str, Any]) -> float:
        """Expected points a call gains now over not calling (see the module docstring)."""
        me = view["seat"]
        pool = self.pool(view)
        u, var = self.stats(pool)
        mine = self.row(view, me)
        my_mean = sum(self.values(mine, u).values())
        my_var = var * sum(1 for c in mine.values() if c is None)
        # my own last turn: the expected gain of a draw
        my_after = my_mean - max(0.0, self._draw_gain(view, mine, u, pool))
        p_win, p_not_lose = 1.0, 1.0
        for o in range(view["players"]):
            if o == me:
                continue
            theirs = self.row(view, o)
            if not theirs:
                p_not_lose = 0.0 if my_after > 0 else p_not_lose
                p_win = 0.0
                continue
            mean = sum(self.values(theirs, u).values()) - self.opponent_turn_gain
            sd = math.sqrt(my_var + var * sum(1 for c in theirs.values() if c is None) + 1.0)
            d = mean - my_after
            p_win *= _phi((d - 0.5) / sd)
            p_not_lose *= _phi((d + 0.5) / sd)
        p_lose = 1.0 - p_not_lose
        erase = self.erasable(view, me)
        return p_win * (my_after + erase) - p_lose * CALL_PENALTY

    @staticmethod
    def erasable(view: Mapping[str, Any], seat: int) -> float:
        """The earlier round score a won call would erase (the highest not yet erased)."""
        scores = [r["scores"][seat] for r in view["history"] if not r["erased"][seat]]
        return float(max(scores)) if scores else 0.0


def make_player(seed: int = 0) -> SparringDeutch:
    return SparringDeutch(seed)

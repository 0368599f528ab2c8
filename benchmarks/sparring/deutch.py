"""Deutch sparring partner: an expert-rule player that remembers every card seen.

A measuring tool for the arena (``python -m cardtable.arena deutch --seats
difficile,sparring,sparring,sparring``), never offered in the game.  It sees only
its seat's view, searches nothing and shares no code with the game's players.

* Memory: every card the seat has seen and where it went (the view's
  ``known_rows``, kept exact by the engine, even through a swap); an unknown
  card, its own or an opponent's, is worth the mean of the cards it has seen
  nowhere.
* A turn: the discard or a draw, whichever gains more -- a card replaces the
  highest one it beats (an unknown card counted at the mean), and a replaced
  card whose rank matches another card it knows in its row is worth that card
  too (a planned rapidité on the known twin); a draw is worth the mean of that
  gain over the cards it has not seen, a V or D discarded counting its power.
* Powers: a V swaps its worst card for a known low card of an opponent (the
  leader's first), else a known high card for an unknown one; a D peeks at an
  unknown card of its own.
* Rapidité only on a card it knows to match, never a red king (0 points).
* "Deutch !" by expected value: the chance to end strictly lowest (each total
  as its known points plus the mean of its unknown cards, every player still
  gaining about a card's improvement on the last turn, spread by the unknown
  cards) times what a won call is worth -- this round's points plus the worst
  earlier round it erases -- against the 10 points a lost call costs.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.cards import DECK
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

LEVELS = ("sparring", "expert")
POINTS: dict[str, int] = {str(c): card_points(c) for c in DECK}
RANK: dict[str, int] = {str(c): c.rank for c in DECK}
ALL = tuple(POINTS)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


class SparringPlayer:
    level = "sparring"
    reaction_range = (400, 900)
    opponent_discount = 0.0    # an opponent's unknown card: this much under the mean (under 0 played worse)
    last_turn_gain = 2.0       # what a player's last turn takes off its total, about
    call_margin = 1.0          # expected points a call must gain
    swap_min = 1.5             # points a V swap must gain

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def reaction_ms(self, view: Mapping[str, Any], rng: random.Random) -> int:
        lo, hi = self.reaction_range
        return rng.randint(lo, hi)

    # ----------------------------------------------------------- knowledge
    def pool(self, view: Mapping[str, Any]) -> list[int]:
        """Points of the cards this seat has seen nowhere."""
        seen = set(view["discard"])
        for row in view["known_rows"]:
            seen.update(c for c in row if c is not None)
        if view.get("drawn"):
            seen.add(view["drawn"])
        return [POINTS[c] for c in ALL if c not in seen]

    def values(self, view: Mapping[str, Any], seat: int, u: float) -> dict[int, float]:
        row = view["known_rows"][seat]
        unknown = u if seat == view["seat"] else u - self.opponent_discount
        return {k: (float(POINTS[row[k]]) if row[k] is not None else unknown)
                for k, occ in enumerate(view["occupied"][seat]) if occ}

    def twin(self, row: Sequence[str | None], slot: int | None, rank: int) -> float:
        """Points a rapidité would remove once a card of ``rank`` lands on the discard:
        the best other known card of that rank in the row (``slot`` excepted)."""
        best = 0.0
        for j, c in enumerate(row):
            if j != slot and c is not None and RANK[c] == rank and POINTS[c] > 0:
                best = max(best, float(POINTS[c]))
        return best

    def replace_gain(self, view: Mapping[str, Any], vals: dict[int, float], pts: int) -> tuple[float, int | None]:
        """The best gain of putting a card worth ``pts`` in the row, and its slot."""
        row = view["known_rows"][view["seat"]]
        best, slot = -99.0, None
        for k, v in vals.items():
            g = v - pts
            if row[k] is None:
                g += 0.5                      # a known card for an unknown one
            else:
                g += self.twin(row, k, RANK[row[k]])
            if g > best:
                best, slot = g, k
        return best, slot

    def power_value(self, view: Mapping[str, Any], text: str, u: float) -> float:
        r = RANK[text]
        if r == 12:
            row = view["known_rows"][view["seat"]]
            return 1.5 if any(row[k] is None for k, occ in enumerate(view["occupied"][view["seat"]]) if occ) else 0.0
        if r == 11:
            return max(0.0, self.best_swap(view, u)[0])
        return 0.0

    def best_swap(self, view: Mapping[str, Any], u: float) -> tuple[float, Swap | None]:
        me = int(view["seat"])
        mine = self.values(view, me, u)
        totals = {o: sum(self.values(view, o, u).values()) for o in range(int(view["players"])) if o != me}
        if not totals:
            return 0.0, None
        leader = min(totals.values())
        best: tuple[float, Swap | None] = (0.0, None)
        for o in totals:
            theirs = self.values(view, o, u)
            row_o = view["known_rows"][o]
            for k, v in mine.items():
                for j, w in theirs.items():
                    if row_o[j] is None and view["known_rows"][me][k] is None:
                        continue                # two unknowns: nothing known is gained
                    g = v - w
                    if totals[o] <= leader:
                        g *= 1.2                # the leader takes the bad card
                    if g > best[0]:
                        best = (g, Swap(k, o, j))
        return best

    # ------------------------------------------------------------- choose
    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        me = int(view["seat"])
        row = view["known_rows"][me]
        pool = self.pool(view)
        u = sum(pool) / len(pool) if pool else 6.5
        if phase == "look":
            return Look(0, 1) if Look(0, 1) in legal else legal[0]
        if phase in ("rapidite", "claim"):
            top = view["discard_top"]
            if top is None:
                return Pass()
            options = [(POINTS[c], k) for k, c in enumerate(row)
                       if c is not None and RANK[c] == RANK[top] and POINTS[c] > 0 and Rapidite(k) in legal]
            return Rapidite(max(options)[1]) if options else Pass()
        vals = self.values(view, me, u)
        if phase == "turn":
            top = view["discard_top"]
            take, slot = self.replace_gain(view, vals, POINTS[top]) if top is not None else (-99.0, None)
            if Draw() in legal and (slot is None or take < self.draw_value(view, vals, pool, u)):
                return Draw()
            return TakeDiscard(slot) if slot is not None and TakeDiscard(slot) in legal else legal[0]
        if phase == "drawn":
            d = view["drawn"]
            keep, slot = self.replace_gain(view, vals, POINTS[d])
            throw = self.twin(row, None, RANK[d]) + self.power_value(view, d, u)
            if slot is not None and keep > throw and Replace(slot) in legal:
                return Replace(slot)
            return Discard()
        if phase == "power":
            if view["power"] == "D":
                unknown = [k for k in vals if row[k] is None]
                return Peek(unknown[0]) if unknown and Peek(unknown[0]) in legal else Pass()
            g, action = self.best_swap(view, u)
            return action if action is not None and g >= self.swap_min and action in legal else Pass()
        if phase == "call":
            return CallDeutch() if CallDeutch() in legal and self.call_gain(view, vals, pool, u) > 0 else Pass()
        return Pass() if Pass() in legal else legal[0]

    def draw_value(self, view: Mapping[str, Any], vals: dict[int, float], pool: list[int], u: float) -> float:
        """The mean gain of a draw over the cards not seen (powers counted for a V or D)."""
        if not pool:
            return 0.0
        row = view["known_rows"][view["seat"]]
        by_points: dict[int, float] = {}
        total = 0.0
        for p in pool:
            g = by_points.get(p)
            if g is None:
                g = by_points[p] = max(0.0, self.replace_gain(view, vals, p)[0])
            total += g
        # a V or D drawn is worth its power when discarded, a card matching a known one its rapidité
        bonus = 0.0
        for c in ALL:
            if c in view["discard"] or any(c in r for r in view["known_rows"]) or c == view.get("drawn"):
                continue
            extra = self.twin(row, None, RANK[c]) + (1.5 if RANK[c] in (11, 12) else 0.0)
            if extra > 0:
                bonus += max(0.0, extra - max(0.0, self.replace_gain(view, vals, POINTS[c])[0]))
        return (total + bonus) / len(pool)

    def call_gain(self, view: Mapping[str, Any], vals: dict[int, float], pool: list[int], u: float) -> float:
        """Expected points a call gains: a won call is worth this round's points and the
        worst earlier round erased; a lost one costs 10."""
        me = int(view["seat"])
        n = int(view["players"])
        var = statistics_var(pool)
        row = view["known_rows"][me]
        mine = sum(vals.values())
        my_unknown = sum(1 for k in vals if row[k] is None)
        mine_end = mine - min(self.last_turn_gain, max(0.0, max(vals.values(), default=0.0) - 3.0))
        p_win = 1.0
        p_lose = 0.0
        for o in range(n):
            if o == me:
                continue
            theirs = self.values(view, o, u)
            unknown = sum(1 for j in theirs if view["known_rows"][o][j] is None)
            end = sum(theirs.values()) - self.last_turn_gain
            spread = math.sqrt(var * (unknown + my_unknown) + 4.0)
            p_below = _phi((end - mine_end - 0.5) / spread)
            p_win *= p_below
            p_lose = max(p_lose, 1.0 - _phi((end - mine_end + 0.5) / spread))
        worst = 0
        for rec in view["history"]:
            if not rec["erased"][me]:
                worst = max(worst, int(rec["scores"][me]))
        p_lose = max(p_lose, 1.0 - p_win - 0.05)
        return p_win * (max(0.0, mine_end) + worst) - p_lose * 10.0 - self.call_margin


def statistics_var(pool: Sequence[int]) -> float:
    if len(pool) < 2:
        return 1.0
    m = sum(pool) / len(pool)
    return sum((x - m) ** 2 for x in pool) / (len(pool) - 1)


def make_player(level: str = "sparring", seed: int = 0) -> Any:
    """``sparring``: this module's player; ``sparring:expert``: the other expert
    of :mod:`benchmarks.sparring.deutch_expert` (remembers every card seen and
    calls from a finer expected value; the one the Deutch Difficile is measured
    against with ``benchmarks/sparring/deutch_match.py``)."""
    name = level.removeprefix("sparring:")
    if name not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    if name == "expert":
        import importlib.util
        from pathlib import Path
        path = Path(__file__).with_name("deutch_expert.py")
        spec = importlib.util.spec_from_file_location("cardtable_sparring_deutch_expert", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module.make_player(seed)
    return SparringPlayer(seed)

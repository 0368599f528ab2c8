"""Deutch: the rule-based Difficile, frozen as a benchmark yardstick (``rules``).

Its take, keep and jack come from rules, its call from 48 sampled deals of the
others' last turns (the Difficile of 2026-12-02 morning, measured in
``docs/ai-experiments.md``); the variants script names it ``rules`` to compare the
game's Difficile with it on the same deals.  A self-contained copy of what
that player ran (the shared base of the levels included; the other levels and
the hint's wording left out); do not edit it.
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

__all__ = ["DifficilePlayer"]

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
        _, best_k = self.drawn_choice(view, view["drawn"], u)
        if best_k is not None and Replace(best_k) in legal:
            return Replace(best_k)
        return Discard()

    def drawn_choice(self, view: Mapping[str, Any], d: str, u: float) -> tuple[float, int | None]:
        """What to do with a drawn ``d``: (its gain in points, the slot it replaces,
        or None to discard it -- a rapidité following it and its power counted)."""
        pd = pts(d)
        me = view["seat"]
        values = self._values(view, me, u)
        row = self.belief(view, me)
        best_g: float = self._match_bonus(view, d, row, None) + self.power_value(view, d, u)
        best_k: int | None = None
        for k, v in values.items():
            after = [d if j == k else c for j, c in enumerate(row)]
            g = v - pd + self._match_bonus(view, row[k], after, None)
            if row[k] is None:
                g += 0.3
            if g > best_g + 1e-9:
                best_g, best_k = g, k
        return best_g, best_k

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


def unseen(view: Mapping[str, Any]) -> list[str]:
    """The cards the seat of ``view`` has not seen anywhere: not on the discard, in
    no row as far as it knows, not the card it holds (the stock and the unknown
    row cards)."""
    seen: set[str] = set(view["discard"])
    for row in view["known_rows"]:
        seen.update(c for c in row if c is not None)
    if view.get("drawn"):
        seen.add(view["drawn"])
    return [c for c in ALL_CARDS if c not in seen]


def turns_played(view: Mapping[str, Any], seat: int) -> int:
    """Turns ``seat`` has begun this round."""
    n = int(view["players"])
    off = (seat - int(view["first"])) % n
    turn = int(view["turn"])
    return 0 if turn <= off else (turn - off + n - 1) // n


class DifficilePlayer(_Base):
    """Everything it saw, the others' likely totals, and a call from sampled deals.

    * Memory: the view's ``known_rows`` whole (its cards and the others', followed
      through takes and swaps); the unseen cards (:func:`unseen`) give an unknown
      card's value, their mean.  An opponent's unknown card is worth a little
      less for each turn it has played (:attr:`opponent_drift` a turn, at most
      :attr:`opponent_drift_max`): players keep their low cards, so what stays
      hidden in a row that has been played goes down.
    * A draw is worth the mean, over the unseen cards, of the best thing it
      would do with each (keep it in place of a card, or discard it for a
      rapidité of a known card of the same rank, or for its power); the
      discard's top is taken when it beats that.
    * V: its worst card for an opponent's known low card, the leader's (or the
      caller's) first; D: a look at an unknown card of its own.
    * "Deutch !" to win the game, not the round: :attr:`samples` deals of the
      unseen cards into the unknown slots, each followed by every player's
      last turn (the others keep a drawn card lower than their worst, it keeps
      one lower than its worst believed card), give the shares of won and lost
      calls (:meth:`call_odds`); each outcome -- a won call scores 0 and erases
      its highest earlier round, a lost one scores its points + 10 -- moves its
      total against the others' likely totals, and the chance of ending the
      game lowest is read from the rounds still to play
      (:meth:`game_win_chance`).  So it calls early and often while the erase
      is worth much and the game is long, and keeps a lead safe near the end.
      It calls when calling raises that chance by more than :attr:`call_edge`.
    * The hint: :meth:`explain` says why in one line (:data:`REASON_TEXTS`).
    """

    level = "difficile"
    reaction_range = (400, 900)
    remember_own = 1.0
    remember_others = 1.0
    opponent_drift = 0.6
    opponent_drift_max = 1.5
    samples = 48
    swap_min_gain = 1.5
    call_edge = 0.0
    round_spread = 12.0

    def unknown_value(self, view: Mapping[str, Any]) -> float:
        pool = unseen(view)
        return sum(pts(c) for c in pool) / len(pool) if pool else DECK_MEAN

    def opponent_unknown(self, view: Mapping[str, Any], seat: int, u: float) -> float:
        """The value of ``seat``'s cards this player has not seen."""
        return u - min(self.opponent_drift_max, self.opponent_drift * turns_played(view, seat))

    def _seat_values(self, view: Mapping[str, Any], seat: int, u: float) -> dict[int, float]:
        if seat == view["seat"]:
            return self._values(view, seat, u)
        return self._values(view, seat, self.opponent_unknown(view, seat, u))

    def draw_value(self, view: Mapping[str, Any], values: dict[int, float], u: float) -> float:
        pool = unseen(view)
        if not pool or not values:
            return 0.0
        return sum(self.drawn_choice(view, c, u)[0] for c in pool) / len(pool)

    def power_value(self, view: Mapping[str, Any], d: str, u: float) -> float:
        r = rank(d)
        if r == 12:
            return 1.5 if None in self.belief(view, view["seat"]) else 0.0
        if r == 11:
            return max(0.0, self._best_swap(view, u)[0])
        return 0.0

    def _best_swap(self, view: Mapping[str, Any], u: float) -> tuple[float, Swap | None]:
        me = view["seat"]
        mine = self._values(view, me, u)
        others = {o: self._seat_values(view, o, u) for o in range(view["players"]) if o != me}
        if not others:
            return (0.0, None)
        totals = {o: sum(v.values()) for o, v in others.items()}
        leader = min(totals.values())
        caller = view["caller"]
        best: tuple[float, Swap | None] = (0.0, None)
        for o, theirs in others.items():
            # what it gives the leader (or the caller) counts too
            weight = 2.0 if o == caller else 1.25 if totals[o] <= leader + 1e-9 else 1.0
            for k, v in mine.items():
                for j, w in theirs.items():
                    g = (v - w) * weight
                    if g > best[0] + 1e-9:
                        best = (g, Swap(k, o, j))
        return best

    def swap(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        g, action = self._best_swap(view, self.unknown_value(view))
        if action is not None and g >= self.swap_min_gain and action in legal:
            return action
        return Pass()

    @staticmethod
    def erasable(view: Mapping[str, Any], seat: int) -> int:
        """The earlier round score a won call would erase (its highest not yet erased)."""
        scores = [r["scores"][seat] for r in view["history"] if not r["erased"][seat]]
        return max(scores) if scores else 0

    def call_odds(self, view: Mapping[str, Any]) -> tuple[float, float, float]:
        """Over sampled deals, if it called now: the share it would win, the share it
        would lose, and its mean points in the deals it wins."""
        me = view["seat"]
        n = int(view["players"])
        pool = unseen(view)
        u = sum(pts(c) for c in pool) / len(pool) if pool else DECK_MEAN
        rows = [[(k, c) for k, (c, occ) in enumerate(zip(view["known_rows"][s], view["occupied"][s], strict=True))
                 if occ] for s in range(n)]
        mine_belief = self._values(view, me, u)
        order = [(me + i) % n for i in range(1, n + 1)]       # the others' last turns, then its own
        rng = random.Random(self.rng.getrandbits(32))
        drift = {o: u - self.opponent_unknown(view, o, u) for o in range(n) if o != me}
        won = lost = 0
        won_points = 0.0
        for _ in range(self.samples):
            deck = list(pool)
            rng.shuffle(deck)
            values: list[list[int]] = []
            for s in range(n):
                vals = []
                for _k, c in rows[s]:
                    vals.append(pts(c) if c is not None else pts(deck.pop()) if deck else int(u))
                values.append(vals)
            adjust = [0.0] * n
            for o, d in drift.items():
                adjust[o] = -d * sum(1 for _k, c in rows[o] if c is None)
            for s in order:
                if not deck or not values[s]:
                    continue
                x = pts(deck.pop())
                if s == me:
                    k = max(range(len(values[s])), key=lambda i: mine_belief[rows[s][i][0]])
                    if x < mine_belief[rows[s][k][0]]:
                        values[s][k] = x
                else:
                    k = max(range(len(values[s])), key=lambda i: values[s][i])
                    if x < values[s][k]:
                        values[s][k] = x
            my = sum(values[me])
            others = [sum(values[s]) + adjust[s] for s in range(n) if s != me]
            if all(my < o - 0.5 for o in others):
                won += 1
                won_points += my
            elif any(my > o + 0.5 for o in others):
                lost += 1
        return won / self.samples, lost / self.samples, won_points / max(1, won)

    def game_win_chance(self, view: Mapping[str, Any], mine: float, others: Sequence[float]) -> float:
        """The chance of ending the game with the lowest total when this round
        leaves it at ``mine`` and the others at ``others``: each later round's
        score taken as a normal spread of :attr:`round_spread` points."""
        left = max(0, int(view["rounds"]) - int(view["round"]))
        sd = math.sqrt(2.0 * self.round_spread ** 2 * left + 4.0)
        p = 1.0
        for o in others:
            p *= 0.5 * (1.0 + math.erf((o - mine) / (sd * math.sqrt(2.0))))
        return p

    def call_value(self, view: Mapping[str, Any]) -> float:
        """How much calling now raises the chance of winning the game (see
        :meth:`game_win_chance`; the round's outcomes from :meth:`call_odds`)."""
        self._sync(view)
        me = view["seat"]
        n = int(view["players"])
        u = self.unknown_value(view)
        win, lose, won_points = self.call_odds(view)
        points = self._expected_total(view, me, u)
        totals = view["totals"]
        others = [totals[o] + sum(self._seat_values(view, o, u).values()) for o in range(n) if o != me]
        now = totals[me]
        erase = self.erasable(view, me)
        keep = self.game_win_chance(view, now + points, others)
        called = (win * self.game_win_chance(view, now - erase, others)
                  + lose * self.game_win_chance(view, now + points + 10, others)
                  + (1.0 - win - lose) * keep)
        return called - keep

    def should_call(self, view: Mapping[str, Any]) -> bool:
        return self.call_value(view) > self.call_edge


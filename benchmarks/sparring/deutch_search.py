"""Deutch: Difficile with determinized search (a benchmark variant, ``search``).

At its take-or-draw, keep-or-discard and call decisions it deals the cards it
has not seen into the unknown row slots and the stock (:attr:`samples` deals),
plays each candidate action out to the round's end on a light simulator of the
round on card numbers (:class:`RoundSim`: every seat plays the expert-like
rules of :func:`RoundSim.policy_turn`, calls by expected points with the erase
rule, rapidités on known twins), scores the round with the erase rule and
takes the action with the best mean chance of ending the game lowest
(:meth:`DifficilePlayer.game_win_chance`).  The same deals serve every
candidate (paired comparison).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.ai.deutch import ALL_CARDS, DifficilePlayer, pts, rank, turns_played, unseen
from cardtable.engine.deutch import CallDeutch, Discard, Draw, Pass, Replace, TakeDiscard

INDEX = {c: i for i, c in enumerate(ALL_CARDS)}
PT = [pts(c) for c in ALL_CARDS]
RK = [rank(c) for c in ALL_CARDS]
CALL_PENALTY = 10


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x * 0.7071067811865476))


class RoundSim:
    """One determinized round from a seat's view, on card numbers (0..51).

    ``rows[s]``: the cards of seat ``s``'s row (empty slots dropped), ``kn[s]``
    which of them ``s`` knows, ``pub[s]`` which of them everyone knows."""

    __slots__ = ("n", "rows", "kn", "pub", "stock", "discard", "caller", "left", "u", "var", "gain",
                 "erase", "rng", "turns", "ended")

    def __init__(self, n: int, rng: random.Random, u: float, var: float, gain: list[float],
                 erase: list[float]) -> None:
        self.n = n
        self.rng = rng
        self.u = u
        self.var = var
        self.gain = gain          # expected gain of a draw for a worst believed card of value w (0..13)
        self.erase = erase
        self.rows: list[list[int]] = []
        self.kn: list[list[bool]] = []
        self.pub: list[list[bool]] = []
        self.stock: list[int] = []
        self.discard: list[int] = []
        self.caller: int | None = None
        self.left = 0
        self.turns = 0
        self.ended = False

    def copy(self, rng: random.Random) -> RoundSim:
        s = RoundSim(self.n, rng, self.u, self.var, self.gain, self.erase)
        s.rows = [list(r) for r in self.rows]
        s.kn = [list(r) for r in self.kn]
        s.pub = [list(r) for r in self.pub]
        s.stock = list(self.stock)
        s.discard = list(self.discard)
        s.caller = self.caller
        s.left = self.left
        s.turns = self.turns
        s.ended = self.ended
        return s

    # ----------------------------------------------------------- helpers
    def draw_card(self) -> int | None:
        if not self.stock and len(self.discard) > 1:
            self.stock = self.discard[:-1]
            self.discard = self.discard[-1:]
            self.rng.shuffle(self.stock)
        return self.stock.pop() if self.stock else None

    def worst(self, s: int) -> tuple[int, float]:
        """The slot with the highest believed value and that value."""
        row, kn, u = self.rows[s], self.kn[s], self.u
        best_k, best_v = -1, -1.0
        for k in range(len(row)):
            v = PT[row[k]] if kn[k] else u + 0.01
            if v > best_v:
                best_k, best_v = k, v
        return best_k, best_v

    def twin(self, s: int, c: int, skip: int = -1) -> int:
        """A known card of ``s``'s row with ``c``'s rank (the highest), or -1."""
        r = RK[c]
        row, kn = self.rows[s], self.kn[s]
        best, bp = -1, -1
        for k in range(len(row)):
            if k != skip and kn[k] and RK[row[k]] == r and PT[row[k]] > bp:
                best, bp = k, PT[row[k]]
        return best

    def land(self, c: int, mover: int) -> None:
        """``c`` lands on the discard; the rapidité window: a seat that knows a twin plays it."""
        self.discard.append(c)
        n = self.n
        start = self.rng.randrange(n)
        for i in range(n):
            s = (start + i) % n
            k = self.twin(s, c)
            if k >= 0:
                self.discard.append(self.rows[s][k])
                del self.rows[s][k]
                del self.kn[s][k]
                del self.pub[s][k]
                if not self.rows[s]:
                    self.ended = True
                return

    def put(self, s: int, k: int, c: int, public: bool) -> int:
        old = self.rows[s][k]
        self.rows[s][k] = c
        self.kn[s][k] = True
        self.pub[s][k] = public
        return old

    # ------------------------------------------------------------ policy
    def policy_turn(self, s: int) -> None:
        """An expert-like turn: the discard when it beats a draw, else a draw kept in
        place of the worst believed card when lower, a rapidité on a known twin."""
        top = self.discard[-1]
        k, w = self.worst(s)
        if k < 0:
            return
        g_take = w - PT[top] + (0.25 if not self.kn[s][k] else 0.0)
        if self.kn[s][k]:
            t = self.twin(s, self.rows[s][k], k)
            if t >= 0:
                g_take += PT[self.rows[s][t]]
        wi = int(w) if w < 13 else 13
        if g_take > 0 and g_take >= self.gain[wi]:
            self.discard.pop()
            old = self.put(s, k, top, True)
            self.land(old, s)
            return
        d = self.draw_card()
        if d is None:
            return
        self.policy_drawn(s, d)

    def policy_drawn(self, s: int, d: int) -> None:
        k, w = self.worst(s)
        g_place = w - PT[d] + (0.25 if not self.kn[s][k] else 0.0)
        g_disc = 0.0
        t = self.twin(s, d)
        if t >= 0:
            g_disc = float(PT[self.rows[s][t]])
        r = RK[d]
        if r == 12 and not all(self.kn[s]):
            g_disc = max(g_disc, 1.5)
        elif r == 11 and w - self.u >= 1.5 and self.kn[s][k]:
            g_disc = max(g_disc, w - self.u)
        if g_place > g_disc:
            old = self.put(s, k, d, False)
            self.land(old, s)
            return
        self.land(d, s)
        if self.ended:
            return
        if r == 12 and t < 0:
            for j in range(len(self.kn[s])):
                if not self.kn[s][j]:
                    self.kn[s][j] = True
                    break
        elif r == 11 and t < 0 and self.kn[s][k] and w - self.u >= 1.5:
            self.swap(s, k)

    def swap(self, s: int, k: int) -> None:
        """A V: ``s``'s card ``k`` for an opponent's lowest public card, else an unknown one."""
        best: tuple[float, int, int] | None = None
        for o in range(self.n):
            if o == s or not self.rows[o]:
                continue
            for j in range(len(self.rows[o])):
                v = PT[self.rows[o][j]] if self.pub[o][j] else self.u + self.rng.random() * 0.1
                if best is None or v < best[0]:
                    best = (v, o, j)
        if best is None:
            return
        _, o, j = best
        mine, theirs = self.rows[s][k], self.rows[o][j]
        known = self.pub[o][j]
        self.rows[s][k], self.rows[o][j] = theirs, mine
        self.kn[s][k], self.pub[s][k] = known, known
        self.kn[o][j], self.pub[o][j] = False, False

    def call_gain(self, s: int) -> float:
        """The expert's rule: P(win) x (points + erased round) - P(lose) x 10."""
        row, kn, u, var = self.rows[s], self.kn[s], self.u, self.var
        mean = 0.0
        unk = 0
        for k in range(len(row)):
            if kn[k]:
                mean += PT[row[k]]
            else:
                mean += u
                unk += 1
        _, w = self.worst(s)
        after = mean - self.gain[int(w) if w < 13 else 13]
        p_win = p_nl = 1.0
        for o in range(self.n):
            if o == s:
                continue
            r, pb = self.rows[o], self.pub[o]
            if not r:
                return -99.0
            m = -2.0
            uo = 0
            for j in range(len(r)):
                if pb[j]:
                    m += PT[r[j]]
                else:
                    m += u
                    uo += 1
            sd = math.sqrt(var * (unk + uo) + 1.0)
            dlt = m - after
            p_win *= _phi((dlt - 0.5) / sd)
            p_nl *= _phi((dlt + 0.5) / sd)
        return p_win * (after + self.erase[s]) - (1.0 - p_nl) * CALL_PENALTY

    def after_turn(self, s: int, may_call: bool) -> bool:
        """End of ``s``'s turn; True when the round is over."""
        if self.ended:
            return True
        if self.caller is None:
            if may_call and self.call_gain(s) > 0.5:
                self.caller = s
                self.left = self.n
            return False
        self.left -= 1
        return self.left <= 0

    def run(self, seat: int) -> None:
        """Play on from ``seat``'s turn (its turn begins now) to the round's end."""
        s = seat
        while not self.ended:
            self.turns += 1
            if self.turns > 60:
                self.ended = True
                return
            self.policy_turn(s)
            if self.after_turn(s, True):
                self.ended = True
                return
            s = (s + 1) % self.n

    def points(self) -> list[int]:
        return [sum(PT[c] for c in r) for r in self.rows]


class SearchDifficile(DifficilePlayer):
    """Difficile whose take, keep and call decisions come from sampled deals played out."""

    level = "difficile"
    samples = 48
    search_samples = 32
    call_samples = 32

    track_public = True
    opp_beta = 0.0              # the others' hidden cards dealt with weight exp(-beta x turns x points)
    opp_beta_max = 0.12

    def _sync(self, view: Mapping[str, Any]) -> None:
        key = (int(view["round"]), len(view["history"]))
        if key != getattr(self, "_pub_round", None):
            self._pub_round = key
            self._pub: set[str] = set()
        self._pub.update(view["discard"])
        super()._sync(view)

    # ------------------------------------------------------------ setup
    def _stats(self, pool: Sequence[str]) -> tuple[float, float, list[float]]:
        xs = [pts(c) for c in pool] or [6]
        m = sum(xs) / len(xs)
        var = sum((x - m) ** 2 for x in xs) / len(xs)
        gain = [0.0] * 14
        for w in range(14):
            gain[w] = sum(max(0, w - x) for x in xs) / len(xs)
        return m, var, gain

    def _erase_all(self, view: Mapping[str, Any]) -> list[float]:
        n = int(view["players"])
        return [float(self.erasable(view, s)) for s in range(n)]

    def _deals(self, view: Mapping[str, Any], count: int) -> list[RoundSim]:
        """``count`` determinized rounds from ``view`` (the drawn card, if any, left out)."""
        n = int(view["players"])
        me = view["seat"]
        pool = unseen(view)
        u, var, gain = self._stats(pool)
        erase = self._erase_all(view)
        rng = random.Random(self.rng.getrandbits(32))
        pool_i = [INDEX[c] for c in pool]
        out = []
        for _ in range(count):
            deck = list(pool_i)
            rng.shuffle(deck)
            sim = RoundSim(n, random.Random(rng.getrandbits(32)), u, var, gain, erase)
            for s in range(n):
                known = view["known_rows"][s]
                occ = view["occupied"][s]
                tp = turns_played(view, s)
                row: list[int] = []
                kn: list[bool] = []
                pb: list[bool] = []
                for k, o in enumerate(occ):
                    if not o:
                        continue
                    c = known[k]
                    if c is not None:
                        row.append(INDEX[c])
                        kn.append(True)
                        pb.append(s != me or (self.track_public and c in self._pub))
                    else:
                        beta = min(self.opp_beta_max, self.opp_beta * tp) if s != me else 0.0
                        row.append(self._deal_one(deck, rng, beta))
                        if s == me:
                            kn.append(False)
                        else:
                            kn.append(k < 2 or (k < 4 and rng.random() < min(0.8, 0.2 * tp)))
                        pb.append(False)
                sim.rows.append(row)
                sim.kn.append(kn)
                sim.pub.append(pb)
            sim.stock = deck
            sim.discard = [INDEX[c] for c in view["discard"]]
            sim.caller = view["caller"]
            sim.left = int(view["last_turns_left"])
            out.append(sim)
        return out

    @staticmethod
    def _deal_one(deck: list[int], rng: random.Random, beta: float) -> int:
        if not deck:
            return 0
        if beta > 0.0:
            for _ in range(4):
                i = rng.randrange(len(deck))
                if rng.random() < math.exp(-beta * PT[deck[i]]):
                    deck[i], deck[-1] = deck[-1], deck[i]
                    break
        return deck.pop()

    def _value(self, view: Mapping[str, Any], sim: RoundSim) -> float:
        """The chance of winning the game after this simulated round."""
        me = view["seat"]
        n = sim.n
        pts_ = sim.points()
        totals = list(view["totals"])
        caller = sim.caller
        scores = list(pts_)
        if caller is not None:
            low = min(p for s, p in enumerate(pts_) if s != caller) if n > 1 else 99
            if pts_[caller] < low:
                scores[caller] = -int(sim.erase[caller])
            elif pts_[caller] > min(pts_):
                scores[caller] = pts_[caller] + CALL_PENALTY
        final = [totals[s] + scores[s] for s in range(n)]
        return self.game_win_chance(view, final[me], [final[s] for s in range(n) if s != me])

    # ---------------------------------------------------------- search
    def _finish(self, sim: RoundSim, me: int, may_call: bool) -> None:
        """After ``me``'s action of its turn: the window is played; the rest of the round."""
        if sim.ended:
            return
        if sim.caller is None:
            if may_call:
                sim.caller = me
                sim.left = sim.n
            if sim.ended:
                return
        else:
            sim.left -= 1
            if sim.left <= 0:
                sim.ended = True
                return
        sim.run((me + 1) % sim.n)

    def should_call(self, view: Mapping[str, Any]) -> bool:
        me = view["seat"]
        deals = self._deals(view, self.call_samples)
        diff = 0.0
        for sim in deals:
            seed = sim.rng.getrandbits(32)
            a = sim.copy(random.Random(seed))
            self._finish(a, me, True)
            b = sim.copy(random.Random(seed))
            self._finish(b, me, False)
            diff += self._value(view, a) - self._value(view, b)
        return diff > 0.0

    def _finish_policy(self, sim: RoundSim, me: int) -> None:
        """The end of ``me``'s turn by the rollout policy (its call rule), then the rest."""
        if sim.after_turn(me, True):
            sim.ended = True
            return
        sim.run((me + 1) % sim.n)

    def _drawn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        me = view["seat"]
        d = INDEX[view["drawn"]]
        cands = [a for a in legal if isinstance(a, Replace | Discard)]
        slots = [k for k, o in enumerate(view["occupied"][me]) if o]
        deals = self._deals(view, self.search_samples)
        scores = [0.0] * len(cands)
        for sim in deals:
            seed = sim.rng.getrandbits(32)
            for i, a in enumerate(cands):
                x = sim.copy(random.Random(seed))
                if isinstance(a, Replace):
                    k = slots.index(a.slot)
                    old = x.put(me, k, d, False)
                    x.land(old, me)
                else:
                    x.land(d, me)
                    if not x.ended:
                        r = RK[d]
                        if r == 12:
                            for j in range(len(x.kn[me])):
                                if not x.kn[me][j]:
                                    x.kn[me][j] = True
                                    break
                        elif r == 11:
                            kk, w = x.worst(me)
                            if kk >= 0 and w - x.u >= 1.5:
                                x.swap(me, kk)
                self._finish_policy(x, me)
                scores[i] += self._value(view, x)
        best = max(range(len(cands)), key=lambda i: (scores[i], -i))
        return cands[best]

    def _turn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        me = view["seat"]
        if Draw() not in legal:
            return super()._turn(view, legal)
        top = INDEX[view["discard_top"]]
        slots = [k for k, o in enumerate(view["occupied"][me]) if o]
        cands: list[Any] = [Draw(), *(a for a in legal if isinstance(a, TakeDiscard))]
        deals = self._deals(view, self.search_samples)
        scores = [0.0] * len(cands)
        for sim in deals:
            seed = sim.rng.getrandbits(32)
            for i, a in enumerate(cands):
                x = sim.copy(random.Random(seed))
                if isinstance(a, TakeDiscard):
                    x.discard.pop()
                    k = slots.index(a.slot)
                    old = x.put(me, k, top, True)
                    x.land(old, me)
                else:
                    dc = x.draw_card()
                    if dc is not None:
                        x.policy_drawn(me, dc)
                self._finish_policy(x, me)
                scores[i] += self._value(view, x)
        best = max(range(len(cands)), key=lambda i: (scores[i], -i))
        return cands[best]

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        legal = list(legal_actions)
        if view["phase"] == "call" and len(legal) > 1:
            self._sync(view)
            return CallDeutch() if CallDeutch() in legal and self.should_call(view) else Pass()
        return super().choose(view, legal)


def make_player(seed: int = 0) -> SearchDifficile:
    return SearchDifficile(seed)


class SearchCall(SearchDifficile):
    def _turn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        return DifficilePlayer._turn(self, view, legal)

    def _drawn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        return DifficilePlayer._drawn(self, view, legal)


class SearchTurn(SearchDifficile):
    def should_call(self, view: Mapping[str, Any]) -> bool:
        return DifficilePlayer.should_call(self, view)

    def _drawn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        return DifficilePlayer._drawn(self, view, legal)


class SearchDrawn(SearchDifficile):
    def should_call(self, view: Mapping[str, Any]) -> bool:
        return DifficilePlayer.should_call(self, view)

    def _turn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        return DifficilePlayer._turn(self, view, legal)


class SearchCall128(SearchCall):
    call_samples = 128


class Search96(SearchDifficile):
    call_samples = 128
    search_samples = 96


class SearchNoPub(Search96):
    track_public = False


class SearchBias(Search96):
    opp_beta = 0.04

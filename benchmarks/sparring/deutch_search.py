"""Deutch: variants of Difficile's determinized search, for the variants script.

Difficile (:class:`cardtable.ai.deutch.DifficilePlayer`) searches its take,
keep and call on imagined deals played out by :class:`cardtable.ai.deutch.RoundSim`;
these change one thing each (seat names of ``benchmarks/sparring/deutch_variants.py``):

* ``scall`` / ``scall128``: the call searched on 32 / 128 deals, the take and
  the keep by the rules (Difficile's draw value over every unseen card);
* ``sc8`` / ``sc16``: ``scall128`` reading the game's chances with a round's
  spread of 8 / 16 points (12 in Difficile);
* ``sbig``: 256 deals for the call, 192 for the take and the keep; ``s4x``
  512 and 384 (four times Difficile's);
* ``sswap``: ``sbig``, and the V swap searched too (its two worst cards for
  each opponent's known card of 7 points or less and one unknown card each);
* ``snopub``: no memory of which of its cards have been on the discard;
* ``sinfo``: the imagined players value knowing their cards more (1.5 points
  for a known card in place of an unknown one, 3 for a D's look; 0.25 and 1.5
  in Difficile, :attr:`~cardtable.ai.deutch.DifficilePlayer.sim_unk_bonus` and
  ``sim_d_value``);
* ``slow``: an opponent's unknown card imagined lower as it plays (each turn
  it has played, a 15% chance, at most 60%, that the slot gets the lower of
  two unseen cards: what a player keeps is mostly low); ``slow2`` the same
  from 25% a turn, at most 80%;
* ``sedge``: a call only when it raises the chance of winning the game by
  two points or more (0 in Difficile);
* ``sknow`` / ``sknow3``: a move that puts a card it will know in place of an
  unknown card of its own (a take or a keep there, or a D thrown while it has
  an unknown card) counts 1.5 / 3 points better in the searched outcome, on top
  of what the imagined round makes of knowing that card; ``sknown`` /
  ``sknown3`` the same moves 1.5 / 3 points worse;
* ``sties0``: a keep-or-discard tie in the search goes to the discard (Difficile: to the lower row);
* ``seager`` / ``seager4``: a call from a chance of winning the game 2 / 4
  points lower than passing's (0 in Difficile: calls more often);
  ``scareful``: only from a chance 2 points higher (calls less often);
* ``serase``: the game's chances counted on totals less what each seat's
  later won calls will erase (its expected won calls: its share of won calls
  so far, from a prior of one in ten rounds; each erases its highest round
  left, at least a typical round of 18 points), so that a high round now --
  a lost call's -- costs less when a later won call will likely erase it;
* ``sthr2`` / ``sthrm``: the imagined players call from an expected gain of 2 /
  -0.5 points (0.5 in :class:`~cardtable.ai.deutch.RoundSim`);
* ``sguess``: the view's ``self_known`` (which of its cards each seat has
  seen) hidden from it, so it guesses what the others know: the two cards
  each looked at first, and more of its first four as it plays;
* ``skeep`` / ``skeep8``: an opponent's card that it has seen and kept (the
  view's ``self_known``) imagined low: a 50% / 80% chance that the slot gets
  the lower of two unseen cards (0 in Difficile);
* ``sall``: every take and keep searched (Difficile searches only those
  that lower its row as it believes it or let a known twin follow);
* ``sboth``: ``sall`` with its own call at the end of the turn played both
  ways on every imagined deal, a move valued by the better mean;
* ``dinfo``: the rule-based Difficile (``rules``) with an unknown card of its
  own counted 1.2 points higher.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from benchmarks.sparring import deutch_rules
from cardtable.ai.deutch import CALL_PENALTY, DifficilePlayer, RoundSim, _Base, pts, rank
from cardtable.engine.deutch import Discard, Pass, Replace, Swap, TakeDiscard


class SearchCall(DifficilePlayer):
    call_samples = 32

    def _turn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        return _Base._turn(self, view, legal)

    def _drawn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        return _Base._drawn(self, view, legal)


class SearchCall128(SearchCall):
    call_samples = 128


class SearchCallSpread8(SearchCall128):
    round_spread = 8.0


class SearchCallSpread16(SearchCall128):
    round_spread = 16.0


class SearchBig(DifficilePlayer):
    call_samples = 256
    turn_samples = 192


class Search4x(DifficilePlayer):
    call_samples = 512
    turn_samples = 384


class SearchSwap(SearchBig):
    swap_samples = 64

    def swap(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        me = view["seat"]
        u = self.unknown_value(view)
        mine = self._values(view, me, u)
        worst = sorted(mine, key=lambda k: -mine[k])[:2]
        targets: list[tuple[int, int]] = []
        for o in range(int(view["players"])):
            if o == me:
                continue
            first_unknown = True
            for j, c in enumerate(view["known_rows"][o]):
                if not view["occupied"][o][j]:
                    continue
                if c is not None:
                    if pts(c) <= 7:
                        targets.append((o, j))
                elif first_unknown and j >= 2:
                    targets.append((o, j))
                    first_unknown = False
        moves: list[Any] = [Pass(), *(Swap(k, o, j) for k in worst for o, j in targets if Swap(k, o, j) in legal)]
        if len(moves) == 1:
            return Pass()

        def play(x: RoundSim, move: Any) -> None:
            if isinstance(move, Swap):
                x.exchange(me, self._slot_index(view, me, move.slot), move.other,
                           self._slot_index(view, move.other, move.other_slot))

        scores = self.search(view, self.swap_samples, moves, play)
        return moves[max(range(len(moves)), key=lambda i: (scores[i], -i))]


class SearchNoPublic(DifficilePlayer):
    def _sync(self, view: Mapping[str, Any]) -> None:
        super()._sync(view)
        self._public = set()


class SearchInfo(DifficilePlayer):
    sim_unk_bonus = 1.5
    sim_d_value = 3.0


class DifficileInfo(deutch_rules.DifficilePlayer):
    def _values(self, view: Mapping[str, Any], seat: int, u: float) -> dict[int, float]:
        vals = super()._values(view, seat, u)
        if seat == view["seat"]:
            row = self.belief(view, seat)
            vals = {k: v + (1.2 if row[k] is None else 0.0) for k, v in vals.items()}
        return vals


class SearchKnow(DifficilePlayer):
    """Difficile's search, a move that makes an unknown card of its own known
    counted :attr:`know_bonus` points lower in its final total."""

    know_bonus = 1.5
    _bonus = 0.0                # the bonus of the move being played out

    def search(self, view: Mapping[str, Any], count: int, moves: Sequence[Any],
               play: Any) -> list[float]:
        row = view["known_rows"][view["seat"]]
        unknown = any(o and row[k] is None for k, o in enumerate(view["occupied"][view["seat"]]))
        drawn = view.get("drawn")

        def learns(move: Any) -> bool:
            if isinstance(move, TakeDiscard | Replace):
                return row[move.slot] is None
            if isinstance(move, Discard):
                return unknown and drawn is not None and rank(drawn) == 12
            return False

        def play_marked(x: RoundSim, move: Any) -> Any:
            # each move is played out then scored before the next one starts
            self._bonus = self.know_bonus if learns(move) else 0.0
            return play(x, move)
        try:
            return super().search(view, count, moves, play_marked)
        finally:
            self._bonus = 0.0

    def game_win_chance(self, view: Mapping[str, Any], mine: float, others: Sequence[float]) -> float:
        return super().game_win_chance(view, mine - self._bonus, others)


class SearchKnow3(SearchKnow):
    know_bonus = 3.0


class SearchKnowNeg(SearchKnow):
    know_bonus = -1.5


class SearchKnowNeg3(SearchKnow):
    know_bonus = -3.0


class SearchEager(DifficilePlayer):
    call_edge = -0.02


class SearchEager4(DifficilePlayer):
    call_edge = -0.04


class SearchCareful(DifficilePlayer):
    call_edge = 0.02


class SearchTiesFirst(DifficilePlayer):
    """A keep-or-discard the imagined deals cannot tell apart goes to the
    first move searched (the discard), not to the lower row."""
    ties_lower = False


class SearchErase(DifficilePlayer):
    """The outcome of an imagined round counted on totals less the rounds that
    each seat's later won calls are expected to erase (see the module docstring)."""

    prior_rate = 0.1        # won calls a round, before any is seen
    prior_rounds = 5.0      # the weight of that prior, in rounds
    typical_round = 18.0    # what a later round scores: at least this much is erased by a later won call

    def future_erase(self, scores: list[int], expected: float) -> float:
        """What ``expected`` later won calls erase from ``scores`` (the highest
        left first, each at least :attr:`typical_round`)."""
        top = sorted(scores, reverse=True)
        out = 0.0
        k = 0
        while expected > 1e-9:
            value = max(float(top[k]) if k < len(top) else 0.0, self.typical_round)
            out += value * min(1.0, expected)
            expected -= 1.0
            k += 1
        return out

    def outcome(self, view: Mapping[str, Any], sim: RoundSim) -> float:
        me = view["seat"]
        n = sim.n
        points = sim.points()
        scores = list(points)
        caller = sim.caller
        won_now = [False] * n
        if caller is not None and n > 1:
            low = min(p for s, p in enumerate(points) if s != caller)
            if points[caller] < low:
                scores[caller] = 0
                won_now[caller] = True
            elif points[caller] > low:
                scores[caller] = points[caller] + CALL_PENALTY
        history = view["history"]
        left = max(0, int(view["rounds"]) - int(view["round"]))
        adjusted = []
        for s in range(n):
            kept = [int(r["scores"][s]) for r in history if not r["erased"][s]]
            total = float(view["totals"][s])
            if won_now[s] and kept:
                top = max(kept)
                kept.remove(top)
                total -= top
            kept.append(scores[s])
            total += scores[s]
            won = sum(1 for r in history if r["caller"] == s
                      and all(r["points"][s] < r["points"][o] for o in range(n) if o != s))
            rate = (won + self.prior_rate * self.prior_rounds) / (len(history) + self.prior_rounds)
            adjusted.append(total - self.future_erase(kept, rate * left))
        return self.game_win_chance(view, adjusted[me], [adjusted[s] for s in range(n) if s != me])


class _Threshold(DifficilePlayer):
    """The imagined rounds' players call when :meth:`RoundSim.call_gain` exceeds :attr:`sim_call`."""

    sim_call = 0.5

    def deals(self, view: Mapping[str, Any], count: int) -> list[RoundSim]:
        out = super().deals(view, count)
        cls = _SIM_CLASSES.setdefault(self.sim_call, type(f"RoundSim{self.sim_call}", (_ThresholdSim,),
                                                             {"__slots__": (), "call_at": self.sim_call}))
        for sim in out:
            sim.__class__ = cls
        return out


class _ThresholdSim(RoundSim):
    __slots__ = ()
    call_at = 0.5

    def end_turn(self, s: int, call: bool | None) -> None:
        if call is None and not self.ended and self.caller is None:
            call = self.call_gain(s) > self.call_at
        super().end_turn(s, call)


_SIM_CLASSES: dict[float, type] = {}


class SearchThreshold2(_Threshold):
    sim_call = 2.0


class SearchThresholdLow(_Threshold):
    sim_call = -0.5


class SearchGuess(DifficilePlayer):
    def choose(self, view: Mapping[str, Any], legal_actions: Any) -> Any:
        v = dict(view)
        v.pop("self_known", None)
        return super().choose(v, legal_actions)


class SearchKeep(DifficilePlayer):
    opponent_known_low = 0.5


class SearchKeep8(DifficilePlayer):
    opponent_known_low = 0.8


class SearchLow(DifficilePlayer):
    opponent_low_bias = 0.15
    opponent_low_bias_max = 0.6


class SearchLow2(DifficilePlayer):
    opponent_low_bias = 0.25
    opponent_low_bias_max = 0.8


class SearchEdge(DifficilePlayer):
    call_edge = 0.02


class SearchBoth(DifficilePlayer):
    """Difficile's take and keep searched with its own call at the end of the
    turn played both ways on every deal, the move valued by the better of the
    two means (what its call search will then choose); Difficile lets the
    imagined round's rule (:meth:`RoundSim.call_gain`) decide that call.
    Every take and keep searched, as ``sall``."""

    search_every_slot = True

    def search(self, view: Mapping[str, Any], count: int, moves: Sequence[Any],
               play: Any) -> list[float]:
        if view["caller"] is not None or moves and isinstance(moves[0], bool):
            return super().search(view, count, moves, play)
        both = [(move, call) for move in moves for call in (True, False)]

        def play_both(x: RoundSim, pair: tuple[Any, bool]) -> bool:
            play(x, pair[0])
            return pair[1]

        scores = super().search(view, count, both, play_both)
        return [max(scores[2 * i], scores[2 * i + 1]) for i in range(len(moves))]


class SearchAll(DifficilePlayer):
    """Difficile searching every take and keep, not only the
    :meth:`~cardtable.ai.deutch.DifficilePlayer.sensible` ones."""

    search_every_slot = True


VARIANTS: dict[str, Any] = {"sall": SearchAll, "sboth": SearchBoth, "scall": SearchCall, "scall128": SearchCall128,
                            "sc8": SearchCallSpread8, "sc16": SearchCallSpread16, "sbig": SearchBig, "s4x": Search4x,
                            "sswap": SearchSwap, "snopub": SearchNoPublic, "sinfo": SearchInfo,
                            "dinfo": DifficileInfo, "slow": SearchLow, "slow2": SearchLow2,
                            "sedge": SearchEdge, "sknow": SearchKnow, "sknow3": SearchKnow3,
                            "sknown": SearchKnowNeg, "sknown3": SearchKnowNeg3,
                            "seager": SearchEager, "seager4": SearchEager4, "sties0": SearchTiesFirst, "scareful": SearchCareful, "serase": SearchErase, "sthr2": SearchThreshold2, "sthrm": SearchThresholdLow,
                            "sguess": SearchGuess, "skeep": SearchKeep, "skeep8": SearchKeep8}

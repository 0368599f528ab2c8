"""Computer players for Peech (``make_player(level, seed)``).

They read only ``state.view(seat)`` and the legal actions, never mutate them,
and are deterministic from their seed and the views they are given.  Suits never
matter in Peech, so the players think in ranks (1 = ace .. 13 = king).

* **Facile** plays a random card of its hand (each rank as likely), except that
  with nothing from 10 up it keeps its 6s and 7s (the cards worth most to
  whoever takes them) back when it has anything else.
* **Intermédiaire** plays its strongest card while it still needs cards and the
  unseen cards leave that card a fair chance to stand alone on top (cards left
  in hand when the round ends are wasted, so strength is best spent early);
  when it expects to lose it plays an ace (the ace rule stops the winner's count
  from growing) or a mine (3, 4: nothing for the winner), else its top card.
* **Difficile** counts every card gone this round (its hand and target, the won
  piles, the face-up discard, the targets announced by "Peech !"), samples the
  others' target cards (a target is above its owner's won count: what they
  still need) and hands from the unseen cards, simulates the simultaneous
  reveal of each of its candidate cards against the same sampled opposing
  cards, and weighs the outcome by the change of every seat's round score
  (its own, and a share of the others': the lowest total wins).  It keeps its
  top card unless another card is clearly better in that simulation.

Measured (``python -m cardtable.arena peech ...``, see the report of issue 10):
against random-ish opponents, spending the strongest cards first is most of
the skill there is; the simulation adds little on top of it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.cards import card
from cardtable.engine.kit import Play

__all__ = ["DifficilePlayer", "FacilePlayer", "IntermediairePlayer", "make_player"]

#: in-play points per rank (index 1..13)
POINTS = (0, 2, 2, 0, 0, 1, 4, 5, 3, 3, 3, 2, 1, 1)
MINES = (3, 4)


def _rank(text: str) -> int:
    return card(text).rank


def _play_of_rank(legal_actions: Sequence[Any], rank: int) -> Any:
    for a in legal_actions:
        if isinstance(a, Play) and a.card.rank == rank:
            return a
    return legal_actions[0]


def unseen_ranks(view: Mapping[str, Any]) -> list[int]:
    """How many cards of each rank (index 1..13) the seat has not seen this round:
    in the others' hands and target cards, the stock, the face-down discard."""
    left = [0] + [4] * 13
    seen: list[str] = list(view["hand"]) + [view["target_card"]]
    if view.get("my_choice"):
        seen.append(view["my_choice"])
    for pile in view["won"]:
        seen.extend(pile)
    seen.extend(t for t in view["discard"] if t is not None)
    for t in seen:
        left[_rank(t)] -= 1
    for s, t in enumerate(view["known_targets"]):
        if t is not None and s != view["seat"] and left[t] > 0:
            left[t] -= 1
    return [max(0, x) for x in left]


def score_now(start: int, target: int, tpoints: int, count: int, points: int) -> int:
    """The round score if the round ended now."""
    if count >= target:
        return max(0, start - points - tpoints)
    return max(0, start - points) + (target - count)


def resolve(played: Sequence[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """Ranks version of the engine's resolution: ``[(winner, taken rank, victim)]``."""
    hi = max(r for _, r in played)
    lo = min(r for _, r in played)
    if hi == lo:
        return [(s, r, s) for s, r in played]
    strong = [s for s, r in played if r == hi]
    weak = [s for s, r in played if r == lo]
    if len(strong) == 1:
        w = strong[0]
        v = min(weak, key=lambda s: (s - w) % 4)
        return [(w, lo, v)]
    if len(played) == 4 and len(strong) == 2 and len(weak) == 2:
        strong.sort()
        weak.sort()
        return [(strong[0], lo, weak[0]), (strong[1], lo, weak[1])]
    return []


def win_chance(rank: int, unseen: Sequence[int], opponents: int) -> float:
    """Rough chance that ``rank`` stands alone on top against ``opponents`` cards
    drawn from the unseen ones (each opponent plays one card at random)."""
    total = sum(unseen)
    if total <= 0 or opponents <= 0:
        return 1.0
    below = sum(unseen[1:rank])
    return float((below / total) ** opponents)


class _Base:
    level = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        ranks = sorted({a.card.rank for a in legal_actions if isinstance(a, Play)})
        if len(ranks) <= 1:
            return legal_actions[0]
        return _play_of_rank(legal_actions, self.pick(view, ranks))

    def pick(self, view: Mapping[str, Any], ranks: list[int]) -> int:
        raise NotImplementedError

    def _decision_rng(self, view: Mapping[str, Any]) -> random.Random:
        key = "|".join(str(x) for x in (
            self.seed, view["seat"], view["round"], view["trick"], view["hand"], view["won_counts"],
            view["discard"][-6:]))
        return random.Random(key)


class FacilePlayer(_Base):
    """A random card (see the module docstring)."""

    level = "facile"

    def pick(self, view: Mapping[str, Any], ranks: list[int]) -> int:
        rng = self._decision_rng(view)
        choices = ranks
        if max(ranks) < 10:
            # nothing strong: a lost battle, so do not offer the big point cards
            rest = [r for r in ranks if r not in (6, 7)]
            if rest:
                choices = rest
        return rng.choice(choices)


def heuristic_pick(hand: Sequence[int], need: int, unseen: Sequence[int], opponents: int,
                   others_have_won: bool = True, threshold: float = 0.1) -> int:
    """The Intermédiaire rule on a hand of ranks (see the module docstring).

    Cards left in hand when the round ends are worth nothing, so a seat that
    still needs cards plays its strongest card while it has a fair chance to
    win; expecting to lose, it plays an ace (the ace rule stops the winner's
    count from growing) or a mine (0 points to the winner), else still its top."""
    top = max(hand)
    if need > 0 and win_chance(top, unseen, opponents) >= threshold:
        return top
    if 1 in hand and others_have_won:
        return 1
    for r in MINES:
        if r in hand:
            return r
    return top


class IntermediairePlayer(_Base):
    """Mines when it expects to lose, strong cards when it needs cards."""

    level = "intermediaire"

    def pick(self, view: Mapping[str, Any], ranks: list[int]) -> int:
        me = int(view["seat"])
        hand = [_rank(t) for t in view["hand"]]
        need = int(view["target"]) - int(view["won_counts"][me])
        opponents = sum(1 for s, a in enumerate(view["active"]) if a and s != me)
        others_won = any(a and view["won_counts"][s] > 0 for s, a in enumerate(view["active"]) if s != me)
        r = heuristic_pick(hand, need, unseen_ranks(view), opponents, others_won)
        return r if r in ranks else ranks[0]


# ------------------------------------------------------------- Difficile
def _fast_pick(h: list[int], need: int, denial: bool) -> int:
    """The rollouts' policy: the top card while it is worth playing, else an ace
    (when it denies a winner) or a mine, else the top."""
    top = max(h)
    if need > 0 and top >= 8:
        return top
    if denial and 1 in h:
        return 1
    if 3 in h:
        return 3
    if 4 in h:
        return 4
    return top


class DifficilePlayer(_Base):
    """Counts the cards, samples the others' hands and targets, weighs each candidate
    card by the battle it would make now against what it could still win later."""

    level = "difficile"
    samples = 120            # sampled battles per decision (shared by the candidates)
    random_share = 0.8       # the others' policy: this share of random cards
    others_weight = 0.35     # how much the others' gains count against mine
    keep = 0.0               # a card kept for later: the chance the round lasts until it is played
    gain = 2.6               # the usual worth of a battle won
    margin = 0.3             # how much better another card must look than the top card

    def pick(self, view: Mapping[str, Any], ranks: list[int]) -> int:
        me = int(view["seat"])
        rng = self._decision_rng(view)
        unseen = unseen_ranks(view)
        active = [bool(a) for a in view["active"]]
        sizes = [int(x) for x in view["hand_sizes"]]
        chosen = [bool(c) for c in view["chosen"]]
        won = [[_rank(t) for t in pile] for pile in view["won"]]
        count = [len(w) for w in won]
        points = [sum(POINTS[x] for x in w) for w in won]
        last = [w[-1] if w else 0 for w in won]
        starts = [int(x) for x in view["start_points"]]
        known_targets = view["known_targets"]
        seats = [s for s in range(4) if active[s]]
        others = [s for s in seats if s != me]
        first_reach = not view["peech"]
        pool_base = [r for r in range(1, 14) for _ in range(unseen[r])]
        value = {r: 0.0 for r in ranks}
        target = [0, 0, 0, 0]
        target[me] = int(view["target"])
        for _ in range(self.samples):
            pool = list(pool_base)
            rng.shuffle(pool)
            played_others: list[tuple[int, int]] = []
            for s in others:
                kt = known_targets[s]
                lo = max(4, count[s] + 1)
                t = next((x for x in pool if lo <= x <= 10), 0)
                if t:
                    pool.remove(t)
                target[s] = int(kt) if kt is not None else (t or min(10, lo))
                size = sizes[s] + (1 if chosen[s] else 0)
                h = pool[:size] or [pool[0] if pool else 2]
                del pool[:size]
                if rng.random() < self.random_share:
                    r = h[rng.randrange(len(h))]
                else:
                    r = _fast_pick(h, target[s] - count[s], True)
                played_others.append((s, r))
            for mine in ranks:
                played = [*played_others, (me, mine)]
                value[mine] += self._battle_value(me, played, target, starts, count, points, last, first_reach)
        opp = len(others)
        # the top card unless another is clearly better now (cards left at the
        # round's end are wasted, so strength is best spent early)
        top = ranks[-1]

        def worth(r: int) -> float:
            return value[r] / self.samples - self.keep * self.gain * win_chance(r, unseen, opp)

        best, best_v = top, worth(top) + self.margin
        for r in reversed(ranks[:-1]):
            v = worth(r)
            if v > best_v + 1e-9:
                best, best_v = r, v
        return best

    def _battle_value(self, me: int, played: list[tuple[int, int]], target: list[int], start: list[int],
                      count: list[int], points: list[int], last: list[int], first_reach: bool) -> float:
        res = resolve(played)
        if not res:
            return 0.0
        aces = sum(1 for _, r in played if r == 1)
        total = 0.0
        for w, r, _v in res:
            t = target[w]
            before = score_now(start[w], t, POINTS[t], count[w], points[w])
            if r == 1 and aces == 1 and count[w] > 0:
                after = score_now(start[w], t, POINTS[t], count[w], points[w] + POINTS[1] - POINTS[last[w]])
            else:
                after = score_now(start[w], t, POINTS[t], count[w] + 1, points[w] + POINTS[r])
                if first_reach and count[w] + 1 >= t:
                    after -= 1
            gain = before - after
            total += gain if w == me else -self.others_weight * gain
        return total


def make_player(level: str, seed: int = 0) -> _Base:
    """The player of ``level`` (``facile``, ``intermediaire``, ``difficile``)."""
    from . import normalise_level
    lvl = normalise_level(level)
    if lvl == "facile":
        return FacilePlayer(seed)
    if lvl == "intermediaire":
        return IntermediairePlayer(seed)
    return DifficilePlayer(seed)

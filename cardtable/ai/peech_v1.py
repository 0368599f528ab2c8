"""Peech: the Difficile player of 2026-12-01, frozen as ``difficile_v1``.

A reference level for the arena only (``python -m cardtable.arena peech --seats
difficile,difficile_v1,difficile_v1,difficile_v1``): never offered in the New
game dialog (not in :data:`cardtable.ai.LEVELS`).  A self-contained copy of the
player (its sampling, its rollouts and their rule of thumb), so that later
changes to :mod:`cardtable.ai.peech` cannot change its play;
``tests/test_reference_levels.py`` pins its decisions on seeded games.  Do not
edit it (except to keep it importable).

It counts every card gone this round, samples the others' target cards and
hands, and plays each candidate card (its two strongest, its ace, its mines)
out to the end of the round, the others mostly at random; it keeps its top
card unless another is clearly better, and reads each opponent's habits from
the battles it sees.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.cards import card
from cardtable.engine.kit import Play

__all__ = ["DifficileV1Player", "make_player"]

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


class DifficileV1Player(_Base):
    """Sampled deals; each candidate card played out to the end of the round (see the module
    docstring): the same sampled deals and random streams for every candidate."""

    level = "difficile_v1"
    rollouts = 72            # per decision, shared by the candidate cards
    max_battles = 45         # a rollout stops after this many battles (scored as is)
    random_share = 0.8       # the others' policy in the rollouts: this share of random cards
    others_weight = 0.3      # how much the others' round scores count against mine
    margin = 0.3             # how much better (round points) another card must be than the top card
    model = True             # read each opponent's habits from the battles seen (see observe)
    careful_share = 0.15     # random share for an opponent seen to play its strong cards first
    loose_share = 0.9        # ... and for one seen to play at random
    early_size = 5           # a play counts as "early in the deal" with at least this many cards in hand
    strong_rank = 10         # an early play of at least this rank counts as a strong card
    min_seen = 4             # early plays needed before the estimate replaces random_share
    low_candidate = True     # the weakest card is a candidate too when an opponent plays strong-first

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._seen_key: tuple[int, int] = (-1, -1)
        self._prev_size = 0
        self._early = [[0, 0] for _ in range(4)]     # per seat: [early plays, early strong plays]

    def observe(self, view: Mapping[str, Any]) -> None:
        """Remember how each opponent plays, from the previous battle (``last_trick``).

        Early in a deal (hands of at least ``early_size`` cards) a seat that plays its strong
        cards first shows a 10 or better far more often than a random player (about four
        times in five against one in three); the share sets how that seat plays in the
        rollouts.  Only the views given are used, so the player stays deterministic."""
        lt = view.get("last_trick")
        me = int(view["seat"])
        if lt is not None:
            key = (int(view["round"]), int(lt["trick"]))
            if key != self._seen_key and self._prev_size >= self.early_size:
                for s, t in enumerate(lt["cards"]):
                    if t is None or s == me:
                        continue
                    self._early[s][0] += 1
                    self._early[s][1] += 1 if _rank(t) >= self.strong_rank else 0
            self._seen_key = key
        self._prev_size = len(view["hand"])

    def noise_of(self, seat: int) -> float:
        """The share of random cards for ``seat`` in the rollouts (see :meth:`observe`)."""
        n, strong = self._early[seat]
        if not self.model or n < self.min_seen:
            return self.random_share
        share = strong / n
        if share >= 0.65:
            return self.careful_share
        if share <= 0.45:
            return self.loose_share
        return self.random_share

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        self.observe(view)
        return super().choose(view, legal_actions)

    def pick(self, view: Mapping[str, Any], ranks: list[int]) -> int:
        me = int(view["seat"])
        rng = self._decision_rng(view)
        unseen = unseen_ranks(view)
        hand = [_rank(t) for t in view["hand"]]
        active = [bool(a) for a in view["active"]]
        sizes = [int(x) for x in view["hand_sizes"]]
        chosen = [bool(c) for c in view["chosen"]]
        won = [[_rank(t) for t in pile] for pile in view["won"]]
        starts = [int(x) for x in view["start_points"]]
        known_targets = view["known_targets"]
        up = [_rank(t) for t in view["discard"] if t is not None]
        down = sum(1 for t in view["discard"] if t is None)
        stock_size = int(view["stock_size"])
        cset = set(ranks[-2:]) | {r for r in ranks if r in (1, 3, 4)}
        if self.low_candidate and any(active[s] and s != me and self.noise_of(s) == self.careful_share
                                      for s in range(4)):
            cset.add(ranks[0])      # against strong-first players, losing early may pay
        cands = sorted(cset)
        n = max(6, self.rollouts // len(cands))
        pool_base = [r for r in range(1, 14) for _ in range(unseen[r])]
        score = {r: 0.0 for r in cands}
        for _ in range(n):
            pool = list(pool_base)
            rng.shuffle(pool)
            target = [0, 0, 0, 0]
            hands: list[list[int]] = [[], [], [], []]
            for s in range(4):
                if s == me:
                    target[s] = int(view["target"])
                    hands[s] = hand
                    continue
                kt = known_targets[s]
                if kt is not None:
                    target[s] = int(kt)
                else:
                    lo = max(4, len(won[s]) + 1)
                    t = next((x for x in pool if lo <= x <= 10), 0)
                    if t:
                        pool.remove(t)
                    target[s] = t or min(10, lo)
                if active[s]:
                    size = sizes[s] + (1 if chosen[s] else 0)
                    hands[s] = pool[:size]
                    del pool[:size]
            stock = pool[:stock_size]
            discard = up + pool[stock_size:stock_size + down]
            seed = rng.getrandbits(32)
            for r in cands:
                score[r] += self._rollout(me, r, hands, target, starts, won, active, list(view["peech"]),
                                          list(view["first_reached"]), stock, discard, random.Random(seed))
        top = ranks[-1]
        best, best_v = top, score[top] / n - self.margin
        for r in cands:
            v = score[r] / n
            if v < best_v - 1e-9:
                best, best_v = r, v
        return best

    def _rollout(self, me: int, first: int, hands0: list[list[int]], target: list[int], start: list[int],
                 won: list[list[int]], active0: list[bool], reached: list[int], winners: list[int],
                 stock: list[int], discard: list[int], rng: random.Random) -> float:
        pts = POINTS
        hands = [list(h) for h in hands0]
        count = [len(w) for w in won]
        points = [sum(pts[x] for x in w) for w in won]
        last = [w[-1] if w else 0 for w in won]
        active = list(active0)
        stock = list(stock)
        discard = list(discard)
        noise = [self.noise_of(s) for s in range(4)]
        move = first
        for _battle in range(self.max_battles):
            seats = [s for s in range(4) if active[s]]
            if not hands[seats[0]]:
                k = len(seats)
                deal = min(8, len(stock) // k)
                if deal == 0 and discard:
                    rng.shuffle(discard)
                    stock = discard + stock
                    discard = []
                    deal = min(8, len(stock) // k)
                if deal == 0:
                    break
                for s in seats:
                    hands[s] = stock[-deal:]
                    del stock[-deal:]
            if any(not hands[s] for s in seats):
                break
            played: list[tuple[int, int]] = []
            aces = 0
            for s in seats:
                h = hands[s]
                x = rng.random()
                y = rng.randrange(len(h))
                if s == me:
                    r = move or max(h)
                    move = 0
                elif x < noise[s]:
                    r = h[y]
                else:
                    r = _fast_pick(h, target[s] - count[s], True)
                h.remove(r)
                if r == 1:
                    aces += 1
                played.append((s, r))
            taken_from = set()
            for w, r, v in resolve(played):
                taken_from.add(v)
                if r == 1 and aces == 1 and count[w] > 0:
                    points[w] += pts[1] - pts[last[w]]
                    discard.append(last[w])
                    last[w] = 1
                else:
                    count[w] += 1
                    points[w] += pts[r]
                    last[w] = r
            for s, r in played:
                if s not in taken_from:
                    discard.append(r)
            newly = [s for s in seats if count[s] >= target[s]]
            if newly:
                if not reached:
                    winners = list(newly)
                for s in newly:
                    active[s] = False
                    discard.extend(hands[s])
                    hands[s] = []
                reached = reached + newly
                if len(reached) >= 2:
                    break
        total = 0.0
        mine = 0.0
        for s in range(4):
            t = target[s]
            sc = float(score_now(start[s], t, pts[t], count[s], points[s]))
            if s in winners:
                sc -= 1.0
            if s == me:
                mine = sc
            else:
                total += sc
        return mine - self.others_weight * total / 3.0


def make_player(level: str = "difficile_v1", seed: int = 0) -> DifficileV1Player:
    """The frozen reference player (``level`` must be ``difficile_v1``)."""
    if level != "difficile_v1":
        raise ValueError(f"unknown level {level!r}")
    return DifficileV1Player(seed)

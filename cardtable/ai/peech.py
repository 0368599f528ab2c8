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
* **Difficile** reads each opponent's habits from the battles it sees
  (:meth:`DifficilePlayer.observe`: early in a deal, a seat that plays its strong
  cards first shows a 10 or better nine times in ten, a random one about one
  time in three).  Against seats all seen to play at random it plays its
  strongest card (:func:`rule_pick`): cards left in hand when the round ends
  are wasted, and against random cards a card's chance hardly depends on when
  it is played, so strength is best spent early.  Against any other seat (seen to play
  strong cards first, or not seen enough yet) it searches: it counts every
  card gone this round (its hand and target, the won piles, the face-up
  discard, the targets announced by "Peech !"), samples the others' target
  cards (a target is above its owner's won count: what they still need) and
  hands, the stock and the face-down discard from the unseen cards, and for
  each candidate card (its two strongest, its ace, its mines, its weakest
  against an opponent seen to play strong cards first) simulates the
  simultaneous reveal and plays the sampled deal out to the end of the round
  (itself strongest card first, each opponent as it was seen to play: by rule
  of thumb or at random), the same samples and random streams for every
  candidate.  It keeps the card with the best expected outcome -- its own
  round score, less a share of the others', with the round win -- but plays
  its top card unless another is clearly better.  The hint says why
  (:meth:`DifficilePlayer.explain`, :data:`REASON_TEXTS`): against random
  players, how many cards the seat still needs; after a search, its own
  figures (:class:`Search`, from the same rollouts that chose the card): what
  the round added to the seat's total on average with the card played and with
  the next best card, and to each other seat's total when that decided.

Its figures, with the commands that measure them, are in ``docs/measuring.md``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.engine.cards import card
from cardtable.engine.i18n import QT_TRANSLATE_NOOP, NumerusMarker
from cardtable.engine.kit import Play

from . import Reason

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
    for s, kt in enumerate(view["known_targets"]):
        if kt is not None and s != view["seat"] and left[kt] > 0:
            left[kt] -= 1
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
# lupdate reads ``Peech.tr(text, "", n)`` as a plural text of the context "Peech"
Peech = NumerusMarker()

#: the hint's words for each of Difficile's reasons (:meth:`DifficilePlayer.explain`),
#: in the context "Peech"; ``%n`` is the count of the reason (``n``), ``{card}``
#: a card of the hand, the other fields figures of the search (:class:`Search`)
REASON_TEXTS: dict[str, str] = {
    # the rule against players seen to play at random; n: the cards still needed
    "top": Peech.tr("Your strongest card: you still need %n card(s) for your target, and the others seem to play "
                    "at random, so this card wins about as often now as later. Cards still in your hand when "
                    "the round ends are wasted: play strong early.", "", 0),
    # the search (n: its deals): the card chosen added less to the seat's own total than the next best
    "search": Peech.tr("On %n deal(s) drawn at random and played out to the end of the round, with this card the "
                       "round counted {mine} in your total on average, against {other} with your {card} (the "
                       "lowest total wins).", "", 0),
    # ... not less, but more to each of the others' totals
    "search_others": Peech.tr("On %n deal(s) drawn at random and played out to the end of the round, with this "
                              "card the round counted {mine} in your total on average and {others} in each of the "
                              "others'; with your {card}: {other} and {other_others}. The lowest total wins: what "
                              "the others score counts too.", "", 0),
    # ... the strongest card kept, the next best (the {card}) doing hardly better
    "search_top": Peech.tr("Your strongest card: on %n deal(s) drawn at random and played out to the end of the "
                           "round, your {card} did hardly better (the round counted {other} in your total on "
                           "average, against {mine} with this card). Cards still in your hand when the round ends are wasted: "
                           "play strong early.", "", 0),
    # ... two cards that did just as well: the weaker one played
    "search_tie": Peech.tr("On %n deal(s) drawn at random and played out to the end of the round, this card and "
                           "your {card} did just as well: the round counted {mine} in your total on average (the "
                           "lowest total wins).", "", 0),
    # one card, or cards of one rank: nothing to choose
    "last_card": QT_TRANSLATE_NOOP("Peech", "It is the only card left in your hand."),
    "same_rank": QT_TRANSLATE_NOOP("Peech", "All your cards have the same rank, and suits never matter in "
                                            "Peech: any of them will do."),
}


@dataclass(frozen=True)
class Search:
    """What one search of :meth:`DifficilePlayer.search` measured, for each
    candidate rank over the same ``deals`` sampled deals, each played out to the
    end of the round: ``value`` its measure (lower is better: the seat's own
    figure less :attr:`DifficilePlayer.others_weight` times the others'),
    ``mine`` what the round added to the seat's total on average (its round
    score, one less for a round won), ``others`` the same for each of the
    three other seats, averaged over them.  ``best`` is the rank it plays,
    ``top`` the strongest rank it could play."""

    best: int
    top: int
    deals: int
    value: dict[int, float]
    mine: dict[int, float]
    others: dict[int, float]

    def runner_up(self) -> int:
        """The next best candidate by the search's measure (the lowest rank among equals)."""
        return min((r for r in self.value if r != self.best), key=lambda r: (self.value[r], r))


def _places(*pairs: tuple[float, float]) -> int:
    """The fewest decimals (one to three) that show each pair of different
    figures as different."""
    for places in (1, 2):
        if all(round(a, places) != round(b, places) for a, b in pairs if a != b):
            return places
    return 3


def search_reason(found: Search) -> tuple[str, int, dict[str, float | int]]:
    """Why the search ``found`` plays its card: the reason code (:data:`REASON_TEXTS`), the rank of the next best card and
    its figures (``places``: the decimals they are written with).

    "search" when the card added less to the seat's own total than the next
    best; else "search_others" when it added more to the others' (each seat's
    round score counts in its total, the lowest total wins); else the two cards
    are the strongest and one that did hardly better ("search_top": the
    strongest card is kept unless another is better by more than
    :attr:`DifficilePlayer.margin`) or two that did just as well ("search_tie")."""
    b, ru = found.best, found.runner_up()
    mine, others = found.mine, found.others
    if mine[b] < mine[ru]:
        code, places = "search", _places((mine[b], mine[ru]))
    elif others[b] > others[ru]:
        code, places = "search_others", _places((others[b], others[ru]))
    else:
        code, places = ("search_top" if b == found.top else "search_tie"), 1
    params: dict[str, float | int] = {"mine": round(mine[b], places), "other": round(mine[ru], places),
                                      "places": places}
    if code == "search_others":
        params.update(others=round(others[b], places), other_others=round(others[ru], places))
    return code, ru, params


def _view_key(view: Mapping[str, Any]) -> tuple[Any, ...]:
    return (view["seat"], view["round"], view["trick"], tuple(view["hand"]), tuple(view["won_counts"]))


def rule_pick(view: Mapping[str, Any], ranks: list[int]) -> tuple[str, int]:
    """Difficile's play against opponents seen to play at random: ``(reason, rank)``,
    its strongest card.  Cards left in hand when the round ends are wasted, and
    against random cards a card's chance hardly depends on when it is played, so
    strength is best spent early.  Every exception tried on duplicate deals lost
    or did not win (``docs/ai-experiments.md``)."""
    return "top", ranks[-1]


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
    """Sampled deals; each candidate card played out to the end of the round (see the module
    docstring): the same sampled deals and random streams for every candidate."""

    level = "difficile"
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
    random_below = 0.6       # a seat showing strong cards in fewer than this share of its early plays is random
    unseen_random = False    # a seat not seen enough yet (under min_seen early plays) counts as random

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        # the last decision: view key, rank, reason code, the search (None: the rule)
        self._last: tuple[tuple[Any, ...], int, str, Search | None] = ((), 0, "", None)
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

    def searches(self, view: Mapping[str, Any]) -> bool:
        """Whether this decision is searched: some active opponent is not known to play
        at random (seen to play its strong cards first, or not seen enough yet)."""
        me = int(view["seat"])
        return any(on and s != me and not self.plays_at_random(s) for s, on in enumerate(view["active"]))

    def plays_at_random(self, seat: int) -> bool:
        """Whether ``seat`` has been seen to play at random: at least ``min_seen`` early
        plays, fewer than ``random_below`` of them strong (a random player shows a 10
        or better about one time in three, one that plays strong cards first nine
        times in ten)."""
        n, strong = self._early[seat]
        if n < self.min_seen:
            return self.unseen_random
        return strong < self.random_below * n

    def pick(self, view: Mapping[str, Any], ranks: list[int]) -> int:
        found: Search | None = None
        if self.searches(view):
            found = self.search(view, ranks)
            code, rank = "search", found.best
        else:
            code, rank = rule_pick(view, ranks)
        self._last = (_view_key(view), rank, code, found)
        return rank

    def reason(self, view: Mapping[str, Any], rank: int) -> Reason | None:
        """Why this player plays ``rank`` in ``view`` (:data:`REASON_TEXTS`), None
        when it would not play it.  The figures are those of the search that
        chose the card (the decision is made now if it was not made for this view)."""
        ranks = sorted({_rank(t) for t in view["hand"]})
        if rank not in ranks:
            return None
        if len(ranks) == 1:
            return Reason("Peech", REASON_TEXTS["last_card" if len(view["hand"]) == 1 else "same_rank"])
        if self._last[0] != _view_key(view):
            self.pick(view, ranks)
        _key, played, code, found = self._last
        if played != rank:
            return None
        if found is None:            # the rule: the strongest card
            me = int(view["seat"])
            need = int(view["target"]) - int(view["won_counts"][me])
            return Reason("Peech", REASON_TEXTS[code], {}, need)
        code, other, params = search_reason(found)
        held = next(t for t in view["hand"] if _rank(t) == other)
        return Reason("Peech", REASON_TEXTS[code], {**params, "card": held}, found.deals)

    def explain(self, view: Mapping[str, Any], action: Any) -> Reason | None:
        """Why this player chooses ``action`` (see :func:`cardtable.ai.explain`):
        :meth:`reason`, None for a card it would not play."""
        c = getattr(action, "card", None)
        if c is None:
            return None
        return self.reason(view, int(c.rank))

    def search(self, view: Mapping[str, Any], ranks: list[int]) -> Search:
        """The search (see the module docstring) and what it measured."""
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
        mine = {r: 0.0 for r in cands}      # sums of what the round added to the seat's total
        others = {r: 0.0 for r in cands}    # ... and to the three others' together
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
                own, rest = self._rollout(me, r, hands, target, starts, won, active, list(view["peech"]),
                                          list(view["first_reached"]), stock, discard, random.Random(seed))
                score[r] += own - self.others_weight * rest / 3.0
                mine[r] += own
                others[r] += rest
        top = ranks[-1]
        best, best_v = top, score[top] / n - self.margin
        for r in cands:
            v = score[r] / n
            if v < best_v - 1e-9:
                best, best_v = r, v
        return Search(best, top, n, {r: score[r] / n for r in cands}, {r: mine[r] / n for r in cands},
                      {r: others[r] / (3 * n) for r in cands})

    def _rollout(self, me: int, first: int, hands0: list[list[int]], target: list[int], start: list[int],
                 won: list[list[int]], active0: list[bool], reached: list[int], winners: list[int],
                 stock: list[int], discard: list[int], rng: random.Random) -> tuple[float, float]:
        """One sampled deal played out with ``first`` played now: what the round
        adds to the seat's total (its round score, one less for a round won) and
        to the three others' totals together."""
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
        return mine, total


def make_player(level: str, seed: int = 0) -> _Base:
    """The player of ``level`` (``facile``, ``intermediaire``, ``difficile``)."""
    from . import normalise_level
    lvl = normalise_level(level)
    if lvl == "facile":
        return FacilePlayer(seed)
    if lvl == "intermediaire":
        return IntermediairePlayer(seed)
    return DifficilePlayer(seed)

"""Computer players for Les Auteurs (``make_player(level, seed)``).

They read only ``state.view(seat)`` and the legal actions, never mutate them,
and are deterministic from their seed and the views they are given: the view's
public history of asks and answers is all they reason from (no memory between
calls is needed, so none is kept).

* **Facile** asks for a legal card at random (a random target, then a random
  card it may ask for).
* **Intermédiaire** remembers where cards moved: a hit tells everyone that the
  card is now with the asker.  It asks a player for a card known to be in that
  player's hand when it can, and otherwise asks at random, never for a card
  known to be elsewhere.
* **Difficile** keeps, for each card, what every ask proves (:class:`Knowledge`):

  - an ask proves that the asker lacked the card and held another card of its
    rank; a miss proves the asked player lacked it; a hit moves the card where
    everyone sees it (so the asker now holds at least two of the rank);
  - a card nobody has asked for successfully never moved since the deal, so
    what was proved about it still holds;
  - laid poissons take their ranks out, and card counts close the rest: each
    seat holds exactly its count of cards not known to be elsewhere.

  From these it deduces by elimination (:meth:`Knowledge.propagate`: a card
  with one possible holder is that holder's; a seat whose possible cards are
  as many as its unknown cards holds them all; a seat with no unknown card
  left holds none of them; a seat known to hold a rank with one possible card
  of that rank holds it).  It then samples whole deals of the hidden cards
  consistent with all of it at once (:class:`Deals`): every card where it may
  be, every hand its count, every seat holding a card of the rank it asked for
  at the moment it asked, no seat ever holding four of a rank, the others'
  asks weighed as strong players ask (a seat asking for an unseen card more
  often holds two or three of its rank).  The chance of each card in each hand
  is its share of those deals.  It weighs each ask: the chance of a hit first
  (a hit keeps the turn), then what the card is worth (a poisson completed, a
  rank nearly complete), less what the ask reveals (a rank nobody knew it
  held) and what a hit would expose (a card everyone will know is in its
  hand).  Sure asks that together lay a poisson (the rank's other missing
  cards all proved in hands it may ask) are scored as that poisson, so
  they come before any guess.

  At a table of five, where four opponents play before its turn comes
  back, it plays with settings of its own (:data:`FIVE_PLAYERS`): a card a
  hit would expose costs more, each seat's habits are read from what it did
  during the deal, and taking a card from a player gathering its rank gains
  a little.

  It reads the players as well: a seat that asks for a card nobody has seen
  while a card everyone saw move into another hand was there to be asked for,
  surely, probably holds no card of that rank (an expert asks for a sure card
  of a rank it holds first): its chance of each unseen card of the rank is
  weighed down in those estimates (:attr:`DifficilePlayer.passed_weight`),
  the more as that seat is seen to take such sure cards when it was known to
  hold their rank (:meth:`Knowledge.passed_factor`); nothing is proved by it.

  The hint (:meth:`DifficilePlayer.explain`) says in one line why it asks:
  the card is proved there, the turn was searched to its end, or the share of
  all the consistent deals that put it there (:data:`REASON_TEXTS`).  That
  share counts every deal that fits the asks alike (:meth:`DifficilePlayer.share`),
  so that the number says what its sentence says; the weights by which the
  player reads the others' habits, which are its own guess, are left out of it.
"""

from __future__ import annotations

import copy
import math
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.auteurs import Ask, can_ask
from cardtable.engine.cards import DECK, Card, card
from cardtable.engine.i18n import QT_TRANSLATE_NOOP

from . import Reason

__all__ = ["REASON_TEXTS", "Deals", "DifficilePlayer", "FacilePlayer", "IntermediairePlayer", "Knowledge", "TurnSolver",
           "dealt_hand", "known_locations", "legal_asks", "make_player"]

_BY_RANK: dict[int, tuple[Card, ...]] = {r: tuple(c for c in DECK if c.rank == r) for r in range(1, 14)}


def _decision_rng(seed: int, view: Mapping[str, Any]) -> random.Random:
    key = f"{seed}|{view['seat']}|{view['deal']}|{len(view['history'])}|{view['counts']}|{view['tokens']}"
    return random.Random(key)


#: the hint's one line (:meth:`DifficilePlayer.explain`), by reason code
REASON_TEXTS: dict[str, str] = {
    "proved": QT_TRANSLATE_NOOP("Auteurs", "The asks so far prove that this player holds it: a sure hit."),
    "proved_poisson": QT_TRANSLATE_NOOP("Auteurs", "The asks so far prove that this player holds it, and it "
                                                   "completes your poisson."),
    "endgame": QT_TRANSLATE_NOOP("Auteurs", "Your turn searched to its end over the deals that fit every ask: "
                                            "this ask should lay the most poissons."),
    "likely": QT_TRANSLATE_NOOP("Auteurs", "A likely hit: this player holds it in about {pct}% of all the deals that "
                                           "fit the asks so far."),
    "guess": QT_TRANSLATE_NOOP("Auteurs", "No sure hit: this player holds it in only about {pct}% of all the deals "
                                          "that fit the asks so far."),
    # a card the asks prove is in a hand could be asked instead ({card} with
    # {player}, one that would not lay a poisson): said, and why it can wait
    "likely_first": QT_TRANSLATE_NOOP("Auteurs", "A likely hit: the player asked holds this card in about {pct}% of "
                                                 "all the deals that fit the asks so far. If so, a sure card "
                                                 "({card}, held by {player}) is still there to take; taken first, it "
                                                 "would sit in your hand within reach of those who hold its rank."),
    "guess_first": QT_TRANSLATE_NOOP("Auteurs", "A guess: the player asked holds this card in only about {pct}% of "
                                                "all the deals that fit the asks so far. If so, a sure card "
                                                "({card}, held by {player}) is still there to take; taken first, it "
                                                "would sit in your hand within reach of those who hold its rank."),
    # the same four when a hit would complete the person's poisson (they hold
    # three of the rank): said first, it is why a lower chance may be chosen
    "likely_poisson": QT_TRANSLATE_NOOP("Auteurs", "A likely hit, and it would complete your poisson: this player "
                                                   "holds it in about {pct}% of all the deals that fit the asks so far."),
    "guess_poisson": QT_TRANSLATE_NOOP("Auteurs", "A guess to complete your poisson: this player holds it in only "
                                                  "about {pct}% of all the deals that fit the asks so far."),
    "likely_poisson_first": QT_TRANSLATE_NOOP("Auteurs", "A likely hit, and it would complete your poisson: the "
                                                         "player asked holds this card in about {pct}% of all the deals "
                                                         "that fit the asks so far. If so, a sure card ({card}, held "
                                                         "by {player}) is still there to take; taken first, it would "
                                                         "sit in your hand within reach of those who hold its rank."),
    "guess_poisson_first": QT_TRANSLATE_NOOP("Auteurs", "A guess to complete your poisson: the player asked holds "
                                                        "this card in only about {pct}% of all the deals that fit the "
                                                        "asks so far. If so, a sure card ({card}, held by {player}) "
                                                        "is still there to take; taken first, it would sit in your "
                                                        "hand within reach of those who hold its rank."),
}


def legal_asks(view: Mapping[str, Any]) -> list[Ask]:
    """The asks the seat of ``view`` may make, in the engine's order (the rule read from the view)."""
    me = view["seat"]
    hand = [card(t) for t in view["hand"]]
    wanted = [c for r in sorted({c.rank for c in hand}) for c in _BY_RANK[r] if can_ask(hand, c)]
    return [Ask(t, c) for t in range(view["players"]) if t != me and view["counts"][t] > 0 for c in wanted]


def _lays_with_sure_asks(know: Knowledge, hand: set[Card], c: Card, me: int) -> bool:
    """Every other card of ``c``'s rank is in ``hand`` or proved in another
    hand (one the seat ``me`` may ask: a seat proved to hold a card has
    cards): with ``c`` taken, the sure asks lay the poisson this turn."""
    return all(x in hand or know.where(x) not in (None, me) for x in _BY_RANK[c.rank] if x != c)


def known_locations(view: Mapping[str, Any]) -> dict[Card, int]:
    """Where each moved card is now, from the hits of this deal (laid cards left out)."""
    loc: dict[Card, int] = {}
    laid_at: dict[int, list[int]] = {}
    for _s, r, at in view["laid"]:
        laid_at.setdefault(at, []).append(r)
    history = view["history"]
    for i in range(len(history) + 1):
        for r in laid_at.get(i, ()):
            for c in _BY_RANK[r]:
                loc.pop(c, None)
        if i < len(history):
            rec = history[i]
            if rec["hit"]:
                loc[card(rec["card"])] = rec["seat"]
    return loc


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
        #: (seat, rank) -> how often ``seat`` passed over a card of ``rank`` that everyone
        #: had seen move to another hand, asking for a card nobody had seen instead
        self.passed: dict[tuple[int, int], int] = {}
        laid_at: dict[int, list[tuple[int, int]]] = {}
        for s, r, at in view["laid"]:
            laid_at.setdefault(at, []).append((s, r))
        history = view["history"]
        loc, possible, needs = self.loc, self.possible, self.needs
        moved: dict[Card, int] = {}          # where everyone saw each card go
        asked: set[tuple[int, int]] = set()  # (seat, rank): it asked for the rank
        #: per seat, [asks with a sure card of a rank it was known to hold, of them asked for one]
        self.sure_asks = [[0, 0] for _ in range(n)]
        for i in range(len(history) + 1):
            for s, r in laid_at.get(i, ()):
                for c in _BY_RANK[r]:
                    loc.pop(c, None)
                    moved.pop(c, None)
                    if possible.pop(c, None) is not None:
                        self.origin[c] = s
                needs.difference_update({(x, r) for x in range(n)})
            if i == len(history):
                break
            rec = history[i]
            s, t, c = rec["seat"], rec["target"], card(rec["card"])
            r = c.rank
            sure_ranks = {x.rank for x, at in moved.items() if at != s}
            held = {x.rank for x, at in moved.items() if at == s} | {x for y, x in asked if y == s}
            if sure_ranks & held:
                self.sure_asks[s][0] += 1
                self.sure_asks[s][1] += 1 if moved.get(c) == t else 0
            if moved.get(c) != t:
                for r2 in sure_ranks - {r}:
                    self.passed[(s, r2)] = self.passed.get((s, r2), 0) + 1
            if rec["hit"]:
                moved[c] = s
            asked.add((s, r))
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

    def passed_factor(self, seat: int, passed_weight: float) -> float:
        """How much one passed-over rank (:attr:`passed`) weighs against ``seat``
        holding it: ``passed_weight`` for a seat that always asks for a sure card
        of a rank it is known to hold, nothing (1) for one that never does, in
        between by its record (:attr:`sure_asks`, one success and one failure
        assumed to start)."""
        chances, took = self.sure_asks[seat]
        reliable = (took + 1) / (chances + 2)
        return 1.0 - reliable * (1.0 - passed_weight)

    def chances(self, rounds: int = 12, passed_weight: float = 1.0) -> dict[Card, dict[int, float]]:
        """For every hidden card, the chance that each seat holds it: rows (one
        holder per card) and columns (each seat's count of unknown cards)
        balanced in turn, the proved needs of a rank weighed in.  A seat that
        passed over a card of the rank it could have asked for surely
        (:attr:`passed`) starts lower, by :meth:`passed_factor` each time."""
        p: dict[Card, dict[int, float]] = {}
        for c, seats in self.possible.items():
            if not seats:
                continue
            w = {s: self.passed_factor(s, passed_weight) ** self.passed.get((s, c.rank), 0) for s in seats}
            tot = sum(w.values())
            p[c] = {s: w[s] / tot for s in seats}
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


class Deals:
    """Hidden hands consistent with everything the history proves, sampled.

    Every card not seen (:attr:`Knowledge.possible`) has stayed where it was
    dealt, so a deal of the hidden cards fixes what each seat held at every ask.
    A deal is *consistent* when every hidden card goes to a seat that may hold
    it (:class:`Knowledge`), each seat gets exactly its count of hidden cards,
    each seat held a card of the rank it asked for at the moment it asked (the
    cards since seen leaving it are counted from where they were then), and no
    seat ever held four cards of a rank without laying them.  The deals are
    drawn by a Markov chain (swaps of two hidden cards between two seats, each
    swap kept by Metropolis' rule) from the consistent deals, each weighed by
    how likely the others' asks were with those hands, as strong players ask:

    * a seat asking for a card nobody has seen more often holds two or three
      of its rank than one (:attr:`ask_weights`, by the number it held then);
    * a seat that asked for such a card while a card everyone saw move into
      another hand could be asked for, surely, probably held none of that
      rank, by ``passed_factor`` (:meth:`Knowledge.passed_factor`) once each
      time it passed one over.

    ``chances()`` gives each hidden card's chance of being in each hand, the
    share of the sampled deals that put it there.
    """

    def __init__(self, view: Mapping[str, Any], know: Knowledge, rng: random.Random, *,
                 ask_weights: Sequence[float] = (1.0, 3.0, 9.0), passed_weight: float = 0.1,
                 rivals: float = 0.0, steps: int = 3000, burn: int = 600, thin: int = 6,
                 habits: bool = False) -> None:
        me = view["seat"]
        n = view["players"]
        history = view["history"]
        self.players = n
        self.cards: list[Card] = [c for c, seats in know.possible.items() if seats]
        self.allowed: list[frozenset[int]] = [frozenset(know.possible[c]) for c in self.cards]
        self.ok = know.consistent and len(self.cards) == len(know.possible)
        hidden = set(know.possible)
        mine = dealt_hand(view) if me is not None else set()
        laid_by = {r: s for s, r, _at in view["laid"]}
        laid_at: dict[int, list[int]] = {}
        for _s, r, at in view["laid"]:
            laid_at.setdefault(at, []).append(r)
        first_target: dict[Card, int] = {}
        for rec in history:
            if rec["hit"]:
                first_target.setdefault(card(rec["card"]), rec["target"])
        # where every card that is not hidden now was before the first ask
        pos: dict[Card, int] = {}
        for c in DECK:
            if c in hidden:
                continue
            if c in first_target:
                pos[c] = first_target[c]
            elif c in mine:
                pos[c] = me
            elif c.rank in laid_by:
                pos[c] = laid_by[c.rank]
        cnt = [[0] * 14 for _ in range(n)]
        for c, s in pos.items():
            cnt[s][c.rank] += 1
        top = [[0] * 14 for _ in range(n)]
        #: (seat, rank) -> log weight of the seat holding x hidden cards of the rank, x = 0..3
        soft: dict[tuple[int, int], list[float]] = {}
        #: (seat, rank) -> the least number of hidden cards of the rank the seat must hold
        least: dict[tuple[int, int], int] = {}
        moved: dict[Card, int] = {}
        gone: set[int] = set()
        log_w = [math.log(max(1e-9, w)) for w in ask_weights]
        #: the ask weights' part of ``soft``, weighed by each seat's fit at the end
        asked_soft: dict[tuple[int, int], list[float]] = {}
        #: per seat, (how many it held of the rank it asked for, how many of each laid rank
        #: it held then), for its asks of an unseen card of a rank since laid
        choices: dict[int, list[tuple[int, list[int]]]] = {}
        for i in range(len(history) + 1):
            for r in laid_at.get(i, ()):
                gone.add(r)
                for s in range(n):
                    cnt[s][r] = 0
                for c in _BY_RANK[r]:
                    moved.pop(c, None)
            for s in range(n):
                row, hi = cnt[s], top[s]
                for r in range(1, 14):
                    if row[r] > hi[r]:
                        hi[r] = row[r]
            if i == len(history):
                break
            rec = history[i]
            s, t, c = rec["seat"], rec["target"], card(rec["card"])
            r = c.rank
            if s != me:
                pub = cnt[s][r]
                if pub == 0:
                    least[(s, r)] = 1
                sure = moved.get(c) == t
                if not sure:
                    w = (asked_soft if habits else soft).setdefault((s, r), [0.0, 0.0, 0.0, 0.0])
                    for x in range(4):
                        k = pub + x
                        if 1 <= k <= 3:
                            w[x] += log_w[k - 1]
                    if r in laid_by:
                        # every card of a laid rank is placed at every ask: what the seat held
                        held_now = [cnt[s][r2] for r2 in laid_by if r2 not in gone and 1 <= cnt[s][r2] <= 3]
                        if 1 <= cnt[s][r] <= 3 and len(set(held_now)) > 1:
                            choices.setdefault(s, []).append((cnt[s][r], held_now))
                    if rivals > 0.0:
                        row = cnt[s]
                        for r2 in range(1, 14):
                            if r2 == r or r2 in gone:
                                continue
                            w = soft.setdefault((s, r2), [0.0, 0.0, 0.0, 0.0])
                            for x in range(4):
                                k = row[r2] + x
                                if 1 <= k <= 3:
                                    w[x] -= math.log1p(ask_weights[k - 1] * rivals)
                    factor = know.passed_factor(s, passed_weight)
                    if factor < 1.0:
                        lf = math.log(max(1e-9, factor))
                        for r2 in {x.rank for x, at in moved.items() if at != s} - {r}:
                            if cnt[s][r2] == 0:
                                w = soft.setdefault((s, r2), [0.0, 0.0, 0.0, 0.0])
                                for x in range(1, 4):
                                    w[x] += lf
            if rec["hit"]:
                cnt[t][r] -= 1
                cnt[s][r] += 1
                moved[c] = s
        #: per seat, how much the ask weights fit it (1: as strong players ask; 0: not at all)
        self.fit = {x: self.habit_fit(choices.get(x, []), log_w) if habits else 1.0 for x in range(n)}
        for (x, r2), w in asked_soft.items():        # empty unless ``habits``
            merged = soft.setdefault((x, r2), [0.0, 0.0, 0.0, 0.0])
            for k in range(4):
                merged[k] += self.fit[x] * w[k]
        self.soft = soft
        self.least = least
        self.most = {(s, r): max(0, 3 - top[s][r]) for s in range(n) for r in range(1, 14)}
        self.unknown = list(know.unknown)
        self.rng = rng
        self.samples: list[list[int]] = []
        if self.ok and self.cards:
            self._run(steps, burn, thin)

    @staticmethod
    def habit_fit(choices: Sequence[tuple[int, Sequence[int]]], log_w: Sequence[float],
                  spread: float = 0.5) -> float:
        """How much the ask weights fit a seat, from what it chose: each choice is the
        number it held of the rank it asked for and the numbers it held of every rank it
        could have asked for (ranks since laid, where every card is placed), the chance of
        each rank taken as its weight raised to the fit; the most likely fit between 0 and
        2, one expected (a normal prior of ``spread``)."""
        best, best_ll = 1.0, -math.inf
        for step in range(21):
            beta = step / 10
            ll = -((beta - 1.0) / spread) ** 2 / 2
            for k, held in choices:
                ll += beta * log_w[k - 1] - math.log(sum(math.exp(beta * log_w[h - 1]) for h in held))
            if ll > best_ll + 1e-12:
                best, best_ll = beta, ll
        return best

    # ------------------------------------------------------------ the chain
    def _cost(self, s: int, r: int, x: int) -> tuple[int, float]:
        """(broken rules, log weight) of seat ``s`` holding ``x`` hidden cards of ``r``."""
        bad = 0
        if x < self.least.get((s, r), 0):
            bad += 1
        if x > self.most[(s, r)]:
            bad += x - self.most[(s, r)]
        w = self.soft.get((s, r))
        return bad, (w[x] if w is not None and x < 4 else 0.0)

    def _start(self) -> list[int] | None:
        """A first deal: every card to a seat that may hold it, counts respected."""
        rng = self.rng
        n = self.players
        order = list(range(len(self.cards)))
        rng.shuffle(order)
        order.sort(key=lambda i: len(self.allowed[i]))
        seat_of = [-1] * len(self.cards)
        room = list(self.unknown)
        held: list[list[int]] = [[] for _ in range(n)]
        for i in order:
            opts = [s for s in self.allowed[i] if room[s] > 0]
            freed = rng.choice(sorted(opts)) if opts else self._augment(i, seat_of, room, held)
            if freed is None:
                return None
            s = freed
            seat_of[i] = s
            room[s] -= 1
            held[s].append(i)
        return seat_of

    def _augment(self, i: int, seat_of: list[int], room: list[int], held: list[list[int]]) -> int | None:
        """Make room for card ``i``: move cards along a path of seats to one with room
        (breadth first); returns the seat freed for ``i``."""
        start = sorted(self.allowed[i])
        prev: dict[int, tuple[int, int] | None] = {s: None for s in start}
        queue = list(start)
        while queue:
            s = queue.pop(0)
            if room[s] > 0:
                # walk back: each step moves a card from the previous seat into this one
                cur = s
                while prev[cur] is not None:
                    p_seat, j = prev[cur]  # type: ignore[misc]
                    held[p_seat].remove(j)
                    held[cur].append(j)
                    seat_of[j] = cur
                    room[cur] -= 1
                    room[p_seat] += 1
                    cur = p_seat
                return cur
            for j in held[s]:
                for s2 in sorted(self.allowed[j]):
                    if s2 not in prev:
                        prev[s2] = (s, j)
                        queue.append(s2)
        return None

    def _run(self, steps: int, burn: int, thin: int) -> None:
        seat_of = self._start()
        if seat_of is None:
            self.ok = False
            return
        n = self.players
        cards, allowed, rng = self.cards, self.allowed, self.rng
        ranks = [c.rank for c in cards]
        h = [[0] * 14 for _ in range(n)]
        for i, s in enumerate(seat_of):
            h[s][ranks[i]] += 1
        bad = 0
        for s in range(n):
            for r in range(1, 14):
                bad += self._cost(s, r, h[s][r])[0]
        cost = self._cost
        m = len(cards)
        rand = rng.random
        for step in range(steps):
            i = int(rand() * m)
            j = int(rand() * m)
            s1, s2 = seat_of[i], seat_of[j]
            if s1 == s2 or s2 not in allowed[i] or s1 not in allowed[j]:
                pass
            elif ranks[i] == ranks[j]:
                seat_of[i], seat_of[j] = s2, s1
            else:
                ra, rb = ranks[i], ranks[j]
                b0, w0 = 0, 0.0
                b1, w1 = 0, 0.0
                for s, r, d in ((s1, ra, -1), (s1, rb, 1), (s2, rb, -1), (s2, ra, 1)):
                    x = h[s][r]
                    ob, ow = cost(s, r, x)
                    nb, nw = cost(s, r, x + d)
                    b0 += ob
                    w0 += ow
                    b1 += nb
                    w1 += nw
                db = b1 - b0
                dw = w1 - w0
                if db < 0 or (db == 0 and (dw >= 0 or rand() < math.exp(dw))):
                    seat_of[i], seat_of[j] = s2, s1
                    h[s1][ra] -= 1
                    h[s1][rb] += 1
                    h[s2][rb] -= 1
                    h[s2][ra] += 1
                    bad += db
            if step >= burn and (step - burn) % thin == 0 and bad == 0:
                self.samples.append(list(seat_of))
        if not self.samples and bad == 0:
            self.samples.append(list(seat_of))

    def chances(self) -> dict[Card, dict[int, float]]:
        """Each hidden card's share of the sampled deals in each hand."""
        if not self.samples:
            return {}
        tally: list[dict[int, int]] = [{} for _ in self.cards]
        for sample in self.samples:
            for i, s in enumerate(sample):
                row = tally[i]
                row[s] = row.get(s, 0) + 1
        total = len(self.samples)
        return {c: {s: k / total for s, k in tally[i].items()} for i, c in enumerate(self.cards)}

    def count(self, c: Card, seat: int, budget: int) -> tuple[int, int] | None:
        """(consistent deals putting ``c`` in ``seat``'s hand, consistent deals),
        every deal counted once (the asks' weights left out): a depth-first walk
        over the hidden cards, each to a seat that may hold it; None past
        ``budget`` partial deals."""
        cards, allowed, n = self.cards, self.allowed, self.players
        if c not in cards:
            return None
        target = cards.index(c)
        order = sorted(range(len(cards)), key=lambda i: (len(allowed[i]), i))
        ranks = [x.rank for x in cards]
        room = list(self.unknown)
        held = [[0] * 14 for _ in range(n)]
        most = self.most
        least = [(s, r, k) for (s, r), k in self.least.items() if k > 0]
        seat_of = [-1] * len(cards)
        tally = [0, 0, 0]        # hits, total, nodes

        def walk(k: int) -> bool:
            tally[2] += 1
            if tally[2] > budget:
                return False
            if k == len(order):
                if all(held[s][r] >= m for s, r, m in least):
                    tally[1] += 1
                    tally[0] += seat_of[target] == seat
                return True
            i = order[k]
            r = ranks[i]
            for s in sorted(allowed[i]):
                if room[s] > 0 and held[s][r] < most[(s, r)]:
                    room[s] -= 1
                    held[s][r] += 1
                    seat_of[i] = s
                    ok = walk(k + 1)
                    room[s] += 1
                    held[s][r] -= 1
                    if not ok:
                        return False
            return True

        if not self.ok or not walk(0):
            return None
        return tally[0], tally[1]

    def hands(self, sample: Sequence[int]) -> list[list[Card]]:
        """The hidden cards of each seat in one sampled deal."""
        out: list[list[Card]] = [[] for _ in range(self.players)]
        for i, s in enumerate(sample):
            out[s].append(self.cards[i])
        return out


class TurnSolver:
    """The best ask for the rest of the seat's turn, searched over sampled deals.

    A hit keeps the turn, so in a deal whose hands were all known the seat would
    take every card of every rank it holds.  Over the consistent deals sampled
    (:class:`Deals`), each one a possible truth, the solver searches the seat's
    turn to its end (expectimax: each ask hits in the deals where the asked
    player holds the card, and the search goes on in those deals alone; a miss
    ends the turn) and values what it reaches: one for each poisson laid, less
    :attr:`expose` for each card everyone knows the seat holds when its turn
    ends, of a rank not laid (the next players will ask for it).  Used when few
    cards are hidden (:attr:`DifficilePlayer.endgame_cards`); gives up (None)
    past a budget of positions.
    """

    expose = 0.3

    def __init__(self, know: Knowledge, public: Knowledge, deals: Deals, hand: Sequence[Card],
                 counts: Sequence[int], budget: int = 1000, deals_kept: int = 60) -> None:
        me = know.me
        base = {c: s for c, s in know.loc.items() if s != me}
        maps: list[dict[Card, int]] = []
        seen: set[tuple[int, ...]] = set()
        for sample in deals.samples:
            key = tuple(sample)
            if key in seen or len(maps) >= deals_kept:
                continue
            seen.add(key)
            m = dict(base)
            for i, s in enumerate(sample):
                m[deals.cards[i]] = s
            maps.append(m)
        self.maps = maps
        self.hand = frozenset(hand)
        self.shown = frozenset(c for c in hand if public.loc.get(c) == me)
        self.counts = list(counts)
        self.me = me
        self.budget = budget
        self.nodes = 0
        self.memo: dict[tuple[frozenset[Card], tuple[int, ...]], float] = {}

    def _end(self, shown: frozenset[Card]) -> float:
        return -self.expose * len(shown)

    def _asks(self, hand: frozenset[Card], idx: tuple[int, ...]) -> dict[tuple[int, Card], list[int]]:
        """(target, card) -> the deals among ``idx`` where the target holds the card."""
        ranks = {c.rank for c in hand}
        out: dict[tuple[int, Card], list[int]] = {}
        for r in ranks:
            for c in _BY_RANK[r]:
                if c in hand:
                    continue
                for k in idx:
                    s = self.maps[k].get(c)
                    if s is not None and s != self.me:
                        out.setdefault((s, c), []).append(k)
        return out

    def _value(self, hand: frozenset[Card], shown: frozenset[Card], idx: tuple[int, ...]) -> float:
        key = (hand, idx)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OverBudget
        stop = self._end(shown)
        best = stop
        if hand:
            total = len(idx)
            for (_t, c), hits in self._asks(hand, idx).items():
                best = max(best, self._after(hand, shown, c, hits, total, stop))
        self.memo[key] = best
        return best

    def _after(self, hand: frozenset[Card], shown: frozenset[Card], c: Card, hits: list[int], total: int,
               miss: float) -> float:
        p = len(hits) / total
        new_hand = hand | {c}
        gain = 0.0
        if sum(1 for x in new_hand if x.rank == c.rank) == 4:
            gain = 1.0
            new_hand = frozenset(x for x in new_hand if x.rank != c.rank)
            new_shown = frozenset(x for x in shown if x.rank != c.rank)
        else:
            new_shown = shown | {c}
        return p * (gain + self._value(new_hand, new_shown, tuple(hits))) + (1.0 - p) * miss

    def best(self, legal_actions: Sequence[Any]) -> dict[Any, float] | None:
        """Each legal ask's value (None past the budget or without deals)."""
        if not self.maps:
            return None
        idx = tuple(range(len(self.maps)))
        stop = self._end(self.shown)
        try:
            asks = self._asks(self.hand, idx)
            out: dict[Any, float] = {}
            for a in legal_actions:
                if not isinstance(a, Ask):
                    continue
                hits = asks.get((a.target, a.card))
                out[a] = stop if not hits else self._after(self.hand, self.shown, a.card, hits, len(idx), stop)
        except _OverBudget:
            return None
        return out


_INDEX: dict[Card, int] = {c: i for i, c in enumerate(DECK)}
_RANK_OF: tuple[int, ...] = tuple(c.rank for c in DECK)
_RANK_IDX: dict[int, tuple[int, ...]] = {r: tuple(_INDEX[c] for c in _BY_RANK[r]) for r in range(1, 14)}


class Rollouts:
    """Each candidate ask played out to the end of the deal over sampled deals.

    A different kind of reckoning from the ask's score: over each consistent
    deal sampled (:class:`Deals`), each one a possible truth, the ask is made
    and the deal is then played to its end by every seat with one quick rule
    that uses what the table knows plus the seat's own hand (a card everyone
    saw move into another hand, of a rank it holds, first, the rank it holds
    most of; else an unseen card of that rank from a seat not known to lack
    it, a seat known to hold the rank preferred, then the seat with most
    cards).  What the others take from the seat's exposed cards, and what its
    reveals cost, are thereby counted where the score only guesses them.  An
    ask's value is its mean over the deals of the seat's share of the win (a
    tie for most poissons shares it) plus :attr:`margin` times its poissons
    less the best other seat's; with ``horizon`` the deal is played only until
    the turn comes back to the seat, and the value is then the seat's poissons
    and holdings (:attr:`holding`) less the table's mean.  The same stream of
    tie-breaks is used for every ask on one deal, so that the asks are compared
    on like terms.  A variant (:attr:`DifficilePlayer.rollouts`, off): it did
    not win (``docs/ai-experiments.md``).
    """

    margin = 0.05
    #: what a card of a rank is worth at the horizon, by how many of the rank
    #: the seat holds (a fraction of a poisson)
    holding = (0.0, 0.1, 0.25, 0.5)

    def __init__(self, view: Mapping[str, Any], know: Knowledge, deals: Deals, deals_kept: int,
                 horizon: bool = False) -> None:
        self.horizon = horizon
        me = int(view["seat"])
        n = int(view["players"])
        self.me, self.n = me, n
        self.counts = list(view["counts"])
        self.poissons = [0] * n
        for s, _r, _at in view["laid"]:
            self.poissons[s] += 1
        # what the table knows: cards seen moving (not laid), who lacks which card,
        # who showed a rank by asking for it
        self.public = {_INDEX[c]: s for c, s in known_locations(view).items()}
        lacks = [0] * 52
        shows = [0] * n
        laid_ranks = {r for _s, r, _at in view["laid"]}
        for rec in view["history"]:
            i = _INDEX[card(rec["card"])]
            lacks[i] |= 1 << rec["seat"]
            shows[rec["seat"]] |= 1 << _RANK_OF[i]
            if not rec["hit"]:
                lacks[i] |= 1 << rec["target"]
        for r in laid_ranks:
            for s in range(n):
                shows[s] &= ~(1 << r)
        self.lacks = lacks
        self.shows = shows
        base = {c: s for c, s in know.loc.items() if s != me}
        base.update({card(t): me for t in view["hand"]})
        self.worlds: list[list[int]] = []
        seen: set[tuple[int, ...]] = set()
        for sample in deals.samples:
            key = tuple(sample)
            if key in seen:
                continue
            seen.add(key)
            owner = [-1] * 52
            for c, s in base.items():
                if c.rank not in laid_ranks:
                    owner[_INDEX[c]] = s
            for i, s in enumerate(sample):
                owner[_INDEX[deals.cards[i]]] = s
            self.worlds.append(owner)
            if len(self.worlds) >= deals_kept:
                break

    def values(self, asks: Sequence[Ask], seed: str) -> dict[Ask, float]:
        """Each ask's mean value over the sampled deals (empty without deals)."""
        totals = {a: 0.0 for a in asks}
        for k, owner in enumerate(self.worlds):
            for a in asks:
                rng = random.Random(f"{seed}|{k}")
                totals[a] += self._play(owner, a, rng)
        w = len(self.worlds)
        return {a: v / w for a, v in totals.items()} if w else {}

    def _play(self, owner0: list[int], first: Ask, rng: random.Random) -> float:
        n = self.n
        owner = list(owner0)
        public = dict(self.public)
        lacks = list(self.lacks)
        shows = list(self.shows)
        counts = list(self.counts)
        poissons = list(self.poissons)
        held = [[0] * 14 for _ in range(n)]
        for i, s in enumerate(owner):
            if s >= 0:
                held[s][_RANK_OF[i]] += 1
        laid = sum(poissons)
        seat = self.me
        ask: tuple[int, int] | None = (first.target, _INDEX[first.card])
        guard = 0
        while laid < 13 and guard < 2000:
            guard += 1
            if ask is None:
                ask = self._choose(seat, owner, public, lacks, shows, counts, held, rng)
            t, i = ask
            ask = None
            r = _RANK_OF[i]
            shows[seat] |= 1 << r
            if owner[i] == t:
                owner[i] = seat
                public[i] = seat
                counts[t] -= 1
                counts[seat] += 1
                held[t][r] -= 1
                held[seat][r] += 1
                if held[seat][r] == 4:
                    for j in _RANK_IDX[r]:
                        owner[j] = -1
                        public.pop(j, None)
                    held[seat][r] = 0
                    counts[seat] -= 4
                    poissons[seat] += 1
                    laid += 1
                    for s in range(n):
                        shows[s] &= ~(1 << r)
                if counts[seat] > 0:
                    continue
            else:
                lacks[i] |= (1 << t) | (1 << seat)
            nxt = (seat + 1) % n
            while counts[nxt] == 0 and nxt != seat:
                nxt = (nxt + 1) % n
            seat = nxt
            if self.horizon and seat == self.me:
                break
        if self.horizon:
            worth = self.holding
            score = [poissons[s] + sum(worth[k] for k in held[s]) for s in range(n)]
            return score[self.me] - sum(score) / n
        mine = poissons[self.me]
        others = max(p for s, p in enumerate(poissons) if s != self.me)
        top = max(mine, others)
        share = 0.0
        if mine == top:
            share = 1.0 / sum(1 for p in poissons if p == top)
        return share + self.margin * (mine - others)

    def _choose(self, seat: int, owner: list[int], public: dict[int, int], lacks: list[int], shows: list[int],
                counts: list[int], held: list[list[int]], rng: random.Random) -> tuple[int, int]:
        n = self.n
        mine = held[seat]
        best: list[tuple[int, int]] = []
        best_key = -1
        for i, s in public.items():
            if s != seat and counts[s] > 0:
                k = mine[_RANK_OF[i]]
                if k > best_key and k > 0:
                    best_key, best = k, [(s, i)]
                elif k == best_key:
                    best.append((s, i))
        if best:
            return best[rng.randrange(len(best))] if len(best) > 1 else best[0]
        top = max(mine)
        ranks = [r for r in range(1, 14) if mine[r] == top] if top else []
        rng.shuffle(ranks)
        fallback: tuple[int, int] | None = None
        for r in ranks:
            for i in _RANK_IDX[r]:
                if owner[i] == seat or i in public:
                    continue
                bit = 1 << r
                cand = []
                kmax = -1.0
                for t in range(n):
                    if t == seat or counts[t] == 0:
                        continue
                    if fallback is None:
                        fallback = (t, i)
                    if lacks[i] >> t & 1:
                        continue
                    w = counts[t] * (3.0 if shows[t] & bit else 1.0)
                    if w > kmax:
                        kmax, cand = w, [t]
                    elif w == kmax:
                        cand.append(t)
                if cand:
                    return (cand[rng.randrange(len(cand))], i)
        if fallback is not None:
            return fallback
        # every card of every rank held is with this seat or seen elsewhere: ask anything legal
        for r in range(1, 14):
            if mine[r]:
                for i in _RANK_IDX[r]:
                    if owner[i] != seat:
                        for t in range(n):
                            if t != seat and counts[t] > 0:
                                return (t, i)
        raise RuntimeError("no legal ask in a rollout")



def _sharpened(row: Mapping[int, float], power: float) -> dict[int, float]:
    """``row``'s chances raised to ``power``, summed to what they summed to."""
    total = sum(row.values())
    raised = {s: v ** power for s, v in row.items()}
    norm = sum(raised.values())
    return {s: v * total / norm for s, v in raised.items()} if norm > 0 else dict(row)


class _OverBudget(Exception):
    pass


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


class FacilePlayer(_Base):
    """A random legal ask: a random player, then a random card it may ask for."""

    level = "facile"

    def pick(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        rng = _decision_rng(self.seed, view)
        targets = sorted({a.target for a in legal_actions if isinstance(a, Ask)})
        if not targets:
            return legal_actions[rng.randrange(len(legal_actions))]
        t = rng.choice(targets)
        mine = [a for a in legal_actions if isinstance(a, Ask) and a.target == t]
        return rng.choice(mine)


class IntermediairePlayer(_Base):
    """Asks where a card is known to be (it moved there), else at random (never
    for a card known to be elsewhere)."""

    level = "intermediaire"

    def pick(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        rng = _decision_rng(self.seed, view)
        loc = known_locations(view)
        asks = [a for a in legal_actions if isinstance(a, Ask)]
        sure = [a for a in asks if loc.get(a.card) == a.target]
        if sure:
            return rng.choice(sure)
        maybe = [a for a in asks if a.card not in loc]
        pool = maybe or asks or list(legal_actions)
        targets = sorted({a.target for a in pool})
        t = rng.choice(targets)
        return rng.choice([a for a in pool if a.target == t])


class DifficilePlayer(_Base):
    """Deduces where the cards are from every ask and weighs each ask (see the
    module docstring)."""

    level = "difficile"
    #: weights of the ask's score (the chance of a hit counts 1)
    complete_bonus = 0.6
    rank_bonus = 0.15
    reveal_cost = 0.2
    expose_cost = 0.15
    #: the costs above (and the solver's :attr:`TurnSolver.expose`) are for three
    #: opponents; each opponent more may use what an ask reveals or a hit exposes
    #: before the seat's turn comes back, so with this set they grow with the
    #: number of opponents (``(players - 1) / 3``)
    scale_costs = False
    #: a seat that passed over a card everyone knew was in another hand, of a rank
    #: it could have asked for, probably holds none of that rank: its chance of
    #: each unseen card of the rank is weighed by this, once per such turn
    passed_weight = 0.1
    #: the chances from sampled consistent deals (:class:`Deals`), else balanced rows and columns
    sampled = True
    ask_weights: tuple[float, ...] = (1.0, 3.0, 9.0)
    #: how much each other rank a seat held weighs against the rank it asked for
    rivals = 0.0
    #: the ask weights tempered seat by seat by how well they fit what the seat chose
    #: (:meth:`Deals.habit_fit`, from the ranks laid so far)
    read_habits = False
    #: a hit also takes the card from a player gathering its rank: the ask's score
    #: gains this much for each other card of the rank the asked player is expected
    #: to hold (tried at 5 players; 0: not counted)
    deny_weight = 0.0
    #: the same gain again, this much for each such card, when the asked player
    #: has laid the most poissons among the seat's opponents (a deal is won
    #: against the best of them; 0: every opponent alike)
    leader_weight = 0.0
    #: each hidden card's chances over the hands raised to this power and summed to
    #: one again (above 1: sharper; tried where the chances proved too cautious; 1: as
    #: the sampled deals give them)
    sharpen = 1.0
    steps = 3000
    #: the turn is searched to its end (:class:`TurnSolver`) when at most this many cards are hidden
    endgame_cards = 12
    #: the solver's budget: positions searched, distinct sampled deals searched over
    endgame_positions = 1000
    endgame_deals = 60
    #: the hint's share of the consistent deals (:meth:`share`): the partial deals
    #: counted before giving up the exact count, then the swaps of the chain that
    #: estimates it (the hint is worded on the table's thread: a few tenths of a
    #: second at most)
    share_steps = 12000
    share_nodes = 20000
    #: with no sure ask, the asks with the best scores, this many, are each played
    #: out to the end of the deal over sampled deals (:class:`Rollouts`) and the
    #: best kept (0: off; tried at 5 players)
    rollouts = 0
    rollout_deals = 16
    #: the rollouts also where the turn solver would be used
    rollout_endgame = False
    #: the rollouts stop when the turn comes back to the seat, the hands then valued
    #: (:attr:`Rollouts.holding`), instead of at the deal's end
    rollout_horizon = False
    #: no exposure cost for a sure hit when the rank's other missing cards are
    #: all proved in hands it may ask (the sure asks lay the poisson this turn)
    sure_poisson_free = True
    #: a sure hit whose rank's other missing cards are all proved in hands it
    #: may ask is scored as the poisson those sure asks lay this turn (the
    #: completion bonus, every card of the rank counted, nothing revealed): a
    #: strong player lays it rather than guess for another rank first
    sure_chain = True
    #: the settings above changed at a table of five (None: the same at every
    #: size); the game's Difficile (:func:`make_player`) has :data:`FIVE_PLAYERS`
    five_players: Mapping[str, Any] | None = None

    def _sized(self, view: Mapping[str, Any]) -> DifficilePlayer:
        """This player with the settings of the table's size (:attr:`five_players`)."""
        if view["players"] < 5 or not self.five_players:
            return self
        sized: DifficilePlayer | None = self.__dict__.get("_five")
        if sized is None:
            sized = copy.copy(self)
            sized.__dict__.update(self.five_players)
            sized.five_players = None
            self._five = sized
        return sized

    def _cost_scale(self, view: Mapping[str, Any]) -> float:
        """How much the reveal and expose costs weigh at this table (:attr:`scale_costs`)."""
        return (view["players"] - 1) / 3 if self.scale_costs else 1.0

    def scores(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> dict[Any, float]:
        """Each legal ask's score (higher is better)."""
        return self._sized(view)._scores(view, legal_actions)[0]

    def _scores(self, view: Mapping[str, Any],
                legal_actions: Sequence[Any]) -> tuple[dict[Any, float], Knowledge, Knowledge, Deals | None,
                                                    dict[Card, dict[int, float]]]:
        me = view["seat"]
        know = Knowledge(view)
        public = Knowledge(view, seat=None)
        chances: dict[Card, dict[int, float]] = {}
        deals: Deals | None = None
        if know.consistent:
            if self.sampled:
                deals = Deals(view, know, _decision_rng(self.seed, view), ask_weights=self.ask_weights,
                              passed_weight=self.passed_weight, rivals=self.rivals, steps=self.steps,
                              habits=self.read_habits)
                chances = deals.chances() if deals.ok else {}
            if not chances:
                chances = know.chances(passed_weight=self.passed_weight)
            if self.sharpen != 1.0:
                chances = {c: _sharpened(row, self.sharpen) for c, row in chances.items()}
        hand = [card(t) for t in view["hand"]]
        hand_set = set(hand)
        scale = self._cost_scale(view)
        per_rank: dict[int, int] = {}
        for c in hand:
            per_rank[c.rank] = per_rank.get(c.rank, 0) + 1
        laid = [len(p) for p in view["poissons"]]
        lead = max(laid[s] for s in range(view["players"]) if s != me)
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
            # a sure hit with the rank's other missing cards all proved in hands
            # it may ask: the sure asks lay the poisson this turn (a strong
            # player takes them rather than guess elsewhere)
            chain = at == t and _lays_with_sure_asks(know, hand_set, c, me)
            counted = 3 if chain and self.sure_chain else have
            value = 1.0 + self.rank_bonus * counted
            if counted == 3:
                value += self.complete_bonus
            score = p * value
            if not public.holds_rank_publicly(me, c.rank) and not (chain and self.sure_chain):
                score -= self.reveal_cost * scale
            # a hit exposes the card, unless the sure asks lay the poisson this turn
            if have < 3 and not (self.sure_poisson_free and chain):
                score -= p * self.expose_cost * scale * (3 - have)
            if self.deny_weight or self.leader_weight:
                held = 0.0
                for x in _BY_RANK[c.rank]:
                    if x != c:
                        w = know.where(x)
                        held += (1.0 if w == t else 0.0) if w is not None else chances.get(x, {}).get(t, 0.0)
                score += p * self.deny_weight * held
                if self.leader_weight and laid[t] == lead and lead > 0:
                    score += p * self.leader_weight * held
            out[a] = score
        return out, know, public, deals, chances

    def pick(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        return self._decide(view, legal_actions)[0]

    def _decide(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> tuple[Any, str, dict[str, Any]]:
        """The ask, its reason code (:data:`REASON_TEXTS`) and the reason's parameters."""
        sized = self._sized(view)
        if sized is not self:
            return sized._decide(view, legal_actions)
        rng = _decision_rng(self.seed, view)
        scores, know, public, deals, chances = self._scores(view, legal_actions)
        choice: Any = None
        code = ""
        if deals is not None and deals.samples and len(deals.cards) <= self.endgame_cards:
            hand = [card(t) for t in view["hand"]]
            solver = TurnSolver(know, public, deals, hand, view["counts"], budget=self.endgame_positions,
                                deals_kept=self.endgame_deals)
            solver.expose *= self._cost_scale(view)
            solved = solver.best(legal_actions)
            if solved:
                top_value = max(solved.values())
                near = [a for a in legal_actions if solved.get(a, -1e9) >= top_value - 1e-9]
                choice = max(near, key=lambda a: (scores[a], -legal_actions.index(a)))
                code = "endgame" if top_value > 0 else ""
        if (choice is None and self.rollouts and deals is not None and deals.samples
                and (self.rollout_endgame or len(deals.cards) > self.endgame_cards)
                and not any(isinstance(a, Ask) and know.where(a.card) == a.target for a in legal_actions)):
            ranked = sorted((a for a in legal_actions if isinstance(a, Ask)),
                            key=lambda a: (-scores[a], legal_actions.index(a)))[:self.rollouts]
            if len(ranked) > 1:
                rolled = Rollouts(view, know, deals, self.rollout_deals, self.rollout_horizon).values(
                    ranked, f"{self.seed}|{view['seat']}|{view['deal']}|{len(view['history'])}")
                if rolled:
                    choice = max(ranked, key=lambda a: (rolled[a], scores[a]))
        if choice is None:
            best = max(scores.values())
            top = [a for a in legal_actions if scores[a] >= best - 1e-9]
            choice = top[rng.randrange(len(top))]
        params: dict[str, Any] = {}
        if isinstance(choice, Ask):
            if know.where(choice.card) == choice.target:
                have = sum(1 for t in view["hand"] if card(t).rank == choice.card.rank)
                code = "proved_poisson" if have == 3 else "proved"
            elif not code:
                code = "share"      # worded by explain() with share(): likely or guess
        return choice, code, params

    def share(self, view: Mapping[str, Any], ask: Ask) -> float | None:
        """The share of all the deals consistent with every ask so far (each
        counted once, whatever the players' habits) in which ``ask.target``
        holds ``ask.card``: counted one by one when they are few
        (:meth:`Deals.count`, up to :attr:`share_nodes` partial deals), else
        estimated by a chain of :attr:`share_steps` swaps over them with every
        weight one (:class:`Deals`).  None when the asks cannot be fitted."""
        know = Knowledge(view)
        at = know.where(ask.card)
        if at is not None:
            return 1.0 if at == ask.target else 0.0
        if not know.consistent:
            return None
        rng = random.Random(f"share|{self.seed}|{view['seat']}|{view['deal']}|{len(view['history'])}")
        flat = (1.0, 1.0, 1.0)
        counted = Deals(view, know, rng, ask_weights=flat, passed_weight=1.0,
                        steps=0).count(ask.card, ask.target, self.share_nodes)
        if counted is not None:
            hits, total = counted
            return hits / total if total else None
        deals = Deals(view, know, rng, ask_weights=flat, passed_weight=1.0, steps=self.share_steps,
                      burn=self.share_steps // 10, thin=8)
        if not deals.ok or not deals.samples:
            return None
        return deals.chances().get(ask.card, {}).get(ask.target, 0.0)

    def explain(self, view: Mapping[str, Any], action: Any) -> Reason | None:
        """Why this player would choose ``action`` (see :func:`cardtable.ai.explain`):
        one line of :data:`REASON_TEXTS` when it is the ask this player makes, else None."""
        legal = legal_asks(view)
        if action not in legal:
            return None
        know = Knowledge(view)
        held = Counter(card(t).rank for t in view["hand"])
        params: dict[str, Any]
        if len(legal) > 1:
            choice, code, params = self._decide(view, legal)
        else:                # the only ask there is: still said why it is good or a guess
            choice, params = legal[0], {}
            code = (("proved_poisson" if held[choice.card.rank] == 3 else "proved")
                    if know.where(choice.card) == choice.target else "share")
        if choice != action or not code:
            return None
        if code == "share":
            p = self.share(view, action)
            if p is None:
                return None
            pct = round(100 * p)
            sure = [a for a in legal if know.where(a.card) == a.target]
            code = "likely" if pct > 50 else "guess"      # an even chance is not "likely"
            if held[action.card.rank] == 3:
                code += "_poisson"
            params = {"pct": pct}
            if sure:
                # the sure card named is one a hit would leave in the hand, not
                # one whose sure asks lay its poisson this turn (that is not put
                # off for a guess: then no reason)
                hand = {card(t) for t in view["hand"]}
                waiting = [a for a in sure if not _lays_with_sure_asks(know, hand, a.card, view["seat"])]
                if not waiting:
                    return None
                # one the whole table saw go there first (the journal shows it),
                # else one the person's own deductions place; where there are
                # several, the line names one of them ("a sure card")
                public = Knowledge(view, seat=None)
                named = min(waiting, key=lambda a: public.where(a.card) != a.target)
                code += "_first"
                params.update(card=str(named.card), seat=named.target)
        return Reason("Auteurs", REASON_TEXTS[code], params)


#: what the game's Difficile changes at a table of five
#: (:attr:`DifficilePlayer.five_players`): with four opponents before its turn
#: comes back, a card a hit exposes is taken more often (its cost doubled, and
#: the costs grown with the opponents, :attr:`DifficilePlayer.scale_costs`); the
#: others' ask weights are read seat by seat from what each seat did
#: (:attr:`DifficilePlayer.read_habits`); a hit that takes a card from a player
#: gathering its rank gains a little (:attr:`DifficilePlayer.deny_weight`).
#: Measured together at five players against four sparring partners of each
#: kind and four ``difficile_v1`` (``docs/ai-experiments.md``); at four players
#: the settings are those of the class.
FIVE_PLAYERS: dict[str, Any] = {"expose_cost": 0.3, "scale_costs": True, "read_habits": True, "deny_weight": 0.1}


def make_player(level: str, seed: int = 0) -> _Base:
    """The player of ``level`` (``facile``, ``intermediaire``, ``difficile``)."""
    from . import normalise_level
    lvl = normalise_level(level)
    if lvl == "facile":
        return FacilePlayer(seed)
    if lvl == "intermediaire":
        return IntermediairePlayer(seed)
    player = DifficilePlayer(seed)
    player.five_players = FIVE_PLAYERS
    return player

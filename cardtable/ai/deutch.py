"""Computer players for Deutch (``make_player(level, seed)``).

They read only ``state.view(seat)`` and the legal actions, never mutate them,
and are deterministic from their seed and the views they are given.  The view
holds what the seat has legitimately seen (``known_rows``: every row, a card's
face where the seat saw it); each player keeps its own *memory* of the round on
top of it -- what it chose to remember of those cards -- and thinks in points
(red K 0 .. black K 13), an unknown card being worth an estimate.

* **Facile** forgets part of what it saw (about a third of its own cards, every
  opponent's card) but not the card it has just put down or looked at with a
  D (a beginner, not a fool: a D is never spent twice on one card), reacts slowly to a rapidité, estimates an unknown card at
  6.5, takes the discard when it is low, keeps a drawn card when it beats its
  worst remembered card, and calls Deutch over-confidently.
* **Intermédiaire** remembers its own cards (not the others'), estimates an
  unknown card at 6.5, plans a rapidité (a card whose rank matches one of its
  own goes on the discard, then its own follows it), peeks with a D, swaps
  its worst known card with a V when it is clearly high, and calls Deutch on a
  safe margin (a small total, almost every card known).
* **Difficile** remembers everything it saw (opponents' cards glimpsed on the
  discard or followed through a swap included), estimates an unknown card from
  what is gone (the mean points of the cards it has not seen anywhere), and
  searches its take-or-draw, its keep-or-discard and its "Deutch !" on
  imagined deals consistent with its view (each opponent knowing the cards of
  its row that it has seen: the view's ``self_known``), each move played out
  to the end of the round by careful rule players (:class:`RoundSim`), for the
  best chance of winning the game (the erase rule included); it uses V (its worst card for
  a known low one, the leader's or the caller's first) and D when they pay;
  see :class:`DifficilePlayer`.

Rapidité reaction time (for the controller and the arena)::

    player.reaction_ms(view, rng) -> int

the delay, in milliseconds, a person would take to react to the card that
just landed on the discard -- Facile 1500..2500, Intermédiaire 800..1400,
Difficile 400..900 -- drawn from ``rng`` (the caller's ``random.Random``, so
the player's own stream is untouched).  The decision itself (``choose`` in a
rapidité window: ``Rapidite(slot)`` only on a card the player remembers to
match the discard's rank, else ``Pass()``) takes well under a millisecond; the
controller asks for the action when the window opens, then submits it
``reaction_ms`` later if the window is still open (a pass may be submitted at
once or at the window's end: both are the same to the engine).  The players
never use ``Claim()``: they act in one step.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.cards import card
from cardtable.engine.deutch import (
    ROW_START,
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
    may_call,
)
from cardtable.engine.i18n import QT_TRANSLATE_NOOP

from . import Reason

__all__ = ["DifficilePlayer", "FacilePlayer", "IntermediairePlayer", "make_player"]

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
        self.seed = seed
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

    @staticmethod
    def _twin_of(landing: str | None, row: list[str | None], skip: int | None = None) -> int | None:
        """The slot (not ``skip``) of the remembered card of ``landing``'s
        rank that a rapidité sends after it, the one worth most (what
        :meth:`_match_bonus` counts, what the hint names), or None."""
        if landing is None:
            return None
        same = {k: pts(c) for k, c in enumerate(row) if k != skip and c is not None and rank(c) == rank(landing)}
        return max(same, key=lambda k: same[k], default=None)

    def _match_bonus(self, view: Mapping[str, Any], landing: str | None, row: list[str | None],
                     skip: int | None) -> float:
        """Points a rapidité of one of our own remembered cards would remove after
        ``landing`` lands on the discard."""
        if not self.plan_rapidite:
            return 0.0
        k = self._twin_of(landing, row, skip)
        twin = row[k] if k is not None else None
        return pts(twin) + 0.5 if twin is not None else 0.0

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


class FacilePlayer(_Base):
    """A beginner, not a fool: it forgets about a third of the cards it saw
    in its row, but a card it has just put down or just looked at with a D
    is fresh in mind (remembered 9 times out of 10, and a card looked at
    again is remembered even if it had been forgotten -- so a D is never
    spent on the same card twice); it reacts slowly to a rapidité."""

    level = "facile"
    reaction_range = (1500, 2500)
    remember_own = 0.65
    remember_fresh = 0.9        # a card it has just placed in its row
    remember_others = 0.0
    plan_rapidite = False

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._fresh: str | None = None       # the card it is placing now
        self._peeked: int | None = None      # the slot it is looking at with a D

    def _sync(self, view: Mapping[str, Any]) -> None:
        me = view["seat"]
        row = view["known_rows"][me]
        fresh, self._fresh = self._fresh, None
        if fresh is not None and fresh in row and fresh not in self._decided:
            self._decided.add(fresh)
            if self.rng.random() < self.remember_fresh:
                self._memory.add(fresh)
        peeked, self._peeked = self._peeked, None
        if peeked is not None and peeked < len(row) and row[peeked] is not None:
            self._decided.add(row[peeked])
            self._memory.add(row[peeked])
        super()._sync(view)

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        action = super().choose(view, legal_actions)
        if isinstance(action, Replace):
            self._fresh = view["drawn"]
        elif isinstance(action, TakeDiscard):
            self._fresh = view["discard_top"]
        elif isinstance(action, Peek):
            self._peeked = action.slot
        return action

    def _look(self, legal: list[Any]) -> Any:
        return self.rng.choice(legal)

    def draw_value(self, view: Mapping[str, Any], values: dict[int, float], u: float) -> float:
        return 3.0

    def power_value(self, view: Mapping[str, Any], d: str, u: float) -> float:
        return 0.0

    def swap(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        if self.rng.random() < 0.3:
            return self.rng.choice(legal)
        return Pass()

    def should_call(self, view: Mapping[str, Any]) -> bool:
        return self._expected_total(view, view["seat"], DECK_MEAN) <= 10


class IntermediairePlayer(_Base):
    level = "intermediaire"
    reaction_range = (800, 1400)
    remember_own = 1.0
    remember_others = 0.0

    def swap(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        me = view["seat"]
        row = self.belief(view, me)
        known = [(pts(c), k) for k, c in enumerate(row) if c is not None]
        if not known:
            return Pass()
        p, k = max(known)
        if p < 10:
            return Pass()
        options = [a for a in legal if isinstance(a, Swap) and a.slot == k]
        return self.rng.choice(options) if options else Pass()

    def should_call(self, view: Mapping[str, Any]) -> bool:
        me = view["seat"]
        row = self.belief(view, me)
        slots = self._my_slots(view)
        unknown = sum(1 for k in slots if row[k] is None)
        total = self._expected_total(view, me, DECK_MEAN)
        return unknown <= 1 and total <= 7


#: why Difficile (the hint) chooses an action, one line each (:meth:`DifficilePlayer.explain`)
REASON_TEXTS: dict[str, str] = {
    "take": QT_TRANSLATE_NOOP("Deutch", "Lower than the card it replaces, and surer than a draw."),
    # the twin named with its place in the row ({number}: the card's number as the table shows it)
    "twin": QT_TRANSLATE_NOOP("Deutch", "Then your {card} (card {number}), of the same rank as the card replaced, "
                                        "follows it onto the discard (rapidité)."),
    "draw": QT_TRANSLATE_NOOP("Deutch", "The discard's card would lower your total less than a card from "
                                        "the stock should."),
    # the discard's card is no lower than any card it could replace: taking it lowers nothing
    "draw_high": QT_TRANSLATE_NOOP("Deutch", "The discard's card is no lower than any of your cards: taking it "
                                             "would not lower your total."),
    "draw_high_unseen": QT_TRANSLATE_NOOP("Deutch", "The discard's card is no lower than the cards you know, nor "
                                                    "than an unseen card is worth on average."),
    "replace": QT_TRANSLATE_NOOP("Deutch", "The drawn card is lower than the card it replaces."),
    "take_unseen": QT_TRANSLATE_NOOP("Deutch", "Lower than an unseen card is worth on average, and surer than "
                                               "a draw."),
    "replace_unseen": QT_TRANSLATE_NOOP("Deutch", "The drawn card is lower than an unseen card is worth on "
                                                  "average."),
    # an unseen card replaced while a known higher one is kept: why that one stays
    "take_unseen_keep": QT_TRANSLATE_NOOP("Deutch", "Lower than an unseen card is worth on average; your {card}, "
                                                    "which you know, can still leave by a rapidité, and an unseen "
                                                    "card cannot."),
    "replace_unseen_keep": QT_TRANSLATE_NOOP("Deutch", "The drawn card is lower than an unseen card is worth on "
                                                       "average; your {card}, which you know, can still leave by a "
                                                       "rapidité, and an unseen card cannot."),
    "discard_twin": QT_TRANSLATE_NOOP("Deutch", "Your {card} (card {number}) has the same rank: a rapidité "
                                                "can then send it onto the discard too."),
    "discard_power": QT_TRANSLATE_NOOP("Deutch", "Its power is worth more than keeping it."),
    "discard": QT_TRANSLATE_NOOP("Deutch", "It is not lower than the cards it could replace."),
    "discard_unseen": QT_TRANSLATE_NOOP("Deutch", "It is not lower than the cards you know, nor than an unseen "
                                                  "card is worth on average."),
    "rapidite": QT_TRANSLATE_NOOP("Deutch", "You know this card has the same rank as the discard's."),
    "no_rapidite": QT_TRANSLATE_NOOP("Deutch", "None of the cards you know has the same rank as the discard's."),
    "look": QT_TRANSLATE_NOOP("Deutch", "Any two will do: remember them well."),
    "peek": QT_TRANSLATE_NOOP("Deutch", "You do not know this card yet."),
    "no_peek": QT_TRANSLATE_NOOP("Deutch", "You already know all your cards."),
    "known": QT_TRANSLATE_NOOP("Deutch", "Once known, it can follow its twin (rapidité) or be replaced."),
    "searched": QT_TRANSLATE_NOOP("Deutch", "Played out on deals like this one, it gives you the best chance "
                                            "of winning."),
    "swap": QT_TRANSLATE_NOOP("Deutch", "You give away a high card and take a lower one."),
    # a V's swap where one card, or both, was never seen: what makes the card taken likely lower
    "swap_unseen": QT_TRANSLATE_NOOP("Deutch", "You give away your {card} for a card you have not seen, "
                                               "worth less on average."),
    "swap_blind": QT_TRANSLATE_NOOP("Deutch", "You give away a card you have not seen, worth more on average "
                                              "than the {card} you take."),
    "swap_lowered": QT_TRANSLATE_NOOP("Deutch", "{player} has already had turns to lower their cards: the card "
                                                "you take is likely lower than the one you give."),
    "no_swap": QT_TRANSLATE_NOOP("Deutch", "No swap would lower your total enough."),
    "call": QT_TRANSLATE_NOOP("Deutch", "Your total is likely the lowest: a won call scores 0 and erases "
                                        "your worst round."),
    "no_call": QT_TRANSLATE_NOOP("Deutch", "Your total may not be the lowest yet: calling now risks the "
                                           "10-point penalty."),
}


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


_INDEX: dict[str, int] = {c: i for i, c in enumerate(ALL_CARDS)}
_PT: list[int] = [pts(c) for c in ALL_CARDS]
_RK: list[int] = [rank(c) for c in ALL_CARDS]
CALL_PENALTY = 10


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x * 0.7071067811865476))


class RoundSim:
    """One imagined deal of the rest of a round, on card numbers (``ALL_CARDS``
    indices), for :class:`DifficilePlayer`'s search.

    ``rows[s]`` is seat ``s``'s row (empty slots left out, the order kept),
    ``kn[s]`` which of those cards ``s`` knows, ``pub[s]`` which of them every
    seat knows; ``stock`` is drawn from its end, ``discard`` ends with its top.
    Every seat plays :meth:`policy_turn` (the rules of a careful player), a
    rapidité follows every card landing on the discard when a seat knows a card
    of its rank (:meth:`land`), a seat calls by :meth:`call_gain`.  ``u`` and
    ``var`` are the mean and variance of the points of the cards the searching
    seat has not seen, ``gain[w]`` the mean gain of a draw for a worst card of
    ``w`` points, ``erase[s]`` the earlier score a won call of ``s`` erases."""

    __slots__ = ("n", "rows", "kn", "pub", "stock", "discard", "caller", "left", "u", "var", "gain",
                 "erase", "rng", "turns", "ended", "unk_bonus", "d_value", "turn0", "earliest")
    turn_limit = 60             # turns after which an imagined round is scored as it is

    def __init__(self, n: int, rng: random.Random, u: float, var: float, gain: list[float],
                 erase: list[float]) -> None:
        self.n = n
        self.rng = rng
        self.u = u
        self.var = var
        self.gain = gain
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
        self.unk_bonus = 0.25       # a known card in place of an unknown one
        self.d_value = 1.5          # a D discarded for a look at an unknown card
        self.turn0 = 0              # the round's turn number when the searching seat's turn ends
        self.earliest = 1           # the option earliest_call: no call before that own turn

    def copy(self, rng: random.Random) -> RoundSim:
        s = type(self)(self.n, rng, self.u, self.var, self.gain, self.erase)
        s.rows = [list(r) for r in self.rows]
        s.kn = [list(r) for r in self.kn]
        s.pub = [list(r) for r in self.pub]
        s.stock = list(self.stock)
        s.discard = list(self.discard)
        s.caller = self.caller
        s.left = self.left
        s.turns = self.turns
        s.ended = self.ended
        s.unk_bonus = self.unk_bonus
        s.turn0 = self.turn0
        s.earliest = self.earliest
        s.d_value = self.d_value
        return s

    # ----------------------------------------------------------- moves
    def draw_card(self) -> int | None:
        if not self.stock and len(self.discard) > 1:
            self.stock = self.discard[:-1]
            self.discard = self.discard[-1:]
            self.rng.shuffle(self.stock)
        return self.stock.pop() if self.stock else None

    def worst(self, s: int) -> tuple[int, float]:
        """The slot (index in ``rows[s]``) of ``s``'s highest believed card and its
        value (an unknown card at ``u``, just above a known card of that value)."""
        row, kn, u = self.rows[s], self.kn[s], self.u
        best_k, best_v = -1, -1.0
        for k in range(len(row)):
            v = _PT[row[k]] if kn[k] else u + 0.01
            if v > best_v:
                best_k, best_v = k, v
        return best_k, best_v

    def twin(self, s: int, c: int, skip: int = -1) -> int:
        """The highest card ``s`` knows in its row with ``c``'s rank (not ``skip``), or -1."""
        r = _RK[c]
        row, kn = self.rows[s], self.kn[s]
        best, bp = -1, -1
        for k in range(len(row)):
            if k != skip and kn[k] and _RK[row[k]] == r and _PT[row[k]] > bp:
                best, bp = k, _PT[row[k]]
        return best

    def land(self, c: int) -> None:
        """``c`` lands on the discard; a seat that knows a card of its rank puts it
        on top (the first of them in a random order: they react alike)."""
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
        """``c`` into ``s``'s slot ``k`` (known to ``s``; to all when ``public``); the old card."""
        old = self.rows[s][k]
        self.rows[s][k] = c
        self.kn[s][k] = True
        self.pub[s][k] = public
        return old

    def take(self, s: int, k: int) -> None:
        top = self.discard.pop()
        self.land(self.put(s, k, top, True))

    def keep(self, s: int, k: int, d: int) -> None:
        self.land(self.put(s, k, d, False))

    def throw(self, s: int, d: int) -> None:
        """A drawn ``d`` discarded, then its power used by :meth:`use_power`."""
        self.land(d)
        if not self.ended:
            self.use_power(s, d)

    def use_power(self, s: int, d: int) -> None:
        r = _RK[d]
        if r == 12:
            for j in range(len(self.kn[s])):
                if not self.kn[s][j]:
                    self.kn[s][j] = True
                    break
        elif r == 11:
            k, w = self.worst(s)
            if k >= 0 and self.kn[s][k] and w - self.u >= 1.5:
                self.swap(s, k)

    def swap(self, s: int, k: int) -> None:
        """A V: ``s``'s card ``k`` for an opponent's lowest card known to all, else an unknown one."""
        best: tuple[float, int, int] | None = None
        for o in range(self.n):
            if o == s:
                continue
            for j in range(len(self.rows[o])):
                v = _PT[self.rows[o][j]] if self.pub[o][j] else self.u + self.rng.random() * 0.1
                if best is None or v < best[0]:
                    best = (v, o, j)
        if best is not None:
            self.exchange(s, k, best[1], best[2])

    def exchange(self, s: int, k: int, o: int, j: int) -> None:
        """``s``'s card ``k`` and ``o``'s card ``j`` change places, neither looked at."""
        mine, theirs = self.rows[s][k], self.rows[o][j]
        mine_pub, their_pub = self.pub[s][k], self.pub[o][j]
        self.rows[s][k], self.rows[o][j] = theirs, mine
        self.kn[s][k] = self.pub[s][k] = their_pub
        self.kn[o][j] = self.pub[o][j] = mine_pub

    # ------------------------------------------------------------ policy
    def policy_turn(self, s: int) -> None:
        """The discard when it beats a draw, else a draw (see :meth:`policy_drawn`)."""
        top = self.discard[-1]
        k, w = self.worst(s)
        if k < 0:
            return
        g_take = w - _PT[top] + (self.unk_bonus if not self.kn[s][k] else 0.0)
        if self.kn[s][k]:
            t = self.twin(s, self.rows[s][k], k)
            if t >= 0:
                g_take += _PT[self.rows[s][t]]
        if g_take > 0 and g_take >= self.gain[min(13, int(w))]:
            self.take(s, k)
            return
        d = self.draw_card()
        if d is not None:
            self.policy_drawn(s, d)

    def policy_drawn(self, s: int, d: int) -> None:
        """A drawn ``d`` replaces the worst believed card when it gains more than
        discarding it (a known twin following it, a D's look, a V's swap)."""
        k, w = self.worst(s)
        g_place = w - _PT[d] + (self.unk_bonus if not self.kn[s][k] else 0.0)
        g_disc = 0.0
        t = self.twin(s, d)
        if t >= 0:
            g_disc = float(_PT[self.rows[s][t]])
        r = _RK[d]
        if r == 12 and not all(self.kn[s]):
            g_disc = max(g_disc, self.d_value)
        elif r == 11 and self.kn[s][k] and w - self.u >= 1.5:
            g_disc = max(g_disc, w - self.u)
        if g_place > g_disc:
            self.keep(s, k, d)
        else:
            self.land(d)
            if not self.ended and t < 0:
                self.use_power(s, d)

    def call_gain(self, s: int) -> float:
        """Points a call of ``s`` should gain: P(win) x (its points + the erased
        round) - P(lose) x 10, its total and each other's (the cards known to
        all, ``u`` for the rest, 2 points off for the last turn) taken as normal."""
        row, kn, u, var = self.rows[s], self.kn[s], self.u, self.var
        mean = 0.0
        unk = 0
        for k in range(len(row)):
            if kn[k]:
                mean += _PT[row[k]]
            else:
                mean += u
                unk += 1
        _, w = self.worst(s)
        after = mean - self.gain[min(13, int(w))]
        p_win = p_not_lose = 1.0
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
                    m += _PT[r[j]]
                else:
                    m += u
                    uo += 1
            sd = math.sqrt(var * (unk + uo) + 1.0)
            dlt = m - after
            p_win *= _phi((dlt - 0.5) / sd)
            p_not_lose *= _phi((dlt + 0.5) / sd)
        return p_win * (after + self.erase[s]) - (1.0 - p_not_lose) * CALL_PENALTY

    def end_turn(self, s: int, call: bool | None) -> None:
        """The end of ``s``'s turn: a call when ``call`` (by :meth:`call_gain` when
        None), or one of the last turns counted."""
        if self.ended:
            return
        if self.caller is None:
            if not may_call(self.turn0 + self.turns, self.n, self.earliest):
                return
            if call is None:
                call = self.call_gain(s) > 0.5
            if call:
                self.caller = s
                self.left = self.n
            return
        self.left -= 1
        if self.left <= 0:
            self.ended = True

    def run(self, seat: int) -> None:
        """Play on from the start of ``seat``'s turn to the round's end."""
        s = seat
        while not self.ended:
            self.turns += 1
            if self.turns > self.turn_limit:
                self.ended = True
                return
            self.policy_turn(s)
            self.end_turn(s, None)
            s = (s + 1) % self.n

    def points(self) -> list[int]:
        return [sum(_PT[c] for c in r) for r in self.rows]


class DifficilePlayer(_Base):
    """Everything it saw, and its take, keep and call searched on imagined deals.

    * Memory: the view's ``known_rows`` whole (its cards and the others', followed
      through takes and swaps); the unseen cards (:func:`unseen`) give an unknown
      card's value, their mean.  It remembers which cards have been on the
      discard this round: a card of its row among them is known to all.
    * Search (:meth:`search`): at the take-or-draw, the keep-or-discard of a
      drawn card and the call, :meth:`deals` imagines deals consistent with its
      view (the unseen cards shuffled into the unknown row slots and the
      stock), plays each candidate move (:meth:`sensible`: a take or a keep
      that lowers its row or leaves a known twin to follow, or the draw or the
      discard) on the same deals and the round on to
      its end on :class:`RoundSim` (every seat a careful rule player that calls
      by expected points with the erase rule, rapidités on known twins), and
      keeps the move with the best mean chance of winning the game
      (:meth:`outcome`: the round scored -- a won call scores 0 and erases its
      caller's highest earlier round, a lost one scores points + 10 -- then
      :meth:`game_win_chance` over the rounds still to play).  So it calls when
      that beats passing and the round going on (:meth:`call_value`), and
      plays its last turn after another's call to beat the caller.
      :attr:`call_samples` deals for the call, :attr:`turn_samples` for the rest.
    * V: its worst card for an opponent's known low card, the leader's (or the
      caller's) first (an opponent's unknown card is worth a little less for
      each turn it has played, :attr:`opponent_drift`, at most
      :attr:`opponent_drift_max`); D: a look at an unknown card of its own.
    * The hint: :meth:`explain` says why in one line (:data:`REASON_TEXTS`).
    """

    level = "difficile"
    reaction_range = (400, 900)
    remember_own = 1.0
    remember_others = 1.0
    opponent_drift = 0.6
    opponent_drift_max = 1.5
    call_samples = 128          # imagined deals for the call
    turn_samples = 96           # imagined deals for the take-or-draw and the keep-or-discard
    ties_lower = True           # a keep-or-discard the imagined deals cannot tell apart: the lower row
    swap_min_gain = 1.5
    call_edge = 0.0
    call_sure = 0.6             # the least share of imagined deals in which its call wins
    round_spread = 12.0
    opponent_low_bias = 0.0     # per turn played: chance an opponent's unknown slot gets the lower of two cards
    opponent_low_bias_max = 0.0
    opponent_known_low = 0.0    # chance an opponent's slot it knows (and kept) gets the lower of two cards
    sim_unk_bonus = 0.25        # the imagined players' worth of a known card in place of an unknown one
    sim_d_value = 1.5           # and of a D's look
    search_every_slot = False   # search every take and keep, not only the :meth:`sensible` ones

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

    # ------------------------------------------------------------ search
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._public_round: tuple[int, int] | None = None
        self._public: set[str] = set()    # cards seen on the discard this round (a row card among them: known to all)

    def _sync(self, view: Mapping[str, Any]) -> None:
        super()._sync(view)
        key = (int(view["round"]), len(view["history"]))
        if key != self._public_round:
            self._public_round = key
            self._public = set()
        self._public.update(view["discard"])

    def deals(self, view: Mapping[str, Any], count: int) -> list[RoundSim]:
        """``count`` imagined deals of the rest of the round from ``view``: the cards
        it has not seen (:func:`unseen`) shuffled into the unknown row slots and the
        stock; the drawn card, if any, in nobody's row.  An opponent knows the
        cards of its row the view's ``self_known`` says it has seen (which cards a
        player looked at, where its drawn cards went: public, faces hidden); a
        view without it (one made by hand) has it know the two cards it looked
        at first and, more likely as it plays, the others of its first four.  A
        card this player knows in an opponent's row, or one of its own that has
        been on the discard, is known to all."""
        n = int(view["players"])
        me = view["seat"]
        pool = unseen(view)
        xs = [pts(c) for c in pool] or [int(DECK_MEAN)]
        u = sum(xs) / len(xs)
        var = sum((x - u) ** 2 for x in xs) / len(xs)
        gain = [sum(max(0, w - x) for x in xs) / len(xs) for w in range(14)]
        erase = [float(self.erasable(view, s)) for s in range(n)]
        # drawn from the position, not from the decisions made before: the
        # same view gives the same deals (a hint asked twice, or after the
        # game is resumed, is the same)
        rng = random.Random(f"{self.seed}|{me}|{view['round']}|{len(view['history'])}|{view['phase']}|"
                            f"{view['drawn']}|{view['discard_top']}")
        pool_i = [_INDEX[c] for c in pool]
        discard = [_INDEX[c] for c in view["discard"]]
        self_known = view.get("self_known")
        low_bias = [min(self.opponent_low_bias_max, self.opponent_low_bias * turns_played(view, s))
                    for s in range(n)]
        out = []
        for _ in range(count):
            deck = list(pool_i)
            rng.shuffle(deck)
            sim = RoundSim(n, random.Random(rng.getrandbits(32)), u, var, gain, erase)
            sim.unk_bonus = self.sim_unk_bonus
            sim.d_value = self.sim_d_value
            for s in range(n):
                known = view["known_rows"][s]
                own = self_known[s] if self_known is not None else None
                learnt = min(0.8, 0.2 * turns_played(view, s))
                row: list[int] = []
                kn: list[bool] = []
                pub: list[bool] = []
                for k, occ in enumerate(view["occupied"][s]):
                    if not occ:
                        continue
                    c = known[k]
                    if c is not None:
                        row.append(_INDEX[c])
                        kn.append(s == me or own is None or own[k])
                        pub.append(s != me or c in self._public)
                    else:
                        bias = low_bias[s]
                        if own is not None and own[k] and s != me:
                            bias = max(bias, self.opponent_known_low)
                        if bias > 0.0 and s != me and len(deck) > 1 and rng.random() < bias \
                                and _PT[deck[-2]] < _PT[deck[-1]]:
                            deck[-1], deck[-2] = deck[-2], deck[-1]
                        row.append(deck.pop() if deck else 0)
                        if own is not None:
                            kn.append(s != me and own[k])
                        else:
                            kn.append(s != me and (k < 2 or (k < ROW_START and rng.random() < learnt)))
                        pub.append(False)
                sim.rows.append(row)
                sim.kn.append(kn)
                sim.pub.append(pub)
            sim.stock = deck
            sim.discard = list(discard)
            sim.caller = view["caller"]
            sim.left = int(view["last_turns_left"])
            sim.turn0 = int(view["turn"])
            sim.earliest = int(view["options"].get("earliest_call", 1))
            out.append(sim)
        return out

    def outcome(self, view: Mapping[str, Any], sim: RoundSim) -> float:
        """The chance of winning the game once the imagined round ``sim`` is scored
        (the erase rule, :meth:`game_win_chance`)."""
        me = view["seat"]
        n = sim.n
        points = sim.points()
        scores = list(points)
        caller = sim.caller
        if caller is not None and n > 1:
            low = min(p for s, p in enumerate(points) if s != caller)
            if points[caller] < low:
                scores[caller] = -int(sim.erase[caller])
            elif points[caller] > low:
                scores[caller] = points[caller] + CALL_PENALTY
        final = [int(view["totals"][s]) + scores[s] for s in range(n)]
        return self.game_win_chance(view, final[me], [final[s] for s in range(n) if s != me])

    def search(self, view: Mapping[str, Any], count: int, moves: Sequence[Any],
               play: Any) -> list[float]:
        """Each of ``moves`` played on the same ``count`` deals by ``play(sim, move)``
        (the rest of its turn), then the round played out from the next seat: the
        mean :meth:`outcome` of each."""
        me = view["seat"]
        scores = [0.0] * len(moves)
        for sim in self.deals(view, count):
            seed = sim.rng.getrandbits(32)
            for i, move in enumerate(moves):
                x = sim.copy(random.Random(seed))
                call = play(x, move)
                x.end_turn(me, call)
                if not x.ended:
                    x.run((me + 1) % x.n)
                scores[i] += self.outcome(view, x)
        return [v / max(1, count) for v in scores]

    def _slot_index(self, view: Mapping[str, Any], seat: int, slot: int) -> int:
        return sum(1 for k, occ in enumerate(view["occupied"][seat]) if occ and k < slot)

    def sensible(self, view: Mapping[str, Any], new: str, legal: Sequence[Any], kind: type) -> list[Any]:
        """The moves of ``kind`` (a take of the discard or a keep of the drawn
        card ``new``) worth searching: those that lower its row as it believes
        it (an unknown card of its own at :meth:`unknown_value`) or leave a
        known twin to follow by rapidité.  Searched on every slot, a high card
        taken into an unknown slot looked as good as a draw on imagined deals
        (where a rapidité or a later draw removes it) and lost points at the
        table: docs/ai-experiments.md has the figures.  All of them with
        :attr:`search_every_slot`."""
        moves: list[Any] = [a for a in legal if isinstance(a, kind)]
        if self.search_every_slot:
            return moves
        self._sync(view)
        row = self.belief(view, view["seat"])
        return [a for a in moves if self._placing(view, row, new, a.slot) is not None]

    def _placing(self, view: Mapping[str, Any], row: list[str | None], new: str | None, slot: int) -> str | None:
        """What putting ``new`` in ``slot`` of its ``row`` (as it believes it) does:
        ``"twin"`` if the card it replaces can then follow a known twin by
        rapidité, ``"lower"`` if ``new`` is worth less than that card (an unknown
        one at :meth:`unknown_value`), None otherwise.  The search
        (:meth:`sensible`) and the hint (:meth:`reason_code`) both read it."""
        old = row[slot] if slot < len(row) else None
        after = [new if j == slot else c for j, c in enumerate(row)]
        if old is not None and self._match_bonus(view, old, after, None) > 0:
            return "twin"
        if new is None:
            return None
        worth = self.unknown_value(view) if old is None else float(pts(old))
        return "lower" if pts(new) < worth else None

    def _turn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        if Draw() not in legal:
            return super()._turn(view, legal)
        me = view["seat"]
        top = view["discard_top"]
        moves: list[Any] = [Draw(), *([] if top is None else self.sensible(view, top, legal, TakeDiscard))]

        def play(x: RoundSim, move: Any) -> None:
            if isinstance(move, TakeDiscard):
                x.take(me, self._slot_index(view, me, move.slot))
            else:
                d = x.draw_card()
                if d is not None:
                    x.policy_drawn(me, d)

        scores = self.search(view, self.turn_samples, moves, play)
        return moves[max(range(len(moves)), key=lambda i: (scores[i], -i))]

    def _drawn(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        me = view["seat"]
        d = _INDEX[view["drawn"]]
        moves = [a for a in legal if isinstance(a, Discard)] + self.sensible(view, view["drawn"], legal, Replace)

        def play(x: RoundSim, move: Any) -> None:
            if isinstance(move, Replace):
                x.keep(me, self._slot_index(view, me, move.slot), d)
            else:
                x.throw(me, d)

        scores = self.search(view, self.turn_samples, moves, play)
        if not self.ties_lower:
            return moves[max(range(len(moves)), key=lambda i: (scores[i], -i))]
        # moves the imagined deals cannot tell apart (a round already lost or won,
        # the last turn): the one that lowers its row the most, as a person keeps
        # a drawn 6 in place of a known 7 even when nothing hangs on it
        values = self._values(view, me, self.unknown_value(view))
        drawn = pts(view["drawn"])

        def lowers(move: Any) -> float:
            return values.get(move.slot, 0.0) - drawn if isinstance(move, Replace) else 0.0
        best = max(scores)
        tied = [i for i in range(len(moves)) if scores[i] >= best - 1e-9]
        return moves[max(tied, key=lambda i: (lowers(moves[i]), -i))]

    def call_value(self, view: Mapping[str, Any]) -> float:
        """How much calling now raises the chance of winning the game: the mean
        :meth:`outcome` of a call less that of a pass, over :attr:`call_samples`
        imagined deals played out to the round's end."""
        return self.call_chances(view)[0]

    def call_chances(self, view: Mapping[str, Any]) -> tuple[float, float]:
        """:meth:`call_value`, and the share of the same imagined deals in which
        a call now ends with this player strictly the lowest (the call won)."""
        self._sync(view)
        me = view["seat"]
        value = 0.0
        lowest = 0
        count = 0
        for sim in self.deals(view, self.call_samples):
            seed = sim.rng.getrandbits(32)
            outs = []
            for call in (True, False):
                x = sim.copy(random.Random(seed))
                x.end_turn(me, call)
                if not x.ended:
                    x.run((me + 1) % x.n)
                outs.append(self.outcome(view, x))
                if call:
                    pts_ = x.points()
                    lowest += all(pts_[me] < p for s, p in enumerate(pts_) if s != me)
            value += outs[0] - outs[1]
            count += 1
        if not count:
            return 0.0, 0.0
        return value / count, lowest / count

    def explain(self, view: Mapping[str, Any], action: Any) -> Reason | None:
        """Why this player chooses ``action`` (see :func:`cardtable.ai.explain`):
        one of :data:`REASON_TEXTS`, or None for an action it does not word."""
        code = self.reason_code(view, action)
        if code is None:
            return None
        if code.endswith("_keep"):
            kept = self._kept_known(view, action)
            return Reason("Deutch", REASON_TEXTS[code], {"card": max(kept, key=pts)})
        if code == "swap_unseen":
            return Reason("Deutch", REASON_TEXTS[code], {"card": self.belief(view, view["seat"])[action.slot]})
        if code == "swap_blind":
            return Reason("Deutch", REASON_TEXTS[code], {"card": self.belief(view, action.other)[action.other_slot]})
        if code == "swap_lowered":
            return Reason("Deutch", REASON_TEXTS[code], {"seat": action.other})
        if code in ("twin", "discard_twin"):
            row = self.belief(view, view["seat"])
            if code == "twin":
                new = view["discard_top"] if isinstance(action, TakeDiscard) else view["drawn"]
                landing = row[action.slot]
                row = [new if k == action.slot else c for k, c in enumerate(row)]
            else:
                landing = view["drawn"]
            k = self._twin_of(landing, row)
            if k is None:
                return None
            return Reason("Deutch", REASON_TEXTS[code], {"card": row[k], "number": k + 1})
        return Reason("Deutch", REASON_TEXTS[code])

    def _kept_known(self, view: Mapping[str, Any], action: Any) -> list[str]:
        """The cards of its own row it knows and keeps although they are higher
        than the card ``action`` (a take or a replace) puts in their row."""
        row = self.belief(view, view["seat"])
        new = view["discard_top"] if isinstance(action, TakeDiscard) else view["drawn"]
        if new is None:
            return []
        return [c for k, c in enumerate(row) if k != action.slot and c is not None and pts(c) > pts(new)]

    def reason_code(self, view: Mapping[str, Any], action: Any) -> str | None:
        self._sync(view)
        me = view["seat"]
        row = self.belief(view, me)
        phase = view["phase"]
        top = view.get("discard_top")
        if isinstance(action, Look):
            return "look"
        if isinstance(action, Rapidite):
            # said only of a card it knows to match the discard's rank
            mine = row[action.slot] if action.slot < len(row) else None
            return "rapidite" if mine is not None and top is not None and rank(mine) == rank(top) else None
        if isinstance(action, Draw):
            top = view.get("discard_top")
            known = [pts(c) for c in row if c is not None]
            if top is not None and known and pts(top) <= max(known) - 3:
                return "searched"         # the discard would lower its total, drawn all the same
            if top is not None and all(pts(top) >= k for k in known):
                # taking it would replace no card by a lower one: said as such, not as "less"
                if not any(row[k] is None for k in self._my_slots(view)):
                    return "draw_high"
                if pts(top) >= self.unknown_value(view):
                    return "draw_high_unseen"
            return "draw"
        if isinstance(action, CallDeutch):
            return "call"
        if isinstance(action, Peek):
            return "peek" if action.slot < len(row) and row[action.slot] is None else None
        if isinstance(action, Swap):
            return self._swap_code(view, row, action)
        if isinstance(action, TakeDiscard | Replace):
            new = view["discard_top"] if isinstance(action, TakeDiscard) else view["drawn"]
            placing = self._placing(view, row, new, action.slot)
            if placing == "twin":
                return "twin"
            if new is not None and placing is None:
                # not lower than what it replaces: the search keeps it for what it can do later
                return "known" if action.slot >= len(row) or row[action.slot] is None else "searched"
            if action.slot >= len(row) or row[action.slot] is None:
                # the card replaced was never seen: lower than such a card is worth on average, not surely lower
                code = "take_unseen" if isinstance(action, TakeDiscard) else "replace_unseen"
                # a known card higher than the new one stays: the reason says why
                return code + "_keep" if self._kept_known(view, action) else code
            return "take" if isinstance(action, TakeDiscard) else "replace"
        if isinstance(action, Discard):
            d = view["drawn"]
            if d is None:
                return "discard"
            if self._match_bonus(view, d, row, None) > 0:
                return "discard_twin"
            if self.power_value(view, d, self.unknown_value(view)) > 0:
                return "discard_power"
            known = [pts(c) for c in row if c is not None]
            if known and pts(d) < max(known):
                return "searched"         # lower than a card it knows, thrown all the same
            return "discard_unseen" if any(row[k] is None for k in self._my_slots(view)) else "discard"
        if isinstance(action, Pass):
            if phase in ("rapidite", "claim"):
                match = top is not None and any(c is not None and rank(c) == rank(top) for c in row)
                return None if match else "no_rapidite"
            if phase == "power":
                if view["power"] == "D":
                    return "no_peek" if all(row[k] is not None for k in self._my_slots(view)) else None
                return "no_swap"
            if phase == "call":
                return "no_call"
        return None

    def _swap_code(self, view: Mapping[str, Any], row: list[str | None], action: Swap) -> str | None:
        """Why a V's swap gives away a card worth more than the one it takes,
        as this player values them (:meth:`_best_swap`: a card it remembers at
        its points, one of its own never seen at :meth:`unknown_value`, an
        opponent's never seen at :meth:`opponent_unknown`).  Each swap it
        makes gives more than it takes, so one of these is true of it:
        ``"swap"`` both cards remembered; ``"swap_unseen"`` its remembered card
        is higher than an unseen card's mean; ``"swap_blind"`` the card taken,
        remembered, is lower than that mean; ``"swap_lowered"`` the card taken
        is likelier lower only because its owner has had turns to lower their
        row.  None for a swap that does not give more than it takes."""
        u = self.unknown_value(view)
        mine = row[action.slot] if action.slot < len(row) else None
        theirs_row = self.belief(view, action.other)
        theirs = theirs_row[action.other_slot] if action.other_slot < len(theirs_row) else None
        if mine is not None and theirs is not None:
            return "swap" if pts(theirs) < pts(mine) else None
        if theirs is not None:
            return "swap_blind" if pts(theirs) < u else None
        given = u if mine is None else float(pts(mine))
        if mine is not None and given > u:
            return "swap_unseen"
        return "swap_lowered" if self.opponent_unknown(view, action.other, u) < given else None

    def should_call(self, view: Mapping[str, Any]) -> bool:
        """A call that raises its chance of winning the game, and only when it
        judges itself the lowest: the call wins in at least
        :attr:`call_sure` of the imagined deals.  A call on a first turn, on
        two cards seen, can raise the game's chance (a won call erases the
        worst earlier round) while losing more often than not: a strong
        player does not gamble so, and a family finds it reckless."""
        value, lowest = self.call_chances(view)
        return value > self.call_edge and lowest >= self.call_sure


def make_player(level: str, seed: int = 0) -> _Base:
    """The player of ``level`` (``facile``, ``intermediaire``, ``difficile``)."""
    from . import normalise_level
    lvl = normalise_level(level)
    if lvl == "facile":
        return FacilePlayer(seed)
    if lvl == "intermediaire":
        return IntermediairePlayer(seed)
    return DifficilePlayer(seed)

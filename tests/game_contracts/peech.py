"""Peech's part of the contract tests, written from the rules (docs/rules.md), not from ``redact``.

What each seat may know of the cards, round by round:

* a new round: nothing of the last one (every card goes back into the deck);
* the points cards are public for the whole round;
* a seat sees its own target card; all target cards are shown when the round
  is scored;
* a deal shows a seat its own cards; a face-down choice shows nothing to the
  others; the reveal shows the battle to everyone, and the won piles and the
  face-up discard stay public;
* a seat that says "Peech !" lays its hand face down: only it knew those cards;
* when the discard is shuffled back into the stock, its cards are no longer
  where anyone saw them: a seat then knows only the points cards, the won
  piles, and its own target card (its hand is empty at that moment).
"""

from __future__ import annotations

from typing import Any

QUICK_OPTIONS: dict[str, Any] = {"rounds": 3}

# the oracle's own record of the public piles, per ``known`` dict
_TRACK: dict[int, dict[str, Any]] = {}


def oracle(known: dict[int | None, set[str]], event: dict[str, Any]) -> None:
    t = event["type"]
    key = id(known)
    if t == "round_start" or key not in _TRACK:
        _TRACK[key] = {"points": set(), "targets": {}, "won": {s: [] for s in range(4)}}
        for who in known:
            known[who] = set()
    track = _TRACK[key]
    if t == "points_cards":
        track["points"] = set(event["cards"])
        for who in known:
            known[who] |= set(event["cards"])
    elif t == "target_cards":
        for s, c in enumerate(event["cards"]):
            track["targets"][s] = c
            if s in known:
                known[s].add(c)
    elif t == "deal":
        for s, cards in enumerate(event["hands"]):
            if s in known:
                known[s] |= set(cards)
    elif t == "reveal":
        shown = {c for c in event["cards"] if c is not None}
        for who in known:
            known[who] |= shown
    elif t == "take":
        track["won"][event["seat"]].append(event["card"])
    elif t == "ace_swap":
        pile = track["won"][event["seat"]]
        assert pile and pile[-1] == event["card"], "the ace replaces the last won card"
        pile[-1] = event["ace"]
    elif t == "reshuffle":
        public = set(track["points"]) | {c for pile in track["won"].values() for c in pile}
        for who in known:
            known[who] = set(public)
            if who is not None and who in track["targets"]:
                known[who].add(track["targets"][who])
    elif t == "round_scored":
        for rec in event["seats"]:
            for who in known:
                known[who].add(rec["target_card"])


# ------------------------------------------------------------ fuzz oracles
# Written from the rules (docs/rules.md) for tests/test_fuzz_engines.py: they follow the cards
# through the raw events and the scores through the public events, and never
# read the engine's own accounting (only its views, to compare).

from cardtable.engine import DECK, Card, card  # noqa: E402
from cardtable.engine.peech import card_points, resolve_trick, round_score, start_points  # noqa: E402

from ._deck import RANK, one_deck, same_cards  # noqa: E402

_ALL = [str(c) for c in DECK]


def fuzz_options(rng: Any, players: int) -> dict[str, Any]:
    """The shortest game (3 rounds; a round also ends after 200 battles)."""
    return {"rounds": 3}


class Cards:
    """Where every card is: a target card (out of play), the stock, a hand, a
    face-down choice, a won pile, or the discard (face up or down)."""

    def __init__(self, state: Any) -> None:
        self._reset()

    def _reset(self) -> None:
        self.targets: list[str] = []
        self.stock: set[str] = set()
        self.hands: list[list[str]] = [[] for _ in range(4)]
        self.chosen: list[str | None] = [None] * 4
        self.won: list[list[str]] = [[] for _ in range(4)]
        self.discard: list[tuple[str, bool]] = []

    def _from_choice(self, seat: int, c: str) -> None:
        assert self.chosen[seat] == c, f"{c} was not seat {seat}'s choice ({self.chosen[seat]})"
        self.chosen[seat] = None

    def event(self, ev: dict[str, Any]) -> None:
        t = ev["type"]
        if t == "round_start":
            self._reset()
        elif t == "target_cards":
            assert all(4 <= RANK[c] <= 10 for c in ev["cards"])
            self.targets = list(ev["cards"])
            self.stock = set(_ALL) - set(self.targets)
        elif t == "deal":
            for s, new in enumerate(ev["hands"]):
                old = self.hands[s]
                assert new[:len(old)] == old, "a deal only adds cards"
                for c in new[len(old):]:
                    assert c in self.stock, f"{c} dealt but not in the stock"
                    self.stock.remove(c)
                self.hands[s] = list(new)
            assert ev["stock"] == len(self.stock)
        elif t == "chose":
            assert self.chosen[ev["seat"]] is None, "one choice per battle"
            self.hands[ev["seat"]].remove(ev["card"])
            self.chosen[ev["seat"]] = ev["card"]
        elif t == "reveal":
            assert ev["cards"] == self.chosen, f"revealed {ev['cards']}, chosen {self.chosen}"
        elif t == "take":
            self._from_choice(ev["from"], ev["card"])
            self.won[ev["seat"]].append(ev["card"])
        elif t == "ace_swap":
            self._from_choice(ev["from"], ev["ace"])
            pile = self.won[ev["seat"]]
            assert pile and pile[-1] == ev["card"], "the ace replaces the last won card"
            pile[-1] = ev["ace"]
            self.discard.append((ev["card"], True))
        elif t == "discard":
            for s, c in ev["cards"]:
                self._from_choice(s, c)
                self.discard.append((c, True))
        elif t == "peech":
            same_cards(ev["discarded"], self.hands[ev["seat"]], "the hand laid down")
            self.discard += [(c, False) for c in self.hands[ev["seat"]]]
            self.hands[ev["seat"]] = []
        elif t == "reshuffle":
            assert ev["count"] == len(self.discard)
            self.stock |= {c for c, _ in self.discard}
            self.discard = []
            assert ev["stock"] == len(self.stock)
        elif t == "round_scored":
            for s, rec in enumerate(ev["seats"]):
                assert rec["won"] == self.won[s] and rec["target_card"] == self.targets[s]

    def check(self, state: Any) -> None:
        one_deck({"targets": self.targets, "stock": self.stock, "hands": [c for h in self.hands for c in h],
                  "chosen": [c for c in self.chosen if c is not None],
                  "won": [c for w in self.won for c in w], "discard": [c for c, _ in self.discard]})
        pub = state.public_view()
        assert pub["won"] == self.won
        assert pub["discard"] == [c if up else None for c, up in self.discard]
        assert pub["stock_size"] == len(self.stock)
        assert pub["hand_sizes"] == [len(h) for h in self.hands]
        assert pub["chosen"] == [c is not None for c in self.chosen]
        for s in range(4):
            v = state.view(s)
            same_cards(v["hand"], self.hands[s], f"seat {s}'s hand")
            assert v["target_card"] == self.targets[s] and v["my_choice"] == self.chosen[s]


class Scores:
    """Battles resolved with ``resolve_trick``, starting points with
    ``start_points``, round scores with ``round_score`` and ``card_points``, from
    the public events alone; total = round scores - round wins."""

    def __init__(self, state: Any) -> None:
        self.rounds = state.options["rounds"]
        self.round = 0
        self.scores = [0] * 4
        self.wins = [0] * 4
        self.over = False
        self._new_round()

    def _new_round(self) -> None:
        self.start = [0] * 4
        self.won: list[list[Card]] = [[] for _ in range(4)]
        self.expected: dict[int, tuple[Card, bool]] = {}
        self.peech: list[int] = []
        self.first: list[int] = []
        self.first_battle = True

    def event(self, ev: dict[str, Any]) -> None:
        t = ev["type"]
        assert not self.over, f"{t} after the game's end"
        if t == "round_start":
            self.round += 1
            assert ev["round"] == self.round <= self.rounds
            self._new_round()
        elif t == "points_cards":
            self.start = [start_points(card(c)) for c in ev["cards"]]
            assert ev["points"] == self.start
        elif t == "reveal":
            played = {s: card(c) for s, c in enumerate(ev["cards"]) if c is not None}
            assert played and set(played) == {s for s in range(4) if s not in self.peech}
            aces = sum(1 for c in played.values() if c.rank == 1)
            self.expected = {w: (c, c.rank == 1 and aces == 1 and bool(self.won[w]))
                             for w, c in resolve_trick(played).items()}
            assert ev["winners"] == sorted(self.expected)
            self.first_battle = not self.peech      # a Peech in this battle is among the first
        elif t in ("take", "ace_swap"):
            c, swap = self.expected.pop(ev["seat"])
            assert (ev["card" if t == "take" else "ace"], t == "ace_swap") == (str(c), swap), (ev, c, swap)
            if swap:
                assert ev["card"] == str(self.won[ev["seat"]][-1])
                self.won[ev["seat"]][-1] = c
            else:
                self.won[ev["seat"]].append(c)
            assert ev["won"] == len(self.won[ev["seat"]])
        elif t == "discard":
            assert not self.expected, f"cards not taken: {self.expected}"
        elif t == "peech":
            assert ev["target"] == len(self.won[ev["seat"]]) and ev["seat"] not in self.peech
            assert ev["first"] == self.first_battle
            self.peech.append(ev["seat"])
            if ev["first"]:
                self.first.append(ev["seat"])
        elif t == "round_scored":
            assert not self.expected
            for s, rec in enumerate(ev["seats"]):
                tc = card(rec["target_card"])
                score = round_score(self.start[s], tc.rank, tc, self.won[s])
                assert rec["score"] == score and rec["won_points"] == sum(card_points(c) for c in self.won[s])
                assert rec["round_win"] == (s in self.first) and rec["reached"] == (s in self.peech)
                assert rec["reached"] == (len(self.won[s]) >= tc.rank)
                self.scores[s] += score
                self.wins[s] += s in self.first
            assert ev["limit"] or len(self.peech) >= 2
            assert ev["totals"] == self.totals
        elif t == "game_over":
            assert self.round == self.rounds
            assert ev["totals"] == self.totals
            assert ev["winners"] == [s for s in range(4) if self.totals[s] == min(self.totals)]
            self.over = True

    @property
    def totals(self) -> list[int]:
        return [self.scores[s] - self.wins[s] for s in range(4)]

    def check(self, state: Any) -> None:
        assert state.totals == self.totals
        assert state.is_over == self.over

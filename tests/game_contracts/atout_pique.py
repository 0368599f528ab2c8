"""Atout Pique's part of the contract tests."""

from __future__ import annotations

from typing import Any

QUICK_OPTIONS: dict[str, Any] = {"target": 100, "minus_200_loses": True}


def oracle(known: dict[int | None, set[str]], event: dict[str, Any]) -> None:
    """A deal shows each seat its own hand (and a new deal is a new hand: what was
    known of the old one is no longer where it was); a played card is public."""
    if event["type"] == "deal":
        for key in known:
            known[key] = set() if key is None else set(event["hands"][key])
    elif event["type"] == "card_played":
        for key in known:
            known[key].add(event["card"])


# ------------------------------------------------------------ fuzz oracles
# Written from the rules (docs/rules.md) for tests/test_fuzz_engines.py: they follow the cards
# through the raw events and the scores through the public events, and never
# read the engine's own accounting (only its views, to compare).

from cardtable.engine import Card, card  # noqa: E402
from cardtable.engine.atout_pique import score_team_hand, trick_winner  # noqa: E402

from ._deck import one_deck, same_cards  # noqa: E402


def fuzz_options(rng: Any, players: int) -> dict[str, Any]:
    """Random options under which a game surely ends soon (a low target, and a
    team at -200 loses); blind nil on or off."""
    return {"target": rng.choice((100, 150, 300)), "minus_200_loses": True, "blind_nil": rng.random() < 0.5}


class Cards:
    """Where every card is: in a hand, in the trick on the table, or in a trick taken."""

    def __init__(self, state: Any) -> None:
        self.hands: list[list[str]] = [[] for _ in range(4)]
        self.trick: list[list[Any]] = []
        self.taken: list[str] = []

    def event(self, ev: dict[str, Any]) -> None:
        t = ev["type"]
        if t == "deal":
            assert [len(h) for h in ev["hands"]] == [13] * 4, "13 cards each"
            self.hands = [list(h) for h in ev["hands"]]
            self.trick, self.taken = [], []
            one_deck({"hands": [c for h in self.hands for c in h]})
        elif t == "card_played":
            hand = self.hands[ev["seat"]]
            assert ev["card"] in hand, f"seat {ev['seat']} plays {ev['card']}, not in its hand {hand}"
            hand.remove(ev["card"])
            self.trick.append([ev["seat"], ev["card"]])
        elif t == "trick_won":
            assert ev["plays"] == self.trick, f"the trick taken {ev['plays']} is not the one played {self.trick}"
            self.taken += [c for _, c in self.trick]
            self.trick = []

    def check(self, state: Any) -> None:
        one_deck({"hands": [c for h in self.hands for c in h], "trick": [c for _, c in self.trick],
                  "taken": self.taken})
        pub = state.public_view()
        assert pub["trick"] == self.trick
        same_cards([c for t in pub["completed_tricks"] for _, c in t["plays"]], self.taken, "tricks taken")
        assert pub["hand_sizes"] == [len(h) for h in self.hands]
        for s in range(4):
            same_cards(state.view(s)["hand"], self.hands[s], f"seat {s}'s hand")


class Scores:
    """The teams' scores and bags, recomputed with the kernels (``trick_winner``,
    ``score_team_hand``) from the public events alone."""

    def __init__(self, state: Any) -> None:
        self.target = state.options["target"]
        self.minus_200 = state.options["minus_200_loses"]
        self.scores = [0, 0]
        self.bags = [0, 0]
        self.bids: list[int | None] = [None] * 4
        self.blind = [False] * 4
        self.tricks = [0] * 4
        self.trick: list[tuple[int, Card]] = []
        self.ending: int | None = None     # the winner a game_over must name next
        self.over = False

    def event(self, ev: dict[str, Any]) -> None:
        t = ev["type"]
        assert not self.over, f"{t} after the game's end"
        if t == "hand_start":
            assert self.ending is None, "a new hand after a hand that ended the game"
            self.bids, self.blind, self.tricks, self.trick = [None] * 4, [False] * 4, [0] * 4, []
        elif t == "bid":
            assert self.bids[ev["seat"]] is None, "one bid per seat"
            assert 0 <= ev["bid"] <= 13 and (not ev["blind"] or ev["bid"] == 0)
            self.bids[ev["seat"]] = ev["bid"]
            self.blind[ev["seat"]] = ev["blind"]
        elif t == "card_played":
            assert None not in self.bids, "a card played before the bidding ended"
            self.trick.append((ev["seat"], card(ev["card"])))
        elif t == "trick_won":
            w = self.trick[trick_winner([c for _, c in self.trick])][0]
            assert ev["winner"] == w, f"trick won by {ev['winner']}, the rules say {w}"
            self.tricks[w] += 1
            assert ev["tricks"] == self.tricks
            self.trick = []
        elif t == "hand_scored":
            assert sum(self.tricks) == 13
            for team in (0, 1):
                seats = (team, team + 2)
                pts, bags = score_team_hand([int(self.bids[s] or 0) for s in seats],
                                            [self.tricks[s] for s in seats], self.bags[team],
                                            [self.blind[s] for s in seats])
                self.scores[team] += pts
                self.bags[team] = bags
                rec = ev["teams"][team]
                assert (rec["points"], rec["score"], rec["bags"]) == (pts, self.scores[team], bags), rec
            assert ev["scores"] == self.scores and ev["bags"] == self.bags
            a, b = self.scores
            ends = a >= self.target or b >= self.target or (self.minus_200 and min(a, b) <= -200)
            self.ending = (0 if a > b else 1) if ends and a != b else None
        elif t == "game_over":
            assert self.ending is not None and ev["winner"] == self.ending, (ev, self.scores)
            assert ev["scores"] == self.scores
            self.over = True

    def check(self, state: Any) -> None:
        assert state.totals == [self.scores[s % 2] for s in range(4)]
        assert state.is_over == self.over


def fuzz_choice(legal: list[Any], rng: Any) -> Any:
    """The fuzzer's pick among the legal actions: mostly low bids (uniform bids
    fail nearly every contract, so both teams sink together and a team seldom
    trails by the 100 points that open blind nil), a blind nil half the times it
    is offered, else any."""
    blind = [a for a in legal if getattr(a, "blind", False) is True]
    if blind and rng.random() < 0.5:
        return blind[0]
    low = [a for a in legal if type(a).__name__ == "Bid" and not a.blind and a.n <= 4]
    if low and rng.random() < 0.8:
        return rng.choice(low)
    return rng.choice(legal)

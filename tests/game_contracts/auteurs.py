"""Les Auteurs' part of the contract tests, written from the rules (docs/rules.md), not from ``redact``.

* A deal shows each seat its own hand; a new deal is a new hand (nothing of the
  last deal's cards stays where it was seen: every card was laid in a poisson).
* The draw for the first dealer is public (its cards go back into the deck
  before the deal).
* An ask names a card aloud: the card is public; so is a card moved by a hit
  and the four cards of a poisson laid on the table.
"""

from __future__ import annotations

from typing import Any

QUICK_OPTIONS: dict[str, Any] = {"deals": 1}


def oracle(known: dict[int | None, set[str]], event: dict[str, Any]) -> None:
    t = event["type"]
    if t == "deal":
        # the first deal follows the draw for its dealer, made face up: those
        # cards stay known (the public view keeps the draw for the first deal)
        for who in known:
            kept = known[who] if event.get("deal") == 1 else set()
            known[who] = kept | (set() if who is None else set(event["hands"][who]))
    elif t == "dealer_draw":
        shown = {c for row in event["draws"] for c in row if c is not None}
        for who in known:
            known[who] |= shown
    elif t in ("ask", "answer", "card_moved"):
        for who in known:
            known[who].add(event["card"])
    elif t == "poisson":
        for who in known:
            known[who] |= set(event["cards"])


# ------------------------------------------------------------ fuzz oracles
# Written from the rules (docs/rules.md) for tests/test_fuzz_engines.py: they follow the cards
# through the raw events and the tokens (the books) through the public events,
# and never read the engine's own accounting (only its views, to compare).

from cardtable.engine import card  # noqa: E402
from cardtable.engine.auteurs import can_ask  # noqa: E402

from ._deck import RANK, one_deck, same_cards  # noqa: E402


def fuzz_options(rng: Any, players: int) -> dict[str, Any]:
    """One or two deals (a deal always ends: every hit or miss moves the game on),
    any number of tokens to start with."""
    return {"deals": rng.choice((1, 1, 2)), "tokens": rng.randint(5, 100)}


class Cards:
    """Where every card is: in a hand, or in a poisson laid on the table."""

    def __init__(self, state: Any) -> None:
        self.n = state.players
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self.laid: list[str] = []

    def event(self, ev: dict[str, Any]) -> None:
        t = ev["type"]
        if t == "deal":
            self.hands = [list(h) for h in ev["hands"]]
            self.laid = []
            one_deck({"hands": [c for h in self.hands for c in h]})
            first = (ev["dealer"] + 1) % self.n
            sizes = [len(self.hands[(first + k) % self.n]) for k in range(self.n)]
            assert sizes == sorted(sizes, reverse=True) and sizes[0] - sizes[-1] <= 1, "dealt one at a time"
        elif t == "ask":
            hand = [card(c) for c in self.hands[ev["seat"]]]
            assert can_ask(hand, card(ev["card"])), f"asked for {ev['card']} holding {hand}"
            assert self.hands[ev["target"]], "asked a seat with no card"
        elif t == "answer":
            assert ev["hit"] == (ev["card"] in self.hands[ev["target"]])
        elif t == "card_moved":
            src = self.hands[ev["from"]]
            assert ev["card"] in src, f"{ev['card']} moved from seat {ev['from']}, who does not hold it"
            src.remove(ev["card"])
            self.hands[ev["to"]].append(ev["card"])
            assert ev["counts"] == [len(h) for h in self.hands]
        elif t == "poisson":
            hand = self.hands[ev["seat"]]
            four = [c for c in hand if RANK[c] == ev["rank"]]
            assert len(four) == 4, f"seat {ev['seat']} lays rank {ev['rank']} holding {four}"
            same_cards(ev["cards"], four, "the poisson")
            self.hands[ev["seat"]] = [c for c in hand if c not in four]
            self.laid += four

    def check(self, state: Any) -> None:
        one_deck({"hands": [c for h in self.hands for c in h], "laid": self.laid})
        pub = state.public_view()
        assert pub["counts"] == [len(h) for h in self.hands]
        assert sorted(r for p in pub["poissons"] for r in p) == sorted({RANK[c] for c in self.laid})
        for s in range(self.n):
            same_cards(state.view(s)["hand"], self.hands[s], f"seat {s}'s hand")
            assert not any(sum(1 for c in self.hands[s] if RANK[c] == r) == 4 for r in range(1, 14)), \
                "a poisson left in a hand"


class Scores:
    """The tokens, kept from the public events alone: a poisson earns one token
    from each other player; a deal's result is n * poissons - 13; the most
    tokens win.  (Each ask is checked with ``can_ask`` by :class:`Cards`, which
    knows the hands.)"""

    def __init__(self, state: Any) -> None:
        self.n = state.players
        self.deals = state.options["deals"]
        self.tokens = [state.options["tokens"]] * self.n
        self.deal = 0
        self.poissons = [0] * self.n
        self.laid_ranks: set[int] = set()
        self.at_deal = list(self.tokens)
        self.over = False

    def event(self, ev: dict[str, Any]) -> None:
        t = ev["type"]
        assert not self.over, f"{t} after the game's end"
        if t == "deal":
            self.deal += 1
            assert ev["deal"] == self.deal <= self.deals
            self.poissons, self.laid_ranks, self.at_deal = [0] * self.n, set(), list(self.tokens)
        elif t == "ask":
            assert ev["seat"] != ev["target"]
            assert RANK[ev["card"]] not in self.laid_ranks, "asked for a card of a laid rank"
        elif t == "poisson":
            assert ev["rank"] not in self.laid_ranks
            self.laid_ranks.add(ev["rank"])
            self.poissons[ev["seat"]] += 1
            assert ev["poissons"] == self.poissons[ev["seat"]] and ev["laid"] == len(self.laid_ranks)
            for s in range(self.n):
                self.tokens[s] += self.n - 1 if s == ev["seat"] else -1
        elif t == "tokens":
            assert ev["from"] == [s for s in range(self.n) if s != ev["seat"]] and ev["amount"] == self.n - 1
            assert ev["tokens"] == self.tokens
        elif t == "deal_end":
            assert len(self.laid_ranks) == 13 and ev["poissons"] == self.poissons
            delta = [self.n * p - 13 for p in self.poissons]
            assert ev["delta"] == delta == [self.tokens[s] - self.at_deal[s] for s in range(self.n)]
            assert ev["tokens"] == self.tokens
        elif t == "game_over":
            assert self.deal == self.deals and ev["totals"] == self.tokens
            assert ev["winners"] == [s for s in range(self.n) if self.tokens[s] == max(self.tokens)]
            self.over = True

    def check(self, state: Any) -> None:
        assert state.totals == self.tokens
        assert state.is_over == self.over


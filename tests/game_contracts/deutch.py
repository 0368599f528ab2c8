"""Deutch's part of the contract tests, written from the rules (docs/rules.md), not from ``redact``.

Who has legitimately seen which card, round by round:

* a new round: nothing of the last one (every card goes back into the deck);
  the rows are dealt face down (nobody sees them), the first discard is public;
* the opening look shows a seat its two chosen cards; a draw shows the drawn
  card to the drawer; a D peek shows the card to its owner;
* every card that lands face up on the discard (a replaced card, a discarded
  card, a right rapidité) is public, and so is a wrong rapidité's card (shown
  to all before it goes back); a card taken from the discard stays known to
  everyone wherever it goes;
* a penalty card and a V swap show nothing; knowledge follows the card;
* when the stock is rebuilt from the discard, the cards that move (all but the
  top) leave everyone's knowledge: their order in the new stock is unknown;
* the end of a round shows every row to all.
"""

from __future__ import annotations

from typing import Any

QUICK_OPTIONS: dict[str, Any] = {"rounds": 2}

# the oracle's own record of the discard pile (oldest first), per ``known`` dict
_DISCARD: dict[int, list[str]] = {}


def oracle(known: dict[int | None, set[str]], event: dict[str, Any]) -> None:
    t = event["type"]
    key = id(known)
    pile = _DISCARD.setdefault(key, [])

    def show_all(c: str | None) -> None:
        if c is not None:
            for who in known:
                known[who].add(c)

    if t == "round_start":
        for who in known:
            known[who] = set()
        pile.clear()
    elif t == "deal":
        pile[:] = [event["discard"]]
        show_all(event["discard"])
    elif t in ("looked",):
        known[event["seat"]].update(event["cards"])
    elif t in ("draw", "peek"):
        known[event["seat"]].add(event["card"])
    elif t == "take_discard":
        assert pile and pile[-1] == event["card"], "the card taken is the top discard"
        pile[-1] = event["old"]
        show_all(event["old"])
    elif t == "replace":
        pile.append(event["old"])
        show_all(event["old"])
    elif t == "discard":
        pile.append(event["card"])
        show_all(event["card"])
    elif t == "rapidite":
        show_all(event["card"])
        if event["right"]:
            pile.append(event["card"])
    elif t == "stock_rebuilt":
        moving, pile[:] = pile[:-1], pile[-1:]
        assert len(moving) == event["count"]
        for who in known:
            known[who] -= set(moving)
    elif t == "round_end":
        for row in event["rows"]:
            for c in row:
                show_all(c)


# ------------------------------------------------------------ fuzz oracles
# Written from the rules (docs/rules.md) for tests/test_fuzz_engines.py: they follow the cards
# through the raw events and the scores through the public events, and never
# read the engine's own accounting (only its views, to compare).

from cardtable.engine import DECK, card  # noqa: E402
from cardtable.engine.deutch import card_points, score_round  # noqa: E402

from ._deck import RANK, one_deck  # noqa: E402

_ALL = [str(c) for c in DECK]


def fuzz_options(rng: Any, players: int) -> dict[str, Any]:
    """One or two rounds (a round ends at the latest after 200 turns); the
    other options at random."""
    return {"rounds": rng.choice((1, 2)), "power_on_replace": rng.random() < 0.5,
            "first_player": rng.randrange(players), "rapidite_ms": rng.choice((500, 3000, 10_000))}


class Cards:
    """Where every card is: in a slot of a row, in the stock, on the discard,
    or in the hand of the player who drew it."""

    def __init__(self, state: Any) -> None:
        self.n = state.players
        self.rows: list[list[str | None]] = [[] for _ in range(self.n)]
        self.stock: set[str] = set()
        self.discard: list[str] = []
        self.drawn: tuple[int, str] | None = None

    def _slot(self, seat: int, slot: int, c: str | None) -> None:
        row = self.rows[seat]
        assert 0 <= slot < len(row) and row[slot] is not None, f"seat {seat} has no card in slot {slot}"
        if c is not None:
            assert row[slot] == c, f"seat {seat}'s slot {slot} holds {row[slot]}, not {c}"

    def _from_stock(self, c: str) -> None:
        assert c in self.stock, f"{c} comes from the stock but is not in it"
        self.stock.remove(c)

    def event(self, ev: dict[str, Any]) -> None:
        t = ev["type"]
        if t == "deal":
            assert [len(r) for r in ev["rows"]] == [4] * self.n
            self.rows = [list(r) for r in ev["rows"]]
            self.discard = [ev["discard"]]
            self.stock = set(_ALL) - {c for r in ev["rows"] for c in r} - {ev["discard"]}
            self.drawn = None
            assert ev["stock"] == len(self.stock) == 52 - 4 * self.n - 1
        elif t == "looked":
            assert ev["slots"][0] != ev["slots"][1]
            for k, c in zip(ev["slots"], ev["cards"], strict=True):
                self._slot(ev["seat"], k, c)
        elif t == "take_discard":
            seat, k = ev["seat"], ev["slot"]
            assert self.discard[-1] == ev["card"], "the card taken is the top discard"
            self._slot(seat, k, ev["old"])
            self.rows[seat][k], self.discard[-1] = ev["card"], ev["old"]
        elif t == "stock_rebuilt":
            assert not self.stock and ev["count"] == len(self.discard) - 1
            self.stock = set(self.discard[:-1])
            self.discard = self.discard[-1:]
            assert ev["stock"] == len(self.stock)
        elif t == "draw":
            assert self.drawn is None
            self._from_stock(ev["card"])
            self.drawn = (ev["seat"], ev["card"])
        elif t == "replace":
            assert self.drawn == (ev["seat"], ev["card"]), f"replaces with {ev['card']}, drew {self.drawn}"
            self._slot(ev["seat"], ev["slot"], ev["old"])
            self.rows[ev["seat"]][ev["slot"]] = ev["card"]
            self.discard.append(ev["old"])
            self.drawn = None
        elif t == "discard":
            assert self.drawn == (ev["seat"], ev["card"]), f"discards {ev['card']}, drew {self.drawn}"
            self.discard.append(ev["card"])
            self.drawn = None
        elif t == "rapidite":
            if ev["slot"] is None:
                assert ev["card"] is None and not ev["right"]
            else:
                self._slot(ev["seat"], ev["slot"], ev["card"])
                assert ev["right"] == (RANK[ev["card"]] == RANK[self.discard[-1]])
                if ev["right"]:
                    self.rows[ev["seat"]][ev["slot"]] = None
                    self.discard.append(ev["card"])
        elif t == "penalty":
            self._from_stock(ev["card"])
            self.rows[ev["seat"]].append(ev["card"])
            assert ev["slot"] == len(self.rows[ev["seat"]]) - 1
        elif t == "swap":
            a, o, j = ev["slot"], ev["other"], ev["other_slot"]
            assert o != ev["seat"]
            self._slot(ev["seat"], a, None)
            self._slot(o, j, None)
            self.rows[ev["seat"]][a], self.rows[o][j] = self.rows[o][j], self.rows[ev["seat"]][a]
        elif t == "peek":
            self._slot(ev["seat"], ev["slot"], ev["card"])
        elif t == "round_end":
            assert ev["rows"] == [[c for c in r if c is not None] for r in self.rows]

    def check(self, state: Any) -> None:
        one_deck({"rows": [c for r in self.rows for c in r if c is not None], "stock": self.stock,
                  "discard": self.discard, "drawn": [] if self.drawn is None else [self.drawn[1]]})
        pub = state.public_view()
        assert pub["discard"] == self.discard and pub["stock_size"] == len(self.stock)
        assert pub["occupied"] == [[c is not None for c in r] for r in self.rows]
        assert pub["drawing"] == (self.drawn is not None)
        for s in range(self.n):
            v = state.view(s)
            assert len(v["hand"]) == len(self.rows[s])
            for k, c in enumerate(v["hand"]):
                assert c is None or c == self.rows[s][k], f"seat {s} sees {c} in slot {k}: {self.rows[s][k]}"
            assert v["drawn"] == (self.drawn[1] if self.drawn is not None and self.drawn[0] == s else None)


class Scores:
    """Round points with ``card_points`` from the rows shown at the round's end,
    scores with ``score_round`` (the caller from the public "Deutch !"), the
    erased score and the totals, from the public events alone."""

    def __init__(self, state: Any) -> None:
        self.n = state.players
        self.rounds = state.options["rounds"]
        self.round = 0
        self.caller: int | None = None
        self.scores: list[list[int]] = []      # per round, per seat
        self.erased: list[list[bool]] = []
        self.over = False

    def event(self, ev: dict[str, Any]) -> None:
        t = ev["type"]
        assert not self.over, f"{t} after the game's end"
        if t == "round_start":
            self.round += 1
            assert ev["round"] == self.round <= self.rounds
            self.caller = None
        elif t == "deutch":
            assert self.caller is None, "Deutch called twice in a round"
            self.caller = ev["seat"]
        elif t == "round_end":
            points = [sum(card_points(card(c)) for c in row) for row in ev["rows"]]
            assert ev["points"] == points and ev["caller"] == self.caller
            scores, erase = score_round(points, self.caller)
            assert ev["scores"] == scores
            erased = None
            if erase:
                cs = self.caller
                assert cs is not None
                open_ = [r for r in range(len(self.scores)) if not self.erased[r][cs]]
                if open_:
                    best = max(open_, key=lambda r: (self.scores[r][cs], -r))
                    self.erased[best][cs] = True
                    erased = {"seat": cs, "round": best + 1, "score": self.scores[best][cs]}
            assert ev["erased"] == erased, (ev["erased"], erased)
            self.scores.append(scores)
            self.erased.append([False] * self.n)
            assert ev["totals"] == self.totals
            if ev["reason"] == "empty":
                assert [] in ev["rows"], "a round ended by an empty row"
        elif t == "game_over":
            assert self.round == self.rounds and ev["totals"] == self.totals
            assert ev["winners"] == [s for s in range(self.n) if self.totals[s] == min(self.totals)]
            self.over = True

    @property
    def totals(self) -> list[int]:
        return [sum(sc[s] for sc, er in zip(self.scores, self.erased, strict=True) if not er[s])
                for s in range(self.n)]

    def check(self, state: Any) -> None:
        assert state.totals == self.totals
        assert state.is_over == self.over


def fuzz_choice(legal: list[Any], rng: Any) -> Any:
    """The fuzzer's pick among the legal actions: rarely "Deutch !" (a call at
    random ends most rounds within a few turns, before the stock is rebuilt or a
    round reaches its turn limit), else any."""
    calls = [a for a in legal if type(a).__name__ == "CallDeutch"]
    if calls and rng.random() < 0.9:
        legal = [a for a in legal if a not in calls] or legal
    return rng.choice(legal)

"""Deutch's part of the contract tests, written from RULES.md (not from ``redact``).

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

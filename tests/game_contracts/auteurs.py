"""Les Auteurs' part of the contract tests, written from RULES.md (not from ``redact``).

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
        for who in known:
            known[who] = set() if who is None else set(event["hands"][who])
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

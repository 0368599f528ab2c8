"""The toy game's part of the contract tests (tests/kit_toy.py)."""

from __future__ import annotations

from typing import Any

QUICK_OPTIONS: dict[str, Any] = {"rounds": 4}


def oracle(known: dict[int | None, set[str]], event: dict[str, Any]) -> None:
    """A draw and a peek show the card to their seat only (a drawn card leaves
    everyone else's knowledge); a face-down choice shows nothing new; a reveal
    shows the chosen cards to all."""
    t = event["type"]
    if t == "draw":
        for key in known:
            if key == event["seat"]:
                known[key].add(event["card"])
            else:
                known[key].discard(event["card"])
    elif t == "peek":
        known[event["seat"]].add(event["card"])
    elif t == "reveal":
        for key in known:
            known[key].update(event["cards"])

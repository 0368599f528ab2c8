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

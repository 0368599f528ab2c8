"""Strict readers for a game's saved fields: anything else than the expected
type and range raises :class:`SaveError` (a ValueError) with a short reason,
so ``load_game`` refuses an inconsistent save instead of crashing later.
Shared by every game's ``_load``."""

from __future__ import annotations

from typing import Any

from .cards import Card, card
from .errors import SaveError

__all__ = ["load_bool", "load_card", "load_cards", "load_int", "load_ints", "load_list"]


def load_int(x: Any, what: str, lo: int, hi: int) -> int:
    """A whole number in ``lo..hi`` (a bool is not a number here)."""
    if isinstance(x, bool) or not isinstance(x, int) or not lo <= x <= hi:
        raise SaveError(f"bad {what}: {x!r}")
    return x


def load_bool(x: Any, what: str) -> bool:
    if not isinstance(x, bool):
        raise SaveError(f"bad {what}: {x!r}")
    return x


def load_list(x: Any, what: str, n: int | None = None) -> list[Any]:
    """A list (of length ``n`` when given)."""
    if not isinstance(x, list) or (n is not None and len(x) != n):
        raise SaveError(f"bad {what}: {x!r}")
    return x


def load_ints(x: Any, what: str, lo: int, hi: int) -> list[int]:
    return [load_int(v, what, lo, hi) for v in load_list(x, what)]


def load_card(t: Any) -> Card:
    """A card string ("QH", "10S")."""
    if not isinstance(t, str):
        raise SaveError(f"not a card: {t!r}")
    try:
        return card(t)
    except ValueError:
        raise SaveError(f"not a card: {t!r}") from None


def load_cards(x: Any, what: str, n: int | None = None) -> list[Card]:
    return [load_card(t) for t in load_list(x, what, n)]

"""The base card width of a table: the one size every other one on the table
is a multiple of (see :mod:`cardtable.ui.table.geometry`).

A module of its own, light (no dataclass, no Qt), because the window's first
frame needs it: the felt's ring is drawn in card widths before the rest of
the table kit is imported (:mod:`cardtable.ui.table.view`)."""

from __future__ import annotations

__all__ = ["MAX_W", "MIN_W", "card_width"]

MIN_W, MAX_W = 34.0, 190.0


def card_width(width: float, height: float, card_scale: float = 1.0) -> float:
    """The base card width ``w`` of a table ``width`` x ``height`` (at least
    200 x 200): the card size setting scales the card; whatever the scale, the
    hands stay off the central play area (7.3 card widths tall, 10.4 wide at
    most)."""
    W, H = max(width, 200.0), max(height, 200.0)  # noqa: N806
    return max(MIN_W, min(min(W / 13.5, H / 8.6) * card_scale, W / 10.4, H / 7.3, MAX_W))

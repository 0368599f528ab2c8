"""Whose poissons are these?  The measure the Les Auteurs tests apply to a
seat's line of books (tests/test_geometry.py on the bare geometry,
tests/test_auteurs_table.py in a real window): every card of the line lies
some way from every other seat's plate and clearly nearer its own plate (the
person's: or their hand's place, their books lie above it) than any other.

The margins, in poisson card widths ``w``:

* ``CLEAR`` (half a card): the least felt between a poisson and another
  seat's plate.  The play-tester's Chloé laid a poisson 10 px (a fifth of a
  card) from Jules' plate, just above his name, and the family read it as
  his; half a card of felt parts the two at a glance.
* ``NEARER`` (a quarter of a card) and ``RATIO`` (half as far again): the
  nearest other plate lies further than the card's own by a quarter of a
  card and by half its distance at least.  Nearness reads by proportion:
  12 px against 24 px reads at once, 100 px against 112 px does not.  The
  tester's case (39 px from Chloé's plate, 10 px from Jules') fails all
  three.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF, QTransform

CLEAR, NEARER, RATIO = 0.5, 0.25, 1.5


def _corners(poly: QPolygonF) -> list[QPointF]:
    points = [poly.at(i) for i in range(poly.size())]
    if len(points) > 1 and points[0] == points[-1]:
        points.pop()
    return points


def _segment(p: QPointF, a: QPointF, b: QPointF) -> float:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / length))
    return math.hypot(a.x() + t * dx - p.x(), a.y() + t * dy - p.y())


def gap(a: QPolygonF | QRectF, b: QPolygonF | QRectF) -> float:
    """The distance between two convex shapes (0 when they meet); upright
    rectangles given as such are measured at once."""
    if isinstance(a, QRectF) and isinstance(b, QRectF):
        return math.hypot(max(0.0, a.left() - b.right(), b.left() - a.right()),
                          max(0.0, a.top() - b.bottom(), b.top() - a.bottom()))
    a, b = (QPolygonF(x) if isinstance(x, QRectF) else x for x in (a, b))
    if a.intersects(b):
        return 0.0
    ca, cb = _corners(a), _corners(b)
    ea = list(zip(ca, ca[1:] + ca[:1], strict=True))
    eb = list(zip(cb, cb[1:] + cb[:1], strict=True))
    return min(min(_segment(p, s, t) for p in ca for s, t in eb), min(_segment(p, s, t) for p in cb for s, t in ea))


def card_place(centre: QPointF, width: float, angle: float, ratio: float) -> QPolygonF | QRectF:
    """A card's outline: an upright rectangle when it lies square to the table."""
    if abs(angle % 90) < 1e-6:
        hw, hh = width / 2, width * ratio / 2
        if abs(angle % 180) > 1e-6:
            hw, hh = hh, hw
        return QRectF(centre.x() - hw, centre.y() - hh, 2 * hw, 2 * hh)
    t = QTransform().translate(centre.x(), centre.y()).rotate(angle)
    return t.map(QPolygonF(QRectF(-width / 2, -width * ratio / 2, width, width * ratio)))


def rect_shape(centre: QPointF, w: float, h: float) -> QRectF:
    return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)


def reading(card: QPolygonF | QRectF, own: list[QPolygonF | QRectF], others: list[QPolygonF | QRectF],
            w: float) -> tuple[float, float, float]:
    """(distance to the card's own marks, to the nearest other plate, the
    least that nearest one must be)."""
    mine = min(gap(card, o) for o in own)
    nearest = min(gap(card, o) for o in others)
    return mine, nearest, max(CLEAR * w, mine + NEARER * w, mine * RATIO)

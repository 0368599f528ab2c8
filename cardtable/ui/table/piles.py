"""Piles of cards that lay themselves out, as KDE's ``KCardPile::cardPositions()``.

A :class:`Pile` is an ordered list of card items with a *kind*; the kind names
a :class:`PileLayout` in a registry, and the layout computes, from the pile and
the table's :class:`~cardtable.ui.table.geometry.TableGeometry` alone, where
each card rests: ``(pos, rotation, z, width)``.  No scene, no painting, so the
layouts are tested with bare numbers (``tests/test_piles.py``).

Kinds shipped with the table (constants of this module):

=============  ===============================================================
``HAND``       a fanned hand at its seat, squeezed to the seat's fan room
``ROW``        a row (a grid when it is too long) with *stable slots*
``TRICK``      each card at its player's trick spot (``item.seat``)
``STACK``      won tricks: one card per trick in a short overlapping row
``WON``        face-up won cards in a row, grouped by fives to count them
``BOOKS``      books of four: each group of four cards fanned, books apart
``COUNT``      a face-down pile drawn compact, with a count badge
``SLOT``       a single card beside a seat (a target card, a drawn card)
``STOCK``      the draw pile at the centre, left
``DISCARD``    the discard pile at the centre, right of the stock
``CENTER``     a squared pile at ``pile.point`` or the centre (the deck)
=============  ===============================================================

A game adds its own kind without editing this file::

    class Diagonal(PileLayout):
        def targets(self, pile, geo):
            ...
    register_layout("diagonal", Diagonal())
    scene.pile("mine", "diagonal", seat)

Stable slots (``ROW`` and any layout with ``slotted = True``): each card has a
slot number kept in the pile (:meth:`Pile.slot_of`).  A card moved in without a
slot goes at the end (one past the highest slot); a card moved in with
``slot=k`` takes that place (a card replaced in place keeps its slot); a card
taken out leaves its slot empty, and the others do not move.  ``min_slots``
keeps empty places visible (and droppable) at the start of a game.

Decisions: every size is a multiple of the geometry's card widths; z values
keep today's bands (stacks 50, hands and rows 100, centre piles 200, trick 300)
so piles of different kinds overlap the way they always did.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF

from cardtable.ui.cards import CARD_RATIO
from cardtable.ui.table.geometry import SeatGeom, TableGeometry, card_extent

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsPixmapItem

__all__ = [
    "BOOKS", "CENTER", "COUNT", "DISCARD", "HAND", "ROW", "SLOT", "STACK", "STOCK", "TRICK", "WON",
    "Books", "Centre", "Count", "Fan", "Pile", "PileLayout", "Row", "Single", "TrickLayout", "WonRow",
    "WonStack", "Target", "layout_for", "register_layout", "registered_kinds",
]

HAND, TRICK, STACK, ROW, CENTER = "hand", "trick", "stack", "row", "center"
WON, BOOKS, COUNT, SLOT, STOCK, DISCARD = "won", "books", "count", "slot", "stock", "discard"

#: (pos, rotation in degrees, z, card width)
Target = tuple[QPointF, float, float, float]


class Pile:
    """An ordered list of card items with a layout kind (and, for slotted
    kinds, a stable slot per card)."""

    def __init__(self, key: str, kind: str, seat: int | None = None) -> None:
        self.key, self.kind, self.seat = key, kind, seat
        self.items: list[Any] = []            # CardItem (any object with the item's API in tests)
        self.face_up: bool | None = None      # None: leave each card as it is
        self.point: QPointF | None = None     # a place chosen by the game (CENTER, STACK, COUNT, SLOT…)
        self.fan: QGraphicsPixmapItem | None = None  # a resting fan of backs, drawn as one image
        self.badge: Any = None                # the count badge item of a COUNT pile (scene's)
        #: the pile's name written on the felt beside it ("Discard"), translated
        #: by the game; "" for none (the scene keeps the label item)
        self.label = ""
        self.label_item: Any = None
        self.min_slots = 0                    # slotted piles: empty places shown from the start
        #: TRICK piles: once face up, the side seats' cards lie upright too,
        #: beside the top and bottom ones (a revealed battle read by everyone:
        #: a 6 and a 9 told apart)
        self.upright_face_up = False
        #: TRICK piles: each seat's cards upright, pushed out from the middle
        #: towards their player until no two seats' cards touch (a draw for
        #: the dealer at five players: every index in sight)
        self.apart = False
        self._slots: dict[int, int] = {}      # id(item) -> slot

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[Any]:
        return iter(list(self.items))

    def __repr__(self) -> str:
        return f"<Pile {self.key} {self.kind} seat={self.seat} n={len(self.items)}>"

    @property
    def layout(self) -> PileLayout:
        return layout_for(self.kind)

    # ---------------------------------------------------------------- slots
    def slot_of(self, item: Any) -> int | None:
        """The card's slot: its stable slot in a slotted pile, else its index."""
        if item not in self.items:
            return None
        if not self.layout.slotted:
            return self.items.index(item)
        self._fill_slots()
        return self._slots[id(item)]

    def item_at_slot(self, slot: int) -> Any | None:
        """The card in ``slot`` (a slotted pile), or None for an empty slot."""
        if not self.layout.slotted:
            return self.items[slot] if 0 <= slot < len(self.items) else None
        self._fill_slots()
        found = [i for i in self.items if self._slots[id(i)] == slot]
        return found[-1] if found else None

    @property
    def slot_count(self) -> int:
        """The number of places of a slotted pile (empty ones included)."""
        if not self.layout.slotted:
            return len(self.items)
        self._fill_slots()
        top = max(self._slots.values(), default=-1) + 1
        return max(top, self.min_slots)

    def set_slot(self, item: Any, slot: int | None) -> None:
        """Put ``item`` (already in the pile) in ``slot`` (None: at the end)."""
        self._slots.pop(id(item), None)
        if slot is not None:
            self._slots[id(item)] = int(slot)
        self._fill_slots()

    def forget(self, item: Any) -> None:
        """``item`` left the pile: its slot becomes empty."""
        self._slots.pop(id(item), None)

    def _fill_slots(self) -> None:
        live = {id(i) for i in self.items}
        for k in [k for k in self._slots if k not in live]:
            del self._slots[k]
        for item in self.items:
            if id(item) not in self._slots:
                self._slots[id(item)] = max(self._slots.values(), default=-1) + 1


class PileLayout:
    """Where the cards of one kind of pile rest.

    Subclasses implement :meth:`targets`; the class attributes tell the scene
    how to draw the pile at rest.
    """

    #: each card but the last shows only the strip its neighbour leaves
    strips = False
    #: a squared pile: only the bottom card casts a shadow
    single_shadow = False
    #: a resting pile of backs may be drawn as one image
    fan_image = False
    #: cards keep stable slots (see :class:`Pile`)
    slotted = False
    #: a number is shown on the pile
    badge = False

    def targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        raise NotImplementedError

    def anchor(self, pile: Pile, geo: TableGeometry) -> Target:
        """Where the pile's first card goes (for an empty pile's area)."""
        return (QPointF(pile.point or geo.center), 0.0, 0.0, geo.w)

    def slot_targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        """One target per place (slotted piles: empty slots too; others: the cards)."""
        return self.targets(pile, geo)

    def area(self, pile: Pile, geo: TableGeometry) -> QRectF:
        """The pile's area: its places, or its anchor's card when empty."""
        rect = QRectF()
        for pos, rot, _z, width in self.slot_targets(pile, geo) or [self.anchor(pile, geo)]:
            rect = rect.united(_card_rect(pos, width, rot))
        return rect

    def slot_at(self, pile: Pile, geo: TableGeometry, point: QPointF) -> int | None:
        """The place under ``point`` (topmost first), or None."""
        places = self.slot_targets(pile, geo)
        for i in sorted(range(len(places)), key=lambda k: -places[k][2]):
            pos, rot, _z, width = places[i]
            if _card_rect(pos, width, rot).contains(point):
                return i
        return None

    def badge_pos(self, pile: Pile, geo: TableGeometry) -> QPointF | None:
        return None

    def plate_offset(self, pile: Pile, geo: TableGeometry) -> QPointF:
        """How far the seat's name plate moves to stay clear of this pile (none)."""
        return QPointF(0, 0)

    def label_pos(self, pile: Pile, geo: TableGeometry) -> QPointF | None:
        """Where the pile's :attr:`Pile.label` is centred: just above its
        anchor card (None: nowhere)."""
        pos, rot, _z, width = self.anchor(pile, geo)
        _hx, hy = card_extent(width, rot)
        return QPointF(pos.x(), pos.y() - hy - width * 0.17)


def _card_rect(pos: QPointF, width: float, rotation: float) -> QRectF:
    hx, hy = card_extent(width, rotation)
    return QRectF(pos.x() - hx, pos.y() - hy, 2 * hx, 2 * hy)


def _seat(pile: Pile, geo: TableGeometry) -> SeatGeom | None:
    return geo.seats.get(pile.seat) if pile.seat is not None else None


def _line(base: QPointF, direction: QPointF, offsets: list[float], angle: float, z0: float,
          width: float) -> list[Target]:
    return [(QPointF(base.x() + direction.x() * o, base.y() + direction.y() * o), angle, z0 + i, width)
            for i, o in enumerate(offsets)]


class Fan(PileLayout):
    """``HAND``: a fan centred on the seat's hand anchor, squeezed into its room
    (the viewer's cards further apart than the others')."""

    strips = True
    fan_image = True

    def targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        g, n = _seat(pile, geo), len(pile.items)
        if g is None:
            return Centre().targets(pile, geo)
        if n == 0:
            return []
        cw = g.card_w
        step_max = cw * (0.62 if g.position == 0 else 0.30)
        step = step_max if n < 2 else min(step_max, max(cw * 0.12, (g.fan_room - cw) / (n - 1)))
        start = -step * (n - 1) / 2
        return _line(g.hand, g.along, [start + i * step for i in range(n)], g.angle, 100, cw)

    def anchor(self, pile: Pile, geo: TableGeometry) -> Target:
        g = _seat(pile, geo)
        return super().anchor(pile, geo) if g is None else (g.hand, g.angle, 100, g.card_w)


def reading_along(along: QPointF) -> QPointF:
    """``along`` (a seat's direction along its cards), turned if need be so
    that it reads as the person at the screen reads: rightwards, or for a
    line nearer upright than level (a side seat's), downwards."""
    x, y = along.x(), along.y()
    backwards = x < 0 if abs(x) >= abs(y) + 1e-6 else y < 0
    return QPointF(-x, -y) if backwards else QPointF(x, y)


class Row(PileLayout):
    """``ROW``: cards side by side at the seat's row anchor, one place per slot
    (empty slots keep their place).  A row longer than the seat's room first
    narrows its cards (down to :attr:`MIN_FIT` of the seat's card width) to
    stay on one line; longer still, it wraps into a grid whose further lines
    go towards the centre, and the seat's name plate moves inwards by as
    much (:meth:`plate_offset`), so that it never covers its own cards.

    Every row lies in reading order for the person at the screen: its
    first slot at the left and the next ones to the right, a row standing
    along a side of the table from the top down (:func:`reading_along`).
    A card's number (its slot + 1, what the hints, the last moves and the
    keys say) is then its place counted as that person reads the row, in
    every row, theirs and the other players' alike: "Léa's card 1" is the
    first of Léa's cards from the left as seen from the bottom seat, not
    the first from Léa's own left (her row faces the other way)."""

    slotted = True
    MIN_FIT = 0.72

    def _frame(self, pile: Pile, geo: TableGeometry, count: int) -> tuple[
            QPointF, QPointF, QPointF, float, float, int, float]:
        """(base, along, out, angle, card width, columns, line step) of a row of ``count`` places."""
        g = _seat(pile, geo)
        if g is None:
            base, along, out, angle, cw, room = (QPointF(pile.point or geo.center), QPointF(1, 0), QPointF(0, 1),
                                                 0.0, geo.w, geo.rect.width() * 0.5)
        else:
            base, along, out, angle, cw, room = (QPointF(pile.point or g.row), reading_along(g.along), g.out,
                                                 g.angle, g.card_w, g.fan_room)
        n = max(1, count)
        need = cw * (1 + 1.08 * (n - 1))
        if need > room:
            cw *= max(self.MIN_FIT, room / need)
        step = cw * 1.08
        cols = max(1, min(n, int((room - cw) / step + 1e-6) + 1))
        return base, along, out, angle, cw, cols, cw * CARD_RATIO * 1.06

    def plate_offset(self, pile: Pile, geo: TableGeometry) -> QPointF:
        """How far the seat's plate moves (scene units) so that it stays clear
        of the row: inwards by the lines the row wrapped into (none at the
        bottom, where the plate sits beside the row)."""
        g = _seat(pile, geo)
        count = pile.slot_count
        if g is None or g.position == 0 or count == 0:
            return QPointF(0, 0)
        _b, _a, out, _ang, _cw, cols, line_step = self._frame(pile, geo, count)
        lines = (count - 1) // cols + 1
        depth = (lines - 1) * line_step
        return QPointF(-out.x() * depth, -out.y() * depth)

    def _places(self, pile: Pile, geo: TableGeometry, count: int) -> list[Target]:
        if count == 0:
            return []
        base, along, out, angle, cw, cols, line_step = self._frame(pile, geo, count)
        step = cw * 1.08
        out_targets: list[Target] = []
        for k in range(count):
            line, col = divmod(k, cols)
            off = -step * (cols - 1) / 2 + col * step      # columns aligned from line to line
            # further lines go inwards, towards the table centre
            o = -line * line_step
            pos = QPointF(base.x() + along.x() * off + out.x() * o, base.y() + along.y() * off + out.y() * o)
            out_targets.append((pos, angle, 100 + k, cw))
        return out_targets

    def slot_targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        return self._places(pile, geo, pile.slot_count)

    def targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        places = self.slot_targets(pile, geo)
        return [places[pile.slot_of(item) or 0] for item in pile.items]

    def anchor(self, pile: Pile, geo: TableGeometry) -> Target:
        g = _seat(pile, geo)
        return super().anchor(pile, geo) if g is None else (QPointF(pile.point or g.row), g.angle, 100, g.card_w)


class TrickLayout(PileLayout):
    """``TRICK``: each card at its player's trick spot (``item.seat``), turned
    the way its player put it down when that is a quarter turn.  A pile with
    ``upright_face_up`` lays its face-up cards upright (the top seat's too):
    a side seat's card then lies level with the middle, just clear of the top
    and bottom cards."""

    def targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        if pile.apart:
            return self._apart(pile, geo)
        out: list[Target] = []
        upright = pile.upright_face_up and bool(pile.face_up)
        for i, item in enumerate(pile.items):
            seat = getattr(item, "seat", None)
            g = geo.seats.get(seat) if seat is not None else None
            if g is None:
                out.append((QPointF(geo.center), 0.0, 300 + i, geo.w))
            elif upright:
                if abs(g.trick.x() - geo.center.x()) > abs(g.trick.y() - geo.center.y()):   # a side seat
                    side = 1.0 if g.trick.x() >= geo.center.x() else -1.0
                    spot = QPointF(geo.center.x() + side * geo.w * 1.12, geo.center.y())
                else:
                    spot = QPointF(g.trick)
                out.append((spot, 0.0, 300 + i, geo.w))
            else:
                out.append((QPointF(g.trick), g.quarter_angle, 300 + i, geo.w))
        return out


    @staticmethod
    def _apart(pile: Pile, geo: TableGeometry) -> list[Target]:
        """Upright cards, each seat's in the direction of its trick spot, as
        near the middle as leaves a gap between any two seats' cards (a
        seat's later cards lie on its first: a redraw on the card it
        replaces)."""
        w, h = geo.w, geo.w * CARD_RATIO
        gap = geo.w * 0.12
        c = geo.center
        seats = sorted({s for s in (getattr(i, "seat", None) for i in pile.items) if s in geo.seats})
        dirs = {s: geo.seats[s].trick - c for s in seats}

        def clear(k: float) -> bool:
            spots = [c + dirs[s] * k for s in seats]
            return all(abs(a.x() - b.x()) >= w + gap or abs(a.y() - b.y()) >= h + gap
                       for i, a in enumerate(spots) for b in spots[i + 1:])
        k = 1.0
        while k < 4.0 and not clear(k):
            k += 0.05
        out: list[Target] = []
        for i, item in enumerate(pile.items):
            seat = getattr(item, "seat", None)
            spot = c + dirs[seat] * k if seat in dirs else QPointF(c)
            out.append((spot, 0.0, 300 + i, geo.w))
        return out


class WonStack(PileLayout):
    """``STACK``: won tricks, one card per trick overlapping in a short row
    from the seat's won anchor (or ``pile.point``), so they can be counted."""

    def targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        g = _seat(pile, geo)
        if g is None:
            return Centre().targets(pile, geo)
        base = pile.point or g.won
        cw = g.won_w or geo.w * 0.62
        step = cw * 0.22
        return _line(base, g.along, [i * step for i in range(len(pile.items))],
                     g.angle if g.position else 0.0, 50, cw)

    def anchor(self, pile: Pile, geo: TableGeometry) -> Target:
        g = _seat(pile, geo)
        if g is None:
            return super().anchor(pile, geo)
        return (QPointF(pile.point or g.won), g.angle if g.position else 0.0, 50, g.won_w)


def _squeeze(offsets: list[float], room: float) -> list[float]:
    """Scale ``offsets`` (from 0, increasing) down so the last fits in ``room``."""
    last = offsets[-1] if offsets else 0.0
    if last <= room or last <= 0:
        return offsets
    k = max(room, 0.0) / last
    return [o * k for o in offsets]


class WonRow(PileLayout):
    """``WON``: face-up won cards in a row from the seat's won anchor, each
    showing its index, with a wider gap after every fifth card so the count is
    read at a glance; squeezed (gaps and all) into the seat's won room."""

    def targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        g = _seat(pile, geo)
        if g is None:
            return Centre().targets(pile, geo)
        cw = g.won_w
        offsets = [i * cw * 0.24 + (i // 5) * cw * 0.22 for i in range(len(pile.items))]
        offsets = _squeeze(offsets, g.won_room)
        return _line(pile.point or g.won, g.along, offsets, g.angle if g.position else 0.0, 50, cw)

    anchor = WonStack.anchor


class Books(PileLayout):
    """``BOOKS``: cards grouped by four (in the order they came in), each book a
    tight fan, books side by side on the seat's books line (centred on
    ``books``, :attr:`~cardtable.ui.table.geometry.SeatGeom.books_room` long):
    the seat's own place, clear of every hand, plate and other seat's books.
    When they do not fit, the books first come closer (down to 0.58 of a
    card apart), then each book closes up too (its cards 0.04 of a card
    apart, books 0.32 apart: each book's top card still shows its index),
    so that the thirteen books of a deal fit in any seat's line (on a line
    shorter still, they come closer again rather than leave it)."""

    INNER, GAP = 0.16, 0.18        # a book's cards apart, books apart (card widths)
    CLOSE = (0.58, 0.16)           # books apart, cards apart: the first squeeze's floor
    TIGHT = (0.32, 0.04)           # the last one's

    def offsets(self, count: int, cw: float, room: float) -> list[float]:
        """Each card's distance from the line's first card, ``count`` cards in
        books of four, squeezed into ``room``."""
        books = math.ceil(count / 4)
        inner = cw * self.INNER
        book = cw * (1.0 + 3 * self.INNER + self.GAP)
        last = count - 1
        tail = (last % 4) * inner              # the last book's own spread

        def length(step: float, spread: float) -> float:
            return (books - 1) * step + (last % 4) * spread
        if books > 1 and length(book, inner) > room:
            close, tight = (cw * self.CLOSE[0], cw * self.CLOSE[1]), (cw * self.TIGHT[0], cw * self.TIGHT[1])
            if length(*close) <= room:
                book = max(close[0], (room - tail) / (books - 1))
            else:
                # from the close floor to the tight one, both shrinking together
                full, least = length(*close), length(*tight)
                t = 1.0 if full <= least else min(1.0, max(0.0, (full - room) / (full - least)))
                book = close[0] + (tight[0] - close[0]) * t
                inner = close[1] + (tight[1] - close[1]) * t
                if least > room:        # a line shorter still: the books stay in it, closer
                    book = max(0.0, (room - (last % 4) * inner) / (books - 1))
        offsets = [(i // 4) * book + (i % 4) * inner for i in range(count)]
        span = offsets[-1] if offsets else 0.0
        if span > room:                 # shorter than a book's own spread: every card closer, still in it
            offsets = [x * max(0.0, room) / span for x in offsets]
        return offsets

    def targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        g = _seat(pile, geo)
        if g is None:
            return Centre().targets(pile, geo)
        cw = g.won_w
        offsets = self.offsets(len(pile.items), cw, g.books_room)
        if pile.point is not None:
            return _line(pile.point, g.books_along, offsets, g.books_angle, 50, cw)
        span = offsets[-1] if offsets else 0.0
        start = g.books - g.books_along * (span / 2)
        return _line(start, g.books_along, offsets, g.books_angle, 50, cw)

    def anchor(self, pile: Pile, geo: TableGeometry) -> Target:
        g = _seat(pile, geo)
        if g is None:
            return Centre().anchor(pile, geo)
        return (QPointF(pile.point or g.books), g.books_angle, 50, g.won_w)


class Centre(PileLayout):
    """``CENTER``: a squared pile at ``pile.point`` or the table centre, its
    thickness readable (a fraction of a pixel per card, at most twenty)."""

    single_shadow = True

    def base(self, pile: Pile, geo: TableGeometry) -> QPointF:
        return QPointF(pile.point or geo.center)

    def width(self, pile: Pile, geo: TableGeometry) -> float:
        return geo.w

    def targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        base, w = self.base(pile, geo), self.width(pile, geo)
        out: list[Target] = []
        for i in range(len(pile.items)):
            d = min(i, 20) * w * 0.006
            out.append((QPointF(base.x() - d, base.y() - d), 0.0, 200 + i, w))
        return out

    def anchor(self, pile: Pile, geo: TableGeometry) -> Target:
        return (self.base(pile, geo), 0.0, 200, self.width(pile, geo))


class Stock(Centre):
    """``STOCK``: the draw pile, left of the centre."""

    badge = True

    def base(self, pile: Pile, geo: TableGeometry) -> QPointF:
        return QPointF(pile.point or geo.stock)

    def badge_pos(self, pile: Pile, geo: TableGeometry) -> QPointF | None:
        pos, _r, _z, w = self.anchor(pile, geo)
        return QPointF(pos.x(), pos.y() + w * CARD_RATIO / 2)


class Discard(Centre):
    """``DISCARD``: the discard pile, right of the stock, top card face up."""

    def base(self, pile: Pile, geo: TableGeometry) -> QPointF:
        return QPointF(pile.point or geo.discard)


class Count(Centre):
    """``COUNT``: a face-down pile drawn compact at ``pile.point``, or the
    seat's won anchor, or the centre; a badge shows how many cards it holds."""

    badge = True

    def base(self, pile: Pile, geo: TableGeometry) -> QPointF:
        g = _seat(pile, geo)
        return QPointF(pile.point or (g.won if g is not None else geo.center))

    def width(self, pile: Pile, geo: TableGeometry) -> float:
        g = _seat(pile, geo)
        return g.won_w if g is not None else geo.w

    def badge_pos(self, pile: Pile, geo: TableGeometry) -> QPointF | None:
        pos, _r, _z, w = self.anchor(pile, geo)
        return QPointF(pos.x() + w * 0.32, pos.y() + w * CARD_RATIO * 0.36)


class Single(PileLayout):
    """``SLOT``: one card beside a seat (a target card, a drawn card); more
    than one are squared on one another, the last on top."""

    def targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        pos, angle, z, w = self.anchor(pile, geo)
        return [(QPointF(pos), angle, z + i, w) for i in range(len(pile.items))]

    def anchor(self, pile: Pile, geo: TableGeometry) -> Target:
        g = _seat(pile, geo)
        if g is None:
            return (QPointF(pile.point or geo.center), 0.0, 150, geo.w)
        return (QPointF(pile.point or g.slot), g.angle if g.position else 0.0, 150, g.slot_w)


_LAYOUTS: dict[str, PileLayout] = {}


def register_layout(kind: str, layout: PileLayout, replace: bool = False) -> None:
    """Make ``kind`` available to ``scene.pile(key, kind, seat)``.  A game
    registers its own kinds when its table module is imported; replacing a
    kind already registered needs ``replace=True``."""
    if not kind or not isinstance(layout, PileLayout):
        raise TypeError("register_layout(kind: str, layout: PileLayout)")
    if kind in _LAYOUTS and not replace and _LAYOUTS[kind] is not layout:
        raise ValueError(f"pile kind {kind!r} is already registered")
    _LAYOUTS[kind] = layout


def layout_for(kind: str) -> PileLayout:
    try:
        return _LAYOUTS[kind]
    except KeyError:
        raise KeyError(f"unknown pile kind {kind!r}; known: {sorted(_LAYOUTS)}") from None


def registered_kinds() -> tuple[str, ...]:
    return tuple(sorted(_LAYOUTS))


for _kind, _layout in ((HAND, Fan()), (ROW, Row()), (TRICK, TrickLayout()), (STACK, WonStack()),
                       (WON, WonRow()), (BOOKS, Books()), (COUNT, Count()), (SLOT, Single()),
                       (STOCK, Stock()), (DISCARD, Discard()), (CENTER, Centre())):
    register_layout(_kind, _layout)

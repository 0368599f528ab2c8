"""Where things go on the table: a pure function of the table's size.

:func:`table_geometry` takes the table size, the number of players, the seat
drawn at the bottom (the person in front of the screen) and a card-size
factor, and returns a :class:`TableGeometry`: named anchors for the centre
(``center``, ``stock``, ``discard``, ``middle``, the play area) and, per seat, a
:class:`SeatGeom` (``hand``/``anchor``, ``row``, ``won``, ``books``, ``slot``,
``plate``, ``trick``, the seat's ``angle`` and its ``along``/``out`` unit
vectors, card widths and the room each line of cards may use).  No scene, no
items, no side effects: the scene calls it again on every resize, tests call
it with bare numbers (``tests/test_geometry.py``).

Decisions:

* Everything is measured in *card units*: the base card width ``w`` follows
  the table size (``min(W / 13.5, H / 8.6)``, times ``card_scale`` — the card
  size setting, 0.82 to 1.2 — but never more than ``W / 10.4`` or ``H / 7.3``
  so that the largest cards stay off the play area, clamped to 34..190 px)
  and every distance is a multiple of it.
* Seats are drawn clockwise from ``bottom_seat`` at the bottom; position ``p``
  sits at the angle ``360 * p / players`` degrees, on an ellipse inset by half
  a card so that a hand never leaves the table whatever its angle.
* The viewer's hand is larger (``big_w = 1.18 w``) and their name plate sits
  to the left of the hand; every other plate goes inward from its hand.
* ``row`` is the hand's place: a game lays out either a hand or a row of
  cards with fixed slots in front of a seat (Deutch's four face-down cards
  replace the hand).  ``slot`` is one card beside
  the plate, mirroring the won pile (the viewer's is right of the hand).
* ``stock`` and ``discard`` lie side by side at the centre, where the trick
  is played in trick-taking games (a game has one or the other).
  ``middle`` is the place of those two cards: the centre's cards, where a
  card passed from hand to hand lies on its way (Les Auteurs' asks).
* ``won_room``: the length a line of won cards may use from ``won`` along
  ``along`` without leaving the table or running over the hand.
* ``books`` is the centre of a line of books of four (Les Auteurs' poissons)
  laid in front of the seat, between its plate and the centre (the viewer's
  above the hand), along ``along``; ``books_room`` is the line's length (from
  its first card's centre to its last's).  Each seat's line is its own: the
  line lies over no hand, no plate, no other seat's line and not over the
  ``middle`` (where cards fly between hands, and where a line of books
  would belong to nobody), and stays on the table (:func:`_books_lines`
  tries a few places in turn), whatever the table's size and the count of
  players, so that books never stray into a neighbour's place or the
  centre.  Only a line the middle would leave too short for seven books at
  their closest (large cards on a small table) may lie over the middle's
  edge, never across it.  Whose books they are reads at a glance: every
  card of a line lies half a book's width at least from every other seat's
  plate and hand, and nearer its own plate (the viewer's: or hand) than
  any of them, by a quarter of a book's width and half as far again at
  least, measured between the shapes, not their centres; a seat left or
  right of the middle keeps its line on its own half of the table.  Where
  no line along ``along`` can (a table of five: the front of a side seat's
  plate is near its neighbour's, a top seat's line along its hand would run
  into the middle), the line runs left to right hugging the plate (the top
  seats': between the plate and the hand), its cards upright
  (``books_upright``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from cardtable.ui.cards import CARD_RATIO
from cardtable.ui.table.sizing import card_width

__all__ = ["SeatGeom", "TableGeometry", "card_extent", "card_width", "table_geometry"]

BIG = 1.18          # the viewer's cards, in base card widths
OPPONENT = 0.74     # the other hands
WON = 0.62          # won tricks, books, face-down counts
SLOT = 0.74         # a single card beside a seat
PLATE_RISE = 0.2    # a plate's second status line: how much it grows each way, in plate heights
# whose books they are (see _reads_as_own), in book widths: the least gap
# between a seat's books and another seat's plate or hand; how much further
# off than its own plate the nearest of them lies, at least; and how many
# times as far, at least
BOOKS_CLEAR, BOOKS_NEARER, BOOKS_RATIO = 0.5, 0.25, 1.5


@dataclass
class SeatGeom:
    """One seat's anchors (scene coordinates) and sizes."""

    seat: int
    position: int          # 0 = bottom, then clockwise
    angle: float           # degrees: card rotation at this seat (0 bottom, 90 left, ...)
    anchor: QPointF        # centre of the hand (also the row's centre)
    out: QPointF           # unit vector from the table centre towards the seat
    along: QPointF         # unit vector along the hand (the cards' local x)
    card_w: float          # card width of this seat's hand
    fan_room: float        # length available for the hand's fan (or row)
    plate: QPointF         # centre of the name plate
    trick: QPointF         # where this seat's card of the trick lies
    won: QPointF           # where this seat's won cards / tricks pile up
    slot: QPointF = field(default_factory=QPointF)   # a single card (target, drawn card)
    won_w: float = 0.0     # card width of won cards, books and counts
    slot_w: float = 0.0    # card width of the single slot
    won_room: float = 0.0  # length from ``won`` along ``along`` for won cards
    books: QPointF = field(default_factory=QPointF)   # centre of the line of books of four
    books_room: float = 0.0  # that line's length (first card's centre to the last's)
    books_upright: bool = False  # the line runs left to right, its cards upright (a crowded seat)

    @property
    def hand(self) -> QPointF:
        return QPointF(self.anchor)

    @property
    def row(self) -> QPointF:
        return QPointF(self.anchor)

    def books_shape(self, room: float | None = None, margin: float = 0.0) -> QPolygonF:
        """The rectangle (turned with the seat) a line of books ``room`` long
        (default: :attr:`books_room`) covers, cards included, grown by
        ``margin`` on every side."""
        length = (self.books_room if room is None else room) + self.won_w + 2 * margin
        return _box(self.books, self.books_along, self.books_out, length, self.won_w * CARD_RATIO + 2 * margin)

    @property
    def books_along(self) -> QPointF:
        """The direction of the line of books (see :attr:`books_upright`)."""
        return QPointF(1.0, 0.0) if self.books_upright else QPointF(self.along)

    @property
    def books_out(self) -> QPointF:
        return QPointF(0.0, 1.0) if self.books_upright else QPointF(self.out)

    @property
    def books_angle(self) -> float:
        """The rotation of the cards of the line of books."""
        return 0.0 if self.books_upright or self.position == 0 else self.angle

    @property
    def quarter_angle(self) -> float:
        """The seat's angle if it is a quarter turn, else 0 (cards drawn as exact blits)."""
        return self.angle if abs(self.angle % 90) < 1e-6 else 0.0


@dataclass
class TableGeometry:
    """Every anchor of the table for one size (see :func:`table_geometry`)."""

    rect: QRectF
    players: int
    bottom_seat: int
    w: float                    # base card width: trick, stock, discard
    big_w: float                # the viewer's hand
    center: QPointF
    stock: QPointF
    discard: QPointF
    play_area: QRectF           # the central drop area
    plate_size: tuple[float, float]
    seats: dict[int, SeatGeom]
    middle: QRectF = field(default_factory=QRectF)   # the centre's cards: no line of books on it

    def seat(self, seat: int) -> SeatGeom:
        return self.seats[seat]


def card_extent(width: float, angle: float) -> tuple[float, float]:
    """Half extents (x, y) of a card ``width`` wide turned by ``angle`` degrees."""
    h = width * CARD_RATIO
    c, s = abs(math.cos(math.radians(angle))), abs(math.sin(math.radians(angle)))
    return (c * width + s * h) / 2, (s * width + c * h) / 2


def _box(centre: QPointF, along: QPointF, out: QPointF, length: float, depth: float) -> QPolygonF:
    """A rectangle ``length`` along ``along`` and ``depth`` along ``out``, centred on ``centre``."""
    a, o = along * (length / 2), out * (depth / 2)
    return QPolygonF([centre - a - o, centre + a - o, centre + a + o, centre - a + o, centre - a - o])


_TURNS: dict[float, tuple[float, float]] = {}


def _turn(angle: float) -> tuple[float, float]:
    """(cos, sin) of ``angle`` degrees (a table turns its cards by a few angles only)."""
    known = _TURNS.get(angle)
    if known is None:
        a = math.radians(angle)
        known = _TURNS[angle] = (math.cos(a), math.sin(a))
    return known


class _Box:
    """A rectangle lying on the table, turned by an angle (a card, a plate,
    a hand's place), measured against another: how far apart they lie."""

    __slots__ = ("bounds", "c", "corners", "hh", "hw", "s", "upright", "x", "y")

    def __init__(self, x: float, y: float, width: float, height: float, angle: float = 0.0) -> None:
        self.x, self.y = x, y
        self.hw, self.hh = width / 2, height / 2
        c, s = _turn(angle)
        self.upright = abs(s) < 1e-9 or abs(c) < 1e-9
        if self.upright:
            if abs(c) < 1e-9:
                self.hw, self.hh = self.hh, self.hw        # a quarter turn: as wide as it was tall
            c, s = 1.0, 0.0
        self.c, self.s = c, s
        hw, hh = self.hw, self.hh
        ex, ey = abs(c) * hw + abs(s) * hh, abs(s) * hw + abs(c) * hh
        self.bounds = (x - ex, y - ey, x + ex, y + ey)
        self.corners = [(x + c * dx - s * dy, y + s * dx + c * dy)
                        for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))]

    def _from(self, px: float, py: float) -> float:
        """The distance from a point to the rectangle (0 inside)."""
        dx, dy = px - self.x, py - self.y
        return math.hypot(max(abs(self.c * dx + self.s * dy) - self.hw, 0.0),
                          max(abs(self.c * dy - self.s * dx) - self.hh, 0.0))

    def near(self, other: _Box) -> float:
        """The distance between the two rectangles' upright bounds: never
        more than :meth:`gap`, and quick."""
        a, b = self.bounds, other.bounds
        return math.hypot(max(0.0, a[0] - b[2], b[0] - a[2]), max(0.0, a[1] - b[3], b[1] - a[3]))

    def gap(self, other: _Box) -> float:
        """The distance between the two rectangles (0 when they meet)."""
        bound = self.near(other)
        if self.upright and other.upright:
            return bound
        # two convex shapes apart: the least distance lies between a corner of one and the other
        least = min(min(other._from(x, y) for x, y in self.corners), min(self._from(x, y) for x, y in other.corners))
        if least > 0 and bound == 0 and not self._parted(other) and not other._parted(self):
            return 0.0                  # they cross: no corner of either lies in the other
        return least

    def _parted(self, other: _Box) -> bool:
        """Whether one of this rectangle's axes parts the two."""
        for nx, ny, half in ((self.c, self.s, self.hw), (-self.s, self.c, self.hh)):
            p = [nx * (x - self.x) + ny * (y - self.y) for x, y in other.corners]
            if min(p) > half or max(p) < -half:
                return True
        return False


def _reads_as_own(card: _Box, own: list[_Box], others: list[_Box], book_w: float, loose: bool = False) -> bool:
    """Whether a card of a seat's books reads as that seat's: at least
    :data:`BOOKS_CLEAR` book widths from every other seat's plate and hand
    (``others``), and nearer its own plate (``own``: the viewer's hand too)
    than any of them, by :data:`BOOKS_NEARER` book widths and
    :data:`BOOKS_RATIO` times at least; ``loose``: nearer, no more."""
    mine = min(card.gap(r) for r in own)
    least = mine if loose else max(BOOKS_CLEAR * book_w, mine + BOOKS_NEARER * book_w, mine * BOOKS_RATIO)
    return all(card.near(r) >= least or card.gap(r) >= least for r in others)


def _books_lines(seats: dict[int, SeatGeom], rect: QRectF, plate_size: tuple[float, float], gap: float,
                 lift: float, middle: QRectF) -> None:
    """Place each seat's line of books (``books``, ``books_room``), each its
    own: over no hand, no plate (with room for a second status line), no
    other seat's line, not over ``middle`` (the centre's cards), and on the
    table.  Every line first lies in front of its plate towards the centre
    (the viewer's above the hand), as long as thirteen books a card's
    two-thirds apart need or as the hands, plates and middle let it; two
    lines that meet are shortened in turn until they part; a line then too
    short for thirteen books close together (a crowded table of five) moves
    a little further in or slides along the seat's edge (still in front of
    its plate), wherever it is longest, from the bottom seats up (twin
    seats left and right of the middle alike), while the lines long enough
    already give way to thirteen books close together, then every moved line
    grows where it lies, then the others.  Every card of a line, both ends
    included, reads as its own seat's (:func:`_reads_as_own`: measured
    between the shapes of the cards, plates and hands, not their centres);
    a seat whose line along its hand cannot (five at the table: a side
    seat's front is near its neighbour's plate, a top seat's line along its
    hand runs into the middle) gets an upright line running left to right
    hugging its plate, wherever it is longest.  A line left with no room
    at all (huge cards on a small table) keeps to the plain rule: nearer its
    own plate than any other."""
    pw, ph = plate_size
    # a plate keeps room around it for a second status line (half above,
    # half below: the plate grows about its centre) and its glow
    rise = ph * PLATE_RISE + 8
    obstacles: list[QPolygonF] = []
    # what tells whose books they are: each seat's plate, and its hand's place
    plates: dict[int, _Box] = {}
    hands: dict[int, _Box] = {}
    for g in seats.values():
        hand_len = max(g.fan_room, g.card_w)
        depth = g.card_w * CARD_RATIO + (2 * lift if g.position == 0 else 0.0)
        obstacles.append(_box(g.anchor, g.along, g.out, hand_len, depth))
        obstacles.append(QPolygonF(QRectF(g.plate.x() - pw / 2 - 8, g.plate.y() - ph / 2 - rise,
                                          pw + 16, ph + 2 * rise)))
        plates[g.seat] = _Box(g.plate.x(), g.plate.y(), pw, ph)
        # (the hand at rest: no card raised)
        hands[g.seat] = _Box(g.anchor.x(), g.anchor.y(), hand_len, g.card_w * CARD_RATIO, g.angle)
    # a seat's own: its plate (the viewer's books lie above the hand: its hand too)
    own = {s: [plates[s], hands[s]] if g.position == 0 else [plates[s]] for s, g in seats.items()}
    theirs = {s: [b for t, b in [*plates.items(), *hands.items()] if t != s] for s in seats}
    # the last resort of a line left with no room at all (huge cards on a
    # small table): nearer its own plate than any other plate, no more
    loose = {s: [b for t, b in plates.items() if t != s] for s in seats}
    rule = {"loose": False}
    centre = [QPolygonF(middle)]
    inner = rect.adjusted(1, 1, -1, -1)
    cx = rect.center().x()

    def clear(g: SeatGeom, room: float) -> bool:
        shape = g.books_shape(room)
        box = shape.boundingRect()
        # a seat left or right of the middle keeps its line on its own half of
        # the table (its twin on the other side has the other half), so that
        # the two top seats' lines end most of a book's width apart
        half = g.won_w * 0.4
        if g.position != 0 and ((g.plate.x() < cx - 1 and box.right() > cx - half)
                                or (g.plate.x() > cx + 1 and box.left() < cx + half)):
            return False
        return (inner.contains(box) and not any(shape.intersects(x) for x in obstacles)
                and not any(shape.intersects(x) for x in centre))

    def owned(g: SeatGeom, room: float) -> bool:
        """Every card of the line, both ends included, reads as the seat's
        own (:func:`_reads_as_own`)."""
        count = 2 + int(room / g.won_w)          # a card's place at least every card width
        along, angle = g.books_along, g.books_angle
        x0, y0 = g.books.x() - along.x() * room / 2, g.books.y() - along.y() * room / 2
        dx, dy = along.x() * room / (count - 1), along.y() * room / (count - 1)
        for i in (0, count - 1, *range(1, count - 1)):      # the ends first
            card = _Box(x0 + dx * i, y0 + dy * i, g.won_w, g.won_w * CARD_RATIO, angle)
            if not (_reads_as_own(card, own[g.seat], loose[g.seat], g.won_w, True) if rule["loose"]
                    else _reads_as_own(card, own[g.seat], theirs[g.seat], g.won_w)):
                return False
        return True

    def places(g: SeatGeom) -> list[tuple[QPointF, int]]:
        won_h = g.won_w * CARD_RATIO
        if g.position == 0:
            front = QPointF(g.anchor.x(), g.anchor.y() - g.card_w * CARD_RATIO / 2 - lift - gap - won_h / 2)
        else:
            ext = abs(g.out.x()) * pw / 2 + abs(g.out.y()) * (ph / 2 + rise)
            front = g.plate - g.out * (ext + gap + won_h / 2)
        slide = g.won_w * 1.5
        return [(front - g.out * (won_h * 0.3 * k) + g.along * (slide * j), 0)
                for k in range(4) for j in (0, 1, -1, 2, -2)]

    def fit(g: SeatGeom, start: QPointF, side: int, top: float) -> float:
        """The longest line from ``start`` (its centre, or its first end beside the plate) clear of the obstacles."""
        def fits(room: float) -> bool:
            g.books = start + g.books_along * (side * room / 2)
            return clear(g, room) and owned(g, room)
        if fits(top):
            return top
        lo, hi = 0.0, top        # a shorter line lies within a longer one: by halves
        if not fits(lo):
            g.books = QPointF(start)
            return 0.0
        while hi - lo > 2:
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if fits(mid) else (lo, mid)
        fits(lo)
        return lo

    def upright(g: SeatGeom) -> list[QPointF]:
        """Places near the plate for an upright line running left to right
        (a crowded seat, five at the table): hugging the plate on its outer
        side first (a top seat's between the plate and its hand), then on
        the inner side, then further off; along each row from the plate's
        middle outwards, towards the middle of the table first.  A seat
        right of the middle tries them in the mirror order of its left twin,
        so that twin seats' lines mirror each other."""
        step = g.won_w * 0.5
        inward = 1 if g.plate.x() <= rect.center().x() else -1
        xs = [0.0] + [inward * k * sign * step for k in range(1, 7) for sign in (1, -1)]
        hug = ph / 2 + rise + g.won_w * CARD_RATIO / 2 + 1
        outward = 1 if g.plate.y() >= rect.center().y() else -1
        ys = [outward * hug, -outward * hug] + [dy * step for dy in range(-2, 7)]
        return [g.plate + QPointF(dx, dy) for dy in ys for dx in xs]

    def apart(g: SeatGeom) -> float:
        """The least gap between two seats' lines of books: half a book's
        width, so that where one seat's books end reads at a glance."""
        return g.won_w / 2

    order = sorted(seats.values(), key=lambda s: s.position)
    # first every seat in front of its plate, clear of the hands, plates and middle
    for g in order:
        g.books_room = fit(g, places(g)[0][0], 0, g.won_w * 7.5)
    # then two lines that meet (or come nearer than a gap that tells one
    # seat's books from the next's) are shortened in turn until they part
    for _ in range(80):
        moved = False
        for g in order:
            others = [o.books_shape() for o in order if o is not g]
            # (the gap gives way before a line too short for thirteen books read apart)
            margin = apart(g) if g.books_room > g.won_w * 2.5 else 0.0
            if g.books_room > 0 and any(g.books_shape(margin=margin).intersects(x) for x in others):
                g.books_room = max(0.0, g.books_room * 0.95 - 1)
                moved = True
        if not moved:
            break
    # a line left too short for thirteen books close together moves: further
    # in, or beside the plate, wherever it is longest (a gap from the other
    # lines kept, unless only a line without it holds thirteen books read apart)
    def move(g: SeatGeom, margin: float) -> tuple[float, QPointF, bool]:
        """The longest line, up to thirteen books close together, among the
        seat's places, clear of the lines of the seats already placed."""
        good = g.won_w * 4.2
        lines = [o.books_shape(margin=margin) for o in order if o is not g and id(o) in placed]
        obstacles.extend(lines)
        start_at, upright_at = QPointF(g.books), g.books_upright
        # the line where it lies, unless a line placed before it now runs over it
        here = g.books_shape()
        stays = g.books_room if not any(here.intersects(x) for x in lines) else -1.0
        best = (stays, QPointF(g.books), g.books_upright)
        try:
            for start, side in places(g):
                g.books_upright = False
                room = fit(g, start, side, good)
                if room > best[0]:
                    best = (room, QPointF(g.books), False)
                if room >= good:
                    break
            if best[0] < good:
                # no line of the seat's own direction reads as its own: an
                # upright one beside the plate, wherever it is longest
                g.books_upright = True
                upright_best = (0.0, QPointF(g.books))
                for start in upright(g):
                    g.books = start
                    lo, hi = upright_best[0], good
                    if not (clear(g, lo) and owned(g, lo)):
                        continue            # no longer here than the best so far
                    if clear(g, hi) and owned(g, hi):
                        upright_best = (hi, QPointF(start))
                        break
                    while hi - lo > 2:      # the longest line here, by halves
                        mid = (lo + hi) / 2
                        lo, hi = (mid, hi) if clear(g, mid) and owned(g, mid) else (lo, mid)
                    if lo > upright_best[0]:
                        upright_best = (lo, QPointF(start))
                if upright_best[0] > best[0]:
                    best = (upright_best[0], upright_best[1], True)
        finally:
            del obstacles[len(obstacles) - len(lines):]
            g.books, g.books_upright = start_at, upright_at
        return best

    def place(g: SeatGeom) -> None:
        best = move(g, apart(g))
        if best[0] < g.won_w * 2.6:
            plain = move(g, 0.0)
            if plain[0] > best[0]:
                best = plain
        if best[0] > g.books_room or best[0] < 0:    # (< 0: no room anywhere, a single book's place)
            g.books_room, g.books, g.books_upright = max(0.0, best[0]), best[1], best[2]

    def grow(g: SeatGeom) -> None:
        """The line lengthens where it lies (about its centre), as far as
        the other lines, a gap away, let it; a line still too short for
        thirteen books close together then lengthens at one end, the other
        staying, wherever that is longer."""
        lines = [o.books_shape(margin=apart(g)) for o in order if o is not g]
        obstacles.extend(lines)
        start_at, room_at = QPointF(g.books), g.books_room
        room = fit(g, start_at, 0, g.won_w * 7.5)
        if room < room_at:
            g.books, room = start_at, room_at
        g.books_room = room
        if room < g.won_w * 4.2:
            centre_at = QPointF(g.books)
            best = (room, centre_at)
            for side in (1, -1):
                end = centre_at - g.books_along * (side * room / 2)      # the end that stays
                longer = fit(g, end, side, g.won_w * 4.2)
                if longer > best[0] + 1:
                    best = (longer, QPointF(g.books))
            g.books_room, g.books = best
        del obstacles[len(obstacles) - len(lines):]

    # the seats whose line holds thirteen books close together stay (no
    # longer than that meanwhile); the others move in turn, from the bottom
    # seats up, each clear of the lines placed before it (a line about to
    # move takes no room from another), no longer than thirteen books close
    # together need, so that one seat's line leaves room for the next; then
    # each moved line grows where it lies, then the lines that stayed
    placed = {id(g) for g in order if g.books_room >= g.won_w * 4.2}
    n = len(order)
    moving = sorted([g for g in order if id(g) not in placed], key=lambda g: (min(g.position, n - g.position),
                                                                           g.position))
    staying = [g for g in order if id(g) in placed]
    if moving:
        for g in staying:
            g.books_room = min(g.books_room, g.won_w * 4.2)
    for g in moving:
        place(g)
        placed.add(id(g))
    for g in moving:
        grow(g)
    if moving:
        for g in staying:
            grow(g)
    # the middle gives way a little to a line it leaves too short for seven
    # books at their closest (large cards on a small table): that line may
    # then lie over the middle's edge, by half a book's height at most,
    # never across it
    short = sorted((g for g in order if g.books_room < g.won_w * 2.0), key=lambda g: g.books_room / g.won_w)
    if short:
        edge = order[0].won_w * CARD_RATIO / 2
        centre[:] = [QPolygonF(middle.adjusted(edge, edge, -edge, -edge))]
        for g in short:
            place(g)
        for g in short:
            grow(g)
    # a line still without room for one poisson of its own keeps to the plain rule
    lost = [g for g in order if g.books_room < g.won_w * 0.5]
    if lost:
        rule["loose"] = True
        for g in lost:
            place(g)
        for g in lost:
            grow(g)


def _room(rect: QRectF, point: QPointF, direction: QPointF, half_x: float, half_y: float, margin: float) -> float:
    """How far ``point`` may go along ``direction`` (unit) before a box of
    half extents (half_x, half_y) centred on it leaves ``rect`` less ``margin``."""
    room = math.inf
    dx, dy = direction.x(), direction.y()
    if dx > 1e-9:
        room = min(room, (rect.right() - margin - half_x - point.x()) / dx)
    elif dx < -1e-9:
        room = min(room, (rect.left() + margin + half_x - point.x()) / dx)
    if dy > 1e-9:
        room = min(room, (rect.bottom() - margin - half_y - point.y()) / dy)
    elif dy < -1e-9:
        room = min(room, (rect.top() + margin + half_y - point.y()) / dy)
    return max(0.0, room)


def table_geometry(width: float, height: float, players: int, bottom_seat: int = 0,
                   card_scale: float = 1.0, left: float = 0.0, top: float = 0.0) -> TableGeometry:
    """The anchors of a table ``width`` x ``height`` (scene units, top-left at
    ``left, top``) seating ``players`` with ``bottom_seat`` at the bottom.

    Pure: same numbers in, same anchors out.  ``card_scale`` multiplies the
    base card width (a setting; 1.0 is the tested default).
    """
    r = QRectF(left, top, max(width, 200.0), max(height, 200.0))
    W, H = r.width(), r.height()  # noqa: N806
    n = max(1, players)
    w = card_width(W, H, card_scale)
    big_w = w * BIG
    opp_w = w * OPPONENT
    won_w = w * WON
    slot_w = w * SLOT
    margin = w * 0.18
    gap = w * 0.14
    plate_w, plate_h = max(120.0, w * 2.3), max(38.0, w * 0.62)
    cx, cy = r.center().x(), r.center().y()
    seats: dict[int, SeatGeom] = {}
    for seat in range(n):
        p = (seat - bottom_seat) % n
        phi = 2 * math.pi * p / n
        ux, uy = -math.sin(phi), math.cos(phi)
        if abs(ux) < 1e-9:
            ux = 0.0
        if abs(uy) < 1e-9:
            uy = 0.0
        cw = big_w if p == 0 else opp_w
        ch = cw * CARD_RATIO
        lift = cw * CARD_RATIO * 0.14 if p == 0 else 0.0
        rx = W / 2 - ch / 2 - margin
        ry = H / 2 - ch / 2 - margin - (lift / 2 if p == 0 else 0)
        ax, ay = cx + rx * ux, cy + ry * uy + (lift / 2 if p == 0 else 0)
        out = QPointF(ux, uy)
        along = QPointF(math.cos(phi), math.sin(phi))
        # room for the fan along the hand's direction
        if abs(along.x()) > 0.7:
            room = W * (0.58 if p == 0 else 0.40)
        else:
            room = H * 0.46
        if n > 4:
            room *= 0.75           # five or six hands share the edges
        # keep the whole fan inside the table, whatever the seat's angle:
        # its half extents along x and y, then the anchor clamped
        ax_, ay_ = abs(along.x()), abs(along.y())
        top_extra = lift if p == 0 else 0.0
        if ax_ > 1e-6:
            room = min(room, 2 * (W / 2 - margin - abs(ux) * ch / 2) / ax_)
        if ay_ > 1e-6:
            room = min(room, 2 * (H / 2 - margin - abs(uy) * ch / 2 - top_extra / 2) / ay_)
        ex = ax_ * room / 2 + abs(ux) * ch / 2
        ey = ay_ * room / 2 + abs(uy) * ch / 2
        ax = min(max(ax, r.left() + margin + ex), r.right() - margin - ex)
        ay = min(max(ay, r.top() + margin + ey + top_extra), r.bottom() - margin - ey)
        # the plate goes inward from the hand
        ext = abs(ux) * plate_w / 2 + abs(uy) * plate_h / 2
        dist = ch / 2 + gap + ext
        if p == 0:
            # the viewer's plate sits to the left of the hand
            px = ax - min(room, W * 0.58) / 2 - plate_w / 2 - gap
            plate = QPointF(max(r.left() + plate_w / 2 + margin, px), ay + ch * 0.12)
            room = min(room, 2 * (ax - (plate.x() + plate_w / 2 + gap)))
        else:
            plate = QPointF(ax - ux * dist, ay - uy * dist)
        tch = w * CARD_RATIO
        tdist = tch * 0.52
        trick = QPointF(cx + ux * tdist * (1.25 if abs(ux) > 0.5 else 1.0), cy + uy * tdist)
        angle = math.degrees(phi)
        # won pile: beside the plate, on the side of increasing "along"
        # (the first trick lies there, the next ones further along the row);
        # the single slot mirrors it on the other side of the plate
        ext_plate = abs(along.x()) * plate_w / 2 + abs(along.y()) * plate_h / 2
        if p == 0:
            won = QPointF(plate.x() - plate_w / 2 + won_w / 2,
                          plate.y() - plate_h / 2 - gap - won_w * CARD_RATIO / 2)
            won_room = plate_w - won_w
            sx = ax + room / 2 + gap + slot_w / 2
            sx = min(sx, r.right() - margin - slot_w / 2)
            slot = QPointF(sx, min(ay, r.bottom() - margin - slot_w * CARD_RATIO / 2))
        else:
            d = ext_plate + gap + won_w / 2
            won = QPointF(plate.x() + along.x() * d, plate.y() + along.y() * d)
            hx, hy = card_extent(won_w, angle)
            won_room = min(_room(r, won, along, hx, hy, margin), room / 2)
            # beside the plate, its outer edge a gap away from the hand
            ds = ext_plate + gap + slot_w / 2
            sd = ch / 2 + gap + slot_w * CARD_RATIO / 2
            slot = QPointF(ax - ux * sd - along.x() * ds, ay - uy * sd - along.y() * ds)
        seats[seat] = SeatGeom(seat, p, angle, QPointF(ax, ay), out, along, cw, room,
                               plate, trick, won, slot, won_w, slot_w, won_room)
    center = QPointF(cx, cy)
    half = w * 0.5 + gap * 0.5
    play = QRectF(0, 0, w * 3.9, w * CARD_RATIO * 2.55)
    play.moveCenter(center)
    middle = QRectF(cx - half - w / 2, cy - w * CARD_RATIO / 2, 2 * half + w, w * CARD_RATIO)
    _books_lines(seats, r, (plate_w, plate_h), gap, big_w * CARD_RATIO * 0.14, middle)
    return TableGeometry(r, n, bottom_seat, w, big_w, center, QPointF(cx - half, cy), QPointF(cx + half, cy),
                         play, (plate_w, plate_h), seats, middle)

"""The table's anchors, computed without any scene: every anchor inside the
table for 2 to 6 players at laptop sizes, plates apart, pure and repeatable."""

from __future__ import annotations

import itertools

import pytest
from books_reading import card_place, reading, rect_shape
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPolygonF, QTransform

from cardtable.ui.cards.render import CARD_RATIO
from cardtable.ui.table.geometry import card_extent, table_geometry
from cardtable.ui.table.piles import BOOKS, HAND, Pile, layout_for

SIZES = [(1024, 600), (1366, 768), (1280, 800), (1920, 1080), (800, 560), (3840, 2160)]


def card_box(centre: QPointF, width: float, angle: float) -> QRectF:
    hx, hy = card_extent(width, angle)
    return QRectF(centre.x() - hx, centre.y() - hy, 2 * hx, 2 * hy)


def card_shape(centre: QPointF, width: float, angle: float) -> QPolygonF:
    """The card's own (turned) outline, for overlap tests."""
    t = QTransform().translate(centre.x(), centre.y()).rotate(angle)
    return t.map(QPolygonF(QRectF(-width / 2, -width * CARD_RATIO / 2, width, width * CARD_RATIO)))


def inside(outer: QRectF, inner: QRectF) -> bool:
    return outer.adjusted(-0.01, -0.01, 0.01, 0.01).contains(inner)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", SIZES)
def test_every_anchor_lies_inside_the_table(players, size):
    for bottom in range(players):
        check_anchors(table_geometry(size[0], size[1], players, bottom), players, size, bottom)


CARD_SIZE_SCALES = (0.82, 1.0, 1.1, 1.2)   # settings.CARD_SCALES: Petites .. Très grandes


@pytest.mark.parametrize("scale", CARD_SIZE_SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_every_card_size_fits_every_window(scale, size):
    """Each card size setting, at every window size: every anchor inside the
    table, and no hand runs over the central play area (where the trick is)."""
    from cardtable.ui.settings import CARD_SCALES
    assert tuple(CARD_SCALES.values()) == CARD_SIZE_SCALES
    for players in (2, 3, 4, 5, 6):
        g = table_geometry(size[0], size[1], players, 0, card_scale=scale)
        check_anchors(g, players, size, 0)
        play = g.play_area
        for s in g.seats.values():
            half = max(0.0, (s.fan_room - s.card_w) / 2)
            for k in (-1, 1):
                shape = card_shape(s.hand + s.along * (half * k), s.card_w, s.angle)
                assert not QPolygonF(play).intersects(shape), (scale, size, players, s.seat)
            assert not QPolygonF(play).intersects(card_shape(s.hand, s.card_w, s.angle))


def test_bigger_card_sizes_give_bigger_cards_and_legible_indices_at_1024x600():
    from cardtable.ui.cards.render import UNIT_W
    for size in SIZES[:-1]:
        ws = [table_geometry(*size, 4, card_scale=k).big_w for k in CARD_SIZE_SCALES]
        assert all(a < b for a, b in zip(ws, ws[1:], strict=False)), size
    # the index of the viewer's cards at the default size: at least 10 px tall
    medium = table_geometry(1024, 600, 4).big_w
    assert 33.0 / UNIT_W * medium >= 10.0


def check_anchors(g, players, size, bottom) -> None:
    if True:
        table = g.rect
        assert table == QRectF(0, 0, *size)
        assert inside(table, g.play_area)
        for point in (g.center, g.stock, g.discard):
            assert inside(table, card_box(point, g.w, 0.0)), (players, size)
        assert not card_box(g.stock, g.w, 0).intersects(card_box(g.discard, g.w, 0))
        pw, ph = g.plate_size
        plates = []
        for seat, s in g.seats.items():
            where = (players, size, bottom, seat)
            assert s.position == (seat - bottom) % players
            # the hand: both end cards of the widest fan, the viewer's lifted too
            half = max(0.0, (s.fan_room - s.card_w) / 2)
            for k in (-1, 1):
                end = s.hand + s.along * (half * k)
                box = card_box(end, s.card_w, s.angle)
                if s.position == 0:
                    box.adjust(0, -0.12 * s.card_w * CARD_RATIO, 0, 0)
                assert inside(table, box), where
            plate = QRectF(s.plate.x() - pw / 2, s.plate.y() - ph / 2, pw, ph)
            assert inside(table, plate), where
            plates.append(plate)
            assert inside(table, card_box(s.trick, g.w, s.quarter_angle)), where
            assert inside(table, card_box(s.slot, s.slot_w, s.angle)), where
            assert inside(table, card_box(s.won, s.won_w, s.angle)), where
            assert inside(table, card_box(s.won + s.along * s.won_room, s.won_w, s.angle)), where
            assert s.row == s.hand
            # the slot and the won pile stay off the plate
            assert not QPolygonF(plate).intersects(card_shape(s.slot, s.slot_w, s.angle)), where
            assert not QPolygonF(plate).intersects(card_shape(s.won, s.won_w, s.angle)), where
        for a, b in itertools.combinations(plates, 2):
            assert not a.intersects(b), (players, size, bottom)


def test_the_viewers_slot_is_beside_the_hand_not_on_it():
    for size in SIZES:
        g = table_geometry(*size, 4, 0)
        s = g.seats[0]
        hand_right = s.hand.x() + s.fan_room / 2
        assert s.slot.x() - s.slot_w / 2 >= hand_right - 0.01, size


def test_pure_and_recomputed_for_each_size():
    a = table_geometry(1366, 768, 4, 1)
    b = table_geometry(1366, 768, 4, 1)
    assert a == b
    c = table_geometry(1024, 600, 4, 1)
    assert c.w < a.w
    # seats turn clockwise from the bottom seat
    assert a.seats[1].position == 0 and a.seats[2].position == 1
    assert a.seats[1].angle == 0 and a.seats[2].angle == pytest.approx(90)
    assert a.seats[2].hand.x() < a.center.x()             # the next seat is on the left
    # unit vectors
    for s in a.seats.values():
        assert abs(s.out.x() ** 2 + s.out.y() ** 2 - 1) < 1e-9
        assert abs(s.along.x() ** 2 + s.along.y() ** 2 - 1) < 1e-9
        assert abs(s.out.x() * s.along.x() + s.out.y() * s.along.y()) < 1e-9


def test_card_scale_factor_and_bounds():
    base = table_geometry(1366, 768, 4)
    big = table_geometry(1366, 768, 4, card_scale=1.1)
    assert big.w == pytest.approx(base.w * 1.1)
    # beyond what the table holds, the cards stop growing
    assert table_geometry(1366, 768, 4, card_scale=2.0).w == pytest.approx(768 / 7.3)
    tiny = table_geometry(100, 100, 4)
    assert tiny.w >= 34 and tiny.rect.width() >= 200
    huge = table_geometry(20000, 12000, 4)
    assert huge.w <= 190


@pytest.mark.parametrize("scale", [0.85, 1.15])
def test_scaled_cards_still_fit(scale):
    for players, size in itertools.product(range(2, 7), [(1024, 600), (1366, 768)]):
        g = table_geometry(*size, players, 0, card_scale=scale)
        for s in g.seats.values():
            assert inside(g.rect, card_box(s.hand, s.card_w, s.angle))
            assert inside(g.rect, card_box(s.slot, s.slot_w, s.angle))
            assert inside(g.rect, card_box(s.won, s.won_w, s.angle))


class _Card:
    """Stands for a card item in a pile (the layouts read ``seat`` only)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat


def _pile(kind: str, seat: int, count: int) -> Pile:
    pile = Pile(f"{kind}{seat}", kind, seat)
    pile.items.extend(_Card(seat) for _ in range(count))
    return pile


# the windows play-testers use, and the tables they show once the menus, the
# status bar and the scoresheet have their share
# (1052x687: a window of 1280x730 on a 1366x768 screen, the scoresheet docked)
BOOKS_SIZES = [(1024, 600), (1366, 768), (1920, 1080), (1016, 521), (1358, 689), (1272, 721), (1912, 1001),
               (1052, 687)]


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("size", BOOKS_SIZES)
def test_no_seats_books_lie_in_the_middle_of_the_table(size, players):
    """Les Auteurs' poissons keep out of the middle of the table: no card of
    any seat's books, from one poisson to thirteen, lies on the centre's
    cards (where a card asked for lies on its way from hand to hand; the
    stock and the discard of other games), whichever seat is at the bottom
    (at five players a top seat's line along its hand would run into it: a
    diagonal strip across the middle that reads as nobody's).  The books'
    places come from the table alone, so a seat whose hand is empty keeps
    the line it has with a full hand, and no book lies on that full hand;
    every line still holds seven poissons at their closest (two card
    widths)."""
    for bottom in range(players):
        g = table_geometry(*size, players, bottom)
        middle = [card_shape(point, g.w, 0.0) for point in (g.center, g.stock, g.discard)]
        for seat, s in g.seats.items():
            where = (size, players, bottom, seat)
            assert s.books_room >= 2.0 * s.won_w, where
            hand = [card_shape(pos, width, rot) for pos, rot, _z, width
                    in layout_for(HAND).targets(_pile(HAND, seat, 13), g)]
            for count in (4, 28, 52):
                for pos, rot, _z, width in layout_for(BOOKS).targets(_pile(BOOKS, seat, count), g):
                    book = card_shape(pos, width, rot)
                    assert not any(book.intersects(m) for m in middle), ("middle", *where, count)
                    assert not any(book.intersects(h) for h in hand), ("hand", *where, count)


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("scale", CARD_SIZE_SCALES)
def test_on_a_crowded_table_books_never_run_across_the_middle(scale, players):
    """Whatever the table's shape (a scoresheet docked beside it makes it
    narrower) and the card size, a seat's books never run across the middle
    of the table (the place of the centre's cards): where the middle would
    leave a line too short, the line may lie over the middle's edge (half a
    book's height at most) but never over its heart, nor on the centre."""
    tables = [(w, h) for w in range(800, 2000, 160) for h in range(500, 1100, 120) if 1.2 <= w / h <= 2.4]
    for size in [*tables, (1054, 689), (1600, 1001)]:
        g = table_geometry(*size, players, 0, card_scale=scale)
        assert inside(g.middle, card_box(g.stock, g.w, 0)) and inside(g.middle, card_box(g.discard, g.w, 0))
        for seat, s in g.seats.items():
            edge = s.won_w * CARD_RATIO / 2
            heart = QPolygonF(g.middle.adjusted(edge, edge, -edge, -edge))
            for pos, rot, _z, width in layout_for(BOOKS).targets(_pile(BOOKS, seat, 52), g):
                book = card_shape(pos, width, rot)
                assert not book.intersects(heart), (size, players, scale, seat)
                assert not book.containsPoint(g.center, Qt.FillRule.OddEvenFill), (size, players, scale, seat)


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("size", BOOKS_SIZES)
def test_every_poisson_reads_as_its_own_seats(size, players):
    """Whose poissons are these?  Every card of a seat's line, from one
    poisson to thirteen, lies half a card at least from every other seat's
    plate and clearly nearer its own plate than any other (the person's: or
    their hand's place, their poissons lie above it), by the margins of
    tests/books_reading.py -- measured to the plates' rectangles, not their
    centres: at 1366x768 with five players Chloé's second poisson lay 39 px
    from her plate and 10 px from Jules', just above his name, and a family
    read it as his (Hugo's likewise, towards Léa's plate)."""
    for bottom in range(players):
        g = table_geometry(*size, players, bottom)
        pw, ph = g.plate_size
        plates = {seat: rect_shape(s.plate, pw, ph) for seat, s in g.seats.items()}
        for seat, s in g.seats.items():
            own = [plates[seat]]
            if s.position == 0:
                own += [card_place(pos, width, rot, CARD_RATIO) for pos, rot, _z, width
                        in layout_for(HAND).targets(_pile(HAND, seat, 13), g)]
            others = [plates[t] for t in g.seats if t != seat]
            for count in range(4, 53, 4):
                for pos, rot, _z, width in layout_for(BOOKS).targets(_pile(BOOKS, seat, count), g):
                    mine, nearest, least = reading(card_place(pos, width, rot, CARD_RATIO), own, others, s.won_w)
                    assert nearest >= least - 0.5, (size, players, bottom, seat, count // 4, round(mine),
                                                    round(nearest), round(least))

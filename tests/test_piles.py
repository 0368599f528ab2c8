"""Pile layouts computed without rendering: every kind inside the table for 2
to 6 players at laptop sizes, stable slots, no overlap where promised, and a
game's own kind registered without editing shared files."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF, QTransform

from cardtable.ui.table.geometry import card_extent, table_geometry
from cardtable.ui.table.piles import (
    BOOKS,
    CENTER,
    COUNT,
    DISCARD,
    HAND,
    ROW,
    SLOT,
    STACK,
    STOCK,
    TRICK,
    WON,
    Pile,
    PileLayout,
    layout_for,
    register_layout,
    registered_kinds,
)

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


class Fake:
    """Stands for a card item: the layouts only read ``seat``."""

    def __init__(self, seat: int | None = None) -> None:
        self.seat = seat


def rect_of(target) -> QRectF:
    pos, rot, _z, width = target
    hx, hy = card_extent(width, rot)
    return QRectF(pos.x() - hx, pos.y() - hy, 2 * hx, 2 * hy)


def shape_of(target) -> QPolygonF:
    pos, rot, _z, width = target
    t = QTransform().translate(pos.x(), pos.y()).rotate(rot)
    return t.map(QPolygonF(QRectF(-width / 2, -width * 1.4 / 2, width, width * 1.4)))


def filled(kind: str, n: int, seat: int | None = None) -> Pile:
    pile = Pile(f"{kind}{seat}", kind, seat)
    pile.items.extend(Fake(seat) for _ in range(n))
    return pile


def test_every_kind_is_registered():
    for kind in (HAND, ROW, TRICK, STACK, WON, BOOKS, COUNT, SLOT, STOCK, DISCARD, CENTER):
        assert kind in registered_kinds()
        assert isinstance(layout_for(kind), PileLayout)
    with pytest.raises(KeyError):
        layout_for("no such kind")


# per seat: kind -> how many cards a full game may put there
SEAT_PILES = {HAND: 13, ROW: 6, STACK: 13, WON: 16, BOOKS: 12, COUNT: 20, SLOT: 1}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", SIZES)
def test_every_card_of_every_kind_lies_inside_the_table(players, size):
    geo = table_geometry(*size, players, 0)
    table = geo.rect.adjusted(-0.01, -0.01, 0.01, 0.01)
    for seat in range(players):
        for kind, n in SEAT_PILES.items():
            targets = layout_for(kind).targets(filled(kind, n, seat), geo)
            assert len(targets) == n
            for t in targets:
                assert table.contains(rect_of(t)), (players, size, seat, kind, t)
    trick = Pile("trick", TRICK)
    trick.items.extend(Fake(s) for s in range(players))
    for kind, pile in ((TRICK, trick), (STOCK, filled(STOCK, 40)), (DISCARD, filled(DISCARD, 12)),
                       (CENTER, filled(CENTER, 52))):
        for t in layout_for(kind).targets(pile, geo):
            assert table.contains(rect_of(t)), (players, size, kind)


def test_stock_and_discard_lie_side_by_side_without_overlap():
    for size in SIZES:
        geo = table_geometry(*size, 4)
        stock = layout_for(STOCK).targets(filled(STOCK, 30), geo)
        discard = layout_for(DISCARD).targets(filled(DISCARD, 5), geo)
        assert stock[0][0].x() < geo.center.x() < discard[0][0].x()
        for a, b in itertools.product(stock, discard):
            assert not rect_of(a).intersects(rect_of(b))


def test_row_keeps_stable_slots():
    geo = table_geometry(1366, 768, 4)
    row = filled(ROW, 4, 1)
    a, b, c, d = row.items
    places = {id(i): t[0] for i, t in zip(row.items, layout_for(ROW).targets(row, geo), strict=True)}
    # no two cards of a row overlap
    rects = [rect_of(t) for t in layout_for(ROW).targets(row, geo)]
    for r1, r2 in itertools.combinations(rects, 2):
        assert not r1.intersects(r2)
    # a card taken out leaves its slot empty; the others do not move
    row.items.remove(b)
    row.forget(b)
    assert row.slot_count == 4 and row.item_at_slot(1) is None
    for item, t in zip(row.items, layout_for(ROW).targets(row, geo), strict=True):
        assert t[0] == places[id(item)]
    # a card put in its place takes its slot (replaced in place)
    e = Fake(1)
    row.items.append(e)
    row.set_slot(e, 1)
    assert row.slot_of(e) == 1 and row.item_at_slot(1) is e
    assert dict(zip([id(i) for i in row.items], [t[0] for t in layout_for(ROW).targets(row, geo)],
                    strict=True))[id(e)] == places[id(b)]
    # a new card without a slot goes at the end
    f = Fake(1)
    row.items.append(f)
    assert row.slot_of(f) == 4 and row.slot_count == 5
    assert [row.slot_of(i) for i in (a, c, d)] == [0, 2, 3]


def test_row_shows_empty_places_and_finds_the_slot_under_a_point():
    geo = table_geometry(1366, 768, 4)
    row = Pile("row0", ROW, 0)
    row.min_slots = 4
    assert row.slot_count == 4
    places = layout_for(ROW).slot_targets(row, geo)
    assert len(places) == 4 and layout_for(ROW).targets(row, geo) == []
    for k, (pos, _r, _z, _w) in enumerate(places):
        assert layout_for(ROW).slot_at(row, geo, pos) == k
    assert layout_for(ROW).slot_at(row, geo, geo.center) is None
    area = layout_for(ROW).area(row, geo)
    assert all(area.contains(p[0]) for p in places)


def test_a_long_row_wraps_into_a_grid_inside_the_table():
    for players, size in itertools.product(range(2, 7), SIZES):
        geo = table_geometry(*size, players)
        for seat in range(players):
            row = filled(ROW, 12, seat)
            targets = layout_for(ROW).targets(row, geo)
            g = geo.seats[seat]
            for t1, t2 in itertools.combinations(targets, 2):
                assert table_contains(geo, t1)
                # apart in the cards' own frame (along the row, or across it)
                d = t2[0] - t1[0]
                da = abs(d.x() * g.along.x() + d.y() * g.along.y())
                do = abs(d.x() * g.out.x() + d.y() * g.out.y())
                cw = t1[3]           # the row's cards (narrowed when the row is long)
                assert cw >= g.card_w * 0.7
                assert da >= cw - 1e-6 or do >= cw * 1.4 - 1e-6, (players, size, seat)


def table_contains(geo, target) -> bool:
    return geo.rect.adjusted(-0.01, -0.01, 0.01, 0.01).contains(rect_of(target))


def test_fan_is_even_and_within_its_room():
    geo = table_geometry(1366, 768, 4)
    for seat in range(4):
        g = geo.seats[seat]
        t = layout_for(HAND).targets(filled(HAND, 13, seat), geo)
        steps = {round((t[i + 1][0] - t[i][0]).manhattanLength(), 6) for i in range(12)}
        assert len(steps) == 1
        span = (t[-1][0] - t[0][0]).manhattanLength() + g.card_w
        assert span <= g.fan_room + 1e-6


def test_won_cards_are_countable_and_books_are_apart():
    geo = table_geometry(1920, 1080, 4)
    for seat in range(4):
        g = geo.seats[seat]
        won = layout_for(WON).targets(filled(WON, 10, seat), geo)
        offs = [(t[0] - won[0][0]).manhattanLength() for t in won]
        gaps = [b - a for a, b in itertools.pairwise(offs)]
        assert min(gaps) > g.won_w * 0.15                      # each card's index shows
        assert gaps[4] > gaps[0]                               # a wider gap after five cards
        books = layout_for(BOOKS).targets(filled(BOOKS, 8, seat), geo)
        first, second = [rect_of(t) for t in books[:4]], [rect_of(t) for t in books[4:]]
        for r1, r2 in itertools.product(first, second):
            assert not r1.intersects(r2), seat


def test_slot_is_one_place_beside_the_seat():
    geo = table_geometry(1366, 768, 4)
    for seat in range(4):
        pile = filled(SLOT, 2, seat)
        t = layout_for(SLOT).targets(pile, geo)
        assert t[0][0] == t[1][0] == geo.seats[seat].slot and t[1][2] > t[0][2]
        hand = [shape_of(x) for x in layout_for(HAND).targets(filled(HAND, 13, seat), geo)]
        assert not any(shape_of(t[0]).intersects(h) for h in hand), seat


def test_count_pile_is_compact_with_a_badge():
    geo = table_geometry(1366, 768, 4)
    pile = filled(COUNT, 30, 2)
    layout = layout_for(COUNT)
    t = layout.targets(pile, geo)
    assert layout.badge and layout.badge_pos(pile, geo) is not None
    spread = (t[-1][0] - t[0][0]).manhattanLength()
    assert 0 < spread < geo.w * 0.3                            # readable thickness, compact


def test_a_game_registers_its_own_kind():
    class Diagonal(PileLayout):
        def targets(self, pile, geo):
            return [(QPointF(geo.center.x() + 10 * i, geo.center.y() + 10 * i), 0.0, 400 + i, geo.w)
                    for i in range(len(pile.items))]

    layout = Diagonal()
    register_layout("test-diagonal", layout)
    register_layout("test-diagonal", layout)                  # the same again is harmless
    with pytest.raises(ValueError):
        register_layout("test-diagonal", Diagonal())
    register_layout("test-diagonal", Diagonal(), replace=True)
    pile = filled("test-diagonal", 3)
    geo = table_geometry(1366, 768, 4)
    assert [t[2] for t in pile.layout.targets(pile, geo)] == [400, 401, 402]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1016, 520), *SIZES])
def test_a_seats_plate_lies_clear_of_its_own_row(players, size):
    """Four cards, and a longer row (penalty cards): the plate, where the
    row puts it (``plate_offset``: pushed inwards when the row wraps),
    covers none of the seat's cards."""
    geo = table_geometry(*size, players, 0)
    pw, ph = geo.plate_size
    layout = layout_for(ROW)
    for seat in range(players):
        for n in (4, 5, 6, 8):
            row = filled(ROW, n, seat)
            at = geo.seats[seat].plate + layout.plate_offset(row, geo)
            plate = QPolygonF(QRectF(at.x() - pw / 2, at.y() - ph / 2, pw, ph))
            for t in layout.targets(row, geo):
                assert not shape_of(t).intersects(plate), (players, size, seat, n)
                assert table_contains(geo, t)

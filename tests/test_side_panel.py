"""The table's side panels (Les Auteurs' ask log, Deutch's log): where
``place_side_panel`` puts them, and that they stay where they are while
they may."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from cardtable.ui.table.overlays import place_side_panel


def _table_and_panel(qtbot) -> tuple[QWidget, QWidget, QRect, list[tuple[int, int]]]:
    """An 800x600 table, a 200x150 side panel on it, the area it may lie in
    and its three preferred corners."""
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    panel = QWidget(table)
    panel.resize(200, 150)
    return table, panel, QRect(8, 8, 784, 584), [(8, 8), (8, 442), (592, 442)]


def test_a_side_panel_stays_in_its_corner_while_it_is_clear(qtbot) -> None:
    _table, panel, area, spots = _table_and_panel(qtbot)
    top_left = QRect(0, 0, 300, 200)             # a player's poissons, say
    assert place_side_panel(panel, area, [], spots)
    assert panel.pos() == QPoint(8, 8)             # the first corner, free
    assert place_side_panel(panel, area, [top_left], spots)
    assert panel.pos() == QPoint(8, 442)           # it must move: the next free corner
    # the first corner is free again: the panel stays where the eye found it
    assert place_side_panel(panel, area, [], spots)
    assert panel.pos() == QPoint(8, 442)
    # its corner taken, it moves on, first to the first free corner in the order
    assert place_side_panel(panel, area, [QRect(0, 400, 300, 200)], spots)
    assert panel.pos() == QPoint(8, 8)
    # no corner free: the free place nearest an edge, and then the corners in order again
    everywhere = [QRect(0, 0, 300, 200), QRect(0, 400, 300, 200), QRect(500, 400, 300, 200)]
    assert place_side_panel(panel, area, everywhere, spots)
    assert panel.pos() not in (QPoint(*s) for s in spots)
    assert place_side_panel(panel, area, [], spots)
    assert panel.pos() == QPoint(8, 8)


def test_a_side_panel_off_the_corners_stays_where_it_is_while_that_place_is_clear(qtbot) -> None:
    """No corner free: the panel is put at the free place nearest an edge,
    then stays there while that place is clear (a card moved elsewhere, a
    place nearer an edge come free: it does not jump), and moves on when
    something comes to lie where it is."""
    table, panel, area, spots = _table_and_panel(qtbot)
    corners = [QRect(0, 0, 300, 200), QRect(0, 400, 300, 200), QRect(500, 400, 300, 200)]
    top = QRect(300, 0, 200, 220)                 # a top player's poissons, say
    assert place_side_panel(panel, area, corners + [top], spots)
    first = panel.pos()
    assert first not in (QPoint(*s) for s in spots)
    # those cards are gone: a place nearer an edge is free (the top edge), the panel stays
    fresh = QWidget(table)
    fresh.resize(panel.size())
    assert place_side_panel(fresh, area, corners, spots) and fresh.pos() != first   # where a new one goes
    assert place_side_panel(panel, area, corners, spots)
    assert panel.pos() == first
    # something now lies where it is: it moves
    here = QRect(first, panel.size())
    assert place_side_panel(panel, area, corners + [here.adjusted(10, 10, -10, -10)], spots)
    assert panel.pos() != first


def test_a_side_panel_raised_stays_under_the_panels_that_are_up(qtbot) -> None:
    """A log raised as it grows (Deutch's last moves, Les Auteurs' ask log)
    goes over the cards and the other overlays, but never over a panel that
    is up (the end of the game, a count, a prompt): what the person must
    read stays whole."""
    from cardtable.ui.table.overlays import Panel, raise_overlay
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    toast = QWidget(table)                              # something under the panels (cards, a plate)
    end = Panel(table, "Partie terminée")
    log = QWidget(table)
    log.resize(200, 150)
    assert place_side_panel(log, QRect(8, 8, 784, 584), [], [(8, 8)])
    table.show()
    end.show()
    toast.show()
    raise_overlay(log)
    order = table.children()
    assert order.index(log) < order.index(end)          # under the end of the game
    assert order.index(log) > order.index(toast)        # over what was under it
    end.hide()
    raise_overlay(log)
    assert table.children()[-1] is log                  # no panel up: on top

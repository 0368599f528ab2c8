"""The table's side panels (Les Auteurs' ask log, Deutch's log): where
``place_side_panel`` puts them, and that they stay where they are while
they may."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from cardtable.ui.table.overlays import place_side_panel


def test_a_side_panel_stays_in_its_corner_while_it_is_clear(qtbot) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    panel = QWidget(table)
    panel.resize(200, 150)
    area = QRect(8, 8, 784, 584)
    spots = [(8, 8), (8, 442), (592, 442)]
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

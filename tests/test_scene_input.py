"""The table's input with real mouse and key events on a view: several drop
targets lighting up only for a card they accept, card_dropped(item, pile,
slot), clickable piles and plates, the pick mode driven by mouse and
keyboard, and keyboard selection over playable cards only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from cardtable.engine.cards import Card
from cardtable.ui.table.felt import DropZone
from cardtable.ui.table.scene import (
    DISCARD,
    HAND,
    PICK_OTHER_CARD,
    PICK_OWN_CARD,
    PICK_PLAYER,
    ROW,
    DropTarget,
)


@pytest.fixture
def table(qtbot, french):
    from cardtable.ui.settings import Settings
    from cardtable.ui.table.view import TableView
    settings = Settings()
    settings.set("speed", "off")
    view = TableView(settings)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    scene = view.table
    scene.reset(4, ["Vous", "Léa", "Hugo", "Chloé"], 0, [0])
    hand = scene.pile("hand0", HAND, 0)
    hand.face_up = True
    for text in ("2H", "5S", "9D", "QC", "AH"):
        hand.items.append(scene.new_card(Card.parse(text), True))
    for seat in (1, 2, 3):
        other = scene.pile(f"hand{seat}", HAND, seat)
        other.face_up = False
        for _ in range(6):
            other.items.append(scene.new_card(None, False))
    scene.relayout(0)
    qtbot.waitUntil(lambda: scene.pile("hand1").fan is not None and scene.pile("hand1").fan.isVisible())
    return view


def at(view, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def strip_point(item) -> QPointF:
    """A scene point of ``item`` that the next card of its fan does not cover."""
    w = item.width()
    return item.mapToScene(QPointF(-w / 2 + w * 0.1, 0))


def press_and_move(view, start: QPointF, end: QPointF) -> None:
    vp = view.viewport()
    a, b = at(view, start), at(view, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 11):
        p = a + (b - a) * (k / 10)
        QTest.mouseMove(vp, QPoint(int(p.x()), int(p.y())))


def release(view, end: QPointF) -> None:
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(view, end))


def click(view, point: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(view, point))


def test_drop_targets_light_up_only_for_a_card_they_accept(qtbot, table):
    scene = table.table
    hand = scene.pile("hand0").items
    two, five, nine = hand[0], hand[1], hand[2]
    discard = scene.pile("discard", DISCARD)
    scene.set_interactive(hand, [two, five])           # the play area takes these two
    scene.set_drop_targets([DropTarget(discard, lambda item: item is two)])
    zone = scene.drop_targets[0].zone
    drops = []
    scene.card_dropped.connect(lambda item, pile, slot: drops.append((item, pile, slot)))
    target = scene.geometry.discard

    # the two: both the discard and the play area accept it
    press_and_move(table, strip_point(two), target)
    assert zone.state == DropZone.HOVER
    assert scene.drop_zone.state == DropZone.ACCEPTS
    release(table, target)
    assert drops == [(two, discard, None)]
    assert zone.state == DropZone.IDLE and scene.drop_zone.state == DropZone.IDLE

    # the five: only the play area lights up; over the discard, a red cue
    press_and_move(table, strip_point(five), target)
    assert zone.state == DropZone.REFUSES and scene.drop_zone.state == DropZone.ACCEPTS
    beside = QPointF(scene.center().x() - 1.5 * scene.w, scene.center().y())   # the play area, off the discard
    release(table, beside)
    assert drops[-1] == (five, None, None)               # the play area: no pile, no slot

    # the nine (not playable): nothing lights up; a drop on the play area is
    # still reported (the engine says why not) and the card slides back
    home = QPointF(nine.pos())
    press_and_move(table, strip_point(nine), beside)
    assert zone.state == DropZone.IDLE and scene.drop_zone.state == DropZone.REFUSES
    release(table, beside)
    assert drops[-1] == (nine, None, None)
    qtbot.waitUntil(lambda: (nine.pos() - home).manhattanLength() < 1.0)

    # a drop outside every target: no signal, the card slides back
    count = len(drops)
    corner = QPointF(scene.sceneRect().right() - 20, scene.sceneRect().top() + 20)
    press_and_move(table, strip_point(nine), corner)
    release(table, corner)
    assert len(drops) == count
    qtbot.waitUntil(lambda: (nine.pos() - home).manhattanLength() < 1.0)

    # without the play area only the piles are targets
    scene.set_drop_targets([DropTarget(discard, lambda item: True)], play_area=False)
    press_and_move(table, strip_point(two), beside)
    release(table, beside)
    assert len(drops) == count


def test_a_drop_on_an_empty_place_of_a_row_gives_its_slot(qtbot, table):
    scene = table.table
    row = scene.pile("row2", ROW, 2)
    row.min_slots = 4
    a, b = scene.new_card(None, False), scene.new_card(None, False)
    scene.move_item(a, row, slot=0)
    scene.move_item(b, row, slot=3)
    for item in list(scene.pile("hand2").items):       # the row takes the hand's place
        scene.remove_card(item)
    scene.layout_pile(row)
    places = row.layout.slot_targets(row, scene.geometry)
    assert len(places) == 4 and a.pos() == places[0][0] and b.pos() == places[3][0]
    hand = scene.pile("hand0").items
    scene.set_interactive(hand, hand)
    scene.set_drop_targets([DropTarget(row, lambda item: True)])
    got = []
    scene.card_dropped.connect(lambda item, pile, slot: got.append((item, pile, slot)))
    press_and_move(table, strip_point(hand[0]), places[1][0])
    release(table, places[1][0])
    assert got == [(hand[0], row, 1)]


def test_clickable_piles_report_the_slot(qtbot, table):
    scene = table.table
    row = scene.pile("row0", ROW, 1)
    row.point = QPointF(scene.center().x(), scene.center().y() - 120)
    row.min_slots = 3
    cards = [scene.new_card(None, False) for _ in range(3)]
    for c in cards:
        scene.move_item(c, row)
    scene.remove_card(cards[1])                          # slot 1 is now empty
    scene.layout_pile(row)
    scene.set_clickable_piles([row])
    assert cards[2].cursor().shape() == Qt.CursorShape.PointingHandCursor
    got = []
    scene.pile_clicked.connect(lambda pile, slot: got.append((pile, slot)))
    click(table, cards[2].pos())
    places = row.layout.slot_targets(row, scene.geometry)
    click(table, places[1][0])
    assert got == [(row, 2), (row, 1)]
    # a card of a pile that is not clickable says nothing
    click(table, strip_point(scene.pile("hand0").items[0]))
    assert len(got) == 2
    scene.set_clickable_piles([])
    click(table, cards[2].pos())
    assert len(got) == 2


def test_clickable_plates_have_a_hand_cursor_and_a_hover_cue(qtbot, table):
    scene = table.table
    scene.set_clickable_plates([1, 2])
    got = []
    scene.plate_clicked.connect(got.append)
    left, top, right = scene.plates[1], scene.plates[2], scene.plates[3]
    assert left.clickable and left.cursor().shape() == Qt.CursorShape.PointingHandCursor
    assert not right.clickable
    QTest.mouseMove(table.viewport(), at(table, left.pos()))
    qtbot.waitUntil(lambda: left.hovered)
    click(table, left.pos())
    click(table, right.pos())
    click(table, top.pos())
    assert got == [1, 2]
    scene.set_clickable_plates([])
    click(table, left.pos())
    assert got == [1, 2] and not left.clickable


def test_pick_own_card_with_keyboard_and_mouse(qtbot, table):
    scene = table.table
    hand = scene.pile("hand0").items
    picks = []
    scene.picked.connect(picks.append)
    table.setFocus()
    scene.set_interactive(hand, [hand[1]])              # the three is dimmed (not playable)...
    scene.begin_pick(PICK_OWN_CARD, [hand[3], hand[1]])
    assert scene.pick_kind == PICK_OWN_CARD and not hand[3].dimmed     # ...but a candidate now
    # the arrows move over the candidates only, in the hand's order
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert scene.pick_current is hand[1] and hand[1].selected_card
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert scene.pick_current is hand[3] and not hand[1].selected_card
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert scene.pick_current is hand[1]
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert picks == [hand[1]] and scene.pick_kind is None and not hand[1].selected_card
    assert hand[3].dimmed                                # as it was before the pick
    scene.clear_interactive()
    # the mouse: a card that is not a candidate does nothing, a candidate is picked
    scene.begin_pick(PICK_OWN_CARD, [hand[3], hand[1]])
    click(table, strip_point(hand[0]))
    assert len(picks) == 1 and scene.pick_kind == PICK_OWN_CARD
    click(table, strip_point(hand[3]))
    assert picks == [hand[1], hand[3]]
    # Esc cancels: picked(None)
    scene.begin_pick(PICK_OWN_CARD, [hand[0]])
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert picks[-1] is None and scene.pick_kind is None
    # end_pick leaves quietly
    scene.begin_pick(PICK_OWN_CARD, [hand[0]])
    scene.end_pick()
    assert scene.pick_kind is None and len(picks) == 3


def test_pick_an_opponents_card_from_a_fan_of_backs(qtbot, table):
    scene = table.table
    pile = scene.pile("hand2")
    assert pile.fan.isVisible()
    picks = []
    scene.picked.connect(picks.append)
    scene.begin_pick(PICK_OTHER_CARD, pile.items)
    assert not pile.fan.isVisible() and all(i.isVisible() for i in pile.items)   # the real cards answer
    target = pile.items[-1]
    click(table, target.pos())
    assert picks == [target]
    qtbot.waitUntil(lambda: pile.fan.isVisible())     # a fan of backs again once the pick is over


def test_pick_a_player_with_keyboard_and_mouse(qtbot, table):
    scene = table.table
    picks = []
    scene.picked.connect(picks.append)
    table.setFocus()
    scene.begin_pick(PICK_PLAYER, [3, 1])
    assert scene.plates[1].clickable and scene.plates[3].clickable and not scene.plates[2].clickable
    assert scene.plates[1].toolTip()
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert scene.pick_current == 1 and scene.plates[1].pick_focus      # clockwise: seat 1 first
    QTest.keyClick(table, Qt.Key.Key_Down)
    assert scene.pick_current == 3 and scene.plates[3].pick_focus and not scene.plates[1].pick_focus
    QTest.keyClick(table, Qt.Key.Key_Enter)
    assert picks == [3] and not scene.plates[3].pick_focus and not scene.plates[3].clickable
    scene.begin_pick(PICK_PLAYER, [3, 1])
    click(table, scene.plates[2].pos())                 # not a candidate
    assert picks == [3]
    click(table, scene.plates[1].pos())
    assert picks == [3, 1]
    with pytest.raises(ValueError):
        scene.begin_pick("nothing", [1])


def test_keyboard_selection_steps_over_playable_cards_only(qtbot, table):
    scene = table.table
    hand = scene.pile("hand0").items
    scene.set_interactive(hand, [hand[1], hand[3]])
    assert hand[0].dimmed and not hand[1].dimmed
    table.setFocus()
    seen = []
    for _ in range(4):
        QTest.keyClick(table, Qt.Key.Key_Right)
        seen.append(scene.selected)
    assert seen == [hand[1], hand[3], hand[1], hand[3]]
    QTest.keyClick(table, Qt.Key.Key_Left)
    assert scene.selected is hand[1]
    played = []
    scene.card_double_clicked.connect(played.append)
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert played == [hand[1]]
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert scene.selected is None


def test_click_and_drag_on_interactive_cards(qtbot, table):
    scene = table.table
    hand = scene.pile("hand0").items
    scene.set_interactive(hand, hand)
    clicks, starts = [], []
    scene.card_clicked.connect(clicks.append)
    scene.drag_started.connect(starts.append)
    click(table, strip_point(hand[2]))
    assert clicks == [hand[2]] and starts == []
    press_and_move(table, strip_point(hand[2]), scene.center())
    assert starts == [hand[2]]
    QTest.keyClick(table, Qt.Key.Key_Escape)              # Esc cancels the drag: the card slides back
    release(table, scene.center())
    home = scene.target_of(hand[2])
    qtbot.waitUntil(lambda: (hand[2].pos() - home).manhattanLength() < 1.0)
    assert clicks == [hand[2]]
    area = QRectF(scene.drop_zone.rect())
    assert area.contains(scene.center())

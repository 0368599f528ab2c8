"""Where the keyboard's selection starts when a person's turn comes (the
kit's rule, ``TableInput.preselect``): the only playable card is selected,
so Enter alone plays it after a battle; a person playing by keyboard finds
the first playable card selected; a mouse player with a choice sees none."""

from __future__ import annotations

import pytest
from peech_window import peech_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


@pytest.fixture
def window(qtbot, french, monkeypatch, no_trick_hold):
    # no_trick_hold: a battle's reveal is not held 1.1 s for the person to read
    # (the keyboard's selection at the next turn is checked, not the reveal)
    w = peech_window(qtbot, monkeypatch)
    yield w
    w.controller.stop()
    w.view.table.queue.clear()


def my_turn(w):
    ctl, d = w.controller, w.director
    return (ctl.state is not None and 0 in ctl.to_act() and d.awaiting == 0
            and not w.view.table.queue.busy and not d.curtain.isVisible())


def next_turn(qtbot, w, played):
    """Wait until ``played`` (the card item just played) left the hand, end
    the hold of the battle's reveal with a click on the felt, wait for the turn."""
    qtbot.waitUntil(lambda: played not in hand(w), timeout=10000)
    for _ in range(20):
        if my_turn(w) and w.director.behaviour.trick_on_show is None:
            return
        qtbot.waitUntil(lambda: my_turn(w) or w.director.behaviour.trick_on_show is not None, timeout=10000)
        if w.director.behaviour.trick_on_show is not None:
            vp = w.view.viewport()
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp.rect().center() / 8)
    qtbot.waitUntil(lambda: my_turn(w), timeout=10000)


def hand(w):
    return list(w.director.behaviour.hand_pile(0).items)


def click(w, item):
    p = w.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)


def test_enter_alone_plays_after_a_keyboard_battle_and_with_one_card_left(qtbot, window):
    w = window
    inp = w.view.table.input
    qtbot.waitUntil(lambda: my_turn(w), timeout=15000)
    assert inp.selected is None                     # nothing chosen yet, several cards: no frame
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    played = inp.selected
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    next_turn(qtbot, w, played)
    # played by keyboard: the next turn starts on a playable card, Enter plays it
    assert inp.selected is not None and inp.selected in inp.playable
    played = inp.selected
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    next_turn(qtbot, w, played)
    # by mouse until one card is left: no frame while there is a choice
    for _ in range(60):
        if len(hand(w)) == 1:
            break
        played = hand(w)[0]
        click(w, played)
        next_turn(qtbot, w, played)
        if len(hand(w)) > 1:
            assert inp.selected is None
    # one card left: it is selected, Enter alone plays it
    assert len(hand(w)) == 1 and inp.selected is hand(w)[0]
    played = inp.selected
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: played not in hand(w), timeout=10000)

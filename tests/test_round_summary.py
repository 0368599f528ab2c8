"""A round's count (the summary panel every game shows at a round's or a
hand's end) in the real window: a key pressed to play a card before it came
up, or held down, does not close it (:class:`GestureGuard`, shared with the
hot-seat curtain); R and Game > Show the last count again show it again once
it was closed.  Real keys; tests wait on states, never on time."""

from __future__ import annotations

import test_deutch_table
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from test_deutch_table import _to_the_first_rounds_count

from cardtable.ui.table.overlays import GestureGuard, Panel

players, window = test_deutch_table.players, test_deutch_table.window    # the fixtures of the table tests


def _held(key: Qt.Key, text: str) -> QKeyEvent:
    """A key held down: Qt's auto-repeat press."""
    return QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, text, True)


def test_a_panel_is_guarded_each_time_it_comes_up(qtbot):
    from PySide6.QtWidgets import QWidget
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(600, 400)
    table.show()
    panel = Panel(table, "Manche 1")
    old = GestureGuard.guard_ms
    try:
        GestureGuard.guard_ms = 10 ** 6
        panel.show()
        assert not panel.guard.ready
        GestureGuard.guard_ms = 0
        panel.hide()
        panel.show()
        assert panel.guard.ready
        assert not panel.guard.accepts(_held(Qt.Key.Key_Return, "\r"))
    finally:
        GestureGuard.guard_ms = old


def test_keys_from_before_the_count_or_held_down_do_not_close_it_then_r_shows_it_again(
        qtbot, window, monkeypatch):
    """Deutch: the round's count comes up while the person is still pressing
    Entrée / Espace (to play on); those keys, and a key held down, leave it
    up; a fresh key once it can be read closes it; R shows it again with
    "Fermer", Esc closes that, and so does Game > Show the last count again."""
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)     # every key comes "too early"
    _first, panel = _to_the_first_rounds_count(qtbot, window)
    view = window.view.viewport()
    b = window.director.behaviour
    body = panel.body.text()
    assert panel.isVisible() and not panel.guard.ready
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Enter):
        QTest.keyClick(view, key)
    assert panel.isVisible() and panel.body.text() == body
    # past its guard, a key held down still does nothing
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)
    panel.guard.arm()
    assert panel.guard.ready
    window.view.keyPressEvent(_held(Qt.Key.Key_Return, "\r"))
    assert panel.isVisible()
    # a fresh key closes it: the next round goes on
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=5000)
    assert b.last_summary is not None and b.last_summary[1] == body
    # R: the same count again, with "Fermer"
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=15000)
    QTest.keyClick(view, Qt.Key.Key_R)
    assert panel.isVisible() and panel.body.text() == body and "1" in panel.title.text()
    assert panel.first_button() is not None and panel.first_button().text() == "Fermer"
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    # the menu's entry, enabled now that there is a count
    act = window.act_last_count
    window.menu_game.aboutToShow.emit()
    assert act.isEnabled() and act.text().replace("&", "").startswith("Revoir le dernier décompte")
    act.trigger()
    assert panel.isVisible() and panel.body.text() == body
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert not panel.isVisible()


def test_before_any_count_r_says_there_is_none(qtbot, window):
    test_deutch_table.start(window)
    test_deutch_table.to_my_turn(qtbot, window)
    b = window.director.behaviour
    window.menu_game.aboutToShow.emit()
    assert not window.act_last_count.isEnabled()
    messages = []
    window.director.status.connect(messages.append)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_R)
    assert not b.info_panel.isVisible()
    assert any("Aucun décompte" in m for m in messages)


def test_the_status_bar_speaks_of_the_count_in_view(qtbot, window):
    """While a round's count is up, the bar names it and what Entrée does
    (« Manche 1 … — Entrée : Manche suivante »), not the last move made
    before it came up."""
    _first, panel = _to_the_first_rounds_count(qtbot, window)
    button = panel.first_button()
    assert button is not None
    title = panel.title.text().rstrip(" .:")
    line = window.statusBar().currentMessage()
    assert line == f"{title} — Entrée\u00a0: {button.text()}", line

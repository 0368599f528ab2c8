"""The keyboard comes back to the table when a dialog or panel closes: the
arrows and Enter play at once, without a click on the table first."""

from __future__ import annotations

import pytest
from peech_window import peech_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


@pytest.fixture
def window(qtbot, french, monkeypatch):
    w = peech_window(qtbot, monkeypatch)
    ctl, d = w.controller, w.director
    qtbot.waitUntil(lambda: ctl.state is not None and 0 in ctl.to_act() and d.awaiting == 0
                    and not w.view.table.queue.busy, timeout=15000)
    yield w
    w.controller.stop()
    w.view.table.queue.clear()


def _table_has_the_keyboard(w) -> bool:
    return QApplication.activeWindow() is w and QApplication.focusWidget() is w.view


def _close_rules(qtbot, w):
    dlg = w.show_rules()
    qtbot.waitExposed(dlg)
    dlg.close()


def _close_stats(qtbot, w):
    w.act_stats.trigger()
    qtbot.waitUntil(lambda: w.stats_dialog is not None and w.stats_dialog.isVisible())
    w.stats_dialog.close()


@pytest.mark.parametrize("close", [_close_rules, _close_stats], ids=["rules", "statistics"])
def test_after_a_dialog_closes_the_arrows_reach_the_table(qtbot, window, close):
    w = window
    w.menuBar().setFocus()                  # the keyboard was elsewhere when the dialog opened
    close(qtbot, w)
    qtbot.waitUntil(lambda: _table_has_the_keyboard(w), timeout=5000)
    inp = w.view.table.input
    from PySide6.QtTest import QTest
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    assert inp.selected is not None


def _answer_modals(qtbot, answers):
    """Answer the modal windows as they open: each answer a function of the
    window (click a button, reject…)."""
    from PySide6.QtCore import QTimer
    pending = list(answers)

    def tick():
        if not pending:
            return
        modal = QApplication.activeModalWidget()
        if modal is not None and modal.isVisible():
            pending.pop(0)(modal)
        QTimer.singleShot(20, tick)
    QTimer.singleShot(0, tick)
    return pending


def test_after_the_new_game_dialog_is_cancelled_the_arrows_reach_the_table(qtbot, window):
    """Partie > Nouvelle partie during a game: Annuler in the New game
    window (nothing asked before it): the game goes on, the keyboard on it."""
    w = window
    w.menuBar().setFocus()
    pending = _answer_modals(qtbot, [lambda dlg: dlg.reject()])
    w.new_game_dialog()
    assert pending == []
    qtbot.waitUntil(lambda: _table_has_the_keyboard(w), timeout=5000)
    from PySide6.QtTest import QTest
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    assert w.view.table.input.selected is not None


def test_a_panel_closed_from_the_keyboard_gives_the_table_the_keyboard(qtbot, window):
    """A panel's button reached with Tab and pressed with Space: the panel
    goes, the keyboard is on the table again (not on a corner button)."""
    from PySide6.QtTest import QTest
    w = window
    b = w.director.behaviour
    b.show_last_trick()
    qtbot.waitUntil(b.last_panel.isVisible)
    w.view.setFocus()
    w.focusNextPrevChild(True)              # Tab: the panel's button
    focus = QApplication.focusWidget()
    assert focus is not w.view and b.last_panel.isAncestorOf(focus)
    QTest.keyClick(focus, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not b.last_panel.isVisible())
    assert QApplication.focusWidget() is w.view


def test_the_new_game_dialog_offers_the_game_on_the_table(qtbot, window):
    """Partie > Nouvelle partie during a game of Peech, although the last game
    started from the dialog was another: Peech is chosen in it."""
    from cardtable.ui.window.new_game import LAST_KEY
    w = window
    w.settings.set_json(LAST_KEY, {"game_id": "deutch", "players": 3, "seats": [], "options": {}})
    seen = []

    def look(dlg):
        seen.append(dlg.game_id)
        dlg.reject()
    pending = _answer_modals(qtbot, [look])
    w.new_game_dialog()
    assert pending == [] and seen == ["peech"]


def test_a_lesson_opened_mid_game_says_the_game_is_kept_and_it_is(qtbot, window):
    """Aide > Apprendre à jouer during a game: the question says the game is
    kept (not lost) and offered back after the lesson; leaving the lesson
    offers it, and it resumes at the position it was left in."""
    from PySide6.QtWidgets import QMessageBox
    w = window
    ctl = w.controller
    ctl.autosave_enabled = True
    item = w.director.behaviour.hand_pile(0).items[0]
    QTest_click(w, item)
    qtbot.waitUntil(lambda: ctl.autosave_path().is_file() and 0 in ctl.to_act(), timeout=10000)
    qtbot.waitUntil(lambda: ctl.state is not None and ctl.public_view()["trick"] >= 1, timeout=10000)
    position = ctl.state.to_json()
    qtbot.waitUntil(lambda: ctl.read_save(ctl.autosave_path())[1].to_json() == position, timeout=10000)
    texts = []

    def open_lesson(box):
        texts.append((box.windowTitle(), box.text(), box.informativeText()))
        box.go_button.click()
    pending = _answer_modals(qtbot, [open_lesson])
    w.lessons.open("peech")
    assert pending == [] and w.lessons.running
    title, text, more = texts[0]
    assert title == "Apprendre à jouer"
    assert "perdue" not in text + more and "Abandonner" not in text
    assert "conservée" in more and "reprendre" in more
    # leaving the lesson offers the game back; "Oui" resumes it where it was
    pending = _answer_modals(qtbot, [lambda box: box.button(QMessageBox.StandardButton.Yes).click()])
    player = w.lessons.player
    qtbot.waitUntil(lambda: player.coach.isVisible(), timeout=20000)
    w.lessons.leave()
    qtbot.waitUntil(lambda: pending == [] and not w.lessons.running and ctl.state is not None
                    and ctl.setup is not None and ctl.autosave_enabled, timeout=10000)
    assert ctl.state.to_json() == position


def test_opening_a_file_during_a_game_asks_in_a_box_titled_open(qtbot, window, monkeypatch, tmp_path):
    """Partie > Ouvrir… during a game: the question about the game in
    progress is titled "Ouvrir", what the person is doing."""
    import shutil

    from cardtable.ui.window import save_actions
    w = window
    ctl = w.controller
    ctl.autosave_enabled = True
    ctl.save()
    copy = tmp_path / "partie.json"
    shutil.copy(ctl.autosave_path(), copy)
    monkeypatch.setattr(save_actions.QFileDialog, "getOpenFileName", lambda *a, **k: (str(copy), ""))
    seen = []

    def look(box):
        seen.append((box.windowTitle(), box.text()))
        box.no_button.click()
    pending = _answer_modals(qtbot, [look])
    assert w.saves.open_file() is False
    assert pending == [] and seen == [("Ouvrir", "Abandonner la partie en cours\u00a0?")]


def QTest_click(w, item):  # noqa: N802
    from PySide6.QtTest import QTest
    p = w.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)


def test_entree_pressed_twice_opens_the_new_game_window_without_pressing_jouer(qtbot, window, monkeypatch):
    """The end of the game's "Nouvelle partie" chosen by Entrée, and Entrée
    pressed again at once: the New game window stays open (the second key
    was the first one pressed twice), the finished game on the table; a key
    pressed once the window has been there a moment answers it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest

    from cardtable.ui.table.overlays import GestureGuard
    from cardtable.ui.window.dialog_access import _KeyGuard
    w = window
    monkeypatch.setattr(w.lessons, "offer_before", lambda setup: False)
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)     # the guard's time never runs out here
    before = w.controller.state
    seen: list[bool] = []

    def twice(dlg):
        QTimer.singleShot(0, lambda: again(dlg))      # (a key that answered would open a question here)

    def again(dlg):
        QTest.keyClick(dlg.focusWidget() or dlg, Qt.Key.Key_Return)      # the second Entrée, at once
        seen.append(dlg.isVisible() and w.controller.state is before)
        if not seen[-1]:
            return
        monkeypatch.setattr(GestureGuard, "guard_ms", 0)
        dlg.findChild(_KeyGuard).guard.arm()                              # the keys have stopped
        QTest.keyClick(dlg.focusWidget() or dlg, Qt.Key.Key_Return)
    # (the game on the table is not over here: "Abandonner la partie en cours ?" is answered Oui)
    pending = _answer_modals(qtbot, [twice, lambda box: box.yes_button.click()])
    w.new_game_dialog()
    assert pending == [] and seen == [True]
    assert w.controller.state is not before                              # Jouer, read: a new game


def test_one_escape_on_a_menu_opened_with_the_mouse_gives_the_table_its_keys(qtbot, window):
    """Partie clicked open, then Échap: the menu closes and the next keys are
    the table's at once (with the menu bar kept, Entrée opened « Partie »
    again instead of playing, until a second Échap)."""
    from PySide6.QtTest import QTest
    w = window
    mb = w.menuBar()
    title = mb.actionGeometry(w.menu_game.menuAction()).center()
    QTest.mouseClick(mb, Qt.MouseButton.LeftButton, pos=title)
    qtbot.waitUntil(lambda: w.menu_game.isVisible(), timeout=5000)
    QTest.keyClick(w.menu_game, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not w.menu_game.isVisible(), timeout=5000)
    w.activateWindow()                     # (the offscreen platform leaves the closed menu active)
    qtbot.waitUntil(lambda: _table_has_the_keyboard(w), timeout=5000)
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    assert w.view.table.input.selected is not None and not w.menu_game.isVisible()


def test_escape_on_a_menu_opened_from_the_keyboard_gives_the_table_its_keys(qtbot, window):
    """Alt then ↓ opens Partie from the keyboard; Échap closes it and the
    keyboard is the table's again in one press."""
    from PySide6.QtTest import QTest
    w = window
    w.view.setFocus()
    QTest.keyClick(w, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)     # Alt+P: « &Partie »
    qtbot.waitUntil(lambda: w.menu_game.isVisible(), timeout=5000)
    QTest.keyClick(w.menu_game, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not w.menu_game.isVisible(), timeout=5000)
    w.activateWindow()
    qtbot.waitUntil(lambda: _table_has_the_keyboard(w), timeout=5000)

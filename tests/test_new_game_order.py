"""Partie > Nouvelle partie (Ctrl+N) during a game: the New game dialog comes
first, and only its OK asks "Abandonner la partie en cours ?" (Annuler in the
dialog keeps the game, so nothing is said lost before the person chose); "Non"
to the question keeps the game, its autosave and the dialog; "Oui" starts the
new game.  The same through the Partie menu."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from windows import shown_window

from cardtable.ui.setup import GameSetup, SeatSetup


@pytest.fixture
def window(qtbot, french):
    from PySide6.QtCore import QSettings

    from cardtable.ui.window.lesson_actions import OFFER_KEY
    QSettings().setValue(OFFER_KEY, False)       # no lesson offered before the new game
    w = shown_window(qtbot, pace=False)
    yield w
    w.controller.stop()


class Script:
    """Steps done in turn as the modal windows come up: each is (what to wait
    for, what to do with it).  Stopped at the test's end (an answerer left
    polling would answer a later test's box)."""

    def __init__(self, steps: list[tuple[Callable[[], object], Callable[[object], None]]]) -> None:
        self.steps = list(steps)
        self.unexpected: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._look)
        self.timer.start()

    def _look(self) -> None:
        box = question()
        if box is not None and (not self.steps or self.steps[0][0] is not question):
            # a question where none is expected: said, and answered "Non" (the test fails, never hangs)
            self.unexpected.append(box.text())
            QTimer.singleShot(0, box.escapeButton().click)
            return
        if not self.steps:
            return
        found, act = self.steps[0]
        obj = found()
        if obj is not None:
            self.steps.pop(0)
            # after this slot returns: a click that opens a modal box runs its
            # own event loop, in which this timer (its slot still running) would not fire
            QTimer.singleShot(0, lambda: act(obj))

    def stop(self) -> None:
        self.timer.stop()


def dialog():
    from cardtable.ui.window.new_game import NewGameDialog
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, NewGameDialog) and w.isVisible()), None)


def question():
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()), None)


def press(which: str):
    """Click the dialog's "Jouer" (``play_button``) or "Annuler" (``cancel_button``)."""
    def act(dlg) -> None:
        getattr(dlg, which).click()
    return act


def start(window) -> None:
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(["Vous", "Léa", "Hugo", "Chloé"])]
    window.start_game(GameSetup("atout_pique", 4, seats, {}, 11))


@pytest.mark.parametrize("how", ["ctrl_n", "menu"])
def test_new_game_asks_to_give_up_the_game_only_on_ok(qtbot, window, how):
    w = window
    start(w)
    ctl = w.controller
    qtbot.waitUntil(lambda: ctl.active and ctl.autosave_path().exists(), timeout=10000)
    before = ctl.state.to_json()
    saved = ctl.autosave_path().read_bytes()
    asked_while_dialog: list[bool] = []

    def open_new() -> None:
        w.activateWindow()               # the shortcut reaches the window once it is active again
        qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
        if how == "ctrl_n":
            QTest.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        else:
            w.menu_game.popup(w.mapToGlobal(w.rect().center()))   # the Partie menu, its item chosen
            qtbot.waitUntil(w.menu_game.isVisible)
            w.menu_game.setActiveAction(w.act_new)
            QTest.keyClick(w.menu_game, Qt.Key.Key_Return)

    # 1. the dialog first, nothing asked; Annuler keeps the game
    script = Script([(dialog, lambda d: asked_while_dialog.append(question() is not None)
                      or press("cancel_button")(d))])
    try:
        open_new()
        qtbot.waitUntil(lambda: (not script.steps and dialog() is None) or bool(script.unexpected), timeout=10000)
    finally:
        script.stop()
    assert asked_while_dialog == [False] and script.unexpected == []
    assert ctl.state.to_json() == before and ctl.autosave_path().read_bytes() == saved

    # 2. OK asks, saying the game will be lost; "Non" keeps the game and the dialog
    words: list[str] = []
    kept_open: list[bool] = []

    def no(box) -> None:
        words.append(box.text() + " " + box.informativeText())
        box.no_button.click()

    def still_open(dlg) -> None:
        kept_open.append(dlg.isVisible() and question() is None)
        press("cancel_button")(dlg)
    script = Script([(dialog, press("play_button")), (question, no),
                     (lambda: dialog() if question() is None else None, still_open)])
    try:
        open_new()
        qtbot.waitUntil(lambda: (not script.steps and dialog() is None) or bool(script.unexpected), timeout=10000)
    finally:
        script.stop()
    assert words and "Abandonner la partie en cours" in words[0] and "sera perdue" in words[0]
    assert kept_open == [True] and script.unexpected == []
    assert ctl.state.to_json() == before and ctl.autosave_path().read_bytes() == saved

    # 3. OK, then "Oui": the new game starts
    script = Script([(dialog, press("play_button")), (question, lambda b: b.yes_button.click())])
    try:
        open_new()
        qtbot.waitUntil(lambda: (not script.steps and dialog() is None) or bool(script.unexpected), timeout=10000)
    finally:
        script.stop()
    qtbot.waitUntil(lambda: ctl.state is not None and ctl.state.to_json() != before, timeout=10000)


def test_a_new_game_after_a_finished_one_asks_nothing(qtbot, window, monkeypatch):
    """No game in progress (none, or one over): OK starts at once."""
    asked: list[bool] = []
    import cardtable.ui.window.new_game as ng
    monkeypatch.setattr(ng, "confirm_abandon", lambda *a, **k: asked.append(True) or True)
    script = Script([(dialog, press("play_button"))])
    try:
        window.act_new.trigger()
        qtbot.waitUntil(lambda: (not script.steps and dialog() is None) or bool(script.unexpected), timeout=10000)
    finally:
        script.stop()
    assert not asked and script.unexpected == []
    qtbot.waitUntil(lambda: window.controller.active, timeout=10000)

"""Keys held down or pressed again and again at the table, in the real
window (every game, the kit's :class:`GestureGuard`): the end-of-game panel
stays up for a key the person was still pressing through the last trick,
and the Entrée that lifted the hot-seat curtain, held or pressed again
before the revealed hand is on screen, plays or opens nothing.  Real key
events; tests wait on states, never on time."""

from __future__ import annotations

import test_auteurs_table as auteurs
import test_table_polish as polish
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from cardtable.ui.table.overlays import Curtain, GestureGuard
from cardtable.ui.table.tricks import TrickTable

players, window = auteurs.players, auteurs.window    # the fixtures of the Les Auteurs table tests


def _held(key: Qt.Key, text: str) -> QKeyEvent:
    """A key held down: Qt's auto-repeat press."""
    return QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, text, True)


def test_a_key_still_pressed_through_the_last_trick_leaves_the_end_of_game_panel_up(
        qtbot, english, monkeypatch):
    """Atout Pique: the person holds Entrée through the last trick, then
    presses it again at once: the end-of-game panel stays, no new game
    starts; a fresh key once their keys have stopped for the guard's time
    presses its first button."""
    monkeypatch.setattr(TrickTable, "seen_trick_ms", 0)
    window = polish.make_window(qtbot, monkeypatch)
    try:
        b = polish.play_to_the_end(qtbot, window)
        qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=10000)
        requested: list[bool] = []
        window.director.new_game_requested.disconnect(window.new_game_dialog)    # no modal dialog here
        window.director.new_game_requested.connect(lambda: requested.append(True))
        monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)   # the guard's time never runs out here
        assert b.end_panel.guard.ready          # came up with the guard over (tests: 0 ms)
        title = b.end_panel.title.text()
        # the key still held from the last trick: its repeats do nothing…
        for _ in range(3):
            window.view.keyPressEvent(_held(Qt.Key.Key_Return, "\r"))
        assert b.end_panel.isVisible() and requested == []
        # …and the same key pressed again right after is still the one from before
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
        assert b.end_panel.isVisible() and requested == []
        # a click that arrives with the panel (meant for a card, the curtain) is not for it either
        QTest.mouseClick(b.end_panel.first_button(), Qt.MouseButton.LeftButton)
        QTest.mouseDClick(b.end_panel.first_button(), Qt.MouseButton.LeftButton)
        assert b.end_panel.isVisible() and requested == []
        assert window.controller.state is not None and window.controller.state.is_over
        # the keys have stopped (the guard ran out): a fresh Entrée is for the panel
        monkeypatch.setattr(GestureGuard, "guard_ms", 0)
        b.end_panel.guard.arm()
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
        assert requested
        # (no new game started here, as when the New game window is closed by Annuler: the result comes back)
        assert b.end_panel.isVisible() and b.end_panel.title.text() == title
    finally:
        window.controller.stop()


def test_entree_again_right_after_the_curtain_lifts_opens_nothing(qtbot, window, monkeypatch):
    """Les Auteurs, two people at one screen: the Entrée that lifted the
    curtain, pressed again or held before the hand is on screen, does not
    open the choice of the player to ask; once the keys have stopped, Entrée
    works at the table as usual."""
    auteurs.start(window, humans=(0, 1))
    director = window.director
    qtbot.waitUntil(lambda: director.curtain.isVisible() and director.curtain.ready, timeout=10000)
    monkeypatch.setattr(Curtain, "guard_ms", 0)                # the curtain takes this key…
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)     # …the table's guard never runs out here
    first = director.pending_human
    QTest.keyClick(director.curtain, Qt.Key.Key_Return)
    assert not director.curtain.isVisible()
    auteurs.wait_turn(qtbot, window, first)
    scene = window.view.table
    b = auteurs.beh(window)
    asked = len(auteurs.asks(window))
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert scene.pick_kind is None and not b.prompt.isVisible()
    window.view.keyPressEvent(_held(Qt.Key.Key_Return, "\r"))
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
    assert scene.pick_kind is None and not b.prompt.isVisible()
    assert len(auteurs.asks(window)) == asked and director.awaiting == first
    # the keys have stopped: Entrée opens the choice of the player to ask
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)
    b.lifted_guard.arm()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert scene.pick_kind == "player" or b.prompt.isVisible()


#: the status line when a key, or a click, is refused because it came just as the table changed
KEY_NOT_TAKEN = ("Cette touche est arrivée au moment où la table changeait\u00a0: elle n'a pas été prise en "
                 "compte. Appuyez de nouveau.")
CLICK_NOT_TAKEN = ("Ce clic est arrivé au moment où la table changeait\u00a0: il n'a pas été pris en compte. "
                   "Cliquez de nouveau.")


def test_an_arrow_after_the_curtain_lifts_makes_the_next_entree_count(qtbot, window, monkeypatch):
    """Les Auteurs, two people at one screen: the Entrée that lifted the
    curtain, pressed again at once, opens nothing, and the status line says
    the key was not taken; an arrow then chooses on the hand now shown (the
    players to ask, the first one marked): the Entrée that follows is the
    person's own and asks that player for a card (the card prompt opens),
    the guard's time not over."""
    auteurs.start(window, humans=(0, 1))
    director = window.director
    qtbot.waitUntil(lambda: director.curtain.isVisible() and director.curtain.ready, timeout=10000)
    monkeypatch.setattr(Curtain, "guard_ms", 0)                # the curtain takes this key…
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)     # …the table's guard never runs out here
    said: list[str] = []
    director.status.connect(said.append)
    first = director.pending_human
    QTest.keyClick(director.curtain, Qt.Key.Key_Return)
    auteurs.wait_turn(qtbot, window, first)
    scene, b = window.view.table, auteurs.beh(window)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert scene.pick_kind is None and not b.prompt.isVisible()
    assert said[-1] == KEY_NOT_TAKEN, said
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Right)
    assert scene.pick_kind == "player" and scene.pick_current is not None
    assert b.lifted_guard.ready                                # the choice ended the guard
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert b.prompt.isVisible()


def test_an_arrow_in_a_prompt_opened_by_entree_makes_the_next_entree_count(qtbot, window, monkeypatch):
    """Les Auteurs by keys: Entrée (the players), Entrée (the first player:
    the card prompt opens during that key).  An Entrée pressed at once asks
    nothing and the status line says the key was not taken; → moves the
    prompt's choice, and the Entrée that follows asks that card."""
    auteurs.start(window)
    auteurs.wait_turn(qtbot, window, 0)
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)     # the guard's time never runs out here
    said: list[str] = []
    window.director.status.connect(said.append)
    b, view = auteurs.beh(window), window.view.viewport()
    asked = len(auteurs.asks(window))
    QTest.keyClick(view, Qt.Key.Key_Return)                   # the players to ask
    QTest.keyClick(view, Qt.Key.Key_Return)                   # the first player: the card prompt opens
    assert b.prompt.isVisible() and not b.prompt.guard.ready
    QTest.keyClick(view, Qt.Key.Key_Return)                   # at once: asks nothing, and says so
    assert b.prompt.isVisible() and len(auteurs.asks(window)) == asked
    assert said[-1] == KEY_NOT_TAKEN, said
    QTest.keyClick(view, Qt.Key.Key_Right)
    chosen = b.prompt.selected
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(auteurs.asks(window)) > asked, timeout=10000)
    assert auteurs.asks(window)[asked]["card"] == str(chosen.card)


def test_a_panels_button_takes_a_click_once_its_guard_is_over(qtbot, monkeypatch):
    """The kit's panel: a click on its button while the guard holds does
    nothing and starts the guard again; once the guard is over the click
    presses the button."""
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.table.overlays import Panel
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(400, 300)
    host.show()
    pressed: list[bool] = []
    panel = Panel(host, "Fin de la partie")
    button = panel.add_button("Nouvelle partie", lambda: pressed.append(True))
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)
    panel.show()
    panel.adjustSize()
    assert not panel.guard.ready
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert pressed == [] and not panel.guard.ready
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)
    panel.guard.arm()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert pressed == [True]


def test_the_result_comes_back_when_the_new_game_window_is_closed_without_a_game(qtbot, english, monkeypatch):
    """The end of the game's "New game", then Cancel in the New game window:
    the end panel (the result and the last count) is back on the table; its
    "New game" again, then Play: a new game starts."""
    from test_focus_after_dialogs import _answer_modals
    monkeypatch.setattr(TrickTable, "seen_trick_ms", 0)
    window = polish.make_window(qtbot, monkeypatch)
    try:
        monkeypatch.setattr(window.lessons, "offer_before", lambda setup: False)
        b = polish.play_to_the_end(qtbot, window)
        qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=10000)
        title, body = b.end_panel.title.text(), b.end_panel.body.text()
        finished = window.controller.state
        pending = _answer_modals(qtbot, [lambda dlg: dlg.reject()])
        b.end_panel.first_button().click()
        assert pending == []
        assert window.controller.state is finished
        assert b.end_panel.isVisible() and (b.end_panel.title.text(), b.end_panel.body.text()) == (title, body)
        pending = _answer_modals(qtbot, [lambda dlg: dlg.accept()])
        b.end_panel.first_button().click()
        assert pending == []
        assert window.controller.state is not finished and window.director.behaviour is not b
    finally:
        window.controller.stop()


def test_r_brings_the_closed_result_back_with_its_rematch(qtbot, english, monkeypatch):
    """The end panel closed (Close, or Esc): R shows the result again as it
    came, with "New game" and "Rematch" (it showed the last count with Close
    only, while the bar spoke of a rematch no key nor menu offered); its
    Rematch starts the same table again."""
    monkeypatch.setattr(TrickTable, "seen_trick_ms", 0)
    window = polish.make_window(qtbot, monkeypatch)
    try:
        b = polish.play_to_the_end(qtbot, window)
        qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=10000)
        title, body = b.end_panel.title.text(), b.end_panel.body.text()
        finished = window.controller.state
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_Escape)
        assert not b.end_panel.isVisible()
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_H)
        assert "R shows the result again" in window.statusBar().currentMessage()
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_R)
        assert b.end_panel.isVisible() and (b.end_panel.title.text(), b.end_panel.body.text()) == (title, body)
        assert not b.info_panel.isVisible()
        rematch = next(btn for btn in b.end_panel.findChildren(QPushButton) if btn.text() == "Rematch")
        rematch.click()
        qtbot.waitUntil(lambda: window.controller.state is not finished, timeout=10000)
        assert not window.controller.state.is_over
    finally:
        window.controller.stop()


def test_entree_pressed_twice_to_end_a_hold_plays_nothing(qtbot, window, monkeypatch):
    """Les Auteurs, the person's turn: a hold on the table (a count read, «
    Je les ai vues » in Deutch) ended by Entrée, and Entrée pressed again at
    once: the second press opens nothing (it would start the person's move);
    once the keys have stopped, Entrée works at the table as usual."""
    auteurs.start(window)
    auteurs.wait_turn(qtbot, window, 0)
    b = auteurs.beh(window)
    scene = window.view.table
    b.hold(None)                                               # (tests: it came up with its guard over)
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)     # the guard's time never runs out here
    assert b.holding
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert not b.holding and scene.pick_kind is None and not b.prompt.isVisible()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)          # the same key, pressed twice
    assert scene.pick_kind is None and not b.prompt.isVisible()
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)
    b.late_guard.arm()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert scene.pick_kind == "player" or b.prompt.isVisible()


def test_a_hold_just_come_up_is_not_ended_by_a_key_made_for_what_was_there_before(qtbot, window, monkeypatch):
    """A hold that has just come up (a Dame's card shown, a battle turned
    over) stays for an Entrée or a click that arrives with it (the key that
    played the move, pressed twice): the person sees it; a key once the
    guard is over ends it."""
    auteurs.start(window)
    auteurs.wait_turn(qtbot, window, 0)
    b = auteurs.beh(window)
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)     # the guard's time never runs out here
    said: list[str] = []
    window.director.status.connect(said.append)
    b.hold(None)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert b.holding and said[-1] == KEY_NOT_TAKEN               # not taken, and said so
    assert b.handle_press() and b.holding                      # a click too
    assert said[-1] == CLICK_NOT_TAKEN
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)
    b.hold_guard.arm()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert not b.holding


def test_the_arrows_move_along_the_end_panels_buttons(qtbot, english, monkeypatch):
    """Atout Pique's end panel: → and ← move the keyboard along « New game »,
    « Rematch », « Close » (as Tab does), without wrapping, and Entrée
    presses the button reached: here Rematch starts the same table again."""
    from PySide6.QtWidgets import QApplication
    monkeypatch.setattr(TrickTable, "seen_trick_ms", 0)
    window = polish.make_window(qtbot, monkeypatch)
    try:
        b = polish.play_to_the_end(qtbot, window)
        qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=10000)
        finished = window.controller.state
        panel = b.end_panel
        texts = [panel.buttons.itemAt(i).widget().text() for i in range(panel.buttons.count())]
        assert texts == ["New game", "Rematch", "Close"]
        window.view.setFocus()

        def focused() -> str:
            w = QApplication.focusWidget()
            return w.text() if isinstance(w, QPushButton) else ""

        target = QApplication.focusWidget()
        QTest.keyClick(target, Qt.Key.Key_Right)
        assert focused() == "New game"
        for expected in ("Rematch", "Close", "Close"):
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
            assert focused() == expected
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
        assert focused() == "Rematch"
        assert panel.isVisible() and window.controller.state is finished
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.controller.state is not finished, timeout=10000)
        assert not window.controller.state.is_over
    finally:
        window.controller.stop()

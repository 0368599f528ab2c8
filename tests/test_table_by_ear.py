"""Small things heard by ear at the table, in every game the kit runs: a
key that does nothing, the end of a game, the pause after a battle, the
words of a turn.  What is checked is what a screen reader is given (the
``accessible`` fixture keeps the announcements) and where the keyboard's
focus is; the tests wait on states, never on time."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from windows import shown_window, spy_focus

from cardtable.ui.setup import GameSetup, SeatSetup

UNUSED = "Touche sans effet ici. Les touches\u00a0: menu Aide, Clavier et lecteurs d'écran."


def auteurs_solo(seed: int = 5) -> GameSetup:
    return GameSetup("auteurs", 4, [SeatSetup("Inès", True, "")]
                     + [SeatSetup(name, False, "facile") for name in ("Léa", "Hugo", "Chloé")], {}, seed)


def my_auteurs_turn(qtbot, window) -> None:
    view = window.view
    qtbot.waitUntil(lambda: window.director.awaiting == 0 and not view.table.queue.busy, timeout=30_000)
    view.setFocus()


def test_a_key_that_does_nothing_is_said_once_until_another_key(qtbot, french, accessible) -> None:
    """A letter the table does not use says so once; the same key pressed
    again, or held, is not said again until another key was pressed; a key
    the table uses (H, a player's digit) is not called useless, and a digit
    past the last player (Les Auteurs' players are 1 to 3) says the digits
    to use."""
    window = shown_window(qtbot, (1100, 700), autosave=False)
    window.start_game(auteurs_solo())
    my_auteurs_turn(qtbot, window)
    view = window.view
    heard = accessible
    QTest.keyClick(view, Qt.Key.Key_X)
    assert heard.count(UNUSED) == 1, heard[-3:]
    QTest.keyClick(view, Qt.Key.Key_X)
    QTest.keyEvent(QTest.KeyAction.Press, view, Qt.Key.Key_X)       # held down: auto-repeat or not, once
    QTest.keyEvent(QTest.KeyAction.Release, view, Qt.Key.Key_X)
    assert heard.count(UNUSED) == 1
    QTest.keyClick(view, Qt.Key.Key_7)           # past the last player: the digits to use
    assert heard[-1] == "Il y a 3 autres joueurs\u00a0: tapez de 1 à 3." and heard.count(UNUSED) == 1
    QTest.keyClick(view, Qt.Key.Key_X)           # after another key: said again
    assert heard.count(UNUSED) == 2
    QTest.keyClick(view, Qt.Key.Key_F2)          # a key the table uses, then the same wrong key again
    QTest.keyClick(view, Qt.Key.Key_X)
    assert heard.count(UNUSED) == 3
    QTest.keyClick(view, Qt.Key.Key_H)           # a hint: a key the table uses
    assert heard.count(UNUSED) == 3
    assert window.director.behaviour.prompt.isHidden()
    QTest.keyClick(view, Qt.Key.Key_1)           # a player's digit opens the card prompt
    qtbot.waitUntil(lambda: window.director.behaviour.prompt.isVisible(), timeout=10_000)
    assert heard.count(UNUSED) == 3
    QTest.keyClick(view, Qt.Key.Key_9)           # no card of the prompt has a digit: said
    assert heard.count(UNUSED) == 4
    # F7 says the table's last line again, not the stray key's
    QTest.keyClick(view, Qt.Key.Key_F7)
    assert heard[-1] != UNUSED and heard.count(UNUSED) == 4
    window.controller.stop()


def test_a_key_that_does_nothing_is_said_in_english(qtbot, english, accessible) -> None:
    window = shown_window(qtbot, (1100, 700), autosave=False)
    window.start_game(auteurs_solo())
    my_auteurs_turn(qtbot, window)
    QTest.keyClick(window.view, Qt.Key.Key_Q)
    assert "Key not used here. The keys: Help menu, Keyboard and screen readers." in accessible
    window.controller.stop()


def test_f3_names_each_players_poissons_by_rank(qtbot, french, accessible) -> None:
    """F3 says a player's poissons by rank in words after their plate
    ("… 1 poisson, 28 jetons. Poissons : les dames."), as the tree does, not
    only how many they have."""
    from test_auteurs_by_ear import play_until

    from cardtable.ui.games.auteurs import ranks_words
    window = shown_window(qtbot, (1100, 700), autosave=False)
    window.start_game(auteurs_solo())
    beh = window.director.behaviour
    play_until(qtbot, window, accessible, lambda: any(beh.poissons))
    qtbot.waitUntil(lambda: not window.director.scene.queue.busy, timeout=10_000)
    seat = next(s for s, p in enumerate(beh.poissons) if p)
    view = window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_F3)
    line = accessible[-1]
    ranks = ranks_words([i.card.rank for i in beh.books_pile(seat).items])
    plate = window.director.scene.plates[seat].accessible_text()
    assert f"{plate}. Poissons\u00a0: {ranks}." in line, line
    window.controller.stop()


def _deutch_to_the_end(qtbot, window) -> None:
    """A Deutch game of one round, "Deutch !" called at once, played to its
    end by the test (speed "fast" for the last turn: the count is shown)."""
    from test_deutch_table import beh, click, phase, ready, st, start, to_my_turn, wait

    from cardtable.engine.deutch import CallDeutch
    start(window, rounds=1, window_ms=500)
    to_my_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    click(window, beh(window).discard_pile().items[-1])
    qtbot.waitUntil(lambda: ready(window, 0, "call") or ready(window, 0, "power"), timeout=15_000)
    if phase(window) == "power":
        beh(window).prompt.button("skip").click()
        wait(qtbot, window, "call")
    beh(window).prompt.button(CallDeutch()).click()
    wait(qtbot, window, "turn", timeout=20_000)
    window.settings.set("speed", "fast")
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    click(window, beh(window).discard_pile().items[-1])
    qtbot.waitUntil(lambda: phase(window) == "power" and ready(window, 0) or st(window).is_over, timeout=15_000)
    if not st(window).is_over:
        beh(window).prompt.button("skip").click()
    qtbot.waitUntil(lambda: st(window).is_over, timeout=15_000)


def test_the_end_panel_comes_up_after_the_count_with_the_focus(qtbot, french, accessible, monkeypatch) -> None:
    """Deutch's last count (at the pace *Normal*, a screen reader
    listening): the end panel comes up without a key, its first button
    takes the keyboard focus, and the reader hears the count once, with its
    heading (not the heading alone first), then the result."""
    from PySide6.QtWidgets import QApplication
    from test_deutch_table import Passive

    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: Passive())
    window = shown_window(qtbot, autosave=False)
    heard = accessible
    _deutch_to_the_end(qtbot, window)
    panel = window.director.behaviour.end_panel
    qtbot.waitUntil(panel.isVisible, timeout=15_000)
    assert QApplication.focusWidget() is panel.first_button()
    assert "Manche 1\u00a0: le compte" not in heard
    counts = [i for i, h in enumerate(heard) if h.startswith("Manche 1\u00a0: le compte.")]
    ends = [i for i, h in enumerate(heard) if h.startswith("Partie terminée")]
    assert len(counts) == 1 and len(ends) == 1 and counts[0] < ends[0], heard[-4:]
    window.controller.stop()


def test_a_peech_battle_waits_for_the_key_its_words_ask_for_by_ear(qtbot, french, accessible,
                                                                    monkeypatch) -> None:
    """By ear, "Cliquez ou appuyez sur une touche pour continuer." holds the
    battle until that key, however short the timed hold would be; the key
    goes on."""
    from PySide6.QtCore import QTimer

    from cardtable.ui import anim
    monkeypatch.setitem(anim.BASE_MS, "read_person", 2)       # the timed hold would end at once
    window = shown_window(qtbot, (1100, 700), autosave=False, speed="fast", speech_pace="off")
    window.start_game(GameSetup("peech", 4, [SeatSetup("Inès", True, "")]
                                + [SeatSetup(n, False, "facile") for n in ("Léa", "Hugo", "Chloé")], {}, 7))
    beh = window.director.behaviour
    view = window.view
    qtbot.waitUntil(lambda: window.director.awaiting == 0 and not view.table.queue.busy, timeout=30_000)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: beh.holding, timeout=30_000)
    assert any(h.endswith("Cliquez ou appuyez sur une touche pour continuer.") for h in accessible)
    # a timer started after the hold's (1 ms) fires after it: the hold is still there
    marker = QTimer(window)
    marker.setSingleShot(True)
    with qtbot.waitSignal(marker.timeout, timeout=5_000):
        marker.start(100)
    assert beh.holding
    QTest.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not beh.holding, timeout=5_000)
    window.controller.stop()


def test_les_auteurs_turn_is_worded_for_the_keyboard_by_ear(qtbot, french, accessible) -> None:
    """With a screen reader the turn's line says the keys, not "faites
    glisser … cliquez"; without one, it says the mouse's way too."""
    from PySide6.QtGui import QAccessible
    window = shown_window(qtbot, (1100, 700), autosave=False)
    window.start_game(auteurs_solo())
    my_auteurs_turn(qtbot, window)
    turn = [h for h in accessible if h.startswith("À vous")]
    assert turn and turn[-1] == ("À vous\u00a0: choisissez le joueur à qui demander avec les touches 1–3 (ou "
                                 "Entrée, puis les flèches), puis la carte à demander."), turn[-1:]
    QAccessible.setActive(False)
    assert "faites glisser" in window.director.behaviour.turn_text()
    QAccessible.setActive(True)
    window.controller.stop()


def test_the_rapidite_key_button_says_it_waits_for_a_key(qtbot, french, accessible) -> None:
    """Espace on a rapidité key's button says it waits for a key, then what
    became of it: the new key, or the key kept with Échap."""
    from cardtable.ui.games import plugin_for
    from cardtable.ui.settings import Settings
    page = plugin_for("deutch").settings_widget(None, Settings(), ["Léa", "Hugo"])
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    button = page.buttons[0]
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Space)
    assert button.capturing
    assert accessible[-1] == "Appuyez sur la touche voulue pour Léa (Échap\u00a0: garder A).", accessible[-1:]
    QTest.keyClick(button, Qt.Key.Key_Q)
    assert accessible[-1] == "Léa\u00a0: la touche de rapidité est maintenant Q.", accessible[-1:]
    QTest.keyClick(page.buttons[1], Qt.Key.Key_Space)
    assert accessible[-1].startswith("Appuyez sur la touche voulue pour Hugo")
    QTest.keyClick(page.buttons[1], Qt.Key.Key_Escape)
    assert accessible[-1] == "Hugo\u00a0: la touche de rapidité reste P.", accessible[-1:]


def test_no_table_focus_event_while_a_menu_is_open(qtbot, french, accessible, monkeypatch) -> None:
    """While a menu is open (the person reads Affichage), the table, whose
    computers play on, sends no focus event: the turn that opens meanwhile
    neither takes the keyboard from the menu nor posts its prompt's choice
    as focused; once the menu closes, the table has the keyboard."""
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.table import accessible as layer
    from cardtable.ui.table import prompt
    focused = spy_focus(monkeypatch, prompt, layer)
    setup = GameSetup("atout_pique", 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in (2, 3, 4)],
                      {"target": 100, "minus_200_loses": True}, 11)
    window = shown_window(qtbot, (1100, 700), autosave=False)
    window.view.clearFocus()
    menu = window.menuBar().actions()[0].menu()
    window.start_game(setup)
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is menu, timeout=10_000)
    qtbot.waitUntil(lambda: "Combien de plis ferez-vous\u00a0?" in accessible, timeout=20_000)
    qtbot.waitUntil(lambda: window.director.awaiting == 0, timeout=20_000)
    # a prompt's choice selected by the game meanwhile (Deutch's "Finir mon tour" as its turn opens)
    panel = window.director.behaviour.prompt
    panel.select(panel.enabled_values()[-1])
    assert focused == [], focused
    assert QApplication.activePopupWidget() is menu
    assert not window.view.hasFocus() and window.focusWidget() is not window.view
    menu.close()
    # the window's focus goes to the table (offscreen, the window itself may not be active again)
    qtbot.waitUntil(lambda: window.focusWidget() is window.view, timeout=10_000)
    window.controller.stop()


def test_the_tables_description_gives_keys_true_in_every_game(qtbot, french) -> None:
    """The table's description (read as the table takes the focus) ends with
    keys true of every game: in Les Auteurs Entrée asks, it plays no card."""
    setup = GameSetup("auteurs", 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in (2, 3, 4)], {}, 5)
    window = shown_window(qtbot, (1100, 700), autosave=False)
    window.start_game(setup)
    qtbot.waitUntil(lambda: "Inès" in window.view.accessibleDescription(), timeout=20_000)
    said = window.view.accessibleDescription()
    assert said.endswith("Les flèches choisissent, Entrée valide, Échap annule\u00a0; F2 à F7 lisent la table."), said
    assert "Entrée la joue" not in said
    window.controller.stop()


def test_a_focus_waiting_for_a_dialog_deleted_as_it_closes_raises_nothing(qtbot) -> None:
    """The focus the table gave while a dialog had the keyboard waits for it;
    a dialog deleted as soon as it hides (a network dialog closed) leaves no
    error behind, and the focus then comes."""
    import shiboken6
    from PySide6.QtWidgets import QApplication, QDialog, QPushButton

    from cardtable.ui.table.focus import focus_when_free
    window = QPushButton("Finir mon tour")
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=10_000)
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog, timeout=10_000)
    focus_when_free(window)
    dialog.hide()
    shiboken6.delete(dialog)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=10_000)
    qtbot.wait(50)       # the queued retry runs (an error there fails the test)

"""The main window polished for a family: it fits the screen, the
corner buttons keep their size from game to game, Tab never traps the
keyboard, one person at a shared screen sees no curtain for their own next
turn, the language changes at once, an export says where it went, a damaged
save is explained, and the New game dialog shows the levels the game uses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.engine import load_game, new_game
from cardtable.engine.atout_pique import Bid
from cardtable.ui.setup import GameSetup, SeatSetup

NAMES = ["Vous", "Léa", "Hugo", "Chloé"]


def first_legal(legal):
    bids = [a for a in legal if isinstance(a, Bid) and not a.blind]
    return bids[min(2, len(bids) - 1)] if bids else legal[0]


class FirstLegal:
    def choose(self, view, legal):
        return first_legal(legal)


def make_window(qtbot, monkeypatch, avail: QRect | None = None, size=(1280, 820)):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: FirstLegal())
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    if avail is not None:
        monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(avail))
    settings = Settings()
    settings.set("speed", "off")
    w = MainWindow(settings)
    w.controller.pace = False
    w.controller.autosave_enabled = False
    if size is not None:
        w.resize(*size)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def window(qtbot, french, monkeypatch):
    w = make_window(qtbot, monkeypatch)
    yield w
    w.controller.stop()


def setup(humans=(0,), seed=5, options=None):
    seats = [SeatSetup(n, i in humans, "facile") for i, n in enumerate(NAMES)]
    return GameSetup("atout_pique", 4, seats, dict(options or {}), seed)


def settled(w):
    return not w.view.table.queue.busy and not w.controller._animating


def wait_turn(qtbot, w, seat, timeout=15000):
    ctl, d = w.controller, w.director

    def ready():
        return (settled(w) and ctl.state is not None and seat in ctl.to_act() and not d.curtain.isVisible()
                and d.awaiting == seat)
    qtbot.waitUntil(ready, timeout=timeout)


def state_after(seed: int, actions: int, options=None):
    """The game of ``seed`` after ``actions`` first-legal moves (engine only)."""
    st = new_game("atout_pique", seed=seed, players=4, options=dict(options or {}))
    for _ in range(actions):
        seat = sorted(st.to_act())[0]
        st.apply(seat, first_legal(st.legal_actions(seat)))
    return st


def state_before_the_end(seed: int, options):
    st = new_game("atout_pique", seed=seed, players=4, options=dict(options))
    while True:
        seat = sorted(st.to_act())[0]
        action = first_legal(st.legal_actions(seat))
        probe = load_game(st.to_json())
        probe.apply(seat, action)
        if probe.is_over:
            return st
        st.apply(seat, action)


# ---------------------------------------------------------------- 2. screen
def outer(w):
    return w.geometry().marginsAdded(w.frame_margins())


def test_the_first_window_fits_a_1366x768_laptop(qtbot, french, monkeypatch):
    avail = QRect(0, 0, 1366, 768 - 40)           # a task bar at the bottom
    w = make_window(qtbot, monkeypatch, avail, size=None)
    assert avail.contains(outer(w)), (outer(w), avail)
    # the first window takes the laptop's whole screen: no strip of desktop beside it
    assert outer(w) == avail, (outer(w), avail)


def test_a_saved_window_too_tall_for_this_screen_is_brought_inside(qtbot, french, monkeypatch):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    big = MainWindow(Settings())
    qtbot.addWidget(big)
    big.setGeometry(100, 100, 1800, 1100)
    big.save_geometry()
    avail = QRect(0, 0, 1366, 768)
    w = make_window(qtbot, monkeypatch, avail, size=None)
    assert avail.contains(outer(w))


def test_at_1024x600_the_table_stays_playable_with_the_scoresheet_folded(qtbot, french, monkeypatch):
    avail = QRect(0, 0, 1024, 600)
    w = make_window(qtbot, monkeypatch, avail, size=None)
    assert avail.contains(outer(w))
    qtbot.waitUntil(lambda: w.scoresheet is not None)
    dock = w.scoresheet
    assert not dock.isVisible()                     # folded: the table keeps the room
    assert "Affichage" in w.statusBar().currentMessage() or "View" in w.statusBar().currentMessage()
    w.start_game(setup())
    wait_turn(qtbot, w, 0)
    vp = w.view.viewport()
    assert vp.width() >= 900 and vp.height() >= 400
    view_rect = vp.rect().adjusted(-4, -4, 4, 4)   # the cards' shadows may touch the edge
    for item in w.director.behaviour.hand_pile(0).items:
        r = w.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert view_rect.contains(r), (r, view_rect)
    assert w.rect().contains(w.statusBar().geometry())
    # Affichage > Feuille de marque opens it, at a width that leaves the table playable
    dock.toggleViewAction().trigger()
    qtbot.waitUntil(dock.isVisible)
    qtbot.waitUntil(lambda: w.view.viewport().width() >= 560)
    w.controller.stop()


def test_the_scoresheet_closed_stays_closed_for_a_program_that_never_closed_its_window(qtbot, french,
                                                                                          monkeypatch):
    """Affichage > Feuille de marque closed, then the program killed (no
    closeEvent, nothing saved at the end): the next start keeps it closed."""
    w = make_window(qtbot, monkeypatch)
    qtbot.waitUntil(lambda: w.scoresheet is not None)
    dock = w.scoresheet
    qtbot.waitUntil(dock.isVisible)
    dock.toggleViewAction().trigger()                  # the person closes it
    qtbot.waitUntil(lambda: not dock.isVisible())
    qtbot.waitUntil(lambda: not w._dock_save.isActive(), timeout=10_000)   # kept once it settled
    # a second program starts on the same settings, the first never closed
    again = make_window(qtbot, monkeypatch)
    qtbot.waitUntil(lambda: again.scoresheet is not None)
    assert not again.scoresheet.isVisible()
    again.scoresheet.toggleViewAction().trigger()      # opened again: kept open too
    qtbot.waitUntil(again.scoresheet.isVisible)
    qtbot.waitUntil(lambda: not again._dock_save.isActive(), timeout=10_000)
    third = make_window(qtbot, monkeypatch)
    qtbot.waitUntil(lambda: third.scoresheet is not None)
    qtbot.waitUntil(third.scoresheet.isVisible)


# ------------------------------------------------------ 4. corner buttons
def corner_ok(w):
    d = w.director
    buttons = [b for b in d.corner_buttons if b.isVisible()]
    if len(buttons) != 2 or not d.corner.isVisible():
        return False
    for b in buttons:
        if b.width() < b.sizeHint().width() or b.height() < b.sizeHint().height():
            return False
        if not d.corner.rect().contains(b.geometry()):
            return False
    return True


def test_corner_buttons_keep_their_size_after_a_game_ends_and_in_the_next(qtbot, window, monkeypatch):
    options = {"target": 100}
    st = state_before_the_end(3, options)
    ctl = window.controller
    ctl.human_turn.connect(lambda seat: ctl.submit(seat, first_legal(ctl.legal(seat))) if seat in ctl.to_act()
                           else None)
    with qtbot.waitSignal(ctl.game_over, timeout=20000):
        ctl.start(setup(options=options), st)
    qtbot.waitUntil(lambda: settled(window))
    assert corner_ok(window)
    # the next game: the same two buttons, whole
    window.start_game(setup(seed=8))
    qtbot.waitUntil(lambda: settled(window) and ctl.state is not None)
    assert corner_ok(window), [(b.text(), b.size(), b.sizeHint()) for b in window.director.corner_buttons]


# ----------------------------------------------------------- 5. keyboard
def focused():
    return QApplication.focusWidget()


def test_tab_cycles_table_buttons_dock_and_back_and_esc_returns(qtbot, window):
    w = window
    w.start_game(setup())
    wait_turn(qtbot, w, 0)
    qtbot.waitUntil(lambda: w.scoresheet is not None and w.scoresheet.isVisible())
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    w.view.setFocus()
    qtbot.waitUntil(lambda: focused() is w.view)
    assert w.focus_frame.shown                       # a visible cue: the gold frame
    dock = w.scoresheet
    seen = []
    for _ in range(60):     # the bid buttons, the corner's, the sheet's
        QTest.keyClick(focused(), Qt.Key.Key_Tab)
        seen.append(focused())
        if focused() is w.view:
            break
    assert focused() is w.view, seen                 # Tab comes back to the table
    assert not w.focus_frame.shown or seen[-1] is w.view
    assert any(dock.isAncestorOf(x) for x in seen)   # ...through the scoresheet
    assert any(x in w.director.corner_buttons for x in seen)
    assert w.focus_frame.shown
    # Shift+Tab goes the other way: from the table into the dock
    QTest.keyClick(w.view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert dock.isAncestorOf(focused())
    assert not w.focus_frame.shown
    # Esc brings the keyboard back to the table, and the arrows play again
    QTest.keyClick(focused(), Qt.Key.Key_Escape)
    assert focused() is w.view and w.focus_frame.shown
    w.controller.stop()


# ---------------------------------------------------------- 9. hot-seat
def viewport_point(w, item):
    width = item.width()
    return w.view.mapFromScene(item.mapToScene(QPointF(-width / 2 + width * 0.08, 0)))


def test_no_curtain_when_the_same_person_wins_the_trick_and_leads_again(qtbot, window):
    # seed 1: after 7 moves, South (human) plays the 4th card of the first trick,
    # wins it and leads the next one; West is the other human at the screen
    w, d, ctl = window, window.director, window.controller
    st = state_after(1, 7)
    assert sorted(st.to_act()) == [0]
    ctl.start(setup(humans=(0, 1), seed=1), st)
    qtbot.waitUntil(d.curtain.isVisible, timeout=10000)
    assert d.pending_human == 0
    QTest.mouseClick(d.curtain, Qt.MouseButton.LeftButton)
    wait_turn(qtbot, w, 0)
    curtains = []
    real = d._show_curtain
    d._show_curtain = lambda seat: (curtains.append(seat), real(seat))
    legal = ctl.legal(0)
    card = legal[0].card
    item = next(i for i in d.behaviour.hand_pile(0).items if i.card == card)
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     viewport_point(w, item))
    qtbot.waitUntil(lambda: len(ctl.state.view(0)["hand"]) == 12, timeout=5000)
    wait_turn(qtbot, w, 0)                       # South leads: straight back to their cards
    assert curtains == []
    assert d.viewer == 0 and w.view.table.bottom_seat == 0
    own = d.behaviour.hand_pile(0).items
    assert own and all(i.face_up and i.card is not None for i in own)
    ctl.stop()


# ----------------------------------------------------------- 10. language
def test_a_language_change_is_live(qtbot, window):
    from PySide6.QtGui import QGuiApplication
    w = window
    w.start_game(setup())
    wait_turn(qtbot, w, 0)
    qtbot.waitUntil(lambda: w.scoresheet is not None)
    assert w.windowTitle() == "Atout Pique"            # the system adds the program's name after it
    assert [a.text() for a in w.menuBar().actions()] == ["&Partie", "Affic&hage", "&Aide"]
    try:
        w.set_language("en")
        qtbot.waitUntil(lambda: [a.text() for a in w.menuBar().actions()] == ["&Game", "&View", "&Help"])
        assert w.act_new.text() == "&New game…"
        assert w.scoresheet.windowTitle() == "Scoresheet"
        assert QGuiApplication.applicationDisplayName() == "Card table"
        assert w.windowTitle() == "Atout Pique"
        assert [b.text() for b in w.director.corner_buttons] == ["Last trick", "Hint"]
        assert w.view.renderer.lang == "en"
        assert w.settings.get("language") == "en"
        qtbot.waitUntil(lambda: settled(w))
        assert all(i.face_up and i.card is not None for i in w.director.behaviour.hand_pile(0).items)
        w.set_language("fr")
        qtbot.waitUntil(lambda: [a.text() for a in w.menuBar().actions()] == ["&Partie", "Affic&hage", "&Aide"])
        assert QGuiApplication.applicationDisplayName() == "Table de cartes"
        assert w.scoresheet.windowTitle() == "Feuille de marque"
        assert w.view.renderer.lang == "fr"
    finally:
        w.controller.stop()


def test_qt_dialogs_are_in_the_programs_language(qapp, french):
    from PySide6.QtCore import QCoreApplication, QLocale

    from cardtable.ui import i18n
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
    assert QCoreApplication.translate("QFileDialog", "File &name:") == "&Nom de fichier\u00a0:"
    system = QLocale.system().name().split("_")[0]
    other = "en" if system == "fr" else "fr"
    i18n.install(other)
    # the system's dialog would speak the system's language: Qt's own is used
    assert QCoreApplication.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    if system in i18n.LANGUAGES:
        i18n.install(system)
        assert not QCoreApplication.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)


def test_an_export_says_where_the_file_went(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog
    w = window
    w.start_game(setup())
    wait_turn(qtbot, w, 0)
    dock = w.ensure_scoresheet()
    target = tmp_path / "feuille"
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: offered.append(a[2]) or (str(target), ""))
    monkeypatch.chdir(tmp_path)                 # the folder the program started in is not offered
    dock.act_export_csv.trigger()
    from cardtable.ui import storage
    assert Path(offered[0]).parent == Path(storage.last_folder()) != tmp_path
    saved = tmp_path / "feuille.csv"
    assert saved.exists()
    assert str(saved) in w.statusBar().currentMessage()
    assert w.director.toast.isVisible() and "feuille.csv" in w.director.toast.text()
    w.controller.stop()


# --------------------------------------------------------- 15. bad save
@pytest.mark.parametrize("content, words", [
    ("{corrupt", "damaged"),
    (json.dumps({"format": "cardtable-save", "version": 99, "setup": {}, "state": {}}), "newer version"),
    (json.dumps({"format": "other"}), "not a saved game"),
])
def test_a_damaged_save_is_explained_with_its_folder(qtbot, english, monkeypatch, content, words):
    from cardtable.ui.controller import GameController
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    path = GameController.autosave_path()
    path.write_text(content, encoding="utf-8")
    shown = {}

    def fake_exec(box):
        shown.update(title=box.windowTitle(), text=box.text())
        return 0
    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    monkeypatch.setattr(w, "new_game_dialog", lambda: None)
    w.startup()
    kept = list(path.parent.glob("autosave.unreadable-*.json"))
    assert kept
    text = shown["text"]
    assert words in text
    assert kept[0].name in text and str(path.parent) in text     # the file and its folder
    assert Path(path.parent).as_uri() in text                       # a link that opens the folder
    assert "Expecting" not in text and "SaveError" not in text and "{corrupt" not in text
    for f in kept:
        f.unlink()


def test_every_save_error_has_a_sentence(french):
    from PySide6.QtCore import QCoreApplication

    from cardtable.engine.errors import SaveError
    from cardtable.ui.controller import SAVE_ERROR_TEXTS, save_error_text
    french_texts = {k: QCoreApplication.translate("GameController", v) for k, v in SAVE_ERROR_TEXTS.items()}
    assert save_error_text(ValueError("x")) in french_texts.values()
    for kind, text in SAVE_ERROR_TEXTS.items():
        exc = SaveError("raw")
        exc.kind = kind
        said = save_error_text(exc)
        assert said == french_texts[kind] and said != text and said.endswith(".")   # French, a sentence
    assert set(SaveError.KINDS) <= set(SAVE_ERROR_TEXTS)   # every kind the engine raises has its sentence


# ---------------------------------------------------- hot-seat levels
@pytest.mark.parametrize("humans", [(0,), (0, 1), (0, 2), (1, 3), (0, 1, 2), (1,)])
def test_the_dialog_shows_the_levels_the_game_will_use(qtbot, french, humans):
    from cardtable.ui.controller import GameController
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.new_game import NewGameDialog
    s = Settings()
    s.qsettings.remove("new_game")
    dlg = NewGameDialog(s, ["atout_pique"])
    qtbot.addWidget(dlg)
    dlg.show()
    for row in dlg.rows:
        row.set_human(row.seat in humans)
        if not row.human and row.level.isEnabled():
            row.level.setCurrentIndex(0)             # Facile, where the player may choose
            row.level.activated.emit(0)
    shown = dlg.shown_levels()
    ctl = GameController(autosave=False)
    ctl.start(dlg.setup())
    assert ctl.levels == shown
    locked = False
    for row in dlg.rows:
        partner_human = (row.seat + 2) % 4 in humans
        if not row.human and partner_human:
            assert row.locked == "difficile" and not row.level.isEnabled()
            assert "Difficile" in row.level.toolTip()
            locked = True
        else:
            assert row.locked is None
    # why, said once under the rows
    assert dlg.lock_notes.isVisible() == locked
    assert not locked or dlg.lock_notes.text().count("Difficile") == 1
    ctl.stop()


def test_rematch_starts_the_same_players_and_options_with_a_new_seed(qtbot, window):
    ctl = window.controller
    first = setup(options={"target": 200})
    window.start_game(first)
    qtbot.waitUntil(lambda: settled(window))
    with qtbot.waitSignal(ctl.started):
        window.director.behaviour.rematch_requested.emit()
    assert ctl.setup.names == first.names and ctl.setup.options == first.options
    assert [s.human for s in ctl.setup.seats] == [s.human for s in first.seats]
    qtbot.waitUntil(lambda: settled(window))


def _file_dialog_texts(mode, folder):
    from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton
    d = QFileDialog(None, "", str(folder))
    d.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    if mode == "save":
        d.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    elif mode == "folder":
        d.setFileMode(QFileDialog.FileMode.Directory)
    texts = {f"label {lab.objectName()}": lab.text() for lab in d.findChildren(QLabel) if lab.text()}
    texts.update({f"button {i}": b.text() for i, b in enumerate(d.findChildren(QPushButton)) if b.text()})
    d.deleteLater()
    return texts


@pytest.mark.parametrize("mode", ["open", "save", "folder"])
def test_qt_file_dialog_has_no_label_left_in_english(qapp, tmp_path, mode):
    """Qt's own file dialog (used when the system's speaks another language):
    every label and button differs from the English dialog's."""
    from cardtable.ui import i18n
    try:
        i18n.install("en")
        english = _file_dialog_texts(mode, tmp_path)
        i18n.install("fr")
        french = _file_dialog_texts(mode, tmp_path)
    finally:
        i18n.install("fr")
    assert french["label lookInLabel"] == "&Voir dans\u00a0:"
    assert french["label fileTypeLabel"] == "Fichiers de &type\u00a0:"
    assert set(french) == set(english)
    assert [k for k in french if french[k] == english[k]] == []


def test_qt_catalogue_found_when_qt_does_not_say_where(qapp, monkeypatch):
    """The frozen program: Qt's translations folder may point nowhere; the
    catalogue PySide6 carries is found all the same."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo

    from cardtable.ui import i18n

    class Nowhere:
        LibraryPath = QLibraryInfo.LibraryPath

        @staticmethod
        def path(which):
            return "/nonexistent/translations"
    monkeypatch.setattr(i18n, "QLibraryInfo", Nowhere)
    try:
        i18n.install("fr")
        assert QCoreApplication.translate("QFileDialog", "File &name:") == "&Nom de fichier\u00a0:"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
    finally:
        monkeypatch.undo()
        i18n.install("fr")


def test_plates_speak_the_new_language_even_during_an_animation(qtbot, window):
    from cardtable.ui.table.queue import Waiter
    w = window
    w.start_demo("auteurs", seed=2)
    qtbot.waitUntil(lambda: settled(w) or w.controller.state.is_over, timeout=20000)
    plates = w.director.scene.plates

    def statuses():
        return [p._status for p in plates.values()]
    assert all("carte" in s and "poisson" in s for s in statuses())
    try:
        for lang, word, other in (("en", "card", "carte"), ("fr", "carte", "card")):
            waiter = Waiter()
            w.view.table.queue.push(lambda waiter=waiter: waiter)       # the table is busy animating
            qtbot.waitUntil(lambda: w.view.table.queue.busy)
            w.set_language(lang)
            menu = "&New game…" if lang == "en" else "&Nouvelle partie…"
            qtbot.waitUntil(lambda menu=menu: w.act_new.text() == menu)
            assert w.view.table.queue.busy
            assert all(word in s and other not in s for s in statuses()), statuses()
            waiter.done()
    finally:
        w.set_language("fr")
        w.controller.stop()


def test_the_game_waits_while_the_other_dialogs_are_open(qtbot, window, monkeypatch):
    """New game, game settings, About and the statistics hold the game (see
    the controller's docstring); the game goes on once they are closed."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    import cardtable.ui.window.new_game as new_game
    w = window
    w.start_game(setup())
    ctl = w.controller
    seen = []
    monkeypatch.setattr(new_game, "confirm_abandon", lambda parent, *a, **k: seen.append(("abandon", ctl.paused)) or True)
    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda dlg: seen.append(("new", ctl.paused)) or 0)
    monkeypatch.setattr(QDialog, "exec", lambda dlg: seen.append((type(dlg).__name__, ctl.paused)) or 0)
    monkeypatch.setattr(QMessageBox, "about", lambda *a: seen.append(("about", ctl.paused)))
    w.new_game_dialog()
    if w.act_game_settings.isVisible():
        w.act_game_settings.trigger()
    w.show_about()
    assert seen and all(paused for _, paused in seen), seen
    assert not ctl.paused
    w.show_statistics()
    qtbot.waitUntil(lambda: w.stats_dialog.isVisible())
    assert ctl.paused
    w.stats_dialog.close()
    assert not ctl.paused


def test_a_menus_status_tip_or_a_timed_message_gives_the_bar_back_to_the_standing_line(
        qtbot, french, monkeypatch):
    """The pointer passes over a menu item (its status tip in the bar), then
    the menu closes (Échap): the bar shows again what to do now, not a blank
    line; a message shown for a time does the same when its time is over;
    a cleared bar stays clear."""
    from PySide6.QtGui import QStatusTipEvent
    w = make_window(qtbot, monkeypatch)
    try:
        bar = w.statusBar()
        bar.showMessage("À vous : choisissez votre carte.")
        QApplication.sendEvent(w, QStatusTipEvent(w.act_undo.statusTip() or "Annuler"))
        assert bar.currentMessage() != "À vous : choisissez votre carte."
        QApplication.sendEvent(w, QStatusTipEvent(""))     # the menu item left, the menu closed
        assert bar.currentMessage() == "À vous : choisissez votre carte."
        assert bar.shown_message() == "À vous : choisissez votre carte."
        bar.showMessage("Votre dernier coup a été repris.", 1)
        qtbot.waitUntil(lambda: bar.currentMessage() == "À vous : choisissez votre carte.")
        # a prompt withdrawn (the turn passed) under a timed message does not come back after it
        bar.showMessage("À vous : choisissez votre carte.")
        bar.showMessage("Feuille de marque enregistrée.", 1)
        w._withdraw_status("À vous : choisissez votre carte.")
        qtbot.waitUntil(lambda: bar.currentMessage() == "")
        bar.clearMessage()
        QApplication.sendEvent(w, QStatusTipEvent("Une info-bulle"))
        QApplication.sendEvent(w, QStatusTipEvent(""))
        assert bar.currentMessage() == ""
    finally:
        w.controller.stop()


def test_the_new_game_window_closed_with_no_game_leaves_the_bar_saying_how_to_begin(
        qtbot, french, monkeypatch):
    """No game on the table (« Non » to the kept game at start-up), the New
    game window closed with Annuler: the bar says how to begin, not a blank
    line over an empty table."""
    from PySide6.QtCore import QTimer

    from cardtable.ui.window.new_game import NewGameDialog
    w = make_window(qtbot, monkeypatch)
    try:
        w.statusBar().clearMessage()
        closed: list[bool] = []

        def cancel() -> None:
            dlg = QApplication.activeModalWidget()
            if not isinstance(dlg, NewGameDialog):
                QTimer.singleShot(10, cancel)
                return
            QTest.keyClick(dlg, Qt.Key.Key_Escape)
            closed.append(True)
        QTimer.singleShot(0, cancel)
        w.new_game_dialog()
        assert closed and not w.table_controller.has_game
        assert w.statusBar().currentMessage() == "Bienvenue\u00a0! Choisissez Partie > Nouvelle partie pour commencer."
    finally:
        w.controller.stop()


def test_a_long_status_message_is_cut_at_a_word_and_kept_whole(qtbot, french, monkeypatch):
    """A message longer than the bar (a hint's reason on a small screen, the
    "not saved" mark beside it) shows its start cut at a word with "…", never a
    clipped half word; the whole text stays the current message and the bar's
    tooltip, and a wider window shows it all again."""
    w = make_window(qtbot, monkeypatch, size=(1024, 600))
    try:
        bar = w.statusBar()
        w.saves.not_saved.setText("Non enregistré")
        w.saves.not_saved.show()
        qtbot.waitUntil(lambda: w.saves.not_saved.isVisible())
        long = ("Conseil : prendre la défausse, le 2 de trèfle. Elle vaut moins que la carte "
                "que vous connaissez de votre rangée, et un joueur qui la garde laisse aux autres "
                "une carte de plus à deviner pendant tout le reste de la manche.")
        bar.showMessage(long)
        shown = bar.shown_message()
        assert bar.currentMessage() == long
        assert shown != long and shown.endswith("…")
        assert long.startswith(shown[:-1]) and long[len(shown) - 1] == " "   # cut at a word
        assert bar.fontMetrics().horizontalAdvance(shown) <= bar.message_width()
        assert bar.message_width() < w.saves.not_saved.x()
        assert bar.toolTip() == long
        # its tooltip shown (the pointer resting on the bar), a new message takes
        # it away (some platforms leave a shown tooltip up when its text changes)
        from types import SimpleNamespace

        from cardtable.ui.window import status_bar
        hidden: list[bool] = []
        with monkeypatch.context() as m:
            m.setattr(status_bar, "QToolTip", SimpleNamespace(
                isVisible=lambda: True, text=lambda: long, hideText=lambda: hidden.append(True)))
            bar.showMessage("Léa demande.")
        assert hidden and bar.toolTip() == ""
        bar.showMessage(long)
        w.resize(2400, 700)
        qtbot.waitUntil(lambda: bar.width() > 2000)
        qtbot.waitUntil(lambda: bar.shown_message() == long)
        assert bar.toolTip() == ""
        bar.showMessage("Court.")
        assert bar.shown_message() == "Court." and bar.toolTip() == ""
        bar.clearMessage()
        assert bar.currentMessage() == ""
    finally:
        w.controller.stop()

import json
import logging
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*args, timeout=60):
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}
    import os
    env.update({k: v for k, v in os.environ.items() if k.startswith(("XDG_", "HOME"))})
    return subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=timeout, env=env)


def test_version():
    from cardtable import __version__
    r = _run("--version")
    assert r.returncode == 0 and r.stdout.strip() == f"cardtable {__version__}"


def test_help_is_french_by_default_and_english_on_request():
    fr = _run("--help")
    assert fr.returncode == 0 and "afficher la version et quitter" in fr.stdout
    en = _run("--help", "--lang", "en")
    assert en.returncode == 0 and "show the version and quit" in en.stdout


def test_unknown_option_gives_usage_and_exit_2():
    r = _run("--bogus")
    assert r.returncode == 2 and "usage" in r.stderr


def test_demo_of_unknown_game_exits_2():
    r = _run("--demo", "belote", "--exit")
    assert r.returncode == 2 and "belote" in r.stderr


def test_demo_of_game_not_built_exits_2():
    from cardtable.engine import GAME_IDS, available_games
    missing = [g for g in GAME_IDS if g not in available_games()]
    if not missing:
        pytest.skip("every game is built")
    r = _run("--demo", missing[0], "--exit")
    assert r.returncode == 2 and "pas encore disponible" in r.stderr


def _menu_titles(window):
    return [a.text() for a in window.menuBar().actions()]


def test_menus_french_by_default(qtbot, french):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    assert _menu_titles(w) == ["&Partie", "Affic&hage", "&Aide"]
    game_items = [a.text() for a in w.menu_game.actions() if not a.isSeparator()]
    assert "&Nouvelle partie…" in game_items and "&Quitter" in game_items
    help_items = [a.text() for a in w.menu_help.actions() if not a.isSeparator()]
    assert help_items[0] == "&Règles" and "À &propos" in help_items
    assert w.windowTitle() == "Table de cartes"


def test_menus_english(qtbot, english):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    assert _menu_titles(w) == ["&Game", "&View", "&Help"]


def test_geometry_saved_and_restored(qtbot, french):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.resize(760, 581)       # inside the offscreen platform's 800×800 screen
    w.show()
    qtbot.waitExposed(w)
    w.close()
    w2 = MainWindow(Settings())
    qtbot.addWidget(w2)
    assert (w2.width(), w2.height()) == (760, 581)


def test_engine_error_is_translated(french):
    from cardtable.engine import IllegalAction
    from cardtable.ui.i18n import error_text
    exc = IllegalAction("You must follow suit: {suit}.", suit="hearts")
    assert error_text(exc) == "Vous devez fournir à la couleur demandée\u00a0: cœur."
    assert str(exc) == "You must follow suit: hearts."
    assert json.dumps(error_text(exc))


def test_dock_state_saved_and_restored(qtbot, french):
    from PySide6.QtCore import Qt

    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.scoresheet is not None)       # built right after the first paint
    assert w.dockWidgetArea(w.scoresheet) == Qt.DockWidgetArea.RightDockWidgetArea
    w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, w.scoresheet)
    w.close()
    w2 = MainWindow(Settings())
    qtbot.addWidget(w2)
    w2.show()
    qtbot.waitUntil(lambda: w2.scoresheet is not None)
    assert w2.dockWidgetArea(w2.scoresheet) == Qt.DockWidgetArea.LeftDockWidgetArea
    titles = [a.text() for a in w2.menu_view.actions()]
    assert titles[0] == "Feuille de marque"
    w2.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, w2.scoresheet)
    w2.close()


# ------------------------------------------------------------ crash safety
@pytest.fixture
def crash_window(qtbot, english, monkeypatch):
    import cardtable.ai
    from cardtable.ui.settings import Settings
    from cardtable.ui.setup import GameSetup, SeatSetup
    from cardtable.ui.window.crash import CrashHandler
    from cardtable.ui.window.main_window import MainWindow

    class FirstLegal:
        def choose(self, view, legal):
            return legal[0]
    monkeypatch.setattr(cardtable.ai, "make_player", lambda g, l, seed=0: FirstLegal())  # noqa: E741
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    quits = []
    handler = CrashHandler(w, quit_app=lambda: quits.append(True))
    handler.install()
    w.start_game(GameSetup("atout_pique", 4, [SeatSetup(n, i == 0, "facile")
                                              for i, n in enumerate(["Vous", "Léa", "Hugo", "Chloé"])], {}, 5))
    yield w, handler, quits
    handler.uninstall()
    if handler.dialog is not None:
        handler.dialog.close()
    w.controller.stop()


def _boom():
    raise RuntimeError("a bug in a slot")


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_shows_a_report_and_logs_it(crash_window, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication

    from cardtable.ui.storage import log_path
    w, handler, quits = crash_window
    autosave = w.controller.autosave_path()
    before = autosave.read_bytes()
    QTimer.singleShot(0, _boom)
    qtbot.waitUntil(lambda: handler.dialog is not None and handler.dialog.isVisible())
    dlg = handler.dialog
    report = dlg.text.toPlainText()
    assert "RuntimeError: a bug in a slot" in report and "_boom" in report
    assert "cardtable " in report and "PySide6" in report and "Python" in report   # versions
    assert "atout_pique" in report                                                  # which game
    assert str(log_path()) in dlg.message.text() and "not lost" in dlg.message.text()
    assert "a bug in a slot" in log_path().read_text(encoding="utf-8")
    assert autosave.read_bytes() == before                                          # the autosave intact
    dlg.copy_button.click()
    assert QGuiApplication.clipboard().text() == report
    QTimer.singleShot(0, _boom)           # the same error again: logged, no second dialog
    qtbot.waitUntil(lambda: len(handler.reports) == 2)
    assert handler.dialog is dlg
    dlg.go_on_button.click()
    assert not dlg.isVisible() and quits == [] and w.controller.active and w.controller.autosave_enabled


@pytest.mark.qt_no_exception_capture
def test_quit_after_an_error_leaves_the_autosave_as_it_was(crash_window, qtbot):
    import sys
    w, handler, quits = crash_window
    before = w.controller.autosave_path().read_bytes()
    try:
        raise ValueError("broken")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    handler.dialog.quit_button.click()
    assert quits == [True] and not w.controller.autosave_enabled
    w.close()                           # closing saves nothing more
    assert w.controller.autosave_path().read_bytes() == before


def test_qt_warnings_go_to_the_log_file(qapp):
    from PySide6.QtCore import qInstallMessageHandler, qWarning

    from cardtable.ui.storage import ensure_log_file
    from cardtable.ui.window.crash import qt_message_handler
    path = ensure_log_file()
    qInstallMessageHandler(qt_message_handler)
    try:
        qWarning("a warning from Qt 7731")
    finally:
        qInstallMessageHandler(None)
    for h in logging.getLogger("cardtable").handlers:
        h.flush()
    assert "a warning from Qt 7731" in path.read_text(encoding="utf-8")


def test_the_log_file_does_not_grow_forever(qapp):
    from cardtable.ui import storage
    path = storage.ensure_log_file()
    log = logging.getLogger("cardtable")
    for i in range(4000):
        log.info("line %d %s", i, "x" * 200)
    files = list(path.parent.glob(storage.LOG_NAME + "*"))
    assert len(files) <= 1 + storage.LOG_BACKUPS
    assert all(f.stat().st_size <= storage.LOG_MAX_BYTES + 1000 for f in files)


# ------------------------------------------------------------ pause
@pytest.mark.qt_no_exception_capture
def test_nothing_is_played_nor_saved_behind_the_crash_dialog(crash_window, qtbot):
    from PySide6.QtCore import QTimer

    from cardtable.ui.setup import GameSetup, SeatSetup
    w, handler, quits = crash_window
    ctl = w.controller
    w.start_game(GameSetup("atout_pique", 4, [SeatSetup(n, False, "facile")
                                              for n in ["Léa", "Hugo", "Chloé", "Marc"]], {}, 6))
    ctl.pace = False
    w.view.durations.speed = "off"
    moves = []
    ctl.events.connect(moves.append)
    qtbot.waitUntil(lambda: len(moves) >= 3, timeout=20000)      # the computers are playing
    QTimer.singleShot(0, _boom)
    qtbot.waitUntil(lambda: handler.dialog is not None and handler.dialog.isVisible())
    position = ctl.state.to_json()
    saved = ctl.autosave_path().read_bytes()
    qtbot.wait(1500)                       # the computers had time for many moves: none is played
    assert ctl.state.to_json() == position
    assert ctl.autosave_path().read_bytes() == saved
    assert ctl.paused and w.view.table.queue.paused
    assert not any(p._thinking for p in w.director.scene.plates.values())   # nobody seems to think
    assert not any(t.isActive() for t in ctl._pace_timers)   # a choice made meanwhile waits
    handler.dialog.go_on_button.click()
    assert not ctl.paused and not w.view.table.queue.paused
    qtbot.waitUntil(lambda: ctl.state.to_json() != position, timeout=20000)    # the game goes on
    qtbot.waitUntil(lambda: ctl.autosave_path().read_bytes() != saved, timeout=20000)


def test_holds_nest_and_the_rapidite_timer_keeps_its_time(qtbot, english):
    import random

    from PySide6.QtWidgets import QDialog

    from cardtable.engine import new_game
    from cardtable.ui.controller import GameController, HoldWhileShown
    from cardtable.ui.setup import GameSetup, SeatSetup
    st = new_game("deutch", seed=3, players=4)
    rng = random.Random(3)
    while st.pending_window() is None:
        seat = min(st.to_act())
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    setup = GameSetup("deutch", 4, [SeatSetup(f"P{i}", True, None) for i in range(4)], {}, 3)
    ctl = GameController(autosave=False)
    ctl.start(setup, st)
    ctl.animations_done()
    qtbot.waitUntil(lambda: ctl._window_timer.isActive())
    seen = []
    ctl.paused_changed.connect(seen.append)
    ctl.hold()
    left = ctl.window_remaining_ms()
    assert ctl.paused and not ctl._window_timer.isActive() and left > 0
    dialog = QDialog()
    qtbot.addWidget(dialog)
    HoldWhileShown(ctl, dialog)
    dialog.show()                                  # a second hold, nested
    ctl.release()
    assert ctl.paused and not ctl._window_timer.isActive()
    qtbot.wait(200)
    assert ctl.window_remaining_ms() == left       # no time runs out while paused
    refused = []
    ctl.illegal.connect(refused.append)
    seat = min(ctl.to_act())
    assert not ctl.submit(seat, ctl.legal(seat)[0]) and "pause" in refused[0]
    dialog.close()
    assert not ctl.paused and ctl._window_timer.isActive()
    assert 0 < ctl._window_timer.remainingTime() <= left
    assert seen == [True, False]
    ctl.stop()


@pytest.mark.qt_no_exception_capture
def test_go_on_after_an_error_in_an_animation_step_goes_on_playing(crash_window, qtbot):
    w, handler, quits = crash_window
    ran = []
    queue = w.view.table.queue
    queue.push(_boom)
    queue.push(lambda: ran.append(True))
    qtbot.waitUntil(lambda: handler.dialog is not None and handler.dialog.isVisible())
    assert "a bug in a slot" in handler.dialog.text.toPlainText()
    qtbot.wait(200)
    assert ran == [] and queue.paused                 # the next step waits behind the dialog
    handler.dialog.go_on_button.click()
    qtbot.waitUntil(lambda: ran == [True] and not queue.busy, timeout=20000)   # the table is not stuck

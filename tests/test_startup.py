"""Start-up: the window paints the felt first and builds the rest just after.

Nothing of a game (engine, players, table, lessons) is imported before a game
is chosen, resumed or shown; the first frame needs only the felt: not the
card renderer, the card items, the table scene or the engine's cards, and not
Qt's ``Qt`` namespace (PySide6 creates all its enums at once on first use);
the menus' contents, the controller, the crash handler and the scoresheet
come after the first paint; a normal start reads no setting and loads no
translator for the command line; and the shortcuts answer from the very
first key."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable import app

ROOT = Path(__file__).resolve().parent.parent

#: run as a separate program: the modules of the package loaded at the first
#: paint, then once the deferred part and the scoresheet are built
_PROBE = """
import json, sys
from PySide6.QtCore import QTimer
from cardtable import app
from cardtable.ui.window import main_window

def ours():
    return sorted(m for m in sys.modules if m.startswith("cardtable"))

seen = {}
init = main_window.MainWindow.__init__

def spy(self, *args, **kwargs):
    init(self, *args, **kwargs)
    def painted():
        import PySide6.QtCore
        seen["paint"] = ours()
        seen["built_at_paint"] = getattr(self, "built", True)
        seen["table_at_paint"] = getattr(self.view, "built", True)
        # PySide6 puts the namespace in the module the first time it is used
        seen["qt_namespace_at_paint"] = "Qt" in PySide6.QtCore.__dict__
    def later():
        if getattr(self, "built", True) and self.scoresheet is not None and "startup_after_paint" in seen:
            seen["built"] = ours()
            print(json.dumps(seen), flush=True)
            sys.exit(0)
        QTimer.singleShot(20, later)
    self.first_paint.connect(painted)
    self.first_paint.connect(lambda: QTimer.singleShot(0, later))

main_window.MainWindow.__init__ = spy
# the resume offer / New game dialog (they need the games) come after the paint
main_window.MainWindow.startup = lambda self: seen.setdefault("startup_after_paint", "paint" in seen)
app.main([])
"""

_GAMES = ("peech", "auteurs", "atout_pique", "deutch")


def _game_parts(modules: list[str]) -> list[str]:
    """A game's engine, players, table or scoresheet columns (its declaration,
    ``cardtable.games.<id>``, is cheap and allowed)."""
    return [m for m in modules if m.startswith(("cardtable.engine.", "cardtable.ai", "cardtable.ui.games."))
            and m.rsplit(".", 1)[-1].startswith(_GAMES)]


def test_nothing_of_a_game_is_imported_at_start_and_the_rest_comes_after_the_first_paint():
    env = {k: v for k, v in os.environ.items() if k != "CARDTABLE_STARTUP_PROBE"}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True, cwd=ROOT, env=env,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    seen = json.loads(r.stdout.strip().splitlines()[-1])
    at_paint, built = seen["paint"], seen["built"]
    assert _game_parts(at_paint) == [] and _game_parts(built) == []
    # the first paint needs the table's view and its felt, not the rest of the window
    assert not seen["built_at_paint"] and seen["startup_after_paint"]
    assert not seen["table_at_paint"] and not seen["qt_namespace_at_paint"]
    for later in ("cardtable.ui.controller", "cardtable.ui.table.director", "cardtable.ui.window.crash",
                  "cardtable.ui.window.save_actions", "cardtable.ui.window.lesson_actions",
                  "cardtable.ui.window.scoresheet", "cardtable.ui.storage",
                  "cardtable.ui.table.scene", "cardtable.ui.cards.render", "cardtable.ui.cards.item",
                  "cardtable.ui.cards.pixmaps", "cardtable.engine.cards"):
        assert later not in at_paint and later in built, later
    assert {"cardtable.ui.table.view", "cardtable.ui.table.background"} <= set(at_paint)


def test_the_felt_of_the_first_frame_is_the_table_s_felt_to_the_pixel(qtbot):
    """The view paints the felt alone until the table is asked for; the table
    then takes over the same felt: the window does not change by a pixel."""
    from cardtable.ui.settings import Settings
    from cardtable.ui.table.view import TableView
    settings = Settings()
    settings.set("felt", "blue")
    view = TableView(settings)
    qtbot.addWidget(view)
    view.resize(900, 620)
    view.show()
    qtbot.waitExposed(view)
    assert not view.built
    before = view.grab().toImage()
    table = view.table                     # built now, at the view's size
    assert view.built and view.scene() is table
    assert (table.sceneRect().width(), table.sceneRect().height()) == (view.viewport().width(),
                                                                      view.viewport().height())
    after = view.grab().toImage()
    assert after == before
    assert before.pixelColor(before.width() // 2, before.height() // 2) != \
        before.pixelColor(2, 2)            # a gradient, not a flat colour


def test_a_normal_start_reads_no_setting_and_loads_no_translator_for_the_command_line(monkeypatch):
    asked = []
    monkeypatch.setattr(app, "_cli_translator", lambda lang: asked.append(("translator", lang)) or (lambda s: s))
    monkeypatch.setattr(app, "_saved_language", lambda: asked.append("setting") or "fr")
    got = []
    monkeypatch.setattr(app, "run_gui", lambda args, lang: got.append((args, lang)) or 0)
    assert app.main([]) == 0
    assert app.main(["--lang", "en", "--demo", "Les Auteurs", "--level", "Difficile", "--seed", "4"]) == 0
    assert asked == []
    (first, lang0), (second, lang1) = got
    assert (first.demo, first.lesson, first.exit, first.seed, first.level, lang0) == \
        (None, None, False, 1, "intermediaire", None)
    assert (second.demo, second.level, second.seed, lang1) == ("auteurs", "difficile", 4, "en")
    # something to say: then, and only then, the words are translated
    assert app.main(["--seed", "douze"]) == 2
    assert asked == ["setting", ("translator", "fr")]


def test_a_plain_start_has_the_options_of_an_empty_command_line():
    """A start without arguments skips the parser: its options are the ones
    the parser gives for an empty line."""
    assert vars(app.default_options()) == vars(app._read_command_line([], None))


def test_the_window_builds_its_menus_on_the_first_paint(qtbot):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    assert not getattr(w, "built", True)
    titles = [a.text() for a in w.menuBar().actions()]
    assert len(titles) == 3 and all(titles)      # the titles are there from the start
    with qtbot.waitSignal(w.first_paint, timeout=20000):
        w.show()
    qtbot.waitUntil(lambda: w.built and w.scoresheet is not None, timeout=20000)
    assert w.menuBar().actions()[0].menu() is w.menu_game
    assert w.act_new in w.menu_game.actions() and w.act_rules in w.menu_help.actions()


def test_the_first_key_already_finds_the_shortcuts(qtbot, monkeypatch):
    """A key pressed before the deferred build ran builds it first: Qt then
    finds the shortcut (Ctrl+N opens the New game dialog)."""
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    opened = []
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self: opened.append(self))
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    assert not w.built
    # the table's first paint held back: the window is active and not built yet
    w.view.viewport().setUpdatesEnabled(False)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=20000)
    w.view.setFocus()
    assert not getattr(w, "built", True)
    qtbot.keyClick(w.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert w.built
    qtbot.waitUntil(lambda: opened == [w], timeout=20000)


def test_game_settings_are_looked_up_as_the_menu_opens(qtbot, monkeypatch):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window import game_settings
    from cardtable.ui.window.main_window import MainWindow
    asked = []
    real = game_settings.games_with_settings
    monkeypatch.setattr(game_settings, "games_with_settings", lambda: asked.append(1) or real())
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    getattr(w, "ensure_built", lambda: None)()
    assert asked == []
    w.menu_game.aboutToShow.emit()
    assert asked == [1] and w.act_game_settings.isVisible() == bool(real())

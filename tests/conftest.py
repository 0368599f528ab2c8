"""Test set-up: offscreen Qt; every test gets its own settings and data folders.

The session-wide folders below only cover what runs before the first test.
The autouse fixture ``_private_folders`` gives each test fresh, empty
``XDG_CONFIG_HOME`` / ``XDG_DATA_HOME`` / ``XDG_CACHE_HOME`` folders (read by
``QStandardPaths`` at every call, so ``controller.data_dir()`` follows) and
points ``QSettings`` there (``QSettings.setPath``), so nothing a test stores
(a dock width, the last game's setup, an autosave) reaches another test.
Subprocesses started by a test inherit the same folders through the environment.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
_TMP = Path(tempfile.mkdtemp(prefix="cardtable-tests-"))
os.environ["XDG_CONFIG_HOME"] = str(_TMP / "config")
os.environ["XDG_DATA_HOME"] = str(_TMP / "data")
os.environ["XDG_CACHE_HOME"] = str(_TMP / "cache")
os.environ.setdefault("CARDTABLE_TEST", "1")

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


#: the test files that take longest, longest first (``--durations`` on a busy
#: machine).  They run first, and the many short files after them: under
#: ``-n 3 --dist loadfile`` a worker free for the next file takes a short one
#: at the end, so the workers finish together instead of waiting for one
#: worker's last long file.  A file not listed runs after these, in name
#: order.
LONG_FILES = (
    "test_deutch_table.py", "test_accessible_table.py", "test_lessons.py", "test_monkey.py",
    "test_auteurs_table.py", "test_lesson_flows.py", "test_bundle.py", "test_table.py", "test_memory.py",
    "test_table_by_ear.py", "test_table_memory.py", "test_table_polish.py", "test_saves_app.py",
    "test_net_window_join.py", "test_net_names.py", "test_net_window_rounds.py", "test_contract_table.py",
    "test_peech_table.py", "test_deutch_ai.py", "test_auteurs_by_ear.py", "test_speech_pace.py", "test_net.py",
    "test_prompt_panel.py",
)


def pytest_configure(config: pytest.Config) -> None:
    # pytest-xdist's --dist loadfile sends the files with the most tests
    # first (--loadscope-reorder); the order of LONG_FILES instead
    if hasattr(config.option, "loadscopereorder"):
        config.option.loadscopereorder = False


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(LONG_FILES)}
    items.sort(key=lambda item: rank.get(item.path.name, len(LONG_FILES)))    # stable: a file keeps its order


@pytest.fixture(scope="session")
def qapp_args():
    return ["cardtable-tests"]


@pytest.fixture(scope="session", autouse=True)
def _app_names():
    from PySide6.QtCore import QCoreApplication
    QCoreApplication.setOrganizationName("cardtable-tests")
    QCoreApplication.setApplicationName("cardtable-tests")
    yield


@pytest.fixture(autouse=True)
def _private_folders(tmp_path_factory, monkeypatch):
    from PySide6.QtCore import QSettings
    root = tmp_path_factory.mktemp("folders")
    config = root / "config"
    for name, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache")):
        (root / sub).mkdir()
        monkeypatch.setenv(name, str(root / sub))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(config))
    yield root
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(_TMP / "config"))


#: how many of the watchdog's ticks (a second each, at least) a modal window
#: may stay open before it is taken as forgotten (see ``_no_forgotten_window``)
FORGOTTEN_TICKS = 120


@pytest.fixture(autouse=True)
def _no_forgotten_window():
    """A modal window nobody answers holds its test, and the whole run, for
    ever (``exec()`` waits for a click that never comes).  A watchdog looks at
    the application's modal window once a second while a Qt test runs; one
    that stays open for ``FORGOTTEN_TICKS`` ticks is closed (``reject()``) and
    the test fails, naming it -- a failure in a minute or two, not a run held
    until CI's time is out.  Tests that answer their dialogs do so long
    before (they wait on the dialog's appearance, then click)."""
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    if app is None:                 # an engine test: no window can open
        yield
        return
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialog, QMessageBox
    seen: dict[str, object] = {"widget": None, "ticks": 0}
    forgotten: list[str] = []

    def tick() -> None:
        widget = QApplication.activeModalWidget()
        if widget is None or widget is not seen["widget"]:
            seen.update(widget=widget, ticks=0)
            return
        seen["ticks"] = int(seen["ticks"]) + 1          # type: ignore[call-overload]
        if int(seen["ticks"]) < FORGOTTEN_TICKS:       # type: ignore[call-overload]
            return
        words = widget.text() if isinstance(widget, QMessageBox) else ""
        forgotten.append(f"{type(widget).__name__} {widget.windowTitle()!r} {words!r}")
        seen.update(widget=None, ticks=0)
        if isinstance(widget, QDialog):
            widget.reject()
        else:
            widget.close()

    timer = QTimer()
    timer.setInterval(1000)
    timer.timeout.connect(tick)
    timer.start()
    yield
    timer.stop()
    if forgotten:
        pytest.fail("a modal window stayed open, unanswered, and was closed: " + "; ".join(forgotten))


@pytest.fixture(autouse=True)
def _curtain_unguarded(monkeypatch):
    """The hot-seat curtain and the table's panels (a round's summary) take
    the first click or key in tests (the guard against a carried-over key,
    :class:`GestureGuard`, is tested on its own, in ``tests/test_curtain.py``
    and ``tests/test_round_summary.py``)."""
    from cardtable.ui.table.overlays import GestureGuard
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)


@pytest.fixture(autouse=True)
def _looks_timed(monkeypatch):
    """A private look (Deutch's opening look) is held for its fixed time in
    tests, not until the person says they have seen it (tested on its own,
    in ``tests/test_deutch_table.py``)."""
    from cardtable.ui.table.behaviour import TableBehaviour
    monkeypatch.setattr(TableBehaviour, "seen_waits", False)


@pytest.fixture
def french(qapp):
    from cardtable.ui import i18n
    i18n.install("fr")
    yield
    i18n.install("fr")


@pytest.fixture
def new_game_settings(qapp):
    """The settings with no choice of the New game window kept (before and after the test)."""
    from cardtable.ui.settings import Settings
    s = Settings()
    s.qsettings.remove("new_game")
    yield s
    s.qsettings.remove("new_game")


@pytest.fixture
def english(qapp):
    from cardtable.ui import i18n
    i18n.install("en")
    yield
    i18n.install("fr")


@pytest.fixture
def no_trick_hold(monkeypatch):
    """At speed "off" with a person at the table, a completed trick is held
    for the person to see (:attr:`TrickTable.seen_trick_ms`, 0.9 s a trick
    they do not lead next).  A test that plays whole hands through the
    controller and reads no trick on the table asks for this fixture: no hold,
    the same moves."""
    from cardtable.ui.games.peech import PeechTable
    from cardtable.ui.table.tricks import TrickTable
    monkeypatch.setattr(TrickTable, "seen_trick_ms", 0)
    monkeypatch.setattr(PeechTable, "seen_trick_ms", 0)


@pytest.fixture
def no_reading_holds(monkeypatch, no_trick_hold):
    """``no_trick_hold``, and Deutch's holds: at speed "off" with a person at
    the table, a private look, a wrong or right rapidité and a power's cards
    stay shown for the person to read (``PEEK_MS``, ``WRONG_MS``,
    ``RAPIDITE_MS``, ``POWER_MS``, up to 1.8 s each).  For a test that plays
    whole rounds and reads none of them on the table: the same moves, said
    the same way, each hold 0.2 s (a person at the table always has one; at
    none, the table may move on before a rapidité's line is said)."""
    from cardtable.ui.games import deutch
    for name in ("PEEK_MS", "WRONG_MS", "RAPIDITE_MS", "POWER_MS"):
        monkeypatch.setattr(deutch, name, 200)


@pytest.fixture
def accessible(qapp, monkeypatch):
    """An assistive technology listens: QAccessible is active and every
    announcement the table sends is kept in the list this yields."""
    from PySide6.QtGui import QAccessible

    from cardtable.ui.table import announce
    heard: list[str] = []
    monkeypatch.setattr(announce, "send", lambda widget, text, assertive=False: heard.append(text))
    QAccessible.setActive(True)
    yield heard
    QAccessible.setActive(False)

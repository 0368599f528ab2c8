"""Crash safety: an unexpected exception anywhere (``sys.excepthook``, which
PySide also calls for an exception raised in a slot, and
``threading.excepthook``) is written to the log file with a report, and shown
in a dialog in the person's language with the report to copy, offering to go
on or to quit.  Qt's own warnings go to the same log
(``qInstallMessageHandler`` into Python ``logging``); the log rotates
(:func:`cardtable.ui.storage.ensure_log_file`).

Decisions:

- The autosave is left as it was: it was written after the last move the
  engine accepted, and nothing here writes it.  "Quit" closes the program
  without saving again (the live state may be the one that failed); "Go on"
  keeps playing, and the next accepted move saves as usual.
- The game is paused while the dialog is open (``controller.hold()``:
  computers, the timed window's timer, the animation queue and the autosave
  wait), so nothing is played nor saved behind it; "Go on" lets the game go
  on where it stopped, "Quit" keeps it held until the program has quit.
- One dialog at a time.  An exception raised while it is shown, or one already
  shown (same type and place), is only logged and said in the status bar, so
  a failing paint cannot bury the person under dialogs.
- The dialog is window-modal but opened with ``open()`` (no nested event
  loop inside the hook); tests reach it as ``handler.dialog``.
"""

from __future__ import annotations

import logging
import platform
import sys
import threading
import time
import traceback
from collections.abc import Callable
from types import TracebackType
from typing import Any

from PySide6.QtCore import QObject, Qt, QtMsgType, qInstallMessageHandler, qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable import __version__
from cardtable.ui import storage

log = logging.getLogger("cardtable")
qt_log = logging.getLogger("cardtable.qt")

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def qt_message_handler(mode: QtMsgType, context: Any, message: str) -> None:
    """Qt's warnings into the ``cardtable.qt`` logger (hence the log file);
    critical ones also on stderr."""
    level = _QT_LEVELS.get(mode, logging.WARNING)
    where = ""
    file = getattr(context, "file", None)
    if file:
        where = f" ({file}:{getattr(context, 'line', 0)})"
    qt_log.log(level, "%s%s", message, where)
    if level >= logging.ERROR:
        print(f"Qt: {message}", file=sys.stderr)


def versions() -> str:
    try:
        import PySide6
        pyside = PySide6.__version__
    except Exception:  # noqa: BLE001
        pyside = "?"
    return (f"cardtable {__version__}; Python {platform.python_version()}; PySide6 {pyside}; Qt {qVersion()}; "
            f"{platform.platform()}")


def build_report(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None,
                 context: str = "") -> str:
    lines = [f"cardtable crash report, {time.strftime('%Y-%m-%d %H:%M:%S')}", versions()]
    if context:
        lines.append(context)
    lines.append("")
    lines += traceback.format_exception(exc_type, exc, tb)
    return "\n".join(line.rstrip("\n") for line in lines)


def signature(exc_type: type[BaseException], tb: TracebackType | None) -> tuple[str, str, int]:
    frames = traceback.extract_tb(tb) if tb is not None else []
    last = frames[-1] if frames else None
    return (exc_type.__name__, last.filename if last else "", last.lineno or 0 if last else 0)


class CrashDialog(QDialog):
    """"Something went wrong": the report to copy, Go on / Quit."""

    def __init__(self, report: str, log_file: str | None, parent: QWidget | None = None,
                 game_saved: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.report = report
        self.setWindowTitle(self.tr("Unexpected error"))
        lay = QVBoxLayout(self)
        text = self.tr("Something went wrong in the program.")
        if game_saved:
            text += " " + self.tr("The game in progress was saved before the error and is not lost.")
        if log_file:
            text += " " + self.tr("The report below was written to the log file {file}.").format(file=log_file)
        text += " " + self.tr("You may copy it to tell the authors. Go on playing, or quit?")
        self.message = QLabel(text)
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        self.text = QPlainTextEdit(report)
        self.text.setReadOnly(True)
        self.text.setAccessibleName(self.tr("Error report"))
        self.text.setMinimumSize(560, 220)
        lay.addWidget(self.text)
        buttons = QDialogButtonBox()
        self.copy_button = QPushButton(self.tr("Copy the report"))
        self.go_on_button = QPushButton(self.tr("Go on"))
        self.quit_button = QPushButton(self.tr("Quit"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.go_on_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.quit_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.copy_button.clicked.connect(self.copy)
        self.go_on_button.clicked.connect(self.accept)
        self.quit_button.clicked.connect(lambda: self.done(2))
        self.go_on_button.setDefault(True)
        lay.addWidget(buttons)

    def showEvent(self, event: Any) -> None:  # noqa: N802
        super().showEvent(event)
        # the focus starts on "Continuer": Enter goes on at once, Tab reaches the report
        self.go_on_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.report)


class CrashHandler(QObject):
    """Installs the hooks; shows :class:`CrashDialog` over ``window``."""

    def __init__(self, window: Any = None, quit_app: Callable[[], None] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.quit_app = quit_app or QApplication.quit
        self.dialog: CrashDialog | None = None
        self.seen: set[tuple[str, str, int]] = set()
        self.reports: list[str] = []
        self._previous: Any = None
        self._previous_thread: Any = None
        self._held: Any = None          # the controller held while the dialog is open

    def install(self) -> None:
        self._previous = sys.excepthook
        self._previous_thread = threading.excepthook
        sys.excepthook = self.handle
        threading.excepthook = self._thread_hook
        qInstallMessageHandler(qt_message_handler)
        storage.ensure_log_file()

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook = self._previous
            threading.excepthook = self._previous_thread
            qInstallMessageHandler(None)
            self._previous = None

    def _thread_hook(self, args: Any) -> None:
        if args.exc_type is SystemExit:
            return
        report = build_report(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback,
                              f"thread {getattr(args.thread, 'name', '?')}")
        log.error("unexpected error in a thread:\n%s", report)

    def _context(self) -> str:
        ctl = getattr(self.window, "controller", None)
        setup = getattr(ctl, "setup", None)
        if setup is None:
            return ""
        state = getattr(ctl, "state", None)
        moves = len(getattr(state, "history", []) or []) if state is not None else 0
        return f"game {setup.game_id}, seed {setup.seed}, {setup.players} players, {moves} hands/rounds done"

    def handle(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            if self._previous is not None:
                self._previous(exc_type, exc, tb)
            return
        try:
            context = self._context()
        except Exception:  # noqa: BLE001 - the report must be written whatever the state
            context = ""
        report = build_report(exc_type, exc, tb, context)
        self.reports.append(report)
        log_file = storage.ensure_log_file()
        log.error("unexpected error:\n%s", report)
        print(report, file=sys.stderr)
        sig = signature(exc_type, tb)
        repeated = sig in self.seen
        self.seen.add(sig)
        if QApplication.instance() is None or not isinstance(QApplication.instance(), QApplication):
            return
        if repeated or (self.dialog is not None and self.dialog.isVisible()):
            bar = getattr(self.window, "statusBar", None)
            if callable(bar):
                bar().showMessage(self.tr("Another unexpected error happened; it was written to the log file."),
                                  10000)
            return
        parent = self.window if isinstance(self.window, QWidget) else None
        ctl = getattr(self.window, "controller", None)
        saved = bool(ctl is not None and ctl.active and ctl.autosave_enabled and ctl.save_failure is None)
        dlg = CrashDialog(report, str(log_file) if log_file else None, parent, saved)
        dlg.finished.connect(self._finished)
        self.dialog = dlg
        self._held = ctl if ctl is not None and callable(getattr(ctl, "hold", None)) else None
        if self._held is not None:
            self._held.hold()           # nothing plays nor saves behind the dialog
        dlg.open()

    def _finished(self, code: int) -> None:
        ctl, self._held = self._held, None
        if code == 2:
            if ctl is not None:
                ctl.autosave_enabled = False     # keep the autosave as it was before the error
            self.quit_app()
        elif ctl is not None:
            ctl.release()

"""The rules window (Aide > Règles): one HTML document per game and language,
``cardtable/rules/<plugin.rules_resource()>.<lang>.html``, French as fallback.

    show_rules(parent, game_id=None)   # opens (or brings back) the window

Decisions:

- The window fits the screen it opens on, frame included (720 × 780 at most,
  less on a laptop's 1366 × 768 or a netbook's 1024 × 600), its size kept
  from one opening to the next but always brought back inside the screen;
  the text wraps to the window's width (no sideways scrolling: every page is
  written to wrap, tables included).
- It leaves :data:`TASK_BAR_ROOM` free at the bottom of the area the system
  reports: a desktop whose window manager does not report its task bar (a
  netbook's 1024 × 600 with a panel of 40-odd pixels) would otherwise hide the
  "Close" button under it.  The text scrolls; the button stays reachable.
- While it is open the game is paused (the computers, the rapidité timer,
  the animations: :meth:`cardtable.ui.controller.GameController.hold`), and
  it is window-modal, so the table cannot be played behind a paused game;
  closing it lets the game go on where it stopped.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QRect, QSettings, Qt
from PySide6.QtGui import QCloseEvent, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine import GAME_IDS, GAME_TITLES
from cardtable.ui.games import playable_games, plugin_for
from cardtable.ui.i18n import DEFAULT_LANGUAGE, current_language
from cardtable.ui.settings import byte_array, declare, read
from cardtable.ui.window.dialog_access import label_words, name_by_labels

RULES_DIR = Path(__file__).resolve().parents[2] / "rules"
GEOMETRY_KEY = "rules/geometry"
#: the window's size when the screen has room for it
PREFERRED_WIDTH, PREFERRED_HEIGHT = 720, 780
#: pixels kept free under the window for a task bar the system may not report
TASK_BAR_ROOM = 48
declare(GEOMETRY_KEY, None, byte_array)


def _resource(game_id: str) -> str:
    try:
        return plugin_for(game_id).rules_resource()
    except (ModuleNotFoundError, ValueError, AttributeError):
        return game_id


def rules_path(game_id: str, lang: str | None = None) -> Path | None:
    """The rules document of ``game_id`` in ``lang`` (else French), if there is one."""
    base = _resource(game_id)
    for candidate in (lang or current_language(), DEFAULT_LANGUAGE):
        path = RULES_DIR / f"{base}.{candidate}.html"
        if path.is_file():
            return path
    return None


def rules_html(game_id: str, lang: str | None = None) -> str:
    path = rules_path(game_id, lang)
    if path is None:
        text = QCoreApplication.translate("RulesDialog", "The rules of this game are not written yet.")
        return f"<p><i>{text}</i></p>"
    return path.read_text(encoding="utf-8")


def _title(game_id: str) -> str:
    try:
        return plugin_for(game_id).title()
    except (ModuleNotFoundError, ValueError):
        return QCoreApplication.translate("engine", GAME_TITLES.get(game_id, game_id))


def games_with_rules() -> list[str]:
    """Playable games first; games whose rules exist even without a table yet."""
    games = list(playable_games())
    for gid in GAME_IDS:
        if gid not in games and rules_path(gid) is not None:
            games.append(gid)
    return sorted(games, key=GAME_IDS.index)


class RulesDialog(QDialog):
    """The rules of a game, with a game selector at the top."""

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self.setWindowTitle(self.tr("Rules"))
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setSizeGripEnabled(True)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        controller = getattr(parent, "controller", None)
        if controller is not None and callable(getattr(controller, "hold", None)):
            from cardtable.ui.controller import HoldWhileShown
            HoldWhileShown(controller, self)     # the game waits while the rules are read

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        label = QLabel(self.tr("&Game:"), self)
        self.game_combo = QComboBox(self)
        label.setBuddy(self.game_combo)
        self.game_combo.setAccessibleName(label_words(label.text()))   # not the game shown: what it chooses
        for gid in games_with_rules():
            self.game_combo.addItem(_title(gid), gid)
        top.addWidget(label)
        top.addWidget(self.game_combo)
        top.addStretch(1)
        layout.addLayout(top)
        name_by_labels(self)                 # the label is read "Jeu :", not "&Jeu :"

        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        self.browser.setAccessibleName(self.tr("Rules"))
        self.browser.setOpenExternalLinks(True)
        self.browser.setLineWrapMode(QTextBrowser.LineWrapMode.WidgetWidth)
        # the text wraps to the width: no sideways scrolling (a rounding pixel showed a scrollbar)
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser.document().setDocumentMargin(14)
        # the documents are written for a light page, whatever the desktop's theme
        self.browser.setStyleSheet("QTextBrowser { background-color: #fffdf7; color: #222222; }")
        layout.addWidget(self.browser, 1)

        buttons = QDialogButtonBox(self)
        close = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        close.setDefault(True)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)

        self.game_combo.currentIndexChanged.connect(self._show_current)
        self.resize(PREFERRED_WIDTH, PREFERRED_HEIGHT)
        self._restored = False
        geometry = read(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray):
            self._restored = bool(self.restoreGeometry(geometry))
        self._fitted = False
        self.set_game(game_id)

    def available_geometry(self) -> QRect | None:
        """The screen area the window may use: the main window's (which
        tests may set), else its screen's; None without a real screen."""
        parent = self.parentWidget()
        fn = getattr(parent, "available_geometry", None)
        if callable(fn):
            area = fn()
            return area if isinstance(area, QRect) else None
        from cardtable.ui.window.screen import screen_area
        return screen_area(parent)

    def fit_to_screen(self, avail: QRect) -> None:
        """Lie inside ``avail``, frame included: the kept size (or the
        preferred one) made smaller if needed, centred on the main window."""
        from cardtable.ui.window.screen import fit_rect, frame_margins
        parent = self.parentWidget()
        if self._restored:
            centre = self.frameGeometry().center()
        else:
            centre = parent.frameGeometry().center() if parent is not None else None
        avail = avail.adjusted(0, 0, 0, -TASK_BAR_ROOM)
        rect = fit_rect(avail, frame_margins(self), self.width(), self.height(), centre)
        self.setMinimumSize(min(self.minimumWidth(), rect.width()), min(self.minimumHeight(), rect.height()))
        self.setGeometry(rect)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        if not self._fitted:
            self._fitted = True
            avail = self.available_geometry()
            if avail is not None and avail.isValid():
                self.fit_to_screen(avail)
        super().showEvent(event)

    @property
    def game_id(self) -> str:
        return str(self.game_combo.currentData() or "")

    def set_game(self, game_id: str | None) -> None:
        """Show the rules of ``game_id`` (None: keep the current game, or the first)."""
        if game_id:
            index = self.game_combo.findData(game_id)
            if index < 0:
                self.game_combo.addItem(_title(game_id), game_id)
                index = self.game_combo.count() - 1
            if index != self.game_combo.currentIndex():
                self.game_combo.setCurrentIndex(index)
                return
        self._show_current()

    def _show_current(self, _index: int = 0) -> None:
        gid = self.game_id
        self.browser.setHtml(rules_html(gid) if gid else "")
        self.browser.verticalScrollBar().setValue(0)
        if gid:
            self.setWindowTitle(self.tr("Rules — {game}").format(game=_title(gid)))

    def _save_geometry(self) -> None:
        QSettings().setValue(GEOMETRY_KEY, self.saveGeometry())

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        self._save_geometry()
        super().hideEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self._save_geometry()
        super().closeEvent(event)


def show_rules(parent: QWidget | None = None, game_id: str | None = None) -> RulesDialog:
    """Open the rules window (one per parent, brought back if already open)."""
    dialog = parent.findChild(RulesDialog, "RulesDialog") if parent is not None else None
    if dialog is None:
        dialog = RulesDialog(parent, game_id)
    else:
        dialog.set_game(game_id)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


__all__ = ["RulesDialog", "show_rules", "rules_html", "rules_path", "games_with_rules"]

"""Display options of the table: card size and high contrast.

:func:`add_display_actions` puts into a menu (the main window's "Affichage"):

* a "Card size" submenu with the four sizes (Petites, Moyennes, Grandes,
  Très grandes) as exclusive checkable actions;
* "Larger cards" (Ctrl++, also Ctrl+=) and "Smaller cards" (Ctrl+-), which
  step through the sizes;
* "High contrast", checkable (larger card indices, strong outlines, bolder
  plates).

The choice is kept in the settings (``card_size``, ``high_contrast``, see
:mod:`cardtable.ui.settings`) and applied to the scene at once
(``scene.set_card_scale``, ``scene.set_high_contrast``); a change made
elsewhere (another window, a test) checks the right action.  Every action's
text goes through ``DisplayOptions.tr(...)`` (context "DisplayOptions");
:meth:`DisplayActions.retranslate` sets them again after a language change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from cardtable.ui.i18n import tr_context
from cardtable.ui.settings import CARD_SCALES, CARD_SIZES, Settings

if TYPE_CHECKING:
    from cardtable.ui.table.scene import TableScene

__all__ = ["DisplayActions", "add_display_actions", "card_size_label"]

DisplayOptions = tr_context("DisplayOptions")   # DisplayOptions.tr(...): lupdate sees the context

# literal tr() calls, so that lupdate collects the four names
_SIZE_LABELS: dict[str, Callable[[], str]] = {
    "small": lambda: DisplayOptions.tr("Small", "card size"),
    "medium": lambda: DisplayOptions.tr("Medium", "card size"),
    "large": lambda: DisplayOptions.tr("Large", "card size"),
    "xlarge": lambda: DisplayOptions.tr("Very large", "card size"),
}


def card_size_label(size: str) -> str:
    """The translated name of a card size ("small" -> "Petites")."""
    return _SIZE_LABELS[size]()


class DisplayActions(QObject):
    """The actions :func:`add_display_actions` made (kept alive by the menu)."""

    def __init__(self, menu: QMenu, settings: Settings, scene: TableScene) -> None:
        super().__init__(menu)
        self.settings = settings
        self.scene = scene
        self.size_menu = QMenu(menu)
        self.size_menu.setObjectName("card_size_menu")
        self.size_group = QActionGroup(self)
        self.size_group.setExclusive(True)
        self.size_actions: dict[str, QAction] = {}
        for size in CARD_SIZES:
            act = QAction(self.size_menu)
            act.setCheckable(True)
            act.setData(size)
            act.setObjectName(f"card_size_{size}")
            act.triggered.connect(lambda _checked=False, s=size: self.set_size(s))
            self.size_group.addAction(act)
            self.size_menu.addAction(act)
            self.size_actions[size] = act
        self.size_menu.addSeparator()
        self.larger = QAction(self.size_menu)
        self.larger.setObjectName("card_size_larger")
        self.larger.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        self.larger.triggered.connect(lambda: self.step(1))
        self.smaller = QAction(self.size_menu)
        self.smaller.setObjectName("card_size_smaller")
        self.smaller.setShortcuts([QKeySequence("Ctrl+-")])
        self.smaller.triggered.connect(lambda: self.step(-1))
        self.size_menu.addAction(self.larger)
        self.size_menu.addAction(self.smaller)
        menu.addMenu(self.size_menu)
        self.high_contrast = QAction(menu)
        self.high_contrast.setObjectName("high_contrast")
        self.high_contrast.setCheckable(True)
        self.high_contrast.toggled.connect(lambda on: settings.set("high_contrast", bool(on)))
        menu.addAction(self.high_contrast)
        # the shortcuts work wherever the window has focus: the menu's
        # window (or the menu itself when it stands alone, as in tests)
        for act in (self.larger, self.smaller):
            parent = menu.parentWidget()
            (parent.window() if parent is not None else menu).addAction(act)
        settings.changed.connect(self._setting_changed)
        self.retranslate()
        self._sync()
        self._apply()

    # ---------------------------------------------------------------- state
    def current(self) -> str:
        return str(self.settings.get("card_size"))

    def set_size(self, size: str) -> None:
        if size in CARD_SCALES:
            self.settings.set("card_size", size)
            self._sync()
            self._apply()

    def step(self, delta: int) -> None:
        """One size larger (``delta`` 1) or smaller (-1), within the four sizes."""
        i = CARD_SIZES.index(self.current()) + delta
        self.set_size(CARD_SIZES[max(0, min(len(CARD_SIZES) - 1, i))])

    def _setting_changed(self, key: str) -> None:
        if key in ("card_size", "high_contrast"):
            self._sync()
            self._apply()

    def _sync(self) -> None:
        size = self.current()
        self.size_actions[size].setChecked(True)
        self.larger.setEnabled(size != CARD_SIZES[-1])
        self.smaller.setEnabled(size != CARD_SIZES[0])
        on = bool(self.settings.get("high_contrast"))
        if self.high_contrast.isChecked() != on:
            self.high_contrast.blockSignals(True)
            self.high_contrast.setChecked(on)
            self.high_contrast.blockSignals(False)

    def _apply(self) -> None:
        self.scene.set_card_scale(self.settings.card_scale())
        self.scene.set_high_contrast(bool(self.settings.get("high_contrast")))

    def retranslate(self) -> None:
        self.size_menu.setTitle(DisplayOptions.tr("Card &size"))
        for size, act in self.size_actions.items():
            act.setText(card_size_label(size))
        self.larger.setText(DisplayOptions.tr("&Larger cards"))
        self.smaller.setText(DisplayOptions.tr("S&maller cards"))
        self.high_contrast.setText(DisplayOptions.tr("&High contrast"))
        self.high_contrast.setStatusTip(DisplayOptions.tr("Larger card indices, stronger outlines and bolder name plates"))


def add_display_actions(menu: QMenu, settings: Settings, scene: TableScene) -> DisplayActions:
    """Add the card size submenu, its Ctrl++ / Ctrl+- steps and "High
    contrast" to ``menu`` (the main window's Affichage menu), bound to
    ``settings`` and applied to ``scene``.  Returns the actions (call
    ``retranslate()`` on a language change)."""
    return DisplayActions(menu, settings, scene)

"""Game > Game settings…: one page per game that has settings of its own.

Generic: a game provides its page through its table plugin
(:meth:`cardtable.ui.games.base.GamePlugin.settings_widget`); this dialog
only lays the pages out (a tab per game, the current game's first) with a
Close button.  Each page saves its changes as they are made, so closing the
dialog never loses anything.  The New game dialog opens the same dialog on
one game's page (:func:`open_game_settings`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenu, QTabWidget, QVBoxLayout, QWidget

from cardtable.ui.games import GamePlugin, playable_games, plugin_for
from cardtable.ui.i18n import tr_context

__all__ = ["GameSettingsDialog", "add_game_settings_action", "games_with_settings", "open_game_settings"]

GameSettings = tr_context("GameSettings")


def games_with_settings() -> list[str]:
    """The playable games that have a settings page, in the registry's order."""
    out = []
    for gid in playable_games():
        try:
            if plugin_for(gid).has_settings():
                out.append(gid)
        except ValueError:
            continue
    return out


class GameSettingsDialog(QDialog):
    """A tab per game with a settings page; ``current`` (a game id) comes first
    and is shown.  ``humans``: the names of the people at the screen in the
    current game (given to that game's page)."""

    def __init__(self, settings: Any, current: str | None = None, humans: Sequence[str] = (),
                 parent: QWidget | None = None, only: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("GameSettingsDialog")
        self.setWindowTitle(self.tr("Game settings"))
        ids = games_with_settings()
        if current in ids:
            ids.remove(current)
            ids.insert(0, current)
        if only and current is not None:
            ids = [current] if current in ids else []
        self.pages: dict[str, QWidget] = {}
        outer = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        for gid in ids:
            plugin: GamePlugin = plugin_for(gid)
            page = plugin.settings_widget(self.tabs, settings, humans if gid == current else ())
            if page is None:
                continue
            self.pages[gid] = page
            self.tabs.addTab(page, plugin.settings_title() if only else plugin.title())
        if only and self.pages:
            self.setWindowTitle(plugin_for(ids[0]).settings_title())
        self.tabs.tabBar().setVisible(len(self.pages) > 1)
        if len(self.pages) <= 1:
            # one page, its tab hidden: Tab goes from Close to the page's first control,
            # not to the tab widget, which would hand the focus to its hidden tab bar and keep it
            self.tabs.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.tabs.tabBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tabs.setAccessibleName(self.windowTitle())
        outer.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setAutoDefault(False)
        outer.addWidget(buttons)


def open_game_settings(parent: QWidget | None, settings: Any, current: str | None = None,
                       humans: Sequence[str] = (), only: bool = False) -> GameSettingsDialog:
    """Show the dialog (modal) and return it once closed."""
    dlg = GameSettingsDialog(settings, current, humans, parent, only=only)
    dlg.exec()
    return dlg


def add_game_settings_action(window: Any, menu: QMenu) -> tuple[QAction, Any]:
    """``Game > Game settings…`` in ``window`` (the main window: its
    ``settings``, its ``controller.setup``, its ``last_game_id()``): opens the
    dialog on the current game's page (else the last game chosen), with the names of the people at
    the screen.  Returns the action and the callable that sets its text (for
    a language change); the action is hidden when no game has a page (checked
    each time the menu opens, so that no game is imported before)."""
    act = QAction(window)
    act.setObjectName("actGameSettings")

    def show() -> None:
        setup = getattr(window.controller, "setup", None)
        current, humans = None, []
        if setup is not None:
            current = setup.game_id
            humans = [s.name for s in setup.seats if s.human]
        else:
            current = window.last_game_id()
        with window.controller.held():      # the game waits while its settings are changed
            open_game_settings(window, window.settings, current, humans)

    act.triggered.connect(show)
    menu.addAction(act)

    def update_visible() -> None:
        # whether a game has a page is asked of its table plugin, which
        # imports the game: done only as the menu opens, not at start
        act.setVisible(bool(games_with_settings()))
    menu.aboutToShow.connect(update_visible)

    def retranslate() -> None:
        act.setText(GameSettings.tr("Game &settings…"))
        act.setToolTip(GameSettings.tr("Settings of each game (Deutch: the rapidité keys)"))
    retranslate()
    return act, retranslate

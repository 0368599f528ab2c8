"""The main window: the table in the middle, the scoresheet dock at the side,
menus Partie / Affichage / Aide and a status bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from cardtable import __version__, games
from cardtable.engine.errors import SaveError
from cardtable.ui.controller import GameController
from cardtable.ui.settings import FELT_COLOURS, Settings
from cardtable.ui.setup import GameSetup, SeatSetup

if TYPE_CHECKING:
    from cardtable.ui.scoresheet import ScoresheetDock


class _PaintWatcher(QObject):
    """Emits ``painted`` once, on the first paint of the watched widget."""

    painted = Signal()

    def __init__(self, target: QWidget) -> None:
        super().__init__(target)
        self._done = False
        target.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self, self.painted.emit)
        return False


class MainWindow(QMainWindow):
    first_paint = Signal()
    demo_finished = Signal(list)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("MainWindow")
        self.setWindowTitle(self.tr("Card table"))
        self.resize(1280, 820)
        self.setMinimumSize(800, 560)
        self._demo = False
        self._build_central()
        self._build_docks()
        self._build_actions()
        self._build_menus()
        self.statusBar().showMessage(self.tr("Welcome! Choose Game > New game to start."))
        self._restore_geometry()
        watcher = _PaintWatcher(self.view.viewport())
        watcher.painted.connect(self.first_paint)
        watcher.painted.connect(self.ensure_scoresheet)
        settings.changed.connect(self._setting_changed)

    # ------------------------------------------------------------------ build
    def _build_central(self) -> None:
        from cardtable.ui.table.director import TableDirector
        from cardtable.ui.table.view import TableView
        self.view = TableView(self.settings, self)
        self.setCentralWidget(self.view)
        self.controller = GameController(self.view.durations, self)
        self.director = TableDirector(self.view, self.controller)
        self.director.status.connect(lambda text: self.statusBar().showMessage(text))
        self.controller.game_over.connect(self._game_over)

    def _build_docks(self) -> None:
        # the scoresheet dock is built just after the table's first paint (it
        # is the costliest widget to build); restoreDockWidget() then puts it
        # back where the saved window state had it
        self.scoresheet: ScoresheetDock | None = None
        self.director.scores_shown.connect(self._refresh_scores)
        self.director.new_game_requested.connect(self.new_game_dialog)
        self.controller.started.connect(self._game_started)

    def _build_actions(self) -> None:
        self.act_new = QAction(self.tr("&New game…"), self)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(self.new_game_dialog)
        self.act_quit = QAction(self.tr("&Quit"), self)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_quit.triggered.connect(self.close)
        self.act_rules = QAction(self.tr("&Rules"), self)
        self.act_rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.act_rules.triggered.connect(self.show_rules)
        self.act_about = QAction(self.tr("&About"), self)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_about.triggered.connect(self.show_about)

    def _radio_menu(self, menu, title: str, key: str, choices: dict[str, str]) -> None:
        sub = menu.addMenu(title)
        group = QActionGroup(self)
        for value, label in choices.items():
            a = QAction(label, self, checkable=True)
            a.setChecked(self.settings.get(key) == value)
            a.triggered.connect(lambda _=False, v=value: self.settings.set(key, v))
            group.addAction(a)
            sub.addAction(a)

    def _build_menus(self) -> None:
        mb = self.menuBar()
        self.menu_game = mb.addMenu(self.tr("&Game"))
        self.menu_game.addAction(self.act_new)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)

        self.menu_view = mb.addMenu(self.tr("&View"))
        self._view_top = self.menu_view.addSeparator()   # the scoresheet's toggle goes above it
        self._radio_menu(self.menu_view, self.tr("Animation &speed"), "speed",
                         {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                          "off": self.tr("None")})
        self._radio_menu(self.menu_view, self.tr("&Cards"), "card_style",
                         {"classic": self.tr("Classic (two colours)"),
                          "four_colour": self.tr("Four colours")})
        felt_names = {"green": self.tr("Green"), "blue": self.tr("Blue"), "red": self.tr("Red"),
                      "grey": self.tr("Grey")}
        self._radio_menu(self.menu_view, self.tr("&Table colour"), "felt",
                         {k: felt_names.get(k, k) for k in FELT_COLOURS})
        self.act_legal = QAction(self.tr("&Dim the cards you may not play"), self, checkable=True)
        self.act_legal.setChecked(bool(self.settings.get("highlight_legal")))
        self.act_legal.toggled.connect(lambda on: self.settings.set("highlight_legal", on))
        self.menu_view.addAction(self.act_legal)
        self.menu_view.addSeparator()
        lang_menu = self.menu_view.addMenu(self.tr("&Language"))
        lgroup = QActionGroup(self)
        for key, label in (("fr", "Français"), ("en", "English")):
            a = QAction(label, self, checkable=True)
            a.setChecked(self.settings.get("language") == key)
            a.triggered.connect(lambda _=False, k=key: self._set_language(k))
            lgroup.addAction(a)
            lang_menu.addAction(a)

        self.menu_help = mb.addMenu(self.tr("&Help"))
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addSeparator()
        self.menu_help.addAction(self.act_about)

    # --------------------------------------------------------------- settings
    def _setting_changed(self, key: str) -> None:
        if key == "speed":
            self.view.durations.speed = self.settings.get("speed")
        elif key == "card_style":
            self.view.renderer.style = self.settings.get("card_style")
            for item in self.view.table.all_cards():
                item.update()
        elif key == "felt":
            self.view.table.set_felt(self.settings.felt_colour())
            self.view.resetCachedContent()
        elif key == "highlight_legal":
            seat = self.director.viewer
            if seat is not None and seat in self.controller.to_act() and self.director.behaviour is not None \
                    and not self.view.table.queue.busy:
                self.director.behaviour.on_human_turn(seat)

    def _set_language(self, lang: str) -> None:
        self.settings.set("language", lang)
        QMessageBox.information(self, self.tr("Language"),
                                self.tr("The new language will be used the next time the program starts."))

    def ensure_scoresheet(self) -> ScoresheetDock:
        """Build the scoresheet dock if it is not built yet, and return it."""
        if self.scoresheet is None:
            from cardtable.ui.scoresheet import ScoresheetDock
            dock = ScoresheetDock(self)
            self.scoresheet = dock
            if not self.restoreDockWidget(dock):
                self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
                self.resizeDocks([dock], [370], Qt.Orientation.Horizontal)
            self.menu_view.insertAction(self._view_top, dock.toggleViewAction())
            setup = self.controller.setup
            if setup is not None:
                dock.set_game(games.table_plugin(setup.game_id), setup.players, setup.names)
                if self.controller.state is not None:
                    dock.update_from_view(self.controller.public_view())
        return self.scoresheet

    # ------------------------------------------------------------------ games
    def _game_started(self) -> None:
        setup = self.controller.setup
        assert setup is not None
        self.ensure_scoresheet().set_game(games.table_plugin(setup.game_id), setup.players, setup.names)
        self.setWindowTitle(self.tr("Card table — {game}").format(game=self._title(setup.game_id)))

    def _refresh_scores(self) -> None:
        if self.controller.state is not None:
            self.ensure_scoresheet().update_from_view(self.controller.public_view())

    def _game_over(self, totals: list) -> None:
        self._refresh_scores()
        if self._demo:
            self.demo_finished.emit(list(totals))

    def new_game_dialog(self) -> None:
        from cardtable.ui.games import playable_games
        from cardtable.ui.new_game import NewGameDialog, confirm_abandon
        if self.controller.active and not confirm_abandon(self):
            return
        dlg = NewGameDialog(self.settings, playable_games(), self)
        if dlg.exec():
            self.start_game(dlg.setup())

    def start_game(self, setup: GameSetup) -> None:
        self._demo = False
        self.controller.pace = True
        self.controller.autosave_enabled = True
        self.controller.start(setup)

    def start_demo(self, game_id: str, seed: int = 1, level: str = "intermediaire", fast: bool = False) -> None:
        players = games.game_info(game_id).default_players
        names = games.table_plugin(game_id).default_names(players)
        names = [self.tr("Computer {n}").format(n=i + 1) for i in range(players)] if names else names
        setup = GameSetup(game_id, players, [SeatSetup(n, False, level) for n in names], {}, seed)
        self._demo = True
        if fast:
            self.view.durations.speed = "off"
            self.controller.pace = False
        self.controller.autosave_enabled = False
        self.controller.start(setup)

    def startup(self) -> None:
        """After the window shows: offer to resume a saved game, else open the dialog."""
        path = GameController.autosave_path()
        if path.exists():
            try:
                setup, state = GameController.read_save(path)
            except (SaveError, ValueError) as exc:
                aside = GameController.set_aside(path)
                QMessageBox.warning(
                    self, self.tr("Saved game unreadable"),
                    self.tr("The saved game could not be read ({reason}). It was kept aside as {file} "
                            "and a new game can start.").format(reason=str(exc), file=aside.name))
            else:
                answer = QMessageBox.question(
                    self, self.tr("Resume"), self.tr("A game of {game} was not finished. Resume it?").format(
                        game=self._title(setup.game_id)),
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                    QMessageBox.StandardButton.Yes)
                if answer == QMessageBox.StandardButton.Yes:
                    self.controller.start(setup, state)
                    return
        self.new_game_dialog()

    def _title(self, game_id: str) -> str:
        try:
            return str(games.table_plugin(game_id).title())
        except games.NotAvailable:
            return QCoreApplication.translate(games.TITLE_CONTEXT, games.game_info(game_id).title)

    def show_rules(self) -> None:
        from cardtable.ui.rules import show_rules
        show_rules(self, self.controller.game_id)

    def show_about(self) -> None:
        QMessageBox.about(
            self, self.tr("About Card table"),
            self.tr("<h3>Card table {version}</h3><p>Peech, Les Auteurs, Atout Pique and Deutch, "
                    "to play offline against the computer or with the family on one screen.</p>"
                    ).format(version=__version__))

    # ------------------------------------------------------------- geometry
    def _restore_geometry(self) -> None:
        qs = self.settings.qsettings
        geo = qs.value("window/geometry")
        state = qs.value("window/state")
        if isinstance(geo, QByteArray):
            self.restoreGeometry(geo)
        if isinstance(state, QByteArray):
            self.restoreState(state)

    def save_geometry(self) -> None:
        qs = self.settings.qsettings
        qs.setValue("window/geometry", self.saveGeometry())
        qs.setValue("window/state", self.saveState())

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.save_geometry()
        self.controller.save()
        super().closeEvent(event)


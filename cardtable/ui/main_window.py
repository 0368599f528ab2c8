"""The main window: the table in the middle, the scoresheet dock at the side,
menus Partie / Affichage / Aide and a status bar."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from cardtable import __version__
from cardtable.ui.settings import Settings


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
            from PySide6.QtCore import QTimer
            QTimer.singleShot(0, self.painted.emit)
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
        self._build_central()
        self._build_actions()
        self._build_menus()
        self.statusBar().showMessage(self.tr("Welcome! Choose Game > New game to start."))
        self._restore_geometry()
        watcher = _PaintWatcher(self.view.viewport())
        watcher.painted.connect(self.first_paint)

    # ------------------------------------------------------------------ build
    def _build_central(self) -> None:
        from cardtable.ui.table.view import TableView
        self.view = TableView(self.settings, self)
        self.setCentralWidget(self.view)

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

    def _build_menus(self) -> None:
        mb = self.menuBar()
        self.menu_game = mb.addMenu(self.tr("&Game"))
        self.menu_game.addAction(self.act_new)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)

        self.menu_view = mb.addMenu(self.tr("&View"))
        speed_menu = self.menu_view.addMenu(self.tr("Animation &speed"))
        group = QActionGroup(self)
        names = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                 "off": self.tr("None")}
        for key, label in names.items():
            a = QAction(label, self, checkable=True)
            a.setData(key)
            a.setChecked(self.settings.get("speed") == key)
            a.triggered.connect(lambda _=False, k=key: self.settings.set("speed", k))
            group.addAction(a)
            speed_menu.addAction(a)
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

    # --------------------------------------------------------------- actions
    def _set_language(self, lang: str) -> None:
        self.settings.set("language", lang)
        QMessageBox.information(self, self.tr("Language"),
                                self.tr("The new language will be used the next time the program starts."))

    def new_game_dialog(self) -> None:
        QMessageBox.information(self, self.tr("New game"), self.tr("No game is available yet."))

    def show_rules(self) -> None:
        QMessageBox.information(self, self.tr("Rules"), self.tr("No game is available yet."))

    def show_about(self) -> None:
        QMessageBox.about(
            self, self.tr("About Card table"),
            self.tr("<h3>Card table {version}</h3><p>Peech, Les Auteurs, Atout Pique and Deutch, "
                    "to play offline against the computer or with the family on one screen.</p>"
                    ).format(version=__version__))

    def start_demo(self, game_id: str, seed: int = 1, level: str = "intermediaire", fast: bool = False) -> None:
        raise NotImplementedError(game_id)

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
        super().closeEvent(event)


__all__ = ["MainWindow", "Qt"]

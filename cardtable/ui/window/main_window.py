"""The main window: the table in the middle, the scoresheet dock at the side,
menus Partie / Affichage / Aide and a status bar."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QMargins,
    QObject,
    QRect,
    QSize,
    QTimer,
    Signal,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget

from cardtable import __version__
from cardtable.ui.settings import FELT_COLOURS, Settings, byte_array, declare
from cardtable.ui.window.screen import frame_margins, screen_area
from cardtable.ui.window.status_bar import StatusBar

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QShowEvent

    from cardtable.ui.setup import GameSetup
    from cardtable.ui.window.scoresheet import ScoresheetDock


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


class _BuildOnKey(QObject):
    """Until the window's deferred part is built, a key pressed in the window
    builds it first, so that its shortcuts (Ctrl+N, Ctrl+O, F1, Ctrl+Z...)
    already answer the very first key: Qt offers the key to the focus widget
    and then to its parents up to the window (ShortcutOverride) before it
    looks the shortcut up.  Only the window is watched (a filter on the whole
    program would make every kind of event cross into Python at start)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            self.window.ensure_built()
        return False

    def remove(self) -> None:
        self.window.removeEventFilter(self)


DEFAULT_SIZE = QSize(1280, 820)
#: below this available width the scoresheet starts folded (Affichage opens it)
DOCK_FOLDED_BELOW = 1100
#: below this available width the scoresheet starts at its narrowest
DOCK_NARROW_BELOW = 1500
DOCK_WIDTH = 370
FOCUS_COLOUR = "#e0b84a"    # the table's focus frame: a thin gold line
#: QSettings keys: the window's geometry and its docks (restored at start)
GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
declare(GEOMETRY_KEY, None, byte_array)
declare(STATE_KEY, None, byte_array)
FOCUS_WIDTH = 2


class FocusFrame(QObject):
    """A thin gold frame round the table's viewport while the table has the
    keyboard focus: four strips (no painting code, nothing repainted while the
    cards move), filled with their palette's colour (a style sheet would cost
    the window's first paint a style of its own)."""

    def __init__(self, view: QWidget) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QColor, QPalette
        super().__init__(view)
        self.view = view
        self.strips: list[QWidget] = []
        palette = QPalette(view.palette())
        palette.setColor(QPalette.ColorRole.Window, QColor(FOCUS_COLOUR))
        for _ in range(4):
            w = QWidget(view)
            w.setObjectName("tableFocusFrame")
            w.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            w.setPalette(palette)
            w.setAutoFillBackground(True)
            w.hide()
            self.strips.append(w)
        view.installEventFilter(self)
        if view.hasFocus():         # made after the table took the focus
            self._show()

    def _show(self) -> None:
        self.place()
        for w in self.strips:
            w.show()

    @property
    def shown(self) -> bool:
        return all(w.isVisible() for w in self.strips)

    def place(self) -> None:
        r = self.view.rect()
        t = FOCUS_WIDTH
        for w, g in zip(self.strips, (QRect(0, 0, r.width(), t), QRect(0, r.height() - t, r.width(), t),
                                      QRect(0, 0, t, r.height()), QRect(r.width() - t, 0, t, r.height())),
                        strict=True):
            w.setGeometry(g)
            w.raise_()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.FocusIn:
            self._show()
        elif kind == QEvent.Type.FocusOut:
            for w in self.strips:
                w.hide()
        elif kind == QEvent.Type.Resize and self.shown:
            self.place()
        return False


class MainWindow(QMainWindow):
    """The program's window.

    It paints the felt first: the constructor builds only what the first
    paint needs (the table's view, which paints the felt alone until its
    table scene is asked for, the menu bar's three titles, the status bar's
    welcome); the rest (the table scene, the controller and the table's
    director, the menus' contents and their actions and shortcuts, saves,
    lessons) is built by :meth:`ensure_built` right after that first paint,
    or at once when any of it is asked for before (a demo or a lesson started
    before the window shows, a test): any attribute the build makes, read
    before it ran, runs it (see :meth:`__getattr__`).  The scoresheet dock is
    built after that.  Nothing before the first paint touches Qt's ``Qt``
    namespace (PySide6 creates all its enums at once on first use): the
    methods that need it import it.
    """

    first_paint = Signal()
    demo_finished = Signal(list)
    #: emitted once, as the deferred part of the window starts being built
    building = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        self._pending_build = False
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("MainWindow")
        self.resize(DEFAULT_SIZE)
        self.setMinimumSize(640, 480)
        self._demo = False
        self._fitted = False                     # fit_to_screen() ran (first show)
        self._geometry_restored = False
        self._dock_restored = False
        self._small_screen: QRect | None = None  # the available area, when it is small
        self._refit_dock = False                 # the saved dock width does not suit this screen
        self._dock_save = QTimer(self)           # the scoresheet's state kept once it settles
        self._dock_save.setSingleShot(True)
        self._dock_save.setInterval(250)
        self._dock_save.timeout.connect(self.save_geometry)
        self._texts: list[Any] = []              # callables that set the texts again (language change)
        self.scoresheet: ScoresheetDock | None = None
        self.joined: Any = None                  # a seat joined on another computer (ui.network.join)
        from cardtable.ui.table.view import TableView
        self.view = TableView(self.settings, self)
        self.setCentralWidget(self.view)
        self.setStatusBar(StatusBar(self))
        # the menu bar's titles are there from the first paint (the table does
        # not move when the contents come); the menus themselves are the
        # attributes menu_game, menu_view, menu_help once built
        mb = self.menuBar()
        self._menus = (mb.addMenu(self.tr("&Game")), mb.addMenu(self.tr("&View")), mb.addMenu(self.tr("&Help")))
        self.setWindowTitle(self.tr("Card table"))
        self.statusBar().showMessage(self.tr("Welcome! Choose Game > New game to start."))
        self._restore_geometry()
        self._pending_build = True
        self._key_builds = _BuildOnKey(self)
        watcher = _PaintWatcher(self.view.viewport())
        watcher.painted.connect(self.first_paint)
        watcher.painted.connect(self.ensure_built)
        watcher.painted.connect(self.ensure_scoresheet)
        # a setting changed before the deferred build (the animation speed, a
        # test's) still reaches the table (the handler builds what it needs)
        settings.changed.connect(self._setting_changed)

    def __getattr__(self, name: str) -> Any:
        # only called when ``name`` is not found: a part of the window the
        # deferred build makes, asked for before it ran, builds it now
        if self.__dict__.get("_pending_build") and not name.startswith("__"):
            self.ensure_built()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    @property
    def built(self) -> bool:
        """The deferred part of the window is built (see :meth:`ensure_built`)."""
        return not self.__dict__.get("_pending_build", True)

    def ensure_built(self) -> None:
        """Build the window's deferred part (once): the controller, the table's
        director, the actions and the menus' contents, saves and lessons."""
        if not self.__dict__.get("_pending_build"):
            return
        self._pending_build = False
        self._key_builds.remove()
        self.building.emit()
        from cardtable.ui import i18n
        i18n.settle_dialogs()
        self.focus_frame = FocusFrame(self.view)
        self._build_central()
        self._build_docks()
        self._build_actions()
        from cardtable.ui.window.save_actions import SaveActions
        self.saves = SaveActions(self)
        self._texts.append(self.saves.retranslate)
        from cardtable.ui.window.lesson_actions import LessonActions
        self.lessons = LessonActions(self)
        self._texts.append(self.lessons.retranslate)
        from cardtable.ui.network.hosting import Hosting
        self.hosting = Hosting(self)
        self._texts.append(self.hosting.retranslate)
        self.director.restart = self._restart
        self._build_menus()
        self._retranslate()

    # ------------------------------------------------------------------ build
    def _build_central(self) -> None:
        from cardtable.ui.controller import GameController
        from cardtable.ui.table.director import TableDirector
        self.controller = GameController(self.view.durations, self)
        self.director = TableDirector(self.view, self.controller)
        self.director.status.connect(lambda text: self.statusBar().showMessage(text))
        self.director.status_withdrawn.connect(self._withdraw_status)
        self.controller.game_over.connect(self._game_over)
        self.controller.undo_enabled = bool(self.settings.get("undo"))
        self.controller.undo_changed.connect(self._update_undo)
        self.controller.stopped.connect(self._update_undo)
        self.controller.stopped.connect(self._update_title)      # a game gone: its name goes from the title
        self.controller.stats_warning.connect(self.warn_stats)

    def _build_docks(self) -> None:
        # the scoresheet dock is built just after the table's first paint (it
        # is the costliest widget to build); restoreDockWidget() then puts it
        # back where the saved window state had it
        self.director.scores_shown.connect(self._refresh_scores)
        self.director.new_game_requested.connect(self.new_game_dialog)
        self.controller.started.connect(self._game_started)

    def _build_actions(self) -> None:
        from PySide6.QtGui import QAction, QKeySequence
        self.act_new = QAction(self)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(self.new_game_dialog)
        self.act_quit = QAction(self)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_quit.triggered.connect(self.quit_asked)
        self.act_rules = QAction(self)
        self.act_rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.act_rules.triggered.connect(self.show_rules)
        self.act_about = QAction(self)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_about.triggered.connect(self.show_about)
        self._build_undo_stats_actions()
        self._texts += [
            lambda: self.act_new.setText(self.tr("&New game…")),
            lambda: self.act_quit.setText(self.tr("&Quit")),
            lambda: self.act_rules.setText(self.tr("&Rules")),
            lambda: self.act_about.setText(self.tr("&About")),
        ]

    def _radio_menu(self, menu, title, key: str, choices: dict[str, Any]) -> None:
        """A submenu of choices for a setting; ``title`` and the labels are
        callables giving the (translated) texts."""
        from PySide6.QtGui import QAction, QActionGroup
        sub = menu.addMenu("")
        self._texts.append(lambda: sub.setTitle(title()))
        group = QActionGroup(self)
        for value, label in choices.items():
            a = QAction(self, checkable=True)
            a.setChecked(self.settings.get(key) == value)
            a.triggered.connect(lambda _=False, v=value: self.settings.set(key, v))
            self._texts.append(lambda a=a, label=label: a.setText(label()))
            group.addAction(a)
            sub.addAction(a)

    def _build_menus(self) -> None:
        from PySide6.QtGui import QAction, QActionGroup
        self.menu_game, self.menu_view, self.menu_help = self._menus
        for menu in self._menus:
            menu.aboutToShow.connect(self._menu_opening)
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self, self._menu_closed))
        self.menu_game.addAction(self.act_new)
        self.menu_game.addAction(self.saves.act_resume)
        self.menu_game.addAction(self.saves.act_open)
        self.menu_game.addAction(self.saves.act_save_as)
        self.menu_game.addSeparator()
        self.hosting.add_menu(self.menu_game)          # Partie > Jouer en réseau
        self.menu_game.addSeparator()
        from cardtable.ui.window.game_settings import (
            add_game_settings_action,  # each game's own settings page
        )
        self.act_game_settings, text = add_game_settings_action(self, self.menu_game)
        self._texts.append(text)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_undo)
        self.menu_game.addAction(self.act_allow_undo)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_last_count)
        self.menu_game.addAction(self.act_stats)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_game.aboutToShow.connect(self._update_last_count)
        self.menu_game.aboutToShow.connect(self.saves.update_actions)

        self._view_top = self.menu_view.addSeparator()   # the scoresheet's toggle goes above it
        self._radio_menu(self.menu_view, lambda: self.tr("Animation &speed"), "speed",
                         {"slow": lambda: self.tr("Slow"), "normal": lambda: self.tr("Normal"),
                          "fast": lambda: self.tr("Fast"), "off": lambda: self.tr("None")})
        # how long the computers wait for a screen reader's speech (cardtable.ui.table.speech)
        self._radio_menu(self.menu_view, lambda: self.tr("Announcement &pace"), "speech_pace",
                         {"normal": lambda: self.tr("Normal", "announcement pace"),
                          "slow": lambda: self.tr("Slow", "announcement pace"),
                          "very_slow": lambda: self.tr("Very slow", "announcement pace"),
                          "off": lambda: self.tr("Don't wait", "announcement pace")})
        self._radio_menu(self.menu_view, lambda: self.tr("&Cards"), "card_style",
                         {"classic": lambda: self.tr("Classic (two colours)"),
                          "four_colour": lambda: self.tr("Four colours")})
        felt_names = {"green": lambda: self.tr("Green"), "blue": lambda: self.tr("Blue"),
                      "red": lambda: self.tr("Red"), "grey": lambda: self.tr("Grey")}
        self._radio_menu(self.menu_view, lambda: self.tr("&Table colour"), "felt",
                         {k: felt_names.get(k, lambda k=k: k) for k in FELT_COLOURS})
        self.act_legal = QAction(self, checkable=True)
        self.act_legal.setChecked(bool(self.settings.get("highlight_legal")))
        self.act_legal.toggled.connect(lambda on: self.settings.set("highlight_legal", on))
        self._texts.append(lambda: self.act_legal.setText(self.tr("&Dim the cards you may not play")))
        self.menu_view.addAction(self.act_legal)
        self._add_display_options()
        self.menu_view.addSeparator()
        self.lang_menu = self.menu_view.addMenu("")
        self._texts.append(lambda: self.lang_menu.setTitle(self.tr("&Language")))
        lgroup = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for key, label in (("fr", "Français"), ("en", "English")):
            a = QAction(label, self, checkable=True)
            a.setChecked(self.settings.get("language") == key)
            a.triggered.connect(lambda _=False, k=key: self.set_language(k))
            lgroup.addAction(a)
            self.lang_menu.addAction(a)
            self.language_actions[key] = a

        self.menu_help.addAction(self.act_rules)
        self.act_keys = self.menu_help.addAction("")       # the keys, and screen readers
        self.act_keys.triggered.connect(self.show_keys)
        self._texts.append(lambda: self.act_keys.setText(self.tr("&Keyboard and screen readers")))
        if self.lessons.actions:
            self.menu_help.addMenu(self.lessons.menu)
        self.menu_help.addSeparator()
        self.menu_help.addAction(self.act_about)
        self._texts += [
            lambda: self.menu_game.setTitle(self.tr("&Game")),
            lambda: self.menu_view.setTitle(self.tr("&View")),
            lambda: self.menu_help.setTitle(self.tr("&Help")),
        ]

    # --------------------------------------------------------- undo, statistics
    def _build_undo_stats_actions(self) -> None:
        """Game > Undo (Ctrl+Z), Game > Allow undo, Game > Statistics….

        Undo sits in the Game menu, right under "New game": the program has no
        Edit menu, and the Game menu is where everything about the game in
        progress is.  It stays enabled while a game with one person is in
        progress: a refusal says why (a card was shown, the last move was in a hand that is over...)."""
        from PySide6.QtGui import QAction, QKeySequence
        self.act_undo = QAction(self)
        self.act_undo.setObjectName("actionUndo")
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_undo.triggered.connect(self.undo)
        self.act_allow_undo = QAction(self, checkable=True)
        self.act_allow_undo.setObjectName("actionAllowUndo")
        self.act_allow_undo.setChecked(bool(self.settings.get("undo")))
        self.act_allow_undo.toggled.connect(lambda on: self.settings.set("undo", on))
        self.act_stats = QAction(self)
        self.act_stats.setObjectName("actionStatistics")
        self.act_stats.triggered.connect(self.show_statistics)
        self.stats_dialog: Any = None
        # the key R is the table's (a letter a Deutch player may take for their
        # rapidité): the menu only shows it after a tab, as no shortcut
        self.act_last_count = QAction(self)
        self.act_last_count.setObjectName("actionLastCount")
        self.act_last_count.triggered.connect(self.show_last_count)
        self._texts += [
            lambda: self.act_last_count.setText(self.tr("Show the &last count again") + "\tR"),
            lambda: self.act_undo.setText(self.tr("&Undo my last move")),
            lambda: self.act_allow_undo.setText(self.tr("&Allow undo")),
            lambda: self.act_stats.setText(self.tr("&Statistics…")),
            self._update_undo,
        ]
        self._update_undo()

    def _update_undo(self) -> None:
        ctl = self.controller
        # no undo in a network game (GameController.undo_refusal says why)
        self.act_undo.setEnabled(ctl.active and len(ctl.human_seats()) == 1 and not ctl.remote)
        why = ctl.undo_refusal() if ctl.active else None
        self.act_undo.setStatusTip(why or self.tr("Take back your last move (and the computer's moves after it)."))

    def undo(self) -> None:
        """Game > Undo: the controller refuses with a reason (shown by the table) or rebuilds it."""
        if self.controller.undo():
            self.statusBar().showMessage(self.tr("Your last move was taken back."), 5000)

    def _update_last_count(self) -> None:
        beh = self.director.behaviour
        self.act_last_count.setEnabled(beh is not None and getattr(beh, "last_summary", None) is not None)

    def show_last_count(self) -> None:
        """Game > Show the last count again (R on the table): the last
        round's or hand's count, in a panel over the table."""
        beh = self.director.behaviour
        if beh is not None:
            beh.show_last_summary()
            self.view.setFocus()

    def show_statistics(self) -> None:
        """Game > Statistics…: a window-modal dialog that does not block (open())."""
        from cardtable.ui.window.stats import StatsDialog
        old = self.stats_dialog
        if old is not None:
            old.close()
            old.deleteLater()
        setup = self.controller.setup
        humans = setup.human_seats if setup is not None else []
        dlg = StatsDialog(self, setup.game_id if setup is not None else None,
                          setup.names[humans[0]] if setup is not None and humans else None)
        self.stats_dialog = dlg
        from cardtable.ui.controller import HoldWhileShown
        HoldWhileShown(self.controller, dlg)     # the game waits while the figures are read
        dlg.open()

    def warn_stats(self, text: str) -> None:
        """The statistics file was set aside: say so without stopping the game."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Statistics"), text, QMessageBox.StandardButton.Ok,
                          self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.stats_box = box
        box.open()

    def _add_display_options(self) -> None:
        """Card size (Ctrl++ / Ctrl+-) and high contrast, from
        :mod:`cardtable.ui.window.display_options` (when that module is present)."""
        self.display_actions: Any = None
        try:
            from cardtable.ui.window.display_options import add_display_actions
        except ImportError:
            return
        self.display_actions = add_display_actions(self.menu_view, self.settings, self.view.table)
        self._texts.append(self.display_actions.retranslate)

    # -------------------------------------------------------------- language
    def _retranslate(self) -> None:
        for set_text in self._texts:
            set_text()
        QGuiApplication.setApplicationDisplayName(self.tr("Card table"))
        self._update_title()
        if not self.table_controller.has_game:
            self.statusBar().showMessage(self.tr("Welcome! Choose Game > New game to start."))

    def _update_title(self) -> None:
        """The game's name alone (the system adds the program's name after it)."""
        ctl = self.table_controller
        setup = ctl.setup
        title = self._title(setup.game_id) if setup is not None and ctl.has_game else self.tr("Card table")
        self.setWindowTitle(title)
        handle = self.windowHandle()
        if handle is not None:
            # the system's title bar reads "Peech — Table de cartes": the
            # program's name is added when the title is set, so set it again
            # after a language switch even when the game's name is the same
            handle.setTitle(title)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self.built:
            self._retranslate()
            self.director.retranslate()
        super().changeEvent(event)

    def set_language(self, lang: str) -> None:
        """Switch the whole program to ``lang`` at once (no restart)."""
        from cardtable.ui import i18n
        self.settings.set("language", lang)
        if lang != i18n.current_language():
            i18n.install(lang)   # Qt sends LanguageChange to every widget
        a = self.language_actions.get(lang)
        if a is not None:
            a.setChecked(True)

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
        elif key == "undo":
            self.controller.undo_enabled = bool(self.settings.get("undo"))
            self.act_allow_undo.setChecked(self.controller.undo_enabled)
            self._update_undo()
        elif key == "highlight_legal":
            seat = self.director.viewer
            if seat is not None and seat in self.controller.to_act() and self.director.behaviour is not None \
                    and not self.view.table.queue.busy:
                self.director.behaviour.on_human_turn(seat)

    def ensure_scoresheet(self) -> ScoresheetDock:
        """Build the scoresheet dock if it is not built yet, and return it."""
        from cardtable import games
        if self.scoresheet is None:
            from PySide6.QtCore import Qt

            from cardtable.ui.window.scoresheet import ScoresheetDock
            dock = ScoresheetDock(self, shown=self.shown_scores)
            self.scoresheet = dock
            restored = self.restoreDockWidget(dock) and not self._refit_dock
            if not restored:
                self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
                self._fit_dock(dock)
            self.menu_view.insertAction(self._view_top, dock.toggleViewAction())
            # opened, closed, moved or floated: kept at once, not only when
            # the window closes (a program killed or a laptop out of power
            # would bring back the sheet the person had closed)
            dock.visibilityChanged.connect(self._dock_changed)
            dock.dockLocationChanged.connect(self._dock_changed)
            dock.topLevelChanged.connect(self._dock_changed)
            # Tab leaves the sheet for the next stop (the table) instead of
            # walking its cells: see focusNextPrevChild()
            dock.table.setTabKeyNavigation(False)
            self._hook_exports(dock)
            ctl = self.table_controller
            dock.attach(ctl)
            setup = ctl.setup
            if setup is not None:
                dock.set_game(games.table_plugin(setup.game_id), setup.players, setup.names)
                dock.refresh()
        return self.scoresheet

    def _fit_dock(self, dock: ScoresheetDock) -> None:
        """The scoresheet's width for the screen: folded on a small screen
        (Affichage > Feuille de marque opens it), narrow on a laptop."""
        from PySide6.QtCore import Qt
        avail = self._small_screen
        width = DOCK_WIDTH
        if avail is not None and avail.width() < DOCK_FOLDED_BELOW:
            dock.hide()
            self.statusBar().showMessage(self.tr("The scoresheet is folded away: View > Scoresheet opens it."),
                                         10000)
            return
        if avail is not None and avail.width() < DOCK_NARROW_BELOW:
            width = dock.preferred_width()
        self.resizeDocks([dock], [width], Qt.Orientation.Horizontal)

    # ------------------------------------------------------------ exports
    def _hook_exports(self, dock: Any) -> None:
        """Say where an export of the scoresheet was saved (status bar and a toast)."""
        dock.exported.connect(self.export_saved)

    def export_saved(self, path: str) -> None:
        """A file was written: say so, with its name and folder."""
        p = Path(path)
        self.statusBar().showMessage(self.tr("Scoresheet saved: {path}").format(path=str(p)), 15000)
        vp = self.view.viewport()
        self.director.toast.show_text(self.tr("Saved: {name}").format(name=p.name), 2500, vp.width() // 2,
                                      int(vp.height() * 0.42))

    # ------------------------------------------------------------------ games
    def _withdraw_status(self, text: str) -> None:
        """A prompt of the table that no longer holds (the person acted, the
        turn passed) goes from the status bar, unless another message has
        replaced it since."""
        bar = self.statusBar()
        if isinstance(bar, StatusBar):
            bar.withdraw(text)

    def _game_started(self) -> None:
        self._refresh_scores()
        self._update_title()
        self.forget_welcome()

    #: what had the keyboard when a menu of the bar opened (given back by Échap)
    _focus_before_menu: QWidget | None = None

    def _menu_opening(self) -> None:
        focused = QApplication.focusWidget()
        if focused is not None and focused is not self.menuBar():
            self._focus_before_menu = focused

    def _menu_closed(self) -> None:
        """A menu of the bar closed without opening anything (Échap, a
        click beside it): the keyboard goes back at once to what had it
        (the table, the scoresheet), rather than staying on the menu bar
        until a second Échap, where the next Entrée would open « Partie »
        instead of playing.  Moving from one menu to the next keeps the bar."""
        from PySide6.QtCore import Qt
        mb = self.menuBar()
        if (QApplication.activePopupWidget() is not None or QApplication.activeModalWidget() is not None
                or self.focusWidget() is not mb):
            return
        back = self._focus_before_menu
        try:
            usable = back is not None and back.isVisible() and back.window() is self
        except RuntimeError:            # (deleted meanwhile)
            usable = False
        (back if usable and back is not None else self.view).setFocus(Qt.FocusReason.PopupFocusReason)

    def forget_welcome(self) -> None:
        """A game is on the table (started, resumed or joined): the welcome
        line ("Choisissez Partie > Nouvelle partie…") no longer holds, and
        does not come back after a timed message or a menu's status tip."""
        bar = self.statusBar()
        if isinstance(bar, StatusBar):
            bar.withdraw(self.tr("Welcome! Choose Game > New game to start."))

    def _refresh_scores(self) -> None:
        """Show the controller's game on the scoresheet.  The table may ask for
        it (``scores_shown``) before ``started`` reaches this window: when the
        sheet still shows another game (another game, player count or names:
        a save opened over the table), it is set to this one first, so one
        game's scoresheet code never reads another game's view."""
        from cardtable import games
        ctl = self.table_controller
        setup = ctl.setup
        if setup is None or not ctl.has_game:
            return
        dock = self.ensure_scoresheet()
        model = dock.model
        view = self.shown_scores(dict(ctl.public_view()))
        plugin = games.table_plugin(setup.game_id)
        if model.plugin is not plugin or model.players != setup.players or model.names != list(setup.names):
            dock.set_game(plugin, setup.players, setup.names, view)
        else:
            dock.update_from_view(view)

    def shown_scores(self, view: dict[str, Any]) -> dict[str, Any]:
        """The table's public ``view`` as the scoresheet shows it: the figures
        the table has shown so far (:meth:`TableBehaviour.scores_view`), when
        the table shows that game; else ``view`` itself."""
        from cardtable import games
        setup = self.table_controller.setup
        behaviour = self.director.behaviour
        if (setup is not None and behaviour is not None
                and self.director.plugin is games.table_plugin(setup.game_id)):
            return behaviour.scores_view(view)
        return view

    def _game_over(self, totals: list) -> None:
        self._refresh_scores()
        if self._demo:
            self.demo_finished.emit(list(totals))

    def last_game_id(self) -> str | None:
        """The game last chosen in the New game dialog (None if none)."""
        from cardtable.ui.window.new_game import LAST_KEY
        game_id = self.settings.get_json(LAST_KEY, {}).get("game_id")
        return str(game_id) if game_id else None

    @property
    def table_controller(self) -> Any:
        """The controller the table shows: the window's own, or a joined
        seat's (:mod:`cardtable.ui.network.join`)."""
        return self.director.controller

    def new_game_dialog(self) -> None:
        """Partie > Nouvelle partie (Ctrl+N): the New game dialog first; only
        when the person presses its OK is a game in progress given up, after
        "Abandonner la partie en cours ?" (:func:`confirm_abandon`, asked then
        and only then: Annuler in the dialog keeps the game, so nothing is
        said lost before; "Non" keeps the game and the dialog open).  The game
        and its autosave stay as they are until the new game starts."""
        from cardtable.ui.games import playable_games
        from cardtable.ui.window.dialog_access import guard_keys
        from cardtable.ui.window.new_game import NewGameDialog
        joined = self.joined
        if joined is not None and not joined.leave_for_new_game():
            return              # a joined seat leaves the table first (or stays)
        with self.controller.held():        # the game in progress waits while the next one is chosen
            on_table = self.table_controller.setup
            dlg: NewGameDialog | None = None

            def give_up() -> bool:
                return self.saves.may_replace(dlg)
            dlg = NewGameDialog(self.settings, playable_games(), self,
                                game_id=on_table.game_id if on_table is not None else None,
                                before_start=give_up)
            # the end of a game's "Nouvelle partie" chosen by Entrée, pressed twice,
            # does not also press Jouer: the final scores stay until the person chooses
            guard_keys(dlg)
            if not dlg.exec():
                if not self.table_controller.has_game:
                    # an empty table: the bar says how to begin, never a blank line
                    self.statusBar().showMessage(self.tr("Welcome! Choose Game > New game to start."))
                return
            setup = dlg.setup()
            if self.lessons.offer_before(setup):        # a game never played offers its lesson first
                return
        self.start_game(setup)

    def join_network(self) -> None:
        """Partie > Jouer en réseau > Rejoindre une partie… (the joining side:
        :func:`cardtable.ui.network.join.open_join_dialog`)."""
        try:
            from cardtable.ui.network.join import (  # type: ignore[import-not-found,unused-ignore]
                open_join_dialog,
            )
        except ImportError:       # the action is hidden then (see Hosting.add_menu)
            return
        open_join_dialog(self)

    def stop_hosting(self) -> None:
        """Stop hosting a network game, if one is hosted (the game is saved,
        every client told, the port closed)."""
        if self.built:
            self.hosting.before_other_game()

    def _restart(self, setup: GameSetup) -> None:
        """A rematch (the end-of-game "play again"): a network game is hosted again."""
        if setup.remote_seats:
            self.hosting.rematch(setup)
        else:
            self.controller.start(setup)

    def start_game(self, setup: GameSetup) -> None:
        """Start ``setup`` (a network game hosted before stops first; hosting
        starts from :meth:`Hosting.host_dialog`)."""
        self.stop_hosting()
        self.lessons.end()
        self._demo = False
        self.controller.pace = True
        self.controller.autosave_enabled = True
        self.controller.start(setup)

    def start_demo(self, game_id: str, seed: int = 1, level: str = "intermediaire", fast: bool = False) -> None:
        from cardtable import games
        from cardtable.ui.setup import GameSetup, SeatSetup
        players = games.game_info(game_id).default_players
        names = games.table_plugin(game_id).default_names(players)
        names = [self.tr("Computer {n}").format(n=i + 1) for i in range(players)] if names else names
        setup = GameSetup(game_id, players, [SeatSetup(n, False, level) for n in names], {}, seed)
        self.stop_hosting()
        self._demo = True
        if fast:
            self.view.durations.speed = "off"
            self.controller.pace = False
        self.controller.autosave_enabled = False
        self.controller.start(setup)

    def startup(self) -> None:
        """After the window shows: offer to join again the network table this
        program left without leaving it (:func:`cardtable.ui.network.join.offer_rejoin`),
        else to resume a saved game, else open the dialog (see
        :meth:`cardtable.ui.window.save_actions.SaveActions.startup`)."""
        try:
            from cardtable.ui.network.join import offer_rejoin  # type: ignore[import-not-found,unused-ignore]
        except ImportError:
            offer_rejoin = None
        if offer_rejoin is None or not offer_rejoin(self, self._start_own):
            self._start_own()

    def _start_own(self) -> None:
        if not self.saves.startup():
            self.new_game_dialog()

    def resume(self, setup: GameSetup, state: Any, asked: bool = False, memory: dict | None = None) -> bool:
        """Play on from a saved position (the autosave, or a file opened),
        with the table's memory kept with it (``memory``: the last count, the
        recent moves…); False if it was not.  A network game is hosted again, its remote seats
        waiting for their players, once the person agrees (``asked``: the
        start-up question already said so)."""
        if setup.remote_seats and not asked and not self.hosting.offer_resume():
            return False
        self.stop_hosting()
        if setup.remote_seats:
            return self.hosting.resume(setup, state, memory=memory)
        self._demo = False
        self.controller.pace = True
        self.controller.autosave_enabled = True
        self.controller.start(setup, state, memory=memory)
        return True

    def warn_unreadable_save(self, aside: Path | None, exc: Exception, original: Path | None = None) -> None:
        """Say, in the user's language, why the save could not be read and
        where it was kept (the folder is a link that opens it); ``aside`` is
        None when it could not be moved (it was left as ``original``)."""
        from html import escape

        from PySide6.QtWidgets import QMessageBox

        from cardtable.ui.storage import save_error_text
        from cardtable.ui.window.save_actions import folder_link
        kept = aside if aside is not None else original
        parts = [escape(self.tr("The saved game could not be read: {reason}").format(reason=save_error_text(exc)))]
        if aside is not None:
            parts.append(self.tr("It was kept aside, not deleted, as {file} in the folder {folder}.").format(
                file=f"<b>{escape(aside.name)}</b>", folder=folder_link(aside.parent)))
        elif kept is not None:
            parts.append(self.tr("It could not be moved aside; it was left as it is, as {file} in the folder "
                                 "{folder}.").format(file=f"<b>{escape(kept.name)}</b>",
                                                     folder=folder_link(kept.parent)))
        parts.append(escape(self.tr("A new game can start.")))
        text = "".join(f"<p>{p}</p>" for p in parts)
        from cardtable.ui.window.save_actions import rich_message_box
        box = rich_message_box(QMessageBox.Icon.Warning, self.tr("Saved game unreadable"), text, self)
        self.unreadable_box = box
        box.exec()

    def _title(self, game_id: str) -> str:
        from cardtable import games
        try:
            return str(games.table_plugin(game_id).title())
        except games.NotAvailable:
            return QCoreApplication.translate(games.TITLE_CONTEXT, games.game_info(game_id).title)

    def show_rules(self) -> Any:
        """Aide > Règles (the game is paused while it is open: see :mod:`cardtable.ui.window.rules`)."""
        from cardtable.ui.window.rules import show_rules
        return show_rules(self, self.controller.game_id)

    def show_keys(self) -> None:
        """Aide > Clavier et lecteurs d'écran (the game is held while it is open)."""
        from cardtable.ui.window.keys_help import show_keys_help
        with self.controller.held():
            show_keys_help(self)

    def show_about(self) -> None:
        with self.controller.held():
            self._about()

    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox
        QMessageBox.about(
            self, self.tr("About Card table"),
            self.tr("<h3>Card table {version}</h3><p>Peech, Les Auteurs, Atout Pique and Deutch, "
                    "to play offline against the computer or with the family on one screen.</p>"
                    ).format(version=__version__))

    # ------------------------------------------------------------- geometry
    def _restore_geometry(self) -> None:
        geo = self.settings.get(GEOMETRY_KEY)
        state = self.settings.get(STATE_KEY)
        if isinstance(geo, QByteArray):
            self._geometry_restored = bool(self.restoreGeometry(geo))
        if isinstance(state, QByteArray):
            self._dock_restored = bool(self.restoreState(state))

    def available_geometry(self) -> QRect | None:
        """The screen area a window may use (without task bars and panels);
        None when there is no real screen (the "offscreen" platform of the
        tests, whose made-up 800×800 screen says nothing: tests give their
        own area, see :meth:`fit_to_screen`)."""
        return screen_area(self)

    def frame_margins(self) -> QMargins:
        """The window manager's frame round the window (a guess before it is known)."""
        return frame_margins(self)

    def fit_to_screen(self, avail: QRect) -> None:
        """Make the window, frame and title bar included, lie inside ``avail``
        (a laptop's 1366×768, a netbook's 1024×600); on a small screen a
        window with no saved place takes the whole area, and the scoresheet
        starts narrow or folded so the table keeps the room."""
        m = self.frame_margins()
        max_w = avail.width() - m.left() - m.right()
        max_h = avail.height() - m.top() - m.bottom()
        small = avail.width() < DOCK_NARROW_BELOW or avail.height() < 800
        self._small_screen = QRect(avail) if small else None
        want = self.size()
        w, h = min(want.width(), max_w), min(want.height(), max_h)
        if small and not self._geometry_restored:
            # a laptop's screen is the table's at the first start: a window
            # narrower than the screen by a few centimetres only wastes felt
            w, h = max_w, max_h
        self.setMinimumSize(min(self.minimumWidth(), w), min(self.minimumHeight(), h))
        fits = self._geometry_restored and self.width() <= max_w and self.height() <= max_h
        if not fits:
            self.resize(w, h)
        outer_w, outer_h = w + m.left() + m.right(), h + m.top() + m.bottom()
        x, y = self.x(), self.y()
        if not self._geometry_restored:
            x = avail.left() + (avail.width() - outer_w) // 2
            y = avail.top() + (avail.height() - outer_h) // 2
        x = max(avail.left(), min(x, avail.right() + 1 - outer_w))
        y = max(avail.top(), min(y, avail.bottom() + 1 - outer_h))
        self.move(x, y)
        self._refit_dock = small and not (self._dock_restored and fits)
        if self.scoresheet is not None and self._refit_dock:
            self._fit_dock(self.scoresheet)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        if not self._fitted:
            self._fitted = True
            avail = self.available_geometry()
            if avail is not None and avail.isValid():
                self.fit_to_screen(avail)
        super().showEvent(event)

    # --------------------------------------------------------------- focus
    def childEvent(self, event: Any) -> None:  # noqa: N802
        # polished: made in full (at ChildAdded a dialog is still being built);
        # "finished" comes once it is closed (accepted, rejected, or its window closed)
        child = event.child() if event.type() == QEvent.Type.ChildPolished else None
        if isinstance(child, QDialog) and not child.property("gives_back_keyboard"):
            child.setProperty("gives_back_keyboard", True)
            child.finished.connect(lambda _result: QTimer.singleShot(0, self.give_table_the_keyboard))
        super().childEvent(event)

    def give_table_the_keyboard(self) -> None:
        """A dialog of the window (Règles, Statistiques, Nouvelle partie, a
        question) was closed: the window is made active again and the table
        takes the keyboard, so the arrows and Enter play at once (some window
        managers, or none, give the focus back to nothing, or to the menu
        bar).  Nothing happens while another of its dialogs is still open."""
        from PySide6.QtCore import Qt
        if not self.isVisible() or not self.built or QApplication.activeModalWidget() is not None:
            return
        if any(d.isVisible() for d in self.findChildren(QDialog) if d.isWindow()):
            return
        self.activateWindow()
        self.view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def focus_chain(self) -> list[QWidget]:
        """The stops of Tab: the table, the buttons shown over it, then the
        scoresheet's widgets, then the table again.  Over the table, a
        panel's buttons stay together (a prompt's cards, then its own
        buttons, in reading order), the panels from the top of the table
        down; then the buttons of the table's accessible layer
        (:mod:`cardtable.ui.table.accessible`: your cards, the middle, the
        players, each group together, in the order a screen reader reads
        them); then the corner buttons."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QAbstractButton
        chain: list[QWidget] = [self.view]
        view = self.view
        buttons = [b for b in view.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
        corner = set(self.director.corner_buttons)
        layer = self.director.access.layer

        def top_left(w: QWidget) -> tuple[int, int]:
            p = w.mapTo(view, w.rect().topLeft())
            return p.y(), p.x()

        def panel_of(b: QWidget) -> QWidget:
            """The widget laid over the table that holds ``b``."""
            w = b
            while w.parentWidget() is not None and w.parentWidget() is not view:
                w = w.parentWidget()
            return w

        def reading_order(w: QWidget) -> list[int]:
            """``w``'s place among its siblings, from the layer down (the
            layer's groups and proxies are in the order they are read)."""
            path = []
            while w is not layer and w.parentWidget() is not None:
                siblings = [c for c in w.parentWidget().children() if isinstance(c, QWidget)]
                path.insert(0, siblings.index(w))
                w = w.parentWidget()
            return path
        panels: dict[QWidget, list[QAbstractButton]] = {}
        read: list[QAbstractButton] = []
        for b in buttons:
            if b in corner:
                continue
            if layer is not None and layer.isAncestorOf(b):
                read.append(b)
            else:
                panels.setdefault(panel_of(b), []).append(b)
        for panel in sorted(panels, key=top_left):
            chain += sorted(panels[panel], key=top_left)
        chain += sorted(read, key=reading_order)
        chain += [b for b in self.director.corner_buttons if b.isVisible() and b.isEnabled()]
        dock = self.scoresheet
        if dock is not None and dock.isVisible():
            chain += [w for w in dock.widget().findChildren(QWidget)
                      if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
                      and w.focusProxy() is None]
        return chain

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802
        from PySide6.QtCore import Qt
        chain = self.focus_chain()
        current = QApplication.focusWidget()
        index = -1
        while current is not None and index < 0:
            if current in chain:
                index = chain.index(current)
            current = current.parentWidget()
        if index < 0:
            return super().focusNextPrevChild(forward)
        target = chain[(index + (1 if forward else -1)) % len(chain)]
        target.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QAbstractButton
        focus = QApplication.focusWidget()
        if event.key() == Qt.Key.Key_Escape and focus is not self.view:
            # Esc brings the keyboard back to the table from anywhere
            self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focus, QAbstractButton) \
                and self.view.isAncestorOf(focus):
            focus.click()      # a panel's button reached with Tab: Enter presses it
            event.accept()
            return
        super().keyPressEvent(event)

    def _dock_changed(self, *_: Any) -> None:
        """The scoresheet was opened, closed, moved or floated: the window's
        state is kept once things settle (one write for a burst of changes);
        not while the window is not shown (it is closing, or not yet up)."""
        if self.isVisible():
            self._dock_save.start()

    def save_geometry(self) -> None:
        qs = self.settings.qsettings
        qs.setValue(GEOMETRY_KEY, self.saveGeometry())
        qs.setValue(STATE_KEY, self.saveState())

    def quit_asked(self) -> None:
        """Partie > Quitter (Ctrl+Q): asked first while people play from
        other computers at the table this window hosts."""
        hosting = getattr(self, "hosting", None)
        if hosting is None or hosting.confirm_quit():
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        # the person closing the window (its title bar's button) is asked, as Quit asks
        hosting = getattr(self, "hosting", None)
        if event.spontaneous() and hosting is not None and not hosting.confirm_quit():
            event.ignore()          # people play from other computers: they stay at the table
            return
        self.save_geometry()
        self.stop_hosting()
        self.controller.save()
        super().closeEvent(event)


"""The "New game" dialog: the game, its players and its options.

    dlg = NewGameDialog(settings, playable_games(), parent)
    if dlg.exec():
        setup = dlg.setup()          # a GameSetup with a fresh random seed

The whole setup is remembered in the settings (``new_game/last``, and the options
of each game under ``new_game/options/<game id>``) and prefilled next time.
:func:`confirm_abandon` asks before a new game replaces an unfinished one.
It is asked when the person presses OK in the dialog (``before_start``), not
when the dialog opens: until then nothing is decided (Annuler keeps the game
in progress, so a question "sera perdue" asked earlier would be untrue), and
"Non" to it keeps both the game in progress and the dialog, as it was filled,
so the person may change a choice or cancel.  Nothing saved changes before a
new game starts: the game in progress stays in its autosave through every
step of the dialog and of the question.

``NewGameDialog(..., hosting=True)`` is the same dialog for Partie > Jouer en
réseau > Accueillir une partie… (``docs/network.md``, "Hosting from the
window"): each seat may also be "Sur un autre ordinateur" (a remote seat,
:attr:`SeatSetup.remote`), at least one must be, and the people at this screen
may be none.  A remote seat's name is the one its player gives when joining
(until then "Place N").  A box "Sur le réseau" chooses how soon a computer
player takes the seat of a player whose connection broke (at once, after 10 s,
30 s, 1 min, or never) and that computer's level (:meth:`takeover_ms`,
:meth:`takeover_level`).  The hosted setup is remembered apart
(``network/last``), so hosting never changes the next ordinary game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QMargins, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable import games
from cardtable.engine import BadOption, GameNotAvailable, OptionSpec, game_class
from cardtable.engine.i18n import QT_TRANSLATE_NOOP
from cardtable.ui.games import GamePlugin, plugin_for
from cardtable.ui.name_limit import NameLimitNote, limit_tip, typed_name
from cardtable.ui.numbers import number
from cardtable.ui.settings import BadSetting, Settings, declare, json_object, one_of
from cardtable.ui.setup import GameSetup, SeatSetup, new_seed
from cardtable.ui.window.dialog_access import name_by_labels, say, say_choice
from cardtable.ui.window.option_widgets import (
    NumberBox,
    SeatChoice,
    SecondsSlider,
    bounds_text,
    range_text,
    shown_value,
)
from cardtable.ui.window.screen import frame_margins, screen_area

LEVELS: tuple[str, ...] = ("facile", "intermediaire", "difficile")
REMOTE = "remote"          # the "played by" choice of a seat on another computer
DEFAULT_LEVEL = "intermediaire"
LAST_KEY = "new_game/last"
HOST_LAST_KEY = "network/last"
TAKEOVER_KEY = "network/takeover"
TAKEOVER_LEVEL_KEY = "network/takeover_level"
#: how soon a computer plays for a player whose connection broke (ms; None: never)
TAKEOVER_CHOICES: dict[str, int | None] = {"0": 0, "10": 10_000, "30": 30_000, "60": 60_000, "never": None}
DEFAULT_TAKEOVER = "30"
OPTIONS_KEY = "new_game/options/{game}"
#: the most seats a remembered setup keeps (no game has more)
MAX_REMEMBERED_SEATS = 10


def clean_last_setup(value: object) -> dict[str, Any]:
    """The usable parts of the remembered setup (the setting ``new_game/last``,
    what :meth:`GameSetup.to_dict` wrote): a field of the wrong type is
    dropped (the dialog then uses its default), a seat keeps what is right in
    it (a wrong name is empty, a wrong level the default one).  Raises
    :class:`BadSetting` when it is not an object at all."""
    if not isinstance(value, dict):
        raise BadSetting("the last setup is not an object")
    out: dict[str, Any] = {}
    if isinstance(value.get("game_id"), str):
        out["game_id"] = value["game_id"]
    players = value.get("players")
    if type(players) is int and 1 <= players <= MAX_REMEMBERED_SEATS:
        out["players"] = players
    seats = value.get("seats")
    if isinstance(seats, list):
        out["seats"] = [_clean_seat(s) for s in seats[:MAX_REMEMBERED_SEATS]]
    if isinstance(value.get("options"), dict):
        out["options"] = value["options"]
    if type(value.get("seed")) is int:
        out["seed"] = value["seed"]
    if value.get("help_used") is True:
        out["help_used"] = True
    return out


def _clean_seat(seat: object) -> dict[str, Any]:
    s = seat if isinstance(seat, dict) else {}
    name = s.get("name")
    level = s.get("level")
    out = {"name": name if isinstance(name, str) and len(name) <= 200 else "",
           "human": s.get("human") is True,
           "level": level if isinstance(level, str) and level in LEVELS else DEFAULT_LEVEL}
    if s.get("remote") is True and not out["human"]:
        out["remote"] = True
    return out


declare(LAST_KEY, None, clean_last_setup, as_json=True)
declare(HOST_LAST_KEY, None, clean_last_setup, as_json=True)
declare(TAKEOVER_KEY, DEFAULT_TAKEOVER, one_of(tuple(TAKEOVER_CHOICES)))
declare(TAKEOVER_LEVEL_KEY, DEFAULT_LEVEL, one_of(LEVELS))
declare(OPTIONS_KEY.format(game=""), None, json_object, as_json=True, family=True)

_LEVEL_LABELS: dict[str, str] = {
    "facile": QT_TRANSLATE_NOOP("NewGameDialog", "Easy"),
    "intermediaire": QT_TRANSLATE_NOOP("NewGameDialog", "Intermediate"),
    "difficile": QT_TRANSLATE_NOOP("NewGameDialog", "Hard"),
}
_LEVEL_TIPS: dict[str, str] = {
    "facile": QT_TRANSLATE_NOOP("NewGameDialog", "A beginner: simple bids, plays without much planning"),
    "intermediaire": QT_TRANSLATE_NOOP("NewGameDialog", "A steady family player"),
    "difficile": QT_TRANSLATE_NOOP("NewGameDialog", "Remembers every card played and works out the hidden hands"),
}
# Positions round the table for four players, in seat order (clockwise from the bottom).
_POSITIONS_4: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("NewGameDialog", "South"),
    QT_TRANSLATE_NOOP("NewGameDialog", "West"),
    QT_TRANSLATE_NOOP("NewGameDialog", "North"),
    QT_TRANSLATE_NOOP("NewGameDialog", "East"),
)
_SOUTH_YOU = QT_TRANSLATE_NOOP("NewGameDialog", "South (you, at the bottom)")
_TAKEOVER_LABELS: dict[str, str] = {
    "0": QT_TRANSLATE_NOOP("NewGameDialog", "At once"),
    "10": QT_TRANSLATE_NOOP("NewGameDialog", "After 10 seconds"),
    "30": QT_TRANSLATE_NOOP("NewGameDialog", "After 30 seconds"),
    "60": QT_TRANSLATE_NOOP("NewGameDialog", "After 1 minute"),
    "never": QT_TRANSLATE_NOOP("NewGameDialog", "Never (the game waits)"),
}


def remote_seat_name(seat: int) -> str:
    """The name of a seat on another computer until its player joins: "Place 3"."""
    return QCoreApplication.translate("NewGameDialog", "Seat {n}").format(n=seat + 1)


def _automatic_host_name(name: str) -> bool:
    """A hosting person's name that is no name of theirs: "Vous", or the
    "Joueur 1" given for want of one (remembered from an earlier hosting):
    the name they gave since (``network/name``) replaces it."""
    from cardtable.ui.network.names import is_you
    return is_you(name) or name == QCoreApplication.translate("GamePlugin", "Player {n}").format(n=1)


def blurb(game_id: str) -> str:
    """The game's line under the game chooser, from its declaration (translated)."""
    try:
        text = games.game_info(game_id).blurb
    except games.NotAvailable:
        return ""
    return QCoreApplication.translate(games.BLURB_CONTEXT, text) if text else ""


def level_label(level: str) -> str:
    """"Facile", "Intermédiaire", "Difficile" (translated)."""
    return QCoreApplication.translate("NewGameDialog", _LEVEL_LABELS.get(level, level))


def position_label(seat: int, players: int, you: bool = False) -> str:
    """"Sud", "Ouest"… for four players, else "Place N".  ``you``: this seat
    is the one person at the screen, at the bottom ("Sud (vous, en bas)",
    "Place 1 (vous, en bas)")."""
    if players == 4 and 0 <= seat < 4:
        if you and seat == 0:
            return QCoreApplication.translate("NewGameDialog", _SOUTH_YOU)
        return QCoreApplication.translate("NewGameDialog", _POSITIONS_4[seat])
    if you and seat == 0:
        return QCoreApplication.translate("NewGameDialog", "Seat {n} (you, at the bottom)").format(n=seat + 1)
    return QCoreApplication.translate("NewGameDialog", "Seat {n}").format(n=seat + 1)


def confirm_abandon(parent: QWidget | None, title: str | None = None, window: QWidget | None = None,
                    kept: str | None = None) -> bool:
    """Ask "Abandonner la partie en cours ?" in a box titled ``title`` (what
    the person is doing: "Ouvrir"; "Nouvelle partie" by default); True if the
    player says yes.  ``window``: the main window whose table is given up
    (the people playing from other computers it names), when ``parent`` is
    one of its dialogs (the New game dialog on its OK).  ``kept``: no game
    is played, but the autosave keeps an unfinished one (the start-up
    question answered « Non »), described so: the question is asked of it."""
    box = abandon_box(parent, title, window, kept)
    box.exec()
    return box.clickedButton() is box.yes_button  # type: ignore[attr-defined]


def _people_away(parent: QWidget | None) -> list[str]:
    """The names of the people playing from other computers at the table
    ``parent`` (a window) hosts: abandoning its game sends them away."""
    hosting = getattr(parent, "hosting", None)
    people = getattr(hosting, "people_away", None)
    return list(people()) if callable(people) else []


def abandon_box(parent: QWidget | None, title: str | None = None, window: QWidget | None = None,
                kept: str | None = None) -> QMessageBox:
    """The question of :func:`confirm_abandon`, not yet shown."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title or QCoreApplication.translate("NewGameDialog", "New game"))
    if kept is not None:
        box.setText(QCoreApplication.translate("NewGameDialog", "Abandon the unfinished game that was saved?"))
        box.setInformativeText(kept + "\n" + QCoreApplication.translate(
            "NewGameDialog", "It will be lost. \"No\" keeps it: Game > Resume the unfinished game… takes it up."))
    else:
        box.setText(QCoreApplication.translate("NewGameDialog", "Abandon the game in progress?"))
        away = _people_away(window if window is not None else parent)
        box.setInformativeText(
            QCoreApplication.translate("NewGameDialog", "The game in progress will be lost.") if not away else
            QCoreApplication.translate("NewGameDialog", "The game in progress will be lost, and the players on "
                                       "other computers ({names}) will be sent away from the table.").format(
                names=", ".join(away)))
    yes = box.addButton(QCoreApplication.translate("NewGameDialog", "Yes"), QMessageBox.ButtonRole.YesRole)
    no = box.addButton(QCoreApplication.translate("NewGameDialog", "No"), QMessageBox.ButtonRole.NoRole)
    box.setDefaultButton(no)
    box.setEscapeButton(no)
    box.yes_button = yes  # type: ignore[attr-defined]
    box.no_button = no  # type: ignore[attr-defined]
    from cardtable.ui.window.dialog_access import read_question
    read_question(box)          # its words said as it opens, before its focused "Non"
    return box


class SeatRow:
    """The widgets of one seat: position, name, human/computer (or, when
    hosting, on another computer), level.

    ``auto`` is the name the dialog gave the seat (:meth:`GamePlugin.default_names`
    for who is human): while the field still holds it, it follows when
    someone else becomes human; a typed name is kept."""

    def __init__(self, dialog: NewGameDialog, seat: int) -> None:
        self.seat = seat
        self.auto = ""
        self.position = QLabel(dialog)
        self.name = QLineEdit(dialog)
        self.position.setBuddy(self.name)     # a screen reader on Linux names the row's field by its seat
        dialog.name_note.watch(self.name)     # at most PLAYER_NAME_MAX characters, said as it nears
        self.name.setMinimumWidth(110)
        # a long name shows from its start once typed (the field is narrower
        # than the name beside a computer's level): never « …stine de La Fontaine »
        self.name.editingFinished.connect(lambda: self.name.setCursorPosition(0))
        self.kind = QComboBox(dialog)
        self.kind.addItem(QCoreApplication.translate("NewGameDialog", "Human"), True)
        self.kind.addItem(QCoreApplication.translate("NewGameDialog", "Computer"), False)
        if dialog.hosting:
            self.kind.addItem(QCoreApplication.translate("NewGameDialog", "On another computer"), REMOTE)
            self.kind.setToolTip(QCoreApplication.translate(
                "NewGameDialog", "Who plays this seat: a person at this screen, the computer, or a person "
                                 "on another computer who joins the table"))
        else:
            self.kind.setToolTip(QCoreApplication.translate("NewGameDialog", "Who plays this seat: a person at the screen or the computer"))
        self.level = QComboBox(dialog)
        # wide enough for "Difficile (imposé)" once a level is imposed
        self.level.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for lv in LEVELS:
            self.level.addItem(level_label(lv), lv)
            self.level.setItemData(self.level.count() - 1,
                                   QCoreApplication.translate("NewGameDialog", _LEVEL_TIPS[lv]),
                                   Qt.ItemDataRole.ToolTipRole)
        policy = self.level.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.level.setSizePolicy(policy)
        self.chosen_level = DEFAULT_LEVEL   # the player's own choice, kept while a level is imposed
        self.locked: str | None = None
        # Qt names a combo box by its value on Linux and macOS, and what it sets
        # by the label whose buddy it is: these unseen labels say "Sud, qui
        # joue" to a screen reader (their texts: NewGameDialog._refresh_names)
        self.kind_label = QLabel(dialog)
        self.level_label = QLabel(dialog)
        for label, combo in ((self.kind_label, self.kind), (self.level_label, self.level)):
            label.setBuddy(combo)
            label.hide()

    def widgets(self) -> list[QWidget]:
        return [self.position, self.name, self.kind, self.level]

    def spoken_labels(self) -> list[QLabel]:
        """The unseen labels that name the combo boxes to a screen reader."""
        return [self.kind_label, self.level_label]

    @property
    def human(self) -> bool:
        return self.kind.currentData() is True

    @property
    def remote(self) -> bool:
        """Played by a person on another computer (only when hosting)."""
        return self.kind.currentData() == REMOTE

    def set_human(self, human: bool) -> None:
        self.kind.setCurrentIndex(0 if human else 1)

    def set_remote(self) -> None:
        """On another computer (when the dialog hosts; else: the computer)."""
        self.kind.setCurrentIndex(2 if self.kind.count() > 2 else 1)

    def set_level(self, level: str) -> None:
        if level not in LEVELS:
            level = DEFAULT_LEVEL
        self.chosen_level = level
        if self.locked is None:
            self.level.setCurrentIndex(LEVELS.index(level))

    def current_level(self) -> str:
        return str(self.level.currentData() or DEFAULT_LEVEL)


class FoldArea(QScrollArea):
    """The middle of the New game window (the game's line, the players, the
    options): as tall as all it holds while the screen has the room, else
    scrolled up and down (never sideways), the rest of the window fixed."""

    def __init__(self, body: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("newGameScroll")
        self.body = body
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)     # Tab goes to the fields, not to the area
        self._bar = 0

    def sizeHint(self) -> QSize:  # noqa: N802
        """All it holds (:class:`QScrollArea` would keep to about 24 lines)."""
        body = self.body
        hint = body.sizeHint()
        height = body.heightForWidth(hint.width()) if body.hasHeightForWidth() else -1
        return QSize(hint.width() + self._bar, max(hint.height(), height))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        body = self.body.minimumSizeHint()
        return QSize(body.width() + self._bar, min(body.height(), 6 * self.fontMetrics().height()))

    def room_for_bar(self, scrolls: bool) -> None:
        """Make room beside the contents for the scroll bar when they scroll
        (none is kept while they do not)."""
        bar = self.verticalScrollBar().sizeHint().width() if scrolls else 0
        if bar != self._bar:
            self._bar = bar
            self.updateGeometry()


class NewGameDialog(QDialog):
    """Choose the game, the players and the options; ``setup()`` after accept."""

    game_changed = Signal(str)

    def __init__(self, settings: Settings, games: list[str], parent: QWidget | None = None,
                 hosting: bool = False, game_id: str | None = None,
                 before_start: Callable[[], bool] | None = None) -> None:
        """``game_id``: the game on the table, chosen first (Partie > Nouvelle
        partie during or after a game of Deutch offers Deutch again); without
        it, the game last started from the dialog.  ``before_start``: asked
        when OK is pressed and the choices are valid (the window's "Abandonner
        la partie en cours ?"); False keeps the dialog open as it is, nothing
        remembered."""
        super().__init__(parent)
        self.before_start = before_start
        self.settings = settings
        self.hosting = hosting
        self._last_key = HOST_LAST_KEY if hosting else LAST_KEY
        self.games = [g for g in games if self._usable(g)]
        self.rows: list[SeatRow] = []
        self.option_widgets: dict[str, QWidget] = {}
        self._specs: dict[str, OptionSpec] = {}
        self._result: GameSetup | None = None
        self._updating = False
        self._last: dict[str, Any] = settings.get_json(self._last_key, {})
        self._names: list[str] = []        # names typed so far, by seat (kept across game changes)
        self._humans: list[bool] = []
        self._remotes: list[bool] = []
        self._levels: list[str] = []
        self._last_level_chosen: str | None = None     # the level the person picked last, in any row
        self._option_notes: dict[str, str] = {}        # what is said under the options, by option
        self._hold_play = False          # a number was corrected as a press on Jouer took the focus
        self._press_holds = False        # ... and that press is the one under way: its click starts nothing
        self._corrected_field: QWidget | None = None     # the option field whose number was corrected last
        self._load_last_seats()

        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("Host a network game") if hosting else self.tr("New game"))
        self.setModal(True)
        self.setSizeGripEnabled(False)

        outer = QVBoxLayout(self)
        outer.setSpacing(10)
        # never smaller than what it holds: rows are not squashed, texts not cut
        outer.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)

        top = QHBoxLayout()
        self.game_combo = QComboBox(self)
        for gid in self.games:
            self.game_combo.addItem(plugin_for(gid).title(), gid)
        self.game_combo.setMinimumWidth(180)
        game_label = QLabel(self.tr("&Game:"), self)
        game_label.setBuddy(self.game_combo)
        # a number typed out of range lands on the nearest allowed one, said in players_note
        self.players_spin = NumberBox(None, self)
        self.players_spin.setToolTip(self.tr("Number of players"))
        self.players_spin.corrected.connect(self._players_corrected)
        self.players_spin.touched.connect(lambda: self._say_players(""))
        players_label = QLabel(self.tr("&Players:"), self)
        players_label.setBuddy(self.players_spin)
        top.addWidget(game_label)
        top.addWidget(self.game_combo, 1)
        top.addSpacing(16)
        top.addWidget(players_label)
        top.addWidget(self.players_spin)
        outer.addLayout(top)
        # what lies between the game's line and the buttons: scrolled when a
        # small screen has not the room for it all (:meth:`_fit_now`)
        body = QWidget(self)
        body.setObjectName("newGameBody")
        self.body_layout = QVBoxLayout(body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.body_layout.setSpacing(10)
        middle = self.body_layout

        # a number of players typed out of range: what it became, under the game's line
        self.players_note = QLabel(self)
        self.players_note.setObjectName("playersNote")
        self.players_note.setWordWrap(True)
        self.players_note.setStyleSheet("font-style: italic;")
        self.players_note.setTextFormat(Qt.TextFormat.PlainText)
        self.players_note.hide()
        middle.addWidget(self.players_note)

        self.hint = QLabel(self)
        self.hint.setObjectName("newGameHint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: palette(dark); font-style: italic;")
        middle.addWidget(self.hint)

        self.seats_box = QGroupBox(self.tr("Players"), self)
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats_grid.setHorizontalSpacing(8)
        self.seats_grid.setVerticalSpacing(6)
        for col, text in enumerate((self.tr("Seat"), self.tr("Name"), self.tr("Played by"), self.tr("Level"))):
            head = QLabel(f"<b>{text}</b>", self.seats_box)
            self.seats_grid.addWidget(head, 0, col)
        self.seats_grid.setColumnStretch(1, 1)
        # why a level is imposed: once, under the rows (the locked combos say "(imposed)")
        self.lock_notes = QLabel(self.seats_box)
        self.lock_notes.setObjectName("levelNote")
        self.lock_notes.setWordWrap(True)
        self.lock_notes.setStyleSheet("font-style: italic;")
        self.lock_notes.hide()
        # how long a name may be: said under the rows while a name nears the limit (name_limit)
        self.name_note = NameLimitNote(self.seats_box, lambda: self._notes_changed(self.name_note))
        middle.addWidget(self.seats_box)

        self.options_box = QGroupBox(self.tr("Options"), self)
        self.options_form = QFormLayout(self.options_box)
        self.options_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.network_box: QGroupBox | None = None
        if hosting:
            # the game's options and "On the network" side by side: the
            # hosting dialog stays low enough for a 1024 x 600 screen with
            # its title bar and a task bar (its buttons in reach)
            side = QHBoxLayout()
            side.setSpacing(10)
            side.addWidget(self.options_box, 1)
            self._build_network_box(side)
            middle.addLayout(side)
        else:
            middle.addWidget(self.options_box)

        # the game's own settings page (GamePlugin.settings_widget), offered when it matters
        self.game_settings_button = QPushButton(self)
        self.game_settings_button.setObjectName("gameSettingsButton")
        self.game_settings_button.setAutoDefault(False)
        self.game_settings_button.clicked.connect(self.open_game_settings)
        self.game_settings_button.hide()
        middle.addWidget(self.game_settings_button, 0, Qt.AlignmentFlag.AlignLeft)
        # the room a note left (:meth:`_hold_size`) lies under it all
        middle.addStretch(1)
        self.fold = FoldArea(body, self)
        outer.addWidget(self.fold, 1)
        self._placed = False           # placed once as it opens (below the menu bar: _place)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._follow_focus)

        self.buttons = QDialogButtonBox(self)
        self.play_button = self.buttons.addButton(self.tr("Host") if hosting else self.tr("Play"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(self.tr("Cancel"), QDialogButtonBox.ButtonRole.RejectRole)
        self.play_button.setDefault(True)
        self.play_button.pressed.connect(self._play_pressed)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self.game_combo.currentIndexChanged.connect(self._on_game_changed)
        say_choice(self.game_combo)       # the arrows' new game is said
        self.players_spin.valueChanged.connect(self._on_players_changed)

        start = game_id if game_id in self.games else self._last.get("game_id", "")
        index = self.games.index(start) if start in self.games else (
            self.games.index("atout_pique") if "atout_pique" in self.games else 0)
        self._players_from_last = (self._last.get("players", 0)
                                   if start in self.games and start == self._last.get("game_id") else 0)
        if self.games:
            self.game_combo.blockSignals(True)
            self.game_combo.setCurrentIndex(index)
            self.game_combo.blockSignals(False)
            self._on_game_changed(index)
        self.play_button.setEnabled(bool(self.games))
        self.seats_box.setMinimumWidth(500)
        name_by_labels(self)

    def _build_network_box(self, outer: QBoxLayout) -> None:
        """"Sur le réseau": who plays for a player whose connection broke, and when."""
        box = QGroupBox(self.tr("On the network"), self)
        box.setObjectName("networkBox")
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.takeover_combo = QComboBox(box)
        self.takeover_combo.setObjectName("takeoverDelay")
        for key, label in _TAKEOVER_LABELS.items():
            self.takeover_combo.addItem(self.tr(label), key)
        self.takeover_combo.setCurrentIndex(list(TAKEOVER_CHOICES).index(self.settings.get(TAKEOVER_KEY)))
        self.takeover_combo.setToolTip(self.tr("When a player's connection breaks, how soon the computer plays "
                                               "for them until they come back"))
        self.takeover_level_combo = QComboBox(box)
        self.takeover_level_combo.setObjectName("takeoverLevel")
        for lv in LEVELS:
            self.takeover_level_combo.addItem(level_label(lv), lv)
        self.takeover_level_combo.setCurrentIndex(LEVELS.index(self.settings.get(TAKEOVER_LEVEL_KEY)))
        form.addRow(self.tr("A computer plays for a player who left:"), self.takeover_combo)
        form.addRow(self.tr("Level of that computer:"), self.takeover_level_combo)
        note = QLabel(self.tr("The table code and the address to join are shown on the table once the "
                              "game is hosted. The game starts when every seat on another computer is "
                              "taken."), box)
        note.setWordWrap(True)
        note.setStyleSheet("font-style: italic;")
        form.addRow(note)
        self.network_box = box
        outer.addWidget(box)

    def takeover_ms(self) -> int | None:
        """How soon a computer plays for a player who left (ms; None: never)."""
        return TAKEOVER_CHOICES[str(self.takeover_combo.currentData())] if self.hosting else None

    def takeover_level(self) -> str:
        return str(self.takeover_level_combo.currentData()) if self.hosting else DEFAULT_LEVEL

    # ------------------------------------------------------------- queries
    @staticmethod
    def _usable(gid: str) -> bool:
        try:
            plugin_for(gid)
            game_class(gid)
        except (ModuleNotFoundError, GameNotAvailable, ValueError):
            return False
        return True

    @property
    def game_id(self) -> str:
        return str(self.game_combo.currentData() or "")

    @property
    def plugin(self) -> GamePlugin:
        return plugin_for(self.game_id)

    def players(self) -> int:
        return self.players_spin.value()

    # ------------------------------------------------------------ remember
    def _load_last_seats(self) -> None:
        for s in self._last.get("seats", []):          # checked by clean_last_setup
            self._names.append(s["name"])
            self._humans.append(s["human"])
            self._remotes.append(self.hosting and s.get("remote", False))
            self._levels.append(s["level"])

    def _remember_rows(self) -> None:
        """Keep what was typed, so that changing the game or the number of players loses nothing."""
        for row in self.rows:
            i = row.seat
            while len(self._names) <= i:
                self._names.append("")
                self._humans.append(False)
                self._remotes.append(False)
                self._levels.append(DEFAULT_LEVEL)
            self._names[i] = "" if row.remote else row.name.text()
            self._humans[i] = row.human
            self._remotes[i] = row.remote
            self._levels[i] = row.chosen_level

    def _stored_options(self, gid: str) -> tuple[dict[str, Any], bool]:
        """The options remembered for game ``gid``, and whether a remembered
        value could not be read at all (the settings then dropped it)."""
        key = OPTIONS_KEY.format(game=gid)
        present = self.settings.qsettings.contains(key)
        stored = self.settings.get_json(key, None)
        unreadable = present and stored is None
        if stored is None and self._last.get("game_id") == gid:
            stored = self._last.get("options")
        return (stored if isinstance(stored, dict) else {}), unreadable

    # -------------------------------------------------------------- build
    def _on_game_changed(self, _index: int = 0) -> None:
        gid = self.game_id
        if not gid:
            return
        self._remember_rows()
        cls = game_class(gid)
        self._updating = True
        self.players_spin.blockSignals(True)
        self.players_spin.setRange(cls.min_players, cls.max_players)
        wanted = self._players_from_last or cls.default_players
        self._players_from_last = 0
        self.players_spin.setValue(min(max(wanted, cls.min_players), cls.max_players))
        self.players_spin.setEnabled(cls.min_players != cls.max_players)
        self.players_spin.blockSignals(False)
        self._updating = False
        self._say_players("", held=False)
        hint = blurb(gid)
        self.hint.setText(hint)
        self.hint.setVisible(bool(hint))
        self._build_rows()
        stored, unreadable = self._stored_options(gid)
        self._build_options(cls.option_specs, stored, unreadable)
        name_by_labels(self)             # a screen reader hears what each list sets
        self._tab_order()
        self.game_changed.emit(gid)
        self._fit()

    def _on_players_changed(self, _value: int) -> None:
        if self._updating:
            return
        self._remember_rows()
        self._build_rows()
        self._fit()

    def _fit(self) -> None:
        """Take the size the contents need (rows, notes and options change
        with the game and with who is human): now, and again once the
        widgets just added are shown (Qt shows them at the next event loop
        pass, and a layout measures only visible widgets)."""
        self._fit_now()
        QTimer.singleShot(0, self, self._fit_now)

    def _fit_now(self) -> None:
        """The size the contents ask for, within the screen's available area
        with room for the window manager's frame (its title bar; a guess
        until it is known), not ``adjustSize``, which keeps a window to two
        thirds of the screen.  When that area is too low (1024 × 600 with a
        panel and a title bar), the spacing tightens first, then the middle
        of the window scrolls (:class:`FoldArea`) while the game's line and
        the Jouer and Annuler buttons stay in view.  A note that comes once
        the window is shown (a number corrected, a name at its limit) does
        not go through here: :meth:`_hold_size` keeps the buttons in place."""
        if self.layout() is None:
            return
        area = self._area()
        margins = frame_margins(self)
        room_w = area.width() - margins.left() - margins.right()
        room_h = area.height() - margins.top() - margins.bottom()
        self._compact(False)
        wanted = self._wanted_size()
        if wanted.height() > room_h:
            self._compact(True)
            wanted = self._wanted_size()
        self.fold.room_for_bar(wanted.height() > room_h)
        width = self._wanted_size().width()          # with the scroll bar's room when it scrolls
        self.resize(min(width, room_w), min(wanted.height(), room_h))
        if self.isVisible():
            self._place(area, margins)

    def _notes_changed(self, shown: QWidget | None = None) -> None:
        """A note came, went or changed (``shown``: the one to bring into
        view).  Before the window is shown it takes its size as ever
        (:meth:`_fit`); once shown, :meth:`_hold_size`, now and again once
        the note is laid out."""
        if not self.isVisible():
            self._fit()
            return
        self._hold_size(shown)
        QTimer.singleShot(0, self, lambda: self._hold_size(shown))

    def _hold_size(self, shown: QWidget | None = None) -> None:
        """Decision: while notes come and go, Jouer and Annuler stay where
        they are -- a click aimed at Jouer as a note appears or goes away
        lands on it.  The window keeps its bottom right corner (the buttons
        lie there) and never gets smaller (the room a note leaves is kept
        for the next one); it grows upwards when a note needs more room than
        the window has, as far as the screen allows, and beyond that the
        middle scrolls.  The note ``shown`` is then brought into view, with
        the field it speaks of above it when both fit: a correction is never
        cut or out of sight."""
        if self.layout() is None or not self.isVisible():
            return
        area = self._area()
        margins = frame_margins(self)
        frame = self.frameGeometry()
        right, bottom = frame.left() + self.width() + margins.left() + margins.right(), \
            frame.top() + self.height() + margins.top() + margins.bottom()
        room_h = bottom - area.top() - margins.top() - margins.bottom()
        room_w = area.width() - margins.left() - margins.right()
        wanted = self._wanted_size()
        height = max(self.height(), min(wanted.height(), room_h))
        self.fold.room_for_bar(wanted.height() > height)
        width = max(self.width(), min(self._wanted_size().width(), room_w))
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
            x = max(area.left(), right - width - margins.left() - margins.right())
            y = max(area.top(), bottom - height - margins.top() - margins.bottom())
            self.move(x, y)
        if shown is not None and not shown.isHidden():
            # the note's new lines are laid out now, up to the scrolled middle's size (each layout
            # asks the one above it with a posted request): where it lies is known before it is shown
            for _ in range(6):
                QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            field = self._note_field(shown)
            if field is not None:
                self.fold.ensureWidgetVisible(field, 8, 8)
            self.fold.ensureWidgetVisible(shown, 8, 4)

    def _note_field(self, note: QWidget) -> QWidget | None:
        """The field a note speaks of (the one that has the focus, for a note under the options)."""
        if note is self.name_note:
            focus = QApplication.focusWidget()
            return focus if isinstance(focus, QLineEdit) and self.seats_box.isAncestorOf(focus) else None
        if note is self.options_note:
            return self._corrected_field
        return None

    def _area(self) -> QRect:
        """Where the window may lie: the screen's available geometry (without task bars and panels)."""
        area = screen_area(self)
        if area is not None:
            return area
        screen = self.screen()
        return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)

    def _wanted_size(self) -> QSize:
        """The size the whole contents ask for, nothing scrolled."""
        layout = self.layout()
        assert layout is not None
        self.body_layout.activate()
        self.fold.updateGeometry()
        layout.activate()
        hint = self.sizeHint()
        height = hint.height()
        if layout.hasHeightForWidth():
            height = max(height, layout.totalHeightForWidth(hint.width()))
        return QSize(hint.width(), height)

    def _compact(self, on: bool) -> None:
        """Tighter spacing, for a low screen."""
        outer = self.layout()
        if isinstance(outer, QVBoxLayout):
            outer.setSpacing(4 if on else 10)
        self.body_layout.setSpacing(4 if on else 10)
        self.seats_grid.setVerticalSpacing(2 if on else 6)
        self.options_form.setVerticalSpacing(2 if on else -1)

    def _place(self, area: QRect, margins: QMargins) -> None:
        """The window, frame included, inside ``area``: grown with another
        game (Deutch's options are taller), it is moved back so that its
        buttons are not left off the screen's edge.  As it opens, its top is
        also kept below the main window's menu bar when there is room."""
        frame = self.frameGeometry()
        outer_w = self.width() + margins.left() + margins.right()
        outer_h = self.height() + margins.top() + margins.bottom()
        x, y = frame.left(), frame.top()
        parent = self.parentWidget()
        if not self._placed and parent is not None:
            # centred on the main window at the size it has now (Qt centred it before its last resize)
            centre = parent.window().frameGeometry().center()
            x, y = centre.x() - outer_w // 2, centre.y() - outer_h // 2
            if isinstance(parent, QMainWindow) and parent.menuBar().isVisible():
                menu = parent.menuBar()
                below = menu.mapToGlobal(QPoint(0, menu.height())).y()
                if y < below and below + outer_h <= area.bottom() + 1:
                    y = below
        self._placed = True
        x = max(area.left(), min(x, area.right() + 1 - outer_w))
        y = max(area.top(), min(y, area.bottom() + 1 - outer_h))
        if (x, y) != (frame.left(), frame.top()):
            self.move(x, y)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._fit()

    def _follow_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        """Tab into the scrolled middle brings the field reached into view."""
        if new is not None and self.fold.body.isAncestorOf(new):
            self.fold.ensureWidgetVisible(new, 8, 8)

    def _build_rows(self) -> None:
        for row in self.rows:
            for w in row.widgets():
                self.seats_grid.removeWidget(w)
                w.deleteLater()
            for label in row.spoken_labels():
                label.deleteLater()
        self.rows = []
        self.seats_grid.removeWidget(self.lock_notes)
        self.seats_grid.removeWidget(self.name_note)
        self.name_note.reset()
        n = self.players()
        for seat in range(n):
            row = SeatRow(self, seat)
            if seat < len(self._names):
                row.name.setText(self._names[seat])
                row.name.setCursorPosition(0)
                row.set_human(self._humans[seat])
                if self._remotes[seat]:
                    row.set_remote()
                row.set_level(self._levels[seat])
            else:
                row.set_human(seat == 0)
                if self.hosting and seat == 1:
                    row.set_remote()          # hosting: one seat on another computer to start with
                row.set_level(self.added_seat_level())
            row.kind.currentIndexChanged.connect(self._refresh_levels)
            row.name.textChanged.connect(self._refresh_seat_options)
            row.level.activated.connect(lambda _i, r=row: self._level_chosen(r))
            for col, w in enumerate(row.widgets()):
                self.seats_grid.addWidget(w, seat + 1, col)
                # shown now, not at the next event loop pass: a layout measures only
                # visible widgets, and the dialog takes its size at once (_fit)
                w.setVisible(w is not row.level or not row.human)
            for label in row.spoken_labels():
                label.setParent(row.kind.parentWidget())     # a sibling: Qt finds it as the combo's label
                label.hide()
            self.rows.append(row)
        self.seats_grid.addWidget(self.lock_notes, n + 1, 0, 1, 4)
        self.seats_grid.addWidget(self.name_note, n + 2, 0, 1, 4)
        self._refresh_levels()
        self._refresh_seat_options()
        self._tab_order()

    def _tab_chain(self) -> list[QWidget]:
        """What Tab goes through, as the eye reads: the game, the players,
        each seat's row, the options, the network's choices, then Jouer and
        Annuler (then the game again)."""
        chain: list[QWidget] = [self.game_combo, self.players_spin]
        for row in self.rows:
            chain += [row.name, row.kind, row.level]
        for w in getattr(self, "option_widgets", {}).values():
            chain.append(getattr(w, "slider", w))
        chain.append(self.game_settings_button)
        if self.network_box is not None:
            chain += [self.takeover_combo, self.takeover_level_combo]
        chain += [self.play_button, self.cancel_button]
        return chain

    def _tab_order(self) -> None:
        chain = self._tab_chain()
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802
        """Tab and Maj+Tab follow :meth:`_tab_chain` round and round.  Qt's
        own chain, re-linked each time the options are rebuilt for another
        game, could close on the options and the buttons alone, leaving the
        game and the players out of Tab's reach."""
        chain = [w for w in self._tab_chain() if w.isVisible() and w.isEnabled()
                 and w.focusPolicy() & Qt.FocusPolicy.TabFocus]
        focus = self.focusWidget()
        at = next((i for i, w in enumerate(chain) if focus is not None and (w is focus or w.isAncestorOf(focus))),
                  None) if chain else None
        if at is None:
            return super().focusNextPrevChild(forward)
        target = chain[(at + (1 if forward else -1)) % len(chain)]
        target.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
        return True

    def automatic_names(self) -> list[str]:
        """The name each seat gets unless one is typed, for who is human now."""
        n = self.players()
        names = self.plugin.default_names(n, [row.human for row in self.rows])
        out = [names[s] if s < len(names) else position_label(s, n) for s in range(n)]
        for row in self.rows:
            if row.remote and row.seat < n:
                out[row.seat] = remote_seat_name(row.seat)   # its player's own name once joined
        if self.hosting:
            # "Vous" would name nobody on the other screens: the person's own name, else "Joueur 1"
            from cardtable.ui.network.names import host_person_name, is_you
            out = [host_person_name(self.settings) if is_you(name) else name for name in out]
        # a computer's automatic name that another seat already has (the
        # hosting person's own name, "Hugo"): a spare first name instead, so
        # that the dialog never proposes two seats of one name
        seen = {out[row.seat].casefold() for row in self.rows if row.seat < n and (row.human or row.remote)}
        spares = [f for f in self.plugin.FIRST_NAMES if f.casefold() not in {o.casefold() for o in out}]
        for row in self.rows:
            if row.seat >= n or row.human or row.remote:
                continue
            if out[row.seat].casefold() in seen and spares:
                out[row.seat] = spares.pop(0)
            seen.add(out[row.seat].casefold())
        return out

    def _refresh_names(self) -> None:
        """Positions and automatic names follow who is human: "Vous" is the
        one person at the screen; at a shared screen "Joueur 1", "Joueur 2"…;
        a name typed is kept."""
        n = self.players()
        humans = [row.human for row in self.rows]
        alone = humans.count(True) == 1
        you = QCoreApplication.translate("GamePlugin", "You")
        for row, auto in zip(self.rows, self.automatic_names(), strict=True):
            row.position.setText(position_label(row.seat, n, you=alone and row.human))
            # a screen reader hears the column and the seat: "Sud, qui joue"
            where = row.position.text()
            row.name.setAccessibleName(self.tr("{seat}, name").format(seat=where))
            row.kind.setAccessibleName(self.tr("{seat}, who plays").format(seat=where))
            row.level.setAccessibleName(self.tr("{seat}, level").format(seat=where))
            row.kind_label.setText(row.kind.accessibleName())
            row.level_label.setText(row.level.accessibleName())
            text = typed_name(row.name.text())
            # "Vous" is never kept at a shared screen, even remembered from an earlier game; a
            # default name ("Player 2" made in English) follows the language and who is human
            if not text or text == row.auto or (text == you and not (alone and row.human)) or row.remote or \
                    (not self.hosting and self.plugin.is_default_name(text)) or \
                    (self.hosting and row.human and _automatic_host_name(text)):
                row.name.setText(auto)
                row.name.setCursorPosition(0)
            row.auto = auto
            row.name.setPlaceholderText(auto)
            # a seat on another computer takes the name its player gives when joining
            row.name.setEnabled(not row.remote)
            row.name.setToolTip(self.tr("The player gives their name when joining the table")
                                if row.remote else limit_tip())

    def name_problem(self) -> tuple[int, str] | None:
        """Two seats with the same name (a curtain, a plate or the scoresheet
        could not tell them apart): the second seat and what to say."""
        seen: dict[str, int] = {}
        for row, name in zip(self.rows, self._draft_setup().names, strict=True):
            key = name.casefold()
            if key in seen:
                return row.seat, self.tr("Two players are called {name}: give each player a different "
                                         "name.").format(name=name)
            seen[key] = row.seat
        return None

    def _level_chosen(self, row: SeatRow) -> None:
        if row.locked is None:
            row.chosen_level = row.current_level()
            self._last_level_chosen = row.chosen_level

    def added_seat_level(self) -> str:
        """The level of a computer seat added by raising the count: the level
        every computer before it has ("all at Difficile" stays true); when
        they differ, the level the person picked last; else the last
        computer's; with no computer, the default."""
        levels = [r.chosen_level for r in self.rows if not r.human and not r.remote]
        if levels and len(set(levels)) == 1:
            return levels[0]
        if self._last_level_chosen is not None:
            return self._last_level_chosen
        return levels[-1] if levels else DEFAULT_LEVEL

    def imposed_level(self, seat: int, humans: list[bool]) -> str | None:
        """The level the game's rules impose on computer ``seat`` (the registry
        decides, exactly as the controller will: :func:`cardtable.games.effective_levels`)."""
        if humans[seat]:
            return None
        try:
            rule = games.game_info(self.game_id).locked_level
        except games.NotAvailable:
            rule = None
        level = rule(seat, tuple(humans)) if rule is not None else None
        return level if level in LEVELS else None

    def lock_note(self, level: str) -> str:
        """The line next to a locked level: why it is imposed."""
        try:
            teams = games.game_info(self.game_id).teams
        except games.NotAvailable:
            teams = False
        if teams:
            return self.tr("The partner of a human player plays at the {level} level.").format(
                level=level_label(level))
        return self.tr("Level set by the rules of the game: {level}").format(level=level_label(level))

    def shown_levels(self) -> list[str | None]:
        """The level each seat's combo shows (None for a human): what the game will use."""
        return [None if row.human else row.current_level() for row in self.rows]

    def _refresh_levels(self) -> None:
        """Show or hide each level and lock the ones the game imposes (and
        the names and positions that depend on who is human)."""
        if not self.rows:
            return
        self._refresh_names()
        humans = [row.human for row in self.rows]
        for row in self.rows:
            human = row.human
            # a seat on another computer: the stand-in's level is chosen once, under "On the network"
            row.level.setVisible(not human and not row.remote)
            row.locked = self.imposed_level(row.seat, humans)
            for i, lv in enumerate(LEVELS):
                text = level_label(lv)
                if lv == row.locked:
                    text = self.tr("{level} (imposed)").format(level=text)
                row.level.setItemText(i, text)
            if row.locked is not None:
                row.level.setCurrentIndex(LEVELS.index(row.locked))
                row.level.setEnabled(False)
                row.level.setToolTip(self.lock_note(row.locked))
            else:
                row.level.setEnabled(True)
                row.level.setCurrentIndex(LEVELS.index(row.chosen_level))
                row.level.setToolTip(self.tr("How well the computer plays this seat"))
        notes = list(dict.fromkeys(self.lock_note(row.locked) for row in self.rows if row.locked is not None))
        self.lock_notes.setText("\n".join(notes))
        self.lock_notes.setVisible(bool(notes))
        self._refresh_game_settings()
        if self.isVisible():
            self._fit()

    def _refresh_game_settings(self) -> None:
        """Show the game's settings button when the chosen seats need it."""
        plugin = self.plugin
        humans = sum(1 for row in self.rows if row.human)
        wanted = plugin.has_settings() and plugin.settings_wanted(humans)
        # named even while hidden: a screen reader may list a hidden button
        self.game_settings_button.setText((plugin.settings_title() if plugin.has_settings()
                                           else self.tr("Game settings")) + "…")
        self.game_settings_button.setVisible(wanted)

    def open_game_settings(self) -> None:
        from cardtable.ui.window.game_settings import open_game_settings
        humans = [typed_name(row.name.text()) or row.name.placeholderText() for row in self.rows if row.human]
        open_game_settings(self, self.settings, self.game_id, humans, only=True)

    def _remembered_value(self, spec: OptionSpec, stored: dict[str, Any]) -> Any:
        """The value an option starts at: the one remembered when the game
        allows it; a remembered number out of range gives the nearest allowed
        one, anything else unusable the option's default -- each said under
        the options (:attr:`options_note`); the settings keep what they hold
        until a game is started."""
        if spec.name not in stored:
            return spec.default
        raw = stored[spec.name]
        try:
            return spec.validate(raw)
        except BadOption:
            pass
        label = QCoreApplication.translate("engine", spec.label)
        if spec.kind == "int" and type(raw) is int and spec.minimum is not None and spec.maximum is not None \
                and spec.shown_as != "seat":
            nearest = min(max(raw, spec.minimum), spec.maximum)
            self._option_notes[spec.name] = self.tr(
                "{label}: the saved value, {value}, is not allowed ({range}); the nearest, {nearest}, "
                "is proposed.").format(label=label, value=shown_value(spec, raw), range=range_text(spec),
                                       nearest=shown_value(spec, nearest))
            return nearest
        self._option_notes[spec.name] = self.tr(
            "{label}: the saved value cannot be used; the usual value is proposed.").format(label=label)
        return spec.default

    def _number_corrected(self, spec: OptionSpec, typed: int, value: int) -> None:
        """A number typed out of range became ``value`` (:class:`NumberBox`): said under the options."""
        label = QCoreApplication.translate("engine", spec.label)
        text = (self.tr("{label}: {range}. {typed} is too small: the value becomes {value}.") if typed < value else
                self.tr("{label}: {range}. {typed} is too large: the value becomes {value}.")).format(
            label=label, range=range_text(spec), typed=number(typed), value=number(value))
        self._option_notes[spec.name] = text
        box = self.option_widgets.get(spec.name)
        self._corrected_field = box
        self._show_option_notes()
        say(self, text)
        self._hold_play_after(box)

    def _hold_play_after(self, box: QWidget | None) -> None:
        """The press on Jouer that took the focus from a field whose number
        was corrected starts nothing: the correction is read first."""
        self._hold_play = isinstance(box, NumberBox) and box.leaving == Qt.FocusReason.MouseFocusReason \
            and QApplication.focusWidget() is self.play_button

    def _players_corrected(self, typed: int, value: int) -> None:
        """A number of players typed out of range became ``value``: said under the game's line."""
        box = self.players_spin
        label = self.tr("Players")
        text = (self.tr("{label}: {range}. {typed} is too small: the value becomes {value}.") if typed < value else
                self.tr("{label}: {range}. {typed} is too large: the value becomes {value}.")).format(
            label=label, range=bounds_text(box), typed=number(typed), value=number(value))
        self._say_players(text)
        say(self, text)
        self._hold_play_after(box)

    def _say_players(self, text: str, held: bool = True) -> None:
        """What the players' note says ("": it goes; ``held``: as
        :meth:`_show_option_notes`)."""
        self._set_note(self.players_note, text, held)

    def _set_note(self, note: QLabel, text: str, held: bool) -> None:
        """``note`` says ``text`` ("": it goes); ``held``: the window keeps
        its buttons where they are (:meth:`_notes_changed`), else its caller
        fits it."""
        if note.text() == text and note.isHidden() != bool(text):
            return
        note.setText(text)
        note.setVisible(bool(text))
        if held:
            self._notes_changed(note if text else None)

    def _play_pressed(self) -> None:
        self._press_holds, self._hold_play = self._hold_play, False

    def _option_touched(self, name: str) -> None:
        """The person changed an option: what was said of it is put away."""
        if self._option_notes.pop(name, None) is not None:
            self._show_option_notes()

    def _show_option_notes(self, held: bool = True) -> None:
        """The notes under the options, as :attr:`_option_notes` holds them
        (``held``: the window keeps its buttons where they are,
        :meth:`_notes_changed`; else its caller fits it)."""
        self._set_note(self.options_note, "\n".join(self._option_notes.values()), held)

    def _build_options(self, specs: tuple[OptionSpec, ...], stored: dict[str, Any],
                       unreadable: bool = False) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        self._option_notes = {}
        if unreadable:
            self._option_notes[""] = self.tr("The saved options of this game could not be read; the usual "
                                             "ones are proposed.")
        self._specs = {s.name: s for s in specs}
        for spec in specs:
            value = self._remembered_value(spec, stored)
            label = QCoreApplication.translate("engine", spec.label)
            widget: QWidget
            if spec.kind == "bool":
                box = QCheckBox(label, self.options_box)
                box.setChecked(bool(value))
                widget = box
                self.options_form.addRow(box)
            elif spec.kind == "int" and spec.shown_as == "seat":
                seat = SeatChoice(spec, self.options_box)
                seat.set_value(int(value))
                seat.set_names(self.seat_names())
                seat.setAccessibleName(label)
                widget = seat
                self.options_form.addRow(label, seat)
            elif spec.kind == "int" and spec.shown_as == "seconds":
                slider = SecondsSlider(spec, self.options_box)
                slider.set_value(int(value))
                slider.slider.setAccessibleName(label)
                widget = slider
                self.options_form.addRow(label, slider)
            elif spec.kind == "int":
                spin = NumberBox(spec, self.options_box)
                spin.corrected.connect(lambda typed, v, sp=spec: self._number_corrected(sp, typed, v))
                spin.touched.connect(lambda n=spec.name: self._option_touched(n))
                if spec.minimum is not None and spec.maximum is not None and spec.maximum - spec.minimum >= 500 \
                        and spec.default % 50 == 0:
                    spin.setSingleStep(50)
                spin.setValue(int(value))
                spin.setMinimumWidth(80)
                widget = spin
                self.options_form.addRow(label, spin)
            elif spec.kind == "choice":
                combo = QComboBox(self.options_box)
                labels = list(spec.choice_labels) or [str(c) for c in spec.choices]
                for choice, text in zip(spec.choices, labels, strict=False):
                    combo.addItem(QCoreApplication.translate("engine", text), choice)
                idx = list(spec.choices).index(value) if value in spec.choices else 0
                combo.setCurrentIndex(idx)
                widget = combo
                self.options_form.addRow(label, combo)
            else:
                continue
            widget.setObjectName(f"option_{spec.name}")
            self.option_widgets[spec.name] = widget
            self._watch_option(spec.name, widget)
        # what the dialog changed and why: a number typed out of range, a remembered value it could not use
        self.options_note = QLabel(self.options_box)
        self.options_note.setObjectName("optionsNote")
        self.options_note.setWordWrap(True)
        self.options_note.setStyleSheet("font-style: italic;")
        self.options_note.setTextFormat(Qt.TextFormat.PlainText)
        self.options_form.addRow(self.options_note)
        self.options_note.hide()
        self._show_option_notes(held=False)
        self.options_box.setVisible(bool(self.option_widgets))

    def _watch_option(self, name: str, widget: QWidget) -> None:
        """The note said of option ``name`` goes once the person changes it."""
        def touched(*_args: Any) -> None:
            self._option_touched(name)
        if isinstance(widget, QCheckBox):
            widget.clicked.connect(touched)
        elif isinstance(widget, SecondsSlider):
            widget.slider.sliderMoved.connect(touched)
            widget.slider.actionTriggered.connect(touched)
        elif isinstance(widget, QComboBox):
            widget.activated.connect(touched)

    # ------------------------------------------------------------- result
    def seat_names(self) -> list[str]:
        """The players' names as typed (a blank one: its placeholder), in seat order."""
        return [typed_name(row.name.text()) or row.name.placeholderText() for row in self.rows]

    def _refresh_seat_options(self) -> None:
        """The options that name a player follow the names and the number of players."""
        names = self.seat_names()
        for w in self.option_widgets.values():
            if isinstance(w, SeatChoice):
                w.set_names(names)

    def options(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, w in self.option_widgets.items():
            if isinstance(w, SeatChoice | SecondsSlider):
                out[name] = w.value()
            elif isinstance(w, QCheckBox):
                out[name] = w.isChecked()
            elif isinstance(w, QSpinBox):
                out[name] = w.value()
            elif isinstance(w, QComboBox):
                out[name] = w.currentData()
        return out

    def _draft_setup(self, seed: int = 0) -> GameSetup:
        n = self.players()
        defaults = self.automatic_names() if self.game_id else []
        seats = []
        for row in self.rows:
            name = typed_name(row.name.text())
            if not name:
                name = defaults[row.seat] if row.seat < len(defaults) else position_label(row.seat, n)
            # the level the player chose (an imposed one is applied again by
            # the registry when the game starts: the same rule, see imposed_level)
            level = row.locked or row.chosen_level
            if row.remote:
                level = self.takeover_level()
            seats.append(SeatSetup(name, row.human, level, remote=row.remote))
        return GameSetup(self.game_id, n, seats, self.options(), seed)

    def setup(self) -> GameSetup:
        """The game chosen (after accept: exactly what was accepted)."""
        if self._result is not None:
            return self._result
        return self._draft_setup(new_seed())

    def accept(self) -> None:
        if not self.games:
            return
        if self._press_holds:
            self._press_holds = False     # the click corrected a number: its note is read first
            return
        if self.hosting and not any(row.remote for row in self.rows):
            QMessageBox.warning(self, self.windowTitle(),
                                self.tr("Choose at least one seat played on another computer."))
            self.rows[-1].kind.setFocus()
            return
        problem = self.name_problem()
        if problem is not None:
            seat, text = problem
            QMessageBox.warning(self, self.windowTitle(), text)
            self.rows[seat].name.setFocus()
            self.rows[seat].name.selectAll()
            return
        if self.before_start is not None and not self.before_start():
            return                  # "Non": the game in progress and this dialog stay
        setup = self._draft_setup(new_seed())
        for row, seat in zip(self.rows, setup.seats, strict=True):
            row.name.setText(seat.name)   # empty names replaced by the default ones
            row.name.setCursorPosition(0)
        self._result = setup
        self.remember(setup)
        super().accept()

    def remember(self, setup: GameSetup) -> None:
        """Keep ``setup`` for the next time the dialog opens.  Each computer
        seat keeps the level the family chose for it, not one the game's
        rules imposed (Atout Pique's partner of a human plays at Difficile):
        the next game, where nothing is imposed, shows the level chosen."""
        data = setup.to_dict()
        for seat, row in zip(data["seats"], self.rows, strict=True):
            if not row.remote:
                seat["level"] = row.chosen_level
        self.settings.set_json(self._last_key, data)
        self.settings.set_json(OPTIONS_KEY.format(game=setup.game_id), dict(setup.options))
        if self.hosting:
            self.settings.set(TAKEOVER_KEY, str(self.takeover_combo.currentData()))
            self.settings.set(TAKEOVER_LEVEL_KEY, self.takeover_level())


__all__ = ["NewGameDialog", "confirm_abandon", "abandon_box", "level_label", "position_label",
           "LEVELS"]

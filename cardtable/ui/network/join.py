"""Joining a network game from the window (Partie > Jouer en réseau >
Rejoindre une partie…; ``docs/network.md``, "Joining from the window").

:func:`open_join_dialog` opens :class:`JoinDialog`: the tables the local
network announces (:class:`cardtable.ui.network.discovery.TableBrowser`, DNS-SD
``_cardtable._tcp``; when discovery is not available the dialog says so and
the address is typed), or an address typed by hand (``host:port``), the table
code (6 letters and digits, case and spaces ignored, O/0 and I/1/L read as one) and the person's name
(remembered in the settings, ``network/name``).  "Rejoindre" connects with a
:class:`cardtable.ui.network.client.NetClient`; every refusal (wrong code, full
table, another version, no host at that address) is said in the user's
language under the fields and the dialog stays open to correct it.

Once the seat is taken, :class:`JoinedTable` puts the window's table on a
:class:`cardtable.ui.network.remote_controller.RemoteController`: the same table as a
local game, seen from the joined seat.  The host keeps the saves, undo and the
statistics: those actions are disabled here, their tooltip says so; "New
game" first asks to leave the table.  While the host's game waits for seats
to be taken, the status bar says for whom ("En attente d'un joueur pour la
place 3…"; :meth:`JoinedTable.waiting_text`), as seats are taken and
whenever the table comes to rest with nothing for the person to do, until
the last one is taken; nobody plays meanwhile (no "À vous").  Another
player whose connection is lost during the game is named the same way
("En attente de Léa…") until a computer plays for them or they are back,
and the plates say where each player is ("hors ligne", "ordinateur").  A
broken connection of this screen's own shows "Connexion
perdue, reconnexion…" and the seat is taken again with its token every
:attr:`JoinedTable.retry_ms` (the whole position comes back at once); the
host quitting shows "L'hôte a quitté la partie." and offers a new game; the
game's end shows the final scores as a local game does.

The seat's token is kept in the program's data folder
(:class:`cardtable.ui.network.seats.SeatStore`): a window that left the
table, or a program that closed or died, joins the same table again (the same
host and code) at its own seat.  A window that hosts a table cannot join that
table (it already sits at it): the dialog says so and the hosting goes on.
A program that stopped while it sat at a table (killed, a power cut, its
window closed) asks at its next start whether to join it again
(:func:`offer_rejoin`; the marker, and when it is written and removed:
:func:`cardtable.ui.network.seats.write_seated`).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
)

from cardtable.net.protocol import valid_code
from cardtable.ui.i18n import tr_context
from cardtable.ui.name_limit import NameLimitNote, typed_name
from cardtable.ui.network.names import (  # noqa: F401  (the dialog's settings and names, imported from here too)
    ADDRESS_KEY,
    NAME_KEY,
    NAME_MAX,
    host_person_name,
    is_you,
    person_name,
)

log = logging.getLogger("cardtable")

CONNECT_MS = 8000           # no answer from the address in this time: the dialog says so
ANSWER_MS = 90_000          # once connected: the host's person may be asked to give a seat back
ASKED_MS = 1500             # connected without a welcome for this long: the dialog says it waits for the host
RETRY_MS = 2000             # a broken connection is tried again this often
RETRIES = 30                # ... this many times, then the table offers to try again or leave
SEARCH_MS = 4000            # no table announced after this long: the dialog says none was found


NetJoin = tr_context("NetJoin")


def parse_address(text: str) -> tuple[str, int]:
    """``host:port`` as typed (spaces ignored); ValueError with the reason in
    the user's language."""
    text = "".join(text.split())
    host, sep, port_text = text.rpartition(":")
    if not sep or not host or not port_text:
        raise ValueError(NetJoin.tr("Type the address as the host shows it, for example 192.168.1.20:52100."))
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise ValueError(NetJoin.tr("The port (after the colon) is a number from 1 to 65535."))
    allowed = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:")
    if len(host) > 253 or not set(host) <= allowed:
        raise ValueError(NetJoin.tr("This address is not one a computer can have."))
    return host, int(port_text)


def clean_code(text: str) -> str:
    """The table code as typed (case, spaces and hyphens ignored; O/0 and
    I/1/L read as one, :func:`cardtable.net.protocol.normal_code`: the rule
    ``--serve --code`` and the host follow); ValueError with the reason."""
    code = "".join(text.replace("-", " ").split()).upper()
    if not code:
        raise ValueError(NetJoin.tr("Type the table code the host shows."))
    if not valid_code(code):
        raise ValueError(NetJoin.tr("A table code has 6 letters and digits, as the host shows it."))
    return code


def clean_name(text: str) -> str:
    name = typed_name(text)
    if not name:
        raise ValueError(NetJoin.tr("Type your name: the others see it at the table."))
    if len(name) > NAME_MAX or not name.isprintable():
        raise ValueError(NetJoin.tr("A name has at most {most} characters.").format(most=NAME_MAX))
    return name


def failure_text(reason: str) -> str:
    """Why a join failed, in the user's language (a protocol reason code or ``lost``)."""
    if reason == "lost":
        return NetJoin.tr("No host answers at this address. Check the address, and that the other computer is "
                  "hosting the game.")
    if reason == "timeout":
        return NetJoin.tr("The host does not answer at this address.")
    from cardtable.ui.network.client import reason_text
    return reason_text(reason)


class JoinDialog(QDialog):
    """The "Rejoindre une partie" dialog (see the module docstring)."""

    joined = Signal(object)       # the NetClient, its seat taken

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window_ = window
        self.settings = window.settings
        self._leave_agreed = False          # the window's own game may give way (asked at Join)
        self.abandon_box: QMessageBox | None = None
        self.setObjectName("JoinDialog")
        self.setWindowTitle(NetJoin.tr("Join a network game"))
        self.client: Any = None
        self.tables: list[Any] = []
        self.table_name = ""            # the name of the table at the address joined, when known
        self.browser: Any = None
        lay = QVBoxLayout(self)
        self.found_label = QLabel(NetJoin.tr("Tables on this network:"), self)
        lay.addWidget(self.found_label)
        self.table_list = QListWidget(self)
        self.table_list.setObjectName("tableList")
        self.table_list.setAccessibleName(NetJoin.tr("Tables on this network"))
        self.table_list.setMinimumHeight(90)
        # each table on two lines (who and what, then its places), read whole: no sideways scrolling
        self.table_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table_list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table_list.setSpacing(2)            # (one table from the next)
        self.table_list.currentItemChanged.connect(self._table_chosen)
        self.table_list.itemClicked.connect(self._table_chosen)    # the table already chosen, chosen again
        self.table_list.itemDoubleClicked.connect(lambda _i: self.code_edit.setFocus())
        lay.addWidget(self.table_list)
        self.search_label = QLabel(self)
        self.search_label.setObjectName("searchLabel")
        self.search_label.setWordWrap(True)
        lay.addWidget(self.search_label)
        form = QFormLayout()
        self.address_edit = QLineEdit(self)
        self.address_edit.setObjectName("addressEdit")
        self.address_edit.setPlaceholderText("192.168.1.20:52100")
        self.address_edit.setText(self.settings.get(ADDRESS_KEY))
        form.addRow(NetJoin.tr("&Address:"), self.address_edit)
        self.code_edit = QLineEdit(self)
        self.code_edit.setObjectName("codeEdit")
        self.code_edit.setMaxLength(12)
        self.code_edit.setPlaceholderText("ABC234")
        form.addRow(NetJoin.tr("Table &code:"), self.code_edit)
        self._offer_kept_code()
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("nameEdit")
        self.name_note = NameLimitNote(self, self._fit_height)
        self.name_note.watch(self.name_edit, NAME_MAX)       # said under the field as the name nears its limit
        self.name_edit.setText(person_name(self.settings) or self._default_name())
        self.name_edit.setPlaceholderText(NetJoin.tr("Your first name"))
        form.addRow(NetJoin.tr("Your &name:"), self.name_edit)
        lay.addLayout(form)
        lay.addWidget(self.name_note)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("joinError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.error_label.hide()
        lay.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(self)
        self.join_button = self.buttons.addButton(NetJoin.tr("&Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setObjectName("joinButton")
        self.join_button.setDefault(True)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.try_join)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.timeout.connect(lambda: self._failed("timeout"))
        self._start_browser()
        # the words under the list and the error line have their room from the start: nothing
        # moves when they come or go (the fields stay where the person is typing)
        lines = self.fontMetrics().lineSpacing()
        for label, rows in ((self.search_label, 2), (self.error_label, 3)):
            label.setMinimumHeight(rows * lines + 2)
            policy = label.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            label.setSizePolicy(policy)
        self.resize(max(440, self.sizeHint().width()), self.sizeHint().height())

    def _offer_kept_code(self) -> None:
        """An empty code field gets the code of the table at the address
        typed that this computer sat at last (its seat is then given back
        with the token kept: see :mod:`cardtable.ui.network.seats`)."""
        if self.code_edit.text().strip():
            return
        try:
            host, _port = parse_address(self.address_edit.text())
        except ValueError:
            return
        from cardtable.ui.network.seats import SeatStore
        self.code_edit.setText(SeatStore().last_code(host))

    def _default_name(self) -> str:
        from cardtable.ui.window.new_game import LAST_KEY
        last = self.settings.get_json(LAST_KEY, {})
        for seat in last.get("seats", []) if isinstance(last, dict) else []:
            if isinstance(seat, dict) and seat.get("human") and isinstance(seat.get("name"), str):
                return "" if is_you(seat["name"]) else str(seat["name"])   # "Vous" names nobody elsewhere
        return ""

    # ---------------------------------------------------------- discovery
    def _start_browser(self) -> None:
        try:
            from cardtable.ui.network.discovery import TableBrowser
        except ImportError:
            self._no_discovery()
            return
        try:
            self.browser = TableBrowser(self)
            self.browser.tables_changed.connect(self.show_tables)
            started = bool(self.browser.start())
        except Exception:               # discovery never stops joining by address
            log.exception("network: the search for tables failed")
            started = False
        if not started:
            self._no_discovery()
            return
        self.search_label.setText(NetJoin.tr("Looking for tables…"))
        # a table answers within a moment on a home network: after that, "none found"
        QTimer.singleShot(SEARCH_MS, self, lambda: self.show_tables(self.tables) if self.client is None else None)

    def _no_discovery(self) -> None:
        self.browser = None
        self.table_list.hide()
        self.found_label.hide()
        self.search_label.setText(NetJoin.tr("The tables of this network cannot be listed here: type the address the "
                                     "host shows."))

    def show_tables(self, tables: list[Any]) -> None:
        """The tables found (``TableInfo``), shown in the list."""
        # the table chosen is kept by its address, not by its row (a new
        # table may sort above it), and a new list never touches the fields:
        # what the person typed (an address, the code) stays as it is
        row = self.table_list.currentRow()
        chosen = (self.tables[row].host, self.tables[row].port) if 0 <= row < len(self.tables) else None
        self.tables = list(tables)
        self.table_list.blockSignals(True)
        self.table_list.clear()
        from cardtable import games
        for info in self.tables:
            try:
                title = QCoreApplication.translate(games.TITLE_CONTEXT, games.game_info(info.game).title)
            except Exception:
                title = str(info.game)
            free = (NetJoin.tr("%n free seat(s)", "", int(info.free)) if int(info.free) > 0
                    else NetJoin.tr("No free seat"))
            waiting = int(getattr(info, "waiting", 0))
            if waiting:
                # a seat whose player left: the place that player comes back to
                free += ", " + NetJoin.tr("%n seat(s) waiting for their player", "", waiting)
            # two lines, each narrower than the list: who hosts what, where; then its places
            item = QListWidgetItem(f"{info.name} — {title} ({info.host}:{info.port})\n{free}")
            item.setToolTip(item.text())
            self.table_list.addItem(item)
            if chosen == (info.host, info.port):
                self.table_list.setCurrentItem(item)
        self.table_list.blockSignals(False)
        if self.client is not None:
            return              # a join in progress: its words stay under the list
        self.search_label.setText("" if self.tables else NetJoin.tr("No table found yet: type the address the host "
                                                            "shows, or wait a moment."))
        self.search_label.setVisible(not self.tables)
        self._fit_width()

    def _fit_width(self) -> None:
        """The dialog as wide as its longest table line needs (within the
        screen), so that every table is read whole."""
        from PySide6.QtWidgets import QStyle
        lst = self.table_list
        fm = lst.fontMetrics()
        need = max((fm.horizontalAdvance(line) for i in range(lst.count())
                    for line in lst.item(i).text().split("\n")), default=0)
        margins = self.layout().contentsMargins() if self.layout() is not None else None
        extra = ((margins.left() + margins.right() if margins is not None else 24) + 2 * lst.frameWidth()
                 + self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 3 * fm.averageCharWidth())
        screen = self.screen()
        room = screen.availableGeometry().width() - 40 if screen is not None else 1000
        want = min(room, need + extra)
        if want > self.width():
            self.resize(want, self.height())

    def _table_chosen(self, item: QListWidgetItem | None, _previous: Any = None) -> None:
        row = self.table_list.row(item) if item is not None else -1
        if 0 <= row < len(self.tables):
            info = self.tables[row]
            address = f"{info.host}:{info.port}"
            if "".join(self.address_edit.text().split()) != address:
                # another table: the code typed for the previous one is not this one's
                self.code_edit.clear()
            self.address_edit.setText(address)
            self._offer_kept_code()
            self.show_error(self.unjoinable(info))

    @staticmethod
    def unjoinable(info: Any) -> str:
        """Why a table found on the network cannot be joined from here ("" if it can)."""
        from cardtable import games
        from cardtable.net.protocol import PROTOCOL
        if info.protocol != PROTOCOL:
            return failure_text("protocol")
        try:
            games.game_info(info.game)
        except Exception:
            return NetJoin.tr("This table plays a game this program does not have.")
        if info.free <= 0 and getattr(info, "waiting", 0) <= 0:
            return failure_text("no_free_seat")
        return ""

    # -------------------------------------------------------------- join
    def show_error(self, text: str) -> None:
        """Say what is wrong under the fields, in the room kept for it (the fields do not move)."""
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))
        self._fit_height()

    def _fit_height(self) -> None:
        """Grow to show a longer message than the room kept for it (the fields keep their place)."""
        lay = self.layout()
        if lay is not None:
            lay.activate()
        need = self.sizeHint().height()
        if self.height() < need:
            self.resize(self.width(), need)

    def try_join(self) -> None:
        """Check the fields, then connect; a refusal is shown and the dialog stays open."""
        try:
            host, port = parse_address(self.address_edit.text())
        except ValueError as exc:
            self.show_error(str(exc))
            self.address_edit.setFocus()
            return
        try:
            code = clean_code(self.code_edit.text())
        except ValueError as exc:
            self.show_error(str(exc))
            self.code_edit.setFocus()
            return
        try:
            name = clean_name(self.name_edit.text())
        except ValueError as exc:
            self.show_error(str(exc))
            self.name_edit.setFocus()
            return
        from cardtable.ui.network.names import is_you
        if is_you(name):
            # the others would read "Vous a rejoint la table", "Au tour de Vous"
            self.show_error(NetJoin.tr("Write your first name: on the other screens, “{name}” would name nobody.")
                            .format(name=name))
            self.name_edit.setFocus()
            return
        if self._own_table(host, port):
            self.show_error(NetJoin.tr("This window hosts the table at this address: you already sit at it. "
                                       "The others join it from their own computers."))
            self.address_edit.setFocus()
            return
        if not self._may_leave_own_game():
            return
        self.settings.set(NAME_KEY, name)
        self.settings.set(ADDRESS_KEY, f"{host}:{port}")
        self.show_error("")
        self._drop_client()
        from cardtable.ui.i18n import current_language
        from cardtable.ui.network.client import NetClient
        from cardtable.ui.network.seats import SeatStore
        client = NetClient(self.window_, store=SeatStore())
        self.client = client
        client.welcomed.connect(self._welcomed)
        client.closed.connect(self._failed)
        client.socket.connected.connect(self._connected)
        self.address = (host, port)
        self.join_button.setEnabled(False)
        self.search_label.setText(NetJoin.tr("Joining the table…"))
        self.search_label.show()
        self._timeout.start(CONNECT_MS)
        client.join(host, port, code, name, lang=current_language())

    def _own_table(self, host: str, port: int) -> bool:
        """The address is the table this window hosts (its port on this computer)."""
        hosting = getattr(self.window_, "hosting", None)
        own = getattr(hosting, "host", None)
        if own is None or own.port != port:
            return False
        from PySide6.QtNetwork import QHostAddress, QHostInfo, QNetworkInterface
        name = host.strip().lower().rstrip(".")
        local = QHostInfo.localHostName().lower()
        if name in ("localhost", local, f"{local}.local") or name.endswith(".localhost"):
            return True
        address = QHostAddress(name)
        if address.isNull():
            return False
        return address.isLoopback() or any(address.isEqual(a) for a in QNetworkInterface.allAddresses()) or \
            address.toString() in ("0.0.0.0", "::")

    def _found_name(self, host: str, port: int) -> str:
        """The name of the table at that address among those found on the
        network ("" if none): the address itself, else the only table found on
        that port (an address typed as 127.0.0.1 is listed under another)."""
        tables = [t for t in self.tables if t.port == port]
        same = [t for t in tables if t.host == host]
        found = same or (tables if len(tables) == 1 else [])
        return str(found[0].name) if found else ""

    def _connected(self) -> None:
        """The host answers: a seat asked back by name may wait for the host's person to say yes."""
        if self.client is not None and self._timeout.isActive():
            self._timeout.start(ANSWER_MS)
            client = self.client
            # a welcome comes at once; past a moment, the host's person is being asked
            QTimer.singleShot(ASKED_MS, self, lambda: self._still_waiting(client))

    def _still_waiting(self, client: Any) -> None:
        if self.client is client and client.seat is None and not client.is_closed:
            self.search_label.setText(NetJoin.tr("Connected: waiting for the host's answer…"))
            self.search_label.show()

    def _may_leave_own_game(self) -> bool:
        """The window's own game in progress (and the table it hosts) gives
        way once the seat is taken: asked when the person presses Join --
        not when the dialog opens, so that Cancel leaves everything as it
        was.  Asked once per dialog."""
        w = self.window_
        if self._leave_agreed or w.joined is not None or not w.controller.active:
            return True
        from cardtable.ui.window.new_game import abandon_box
        box = abandon_box(w)
        box.setWindowTitle(NetJoin.tr("Join a game"))
        self.abandon_box = box
        with w.controller.held():
            box.exec()
        self.abandon_box = None
        self._leave_agreed = box.clickedButton() is box.yes_button  # type: ignore[attr-defined]
        return self._leave_agreed

    def _drop_client(self) -> None:
        client, self.client = self.client, None
        if client is not None:
            for signal, slot in ((client.welcomed, self._welcomed), (client.closed, self._failed)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
            client.socket.abort()
            client.deleteLater()

    def _welcomed(self) -> None:
        client = self.client
        if client is None:
            return
        self._timeout.stop()
        for signal, slot in ((client.welcomed, self._welcomed), (client.closed, self._failed)):
            signal.disconnect(slot)
        self.client = None
        self.join_button.setEnabled(True)
        self.table_name = self._found_name(*self.address) or self.table_name
        self.joined.emit(client)
        self.accept()

    def _failed(self, reason: str) -> None:
        self._timeout.stop()
        self.join_button.setEnabled(True)
        self._drop_client()
        self.show_error(failure_text(reason))
        if self.browser is None:
            self._no_discovery()
        else:
            self.show_tables(self.tables)
        if reason in ("bad_code", "too_slow"):
            self.code_edit.setFocus()
            self.code_edit.selectAll()
        else:
            self.address_edit.setFocus()

    def done(self, result: int) -> None:  # noqa: D401 - Qt's name
        self._timeout.stop()
        if result != QDialog.DialogCode.Accepted:
            self._drop_client()
        if self.browser is not None:
            try:
                self.browser.stop()
            except Exception:
                log.exception("network: the search for tables did not stop")
            self.browser = None
        super().done(result)


class JoinedTable(QObject):
    """The window's table on a joined seat (see the module docstring)."""

    left = Signal()

    def __init__(self, window: Any, client: Any, address: tuple[str, int], table_name: str = "") -> None:
        super().__init__(window)
        from cardtable.ui.network.remote_controller import RemoteController
        self.window_ = window
        self.client = client
        self.address = address
        self.table_name = table_name           # the table's name (its host's), when known
        self.retry_ms = RETRY_MS
        self.retries_left = RETRIES
        self.ended: str | None = None          # why the connection ended for good
        self.told_renamed = False              # the person was told the name the host gave them
        self._names_written: list[str] = []    # the seats' names the table last wrote (_show_plates)
        client.setParent(self)
        window.lessons.end()
        stop_hosting = getattr(window, "stop_hosting", None)
        if stop_hosting is not None:
            stop_hosting()                     # a table hosted here is saved and its clients told
        window.controller.stop()               # the window's own game gives way (its autosave stays)
        self.remote = RemoteController(client, window.view.durations, self)
        self.remote.started.connect(window._game_started)
        self.remote.game_over.connect(window._refresh_scores)
        self.remote.seats_changed.connect(self._seats_changed)
        client.closed.connect(self._closed)
        self._reconnecting = False
        self._ended_game = False               # the game ended here: a welcome now is the host's rematch
        self._seated: Any = None               # the marker last written (_remember_seat)
        self._known_before: Any = None         # the own cards known when the connection broke (Deutch)
        client.welcomed.connect(self._back)
        client.over.connect(self._game_ended)
        window.director.set_controller(self.remote)
        self.remote.started.connect(self._show_plates)     # (after the director: its plates are new)
        # between two rounds the screens go on together (count_gate); "Rematch" asks the host
        from cardtable.ui.network.count_gate import CountGate
        window.director.count_gate = CountGate(
            client.went_on, lambda at: [s for s, read in enumerate(client.read) if s != client.seat and 0 <= read < at],
            lambda: list(client.names), client.reading_changed, self)
        window.director.rematch_request = self._ask_rematch
        if window.scoresheet is not None:
            window.scoresheet.attach(self.remote)
        from cardtable.ui.table.overlays import Panel
        self.panel = Panel(window.view, name="netPanel")
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._rejoin)
        self._disabled: list[tuple[Any, bool, str]] = []
        self._connected: set[int] | None = None      # the other seats a person is connected to (None: not told yet)
        self._awaited: list[int] = []                # the seats the host's game waited for, as last told
        self._free: set[int] = set()                 # the seats nobody had taken yet, as last told
        self._waiting_said = ""                      # the words last said about them
        self._names_before: list[str] = []           # the seats' names as last told
        self._people: set[int] = set()               # the seats seen played on another computer (see _seats_changed)
        self._computers: set[int] = set()            # those of them a computer played, as last told
        self.remote.resting.connect(self._say_waiting)
        # what the game waits for stays on the bar: a message that replaced it
        # (a menu's hint, "Ce n'est pas votre tour.") is followed by it again
        window.statusBar().messageChanged.connect(self._keep_waiting_said)
        self._host_actions(False)
        window.installEventFilter(self)
        self._panel_enter = False              # Entrée presses the panel's button (a notice)
        self._panel_escape: Any = None         # what Échap does on the panel (its "Fermer"), if anything
        window.view.installEventFilter(self)
        # the window's own controller taking the table again (a lesson
        # started from the Aide menu stops it first): the joined seat is left
        window.controller.stopped.connect(self.leave)
        self._notice_up = False                # the notice of a new name is the panel shown
        window.director.input_offered.connect(self._turn_offered)
        window.joined = self
        self.remote.show_position()            # the position the dialog's welcome brought
        self._remember_seat()
        forget = getattr(window, "forget_welcome", None)
        if forget is not None:
            forget()
        # the bar's standing line until the table says more (nothing may happen
        # for a while: a hand joined again in the middle, another's turn)
        window.statusBar().showMessage(NetJoin.tr("You joined the table at {address}.").format(
            address=f"{address[0]}:{address[1]}"))
        self._tell_renamed()

    # ------------------------------------------- the seat, remembered
    def _remember_seat(self) -> None:
        """This data folder sits at this table: marked on disk, so that a
        program that dies (or whose window closes) asks at its next start
        whether to join it again (:func:`cardtable.ui.network.seats.write_seated`,
        :func:`offer_rejoin`)."""
        from cardtable.ui.network.seats import SeatedAt, write_seated
        c = self.client
        if c.token is None or self.remote.is_over or self._ended_game or self.window_.joined is not self:
            return
        name = self.table_name or self._host_name()
        at = SeatedAt(f"{self.address[0]}:{self.address[1]}", str(c.table[1]), c.asked_name, name, c.game, c.token)
        if at != self._seated:
            self._seated = at
            write_seated(at)

    def _host_name(self) -> str:
        """The hosting person's name, read from the table: the only seat
        played at the host by a person (neither a computer's nor one seen
        played on another computer); "" when that is not one seat."""
        c = self.client
        seats = [s for s in range(min(len(c.names), len(c.computer_seats)))
                 if s != c.seat and not c.computer_seats[s] and s not in self._people]
        return str(c.names[seats[0]]) if len(seats) == 1 else ""

    def _forget_seat(self) -> None:
        """This program no longer sits at the table (left on purpose, the
        game over, the seat closed by the host): nothing to offer at start."""
        from cardtable.ui.network.seats import clear_seated
        self._seated = None
        clear_seated(self.client.token)

    def _tell_renamed(self) -> None:
        """The host gave this seat another name (someone at the table had
        it, without regard to case): say so once, over the table."""
        from cardtable.ui.network.client import renamed_text
        given = self.client.renamed
        if given is None or self.told_renamed:
            return
        self.told_renamed = True
        text = renamed_text(self.client.clashing_name, given)
        self._show_panel(NetJoin.tr("You play as {name}").format(name=given), text,
                         [(NetJoin.tr("OK"), self.panel.hide)], enter=True, escape=self.panel.hide)
        self.window_.statusBar().showMessage(text, 15000)
        self._notice_up = True

    def _turn_offered(self, _seat: int) -> None:
        """This screen's turn (a bid, a card to play, the opening look) came
        while the notice of its new name was still up: the notice stays to
        be read, but clear of the turn's prompt (and of the plates and the
        middle of the table where there is room), and Entrée is the turn's
        again, not the notice's « OK » (its « OK », a click or Échap close
        it)."""
        if not (self._notice_up and self.panel.isVisible()):
            self._notice_up = False
            return
        self._panel_enter = False
        beh = self.window_.director.behaviour
        prompt = beh.prompt_shown if beh is not None else None
        keep = [prompt.geometry()] if prompt is not None else []
        table = (beh.plate_rects() + beh.middle_rects()) if beh is not None else []
        self.panel.place_clear_of(keep + table, fallback=keep)

    # ---------------------------------------------- what the host keeps
    def _host_actions(self, enabled: bool) -> None:
        """Saves, undo and statistics stay on the host: off here, with a tooltip saying so."""
        w = self.window_
        if not enabled:
            tip = NetJoin.tr("The host keeps the saves, undo and statistics of a network game.")
            actions = [w.saves.act_open, w.saves.act_save_as, w.act_undo, w.act_allow_undo, w.act_stats]
            self._disabled = [(a, a.isEnabled(), a.toolTip()) for a in actions]
            for a in actions:
                a.setEnabled(False)
                a.setToolTip(tip)
                a.setStatusTip(tip)
            w.menu_game.setToolTipsVisible(True)
        else:
            for a, was, tip in self._disabled:
                a.setEnabled(was)
                a.setToolTip(tip)
                a.setStatusTip("")
            self._disabled = []
            w._update_undo()

    # ------------------------------------------------------------ panel
    def _show_panel(self, title: str, body: str, buttons: list[tuple[str, Any]], enter: bool = False,
                    escape: Any = None, bar: str | None = None) -> None:
        """Show the panel over the table.  ``enter``: Entrée (or Espace)
        presses its first button, as on a round's summary; only for a notice
        whose button changes nothing (a key meant for the table must not
        leave it).  ``escape``: what Échap does (its "Fermer"); None: nothing
        (a panel whose every button leaves or changes something).  ``bar``:
        the status bar's sentence (the title, written as a sentence: "L'hôte
        a quitté la partie."); else the title as it is."""
        p = self.panel
        self._panel_enter = enter
        self._panel_escape = escape
        self._notice_up = False
        p.hide()                 # laid out afresh: a panel changed while shown kept its old height
        p.title.setText(title)
        p.set_body(body)
        p.clear_buttons()
        for i, (label, slot) in enumerate(buttons):
            p.add_button(label, slot, accent=i == 0)
        vp = self.window_.view.viewport()
        p.place(vp.width() // 2, int(vp.height() * 0.3))
        self.window_.statusBar().showMessage(title if bar is None else bar)

    @property
    def message(self) -> str:
        """The title of the panel shown over the table ("" when none)."""
        return self.panel.title.text() if self.panel.isVisible() else ""

    # ----------------------------------------------------- connection
    def waiting_text(self) -> str:
        """What the host's game waits for, in a sentence ("" when it waits
        for nobody).  Before it goes on (:attr:`NetClient.awaited`): a seat
        nobody took yet waits for a newcomer ("Waiting for a player to take
        seat 3…"), a seat taken before (a resumed game, a rematch) for its
        own person ("Waiting for Hugo…"); several seats are counted unless
        each waits for its person; then "The game starts (resumes) when every
        seat is taken."  (A seat whose person left before the table was full
        is awaited again: it is one of these, never a player gone.)  During
        the game, the players whose connection is lost (:meth:`absent_seats`)
        are named ("Waiting for Léa…") until a computer plays for them or
        they are back: one line, never both waits."""
        from cardtable.ui.cards.words import fill
        c = self.client
        seats = c.awaited
        if not seats:
            absent = self.absent_seats()
            if not absent:
                return ""
            names = [c.names[s] if s < len(c.names) else str(s + 1) for s in absent]
            return (fill(NetJoin.tr("Waiting for {name}…"), name=names[0]) if len(names) == 1 else
                    fill(NetJoin.tr("Waiting for {names} and {last}…"), names=", ".join(names[:-1]), last=names[-1]))
        names = [c.names[s] if s < len(c.names) else str(s + 1) for s in seats]
        if len(seats) == 1 and c.is_free(seats[0]):
            who = NetJoin.tr("Waiting for a player to take seat {n}…").format(n=seats[0] + 1)
        elif len(seats) == 1:
            who = fill(NetJoin.tr("Waiting for {name}…"), name=names[0])
        elif not any(c.is_free(s) for s in seats):
            who = fill(NetJoin.tr("Waiting for {names} and {last}…"), names=", ".join(names[:-1]), last=names[-1])
        else:
            who = NetJoin.tr("Waiting for %n player(s)…", "", len(seats))
        then = (NetJoin.tr("The game resumes when every seat is taken.") if c.begun
                else QCoreApplication.translate("Hosting", "The game starts when every seat is taken."))
        return f"{who} {then}"

    def absent_seats(self) -> list[int]:
        """The other seats whose player is gone during the game (the
        connection lost, or the table left): seen at the table from this
        screen, nobody connected to it now, no computer playing it yet, and
        not one the game waits for before it goes on.  None while this seat
        is offered its turn (the table waits for this person then: "À vous"
        is said, not another's name)."""
        c = self.client
        if self.remote.is_over or (c.seat is not None and self.remote.legal(c.seat)):
            return []
        awaited = set(c.awaited)
        return [s for s in sorted(self._people) if s != c.seat and s not in awaited and not c.is_free(s)
                and not (s < len(c.connected_seats) and c.connected_seats[s])
                and not (s < len(c.computer_seats) and c.computer_seats[s])]

    def plate_name(self, seat: int, name: str) -> str:
        """A seat's plate: its name, or, while nobody has taken it yet and the
        host's game waits for it, "Place 3 libre" (the words of the status
        line and of the host's banner; short enough for the plate)."""
        c = self.client
        if seat in c.awaited and c.is_free(seat):
            return QCoreApplication.translate("Hosting", "Seat {n} free").format(n=seat + 1)
        return name

    def plate_mark(self, seat: int) -> str:
        """The word the plate writes first on its status line (under the
        name, so that it is never cut) for a seat played on another
        computer, as the host's plates do: "en attente" (a seat taken before
        that the game waits for its person to take again), "hors ligne" (its
        player's connection is lost), "ordinateur" (a computer plays it
        meanwhile); "" otherwise."""
        from cardtable.ui.network.hosting import seat_mark
        c = self.client
        if seat == c.seat or seat not in self._people or c.is_free(seat):
            return ""
        on = seat < len(c.connected_seats) and c.connected_seats[seat]
        computer = seat < len(c.computer_seats) and c.computer_seats[seat]
        return seat_mark(seat not in c.awaited, on, computer)

    def _keep_waiting_said(self, *_: Any) -> None:
        """The bar's message changed: while the host's game waits, the wait
        is said after it (at the next pass of the event loop)."""
        if self.window_.joined is self and self.waiting_text():
            QTimer.singleShot(0, self, self._restore_waiting)

    def _restore_waiting(self) -> None:
        if self.window_.joined is not self:
            return
        text = self.waiting_text()
        bar = self.window_.statusBar()
        shown = bar.currentMessage()
        if text and text not in shown:
            self._waiting_said = text
            # (the host's refusal of an action while the game waits is the wait's own words: said once)
            bar.showMessage(text if shown in text else " ".join(t for t in (shown, text) if t))

    def _say_waiting(self) -> None:
        """The table is at rest and this seat has nothing to do: while the
        host's game waits for a seat to be taken, the status bar says so
        (the table's own words about the last move gave way to it)."""
        text = self.waiting_text()
        if text and self.window_.joined is self:
            self._waiting_said = text
            self.window_.statusBar().showMessage(text)

    def _seats_changed(self) -> None:
        """Someone at the table came, left or came back: said in the status
        bar, followed, while the host's game waits for seats to be taken, by
        what it waits for (:meth:`waiting_text`), and once the last seat is
        taken by the game starting.
        The names are the host's: a player who joined after this screen
        (and was maybe numbered, "Hugo 2") is shown under that name on the
        plates and the scoresheet (the texts read the setup's names)."""
        c = self.client
        w = self.window_
        # the seats played on another computer, as far as this screen saw them
        first = not self._people
        # (the host's computer seats are never connected, free nor awaited)
        self._people |= {s for s, on in enumerate(c.connected_seats) if on}
        self._people |= {s for s, f in enumerate(c.free_seats) if f}
        self._people |= {s for s, a in enumerate(c.awaited_seats) if a}
        if first and not self.table_name:
            self._remember_seat()          # (the host's name, read from the first seats)
        self._show_plates()
        if self.remote.setup is not None and w.director.controller is self.remote:
            w._refresh_scores()
        now = {s for s, on in enumerate(c.connected_seats) if on and s != c.seat}
        before = now if self._connected is None else self._connected    # (the first word: who is there)
        gone = sorted(before - now)
        # a seat nobody had taken is taken; another one's person is back
        came = sorted(s for s in now - before if s in self._free)
        back = sorted(s for s in now - before if s not in self._free)
        self._connected = now
        self._free = {s for s in range(len(c.free_seats)) if c.is_free(s)}
        names = c.names
        # a seat left before the table was full is awaited again (and, first taken
        # during this wait, free again under its seat's name): its person left the
        # table, said under the name they had; the game goes on waiting
        before_names, self._names_before = self._names_before or list(names), list(names)
        left = [s for s in gone if s in c.awaited]
        gone = [s for s in gone if s not in left]

        def named(seats: list[int]) -> str:
            return ", ".join(names[s] for s in seats if s < len(names))
        computers = {s for s, on in enumerate(c.computer_seats) if on and s in self._people}
        taken_over = sorted(computers - self._computers)
        self._computers = computers
        news = [QCoreApplication.translate("Hosting", "{name} left the table.").format(
            name=before_names[s] if s < len(before_names) else names[s]) for s in left if s < len(names)]
        if gone:
            news.append(NetJoin.tr("Connection lost: {names}.").format(names=named(gone)))
        news += [NetJoin.tr("{name} joined the table.").format(name=names[s]) for s in came if s < len(names)]
        if back:
            news.append(NetJoin.tr("Back at the table: {names}.").format(names=named(back)))
        news += [QCoreApplication.translate("Hosting", "A computer plays for {name}.").format(name=names[s])
                 for s in taken_over if s < len(names)]
        was_waiting, self._awaited = bool(self._awaited), c.awaited
        waiting = self.waiting_text()
        bar = self.window_.statusBar()
        if waiting and not was_waiting or c.awaited:
            # (the table waits for its seats, or a player gone during the game is waited for)
            if news or waiting != self._waiting_said:
                self._waiting_said = waiting
                bar.showMessage(" ".join([*news, waiting]))
            return
        self._waiting_said = ""
        if was_waiting:
            # said with the turn when this person is the one to act (the position
            # with the turn comes just after this message)
            go = " ".join([*news, NetJoin.tr("Every seat is taken: the game resumes.") if c.begun
                           else NetJoin.tr("Every seat is taken: the game starts.")])
            if w.director.controller is not self.remote or not w.director.news_for_turn(go):
                bar.showMessage(" ".join(t for t in (go, waiting) if t), 8000)
        elif news and w.director.controller is self.remote and w.director.news_with_turn(" ".join(news)):
            pass        # this person's turn: the news, then what they are asked to do (until they act)
        elif gone or taken_over:
            bar.showMessage(" ".join(news), 8000)
        elif news:
            bar.showMessage(" ".join(news), 5000)

    def _show_plates(self) -> None:
        """Each seat's plate: its name (or "Place 3 libre") and its mark."""
        w = self.window_
        setup = self.remote.setup
        if setup is None or w.director.controller is not self.remote:
            return
        plates = w.director.scene.plates
        renamed = setup.names != self._names_written
        self._names_written = list(setup.names)
        for seat, name in enumerate(setup.names):
            plate = plates.get(seat)
            if plate is None:
                continue
            shown = self.plate_name(seat, name)
            if plate.name != shown:
                plate.set_name(shown)
            plate.set_mark(self.plate_mark(seat))
        if renamed and w.director.behaviour is not None:
            w.director.behaviour.names_changed()

    def _closed(self, reason: str) -> None:
        if self.window_.joined is not self:
            return
        if reason != "lost" and self.window_.director.count_gate is not None:
            self.window_.director.count_gate.release()   # nobody left to wait for at a round's count
        if reason != "game_over":
            self.window_.director.close_input()     # nothing can reach the host now
            self.remote.connection_lost()
        if reason == "lost":
            if self.remote.is_over:
                return
            if not self._reconnecting:         # (a failed retry keeps the panel and counts down)
                self.retries_left = RETRIES
                self._known_before = self._known_cards()
                # (whether the host still runs the game is not known from here: its program
                # may have stopped as well as this computer's network)
                self._show_panel(NetJoin.tr("Connection lost, reconnecting…"),
                                 NetJoin.tr("The connection to the host is cut; your seat waits for you."),
                                 [(NetJoin.tr("Leave the table"), self.leave)])
            self._retry.start(self.retry_ms)
            return
        self.ended = reason
        if reason != "host_quit":
            self._forget_seat()     # (the host that stopped keeps the game: it may host it again)
        if reason == "game_over":
            return                  # the table shows the end as a local game does
        if reason == "host_quit":
            title, said = NetJoin.tr("The host left the game"), NetJoin.tr("The host left the game.")
            body = NetJoin.tr("The host stopped hosting this game. If it is hosted again, you can join it "
                              "again with the code the host gives.")
        else:
            title, said = NetJoin.tr("You left the table"), NetJoin.tr("You left the table.")
            body = failure_text(reason)
        self._show_panel(title, body, [(QCoreApplication.translate("Table", "New game"), self._new_game),
                                       (QCoreApplication.translate("Table", "Close"), self.panel.hide)],
                         escape=self.panel.hide, bar=said)

    def _rejoin(self) -> None:
        if self.window_.joined is not self or self.client.token is None:
            return
        if self.retries_left <= 0:
            self._reconnecting = False
            self._show_panel(NetJoin.tr("The host does not answer"),
                             NetJoin.tr("The connection could not be made again."),
                             [(NetJoin.tr("Try again"), self._try_again), (NetJoin.tr("Leave the table"), self.leave)],
                             bar=NetJoin.tr("The host does not answer."))
            return
        self.retries_left -= 1
        self._reconnecting = True
        self.client.socket.abort()
        self.client.rejoin(*self.address)

    def _try_again(self) -> None:
        self.retries_left = RETRIES
        self._show_panel(NetJoin.tr("Connection lost, reconnecting…"), "", [(NetJoin.tr("Leave the table"), self.leave)])
        self._rejoin()

    def _game_ended(self, _totals: list[int]) -> None:
        self._ended_game = True
        self._forget_seat()

    def _ask_rematch(self) -> None:
        """The end panel's "Rematch" on this screen: the host starts the
        games at its table, so it is asked (said on the host's screen); a
        table whose host is gone offers a game of this screen's own."""
        if self.client.is_closed:
            self.window_.director.new_game_requested.emit()
            return
        self.client.ask_rematch()
        self.window_.statusBar().showMessage(NetJoin.tr("You asked for a rematch: it starts when the host starts it."), 15000)

    def _back(self) -> None:
        if self._ended_game:
            # the host started a rematch: the same seat at the same table, a new game
            self._ended_game = False
            self.window_.statusBar().showMessage(NetJoin.tr("Rematch: the same players at the same table."), 8000)
        self._remember_seat()
        if not self._reconnecting:
            return
        self._reconnecting = False
        self._retry.stop()
        self.panel.hide()
        self.window_.statusBar().showMessage(NetJoin.tr("Back at the table."), 5000)
        self._tell_known_while_away()

    def _known_cards(self) -> tuple[Any, set[str]] | None:
        """Deutch: the round and the own cards this seat knows (its view's
        row), as this screen last showed them; None for another game."""
        view = self.client.view
        if view.get("game") != "deutch":
            return None
        return view.get("round"), {c for c in view.get("hand") or [] if isinstance(c, str)}

    def _tell_known_while_away(self) -> None:
        """Deutch: the cards of the own row that became known while this
        screen was away (the computer that played the seat meanwhile looked
        at them: the opening look, a queen, a card drawn and kept) were
        never shown here; they are said once, over the table, for this
        person alone."""
        before, self._known_before = self._known_before, None
        now = self._known_cards()
        if before is None or now is None:
            return
        known = before[1] if before[0] == now[0] else set()
        new = [(slot, text) for slot, text in enumerate(self.client.view.get("hand") or [])
               if isinstance(text, str) and text not in known]
        if not new:
            return
        from cardtable.engine import card
        from cardtable.ui.cards.words import the_card
        from cardtable.ui.i18n import current_language
        lang = current_language()
        cards = NetJoin.tr("; ", "between two cards of a list").join(NetJoin.tr("your card {n}, {card}").format(n=slot + 1, card=the_card(card(text), lang))
                          for slot, text in new)
        text = NetJoin.tr("While you were away, the computer played for you. You now know: {cards}.").format(
            cards=cards)
        # the panel's title says "while you were away": its text does not say it again
        body = NetJoin.tr("The computer played for you. You now know: {cards}.").format(cards=cards)
        self._show_panel(NetJoin.tr("While you were away"), body, [(NetJoin.tr("OK"), self.panel.hide)],
                         enter=True, escape=self.panel.hide, bar=text)
        self._notice_up = True           # a turn offered now keeps it in view, clear of the turn's prompt

    def _new_game(self) -> None:
        self.panel.hide()
        self.window_.new_game_dialog()

    # ---------------------------------------------------------- leaving
    def leave_from_menu(self) -> None:
        """Partie > Jouer en réseau > Quitter la table: asked while the game
        goes on at the host, as before a new game."""
        if self.leave_for_new_game():
            self.window_.statusBar().showMessage(
                NetJoin.tr("You left the table: Network game > Join a game… gives your place back."), 10000)

    def leave_for_new_game(self) -> bool:
        """Before a game of this screen's own: leave the table (asked while
        the game goes on at the host).  True when the table was left."""
        if not self.client.is_closed and not self.remote.is_over:
            box = QMessageBox(QMessageBox.Icon.Question, NetJoin.tr("Leave the table?"),
                              NetJoin.tr("Leave the network game? The computer plays your seat until you come back."),
                              QMessageBox.StandardButton.NoButton, self.window_)
            yes = box.addButton(NetJoin.tr("Leave the table"), QMessageBox.ButtonRole.YesRole)
            no = box.addButton(NetJoin.tr("Stay"), QMessageBox.ButtonRole.NoRole)
            box.setDefaultButton(no)
            box.setEscapeButton(no)
            self.leave_box = box
            box.exec()
            if box.clickedButton() is not yes:
                return False
        self.leave()
        return True

    def leave(self) -> None:
        """Leave the table: the host is told (``bye``), the window's own table comes back."""
        w = self.window_
        if w.joined is not self:
            return
        self._retry.stop()
        self.panel.hide()
        self._forget_seat()
        w.joined = None
        w.removeEventFilter(self)
        w.view.removeEventFilter(self)
        gate, w.director.count_gate = w.director.count_gate, None
        if gate is not None:
            gate.drop()
        w.director.rematch_request = None
        for signal, slot in ((self.client.closed, self._closed), (w.controller.stopped, self.leave),
                             (w.statusBar().messageChanged, self._keep_waiting_said),
                             (w.director.input_offered, self._turn_offered)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        if not self.client.is_closed:
            self.client.leave()
        self.remote.stop()
        w.director.set_controller(w.controller)
        # the window's own game gave way when the seat was taken: the table
        # left is not shown on as if it went on (a New game dialog cancelled
        # after "Quitter la table" left its cards, plates and a lit turn)
        w.director.clear_table()
        if w.scoresheet is not None:
            w.scoresheet.attach(w.controller)
            w.scoresheet.clear()
        self._host_actions(True)
        w._update_title()
        w.statusBar().showMessage(NetJoin.tr("You left the network game."), 5000)
        self.left.emit()
        self.deleteLater()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Close and obj is self.window_ and not self.client.is_closed:
            self.client.leave()         # the host hears at once that this seat left
        if (event.type() == QEvent.Type.KeyPress and obj is self.window_.view and self.panel.isVisible()
                and event.key() == Qt.Key.Key_Escape and self._panel_escape is not None):
            self._panel_escape()
            return True
        if (event.type() == QEvent.Type.KeyPress and obj is self.window_.view and self.panel.isVisible()
                and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.window_.director.awaiting is None
                and self.panel.focus_along(None, event.key() == Qt.Key.Key_Right)):
            # ← → reach the panel's buttons, as on the end of a game; during this
            # screen's turn they stay the table's (choosing a card, a bid)
            return True
        if (event.type() == QEvent.Type.KeyPress and obj is self.window_.view and self._panel_enter
                and self.panel.isVisible()
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)):
            first = self.panel.first_button()
            if self.panel.guard.accepts(event) and first is not None and first.isEnabled():
                first.click()
            return True                 # a key pressed for the table as the notice came: it stays to be read
        return False


def open_join_dialog(window: Any) -> JoinDialog | None:
    """Partie > Jouer en réseau > Rejoindre une partie… : the dialog, shown
    window-modal (it does not block); the seat taken, the window's table
    becomes the joined seat's (:class:`JoinedTable`).  A game of this
    screen's own in progress is given up only when the person presses Join
    and says so (:meth:`JoinDialog._may_leave_own_game`); Cancel changes
    nothing."""
    window.ensure_built()
    dlg = JoinDialog(window)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def joined(client: Any) -> None:
        old = window.joined
        if old is not None:
            old.leave()
        JoinedTable(window, client, dlg.address, dlg.table_name)
    dlg.joined.connect(joined)
    window.join_dialog = dlg
    dlg.open()
    return dlg


def offer_rejoin(window: Any, then: Any) -> bool:
    """At start, the table this data folder's program sat at when it
    stopped without leaving it (a crash, a power cut, a closed window: the
    marker :func:`cardtable.ui.network.seats.write_seated`), offered again:
    "Vous étiez à la table de Léa (Atout Pique). La rejoindre ?".  Asked
    once: the marker goes whatever the answer.  Oui opens the Rejoindre
    dialog with the address, code and name remembered and joins at once
    (the seat's token, kept in the data folder, takes the same seat back);
    a host that cannot be reached is said under the fields, and Annuler
    there goes on as Non does: ``then()`` (the usual start: the autosave's
    question, else the New game dialog).  Returns True when the person said
    Oui (``then`` is called later, if at all), False when nothing was asked
    or the answer was Non (the caller goes on)."""
    from cardtable import games
    from cardtable.ui.cards.words import fill
    from cardtable.ui.network.seats import clear_seated, read_seated
    at = read_seated()
    if at is None:
        return False
    clear_seated()
    try:
        title = QCoreApplication.translate(games.TITLE_CONTEXT, games.game_info(at.game).title)
    except Exception:
        return False            # a game this program does not have
    if at.table:
        text = fill(NetJoin.tr("You were at {name}'s table ({game}). Join it again?"), name=at.table, game=title)
    else:
        text = NetJoin.tr("You were at a network table ({game}). Join it again?").format(game=title)
    text += "\n\n" + NetJoin.tr("Address {address}, table code {code}, your name {name}.").format(
        address=at.address, code=at.code, name=at.name)
    from cardtable.ui.window.dialog_access import questions_read
    with questions_read():          # its words said as it opens, as the start's other questions
        answer = QMessageBox.question(window, NetJoin.tr("Join a network game"), text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.Yes)
    if answer != QMessageBox.StandardButton.Yes:
        return False
    dlg = open_join_dialog(window)
    if dlg is None:
        return False
    for edit, value in ((dlg.address_edit, at.address), (dlg.code_edit, at.code), (dlg.name_edit, at.name)):
        edit.setText(value)
    dlg.table_name = at.table
    dlg.rejected.connect(then)
    dlg.try_join()
    return True


__all__ = ["JoinDialog", "JoinedTable", "clean_code", "clean_name", "offer_rejoin", "open_join_dialog",
           "parse_address"]

"""Hosting a network game from the window (``docs/network.md``, "Hosting from
the window").

Partie > Jouer en réseau holds three actions: "Accueillir une partie…",
"Rejoindre une partie…" (:meth:`MainWindow.join_network`, the joining side)
and "Arrêter d'accueillir".

Hosting opens the New game dialog in its hosting mode (any seat may be "Sur
un autre ordinateur", at least one is; see
:class:`cardtable.ui.window.new_game.NewGameDialog`).  Only once the person
chose to host does a :class:`cardtable.ui.network.host.NetHost` listen: on a free
port of every IPv4 address (:data:`LISTEN_ADDRESS`), with a random table code.
A small banner at the top left of the table says "Code de la table : K7M2QX —
adresse : 192.168.1.12:45123" (every IPv4 address other computers may reach;
the loopback address when there is none) and, for each seat on another
computer, "Place 3 libre", "Léa : en ligne", "En attente de Léa…" (its
connection broke) or "Un ordinateur joue pour Léa"; until every such seat is
taken at once (a seat left before is "Place 3 libre" again, or waits for its
own player in a resumed game) it adds that the game starts (or resumes) when
every seat is taken -- nobody plays meanwhile, the person at this screen included, and the
status bar keeps saying so.  The seat's plate says the same: "Place 3 libre",
or the player's name with a word under it ("hors ligne", "ordinateur", "en
attente": :func:`seat_mark`, the joined screens' words too), and each arrival
or departure is said in the status bar and by a short toast.  A joining player's name replaces "Place N" everywhere
(the plates, the texts, the scoresheet, the save); a name already at the table,
without regard to case, gets a number (:func:`cardtable.ui.network.host.unique_name`).  The French avoids words that would need the player's gender
("La connexion avec Léa est perdue", not "Léa s'est déconnectée").

Hosting stops -- every client is sent ``bye`` (``host_quit``), the game is
saved in the autosave and the port is closed -- when a new game starts, a
save is opened, the window closes, or Partie > Jouer en réseau > Arrêter
d'accueillir is chosen.  That last one keeps the game on the table, paused,
with "Accueillir à nouveau" and "Nouvelle partie…" on the banner.  A saved
network game (the autosave at start, or a file opened) is resumed by hosting
it again with the same seats: they wait for their players to join again.  The
table code and the seats' tokens are kept beside the autosave
(``autosave.seats.json``, :mod:`cardtable.ui.network.seats`): the autosave
hosted again keeps its code and its players come back to their own seats (a
file opened elsewhere has none: a new code, whoever joins first taking the
first seat).  Someone who lost the seat's token (another computer) and gives
the name of a seat that waits for its player is asked about on this screen:
"Give Hugo's seat back to Hugo?" (:meth:`Hosting._ask_reclaim`); a
connected player's seat is never given.  At the end of the game the people
stay at the table (the clients have the final totals, their connections stay
open): "Rematch" starts a rematch with them (:meth:`Hosting.rematch`: the
same seats, tokens and names, a new seed) and every joined screen follows; a
joined screen's "Rematch" asks for it (said here).  A table no longer
hosted is hosted again for a rematch with the same code, on the same port
when it is free.

Undo is not offered in a network game (the controller refuses it: the
other players saw the move, as at a real table).  The host's screen shows
only what its own people may see: the seats on other computers are never
shown face up and bring no curtain (:class:`TableDirector`).

While a game is hosted, the table is advertised on the local network
(:class:`cardtable.ui.network.discovery.TableAdvertiser`: the name of the host's
person -- the computer's name when nobody plays at the host's screen --, the
game, the port and the free seats; never the code), on the interfaces the
host listens on; it is withdrawn when hosting stops.  Where mDNS is
unavailable the table is hosted all the same, joined by its address.
"""

from __future__ import annotations

import dataclasses
import logging
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtNetwork import QTcpSocket
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.cards.words import fill
from cardtable.ui.table.overlays import KEEP_CLEAR, PANEL_STYLE, raise_overlay

if TYPE_CHECKING:
    from cardtable.engine import GameState
    from cardtable.ui.network.host import NetHost
    from cardtable.ui.setup import GameSetup

log = logging.getLogger("cardtable")

#: the address the window's host listens on (every IPv4 address; tests use 127.0.0.1)
LISTEN_ADDRESS = "0.0.0.0"
BANNER_MARGIN = 8
TOAST_MS = 3500


def seat_mark(taken: bool, on: bool, computer: bool) -> str:
    """The word a plate writes under the name of a seat played on another
    computer, on every screen (:meth:`NamePlate.set_mark`): "en attente" (a
    seat taken before that waits for its person to take it again: a resumed
    game), "ordinateur" (a computer plays it meanwhile), "hors ligne" (its
    player's connection is lost); "" for a seat whose player is there (or
    a seat nobody took yet: its name says "Place 3 libre")."""
    if not taken:
        return QCoreApplication.translate("Hosting", "waiting")
    if computer:
        return QCoreApplication.translate("Hosting", "computer")
    if not on:
        return QCoreApplication.translate("Hosting", "offline")
    return ""


class HostBanner(QFrame):
    """The small panel at the top left of the table while a game is hosted."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setProperty("hostBanner", True)
        self.setProperty(KEEP_CLEAR, True)      # nothing on the table covers the table code
        self.setStyleSheet(PANEL_STYLE + "QFrame#panel { border-radius: 10px; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(4)
        self.label = QLabel(self)
        self.label.setObjectName("hostBannerText")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.label)
        # while hosting: the code and the address shown large, or copied
        self.share = QHBoxLayout()
        self.share.setSpacing(6)
        layout.addLayout(self.share)
        self.large_button = QPushButton(self)
        self.large_button.setObjectName("hostLargeButton")
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("hostCopyButton")
        for b in (self.large_button, self.copy_button):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.share.addWidget(b)
            b.hide()
        self.share.addStretch(1)
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(6)
        layout.addLayout(self.buttons)
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("hostAgainButton")
        self.again_button.setProperty("accent", True)
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("hostNewGameButton")
        for b in (self.again_button, self.new_button):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.buttons.addWidget(b)
            b.hide()
        self.hide()

    @property
    def text(self) -> str:
        return self.label.text()

    def show_lines(self, lines: list[str], buttons: bool = False, share: bool = False) -> None:
        """Show ``lines`` (rich text), wrapped to at most a third of the table's
        width so that the top hand stays in sight; ``share``: the buttons
        that show the code large and copy it; ``buttons``: "Host again" and
        "New game"."""
        from PySide6.QtGui import QTextDocument
        text = "<br>".join(lines)
        self.label.setText(text)
        parent = self.parentWidget()
        room = max(240, min(440, int(parent.width() * 0.34))) if parent is not None else 440
        doc = QTextDocument()
        doc.setDefaultFont(self.label.font())
        doc.setHtml(text)
        self.label.setWordWrap(True)
        self.label.setFixedWidth(min(room, int(doc.idealWidth()) + 4))
        self.again_button.setVisible(buttons)
        self.new_button.setVisible(buttons)
        self.large_button.setVisible(share)
        self.copy_button.setVisible(share)
        self.layout().activate()
        self.adjustSize()
        self.place()
        self.show()
        raise_overlay(self)

    def place(self) -> None:
        self.move(BANNER_MARGIN, BANNER_MARGIN)


class JoinInfoDialog(QDialog):
    """The table's address and code, large enough to be read across a room
    (Partie > Jouer en réseau, or the banner's "Afficher en grand"), with
    what to do on the other computer and "Copier"."""

    def __init__(self, hosting: Hosting) -> None:
        super().__init__(hosting.window)
        self.hosting = hosting
        self.setObjectName("JoinInfoDialog")
        self.setWindowTitle(self.tr("Join this table"))
        lay = QVBoxLayout(self)
        lay.setSpacing(6)
        self.how = QLabel(self)
        self.how.setObjectName("joinInfoHow")
        self.how.setWordWrap(True)
        lay.addWidget(self.how)
        self.address_title = QLabel(self.tr("Address"), self)
        self.address_label = QLabel(self)
        self.address_label.setObjectName("joinInfoAddress")
        self.code_title = QLabel(self.tr("Table code"), self)
        self.code_label = QLabel(self)
        self.code_label.setObjectName("joinInfoCode")
        for title, label, px in ((self.address_title, self.address_label, 40), (self.code_title, self.code_label, 84)):
            title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            font = label.font()
            font.setPixelSize(px)
            font.setBold(True)
            font.setStyleHint(font.StyleHint.Monospace)
            font.setFamilies(["DejaVu Sans Mono", "Menlo", "Consolas", "monospace"])
            font.setLetterSpacing(font.SpacingType.PercentageSpacing, 112 if px > 60 else 100)
            label.setFont(font)
            lay.addWidget(title)
            lay.addWidget(label)
        self.note = QLabel(self)
        self.note.setObjectName("joinInfoNote")
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        box = QDialogButtonBox(self)
        self.copy_button = box.addButton(self.tr("&Copy"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.setObjectName("joinInfoCopy")
        self.copy_button.clicked.connect(hosting.copy_join_info)
        close = box.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.reject)
        close.setDefault(True)
        lay.addWidget(box)
        self.refresh()

    def refresh(self) -> None:
        h = self.hosting
        host = h.host
        if host is None:
            self.reject()
            return
        self.how.setText(self.tr("On the other computer: Game > Network game > Join a game…, then type the "
                                 "address and the code."))
        self.address_label.setText("\n".join(f"{a}:{host.port}" for a in h.addresses))
        code = host.code
        self.code_label.setText(f"{code[:3]} {code[3:]}" if len(code) == 6 else code)
        self.note.setText(h.reach_note())
        self.note.setVisible(bool(self.note.text()))
        self.adjustSize()


class Hosting(QObject):
    """The window's network host: its actions, its banner and its :class:`NetHost`.

    ``window`` is the main window (:mod:`cardtable.ui.window.main_window`), which
    makes this object; its controller, table, settings and menus are used, its
    module is not imported (the window imports this one)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.host: NetHost | None = None
        self.addresses: list[str] = []
        self._announce_where: dict[str, Any] = {}
        self.this_computer_only = False   # no network: only this computer's windows can join
        self.advertiser: Any = None
        self.takeover_ms: int | None = 30_000
        self.takeover_level = "intermediaire"
        self._states: dict[int, tuple[bool, bool, bool]] = {}   # seat -> (taken, connected, computer)
        self._names_shown: list[str] = []
        self._held = False           # the game is kept paused after "Stop hosting"
        self._was_waiting = False    # the table waited for its seats when last told (the game goes on: said)
        self._last_code: str | None = None
        self.reclaim_boxes: dict[Any, QMessageBox] = {}   # a connection asking for its seat -> the question
        self._last_port = 0
        self.pace = True             # the computers' thinking pause (tests play without it)
        self.news: list[str] = []    # every arrival and departure said (status bar, toast), in order
        self.quit_box: QMessageBox | None = None     # the question of confirm_quit while it is shown
        self.banner = HostBanner(window.view)
        self.banner.again_button.clicked.connect(self.host_again)
        self.banner.large_button.clicked.connect(self.show_join_info)
        self.banner.copy_button.clicked.connect(self.copy_join_info)
        self.join_info: JoinInfoDialog | None = None
        self.banner.new_button.clicked.connect(window.new_game_dialog)
        self.act_host = QAction(window)
        self.act_host.setObjectName("actionHostGame")
        self.act_host.triggered.connect(self.host_dialog)
        self.act_join = QAction(window)
        self.act_join.setObjectName("actionJoinGame")
        self.act_join.triggered.connect(window.join_network)
        self.act_info = QAction(window)
        self.act_info.setObjectName("actionShowJoinInfo")
        self.act_info.triggered.connect(self.show_join_info)
        self.act_stop = QAction(window)
        self.act_stop.setObjectName("actionStopHosting")
        self.act_stop.triggered.connect(self.stop_from_menu)
        self.act_leave = QAction(window)              # a joined screen's way out (cardtable.ui.network.join)
        self.act_leave.setObjectName("actionLeaveTable")
        self.act_leave.triggered.connect(self._leave_table)
        self.menu: QMenu | None = None
        self.controller.started.connect(self._refresh)
        self.controller.game_over.connect(self._game_over)
        # while the table waits for its seats, the bar keeps saying so (as a joined screen's does)
        window.statusBar().messageChanged.connect(self._keep_wait_said)
        window.director.scene.layout_changed.connect(self.banner.place)
        self.update_actions()

    # ------------------------------------------------------------ menus
    def add_menu(self, menu: QMenu) -> None:
        """Partie > Jouer en réseau."""
        self.menu = menu.addMenu("")
        self.menu.setObjectName("menuNetwork")
        self.menu.addAction(self.act_host)
        self.menu.addAction(self.act_join)
        from importlib.util import find_spec
        self.act_join.setVisible(find_spec("cardtable.ui.network.join") is not None)
        self.menu.addSeparator()
        self.menu.addAction(self.act_info)
        self.menu.addAction(self.act_stop)
        self.menu.addAction(self.act_leave)
        self.menu.aboutToShow.connect(self.update_actions)

    def retranslate(self) -> None:
        if self.menu is not None:
            self.menu.setTitle(self.tr("&Network game"))
        self.act_host.setText(self.tr("&Host a game…"))
        self.act_join.setText(self.tr("&Join a game…"))
        self.act_stop.setText(self.tr("&Stop hosting"))
        self.act_leave.setText(self.tr("&Leave the table"))
        self.act_info.setText(self.tr("Show the &address and the code…"))
        self.banner.again_button.setText(self.tr("Host again"))
        self.banner.large_button.setText(self.tr("Show large"))
        self.banner.large_button.setToolTip(self.tr("The address and the table code, large enough to read "
                                                    "across the room"))
        self.banner.copy_button.setText(self.tr("Copy"))
        self.banner.copy_button.setToolTip(self.tr("Copy the address and the table code, to send them"))
        self.banner.new_button.setText(self.tr("New game…"))
        self._refresh()

    def update_actions(self) -> None:
        self.act_stop.setEnabled(self.host is not None)
        self.act_info.setEnabled(self.host is not None)
        joined = getattr(self.window, "joined", None)
        self.act_leave.setVisible(joined is not None)   # shown on a joined screen only
        self.act_leave.setEnabled(joined is not None)

    def _leave_table(self) -> None:
        joined = getattr(self.window, "joined", None)
        if joined is not None:
            joined.leave_from_menu()

    @property
    def hosting(self) -> bool:
        return self.host is not None

    # ------------------------------------------------------------ start
    def host_dialog(self) -> bool:
        """Partie > Jouer en réseau > Accueillir une partie… : True if a game is hosted."""
        from cardtable.ui.games import playable_games
        from cardtable.ui.window.new_game import NewGameDialog
        with self.controller.held():
            # the game in progress is given up only on the dialog's OK (as Partie > Nouvelle partie)
            dlg: NewGameDialog | None = None

            def give_up() -> bool:
                return self.window.saves.may_replace(dlg)
            dlg = NewGameDialog(self.window.settings, playable_games(), self.window, hosting=True,
                                before_start=give_up)
            self.dialog = dlg
            if not dlg.exec():
                return False
            setup = dlg.setup()
        return self.start(setup, None, dlg.takeover_ms(), dlg.takeover_level())

    def resume(self, setup: GameSetup, state: GameState, memory: dict | None = None) -> bool:
        """Host a saved network game again: its seats on other computers wait
        for their players (the delay and level last chosen for hosting); the
        ``memory`` kept with it shows again here and on their screens."""
        from cardtable.ui.window.new_game import TAKEOVER_CHOICES, TAKEOVER_KEY, TAKEOVER_LEVEL_KEY
        settings = self.window.settings
        return self.start(setup, state, TAKEOVER_CHOICES[settings.get(TAKEOVER_KEY)],
                          settings.get(TAKEOVER_LEVEL_KEY), memory=memory)

    def offer_resume(self) -> bool:
        """Ask before a saved network game is hosted again (a file opened)."""
        from cardtable.ui.window.dialog_access import questions_read
        with questions_read():
            answer = QMessageBox.question(
                self.window, self.tr("Host a network game"),
                self.tr("This game is played over the network. Host it again? Its players on other computers "
                        "will join it again with the table code shown on the table."),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def host_again(self) -> bool:
        """The banner's "Host again" (after "Stop hosting"): the same game, the same seats."""
        setup, state = self.controller.setup, self.controller.state
        if setup is None or state is None or state.is_over:
            return False
        return self.start(setup, state, self.takeover_ms, self.takeover_level, code=self._last_code,
                          port=self._last_port)

    def rematch(self, setup: GameSetup) -> None:
        """The end-of-game "Rematch" of a hosted game: the same people at
        the same table (the same seats, tokens and names; the connections
        stay open after the end), a new game seeded anew here; every joined
        screen is sent the new game and follows.  A table no longer hosted
        is hosted again with the same code."""
        host = self.host
        if host is None or host.server is None:
            self.start(setup, None, self.takeover_ms, self.takeover_level, code=self._last_code,
                       port=self._last_port)
            return
        host.start_game(setup)
        self._refresh()
        self.update_actions()
        self._say(self.tr("Rematch: the same players at the same table."))

    def _rematch_asked(self, seat: int) -> None:
        """A joined player asks for a rematch (their screen's "Rematch"):
        said here, where the host's person starts it."""
        ctl = self.controller
        if self.host is None or ctl.state is None or not ctl.state.is_over or ctl.setup is None:
            return
        self._say(self.tr("{name} asks for a rematch: “Rematch” starts it.").format(
            name=ctl.setup.names[seat]))

    def start(self, setup: GameSetup, state: GameState | None, takeover_ms: int | None, takeover_level: str,
              code: str | None = None, port: int = 0, memory: dict | None = None) -> bool:
        """Listen, then start (or resume) ``setup`` with its remote seats waiting."""
        from cardtable.ui.network.host import PORT_KEY, NetHost
        self.stop()
        self._let_go()
        w = self.window
        w.lessons.end()
        w._demo = False
        ctl = self.controller
        ctl.pace = self.pace
        ctl.autosave_enabled = True
        from cardtable.ui.network.seats import host_seats_path
        setup = self._real_names(setup)
        settings = w.settings
        port = port or settings.get(PORT_KEY)       # the last hosting's port, when it is free
        host = NetHost(ctl, code=code, takeover_ms=takeover_ms, takeover_level=takeover_level, parent=self,
                       seats_path=lambda: host_seats_path(ctl.autosave_path()), reclaim="ask")
        if not host.listen(LISTEN_ADDRESS, port) and not (port and host.listen(LISTEN_ADDRESS, 0)):
            host.detach()
            host.deleteLater()
            QMessageBox.warning(w, self.tr("Host a network game"),
                                self.tr("The game cannot be hosted: this computer refuses to open a network "
                                        "port for it."))
            return False
        self.host = host
        self.takeover_ms, self.takeover_level = takeover_ms, takeover_level
        settings.set(PORT_KEY, host.port)
        from cardtable.ui.network.host import reach
        self.addresses, self._announce_where, self.this_computer_only = reach(LISTEN_ADDRESS)
        self._states = {}
        host.seats_changed.connect(self._seats_changed)
        # between two rounds the screens go on together (count_gate); after the end the
        # people stay at the table for a rematch
        host.screen_read = 0 if setup.human_seats else None
        host.keep_after_over = True
        from cardtable.ui.network.count_gate import CountGate
        w.director.count_gate = CountGate(
            host.screen_went_on, lambda at: host.waiting_for(at, set(ctl.human_seats())),
            lambda: list(ctl.setup.names) if ctl.setup is not None else [], host.reading_changed, host)
        host.rematch_asked.connect(self._rematch_asked)
        host.reclaim_asked.connect(self._ask_reclaim)
        host.reclaim_ended.connect(self._reclaim_ended)
        host.start_game(setup, state, memory=memory)
        # a resumed game's seats taken before (their tokens kept): their
        # players coming back "are back", not newcomers
        self._states = {s: (True, False, False) for s in host.tokens}
        # (a resumed game's seats are called by the names kept with their tokens)
        self._names_shown = list(ctl.setup.names) if ctl.setup is not None else list(setup.names)
        self._last_code, self._last_port = host.code, host.port      # (a resumed game's code is its own)
        self._advertise()
        self._refresh()
        self.update_actions()
        self._was_waiting = host.waiting
        w.statusBar().showMessage(" ".join(t for t in (
            self.tr("The table is open: give the other players the table code {code}.").format(code=host.code),
            self.wait_line()) if t), 15000)
        return True

    def _keep_wait_said(self, *_: Any) -> None:
        """The bar's message changed (the deal's words, a refusal, a cleared
        bar): while the table waits, the wait is said after it (at the next
        pass of the event loop)."""
        if self.wait_line():
            QTimer.singleShot(0, self, self._restore_wait)

    def _restore_wait(self) -> None:
        text = self.wait_line()
        if not text or self.window.director.controller is not self.controller:
            return
        bar = self.window.statusBar()
        shown = bar.currentMessage()
        if text not in shown:
            # (a refused action's words are the wait's own: said once)
            bar.showMessage(text if shown in text else " ".join(t for t in (shown, text) if t))

    def wait_line(self) -> str:
        """While the table waits for its seats to be taken (nobody plays):
        "The game starts (resumes) when every seat is taken."; else ""."""
        if self.host is None or not self.host.waiting:
            return ""
        return self.controller.seats_refusal()

    def _real_names(self, setup: GameSetup) -> GameSetup:
        """The hosted game's names as the other screens will show them: a
        person at this screen still called "Vous" (the automatic name, a
        resumed save) takes their own name (``network/name``), else "Joueur
        1"; the name of the one person here is remembered as theirs (the
        join dialog offers it)."""
        from cardtable.ui.network.names import NAME_KEY, host_person_name, is_you
        settings = self.window.settings
        seats = [dataclasses.replace(s, name=host_person_name(settings)) if s.human and is_you(s.name) else s
                 for s in setup.seats]
        if seats != setup.seats:
            setup = dataclasses.replace(setup, seats=seats)
        humans = setup.human_seats
        fallback = QCoreApplication.translate("GamePlugin", "Player {n}").format(n=1)
        if len(humans) == 1 and setup.names[humans[0]] != fallback:
            settings.set(NAME_KEY, setup.names[humans[0]])
        return setup

    # ------------------------------------------------------------- stop
    def stop(self, reason: str = "host_quit") -> None:
        """Stop hosting: the game saved, every client told why, the port closed."""
        host = self.host
        if host is None:
            return
        self.host = None
        for box in list(self.reclaim_boxes.values()):
            box.close()
        self.reclaim_boxes.clear()
        gate, self.window.director.count_gate = self.window.director.count_gate, None
        if gate is not None:
            gate.release()                 # a count waiting for the others goes on: they left
        self.controller.save()
        if host.waiting:
            self.controller.seats_taken()     # (a table no longer hosted waits for nobody)
        host.detach()
        host.stop(reason)
        for sock in host.findChildren(QTcpSocket):
            sock.waitForBytesWritten(200)        # the goodbyes leave before anything else happens
        QTimer.singleShot(4000, host.deleteLater)   # after the linger of its closing connections
        if self.advertiser is not None:
            try:
                self.advertiser.stop()
            except Exception:            # noqa: BLE001 - advertising never stops the game
                log.exception("network: the table could not stop being advertised")
            self.advertiser = None
        self._states = {}
        self._refresh()
        self.update_actions()

    def stop_from_menu(self) -> None:
        """Partie > Jouer en réseau > Arrêter d'accueillir: the game stays on
        the table, paused and saved, until it is hosted again or replaced."""
        if self.host is None:
            return
        over = self.controller.state is None or self.controller.state.is_over
        self.stop()
        if not over:
            # the game waits for the table to be hosted again: no input stays
            # offered (a bid panel), and a gesture says why (not "a window is open")
            self.controller.hold(self.closed_reason())
            self._held = True
            if self.window.director.controller is self.controller:
                self.window.director.close_input()
            self._refresh()
        self.window.statusBar().showMessage(self.tr("The table is closed; the game is saved."), 10000)

    def closed_reason(self) -> str:
        """Why nothing is played on a table whose hosting stopped."""
        return self.tr("The table is closed: host it again to go on.")

    def _let_go(self) -> None:
        if self._held:
            self._held = False
            self.controller.release(self.closed_reason())

    def before_other_game(self) -> None:
        """A new game, a save opened, the window closing: hosting stops."""
        self.stop()
        self._let_go()
        self._refresh()

    def _game_over(self, _totals: list) -> None:
        """The end: every screen has the final totals and keeps its final
        scores in view; the people stay at the table (their connections
        open) until this screen's "Rematch" starts a rematch with them,
        or another game, a closed window or "Stop hosting" sends them away."""
        if self.host is not None:
            self.window.statusBar().showMessage(
                self.tr("The game is over. “Rematch” starts a new game with the same players."), 15000)

    # -------------------------------------------------------- advertising
    def _table_name(self) -> str:
        setup = self.controller.setup
        if setup is not None and setup.human_seats:
            return setup.names[setup.human_seats[0]]
        from PySide6.QtCore import QSysInfo
        return QSysInfo.machineHostName() or self.tr("Table")

    def _advertise(self) -> None:
        host, setup = self.host, self.controller.setup
        if host is None or setup is None:
            return
        try:
            from cardtable.ui.network.discovery import TableAdvertiser
        except ImportError:
            return
        try:
            # advertised where the host listens (every interface, or the one address given;
            # the loopback on a computer without a network: its own windows find the table)
            adv = TableAdvertiser(self._table_name(), setup.game_id, host.port, len(host.free_seats()),
                                  waiting=len(host.waiting_seats()), **self._announce_where)
            if adv.start():
                self.advertiser = adv
        except Exception:          # noqa: BLE001 - hosting works by address without it
            log.exception("network: the table could not be advertised")

    # ------------------------------------------------------------- seats
    def _ask_reclaim(self, conn: Any, seat: int, name: str) -> None:
        """Someone without the seat's token asks for a seat that waits for its
        player, by its name: the host's person decides (a question that does
        not block the table)."""
        host = self.host
        setup = self.controller.setup
        if host is None or setup is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Give a seat back?"),
                          self.tr("Someone who calls themselves {name} asks to come back to the seat of {seat}, "
                                  "which waits for its player. Give this seat back?").format(
                              name=name, seat=setup.names[seat]),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setInformativeText(self.tr("Say yes if it is {seat} on another computer. A player connected now "
                                       "never loses their seat.").format(seat=setup.names[seat]))
        give = box.addButton(self.tr("Give the seat back"), QMessageBox.ButtonRole.YesRole)
        refuse = box.addButton(self.tr("Refuse"), QMessageBox.ButtonRole.NoRole)
        box.setDefaultButton(give)
        box.setEscapeButton(refuse)
        box.setObjectName("reclaimBox")
        box.setWindowModality(Qt.WindowModality.NonModal)
        self.reclaim_boxes[conn] = box

        def answered(button: Any) -> None:
            if self.reclaim_boxes.pop(conn, None) is None:
                return
            if self.host is host:
                host.answer_reclaim(conn, button is give)
        box.buttonClicked.connect(answered)
        box.finished.connect(lambda _r: answered(box.clickedButton() or refuse))
        box.show()

    def _reclaim_ended(self, conn: Any) -> None:
        """The person who asked left before the answer: the question goes."""
        box = self.reclaim_boxes.pop(conn, None)
        if box is not None:
            box.close()

    def seat_states(self) -> dict[int, tuple[bool, bool, bool]]:
        """Each remote seat: (taken since this hosting began, its player
        connected, a computer plays it).  A resumed game's seat whose token is
        known but whose player has not come back yet is not taken: it waits."""
        host, ctl = self.host, self.controller
        if host is None:
            return {}
        connected = host.connected()
        return {s: (host.taken_here(s), s < len(connected) and connected[s], s in ctl.players)
                for s in sorted(ctl.remote)}

    def people_away(self) -> list[str]:
        """The names of the people now playing from other computers (their
        connection open, no computer in their place), while the game runs."""
        ctl = self.controller
        if self.host is None or ctl.setup is None or ctl.state is None or ctl.state.is_over:
            return []
        names = ctl.setup.names
        return [names[s] for s, (_taken, on, computer) in self.seat_states().items()
                if on and not computer and s < len(names)]

    def confirm_quit(self) -> bool:
        """Before the window closes while people play from other computers:
        they are sent away (the game stays saved here, to be hosted again).
        True to quit."""
        away = self.people_away()
        if not away:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Quit"),
                          self.tr("Quit during a network game with {names}?").format(names=", ".join(away)),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setInformativeText(
            self.tr("They are sent away from the table. The game is saved on this computer: "
                    "host it again when the program starts, and they can join it again.") if len(away) > 1
            else self.tr("This person is sent away from the table. The game is saved on this computer: "
                         "host it again when the program starts, and this person can join it again."))
        quit_button = box.addButton(self.tr("Quit"), QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(self.tr("Stay"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        self.quit_box = box
        with self.controller.held():
            box.exec()
        self.quit_box = None
        return box.clickedButton() is quit_button

    def _seats_changed(self) -> None:
        host = self.host
        if host is None:
            return
        before = list(self._names_shown)    # (a seat left before the table was full is "Place N" again)
        self._take_names()
        news: list[str] = []
        names = self.controller.setup.names if self.controller.setup is not None else []
        for seat, (taken, on, computer) in self.seat_states().items():
            was = self._states.get(seat, (False, False, False))
            name = names[seat] if seat < len(names) else str(seat + 1)
            if was[1] and not on and seat < len(before):
                name = before[seat]
            if on and not was[1]:
                news.append((self.tr("{name} is back at the table.") if was[0]
                             else self.tr("{name} joined the table.")).format(name=name))
            elif was[1] and not on:
                news.append((self.tr("{name} left the table.") if seat in host.left_seats
                             else self.tr("The connection with {name} is lost.")).format(name=name))
            if computer and not was[2]:
                news.append(self.tr("A computer plays for {name}.").format(name=name))
            self._states[seat] = (taken, on, computer)
        going_on = self._was_waiting and not host.waiting
        if going_on:
            # the last seat taken: the game goes on (the person here is offered the turn)
            news.append(QCoreApplication.translate("NetJoin", "Every seat is taken: the game resumes.")
                        if self.controller.resumed
                        else QCoreApplication.translate("NetJoin", "Every seat is taken: the game starts."))
        self._was_waiting = host.waiting
        if news:
            self._say(" ".join([*news, self.wait_line()]).strip(), news, for_turn=going_on)
        if self.advertiser is not None:
            try:
                self.advertiser.update(len(host.free_seats()), len(host.waiting_seats()))
            except Exception:        # noqa: BLE001
                log.exception("network: the advertised free seats could not be updated")
        self._refresh()

    def _say(self, text: str, news: list[str] | None = None, for_turn: bool = False) -> None:
        """Table news: in the status bar and by a toast under the banner.
        While the person here is asked to act, the bar says it after the
        news ("Léa a rejoint la table. À vous : …"), until they act;
        ``for_turn``: news that lets the game go on, said with the turn
        about to be offered (``TableDirector.news_for_turn``)."""
        self.news += news if news is not None else [text]
        director = self.window.director
        say = director.news_for_turn if for_turn else director.news_with_turn
        if director.controller is not self.controller or not say(text):
            self.window.statusBar().showMessage(text, 15000)
        # under the banner, where no card, plate or bubble is
        toast, banner = self.window.director.toast, self.banner
        toast.setText(text)
        toast.adjustSize()
        toast.show_text(text, TOAST_MS, BANNER_MARGIN + toast.width() // 2,
                        banner.y() + banner.height() + 8 + toast.height() // 2)

    def _take_names(self) -> None:
        """The names the joining players gave replace "Place N": the host
        (:meth:`NetHost._name_seat`) has made them unique and told every
        client; here the scoresheet shows them and the save keeps them."""
        ctl = self.controller
        setup = ctl.setup
        if self.host is None or setup is None:
            return
        if setup.names != self._names_shown:
            self._names_shown = list(setup.names)
            ctl.save()
            self.window._refresh_scores()
            behaviour = self.window.director.behaviour
            if behaviour is not None and self.window.director.controller is ctl:
                behaviour.names_changed()

    # ------------------------------------------------- telling the others
    def join_text(self) -> str:
        """The code and the address in one line (what "Copier" copies)."""
        host = self.host
        if host is None:
            return ""
        return self.tr("Table code: {code} — address: {address}").format(
            code=host.code, address=", ".join(f"{a}:{host.port}" for a in self.addresses))

    def copy_join_info(self) -> None:
        """"Copier": the code and the address on the clipboard, to send them."""
        text = self.join_text()
        if not text:
            return
        QGuiApplication.clipboard().setText(text)
        self.window.statusBar().showMessage(self.tr("Copied: {text}").format(text=text), 8000)

    def show_join_info(self) -> JoinInfoDialog | None:
        """"Afficher en grand": the address and the code, readable across a room."""
        if self.host is None:
            return None
        if self.join_info is None:
            self.join_info = JoinInfoDialog(self)
            self.join_info.finished.connect(lambda _r: setattr(self, "join_info", None))
            self.join_info.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.join_info.refresh()
        self.join_info.show()
        self.join_info.raise_()
        return self.join_info

    def reach_note(self) -> str:
        """Said beside the address when other computers cannot reach it."""
        if self.host is None or not self.this_computer_only:
            return ""
        return self.tr("This computer is on no network: only the program's windows on this computer can join "
                       "the table. Connect it to the home network, then host again, for other computers.")

    # ------------------------------------------------------------- shown
    def seat_line(self, seat: int) -> str:
        """The banner's line for a remote seat."""
        from cardtable.ui.window.new_game import remote_seat_name
        states = self.seat_states()
        taken, on, computer = states.get(seat, (False, False, False))
        names = self.controller.setup.names if self.controller.setup is not None else []
        name = names[seat] if seat < len(names) else remote_seat_name(seat)
        if not taken:
            # a seat named after its player (a resumed game, a rematch) waits for that player
            return (self.tr("Seat {n} free").format(n=seat + 1) if name == remote_seat_name(seat)
                    else fill(self.tr("Waiting for {name}…"), name=name))
        if computer:
            return self.tr("A computer plays for {name}").format(name=name)
        if on:
            return self.tr("{name}: online").format(name=name)
        return fill(self.tr("Waiting for {name}…"), name=name)

    def plate_name(self, seat: int) -> str:
        """A remote seat's plate: its name, or "Place 3 libre" while nobody took it."""
        from cardtable.ui.window.new_game import remote_seat_name
        taken = self.seat_states().get(seat, (False, False, False))[0]
        setup = self.controller.setup
        name = setup.names[seat] if setup is not None and seat < len(setup.names) else str(seat + 1)
        if not taken and name == remote_seat_name(seat):
            return self.tr("Seat {n} free").format(n=seat + 1)
        return name

    def plate_mark(self, seat: int) -> str:
        """A remote seat's plate, under its name: where its player is, in a
        word (:func:`seat_mark`)."""
        from cardtable.ui.window.new_game import remote_seat_name
        taken, on, computer = self.seat_states().get(seat, (False, False, False))
        setup = self.controller.setup
        name = setup.names[seat] if setup is not None and seat < len(setup.names) else ""
        if not taken and name == remote_seat_name(seat):
            return ""               # "Place 3 libre" says it
        return seat_mark(taken, on, computer)

    def banner_lines(self) -> list[str]:
        host = self.host
        if host is None:
            return []
        ports = ", ".join(f"{a}:{host.port}" for a in self.addresses)
        head = self.tr("Table code: {code} — address: {address}").format(
            code=f"<b style='color:#ffd65c; font-size:120%'>{escape(host.code)}</b>", address=escape(ports))
        lines = [head]
        if self.reach_note():       # in short here; in full in the large display
            short = self.tr("Only windows on this computer can join: it is on no network.")
            lines.append(f"<i>{escape(short)}</i>")
        lines += [escape(self.seat_line(s)) for s in sorted(self.controller.remote)]
        if host.waiting:
            lines.append(f"<i>{escape(self.wait_line())}</i>")
        return lines

    def _refresh(self, *_: Any) -> None:
        """The banner and the remote seats' plates, as the seats are now."""
        ctl = self.controller
        director = self.window.director
        # the plates are this controller's only while the table shows its game
        # (not a seat joined on another computer's table)
        plates = director.scene.plates if director.controller is ctl else {}
        before = self.banner.geometry() if self.banner.isVisible() else None
        if self.host is not None:
            self.banner.show_lines(self.banner_lines(), share=True)
            if self.join_info is not None:
                self.join_info.refresh()
            for seat in ctl.remote:
                plate = plates.get(seat)
                if plate is not None:
                    plate.set_name(self.plate_name(seat))
                    plate.set_mark(self.plate_mark(seat))
        elif self._held and ctl.state is not None:
            self.banner.show_lines([escape(self.tr("The table is closed; the game is saved.")),
                                    escape(self.tr("The players on other computers can join again once it "
                                                   "is hosted again."))], buttons=True)
        else:
            self.banner.hide()
            if ctl.setup is not None:
                for seat, plate in plates.items():
                    if seat < len(ctl.setup.names) and plate.name != ctl.setup.names[seat]:
                        plate.set_name(ctl.setup.names[seat])
                    plate.set_mark("")
        after = self.banner.geometry() if self.banner.isVisible() else None
        behaviour = director.behaviour
        if after != before and behaviour is not None and hasattr(behaviour, "relayout_overlays"):
            behaviour.relayout_overlays()       # the logs and prompts move clear of the banner

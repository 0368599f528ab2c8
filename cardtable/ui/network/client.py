"""The joining side of a network game (``docs/network.md``).

:class:`NetClient` is one seat's connection to a host: it sends the hello,
keeps what the host sends its seat (the view, who is to act, its encoded
legal actions, the names, who is connected, which seats are free and which
the game waits for before it goes on) and emits a signal for each
message, so a window can be built on it as on the controller.  Every message
from the host is ``check()``ed; a malformed one closes the connection
(``closed("bad_message")``).  The client decides nothing: an action it sends
is applied only if the host finds it among the seat's legal actions.

:class:`ComputerClient` plays a joined seat with a computer player of a
level: the encoded legal actions are decoded
(:func:`cardtable.net.actions.decode_actions`) and the player chooses from
the view it was sent, as at the host's table.  After each action it sends a
``ping`` and answers no position until the ``pong`` comes back: the host
handles a connection's messages in order, so every position sent before the
``pong`` is then in, the one after its action included, and a position the
host sent before that action arrived (another seat had moved) is not
answered a second time, which the host would only refuse.

A client watches its host: once seated, a host it has heard nothing from for
:data:`cardtable.ui.network.host.SILENCE_MS` (the host pings every 2 s) is a
lost connection (``closed("lost")``: the owner rejoins with the token).  A
client that was itself stopped (a laptop asleep: its own timer late) first
gives the host that long again.

With a :class:`cardtable.ui.network.seats.SeatStore`, the seat's token is
kept on disk: a join without a token sends the one kept for that table (and
joins afresh if the host no longer knows it), the token is kept once seated
and forgotten at the end of the game.
"""

from __future__ import annotations

import json
import logging
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from cardtable.engine.i18n import QT_TRANSLATE_NOOP
from cardtable.net.actions import decode_actions
from cardtable.net.protocol import PROTOCOL, FrameReader, ProtocolError, check, client_message, encode
from cardtable.ui.network import host as host_module
from cardtable.ui.network.host import PROGRAM

log = logging.getLogger("cardtable")

#: how each side words a refusal or a goodbye (protocol.REASONS)
REASON_TEXTS = {
    "bad_code": QT_TRANSLATE_NOOP("net", "The table code is not right."),
    "too_slow": QT_TRANSLATE_NOOP("net", "The table code was not given in time."),
    "protocol": QT_TRANSLATE_NOOP("net", "The host runs another version of the program: both computers need "
                                         "the same one."),
    "no_free_seat": QT_TRANSLATE_NOOP("net", "Every seat of this table is taken."),
    "bad_token": QT_TRANSLATE_NOOP("net", "This seat is not yours any more (the host started another game)."),
    "bad_message": QT_TRANSLATE_NOOP("net", "The connection was closed: a message was not understood."),
    "host_quit": QT_TRANSLATE_NOOP("net", "The host stopped the game; it is kept on the host."),
    "game_over": QT_TRANSLATE_NOOP("net", "The game is over."),
    "replaced": QT_TRANSLATE_NOOP("net", "This seat was taken again from another connection."),
    "flood": QT_TRANSLATE_NOOP("net", "The connection was closed: too many messages too fast."),
    "declined": QT_TRANSLATE_NOOP("net", "The host did not give you that seat back."),
    "lost": QT_TRANSLATE_NOOP("net", "The connection to the host was lost."),
}

RENAMED_TEXT = QT_TRANSLATE_NOOP("net", "Another player is called {asked}: you play under the name {name}.")


def renamed_text(asked: str, name: str) -> str:
    """What a person renamed by the host is told ("Hugo" became "Hugo 2")."""
    return QCoreApplication.translate("net", RENAMED_TEXT).format(asked=asked, name=name)


def reason_text(code: str) -> str:
    """The translated words of a reason code (or the code itself if unknown)."""
    source = REASON_TEXTS.get(code)
    return QCoreApplication.translate("net", source) if source else code



class NetClient(QObject):
    welcomed = Signal()               # the seat was taken (or the whole position sent again)
    updated = Signal(list)            # events (redacted for this seat); view, to_act, legal are new
    illegal = Signal(int, str)        # seq of a refused action, the host's reason (English)
    seats_changed = Signal()
    over = Signal(list)               # the game ended: final totals
    reading_changed = Signal()        # ``read``: who went on from a round's count changed
    closed = Signal(str)              # reason code (see protocol.REASONS), "lost" if the network broke
    ponged = Signal(int)              # the host answered our ping with this t

    def __init__(self, parent: QObject | None = None, record: bool = False, store: Any = None) -> None:
        super().__init__(parent)
        self.store = store                 # a SeatStore: the token kept on disk, per table
        self._target: tuple[str, int] = ("", 0)
        self._stored = False               # the hello's token came from the store
        self._restarting = False
        self._heard = 0.0
        self._tick = 0.0
        self._watch = QTimer(self)
        self._watch.timeout.connect(self._check_silence)
        self.socket = QTcpSocket(self)
        self.socket.readyRead.connect(self._read)
        self.socket.disconnected.connect(self._lost)
        self.socket.errorOccurred.connect(self._error)
        self.socket.connected.connect(self._send_hello)
        self.reader = FrameReader()
        self.record = record
        self.received: list[bytes] = []    # every byte received (when ``record``: the leak tests read it)
        self.messages: list[dict[str, Any]] = []   # every message received (when ``record``)
        self.seat: int | None = None
        self.token: str | None = None
        self.game = ""
        self.players = 0
        self.names: list[str] = []
        self.options: dict[str, Any] = {}
        self.opening: list[dict[str, Any]] = []     # the deal's events, when joined before the first move
        self.recent: list[dict[str, Any]] = []      # else the game's last events as this seat saw them
        self.view: dict[str, Any] = {}
        self.to_act: list[int] = []
        self.legal: list[dict[str, Any]] = []
        self.window_ms = 0
        self.connected_seats: list[bool] = []
        self.computer_seats: list[bool] = []
        self.free_seats: list[bool] = []            # per seat: nobody took it yet (a newcomer may)
        self.awaited_seats: list[bool] = []         # per seat: the game waits for it to be taken
        self.begun = False                          # the host's game was resumed from its save
        self.totals: list[int] | None = None
        self.at = 0                                 # the host's position of the last welcome or events
        self.read: list[int] = []                   # per seat, the last count its screen went on from (-1: none)
        self.reason: str | None = None
        self._seq = 0
        self._hello: dict[str, Any] = {}
        self.is_closed = False

    def join(self, host: str, port: int, code: str, name: str, token: str | None = None,
             lang: str = "fr") -> None:
        """Connect and take a free seat (or the seat of ``token``; without one,
        the token the store keeps for that table, if any)."""
        self._target = (host, port)
        self._stored = False
        if token is None and self.store is not None:
            token = self.store.claim(host, code)
            self._stored = token is not None
        self._watch.stop()
        self._hello = client_message("hello", program=PROGRAM, protocol=PROTOCOL, code=code, name=name,
                                     token=token, lang=lang)
        self.reader = FrameReader()
        self.is_closed = False
        self.reason = None
        self.socket.connectToHost(host, port)

    def rejoin(self, host: str, port: int) -> None:
        """Come back to the same seat with its token (after a broken connection)."""
        assert self.token is not None
        hello = dict(self._hello)
        self.join(host, port, hello["code"], hello["name"], self.token, hello["lang"])

    def send_action(self, action: dict[str, Any]) -> int:
        """Send an encoded action; returns its ``seq`` (an ``illegal`` names it)."""
        self._seq += 1
        self._send(client_message("action", seq=self._seq, action=action))
        return self._seq

    def ping(self, t: int) -> None:
        """Ask the host for a ``pong`` with ``t`` (it comes after everything the
        host sent before it read the ping)."""
        self._send(client_message("ping", t=t))

    def went_on(self, at: int) -> None:
        """This seat's person went on from the round's count shown at the host's position ``at``."""
        if self.seat is not None and not self.is_closed:
            self._send(client_message("read", at=at))

    def ask_rematch(self) -> None:
        """After the end: this seat's person asks the host for a rematch at this table."""
        if self.seat is not None and not self.is_closed:
            self._send(client_message("rematch"))

    def leave(self) -> None:
        self._send(client_message("bye"))
        # written now: the window deletes a joined table's client at once
        # after it left, and a socket deleted with its bytes unwritten never
        # says "bye" (the host then told a lost connection)
        self.socket.flush()
        self._watch.stop()
        self.socket.disconnectFromHost()
        if self.store is not None:
            self.store.release(self.token)       # kept: a later join takes the seat back

    @property
    def table(self) -> tuple[str, str]:
        """The host as given to :meth:`join` and the table code."""
        return self._target[0], str(self._hello.get("code", ""))

    def abort(self) -> None:
        """Drop the connection at once, as a closed laptop would."""
        self.socket.abort()
        self._finish("lost")

    @property
    def asked_name(self) -> str:
        """The name this client asked for, as the host reads it (spaces collapsed)."""
        return " ".join(str(self._hello.get("name", "")).split())

    @property
    def renamed(self) -> str | None:
        """The name the host gave this seat when another seat has the name
        asked for (without regard to case: "Hugo 2"); None otherwise, and
        always None for a seat taken back with its token (the person's own
        seat coming back keeps the name it was given)."""
        if self.seat is None or self.seat >= len(self.names) or self._hello.get("token") is not None:
            return None
        given = self.names[self.seat]
        asked = self.asked_name.casefold()
        clash = any(i != self.seat and " ".join(n.split()).casefold() == asked for i, n in enumerate(self.names))
        return given if given != self.asked_name and clash else None

    @property
    def clashing_name(self) -> str:
        """The name of the other seat that made the host rename this one, as
        the table spells it ("Zoé" when "zoé" was asked); the name asked for
        when no other seat has it."""
        asked = self.asked_name.casefold()
        return next((n for i, n in enumerate(self.names) if i != self.seat and n.casefold() == asked),
                    self.asked_name)

    @property
    def awaited(self) -> list[int]:
        """The other seats the host's game waits for before it goes on (taken
        by nobody since it started or was resumed there): [] once the table
        is full."""
        players = min(self.players, len(self.awaited_seats))
        return [s for s in range(players) if self.awaited_seats[s] and s != self.seat]

    def is_free(self, seat: int) -> bool:
        """Nobody took ``seat`` yet: a newcomer takes it (else it waits for its own person)."""
        return 0 <= seat < len(self.free_seats) and self.free_seats[seat]

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.seat in self.to_act and bool(self.legal)

    # -------------------------------------------------------------- inside
    def _send(self, message: dict[str, Any]) -> None:
        if self.socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self.socket.write(encode(message))

    def _send_hello(self) -> None:
        # small messages leave at once (no Nagle delay, as at the host)
        self.socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._send(self._hello)

    def _read(self) -> None:
        if self._restarting:
            return
        self._heard = time.monotonic()
        data = bytes(self.socket.readAll().data())
        if self.record:
            self.received.append(data)
        try:
            for message in self.reader.feed(data):
                self._message(check(message, from_host=True))
        except ProtocolError as exc:
            log.error("network: the host sent a bad message (%s)", exc)
            self.reason = "bad_message"     # (the abort says the connection is gone before this line's end)
            self.socket.abort()
            self._finish("bad_message")

    def _message(self, m: dict[str, Any]) -> None:
        if self.record:
            self.messages.append(json.loads(json.dumps(m)))
        kind = m["kind"]
        if kind in ("welcome", "events"):
            self.view, self.to_act, self.legal, self.window_ms = m["view"], m["to_act"], m["legal"], m["window_ms"]
            self.at = m["at"]
        if kind == "welcome":
            self.seat, self.token, self.game, self.players = m["seat"], m["token"], m["game"], m["players"]
            self.names, self.options = m["names"], m["options"]
            self.opening = list(m["opening"])
            self.recent = list(m["recent"])
            self.totals = None            # (a rematch at the same table: a new game)
            if self.store is not None and self.token is not None:
                self.store.keep(self._target[0], self._hello["code"], self.token, self.seat, self.game)
            self._heard = self._tick = time.monotonic()
            self._watch.start(self.watch_ms)
            self.welcomed.emit()
        elif kind == "events":
            self.updated.emit(m["events"])
        elif kind == "illegal":
            self.illegal.emit(m["seq"], m["reason"])
        elif kind == "ping":
            self._send(client_message("pong", t=m["t"]))
        elif kind == "pong":
            self.ponged.emit(m["t"])
        elif kind == "seats":
            self.connected_seats, self.computer_seats, self.names = m["connected"], m["computer"], m["names"]
            self.free_seats, self.awaited_seats, self.begun = m["free"], m["awaited"], m["begun"]
            self.seats_changed.emit()
        elif kind == "reading":
            self.read = list(m["read"])
            self.reading_changed.emit()
        elif kind == "over":
            self.totals = list(m["totals"])
            if self.store is not None:
                self.store.forget(self.token)
            self.over.emit(self.totals)
        elif kind == "refused" and m["reason"] == "bad_token" and self._stored:
            # the host no longer knows the kept token (another game): forgotten, joined afresh
            if self.store is not None:
                self.store.forget(self._hello["token"])
            self._restarting = True
            self.socket.abort()
            QTimer.singleShot(0, self, self._join_afresh)
        elif kind in ("bye", "refused"):
            if m["reason"] == "bad_token" and self.store is not None:
                self.store.forget(self._hello.get("token"))     # the host no longer knows it
            self.reason = m["reason"]
            self.socket.disconnectFromHost()
            self._finish(m["reason"])

    def _join_afresh(self) -> None:
        self._restarting = False
        h = self._hello
        self.join(self._target[0], self._target[1], h["code"], h["name"], None, h["lang"])
        self._stored = False

    @property
    def watch_ms(self) -> int:
        return max(50, host_module.SILENCE_MS // 4)

    def _check_silence(self) -> None:
        """No word from the host for SILENCE_MS: the connection is lost (see the module docstring)."""
        now = time.monotonic()
        if now - self._tick > 2 * self.watch_ms / 1000:
            self._heard = now               # this program was stopped: the host gets its time again
        self._tick = now
        if self.is_closed or self.socket.state() != QAbstractSocket.SocketState.ConnectedState:
            self._watch.stop()
            return
        if (now - self._heard) * 1000 > host_module.SILENCE_MS:
            log.info("network: the host is silent: the connection is treated as lost")
            self._watch.stop()
            self.socket.abort()
            self._finish("lost")

    def _drain(self) -> None:
        """Read what arrived before the connection closed (the host's last words)."""
        if not self.is_closed and self.socket.bytesAvailable() > 0:
            self._read()

    def _lost(self) -> None:
        if self._restarting:
            return
        self._drain()
        self._finish("lost")

    def _error(self, *_: Any) -> None:
        if self._restarting:
            return
        self._drain()
        if self.socket.state() != QAbstractSocket.SocketState.ConnectedState:
            self._finish("lost")

    def _finish(self, reason: str) -> None:
        if not self.is_closed:
            self.is_closed = True
            self._watch.stop()
            if self.reason is None:
                self.reason = reason
            if self.store is not None and self.reason != "lost":
                self.store.release(self.token)      # this program no longer sits there
            self.closed.emit(self.reason)


class ComputerClient(QObject):
    """A computer player of ``level`` at a joined seat."""

    def __init__(self, client: NetClient, level: str = "intermediaire", seed: int = 0) -> None:
        super().__init__(client)
        self.client = client
        self.level = level
        self.seed = seed
        self.player: Any = None
        self.actions_sent = 0
        self._version = 0       # one answer per position received
        self._answered = -1
        self._waiting: int | None = None     # the ping sent after our last action, until its pong
        self._sent_at = 0                    # the position our last action answered
        self._pings = 0
        client.welcomed.connect(self._on_welcome)
        client.updated.connect(lambda _evs: self._changed())
        client.ponged.connect(self._on_pong)

    def _on_welcome(self) -> None:
        if self.player is None:
            import cardtable.ai as ai
            self.player = ai.make_player(self.client.game, self.level, seed=self.seed)
        self._waiting = None                 # a new connection: the old pong will not come
        self._changed()

    def _on_pong(self, t: int) -> None:
        if t != self._waiting:
            return
        self._waiting = None
        if self._version != self._sent_at:   # positions came meanwhile: answer the last one
            self._changed()

    def _changed(self) -> None:
        self._version += 1
        QTimer.singleShot(0, self, self._act)

    def _act(self) -> None:
        c = self.client
        if self.player is None or c.is_closed or not c.my_turn or self._answered == self._version or \
                self._waiting is not None:
            return
        self._answered = self._version
        legal = decode_actions(c.game, c.legal)
        if not legal:
            return
        from cardtable.engine.actions import encode_action
        action = self.player.choose(json.loads(json.dumps(c.view)), legal)
        self.actions_sent += 1
        c.send_action(encode_action(action))
        self._pings += 1
        self._waiting = self._pings
        self._sent_at = self._version
        c.ping(self._waiting)

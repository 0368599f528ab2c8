"""The host of a network game: one :class:`GameController` holds the game,
other computers play its remote seats over TCP (``docs/network.md``).

:class:`NetHost` listens (``QTcpServer``) on the address and port given, only
between :meth:`NetHost.listen` and :meth:`NetHost.stop`.  Each connection is
a :class:`Connection`: a :class:`cardtable.net.protocol.FrameReader`, a hello
due within ``hello_ms`` (10 s) with the table code and the protocol version,
then the seat's messages.  Everything it receives is ``check()``ed; a broken
frame or message closes that connection only (``bad_message``), and so does a
flood: a connection may send a burst of :data:`FLOOD_BURST` messages,
regains :data:`FLOOD_RATE` a second, and :data:`FLOOD_EARN` more for each
position it is sent (a fast computer client answers every one); a connection
that goes beyond is closed (``flood``).

The host decides everything: an ``action`` is matched against the seat's own
legal actions (:func:`cardtable.engine.actions.match_action`) and applied by
:meth:`GameController.submit_remote`; a refusal is answered by ``illegal``
with the reason and changes nothing.  After every change each seat is sent
the events redacted for it (``controller.redact(event, seat)``, None dropped),
its view, who is to act and its encoded legal actions -- never another
seat's hidden card.  The host keeps each remote seat's last events as they
were redacted for it (:attr:`NetHost.recent`, those made while nobody sat
there included): a ``welcome`` after the first move carries the newest of
them (``recent``), from which a table taken again rebuilds what it
remembers (``docs/network.md``, "A table rebuilt from a welcome").  They
are kept in the save too (:data:`RECENT_PART`): a host started again from
it welcomes a seat with what it saw before.

Seats: each remote seat gets a random token (``secrets.token_hex(16)``) the
first time a person takes it; the token alone brings that person back to it
(a dropped seat stays theirs: a newcomer gets only a seat never taken).  A
seat whose connection drops is announced to the others (``seats``) and, after
``takeover_ms`` (0: at once; None: never, the game waits for its person), a
computer player of ``takeover_level`` plays it until its person rejoins and
is sent the whole position at once (after the end: the final position and
the totals, then ``game_over``).

Until every remote seat is taken at once, **nobody plays** (the game
starts when the table is full: :meth:`GameController.wait_for_seats`): the
host's computers wait, no seat is sent a legal action nor is to act (the
deal is shown), and an ``action`` from any seat is answered by ``illegal``
"The game starts when every seat is taken." ("resumes" for a resumed game),
as a person at the host's own screen is refused.  Every ``seats`` message
says which seats are still free and which the game waits for, so that the
joined screens say it too; once the last seat is taken, every seat is sent
the ``seats`` that says so, then the position with the seat to act's legal
actions (``events`` with no event).  Before that, a seat whose person leaves
(``bye`` or a broken connection) is awaited again, as if it had not been
taken: no computer takes it over, the table goes on waiting; a seat first
taken during this wait is free again (anyone may take it, and its person's
token still brings them back while nobody has), a seat its person held
before (a resumed game, a rematch) waits for that person again.  Only once
every seat has been taken together does the game begin (or resume); from
then on a drop-out is one (``takeover_ms``).

A silent peer is a lost one: the host pings every seat every
:data:`PING_MS`, and a connection it has heard nothing from (no pong, no
message) for :data:`SILENCE_MS` (a frozen program, a laptop gone to sleep) is
dropped as a broken one (its seat's takeover delay then runs).  A host that
was itself stopped (its own timer late) does not count that time against its
peers.

A seat's token and its name are kept beside the host's save when
``seats_path`` is given (:mod:`cardtable.ui.network.seats`), written the
moment the seat is taken: a host started again on that save (even one killed
before any move) recognises its players' tokens, calls every seat taken by
its player's name, and keeps its table code unless another one is given.  A resumed game's computers wait until every remote seat has been
taken again since the resume (as for a new game).

A person whose token is lost (another computer, another data folder) may take
back a seat that waits for its person (its token known, nobody connected to
it) by giving that seat's name (case ignored) with the right code, as
``reclaim`` says: ``"never"``; ``"name"`` (at once: ``--serve`` by default);
``"ask"`` (the host's window is asked, :attr:`NetHost.reclaim_asked`, and
answers by :meth:`NetHost.answer_reclaim`).  The seat then gets a new token
(the lost one no longer works).  A connected person's seat is never given
away.

Timed windows (Deutch's rapidité) are timed by the host's controller; the
host pings every connection every :data:`PING_MS` and lengthens each window
by the slowest connected seat's round trip (at most :data:`MAX_EXTRA_MS`).
"""

from __future__ import annotations

import dataclasses
import logging
import os
import secrets
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QTcpServer, QTcpSocket
from shiboken6 import isValid

from cardtable import __version__
from cardtable.engine.actions import encode_action, match_action
from cardtable.net.protocol import (
    MAX_NAME,
    MAX_RECENT,
    PROTOCOL,
    REASONS,
    FrameReader,
    ProtocolError,
    check,
    encode,
    host_message,
    new_code,
    newest_within,
    same_code,
    valid_recent,
)
from cardtable.ui.controller import GameController
from cardtable.ui.network.seats import read_host_seats, remove_host_seats, with_seat_names, write_host_seats
from cardtable.ui.settings import declare
from cardtable.ui.setup import GameSetup

log = logging.getLogger("cardtable")

PROGRAM = f"cardtable {__version__}"
HELLO_MS = 10_000
LINGER_MS = 3_000          # a closed connection's peer has this long to read the last words and close
PING_MS = 2_000


def _env_ms(name: str, default: int) -> int:
    """A delay in milliseconds, lowered by the process tests through the environment."""
    raw = os.environ.get(name, "")
    return int(raw) if raw.isdigit() and 200 <= int(raw) <= 600_000 else default


#: a peer heard nothing from for this long is treated as a broken connection
#: (both sides; the process tests lower it with CARDTABLE_NET_SILENCE_MS)
SILENCE_MS = _env_ms("CARDTABLE_NET_SILENCE_MS", 6_000)
MAX_EXTRA_MS = 1_000
FLOOD_RATE = 50.0          # messages a second, sustained
FLOOD_BURST = 100          # messages at once
FLOOD_EARN = 2             # messages allowed more for each position sent to the seat


#: the key of :attr:`NetHost.recent` in a save's memory (:meth:`NetHost._recent_part`)
RECENT_PART = "remote_recent"


def read_recent_part(part: Any, remote: Any) -> dict[int, list[dict[str, Any]]]:
    """Each remote seat's events kept in a save (``part``: what
    :meth:`NetHost._recent_part` wrote), checked as a welcome's ``recent``
    is; a seat that is not one of ``remote``, or whose events are not
    readable, is left out (it is welcomed with what the host saw since)."""
    seats = part.get("seats") if isinstance(part, dict) else None
    if not isinstance(seats, dict):
        return {}
    kept: dict[int, list[dict[str, Any]]] = {}
    for key, evs in seats.items():
        seat = int(key) if isinstance(key, str) and key.isdigit() else None
        if seat is not None and seat in remote and valid_recent(evs):
            kept[seat] = list(evs)
    return kept


#: the port of the last hosting (a window's or ``--serve``'s): the next one
#: listens on it again when it is free, so that an address written down or
#: remembered by the others still answers after the host restarts
PORT_KEY = "network/port"


def _clean_port(raw: Any) -> int:
    port = int(raw)
    if not 0 <= port <= 65535 or isinstance(raw, bool):
        raise ValueError("a port from 0 to 65535 expected")
    return port


declare(PORT_KEY, 0, _clean_port)


def unique_name(wanted: str, taken: list[str]) -> str:
    """``wanted`` (spaces collapsed, at most :data:`MAX_NAME` characters),
    unless a name in ``taken`` is the same without regard to case: then that
    name's spelling, numbered ("Zoé" at the table, "zoé" asked: "Zoé 2",
    then "Zoé 3")."""
    base = " ".join(wanted.split())[:MAX_NAME] or "?"
    clean = [" ".join(n.split()) for n in taken]
    used = {n.casefold() for n in clean}
    if base.casefold() not in used:
        return base
    base = next(n for n in clean if n.casefold() == base.casefold())
    n = 2
    while True:
        suffix = f" {n}"
        name = base[:MAX_NAME - len(suffix)] + suffix
        if name.casefold() not in used:
            return name
        n += 1


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses other computers may reach (shown to
    the people joining, beside the table code)."""
    out = []
    for a in QNetworkInterface.allAddresses():
        if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not a.isLoopback():
            out.append(a.toString())
    return out


def reach(listen_address: str) -> tuple[list[str], dict[str, Any], bool]:
    """Where a host listening on ``listen_address`` is reached and announced:
    the addresses to show, the :class:`TableAdvertiser`'s ``interfaces``
    keyword, and whether only this computer can reach it.  A computer whose
    only interface is the loopback (no network) shows and announces
    ``127.0.0.1``: the program's other windows on this computer find the
    table; other computers cannot see it, which the host says."""
    if listen_address not in ("0.0.0.0", "::", "any"):
        return [listen_address], {"interfaces": [listen_address]}, listen_address.startswith("127.")
    lan = lan_addresses()
    if lan:
        return lan, {}, False
    return ["127.0.0.1"], {"interfaces": ["127.0.0.1"]}, True


class Connection(QObject):
    """One peer: bytes in through :meth:`feed`, frames out through ``write``.
    ``write(bytes)`` and ``close()`` are the transport's (a socket, or a test's)."""

    def __init__(self, host: NetHost, write: Callable[[bytes], None], close: Callable[[], None],
                 clock: Callable[[], float] = time.monotonic, abort: Callable[[], None] | None = None) -> None:
        super().__init__(host)
        self.host = host
        self._write = write
        self._close = close
        self._abort = abort or close
        self._clock = clock
        self.heard = clock()        # when something last came from the peer
        self.asking: int | None = None   # the seat its person asks back by name (the host's answer awaited)
        self.reader = FrameReader()
        self.seat: int | None = None
        self.closed = False
        self.rtt_ms: int | None = None
        self._ping_t: int | None = None
        self._ping_sent = 0.0
        self._tokens = float(FLOOD_BURST)
        self._refill = clock()
        self.hello_timer = QTimer(self)
        self.hello_timer.setSingleShot(True)
        self.hello_timer.timeout.connect(lambda: self.close("too_slow"))
        self.hello_timer.start(host.hello_ms)

    # -------------------------------------------------------------- output
    def send(self, message: dict[str, Any]) -> None:
        if not self.closed:
            self._write(encode(message))

    def earn(self) -> None:
        """A position was sent: the seat may answer it (see the flood rule)."""
        self._tokens = min(float(FLOOD_BURST), self._tokens + FLOOD_EARN)

    def close(self, reason: str) -> None:
        """Say why (``refused`` before a welcome, ``bye`` after) and close."""
        if self.closed:
            return
        kind = "bye" if self.seat is not None else "refused"
        self.send(host_message(kind, reason=reason if reason in REASONS else "bad_message"))
        self.closed = True
        self.hello_timer.stop()
        self._close()
        self.host._gone(self)

    def drop(self) -> None:
        """A silent peer: the connection is cut without a word, as a broken one
        (the peer, awake again, finds it closed and rejoins with its token)."""
        if self.closed:
            return
        self.closed = True
        self.hello_timer.stop()
        self._abort()
        self.host._gone(self)

    def lost(self) -> None:
        """The transport closed by itself (the peer left, the network broke)."""
        if not isValid(self) or not isValid(self.host):
            return           # the host is gone already
        if not self.closed:
            self.closed = True
            self.hello_timer.stop()
            self.host._gone(self)

    # --------------------------------------------------------------- input
    def feed(self, data: bytes) -> None:
        """Bytes from the peer; never raises (a bad message closes this connection)."""
        if self.closed:
            return
        self.heard = self._clock()
        try:
            for message in self.reader.feed(data):
                if self.closed:
                    return
                self._message(message)
        except ProtocolError as exc:
            self.close(exc.code)
        except Exception:              # a bug must not stop the game for the others
            log.exception("network: a message could not be handled")
            self.close("bad_message")

    def _flooding(self) -> bool:
        now = self._clock()
        self._tokens = min(float(FLOOD_BURST), self._tokens + (now - self._refill) * FLOOD_RATE)
        self._refill = now
        self._tokens -= 1.0
        return self._tokens < 0

    def _message(self, message: dict[str, Any]) -> None:
        if self._flooding():
            self.close("flood")
            return
        check(message, from_host=False)
        kind = message["kind"]
        if self.seat is None:
            if kind != "hello" or self.asking is not None:
                raise ProtocolError("the first message is a hello")
            self.host._hello(self, message)
            return
        if kind == "hello":
            raise ProtocolError("a second hello")
        if kind == "action":
            self.host._action(self, message["seq"], message["action"])
        elif kind == "ping":
            self.send(host_message("pong", t=message["t"]))
        elif kind == "pong":
            if message["t"] == self._ping_t:
                self.rtt_ms = int((self._clock() - self._ping_sent) * 1000)
                self._ping_t = None
                self.host._rtt_changed()
        elif kind == "read":
            self.host._read(self, message["at"])
        elif kind == "rematch":
            self.host.rematch_asked.emit(self.seat)
        elif kind == "bye":
            if self.seat is not None and self.host.seat_conn.get(self.seat) is self:
                self.host.left_seats.add(self.seat)
            self.closed = True
            self.hello_timer.stop()
            self._close()
            self.host._gone(self)

    def ping(self) -> None:
        if self.seat is not None and not self.closed:
            self._ping_t = secrets.randbelow(2 ** 31)
            self._ping_sent = self._clock()
            self.send(host_message("ping", t=self._ping_t))


class NetHost(QObject):
    """The host side of a network game round ``controller`` (see the module docstring)."""

    seats_changed = Signal()          # who is connected / played by the computer changed
    listening_changed = Signal(bool)
    reclaim_asked = Signal(object, int, str)   # a connection, the waiting seat it asks for, the name given
    reclaim_ended = Signal(object)             # that question needs no answer any more (the peer left)
    reading_changed = Signal()                 # a screen went on from a round's count (see read_positions)
    rematch_asked = Signal(int)                # after the end, the person at that remote seat asks for a rematch

    def __init__(self, controller: GameController, code: str | None = None, takeover_ms: int | None = 30_000,
                 takeover_level: str = "intermediaire", drive: bool = False, hello_ms: int = HELLO_MS,
                 parent: QObject | None = None, seats_path: Callable[[], Path] | None = None,
                 reclaim: str = "never") -> None:
        super().__init__(parent)
        self.controller = controller
        self._code_given = bool(code)
        self.code = code or new_code(secrets.SystemRandom())
        self.seats_path = seats_path
        self.reclaim = reclaim
        self._seen: set[int] = set()          # the remote seats taken since this game was started here
        # the seats free again because their person left before the table was full: seat -> (the
        # token that still brings that person back while nobody took the seat, their name)
        self._released: dict[int, tuple[str, str]] = {}
        self._start_tokens: set[int] = set()  # the seats that had their person when the game started here
        self._start_names: list[str] = []     # each seat's name then
        self.takeover_ms = takeover_ms
        self.takeover_level = takeover_level
        self.hello_ms = hello_ms
        self.drive = drive          # no table: the host tells the controller its "animations" are done
        self.server: QTcpServer | None = None
        self.connections: list[Connection] = []
        self.seat_conn: dict[int, Connection] = {}
        #: the seats whose person left on purpose (their program said ``bye``:
        #: "Quitter la table", a closed window), not by a broken connection
        self.left_seats: set[int] = set()
        self.tokens: dict[int, str] = {}
        self.names: list[str] = []
        # a round's count (docs/network.md, "Between two rounds"): per remote seat, the position of
        # the last count its screen went on from; the host's own screen's (None: nobody reads there)
        self.read_at: dict[int, int] = {}
        self.screen_read: int | None = None
        #: after the end the connections stay open: the host's window may start a rematch at this table
        self.keep_after_over = False
        self._waiting = False       # nobody plays until every remote seat is taken at once
        #: per remote seat, the game's last events as that seat was sent them (or would have been,
        #: while away), redacted as they happened: a welcome's ``recent`` (see _welcome)
        self.recent: dict[int, deque[dict[str, Any]]] = {}
        self._recent_saved: tuple[int, Any] | None = None   # (version of recent, its part in the save)
        self._recent_version = 0
        self._takeover: dict[int, QTimer] = {}
        self._ping = QTimer(self)
        self._ping.timeout.connect(self._ping_all)
        self._last_tick = 0.0
        controller.events.connect(self._on_events)
        controller.started.connect(self._on_started)
        controller.window_opened.connect(self._on_window_opened)
        # (a window's end comes with the events that closed it: no message of its own)
        controller.game_over.connect(self._on_over)
        controller.memory_parts[RECENT_PART] = self._recent_part

    def detach(self) -> None:
        """Stop following the controller (a window that stopped hosting plays
        on, or hosts another game with another host)."""
        c = self.controller
        if c.memory_parts.get(RECENT_PART) == self._recent_part:
            del c.memory_parts[RECENT_PART]
        for signal, slot in ((c.events, self._on_events), (c.started, self._on_started),
                             (c.window_opened, self._on_window_opened), (c.game_over, self._on_over)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    def _on_window_opened(self, *_: Any) -> None:
        self._send_updates([])

    # ---------------------------------------------------------- the game
    def start_game(self, setup: GameSetup, state: Any = None, memory: dict | None = None) -> None:
        """Start (or resume, with ``state``, and the ``memory`` kept with it
        in the save: the host's table's and each remote seat's last events)
        the game; the computers wait for every remote seat to be taken."""
        if not (self.keep_after_over and state is None and self.tokens):
            self.tokens.clear()           # (a rematch keeps the seats' tokens: the same people sit down)
        self._seen.clear()
        self._released.clear()
        self.read_at.clear()
        if self.screen_read is not None:
            self.screen_read = 0
        if state is not None and self.seats_path is not None:
            kept = read_host_seats(self.seats_path(), setup)
            if kept is not None:
                self.tokens.update(kept.tokens)
                # each seat taken is called by its player's name, even when the
                # host stopped before any move wrote that name in the save
                setup = with_seat_names(setup, kept.names)
                if not self._code_given:
                    self.code = kept.code
        self.names = list(setup.names)
        self._start_names = list(self.names)
        self._start_tokens = set(self.tokens)
        if setup.remote_seats and not self._waiting:
            self._waiting = True
            self.controller.wait_for_seats()
        self.controller.start(setup, state, memory=memory)
        if self.seat_conn:
            # a rematch at this table: the people still connected are seated (and sent the new game),
            # and told whom the new game waits for
            self._seen.update(self.seat_conn)
            self._check_full()
        self._persist()

    def _persist(self) -> None:
        """The code, the tokens and the taken seats' names beside the save,
        written at once (a host killed and started again knows them all,
        whether or not a move has rewritten the save since)."""
        c = self.controller
        if self.seats_path is None or c.setup is None:
            return
        path = self.seats_path()
        if c.state is not None and c.state.is_over:
            remove_host_seats(path)
        else:
            names = {s: self.names[s] for s in self.tokens if s < len(self.names)}
            write_host_seats(path, c.setup, self.code, self.tokens, names)

    def _check_full(self) -> None:
        """Every seat is taken: the game goes on.  Every seat is told (``seats``,
        then the position with its legal actions: a screen offers the turn
        once it knows the table is full); else every seat is told whom the
        game still waits for."""
        if not (self._waiting and all(s in self._seen for s in self.controller.remote)):
            self._announce()
            return
        self._waiting = False
        self.controller.seats_taken()
        self._announce()
        self._send_updates([])

    def _drive(self) -> None:
        if self.drive:
            QTimer.singleShot(0, self.controller, self.controller.animations_done)

    def _on_started(self) -> None:
        c = self.controller
        # a new game's remote seats remember its deal; a resumed one's, what its save kept
        kept = read_recent_part((c.resumed_memory or {}).get(RECENT_PART), c.remote) if c.resumed else {}
        self.recent = {s: deque(kept.get(s) or c.opening_for(s), maxlen=MAX_RECENT) for s in sorted(c.remote)}
        self._recent_version += 1
        for conn in list(self.seat_conn.values()):
            self._welcome(conn)
        self._drive()

    def _on_events(self, evs: list[dict[str, Any]]) -> None:
        c = self.controller
        seen: dict[int, list[dict[str, Any]]] = {}
        for seat in sorted(c.remote):
            seen[seat] = [e for e in (c.redact(ev, seat) for ev in evs) if e is not None]
            self.recent.setdefault(seat, deque(maxlen=MAX_RECENT)).extend(seen[seat])
        self._recent_version += 1
        self._send_updates(evs, seen)
        self._drive()

    def _recent_part(self) -> dict[str, Any] | None:
        """The save's part of :attr:`recent`: each remote seat's events as
        its welcome would carry them (:func:`newest_within`), so that a host
        started again from its save welcomes a seat with the moves it saw
        before (:func:`read_recent_part`).  Worked out once per move."""
        if self._recent_saved is None or self._recent_saved[0] != self._recent_version:
            seats = {str(s): newest_within(list(evs)) for s, evs in sorted(self.recent.items()) if evs}
            self._recent_saved = (self._recent_version, {"seats": seats} if seats else None)
        return self._recent_saved[1]

    def _seat_message(self, for_seat: int, kind: str, **extra: Any) -> dict[str, Any]:
        c = self.controller
        seat = for_seat
        legal = [] if seat in c.players else c.legal(seat)
        return host_message(kind, **extra, view=c.view(seat), to_act=sorted(c.to_act()),
                            legal=[encode_action(a) for a in legal], window_ms=c.window_remaining_ms(),
                            at=c.actions_applied)

    def _send_updates(self, evs: list[dict[str, Any]], seen_by: dict[int, list[dict[str, Any]]] | None = None
                      ) -> None:
        c = self.controller
        if c.state is None:
            return
        for seat, conn in list(self.seat_conn.items()):
            seen = (seen_by or {}).get(seat)
            if seen is None:
                seen = [e for e in (c.redact(ev, seat) for ev in evs) if e is not None]
            conn.send(self._seat_message(seat, "events", events=seen))
            conn.earn()

    def _on_over(self, totals: list[int]) -> None:
        for conn in list(self.seat_conn.values()):
            conn.send(host_message("over", totals=[int(t) for t in totals]))
            if not self.keep_after_over:
                conn.close("game_over")
        self._persist()

    # ------------------------------------------------- between two rounds
    def read_positions(self) -> list[int]:
        """For each seat, the position (``controller.actions_applied``) of
        the last round's count its screen went on from; -1 for a seat no
        screen waits for (a computer's, a remote seat nobody is connected
        to or a computer plays for now, the host's people when the host has
        no screen)."""
        c = self.controller
        players = c.setup.players if c.setup else 0
        out = [-1] * players
        for seat in range(players):
            if seat in c.remote:
                if seat in self.seat_conn and seat not in c.players:
                    out[seat] = self.read_at.get(seat, 0)
            elif self.screen_read is not None and c.is_human(seat):
                out[seat] = self.screen_read
        return out

    def waiting_for(self, at: int, seats: Any = ()) -> list[int]:
        """The seats whose screens have not yet gone on from the count shown
        at position ``at`` (``seats``: those of the screen asking, left out)."""
        return [s for s, read in enumerate(self.read_positions()) if s not in seats and 0 <= read < at]

    def screen_went_on(self, at: int) -> None:
        """The host's own screen went on from the count shown at ``at``."""
        if self.screen_read is not None and at > self.screen_read:
            self.screen_read = at
            self._send_reading()

    def _read(self, conn: Connection, at: int) -> None:
        seat = conn.seat
        if seat is None or at > self.controller.actions_applied:
            raise ProtocolError("a count not shown yet")
        if at > self.read_at.get(seat, 0):
            self.read_at[seat] = at
            self._send_reading()

    def _send_reading(self) -> None:
        if self.controller.setup is not None:
            msg = host_message("reading", read=self.read_positions())
            for conn in list(self.seat_conn.values()):
                conn.send(msg)
        self.reading_changed.emit()

    # ------------------------------------------------------------ serving
    def listen(self, address: str = "127.0.0.1", port: int = 0) -> bool:
        """Start listening (port 0: a free one); False if the address cannot be used."""
        if self.server is not None:
            return True
        server = QTcpServer(self)
        if not server.listen(QHostAddress(address), port):
            log.error("network: cannot listen on %s:%d: %s", address, port, server.errorString())
            server.deleteLater()
            return False
        server.newConnection.connect(self._new_connections)
        self.server = server
        self._last_tick = time.monotonic()
        self._ping.start(self.ping_ms)
        self.listening_changed.emit(True)
        return True

    @property
    def ping_ms(self) -> int:
        """How often every seat is pinged: a silent one is noticed within :data:`SILENCE_MS`."""
        return max(100, min(PING_MS, SILENCE_MS // 3))

    @property
    def port(self) -> int:
        return int(self.server.serverPort()) if self.server is not None else 0

    @property
    def address(self) -> str:
        return self.server.serverAddress().toString() if self.server is not None else ""

    def stop(self, reason: str = "host_quit") -> None:
        """Stop listening and tell every peer why (the game stays on the host)."""
        if self.server is not None:
            self.server.close()
            self.server.deleteLater()
            self.server = None
            self.listening_changed.emit(False)
        self._ping.stop()
        for conn in list(self.connections):
            conn.close(reason)
        for timer in self._takeover.values():
            timer.stop()
        self._takeover.clear()

    def _new_connections(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            self.attach_socket(sock)

    def attach_socket(self, sock: QTcpSocket) -> Connection:
        sock.setParent(self)
        # small messages leave at once (no Nagle delay waiting for the peer's
        # delayed acknowledgement, about 40 ms)
        sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        def write(data: bytes) -> None:
            if isValid(sock):
                sock.write(data)

        def close() -> None:
            # the peer closes on the last words (refused / bye); one that does
            # not is closed after LINGER_MS (what it sends meanwhile is ignored)
            if isValid(sock):
                sock.flush()
                QTimer.singleShot(LINGER_MS, sock, sock.disconnectFromHost)
        def abort() -> None:
            if isValid(sock):
                sock.abort()
        conn = Connection(self, write, close, abort=abort)
        sock.readyRead.connect(lambda: conn.feed(bytes(sock.readAll().data())))
        sock.disconnected.connect(conn.lost)
        sock.disconnected.connect(sock.deleteLater)
        self.connections.append(conn)
        return conn

    def attach(self, write: Callable[[bytes], None], close: Callable[[], None]) -> Connection:
        """A connection over any transport (tests feed it bytes directly)."""
        conn = Connection(self, write, close)
        self.connections.append(conn)
        return conn

    # ----------------------------------------------------- joining a seat
    def _hello(self, conn: Connection, hello: dict[str, Any]) -> None:
        c = self.controller
        if hello["protocol"] != PROTOCOL:
            conn.close("protocol")
            return
        if not same_code(hello["code"], self.code):
            conn.close("bad_code")
            return
        token = hello["token"]
        if c.state is None or c.state.is_over:
            seat = self._seat_of(token)
            if c.state is not None and seat is not None:
                # a seat back after the end (it dropped during the last moves):
                # its final position and the totals, then goodbye
                conn.hello_timer.stop()
                conn.seat = seat
                self._welcome(conn)
                conn.send(host_message("over", totals=[int(t) for t in c.state.totals]))
            conn.close("game_over")
            return
        if token is not None:
            seat = self._seat_of(token)
            if seat is None:
                seat = self._released_seat(token)
            if seat is None:
                conn.close("bad_token")
                return
            old = self.seat_conn.pop(seat, None)
            if old is not None:
                old.close("replaced")
        else:
            name = hello["name"].strip()
            waiting = self._waiting_seat(name)
            if waiting is not None and self.reclaim == "ask":
                conn.hello_timer.stop()
                conn.asking = waiting
                self.reclaim_asked.emit(conn, waiting, name)
                return
            if waiting is not None and self.reclaim == "name":
                self._reclaimed(conn, waiting)
                return
            free = [s for s in sorted(c.remote) if s not in self.tokens]
            if not free:
                conn.close("no_free_seat")
                return
            # (a person who left before the table was full and comes back without
            # their token finds their seat again when it is still free)
            key = " ".join(name.split()).casefold()
            seat = next((s for s in free if s in self._released
                         and " ".join(self._released[s][1].split()).casefold() == key), free[0])
            self._released.pop(seat, None)
            self.tokens[seat] = secrets.token_hex(16)
            self._name_seat(seat, name)
            self._persist()
        self._seat(conn, seat)

    def _released_seat(self, token: str) -> int | None:
        """The seat its person left before the table was full, still free,
        that ``token`` was given for: given back to that person (same token)."""
        for s, (kept, name) in list(self._released.items()):
            if s not in self.tokens and secrets.compare_digest(kept, token):
                del self._released[s]
                self.tokens[s] = kept
                self._name_seat(s, name)
                self._persist()
                return s
        return None

    def _unseat(self, seat: int) -> None:
        """The person at ``seat`` left before the table was full: the seat
        is awaited again, as if it had not been taken (see the module
        docstring); a seat first taken during this wait is free again."""
        self._seen.discard(seat)
        if seat in self._start_tokens or seat not in self.tokens:
            return            # its own person is waited for again
        self._released[seat] = (self.tokens.pop(seat), self.names[seat])
        if seat < len(self._start_names):
            self._set_name(seat, self._start_names[seat])
        self._persist()

    def _waiting_seat(self, name: str) -> int | None:
        """The remote seat of that name (case ignored) that waits for its person:
        taken before, nobody connected to it, nobody asking for it."""
        asked = {conn.asking for conn in self.connections if conn.asking is not None}
        key = " ".join(name.split()).casefold()
        for s in sorted(self.controller.remote):
            if s in self.tokens and s not in self.seat_conn and s not in asked and s < len(self.names) \
                    and " ".join(self.names[s].split()).casefold() == key:
                return s
        return None

    def _reclaimed(self, conn: Connection, seat: int) -> None:
        """A waiting seat given back by its name: a new token (the lost one no longer works)."""
        self.tokens[seat] = secrets.token_hex(16)
        self._persist()
        self._seat(conn, seat)

    def answer_reclaim(self, conn: Connection, give: bool) -> None:
        """The host's answer to :attr:`reclaim_asked`: give the waiting seat
        back, or not (``declined``).  A seat whose person came back meanwhile
        is not given."""
        seat, conn.asking = conn.asking, None
        if seat is None or conn.closed:
            return
        if not give:
            conn.close("declined")
        elif seat in self.seat_conn or self.controller.state is None or self.controller.state.is_over:
            conn.close("no_free_seat" if seat in self.seat_conn else "game_over")
        else:
            self._reclaimed(conn, seat)

    def _seat(self, conn: Connection, seat: int) -> None:
        c = self.controller
        conn.hello_timer.stop()
        conn.seat = seat
        conn.heard = conn._clock()     # (a person asking back their seat may have waited long for the answer)
        self._seen.add(seat)
        self.seat_conn[seat] = conn
        self.left_seats.discard(seat)
        timer = self._takeover.pop(seat, None)
        if timer is not None:
            timer.stop()
        c.give_back(seat)
        self._welcome(conn)
        self._check_full()          # (its seats_changed: a window then says the game goes on)
        conn.ping()

    def _name_seat(self, seat: int, wanted: str) -> None:
        """Give ``seat`` the name its person asked for, made unique at the
        table without regard to case ("Zoé", then "zoé": "Zoé 2"): every
        screen shows every seat under this one name (the welcome, ``seats``,
        the host's setup, its save and its final line)."""
        c = self.controller
        taken = [n for s, n in enumerate(self.names)
                 if s != seat and (s not in c.remote or s in self.tokens)]   # a free seat's name is no one's yet
        self._set_name(seat, unique_name(wanted, taken))

    def _set_name(self, seat: int, name: str) -> None:
        c = self.controller
        self.names[seat] = name
        setup = c.setup
        if setup is not None and seat < len(setup.seats) and setup.seats[seat].name != name:
            seats = list(setup.seats)
            seats[seat] = dataclasses.replace(seats[seat], name=name)
            c.setup = dataclasses.replace(setup, seats=seats)

    def _seat_of(self, token: str | None) -> int | None:
        if token is None:
            return None
        return next((s for s, t in self.tokens.items() if secrets.compare_digest(t, token)), None)

    def _welcome(self, conn: Connection) -> None:
        """The whole position to the seat: a table built afresh shows it at
        once, or deals it (``opening``, before the first move); after a move,
        ``recent`` holds the seat's last events as it was sent them, from
        which the table rebuilds what it remembers (Deutch's last moves, the
        last trick, the last count: ``TableBehaviour.recall``)."""
        c = self.controller
        assert conn.seat is not None and c.setup is not None
        seat = conn.seat
        opening = c.opening_for(seat)
        recent = [] if opening else newest_within(list(self.recent.get(seat, ())))
        conn.send(self._seat_message(seat, "welcome", seat=seat, token=self.tokens[seat], game=c.setup.game_id,
                                     players=c.setup.players, names=list(self.names),
                                     options=dict(c.state.options) if c.state is not None else {},
                                     opening=opening, recent=recent))
        # a screen rebuilt from the position shows no count left from before it
        self.read_at[seat] = c.actions_applied
        self._send_reading()
        conn.earn()

    def _action(self, conn: Connection, seq: int, data: dict[str, Any]) -> None:
        c = self.controller
        seat = conn.seat
        assert seat is not None
        if self._waiting:
            # nobody plays before every seat is taken (the host's own screen is refused the same)
            conn.send(host_message("illegal", seq=seq, reason=c.seats_refusal(english=True)))
            return
        legal = [] if seat in c.players else c.legal(seat)
        action = match_action(legal, data)
        if action is None:
            reason = "It is not this seat's turn." if not legal else "This action is not allowed now."
            conn.send(host_message("illegal", seq=seq, reason=reason))
            return
        reason = c.submit_remote(seat, action)
        if reason is not None:
            conn.send(host_message("illegal", seq=seq, reason=reason[:500]))

    def _gone(self, conn: Connection) -> None:
        if conn in self.connections:
            self.connections.remove(conn)
        if conn.asking is not None:
            conn.asking = None
            self.reclaim_ended.emit(conn)
        seat = conn.seat
        if seat is None or self.seat_conn.get(seat) is not conn:
            return
        del self.seat_conn[seat]
        stopping = self.server is None or self.controller.state is None or self.controller.state.is_over
        if self._waiting and not stopping:
            self._unseat(seat)        # before the table is full: the seat is awaited again
            self._announce()
            self._rtt_changed()
            return
        self._announce()
        self._rtt_changed()
        if stopping:
            return           # the host is stopping, or the game is over
        if self.takeover_ms is None:
            return           # never: the game waits for its person
        if self.takeover_ms <= 0:
            self.controller.take_over(seat, self.takeover_level)
            self._announce()
            return
        timer = QTimer(self)
        timer.setSingleShot(True)

        def take() -> None:
            self._takeover.pop(seat, None)
            timer.deleteLater()
            if seat not in self.seat_conn:
                self.controller.take_over(seat, self.takeover_level)
                self._announce()
        timer.timeout.connect(take)
        self._takeover[seat] = timer
        timer.start(self.takeover_ms)

    def taken_here(self, seat: int) -> bool:
        """The seat was taken since this game was started (or resumed) here."""
        return seat in self._seen

    def free_seats(self) -> list[int]:
        """The remote seats never taken yet (a newcomer may take one)."""
        return [s for s in sorted(self.controller.remote) if s not in self.tokens]

    def waiting_seats(self) -> list[int]:
        """The remote seats waiting for their player to come back (taken
        once, nobody connected now): a place that player may take again."""
        return [s for s in sorted(self.controller.remote) if s in self.tokens and s not in self.seat_conn]

    @property
    def waiting(self) -> bool:
        """Nobody plays until every remote seat has been taken (since the
        game was started or resumed here, each still held by its person
        when the last one is taken)."""
        return self._waiting

    def awaited_seats(self) -> list[int]:
        """The remote seats the game waits for before it goes on: not taken
        since it was started (or resumed) here, or left again before the
        table was full; none once every one has been taken together."""
        return [s for s in sorted(self.controller.remote) if s not in self._seen] if self._waiting else []

    def connected(self) -> list[bool]:
        """For each seat: is a person connected to it (non-remote seats: False)."""
        players = self.controller.setup.players if self.controller.setup else 0
        return [s in self.seat_conn for s in range(players)]

    def _announce(self) -> None:
        c = self.controller
        players = c.setup.players if c.setup else 0
        free, awaited = set(self.free_seats()), set(self.awaited_seats())
        msg = host_message("seats", connected=self.connected(),
                           computer=[s in c.players for s in range(players)], names=list(self.names),
                           free=[s in free for s in range(players)], awaited=[s in awaited for s in range(players)],
                           begun=bool(c.resumed))
        for conn in list(self.seat_conn.values()):
            conn.send(msg)
        self.seats_changed.emit()
        self._send_reading()         # who is waited for follows who is at the table

    # ------------------------------------------------------------- timing
    def _ping_all(self) -> None:
        """Ping every seat; drop a seat silent for :data:`SILENCE_MS` (unless
        this host was itself stopped meanwhile: its timer is late)."""
        now = time.monotonic()
        late = now - self._last_tick > 2 * self.ping_ms / 1000
        self._last_tick = now
        for conn in list(self.seat_conn.values()):
            if late:
                conn.heard = conn._clock()
            elif (conn._clock() - conn.heard) * 1000 > SILENCE_MS:
                log.info("network: seat %s silent for %d ms: its connection is dropped", conn.seat, SILENCE_MS)
                conn.drop()
                continue
            conn.ping()

    def _rtt_changed(self) -> None:
        rtts = [conn.rtt_ms for conn in self.seat_conn.values() if conn.rtt_ms is not None]
        self.controller.window_extra_ms = min(MAX_EXTRA_MS, max(rtts, default=0))

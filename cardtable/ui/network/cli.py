"""The two network commands without a window (``cardtable --serve`` and
``cardtable --join``), under a ``QCoreApplication``.

``--serve GAME [--port P] [--code C] [--seats S,S,...] [--address A]``: a host
in a terminal, on port P (without it: the port of the last hosting, when it
is free, else a free one).  Each S is ``remote`` (a person on another computer) or a
computer level; every seat is remote by default.  It prints the table code and
the addresses to join, saves the game after every change in ``network.json``
beside the autosave, the table code and the seats' tokens and names in
``network.seats.json`` beside it, written the moment a seat is taken (a game
of the same kind left there is resumed, with its code unless ``--code``
gives another: its players come back to their seats, under their names, with
their tokens, even after a host killed before any move, and its computers
wait until every remote seat is taken again), prints one line when a player arrives, leaves, is
replaced by a computer or comes back, and on Ctrl+C or SIGTERM saves, tells
every client, and stops.  A person whose token is lost (another computer)
takes back a seat that waits for its person by giving that seat's name with
the right code; ``--no-reclaim`` refuses it (then only the token brings a
person back).  A seat left by its person is played by an Intermédiaire
computer player after ``--takeover`` seconds (30 by default, 0: at once).
At the end of the game it prints the names (as the table shows them) and
the final totals as one JSON line (``{"game":..., "names": [...], "totals":
[...]}``).  Without ``--exit`` it then stays, for a player whose connection
broke during the last moves to come back for the final scores, until Ctrl+C;
with ``--exit`` the computer seats play without their thinking pause and the
host quits at the end.

``--join HOST:PORT --code C --name N --computer LEVEL [--exit]``: takes a free
seat and plays it with a computer player of that level; a broken connection
is retried with the seat's token, which is also kept in the data folder
(:class:`cardtable.ui.network.seats.SeatStore`): the program started again
with the same data folder takes its own seat back.  At the end of the game
it prints the final totals as one JSON line (``{"game":..., "seat":...,
"names": [...], "totals": [...]}``, the names as the table shows them) and
quits.  A person the host renamed (someone at the table had the name:
"Hugo 2") is told so in one line.  A refusal is said in the program's
language and the exit status is 1.
"""

from __future__ import annotations

import json
import logging
import signal
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from cardtable.engine.i18n import QT_TRANSLATE_NOOP

log = logging.getLogger("cardtable")

_T = {
    "serving": QT_TRANSLATE_NOOP("net", "Table code: {code}"),
    "address": QT_TRANSLATE_NOOP("net", "Join at: {address}"),
    "resumed": QT_TRANSLATE_NOOP("net", "The saved network game is resumed; its seats wait for their players."),
    "cannot_listen": QT_TRANSLATE_NOOP("net", "Cannot listen on {address}:{port} (is the port in use?)."),
    "player": QT_TRANSLATE_NOOP("net", "Player {n}"),
    "stopped": QT_TRANSLATE_NOOP("net", "The game is saved; the host stops."),
    "joined": QT_TRANSLATE_NOOP("net", "Seat {seat} taken."),
    "arrived": QT_TRANSLATE_NOOP("net", "{name} joined the table (seat {seat})."),
    "back": QT_TRANSLATE_NOOP("net", "{name} is back at the table (seat {seat})."),
    "left": QT_TRANSLATE_NOOP("net", "{name} left the table (seat {seat})."),
    "lost": QT_TRANSLATE_NOOP("net", "The connection with {name} is lost (seat {seat})."),
    "computer": QT_TRANSLATE_NOOP("net", "A computer plays for {name} (seat {seat})."),
    "over": QT_TRANSLATE_NOOP("net", "The game is over. Ctrl+C stops the host."),
    "alone": QT_TRANSLATE_NOOP("net", "Only this computer can join: it is on no network (or --address is a "
                                      "loopback address)."),
}
NETWORK_SAVE = "network.json"


def _tr(key: str) -> str:
    return QCoreApplication.translate("net", _T[key])


def _app(lang: str) -> QCoreApplication:
    from cardtable.ui import i18n
    from cardtable.ui.appinfo import name_application
    name_application()
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    i18n.install(lang)
    return app


def _stop_on_signals(app: QCoreApplication, stop: Any) -> QTimer:
    """Ctrl+C and SIGTERM call ``stop`` (a timer lets Python see the signal
    while Qt's loop runs)."""
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop())
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(200)
    return timer


def serve(game_id: str, lang: str, port: int = 0, code: str | None = None, seats: list[str] | None = None,
          address: str = "0.0.0.0", takeover_s: int = 30, fast: bool = False, table_name: str | None = None,
          reclaim: bool = True) -> int:
    app = _app(lang)
    from cardtable.engine import game_class
    from cardtable.ui import storage
    from cardtable.ui.anim import Durations
    from cardtable.ui.controller import GameController
    from cardtable.ui.network.host import NetHost, reach
    from cardtable.ui.network.seats import host_seats_path
    from cardtable.ui.setup import GameSetup, SeatSetup, new_seed

    engine = game_class(game_id)
    kinds = seats or ["remote"] * engine.default_players
    controller = GameController(Durations("off" if fast else "normal"))
    controller.pace = not fast
    controller.record_stats = False
    save_path = storage.autosave_path().with_name(NETWORK_SAVE)
    controller.autosave_path = lambda: save_path  # type: ignore[method-assign]
    host = NetHost(controller, code=code, takeover_ms=max(0, takeover_s) * 1000, drive=True,
                   seats_path=lambda: host_seats_path(save_path), reclaim="name" if reclaim else "never")
    from cardtable.ui.network.host import PORT_KEY
    from cardtable.ui.settings import Settings
    settings = Settings()
    last = 0 if port else settings.get(PORT_KEY)       # no --port: the last hosting's, when it is free
    if not host.listen(address, port or last) and not (last and host.listen(address, 0)):
        print(_tr("cannot_listen").format(address=address, port=port), file=sys.stderr)
        return 1
    settings.set(PORT_KEY, host.port)
    resumed: Any = None
    if Path(save_path).exists():
        try:
            resumed = storage.read_save_with_memory(save_path)
        except Exception:     # noqa: BLE001 - an unreadable save is set aside, a new game starts
            storage.set_aside(save_path)
            resumed = None
        if resumed is not None and resumed[0].game_id != game_id:
            resumed = None
    if resumed is not None and resumed[1].is_over:
        resumed = None                 # a finished game: a new one starts
    if resumed is not None:
        setup, state, memory = resumed
        print(_tr("resumed"), flush=True)
        host.start_game(setup, state, memory=memory)
    else:
        seat_setups = [SeatSetup(_tr("player").format(n=i + 1), False, "intermediaire" if k == "remote" else k,
                                 remote=k == "remote") for i, k in enumerate(kinds)]
        host.start_game(GameSetup(game_id, len(kinds), seat_setups, {}, new_seed()))
    result: dict[str, Any] = {}
    advertiser = _advertise(host, game_id, address, table_name)

    def stop() -> None:
        controller.save()
        if advertiser is not None:
            advertiser.stop()
        host.stop("host_quit")
        print(_tr("stopped"), flush=True)
        QTimer.singleShot(300, app.quit)        # the goodbyes leave before the loop ends

    def over(totals: list[int]) -> None:
        result["totals"] = totals
        names = controller.setup.names if controller.setup is not None else []
        print(json.dumps({"game": game_id, "names": names, "totals": totals}, ensure_ascii=False), flush=True)
        if fast:
            QTimer.singleShot(300, app.quit)
        else:
            # a seat that dropped during the last moves may still come for the final scores
            print(_tr("over"), flush=True)

    controller.game_over.connect(over)
    news = _SeatNews(host)          # kept here: a bound method alone is not kept alive by Qt
    host.seats_changed.connect(news.said)
    keep = _stop_on_signals(app, stop)
    # said once Ctrl+C and SIGTERM stop the host cleanly
    print(_tr("serving").format(code=host.code), flush=True)
    shown, _where, alone = reach(address)
    for a in shown:
        print(_tr("address").format(address=f"{a}:{host.port}"), flush=True)
    if alone:
        print(_tr("alone"), flush=True)
    app.exec()
    keep.stop()
    if advertiser is not None:
        advertiser.stop()
    host.stop("host_quit")
    return 0


class _SeatNews:
    """One line on the terminal when a player arrives, leaves, is replaced
    by a computer or comes back (the names as the table shows them)."""

    def __init__(self, host: Any) -> None:
        self.host = host
        # seat -> (taken, connected, computer); a resumed game's seats were
        # taken before: their players coming back with their tokens "are back"
        self.states: dict[int, tuple[bool, bool, bool]] = {s: (True, False, False) for s in host.tokens}
        self.names: list[str] = []       # the names last said (a seat left before the table is full is renamed)

    def said(self) -> list[str]:
        host, c = self.host, self.host.controller
        connected = host.connected()
        names = list(c.setup.names) if c.setup is not None else []
        before, self.names = self.names or names, names
        lines = []
        for seat in sorted(c.remote):
            now = (seat in host.tokens, seat < len(connected) and connected[seat], seat in c.players)
            was = self.states.get(seat, (False, False, False))
            name, n = names[seat] if seat < len(names) else "", seat + 1
            if now[1] and not was[1]:
                lines.append(_tr("back" if was[0] else "arrived").format(name=name, seat=n))
            elif was[1] and not now[1]:
                # left on purpose ("Quitter la table"), or a connection that broke
                # (a program killed, a laptop asleep): said as the windows say it
                gone = "left" if seat in host.left_seats else "lost"
                lines.append(_tr(gone).format(name=before[seat] if seat < len(before) else name, seat=n))
            if now[2] and not was[2]:
                lines.append(_tr("computer").format(name=name, seat=n))
            self.states[seat] = now
        if host.server is None or c.state is None or c.state.is_over:
            return []            # the host stops, or the game is over: the connections close, nobody left
        for line in lines:
            print(line, flush=True)
        return lines


def _advertise(host: Any, game_id: str, address: str, table_name: str | None) -> Any:
    """The table listed on the local network (``docs/network.md``, "Finding
    tables on the network") under ``table_name`` or this computer's name,
    its free seats kept up to date; None when mDNS is unavailable (the table
    is still joined by its address)."""
    from PySide6.QtCore import QSysInfo

    from cardtable.net.protocol import MAX_NAME
    from cardtable.ui.network.discovery import TableAdvertiser
    from cardtable.ui.network.host import reach
    # (a --name too long is refused at the start; a computer's name too long is cut as the record allows)
    name = (table_name or "").strip() or QSysInfo.machineHostName()[:MAX_NAME].strip() or "cardtable"
    where = reach(address)[1]     # every interface; the loopback on a computer with no network
    try:
        adv = TableAdvertiser(name, game_id, host.port, len(host.free_seats()), waiting=len(host.waiting_seats()),
                              **where)
        if not adv.start():
            return None
    except Exception:          # noqa: BLE001 - hosting works by address without it
        log.exception("network: the table could not be advertised")
        return None
    host.seats_changed.connect(lambda: adv.update(len(host.free_seats()), len(host.waiting_seats())))
    return adv


def join(target: str, code: str, name: str, level: str, lang: str, exit_at_end: bool = True,
         retries: int = 30) -> int:
    app = _app(lang)
    from cardtable.ui.network.client import ComputerClient, NetClient, reason_text, renamed_text
    from cardtable.ui.network.seats import SeatStore
    host, _, port_text = target.rpartition(":")
    port = int(port_text)
    client = NetClient(store=SeatStore())
    bot = ComputerClient(client, level, seed=sum(map(ord, name)))
    result: dict[str, Any] = {"code": 1, "tries": 0}

    def welcomed() -> None:
        result["tries"] = 0
        if result.get("seat") != client.seat:
            result["seat"] = client.seat
            print(_tr("joined").format(seat=(client.seat or 0) + 1), flush=True)
            if client.renamed is not None:
                print(renamed_text(client.clashing_name, client.renamed), flush=True)

    def over(totals: list[int]) -> None:
        if exit_at_end:
            print(json.dumps({"game": client.game, "seat": client.seat, "names": client.names, "totals": totals},
                             ensure_ascii=False), flush=True)
        result["code"] = 0

    def closed(reason: str) -> None:
        if result["code"] == 0 or reason == "game_over":
            app.quit()
            return
        if reason == "lost" and client.token is not None and result["tries"] < retries:
            result["tries"] += 1
            result.pop("seat", None)             # its seat taken again is said again
            QTimer.singleShot(1000, lambda: client.rejoin(host, port))
            return
        print(reason_text(reason), file=sys.stderr, flush=True)
        app.quit()

    client.welcomed.connect(welcomed)
    client.over.connect(over)
    client.closed.connect(closed)
    client.join(host, port, code, name, lang=lang)
    keep = _stop_on_signals(app, lambda: (client.leave(), QTimer.singleShot(200, app.quit)))
    app.exec()
    keep.stop()
    del bot
    return int(result["code"])

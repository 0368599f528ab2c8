"""Coming back to one's seat (``docs/network.md``, "Coming back to one's
seat"): real ``--serve`` and ``--join`` processes over loopback (127.0.0.1
only), each with its own data folder, killed, frozen and started again; the
seats' stores on both sides; a silent peer on either end; a waiting seat given
back by its name.

In the process tests one remote seat is played by this test (an observer
``NetClient``): the game cannot go past that seat's turn until the test lets
its computer play, so nothing ends before the test has done what it checks.
Every process is killed in a ``finally``; every wait is bounded.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from cardtable.ui.network.client import ComputerClient, NetClient
from cardtable.ui.network.seats import SeatStore, host_seats_path, read_host_seats, table_key
from tests.net_helpers import network_setup

ROOT = Path(__file__).resolve().parent.parent
WAIT = int(os.environ.get("CARDTABLE_NET_WAIT", "180000"))
#: the silence limit the process tests give their processes (the default is 6 s)
SILENCE_MS = 2500


class Proc:
    """A cardtable process whose output lines are read by a thread (the test's
    Qt loop keeps running while it waits for them)."""

    def __init__(self, args: list[str], folder: Path) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
                   XDG_DATA_HOME=str(folder / "data"), XDG_CONFIG_HOME=str(folder / "config"),
                   CARDTABLE_NET_SILENCE_MS=str(SILENCE_MS))
        self.p = subprocess.Popen([sys.executable, "-m", "cardtable", "--lang", "en", *args], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines: list[str] = []
        self.err: list[str] = []
        for stream, out in ((self.p.stdout, self.lines), (self.p.stderr, self.err)):
            threading.Thread(target=self._read, args=(stream, out), daemon=True).start()

    @staticmethod
    def _read(stream: Any, out: list[str]) -> None:
        for line in stream:
            out.append(line.rstrip("\n"))

    def has(self, text: str, count: int = 1) -> bool:
        return sum(text in line for line in self.lines) >= count

    def kill(self) -> None:
        if self.p.poll() is None:
            self.p.kill()
        self.p.wait(timeout=30)


def serve(folder: Path, port: int = 0, extra: tuple[str, ...] = ()) -> Proc:
    return Proc(["--serve", "peech", "--address", "127.0.0.1", "--port", str(port), "--seats",
                 "remote,remote,facile,facile", "--takeover", "0", "--exit", *extra], folder)


def served(qtbot, server: Proc) -> tuple[str, int]:
    qtbot.waitUntil(lambda: server.has("Join at:") or server.p.poll() is not None, timeout=WAIT)
    assert server.has("Join at:"), server.err
    code = next(x for x in server.lines if x.startswith("Table code:")).rsplit(" ", 1)[1]
    address = [x for x in server.lines if x.startswith("Join at:")][-1].rsplit(" ", 1)[1]
    return code, int(address.rsplit(":", 1)[1])


def join_proc(folder: Path, port: int, code: str, name: str = "Hugo") -> Proc:
    return Proc(["--join", f"127.0.0.1:{port}", "--code", code, "--name", name, "--computer", "facile", "--exit"],
                folder)


def observe(port: int, code: str) -> NetClient:
    client = NetClient(record=True)
    client.join("127.0.0.1", port, code, "Observer")
    return client


def seat_state(client: NetClient, seat: int) -> tuple[bool, bool]:
    """(its person connected, a computer plays it), as the host last said."""
    on = seat < len(client.connected_seats) and client.connected_seats[seat]
    computer = seat < len(client.computer_seats) and client.computer_seats[seat]
    return on, computer


def finish(qtbot, observer: NetClient, hugo: Proc) -> dict[str, Any]:
    """The observer's computer plays; the game ends; Hugo's program prints its line."""
    bot = ComputerClient(observer, "facile", seed=1)
    bot._on_welcome()
    qtbot.waitUntil(lambda: hugo.p.poll() is not None, timeout=WAIT)
    assert hugo.p.returncode == 0, hugo.err
    result = json.loads(hugo.lines[-1])
    qtbot.waitUntil(lambda: observer.totals is not None, timeout=WAIT)
    assert result["totals"] == observer.totals
    return result


def seated(qtbot, tmp_path: Path) -> tuple[Proc, Proc, NetClient, str, int]:
    """A host, Hugo's program at seat 1, the observer at seat 2."""
    server = serve(tmp_path / "host")
    code, port = served(qtbot, server)
    hugo = join_proc(tmp_path / "hugo", port, code)
    qtbot.waitUntil(lambda: hugo.has("Seat 1 taken.") or hugo.p.poll() is not None, timeout=WAIT)
    assert hugo.has("Seat 1 taken."), hugo.err
    observer = observe(port, code)
    qtbot.waitUntil(lambda: observer.seat is not None or observer.is_closed, timeout=WAIT)
    assert observer.seat == 1, observer.reason
    qtbot.waitUntil(lambda: seat_state(observer, 0) == (True, False), timeout=WAIT)
    return server, hugo, observer, code, port


def test_a_joined_program_killed_and_started_again_finishes_the_game_at_its_own_seat(qtbot, tmp_path):
    procs: list[Proc] = []
    try:
        server, hugo, observer, code, port = seated(qtbot, tmp_path)
        procs += [server, hugo]
        hugo.p.send_signal(signal.SIGKILL)
        hugo.p.wait(timeout=30)
        qtbot.waitUntil(lambda: seat_state(observer, 0) == (False, True), timeout=WAIT)   # a computer plays
        again = join_proc(tmp_path / "hugo", port, code)          # the same data folder
        procs.append(again)
        qtbot.waitUntil(lambda: again.has("Seat 1 taken.") or again.p.poll() is not None, timeout=WAIT)
        assert again.has("Seat 1 taken."), again.err
        qtbot.waitUntil(lambda: seat_state(observer, 0) == (True, False), timeout=WAIT)
        result = finish(qtbot, observer, again)
        assert result["seat"] == 0
        kept = next((tmp_path / "hugo" / "data").glob("**/joined-seats.json"))
        assert json.loads(kept.read_text())["seats"] == []       # the game over, its token is forgotten
    finally:
        for p in procs:
            p.kill()


def test_a_frozen_program_is_replaced_by_a_computer_then_rejoins(qtbot, tmp_path):
    procs: list[Proc] = []
    try:
        server, hugo, observer, code, port = seated(qtbot, tmp_path)
        procs += [server, hugo]
        hugo.p.send_signal(signal.SIGSTOP)           # a laptop asleep: its connection stays open
        try:
            qtbot.waitUntil(lambda: seat_state(observer, 0) == (False, True), timeout=WAIT)
        finally:
            hugo.p.send_signal(signal.SIGCONT)
        qtbot.waitUntil(lambda: seat_state(observer, 0) == (True, False), timeout=WAIT)   # back by itself
        result = finish(qtbot, observer, hugo)
        assert result["seat"] == 0
    finally:
        for p in procs:
            p.kill()


def test_a_host_killed_and_started_again_takes_its_seats_back(qtbot, tmp_path):
    procs: list[Proc] = []
    try:
        server, hugo, observer, code, port = seated(qtbot, tmp_path)
        procs += [server, hugo]
        saved = list((tmp_path / "host" / "data").glob("**/network.json"))
        assert saved
        server.p.send_signal(signal.SIGKILL)
        server.p.wait(timeout=30)
        qtbot.waitUntil(lambda: observer.is_closed, timeout=WAIT)
        again = serve(tmp_path / "host", port)                   # the same data folder and port, no --code
        procs.append(again)
        code2, port2 = served(qtbot, again)
        assert again.has("The saved network game is resumed")
        assert (code2, port2) == (code, port)                     # the table keeps its code
        observer.rejoin("127.0.0.1", port)
        qtbot.waitUntil(lambda: hugo.has("Seat 1 taken.", 2) or hugo.p.poll() is not None, timeout=WAIT)
        assert hugo.has("Seat 1 taken.", 2), hugo.err             # Hugo's program came back by itself
        qtbot.waitUntil(lambda: observer.seat == 1 and not observer.is_closed, timeout=WAIT)
        result = finish(qtbot, observer, hugo)
        assert result["seat"] == 0
    finally:
        for p in procs:
            p.kill()


# ------------------------------------------------------------ the stores
def test_the_code_of_the_table_last_sat_at_is_kept_for_its_address(tmp_path):
    """:meth:`SeatStore.last_code`: the code of the table at that host this
    data folder sat at last (the joining dialog offers it again)."""
    now = [1.7e9]
    store = SeatStore(tmp_path, clock=lambda: now[0])
    for host, code, token in (("192.168.1.5", "old 111", "b"), ("192.168.1.5", "abc234", "a"),
                              ("10.0.0.9", "ZZZ999", "c")):
        store.keep(host, code, token * 32, 1, "peech")
        now[0] += 10
    later = SeatStore(tmp_path, clock=lambda: 1.7e9 + 3600)
    assert later.last_code("192.168.1.5") == "ABC234"
    assert later.last_code(" 192.168.1.5 ") == "ABC234" and later.last_code("192.168.1.6") == ""


def test_the_joining_side_keeps_a_token_per_table_and_never_takes_a_seat_another_program_holds(tmp_path):
    store = SeatStore(tmp_path)
    assert store.claim("127.0.0.1", "abc 234") is None
    store.keep("127.0.0.1", "ABC234", "a" * 32, 1, "deutch")
    store.release("a" * 32)                                   # this program left the table
    assert table_key("[::1]", "ab c234") == "::1|ABC234"
    assert store.claim("127.0.0.1", "abc 234") == "a" * 32     # the same table, code as typed
    assert store.claim("127.0.0.1", "ABC235") is None          # another table
    # the same table at another address (the host's laptop woke with a new one; found, not typed),
    # its code typed with a letter read as a digit: the token is sent, the host checks it
    assert store.claim("192.168.1.7", "ABC23-4") == "a" * 32 and store.claim("Maison.local", "abc234") == "a" * 32
    # a token kept for the address given comes before one for the same code elsewhere
    store.keep("192.168.1.7", "ABC234", "d" * 32, 2, "deutch")
    store.release("d" * 32)
    assert store.claim("192.168.1.7", "ABC234") == "d" * 32
    store.forget("d" * 32)
    # another program with the same data folder sits at that seat: its token is not sent
    other = SeatStore(tmp_path)
    assert other.claim("127.0.0.1", "ABC234") is None
    store.release("a" * 32)
    assert other.claim("127.0.0.1", "ABC234") == "a" * 32
    other.forget("a" * 32)                                    # the game is over
    assert SeatStore(tmp_path).claim("127.0.0.1", "ABC234") is None
    for bad in ("{", "[]", json.dumps({"format": "cardtable-joined-seats", "seats": [{"table": 1}]}),
                json.dumps({"format": "cardtable-joined-seats",
                            "seats": [{"table": "127.0.0.1|ABC234", "token": "ZZ", "seat": 1, "game": "deutch",
                                       "time": 1.0}]})):
        (tmp_path / "joined-seats.json").write_text(bad)
        assert SeatStore(tmp_path).claim("127.0.0.1", "ABC234") is None     # ignored, never raised


def test_the_host_seats_file_is_used_only_for_its_own_game(tmp_path):
    from cardtable.ui.network.seats import write_host_seats
    setup = network_setup("deutch", seed=5, remote=(1, 2))
    path = host_seats_path(tmp_path / "network.json")
    assert path.name == "network.seats.json"
    assert write_host_seats(path, setup, "TAB234", {1: "b" * 32})
    assert read_host_seats(path, setup) == ("TAB234", {1: "b" * 32}, {})
    assert read_host_seats(path, network_setup("deutch", seed=6, remote=(1, 2))) is None    # another game
    assert read_host_seats(path, network_setup("peech", seed=5, remote=(1, 2))) is None
    data = json.loads(path.read_text())
    for key, value in (("tokens", {"0": "b" * 32}), ("tokens", {"1": "not hex"}), ("code", "AB"), ("extra", 1)):
        bad = dict(data, **{key: value})
        path.write_text(json.dumps(bad))
        assert read_host_seats(path, setup) is None


def test_a_kept_token_the_host_no_longer_knows_is_forgotten_and_the_join_goes_on(qtbot, tmp_path):
    from tests.net_helpers import make_host
    first = make_host("peech", seed=3, remote=(1, 2), takeover_ms=60_000)
    store = SeatStore(tmp_path)
    client = NetClient(store=store)
    client.join("127.0.0.1", first.port, first.code, "Hugo")
    qtbot.waitUntil(lambda: client.seat is not None, timeout=WAIT)
    old = client.token
    client.leave()
    first.stop()
    # another game at the same table (the same host and code): the kept token is no seat's there
    other = make_host("peech", seed=4, remote=(1, 2), takeover_ms=60_000, code=first.code)
    try:
        again = NetClient(store=SeatStore(tmp_path))
        again.join("127.0.0.1", other.port, first.code, "Hugo")
        qtbot.waitUntil(lambda: again.seat is not None or again.is_closed, timeout=WAIT)
        assert again.seat == 1 and not again.is_closed and again.token != old
        kept = json.loads((tmp_path / "joined-seats.json").read_text())["seats"]
        assert [e["token"] for e in kept] == [again.token]
        again.abort()
    finally:
        other.stop()
        first.controller.stop()
        other.controller.stop()

"""A host killed at any moment and started again gives every seat taken its
player's name back (``docs/network.md``, "Coming back to one's seat"): the
name is written with the seat's token, atomically, the moment the seat is
taken -- while the table waits for its other players no move rewrites the
save, and a host killed then used to call the seat "Joueur 1".  A person
is told of a rename only when another seat has the name they asked for,
never when their own seat comes back.

A "crash" is the data folder as it is on disk at that moment, copied
before anything else is written (no clean stop, no save on the way out),
and a new host (or a new window) started from that copy; the ``--serve``
test kills a real process with SIGKILL.  127.0.0.1 only; every wait is
bounded; every process is killed in a ``finally``."""

from __future__ import annotations

import json
import shutil
import signal
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable.ui import storage
from cardtable.ui.anim import Durations
from cardtable.ui.controller import GameController
from cardtable.ui.network.client import NetClient
from cardtable.ui.network.host import NetHost
from cardtable.ui.network.seats import host_seats_path, read_host_seats, write_host_seats
from tests.net_helpers import make_host, network_setup

WAIT = 20_000


def serve_host(folder: Path, setup=None, **kw) -> NetHost:
    """A host as ``--serve`` makes one: its game saved in ``folder/network.json``
    after every change, its code, tokens and names beside it; the game in
    that save resumed when there is one."""
    save = folder / "network.json"
    controller = GameController(Durations("off"))
    controller.pace = False
    controller.record_stats = False
    controller.autosave_path = lambda: save          # type: ignore[method-assign]
    host = NetHost(controller, takeover_ms=None, drive=True, seats_path=lambda: host_seats_path(save),
                   reclaim="name", **kw)
    assert host.listen("127.0.0.1", 0)
    if save.exists():
        host.start_game(*storage.read_save(save))
    else:
        host.start_game(setup)
    return host


def crash_copy(folder: Path, to: Path) -> Path:
    """What a host killed now leaves on disk."""
    shutil.copytree(folder, to)
    return to


def ended(*hosts: NetHost) -> None:
    for host in hosts:
        host.stop()
        host.controller.stop()


def test_a_host_killed_while_it_waits_gives_the_seat_taken_its_players_name_back(qtbot, tmp_path):
    # Les Auteurs, two seats on other computers, two computers: Léa takes seat 1, seat 2 stays free,
    # so the computers wait and no move is played
    setup = network_setup("auteurs", remote=(0, 1))
    first = serve_host(tmp_path / "host", setup)
    second: NetHost | None = None
    lea = NetClient()
    try:
        lea.join("127.0.0.1", first.port, first.code, "Léa")
        qtbot.waitUntil(lambda: lea.seat is not None, timeout=WAIT)
        assert lea.seat == 0 and first.controller.setup.names[0] == "Léa"
        assert first.controller.actions_applied == 0 and first.waiting
        folder = crash_copy(tmp_path / "host", tmp_path / "after-crash")
        first.stop()                                  # the old one is gone; its last words are not on disk
        qtbot.waitUntil(lambda: lea.is_closed, timeout=WAIT)
        second = serve_host(folder)
        assert second.code == first.code
        assert second.controller.setup.names[:2] == ["Léa", "P1"]
        assert second.names == second.controller.setup.names
        kept = read_host_seats(host_seats_path(folder / "network.json"), setup)
        assert kept is not None and kept.tokens == {0: lea.token} and kept.names == {0: "Léa"}
        lea.rejoin("127.0.0.1", second.port)          # Léa's program comes back by itself, with its token
        qtbot.waitUntil(lambda: lea.seat is not None and not lea.is_closed and 0 in second.seat_conn,
                        timeout=WAIT)
        assert lea.names[0] == "Léa" and lea.renamed is None
        # and the next save of the resumed game keeps it too
        again = storage.read_save(folder / "network.json")[0]
        assert again.names[0] == "Léa"
    finally:
        lea.abort()
        ended(first, *([second] if second is not None else []))


def test_a_seat_given_back_by_its_name_keeps_its_name_across_a_crash(qtbot, tmp_path):
    # (one remote seat: the table is full once Hugo sits, so his leaving is a drop-out, whose seat
    # waits for him; a seat left before the table is full would be free again, to anyone)
    setup = network_setup("atout_pique", remote=(1,))
    first = serve_host(tmp_path / "host", setup)
    second: NetHost | None = None
    clients: list[NetClient] = []
    try:
        hugo = NetClient()
        clients.append(hugo)
        hugo.join("127.0.0.1", first.port, first.code, "hugo")
        qtbot.waitUntil(lambda: hugo.seat is not None, timeout=WAIT)
        hugo.abort()                                  # his laptop and its token are gone
        qtbot.waitUntil(lambda: 1 not in first.seat_conn, timeout=WAIT)
        back = NetClient()
        clients.append(back)
        back.join("127.0.0.1", first.port, first.code, "HUGO")     # given back by its name: a new token
        qtbot.waitUntil(lambda: back.seat is not None, timeout=WAIT)
        assert back.seat == 1 and back.token != hugo.token and back.renamed is None
        folder = crash_copy(tmp_path / "host", tmp_path / "after-crash")
        first.stop()
        qtbot.waitUntil(lambda: back.is_closed, timeout=WAIT)
        second = serve_host(folder)
        assert second.controller.setup.names[1] == "hugo"
        back.rejoin("127.0.0.1", second.port)
        qtbot.waitUntil(lambda: 1 in second.seat_conn, timeout=WAIT)
    finally:
        for c in clients:
            c.abort()
        ended(first, *([second] if second is not None else []))


# -------------------------------------------------------- the rename notice
def test_a_person_is_told_of_a_rename_only_when_another_seat_has_the_name(qtbot):
    host = make_host("peech", remote=(1, 2, 3), takeover_ms=60_000)
    clients: list[NetClient] = []

    def joined(name: str, token: str | None = None) -> NetClient:
        client = NetClient()
        clients.append(client)
        client.join("127.0.0.1", host.port, host.code, name, token=token)
        qtbot.waitUntil(lambda: client.seat is not None or client.is_closed, timeout=WAIT)
        assert client.seat is not None, client.reason
        return client
    try:
        host.tokens[1] = "ab" * 16                    # seat 2 was taken before under the name "P1"
        own = joined("Léa", token="ab" * 16)          # its person comes back, under another name this time
        assert own.names[1] == "P1" and own.renamed is None
        zoe = joined("zoé")
        assert zoe.seat == 2 and zoe.renamed is None  # nobody else is called Zoé
        other = joined("ZOÉ")
        assert other.names[3] == "zoé 2" and other.renamed == "zoé 2" and other.clashing_name == "zoé"
        # Zoé's own seat coming back with its token is never a rename, whatever name is typed
        token = zoe.token
        zoe.abort()
        qtbot.waitUntil(lambda: 2 not in host.seat_conn, timeout=WAIT)
        again = joined("zoé 2", token=token)
        assert again.seat == 2 and again.renamed is None
    finally:
        for c in clients:
            c.abort()
        ended(host)


# ------------------------------------------------------------ the seats file
def test_the_host_seats_file_keeps_each_taken_seats_name_with_its_token(tmp_path):
    setup = network_setup("deutch", seed=5, remote=(1, 2))
    path = host_seats_path(tmp_path / "network.json")
    assert write_host_seats(path, setup, "TAB234", {1: "b" * 32}, {1: "Léa", 2: "not taken"})
    kept = read_host_seats(path, setup)
    assert kept is not None and (kept.code, kept.tokens, kept.names) == ("TAB234", {1: "b" * 32}, {1: "Léa"})
    data = json.loads(path.read_text())
    # a file written without the names still gives the tokens
    path.write_text(json.dumps({k: v for k, v in data.items() if k != "names"}))
    kept = read_host_seats(path, setup)
    assert kept is not None and kept.tokens == {1: "b" * 32} and kept.names == {}
    for names in ({"2": "Léa"}, {"1": ""}, {"1": "x" * 41}, {"1": "a\nb"}, {"1": 3}, ["Léa"]):
        path.write_text(json.dumps(dict(data, names=names)))
        assert read_host_seats(path, setup) is None, names


# ------------------------------------------------------------ the --serve process
def test_a_serve_host_killed_while_it_waits_calls_the_returning_player_by_name(qtbot, tmp_path):
    """The play-tester's steps: ``--serve auteurs --seats remote,remote,...``,
    a player joins, the host is killed (SIGKILL) while it waits for the other
    seat, and started again with the same data folder: the player's program
    comes back with its token, under its own name."""
    from tests.test_net_seats import WAIT as PROC_WAIT
    from tests.test_net_seats import Proc, join_proc, served

    def serve(port: int = 0) -> Proc:
        return Proc(["--serve", "auteurs", "--address", "127.0.0.1", "--port", str(port), "--seats",
                     "remote,remote,facile,facile", "--takeover", "0"], tmp_path / "host")
    procs: list[Proc] = []
    try:
        server = serve()
        procs.append(server)
        code, port = served(qtbot, server)
        lea = join_proc(tmp_path / "lea", port, code, name="Léa")
        procs.append(lea)
        qtbot.waitUntil(lambda: server.has("Léa joined the table (seat 1).") or server.p.poll() is not None,
                        timeout=PROC_WAIT)
        assert server.has("Léa joined the table (seat 1)."), server.err
        server.p.send_signal(signal.SIGKILL)
        server.p.wait(timeout=30)
        again = serve(port)
        procs.append(again)
        assert served(qtbot, again) == (code, port)
        qtbot.waitUntil(lambda: again.has("is back at the table (seat 1).") or again.p.poll() is not None,
                        timeout=PROC_WAIT)
        assert again.has("Léa is back at the table (seat 1)."), again.lines
        assert not lea.has("Another player is called"), lea.lines
    finally:
        for p in procs:
            p.kill()


# ------------------------------------------------------------ the window's host
@pytest.fixture
def host_window(qtbot, monkeypatch, english):
    from tests.net_helpers import hosting_window
    yield from hosting_window(qtbot, monkeypatch)


def test_a_hosting_window_killed_while_a_dialog_holds_the_game_gives_the_seat_its_name_back(
        qtbot, host_window, tmp_path, monkeypatch):
    """The window's host: a player joins while a dialog holds the game (the
    autosave waits for it to close), the program is killed then; started
    again, the autosave hosted again calls the seat by its player's name."""
    from tests.net_helpers import network_window
    from tests.test_net_window_host import host_from_menu, join
    w = host_window
    host_from_menu(qtbot, w, ["human", "remote", "remote", "computer"], game="auteurs")
    save = w.controller.autosave_path()
    files = (save, host_seats_path(save))
    w.controller.hold()                           # Aide > Clavier…, À propos…: the autosave waits
    lea, _bot = join(w, "Léa")
    qtbot.waitUntil(lambda: lea.seat == 1 and w.controller.setup.names[1] == "Léa", timeout=WAIT)
    on_disk = {f: f.read_bytes() for f in files}  # what a program killed now leaves
    w.controller.release()
    lea.abort()
    w.stop_hosting()                              # (it saves: the files are put back as they were)
    w.controller.stop()
    for f, data in on_disk.items():
        f.write_bytes(data)
    asked: list[str] = []

    def yes(_parent, _title, text, *_a):
        asked.append(text)
        return QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "question", yes)
    again = network_window(qtbot, language="en", autosave=True, size=None)
    again.hosting.pace = False
    try:
        assert again.saves.startup()
        assert "Léa" in asked[0] and "keeps its table code" in asked[0]
        assert again.hosting.hosting and again.controller.setup.names[1] == "Léa"
        assert again.director.scene.plates[1].name.startswith("Léa")
        # she comes back with her token: "back at the table", not a newcomer
        from cardtable.ui.network.client import NetClient
        back = NetClient()
        back.join("127.0.0.1", again.hosting.host.port, again.hosting.host.code, "Léa", token=lea.token)
        qtbot.waitUntil(lambda: any("Léa is back at the table." in n for n in again.hosting.news), timeout=WAIT)
        assert not any("Léa joined the table." in n for n in again.hosting.news), again.hosting.news
        back.abort()
    finally:
        again.stop_hosting()
        again.controller.stop()


def test_a_player_back_in_a_resumed_game_who_leaves_before_it_is_full_is_awaited_by_name_again(qtbot, tmp_path):
    """A resumed game: Léa comes back, then leaves again before Hugo is
    back; her seat is hers (it waits for her by name, not free to anyone),
    the table goes on waiting for both, and only once both are back
    together does the game resume."""
    setup = network_setup("auteurs", seed=6, remote=(0, 1))
    first = serve_host(tmp_path / "host", setup)
    second: NetHost | None = None
    clients: list[NetClient] = []
    try:
        lea, hugo = NetClient(), NetClient()
        clients += [lea, hugo]
        lea.join("127.0.0.1", first.port, first.code, "Léa")
        qtbot.waitUntil(lambda: lea.seat == 0, timeout=WAIT)
        hugo.join("127.0.0.1", first.port, first.code, "Hugo")
        qtbot.waitUntil(lambda: lea.my_turn, timeout=WAIT)          # full: the game began
        folder = crash_copy(tmp_path / "host", tmp_path / "after-crash")
        first.stop()
        qtbot.waitUntil(lambda: lea.is_closed and hugo.is_closed, timeout=WAIT)
        second = serve_host(folder)
        lea.rejoin("127.0.0.1", second.port)
        qtbot.waitUntil(lambda: lea.seat == 0 and lea.awaited == [1] and lea.begun, timeout=WAIT)
        lea.leave()
        qtbot.waitUntil(lambda: 0 not in second.seat_conn, timeout=WAIT)
        assert second.waiting and second.awaited_seats() == [0, 1] and second.free_seats() == []
        assert second.names[:2] == ["Léa", "Hugo"] and 0 not in second.controller.players
        watcher = NetClient()                       # a newcomer finds no free seat: both are Léa's and Hugo's
        clients.append(watcher)
        refused: list[str] = []
        watcher.closed.connect(refused.append)
        watcher.join("127.0.0.1", second.port, second.code, "Zoé")
        qtbot.waitUntil(lambda: bool(refused), timeout=WAIT)
        assert refused == ["no_free_seat"]
        hugo.rejoin("127.0.0.1", second.port)
        qtbot.waitUntil(lambda: hugo.seat == 1 and hugo.awaited == [0], timeout=WAIT)
        assert second.waiting and second.controller.actions_applied == 0
        lea2 = NetClient()
        clients.append(lea2)
        lea2.join("127.0.0.1", second.port, second.code, "Léa", token=lea.token)
        qtbot.waitUntil(lambda: lea2.my_turn, timeout=WAIT)         # both back together: it resumes
        assert not second.waiting
    finally:
        for c in clients:
            c.abort()
        ended(first, *([second] if second is not None else []))

"""Names at a network table: the host gives every seat one name, unique
without regard to case, and every screen shows every seat under it (plates,
scoresheet, the texts of the table); a person the host renamed is told so.
127.0.0.1 only; the processes started are killed in ``finally``."""

from __future__ import annotations

import html
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable.ui.network.host import NetHost
from tests.net_helpers import hosting_window, join, make_host, network_window, serve_news
from tests.test_net_window_host import host_from_menu, shown_code_and_port
from tests.test_net_window_join import _no_multicast, fill, open_dialog  # noqa: F401

ROOT = Path(__file__).resolve().parent.parent


def test_a_name_is_numbered_when_the_table_has_it_without_regard_to_case():
    from cardtable.ui.network.host import unique_name
    assert unique_name("Zoé", ["Hugo"]) == "Zoé"
    assert unique_name("zoé", ["Zoé", "Hugo"]) == "Zoé 2"
    assert unique_name("ZOÉ", ["Zoé", "Zoé 2"]) == "Zoé 3"
    assert unique_name("  Léa   Martin ", []) == "Léa Martin"
    assert len(unique_name("x" * 40, ["X" * 40])) == 40


def test_the_host_numbers_alike_names_and_tells_every_client(qtbot):
    host = make_host("peech", remote=(1, 2, 3), takeover_ms=60_000)
    try:
        a, _ = join(host, "Zoé")
        qtbot.waitUntil(lambda: a.seat is not None, timeout=10000)
        b, _ = join(host, "zoé")
        qtbot.waitUntil(lambda: b.seat is not None, timeout=10000)
        c, _ = join(host, " ZOÉ ")
        qtbot.waitUntil(lambda: c.seat is not None, timeout=10000)
        names = host.controller.setup.names
        assert names[1:] == ["Zoé", "Zoé 2", "Zoé 3"]
        assert host.names == names
        # every client holds the host's names, the first one included (a ``seats`` message)
        qtbot.waitUntil(lambda: a.names == b.names == c.names == names, timeout=10000)
        assert a.renamed is None and b.renamed == "Zoé 2" and c.renamed == "Zoé 3"
    finally:
        host.stop()
        host.controller.stop()


def _window(qtbot):
    return network_window(qtbot)


@pytest.fixture
def two_windows(qtbot, french):
    made = [_window(qtbot), _window(qtbot)]
    hosts: list[NetHost] = []
    yield made, hosts
    for w in made:
        if w.joined is not None:
            w.joined.leave()
        w.controller.stop()
        w.view.table.queue.clear()
    for h in hosts:
        h.stop()
        h.controller.stop()


def _joined_alike(qtbot, two_windows):
    """A Peech table hosted with two seats on other computers, joined from
    the two windows as « Zoé » then « zoé »: the windows and the host."""
    (first, second), hosts = two_windows
    host = make_host("peech", remote=(1, 2), takeover_ms=60_000)
    hosts.append(host)
    for w, name in ((first, "Zoé"), (second, "zoé")):
        dlg = open_dialog(w)
        fill(qtbot, dlg, f"127.0.0.1:{host.port}", host.code, name)
        qtbot.waitUntil(lambda w=w: w.joined is not None, timeout=10000)
    return first, second, host


def test_two_windows_named_alike_show_every_seat_under_the_hosts_name(qtbot, two_windows):
    first, second, host = _joined_alike(qtbot, two_windows)
    names = host.controller.setup.names
    assert names[1:3] == ["Zoé", "Zoé 2"]

    def shown(w) -> bool:
        plates = w.director.scene.plates
        sheet = w.scoresheet
        return (all(plates[s].name == names[s] for s in range(4))
                and sheet is not None and sheet.model.names == names
                and w.director.behaviour.names == names)
    # the first screen learns the second seat's name; the second shows its own as the host gave it
    qtbot.waitUntil(lambda: shown(first) and shown(second), timeout=10000)
    # the renamed person is told so, in their language; the other is not
    assert second.joined.message == "Vous jouez sous le nom de Zoé 2"
    assert "Un autre joueur s'appelle Zoé\u00a0: vous jouez sous le nom de Zoé 2." in second.joined.panel.body.text()
    assert first.joined.message == ""


def test_the_new_names_notice_stays_out_of_the_turns_way(qtbot, two_windows):
    """The notice « Vous jouez sous le nom de Zoé 2 » is up when the
    renamed person's turn comes (Peech: every seat chooses a card at
    once): it stays to be read, but Entrée and the arrows are the table's
    (Entrée no longer closes the notice, → raises a card of the hand), and
    Échap closes it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    _first, second, _host = _joined_alike(qtbot, two_windows)
    seat = second.joined.client.seat
    qtbot.waitUntil(lambda: second.director.awaiting == seat, timeout=10000)
    panel = second.joined.panel
    assert panel.isVisible() and second.joined.message == "Vous jouez sous le nom de Zoé 2"
    view = second.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert panel.isVisible()                       # the Entrée went to the table
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is view and view.table.input.selected is not None
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not panel.isVisible() and second.joined.message == ""


def _run(args: list[str], data: Path) -> subprocess.Popen:
    """The program in a process of its own, its output in ``data/out.txt``."""
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
           "XDG_DATA_HOME": str(data / "data"), "XDG_CONFIG_HOME": str(data / "cfg"), "HOME": str(data)}
    data.mkdir(parents=True, exist_ok=True)
    with open(data / "out.txt", "w") as out:
        return subprocess.Popen([sys.executable, "-m", "cardtable", *args], cwd=ROOT, env=env,
                                stdout=out, stderr=subprocess.STDOUT, text=True)


def _output(data: Path) -> str:
    return (data / "out.txt").read_text()


def _wait_line(data: Path, starts: str, deadline: float) -> str:
    while time.monotonic() < deadline:
        for line in _output(data).splitlines():
            if line.startswith(starts):
                return line
        time.sleep(0.05)
    raise AssertionError(f"no line starting with {starts!r}: {_output(data)!r}")


def test_serve_and_two_joins_named_alike_end_with_the_tables_names(tmp_path):
    """Process level: ``--serve`` numbers the second "zoé", that ``--join``
    prints that it was renamed, and every final JSON line holds the names as
    the table shows them."""
    procs: list[subprocess.Popen] = []
    try:
        serve = _run(["--lang", "en", "--serve", "atout_pique", "--port", "0", "--code", "ABC234",
                      "--seats", "remote,remote,facile,facile", "--exit"], tmp_path / "host")
        procs.append(serve)
        deadline = time.monotonic() + 240
        address = _wait_line(tmp_path / "host", "Join at", deadline).split()[-1]
        port = address.rpartition(":")[2]
        for name, where in (("Zoé", "a"), ("zoé", "b")):
            procs.append(_run(["--lang", "en", "--join", f"127.0.0.1:{port}", "--code", "abc234", "--name", name,
                               "--computer", "facile", "--exit"], tmp_path / where))
            _wait_line(tmp_path / where, "Seat", deadline)
        for p in procs:
            assert p.wait(max(1.0, deadline - time.monotonic())) == 0
        outs = [_output(tmp_path / where) for where in ("a", "b", "host")]
        finals = [json.loads([x for x in out.splitlines() if x.startswith("{")][-1]) for out in outs]
        for final in finals:
            assert final["names"] == ["Zoé", "Zoé 2", "Player 3", "Player 4"]
        assert "Another player is called Zoé: you play under the name Zoé 2." in outs[1]   # as the table spells it
        assert "Another player" not in outs[0]
        # the host said who came, in one line each
        assert "Zoé joined the table (seat 1)." in outs[2] and "Zoé 2 joined the table (seat 2)." in outs[2]
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait(10)


# ------------------------------------------------------------ table codes
def test_one_rule_for_table_codes_and_confused_characters_read_as_one():
    import secrets

    from cardtable.net.protocol import new_code, normal_code, same_code, valid_code
    from cardtable.ui.network.join import clean_code
    assert same_code("abc123", "ABC123") and same_code("ABCI23", "ABC123") and same_code("abc-l23", "ABC123")
    assert same_code("K0M2QX", "KOM2QX") and same_code("kom 2qx", "K0M2QX")
    assert not same_code("ABC124", "ABC123")
    assert normal_code("ab-c 1O") == "ABC10"
    for text in ("ABC123", "abc 123", "KOM2QX", "K7M-2QX"):
        assert valid_code(text)
        assert clean_code(text)             # the join dialog takes what --serve takes
    for text in ("ABC12", "ABC1234", "ABC12!", "ABCÉ12", ""):
        assert not valid_code(text)
        with pytest.raises(ValueError):
            clean_code(text)
    for _ in range(200):                    # a new code never holds a character people confuse
        code = new_code(secrets.SystemRandom())
        assert valid_code(code) and not set(code) & set("0O1IL")


def test_a_code_with_a_one_and_an_o_is_joined_typed_either_way(qtbot):
    host = make_host("atout_pique", remote=(1,), takeover_ms=60_000, code="ABC1O2")
    try:
        from cardtable.ui.network.client import NetClient
        client = NetClient()
        client.join("127.0.0.1", host.port, "abcl02", "Léa")     # l for 1, 0 for O
        qtbot.waitUntil(lambda: client.seat is not None, timeout=10000)
    finally:
        host.stop()
        host.controller.stop()


def test_serve_refuses_a_code_it_could_not_be_joined_with(tmp_path):
    for code in ("ABC12", "ABC12!", "ABCDEFG"):
        r = subprocess.run([sys.executable, "-m", "cardtable", "--lang", "en", "--serve", "deutch", "--code", code],
                           env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
                                "HOME": str(tmp_path)}, capture_output=True, text=True, timeout=60)
        assert r.returncode == 2 and "table code has 6 letters and digits" in r.stderr, (code, r.stderr)


# ------------------------------------------------------------- the bench
def test_the_latency_bench_matches_each_delivery_to_its_own_action(qtbot):
    """``benchmarks/bench_net.py``: a delivery is read after its action was
    sent, so no latency can be negative -- also in Deutch, whose opening
    rapidité windows send positions of their own (no controller event)."""
    from PySide6.QtCore import QCoreApplication

    from benchmarks.bench_net import play_one
    latencies = play_one(QCoreApplication.instance(), "deutch", 50)
    assert len(latencies) > 100
    assert min(latencies) >= 0


# ------------------------------------- telling the others how to join (window)
@pytest.fixture
def host_window(qtbot, monkeypatch, english):
    """A window that hosts on 127.0.0.1 only, in English."""
    yield from hosting_window(qtbot, monkeypatch)


def test_the_host_shows_the_code_large_and_copies_it(qtbot, host_window):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    w = host_window
    host_from_menu(qtbot, w, ["computer", "remote"])
    code, port = shown_code_and_port(w)
    banner = w.hosting.banner
    assert banner.copy_button.isVisible() and banner.large_button.isVisible()
    qtbot.mouseClick(banner.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == f"Table code: {code} — address: 127.0.0.1:{port}"
    qtbot.mouseClick(banner.large_button, Qt.MouseButton.LeftButton)
    dlg = w.hosting.join_info
    assert dlg is not None
    qtbot.waitExposed(dlg)
    assert dlg.code_label.text().replace(" ", "") == code
    assert dlg.address_label.text() == f"127.0.0.1:{port}"
    assert dlg.code_label.font().pixelSize() >= 60          # read across a room
    QGuiApplication.clipboard().clear()
    qtbot.mouseClick(dlg.copy_button, Qt.MouseButton.LeftButton)
    assert code in QGuiApplication.clipboard().text()
    dlg.reject()
    assert w.hosting.act_info.isEnabled()          # also Partie > Jouer en réseau
    w.hosting.act_info.trigger()
    assert w.hosting.join_info is not None and w.hosting.join_info.isVisible()
    w.hosting.join_info.reject()
    w.stop_hosting()
    assert not w.hosting.act_info.isEnabled()


def test_hosting_again_listens_on_the_port_of_the_last_hosting(qtbot, host_window):
    from cardtable.ui.network.host import PORT_KEY
    w = host_window
    host_from_menu(qtbot, w, ["computer", "remote"])
    _code, port = shown_code_and_port(w)
    assert w.settings.get(PORT_KEY) == port
    w.stop_hosting()
    w.controller.stop()
    host_from_menu(qtbot, w, ["computer", "remote"])       # a new hosting (a restarted program reads the setting)
    assert shown_code_and_port(w)[1] == port


def test_the_hosts_person_is_never_called_you_on_other_screens(qtbot, host_window):
    from cardtable.ui.network.join import NAME_KEY
    w = host_window
    w.settings.set(NAME_KEY, "")
    host_from_menu(qtbot, w, ["human", "remote"])
    assert w.controller.setup.names[0] == "Player 1"
    from tests.test_net_window_host import join as client_join
    client, _bot = client_join(w, "Léa")
    qtbot.waitUntil(lambda: client.seat == 1, timeout=60_000)
    assert client.names[0] == "Player 1" and "You" not in client.names
    client.leave()
    w.stop_hosting()
    w.controller.stop()
    # the person's own name, once given (joining or hosting), is theirs at the next hosting
    w.settings.set(NAME_KEY, "Margot")
    host_from_menu(qtbot, w, ["human", "remote"])
    assert w.controller.setup.names[0] == "Margot"


def test_the_join_dialog_offers_the_code_of_the_table_sat_at_last(qtbot, host_window):
    """A person who left the table (or whose program closed) opens Rejoindre:
    the address and the code of the table they sat at are there; a table
    found on the network at another address leaves the code empty."""
    from cardtable.ui.network.discovery import TableInfo
    from cardtable.ui.network.join import ADDRESS_KEY, JoinDialog
    from cardtable.ui.network.seats import SeatStore
    SeatStore().keep("127.0.0.1", "K7M2QX", "a" * 32, 1, "deutch")
    w = host_window
    w.settings.set(ADDRESS_KEY, "127.0.0.1:5001")
    dlg = JoinDialog(w)
    qtbot.addWidget(dlg)
    assert dlg.code_edit.text() == "K7M2QX"
    dlg.show_tables([TableInfo("Hugo", "peech", "127.0.0.2", 5002, 1, "cardtable 0.1.0", 2)])
    dlg.table_list.setCurrentRow(0)
    assert dlg.address_edit.text() == "127.0.0.2:5002" and dlg.code_edit.text() == ""


def test_the_join_dialog_never_fills_in_you_and_a_found_table_replaces_the_code(qtbot, host_window):
    from cardtable.ui.network.discovery import TableInfo
    from cardtable.ui.network.join import NAME_KEY, JoinDialog
    from cardtable.ui.window.new_game import LAST_KEY
    w = host_window
    w.settings.set(NAME_KEY, "")
    w.settings.set_json(LAST_KEY, {"game_id": "deutch", "players": 2, "seats": [
        {"name": "Vous", "human": True, "level": "intermediaire"},
        {"name": "Léa", "human": False, "level": "facile"}]})
    dlg = JoinDialog(w)
    qtbot.addWidget(dlg)
    assert dlg.name_edit.text() == ""
    tables = [TableInfo("Léa", "deutch", "127.0.0.1", 5001, 1, "cardtable 0.1.0", 2),
              TableInfo("Hugo", "peech", "127.0.0.1", 5002, 1, "cardtable 0.1.0", 2)]
    dlg.show_tables(tables)
    dlg.table_list.setCurrentRow(0)
    dlg.code_edit.setText("K7M2QX")
    dlg.table_list.setCurrentRow(1)
    assert dlg.address_edit.text() == "127.0.0.1:5002" and dlg.code_edit.text() == ""
    dlg.code_edit.setText("ABC234")
    dlg.show_tables(tables)                      # the same table listed again keeps its code
    assert dlg.code_edit.text() == "ABC234"


# ----------------------------------------- a computer without a network
def test_a_computer_on_no_network_announces_on_loopback_and_says_so(monkeypatch):
    from cardtable.ui.network import host
    monkeypatch.setattr(host, "lan_addresses", lambda: [])
    assert host.reach("0.0.0.0") == (["127.0.0.1"], {"interfaces": ["127.0.0.1"]}, True)
    monkeypatch.setattr(host, "lan_addresses", lambda: ["192.168.1.12"])
    assert host.reach("0.0.0.0") == (["192.168.1.12"], {}, False)


def test_a_window_hosting_for_this_computer_only_says_so_and_is_announced_there(qtbot, host_window, monkeypatch):
    from cardtable.ui.network import discovery
    made: list[dict] = []

    class Recorder:
        def __init__(self, name, game, port, free, **kw):
            made.append(dict(kw, name=name, port=port))

        def start(self) -> bool:
            return True

        def update(self, free) -> None:
            pass

        def stop(self) -> None:
            pass
    monkeypatch.setattr(discovery, "TableAdvertiser", Recorder)
    w = host_window
    host_from_menu(qtbot, w, ["computer", "remote"])
    assert made and made[0]["interfaces"] == ["127.0.0.1"]
    assert "Only windows on this computer can join: it is on no network." in html.unescape(w.hosting.banner.text)
    w.hosting.show_join_info()
    assert "only the program's windows on this computer" in w.hosting.join_info.note.text()
    w.hosting.join_info.reject()


# ---------------------------------------------- --serve at the end of the game
def test_serve_without_exit_stays_after_the_end_for_a_seat_coming_back(qtbot, monkeypatch, capsys):
    """Without ``--exit`` the host does not quit at the end (as its help
    says): a seat whose person comes back afterwards is shown the final
    scores; SIGTERM then stops it.  In this process, with the computers'
    pause off so that the game ends soon."""
    import signal

    from PySide6.QtCore import QCoreApplication, QTimer

    from cardtable.ui import controller as controller_module
    from cardtable.ui.network import cli
    from cardtable.ui.network import host as host_module
    from cardtable.ui.network.client import ComputerClient, NetClient

    class NoPause(controller_module.GameController):
        pace = property(lambda self: False, lambda self, value: None)
    hosts: list = []

    class Recorded(host_module.NetHost):
        def __init__(self, *a, **kw):
            super().__init__(*a, **kw)
            hosts.append(self)
    monkeypatch.setattr(controller_module, "GameController", NoPause)
    monkeypatch.setattr(host_module, "NetHost", Recorded)
    old = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    seen: dict = {}
    app = QCoreApplication.instance()

    def step() -> None:
        if "client" not in seen and hosts and hosts[0].port:
            client = NetClient(app)
            seen["client"], seen["bot"] = client, ComputerClient(client, "facile", seed=1)
            client.join("127.0.0.1", hosts[0].port, "ABC234", "Léa", lang="en")
        client = seen.get("client")
        if client is not None and client.totals is not None and client.is_closed and "again" not in seen:
            # the old host had quit by now (it quit 0.3 s after the end)
            seen["again"] = True
            QTimer.singleShot(1500, app, lambda: comeback(client.token))

    def comeback(token: str) -> None:
        back = NetClient(app)
        seen["back"] = back
        back.over.connect(lambda totals: (seen.__setitem__("totals", totals),
                                          QTimer.singleShot(0, app, lambda: os.kill(os.getpid(), signal.SIGTERM))))
        back.join("127.0.0.1", hosts[0].port, "ABC234", "Léa", token=token, lang="en")
    poll, guard = QTimer(), QTimer()
    poll.timeout.connect(step)
    poll.start(20)
    guard.setSingleShot(True)
    guard.timeout.connect(app.quit)       # a bound: never hangs the run
    guard.start(240_000)
    try:
        assert cli.serve("peech", "en", port=0, code="ABC234", seats=["remote", "facile", "facile", "facile"],
                         address="127.0.0.1") == 0
    finally:
        poll.stop()
        guard.stop()
        for sig, handler in old.items():
            signal.signal(sig, handler)
        from cardtable.ui import i18n
        i18n.install("fr")                # serve installed its language
    out = capsys.readouterr().out
    assert seen.get("totals") == seen["client"].totals          # came back after the end: the final scores
    assert "The game is over. Ctrl+C stops the host." in out
    assert "The game is saved; the host stops." in out


def test_serve_says_in_one_line_who_arrives_leaves_is_replaced_and_comes_back(qtbot, english):
    from cardtable.ui.network.client import NetClient
    host = make_host("atout_pique", remote=(1,), takeover_ms=0)
    said = serve_news(host)
    try:
        client = NetClient()
        client.join("127.0.0.1", host.port, host.code, "Zoé")
        qtbot.waitUntil(lambda: "Zoé joined the table (seat 2)." in said, timeout=10000)
        # her program has read its welcome (the host says she joined as soon as
        # it sent it): the token it brings back is known
        qtbot.waitUntil(lambda: client.token is not None, timeout=10000)
        # the game must not end before Zoé is back (every seat a computer, no
        # pace: on a busy machine it would, and then nothing more is said)
        host.controller.hold_computers()
        client.abort()
        qtbot.waitUntil(lambda: "A computer plays for Zoé (seat 2)." in said, timeout=10000)
        assert "The connection with Zoé is lost (seat 2)." in said      # not "left": she did not say so
        again = NetClient()
        again.join("127.0.0.1", host.port, host.code, "Zoé", token=client.token)
        qtbot.waitUntil(lambda: "Zoé is back at the table (seat 2)." in said, timeout=10000)
        assert len(said) == 4
    finally:
        host.stop()
        host.controller.stop()


def test_serve_started_again_listens_on_the_port_it_had(tmp_path):
    """``--serve`` without ``--port``, stopped (SIGTERM) and started again
    with the same data folder: the address the others have still answers."""
    import signal
    ports = []
    for _ in range(2):
        p = _run(["--lang", "en", "--serve", "deutch", "--address", "127.0.0.1", "--seats", "facile,remote"],
                 tmp_path / "host")
        try:
            deadline = time.monotonic() + 60
            ports.append(int(_wait_line(tmp_path / "host", "Join at", deadline).rpartition(":")[2]))
            p.send_signal(signal.SIGTERM)
            assert p.wait(60) == 0
        finally:
            if p.poll() is None:
                p.kill()
                p.wait(10)
    assert ports[0] == ports[1]

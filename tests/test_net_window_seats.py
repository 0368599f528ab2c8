"""Coming back to one's seat from the window (``docs/network.md``, "Coming
back to one's seat"): a joined window that left the table joins it again at
its own seat; a joined window whose ``--serve`` host was killed and started
again is back at its seat by itself; the host's window is asked before a
waiting seat is given back by its name; a silent peer is noticed on both
ends; a hosting window cannot join its own table (127.0.0.1 only)."""

from __future__ import annotations

import signal

import pytest
from PySide6.QtCore import Qt

from cardtable.ui.network import host as host_module
from cardtable.ui.network.client import NetClient
from tests import test_net_window_join as _join
from tests.net_helpers import make_host
from tests.test_net_seats import Proc, serve, served
from tests.test_net_window_host import fill_dialog, shown_code_and_port
from tests.test_net_window_join import fill, open_dialog

# the fixtures of the joining tests: a window (French), headless hosts, no multicast
window, hosts, _no_multicast = _join.window, _join.hosts, _join._no_multicast

WAIT = 60_000


def joined_at(qtbot, w, address: str, code: str, name: str = "Léa"):
    dlg = open_dialog(w)
    fill(qtbot, dlg, address, code, name)
    qtbot.waitUntil(lambda: w.joined is not None or dlg.error_label.isVisible(), timeout=WAIT)
    assert w.joined is not None, dlg.error_label.text()
    return w.joined


def test_a_window_that_left_the_table_joins_it_again_at_its_own_seat(qtbot, window, hosts):
    host = make_host("atout_pique", seed=4, remote=(0, 1), takeover_ms=0)
    hosts.append(host)
    other = NetClient()
    other.join("127.0.0.1", host.port, host.code, "Observer")
    joined = joined_at(qtbot, window, f"127.0.0.1:{host.port}", host.code)
    qtbot.waitUntil(lambda: other.seat is not None, timeout=WAIT)
    seat = joined.client.seat
    joined.leave()                              # "Leave the table": the computer plays the seat meanwhile
    qtbot.waitUntil(lambda: seat not in host.seat_conn and seat in host.controller.players, timeout=WAIT)
    again = joined_at(qtbot, window, f"127.0.0.1:{host.port}", host.code)
    assert again.client.seat == seat
    qtbot.waitUntil(lambda: seat in host.seat_conn and seat not in host.controller.players, timeout=WAIT)
    other.abort()


def test_a_window_joined_to_a_serve_host_killed_and_started_again_is_back_at_its_seat(qtbot, window, tmp_path):
    procs: list[Proc] = []
    try:
        server = serve(tmp_path / "host")
        procs.append(server)
        code, port = served(qtbot, server)
        joined = joined_at(qtbot, window, f"127.0.0.1:{port}", code)
        joined.retry_ms = 300
        seat = joined.client.seat
        server.p.send_signal(signal.SIGKILL)
        server.p.wait(timeout=30)
        qtbot.waitUntil(lambda: joined.message != "", timeout=WAIT)
        again = serve(tmp_path / "host", port)
        procs.append(again)
        assert served(qtbot, again) == (code, port)
        qtbot.waitUntil(lambda: not joined.client.is_closed and joined.message == "", timeout=WAIT)
        assert joined.client.seat == seat and window.joined is joined
        assert joined.ended is None
    finally:
        for p in procs:
            p.kill()
        if window.joined is not None:
            window.joined.leave()


@pytest.fixture
def host_window(qtbot, monkeypatch, english):
    from cardtable.ui.network import hosting
    from tests.test_net_window_pair import _window
    monkeypatch.setattr(hosting, "LISTEN_ADDRESS", "127.0.0.1")
    w = _window(qtbot)
    w.hosting.pace = False
    yield w
    w.stop_hosting()
    w.controller.stop()
    w.view.table.queue.clear()


def hosted(qtbot, w):
    fill_dialog(qtbot, ["computer", "remote", "remote", "computer"], game="atout_pique", options={"target": 100})
    w.hosting.act_host.trigger()
    assert w.hosting.hosting
    return w.hosting.host


@pytest.mark.parametrize("give", [True, False])
def test_the_host_window_is_asked_before_a_waiting_seat_is_given_back_by_its_name(qtbot, host_window, give,
                                                                                 monkeypatch):
    monkeypatch.setattr(host_module, "SILENCE_MS", 900)
    w = host_window
    host = hosted(qtbot, w)
    hugo, other = NetClient(), NetClient(record=True)
    hugo.join("127.0.0.1", host.port, host.code, "Hugo")
    qtbot.waitUntil(lambda: hugo.seat is not None, timeout=WAIT)
    other.join("127.0.0.1", host.port, host.code, "Léa")
    qtbot.waitUntil(lambda: other.seat is not None, timeout=WAIT)
    # while Hugo is connected, another "hugo" is never given his seat, nor asked about
    third = NetClient()
    third.join("127.0.0.1", host.port, host.code, "hugo")
    qtbot.waitUntil(lambda: third.is_closed, timeout=WAIT)
    assert third.reason == "no_free_seat" and not w.hosting.reclaim_boxes
    seat, lost_token = hugo.seat, hugo.token
    hugo.abort()                                 # his laptop is gone, and its token with it
    qtbot.waitUntil(lambda: seat not in host.seat_conn, timeout=WAIT)
    back = NetClient()
    back.join("127.0.0.1", host.port, host.code, " HUGO ")
    qtbot.waitUntil(lambda: bool(w.hosting.reclaim_boxes), timeout=WAIT)
    box = next(iter(w.hosting.reclaim_boxes.values()))
    assert box.isVisible() and "Hugo" in box.text()

    def pings() -> int:
        return sum(m["kind"] == "ping" for m in other.messages)
    asked = pings()
    qtbot.waitUntil(lambda: pings() >= asked + 4, timeout=WAIT)     # the host's person takes their time
    button = next(b for b in box.buttons() if b.text() == ("Give the seat back" if give else "Refuse"))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    if give:
        qtbot.waitUntil(lambda: back.seat is not None, timeout=WAIT)
        assert back.seat == seat and back.token != lost_token
        given = pings()
        qtbot.waitUntil(lambda: pings() >= given + 4 or back.is_closed, timeout=WAIT)
        assert not back.is_closed and host.seat_conn.get(seat) is not None   # not taken for a silent one
        assert w.controller.setup.names[seat] == "Hugo"
        stale = NetClient()
        stale.join("127.0.0.1", host.port, host.code, "Hugo", token=lost_token)   # the lost token: no use
        qtbot.waitUntil(lambda: stale.is_closed, timeout=WAIT)
        assert stale.reason == "bad_token" and host.seat_conn[seat] is not None
    else:
        qtbot.waitUntil(lambda: back.is_closed, timeout=WAIT)
        assert back.reason == "declined" and seat not in host.seat_conn
    for c in (back, other):
        c.abort()


def test_a_hosting_window_cannot_join_its_own_table(qtbot, host_window):
    w = host_window
    host = hosted(qtbot, w)
    code, port = shown_code_and_port(w)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    waiting = [True]            # the answer is looked for during this test only

    def yes() -> None:          # "Abandon the game in progress?" comes first: yes (nothing is lost until a join)
        if not waiting[0]:
            return              # (left polling, it answered "Yes" to a later test's question)
        box = QApplication.activeModalWidget()
        if box is not None and hasattr(box, "yes_button"):
            box.yes_button.click()
        else:
            QTimer.singleShot(20, yes)
    QTimer.singleShot(0, yes)
    try:
        dlg = open_dialog(w)
        fill(qtbot, dlg, f"127.0.0.1:{port}", code, "Moi")
        assert dlg.error_label.isVisible() and "hosts the table" in dlg.error_label.text()
        assert dlg.client is None and w.joined is None
        assert w.hosting.host is host and host.server is not None and not host.connections
        dlg.reject()
    finally:
        waiting[0] = False


def test_a_silent_client_is_dropped_and_a_computer_plays_its_seat(qtbot, monkeypatch, hosts):
    monkeypatch.setattr(host_module, "SILENCE_MS", 600)
    host = make_host("atout_pique", seed=4, remote=(1,), takeover_ms=0)
    hosts.append(host)
    sent: list[bytes] = []
    from cardtable.net.protocol import PROTOCOL, client_message, encode
    conn = host.attach(sent.append, lambda: None)      # a program that says hello, then is frozen
    conn.feed(encode(client_message("hello", program=host_module.PROGRAM, protocol=PROTOCOL, code=host.code,
                                    name="Hugo", token=None, lang="en")))
    assert conn.seat == 1 and 1 not in host.controller.players
    qtbot.waitUntil(lambda: conn.closed and 1 in host.controller.players, timeout=WAIT)
    assert 1 not in host.seat_conn


def test_a_client_notices_a_silent_host_and_comes_back(qtbot, window, monkeypatch, hosts):
    monkeypatch.setattr(host_module, "SILENCE_MS", 600)
    host = make_host("atout_pique", seed=4, remote=(0,), takeover_ms=60_000)
    hosts.append(host)
    joined = joined_at(qtbot, window, f"127.0.0.1:{host.port}", host.code)
    joined.retry_ms = 100
    host._ping.stop()                           # the host falls silent (its pings stop)
    qtbot.waitUntil(lambda: joined.message != "" or joined.client.is_closed, timeout=WAIT)
    host._ping.start(host.ping_ms)
    qtbot.waitUntil(lambda: joined.message == "" and not joined.client.is_closed, timeout=WAIT)
    assert joined.client.seat == 0 and 0 in host.seat_conn


def whole(panel) -> bool:
    """Every text of the panel shown whole: the panel as tall as its content
    needs, the title and the body as tall as their wrapped text, each button
    its whole label."""
    from PySide6.QtWidgets import QPushButton
    lay = panel.layout_
    buttons = [lay_item.widget() for lay_item in (panel.buttons.itemAt(i) for i in range(panel.buttons.count()))]
    ok = panel.height() >= lay.minimumSize().height()
    for label in (panel.title, panel.body):
        if label.isVisible():
            ok = ok and label.height() >= label.heightForWidth(label.width())
    for b in buttons:
        if isinstance(b, QPushButton):
            ok = ok and bool(b.text()) and b.width() >= b.sizeHint().width() and b.height() >= b.sizeHint().height()
    return ok


@pytest.mark.parametrize("size", [(1366, 740), (1024, 560)])
def test_the_joined_panels_show_whole_texts(qtbot, window, hosts, size):
    window.resize(*size)
    host = make_host("deutch", seed=4, remote=(1,), takeover_ms=60_000)
    hosts.append(host)
    joined = joined_at(qtbot, window, f"127.0.0.1:{host.port}", host.code)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=WAIT)
    joined.retry_ms = 50
    host.server.close()                                    # the host is gone: every rejoin is refused
    joined.client.abort()                                  # "Connexion perdue, reconnexion…", again and again
    qtbot.waitUntil(lambda: joined.retries_left < 25, timeout=WAIT)
    assert joined.panel.isVisible()
    qtbot.waitUntil(lambda: whole(joined.panel), timeout=5000)
    joined._closed("bad_token")                            # "Vous avez quitté la table" and its reason
    assert joined.panel.isVisible()
    qtbot.waitUntil(lambda: whole(joined.panel), timeout=5000)


def test_a_seat_given_back_after_a_long_question_is_not_taken_for_a_silent_one(qtbot, monkeypatch, hosts):
    from cardtable.net.protocol import PROTOCOL, client_message, encode
    monkeypatch.setattr(host_module, "SILENCE_MS", 900)
    host = make_host("atout_pique", seed=4, remote=(1, 2), takeover_ms=60_000, reclaim="ask")
    hosts.append(host)
    hugo, other = NetClient(), NetClient(record=True)
    hugo.join("127.0.0.1", host.port, host.code, "Hugo")
    qtbot.waitUntil(lambda: hugo.seat is not None, timeout=WAIT)
    other.join("127.0.0.1", host.port, host.code, "Léa")
    qtbot.waitUntil(lambda: other.seat is not None, timeout=WAIT)
    seat = hugo.seat
    hugo.abort()
    qtbot.waitUntil(lambda: seat not in host.seat_conn, timeout=WAIT)
    asked: list = []
    host.reclaim_asked.connect(lambda conn, s, name: asked.append((conn, s, name)))
    conn = host.attach(lambda _b: None, lambda: None)
    conn.feed(encode(client_message("hello", program=host_module.PROGRAM, protocol=PROTOCOL, code=host.code,
                                    name="hugo", token=None, lang="en")))
    assert asked == [(conn, seat, "hugo")] and conn.seat is None

    def pings() -> int:
        return sum(m["kind"] == "ping" for m in other.messages)
    n = pings()
    qtbot.waitUntil(lambda: pings() >= n + 4, timeout=WAIT)          # the question stays open a while
    host.answer_reclaim(conn, True)
    assert conn.seat == seat and host.seat_conn[seat] is conn
    n = pings()
    qtbot.waitUntil(lambda: pings() >= n + 1, timeout=WAIT)          # the next round of pings
    assert not conn.closed
    other.abort()


def test_the_join_dialog_says_it_waits_for_the_host_s_answer(qtbot, window, hosts, monkeypatch):
    from cardtable.ui.network import join as join_module
    monkeypatch.setattr(join_module, "ASKED_MS", 10)
    host = make_host("atout_pique", seed=4, remote=(0,), takeover_ms=60_000, reclaim="ask")
    hosts.append(host)
    hugo = NetClient()
    hugo.join("127.0.0.1", host.port, host.code, "Hugo")
    qtbot.waitUntil(lambda: hugo.seat is not None, timeout=WAIT)
    hugo.abort()
    qtbot.waitUntil(lambda: 0 not in host.seat_conn, timeout=WAIT)
    asked: list = []
    host.reclaim_asked.connect(lambda conn, s, name: asked.append(conn))
    dlg = open_dialog(window)
    fill(qtbot, dlg, f"127.0.0.1:{host.port}", host.code, "Hugo")
    qtbot.waitUntil(lambda: bool(asked), timeout=WAIT)
    qtbot.waitUntil(lambda: "réponse de l'hôte" in dlg.search_label.text(), timeout=WAIT)
    from cardtable.ui.network.discovery import TableInfo
    dlg.show_tables([TableInfo("Léa", "atout_pique", "127.0.0.1", host.port, 0, host_module.PROGRAM, 2)])
    assert dlg.search_label.isVisible() and "réponse de l'hôte" in dlg.search_label.text()   # a table heard of
    host.answer_reclaim(asked[0], True)
    qtbot.waitUntil(lambda: window.joined is not None, timeout=WAIT)
    assert window.joined.client.seat == 0


def test_a_seat_waiting_for_its_player_is_announced_and_listed_as_a_place_to_take(qtbot, window, hosts, monkeypatch):
    """The table announced on the network counts the seats waiting for their
    player apart from the free ones, and the found-tables list offers a
    table whose only place waits for its player (not "every seat is taken")."""
    from cardtable.ui.network import discovery
    from cardtable.ui.network.cli import _advertise
    from cardtable.ui.network.discovery import parse_table
    monkeypatch.setattr(discovery.TableAdvertiser, "start", lambda self: True)     # no multicast needed
    host = make_host("atout_pique", seed=4, remote=(0, 1), takeover_ms=60_000)
    hosts.append(host)
    adv = _advertise(host, "atout_pique", "127.0.0.1", "Léa")
    assert adv is not None
    hugo, zoe = NetClient(), NetClient()
    hugo.join("127.0.0.1", host.port, host.code, "Hugo")
    zoe.join("127.0.0.1", host.port, host.code, "Zoé")
    qtbot.waitUntil(lambda: hugo.seat is not None and zoe.seat is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: adv.properties["free"] == "0", timeout=WAIT)
    assert adv.properties["waiting"] == "0"
    hugo.abort()                                  # Hugo's program died: his seat waits for him
    qtbot.waitUntil(lambda: adv.properties["waiting"] == "1", timeout=WAIT)
    assert adv.properties["free"] == "0"
    info = parse_table(adv.properties, ["127.0.0.1"], host.port)
    assert info is not None and (info.free, info.waiting) == (0, 1)
    dlg = open_dialog(window)
    dlg.show_tables([info])
    assert "1 place attend son joueur" in dlg.table_list.item(0).text()
    dlg.table_list.setCurrentRow(0)
    assert not dlg.error_label.isVisible() and dlg.unjoinable(info) == ""
    assert "Toutes les places" not in dlg.error_label.text()
    zoe.abort()

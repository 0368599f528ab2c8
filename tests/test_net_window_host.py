"""Hosting a network game from the window (``cardtable.ui.network.hosting``):
the hosting dialog's real widgets, computer clients joining over loopback
(127.0.0.1 only) with the code the table shows, drops, take-overs, rejoins and
stopping.  Every wait is on a state or a signal, with a generous bound."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.net.protocol import CODE_ALPHABET
from cardtable.ui.network.client import ComputerClient, NetClient
from cardtable.ui.setup import GameSetup, SeatSetup
from tests.net_helpers import hosting_window

WAIT = 60_000


@pytest.fixture
def window(qtbot, monkeypatch, english):
    """A window that hosts on 127.0.0.1 only, in English (the texts below are read in English)."""
    yield from hosting_window(qtbot, monkeypatch)


def fill_dialog(qtbot, kinds: list[str], game: str = "deutch", takeover: str = "30",
                options: dict | None = None, done: list | None = None) -> None:
    """When the hosting dialog shows, set it with its own widgets and press Host."""
    def fill() -> None:
        from cardtable.ui.window.new_game import NewGameDialog
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, NewGameDialog):
            QTimer.singleShot(20, fill)
            return
        dlg.game_combo.setCurrentIndex(dlg.games.index(game))
        dlg.players_spin.setValue(len(kinds))
        assert len(dlg.rows) == len(kinds)
        for row, kind in zip(dlg.rows, kinds, strict=True):
            row.kind.setCurrentIndex({"human": 0, "computer": 1, "remote": 2}[kind])
            if kind == "computer":
                row.level.setCurrentIndex(0)
                row.level.activated.emit(0)
        for name, value in (options or {}).items():
            dlg.option_widgets[name].setValue(value)
        dlg.takeover_combo.setCurrentIndex(dlg.takeover_combo.findData(takeover))
        dlg.takeover_level_combo.setCurrentIndex(0)
        if done is not None:
            done.append(dlg)
        dlg.play_button.click()
    QTimer.singleShot(0, fill)


def host_from_menu(qtbot, w, kinds: list[str], **kw) -> None:
    fill_dialog(qtbot, kinds, **kw)
    w.hosting.act_host.trigger()
    assert w.hosting.hosting


def shown_code_and_port(w) -> tuple[str, int]:
    """The table code and the port as the banner shows them."""
    text = re.sub(r"<[^>]+>", "", w.hosting.banner.text)
    m = re.search(r"Table code: (\w{6}) — address: 127\.0\.0\.1:(\d+)", text)
    assert m, text
    return m.group(1), int(m.group(2))


def join(w, name: str, code: str | None = None, port: int | None = None, token: str | None = None
         ) -> tuple[NetClient, ComputerClient]:
    shown, shown_port = shown_code_and_port(w)
    client = NetClient()
    bot = ComputerClient(client, "facile", seed=sum(map(ord, name)))
    client.join("127.0.0.1", port or shown_port, code or shown, name, token=token, lang="en")
    return client, bot


def refused(qtbot, port: int) -> bool:
    """A fresh connection to the port is refused."""
    sock = QTcpSocket()
    errors: list = []
    sock.errorOccurred.connect(errors.append)
    sock.connectToHost("127.0.0.1", port)
    qtbot.waitUntil(lambda: bool(errors) or sock.state() == QAbstractSocket.SocketState.ConnectedState,
                    timeout=WAIT)
    sock.abort()
    return bool(errors) and errors[0] == QAbstractSocket.SocketError.ConnectionRefusedError


def test_hosted_from_the_dialog_a_client_joins_with_the_code_shown_and_plays_to_the_end(qtbot, window):
    w = window
    assert w.hosting.host is None                       # nothing listens before the person hosts
    host_from_menu(qtbot, w, ["computer", "remote"], options={"rounds": 1})
    host = w.hosting.host
    code, port = shown_code_and_port(w)
    assert code == host.code and port == host.port and len(code) == 6 and set(code) <= set(CODE_ALPHABET)
    assert not set(code) & set("0O1I")
    assert "Seat 2 free" in w.hosting.banner.text
    assert "The game starts when every seat is taken." in w.hosting.banner.text
    assert w.director.scene.plates[1].name == "Seat 2 free" and not w.director.scene.plates[1].mark
    assert w.controller.remote == frozenset({1}) and not w.controller.to_act() & {0} or host.waiting
    said: list[str] = []
    w.statusBar().messageChanged.connect(said.append)    # the game may say whose turn it is right after
    client, _bot = join(w, "Léa")
    qtbot.waitUntil(lambda: client.seat == 1, timeout=WAIT)
    qtbot.waitUntil(lambda: "Léa: online" in w.hosting.banner.text, timeout=WAIT)
    assert "Léa joined the table." in w.hosting.news
    assert "Léa joined the table. Every seat is taken: the game starts." in said, said
    assert w.controller.setup.names[1] == "Léa" and w.director.scene.plates[1].name == "Léa"
    assert "every seat is taken" not in w.hosting.banner.text
    assert not w.act_undo.isEnabled() and "network game" in w.controller.undo_refusal()
    qtbot.waitUntil(lambda: w.controller.state is not None and w.controller.state.is_over, timeout=WAIT * 3)
    qtbot.waitUntil(lambda: client.totals is not None, timeout=WAIT)
    assert client.totals == list(w.controller.state.totals)
    # the people stay at the table for a rematch; "Stop hosting" closes it
    assert w.hosting.hosting and not client.is_closed
    w.hosting.stop_from_menu()
    qtbot.waitUntil(lambda: client.is_closed and client.reason == "host_quit", timeout=WAIT)
    assert refused(qtbot, port)


def test_a_wrong_code_is_refused_and_the_seat_stays_free(qtbot, window):
    w = window
    host_from_menu(qtbot, w, ["human", "remote", "computer", "computer"], game="peech")
    code, _ = shown_code_and_port(w)
    wrong = next(c for c in CODE_ALPHABET if c != code[0]) + code[1:]
    client, _bot = join(w, "Intrus", code=wrong)
    with qtbot.waitSignal(client.closed, timeout=WAIT) as sig:
        pass
    assert sig.args == ["bad_code"]
    assert "Seat 2 free" in w.hosting.banner.text and w.hosting.host.waiting


def test_a_dropped_player_is_said_a_computer_takes_over_and_she_rejoins(qtbot, window):
    w = window
    host_from_menu(qtbot, w, ["computer", "remote", "remote"], takeover="0", options={"rounds": 1})
    lea, _b1 = join(w, "Léa")
    qtbot.waitUntil(lambda: lea.seat == 1, timeout=WAIT)
    hugo, _b2 = join(w, "Léa")                         # the same name: the host numbers it
    qtbot.waitUntil(lambda: hugo.seat == 2, timeout=WAIT)
    assert w.controller.setup.names[1:] == ["Léa", "Léa 2"]
    qtbot.waitUntil(lambda: hugo.names[2:] == ["Léa 2"], timeout=WAIT)
    said: list[str] = []
    w.statusBar().messageChanged.connect(said.append)    # whose turn it is may follow at once
    lea.abort()
    qtbot.waitUntil(lambda: "A computer plays for Léa" in w.hosting.banner.text, timeout=WAIT)
    assert w.hosting.news[-2:] == ["The connection with Léa is lost.", "A computer plays for Léa."]
    assert "A computer plays for Léa." in said, said
    assert w.director.scene.plates[1].name == "Léa" and w.director.scene.plates[1].mark == "computer"
    assert 1 in w.controller.players
    lea.rejoin("127.0.0.1", w.hosting.host.port)
    qtbot.waitUntil(lambda: "Léa: online" in w.hosting.banner.text, timeout=WAIT)
    assert any("Léa is back at the table." in m for m in said), said
    assert w.director.scene.plates[1].name == "Léa" and 1 not in w.controller.players
    assert w.director.scene.plates[1].mark == ""
    qtbot.waitUntil(lambda: w.controller.state.is_over, timeout=WAIT * 3)
    qtbot.waitUntil(lambda: lea.totals is not None and hugo.totals is not None, timeout=WAIT)
    assert lea.totals == hugo.totals == list(w.controller.state.totals)


def test_a_never_takeover_waits_for_the_player(qtbot, window):
    w = window
    host_from_menu(qtbot, w, ["computer", "remote"], takeover="never")
    assert w.hosting.host.takeover_ms is None
    client, _bot = join(w, "Léa")
    qtbot.waitUntil(lambda: client.seat == 1, timeout=WAIT)
    client.abort()
    qtbot.waitUntil(lambda: "Waiting for Léa…" in w.hosting.banner.text, timeout=WAIT)
    plate = w.director.scene.plates[1]
    assert plate.name == "Léa" and plate.mark == "offline" and 1 not in w.controller.players


def test_stop_hosting_tells_the_client_closes_the_port_keeps_the_save_and_hosts_again(qtbot, window):
    from cardtable.ui import storage
    w = window
    host_from_menu(qtbot, w, ["computer", "remote", "computer", "computer"], game="atout_pique")
    client, _bot = join(w, "Léa")
    qtbot.waitUntil(lambda: client.seat == 1, timeout=WAIT)
    port, code = w.hosting.host.port, w.hosting.host.code
    with qtbot.waitSignal(client.closed, timeout=WAIT) as sig:
        w.hosting.act_stop.trigger()
    assert sig.args == ["host_quit"]
    assert refused(qtbot, port)
    assert not w.hosting.act_stop.isEnabled() and w.controller.paused
    assert w.hosting.banner.again_button.isVisible()
    saved = json.loads(storage.autosave_path().read_text())["setup"]
    assert [s.get("remote", False) for s in saved["seats"]] == [False, True, False, False]
    assert saved["seats"][1]["name"] == "Léa"
    w.hosting.banner.again_button.click()               # the same game, the same seats, waiting again
    assert w.hosting.hosting and w.hosting.host.waiting and not w.controller.paused
    assert w.hosting.host.code == code
    again, _bot2 = join(w, "Léa", token=client.token)    # her seat's token still works
    qtbot.waitUntil(lambda: again.seat == 1, timeout=WAIT)
    assert not w.hosting.host.waiting


def test_a_new_game_stops_hosting_and_a_saved_network_game_is_hosted_again(qtbot, window, monkeypatch):
    from cardtable.ui import storage
    w = window
    host_from_menu(qtbot, w, ["human", "remote", "computer", "computer"], game="peech")
    client, _bot = join(w, "Léa")
    qtbot.waitUntil(lambda: client.seat == 1, timeout=WAIT)
    port = w.hosting.host.port
    setup, state = storage.read_save(storage.autosave_path())
    with qtbot.waitSignal(client.closed, timeout=WAIT) as sig:
        w.start_game(GameSetup("peech", 4, [SeatSetup(n, i == 0) for i, n in enumerate("ABCD")], {}, 4))
    assert sig.args == ["host_quit"] and refused(qtbot, port) and not w.hosting.banner.isVisible()
    asked: list[str] = []

    def no(_parent, _title, text, *_a):
        asked.append(text)
        return QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "question", no)
    assert not w.resume(setup, state)                   # Open… asks first: "no" leaves all as it was
    assert asked and "Host it again?" in asked[0] and not w.hosting.hosting
    assert w.resume(setup, state, asked=True)           # as the start-up "Resume?" does
    assert w.hosting.hosting and w.hosting.host.waiting and w.controller.remote == frozenset({1})
    assert "Waiting for Léa…" in w.hosting.banner.text          # her seat waits for her
    assert w.director.scene.plates[1].name == "Léa" and w.director.scene.plates[1].mark == "waiting"
    again, _bot2 = join(w, "Léa", token=client.token)    # the autosave's seats file: her token still works
    qtbot.waitUntil(lambda: again.seat == 1, timeout=WAIT)
    with qtbot.waitSignal(again.closed, timeout=WAIT) as sig:
        w.close()                                       # quitting the window stops hosting too
    assert sig.args == ["host_quit"]


def test_a_network_game_hosted_again_from_its_save_keeps_both_tables_memory(qtbot, window):
    """The host's window started again on a saved Deutch game shows its last
    moves again, and its host welcomes the remote seat with the events it
    saw before (the save's ``remote_recent``)."""
    from cardtable.ui import storage
    w = window
    host_from_menu(qtbot, w, ["human", "remote", "computer", "computer"], game="deutch")
    client, _bot = join(w, "Léa")
    qtbot.waitUntil(lambda: client.seat == 1, timeout=WAIT)
    ctl = w.controller
    b = w.director.behaviour

    for _ in range(200):                  # the person plays until a few moves are in the log
        qtbot.waitUntil(lambda: bool(0 in ctl.to_act() and ctl.legal(0)) and not w.view.table.queue.busy,
                        timeout=WAIT)
        if len(b.log_lines) >= 3:
            break
        ctl.submit(0, ctl.legal(0)[0])
    ctl.hold()
    lines = list(b.log_lines)
    seen = list(w.hosting.host.recent[1])
    ctl.save()
    setup, state, memory = storage.read_save_with_memory(storage.autosave_path())
    assert memory is not None and memory["remote_recent"]["seats"]["1"] == seen
    w.stop_hosting()
    client.abort()
    assert w.resume(setup, state, asked=True, memory=memory)
    qtbot.waitUntil(lambda: w.hosting.hosting and w.director.behaviour is not None, timeout=WAIT)
    assert list(w.hosting.host.recent[1]) == seen
    qtbot.waitUntil(lambda: w.director.behaviour.log_lines == lines, timeout=WAIT)


def test_the_dialog_asks_for_a_seat_on_another_computer(qtbot, window, monkeypatch):
    w = window
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: said.append(text))
    dialogs: list = []
    fill_dialog(qtbot, ["human", "computer", "computer", "computer"], game="peech", done=dialogs)
    QTimer.singleShot(0, lambda: QTimer.singleShot(50, lambda: dialogs and dialogs[0].reject()))
    assert not w.hosting.host_dialog()
    assert said == ["Choose at least one seat played on another computer."]
    assert w.hosting.host is None


@pytest.mark.usefixtures("no_trick_hold")
def test_the_host_screen_never_shows_a_remote_hand(qtbot, window):
    w = window
    host_from_menu(qtbot, w, ["human", "remote", "remote", "computer"], game="atout_pique",
                   options={"target": 100})
    ctl, director = w.controller, w.director
    clients = [join(w, n) for n in ("Léa", "Hugo")]
    qtbot.waitUntil(lambda: all(c.seat is not None for c, _ in clients), timeout=WAIT)
    seen_remote: list[int] = []

    def check(*_):
        kinds = director.behaviour.private_kinds if director.behaviour is not None else ()
        for pile in director.scene.piles.values():
            if pile.kind in kinds and pile.seat in ctl.remote and any(i.face_up or i.card for i in pile.items):
                seen_remote.append(pile.seat)

    def play(seat):
        QTimer.singleShot(0, lambda: ctl.legal(seat) and ctl.submit(seat, ctl.legal(seat)[0]))

    ctl.events.connect(check)
    ctl.human_turn.connect(play)
    if 0 in ctl.to_act() and ctl.legal(0):
        play(0)
    qtbot.waitUntil(lambda: ctl.state.is_over, timeout=WAIT * 3)
    check()
    assert seen_remote == []
    assert not director.curtain.isVisible() and director.viewer == 0


def test_the_hosted_table_is_advertised_with_its_free_seats_and_withdrawn(qtbot, window):
    from cardtable.ui.network.discovery import TableBrowser
    w = window
    browser = TableBrowser(interfaces=["127.0.0.1"])
    if not browser.start():
        pytest.skip("no multicast on 127.0.0.1 here")
    try:
        host_from_menu(qtbot, w, ["human", "remote", "remote", "computer"], game="atout_pique")
        name = w.controller.setup.names[0]
        port = w.hosting.host.port

        def ours():
            return [t for t in browser.tables if t.port == port and t.name == name]
        qtbot.waitUntil(lambda: [t.free for t in ours()] == [2], timeout=WAIT)
        assert ours()[0].game == "atout_pique" and ours()[0].host == "127.0.0.1"
        client, _bot = join(w, "Léa")
        qtbot.waitUntil(lambda: [t.free for t in ours()] == [1], timeout=WAIT)
        advertiser = w.hosting.advertiser
        w.hosting.act_stop.trigger()
        qtbot.waitUntil(lambda: not ours(), timeout=WAIT)
        assert w.hosting.advertiser is None and advertiser.wait(20)
    finally:
        browser.stop()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_auteurs_ask_log_never_covers_the_banner_with_the_table_code(qtbot, window, size):
    """Les Auteurs' ask log goes to a corner clear of the host's banner
    (which grows as seats are taken), and no overlay is stacked over it."""
    w = window
    w.resize(*size)
    host_from_menu(qtbot, w, ["human", "remote", "remote", "computer"], game="auteurs")
    behaviour = w.director.behaviour
    if not behaviour.journal_on:
        behaviour.toggle_journal()
    banner, journal = w.hosting.banner, behaviour.journal
    clients = [join(w, name)[0] for name in ("Léa", "Hugo")]
    qtbot.waitUntil(lambda: all(c.seat is not None for c in clients), timeout=WAIT)
    qtbot.waitUntil(lambda: "Hugo: online" in banner.text and "Léa: online" in banner.text, timeout=WAIT)
    qtbot.waitUntil(lambda: journal.isVisible(), timeout=WAIT)
    for _ in range(3):
        behaviour.refresh_journal()
        assert banner.isVisible() and journal.isVisible()
        assert not journal.geometry().intersects(banner.geometry()), (journal.geometry(), banner.geometry())
        siblings = banner.parentWidget().children()
        assert siblings.index(banner) > siblings.index(journal)      # stacked over the log
        w.hosting._refresh()
    for c in clients:
        c.leave()


def test_after_stop_hosting_no_bid_stays_offered_and_a_gesture_says_the_table_is_closed(qtbot, window):
    """"Stop hosting" while the person here is asked to bid: the game waits
    for the table to be hosted again, so the bid panel goes, and a move
    tried all the same says so (not "paused while a window is open", no
    window being open); "Host again" offers the turn again once every seat
    is taken."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    w = window
    host_from_menu(qtbot, w, ["human", "remote", "computer", "computer"], game="atout_pique")
    client, _bot = join(w, "Léa")
    d = w.director
    qtbot.waitUntil(lambda: d.awaiting == 0 and d.behaviour.prompt.isVisible(), timeout=WAIT)
    bid = w.controller.legal(0)[0]
    w.hosting.stop_from_menu()
    qtbot.waitUntil(lambda: client.is_closed, timeout=WAIT)
    closed = "The table is closed: host it again to go on."
    assert d.awaiting is None and not d.behaviour.prompt.isVisible()
    refusals: list[str] = []
    w.controller.illegal.connect(refusals.append)
    assert w.controller.submit(0, bid) is False and refusals == [closed]
    said: list[str] = []
    w.statusBar().clearMessage()
    w.statusBar().messageChanged.connect(said.append)
    QTest.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: closed in said, timeout=WAIT)
    assert not any("window is open" in m for m in said), said
    assert w.hosting.host_again()
    client2, _bot2 = join(w, "Léa", token=client.token)
    qtbot.waitUntil(lambda: d.awaiting == 0 and d.behaviour.prompt.isVisible(), timeout=WAIT)
    assert w.controller.submit(0, bid)


def test_a_player_who_leaves_before_the_table_is_full_leaves_a_free_seat_at_the_host(qtbot, window):
    """At the host's screen, a player leaving before the table is full is
    said by her name, and her seat is "Seat 2 free" again (banner and plate),
    with no mark and no computer; the table goes on waiting."""
    w = window
    host_from_menu(qtbot, w, ["human", "remote", "remote", "computer"], game="auteurs", takeover="0")
    said: list[str] = []
    w.statusBar().messageChanged.connect(said.append)
    lea, _bot = join(w, "Léa")
    qtbot.waitUntil(lambda: "Léa: online" in w.hosting.banner.text, timeout=WAIT)
    lea.leave()
    qtbot.waitUntil(lambda: "Seat 2 free" in w.hosting.banner.text, timeout=WAIT)
    assert "Léa left the table. The game starts when every seat is taken." in said, said
    assert not any("asks" in m for m in said), said          # nobody asks while the table waits
    plate = w.director.scene.plates[1]
    assert plate.name == "Seat 2 free" and plate.mark == ""
    assert w.hosting.host.waiting and 1 not in w.controller.players and w.controller.actions_applied == 0

"""Joining a network game from the window: the Rejoindre dialog's real
widgets, then the joined seat's real table (clicks, keys, drags) until the
game ends, against a headless host (a NetHost over a GameController, computer
seats, one remote seat) on 127.0.0.1.  After every position the client's
table shows what the host's view of that seat holds.  Also: a wrong code,
a refused action's reason, a dropped connection and the rejoin, the host
quitting.  Tests wait on states, never on time."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from cardtable.net.protocol import PROTOCOL
from cardtable.ui.network.host import NetHost
from tests.net_helpers import make_host, network_window


def _fake_browser(monkeypatch, started: bool) -> None:
    """The dialog's table search replaced: a browser that finds nothing by
    itself, whose search started (it lists what a test gives it) or not."""
    from PySide6.QtCore import QObject, Signal

    from cardtable.ui.network import discovery

    class Browser(QObject):
        tables_changed = Signal(list)

        def start(self) -> bool:
            return started

        def stop(self) -> None:
            pass
    monkeypatch.setattr(discovery, "TableBrowser", Browser)


@pytest.fixture(autouse=True)
def _no_multicast(monkeypatch):
    """The dialog's table search stays off the real network (127.0.0.1 only):
    a browser that finds nothing; the test of the list gives its own."""
    _fake_browser(monkeypatch, started=False)


@pytest.fixture
def window(qtbot, french):
    w = network_window(qtbot)
    yield w
    if w.joined is not None:
        w.joined.leave()
    w.controller.stop()
    w.view.table.queue.clear()


@pytest.fixture
def hosts():
    made: list[NetHost] = []
    yield made
    for h in made:
        h.stop()
        h.controller.stop()


def host_for(hosts, game_id: str, seed: int = 3) -> NetHost:
    host = make_host(game_id, seed=seed, remote=(0,), takeover_ms=60_000)
    hosts.append(host)
    return host


def open_dialog(window):
    from cardtable.ui.network.join import open_join_dialog
    dlg = open_join_dialog(window)
    assert dlg is not None and dlg.isVisible()
    return dlg


def fill(qtbot, dlg, address: str, code: str, name: str = "Léa") -> None:
    for edit, text in ((dlg.address_edit, address), (dlg.code_edit, code), (dlg.name_edit, name)):
        edit.clear()
        if text.isascii():
            qtbot.keyClicks(edit, text)
        else:
            edit.insert(text)        # QTest types ASCII keys only
    qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)


def join(qtbot, window, host: NetHost, name: str = "Léa"):
    dlg = open_dialog(window)
    fill(qtbot, dlg, f"127.0.0.1:{host.port}", host.code.lower(), name)   # the code's case does not matter
    qtbot.waitUntil(lambda: window.joined is not None, timeout=10000)
    return window.joined


def settled(window) -> bool:
    ctl = window.director.controller
    return not window.view.table.queue.busy and not ctl.animating


def beh(window):
    return window.director.behaviour


def my_turn(window, seat: int) -> bool:
    d = window.director
    return settled(window) and d.awaiting == seat and seat in d.controller.to_act() and bool(
        d.controller.legal(seat))


def hand_cards(window, seat: int) -> list[str]:
    return sorted(str(i.card) for i in beh(window).hand_pile(seat).items if i.card is not None)


def host_view(host: NetHost, seat: int) -> dict:
    return json.loads(json.dumps(host.controller.view(seat)))


def agree(qtbot, window, host: NetHost, seat: int) -> None:
    """The client's table shows what the host's view of the seat holds
    (once what the host sent has arrived and the table has shown it)."""
    joined = window.joined
    qtbot.waitUntil(lambda: joined.client.view == host_view(host, seat) and settled(window), timeout=10000)
    hv = host_view(host, seat)
    if hv["game"] == "deutch":            # the row: as many cards as the seat's, those it knows face down
        assert len(beh(window).row_pile(seat).items) == len(hv["hand"])
        return
    assert hand_cards(window, seat) == sorted(c for c in hv["hand"] if c is not None)
    trick = beh(window).trick_pile().items
    if hv["game"] == "atout_pique":       # the trick on the table, face up
        shown = sorted(str(i.card) for i in trick if i.card is not None and i.face_up)
        # (with the animations off, a completed trick stays in view until the next card)
        plays = hv["last_trick"]["plays"] if beh(window).trick_on_show is not None else hv["trick"]
        assert shown == sorted(c for _s, c in plays)
    elif hv["game"] == "peech":           # the battle mat: one card face down per seat that chose
        assert len(trick) == sum(hv["chosen"])
        assert not any(i.face_up for i in trick)


def viewport_point(window, item):
    w = item.width()
    return window.view.mapFromScene(item.mapToScene(QPointF(-w / 2 + w * 0.08, 0)))


def click_item(window, item) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     viewport_point(window, item))


def drag(window, item, target) -> None:
    vp = window.view.viewport()
    a = viewport_point(window, item)
    b = window.view.mapFromScene(target)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 11):
        p = a + (b - a) * (k / 10)
        QTest.mouseMove(vp, p.toPoint() if hasattr(p, "toPoint") else p)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def dismiss_panels(qtbot, window) -> bool:
    """A panel waiting for the person (a hand's breakdown): its first button."""
    b = beh(window)
    for panel in (getattr(b, "info_panel", None),):
        if panel is not None and panel.isVisible() and panel.first_button() is not None:
            qtbot.mouseClick(panel.first_button(), Qt.MouseButton.LeftButton)
            return True
    return False


def act(qtbot, window, seat: int, n: int) -> None:
    """One move through the real table: a prompt's button, else a card by
    click, arrows and Enter, or a drag onto the table's centre."""
    from cardtable.engine.atout_pique import Bid
    ctl = window.director.controller
    legal = ctl.legal(seat)
    b = beh(window)
    prompt = b.prompt
    if prompt.isVisible():
        bids = [a for a in legal if isinstance(a, Bid) and not a.blind]
        choice = bids[min(3, len(bids) - 1)] if bids else legal[0]
        button = prompt.button(choice)
        assert button is not None, (choice, legal)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    items = [i for i in b.hand_pile(seat).items if any(getattr(a, "card", None) == i.card for a in legal)]
    assert items, (legal, hand_cards(window, seat))
    way = n % 3
    if way == 0:
        click_item(window, items[-1])
    elif way == 1:
        view = window.view
        for _ in range(20):
            QTest.keyClick(view, Qt.Key.Key_Right)
            sel = view.table.selected
            if sel is not None and sel in items:
                break
        QTest.keyClick(view, Qt.Key.Key_Return)
    else:
        drag(window, items[0], window.view.table.center())


def press_on_felt(window) -> None:
    """A press on an empty corner of the table: the person ends a hold (a
    battle left in view for reading) as a local player does."""
    b = beh(window)
    if b is not None and b._hold is not None:
        QTest.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(4, window.view.viewport().height() // 2))


def play_to_end(qtbot, window, host: NetHost, seat: int = 0, limit: int = 400) -> int:
    ctl = window.director.controller
    moves = 0
    checks = 0

    def ready() -> bool:
        press_on_felt(window)
        return my_turn(window, seat) or ctl.is_over or (settled(window) and beh(window).info_panel.isVisible())
    for _ in range(limit):
        qtbot.waitUntil(ready, timeout=30000)
        if ctl.is_over:
            break
        if dismiss_panels(qtbot, window):
            continue
        agree(qtbot, window, host, seat)
        checks += 1
        version = len(joined_positions(window))
        act(qtbot, window, seat, moves)
        moves += 1
        qtbot.waitUntil(lambda v=version: len(joined_positions(window)) > v or ctl.is_over, timeout=10000)
    qtbot.waitUntil(lambda: host.controller.state.is_over and ctl.is_over, timeout=30000)
    assert checks >= 5
    return moves


def joined_positions(window) -> list:
    return window.joined.positions


@pytest.fixture(autouse=True)
def _count_positions(monkeypatch):
    """Each JoinedTable keeps the positions the host sent (a move is answered by one), as views."""
    from cardtable.ui.network import join as join_dialog
    original = join_dialog.JoinedTable.__init__

    def init(self, *a, **kw):
        self.positions = []
        original(self, *a, **kw)
        self.client.updated.connect(lambda evs: self.positions.append(json.loads(json.dumps(self.client.view))))
    monkeypatch.setattr(join_dialog.JoinedTable, "__init__", init)


# ------------------------------------------------------------------- tests
@pytest.mark.parametrize("game_id", ["peech", "atout_pique"])
def test_a_whole_game_joined_from_the_window_played_through_the_real_table(qtbot, window, hosts, game_id,
                                                                           monkeypatch):
    from cardtable.ui.network.remote_controller import RemoteController
    host = host_for(hosts, game_id)
    # joined before the first move: the table is dealt the host's deal as this seat sees it
    dealt: list[list[dict]] = []
    opening = RemoteController.opening_events
    monkeypatch.setattr(RemoteController, "opening_events",
                        lambda self: dealt.append(opening(self)) or dealt[-1])
    expected = json.loads(json.dumps(host.controller.opening_for(0)))
    # every position the host's game goes through (its computers wait for the table to be full),
    # as the seat's view, and what the client receives
    # (the table full, the seat is sent the position again, with its legal actions: nobody plays before)
    sent, mismatches = [host_view(host, 0)], []
    host.controller.events.connect(lambda _evs: sent.append(host_view(host, 0)))
    joined = join(qtbot, window, host)
    qtbot.waitUntil(lambda: bool(dealt), timeout=10000)
    assert dealt[0] == expected and any(e["type"] == "deal" for e in expected)
    assert window.settings.get("network/name") == "Léa"
    assert host.names[0] == "Léa"
    ctl = joined.remote
    assert window.director.controller is ctl and window.director.viewer == 0

    def idle() -> None:
        # whenever the table has shown everything received, its hand is the seat's
        if window.joined is not None and beh(window) is not None and not ctl.is_over:
            shown = hand_cards(window, 0)
            held = sorted(c for c in joined.client.view["hand"] if c is not None)
            if shown != held:
                mismatches.append((shown, held))
    window.view.table.queue.idle.connect(idle)
    # what the host keeps is off here, and says why
    assert not window.saves.act_save_as.isEnabled() and not window.act_undo.isEnabled()
    assert "hôte" in window.act_stats.toolTip()
    moves = play_to_end(qtbot, window, host)
    assert moves >= 8
    assert joined.positions == sent and len(sent) > moves
    assert mismatches == []
    # the end as a local game shows it, with the host's totals
    qtbot.waitUntil(lambda: beh(window).end_panel.isVisible(), timeout=15000)
    qtbot.waitUntil(lambda: joined.client.totals is not None, timeout=10000)   # the host's `over` follows its events
    assert joined.client.totals == list(host.controller.state.totals)
    sheet = window.ensure_scoresheet()
    assert sheet.model.rowCount() >= 1


def test_the_dialog_says_what_is_wrong_and_stays_open(qtbot, window, hosts):
    host = host_for(hosts, "atout_pique")
    dlg = open_dialog(window)
    fill(qtbot, dlg, "127.0.0.1", host.code)
    assert dlg.isVisible() and "192.168.1.20:52100" in dlg.error_label.text()
    fill(qtbot, dlg, f"127.0.0.1:{host.port}", "AB1")
    assert dlg.isVisible() and "6" in dlg.error_label.text()
    wrong = "ABCDEF" if host.code != "ABCDEF" else "ABCDEG"
    fill(qtbot, dlg, f"127.0.0.1:{host.port}", wrong)
    qtbot.waitUntil(lambda: "code" in dlg.error_label.text() and dlg.join_button.isEnabled(), timeout=10000)
    assert dlg.isVisible() and window.joined is None
    assert dlg.error_label.text() == "Le code de la table n'est pas le bon."
    # then the right code: the seat is taken
    fill(qtbot, dlg, f"127.0.0.1:{host.port}", host.code)
    qtbot.waitUntil(lambda: window.joined is not None, timeout=10000)


def test_no_host_at_the_address_is_said(qtbot, window):
    from PySide6.QtNetwork import QHostAddress, QTcpServer
    server = QTcpServer()
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    port = server.serverPort()
    server.close()                      # a port nobody listens on
    dlg = open_dialog(window)
    fill(qtbot, dlg, f"127.0.0.1:{port}", "ABC234")
    qtbot.waitUntil(lambda: dlg.join_button.isEnabled() and dlg.error_label.text() != "", timeout=10000)
    assert "adresse" in dlg.error_label.text() and dlg.isVisible()


def test_a_full_table_is_said(qtbot, window, hosts):
    host = host_for(hosts, "peech")
    join(qtbot, window, host)
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    other = MainWindow(Settings())
    qtbot.addWidget(other)
    other.ensure_built()
    dlg = open_dialog(other)
    fill(qtbot, dlg, f"127.0.0.1:{host.port}", host.code, "Hugo")
    qtbot.waitUntil(lambda: dlg.join_button.isEnabled() and dlg.error_label.text() != "", timeout=10000)
    assert dlg.error_label.text() == "Toutes les places de cette table sont prises."
    dlg.reject()


def test_a_refused_action_shows_the_hosts_reason(qtbot, window, hosts):
    host = host_for(hosts, "atout_pique")
    joined = join(qtbot, window, host)
    ctl = joined.remote
    qtbot.waitUntil(lambda: my_turn(window, 0) or 0 not in ctl.to_act(), timeout=20000)
    # an action the host does not offer goes there, and its reason comes back in French
    from cardtable.engine.atout_pique import Play
    hv = host.controller.view(0)
    not_mine = next(c for c in ["AS", "KS", "QS", "AH", "KH", "AD", "AC"] if c not in hv["hand"])
    from cardtable.engine.cards import Card
    with qtbot.waitSignal(ctl.illegal, timeout=10000) as sig:
        assert ctl.submit(0, Play(Card.parse(not_mine))) is False
    assert sig.args[0] in ("Ce n'est pas le tour de cette place.", "Cette action n'est pas permise maintenant.")
    qtbot.waitUntil(lambda: window.director.toast.isVisible() or window.statusBar().currentMessage() == sig.args[0],
                    timeout=5000)
    assert window.statusBar().currentMessage() == sig.args[0]


def test_reasons_of_the_host_are_worded_in_french(french):
    from cardtable.ui.network.remote_controller import host_reason_text
    assert host_reason_text("The game is paused on the host.") == "La partie est en pause chez l'hôte."
    assert "Vous devez" in host_reason_text("You must follow suit: hearts.") or \
        "couleur" in host_reason_text("You must follow suit: hearts.")
    assert host_reason_text("something unknown") == "something unknown"


def test_a_broken_connection_rejoins_with_its_token_and_the_game_goes_on(qtbot, window, hosts):
    host = host_for(hosts, "peech")
    joined = join(qtbot, window, host)
    joined.retry_ms = 50
    ctl = joined.remote
    token = joined.client.token
    qtbot.waitUntil(lambda: my_turn(window, 0), timeout=20000)
    act(qtbot, window, 0, 0)
    qtbot.waitUntil(lambda: my_turn(window, 0) or ctl.is_over, timeout=20000)
    joined.client.socket.abort()        # the network breaks
    qtbot.waitUntil(lambda: joined.message == "Connexion perdue, reconnexion…", timeout=10000)
    qtbot.waitUntil(lambda: joined.message == "" and my_turn(window, 0), timeout=20000)
    assert joined.client.token == token and host.seat_conn.get(0) is not None
    agree(qtbot, window, host, 0)
    play_to_end(qtbot, window, host)


def test_the_host_quitting_is_said_and_a_new_game_is_offered(qtbot, window, hosts, monkeypatch):
    host = host_for(hosts, "atout_pique")
    joined = join(qtbot, window, host)
    qtbot.waitUntil(lambda: settled(window), timeout=10000)
    qtbot.waitUntil(lambda: window.director.awaiting == 0, timeout=10000)    # the bid is asked
    assert beh(window).prompt.isVisible()
    host.stop()
    qtbot.waitUntil(lambda: joined.message == "L'hôte a quitté la partie", timeout=10000)
    assert window.statusBar().currentMessage() == "L'hôte a quitté la partie."    # a sentence in the bar
    assert window.director.awaiting is None and not beh(window).prompt.isVisible()   # nothing to play now
    # Échap closes it as its « Fermer » does; a new game stays in the menu
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not joined.panel.isVisible() and window.joined is joined
    joined._closed("host_quit")                     # (said again, to try its buttons)
    assert joined.panel.isVisible()
    asked = []
    monkeypatch.setattr(window, "new_game_dialog", lambda: asked.append(True))
    buttons = [joined.panel.buttons.itemAt(i).widget() for i in range(joined.panel.buttons.count())]
    assert [b.text() for b in buttons][0] == "Nouvelle partie"
    # ← → from the table reach its buttons, as on the end of a game
    from PySide6.QtWidgets import QApplication
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is buttons[0]
    QTest.keyClick(buttons[0], Qt.Key.Key_Right)
    assert QApplication.focusWidget() is buttons[1]
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert asked


def test_new_game_on_a_joined_seat_asks_to_leave_the_table_first(qtbot, window, hosts, monkeypatch):
    host = host_for(hosts, "peech")
    before = window.saves.act_save_as.isEnabled(), window.act_stats.isEnabled(), window.act_stats.toolTip()
    joined = join(qtbot, window, host)
    from PySide6.QtWidgets import QMessageBox
    answers = []

    def answer(box):
        answers.append(box.text())
        return None
    monkeypatch.setattr(QMessageBox, "exec", lambda self: answer(self))
    assert joined.leave_for_new_game() is False     # no answer: the person stays at the table
    assert window.joined is joined and answers and "ordinateur" in answers[0]
    joined.leave()
    qtbot.waitUntil(lambda: 0 not in host.seat_conn, timeout=10000)
    assert window.director.controller is window.controller
    assert (window.saves.act_save_as.isEnabled(), window.act_stats.isEnabled(), window.act_stats.toolTip()) == before
    assert window.act_stats.isEnabled()


def choose_for_test(legal: list):
    """A plain choice for the games played through the table's own submit:
    draw and discard, pass every rapidité, ask the first question."""
    by_kind = {type(a).__name__: a for a in reversed(legal)}
    for kind in ("Draw", "Discard", "Pass", "Look", "Ask"):
        if kind in by_kind:
            return by_kind[kind]
    return next((a for a in legal if type(a).__name__ != "CallDeutch"), legal[0])


@pytest.mark.parametrize("game_id", ["deutch", "auteurs"])
def test_deutch_and_les_auteurs_joined_play_to_the_end_through_the_table(qtbot, window, hosts, game_id):
    """The moves go through the table's behaviour (``submit``, as its
    gestures do); Deutch's rapidité windows come timed by the host."""
    host = host_for(hosts, game_id)
    joined = join(qtbot, window, host)
    ctl = joined.remote
    windows = []
    ctl.window_opened.connect(lambda wid, ms: windows.append(ms))

    def ready() -> bool:
        press_on_felt(window)
        return my_turn(window, 0) or ctl.is_over or (settled(window) and beh(window).info_panel.isVisible())
    moves = 0
    for _ in range(600):
        qtbot.waitUntil(ready, timeout=30000)
        if ctl.is_over:
            break
        if dismiss_panels(qtbot, window):
            continue
        agree(qtbot, window, host, 0)
        version = len(joined.positions)
        if not my_turn(window, 0):
            continue              # a window closed meanwhile
        assert beh(window).submit(choose_for_test(ctl.legal(0)), 0)
        moves += 1
        qtbot.waitUntil(lambda v=version: len(joined.positions) > v or ctl.is_over, timeout=10000)
    qtbot.waitUntil(lambda: host.controller.state.is_over and ctl.is_over, timeout=30000)
    assert moves >= 5
    qtbot.waitUntil(lambda: joined.client.totals is not None, timeout=10000)   # the host's `over` follows its events
    assert joined.client.totals == list(host.controller.state.totals)
    if game_id == "deutch":
        assert windows and all(0 < ms <= 10_000 for ms in windows)


def test_a_lesson_started_while_joined_leaves_the_table_first(qtbot, window, hosts):
    host = host_for(hosts, "atout_pique")
    join(qtbot, window, host)
    assert window.lessons.start("atout_pique")
    assert window.joined is None and window.director.controller is window.controller
    qtbot.waitUntil(lambda: 0 not in host.seat_conn, timeout=10000)
    qtbot.waitUntil(lambda: window.director.behaviour is not None and window.controller.state is not None,
                    timeout=10000)
    window.lessons.end()


def test_the_tables_found_on_the_network_fill_the_address(qtbot, window, hosts, monkeypatch):
    """The dialog over the discovery interface (``discovery.TableBrowser``):
    "Recherche des tables…", then the list; choosing a table fills its address."""
    import sys
    import types
    from types import SimpleNamespace

    from PySide6.QtCore import QObject, Signal
    host = host_for(hosts, "peech")

    class FakeBrowser(QObject):
        tables_changed = Signal(list)
        made: list = []

        def __init__(self, parent=None):
            super().__init__(parent)
            FakeBrowser.made.append(self)
            self.stopped = False

        def start(self):
            return True

        def stop(self):
            self.stopped = True
    module = types.ModuleType("cardtable.ui.network.discovery")
    module.TableBrowser = FakeBrowser
    monkeypatch.setitem(sys.modules, "cardtable.ui.network.discovery", module)
    dlg = open_dialog(window)
    assert dlg.search_label.text() == "Recherche des tables…"
    info = SimpleNamespace(name="Hugo", game="peech", host="127.0.0.1", port=host.port, free=1,
                           program="cardtable", protocol=PROTOCOL)
    FakeBrowser.made[0].tables_changed.emit([info])
    assert dlg.table_list.count() == 1
    text = dlg.table_list.item(0).text()
    assert "Hugo" in text and "Peech" in text and "1 place libre" in text
    rect = dlg.table_list.visualItemRect(dlg.table_list.item(0))
    qtbot.mouseClick(dlg.table_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dlg.address_edit.text() == f"127.0.0.1:{host.port}"
    assert dlg.error_label.text() == ""
    other = SimpleNamespace(name="Zoé", game="peech", host="127.0.0.1", port=host.port, free=1,
                            program="cardtable 9", protocol=9)
    FakeBrowser.made[0].tables_changed.emit([info, other])
    rect = dlg.table_list.visualItemRect(dlg.table_list.item(1))
    qtbot.mouseClick(dlg.table_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert "version" in dlg.error_label.text()
    FakeBrowser.made[0].tables_changed.emit([])
    assert dlg.table_list.count() == 0 and "Aucune table trouvée" in dlg.search_label.text()
    dlg.reject()
    assert FakeBrowser.made[0].stopped


def test_the_plate_of_a_host_computer_shows_it_thinking_until_its_move_arrives(qtbot, window, hosts):
    """On the joined screen, a seat the host's computer plays shows the
    thinking dots while it is that seat's turn, as on the host's own table;
    the joined person's plate never does, and the dots go once the move has
    come."""
    host = host_for(hosts, "atout_pique")
    host.controller.hold_computers()            # the host's computers wait: their turn lasts
    joined = join(qtbot, window, host)
    ctl = joined.remote
    plates = window.director.scene.plates

    def computer_to_act() -> int | None:
        kinds = joined.client.computer_seats
        return next((s for s in ctl.to_act() if s != 0 and s < len(kinds) and kinds[s]), None)

    n = 0
    while computer_to_act() is None:           # bids of the person until a computer is to bid
        assert n < 4
        qtbot.waitUntil(lambda: my_turn(window, 0) or computer_to_act() is not None, timeout=15000)
        if computer_to_act() is None:
            act(qtbot, window, 0, n)
            n += 1
    seat = computer_to_act()
    assert seat is not None
    qtbot.waitUntil(lambda: settled(window) and plates[seat]._thinking, timeout=10000)
    assert not plates[0]._thinking
    assert [s for s, p in plates.items() if p._thinking] == [seat]
    before = len(joined.positions)
    host.controller.release_computers()
    qtbot.waitUntil(lambda: len(joined.positions) > before, timeout=10000)
    qtbot.waitUntil(lambda: not plates[seat]._thinking or computer_to_act() == seat, timeout=10000)
    if computer_to_act() != seat:
        assert not plates[seat]._thinking


def test_a_joined_screen_says_whom_the_game_waits_for_until_every_seat_is_taken(qtbot, window, hosts):
    """Until every seat on another computer has been taken nobody plays:
    the joined screen shows the deal, says it waits, and for whom, and
    never "À vous"; an action sent all the same is refused by the host in
    the person's language.  Each arrival updates the wait, and the last one
    says the game starts; then the seat to act is offered its turn."""
    from tests.net_helpers import join as join_computer
    host = make_host("auteurs", seed=6, remote=(0, 1, 2), takeover_ms=60_000)
    hosts.append(host)
    assert host.controller.state.to_act() == {0}        # Léa's turn, once the game goes on
    bar = window.statusBar()
    said: list[str] = []
    bar.messageChanged.connect(said.append)
    joined = join(qtbot, window, host)
    plates = window.director.scene.plates
    starts = "La partie commence quand toutes les places sont prises."
    two = f"En attente de 2 joueurs… {starts}"
    qtbot.waitUntil(lambda: two in said and settled(window), timeout=10000)
    # the plates of the seats awaited say it in a word, as the host's do
    assert [plates[s].name for s in (1, 2)] == ["Place 2 libre", "Place 3 libre"]
    from PySide6.QtGui import QFontMetricsF
    for s in (1, 2):                                   # whole on the plate, not cut
        lay = plates[s].text_layout()
        assert QFontMetricsF(lay.name_font).horizontalAdvance(plates[s].name) <= lay.name_rect.width()
    # the deal is shown; nobody is offered a turn, nothing says "À vous"
    assert hand_cards(window, 0) and not my_turn(window, 0) and window.director.awaiting is None
    assert joined.remote.to_act() == frozenset() and joined.remote.legal(0) == []
    assert not any(p.active for p in plates.values())
    assert not any("À vous" in m for m in said), said
    assert bar.currentMessage().endswith(two), said        # the wait, after the deal's own line if it came last
    assert not any(p._thinking for p in plates.values())     # the host's computer waits, it does not think
    # an action sent all the same: the host refuses it, in French, and nothing moves
    ask = host.controller.state.legal_actions(0)[0]
    with qtbot.waitSignal(joined.remote.illegal, timeout=10000) as sig:
        assert joined.remote.submit(0, ask) is False
    assert sig.args == [starts]
    qtbot.waitUntil(lambda: bar.currentMessage() == two, timeout=10000)    # the refusal is the wait's own words
    assert host.controller.actions_applied == 0
    # a message that takes the bar (a menu's hint clears it; a refused
    # gesture) is followed by the wait again: it never goes while the game waits
    bar.clearMessage()
    qtbot.waitUntil(lambda: bar.currentMessage() == two, timeout=10000)
    bar.showMessage("Ce n'est pas votre tour.")
    qtbot.waitUntil(lambda: bar.currentMessage() == f"Ce n'est pas votre tour. {two}", timeout=10000)
    hugo, _bot = join_computer(host, "Hugo", seed=1)
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Hugo a rejoint la table."), timeout=10000)
    assert bar.currentMessage() == f"Hugo a rejoint la table. En attente d'un joueur pour la place 3… {starts}"
    assert not my_turn(window, 0) and host.controller.actions_applied == 0
    said.clear()
    chloe, _bot2 = join_computer(host, "Chloé", seed=2)
    qtbot.waitUntil(lambda: "Chloé a rejoint la table. Toutes les places sont prises\u00a0: la partie commence."
                    in said, timeout=10000)
    assert [plates[s].name for s in (1, 2)] == ["Hugo", "Chloé"]
    assert joined.waiting_text() == ""
    # the game goes on: Léa is offered her turn, as usual
    qtbot.waitUntil(lambda: my_turn(window, 0), timeout=10000)
    assert plates[0].active
    # (the last arrival and the start, then the turn: both said to the person to act)
    qtbot.waitUntil(lambda: bar.currentMessage().startswith(
        "Chloé a rejoint la table. Toutes les places sont prises\u00a0: la partie commence. À vous"), timeout=10000)
    assert joined.remote.submit(0, joined.remote.legal(0)[0])
    qtbot.waitUntil(lambda: host.controller.actions_applied >= 1, timeout=10000)
    qtbot.waitUntil(lambda: settled(window), timeout=10000)
    assert "attente" not in bar.currentMessage()


def test_a_seat_left_before_the_table_is_full_is_free_again_and_the_start_is_said_with_the_turn(
        qtbot, window, hosts):
    """A player who leaves before the table is full: one line says it and
    the wait (the seat is awaited again, its plate "Place 2 libre", no mark,
    no "Connexion perdue", no computer); the game begins only once every
    seat is taken together, and the person whose turn it is reads the last
    arrival and the start with the turn."""
    from tests.net_helpers import join as join_computer
    host = make_host("auteurs", seed=6, remote=(0, 1, 2), takeover_ms=0)
    hosts.append(host)
    bar = window.statusBar()
    join(qtbot, window, host)
    plates = window.director.scene.plates
    starts = "La partie commence quand toutes les places sont prises."
    hugo, _bot = join_computer(host, "Hugo", seed=1)
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Hugo a rejoint la table."), timeout=10000)
    hugo.leave()
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Hugo a quitté la table."), timeout=10000)
    assert bar.currentMessage() == f"Hugo a quitté la table. En attente de 2 joueurs… {starts}"
    assert plates[1].name == "Place 2 libre" and plates[1].mark == ""
    assert 1 not in host.controller.players and host.controller.actions_applied == 0
    assert not my_turn(window, 0)
    zoe, _bot2 = join_computer(host, "Zoé", seed=3)
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Zoé a rejoint la table."), timeout=10000)
    assert bar.currentMessage() == f"Zoé a rejoint la table. En attente d'un joueur pour la place 3… {starts}"
    assert plates[1].name == "Zoé" and host.controller.actions_applied == 0
    chloe, _bot3 = join_computer(host, "Chloé", seed=2)
    qtbot.waitUntil(lambda: my_turn(window, 0), timeout=10000)
    go = "Chloé a rejoint la table. Toutes les places sont prises\u00a0: la partie commence. À vous"
    qtbot.waitUntil(lambda: bar.currentMessage().startswith(go), timeout=10000)


def test_a_screen_joining_after_another_player_is_told_who_is_awaited_not_who_is_back(qtbot, window, hosts):
    """The first word of the host about the table says whom the game waits
    for; the players already there did not "come back"."""
    from tests.net_helpers import join as join_computer
    host = make_host("peech", seed=3, remote=(0, 1, 2), takeover_ms=60_000)
    hosts.append(host)
    hugo, _bot = join_computer(host, "Hugo", seed=1)
    qtbot.waitUntil(lambda: hugo.seat == 0, timeout=10000)
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    joined = join(qtbot, window, host)
    waits = "En attente d'un joueur pour la place 3… La partie commence quand toutes les places sont prises."
    qtbot.waitUntil(lambda: waits in said, timeout=10000)
    assert joined.client.seat == 1 and not any("De retour" in m for m in said)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_words_for_the_seats_awaited(qapp, lang):
    """A free seat is awaited by its number, a seat taken before by its
    person's name; several are counted, unless each waits for its person."""
    from types import SimpleNamespace

    from cardtable.ui import i18n
    from cardtable.ui.network.join import JoinedTable
    i18n.install(lang)
    try:
        def words(awaited: list[int], free: list[int], begun: bool = False, absent: tuple[int, ...] = ()) -> str:
            client = SimpleNamespace(awaited=awaited, names=["Léa", "Place 2", "Inès", "Hugo"],
                                     is_free=lambda s: s in free, begun=begun)
            return JoinedTable.waiting_text(SimpleNamespace(client=client, absent_seats=lambda: list(absent)))
        starts = {"fr": " La partie commence quand toutes les places sont prises.",
                  "en": " The game starts when every seat is taken."}[lang]
        expected = {
            "fr": ["En attente d'un joueur pour la place 2…", "En attente d'Inès…", "En attente de Hugo…",
                   "En attente d'Inès et Hugo…", "En attente de 2 joueurs…", "En attente de 3 joueurs…"],
            "en": ["Waiting for a player to take seat 2…", "Waiting for Inès…", "Waiting for Hugo…",
                   "Waiting for Inès and Hugo…", "Waiting for 2 players…", "Waiting for 3 players…"],
        }[lang]
        got = [words([1], [1]), words([2], []), words([3], []), words([2, 3], []), words([1, 3], [1]),
               words([1, 2, 3], [1, 2, 3])]
        assert got == [e + starts for e in expected]
        assert words([], []) == ""
        # a game resumed from its save "resumes"
        resumes = {"fr": " La partie reprend quand toutes les places sont prises.",
                   "en": " The game resumes when every seat is taken."}[lang]
        assert words([2], [], begun=True) == expected[1] + resumes
        # during the game: the players whose connection is lost, by their names
        assert words([], [], absent=(3,)) == expected[2]
        assert words([], [], absent=(2, 3)) == expected[3]
        assert words([1], [1], absent=(3,)) == expected[0] + starts      # one wait at a time
    finally:
        i18n.install("fr")


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_player_whose_connection_is_lost_is_marked_and_awaited_by_name(qtbot, french, hosts, size):
    """During the game, a player whose connection is lost: the plate says
    "hors ligne" under the name (whole, beside a 10-letter name), the bar
    names the player ("En attente de Maximilien…") whenever this screen's
    person has nothing to do, and keeps it until the player is back or a
    computer plays for them ("ordinateur")."""
    from tests.net_helpers import join as join_computer
    window = network_window(qtbot, size=size)
    try:
        host = make_host("auteurs", seed=6, remote=(0, 1), takeover_ms=60_000)
        hosts.append(host)
        joined = join(qtbot, window, host)
        maxi, _bot = join_computer(host, "Maximilien", seed=1)
        qtbot.waitUntil(lambda: maxi.seat == 1 and not host.waiting and joined.client.connected_seats[1:2] == [True],
                        timeout=10000)
        plate = window.director.scene.plates[1]
        assert plate.name == "Maximilien" and plate.mark == ""
        bar = window.statusBar()
        said: list[str] = []
        bar.messageChanged.connect(said.append)
        qtbot.waitUntil(lambda: my_turn(window, 0), timeout=10000)         # Léa asks first (seed 6)
        maxi.abort()                                      # his program died: the game goes on at the host
        waits = "En attente de Maximilien…"
        # on her turn, the news is followed by what she is asked to do, not by his name
        qtbot.waitUntil(lambda: bar.currentMessage().startswith("Connexion perdue\u00a0: Maximilien. À vous"),
                        timeout=10000)
        assert waits not in bar.currentMessage()
        assert plate.name == "Maximilien" and plate.mark == "hors ligne"
        # Léa plays her turns (the bar says "À vous" then, not his name) until the game waits for him
        ctl = joined.remote
        for _ in range(80):
            qtbot.waitUntil(lambda: my_turn(window, 0) or (host.controller.state.to_act() == {1} and settled(window)),
                            timeout=20000)
            if not my_turn(window, 0):
                break
            assert waits not in bar.currentMessage()
            assert ctl.submit(0, ctl.legal(0)[0])
        assert host.controller.state.to_act() == {1} and 1 not in host.controller.players
        qtbot.waitUntil(lambda: bar.currentMessage().endswith(waits), timeout=10000)
        assert plate.mark == "hors ligne"
        lay = plate.text_layout()
        from PySide6.QtGui import QFontMetricsF
        assert QFontMetricsF(lay.name_font).horizontalAdvance(plate.name) <= lay.name_rect.width()
        assert lay.status_lines[0].startswith("hors ligne")
        assert all(QFontMetricsF(lay.small_font).horizontalAdvance(line) <= lay.status_rect.width()
                   for line in lay.status_lines)
        bar.clearMessage()                                # the wait stays said while he is gone
        qtbot.waitUntil(lambda: bar.currentMessage() == waits, timeout=10000)
        maxi.rejoin("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: bar.currentMessage().startswith("De retour à la table\u00a0: Maximilien."),
                        timeout=10000)
        assert plate.mark == "" and "attente" not in bar.currentMessage()
        host.takeover_ms = 0                              # now a computer plays for him at once
        maxi.abort()
        said.clear()
        qtbot.waitUntil(lambda: any("Un ordinateur joue pour Maximilien." in m for m in said), timeout=10000)
        assert plate.mark == "ordinateur" and joined.waiting_text() == ""
        taken = next(i for i, m in enumerate(said) if "Un ordinateur joue pour Maximilien." in m)
        assert not any(waits in m for m in said[taken:])
    finally:
        if window.joined is not None:
            window.joined.leave()
        window.controller.stop()
        window.view.table.queue.clear()


def test_the_join_dialog_keeps_its_fields_in_place_and_shows_each_table_whole(qtbot, window, monkeypatch):
    """The error line has its room from the start (the fields do not jump
    when it comes), and each table found is read whole, on two lines, with
    no sideways scrolling: a long name, a game, the address, its places."""
    from types import SimpleNamespace

    from PySide6.QtGui import QFontMetrics


    _fake_browser(monkeypatch, started=True)       # a search that started (it lists what it is given)
    dlg = open_dialog(window)
    qtbot.waitExposed(dlg)
    tables = [SimpleNamespace(name="Léopoldine", game="auteurs", host="192.168.178.123", port=47123, free=0,
                              waiting=3, program="cardtable 0.1.0", protocol=PROTOCOL),
              SimpleNamespace(name="Maximilien", game="atout_pique", host="192.168.178.124", port=51234, free=2,
                              waiting=1, program="cardtable 0.1.0", protocol=PROTOCOL)]
    dlg.show_tables(tables)
    qtbot.wait(0)                                 # (the list lays its items out)
    where = {e.objectName(): e.mapTo(dlg, e.rect().topLeft()) for e in (dlg.address_edit, dlg.code_edit,
                                                                         dlg.name_edit, dlg.table_list)}
    height = dlg.height()
    dlg.address_edit.setText("192.168.178.123:47123")
    dlg.code_edit.setText("AB")
    qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)
    assert dlg.error_label.isVisible() and "6 lettres" in dlg.error_label.text()
    qtbot.wait(0)
    assert {e.objectName(): e.mapTo(dlg, e.rect().topLeft()) for e in (dlg.address_edit, dlg.code_edit,
                                                                        dlg.name_edit, dlg.table_list)} == where
    assert dlg.height() == height
    # the longest error said is whole in its room
    from cardtable.ui.network.join import failure_text
    dlg.show_error(failure_text("lost"))
    label = dlg.error_label
    assert label.heightForWidth(label.width()) <= label.height()
    # each table: two lines, both within the list
    fm = QFontMetrics(dlg.table_list.font())
    lines = [line for i in range(dlg.table_list.count()) for line in dlg.table_list.item(i).text().split("\n")]
    assert len(lines) == 2 * len(tables)
    qtbot.waitUntil(lambda: max(map(fm.horizontalAdvance, lines)) < dlg.table_list.viewport().width(), timeout=5000)
    assert dlg.table_list.horizontalScrollBar().maximum() == 0
    assert dlg.table_list.item(0).text() == ("Léopoldine — Les Auteurs (192.168.178.123:47123)\n"
                                             "Aucune place libre, 3 places attendent leur joueur")
    dlg.reject()



def test_while_the_table_waits_every_refused_gesture_says_the_wait_and_nobody_looks(qtbot, window, hosts):
    """Deutch while the table waits for a seat: A (a rapidité), a card
    dragged onto the discard, a click on a card and H each say the wait and
    nothing else (not "Pas de rapidité maintenant", not "Ce n'est pas votre
    tour"); no plate says "regarde…" (nobody plays, so nobody looks), the
    free seat's least of all; once the table is full the look begins."""
    from tests.net_helpers import join as join_computer
    host = make_host("deutch", seed=3, remote=(0, 1), takeover_ms=60_000)
    hosts.append(host)
    bar = window.statusBar()
    join(qtbot, window, host)
    wait = "En attente d'un joueur pour la place 2… La partie commence quand toutes les places sont prises."
    qtbot.waitUntil(lambda: settled(window) and bar.currentMessage() == wait, timeout=10000)
    b = beh(window)
    plates = window.director.scene.plates
    assert not any("regarde" in p.status for p in plates.values()), [p.status for p in plates.values()]
    said: list[str] = []
    bar.messageChanged.connect(said.append)
    card = b.row_pile(0).items[0]
    discard = b.discard_pile()
    # (a drag says nothing of its own: the key pressed after it is what is read)
    gestures = [lambda: (drag(window, card, discard.items[-1].scenePos() if discard.items else discard.point),
                         QTest.keyClick(window.view, Qt.Key.Key_A)),
                lambda: click_item(window, card),
                lambda: QTest.keyClick(window.view, Qt.Key.Key_H)]
    for gesture in gestures:
        said.clear()
        gesture()
        qtbot.waitUntil(lambda: bool(said) and bar.currentMessage() == wait, timeout=10000)
        assert all(m in wait for m in said if m), said         # the wait's own words, nothing else
    assert host.controller.actions_applied == 0
    join_computer(host, "Hugo", seed=1)
    qtbot.waitUntil(lambda: my_turn(window, 0), timeout=10000)
    qtbot.waitUntil(lambda: any("regarde" in p.status for p in plates.values()), timeout=10000)

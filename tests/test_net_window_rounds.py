"""Between two rounds and after the end of a network game, two windows in
one process (127.0.0.1 only): the screens go on from a round's count
together, saying whom they wait for; "Play again" keeps the same people at
the same table (``docs/network.md``, "Between two rounds", "A rematch")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.net_helpers import close_windows
from tests.test_net_window_pair import _host_and_join, _my_turn, _settled, _window


@pytest.fixture
def windows(qtbot, monkeypatch, english, request):
    """A host window and a joined window, at the speed the test asks ("fast":
    a round's count is shown; speed "off" shows none)."""
    from cardtable.ui.network import hosting
    monkeypatch.setattr(hosting, "LISTEN_ADDRESS", "127.0.0.1")
    speed = getattr(request, "param", "fast")
    host_w, join_w = _window(qtbot, speed), _window(qtbot, speed)
    host_w.hosting.pace = False
    yield host_w, join_w
    close_windows(host_w, join_w)


def _close_dialogs():
    """A timer that closes (and records) every dialog that opens, so that a
    modal one cannot hold the test."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog
    timer = QTimer()
    timer.seen = []
    timer.setInterval(50)

    def look() -> None:
        for d in QApplication.topLevelWidgets():
            if isinstance(d, QDialog) and d.isVisible():
                timer.seen.append(type(d).__name__)
                d.reject()
    timer.timeout.connect(look)
    timer.start()
    return timer


def _panel(w):
    b = w.director.behaviour
    return b.info_panel if b is not None and b.info_panel.isVisible() else None


def _end(w):
    b = w.director.behaviour
    return b.end_panel if b is not None and b.end_panel.isVisible() else None


def _play_until(qtbot, host_w, join_w, done):
    """Both people play (the first legal move; Deutch called as soon as it
    may be) until ``done()``."""
    from tests.test_net_window_join import choose_for_test
    for _ in range(3000):
        qtbot.waitUntil(lambda: bool(done() or _my_turn(host_w, 0) or _my_turn(join_w, 1)), timeout=30000)
        if done():
            return
        for w, seat in ((host_w, 0), (join_w, 1)):
            if _my_turn(w, seat) and not done():
                ctl = w.director.controller
                legal = ctl.legal(seat)
                call = [a for a in legal if type(a).__name__ == "CallDeutch"]
                before = ctl.view(seat)
                w.director.behaviour.submit(call[0] if call else choose_for_test(legal), seat)
                qtbot.waitUntil(lambda ctl=ctl, seat=seat, before=before: ctl.view(seat) != before, timeout=10000)
    raise AssertionError("never reached")


def _deutch_at_the_first_count(qtbot, host_w, join_w):
    host = _host_and_join(qtbot, host_w, join_w, ["human", "remote"], "deutch", {"rounds": 2, "earliest_call": 1})
    _play_until(qtbot, host_w, join_w, lambda: bool(_panel(host_w) and _panel(join_w)))
    assert host.controller.state.round == 2          # the engine has dealt the next round
    return host


def _new_deal_shown(w, seat) -> bool:
    """The table shows round 2's opening look, offered to its person."""
    return _panel(w) is None and _my_turn(w, seat) and w.director.controller.view(seat)["round"] == 2


def test_a_joined_player_who_goes_on_first_waits_at_the_count_for_the_host(qtbot, windows):
    host_w, join_w = windows
    host = _deutch_at_the_first_count(qtbot, host_w, join_w)
    léa = host.controller.setup.names[0]
    count_title = _panel(join_w).title.text()
    qtbot.mouseClick(_panel(join_w).first_button(), Qt.MouseButton.LeftButton)
    # the joined screen keeps the count, its button says whom the table waits for
    qtbot.waitUntil(lambda: host.read_at.get(1, 0) > 0, timeout=10000)
    panel = _panel(join_w)
    assert panel is not None and panel.title.text() == count_title
    button = panel.first_button()
    assert button.text() == f"Waiting for {léa}…" and not button.isEnabled()
    assert join_w.statusBar().currentMessage() == f"Waiting for {léa}…"
    assert not _my_turn(join_w, 1) and join_w.view.table.queue.busy     # no new deal shown, nothing offered
    # the host's person goes on: both screens show the new deal
    qtbot.mouseClick(_panel(host_w).first_button(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _new_deal_shown(join_w, 1) and _new_deal_shown(host_w, 0), timeout=20000)


def test_the_host_who_goes_on_first_waits_for_the_joined_player(qtbot, windows):
    host_w, join_w = windows
    host = _deutch_at_the_first_count(qtbot, host_w, join_w)
    chloé = host.controller.setup.names[1]
    qtbot.mouseClick(_panel(host_w).first_button(), Qt.MouseButton.LeftButton)
    panel = _panel(host_w)
    assert panel is not None and panel.first_button().text() == f"Waiting for {chloé}…"
    qtbot.waitUntil(lambda: join_w.joined.client.read[:1] != [0], timeout=10000)   # the host's screen went on
    assert _panel(join_w) is not None and _panel(join_w).first_button().isEnabled()
    qtbot.mouseClick(_panel(join_w).first_button(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _new_deal_shown(join_w, 1) and _new_deal_shown(host_w, 0), timeout=20000)


def test_nobody_waits_for_a_player_whose_connection_broke(qtbot, windows):
    host_w, join_w = windows
    _deutch_at_the_first_count(qtbot, host_w, join_w)
    qtbot.mouseClick(_panel(host_w).first_button(), Qt.MouseButton.LeftButton)
    assert not _panel(host_w).first_button().isEnabled()
    join_w.joined.client.abort()                    # Chloé's laptop is gone
    qtbot.waitUntil(lambda: _panel(host_w) is None, timeout=20000)


@pytest.mark.parametrize("windows", ["off"], indirect=True)
def test_a_rematch_keeps_the_same_people_at_the_same_table(qtbot, windows):
    host_w, join_w = windows
    host = _host_and_join(qtbot, host_w, join_w, ["human", "remote"], "deutch", {"rounds": 1, "earliest_call": 1})
    joined, seed = join_w.joined, host.controller.setup.seed
    token, names = joined.client.token, list(host.controller.setup.names)
    _play_until(qtbot, host_w, join_w, lambda: bool(_end(host_w) and _end(join_w)))
    final = _end(join_w).body.text()
    # the joined screen's "Rematch" asks the host; it stays at the table, its final scores in view
    rematch = next(b for b in _end(join_w).findChildren(type(_end(join_w).first_button())) if b.text() == "Rematch")
    opened = _close_dialogs()
    try:
        qtbot.mouseClick(rematch, Qt.MouseButton.LeftButton)
    finally:
        opened.stop()
    assert not opened.seen, opened.seen                     # no dialog of a game of this screen's own
    qtbot.waitUntil(lambda: any("asks for a rematch" in n for n in host_w.hosting.news), timeout=10000)
    assert names[1] in host_w.hosting.news[-1]
    assert join_w.joined is joined and not joined.client.is_closed
    assert _end(join_w) is not None and _end(join_w).body.text() == final
    assert "rematch" in join_w.statusBar().currentMessage()
    # the host starts it: every screen follows, the same seat, token and names, a new seed
    rematch = next(b for b in _end(host_w).findChildren(type(_end(host_w).first_button())) if b.text() == "Rematch")
    qtbot.mouseClick(rematch, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not join_w.director.controller.is_over and _settled(join_w), timeout=20000)
    assert host_w.hosting.host is host and join_w.joined is joined
    assert host.controller.setup.seed != seed and not host.controller.state.is_over
    assert joined.client.seat == 1 and joined.client.token == token == host.tokens[1]
    assert list(host.controller.setup.names) == names == list(join_w.director.controller.setup.names)
    assert _end(join_w) is None
    # and the new game is played at the same table
    _play_until(qtbot, host_w, join_w, lambda: host.controller.actions_applied >= 2)

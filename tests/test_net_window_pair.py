"""One network game between two windows of the program in one process: a
window hosts through Partie > Jouer en réseau > Accueillir une partie (its
dialog's own widgets), another joins it through the Rejoindre dialog with the
code and the address its banner shows, and the person at the joined window
plays the game to its end through the real table, which agrees with the
host's view of that seat after every move (127.0.0.1 only)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.net_helpers import close_windows, network_window
from tests.test_net_window_host import fill_dialog, shown_code_and_port
from tests.test_net_window_join import _count_positions, _no_multicast, fill, open_dialog, play_to_end  # noqa: F401


def _window(qtbot, speed: str = "off"):
    return network_window(qtbot, speed, language="en")


@pytest.fixture
def two_windows(qtbot, monkeypatch, english):
    from cardtable.ui.network import hosting
    monkeypatch.setattr(hosting, "LISTEN_ADDRESS", "127.0.0.1")
    host_w, join_w = _window(qtbot), _window(qtbot)
    host_w.hosting.pace = False
    yield host_w, join_w
    close_windows(host_w, join_w)


@pytest.mark.parametrize("game_id, options", [("atout_pique", {"target": 100})])
def test_a_game_hosted_in_one_window_is_played_to_its_end_from_another(qtbot, two_windows, game_id, options):
    host_w, join_w = two_windows
    fill_dialog(qtbot, ["remote", "computer", "computer", "computer"], game=game_id, options=options)
    host_w.hosting.act_host.trigger()
    assert host_w.hosting.hosting
    host = host_w.hosting.host
    code, port = shown_code_and_port(host_w)
    dlg = open_dialog(join_w)
    fill(qtbot, dlg, f"127.0.0.1:{port}", code, "Margot")
    qtbot.waitUntil(lambda: join_w.joined is not None, timeout=10000)
    moves = play_to_end(qtbot, join_w, host, seat=0, limit=2000)
    assert moves > 0
    assert join_w.director.controller.is_over and host.controller.state.is_over
    # the joined person's name reached the host's table
    assert host.controller.setup.names[0] == "Margot"


def _host_and_join(qtbot, host_w, join_w, kinds, game_id, options=None, names=("Chloé",)):
    """Host from the window's dialog; the joined windows' people take the remote seats."""
    fill_dialog(qtbot, kinds, game=game_id, options=options or {})
    host_w.hosting.act_host.trigger()
    assert host_w.hosting.hosting
    code, port = shown_code_and_port(host_w)
    joins = join_w if isinstance(join_w, list) else [join_w]
    for w, name in zip(joins, names, strict=False):
        dlg = open_dialog(w)
        fill(qtbot, dlg, f"127.0.0.1:{port}", code, name)
        qtbot.waitUntil(lambda w=w: w.joined is not None, timeout=10000)
    qtbot.waitUntil(lambda: not host_w.hosting.host.waiting, timeout=10000)
    return host_w.hosting.host


def _statuses(w) -> list[str]:
    said: list[str] = []
    w.director.status.connect(said.append)
    return said


def _settled(w) -> bool:
    return not w.view.table.queue.busy and not w.director.controller.animating


def _my_turn(w, seat) -> bool:
    d = w.director
    return _settled(w) and d.awaiting == seat and seat in d.controller.to_act() and bool(d.controller.legal(seat))


def _moving(qtbot, windows) -> bool:
    """A table waiting for its person to read (a look held, a round's
    breakdown) is moved on, as the person would; True if one was."""
    from tests.test_net_window_join import dismiss_panels, press_on_felt
    moved = False
    for w in windows:
        if w.director.behaviour is not None and w.director.behaviour._hold is not None:
            press_on_felt(w)
            moved = True
        if _settled(w) and dismiss_panels(qtbot, w):
            moved = True
    return moved


def test_the_status_line_keeps_no_stale_prompt_and_says_the_end_in_sentences(qtbot, two_windows):
    """No "Call Deutch, or end your turn." on the host once its person ended
    the turn; no "And a second card." on the joined screen after its look;
    the end said as "Game over. Lowest total wins: …" on both screens."""
    from tests.test_net_window_join import choose_for_test, click_item
    host_w, join_w = two_windows
    host_said, join_said = _statuses(host_w), _statuses(join_w)
    host = _host_and_join(qtbot, host_w, join_w, ["human", "remote"], "deutch", {"rounds": 1})
    hb, jb = host_w.director.behaviour, join_w.director.behaviour
    jctl = join_w.director.controller
    # the joined person looks at two cards, clicking them
    qtbot.waitUntil(lambda: _my_turn(join_w, 1) and jctl.view(1)["phase"] == "look", timeout=20000)
    row = list(jb.row_pile(1).items)
    click_item(join_w, row[0])
    assert join_w.statusBar().currentMessage() == "And a second card."
    click_item(join_w, row[-1])
    qtbot.waitUntil(lambda: 1 not in jctl.to_act(), timeout=20000)
    assert join_w.statusBar().currentMessage() != "And a second card."
    ended_turn = False
    for _ in range(2000):
        qtbot.waitUntil(lambda: _moving(qtbot, (host_w, join_w)) or _my_turn(host_w, 0) or _my_turn(join_w, 1)
                        or host.controller.state.is_over, timeout=30000)
        if host.controller.state.is_over:
            break
        for w, seat, b in ((host_w, 0, hb), (join_w, 1, jb)):
            if not _my_turn(w, seat):
                continue
            if w is host_w and b.mode == "call" and not ended_turn:
                assert host_w.statusBar().currentMessage() == "Call Deutch, or end your turn."
                qtbot.mouseClick(b.prompt.button(next(a for a in w.director.controller.legal(0)
                                                      if type(a).__name__ == "Pass")), Qt.MouseButton.LeftButton)
                qtbot.waitUntil(lambda: 1 in host.controller.to_act() and _settled(host_w), timeout=20000)
                assert host_w.statusBar().currentMessage() != "Call Deutch, or end your turn."
                ended_turn = True
                continue
            legal = w.director.controller.legal(seat)
            call = [a for a in legal if type(a).__name__ == "CallDeutch"]
            b.submit(call[0] if call and ended_turn else choose_for_test(legal), seat)
    assert ended_turn and host.controller.state.is_over
    qtbot.waitUntil(lambda: not _moving(qtbot, (host_w, join_w)) and any(t.startswith("Game over") for t in host_said)
                    and any(t.startswith("Game over") for t in join_said), timeout=30000)
    for said in (host_said, join_said):
        end = next(t for t in said if t.startswith("Game over"))
        assert end.startswith("Game over. Lowest total wins: "), end
        assert ", " in end.split(": ", 1)[1], end       # the totals' rows parted by commas


def _auteurs_with_seat_1_out_of_cards():
    """A Les Auteurs game in its deal: seat 1 has no card left, seat 0
    (the host's person) still has some and is to ask (seeded, found once)."""
    import random

    from cardtable.engine.auteurs import AuteursState
    st, rng = AuteursState(seed=1), random.Random(1)
    for _ in range(400):
        c = st.view(0)["counts"]
        if c[1] == 0 and c[0] > 2 and (c[2] or c[3]) and st.view(0)["turn"] == 0:
            return st
        seat = sorted(st.to_act())[0]
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    raise AssertionError("no such position")


def test_a_joined_player_with_no_cards_is_offered_nothing_that_cannot_happen(qtbot, monkeypatch, english):
    """While a person (here the host's) still plays, a joined Les Auteurs
    player with no cards is offered no "Speed up" / "Skip to the end of the
    deal" and is not told that the computers finish the deal."""
    from cardtable.ui.network import hosting
    from cardtable.ui.setup import GameSetup, SeatSetup
    monkeypatch.setattr(hosting, "LISTEN_ADDRESS", "127.0.0.1")
    host_w, join_w = _window(qtbot, "normal"), _window(qtbot, "normal")
    host_w.hosting.pace = False
    try:
        state = _auteurs_with_seat_1_out_of_cards()
        seats = [SeatSetup("Paul", True), SeatSetup("Seat 2", False, remote=True),
                 SeatSetup("Léa", False), SeatSetup("Hugo", False)]
        assert host_w.hosting.start(GameSetup("auteurs", 4, seats, {}, 1), state, 30_000, "intermediaire")
        code, port = shown_code_and_port(host_w)
        fill(qtbot, open_dialog(join_w), f"127.0.0.1:{port}", code, "Chloé")
        qtbot.waitUntil(lambda: join_w.joined is not None, timeout=10000)
        qtbot.waitUntil(lambda: _my_turn(host_w, 0), timeout=20000)
        qtbot.waitUntil(lambda: _settled(join_w), timeout=20000)
        jb = join_w.director.behaviour
        assert jb.counts[1] == 0 and jb.counts[0] > 0
        assert jb.hurry_bar is None or not jb.hurry_bar.isVisible()
        assert "finish the deal" not in join_w.statusBar().currentMessage()
        # the host's person has cards and asks on: no hurry there either
        hb = host_w.director.behaviour
        assert hb.hurry_bar is None or not hb.hurry_bar.isVisible()
    finally:
        if join_w.joined is not None:
            join_w.joined.leave()
        host_w.stop_hosting()
        for w in (join_w, host_w):
            w.controller.stop()
            w.view.table.queue.clear()


def _answer_boxes(answers: list[str], seen: list[tuple[str, str]]):
    """Answer each question box as it shows: the button whose text is the
    next of ``answers`` (seen: each box's text and informative text)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox
    timer = QTimer()
    timer.setInterval(20)

    def look() -> None:
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        if not boxes:
            return
        box = boxes[0]
        seen.append((box.text(), box.informativeText()))
        wanted = answers.pop(0) if answers else "No"
        button = next((b for b in box.buttons() if b.text().replace("&", "") == wanted), box.escapeButton())
        button.click()
    timer.timeout.connect(look)
    timer.start()
    return timer


def test_leaving_a_network_table_is_said_truly_on_both_screens(qtbot, two_windows, monkeypatch):
    """The host's "Abandon?" names the joined players sent away; Ctrl+Q on
    the host asks first while someone plays from another computer ("Stay"
    changes nothing); the joined screen is not told the game is kept."""
    from PySide6.QtTest import QTest
    host_w, join_w = two_windows
    host = _host_and_join(qtbot, host_w, join_w, ["human", "remote", "computer", "computer"], "atout_pique")
    seen: list[tuple[str, str]] = []
    # the hosted game under way (a game not yet active is abandoned without a
    # question, and the New game dialog would then wait for a person)
    qtbot.waitUntil(lambda: host_w.controller.active, timeout=30000)
    # the New game window is never left waiting for a person: its "Jouer"
    # asks (answered "No"), and it stays open, then closes as with "Annuler"
    from cardtable.ui.window.new_game import NewGameDialog
    kept: list[bool] = []

    def play_then_cancel(dlg: NewGameDialog) -> int:
        dlg.show()
        dlg.play_button.click()
        kept.append(dlg.isVisible())
        dlg.reject()
        return 0
    monkeypatch.setattr(NewGameDialog, "exec", play_then_cancel)
    timer = _answer_boxes(["No"], seen)
    host_w.new_game_dialog()
    assert kept == [True], (seen, host_w.controller.active)
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)
    assert seen[0][0] == "Abandon the game in progress?"
    assert "Chloé" in seen[0][1] and "sent away" in seen[0][1]
    assert host_w.hosting.host is host and join_w.joined is not None       # "No": all as it was
    # Ctrl+Q: asked first; "Stay" keeps the window, the table and the game
    timer.stop()
    seen.clear()
    timer = _answer_boxes(["Stay"], seen)
    quit_keys = host_w.act_quit.shortcut()

    def ctrl_q() -> None:       # Ctrl+Q where the platform has it (offscreen has no Quit key)
        if quit_keys.isEmpty():
            host_w.act_quit.trigger()
        else:
            QTest.keyClick(host_w, quit_keys[0].key(), quit_keys[0].keyboardModifiers())
    ctrl_q()
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)
    assert "Chloé" in seen[0][0] and "sent away" in seen[0][1]
    assert host_w.isVisible() and host_w.hosting.host is host and not join_w.joined.client.is_closed
    seen.clear()
    timer.stop()
    timer = _answer_boxes(["Quit"], seen)
    ctrl_q()
    qtbot.waitUntil(lambda: not host_w.isVisible(), timeout=10000)
    timer.stop()
    assert not host_w.hosting.hosting
    qtbot.waitUntil(lambda: join_w.joined.message == "The host left the game", timeout=10000)
    body = join_w.joined.panel.body.text()
    assert "kept" not in body and "hosted again" in body


def test_join_asks_to_give_up_the_game_only_when_the_person_joins(qtbot, two_windows):
    """Rejoindre over a game in progress: nothing is asked when the dialog
    opens and Cancel leaves the game as it was; Join asks, "No" keeps the
    game and the dialog, "Yes" joins."""
    host_w, join_w = two_windows
    fill_dialog(qtbot, ["remote", "computer", "computer", "computer"], game="atout_pique")
    host_w.hosting.act_host.trigger()
    code, port = shown_code_and_port(host_w)
    from cardtable.ui.setup import GameSetup, SeatSetup
    join_w.start_game(GameSetup("peech", 4, [SeatSetup(n, n == "Zoé") for n in ("Zoé", "A", "B", "C")], {}, 5))
    qtbot.waitUntil(lambda: join_w.controller.active, timeout=10000)
    seen: list[tuple[str, str]] = []
    timer = _answer_boxes(["No", "Yes"], seen)
    try:
        dlg = open_dialog(join_w)
        qtbot.wait(100)
        assert not seen                                      # nothing asked on opening
        dlg.reject()
        assert join_w.controller.active and join_w.controller.game_id == "peech" and join_w.joined is None
        dlg = open_dialog(join_w)
        fill(qtbot, dlg, f"127.0.0.1:{port}", code, "Chloé")
        qtbot.waitUntil(lambda: len(seen) == 1, timeout=10000)
        assert seen[0][0] == "Abandon the game in progress?"
        assert dlg.isVisible() and join_w.controller.active and join_w.joined is None   # "No"
        qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: join_w.joined is not None, timeout=10000)
        assert len(seen) == 2                          # asked once more, "Yes": joined
    finally:
        timer.stop()

"""A joined program that stopped without leaving its table (killed, a power
cut, its window closed) asks at its next start whether to join that table
again; Oui takes the same seat back, Non goes on as usual and is not asked
again; a table left on purpose or a game over is not offered; an unreachable
host is said in the dialog and the program goes on; a damaged marker is
ignored.  Also: the panel of a lost connection says what is true.  A
headless host on 127.0.0.1; tests wait on states, never on time."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

import tests.net_helpers as net_helpers
import tests.test_net_window_join as joining
from cardtable.ui.network.host import NetHost
from cardtable.ui.network.seats import SeatedAt, read_seated, seated_path, write_seated
from tests.net_helpers import make_host
from tests.test_net_window_join import _fake_browser, join

# a state waited for: long enough for a loaded machine (a state that comes ends the wait at once)
WAIT = 60_000

hosts = joining.hosts                    # the joining tests' fixture: hosts stopped at the end
windows = net_helpers.windows          # network windows, closed at the end


@pytest.fixture(autouse=True)
def _no_multicast(monkeypatch):
    _fake_browser(monkeypatch, started=False)


def host_for(hosts, game_id: str = "atout_pique") -> NetHost:
    host = make_host(game_id, seed=3, remote=(0,), takeover_ms=60_000)
    hosts.append(host)
    return host


def host_with_person(hosts) -> NetHost:
    """A host whose seat 1 is its person's, « Hugo » (seats 2 and 3: computers)."""
    from cardtable.ui.anim import Durations
    from cardtable.ui.controller import GameController
    from cardtable.ui.setup import GameSetup, SeatSetup
    from tests.net_helpers import quick_options
    controller = GameController(Durations("off"), autosave=False)
    controller.pace = False
    controller.record_stats = False
    host = NetHost(controller, takeover_ms=60_000, takeover_level="facile", drive=True)
    assert host.listen("127.0.0.1", 0)
    seats = [SeatSetup("P0", False, "facile", remote=True), SeatSetup("Hugo", True, "facile"),
             SeatSetup("Chloé", False, "facile"), SeatSetup("Zoé", False, "facile")]
    host.start_game(GameSetup("atout_pique", 4, seats, quick_options("atout_pique"), 3))
    hosts.append(host)
    return host


def die(window) -> None:
    """The joined program dies (kill -9): no "bye", no leaving; its seat's
    lock goes with its process."""
    joined = window.joined
    client = joined.client
    client.closed.disconnect()
    joined._retry.stop()
    client.store.release(client.token)
    client.socket.abort()
    window.joined = None
    joined.remote.stop()


def answer(monkeypatch, button) -> list[str]:
    asked: list[str] = []

    def question(_parent, _title, text, *_a):
        asked.append(text)
        return button
    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_a_killed_joined_program_asks_at_start_and_takes_its_seat_back(qtbot, windows, hosts, monkeypatch):
    host = host_with_person(hosts)
    first = windows()
    joined = join(qtbot, first, host)
    seat, token = joined.client.seat, joined.client.token
    # the marker names the table, the host's person (read from the table) and the game
    qtbot.waitUntil(lambda: read_seated() is not None and read_seated().table != "", timeout=WAIT)
    at = read_seated()
    assert at.address == f"127.0.0.1:{host.port}" and at.code == host.code and at.name == "Léa"
    assert at.game == "atout_pique" and at.token == token
    assert at.table == "Hugo"                      # seat 1: the host's person; 2 and 3 computers
    die(first)
    qtbot.waitUntil(lambda: host.seat_conn.get(seat) is None, timeout=WAIT)
    again = windows()
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    own: list[bool] = []
    monkeypatch.setattr(again, "_start_own", lambda: own.append(True))
    again.startup()
    assert asked and asked[0].startswith("Vous étiez à la table de Hugo (Atout Pique). La rejoindre\u00a0?")
    qtbot.waitUntil(lambda: again.joined is not None, timeout=WAIT)
    assert again.joined.client.seat == seat and again.joined.client.token == token    # the same seat
    assert host.seat_conn.get(seat) is not None and not own
    assert read_seated() is not None and read_seated().token == token     # seated again: marked again


def test_no_forgets_the_offer_and_the_start_goes_on(qtbot, windows, monkeypatch):
    write_seated(SeatedAt("127.0.0.1:9", "ABC234", "Léa", "", "peech", "ab" * 16))
    w = windows()
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    own: list[bool] = []
    monkeypatch.setattr(w, "new_game_dialog", lambda: own.append(True))
    w.startup()
    assert asked == ["Vous étiez à une table en réseau (Peech). La rejoindre\u00a0?\n\n"
                     "Adresse 127.0.0.1:9, code de la table ABC234, votre nom Léa."]
    assert own == [True] and w.joined is None           # as today: the New game dialog
    assert not seated_path().exists()
    w.startup()
    assert len(asked) == 1 and own == [True, True]       # not asked again
    write_seated(SeatedAt("127.0.0.1:9", "ABC234", "Léa", "Inès", "peech", "ab" * 16))
    w.startup()
    assert asked[1].startswith("Vous étiez à la table d'Inès (Peech). La rejoindre\u00a0?")   # elided


def test_an_unreachable_host_is_said_and_the_program_goes_on(qtbot, windows, hosts, monkeypatch):
    host = host_for(hosts)
    port = host.port
    host.stop()                                          # nobody hosts at that address any more
    write_seated(SeatedAt(f"127.0.0.1:{port}", host.code, "Léa", "Hugo", "atout_pique", "cd" * 16))
    w = windows()
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    own: list[bool] = []
    monkeypatch.setattr(w, "_start_own", lambda: own.append(True))
    w.startup()
    dlg = w.join_dialog
    assert dlg.isVisible() and dlg.code_edit.text() == host.code and dlg.name_edit.text() == "Léa"
    qtbot.waitUntil(lambda: dlg.error_label.isVisible(), timeout=WAIT)
    assert dlg.error_label.text().startswith("Aucun hôte ne répond à cette adresse.")
    assert w.joined is None and not own
    dlg.reject()                                         # Annuler: the usual start
    assert own == [True]


def test_a_table_left_on_purpose_or_a_game_over_is_not_offered(qtbot, windows, hosts):
    host = host_for(hosts)
    w = windows()
    joined = join(qtbot, w, host)
    qtbot.waitUntil(lambda: read_seated() is not None, timeout=WAIT)
    joined.leave()                                       # « Quitter la table »
    assert read_seated() is None
    joined = join(qtbot, w, host)
    qtbot.waitUntil(lambda: read_seated() is not None, timeout=WAIT)
    joined.client.over.emit([0, 0, 0, 0])                # the host's "over": the game ended
    assert read_seated() is None and w.joined is joined


@pytest.mark.parametrize("text", ["{", "[]", '{"format": "cardtable-joined-table"}', "\x00" * 10])
def test_a_damaged_marker_is_ignored_and_removed(qtbot, windows, monkeypatch, text):
    path = seated_path()
    path.write_text(text, encoding="utf-8")
    w = windows()
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    own: list[bool] = []
    monkeypatch.setattr(w, "new_game_dialog", lambda: own.append(True))
    w.startup()
    assert asked == [] and own == [True] and not path.exists()


def test_the_welcome_line_does_not_come_back_over_a_table_joined_again(qtbot, windows, hosts):
    """A program started again joins its table in the middle of a hand
    (nothing happens there yet): a menu's status tip gone (Échap) or the
    join's timed line over gives the bar back to a line about the table,
    never « Bienvenue ! Choisissez Partie > Nouvelle partie… » over a game."""
    from PySide6.QtGui import QStatusTipEvent
    from PySide6.QtWidgets import QApplication
    welcome = "Bienvenue\u00a0! Choisissez Partie > Nouvelle partie pour commencer."
    host = host_for(hosts)
    first = windows()
    join(qtbot, first, host)
    die(first)
    again = windows()
    bar = again.statusBar()
    assert bar.currentMessage() == welcome                # no game yet on this screen
    with host.controller.held():                           # the others think: nothing happens meanwhile
        join(qtbot, again, host)
        QApplication.sendEvent(again, QStatusTipEvent("Nouvelle partie"))
        QApplication.sendEvent(again, QStatusTipEvent(""))
        assert bar.currentMessage() != welcome
        bar.showMessage("Copié", 1)
        qtbot.waitUntil(lambda: bar.currentMessage() != "Copié")
        assert bar.currentMessage() not in ("", welcome)      # the join's line, or the table's since


def test_a_lost_connection_says_the_connection_is_cut(qtbot, windows, hosts):
    host = host_for(hosts)
    w = windows()
    joined = join(qtbot, w, host)
    joined.retry_ms = 60_000                             # (no retry during the test)
    joined.client.socket.abort()                         # the host's program died, or the network broke
    qtbot.waitUntil(lambda: joined.message == "Connexion perdue, reconnexion…", timeout=WAIT)
    body = joined.panel.body.text()
    assert body == "La connexion avec l'hôte est coupée\u00a0; votre place vous attend."
    assert "continue chez l'hôte" not in body


def test_the_cards_the_computer_looked_at_while_away_are_said_once_back(qtbot, windows, hosts):
    """Deutch: the connection breaks during the opening look; the computer
    that plays the seat meanwhile looks at two cards; back at the table, the
    person is told which cards they now know."""
    from tests.test_net_window_join import my_turn
    host = make_host("deutch", seed=3, remote=(0,), takeover_ms=0)       # a computer takes over at once
    hosts.append(host)
    w = windows()
    joined = join(qtbot, w, host)
    qtbot.waitUntil(lambda: my_turn(w, 0) and joined.client.view.get("phase") == "look", timeout=WAIT)
    assert not any(joined.client.view["hand"])                  # nothing known yet
    joined.retry_ms = 60_000
    joined.client.socket.abort()                                # this computer's network breaks
    qtbot.waitUntil(lambda: joined.message == "Connexion perdue, reconnexion…", timeout=WAIT)
    qtbot.waitUntil(lambda: host.controller.state.looked[0], timeout=WAIT)    # the computer looked for her
    joined._retry.start(0)
    qtbot.waitUntil(lambda: joined.message == "Pendant votre absence", timeout=WAIT)
    hand = joined.client.view["hand"]
    known = [(i, c) for i, c in enumerate(hand) if c]
    assert len(known) >= 2
    body = joined.panel.body.text()
    assert body.startswith("L'ordinateur a joué à votre place. Vous connaissez maintenant")   # the title says when
    from cardtable.engine import card
    for i, c in known:
        assert f"votre carte {i + 1}, {card(c).with_article('fr')}" in body
    assert "\u00a0; votre carte " in body                    # (French: a no-break space before ;)
    # the bar, without the panel's title, says when as well
    assert w.statusBar().currentMessage() == "Pendant votre absence, " + body[0].lower() + body[1:]
    joined.panel.hide()
    joined._closed("lost")                                      # broken again, nothing new learnt meanwhile
    joined.client.welcomed.emit()
    assert joined.message != "Pendant votre absence"             # said once

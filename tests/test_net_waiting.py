"""While a network table waits for its seats to be taken, nobody plays
(``docs/network.md``, "A network game, in order"): the host sends no seat a
legal action nor a turn, refuses every seat's action (a remote seat's and
the person's at the host's own screen) with "The game starts when every seat
is taken.", and offers the turn once the last seat is taken.  Host and
clients on 127.0.0.1 only; every wait is on a state or a signal."""

from __future__ import annotations

import pytest

from cardtable.engine.actions import encode_action
from cardtable.ui.network.client import ComputerClient, NetClient
from cardtable.ui.setup import GameSetup, SeatSetup
from tests.net_helpers import hosting_window, join, make_host, quick_options

WAIT = 20_000
SEED = 6            # Les Auteurs, seed 6: seat 0 asks first


@pytest.fixture
def hosts():
    made: list = []
    yield made
    for h in made:
        h.stop()
        h.controller.stop()


def test_before_the_table_is_full_no_seat_is_offered_a_turn_and_every_action_is_refused(qtbot, hosts):
    host = make_host("auteurs", seed=SEED, remote=(0, 1, 2), takeover_ms=60_000)
    hosts.append(host)
    ctl = host.controller
    assert ctl.state.to_act() == {0}                    # seat 0's turn, once the game goes on
    lea = NetClient(record=True)                        # a person's seat: nothing plays it by itself
    lea.join("127.0.0.1", host.port, host.code, "Léa")
    qtbot.waitUntil(lambda: lea.seat == 0 and lea.awaited == [1, 2], timeout=WAIT)
    # the deal is there; the turn is not
    assert lea.view["hand"] and lea.to_act == [] and lea.legal == [] and not lea.my_turn
    assert ctl.to_act() == frozenset() and ctl.legal(0) == []
    # an action sent all the same (the engine would take it) is refused, and changes nothing
    ask = ctl.state.legal_actions(0)[0]
    refused: list = []
    lea.illegal.connect(lambda seq, reason: refused.append((seq, reason)))
    seq = lea.send_action(encode_action(ask))
    qtbot.waitUntil(lambda: bool(refused), timeout=WAIT)
    assert refused == [(seq, "The game starts when every seat is taken.")]
    assert ctl.actions_applied == 0 and ctl.state.to_act() == {0}
    # a computer joining does not play either until the table is full
    hugo, hugo_bot = join(host, "Hugo", seed=1)
    qtbot.waitUntil(lambda: hugo.seat == 1 and lea.awaited == [2], timeout=WAIT)
    assert hugo.legal == [] and hugo_bot.actions_sent == 0 and ctl.actions_applied == 0
    # the last seat taken: every seat is told, then seat 0 is offered its turn
    chloe, _bot = join(host, "Chloé", seed=2)
    qtbot.waitUntil(lambda: lea.my_turn, timeout=WAIT)
    assert lea.awaited == [] and lea.to_act == [0] and chloe.seat == 2
    kinds = [m["kind"] for m in lea.messages]
    last_seats = max(i for i, k in enumerate(kinds) if k == "seats")
    assert kinds.index("events", last_seats) > last_seats     # told the table is full before the turn
    seq = lea.send_action(encode_action(ask))
    qtbot.waitUntil(lambda: ctl.actions_applied >= 1, timeout=WAIT)
    assert all(s != seq for s, _r in refused[1:])


def test_a_resumed_table_refuses_with_the_words_of_a_resumed_game(qtbot, hosts):
    host = make_host("auteurs", seed=SEED, remote=(0, 1), takeover_ms=60_000)
    hosts.append(host)
    state = host.controller.state
    host.start_game(host.controller.setup, state)       # resumed: "resumes" rather than "starts"
    lea = NetClient()
    lea.join("127.0.0.1", host.port, host.code, "Léa")
    qtbot.waitUntil(lambda: lea.seat == 0 and lea.begun and lea.awaited == [1], timeout=WAIT)
    assert lea.legal == []
    refused: list = []
    lea.illegal.connect(lambda seq, reason: refused.append(reason))
    lea.send_action(encode_action(host.controller.state.legal_actions(0)[0]))
    qtbot.waitUntil(lambda: bool(refused), timeout=WAIT)
    assert refused == ["The game resumes when every seat is taken."]


def test_the_refusals_are_worded_in_the_players_language(french):
    from cardtable.ui.network.remote_controller import host_reason_text
    assert host_reason_text("The game starts when every seat is taken.") == \
        "La partie commence quand toutes les places sont prises."
    assert host_reason_text("The game resumes when every seat is taken.") == \
        "La partie reprend quand toutes les places sont prises."


@pytest.fixture
def window(qtbot, monkeypatch, english):
    yield from hosting_window(qtbot, monkeypatch)


def test_the_person_at_the_host_s_screen_waits_too_until_the_table_is_full(qtbot, window):
    """A person playing at the host's screen is not offered the turn, nor
    told "Your turn", while the table waits; an action is refused with the
    same words; once the last seat is taken the turn is offered."""
    w = window
    seats = [SeatSetup("Inès", True, "facile"), SeatSetup("Place 2", False, "facile", remote=True),
             SeatSetup("Ordinateur", False, "facile"), SeatSetup("Ordinateur 2", False, "facile")]
    setup = GameSetup("auteurs", 4, seats, quick_options("auteurs"), SEED)
    turns: list[int] = []
    w.controller.human_turn.connect(turns.append)
    said: list[str] = []
    w.statusBar().messageChanged.connect(said.append)
    assert w.hosting.start(setup, None, 60_000, "facile")
    ctl, host = w.controller, w.hosting.host
    qtbot.waitUntil(lambda: ctl.has_game and not w.view.table.queue.busy and not ctl.animating, timeout=WAIT)
    assert host.waiting and ctl.state.to_act() == {0}
    assert turns == [] and w.director.awaiting is None and ctl.to_act() == frozenset()
    assert not any(m.startswith("Your turn") for m in said), said
    assert not w.director.scene.plates[0].active
    waits = "The game starts when every seat is taken."
    qtbot.waitUntil(lambda: w.statusBar().currentMessage().endswith(waits), timeout=WAIT)
    w.statusBar().clearMessage()                        # the bar keeps saying it while the table waits
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == waits, timeout=WAIT)
    refusals: list[str] = []
    ctl.illegal.connect(refusals.append)
    assert ctl.submit(0, ctl.state.legal_actions(0)[0]) is False
    assert refusals == ["The game starts when every seat is taken."] and ctl.actions_applied == 0
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == waits, timeout=WAIT)    # said once
    client = NetClient()
    ComputerClient(client, "facile", seed=1)
    client.join("127.0.0.1", host.port, host.code, "Léa", lang="en")
    qtbot.waitUntil(lambda: turns == [0], timeout=WAIT)
    assert "Léa joined the table. Every seat is taken: the game starts." in said
    assert not host.waiting and w.director.awaiting == 0 and ctl.legal(0)
    # the last arrival and the start are said with the turn, not replaced by it
    qtbot.waitUntil(lambda: w.statusBar().currentMessage().startswith(
        "Léa joined the table. Every seat is taken: the game starts. Your turn"), timeout=WAIT)


def test_a_seat_left_before_the_table_is_full_is_awaited_again_and_free_to_anyone(qtbot, hosts):
    """A person who takes a seat and leaves before the table is full: the
    table goes on waiting for that seat (no computer takes it, even with a
    takeover at once), its name is the seat's again and anyone may take it;
    its person's token still brings them back while it is free.  Only once
    every seat is taken together does the game begin."""
    host = make_host("auteurs", seed=SEED, remote=(0, 1, 2), takeover_ms=0)
    hosts.append(host)
    ctl = host.controller
    lea = NetClient()
    lea.join("127.0.0.1", host.port, host.code, "Léa")
    qtbot.waitUntil(lambda: lea.seat == 0, timeout=WAIT)
    token = lea.token
    hugo, hugo_bot = join(host, "Hugo", seed=1)
    qtbot.waitUntil(lambda: hugo.seat == 1 and hugo.names[0] == "Léa" and hugo.connected_seats[0], timeout=WAIT)
    lea.leave()
    qtbot.waitUntil(lambda: hugo.awaited == [0, 2] and hugo.is_free(0), timeout=WAIT)
    assert host.waiting and host.free_seats() == [0, 2] and hugo.names[0] == "P0"
    assert 0 not in ctl.players and ctl.actions_applied == 0 and hugo.legal == []
    # the same person, with the token kept, takes the seat back while it is free
    lea2 = NetClient()
    lea2.join("127.0.0.1", host.port, host.code, "Léa", token=token)
    qtbot.waitUntil(lambda: lea2.seat == 0 and hugo.awaited == [2] and not hugo.is_free(0), timeout=WAIT)
    assert hugo.names[0] == "Léa" and host.waiting
    lea2.leave()                                   # and leaves again: anyone may take it now
    qtbot.waitUntil(lambda: hugo.awaited == [0, 2], timeout=WAIT)
    chloe = NetClient()
    chloe.join("127.0.0.1", host.port, host.code, "Chloé")
    qtbot.waitUntil(lambda: chloe.seat == 0 and hugo.awaited == [2], timeout=WAIT)
    assert host.waiting and ctl.actions_applied == 0 and 0 not in ctl.players
    zoe, _bot = join(host, "Zoé", seed=2)
    qtbot.waitUntil(lambda: chloe.my_turn, timeout=WAIT)      # every seat taken together: seat 0 plays
    assert zoe.seat == 2 and not host.waiting and hugo.names == ["Chloé", "Hugo", "Zoé", "P3"]
    assert not any(s in ctl.players for s in (0, 1, 2))
    for c in (hugo, chloe, zoe):
        c.leave()

"""Network play, headless: remote seats in the controller and the save, the
host (cardtable.ui.network.host) and its clients (cardtable.ui.network.client) over
loopback (127.0.0.1 only), the --serve / --join commands.

Long modes (not run by default): ``CARDTABLE_NET_LEAK_GAMES=100`` plays 100
games per game in the leak check (from the seed ``CARDTABLE_NET_LEAK_FIRST_SEED``,
100 by default); ``CARDTABLE_NET_FUZZ=10000`` sends 10,000 hostile messages;
``CARDTABLE_NET_DROPS=100`` cuts that many connections over the four games.
With ``-s`` the long modes print what they did.
"""

from __future__ import annotations

import json
import os
import random
import secrets
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from windows import shown_window

from cardtable.engine import SaveError
from cardtable.engine.actions import encode_action
from cardtable.net.actions import decode_action
from cardtable.net.protocol import PROTOCOL, RECENT_BYTES, FrameReader, check, encode
from cardtable.ui.anim import Durations
from cardtable.ui.controller import GameController
from cardtable.ui.network.client import NetClient
from cardtable.ui.network.host import PROGRAM, NetHost
from cardtable.ui.setup import GameSetup, SeatSetup
from tests.net_helpers import GAMES, join, make_host, network_setup
from tests.test_contract import CARD_STRINGS, contract_part

WAIT = int(os.environ.get("CARDTABLE_NET_WAIT", "180000"))
ROOT = Path(__file__).resolve().parent.parent


def dedup(items: list[Any]) -> list[Any]:
    out: list[Any] = []
    for x in items:
        if not out or out[-1] != x:
            out.append(x)
    return out


def play_to_end(qtbot, host: NetHost, clients: list[NetClient]) -> None:
    c = host.controller

    def diagnosis() -> str:
        return (f"to_act {sorted(c.to_act())}, computers {sorted(c.players)}, window {c.pending_window()}, "
                f"clients {[(cl.seat, cl.to_act, len(cl.legal), cl.reason) for cl in clients]}")
    try:
        qtbot.waitUntil(lambda: c.state.is_over and all(cl.totals is not None for cl in clients), timeout=WAIT)
    except Exception as exc:
        raise AssertionError(diagnosis()) from exc


# ------------------------------------------------------------ remote seats
def test_a_remote_seat_is_saved_and_read_back_strictly():
    setup = network_setup("peech")
    data = setup.to_dict()
    assert [s.get("remote", False) for s in data["seats"]] == [False, True, True, True]
    assert "remote" not in data["seats"][0]             # written only when true
    back = GameSetup.from_dict(json.loads(json.dumps(data)))
    assert back.remote_seats == [1, 2, 3] and back == setup
    for bad in ("yes", 1, 0, None, []):
        d = json.loads(json.dumps(data))
        d["seats"][1]["remote"] = bad
        with pytest.raises(SaveError):
            GameSetup.from_dict(d)
    d = json.loads(json.dumps(data))
    d["seats"][1]["human"] = True                     # a person here cannot be on another computer
    with pytest.raises(SaveError):
        GameSetup.from_dict(d)


def test_a_remote_seat_is_neither_computer_nor_local_person(qtbot):
    c = GameController(Durations("off"), autosave=False)
    c.pace = False
    turns: list[int] = []
    c.human_turn.connect(turns.append)
    setup = GameSetup("atout_pique", 4, [SeatSetup(f"P{i}", False, "facile", remote=i == 1) for i in range(4)],
                      {}, 5)
    c.start(setup)
    c.animations_done()
    c.events.connect(lambda _e: c.animations_done())
    qtbot.waitUntil(lambda: 1 in c.to_act(), timeout=WAIT)
    assert 1 not in c.players and c.levels[1] is None and c.is_remote(1)
    assert turns == []                                  # never offered local input
    qtbot.wait(50)
    assert 1 in c.to_act()                              # no computer plays it
    legal = c.legal(1)
    refused: list[str] = []
    c.illegal.connect(refused.append)
    assert not c.submit(1, legal[0]) and refused        # not from this screen
    before = c.state.to_json()
    assert c.submit_remote(0, c.legal(1)[0]) is not None  # not a remote seat
    assert c.submit_remote(1, ("no", "such")) is not None
    assert c.state.to_json() == before
    assert c.submit_remote(1, legal[0]) is None
    assert c.state.to_json() != before
    c.take_over(1, "facile")
    assert 1 in c.players
    c.give_back(1)
    assert 1 not in c.players
    c.stop()


# -------------------------------------------------------------- the games
@pytest.mark.parametrize("game_id", GAMES)
def test_three_clients_play_a_whole_game_and_see_the_host_view(qtbot, game_id):
    controller_views: dict[int, list[dict[str, Any]]] = {1: [], 2: [], 3: []}
    host = make_host(game_id, seed=11)
    c = host.controller
    for s in controller_views:
        controller_views[s].append(c.view(s))

    def record(_evs: list[Any]) -> None:
        for s in controller_views:
            controller_views[s].append(c.view(s))
    c.events.connect(record)
    c.window_opened.connect(lambda *_: record([]))
    pairs = [join(host, f"Joueur {i}", seed=i) for i in range(3)]
    clients = [p[0] for p in pairs]
    play_to_end(qtbot, host, clients)
    for client in clients:
        seat = client.seat
        views = dedup([m["view"] for m in client.messages if m["kind"] in ("welcome", "events")])
        expected = dedup(controller_views[seat])
        assert views == expected[-len(views):], f"seat {seat}'s views are not the host's"
        assert client.view == c.view(seat)
        assert client.totals == list(c.state.totals)
        # every legal action sent decodes to the one the host would match
        for m in client.messages:
            for a in m.get("legal", []):
                act = decode_action(game_id, a)
                assert act is not None and encode_action(act) == a
    assert sorted(cl.seat for cl in clients) == [1, 2, 3]
    assert {cl.names[cl.seat] for cl in clients} == {"Joueur 0", "Joueur 1", "Joueur 2"}
    host.stop()


# ------------------------------------------------------------- leak check
def leak_games() -> int:
    return int(os.environ.get("CARDTABLE_NET_LEAK_GAMES", "1"))


def card_set(data: Any) -> set[str]:
    """``set(card_strings(data))`` for decoded JSON, without a generator per
    value (the leak check reads every frame of every game with it)."""
    out: set[str] = set()
    stack = [data]
    while stack:
        v = stack.pop()
        t = type(v)
        if t is str:
            if v in CARD_STRINGS:
                out.add(v)
        elif t is dict:
            stack.extend(v.values())
        elif t is list:
            stack.extend(v)
    return out


def leak_game(qtbot, game_id: str, seed: int, found: list[str]) -> None:
    """One game with every seat remote; what a seat is sent that it may not know goes into ``found``."""
    learn = contract_part(game_id).oracle
    controller = GameController(Durations("off"), autosave=False)
    controller.pace = False
    controller.record_stats = False
    known: dict[int | None, set[str]] = {s: set() for s in range(4)}
    known[None] = set()
    readers: dict[int, FrameReader] = {}
    batch: dict[int, set[str]] = {s: set() for s in range(4)}   # known at some moment of the last batch
    ever: dict[int, set[str]] = {s: set() for s in range(4)}    # known at some moment of the game

    def learn_all(evs: list[dict[str, Any]]) -> None:
        for s in batch:
            batch[s] = set(known[s])
        for ev in evs:
            learn(known, ev)
            for s in batch:
                batch[s] |= known[s]
        for s in ever:
            ever[s] |= batch[s]
    controller.events.connect(learn_all)        # before the host: known before anything is sent
    host = NetHost(controller, takeover_ms=0, takeover_level="facile", drive=True)
    assert host.listen("127.0.0.1", 0)
    host.start_game(network_setup(game_id, seed=seed, remote=(0, 1, 2, 3)))
    learn_all(controller.state.opening_events())
    original = NetHost._welcome

    def sent(seat: int, data: bytes) -> None:
        # every frame to the seat: its events (and a welcome's opening) against
        # what it knew during their batch, the rest (view, names...) against what it knows now; the
        # legal actions are the engine's own for the seat (a computer player
        # is given them at the host's table too): Les Auteurs' asks name cards
        # of a family whoever holds them
        reader = readers.setdefault(seat, FrameReader())
        for msg in reader.feed(data):
            rest = {k: v for k, v in msg.items() if k not in ("events", "legal", "opening", "recent")}
            # a welcome's opening (the deal, sent before any move) is the opening batch;
            # its recent events (a rejoin), past batches: what the seat knew at some moment
            evs = msg.get("events", []) + msg.get("opening", [])
            recent = msg.get("recent", [])
            leak = (card_set(evs) - batch[seat]) | (card_set(rest) - known[seat]) | (card_set(recent) - ever[seat])
            if recent:
                rejoined.append(len(json.dumps(recent, ensure_ascii=False, separators=(",", ":")).encode()))
            if leak:
                found.append(f"seat {seat}: {sorted(leak)} known {sorted(known[seat])} in {msg['kind']} {str(msg.get('events'))[:300]}")

    def watch(self: NetHost, conn: Any, _orig: Any = original) -> None:
        if not getattr(conn, "_watched", False):
            conn._watched = True
            write, seat = conn._write, conn.seat
            conn._write = lambda data, w=write, s=seat: (sent(s, data), w(data))
        _orig(self, conn)
    host._welcome = watch.__get__(host)          # type: ignore[method-assign]
    rejoined: list[int] = []                     # the size of each welcome's recent events
    clients = [join(host, f"N{i}", seed=i)[0] for i in range(4)]
    # one seat's connection breaks midway and comes back: its welcome's recent events are its own
    qtbot.waitUntil(lambda: controller.actions_applied >= 30 or controller.state.is_over, timeout=WAIT)
    victim = clients[0]
    victim.abort()
    at = controller.actions_applied
    qtbot.waitUntil(lambda: controller.actions_applied >= at + 10 or controller.state.is_over, timeout=WAIT)
    victim.rejoin("127.0.0.1", host.port)
    play_to_end(qtbot, host, clients)
    host.stop()
    assert sum(len(b) for cl in clients for b in cl.received) > 0
    assert rejoined and all(size <= RECENT_BYTES for size in rejoined)

@pytest.mark.parametrize("game_id", GAMES)
def test_no_byte_sent_to_a_seat_holds_a_card_hidden_from_it(qtbot, game_id):
    found: list[str] = []
    first = int(os.environ.get("CARDTABLE_NET_LEAK_FIRST_SEED", "100"))
    for n in range(leak_games()):
        leak_game(qtbot, game_id, first + n, found)
        if leak_games() > 1:
            print(f"leak check {game_id}: seed {first + n}, {len(found)} found", flush=True)
    assert found == []


# ---------------------------------------------------------- hostile input
def hostile_messages(rng: random.Random, code: str, legal_of_other: list[dict[str, Any]]) -> list[bytes]:
    """Frames a hostile or broken peer might send (each is sent on a fresh connection's stream)."""
    hello = {"kind": "hello", "program": PROGRAM, "protocol": PROTOCOL, "code": code, "name": "X",
             "token": None, "lang": "fr"}
    choice = rng.randrange(14)
    if choice == 0:
        return [struct.pack(">I", rng.randrange(300_000, 2 ** 32))]          # a huge length
    if choice == 1:
        body = json.dumps(hello).encode()
        return [struct.pack(">I", len(body)) + body[:rng.randrange(len(body))]]   # truncated
    if choice == 2:
        return [struct.pack(">I", 5) + bytes(rng.randrange(256) for _ in range(5))]   # garbage
    if choice == 3:
        return [encode({"kind": rng.choice(["welcome", "nuke", "", "HELLO", "events"]), "x": 1})]
    if choice == 4:
        bad = dict(hello)
        key = rng.choice(sorted(bad))
        bad[key] = rng.choice([None, 1, True, [], {}, "x" * 5000, -1, 1.5])
        return [encode(bad)]
    if choice == 5:
        return [encode(dict(hello, code="ZZZZZZ"))]                           # wrong code
    if choice == 6:
        return [encode(dict(hello, token=secrets.token_hex(16)))]             # a token that is no seat's
    if choice == 7:
        return [encode(dict(hello, protocol=PROTOCOL + 1))]
    if choice == 8:
        act = rng.choice(legal_of_other) if legal_of_other else {"kind": "Pass"}
        return [encode({"kind": "action", "seq": 1, "action": act})]          # an action before any hello
    if choice == 9:
        return [encode({"kind": "ping", "t": 1})] * 500                      # a flood
    if choice == 10:
        return [encode(dict(hello, extra=1))]
    if choice == 11:
        return [encode({"kind": "bye"})]
    if choice == 12:
        body = b"[" * 40 + b"]" * 40
        return [struct.pack(">I", len(body)) + body]
    return [encode(hello), encode(hello)]                                     # no seat free / a second hello


def test_hostile_input_changes_nothing_and_the_game_goes_on(qtbot):
    count = int(os.environ.get("CARDTABLE_NET_FUZZ", "300"))
    rng = random.Random(5)
    host = make_host("deutch", seed=4, remote=(1, 2, 3))
    c = host.controller
    pairs = [join(host, f"N{i}", seed=i) for i in range(3)]
    clients = [p[0] for p in pairs]
    qtbot.waitUntil(lambda: all(cl.seat is not None for cl in clients), timeout=WAIT)
    c.hold()                            # the state stays still while the hostile peers talk
    closed = 0
    for _ in range(count):
        before = c.state.to_json()
        out: list[bytes] = []
        shut: list[bool] = []
        conn = host.attach(out.append, lambda shut=shut: shut.append(True))
        others = [encode_action(a) for s in c.to_act() for a in c.legal(s)]
        for frame in hostile_messages(rng, host.code, others):
            conn.feed(frame)                 # never raises
        assert c.state.to_json() == before
        if shut:
            closed += 1
            msgs = list(FrameReader().feed(b"".join(out)))
            assert msgs and msgs[-1]["kind"] in ("refused", "bye")
            check(msgs[-1], from_host=True)
        else:
            conn.close("bad_message")
    # an honest seat's action for another seat's turn, and a replayed old message
    me = clients[0]
    others_turn = [s for s in c.to_act() if s != me.seat]
    if others_turn and me.seat not in c.to_act():
        seq = me.send_action(encode_action(c.legal(others_turn[0])[0]))
        got: list[int] = []
        me.illegal.connect(lambda s, _r: got.append(s))
        before = c.state.to_json()
        qtbot.waitUntil(lambda: seq in got, timeout=WAIT)
        assert c.state.to_json() == before
    assert closed > count // 2
    c.release()
    play_to_end(qtbot, host, clients)
    host.stop()


def test_a_connection_without_the_code_in_time_is_closed(qtbot):
    host = make_host("peech", hello_ms=200)
    client = NetClient()
    client.socket.connectToHost("127.0.0.1", host.port)      # connects, never says hello
    client._hello = {}
    client.socket.connected.disconnect()
    frames: list[bytes] = []
    client.socket.readyRead.disconnect()
    client.socket.readyRead.connect(lambda: frames.append(bytes(client.socket.readAll().data())))
    qtbot.waitUntil(lambda: client.socket.state().name == "UnconnectedState" and bool(frames), timeout=WAIT)
    assert list(FrameReader().feed(b"".join(frames))) == [{"kind": "refused", "reason": "too_slow"}]
    host.stop()


@pytest.mark.parametrize("change, reason", [
    ({"code": "WRONG1"}, "bad_code"), ({"token": "ab" * 16}, "bad_token"), ({"protocol": PROTOCOL + 1}, "protocol"),
])
def test_a_bad_hello_is_refused_with_its_reason(qtbot, change, reason):
    host = make_host("peech")
    client = NetClient()
    got: list[str] = []
    client.closed.connect(got.append)
    hello = dict(code=host.code, name="Léa", token=None)
    hello.update({k: v for k, v in change.items() if k in hello})
    client.join("127.0.0.1", host.port, **hello)
    if "protocol" in change:
        client._hello["protocol"] = change["protocol"]
    qtbot.waitUntil(lambda: bool(got), timeout=WAIT)
    assert got == [reason] and client.seat is None
    host.stop()


def test_no_free_seat_and_a_flood_are_refused(qtbot):
    host = make_host("peech", remote=(1,))
    first = NetClient()
    first.join("127.0.0.1", host.port, host.code, "A")
    qtbot.waitUntil(lambda: first.seat == 1, timeout=WAIT)
    second = NetClient()
    got: list[str] = []
    second.closed.connect(got.append)
    second.join("127.0.0.1", host.port, host.code, "B")
    qtbot.waitUntil(lambda: bool(got), timeout=WAIT)
    assert got == ["no_free_seat"]
    gone: list[str] = []
    first.closed.connect(gone.append)
    first.socket.write(encode({"kind": "ping", "t": 1}) * 1000)
    qtbot.waitUntil(lambda: bool(gone), timeout=WAIT)
    assert gone == ["flood"]
    host.stop()


# ------------------------------------------------------ drop and rejoin
class ActionLog:
    """What happened to every action of a network game, on both sides.

    ``engine``: every ``state.apply`` the host's engine ran, in order, with
    who caused it (``remote``: an action received from a seat's connection,
    ``timer``: a pass at the end of a timed window, ``computer``: the host's
    own computer players); ``received``: every action message the host read,
    with its seat and the refusal sent back (None: applied); ``sent``: every
    action each client sent, with the number of the connection it went out on
    (``cut`` ends a connection and counts it).  A client ``armed`` is cut
    right after its next action is written, before the bytes leave: that
    action is lost with the connection."""

    def __init__(self, host: NetHost, clients: list[NetClient]) -> None:
        self.clients = clients
        self.engine: list[tuple[str, int, dict[str, Any]]] = []
        self.received: list[tuple[int, int, str | None]] = []             # seat, seq, refusal
        self.sent: list[list[tuple[int, int, dict[str, Any]]]] = [[] for _ in clients]   # connection, seq, action
        self.connection = [0 for _ in clients]
        self.armed = [False for _ in clients]
        self.problems: list[str] = []          # found inside the host's handlers (which catch exceptions)
        self._cause = "computer"
        c = host.controller
        st = c.state
        real_apply, real_close, real_submit = st.apply, st.close_window, c.submit_remote

        def apply(seat: int, action: Any) -> list[Any]:
            evs = real_apply(seat, action)
            self.engine.append((self._cause, seat, encode_action(action)))
            return evs

        def caused(cause: str, fn: Any, *args: Any) -> Any:
            before, self._cause = self._cause, cause
            try:
                return fn(*args)
            finally:
                self._cause = before
        st.apply = apply                                                  # type: ignore[method-assign]
        st.close_window = lambda *a: caused("timer", real_close, *a)      # type: ignore[method-assign]
        c.submit_remote = lambda *a: caused("remote", real_submit, *a)    # type: ignore[method-assign]
        real_action = host._action

        def action(conn: Any, seq: int, data: dict[str, Any]) -> None:
            n = len(self.engine)
            refusals: list[str] = []
            real_send = conn.send
            conn.send = lambda m: (refusals.append(m["reason"]) if m["kind"] == "illegal" else None, real_send(m))
            try:
                real_action(conn, seq, data)
            finally:
                conn.send = real_send
            expected = [] if refusals else [("remote", conn.seat, data)]
            if self.engine[n:] != expected:
                self.problems.append(f"seat {conn.seat} seq {seq}: {data} refused {refusals}, applied as "
                                     f"{self.engine[n:]}")
            self.received.append((conn.seat, seq, refusals[0] if refusals else None))
        host._action = action                                             # type: ignore[method-assign]
        for i, cl in enumerate(clients):
            real_send_action = cl.send_action

            def send_action(data: dict[str, Any], i: int = i, real: Any = real_send_action) -> int:
                seq = real(data)
                self.sent[i].append((self.connection[i], seq, data))
                if self.armed[i]:
                    self.cut(i)
                return seq
            cl.send_action = send_action                                  # type: ignore[method-assign]

    def cut(self, i: int) -> None:
        self.armed[i] = False
        self.clients[i].abort()
        self.connection[i] += 1

    def replay(self, setup: GameSetup) -> str:
        """The engine's log replayed from the deal: the final state as JSON."""
        from cardtable.engine import new_game
        st = new_game(setup.game_id, seed=setup.seed, players=setup.players, options=setup.options)
        for _cause, seat, data in self.engine:
            match = [a for a in st.legal_actions(seat) if encode_action(a) == data]
            assert match, (seat, data)
            st.apply(seat, match[0])
        return st.to_json()


@pytest.mark.parametrize("game_id", GAMES)
def test_clients_dropped_at_random_rejoin_and_finish(qtbot, game_id):
    """Connections cut at random moments -- some right after the seat sent an
    action, which is then lost with its connection -- rejoin with their token
    and finish; game after game until the drops asked for are done.

    No action lost or applied twice: the host's engine ran exactly the
    actions it accepted, once each, in order (a replay of its log from the
    deal gives its final state); every action a client sent reached the host
    once, or was lost with a connection that was cut; none was refused (in
    Deutch, only late claims), and a refused one changed nothing; and each
    seat ends on the host's own final position."""
    drops = max(1, int(os.environ.get("CARDTABLE_NET_DROPS", "8")) // len(GAMES))
    rng = random.Random(GAMES.index(game_id))
    done = games = 0
    while done < drops:
        done += _drop_game(qtbot, game_id, 21 + games, drops - done, rng)
        games += 1
    assert done == drops


STALE_REFUSALS = {"It is not this seat's turn.", "This action is not allowed now."}


def _drop_game(qtbot, game_id: str, seed: int, drops: int, rng: random.Random) -> int:
    host = make_host(game_id, seed=seed, takeover_ms=600_000)   # no computer takes over: the person comes back
    c = host.controller
    setup = c.setup
    assert setup is not None
    batches: list[int] = []
    c.events.connect(lambda evs: batches.append(len(evs)))
    pairs = [join(host, f"N{i}", seed=i) for i in range(3)]
    clients = [p[0] for p in pairs]
    log = ActionLog(host, clients)
    qtbot.waitUntil(lambda: all(cl.seat is not None for cl in clients), timeout=WAIT)
    done = 0
    while done < drops and not c.state.is_over:
        v = rng.randrange(len(clients))
        victim = clients[v]
        seat, token = victim.seat, victim.token
        if rng.random() < 0.4:
            # cut as the seat's next action leaves: it is lost with the connection
            log.armed[v] = True
            qtbot.waitUntil(lambda v=v: not log.armed[v] or c.state.is_over, timeout=WAIT)
            log.armed[v] = False
            if not victim.is_closed:
                break                                  # the game ended first
        else:
            target = len(batches) + rng.randrange(1, 6)
            qtbot.waitUntil(lambda t=target: len(batches) >= t or c.state.is_over, timeout=WAIT)
            if c.state.is_over:
                break
            log.cut(v)
        qtbot.waitUntil(lambda s=seat: s not in host.seat_conn, timeout=WAIT)
        assert victim.seat == seat
        victim.rejoin("127.0.0.1", host.port)
        try:
            # back at the table, or told the final position if the others ended the game meanwhile
            qtbot.waitUntil(lambda s=seat, cl=victim: (s in host.seat_conn and not cl.is_closed or
                                                       c.state.is_over and cl.reason == "game_over") and
                            cl.view == c.view(s), timeout=WAIT)
        except Exception as exc:
            raise AssertionError(
                f"seat {seat} did not come back: at the host {sorted(host.seat_conn)}, client closed "
                f"{victim.is_closed} ({victim.reason}), same view {victim.view == c.view(seat)}, to_act "
                f"{sorted(c.to_act())}, drop {done + 1}, over {c.state.is_over}") from exc
        assert victim.seat == seat and victim.token == token
        done += 1
    play_to_end(qtbot, host, clients)
    # each seat ends on the host's own final position
    for cl in clients:
        assert cl.view == c.view(cl.seat) and cl.totals == list(c.state.totals)
    # the engine ran its log and nothing else: replayed from the deal, the same game
    assert log.problems == []
    assert log.replay(setup) == c.state.to_json()
    assert all(cause != "computer" for cause, seat, _ in log.engine if seat in c.remote)
    for i, cl in enumerate(clients):
        got = [(seq, refusal) for seat, seq, refusal in log.received if seat == cl.seat]
        seqs = [seq for seq, _ in got]
        assert len(seqs) == len(set(seqs)), f"seat {cl.seat}: an action received twice"
        # every action sent reached the host once, or was lost with a connection that was cut
        sent = {seq: (conn_no, data) for conn_no, seq, data in log.sent[i]}
        assert set(seqs) <= set(sent)
        # (or, on the last connection, sent after the host's last word: the
        # game was over and the host reads nothing after its goodbye)
        lost = [(sent[seq][0], seq) for seq in sent if seq not in set(seqs)]
        late = [seq for conn_no, seq in lost if conn_no == log.connection[i]]
        assert all(conn_no <= log.connection[i] for conn_no, _ in lost)
        assert all(seq > max(seqs, default=0) for seq in late), f"seat {cl.seat}: lost {lost}, received {seqs[-3:]}"
        # never refused: a computer client answers no position until the host
        # has read its last action (ComputerClient's ping after each action);
        # in Deutch a rapidité claim may still come after its window closed
        refused = {r for _, r in got if r is not None}
        if game_id == "deutch":
            assert refused <= STALE_REFUSALS, f"seat {cl.seat}: {refused}"
        else:
            assert refused == set(), f"seat {cl.seat}: {refused}"
        # and the host applied exactly the accepted ones, in their order
        accepted = [sent[seq][1] for seq, r in got if r is None]
        assert [data for cause, seat, data in log.engine if cause == "remote" and seat == cl.seat] == accepted
    lost = sum(1 for i in range(len(clients)) for conn_no, _, _ in log.sent[i] if conn_no < log.connection[i]) - \
        sum(1 for i, cl in enumerate(clients) for conn_no, seq, _ in log.sent[i] if conn_no < log.connection[i]
            and any(s == cl.seat and q == seq for s, q, _ in log.received))
    print(f"drops {game_id} seed {seed}: {done} drops, {len(log.engine)} actions applied, {len(log.received)} "
          f"received, {sum(r is not None for _, _, r in log.received)} refused, {lost} lost with a "
          f"cut connection", flush=True)
    host.stop()
    return done


def test_a_seat_left_empty_is_played_by_a_computer_until_its_person_returns(qtbot):
    host = make_host("atout_pique", seed=8, takeover_ms=0)
    c = host.controller
    clients = [join(host, f"N{i}", seed=i)[0] for i in range(3)]
    qtbot.waitUntil(lambda: all(cl.seat is not None for cl in clients), timeout=WAIT)
    told: list[list[bool]] = []
    clients[1].seats_changed.connect(lambda: told.append(list(clients[1].connected_seats)))
    victim = clients[0]
    seat = victim.seat
    victim.abort()
    qtbot.waitUntil(lambda: seat in c.players, timeout=WAIT)
    qtbot.waitUntil(lambda: any(not t[seat] for t in told), timeout=WAIT)
    victim.rejoin("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: seat not in c.players and victim.view == c.view(seat), timeout=WAIT)
    play_to_end(qtbot, host, clients)
    host.stop()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_taken_before_the_first_move_is_sent_the_deal_and_a_rejoin_is_not(qtbot, game_id):
    """The welcome's ``opening``: the deal's events as the host redacts them for
    the seat, while nothing has been played (the table deals them as a local
    game does); a seat taken again after a move is sent none."""
    host = make_host(game_id, seed=8, takeover_ms=0)
    c = host.controller
    expected = {s: json.loads(json.dumps(c.opening_for(s))) for s in (1, 2, 3)}
    assert all(any(e["type"] == "deal" for e in evs) for evs in expected.values())
    clients = [join(host, f"N{i}", seed=i)[0] for i in range(3)]
    qtbot.waitUntil(lambda: all(cl.seat is not None for cl in clients), timeout=WAIT)
    for cl in clients:
        assert cl.opening == expected[cl.seat]
        # another seat's face-down cards are not in it
        deal = next(e for e in cl.opening if e["type"] == "deal")
        assert deal != next(e for e in c.state.opening_events() if e["type"] == "deal")
    qtbot.waitUntil(lambda: c.actions_applied > 0, timeout=WAIT)
    assert c.opening_for(1) == []
    victim = clients[0]
    seat = victim.seat
    victim.abort()
    qtbot.waitUntil(lambda: seat in c.players, timeout=WAIT)
    victim.rejoin("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: seat not in c.players and victim.view == c.view(seat), timeout=WAIT)
    assert victim.opening == []
    play_to_end(qtbot, host, clients)
    host.stop()


def test_a_seat_back_after_the_end_is_shown_the_final_position_and_totals(qtbot):
    """Its connection broke during the last moves and the game ended without
    it: with its token it is sent the final position and the totals, then
    ``game_over``; a newcomer is only told ``game_over``."""
    host = make_host("atout_pique", seed=8, takeover_ms=0)
    c = host.controller
    clients = [join(host, f"N{i}", seed=i)[0] for i in range(3)]
    qtbot.waitUntil(lambda: all(cl.seat is not None for cl in clients), timeout=WAIT)
    victim, others = clients[0], clients[1:]
    seat = victim.seat
    stale = dict(victim.view)
    victim.abort()                                   # a computer finishes the game for it
    qtbot.waitUntil(lambda: c.state.is_over and all(cl.totals is not None for cl in others), timeout=WAIT)
    assert victim.totals is None and victim.view == stale
    victim.rejoin("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: victim.is_closed and victim.reason == "game_over", timeout=WAIT)
    assert victim.view == c.view(seat) != stale and victim.legal == []
    assert victim.totals == list(c.state.totals)
    newcomer = NetClient()
    newcomer.join("127.0.0.1", host.port, host.code, "Zoé")
    qtbot.waitUntil(lambda: newcomer.is_closed, timeout=WAIT)
    assert newcomer.reason == "game_over" and newcomer.seat is None and newcomer.totals is None
    host.stop()


def test_the_window_is_lengthened_by_the_slowest_round_trip(qtbot):
    host = make_host("deutch", seed=2)
    clients = [join(host, f"N{i}", seed=i)[0] for i in range(3)]
    qtbot.waitUntil(lambda: all(cl.seat is not None for cl in clients), timeout=WAIT)
    qtbot.waitUntil(lambda: all(conn.rtt_ms is not None for conn in host.seat_conn.values()), timeout=WAIT)
    host._ping.stop()                       # no new measure replaces the one set below
    for other in host.seat_conn.values():   # (a busy machine measures long trips on loopback too)
        other.rtt_ms = 20
        other._ping_t = None                # nor does a late answer to a ping sent before
    conn = host.seat_conn[clients[0].seat]
    conn.rtt_ms = 400                       # as measured on a slow laptop
    host._rtt_changed()
    assert host.controller.window_extra_ms == 400
    opened: list[tuple[int, int]] = []
    c = host.controller
    c.window_opened.connect(lambda _i, ms: opened.append((ms, c.pending_window().length_ms)))
    qtbot.waitUntil(lambda: bool(opened), timeout=WAIT)
    ms, engine_ms = opened[0]
    assert ms == engine_ms + 400
    host.stop()


# ----------------------------------------------------- two processes
#: the games the two-process test plays: two quick ones, every game with
#: CARDTABLE_NET_PROCESSES=all (Atout Pique and Deutch take a minute each on a busy machine)
PROCESS_GAMES = GAMES if os.environ.get("CARDTABLE_NET_PROCESSES") == "all" else ("peech", "auteurs")


@pytest.mark.parametrize("game_id", PROCESS_GAMES)
def test_serve_and_join_in_separate_processes(tmp_path, game_id):
    """A whole game: ``--serve`` in one process, three ``--join`` computers in
    three others; everyone ends on the host's totals."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    py = sys.executable
    server = subprocess.Popen([py, "-m", "cardtable", "--lang", "en", "--serve", game_id, "--address",
                               "127.0.0.1", "--port", "0", "--code", "TAB234", "--seats",
                               "facile,remote,remote,remote", "--exit"], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    joins: list[subprocess.Popen[str]] = []
    try:
        assert server.stdout is not None
        lines = [server.stdout.readline() for _ in range(2)]
        assert lines[0].strip() == "Table code: TAB234"
        address = lines[1].strip().rsplit(" ", 1)[1]
        joins = [subprocess.Popen([py, "-m", "cardtable", "--lang", "en", "--join", address, "--code", "tab234",
                                   "--name", f"N{i}", "--computer", "facile", "--exit"], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for i in range(3)]
        results = []
        for j in joins:
            out, err = j.communicate(timeout=300)
            assert j.returncode == 0, err
            results.append(json.loads(out.strip().splitlines()[-1]))
        out, err = server.communicate(timeout=120)
        host_totals = json.loads(out.strip().splitlines()[-1])["totals"]
        assert sorted(r["seat"] for r in results) == [1, 2, 3]
        assert all(r["totals"] == host_totals and r["game"] == game_id for r in results)
    finally:
        for p in [server, *joins]:
            p.kill()


def test_join_and_serve_options_are_checked():
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    for args, words in ((["--join", "nohost", "--code", "A", "--name", "B", "--computer", "facile"], "HOST:PORT"),
                        (["--join", "127.0.0.1:5000", "--code", "A"], "--join needs"),
                        (["--serve", "deutch", "--seats", "remote,cleverbot"], "is not a list of seats"),
                        (["--serve", "deutch", "--port", "99999"], "port")):
        r = subprocess.run([sys.executable, "-m", "cardtable", "--lang", "en", *args], env=env,
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 2 and words in r.stderr, (args, r.stderr)


def test_serve_stopped_by_sigterm_saves_and_tells_its_clients(tmp_path):
    import signal
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    py = sys.executable
    server = subprocess.Popen([py, "-m", "cardtable", "--lang", "en", "--serve", "deutch", "--address", "127.0.0.1",
                               "--seats", "facile,remote"], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        code = server.stdout.readline().strip().rsplit(" ", 1)[1]
        address = server.stdout.readline().strip().rsplit(" ", 1)[1]
        client = subprocess.Popen([py, "-m", "cardtable", "--lang", "en", "--join", address, "--code", code,
                                   "--name", "Léa", "--computer", "facile"], env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
        assert client.stdout is not None
        assert client.stdout.readline().strip() == "Seat 2 taken."
        server.send_signal(signal.SIGTERM)
        out, _err = server.communicate(timeout=60)
        assert "The game is saved; the host stops." in out
        _out, err = client.communicate(timeout=60)
        assert "The host stopped the game; it is kept on the host." in err and client.returncode == 1
        saved = Path(os.environ["XDG_DATA_HOME"]).glob("**/network.json")
        setup = json.loads(next(saved).read_text())["setup"]
        assert [s.get("remote", False) for s in setup["seats"]] == [False, True]
    finally:
        server.kill()


def test_a_resumed_network_game_waits_for_its_seats(qtbot):
    from cardtable.ui import storage
    first = make_host("atout_pique", seed=6, remote=(2, 3))
    clients = [join(first, f"N{i}", seed=i)[0] for i in range(2)]
    qtbot.waitUntil(lambda: any(e for cl in clients for m in cl.messages if m["kind"] == "events"
                                for e in m["events"]), timeout=WAIT)
    text = storage.document(first.controller.setup, first.controller.state)
    first.stop()
    setup, state = storage.parse_save(text)
    assert setup.remote_seats == [2, 3]
    controller = GameController(Durations("off"), autosave=False)
    controller.pace = False
    host = NetHost(controller, takeover_ms=0, drive=True)
    assert host.listen("127.0.0.1", 0)
    host.start_game(setup, state)
    assert controller._computers_held == 1           # the computers wait for the remote seats
    again = [join(host, f"N{i}", seed=i)[0] for i in range(2)]
    qtbot.waitUntil(lambda: all(cl.seat is not None for cl in again), timeout=WAIT)
    assert controller._computers_held == 0
    play_to_end(qtbot, host, again)
    host.stop()


def test_every_seat_is_told_which_seats_are_free_and_which_the_game_waits_for(qtbot):
    """Until every remote seat has been taken, the host's computers wait; the
    ``seats`` message tells every joined seat which seats are still free and
    which the game waits for, and that it waits for none once the last one
    is taken (public table information: no card in it)."""
    host = make_host("peech", seed=5, remote=(1, 2, 3))
    c = host.controller
    first, _bot = join(host, "N0", seed=1)
    qtbot.waitUntil(lambda: first.seat == 1 and first.awaited == [2, 3], timeout=WAIT)
    assert [first.is_free(s) for s in range(4)] == [False, False, True, True]
    last = [m for m in first.messages if m["kind"] == "seats"][-1]
    assert (last["free"], last["awaited"]) == ([False, False, True, True], [False, False, True, True])
    assert c._computers_held == 1 and host.awaited_seats() == [2, 3]
    assert last["begun"] is False and not first.begun     # a new game: it "starts"
    second, _bot2 = join(host, "N1", seed=2)
    qtbot.waitUntil(lambda: second.seat == 2 and first.awaited == [3] and second.awaited == [3], timeout=WAIT)
    assert first.is_free(3) and not first.is_free(2)
    assert c._computers_held == 1                       # the game still waits
    third, _bot3 = join(host, "N2", seed=3)
    qtbot.waitUntil(lambda: all(cl.seat is not None and cl.awaited == [] for cl in (first, second, third)),
                    timeout=WAIT)
    assert not any(first.free_seats) and not any(first.awaited_seats)
    assert c._computers_held == 0 and host.awaited_seats() == []
    play_to_end(qtbot, host, [first, second, third])
    host.stop()


def test_a_game_resumed_on_the_host_is_said_to_have_begun(qtbot):
    """A game the host resumed from its save: the ``seats`` message says it
    has begun (the joined screens say it "resumes" when the table is full,
    not that it starts)."""
    from cardtable.engine import new_game
    controller = GameController(Durations("off"), autosave=False)
    controller.pace = False
    controller.record_stats = False
    host = NetHost(controller, takeover_ms=0, drive=True)
    assert host.listen("127.0.0.1", 0)
    setup = network_setup("peech", seed=5, remote=(1, 2))
    host.start_game(setup, new_game("peech", seed=5, players=setup.players, options=setup.options))
    first, _bot = join(host, "N0", seed=1)
    qtbot.waitUntil(lambda: first.seat is not None and first.awaited != [], timeout=WAIT)
    assert first.begun
    host.stop()


def test_a_rematch_tells_the_seats_whom_it_waits_for(qtbot):
    """A rematch at the same table waits for the person who left before it,
    and says so to the others: a seat that waits for its own person, not a
    free one; once that person is back, the game waits for nobody."""
    host = make_host("peech", seed=5, remote=(1, 2), takeover_ms=None)     # (no takeover says anything meanwhile)
    host.keep_after_over = True
    stays, _bot = join(host, "N0", seed=1)
    goes, _bot2 = join(host, "N1", seed=2)
    qtbot.waitUntil(lambda: stays.seat is not None and goes.seat is not None and not stays.awaited, timeout=WAIT)
    seat = goes.seat
    goes.leave()
    qtbot.waitUntil(lambda: seat not in host.seat_conn, timeout=WAIT)
    host.start_game(network_setup("peech", seed=6, remote=(1, 2)))       # the rematch
    qtbot.waitUntil(lambda: stays.awaited == [seat], timeout=10000)
    assert not stays.is_free(seat)                      # its token still works: it waits for its person
    assert host.controller._computers_held == 1
    goes.rejoin("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: goes.seat == seat and stays.awaited == [] and goes.awaited == [], timeout=WAIT)
    assert host.controller._computers_held == 0
    host.stop()


def test_a_host_started_again_from_its_save_welcomes_a_seat_with_the_events_it_saw(qtbot):
    """The save keeps each remote seat's last events (the memory's
    ``remote_recent``): a host started again from it welcomes the seat with
    the same ``recent`` the first host would have sent; a part that is
    damaged, or names a seat that is not remote, is left out."""
    from cardtable.net.protocol import newest_within
    from cardtable.ui import storage
    from cardtable.ui.network.host import RECENT_PART
    host = make_host("deutch", seed=4, remote=(1, 2), takeover_ms=0)
    c = host.controller
    clients = [join(host, f"N{i}", seed=i)[0] for i in range(2)]
    qtbot.waitUntil(lambda: c.actions_applied >= 12, timeout=WAIT)
    c.hold()
    text = storage.document(c.setup, c.state, c.table_memory())
    kept = {s: newest_within(list(host.recent[s])) for s in (1, 2)}
    assert all(kept.values())
    host.stop()
    for cl in clients:
        cl.abort()
    memory = storage.table_memory(text)
    setup, state = storage.parse_save(text)
    again = make_host("deutch", remote=(1, 2), takeover_ms=0)
    again.start_game(setup, state, memory=memory)
    assert {s: list(again.recent[s]) for s in (1, 2)} == kept
    back, _bot = join(again, "N0", seed=0)
    qtbot.waitUntil(lambda: back.seat is not None, timeout=WAIT)
    assert back.opening == [] and back.recent == kept[back.seat]
    again.stop()
    back.abort()
    # damaged parts: the seat is welcomed with what the host saw since, nothing from before
    for part in ({"seats": {"1": "junk", "2": [{"type": 3}]}}, {"seats": {"0": kept[1]}}, ["junk"]):
        bad = dict(memory or {}, **{RECENT_PART: part})
        other = make_host("deutch", remote=(1, 2), takeover_ms=0)
        other.start_game(setup, state, memory=bad)
        assert not other.recent.get(0) and not other.recent[1] and not other.recent[2], part
        other.stop()


def test_a_rejoined_seat_is_sent_its_own_last_events(qtbot):
    """A welcome after the first move carries the seat's last events as it
    was sent them, those made while it was away included (redacted for it:
    another seat's drawn card is not there), the newest that fit."""
    host = make_host("deutch", seed=4, takeover_ms=0)
    c = host.controller
    sent: dict[int, list[dict[str, Any]]] = {1: [], 2: [], 3: []}
    for s in sent:
        sent[s].extend(json.loads(json.dumps(c.opening_for(s))))
    c.events.connect(lambda evs: [sent[s].extend(json.loads(json.dumps([e for e in (c.redact(ev, s) for ev in evs)
                                                                         if e is not None]))) for s in sent])
    clients = [join(host, f"N{i}", seed=i)[0] for i in range(3)]
    qtbot.waitUntil(lambda: c.actions_applied >= 20, timeout=WAIT)
    victim = next(cl for cl in clients if cl.seat == 1)
    victim.abort()
    qtbot.waitUntil(lambda: 1 in c.players, timeout=WAIT)
    at = c.actions_applied
    qtbot.waitUntil(lambda: c.actions_applied >= at + 10 or c.state.is_over, timeout=WAIT)
    upto: list[int] = []                   # how many of the seat's events there were as its welcome left
    original = host._welcome
    host._welcome = lambda conn: (upto.append(len(sent[conn.seat])), original(conn))  # type: ignore[method-assign]
    victim.rejoin("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: 1 not in c.players and victim.seat == 1 and bool(upto), timeout=WAIT)
    if victim.opening:
        # welcomed just as a round was dealt: that deal (``opening``), nothing before it
        assert victim.recent == [] and victim.opening[0]["type"] == "round_start"
        play_to_end(qtbot, host, clients)
        host.stop()
        return
    assert victim.recent == sent[1][:upto[0]]      # (a few rounds of Deutch fit)
    drawn = [e for e in victim.recent if e["type"] == "draw"]
    assert any(e["seat"] == 1 and e["card"] for e in drawn)           # its own draws, with the card
    assert any(e["seat"] != 1 for e in drawn)
    assert all(e["card"] is None for e in drawn if e["seat"] != 1)    # the others', without
    play_to_end(qtbot, host, clients)
    host.stop()


def _joined_to_a_host_that_sends(qtbot, message: dict[str, Any]) -> tuple[NetClient, list[Any]]:
    """A client joining a fake host on 127.0.0.1 that answers the connection
    with ``message``: the client, and the arguments of its ``closed``."""
    from PySide6.QtNetwork import QHostAddress, QTcpServer
    server = QTcpServer()
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    socks: list[Any] = []

    def answer() -> None:
        sock = server.nextPendingConnection()
        socks.append(sock)
        sock.write(encode(message))
    server.newConnection.connect(answer)
    client = NetClient()
    with qtbot.waitSignal(client.closed, timeout=WAIT) as closed:
        client.join("127.0.0.1", server.serverPort(), "ABC234", "Léa")
    server.close()
    return client, closed.args


def test_a_malformed_welcome_closes_the_client_without_raising(qtbot):
    """Recent events that are not events: ``bad_message``, never a crash."""
    bad = {"kind": "welcome", "seat": 1, "token": "ab" * 16, "game": "deutch", "players": 4,
           "names": ["A", "B", "C", "D"], "options": {}, "view": {}, "to_act": [], "legal": [], "window_ms": 0,
           "opening": [], "at": 3, "recent": [{"type": "draw", "seat": 2}, "draw"]}
    client, closed = _joined_to_a_host_that_sends(qtbot, bad)
    assert closed == ["bad_message"] and client.seat is None and client.recent == []


def test_a_malformed_seats_message_closes_the_client_without_raising(qtbot):
    """The joining side checks ``free`` and ``awaited`` as every field: a host
    sending anything else is a protocol error (``bad_message``), never a crash."""
    bad = {"kind": "seats", "connected": [True, False], "computer": [False, False], "names": ["A", "B"],
           "free": [False, "yes"], "awaited": [False, True]}
    client, closed = _joined_to_a_host_that_sends(qtbot, bad)
    assert closed == ["bad_message"] and client.free_seats == [] and client.awaited == []


@pytest.mark.parametrize("local, viewer", [((0,), 0), ((), None)])
def test_the_host_window_shows_no_curtain_and_no_remote_hand(qtbot, local, viewer):
    w = shown_window(qtbot, None, pace=False, autosave=False)
    try:
        seats = [SeatSetup(f"P{i}", i in local, "facile", remote=i in (1, 2)) for i in range(4)]
        w.start_game(GameSetup("atout_pique", 4, seats, {}, 5))
        qtbot.waitUntil(lambda: 1 in w.controller.to_act() or 2 in w.controller.to_act() or
                        0 in w.controller.to_act(), timeout=WAIT)
        assert w.director.viewer == viewer
        assert not w.director.curtain.isVisible()
        assert 1 not in w.controller.players and 2 not in w.controller.players
    finally:
        w.controller.stop()

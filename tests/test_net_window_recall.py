"""A joined seat rebuilt from the host's welcome remembers what a screen
that never left would: Deutch's « Derniers coups », the last trick, Peech's
last battle and the last count (R), rebuilt from the seat's last events the
welcome carries (``recent``; ``docs/network.md``, "A table rebuilt from a
welcome").  The joined program killed and started again, and a lost
connection that comes back, with moves made while away; Les Auteurs' ask
log, read from the view, stays as it was.  A headless host on 127.0.0.1;
tests wait on states, never on time."""

from __future__ import annotations

from typing import Any

import pytest

import tests.net_helpers as net_helpers
import tests.test_net_window_join as joining
from cardtable.engine import card
from cardtable.ui.cards.words import the_card
from tests.net_helpers import make_host
from tests.test_net_rejoin_at_start import die
from tests.test_net_window_join import (  # noqa: F401 - _count_positions: the positions each joined table was sent
    _count_positions,
    _fake_browser,
    beh,
    choose_for_test,
    dismiss_panels,
    join,
    my_turn,
    press_on_felt,
    settled,
)

hosts = joining.hosts                    # the joining tests' fixture: hosts stopped at the end
windows = net_helpers.windows          # network windows, closed at the end


@pytest.fixture(autouse=True)
def _no_multicast(monkeypatch):
    _fake_browser(monkeypatch, started=False)


def host_for(hosts, game_id: str, takeover_ms: int = 60_000, seed: int = 3):
    """A host whose seat 0 is joined, the others its computers."""
    host = make_host(game_id, seed=seed, remote=(0,), takeover_ms=takeover_ms)
    hosts.append(host)
    return host


def play_until(qtbot, w, done, seat: int = 0, limit: int = 3000) -> None:
    """The joined person plays (the table's own ``submit``, a plain choice)
    until ``done()``."""
    ctl = w.director.controller
    for _ in range(limit):
        def ready() -> bool:
            press_on_felt(w)
            return done() or my_turn(w, seat) or (settled(w) and beh(w).info_panel.isVisible())
        qtbot.waitUntil(ready, timeout=30000)
        if done():
            return
        if dismiss_panels(qtbot, w) or not my_turn(w, seat):
            continue
        version = len(w.joined.positions)
        assert beh(w).submit(choose_for_test(ctl.legal(seat)), seat)
        qtbot.waitUntil(lambda v=version: len(w.joined.positions) > v or done(), timeout=10000)
    raise AssertionError("never reached")


def at_rest(w, host) -> bool:
    """The joined table shows the host's last position, all of it."""
    return settled(w) and w.joined.client.at == host.controller.actions_applied and not w.joined.message


def hold_at(host, kind: str, key: str, value: int) -> None:
    """The host's game holds (nothing moves) once an event ``kind`` whose
    ``key`` is ``value`` is applied: a new hand or round just begun."""
    c = host.controller

    def look(evs: list[dict[str, Any]]) -> None:
        if not c.paused and any(e.get("type") == kind and e.get(key) == value for e in evs):
            c.hold()
    c.events.connect(look)


def rejoined_by_a_new_program(qtbot, windows, host, first):
    """The joined program is killed, another is started on the same data
    folder and joins the same table: its kept token takes the same seat."""
    die(first)
    qtbot.waitUntil(lambda: host.seat_conn.get(0) is None, timeout=10000)
    again = windows()
    join(qtbot, again, host)
    assert again.joined.client.seat == 0
    qtbot.waitUntil(lambda: at_rest(again, host), timeout=20000)
    return again


# ----------------------------------------------------------------- Deutch
def test_a_joined_program_started_again_shows_the_last_moves_it_showed(qtbot, windows, hosts):
    host = host_for(hosts, "deutch")
    first = windows()
    join(qtbot, first, host)
    play_until(qtbot, first, lambda: len(beh(first).log_lines) >= 7)
    host.controller.hold()                            # nothing moves while the program is away
    qtbot.waitUntil(lambda: at_rest(first, host), timeout=20000)
    lines, shown = list(beh(first).log_lines), beh(first).move_log.body.text()
    assert beh(first).move_log.isVisible() and len(shown.splitlines()) == 5
    assert any(line.startswith("Vous ") for line in lines)      # the person's own moves, said « vous »
    again = rejoined_by_a_new_program(qtbot, windows, host, first)
    b = beh(again)
    assert b.log_lines == lines
    assert b.move_log.isVisible() and b.move_log.body.text() == shown
    assert b.move_log.title.text() == "Derniers coups (J)"
    host.controller.release()


def deutch_line(ev: dict[str, Any], me: int, names: list[str]) -> str:
    """What « Derniers coups » says of a Deutch event for the person at
    ``me`` (the rules of the box, written here apart from the table's code)."""
    you = ev.get("seat") == me
    who = "Vous" if you else names[ev["seat"]] if "seat" in ev else ""

    def the(c: str) -> str:
        return the_card(card(c), "fr")
    kind = ev["type"]
    if kind == "draw":
        return "Vous piochez une carte." if you else f"{who} pioche une carte."
    if kind == "discard":
        return f"Vous jetez {the(ev['card'])}." if you else f"{who} jette {the(ev['card'])}."
    if kind == "take_discard":
        return (f"Vous prenez {the(ev['card'])} et jetez {the(ev['old'])}." if you
                else f"{who} prend {the(ev['card'])} et jette {the(ev['old'])}.")
    if kind == "replace":
        n = ev["slot"] + 1
        return (f"Vous mettez la carte piochée à la place de votre carte {n} et jetez {the(ev['old'])}." if you
                else f"{who} met la carte piochée à la place de sa carte {n} et jette {the(ev['old'])}.")
    if kind == "stock_rebuilt":
        return "La défausse est mélangée pour refaire le talon."
    if kind == "rapidite":
        if ev["slot"] is None:
            return f"{who}\u00a0: rapidité annoncée, aucune carte désignée à temps\u00a0: une carte de pénalité."
        if ev["right"]:
            return f"{who}\u00a0: rapidité réussie avec {the(ev['card'])}."
        return f"{who}\u00a0: rapidité ratée avec {the(ev['card'])}\u00a0: une carte de pénalité."
    if kind == "swap":
        n, m, other = ev["slot"] + 1, ev["other_slot"] + 1, ev["other"]
        if you:
            return f"Vous échangez votre carte {n} avec la carte {m} de {names[other]}."
        if other == me:
            return f"{who} échange sa carte {n} avec votre carte {m}."
        return f"{who} échange sa carte {n} avec la carte {m} de {names[other]}."
    if kind == "peek":
        n = ev["slot"] + 1
        return f"Vous regardez votre carte {n}." if you else f"{who} regarde sa carte {n}."
    if kind == "deutch":
        return "Vous annoncez Deutch\u00a0!" if you else f"{who} annonce Deutch\u00a0!"
    raise KeyError(kind)


LOGGED = ("draw", "discard", "take_discard", "replace", "stock_rebuilt", "rapidite", "swap", "peek", "deutch")


def test_a_lost_connection_comes_back_with_the_moves_made_while_away(qtbot, windows, hosts):
    """The network breaks; a computer plays the seat and the others play on;
    back at the table, « Derniers coups » says the moves as a screen that
    never left would: those it showed, then those made while away (the
    seat's own said « vous »)."""
    host = host_for(hosts, "deutch", takeover_ms=0)       # a computer plays the seat at once
    c = host.controller
    w = windows()
    joined = join(qtbot, w, host)
    play_until(qtbot, w, lambda: len(beh(w).log_lines) >= 3)
    c.hold()
    qtbot.waitUntil(lambda: at_rest(w, host), timeout=20000)
    before = list(beh(w).log_lines)
    away: list[dict[str, Any]] = []
    c.events.connect(lambda evs: away.extend(c.redact(e, 0) for e in evs))
    joined.retry_ms = 600_000                           # (back when the test says)
    joined.client.socket.abort()
    qtbot.waitUntil(lambda: joined.message == "Connexion perdue, reconnexion…", timeout=10000)
    c.release()
    qtbot.waitUntil(lambda: sum(e["type"] in LOGGED for e in away if e is not None) >= 12
                    and any(e["type"] in LOGGED and e.get("seat") == 0 for e in away if e is not None),
                    timeout=60000)
    c.hold()
    names = list(c.setup.names)
    expected = list(before)
    for ev in away:
        if ev is None:
            continue
        if ev["type"] == "round_start":
            expected = []
        elif ev["type"] in LOGGED:
            expected.append(deutch_line(ev, 0, names))
    joined._retry.start(0)
    qtbot.waitUntil(lambda: at_rest(w, host), timeout=20000)
    b = beh(w)
    assert b.log_lines == expected[-40:]
    if expected:
        assert b.move_log.isVisible() and b.move_log.body.text() == "\n".join(expected[-5:])
    c.release()


# ------------------------------------------------- the last trick, the count
def test_atout_pique_a_program_started_again_keeps_the_last_trick_and_the_count(qtbot, windows, hosts):
    """Hand 2 just dealt: the last trick (L) is hand 1's last, and R shows
    hand 1's count, on a screen that never left as on one started again."""
    host = host_for(hosts, "atout_pique")
    hold_at(host, "hand_start", "hand", 2)
    first = windows()
    join(qtbot, first, host)
    play_until(qtbot, first, lambda: host.controller.paused and at_rest(first, host))
    b = beh(first)
    trick, count = b.last_trick(), b.last_summary
    assert trick is not None and len(trick["plays"]) == 4
    assert count is not None and count[0] == "Donne 1"
    again = rejoined_by_a_new_program(qtbot, windows, host, first)
    assert beh(again).last_trick() == trick
    assert beh(again).last_summary == count
    host.controller.release()


def test_peech_a_lost_connection_keeps_the_last_battle_and_the_count(qtbot, windows, hosts):
    """Round 2 just dealt: « Dernière bataille » still tells round 1's last
    battle, its words, and R shows round 1's count, after the connection
    broke and came back as before."""
    host = host_for(hosts, "peech")
    hold_at(host, "round_start", "round", 2)
    w = windows()
    joined = join(qtbot, w, host)
    play_until(qtbot, w, lambda: host.controller.paused and at_rest(w, host))
    b = beh(w)
    battle, count = b.last_trick(), b.last_summary
    assert battle is not None and battle["text"].startswith("La dernière bataille de la manche 1.")
    assert count is not None and count[0] == "Manche 1\u00a0: le décompte"
    joined.retry_ms = 600_000
    joined.client.socket.abort()
    qtbot.waitUntil(lambda: joined.message == "Connexion perdue, reconnexion…", timeout=10000)
    joined._retry.start(0)
    qtbot.waitUntil(lambda: at_rest(w, host), timeout=20000)
    assert beh(w) is not b                               # the table was rebuilt from the welcome
    assert beh(w).last_trick() == battle
    assert beh(w).last_summary == count
    host.controller.release()


def test_les_auteurs_ask_log_is_the_same_after_a_program_started_again(qtbot, windows, hosts):
    """The ask log is read from the view (the deal's asks are public): a
    program started again shows it as it was."""
    host = host_for(hosts, "auteurs")
    first = windows()
    join(qtbot, first, host)
    play_until(qtbot, first, lambda: sum("→" in line for line in beh(first).journal_lines) >= 6)
    host.controller.hold()
    qtbot.waitUntil(lambda: at_rest(first, host), timeout=20000)
    lines, said = list(beh(first).journal_lines), list(beh(first).journal_said)
    again = rejoined_by_a_new_program(qtbot, windows, host, first)
    assert beh(again).journal_lines == lines and beh(again).journal_said == said
    host.controller.release()


def remembered(w) -> tuple[Any, ...]:
    """What the joined table remembers beyond its view."""
    b = beh(w)
    return (getattr(b, "log_lines", None), b.last_trick() if b.has_last_trick() else None, b.last_summary)


JUNK = [{"type": "draw"}, {"type": "discard", "seat": 9, "card": "QH"}, {"type": "discard", "seat": 1, "card": None},
        {"type": "swap", "seat": 1, "slot": "x", "other": 2, "other_slot": 0}, {"type": "round_end", "round": 1},
        {"type": "peek", "seat": 0, "slot": -1}, {"type": "rapidite", "seat": True, "slot": None},
        {"type": "reveal", "cards": "QH"}, {"type": "take", "seat": "x"}, {"type": "round_scored", "round": 1},
        {"type": "ace_swap"}, {"type": "no such event", "seat": 1}]


@pytest.mark.parametrize("game_id", ["deutch", "peech"])
def test_recent_events_the_table_cannot_read_are_left_out(qtbot, windows, hosts, monkeypatch, caplog, game_id):
    """Events the protocol carries but not as the game writes them (a seat
    or a card that is none, a count without its figures): each is left out,
    the others are remembered, the table is built and the game goes on."""
    from cardtable.ui.network import host as host_module
    host = host_for(hosts, game_id)
    first = windows()
    join(qtbot, first, host)
    if game_id == "deutch":
        play_until(qtbot, first, lambda: len(beh(first).log_lines) >= 4)
    else:
        play_until(qtbot, first, lambda: beh(first).shown_battle is not None)
    host.controller.hold()
    qtbot.waitUntil(lambda: at_rest(first, host), timeout=20000)
    before = remembered(first)
    assert before[0] or before[1]
    real = host_module.newest_within
    monkeypatch.setattr(host_module, "newest_within", lambda events: [*JUNK, *real(events), *JUNK])
    again = rejoined_by_a_new_program(qtbot, windows, host, first)
    assert remembered(again) == before
    assert "the table's memory left out" in caplog.text
    # the game goes on at the joined table
    at = host.controller.actions_applied
    host.controller.release()
    play_until(qtbot, again, lambda: host.controller.actions_applied >= at + 8 and at_rest(again, host))

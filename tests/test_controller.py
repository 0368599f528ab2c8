"""The controller without a table: input open per seat, refusals that say why,
several seats at once, a broken computer player logged, timed windows, levels
from the registry.  The game is the test-only toy of ``tests/kit_toy.py``
(simultaneous face-down choice, then a timed "snap" window for every seat)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from kit_toy import Phase, RandomToyPlayer

from cardtable import games
from cardtable.engine import Pass, Play
from cardtable.ui.controller import GameController, log_path
from cardtable.ui.setup import GameSetup, SeatSetup

ROOT = Path(__file__).resolve().parent.parent


class Broken:
    def choose(self, view, legal):
        raise RuntimeError("this player is broken")


class Passer:
    """Chooses a card, passes in every window."""

    def choose(self, view, legal):
        for a in legal:
            if isinstance(a, Pass):
                return a
        return next(a for a in legal if isinstance(a, Play))


PLAYERS = {"random": lambda seed: RandomToyPlayer(seed), "broken": lambda seed: Broken(),
           "passer": lambda seed: Passer()}


def make_toy_player(level: str, seed: int = 0):
    return PLAYERS[TOY_LEVELS.get(level, "passer")](seed)


TOY_LEVELS = {"facile": "passer", "intermediaire": "random", "difficile": "broken"}


@pytest.fixture(autouse=True)
def toy():
    games.register(games.GameInfo(id="toy", title="Toy", engine="kit_toy:ToyState",
                                  players="test_controller:make_toy_player", simultaneous=True,
                                  timed_windows=True, min_players=2, max_players=4, default_players=3))
    yield
    games.unregister("toy")


def toy_setup(humans=(0,), levels=("facile",) * 4, players=3, window_ms=10_000, rounds=2, seed=4):
    seats = [SeatSetup(f"P{i}", i in humans, levels[i]) for i in range(players)]
    return GameSetup("toy", players, seats, {"rounds": rounds, "window_ms": window_ms}, seed)


class Recorder:
    """Listens to every signal of a controller; ``table=True`` plays the part of
    a table whose animations end at once (animations_done after each batch)."""

    def __init__(self, ctl: GameController, table: bool = True) -> None:
        self.ctl = ctl
        self.turns: list[int] = []
        self.refusals: list[str] = []
        self.events: list[dict] = []
        self.over: list[list[int]] = []
        self.opened: list[tuple[int, int]] = []
        self.closed: list[int] = []
        ctl.human_turn.connect(self.turns.append)
        ctl.illegal.connect(self.refusals.append)
        ctl.events.connect(self._events)
        ctl.game_over.connect(self.over.append)
        ctl.window_opened.connect(lambda wid, ms: self.opened.append((wid, ms)))
        ctl.window_closed.connect(self.closed.append)
        self.table = table

    def _events(self, evs: list) -> None:
        self.events.extend(evs)
        if self.table:
            self.ctl.animations_done()


def controller(qapp) -> GameController:
    ctl = GameController(autosave=False)
    ctl.pace = False
    return ctl


def test_a_human_choice_is_never_wiped_by_a_computers_face_down_choice(qtbot):
    ctl = controller(qtbot)
    rec = Recorder(ctl, table=False)        # the test plays the table: animations end when it says
    ctl.start(toy_setup(humans=(0,)))
    ctl.animations_done()
    qtbot.waitUntil(lambda: 0 in rec.turns)
    # the computers choose face down meanwhile; the human was offered input once, and keeps it
    qtbot.waitUntil(lambda: sum(e["type"] == "chose" for e in rec.events) >= 1)
    while sum(e["type"] == "chose" for e in rec.events) < 2:
        ctl.animations_done()
        qtbot.waitUntil(lambda: not ctl.animating or sum(e["type"] == "chose" for e in rec.events) >= 2)
    assert rec.turns == [0]
    assert ctl.animating                    # a computer's choice is still "on the table"
    assert 0 in ctl.to_act() and ctl.legal(0)
    # the human's submit is accepted while the other seats' animation plays
    card = next(a for a in ctl.legal(0) if isinstance(a, Play))
    assert ctl.submit(0, card)
    assert rec.refusals == []
    assert any(e["type"] == "reveal" for e in rec.events)


def test_a_refused_submit_always_says_why(qtbot):
    ctl = controller(qtbot)
    rec = Recorder(ctl)
    assert not ctl.submit(0, Pass())                  # no game at all
    ctl.start(toy_setup(humans=(0, 1)))
    assert not ctl.submit(2, Pass())                  # a computer's seat
    assert not ctl.submit(0, Pass())                  # not a legal action now
    card = next(a for a in ctl.legal(0) if isinstance(a, Play))
    assert ctl.submit(0, card)
    assert not ctl.submit(0, card)                    # already chosen: not your turn
    assert len(rec.refusals) == 4
    assert all(isinstance(r, str) and r.strip() for r in rec.refusals)


def test_every_human_in_to_act_is_offered_input_at_once(qtbot):
    ctl = controller(qtbot)
    rec = Recorder(ctl)
    ctl.start(toy_setup(humans=(0, 1, 2)))
    ctl.animations_done()
    qtbot.waitUntil(lambda: sorted(rec.turns) == [0, 1, 2])
    # each acts in any order; nobody is offered input twice for the same choice
    for seat in (2, 0, 1):
        assert ctl.submit(seat, next(a for a in ctl.legal(seat) if isinstance(a, Play)))
    qtbot.waitUntil(lambda: ctl.state.phase is Phase.WINDOW and len(rec.turns) == 6)
    assert sorted(rec.turns[3:]) == [0, 1, 2]     # the window is offered to everyone


def test_computers_alone_play_a_whole_game_and_game_over_comes_once(qtbot):
    ctl = controller(qtbot)
    rec = Recorder(ctl)
    ctl.start(toy_setup(humans=(), levels=("intermediaire",) * 4, players=4, rounds=3))
    ctl.animations_done()
    qtbot.waitUntil(lambda: bool(rec.over), timeout=20000)
    ctl.animations_done()
    ctl._advance()                      # the table is idle again: no second game_over
    assert rec.over == [ctl.state.totals]
    assert rec.refusals == []


def test_a_computer_player_that_raises_is_logged_and_the_game_goes_on(qtbot):
    ctl = controller(qtbot)
    rec = Recorder(ctl)
    ctl.start(toy_setup(humans=(), levels=("difficile", "facile", "facile"), rounds=1))
    ctl.animations_done()
    qtbot.waitUntil(lambda: bool(rec.over), timeout=20000)
    text = log_path().read_text(encoding="utf-8")
    assert "this player is broken" in text and "seat 0" in text
    assert log_path().parent == GameController.autosave_path().parent   # the user data folder


def test_the_windows_timer_closes_it_and_the_game_goes_on(qtbot):
    ctl = controller(qtbot)
    rec = Recorder(ctl)
    ctl.start(toy_setup(humans=(0,), window_ms=30))
    ctl.animations_done()
    qtbot.waitUntil(lambda: 0 in rec.turns)
    assert ctl.submit(0, next(a for a in ctl.legal(0) if isinstance(a, Play)))
    # the computers pass; the human does not: the timer closes the window
    with qtbot.waitSignal(ctl.window_closed, timeout=10000) as closed:
        pass
    wid = closed.args[0]
    assert rec.opened and rec.opened[0] == (wid, 30)
    assert any(e["type"] == "window_closed" and e["window"] == wid and e["by"] is None for e in rec.events)
    assert ctl.state.round == 2 and ctl.state.pending_window() is None
    assert ctl.window_remaining_ms() == 0


def test_a_window_every_seat_passed_is_closed_by_the_engine_and_its_timer_stops(qtbot):
    ctl = controller(qtbot)
    rec = Recorder(ctl)
    ctl.start(toy_setup(humans=(0,), window_ms=10_000))
    ctl.animations_done()
    qtbot.waitUntil(lambda: 0 in rec.turns)
    assert ctl.submit(0, next(a for a in ctl.legal(0) if isinstance(a, Play)))
    qtbot.waitUntil(lambda: bool(rec.opened) and ctl.to_act() == frozenset({0}))
    assert ctl.window_remaining_ms() > 0
    assert ctl.submit(0, Pass())
    assert rec.closed == [rec.opened[0][0]]
    assert ctl.window_remaining_ms() == 0


def test_restoring_a_save_with_an_open_window_restarts_its_timer(qtbot):
    ctl = controller(qtbot)
    rec = Recorder(ctl)
    ctl.start(toy_setup(humans=(0, 1, 2), window_ms=40))
    ctl.animations_done()
    for seat in (0, 1, 2):
        assert ctl.submit(seat, next(a for a in ctl.legal(seat) if isinstance(a, Play)))
    win = ctl.state.pending_window()
    assert win is not None
    saved = ctl.state.to_json()
    setup = ctl.setup
    ctl.stop()
    from cardtable.engine import load_game
    ctl2 = controller(qtbot)
    rec2 = Recorder(ctl2)
    ctl2.start(setup, load_game(saved))
    ctl2.animations_done()
    qtbot.waitUntil(lambda: bool(rec2.opened))
    assert rec2.opened[0] == (win.id, 40)
    qtbot.waitUntil(lambda: rec2.closed == [win.id], timeout=10000)
    assert ctl2.state.round == 2
    assert rec.closed == []          # the stopped controller's timer never fired


def test_redact_hands_each_seat_what_it_may_see(qtbot):
    ctl = controller(qtbot)
    ctl.start(toy_setup())
    ev = {"type": "chose", "seat": 1, "card": "QH"}
    assert ctl.redact(ev, 1) == ev
    assert ctl.redact(ev, 0)["card"] is None
    assert ctl.redact(ev, None)["card"] is None


def test_levels_come_from_the_registry_or_the_caller(qtbot, monkeypatch):
    import cardtable.ai
    made = {}
    monkeypatch.setattr(cardtable.ai, "make_player",
                        lambda game, level, seed=0: made.setdefault(len(made), level) and Passer())
    ctl = controller(qtbot)
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(["A", "B", "C", "D"])]
    setup = GameSetup("atout_pique", 4, seats, {}, 3)
    ctl.start(setup)
    # Atout Pique's rule, declared with the game: a human's computer partner plays Difficile
    assert ctl.levels == [None, "facile", "difficile", "facile"]
    ctl.start(setup, levels=[None, "intermediaire", "intermediaire", "facile"])
    assert ctl.levels == [None, "intermediaire", "intermediaire", "facile"]
    ctl.stop()


def test_the_controller_imports_no_table_plugin():
    code = ("import sys, json\n"
            "from PySide6.QtCore import QCoreApplication\n"
            "app = QCoreApplication([])\n"
            "from cardtable.ui.controller import GameController\n"
            "from cardtable.ui.setup import GameSetup, SeatSetup\n"
            "c = GameController(autosave=False)\n"
            "c.start(GameSetup('atout_pique', 4, [SeatSetup('x', i == 0, 'facile') for i in range(4)], {}, 1))\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('cardtable.ui.games'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin",
                              **{k: v for k, v in __import__("os").environ.items() if k.startswith("XDG_")}})
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


def test_computers_think_with_a_short_switch_interval_so_the_window_keeps_its_frames():
    """The thinking thread shares the GIL with the window: once it exists,
    Python hands the GIL over at least every ``SWITCH_INTERVAL`` (not 5 ms),
    so a slow decision does not hold the animation back
    (``benchmarks/bench_frames.py``)."""
    code = ("import sys; from cardtable.ui import controller; before = sys.getswitchinterval(); "
            "controller._worker(); print(before, sys.getswitchinterval(), controller.SWITCH_INTERVAL)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                       cwd=Path(__file__).resolve().parent.parent)
    before, after, wanted = (float(x) for x in r.stdout.split())
    assert before == 0.005 and after == wanted <= 0.001

"""Undo (Game > Undo my last move, Ctrl+Z) in the real window: Atout Pique
(a bid, a card, twice in a row, refused across a new hand), Deutch (the call
taken back while the next computer player thinks; refused after a draw), and
the refusals: Peech, Les Auteurs, two people at the screen, the option off.
The table is rebuilt from the position (as when a save is resumed), the
autosave holds it, and the game is marked as played with help."""

from __future__ import annotations

import json
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from windows import shown_window

from cardtable import games
from cardtable.engine import load_game
from cardtable.engine.atout_pique import Bid, Play
from cardtable.ui.controller import GameController
from cardtable.ui.setup import GameSetup, SeatSetup
from cardtable.undo import UndoHistory

GATE = threading.Event()          # a blocked computer player waits on it
BLOCK: dict[str, bool] = {"on": False}


class FirstLegal:
    """Quick, deterministic computer player for every game; passes every
    window and never calls Deutch; blocks (until GATE) when BLOCK is on."""

    def choose(self, view, legal):
        if BLOCK["on"]:
            GATE.wait(20)
        from cardtable.engine.deutch import CallDeutch, Discard, Draw, Look, Pass
        bids = [a for a in legal if isinstance(a, Bid) and not a.blind]
        if bids:
            return bids[min(2, len(bids) - 1)]
        for kind in (Pass, Look, Draw, Discard):
            for a in legal:
                if isinstance(a, kind):
                    return a
        return next(a for a in legal if not isinstance(a, CallDeutch))


@pytest.fixture
def window(qtbot, english, monkeypatch):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: FirstLegal())
    BLOCK["on"] = False
    GATE.clear()
    w = shown_window(qtbot, pace=False)
    yield w
    BLOCK["on"] = False
    GATE.set()
    w.controller.stop()


def start(window, game="atout_pique", humans=(0,), seed=5, players=4):
    names = ["Vous", "Léa", "Hugo", "Chloé", "Jules", "Inès"][:players]
    seats = [SeatSetup(n, i in humans, "facile") for i, n in enumerate(names)]
    window.start_game(GameSetup(game, players, seats, {}, seed))


def wait_turn(qtbot, window, seat=0, phase=None):
    ctl = window.controller

    def ready():
        if window.view.table.queue.busy or ctl._animating or ctl.state is None or seat not in ctl.to_act():
            return False
        if window.director.awaiting != seat:
            return False
        return phase is None or ctl.view(seat)["phase"] == phase
    qtbot.waitUntil(ready, timeout=15000)


def press_undo(window):
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def table_hand(window, seat=0):
    return [str(i.card) for i in window.director.behaviour.hand_pile(seat).items if i.card is not None]


def saved_state(window):
    doc = json.loads(GameController.autosave_path().read_text(encoding="utf-8"))
    return doc, load_game(json.dumps(doc["state"]))


def test_atout_pique_undo_a_bid_then_a_card_with_ctrl_z(qtbot, window):
    ctl = window.controller
    start(window)
    wait_turn(qtbot, window, 0, "bidding")
    before_bid = ctl.state.to_json()
    beh = window.director.behaviour
    qtbot.mouseClick(beh.prompt.button(Bid(5)), Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window, 0, "playing")          # the computers bid, then play up to the human
    assert ctl.view(0)["bids"][0] == 5
    assert ctl.setup.help_used is False
    press_undo(window)
    # back to the very position of the bid: the computers' bids and cards after it are undone
    assert ctl.state.to_json() == before_bid
    wait_turn(qtbot, window, 0, "bidding")
    assert window.director.behaviour.prompt.isVisible()
    assert ctl.setup.help_used is True
    assert sorted(table_hand(window)) == sorted(ctl.view(0)["hand"])
    doc, st = saved_state(window)
    assert st.to_json() == before_bid and doc["setup"]["help_used"] is True
    setup, _ = GameController.read_save(GameController.autosave_path())
    assert setup.help_used is True                  # resumed later, the game is still "with help"
    # bid again, play a card, and take the card back
    qtbot.mouseClick(window.director.behaviour.prompt.button(Bid(3)), Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window, 0, "playing")
    before_play = ctl.state.to_json()
    hand = list(ctl.view(0)["hand"])
    assert ctl.submit(0, ctl.legal(0)[0])
    qtbot.waitUntil(lambda: len(ctl.view(0)["hand"]) == 12)
    press_undo(window)
    assert ctl.state.to_json() == before_play
    wait_turn(qtbot, window, 0, "playing")
    assert sorted(table_hand(window)) == sorted(hand) and len(table_hand(window)) == 13
    # once more: the bid of 3 is taken back too (no barrier in between)
    assert ctl.can_undo()
    window.act_undo.trigger()
    wait_turn(qtbot, window, 0, "bidding")
    assert ctl.view(0)["bids"][0] is None
    # nothing earlier: refused, and the table says why
    assert not ctl.undo()
    assert "nothing to undo" in window.statusBar().currentMessage().lower()


@pytest.mark.usefixtures("no_trick_hold")
def test_atout_pique_undo_is_refused_across_a_new_hand(qtbot, window):
    ctl = window.controller
    start(window, seed=3)
    wait_turn(qtbot, window, 0, "bidding")
    ctl.submit(0, Bid(3))

    def hand_number():
        return ctl.view(0)["hand_number"]
    while hand_number() == 1:
        wait_turn(qtbot, window, 0)
        if hand_number() != 1:
            break
        ctl.submit(0, ctl.legal(0)[0])
    wait_turn(qtbot, window, 0, "bidding")
    reason = ctl.undo_refusal()
    assert reason and "in a hand that is over" in reason.lower()
    before = ctl.state.to_json()
    refusals = []
    ctl.illegal.connect(refusals.append)
    press_undo(window)
    assert ctl.state.to_json() == before
    assert refusals == [reason]


def _deutch_step(ctl, seat=0):
    """The human's move in the test's plan: look, draw, discard, pass windows and powers."""
    from cardtable.engine.deutch import Discard, Draw, Look, Pass
    legal = ctl.legal(seat)
    for kind in (Look, Draw, Discard, Pass):
        for a in legal:
            if isinstance(a, kind):
                return a
    return legal[0]


def test_deutch_the_call_is_taken_back_while_the_next_player_thinks(qtbot, window):
    ctl = window.controller
    start(window, game="deutch", seed=11)
    # play the human's first turn up to the call, which is declined (Pass)
    while True:
        wait_turn(qtbot, window, 0)
        if ctl.view(0)["phase"] == "call":
            break
        assert ctl.submit(0, _deutch_step(ctl))
    # a draw showed a card: the moves before it cannot be taken back
    assert ctl.undo_refusal() is None or "card" in ctl.undo_refusal()
    before_call = ctl.state.to_json()
    BLOCK["on"] = True                        # the next computer player will think until GATE
    from cardtable.engine.deutch import Pass
    assert ctl.submit(0, Pass())
    qtbot.waitUntil(lambda: 1 in ctl._thinking, timeout=10000)
    generation = ctl._generation
    press_undo(window)
    assert ctl.state.to_json() == before_call
    assert ctl._generation > generation and 1 not in ctl._thinking   # the thinking is cancelled
    assert ctl.setup.help_used
    BLOCK["on"] = False
    GATE.set()                                # its late answer is ignored
    wait_turn(qtbot, window, 0, "call")
    assert ctl.state.to_json() == before_call
    # the human's draw, on the other hand, is never taken back
    assert ctl.submit(0, Pass())
    GATE.clear()
    while ctl.view(0)["phase"] != "drawn":
        wait_turn(qtbot, window, 0)
        if ctl.view(0)["phase"] == "drawn":
            break
        assert ctl.submit(0, _deutch_step(ctl))
    reason = ctl.undo_refusal()
    assert reason and "you saw the card you drew" in reason.lower()
    assert not ctl.undo()


def test_deutch_a_call_taken_back_keeps_the_last_moves_the_table_showed(qtbot, window):
    """« Derniers coups » after Ctrl+Z: the lines the table showed when the
    person acted, not an empty box (the table is rebuilt from the position,
    and its memory with it)."""
    ctl = window.controller
    start(window, game="deutch", seed=11)
    calls = 0
    while True:                               # the human's second call: the others have moved
        wait_turn(qtbot, window, 0)
        if ctl.view(0)["phase"] == "call":
            calls += 1
            if calls == 2:
                break
        assert ctl.submit(0, _deutch_step(ctl))
    b = window.director.behaviour
    shown = list(b.log_lines)
    assert len(shown) >= 3, shown
    from cardtable.engine.deutch import Pass
    BLOCK["on"] = True                        # the next computer player thinks until GATE
    assert ctl.submit(0, Pass())
    qtbot.waitUntil(lambda: bool(ctl._thinking), timeout=10000)
    press_undo(window)
    assert ctl.view(0)["phase"] == "call"          # taken back at once
    BLOCK["on"] = False
    GATE.set()                                # its late answer is ignored
    wait_turn(qtbot, window, 0, "call")
    assert window.director.behaviour.log_lines == shown


@pytest.mark.parametrize("game, word", [("peech", "Peech"), ("auteurs", "Les Auteurs")])
def test_games_without_undo_say_why(qtbot, window, game, word):
    ctl = window.controller
    start(window, game=game)
    wait_turn(qtbot, window, 0)
    assert ctl.submit(0, ctl.legal(0)[0])
    before = ctl.state.to_json()
    refusals = []
    ctl.illegal.connect(refusals.append)
    press_undo(window)
    assert len(refusals) == 1 and word in refusals[0]
    assert ctl.state.to_json() == before and not ctl.setup.help_used


def test_undo_needs_one_person_and_the_option(qtbot, window):
    ctl = window.controller
    start(window, humans=(0, 2))
    assert "one person" in ctl.undo_refusal()
    start(window)
    wait_turn(qtbot, window, 0, "bidding")
    ctl.submit(0, Bid(3))
    wait_turn(qtbot, window, 0, "playing")
    assert ctl.can_undo()
    window.act_allow_undo.setChecked(False)           # Game > Allow undo, off
    assert window.settings.get("undo") is False
    assert "turned off" in ctl.undo_refusal().lower()
    before = ctl.state.to_json()
    press_undo(window)
    assert ctl.state.to_json() == before
    window.act_allow_undo.setChecked(True)
    assert ctl.can_undo()


def test_undo_history_rules_without_qt():
    rule = games.game_info("atout_pique").undo
    h = UndoHistory(rule, 0)
    assert h.refusal() and not len(h)
    h.human_acts("p1", Bid(3))
    h.observe([{"type": "bid", "seat": 1, "bid": 2, "blind": False}])
    h.human_acts("p2", Play(None))
    assert h.refusal() is None and h.take_back() == "p2" and h.take_back() == "p1"
    h.human_acts("m1", Bid(3), {"moves": ["Léa pioche."]})     # the table's memory goes with its position
    h.human_acts("m2", Bid(4))
    assert h.take_back_kept() == ("m2", None) and h.take_back_kept() == ("m1", {"moves": ["Léa pioche."]})
    h.human_acts("p3", Bid(3))
    h.observe([{"type": "hand_scored"}])
    assert h.refusal() == "your last move was in a hand that is over." and len(h) == 0
    d = UndoHistory(games.game_info("deutch").undo, 0)
    d.human_acts("q", object())
    d.observe([{"type": "draw", "seat": 1, "card": None}])     # another seat's private draw: no barrier
    assert d.refusal() is None
    d.observe([{"type": "draw", "seat": 0, "card": "5H"}])
    assert d.refusal() == "you saw the card you drew."
    assert UndoHistory(None, 0).tracking is False


def test_a_hint_marks_the_game_as_played_with_help(qtbot, window):
    ctl = window.controller
    start(window)
    wait_turn(qtbot, window, 0, "bidding")
    assert not ctl.setup.help_used
    with qtbot.waitSignal(ctl.hint_ready, timeout=10000):
        ctl.request_hint(0)
    assert ctl.setup.help_used
    ctl.save()
    assert json.loads(GameController.autosave_path().read_text(encoding="utf-8"))["setup"]["help_used"] is True
    # a new game starts without help
    start(window)
    assert ctl.setup.help_used is False

"""The keyboard at a prompt and at a hint, where one key too many would make
a final choice (a bid, a card): Échap from a panel's button reached with Tab
gives the keyboard back to the table, so Entrée then confirms the bid typed,
not that button; and Entrée with the hint's panel up closes the advice, as
its « OK », playing nothing; the next Entrée makes the advised move.  Real
key events; the tests wait on states."""

from __future__ import annotations

import pytest
import test_hint_panel
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from test_window_polish import setup, wait_turn

from cardtable.engine.atout_pique import Bid
from cardtable.ui.setup import GameSetup, SeatSetup

window = test_hint_panel.window        # first legal moves, a reason for every hint, 1024x600


def _keyboard_at_the_table(qtbot, w):
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    w.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view)


def _at_the_bid(qtbot, w):
    """Atout Pique, the person's bid, the keyboard at the table: the behaviour."""
    w.start_game(setup())
    wait_turn(qtbot, w, 0)
    _keyboard_at_the_table(qtbot, w)
    return w.director.behaviour


def test_escape_from_a_button_reached_with_tab_leaves_the_bid_typed(qtbot, window):
    """Atout Pique: 3 typed, Tab to the bid panel's « Zéro », Échap, Entrée:
    the bid is 3 (Entrée pressed the focused « Zéro » and bid nil)."""
    w = window
    _at_the_bid(qtbot, w)
    QTest.keyClick(w.view, "3")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    button = QApplication.focusWidget()
    assert isinstance(button, QPushButton) and w.view.isAncestorOf(button), button
    QTest.keyClick(button, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is w.view
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.controller.state.view(0)["bids"][0] is not None)
    assert w.controller.state.view(0)["bids"][0] == 3


@pytest.mark.parametrize("game", ["atout_pique", "peech", "deutch"])
def test_entree_closes_the_hint_before_it_plays_the_advised_move(qtbot, window, game):
    w = window
    players = 3 if game == "deutch" else 4
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(["Vous", "Léa", "Hugo", "Chloé"][:players])]
    w.start_game(GameSetup(game, players, seats, {}, 5))
    ctl, director = w.controller, w.director
    qtbot.waitUntil(lambda: ctl.state is not None and 0 in ctl.to_act() and director.awaiting == 0
                    and not w.view.table.queue.busy, timeout=20000)
    b = director.behaviour
    _keyboard_at_the_table(qtbot, w)

    def mine():
        """What the person has done (the computers play meanwhile)."""
        if game == "atout_pique":
            return ctl.state.view(0)["bids"][0]
        if game == "peech":
            return sorted(str(c) for c in ctl.state.view(0)["hand"])
        return ctl.state.looked[0]
    before = mine()
    QTest.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: b.hint_shown() is not None, timeout=15000)
    advised = ctl.legal(0)[0]               # the hint player here takes the first legal move
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert b.hint_shown() is None
    assert mine() == before and 0 in ctl.to_act()       # nothing played
    if game == "deutch":
        return                              # its advised look is two picks (tests/test_deutch_hints.py)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: mine() != before)
    if game == "atout_pique":
        assert isinstance(advised, Bid) and ctl.state.view(0)["bids"][0] == advised.n


def test_entree_twice_at_once_after_the_hint_plays_nothing_and_a_later_one_plays(qtbot, window, monkeypatch):
    """Atout Pique: H, then Entrée twice at once: the advice closes, the
    second press is absorbed (and does not start the guard again: a person
    pressing once more to follow the advice is not kept waiting); once the
    guard's short time is over, Entrée bids the advised bid."""
    from cardtable.ui.table.overlays import GestureGuard
    w = window
    b = _at_the_bid(qtbot, w)
    QTest.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: b.hint_shown() is not None, timeout=15000)
    advised = b.prompt.selected
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)   # the guard's time never runs out by itself here
    assert b.hint_guard._ms() == 10 ** 6 // 2                # half the usual guard
    arms: list[GestureGuard] = []
    real_arm = GestureGuard.arm
    monkeypatch.setattr(GestureGuard, "arm", lambda guard: (arms.append(guard), real_arm(guard))[1])
    QTest.keyClick(w.view, Qt.Key.Key_Return)                # closes the advice
    QTest.keyClick(w.view, Qt.Key.Key_Return)                # pressed twice: absorbed
    assert b.hint_shown() is None and w.controller.state.view(0)["bids"][0] is None
    assert arms.count(b.hint_guard) == 1                     # the refused press did not start it again
    b.hint_guard._arm()                                      # its time is over
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.controller.state.view(0)["bids"][0] is not None)
    assert w.controller.state.view(0)["bids"][0] == advised.n


def test_escape_undoes_a_bid_typed(qtbot, window):
    """Atout Pique's bid: N chooses nil, Échap undoes it (the bar says
    that no bid is chosen) and Entrée then bids nothing; 4 and Entrée bid 4."""
    w = window
    b = _at_the_bid(qtbot, w)
    QTest.keyClick(w.view, Qt.Key.Key_N)
    assert b.prompt.selected == Bid(0)
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert b.prompt.selected is None and b.prompt.isVisible()
    assert w.statusBar().currentMessage().startswith("Aucune mise choisie")
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert w.controller.state.view(0)["bids"][0] is None
    QTest.keyClick(w.view, "4")
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.controller.state.view(0)["bids"][0] is not None)
    assert w.controller.state.view(0)["bids"][0] == 4

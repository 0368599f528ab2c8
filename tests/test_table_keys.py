"""Entrée with nothing raised, and L, at an Atout Pique table, with real key
events on the view: in any choice among cards or bids the first Entrée raises
the first choice (as → would) and the bar says what the next Entrée does; the
next Entrée takes it.  L opens « Dernier pli » and closes it again, and the
Entrée after it plays the card raised."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from windows import shown_window

from cardtable.engine.atout_pique import Bid, Play
from cardtable.ui.setup import GameSetup, SeatSetup
from cardtable.ui.table.overlays import GestureGuard
from tests.test_table import FirstLegal


@pytest.fixture
def window(qtbot, french, monkeypatch):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: FirstLegal())
    w = shown_window(qtbot, size=(1024, 600), pace=False, autosave=False)
    yield w
    w.controller.stop()
    w.view.table.queue.clear()


def start(window, seed=5):
    names = ["Vous", "Léa", "Hugo", "Chloé"]
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)]
    window.start_game(GameSetup("atout_pique", 4, seats, {}, seed))


def wait_turn(qtbot, window, phase):
    ctl, d = window.controller, window.director

    def ready():
        return (ctl.state is not None and 0 in ctl.to_act() and not window.view.table.queue.busy
                and not ctl._animating and not d.curtain.isVisible() and d.awaiting == 0
                and ctl.view(0)["phase"] == phase)
    qtbot.waitUntil(ready, timeout=15000)


def bar(window) -> str:
    return window.statusBar().currentMessage()


def to_play(qtbot, window):
    start(window)
    wait_turn(qtbot, window, "bidding")
    QTest.keyClick(window.view, Qt.Key.Key_3)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    wait_turn(qtbot, window, "playing")


def test_entree_with_no_card_raised_raises_the_first_playable_card_then_plays_it(qtbot, window):
    to_play(qtbot, window)
    view, ctl = window.view, window.controller
    sc = view.table
    QTest.keyClick(view, Qt.Key.Key_Escape)             # nothing raised (a card the bid's keys raised goes down)
    assert sc.selected is None
    said: list[str] = []
    window.director.status.connect(said.append)
    before = len(ctl.view(0)["hand"])
    QTest.keyClick(view, Qt.Key.Key_Return)
    first = sc.selected
    assert first is not None and first is sc.input.selectable()[0]      # as → would raise it
    assert Play(first.card) in ctl.legal(0) and first.selected_card
    assert len(ctl.view(0)["hand"]) == before                         # raised, not played
    name = first.card.with_article("fr")
    assert said[-1] == bar(window) == f"Carte levée\u00a0: {name}. Entrée la joue.", said
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(ctl.view(0)["hand"]) == before - 1, timeout=5000)
    assert str(first.card) not in ctl.view(0)["hand"]


def test_each_arrow_says_what_entree_does_and_escape_puts_the_turns_line_back(qtbot, window):
    to_play(qtbot, window)
    view = window.view
    sc = view.table
    QTest.keyClick(view, Qt.Key.Key_Escape)
    turn_line = bar(window)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    raised = sc.selected
    assert raised is not None
    assert bar(window) == f"Carte levée\u00a0: {raised.card.with_article('fr')}. Entrée la joue."
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert sc.selected is None and bar(window) == turn_line


def test_l_opens_and_closes_the_last_trick_and_the_next_entree_plays_the_raised_card(qtbot, window):
    """« Dernier pli » before the first trick (« Aucun pli ») and after it:
    L opens it, L closes it; Entrée then plays the card raised before.
    Entrée while it is open closes it and says so, and what the next Entrée
    does."""
    to_play(qtbot, window)
    view, ctl = window.view, window.controller
    beh = window.director.behaviour
    panel = beh.last_panel
    for _trick in range(2):
        wait_turn(qtbot, window, "playing")
        QTest.keyClick(view, Qt.Key.Key_Right)
        raised = view.table.selected
        assert raised is not None and Play(raised.card) in ctl.legal(0)
        assert (beh.last_trick() is None) == (_trick == 0)    # « Aucun pli », then the first trick
        QTest.keyClick(view, Qt.Key.Key_L)
        assert panel.isVisible()
        QTest.keyClick(view, Qt.Key.Key_L)
        assert not panel.isVisible()
        assert bar(window).startswith("Panneau «\u00a0Dernier pli\u00a0» fermé."), bar(window)
        QTest.keyClick(view, Qt.Key.Key_L)
        QTest.keyClick(view, Qt.Key.Key_Return)          # open: Entrée closes it, plays nothing
        assert not panel.isVisible() and view.table.selected is raised
        assert bar(window) == ("Panneau «\u00a0Dernier pli\u00a0» fermé. Carte levée\u00a0: "
                               f"{raised.card.with_article('fr')}. Entrée la joue."), bar(window)
        QTest.keyClick(view, Qt.Key.Key_L)
        QTest.keyClick(view, Qt.Key.Key_L)
        before = len(ctl.view(0)["hand"])
        QTest.keyClick(view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda b=before: len(ctl.view(0)["hand"]) == b - 1, timeout=5000)


def test_l_closed_with_no_card_raised_says_the_turns_line_again(qtbot, window):
    to_play(qtbot, window)
    view = window.view
    QTest.keyClick(view, Qt.Key.Key_Escape)
    turn_line = bar(window)
    assert turn_line.startswith("À vous")
    for _ in range(2):
        QTest.keyClick(view, Qt.Key.Key_L)
        QTest.keyClick(view, Qt.Key.Key_L)
        assert not window.director.behaviour.last_panel.isVisible()
        assert bar(window) == f"Panneau «\u00a0Dernier pli\u00a0» fermé. {turn_line}", bar(window)


def test_entree_in_the_bidding_chooses_the_bid_of_one_and_says_it_then_bids_it(qtbot, window):
    """Nothing chosen: Entrée chooses « 1 » (as → does; nil is chosen on
    purpose: ←, N, 0) and says it; the next Entrée bids it."""
    start(window)
    wait_turn(qtbot, window, "bidding")
    view, ctl = window.view, window.controller
    prompt = window.director.behaviour.prompt
    assert prompt.isVisible() and prompt.selected is None
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert prompt.selected == Bid(1)
    QTest.keyClick(view, Qt.Key.Key_Escape)              # the choice undone
    assert prompt.selected is None
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert prompt.selected == Bid(0)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    said: list[str] = []
    window.director.status.connect(said.append)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert prompt.selected == Bid(1) and ctl.view(0)["bids"][0] is None
    assert said and said[-1] == bar(window) == "Mise 1 choisie\u00a0: appuyez sur Entrée pour confirmer.", said
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctl.view(0)["bids"][0] == 1, timeout=5000)


def test_entree_pressed_twice_at_once_raises_and_plays_nothing(qtbot, window, monkeypatch):
    """The Entrée that raised the first card, pressed twice at once, plays
    nothing (its second press is absorbed, and the bar keeps saying what the
    next Entrée does); pressed again once the keys have stopped, it plays."""
    to_play(qtbot, window)
    view, ctl = window.view, window.controller
    beh = window.director.behaviour
    QTest.keyClick(view, Qt.Key.Key_Escape)
    monkeypatch.setattr(GestureGuard, "guard_ms", 600)
    before = len(ctl.view(0)["hand"])
    QTest.keyClick(view, Qt.Key.Key_Return)
    line = bar(window)
    raised = view.table.selected
    assert raised is not None and not beh.raised_guard.ready
    QTest.keyClick(view, Qt.Key.Key_Return)               # at once: absorbed
    assert len(ctl.view(0)["hand"]) == before and view.table.selected is raised and bar(window) == line
    qtbot.waitUntil(lambda: beh.raised_guard.ready, timeout=3000)
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(ctl.view(0)["hand"]) == before - 1, timeout=5000)

"""The status bar's lines of moves and results are sentences, each with its
full stop: a bid (« Chloé mise 1. », as « Hugo joue le 4 de pique. »), a
round's start, the end of a game with its totals (« … Léa 0, Vous 34. »),
in every game.  Real windows; waits on states."""

from __future__ import annotations

import re

import pytest
from windows import shown_window

from cardtable.engine.atout_pique import Bid
from cardtable.ui.setup import GameSetup, SeatSetup


class FirstLegal:
    def choose(self, view, legal):
        bids = [a for a in legal if isinstance(a, Bid) and not a.blind and a.n == 1]
        return bids[0] if bids else legal[0]


@pytest.fixture
def window(qtbot, french, monkeypatch):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: FirstLegal())
    w = shown_window(qtbot, (1024, 600), pace=False, autosave=False, speed="off")
    yield w
    w.controller.stop()
    w.view.table.queue.clear()


def statuses(window):
    seen: list[str] = []
    window.director.status.connect(seen.append)
    return seen


def start(window, game_id, names, options, seed=4):
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)]
    window.start_game(GameSetup(game_id, len(names), seats, options, seed))


def test_atout_pique_bid_lines_end_with_a_full_stop(qtbot, window):
    seen = statuses(window)
    start(window, "atout_pique", ["Vous", "Léa", "Hugo", "Chloé"], {"target": 100})
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.state is not None and 0 in ctl.to_act() and window.director.awaiting == 0,
                    timeout=15000)
    ctl.submit(0, Bid(3))
    bid = re.compile(r"^(Vous misez|(Léa|Hugo|Chloé) mise) \d")
    qtbot.waitUntil(lambda: sum(1 for s in seen if bid.match(s)) >= 4, timeout=15000)
    lines = [s for s in seen if bid.match(s)]
    assert "Vous misez 3." in lines and "Léa mise 1." in lines, lines
    assert all(s.endswith(".") for s in lines), lines


def test_deutch_round_and_game_end_lines_end_with_a_full_stop(qtbot, window):
    seen = statuses(window)
    start(window, "deutch", ["Vous", "Léa"], {"rounds": 1, "rapidite_ms": 500, "earliest_call": 1})
    qtbot.waitUntil(lambda: "Manche 1 sur 1." in seen, timeout=15000)
    b = window.director.behaviour
    window.controller.stop()             # the end below is given to the table as the engine says it
    b.on_events([{"type": "game_over", "totals": [34, 0], "winners": [1]}])
    qtbot.waitUntil(lambda: any(s.startswith("Partie terminée.") for s in seen), timeout=15000)
    end = next(s for s in seen if s.startswith("Partie terminée."))
    assert end == "Partie terminée. Le plus petit total gagne\u00a0: Léa. Léa 0, Vous 34.", end


def test_peech_round_line_ends_with_a_full_stop(qtbot, window):
    seen = statuses(window)
    start(window, "peech", ["Vous", "Léa", "Hugo", "Chloé"], {"rounds": 3})
    qtbot.waitUntil(lambda: "Manche 1 sur 3." in seen, timeout=15000)


def test_the_hot_seat_curtain_line_ends_with_a_full_stop(qtbot, window):
    """Two people at one screen: the bar says the curtain's title as a sentence."""
    seen = statuses(window)
    seats = [SeatSetup(n, i in (0, 2), "facile") for i, n in enumerate(["Vous", "Léa", "Marie-Christine", "Chloé"])]
    window.start_game(GameSetup("peech", 4, seats, {"rounds": 3}, 4))
    turn = re.compile(r"^Au tour (de|d')")
    qtbot.waitUntil(lambda: any(turn.match(s) for s in seen), timeout=15000)
    lines = [s for s in seen if turn.match(s)]
    assert all(s.endswith(".") for s in lines), lines

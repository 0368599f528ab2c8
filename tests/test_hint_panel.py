"""A hint's whole line can be read (H, or the corner's "Conseil"): the status
bar has one line, so a hint that gives a reason is also shown whole in a
panel over the table, its words wrapped, clear of the person's hand, until
the person plays."""

from __future__ import annotations

import html

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from windows import shown_window

from cardtable.ui.setup import GameSetup, SeatSetup

LONG = ("A long reason: this card is the safest to lead now, because every other card of the hand "
        "could give a trick to the opponents, and the partner still holds the trumps that decide "
        "the end of the hand, so it keeps the most tricks for the team in all the deals seen.")


class FirstLegal:
    def choose(self, view, legal):
        return legal[0]


@pytest.fixture
def window(qtbot, french, monkeypatch):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: FirstLegal())
    from cardtable.ai import Reason
    monkeypatch.setattr(cardtable.ai, "explain", lambda player, view, action: Reason("Table", LONG, {}))
    w = shown_window(qtbot, size=(1024, 600), pace=False, autosave=False)
    yield w
    w.controller.stop()
    w.view.table.queue.clear()


@pytest.mark.parametrize("game", ["peech", "atout_pique", "deutch"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_a_hint_with_a_reason_is_shown_whole(qtbot, window, game, size):
    w = window
    w.resize(*size)
    players = 4 if game != "deutch" else 3
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(["Vous", "Léa", "Hugo", "Chloé"][:players])]
    w.start_game(GameSetup(game, players, seats, {}, 5))
    ctl, director = w.controller, w.director
    qtbot.waitUntil(lambda: ctl.state is not None and 0 in ctl.to_act() and director.awaiting == 0
                    and not w.view.table.queue.busy, timeout=20000)
    b = director.behaviour
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: b.hint_shown() is not None, timeout=15000)
    panel = b.hint_shown()
    line = w.statusBar().currentMessage()
    # what it advises is the panel's title, why its words: together the line
    assert LONG in line and line == f"{panel.title.text()} {html.unescape(panel.body.text())}"
    assert panel.title.text().startswith("Conseil") and "Conseil" not in panel.body.text()
    body = panel.body
    assert body.heightForWidth(body.width()) <= body.height() + 1        # every line of it shown
    assert w.view.viewport().rect().contains(panel.geometry())
    assert panel.width() <= b.HINT_WIDTH
    hand = b.hand_rect(0)
    assert hand is None or not panel.geometry().intersects(hand)
    prompt = b.prompt_shown
    assert prompt is None or not panel.geometry().intersects(prompt.geometry())
    # the turn passes (the person acts): the hint goes
    ctl.submit(0, ctl.legal(0)[0])
    qtbot.waitUntil(lambda: b.hint_shown() is None, timeout=10000)

"""A hint's whole line can be read (H, or the corner's "Conseil"): the status
bar has one line, so a hint that gives a reason is also shown whole in a
panel over the table, its words wrapped, clear of the person's hand, until
the person plays."""

from __future__ import annotations

import html

import pytest
from PySide6.QtCore import QPointF, Qt
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
    said: list[str] = []
    director.status.connect(said.append)      # (another player's move may take the bar since)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: b.hint_shown() is not None, timeout=15000)
    panel = b.hint_shown()
    line = next(s for s in said if s.startswith("Conseil"))
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


def _start(qtbot, w, game, players=4):
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(["Vous", "Léa", "Hugo", "Chloé"][:players])]
    w.start_game(GameSetup(game, players, seats, {}, 5))
    ctl, director = w.controller, w.director
    qtbot.waitUntil(lambda: ctl.state is not None and 0 in ctl.to_act() and director.awaiting == 0
                    and not w.view.table.queue.busy, timeout=20000)


def _hint(qtbot, w):
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.director.behaviour.hint_shown() is not None, timeout=15000)
    return w.director.behaviour.hint_shown()


def test_playing_another_card_than_the_hints_closes_it(qtbot, window):
    """The person plays a card the hint did not advise (Peech, where every
    player chooses at once): the panel goes with the choice, and is not left
    over the battle it spoke before."""
    w = window
    _start(qtbot, w, "peech")
    _hint(qtbot, w)
    b, ctl = w.director.behaviour, w.controller
    advised = ctl.legal(0)[0]
    assert b.scene.input.selected is not None and b.scene.input.selected.card == advised.card
    other = [a for a in ctl.legal(0) if a != advised][0]
    assert b.submit(other)
    assert b.hint_shown() is None
    assert b.scene.input.selected is None            # nor is the advised card left raised


def test_a_hint_short_of_room_keeps_the_trick_in_view(qtbot, window):
    """Atout Pique at 1024x600, a trick on the table: the panel leaves the
    cards in play in view (it may cover an opponent's plate sooner)."""
    w = window
    _start(qtbot, w, "atout_pique")
    b, ctl = w.director.behaviour, w.controller

    def trick_to_follow() -> bool:
        if ctl.state is None or 0 not in ctl.to_act() or w.director.awaiting != 0 or w.view.table.queue.busy:
            return False
        v = ctl.view(0)
        if v["phase"] == "playing" and v["trick"]:
            return True
        ctl.submit(0, ctl.legal(0)[0])        # a bid, or a lead: on to a trick the person follows
        return False
    qtbot.waitUntil(trick_to_follow, timeout=30000)
    panel = _hint(qtbot, w)
    middle = b.middle_rects()
    assert middle and not any(panel.geometry().intersects(r) for r in middle), (panel.geometry(), middle)


DEUTCH_REASON = ("La carte de la défausse n'est ni plus basse que les cartes que vous connaissez, ni plus basse "
                 "que ce que vaut en moyenne une carte jamais vue.")


@pytest.mark.parametrize("phase", ["turn", "power"])
def test_a_deutch_hint_on_a_laptop_stands_clear_of_every_plate(qtbot, french, monkeypatch, phase):
    """Deutch on a 1366x768 laptop, the scoresheet beside the table: the
    « Conseil » panel at the person's turn, or beside the queen's prompt,
    finds a place clear of every plate, every row and the middle (narrower,
    its words on more lines) instead of lying over Hugo's plate at the top
    (a play-test)."""
    from PySide6.QtCore import QRect

    import cardtable.ai
    from cardtable.ai import Reason
    from cardtable.ui.window.main_window import MainWindow
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: FirstLegal())
    monkeypatch.setattr(cardtable.ai, "explain", lambda player, view, action: Reason("Table", DEUTCH_REASON, {}))
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))
    w = shown_window(qtbot, None, pace=False, autosave=False)
    try:
        qtbot.waitUntil(lambda: w.scoresheet is not None and w.scoresheet.isVisible())
        seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(["Vous", "Léa", "Hugo", "Chloé"])]
        w.start_game(GameSetup("deutch", 4, seats, {"rapidite_ms": 500}, 3))
        ctl, director = w.controller, w.director
        b = director.behaviour

        def offered(ph: str) -> bool:
            return (ctl.state is not None and 0 in ctl.to_act() and director.awaiting == 0
                    and not w.view.table.queue.busy and ctl.state.phase.value == ph)
        qtbot.waitUntil(lambda: offered("look"), timeout=20000)

        def click(item) -> None:
            vp = w.view.viewport()
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             w.view.mapFromScene(item.mapToScene(QPointF(0, 0))))
        click(b.row_item(0, 0))
        qtbot.waitUntil(lambda: b.look_first == 0)
        click(b.row_item(0, 1))
        qtbot.waitUntil(lambda: offered("turn"), timeout=20000)
        if phase == "power":
            cards = ctl.state.stock.cards
            queen = next(c for c in reversed(cards) if c.rank == 12)
            cards.remove(queen)
            cards.append(queen)
            click(b.stock_pile().items[-1])
            qtbot.waitUntil(lambda: offered("drawn"), timeout=20000)
            click(b.discard_pile().items[-1])
            qtbot.waitUntil(lambda: offered("power") and b.prompt.isVisible(), timeout=20000)
        panel = _hint(qtbot, w)
        g = panel.geometry()
        assert w.view.viewport().rect().contains(g)
        for r in b.plate_rects():
            assert not g.intersects(r), (g, r)
        for s in range(4):
            row = b.pile_rect(b.row_pile(s))
            assert row is None or not g.intersects(row), (s, g, row)
        for r in b.middle_rects():
            assert not g.intersects(r), (g, r)
        assert not b.prompt.isVisible() or not g.intersects(b.prompt.geometry())
        body = panel.body
        assert body.heightForWidth(body.width()) <= body.height() + 1        # every line of it shown
    finally:
        w.controller.stop()
        w.view.table.queue.clear()

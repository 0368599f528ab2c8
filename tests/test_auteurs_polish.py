"""Les Auteurs' table in a small window (1024x600, five players): a question
bubble is never left under the ask log when the log grows, the card picker
keeps clear of the plates, and a hint's whole reason can be read."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from windows import shown_window

from cardtable.ui.setup import GameSetup, SeatSetup


class Seeded:
    """A quick deterministic computer player (a seeded random legal ask)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, legal):
        return self.rng.choice(legal)


@pytest.fixture
def window(qtbot, french, monkeypatch):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: Seeded(seed))
    w = shown_window(qtbot, size=(1024, 600), pace=False, autosave=False)
    yield w
    w.controller.stop()
    w.view.table.queue.clear()


NAMES = ["Vous", "Léa", "Hugo", "Chloé", "Jules"]


def start(window, players=5, seed=3):
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(NAMES[:players])]
    window.start_game(GameSetup("auteurs", players, seats, {"deals": 1}, seed))


def wait_turn(qtbot, window, seat=0):
    ctl, director = window.controller, window.director

    def ready():
        return (ctl.state is not None and seat in ctl.to_act() and director.awaiting == seat
                and not window.view.table.queue.busy)
    qtbot.waitUntil(ready, timeout=20000)


def viewport_rect(window, item) -> QRect:
    return window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def test_a_question_bubble_is_never_under_the_ask_log_as_it_grows(qtbot, window):
    """The top players' questions (« Hugo, as-tu le … ? ») are said before
    the answer adds its line to the log: when the log grows over a bubble
    still shown, the bubble moves clear of it (or, with no room, stays above
    it); the answer's bubble is placed around the log as it has grown."""
    start(window)
    wait_turn(qtbot, window)
    b = window.director.behaviour
    assert b.journal.isVisible()
    plates = {s: viewport_rect(window, p) for s, p in window.view.table.plates.items()}
    top = sorted(plates, key=lambda s: plates[s].top())[:2]          # the two top seats
    for seat in top:
        b.hide_bubbles()
        b.journal_lines = b.journal_lines[:1]
        b.refresh_journal()
        bubble = b.bubble_at_plate(seat, f"{b.name((seat + 1) % 5)}, as-tu la dame de pique\u00a0?")
        assert bubble is not None and bubble.isVisible()
        # the log grows, line by line, to all the room it may take
        base = list(b.journal_lines)
        for k in range(40):
            b.journal_lines = base + [f"Léa → Hugo\u00a0: {k}♠ <span>✗ non</span>"] * (k + 1)
            b.refresh_journal()
            if not b.journal.isVisible():
                continue
            log = b.journal.geometry()
            shown = bubble.geometry()
            if shown.intersects(log):
                # no room clear of it: the bubble at least lies above the log
                siblings = window.view.children()
                assert siblings.index(bubble) > siblings.index(b.journal), (seat, k, shown, log)
            else:
                assert not shown.intersects(log)
        assert bubble.isVisible() and not bubble.geometry().intersects(b.journal.geometry()), (
            seat, bubble.geometry(), b.journal.geometry())


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_a_hints_whole_reason_is_readable_in_the_card_picker(qtbot, window, monkeypatch, size):
    """H with the longest reason the hint player gives: the status bar keeps
    the line (cut there with "…" in a small window), and the card picker
    opened for the hint shows all of it above its cards, its words wrapped,
    inside the table and clear of the person's hand."""
    import html

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    import cardtable.ai
    from cardtable.ai import Reason
    from cardtable.ai.auteurs import REASON_TEXTS
    window.resize(*size)
    start(window)
    wait_turn(qtbot, window)
    monkeypatch.setattr(cardtable.ai, "explain", lambda player, view, action: Reason(
        "Auteurs", REASON_TEXTS["guess_poisson_first"], {"pct": 12, "card": "QS", "seat": 2}))
    b = window.director.behaviour
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.controller.hint_reason is not None and b.prompt.isVisible()
                    and "Conseil" in window.statusBar().currentMessage(), timeout=15000)
    line = window.statusBar().currentMessage()
    assert line.startswith("Conseil") and "à la portée de ceux" in line
    p = b.prompt
    body = p.body
    advice, why = line.split(". ", 1)                  # « Conseil : demandez … à Chloé. », then why
    assert why in html.unescape(body.text()) and advice not in html.unescape(body.text())
    assert body.isVisible() and body.heightForWidth(body.width()) <= body.height() + 1   # every line shown
    v = window.view.viewport().rect()
    assert v.contains(p.geometry()) and not p.geometry().intersects(b.hand_rect(0))
    if size == (1366, 768):     # with the scoresheet beside the table: the asked player stays in view
        assert not p.geometry().intersects(b.plate_rect(b.prompt_target))
    assert b.hint_shown() is p                        # the picker holds the advice: no second panel over the table


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_card_picker_never_covers_the_asked_players_plate(qtbot, window, size, players):
    """The card picker opened for each opponent in turn: it lies over neither
    the asked player's plate nor the person's hand and plate, inside the
    table; it covers no plate at all where there is room for one rank a
    page that way; with the log shown (and stepping aside when it must) as
    with the log hidden."""
    window.resize(*size)
    start(window, players=players)
    wait_turn(qtbot, window)
    dock = getattr(window, "scoresheet", None)
    if size[0] < 1100 and dock is not None and dock.isVisible():
        dock.hide()                    # as on a 1024-pixel screen, where the window folds it away
        qtbot.waitUntil(lambda: window.view.viewport().width() > 900)
    b = window.director.behaviour
    v = window.view.viewport().rect()
    for log in (True, False):
        if b.journal_on != log:
            b.toggle_journal()
        for target in range(1, players):
            assert b.open_prompt(target)
            p = b.prompt
            shown = p.geometry()
            assert v.contains(shown), (target, shown, v)
            for seat in (target, 0):
                plate = b.plate_rect(seat)
                assert not shown.intersects(plate), (log, target, seat, shown, plate)
            assert not shown.intersects(b.hand_rect(0))
            assert len(p.visible_values()) >= 4                       # one whole rank at least
            plan = b.picker_plan()
            if not plan.roomy:
                # one rank a page, maybe over another plate: then no layout
                # lies clear of every plate and poisson beside the log
                room = b._picker_room(target)
                for cols in (12, 8, 4):
                    p.resize_cards(p.card_width, cols)
                    spot = p.spot_clear_of(room.mine + room.table + room.log, room.centre)
                    assert spot is None or p.grid_columns != cols
                b.open_prompt(target)
            b.hide_prompt()


def test_a_hint_shown_in_its_own_panel_says_whom_to_ask(qtbot, window, monkeypatch):
    """Outside the card picker (the picker closed), a hint's panel names the
    ask whole: « Conseil : demandez … à … », then why."""
    import cardtable.ai
    from cardtable.ai import Reason
    from cardtable.ai.auteurs import REASON_TEXTS
    start(window)
    wait_turn(qtbot, window)
    monkeypatch.setattr(cardtable.ai, "explain", lambda player, view, action: Reason(
        "Auteurs", REASON_TEXTS["guess_poisson_first"], {"pct": 12, "card": "QS", "seat": 2}))
    b, ctl = window.director.behaviour, window.controller
    ask = ctl.legal(0)[0]
    ctl.hint_reason = cardtable.ai.explain(None, ctl.view(0), ask)
    b.hide_prompt()
    b.say_hint(ask)
    panel = b.hint_shown()
    assert panel is not None and panel.title.text().startswith("Conseil\u00a0: demandez ")
    assert b.name(ask.target) in panel.title.text()

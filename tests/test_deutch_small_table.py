"""Deutch's panels on a small screen (a netbook's 1024x600, a laptop's
1366x768), 4 to 6 players, the scoresheet open or closed: « Vos cartes »,
« Conseil », « Rapidité ! », « Fin de votre tour » and « Derniers coups »
lie clear of every plate and every row (a row matters in Deutch: the
powers name a card by its place) wherever the table leaves such a place,
and the log stays on the table when the prompt comes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from test_deutch_table import Passive, _draw_and_discard, beh, click, look, ready, row_item, st, wait
from windows import shown_window

from cardtable.ui.setup import GameSetup, SeatSetup

NAMES = ["Vous", "Léa", "Hugo", "Chloé", "Jules", "Inès"]


@pytest.fixture
def players_(monkeypatch):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: Passive())


def fitted_window(qtbot, monkeypatch, screen, sheet, **settings):
    """The window fitted to ``screen`` as on a laptop (a window manager's
    frame guessed), the scoresheet opened from Affichage or closed."""
    from cardtable.ui.window.main_window import MainWindow
    from cardtable.ui.window.screen import FRAME_GUESS
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, *screen))
    monkeypatch.setattr(MainWindow, "frame_margins", lambda self: FRAME_GUESS)
    window = shown_window(qtbot, None, **settings)
    qtbot.waitUntil(lambda: window.scoresheet is not None)
    dock = window.scoresheet
    if dock.isVisible() != sheet:
        dock.toggleViewAction().trigger()
    qtbot.waitUntil(lambda: dock.isVisible() == sheet)
    return window


def start6(window, players, window_ms=10_000, seed=3):
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(NAMES[:players])]
    window.controller.autosave_enabled = False
    window.start_game(GameSetup("deutch", players, seats, {"rounds": 1, "rapidite_ms": window_ms,
                                                          "earliest_call": 1}, seed))
    window.controller.autosave_enabled = False


def seen(window):
    """What a panel leaves in view: plates, rows, drawn cards, the middle."""
    b = beh(window)
    out = {}
    for s in range(b.players):
        out[f"plate {s}"] = b.plate_rect(s)
        out[f"row {s}"] = b.pile_rect(b.row_pile(s))
        out[f"drawn {s}"] = b.pile_rect(b.drawn_pile(s))
    out |= {f"middle {k}": r for k, r in enumerate(b.middle_rects())}
    return {k: r for k, r in out.items() if r is not None and not r.isEmpty()}


def over(window, panel):
    g = panel.geometry()
    return {k: r for k, r in seen(window).items() if g.intersects(r)}


def walls(window):
    """Every plate, row, drawn card and the middle, the corner's buttons and
    the person's own cards: a place of a panel's size clear of all of them
    (6 pixels off each, inside the table) is a place it may take."""
    out = list(seen(window).values())
    corner = window.director.corner
    if corner.isVisible():
        out.append(corner.geometry())
    return out


def free_places(window, w, h, step=4):
    view = window.view.viewport().rect()
    pads = [r.adjusted(-6, -6, 6, 6) for r in walls(window)]
    area = view.adjusted(6, 6, -6, -6)
    return [(x, y) for y in range(area.top(), area.bottom() - h + 2, step)
            for x in range(area.left(), area.right() - w + 2, step)
            if not any(QRect(x, y, w, h).intersects(r) for r in pads)]


def assert_clear(window, panel, what):
    """``panel`` covers no plate, row, drawn card or the middle, unless no
    place of its size would."""
    g = panel.geometry()
    assert window.view.viewport().rect().contains(g), (what, g)
    hit = over(window, panel)
    if hit:
        free = free_places(window, g.width(), g.height())
        assert not free, (what, g, sorted(hit), free[:3])


@pytest.mark.parametrize("screen,players,sheet", [((1024, 600), 6, True), ((1024, 600), 6, False),
                                                   ((1024, 600), 5, True), ((1366, 768), 5, True),
                                                   ((1366, 768), 6, True), ((1024, 600), 4, True)],
                         ids=["1024-6-sheet", "1024-6", "1024-5-sheet", "1366-5-sheet", "1366-6-sheet", "1024-4-sheet"])
def test_the_look_panel_covers_no_plate_nor_the_middle(qtbot, french, players_, monkeypatch, screen, players, sheet):
    """« Vos cartes » (the opening look, the two cards up): clear of every
    plate, the stock, the discard and the person's row; over another's row
    only where no place of its size leaves every row in view (at 1024x600
    it lay over four plates and the middle)."""
    from cardtable.ui.table.behaviour import TableBehaviour
    monkeypatch.setattr(TableBehaviour, "seen_waits", True)
    window = fitted_window(qtbot, monkeypatch, screen, sheet)
    try:
        start6(window, players)
        b = beh(window)
        wait(qtbot, window, "look")
        click(window, row_item(window, 0, 0))
        qtbot.waitUntil(lambda: b.look_first == 0)
        click(window, row_item(window, 0, 3))
        qtbot.waitUntil(lambda: b._seen_panel is not None and b._seen_panel.isVisible(), timeout=15000)
        panel = b._seen_panel
        hit = over(window, panel)
        assert not [k for k in hit if not k.startswith("row ") or k == "row 0"], (panel.geometry(), sorted(hit))
        assert_clear(window, panel, "look")
        assert "1" in panel.body.text() and "4" in panel.body.text()
        body = panel.body                                  # every word of it shown
        assert body.heightForWidth(body.width()) <= body.height() + 1
        assert not b.move_log.isVisible() or not b.move_log.geometry().intersects(panel.geometry())
        panel.first_button().click()
        wait(qtbot, window, "turn")
    finally:
        window.controller.stop()
        window.view.table.queue.clear()


def test_j_on_last_moves_waiting_for_room_says_there_is_none_then_hides_them(qtbot, french, players_,
                                                                            monkeypatch):
    """"Last moves" on but hidden for want of room: J says there is no
    room (it does not say it hid what was not shown), the next J turns
    them off as it said; once there is room J shows them."""
    window = fitted_window(qtbot, monkeypatch, (1024, 600), True)
    try:
        start6(window, 6)
        b = beh(window)
        wait(qtbot, window, "look")
        room = [False]
        real = type(b).place_log
        monkeypatch.setattr(type(b), "place_log", lambda self: room[0] and real(self))
        b.refresh_log()
        assert b.log_on() and not b.move_log.isVisible()
        said: list[str] = []
        window.director.status.connect(said.append)
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_J)
        assert "Pas de place pour les derniers coups" in said[-1], said
        assert b.log_on()
        QTest.keyClick(window.view, Qt.Key.Key_J)
        assert said[-1] == "Derniers coups cachés (J les affiche).", said
        assert not b.log_on() and not b.move_log.isVisible()
        room[0] = True
        QTest.keyClick(window.view, Qt.Key.Key_J)
        assert said[-1] == "Derniers coups affichés (J les cache).", said
        assert b.move_log.isVisible()
        # hidden again for room, then room comes: J shows them, and says so
        room[0] = False
        b.refresh_log()
        assert not b.move_log.isVisible()
        room[0] = True
        QTest.keyClick(window.view, Qt.Key.Key_J)
        assert said[-1] == "Derniers coups affichés (J les cache).", said
        assert b.move_log.isVisible()
    finally:
        window.controller.stop()
        window.view.table.queue.clear()


@pytest.mark.parametrize("sheet", [True, False], ids=["sheet", "no-sheet"])
def test_last_moves_come_back_once_the_end_of_turn_prompt_leaves_them_room(qtbot, french, players_, monkeypatch,
                                                                           sheet):
    """6 players at 1024x600: « Fin de votre tour » put for a moment where
    "Last moves" lay (the log made way: no other room), then placed again
    where it belongs: the log comes back at once, clear of the prompt (it
    stayed hidden through the very turn a person decides to call
    « Deutch ! », and J then said it hid them)."""
    window = fitted_window(qtbot, monkeypatch, (1024, 600), sheet)
    try:
        start6(window, 6, window_ms=500)
        b = beh(window)
        look(qtbot, window, 0, 3)
        wait(qtbot, window, "turn")
        _draw_and_discard(qtbot, window, match=lambda c: c.rank not in (11, 12))
        qtbot.waitUntil(lambda: ready(window, 0, "call"), timeout=20000)
        prompt, log = b.prompt, b.move_log
        assert prompt.isVisible() and log.isVisible()
        assert not log.geometry().intersects(prompt.geometry())
        # the prompt over the log, which makes way: no other room for it then
        prompt.move(log.geometry().center() - prompt.rect().center())
        real = type(b).log_avoid
        monkeypatch.setattr(type(b), "log_avoid", lambda self: [*real(self), window.view.viewport().rect()])
        b.place_side_panels()
        assert not log.isVisible()
        monkeypatch.setattr(type(b), "log_avoid", real)
        b.place_prompt()
        assert log.isVisible(), (prompt.geometry(), log.geometry())
        assert not log.geometry().intersects(prompt.geometry())
        said: list[str] = []
        window.director.status.connect(said.append)
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_J)
        assert said[-1] == "Derniers coups cachés (J les affiche).", said
        assert not log.isVisible()
    finally:
        window.controller.stop()
        window.view.table.queue.clear()


class Swapper(Passive):
    """Uses a jack's power: its card 2 for the person's card 4."""

    def choose(self, view, legal):
        from cardtable.engine.deutch import Swap
        for a in legal:
            if isinstance(a, Swap) and (a.slot, a.other, a.other_slot) == (1, 0, 3):
                return a
        return super().choose(view, legal)


@pytest.mark.parametrize("screen,sheet", [((1024, 600), True), ((1024, 600), False), ((1366, 768), True),
                                          ((1366, 768), False)])
def test_a_swap_bubble_leaves_the_swapped_cards_and_last_moves_in_view(qtbot, french, players_, monkeypatch,
                                                                       screen, sheet):
    """Léa's jack: « Valet : j'échange ma carte 2 avec votre carte 4. »
    covers neither card it names (it lay over the very card swapped), nor
    "Last moves", which stays under it."""
    import cardtable.ui.games.deutch as ui
    monkeypatch.setattr(ui, "POWER_MS", 600_000)          # the bubble stays while the test reads it
    window = fitted_window(qtbot, monkeypatch, screen, sheet, speed="fast")
    try:
        start6(window, 4, window_ms=500)
        window.controller.players[1] = Swapper()
        b = beh(window)
        look(qtbot, window, 0, 3)
        wait(qtbot, window, "turn")
        cards = st(window).stock.cards
        jack = next(c for c in cards if c.rank == 11)
        cards.remove(jack)
        cards.append(jack)                                # Léa draws it, after my card
        _draw_and_discard(qtbot, window, match=lambda c: c.rank not in (11, 12, 13))
        qtbot.waitUntil(lambda: ready(window, 0, "call"), timeout=20000)
        from cardtable.engine.deutch import Pass
        b.prompt.button(Pass()).click()

        def said():
            bubble = b.bubbles().get(1)
            return bubble is not None and bubble.isVisible() and "j'échange ma carte" in bubble.text
        qtbot.waitUntil(said, timeout=20000)
        qtbot.waitUntil(lambda: not window.view.table.queue.busy or b.bubbles()[1].isVisible(), timeout=20000)
        bubble = b.bubbles()[1].geometry()
        swapped = [b.row_item(0, 3), b.row_item(1, 1)]
        qtbot.waitUntil(lambda: not any(i.is_animating for i in swapped), timeout=10000)    # at rest
        assert b.bubbles()[1].isVisible() and b.bubbles()[1].geometry() == bubble
        named = [window.view.mapFromScene(i.mapRectToScene(i.card_rect())).boundingRect() for i in swapped]
        assert not any(bubble.intersects(r) for r in named), (bubble, named)
        log = b.move_log
        if log.isVisible() and log.geometry().intersects(bubble):
            kids = [w for w in window.view.children() if w in (log, b.bubbles()[1])]
            assert kids.index(log) < kids.index(b.bubbles()[1])     # the bubble drawn over the log
    finally:
        window.controller.stop()
        window.view.table.queue.clear()

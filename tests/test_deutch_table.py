"""Deutch at the table, in the real window with real mouse and key events: the
opening look, a turn of each kind, both powers, a right and a wrong rapidité,
the Deutch call, the round's breakdown, the scoresheet, resume mid-round, the
shared-screen claim key, and ``--demo deutch --exit``.  Tests wait on
states and signals, never on time."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from windows import shown_window

from cardtable.engine import load_game
from cardtable.engine.deutch import Pass
from cardtable.ui.cards.words import the_card
from cardtable.ui.setup import GameSetup, SeatSetup

ROOT = Path(__file__).resolve().parent.parent


class Passive:
    """A computer player that always takes the first legal move, and passes
    every window (so the tests decide what happens)."""

    def choose(self, view, legal):
        for a in legal:
            if isinstance(a, Pass):
                return a
        from cardtable.engine.deutch import Discard, Draw, Look
        for kind in (Look, Draw, Discard):
            for a in legal:
                if isinstance(a, kind):
                    return a
        return legal[0]


@pytest.fixture
def players(monkeypatch):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: Passive())


@pytest.fixture
def window(qtbot, french, players):
    w = shown_window(qtbot)
    yield w
    w.controller.stop()
    w.view.table.queue.clear()


NAMES = ["Vous", "Léa", "Hugo", "Chloé"]


def start(window, humans=(0,), seed=3, rounds=1, players=4, window_ms=600, state=None, earliest_call=1):
    """A game at the table; the call is the rule text's (from the first turn)
    unless ``earliest_call`` says otherwise."""
    seats = [SeatSetup(n, i in humans, "facile") for i, n in enumerate(NAMES[:players])]
    setup = GameSetup("deutch", players, seats, {"rounds": rounds, "rapidite_ms": window_ms,
                                                 "earliest_call": earliest_call}, seed)
    window.controller.autosave_enabled = False
    if state is None:
        window.start_game(setup)
    else:
        window.controller.start(setup, state)
    window.controller.autosave_enabled = False


def beh(window):
    return window.director.behaviour


def st(window):
    return window.controller.state


def phase(window):
    return st(window).phase.value


def ready(window, seat=0, ph=None):
    ctl, d = window.controller, window.director
    # the table has offered this very input (the engine's phase alone can be
    # ahead of the table by one turn of the event loop)
    if ctl.state is None:
        return False
    want = phase(window) if ph is None else ph
    return (seat in ctl.to_act() and not d.curtain.isVisible()
            and d.awaiting == seat and not window.view.table.queue.busy
            and phase(window) == want and getattr(d.behaviour, "offered", None) == (seat, want))


def wait(qtbot, window, ph, seat=0, timeout=15000):
    qtbot.waitUntil(lambda: ready(window, seat, ph), timeout=timeout)


def vp_point(window, item):
    return window.view.mapFromScene(item.mapToScene(QPointF(0, 0)))


def click(window, item):
    vp = window.view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp_point(window, item))


def drag(window, item, target_scene):
    vp = window.view.viewport()
    a = vp_point(window, item)
    b = window.view.mapFromScene(target_scene)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 11):
        p = a + (b - a) * (k / 10)
        QTest.mouseMove(vp, QPoint(int(p.x()), int(p.y())))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def row_item(window, seat, slot):
    return beh(window).row_item(seat, slot)


def look(qtbot, window, a=0, b=1):
    wait(qtbot, window, "look")
    click(window, row_item(window, 0, a))
    qtbot.waitUntil(lambda: beh(window).look_first == a)
    click(window, row_item(window, 0, b))
    qtbot.waitUntil(lambda: st(window).looked[0])


def to_my_turn(qtbot, window):
    look(qtbot, window)
    wait(qtbot, window, "turn")


def to_my_next_turn(qtbot, window):
    """Let the others play (passing on "Deutch !" when offered) until the person's next turn."""
    for _ in range(200):
        if ready(window, 0, "turn"):
            break
        qtbot.waitUntil(lambda: ready(window, 0) or phase(window) == "over", timeout=15000)
        if phase(window) == "call":
            window.director.behaviour.prompt.button(Pass()).click()
    wait(qtbot, window, "turn")


def close_window(qtbot, window):
    """Let the rapidité window run out (the test waits on the state)."""
    qtbot.waitUntil(lambda: phase(window) not in ("rapidite", "claim"), timeout=15000)


def test_opening_look_shows_the_two_cards_then_turns_them_down(qtbot, window):
    start(window)
    look(qtbot, window, 1, 3)
    assert st(window).seen[0] >= {st(window).rows[0][1], st(window).rows[0][3]}
    wait(qtbot, window, "turn")
    assert not any(i.face_up for i in beh(window).row_pile(0).items)
    # the memory aid (off by default) marks the looked cards with their value
    assert beh(window).mark_texts() == []
    beh(window).toggle_memory_aid()
    assert sorted(beh(window).mark_texts()) == sorted(str(st(window).rows[0][k]) for k in (1, 3))
    beh(window).toggle_memory_aid()
    assert beh(window).mark_texts() == []


def test_entree_with_no_card_raised_in_the_look_raises_one_then_takes_it(qtbot, window):
    """Keyboard alone, Entrée first (no arrow yet): it raises a card, as →
    would, and the next Entrée takes it; the same for the second card."""
    start(window)
    wait(qtbot, window, "look")
    view = window.view
    view.setFocus()
    sc = view.table
    assert sc.pick_current is None
    QTest.keyClick(view, Qt.Key.Key_Return)
    raised = sc.pick_current
    assert raised is not None and beh(window).look_first is None      # raised, not taken yet
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: beh(window).look_first is not None)
    assert row_item(window, 0, beh(window).look_first) is raised
    # the first card stays up with its tick; the arrow's gold outline is not on it
    assert raised.kept and not raised.selected_card
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert sc.pick_current is not None and sc.pick_current is not raised
    assert sc.pick_current.selected_card and not sc.pick_current.kept and raised.kept
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: st(window).looked[0])


def test_after_drawing_entree_raises_a_card_and_says_what_the_next_one_does(qtbot, window):
    """Keyboard alone, after drawing (where does the drawn card go?): the
    first Entrée raises the first card, as → would, and the bar says what
    the next Entrée does with it; each arrow then says it for the card it
    raised (never a stale « Aucune carte n'est levée »); the next Entrée
    makes that move."""
    start(window)
    to_my_turn(qtbot, window)
    view = window.view
    view.setFocus()
    sc = view.table
    said: list[str] = []
    window.director.status.connect(said.append)
    QTest.keyClick(view, Qt.Key.Key_Return)              # the stock is raised at the turn: Entrée draws
    wait(qtbot, window, "drawn")
    assert sc.selected is None
    drawn = st(window).drawn
    QTest.keyClick(view, Qt.Key.Key_Return)
    first = sc.selected
    assert first is not None and first is sc.input.selectable()[0]
    assert st(window).drawn == drawn and phase(window) == "drawn"          # raised, nothing played
    bar = window.statusBar().currentMessage()
    assert bar == beh(window).raised_text(first) and "Entrée" in bar and "Aucune" not in bar, bar
    assert said[-1] == bar
    seen = {bar}
    for _ in range(len(sc.input.selectable())):
        QTest.keyClick(view, Qt.Key.Key_Right)
        bar = window.statusBar().currentMessage()
        assert "Aucune carte" not in bar and bar == beh(window).raised_text(sc.selected), bar
        seen.add(bar)
    assert "La carte piochée est levée\u00a0: Entrée la jette sur la défausse." in seen, seen
    assert "Votre carte 3 est levée\u00a0: Entrée met la carte piochée à sa place." in seen, seen
    while sc.selected is not row_item(window, 0, 2):
        QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: st(window).rows[0][2] == drawn)


def test_after_the_first_card_of_the_look_the_arrows_go_on_from_it(qtbot, window):
    """The third card chosen first: → raises the fourth (the next one in the
    row), not the first; ← from there the chosen card is passed over."""
    start(window)
    wait(qtbot, window, "look")
    view = window.view
    view.setFocus()
    sc = view.table
    click(window, row_item(window, 0, 2))
    qtbot.waitUntil(lambda: beh(window).look_first == 2)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert sc.pick_current is row_item(window, 0, 3)
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert sc.pick_current is row_item(window, 0, 1)


def test_take_the_discard_by_dragging_it_onto_a_row_card(qtbot, window):
    start(window)
    to_my_turn(qtbot, window)
    top = st(window).discard[-1]
    old = st(window).rows[0][2]
    disc_item = beh(window).discard_pile().items[-1]
    drag(window, disc_item, row_item(window, 0, 2).scenePos())
    qtbot.waitUntil(lambda: st(window).rows[0][2] == top)
    assert st(window).discard[-1] == old
    qtbot.waitUntil(lambda: beh(window).discard_pile().items[-1].card == old)


def test_draw_then_replace_by_drag_and_draw_then_discard_by_click(qtbot, window):
    start(window)
    to_my_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    drawn = st(window).drawn
    item = beh(window).drawn_pile(0).items[-1]
    assert item.card == drawn and item.face_up           # shown to its drawer
    drag(window, item, row_item(window, 0, 0).scenePos())
    qtbot.waitUntil(lambda: st(window).rows[0][0] == drawn)
    close_window(qtbot, window)
    # the next turn of mine: draw, then click the discard
    to_my_next_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    drawn = st(window).drawn
    click(window, beh(window).discard_pile().items[-1])
    qtbot.waitUntil(lambda: st(window).discard[-1] == drawn)


def _draw_and_discard(qtbot, window, rank=None, match=None):
    """Draw (a card of ``rank`` from the stock, or one for which ``match`` is
    true, put on top by the test) and discard it by clicking the discard."""
    cards = st(window).stock.cards
    pick = next(c for c in reversed(cards) if (rank is None or c.rank == rank) and (match is None or match(c)))
    cards.remove(pick)
    cards.append(pick)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    assert st(window).drawn == pick
    click(window, beh(window).discard_pile().items[-1])
    return pick


def test_jack_power_swaps_one_of_mine_with_an_opponents(qtbot, window):
    start(window, window_ms=500)
    to_my_turn(qtbot, window)
    mine, theirs = st(window).rows[0][1], st(window).rows[2][3]
    _draw_and_discard(qtbot, window, 11)
    wait(qtbot, window, "power")
    click(window, row_item(window, 0, 1))
    qtbot.waitUntil(lambda: beh(window).mode == "swap_other")
    click(window, row_item(window, 2, 3))
    qtbot.waitUntil(lambda: st(window).rows[0][1] == theirs and st(window).rows[2][3] == mine)
    wait(qtbot, window, "call")


def test_queen_power_shows_my_card_to_me_for_a_moment(qtbot, window):
    start(window, window_ms=500)
    to_my_turn(qtbot, window)
    target = st(window).rows[0][2]
    _draw_and_discard(qtbot, window, 12)
    wait(qtbot, window, "power")
    click(window, row_item(window, 0, 2))
    qtbot.waitUntil(lambda: target in st(window).seen[0])
    qtbot.waitUntil(lambda: row_item(window, 0, 2).card == target)
    wait(qtbot, window, "call")
    assert not row_item(window, 0, 2).face_up


def test_skip_a_power(qtbot, window):
    start(window, window_ms=500)
    to_my_turn(qtbot, window)
    _draw_and_discard(qtbot, window, 12)
    wait(qtbot, window, "power")
    beh(window).prompt.button("skip").click()
    wait(qtbot, window, "call")


def _rapidite_setup(qtbot, window, match: bool):
    start(window, window_ms=10000)
    to_my_turn(qtbot, window)
    row = st(window).rows[0]
    rank = row[3].rank
    if match:
        _draw_and_discard(qtbot, window, match=lambda c: c.rank == rank)
    else:
        _draw_and_discard(qtbot, window, match=lambda c: c.rank not in (rank, 11, 12))
    wait(qtbot, window, "rapidite")
    assert beh(window).ring.isVisible()
    return row[3]


def test_right_rapidite_by_dragging_a_row_card_onto_the_discard(qtbot, window):
    c = _rapidite_setup(qtbot, window, True)
    drag(window, row_item(window, 0, 3), window.view.table.geometry.discard)
    qtbot.waitUntil(lambda: st(window).discard[-1] == c)
    assert st(window).rows[0][3] is None
    qtbot.waitUntil(lambda: not beh(window).ring.isVisible())
    qtbot.waitUntil(lambda: beh(window).discard_pile().items[-1].card == c)


def test_wrong_rapidite_shows_the_card_and_adds_an_unseen_penalty_card(qtbot, window):
    c = _rapidite_setup(qtbot, window, False)
    click(window, row_item(window, 0, 3))
    qtbot.waitUntil(lambda: len(st(window).rows[0]) == 5)
    assert st(window).rows[0][3] == c
    assert st(window).rows[0][4] not in st(window).seen[0]
    qtbot.waitUntil(lambda: len(beh(window).row_pile(0).items) == 5 and not window.view.table.queue.busy)
    assert not any(i.face_up for i in beh(window).row_pile(0).items)


def test_the_call_is_offered_only_from_the_earliest_turn(qtbot, window):
    """With the default house rule ("Deutch !" from each player's 3rd turn)
    my first two turns end without a call prompt (the table reads the legal
    actions: the engine has no call phase then); my 3rd offers the button."""
    from cardtable.engine.deutch import CallDeutch
    start(window, window_ms=500, earliest_call=3)
    assert st(window).options["earliest_call"] == 3
    to_my_turn(qtbot, window)
    asked_to_call = []
    for mine in (1, 2, 3):
        wait(qtbot, window, "turn")
        assert st(window).current == 0 and st(window).turn_no == 4 * (mine - 1) + 1
        _draw_and_discard(qtbot, window, match=lambda c: c.rank not in (11, 12))
        qtbot.waitUntil(lambda: ready(window, 0, "call") or (st(window).current != 0 and st(window).turn_no > 1),
                        timeout=15000)
        if ready(window, 0, "call"):
            asked_to_call.append(mine)
            break
        qtbot.waitUntil(lambda: ready(window, 0, "turn"), timeout=30000)
    assert asked_to_call == [3]
    button = beh(window).prompt.button(CallDeutch())
    assert button is not None and button.isVisible() and button.isEnabled()
    button.click()
    qtbot.waitUntil(lambda: st(window).caller == 0)


def test_deutch_call_last_turns_and_round_breakdown(qtbot, window):
    start(window, window_ms=500)
    to_my_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    click(window, beh(window).discard_pile().items[-1])
    qtbot.waitUntil(lambda: ready(window, 0, "call") or ready(window, 0, "power"), timeout=15000)
    if phase(window) == "power":
        beh(window).prompt.button("skip").click()
        wait(qtbot, window, "call")
    from cardtable.engine.deutch import CallDeutch
    beh(window).prompt.button(CallDeutch()).click()
    qtbot.waitUntil(lambda: st(window).caller == 0)
    plates = window.view.table.plates
    qtbot.waitUntil(lambda: "Deutch" in plates[0].status)
    assert all("Dernier tour" in plates[s].status or "Last turn" in plates[s].status for s in (1, 2, 3))
    # my last turn comes back after the others'
    wait(qtbot, window, "turn", timeout=20000)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    click(window, beh(window).discard_pile().items[-1])
    qtbot.waitUntil(lambda: phase(window) == "power" and ready(window, 0) or st(window).is_over, timeout=15000)
    if not st(window).is_over:
        beh(window).prompt.button("skip").click()
    qtbot.waitUntil(lambda: st(window).is_over, timeout=15000)
    qtbot.waitUntil(lambda: beh(window).end_panel.isVisible())
    body = beh(window).end_panel.findChild(type(beh(window).end_panel.title)) and True
    assert body
    # every card is shown at the end
    for s in range(4):
        assert [(i.face_up, i.card) for i in beh(window).row_pile(s).items if not (i.face_up and i.card)] == []
    # the scoresheet: one row, the caller marked
    from cardtable.ui.games.deutch import PLUGIN
    rows = PLUGIN.score_rows(window.controller.public_view(), NAMES)
    assert len(rows) == 1
    assert "\u2691" in rows[0].cells[0]["score"].text


def test_scoresheet_strikes_erased_scores_and_totals_skip_them():
    from cardtable.ui.games.deutch import PLUGIN
    view = {"players": 2, "totals": [0, 9], "history": [
        {"round": 1, "reason": "called", "caller": None, "points": [7, 4], "scores": [7, 4], "erased": [True, False]},
        {"round": 2, "reason": "called", "caller": 0, "points": [2, 5], "scores": [0, 5], "erased": [False, False]},
    ]}
    rows = PLUGIN.score_rows(view, ["A", "B"])
    assert rows[0].cells[0]["score"].text == "7\u0336"
    assert rows[0].cells[0]["total"].value == 0
    assert rows[1].cells[0]["score"].text.startswith("\u2691")
    assert [r.cells[1]["total"].value for r in rows] == [4, 9]
    assert PLUGIN.group_totals(view, 2) == [0, 9]
    assert not PLUGIN.higher_is_better


def test_resume_mid_round_rebuilds_rows_stock_discard_and_drawn_card(qtbot, window):
    start(window, window_ms=500)
    to_my_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    text = st(window).to_json()
    drawn = st(window).drawn
    window.controller.stop()
    start(window, state=load_game(text))
    wait(qtbot, window, "drawn")
    b = beh(window)
    assert b.drawn_pile(0).items[-1].card == drawn
    assert len(b.stock_pile().items) == len(st(window).stock)
    assert [i.card for i in b.discard_pile().items] == st(window).discard
    assert all(len(b.row_pile(s).items) == 4 for s in range(4))


def test_shared_screen_claim_key_then_digit_pick(qtbot, window):
    _shared_screen_to_claim_keys(qtbot, window)
    d = window.director
    assert not d.curtain.isVisible()
    key = beh(window).claim_keys()[1]
    assert key in window.view.table.plates[1].status
    bubbles = beh(window)._bubbles
    # each person's key in a bubble at their plate while the window runs
    assert bubbles[0].isVisible() and bubbles[0].text.endswith(beh(window).claim_keys()[0])
    assert bubbles[1].isVisible() and bubbles[1].text.endswith(key)
    QTest.keyClick(window.view.viewport(), key.lower())
    qtbot.waitUntil(lambda: phase(window) == "claim" and beh(window).mode == "claim_pick", timeout=15000)
    qtbot.waitUntil(lambda: not bubbles[0].isVisible())       # the window closed for Anne
    before = len(st(window).rows[1])
    QTest.keyClick(window.view.viewport(), "2")
    qtbot.waitUntil(lambda: phase(window) != "claim", timeout=15000)
    # right (the card left) or wrong (a penalty card came)
    row = st(window).rows[1]
    assert row[1] is None or len(row) == before + 1


def test_a_rapidite_claimed_at_a_shared_screen_does_not_hand_the_screen_to_the_claimer(qtbot, window):
    """Two people at one screen: Léa claims a rapidité with her key during
    Anne's turn (a race: nothing private shows).  Anne is still the one at
    the screen, so Léa's own turn, next, begins behind the curtain « Au
    tour de Léa », never with her cards or her memory marks in front of
    Anne."""
    _shared_screen_to_claim_keys(qtbot, window, earliest_call=3)   # no « Deutch ! » to answer after the first turn
    d = window.director
    QTest.keyClick(window.view.viewport(), beh(window).claim_keys()[1].lower())
    qtbot.waitUntil(lambda: phase(window) == "claim" and beh(window).mode == "claim_pick", timeout=15000)
    QTest.keyClick(window.view.viewport(), "2")
    qtbot.waitUntil(lambda: st(window).current == 1 and phase(window) == "turn", timeout=15000)
    qtbot.waitUntil(lambda: d.curtain.isVisible() or d.viewer == 1, timeout=15000)
    assert d.curtain.isVisible() and d.pending_human == 1 and d.viewer is None


def test_demo_exit_prints_totals():
    """A whole demo game prints its totals and quits (seed 19: one of the
    shortest games of Intermédiaire players)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-m", "cardtable", "--demo", "deutch", "--seed", "19", "--exit"],
                       capture_output=True, text=True, cwd=ROOT, timeout=300, env=env)
    assert r.returncode == 0, r.stderr[-3000:]
    data = json.loads(r.stdout.strip().splitlines()[-1])
    assert data["game"] == "deutch" and data["seed"] == 19 and len(data["totals"]) == 4
    assert all(t >= 0 for t in data["totals"])


def test_memory_marks_land_on_the_cards_they_name_after_the_moves(qtbot, window):
    """With animations on, a mark is put on once the cards have moved: the
    drawn card's mark sits on the card that replaced, none rides to the discard."""
    window.settings.set("speed", "normal")
    start(window)
    beh(window).toggle_memory_aid()
    to_my_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    drawn = str(st(window).drawn)
    drag(window, beh(window).drawn_pile(0).items[-1], row_item(window, 0, 1).scenePos())
    qtbot.waitUntil(lambda: str(st(window).rows[0][1]) == drawn)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy and drawn in beh(window).mark_texts(), timeout=15000)
    marks = {str(m.data(0)): m.parentItem() for m in beh(window).marks}
    assert marks[drawn] is row_item(window, 0, 1)
    assert all(item not in beh(window).discard_pile().items for item in marks.values())


def test_resizing_while_holding_the_drawn_card_keeps_the_row_targets(qtbot, window):
    """Found by the monkey test: a resize during a turn re-laid the row's drop
    targets through a wrong call and raised in the slot."""
    start(window)
    to_my_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    row = beh(window).row_pile(0)
    before = [t.rect for t in window.director.scene.drop_targets if t.pile is row]
    window.resize(window.width() - 120, window.height() - 60)
    qtbot.waitUntil(lambda: [t.rect for t in window.director.scene.drop_targets if t.pile is row] != before)
    assert len([t for t in window.director.scene.drop_targets if t.pile is row]) == len(before) > 0
    drawn = st(window).drawn
    drag(window, beh(window).drawn_pile(0).items[-1], row_item(window, 0, 1).scenePos())
    qtbot.waitUntil(lambda: st(window).rows[0][1] == drawn)


def _to_the_first_rounds_count(qtbot, window):
    """A game of two rounds: I call Deutch at once, everybody plays their
    last turn; the first round's count panel is up (speed "fast") while the
    engine is already in round 2.  Returns (round 1's first player, the panel)."""
    start(window, rounds=2, window_ms=500)
    to_my_turn(qtbot, window)
    first = st(window).first
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    click(window, beh(window).discard_pile().items[-1])
    qtbot.waitUntil(lambda: ready(window, 0, "call") or ready(window, 0, "power"), timeout=15000)
    if phase(window) == "power":
        beh(window).prompt.button("skip").click()
        wait(qtbot, window, "call")
    from cardtable.engine.deutch import CallDeutch
    beh(window).prompt.button(CallDeutch()).click()
    wait(qtbot, window, "turn", timeout=20000)
    window.settings.set("speed", "fast")        # the count panel is shown (speed "off" shows none)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    click(window, beh(window).discard_pile().items[-1])
    qtbot.waitUntil(lambda: phase(window) == "power" and ready(window, 0) or st(window).round == 2, timeout=15000)
    if st(window).round == 1:
        beh(window).prompt.button("skip").click()
    panel = beh(window).info_panel
    qtbot.waitUntil(lambda: panel.isVisible() and st(window).round == 2, timeout=15000)
    return first, panel


def test_the_scoresheet_shows_the_round_while_its_count_is_shown(qtbot, window):
    """The sheet is written when the count panel comes up, not after "Next round"."""
    _first, panel = _to_the_first_rounds_count(qtbot, window)
    sheet = window.ensure_scoresheet()
    assert panel.isVisible() and len(sheet.model.rows) == 1
    assert sheet.model.last_detail().startswith("Manche 1")


def test_plates_keep_the_finished_round_while_its_count_is_shown(qtbot, window):
    """The round's count panel is up and the engine is already in the next
    round (looking at two cards): the plates still show the finished round
    (the call, no "looking…", its first player, its totals) until "Next
    round" lets the table play the new round's events."""
    first, panel = _to_the_first_rounds_count(qtbot, window)
    assert st(window).first != first        # the engine has moved on
    plates = window.view.table.plates
    looking = ("looking…", "regarde…")
    assert not any(w in plates[s].status for s in range(4) for w in looking), [plates[s].status for s in range(4)]
    assert "Deutch" in plates[0].status
    # each plate tells its row's count, the status line the count (not a rapidité or the last turn)
    points = st(window).history[-1]["points"]
    counts = ("Count: {}", "Compte\u00a0: {}")
    assert all(any(c.format(points[s]) in plates[s].status for c in counts) for s in range(4)), \
        [plates[s].status for s in range(4)]
    assert not any(w in plates[s].status for s in range(4) for w in ("Last turn", "Dernier tour"))
    assert [plates[s].dealer for s in range(4)] == [s == first for s in range(4)]
    assert st(window).history[-1]["round"] == 1
    totals = window.controller.public_view()["totals"]
    assert any(totals)
    assert [plates[s].score for s in range(4)] == [f"Total {t}" for t in totals]
    # the "Next round" button: now the plates show the new round
    from PySide6.QtWidgets import QPushButton
    button = next(b for b in panel.findChildren(QPushButton) if b.isVisible())
    button.click()
    qtbot.waitUntil(lambda: plates[st(window).first].dealer and any(
        w in plates[0].status for w in looking), timeout=15000)


def _shared_screen_to_claim_keys(qtbot, window, earliest_call=1):
    """Two people at one screen (seats 0 and 1): both look, seat 0 draws and
    discards; the rapidité window is open with the claim keys."""
    start(window, humans=(0, 1), window_ms=10000, earliest_call=earliest_call)
    d = window.director
    for _ in range(2):
        qtbot.waitUntil(lambda: d.curtain.isVisible(), timeout=15000)
        seat = d.pending_human
        d.curtain.dismiss()
        qtbot.waitUntil(lambda s=seat: ready(window, s, "look"))
        click(window, row_item(window, seat, 0))
        qtbot.waitUntil(lambda: beh(window).look_first == 0)
        click(window, row_item(window, seat, 1))
        qtbot.waitUntil(lambda s=seat: st(window).looked[s])
    qtbot.waitUntil(lambda: phase(window) == "turn", timeout=15000)
    qtbot.waitUntil(lambda: d.curtain.isVisible() or ready(window, 0, "turn"), timeout=15000)
    if d.curtain.isVisible():
        d.curtain.dismiss()
    wait(qtbot, window, "turn")
    click(window, beh(window).stock_pile().items[-1])
    qtbot.waitUntil(lambda: ready(window, 0, "drawn"), timeout=15000)
    click(window, beh(window).discard_pile().items[-1])
    qtbot.waitUntil(lambda: phase(window) == "rapidite" and beh(window).mode == "claim_keys", timeout=15000)


def test_a_wrong_rapidite_lies_face_up_on_the_discard_says_why_and_the_penalty_lands_before_the_curtain(
        qtbot, window, monkeypatch):
    """Claimed with a key, a card that does not match: it lies face up on
    the discard (the message says which card and which rank), goes back,
    and the penalty card reaches the end of the row before the curtain
    passes the screen on."""
    from PySide6.QtCore import QEvent, QObject

    import cardtable.ui.games.deutch as ui
    monkeypatch.setattr(ui, "WRONG_MS", 600_000)      # shown until a key is pressed
    _shared_screen_to_claim_keys(qtbot, window)
    d, b = window.director, beh(window)
    top = st(window).discard[-1]
    row = st(window).rows[1]
    k = next(i for i, c in enumerate(row) if c is not None and c.rank != top.rank)
    wrong = row[k]
    QTest.keyClick(window.view.viewport(), b.claim_keys()[1].lower())
    qtbot.waitUntil(lambda: phase(window) == "claim" and b.mode == "claim_pick", timeout=15000)
    seen: dict[str, object] = {}

    class Watch(QObject):
        def eventFilter(self, obj, ev):  # noqa: N802
            if ev.type() == QEvent.Type.Show and "at_curtain" not in seen:
                pile = b.row_pile(1)
                seen["at_curtain"] = [(pile.slot_of(i), i.face_up, (i.pos() - b._slot_target(pile, pile.slot_of(i))[0])
                                       .manhattanLength() < 1) for i in pile.items]
            return False
    watch = Watch()
    d.curtain.installEventFilter(watch)
    QTest.keyClick(window.view.viewport(), str(k + 1))
    item = row_item(window, 1, k)
    disc = window.view.table.geometry.discard
    qtbot.waitUntil(lambda: item.face_up and item.card == wrong
                    and (item.pos() - disc).manhattanLength() < window.view.table.geometry.w * 0.7, timeout=15000)
    assert len(b.row_pile(1).items) == 4 and not d.curtain.isVisible()
    text = f"Raté\u00a0: {wrong.name('fr')} ≠ {top.rank_name('fr')}\u00a0: une carte de pénalité."
    bubble = b.bubbles()[1]
    assert bubble.isVisible() and bubble.text == text
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)       # the person has seen it
    # Anne, still at the screen, ends her turn (« Deutch ! » is offered), then the curtain for Léa
    qtbot.waitUntil(lambda: "at_curtain" in seen or ready(window, 0, "call"), timeout=15000)
    if "at_curtain" not in seen:
        from cardtable.engine.deutch import Pass
        b.prompt.button(Pass()).click()
    qtbot.waitUntil(lambda: "at_curtain" in seen, timeout=15000)
    assert d.pending_human == 1
    at = seen["at_curtain"]
    assert len(at) == 5 and (4, False, True) in at and (k, False, True) in at, at


class Racer(Passive):
    """Takes every rapidité at once (its first card: right or wrong, it closes the window)."""

    def choose(self, view, legal):
        from cardtable.engine.deutch import Rapidite
        for a in legal:
            if isinstance(a, Rapidite):
                return a
        return super().choose(view, legal)


def test_a_rapidite_lost_to_a_faster_player_says_who_was_faster(qtbot, window, monkeypatch):
    """Léa (a computer) takes the rapidité first: my card reached for the
    discard is told "Trop tard : Léa a été plus rapide.", not the engine's
    "wait for a card on the discard"."""
    import cardtable.ui.games.deutch as ui
    monkeypatch.setattr(ui, "RAPIDITE_MS", 600_000, raising=False)     # Léa's card stays lit until a key is pressed
    monkeypatch.setattr(ui, "WRONG_MS", 600_000)
    start(window, window_ms=10000)
    window.controller.players[1] = Racer()
    to_my_turn(qtbot, window)
    said: list[str] = []
    window.director.status.connect(said.append)
    _draw_and_discard(qtbot, window)
    qtbot.waitUntil(lambda: beh(window).faster == 1 and beh(window)._hold is not None, timeout=15000)
    before = len(said)
    # the window's end is said without a reproach to a person who reached for nothing
    assert "Rapidité prise par Léa." in said[:before] and not any(s.startswith("Trop tard") for s in said[:before])
    click(window, row_item(window, 0, 2))      # (the click also ends the hold: the table may go on)
    assert "Trop tard\u00a0: Léa a été plus rapide." in said[before:before + 1], said[-3:]
    assert not any("attendez" in s for s in said)


class Powerful(Passive):
    """Uses every power: looks at its first card, swaps its first card with the next seat's first."""

    def choose(self, view, legal):
        from cardtable.engine.deutch import Peek, Swap
        for a in legal:
            if isinstance(a, Peek | Swap):
                return a
        return super().choose(view, legal)


def _to_my_call(qtbot, window, power_card: int):
    """My turn: draw, discard; the window runs out; the end-of-turn prompt.
    The stock's top is then a card of rank ``power_card`` for Léa (seat 1)."""
    start(window, window_ms=500)
    window.controller.players[1] = Powerful()
    to_my_turn(qtbot, window)
    _draw_and_discard(qtbot, window, match=lambda c: c.rank not in (11, 12))
    wait(qtbot, window, "call")
    cards = st(window).stock.cards
    pick = next(c for c in reversed(cards) if c.rank == power_card)
    cards.remove(pick)
    cards.append(pick)


def _rect_of(window, item):
    return window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def test_the_end_of_turn_prompt_leaves_the_discard_in_view(qtbot, window):
    _to_my_call(qtbot, window, 12)
    prompt = beh(window).prompt
    assert prompt.isVisible()
    disc = beh(window).discard_pile().items[-1]
    assert not prompt.geometry().intersects(_rect_of(window, disc))
    assert not prompt.geometry().intersects(_rect_of(window, beh(window).stock_pile().items[-1]))


def _bubbles_clear(window):
    """Every visible bubble clear of the others, of every plate and of the discard."""
    b = beh(window)
    shown = [x for x in b.bubbles().values() if x.isVisible()]
    plates = b.plate_rects()
    middle = [_rect_of(window, b.discard_pile().items[-1]), _rect_of(window, b.stock_pile().items[-1])]
    for i, x in enumerate(shown):
        g = x.geometry()
        assert not any(g.intersects(p) for p in plates), (x.text, g, plates)
        assert not any(g.intersects(m) for m in middle), (x.text, g, middle)
        assert not any(g.intersects(y.geometry()) for y in shown[i + 1:]), x.text


def test_a_computers_queen_peek_shows_which_card_it_looked_at(qtbot, window, monkeypatch):
    import cardtable.ui.games.deutch as ui
    monkeypatch.setattr(ui, "POWER_MS", 600_000, raising=False)   # lit until a key is pressed
    _to_my_call(qtbot, window, 12)
    beh(window).prompt.button(Pass()).click()
    item = row_item(window, 1, 0)
    qtbot.waitUntil(lambda: item.highlighted, timeout=15000)
    bubble = beh(window).bubbles()[1]
    assert bubble.isVisible() and bubble.text == "Dame\u00a0: je regarde ma carte 1."
    assert [i for s in range(4) for i in beh(window).row_pile(s).items if i.highlighted] == [item]
    _bubbles_clear(window)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not item.highlighted, timeout=15000)


def test_a_computers_jack_swap_lights_both_places_that_changed(qtbot, window, monkeypatch):
    import cardtable.ui.games.deutch as ui
    monkeypatch.setattr(ui, "POWER_MS", 600_000, raising=False)
    _to_my_call(qtbot, window, 11)
    mine = st(window).rows[0][0]
    beh(window).prompt.button(Pass()).click()
    qtbot.waitUntil(lambda: st(window).rows[1][0] == mine, timeout=15000)    # Léa swapped her 1st with my 1st
    b = beh(window)
    qtbot.waitUntil(lambda: [i for s in range(4) for i in b.row_pile(s).items if i.highlighted]
                    == [row_item(window, 0, 0), row_item(window, 1, 0)], timeout=15000)
    bubble = b.bubbles()[1]
    assert bubble.isVisible() and bubble.text == "Valet\u00a0: j'échange ma carte 1 avec votre carte 1."
    _bubbles_clear(window)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not row_item(window, 1, 0).highlighted, timeout=15000)


def test_two_people_the_second_ends_their_turn_after_a_rapidite_window_nobody_took(qtbot, window):
    """Léa (the second person at the screen) discards; nobody takes the
    rapidité; the window runs out: her end-of-turn prompt comes (the
    rapidité keys offered to both must not leave the table waiting for
    nobody)."""
    start(window, humans=(0, 1), window_ms=500)
    d = window.director
    for _ in range(2):
        qtbot.waitUntil(lambda: d.curtain.isVisible(), timeout=15000)
        seat = d.pending_human
        d.curtain.dismiss()
        qtbot.waitUntil(lambda s=seat: ready(window, s, "look"))
        click(window, row_item(window, seat, 0))
        qtbot.waitUntil(lambda: beh(window).look_first == 0)
        click(window, row_item(window, seat, 1))
        qtbot.waitUntil(lambda s=seat: st(window).looked[s])
    for seat in (0, 1):
        qtbot.waitUntil(lambda s=seat: d.curtain.isVisible() or ready(window, s, "turn"), timeout=15000)
        if d.curtain.isVisible():
            d.curtain.dismiss()
        wait(qtbot, window, "turn", seat)
        _draw_and_discard_as(qtbot, window, seat)
        qtbot.waitUntil(lambda s=seat: ready(window, s, "call") or ready(window, s, "power"), timeout=15000)
        if phase(window) == "power":
            beh(window).prompt.button("skip").click()
            wait(qtbot, window, "call", seat)
        beh(window).prompt.button(Pass()).click()
        qtbot.waitUntil(lambda s=seat: st(window).current != s, timeout=15000)


def _draw_and_discard_as(qtbot, window, seat):
    cards = st(window).stock.cards
    pick = next(c for c in reversed(cards) if c.rank not in (11, 12))
    cards.remove(pick)
    cards.append(pick)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn", seat)
    click(window, beh(window).discard_pile().items[-1])


def test_six_players_at_1024x600_every_bubble_clear_of_the_others_the_plates_and_the_discard(qtbot, window):
    """Everybody speaks at once at the smallest table: no bubble covers
    another, a plate, the stock or the discard."""
    names = ["Vous", "Léa", "Hugo", "Chloé", "Jules", "Inès"]
    window.resize(1024, 600)
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)]
    window.controller.autosave_enabled = False
    window.start_game(GameSetup("deutch", 6, seats, {"rounds": 1, "rapidite_ms": 10000}, 3))
    window.controller.autosave_enabled = False
    wait(qtbot, window, "look")
    b = beh(window)
    for seat in range(6):
        b.bubble_at_plate(seat, "Dame : je regarde ma carte 3.", ms=600_000)
    _bubbles_clear(window)
    assert len([x for x in b.bubbles().values() if x.isVisible()]) == 6


def _row_rect(window, seat):
    return beh(window).pile_rect(beh(window).row_pile(seat))


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_claimer_at_a_shared_screen_picks_from_their_row_turned_upright_and_numbered(qtbot, window, monkeypatch,
                                                                                        size):
    """Léa claims with her key during my turn: her row comes to the bottom,
    upright and as large as a hand, every card face down with the digit
    that picks it written on it; no bubble covers the row while she picks
    nor while her (wrong) card lies on the discard and goes back."""
    import cardtable.ui.games.deutch as ui
    monkeypatch.setattr(ui, "WRONG_MS", 600_000)      # shown until a key is pressed
    window.resize(*size)
    window.ensure_scoresheet().show()
    _shared_screen_to_claim_keys(qtbot, window)
    d, b, sc = window.director, beh(window), window.view.table
    top = st(window).discard[-1]
    row = st(window).rows[1]
    k = next(i for i, c in enumerate(row) if c is not None and c.rank != top.rank)
    QTest.keyClick(window.view.viewport(), b.claim_keys()[1].lower())
    qtbot.waitUntil(lambda: phase(window) == "claim" and b.mode == "claim_pick" and not sc.queue.busy,
                    timeout=15000)
    assert sc.position_of(1) == 0
    items = sorted(b.row_pile(1).items, key=lambda i: b.row_pile(1).slot_of(i))
    for item in items:
        assert item.rotation() == 0 and item.width() >= sc.big_w * 0.95, (item.rotation(), item.width(), sc.big_w)
    tags = {id(i): t.text for i, t in sc.tags}
    assert [tags.get(id(i)) for i in items] == ["1", "2", "3", "4"]
    assert d.private_items_face_up() == []            # nobody's face is shown at the shared screen
    guard = _row_rect(window, 1)
    assert not any(x.isVisible() and x.geometry().intersects(guard) for x in b.bubbles().values())
    assert b.bubbles()[1].isVisible() and b.bubbles()[1].text.startswith("Rapidité")

    def nearest_plate(g):
        return min(b.scene.plates, key=lambda s: (b.plate_rect(s).center() - g.center()).manhattanLength())
    # each bubble stands by its own player's plate (the plates moved as the table turned)
    assert all(nearest_plate(x.geometry()) == s for s, x in b.bubbles().items() if x.isVisible())
    QTest.keyClick(window.view.viewport(), str(k + 1))
    item = row_item(window, 1, k)
    disc = sc.geometry.discard
    qtbot.waitUntil(lambda: item.face_up and (item.pos() - disc).manhattanLength() < sc.geometry.w * 0.7,
                    timeout=15000)
    bubble = b.bubbles()[1]
    assert bubble.isVisible() and bubble.text.startswith("Raté")
    assert not bubble.geometry().intersects(guard), (bubble.geometry(), guard)
    assert not sc.tags                                 # the numbers went with the pick
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not item.face_up, timeout=15000)


@pytest.mark.parametrize("how", ["button", "enter", "click"])
def test_the_opening_look_stays_until_the_person_says_they_have_seen_it(qtbot, window, monkeypatch, how):
    """The two cards looked at stay face up, with a panel saying so, until
    the person clicks "J'ai vu mes cartes", presses Enter or clicks the
    table; the computers wait (nobody's turn begins before)."""
    from cardtable.ui.table.behaviour import TableBehaviour
    monkeypatch.setattr(TableBehaviour, "seen_waits", True)
    start(window)
    wait(qtbot, window, "look")
    b = beh(window)
    click(window, row_item(window, 0, 1))
    qtbot.waitUntil(lambda: b.look_first == 1)
    click(window, row_item(window, 0, 3))
    qtbot.waitUntil(lambda: st(window).looked[0])
    up = [row_item(window, 0, 1), row_item(window, 0, 3)]
    qtbot.waitUntil(lambda: b._seen_panel is not None and b._seen_panel.isVisible(), timeout=15000)
    panel = b._seen_panel
    assert "2" in panel.body.text() and "4" in panel.body.text()
    assert all(i.face_up for i in up) and window.view.table.queue.busy
    # both lie in the row alike while they are read: neither chosen nor raised
    assert not any(i.kept or i.selected_card for i in up)
    qtbot.waitUntil(lambda: all(i.lift == 0.0 for i in up))
    assert st(window).turn_no <= 1 and not st(window).discard[1:]      # nobody played
    assert not any(panel.geometry().intersects(_rect_of(window, i)) for i in up)
    if how == "button":
        panel.first_button().click()
    elif how == "enter":
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    else:
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(8, 8))
    qtbot.waitUntil(lambda: not any(i.face_up for i in up) and not panel.isVisible(), timeout=15000)
    wait(qtbot, window, "turn")


def test_the_looked_cards_stay_face_up_when_the_table_is_laid_out_again(qtbot, window, monkeypatch):
    """The scoresheet opened or closed (the window resized) while the two
    cards of the opening look are up: they stay up until « Je les ai vues »,
    then turn down as ever."""
    from cardtable.ui.table.behaviour import TableBehaviour
    monkeypatch.setattr(TableBehaviour, "seen_waits", True)
    start(window)
    wait(qtbot, window, "look")
    b = beh(window)
    click(window, row_item(window, 0, 0))
    qtbot.waitUntil(lambda: b.look_first == 0)
    click(window, row_item(window, 0, 2))
    qtbot.waitUntil(lambda: b._seen_panel is not None and b._seen_panel.isVisible(), timeout=15000)
    up = [row_item(window, 0, 0), row_item(window, 0, 2)]
    assert all(i.face_up for i in up)
    dock = window.scoresheet
    for _ in range(2):                     # opened, then closed (or the other way round)
        dock.setVisible(not dock.isVisible())
        window.view.table.relayout()       # as the table's new size lays it out
        assert all(i.face_up for i in up), [i.face_up for i in up]
    b._seen_panel.first_button().click()
    qtbot.waitUntil(lambda: not any(i.face_up for i in up), timeout=15000)
    window.view.table.relayout()
    assert not any(i.face_up or i.held_face_up for i in b.row_pile(0).items)


def test_at_a_shared_screen_the_look_stays_until_seen_then_the_curtain_comes(qtbot, window, monkeypatch):
    """Two people: the first's look stays up (the curtain for the second
    waits) until Enter; then the curtain comes, with no face left up."""
    from cardtable.ui.table.behaviour import TableBehaviour
    monkeypatch.setattr(TableBehaviour, "seen_waits", True)
    start(window, humans=(0, 1))
    d, b = window.director, beh(window)
    qtbot.waitUntil(lambda: d.curtain.isVisible(), timeout=15000)
    seat = d.pending_human
    d.curtain.dismiss()
    qtbot.waitUntil(lambda: ready(window, seat, "look"))
    click(window, row_item(window, seat, 0))
    qtbot.waitUntil(lambda: b.look_first == 0)
    click(window, row_item(window, seat, 2))
    qtbot.waitUntil(lambda: b._seen_panel is not None and b._seen_panel.isVisible(), timeout=15000)
    assert b.names[seat] in b._seen_panel.title.text()
    assert row_item(window, seat, 0).face_up and row_item(window, seat, 2).face_up
    assert not d.curtain.isVisible()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: d.curtain.isVisible(), timeout=15000)
    assert d.private_items_face_up() == [] and not b._seen_panel.isVisible()
    assert d.pending_human != seat


#: the status line when an Entrée is refused because it came just as the table changed
NOT_TAKEN = ("Cette touche est arrivée au moment où la table changeait\u00a0: elle n'a pas été prise en "
             "compte. Appuyez de nouveau.")


def _entree_during_the_deal(qtbot, window, monkeypatch, said):
    """A game at speed « Normale » with the key guards as in play (their time
    never runs out by itself here): Entrée pressed while the cards are still
    dealt (the person is already to look in the engine) says to wait, and the
    look opens guarded against a key pressed through the deal."""
    from cardtable.ui.table.behaviour import TableBehaviour
    from cardtable.ui.table.overlays import GestureGuard
    monkeypatch.setattr(TableBehaviour, "seen_waits", True)
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)
    window.settings.set("speed", "normal")
    start(window)
    qtbot.waitUntil(lambda: 0 in window.controller.to_act() and window.view.table.queue.busy, timeout=15000)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert said[-1] == "Attendez la fin de l'animation.", said
    wait(qtbot, window, "look")
    assert not beh(window).early_guard.ready


@pytest.mark.parametrize("how", ["keys", "mouse"])
def test_the_look_chosen_by_arrows_and_entree_after_an_entree_pressed_during_the_deal(
        qtbot, window, monkeypatch, how):
    """Entrée pressed during the deal, then the look: an Entrée pressed at
    once as the look opens (the same key pressed twice) chooses nothing, and
    the status line says it was not taken; → then Entrée chooses the first
    card, → then Entrée the second, and both turn up for the person: an
    arrow is a choice made on the table as it is now, so the Entrée after it
    is taken, not refused in silence with the card only raised (the next →
    Entrée would then choose a first card, not the second).  With the
    mouse: a click on each card."""
    said: list[str] = []
    window.director.status.connect(said.append)
    _entree_during_the_deal(qtbot, window, monkeypatch, said)
    b, view = beh(window), window.view.viewport()
    QTest.keyClick(view, Qt.Key.Key_Return)                   # the key pressed twice: not taken, and said
    assert said[-1] == NOT_TAKEN and b.look_first is None
    if how == "keys":
        QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert b.look_first == 0 and said[-1] == "Et une deuxième carte.", said
        QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Return)
    else:
        click(window, row_item(window, 0, 0))
        assert b.look_first == 0
        click(window, row_item(window, 0, 1))
    assert st(window).looked[0]
    qtbot.waitUntil(lambda: b._seen_panel is not None and b._seen_panel.isVisible(), timeout=15000)
    assert row_item(window, 0, 0).face_up and row_item(window, 0, 1).face_up


def test_at_a_shared_screen_arrows_and_entree_choose_the_look_right_after_the_curtain(
        qtbot, window, monkeypatch):
    """Two people at one screen: the curtain lifted by Entrée, then at once
    → Entrée, → Entrée: the two cards are looked at (the guard against the
    curtain's key pressed twice does not hold an Entrée that follows an
    arrow: the person chose that card on the hand now shown)."""
    from cardtable.ui.table.behaviour import TableBehaviour
    from cardtable.ui.table.overlays import Curtain, GestureGuard
    monkeypatch.setattr(TableBehaviour, "seen_waits", True)
    start(window, humans=(0, 1))
    d, b = window.director, beh(window)
    qtbot.waitUntil(lambda: d.curtain.isVisible() and d.curtain.ready, timeout=15000)
    monkeypatch.setattr(Curtain, "guard_ms", 0)                # the curtain takes this key…
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)     # …the table's guard never runs out here
    seat = d.pending_human
    QTest.keyClick(d.curtain, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ready(window, seat, "look"))
    assert not b.lifted_guard.ready
    view = window.view.viewport()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Right, Qt.Key.Key_Return):
        QTest.keyClick(view, key)
    assert st(window).looked[seat]
    qtbot.waitUntil(lambda: b._seen_panel is not None and b._seen_panel.isVisible(), timeout=15000)
    assert row_item(window, seat, 0).face_up and row_item(window, seat, 1).face_up


def _edge_ink(widget) -> int:
    """Painted pixels in the 3 leftmost and rightmost columns of ``widget``
    (rendered alone on a transparent image): text running off its sides."""
    from PySide6.QtGui import QImage, QRegion
    from PySide6.QtWidgets import QWidget
    img = QImage(widget.size(), QImage.Format.Format_ARGB32)
    img.fill(0)
    widget.render(img, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
    w, h = img.width(), img.height()
    return sum(1 for x in (*range(3), *range(w - 3, w)) for y in range(h) if img.pixelColor(x, y).alpha() > 40)


def test_the_deutch_banner_fits_the_table_and_leaves_the_discard_in_view(qtbot, window):
    """At 1366×768 with the scoresheet open, "Ordinateur 2 : chacun joue un
    dernier tour." stays inside the banner, which covers neither the stock
    nor the discard and its ring; a banner still over the discard when a
    rapidité window opens goes."""
    window.resize(1366, 768)
    names = ["Vous", "Ordinateur 1", "Ordinateur 2", "Ordinateur 3"]
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)]
    window.controller.autosave_enabled = False
    window.start_game(GameSetup("deutch", 4, seats, {"rounds": 1, "rapidite_ms": 3000}, 3))
    window.controller.autosave_enabled = False
    window.ensure_scoresheet().show()
    wait(qtbot, window, "look")
    b = beh(window)
    window.view.table.durations.speed = "normal"
    b._ev_deutch({"type": "deutch", "seat": 2})
    qtbot.waitUntil(lambda: b.banner_shown is not None and b.banner_shown.sub.startswith("Ordinateur 2"))
    banner = b.banner_shown
    assert banner.width() < 1100                       # (the scoresheet takes its share of the window)
    assert _edge_ink(banner) == 0
    assert not any(banner.geometry().intersects(r) for r in b.middle_rects()), (banner.geometry(), b.middle_rects())
    b.banner("Deutch !", "")                           # over the middle of the table
    assert any(b.banner_shown.geometry().intersects(r) for r in b.middle_rects())
    window.controller.window_opened.emit(1, 3000)
    assert b.banner_shown is None


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_last_moves_say_what_everybody_saw_and_never_a_private_card(qtbot, window, size):
    """"Derniers coups": my draw is said without the card, the card it
    replaced is named; Léa's rapidité is said; the log lies clear of the
    rows, the plates and the middle of the table, the scoresheet open."""
    window.resize(*size)
    window.ensure_scoresheet().show()
    start(window, window_ms=10000)
    window.controller.players[1] = Racer()
    to_my_turn(qtbot, window)
    b = beh(window)
    cards = st(window).stock.cards
    pick = next(c for c in reversed(cards) if c.rank not in (11, 12))
    cards.remove(pick)
    cards.append(pick)
    click(window, b.stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    old = st(window).rows[0][2]
    click(window, row_item(window, 0, 2))
    qtbot.waitUntil(lambda: "rapidité" in b.log_text(), timeout=15000)
    text = b.log_text()
    assert "Vous piochez une carte." in text
    assert f"Vous mettez la carte piochée à la place de votre carte 3 et jetez {the_card(old, 'fr')}." in text
    assert pick.name("fr") not in text and the_card(pick, "fr") not in text
    assert "Léa\u00a0: rapidité" in text
    log = b.move_log
    assert log.isVisible()
    body = log.body                                    # every line shown whole, the newest included
    assert body.geometry().bottom() < log.height() and body.height() >= body.heightForWidth(body.width())
    assert not any(log.geometry().intersects(r) for r in b.log_avoid()), (log.geometry(), b.log_avoid())


def test_last_moves_at_a_shared_screen_keep_the_drawn_card_private(qtbot, window):
    _shared_screen_to_claim_keys(qtbot, window)
    b = beh(window)
    text = b.log_text()
    drawn = st(window).discard[-1]            # the drawn card was discarded: public now
    assert f"jette {the_card(drawn, 'fr')}" in text
    # Léa never saw my draw before I discarded it: the draw line names no card
    draw_line = next(ln for ln in text.splitlines() if "pioche" in ln)
    assert drawn.name("fr") not in draw_line and the_card(drawn, "fr") not in draw_line


def test_the_status_line_says_whose_turn_it_is_while_the_computers_play(qtbot, window):
    """Once I end my turn, the status line no longer asks me to call Deutch:
    it says whose turn it is while each computer plays."""
    start(window)
    to_my_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    click(window, beh(window).discard_pile().items[-1])
    close_window(qtbot, window)
    qtbot.waitUntil(lambda: ready(window, 0, "call") or ready(window, 0, "power"), timeout=15000)
    if phase(window) == "power":
        beh(window).prompt.button("skip").click()
        wait(qtbot, window, "call")
    said: list[str] = []
    window.director.status.connect(said.append)
    beh(window).prompt.button(Pass()).click()
    wait(qtbot, window, "turn")
    assert said and said[0] == "Au tour de Léa.", said
    assert all(f"Au tour de {n}." in said for n in ("Léa", "Hugo", "Chloé")), said
    assert said[-1].startswith("À vous"), said


def _log_clear(window):
    """"Last moves", when shown, covers no row, drawn card or plate (nor the
    middle of the table, the corner buttons, a coach)."""
    b = beh(window)
    log = b.move_log
    if not log.isVisible():
        return True
    g = log.geometry()
    rows = [b.pile_rect(p) for s in range(b.players) for p in (b.row_pile(s), b.drawn_pile(s))]
    mine = [r for r in rows if r is not None] + b.plate_rects()
    assert not any(g.intersects(r) for r in mine), (g, [r for r in mine if g.intersects(r)])
    assert not any(g.intersects(r) for r in b.log_avoid()), (g, [r for r in b.log_avoid() if g.intersects(r)])
    return True


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_last_moves_never_cover_a_row_or_a_plate(qtbot, window, size, players, monkeypatch):
    """2 to 6 players, the scoresheet open (the table at its narrowest): at
    the look and with my drawn card in hand, the log lies clear of every row,
    drawn card and plate, or waits hidden and J says why."""
    monkeypatch.setattr(sys.modules[__name__], "NAMES", ["Vous", "Léa", "Hugo", "Chloé", "Jules", "Zoé"])
    window.resize(*size)
    window.ensure_scoresheet().show()
    start(window, players=players)
    b = beh(window)
    wait(qtbot, window, "look")
    assert _log_clear(window)
    to_my_turn(qtbot, window)
    assert _log_clear(window)
    click(window, b.stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    assert _log_clear(window)
    if not b.move_log.isVisible():
        said: list[str] = []
        window.director.status.connect(said.append)
        b.toggle_log()
        assert "Pas de place pour les derniers coups" in said[-1], said


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_last_moves_stay_clear_of_the_rows_through_the_lesson(qtbot, french, size, no_reading_holds):
    """The Deutch lesson, step by step (a coach on the table, the drawn
    card, the powers, the count): the log never lies over a row or a plate."""
    from cardtable.engine.actions import match_action
    w = shown_window(qtbot, size)
    try:
        w.lessons.start("deutch")
        player = w.lessons.player
        player.quick_windows = True
        qtbot.waitUntil(lambda: player.phase in ("shown", "until") and player.coach.isVisible(), timeout=20000)
        while True:
            qtbot.waitUntil(lambda: not w.view.table.queue.busy, timeout=10000)
            assert _log_clear(w), player.step.id
            index = player.index
            if index >= len(player.lesson.steps) - 1:
                break
            if isinstance(player.step.expect, dict):
                ctl = w.controller
                assert ctl.submit(player.lesson.human, match_action(ctl.legal(player.lesson.human), player.step.expect))
            else:
                player.coach.continue_button.click()
            qtbot.waitUntil(lambda i=index: player.index > i and player.phase in ("shown", "until", "done")
                            and player.coach.isVisible(), timeout=20000)
    finally:
        w.lessons.end()
        w.controller.stop()
        w.view.table.queue.clear()


def test_wrong_clicks_during_the_look_say_why(qtbot, window):
    """The opening look: a click on the stock or on another player's card
    does nothing but says why in the status line; the card already chosen,
    clicked again (or its number typed), is put back, nothing seen yet; the
    look then goes on as asked."""
    start(window)
    wait(qtbot, window, "look")
    b = beh(window)
    said: list[str] = []
    window.director.status.connect(said.append)
    click(window, b.stock_pile().items[-1])
    assert said[-1] == "Pas maintenant\u00a0: regardez d'abord deux de vos propres cartes, en bas.", said
    click(window, row_item(window, 1, 0))
    assert said[-1] == "Pas maintenant\u00a0: regardez d'abord deux de vos propres cartes, en bas.", said
    click(window, row_item(window, 0, 0))
    qtbot.waitUntil(lambda: b.look_first == 0)
    click(window, row_item(window, 0, 0))
    assert said[-1] == "Carte remise\u00a0: choisissez deux de vos cartes à regarder.", said
    assert b.look_first is None and not row_item(window, 0, 0).selected_card and not st(window).looked[0]
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_1)             # chosen by its number…
    qtbot.waitUntil(lambda: b.look_first == 0)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_1)             # …and put back by it
    assert b.look_first is None and said[-1] == "Carte remise\u00a0: choisissez deux de vos cartes à regarder."
    click(window, row_item(window, 0, 0))
    qtbot.waitUntil(lambda: b.look_first == 0)
    click(window, b.stock_pile().items[-1])
    assert said[-1] == "Pas cette carte\u00a0: choisissez une deuxième de vos propres cartes, en bas.", said
    assert b.look_first == 0 and not st(window).looked[0]
    click(window, row_item(window, 0, 2))
    qtbot.waitUntil(lambda: st(window).looked[0])


def _a11y_buttons(window):
    from PySide6.QtGui import QAccessible

    def walk(iface):
        if iface is None or not iface.isValid() or iface.state().invisible:
            return
        yield iface
        for i in range(iface.childCount()):
            yield from walk(iface.child(i))
    return list(walk(QAccessible.queryAccessibleInterface(window.view)))


def test_alone_at_the_screen_the_rapidite_key_claims_then_the_digit_picks_and_it_is_said_once(
        qtbot, window, accessible):
    """One person at the screen: the rapidité prompt names its key (the
    first rapidité key, A) and a button that claims; A, then the card's
    digit, makes the rapidité; the screen reader hears it once."""
    from PySide6.QtGui import QAccessible
    c = _rapidite_setup(qtbot, window, True)
    key = beh(window).claim_keys()[0]
    assert key == "A"
    assert any("appuyez sur A" in h for h in accessible), accessible[-3:]
    # the prompt, as a screen reader finds it: a panel named by its question, a named button
    objs = _a11y_buttons(window)
    panel = next((i for i in objs if i.role() == QAccessible.Role.Border
                  and i.text(QAccessible.Text.Name) == "Rapidité\u00a0!"), None)
    assert panel is not None, [i.text(QAccessible.Text.Name) for i in objs]
    claim = [i for i in objs if i.role() == QAccessible.Role.Button
             and i.text(QAccessible.Text.Name) == "Réclamer la rapidité (A)"]
    assert claim and not claim[0].state().disabled
    QTest.keyClick(window.view.viewport(), "a")
    qtbot.waitUntil(lambda: phase(window) == "claim" and beh(window).mode == "claim_pick", timeout=15000)
    assert not beh(window).prompt.isVisible()
    # the row's cards are the pick's named buttons
    names = [i.text(QAccessible.Text.Name) for i in _a11y_buttons(window) if i.role() == QAccessible.Role.Button
             and not i.state().disabled]
    assert "carte 4\u00a0: carte face cachée" in names, names
    heard = len(accessible)
    QTest.keyClick(window.view.viewport(), "4")
    qtbot.waitUntil(lambda: st(window).discard[-1] == c, timeout=15000)
    assert st(window).rows[0][3] is None
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=15000)
    said = [h for h in accessible[heard:] if "rapidité" in h and the_card(c, "fr") in h]
    assert said == [f"Vous\u00a0: rapidité réussie avec {the_card(c, 'fr')}."], accessible[heard:]


def test_a_right_rapidite_by_a_click_is_said_once(qtbot, window, accessible):
    c = _rapidite_setup(qtbot, window, True)
    heard = len(accessible)
    click(window, row_item(window, 0, 3))
    qtbot.waitUntil(lambda: st(window).discard[-1] == c, timeout=15000)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=15000)
    said = [h for h in accessible[heard:] if c.name("fr") in h]
    assert said == [f"Vous\u00a0: rapidité réussie avec {the_card(c, 'fr')}."], accessible[heard:]


def test_a_missed_rapidite_is_said_once_with_why(qtbot, window, accessible):
    c = _rapidite_setup(qtbot, window, False)
    heard = len(accessible)
    click(window, row_item(window, 0, 3))
    qtbot.waitUntil(lambda: len(st(window).rows[0]) == 5, timeout=15000)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=15000)
    name = c.name("fr")
    said = [h for h in accessible[heard:] if name in h]
    assert len(said) == 1 and said[0].startswith("Vous\u00a0: rapidité ratée, "), said
    # the bar's sign "≠" is said in words, which a screen reader does not spell out
    top = st(window).discard[-1]
    assert said[0] == (f"Vous\u00a0: rapidité ratée, {the_card(c, 'fr')} n'est pas de même hauteur que "
                       f"{the_card(top, 'fr')}\u00a0; une carte de pénalité."), said


def test_the_person_at_the_screen_is_vous_in_the_rapidite_lines(qtbot, window, monkeypatch):
    """Named Marie, alone at the screen: « Vous : rapidité ratée (…), une
    carte de pénalité. » as « Vous piochez une carte. », not her name."""
    import sys
    monkeypatch.setattr(sys.modules[__name__], "NAMES", ["Marie", "Léa", "Hugo", "Chloé"])
    _rapidite_setup(qtbot, window, False)
    click(window, row_item(window, 0, 3))
    qtbot.waitUntil(lambda: len(st(window).rows[0]) == 5, timeout=15000)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=15000)
    lines = beh(window).log_lines
    assert any(line.startswith("Vous\u00a0: rapidité") for line in lines), lines
    assert not any(line.startswith("Marie") for line in lines), lines


def test_f4_in_deutch_says_the_drawn_card_then_the_row_never_an_empty_hand(qtbot, window, accessible):
    start(window, window_ms=500)
    to_my_turn(qtbot, window)
    view = window.view
    QTest.keyClick(view.viewport(), Qt.Key.Key_F4)
    line = accessible[-1]
    assert line.startswith("Votre rangée\u00a0: carte 1\u00a0: "), line
    known = st(window).rows[0][0]
    assert known.name("fr") in line and "pas vue" in line
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    QTest.keyClick(view.viewport(), Qt.Key.Key_F4)
    line = accessible[-1]
    drawn = st(window).drawn
    assert line.startswith(f"En main, la carte piochée\u00a0: {the_card(drawn, 'fr')}."), line
    assert "Votre rangée" in line
    assert not [h for h in accessible if "main est vide" in h]


def test_the_rounds_count_reads_each_figure_with_its_heading(qtbot, window, accessible):
    window.settings.set("speech_pace", "off")     # the words are checked, not the time they take to say
    _first, panel = _to_the_first_rounds_count(qtbot, window)
    said = [h for h in accessible if h.startswith("Manche 1\u00a0: le compte.")]
    assert said, accessible[-5:]
    for name in NAMES:
        assert re.search(rf"{name}( \(Deutch\u00a0!\))?\u00a0: Cartes .+, Points \d+, Manche \d+, Total \d+\.",
                         said[-1]), said[-1]
    assert panel.body.accessibleName() in said[-1]


def test_the_row_is_read_place_by_place_after_a_card_replaced_one(qtbot, window, accessible):
    """A card put in place 1 is read first, not after the others."""
    from PySide6.QtGui import QAccessible
    start(window, window_ms=500)
    to_my_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    click(window, row_item(window, 0, 0))
    qtbot.waitUntil(lambda: st(window).discard and st(window).rows[0][0] is not None and phase(window) != "drawn",
                    timeout=15000)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=15000)

    def row_names():
        objs = _a11y_buttons(window)
        return [i.text(QAccessible.Text.Name) for i in objs if i.role() == QAccessible.Role.Button
                and i.text(QAccessible.Text.Name).startswith("carte ")]
    qtbot.waitUntil(lambda: len(row_names()) == 4, timeout=15000)
    assert [n.split("\u00a0")[0] for n in row_names()] == ["carte 1", "carte 2", "carte 3", "carte 4"], row_names()


def test_the_rapidite_prompt_goes_with_its_window_when_the_round_ends(qtbot, window):
    """The last discard of a round opens a rapidité window; when it closes
    the round's count shows without the rapidité prompt over the table."""
    _first, panel = _to_the_first_rounds_count(qtbot, window)
    assert panel.isVisible()
    assert not beh(window).prompt.isVisible()
    assert beh(window).mode != "rapidite"


def test_a_card_keeps_its_number_when_a_rapidite_empties_a_place_before_it(qtbot, window, accessible):
    """A card gone by a rapidité leaves its place, and its number, empty: the
    digit that picks, the number written on the card during the pick, the
    row as a screen reader reads it and F4 all say "card 4" of the fourth
    place, as the hints and the last moves do (a person who followed the
    hint's "your card 3" once had a digit counting the cards left instead)."""
    from PySide6.QtGui import QAccessible
    start(window, window_ms=10000)
    to_my_turn(qtbot, window)
    row = st(window).rows[0]
    first, fourth = row[0], row[3]
    _draw_and_discard(qtbot, window, match=lambda c: c.rank == first.rank and c.rank not in (11, 12))
    wait(qtbot, window, "rapidite")
    QTest.keyClick(window.view.viewport(), "a")
    qtbot.waitUntil(lambda: beh(window).mode == "claim_pick", timeout=15000)
    QTest.keyClick(window.view.viewport(), "1")
    qtbot.waitUntil(lambda: st(window).rows[0][0] is None, timeout=15000)

    def my_turn() -> bool:
        # the person calls nothing and lets each of the computers' windows go at once
        if phase(window) in ("rapidite", "call") and 0 in window.controller.to_act() \
                and not window.view.table.queue.busy:
            beh(window).submit(Pass(), 0)
        return ready(window, 0, "turn")
    qtbot.waitUntil(my_turn, timeout=30000)
    _draw_and_discard(qtbot, window, match=lambda c: c.rank == fourth.rank and c.rank not in (11, 12))
    wait(qtbot, window, "rapidite")
    QTest.keyClick(window.view.viewport(), "a")
    qtbot.waitUntil(lambda: beh(window).mode == "claim_pick", timeout=15000)
    # the numbers written on the cards are their places' numbers: 2, 3, 4
    pile = beh(window).row_pile(0)
    numbers = {pile.slot_of(item): label.text for item, label in window.view.table.tags if item in pile.items}
    assert numbers == {1: "2", 2: "3", 3: "4"}, numbers
    names = [i.text(QAccessible.Text.Name) for i in _a11y_buttons(window) if i.role() == QAccessible.Role.Button
             and i.text(QAccessible.Text.Name).startswith("carte ")]
    assert "carte 4\u00a0: carte face cachée" in names and not [n for n in names if n.startswith("carte 1\u00a0")], names
    QTest.keyClick(window.view.viewport(), "4")
    qtbot.waitUntil(lambda: st(window).rows[0][3] is None, timeout=15000)
    assert st(window).discard[-1] == fourth
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=15000)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_F4)
    line = next(h for h in reversed(accessible) if h.startswith("Votre rangée"))
    assert "carte 1" not in line and "carte 4" not in line and "carte 2\u00a0: " in line, line


def test_the_rapidite_key_out_of_a_rapidite_says_there_is_none_now(qtbot, window, accessible):
    """A pressed out of a rapidité window is answered, not swallowed."""
    start(window)
    to_my_turn(qtbot, window)
    heard = len(accessible)
    QTest.keyClick(window.view.viewport(), "a")
    assert any(h.startswith("Pas de rapidité maintenant") for h in accessible[heard:]), accessible[heard:]
    assert phase(window) == "turn"


def test_the_rapidite_key_claims_as_soon_as_the_window_opens_even_while_the_card_still_lands(qtbot, window, accessible):
    """A person who presses A at once (the card still flying to the discard,
    the window already open in the game) claims: a rapidité is a race, and
    the key is neither lost nor answered "no rapidité now"."""
    start(window, window_ms=10000)
    to_my_turn(qtbot, window)
    fourth = st(window).rows[0][3]
    cards = st(window).stock.cards
    pick = next(c for c in reversed(cards) if c.rank == fourth.rank and c.rank not in (11, 12))
    cards.remove(pick)
    cards.append(pick)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    click(window, beh(window).discard_pile().items[-1])
    qtbot.waitUntil(lambda: phase(window) == "rapidite", timeout=15000)
    heard = len(accessible)
    QTest.keyClick(window.view.viewport(), "a")
    assert phase(window) == "claim", phase(window)
    assert not any(h.startswith("Pas de rapidité") for h in accessible[heard:]), accessible[heard:]
    qtbot.waitUntil(lambda: beh(window).mode == "claim_pick", timeout=15000)
    QTest.keyClick(window.view.viewport(), "4")
    qtbot.waitUntil(lambda: st(window).rows[0][3] is None, timeout=15000)


def _key(window, text):
    window.view.setFocus()
    QTest.keyClicks(window.view, text)


def test_a_cards_number_picks_it_to_look_at_to_put_the_drawn_card_or_the_discard_in_its_place(qtbot, window):
    """The digit of a card's place in the row picks it, as in a rapidité's pick:
    the two cards looked at, the card the drawn card replaces, the card the
    discard's top card replaces (after Entrée on the discard)."""
    start(window)
    wait(qtbot, window, "look")
    _key(window, "2")
    qtbot.waitUntil(lambda: beh(window).look_first == 1)
    _key(window, "4")
    qtbot.waitUntil(lambda: st(window).looked[0])
    assert st(window).seen[0] >= {st(window).rows[0][1], st(window).rows[0][3]}
    wait(qtbot, window, "turn")
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    drawn = st(window).drawn
    _key(window, "3")
    qtbot.waitUntil(lambda: st(window).rows[0][2] == drawn)
    close_window(qtbot, window)
    to_my_next_turn(qtbot, window)
    top = st(window).discard[-1]
    beh(window).on_card_activated(beh(window).discard_pile().items[-1])    # Entrée on the discard
    assert beh(window).mode == "take"
    _key(window, "1")
    qtbot.waitUntil(lambda: st(window).rows[0][0] == top)


def test_by_ear_the_turn_and_the_drawn_card_are_worded_for_the_keyboard(qtbot, window, accessible):
    """While a screen reader listens, the turn's line says how to take the
    discard with keys, and the drawn card's line that its number places it
    and Entrée on the drawn card throws it."""
    start(window)
    look(qtbot, window)
    wait(qtbot, window, "turn")
    qtbot.waitUntil(lambda: any("Entrée pioche dans le talon" in h for h in accessible))
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    qtbot.waitUntil(lambda: any("les flèches jusqu'à la carte piochée, puis Entrée, la jettent" in h for h in accessible))
    assert not any("faites glisser la carte de la défausse" in h for h in accessible)


def test_a_cards_number_picks_the_card_a_queen_peeks_at_or_a_jack_swaps(qtbot, window):
    """With the power's prompt up (its Skip button), a digit still picks the
    card of that number in the person's row."""
    start(window, window_ms=500)
    to_my_turn(qtbot, window)
    target = st(window).rows[0][2]
    _draw_and_discard(qtbot, window, 12)
    wait(qtbot, window, "power")
    _key(window, "3")
    qtbot.waitUntil(lambda: target in st(window).seen[0])
    wait(qtbot, window, "call")
    window.director.behaviour.prompt.button(Pass()).click()
    to_my_next_turn(qtbot, window)
    _draw_and_discard(qtbot, window, 11)
    wait(qtbot, window, "power")
    _key(window, "2")
    qtbot.waitUntil(lambda: beh(window).mode == "swap_other")
    assert beh(window).swap_mine == 1


def test_the_rapidite_line_is_said_whole_once_then_in_a_few_words(qtbot, window, accessible):
    """After every discard the bar asks for a rapidité in a whole line
    (about 130 characters): a screen reader hears it whole the first time in
    the game, then "Rapidité ! A, puis le numéro."; the bar keeps the whole
    line, and F7 says it whole."""
    whole = ("Rapidité\u00a0! Faites glisser une de vos cartes sur la défausse si elle est de même hauteur, "
             "ou appuyez sur A, puis sur le numéro de la carte.")
    short = "Rapidité\u00a0! A, puis le numéro."
    start(window, window_ms=10000)
    to_my_turn(qtbot, window)
    _draw_and_discard(qtbot, window, match=lambda c: c.rank not in (11, 12))
    wait(qtbot, window, "rapidite")
    rapidite = [h for h in accessible if h.startswith("Rapidité\u00a0!")]
    assert rapidite == [whole], rapidite
    # the next rapidité (a computer's discard, after this one closes)
    qtbot.waitUntil(lambda: phase(window) != "rapidite" or not ready(window, 0, "rapidite"), timeout=60_000)

    def second() -> bool:
        """A rapidité offered to the person after the first one was said."""
        return (phase(window) == "rapidite" and ready(window, 0, "rapidite")
                and len([h for h in accessible if h.startswith("Rapidité\u00a0!")]) >= 2)
    # each wait below ends on a state that lasts (a phase left), never on a
    # moment between two offers that a busy machine may not see
    for _ in range(60):
        qtbot.waitUntil(lambda: ready(window, 0) or phase(window) == "over", timeout=60_000)
        if second() or phase(window) == "over":
            break
        now = phase(window)
        if now == "call":
            beh(window).prompt.button(Pass()).click()
            qtbot.waitUntil(lambda: phase(window) != "call", timeout=60_000)
        elif now == "turn":
            _draw_and_discard(qtbot, window, match=lambda c: c.rank not in (11, 12))
            qtbot.waitUntil(lambda: phase(window) != "drawn", timeout=60_000)
        else:
            # (a window of 10 s: the wait ends as soon as the second line is said, or the window closes)
            assert now == "rapidite", now
            qtbot.waitUntil(lambda: not ready(window, 0, "rapidite") or second(), timeout=60_000)
    rapidite = [h for h in accessible if h.startswith("Rapidité\u00a0!")]
    assert rapidite[1:] == [short] * (len(rapidite) - 1) and len(rapidite) >= 2, rapidite
    assert window.statusBar().currentMessage() == whole or beh(window)._prompt_status == whole
    n = len(accessible)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_F7)
    qtbot.waitUntil(lambda: len(accessible) > n, timeout=5_000)
    assert accessible[-1] == whole, accessible[-1]


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_each_computers_look_is_said_once_at_the_opening(qtbot, window, accessible, speed):
    """The opening look: each computer's "J'ai regardé" is said once, with
    its name, whether the person looks before or after them, in each round."""
    window.settings.set("speed", speed)
    start(window, rounds=2, window_ms=500)
    to_my_turn(qtbot, window)
    for name in NAMES[1:]:
        qtbot.waitUntil(lambda name=name: f"{name}\u00a0: J'ai regardé." in accessible, timeout=15_000)
    said = [h for h in accessible if h.endswith("J'ai regardé.")]
    assert sorted(said) == sorted(f"{name}\u00a0: J'ai regardé." for name in NAMES[1:]), said


def test_after_a_wrong_rapidite_the_plate_and_the_memory_marks_follow_the_cards_shown(qtbot, window, monkeypatch):
    """A wrong rapidité with the cards moving and the memory aid on: each
    time the table is drawn, the person's plate says as many cards as their
    row shows (four while the missed card lies on the discard, five once the
    penalty card comes) and the cards they have seen keep their marks while
    they lie in the row (a play-tester saw « 4 cartes » beside five cards,
    and no mark at all, until the table had done)."""
    import cardtable.ui.games.deutch as ui
    monkeypatch.setattr(ui, "WRONG_MS", 600_000)      # the missed card shown until a key is pressed
    window.settings.set(ui.MEMORY_AID, True)
    c = _rapidite_setup(qtbot, window, False)
    b = beh(window)
    seen_cards = [row_item(window, 0, s) for s in (0, 1)]      # looked at at the opening
    qtbot.waitUntil(lambda: sorted(b.mark_texts()) == sorted(str(x) for x in st(window).rows[0][:2]))
    window.view.table.durations.speed = "normal"
    drawn: list[tuple[int, str, bool]] = []

    def on_drawn(_rects) -> None:
        pile = b.row_pile(0)
        marked = {m.parentItem() for m in b.marks}
        resting = [i for i in seen_cards if i in pile.items and not i.face_up]
        drawn.append((len(pile.items), b.scene.plates[0].status, all(i in marked for i in resting)))
    b.scene.changed.connect(on_drawn)
    click(window, row_item(window, 0, 3))
    flying = row_item(window, 0, 3)
    qtbot.waitUntil(lambda: flying.face_up and b._hold is not None, timeout=15000)
    assert "4 cartes" in b.scene.plates[0].status and flying not in {m.parentItem() for m in b.marks}
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)       # the person has seen it
    qtbot.waitUntil(lambda: len(b.row_pile(0).items) == 5 and not window.view.table.queue.busy, timeout=15000)
    b.scene.changed.disconnect(on_drawn)
    assert st(window).rows[0][3] == c
    assert any(n == 5 for n, _status, _marks in drawn), drawn
    for n, status, marked in drawn:
        assert f"{n} cartes" in status, (n, status)
        assert marked, (n, status)
    assert "5 cartes" in b.scene.plates[0].status


@pytest.mark.parametrize("screen", [(1024, 600), (1366, 768)])
def test_the_end_of_turn_prompt_and_last_moves_never_lie_over_each_other(qtbot, french, players, monkeypatch, screen):
    """The window fitted to a netbook's or a laptop's screen, the scoresheet
    opened from Affichage, "Last moves" in the top right corner (where it
    stays while that corner is clear): « Fin de votre tour » keeps clear of
    the log where there is room, else the log makes way (another place,
    fewer lines, or hidden); neither is drawn over the other, and neither
    over the person's cards and plate (a play-test at 1024x600 saw the
    prompt over the log)."""
    from PySide6.QtCore import QRect

    from cardtable.ui.window.main_window import MainWindow
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, *screen))
    window = shown_window(qtbot, None)
    try:
        qtbot.waitUntil(lambda: window.scoresheet is not None)
        dock = window.scoresheet
        if not dock.isVisible():
            dock.toggleViewAction().trigger()             # Affichage > Feuille de marque
        qtbot.waitUntil(dock.isVisible)
        start(window, window_ms=500)
        b = beh(window)
        wait(qtbot, window, "look")
        b.move_log.setProperty("side_panel_spot", 1)      # last put in the top right corner
        b.refresh_log()
        qtbot.waitUntil(lambda: b.move_log.isVisible())
        to_my_turn(qtbot, window)
        _draw_and_discard(qtbot, window, match=lambda c: c.rank not in (11, 12))
        wait(qtbot, window, "call")
        prompt, log = b.prompt, b.move_log
        assert prompt.isVisible()
        p = prompt.geometry()
        assert window.view.viewport().rect().contains(p)
        for r in (b.hand_rect(0), b.plate_rect(0), *b.middle_rects()):
            assert not p.intersects(r), (p, r)
        assert not log.isVisible() or not log.geometry().intersects(p), (log.geometry(), p)
        assert _log_clear(window)
    finally:
        window.controller.stop()
        window.view.table.queue.clear()


@pytest.mark.parametrize("screen", [(1024, 600), (1366, 768)], ids=["1024x600", "1366x768"])
def test_the_rapidite_prompt_and_the_hint_lie_clear_of_the_plates_and_the_rows(qtbot, french, players, monkeypatch,
                                                                                screen):
    """The window fitted to a netbook's (or a laptop's) screen, the
    scoresheet opened from Affichage: the « Rapidité ! » prompt of a race
    lies clear of every plate, every row, the middle of the table, the
    corner's buttons and "Last moves" (narrower, its words on more lines;
    the log makes way where it must); so does the « Conseil » panel at the
    person's turn, but for a row where no place of its size leaves every
    row in view.  At 1024x600 both lay over Hugo's plate and row at the top
    of the table, the hint over the log too (a play-test)."""
    from PySide6.QtCore import QRect

    import cardtable.ai
    from cardtable.ai import Reason
    from cardtable.ui.window.main_window import MainWindow
    monkeypatch.setattr(cardtable.ai, "explain", lambda player, view, action: Reason(
        "Table", "La carte de la défausse n'est ni plus basse que les cartes que vous connaissez, ni plus basse "
        "que ce que vaut en moyenne une carte jamais vue.", {}))
    from cardtable.ui.window.screen import FRAME_GUESS
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, *screen))
    # a window manager's title bar and borders (the offscreen platform has none)
    monkeypatch.setattr(MainWindow, "frame_margins", lambda self: FRAME_GUESS)
    window = shown_window(qtbot, None)
    try:
        qtbot.waitUntil(lambda: window.scoresheet is not None)
        dock = window.scoresheet
        if not dock.isVisible():
            dock.toggleViewAction().trigger()             # Affichage > Feuille de marque
        qtbot.waitUntil(dock.isVisible)
        start(window, window_ms=10_000)
        b = beh(window)
        to_my_turn(qtbot, window)

        def clear(panel, what, rows_if_no_room=False):
            g = panel.geometry()
            view = window.view.viewport().rect()
            assert view.contains(g), (what, g)
            seen = {f"plate {s}": b.plate_rect(s) for s in range(4)}
            seen |= {f"row {s}": b.pile_rect(b.row_pile(s)) for s in range(4)}
            seen |= {f"middle {k}": r for k, r in enumerate(b.middle_rects())}
            seen["corner"] = window.director.corner.geometry()
            if b.move_log.isVisible():
                seen["log"] = b.move_log.geometry()
            over = [name for name, r in seen.items() if r is not None and g.intersects(r)]
            if rows_if_no_room and over and all(name.startswith("row ") for name in over):
                # no place of its size (6 pixels clear of each) leaves every row in view
                walls = [r.adjusted(-6, -6, 6, 6) for r in seen.values() if r is not None]
                area = view.adjusted(6, 6, -6, -6)
                free = [(x, y) for y in range(area.top(), area.bottom() - g.height() + 2, 4)
                        for x in range(area.left(), area.right() - g.width() + 2, 4)
                        if not any(QRect(x, y, g.width(), g.height()).intersects(r) for r in walls)]
                assert not free, (what, g, over, free[:3])
                return
            assert not over, (what, g, over, {name: seen[name] for name in over})
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: b.hint_shown() is not None, timeout=15000)
        clear(b.hint_shown(), "hint", rows_if_no_room=True)
        b.hide_hint()
        _draw_and_discard(qtbot, window, match=lambda c: c.rank not in (11, 12))
        wait(qtbot, window, "rapidite")
        qtbot.waitUntil(lambda: b.prompt.isVisible(), timeout=5000)
        assert b.prompt.title.text() == "Rapidité\u00a0!"
        clear(b.prompt, "rapidité")
        # every word of it shown
        body = b.prompt.body
        assert body.heightForWidth(body.width()) <= body.height() + 1
    finally:
        window.controller.stop()
        window.view.table.queue.clear()

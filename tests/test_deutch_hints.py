"""Deutch's hint ("Conseil", key H) shows the advised move on the table: the
card to take or play lit, its target lit (a row card, or an outline round the
discard), the pick's highlight on the advised card, the advised button; Enter
then makes the advised move.  Real keys, waits on states."""

from __future__ import annotations

import pytest
import test_deutch_table
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_deutch_table import (
    _draw_and_discard,
    beh,
    click,
    drag,
    ready,
    row_item,
    st,
    start,
    to_my_turn,
    wait,
)

from cardtable.engine.deutch import CallDeutch, Discard, Look, Replace, Swap, TakeDiscard
from cardtable.ui.table.felt import DropZone

players, window = test_deutch_table.players, test_deutch_table.window    # the fixtures of the table tests


def key(window, k):
    QTest.keyClick(window.view.viewport(), k)


def lit(window):
    return [i for i in beh(window).hint_items if i.highlighted]


def test_hint_key_lights_the_advised_move(qtbot, window):
    start(window)
    to_my_turn(qtbot, window)
    key(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: beh(window).hint_action is not None, timeout=15000)
    b = beh(window)
    assert b.hint_items and lit(window) == b.hint_items
    assert window.statusBar().currentMessage() == b.hint_text(b.hint_action)


def test_take_discard_hint_then_enter_twice(qtbot, window):
    start(window)
    to_my_turn(qtbot, window)
    b = beh(window)
    top_card = st(window).discard[-1]
    b.on_hint(0, TakeDiscard(2))
    assert set(lit(window)) == {b.discard_pile().items[-1], row_item(window, 0, 2)}
    key(window, Qt.Key.Key_Return)          # the discard's top card, selected by the hint
    qtbot.waitUntil(lambda: b.mode == "take")
    assert window.view.table.pick_current is row_item(window, 0, 2)
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: st(window).rows[0][2] == top_card)
    assert not b.hint_items and not any(i.highlighted for i in window.view.table.all_cards())


def test_replace_hint_then_enter(qtbot, window):
    start(window)
    to_my_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    b = beh(window)
    drawn = st(window).drawn
    b.on_hint(0, Replace(1))
    assert set(lit(window)) == {b.drawn_pile(0).items[-1], row_item(window, 0, 1)}
    assert not b.hint_zones
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: st(window).rows[0][1] == drawn)


def test_keyboard_alone_replaces_any_card(qtbot, window):
    start(window)
    to_my_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    drawn = st(window).drawn
    sel = []
    for _ in range(8):                       # arrows step over the drawn card and my row
        key(window, Qt.Key.Key_Right)
        sel.append(window.view.table.selected)
        if sel[-1] is row_item(window, 0, 3):
            break
    assert row_item(window, 0, 3) in sel
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: st(window).rows[0][3] == drawn)


def test_discard_hint_outlines_the_discard(qtbot, window):
    start(window)
    to_my_turn(qtbot, window)
    click(window, beh(window).stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    b = beh(window)
    drawn = st(window).drawn
    b.on_hint(0, Discard())
    assert lit(window) == [b.drawn_pile(0).items[-1]]
    zone = b.hint_zones[0]
    assert zone.state == DropZone.HOVER and zone.rect().contains(window.view.table.geometry.discard)
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: st(window).discard[-1] == drawn)
    assert not b.hint_zones and zone.scene() is None


def test_look_hint_then_enter_twice(qtbot, window):
    start(window)
    wait(qtbot, window, "look")
    b = beh(window)
    b.on_hint(0, Look(1, 3))
    assert set(lit(window)) == {row_item(window, 0, 1), row_item(window, 0, 3)}
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: b.look_first is not None)
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: st(window).looked[0])
    assert {st(window).rows[0][1], st(window).rows[0][3]} <= st(window).seen[0]


def test_swap_hint_lights_both_cards_and_enter_swaps(qtbot, window):
    start(window, window_ms=500)
    to_my_turn(qtbot, window)
    mine, theirs = st(window).rows[0][1], st(window).rows[2][3]
    _draw_and_discard(qtbot, window, 11)
    wait(qtbot, window, "power")
    b = beh(window)
    b.on_hint(0, Swap(1, 2, 3))
    assert set(lit(window)) == {row_item(window, 0, 1), row_item(window, 2, 3)}
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: b.mode == "swap_other")
    assert window.view.table.pick_current is row_item(window, 2, 3)
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: st(window).rows[0][1] == theirs and st(window).rows[2][3] == mine)


def test_call_hint_marks_the_deutch_button(qtbot, window):
    start(window, window_ms=500)
    to_my_turn(qtbot, window)
    _draw_and_discard(qtbot, window, match=lambda c: c.rank not in (11, 12))
    qtbot.waitUntil(lambda: ready(window, 0, "call"), timeout=15000)
    b = beh(window)
    b.on_hint(0, CallDeutch())
    assert b.prompt.button(CallDeutch()).property("hint")
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: st(window).caller == 0)


def test_hint_says_why_in_one_line(qtbot, window):
    """The hint's status line is what to do, then why, in the hint player's (Difficile's) words."""
    from cardtable.ai.deutch import DifficilePlayer
    start(window)
    to_my_turn(qtbot, window)
    b = beh(window)
    b.controller._hint_player = DifficilePlayer(5)      # the fixture's players are passive
    key(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: b.hint_action is not None, timeout=15000)
    why = b.hint_reason(b.hint_action)
    assert why and "\n" not in why and not why.startswith("Conseil")
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == f"{b.hint_what(b.hint_action)} {why}",
                    timeout=15000)


def _centre(window, item):
    return item.mapToScene(item.boundingRect().center())


@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_every_row_is_numbered_as_the_person_reads_it(qtbot, window, count):
    """Every row's card 1, 2, 3… lie in reading order from the bottom seat:
    left to right, and a row standing along a side top down -- the other
    players' rows too (the top seat's used to run from its owner's left,
    so "Léa's card 1" was her rightmost card as seen from the screen)."""
    start(window, players=count)
    wait(qtbot, window, "look")
    for seat in range(count):
        places = [_centre(window, row_item(window, seat, k)) for k in range(4)]
        dx, dy = places[-1].x() - places[0].x(), places[-1].y() - places[0].y()
        if abs(dx) >= abs(dy):
            assert all(b.x() > a.x() for a, b in zip(places, places[1:], strict=False)), (count, seat, places)
        else:
            assert all(b.y() > a.y() for a, b in zip(places, places[1:], strict=False)), (count, seat, places)


def test_swap_hint_numbers_the_other_row_as_the_keys_step_it(qtbot, window):
    """Two players (Léa across the table): the hint's « la carte 1 de Léa » is
    the leftmost of Léa's cards, the one the advised pick lights, and → steps
    from it to her card 2, on its right."""
    start(window, players=2, window_ms=500)
    to_my_turn(qtbot, window)
    _draw_and_discard(qtbot, window, 11)
    wait(qtbot, window, "power")
    b = beh(window)
    b.on_hint(0, Swap(1, 1, 0))
    assert "carte 1 de Léa" in b.hint_what(Swap(1, 1, 0))
    lea = [row_item(window, 1, k) for k in range(4)]
    assert min(lea, key=lambda i: _centre(window, i).x()) is lea[0]
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: b.mode == "swap_other")
    assert window.view.table.pick_current is lea[0]
    key(window, Qt.Key.Key_Right)
    assert window.view.table.pick_current is lea[1]
    assert _centre(window, lea[1]).x() > _centre(window, lea[0]).x()


def _take_half_made(qtbot, window):
    """The hint advises the discard's top card in place of card 3, and
    Entrée made the first half (the discard chosen, the row's card to pick)."""
    start(window)
    to_my_turn(qtbot, window)
    b = beh(window)
    b.on_hint(0, TakeDiscard(2))
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: b.mode == "take")
    return b


def test_the_take_half_made_says_what_entree_does(qtbot, window):
    _take_half_made(qtbot, window)
    line = window.statusBar().currentMessage()
    assert "Entrée prend votre carte 3, comme conseillé" in line and "Échap" in line and "talon" in line


def test_a_click_on_the_stock_while_the_take_is_half_made_draws(qtbot, window):
    """A change of mind after the hint's first half: the stock is drawn,
    not refused with « Pas cette carte. » while the advised card stays raised."""
    b = _take_half_made(qtbot, window)
    drawn = st(window).stock.cards[-1]
    click(window, b.stock_pile().items[-1])
    wait(qtbot, window, "drawn")
    assert st(window).drawn == drawn
    assert window.view.table.pick_kind is None and not lit(window)


def test_a_click_on_the_discard_again_goes_back_to_the_turn(qtbot, window):
    b = _take_half_made(qtbot, window)
    top = st(window).discard[-1]
    click(window, b.discard_pile().items[-1])
    qtbot.waitUntil(lambda: b.mode == "turn")
    assert window.view.table.pick_kind is None and st(window).discard[-1] == top
    assert not window.statusBar().currentMessage().startswith("Pas cette carte")


def test_a_followed_hint_lights_the_rapidite_it_planned(qtbot, window):
    """« Puis votre 9 de cœur (carte 4) … la suit sur la défausse » : once
    the advised take is made (the advice closed, then Entrée, Entrée) and
    the window opens, card 4 is lit, the claim's button marked, and one
    Entrée makes the advised rapidité: the claim, and card 4 with it (a
    second key nobody asked for would be missed, a penalty card)."""
    from cardtable.ai import Reason
    from cardtable.engine.deutch import Claim, Rapidite
    start(window, window_ms=10000)
    to_my_turn(qtbot, window)
    b = beh(window)
    row, stock = st(window).rows[0], st(window).stock.cards
    twin = next(c for c in stock if c.rank == row[2].rank)      # card 4 the twin of the card 3 taken away
    stock[stock.index(twin)], row[3] = row[3], twin
    planned = row[3]
    window.controller.hint_reason = Reason("Deutch", "Then your {card} (card {number}) follows.",
                                           {"card": "9H", "number": 4})
    b.on_hint(0, TakeDiscard(2))
    assert b.hint_shown() is not None         # a reason: the advice is read first
    key(window, Qt.Key.Key_Return)            # « OK »
    assert b.hint_shown() is None and b.mode == "turn"
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: b.mode == "take")
    key(window, Qt.Key.Key_Return)
    wait(qtbot, window, "rapidite")
    assert b.hint_action == Rapidite(3) and lit(window) == [row_item(window, 0, 3)]
    assert b.prompt.button(Claim()).property("hint")
    assert window.statusBar().currentMessage().startswith("Conseil\u00a0: votre carte 4")
    top = st(window).discard[-1]
    key(window, Qt.Key.Key_Return)            # the advised rapidité: the claim, and its card with it
    qtbot.waitUntil(lambda: st(window).discard[-1] != top, timeout=15000)
    assert st(window).discard[-1] == planned and planned not in st(window).rows[0]


def test_a_planned_rapidite_is_for_its_own_window_only(qtbot, window):
    """The followed hint's rapidité is lit in the window the advised move
    opened; the person lets it pass, and in the next window (another
    card on the discard) nothing is lit, the claim's button is not marked
    and the bar gives no advice: that claim would cost a penalty card."""
    from cardtable.ai import Reason
    from cardtable.engine.deutch import Claim, Rapidite
    start(window, window_ms=500, earliest_call=3)     # no « Deutch ! » to answer after the first turn
    to_my_turn(qtbot, window)
    b = beh(window)
    window.controller.hint_reason = Reason("Deutch", "Then your {card} (card {number}) follows.",
                                           {"card": "9H", "number": 4})
    b.on_hint(0, TakeDiscard(2))
    key(window, Qt.Key.Key_Return)            # « OK »
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: b.mode == "take")
    key(window, Qt.Key.Key_Return)
    wait(qtbot, window, "rapidite")
    first = st(window).discard[-1]
    assert b.hint_action == Rapidite(3) and lit(window) == [row_item(window, 0, 3)]
    qtbot.waitUntil(lambda: ready(window, 0, "rapidite") and st(window).discard[-1] != first, timeout=15000)
    assert b.hint_action is None and lit(window) == []
    assert not b.prompt.button(Claim()).property("hint")
    assert not window.statusBar().currentMessage().startswith("Conseil")


def test_a_hint_not_followed_plans_nothing(qtbot, window):
    from cardtable.ai import Reason
    start(window, window_ms=10000)
    to_my_turn(qtbot, window)
    b = beh(window)
    window.controller.hint_reason = Reason("Deutch", "Then your {card} (card {number}) follows.",
                                           {"card": "9H", "number": 4})
    b.on_hint(0, TakeDiscard(2))
    drag(window, b.discard_pile().items[-1], row_item(window, 0, 1).mapToScene(row_item(window, 0, 1).boundingRect().center()))
    wait(qtbot, window, "rapidite")
    assert b.hint_action is None and not lit(window)

"""Les Auteurs at the table, in the real window with real mouse and key events:
an ask made by dragging a card onto an opponent, by clicking a plate then a
card picture, and by the keyboard alone; a miss passes the turn; a poisson is
laid in front of its owner; the ask log; hot-seat behind the curtain; resume
mid-deal; the scoresheet; ``--demo auteurs --exit``.  Tests wait on states,
never on time."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QIcon
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDockWidget, QPushButton
from windows import shown_window

from cardtable.engine import load_game
from cardtable.engine.auteurs import Ask
from cardtable.ui.settings import CARD_SIZES
from cardtable.ui.setup import GameSetup, SeatSetup

ROOT = Path(__file__).resolve().parent.parent


class Scripted:
    """A quick deterministic computer player (a seeded random legal ask);
    ``gate`` holds it back until the test lets it play."""

    def __init__(self, box, seed):
        self.box = box
        self.rng = random.Random(seed)

    def choose(self, view, legal):
        if self.box.gate is not None:
            self.box.gate.wait(20)
        return self.rng.choice(legal)


class Box:
    gate: threading.Event | None = None


@pytest.fixture
def players(monkeypatch):
    import cardtable.ai
    box = Box()
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: Scripted(box, seed))
    return box


@pytest.fixture
def window(qtbot, french, players):
    w = shown_window(qtbot)
    yield w
    if players.gate is not None:
        players.gate.set()
    w.controller.stop()
    w.view.table.queue.clear()


NAMES = ["Vous", "Léa", "Hugo", "Chloé"]


def start(window, humans=(0,), seed=3, deals=1, players=4, names=None):
    names = list(names or (NAMES + ["Jules"])[:players])
    seats = [SeatSetup(n, i in humans, "facile") for i, n in enumerate(names)]
    window.start_game(GameSetup("auteurs", players, seats, {"deals": deals}, seed))
    window.controller.autosave_enabled = False


def beh(window):
    return window.director.behaviour


def my_turn(window, seat):
    ctl, director = window.controller, window.director
    return (ctl.state is not None and seat in ctl.to_act() and not director.curtain.isVisible()
            and director.awaiting == seat and not window.view.table.queue.busy)


def wait_turn(qtbot, window, seat, timeout=15000):
    qtbot.waitUntil(lambda: my_turn(window, seat), timeout=timeout)


def hand_items(window, seat=0):
    return list(beh(window).hand_pile(seat).items)


def asks(window):
    return window.controller.public_view()["history"]


def viewport_point(window, item):
    w = item.width()
    return window.view.mapFromScene(item.mapToScene(QPointF(-w / 2 + w * 0.08, 0)))


def drag(window, item, target_scene):
    vp = window.view.viewport()
    a = viewport_point(window, item)
    b = window.view.mapFromScene(target_scene)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 11):
        p = a + (b - a) * (k / 10)
        QTest.mouseMove(vp, QPoint(int(p.x()), int(p.y())))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click_scene(window, point):
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.view.mapFromScene(point))


def plate_centre(window, seat):
    return window.view.table.plates[seat].sceneBoundingRect().center()


def some_target(window, seat=0):
    return next(t for t in beh(window).askable(seat))


# -------------------------------------------------------------------- tests
def test_hand_sorted_opponents_counted_and_plates(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0)
    ctl = window.controller
    v = ctl.view(0)
    mine = [str(i.card) for i in hand_items(window)]
    assert mine == v["hand"]                              # sorted by rank, face up
    assert all(i.face_up for i in hand_items(window))
    ranks = [i.card.rank for i in hand_items(window)]
    assert ranks == sorted(ranks)
    for s in (1, 2, 3):
        items = hand_items(window, s)
        assert len(items) == v["counts"][s] and not any(i.face_up for i in items)
        plate = window.view.table.plates[s]
        assert str(v["counts"][s]) in plate.status
        assert str(v["tokens"][s]) in plate.score
    for s, ranks_laid in enumerate(v["poissons"]):
        assert len(beh(window).books_pile(s).items) == 4 * len(ranks_laid)


def test_ask_by_dragging_a_card_onto_an_opponent(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    target = some_target(window)
    item = hand_items(window)[0]
    rank = item.card.rank
    # the opponent's drop target lights up for this card, a player with no
    # card would not (every one has cards at the start)
    zones = {t.pile.seat: t for t in window.view.table.drop_targets}
    assert zones[target].accepts(item)
    drag(window, item, window.view.table.plates[target].sceneBoundingRect().center())
    qtbot.waitUntil(lambda: b.prompt.isVisible(), timeout=3000)
    assert b.prompt_target == target
    values = [c.value for c in b.prompt.choices]
    assert values and all(a.target == target and a.card.rank == rank for a in values)
    legal = set(window.controller.legal(0))
    assert [c.enabled for c in b.prompt.choices] == [a in legal for a in values]
    assert all(c.card is not None for c in b.prompt.choices)           # card pictures
    chosen = b.prompt.selected
    assert chosen in legal
    before = len(asks(window))
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(asks(window)) > before, timeout=3000)
    rec = asks(window)[before]
    assert rec["seat"] == 0 and rec["target"] == target and rec["card"] == str(chosen.card)


def test_ask_by_clicking_a_plate_then_a_card_picture_and_the_answer_bubble(qtbot, window, players):
    start(window)
    wait_turn(qtbot, window, 0)
    players.gate = threading.Event()          # the computers wait: the bubbles stay
    b = beh(window)
    target = some_target(window)
    click_scene(window, plate_centre(window, target))
    assert b.prompt.isVisible() and b.prompt_target == target
    ranks = {c.rank for c in (i.card for i in hand_items(window))}
    assert {c.card.rank for c in b.prompt.choices} == ranks       # every rank held, four suits each
    held = {str(i.card) for i in hand_items(window)}
    for ch in b.prompt.choices:
        if str(ch.card) in held:
            assert not ch.enabled
    enabled = [c.value for c in b.prompt.choices if c.enabled]
    pick = enabled[-1]
    before = len(asks(window))
    QTest.mouseClick(b.prompt.button(pick), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(asks(window)) > before, timeout=3000)
    rec = asks(window)[before]
    assert (rec["target"], rec["card"]) == (target, str(pick.card))
    # the answer is said in a bubble by the asked player
    qtbot.waitUntil(lambda: not window.view.table.queue.busy and 0 in b.bubbles(), timeout=3000)
    text = b.bubbles()[target].text
    tr = QCoreApplication.translate
    assert text == (tr("Auteurs", "Yes!") if rec["hit"] else tr("Auteurs", "No, I don't have it."))
    assert b.bubbles()[0].text.startswith(NAMES[target])


def test_keyboard_alone_digit_or_arrows_then_card_then_enter(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    view = window.view
    # arrows then Enter choose the player, the arrows the card, Enter asks
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert window.view.table.pick_kind == "player"
    first = window.view.table.pick_current
    QTest.keyClick(view, Qt.Key.Key_Right)
    second = window.view.table.pick_current
    assert second != first
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert b.prompt.isVisible() and b.prompt_target == second
    QTest.keyClick(view, Qt.Key.Key_Escape)                  # back: another player
    assert not b.prompt.isVisible()
    # a digit past the last player is said, not ignored
    QTest.keyClick(view, Qt.Key.Key_9)
    assert not b.prompt.isVisible() and window.view.table.pick_kind is None
    others = window.controller.setup.players - 1
    assert window.statusBar().currentMessage() == QCoreApplication.translate(
        "Auteurs", "There are {n} other players: press 1 to {n}.").format(n=others)
    # the digit 2: the second player clockwise from the left
    QTest.keyClick(view, Qt.Key.Key_2)
    assert b.prompt.isVisible() and b.prompt_target == 2
    start_sel = b.prompt.selected
    QTest.keyClick(view, Qt.Key.Key_Right)
    chosen = b.prompt.selected
    assert chosen != start_sel and chosen in window.controller.legal(0)
    before = len(asks(window))
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(asks(window)) > before, timeout=3000)
    assert asks(window)[before]["card"] == str(chosen.card) and asks(window)[before]["target"] == 2


def _known_miss(window, seat=0):
    """An ask the state knows misses (a test may look at the engine)."""
    st = window.controller.state
    for a in window.controller.legal(seat):
        if a.card not in st.hands[a.target]:
            return a
    return None


def _known_hit(window, seat=0):
    st = window.controller.state
    for a in window.controller.legal(seat):
        if a.card in st.hands[a.target]:
            return a
    return None


def test_a_miss_passes_the_turn_and_the_log_lists_the_asks(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    ctl = window.controller
    miss = _known_miss(window)
    assert miss is not None
    assert b.open_prompt(miss.target)
    before = len(asks(window))
    QTest.mouseClick(b.prompt.button(miss), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(asks(window)) > before, timeout=5000)
    assert asks(window)[before]["hit"] is False
    # the turn passed left: the next seat asked (the computers ask at once)
    qtbot.waitUntil(lambda: len(asks(window)) > before + 1, timeout=5000)
    assert asks(window)[before + 1]["seat"] == 1
    # the log lists every ask of the deal, and J hides and shows it
    qtbot.waitUntil(lambda: my_turn(window, 0) or ctl.state.is_over, timeout=15000)
    log = b.journal.plain_text()
    lines = [ln for ln in log.splitlines() if "→" in ln]
    assert len(lines) == len(asks(window))
    assert lines[before].startswith("Vous → " + NAMES[miss.target])
    assert b.journal.isVisible()
    QTest.keyClick(window.view, Qt.Key.Key_J)
    assert not b.journal.isVisible()
    QTest.keyClick(window.view, Qt.Key.Key_J)
    assert b.journal.isVisible()


def test_long_names_alike_stay_apart_in_the_ask_log(qtbot, window):
    start(window, names=["Léa", "Ordinateur 1", "Ordinateur 2", "Marie-Christine"])
    wait_turn(qtbot, window, 0)
    b = beh(window)
    assert [b.log_name(s) for s in range(4)] == ["Léa", "Ordinat… 1", "Ordinat… 2", "Marie-Chr…"]
    start(window, names=["Léa", "Ordinateur 1", "Ordinateur 11", "Bob"])
    wait_turn(qtbot, window, 0)
    b = beh(window)
    names = [b.log_name(s) for s in range(4)]
    assert len(set(names)) == 4 and all(len(x) <= b.LOG_NAME_CHARS for x in names), names


def test_a_hit_flies_the_card_and_a_poisson_is_laid_in_front_of_its_owner(qtbot, window):
    start(window, seed=3)
    ctl = window.controller
    b = beh(window)
    # play hits until a poisson is laid by someone (computers too)
    for _ in range(200):
        qtbot.waitUntil(lambda: my_turn(window, 0) or ctl.state.is_over, timeout=15000)
        pv = ctl.public_view()
        if any(len(p) for p in pv["poissons"]) and len(pv["laid"]) > sum(1 for x in pv["laid"] if x[2] == 0):
            break
        a = _known_hit(window) or ctl.legal(0)[0]
        hit = a.card in ctl.state.hands[a.target]
        assert b.open_prompt(a.target, default=a)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        if hit:
            qtbot.waitUntil(lambda a=a: not window.view.table.queue.busy and any(
                i.card == a.card for i in hand_items(window) + b.books_pile(0).items), timeout=5000)
            item = next(i for i in hand_items(window) + b.books_pile(0).items if i.card == a.card)
            assert item.face_up                                          # in my hand (sorted) or a poisson
            ranks = [i.card.rank for i in hand_items(window)]
            assert ranks == sorted(ranks)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=5000)
    pv = ctl.public_view()
    for s in range(4):
        books = b.books_pile(s).items
        assert sorted(str(i.card) for i in books) == sorted(
            str(c) for r in pv["poissons"][s] for c in _rank_cards(r))
        assert all(i.face_up for i in books)
        assert str(len(pv["poissons"][s])) in window.view.table.plates[s].status
        assert str(pv["tokens"][s]) in window.view.table.plates[s].score
    assert "★" in b.journal.plain_text()


def _rank_cards(rank):
    from cardtable.engine import Card
    from cardtable.engine.cards import SUITS
    return [Card(rank, s) for s in SUITS]


def test_hot_seat_two_humans_behind_the_curtain(qtbot, window):
    start(window, humans=(0, 1))
    ctl = window.controller
    director = window.director
    b = beh(window)
    qtbot.waitUntil(lambda: director.curtain.isVisible(), timeout=10000)
    assert director.private_items_face_up() == []
    first = director.pending_human
    QTest.mouseClick(director.curtain, Qt.MouseButton.LeftButton)
    assert director.viewer == first
    wait_turn(qtbot, window, first)
    assert [str(i.card) for i in hand_items(window, first)] == ctl.view(first)["hand"]
    other = 1 - first
    assert all(i.card is None or not i.face_up for i in hand_items(window, other))
    miss = _known_miss(window, first)
    assert b.open_prompt(miss.target, default=miss)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    # a miss: the hand is hidden; the next human gets the curtain
    qtbot.waitUntil(lambda: director.curtain.isVisible() or ctl.state.is_over, timeout=15000)
    assert director.private_items_face_up() == []
    assert director.pending_human == other
    QTest.mouseClick(director.curtain, Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window, other)
    assert [str(i.card) for i in hand_items(window, other)] == ctl.view(other)["hand"]
    assert all(not i.face_up for i in hand_items(window, first))
    assert window.view.table.bottom_seat == other


def test_resume_mid_deal_rebuilds_the_table(qtbot, window):
    start(window)
    ctl = window.controller
    b = beh(window)
    for _ in range(2):
        wait_turn(qtbot, window, 0)
        a = _known_miss(window)
        assert b.open_prompt(a.target, default=a)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: 0 not in ctl.to_act() or ctl.state.is_over, timeout=5000)
    wait_turn(qtbot, window, 0)
    saved = ctl.state.to_json()
    setup = ctl.setup
    ctl.stop()
    ctl.start(setup, load_game(saved))
    wait_turn(qtbot, window, 0)
    b = beh(window)
    v = ctl.view(0)
    assert [str(i.card) for i in hand_items(window)] == v["hand"]
    assert all(i.face_up for i in hand_items(window))
    for s in range(4):
        assert len(hand_items(window, s)) == v["counts"][s]
        assert len(b.books_pile(s).items) == 4 * len(v["poissons"][s])
    lines = [ln for ln in b.journal.plain_text().splitlines() if "→" in ln]
    assert len(lines) == len(v["history"]) >= 2
    # and the game goes on from there
    target = some_target(window)
    click_scene(window, plate_centre(window, target))
    before = len(asks(window))
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(asks(window)) > before, timeout=5000)


def test_scoresheet_after_a_deal(qtbot, window):
    start(window, humans=(), deals=2)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.state is not None and len(ctl.public_view()["results"]) >= 1
                    and not window.view.table.queue.busy, timeout=60000)
    model = window.scoresheet.model
    pv = ctl.public_view()
    results = pv["results"]
    assert model.rowCount() == len(results) + 1
    seen = set()
    for c in range(model.columnCount()):
        group, col = model.column_info(c)
        cell = model.cell(0, c)
        assert cell.tooltip, col.key
        seen.add(col.key)
        rec = results[0]
        if col.key == "poissons":
            assert cell.value == rec["poissons"][group]
        elif col.key == "delta":
            assert cell.value == rec["delta"][group] == 4 * rec["poissons"][group] - 13
        elif col.key == "total":
            assert cell.value == pv["start_tokens"] + rec["delta"][group]
    assert seen == {"poissons", "delta", "total"}
    assert sum(results[0]["poissons"]) == 13


def test_an_illegal_ask_is_refused_with_the_engines_reason(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    held = hand_items(window)[0].card
    before = len(asks(window))
    with qtbot.waitSignal(window.controller.illegal, timeout=3000) as sig:
        b.submit(Ask(1, held))
    assert sig.args[0]
    assert 0 in window.controller.to_act() and len(asks(window)) == before


def test_demo_exit_prints_totals():
    """A whole demo game prints its totals and quits (seed 26: one of the
    shortest games of Intermédiaire players, under 200 moves)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-m", "cardtable", "--demo", "auteurs", "--seed", "26", "--exit"],
                       capture_output=True, text=True, cwd=ROOT, timeout=300, env=env)
    assert r.returncode == 0, r.stderr[-3000:]
    data = json.loads(r.stdout.strip().splitlines()[-1])
    assert data["game"] == "auteurs" and data["seed"] == 26 and len(data["totals"]) == 4
    # each poisson moves one token from each other player: the tokens add up
    assert sum(data["totals"]) == 4 * 25


@pytest.mark.parametrize("size,dock", [((1024, 600), True), ((1024, 600), False), ((1366, 768), True),
                                       ((1600, 1000), True)])
def test_the_card_prompt_covers_neither_the_hand_nor_the_plates(qtbot, window, players, size, dock):
    """The "which card?" panel (every rank held: the biggest) never lies over
    the person's cards or own plate, down to a 1024x600 screen (with the
    scoresheet beside the table or closed), nor over the asked player's
    plate from 1366x768 up; its card pictures are the hand's size."""
    from PySide6.QtWidgets import QDockWidget
    if not dock:
        for d in window.findChildren(QDockWidget):
            d.hide()
    window.resize(*size)
    start(window)
    wait_turn(qtbot, window, 0)
    players.gate = threading.Event()
    b = beh(window)
    view = window.view
    for target in list(b.askable(0)):
        assert b.open_prompt(target)
        p = b.prompt
        qtbot.waitUntil(p.isVisible, timeout=2000)
        # the panel's rectangle in scene coordinates
        tl = view.viewport().mapFromGlobal(p.mapToGlobal(QPoint(0, 0)))
        panel = view.mapToScene(tl.x(), tl.y(), p.width(), p.height()).boundingRect()
        for item in hand_items(window):
            assert not panel.intersects(item.sceneBoundingRect()), (size, target, str(item.card))
        assert not panel.intersects(view.table.plates[0].sceneBoundingRect()), (size, target)
        if size[1] >= 768:
            assert not panel.intersects(view.table.plates[target].sceneBoundingRect()), (size, target)
        assert p.button(p.choices[0].value).iconSize().width() >= round(view.table.big_w)
        b.hide_prompt()


def test_a_resize_with_a_card_chosen_in_the_prompt_keeps_the_choice(qtbot, window):
    """Found by the monkey test: the window resized while a card was chosen in the
    open prompt raised TypeError (the choice was called like a method)."""
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    target = some_target(window)
    assert b.open_prompt(target)
    legal = [a for a in window.controller.legal(0) if a.target == target]
    assert b.prompt.select(legal[-1])
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: b.prompt.isVisible() and b.prompt.selected == legal[-1], timeout=5000)
    window.resize(1280, 820)
    qtbot.waitUntil(lambda: b.prompt.isVisible() and b.prompt.selected == legal[-1], timeout=5000)


def test_a_plate_clicked_while_the_hit_card_still_flies_opens_the_prompt(qtbot, window):
    """After a hit the person asks again: a click on a plate while the card
    still flies in (the table busy) is kept and opens the prompt when the
    turn opens, instead of doing nothing (one click is enough)."""
    start(window)
    wait_turn(qtbot, window, 0)
    window.settings.set("speed", "normal")          # the hit card flies for a while
    b = beh(window)
    hit = _known_hit(window)
    if hit is None:
        pytest.skip("no hit in this deal")
    assert b.submit(hit)
    qtbot.waitUntil(lambda: window.view.table.queue.busy, timeout=5000)
    target = next(t for t in range(1, 4) if window.controller.state.hands[t])
    click_scene(window, plate_centre(window, target))
    assert not b.prompt.isVisible()
    qtbot.waitUntil(lambda: b.prompt.isVisible() and b.prompt_target == target, timeout=15000)


def test_the_end_of_the_game_in_the_status_bar_is_plain_text(qtbot, window):
    """The final tokens are written in the status bar without markup or
    entities ("Vous\u00a040, Léa\u00a016", never "Vous&nbsp; 40 ,")."""
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    b._ev_game_over({"totals": [40, 16, 24, 20], "winners": [0]})
    qtbot.waitUntil(lambda: b.game_ended, timeout=5000)
    text = window.statusBar().currentMessage()
    assert "&" not in text and "<" not in text, text
    assert "Vous\u00a040, Léa\u00a016, Hugo\u00a024, Chloé\u00a020." in text, text


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_ask_prompt_shows_hand_sized_cards_in_pages_and_marks_the_held_ones(qtbot, window, size):
    """Every card picture of the ask prompt is at least as wide as the cards
    of the person's hand; the cards held carry the "You have it" ribbon; the
    panel lies inside the table; when the choices need several pages, the
    arrows reach every enabled card across the pages and Page Down turns the
    page; a click on a card of the second page asks for it."""
    window.resize(*size)
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    view = window.view
    hand_w = round(view.table.big_w)
    target = some_target(window)
    assert b.open_prompt(target)
    p = b.prompt
    assert view.viewport().rect().contains(p.geometry())
    held = {i.card for i in hand_items(window)}
    tr = QCoreApplication.translate
    for ch in p.choices:
        btn = p.button(ch.value)
        assert btn.iconSize().width() >= hand_w, (btn.iconSize(), hand_w)
        if ch.card in held:
            assert ch.badge == tr("Auteurs", "You have it") and not ch.enabled
        else:
            assert ch.badge == ""
    # the held card's picture is drawn with its ribbon (not Qt's grey alone)
    held_choice = next(ch for ch in p.choices if ch.card in held)
    btn = p.button(held_choice.value)
    img = btn.icon().pixmap(btn.iconSize(), QIcon.Mode.Disabled).toImage()
    mid = img.pixelColor(img.width() // 2, img.height() // 2)
    assert mid.blue() > mid.red() + 12 and mid.red() > 150, mid.name()      # the pale blue ribbon
    enabled = [c.value for c in p.choices if c.enabled]
    if p.page_count > 1:
        assert len(p.visible_values()) < len(p.choices)
        first_page = p.page
        QTest.keyClick(view, Qt.Key.Key_PageDown)
        assert p.page == first_page + 1 and p.selected in p.visible_values()
        QTest.keyClick(view, Qt.Key.Key_PageUp)
        assert p.page == first_page
    seen = set()
    for _ in range(len(enabled)):
        seen.add(p.selected)
        assert p.selected in p.visible_values() and p.button(p.selected).isVisible()
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert seen == set(enabled)
    # a card shown on the last page: clicked, it is asked for
    p.show_page(p.page_count - 1)
    pick = next(v for v in reversed(p.visible_values()) if v in enabled)
    before = len(asks(window))
    QTest.mouseClick(p.button(pick), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(asks(window)) > before, timeout=5000)
    assert (asks(window)[before]["target"], asks(window)[before]["card"]) == (pick.target, str(pick.card))


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_down_in_the_card_picker_goes_to_the_card_below(qtbot, window, size):
    """The picker's grid holds whole ranks a row: ↓ (a real key at the table)
    goes to the same suit in the row below, turning the page when
    that row is on the next one, and ↑ comes back; → is still the next card."""
    window.resize(*size)
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    view = window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_1)
    p = b.prompt
    qtbot.waitUntil(lambda: p.isVisible(), timeout=5000)
    cols = p.grid_columns
    assert cols % 4 == 0 and p.rows > 1              # whole ranks a row
    values = [c.value for c in p.choices]
    ranks = sorted({v.card.rank for v in values})

    def cell(v):
        return divmod(values.index(v), cols)
    start_at = next(v for v in values
                    if p.choices[values.index(v)].enabled and cell(v)[0] < p.rows - 1
                    and any(c.enabled and divmod(i, cols)[0] == cell(v)[0] + 1 and divmod(i, cols)[1] == cell(v)[1]
                            for i, c in enumerate(p.choices)))
    p.select(start_at)
    row, col = cell(start_at)
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert cell(p.selected) == (row + 1, col), (start_at, p.selected)
    assert p.selected.card.suit == start_at.card.suit
    assert ranks.index(p.selected.card.rank) == ranks.index(start_at.card.rank) + cols // 4
    assert p.selected in p.visible_values() and p.button(p.selected).isVisible()
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert p.selected == start_at
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert p.selected == next(v for v in values[values.index(start_at) + 1:] if p.choices[values.index(v)].enabled)


def test_at_1024x600_the_ask_log_keeps_each_line_whole_and_covers_no_cards(qtbot, window):
    """With long names on a 1024x600 screen, after many asks the log shows
    each ask on one line ("✗ non" never alone on a line) and lies over no
    hand, no poisson and no plate."""
    window.resize(1024, 600)
    names = ["Vous", "Marie-Charlotte", "Jean-Baptiste", "Anne-Sophie"]
    start(window, names=names)
    b = beh(window)
    for _ in range(40):
        wait_turn(qtbot, window, 0, timeout=30000)
        if sum(1 for ln in b.journal_lines if "→" in ln) >= 8:
            break
        miss = _known_miss(window) or window.controller.legal(0)[0]
        assert b.submit(miss)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=10000)
    b.refresh_journal()
    j = b.journal
    assert j.isVisible()
    rows = j.body_text().count("<p ")
    assert rows >= 4
    line = j.line_height()
    assert j.body.height() <= rows * line + 8, (j.body.height(), rows, line, j.body_text(), j.geometry(), j.body.width())
    geo = j.geometry()
    for r in b.journal_avoid():
        assert not geo.intersects(r.adjusted(4, 4, -4, -4)), (geo, r)
    for seat in range(4):
        for pile in (b.hand_pile(seat), b.books_pile(seat)):
            for item in pile.items:
                box = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                assert not geo.intersects(box), (seat, pile.kind, str(item.card))


def _grow_the_log(qtbot, window, asks=30):
    """The deal played on (the person missing on purpose) until the ask log
    holds ``asks`` asks, then the person's turn at rest."""
    b = beh(window)
    for _ in range(3 * asks):
        wait_turn(qtbot, window, 0, timeout=30000)
        if sum(1 for ln in b.journal_lines if "→" in ln) >= asks:
            break
        miss = _known_miss(window) or window.controller.legal(0)[0]
        assert b.submit(miss)
    wait_turn(qtbot, window, 0, timeout=30000)
    assert sum(1 for ln in b.journal_lines if "→" in ln) >= asks


def _log_at_each_card_size(qtbot, window):
    """For each card size in turn, the table laid out at rest and the ask
    log placed and shown: (the size, the log's rect)."""
    b, view = beh(window), window.view
    for size in CARD_SIZES:
        window.display_actions.set_size(size)
        qtbot.waitUntil(lambda: not view.table.queue.busy, timeout=5000)
        b.refresh_journal()
        assert b.journal.isVisible(), size
        yield size, b.journal.geometry()


def _log_corner(b):
    """Which corner (or middle of a side) of the table the ask log lies in:
    the edges it keeps to, left, right or the middle, top or bottom."""
    g, v = b.journal.geometry(), b.viewport_rect()
    if g.left() <= 16:
        across = "left"
    elif g.right() >= v.width() - 16:
        across = "right"
    elif abs(g.center().x() - v.width() // 2) <= 16:
        across = "middle"
    else:
        across = f"x={g.left()}"
    down = "top" if g.top() <= 16 else "bottom" if g.bottom() >= v.height() - 16 else f"y={g.top()}"
    return across, down


@pytest.mark.parametrize("count", [4, 5], ids=["4p", "5p"])
def test_the_grown_ask_log_stays_beside_the_card_prompt_clear_of_the_asked_player(qtbot, window, count):
    """At 1366x768 with the scoresheet open and the ask log grown tall, at
    every card size, the card prompt for each opponent is laid out beside
    the log, which stays in view where it was (the family's memory aid while
    the person chooses): the prompt lies clear of the log and of the asked
    player's plate and shows at least one whole rank a page; the log is
    still there when the prompt closes (Esc)."""
    window.resize(1366, 768)
    start(window, players=count)
    _grow_the_log(qtbot, window)
    b = beh(window)
    j, view = b.journal, window.view
    for size, at in _log_at_each_card_size(qtbot, window):
        for target in b.askable(0):
            assert b.open_prompt(target)
            p = b.prompt
            assert j.isVisible() and j.geometry() == at, (size, target)
            assert not p.geometry().intersects(j.geometry()), (size, target, p.geometry(), j.geometry())
            assert not p.geometry().intersects(b.plate_rect(target)), (size, target, p.geometry())
            assert len(p.visible_values()) >= min(4, len(p.choices)), (size, target, p.page_count)
            QTest.keyClick(view, Qt.Key.Key_Escape)
            assert not p.isVisible()
            assert j.isVisible() and j.geometry() == at, (size, target)


@pytest.mark.parametrize("count", [4, 5], ids=["4p", "5p"])
def test_at_1024x600_the_ask_log_steps_aside_for_the_card_prompt_only_to_keep_the_asked_player_in_sight(
        qtbot, window, count):
    """On a 1024x600 screen with the log grown tall, at every card size and
    for each opponent: a log kept beside the prompt lies clear of it, where
    it was, and the prompt shows at least one whole rank a page and lies
    over the asked player's plate only when it would without the log too;
    a log that stepped aside did so because beside it the prompt lay over
    the asked player's plate (J brings it back and shows so) or had no room
    at all (J says so), and is back where it was when the prompt closes."""
    window.resize(1024, 600)
    start(window, players=count)
    _grow_the_log(qtbot, window)
    b = beh(window)
    j, p, view = b.journal, b.prompt, window.view
    tr = QCoreApplication.translate
    no_room = tr("Auteurs", "No room for the ask log beside the card prompt: it is back when the prompt closes.")
    seen = {"kept": 0, "aside": 0}
    for size, at in _log_at_each_card_size(qtbot, window):
        for target in b.askable(0):
            asked = b.plate_rect(target)
            QTest.keyClick(view, Qt.Key.Key_J)           # the log hidden: the room the prompt has without it
            assert not j.isVisible()
            assert b.open_prompt(target)
            alone_covers = p.geometry().intersects(asked)
            QTest.keyClick(view, Qt.Key.Key_Escape)
            QTest.keyClick(view, Qt.Key.Key_J)
            assert j.isVisible() and j.geometry() == at
            assert b.open_prompt(target)
            if j.isVisible():
                seen["kept"] += 1
                assert j.geometry() == at, (size, target)
                assert not p.geometry().intersects(j.geometry()), (size, target, p.geometry(), j.geometry())
                assert len(p.visible_values()) >= min(4, len(p.choices)), (size, target, p.page_count)
                assert alone_covers or not p.geometry().intersects(asked), (size, target, p.geometry(), asked)
            else:
                seen["aside"] += 1
                covers_aside = p.geometry().intersects(asked)
                QTest.keyClick(view, Qt.Key.Key_J)      # the log back beside the prompt, if it can be
                if j.isVisible():
                    assert not p.geometry().intersects(j.geometry()), (size, target)
                    # beside the log the asked player's plate is covered; aside, it was not
                    assert p.geometry().intersects(asked) and not covers_aside, (size, target)
                else:
                    assert window.statusBar().currentMessage() == no_room, (size, target)
            QTest.keyClick(view, Qt.Key.Key_Escape)
            assert not p.isVisible()
            assert j.isVisible() and j.geometry() == at, (size, target)
    assert seen["kept"], seen


@pytest.mark.parametrize("screen", [(1024, 600), (1366, 768)], ids=["1024x600", "1366x768"])
@pytest.mark.parametrize("seed", [5, 11])
@pytest.mark.parametrize("count", [4, 5], ids=["4p", "5p"])
def test_the_ask_log_keeps_its_corner_from_turn_to_turn(qtbot, window, count, seed, screen):
    """On a 1024x600 or 1366x768 screen the ask log is in the same corner at
    each of the person's turns while the deal goes on: poissons laid, hands
    grown and shrunk, the log grown (the eye finds it where it was; it shows
    fewer lines, or wraps them, rather than move), and it lies over no
    hand, no plate and no poisson.  The scoresheet closed, as a small screen
    shows the table at the deal's start."""
    window.resize(*screen)
    start(window, players=count, seed=seed)
    for d in window.findChildren(QDockWidget):
        d.hide()
    b = beh(window)
    j, queue = b.journal, window.view.table.queue
    rng = random.Random(7)
    places, laid, hands = [], [], set()
    for _ in range(80):
        wait_turn(qtbot, window, 0, timeout=30000)
        qtbot.waitUntil(lambda: not queue.busy, timeout=10000)
        assert j.isVisible()
        places.append(_log_corner(b))
        for seat in range(count):
            for pile in (b.hand_pile(seat), b.books_pile(seat)):
                r = b.pile_rect(pile)
                assert r is None or not r.intersects(j.geometry()), (seat, pile.kind, r, j.geometry())
            assert not b.plate_rect(seat).intersects(j.geometry()), (seat, j.geometry())
        laid.append(sum(len(p) for p in b.poissons))
        hands.add(tuple(b.counts))
        if laid[-1] >= 6 or b.counts[0] <= 3:
            break                              # the person may soon have no turn left
        ask = _known_hit(window) if rng.random() < 0.6 else None
        assert b.submit(ask or rng.choice(window.controller.legal(0)))
    assert laid[-1] > laid[0] and len(hands) > 3, (laid, hands)    # the deal went on between the turns seen
    assert len(set(places)) == 1, places


@pytest.mark.parametrize("seed", [5, 11])
def test_on_a_netbook_at_five_the_ask_log_moves_only_when_its_place_is_taken(qtbot, window, seed):
    """Five players at 1024x600, a whole deal, the card picker opened at each
    of the person's turns: the log stays where it is from turn to turn (it
    wandered between free spots as hands grew and shrank, dozens of times a
    deal); when it does move, a card, a plate or a poisson now lies where it
    was, and it never lies over one."""
    window.resize(1024, 600)
    start(window, players=5, seed=seed)
    for d in window.findChildren(QDockWidget):
        d.hide()
    b = beh(window)
    j, queue = b.journal, window.view.table.queue
    rng = random.Random(3)
    places: list[QRect] = []
    for _ in range(300):
        try:
            qtbot.waitUntil(lambda: my_turn(window, 0) or window.controller.state.is_over, timeout=30000)
        except Exception:
            break
        if window.controller.state.is_over:
            break
        qtbot.waitUntil(lambda: not queue.busy, timeout=10000)
        assert j.isVisible()
        here = j.geometry()
        taken = [r for r in b.journal_avoid() if r.intersects(here)]
        assert not taken, (here, taken)
        if places and _log_edges(b, here) != _log_edges(b, places[-1]):
            # moved: only because something lies where it was
            assert [r for r in b.journal_avoid() if r.intersects(places[-1])], (places[-1], here)
        places.append(here)
        targets = b.askable(0)
        if targets and b.open_prompt(rng.choice(targets)):
            b.hide_prompt()                        # the picker looked at, then closed
            b.refresh_journal()
        ask = _known_hit(window) if rng.random() < 0.6 else None
        assert b.submit(ask or rng.choice(window.controller.legal(0)))
    assert len(places) >= 10, len(places)
    moves = sum(1 for a, c in zip(places, places[1:], strict=False) if _log_edges(b, a) != _log_edges(b, c))
    assert moves <= 3, (moves, [p.topLeft() for p in places])


def _log_edges(b, r: QRect) -> tuple[int, int]:
    """The edges the log keeps to where it lies: its right edge in the right
    of the table, its middle in the middle (else its left), its bottom in the
    bottom (else its top)."""
    v = b.viewport_rect()
    if r.right() >= v.right() - 24:
        across = r.right()
    elif r.left() > 24 and abs(r.center().x() - v.center().x()) <= 16:
        across = -1                          # the middle, whatever its width
    else:
        across = r.left()
    return (across, r.bottom() if r.bottom() >= v.bottom() - 24 else r.top())


@pytest.mark.parametrize(("count", "size", "room", "screen"),
                         [(5, "large", True, (1200, 700)), (5, "medium", True, (1100, 640)),
                          (4, "large", False, (1024, 600))],
                         ids=["room-beside", "room-beside-smaller", "no-room"])
def test_j_brings_back_the_ask_log_that_stepped_aside_for_the_card_prompt(qtbot, window, count, size, room, screen):
    """With the card prompt open and the log stepped aside for it (beside
    the log the prompt would lie over the asked player's plate, or find no
    room at all), J shows the log again and lays the prompt out beside it,
    never under it, now over the asked player's plate (the status says the
    log is shown), or, with no room for both, says that the log is back
    when the prompt closes; J hides a log shown beside the prompt (kept in
    the settings) and the prompt takes its room, clear of the asked
    player's plate again; closing the prompt leaves the log as J last set
    it."""
    window.resize(*screen)
    window.display_actions.set_size(size)
    start(window, players=count)
    _grow_the_log(qtbot, window)
    b = beh(window)
    b.refresh_journal()
    j, p, view = b.journal, b.prompt, window.view
    tr = QCoreApplication.translate
    for target in b.askable(0):
        assert b.open_prompt(target)
        if j.isVisible():
            QTest.keyClick(view, Qt.Key.Key_Escape)
            continue                         # the log kept: not the prompt this test is about
        asked = b.plate_rect(target)
        aside_shown = len(p.visible_values())
        QTest.keyClick(view, Qt.Key.Key_J)
        assert p.isVisible() and b.prompt_target == target
        if not room:
            assert not j.isVisible() and b.journal_on
            assert window.statusBar().currentMessage() == tr(
                "Auteurs", "No room for the ask log beside the card prompt: it is back when the prompt closes.")
            assert len(p.visible_values()) == aside_shown
            QTest.keyClick(view, Qt.Key.Key_Escape)
            assert not p.isVisible() and j.isVisible()
            return
        if not j.isVisible():
            QTest.keyClick(view, Qt.Key.Key_Escape)
            continue                         # no room beside this prompt: another player's may have it
        assert not p.geometry().intersects(j.geometry()), (p.geometry(), j.geometry())
        assert window.statusBar().currentMessage() == tr("Auteurs", "Ask log shown (J hides it).")
        # the person chose the log over the sight of the asked player's plate
        assert p.geometry().intersects(asked), (p.geometry(), asked)
        QTest.keyClick(view, Qt.Key.Key_J)
        assert p.isVisible() and not j.isVisible() and not b.journal_on
        assert window.statusBar().currentMessage() == tr("Auteurs", "Ask log hidden (J shows it).")
        assert not p.geometry().intersects(asked), (p.geometry(), asked)
        assert len(p.visible_values()) >= min(4, len(p.choices))
        QTest.keyClick(view, Qt.Key.Key_Escape)
        assert not p.isVisible() and not j.isVisible()
        QTest.keyClick(view, Qt.Key.Key_J)
        assert j.isVisible() and b.journal_on
        return
    pytest.fail("no prompt the log stepped aside for" + ("" if not room else ", with room beside it"))


def test_each_plate_shows_the_digit_that_asks_that_player(qtbot, window, players):
    """The status bar says "keys 1–3": at the person's turn each opponent's
    plate shows its digit (clockwise from the left), the digit opens the
    prompt for that very plate, and the digits go when the turn passes."""
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    plates = window.view.table.plates
    assert plates[0].key == ""
    for k in (1, 2, 3):
        assert plates[k % 4].key == str(k)
        tr = QCoreApplication.translate
        assert tr("NamePlate", "key {key}").format(key=k) in plates[k % 4].accessible_text()
    for k in (3, 1):
        if k % 4 not in b.askable(0):
            continue
        QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{k}"))
        assert b.prompt.isVisible() and b.prompt_target == k % 4
        QTest.keyClick(window.view, Qt.Key.Key_Escape)
    players.gate = threading.Event()            # the computers wait: the turn stays theirs
    miss = _known_miss(window)
    assert miss is not None and b.submit(miss)
    qtbot.waitUntil(lambda: 0 not in window.controller.to_act(), timeout=5000)
    qtbot.waitUntil(lambda: all(p.key == "" for p in plates.values()), timeout=5000)


def _position_with_seat_0_out(deals=2):
    """A real position (random legal play, engine alone) where seat 0 has no
    cards left and the others still play the deal."""
    from cardtable.engine import new_game
    for seed in range(1, 200):
        st = new_game("auteurs", seed=seed, players=4, options={"deals": deals})
        rng = random.Random(seed)
        while not st.is_over and st.view(0)["deal"] == 1:
            v = st.view(0)
            if v["counts"][0] == 0 and sum(v["counts"][1:]) >= 8 and 0 not in st.to_act():
                return st
            seat = min(st.to_act())
            st.apply(seat, rng.choice(st.legal_actions(seat)))
    raise AssertionError("no position found")


def test_with_no_cards_left_the_person_may_speed_up_or_skip_to_the_end_of_the_deal(qtbot, window):
    """A person with no cards left watches the computers finish the deal: a
    bar offers "Speed up" (the durations shrink) and "Skip to the end of the
    deal" (none at all); the deal's count is then shown at the person's own
    speed, which is back as it was.  The engine played every move."""
    window.settings.set("speed", "normal")
    st = _position_with_seat_0_out()
    setup = GameSetup("auteurs", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(NAMES)],
                      {"deals": 2}, 5)
    ctl = window.controller
    ctl.start(setup, st)
    ctl.autosave_enabled = False
    b = beh(window)
    d = window.view.durations
    qtbot.waitUntil(lambda: b.hurry_bar is not None and b.hurry_bar.isVisible(), timeout=20000)
    tr = QCoreApplication.translate
    assert b.hurry_bar.title.text() == tr("Auteurs", "You have no cards left: the computers finish the deal.")
    buttons = {btn.text(): btn for btn in b.hurry_bar.findChildren(QPushButton) if btn.isVisible()}
    normal_think = d["think"]
    QTest.mouseClick(buttons[tr("Table", "Speed up")], Qt.MouseButton.LeftButton)
    assert 0 < d["think"] < normal_think
    qtbot.waitUntil(lambda: tr("Table", "Normal speed") in
                    [btn.text() for btn in b.hurry_bar.findChildren(QPushButton) if btn.isVisible()], timeout=5000)
    skip = next(btn for btn in b.hurry_bar.findChildren(QPushButton)
                if btn.isVisible() and btn.text() == tr("Table", "Skip to the end of the deal"))
    QTest.mouseClick(skip, Qt.MouseButton.LeftButton)
    assert d.off and not b.hurry_bar.isVisible()
    # the deal's count waits for the person, at their speed again
    qtbot.waitUntil(lambda: b.info_panel.isVisible(), timeout=60000)
    assert d.hurried is None and d["think"] == normal_think and not d.off
    assert ctl.state.view(0)["deal"] == 2 or ctl.state.is_over
    assert not b.hurry_bar.isVisible()



def _position_with_poissons_and_seat_0_out(players_n):
    """A real position (random legal play, engine alone) late in a deal:
    seat 0 has laid two poissons and has no cards left, every other seat has
    laid one at least and the computers still hold cards."""
    from cardtable.engine import new_game
    for seed in range(1, 400):
        st = new_game("auteurs", seed=seed, players=players_n, options={"deals": 1})
        rng = random.Random(seed)
        while not st.is_over:
            v = st.view(0)
            if v["counts"][0] == 0:
                if (len(v["poissons"][0]) >= 2 and all(v["poissons"]) and sum(v["counts"]) >= 6
                        and 0 not in st.to_act()):
                    return st
                break
            seat = min(st.to_act())
            st.apply(seat, rng.choice(st.legal_actions(seat)))
    raise AssertionError("no position found")


@pytest.mark.parametrize("players_n", [4, 5])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_hurry_bar_covers_no_poisson_and_no_plate(qtbot, window, players, size, players_n):
    """The person has no cards left: the bar « Vous n'avez plus de cartes :
    les ordinateurs finissent la donne. » stays for the rest of the deal,
    exactly while the person has nothing else to watch but the poissons.
    It covers no seat's poissons, nor the rest of any seat's line where the
    next ones will lie, nor any plate, and stays clear of them when the
    window changes size (it lay across the person's poissons, and at
    1024x600 across Jules' too: a play-test at five players)."""
    window.settings.set("speed", "normal")
    window.resize(*size)
    players.gate = threading.Event()           # the computers wait: the bar stays
    st = _position_with_poissons_and_seat_0_out(players_n)
    names = (NAMES + ["Jules"])[:players_n]
    setup = GameSetup("auteurs", players_n, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)],
                      {"deals": 1}, 5)
    ctl = window.controller
    ctl.start(setup, st)
    ctl.autosave_enabled = False
    if size[0] < 1100:
        window.ensure_scoresheet().hide()      # as a 1024x600 screen folds it away
    b = beh(window)
    sc = b.scene
    view = window.view

    def covered() -> list[str]:
        bar = b.hurry_bar.geometry()
        out = []
        for seat in range(players_n):
            for item in b.books_pile(seat).items:
                if bar.intersects(view.mapFromScene(item.sceneBoundingRect()).boundingRect()):
                    out.append(f"poisson of {seat}: {item.card}")
            line = view.mapFromScene(sc.geom(seat).books_shape()).boundingRect()
            if bar.intersects(line):
                out.append(f"line of {seat}")
        out += [f"plate {r}" for r in b.plate_rects() if bar.intersects(r)]
        return out
    qtbot.waitUntil(lambda: b.hurry_bar is not None and b.hurry_bar.isVisible(), timeout=20000)
    assert all(b.books_pile(s).items for s in range(players_n))
    assert covered() == [], (size, players_n, b.hurry_bar.geometry())
    # the window changes size: the bar is placed again, still clear of them
    before = sc.sceneRect()
    window.resize(size[0] - 86, size[1] - 38)
    qtbot.waitUntil(lambda: sc.sceneRect() != before and b.hurry_bar.isVisible(), timeout=5000)
    assert covered() == [], (size, players_n, "resized", b.hurry_bar.geometry())
    # « Accélérer »: its buttons change (« Vitesse normale »), the bar keeps room for its words and buttons
    bar = b.hurry_bar
    bar.first_button().click()
    buttons = [bar.buttons.itemAt(i).widget() for i in range(bar.buttons.count())]
    assert [x.text() for x in buttons][0] == "Vitesse normale"
    assert all(x.isVisible() and x.height() >= x.sizeHint().height() for x in buttons), [x.geometry() for x in buttons]
    assert bar.height() >= bar.layout_.minimumSize().height()
    assert bar.title.height() >= bar.title.heightForWidth(bar.title.width())
    assert covered() == [], (size, players_n, "hurried", bar.geometry())


def test_the_hint_says_which_ask_and_why(qtbot, window, monkeypatch):
    """H asks the Difficile player (the real one, not the scripted seats): the status
    line names the ask and gives its one-line reason, in French."""
    import cardtable.ai
    from cardtable.ai.auteurs import DifficilePlayer
    start(window)
    wait_turn(qtbot, window, 0)
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: DifficilePlayer(seed))
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.controller.hint_reason is not None, timeout=15000)
    qtbot.waitUntil(lambda: "Conseil" in window.statusBar().currentMessage(), timeout=5000)
    line = window.statusBar().currentMessage()
    assert "\n" not in line
    assert any(word in line for word in ("donnes", "sûr", "demande")), line
    # the picker opened on the hint; closed, then opened again with the asked
    # player's digit, it still has the hinted card chosen and marked
    b = window.director.behaviour
    qtbot.waitUntil(lambda: b.prompt.isVisible() and b.prompt.selected is not None, timeout=5000)
    hinted = b.prompt.selected
    QTest.keyClick(b.prompt, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not b.prompt.isVisible(), timeout=5000)
    window.view.setFocus()
    QTest.keyClick(window.view, str((hinted.target - 0) % 4))
    qtbot.waitUntil(lambda: b.prompt.isVisible(), timeout=5000)
    assert b.prompt.selected == hinted
    assert [c.value for c in b.prompt._choices if c.hint] == [hinted]


@pytest.mark.parametrize("players_n", [4, 5])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600), (1700, 1050)])
def test_each_seats_poissons_stay_in_their_own_place(qtbot, window, players, size, players_n):
    """Thirteen poissons laid in front of every seat at once (more than a deal
    ever lays, so any real share of the thirteen fits): no card of a seat's
    poissons lies over another seat's poissons, over any hand (the person's
    own included) or over any plate."""
    from PySide6.QtGui import QPolygonF

    from cardtable.engine import Card
    from cardtable.engine.cards import SUITS
    window.resize(*size)
    players.gate = threading.Event()           # the computers wait: nothing moves
    start(window, players=players_n)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy and window.controller.state is not None, timeout=10000)
    b = beh(window)
    sc = b.scene
    for seat in range(players_n):
        books = b.books_pile(seat)
        for r in range(1, 14):
            if r in b.poissons[seat]:
                continue
            for s in SUITS:
                item = sc.new_card(Card(r, s), True)
                item.seat = seat
                books.items.append(item)
        assert len(books.items) >= 52
    sc.relayout(0)

    def shape(item):
        return item.mapToScene(item.card_rect())

    def plate_shape(seat):
        plate = sc.plates[seat]
        w, h = plate.size()
        return QPolygonF(plate.mapToScene(QRectF(-w / 2, -h / 2, w, h)))
    for seat in range(players_n):
        mine = [shape(i) for i in b.books_pile(seat).items]
        others = [(f"poissons of {t}", shape(i)) for t in range(players_n) if t != seat for i in b.books_pile(t).items]
        others += [(f"hand of {t}", shape(i)) for t in range(players_n) for i in b.hand_pile(t).items]
        others += [(f"plate of {t}", plate_shape(t)) for t in range(players_n)]
        for card_shape in mine:
            assert window.view.sceneRect().contains(card_shape.boundingRect()), (size, players_n, seat)
            for what, other in others:
                assert not card_shape.intersects(other), (size, players_n, seat, what)


def _sheet_totals(window):
    model = window.scoresheet.model
    row = model.rowCount() - 1
    return [model.cell(row, c).value for c in range(model.columnCount()) if model.column_info(c)[1].total]


def test_the_scoresheet_counts_a_dealt_poisson_only_once_it_is_laid(qtbot, window, players):
    """A poisson dealt whole is paid by the engine at once, but laid on the
    table only after the deal: until then the sheet's totals are the tokens
    the plates show (the tokens at the start), then both follow the poisson."""
    players.gate = threading.Event()
    start(window, seed=3)
    ctl = window.controller
    dealt = ctl.public_view()["poissons"]
    laid_at_deal = [s for s in range(4) if dealt[s]]
    assert laid_at_deal, "seed 3 deals a poisson whole"
    b = beh(window)
    assert all(len(b.books_pile(s).items) == 0 for s in range(4))
    assert _sheet_totals(window) == [25] * 4        # as the game started
    window.scoresheet.refresh()                     # re-read, as after a count
    assert _sheet_totals(window) == [25] * 4
    window._refresh_scores()
    assert _sheet_totals(window) == [25] * 4
    qtbot.waitUntil(lambda: not window.view.table.queue.busy
                    and all(len(b.books_pile(s).items) == 4 * len(dealt[s]) for s in range(4)), timeout=10000)
    assert _sheet_totals(window) == ctl.public_view()["totals"] != [25] * 4


def _lone_journal(qtbot):
    """An ask log shown on a bare 1200x800 widget, with no table around it,
    and that widget (kept by the caller: the log dies with it)."""
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.games.auteurs import AskJournal
    host = QWidget()
    host.resize(1200, 800)
    qtbot.addWidget(host)
    host.show()
    j = AskJournal(host)
    j.show()
    return host, j


def test_a_new_ask_lays_out_its_own_line_only(qtbot):
    """The ask log keeps the labels of the lines it already shows when an ask
    adds one (laying the whole log out again at every ask froze the table
    longer as the deal went on), and starts again for a new deal."""
    from PySide6.QtWidgets import QLabel

    _host, j = _lone_journal(qtbot)
    lines = [f"Léa → Hugo : <b>{n} de cœur</b> ? non" for n in range(2, 9)]
    j.show_lines("Journal", lines, 5, "vide", 500)
    shown = [w for w in j.body.findChildren(QLabel) if w.isVisibleTo(j.body)]
    assert [w.text() for w in shown] == j.body_text().split("\n") and len(shown) == 7
    j.show_lines("Journal", [*lines, "Hugo → Léa : <b>as de pique</b> ? oui"], 5, "vide", 500)
    now = [w for w in j.body.findChildren(QLabel) if w.isVisibleTo(j.body)]
    assert now[:7] == shown and len(now) == 8 and "as de pique" in now[7].text()
    bar = j.scroll.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()      # the newest line in view at once
    j.show_lines("Journal", [], 5, "vide", 500)                     # a new deal
    assert j.body_text().count("<p ") == 1 and "vide" in j.body_text()


def test_the_ask_log_scrolls_back_to_the_first_ask_and_says_what_it_counts(qtbot, window, players):
    """With more lines than the panel shows, every line stays in the log (no
    "… (+59)"), the newest in view; the wheel scrolls back to the first; the
    title counts the asks."""
    from PySide6.QtCore import QPointF as P
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication
    window.resize(1366, 768)
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    rec = {"seat": 1, "target": 2, "card": "8H", "hit": False}
    b.journal_lines = [b.ask_line(dict(rec, card=c)) for c in ("2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H") * 9]
    b.journal_lines.append(b.poisson_line(2, 5))
    b.refresh_journal()
    j = b.journal
    assert j.isVisible()
    assert "(+" not in j.body_text()
    assert j.body_text().count("<p ") == 73
    assert j.title.text() == "Journal\u00a0: 72\u00a0demandes", j.title.text()
    bar = j.scroll.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()        # the newest line in view
    assert j.scroll.height() < j.body.height()
    for _ in range(200):
        if bar.value() == 0:
            break
        vp = j.scroll.viewport()
        pos = P(vp.width() / 2, vp.height() / 2)
        ev = QWheelEvent(pos, P(vp.mapToGlobal(pos.toPoint())), QPoint(0, 0), QPoint(0, 120), Qt.MouseButton.NoButton,
                         Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(vp, ev)
    assert bar.value() == 0                                            # back to the first ask
    # a new line does not pull the person back down while they read
    b.journal_lines.append(b.ask_line(rec))
    b.refresh_journal()
    assert bar.value() == 0


@pytest.mark.parametrize("lang,winners,expected", [
    ("fr", [0, 1], "Vous partagez la victoire avec Léa\u00a0!"),
    ("fr", [0, 1, 2], "Vous partagez la victoire avec Léa et Hugo\u00a0!"),
    ("fr", [1, 2], "Léa et Hugo partagent la victoire\u00a0!"),
    ("en", [0, 1], "You share the win with Léa!"),
    ("en", [0, 1, 3], "You share the win with Léa and Chloé!"),
    ("en", [1, 2, 3], "Léa, Hugo and Chloé share the win!"),
])
def test_a_shared_win_is_said_in_a_sentence(qtbot, window, lang, winners, expected):
    from cardtable.ui import i18n
    i18n.install(lang)
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    totals = [30 if s in winners else 10 for s in range(4)]
    b._ev_game_over({"totals": totals, "winners": winners})
    qtbot.waitUntil(lambda: b.game_ended, timeout=5000)
    assert b.end_panel.title.text() == expected


def test_after_a_tie_for_dealer_the_table_says_which_cards_were_drawn_in_which_draw(qtbot, window):
    """Léa and Hugo tie with queens, Chloé's jack is out: the text says the
    tie and its cards, in words (a screen reader reads "D♥" as letters and
    signs), before who deals, so Hugo's 5 of the redraw is not read
    against Chloé's jack."""
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    b._ev_dealer_draw({"type": "dealer_draw", "dealer": 2,
                       "draws": [["9D", "QH", "QS", "JC"], [None, "3H", "5S", None]]})
    qtbot.waitUntil(lambda: "distribue" in window.statusBar().currentMessage(), timeout=5000)
    assert window.statusBar().currentMessage() == (
        "Égalité entre Léa avec la dame de cœur et Hugo avec la dame de pique\u00a0: nouveau tirage. "
        "Hugo tire la plus forte carte et distribue.")


@pytest.mark.parametrize("laid", [3, 13])
@pytest.mark.parametrize("players_n", [4, 5])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_each_seats_poissons_read_apart_and_lie_nearest_their_owner(qtbot, window, players, size, players_n, laid):
    """Every seat lays ``laid`` poissons: each poisson lies apart from the
    seat's previous one (its top card's index shows, none hidden under
    another), and every card of them lies some way from every other
    player's plate and clearly nearer its owner's plate (the person's: or
    their hand's place) than any other, measured to the plates as drawn
    (tests/books_reading.py), so whose poisson is whose reads at a glance."""
    from books_reading import reading
    from PySide6.QtGui import QPolygonF

    from cardtable.engine import Card
    from cardtable.engine.cards import SUITS
    from cardtable.ui.cards import CARD_RATIO
    window.resize(*size)
    players.gate = threading.Event()
    start(window, players=players_n)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy and window.controller.state is not None, timeout=10000)
    b = beh(window)
    sc = b.scene
    for seat in range(players_n):
        books = b.books_pile(seat)
        books.items.clear()
        for r in range(1, laid + 1):
            for s in SUITS:
                item = sc.new_card(Card(r, s), True)
                item.seat = seat
                books.items.append(item)
    sc.relayout(0)
    geo = sc.geometry

    def dist(a, b):
        return ((a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2) ** 0.5

    def plate_shape(t):
        plate = sc.plates[t]
        w, h = plate.size()
        return QPolygonF(plate.mapToScene(QRectF(-w / 2, -h / 2, w, h)))
    for seat in range(players_n):
        g = geo.seat(seat)
        items = b.books_pile(seat).items
        firsts = [items[i].scenePos() for i in range(0, len(items), 4)]
        for a, c in zip(firsts, firsts[1:], strict=False):
            assert dist(a, c) >= 0.2 * g.won_w, (size, players_n, seat, "poissons on one another")
        own = [plate_shape(seat)]
        if g.position == 0:                 # the place of a full hand
            width, height = max(g.fan_room, g.card_w), g.card_w * CARD_RATIO
            own.append(QPolygonF(QRectF(g.hand.x() - width / 2, g.hand.y() - height / 2, width, height)))
        others = [plate_shape(t) for t in range(players_n) if t != seat]
        for item in items:
            mine, nearest, least = reading(item.mapToScene(item.card_rect()), own, others, g.won_w)
            assert nearest >= least - 0.5, (size, players_n, seat, item.card, round(mine), round(nearest))


def test_h_with_no_cards_left_says_the_computers_finish_the_deal_not_that_the_game_is_over(
        qtbot, window, monkeypatch):
    """The last deal, the person out of cards: the engine may already know
    the end while the computers' asks are still played on the table.  H then
    says what the hurry bar says, never "the game is over" before its end is
    on screen."""
    window.settings.set("speed", "normal")
    st = _position_with_seat_0_out(deals=1)
    # Difficile computers end the deal in a few asks, each played at the family's pace
    import cardtable.ai
    from cardtable.ai.auteurs import DifficilePlayer
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: DifficilePlayer(seed))
    setup = GameSetup("auteurs", 4, [SeatSetup(n, i == 0, "difficile") for i, n in enumerate(NAMES)],
                      {"deals": 1}, 5)
    ctl = window.controller
    ctl.start(setup, st)
    ctl.autosave_enabled = False
    b = beh(window)
    qtbot.waitUntil(lambda: b.hurry_bar is not None and b.hurry_bar.isVisible(), timeout=20000)
    qtbot.waitUntil(lambda: ctl.state.is_over, timeout=120000)
    if b.game_ended:
        pytest.skip("the end was shown before the test could press H")
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    tr = QCoreApplication.translate
    line = window.statusBar().currentMessage()
    assert line in (tr("Auteurs", "You have no cards left: the computers finish the deal."),
                    tr("Table", "Hints are given when it is your turn.")), line


def test_the_dealers_draw_stays_until_the_person_has_read_it(qtbot, window):
    """At a family's pace: the cards drawn for the first dealer stay face up
    while the table holds them for reading, and the person's click goes on
    to the deal (it plays nothing)."""
    window.settings.set("speed", "normal")
    start(window)
    b = beh(window)
    sc = b.scene

    def drawn():
        pile = sc.piles.get("draw")
        return [] if pile is None else [i for i in pile.items if i.face_up]
    qtbot.waitUntil(lambda: len(drawn()) == 4 and b._hold is not None, timeout=20000)
    assert len(b.hand_pile(0).items) == 0
    assert b.handle_press()
    qtbot.waitUntil(lambda: not drawn() and len(b.hand_pile(0).items) > 0, timeout=20000)


def test_a_click_on_a_card_you_have_in_the_ask_picker_says_why_it_cannot_be_asked(qtbot, window, players):
    """The picker's "Vous l'avez" cards cannot be asked for: a click on one
    says so in the status line, asks nothing and leaves the picker open."""
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    target = some_target(window)
    assert b.open_prompt(target)
    held = {i.card for i in hand_items(window)}
    mine = next(ch for ch in b.prompt.choices if ch.card in held)
    said: list[str] = []
    window.director.status.connect(said.append)
    before = len(asks(window))
    QTest.mouseClick(b.prompt.button(mine.value), Qt.MouseButton.LeftButton)
    assert said and said[-1].startswith("Vous avez déjà "), said
    assert mine.card.name("fr").split()[0] in said[-1]
    assert "demandez une carte que vous n'avez pas" in said[-1]
    assert len(asks(window)) == before and b.prompt.isVisible()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
@pytest.mark.parametrize("players_n", [4, 5])
def test_the_dealers_draw_lies_apart_and_stays_in_the_log(qtbot, window, size, players_n):
    """The cards drawn for the first dealer lie apart (each one's index in
    sight, five players too), and once the deal has started the log still
    says who drew what (and any redraw) and who deals; a resumed game's log
    says it too."""
    window.resize(*size)
    window.settings.set("speed", "normal")
    start(window, players=players_n)
    b = beh(window)
    sc = b.scene

    def drawn():
        pile = sc.piles.get("draw")
        return [] if pile is None else [i for i in pile.items if i.face_up]
    qtbot.waitUntil(lambda: len(drawn()) >= players_n and b._hold is not None, timeout=20000)
    # where each card comes to rest (a card still flying counts at its place)
    rects = [window.view.mapFromScene(i.mapRectToScene(i.card_rect()).translated(sc.target_of(i) - i.pos()))
             .boundingRect() for i in drawn()]
    assert len(rects) == players_n
    for a in range(len(rects)):
        for c in range(a + 1, len(rects)):
            assert not rects[a].intersects(rects[c]), (size, players_n, rects)
    draws = window.controller.public_view()["draws"]
    assert draws and all(c is not None for c in draws[0][:players_n])
    b.handle_press()                      # (the hold may have run out on a loaded machine)
    window.settings.set("speed", "off")
    qtbot.waitUntil(lambda: len(b.hand_pile(0).items) > 0 and not drawn(), timeout=20000)
    from cardtable.engine import card
    from cardtable.ui.games.auteurs import short_card
    from cardtable.ui.table.behaviour import plain_text
    log = [plain_text(line) for line in b.journal_lines]
    names = (NAMES + ["Jules"])[:players_n]
    cards = sum(1 for row in draws for c in row if c is not None)
    for s, name in enumerate(names):
        c = card(draws[0][s])
        assert log[s] == f"Tirage : {name} {plain_text(short_card(c, 'fr'))}", log
    assert sum(1 for ln in log[:cards] if ln.startswith("Nouveau tirage : ")) == cards - players_n
    dealer = window.controller.public_view()["dealer"]
    assert log[cards] == ("Vous distribuez (plus forte carte)." if dealer == 0
                          else f"{names[dealer]} distribue (plus forte carte)."), log
    # the same lines come back when the table is rebuilt (a resumed game)
    before = list(b.journal_lines)
    b.rebuild()
    assert b.journal_lines[:cards + 1] == before[:cards + 1]
    assert window.controller.public_view()["dealer"] == dealer


@pytest.mark.parametrize("players_n", [4, 5])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_each_seats_poissons_keep_a_clear_gap_from_the_others_and_the_log(qtbot, window, players, size, players_n):
    """Five poissons in front of every seat (a column of five, at every seat
    at once: more than a deal lays): between one seat's poissons and any
    other seat's poissons, hand or plate lies a gap that tells them apart (a
    sixth of a poisson card's width at least, not a pixel or two), and the
    ask log, when shown, covers no poisson."""
    from cardtable.engine import Card
    from cardtable.engine.cards import SUITS
    window.resize(*size)
    players.gate = threading.Event()
    start(window, players=players_n)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy and window.controller.state is not None, timeout=10000)
    b = beh(window)
    sc = b.scene
    for seat in range(players_n):
        books = b.books_pile(seat)
        books.items.clear()
        for r in range(1, 6):
            for s in SUITS:
                item = sc.new_card(Card(r, s), True)
                item.seat = seat
                books.items.append(item)
    sc.relayout(0)
    b.refresh_journal()

    from PySide6.QtGui import QPolygonF

    def rect(i):
        return i.mapToScene(i.card_rect()).boundingRect()

    least = sc.geometry.seat(0).won_w / 6

    def grown(i):                           # the card and the gap round it, turned with the card
        return i.mapToScene(i.card_rect().adjusted(-least, -least, least, least))

    def shape(i):
        return i.mapToScene(i.card_rect())

    def plate_shape(t):
        plate = sc.plates[t]
        w, h = plate.size()
        return QPolygonF(plate.mapToScene(QRectF(-w / 2, -h / 2, w, h)))
    for seat in range(players_n):
        mine = [grown(i) for i in b.books_pile(seat).items]
        others = [(f"poissons of {t}", shape(i)) for t in range(players_n) if t != seat for i in b.books_pile(t).items]
        others += [(f"hand of {t}", shape(i)) for t in range(players_n) if t != seat for i in b.hand_pile(t).items]
        others += [(f"plate of {t}", plate_shape(t)) for t in range(players_n) if t != seat]
        for m in mine:
            for what, o in others:
                assert not m.intersects(o), (size, players_n, seat, what, least)
    if b.journal.isVisible():
        g = b.journal.geometry()
        for seat in range(players_n):
            for i in b.books_pile(seat).items:
                assert not g.intersects(window.view.mapFromScene(rect(i)).boundingRect()), (size, players_n, seat)


@pytest.mark.parametrize("players_n", [4, 5])
def test_at_1024x600_the_ask_log_never_lies_over_a_poisson(qtbot, window, players, players_n):
    """Many poissons on a small screen: the ask log finds a place clear of
    every poisson, hand and plate, or waits hidden and J says why; it never
    covers a seat's poissons."""
    from cardtable.engine import Card
    from cardtable.engine.cards import SUITS
    window.resize(1024, 600)
    players.gate = threading.Event()
    start(window, players=players_n)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy and window.controller.state is not None, timeout=10000)
    b = beh(window)
    sc = b.scene
    for seat in range(players_n):
        books = b.books_pile(seat)
        books.items.clear()
        for r in range(1, 14):
            for s in SUITS:
                item = sc.new_card(Card(r, s), True)
                item.seat = seat
                books.items.append(item)
    sc.relayout(0)
    if not b.journal_on:
        b.toggle_journal()
    b.refresh_journal()
    if b.journal.isVisible():
        g = b.journal.geometry()
        for r in b.journal_avoid():
            assert not g.intersects(r), (players_n, g, r)
    else:
        said: list[str] = []
        window.director.status.connect(said.append)
        b.toggle_journal()
        b.toggle_journal()
        assert said[-1].startswith("Pas de place pour le journal des demandes"), said


def test_the_ask_log_shows_whole_lines_only(qtbot):
    """Scrolled to its newest line, the ask log's top edge falls between two
    lines: no sliver of the line above (its accents and red signs, seen as
    stray dots over the first line shown), whatever the lines' heights."""
    _host, j = _lone_journal(qtbot)
    red = "<span style='color:#ff8f8f'>5♥</span>"
    star = "<span style='color:#ffd65c'>★ Chloé pose le poisson des cinq</span>"
    lines = [f"Léa → Chloé : {red} ✓ oui" if n % 3 else star for n in range(14)]
    for shown in (5, 6, 7):
        j.show_lines("Journal : 14 demandes", lines, shown, "vide", 500)
        qtbot.waitUntil(lambda: j.at_newest())
        labels = [w for w in j._row_labels if w.isVisibleTo(j.body)]
        bar = j.scroll.verticalScrollBar()
        top = labels[-j.visible_rows]
        assert bar.value() == top.y(), (shown, bar.value(), top.y())
        assert j.scroll.viewport().height() == labels[-1].geometry().bottom() + 1 - top.y()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)], ids=["1366x768", "1024x600"])
def test_the_ask_log_never_lies_in_the_middle_of_the_table(qtbot, window, size):
    """Five players, the log growing ask by ask: at every card size it keeps
    out of the middle of the table, where the asked card lies and the
    answers are said (a play-test saw it move there and hide both); it
    shows fewer lines rather than lie there."""
    window.resize(*size)
    start(window, players=5)
    b = beh(window)
    view = window.view

    def middle() -> QRect:
        return view.mapFromScene(view.table.geometry.middle).boundingRect()
    shown = []
    for asks in (6, 14, 24):
        _grow_the_log(qtbot, window, asks)
        for card_size in CARD_SIZES:
            window.display_actions.set_size(card_size)
            qtbot.waitUntil(lambda: not view.table.queue.busy, timeout=5000)
            b.refresh_journal()
            if b.journal.isVisible():
                shown.append((asks, card_size, b.journal.body_text().count("<p ")))
                assert not b.journal.geometry().intersects(middle()), (asks, card_size, b.journal.geometry(), middle())
    # the log is there at the usual card size, a few asks long at least
    assert [a for a, card_size, rows in shown if card_size == "medium" and rows >= 2] == [6, 14, 24], shown


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)], ids=["1366x768", "1024x600"])
def test_the_answers_bubbles_keep_clear_of_the_ask_log(qtbot, window, size):
    """Five players, the log grown: each player's « Oui ! » stands clear of
    the log (a play-test saw the top players' answers half under it)."""
    window.resize(*size)
    start(window, players=5)
    _grow_the_log(qtbot, window, 14)
    b = beh(window)
    b.refresh_journal()
    j = b.journal
    assert j.isVisible()
    for seat in range(1, 5):
        bubble = b.bubble_at_plate(seat, "Oui\u00a0!")
        assert bubble is not None and bubble.isVisible()
        assert not bubble.geometry().intersects(j.geometry()), (seat, bubble.geometry(), j.geometry())


def test_the_scoresheet_adds_a_deal_once_the_table_has_shown_its_end(qtbot, window):
    """The engine records a deal as its last poisson is laid, before the
    table pays its tokens and counts the deal: the sheet's row for the deal
    (and its leaders) comes with the table's count, never while the last
    tokens fly, and the finished game keeps it."""
    start(window, humans=(), seed=5)
    b, ctl = beh(window), window.controller
    seen: list[tuple[int, int, int]] = []

    def look() -> None:       # after the window's own refresh (connected first)
        seen.append((window.scoresheet.model.rowCount() - 1, b.deals_shown,
                     len(ctl.public_view()["results"])))
    window.director.scores_shown.connect(look)
    qtbot.waitUntil(lambda: b.game_ended and not window.view.table.queue.busy, timeout=60000)
    assert all(rows <= shown for rows, shown, _engine in seen), seen
    assert any(engine > rows for rows, _shown, engine in seen), "the engine was ahead of the table once"
    assert window.scoresheet.model.rowCount() - 1 == 1 and _sheet_totals(window) == ctl.public_view()["totals"]


@pytest.fixture
def paced_five(qtbot, french, players):
    """A window at 1024 × 600 whose table moves (speed "fast"), a game of
    five started on seed 11 (the computers held by ``players.gate``)."""
    w = shown_window(qtbot, (1024, 600), speed="fast")
    players.gate = threading.Event()
    start(w, seed=11, players=5)
    yield w
    players.gate.set()
    w.controller.stop()
    w.view.table.queue.clear()


def test_the_draw_for_dealer_is_worded_clear_of_the_cards_drawn(qtbot, paced_five):
    """Five players at 1024 × 600: the words of the draw ("Léa tire la plus
    forte carte et distribue.") come once the cards lie in their places,
    and cover none of them (every index in sight)."""
    b = beh(paced_five)
    toast = paced_five.director.toast
    qtbot.waitUntil(lambda: b.holding and toast.isVisible(), timeout=15000)
    drawn = b.middle_rects()
    assert drawn and len(b.scene.piles["draw"].items) == 5
    assert not any(r.intersects(toast.geometry()) for r in drawn), (toast.geometry(), drawn)
    b.release_hold()


def test_the_tokens_toast_covers_no_speech_bubble(qtbot, paced_five):
    """The person's question still in its bubble as the tokens of their
    poisson are shown at their plate (« +4 jetons »): the toast stands clear
    of the bubble (it covered « Chloé, as-tu le 5 de cœur ? »)."""
    b = beh(paced_five)
    qtbot.waitUntil(lambda: b.holding, timeout=15000)      # the draw for the dealer, read
    b.release_hold()
    bubble = b.bubble_at_plate(0, "Chloé, as-tu le 5 de cœur\u00a0?")
    assert bubble is not None and bubble.isVisible()
    b.toast_at_plate(0, "+4 jetons")
    toast = paced_five.director.toast
    assert toast.isVisible() and not toast.geometry().intersects(bubble.geometry()), (
        toast.geometry(), bubble.geometry())


def _turn_with_slow_guards(qtbot, window, monkeypatch):
    """The person's turn, with guards whose time never runs out by itself
    (:func:`_keys_stopped` ends one): the behaviour, the view and an ask
    the state knows hits."""
    from cardtable.ui.table.overlays import GestureGuard
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    hit = _known_hit(window)
    assert hit is not None and b.late_guard.ready
    return b, window.view, hit


def _keys_stopped(monkeypatch, guard):
    """The person's keys have stopped: ``guard``'s time is over."""
    from cardtable.ui.table.overlays import GestureGuard
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)
    guard.arm()
    assert guard.ready


def test_entree_pressed_twice_to_ask_starts_nothing_more(qtbot, window, monkeypatch):
    """The card picker's Entrée asks; a second Entrée pressed at once (a
    double press, or H then Entrée Entrée) neither opens the choice of a
    player nor asks again while the answer arrives; once the keys have
    stopped, Entrée starts the next ask as usual."""
    b, view, hit = _turn_with_slow_guards(qtbot, window, monkeypatch)
    b.open_prompt(hit.target, default=hit)
    assert b.prompt.isVisible() and b.prompt.selected == hit and b.late_guard.ready
    before = len(asks(window))
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(asks(window)) == before + 1, timeout=3000)
    assert window.view.table.pick_kind is None and not b.prompt.isVisible()
    wait_turn(qtbot, window, 0)                           # a hit: the turn goes on
    assert window.view.table.pick_kind is None and len(asks(window)) == before + 1
    _keys_stopped(monkeypatch, b.late_guard)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.view.table.pick_kind == "player"


def test_the_hint_in_the_picker_is_read_first_then_entree_asks(qtbot, window, monkeypatch):
    """As in every game (README: « H ; Entrée ferme le conseil, Entrée
    encore fait le coup conseillé »): H opens the picker on the advised
    card; the first Entrée asks nothing and says that the next one asks it
    (an ask cannot be taken back); pressed twice at once, the second does
    nothing more; the next Entrée asks the advised card."""
    b, view, hit = _turn_with_slow_guards(qtbot, window, monkeypatch)
    b.on_hint(0, hit)
    assert b.prompt.isVisible() and b.prompt.selected == hit and b.hint_shown() is b.prompt
    before = len(asks(window))
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert len(asks(window)) == before and b.prompt.isVisible() and b.hint_shown() is None
    assert window.statusBar().currentMessage().startswith("Entrée encore demande")
    _keys_stopped(monkeypatch, b.hint_guard)
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(asks(window)) == before + 1, timeout=3000)
    assert asks(window)[before]["card"] == str(hit.card) and asks(window)[before]["target"] == hit.target


def test_a_click_on_a_players_cards_asks_that_player(qtbot, window):
    """The person's turn: a click on Hugo's cards (not his plate) opens the
    card picker for Hugo, as a click on his plate does; in the keyboard's
    choice of a player, a click on Léa's cards chooses Léa."""
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    card = hand_items(window, 2)[0]
    click_scene(window, card.sceneBoundingRect().center())
    assert b.prompt.isVisible() and b.prompt_target == 2
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not b.prompt.isVisible()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.view.table.pick_kind == "player"
    card = hand_items(window, 1)[-1]
    click_scene(window, card.sceneBoundingRect().center())
    assert b.prompt.isVisible() and b.prompt_target == 1


def test_after_the_hint_the_arrows_make_the_picker_an_ordinary_one(qtbot, window):
    """H, then → to another card: the bar names the card now lit, and one
    Entrée asks that card (never the advised one the bar no longer names)."""
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    view = window.view
    hit = _known_hit(window)
    b.on_hint(0, hit)
    assert b.hint_shown() is b.prompt
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    other = b.prompt.selected
    assert other != hit and b.hint_shown() is None
    assert window.statusBar().currentMessage().startswith("Entrée demande")
    before = len(asks(window))
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(asks(window)) == before + 1, timeout=3000)
    assert asks(window)[before]["card"] == str(other.card)


def test_an_arrow_after_the_hint_was_read_says_the_card_entree_now_asks(qtbot, window, monkeypatch):
    """H, Entrée (the bar: « Entrée encore demande » the advised card), then
    →: the bar names the card now lit, the one the next Entrée asks."""
    b, view, hit = _turn_with_slow_guards(qtbot, window, monkeypatch)
    b.on_hint(0, hit)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.statusBar().currentMessage().startswith("Entrée encore demande")
    _keys_stopped(monkeypatch, b.hint_guard)
    QTest.keyClick(view, Qt.Key.Key_Right)
    other = b.prompt.selected
    assert other != hit
    assert window.statusBar().currentMessage().startswith("Entrée demande"), window.statusBar().currentMessage()
    before = len(asks(window))
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(asks(window)) == before + 1, timeout=3000)
    assert asks(window)[before]["card"] == str(other.card)


def _panel_places(area: QRect, w: int, h: int, must: list[QRect], step: int = 8):
    """Every place (top left corner) on a ``step`` grid, and the edges, where
    a ``w`` × ``h`` panel lies inside ``area`` 6 pixels clear of each of
    ``must``: an oracle for the picker's place, by brute force."""
    walls = [r.adjusted(-6, -6, 6, 6) for r in must if not r.isEmpty()]
    xs = sorted({*range(area.left(), area.right() - w + 2, step), area.right() - w + 1})
    ys = sorted({*range(area.top(), area.bottom() - h + 2, step), area.bottom() - h + 1})
    for y in ys:
        for x in xs:
            here = QRect(x, y, w, h)
            if not any(here.intersects(r) for r in walls):
                yield here


def _fewest_covered(area: QRect, w: int, h: int, must: list[QRect], things: list[QRect]) -> int | None:
    """The fewest of ``things`` a ``w`` × ``h`` panel covers (6 pixels
    round each) where it lies clear of ``must``; None: no such place."""
    grown = [r.adjusted(-6, -6, 6, 6) for r in things]
    least = None
    for here in _panel_places(area, w, h, must):
        n = sum(1 for r in grown if here.intersects(r))
        least = n if least is None else min(least, n)
        if least == 0:
            break
    return least


@pytest.mark.parametrize("dock", [False, True], ids=["sheet-folded", "sheet-open"])
@pytest.mark.parametrize("screen", [(1024, 600), (1366, 768)], ids=["1024x600", "1366x768"])
def test_at_five_the_card_picker_keeps_its_shape_and_covers_no_more_than_it_must(qtbot, french, players,
                                                                                 monkeypatch, screen, dock):
    """Five players, the window fitted to a netbook's (or a laptop's)
    screen, the scoresheet folded or open: the card picker, opened for each
    opponent in turn at several of the person's turns, has the same
    columns and size every time (it was 8 cards wide for one player and 4
    for the next, for no reason the person could see), and where it lies
    over a plate or a poisson it shows one rank a page, over as few of the
    other players' plates and poissons as a picker of its size must, and
    over the asked player's plate only where no place keeps it in view (at
    1024x600 the wider one lay across the plates and poissons of three
    players)."""
    from cardtable.ui.window.main_window import MainWindow
    from cardtable.ui.window.screen import FRAME_GUESS
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, *screen))
    # a window manager's title bar and borders (the offscreen platform has none)
    monkeypatch.setattr(MainWindow, "frame_margins", lambda self: FRAME_GUESS)
    window = shown_window(qtbot, None)
    try:
        qtbot.waitUntil(lambda: window.scoresheet is not None)
        sheet = window.scoresheet
        if sheet.isVisible() != dock:
            sheet.toggleViewAction().trigger()          # Affichage > Feuille de marque
        qtbot.waitUntil(lambda: sheet.isVisible() == dock)
        start(window, players=5, seed=11)
        b, view = beh(window), window.view
        p, j = b.prompt, b.journal
        rng = random.Random(5)
        shapes: set[tuple[int, int, int]] = set()
        asked_over = 0
        for _turn in range(4):
            wait_turn(qtbot, window, 0, timeout=30000)
            area = view.viewport().rect().adjusted(6, 6, -6, -6)
            for target in b.askable(0):
                assert b.open_prompt(target)
                g = p.geometry()
                assert view.viewport().rect().contains(g), (target, g)
                mine = [b.hand_rect(0), b.plate_rect(0), window.director.corner.geometry()]
                log = [j.geometry()] if j.isVisible() else []
                for r in mine + log:
                    assert not g.intersects(r), (target, g, r)
                poissons = [r for r in (b.pile_rect(b.books_pile(s)) for s in range(5)) if r is not None]
                others = [b.plate_rect(s) for s in range(1, 5) if s != target] + poissons
                asked = b.plate_rect(target)
                covered = [r for r in others if g.intersects(r)]
                if covered or g.intersects(asked):
                    # over the table: the smallest picker, one rank a page
                    assert p.grid_columns == 4 and len(p.visible_values()) <= 4, (target, p.grid_columns)
                if g.intersects(asked):
                    asked_over += 1
                    assert _fewest_covered(area, g.width(), g.height(), mine + [asked], []) is None, (target, g)
                else:
                    least = _fewest_covered(area, g.width(), g.height(), mine + log + [asked], others)
                    assert least is not None and len(covered) <= least, (target, g, len(covered), least)
                shapes.add((p.grid_columns, g.width(), g.height()))
                b.hide_prompt()
            ask = _known_hit(window) if rng.random() < 0.5 else None
            assert b.submit(ask or rng.choice(window.controller.legal(0)))
        assert len(shapes) == 1, shapes
        if screen == (1024, 600) and not dock:
            assert asked_over == 0
    finally:
        window.controller.stop()
        window.view.table.queue.clear()

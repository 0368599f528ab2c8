"""Peech at the table, in the real window with real mouse and key events:
a whole round played by a person (drag onto the mat, click, keyboard),
simultaneous choices with computers, the reveal, the target card shown to its
owner only, hot-seat behind the curtain, the scoresheet, resume from a save,
and ``--demo peech --exit``.  Tests wait on states, never on time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from windows import shown_window

from cardtable.engine import card, load_game
from cardtable.ui.cards.words import the_card
from cardtable.ui.setup import GameSetup, SeatSetup

ROOT = Path(__file__).resolve().parent.parent


class Highest:
    """A quick deterministic computer player: its strongest card."""

    def __init__(self, gate: threading.Event | None = None) -> None:
        self.gate = gate

    def choose(self, view, legal):
        if self.gate is not None:
            self.gate.wait(20)
        return legal[-1]


@pytest.fixture
def players(monkeypatch):
    """The computer players the tests use (``players.gate`` holds them back)."""
    import cardtable.ai

    class Box:
        gate: threading.Event | None = None
    box = Box()
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: Highest(box.gate))
    return box


@pytest.fixture
def window(qtbot, french, players):
    w = shown_window(qtbot)
    yield w
    if players.gate is not None:
        players.gate.set()
    w.controller.stop()
    w.view.table.queue.clear()       # nothing left to run once the window goes


NAMES = ["Vous", "Léa", "Hugo", "Chloé"]


def setup_for(humans=(0,), seed=5, rounds=3):
    seats = [SeatSetup(n, i in humans, "facile") for i, n in enumerate(NAMES)]
    return GameSetup("peech", 4, seats, {"rounds": rounds}, seed)


def start(window, humans=(0,), seed=5, rounds=3):
    window.start_game(setup_for(humans, seed, rounds))
    window.controller.autosave_enabled = False


def settled(window):
    return not window.view.table.queue.busy and not window.controller._animating


def my_turn(window, seat):
    ctl, director = window.controller, window.director
    return (ctl.state is not None and seat in ctl.to_act() and not director.curtain.isVisible()
            and director.awaiting == seat and not window.view.table.queue.busy)


def state_text(window):
    ctl, d = window.controller, window.director
    return (f"to_act={ctl.to_act()} awaiting={d.awaiting} curtain={d.curtain.isVisible()} "
            f"busy={window.view.table.queue.busy} animating={ctl._animating} viewer={d.viewer}")


def wait_turn(qtbot, window, seat):
    qtbot.waitUntil(lambda: my_turn(window, seat), timeout=15000)


def beh(window):
    return window.director.behaviour


def hand_items(window, seat=0):
    return list(beh(window).hand_pile(seat).items)


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


def click_item(window, item):
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     viewport_point(window, item))


def click_centre(window, item):
    p = window.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)


def face_down_on_mat(window):
    return [i for i in beh(window).trick_pile().items if not i.face_up]


# -------------------------------------------------------------------- tests
def test_a_person_plays_a_whole_round_by_drag_click_and_keyboard(qtbot, window, monkeypatch):
    from cardtable.ui import anim
    monkeypatch.setitem(anim.SPEED_FACTORS, "fast", 0.02)   # real animations, just very short
    window.settings.set("speed", "fast")
    start(window)
    ctl = window.controller
    view = window.view
    gestures = 0

    def round_done():
        return ctl.state is not None and len(ctl.public_view()["history"]) >= 1

    while not round_done():
        try:
            qtbot.waitUntil(lambda: my_turn(window, 0) or round_done(), timeout=60000)
        except Exception:
            raise AssertionError(state_text(window)) from None
        if round_done():
            break
        before = len(ctl.view(0)["hand"])
        way = gestures % 3
        if way == 0:       # drag onto the battle mat
            item = hand_items(window)[0]
            assert window.view.table.drop_zone.rect().contains(window.view.table.center())
            drag(window, item, window.view.table.center())
        elif way == 1:     # a click
            click_item(window, hand_items(window)[-1])
        else:              # the arrows and Enter
            QTest.keyClick(view, Qt.Key.Key_Right)
            selected = window.view.table.selected
            assert selected is not None
            QTest.keyClick(view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda b=before: ctl.view(0)["my_choice"] is not None or len(ctl.view(0)["hand"]) != b
                        or round_done(), timeout=5000)
        gestures += 1
    assert gestures >= 3
    # the breakdown of the round, then the next round starts with Enter
    history = ctl.public_view()["history"]
    assert len(history) == 1
    qtbot.waitUntil(lambda: beh(window).info_panel.isVisible(), timeout=5000)
    body = beh(window).info_panel.body.text()
    assert str(history[0]["seats"][0]["start"]) in body
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: my_turn(window, 0), timeout=15000)
    assert ctl.public_view()["round"] == 2
    assert len(hand_items(window)) == 8


def test_computers_choosing_never_wipe_the_persons_pending_choice_and_the_reveal_shows_four(
        qtbot, window, players):
    players.gate = threading.Event()
    start(window)
    ctl = window.controller
    wait_turn(qtbot, window, 0)
    # the person selects a card with the keyboard, then the computers choose
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    selected = window.view.table.selected
    assert selected is not None and selected.card is not None
    players.gate.set()
    qtbot.waitUntil(lambda: all(ctl.public_view()["chosen"][s] for s in (1, 2, 3)), timeout=10000)
    qtbot.waitUntil(lambda: len(face_down_on_mat(window)) == 3 and my_turn(window, 0), timeout=10000)
    # the person's input is still open, their selection kept
    assert window.director.awaiting == 0
    assert window.view.table.selected is selected and selected.selected_card
    assert selected in window.view.table.input.draggable
    for s in (1, 2, 3):
        status = window.view.table.plates[s].status
        assert "a choisi" in status or "has chosen" in status
    # Enter plays the selected card: the four cards turn up together
    chosen = selected.card
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctl.public_view()["trick"] == 1, timeout=5000)
    last = ctl.public_view()["last_trick"]
    assert last["cards"][0] == str(chosen)
    qtbot.waitUntil(lambda: len([i for i in beh(window).trick_pile().items if i.face_up]) == 4
                    or ctl.public_view()["trick"] > 1, timeout=5000)
    shown = {str(i.card) for i in beh(window).trick_pile().items if i.face_up and i.card is not None}
    if shown:      # held on the mat at speed "off" until a gesture
        assert shown == set(last["cards"])
    # the taken card lands face up on the winner's won row
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: settled(window), timeout=5000)
    for seat, c, _src in last["taken"]:
        won = [str(i.card) for i in beh(window).won_pile(seat).items if i.face_up]
        assert c in won


def test_the_target_card_is_shown_to_its_owner_only(qtbot, window):
    start(window)
    ctl = window.controller
    wait_turn(qtbot, window, 0)
    b = beh(window)
    mine = b.target_pile(0).items
    assert len(mine) == 1 and str(mine[0].card) == ctl.view(0)["target_card"]
    for s in (1, 2, 3):
        assert [i.card for i in b.target_pile(s).items] == [None]
    # the first look at the round's start is over: the card lies face down
    qtbot.waitUntil(lambda: not b.peeking and not mine[0].face_up, timeout=5000)
    assert f"{ctl.view(0)['target']}" in window.view.table.plates[0].status
    # a click on it turns it up for a moment, then it turns back down
    click_centre(window, mine[0])
    assert b.peeking and mine[0].face_up
    assert ctl.to_act() == frozenset({0, 1, 2, 3}) - {s for s in range(4) if ctl.public_view()["chosen"][s]}
    qtbot.waitUntil(lambda: not mine[0].face_up, timeout=5000)
    # the key T does the same
    QTest.keyClick(window.view, Qt.Key.Key_T)
    assert b.peeking and mine[0].face_up
    QTest.keyClick(window.view, Qt.Key.Key_T)
    assert not b.peeking and not mine[0].face_up
    for s in (1, 2, 3):
        assert all(i.card is None and not i.face_up for i in b.target_pile(s).items)


def test_hot_seat_each_person_chooses_behind_the_curtain(qtbot, window):
    start(window, humans=(0, 1))
    ctl = window.controller
    director = window.director
    b = beh(window)

    def nothing_private_shown():
        targets = [i for s in range(4) for i in b.target_pile(s).items]
        mat = [i for i in b.trick_pile().items if not i.face_up]
        return (director.private_items_face_up() == [] and all(i.card is None for i in targets)
                and all(i.card is None for i in mat))

    qtbot.waitUntil(lambda: director.curtain.isVisible(), timeout=10000)
    assert nothing_private_shown()
    first = director.pending_human
    QTest.mouseClick(director.curtain, Qt.MouseButton.LeftButton)
    assert director.viewer == first and window.view.table.bottom_seat == first
    assert str(b.target_pile(first).items[0].card) == ctl.view(first)["target_card"]
    assert all(i.card is None for s in range(4) if s != first for i in b.target_pile(s).items)
    b.peek()
    assert b.peeking
    wait_turn(qtbot, window, first)
    click_item(window, hand_items(window, first)[0])
    qtbot.waitUntil(lambda: ctl.public_view()["chosen"][first], timeout=5000)
    # the screen is hidden again; the other person's curtain comes
    assert director.viewer is None and not b.peeking
    assert nothing_private_shown()
    qtbot.waitUntil(lambda: director.curtain.isVisible(), timeout=10000)
    second = director.pending_human
    assert second is not None and second != first and second in (0, 1)
    assert nothing_private_shown()
    QTest.mouseClick(director.curtain, Qt.MouseButton.LeftButton)
    assert director.viewer == second
    # the first person's card lies face down on the mat, unknown to the second
    qtbot.waitUntil(lambda: my_turn(window, second), timeout=10000)
    mat = b.trick_pile().items
    assert first in {i.seat for i in mat} and all(not i.face_up and i.card is None for i in mat)
    assert all(i.card is None for i in b.target_pile(first).items)
    click_item(window, hand_items(window, second)[-1])
    qtbot.waitUntil(lambda: ctl.public_view()["trick"] == 1, timeout=10000)
    assert director.viewer is None


def test_hot_seat_the_bar_does_not_keep_a_hidden_target_or_hint(qtbot, window):
    """The person's target card (T) and a hint naming their cards are said on
    the bar; once they have played and their cards are hidden for the next
    person, the bar no longer says them."""
    start(window, humans=(0, 1))
    ctl, director, b = window.controller, window.director, beh(window)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: director.curtain.isVisible(), timeout=10000)
    first = director.pending_human
    QTest.mouseClick(director.curtain, Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window, first)
    target = b.target_pile(first).items[0].card
    b.peek()
    assert the_card(target, "fr") in bar.currentMessage()
    click_item(window, hand_items(window, first)[0])
    qtbot.waitUntil(lambda: ctl.public_view()["chosen"][first], timeout=5000)
    assert director.viewer is None
    assert the_card(target, "fr") not in bar.currentMessage()
    # a hint's line, naming a card of the hand, goes the same way
    qtbot.waitUntil(lambda: director.curtain.isVisible(), timeout=10000)
    second = director.pending_human
    QTest.mouseClick(director.curtain, Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window, second)
    card = hand_items(window, second)[-1].card
    b.show_hint(None, f"Conseil : jouez {the_card(card, 'fr')}.", "")
    assert the_card(card, "fr") in bar.currentMessage()
    click_item(window, hand_items(window, second)[0])
    qtbot.waitUntil(lambda: director.viewer is None, timeout=10000)
    assert the_card(card, "fr") not in bar.currentMessage()


def test_the_scoresheet_after_a_round(qtbot, window):
    start(window, humans=(), seed=11)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.state is not None and len(ctl.public_view()["history"]) >= 1 and settled(window),
                    timeout=30000)
    model = window.scoresheet.model
    pv = ctl.public_view()
    history = pv["history"]
    assert model.rowCount() == len(history) + 1
    total_row = model.total_row()
    seen = set()
    for c in range(model.columnCount()):
        group, col = model.column_info(c)
        rec = history[0]["seats"][group]
        cell = model.cell(0, c)
        assert cell.tooltip, col.key                 # every figure is explained
        seen.add(col.key)
        if col.key == "start":
            assert cell.value == rec["start"]
        elif col.key == "target":
            assert cell.value == rec["target"]
        elif col.key == "won":
            assert cell.value == rec["won_count"]
        elif col.key == "penalty":
            assert cell.value == rec["penalty"]
        elif col.key == "score":
            assert cell.value == rec["score"]
        elif col.key == "win":
            assert cell.value == (1 if rec["round_win"] else 0)
        elif col.key == "total":
            expected = sum(r["seats"][group]["score"] - r["seats"][group]["round_win"] for r in history)
            assert model.cell(len(history) - 1, c).value == expected
            assert model.cell(total_row, c).value == pv["totals"][group] == expected
    assert seen == {"start", "target", "won", "points", "penalty", "score", "win", "total"}


def test_the_scoresheet_names_each_column_for_what_it_holds(qtbot, window):
    """Each column says what it is without its tooltip; a round won reads
    "score | ★ −1 | total" so the total one less than the score is explained."""
    start(window, humans=(), seed=11)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.state is not None and len(ctl.public_view()["history"]) >= 1 and settled(window),
                    timeout=30000)
    model = window.scoresheet.model
    titles = {model.column_info(c)[1].key: model.column_title(c) for c in range(len(model.columns))}
    assert titles == {"start": "Points de départ", "target": "Cartes à gagner", "won": "Cartes gagnées",
                      "points": "Points retirés", "penalty": "Pénalité", "score": "Score de la manche",
                      "win": "Manche gagnée\u00a0: −1", "total": "Total cumulé"}
    shorts = [model.column_short_title(c) for c in range(len(model.columns))]
    assert len(set(shorts)) == len(shorts) and "Total" not in shorts[:-1]
    rec = ctl.public_view()["history"][0]["seats"]
    per = len(model.columns)
    keys = [c.key for c in model.columns]
    for group, r in enumerate(rec):
        win = model.cell(0, group * per + keys.index("win"))
        score = model.cell(0, group * per + keys.index("score"))
        total = model.cell(0, group * per + keys.index("total"))
        assert win.text == ("★ −1" if r["round_win"] else "")
        assert total.value == score.value - (1 if r["round_win"] else 0)


def test_resume_from_a_save_mid_round_rebuilds_the_table(qtbot, window):
    start(window)
    ctl = window.controller
    for _ in range(2):
        wait_turn(qtbot, window, 0)
        click_item(window, hand_items(window)[0])
        qtbot.waitUntil(lambda: ctl.public_view()["chosen"][0] or ctl.view(0)["my_choice"] is None, timeout=5000)
    wait_turn(qtbot, window, 0)
    saved = ctl.state.to_json()
    setup = ctl.setup
    ctl.stop()
    ctl.start(setup, load_game(saved))
    wait_turn(qtbot, window, 0)
    b = beh(window)
    v = ctl.view(0)
    assert sorted(str(i.card) for i in hand_items(window)) == sorted(v["hand"])
    assert all(i.face_up for i in hand_items(window))
    for s in range(4):
        assert [str(i.card) for i in b.won_pile(s).items] == v["won"][s]
        if s:
            assert len(hand_items(window, s)) == v["hand_sizes"][s]
    assert str(b.target_pile(0).items[0].card) == v["target_card"]
    assert len(b.stock_pile().items) == v["stock_size"]
    assert len(b.discard_pile().items) == len(v["discard"])
    assert len(b.trick_pile().items) == sum(v["chosen"])
    assert window.view.table.plates[0].score.endswith(str(v["start_points"][0]))
    # and the game goes on from there
    before = v["trick"]
    click_item(window, hand_items(window)[0])
    qtbot.waitUntil(lambda: ctl.public_view()["trick"] > before or ctl.public_view()["round"] > v["round"],
                    timeout=10000)


def test_last_battle_panel_and_hint(qtbot, window):
    start(window)
    ctl = window.controller
    wait_turn(qtbot, window, 0)
    click_item(window, hand_items(window)[0])
    qtbot.waitUntil(lambda: ctl.public_view()["trick"] == 1, timeout=5000)
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    b.show_last_trick()
    assert b.last_panel.isVisible()
    assert "Dernière" in b.last_panel.title.text() or "Last" in b.last_panel.title.text()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not b.last_panel.isVisible()


def test_hint_says_why_in_one_line(qtbot, window):
    """The hint (key H) names the card, then why, in Difficile's words and the table's language."""
    from cardtable.ai.peech import DifficilePlayer
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    b.controller._hint_player = DifficilePlayer(5)      # the fixture's players give no reasons
    said: list[str] = []          # the computers choose meanwhile: their lines may follow the hint's
    window.director.status.connect(said.append)
    with qtbot.waitSignal(b.controller.hint_ready, timeout=15000) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_H)
    action = blocker.args[1]
    why = b.hint_reason(action)
    assert why and "\n" not in why and why[0].isupper() and "carte" in why      # French
    qtbot.waitUntil(lambda: f"{b.hint_what(action)} {why}" in said, timeout=15000)
    # nothing seen of the others yet: it searched, and gives the search's figures,
    # written the French way, and the next best card of the hand, named in French
    reason = b.controller.hint_reason
    places = reason.params["places"]
    for key in ("mine", "other"):
        assert f"{abs(reason.params[key]):.{places}f}".replace(".", ",") in why
    assert f"votre {card(reason.params['card']).name('fr')}" in why and f"sur {reason.n} donnes" in why.lower()


@pytest.mark.parametrize(("lang", "reason", "words"), [
    ("fr", ("search", {"mine": 5.2, "other": 6.0, "places": 1, "card": "QH"}, 24),
     "Sur 24 donnes tirées au sort et jouées jusqu'à la fin de la manche, avec cette carte la manche a compté "
     "en moyenne 5,2 dans votre total, contre 6,0 avec votre dame de cœur (le plus petit total gagne)."),
    ("en", ("search", {"mine": 5.2, "other": 6.0, "places": 1, "card": "QH"}, 24),
     "On 24 deals drawn at random and played out to the end of the round, with this card the round counted "
     "5.2 in your total on average, against 6.0 with your queen of hearts (the lowest total wins)."),
    ("fr", ("search_others", {"mine": -0.25, "other": -0.5, "others": 8.33, "other_others": 8.31, "places": 2,
                              "card": "AS"}, 1),
     "Sur 1 donne tirée au sort et jouée jusqu'à la fin de la manche, avec cette carte la manche a compté en "
     "moyenne \u22120,25 dans votre total et 8,33 dans celui de chacun des autres\u00a0; avec votre as de pique\u00a0: "
     "\u22120,50 et 8,31. Le plus petit total gagne\u00a0: ce que marquent les autres compte aussi."),
    ("fr", ("top", {}, 1),
     "Votre carte la plus forte\u00a0: il vous manque encore 1 carte pour votre objectif, et les autres semblent "
     "jouer au hasard\u00a0: cette carte gagne donc à peu près aussi souvent maintenant que plus tard. Les "
     "cartes qui restent en main à la fin de la manche ne servent à rien\u00a0: jouez fort tôt."),
    ("en", ("top", {}, 3), "Your strongest card: you still need 3 cards for your target"),
])
def test_a_peech_reason_reads_in_the_tables_language(request, lang, reason, words):
    """The hint's words for a reason of Peech's Difficile: translated with its
    count (plural forms), its figures written as the language writes them,
    its card named in the language."""
    from types import SimpleNamespace

    from cardtable.ai import Reason
    from cardtable.ai.peech import REASON_TEXTS
    from cardtable.ui.table.behaviour import TableBehaviour
    request.getfixturevalue("french" if lang == "fr" else "english")
    code, params, n = reason
    table = SimpleNamespace(controller=SimpleNamespace(hint_reason=Reason("Peech", REASON_TEXTS[code], params, n)),
                            scene=SimpleNamespace(renderer=SimpleNamespace(lang=lang)), name=str)
    assert TableBehaviour.hint_reason(table, None).startswith(words)


def test_demo_exit_prints_totals():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-m", "cardtable", "--demo", "peech", "--seed", "3", "--exit"],
                       capture_output=True, text=True, cwd=ROOT, timeout=300, env=env)
    assert r.returncode == 0, r.stderr[-3000:]
    line = r.stdout.strip().splitlines()[-1]
    data = json.loads(line)
    assert data["game"] == "peech" and data["seed"] == 3 and len(data["totals"]) == 4
    assert all(t >= -3 for t in data["totals"])      # at worst minus one per round won


# --------------------------------------------------------- the held reveal
def felt_point(window):
    """A point of the viewport on the bare felt (no card, no plate)."""
    sc = window.view.table
    for x in range(20, window.view.viewport().width(), 20):
        for y in range(20, window.view.viewport().height(), 20):
            p = window.view.mapToScene(QPoint(x, y))
            if not sc.items(p):
                return QPoint(x, y)
    raise AssertionError("no bare felt")


def test_a_revealed_battle_stays_marked_until_the_person_clicks_or_presses_a_key(qtbot, window, monkeypatch):
    from cardtable.ui import anim
    monkeypatch.setitem(anim.SPEED_FACTORS, "fast", 0.02)        # real animations, just very short
    monkeypatch.setitem(anim.BASE_MS, "read_person", 10 ** 9)    # only a gesture ends the hold
    window.settings.set("speed", "fast")
    start(window)
    ctl, sc = window.controller, window.view.table
    b = beh(window)
    released, cases = [], set()
    while len(released) < 4 or "single" not in cases:
        assert len(released) < 16, cases
        wait_turn(qtbot, window, 0)
        before = ctl.public_view()["trick"]
        click_item(window, hand_items(window)[0])
        qtbot.waitUntil(lambda: getattr(b, "_hold", None) is not None, timeout=15000)
        last = ctl.public_view()["last_trick"]
        assert last["trick"] == before + 1
        cases.add(last["case"])
        # the four cards are on the mat, face up, and stay there
        assert sorted(str(i.card) for i in b.trick_pile().items if i.face_up) == sorted(
            c for c in last["cards"] if c)
        tags = {str(item.card): label.text for item, label in sc.tags}
        message = window.statusBar().currentMessage()
        assert "Cliquez ou appuyez sur une touche" in message
        winners = {w for w, _c, _s in last["taken"]}
        if last["case"] in ("single", "pairs"):
            for item in b.trick_pile().items:
                assert item.highlighted == (item.seat in winners)
                if item.seat in winners:
                    assert tags[str(item.card)] == "★ Gagne"
            for w, c, _src in last["taken"]:
                assert tags[c] == ("Pour vous" if w == 0 else f"Pour {NAMES[w]}")
            w, c, src = last["taken"][0]
            taken = b._card_of(c, src)
            assert taken in message, message           # the card taken, in words
        elif last["case"] == "none":
            assert tags == {} and "personne ne gagne" in message
        # a click on the felt, or a key, ends it: the cards leave the mat
        if len(released) % 2 == 0:
            QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, felt_point(window))
            released.append("click")
        else:
            QTest.keyClick(window.view, Qt.Key.Key_Space)
            released.append("key")
        qtbot.waitUntil(lambda: b._hold is None and sc.tags == [], timeout=15000)
        if ctl.public_view()["round"] > 1 or ctl.public_view()["history"]:
            break
    assert "click" in released and "key" in released


def test_the_reveal_hold_follows_the_table_and_the_speed(qtbot, window, monkeypatch):
    start(window, humans=())
    b = beh(window)
    asked = []
    monkeypatch.setattr(b, "hold", lambda ms: asked.append(ms))
    durations = window.view.durations
    for speed, humans, expected in (("off", (), []), ("normal", (), [3000]), ("slow", (), [4800]),
                                    ("off", (0,), [900]), ("normal", (0,), [6000]), ("fast", (0,), [3000])):
        monkeypatch.setattr(window.controller, "human_seats", lambda h=humans: list(h))
        durations.speed = speed
        asked.clear()
        b.hold_to_read(900)
        assert asked == expected, (speed, humans)


def test_the_reveal_says_who_took_what_with_card_names_that_agree(qtbot, window):
    start(window)           # "Vous" is the person at seat 0
    b = beh(window)

    def reveal(cards, case, winners, takes):
        return b.reveal_text({"type": "reveal", "cards": cards, "case": case, "winners": winners}, takes)
    nb = "\u00a0"
    assert reveal(["QC", "3S", "7H", "9D"], "single", [0], [(0, "3S", 1)]) == (
        f"Votre dame de trèfle est la plus forte{nb}: vous prenez le 3 de pique de Léa.")
    assert reveal(["3S", "5H", "7H", "KH"], "single", [3], [(3, "3S", 0)]) == (
        f"Le roi de cœur de Chloé est le plus fort{nb}: Chloé prend votre 3 de pique.")
    assert reveal(["5S", "AS", "QS", "9D"], "single", [2], [(2, "AS", 1)]) == (
        f"La dame de pique de Hugo est la plus forte{nb}: Hugo prend l'as de pique de Léa.")
    assert reveal(["KS", "3D", "KD", "3H"], "pairs", [0, 2], [(0, "3D", 1), (2, "3H", 3)]) == (
        f"Deux paires{nb}: vous prenez le 3 de carreau de Léa et Hugo prend le 3 de cœur de Chloé.")
    assert b.play_message(1, "QS") == "Léa joue la dame de pique."
    assert b.play_message(2, "AH") == "Hugo joue l'as de cœur."


def test_no_french_message_puts_its_own_article_before_a_card_name():
    """A card reaches a message with its article ("la dame de pique", from
    cardtable.ui.cards.words) or bare in a list: a translation never writes
    "le {card}" (which gave "le dame de trèfle")."""
    import re
    import xml.etree.ElementTree as ET
    tree = ET.parse(ROOT / "translations" / "cardtable_fr.ts")
    bad = []
    for msg in tree.getroot().iter("message"):
        tr = msg.find("translation")
        text = "".join(tr.itertext()) if tr is not None else ""
        if re.search(r"(?i)\b(le|la|l'|du|au|un|une|ce|cette)\s*\{(card|taken|top|ace)\}", text):
            bad.append(text)
    assert bad == []


def test_stock_and_discard_are_named_and_clear_of_the_plates(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    sc = window.view.table
    for size in ((1280, 820), (1024, 600)):
        window.resize(*size)
        qtbot.waitUntil(lambda s=size: window.width() == s[0], timeout=5000)
        wait_turn(qtbot, window, 0)
        geo = sc.geometry
        for pile, name in ((b.stock_pile(), "Pioche"), (b.discard_pile(), "Défausse")):
            label = pile.label_item
            assert label is not None and label.isVisible() and label.text == name
            area = pile.layout.area(pile, geo)
            assert area.contains(label.pos() + QPointF(0, area.height() * 0.4)) or label.pos().y() < area.top()
            for seat, plate in sc.plates.items():
                rect = plate.sceneBoundingRect()
                gap = max(rect.left() - area.right(), area.left() - rect.right(),
                          rect.top() - area.bottom(), area.top() - rect.bottom())
                assert gap >= geo.w * 0.12, (size, name, seat, gap)
                assert not label.sceneBoundingRect().intersects(rect), (size, name, seat)


def test_the_status_line_reads_a_panels_html_as_plain_words():
    from cardtable.ui.table.behaviour import plain_text as _plain
    html = "Totaux finaux (le plus petit gagne)\u00a0: Vous&nbsp;<b>12</b>, Léa&nbsp;<b>26</b>.<p>Fin</p>"
    # no-break spaces stay (French typography), every tag and entity is gone
    assert _plain("Hugo gagne ! " + html) == ("Hugo gagne ! Totaux finaux (le plus petit gagne)\u00a0: "
                                             "Vous\u00a012, Léa\u00a026. Fin")


def test_the_key_that_ends_a_reveal_does_not_lift_the_next_persons_curtain(qtbot, window, monkeypatch):
    """Two people at one screen: the second to choose sees the battle revealed
    ("press a key to go on"); the curtain for the first may come up just as
    they press it (the reveal's time ran out).  That key lands on the curtain
    within its guard and leaves it down: nobody sees the other's cards."""
    from PySide6.QtWidgets import QApplication

    from cardtable.ui import anim
    from cardtable.ui.table.overlays import GestureGuard
    monkeypatch.setitem(anim.SPEED_FACTORS, "fast", 0.02)
    monkeypatch.setitem(anim.BASE_MS, "read_person", 1)      # the reveal's time runs out at once
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)          # no gesture lifts it: dismiss() stands in
    window.settings.set("speed", "fast")
    start(window, humans=(0, 2))
    ctl, director = window.controller, window.director
    for _ in range(2):
        qtbot.waitUntil(lambda: director.curtain.isVisible() or director.awaiting is not None, timeout=15000)
        assert director.curtain.isVisible()
        seat = director.pending_human
        director.curtain.dismiss()
        wait_turn(qtbot, window, seat)
        click_item(window, hand_items(window, seat)[-1])
        qtbot.waitUntil(lambda s=seat: ctl.public_view()["chosen"][s] or ctl.public_view()["trick"] > 0,
                        timeout=15000)
    qtbot.waitUntil(lambda: ctl.public_view()["trick"] == 1, timeout=15000)
    qtbot.waitUntil(lambda: director.curtain.isVisible() or director.awaiting is not None, timeout=15000)
    assert director.curtain.isVisible() and director.pending_human == 0
    focus = QApplication.focusWidget() or director.curtain
    QTest.keyClick(focus, Qt.Key.Key_Space)
    QTest.keyClick(focus, Qt.Key.Key_Return)
    assert director.curtain.isVisible() and director.viewer is None
    assert director.private_items_face_up() == []


# ------------------------------------------------ the ace rule, the last battle
def _play_highest(qtbot, window, until, timeout=60000):
    """The person plays their strongest card (the fixture's computers do the
    same) until ``until()``; with seed 177 the 6th battle is a lone ace that
    the person takes from Chloé, replacing their 3 of clubs."""
    ctl, b = window.controller, beh(window)
    while not until():
        qtbot.waitUntil(lambda: until() or my_turn(window, 0) or b.holding, timeout=timeout)
        if until():
            return
        if b.holding:
            b.release_hold()
            continue
        want = str(ctl.legal(0)[-1].card)
        item = next(i for i in hand_items(window) if str(i.card) == want)
        click_item(window, item)
        qtbot.waitUntil(lambda: until() or ctl.view(0)["my_choice"] is not None or b.holding
                        or 0 not in ctl.to_act(), timeout=timeout)


def _face(item):
    """The card's face on the table (its shadow left out)."""
    from PySide6.QtCore import QRectF
    w, h = item.width(), item.height()
    return item.mapRectToScene(QRectF(-w / 2, -h / 2, w, h))


def _corner_free(card_item, label) -> bool:
    """The tag leaves the card's corner indices (its top and bottom fifths) clear."""
    r, t = _face(card_item), label.sceneBoundingRect()
    return t.top() >= r.top() + r.height() * 0.2 and t.bottom() <= r.bottom() - r.height() * 0.2


def test_a_revealed_battle_lies_upright_with_its_tags_clear_of_the_corners(qtbot, window, monkeypatch):
    from cardtable.ui import anim
    monkeypatch.setitem(anim.SPEED_FACTORS, "fast", 0.02)
    monkeypatch.setitem(anim.BASE_MS, "read_person", 10 ** 9)    # only a gesture ends the hold
    window.settings.set("speed", "fast")
    start(window, seed=177)
    b, sc = beh(window), window.view.table
    _play_highest(qtbot, window, lambda: b.holding and len(sc.tags) >= 2)
    qtbot.waitUntil(lambda: not any(i.is_animating for i in b.trick_pile().items), timeout=10000)
    items = b.trick_pile().items
    assert len(items) == 4 and all(i.face_up for i in items)
    assert [i.rotation() % 360 for i in items] == [0.0] * 4        # the left and right cards too
    rects = [_face(i) for i in items]
    for k, r in enumerate(rects):
        assert not any(r.intersects(o) for o in rects[k + 1:]), rects
    for item, label in sc.tags:
        assert _corner_free(item, label), (str(item.card), label.text)


def test_the_lone_ace_is_explained_on_the_table_while_its_battle_is_shown(qtbot, window, monkeypatch):
    from cardtable.ui import anim
    monkeypatch.setitem(anim.SPEED_FACTORS, "fast", 0.02)
    monkeypatch.setitem(anim.BASE_MS, "read_person", 10 ** 9)
    window.settings.set("speed", "fast")
    start(window, seed=177)
    b, sc = beh(window), window.view.table
    note = b.ace_note
    _play_highest(qtbot, window, lambda: b.holding and note.isVisible())
    text = note.body.text()
    assert "Vous prenez l'as de trèfle de Chloé, seul as sur le tapis" in text, text
    assert "le 3 de trèfle" in text and "défausse" in text
    # the card it replaces is lit and tagged in the person's won cards
    tags = {str(item.card): label.text for item, label in sc.tags}
    assert tags.get("3C") == "Remplacée par l'as"
    assert next(i for i in b.won_pile(0).items if str(i.card) == "3C").highlighted
    # the note leaves the battle in view
    view = window.view
    for item in b.trick_pile().items:
        assert not note.geometry().intersects(view.mapFromScene(item.sceneBoundingRect()).boundingRect())
    # it stays while the battle stays, and goes once the ace has taken its place
    QTest.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=15000)
    won = [str(i.card) for i in b.won_pile(0).items]
    assert "AC" in won and "3C" not in won
    # "Last battle" says it too
    QTest.keyClick(view, Qt.Key.Key_L)
    assert b.last_panel.isVisible() and "seul as sur le tapis" in b.last_panel.body.text()


def test_last_battle_after_a_rounds_end_shows_that_rounds_last_battle_over_the_count(qtbot, window, monkeypatch):
    from cardtable.ui import anim
    monkeypatch.setitem(anim.SPEED_FACTORS, "fast", 0.02)
    window.settings.set("speed", "fast")
    start(window, seed=177)
    b = beh(window)
    _play_highest(qtbot, window, lambda: b.info_panel.isVisible())
    assert window.controller.public_view()["round"] == 2          # the engine is already in round 2
    QTest.keyClick(window.view, Qt.Key.Key_L)
    panel = b.last_panel
    assert panel.isVisible()
    assert "Aucune bataille" not in panel.body.text()
    assert panel.body.text().startswith("La dernière bataille de la manche 1.")
    assert panel.title.text().startswith("Dernière bataille")
    assert len([w for w in panel.findChildren(QLabel) if w.pixmap() is not None and not w.pixmap().isNull()]) >= 2
    siblings = [w for w in panel.parentWidget().children() if w in (panel, b.info_panel)]
    assert siblings[-1] is panel                                    # over the count, not under it
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not panel.isVisible() and b.info_panel.isVisible()
    # Entrée closes "Last battle" first, not the count under it
    QTest.keyClick(window.view, Qt.Key.Key_L)
    assert panel.isVisible()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert not panel.isVisible() and b.info_panel.isVisible()


def test_the_round_summary_says_the_won_rounds_minus_one_is_already_in_the_total(qtbot, window):
    """A round won takes 1 off the total shown beside it (totals = scores −
    rounds won): the summary's line says so ("−1 sur le total"), not that it
    comes "at the end"."""
    start(window, humans=(), seed=11)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.state is not None and len(ctl.public_view()["history"]) >= 1 and settled(window),
                    timeout=30000)
    rec = ctl.public_view()["history"][0]["seats"]
    ev = {"seats": [{**r, "target_card": "7H"} for r in rec], "totals": [r["score"] - r["round_win"] for r in rec],
          "limit": False}
    html = beh(window).breakdown_html(ev)
    assert "Manche gagnée (−1 sur le total)" in html
    assert "à la fin" not in html


def test_the_rules_say_where_the_target_card_lies(qtbot, window):
    """The rules page puts the target card where the table lays it: to the
    right of the person's hand."""
    start(window)
    wait_turn(qtbot, window, 0)
    b = beh(window)
    target = b.target_pile(0).items[0].sceneBoundingRect()
    hand = [i.sceneBoundingRect() for i in hand_items(window)]
    assert target.left() > max(r.right() for r in hand) - 1
    assert target.top() < max(r.bottom() for r in hand) and target.bottom() > min(r.top() for r in hand)
    fr = (ROOT / "cardtable" / "rules" / "peech.fr.html").read_text(encoding="utf-8")
    en = (ROOT / "cardtable" / "rules" / "peech.en.html").read_text(encoding="utf-8")
    assert "face cachée à droite de votre main" in fr and "au-dessus de votre plaque" not in fr
    assert "face down to the right of your hand" in en


def test_a_gesture_meant_for_a_reveal_that_went_on_by_itself_plays_no_card(qtbot, window, monkeypatch):
    """The revealed battle goes on by itself just as the person presses
    Entrée or Espace, or clicks a card, to go on: that gesture plays no card
    (a card laid is laid); once the guard is over, Entrée plays the raised card."""
    from cardtable.ui import anim
    from cardtable.ui.table.overlays import GestureGuard
    monkeypatch.setitem(anim.SPEED_FACTORS, "fast", 0.02)
    monkeypatch.setitem(anim.BASE_MS, "read_person", 500)    # the reveal's time runs out (10 ms)
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)   # every gesture comes "just after"
    window.settings.set("speed", "fast")
    start(window)
    ctl, b, view = window.controller, beh(window), window.view.viewport()
    wait_turn(qtbot, window, 0)
    QTest.keyClick(view, Qt.Key.Key_Right)                   # the person plays with the keyboard
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctl.public_view()["trick"] == 1, timeout=15000)
    wait_turn(qtbot, window, 0)
    assert not b.late_guard.ready                            # the reveal ended by its time
    assert window.view.table.input.selected is not None      # a card is raised for Entrée
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Enter):
        QTest.keyClick(view, key)
    click_item(window, hand_items(window)[-1])
    assert ctl.view(0)["my_choice"] is None and 0 in ctl.to_act()
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)
    b.late_guard.arm()                                        # the guard is over
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctl.view(0)["my_choice"] is not None or ctl.public_view()["trick"] == 2,
                    timeout=15000)


def test_h_during_the_deal_gives_no_hint_on_cards_not_yet_in_view(qtbot, window):
    """H pressed while the hand is still being dealt (the person is already
    to choose in the engine): no advice on a card they have not seen, the
    bar says hints come at their turn; once the turn opens, H gives it."""
    window.settings.set("speed", "normal")
    ctl = window.controller
    asked: list[int] = []
    statuses: list[str] = []
    window.director.status.connect(statuses.append)
    start(window)
    ctl.hint_ready.connect(lambda seat, action: asked.append(seat))
    qtbot.waitUntil(lambda: 0 in ctl.to_act() and window.view.table.queue.busy, timeout=15000)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_H)
    assert statuses[-1] == "Les conseils sont donnés quand c'est votre tour."
    wait_turn(qtbot, window, 0)
    assert asked == []
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_H)
    qtbot.waitUntil(lambda: asked == [0], timeout=15000)


def test_entree_pressed_again_and_again_through_an_animation_plays_nothing_as_the_turn_opens(
        qtbot, window, monkeypatch):
    """A person keeps pressing Entrée while the table still moves (the battle
    revealed and gathered at « Lente »): each press says to wait, and the
    press that comes just as their turn opens does not play the card raised
    there (a Peech choice is final); once their keys have stopped for the
    guard's time, Entrée plays it."""
    from cardtable.ui.table.overlays import GestureGuard
    window.settings.set("speed", "normal")
    start(window)
    ctl, b, view = window.controller, beh(window), window.view.viewport()
    queue = window.view.table.queue
    wait_turn(qtbot, window, 0)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)                   # the first battle's card
    statuses: list[str] = []
    window.director.status.connect(statuses.append)
    qtbot.waitUntil(lambda: ctl.public_view()["trick"] == 1 and 0 in ctl.to_act() and queue.busy
                    and not b.holding, timeout=15000)
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)   # the keys never stop from here
    QTest.keyClick(view, Qt.Key.Key_Return)                   # during the battle's animation
    assert "Attendez la fin de l'animation." in statuses
    assert not b.early_guard.ready
    wait_turn(qtbot, window, 0)
    assert window.view.table.input.selected is not None       # a card is raised for Entrée
    # the guard of the battle's hold, ended by its time, ran out: the presses
    # came further apart than its time (Entrée, →, Espace, every half second)
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)
    b.late_guard.arm()
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)
    assert b.late_guard.ready and b.hint_guard.ready and b.lifted_guard.ready   # this guard alone holds
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space):
        QTest.keyClick(view, key)                             # the same hammering, now at the turn
    assert ctl.view(0)["my_choice"] is None and 0 in ctl.to_act()
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)
    b.early_guard.arm()                                       # the keys stopped
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctl.view(0)["my_choice"] is not None or ctl.public_view()["trick"] == 2,
                    timeout=15000)


@pytest.mark.parametrize("scale", (0.82, 1.0, 1.1, 1.2))       # Petites .. Très grandes
@pytest.mark.parametrize("size", [(1012, 518), (1024, 600), (1050, 685), (1366, 768), (1920, 1080)])
def test_the_stock_and_discard_stay_clear_of_every_players_target_and_won_cards(size, scale):
    """At every table size and card size, the stock and the discard (and
    their names on the felt) lie clear of each other player's target card and
    won cards, 13 won cards included (at 1024×600 the top player's row came
    down onto the stock and hid its name)."""
    from PySide6.QtCore import QRectF

    import cardtable.ui.games.peech as ui
    from cardtable.ui.table.geometry import card_extent, table_geometry
    from cardtable.ui.table.piles import Pile

    def rect(pos, w, rot):
        hx, hy = card_extent(w, rot)
        return QRectF(pos.x() - hx, pos.y() - hy, 2 * hx, 2 * hy)

    geo = table_geometry(*size, 4, 0, card_scale=scale)
    taken = []
    for seat in (1, 2, 3):
        for kind, n in ((ui.TARGET, 1), (ui.WON_ROW, 13)):
            pile = Pile(f"{kind}{seat}", kind, seat)
            pile.items = [object()] * n
            taken += [rect(p, w, r) for p, r, _z, w in pile.layout.targets(pile, geo)]
    for kind in (ui.STOCK_PILE, ui.DISCARD_PILE):
        pile = Pile(kind, kind)
        pile.items = [object()]
        pos, rot, _z, w = pile.layout.anchor(pile, geo)
        card = rect(pos, w, rot)
        label = pile.layout.label_pos(pile, geo)
        name = QRectF(label.x() - w * 0.7, label.y() - w * 0.2, w * 1.4, w * 0.4)    # "Pioche", "Défausse"
        for r in taken:
            assert not card.intersects(r) and not name.intersects(r), (kind, card, name, r)


def test_while_the_person_still_chooses_the_status_line_keeps_asking_them(qtbot, window):
    """The others choose first ("Léa a choisi."): the status line still
    asks the person to choose their card, at the first battle too."""
    start(window)
    ctl = window.controller
    qtbot.waitUntil(lambda: my_turn(window, 0) and all(ctl.public_view()["chosen"][s] for s in (1, 2, 3))
                    and settled(window), timeout=15000)
    text = window.statusBar().currentMessage()
    assert beh(window).turn_text() in text, text


def test_enter_with_no_card_raised_raises_the_first_and_says_what_the_next_enter_does(qtbot, window, players):
    """Entrée with no card raised plays nothing: it raises the first card,
    as → would, and says that the next Entrée plays it; a click on an
    opponent's card says what to do."""
    start(window)
    wait_turn(qtbot, window, 0)
    view = window.view
    QTest.keyClick(view, Qt.Key.Key_Escape)              # no card raised
    assert window.view.table.selected is None
    said: list[str] = []
    window.director.status.connect(said.append)
    before = len(window.controller.view(0)["hand"])
    QTest.keyClick(view, Qt.Key.Key_Return)
    raised = window.view.table.selected
    assert raised is not None and raised is window.view.table.input.selectable()[0]
    assert said and said[-1] == f"Carte levée\u00a0: {raised.card.with_article('fr')}. Entrée la joue.", said
    assert len(window.controller.view(0)["hand"]) == before and window.controller.view(0)["my_choice"] is None
    QTest.keyClick(view, Qt.Key.Key_Escape)
    other = window.view.table.piles["target2"].items[0]      # Hugo's target card
    assert other.isVisible()
    click_centre(window, other)
    assert said[-1].startswith("Pas cette carte."), said
    assert window.controller.view(0)["my_choice"] is None


def test_l_says_the_last_battle_and_that_enter_closes_it(qtbot, window, accessible):
    """L shows "Dernière bataille", a panel that takes no focus and that the
    next Entrée closes: a screen reader hears it as it opens, the battle in
    words and how to close it (before, only the panel came up, and the
    person's Entrée meant for a card closed it in silence)."""
    start(window, seed=177)
    b = beh(window)
    QTest.keyClick(window.view, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: bool(accessible) and accessible[-1].startswith("Dernière bataille"))
    assert "Aucune bataille" in accessible[-1] and accessible[-1].endswith("Entrée la ferme.")
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert not b.last_panel.isVisible()
    _play_highest(qtbot, window, lambda: bool(b.last_trick()))
    # a battle held for reading ends by the next key (L too): L is pressed once the table waits on the person
    _play_highest(qtbot, window, lambda: not b.holding and my_turn(window, 0))
    accessible.clear()
    QTest.keyClick(window.view, Qt.Key.Key_L)
    assert b.last_panel.isVisible()
    heard = accessible[-1]
    assert heard.startswith("Dernière bataille") and heard.endswith("Entrée la ferme.")
    assert str(b.last_trick().get("text") or "")[:20] in heard

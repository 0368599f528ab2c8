"""The table's memory saved with the game (the kit: TableBehaviour.memory):
after a kill and a resume, or Partie > Ouvrir, R shows the last count again
and "Last moves" / "Last battle" / "Last trick" show what they showed.  Old
saves and a memory missing or damaged load without it, the game whole.
Real windows; tests wait on states, never on time."""

from __future__ import annotations

import json

import pytest
import test_deutch_table as deutch
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from test_deutch_table import _to_the_first_rounds_count
from windows import shown_window

from cardtable.ui import storage
from cardtable.ui.controller import GameController

players, window = deutch.players, deutch.window     # the fixtures of the Deutch table tests


@pytest.fixture
def short_rounds(monkeypatch, no_reading_holds):
    """The Deutch rounds here reach their count at the speed "fast" (the
    count shows only with animations on) and play on into round 2: real
    animations, very short, and Deutch's reading holds at 0.2 s (what is
    remembered is checked, not the moves)."""
    from cardtable.ui import anim
    monkeypatch.setitem(anim.SPEED_FACTORS, "fast", 0.02)


def second_window(qtbot):
    w = shown_window(qtbot)
    return w


def _after_a_count_and_a_move(qtbot, window):
    """Deutch: round 1 counted and its count closed, a move of round 2 in
    "Last moves"; returns (the count's title and body, the moves shown)."""
    _first, panel = _to_the_first_rounds_count(qtbot, window)
    shown = (panel.title.text(), panel.body.text())
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=5000)
    b = window.director.behaviour
    deutch.to_my_turn(qtbot, window)
    deutch.click(window, b.stock_pile().items[-1])          # a move of round 2: draw, then discard
    deutch.wait(qtbot, window, "drawn")
    deutch.click(window, b.discard_pile().items[-1])
    qtbot.waitUntil(lambda: len(b.log_lines) >= 2 and not window.view.table.queue.busy, timeout=20000)
    return shown, list(b.log_lines)


@pytest.mark.usefixtures("short_rounds")
def test_after_a_resume_r_shows_the_last_count_and_last_moves_are_back(qtbot, window, monkeypatch):
    shown, moves = _after_a_count_and_a_move(qtbot, window)
    ctl = window.controller
    ctl.autosave_enabled = True
    assert ctl.save()
    ctl.autosave_enabled = False
    ctl.stop()                                      # as a kill: the window is gone, the autosave stays
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    w2 = second_window(qtbot)
    try:
        assert w2.saves.startup()                   # "A game was not finished. Resume it?" Yes
        w2.controller.autosave_enabled = False
        qtbot.waitUntil(lambda: not w2.view.table.queue.busy, timeout=10000)
        b2 = w2.director.behaviour
        assert b2.last_summary == shown
        w2.menu_game.aboutToShow.emit()
        assert w2.act_last_count.isEnabled()
        QTest.keyClick(w2.view.viewport(), Qt.Key.Key_R)
        assert b2.info_panel.isVisible() and b2.info_panel.body.text() == shown[1]
        assert b2.log_lines == moves
        # the count kept is said again in English when the language changes
        w2.set_language("en")
        qtbot.waitUntil(lambda: w2.menuBar().actions()[0].text().replace("&", "") == "Game", timeout=5000)
        assert b2.info_panel.title.text() == "Round 1: the count"
        assert "Total" in b2.info_panel.body.text() and "Manche" not in b2.info_panel.body.text()
        assert b2.info_panel.first_button().text() == "Close"
    finally:
        w2.controller.stop()


@pytest.mark.usefixtures("short_rounds")
def test_open_brings_the_memory_back_and_old_or_damaged_memories_load_without_it(qtbot, window, tmp_path):
    shown, moves = _after_a_count_and_a_move(qtbot, window)
    ctl = window.controller
    text = storage.document(ctl.setup, ctl.state, ctl.table_memory())
    path = tmp_path / "partie.json"
    path.write_text(text, encoding="utf-8")
    setup, state, memory = GameController.read_save_with_memory(path)
    w2 = second_window(qtbot)
    try:
        assert w2.resume(setup, state, memory=memory)      # what Partie > Ouvrir does once the file is read
        w2.controller.autosave_enabled = False
        b2 = w2.director.behaviour
        assert b2.last_summary == shown and b2.log_lines == moves
    finally:
        w2.controller.stop()
    # an old save (no memory), another version, a damaged part: the game whole, no memory
    doc = json.loads(text)
    variants = {"old": {k: v for k, v in doc.items() if k != "table"},
                "newer part": {**doc, "table": {**doc["table"], "version": 99}},
                "damaged part": {**doc, "table": {"version": 1, "summary": [3, None], "moves": "x" * 10}},
                "not an object": {**doc, "table": [1, 2]},
                "event not a count": {**doc, "table": {"version": 1, "summary_source": {"round": "x"}}}}
    for name, variant in variants.items():
        p = tmp_path / f"{name}.json"
        p.write_text(json.dumps(variant), encoding="utf-8")
        setup2, state2, memory2 = GameController.read_save_with_memory(p)
        assert state2.to_json() == state.to_json(), name
        w3 = second_window(qtbot)
        try:
            assert w3.resume(setup2, state2, memory=memory2), name
            w3.controller.autosave_enabled = False
            b3 = w3.director.behaviour
            assert b3.last_summary is None, name
            assert b3.log_lines == [], name
        finally:
            w3.controller.stop()


@pytest.mark.parametrize("extra", [{"comment": "x"}])
def test_a_document_with_another_extra_key_is_still_refused(extra):
    from cardtable.engine import new_game
    from cardtable.ui.setup import GameSetup, SeatSetup
    setup = GameSetup("deutch", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(deutch.NAMES)], {}, 3)
    state = new_game("deutch", seed=3, players=4, options={})
    doc = json.loads(storage.document(setup, state, {"summary": ["a", "b"]}))
    storage.parse_save(json.dumps(doc))
    from cardtable.engine.errors import SaveError
    with pytest.raises(SaveError):
        storage.parse_save(json.dumps({**doc, **extra}))


def test_peechs_last_battle_comes_back_with_its_words(qtbot, french, monkeypatch, tmp_path):
    """Peech: after a battle, "Last battle" says it in words; saved and
    opened in a new window, it says the same (the engine alone knows only
    the cards); a battle whose cards are not cards is left out."""
    import test_peech_table as peech

    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: peech.Highest())
    w1 = second_window(qtbot)
    try:
        peech.start(w1)
        w1.controller.autosave_enabled = False
        ctl = w1.controller
        peech.wait_turn(qtbot, w1, 0)
        peech.click_item(w1, peech.hand_items(w1)[0])
        qtbot.waitUntil(lambda: ctl.public_view()["trick"] == 1, timeout=5000)
        peech.wait_turn(qtbot, w1, 0)
        before = w1.director.behaviour.last_trick()
        assert before is not None and before.get("text")
        text = storage.document(ctl.setup, ctl.state, ctl.table_memory())
    finally:
        w1.controller.stop()
    path = tmp_path / "peech.json"
    path.write_text(text, encoding="utf-8")
    setup, state, memory = GameController.read_save_with_memory(path)
    w2 = second_window(qtbot)
    try:
        assert w2.resume(setup, state, memory=memory)
        w2.controller.autosave_enabled = False
        after = w2.director.behaviour.last_trick()
        assert after is not None and after["text"] == before["text"] and after["plays"] == before["plays"]
        w2.controller.stop()
        bad = {**memory, "last_trick": {**memory["last_trick"], "plays": [[0, "ZZ"]]}}
        assert w2.resume(setup, state, memory=bad)
        w2.controller.autosave_enabled = False
        assert "text" not in (w2.director.behaviour.last_trick() or {})
    finally:
        w2.controller.stop()


@pytest.mark.usefixtures("short_rounds")
def test_the_count_on_the_table_is_in_the_autosave_before_anything_else_is_played(qtbot, window, monkeypatch):
    """Killed while the round's count is read: the autosave, written as the
    last move was applied, is written again once the count is on the table,
    so it comes back with the game."""
    real_start = deutch.start

    def start(*args, **kwargs):
        real_start(*args, **kwargs)
        args[0].controller.autosave_enabled = True
    monkeypatch.setattr(deutch, "start", start)
    _first, panel = _to_the_first_rounds_count(qtbot, window)
    ctl = window.controller
    try:
        assert panel.isVisible()
        text = ctl.autosave_path().read_text(encoding="utf-8")
        memory = storage.table_memory(text)
        assert memory is not None and memory["summary"] == [panel.title.text(), panel.body.text()]
        assert memory["summary_source"]["round"] == 1
    finally:
        ctl.autosave_enabled = False

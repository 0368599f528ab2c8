"""Nothing is ever lost: autosave after every move, resume, corrupt files set aside."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable.engine.errors import SaveError
from cardtable.ui.controller import GameController
from cardtable.ui.setup import GameSetup, SeatSetup


class FirstLegal:
    def choose(self, view, legal):
        return legal[0]


@pytest.fixture(autouse=True)
def quick_players(monkeypatch):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda g, l, seed=0: FirstLegal())  # noqa: E741
    GameController.autosave_path().unlink(missing_ok=True)
    yield
    GameController.autosave_path().unlink(missing_ok=True)


def setup(humans=(0,)):
    names = ["Vous", "Léa", "Hugo", "Chloé"]
    return GameSetup("atout_pique", 4, [SeatSetup(n, i in humans, "facile") for i, n in enumerate(names)], {}, 9)


def test_every_change_is_saved_atomically_and_reads_back(qapp):
    from cardtable.engine.atout_pique import Bid
    ctl = GameController()
    ctl.start(setup())
    path = GameController.autosave_path()
    assert path.exists()
    # play until the human's turn, bid, check the save follows the state
    st = ctl.state
    while 0 not in st.to_act():
        seat = min(st.to_act())
        ctl._after_apply(st.apply(seat, st.legal_actions(seat)[0]))
    ctl._animating = False
    assert ctl.submit(0, Bid(2))
    s2, state2 = GameController.read_save(path)
    assert s2 == ctl.setup
    assert state2.to_json() == ctl.state.to_json()
    assert not list(path.parent.glob("*.tmp"))


@pytest.mark.parametrize("content", ["", "{not json", json.dumps({"format": "other"}),
                                     json.dumps({"format": "cardtable-save", "version": 1, "setup": {},
                                                 "state": {}})])
def test_corrupt_save_is_refused_with_a_reason(tmp_path, content):
    bad = tmp_path / "autosave.json"
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError):
        GameController.read_save(bad)


def test_startup_sets_a_corrupt_save_aside_and_says_so_in_french(qtbot, french, monkeypatch):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    path = GameController.autosave_path()
    path.write_text("{corrupt", encoding="utf-8")
    shown = {}
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.update(title=box.windowTitle(), text=box.text()))
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    monkeypatch.setattr(w, "new_game_dialog", lambda: shown.setdefault("dialog", True))
    w.startup()
    assert not path.exists()
    kept = list(path.parent.glob("autosave.unreadable-*.json"))
    assert kept and kept[0].read_text(encoding="utf-8") == "{corrupt"
    assert "illisible" in shown["title"]
    # where it was kept (the folder, as a link) and why, never the raw Python error
    assert kept[0].name in shown["text"] and str(path.parent) in shown["text"]
    assert "Expecting" not in shown["text"]
    for f in kept:
        f.unlink()


def test_startup_offers_to_resume_an_unfinished_game(qtbot, french, monkeypatch):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    ctl = GameController()
    ctl.start(setup())
    saved = ctl.state.to_json()
    ctl.stop()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.startup()
    assert w.controller.state is not None and w.controller.state.to_json() == saved
    assert w.controller.setup.names[1] == "Léa"

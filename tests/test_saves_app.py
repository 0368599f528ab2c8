"""Saving never fails silently, and start-up survives any autosave.

Failures are simulated (the tests may run as root, whom chmod does not stop):
the system calls of the atomic write raise the ``OSError`` a read-only folder,
a full disk or a missing folder raises; a folder that cannot be created is a
real one (a file stands where the folder should be).
"""

from __future__ import annotations

import errno
import json
import os
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cardtable.engine import new_game
from cardtable.engine.errors import SaveError
from cardtable.ui import storage
from cardtable.ui.controller import GameController
from cardtable.ui.numbers import number
from cardtable.ui.setup import GameSetup, SeatSetup

NAMES = ["Vous", "Léa", "Hugo", "Chloé"]


class FirstLegal:
    def choose(self, view, legal):
        return legal[0]


@pytest.fixture(autouse=True)
def quick_players(monkeypatch):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda g, l, seed=0: FirstLegal())  # noqa: E741


def ap_setup(seed=9):
    return GameSetup("atout_pique", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(NAMES)], {}, seed)


def play_computers(ctl, steps=1):
    """Play ``steps`` actions of seats other than 0 (or seat 0's first legal when it is its turn)."""
    st = ctl.state
    for _ in range(steps):
        if st.is_over:
            return
        seat = min(st.to_act())
        ctl._after_apply(st.apply(seat, st.legal_actions(seat)[0]))


def raise_on(monkeypatch, target, name, err):
    def boom(*a, **k):
        raise OSError(err, os.strerror(err))
    monkeypatch.setattr(target, name, boom)


# ------------------------------------------------------------ storage alone
@pytest.mark.parametrize("where, err, kind", [
    ("mkstemp", errno.EROFS, "read_only"),
    ("mkstemp", errno.EACCES, "read_only"),
    ("fsync", errno.ENOSPC, "full"),
    ("replace", errno.EIO, "other"),
])
def test_a_failed_write_says_why_and_keeps_the_previous_file(tmp_path, monkeypatch, where, err, kind):
    path = tmp_path / "autosave.json"
    storage.write_atomic(path, '{"v": 1}')
    target = tempfile if where == "mkstemp" else os
    raise_on(monkeypatch, target, where, err)
    with pytest.raises(storage.WriteFailure) as info:
        storage.write_atomic(path, '{"v": 2}')
    assert info.value.kind == kind and info.value.folder == tmp_path
    assert path.read_text(encoding="utf-8") == '{"v": 1}'          # the previous save, whole
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]   # no temporary file left


def test_a_folder_that_cannot_be_created(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    with pytest.raises(storage.WriteFailure) as info:
        storage.write_atomic(blocker / "cardtable" / "autosave.json", "{}")
    assert info.value.kind == "no_folder"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="chmod does not stop root")
def test_a_really_read_only_folder(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(storage.WriteFailure) as info:
            storage.write_atomic(folder / "autosave.json", "{}")
        assert info.value.kind == "read_only"
    finally:
        folder.chmod(0o700)


def test_every_failure_has_a_sentence_naming_the_folder(english, tmp_path):
    for kind in storage.WRITE_FAILURE_TEXTS:
        text = storage.write_failure_text(storage.WriteFailure(kind, tmp_path / "autosave.json", "x"))
        assert str(tmp_path) in text or "autosave.json" in text
        assert text.endswith(".")


def test_set_aside_never_overwrites_a_copy_of_the_same_second(tmp_path, monkeypatch):
    monkeypatch.setattr(storage.time, "strftime", lambda fmt: "20261201-031500")
    kept = []
    for i in range(3):
        p = tmp_path / "autosave.json"
        p.write_text(f"bad {i}", encoding="utf-8")
        kept.append(storage.set_aside(p))
        assert not p.exists()
    assert len(set(kept)) == 3
    assert [k.read_text(encoding="utf-8") for k in kept] == ["bad 0", "bad 1", "bad 2"]


def test_a_huge_file_is_refused_without_being_read(tmp_path, monkeypatch):
    big = tmp_path / "autosave.json"
    with open(big, "wb") as fh:
        fh.truncate(50 * 1024 * 1024)          # sparse: 50 MB on paper
    monkeypatch.setattr(storage, "parse_save", lambda text: pytest.fail("the file was read"))
    with pytest.raises(SaveError) as info:
        storage.read_save(big)
    assert info.value.kind == "too_big"


@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,
    '{"format": "cardtable-save", "version": 1, "setup": ' + "[" * 50_000 + "]" * 50_000 + ', "state": {}}',
    json.dumps({"format": "cardtable-save", "version": 1,
                "setup": {"game_id": "atout_pique", "players": 4, "seed": 1,
                          "seats": [{"name": n, "human": False, "level": "facile"} for n in NAMES]},
                "state": {"seed": "x"}}).replace('"x"', "Infinity"),
    json.dumps({"format": "cardtable-save", "version": 1,
                "setup": {"game_id": "atout_pique", "players": 4, "seed": 10 ** 400,
                          "seats": [{"name": n, "human": False, "level": "facile"} for n in NAMES]},
                "state": {}}),
    '{"format": "cardtable-save", "version": 1e999}',
    b"\xff\xfe not utf-8",
    json.dumps({"format": "cardtable-save", "version": 1, "setup": "wrong type", "state": []}),
])
def test_whatever_the_text_only_save_error_escapes(text):
    with pytest.raises(SaveError):
        storage.parse_save(text)


# --------------------------------------------------------------- controller
def failing_writes(monkeypatch, kind="full", only=None):
    """Make autosaves fail (in folder ``only`` if given); return the list of attempts."""
    real = storage.write_atomic
    attempts = []

    def write(path, text):
        attempts.append(Path(path))
        if only is None or Path(path).parent == only:
            raise storage.WriteFailure(kind, Path(path), "simulated")
        real(path, text)
    monkeypatch.setattr(storage, "write_atomic", write)
    return attempts


def test_the_controller_tells_once_goes_on_and_recovers(qapp, monkeypatch):
    ctl = GameController()
    failed, recovered = [], []
    ctl.save_failed.connect(failed.append)
    ctl.save_recovered.connect(lambda: recovered.append(True))
    attempts = failing_writes(monkeypatch)
    ctl.start(ap_setup())
    play_computers(ctl, 6)
    assert len(attempts) == 7 and len(failed) == 1 and failed[0].kind == "full"
    assert ctl.save_failure is not None and ctl._save_retry.isActive()   # tried again later
    monkeypatch.undo()
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda g, l, seed=0: FirstLegal())  # noqa: E741
    play_computers(ctl, 1)
    assert recovered == [True] and ctl.save_failure is None and not ctl._save_retry.isActive()
    _, state = GameController.read_save(GameController.autosave_path())
    assert state.to_json() == ctl.state.to_json()                     # the disk follows the game again
    ctl.stop()


def test_the_retry_timer_saves_once_the_disk_has_room(qtbot, monkeypatch):
    real = storage.write_atomic
    ctl = GameController()
    ctl.SAVE_RETRY_MS = 10
    failing_writes(monkeypatch)
    ctl.start(ap_setup())
    assert ctl.save_failure is not None and not GameController.autosave_path().exists()
    monkeypatch.setattr(storage, "write_atomic", real)      # room again; no move is played
    with qtbot.waitSignal(ctl.save_recovered, timeout=5000):
        pass
    assert GameController.autosave_path().exists()
    ctl.stop()


def test_a_folder_that_cannot_be_created_at_start_and_after_moves(qtbot, monkeypatch, tmp_path, english):
    """XDG_DATA_HOME is a file: the data folder cannot exist.  Nothing raises."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert storage.ensure_log_file() is None
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    opened = []
    monkeypatch.setattr(w, "new_game_dialog", lambda: opened.append(True))
    w.startup()
    assert opened == [True]
    w.start_game(ap_setup())
    play_computers(w.controller, 3)
    assert w.controller.save_failure is not None and w.controller.save_failure.kind == "no_folder"
    assert w.saves.failure_box is not None and w.saves.failure_box.isVisible()
    assert str(blocker) in w.saves.failure_box.text()
    w.saves.failure_box.close()
    w.controller.stop()


# ------------------------------------------------------------------ window
@pytest.fixture
def window(qtbot, english, monkeypatch):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: 0)
    yield w
    if w.saves.failure_box is not None:
        w.saves.failure_box.close()
    w.controller.stop()


def test_the_window_says_it_once_and_offers_another_folder(window, monkeypatch, tmp_path, qtbot):
    w = window
    default = storage.save_dir()
    failing_writes(monkeypatch, kind="read_only", only=default)
    w.start_game(ap_setup())
    box = w.saves.failure_box
    assert box is not None and box.isVisible()
    assert "could not be saved" in box.text() and str(default) in box.text() and "read-only" in box.text()
    assert not box.isModal()                      # the game goes on behind it
    assert w.saves.not_saved.isVisible() or not w.isVisible()
    assert not w.saves.not_saved.isHidden()
    shown = [box]
    play_computers(w.controller, 5)
    assert w.saves.failure_box is box            # not said again after every move
    assert w.controller.state is not None and not w.controller.state.is_over
    other = tmp_path / "elsewhere"
    other.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(other))
    box.choose_button.click()
    assert storage.save_dir() == other
    saved = other / "autosave.json"
    assert saved.exists()
    _, state = GameController.read_save(saved)
    assert state.to_json() == w.controller.state.to_json()
    assert w.saves.not_saved.isHidden()
    assert "elsewhere" in w.statusBar().currentMessage()
    play_computers(w.controller, 2)
    _, state = GameController.read_save(saved)
    assert state.to_json() == w.controller.state.to_json()
    assert shown == [box]


def test_a_chosen_folder_that_fails_too_is_said_again(window, monkeypatch, tmp_path):
    w = window
    failing_writes(monkeypatch, kind="full")
    w.start_game(ap_setup())
    first = w.saves.failure_box
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(tmp_path))
    first.choose_button.click()
    assert w.saves.failure_box is not first and w.saves.failure_box.isVisible()
    assert "full" in w.saves.failure_box.text()


# ------------------------------------------------------------------ start-up
def finished_state():
    rng = random.Random(4)
    st = new_game("deutch", seed=4, players=4)
    while not st.is_over:
        seat = min(st.to_act())
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    return st


def deutch_setup():
    return GameSetup("deutch", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(NAMES)], {}, 4)


BAD_AUTOSAVES = {
    "nested": "[" * 200_000 + "]" * 200_000,
    "infinite seed": json.dumps({"format": "cardtable-save", "version": 1,
                                 "setup": {"game_id": "atout_pique", "players": 4, "seed": 0.5,
                                           "seats": []}}).replace("0.5", "Infinity"),
    "huge number": '{"format": "cardtable-save", "version": 1, "setup": ' + json.dumps(
        {"game_id": "atout_pique", "players": 4, "seed": 1,
         "seats": [{"name": n, "human": i == 0, "level": "facile"} for i, n in enumerate(NAMES)]})
        + ', "state": {"game": "atout_pique", "seed": 1' + "0" * 5000 + "}}",
    "empty": "",
    "not utf-8": "\udcff",
}


@pytest.mark.parametrize("name", list(BAD_AUTOSAVES))
def test_start_up_sets_any_refused_autosave_aside(window, monkeypatch, name):
    w = window
    path = GameController.autosave_path()
    text = BAD_AUTOSAVES[name]
    data = text.encode("utf-8", "surrogateescape")
    path.write_bytes(data)
    warned, opened = [], []
    monkeypatch.setattr(w, "warn_unreadable_save", lambda aside, exc, original=None: warned.append((aside, exc)))
    monkeypatch.setattr(w, "new_game_dialog", lambda: opened.append(True))
    w.startup()
    assert not path.exists() and opened == [True] and len(warned) == 1
    aside, exc = warned[0]
    assert isinstance(exc, SaveError) and aside.read_bytes() == data
    assert w.controller.state is None


def test_a_50_mb_autosave_is_set_aside_at_once(window, monkeypatch):
    w = window
    path = GameController.autosave_path()
    with open(path, "wb") as fh:
        fh.truncate(50 * 1024 * 1024)
    shown = {}
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.update(text=box.text()) or 0)
    monkeypatch.setattr(w, "new_game_dialog", lambda: None)
    w.startup()
    kept = list(path.parent.glob("autosave.unreadable-*.json"))
    assert len(kept) == 1 and kept[0].stat().st_size == 50 * 1024 * 1024
    assert "too large" in shown["text"] and kept[0].name in shown["text"]


def test_an_autosave_that_cannot_be_moved_is_said_left_in_place(window, monkeypatch):
    w = window
    path = GameController.autosave_path()
    path.write_text("{bad", encoding="utf-8")
    shown = {}
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.update(text=box.text()) or 0)
    monkeypatch.setattr(w, "new_game_dialog", lambda: None)
    raise_on(monkeypatch, storage.os, "link", errno.EROFS)
    monkeypatch.setattr(Path, "rename", lambda self, target: (_ for _ in ()).throw(OSError(errno.EROFS, "ro")))
    w.startup()
    assert path.read_text(encoding="utf-8") == "{bad"
    assert "left as it is" in shown["text"] and "autosave.json" in shown["text"]


def test_a_finished_game_is_not_resumed_nor_deleted(window, monkeypatch):
    w = window
    state = finished_state()
    path = GameController.autosave_path()
    path.write_text(storage.document(deutch_setup(), state), encoding="utf-8")
    shown, opened = {}, []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.update(text=box.text()) or 0)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("a finished game was offered"))
    monkeypatch.setattr(w, "new_game_dialog", lambda: opened.append(True))
    w.startup()
    assert w.controller.state is None and opened == [True]
    kept = list(path.parent.glob("autosave.finished-*.json"))
    assert len(kept) == 1 and not path.exists()
    assert "already finished" in shown["text"] and kept[0].name in shown["text"]
    assert "Léa" in shown["text"]


def _unfinished_autosave() -> tuple[Any, str]:
    """An Atout Pique game two moves in, written as the autosave: the state
    and the file's text."""
    st = new_game("atout_pique", seed=3, players=4)
    rng = random.Random(2)
    while len(st.history) < 2:
        seat = min(st.to_act())
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    saved = storage.document(ap_setup(3), st)
    GameController.autosave_path().write_text(saved, encoding="utf-8")
    return st, saved


def test_the_resume_question_names_game_players_and_score(window, monkeypatch):
    w = window
    st, _saved = _unfinished_autosave()
    asked = {}

    def question(parent, title, text, *a, **k):
        asked["text"] = text
        return QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(w, "new_game_dialog", lambda: None)
    w.startup()
    t = st.totals
    assert "Atout Pique" in asked["text"]
    assert "Vous and Hugo against Léa and Chloé" in asked["text"]
    assert f"{number(t[0])} to {number(t[1])}" in asked["text"]


def test_a_game_not_resumed_at_start_can_be_taken_up_from_the_menu(window, monkeypatch):
    """« Non » (or Échap) to the start-up question, then no new game: the
    unfinished game stays in the autosave, and Partie > Reprendre la partie
    non terminée… asks again and resumes it; once a game runs, it is gone
    from the menu."""
    w = window
    st, _saved = _unfinished_autosave()
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answers.pop(0))
    monkeypatch.setattr(w, "new_game_dialog", lambda: None)        # closed without a game
    w.startup()
    assert w.controller.state is None and GameController.autosave_path().is_file()
    w.menu_game.aboutToShow.emit()
    act = w.saves.act_resume
    assert act.isVisible() and act in w.menu_game.actions()
    act.trigger()
    assert answers == [] and w.controller.active
    assert [str(a) for a in w.controller.state.history] == [str(a) for a in st.history]
    w.menu_game.aboutToShow.emit()
    assert not act.isVisible()


def test_a_new_game_after_the_start_up_no_asks_before_it_replaces_the_kept_game(window, monkeypatch):
    """Échap (« Non ») to the start-up question, then Jouer in the New game
    window: « Abandonner la partie non terminée qui a été enregistrée ? »,
    naming it; « Non » keeps the autosave and the window; « Oui » starts
    the new game."""
    w = window
    st, saved = _unfinished_autosave()
    path = GameController.autosave_path()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)     # or Échap
    dialog = w.new_game_dialog
    monkeypatch.setattr(w, "new_game_dialog", lambda: None)
    w.startup()
    assert w.controller.state is None
    monkeypatch.setattr(w, "new_game_dialog", dialog)
    monkeypatch.setattr(w.lessons, "offer_before", lambda setup: False)
    from cardtable.ui.window.new_game import NewGameDialog
    asked: list[str] = []
    answers = ["no", "yes"]

    def question(box):
        asked.append(box.text() + " " + box.informativeText())
        assert path.read_text(encoding="utf-8") == saved        # kept through « Non »
        (box.no_button if answers.pop(0) == "no" else box.yes_button).click()
        return 0
    monkeypatch.setattr(QMessageBox, "exec", question)
    # Jouer, « Non » (the window stays), Jouer again, « Oui »
    monkeypatch.setattr(NewGameDialog, "exec", lambda dlg: (dlg.accept(), dlg.isVisible() or dlg.accept(),
                                                           dlg.result())[-1])
    w.new_game_dialog()
    assert answers == [] and len(asked) == 2
    assert "Abandon the unfinished game that was saved?" in asked[0] and "Atout Pique" in asked[0]
    assert w.controller.active and w.controller.state.history != st.history


def test_the_resume_question_writes_a_negative_total_as_the_scoresheet_does(window):
    """« Hugo : −1 », with the scoresheet's minus sign (U+2212), not « Hugo -1 »;
    each name once, beside its total (« Joueur 1 0 » read as one name)."""
    from types import SimpleNamespace
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(["Vous", "Léa", "Hugo", "Chloé"])]
    text = window.saves.describe(GameSetup("peech", 4, seats, {}, 1), SimpleNamespace(totals=[12, 0, -1, 3]))
    assert "Hugo: \u22121" in text and "-1" not in text and "Vous: 12" in text
    assert text.count("Hugo") == 1                       # each name once, with its total


# ---------------------------------------------------------------- named saves
def test_save_as_and_open_round_trip_and_remember_the_folder(window, monkeypatch, tmp_path):
    w = window
    assert w.saves.act_save_as.shortcut().toString() == "Ctrl+Shift+S"
    assert w.saves.act_open.shortcut().toString() == "Ctrl+O"
    assert not w.saves.act_save_as.isEnabled()
    w.start_game(ap_setup())
    play_computers(w.controller, 3)
    assert w.saves.act_save_as.isEnabled()
    folder = tmp_path / "mes parties"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(folder / "dimanche"), ""))
    w.saves.act_save_as.trigger()
    saved = folder / "dimanche.json"
    assert saved.exists()
    expected = w.controller.state.to_json()
    play_computers(w.controller, 3)
    seen = {}

    def get_open(parent, title, start, filt):
        seen["start"] = start
        return str(saved), ""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", get_open)
    monkeypatch.setattr("cardtable.ui.window.new_game.confirm_abandon", lambda parent, title=None, **k: True)
    w.saves.act_open.trigger()
    assert seen["start"] == str(folder)                  # the last folder, remembered
    assert w.controller.state.to_json() == expected
    assert saved.exists()                               # opened, not moved


@pytest.mark.parametrize("content", ["{cut sho", "[" * 100_000, json.dumps({"format": "cardtable-save",
                                                                            "version": 7})])
def test_opening_a_refused_file_explains_and_keeps_it(window, monkeypatch, tmp_path, content):
    w = window
    w.start_game(ap_setup())
    before = w.controller.state.to_json()
    bad = tmp_path / "partie.json"
    bad.write_text(content, encoding="utf-8")
    shown = {}
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.update(text=box.text()) or 0)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    assert not w.saves.open_file()
    assert bad.read_text(encoding="utf-8") == content and list(tmp_path.iterdir()) == [bad]
    assert "partie.json" in shown["text"] and "left as it is" in shown["text"]
    assert w.controller.state.to_json() == before


def test_save_as_into_a_folder_that_fails_says_why(window, monkeypatch, tmp_path):
    w = window
    w.start_game(ap_setup())
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "x.json"), ""))
    failing_writes(monkeypatch, kind="full", only=tmp_path)
    shown = {}
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.update(text=box.text()) or 0)
    assert not w.saves.save_as()
    assert "x.json" in shown["text"] and "full" in shown["text"]
    assert w.controller.state is not None


def test_the_shortcuts_reach_open_and_save_as(window, monkeypatch, qtbot):
    from PySide6.QtCore import Qt
    w = window
    w.show()
    w.activateWindow()
    from PySide6.QtWidgets import QApplication
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    calls = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: calls.append("open") or ("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: calls.append("save") or ("", ""))
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    w.start_game(ap_setup())
    qtbot.keyClick(w.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert calls == ["open", "save"]
    titles = [a.text() for a in w.menu_game.actions()]
    assert "&Open…" in titles and "&Save as…" in titles


# ------------------------------------------------- a save opened over any game
GAME_IDS = ("peech", "auteurs", "atout_pique", "deutch")


def scored_game(game_id, players, seed):
    """A setup and a position of ``game_id`` with at least one scored hand or
    round on its scoresheet, not finished (random legal play)."""
    from cardtable import games
    plugin = games.table_plugin(game_id)
    names = [f"{NAMES[i % 4]}{i // 4 or ''}" for i in range(players)]
    options = {"deals": 3} if game_id == "auteurs" else {}     # a match of several deals
    setup = GameSetup(game_id, players, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)], options,
                      seed)
    rng = random.Random(seed)
    st = new_game(game_id, seed=seed, players=players, options=options)
    while not plugin.score_rows(st.public_view(), names):
        seat = min(st.to_act())
        st.apply(seat, rng.choice(st.legal_actions(seat)))
        assert not st.is_over
    return setup, st


@pytest.mark.parametrize("shown", GAME_IDS)
@pytest.mark.parametrize("opened", GAME_IDS)
def test_a_save_of_any_game_opens_over_any_game(window, monkeypatch, tmp_path, qtbot, shown, opened):
    """Partie > Ouvrir… of one game's save while another (or the same game with
    other players) is on the table: the table and the scoresheet show the
    opened game, and nothing of the first game's table reads its view."""
    from cardtable import games
    w = window
    w.show()
    info = games.game_info(opened)
    players = info.max_players if opened == shown and info.max_players != info.default_players \
        else info.default_players
    setup_a, state_a = scored_game(shown, games.game_info(shown).default_players, 11)
    w.resume(setup_a, state_a)
    qtbot.waitUntil(lambda: w.scoresheet is not None and bool(w.scoresheet.model.rows), timeout=20000)
    setup_b, state_b = scored_game(opened, players, 12)
    path = tmp_path / f"{opened}.json"
    path.write_text(storage.document(setup_b, state_b), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr("cardtable.ui.window.new_game.confirm_abandon", lambda parent, title=None, **k: True)
    expected = state_b.to_json()
    assert w.saves.open_file()
    assert w.controller.state.to_json() == expected
    model = w.scoresheet.model
    plugin = games.table_plugin(opened)
    assert model.plugin is plugin and model.players == players and model.names == setup_b.names
    assert len(model.rows) == len(plugin.score_rows(state_b.public_view(), setup_b.names)) > 0
    assert w.director.plugin is plugin
    qtbot.waitUntil(lambda: not w.view.table.queue.busy, timeout=20000)

# ------------------------------------------------------ the whole document
def registered_games() -> tuple[str, ...]:
    from cardtable import games
    return tuple(games.available_games())


def game_setup(game_id, options=None, seed=4):
    from cardtable import games
    n = games.game_info(game_id).default_players
    return GameSetup(game_id, n, [SeatSetup(f"P{i}", i == 0, "facile") for i in range(n)], dict(options or {}), seed)


def edited_document(game_id, edit, *, text_edit=None) -> str:
    """A real save of ``game_id`` in progress, its parsed document changed by
    ``edit(doc)``, then its text by ``text_edit`` (for NaN and the like)."""
    setup = game_setup(game_id)
    doc = json.loads(storage.document(setup, new_game(game_id, seed=setup.seed, players=setup.players)))
    edit(doc)
    text = json.dumps(doc)
    return text_edit(text) if text_edit else text


def set_option(name, value):
    return lambda doc: doc["setup"]["options"].__setitem__(name, value)


BAD_DOCUMENTS = {
    # what a hand edit or a damaged file may hold where the program writes the setup
    "option Infinity": (lambda d: set_option("rounds", "INF")(d), lambda t: t.replace('"INF"', "Infinity")),
    "option -Infinity": (lambda d: set_option("rounds", "INF")(d), lambda t: t.replace('"INF"', "-Infinity")),
    "option NaN": (lambda d: set_option("rounds", "INF")(d), lambda t: t.replace('"INF"', "NaN")),
    "option 1e999": (lambda d: set_option("rounds", "INF")(d), lambda t: t.replace('"INF"', "1e999")),
    "option out of range": (set_option("rounds", 31), None),
    "option a float": (set_option("rounds", 2.0), None),
    "option a bool": (set_option("rounds", True), None),
    "option a text": (set_option("rounds", "10"), None),
    "option unknown": (set_option("speed", 3), None),
    "options a list": (lambda d: d["setup"].__setitem__("options", [["rounds", 2]]), None),
    "option not the state's": (set_option("rounds", 2), None),
    "first player not a seat": (set_option("first_player", 5), None),
    "seat level unknown": (lambda d: d["setup"]["seats"][1].__setitem__("level", "expert"), None),
    "seat human not a bool": (lambda d: d["setup"]["seats"][1].__setitem__("human", 1), None),
    "seat extra key": (lambda d: d["setup"]["seats"][1].__setitem__("team", 1), None),
    "blank name": (lambda d: d["setup"]["seats"][1].__setitem__("name", "  "), None),
    "name with a newline": (lambda d: d["setup"]["seats"][1].__setitem__("name", "Léa\nHugo"), None),
    "seed a float": (lambda d: d["setup"].__setitem__("seed", 4.0), None),
    "seed huge": (lambda d: d["setup"].__setitem__("seed", 10 ** 30), None),
    "setup extra key": (lambda d: d["setup"].__setitem__("colour", "red"), None),
    "setup without options": (lambda d: d["setup"].pop("options"), None),
    "help_used not a bool": (lambda d: d["setup"].__setitem__("help_used", "yes"), None),
    "version 1.0": (lambda d: d.__setitem__("version", 1.0), None),
    "document extra key": (lambda d: d.__setitem__("comment", "x"), None),
    "NaN in the state": (lambda d: d["state"].__setitem__("seed", "INF"), lambda t: t.replace('"INF"', "NaN")),
}


@pytest.mark.parametrize("name", list(BAD_DOCUMENTS))
def test_every_part_of_the_document_is_checked(name):
    edit, text_edit = BAD_DOCUMENTS[name]
    with pytest.raises(SaveError) as info:
        storage.parse_save(edited_document("deutch", edit, text_edit=text_edit))
    assert info.value.kind in storage.SAVE_ERROR_TEXTS, info.value.kind


@pytest.mark.parametrize("game_id", registered_games())
def test_setup_options_are_checked_for_every_game(game_id):
    from cardtable.engine import game_class
    for spec in game_class(game_id).option_specs:
        for bad in ("INF", 1.5, "x", [1], None, 10 ** 20, *([True] if spec.kind != "bool" else [0])):
            text_edit = (lambda t: t.replace('"INF"', "Infinity")) if bad == "INF" else None
            with pytest.raises(SaveError):
                storage.parse_save(edited_document(game_id, set_option(spec.name, bad), text_edit=text_edit))


OPTION_VALUES = [None, True, False, 0, 1, -1, 2, 3, 5, 7, 10, 31, 100, 2000, 2001, 10 ** 400, 3.0, 0.5, 1e308,
                 float("inf"), float("-inf"), float("nan"), "", "3", "x", "true", [], [3], {}, {"a": 1}]


@pytest.mark.parametrize("game_id", registered_games())
def test_fuzz_options_a_save_is_read_exactly_when_new_game_accepts_it(game_id):
    """For any value of any option (and random ones), the save reader accepts
    the setup exactly when new_game does, and whatever it accepts starts a
    rematch and is written back without NaN or Infinity."""
    from cardtable.engine import BadOption, game_class
    from cardtable.ui.setup import GameSetup as Setup
    rng = random.Random(game_id)
    for spec in game_class(game_id).option_specs:
        values = list(OPTION_VALUES) + list(spec.choices) + [spec.default]
        if spec.minimum is not None and spec.maximum is not None:
            values += [spec.minimum - 1, spec.minimum, spec.maximum, spec.maximum + 1]
            values += [rng.randint(spec.minimum - 5, spec.maximum + 5) for _ in range(20)]
        values += [rng.uniform(-100, 100) for _ in range(5)] + [rng.choice([True, False]) for _ in range(2)]
        for value in values:
            setup = game_setup(game_id, {spec.name: value})
            try:
                state = new_game(game_id, seed=setup.seed, players=setup.players, options={spec.name: value})
            except BadOption:
                state = None
            doc = {"format": "cardtable-save", "version": 1, "setup": setup.to_dict(),
                   "state": json.loads((state or new_game(game_id, seed=4, players=setup.players)).to_json())}
            text = json.dumps(doc)                       # NaN and Infinity as Python writes them
            try:
                read_setup, read_state = storage.parse_save(text)
            except SaveError as exc:
                assert state is None, (spec.name, value, str(exc))
                continue
            assert state is not None, (spec.name, value)
            assert isinstance(read_setup, Setup) and read_state.options == state.options
            rematch = new_game(game_id, seed=7, players=read_setup.players, options=read_setup.options)
            assert rematch.options == state.options
            written = storage.document(read_setup, read_state)
            assert "Infinity" not in written and "NaN" not in written
            assert storage.parse_save(written)[1].to_json() == read_state.to_json()


def test_a_save_is_never_written_with_nan_or_infinity():
    setup = game_setup("deutch", {"rounds": float("inf")})
    with pytest.raises(ValueError):
        storage.document(setup, new_game("deutch", seed=4))
    st = new_game("deutch", seed=4)
    st.options["rounds"] = float("nan")
    with pytest.raises(ValueError):
        st.to_json()


@pytest.mark.parametrize("name", ["option Infinity", "option out of range", "option not the state's",
                                  "first player not a seat"])
def test_start_up_sets_a_save_with_wrong_options_aside_and_says_why_in_french(qtbot, french, monkeypatch, name):
    """The issue's case: the game used to resume, and Revanche crashed at its end."""
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("offered to resume a bad save"))
    monkeypatch.setattr(w, "new_game_dialog", lambda: None)
    edit, text_edit = BAD_DOCUMENTS[name]
    text = edited_document("deutch", edit, text_edit=text_edit)
    path = GameController.autosave_path()
    path.write_text(text, encoding="utf-8")
    w.startup()
    assert w.controller.state is None and not path.exists()
    kept = list(path.parent.glob("autosave.unreadable-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text
    from html import unescape
    assert len(shown) == 1 and "La partie enregistrée n'a pas pu être lue" in unescape(shown[0]), shown
    assert kept[0].name in shown[0]
    reason = "abîmé" if name == "option Infinity" else (
        "ne correspondent pas" if name == "option not the state's" else "manquent ou sont erronés")
    assert reason in unescape(shown[0])


def test_a_resumed_save_plays_to_its_end_and_rematch_starts(qtbot, english, monkeypatch):
    """Revanche after a resumed game: the setup read from the file starts a new game."""
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: 0)
    setup = GameSetup("deutch", 3, [SeatSetup(n, False, "facile") for n in NAMES[:3]], {"rounds": 1}, 5)
    st = new_game("deutch", seed=5, players=3, options={"rounds": 1})
    GameController.autosave_path().write_text(storage.document(setup, st), encoding="utf-8")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    w.startup()
    ctl = w.controller
    assert ctl.state is not None and ctl.resumed and ctl.setup.options == {"rounds": 1}
    w.director.rematch()                       # the end panel's "Rematch"
    assert not ctl.resumed and ctl.state.options["rounds"] == 1
    assert ctl.state.players == 3 and not ctl.state.is_over
    ctl.stop()


# ------------------------------------------------- named saves' folder
def test_named_saves_start_in_documents_table_de_cartes(window, monkeypatch, tmp_path):
    import shutil

    from PySide6.QtCore import QSettings
    w = window
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    w.start_game(ap_setup())
    starts, paused = [], []

    def dialog(parent, title, start, filt):
        starts.append(Path(start))
        paused.append(w.controller.paused)          # the game waits while the dialog is open
        return "", ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    folder = home / "Documents" / "Table de cartes"
    assert not folder.exists()
    w.saves.save_as()
    w.saves.open_file()
    assert starts[0].parent == folder and starts[0].suffix == ".json" and starts[1] == folder
    assert folder.is_dir()                                                    # created when first needed
    assert paused == [True, True] and not w.controller.paused
    QSettings().setValue(storage.LAST_FOLDER_KEY, str(storage.default_data_dir()))   # the hidden folder
    w.saves.open_file()
    assert starts[-1] == folder
    shutil.rmtree(home / "Documents")                                       # no Documents folder
    w.saves.open_file()
    assert starts[-1] == home / "Table de cartes" and starts[-1].is_dir()


# ------------------------------------------------- statistics not written
def test_statistics_that_cannot_be_written_are_said_once_and_follow_the_chosen_folder(window, monkeypatch,
                                                                                          tmp_path):
    from cardtable import stats as model
    w = window
    default = storage.save_dir()
    failing_writes(monkeypatch, kind="read_only", only=default)
    w.start_game(deutch_setup())
    w.controller._record_result(finished_state())
    box = getattr(w.saves, "stats_box", None)
    shown = box is not None and box.isVisible()
    w.controller._record_result(finished_state())
    again = getattr(w.saves, "stats_box", None)
    other = tmp_path / "ailleurs"
    other.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(other))
    w.saves.choose_folder()                    # the box's "Choose another folder…"
    doc = model.parse((other / "statistics.json").read_bytes())     # the two games, written there
    assert model.summary(doc, "deutch", "Vous").played == 2
    assert shown and again is box                                     # said once
    assert "statistics could not be saved" in box.text() and str(default) in box.text()
    assert "Choose another folder" in box.choose_button.text()
    assert not box.isVisible()
    log = storage.ensure_log_file()
    assert log == other / storage.LOG_NAME                             # the log follows the saves
    import logging
    logging.getLogger("cardtable").error("a line for the log 5521")
    for h in logging.getLogger("cardtable").handlers:
        h.flush()
    assert "5521" in log.read_text(encoding="utf-8")
    w.controller._record_result(finished_state())                      # and so do the next games
    assert model.summary(model.parse((other / "statistics.json").read_bytes()), "deutch", "Vous").played == 3

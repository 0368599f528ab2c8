"""Settings: every key declared with its default and its check, every read
through one accessor, and no stored value -- however damaged -- can stop the
program: a bad value falls back to its default, is logged and is repaired."""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMessageBox

from cardtable.ui import settings as st

ROOT = Path(__file__).resolve().parent.parent


def every_key() -> list[str]:
    """Every settings key the program uses, a family's once per game."""
    import cardtable.app  # noqa: F401 - the modules that declare keys
    import cardtable.ui.network.join  # noqa: F401
    import cardtable.ui.storage  # noqa: F401
    import cardtable.ui.window.game_settings  # noqa: F401
    import cardtable.ui.window.main_window  # noqa: F401
    import cardtable.ui.window.new_game  # noqa: F401
    import cardtable.ui.window.rules  # noqa: F401
    from cardtable.ui.games import playable_games, plugin_for
    games = playable_games()
    for gid in games:
        plugin_for(gid)                       # each game's table module declares its own keys
    keys = []
    for spec in st.declared_keys():
        keys += [spec.name + gid for gid in games] if spec.family else [spec.name]
    return keys


GARBAGE = ["x", "", "  ", ["a", "b"], [4], 12, 3.5, True, "{not json", "[1, 2]", "null", "NaN",
           '{"players": "x"}', '{"players": [4]}',
           '{"game_id": 5, "players": "x", "seats": "x", "options": [1]}',
           '{"game_id": "deutch", "players": [4], "seats": [{"name": 5, "human": "x", "level": []}, 7],'
           ' "options": {"rounds": "x", "nope": 1}}',
           '{"players": 1e999}', "#zzzzzz", QByteArray(b"\x00garbage")]


def corrupt_everything(value) -> list[str]:
    keys = every_key()
    qs = QSettings()
    for key in keys:
        qs.setValue(key, value)
    qs.sync()
    return keys


def test_every_settings_read_goes_through_the_accessor():
    """No module reads QSettings itself: settings.read is the one reader."""
    reader = re.compile(r"(QSettings\(\)|\bqs|\b_qs|qsettings|settings)\s*\.\s*value\(")
    offenders = []
    for path in (ROOT / "cardtable").rglob("*.py"):
        if path.name == "settings.py" and path.parent.name == "ui":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if reader.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert offenders == []


def test_an_undeclared_key_is_a_programming_error(qapp):
    with pytest.raises(KeyError, match="not declared"):
        st.read("no/such/key")


@pytest.mark.parametrize("value", GARBAGE, ids=[repr(v)[:30] for v in GARBAGE])
def test_every_key_damaged_the_window_opens_and_a_game_starts(qtbot, french, monkeypatch, tmp_path, value):
    """The issue's case and every other: each key set to a wrong type, a
    garbage string or a list, then the window, the New game dialog (at start
    and from Partie > Nouvelle partie), the game settings, the rules, a game.
    Nothing is written where the program was started from (a folder setting
    "x" made a folder "x" there)."""
    here = tmp_path / "started-here"
    here.mkdir()
    monkeypatch.chdir(here)
    from cardtable.app import _saved_language
    from cardtable.ui.games import playable_games
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.game_settings import GameSettingsDialog
    from cardtable.ui.window.main_window import MainWindow
    from cardtable.ui.window.new_game import NewGameDialog
    from cardtable.ui.window.rules import RulesDialog
    keys = corrupt_everything(value)
    assert "new_game/last" in keys and "new_game/options/deutch" in keys and "deutch_claim_keys" in keys
    assert _saved_language() in ("fr", "en")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: 0)
    started = []

    def play(dialog):
        dialog.play_button.click()
        started.append(dialog.setup())
        return 1
    monkeypatch.setattr(NewGameDialog, "exec", play)
    corrupt_everything(value)
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.show()
    w.startup()                                   # no autosave: the New game dialog opens
    assert len(started) == 1 and w.controller.state is not None
    w.controller.stop()
    corrupt_everything(value)
    dlg = NewGameDialog(w.settings, playable_games(), w)
    qtbot.addWidget(dlg)
    for i in range(dlg.game_combo.count()):     # every game's options and seats
        dlg.game_combo.setCurrentIndex(i)
    corrupt_everything(value)
    w.act_new.trigger()                           # Partie > Nouvelle partie
    assert len(started) == 2 and w.controller.state is not None
    assert w.controller.state.game_id == started[1].game_id
    corrupt_everything(value)
    pages = GameSettingsDialog(w.settings, "deutch", ["Léa", "Hugo"], w)
    qtbot.addWidget(pages)
    rules = RulesDialog(w, "deutch")
    qtbot.addWidget(rules)
    for key in keys:
        w.settings.get(key)
    w.controller.stop()
    assert list(here.iterdir()) == []


def test_a_bad_value_falls_back_to_its_default_is_logged_and_repaired(qapp, caplog):
    keys = corrupt_everything(["a", "b"])
    with caplog.at_level(logging.WARNING, logger="cardtable"):
        values = {key: st.read(key) for key in keys}
    for key in keys:
        assert values[key] == st.key_spec(key).default, key
        assert key in caplog.text
        assert QSettings().value(key) is None, key   # removed: the next read is quiet
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="cardtable"):
        for key in keys:
            st.read(key)
    assert caplog.text == ""


def test_a_remembered_setup_keeps_its_good_parts(qtbot, french):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.new_game import LAST_KEY, NewGameDialog
    broken = {"game_id": "deutch", "players": "x", "options": {"rounds": 4, "power_on_replace": "x"},
              "seats": [{"name": "Léa", "human": True, "level": "difficile"}, 4,
                        {"name": ["Hugo"], "human": "no", "level": "expert"}]}
    QSettings().setValue(LAST_KEY, json.dumps(broken))
    settings = Settings()
    dlg = NewGameDialog(settings, ["atout_pique", "deutch"])
    qtbot.addWidget(dlg)
    assert dlg.game_id == "deutch" and dlg.players() == 4          # the default player count
    assert dlg.rows[0].name.text() == "Léa" and dlg.rows[0].human
    assert not dlg.rows[2].human and dlg.rows[2].name.text() == dlg.rows[2].name.placeholderText()
    opts = dlg.options()
    assert opts["rounds"] == 4 and opts["power_on_replace"] is False
    stored = json.loads(QSettings().value(LAST_KEY))              # written back cleaned
    assert "players" not in stored and stored["seats"][1] == {"name": "", "human": False,
                                                              "level": "intermediaire"}
    assert stored["seats"][0] == broken["seats"][0]


@pytest.mark.parametrize("raw, expected", [
    (True, True), (False, False), ("true", True), ("false", False), ("1", True), ("0", False), (1, True),
    (0, False), ("yes", True), (" NO ", False)])
def test_boolean_reads_what_qsettings_writes(raw, expected):
    assert st.boolean(raw) is expected


@pytest.mark.parametrize("raw", ["", "x", 2, -1, 0.5, [], ["true"], None, QByteArray(b"1")])
def test_boolean_refuses_the_rest(raw):
    with pytest.raises(st.BadSetting):
        st.boolean(raw)


def test_the_checks_of_the_program_keys(qapp):
    assert st.felt("#1f6b3a") == "#1f6b3a" and st.felt("blue") == "blue"
    for bad in ("#zzz", "#12345", "purple", 3, ["green"]):
        with pytest.raises(st.BadSetting):
            st.felt(bad)
    check = st.json_value(st.json_object)
    assert check('{"a": 1}') == {"a": 1}
    for bad in ("[1]", "NaN", '{"a": NaN}', '{"a": Infinity}', "{", 5, ["{}"]):
        with pytest.raises(st.BadSetting):
            check(bad)
    qs = QSettings()
    for key, bad in (("speed", "warp"), ("card_size", ["small"]), ("language", "de"), ("card_style", 3),
                     ("undo", "perhaps")):
        qs.setValue(key, bad)
        assert st.read(key) == st.DEFAULTS[key]


def test_settings_set_and_get_round_trip(qapp):
    s = st.Settings()
    seen = []
    s.changed.connect(seen.append)
    s.set("speed", "fast")
    s.set("undo", False)
    s.set_json("new_game/options/deutch", {"rounds": 3})
    again = st.Settings()
    assert again.get("speed") == "fast" and again.get("undo") is False
    assert again.get_json("new_game/options/deutch") == {"rounds": 3}
    assert seen == ["speed", "undo"]
    with pytest.raises(ValueError):
        s.set_json("new_game/options/deutch", {"rounds": float("nan")})


@pytest.mark.parametrize("last", ['{"game_id": "deutch", "players": "x"}', '{"game_id": "deutch", "players": [4]}'])
def test_the_new_game_dialog_opens_whatever_the_last_setup_says(qtbot, french, last):
    """The issue's case: ValueError / TypeError in the dialog at every opening."""
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.new_game import NewGameDialog
    QSettings().setValue("new_game/last", last)
    for _ in range(2):                                # repaired: the second opening reads the default
        dlg = NewGameDialog(Settings(), ["atout_pique", "deutch"])
        qtbot.addWidget(dlg)
        assert dlg.game_id == "deutch" and dlg.players() == 4
        dlg.play_button.click()
        assert dlg.setup().game_id == "deutch"

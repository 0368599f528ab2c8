"""The user data folder is one level deep (``~/.local/share/cardtable`` on
Linux, as the README says), and the files of the older doubled folder
(``…/cardtable/cardtable``) are moved into it without losing any."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication


@pytest.fixture(autouse=True)
def program_names(qapp):
    """The program's own names (the tests run under others)."""
    from cardtable.ui.appinfo import APPLICATION, ORGANISATION
    before = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    yield
    QCoreApplication.setOrganizationName(before[0])
    QCoreApplication.setApplicationName(before[1])


def _data_home() -> Path:
    return Path(os.environ["XDG_DATA_HOME"])


def test_the_data_folder_is_one_level_deep(qapp):
    from cardtable.ui import storage
    app = QCoreApplication.applicationName()
    assert QCoreApplication.organizationName() == app == "cardtable"
    assert storage.default_data_dir() == _data_home() / app
    assert storage.autosave_path() == _data_home() / app / "autosave.json"
    assert storage.log_path().parent == _data_home() / app


def test_files_of_the_doubled_folder_are_moved_up_and_nothing_is_lost(qapp):
    from cardtable.ui import storage
    app = QCoreApplication.applicationName()
    new = _data_home() / app
    old = new / app
    old.mkdir(parents=True)
    (old / "autosave.json").write_text('{"a": 1}', encoding="utf-8")
    (old / "lesson-peech.json").write_text('{"step": 3}', encoding="utf-8")
    (old / "statistics.json").write_text('{"old": true}', encoding="utf-8")
    (new / "statistics.json").write_text('{"new": true}', encoding="utf-8")   # already there: kept as it is
    assert storage.default_data_dir() == new
    assert (new / "autosave.json").read_text(encoding="utf-8") == '{"a": 1}'
    assert (new / "lesson-peech.json").read_text(encoding="utf-8") == '{"step": 3}'
    assert (new / "statistics.json").read_text(encoding="utf-8") == '{"new": true}'
    # the file whose name was taken stays where it was; nothing else is left there
    assert sorted(p.name for p in old.iterdir()) == ["statistics.json"]
    assert (old / "statistics.json").read_text(encoding="utf-8") == '{"old": true}'


def test_the_emptied_doubled_folder_is_removed_and_the_game_resumes_from_the_moved_autosave(qtbot, french):
    from cardtable.ui import storage
    from cardtable.ui.controller import GameController
    from cardtable.ui.setup import GameSetup, SeatSetup

    # a real autosave, written where the older program wrote it
    app = QCoreApplication.applicationName()
    new = _data_home() / app
    old = new / app
    old.mkdir(parents=True)
    storage._migrated.add(str(old))            # the older program: nothing moved yet
    real_one_level = storage._one_level
    storage._one_level = lambda p: p           # type: ignore[assignment]
    try:
        ctl = GameController()
        seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(["Vous", "Léa", "Hugo", "Chloé"])]
        setup = GameSetup("peech", 4, seats, {"rounds": 3}, 7)
        ctl.start(setup)
        ctl.save()
        position = ctl.state.to_json()
        ctl.stop()
        assert (old / "autosave.json").is_file()
    finally:
        storage._one_level = real_one_level     # type: ignore[assignment]
        storage._migrated.discard(str(old))
    # the program of today finds it, moved
    path = storage.autosave_path()
    assert path == new / "autosave.json" and path.is_file() and not old.exists()
    _setup, state = GameController().read_save(path)
    assert state.to_json() == position

"""Contract test of every game's table plugin.

For every registered game that has a table and each of its player counts, the
real main window plays a whole game offscreen with every seat a computer
(Facile, animations off, the game's quick options from
``tests/game_contracts/<id>.py``) and reaches its end: the behaviour handles
every event the engine sends, the controller's loop never sticks, and the
table is left settled with the engine's final totals.
"""

from __future__ import annotations

import importlib

import pytest

from cardtable import games
from cardtable.ui.setup import GameSetup, SeatSetup


def quick_options(game_id: str) -> dict:
    try:
        part = importlib.import_module(f"game_contracts.{game_id}")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(part, "QUICK_OPTIONS", {}))


def cases() -> list[tuple[str, int]]:
    out = []
    for gid in games.available_games(table=True):
        info = games.game_info(gid)
        out += [(gid, n) for n in range(info.min_players, info.max_players + 1)]
    return out


CASES = cases()


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_table_plugin_plays_a_demo_to_its_end(qtbot, french, game_id: str, players: int) -> None:
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow

    settings = Settings()
    settings.set("speed", "off")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    ctl = window.controller
    ctl.pace = False
    ctl.autosave_enabled = False
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window)
    names = [f"Ordi {i + 1}" for i in range(players)]
    setup = GameSetup(game_id, players, [SeatSetup(n, False, "facile") for n in names],
                      quick_options(game_id), 11)
    with qtbot.waitSignal(ctl.game_over, timeout=120_000) as over:
        window.start_game(setup)
    assert ctl.state is not None and ctl.state.is_over
    assert over.args[0] == list(ctl.state.totals)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=10_000)
    ctl.stop()

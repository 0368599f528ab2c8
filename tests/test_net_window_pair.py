"""One network game between two windows of the program in one process: a
window hosts through Partie > Jouer en réseau > Accueillir une partie (its
dialog's own widgets), another joins it through the Rejoindre dialog with the
code and the address its banner shows, and the person at the joined window
plays the game to its end through the real table, which agrees with the
host's view of that seat after every move (127.0.0.1 only)."""

from __future__ import annotations

import pytest

from tests.test_net_window_host import fill_dialog, shown_code_and_port
from tests.test_net_window_join import _count_positions, _no_multicast, fill, open_dialog, play_to_end  # noqa: F401


def _window(qtbot, speed: str = "off"):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    settings = Settings()
    settings.set("speed", speed)
    settings.set("language", "en")
    w = MainWindow(settings)
    w.controller.autosave_enabled = False
    w.resize(1280, 820)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.ensure_built()
    return w


@pytest.fixture
def two_windows(qtbot, monkeypatch, english):
    from cardtable.ui.network import hosting
    monkeypatch.setattr(hosting, "LISTEN_ADDRESS", "127.0.0.1")
    host_w, join_w = _window(qtbot), _window(qtbot)
    host_w.hosting.pace = False
    yield host_w, join_w
    if join_w.joined is not None:
        join_w.joined.leave()
    host_w.stop_hosting()
    for w in (join_w, host_w):
        w.controller.stop()
        w.view.table.queue.clear()


@pytest.mark.parametrize("game_id, options", [("atout_pique", {"target": 100})])
def test_a_game_hosted_in_one_window_is_played_to_its_end_from_another(qtbot, two_windows, game_id, options):
    host_w, join_w = two_windows
    fill_dialog(qtbot, ["remote", "computer", "computer", "computer"], game=game_id, options=options)
    host_w.hosting.act_host.trigger()
    assert host_w.hosting.hosting
    host = host_w.hosting.host
    code, port = shown_code_and_port(host_w)
    dlg = open_dialog(join_w)
    fill(qtbot, dlg, f"127.0.0.1:{port}", code, "Margot")
    qtbot.waitUntil(lambda: join_w.joined is not None, timeout=10000)
    moves = play_to_end(qtbot, join_w, host, seat=0, limit=2000)
    assert moves > 0
    assert join_w.director.controller.is_over and host.controller.state.is_over
    # the joined person's name reached the host's table
    assert host.controller.setup.names[0] == "Margot"

"""Shared pieces of the network tests: a host round a controller with remote
seats, computer clients joining it over loopback (127.0.0.1 only), and the
program's main windows the window-level tests host and join from."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from cardtable.ui.anim import Durations
from cardtable.ui.controller import GameController
from cardtable.ui.network.client import ComputerClient, NetClient
from cardtable.ui.network.host import NetHost
from cardtable.ui.setup import GameSetup, SeatSetup

GAMES = ("peech", "auteurs", "atout_pique", "deutch")


def quick_options(game_id: str) -> dict[str, Any]:
    return dict(importlib.import_module(f"tests.game_contracts.{game_id}").QUICK_OPTIONS)


def network_setup(game_id: str, seed: int = 3, remote: tuple[int, ...] = (1, 2, 3), players: int = 4) -> GameSetup:
    seats = [SeatSetup(f"P{i}", False, "facile", remote=i in remote) for i in range(players)]
    return GameSetup(game_id, players, seats, quick_options(game_id), seed)


def make_host(game_id: str, seed: int = 3, remote: tuple[int, ...] = (1, 2, 3), takeover_ms: int = 0,
              **kw: Any) -> NetHost:
    controller = GameController(Durations("off"), autosave=False)
    controller.pace = False
    controller.record_stats = False
    host = NetHost(controller, takeover_ms=takeover_ms, takeover_level="facile", drive=True, **kw)
    assert host.listen("127.0.0.1", 0)
    host.start_game(network_setup(game_id, seed, remote))
    return host


def join(host: NetHost, name: str, record: bool = True, level: str = "facile", seed: int = 0
         ) -> tuple[NetClient, ComputerClient]:
    client = NetClient(record=record)
    bot = ComputerClient(client, level, seed=seed)
    client.join("127.0.0.1", host.port, host.code, name)
    return client, bot


def network_window(qtbot: Any, speed: str = "off", language: str | None = None, autosave: bool = False,
                   size: tuple[int, int] | None = (1280, 820)) -> Any:
    """A main window as the window-level network tests use it: at ``speed``
    ("off" shows no round's count), in ``language`` when given (else the
    test's), its autosave off unless asked, shown and built."""
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    settings = Settings()
    settings.set("speed", speed)
    if language is not None:
        settings.set("language", language)
    w = MainWindow(settings)
    if not autosave:
        w.controller.autosave_enabled = False
    if size is not None:
        w.resize(*size)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.ensure_built()
    return w


@pytest.fixture
def windows(qtbot: Any, french: Any) -> Iterator[Callable[[], Any]]:
    """``make()`` opens a network window (:func:`network_window`); each one
    made leaves its table and stops at the end of the test."""
    made: list[Any] = []

    def make() -> Any:
        w = network_window(qtbot)
        made.append(w)
        return w
    yield make
    for w in made:
        if w.joined is not None:
            w.joined.leave()
        w.controller.stop()
        w.view.table.queue.clear()


def hosting_window(qtbot: Any, monkeypatch: Any) -> Any:
    """A window that hosts on 127.0.0.1 only, in English, its table without
    pauses (a generator for a fixture: it stops hosting at the end)."""
    from cardtable.ui.network import hosting
    monkeypatch.setattr(hosting, "LISTEN_ADDRESS", "127.0.0.1")
    w = network_window(qtbot, language="en", autosave=True, size=None)
    w.hosting.pace = False
    yield w
    w.stop_hosting()
    w.controller.stop()


def close_windows(host_w: Any, *joined: Any) -> None:
    """The end of a window-level test: the joined windows leave, the host
    stops hosting, nothing is left to run."""
    for w in joined:
        if w.joined is not None:
            w.joined.leave()
    host_w.stop_hosting()
    for w in (*joined, host_w):
        w.controller.stop()
        w.view.table.queue.clear()


def serve_news(host: NetHost) -> list[str]:
    """The lines ``--serve`` prints of who arrives, leaves or comes back
    (``cli._SeatNews``), gathered as ``host`` says its seats changed."""
    from cardtable.ui.network.cli import _SeatNews
    said: list[str] = []
    news = _SeatNews(host)
    host.seats_changed.connect(lambda: said.extend(news.said()))
    return said

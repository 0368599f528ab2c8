"""Shared pieces of the network tests: a host round a controller with remote
seats, computer clients joining it over loopback (127.0.0.1 only)."""

from __future__ import annotations

import importlib
from typing import Any

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

"""Game plugins for the table: ``cardtable/ui/games/<game_id>.py`` defines ``PLUGIN``."""

from __future__ import annotations

import importlib

from cardtable.engine import GAME_IDS, available_games

from .base import GamePlugin, ScoreCell, ScoreColumn, ScoreRow

__all__ = ["GamePlugin", "ScoreCell", "ScoreColumn", "ScoreRow", "plugin_for", "playable_games"]


def plugin_for(game_id: str) -> GamePlugin:
    if game_id not in GAME_IDS:
        raise ValueError(f"unknown game {game_id!r}")
    module = importlib.import_module(f"{__name__}.{game_id}")
    plugin: GamePlugin = module.PLUGIN
    return plugin


def playable_games() -> list[str]:
    """Games with both an engine and a table plugin, in GAME_IDS order."""
    out = []
    for gid in available_games():
        try:
            plugin_for(gid)
        except ModuleNotFoundError:
            continue
        out.append(gid)
    return out

"""Game plugins for the table: each game's declaration (:mod:`cardtable.games`)
names its plugin (``table="cardtable.ui.games.<id>:PLUGIN"``)."""

from __future__ import annotations

from cardtable import games

from .base import GamePlugin, ScoreCell, ScoreColumn, ScoreRow

__all__ = ["GamePlugin", "ScoreCell", "ScoreColumn", "ScoreRow", "plugin_for", "playable_games"]


def plugin_for(game_id: str) -> GamePlugin:
    """The table plugin of ``game_id``; ValueError if the game or its table does not exist."""
    try:
        plugin: GamePlugin = games.table_plugin(game_id)
    except games.NotAvailable as exc:
        raise ValueError(str(exc)) from None
    return plugin


def playable_games() -> list[str]:
    """Games with an engine, computer players and a table plugin, in the registry's order."""
    return list(games.available_games(players=True, table=True))

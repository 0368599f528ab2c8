"""Deutch: a row of face-down cards you half remember; the lowest total wins."""

from __future__ import annotations

from cardtable.games import QT_TRANSLATE_NOOP, GameInfo

GAME = GameInfo(
    id="deutch",
    title=QT_TRANSLATE_NOOP("engine", "Deutch"),
    engine="cardtable.engine.deutch:DeutchState",
    players="cardtable.ai.deutch:make_player",
    table="cardtable.ui.games.deutch:PLUGIN",
    teams=False,
    simultaneous=True,
    timed_windows=True,
    min_players=2,
    max_players=6,
    default_players=4,
    blurb=QT_TRANSLATE_NOOP(
        "NewGameDialog", "Four cards face down in front of you, and you may look at only two. "
        "Swap them for lower ones, race to throw a matching card on the discard, "
        "and call \u00abDeutch !\u00bb when you think your row is the lowest."),
)

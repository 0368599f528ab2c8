"""Atout Pique (Spades): four players in two partnerships, spades always trump."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.games import QT_TRANSLATE_NOOP, GameInfo


def partner_level(seat: int, humans: Sequence[bool]) -> str | None:
    """The computer partner of a human always plays at the Difficile level (RULES.md)."""
    if len(humans) == 4 and not humans[seat] and humans[(seat + 2) % 4]:
        return "difficile"
    return None


GAME = GameInfo(
    id="atout_pique",
    title=QT_TRANSLATE_NOOP("engine", "Atout Pique"),
    engine="cardtable.engine.atout_pique:AtoutPiqueState",
    players="cardtable.ai.atout_pique:make_player",
    table="cardtable.ui.games.atout_pique:PLUGIN",
    teams=True,
    simultaneous=False,
    timed_windows=False,
    min_players=4,
    max_players=4,
    default_players=4,
    blurb=QT_TRANSLATE_NOOP(
        "NewGameDialog", "Partners sit opposite each other: South and North against West and East. "
        "The computer partner of a human always plays at the Hard level; the level chosen is the opponents'."),
    locked_level=partner_level,
)

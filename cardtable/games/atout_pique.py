"""Atout Pique (Spades): four players in two partnerships, spades always trump."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.games import QT_TRANSLATE_NOOP, GameInfo, ResultRule, UndoRule


def partner_level(seat: int, humans: Sequence[bool]) -> str | None:
    """The computer partner of a human always plays at the Difficile level (docs/rules.md)."""
    if len(humans) == 4 and not humans[seat] and humans[(seat + 2) % 4]:
        return "difficile"
    return None


def undo_barrier(event: Mapping[str, Any], seat: int) -> str | None:
    """Undo: the human's last bid or card may be taken back, with every
    computer move after it, while the hand goes on.  The cards the others played
    since were seen by everyone (the game is marked "with help"); the end of
    the hand (its score, the next deal) is the barrier: the next hand's cards
    must not be seen and then taken back."""
    if event.get("type") in ("hand_scored", "hand_start", "deal"):
        return QT_TRANSLATE_NOOP("Undo", "your last move was in a hand that is over.")
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
    undo=UndoRule(barrier=undo_barrier),
    result=ResultRule(QT_TRANSLATE_NOOP("Statistics", "Team points"), higher_is_better=True),
)

"""Deutch: a row of face-down cards you half remember; the lowest total wins."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.games import QT_TRANSLATE_NOOP, GameInfo, ResultRule, UndoRule

#: events after which nothing before them may be taken back (see undo_barrier)
_SHOWN = QT_TRANSLATE_NOOP("Undo", "a card was shown since your move.")
_BARRIERS: dict[str, str] = {
    "window_open": QT_TRANSLATE_NOOP("Undo", "a rapidité was possible since your move."),
    "take_discard": _SHOWN, "replace": _SHOWN, "discard": _SHOWN, "rapidite": _SHOWN,
    "penalty": _SHOWN, "stock_rebuilt": QT_TRANSLATE_NOOP("Undo", "the stock was shuffled since your move."),
    "round_end": QT_TRANSLATE_NOOP("Undo", "your last move was in a round that is over."),
    "round_start": QT_TRANSLATE_NOOP("Undo", "your last move was in a round that is over."),
    "deal": QT_TRANSLATE_NOOP("Undo", "your last move was in a round that is over."),
}
#: events that show a card to the seat that acted (barriers for the human only)
_OWN: dict[str, str] = {
    "draw": QT_TRANSLATE_NOOP("Undo", "you saw the card you drew."),
    "looked": QT_TRANSLATE_NOOP("Undo", "you looked at your cards."),
    "peek": QT_TRANSLATE_NOOP("Undo", "you looked at one of your cards."),
}


def undo_barrier(event: Mapping[str, Any], seat: int) -> str | None:
    """Undo in Deutch: a move may be taken back only while nothing was shown
    and no rapidité was possible since.  So a draw (the card was seen), a
    take from the discard, a replace or a discard (a card lands face up and a
    rapidité window opens) are never taken back; the call ("Deutch !" or not)
    and a power used without looking (a V's swap, or passing) may be, until
    the next card is shown or the next window opens.  A card drawn by another
    seat is seen by that seat only: no barrier for the human."""
    kind = str(event.get("type"))
    if kind in _BARRIERS:
        return _BARRIERS[kind]
    if kind in _OWN and event.get("seat") == seat:
        return _OWN[kind]
    return None



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
        "and call \u201cDeutch!\u201d when you think your row is the lowest."),
    undo=UndoRule(barrier=undo_barrier),
    result=ResultRule(QT_TRANSLATE_NOOP("Statistics", "Total (lowest wins)"), higher_is_better=False),
)

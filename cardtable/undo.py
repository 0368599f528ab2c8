"""The positions a lone human may go back to (undo); pure Python, no Qt.

The controller asks :class:`UndoHistory` before and after every action:

* before an action of the human, :meth:`UndoHistory.human_acts` keeps the
  position (the state's JSON) -- unless the game's rule says that action is
  final;
* after every action of any seat (the human's included, and a timed window
  closed by its timer), :meth:`UndoHistory.observe` reads the action's raw
  events; an event the game's :class:`~cardtable.games.UndoRule` calls a
  barrier forgets every position kept so far and remembers why.

:meth:`UndoHistory.take_back` returns the position just before the human's
last action still kept (every computer move after it goes with it); pressing
undo again goes one more action of the human back, as long as no barrier came
in between.  At most :data:`MAX_POSITIONS` positions are kept.

What a position is: the exact JSON of the state (``state.to_json()``), RNG
included, so the position restored is the very one the human acted in.  With
it may go what the table remembered at that moment (its memory: the last
moves, the last trick, the last count), so that the table taken back shows
them as it did then (:meth:`UndoHistory.take_back_kept`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cardtable.engine.i18n import QT_TRANSLATE_NOOP
from cardtable.games import UndoRule

MAX_POSITIONS = 200

NOTHING_YET = QT_TRANSLATE_NOOP("Undo", "there is no move of yours to take back.")


class UndoHistory:
    """The human's positions since the last barrier (see the module docstring).

    ``rule`` None: the game allows no undo (nothing is kept)."""

    def __init__(self, rule: UndoRule | None, seat: int | None) -> None:
        self.rule = rule
        self.seat = seat
        self._positions: list[str] = []
        self._memories: list[Any] = []     # the table's memory with each position (None: none)
        self._why: str = NOTHING_YET       # why nothing is kept (English, context "Undo")

    @property
    def tracking(self) -> bool:
        return self.rule is not None and self.seat is not None

    def __len__(self) -> int:
        return len(self._positions)

    def human_acts(self, position: str, action: Any, memory: Any = None) -> None:
        """The human is about to apply ``action`` in ``position`` (JSON);
        ``memory``: what the table remembers then (kept as given: the
        caller hands over a copy)."""
        if self.rule is None or self.seat is None:
            return
        why = self.rule.final(action)
        if why is not None:
            self.forget(why)
            return
        self._positions.append(position)
        self._memories.append(memory)
        del self._positions[:-MAX_POSITIONS]
        del self._memories[:-MAX_POSITIONS]

    def observe(self, events: Iterable[Mapping[str, Any]]) -> None:
        """An action (any seat's) produced ``events``: a barrier forgets all."""
        if self.rule is None or self.seat is None:
            return
        for ev in events:
            why = self.rule.blocks(ev, self.seat)
            if why is not None:
                self.forget(why)

    def forget(self, why: str) -> None:
        self._positions.clear()
        self._memories.clear()
        self._why = why

    def refusal(self) -> str | None:
        """Why nothing can be taken back now (English, context "Undo"), or None."""
        return None if self._positions else self._why

    def take_back(self) -> str:
        """The position before the human's last action kept (removed from the history)."""
        return self.take_back_kept()[0]

    def take_back_kept(self) -> tuple[str, Any]:
        """:meth:`take_back`, with the table's memory kept with the position."""
        if not self._positions:
            raise LookupError(self._why)
        return self._positions.pop(), self._memories.pop()

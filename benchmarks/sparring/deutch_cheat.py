"""A ceiling for Deutch: Difficile told its own row's true cards (a cheat, benchmarks only).

:func:`install` makes ``DeutchState.view(seat)`` also carry ``"_own_row"``, the
seat's true row (every other player ignores it); :class:`CheatDifficile` (and
:class:`CheatRules`) reads its row from there instead of ``known_rows``, so it knows every card of its row
from the deal on (the others' cards and the stock stay hidden).  It measures how
far a player could go that never has to guess its own cards:

    python benchmarks/sparring/deutch_variants.py 9201 400 cheat,expert,expert,expert scheat,expert,expert,expert
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from benchmarks.sparring import deutch_rules
from cardtable.ai.deutch import DifficilePlayer
from cardtable.engine.deutch import _STR, DeutchState

_view = DeutchState.view


def _cheat_view(self: DeutchState, seat: int) -> Any:
    v = _view(self, seat)
    v["_own_row"] = [_STR[c] if c is not None else None for c in self.rows[seat]]  # type: ignore[typeddict-unknown-key]
    return v


def install() -> None:
    DeutchState.view = _cheat_view  # type: ignore[method-assign]


def told(view: Mapping[str, Any]) -> dict[str, Any]:
    """``view`` with the seat's own row shown whole."""
    if "_own_row" not in view:
        return dict(view)
    v = dict(view)
    rows = [list(r) for r in view["known_rows"]]
    rows[view["seat"]] = list(view["_own_row"])
    v["known_rows"] = rows
    v["hand"] = list(view["_own_row"])
    return v


class CheatDifficile(DifficilePlayer):
    """The game's Difficile told its own row (``scheat``)."""

    def choose(self, view: Mapping[str, Any], legal_actions: Any) -> Any:
        return super().choose(told(view), legal_actions)


class CheatRules(deutch_rules.DifficilePlayer):
    """The rule-based Difficile told its own row (``cheat``)."""

    def choose(self, view: Mapping[str, Any], legal_actions: Any) -> Any:
        return super().choose(told(view), legal_actions)

"""A ceiling for Deutch: Difficile told its own row's true cards (a cheat, benchmarks only).

:func:`install` makes ``DeutchState.view(seat)`` also carry ``"_rows"``, every
seat's true row (every other player ignores it); :class:`CheatDifficile` (and
:class:`CheatRules`) reads its own row from there instead of ``known_rows``, so it knows every card of its row
from the deal on (the others' cards and the stock stay hidden).  It measures how
far a player could go that never has to guess its own cards:

    python benchmarks/sparring/deutch_variants.py 9201 400 cheat,expert,expert,expert scheat,expert,expert,expert

The partial cheats tell where that knowledge pays: ``ocheat`` is told the
others' rows instead, ``ccheat`` its own row for its call only, ``pcheat``
for everything but its call, ``rcheat`` for its rapidités only, ``tcheat``
for its take, keep and powers only (:class:`CheatDifficile` and its
``told_phases``).
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
    v["_rows"] = [[_STR[c] if c is not None else None for c in r] for r in self.rows]  # type: ignore[typeddict-unknown-key]
    return v


def install() -> None:
    DeutchState.view = _cheat_view  # type: ignore[method-assign]


def told(view: Mapping[str, Any]) -> dict[str, Any]:
    """``view`` with the seat's own row shown whole."""
    if "_rows" not in view:
        return dict(view)
    v = dict(view)
    own = list(view["_rows"][view["seat"]])
    rows = [list(r) for r in view["known_rows"]]
    rows[view["seat"]] = own
    v["known_rows"] = rows
    v["hand"] = list(own)
    return v


def told_others(view: Mapping[str, Any]) -> dict[str, Any]:
    """``view`` with the other seats' rows shown whole (its own as it knows it)."""
    if "_rows" not in view:
        return dict(view)
    v = dict(view)
    me = view["seat"]
    v["known_rows"] = [list(r) if s != me else list(view["known_rows"][me]) for s, r in enumerate(view["_rows"])]
    return v


class OthersCheatDifficile(DifficilePlayer):
    """The game's Difficile told the other seats' rows, not its own (``ocheat``)."""

    def choose(self, view: Mapping[str, Any], legal_actions: Any) -> Any:
        return super().choose(told_others(view), legal_actions)


class CheatDifficile(DifficilePlayer):
    """The game's Difficile told its own row (``scheat``) in the phases of
    :attr:`told_phases` (None: in every phase)."""

    told_phases: frozenset[str] | None = None

    def choose(self, view: Mapping[str, Any], legal_actions: Any) -> Any:
        if self.told_phases is None or view["phase"] in self.told_phases:
            view = told(view)
        return super().choose(view, legal_actions)


class CallCheatDifficile(CheatDifficile):
    """Told its own row for its "Deutch !" only (``ccheat``)."""

    told_phases = frozenset({"call"})


class PlayCheatDifficile(CheatDifficile):
    """Told its own row for everything but its "Deutch !" (``pcheat``)."""

    told_phases = frozenset({"look", "rapidite", "claim", "turn", "drawn", "power"})


class RapiditeCheatDifficile(CheatDifficile):
    """Told its own row for its rapidités only (``rcheat``)."""

    told_phases = frozenset({"rapidite", "claim"})


class TurnCheatDifficile(CheatDifficile):
    """Told its own row for its take, keep and powers only (``tcheat``)."""

    told_phases = frozenset({"turn", "drawn", "power"})


class CheatRules(deutch_rules.DifficilePlayer):
    """The rule-based Difficile told its own row (``cheat``)."""

    def choose(self, view: Mapping[str, Any], legal_actions: Any) -> Any:
        return super().choose(told(view), legal_actions)

"""The games registry: one declaration file per game, nothing shared to edit.

A game declares itself in ``cardtable/games/<game_id>.py``::

    from cardtable.games import GameInfo, QT_TRANSLATE_NOOP

    GAME = GameInfo(
        id="atout_pique",
        title=QT_TRANSLATE_NOOP("engine", "Atout Pique"),
        engine="cardtable.engine.atout_pique:AtoutPiqueState",
        players="cardtable.ai.atout_pique:make_player",
        table="cardtable.ui.games.atout_pique:PLUGIN",
        teams=True,
        blurb=QT_TRANSLATE_NOOP("NewGameDialog", "Partners sit opposite each other..."),
    )

The references are lazy ``"module:attribute"`` strings: nothing of the game is
imported until it is asked for, and a module that does not exist (yet) means
that part of the game is not available.  This module is pure Python (no Qt),
so the engine may use it.  Titles are marked in the ``"engine"`` context and
blurbs in the ``"NewGameDialog"`` context (:data:`TITLE_CONTEXT`,
:data:`BLURB_CONTEXT`); the UI translates them with
``QCoreApplication.translate``.

Lookups: :func:`game_info`, :func:`declared_games`, :func:`available_games`,
:func:`engine_class`, :func:`player_factory` / :func:`make_player`,
:func:`table_plugin`, :func:`effective_levels`.

Undo (``GameInfo.undo``, an :class:`UndoRule`): whether, and how far, a lone
human playing against computers may take back their last action.  The rule
reads the engine's raw events, so the engine's view of what happened decides,
never the table: ``barrier(event, seat)`` says why nothing before ``event`` may
be taken back any more by ``seat`` (a new deal, a card shown, a timed window
opened...), ``final(action)`` why an action of the human may never be taken
back.  A game that declares no rule allows no undo (``undo_refusal`` says why).

Results (``GameInfo.result``, a :class:`ResultRule`): what the statistics call
a seat's result at the end of a game (its final total: points, tokens...),
whether a higher result is better, and so who won.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.engine.i18n import QT_TRANSLATE_NOOP

__all__ = [
    "BLURB_CONTEXT", "NO_UNDO", "RESULT_CONTEXT", "ResultRule", "UNDO_CONTEXT", "UndoRule", "GameInfo", "NotAvailable", "QT_TRANSLATE_NOOP", "TITLE_CONTEXT", "available_games",
    "declared_games", "effective_levels", "engine_class", "game_info", "make_player", "player_factory",
    "register", "resolve", "table_plugin", "unregister",
]

TITLE_CONTEXT = "engine"
BLURB_CONTEXT = "NewGameDialog"

# the fixed order of the family's four games (as the New game dialog lists them); other games come after, by id
_ORDER: tuple[str, ...] = ("peech", "auteurs", "atout_pique", "deutch")


class NotAvailable(LookupError):
    """A game, or one part of it (engine, players, table), is not available."""


# A game's rule on levels: (seat, which seats are human) -> the level imposed on
# that computer seat, or None (the level chosen in the dialog applies).
LockedLevel = Callable[[int, Sequence[bool]], "str | None"]

#: the translation context of the undo rules' reasons and of the result labels
UNDO_CONTEXT = "Undo"
RESULT_CONTEXT = "Statistics"

#: (raw engine event, the human's seat) -> why nothing before this event may be
#: taken back (English, ``QT_TRANSLATE_NOOP("Undo", ...)``), or None
UndoBarrier = Callable[[Mapping[str, Any], int], "str | None"]
#: an action of the human -> why it may never be taken back, or None
UndoFinal = Callable[[Any], "str | None"]

#: why a game without an undo rule allows none (games give their own reason)
NO_UNDO = QT_TRANSLATE_NOOP("Undo", "This game does not allow taking a move back.")
GAME_OVER_BARRIER = QT_TRANSLATE_NOOP("Undo", "the game is over.")
WINDOW_BARRIER = QT_TRANSLATE_NOOP("Undo", "wait until the rapidité is over.")


def _never_final(action: Any) -> str | None:
    return None


@dataclass(frozen=True)
class UndoRule:
    """When a lone human's actions may be taken back (see the module docstring).

    The controller keeps the position before each action of the human; after
    every action of any seat it passes that action's raw events to
    :meth:`blocks`, and a reason forgets every position kept so far.  A
    ``game_over`` event is always a barrier.
    """

    barrier: UndoBarrier
    final: UndoFinal = _never_final

    def blocks(self, event: Mapping[str, Any], seat: int) -> str | None:
        """Why nothing before ``event`` may be taken back by ``seat``, or None."""
        if event.get("type") == "game_over":
            return GAME_OVER_BARRIER
        return self.barrier(event, seat)


@dataclass(frozen=True)
class ResultRule:
    """What a seat's result is at the end of a game, for the statistics.

    ``label``: the result's name (``QT_TRANSLATE_NOOP("Statistics", ...)``);
    the result itself is the seat's final total (``state.totals``, a team's
    total on both partners' seats); the best result wins (ties: every seat
    with it wins).
    """

    label: str = QT_TRANSLATE_NOOP("Statistics", "Score")
    higher_is_better: bool = True

    def winners(self, totals: Sequence[int]) -> list[int]:
        """The seats whose total is the best one."""
        if not totals:
            return []
        best = max(totals) if self.higher_is_better else min(totals)
        return [s for s, t in enumerate(totals) if t == best]

    def better(self, a: int, b: int) -> bool:
        """``a`` is a strictly better result than ``b``."""
        return a > b if self.higher_is_better else a < b


@dataclass(frozen=True)
class GameInfo:
    """What a game declares about itself (see the module docstring)."""

    id: str
    title: str                    # English, QT_TRANSLATE_NOOP("engine", ...)
    engine: str                   # "module:attribute" of the GameState subclass
    players: str | None = None    # "module:attribute" of make_player(level, seed) -> Player
    table: str | None = None      # "module:attribute" of the table plugin (a GamePlugin instance)
    teams: bool = False           # partners score together
    simultaneous: bool = False    # several seats may act at once
    timed_windows: bool = False   # the game opens timed windows (state.pending_window())
    min_players: int = 4
    max_players: int = 4
    default_players: int = 4
    blurb: str = ""               # English, QT_TRANSLATE_NOOP("NewGameDialog", ...): the dialog's line
    locked_level: LockedLevel | None = None   # a level the rules impose on some computer seats
    rules: str | None = None      # base name of cardtable/rules/<name>.<lang>.html (default: the id)
    undo: UndoRule | None = None  # when a lone human may take a move back (None: never)
    undo_refusal: str = NO_UNDO   # English, QT_TRANSLATE_NOOP("Undo", ...): why there is no undo at all
    result: ResultRule = ResultRule()   # what the statistics record as a seat's result

    def __post_init__(self) -> None:
        if not self.id.isidentifier():
            raise ValueError(f"bad game id {self.id!r}")
        if not (1 <= self.min_players <= self.default_players <= self.max_players):
            raise ValueError(f"{self.id}: bad player counts {self.min_players}..{self.max_players} "
                             f"(default {self.default_players})")
        for ref in (self.engine, self.players, self.table):
            if ref is not None and ref.count(":") != 1:
                raise ValueError(f"{self.id}: {ref!r} is not a 'module:attribute' reference")


_declared: dict[str, GameInfo] | None = None
_extra: dict[str, GameInfo] = {}


def _discover() -> dict[str, GameInfo]:
    global _declared
    if _declared is None:
        found: dict[str, GameInfo] = {}
        names = {m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_")}
        for name in sorted(names):
            module = importlib.import_module(f"{__name__}.{name}")
            info = getattr(module, "GAME", None)
            if not isinstance(info, GameInfo):
                continue
            if info.id != name:
                raise ValueError(f"cardtable/games/{name}.py declares the game {info.id!r}")
            found[name] = info
        _declared = found
    return {**_declared, **_extra}


def _sort_key(game_id: str) -> tuple[int, str]:
    return (_ORDER.index(game_id) if game_id in _ORDER else len(_ORDER), game_id)


def register(info: GameInfo) -> None:
    """Add a game that has no declaration file (tests: a toy game)."""
    _extra[info.id] = info


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def declared_games() -> tuple[str, ...]:
    """Every declared game id, the family's four in their order first."""
    return tuple(sorted(_discover(), key=_sort_key))


def game_info(game_id: str) -> GameInfo:
    """The declaration of ``game_id``; raises :class:`NotAvailable` if there is none."""
    info = _discover().get(game_id) if isinstance(game_id, str) else None
    if info is None:
        raise NotAvailable(f"unknown game {game_id!r}")
    return info


def resolve(ref: str) -> Any:
    """Import ``"module:attribute"``; :class:`NotAvailable` if the module or attribute is missing.

    An error raised while importing a module that does exist propagates.
    """
    module_name, _, attr = ref.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and (exc.name == module_name or module_name.startswith(exc.name + ".")):
            raise NotAvailable(f"{module_name} does not exist") from None
        raise
    try:
        return getattr(module, attr)
    except AttributeError:
        raise NotAvailable(f"{module_name} has no {attr}") from None


def engine_class(game_id: str) -> Any:
    """The game's ``GameState`` subclass; :class:`NotAvailable` if it is not built."""
    return resolve(game_info(game_id).engine)


def player_factory(game_id: str) -> Callable[[str, int], Any]:
    """The game's ``make_player(level, seed)``; :class:`NotAvailable` if it has none."""
    ref = game_info(game_id).players
    if ref is None:
        raise NotAvailable(f"no computer players for the game {game_id!r}")
    factory = resolve(ref)
    if not callable(factory):
        raise NotAvailable(f"{ref} is not callable")
    return factory  # type: ignore[no-any-return]


def make_player(game_id: str, level: str, seed: int = 0) -> Any:
    """A computer player (the level already normalised); see :func:`cardtable.ai.make_player`."""
    return player_factory(game_id)(level, seed)


def table_plugin(game_id: str) -> Any:
    """The game's table plugin (imports Qt); :class:`NotAvailable` if it has none."""
    ref = game_info(game_id).table
    if ref is None:
        raise NotAvailable(f"no table for the game {game_id!r}")
    return resolve(ref)


def _has(game_id: str, part: Callable[[str], Any]) -> bool:
    try:
        part(game_id)
    except NotAvailable:
        return False
    return True


def available_games(*, players: bool = False, table: bool = False) -> tuple[str, ...]:
    """Declared games whose engine exists (and, if asked, their players / table plugin)."""
    out = []
    for gid in declared_games():
        if not _has(gid, engine_class):
            continue
        if players and not _has(gid, player_factory):
            continue
        if table and not _has(gid, table_plugin):
            continue
        out.append(gid)
    return tuple(out)


def effective_levels(game_id: str, humans: Sequence[bool], levels: Sequence[str]) -> list[str | None]:
    """The level each seat plays at: None for a human, else the level the rules
    impose (:attr:`GameInfo.locked_level`) or the one chosen."""
    try:
        rule = game_info(game_id).locked_level
    except NotAvailable:
        rule = None
    out: list[str | None] = []
    for seat, (human, level) in enumerate(zip(humans, levels, strict=True)):
        if human:
            out.append(None)
            continue
        imposed = rule(seat, tuple(humans)) if rule is not None else None
        out.append(imposed or level)
    return out

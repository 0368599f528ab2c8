"""Game ids, ``new_game`` and ``load_game``."""

from __future__ import annotations

import importlib
import json
from typing import Any

from .base import SAVE_FORMAT, SAVE_VERSION, GameState
from .errors import GameNotAvailable, SaveError
from .i18n import QT_TRANSLATE_NOOP

GAME_IDS: tuple[str, ...] = ("peech", "auteurs", "atout_pique", "deutch")

GAME_TITLES: dict[str, str] = {
    "peech": QT_TRANSLATE_NOOP("engine", "Peech"),
    "auteurs": QT_TRANSLATE_NOOP("engine", "Les Auteurs"),
    "atout_pique": QT_TRANSLATE_NOOP("engine", "Atout Pique"),
    "deutch": QT_TRANSLATE_NOOP("engine", "Deutch"),
}

# game id -> (module, class name); a module that does not exist yet means the
# game is not built yet.
_CLASSES: dict[str, tuple[str, str]] = {
    "peech": ("cardtable.engine.peech", "PeechState"),
    "auteurs": ("cardtable.engine.auteurs", "AuteursState"),
    "atout_pique": ("cardtable.engine.atout_pique", "AtoutPiqueState"),
    "deutch": ("cardtable.engine.deutch", "DeutchState"),
}


def game_class(game_id: str) -> type[GameState]:
    if game_id not in _CLASSES:
        raise GameNotAvailable(f"unknown game {game_id!r}; known games: {', '.join(GAME_IDS)}")
    module_name, class_name = _CLASSES[game_id]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            raise GameNotAvailable(f"the game {game_id!r} is not available yet") from None
        raise
    cls = getattr(module, class_name, None)
    if cls is None:
        raise GameNotAvailable(f"the game {game_id!r} is not available yet")
    return cls  # type: ignore[no-any-return]


def available_games() -> tuple[str, ...]:
    """The game ids whose engine exists, in ``GAME_IDS`` order."""
    out = []
    for gid in GAME_IDS:
        try:
            game_class(gid)
        except GameNotAvailable:
            continue
        out.append(gid)
    return tuple(out)


def new_game(game_id: str, seed: int | None = 0, players: int | None = None,
             options: dict[str, Any] | None = None) -> GameState:
    """A new game; raises ``GameNotAvailable`` or ``BadOption`` (both ValueError)."""
    return game_class(game_id)(seed=seed, players=players, options=options)


def load_game(text: str | bytes) -> GameState:
    """Rebuild a state from :meth:`GameState.to_json` exactly (RNG included).

    Raises :class:`SaveError` (a ValueError) when the text is not a valid save.
    """
    try:
        data = json.loads(text)
    except (ValueError, TypeError) as exc:
        raise SaveError(f"not a saved game: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not a saved game")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(f"unsupported save version {data.get('version')!r}")
    try:
        cls = game_class(str(data.get("game")))
    except GameNotAvailable as exc:
        raise SaveError(str(exc)) from None
    try:
        return cls.from_dict(data)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise SaveError(f"corrupt saved game: {exc!r}") from None

"""Game ids, ``new_game`` and ``load_game``; the games themselves are declared in
:mod:`cardtable.games` (one file per game)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import Any

from .base import SAVE_FORMAT, SAVE_VERSION, GameState
from .errors import GameNotAvailable, SaveError

GAME_IDS: tuple[str, ...] = ("peech", "auteurs", "atout_pique", "deutch")


class _Titles(Mapping[str, str]):
    """Game id -> English title (marked for translation in its declaration),
    read from the registry (:mod:`cardtable.games`) when first used."""

    def _data(self) -> dict[str, str]:
        from cardtable import games
        return {gid: games.game_info(gid).title for gid in games.declared_games()}

    def __getitem__(self, key: str) -> str:
        return self._data()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data())

    def __len__(self) -> int:
        return len(self._data())


GAME_TITLES: Mapping[str, str] = _Titles()


def game_class(game_id: str) -> type[GameState]:
    """The engine class of ``game_id``, found through the registry (:mod:`cardtable.games`)."""
    from cardtable import games
    try:
        games.game_info(game_id)
    except games.NotAvailable:
        if game_id in GAME_IDS:
            raise GameNotAvailable(f"the game {game_id!r} is not available yet") from None
        known = ", ".join(dict.fromkeys((*GAME_IDS, *games.declared_games())))
        raise GameNotAvailable(f"unknown game {game_id!r}; known games: {known}") from None
    try:
        cls = games.engine_class(game_id)
    except games.NotAvailable:
        raise GameNotAvailable(f"the game {game_id!r} is not available yet") from None
    if not (isinstance(cls, type) and issubclass(cls, GameState)):
        raise GameNotAvailable(f"the game {game_id!r} is not available yet")
    return cls


def available_games() -> tuple[str, ...]:
    """The game ids whose engine exists, in ``GAME_IDS`` order (then any other declared game)."""
    from cardtable import games
    return games.available_games()


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

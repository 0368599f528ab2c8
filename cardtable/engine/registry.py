"""Game ids, ``new_game`` and ``load_game``; the games themselves are declared in
:mod:`cardtable.games` (one file per game)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from .base import GameState, build_from_save, decode_save
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


def load_game(text: str | bytes, *, finished: bool = True) -> GameState:
    """Rebuild a state from :meth:`GameState.to_json` exactly (RNG included).

    Accepts only a complete, consistent position and raises
    :class:`~cardtable.engine.errors.SaveError` (a ValueError, with a short
    English reason and a ``kind``: see its docstring) for anything else; no
    other exception escapes.  The checks, in order: the size
    (:data:`~cardtable.engine.loading.MAX_SAVE_CHARS`, refused before parsing),
    UTF-8, JSON (no NaN/Infinity, depth at most
    :data:`~cardtable.engine.loading.MAX_DEPTH`), the format and version (a
    newer version is refused with kind ``"newer"``), the game id, then
    :meth:`GameState.from_dict` (exact keys, typed and ranged fields, every card
    in one place, a seat to act with a legal action, the game's own checks, and
    the save equal to what the engine writes back).

    A finished game is a consistent position: it loads (its scores can be shown,
    a named save of it can be opened).  ``finished=False`` is for resuming: a
    finished game is then refused with kind ``"finished"`` -- nothing to resume,
    and the caller keeps the file (it is not damaged).
    """
    data = decode_save(text)
    game = data.get("game")
    if not isinstance(game, str):
        raise SaveError("the save does not say which game it holds", kind="not_a_save")
    try:
        cls = game_class(game)
    except GameNotAvailable as exc:
        raise SaveError(str(exc)[:200], kind="unknown_game") from None
    state = build_from_save(cls, data)
    if not finished and state.is_over:
        raise SaveError("the saved game is finished", kind="finished")
    return state

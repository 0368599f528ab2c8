"""Typed engine errors (all subclass ``ValueError``)."""

from __future__ import annotations

from typing import Any


class EngineError(ValueError):
    """Base class of the engine's errors."""


class CardParseError(EngineError):
    """A text that is not a card."""


class IllegalAction(EngineError):
    """An action the rules refuse; the state is left unchanged.

    ``message`` is English source text marked for translation under the
    ``"engine"`` context, with ``{name}`` placeholders filled from ``args``.
    ``str(exc)`` gives the English text; the UI shows
    ``translate("engine", exc.message).format(**exc.args)``.
    """

    def __init__(self, message: str, **args: Any) -> None:
        self.message = message
        self.args_map = args
        super().__init__(message.format(**args) if args else message)

    @property
    def format_args(self) -> dict[str, Any]:
        return dict(self.args_map)


class GameNotAvailable(EngineError):
    """A known game id whose engine has not been built yet, or an unknown id."""


class SaveError(EngineError):
    """A saved game that cannot be read: the one error :func:`~cardtable.engine.load_game`
    raises (nothing else escapes it).

    ``str(exc)`` is a short English reason for the log (never shown as is);
    ``kind`` says why in a word the UI translates into a sentence:

    ``"too_big"``       over the size limit (refused before reading it);
    ``"damaged"``       not UTF-8, not JSON, cut short, NaN/Infinity, nested too deep;
    ``"not_a_save"``    JSON, but not a saved game of this program;
    ``"newer"``         saved by a newer version (a format version above ours);
    ``"version"``       a format version this program does not know (not a newer one);
    ``"unknown_game"``  a game this program does not have;
    ``"setup"``         the players, seed, options or random state are missing or wrong;
    ``"state"``         the position is incomplete or impossible (the default);
    ``"finished"``      a finished game where one in progress was asked for
                        (``load_game(text, finished=False)``).
    """

    KINDS: tuple[str, ...] = ("too_big", "damaged", "not_a_save", "newer", "version", "unknown_game",
                              "setup", "state", "finished")

    def __init__(self, message: str = "not a saved game", kind: str = "state") -> None:
        super().__init__(message)
        self.kind = kind


class BadOption(EngineError):
    """An option or a player count the game does not accept."""

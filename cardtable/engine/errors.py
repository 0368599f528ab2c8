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
    """A saved game that cannot be read (corrupt, wrong version, wrong game)."""


class BadOption(EngineError):
    """An option or a player count the game does not accept."""

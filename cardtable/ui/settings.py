"""User settings, kept in ``QSettings`` (organisation and application names are
set in :mod:`cardtable.app` before any ``QSettings`` is made)."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "off")
FELT_COLOURS: dict[str, str] = {
    "green": "#1f6b3a",
    "blue": "#1d4f73",
    "red": "#7a2430",
    "grey": "#3c4a46",
}
#: card size setting -> the scene's ``card_scale`` (Petites, Moyennes, Grandes, Très grandes)
CARD_SCALES: dict[str, float] = {
    "small": 0.82,
    "medium": 1.0,
    "large": 1.1,
    "xlarge": 1.2,
}
CARD_SIZES: tuple[str, ...] = tuple(CARD_SCALES)
DEFAULTS: dict[str, Any] = {
    "language": "fr",
    "speed": "normal",
    "felt": "green",
    "card_style": "classic",
    "highlight_legal": True,
    "card_size": "medium",
    "high_contrast": False,
    "undo": True,               # Game > Allow undo (a lone human against computers)
}


class Settings(QObject):
    """Typed access to the settings; emits ``changed(key)`` when one changes."""

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._qs = QSettings()

    @property
    def qsettings(self) -> QSettings:
        return self._qs

    def get(self, key: str) -> Any:
        default = DEFAULTS.get(key)
        value = self._qs.value(key, default)
        if isinstance(default, bool):
            if isinstance(value, str):
                return value.lower() in ("1", "true", "yes")
            return bool(value)
        if key == "speed" and value not in SPEEDS:
            return DEFAULTS["speed"]
        if key == "card_size" and value not in CARD_SCALES:
            return DEFAULTS["card_size"]
        if key == "felt" and value not in FELT_COLOURS and not (isinstance(value, str) and value.startswith("#")):
            return DEFAULTS["felt"]
        return value

    def set(self, key: str, value: Any) -> None:
        if self.get(key) == value:
            return
        self._qs.setValue(key, value)
        self.changed.emit(key)

    def card_scale(self) -> float:
        """The table's ``card_scale`` for the card size setting."""
        return CARD_SCALES[self.get("card_size")]

    def felt_colour(self) -> str:
        felt = self.get("felt")
        return FELT_COLOURS.get(felt, felt)

    def get_json(self, key: str, default: Any = None) -> Any:
        raw = self._qs.value(key)
        if not raw:
            return default
        try:
            return json.loads(raw)
        except (TypeError, ValueError):
            return default

    def set_json(self, key: str, value: Any) -> None:
        self._qs.setValue(key, json.dumps(value))

"""User settings, kept in ``QSettings`` (organisation and application names are
set in :mod:`cardtable.app` before any ``QSettings`` is made).

Every key is declared once (:func:`declare`), beside the code that uses it,
with its default and its check, and every read goes through :func:`read`
(:meth:`Settings.get`, :meth:`Settings.get_json`): no read can raise, whatever
the settings file holds.  Decisions:

- **A bad value falls back to its default, is logged and is repaired.**  A
  value its check refuses (a wrong type, a garbage string, a list where a word
  was expected, JSON that does not parse or holds NaN) is removed from the
  settings and the default is used; a warning names the key and the value.
  A JSON value whose check keeps the usable part (the last New game setup
  with one field broken keeps its other fields) is written back cleaned.
- **Families of keys.**  A name ending in ``/`` declared with ``family=True``
  covers every key under it (``new_game/options/<game id>``).
- **An undeclared key is a programming error** (``KeyError``), found by the
  first test that reads it; ``tests/test_settings.py`` also checks that no
  module reads ``QSettings`` any other way.
- Values are written as they are given (``QSettings.setValue``), JSON ones as
  compact text (:meth:`Settings.set_json`, never NaN).
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, NoReturn

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

log = logging.getLogger("cardtable")

SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "off")
#: how long the computers wait for a screen reader to say each announcement
#: (:mod:`cardtable.ui.table.speech`): Affichage > Rythme des annonces
SPEECH_PACES: tuple[str, ...] = ("normal", "slow", "very_slow", "off")
LANGUAGES: tuple[str, ...] = ("fr", "en")
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


class BadSetting(ValueError):
    """A stored value its key's check refuses (caught by :func:`read`)."""


# ------------------------------------------------------------------ checks
def _bad(what: str, raw: Any) -> NoReturn:
    text = repr(raw) if isinstance(raw, str | int | float | bool) else type(raw).__name__
    raise BadSetting(f"{what} expected, not {text[:60]}")


def boolean(raw: Any) -> bool:
    """True or False; the text forms ``QSettings`` writes ("true", "false"),
    "1"/"0", "yes"/"no" and the numbers 0 and 1 are read as such."""
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    if isinstance(raw, str) and raw.strip().lower() in ("true", "1", "yes", "false", "0", "no"):
        return raw.strip().lower() in ("true", "1", "yes")
    _bad("true or false", raw)


def one_of(choices: Sequence[str] | Callable[[], Sequence[str]]) -> Callable[[Any], str]:
    """A check: one of ``choices`` (or of what the callable gives, read when checking)."""
    def check(raw: Any) -> str:
        known = choices() if callable(choices) else choices
        if not isinstance(raw, str) or raw not in known:
            _bad(f"one of {', '.join(known)}", raw)
        return raw
    return check


def folder(raw: Any) -> str:
    """A folder: an absolute path (a relative one would depend on where the
    program was started from), without a NUL character."""
    if not isinstance(raw, str) or "\0" in raw or not os.path.isabs(raw):
        _bad("an absolute folder path", raw)
    return raw


def byte_array(raw: Any) -> QByteArray:
    """Bytes (a window geometry): a ``QByteArray``."""
    if isinstance(raw, QByteArray):
        return raw
    if isinstance(raw, bytes | bytearray):
        return QByteArray(bytes(raw))
    _bad("bytes", raw)


_HEX_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def felt(raw: Any) -> str:
    """A felt colour: a name of :data:`FELT_COLOURS` or ``#rrggbb``."""
    if isinstance(raw, str) and (raw in FELT_COLOURS or _HEX_COLOUR.fullmatch(raw)):
        return raw
    _bad(f"one of {', '.join(FELT_COLOURS)} or #rrggbb", raw)


def _no_constant(name: str) -> NoReturn:
    raise BadSetting(f"{name} in a JSON setting")


def json_value(clean: Callable[[Any], Any] | None = None) -> Callable[[Any], Any]:
    """A check for a JSON text: parsed strictly (no NaN, no Infinity), then
    given to ``clean``, which returns what is usable or raises."""
    def check(raw: Any) -> Any:
        if not isinstance(raw, str):
            _bad("a JSON text", raw)
        import json
        try:
            value = json.loads(raw, parse_constant=_no_constant)
        except (ValueError, RecursionError) as exc:
            raise BadSetting(f"not JSON: {str(exc)[:80]}") from None
        return clean(value) if clean is not None else value
    return check


def json_object(raw: Any) -> dict[str, Any]:
    """A ``clean`` for :func:`json_value`: an object (names are text in JSON)."""
    if not isinstance(raw, dict):
        _bad("an object", raw)
    return raw


def _dumps(value: Any) -> str:
    import json
    return json.dumps(value, allow_nan=False)


# ---------------------------------------------------------------- the keys
class SettingKey(NamedTuple):
    """One settings key: its ``name``, its ``default`` (given as a copy), its
    ``check`` (the stored value -> the value to use; raises for a bad one),
    ``encode`` (the value -> what is stored, for JSON keys), ``family`` (the
    name is a prefix ending in ``/``)."""

    name: str
    default: Any
    check: Callable[[Any], Any]
    encode: Callable[[Any], Any] | None = None
    family: bool = False


_KEYS: dict[str, SettingKey] = {}


def declare(name: str, default: Any, check: Callable[[Any], Any], *, as_json: bool = False,
            family: bool = False) -> SettingKey:
    """Declare the key ``name`` (again: replaced, for a module reloaded by a
    test).  ``as_json``: stored as JSON text (``check`` is then the ``clean``
    of :func:`json_value`)."""
    if family and not name.endswith("/"):
        raise ValueError(f"a family of keys ends with '/': {name!r}")
    spec = SettingKey(name, default, json_value(check) if as_json else check, _dumps if as_json else None, family)
    _KEYS[name] = spec
    return spec


def key_spec(key: str) -> SettingKey:
    """The declaration of ``key`` (or of its family); ``KeyError`` if none."""
    spec = _KEYS.get(key)
    if spec is not None and not spec.family:
        return spec
    for name, fam in _KEYS.items():
        if fam.family and key.startswith(name) and len(key) > len(name):
            return fam
    raise KeyError(f"the setting {key!r} is not declared (cardtable.ui.settings.declare)")


def declared_keys() -> list[SettingKey]:
    """Every key declared so far (the modules that use them declare them)."""
    return list(_KEYS.values())


def _default(spec: SettingKey) -> Any:
    """A copy of the key's default (a word, a number, None: itself)."""
    default = spec.default
    if default is None or isinstance(default, str | int | float | bool):
        return default
    import copy
    return copy.deepcopy(default)


def _loads(raw: str) -> Any:
    import json
    return json.loads(raw)


def read(key: str, qs: QSettings | None = None) -> Any:
    """The value of ``key``, checked: its default when it is missing or bad
    (a bad value is logged and removed; a JSON value cleaned by its check is
    written back cleaned).  Never raises, except ``KeyError`` for an
    undeclared key."""
    spec = key_spec(key)
    qs = QSettings() if qs is None else qs
    try:
        raw = qs.value(key)
    except Exception as exc:  # noqa: BLE001 - a value Qt cannot even convert
        log.warning("setting %s could not be read (%s); its default is used", key, exc)
        raw = None
    if raw is None:
        return _default(spec)
    try:
        value = spec.check(raw)
    except Exception as exc:  # noqa: BLE001 - whatever the file holds, the default is used
        shown = repr(raw) if isinstance(raw, str | int | float | bool) else type(raw).__name__
        log.warning("setting %s: unusable value %s (%s); its default is used", key, shown[:80], exc)
        qs.remove(key)
        return _default(spec)
    if spec.encode is not None and _loads(raw) != value:
        log.warning("setting %s: its unusable parts were dropped", key)
        qs.setValue(key, spec.encode(value))
    return value


# ------------------------------------------------------------ the program's
DEFAULTS: dict[str, Any] = {
    "language": "fr",
    "speed": "normal",
    "speech_pace": "normal",
    "felt": "green",
    "card_style": "classic",
    "highlight_legal": True,
    "card_size": "medium",
    "high_contrast": False,
    "undo": True,               # Game > Allow undo (a lone human against computers)
}


def _card_styles() -> Sequence[str]:
    from cardtable.ui.cards.render import STYLES
    return STYLES


declare("language", DEFAULTS["language"], one_of(LANGUAGES))
declare("speed", DEFAULTS["speed"], one_of(SPEEDS))
declare("speech_pace", DEFAULTS["speech_pace"], one_of(SPEECH_PACES))
declare("felt", DEFAULTS["felt"], felt)
declare("card_style", DEFAULTS["card_style"], one_of(_card_styles))
declare("highlight_legal", DEFAULTS["highlight_legal"], boolean)
declare("card_size", DEFAULTS["card_size"], one_of(CARD_SIZES))
declare("high_contrast", DEFAULTS["high_contrast"], boolean)
declare("undo", DEFAULTS["undo"], boolean)


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
        """The value of ``key`` (see :func:`read`: never raises for a declared key)."""
        return read(key, self._qs)

    def set(self, key: str, value: Any) -> None:
        if self.get(key) == value:
            return
        self._write(key, value)
        self.changed.emit(key)

    def _write(self, key: str, value: Any) -> None:
        spec = key_spec(key)
        self._qs.setValue(key, spec.encode(value) if spec.encode is not None else value)

    def card_scale(self) -> float:
        """The table's ``card_scale`` for the card size setting."""
        return CARD_SCALES[self.get("card_size")]

    def felt_colour(self) -> str:
        felt_name = self.get("felt")
        return FELT_COLOURS.get(felt_name, felt_name)

    def get_json(self, key: str, default: Any = None) -> Any:
        """The value of a JSON key (``default`` when there is none)."""
        value = self.get(key)
        return default if value is None else value

    def set_json(self, key: str, value: Any) -> None:
        """Store a JSON key (no ``changed`` signal: the caller says it if needed)."""
        self._write(key, value)

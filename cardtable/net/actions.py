"""A joined computer's side of :func:`cardtable.engine.actions.match_action`:
the host sends a seat its legal actions encoded (``{"kind": "Play", "card":
"QH"}``); a computer player at that seat needs them as the engine's action
objects again.

:func:`decode_action` builds one, restricted to the action classes of the
game's own engine module (frozen dataclasses whose fields are cards, whole
numbers, booleans or strings) and only when encoding the result gives back
exactly the dict received; anything else is None.  No name from the network
is ever looked up outside those classes.  The host never trusts a client's
decoding: it matches what it receives against its own legal actions.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
from collections.abc import Iterable, Mapping
from typing import Any

from cardtable.engine import game_class
from cardtable.engine.actions import _same_json, encode_action
from cardtable.engine.cards import Card

__all__ = ["action_classes", "decode_action", "decode_actions"]

#: frozen dataclasses of the engine modules that are values, not actions
_NOT_ACTIONS = frozenset({"Card", "TimedWindow", "OptionSpec"})


@functools.cache
def action_classes(game_id: str) -> dict[str, type]:
    """The action classes a game's engine module defines or imports, by name."""
    module = importlib.import_module(game_class(game_id).__module__)
    out: dict[str, type] = {}
    for name, obj in vars(module).items():
        if not isinstance(obj, type) or name in _NOT_ACTIONS or not dataclasses.is_dataclass(obj):
            continue
        params = getattr(obj, "__dataclass_params__", None)
        if params is None or not params.frozen:
            continue
        out[name] = obj
    return out


def _field_value(annotation: Any, value: Any) -> Any:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", str(annotation))
    if isinstance(value, str) and "Card" in text:
        return Card.parse(value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise ValueError("not a plain field value")


def decode_action(game_id: str, data: Mapping[str, Any]) -> Any | None:
    """The action of ``game_id`` that ``data`` encodes, or None."""
    if not isinstance(data, Mapping):
        return None
    cls = action_classes(game_id).get(data.get("kind"))  # type: ignore[arg-type]
    if cls is None:
        return None
    fields = dataclasses.fields(cls)
    if set(data) != {"kind", *(f.name for f in fields)}:
        return None
    try:
        action = cls(**{f.name: _field_value(f.type, data[f.name]) for f in fields})
        return action if _same_json(encode_action(action), dict(data)) else None
    except (TypeError, ValueError):
        return None


def decode_actions(game_id: str, items: Iterable[Mapping[str, Any]]) -> list[Any]:
    """The actions decoded from ``items``, those that do not decode left out."""
    out = []
    for item in items:
        action = decode_action(game_id, item)
        if action is not None:
            out.append(action)
    return out

"""Actions as plain JSON values, and back by matching against the legal ones.

Every game's actions are frozen dataclasses whose fields are cards, numbers,
booleans, strings, None or tuples of those.  :func:`encode_action` writes one
as a dict: ``{"kind": <class name>, <field>: <value>, ...}`` with each card
as its string (``"QH"``) and tuples as lists.  There is no decoder that builds
an action from a dict: :func:`match_action` returns the *legal* action whose
encoding is exactly the given dict, or None.  So a value read from a file or
from another program can never become an action the engine would not have
offered, and no class is looked up by a name that came from outside.

>>> from cardtable.engine import Card, Play, Pass
>>> encode_action(Play(Card.parse("QH")))
{'kind': 'Play', 'card': 'QH'}
>>> match_action([Pass(), Play(Card.parse("QH"))], {"kind": "Play", "card": "QH"})
Play(card=Card(rank=12, suit=<Suit.HEARTS: 'H'>))
>>> match_action([Pass()], {"kind": "Play", "card": "QH"}) is None
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from .cards import Card

__all__ = ["encode_action", "match_action"]


def _encode_value(value: Any) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, bool) or value is None or isinstance(value, (int, str)):
        return value
    if isinstance(value, float):
        return value
    if isinstance(value, (tuple, list)):
        return [_encode_value(v) for v in value]
    if isinstance(value, frozenset):
        return sorted((_encode_value(v) for v in value), key=repr)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return encode_action(value)
    raise TypeError(f"cannot encode {type(value).__name__} in an action")


def encode_action(action: Any) -> dict[str, Any]:
    """The action as a JSON-ready dict (see the module docstring)."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        raise TypeError(f"not an action: {action!r}")
    out: dict[str, Any] = {"kind": type(action).__name__}
    for f in dataclasses.fields(action):
        out[f.name] = _encode_value(getattr(action, f.name))
    return out


def _same_json(a: Any, b: Any) -> bool:
    """Equal as JSON values, types included (``1`` is not ``True`` nor ``1.0``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same_json(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same_json(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def match_action(legal: Iterable[Any], data: Mapping[str, Any]) -> Any | None:
    """The action of ``legal`` whose encoding is exactly ``data``; None if none is."""
    if not isinstance(data, Mapping):
        return None
    wanted = dict(data)
    for action in legal:
        try:
            if _same_json(encode_action(action), wanted):
                return action
        except TypeError:
            continue
    return None

"""Strict reading of saved games, shared by :func:`~cardtable.engine.load_game` and
every game's ``_load``.

Anything that is not exactly what the engine writes raises
:class:`~cardtable.engine.errors.SaveError` (a ValueError) with a short English
reason (for the log) and a ``kind`` the UI translates; no other exception
escapes.  The pieces:

* :func:`parse_save_text` -- text or bytes to a JSON value, refusing early and
  cheaply: a text over :data:`MAX_SAVE_CHARS` (checked before decoding or
  parsing), bytes that are not UTF-8, text that is not JSON (cut short, random
  bytes), ``NaN``/``Infinity`` and numbers too large for a float, nesting deeper
  than :data:`MAX_DEPTH` (``RecursionError`` never escapes), and strings that
  cannot be written back as UTF-8 (lone surrogates from ``\\ud800`` escapes).
* the field readers (:func:`load_int`, :func:`load_card`, :func:`load_keys`...):
  one type and one range each (a bool is never a number, a float never a whole
  number).
* :func:`check_one_deck` -- every card of the deck in exactly one place; a game
  lists its places in :meth:`GameState.card_places`.
* :func:`first_difference` -- where a save differs from what the engine writes
  for the position it loaded (:meth:`GameState.from_dict` refuses any
  difference: an extra key, ``1.0`` for ``1``, ``true`` for ``1``...).

Limits (decisions, where a choice was open): :data:`MAX_SAVE_CHARS` is
2,000,000 characters (bytes for a ``bytes`` save).  Real saves are far below:
an Atout Pique game grows by about 550 characters per scored hand (55 kB after
100 hands, so the limit is some 3,600 hands away), and the longest Deutch (30
rounds, 5 players), Peech (7 rounds) and Les Auteurs (10 deals, 5 players)
games stay under 25 kB (``scripts/fuzz_saves.py --sizes`` prints the sizes of
the fuzzer's real saves).  :data:`MAX_DEPTH` is 32 levels of arrays/objects
(real saves use fewer than 10).
"""

from __future__ import annotations

import itertools
import json
import math
import operator
import re
from collections.abc import Collection, Iterable, Sequence
from typing import Any, NoReturn

from .cards import DECK, Card, card
from .errors import SaveError

__all__ = [
    "MAX_DEPTH", "MAX_SAVE_CHARS", "check_one_deck", "first_difference", "load_bool", "load_card",
    "load_cards", "load_int", "load_ints", "load_keys", "load_list", "load_opt_card", "load_opt_int",
    "parse_save_text", "refuse", "short_repr",
]

#: the largest save read, in characters (``str``) or bytes (``bytes``)
MAX_SAVE_CHARS = 2_000_000
#: the deepest nesting of arrays and objects read
MAX_DEPTH = 32


def refuse(reason: str, kind: str = "state") -> NoReturn:
    """Raise :class:`SaveError` with an English ``reason`` and a ``kind``."""
    raise SaveError(reason, kind=kind)


# ------------------------------------------------------------------ parsing
def _no_constant(name: str) -> NoReturn:
    refuse(f"not a number in the save: {name}", "damaged")


def _finite_float(text: str) -> float:
    x = float(text)
    if not math.isfinite(x):
        refuse(f"number out of range in the save: {text[:40]}", "damaged")
    return x


def parse_save_text(text: Any, limit: int = MAX_SAVE_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of a save's text (``str`` or UTF-8 ``bytes``); else SaveError.

    Kinds: ``"too_big"`` (over ``limit``, refused before decoding or parsing),
    ``"damaged"`` (not UTF-8, not JSON, cut short, NaN/Infinity, too deep, lone
    surrogates), ``"not_a_save"`` (neither text nor bytes).  A leading UTF-8 byte
    order mark is allowed (an editor may add one).
    """
    if isinstance(text, bytearray | memoryview):
        text = bytes(text)
    if isinstance(text, bytes):
        if len(text) > limit:
            refuse(f"the save is too large ({len(text)} bytes, at most {limit})", "too_big")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            refuse(f"the save is not UTF-8 text: {exc.reason} at byte {exc.start}", "damaged")
    if not isinstance(text, str):
        refuse(f"a save is text, not {type(text).__name__}", "not_a_save")
    if len(text) > limit:
        refuse(f"the save is too large ({len(text)} characters, at most {limit})", "too_big")
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_float=_finite_float)
    except SaveError:
        raise
    except RecursionError:
        refuse("the save is nested too deeply", "damaged")
    except (ValueError, TypeError, OverflowError, MemoryError) as exc:
        refuse(f"not a saved game (not JSON: {str(exc)[:120]})", "damaged")
    if _may_hold_surrogate(text):
        _check_tree(data, max_depth)          # every string, one by one
    elif _nesting(text) > max_depth:
        refuse(f"the save is nested too deeply (more than {max_depth} levels)", "damaged")
    return data


_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_BRACKET_STEPS = str.maketrans("[{]}", "\x02\x02\x00\x00")


def _nesting(text: str) -> int:
    """How deeply the containers of the JSON ``text`` (already parsed) nest: its
    brackets outside strings, counted at C speed (+1 each opening, -1 each
    closing, the highest running sum)."""
    marks = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text)).translate(_BRACKET_STEPS)
    if not marks:
        return 0
    return int(max(itertools.accumulate(map(operator.sub, marks.encode("ascii"), itertools.repeat(1)))))


def _may_hold_surrogate(text: str) -> bool:
    """Whether a string parsed from ``text`` may hold a lone surrogate (then not
    writable as UTF-8): ``text`` holds one itself, or a JSON escape that may make
    one (``\\ud800``).  Only then are the strings checked one by one."""
    if "\\u" in text and _SURROGATE_ESCAPE.search(text):
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


_CONTAINERS = frozenset((list, dict))


def _check_tree(data: Any, max_depth: int, strings: bool = True) -> None:
    """Depth at most ``max_depth`` and (when ``strings``) every string writable
    as UTF-8 (iterative: no recursion, whatever the input).  Only containers
    are stacked: a save is mostly short strings and numbers."""
    stack: list[tuple[Any, int]] = [(data, 0)] if isinstance(data, list | dict) else []
    if strings and isinstance(data, str):
        _utf8(data)
    while stack:
        x, depth = stack.pop()
        if depth >= max_depth:
            refuse(f"the save is nested too deeply (more than {max_depth} levels)", "damaged")
        if isinstance(x, dict):
            if strings:
                for k in x:
                    _utf8(k)
            values: Iterable[Any] = x.values()
        else:
            values = x
        kinds = set(map(type, values))          # in C: most lists are only numbers or strings
        if kinds & _CONTAINERS or (strings and str in kinds):
            for v in values:
                if isinstance(v, list | dict):
                    stack.append((v, depth + 1))
                elif strings and isinstance(v, str):
                    _utf8(v)


def _utf8(s: str) -> None:
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        refuse("the save holds text that is not valid Unicode", "damaged")


# ------------------------------------------------------------------ readers
def load_int(x: Any, what: str, lo: int, hi: int) -> int:
    """A whole number in ``lo..hi`` (a bool is not a number here)."""
    if isinstance(x, bool) or not isinstance(x, int) or not lo <= x <= hi:
        refuse(f"bad {what}: {_short(x)}")
    return x


def load_opt_int(x: Any, what: str, lo: int, hi: int) -> int | None:
    """``None`` or a whole number in ``lo..hi``."""
    return None if x is None else load_int(x, what, lo, hi)


def load_bool(x: Any, what: str) -> bool:
    if not isinstance(x, bool):
        refuse(f"bad {what}: {_short(x)}")
    return x


def load_list(x: Any, what: str, n: int | None = None) -> list[Any]:
    """A list (of length ``n`` when given)."""
    if not isinstance(x, list) or (n is not None and len(x) != n):
        refuse(f"bad {what}: {_short(x)}")
    return x


def load_ints(x: Any, what: str, lo: int, hi: int, n: int | None = None) -> list[int]:
    return [load_int(v, what, lo, hi) for v in load_list(x, what, n)]


def load_keys(x: Any, what: str, keys: Collection[str]) -> dict[str, Any]:
    """An object with exactly ``keys`` (none missing, none extra)."""
    if not isinstance(x, dict):
        refuse(f"bad {what}: {_short(x)}")
    if set(x) != set(keys):
        missing = sorted(set(keys) - set(x))
        extra = sorted(set(x) - set(keys))
        refuse(f"bad {what}: missing {missing}, unknown {[_short(k) for k in extra]}")
    return x


def load_card(t: Any) -> Card:
    """A card string ("QH", "10S")."""
    if not isinstance(t, str) or len(t) > 3:
        refuse(f"not a card: {_short(t)}")
    try:
        return card(t)
    except ValueError:
        refuse(f"not a card: {_short(t)}")


def load_opt_card(t: Any) -> Card | None:
    return None if t is None else load_card(t)


def load_cards(x: Any, what: str, n: int | None = None) -> list[Card]:
    return [load_card(t) for t in load_list(x, what, n)]


def short_repr(x: Any) -> str:
    """``x`` for a message, at most 40 characters; never raises (a number of
    thousands of digits, whose ``repr`` Python refuses, is "a number of N digits";
    a container is its type name).

    >>> short_repr("QH"), short_repr(10 ** 100), short_repr(10 ** 5000), short_repr([1, 2])
    ("'QH'", 'a number of 101 digits', 'a number of thousands of digits', 'list')
    """
    if isinstance(x, int) and not isinstance(x, bool) and abs(x) >= 10 ** 40:
        return f"a number of {len(str(abs(x))) if abs(x).bit_length() < 13_000 else 'thousands of'} digits"
    text = repr(x) if isinstance(x, str | int | float | bool) or x is None else type(x).__name__
    return text if len(text) <= 40 else text[:37] + "..."


_short = short_repr


# ------------------------------------------------------------------- checks
def check_one_deck(places: Iterable[tuple[str, Iterable[Card]]], deck: Sequence[Card] = DECK) -> None:
    """Every card of ``deck`` in exactly one of ``places`` (name, cards); else SaveError
    naming the first card twice or missing."""
    where: dict[Card, str] = {}
    for name, cards in places:
        for c in cards:
            if c in where:
                refuse(f"the card {c} is in two places ({where[c]}, {name})")
            where[c] = name
    if len(where) != len(deck) or any(c not in where for c in deck):
        missing = [str(c) for c in deck if c not in where]
        extra = [str(c) for c in where if c not in set(deck)]
        refuse(f"the cards do not make one deck (missing {missing[:5]}, unknown {extra[:5]})")


def first_difference(saved: Any, written: Any, path: str = "") -> str | None:
    """The path of the first place where ``saved`` differs from ``written`` (JSON
    values: a bool differs from a number, ``1.0`` from ``1``), or ``None``."""
    stack: list[tuple[Any, Any, str]] = [(saved, written, path or "$")]
    while stack:
        a, b, where = stack.pop()
        if type(a) is not type(b):
            return where
        if isinstance(a, dict):
            if set(a) != set(b):
                extra = sorted(map(str, set(a) - set(b)))
                missing = sorted(map(str, set(b) - set(a)))
                return f"{where} (missing {missing[:3]}, unknown {[k[:20] for k in extra[:3]]})"
            stack.extend((a[k], b[k], f"{where}.{k}") for k in reversed(list(b)))
        elif isinstance(a, list):
            if len(a) != len(b):
                return f"{where} (length {len(a)}, expected {len(b)})"
            stack.extend((a[i], b[i], f"{where}[{i}]") for i in reversed(range(len(b))))
        elif a != b:
            return where
    return None

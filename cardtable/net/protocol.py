"""The network protocol between a host and the computers that join it: pure
Python (no Qt, no sockets), so that every rule about messages is tested alone.

Frames: a 4-byte big-endian length, then that many bytes of UTF-8 JSON (one
object).  :func:`encode` writes one; a :class:`FrameReader` fed the bytes of
a connection yields the messages it completes, and raises
:class:`ProtocolError` (with a ``code``) for anything that is not a
well-formed frame: a length over :data:`MAX_FRAME`, bytes that are not UTF-8,
text that is not JSON, NaN or Infinity, nesting deeper than :data:`MAX_DEPTH`.

Messages: every message is an object with a ``"kind"``; :func:`check` accepts
a message only if its kind is known for that direction and its keys are
exactly those of the kind, each of the right type (booleans are not numbers,
numbers are finite and within their bounds).  Anything else raises
:class:`ProtocolError`.  The kinds (``docs/network.md`` says the same in
prose):

client -> host
    ``hello``   {"program": str, "protocol": int, "code": str, "name": str,
                 "token": str | None, "lang": "fr" | "en"}
    ``action``  {"seq": int, "action": {"kind": str, ...}}   (an encoded action)
    ``ping``    {"t": int}
    ``pong``    {"t": int}                    (the answer to the host's ping, ``t`` echoed)
    ``read``    {"at": int}                   (this seat's person went on from the count shown
                                               at the host's position ``at``)
    ``rematch`` {}                            (after the end: this seat's person asks for a rematch)
    ``bye``     {}

host -> client
    ``welcome`` {"seat": int, "token": str, "game": str, "players": int,
                 "names": [str], "options": {...}, "view": {...}, "to_act": [int],
                 "legal": [{"kind": str, ...}], "window_ms": int,
                 "opening": [{...}], "recent": [{...}], "at": int}
                                              (``opening``: the deal's events redacted for the seat
                                               while nothing has been played, else []; ``recent``:
                                               else the game's last events as the seat saw them,
                                               oldest first, at most :data:`MAX_RECENT` and
                                               :data:`RECENT_BYTES`; ``at``: the host's position,
                                               its count of moves)
    ``refused`` {"reason": str}               (then the connection closes)
    ``events``  {"events": [{...}], "view": {...}, "to_act": [int], "legal": [{...}],
                 "window_ms": int, "at": int}
    ``illegal`` {"seq": int, "reason": str}   (an English reason; the action had no effect)
    ``pong``    {"t": int}
    ``ping``    {"t": int}                    (the host measures each seat's round trip)
    ``seats``   {"connected": [bool], "computer": [bool], "names": [str],
                 "free": [bool], "awaited": [bool], "begun": bool}  (per seat: nobody took it yet, a
                                               newcomer may; the game waits for it to be taken before
                                               it goes on; the game was resumed from its save)
    ``over``    {"totals": [int]}             (the game ended: each seat's final total)
    ``reading`` {"read": [int]}               (per seat, the position of the last count its
                                               screen went on from; -1: nobody waited for)
    ``bye``     {"reason": str}

A ``refused`` or ``bye`` reason is a code (:data:`REASONS`), which each side
words in its own language.
"""

from __future__ import annotations

import json
import math
import re
import struct
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

__all__ = ["MAX_FRAME", "MAX_RECENT", "PROTOCOL", "REASONS", "RECENT_BYTES", "FrameReader", "ProtocolError", "check",
           "client_message", "encode", "host_message", "new_code", "newest_within", "normal_code", "same_code",
           "valid_code"]

PROTOCOL = 5
MAX_FRAME = 256 * 1024
MAX_DEPTH = 24
MAX_NAME = 40
CODE_LENGTH = 6
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"     # new codes: no 0/O, 1/I/L
#: characters people confuse, read as one on both sides (normal_code)
CODE_CONFUSED = str.maketrans({"O": "0", "I": "1", "L": "1"})
BIG = 2 ** 53
MAX_LEGAL = 1000      # encoded legal actions in one message
#: a welcome's ``recent``: at most this many events, of at most RECENT_BYTES of JSON together
#: (a whole round of Deutch or Peech is 150 to 250 events, 10 to 20 KiB; the frame stays far below MAX_FRAME)
MAX_RECENT = 1000
RECENT_BYTES = 64 * 1024
MAX_EVENT_TYPE = 40

#: why a host refuses a connection or says goodbye (each side words them)
REASONS = (
    "bad_code",          # the table code is wrong
    "too_slow",          # no right code within the time allowed
    "protocol",          # another version of the program
    "no_free_seat",      # every remote seat is taken
    "bad_token",         # a token that is no seat's
    "bad_message",       # a malformed message: the connection is closed
    "host_quit",         # the host stopped the game (the game is kept on the host)
    "game_over",         # the game ended
    "replaced",          # the same seat rejoined from another connection
    "flood",             # too many messages too fast
    "declined",          # the host did not give back the waiting seat asked for by its name
)


class ProtocolError(ValueError):
    """A frame or a message that breaks the protocol; ``code`` is one of :data:`REASONS`."""

    def __init__(self, message: str, code: str = "bad_message") -> None:
        super().__init__(message)
        self.code = code


# ------------------------------------------------------------------- frames
def encode(message: Mapping[str, Any]) -> bytes:
    """One frame: the length, then the message as compact UTF-8 JSON."""
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
    if len(body) > MAX_FRAME:
        raise ProtocolError(f"a message of {len(body)} bytes is over the limit")
    return struct.pack(">I", len(body)) + body


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max((_depth(v, level + 1) for v in value.values()), default=level + 1)
    if isinstance(value, list):
        return max((_depth(v, level + 1) for v in value), default=level + 1)
    return level


class _BadNumber(ValueError):
    pass


def _finite_float(text: str) -> float:
    """Every number with a fraction or an exponent comes through here while
    parsing (``1e999`` would be infinite): no walk over the message after."""
    value = float(text)
    if not math.isfinite(value):
        raise _BadNumber(text)
    return value


def decode_body(body: bytes) -> dict[str, Any]:
    """The message of one frame's body (:class:`ProtocolError` if it is not one)."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError("a frame that is not UTF-8") from None
    # the nesting is bounded before parsing: brackets outside strings
    if _bracket_depth(text) > MAX_DEPTH:
        raise ProtocolError("a frame nested too deep")
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_float=_finite_float)
    except _BadNumber:
        raise ProtocolError("a number out of range") from None
    except (ValueError, RecursionError):
        raise ProtocolError("a frame that is not JSON") from None
    if not isinstance(value, dict):
        raise ProtocolError("a frame that is not an object")
    return value


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _bracket_depth(text: str) -> int:
    """How deep the brackets outside strings nest, or, for a text with few
    brackets, their number (a bound, enough to compare with ``MAX_DEPTH``).
    An unclosed string counts its brackets: such a text is no JSON anyway."""
    opening = text.count("[") + text.count("{")
    return opening if opening <= MAX_DEPTH else _depth_of(text)


def _depth_of(text: str) -> int:
    depth = best = 0
    for ch in _BRACKET.findall(_STRING.sub("", text)):
        depth += _STEP[ch]
        if depth > best:
            best = depth
    return best


class FrameReader:
    """Bytes in, whole messages out; a broken frame raises :class:`ProtocolError`
    (the connection is then closed: the reader is not usable any more)."""

    def __init__(self, max_frame: int = MAX_FRAME) -> None:
        self.max_frame = max_frame
        self._buf = bytearray()
        self.broken = False

    def feed(self, data: bytes) -> Iterator[dict[str, Any]]:
        if self.broken:
            raise ProtocolError("the connection is closed")
        self._buf += data
        while True:
            if len(self._buf) < 4:
                return
            (length,) = struct.unpack(">I", bytes(self._buf[:4]))
            if length > self.max_frame:
                self.broken = True
                raise ProtocolError(f"a frame of {length} bytes is over the limit")
            if len(self._buf) < 4 + length:
                return
            body = bytes(self._buf[4:4 + length])
            del self._buf[:4 + length]
            try:
                yield decode_body(body)
            except ProtocolError:
                self.broken = True
                raise

    @property
    def pending(self) -> int:
        """Bytes received and not yet part of a whole frame."""
        return len(self._buf)


# ----------------------------------------------------------------- messages
def _int(v: Any, low: int = -BIG, high: int = BIG) -> bool:
    return type(v) is int and low <= v <= high


def _str(v: Any, low: int = 0, high: int = 4096) -> bool:
    return isinstance(v, str) and low <= len(v) <= high


def _name(v: Any) -> bool:
    return _str(v, 1, MAX_NAME) and v.strip() != "" and all(ch.isprintable() for ch in v)


def _code(v: Any) -> bool:
    return _str(v, 1, 16)


def _token(v: Any) -> bool:
    return v is None or (_str(v, 16, 64) and all(c in "0123456789abcdef" for c in v))


def _action(v: Any) -> bool:
    return isinstance(v, dict) and 1 <= len(v) <= 8 and _str(v.get("kind"), 1, 40) and _depth(v) <= 4


def _obj(v: Any) -> bool:
    return isinstance(v, dict)


def _seats(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= 16 and all(_int(x, 0, 15) for x in v)


def _bools(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= 16 and all(isinstance(x, bool) for x in v)


def _names(v: Any) -> bool:
    return isinstance(v, list) and 1 <= len(v) <= 16 and all(_str(x, 0, 200) for x in v)


def _events(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= 2000 and all(isinstance(e, dict) for e in v)


def valid_recent(v: Any) -> bool:
    """A welcome's ``recent``: events, each an object whose ``type`` is a short string."""
    return (isinstance(v, list) and len(v) <= MAX_RECENT
            and all(isinstance(e, dict) and _str(e.get("type"), 1, MAX_EVENT_TYPE) for e in v))


def _legal(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= MAX_LEGAL and all(_action(a) for a in v)


def _reason(v: Any) -> bool:
    return v in REASONS


CLIENT_KINDS: dict[str, dict[str, Any]] = {
    "hello": {"program": lambda v: _str(v, 1, 40), "protocol": lambda v: _int(v, 0, 1000), "code": _code,
              "name": _name, "token": _token, "lang": lambda v: v in ("fr", "en")},
    "action": {"seq": lambda v: _int(v, 0), "action": _action},
    "ping": {"t": lambda v: _int(v, 0)},
    "pong": {"t": lambda v: _int(v, 0)},
    "read": {"at": lambda v: _int(v, 0)},
    "rematch": {},
    "bye": {},
}

HOST_KINDS: dict[str, dict[str, Any]] = {
    "welcome": {"seat": lambda v: _int(v, 0, 15), "token": _token, "game": lambda v: _str(v, 1, 40),
                "players": lambda v: _int(v, 1, 16), "names": _names, "options": _obj, "view": _obj,
                "to_act": _seats, "legal": _legal, "window_ms": lambda v: _int(v, 0, 600_000),
                "opening": _events, "recent": valid_recent, "at": lambda v: _int(v, 0)},
    "refused": {"reason": _reason},
    "events": {"events": _events, "view": _obj, "to_act": _seats, "legal": _legal,
               "window_ms": lambda v: _int(v, 0, 600_000), "at": lambda v: _int(v, 0)},
    "illegal": {"seq": lambda v: _int(v, 0), "reason": lambda v: _str(v, 0, 500)},
    "pong": {"t": lambda v: _int(v, 0)},
    "ping": {"t": lambda v: _int(v, 0)},
    "seats": {"connected": _bools, "computer": _bools, "names": _names, "free": _bools, "awaited": _bools,
              "begun": lambda v: isinstance(v, bool)},
    "reading": {"read": lambda v: isinstance(v, list) and 1 <= len(v) <= 16 and all(_int(x, -1) for x in v)},
    "over": {"totals": lambda v: isinstance(v, list) and 1 <= len(v) <= 16 and all(_int(x) for x in v)},
    "bye": {"reason": _reason},
}


def check(message: Any, from_host: bool) -> dict[str, Any]:
    """``message`` if it is a valid message in that direction; else :class:`ProtocolError`."""
    kinds = HOST_KINDS if from_host else CLIENT_KINDS
    if not isinstance(message, dict):
        raise ProtocolError("a message is an object")
    kind = message.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise ProtocolError(f"unknown kind {str(kind)[:40]!r}")
    spec = kinds[kind]
    keys = set(message) - {"kind"}
    if keys != set(spec):
        raise ProtocolError(f"{kind}: keys {sorted(keys)[:10]} are not {sorted(spec)}")
    for key, ok in spec.items():
        if not ok(message[key]):
            raise ProtocolError(f"{kind}: bad {key}")
    return message


def host_message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message the host sends, checked like the ones it receives."""
    return check({"kind": kind, **fields}, from_host=True)


def client_message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message a client sends, checked."""
    return check({"kind": kind, **fields}, from_host=False)


def newest_within(events: Sequence[Mapping[str, Any]], most: int = MAX_RECENT,
                  budget: int = RECENT_BYTES) -> list[Mapping[str, Any]]:
    """The newest of ``events`` (oldest first) that a welcome's ``recent``
    carries: at most ``most`` of them, whose compact JSON takes at most
    ``budget`` bytes together; the older ones are left out.

    >>> newest_within([{"type": "a"}, {"type": "b"}, {"type": "c"}], most=2)
    [{'type': 'b'}, {'type': 'c'}]
    >>> newest_within([{"type": "a" * 30}, {"type": "b"}], budget=20)
    [{'type': 'b'}]
    """
    kept: list[Mapping[str, Any]] = []
    used = 0
    for ev in reversed(events):
        if len(kept) >= most:
            break
        size = len(json.dumps(ev, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8"))
        if used + size > budget:
            break
        kept.append(ev)
        used += size
    kept.reverse()
    return kept


def new_code(rng: Any) -> str:
    """A table code of :data:`CODE_LENGTH` characters (``rng``: a ``secrets.SystemRandom``)."""
    return "".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A table code as it is compared: spaces and hyphens dropped, capitals,
    and the characters people confuse read as one (O as 0; I and L as 1):
    "abc 123", "ABC-l23" and "ABCI23" are one code."""
    return "".join(text.replace("-", " ").split()).upper().translate(CODE_CONFUSED)


def valid_code(text: str) -> bool:
    """A code a table may have, the same rule for ``--serve --code``, the
    window's host and every joining side: :data:`CODE_LENGTH` letters (A-Z)
    and digits once :func:`normal_code` has read it."""
    code = normal_code(text)
    return len(code) == CODE_LENGTH and all(c.isascii() and c.isalnum() for c in code)


def same_code(given: str, code: str) -> bool:
    """The code typed matches (case, spaces, hyphens ignored; O/0 and I/1/L read as one)."""
    return normal_code(given) == normal_code(code)

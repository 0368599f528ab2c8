"""The network protocol (cardtable.net.protocol): frames and messages, and
that nothing malformed gets through or raises anything but ProtocolError."""

from __future__ import annotations

import json
import random
import secrets
import struct

import pytest

from cardtable.net.protocol import (
    MAX_FRAME,
    PROTOCOL,
    FrameReader,
    ProtocolError,
    check,
    client_message,
    encode,
    host_message,
    new_code,
    same_code,
)

HELLO = {"kind": "hello", "program": "cardtable 0.1.0", "protocol": PROTOCOL, "code": "AB3K9Z",
         "name": "Léa", "token": None, "lang": "fr"}


def test_a_message_round_trips_through_frames_split_anywhere():
    msgs = [HELLO, {"kind": "action", "seq": 3, "action": {"kind": "Play", "card": "QH"}}, {"kind": "bye"}]
    data = b"".join(encode(m) for m in msgs)
    for cut in range(0, len(data), 7):
        reader = FrameReader()
        out = list(reader.feed(data[:cut])) + list(reader.feed(data[cut:]))
        assert out == msgs and reader.pending == 0
    for m in msgs:
        assert check(m, from_host=False) == m


def test_messages_are_built_checked():
    assert client_message("ping", t=5) == {"kind": "ping", "t": 5}
    assert host_message("refused", reason="bad_code") == {"kind": "refused", "reason": "bad_code"}
    with pytest.raises(ProtocolError):
        host_message("refused", reason="because")
    with pytest.raises(ProtocolError):
        client_message("welcome", seat=0)        # a host's kind, from a client


@pytest.mark.parametrize("body", [
    b"\xff\xfe", b"not json", b"[1, 2]", b'"text"', b'{"kind": NaN}', b'{"t": Infinity}',
    b'{"t": 1e999}', b"[" * 100 + b"]" * 100, b'{"a":' * 60 + b"1" + b"}" * 60,
])
def test_a_broken_frame_is_a_protocol_error(body):
    reader = FrameReader()
    with pytest.raises(ProtocolError):
        list(reader.feed(struct.pack(">I", len(body)) + body))
    assert reader.broken
    with pytest.raises(ProtocolError):
        list(reader.feed(b"x"))


def test_nesting_is_bounded_exactly_and_brackets_in_strings_do_not_count():
    from cardtable.net.protocol import MAX_DEPTH, decode_body

    def nested(depth: int) -> bytes:
        return b'{"a":' + b"[" * (depth - 1) + b"]" * (depth - 1) + b"}"
    assert decode_body(nested(MAX_DEPTH))["a"] is not None
    with pytest.raises(ProtocolError):
        decode_body(nested(MAX_DEPTH + 1))
    # many brackets inside strings (names, reasons), and escaped quotes among them
    text = b'{"s":"' + b'[{\\"' * 300 + b'","n":[[1.5,-2e3,[]]]}'
    assert decode_body(text)["n"] == [[1.5, -2000.0, []]]
    for body in (b'{"t":[1,-1e400]}', b'{"t":{"u":1E999}}'):
        with pytest.raises(ProtocolError, match="out of range"):
            decode_body(body)


def test_a_huge_length_is_refused_before_the_bytes_arrive():
    reader = FrameReader()
    with pytest.raises(ProtocolError):
        list(reader.feed(struct.pack(">I", MAX_FRAME + 1)))
    with pytest.raises(ProtocolError):
        encode({"kind": "bye", "x": "a" * (MAX_FRAME + 1)})


@pytest.mark.parametrize("change", [
    {"protocol": "1"}, {"protocol": True}, {"protocol": 1.0}, {"name": ""}, {"name": "  "}, {"name": "a" * 41},
    {"name": "a\nb"}, {"token": "zz"}, {"token": 12}, {"lang": "de"}, {"code": 5}, {"extra": 1},
])
def test_a_hello_with_a_wrong_field_is_refused(change):
    msg = {**HELLO, **change}
    with pytest.raises(ProtocolError):
        check(msg, from_host=False)


def test_a_missing_key_or_unknown_kind_is_refused():
    msg = dict(HELLO)
    del msg["lang"]
    for bad in (msg, {"kind": "shutdown"}, {"kind": 3}, {}, [], "hello", None,
                {"kind": "action", "seq": -1, "action": {"kind": "Play"}},
                {"kind": "action", "seq": 1, "action": {}},
                {"kind": "action", "seq": 1, "action": {"kind": "Play", "x": [[[[[[1]]]]]]}}):
        with pytest.raises(ProtocolError):
            check(bad, from_host=False)


def test_ten_thousand_hostile_frames_raise_only_protocol_errors():
    rng = random.Random(25)
    good = [encode(HELLO), encode({"kind": "action", "seq": 1, "action": {"kind": "Play", "card": "QH"}}),
            encode({"kind": "ping", "t": 1})]
    accepted = 0
    for _ in range(10_000):
        data = bytearray(rng.choice(good))
        for _m in range(rng.randint(1, 4)):
            op = rng.randrange(5)
            if op == 0 and len(data) > 5:
                del data[rng.randrange(4, len(data)):]                     # truncated
            elif op == 1:
                i = rng.randrange(len(data))
                data[i] = rng.randrange(256)                               # a byte changed
            elif op == 2:
                data[:4] = struct.pack(">I", rng.choice([0, 1, MAX_FRAME + 1, 2**32 - 1, len(data)]))
            elif op == 3:
                data += rng.randbytes(rng.randrange(1, 20))
            else:
                body = json.dumps(rng.choice([[], {}, {"kind": None}, {"kind": "hello"}, {"kind": "bye", "x": 1},
                                              {"kind": "action", "seq": True, "action": {"kind": "P"}}]))
                data = bytearray(struct.pack(">I", len(body)) + body.encode())
        reader = FrameReader()
        try:
            for msg in reader.feed(bytes(data)):
                check(msg, from_host=False)
                accepted += 1
        except ProtocolError:
            pass
    assert accepted < 10_000


def test_table_codes():
    code = new_code(secrets.SystemRandom())
    assert len(code) == 6 and code.isalnum() and "O" not in code and "0" not in code
    assert same_code(" " + code.lower()[:3] + " " + code[3:], code)
    assert not same_code(code[:5], code)


def test_the_legal_actions_ping_and_over_are_checked_exactly():
    pos = {"view": {}, "to_act": [1], "window_ms": 0, "at": 0}
    assert host_message("events", events=[], legal=[{"kind": "Play", "card": "QH"}], **pos)
    for legal in (None, [{"card": "QH"}], [1], [{"kind": "Play"}] * 1001):
        with pytest.raises(ProtocolError):
            host_message("events", events=[], legal=legal, **pos)
    with pytest.raises(ProtocolError):
        host_message("events", events=[], **pos)                  # legal is required
    assert host_message("ping", t=3) and client_message("pong", t=3)
    assert host_message("over", totals=[1, -2])
    for totals in ([], [1.5], [True], "1"):
        with pytest.raises(ProtocolError):
            host_message("over", totals=totals)
    assert host_message("seats", connected=[True], computer=[False], names=["Léa"], free=[False], awaited=[False],
                        begun=False)
    with pytest.raises(ProtocolError):
        host_message("seats", connected=[True], computer=[False])


SEATS = {"kind": "seats", "connected": [True, False, False], "computer": [False, False, True],
         "names": ["Léa", "Place 2", "Hugo"], "free": [False, True, False], "awaited": [False, True, False], "begun": False}


@pytest.mark.parametrize("change", [
    {"free": None}, {"awaited": None}, {"free": [1, 0, 0]}, {"awaited": [False, "yes", False]},
    {"awaited": "0,1"}, {"free": [False] * 17}, {"awaited": {"1": True}}, {"begun": 1}, {"begun": "yes"},
])
def test_the_seats_free_and_awaited_are_checked_as_the_other_seat_lists(change):
    """Which seats are free and which the game waits for: a list of booleans
    per seat, like who is connected; anything else is a protocol error."""
    assert check(dict(SEATS), from_host=True) == SEATS
    with pytest.raises(ProtocolError):
        check({**SEATS, **change}, from_host=True)
    for key in ("free", "awaited", "begun"):         # each is required
        with pytest.raises(ProtocolError):
            check({k: v for k, v in SEATS.items() if k != key}, from_host=True)


WELCOME = {"kind": "welcome", "seat": 1, "token": "ab" * 16, "game": "deutch", "players": 4,
           "names": ["Léa", "Hugo", "Zoé", "Inès"], "options": {}, "view": {}, "to_act": [2], "legal": [],
           "window_ms": 0, "opening": [], "at": 12,
           "recent": [{"type": "draw", "seat": 2, "card": None}, {"type": "discard", "seat": 2, "card": "QH"}]}


@pytest.mark.parametrize("recent", [
    None, {"type": "draw"}, [1], [[]], [{"seat": 2}], [{"type": ""}], [{"type": 3}], [{"type": "x" * 41}],
    [{"type": "draw"}] * 1001,
])
def test_the_welcomes_recent_events_are_checked(recent):
    """A welcome's ``recent``: at most MAX_RECENT objects, each of a short
    string ``type``; anything else is a protocol error (the joining side then
    closes the connection with ``bad_message``, never a crash)."""
    assert check(dict(WELCOME), from_host=True) == WELCOME
    with pytest.raises(ProtocolError):
        check({**WELCOME, "recent": recent}, from_host=True)
    with pytest.raises(ProtocolError):
        check({k: v for k, v in WELCOME.items() if k != "recent"}, from_host=True)     # required


def test_the_recent_events_sent_are_the_newest_that_fit():
    from cardtable.net.protocol import MAX_RECENT, RECENT_BYTES, newest_within
    events = [{"type": "discard", "seat": k % 4, "card": "QH", "n": k} for k in range(5000)]
    kept = newest_within(events)
    assert kept == events[-len(kept):] and len(kept) == MAX_RECENT         # the newest, oldest first
    big = [{"type": "answer", "words": "x" * 500, "n": k} for k in range(1000)]
    kept = newest_within(big)
    assert kept == big[-len(kept):] and 0 < len(kept) < 1000
    assert len(json.dumps(kept, separators=(",", ":")).encode()) <= RECENT_BYTES
    # the welcome that carries them stays a frame
    assert encode(check({**WELCOME, "recent": kept}, from_host=True))
    assert newest_within([]) == [] and newest_within([{"type": "x" * 100}], budget=10) == []

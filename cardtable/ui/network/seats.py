"""Seat tokens kept on disk, on both sides of a network game
(``docs/network.md``, "Coming back to one's seat").

The joining side, :class:`SeatStore`: the token of every seat this program
took is written (atomically) in ``joined-seats.json`` in the program's data
folder, per table -- the host as typed (address or name, without the port,
which may change when the host starts again) and the table code, as the host
checks it (case and spaces ignored).  A program that closed (a crash, "Leave
the table", a new game) and joins that table again sends the token and gets
its own seat back, whatever the host is called this time: a table's code is
drawn at random for it and kept by its host when it starts again, so a token
kept for that code at another address (the host's laptop woke with a new
address, the table found on the network where its name was typed) is sent
when none is kept for the address given (the host checks it).  Several
seats may be held from one data folder (two windows on one computer): while
a program sits at a seat it holds a lock file (``QLockFile``; a program that
died leaves a stale lock, taken over at once), and a token whose lock
another running program holds is not used.
A token is forgotten when its game is over or the host no longer knows it;
entries older than :data:`KEEP_DAYS` days are dropped, at most
:data:`MAX_ENTRIES` kept.

The hosting side, :func:`write_host_seats` / :func:`read_host_seats`: the
table code and, for every seat taken, its token and its name, in a file
beside the host's save (:func:`host_seats_path`: ``autosave.seats.json``
beside ``autosave.json``), written the moment a seat is taken, so that a
host killed and started again on the same save -- even one killed before any
move rewrote the save -- recognises its players' tokens and calls every seat
by its player's name (:func:`with_seat_names`).  It is used only with the
game it was written for (the same game, player count, seed and seats on
other computers).

Whatever is read is untrusted: a file that is not exactly what is written
here is ignored (logged), never an error shown to the person.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import re
import time
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QLockFile

log = logging.getLogger("cardtable")

STORE_NAME = "joined-seats.json"
LOCKS_FOLDER = "joined-seats"
MAX_ENTRIES = 64
KEEP_DAYS = 30
MAX_FILE = 256 * 1024
_TOKEN = re.compile(r"[0-9a-f]{16,64}")


def table_key(host: str, code: str) -> str:
    """A table as the joining side knows it: the host (case ignored, without
    the port) and the code (case and spaces ignored, as the host compares it)."""
    host = host.strip().lower()
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    return f"{host}|{''.join(code.split()).upper()}"


def _read_json(path: Path) -> Any:
    try:
        if not path.exists():
            return None
        if path.stat().st_size > MAX_FILE:
            raise ValueError("too big")
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("network: %s is not read (%s)", path, exc)
        return None


def _write_json(path: Path, data: Any) -> bool:
    from cardtable.ui import storage
    try:
        storage.write_atomic(path, json.dumps(data, ensure_ascii=False, allow_nan=False))
        return True
    except storage.WriteFailure as exc:
        log.warning("network: %s could not be written (%s)", path, exc)
        return False


class SeatStore:
    """The joining side's tokens (see the module docstring); ``folder`` is
    the program's data folder (by default :func:`cardtable.ui.storage.data_dir`)."""

    def __init__(self, folder: Path | None = None, clock: Any = time.time) -> None:
        if folder is None:
            from cardtable.ui import storage
            folder = storage.data_dir()
        self.folder = Path(folder)
        self.path = self.folder / STORE_NAME
        self._clock = clock
        self._locks: dict[str, QLockFile] = {}      # token -> the lock this program holds

    # ------------------------------------------------------------ reading
    def _entries(self) -> list[dict[str, Any]]:
        data = _read_json(self.path)
        if not isinstance(data, dict) or data.get("format") != "cardtable-joined-seats" or \
                not isinstance(data.get("seats"), list):
            return []
        out = []
        now = self._clock()
        for e in data["seats"][:MAX_ENTRIES]:
            if not isinstance(e, dict) or set(e) != {"table", "token", "seat", "game", "time"}:
                continue
            if not isinstance(e["table"], str) or len(e["table"]) > 400 or not isinstance(e["token"], str) or \
                    not _TOKEN.fullmatch(e["token"]) or type(e["seat"]) is not int or not 0 <= e["seat"] < 16 or \
                    not isinstance(e["game"], str) or len(e["game"]) > 40 or \
                    type(e["time"]) not in (int, float) or not now - KEEP_DAYS * 86400 < e["time"] <= now + 86400:
                continue
            out.append(e)
        return out

    def _write(self, entries: list[dict[str, Any]]) -> None:
        entries = sorted(entries, key=lambda e: -e["time"])[:MAX_ENTRIES]
        _write_json(self.path, {"format": "cardtable-joined-seats", "seats": entries})

    def _lock_path(self, token: str) -> str:
        return str(self.folder / LOCKS_FOLDER / (hashlib.sha256(token.encode()).hexdigest()[:20] + ".lock"))

    # ------------------------------------------------------------ the API
    def claim(self, host: str, code: str) -> str | None:
        """A token this data folder holds for that table and that no other
        running program sits at (its lock is then this program's), or None."""
        from cardtable.net.protocol import normal_code
        key = table_key(host, code)
        entries = sorted(self._entries(), key=lambda e: -e["time"])
        for e in entries:
            if e["table"] == key and self.hold(e["token"]):
                return str(e["token"])
        want = normal_code(code)
        for e in entries:       # the same table at another address (see the module docstring)
            if normal_code(str(e["table"]).rpartition("|")[2]) == want and self.hold(e["token"]):
                return str(e["token"])
        return None

    def hold(self, token: str) -> bool:
        """Take the seat's lock (True if this program holds it now)."""
        if token in self._locks:
            return True
        try:
            (self.folder / LOCKS_FOLDER).mkdir(parents=True, exist_ok=True)
        except OSError:
            return True           # no lock possible: the token is used all the same
        lock = QLockFile(self._lock_path(token))
        lock.setStaleLockTime(0)  # held while its program runs; a dead program's lock is stale
        if not lock.tryLock(0):
            return False
        self._locks[token] = lock
        return True

    def release(self, token: str | None) -> None:
        """This program no longer sits at the seat (it left, or it closes)."""
        lock = self._locks.pop(token, None) if token else None
        if lock is not None:
            lock.unlock()

    def last_code(self, host: str) -> str:
        """The code of the table at ``host`` this data folder sat at last
        ("" if none): the joining dialog offers it again, so that a person who
        left, or whose program was closed, takes their seat back without
        typing the code again."""
        want = table_key(host, "").rpartition("|")[0]
        for e in sorted(self._entries(), key=lambda e: -e["time"]):
            at, _sep, code = str(e["table"]).rpartition("|")
            if at == want and code:
                return code
        return ""

    def keep(self, host: str, code: str, token: str, seat: int, game: str) -> None:
        """The seat was taken (or taken again): its token is kept, its lock held."""
        key = table_key(host, code)
        entries = [e for e in self._entries() if e["token"] != token]
        entries.append({"table": key, "token": token, "seat": int(seat), "game": str(game)[:40],
                        "time": round(self._clock(), 3)})
        self._write(entries)
        self.hold(token)

    def forget(self, token: str | None) -> None:
        """The token is of no use any more (the game is over, the host does not know it)."""
        if not token:
            return
        entries = self._entries()
        kept = [e for e in entries if e["token"] != token]
        if len(kept) != len(entries):
            self._write(kept)
        self.release(token)
        try:
            Path(self._lock_path(token)).unlink(missing_ok=True)
        except OSError:
            pass


# ------------------------------------------------------------------ host
HOST_FORMAT = "cardtable-host-seats"


def host_seats_path(save: Path) -> Path:
    """The seats' file beside the host's save (``network.json`` ->
    ``network.seats.json``)."""
    save = Path(save)
    return save.with_name(save.stem + ".seats.json")


def _fingerprint(setup: Any) -> dict[str, Any]:
    return {"game": setup.game_id, "players": setup.players, "seed": setup.seed, "remote": list(setup.remote_seats)}


class HostSeats(NamedTuple):
    """What a host keeps beside its save: the table code, each taken seat's
    token and each taken seat's name (a file written without names: none)."""

    code: str
    tokens: dict[int, str]
    names: dict[int, str]


def _seat_name(v: Any) -> bool:
    from cardtable.net.protocol import MAX_NAME
    return isinstance(v, str) and 1 <= len(v) <= MAX_NAME and v.strip() != "" and all(ch.isprintable() for ch in v)


def write_host_seats(path: Path, setup: Any, code: str, tokens: dict[int, str],
                     names: dict[int, str] | None = None) -> bool:
    """Keep the table code, the seats' tokens and the taken seats' names
    beside the save (atomically)."""
    names = {s: n for s, n in (names or {}).items() if s in tokens}
    return _write_json(Path(path), {"format": HOST_FORMAT, **_fingerprint(setup), "code": code,
                                    "tokens": {str(s): t for s, t in sorted(tokens.items())},
                                    "names": {str(s): n for s, n in sorted(names.items())}})


def read_host_seats(path: Path, setup: Any) -> HostSeats | None:
    """The code, tokens and names written for this game (None: none, another
    game's, or not exactly what :func:`write_host_seats` writes; a file
    without names gives the tokens and no name)."""
    from cardtable.net.protocol import CODE_LENGTH
    data = _read_json(Path(path))
    if not isinstance(data, dict) or data.get("format") != HOST_FORMAT:
        return None
    want = {"format": HOST_FORMAT, **_fingerprint(setup)}
    if set(data) - {"names"} != set(want) | {"code", "tokens"} or any(data[k] != v for k, v in want.items()):
        return None
    code, raw, raw_names = data["code"], data["tokens"], data.get("names", {})
    if not isinstance(code, str) or len(code) != CODE_LENGTH or not code.isalnum() or not isinstance(raw, dict) \
            or not isinstance(raw_names, dict):
        return None
    tokens: dict[int, str] = {}
    for k, t in raw.items():
        if not (isinstance(k, str) and k.isdigit() and int(k) in setup.remote_seats and isinstance(t, str)
                and _TOKEN.fullmatch(t)):
            return None
        tokens[int(k)] = t
    names: dict[int, str] = {}
    for k, n in raw_names.items():
        if not (isinstance(k, str) and k.isdigit() and int(k) in tokens and _seat_name(n)):
            return None
        names[int(k)] = n
    return HostSeats(code.upper(), tokens, names)


def with_seat_names(setup: Any, names: dict[int, str]) -> Any:
    """``setup`` with those seats renamed (the names kept beside the save
    for the seats taken); the same object when nothing changes."""
    seats = [dataclasses.replace(s, name=names[i]) if i in names and s.name != names[i] else s
             for i, s in enumerate(setup.seats)]
    return setup if seats == list(setup.seats) else dataclasses.replace(setup, seats=seats)


def remove_host_seats(path: Path) -> None:
    try:
        Path(path).unlink(missing_ok=True)
    except OSError as exc:
        log.warning("network: %s could not be removed (%s)", path, exc)


# --------------------------------------------------------- seated marker
SEATED_NAME = "joined-table.json"
SEATED_FORMAT = "cardtable-joined-table"


class SeatedAt(NamedTuple):
    """The table a window of this data folder sits at (see :func:`write_seated`)."""

    address: str      # "host:port", as the person typed or chose it
    code: str         # the table code, as the host checks it
    name: str         # the name the person gave in the Rejoindre dialog
    table: str        # the table's name (the hosting person's), "" when not known
    game: str         # the game id
    token: str        # the seat's token (also in ``joined-seats.json``)


def seated_path(folder: Path | None = None) -> Path:
    if folder is None:
        from cardtable.ui import storage
        folder = storage.data_dir()
    return Path(folder) / SEATED_NAME


def write_seated(at: SeatedAt, folder: Path | None = None) -> bool:
    """Mark that this data folder's program sits at a network table.

    **Where the marker lives and when.**  ``joined-table.json`` in the
    program's data folder, one small JSON object (the address, the code,
    the name given, the table's name, the game, the seat's token), written
    atomically each time the seat is taken (the ``welcome``: joining, a
    rejoin, a rematch) and removed (:func:`clear_seated`) when the person
    leaves the table on purpose ("Quitter la table", a new game, a lesson),
    when the game ends (``over``) and when the host closes the seat for a
    reason other than a lost connection or the host stopping (a replaced
    seat, an unknown token...).  A program that stops without leaving -- a
    crash, a power cut, ``kill -9``, and also a window closed during the
    game, as a host's window keeps its autosave -- leaves it, and the next
    start asks whether to join that table again
    (:func:`cardtable.ui.network.join.offer_rejoin`); the question is
    asked once: answered either way, the marker goes (a join taken writes it
    again).  The seat itself comes back through the token kept in
    ``joined-seats.json`` (:class:`SeatStore`), as for any join.  Two
    windows sharing one data folder: the marker names the last seat taken,
    and a window removes it only when it names its own seat.  Whatever is
    read is untrusted: a file that is not exactly what is written here is
    ignored, logged and removed, never an error shown to the person nor a
    crash."""
    data = {"format": SEATED_FORMAT, **at._asdict()}
    return _write_json(seated_path(folder), data)


def read_seated(folder: Path | None = None) -> SeatedAt | None:
    """The table marked by :func:`write_seated` (None: none, or a file not
    exactly what it writes: such a file is removed)."""
    from cardtable.net.protocol import MAX_NAME
    path = seated_path(folder)
    data = _read_json(path)
    if data is None:
        if path.exists():
            _remove(path)       # unreadable (not JSON, too big)
        return None
    fields = SeatedAt._fields
    ok = (isinstance(data, dict) and data.get("format") == SEATED_FORMAT and set(data) == {"format", *fields}
          and all(isinstance(data[k], str) for k in fields))
    if ok:
        at = SeatedAt(**{k: data[k] for k in fields})
        ok = (0 < len(at.address) <= 300 and at.address.isprintable() and 0 < len(at.code) <= 12
              and at.code.isalnum() and _seat_name(at.name) and (at.table == "" or _seat_name(at.table))
              and re.fullmatch(r"[a-z][a-z0-9_]{0,39}", at.game) is not None and _TOKEN.fullmatch(at.token)
              is not None and len(at.name) <= MAX_NAME)
    if not ok:
        log.warning("network: %s is not what this program writes: ignored and removed", path)
        _remove(path)
        return None
    return at


def clear_seated(token: str | None = None, folder: Path | None = None) -> None:
    """This program no longer sits at the table: the marker goes (only the
    one of the seat of ``token``, when given; see :func:`write_seated`)."""
    path = seated_path(folder)
    if token is not None:
        data = _read_json(path)
        if isinstance(data, dict) and data.get("token") != token:
            return              # another window's seat (one data folder, two windows)
    _remove(path)


def _remove(path: Path) -> None:
    try:
        Path(path).unlink(missing_ok=True)
    except OSError as exc:
        log.warning("network: %s could not be removed (%s)", path, exc)

"""Statistics of finished games, per game and per player name; pure Python.

The file (``statistics.json`` beside the saves) is versioned JSON::

    {"format": "cardtable-stats", "version": 1,
     "games": {"<game id>": {"<player name>": <entry>, ...}, ...}}

An entry holds running figures and the last :data:`RECENT` results::

    {"played": 12, "won": 5, "helped": 2, "sum": 1460, "best": 310,
     "streak": 1, "best_streak": 3,
     "recent": [{"result": 250, "won": true, "helped": false, "date": "2026-12-01"}, ...]}

``sum`` is the sum of every result (the average is ``sum / played``),
``best`` the best result (the highest, or the lowest when the game says so:
:class:`cardtable.games.ResultRule`), ``streak`` the games won in a row up to
the last one, ``best_streak`` the longest such run; ``helped`` counts the
games played with help (an undo, a hint), which count like the others in
every figure and are marked in ``recent`` (the dialog says "with help").

Reading is as strict as for saves (:func:`parse`): anything but a complete,
consistent document of a known version raises :class:`StatsError` (a
``ValueError``) with an English reason; nothing else escapes.  A file over
:data:`MAX_BYTES` is refused before it is parsed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

FORMAT = "cardtable-stats"
VERSION = 1
RECENT = 20
MAX_BYTES = 2_000_000
MAX_NAME = 100
MAX_NAMES = 500          # player names per game
MAX_GAMES = 100
LIMIT = 10**9            # every number's absolute bound
_ENTRY_KEYS = frozenset({"played", "won", "helped", "sum", "best", "streak", "best_streak", "recent"})
_RECENT_KEYS = frozenset({"result", "won", "helped", "date"})


class StatsError(ValueError):
    """The statistics file is not a complete, consistent document."""


def empty() -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "games": {}}


def _int(value: Any, what: str, low: int = -LIMIT, high: int = LIMIT) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise StatsError(f"{what} must be a whole number, not {type(value).__name__}")
    if not low <= value <= high:
        raise StatsError(f"{what} out of range: {value}")
    return value


def _bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise StatsError(f"{what} must be true or false")
    return value


def _keys(obj: Any, keys: frozenset[str], what: str) -> Mapping[str, Any]:
    if not isinstance(obj, dict):
        raise StatsError(f"{what} must be an object")
    if set(obj) != keys:
        missing, extra = sorted(keys - set(obj)), sorted(set(obj) - keys)
        raise StatsError(f"{what}: missing {missing}, unknown {extra}")
    return obj


def _date(value: Any, what: str) -> str:
    if not isinstance(value, str) or len(value) != 10 or value[4] != "-" or value[7] != "-" \
            or not (value[:4] + value[5:7] + value[8:]).isdigit():
        raise StatsError(f"{what} must be a date YYYY-MM-DD")
    return value


def check_entry(entry: Any, what: str = "entry") -> dict[str, Any]:
    """A checked copy of one player's figures (see the module docstring)."""
    e = _keys(entry, _ENTRY_KEYS, what)
    played = _int(e["played"], f"{what}.played", 0)
    won = _int(e["won"], f"{what}.won", 0, played)
    helped = _int(e["helped"], f"{what}.helped", 0, played)
    total = _int(e["sum"], f"{what}.sum", -LIMIT * 1000, LIMIT * 1000)
    best = _int(e["best"], f"{what}.best")
    best_streak = _int(e["best_streak"], f"{what}.best_streak", 0, won)
    streak = _int(e["streak"], f"{what}.streak", 0, best_streak)
    if played == 0:
        raise StatsError(f"{what}: an entry without any game")
    recent_raw = e["recent"]
    if not isinstance(recent_raw, list) or not 1 <= len(recent_raw) <= min(played, RECENT):
        raise StatsError(f"{what}.recent must list 1 to {RECENT} results")
    recent = []
    for i, r in enumerate(recent_raw):
        rr = _keys(r, _RECENT_KEYS, f"{what}.recent[{i}]")
        recent.append({"result": _int(rr["result"], f"{what}.recent[{i}].result"),
                       "won": _bool(rr["won"], f"{what}.recent[{i}].won"),
                       "helped": _bool(rr["helped"], f"{what}.recent[{i}].helped"),
                       "date": _date(rr["date"], f"{what}.recent[{i}].date")})
    # the recent results agree with the running figures
    tail = 0
    for r in reversed(recent):
        if not r["won"]:
            break
        tail += 1
    if tail < len(recent) and streak != tail or tail == len(recent) and streak < tail:
        raise StatsError(f"{what}: the streak does not match the recent results")
    if sum(r["won"] for r in recent) > won or sum(r["helped"] for r in recent) > helped:
        raise StatsError(f"{what}: more recent wins or helps than in all")
    return {"played": played, "won": won, "helped": helped, "sum": total, "best": best,
            "streak": streak, "best_streak": best_streak, "recent": recent}


def check(doc: Any) -> dict[str, Any]:
    """A checked copy of a whole statistics document; :class:`StatsError` if it is not one."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise StatsError("not a statistics file of this program")
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise StatsError("no version")
    if version > VERSION:
        raise StatsError(f"written by a newer version of the program (version {version})")
    if version != VERSION:
        raise StatsError(f"unknown version {version}")
    d = _keys(doc, frozenset({"format", "version", "games"}), "the file")
    games_raw = d["games"]
    if not isinstance(games_raw, dict) or len(games_raw) > MAX_GAMES:
        raise StatsError("games must be an object")
    out: dict[str, Any] = {}
    for gid, names in games_raw.items():
        if not isinstance(gid, str) or not gid.isidentifier() or len(gid) > 40:
            raise StatsError(f"bad game id {gid!r}")
        if not isinstance(names, dict) or len(names) > MAX_NAMES:
            raise StatsError(f"games.{gid} must be an object")
        out[gid] = {}
        for name, entry in names.items():
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
                raise StatsError(f"bad player name in {gid}")
            out[gid][name] = check_entry(entry, f"{gid}/{name}")
    return {"format": FORMAT, "version": VERSION, "games": out}


def parse(data: bytes | str) -> dict[str, Any]:
    """The checked document in ``data``; :class:`StatsError` for anything else."""
    if len(data) > MAX_BYTES:
        raise StatsError(f"the file is too large ({len(data)} bytes)")
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
        doc = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise StatsError("the file is nested too deeply") from None
    except (UnicodeDecodeError, ValueError) as exc:
        raise StatsError(f"not JSON: {exc}") from None
    try:
        return check(doc)
    except RecursionError:
        raise StatsError("the file is nested too deeply") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def dumps(doc: dict[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=True)


def add_result(doc: dict[str, Any], game_id: str, name: str, result: int, won: bool, helped: bool,
               date: str, higher_is_better: bool = True) -> None:
    """Record one finished game of ``name`` (changes ``doc`` in place)."""
    name = name.strip()[:MAX_NAME] or "?"
    result = max(-LIMIT, min(LIMIT, int(result)))
    per_game = doc["games"].setdefault(game_id, {})
    e = per_game.get(name)
    if e is None:
        e = per_game[name] = {"played": 0, "won": 0, "helped": 0, "sum": 0, "best": result, "streak": 0,
                              "best_streak": 0, "recent": []}
    e["played"] = min(LIMIT, e["played"] + 1)
    e["won"] = min(e["played"], e["won"] + int(won))
    e["helped"] = min(e["played"], e["helped"] + int(helped))
    e["sum"] = max(-LIMIT * 1000, min(LIMIT * 1000, e["sum"] + result))
    if (result > e["best"]) if higher_is_better else (result < e["best"]):
        e["best"] = result
    e["streak"] = min(e["won"], e["streak"] + 1) if won else 0
    e["best_streak"] = max(e["best_streak"], e["streak"])
    e["recent"] = (e["recent"] + [{"result": result, "won": bool(won), "helped": bool(helped),
                                   "date": date}])[-RECENT:]


@dataclass(frozen=True)
class Summary:
    """What the dialog shows for one game and one player."""

    played: int
    won: int
    helped: int
    best: int
    average: float
    streak: int
    best_streak: int
    recent: tuple[tuple[int, bool, bool], ...]     # (result, won, helped), oldest first

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


def summary(doc: Mapping[str, Any], game_id: str, name: str) -> Summary | None:
    e = doc.get("games", {}).get(game_id, {}).get(name)
    if e is None:
        return None
    return Summary(e["played"], e["won"], e["helped"], e["best"], e["sum"] / e["played"], e["streak"],
                   e["best_streak"], tuple((r["result"], r["won"], r["helped"]) for r in e["recent"]))


def names(doc: Mapping[str, Any], game_id: str) -> list[str]:
    """The player names with figures for ``game_id``, most games first."""
    per = doc.get("games", {}).get(game_id, {})
    return sorted(per, key=lambda n: (-per[n]["played"], n.casefold()))


def games_with_figures(doc: Mapping[str, Any], order: Sequence[str] = ()) -> list[str]:
    found = [g for g, per in doc.get("games", {}).items() if per]
    return sorted(found, key=lambda g: (order.index(g) if g in order else len(order), g))

"""Save-file fuzzer: mutated real saves of every game fed to ``load_game``.

Real saves come from seeded random games of every game in the registry (every
player count), taken at many points of each game (every phase, the finished
game included).  Each malformed file is a real save with one to three
mutations: cut short, random bytes, bytes that are not UTF-8, deep nesting,
wrong types, deleted and extra keys, a card duplicated, cards swapped, numbers
shifted or huge, sub-trees swapped, NaN/Infinity, a save over the size limit.

For each file, ``load_game`` must either raise ``SaveError`` (refused) or
return a state that is consistent (``check_consistent()``, the JSON round
trip) and that random legal play carries on from without any exception and
without sticking (every seat in ``to_act()`` has a legal action), to the end
or for ``--steps`` actions.  Any other exception from ``load_game`` is
"escaped"; any failure after a load is "inconsistent".  Both must be 0.

    PYTHONPATH=. python scripts/fuzz_saves.py --count 5000 --seed 1

prints the figures (tried, refused, loaded and played, escaped,
inconsistent) per game and in total, and exits 1 if anything escaped or was
inconsistent.  ``tests/test_fuzz_saves.py`` runs a fast seeded subset;
``CARDTABLE_FUZZ_LONG=1`` makes it run the long one.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from cardtable.engine import DECK, GameState, IllegalAction, SaveError, game_class, load_game, new_game
from cardtable.engine.loading import MAX_SAVE_CHARS

CARDS = [str(c) for c in DECK]
CARD_SET = frozenset(CARDS)

#: options that keep a random game short (and switch on what is off by default)
QUICK_OPTIONS: dict[str, dict[str, Any]] = {
    "atout_pique": {"target": 100, "minus_200_loses": True, "blind_nil": True},
    "peech": {"rounds": 3},
    "auteurs": {"deals": 2},
    "deutch": {"rounds": 2},
}


def registered_games() -> tuple[str, ...]:
    from cardtable import games
    return tuple(games.available_games())


# ------------------------------------------------------------ random play
def random_step(state: GameState, rng: random.Random) -> None:
    """One random legal action of one seat in ``to_act()`` (sometimes the timer of
    an open window runs out instead); raises AssertionError if stuck."""
    acting = sorted(state.to_act())
    assert acting, "nobody to act in a game in progress"
    if state.pending_window() is not None and rng.random() < 0.1:
        state.close_window()
        return
    seat = rng.choice(acting)
    legal = state.legal_actions(seat)
    assert legal, f"seat {seat} is to act but has no legal action"
    state.apply(seat, rng.choice(legal))


def real_saves(seed: int, games: tuple[str, ...] | None = None, per_game: int = 3,
               every: int = 7) -> dict[str, list[str]]:
    """Saves of seeded games: game id -> JSON texts taken every ``every`` actions
    (with an offset), plus the first and the last (finished) position.  Every
    other game is played by the computer players (Facile), the others at random."""
    from cardtable.ai import make_player
    rng = random.Random(seed)
    out: dict[str, list[str]] = {}
    for gid in games or registered_games():
        cls = game_class(gid)
        texts: list[str] = []
        for k in range(per_game):
            players = cls.min_players + k % (cls.max_players - cls.min_players + 1)
            st = new_game(gid, seed=rng.randrange(10**9), players=players, options=QUICK_OPTIONS.get(gid))
            ai = {s: make_player(gid, "facile", seed=rng.randrange(1000)) for s in range(players)} if k % 2 else None
            offset = rng.randrange(every)
            steps = 0
            while not st.is_over and steps < 5000:
                if steps % every == offset or steps == 0:
                    texts.append(st.to_json())
                if ai is None or st.pending_window() is not None and rng.random() < 0.1:
                    random_step(st, rng)
                else:
                    seat = rng.choice(sorted(st.to_act()))
                    st.apply(seat, ai[seat].choose(st.view(seat), st.legal_actions(seat)))
                steps += 1
            texts.append(st.to_json())
        out[gid] = texts
    return out


# --------------------------------------------------------------- mutations
def _paths(data: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) inside ``data``."""
    out: list[tuple[Any, Any]] = []
    stack = [data]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            for k, v in x.items():
                out.append((x, k))
                stack.append(v)
        elif isinstance(x, list):
            for i, v in enumerate(x):
                out.append((x, i))
                stack.append(v)
    return out


def _pick(data: Any, rng: random.Random, test: Callable[[Any], bool] = lambda v: True) -> tuple[Any, Any] | None:
    words = _rng_words(data) if rng.random() < 0.95 else None    # mostly leave the 625 RNG words alone
    cands = [(c, k) for c, k in _paths(data) if c is not words and test(c[k])]
    return rng.choice(cands) if cands else None


def _rng_words(data: Any) -> Any:
    try:
        words = data["rng"][1]
    except (KeyError, IndexError, TypeError):
        return None
    return words if isinstance(words, list) else None


def _nested(depth: int) -> Any:
    x: Any = 0
    for _ in range(depth):
        x = [x]
    return x


def _wrong_value(rng: random.Random, v: Any) -> Any:
    return rng.choice([None, True, False, 0, -1, 1.5, "x", "", [], {}, [v], {"v": v}, str(v), 10**30,
                       -(10**30), 2**64, "QH", [None], 4.0])


def m_delete_key(data: Any, rng: random.Random) -> bool:
    p = _pick(data, rng, lambda v: True)
    if p is None:
        return False
    c, k = p
    del c[k]
    return True


def m_extra_key(data: Any, rng: random.Random) -> bool:
    dicts = [data] + [c[k] for c, k in _paths(data) if isinstance(c[k], dict)]
    d = rng.choice(dicts)
    d[rng.choice(["extra", "x", "hands", "turn", "__proto__", "é"])] = _wrong_value(rng, 0)
    return True


def m_wrong_type(data: Any, rng: random.Random) -> bool:
    p = _pick(data, rng)
    if p is None:
        return False
    c, k = p
    c[k] = _wrong_value(rng, c[k])
    return True


def m_shift_number(data: Any, rng: random.Random) -> bool:
    p = _pick(data, rng, lambda v: isinstance(v, int) and not isinstance(v, bool))
    if p is None:
        return False
    c, k = p
    c[k] = rng.choice([c[k] + 1, c[k] - 1, c[k] + rng.randint(2, 20), -c[k], c[k] * 1000, 2**31, 2**63,
                       10**100, -(10**100), 2166316656, 14, 13, -1, 0])
    return True


def m_duplicate_card(data: Any, rng: random.Random) -> bool:
    p = _pick(data, rng, lambda v: isinstance(v, str) and v in CARD_SET)
    if p is None:
        return False
    c, k = p
    others = [cc[kk] for cc, kk in _paths(data) if isinstance(cc[kk], str) and cc[kk] in CARD_SET]
    c[k] = rng.choice(others)
    return True


def m_swap_cards(data: Any, rng: random.Random) -> bool:
    cands = [(c, k) for c, k in _paths(data) if isinstance(c[k], str) and c[k] in CARD_SET]
    if len(cands) < 2:
        return False
    (c1, k1), (c2, k2) = rng.sample(cands, 2)
    c1[k1], c2[k2] = c2[k2], c1[k1]
    return True


def m_swap_subtrees(data: Any, rng: random.Random) -> bool:
    cands = _paths(data)
    if len(cands) < 2:
        return False
    (c1, k1), (c2, k2) = rng.sample(cands, 2)
    a, b = c1[k1], c2[k2]
    if _contains(a, b) or _contains(b, a):
        return False
    c1[k1], c2[k2] = copy.deepcopy(b), copy.deepcopy(a)
    return True


def _contains(a: Any, b: Any) -> bool:
    stack = [a]
    while stack:
        x = stack.pop()
        if x is b:
            return True
        if isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return False


def m_drop_list_item(data: Any, rng: random.Random) -> bool:
    p = _pick(data, rng, lambda v: isinstance(v, list) and bool(v))
    if p is None:
        return False
    c, k = p
    del c[k][rng.randrange(len(c[k]))]
    return True


def m_repeat_list_item(data: Any, rng: random.Random) -> bool:
    p = _pick(data, rng, lambda v: isinstance(v, list) and bool(v))
    if p is None:
        return False
    c, k = p
    lst = c[k]
    lst.insert(rng.randrange(len(lst) + 1), copy.deepcopy(rng.choice(lst)))
    return True


def m_change_string(data: Any, rng: random.Random) -> bool:
    p = _pick(data, rng, lambda v: isinstance(v, str))
    if p is None:
        return False
    c, k = p
    c[k] = rng.choice(["", "over", "bidding", "playing", "look", "turn", "rapidite", "claim", "power",
                       "call", "drawn", "choosing", "asking", "V", "D", "peech", "deutch", "atout_pique",
                       "auteurs", "1S", "ZZ", "QH ", "\ud800", "10H", "TH", c[k] * 2])
    return True


def m_nest_value(data: Any, rng: random.Random) -> bool:
    p = _pick(data, rng)
    if p is None:
        return False
    c, k = p
    c[k] = _nested(rng.choice([5, 30, 40, 200]))
    return True


TREE_MUTATIONS: list[Callable[[Any, random.Random], bool]] = [
    m_delete_key, m_extra_key, m_wrong_type, m_shift_number, m_shift_number, m_duplicate_card,
    m_swap_cards, m_swap_cards, m_swap_subtrees, m_drop_list_item, m_repeat_list_item, m_change_string,
    m_nest_value,
]


def t_truncate(text: str, rng: random.Random) -> str | bytes:
    return text[:rng.randrange(len(text))]


def t_random_bytes(text: str, rng: random.Random) -> str | bytes:
    raw = bytearray(text.encode("utf-8"))
    for _ in range(rng.randint(1, 8)):
        raw[rng.randrange(len(raw))] = rng.randrange(256)
    return bytes(raw)


def t_not_utf8(text: str, rng: random.Random) -> str | bytes:
    raw = text.encode("utf-8")
    i = rng.randrange(len(raw))
    return raw[:i] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80\x80"]) + raw[i:]


def t_deep(text: str, rng: random.Random) -> str | bytes:
    depth = rng.choice([50, 1000, 100_000])
    if rng.random() < 0.5:
        return "[" * depth + "]" * depth
    i = text.find(":", rng.randrange(len(text)))
    if i < 0:
        return "[" * depth + text + "]" * depth
    return text[:i + 1] + "[" * depth + "0" + "]" * depth + text[text.find(",", i) if "," in text[i:] else -1:]


def t_constant(text: str, rng: random.Random) -> str | bytes:
    spots = [i for i in range(1, len(text)) if text[i].isdigit() and text[i - 1] in ":[,"]
    if not spots:
        return text
    i = rng.choice(spots)
    j = i
    while j < len(text) and text[j].isdigit():
        j += 1
    return text[:i] + rng.choice(["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "1" * 5000,
                                  "1.0", "1e2", "9" * 40]) + text[j:]


def t_oversize(text: str, rng: random.Random) -> str | bytes:
    pad = MAX_SAVE_CHARS + 1 - len(text)
    return text[:-1] + " " * max(pad, 0) + text[-1:] if rng.random() < 0.5 else text.encode() + b" " * pad


def t_bom_or_bytes(text: str, rng: random.Random) -> str | bytes:
    return rng.choice(["\ufeff" + text, text.encode("utf-8"), text.encode("utf-16"), "", " ", "null", "[]",
                       "{}", '"text"', "0"])


TEXT_MUTATIONS: list[Callable[[str, random.Random], str | bytes]] = [
    t_truncate, t_truncate, t_random_bytes, t_not_utf8, t_deep, t_constant, t_constant, t_bom_or_bytes,
]


def mutate(text: str, rng: random.Random, oversize: bool = True) -> str | bytes:
    """A malformed variant of the save ``text`` (one to three mutations)."""
    if oversize and rng.random() < 0.003:
        return t_oversize(text, rng)
    if rng.random() < 0.25:
        return rng.choice(TEXT_MUTATIONS)(text, rng)
    data = json.loads(text)
    done = 0
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        for _attempt in range(5):
            if rng.choice(TREE_MUTATIONS)(data, rng):
                done += 1
                break
    try:
        out = json.dumps(data, ensure_ascii=rng.random() < 0.5)
    except RecursionError:  # pragma: no cover - nesting kept small
        return text
    return out if done else t_truncate(out, rng)


# ----------------------------------------------------------------- checks
def computer_steps(state: GameState, rng: random.Random, count: int) -> int:
    """Up to ``count`` actions chosen by the game's computer players (a random
    level per seat, as the table would run them on a resumed game)."""
    from cardtable.ai import LEVELS, make_player
    players = {s: make_player(state.game_id, rng.choice(LEVELS[:2]), seed=rng.randrange(1000))
               for s in range(state.players)}
    n = 0
    while not state.is_over and n < count:
        seat = rng.choice(sorted(state.to_act()))
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} is to act but has no legal action"
        action = players[seat].choose(state.view(seat), legal)
        assert action in legal, f"a computer player chose {action!r}, not a legal action"
        state.apply(seat, action)
        n += 1
    return n


def play_on(state: GameState, rng: random.Random, steps: int) -> int:
    """Play on from a loaded state (a few actions by the computer players, then
    random legal play); raises on any inconsistency.  Returns the number of
    actions played."""
    state.check_consistent()
    again = load_game(state.to_json())
    assert again.to_json() == state.to_json(), "the JSON round trip does not hold"
    for seat in range(state.players):
        json.dumps(state.view(seat))
    n = computer_steps(state, rng, min(steps, 30))
    while not state.is_over and n < steps:
        # an illegal action leaves the state unchanged
        if n % 11 == 0:
            before = state.to_json()
            try:
                state.apply(state.players + 3, object())
            except IllegalAction:
                pass
            assert state.to_json() == before, "an illegal action changed the state"
        random_step(state, rng)
        n += 1
        if n % 25 == 0:
            state.check_consistent()
            for seat in range(state.players):
                json.dumps(state.view(seat))
    if state.is_over:
        assert not state.to_act(), "a finished game has seats to act"
    state.check_consistent()
    load_game(state.to_json())
    return n


@dataclass
class Tally:
    tried: int = 0
    refused: int = 0
    loaded: int = 0
    played_to_end: int = 0
    escaped: int = 0
    inconsistent: int = 0
    net: int = 0            # refused by the safety net of build_from_save, not by a check
    kinds: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        for name in ("tried", "refused", "loaded", "played_to_end", "escaped", "inconsistent", "net"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.kinds.update(other.kinds)
        self.failures.extend(other.failures)


def try_one(bad: str | bytes, rng: random.Random, steps: int, tally: Tally) -> None:
    tally.tried += 1
    try:
        state = load_game(bad)
    except SaveError as exc:
        tally.refused += 1
        tally.kinds[exc.kind] += 1
        if str(exc).startswith(("corrupt saved game", "missing key in the save")):
            tally.net += 1
        if exc.kind not in SaveError.KINDS:
            tally.escaped += 1
            tally.failures.append(f"unknown kind {exc.kind!r}")
        return
    except BaseException as exc:  # noqa: BLE001 - that is what we count
        if isinstance(exc, KeyboardInterrupt):
            raise
        tally.escaped += 1
        tally.failures.append(f"escaped {type(exc).__name__}: {str(exc)[:200]}\n  input: {_sample(bad)}\n"
                              + "".join(traceback.format_exc(limit=-3)))
        return
    tally.loaded += 1
    try:
        play_on(state, rng, steps)
    except BaseException as exc:  # noqa: BLE001
        if isinstance(exc, KeyboardInterrupt):
            raise
        tally.inconsistent += 1
        tally.failures.append(f"inconsistent {type(exc).__name__}: {str(exc)[:200]}\n  input: {_sample(bad)}\n"
                              + "".join(traceback.format_exc(limit=-3)))
        return
    if state.is_over:
        tally.played_to_end += 1


def _sample(bad: str | bytes) -> str:
    text = repr(bad)
    return text if len(text) < 400 else text[:400] + f"... ({len(bad)} long)"


def run(count: int, seed: int, steps: int = 3000, games: tuple[str, ...] | None = None,
        oversize: bool = True, progress: bool = False) -> dict[str, Tally]:
    """Fuzz ``count`` malformed saves spread over the games; per-game tallies."""
    games = games or registered_games()
    saves = real_saves(seed, games)
    rng = random.Random(seed)
    tallies = {g: Tally() for g in games}
    # every real save loads as it is
    for texts in saves.values():
        for text in texts:
            st = load_game(text)
            assert st.to_json() == text
    for i in range(count):
        gid = games[i % len(games)]
        base = rng.choice(saves[gid])
        bad = mutate(base, rng, oversize=oversize)
        try_one(bad, random.Random(rng.randrange(2**32)), steps, tallies[gid])
        if progress and (i + 1) % 500 == 0:
            print(f"... {i + 1} files", file=sys.stderr, flush=True)
    return tallies


def report(tallies: dict[str, Tally]) -> Iterator[str]:
    total = Tally()
    yield f"{'game':<12} {'tried':>6} {'refused':>8} {'loaded':>7} {'ended':>6} {'escaped':>8} {'inconsistent':>13}"
    for gid, t in tallies.items():
        total.add(t)
        yield (f"{gid:<12} {t.tried:>6} {t.refused:>8} {t.loaded:>7} {t.played_to_end:>6} {t.escaped:>8} "
               f"{t.inconsistent:>13}")
    yield (f"{'total':<12} {total.tried:>6} {total.refused:>8} {total.loaded:>7} {total.played_to_end:>6} "
           f"{total.escaped:>8} {total.inconsistent:>13}")
    yield "refused by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(total.kinds.items()))
    yield (f"refused by the safety net (an exception of a game's _load turned into SaveError, not an "
           f"explicit check): {total.net}")
    yield from total.failures[:10]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=5000, help="malformed files to try (default 5000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--steps", type=int, default=3000, help="actions played on after a load (at most)")
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    ap.add_argument("--sizes", action="store_true", help="print the largest real save of each game and stop")
    args = ap.parse_args(argv)
    games = tuple(args.game) if args.game else None
    if args.sizes:
        for gid, texts in real_saves(args.seed, games, per_game=6).items():
            print(f"{gid}: {len(texts)} saves, largest {max(map(len, texts))} characters")
        return 0
    t0 = time.perf_counter()
    tallies = run(args.count, args.seed, args.steps, games, progress=True)
    for line in report(tallies):
        print(line)
    print(f"({time.perf_counter() - t0:.0f} s)")
    bad = sum(t.escaped + t.inconsistent for t in tallies.values())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

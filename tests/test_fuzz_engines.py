"""Engine fuzzing for every registered game.

Seeded random games that mix legal and illegal actions, for every game of the
registry (``test_contract.registered_games()``, so a game added later is fuzzed
too) and each of its player counts.  At every step:

* every card is in exactly one place: ``Cards`` in
  ``tests/game_contracts/<game_id>.py`` follows the cards through the raw
  events, written from the rules and independent of the engine's accounting,
  asserts each move starts where the rules say, and compares its places with
  the views;
* no view and no redacted event shows a card hidden from its seat (the
  contract tests' :class:`test_contract.Checker`, its oracles included);
* the scores agree with the game's pure rule kernels (docs/engine.md), recomputed by
  ``Scores`` in the same file from the public events alone (what an onlooker
  gets from ``redact(event, None)``);
* the JSON round trip holds (``to_json`` -> ``load_game`` -> ``to_json`` is the
  same text) and the loaded copy plays on identically (same events, same JSON);
* an illegal action raises the engine's ``IllegalAction`` (no ``TypeError``,
  ``KeyError``, ``IndexError``...) whose message formats with its arguments,
  and leaves ``to_json`` unchanged.  Illegal actions tried: actions of other
  games, out-of-range, bool, float, string and ``None`` seats, legal actions
  of the wrong seat, cards not in hand, malformed action objects (each field
  of a legal action given a wrong value or type, unhashable values, objects
  that are no action at all), actions of the same game out of phase, and any
  action once the game is over;
* the game ends within ``MAX_ACTIONS`` actions, under ``fuzz_options`` of the
  game's contract part: its own options chosen so that a game surely ends
  soon (never another rule).  A contract part may also define
  ``fuzz_choice(legal, rng)`` to pick among the legal actions (Deutch calls
  rarely, so that rounds run long enough to rebuild the stock).

"Legal" means strictly legal: the seat is an ``int`` in ``to_act()`` and the
action is one of ``legal_actions(seat)`` with the same types field by field
(``Rapidite(1.0)`` or ``Bid(3, blind=0)`` are malformed, not the legal
``Rapidite(1)`` and ``Bid(3)``).

CI runs three seeded games per game (at least one per player count).  The long mode:
``CARDTABLE_FUZZ_LONG=1`` (``CARDTABLE_FUZZ_GAMES``, default 10 000 games per
game), or ``scripts/fuzz_engines.py --games N``, which prints the figures.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import re
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from test_contract import CARD_STRINGS, MAX_ACTIONS, Checker, contract_part, game_cls, registered_games

from cardtable.engine import DECK, Card, GameState, IllegalAction, Pass, Play, load_game, new_game

LONG = os.environ.get("CARDTABLE_FUZZ_LONG") == "1"
CI_GAMES = 3                       # per game, spread over its player counts (at least one each)
LONG_GAMES = int(os.environ.get("CARDTABLE_FUZZ_GAMES", "10000"))   # per game

FUZZ_GAMES: tuple[str, ...] = registered_games()    # fixed at import (tests may register fakes later)
SEAT_JUNK: tuple[Any, ...] = (-1, 99, 2 ** 70, True, False, 0.0, 1.0, 2.0, "0", "1", None, [0])


# ------------------------------------------------------------ legality
def same_action(a: Any, b: Any) -> bool:
    """``a == b`` with the same types, field by field (``1.0`` and ``True`` are
    not the int ``1``)."""
    if type(a) is not type(b):
        return False
    try:
        if not a == b:
            return False
    except Exception:
        return False
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        return all(same_action(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))
    return True


def strictly_legal(state: GameState, seat: Any, action: Any) -> bool:
    if type(seat) is not int or seat not in state.to_act():
        return False
    return any(same_action(a, action) for a in state.legal_actions(seat))


# ------------------------------------------------------- illegal actions
def _wrong_values(v: Any, rng: random.Random) -> list[Any]:
    """Values a field holding ``v`` must not accept (some may happen to be legal:
    the caller keeps only the strictly illegal)."""
    if isinstance(v, bool):
        return [int(v), None, "yes", not v, [v]]
    if isinstance(v, int):
        return [float(v), v + 0.5, True, False, -1, 99, 2 ** 70, str(v), None, [v], rng.randrange(-3, 8)]
    if isinstance(v, Card):
        return [str(v), None, int(v.index), (v,), [v], rng.choice(DECK), Play(v)]
    return [None, 0, "x", [v]]


class _NotAnAction:
    """An object of no game at all."""

    def __repr__(self) -> str:
        return "<not an action>"


JUNK_ACTIONS: tuple[Any, ...] = (None, "play QH", 7, 1.5, ("Play", "QH"), {"type": "play"}, [], _NotAnAction(),
                                 DECK[0], Play, Pass)


_POOL: dict[str, list[Any]] = {}
_POOL_KEYS: dict[str, set[str]] = {}


def action_pool() -> dict[str, list[Any]]:
    """Legal actions of every registered game, gathered once from one random game
    of each (then grown by the fuzzer), for "actions of other games" and "out of
    phase"."""
    if not _POOL:
        for gid in FUZZ_GAMES:
            seen: dict[str, Any] = {}
            players = game_cls(gid).default_players
            state = new_game(gid, seed=0, players=players,
                             options=contract_part(gid).fuzz_options(random.Random(0), players))
            rng = random.Random(0)
            for _ in range(2_000):
                if state.is_over:
                    break
                seat = rng.choice(sorted(state.to_act()))
                legal = state.legal_actions(seat)
                for a in legal:
                    seen.setdefault(repr(a), a)
                state.apply(seat, rng.choice(legal))
            _POOL[gid] = list(seen.values())
            _POOL_KEYS[gid] = set(seen)
    return _POOL


@dataclass
class Stats:
    games: int = 0
    actions: int = 0
    illegal: int = 0
    windows_closed: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)

    def add(self, other: Stats) -> None:
        self.games += other.games
        self.actions += other.actions
        self.illegal += other.illegal
        self.windows_closed += other.windows_closed
        self.kinds.update(other.kinds)
        self.events.update(other.events)


def illegal_tries(game_id: str, state: GameState, rng: random.Random) -> Iterator[tuple[str, Any, Any]]:
    """(kind, seat, action) candidates, some of which may be legal (filtered later)."""
    acting = sorted(state.to_act())
    seats = list(range(state.players))
    seat = rng.choice(acting) if acting else rng.choice(seats)
    legal = state.legal_actions(seat) if acting else []
    pool = action_pool()
    kind = rng.choice(("other_game", "bad_seat", "wrong_seat", "not_in_hand", "malformed", "malformed",
                       "junk", "out_of_phase"))
    if kind == "other_game":
        others = [g for g in pool if g != game_id and pool[g]]
        if others:
            yield kind, seat, rng.choice(pool[rng.choice(others)])
    elif kind == "bad_seat":
        junk = rng.choice((*SEAT_JUNK, state.players, -state.players))
        if legal:
            yield kind, junk, rng.choice(legal)
        else:
            yield kind, junk, rng.choice(pool[game_id])
    elif kind == "wrong_seat":
        if legal:
            yield kind, rng.choice([s for s in seats if s != seat] or seats), rng.choice(legal)
    elif kind == "not_in_hand":
        c = rng.choice(DECK)
        yield kind, seat, Play(c)
        cards = [a for a in legal if any(isinstance(getattr(a, f.name), Card) for f in dataclasses.fields(a))] \
            if legal and dataclasses.is_dataclass(legal[0]) else []
        if cards:
            a = rng.choice(cards)
            f = next(f for f in dataclasses.fields(a) if isinstance(getattr(a, f.name), Card))
            yield kind, seat, dataclasses.replace(a, **{f.name: c})
    elif kind == "malformed":
        base = rng.choice(legal) if legal else rng.choice(pool[game_id])
        if dataclasses.is_dataclass(base) and dataclasses.fields(base):
            f = rng.choice(dataclasses.fields(base))
            wrong = rng.choice(_wrong_values(getattr(base, f.name), rng))
            try:
                yield kind, seat, dataclasses.replace(base, **{f.name: wrong})
            except Exception:       # the action type refuses to be built so: it cannot reach the engine
                pass
    elif kind == "junk":
        yield kind, seat, rng.choice(JUNK_ACTIONS)
    elif kind == "out_of_phase":
        yield kind, seat, rng.choice(pool[game_id])


class Failure(AssertionError):
    """A fuzzing failure, with the seed and step that reproduce it."""


def try_illegal(state: GameState, text: str, kind: str, seat: Any, action: Any, where: str) -> None:
    try:
        state.apply(seat, action)
    except IllegalAction as exc:
        assert str(exc), f"{where}: {kind}: an empty refusal"
        exc.message.format(**exc.format_args)       # what the UI shows, translated
    except Exception as exc:
        raise Failure(f"{where}: {kind}: apply({seat!r}, {action!r}) raised "
                      f"{type(exc).__name__}: {exc}") from exc
    else:
        raise Failure(f"{where}: {kind}: apply({seat!r}, {action!r}) was accepted")
    if state.to_json() != text:
        raise Failure(f"{where}: {kind}: apply({seat!r}, {action!r}) was refused but changed the state")


# ----------------------------------------------------------- checkers
_QUOTED = re.compile(r'"([^"\\]{2,3})"')


def cards_in(data: Any) -> set[str]:
    """Every card string inside a JSON value (as ``test_contract.card_strings``, faster)."""
    return {t for t in _QUOTED.findall(json.dumps(data)) if t in CARD_STRINGS}


class Snapshot:
    """The views of one step, computed once (the oracles and the checker share them)."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.players = state.players
        self.options = state.options
        self.totals = state.totals
        self.is_over = state.is_over
        self._public = dict(state.public_view())
        self._views: dict[int, dict[str, Any]] = {}

    def public_view(self) -> dict[str, Any]:
        return self._public

    def view(self, seat: int) -> dict[str, Any]:
        if seat not in self._views:
            self._views[seat] = dict(self.state.view(seat))
        return self._views[seat]


class FuzzChecker(Checker):
    """The contract tests' checker, with a faster scan of the views (same checks)."""

    def views(self, snap: Snapshot | None = None) -> None:
        st = self.state
        snap = snap if snap is not None else Snapshot(st)
        pub = snap.public_view()
        public_cards = cards_in(pub)
        leak = public_cards - self.known[None]
        assert not leak, f"the public view shows {sorted(leak)}"
        for seat in range(st.players):
            v = snap.view(seat)
            assert {k: v[k] for k in pub if k in v} == pub and pub.keys() <= v.keys()
            leak = (public_cards | cards_in({k: x for k, x in v.items() if k not in pub})) - self.known[seat]
            assert not leak, f"seat {seat}'s view shows {sorted(leak)}"


def load(text: str) -> GameState:
    return load_game(text)


def fuzz_game(game_id: str, seed: int, players: int | None = None, tries: float = 1.5,
              stats: Stats | None = None) -> GameState:
    """One seeded random game of ``game_id`` with every check at every step.

    ``tries``: illegal actions tried per step on average.  Raises
    :class:`Failure` (an AssertionError) naming the seed and step; returns the
    finished state."""
    rng = random.Random(f"fuzz:{game_id}:{seed}")
    cls = game_cls(game_id)
    if players is None:
        players = cls.min_players + seed % (cls.max_players - cls.min_players + 1)
    part = contract_part(game_id)
    options = part.fuzz_options(rng, players)
    st = stats if stats is not None else Stats()
    where = f"{game_id} seed {seed} ({players} players, options {options})"
    state = new_game(game_id, seed=seed, players=players, options=options)
    check = FuzzChecker(game_id, state)
    choose: Callable[[list[Any], random.Random], Any] = getattr(part, "fuzz_choice", None) or (
        lambda legal, r: r.choice(legal))
    cards, scores = part.Cards(state), part.Scores(state)
    step = 0

    def feed(events: list[dict[str, Any]]) -> None:
        check.events(events)
        for ev in events:
            st.events[ev["type"]] += 1
            cards.event(ev)
            seen = state.redact(ev, None)
            if seen is not None:
                scores.event(seen)

    try:
        feed(state.opening_events())
        text = state.to_json()
        for step in range(MAX_ACTIONS + 1):
            here = f"{where}, step {step}"
            snap = Snapshot(state)
            check.views(snap)
            check.window()
            cards.check(snap)
            scores.check(snap)
            again = load(text)
            assert again.to_json() == text, "to_json -> load_game -> to_json differs"
            n = int(tries) + (rng.random() < tries - int(tries))
            for _ in range(n):
                for kind, seat, action in illegal_tries(game_id, state, rng):
                    if not strictly_legal(state, seat, action):
                        st.illegal += 1
                        st.kinds[kind] += 1
                        try_illegal(state, text, kind, seat, action, here)
            if state.is_over:
                assert state.to_act() == frozenset()
                assert all(state.legal_actions(s) == [] for s in range(players))
                st.games += 1
                return state
            win = state.pending_window()
            if win is not None and rng.random() < 0.1:         # a late timer of another window
                assert state.close_window(win.id + rng.choice((1, -1, 100))) == [] and state.to_json() == text
            if win is not None and rng.random() < 0.3:         # the controller's timer ran out
                events = state.close_window(win.id)
                text = state.to_json()
                assert again.close_window(win.id) == events and again.to_json() == text
                st.windows_closed += 1
                feed(events)
                continue
            seat = rng.choice(sorted(state.to_act()))
            legal = state.legal_actions(seat)
            assert legal and len(set(legal)) == len(legal)
            assert again.legal_actions(seat) == legal
            action = choose(legal, rng)
            if step % 4 == 0:
                _grow_pool(game_id, rng.choice(legal))
            events = state.apply(seat, action)
            st.actions += 1
            assert again.apply(seat, action) == events, "the loaded copy acts differently"
            text = state.to_json()
            # the loaded copy plays on to the same position: the same state and random
            # state, compared as values (the text of this position is the next round trip)
            assert again._dump() == state._dump() and again.rng.getstate() == state.rng.getstate(), \
                "the loaded copy plays on differently"
            feed(events)
    except Failure:
        raise
    except Exception as exc:
        last = traceback.extract_tb(exc.__traceback__)[-1]
        at = f"{os.path.basename(last.filename)}:{last.lineno} `{last.line}`"
        raise Failure(f"{where}, step {step}: {type(exc).__name__} at {at}: {exc}") from exc
    raise Failure(f"{where}: no end after {MAX_ACTIONS} actions")


def _grow_pool(game_id: str, action: Any) -> None:
    pool = action_pool()[game_id]
    key = repr(action)
    if len(pool) < 1_000 and key not in _POOL_KEYS[game_id]:
        _POOL_KEYS[game_id].add(key)
        pool.append(action)


# ----------------------------------------------------------------- tests
def fuzz_cases() -> list[tuple[str, int]]:
    out = []
    for gid in FUZZ_GAMES:
        cls = game_cls(gid)
        out += [(gid, n) for n in range(cls.min_players, cls.max_players + 1)]
    return out


CASES = fuzz_cases()


def test_every_game_has_fuzz_oracles() -> None:
    missing = [g for g in FUZZ_GAMES
               if not all(hasattr(contract_part(g), name) for name in ("fuzz_options", "Cards", "Scores"))]
    assert not missing, f"add fuzz_options, Cards and Scores to tests/game_contracts/<id>.py for {missing}"


@pytest.mark.parametrize("game_id, players", CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_fuzz_random_games_with_illegal_actions(game_id: str, players: int) -> None:
    stats = Stats()
    counts = game_cls(game_id).max_players - game_cls(game_id).min_players + 1
    n = max(1, (LONG_GAMES if LONG else CI_GAMES) // counts)     # per player count
    for seed in range(n):
        fuzz_game(game_id, seed * counts + players if LONG else seed, players, stats=stats)
    assert stats.games == n and stats.illegal > 0 and stats.actions > 0
    assert {"other_game", "bad_seat", "malformed", "junk", "out_of_phase"} <= stats.kinds.keys()


def test_the_fuzzer_can_fail() -> None:
    """A state that accepts an illegal action, or refuses it with another error,
    is caught."""
    state = new_game("atout_pique", seed=1)
    text = state.to_json()
    seat = min(state.to_act())
    with pytest.raises(Failure, match="was accepted"):
        try_illegal(state, text, "test", seat, state.legal_actions(seat)[0], "here")
    with pytest.raises(Failure, match="raised TypeError"):
        broken = new_game("atout_pique", seed=1)
        broken.check = lambda seat, action: (_ for _ in ()).throw(TypeError("boom"))  # type: ignore[method-assign]
        try_illegal(broken, text, "test", seat, None, "here")
    fresh = new_game("atout_pique", seed=1)
    assert strictly_legal(fresh, seat, fresh.legal_actions(seat)[0])
    assert not strictly_legal(fresh, float(seat), fresh.legal_actions(seat)[0])


# ------------------------------------------- engine bugs the fuzzer found
def _refused(state: GameState, seat: int, action: Any) -> None:
    text = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(seat, action)
    assert state.to_json() == text


def test_deutch_refuses_slots_that_are_not_whole_numbers() -> None:
    """``Rapidite(2.0)`` equals ``Rapidite(2)``: the plain ``in`` of the base check
    let it through and the row was indexed with a float (TypeError); a bool slot
    was played as slot 1 and saved as ``true``."""
    from cardtable.engine.deutch import Look, Rapidite, TakeDiscard
    state = new_game("deutch", seed=3, players=2)
    _refused(state, 0, Look(False, 2))
    _refused(state, 0, Look(0.0, 2))
    for seat in sorted(state.to_act()):
        state.apply(seat, Look(0, 1))
    seat = min(state.to_act())
    for bad in (TakeDiscard(True), TakeDiscard(2.0), TakeDiscard(1.5)):
        _refused(state, seat, bad)
    state.apply(seat, TakeDiscard(2))
    assert state.pending_window() is not None
    _refused(state, seat, Rapidite(2.0))
    _refused(state, seat, Rapidite(False))
    state.apply(seat, Rapidite(2))         # the well-formed action still plays


def test_atout_pique_refuses_a_blind_flag_that_is_not_a_bool() -> None:
    """``Bid(3, blind=None)`` (or ``0``) was taken for ``Bid(3)``."""
    from cardtable.engine.atout_pique import Bid
    state = new_game("atout_pique", seed=2)
    seat = min(state.to_act())
    for bad in (Bid(3, blind=None), Bid(3, blind=0), Bid(0, blind=1)):   # type: ignore[arg-type]
        _refused(state, seat, bad)
    state.apply(seat, Bid(3))


def test_the_oracles_can_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """A wrong total, a card that vanishes from a view and a trick given to the
    wrong seat are each caught."""
    from cardtable.engine import atout_pique, deutch
    real_totals = atout_pique.AtoutPiqueState.totals
    monkeypatch.setattr(atout_pique.AtoutPiqueState, "totals",
                        property(lambda self: [t + (self.hand_number > 1) for t in real_totals.fget(self)]))
    with pytest.raises(Failure, match="totals"):
        fuzz_game("atout_pique", 0)
    monkeypatch.undo()

    real_public = deutch.DeutchState.public_view

    def lose_a_discard(self: Any) -> Any:
        pub = real_public(self)
        return {**pub, "discard": pub["discard"][:-1]} if self.turn_no > 3 else pub

    monkeypatch.setattr(deutch.DeutchState, "public_view", lose_a_discard)
    with pytest.raises(Failure, match="discard"):
        fuzz_game("deutch", 0)
    monkeypatch.undo()

    monkeypatch.setattr(atout_pique, "_winner_index", lambda plays: 0)    # the leader always wins
    with pytest.raises(Failure, match="the rules say"):
        fuzz_game("atout_pique", 0)


def test_deutch_a_last_round_ended_by_the_turn_limit_loads():
    """Found by the long fuzz (deutch seed 103093, 5 players): a last round
    that reached the turn limit ended the game at turn 201, and the strict
    loader refused that save ("bad turn_no: 201")."""
    from cardtable.engine.deutch import ROUND_TURN_LIMIT
    state = new_game("deutch", seed=4, players=2, options={"rounds": 1})
    rng = random.Random(4)
    while not state.is_over:
        if state.turn_no < ROUND_TURN_LIMIT - 1:
            state.turn_no = ROUND_TURN_LIMIT - 1     # the round runs long: skip to its last turns
        seat = rng.choice(sorted(state.to_act()))
        legal = [a for a in state.legal_actions(seat) if type(a).__name__ != "CallDeutch"]
        state.apply(seat, rng.choice(legal or state.legal_actions(seat)))
    assert state.turn_no == ROUND_TURN_LIMIT + 1
    text = state.to_json()
    assert load_game(text).to_json() == text

"""Contract tests that every game inherits (the engine contract: docs/engine.md).

Parametrised over the registered games (``cardtable.games.available_games()``,
else ``cardtable.engine.available_games()``) and each of their player counts,
plus the test-only toy game (``tests/kit_toy.py``), which has what Atout Pique
lacks: simultaneous face-down choices, peeks and timed windows.

For every game and player count, on a few seeds:

* random play-outs end within a bound (under the game's quick options below);
* the JSON round trip holds at every step, and the reloaded state acts alike;
* an illegal action raises IllegalAction and leaves the JSON unchanged;
* no view and no redacted event shows a card hidden from its seat: an oracle,
  written here from the rules and independent of the game's ``redact``, follows
  the cards through the raw events and says which card strings each seat (and an
  onlooker) may know at each moment;
* redaction keeps the event's shape (keys, list lengths) and never changes the
  raw event; ``view(seat)`` is ``public_view()`` plus private keys;
* while a timed window is open, ``to_act()`` is its seats and each may Pass, and
  ``close_window()`` (a timer running out) closes it at random moments;
* every computer level returns one of the legal actions and mutates neither the
  view nor the list.

A new game adds ``tests/game_contracts/<game_id>.py`` (its quick options, if
its defaults can play long, and its oracle) and edits nothing here; a game
without an oracle fails ``test_every_game_has_an_oracle``.
"""

from __future__ import annotations

import copy
import importlib
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from kit_toy import ToyState

from cardtable.engine import DECK, GameState, IllegalAction, Pass, game_class, load_game, new_game

CARD_STRINGS = frozenset(str(c) for c in DECK)
SEEDS = (0, 1)
MAX_ACTIONS = 3_000          # a bound no quick game comes near (Atout Pique: a few hundred)



def contract_part(game_id: str) -> Any:
    """``tests/game_contracts/<game_id>.py`` (quick options and card oracle), or None."""
    try:
        return importlib.import_module(f"game_contracts.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name == f"game_contracts.{game_id}":
            return None
        raise


def quick_options(game_id: str) -> dict[str, Any]:
    part = contract_part(game_id)
    return dict(getattr(part, "QUICK_OPTIONS", {})) if part is not None else {}


def registered_games() -> tuple[str, ...]:
    try:
        from cardtable import games
    except ImportError:
        games = None  # type: ignore[assignment]
    if games is not None and hasattr(games, "available_games"):
        return tuple(games.available_games())
    from cardtable.engine import available_games
    return tuple(available_games())


def game_cls(game_id: str) -> type[GameState]:
    return ToyState if game_id == "toy" else game_class(game_id)


def make(game_id: str, players: int, seed: int) -> GameState:
    options = quick_options(game_id)
    if game_id == "toy":
        return ToyState(seed=seed, players=players, options=options)
    return new_game(game_id, seed=seed, players=players, options=options)


def load(game_id: str, text: str) -> GameState:
    return ToyState.from_json(text) if game_id == "toy" else load_game(text)


def cases() -> list[tuple[str, int]]:
    out = []
    for gid in (*registered_games(), "toy"):
        cls = game_cls(gid)
        out += [(gid, n) for n in range(cls.min_players, cls.max_players + 1)]
    return out


CASES = cases()
IDS = [f"{g}-{n}p" for g, n in CASES]


# --------------------------------------------------------------- oracles
Known = dict[int | None, set[str]]      # seat (None: an onlooker) -> card strings it may know


def card_strings(data: Any) -> Iterator[str]:
    """Every card string inside a JSON value (keys are names, never cards)."""
    if isinstance(data, str):
        if data in CARD_STRINGS:
            yield data
    elif isinstance(data, dict):
        for v in data.values():
            yield from card_strings(v)
    elif isinstance(data, list | tuple):
        for v in data:
            yield from card_strings(v)


def same_shape(raw: Any, seen: Any) -> bool:
    """``seen`` is ``raw`` with some card strings replaced by None (the convention)."""
    if isinstance(raw, dict):
        return isinstance(seen, dict) and raw.keys() == seen.keys() and all(
            same_shape(raw[k], seen[k]) for k in raw)
    if isinstance(raw, list):
        return isinstance(seen, list) and len(raw) == len(seen) and all(
            same_shape(a, b) for a, b in zip(raw, seen, strict=True))
    if seen is None and isinstance(raw, str) and raw in CARD_STRINGS:
        return True
    return raw == seen


# -------------------------------------------------------------- checkers
class Checker:
    def __init__(self, game_id: str, state: GameState) -> None:
        self.game_id = game_id
        self.state = state
        self.learn = contract_part(game_id).oracle
        self.known: Known = {s: set() for s in range(state.players)}
        self.known[None] = set()

    def events(self, events: list[dict[str, Any]]) -> None:
        st = self.state
        for ev in events:
            raw = json.dumps(ev, sort_keys=True)
            self.learn(self.known, ev)
            for who in self.known:
                seen = st.redact(ev, who)
                if seen is None:
                    continue
                assert same_shape(ev, seen), (who, ev, seen)
                leak = set(card_strings(seen)) - self.known[who]
                assert not leak, f"seat {who} is shown {sorted(leak)} by {seen}"
            assert json.dumps(ev, sort_keys=True) == raw, "redact changed the raw event"

    def views(self) -> None:
        st = self.state
        pub = dict(st.public_view())
        json.dumps(pub)
        leak = set(card_strings(pub)) - self.known[None]
        assert not leak, f"the public view shows {sorted(leak)}"
        for seat in range(st.players):
            v = dict(st.view(seat))
            json.dumps(v)
            assert {k: v[k] for k in pub if k in v} == pub and pub.keys() <= v.keys()
            leak = set(card_strings(v)) - self.known[seat]
            assert not leak, f"seat {seat}'s view shows {sorted(leak)}"

    def window(self) -> None:
        st = self.state
        win = st.pending_window()
        if win is not None:
            assert st.to_act() == win.seats
            for seat in win.seats:
                assert Pass() in st.legal_actions(seat)
            assert win.length_ms >= 0

    def illegal(self, rng: random.Random) -> None:
        st = self.state
        before = st.to_json()
        acting = sorted(st.to_act())
        idle = [s for s in range(st.players) if s not in acting]
        tries: list[tuple[int, Any]] = [(rng.choice(acting), ("no", "such", "action"))]
        if idle and acting:
            legal = st.legal_actions(acting[0])
            if legal:
                tries.append((rng.choice(idle), rng.choice(legal)))
        if st.pending_window() is None:
            tries += [(s, Pass()) for s in acting if Pass() not in st.legal_actions(s)][:1]
        for seat, action in tries:
            with pytest.raises(IllegalAction):
                st.apply(seat, action)
            assert st.to_json() == before


def play_out(game_id: str, players: int, seed: int) -> GameState:
    """Random play with every check at every step; returns the finished state."""
    state = make(game_id, players, seed)
    rng = random.Random(seed)
    check = Checker(game_id, state)
    check.events(state.opening_events())
    for step in range(MAX_ACTIONS):
        check.views()
        check.window()
        text = state.to_json()
        again = load(game_id, text)
        assert again.to_json() == text
        if state.is_over:
            assert state.to_act() == frozenset()
            assert all(state.legal_actions(s) == [] for s in range(players))
            return state
        win = state.pending_window()
        if win is not None and rng.random() < 0.3:         # the controller's timer ran out
            events = state.close_window(win.id)
            assert again.close_window(win.id) == events
            nxt = state.pending_window()
            assert nxt is None or nxt.id > win.id
            check.events(events)
            continue
        seat = rng.choice(sorted(state.to_act()))
        legal = state.legal_actions(seat)
        assert legal and len(set(legal)) == len(legal)
        assert again.legal_actions(seat) == legal
        if step % 7 == 0:
            check.illegal(rng)
        action = rng.choice(legal)
        events = state.apply(seat, action)
        assert again.apply(seat, action) == events          # the reloaded state acts alike
        check.events(events)
    raise AssertionError(f"{game_id} with {players} players: no end after {MAX_ACTIONS} actions")


# ----------------------------------------------------------------- tests
def test_every_game_has_an_oracle() -> None:
    missing = [g for g, _ in CASES if getattr(contract_part(g), "oracle", None) is None]
    assert not missing, f"add an oracle for {sorted(set(missing))} to tests/test_contract.py"


@pytest.mark.parametrize("game_id, players", CASES, ids=IDS)
def test_random_play_outs_end_and_keep_the_contract(game_id: str, players: int) -> None:
    for seed in SEEDS:
        state = play_out(game_id, players, seed)
        assert state.is_over
        assert len(state.totals) == players


@pytest.mark.parametrize("game_id, players", CASES, ids=IDS)
def test_same_seed_same_game(game_id: str, players: int) -> None:
    a, b = make(game_id, players, 5), make(game_id, players, 5)
    assert a.to_json() == b.to_json() and a.opening_events() == b.opening_events()


@pytest.mark.parametrize("game_id, players", CASES, ids=IDS)
def test_close_window_when_none_is_open_does_nothing(game_id: str, players: int) -> None:
    state = make(game_id, players, 2)
    if state.pending_window() is None:
        text = state.to_json()
        assert state.close_window() == [] and state.to_json() == text


@pytest.mark.parametrize("game_id, players", CASES, ids=IDS)
def test_a_seat_that_is_not_a_seat_is_refused_alike(game_id: str, players: int) -> None:
    # every game: view raises ValueError, legal_actions is empty, apply raises
    # IllegalAction and changes nothing, whatever the phase
    state = make(game_id, players, 4)
    rng = random.Random(4)
    for step in range(60):
        if state.is_over:
            break
        seat = min(state.to_act())
        legal = state.legal_actions(seat)
        if step % 15 == 0:
            text = state.to_json()
            for bad in (-1, players, float(seat), True, str(seat), None):
                with pytest.raises(ValueError, match="no seat"):
                    state.view(bad)
                assert state.legal_actions(bad) == []
                with pytest.raises(IllegalAction):
                    state.apply(bad, legal[0])
            assert state.to_json() == text
        state.apply(seat, rng.choice(legal))


# ------------------------------------------------------- computer players
def player_cases() -> list[tuple[str, int, str]]:
    from cardtable.ai import LEVELS, make_player
    out = []
    for gid, n in CASES:
        if gid == "toy":
            continue
        try:
            make_player(gid, LEVELS[0], 0)
        except ValueError:
            continue
        out += [(gid, n, level) for level in LEVELS]
    return out


PLAYER_CASES = player_cases()


@pytest.mark.parametrize("game_id, players, level", PLAYER_CASES,
                         ids=[f"{g}-{n}p-{lv}" for g, n, lv in PLAYER_CASES])
def test_computer_players_choose_a_legal_action_and_mutate_nothing(game_id: str, players: int,
                                                                   level: str) -> None:
    from cardtable.ai import make_player
    state = make(game_id, players, 3)
    seats = [make_player(game_id, level, seed=10 + s) for s in range(players)]
    rng = random.Random(1)
    for _ in range(150):
        if state.is_over:
            break
        seat = rng.choice(sorted(state.to_act()))
        view = state.view(seat)
        legal = state.legal_actions(seat)
        view_before, legal_before = copy.deepcopy(view), list(legal)
        action = seats[seat].choose(view, legal)
        assert action in legal_before, f"{level} chose {action!r}, not a legal action"
        assert view == view_before and legal == legal_before
        state.apply(seat, action)

"""The engine kit (cardtable.engine.kit) and the visibility/window protocol of
GameState, tested without Qt on Atout Pique and on the test-only toy game."""

from __future__ import annotations

import copy
import json
import random

import pytest
from kit_toy import Peek, Phase, Snap, ToyState, play_out

from cardtable.engine import (
    DECK,
    Card,
    EmptyStock,
    IllegalAction,
    Pass,
    Play,
    SaveError,
    Stock,
    TimedWindow,
    WindowKeeper,
    load_game,
    new_game,
    next_active_seat,
)
from cardtable.engine import atout_pique as ap


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


# ------------------------------------------------------------------ actions
def test_play_and_pass_are_frozen_hashable_readable() -> None:
    qh = Card.parse("QH")
    assert ap.Play is Play
    assert Play(qh) == Play(Card.parse("QH")) and len({Play(qh), Play(qh)}) == 1
    assert str(Play(Card.parse("TH"))) == "play 10H" and repr(Play(qh)).startswith("Play(card=Card(")
    assert Pass() == Pass() and str(Pass()) == "pass" and hash(Pass()) == hash(Pass())
    with pytest.raises(AttributeError):
        Play(qh).card = Card.parse("KH")  # type: ignore[misc]


@pytest.mark.parametrize("seat, players, active, expected", [
    (0, 4, {0, 1, 2, 3}, 1), (3, 4, {0, 1, 2, 3}, 0), (1, 4, {0, 3}, 3), (3, 4, {0, 3}, 0),
    (2, 4, {2}, 2), (2, 4, set(), None), (1, 3, [0], 0), (5, 6, {1, 4}, 1),
])
def test_next_active_seat(seat: int, players: int, active: set[int], expected: int | None) -> None:
    assert next_active_seat(seat, players, active) == expected


# -------------------------------------------------------------------- stock
def test_stock_draws_from_top_and_rebuilds_from_discard_with_the_rng() -> None:
    stock = Stock(cards("2C 3C"))
    assert len(stock) == 2 and stock.top() == Card.parse("3C")
    rng = random.Random(4)
    assert stock.draw(rng) == Card.parse("3C") and stock.draw(rng) == Card.parse("2C")
    assert not stock and stock.top() is None
    with pytest.raises(EmptyStock):
        stock.draw(rng)
    discard = cards("4C 5C 6C 7C 8C")
    drawn = [stock.draw(rng, discard) for _ in range(4)]
    assert sorted(map(str, drawn)) == ["4C", "5C", "6C", "7C"]
    assert discard == cards("8C")                      # the discard keeps its top card
    with pytest.raises(EmptyStock):
        stock.draw(rng, discard)
    assert issubclass(EmptyStock, ValueError)
    # the same RNG state gives the same rebuilt order
    orders = []
    for _ in range(2):
        s, d = Stock(), list(DECK)
        assert s.rebuild(random.Random(9), d, keep=2) == 50 and len(d) == 2
        orders.append(s.to_json())
    assert orders[0] == orders[1] and orders[0] != [str(c) for c in DECK[:50]]


def test_stock_json_round_trip_and_refusals() -> None:
    s = Stock(DECK[:5])
    assert Stock.from_json(json.loads(json.dumps(s.to_json()))).cards == list(DECK[:5])
    for bad in ({"a": 1}, "AS", ["XX"], [1]):
        with pytest.raises(ValueError):
            Stock.from_json(bad)


# ------------------------------------------------------------ windows kit
def test_window_keeper_counts_passes_and_round_trips() -> None:
    k = WindowKeeper()
    w = k.open("snap", [2, 0, 1], 700)
    assert w == TimedWindow(0, "snap", frozenset({0, 1, 2}), 700)
    with pytest.raises(ValueError):
        k.open("snap", [0], 700)                        # one window at a time
    assert k.pass_seat(2) == TimedWindow(0, "snap", frozenset({0, 1}), 700)
    with pytest.raises(ValueError):
        k.pass_seat(2)                                  # passed already
    again = WindowKeeper.from_json(json.loads(json.dumps(k.to_json())))
    assert (again.next_id, again.current, again.passed) == (1, k.current, [2])
    assert k.close() == TimedWindow(0, "snap", frozenset({0, 1}), 700) and k.current is None
    assert k.open("snap", [1], 10).id == 1


@pytest.mark.parametrize("bad", [
    None, {}, {"next_id": 1, "current": None},
    {"next_id": "1", "current": None, "passed": []},
    {"next_id": 1, "current": {"id": 1, "kind": "x", "seats": [0], "length_ms": 5}, "passed": []},
    {"next_id": 2, "current": {"id": 1, "kind": "x", "seats": [0], "length_ms": 5}, "passed": [0]},
    {"next_id": 2, "current": {"id": 1, "kind": "x", "seats": [], "length_ms": 5}, "passed": []},
    {"next_id": 2, "current": {"id": 1, "kind": "x", "seats": [0], "length_ms": True}, "passed": []},
])
def test_window_keeper_refuses_bad_records(bad: object) -> None:
    with pytest.raises(SaveError):
        WindowKeeper.from_json(bad)


# ------------------------------------------------- Atout Pique visibility
def test_atout_pique_deal_shows_a_seat_its_own_hand_only() -> None:
    state = new_game("atout_pique", seed=12)
    assert isinstance(state, ap.AtoutPiqueState)
    start, deal = state.opening_events()
    raw = copy.deepcopy(deal)
    assert state.redact(start, 1) == start and state.redact(start, None) == start
    for seat in range(4):
        seen = state.redact(deal, seat)
        assert seen is not None
        assert seen["hands"][seat] == deal["hands"][seat]
        assert all(seen["hands"][o] == [None] * 13 for o in range(4) if o != seat)
    onlooker = state.redact(deal, None)
    assert onlooker is not None and onlooker["hands"] == [[None] * 13] * 4
    assert deal == raw                                  # the raw event is untouched
    # the deal after the last trick of a hand is redacted the same way
    rng = random.Random(1)
    events: list[dict] = []
    while state.hand_number == 1:
        (seat,) = state.to_act()
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
    nxt = state.redact(events[-1], 0)
    assert nxt is not None and nxt["type"] == "deal" and nxt["hands"][0] == events[-1]["hands"][0]
    assert nxt["hands"][1] == [None] * 13
    played = next(e for e in events if e["type"] == "card_played")
    assert state.redact(played, 3) == played


def test_atout_pique_view_is_public_view_plus_private_keys() -> None:
    state = new_game("atout_pique", seed=3)
    rng = random.Random(3)
    for _ in range(30):
        (seat,) = state.to_act()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    pub = dict(state.public_view())
    json.dumps(pub)
    held = {str(c) for h in state.hands for c in h}       # type: ignore[attr-defined]
    assert not held & set(json.dumps(pub).replace('"', " ").replace(",", " ").split())
    for seat in range(4):
        v = dict(state.view(seat))
        assert set(v) == set(pub) | set(ap.PRIVATE_KEYS)
        assert {k: v[k] for k in pub} == pub
    assert set(ap.AtoutPiqueView.__annotations__) == set(state.view(0))
    assert set(ap.AtoutPiquePublicView.__annotations__) == set(pub)


def test_atout_pique_phase_is_an_enum_that_views_and_saves_keep_as_text() -> None:
    state = new_game("atout_pique", seed=2)
    assert isinstance(state, ap.AtoutPiqueState)
    assert state.phase is ap.Phase.BIDDING and state.phase == "bidding"
    assert type(state.view(0)["phase"]) is str and state.view(0)["phase"] == "bidding"
    data = json.loads(state.to_json())
    assert data["state"]["phase"] == "bidding"
    again = load_game(state.to_json())
    assert isinstance(again, ap.AtoutPiqueState) and again.phase is ap.Phase.BIDDING
    data["state"]["phase"] = "dancing"
    with pytest.raises(SaveError):
        load_game(json.dumps(data))
    assert state.pending_window() is None and state.close_window() == []


# ------------------------------------------------------------ toy: redaction
def _toy(seed: int = 1, players: int = 3, **options: int) -> ToyState:
    return ToyState(seed=seed, players=players, options=dict(options))


def test_toy_face_down_choice_shows_that_a_seat_chose_not_the_card() -> None:
    state = _toy()
    assert state.to_act() == frozenset({0, 1, 2})         # every seat chooses at once
    c = state.hands[1][0]
    (ev,) = state.apply(1, Play(c))
    assert ev == {"type": "chose", "seat": 1, "card": str(c)}
    assert state.redact(ev, 1) == ev
    for other in (0, 2, None):
        assert state.redact(ev, other) == {"type": "chose", "seat": 1, "card": None}
    assert state.to_act() == frozenset({0, 2})
    assert state.view(1)["my_choice"] == str(c) and state.view(0)["my_choice"] is None
    assert state.public_view()["chosen"] == [False, True, False]
    assert str(c) not in json.dumps(state.view(0)) and str(c) not in json.dumps(state.public_view())


def test_toy_peek_shows_the_card_to_its_owner_only() -> None:
    state = _toy(seed=5)
    top = state.stock.top()
    assert top is not None and Peek() in state.legal_actions(2)
    (ev,) = state.apply(2, Peek())
    assert ev["card"] == str(top) and state.redact(ev, 2) == ev
    assert state.redact(ev, 0) == {"type": "peek", "seat": 2, "card": None}
    assert state.redact(ev, None) == {"type": "peek", "seat": 2, "card": None}
    assert state.view(2)["peeked"] == str(top) and state.view(0)["peeked"] is None
    assert Peek() not in state.legal_actions(2)           # once a round
    with pytest.raises(IllegalAction):
        state.apply(2, Peek())


def test_toy_draws_are_seen_by_their_owner_only() -> None:
    state = _toy(seed=8, players=4)
    draws = [e for e in state.opening_events() if e["type"] == "draw"]
    assert len(draws) == 12
    for e in draws:
        for seat in (0, 1, 2, 3, None):
            seen = state.redact(e, seat)
            assert seen is not None and seen["card"] == (e["card"] if seat == e["seat"] else None)


# -------------------------------------------------------------- toy: windows
def _choose_all(state: ToyState) -> list[dict]:
    events: list[dict] = []
    for seat in sorted(state.to_act()):
        events += state.apply(seat, Play(state.hands[seat][0]))
    return events


def test_toy_window_opens_after_the_reveal_and_closes_when_every_seat_passed() -> None:
    state = _toy(window_ms=900)
    assert state.pending_window() is None
    events = _choose_all(state)
    assert [e["type"] for e in events[-2:]] == ["reveal", "window_open"]
    win = state.pending_window()
    assert win == TimedWindow(0, "snap", frozenset({0, 1, 2}), 900)
    assert events[-1] == {"type": "window_open", "window": 0, "kind": "snap", "seats": [0, 1, 2],
                          "length_ms": 900}
    assert state.to_act() == win.seats
    assert all(Pass() in state.legal_actions(s) for s in win.seats)
    assert state.apply(2, Pass()) == [{"type": "passed", "seat": 2, "window": 0}]
    assert state.pending_window() == TimedWindow(0, "snap", frozenset({0, 1}), 900)
    assert state.to_act() == frozenset({0, 1}) and state.legal_actions(2) == []
    with pytest.raises(IllegalAction):
        state.apply(2, Snap())                            # passed: out of the window
    state.apply(0, Pass())
    last = state.apply(1, Pass())
    assert last[:2] == [{"type": "passed", "seat": 1, "window": 0},
                        {"type": "window_closed", "window": 0, "by": None}]
    assert last[2]["type"] == "round_start" and state.pending_window() is None
    assert state.to_act() == frozenset({0, 1, 2}) and state.phase is Phase.CHOOSING


def test_toy_first_snap_closes_the_window() -> None:
    state = _toy()
    _choose_all(state)
    before = list(state.scores)
    state.apply(0, Pass())
    events = state.apply(2, Snap())
    assert events[:2] == [{"type": "snap", "seat": 2, "window": 0},
                          {"type": "window_closed", "window": 0, "by": 2}]
    assert state.scores[2] == before[2] + 1 and state.pending_window() is None
    with pytest.raises(IllegalAction):
        state.apply(1, Snap())


def test_close_window_makes_every_seat_still_in_it_pass() -> None:
    state = _toy(players=4)
    assert state.close_window() == []                   # nothing open: nothing happens
    _choose_all(state)
    state.apply(3, Pass())
    assert state.close_window(window_id=7) == []        # a late timer for another window
    assert state.pending_window() is not None
    events = state.close_window(window_id=0)
    assert [e for e in events if e["type"] == "passed"] == [
        {"type": "passed", "seat": s, "window": 0} for s in (0, 1, 2)]
    assert {"type": "window_closed", "window": 0, "by": None} in events
    assert state.pending_window() is None and state.round == 2
    # the next window has the next id, and close_window() without an id closes it
    _choose_all(state)
    assert state.pending_window().id == 1              # type: ignore[union-attr]
    state.close_window()
    assert state.pending_window() is None


def test_toy_save_and_restore_mid_window() -> None:
    state = _toy(seed=4, players=4, rounds=4)
    _choose_all(state)
    state.apply(1, Pass())
    text = state.to_json()
    copy_ = ToyState.from_json(text)
    assert copy_.to_json() == text
    assert copy_.pending_window() == state.pending_window()
    assert copy_.windows.passed == [1] and copy_.to_act() == frozenset({0, 2, 3})
    for s in (state, copy_):
        s.apply(3, Pass())
    assert state.close_window() == copy_.close_window()
    assert play_out(state, seed=3) == play_out(copy_, seed=3)
    assert state.to_json() == copy_.to_json() and state.is_over


def test_toy_is_deterministic_from_its_seed() -> None:
    logs = []
    for _ in range(2):
        state = _toy(seed=11, players=4, rounds=14)
        logs.append(state.opening_events() + play_out(state, seed=2))
    assert logs[0] == logs[1]
    assert any(e["type"] == "stock_rebuilt" for e in logs[0])
    assert [e["window"] for e in logs[0] if e["type"] == "window_open"] == list(range(14))


@pytest.mark.parametrize("mutate", [
    lambda d: d.update(game="atout_pique"),
    lambda d: d.update(players=5),
    lambda d: d.update(players=True),
    lambda d: d["state"].update(phase="choosing"),                 # mid-window save, wrong phase
    lambda d: d["state"]["windows"].update(current=None),
    lambda d: d["state"]["hands"][0].append("AS"),
    lambda d: d["state"].pop("stock"),
])
def test_toy_refuses_a_bad_save(mutate: object) -> None:
    state = _toy(seed=4)
    _choose_all(state)
    data = json.loads(state.to_json())
    mutate(data)  # type: ignore[operator]
    with pytest.raises(SaveError):
        ToyState.from_json(json.dumps(data))
    with pytest.raises(SaveError):
        load_game(state.to_json())                      # the toy is no registered game

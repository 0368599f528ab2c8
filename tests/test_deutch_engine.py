"""Deutch engine: kernels, both turns, both powers, rapidité (right, wrong, claim),
the call and the last turns, the end by an empty row, scoring, knowledge, views,
redaction, JSON round trip and strict loading."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cardtable.engine import DECK, BadOption, IllegalAction, Pass, SaveError, Stock, card, load_game, new_game
from cardtable.engine.deutch import (
    CLAIM_MS,
    ROUND_TURN_LIMIT,
    CallDeutch,
    Claim,
    DeutchState,
    Discard,
    Draw,
    Look,
    Peek,
    Phase,
    Rapidite,
    Replace,
    Swap,
    TakeDiscard,
    card_points,
    score_round,
)


def rigged(rows: list[list[str]], discard: list[str], stock_top: list[str] = (),  # type: ignore[assignment]
           options: dict[str, Any] | None = None, look: bool = True) -> DeutchState:
    """A state whose first round is dealt as given (``stock_top[0]`` drawn first);
    every seat then looks at its slots 0 and 1 (the first player's turn begins).
    The call is the rule text's (``earliest_call`` 1: from the first turn)
    unless ``options`` say otherwise."""
    s = DeutchState(seed=1, players=len(rows), options={"rounds": 3, "earliest_call": 1, **(options or {})})
    used = [card(t) for r in rows for t in r] + [card(t) for t in discard] + [card(t) for t in stock_top]
    assert len(set(used)) == len(used)
    rest = [c for c in DECK if c not in used]
    s.rows = [[card(t) for t in r] for r in rows]
    s.discard = [card(t) for t in discard]
    s.stock = Stock(rest + [card(t) for t in reversed(stock_top)])
    s.seen = [set() for _ in range(s.players + 1)]
    for c in s.discard:
        s._show_all(c)
    if look:
        for seat in range(s.players):
            s.apply(seat, Look(0, 1))
    roundtrip(s)
    return s


def roundtrip(s: DeutchState) -> DeutchState:
    text = s.to_json()
    again = load_game(text)
    assert again.to_json() == text
    return again  # type: ignore[return-value]


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


def pass_window(s: DeutchState) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    win = s.pending_window()
    assert win is not None
    for seat in sorted(win.seats):
        events += s.apply(seat, Pass())
    return events


ROWS4 = [["2S", "9H", "KS", "5D"], ["3S", "8H", "QC", "6D"], ["4S", "7H", "JC", "AD"], ["10S", "10H", "KH", "2D"]]


# ------------------------------------------------------------------ kernels
def test_card_points() -> None:
    assert [card_points(card(t)) for t in ("KH", "KD", "AC", "2S", "9D", "10C", "JH", "QS", "KS", "KC")] == \
        [0, 0, 1, 2, 9, 10, 11, 12, 13, 13]


@pytest.mark.parametrize("points, caller, scores, erase", [
    ([5, 9, 12, 7], 0, [0, 9, 12, 7], True),        # strictly lowest: bonus
    ([9, 5, 12, 7], 0, [19, 5, 12, 7], False),      # higher than one: penalty
    ([5, 5, 12, 7], 0, [5, 5, 12, 7], False),       # tied for lowest: points
    ([5, 9, 12, 7], None, [5, 9, 12, 7], False),
    ([30, 0], 1, [30, 0], True),
])
def test_score_round(points: list[int], caller: int | None, scores: list[int], erase: bool) -> None:
    assert score_round(points, caller) == (scores, erase)


# ------------------------------------------------------------------ opening
def test_deal_and_simultaneous_look() -> None:
    s = new_game("deutch", seed=3, players=5)
    assert isinstance(s, DeutchState)
    ev = s.opening_events()
    assert types(ev) == ["round_start", "deal"]
    assert [len(r) for r in ev[1]["rows"]] == [4] * 5 and ev[1]["stock"] == 52 - 21
    assert all(c is None for r in s.redact(ev[1], 0)["rows"] for c in r)      # type: ignore[index]
    assert s.to_act() == frozenset(range(5)) and s.phase is Phase.LOOK
    assert len(s.legal_actions(2)) == 6
    out = s.apply(2, Look(1, 3))
    assert out[0]["cards"] == [str(s.rows[2][1]), str(s.rows[2][3])]
    assert s.redact(out[0], 0)["cards"] == [None, None]                       # type: ignore[index]
    assert s.view(2)["hand"] == [None, str(s.rows[2][1]), None, str(s.rows[2][3])]
    assert s.view(0)["known_rows"][2] == [None] * 4
    assert s.to_act() == frozenset({0, 1, 3, 4})
    for seat in (4, 0, 3, 1):
        out = s.apply(seat, Look(0, 1))
    assert out[-1] == {"type": "turn", "seat": 0, "turn": 1, "last": False}
    assert s.to_act() == frozenset({0})
    roundtrip(s)


def test_options() -> None:
    with pytest.raises(BadOption):
        DeutchState(players=3, options={"first_player": 3})
    with pytest.raises(BadOption):
        DeutchState(players=7)
    s = DeutchState(seed=2, players=3, options={"first_player": 2, "rounds": 2})
    assert s.first == 2


# ------------------------------------------------------------------ turns
def test_take_the_discard() -> None:
    s = rigged(ROWS4, ["3C"])
    assert s.to_act() == frozenset({0})
    out = s.apply(0, TakeDiscard(2))
    assert types(out) == ["take_discard", "window_open"]
    assert out[0] == {"type": "take_discard", "seat": 0, "slot": 2, "card": "3C", "old": "KS"}
    assert out[1]["kind"] == "rapidite" and out[1]["card"] == "KS" and out[1]["seats"] == [0, 1, 2, 3]
    assert out[1]["length_ms"] == 3000
    assert [str(c) for c in s.discard] == ["KS"]
    for seat in range(4):                     # everyone saw the 3C go there
        assert s.view(seat)["known_rows"][0][2] == "3C"
    assert s.public_view()["rows"][0][2] == "3C"
    roundtrip(s)


def test_draw_then_replace_and_draw_then_discard() -> None:
    s = rigged(ROWS4, ["3C"], ["AH", "8C"])
    out = s.apply(0, Draw())
    assert out == [{"type": "draw", "seat": 0, "card": "AH"}]
    assert s.redact(out[0], 1) == {"type": "draw", "seat": 0, "card": None}
    assert s.view(0)["drawn"] == "AH" and s.view(1)["drawn"] is None and s.public_view()["drawing"]
    assert s.legal_actions(0) == [Replace(0), Replace(1), Replace(2), Replace(3), Discard()]
    roundtrip(s)
    out = s.apply(0, Replace(3))
    assert out[0] == {"type": "replace", "seat": 0, "slot": 3, "card": "AH", "old": "5D"}
    assert s.redact(out[0], 2)["card"] is None and s.redact(out[0], 2)["old"] == "5D"    # type: ignore[index]
    assert s.view(0)["hand"] == ["2S", "9H", None, "AH"]
    assert s.view(1)["known_rows"][0] == [None, None, None, None]
    pass_window(s)
    assert s.phase is Phase.CALL and s.legal_actions(0) == [CallDeutch(), Pass()]
    s.apply(0, Pass())
    assert s.to_act() == frozenset({1})
    s.apply(1, Draw())
    out = s.apply(1, Discard())
    assert types(out) == ["discard", "window_open"] and out[0]["card"] == "8C"
    roundtrip(s)


def test_illegal_actions_leave_the_state_unchanged() -> None:
    s = rigged(ROWS4, ["3C"])
    before = s.to_json()
    for seat, action in [(1, Draw()), (0, Replace(0)), (0, Rapidite(0)), (0, CallDeutch()), (0, TakeDiscard(9)),
                         (0, Pass())]:
        with pytest.raises(IllegalAction):
            s.apply(seat, action)
        assert s.to_json() == before


# ---------------------------------------------------------------- rapidité
def test_right_rapidite_by_another_seat_then_only_one_per_turn() -> None:
    s = rigged(ROWS4, ["3C"], ["9C"])
    s.apply(0, Draw())
    s.apply(0, Discard())                     # 9C on the discard
    assert s.to_act() == frozenset(range(4))
    assert Rapidite(1) in s.legal_actions(2) and Claim() in s.legal_actions(2) and Pass() in s.legal_actions(2)
    s.apply(3, Pass())
    assert s.to_act() == frozenset({0, 1, 2})
    again = roundtrip(s)                      # mid-window
    assert again.pending_window() == s.pending_window()
    out = s.apply(0, Rapidite(1))             # its own 9H on its own 9C
    assert types(out) == ["window_closed", "rapidite"]
    assert out[1] == {"type": "rapidite", "seat": 0, "slot": 1, "card": "9H", "right": True, "window": 0}
    assert s.rows[0][1] is None and s.view(0)["occupied"][0] == [True, False, True, True]
    assert s.view(0)["row_sizes"][0] == 3 and str(s.discard[-1]) == "9H"
    assert s.pending_window() is None and s.phase is Phase.CALL     # one per turn: no window on the 9H
    with pytest.raises(IllegalAction):
        s.apply(1, Rapidite(0))
    roundtrip(s)


def test_wrong_rapidite_shows_the_card_and_takes_an_unseen_penalty_card() -> None:
    s = rigged(ROWS4, ["3C"], ["9C", "QD"])
    s.apply(0, Draw())
    s.apply(0, Discard())
    out = s.apply(2, Rapidite(3))             # the AD is not a 9
    assert types(out) == ["window_closed", "rapidite", "penalty"]
    assert out[1]["card"] == "AD" and out[1]["right"] is False
    assert out[2] == {"type": "penalty", "seat": 2, "slot": 4, "card": "QD"}
    for who in (0, 1, 2, 3, None):
        seen = s.redact(out[2], who)
        assert seen is not None and seen["card"] is None
    assert [str(c) for c in s.rows[2]] == ["4S", "7H", "JC", "AD", "QD"]
    assert s.view(2)["hand"] == ["4S", "7H", None, "AD", None]             # the AD was shown to all
    assert s.view(1)["known_rows"][2] == [None, None, None, "AD", None]
    assert str(s.discard[-1]) == "9C" and s.phase is Phase.CALL
    roundtrip(s)


def test_no_rapidite_on_the_card_under_a_taken_discard() -> None:
    s = rigged(ROWS4, ["8C", "3C"])           # 3C on top of 8C
    out = s.apply(0, TakeDiscard(0))          # takes 3C, the 2S goes on the 8C
    assert out[-1]["card"] == "2S"
    out = s.apply(1, Rapidite(1))             # seat 1's 8H matches the 8C under: wrong
    assert out[1]["right"] is False and types(out)[2] == "penalty"


def test_claim_then_pick_and_claim_timeout() -> None:
    s = rigged(ROWS4, ["3C"], ["7C", "7S"])
    s.apply(0, Draw())
    s.apply(0, Discard())                     # 7C
    out = s.apply(2, Claim())
    assert types(out) == ["claim", "window_closed", "window_open"]
    win = s.pending_window()
    assert win is not None and win.kind == "claim_pick" and win.seats == frozenset({2})
    assert win.length_ms == CLAIM_MS and s.to_act() == frozenset({2})
    assert s.legal_actions(2) == [Rapidite(0), Rapidite(1), Rapidite(2), Rapidite(3), Pass()]
    roundtrip(s)                              # mid-claim
    out = s.apply(2, Rapidite(1))             # 7H
    assert out[-1]["right"] is True and s.rows[2][1] is None
    s.apply(0, Pass())                        # no call
    s.apply(1, Draw())
    s.apply(1, Discard())                     # 7S
    s.apply(3, Claim())
    win = s.pending_window()
    assert win is not None
    out = s.close_window(win.id)              # no pick in time
    assert types(out) == ["passed", "window_closed", "rapidite", "penalty"]
    assert out[2]["slot"] is None and out[2]["card"] is None and out[2]["right"] is False
    assert len(s.rows[3]) == 5 and s.phase is Phase.CALL and s.current == 1


def test_close_window_when_the_timer_runs_out() -> None:
    s = rigged(ROWS4, ["3C"], ["7C"])
    s.apply(0, Draw())
    s.apply(0, Discard())
    win = s.pending_window()
    assert win is not None
    s.apply(1, Pass())
    out = s.close_window(win.id)
    assert types(out) == ["passed", "passed", "passed", "window_closed"]
    assert s.close_window(win.id) == [] and s.phase is Phase.CALL


def test_round_ends_when_an_emptied_row_makes_a_right_rapidite() -> None:
    s = rigged([["2S", "9H", "KS", "5D"], ["3S", "8H", "QC", "6D"]], ["3C"], ["6C"])
    s.rows[1] = [None, None, None, card("6D")]
    s.discard = [card("3S"), card("8H"), card("QC"), card("3C")]
    for c in ("3S", "8H", "QC"):
        s._show_all(card(c))
    s.caller, s.last_left = 0, 2              # a call is on: bonus / penalty still apply
    roundtrip(s)
    s.apply(0, Draw())
    s.apply(0, Discard())                     # 6C
    out = s.apply(1, Rapidite(3))             # the 6D: right, seat 1's row is empty
    assert types(out) == ["window_closed", "rapidite", "round_end", "round_start", "deal"]
    end = out[2]
    assert end["reason"] == "empty" and end["points"] == [2 + 9 + 13 + 5, 0]
    assert end["caller"] == 0 and end["scores"] == [29 + 10, 0] and end["erased"] is None
    assert s.round == 2 and s.first == 1 and s.phase is Phase.LOOK


# ------------------------------------------------------------------ powers
def test_jack_discarded_swaps_and_knowledge_follows_the_cards() -> None:
    s = rigged(ROWS4, ["3C"], ["AC", "JH"])
    s.apply(0, TakeDiscard(0))                # 3C to seat 0 slot 0 (public), 2S on the discard
    pass_window(s)
    s.apply(0, Pass())
    s.apply(1, Draw())                        # AC
    s.apply(1, Replace(0))                    # AC in seat 1 slot 0, seen by seat 1 only
    pass_window(s)
    s.apply(1, Pass())
    s.apply(2, Draw())                        # JH
    out = s.apply(2, Discard())
    out += pass_window(s)
    assert out[-1] == {"type": "power", "seat": 2, "kind": "V"}
    assert s.public_view()["power"] == "V" and s.phase is Phase.POWER
    legal = s.legal_actions(2)
    assert Swap(0, 0, 0) in legal and Swap(0, 2, 1) not in legal and Pass() in legal
    roundtrip(s)
    out = s.apply(2, Swap(3, 0, 0))           # seat 2's AD <-> seat 0's 3C
    assert out[0] == {"type": "swap", "seat": 2, "slot": 3, "other": 0, "other_slot": 0}
    assert "card" not in out[0]
    assert str(s.rows[2][3]) == "3C" and str(s.rows[0][0]) == "AD"
    assert s.view(1)["known_rows"][2][3] == "3C"      # everyone knew the 3C: it follows
    assert s.view(2)["hand"][3] == "3C"
    assert s.view(0)["hand"][0] is None               # nobody looked at the AD it got
    s.apply(2, Pass())
    s.apply(3, Draw())
    s.apply(3, Replace(0))
    pass_window(s)
    s.apply(3, Pass())
    s.apply(0, Draw())
    s.apply(0, Discard())
    pass_window(s)


def test_self_known_says_publicly_which_of_its_cards_each_seat_has_seen() -> None:
    """Which of its own cards a seat knows is public (the slots it looked at,
    where its drawn card went, its peek; it follows a swapped card), its faces
    are not; every seat's view holds the same."""
    s = rigged(ROWS4, ["3C"], ["AC", "JH", "QH"], look=False)
    s.apply(0, Look(2, 3))
    for seat in (1, 2, 3):
        s.apply(seat, Look(0, 1))
    first = [[False, False, True, True]] + [[True, True, False, False]] * 3
    assert all(s.view(v)["self_known"] == first for v in range(4)) and s.public_view()["self_known"] == first
    s.apply(0, Draw())                        # AC into seat 0's slot 0: seen by seat 0 only
    s.apply(0, Replace(0))
    pass_window(s)
    s.apply(0, Pass())
    assert s.public_view()["self_known"][0] == [True, False, True, True]
    assert s.view(1)["known_rows"][0][0] is None          # the face stays hidden
    s.apply(1, Draw())                        # JH discarded: seat 1's 3S (it knows it) for seat 0's KS (seat 0 knows it)
    s.apply(1, Discard())
    pass_window(s)
    s.apply(1, Swap(0, 0, 2))
    known = s.public_view()["self_known"]           # neither has seen the card it was given
    assert known[0] == [True, False, False, True] and known[1] == [False, True, False, False]
    s.apply(1, Pass())
    s.apply(2, Draw())                        # QH: a peek at its slot 3
    s.apply(2, Discard())
    pass_window(s)
    s.apply(2, Peek(3))
    assert s.public_view()["self_known"][2] == [True, True, False, True]
    roundtrip(s)


def test_queen_discarded_peeks_own_card_only() -> None:
    s = rigged(ROWS4, ["3C"], ["QH"])
    s.apply(0, Draw())
    s.apply(0, Discard())
    out = pass_window(s)
    assert out[-1]["kind"] == "D"
    assert s.legal_actions(0) == [Peek(0), Peek(1), Peek(2), Peek(3), Pass()]
    out = s.apply(0, Peek(2))
    assert out[0] == {"type": "peek", "seat": 0, "slot": 2, "card": "KS"}
    assert s.redact(out[0], 1)["card"] is None and s.redact(out[0], None)["card"] is None  # type: ignore[index]
    assert s.view(0)["hand"][2] == "KS" and s.view(1)["known_rows"][0][2] is None
    assert s.phase is Phase.CALL


def test_power_is_optional_and_not_from_a_replaced_card_by_default() -> None:
    s = rigged(ROWS4, ["3C"], ["QH"])
    s.apply(0, Draw())
    s.apply(0, Discard())
    pass_window(s)
    out = s.apply(0, Pass())
    assert out[0] == {"type": "power_skipped", "seat": 0, "kind": "D"} and s.phase is Phase.CALL
    s.apply(0, Pass())
    s.apply(1, TakeDiscard(2))                # the QC leaves seat 1's row
    out = pass_window(s)
    assert s.phase is Phase.CALL and "power" not in types(out)


def test_power_on_replace_option() -> None:
    s = rigged(ROWS4, ["3C"], ["5C"], options={"power_on_replace": True})
    s.apply(0, TakeDiscard(0))
    pass_window(s)
    s.apply(0, Pass())
    s.apply(1, Draw())
    s.apply(1, Replace(2))                    # the QC leaves by replacement
    out = pass_window(s)
    assert out[-1] == {"type": "power", "seat": 1, "kind": "D"}


def test_a_queen_played_by_rapidite_has_no_power() -> None:
    s = rigged(ROWS4, ["3C"], ["QS"])
    s.apply(0, Draw())
    s.apply(0, Discard())                     # QS: seat 0 has the D power
    out = s.apply(1, Rapidite(2))             # seat 1's QC on it: right, no power for seat 1
    assert out[1]["right"] is True
    assert out[-1] == {"type": "power", "seat": 0, "kind": "D"} and s.current == 0


# --------------------------------------------------------------- the call
def test_call_then_one_more_turn_each_the_caller_last() -> None:
    s = rigged(ROWS4, ["3C"])
    order = []
    s.apply(0, TakeDiscard(0))
    pass_window(s)
    out = s.apply(0, CallDeutch())
    assert out[0] == {"type": "deutch", "seat": 0} and out[1]["last"] is True
    assert s.caller == 0 and s.public_view()["last_turns_left"] == 4
    while s.round == 1:
        seat = s.current
        assert seat is not None
        order.append(seat)
        assert CallDeutch() not in s.legal_actions(seat)
        out = s.apply(seat, TakeDiscard(1))
        out += pass_window(s)
    assert order == [1, 2, 3, 0]
    end = next(e for e in out if e["type"] == "round_end")
    assert end["reason"] == "called" and end["caller"] == 0


def test_scoring_bonus_erases_the_highest_earlier_score() -> None:
    s = rigged([["KH", "AS", "2S", "AD"], ["3S", "8H", "QC", "6D"], ["4S", "7H", "JC", "5D"]], ["3C"])
    s.history = [
        {"round": 1, "reason": "called", "caller": None, "points": [20, 5, 5], "scores": [20, 5, 5],
         "erased": [False] * 3},
        {"round": 2, "reason": "called", "caller": None, "points": [31, 5, 5], "scores": [31, 5, 5],
         "erased": [False] * 3},
    ]
    s.round = 3
    s.first = 2 % 3
    s.current = 2
    s.apply(2, TakeDiscard(0))     # 4S out
    pass_window(s)
    s.apply(2, Pass())
    s.current = 0
    s.caller, s.last_left = 0, 1   # seat 0 called: its last turn now
    s.phase = Phase.TURN
    s.apply(0, TakeDiscard(3))     # AD out, 4S in: 0 + 1 + 2 + 4 = 7
    out = pass_window(s)
    end = next(e for e in out if e["type"] == "round_end")
    assert end["points"][0] == 7 and end["scores"][0] == 0
    assert end["erased"] == {"seat": 0, "round": 2, "score": 31}
    assert s.history[1]["erased"] == [True, False, False]
    assert s.totals[0] == 20 and s.is_over
    assert out[-1]["type"] == "game_over"
    again = roundtrip(s)
    assert again.totals == s.totals


def test_game_of_n_rounds_rotates_the_first_player_and_ends() -> None:
    s = new_game("deutch", seed=4, players=3, options={"rounds": 3, "first_player": 1})
    rng = random.Random(2)
    firsts = []
    while not s.is_over:
        seat = min(s.to_act())
        legal = s.legal_actions(seat)
        if s.phase is Phase.LOOK and not any(s.looked):
            firsts.append(s.first)
        act = CallDeutch() if CallDeutch() in legal else (Pass() if Pass() in legal else rng.choice(legal))
        s.apply(seat, act)
    assert firsts == [1, 2, 0]
    assert len(s.history) == 3 and s.winners == [x for x in range(3) if s.totals[x] == min(s.totals)]
    assert s.to_act() == frozenset() and all(s.legal_actions(x) == [] for x in range(3))


def test_turn_limit_ends_a_round() -> None:
    s = rigged([["2S", "9H", "KS", "5D"], ["3S", "8H", "QC", "6D"]], ["3C"])
    while s.round == 1:
        seat = min(s.to_act())
        legal = s.legal_actions(seat)
        s.apply(seat, Pass() if Pass() in legal else TakeDiscard(0))
    assert s.history[0]["reason"] == "limit" and s.history[0]["caller"] is None
    assert ROUND_TURN_LIMIT == 200


def test_stock_rebuilt_from_the_discard_and_forgotten() -> None:
    s = rigged(ROWS4, ["3C"])
    s.discard = [card("3C")] + s.stock.cards[:-2] + [s.stock.cards[-2]]
    keep = s.stock.cards[-1]
    s.stock.cards = [keep]
    for c in s.discard:
        s._show_all(c)
    roundtrip(s)
    s.apply(0, Draw())                        # the last stock card
    s.apply(0, Discard())
    pass_window(s)
    s.apply(0, Pass())
    out = s.apply(1, Draw())
    assert types(out) == ["stock_rebuilt", "draw"] and out[0]["stock"] == out[0]["count"]
    assert len(s.discard) == 1
    drawn = s.drawn
    assert drawn is not None and drawn in s.seen[1] and all(drawn not in s.seen[x] for x in (0, 2, 3, 4))
    assert all(len(x) <= 20 for x in s.seen)          # the moved cards left every memory
    roundtrip(s)


# ------------------------------------------------------------------ views
def test_view_is_public_view_plus_private_keys() -> None:
    s = rigged(ROWS4, ["3C"], ["AH"])
    s.apply(0, Draw())
    pub = s.public_view()
    for seat in range(4):
        v = s.view(seat)
        assert {k: v[k] for k in pub} == pub  # type: ignore[literal-required]
        assert set(v) - set(pub) == {"seat", "hand", "known_rows", "drawn"}
        assert v["hand"] == v["known_rows"][seat]
    assert pub["rows"] == [[None] * 4] * 4
    assert s.view(1)["hand"] == ["3S", "8H", None, None]
    assert "AH" not in json.dumps(pub) and "AH" not in json.dumps(s.view(2))
    with pytest.raises(ValueError):
        s.view(4)


# --------------------------------------------------------- saves, strictness
def test_json_round_trip_at_every_step_with_windows() -> None:
    s = new_game("deutch", seed=11, players=4, options={"rounds": 2})
    rng = random.Random(5)
    windows = 0
    while not s.is_over:
        again = roundtrip(s)                  # type: ignore[arg-type]
        windows += s.pending_window() is not None
        seat = rng.choice(sorted(s.to_act()))
        act = rng.choice(s.legal_actions(seat))
        assert again.apply(seat, act) == s.apply(seat, act)
    assert windows > 5


@pytest.mark.parametrize("path, value", [
    (("phase",), "nap"),
    (("round",), True),
    (("drawn",), "AS"),
    (("rows", 0, 0), "9H"),
    (("caller",), 9),
    (("power",), "K"),
    (("power_ready",), True),
    (("seen", 4), ["AS"]),
    (("windows", "current"), {"id": 0, "kind": "rapidite", "seats": [0], "length_ms": 3000}),
    (("history",), [{"round": 1}]),
    (("looked",), [True, True]),
    (("last_left",), 2),
])
def test_strict_loading(path: tuple[Any, ...], value: Any) -> None:
    s = rigged(ROWS4, ["3C"])
    data = json.loads(s.to_json())
    node = data["state"]
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    with pytest.raises(SaveError):
        load_game(json.dumps(data))


def test_not_a_save() -> None:
    for text in ("", "[]", "{}", '{"format": "cardtable-state", "version": 1, "game": "deutch"}'):
        with pytest.raises(SaveError):
            load_game(text)

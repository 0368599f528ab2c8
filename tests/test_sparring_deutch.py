"""The Deutch sparring partner (benchmarks/sparring/deutch_expert.py, the arena's ``sparring:expert``): legal, view only,
deterministic; it follows a replaced twin and a discarded match with a rapidité,
swaps for a known low card with a V, and calls by expected value with the erase
rule; its match script plays the arena's rotations."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

from test_deutch_engine import ROWS4, pass_window, rigged

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.sparring.deutch_expert import SparringDeutch  # noqa: E402
from cardtable.engine import Pass, new_game  # noqa: E402
from cardtable.engine.deutch import CallDeutch, Discard, Draw, Phase, Rapidite, Replace, Swap  # noqa: E402


def play(seed: int) -> list[str]:
    s = new_game("deutch", seed=seed, players=4, options={"rounds": 2})
    players = [SparringDeutch(seed * 10 + i) for i in range(4)]
    trace = []
    while not s.is_over:
        seat = min(s.to_act())
        view, legal = s.view(seat), s.legal_actions(seat)
        before, legal_before = copy.deepcopy(view), list(legal)
        act = players[seat].choose(view, legal)
        assert act in legal_before and view == before and legal == legal_before
        trace.append(f"{seat}:{act}")
        s.apply(seat, act)
    return trace


def test_whole_games_legal_view_only_and_deterministic() -> None:
    assert play(4) == play(4)


def test_discarded_match_followed_by_a_rapidite() -> None:
    s = rigged(ROWS4, ["3C"], ["9C"])       # seat 0 knows its 9H (slot 1)
    s.apply(0, Draw())
    assert SparringDeutch(0).choose(s.view(0), s.legal_actions(0)) == Discard()
    s.apply(0, Discard())
    assert SparringDeutch(0).choose(s.view(0), s.legal_actions(0)) == Rapidite(1)
    assert SparringDeutch(0).choose(s.view(2), s.legal_actions(2)) == Pass()


def test_replacing_one_of_two_known_twins() -> None:
    rows = [["5S", "5H", "KS", "QD"], *ROWS4[1:]]
    s = rigged(rows, ["3C"], ["4C"])
    s.apply(0, Draw())                       # 4C: replacing a 5 lets the other 5 follow it (an
    # unknown card would be worth more than a 5 alone)
    assert SparringDeutch(0).choose(s.view(0), s.legal_actions(0)) in (Replace(0), Replace(1))


def test_jack_swaps_its_worst_for_a_known_low_card() -> None:
    s = rigged(ROWS4, ["3C"], ["JH", "AH"])
    s.apply(0, Draw())                       # JH
    s.apply(0, Discard())
    pass_window(s)
    assert s.phase is Phase.POWER
    s.seen[0].add(s.rows[2][3])              # seat 0 knows seat 2's AD
    act = SparringDeutch(0).choose(s.view(0), s.legal_actions(0))
    assert act == Swap(1, 2, 3)              # its 9H for the AD


def test_call_by_expected_value_with_the_erase_rule() -> None:
    s = rigged([["KH", "AS", "2S", "AD"], ["3S", "8H", "QC", "6D"], ["4S", "7H", "JC", "5D"]], ["3C"])
    s.apply(0, Draw())
    for k in (2, 3):
        s.seen[0].add(s.rows[0][k])          # seat 0 knows its four cards: 4 points
    s.apply(0, Discard())
    pass_window(s)
    assert s.phase is Phase.CALL
    p = SparringDeutch(0)
    assert p.choose(s.view(0), s.legal_actions(0)) == CallDeutch()
    view = s.view(0)
    low = p.call_gain(view)
    view["history"] = [{"round": 1, "reason": "called", "caller": 1, "points": [30, 0, 9],
                        "scores": [30, 0, 9], "erased": [False, False, False]}]
    assert p.call_gain(view) > low + 20      # a won call would erase the 30
    s2 = rigged([["KS", "QH", "9D", "5D"], *ROWS4[1:]], ["3C"])
    s2.apply(0, Draw())
    s2.apply(0, Discard())
    pass_window(s2)
    assert SparringDeutch(0).choose(s2.view(0), s2.legal_actions(0)) == Pass()


def test_match_script_plays_rotations() -> None:
    from benchmarks.sparring import deutch_match, seats
    from cardtable import arena
    try:
        deutch_match.install()
        rep = arena.run_individual("deutch", ["sparring", "facile", "facile", "facile"], 4, 3, 1, {"rounds": 2})
    finally:
        seats.uninstall()
    assert rep["games"] == 4 and [lv["level"] for lv in rep["levels"]] == ["sparring", "facile"]
    assert rep["levels"][0]["seat_games"] == 4


def test_the_arena_names_both_sparring_partners() -> None:
    from cardtable import arena
    assert arena.resolve_seat("deutch", "sparring:expert") == "sparring:expert"
    assert arena.resolve_seat("deutch", "sparring") == "sparring"
    assert type(arena.seat_player("deutch", "sparring:expert", 3)).__name__ == "SparringDeutch"
    assert type(arena.seat_player("deutch", "sparring", 3)).__name__ != "SparringDeutch"

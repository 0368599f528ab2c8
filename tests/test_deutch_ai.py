"""Deutch computer players: legal, non-mutating, deterministic; memory per level;
rapidité only on a card believed to match; reaction times per level; the call."""

from __future__ import annotations

import copy
import random
import time

import pytest
from test_deutch_engine import ROWS4, pass_window, rigged

from cardtable.ai import LEVELS, make_player
from cardtable.ai.deutch import DifficilePlayer, FacilePlayer, IntermediairePlayer
from cardtable.engine import Pass, new_game
from cardtable.engine.deutch import (
    CallDeutch,
    Discard,
    Draw,
    Look,
    Peek,
    Phase,
    Rapidite,
    Replace,
    Swap,
    TakeDiscard,
)


def play(levels: list[str], seed: int, rounds: int = 2) -> tuple[list[int], list[str]]:
    s = new_game("deutch", seed=seed, players=len(levels), options={"rounds": rounds})
    players = [make_player("deutch", lv, seed=seed * 10 + i) for i, lv in enumerate(levels)]
    trace = []
    while not s.is_over:
        seat = min(s.to_act())
        view, legal = s.view(seat), s.legal_actions(seat)
        before, legal_before = copy.deepcopy(view), list(legal)
        act = players[seat].choose(view, legal)
        assert act in legal_before and view == before and legal == legal_before
        trace.append(f"{seat}:{act}")
        s.apply(seat, act)
    return s.totals, trace


@pytest.mark.parametrize("level", LEVELS)
def test_whole_games_legal_and_deterministic(level: str) -> None:
    for n in (2, 6):
        a = play([level] * n, seed=3)
        assert a == play([level] * n, seed=3)


def test_rapidite_only_on_a_remembered_match() -> None:
    s = rigged(ROWS4, ["3C"], ["9C"])       # every seat looked at slots 0 and 1
    s.apply(0, Draw())
    s.apply(0, Discard())                    # 9C: seat 0 knows its 9H (slot 1)
    for cls in (IntermediairePlayer, DifficilePlayer):
        assert cls(1).choose(s.view(0), s.legal_actions(0)) == Rapidite(1)
        assert cls(1).choose(s.view(2), s.legal_actions(2)) == Pass()   # nothing known matches
    s2 = rigged(ROWS4, ["3C"], ["KC"])
    s2.apply(0, Draw())
    s2.apply(0, Discard())                   # seat 0's KS is in slot 2, never seen: no rapidité
    assert DifficilePlayer(1).choose(s2.view(0), s2.legal_actions(0)) == Pass()


def test_rapidite_decision_is_fast_and_reaction_times_by_level() -> None:
    s = rigged(ROWS4, ["3C"], ["9C"])
    s.apply(0, Draw())
    s.apply(0, Discard())
    rng = random.Random(0)
    for cls, lo, hi in ((FacilePlayer, 1500, 2500), (IntermediairePlayer, 800, 1400), (DifficilePlayer, 400, 900)):
        p = cls(2)
        t0 = time.perf_counter()
        p.choose(s.view(0), s.legal_actions(0))
        assert time.perf_counter() - t0 < 0.02
        times = [p.reaction_ms(s.view(0), rng) for _ in range(50)]
        assert all(lo <= t <= hi for t in times) and len(set(times)) > 5


def test_facile_forgets_part_of_its_own_cards() -> None:
    forgotten = 0
    for seed in range(30):
        s = rigged(ROWS4, ["3C"])
        p = FacilePlayer(seed)
        p._sync(s.view(0))
        forgotten += sum(c is None for c in p.belief(s.view(0), 0)[:2])
    assert 5 < forgotten < 45                # out of 60 cards seen


def test_intermediaire_forgets_opponents_difficile_remembers_them() -> None:
    s = rigged(ROWS4, ["3C"])
    s.apply(0, TakeDiscard(2))               # everyone sees the 3C go to seat 0 slot 2
    view = s.view(1)
    mid, hard = IntermediairePlayer(0), DifficilePlayer(0)
    mid._sync(view), hard._sync(view)
    assert mid.belief(view, 0)[2] is None and hard.belief(view, 0)[2] == "3C"
    assert mid.belief(view, 1)[:2] == ["3S", "8H"]


def test_drawn_card_kept_when_low_and_discard_taken_when_low() -> None:
    s = rigged(ROWS4, ["AC"], ["2C"])
    for cls in (IntermediairePlayer, DifficilePlayer):
        assert isinstance(cls(0).choose(s.view(0), s.legal_actions(0)), TakeDiscard)
    s.apply(0, Draw())                       # 2C
    for cls in (IntermediairePlayer, DifficilePlayer):
        act = cls(0).choose(s.view(0), s.legal_actions(0))
        assert act in (Replace(1), Replace(2), Replace(3)) and act != Replace(0)


def test_drawn_card_discarded_to_follow_it_with_a_rapidite() -> None:
    s = rigged(ROWS4, ["3C"], ["9C"])       # seat 0 knows its 9H
    s.apply(0, Draw())
    assert DifficilePlayer(0).choose(s.view(0), s.legal_actions(0)) == Discard()


def test_powers_used_when_they_pay() -> None:
    s = rigged(ROWS4, ["3C"], ["QH"])
    s.apply(0, Draw())
    s.apply(0, Discard())
    pass_window(s)
    assert s.phase is Phase.POWER
    assert DifficilePlayer(0).choose(s.view(0), s.legal_actions(0)) == Peek(2)
    s = rigged(ROWS4, ["3C"], ["JH", "AH"])
    s.apply(0, Draw())                       # JH
    s.apply(0, Discard())
    pass_window(s)
    act = DifficilePlayer(0).choose(s.view(0), s.legal_actions(0))
    assert isinstance(act, Swap) and act.slot == 1       # its 9H away for an unknown card


def test_difficile_calls_when_clearly_lowest_only() -> None:
    s = rigged([["KH", "AS", "2S", "AD"], ["3S", "8H", "QC", "6D"], ["4S", "7H", "JC", "5D"]], ["3C"])
    s.apply(0, Draw())
    for k in (2, 3):
        s.seen[0].add(s.rows[0][k])          # seat 0 has looked at all four (0 + 1 + 2 + 1)
    s.apply(0, Discard())
    pass_window(s)
    assert s.phase is Phase.CALL
    assert DifficilePlayer(0).choose(s.view(0), s.legal_actions(0)) == CallDeutch()
    assert IntermediairePlayer(0).choose(s.view(0), s.legal_actions(0)) == CallDeutch()
    s2 = rigged([["KS", "QH", "9D", "5D"], *ROWS4[1:]], ["3C"])
    s2.apply(0, TakeDiscard(3))
    pass_window(s2)
    assert IntermediairePlayer(0).choose(s2.view(0), s2.legal_actions(0)) == Pass()
    s2.seen[0].add(s2.rows[0][2])            # it knows all four: 13 + 12 + 9 + 3
    for seed in (0, 1, 2):
        assert DifficilePlayer(seed).choose(s2.view(0), s2.legal_actions(0)) == Pass()


def test_arena_game_with_rapidite_races() -> None:
    from cardtable import arena
    r = arena.play_game("deutch", 5, ["difficile", "facile", "intermediaire", "facile"], {"rounds": 2})
    assert len(r["totals"]) == 4 and r["winners"]
    rows = [ROWS4[0], ROWS4[1], ["9S", "7H", "JC", "AD"], ROWS4[3]]
    s = rigged(rows, ["3C"], ["9C"])
    s.apply(0, Draw())
    s.apply(0, Discard())                    # 9C: seat 0 knows its 9H, seat 2 its 9S
    levels = ["intermediaire", "facile", "difficile", "facile"]
    players = [make_player("deutch", lv, seed=i) for i, lv in enumerate(levels)]
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    wins = set()
    for k in range(20):
        seat, act = arena.window_race(s, [0, 1, 2, 3], players, levels, times, random.Random(k))
        assert (seat, act) in ((0, Rapidite(1)), (2, Rapidite(0)))
        wins.add(seat)
    assert 2 in wins and len(times["facile"]) == 40      # Difficile reacts faster


def test_facile_remembers_a_card_it_just_placed_or_looked_at_again() -> None:
    """Facile forgets, but not what it has just put down or just looked at with
    a D: a D on a forgotten card brings it back (never two looks at one card)."""
    p = FacilePlayer(3)
    p.remember_own = 0.0          # forgets everything it merely saw
    p.remember_fresh = 1.0
    view = {"round": 1, "history": [], "seat": 0,
            "known_rows": [["5S", "KH", None, None], [None] * 4]}
    p._sync(view)
    assert p.belief(view, 0) == [None, None, None, None]
    p._peeked = 0                 # what choose() records when it returns Peek(0)
    p._sync(view)
    assert p.belief(view, 0) == ["5S", None, None, None]
    placed = {**view, "known_rows": [["5S", "KH", "2C", None], [None] * 4]}
    p._fresh = "2C"               # what choose() records when it returns Replace(2)
    p._sync(placed)
    assert p.belief(placed, 0) == ["5S", None, "2C", None]


def test_facile_records_its_peek_and_its_placed_card() -> None:
    p = FacilePlayer(1)
    view = {"round": 1, "history": [], "seat": 0, "phase": "power", "power": "D",
            "known_rows": [[None] * 4, [None] * 4], "occupied": [[True] * 4, [True] * 4]}
    act = p.choose(view, [Peek(k) for k in range(4)] + [Pass()])
    assert isinstance(act, Peek) and p._peeked == act.slot


def _round_six(row0: list[str], mine: list[int]) -> dict:
    """Seat 0 at its call, in round 6 of 10, its earlier scores ``mine`` (the others
    10, 11, 12 each round)."""
    s = rigged([row0, *ROWS4[1:]], ["9C"], options={"rounds": 10})
    s.apply(0, Draw())
    s.apply(0, Discard())
    pass_window(s)
    s.history = [{"round": r + 1, "reason": "called", "caller": 1, "points": [m, 10, 11, 12],
                  "scores": [m, 10, 11, 12], "erased": [False] * 4} for r, m in enumerate(mine)]
    s.round = 6
    assert s.phase is Phase.CALL
    return s.view(0)


def test_difficile_call_weighs_the_erase_rule() -> None:
    """Same totals, same cards: a won call would erase a 30 in one game, an 8 in the other."""
    big = _round_six(["4C", "5C", "KS", "5D"], [30, 2, 2, 2, 4])
    small = _round_six(["4C", "5C", "KS", "5D"], [8, 8, 8, 8, 8])
    assert big["totals"] == small["totals"] == [40, 50, 55, 60]
    for seed in (0, 1):
        assert DifficilePlayer(seed).call_value(big) > DifficilePlayer(seed).call_value(small) + 0.01
    # the call would raise its chance (a 30 erased), but on its first turn it is
    # the lowest in only about a quarter of the deals: no gamble
    value, lowest = DifficilePlayer(0).call_chances(big)
    assert value > 0 and lowest < 0.5
    assert DifficilePlayer(0).choose(big, [CallDeutch(), Pass()]) == Pass()


def test_difficile_counts_the_others_hidden_cards_lower_as_they_play() -> None:
    s = rigged(ROWS4, ["3C"])
    view = s.view(0)
    p = DifficilePlayer(0)
    u = p.unknown_value(view)
    assert p.opponent_unknown(view, 1, u) == u                # seat 1 has not played yet
    s.apply(0, Draw())
    s.apply(0, Discard())
    pass_window(s)
    s.apply(0, Pass())                                       # no call: seat 1's turn
    s.apply(1, Draw())
    s.apply(1, Discard())
    pass_window(s)
    s.apply(1, Pass())
    view = s.view(0)
    u = p.unknown_value(view)
    assert p.opponent_unknown(view, 1, u) < u == p.opponent_unknown(view, 3, u)   # seat 2 is to play


def test_difficile_says_why() -> None:
    from cardtable.ai import Reason, explain
    from cardtable.ai.deutch import REASON_TEXTS
    s = rigged(ROWS4, ["AC"], ["9C"])
    p = DifficilePlayer(0)
    view, legal = s.view(0), s.legal_actions(0)
    act = p.choose(view, legal)
    reason = explain(p, view, act)
    assert isinstance(reason, Reason) and reason.context == "Deutch" and reason.text in REASON_TEXTS.values()
    assert explain(p, view, TakeDiscard(1)) == Reason("Deutch", REASON_TEXTS["take"])
    # the ace would lower its known 9 by 8 points: a draw is never worded as if the ace lowered it less
    assert explain(p, view, Draw()).text == REASON_TEXTS["searched"]
    s.apply(0, Draw())                                       # 9C: its 9H can follow it
    view = s.view(0)
    assert explain(p, view, Discard()).text == REASON_TEXTS["discard_twin"]
    s.apply(0, Discard())
    view, legal = s.view(0), s.legal_actions(0)
    assert explain(p, view, Rapidite(1)).text == REASON_TEXTS["rapidite"]
    assert explain(p, s.view(2), Pass()).text == REASON_TEXTS["no_rapidite"]
    for code in ("call", "no_call"):
        assert REASON_TEXTS[code]


def test_difficile_deals_are_consistent_with_its_view() -> None:
    """The imagined deals keep every card where the view shows it, put only cards it
    has not seen into the unknown slots and the stock, and leave the drawn card out."""
    from cardtable.ai.deutch import ALL_CARDS, unseen
    s = rigged(ROWS4, ["3C"], ["9C"])
    s.apply(0, Draw())                                       # 9C in seat 0's hand
    view = s.view(0)
    p = DifficilePlayer(4)
    hidden = set(unseen(view))
    assert "9C" not in hidden and "2S" not in hidden and "KS" in hidden
    for sim in p.deals(view, 12):
        cards = [ALL_CARDS[c] for r in sim.rows for c in r] + [ALL_CARDS[c] for c in sim.stock + sim.discard]
        assert sorted(cards) == sorted(c for c in ALL_CARDS if c != "9C")
        assert len(sim.stock) == view["stock_size"] and [ALL_CARDS[c] for c in sim.discard] == view["discard"]
        for seat, row in enumerate(view["known_rows"]):
            for k, c in enumerate(row):
                got = ALL_CARDS[sim.rows[seat][k]]
                assert got == c if c is not None else got in hidden
        assert sim.kn[0] == [True, True, False, False]       # its own unknown cards stay unknown to it


def test_difficile_imagines_the_others_knowing_the_cards_they_have_seen() -> None:
    """An opponent knows in the imagined deals exactly the cards of its row it
    has seen (the view's public ``self_known``), not the first two by habit."""
    s = rigged(ROWS4, ["3C"], ["9C"], look=False)
    for seat, (a, b) in enumerate(((0, 1), (2, 3), (1, 3), (0, 2))):
        s.apply(seat, Look(a, b))
    view = s.view(0)
    for sim in DifficilePlayer(5).deals(view, 6):
        assert sim.kn[1] == [False, False, True, True]
        assert sim.kn[2] == [False, True, False, True]
        assert sim.kn[3] == [True, False, True, False]
        assert sim.kn[0] == [True, True, False, False]


def test_difficile_deals_and_choices_follow_its_seed() -> None:
    s = rigged(ROWS4, ["3C"], ["9C"])
    view, legal = s.view(0), s.legal_actions(0)
    a, b = DifficilePlayer(7), DifficilePlayer(7)
    da, db = a.deals(view, 5), b.deals(view, 5)
    assert [x.rows for x in da] == [y.rows for y in db] and [x.stock for x in da] == [y.stock for y in db]
    assert DifficilePlayer(7).choose(view, legal) == DifficilePlayer(7).choose(view, legal)
    assert len({tuple(x.rows[0]) for x in DifficilePlayer(8).deals(view, 20)}) > 1


def test_difficile_weighs_a_position_the_same_whatever_it_decided_before() -> None:
    """Its imagined deals come from the position, not from the decisions it
    made before: a hint asked twice, or asked again once the game is resumed
    (a fresh player), weighs the same deals and gives the same advice."""
    s = rigged(ROWS4, ["3C"], ["9C"])
    view, legal = s.view(0), s.legal_actions(0)
    used = DifficilePlayer(7)
    for _ in range(3):
        used.choose(view, legal)
    rows = [x.rows for x in used.deals(view, 8)]
    assert rows == [x.rows for x in DifficilePlayer(7).deals(view, 8)]
    assert used.choose(view, legal) == DifficilePlayer(7).choose(view, legal)
    s.apply(0, Draw())                                       # another position: other deals
    assert rows != [x.rows for x in DifficilePlayer(7).deals(s.view(0), 8)]


def test_round_sim_rapidite_and_the_erase_rule() -> None:
    """A card landing on the discard is followed by a known twin; a won call is
    worth the erased round, a lost one costs its points + 10."""
    from cardtable.ai.deutch import ALL_CARDS, RoundSim
    ix = {c: i for i, c in enumerate(ALL_CARDS)}
    sim = RoundSim(2, random.Random(1), 6.5, 14.0, [0.0] * 14, [0.0, 0.0])
    sim.rows = [[ix["9H"], ix["AS"]], [ix["9S"], ix["KS"]]]
    sim.kn = [[False, True], [True, True]]
    sim.pub = [[False, False], [False, False]]
    sim.discard = [ix["3C"]]
    sim.land(ix["9C"])                                       # seat 1 knows its 9S, seat 0 not its 9H
    assert sim.rows == [[ix["9H"], ix["AS"]], [ix["KS"]]] and ALL_CARDS[sim.discard[-1]] == "9S"
    s = rigged([["KH", "AS", "2S", "AD"], ["3S", "8H", "QC", "6D"]], ["3C"], options={"rounds": 10})
    s.history = [{"round": 1, "reason": "called", "caller": 1, "points": [30, 10], "scores": [30, 10],
                  "erased": [False, False]}]
    s.round = 2
    view = s.view(0)
    p = DifficilePlayer(0)
    won = p.deals(view, 1)[0]
    won.rows = [[ix[c] for c in ("KH", "AS", "2S", "AD")], [ix[c] for c in ("3S", "8H", "QC", "6D")]]
    won.caller = 0
    lost = won.copy(random.Random(0))
    lost.rows[0] = [ix["KS"], ix["KC"], ix["QS"], ix["QD"]]
    erased = p.outcome(view, won)
    assert erased > p.outcome(view, lost)
    won.erase = [0.0, 0.0]                                   # nothing to erase: the same win is worth less
    assert p.outcome(view, won) < erased


def test_difficile_says_why_truly_when_it_takes_a_high_card_for_an_unknown_one() -> None:
    """Knowing the queen and the four of its row, with the jack on the discard,
    Difficile searches only the take that lowers its row (the jack for the
    queen) against the draw: a jack is worth more than an unknown card on
    average, so a take into an unknown slot is not searched.  The hint words
    each move truly: a jack taken for an unknown card is not said to be lower
    than it (nobody knows), nor a drawn five thrown away "not lower" than the
    queen it knows."""
    from cardtable.ai import explain
    from cardtable.ai.deutch import REASON_TEXTS
    s = rigged([["QD", "4H", "AC", "7S"], *ROWS4[1:]], ["JH"], ["5C"])
    view, legal = s.view(0), s.legal_actions(0)
    assert view["known_rows"][0] == ["QD", "4H", None, None]
    p = DifficilePlayer(0)
    assert p.sensible(view, "JH", legal, TakeDiscard) == [TakeDiscard(0)]
    assert p.choose(view, legal) in (Draw(), TakeDiscard(0))
    every = DifficilePlayer(0)
    every.search_every_slot = True
    assert every.sensible(view, "JH", legal, TakeDiscard) == [a for a in legal if isinstance(a, TakeDiscard)]
    assert explain(p, view, TakeDiscard(2)).text == REASON_TEXTS["known"]
    assert explain(p, view, TakeDiscard(0)).text == REASON_TEXTS["take"]      # the jack is lower than the queen
    assert explain(p, view, Draw()).text == REASON_TEXTS["draw"]              # a jack lowers a queen by 1 only
    s.apply(0, Draw())
    view = s.view(0)
    assert view["drawn"] == "5C"
    assert explain(p, view, Discard()).text == REASON_TEXTS["searched"]
    assert explain(p, view, Replace(0)).text == REASON_TEXTS["replace"]


def _first_turn_call_view(seed: int, earliest: int) -> tuple[dict, list]:
    """The first player's call phase at the end of its first turn (it drew and
    threw a card), under ``earliest_call`` = ``earliest``."""
    s = new_game("deutch", seed=seed, players=4, options={"rounds": 3, "earliest_call": earliest})
    for seat in range(4):
        s.apply(seat, Look(0, 1))
    me = s.current
    s.apply(me, Draw())
    s.apply(me, Discard())
    pass_window(s)
    if s.phase is Phase.POWER:
        s.apply(me, Pass())
    return s.view(me), s.legal_actions(me)


def test_difficile_does_not_gamble_a_call_on_its_first_turn() -> None:
    """Under the rule text (a call allowed from the first turn) a call on two
    cards seen can raise the game's chance through the erase rule, but loses
    more often than it wins: Difficile calls only when it judges itself the
    lowest, which a first turn almost never allows."""
    calls = 0
    for seed in range(12):
        view, legal = _first_turn_call_view(seed, 1)
        assert legal == [CallDeutch(), Pass()]
        calls += DifficilePlayer(seed).choose(view, legal) == CallDeutch()
    assert calls <= 1


def test_difficile_calls_only_when_it_judges_itself_lowest() -> None:
    view, legal = _first_turn_call_view(3, 1)
    p = DifficilePlayer(3)
    value, lowest = p.call_chances(view)
    assert 0.0 <= lowest <= 1.0
    assert p.should_call(view) == (value > p.call_edge and lowest >= p.call_sure)
    sure = DifficilePlayer(3)
    sure.call_sure = 0.0            # the gamble the rule text allows, for comparison
    assert sure.should_call(view) == (sure.call_chances(view)[0] > sure.call_edge)


def test_the_imagined_rounds_follow_the_earliest_call() -> None:
    from cardtable.ai.deutch import RoundSim
    sim = RoundSim(4, random.Random(1), 6.5, 16.0, [0.0] * 14, [0.0] * 4)
    sim.rows = [[1, 2], [3, 4], [5, 6], [7, 8]]
    sim.kn = sim.pub = [[True, True]] * 4
    sim.earliest = 3
    sim.turn0 = 8                   # the 4th seat's 2nd turn: too early
    sim.end_turn(3, True)
    assert sim.caller is None
    sim.turns = 1                   # the 1st seat's 3rd turn
    sim.end_turn(0, True)
    assert sim.caller == 0

"""The measures of ``benchmarks/levels_seen.py``: each one on a hand-made position
where it holds and one where it does not, and on short recorded games."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

from cardtable.engine import Pass
from cardtable.engine.atout_pique import Bid
from cardtable.engine.auteurs import Ask
from cardtable.engine.cards import Card
from cardtable.engine.deutch import CallDeutch, Draw, Rapidite, Replace, TakeDiscard
from cardtable.engine.kit import Play

_PATH = Path(__file__).resolve().parent.parent / "benchmarks" / "levels_seen.py"


@pytest.fixture(scope="module")
def ls() -> Any:
    spec = importlib.util.spec_from_file_location("levels_seen_under_test", _PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["levels_seen_under_test"] = module
    spec.loader.exec_module(module)
    return module


def _plays(*cards: str) -> list[Play]:
    return [Play(Card.parse(c)) for c in cards]


# ------------------------------------------------------------------ Atout Pique
def _ap_view(trick: list[list[Any]], bids: list[int]) -> dict[str, Any]:
    return {"seat": 3, "partner": 1, "trick": trick, "bids": bids, "hand": ["AH", "3H"], "hand_number": 1}


def test_atout_pique_overtaking_the_partners_winning_card(ls: Any) -> None:
    # partner (seat 1) wins with the KH; seat 3, last, holds AH and 3H
    view = _ap_view([[0, "5H"], [1, "KH"], [2, "9H"]], [3, 4, 2, 3])
    assert ls.judge_atout_pique(view, _plays("AH", "3H"), Play(Card.parse("AH"))) == {"overtake"}
    assert ls.judge_atout_pique(view, _plays("AH", "3H"), Play(Card.parse("3H"))) == set()


def test_atout_pique_overtaking_is_not_counted_when_forced_or_useful(ls: Any) -> None:
    view = _ap_view([[0, "5H"], [1, "KH"], [2, "9H"]], [3, 4, 2, 3])
    # only the ace is legal: forced
    assert ls.judge_atout_pique(view, _plays("AH"), Play(Card.parse("AH"))) == set()
    # the partner bid nil: taking its trick is what it needs
    nil = _ap_view([[0, "5H"], [1, "KH"], [2, "9H"]], [3, 0, 2, 3])
    assert ls.judge_atout_pique(nil, _plays("AH", "3H"), Play(Card.parse("AH"))) == set()
    # an opponent is winning (seat 2 trumped): taking the trick is right
    opp = _ap_view([[0, "5H"], [1, "KH"], [2, "2S"]], [3, 4, 2, 3])
    assert ls.judge_atout_pique(opp, _plays("3S", "4C"), Play(Card.parse("3S"))) == set()
    # not last to play: not judged
    early = _ap_view([[0, "5H"], [1, "KH"]], [3, 4, 2, 3])
    assert ls.judge_atout_pique(early, _plays("AH", "3H"), Play(Card.parse("AH"))) == set()
    assert ls.judge_atout_pique(view, [Bid(3)], Bid(3)) == set()


def test_atout_pique_hand_measures(ls: Any) -> None:
    rec = ls.Record("atout_pique", 1, ["difficile", "intermediaire"] * 2)
    team = {"bags_this_hand": 2, "contract": 5, "made": True, "nils": [{"seat": 2, "made": False}]}
    other = {"bags_this_hand": 0, "contract": 6, "made": False, "nils": [{"seat": 1, "made": True}]}
    rec.applied.append((3, None, [{"type": "hand_scored", "teams": [team, other]}]))
    team2 = {"bags_this_hand": 0, "contract": 4, "made": False, "nils": []}
    rec.applied.append((3, None, [{"type": "hand_scored", "teams": [team2, other]}]))
    t = ls.Tally()
    ls.measure_atout_pique(rec, [0, 2], t)
    assert t.rate("bags") == 1.0            # 2 then 0 overtricks
    assert t.rate("set") == 0.5             # one contract of two not made
    assert (t.n["nil broken"], t.d["nil broken"]) == (1, 1)   # seat 1's nil is not the measured team's


# ------------------------------------------------------------------ Les Auteurs
def _au_view(history: list[dict[str, Any]]) -> dict[str, Any]:
    return {"seat": 0, "hand": ["7H", "7S"], "history": history}


def test_auteurs_asking_a_card_the_table_saw_go_elsewhere(ls: Any) -> None:
    # seat 2 took the 7C from seat 1: everyone saw it
    hist = [{"seat": 2, "target": 1, "card": "7C", "hit": True}]
    legal = [Ask(t, Card.parse(c)) for t in (1, 2, 3) for c in ("7C", "7D")]
    slip = ls.judge_auteurs(_au_view(hist), legal, Ask(1, Card.parse("7C")))
    assert "known_elsewhere" in slip and "sure" not in slip and "sure_available" in slip
    sure = ls.judge_auteurs(_au_view(hist), legal, Ask(2, Card.parse("7C")))
    assert "known_elsewhere" not in sure and "sure" in sure
    # a card nobody has seen move is never a slip
    assert "known_elsewhere" not in ls.judge_auteurs(_au_view(hist), legal, Ask(3, Card.parse("7D")))
    # the card moved on again, to seat 3: asking seat 3 is right, seat 2 a slip
    hist2 = [*hist, {"seat": 3, "target": 2, "card": "7C", "hit": True}]
    assert "known_elsewhere" not in ls.judge_auteurs(_au_view(hist2), legal, Ask(3, Card.parse("7C")))
    assert "known_elsewhere" in ls.judge_auteurs(_au_view(hist2), legal, Ask(2, Card.parse("7C")))


def test_auteurs_asking_again_after_a_no(ls: Any) -> None:
    hist = [{"seat": 0, "target": 1, "card": "7D", "hit": False}]
    legal = [Ask(t, Card.parse("7D")) for t in (1, 2, 3)]
    assert "asked_again" in ls.judge_auteurs(_au_view(hist), legal, Ask(1, Card.parse("7D")))
    assert "asked_again" not in ls.judge_auteurs(_au_view(hist), legal, Ask(2, Card.parse("7D")))
    # seat 1 has since taken the 7D from seat 3: asking it again is sure, not a slip
    hist2 = [*hist, {"seat": 1, "target": 3, "card": "7D", "hit": True}]
    again = ls.judge_auteurs(_au_view(hist2), legal, Ask(1, Card.parse("7D")))
    assert "asked_again" not in again and "sure" in again


# ------------------------------------------------------------------ Deutch
def _de_view(hand: list[str | None], **extra: Any) -> dict[str, Any]:
    view = {"seat": 1, "players": 4, "first": 0, "turn": 2, "round": 1, "hand": hand,
            "discard_top": "5C", "window": None, "drawn": None}
    view.update(extra)
    return view


def test_deutch_call_turn_is_the_callers_own_turn(ls: Any) -> None:
    # seat 1, first player 0, four players: global turns 2, 6, 10 are its 1st, 2nd, 3rd
    for turn, own in ((2, 1), (6, 2), (10, 3)):
        hit = ls.judge_deutch(_de_view([None] * 4, turn=turn), [CallDeutch(), Pass()], CallDeutch())
        assert hit == {"call", f"call_turn={own}"}
    assert ls.judge_deutch(_de_view([None] * 4, turn=10), [CallDeutch(), Pass()], Pass()) == set()


def test_deutch_rapidite_with_a_known_card_of_another_rank(ls: Any) -> None:
    window = {"id": 4, "kind": "rapidite"}
    view = _de_view(["9H", "5D", None, "KS"], window=window)
    legal = [Rapidite(i) for i in range(4)] + [Pass()]
    assert ls.judge_deutch(view, legal, Rapidite(0)) == {"rapidite_known_wrong"}
    assert ls.judge_deutch(view, legal, Rapidite(1)) == set()          # 5 on the 5: right
    assert ls.judge_deutch(view, legal, Rapidite(2)) == set()          # an unknown card: a gamble
    assert ls.judge_deutch(view, legal, Pass()) == {"let_go"}          # it knew its 5
    assert ls.judge_deutch(_de_view(["9H", None, None, "KS"], window=window), legal, Pass()) == set()


def test_deutch_keeping_a_card_that_raises_a_known_slot(ls: Any) -> None:
    view = _de_view(["2H", None, "9S", None], drawn="8D")
    legal = [Replace(i) for i in range(4)]
    assert ls.judge_deutch(view, legal, Replace(0)) == {"raise_known"}  # 8 over a known 2
    assert ls.judge_deutch(view, legal, Replace(2)) == set()            # 8 over a known 9: lower
    assert ls.judge_deutch(view, legal, Replace(1)) == set()            # over an unknown card
    twin = _de_view(["2H", "2C", "9S", None], drawn="8D")               # the 2C can follow the 2H
    assert ls.judge_deutch(twin, legal, Replace(0)) == set()
    # a black king over a known red king: the king can follow by a rapidité
    kings = _de_view(["KH", None, "9S", None], drawn="KS")
    assert ls.judge_deutch(kings, legal, Replace(0)) == set()
    take = _de_view(["2H", None, "9S", None], discard_top="JD")
    assert ls.judge_deutch(take, [TakeDiscard(i) for i in range(4)] + [Draw()], TakeDiscard(0)) == {"raise_known"}
    assert ls.judge_deutch(take, [TakeDiscard(i) for i in range(4)] + [Draw()], TakeDiscard(2)) == {"raise_known"}
    assert ls.judge_deutch(take, [TakeDiscard(i) for i in range(4)] + [Draw()], Draw()) == set()


def test_deutch_round_measures(ls: Any) -> None:
    rec = ls.Record("deutch", 1, ["difficile"] + ["intermediaire"] * 3)
    rec.applied.append((-1, None, [{"type": "round_start", "round": 1}]))
    rec.applied.append((0, None, [{"type": "replace", "seat": 0, "card": "9H", "old": "3C"},
                                  {"type": "replace", "seat": 0, "card": "2H", "old": "3C"},
                                  {"type": "rapidite", "seat": 0, "right": False},
                                  {"type": "rapidite", "seat": 1, "right": False}]))
    rec.applied.append((0, None, [{"type": "round_end", "round": 1, "caller": 0, "points": [16, 17, 20, 30]}]))
    rec.applied.append((-1, None, [{"type": "round_start", "round": 2}]))
    rec.applied.append((0, None, [{"type": "round_end", "round": 2, "caller": 0, "points": [4, 4, 20, 30]}]))
    t = ls.Tally()
    ls.measure_deutch(rec, [0], t)
    assert t.d["rounds"] == 2
    assert t.n["raises row"] == 1 and t.n["wrong rapidite"] == 1
    assert (t.n["call won"], t.d["call won"]) == (1, 2)     # a tie for lowest is not a won call
    assert t.n["call 15+"] == 1


# ------------------------------------------------------------------ Peech
def test_peech_battle_measures(ls: Any) -> None:
    rec = ls.Record("peech", 1, ["difficile"] + ["intermediaire"] * 3)
    # battle 1: seat 0's king loses to a pair case nobody wins; battle 2: its 7 is taken
    rec.applied.append((3, None, [{"type": "reveal", "cards": ["KH", "KS", "2C", "2D"], "case": "pairs",
                                   "winners": [1]}]))
    rec.applied.append((3, None, [{"type": "reveal", "cards": ["7H", "QS", "9C", "8D"], "case": "single",
                                   "winners": [1]},
                                  {"type": "take", "seat": 1, "card": "7H", "from": 0, "won": 1}]))
    # battle 3: all the same rank, each keeps its own: not a lost king
    rec.applied.append((3, None, [{"type": "reveal", "cards": ["KD", "KC", "KH", "KS"], "case": "same",
                                   "winners": [0, 1, 2, 3]}]))
    # battle 4: its jack wins
    rec.applied.append((3, None, [{"type": "reveal", "cards": ["JH", "2S", "3C", "4D"], "case": "single",
                                   "winners": [0]},
                                  {"type": "take", "seat": 0, "card": "2S", "from": 1, "won": 2}]))
    rec.applied.append((3, None, [{"type": "round_scored",
                                   "seats": [{"reached": True, "score": 3, "round_win": True}] * 4}]))
    t = ls.Tally()
    ls.measure_peech(rec, [0], t)
    assert (t.n["strong lost"], t.d["strong lost"]) == (1, 4)
    assert (t.n["6/7 given"], t.d["6/7 given"]) == (1, 4)
    assert t.rate("reached") == 1.0 and t.rate("round score") == 2.0


# ------------------------------------------------------------------ recorded games
def test_recorded_auteurs_game_measures_agree_with_its_log(ls: Any) -> None:
    seats = ["facile", "intermediaire", "intermediaire", "intermediaire"]
    rec = ls.record_game("auteurs", 7, seats, [0])
    asks = [d for d in rec.decisions if isinstance(d.action, Ask)]
    assert asks and all(d.seat == 0 and d.events is not None for d in asks)
    t = ls.Tally()
    ls.measure_auteurs(rec, [0], t)
    answers = [e for _, _, evs in rec.applied for e in evs if e["type"] == "answer" and e["seat"] == 0]
    assert t.d["hits"] == len(answers) == len(asks) == t.n["asks"]
    assert t.n["hits"] == sum(e["hit"] for e in answers)
    # every slip the tally counts is one the judge finds on that decision's view
    slips = sum("known_elsewhere" in ls.judge_auteurs(d.view, d.legal, d.action) for d in asks)
    assert t.n["known_elsewhere"] == slips
    assert len(t.silly) == slips + t.n["asked_again"]


def test_recorded_deutch_game_counts_every_call(ls: Any) -> None:
    seats = ["intermediaire", "facile", "facile", "facile"]
    rec = ls.record_game("deutch", 11, seats, [0, 1, 2, 3], options={"rounds": 2, "earliest_call": 1})
    t = ls.Tally()
    ls.measure_deutch(rec, [0, 1, 2, 3], t)
    deutch_events = [e for _, _, evs in rec.applied for e in evs if e["type"] == "deutch"]
    assert t.n.get("calls", 0) == len(deutch_events) == t.d.get("call won", 0)
    assert t.d["rounds"] == 2 * 4
    # the turn of each call, from the view, is the caller's own count of "turn" events
    own: dict[int, int] = {}
    turns_at_call = []
    for seat, action, evs in rec.applied:
        for e in evs:
            if e["type"] == "round_start":
                own = {}
            if e["type"] == "turn":
                own[e["seat"]] = own.get(e["seat"], 0) + 1
        if isinstance(action, CallDeutch):
            turns_at_call.append(own[seat])
    assert t.n.get("call turn", 0) == sum(turns_at_call)


def test_deutch_a_window_asked_twice_counts_once(ls: Any) -> None:
    rec = ls.Record("deutch", 1, ["facile"] + ["intermediaire"] * 3)
    legal = [Rapidite(0), Pass()]
    for window_id in (4, 4, 5):
        view = _de_view(["5H", None, None, None], window={"id": window_id, "kind": "rapidite"})
        rec.decisions.append(ls.Decision(1, view, legal, Pass()))
    t = ls.Tally()
    ls.measure_deutch(rec, [1], t)
    assert t.n["let go"] == 2


def test_auteurs_taking_back_a_card_taken_from_it(ls: Any) -> None:
    legal = [Ask(t, Card.parse("7C")) for t in (1, 2, 3)]
    taken = [{"seat": 2, "target": 0, "card": "7C", "hit": True}]       # seat 2 took the 7C from seat 0
    assert "takes_back" in ls.judge_auteurs(_au_view(taken), legal, Ask(2, Card.parse("7C")))
    other = [{"seat": 2, "target": 1, "card": "7C", "hit": True}]       # seat 2 took it from seat 1
    hit = ls.judge_auteurs(_au_view(other), legal, Ask(2, Card.parse("7C")))
    assert "sure" in hit and "takes_back" not in hit

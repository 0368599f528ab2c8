"""Peech engine: kernels, resolution cases, ace rule, Peech !, round end, reshuffle,
views, JSON round trip and strict loading (docs/rules.md, Peech)."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.engine import DECK, IllegalAction, Play, SaveError, Stock, card, load_game, new_game
from cardtable.engine.peech import (
    PRIVATE_KEYS,
    PeechState,
    card_points,
    resolve_case,
    resolve_trick,
    round_score,
    start_points,
)


def cards(*texts: str) -> list:
    return [card(t) for t in texts]


def played(*texts: str | None) -> dict:
    return {s: card(t) for s, t in enumerate(texts) if t is not None}


def rig(hands: list[list[str]], targets: tuple[str, ...] = ("10S", "10H", "10D", "10C"),
        won: list[list[str]] | None = None, active: list[bool] | None = None,
        peech: list[int] | None = None, stock: list[str] | None = None) -> PeechState:
    """A state in round 1 with the given hands, targets and won piles (the rest in the stock)."""
    st = PeechState(seed=0)
    st.targets = cards(*targets)
    st.hands = [cards(*h) for h in hands]
    st.won = [cards(*w) for w in (won or [[], [], [], []])]
    st.active = list(active or [True] * 4)
    st.peech = list(peech or [])
    st.first_reached = list(peech or [])
    st.chosen = [None] * 4
    used = set(st.targets) | {c for h in st.hands for c in h} | {c for w in st.won for c in w}
    if stock is None:
        st.stock = Stock(c for c in DECK if c not in used)
        st.discard, st.discard_up = [], []
    else:
        st.stock = Stock(cards(*stock))
        st.discard = [c for c in DECK if c not in used and c not in set(st.stock.cards)]
        st.discard_up = [True] * len(st.discard)
    return st


def battle(st: PeechState, *texts: str | None) -> list[dict]:
    events: list[dict] = []
    for s, t in enumerate(texts):
        if t is not None:
            events += st.apply(s, Play(card(t)))
    return events


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


# ------------------------------------------------------------------ kernels
def test_start_points_and_card_points_tables() -> None:
    assert [start_points(card(f"{r}S")) for r in ("7", "8", "9", "10", "J", "Q", "K")] == [
        12, 14, 15, 16, 16, 18, 21]
    for low in ("AS", "2S", "6S"):
        with pytest.raises(ValueError):
            start_points(card(low))
    table = {"A": 2, "2": 2, "3": 0, "4": 0, "5": 1, "6": 4, "7": 5, "8": 3, "9": 3, "10": 3,
             "J": 2, "Q": 1, "K": 1}
    assert {r: card_points(card(r + "H")) for r in table} == table


# (cards per seat, None = sitting out) -> (case, {winner: card taken})
RESOLUTION = [
    # four active players
    (("KS", "3H", "7D", "5C"), "single", {0: "3H"}),
    (("2S", "9H", "QD", "10C"), "single", {2: "2S"}),
    (("7S", "7H", "7D", "7C"), "same", {0: "7S", 1: "7H", 2: "7D", 3: "7C"}),
    (("KS", "KH", "4D", "4C"), "pairs", {0: "4D", 1: "4C"}),
    (("4S", "QH", "4D", "QC"), "pairs", {1: "4S", 3: "4D"}),
    (("KS", "KH", "4D", "5C"), "none", {}),          # two strongest, the others differ
    (("KS", "KH", "KD", "5C"), "none", {}),          # three strongest
    (("JS", "JH", "JD", "JC")[:3] + ("2C",), "none", {}),
    (("KS", "3H", "3D", "9C"), "single", {0: "3H"}),  # tied weakest: first clockwise after the winner
    (("3S", "3H", "KD", "9C"), "single", {2: "3S"}),  # ...wrapping round the table
    (("9S", "5H", "5D", "5C"), "single", {0: "5H"}),
    # three active players (one sat out after "Peech !")
    (("KS", None, "3D", "7C"), "single", {0: "3D"}),
    (("6S", "6H", None, "6C"), "same", {0: "6S", 1: "6H", 3: "6C"}),
    ((None, "QH", "QD", "2C"), "none", {}),          # two strongest, no pair rule with three
    (("4S", "QH", "4D", None), "single", {1: "4D"}),   # tied weakest: seat 2 comes first after 1
    (("AS", "AH", None, "2C"), "single", {3: "AS"}),
]


@pytest.mark.parametrize("trick, case, taken", RESOLUTION)
def test_resolution_cases(trick: tuple, case: str, taken: dict) -> None:
    p = played(*trick)
    got_case, detail = resolve_case(p)
    assert got_case == case
    assert {w: str(c) for w, c in resolve_trick(p).items()} == taken
    for w, (src, c) in detail.items():
        assert p[src] == c and (case != "same" or src == w)


def test_resolve_trick_does_not_change_its_input_and_empty_is_nobody() -> None:
    p = played("KS", "3H", "7D", "5C")
    before = dict(p)
    resolve_trick(p)
    assert p == before and resolve_trick({}) == {}


SCORES = [
    # start, target, target card, won cards, expected
    (18, 4, "4H", ["7S", "6H", "3D", "8C"], 6),        # reached: 18 - (12 + 0)
    (12, 4, "7H", ["7S", "6H", "3D", "8C"], 0),        # reached beyond the start: 0
    (21, 6, "6H", ["7S", "6H", "3D", "8C"], 11),       # missed: 21 - 12 + 2
    (14, 10, "10S", [], 24),                            # nothing won: 14 + 10
    (12, 9, "9C", ["7S", "7H", "7D"], 6),               # missed, points beyond start: 0 + 6
    (16, 5, "5S", ["AS", "2S", "3S", "4S", "5D"], 10),  # reached: 16 - (5 + 1)
]


@pytest.mark.parametrize("start, target, tcard, won, expected", SCORES)
def test_round_score_table(start: int, target: int, tcard: str, won: list[str], expected: int) -> None:
    assert round_score(start, target, card(tcard), cards(*won)) == expected


# ------------------------------------------------------------- battles in play
def test_simultaneous_choice_is_final_and_revealed_together() -> None:
    st = rig([["KS", "2S"], ["3H", "4H"], ["7D", "8D"], ["5C", "6C"]])
    assert st.to_act() == frozenset({0, 1, 2, 3})
    ev = st.apply(2, Play(card("7D")))
    assert types(ev) == ["chose"] and st.to_act() == frozenset({0, 1, 3})
    assert st.legal_actions(2) == []
    with pytest.raises(IllegalAction):
        st.apply(2, Play(card("8D")))                # no change of mind
    with pytest.raises(IllegalAction):
        st.apply(0, Play(card("7D")))                # not in hand
    ev = battle(st, "KS", "3H", None, "5C")
    assert types(ev) == ["chose", "chose", "chose", "reveal", "take", "discard"]
    reveal = ev[3]
    assert reveal["cards"] == ["KS", "3H", "7D", "5C"] and reveal["case"] == "single"
    assert ev[4] == {"type": "take", "seat": 0, "card": "3H", "from": 1, "won": 1}
    assert ev[5]["cards"] == [[0, "KS"], [2, "7D"], [3, "5C"]]
    assert st.won[0] == cards("3H") and st.discard == cards("KS", "7D", "5C")
    assert st.to_act() == frozenset({0, 1, 2, 3})


def test_ace_rule_replaces_the_last_won_card() -> None:
    st = rig([["KS", "5S"], ["AH", "6H"], ["7D", "8D"], ["5C", "6C"]], won=[["7S", "3S"], [], [], []])
    ev = battle(st, "KS", "AH", "7D", "5C")
    swap = [e for e in ev if e["type"] == "ace_swap"]
    assert swap == [{"type": "ace_swap", "seat": 0, "ace": "AH", "from": 1, "card": "3S", "won": 2}]
    assert st.won[0] == cards("7S", "AH")
    assert card("3S") in st.discard and st.last_trick is not None
    assert st.last_trick["ace_swaps"] == [[0, "AH", "3S"]]


def test_ace_rule_without_an_earlier_won_card_wins_the_ace() -> None:
    st = rig([["KS", "5S"], ["AH", "6H"], ["7D", "8D"], ["5C", "6C"]])
    ev = battle(st, "KS", "AH", "7D", "5C")
    assert "ace_swap" not in types(ev)
    assert st.won[0] == cards("AH")


def test_two_aces_are_not_the_only_ace() -> None:
    st = rig([["KS", "5S"], ["AH", "6H"], ["AD", "8D"], ["5C", "6C"]], won=[["7S"], [], [], []])
    battle(st, "KS", "AH", "AD", "5C")
    assert st.won[0] == cards("7S", "AH")           # the count grows: no swap


def test_one_reaches_says_peech_and_sits_out() -> None:
    st = rig([["KS", "5S"], ["3H", "6H"], ["7D", "8D"], ["5C", "6C"]],
             targets=("4S", "10H", "10D", "10C"), won=[["7S", "3S", "2S"], [], [], []])
    ev = battle(st, "KS", "3H", "7D", "5C")
    pe = [e for e in ev if e["type"] == "peech"]
    assert pe == [{"type": "peech", "seat": 0, "target": 4, "first": True, "discarded": ["5S"]}]
    assert st.active == [False, True, True, True] and st.hands[0] == []
    assert st.to_act() == frozenset({1, 2, 3}) and st.legal_actions(0) == []
    assert st.discard_up[-1] is False                # the hand is laid face down
    v = st.public_view()
    assert v["peech"] == [0] and v["known_targets"] == [4, None, None, None]
    assert v["discard"][-1] is None
    assert not st.is_over and st.round == 1


def test_second_peech_ends_the_round_and_the_first_wins_it() -> None:
    st = rig([[], ["KH", "5H"], ["3D", "8D"], ["5C", "6C"]],
             targets=("4S", "4H", "10D", "10C"),
             won=[["7S", "3S", "2S", "6S"], ["7H", "3H", "2H"], [], []],
             active=[False, True, True, True], peech=[0])
    ev = battle(st, None, "KH", "3D", "5C")
    t = types(ev)
    assert t[t.index("peech"):t.index("peech") + 3] == ["peech", "round_scored", "round_start"]
    scored = next(e for e in ev if e["type"] == "round_scored")
    assert [r["round_win"] for r in scored["seats"]] == [True, False, False, False]
    assert [r["reached"] for r in scored["seats"]] == [True, True, False, False]
    assert st.round == 2 and st.round_wins == [1, 0, 0, 0]
    assert st.history[0]["seats"][1]["won_count"] == 4


def test_two_reaching_together_both_win_the_round() -> None:
    st = rig([["7S", "5S"], ["7H", "6H"], ["7D", "8D"], ["7C", "6C"]],
             targets=("4S", "4H", "10D", "10C"),
             won=[["9S", "3S", "2S"], ["9H", "3H", "2H"], [], []])
    ev = battle(st, "7S", "7H", "7D", "7C")          # all the same rank: each keeps its own
    assert [e["seat"] for e in ev if e["type"] == "peech"] == [0, 1]
    assert all(e["first"] for e in ev if e["type"] == "peech")
    scored = next(e for e in ev if e["type"] == "round_scored")
    assert [r["round_win"] for r in scored["seats"]] == [True, True, False, False]
    s0 = scored["seats"][0]
    assert s0["won_count"] == 4 and s0["score"] == round_score(
        s0["start"], 4, card("4S"), cards("9S", "3S", "2S", "7S"))
    assert st.round == 2 and st.round_wins == [1, 1, 0, 0]


def test_deal_when_hands_are_empty_and_reshuffle_when_the_stock_runs_out() -> None:
    # two cards left in the stock: 2 // 4 = 0, so the discard is shuffled back
    st = rig([["KS"], ["3H"], ["7D"], ["5C"]], stock=["2C", "9C"])
    assert len(st.discard) > 0
    before = len(st.discard)
    ev = battle(st, "KS", "3H", "7D", "5C")
    t = types(ev)
    assert t[-2:] == ["reshuffle", "deal"]
    re, deal = ev[-2], ev[-1]
    assert re["count"] == before + 3 and st.discard == [] and st.discard_up == []
    assert deal["count"] == min(8, re["stock"] // 4)
    assert all(len(h) == deal["count"] for h in st.hands)
    assert st.last_trick is None                    # its cards are back in the stock


def test_deal_sizes_follow_the_stock() -> None:
    st = new_game("peech", seed=3)
    assert isinstance(st, PeechState)
    assert [len(h) for h in st.hands] == [8] * 4 and len(st.stock) == 48 - 32
    st.hands = [[c] for c in (h[0] for h in st.hands)]
    ranks = [c.rank for h in st.hands for c in h]
    ev: list[dict] = []
    for s in range(4):
        ev += st.apply(s, Play(st.hands[s][0]))
    deal = next(e for e in ev if e["type"] == "deal")
    assert deal["count"] == 4 and len(ranks) == 4   # 16 // 4


def test_round_start_points_and_targets() -> None:
    st = new_game("peech", seed=11)
    ev = st.opening_events()
    assert types(ev) == ["round_start", "points_cards", "target_cards", "deal"]
    pts = ev[1]
    assert all(card(c).rank >= 7 for c in pts["cards"])
    assert pts["points"] == [start_points(card(c)) for c in pts["cards"]]
    assert all(4 <= card(c).rank <= 10 for c in ev[2]["cards"])
    hands = ev[3]["hands"]
    dealt = {c for h in hands for c in h}
    assert not dealt & set(ev[2]["cards"])          # target cards are out of play


# -------------------------------------------------------------- views, events
def test_view_hides_targets_hands_and_choices() -> None:
    st = new_game("peech", seed=5)
    assert isinstance(st, PeechState)
    c0 = st.hands[0][0]
    st.apply(0, Play(c0))
    for seat in range(4):
        v = st.view(seat)
        text = json.dumps(v)
        assert v["target_card"] == str(st.targets[seat])
        assert v["hand"] == sorted(v["hand"], key=lambda t: (card(t).rank, card(t).index))
        for other in range(4):
            if other != seat:
                assert str(st.targets[other]) not in v["hand"] + [v["target_card"]]
                for c in st.hands[other]:
                    assert f'"{c}"' not in text.replace(f'"{st.targets[seat]}"', "") or c in (
                        cards(*v["hand"]) + st.points_cards)
        assert v["chosen"] == [True, False, False, False]
        assert v["my_choice"] == (str(c0) if seat == 0 else None)
    pub = st.public_view()
    assert not set(PRIVATE_KEYS) & set(pub)
    assert "target" not in pub and str(c0) not in json.dumps(pub).replace(
        json.dumps(pub["points_cards"]), "")


def test_redacted_events() -> None:
    st = new_game("peech", seed=6)
    ev = st.opening_events()
    targets = ev[2]
    assert st.redact(targets, 1)["cards"] == [None, targets["cards"][1], None, None]
    assert st.redact(targets, None)["cards"] == [None] * 4
    deal = ev[3]
    seen = st.redact(deal, 2)["hands"]
    assert seen[2] == deal["hands"][2] and seen[0] == [None] * 8
    chose = st.apply(3, Play(st.hands[3][0]))[0]
    assert st.redact(chose, 3) == chose and st.redact(chose, 0)["card"] is None
    assert st.redact(chose, None)["card"] is None
    pe = {"type": "peech", "seat": 1, "target": 4, "first": True, "discarded": ["2C", "3C"]}
    assert st.redact(pe, 0)["discarded"] == [None, None] and st.redact(pe, 1) == pe


# ------------------------------------------------------------ whole games
def random_game(seed: int, rounds: int = 3) -> PeechState:
    st = new_game("peech", seed=seed, options={"rounds": rounds})
    assert isinstance(st, PeechState)
    rng = random.Random(seed)
    while not st.is_over:
        seat = rng.choice(sorted(st.to_act()))
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    return st


def test_a_whole_game_totals_and_winners() -> None:
    st = random_game(2, rounds=5)
    assert len(st.history) == 5 and st.is_over
    sums = [sum(r["seats"][s]["score"] for r in st.history) for s in range(4)]
    wins = [sum(r["seats"][s]["round_win"] for r in st.history) for s in range(4)]
    assert st.totals == [a - b for a, b in zip(sums, wins, strict=True)]
    assert st.winners == [s for s in range(4) if st.totals[s] == min(st.totals)]
    assert st.to_act() == frozenset() and st.public_view()["winners"] == st.winners


def test_rounds_option() -> None:
    for n in (3, 5, 7):
        assert new_game("peech", options={"rounds": n}).options["rounds"] == n
    with pytest.raises(ValueError):
        new_game("peech", options={"rounds": 4})
    with pytest.raises(ValueError):
        new_game("peech", players=3)


def test_json_round_trip_at_every_step() -> None:
    st = new_game("peech", seed=8)
    rng = random.Random(8)
    for _ in range(120):
        text = st.to_json()
        again = load_game(text)
        assert again.to_json() == text and again.view(1) == st.view(1)
        seat = rng.choice(sorted(st.to_act()))
        action = rng.choice(st.legal_actions(seat))
        assert again.apply(seat, action) == st.apply(seat, action)
    done = random_game(4)
    assert load_game(done.to_json()).to_json() == done.to_json()


def _mutate(text: str, fn) -> str:
    data = json.loads(text)
    fn(data["state"])
    return json.dumps(data)


BAD = {
    "duplicate card": lambda s: s["hands"][0].__setitem__(0, s["hands"][1][0]),
    "missing card": lambda s: s["stock"].pop(),
    "bad card": lambda s: s["hands"][0].__setitem__(0, "1Z"),
    "bad phase": lambda s: s.__setitem__("phase", "dancing"),
    "bad round": lambda s: s.__setitem__("round", 9),
    "round scores": lambda s: s.__setitem__("round_scores", [1, 0, 0, 0]),
    "round wins": lambda s: s.__setitem__("round_wins", [0, 0, 0, 1]),
    "winners while playing": lambda s: s.__setitem__("winners", [0]),
    "points card too low": lambda s: s["points_cards"].__setitem__(0, "2S"),
    "target out of range": lambda s: s["targets"].__setitem__(0, "KS"),
    "uneven hands": lambda s: s["hands"][0].append(s["stock"].pop()),
    "peech without target": lambda s: s.__setitem__("peech", [0]),
    "discard faces": lambda s: s["discard_up"].append(True),
    "bool as number": lambda s: s.__setitem__("trick_no", True),
    "not a list": lambda s: s.__setitem__("won", "nothing"),
    "missing key": lambda s: s.pop("stock"),
    "inactive with cards": lambda s: s.__setitem__("active", [False, True, True, True]),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_strict_loading_refuses_inconsistent_saves(name: str) -> None:
    st = new_game("peech", seed=9)
    rng = random.Random(9)
    for _ in range(9):
        seat = rng.choice(sorted(st.to_act()))
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    text = _mutate(st.to_json(), BAD[name])
    with pytest.raises(SaveError):
        load_game(text)


def test_strict_loading_of_a_finished_game() -> None:
    st = random_game(5)
    text = st.to_json()
    for fn in (lambda s: s.__setitem__("winners", [(s["winners"][0] + 1) % 4]),
               lambda s: s.__setitem__("round", 2),
               lambda s: s["history"].pop()):
        with pytest.raises(SaveError):
            load_game(_mutate(text, fn))
    for junk in ("", "{}", "[1]", "not json", '{"format": "cardtable-state", "version": 1, "game": "peech"}'):
        with pytest.raises(SaveError):
            load_game(junk)

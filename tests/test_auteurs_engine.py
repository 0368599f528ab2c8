"""Les Auteurs engine: the kernel, the deal and the dealer's draw, legal and illegal asks,
hits and misses, skipped empty hands, automatic poissons and tokens, the end of a deal
and of a match, views and redaction, JSON round trip and strict loading
(docs/rules.md, Les Auteurs)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cardtable.engine import DECK, BadOption, IllegalAction, SaveError, card, load_game, new_game
from cardtable.engine.auteurs import PRIVATE_KEYS, Ask, AuteursState, can_ask, draw_value

CARD_STRINGS = {str(c) for c in DECK}


def cards(*texts: str) -> list:
    return [card(t) for t in texts]


def rig(hands: list[list[str]], poissons: list[list[int]] | None = None, turn: int = 0,
        options: dict[str, Any] | None = None, seed: int = 0) -> AuteursState:
    """A state in its first deal with the given hands and laid poissons (every rank
    not in a hand must be laid); tokens follow from the poissons."""
    n = len(hands)
    st = AuteursState(seed=seed, players=n, options=options)
    st.hands = [cards(*h) for h in hands]
    st.poissons = [list(p) for p in (poissons or [[] for _ in range(n)])]
    st.laid = [[s, r, 0] for s in range(n) for r in st.poissons[s]]
    st.history = []
    laid = len(st.laid)
    st.tokens = [st.deal_tokens[s] + n * len(st.poissons[s]) - laid for s in range(n)]
    st.turn = turn
    st._check_consistency()
    return st


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


# J, Q, K in hand; ranks 1..10 laid (seat s laid the ranks in SMALL_LAID[s])
SMALL_LAID = [[1, 2, 3], [4, 5, 6], [7, 8], [9, 10]]
SMALL = [["JS", "JH", "QS"], ["JD", "QH", "KS"], ["JC", "QD", "KH"], ["QC", "KD", "KC"]]


def small(turn: int = 0, **kw: Any) -> AuteursState:
    return rig([list(h) for h in SMALL], SMALL_LAID, turn=turn, **kw)


# ------------------------------------------------------------------ kernels
def test_can_ask_needs_the_rank_and_not_the_card() -> None:
    hand = cards("7H", "7C", "QS")
    assert can_ask(hand, card("7S")) and can_ask(hand, card("QD"))
    assert not can_ask(hand, card("7H"))          # already held
    assert not can_ask(hand, card("KD"))          # rank not held
    assert not can_ask([], card("KD"))


def test_draw_value_is_ace_high() -> None:
    assert [draw_value(card(t)) for t in ("AS", "KH", "10D", "2C")] == [14, 13, 10, 2]


# ------------------------------------------------------------- the deal
@pytest.mark.parametrize("players, sizes", [(4, [13, 13, 13, 13]), (5, [11, 11, 10, 10, 10])])
def test_all_cards_dealt_one_at_a_time_from_the_dealers_left(players: int, sizes: list[int]) -> None:
    st = new_game("auteurs", seed=4, players=players)
    assert isinstance(st, AuteursState)
    first = (st.dealer + 1) % players
    # sizes counted from the aîné (the dealer's left)
    assert [len(st.hands[(first + k) % players]) for k in range(players)] == sizes
    opening = st.opening_events()
    deal = next(e for e in opening if e["type"] == "deal")
    # the shuffled deck dealt round-robin: card i to seat first + i
    assert sorted(c for h in deal["hands"] for c in h) == sorted(CARD_STRINGS)
    assert deal["first"] == first and deal["dealer"] == st.dealer
    assert st.to_act() == frozenset({first}) and opening[-1] == {"type": "turn", "seat": first, "skipped": []}


def test_dealer_drawn_by_highest_card_and_ties_draw_again() -> None:
    st = new_game("auteurs", seed=0)          # seed 0: two 9s tie, they draw again
    draw = st.opening_events()[0]
    assert draw["type"] == "dealer_draw" and len(draw["draws"]) == 2
    first_round = [draw_value(card(t)) for t in draw["draws"][0]]
    tied = [s for s, v in enumerate(first_round) if v == max(first_round)]
    assert len(tied) == 2
    second = draw["draws"][1]
    assert [s for s, t in enumerate(second) if t is not None] == tied
    best = max(tied, key=lambda s: draw_value(card(second[s])))
    assert draw["dealer"] == best == st.dealer
    for seed in range(1, 6):
        d = new_game("auteurs", seed=seed).opening_events()[0]
        values = [draw_value(card(t)) for t in d["draws"][-1] if t is not None]
        assert values.count(max(values)) == 1


@pytest.mark.parametrize("players, seed", [(4, 3), (5, 14)])
def test_a_poisson_dealt_is_laid_at_once_and_paid(players: int, seed: int) -> None:
    st = new_game("auteurs", seed=seed, players=players)
    opening = st.opening_events()
    assert types(opening) == ["dealer_draw", "deal", "poisson", "tokens", "turn"]
    p = opening[2]
    assert len(p["cards"]) == 4 and {card(t).rank for t in p["cards"]} == {p["rank"]}
    assert opening[3]["amount"] == players - 1
    tokens = [25 - 1] * players
    tokens[p["seat"]] = 25 + players - 1
    assert st.tokens == tokens == opening[3]["tokens"]
    assert st.view(0)["laid"] == [[p["seat"], p["rank"], 0]]


def test_options_and_player_counts() -> None:
    st = new_game("auteurs", seed=1, players=5, options={"deals": 3, "tokens": 10})
    assert st.totals == [10] * 5 and st.view(0)["deals"] == 3
    for bad in ({"deals": 0}, {"deals": 11}, {"tokens": 2}, {"rounds": 3}, {"deals": True}):
        with pytest.raises(BadOption):
            new_game("auteurs", seed=1, options=bad)
    for n in (3, 6):
        with pytest.raises(BadOption):
            new_game("auteurs", players=n)


# ---------------------------------------------------------------- asking
def test_legal_asks_are_other_cards_of_held_ranks_from_players_holding_cards() -> None:
    st = small(turn=0)
    legal = st.legal_actions(0)
    assert len(set(legal)) == len(legal)
    wanted = {"JD", "JC", "QH", "QD", "QC"}
    assert {(a.target, str(a.card)) for a in legal} == {(t, c) for t in (1, 2, 3) for c in wanted}
    assert st.legal_actions(1) == []
    st.hands[2] = []
    st.hands[1] += cards("JC", "QD", "KH")
    assert {a.target for a in st.legal_actions(0)} == {1, 3}


def test_illegal_asks_are_refused_with_a_reason_and_change_nothing() -> None:
    st = small(turn=0)
    st.hands[2], st.hands[1] = [], st.hands[1] + st.hands[2]
    before = st.to_json()
    cases = [
        (1, Ask(0, card("JS")), "It is not your turn."),
        (0, "give me a jack", "You must ask another player for a card."),
        (0, Ask(0, card("JD")), "You cannot ask yourself for a card."),
        (0, Ask(7, card("JD")), "There is no such player at the table."),
        (0, Ask(2, card("JD")), "That player has no cards left."),
        (0, Ask(1, card("JH")), "You already hold that card."),
        (0, Ask(1, card("KS")), "You must hold a card of that rank."),
        (0, Ask(1, "JD"), "You must name one exact card."),
    ]
    for seat, action, reason in cases:
        with pytest.raises(IllegalAction) as exc:
            st.apply(seat, action)
        assert str(exc.value) == reason
        assert st.explain_illegal(seat, action) == reason or reason == "It is not your turn."
        assert st.to_json() == before


def test_a_hit_moves_the_card_and_the_asker_asks_again() -> None:
    st = small(turn=0)
    events = st.apply(0, Ask(1, card("JD")))
    assert types(events) == ["ask", "answer", "card_moved"]
    assert events[1]["hit"] is True
    assert events[2] == {"type": "card_moved", "card": "JD", "from": 1, "to": 0, "counts": [4, 2, 3, 3]}
    assert card("JD") in st.hands[0] and card("JD") not in st.hands[1]
    assert st.to_act() == frozenset({0})
    assert st.view(2)["history"] == [{"seat": 0, "target": 1, "card": "JD", "hit": True}]


def test_a_miss_passes_the_turn_left() -> None:
    st = small(turn=0)
    events = st.apply(0, Ask(1, card("JC")))
    assert types(events) == ["ask", "answer", "turn"]
    assert events[1]["hit"] is False and events[2] == {"type": "turn", "seat": 1, "skipped": []}
    assert st.to_act() == frozenset({1}) and st.hands[0] == cards("JS", "JH", "QS")


def test_players_without_cards_are_skipped() -> None:
    # seat 1 holds nothing: it cannot be asked, and a miss passes over it
    st = rig([["JS", "JH", "QS"], [], ["JD", "QH", "KS", "KH"], ["JC", "QD", "QC", "KD", "KC"]], SMALL_LAID)
    assert {a.target for a in st.legal_actions(0)} == {2, 3}
    events = st.apply(0, Ask(3, card("JD")))
    assert types(events) == ["ask", "answer", "turn"]
    assert events[-1] == {"type": "turn", "seat": 2, "skipped": [1]}
    events = st.apply(2, Ask(3, card("JS")))
    assert events[-1] == {"type": "turn", "seat": 3, "skipped": []}
    st.apply(3, Ask(2, card("JS")))
    assert st.to_act() == frozenset({0})


def test_the_fourth_card_lays_a_poisson_and_each_other_player_pays_a_token() -> None:
    st = rig([["JS", "JH", "JD", "QS"], ["JC", "QH", "KS"], ["QD", "KH"], ["QC", "KD", "KC"]],
             [[1, 2, 3], [4, 5, 6], [7, 8], [9, 10]])
    before = list(st.tokens)
    events = st.apply(0, Ask(1, card("JC")))
    assert types(events) == ["ask", "answer", "card_moved", "poisson", "tokens"]
    assert events[3] == {"type": "poisson", "seat": 0, "rank": 11, "cards": ["JS", "JH", "JD", "JC"],
                         "poissons": 4, "laid": 11}
    assert events[4]["from"] == [1, 2, 3] and events[4]["amount"] == 3
    assert st.tokens == [before[0] + 3, before[1] - 1, before[2] - 1, before[3] - 1] == events[4]["tokens"]
    assert st.hands[0] == cards("QS") and st.to_act() == frozenset({0})
    assert st.view(1)["poissons"][0] == [1, 2, 3, 11]


def test_five_players_a_poisson_is_worth_four_tokens() -> None:
    st = rig([["JS", "JH", "JD", "QS"], ["JC", "QH"], ["KS", "QD"], ["KH", "QC"], ["KD", "KC"]],
             [[1, 2, 3], [4, 5], [6, 7], [8, 9], [10]])
    before = list(st.tokens)
    st.apply(0, Ask(1, card("JC")))
    assert st.tokens == [before[0] + 4] + [t - 1 for t in before[1:]]


def test_a_poisson_with_the_last_cards_passes_the_turn() -> None:
    st = rig([["JS", "JH", "JD"], ["JC", "QH", "KS", "QS"], ["QD", "KH"], ["QC", "KD", "KC"]],
             [[1, 2, 3], [4, 5, 6], [7, 8], [9, 10]])
    events = st.apply(0, Ask(1, card("JC")))
    assert types(events) == ["ask", "answer", "card_moved", "poisson", "tokens", "turn"]
    assert events[-1] == {"type": "turn", "seat": 1, "skipped": []} and st.hands[0] == []
    assert all(a.target != 0 for a in st.legal_actions(1))


# ------------------------------------------------------------ deal and match
def last_rank_state(**kw: Any) -> AuteursState:
    """Twelve poissons down; seat 0 holds three kings, seat 2 the king of clubs."""
    laid = [[1, 2, 3], [4, 5, 6, 7], [8, 9, 10], [11, 12]]
    return rig([["KS", "KH", "KD"], [], ["KC"], []], laid, **kw)


def test_the_thirteenth_poisson_ends_the_deal_and_the_match() -> None:
    st = last_rank_state()
    events = st.apply(0, Ask(2, card("KC")))
    assert types(events) == ["ask", "answer", "card_moved", "poisson", "tokens", "deal_end", "game_over"]
    end = events[5]
    assert end["poissons"] == [4, 4, 3, 2] and end["delta"] == [3, 3, -1, -5]
    assert end["ranks"][0] == [1, 2, 3, 13]
    assert st.is_over and st.to_act() == frozenset() and st.totals == [28, 28, 24, 20]
    assert events[6] == {"type": "game_over", "totals": [28, 28, 24, 20], "winners": [0, 1]}   # a tie: both win
    assert all(st.legal_actions(s) == [] for s in range(4))
    with pytest.raises(IllegalAction):
        st.apply(0, Ask(2, card("KC")))
    v = st.view(3)
    assert v["winners"] == [0, 1] and v["results"] == [{"deal": 1, "dealer": st.dealer,
                                                         "poissons": [4, 4, 3, 2], "delta": [3, 3, -1, -5]}]


def test_a_match_of_several_deals_carries_the_tokens_and_rotates_the_dealer() -> None:
    st = last_rank_state(options={"deals": 2})
    dealer = st.dealer
    events = st.apply(0, Ask(2, card("KC")))
    i = types(events).index("deal_end")
    assert "game_over" not in types(events)
    nxt = events[i + 1]
    assert nxt["type"] == "deal" and nxt["deal"] == 2 and nxt["dealer"] == (dealer + 1) % 4
    assert st.dealer == (dealer + 1) % 4 and st.to_act() == frozenset({(dealer + 2) % 4})
    assert st.opening_events() == events[i + 1:]
    v = st.view(0)
    assert v["deal"] == 2 and v["history"] == [] and len(v["results"]) == 1
    assert sum(v["counts"]) + 4 * len(v["laid"]) == 52
    assert st.deal_tokens == [28, 28, 24, 20]
    # the second deal plays to the end and the totals add the two deals
    rng = random.Random(3)
    while not st.is_over:
        seat = min(st.to_act())
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    r1, r2 = st.results
    assert st.totals == [25 + r1["delta"][s] + r2["delta"][s] for s in range(4)]
    assert st.winners == [s for s in range(4) if st.totals[s] == max(st.totals)]
    assert sum(st.totals) == 100


# ------------------------------------------------------------------ views
def test_views_show_own_hand_counts_poissons_tokens_history_and_never_another_hand() -> None:
    st = new_game("auteurs", seed=8, players=5)
    rng = random.Random(2)
    for _ in range(60):
        seat = min(st.to_act())
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    pub = st.public_view()
    said = {a["card"] for a in pub["history"]}
    said |= {c for row in pub["draws"] for c in row if c is not None}     # the draw for the dealer, face up
    for s in range(5):
        v = st.view(s)
        assert set(v) - set(pub) == set(PRIVATE_KEYS)
        assert v["hand"] == [str(c) for c in sorted(st.hands[s], key=lambda c: (c.rank, c.index))]
        assert v["counts"] == [len(h) for h in st.hands]
        text = json.dumps(v)
        shown = {c for c in CARD_STRINGS if f'"{c}"' in text}
        assert shown <= set(v["hand"]) | said
        others = {str(c) for t in range(5) if t != s for c in st.hands[t]} - said
        assert not shown & others
    assert pub["tokens"] == st.totals and len(pub["poissons"]) == 5


def test_only_the_deal_is_redacted() -> None:
    st = new_game("auteurs", seed=5)
    deal = next(e for e in st.opening_events() if e["type"] == "deal")
    raw = json.dumps(deal)
    for seat in range(4):
        seen = st.redact(deal, seat)
        assert seen is not None
        assert seen["hands"][seat] == deal["hands"][seat]
        assert all(h == [None] * len(deal["hands"][t]) for t, h in enumerate(seen["hands"]) if t != seat)
    onlooker = st.redact(deal, None)
    assert onlooker is not None and all(all(c is None for c in h) for h in onlooker["hands"])
    assert json.dumps(deal) == raw
    ask = {"type": "ask", "seat": 0, "target": 1, "card": "QH"}
    assert st.redact(ask, 3) == ask


# ---------------------------------------------------------- serialisation
def test_json_round_trip_at_every_step_and_the_copy_plays_alike() -> None:
    st = new_game("auteurs", seed=11, players=4, options={"deals": 2})
    rng = random.Random(0)
    steps = 0
    while not st.is_over:
        if steps % 9 == 0:
            text = st.to_json()
            again = load_game(text)
            assert again.to_json() == text
            seat = min(st.to_act())
            action = rng.choice(st.legal_actions(seat))
            assert again.apply(seat, action) == st.apply(seat, action)
        else:
            seat = min(st.to_act())
            st.apply(seat, rng.choice(st.legal_actions(seat)))
        steps += 1
    assert load_game(st.to_json()).to_json() == st.to_json()


def tamper(st: AuteursState, **changes: Any) -> str:
    data = json.loads(st.to_json())
    data["state"].update(changes)
    return json.dumps(data)


def test_bad_saves_are_refused() -> None:
    st = small(turn=0)
    st.apply(0, Ask(1, card("JD")))
    good = json.loads(st.to_json())["state"]
    hands = good["hands"]
    bad = [
        {"phase": "bidding"},
        {"tokens": [t + 1 for t in good["tokens"]]},
        {"tokens": [True] * 4},
        {"hands": [hands[0] + ["JC"], hands[1], hands[2], hands[3]]},               # a card twice
        {"hands": [hands[0], hands[1], hands[2], hands[3][:-1]]},                   # a card missing
        {"hands": [hands[0] + ["JC"], hands[1], [c for c in hands[2] if c != "JC"], hands[3]]},  # four jacks
        {"hands": [["JS", "XX"], hands[1], hands[2], hands[3]]},
        {"turn": 9},
        {"winners": [0]},
        {"history": [{"seat": 0, "target": 0, "card": "JD", "hit": True}]},
        {"history": [{"seat": 0, "target": 1, "card": "JD"}]},
        {"poissons": [[1, 2, 3, 4], [4, 5, 6], [7, 8], [9, 10]]},
        {"laid": []},
        {"deal": 2},
        {"dealt": [13, 13, 13, 12]},
        {"results": [{"deal": 1, "dealer": 0, "poissons": [13, 0, 0, 0], "delta": [39, -13, -13, -13]}]},
        {"opening": [1, 2]},
    ]
    for change in bad:
        with pytest.raises(SaveError):
            load_game(tamper(st, **change))
    empty = json.loads(st.to_json())
    empty["state"]["hands"] = [hands[0] + hands[2] + hands[3], hands[1], [], []]
    empty["state"]["turn"] = 3
    with pytest.raises(SaveError):
        load_game(json.dumps(empty))
    data = json.loads(st.to_json())
    data["state"] = [1, 2]
    with pytest.raises(SaveError):
        load_game(json.dumps(data))
    for key in ("hands", "history", "tokens"):
        data = json.loads(st.to_json())
        del data["state"][key]
        with pytest.raises(SaveError):
            load_game(json.dumps(data))

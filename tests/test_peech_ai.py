"""Peech computer players: legal, non-mutating, deterministic, and the rules of thumb
each level follows (cardtable/ai/peech.py)."""

from __future__ import annotations

import copy
import random

import pytest

from cardtable.ai import LEVELS, make_player
from cardtable.ai.peech import heuristic_pick, resolve, unseen_ranks, win_chance
from cardtable.engine import Play, card, new_game
from cardtable.engine.peech import PeechState, resolve_trick


def rigged(hand0: list[str]) -> PeechState:
    st = new_game("peech", seed=1)
    assert isinstance(st, PeechState)
    spare = [c for c in st.stock.cards]
    h0 = [card(t) for t in hand0]
    everyone = [c for h in st.hands for c in h] + spare
    rest = [c for c in everyone if c not in h0]
    st.hands[0] = h0
    for s in (1, 2, 3):
        st.hands[s] = rest[:len(h0)]
        del rest[:len(h0)]
    st.stock.cards = rest
    return st


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_games_legally_without_mutating(level: str) -> None:
    st = new_game("peech", seed=21, options={"rounds": 3})
    players = [make_player("peech", level, seed=s) for s in range(4)]
    rng = random.Random(0)
    steps = 0
    while not st.is_over and steps < 160:
        seat = rng.choice(sorted(st.to_act()))
        view, legal = st.view(seat), st.legal_actions(seat)
        v0, l0 = copy.deepcopy(view), list(legal)
        action = players[seat].choose(view, legal)
        assert action in l0 and view == v0 and legal == l0
        st.apply(seat, action)
        steps += 1
    assert steps > 20


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_view_same_choice(level: str) -> None:
    st = new_game("peech", seed=4)
    view, legal = st.view(2), st.legal_actions(2)
    a = make_player("peech", level, seed=7).choose(view, legal)
    b = make_player("peech", level, seed=7).choose(view, legal)
    assert a == b


def test_unseen_ranks_counts_what_the_seat_has_seen() -> None:
    st = new_game("peech", seed=2)
    v = st.view(0)
    un = unseen_ranks(v)
    assert sum(un) == 52 - 8 - 1
    for t in v["hand"] + [v["target_card"]]:
        assert un[card(t).rank] < 4


def test_ranks_resolution_matches_the_engine() -> None:
    rng = random.Random(3)
    for _ in range(300):
        k = rng.choice((3, 4))
        seats = sorted(rng.sample(range(4), k))
        ranks = [rng.randint(1, 13) for _ in seats]
        suits = "SHDC"
        p = {s: card(f"{'A23456789TJQK'[r - 1]}{suits[i]}") for i, (s, r) in enumerate(zip(seats, ranks, strict=True))}
        eng = {w: c.rank for w, c in resolve_trick(p).items()}
        mine = {w: r for w, r, _ in resolve(list(zip(seats, ranks, strict=True)))}
        assert eng == mine


def test_intermediaire_rules_of_thumb() -> None:
    full = [0] + [4] * 13
    # needs cards, a king: plays it
    assert heuristic_pick([3, 5, 13], need=4, unseen=full, opponents=3) == 13
    # hopeless top card: an ace to deny the winner, else a mine
    low = [0, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 4]
    assert win_chance(6, low, 3) < 0.1
    assert heuristic_pick([1, 4, 6], need=4, unseen=low, opponents=3) == 1
    assert heuristic_pick([1, 4, 6], need=4, unseen=low, opponents=3, others_have_won=False) == 4
    assert heuristic_pick([2, 5, 6], need=4, unseen=low, opponents=3) == 6


def test_strong_cards_when_they_need_cards() -> None:
    st = rigged(["3S", "5S", "KS", "8S", "2H", "6H", "9H", "10H"])
    view, legal = st.view(0), st.legal_actions(0)
    assert make_player("peech", "intermediaire", seed=1).choose(view, legal) == Play(card("KS"))
    # Difficile weighs its two strongest cards (and its mines) by playing the round out
    assert make_player("peech", "difficile", seed=1).choose(view, legal).card.rank >= 10



def test_difficile_reads_each_opponents_habits_from_the_battles() -> None:
    from cardtable.ai.peech import DifficilePlayer
    p = DifficilePlayer(seed=1)
    base = {"seat": 0, "round": 1, "last_trick": None, "hand": ["2S"] * 8}
    assert p.noise_of(1) == p.random_share            # nothing seen yet
    p.observe(base)
    for t in range(1, 5):                              # four early battles
        cards = [None, "KS", "4H", "QD" if t % 2 else "5D"]
        p.observe({**base, "hand": ["2S"] * (8 - t), "last_trick": {"trick": t, "cards": cards}})
    assert p.noise_of(1) == p.careful_share            # always a king: plays strong cards first
    assert p.noise_of(2) == p.loose_share              # never a strong card early: at random
    assert p.noise_of(3) == p.random_share             # half and half: no opinion
    # the same battle shown twice is counted once; late plays in the deal are not counted
    p.observe({**base, "hand": ["2S"] * 4, "last_trick": {"trick": 4, "cards": [None, "2S", "2H", "2D"]}})
    p.observe({**base, "hand": ["2S"] * 3, "last_trick": {"trick": 5, "cards": [None, "2S", "2H", "2D"]}})
    assert p.noise_of(1) == p.careful_share


def test_difficile_plays_its_top_card_against_random_players_and_searches_against_the_others() -> None:
    from cardtable.ai.peech import DifficilePlayer, rule_pick
    st = rigged(["3S", "5S", "KS", "8S", "2H", "6H", "9H", "10H"])
    view = st.view(0)
    assert rule_pick(view, [2, 3, 5, 6, 8, 9, 10, 13]) == ("top", 13)
    # seen to play at random: the rule; seen to play strong cards first: the search
    p = DifficilePlayer(seed=1)
    assert p.searches(view)                                 # nothing seen yet
    p._early = [[0, 0], [4, 1], [4, 2], [4, 0]]
    assert not p.searches(view)
    p._early[2] = [4, 4]
    assert p.searches(view)


def searched(player, view, legal):
    """``player.choose(view, legal)``, watched: the action, its reason
    (:func:`cardtable.ai.explain`), how many searches were made for both, and
    the search's figures recounted from its rollouts: per candidate rank, the
    average of what the round added to the seat's total, of what it added to
    each other seat's (averaged over the three), and of the search's measure."""
    from cardtable.ai import explain
    rolled: list[tuple[int, float, float]] = []
    searches = []
    rollout, search = player._rollout, player.search

    def watched_rollout(me, first, *args):
        own, rest = rollout(me, first, *args)
        rolled.append((first, own, rest))
        return own, rest

    def watched_search(view, ranks):
        searches.append(ranks)
        return search(view, ranks)
    player._rollout, player.search = watched_rollout, watched_search
    try:
        action = player.choose(view, legal)
        reason = explain(player, view, action)
    finally:
        del player._rollout, player.search
    figures: dict[int, dict[str, float]] = {}
    for first in {f for f, _, _ in rolled}:
        mine = [own for f, own, _ in rolled if f == first]
        rest = [r for f, _, r in rolled if f == first]
        figures[first] = {"deals": len(mine), "mine": sum(mine) / len(mine), "others": sum(rest) / (3 * len(rest)),
                          "value": sum(o - player.others_weight * r / 3.0 for o, r in zip(mine, rest, strict=True))
                          / len(mine)}
    return action, reason, len(searches), figures


def test_difficile_says_why() -> None:
    from cardtable.ai import Reason, explain
    from cardtable.ai.peech import REASON_TEXTS, DifficilePlayer
    st = rigged(["3S", "5S", "KS", "8S", "2H", "6H", "9H", "10H"])
    view, legal = st.view(0), st.legal_actions(0)
    p = DifficilePlayer(seed=1)
    p._early = [[0, 0], [4, 1], [4, 1], [4, 0]]             # three random players
    action = p.choose(view, legal)
    assert action.card.rank == 13
    # its strongest card, and how many cards it still needs for its target
    need = view["target"] - view["won_counts"][0]
    assert explain(p, view, action) == Reason("Peech", REASON_TEXTS["top"], {}, need)
    assert explain(p, view, Play(card("3S"))) is None       # a card it would not play
    fresh = DifficilePlayer(seed=1)                         # nothing seen: the search says why
    act = fresh.choose(view, legal)
    reason = explain(fresh, view, act)
    assert reason is not None and reason.text in (REASON_TEXTS["search"], REASON_TEXTS["search_others"],
                                                  REASON_TEXTS["search_top"], REASON_TEXTS["search_tie"])
    assert {"mine", "other", "card"} <= set(reason.params)


@pytest.mark.parametrize(("hand", "seed", "careful"), [
    (["5S", "QC", "6D", "QS", "KD", "JH", "9H", "AH"], 0, False),
    (["AS", "4H", "KH"], 0, True),
    (["3D", "QD", "AC", "2H", "10D"], 5, False),
    (["3S", "3C", "JD", "5D", "7D", "4H", "7C", "6D"], 6, True),
    (["3S", "5S", "KS", "8S", "2H", "6H", "9H", "10H"], 1, False),
])
def test_the_hints_figures_are_those_of_the_search_that_chose_the_card(hand, seed, careful) -> None:
    """The reason names the next best card by the search's own measure and
    gives, for it and for the card played, what the round added on average to
    the seat's total (and to each other seat's) over the deals the search
    played out: the rollouts of the one search that chose the card (the
    explanation searches nothing more)."""
    from cardtable.ai.peech import DifficilePlayer
    st = rigged(hand)
    view, legal = st.view(0), st.legal_actions(0)
    p = DifficilePlayer(seed=seed)
    if careful:
        p._early = [[0, 0], [4, 4], [4, 4], [4, 4]]          # three seen to play their strong cards first
    action, reason, searches, figures = searched(p, view, legal)
    assert searches == 1 and reason is not None
    best = action.card.rank
    # the measure that decided: the top card unless another is better by more than the margin
    top = max(card(t).rank for t in hand)
    better = [r for r in sorted(figures) if figures[r]["value"] < figures[top]["value"] - p.margin - 1e-9]
    assert best == (min(better, key=lambda r: figures[r]["value"]) if better else top)
    runner_up = min((r for r in figures if r != best), key=lambda r: (figures[r]["value"], r))
    places = reason.params["places"]
    assert card(reason.params["card"]).rank == runner_up and reason.params["card"] in hand
    assert reason.n == figures[best]["deals"] == figures[runner_up]["deals"]
    assert reason.params["mine"] == round(figures[best]["mine"], places)
    assert reason.params["other"] == round(figures[runner_up]["mine"], places)
    if "others" in reason.params:
        assert reason.params["others"] == round(figures[best]["others"], places)
        assert reason.params["other_others"] == round(figures[runner_up]["others"], places)

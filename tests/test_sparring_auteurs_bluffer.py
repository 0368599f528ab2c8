"""The Les Auteurs sparring partner ``sparring:bluffer`` (``benchmarks/sparring/auteurs_bluffer.py``):
it asks only what its view allows, the same way from the same seed, hides its
ranks (a bluff in a rank held once rather than a hidden three), takes sure
cards in its own order, and what it deduces is always true of the real hands."""

from __future__ import annotations

import copy

import pytest

from cardtable import arena
from cardtable.engine.auteurs import Ask, AuteursState, can_ask
from cardtable.engine.cards import Card

BLUFFER = arena.sparring_module("auteurs", "bluffer")


def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def _view(hand: str, counts: list[int], history: list[dict] | None = None, seat: int = 0,
          poissons: list[list[int]] | None = None) -> dict:
    """A seat's view as the engine gives it (only the keys a player reads, plus the public ones)."""
    n = len(counts)
    return {"game": "auteurs", "players": n, "phase": "asking", "seat": seat, "turn": seat,
            "hand": [str(c) for c in sorted(_cards(hand), key=lambda c: (c.rank, c.index))],
            "counts": counts, "poissons": poissons or [[] for _ in range(n)], "history": history or [],
            "laid": [], "dealt": counts, "tokens": [25] * n, "deal": 1, "deals": 1}


def _legal(view: dict) -> list[Ask]:
    hand = _cards(" ".join(view["hand"]))
    from cardtable.engine.cards import DECK
    return [Ask(t, c) for t in range(view["players"]) if t != view["seat"] and view["counts"][t] > 0
            for c in DECK if can_ask(hand, c)]


def _play(seed: int, seats: list[str], options: dict | None = None, check=None) -> AuteursState:
    """A whole game; ``check(state, seat, view, action)`` after each decision."""
    state = AuteursState(seed=seed, players=len(seats), options=options)
    players = [arena.seat_player("auteurs", lvl, seed * 10 + i) for i, lvl in enumerate(seats)]
    for _ in range(20_000):
        if state.is_over:
            break
        seat = min(state.to_act())
        view = state.view(seat)
        legal = state.legal_actions(seat)
        action = players[seat].choose(view, legal)
        if check is not None:
            check(state, seat, view, action, legal)
        state.apply(seat, action)
    assert state.is_over
    return state


def test_the_arena_finds_the_bluffer_and_it_is_no_level_of_the_game():
    assert arena.resolve_seat("auteurs", "sparring:bluffer") == "sparring:bluffer"
    assert BLUFFER.LEVELS == ("bluffer",)
    with pytest.raises(ValueError):
        BLUFFER.make_player("bluff", 1)
    from cardtable.ai import make_player
    with pytest.raises(ValueError):
        make_player("auteurs", "bluffer")


@pytest.mark.parametrize("players", [4, 5])
def test_it_asks_only_legal_cards_from_its_view_and_its_deductions_are_true(players):
    seats = ["sparring:bluffer", "sparring", "facile", "sparring:bluffer", "intermediaire"][:players]
    seen = {"asks": 0, "sure": 0, "placed": 0}

    def check(state, seat, view, action, legal):
        if seats[seat] != "sparring:bluffer":
            return
        assert action in legal
        know = BLUFFER.deduce(view)
        for c, mask in know.places.items():
            (holder,) = [s for s in range(players) if c in state.hands[s]]
            assert holder != seat
            assert mask >> holder & 1, f"{c} is in seat {holder}'s hand, deduced only in {know.holders(c)}"
            if know.sure(c) is not None:
                seen["placed"] += 1
        for s in range(players):
            for r in range(1, 14):
                assert sum(1 for c in state.hands[s] if c.rank == r) >= know.proved[s][r] or \
                    any(r in p for p in state.poissons)
        hand = set(state.hands[seat])
        assert not set(know.places) & hand
        seen["asks"] += 1
        if know.sure(action.card) == action.target:
            seen["sure"] += 1
            assert action.card in state.hands[action.target]

    for seed in range(6):
        _play(seed, seats[seed % players:] + seats[:seed % players], {"deals": 2} if seed < 2 else None,
              check=check)
    assert seen["asks"] > 200 and seen["sure"] > 20 and seen["placed"] > 200


def test_it_reads_only_its_view_and_leaves_it_as_it_was():
    state = AuteursState(seed=3, players=4)
    player = BLUFFER.make_player("bluffer", 1)
    for _ in range(30):
        seat = min(state.to_act())
        view = state.view(seat)
        before = copy.deepcopy(view)
        action = player.choose(view, state.legal_actions(seat))
        assert view == before
        assert "hands" not in view
        state.apply(seat, action)


@pytest.mark.parametrize("players", [4, 5])
def test_whole_games_of_bluffers_finish_the_same_way_twice(players):
    seats = ["sparring:bluffer"] * players
    traces = []
    for _ in range(2):
        trace: list[tuple[int, str]] = []
        rep = arena.play_game("auteurs", 11, seats, {"deals": 2}, player_seed=11, trace=trace)
        assert rep["winners"] and len(rep["totals"]) == players
        traces.append(trace)
    assert traces[0] == traces[1] and len(traces[0]) > 50


def test_it_bluffs_in_a_rank_it_holds_once_rather_than_a_hidden_three():
    view = _view("5H 9H 9S 9D", [4, 16, 16, 16])
    player = BLUFFER.make_player("bluffer", 1)
    action = player.choose(view, _legal(view))
    assert action.card.rank == 5                  # not the fourth 9: that would show three 9s
    # the same hand with a pair instead of the single: still no ask in the hidden three
    view = _view("5H 5S 9H 9S 9D", [5, 16, 16, 15])
    assert player.choose(view, _legal(view)).card.rank == 5


def test_it_asks_in_the_three_when_the_fourth_card_is_sure():
    # seat 2 asked seat 1 for the 9 of clubs and got it: it is sure in seat 2's hand
    history = [{"seat": 2, "target": 1, "card": "9C", "hit": True}]
    view = _view("5H 9H 9S 9D", [4, 15, 17, 16], history)
    action = BLUFFER.make_player("bluffer", 1).choose(view, _legal(view))
    assert action == Ask(2, Card.parse("9C"))


def test_a_three_the_table_already_knows_of_is_not_hidden_any_more():
    # its own ask for the 9 of clubs, missed: the table knows it holds a 9, and asking
    # again tells nothing new; the 9C is now in seat 2's or seat 3's hand (one chance
    # in two), better than any 5 (one in three)
    history = [{"seat": 0, "target": 1, "card": "9C", "hit": False}]
    view = _view("5H 9H 9S 9D", [4, 16, 16, 16], history)
    action = BLUFFER.make_player("bluffer", 1).choose(view, _legal(view))
    assert action.card == Card.parse("9C") and action.target in (2, 3)


def test_which_sure_card_first():
    # seat 1 (15 cards) got the 4S, seat 3 (9 cards) got the 7H, seat 2 got the QC
    history = [{"seat": 1, "target": 2, "card": "4S", "hit": True},
               {"seat": 3, "target": 2, "card": "7H", "hit": True},
               {"seat": 2, "target": 3, "card": "QC", "hit": True}]
    counts = [12, 15, 16, 9]
    player = BLUFFER.make_player("bluffer", 1)
    # no poisson to complete: the sure card of the shortest hand (seat 3), not the lower 4
    view = _view("4H 7S QH QS AD 2D 3D 5D 6D 8D 9D 10D", counts, history)
    assert player.choose(view, _legal(view)) == Ask(3, Card.parse("7H"))
    # a sure card that completes a poisson comes first, even from the longest hand
    view = _view("4H 4D 4C 7S QH 2D 3D 5D 6D 8D 9D 10D", counts, history)
    assert player.choose(view, _legal(view)) == Ask(1, Card.parse("4S"))
    # two sure cards in equally short hands: the lower rank
    counts = [12, 9, 16, 9]
    view = _view("4H 7S QH QS AD 2D 3D 5D 6D 8D 9D 10D", counts, history)
    assert player.choose(view, _legal(view)) == Ask(1, Card.parse("4S"))


def test_an_ask_proves_the_asker_holds_the_rank():
    # seat 2 asked seat 1 for the 8 of hearts and missed: seat 2 holds an 8; the
    # bluffer holds the other two 8s but the 8 of clubs, so seat 2 holds the 8 of clubs
    history = [{"seat": 2, "target": 1, "card": "8H", "hit": False}]
    view = _view("8H 8S 8D KH", [4, 16, 16, 16], history)
    know = BLUFFER.deduce(view)
    assert know.sure(Card.parse("8C")) == 2
    assert BLUFFER.make_player("bluffer", 1).choose(view, _legal(view)) == Ask(2, Card.parse("8C"))
    # once seat 3 has taken the 8 of clubs from seat 2 the proof is spent: seat 2 may hold no 8
    history = history + [{"seat": 3, "target": 2, "card": "8C", "hit": True}]
    know = BLUFFER.deduce(_view("8H 8S 8D KH", [4, 15, 15, 17], history))
    assert know.sure(Card.parse("8C")) == 3 and know.proved[2][8] == 0


def test_elimination_the_proof_and_the_counts_place_the_kings():
    # seat 2 took the KS from seat 3; seat 1 asked seat 3 for the KD and missed
    # (so neither holds it, and seat 1 holds a king); the bluffer holds the KH
    history = [{"seat": 2, "target": 3, "card": "KS", "hit": True},
               {"seat": 1, "target": 3, "card": "KD", "hit": False}]
    view = _view("KH 2C", [2, 1, 25, 24], history)
    know = BLUFFER.deduce(view)
    assert know.holders(Card.parse("KS")) == [2]
    assert know.holders(Card.parse("KD")) == [2]            # nobody else may hold it
    assert know.sure(Card.parse("KC")) == 1                 # seat 1's king can only be the KC
    assert 1 not in know.holders(Card.parse("3H"))          # ... and it is seat 1's only card
    assert know.unplaced(1) == 0

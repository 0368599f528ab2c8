"""The Les Auteurs sparring partner "forgetful" (benchmarks/sparring/auteurs_forgetful.py):
legal asks from its seat's view alone, the same asks from the same seed, a memory
of the last asks only, its own order among sure cards and unsure asks, and
whole games at 4 and 5 players."""

from __future__ import annotations

import copy
import json

import pytest

from cardtable import arena
from cardtable.engine import new_game
from cardtable.engine.auteurs import Ask
from cardtable.engine.cards import DECK, card

FG = arena.sparring_module("auteurs", "forgetful")


def ask(target: int, text: str) -> Ask:
    return Ask(target, card(text))


def legal_for(view: dict) -> list[Ask]:
    """Every legal ask of the view's seat, as the engine lists them."""
    hand = set(view["hand"])
    ranks = {card(c).rank for c in hand}
    wanted = [c for c in DECK if c.rank in ranks and str(c) not in hand]
    return [Ask(t, c) for t in range(view["players"]) if t != view["seat"] and view["counts"][t] > 0
            for c in wanted]


def miss(seat: int, target: int, text: str) -> dict:
    return {"seat": seat, "target": target, "card": text, "hit": False}


def hit(seat: int, target: int, text: str) -> dict:
    return {"seat": seat, "target": target, "card": text, "hit": True}


def view_of(hand: list[str], counts: list[int], history: list[dict], seat: int = 0,
            poissons: list[list[int]] | None = None) -> dict:
    n = len(counts)
    return {"seat": seat, "players": n, "deal": 1, "hand": hand, "counts": counts, "history": history,
            "poissons": poissons or [[] for _ in range(n)]}


# ------------------------------------------------------------------ the arena
def test_the_arena_names_the_partner_and_its_sharp_variant():
    assert arena.resolve_seat("auteurs", "sparring:forgetful") == "sparring:forgetful"
    assert arena.resolve_seat("auteurs", "Sparring:Forgetful:Sharp") == "sparring:forgetful:sharp"
    with pytest.raises(ValueError, match="sparring:forgetful:sharp"):
        arena.resolve_seat("auteurs", "sparring:forgetful:blunt")
    assert arena.seat_player("auteurs", "sparring:forgetful", 3).memory == FG.MEMORY
    assert arena.seat_player("auteurs", "sparring:forgetful:sharp", 3).memory is None


# ----------------------------------------------------------------- memory
def fillers(count: int) -> list[dict]:
    """``count`` misses in turn order from seat 2 (2, 3, 0, 1, 2 ...), none about the
    sevens or the kings; seat 0 asks for twos, each of them still possible at two
    seats."""
    others = iter([miss(2, 3, "5H"), miss(3, 1, "9D"), miss(1, 2, "QC"), miss(2, 1, "4S"), miss(3, 2, "8H"),
                   miss(1, 3, "3D"), miss(2, 3, "6C"), miss(3, 1, "10S"), miss(1, 2, "JH"), miss(2, 3, "4D"),
                   miss(3, 2, "9C")])
    mine = iter([miss(0, 1, "2H"), miss(0, 2, "2D"), miss(0, 3, "2S")])
    return [next(mine) if (2 + i) % 4 == 0 else next(others) for i in range(count)]


def forgetting_view(count: int) -> dict:
    """Seat 2 took 7H from seat 1 ``count`` asks ago; we (seat 0) hold 7S, two kings
    and 2C; seat 3 holds the most cards."""
    history = [hit(2, 1, "7H"), *fillers(count)]
    assert history[-1]["seat"] == 3                 # our turn comes after seat 3's miss
    return view_of(["7S", "KS", "KH", "2C"], [4, 14, 16, 18], history)


def test_an_ask_older_than_its_memory_is_forgotten():
    """The hit that put 7H in seat 2's hand is the 15th ask back: ``forgetful`` (12
    asks) has forgotten it and asks the biggest hand for a king; ``forgetful:sharp``
    asks seat 2 for 7H."""
    view = forgetting_view(14)
    legal = legal_for(view)
    sharp = FG.make_player("forgetful:sharp", 1).choose(view, legal)
    assert sharp == ask(2, "7H")
    assert FG.MEMORY < 15
    for seed in range(5):
        forgot = FG.make_player("forgetful", seed).choose(view, legal)
        assert forgot in legal and forgot != ask(2, "7H")
        assert forgot.target == 3 and forgot.card.rank == 13 and str(forgot.card) in ("KD", "KC")


def test_memory_ends_exactly_at_the_last_k_asks():
    """With 10 misses after the hit, the hit is the 11th ask back: a memory of 11 asks
    uses it, a memory of 10 does not."""
    view = forgetting_view(10)
    legal = legal_for(view)
    assert FG.ForgetfulPlayer(4, memory=11).choose(view, legal) == ask(2, "7H")
    assert FG.ForgetfulPlayer(4, memory=10).choose(view, legal) != ask(2, "7H")
    assert FG.ForgetfulPlayer(4, memory=0).choose(view, legal).target == 3


def test_a_forgotten_miss_no_longer_steers_the_ask():
    """We hold three kings.  Seat 1 asked seat 3 for KC and missed: neither holds
    it, so KC is at seat 2.  Once that ask is forgotten, KC may be anywhere and we
    ask the biggest hand, seat 3."""
    view = view_of(["KS", "KH", "KD", "2C"], [4, 14, 16, 18], [miss(1, 3, "KC"), *fillers(14)])
    legal = legal_for(view)
    assert FG.make_player("forgetful:sharp", 2).choose(view, legal) == ask(2, "KC")
    assert FG.make_player("forgetful", 2).choose(view, legal) == ask(3, "KC")


# --------------------------------------------------------------- its choices
def test_a_sure_card_that_completes_a_poisson_comes_first():
    view = view_of(["QS", "QH", "QD", "5S"], [4, 16, 16, 16], [hit(1, 3, "QC"), hit(2, 3, "5D"), miss(2, 1, "9S")])
    assert FG.make_player("forgetful", 0).choose(view, legal_for(view)) == ask(1, "QC")


def test_else_the_sure_card_of_the_rank_it_holds_fewest_of():
    view = view_of(["QS", "QH", "5S"], [3, 17, 16, 16], [hit(1, 3, "QC"), hit(2, 3, "5D"), miss(2, 1, "9S")])
    assert FG.make_player("forgetful", 0).choose(view, legal_for(view)) == ask(2, "5D")


def test_between_sure_cards_of_equal_rank_length_the_bigger_hand_is_asked():
    history = [hit(1, 2, "5H"), miss(1, 3, "8S"), hit(3, 2, "9D"), miss(3, 1, "4C")]
    view = view_of(["5S", "9S", "KC"], [3, 14, 15, 20], history)
    assert FG.make_player("forgetful", 0).choose(view, legal_for(view)) == ask(3, "9D")
    view = view_of(["5S", "9S", "KC"], [3, 20, 15, 14], history)
    assert FG.make_player("forgetful", 0).choose(view, legal_for(view)) == ask(1, "5H")


def test_a_seat_that_asked_for_a_rank_holds_its_last_unseen_card():
    """We hold three sevens; seat 2 asked seat 1 for 7S (ours), so seat 2 holds a
    seven: the fourth, 7C, though nobody has seen it.  Not knowing it, we would
    ask the biggest hand, seat 3."""
    view = view_of(["7S", "7H", "7D", "3C"], [4, 15, 15, 18], [miss(2, 1, "7S"), miss(3, 2, "8H")])
    assert FG.make_player("forgetful", 0).choose(view, legal_for(view)) == ask(2, "7C")
    view = view_of(["7S", "7H", "7D", "3C"], [4, 15, 15, 18], [miss(1, 2, "9S"), miss(3, 2, "8H")])
    assert FG.make_player("forgetful", 0).choose(view, legal_for(view)) == ask(3, "7C")


def test_a_hand_whose_cards_are_all_known_holds_nothing_else():
    """Seat 1 holds one card, and it asked for a nine: that card is a nine, so 5H is
    not there; seat 3 said no to 5H, so 5H is at seat 2 (else we would ask the
    biggest hand, seat 3, for 5D)."""
    history = [miss(0, 3, "5H"), miss(1, 3, "9C"), miss(2, 3, "4D"), miss(3, 0, "JS")]
    view = view_of(["5S", "5C", "KD"], [3, 1, 20, 28], history)
    assert FG.make_player("forgetful", 0).choose(view, legal_for(view)) == ask(2, "5H")


# ------------------------------------------------------------- whole games
@pytest.mark.parametrize("players, name", [(4, "forgetful"), (5, "forgetful"), (4, "forgetful:sharp"),
                                           (5, "forgetful:sharp")])
def test_it_plays_whole_games_with_legal_asks_from_its_view_alone(players, name):
    """Two deals; the partner at every other seat, sparring partners and Facile
    beside it.  Each ask is legal, and the partner decides the same from a copy of
    its view written as JSON (it reads nothing else) and does not change the view."""
    seats = [f"sparring:{name}" if s % 2 == 0 else ("sparring" if s % 4 == 1 else "facile")
             for s in range(players)]
    state = new_game("auteurs", seed=31 + players, players=players, options={"deals": 2})
    players_ = [arena.seat_player("auteurs", lvl, 100 + s) for s, lvl in enumerate(seats)]
    asked = 0
    for _ in range(5000):
        if state.is_over:
            break
        (seat,) = state.to_act()
        view, legal = state.view(seat), state.legal_actions(seat)
        if seats[seat] == f"sparring:{name}":
            before = copy.deepcopy(view)
            action = players_[seat].choose(view, legal)
            assert view == before
            assert action in legal
            assert players_[seat].choose(json.loads(json.dumps(view)), list(legal)) == action
            asked += 1
        else:
            action = players_[seat].choose(view, legal)
        state.apply(seat, action)
    assert state.is_over and state.winners and state.deal_no == 2
    assert asked > 20


@pytest.mark.parametrize("players", [4, 5])
def test_the_same_seed_plays_the_same_game(players):
    seats = ["sparring:forgetful"] * (players - 1) + ["sparring:forgetful:sharp"]
    traces = []
    for _ in range(2):
        trace: list[tuple[int, str]] = []
        rep = arena.play_game("auteurs", 11, seats, {"deals": 1}, player_seed=5, trace=trace)
        assert rep["winners"]
        traces.append(trace)
    assert traces[0] == traces[1]
    other: list[tuple[int, str]] = []
    arena.play_game("auteurs", 11, seats, {"deals": 1}, player_seed=6, trace=other)
    assert other != traces[0]                      # its own die: another seed, other choices


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("memory", [FG.MEMORY, None])
def test_what_it_believes_of_the_other_hands_is_always_true(players, memory):
    """At every ask of whole games, for every seat: each card it places is there,
    each card it wants may be where it is, each rank it says a seat showed is in
    that hand."""
    for seed in (3, 4):
        state = new_game("auteurs", seed=seed, players=players)
        partners = [FG.ForgetfulPlayer(seed * 10 + s, memory) for s in range(players)]
        placed = 0
        for _ in range(2000):                       # a deal takes about 60 to 100 asks
            if state.is_over:
                break
            where = {str(c): t for t in range(players) for c in state.hands[t]}
            for me in range(players):
                mem = FG.Memory(state.view(me), memory)
                for c, t in mem.holder.items():
                    assert where[c] == t
                placed += len(mem.holder)
                for c in mem.wanted:
                    assert where[c] in mem.could_hold(c)
                for t in range(players):
                    for r in mem.extra[t]:
                        assert any(x.rank == r for x in state.hands[t])
            (seat,) = state.to_act()
            state.apply(seat, partners[seat].choose(state.view(seat), state.legal_actions(seat)))
        assert state.is_over and placed > 100

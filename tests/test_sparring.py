"""The arena's sparring partners (``benchmarks/sparring/GAME.py``): measuring tools of
the checkout, never offered in the game; each plays whole games legally, from
its seat's view alone, the same way every time from the same seeds."""

from __future__ import annotations

import pytest

from cardtable import arena
from cardtable.ui.window import new_game as dialog

CASES = [("auteurs", "sparring", 4, {"deals": 1}), ("auteurs", "sparring", 5, {"deals": 1}),
         ("deutch", "sparring", 3, {"rounds": 2}), ("deutch", "sparring", 4, {"rounds": 2}),
         ("peech", "sparring", 4, None), ("peech", "sparring:top", 4, None)]


@pytest.mark.parametrize("game_id, level, players, options", CASES)
def test_a_sparring_partner_plays_whole_games_the_same_way_twice(game_id, level, players, options):
    seats = [level] + ["facile"] * (players - 1)
    traces = []
    for _ in range(2):
        trace: list[tuple[int, str]] = []
        rep = arena.play_game(game_id, 7, seats, options, player_seed=7, trace=trace)
        assert rep["winners"]
        traces.append(trace)
    assert traces[0] == traces[1]


@pytest.mark.parametrize("game_id", ["auteurs", "deutch", "peech"])
def test_sparring_partners_are_not_levels_of_the_game(game_id):
    module = arena.sparring_module(game_id)
    assert module.LEVELS[0] == "sparring"
    for name in module.LEVELS:
        assert name not in dialog.LEVELS
        with pytest.raises(ValueError):
            from cardtable.ai import make_player
            make_player(game_id, name)


def test_the_auteurs_sparring_partner_asks_for_a_card_the_history_proves():
    """Seat 2 asked seat 0 for 7C and got it: 7C is at seat 2.  Asking, seat 2 held
    another seven that nobody had seen move, and it lacked 7S (it asked for it), as
    does seat 3 (the miss): 7S is at seat 0, so that seven is 7D (7H is ours)."""
    from cardtable.engine.auteurs import Ask
    from cardtable.engine.cards import card
    module = arena.sparring_module("auteurs")
    view = {"seat": 1, "players": 4, "deal": 1, "hand": ["7H", "2S"], "counts": [12, 2, 14, 13],
            "laid": [], "history": [{"seat": 2, "target": 0, "card": "7C", "hit": True},
                                    {"seat": 2, "target": 3, "card": "7S", "hit": False}]}
    legal = [Ask(t, card(c)) for t in (0, 2, 3) for c in ("7S", "7D", "7C", "2H", "2D", "2C")]
    board = module.Board(view)
    assert board.holder[card("7C")] == 2 and board.holder[card("7S")] == 0 and board.holder[card("7D")] == 2
    proven = {Ask(2, card("7C")), Ask(0, card("7S")), Ask(2, card("7D"))}
    assert {module.make_player("sparring", k).choose(view, legal) for k in range(8)} <= proven

"""The arena's frozen reference levels (:data:`cardtable.ai.REFERENCE_LEVELS`).

Each is a self-contained copy of an earlier Difficile: the decisions below were
recorded from it, on seeded games where every seat is played by the frozen
player itself, so they keep holding whatever the live players become.
"""

from __future__ import annotations

import pytest

from cardtable import arena
from cardtable.ai import LEVELS, REFERENCE_LEVELS, REFERENCE_MODULES, make_player, normalise_level
from cardtable.engine import new_game


def trace(game_id: str, level: str, seed: int, players: int, limit: int,
          options: dict | None = None) -> str:
    """The first ``limit`` actions of a seeded game with ``level`` at every seat, as text."""
    import random
    state = new_game(game_id, seed=seed, players=players, options=options)
    seats = [make_player(game_id, level, seed=seed * 10 + i) for i in range(players)]
    levels = [level] * players
    times: dict[str, list[float]] = {level: []}
    react = random.Random(seed)
    out: list[str] = []
    while not state.is_over and len(out) < limit:
        seat, action = arena.next_move(state, seats, levels, times, react)
        out.append(f"{seat}:{action}")
        state.apply(seat, action)
    return " ".join(out)


# (game, level, seed, players, options, limit) -> the recorded actions
RECORDED: list[tuple[str, str, int, int, dict | None, int, str]] = [
    ('auteurs', 'difficile_v1', 1, 4, {'deals': 1}, 80,
     '3:ask 2 for QH 3:ask 1 for QD 3:ask 0 for 4C 0:ask 2 for 9H 0:ask 1 for 5D 1:ask 3 for 4S 1:ask '
     '2 for 4D 2:ask 1 for 4S 2:ask 1 for 4C 2:ask 3 for 4D 2:ask 3 for 5D 2:ask 0 for 5H 2:ask 1 for '
     '5C 3:ask 1 for 8H 0:ask 2 for 5S 0:ask 2 for 5H 0:ask 2 for 5D 0:ask 1 for AS 0:ask 1 for AD '
     '1:ask 3 for 8D 2:ask 1 for 8S 3:ask 1 for 8C 3:ask 2 for 8H 3:ask 2 for 8D 3:ask 0 for AS 3:ask '
     '0 for AH 3:ask 1 for AC 0:ask 3 for AS 0:ask 3 for AH 0:ask 3 for AD 0:ask 1 for 3C 1:ask 0 for '
     '3S 1:ask 2 for 3C 2:ask 3 for 3C 2:ask 1 for 3S 2:ask 1 for 3H 2:ask 1 for JC 3:ask 2 for JH '
     '0:ask 3 for JC 0:ask 2 for JS 0:ask 1 for JD 1:ask 2 for 6H 2:ask 0 for JH 2:ask 0 for JS 2:ask '
     '0 for JC 2:ask 1 for 2S 3:ask 0 for 6H 3:ask 1 for 6C 3:ask 1 for 6D 3:ask 1 for 7D 3:ask 1 for '
     '7H 3:ask 1 for 7S 0:ask 3 for 7D 0:ask 3 for 7C 0:ask 3 for 7H 0:ask 2 for 2C 0:ask 1 for 2D '
     '1:ask 0 for 2S 1:ask 0 for 2C 1:ask 2 for 2D 1:ask 2 for 10D 1:ask 3 for 10S 1:ask 0 for KD '
     '2:ask 3 for KD 2:ask 1 for KC 0:ask 2 for KD 0:ask 1 for KH 1:ask 0 for KC 1:ask 0 for KD 1:ask '
     '2 for KH'),
    ('auteurs', 'difficile_v1', 2, 5, {'deals': 1}, 80,
     '0:ask 1 for 5S 1:ask 2 for JS 2:ask 1 for 9S 2:ask 3 for 9C 3:ask 4 for 2S 4:ask 0 for 6H 4:ask '
     '2 for 6D 0:ask 2 for 5S 1:ask 2 for 9S 1:ask 2 for 9H 1:ask 2 for 9D 1:ask 4 for JS 2:ask 3 for '
     '2H 2:ask 4 for 2D 3:ask 2 for 2H 3:ask 2 for 2S 3:ask 0 for 5H 3:ask 1 for JH 3:ask 4 for JD '
     '4:ask 0 for 6D 4:ask 1 for KC 0:ask 3 for 5H 0:ask 3 for 5S 0:ask 3 for JS 0:ask 3 for JH 0:ask '
     '1 for JD 0:ask 4 for KS 0:ask 2 for KC 0:ask 4 for KD 0:ask 1 for 7D 1:ask 4 for 10S 2:ask 1 for'
     ' 10D 2:ask 1 for 10H 2:ask 4 for 10C 2:ask 1 for 4D 2:ask 3 for 4S 3:ask 0 for 7H 3:ask 4 for 7S'
     ' 3:ask 2 for 7C 4:ask 2 for 4D 4:ask 2 for 4H 4:ask 3 for 4C 0:ask 3 for 7H 0:ask 3 for 7S 0:ask'
     ' 3 for 7D 0:ask 3 for AH 1:ask 0 for AC 2:ask 4 for 4H 2:ask 4 for 4D 2:ask 4 for 4S 2:ask 1 for'
     ' AH 2:ask 0 for AD 2:ask 3 for AS 3:ask 4 for 8H 4:ask 2 for AC 4:ask 2 for AH 4:ask 2 for AD '
     '4:ask 3 for 8C 4:ask 1 for 8H 4:ask 3 for 8S 4:ask 3 for 3H 0:ask 3 for QH 1:ask 4 for 3D 2:ask '
     '1 for 3H 2:ask 4 for 3C 3:ask 4 for 3S 3:ask 2 for 3H 3:ask 2 for 3D 3:ask 0 for QD 0:ask 3 for '
     'QS 0:ask 2 for QH 1:ask 0 for QC 1:ask 2 for QD 1:ask 0 for QS'),
    ('peech', 'difficile_v1', 1, 4, None, 48,
     '0:play 4S 1:play 3D 2:play 4H 3:play AS 0:play 3S 1:play KC 2:play JS 3:play AH 0:play KS 1:play'
     ' QS 2:play JD 3:play 10D 0:play 7D 1:play QC 2:play 7H 3:play AD 0:play 2C 1:play JH 2:play 6D '
     '3:play 2H 0:play 9H 1:play 8D 2:play 2S 3:play 5S 0:play 6H 1:play 7C 2:play 5D 3:play 4D 0:play'
     ' 9D 1:play AC 2:play 2D 3:play 5H 0:play 5C 1:play JC 2:play 3C 3:play 3H 0:play 10C 2:play KH '
     '3:play 10S 0:play 9S 2:play QD 3:play QH 0:play 8H 2:play KD 3:play 10H 0:play QS 2:play KC '
     '3:play QH'),
    ('peech', 'difficile_v1', 2, 4, None, 48,
     '0:play 3H 1:play AC 2:play 10C 3:play KD 0:play 4S 1:play KC 2:play AD 3:play QD 0:play AH '
     '1:play 3D 2:play 4C 3:play 10D 0:play QC 1:play JD 2:play 9S 3:play JS 0:play JC 1:play 7H '
     '2:play 6C 3:play 8S 0:play 5S 1:play 6H 2:play QS 3:play 8H 0:play 2H 1:play 10H 2:play 5H '
     '3:play 6S 0:play KS 1:play 2C 2:play 5C 3:play 2D 0:play 4D 1:play 7S 2:play 4H 3:play 9H 0:play'
     ' 9D 1:play JH 2:play 3S 3:play 7C 0:play 9C 1:play 3C 2:play 10S 3:play 8C 0:play QH 1:play 2S '
     '2:play KH 3:play AS'),
    ('deutch', 'difficile_v1', 1, 4, {'rounds': 2, 'earliest_call': 1}, 150,
     '0:look 0 1 1:look 0 1 2:look 0 1 3:look 0 1 0:take discard -> 0 0:rapidite 1 0:pass 1:take '
     'discard -> 1 1:rapidite 1 1:pass 2:draw 2:replace 0 0:pass 1:pass 2:pass 3:pass 2:pass 3:draw '
     '3:replace 1 0:pass 1:pass 2:pass 3:pass 3:pass 0:draw 0:discard 0:pass 1:pass 2:pass 3:pass '
     '0:peek 2 0:pass 1:draw 1:discard 0:pass 1:pass 2:pass 3:pass 1:pass 2:draw 2:discard 0:pass '
     '1:pass 2:pass 3:pass 2:pass 3:draw 3:replace 2 0:rapidite 0 3:pass 0:draw 0:replace 2 0:pass '
     '1:pass 2:pass 3:pass 0:deutch 1:draw 1:discard 0:pass 1:pass 2:pass 3:pass 2:draw 2:discard '
     '2:rapidite 0 3:draw 3:replace 3 2:rapidite 1 0:take discard -> 3 0:pass 1:pass 2:pass 3:pass '
     '0:look 0 1 1:look 0 1 2:look 0 1 3:look 0 1 1:take discard -> 0 3:rapidite 1 1:pass 2:take '
     'discard -> 0 0:pass 1:pass 2:pass 3:pass 2:pass 3:draw 3:replace 0 0:pass 1:pass 2:pass 3:pass '
     '3:pass 0:draw 0:replace 1 0:pass 1:pass 2:pass 3:pass 0:pass 1:draw 1:replace 1 0:pass 1:pass '
     '2:pass 3:pass 1:pass 2:draw 2:replace 1 0:pass 1:pass 2:pass 3:pass 2:pass 3:draw 3:replace 2 '
     '0:pass 1:pass 2:pass 3:pass 3:deutch 0:draw 0:replace 0 0:pass 1:pass 2:pass 3:pass 1:draw '
     '1:discard 0:pass 1:pass 2:pass 3:pass 2:draw 2:replace 1 0:pass 1:pass 2:pass 3:pass 3:draw '
     '3:replace 3 3:rapidite 2'),
    ('deutch', 'difficile_v1', 2, 3, {'rounds': 2, 'earliest_call': 1}, 150,
     '0:look 0 1 1:look 0 1 2:look 0 1 0:draw 0:replace 0 0:pass 1:pass 2:pass 0:pass 1:draw 1:replace'
     ' 2 0:pass 1:pass 2:pass 1:deutch 2:draw 2:discard 0:rapidite 1 0:draw 0:replace 2 0:pass 1:pass '
     '2:pass 1:draw 1:replace 3 1:rapidite 0 0:look 0 1 1:look 0 1 2:look 0 1 1:draw 1:replace 0 '
     '2:rapidite 1 1:pass 2:draw 2:replace 0 0:pass 1:pass 2:pass 2:pass 0:draw 0:replace 0 1:rapidite'
     ' 0 0:pass 1:draw 1:discard 0:rapidite 1 1:pass 2:take discard -> 0 1:rapidite 1 2:pass 0:draw '
     '0:replace 2 0:pass 1:pass 2:pass 0:pass 1:take discard -> 2 0:rapidite 0 1:pass 2:draw 2:replace'
     ' 2 0:pass 1:pass 2:pass 2:pass 0:draw 0:replace 3 0:pass 1:pass 2:pass 0:pass 1:draw 1:discard '
     '0:pass 1:pass 2:pass 1:peek 3 1:deutch 2:draw 2:replace 3 1:rapidite 3 0:draw 0:discard 0:pass '
     '1:pass 2:pass 0:pass 1:draw 1:discard 0:pass 1:pass 2:pass 1:swap 2 <-> 2:0'),
    ('atout_pique', 'difficile_v1', 3, 4, None, 24,
     '1:nil 2:bid 3 3:bid 3 0:bid 3 1:play 9H 2:play 8H 3:play JH 0:play AH 0:play 3H 1:play 5H 2:play'
     ' KH 3:play 4H 2:play 4C 3:play KC 0:play 6C 1:play 10C 3:play 8C 0:play 7H 1:play 3C 2:play 5C '
     '3:play 5D 0:play 3D 1:play 6D 2:play 2D'),
    ('atout_pique', 'difficile_v2', 1, 4, None, 24,
     '1:bid 3 2:bid 1 3:bid 1 0:bid 3 1:play JH 2:play 2H 3:play QH 0:play 10H 3:play JD 0:play 4D '
     '1:play AD 2:play 9D 1:play 8H 2:play 5H 3:play 4H 0:play KH 0:play KD 1:play QD 2:play 10D '
     '3:play 3D 0:play JC 1:play 9C 2:play KC 3:play 8C'),
    ('atout_pique', 'difficile_v2', 2, 4, None, 24,
     '0:bid 3 1:bid 1 2:bid 3 3:bid 2 0:play 4D 1:play 5D 2:play 2D 3:play QD 3:play JH 0:play 9H '
     '1:play 6H 2:play KH 2:play AC 3:play 9C 0:play 3H 1:play QC 2:play 10C 3:play 4C 0:play 9S '
     '1:play 2C 0:play JD 1:play 6D 2:play 10D 3:play KD'),
]


@pytest.mark.parametrize("game_id, level, seed, players, options, limit, wanted", RECORDED)
def test_a_reference_level_plays_as_recorded(game_id, level, seed, players, options, limit, wanted):
    assert trace(game_id, level, seed, players, limit, options) == wanted


@pytest.mark.parametrize("game_id, level", sorted(REFERENCE_MODULES))
def test_a_reference_level_is_an_arena_level_only(game_id, level):
    from cardtable.ui.window import new_game as dialog
    assert level in REFERENCE_LEVELS[game_id]
    assert level not in LEVELS and level not in dialog.LEVELS
    assert normalise_level(level.upper(), game_id) == level
    player = make_player(game_id, level, seed=3)
    assert type(player).__module__ == REFERENCE_MODULES[(game_id, level)]
    with pytest.raises(ValueError, match="unknown level"):
        normalise_level(level)


def test_every_game_with_players_has_a_frozen_difficile():
    from cardtable.games import available_games
    for game_id in available_games(players=True):
        assert any(REFERENCE_MODULES.get((game_id, lvl)) for lvl in REFERENCE_LEVELS.get(game_id, ()))


@pytest.mark.parametrize("module", sorted(set(REFERENCE_MODULES.values())))
def test_a_frozen_module_imports_no_live_player(module):
    """A frozen copy stands alone: it imports the engine, never a live player module."""
    import ast
    import importlib
    path = importlib.import_module(module).__file__
    assert path is not None
    tree = ast.parse(open(path, encoding="utf-8").read())
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            name = ("." * node.level) + (node.module or "")
            assert not name.startswith("cardtable.ai") and not (node.level == 1), (module, name)
        elif isinstance(node, ast.Import):
            assert not any(a.name.startswith("cardtable.ai") for a in node.names), module

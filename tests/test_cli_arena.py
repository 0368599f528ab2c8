"""The arena's options: every game's options are checked by the game itself,
and a bad one ends in a clear message (exit 2), never a traceback."""

from __future__ import annotations

import pytest

from cardtable import arena
from cardtable.engine import game_class
from cardtable.games import available_games

GAMES = list(available_games(players=True))


def seats_for(game_id):
    cls = game_class(game_id)
    n = 4 if cls.team_game else cls.min_players
    return ",".join(["facile"] * n)


def bad_values(spec):
    if spec.kind == "int":
        return [spec.minimum - 1, spec.maximum + 1, 10 ** 400, "douze", True, 1.5, None]
    if spec.kind == "bool":
        return [1, "yes", None]
    return [max(c for c in spec.choices) + 1, "x", None]


CASES = [(g, spec.name, v) for g in GAMES for spec in game_class(g).option_specs for v in bad_values(spec)]


def run_main(argv, capsys):
    with pytest.raises(SystemExit) as info:
        arena.main(argv)
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return info.value.code, err


@pytest.mark.parametrize("game_id, name, value", CASES)
def test_a_bad_option_value_is_refused_clearly(capsys, game_id, name, value):
    import json
    text = value if isinstance(value, str) else json.dumps(value) if not isinstance(value, int) or value < 10 ** 300 \
        else str(value)
    code, err = run_main([game_id, "--seats", seats_for(game_id), "--games", "1", "--jobs", "1",
                          "--option", f"{name}={text}"], capsys)
    assert code == 2 and name in err and f"the options of {game_id}" in err


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("target", ["50", "100000", "-1"])
def test_target_for_every_game_works_or_is_refused(capsys, game_id, target):
    code, err = run_main([game_id, "--seats", seats_for(game_id), "--games", "1", "--jobs", "1",
                          "--target", target], capsys)
    assert code == 2 and "target" in err


def test_an_option_that_depends_on_the_player_count_is_checked_by_the_game(capsys):
    code, err = run_main(["deutch", "--seats", "facile,facile", "--games", "1", "--jobs", "1",
                          "--option", "first_player=3"], capsys)
    assert code == 2 and "first_player" in err


def test_unknown_option_lists_the_games_options(capsys):
    code, err = run_main(["peech", "--seats", seats_for("peech"), "--option", "target=50"], capsys)
    assert code == 2 and "unknown option" in err and "rounds (one of 3, 5, 7, default 3)" in err


@pytest.mark.parametrize("game_id", GAMES)
def test_every_games_default_and_extreme_options_are_accepted(game_id):
    cls = game_class(game_id)
    players = 4 if cls.team_game else cls.min_players
    assert arena.check_options(game_id, players, None) is None
    for spec in cls.option_specs:
        values = ([spec.minimum, spec.maximum] if spec.kind == "int" else [True, False] if spec.kind == "bool"
                  else list(spec.choices))
        for v in values:
            if spec.name == "first_player" and v >= players:
                continue
            assert arena.check_options(game_id, players, {spec.name: v}) is None, (spec.name, v)


def test_a_valid_option_plays(capsys):
    assert arena.main(["peech", "--seats", "facile,facile,facile,facile", "--games", "1", "--jobs", "1",
                       "--option", "rounds=3"]) == 0
    assert "peech" in capsys.readouterr().out

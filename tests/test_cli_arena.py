"""The arena's options: every game's options are checked by the game itself,
and a bad one ends in a clear message (exit 2), never a traceback."""

from __future__ import annotations

import json
import statistics
import sys

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


# ------------------------------------------------------------ duplicate matches
def test_duplicate_plays_every_line_up_on_the_same_deals_in_every_rotation():
    same = ["intermediaire", "facile", "facile", "facile"]
    rep = arena.run_duplicate("auteurs", [same, same, ["facile"] * 4], games=8, seed=3, jobs=1,
                              options={"deals": 1})
    assert rep["deal_seeds"] == arena.deal_seeds_for(3, 2) and rep["rotations"] == 4
    first, again, plain = rep["lineups"]
    assert first["games"] == again["games"] == plain["games"] == 8
    assert first["levels"] == again["levels"]
    # the same line-up twice: game for game the same results, so no difference at all
    c = rep["comparisons"][0]
    assert c["games"] == 8 and c["result_diff"] == 0.0 and c["result_diff95"] == [0.0, 0.0]
    assert c["win_share_diff"] == 0.0
    # the paired difference is the difference of the tested levels' means (one seat each)
    d = rep["comparisons"][1]
    mean = {lu["tested"]: lu["levels"][0]["mean_result"] for lu in (first, plain)}
    assert plain["levels"][0]["seat_games"] == 32     # four Facile a game
    alone = arena.run_individual("auteurs", ["facile"] * 4, 0, 0, 1, {"deals": 1}, deal_seeds=rep["deal_seeds"],
                                 keep_results=True)
    seat_of_first = [r["totals"][r["rotation"]] for r in alone["results"]]
    assert d["result_diff"] == pytest.approx(statistics.fmean(seat_of_first) - mean["intermediaire"])
    json.dumps(rep)


def test_duplicate_rotates_every_seat_of_a_team_game():
    rep = arena.run("atout_pique", ["intermediaire", "facile", "intermediaire", "facile"], games=0, seed=0,
                    jobs=1, deal_seeds=[4], rotations=4, keep_results=True)
    assert [r["rotation"] for r in rep["results"]] == [0, 1, 2, 3]
    assert {tuple(r["levels"]) for r in rep["results"]} == {
        ("intermediaire", "facile", "intermediaire", "facile"), ("facile", "intermediaire", "facile", "intermediaire")}
    assert all(r["seed"] == 4 for r in rep["results"])
    a, b = rep["sides"]
    assert a["games"] == 4 and a["wins"] + b["wins"] == 4
    assert a["mean_margin"] == pytest.approx(-b["mean_margin"])


def test_duplicate_cli_reports_seeds_shares_results_and_differences(capsys):
    assert arena.main(["auteurs", "--duplicate", "--seats", "intermediaire,facile,facile,facile",
                       "--seats", "facile,facile,facile,facile", "--deal-seeds", "11-12,20", "--jobs", "1",
                       "--option", "deals=1"]) == 0
    out = capsys.readouterr().out
    assert "deal seeds 11,12,20" in out and "3 deal sequences x 4 seat rotations" in out
    assert "mean result" in out and "95% Wilson" in out and "result diff" in out
    assert "line-up 2: facile,facile,facile,facile  (12 games; tested: facile)" in out


@pytest.mark.parametrize("argv, message", [
    (["--seats", "facile,facile,facile,facile", "--seats", "facile,facile,facile,facile"], "need --duplicate"),
    (["--duplicate", "--seats", "facile,facile,facile,facile", "--seats", "facile,facile,facile,facile,facile"],
     "as many seats as the first"),
    (["--seats", "facile,facile,facile,facile", "--deal-seeds", "3,x"], "'x' is not a seed"),
    (["--seats", "facile,facile,facile,facile", "--deal-seeds", "3,3"], "listed twice"),
    (["--seats", "facile,facile,facile,facile", "--deal-seeds", "9-2"], "'9-2' is not a seed"),
])
def test_bad_duplicate_arguments_are_refused_clearly(capsys, argv, message):
    code, err = run_main(["auteurs", *argv, "--jobs", "1"], capsys)
    assert code == 2 and message in err


def test_parse_seeds():
    assert arena.parse_seeds("5-7, 9") == [5, 6, 7, 9]
    assert arena.parse_seeds("-3") == [-3]


# ------------------------------------------------------------ sparring partners
SPARRING_SOURCE = '''
LEVELS = ("sparring", "first")


class First:
    def choose(self, view, legal_actions):
        return legal_actions[0]


def make_player(level, seed=0):
    assert level in LEVELS
    return First()
'''


def test_a_sparring_partner_is_loaded_from_the_checkout(tmp_path, monkeypatch, capsys):
    (tmp_path / "peech.py").write_text(SPARRING_SOURCE, encoding="utf-8")
    monkeypatch.setattr(arena, "SPARRING_DIR", tmp_path)
    monkeypatch.delitem(sys.modules, "cardtable_sparring_peech", raising=False)
    assert arena.resolve_seat("peech", "Sparring") == "sparring"
    assert arena.resolve_seat("peech", "sparring:first") == "sparring:first"
    with pytest.raises(ValueError, match="sparring partners: sparring, sparring:first"):
        arena.resolve_seat("peech", "sparring:strong")
    assert arena.main(["peech", "--seats", "sparring:first,facile,facile,facile", "--games", "4", "--jobs", "1"]) == 0
    assert "sparring:first" in capsys.readouterr().out
    sys.modules.pop("cardtable_sparring_peech", None)    # the stand-in goes; the real one comes back


def test_a_partner_written_on_its_own_file_is_found_by_its_name(tmp_path, monkeypatch, capsys):
    (tmp_path / "peech.py").write_text(SPARRING_SOURCE, encoding="utf-8")
    (tmp_path / "peech_alone.py").write_text(SPARRING_SOURCE.replace('"first"', '"alone"'), encoding="utf-8")
    monkeypatch.setattr(arena, "SPARRING_DIR", tmp_path)
    for name in ("cardtable_sparring_peech", "cardtable_sparring_peech_alone"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    assert arena.resolve_seat("peech", "sparring:alone") == "sparring:alone"
    assert arena.resolve_seat("peech", "sparring:first") == "sparring:first"
    with pytest.raises(ValueError, match="sparring partners"):
        arena.resolve_seat("peech", "sparring:nobody")
    assert arena.main(["peech", "--seats", "sparring:alone,sparring:first,facile,facile", "--games", "4",
                       "--jobs", "1"]) == 0
    assert "sparring:alone" in capsys.readouterr().out
    for name in ("cardtable_sparring_peech", "cardtable_sparring_peech_alone"):
        sys.modules.pop(name, None)


def test_a_missing_sparring_partner_is_refused_clearly(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(arena, "SPARRING_DIR", tmp_path)
    monkeypatch.delitem(sys.modules, "cardtable_sparring_deutch", raising=False)
    code, err = run_main(["deutch", "--seats", "sparring,facile", "--games", "1", "--jobs", "1"], capsys)
    assert code == 2 and "no sparring partner for deutch" in err and "source checkout" in err

"""The command line speaks the program's language and knows the levels by their shown names."""

from __future__ import annotations

import pytest

from cardtable import app


@pytest.fixture
def launched(monkeypatch):
    """main() without a window: the arguments run_gui would get."""
    got = {}

    def run_gui(args, lang):
        got.update(vars(args), lang=lang)
        return 0
    monkeypatch.setattr(app, "run_gui", run_gui)
    return got


@pytest.mark.parametrize("name, level", [
    ("Difficile", "difficile"), ("DIFFICILE", "difficile"), ("difficile", "difficile"), ("Hard", "difficile"),
    ("Intermédiaire", "intermediaire"), ("intermediaire", "intermediaire"), ("Intermediate", "intermediaire"),
    ("facile", "facile"), ("Easy", "facile"), (" Facile ", "facile"),
])
def test_level_by_its_shown_name(launched, name, level):
    assert app.main(["--demo", "atout_pique", "--level", name]) == 0
    assert launched["level"] == level


@pytest.mark.parametrize("text, game", [("atout_pique", "atout_pique"), ("Atout Pique", "atout_pique"),
                                        ("Les Auteurs", "auteurs"), ("PEECH", "peech"), ("deutch", "deutch")])
def test_demo_game_by_its_shown_name(launched, text, game):
    assert app.main(["--demo", text]) == 0 and launched["demo"] == game


@pytest.mark.parametrize("argv, words", [
    (["--bogus"], "--bogus"),
    (["--seed"], "--seed"),
    (["--seed", "douze"], "douze"),
    (["--level", "extrême"], "extrême"),
    (["--lang", "de"], "de"),
    (["--exit=1"], "--exit"),
    (["--lan", "fr"], "--lan"),
    (["--exit"], "--demo"),
])
def test_errors_are_the_programs_own_words_not_argparse_english(launched, capsys, argv, words):
    assert app.main(argv) == 2
    err = capsys.readouterr().err
    assert words in err
    for english in ("unrecognized arguments", "expected one argument", "invalid choice", "invalid int value",
                    "ignored explicit argument"):
        assert english not in err
    assert launched == {}


def test_errors_go_through_the_translator_of_the_language_setting(launched, capsys, monkeypatch):
    """French by default: every line of the error is the translator's text
    (the French catalogue gives "usage : …", "erreur", "argument(s) inconnu(s)")."""
    seen = []

    def translator(lang):
        seen.append(lang)
        return lambda s: "«" + s + "»"
    monkeypatch.setattr(app, "_cli_translator", translator)
    monkeypatch.setattr(app, "_saved_language", lambda: "fr")
    assert app.main(["--bogus"]) == 2
    err = capsys.readouterr().err
    assert seen == ["fr"]
    assert "«usage: »" in err
    assert "«cardtable: error: «unknown argument(s): --bogus.»»" in err   # filled after translation
    assert "«cardtable --help lists the options.»" in err
    monkeypatch.setattr(app, "_saved_language", lambda: "en")
    seen.clear()
    app.main(["--bogus"])
    assert seen == ["en"]
    seen.clear()
    app.main(["--bogus", "--lang", "fr"])
    assert seen == ["fr"]


def test_english_errors_on_request(launched, capsys):
    assert app.main(["--lang", "en", "--level", "extreme"]) == 2
    err = capsys.readouterr().err
    assert "unknown level extreme; the levels are: facile, intermediaire, difficile." in err
    assert err.startswith("usage: cardtable")


@pytest.fixture
def no_serving(monkeypatch):
    """``--serve`` checked without hosting: the calls serve() would get."""
    from cardtable.ui.network import cli
    calls: list = []
    monkeypatch.setattr(cli, "serve", lambda *a, **kw: calls.append((a, kw)) or 0)
    return calls


@pytest.mark.parametrize("lang, words", [("fr", "1 à 40 caractères"), ("en", "1 to 40 printable characters")])
def test_serve_refuses_a_table_name_longer_than_the_network_carries(launched, capsys, no_serving, lang, words):
    """The table's name is listed on the network (at most 40 characters): a
    longer one is refused at the start, in the person's language, rather than
    a traceback and a table never listed."""
    name = "Marie-Christine Dupont-Lefebvre de la Tour"          # 42 characters
    assert app.main(["--lang", lang, "--serve", "peech", "--name", name]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and no_serving == []
    assert app.main(["--lang", lang, "--serve", "peech", "--name", name[:40]]) == 0
    assert no_serving[0][1]["table_name"] == name[:40]


@pytest.mark.parametrize("lang, words, not_words", [("fr", "4 places", "4-4"), ("en", "4 seats", "4-4")])
def test_serve_says_how_many_seats_a_game_has(launched, capsys, no_serving, lang, words, not_words):
    assert app.main(["--lang", lang, "--serve", "peech", "--seats", "remote,remote,facile"]) == 2
    err = capsys.readouterr().err
    assert words in err and not_words not in err, err
    assert app.main(["--lang", lang, "--serve", "atout_pique", "--seats", "remote,facile"]) == 2
    assert "4 " in capsys.readouterr().err
    assert no_serving == []

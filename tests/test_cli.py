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

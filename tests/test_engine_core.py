import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.engine import (
    DECK,
    GAME_IDS,
    BadOption,
    Card,
    CardParseError,
    GameNotAvailable,
    Rank,
    SaveError,
    Suit,
    load_game,
    new_game,
)

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("text,rank,suit,out", [
    ("QH", 12, Suit.HEARTS, "QH"), ("10S", 10, Suit.SPADES, "10S"), ("TS", 10, Suit.SPADES, "10S"),
    ("AC", 1, Suit.CLUBS, "AC"), ("2d", 2, Suit.DIAMONDS, "2D"), (" KS ", 13, Suit.SPADES, "KS"),
    ("VC", 11, Suit.CLUBS, "JC"), ("DH", 12, Suit.HEARTS, "QH"), ("RS", 13, Suit.SPADES, "KS"),
])
def test_parse(text, rank, suit, out):
    c = Card.parse(text)
    assert (c.rank, c.suit, str(c)) == (rank, suit, out)
    assert Card.parse(str(c)) == c


@pytest.mark.parametrize("bad", ["", "1H", "11H", "0H", "QX", "Q", "010H", "HQ", None, 12])
def test_parse_rejects(bad):
    with pytest.raises(CardParseError):
        Card.parse(bad)
    assert issubclass(CardParseError, ValueError)


def test_deck_and_names():
    assert len(DECK) == 52 and len(set(DECK)) == 52
    assert Card.parse("QS").french_name() == "dame de pique"
    assert Card.parse("AH").french_name() == "as de cœur"
    assert Card.parse("JD").corner("fr") == "V" and Card.parse("JD").corner("en") == "J"
    assert Card.parse("KC").corner("fr") == "R" and Card.parse("QC").corner("fr") == "D"
    assert Card.parse("10C").corner("fr") == "10"
    assert Rank.KING == 13 and Suit.CLUBS.french_name == "trèfle"
    assert Card.parse("QH") == Card(12, Suit.HEARTS) and hash(Card.parse("QH")) == hash(Card(12, Suit.HEARTS))


def test_card_index_is_the_place_in_the_deck():
    assert [c.index for c in DECK] == list(range(52))
    assert all(Card.from_index(i) is DECK[i] for i in range(52))
    assert Card.parse("AS").index == 0 and Card.parse("KC").index == 51 and Card.parse("AH").index == 13
    assert json.dumps({"i": Card.parse("2S").index}) == '{"i": 1}'
    for bad in (-1, 52, True, 1.0, "3"):
        with pytest.raises(CardParseError):
            Card.from_index(bad)
    # the older spelling card.index("fr") still gives the corner letters
    assert all(c.index(lang) == c.corner(lang) for c in DECK for lang in ("fr", "en"))


def test_unknown_and_unbuilt_games():
    assert GAME_IDS == ("peech", "auteurs", "atout_pique", "deutch")
    with pytest.raises(GameNotAvailable):
        new_game("belote")


def test_load_game_rejects_garbage():
    for bad in ["", "{", "[]", json.dumps({"format": "x"}),
                json.dumps({"format": "cardtable-state", "version": 99, "game": "atout_pique"}),
                json.dumps({"format": "cardtable-state", "version": 1, "game": "nope"})]:
        with pytest.raises(SaveError):
            load_game(bad)


def test_bad_player_count():
    from cardtable.engine import available_games, game_class
    for gid in available_games():
        cls = game_class(gid)
        with pytest.raises(BadOption):
            new_game(gid, players=cls.max_players + 1)
        with pytest.raises(BadOption):
            new_game(gid, options={"no_such_option": 1})


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_engine_and_ai_never_import_qt():
    offenders = []
    for sub in ("engine", "ai"):
        for py in (ROOT / "cardtable" / sub).rglob("*.py"):
            for name in _imports(py):
                if name.split(".")[0] in ("PySide6", "PyQt5", "PyQt6", "shiboken6") or name.startswith(
                        "cardtable.ui"):
                    offenders.append(f"{py.relative_to(ROOT)} imports {name}")
    assert offenders == []
    code = ("import sys, cardtable.engine, cardtable.ai, importlib\n"
            "from cardtable.engine import available_games\n"
            "for g in available_games():\n"
            "    importlib.import_module('cardtable.engine.' + g)\n"
            "    try: importlib.import_module('cardtable.ai.' + g)\n"
            "    except ModuleNotFoundError: pass\n"
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
            "print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr


def test_engine_uses_no_global_random_or_clock():
    offenders = []
    for py in (ROOT / "cardtable" / "engine").rglob("*.py"):
        text = py.read_text(encoding="utf-8")
        for bad in ("random.random(", "random.shuffle(", "random.choice(", "random.randint(", "time.time(",
                    "datetime.now(", "perf_counter(", "random.seed("):
            if bad in text:
                offenders.append(f"{py.name}: {bad}")
    assert offenders == []


def test_print_10h():
    r = subprocess.run([sys.executable, "-c", "from cardtable.engine import Card; print(Card.parse('TH'))"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.stdout.strip() == "10H"

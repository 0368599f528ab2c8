"""French typography in the texts that are not in the .ts files (those are
checked by tests/test_translations.py): the lessons' French and the French
rules pages put a non-breaking space (U+00A0, U+202F or ``&nbsp;``) before
: ; ! ? and », and after «, so that no line of a coach or of a rules page
starts with ":" ("Léa mise 3 / : son équipe…")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BAD = re.compile(r"[ \t\n\u2009][:;!?»]|«[ \t\n\u2009]")


def _french_texts(node, where="") -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "fr" and isinstance(value, str):
                out.append((where, value))
            else:
                out += _french_texts(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _french_texts(value, f"{where}/{node[i].get('id', i) if isinstance(value, dict) else i}")
    return out


@pytest.mark.parametrize("path", sorted((ROOT / "cardtable" / "lessons").glob("*.json")), ids=lambda p: p.stem)
def test_the_lessons_french_has_a_non_breaking_space_before_high_punctuation(path):
    texts = _french_texts(json.loads(path.read_text(encoding="utf-8")))
    assert texts
    bad = [(where, m.group(0), text[max(0, m.start() - 20):m.end() + 5])
           for where, text in texts for m in BAD.finditer(text)]
    assert not bad, bad


@pytest.mark.parametrize("path", sorted((ROOT / "cardtable" / "rules").glob("*.fr.html")), ids=lambda p: p.stem)
def test_the_french_rules_pages_have_a_non_breaking_space_before_high_punctuation(path):
    html = path.read_text(encoding="utf-8")
    text = "".join(part for part in re.split(r"(<style.*?</style>|<[^>]+>)", html, flags=re.S)
                   if not part.startswith("<"))
    bad = [text[max(0, m.start() - 30):m.end() + 5] for m in BAD.finditer(text)]
    assert not bad, bad


def test_every_french_text_uses_one_apostrophe():
    """The straight apostrophe everywhere (« l'hôte », « d'Hugo »): the
    translations, the lessons, the rules pages and the names' elision
    (cardtable/ui/cards/words.py) write it so, and one text with the curly one (’)
    beside another with the straight one reads as two hands."""
    paths = [ROOT / "translations" / "cardtable_fr.ts", *sorted((ROOT / "cardtable" / "lessons").glob("*.json")),
             *sorted((ROOT / "cardtable" / "rules").glob("*.fr.html"))]
    curly = {p.name: p.read_text(encoding="utf-8").count("\u2019") for p in paths}
    assert not any(curly.values()), curly

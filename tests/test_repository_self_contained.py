"""The repository stands on its own: what its code, docs, tests, benchmarks,
scripts, packaging, translations and CI refer to is in the repository.

Refused, in every text file of those folders, the README and pyproject.toml:

* a document that is not in the repository, named as if it were (the design
  notes and rules decisions the project started from: the engine contract is
  docs/engine.md, the rules decisions docs/rules.md);
* a path of one machine (a folder under ``work``, ``home``, ``Users``,
  ``root`` or ``mnt`` at the root of a disk, or a Windows user's folder):
  nobody else has those folders.  ``/tmp/`` is allowed: it is every Unix
  system's scratch folder, and the docs use it only as the place an example
  command writes to;
* a reference to an issue or an item of an issue by number (an issue
  tracker's numbers mean nothing to someone who has only the code): the text
  says what the thing is instead.

The patterns are written so that this file does not match them (it is
scanned like any other).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("cardtable", "docs", "tests", "benchmarks", "scripts", "packaging", "translations", ".ci", ".github",
           "README.md", "pyproject.toml")
TEXT_SUFFIXES = {".py", ".md", ".txt", ".html", ".json", ".ts", ".toml", ".cfg", ".ini", ".spec", ".sh",
                 ".desktop", ".xml", ".svg", ".yml", ".yaml", ".css", ".qrc", ".in", ""}

FORBIDDEN = {
    "a document outside the repository": re.compile(r"[Ss]teer[i]ng|\bDESIG[N][.]md\b|\bRULE[S][.]md\b"),
    "a path of one machine": re.compile(r"(?<![\w.~])/(?:wor[k]|hom[e]|User[s]|roo[t]|mn[t])/|[C]:\\+Users", re.I),
    "an issue number": re.compile(r"\bissue[s]?\s*(?:#\s*)?\d+|(?:^|[\s(\"])#\d{1,3}(?=[):,])", re.I | re.M),
}


def _files() -> list[Path]:
    out: list[Path] = []
    for name in SCANNED:
        path = ROOT / name
        if path.is_file():
            out.append(path)
            continue
        for f in sorted(path.rglob("*")):
            if f.is_file() and f.suffix in TEXT_SUFFIXES and "__pycache__" not in f.parts:
                out.append(f)
    return out


def _hits(text: str) -> list[tuple[str, int, str]]:
    hits = []
    for what, pattern in FORBIDDEN.items():
        for m in pattern.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            hits.append((what, line, m.group(0).strip()))
    return hits


def test_the_scan_reads_every_kind_of_file_the_project_writes():
    names = {f.relative_to(ROOT).as_posix() for f in _files()}
    assert {"README.md", "pyproject.toml", ".ci/run"} <= names
    assert "tests/test_repository_self_contained.py" in names
    for suffix in (".py", ".md", ".html", ".ts", ".json"):
        assert any(n.endswith(suffix) for n in names), suffix


@pytest.mark.parametrize("text, what", [
    ("the contract comes from DESIGN" + ".md", "a document outside the repository"),
    ("see " + "RULES" + ".md, section Peech", "a document outside the repository"),
    ("in the steer" + "ing repository", "a document outside the repository"),
    ("Rules (``/" + "work/shared/rules``)", "a path of one machine"),
    ("cd /" + "home/someone/cardtable", "a path of one machine"),
    ("load_game (iss" + "ue 13, item 1)", "an issue number"),
    ("Targets (iss" + "ues 12, 22)", "an issue number"),
    ("fixed in Iss" + "ue #7", "an issue number"),
    ("a neighbour paints whole (#" + "14)", "an issue number"),
    ('"""#' + "13: dropped on the play area", "an issue number"),
])
def test_a_reference_outside_the_repository_is_found(text, what):
    assert what in {w for w, _, _ in _hits(text)}


@pytest.mark.parametrize("text", [
    "scripts/compiled_copy.sh /tmp/fast",
    "color: #222; background: #fffdf7",
    'QColor("#101014")',
    "the design of the engine: docs/engine.md; the rules: docs/rules.md",
    "~/.local/share/cardtable",
])
def test_ordinary_text_is_not_taken_for_a_reference(text):
    assert _hits(text) == []


def test_the_repository_refers_only_to_itself():
    found = []
    for f in _files():
        try:
            text = f.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for what, line, excerpt in _hits(text):
            found.append(f"{f.relative_to(ROOT).as_posix()}:{line}: {what}: {excerpt!r}")
    assert not found, "\n".join(found)

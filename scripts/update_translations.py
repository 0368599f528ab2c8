#!/usr/bin/env python3
"""Regenerate the translations: the one documented command.

    python scripts/update_translations.py            # lupdate + fill English + lrelease
    python scripts/update_translations.py --missing  # print the unfinished French entries as JSON
    python scripts/update_translations.py --apply fr.json   # fill French entries from {context: {source: text}}

A message with a disambiguation (the same English source translated apart)
is keyed ``"source\tdisambiguation"`` in that JSON.

Sources are every ``cardtable/**/*.py`` file; ``translations/cardtable_{fr,en}.ts``
are updated in place (obsolete entries dropped, no source locations kept so the
files change only when texts change); English entries are the source text (plural
entries written ``%n trick(s)`` get the forms ``%n trick`` / ``%n tricks``);
every French entry gets French spacing (a non-breaking space, U+00A0, where
an ordinary one stands before ``: ; ! ?`` and ``»`` or after ``«``, so that a
line never starts with a colon: :func:`french_spacing`); the ``.qm`` files are
compiled into ``cardtable/translations/`` (shipped in the package).  A test (tests/test_translations.py) fails when a French entry is
missing or unfinished, or when a ``.qm`` is out of date.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "cardtable" / "translations"
LANGS = ("fr", "en")


def tool(name: str) -> str:
    exe = Path(sys.executable).parent / name
    if exe.exists():
        return str(exe)
    found = shutil.which(name)
    if not found:
        sys.exit(f"{name} not found: install the project with pip first")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "cardtable").rglob("*.py"))


def lupdate(ts_files: list[Path]) -> None:
    cmd = [tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-locations", "none",
           "-source-language", "en", "-ts", *map(str, ts_files)]
    subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm`` through a file beside it, renamed over it: a
    program running meanwhile keeps the file it mapped instead of crashing on
    a file rewritten under it."""
    part = qm.with_suffix(".qm.part")
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(part)], cwd=ROOT, check=True)
    if qm.exists() and qm.read_bytes() == part.read_bytes():
        part.unlink()
    else:
        os.replace(part, qm)


def _messages(tree: ET.ElementTree):
    for ctx in tree.getroot().iter("context"):
        cname = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            yield cname, msg


def _write(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    text = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n", encoding="utf-8")


def fill_english(path: Path) -> None:
    tree = ET.parse(path)
    for _ctx, msg in _messages(tree):
        tr = msg.find("translation")
        if tr is None:
            continue
        if msg.get("numerus") == "yes":
            # "%n trick(s)" -> "%n trick" / "%n tricks": the source marks the plural
            src = msg.findtext("source") or ""
            if tr.get("type") == "unfinished" or not any((f.text or "").strip() for f in tr):
                for f in list(tr):
                    tr.remove(f)
                for form in (src.replace("(s)", ""), src.replace("(s)", "s")):
                    ET.SubElement(tr, "numerusform").text = form
        elif tr.get("type") == "unfinished" or not tr.text:
            tr.text = msg.findtext("source") or ""
        tr.attrib.pop("type", None)
    tree.getroot().set("language", "en")
    _write(tree, path)


NBSP = "\u00a0"
_SPACE_BEFORE = re.compile(r"[ \u2009]([:;!?»])")
_SPACE_AFTER = re.compile(r"«[ \u2009]")


def french_spacing(text: str) -> str:
    """French typography: the space before ``: ; ! ?`` and ``»`` and after
    ``«`` does not break a line.

    >>> french_spacing("Léa mise 3 : son équipe ! « Oui »") == "Léa mise 3\u00a0: son équipe\u00a0! «\u00a0Oui\u00a0»"
    True
    """
    return _SPACE_AFTER.sub("«" + NBSP, _SPACE_BEFORE.sub(NBSP + r"\1", text))


def space_french(path: Path) -> int:
    """Apply :func:`french_spacing` to every French entry; the count changed."""
    tree = ET.parse(path)
    n = 0
    for _ctx, msg in _messages(tree):
        tr = msg.find("translation")
        if tr is None:
            continue
        for node in [tr, *tr.findall("numerusform")]:
            if node.text and french_spacing(node.text) != node.text:
                node.text = french_spacing(node.text)
                n += 1
    if n:
        _write(tree, path)
    return n


def message_key(msg: ET.Element) -> str:
    """A message's key in the JSON of ``--missing`` / ``--apply``: its source,
    followed by a tab and its disambiguation when it has one (the same
    English text translated apart, e.g. for a feminine card)."""
    src = msg.findtext("source") or ""
    comment = msg.findtext("comment")
    return f"{src}\t{comment}" if comment else src


def unfinished(path: Path) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for ctx, msg in _messages(ET.parse(path)):
        tr = msg.find("translation")
        if tr is None or tr.get("type") in ("vanished", "obsolete"):
            continue
        empty = not (tr.text or "").strip() and not tr.findall("numerusform")
        if tr.get("type") == "unfinished" or empty:
            out.setdefault(ctx, {})[message_key(msg)] = ""
    return out


def apply(path: Path, table: dict[str, dict[str, str]]) -> int:
    tree = ET.parse(path)
    n = 0
    for ctx, msg in _messages(tree):
        text = table.get(ctx, {}).get(message_key(msg))
        if not text:
            continue
        tr = msg.find("translation")
        if tr is None:
            tr = ET.SubElement(msg, "translation")
        if msg.get("numerus") == "yes":
            forms = text if isinstance(text, list) else [text, text]
            for f in list(tr):
                tr.remove(f)
            for form in forms:
                ET.SubElement(tr, "numerusform").text = form
        else:
            tr.text = text
        tr.attrib.pop("type", None)
        n += 1
    tree.getroot().set("language", "fr")
    _write(tree, path)
    return n


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--missing", action="store_true", help="print unfinished French entries as JSON")
    ap.add_argument("--apply", metavar="JSON", help="fill French entries from a JSON file")
    args = ap.parse_args()
    fr = TS_DIR / "cardtable_fr.ts"
    en = TS_DIR / "cardtable_en.ts"
    TS_DIR.mkdir(exist_ok=True)
    QM_DIR.mkdir(exist_ok=True)
    lupdate([fr, en])
    fill_english(en)
    filled = 0
    if args.apply:
        filled = apply(fr, json.loads(Path(args.apply).read_text(encoding="utf-8")))
        print(f"{filled} French entries filled")
    if space_french(fr) or filled:
        lupdate([fr])      # lupdate's own layout again, so the file changes only where texts do
    for lang in LANGS:
        lrelease(TS_DIR / f"cardtable_{lang}.ts", QM_DIR / f"cardtable_{lang}.qm")
    missing = unfinished(fr)
    if args.missing:
        print(json.dumps(missing, ensure_ascii=False, indent=1))
    count = sum(len(v) for v in missing.values())
    if count:
        print(f"{count} French entries unfinished (see --missing)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

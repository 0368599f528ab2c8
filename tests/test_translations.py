"""French is complete, English works, the shipped .qm files are up to date."""

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import update_translations as ut  # noqa: E402


def _unfinished(ts: Path):
    return ut.unfinished(ts)


def test_french_has_no_unfinished_entry():
    assert _unfinished(ROOT / "translations" / "cardtable_fr.ts") == {}


def test_every_source_string_has_a_french_entry(tmp_path):
    ts = tmp_path / "cardtable_fr.ts"
    shutil.copy(ROOT / "translations" / "cardtable_fr.ts", ts)
    cmd = [ut.tool("pyside6-lupdate"), *ut.sources(), "-no-obsolete", "-locations", "none",
           "-source-language", "en", "-ts", str(ts)]
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)
    missing = _unfinished(ts)
    assert missing == {}, f"run: python scripts/update_translations.py --missing  ({missing})"


def test_qm_files_are_up_to_date(tmp_path):
    for lang in ut.LANGS:
        qm = tmp_path / f"{lang}.qm"
        ut.lrelease(ROOT / "translations" / f"cardtable_{lang}.ts", qm)
        shipped = ROOT / "cardtable" / "translations" / f"cardtable_{lang}.qm"
        assert shipped.read_bytes() == qm.read_bytes(), f"{shipped.name} is stale: run scripts/update_translations.py"


def test_french_entries_translate_placeholders_faithfully():
    tree = ET.parse(ROOT / "translations" / "cardtable_fr.ts")
    import re
    bad = []
    for msg in tree.getroot().iter("message"):
        src = msg.findtext("source") or ""
        tr = msg.find("translation")
        text = "".join(tr.itertext()) if tr is not None else ""
        if set(re.findall(r"\{\w*\}", src)) != set(re.findall(r"\{\w*\}", text)) and msg.get("numerus") != "yes":
            bad.append(src)
    assert bad == []


def _french_texts():
    """Every French text the program shows: the .ts entries, the rules pages'
    text (outside tags and styles) and the lessons' French words."""
    import json
    import re
    for _ctx, msg in ut._messages(ET.parse(ROOT / "translations" / "cardtable_fr.ts")):
        tr = msg.find("translation")
        if tr is not None:
            for node in [tr, *tr.findall("numerusform")]:
                if node.text:
                    yield "cardtable_fr.ts", node.text
    for page in sorted((ROOT / "cardtable" / "rules").glob("*.fr.html")):
        for part in re.split(r"<style.*?</style>|<[^>]+>", page.read_text(encoding="utf-8"), flags=re.S):
            yield page.name, part

    def walk(node, name):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "fr" and isinstance(value, str):
                    yield name, value
                else:
                    yield from walk(value, name)
        elif isinstance(node, list):
            for value in node:
                yield from walk(value, name)
    for lesson in sorted((ROOT / "cardtable" / "lessons").glob("*.json")):
        yield from walk(json.loads(lesson.read_text(encoding="utf-8")), lesson.name)


def test_french_never_breaks_a_line_before_a_colon_or_a_mark():
    """A line of French never starts with ``:``, ``;``, ``!``, ``?`` or ``»``:
    the space before them (and after ``«``) is non-breaking everywhere
    (scripts/update_translations.py applies it to every French entry)."""
    bad = [(where, text) for where, text in _french_texts() if ut.french_spacing(text) != text]
    assert not bad, f"{len(bad)} French texts with a breaking space before : ; ! ? »: {bad[:5]}"


def test_english_sources_use_english_typography():
    """The English texts (the sources) have no French quotes and no space
    before ! ? ; : (French typography belongs in the French entries only)."""
    import re
    tree = ET.parse(ROOT / "translations" / "cardtable_fr.ts")
    bad = [src for msg in tree.getroot().iter("message")
           if re.search(r"[«»]|[ \u00a0\u202f][!?;:](\s|$)", src := msg.findtext("source") or "")]
    assert bad == []

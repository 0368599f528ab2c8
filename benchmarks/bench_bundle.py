"""The stand-alone program: sizes of the PyInstaller builds and their start-up.

Reads what ``python packaging/build.py`` (and ``--onefile``) left in ``dist/``;
builds nothing unless ``CARDTABLE_BENCH_BUILD=1`` (then it builds the one-folder
bundle and its archive first, ~1–2 min). Sizes are in MiB, the unit of ``du -sm``;
start-up is measured like ``bench_startup.py`` (offscreen, wall time from launch
to the ``painted`` line, median of 7 runs after a warm-up), with the frozen
executable instead of ``python -m cardtable``.
"""

from __future__ import annotations

import importlib.util
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DIST = ROOT / "dist"
EXE = ".exe" if sys.platform == "win32" else ""


def _startup_measure():
    spec = importlib.util.spec_from_file_location("bench_startup", HERE / "bench_startup.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.measure


def du_mib(path: Path) -> float:
    """Allocated size like ``du -sm`` (symlinks not followed), in MiB."""
    if path.is_file():
        st = path.stat()
        return (getattr(st, "st_blocks", 0) * 512 or st.st_size) / 2**20
    total = 0
    for p in path.rglob("*"):
        if p.is_file() and not p.is_symlink():
            st = p.lstat()
            total += getattr(st, "st_blocks", 0) * 512 or st.st_size
    return total / 2**20


#: the parts of the one-folder bundle, in the order they are printed: (name, test on the
#: path relative to ``_internal/``); the first that matches takes the file
PARTS: tuple[tuple[str, Any], ...] = (
    ("ICU (Qt's Unicode and locale library, French and English data)", lambda p: p.name.startswith("libicu")),
    ("Qt libraries", lambda p: p.parts[:3] == ("PySide6", "Qt", "lib")),
    ("Qt plugins", lambda p: p.parts[:3] == ("PySide6", "Qt", "plugins")),
    ("Qt's own translations (French, English)", lambda p: p.parts[:3] == ("PySide6", "Qt", "translations")),
    ("PySide6 bindings", lambda p: p.parts[0] in ("PySide6", "shiboken6")),
    ("the program's data (translations, rules, lessons, images)", lambda p: p.parts[0] == "cardtable"),
    ("Python (interpreter, standard extension modules)",
     lambda p: p.name.startswith("libpython") or p.parts[0] in ("python3.11", "lib-dynload")
     or p.name == "base_library.zip" or p.parts[0].startswith("python3")),
    ("system libraries (X11 and xcb, GLib, FreeType, fontconfig, D-Bus, Kerberos…)",
     lambda p: len(p.parts) == 1 and ".so" in p.name),
)


def parts(folder: Path) -> list[tuple[str, float]]:
    """(part, MiB like ``du``) of a one-folder bundle: the executable (bootloader and every
    module's bytecode), then :data:`PARTS` of ``_internal/``, then what none of them holds."""
    sizes: dict[str, float] = {"the executable (bootloader, bytecode of the program and its Python modules)": 0.0}
    for name, _ in PARTS:
        sizes[name] = 0.0
    sizes["other"] = 0.0
    internal = folder / "_internal"
    for p in folder.rglob("*"):
        if not p.is_file() or p.is_symlink():
            continue
        mib = du_mib(p)
        if p.parent == folder:
            sizes["the executable (bootloader, bytecode of the program and its Python modules)"] += mib
            continue
        rel = p.relative_to(internal) if internal in p.parents else p.relative_to(folder)
        for name, test in PARTS:
            if test(rel):
                sizes[name] += mib
                break
        else:
            sizes["other"] += mib
    return [(k, v) for k, v in sizes.items() if v or k != "other"]


def _build() -> None:
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py")], check=True, cwd=ROOT,
                   stdout=subprocess.DEVNULL)


def rows():
    if os.environ.get("CARDTABLE_BENCH_BUILD") == "1":
        _build()
    folder = DIST / "cardtable"
    exe = folder / f"cardtable{EXE}"
    if not exe.exists():
        return [("bundle: not built (python packaging/build.py, or CARDTABLE_BENCH_BUILD=1)",
                 float("nan"), "", "")]
    out = [("bundle: one-folder size (du -sm)", du_mib(folder), "MiB", "<= 110")]
    out += [(f"bundle:   {name}", round(mib, 1), "MiB", "") for name, mib in parts(folder)]
    for archive in sorted(DIST.glob("cardtable-*.tar.gz")) + sorted(DIST.glob("cardtable-*.zip")):
        out.append((f"bundle: archive {archive.name}", du_mib(archive), "MiB", "<= 45"))
    onefile = [p for p in DIST.glob(f"cardtable-*{EXE}")
               if p.is_file() and not p.name.endswith((".tar.gz", ".zip")) and (EXE or os.access(p, os.X_OK))]
    for p in sorted(onefile):
        out.append((f"bundle: one-file {p.name}", du_mib(p), "MiB", "<= 45"))
    measure = _startup_measure()
    t = measure([str(exe)])
    out.append(("start-up to first painted window (frozen one-folder)", statistics.median(t) * 1000, "ms", "<= 600 ms"))
    for p in sorted(onefile):
        t = measure([str(p)])
        out.append(("start-up to first painted window (frozen one-file)", statistics.median(t) * 1000, "ms", ""))
    return out


if __name__ == "__main__":
    for r in rows():
        print(r)

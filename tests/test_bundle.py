"""The stand-alone program (PyInstaller) and its packaging helpers.

The slow test builds the Linux one-folder bundle into a temporary folder with
``packaging/build.py`` and launches it the way the release workflow does
(``packaging/smoke_test.py``): ``--version``, translated ``--help``, a painted
window, and ``--demo <first game available> --exit`` whose JSON line must be the
one the sources print. The fast tests check the icon files, the Windows version
resource, the Qt selection, the ELF reader and the smaller ICU data without
building the bundle.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import time
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"

SMALL_SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect x="2" y="2" width="60" height="60" rx="10" fill="#1b6b3a"/>
<rect x="20" y="10" width="28" height="42" rx="4" fill="#fff" stroke="#333"/></svg>"""


def _load(name: str) -> types.ModuleType:
    """Import ``packaging/<name>.py`` or ``packaging/hooks/<name>.py`` (not packages)."""
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))
    path = PACKAGING / f"{name}.py"
    if not path.exists():
        path = PACKAGING / "hooks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


# ------------------------------------------------------------------ fast tests

def test_icons_png_ico_icns(qapp, tmp_path):
    mi = _load("make_icons")
    svg = tmp_path / "icon.svg"
    svg.write_text(SMALL_SVG)
    files = mi.make_icons(svg, tmp_path / "icons")
    for s in mi.PNG_SIZES:
        assert mi.png_size(files[f"png{s}"].read_bytes()) == (s, s)
    ico = mi.read_ico(files["ico"].read_bytes())
    assert [s for s, _ in ico] == list(mi.ICO_SIZES)
    assert all(mi.png_size(png) == (s, s) for s, png in ico)
    icns = dict(mi.read_icns(files["icns"].read_bytes()))
    assert set(icns) == {t for t, _ in mi.ICNS_TYPES}
    assert mi.png_size(icns[b"ic10"]) == (1024, 1024) and mi.png_size(icns[b"icp4"]) == (16, 16)
    # Qt's own readers accept both containers
    from PySide6.QtGui import QImageReader
    for kind in ("ico", "icns"):
        reader = QImageReader(str(files[kind]))
        assert reader.canRead() and reader.imageCount() == len(ico if kind == "ico" else icns)


def test_icon_source_missing_is_a_clear_error(tmp_path, monkeypatch):
    mi = _load("make_icons")
    monkeypatch.delenv("CARDTABLE_ICON_SVG", raising=False)
    with pytest.raises(mi.IconError, match="icon.svg"):
        mi.source_svg(tmp_path / "nowhere.svg")
    r = subprocess.run([sys.executable, str(PACKAGING / "make_icons.py"), "--svg", str(tmp_path / "no.svg"),
                        "--out", str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and "cardtable/assets/icon.svg" in r.stderr


def test_windows_version_resource_parses_with_pyinstaller(monkeypatch, tmp_path):
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed (pip install -e '.[dev]')")
    specinfo = _load("specinfo")
    from cardtable import __version__
    assert specinfo.version() == __version__
    # PyInstaller's reader imports Windows-only modules at the top; it needs none of them to parse
    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    import PyInstaller.compat as compat
    monkeypatch.setattr(compat, "win32api", types.ModuleType("win32api"), raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32 import versioninfo
    path = tmp_path / "v.txt"
    path.write_text(specinfo.windows_version_info("1.2.3"), encoding="utf-8")
    info = versioninfo.load_version_info_from_text_file(str(path))
    assert isinstance(info, versioninfo.VSVersionInfo)
    assert info.ffi.fileVersionMS == (1 << 16) | 2 and info.ffi.fileVersionLS == 3 << 16
    assert "Table de cartes" in str(info) and len(info.toRaw()) > 200
    plist = specinfo.info_plist(__version__)
    assert plist["CFBundleShortVersionString"] == __version__ and plist["CFBundleIdentifier"]


def test_qt_selection_keeps_only_what_the_program_uses():
    qs = _load("qt_selection")
    keep = [
        "PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so", "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib", "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/plugins/imageformats/qsvg.dll", "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/plugins/styles/qmodernwindowsstyle.dll", "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so",
        "PySide6/Qt/lib/libQt6Core.so.6",
    ]
    drop = [
        "PySide6/Qt/plugins/platforms/libqvnc.so", "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so", "PySide6/plugins/imageformats/qtiff.dll",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so", "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/plugins/sqldrivers/libqsqlite.so", "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so",
    ]
    assert all(qs.keep_plugin(p) for p in keep), [p for p in keep if not qs.keep_plugin(p)]
    assert not any(qs.keep_plugin(p) for p in drop), [p for p in drop if qs.keep_plugin(p)]
    toc = [("/x/qtbase_fr.qm", "PySide6/Qt/translations"), ("/x/qtbase_de.qm", "PySide6/Qt/translations"),
           ("/x/qt_fr.qm", "PySide6/Qt/translations"), ("/x/qtbase_en.qm", "PySide6/Qt/translations")]
    assert [os.path.basename(s) for s, _ in qs.filter_toc(toc)] == ["qtbase_fr.qm", "qtbase_en.qm"]
    assert qs.keep_module("PySide6.QtSvg") and qs.keep_module("PySide6.QtNetwork")      # network play
    assert not qs.keep_module("PySide6.QtWebSockets") and not qs.keep_module("PySide6.QtQml")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files: Linux")
def test_elf_needed_reader():
    pruning = _load("pruning")
    import PySide6
    core = Path(PySide6.__file__).parent / "QtCore.abi3.so"
    needed = pruning.elf_needed(str(core))
    assert "libQt6Core.so.6" in needed and "libc.so.6" in needed
    assert pruning.elf_needed(__file__) == []
    toc = [("PySide6/QtCore.abi3.so", str(core), "EXTENSION"),
           ("PySide6/Qt/lib/libQt6Core.so.6", str(core.parent / "Qt/lib/libQt6Core.so.6"), "BINARY"),
           ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
           ("libunused.so.1", str(core), "BINARY")]
    kept, dropped = pruning.prune(toc)
    assert dropped == ["libunused.so.1"] and len(kept) == 3


def _icu_header() -> bytes:
    """A common data package's header as ICU writes it (little-endian, ASCII, "CmnD"), 32 bytes."""
    import struct
    info = struct.pack("<HHBBBB4s4s4s", 20, 0, 0, 0, 2, 0, b"CmnD", bytes([1, 0, 0, 0]), bytes([73, 1, 0, 0]))
    return (struct.pack("<HBB", 32, 0xDA, 0x27) + info).ljust(32, b"\0")


def test_icu_data_keeps_french_english_and_what_no_language_owns():
    icu = _load("icu_data")
    kept = ["icudt73l/root.res", "icudt73l/fr.res", "icudt73l/fr_CA.res", "icudt73l/en_GB.res",
            "icudt73l/pool.res", "icudt73l/res_index.res", "icudt73l/supplementalData.res",
            "icudt73l/likelySubtags.res", "icudt73l/nfkc.nrm", "icudt73l/unames.icu", "icudt73l/cnvalias.icu",
            "icudt73l/coll/ucadata.icu", "icudt73l/coll/root.res", "icudt73l/coll/fr_CA.res",
            "icudt73l/brkitr/word.brk", "icudt73l/brkitr/en.res", "icudt73l/zone/fr.res",
            "icudt73l/curr/pool.res", "icudt73l/lang/en_001.res"]
    dropped = ["icudt73l/de.res", "icudt73l/ja_JP.res", "icudt73l/fil.res", "icudt73l/coll/zh.res",
               "icudt73l/coll/frr.res", "icudt73l/enm.res",
               "icudt73l/ibm-943_P15A-2003.cnv", "icudt73l/gb18030.cnv", "icudt73l/brkitr/cjdict.dict",
               "icudt73l/brkitr/thaidict.dict", "icudt73l/translit/root.res", "icudt73l/lang/ko.res"]
    assert [n for n in kept if not icu.keep_item(n)] == []
    assert [n for n in dropped if icu.keep_item(n)] == []


def test_icu_package_written_back_reads_the_same():
    icu = _load("icu_data")
    items = [("icudt73l/b.res", b"\x01" * 7), ("icudt73l/a.icu", b"\x02" * 33), ("icudt73l/coll/fr.res", b"")]
    package = icu.write_package(_icu_header(), items)
    header, back = icu.read_package(package)
    assert header == _icu_header()
    assert [n for n, _ in back] == sorted(n for n, _ in items)   # ICU searches the names in order
    for (_, read), (_, written) in zip(back, sorted(items), strict=True):
        assert read.startswith(written) and not read[len(written):].strip(b"\0")   # then the alignment
    import struct
    count, = struct.unpack_from("<I", package, 32)
    offsets = [struct.unpack_from("<II", package, 36 + 8 * i)[1] for i in range(count)]
    assert all((32 + off) % 16 == 0 for off in offsets)          # each item at a 16-byte boundary
    with pytest.raises(ValueError, match="ICU"):
        icu.read_package(b"\0" * 64)


def _icu_answers(lib_dir: Path) -> dict:
    """Ask the ICU libraries of ``lib_dir``, in a fresh interpreter (no other ICU loaded), how
    they sort French words (fr_CA: accents compared from the end), what they call fr_FR in
    French, and how they open a French and a Japanese collator (ICU's status codes)."""
    code = r"""
import ctypes, functools, json, sys
d, v = sys.argv[1], sys.argv[2]
for name in ("libicudata", "libicuuc"):
    ctypes.CDLL(f"{d}/{name}.so.{v}", mode=ctypes.RTLD_GLOBAL)
uc, i18n = ctypes.CDLL(f"{d}/libicuuc.so.{v}"), ctypes.CDLL(f"{d}/libicui18n.so.{v}")
opn = getattr(i18n, f"ucol_open_{v}"); opn.restype = ctypes.c_void_p
coll = getattr(i18n, f"ucol_strcoll_{v}")
coll.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
def status(loc):
    st = ctypes.c_int(0); c = opn(loc.encode(), ctypes.byref(st)); return c, st.value
fr, _ = status("fr_CA")
def cmp(a, b):
    return coll(fr, a.encode("utf-16-le"), len(a), b.encode("utf-16-le"), len(b))
words = ["côté", "cote", "Zoé", "coté", "école", "côte", "zèbre"]
buf = ctypes.create_string_buffer(400); st = ctypes.c_int(0)
n = getattr(uc, f"uloc_getDisplayName_{v}")(b"fr_FR", b"fr", buf, 200, ctypes.byref(st))
print(json.dumps({"sorted": sorted(words, key=functools.cmp_to_key(cmp)),
                  "name": buf.raw[:n * 2].decode("utf-16-le"),
                  "fr": status("fr")[1], "ja": status("ja")[1]}))
"""
    version = next(lib_dir.glob("libicudata.so.*")).name.rsplit(".", 1)[1]
    r = subprocess.run([sys.executable, "-c", code, str(lib_dir), version], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    import json
    return json.loads(r.stdout)


FRENCH_ORDER = ["cote", "côte", "coté", "côté", "école", "zèbre", "Zoé"]
U_USING_DEFAULT_WARNING = -127          # ICU: no data for that locale, root used


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files: Linux")
def test_smaller_icu_data_still_sorts_french(tmp_path):
    icu = _load("icu_data")
    import shutil

    import PySide6
    qt_lib = Path(PySide6.__file__).parent / "Qt" / "lib"
    original = next(qt_lib.glob("libicudata.so.*"), None)
    if original is None or shutil.which("cc") is None and shutil.which("gcc") is None:
        pytest.skip("no ICU in this PySide6, or no C compiler")
    lib, what = icu.slim_library(original, tmp_path / "build")
    assert lib is not None and "kept" in what
    assert lib.stat().st_size < original.stat().st_size / 4
    libs = tmp_path / "lib"
    libs.mkdir()
    for name in ("libicuuc", "libicui18n"):
        shutil.copy(next(qt_lib.glob(f"{name}.so.*")), libs)
    shutil.copy(lib, libs)
    answers = _icu_answers(libs)
    assert answers["sorted"] == FRENCH_ORDER
    assert answers["name"] == "français (France)"
    assert answers["ja"] == U_USING_DEFAULT_WARNING              # left out: root, as for any locale ICU lacks


# ------------------------------------------------------------------ the bundle

@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    """Build the one-folder bundle once into a temporary folder; yield its executable."""
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed (pip install -e '.[dev]')")
    if not sys.platform.startswith("linux"):
        pytest.skip("the bundle test builds the Linux one-folder bundle (the release workflow covers the others)")
    tmp = tmp_path_factory.mktemp("bundle")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if not (ROOT / "cardtable" / "assets" / "icon.svg").is_file():
        # the release build refuses to go on without the real icon; this test is about the bundle
        (tmp / "icon.svg").write_text(SMALL_SVG)
        env["CARDTABLE_ICON_SVG"] = str(tmp / "icon.svg")
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--distpath", str(tmp / "dist"),
                        "--workpath", str(tmp / "build"), "--no-archive"],
                       capture_output=True, text=True, timeout=1200, env=env, cwd=ROOT)
    elapsed = time.perf_counter() - t0
    assert r.returncode == 0, f"build failed:\n{r.stdout[-3000:]}\n{r.stderr[-6000:]}"
    print(f"\none-folder build: {elapsed:.0f} s\n{r.stdout[-600:]}")
    exe = tmp / "dist" / "cardtable" / "cardtable"
    assert exe.is_file() and os.access(exe, os.X_OK)
    return exe


@pytest.mark.slow
def test_bundle_contains_only_the_chosen_qt(bundle):
    internal = bundle.parent / "_internal"
    qt = internal / "PySide6"
    modules = sorted(p.name.split(".")[0] for p in qt.glob("Qt*.so"))
    assert set(modules) <= {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtPrintSupport", "QtNetwork"}, modules
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= set(modules)
    plugins = {p.parent.name for p in (qt / "Qt" / "plugins").rglob("*.so")}
    assert "platforms" in plugins and not plugins & {"platformthemes", "tls", "sqldrivers", "generic",
                                                     "egldeviceintegrations", "networkinformation"}
    assert sorted(p.name for p in (qt / "Qt" / "translations").iterdir()) == ["qtbase_en.qm", "qtbase_fr.qm"]
    assert sorted(p.name for p in (internal / "cardtable" / "translations").glob("*.qm")) == \
        sorted(p.name for p in (ROOT / "cardtable" / "translations").glob("*.qm"))
    for sub in ("rules", "assets"):
        src = sorted(p.name for p in (ROOT / "cardtable" / sub).glob("*") if p.suffix in (".html", ".svg", ".png"))
        if src:
            assert sorted(p.name for p in (internal / "cardtable" / sub).glob("*")) == src
    assert not list(internal.glob("libgnutls*")) and not list(internal.glob("libcups*"))
    # zeroconf as Python modules (in the archive), not its Cython builds
    assert not list(internal.glob("zeroconf/**/*.so"))
    # ICU's data for French and English only, and still answering in French
    icu_data = next((qt / "Qt" / "lib").glob("libicudata.so.*"))
    assert icu_data.stat().st_size < 8 * 2**20
    answers = _icu_answers(qt / "Qt" / "lib")
    assert answers["sorted"] == FRENCH_ORDER and answers["name"] == "français (France)"


@pytest.mark.slow
def test_bundle_runs_like_the_sources(bundle, tmp_path):
    smoke = _load("smoke_test")
    env = smoke.isolated_env(tmp_path)
    cmd = [str(bundle)]
    before = smoke.snapshot(bundle.parent)

    from cardtable import __version__
    assert smoke.check_version(cmd, env, tmp_path) == f"cardtable {__version__}"
    assert smoke.check_help_translated(cmd, env, tmp_path)        # French by default, .qm found
    assert smoke.check_painted(cmd, env, tmp_path)

    found = smoke.first_game(cmd, env, seed=1, cwd=tmp_path)
    if found is None:
        pytest.skip("no game is available yet: --demo not tested")
    game, p = found
    src = smoke.source_demo(game, 1, smoke.isolated_env(tmp_path / "source"))
    if p.returncode != 0 and src.returncode != 0:
        pytest.skip(f"--demo {game} --exit fails from the sources too (exit {src.returncode}): "
                    f"{src.stderr.strip().splitlines()[-1:]}")
    assert p.returncode == 0, f"--demo {game} --exit: exit {p.returncode}\n{p.stderr[-4000:]}"
    data = smoke.parse_demo_line(p.stdout, game)                 # JSON, one integer total per seat
    assert src.returncode == 0, src.stderr[-4000:]
    assert data == smoke.parse_demo_line(src.stdout, game)       # same game, same result
    assert smoke.snapshot(bundle.parent) == before               # nothing written beside the program

"""Which parts of Qt the frozen program carries (used by the hooks beside this file).

The hooks here replace PyInstaller's own ``hook-PySide6*.py`` for the package and
the Qt modules the application uses (user hooks take priority over built-in ones):
each runs the original and filters what it collects *before* PyInstaller analyses
binary dependencies, so a plugin left
out does not drag its libraries in (the GTK platform theme alone brings GTK, cairo
and pango; the TLS plugin OpenSSL).

Kept:
- Python modules: QtCore, QtGui, QtWidgets, QtSvg, QtPrintSupport (the spec
  excludes every other ``PySide6.Qt*`` module);
- plugins: platforms xcb, wayland, offscreen (Linux), windows, offscreen
  (Windows), cocoa, offscreen (macOS); the small companions the xcb and wayland
  platforms need (xcbglintegrations, wayland xdg-shell, window decorations and
  wayland-egl); platform input contexts compose and ibus (dead keys and input
  methods for accented letters, Linux); imageformats svg only (PNG is built into
  QtGui); iconengines svg; styles; printsupport;
- translations: ``qtbase_fr.qm`` and ``qtbase_en.qm`` only.
"""

from __future__ import annotations

import os
from pathlib import PurePath

KEEP_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtPrintSupport", "QtNetwork")
KEEP_TRANSLATIONS = ("qtbase_fr.qm", "qtbase_en.qm")

# plugin folder -> plugin base names kept (None: every plugin of that folder)
_PLUGINS: dict[str, tuple[str, ...] | None] = {
    "platforms": ("qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"),
    "platforms/darwin": None,
    "imageformats": ("qsvg",),
    "iconengines": ("qsvgicon",),
    "styles": None,
    "printsupport": None,
    "xcbglintegrations": None,
    "platforminputcontexts": ("composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"),
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": ("qt-plugin-wayland-egl",),
}


def _plugin_base(filename: str) -> str:
    stem = filename.split(".")[0]            # libqxcb.so / qwindows.dll / libqcocoa.dylib
    return stem[3:] if stem.startswith("lib") else stem


def keep_plugin(dest: str) -> bool:
    """``dest`` is a destination folder like ``PySide6/Qt/plugins/platforms``, or a file in one."""
    parts = PurePath(dest.replace("\\", "/")).parts
    if "plugins" not in parts:
        return True
    rest = parts[parts.index("plugins") + 1:]
    if not rest:
        return True
    # (folder, file) or (folder, sub, file)
    for depth in (2, 1):
        folder = "/".join(rest[:depth])
        if folder in _PLUGINS and len(rest) > depth:
            names = _PLUGINS[folder]
            return names is None or _plugin_base(rest[depth]) in names
    return False


def keep_module(name: str) -> bool:
    """Keep ``PySide6.X`` only for the Qt modules above (``shiboken6``, ``PySide6.support`` …: yes)."""
    if not name.startswith("PySide6.Qt"):
        return True
    return name.split(".")[1] in KEEP_MODULES


# Binaries PyInstaller's PySide6 hook adds that the program does not need:
# opengl32sw.dll is Qt's 20 MB software OpenGL for Windows (no OpenGL here).
DROP_BINARIES = ("opengl32sw.dll",)


def filter_toc(entries: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Filter hook (src, dest-folder) pairs: plugins as above, Qt translations fr/en only."""
    out = []
    for src, dest in entries:
        name = os.path.basename(src)
        if name.lower() in DROP_BINARIES:
            continue
        if name.endswith(".qm") and "translations" in PurePath(dest.replace("\\", "/")).parts:
            if name in KEEP_TRANSLATIONS:
                out.append((src, dest))
            continue
        if keep_plugin(f"{dest}/{name}"):
            out.append((src, dest))
    return out


def upstream_hook(hook_file: str) -> dict[str, object]:
    """Run PyInstaller's own hook of the same name and return its names, filtered.

    Running the original (rather than copying it) keeps whatever a newer
    PyInstaller collects; only the three lists below are filtered.
    """
    import runpy

    import PyInstaller

    original = os.path.join(os.path.dirname(PyInstaller.__file__), "hooks", os.path.basename(hook_file))
    names = runpy.run_path(original)
    out = {k: v for k, v in names.items() if not k.startswith("_") and k in _HOOK_ATTRIBUTES}
    if "hiddenimports" in out:
        out["hiddenimports"] = [m for m in out["hiddenimports"] if keep_module(m)]
    for key in ("binaries", "datas"):
        if key in out:
            out[key] = filter_toc(list(out[key]))
    return out


_HOOK_ATTRIBUTES = ("hiddenimports", "binaries", "datas", "excludedimports", "module_collection_mode",
                    "warn_on_missing_hiddenimports", "hook")

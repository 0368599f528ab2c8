"""Version and platform facts shared by the spec, build.py and the tests.

Everything is read from the sources (``cardtable/__init__.py``) without importing
the package, so it works before ``pip install`` and from the spec file.
"""

from __future__ import annotations

import platform
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "Table de cartes"
BUNDLE_ID = "org.cardtable.cardtable"
MAC_APP = "Cardtable.app"


def version() -> str:
    """``cardtable.__version__`` as written in ``cardtable/__init__.py``."""
    text = (ROOT / "cardtable" / "__init__.py").read_text("utf-8")
    m = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.M)
    if not m:
        raise SystemExit("__version__ not found in cardtable/__init__.py")
    return m.group(1)


def version_tuple(ver: str) -> tuple[int, int, int, int]:
    """Four numbers for Windows ("0.1.0" -> (0, 1, 0, 0); "1.2rc1" -> (1, 2, 1, 0))."""
    nums = [int(x) for x in re.findall(r"\d+", ver)[:4]]
    nums += [0] * (4 - len(nums))
    return nums[0], nums[1], nums[2], nums[3]


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-x86_64``, ``macos-arm64`` … as used in the archive names."""
    machine = platform.machine().lower()
    mac = sys.platform == "darwin"
    arch = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64" if mac else "aarch64"}.get(machine, machine)
    if sys.platform == "win32":
        system = "windows"
    elif mac:
        system = "macos"
    elif sys.platform.startswith("linux"):
        system = "linux"
    else:
        system = sys.platform
    return f"{system}-{arch}"


def windows_version_info(ver: str) -> str:
    """The text form of a Windows version resource (PyInstaller's ``version=`` file), French strings table."""
    t = version_tuple(ver)
    strings = {
        "CompanyName": "cardtable",
        "FileDescription": APP_NAME,
        "FileVersion": ver,
        "InternalName": "cardtable",
        "LegalCopyright": "MIT License",
        "OriginalFilename": "cardtable.exe",
        "ProductName": APP_NAME,
        "ProductVersion": ver,
    }
    structs = ",\n        ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={t},
    prodvers={t},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040C04B0',
        [{structs}])
    ]),
    VarFileInfo([VarStruct('Translation', [0x040C, 1200])])
  ]
)
"""


def info_plist(ver: str) -> dict[str, object]:
    """Keys added to the macOS bundle's Info.plist (PyInstaller fills the executable, icon and identifier)."""
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": ver,
        "CFBundleVersion": ver,
        "CFBundleDevelopmentRegion": "fr",
        "CFBundleLocalizations": ["fr", "en"],
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": "MIT License",
    }

#!/usr/bin/env python3
"""Build the stand-alone program with PyInstaller and pack it for download.

    python packaging/build.py              # one folder, then its archive
    python packaging/build.py --onefile    # one executable

Results in ``dist/`` (``X`` = version, from ``cardtable.__version__``):

=========  ==============================================  ==========================================
           one folder                                      one file
=========  ==============================================  ==========================================
Linux      ``cardtable/`` and ``cardtable-X-linux-x86_64``  ``cardtable-X-linux-x86_64`` (executable)
           ``.tar.gz`` (with the desktop entry, the icon
           and INSTALL.md)
Windows    ``cardtable/`` (``cardtable.exe``,               ``cardtable-X-windows-x86_64.exe``
           ``cardtable-cli.exe``) and ``…-windows-x86_64
           .zip``
macOS      ``Cardtable.app`` and ``cardtable-X-macos-ARCH    ``cardtable-X-macos-ARCH-onefile.zip``
           .zip``                                          (a console executable)
=========  ==============================================  ==========================================

Sizes (MiB, as ``du -sm``) and the build time are printed at the end.
``--distpath``/``--workpath`` build elsewhere (tests); ``--no-archive`` skips the archive.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "cardtable.spec"
sys.path.insert(0, str(HERE))

from specinfo import MAC_APP, platform_tag, version  # noqa: E402


def tree_size(path: Path) -> tuple[int, int]:
    """(sum of file sizes, bytes allocated on disk like ``du``) of a file or folder; symlinks not followed."""
    if path.is_file():
        st = path.stat()
        return st.st_size, getattr(st, "st_blocks", 0) * 512 or st.st_size
    apparent = disk = 0
    for p in path.rglob("*"):
        st = p.lstat()
        if p.is_symlink() or not p.is_file():
            continue
        apparent += st.st_size
        disk += getattr(st, "st_blocks", 0) * 512 or st.st_size
    return apparent, disk


def mib(n: int) -> str:
    """Mebibytes, the unit of ``du -sm`` (what these figures are compared with)."""
    return f"{n / 2**20:.1f} MiB"


def run_pyinstaller(onefile: bool, distpath: Path, workpath: Path) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("build.py: PyInstaller is not installed (pip install -e '.[dev]')") from None
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(distpath), "--workpath", str(workpath), str(SPEC)]
    if onefile:
        cmd += ["--", "--onefile"]
    print("+", " ".join(cmd), flush=True)
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")  # the icon maker renders without a display
    result = subprocess.run(cmd, cwd=ROOT, env=env)
    if result.returncode != 0:
        raise SystemExit(f"build.py: PyInstaller failed (exit code {result.returncode})")


def make_tar_gz(folder: Path, archive: Path, extras: dict[str, Path]) -> None:
    """``archive`` with ``folder`` as its top directory, plus ``extras`` (name in it -> file)."""
    top = folder.name
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=top)
        for name, src in extras.items():
            tar.add(src, arcname=f"{top}/{name}")


def make_zip(path: Path, archive: Path) -> None:
    if sys.platform == "darwin":
        # ditto keeps the .app's symlinks, permissions and code signature
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(path), str(archive)], check=True)
        return
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        if path.is_file():
            z.write(path, path.name)
            return
        for p in sorted(path.rglob("*")):
            z.write(p, p.relative_to(path.parent).as_posix())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Build the stand-alone cardtable program with PyInstaller.")
    p.add_argument("--onefile", action="store_true", help="one executable instead of one folder")
    p.add_argument("--distpath", default=str(ROOT / "dist"), help="output folder (default: dist)")
    p.add_argument("--workpath", default=None, help="PyInstaller work folder (default: build/onedir or build/onefile)")
    p.add_argument("--no-archive", action="store_true", help="do not make the .tar.gz / .zip")
    args = p.parse_args(argv)

    dist = Path(args.distpath).resolve()
    work = Path(args.workpath).resolve() if args.workpath else ROOT / "build" / ("onefile" if args.onefile else "onedir")
    ver, tag = version(), platform_tag()
    stem = f"cardtable-{ver}-{tag}"
    t0 = time.perf_counter()

    report: list[tuple[str, Path]] = []
    timings: list[tuple[str, float]] = []
    if args.onefile:
        staging = dist / "onefile"
        run_pyinstaller(True, staging, work)
        timings.append(("PyInstaller", time.perf_counter() - t0))
        exe_name = "cardtable.exe" if sys.platform == "win32" else "cardtable"
        built = staging / exe_name
        if sys.platform == "win32":
            final = dist / f"{stem}.exe"
        else:
            final = dist / stem
        shutil.move(built, final)
        shutil.rmtree(staging, ignore_errors=True)
        report.append(("one-file executable", final))
        if sys.platform == "darwin" and not args.no_archive:
            archive = dist / f"{stem}-onefile.zip"
            make_zip(final, archive)
            report.append(("archive", archive))
    else:
        run_pyinstaller(False, dist, work)
        timings.append(("PyInstaller", time.perf_counter() - t0))
        folder = dist / "cardtable"
        report.append(("one-folder bundle", folder))
        if sys.platform == "darwin":
            report.append(("application", dist / MAC_APP))
        if not args.no_archive:
            if sys.platform == "win32":
                archive = dist / f"{stem}.zip"
                make_zip(folder, archive)
            elif sys.platform == "darwin":
                archive = dist / f"{stem}.zip"
                make_zip(dist / MAC_APP, archive)
            else:
                archive = dist / f"{stem}.tar.gz"
                make_tar_gz(folder, archive, {
                    "cardtable.desktop": HERE / "linux" / "cardtable.desktop",
                    "cardtable.png": work / "cardtable" / "icons" / "cardtable.png",
                    "INSTALL.md": HERE / "linux" / "INSTALL.md",
                })
            report.append(("archive", archive))

    elapsed = time.perf_counter() - t0
    print()
    for label, path in report:
        apparent, disk = tree_size(path)
        print(f"{label:<20} {path}  {mib(disk)} on disk ({mib(apparent)} of file data)")
    detail = ", ".join(f"{name} {t:.0f} s" for name, t in timings)
    print(f"{'build time':<20} {elapsed:.0f} s ({detail}{', archive' if len(report) > 1 else ''})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

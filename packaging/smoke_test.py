#!/usr/bin/env python3
"""Smoke test of a built program: launch it and check what it prints.

    python packaging/smoke_test.py dist/cardtable/cardtable [--compare-source] [--windowed]

Checks, offscreen (``QT_QPA_PLATFORM=offscreen``), with settings and saves in a
temporary folder where the platform allows it (Linux: ``XDG_*_HOME``):

1. ``--version`` prints ``cardtable <version of the sources>``;
2. ``--help`` is translated (French by default, differs from ``--lang en --help``);
3. ``CARDTABLE_STARTUP_PROBE=1`` prints ``painted`` (a window was painted) and exits 0;
4. ``--demo G --exit`` for the first game G available (games tried in order; a
   game not built yet exits 2): exit 0 and one JSON line ``{"game", "seed",
   "totals"}`` with one integer total per seat; with ``--compare-source`` the
   line must be the one ``python -m cardtable`` prints for the same game and seed
   (the demo is deterministic);
5. the program wrote nothing into its own folder.

``--windowed``: a Windows GUI executable may have no stdout; then only exit codes
are checked where nothing was printed (each such case is reported).
Exit status 0 when every check passes; the summary is printed as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("peech", "auteurs", "atout_pique", "deutch")
NOT_AVAILABLE = 2  # exit status of --demo for a game not built yet (or a usage error)


class SmokeError(AssertionError):
    pass


def source_version() -> str:
    m = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', (ROOT / "cardtable" / "__init__.py").read_text("utf-8"), re.M)
    return m.group(1) if m else "?"


def isolated_env(home: Path | None = None, **extra: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("CARDTABLE_STARTUP_PROBE", None)
    if home is not None and sys.platform.startswith("linux"):
        for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache"),
                         ("XDG_STATE_HOME", "state")):
            env[var] = str(home / sub)
    env.update(extra)
    return env


def run(cmd: list[str], *args: str, env: dict[str, str], timeout: float = 120,
        cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*cmd, *args], capture_output=True, text=True, encoding="utf-8", errors="replace",
                          env=env, timeout=timeout, stdin=subprocess.DEVNULL, cwd=cwd)


def seats(game: str) -> int | None:
    """Number of seats of a demo of ``game`` (the game's default), from the sources if importable."""
    if str(ROOT) not in sys.path:
        sys.path.append(str(ROOT))
    try:
        from cardtable.engine import game_class
        cls = game_class(game)
    except Exception:
        return None
    n = getattr(cls, "default_players", None)
    return int(n) if isinstance(n, int) else None


def parse_demo_line(stdout: str, game: str) -> dict[str, object]:
    lines = [ln for ln in stdout.splitlines() if ln.strip().startswith("{")]
    if not lines:
        raise SmokeError(f"--demo {game} --exit printed no JSON line; stdout was {stdout!r}")
    data = json.loads(lines[-1])
    if data.get("game") != game or not isinstance(data.get("totals"), list):
        raise SmokeError(f"unexpected demo line {lines[-1]!r}")
    totals = data["totals"]
    if not totals or not all(isinstance(t, int) for t in totals):
        raise SmokeError(f"totals are not integers: {totals!r}")
    n = seats(game)
    if n is not None and len(totals) != n:
        raise SmokeError(f"{len(totals)} totals for {n} seats: {totals!r}")
    return data


def first_game(cmd: list[str], env: dict[str, str], seed: int = 1, timeout: float = 300,
               cwd: Path | None = None) -> tuple[str, subprocess.CompletedProcess[str]] | None:
    """The first game whose ``--demo G --exit`` does not exit 2, with its run; None if none is built."""
    for game in GAMES:
        proc = run(cmd, "--demo", game, "--seed", str(seed), "--exit", env=env, timeout=timeout, cwd=cwd)
        if proc.returncode != NOT_AVAILABLE:
            return game, proc
    return None


def snapshot(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def _quiet_ok(proc: subprocess.CompletedProcess[str], what: str, windowed: bool, notes: list[str]) -> bool:
    """A windowed executable that exits 0 without output: accepted, with a note."""
    if windowed and proc.returncode == 0 and not proc.stdout.strip():
        notes.append(f"{what}: exit 0, no stdout (windowed executable)")
        return True
    return False


def check_version(cmd: list[str], env: dict[str, str], cwd: Path, windowed: bool = False,
                  notes: list[str] | None = None) -> str:
    p = run(cmd, "--version", env=env, cwd=cwd)
    if not _quiet_ok(p, "--version", windowed, notes if notes is not None else []):
        want = f"cardtable {source_version()}"
        if p.returncode != 0 or p.stdout.strip() != want:
            raise SmokeError(f"--version: exit {p.returncode}, printed {p.stdout!r} {p.stderr[-2000:]!r}; want {want!r}")
    return p.stdout.strip()


def check_help_translated(cmd: list[str], env: dict[str, str], cwd: Path, windowed: bool = False,
                          notes: list[str] | None = None) -> bool:
    """``--help`` (French, the default) differs from ``--lang en --help``: the .qm files were found."""
    fr, en = run(cmd, "--help", env=env, cwd=cwd), run(cmd, "--lang", "en", "--help", env=env, cwd=cwd)
    if _quiet_ok(fr, "--help", windowed, notes if notes is not None else []):
        return False
    if fr.returncode != 0 or en.returncode != 0 or not fr.stdout.strip():
        raise SmokeError(f"--help: exit {fr.returncode}/{en.returncode}: {fr.stderr[-2000:]}")
    if fr.stdout == en.stdout:
        raise SmokeError("--help is the same in French and English: the translations were not found")
    return True


def check_painted(cmd: list[str], env: dict[str, str], cwd: Path, windowed: bool = False,
                  notes: list[str] | None = None) -> bool:
    p = run(cmd, env=dict(env, CARDTABLE_STARTUP_PROBE="1"), timeout=60, cwd=cwd)
    if _quiet_ok(p, "start-up probe", windowed, notes if notes is not None else []):
        return True
    if p.returncode != 0 or "painted" not in p.stdout:
        raise SmokeError(f"start-up probe: exit {p.returncode}, stdout {p.stdout!r}, stderr {p.stderr[-2000:]!r}")
    return True


def source_demo(game: str, seed: int, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``python -m cardtable --demo game --seed seed --exit`` from the sources."""
    return run([sys.executable, "-m", "cardtable"], "--demo", game, "--seed", str(seed), "--exit",
               env=env, timeout=300, cwd=ROOT)


def smoke(exe: Path, compare_source: bool = False, windowed: bool = False, seed: int = 1) -> dict[str, object]:
    exe = exe.resolve()
    if not exe.exists():
        raise SmokeError(f"{exe} does not exist")
    cmd = [str(exe)]
    folder = exe.parent
    before = snapshot(folder)
    notes: list[str] = []
    report: dict[str, object] = {"executable": str(exe), "notes": notes}
    with tempfile.TemporaryDirectory(prefix="cardtable-smoke-") as tmp:
        home = Path(tmp)
        env = isolated_env(home)
        report["version"] = check_version(cmd, env, home, windowed, notes)
        report["help_translated"] = check_help_translated(cmd, env, home, windowed, notes)
        report["painted"] = check_painted(cmd, env, home, windowed, notes)
        found = first_game(cmd, env, seed, cwd=home)
        if found is None:
            notes.append("no game is available yet: demo not run")
            report["demo"] = None
        else:
            game, p = found
            if p.returncode != 0:
                raise SmokeError(f"--demo {game} --exit: exit {p.returncode}\nstdout: {p.stdout[-2000:]}\n"
                                 f"stderr: {p.stderr[-4000:]}")
            if _quiet_ok(p, f"--demo {game} --exit", windowed, notes):
                report["demo"] = {"game": game, "totals": None}
            else:
                data = parse_demo_line(p.stdout, game)
                report["demo"] = data
                if compare_source:
                    src = source_demo(game, seed, isolated_env(home / "source"))
                    if src.returncode != 0:
                        notes.append(f"source demo failed too (exit {src.returncode}): not compared")
                    else:
                        expected = parse_demo_line(src.stdout, game)
                        if expected != data:
                            raise SmokeError(f"frozen demo {data} differs from the source's {expected}")
                        report["same_as_source"] = True
        report["written_in_user_folders"] = sorted(
            str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())
    added = sorted(snapshot(folder) - before)
    if added:
        raise SmokeError(f"the program wrote into its own folder: {added[:10]}")
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Launch a built cardtable program and check it.")
    ap.add_argument("executable", type=Path)
    ap.add_argument("--compare-source", action="store_true",
                    help="the demo's JSON line must equal the one printed by python -m cardtable")
    ap.add_argument("--windowed", action="store_true", help="accept exit 0 without stdout (Windows GUI executable)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    try:
        report = smoke(args.executable, args.compare_source, args.windowed, args.seed)
    except (SmokeError, subprocess.TimeoutExpired, json.JSONDecodeError) as exc:
        print(f"SMOKE TEST FAILED: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(report, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

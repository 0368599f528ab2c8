"""Memory of one window playing all-computer Atout Pique games one after another.

A family plays all evening in one window: the memory must not grow from game to
game.  One ``MainWindow`` (offscreen, animation speed "off", no thinking pause,
autosave on, in a private temporary settings/data folder) plays whole games of
four computer players, one after another; the resident set size (RSS, from
``/proc/self/status``) is read after game 5 and after game 50.

    python benchmarks/bench_memory.py                 # 50 games, the figures
    python benchmarks/bench_memory.py --games 8 --json
    python benchmarks/run.py memory                   # the table's rows

The measuring process is a child of ``rows()`` (its own RSS, its own folders).
:func:`open_window` and :func:`play_game` are shared with ``tests/test_memory.py``.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CHECKPOINTS = (5, 50)
TARGET_MB = 30.0


def rss_mb() -> float:
    """Resident set size of this process in MB (Linux; elsewhere the peak)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def open_window() -> Any:
    """A shown MainWindow ready to play games in a row (animations off, autosave on)."""
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    settings = Settings()
    settings.set("speed", "off")
    window = MainWindow(settings)
    window.resize(1280, 820)
    window.show()
    return window


def play_game(window: Any, seed: int, level: str = "intermediaire", options: dict[str, Any] | None = None,
              guard_ms: int = 600_000) -> list[int]:
    """Play one whole game of four computer players in ``window``; return its totals.

    Runs the event loop until ``game_over`` (``guard_ms`` only stops a game that
    would never end), then lets Qt delete what was scheduled for deletion.
    """
    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer

    from cardtable.ui.setup import GameSetup, SeatSetup
    ctl = window.controller
    names = [f"C{i + 1}" for i in range(4)]
    setup = GameSetup("atout_pique", 4, [SeatSetup(n, False, level) for n in names], dict(options or {}), seed)
    result: list[list[int]] = []
    loop = QEventLoop()

    def over(totals: list[int]) -> None:
        result.append(list(totals))
        loop.quit()

    ctl.game_over.connect(over)
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(loop.quit)
    guard.start(guard_ms)
    try:
        ctl.pace = False
        ctl.autosave_enabled = True
        ctl.start(setup)
        if not result:
            loop.exec()
    finally:
        guard.stop()
        ctl.game_over.disconnect(over)
    if not result:
        raise RuntimeError(f"game {seed} did not end")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return result[0]


def measure(games: int, level: str, options: dict[str, Any] | None = None,
            checkpoints: tuple[int, ...] = CHECKPOINTS) -> dict[str, Any]:
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setOrganizationName("cardtable-bench")
    app.setApplicationName("cardtable-bench")
    window = open_window()
    out: dict[str, Any] = {"games": games, "level": level, "rss_mb": {}, "start_mb": rss_mb()}
    for g in range(1, games + 1):
        play_game(window, seed=1000 + g, level=level, options=options)
        if g in checkpoints or g == games:
            out["rss_mb"][str(g)] = rss_mb()
            print(f"game {g}: {out['rss_mb'][str(g)]:.1f} MB", file=sys.stderr, flush=True)
    window.close()
    return out


def run_child(games: int = CHECKPOINTS[-1], level: str = "intermediaire") -> dict[str, Any]:
    """Measure in a child process with its own temporary settings and data folders."""
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-memory-") as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=f"{tmp}/config",
                   XDG_DATA_HOME=f"{tmp}/data", XDG_CACHE_HOME=f"{tmp}/cache")
        r = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--games", str(games), "--level", level,
                            "--json"], capture_output=True, text=True, env=env, cwd=ROOT, timeout=3600)
    if r.returncode != 0:
        raise RuntimeError(r.stderr.strip().splitlines()[-1] if r.stderr.strip() else f"exit {r.returncode}")
    return dict(json.loads(r.stdout.strip().splitlines()[-1]))


def rows() -> list[tuple[str, float, str, str]]:
    rep = run_child()
    first, last = str(CHECKPOINTS[0]), str(CHECKPOINTS[-1])
    a, b = rep["rss_mb"][first], rep["rss_mb"][last]
    return [
        (f"memory after {first} computer games in one window", a, "MB", ""),
        (f"memory after {last} computer games in one window", b, "MB", ""),
        (f"memory growth, game {first} to game {last}", b - a, "MB", f"<= {TARGET_MB:.0f} MB"),
    ]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("--games", type=int, default=CHECKPOINTS[-1])
    p.add_argument("--level", default="intermediaire")
    p.add_argument("--json", action="store_true", help="measure in this process and print JSON")
    args = p.parse_args(argv)
    if args.json:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        sys.path.insert(0, str(ROOT))
        print(json.dumps(measure(args.games, args.level)), flush=True)
        return 0
    for name, value, unit, target in rows() if args.games == CHECKPOINTS[-1] else []:
        print(f"{name:<48} {value:>8.1f} {unit}  {target}")
    if args.games != CHECKPOINTS[-1]:
        print(json.dumps(run_child(args.games, args.level), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

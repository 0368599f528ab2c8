"""Start-up: from launching ``python -m cardtable`` to the first painted window.

Measured from outside: wall time from process start until the program prints
``painted`` (``CARDTABLE_STARTUP_PROBE=1`` makes it print that and quit on the
first paint of the table), offscreen platform, median of 7 runs after one warm-up,
with the package byte-compiled (as an installed program is).

Beside it, in the same run and in turn (A B A B ...), a bare PySide6 window
holding one ``QGraphicsView`` that reports its first paint the same way: the
floor of any Qt program on this machine at this moment.  Run as a script it
prints both medians and the ratio (the program over the bare window):

    python benchmarks/bench_startup.py [--runs 7]

Wall times vary with the machine's load; ``--instructions`` counts instead
the instructions each of the two executes until its first paint (under
valgrind's callgrind, a minute or two each), a figure the load does not
change:

    python benchmarks/bench_startup.py --instructions
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


BARE_WINDOW = """
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
scene = QGraphicsScene()
view = QGraphicsView(scene)
window.setCentralWidget(view)
window.resize(1280, 800)
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("painted", flush=True)
            app.exit(0)
        return False
probe = FirstPaint()
view.viewport().installEventFilter(probe)
window.show()
app.exec()
"""


#: the program, stopped at the first paint of the table (the same moment
#: ``CARDTABLE_STARTUP_PROBE`` prints ``painted``), for counting instructions
STOP_AT_PAINT = """
import os, sys
from cardtable.ui.window import main_window
init = main_window.MainWindow.__init__
def stop_at_paint(self, *args, **kwargs):
    init(self, *args, **kwargs)
    self.first_paint.connect(lambda: os._exit(0))
main_window.MainWindow.__init__ = stop_at_paint
from cardtable import app
sys.exit(app.main([]))
"""
BARE_STOP_AT_PAINT = BARE_WINDOW.replace('print("painted", flush=True)', 'import os; os._exit(0)')


def instructions(code: str, cwd: Path = ROOT) -> int:
    """Instructions executed by ``python -c code`` (valgrind's callgrind)."""
    import re
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("CARDTABLE_STARTUP_PROBE", None)
    r = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", code],
                       capture_output=True, text=True, env=env, cwd=cwd, timeout=1800)
    m = re.search(r"Collected\s*:\s*(\d+)", r.stderr)
    if m is None:
        raise RuntimeError(f"callgrind gave no count: {r.stderr[-500:]}")
    return int(m.group(1))


def instruction_rows():
    compile_package()
    ours, bare = instructions(STOP_AT_PAINT), instructions(BARE_STOP_AT_PAINT)
    return [("instructions to the first paint", ours / 1e6, "M", ""),
            ("bare PySide6 window with one QGraphicsView", bare / 1e6, "M", ""),
            ("instructions / bare window's", ours / bare, "x", "<= 1.3")]


def _once(cmd: list[str], env: dict[str, str], cwd: Path = ROOT) -> float:
    """Seconds from launching ``cmd`` in ``cwd`` (whose ``cardtable`` package
    ``python -m cardtable`` runs) until it prints ``painted``."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=cwd)
    assert p.stdout is not None
    line = p.stdout.readline()
    dt = time.perf_counter() - t0
    p.wait(timeout=30)
    if "painted" not in line:
        raise RuntimeError(f"no paint reported by {cmd}")
    return dt


def _env(env_extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_STARTUP_PROBE="1")
    env.update(env_extra or {})
    return env


def measure(cmd: list[str], runs: int = 7, env_extra: dict[str, str] | None = None) -> list[float]:
    env = _env(env_extra)
    return [_once(cmd, env) for _ in range(runs + 1)][1:]


def measure_pair(cmd_a: list[str], cmd_b: list[str], runs: int = 7) -> tuple[list[float], list[float]]:
    """Both commands in turn, one warm-up each, ``runs`` counted runs each."""
    env = _env()
    a: list[float] = []
    b: list[float] = []
    for i in range(runs + 1):
        ta, tb = _once(cmd_a, env), _once(cmd_b, env)
        if i:
            a.append(ta)
            b.append(tb)
    return a, b


def compile_package(root: Path = ROOT) -> None:
    """Byte-compile the package first, as ``pip install`` does for a user (this
    machine's shell sets PYTHONDONTWRITEBYTECODE, which would otherwise make
    every start compile a dozen modules from source)."""
    import compileall
    compileall.compile_dir(str(root / "cardtable"), quiet=1)


def compare_rows(other: str | Path, pairs: int = 7) -> list[tuple[str, float, float, str, str]]:
    """(name, other's median, this tree's median, unit, target): the start-up of
    another checkout and of this one, in turn, one warm-up each, and the bare
    window beside them (``benchmarks/run.py startup --compare-with OTHER``)."""
    other = Path(other).resolve()
    if not (other / "cardtable").is_dir():
        raise SystemExit(f"--compare-with {other}: no cardtable package there")
    for tree in (other, ROOT):
        compile_package(tree)
    env = _env()
    cmd = [sys.executable, "-m", "cardtable"]
    runs: dict[str, list[float]] = {"other": [], "here": [], "bare": []}
    for i in range(pairs + 1):
        times = {"other": _once(cmd, env, other), "here": _once(cmd, env, ROOT),
                 "bare": _once([sys.executable, "-c", BARE_WINDOW], env)}
        if i:
            for key, t in times.items():
                runs[key].append(t)
    m = {key: statistics.median(v) for key, v in runs.items()}
    return [("start-up to first painted window", m["other"] * 1000, m["here"] * 1000, "ms", "< 500 ms"),
            ("start-up / bare window (same run)", m["other"] / m["bare"], m["here"] / m["bare"], "x", "<= 1.3")]


def rows(runs: int = 7):
    compile_package()
    ours, bare = measure_pair([sys.executable, "-m", "cardtable"], [sys.executable, "-c", BARE_WINDOW], runs)
    m_ours, m_bare = statistics.median(ours), statistics.median(bare)
    return [("start-up to first painted window (source)", m_ours * 1000, "ms", "< 500 ms"),
            ("bare PySide6 window with one QGraphicsView, same run", m_bare * 1000, "ms", ""),
            ("start-up / bare window", m_ours / m_bare, "x", "<= 1.3")]


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--instructions", action="store_true", help="count instructions (valgrind) instead of time")
    parsed = ap.parse_args()
    for name, value, unit, target in (instruction_rows() if parsed.instructions else rows(parsed.runs)):
        print(f"{name}: {value:.3g} {unit}" + (f"  (target {target})" if target else ""))

"""Start-up: from launching ``python -m cardtable`` to the first painted window.

Measured from outside: wall time from process start until the program prints
``painted`` (``CARDTABLE_STARTUP_PROBE=1`` makes it print that and quit on the
first paint of the table), offscreen platform, median of 7 runs after one warm-up,
with the package byte-compiled (as an installed program is).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def measure(cmd: list[str], runs: int = 7, env_extra: dict[str, str] | None = None) -> list[float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_STARTUP_PROBE="1")
    env.update(env_extra or {})
    times = []
    for i in range(runs + 1):
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
        assert p.stdout is not None
        line = p.stdout.readline()
        dt = time.perf_counter() - t0
        p.wait(timeout=30)
        if "painted" not in line:
            raise RuntimeError(f"no paint reported by {cmd}")
        if i:
            times.append(dt)
    return times


def compile_package() -> None:
    """Byte-compile the package first, as ``pip install`` does for a user (this
    machine's shell sets PYTHONDONTWRITEBYTECODE, which would otherwise make
    every start compile a dozen modules from source)."""
    import compileall
    compileall.compile_dir(str(ROOT / "cardtable"), quiet=1)


def rows():
    compile_package()
    t = measure([sys.executable, "-m", "cardtable"])
    return [("start-up to first painted window (source)", statistics.median(t) * 1000, "ms", "< 500 ms")]


if __name__ == "__main__":
    for r in rows():
        print(r)

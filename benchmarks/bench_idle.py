"""Idle CPU while the table waits for the human.

Opens the real main window (``MainWindow``) with a game of Atout Pique, a
human at seat 0 and three computers, speed "normal", waits until the table
waits for the human's input with the animation queue idle and no
animation running anywhere, then lets the event loop run for
``--seconds`` (default 10) and reports:

- the process CPU time used (``time.process_time``) over that time, as a
  percentage of one core;
- the number of ``QEvent.Timer`` events delivered in the whole application
  (an event filter on the ``QApplication``), and which objects received them;
- the running animations (``QAbstractAnimation`` in state Running) at the end.

Target: 0 timer events, ~0 % CPU.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_idle.py [--seconds 10]
"""

from __future__ import annotations

import argparse
import collections
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def running_animations(root) -> list:
    from PySide6.QtCore import QAbstractAnimation
    return [a for a in root.findChildren(QAbstractAnimation)
            if a.state() == QAbstractAnimation.State.Running]


def main(argv: list[str] | None = None) -> dict[str, float]:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--size", default="1366x768")
    args = ap.parse_args(argv)
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
    from PySide6.QtWidgets import QGraphicsObject

    from benchmarks.bench_window import bench_window
    from cardtable.ui.setup import GameSetup, SeatSetup

    app, window = bench_window("bench-idle", args.size)
    names = ["Vous", "Léa", "Hugo", "Chloé"]
    setup = GameSetup("atout_pique", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)], {}, 3)
    window.controller.autosave_enabled = False
    window.controller.start(setup)
    scene = window.view.table
    director = window.director

    def settled() -> bool:
        return (director.awaiting == 0 and not scene.queue.busy
                and not any(isinstance(i, QGraphicsObject) and running_animations(i) for i in scene.items())
                and not running_animations(window))

    t0 = time.perf_counter()
    while not settled():
        app.processEvents()
        if time.perf_counter() - t0 > 30:
            if director.awaiting == 0 and not scene.queue.busy:
                break      # waiting for the human, but something is still animated: measure it
            raise SystemExit("the table never waited for the human")
    # let late single-shot timers (a hover lift, a toast) finish: up to 3 s
    t1 = time.perf_counter()
    while time.perf_counter() - t1 < 3.0:
        app.processEvents()
        time.sleep(0.01)

    class Counter(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0
            self.by: collections.Counter[str] = collections.Counter()

        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Timer:
                self.count += 1
                name = type(obj).__name__
                parent = obj.parent() if hasattr(obj, "parent") else None
                if parent is not None:
                    name += f" (in {type(parent).__name__})"
                self.by[name] += 1
            return False

    counter = Counter()
    app.installEventFilter(counter)
    # the idle event loop: exec() until a wall-clock deadline (a Python sleep
    # thread, not a Qt timer, so the measurement adds no timer of its own)
    import threading
    stop = threading.Event()

    def deadline() -> None:
        stop.wait(args.seconds)
        QCoreApplication.postEvent(app, QEvent(QEvent.Type.Quit))

    cpu0 = time.process_time()
    wall0 = time.perf_counter()
    threading.Thread(target=deadline, daemon=True).start()
    app.exec()
    wall = time.perf_counter() - wall0
    cpu = time.process_time() - cpu0
    app.removeEventFilter(counter)
    anims = running_animations(window) + [a for i in scene.items() if isinstance(i, QGraphicsObject)
                                          for a in running_animations(i)]
    active_timers = [t for t in window.findChildren(QTimer) if t.isActive()]
    result = {"seconds": wall, "cpu_s": cpu, "cpu_pct": 100.0 * cpu / wall, "timer_events": counter.count,
              "running_animations": len(anims), "active_qtimers": len(active_timers)}
    print(f"idle table ({args.size}, waiting for the human, {wall:.1f} s of event loop):")
    print(f"  CPU time            {cpu * 1000:8.1f} ms   ({result['cpu_pct']:.2f} % of one core)   target: 0 %")
    print(f"  timer events        {counter.count:8d}      target: 0")
    for name, n in counter.by.most_common(8):
        print(f"      {n:6d}  {name}")
    print(f"  running animations  {len(anims):8d}      target: 0")
    for a in anims:
        print(f"      {type(a).__name__} target={getattr(a, 'targetObject', lambda: None)()}")
    print(f"  active QTimers      {len(active_timers):8d}")
    window.close()
    return result


if __name__ == "__main__":
    main(sys.argv[1:])

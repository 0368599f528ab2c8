"""Frame times of a real deal while a computer thinks.

Computer players think in the controller's worker thread, but Python's GIL is
shared: a slow decision could hold the animation back.  This opens the real
main window (offscreen), plays the deal of an Atout Pique game at the normal
animation speed and records the interval between two paints of the table
while the cards fly, in turns:

- *quiet*: nothing else runs;
- *thinking*: all through the deal, the controller's worker thread (the one
  the computers think in) runs the real Difficile players of Atout Pique
  deciding, one decision after another, through whole games (their worst
  decisions take several hundred milliseconds).

It prints, for each, the frames' median, 95th percentile and longest
interval, the frames over 33 ms (a frame missed at 30 frames per second),
and for the thinking runs the decisions made meanwhile and the longest one:

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_frames.py [--deals 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def think_until(stop: threading.Event, decisions: list[float], seed: int) -> None:
    """Difficile Atout Pique players deciding, one decision after another, until ``stop``."""
    from cardtable.ai import make_player
    from cardtable.engine import new_game
    while not stop.is_set():
        state = new_game("atout_pique", seed=seed, players=4)
        players = [make_player("atout_pique", "difficile", seed=seed * 10 + i) for i in range(4)]
        seed += 1
        while not state.is_over and not stop.is_set():
            seat = min(state.to_act())
            legal = state.legal_actions(seat)
            t0 = time.perf_counter()
            action = players[seat].choose(state.view(seat), legal)
            decisions.append(time.perf_counter() - t0)
            state.apply(seat, action)


def summary(intervals: list[float]) -> dict[str, float]:
    ms = sorted(x * 1000 for x in intervals)
    return {"frames": len(ms), "median": statistics.median(ms), "p95": ms[int(0.95 * (len(ms) - 1))],
            "max": ms[-1], "over_33": sum(1 for x in ms if x > 33.0)}


def main(argv: list[str] | None = None) -> dict[str, dict[str, float]]:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=3, help="deals measured in each condition")
    ap.add_argument("--size", default="1366x768")
    args = ap.parse_args(argv)
    from PySide6.QtCore import QEvent, QObject

    from benchmarks.bench_window import bench_window
    from cardtable.ui.controller import _worker
    from cardtable.ui.setup import GameSetup, SeatSetup

    app, window = bench_window("bench-frames", args.size)
    window.ensure_built()
    window.controller.autosave_enabled = False
    scene = window.view.table

    class Paints(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.times: list[float] = []
            self.on = False

        def eventFilter(self, obj, event):  # noqa: N802
            if self.on and event.type() == QEvent.Type.Paint:
                self.times.append(time.perf_counter())
            return False

    paints = Paints()
    window.view.viewport().installEventFilter(paints)

    _worker()                   # the kit's worker thread, and its switch interval
    kit_switch = sys.getswitchinterval()
    python_switch = 0.005       # Python's own default

    def one_deal(seed: int, thinking: bool) -> tuple[list[float], list[float]]:
        setup = GameSetup("atout_pique", 4, [SeatSetup(n, False, "facile") for n in ("A", "B", "C", "D")], {},
                          seed)
        stop = threading.Event()
        decisions: list[float] = []
        job = _worker().submit(think_until, stop, decisions, 1000 + seed) if thinking else None
        if thinking:
            while not decisions:          # the players are thinking already
                time.sleep(0.001)
        paints.times.clear()
        window.controller.start(setup)
        t0 = time.perf_counter()
        while not scene.queue.busy and time.perf_counter() - t0 < 10:
            app.processEvents()
        paints.on = True
        while scene.queue.busy and time.perf_counter() - t0 < 60:
            app.processEvents()
        paints.on = False
        window.controller.stop()
        stop.set()
        if job is not None:
            job.result(timeout=30)
        times = paints.times
        return [b - a for a, b in zip(times, times[1:], strict=False)], decisions

    conditions = {"quiet": (False, kit_switch),
                  f"thinking, switch interval {python_switch * 1000:g} ms (Python's default)": (True, python_switch),
                  f"thinking, switch interval {kit_switch * 1000:g} ms (the kit's)": (True, kit_switch)}
    results: dict[str, list[float]] = {kind: [] for kind in conditions}
    decided: dict[str, list[float]] = {kind: [] for kind in conditions}
    one_deal(1, False)          # warm-up: pixmaps, first paints
    for i in range(args.deals):
        for kind, (thinking, switch) in conditions.items():
            sys.setswitchinterval(switch)
            intervals, decisions = one_deal(2 + i, thinking)
            results[kind] += intervals
            decided[kind] += decisions
    sys.setswitchinterval(kit_switch)
    out = {kind: summary(v) for kind, v in results.items()}
    print(f"frame intervals during a deal of Atout Pique ({args.size}, speed normal, {args.deals} deals each, "
          f"in turn):")
    print(f"  {'':52s} {'frames':>7s} {'median':>8s} {'p95':>8s} {'max':>8s} {'> 33 ms':>8s}")
    for kind, s in out.items():
        print(f"  {kind:52s} {s['frames']:7d} {s['median']:7.1f}ms {s['p95']:7.1f}ms {s['max']:7.1f}ms "
              f"{s['over_33']:8d}")
        if decided[kind]:
            print(f"  {'':52s} decisions meanwhile: {len(decided[kind])}, longest "
                  f"{max(decided[kind]) * 1000:.0f} ms")
    return out


def rows(deals: int = 3):
    out = main(["--deals", str(deals)])
    table = []
    for kind, s in out.items():
        table += [(f"deal frames, {kind}: p95 interval", s["p95"], "ms", ""),
                  (f"deal frames, {kind}: longest interval", s["max"], "ms", ""),
                  (f"deal frames, {kind}: over 33 ms", s["over_33"], f"of {s['frames']}", "")]
    return table


if __name__ == "__main__":
    main()

"""The real table at 1920×1080: full render, animation frames, demo memory.

- full-table render: the Atout Pique table at the person's first card (13 cards
  in their hand, 39 backs, plates, felt) painted by the ``QGraphicsView`` into a
  1920×1080 image, warm pixmap caches; CPU time per frame, best of 5 batches of
  30 (the machine is shared, CPU time of the best batch is the steady figure);
- animation frame: a deal of the 52 cards to the four hands as the table plays
  it (a card leaves the deck every 45 ms); each frame advances every animation
  by 16 ms and paints the view; the median frame of the best of 8 passes; also
  the worst case, all 52 cards in flight at once;
- viewport repaint: the same table repainted through the real widget path,
  including the offscreen platform's backing-store flush (informative);
- peak memory: maximum resident set size of ``cardtable --demo atout_pique --exit``.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


class _First:
    def choose(self, view, legal):
        from cardtable.engine.atout_pique import Bid
        bids = [a for a in legal if isinstance(a, Bid) and not a.blind]
        return bids[min(3, len(bids) - 1)] if bids else legal[0]


def _window():
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication
    QCoreApplication.setOrganizationName("cardtable-bench")
    QCoreApplication.setApplicationName("cardtable-bench")
    app = QApplication.instance() or QApplication([])
    import cardtable.ai
    cardtable.ai.make_player = lambda g, l, seed=0: _First()  # noqa: E741
    from cardtable.ui import i18n
    i18n.install("fr")
    from cardtable.ui.controller import GameController
    from cardtable.ui.settings import Settings
    from cardtable.ui.table.director import TableDirector
    from cardtable.ui.table.view import TableView
    settings = Settings()
    settings.set("speed", "off")
    view = TableView(settings)
    view.resize(1920, 1080)
    view.show()
    ctl = GameController(view.durations, autosave=False)
    ctl.pace = False
    director = TableDirector(view, ctl)
    return app, view, ctl, director


def _settle(app, view, ctl, until, limit=20.0):
    t0 = time.perf_counter()
    while not until() and time.perf_counter() - t0 < limit:
        app.processEvents()


def full_render_and_frames() -> tuple[float, float]:
    from PySide6.QtCore import QAbstractAnimation
    from PySide6.QtGui import QImage, QPainter

    from cardtable.ui.setup import GameSetup, SeatSetup
    app, view, ctl, director = _window()
    names = ["Vous", "Léa", "Hugo", "Chloé"]
    ctl.start(GameSetup("atout_pique", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)], {}, 3))
    _settle(app, view, ctl, lambda: director.awaiting == 0)
    from cardtable.engine.atout_pique import Bid
    ctl.submit(0, Bid(3))
    _settle(app, view, ctl, lambda: director.awaiting == 0)
    image = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)

    def paint() -> None:
        p = QPainter(image)
        view.render(p)
        p.end()

    vp = view.viewport()

    def repaint() -> None:
        vp.repaint()     # the real path: the whole viewport painted into the window's backing store

    def best_of(fn, batches: int = 40, n: int = 10) -> float:
        """CPU milliseconds per call, best of ``batches`` batches of ``n``
        calls (on a shared machine the best batch is the steady figure: other
        processes only add cache misses and preemption); the median batch is
        printed on stderr."""
        for _ in range(3):
            fn()
        times = []
        for _ in range(batches):
            t0 = time.process_time()
            for _ in range(n):
                fn()
            times.append((time.process_time() - t0) / n * 1000)
        times.sort()
        print(f"  {getattr(fn, '__name__', fn)}: best {times[0]:.2f} ms, median {times[len(times) // 2]:.2f} ms",
              file=sys.stderr)
        return times[0]

    full_ms = best_of(paint)
    repaint_ms = best_of(repaint)

    # animation: a new deal, the 52 cards flying from the deck to the four hands
    scene = view.table
    from cardtable.engine import DECK
    from cardtable.ui import anim
    hands = [[str(c) for c in DECK[13 * s:13 * s + 13]] for s in range(4)]
    view.durations.speed = "normal"
    behaviour = director.behaviour

    # scrubbing staggered groups by hand makes Qt warn at every frame
    # ("Cannot pause a stopped animation"): keep those warnings out of the timing
    from PySide6.QtCore import qInstallMessageHandler
    qInstallMessageHandler(lambda *_args: None)

    def deal_frames(stagger: int) -> tuple[float, float]:
        """(median frame of the best of 8 passes, of the median pass) for a deal."""
        for item in scene.all_cards():
            scene.remove_card(item)
        anim.BASE_MS["deal_stagger"] = stagger
        behaviour._ev_deal({"type": "deal", "hands": hands})
        steps = list(scene.queue._steps)
        scene.queue.clear()
        anims = [a for a in (step() for step, _p in steps[:1]) if a is not None]
        for a in anims:
            a.start()
            a.pause()
        total = max(a.totalDuration() for a in anims)
        passes = []
        for _ in range(8):
            frame_times = []
            for t in range(0, total, 16):
                t0 = time.process_time()
                for a in anims:
                    a.setCurrentTime(t)
                paint()
                frame_times.append((time.process_time() - t0) * 1000)
            frame_times.sort()
            passes.append(frame_times[len(frame_times) // 2])
        passes.sort()
        print(f"  deal (stagger {stagger} ms): {len(range(0, total, 16))} frames a pass; median frame of the "
              f"best pass {passes[0]:.2f} ms, of the median pass {passes[len(passes) // 2]:.2f} ms",
              file=sys.stderr)
        for a in anims:
            a.stop()
        return passes[0], passes[len(passes) // 2]

    # the real deal: one card leaves the deck every 45 ms, 52 cards on the table
    best, _median = deal_frames(anim.BASE_MS["deal_stagger"])
    # the worst case: all 52 cards in flight in every frame
    worst, _median = deal_frames(0)
    anims: list = []
    for a in anims:
        a.stop()
    assert all(isinstance(a, QAbstractAnimation) for a in anims)
    return full_ms, best, repaint_ms, worst


def demo_peak_mb() -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    r = subprocess.run([sys.executable, "-m", "cardtable", "--demo", "atout_pique", "--exit", "--seed", "1"],
                       cwd=ROOT, capture_output=True, text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    if r.returncode != 0:
        raise RuntimeError(r.stderr[-500:])
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(peak, before) / 1024


def rows():
    out = []
    if os.environ.get("CARDTABLE_BENCH_SUBPROCESS") != "1":
        # run the Qt part in a fresh process so other benchmarks' state does not interfere
        r = subprocess.run([sys.executable, __file__, "--qt"], capture_output=True, text=True, cwd=ROOT,
                           env=dict(os.environ, CARDTABLE_BENCH_SUBPROCESS="1"))
        if r.returncode != 0:
            raise RuntimeError(r.stderr[-800:])
        full_ms, frame_ms, repaint_ms, worst_ms = map(float, r.stdout.split()[-4:])
    else:
        full_ms, frame_ms, repaint_ms, worst_ms = full_render_and_frames()
    out.append(("table: full render 1920x1080 (cached pixmaps, CPU)", full_ms, "ms", "<= 3 ms"))
    out.append(("table: animation frame during the deal, 52 cards (CPU)", frame_ms, "ms", "<= 4 ms"))
    out.append(("table: animation frame, all 52 cards in flight (CPU)", worst_ms, "ms", "worst case"))
    out.append(("table: viewport repaint incl. platform flush (CPU)", repaint_ms, "ms", "informative"))
    out.append(("table: peak memory, --demo atout_pique --exit", demo_peak_mb(), "MB", "< 150 MB"))
    return out


if __name__ == "__main__":
    if "--qt" in sys.argv:
        print(*full_render_and_frames())
    else:
        for row in rows():
            print(row)

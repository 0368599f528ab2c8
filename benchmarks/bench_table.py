"""The real table at 1920×1080: full render, animation frames, demo memory.

- full-table render: the Atout Pique table at the person's first card (13 cards
  in their hand, 39 backs, plates, felt) painted by the ``QGraphicsView`` into a
  1920×1080 image, warm pixmap caches; CPU time per frame, best of 5 batches of
  30 (the machine is shared, CPU time of the best batch is the steady figure);
- animation frame: a deal of the 52 cards to the four hands as the table plays
  it (a card leaves the deck every 45 ms); each frame advances every animation
  by 16 ms and paints the view; the median frame of the best of 8 passes, each
  pass a new deal from a full deck; also the worst case, all 52 cards in
  flight at once;
- viewport repaint: the same table repainted through the real widget path,
  including the offscreen platform's backing-store flush (informative);
- peak memory: maximum resident set size of ``cardtable --demo atout_pique --exit``.

Side by side with another tree (e.g. the code before the table kit)::

    git worktree add /tmp/old 7dd28dc
    python benchmarks/bench_table.py --compare-with /tmp/old [--pairs 5]
    python benchmarks/run.py table --compare-with /tmp/old      # the same

runs this file's measurement (the same code, the same figures) on the other
tree's ``cardtable`` and on this one, alternately, ``--pairs`` times each,
each run in a fresh process, and prints both medians and their ratio (now /
other).  Alternating spreads the shared machine's load over both.  It checks
that both trees draw the same table first: window size, number of cards,
card widths in pixels, frames in a deal; a difference is printed as a warning,
since then the figures would not compare like with like.  Peak memory (a
whole demo game) is not compared.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
#: the tree whose ``cardtable`` is measured: this one, or ``--tree PATH``
#: (a child of ``--compare-with``)
TREE = Path(sys.argv[sys.argv.index("--tree") + 1]).resolve() if "--tree" in sys.argv else ROOT
sys.path.insert(0, str(TREE))

#: the four CPU figures ``full_render_and_frames`` returns, in its order
FIGURES = (
    ("table: full render 1920x1080 (cached pixmaps, CPU)", "<= 3 ms"),
    ("table: animation frame during the deal, 52 cards (CPU)", "<= 4 ms"),
    ("table: viewport repaint incl. platform flush (CPU)", "informative"),
    ("table: animation frame, all 52 cards in flight (CPU)", "worst case"),
)
#: facts about the table measured (``#facts`` line of a ``--qt`` run)
FACTS: dict = {}


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


def full_render_and_frames() -> tuple[float, float, float, float]:
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
    cards = list(view.table.all_cards())
    FACTS.update(window=list(view.viewport().size().toTuple()), cards=len(cards),
                 card_widths=sorted({round(c.width(), 1) for c in cards}))

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

    def new_deal(stagger: int) -> list:
        """The deal's animations, started and paused at 0, from a full deck."""
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
        return anims

    def deal_frames(stagger: int) -> tuple[float, float]:
        """(median frame of the best of 8 passes, of the median pass) for a deal.

        Each pass is a new deal: an animation scrubbed back to 0 would not
        move the cards again (a move without a start value takes the card's
        position when it starts, by then its target), and the later passes
        would paint a table already dealt.  ``deal_layouts`` (in the facts)
        counts the different card layouts painted in a pass, to show it."""
        passes = []
        layouts = []
        frames = 0
        for _ in range(8):
            anims = new_deal(stagger)
            cards = list(scene.all_cards())
            total = max(a.totalDuration() for a in anims)
            frames = len(range(0, total, 16))
            frame_times = []
            seen = set()
            for t in range(0, total, 16):
                t0 = time.process_time()
                for a in anims:
                    a.setCurrentTime(t)
                paint()
                frame_times.append((time.process_time() - t0) * 1000)
                seen.add(tuple((round(c.x()), round(c.y())) for c in cards))
            for a in anims:
                a.stop()
            frame_times.sort()
            passes.append(frame_times[len(frame_times) // 2])
            layouts.append(len(seen))
        passes.sort()
        FACTS[f"deal_frames_stagger_{stagger}"] = frames
        FACTS[f"deal_layouts_stagger_{stagger}"] = min(layouts)
        FACTS[f"deal_cards_stagger_{stagger}"] = len(list(scene.all_cards()))
        print(f"  deal (stagger {stagger} ms): {frames} frames a pass, each a new deal; median frame of the "
              f"best pass {passes[0]:.2f} ms, of the median pass {passes[len(passes) // 2]:.2f} ms",
              file=sys.stderr)
        return passes[0], passes[len(passes) // 2]

    # the real deal: one card leaves the deck every 45 ms, 52 cards on the table
    best, _median = deal_frames(anim.BASE_MS["deal_stagger"])
    # the worst case: all 52 cards in flight in every frame
    worst, _median = deal_frames(0)
    return full_ms, best, repaint_ms, worst


def demo_peak_mb() -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    r = subprocess.run([sys.executable, "-m", "cardtable", "--demo", "atout_pique", "--exit", "--seed", "1"],
                       cwd=ROOT, capture_output=True, text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    if r.returncode != 0:
        raise RuntimeError(r.stderr[-500:])
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(peak, before) / 1024


def measure(tree: Path = ROOT) -> tuple[list[float], dict]:
    """The four CPU figures (``FIGURES`` order) and the table's facts, from
    a fresh process running this file on ``tree``'s ``cardtable``."""
    env = dict(os.environ, CARDTABLE_BENCH_SUBPROCESS="1", PYTHONPATH=str(tree))
    r = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--qt", "--tree", str(tree)],
                       capture_output=True, text=True, cwd=tree, env=env)
    if r.returncode != 0:
        raise RuntimeError(r.stderr[-800:])
    lines = r.stdout.strip().splitlines()
    facts = next((json.loads(x[len("#facts "):]) for x in lines if x.startswith("#facts ")), {})
    return [float(x) for x in lines[-1].split()], facts


def rows():
    out = []
    if os.environ.get("CARDTABLE_BENCH_SUBPROCESS") != "1":
        # run the Qt part in a fresh process so other benchmarks' state does not interfere
        full_ms, frame_ms, repaint_ms, worst_ms = measure()[0]
    else:
        full_ms, frame_ms, repaint_ms, worst_ms = full_render_and_frames()
    out.append(("table: full render 1920x1080 (cached pixmaps, CPU)", full_ms, "ms", "<= 3 ms"))
    out.append(("table: animation frame during the deal, 52 cards (CPU)", frame_ms, "ms", "<= 4 ms"))
    out.append(("table: animation frame, all 52 cards in flight (CPU)", worst_ms, "ms", "worst case"))
    out.append(("table: viewport repaint incl. platform flush (CPU)", repaint_ms, "ms", "informative"))
    out.append(("table: peak memory, --demo atout_pique --exit", demo_peak_mb(), "MB", "< 150 MB"))
    return out


def tree_label(tree: Path) -> str:
    """The tree's commit (``-dirty`` with changes not committed), or its folder's name."""
    r = subprocess.run(["git", "-C", str(tree), "describe", "--always", "--dirty", "--abbrev=7"],
                       capture_output=True, text=True)
    return r.stdout.strip() if r.returncode == 0 and r.stdout.strip() else tree.name


def compare_rows(other: str | Path, pairs: int = 5, log=sys.stderr) -> list[tuple[str, float, float, str, str]]:
    """(name, other's median, this tree's median, unit, target) for the four
    CPU figures, from ``pairs`` alternating runs (other, this, other, ...)."""
    other, here = Path(other).resolve(), ROOT
    if not (other / "cardtable").is_dir():
        raise SystemExit(f"--compare-with {other}: no cardtable package there")
    runs: dict[Path, list[list[float]]] = {other: [], here: []}
    facts: dict[Path, dict] = {}
    for k in range(pairs):
        for tree in (other, here):
            figures, facts[tree] = measure(tree)
            runs[tree].append(figures)
            print(f"# pair {k + 1}/{pairs} {tree_label(tree)}: " + " ".join(f"{x:.3f}" for x in figures), file=log)
    for tree in (other, here):
        print(f"# {tree_label(tree)} ({tree}): {json.dumps(facts[tree], sort_keys=True)}", file=log)
    if facts[other] != facts[here]:
        print("# WARNING: the two trees do not draw the same table (see the facts above): "
              "the figures do not compare like with like", file=log)
    out = []
    for i, (name, target) in enumerate(FIGURES):
        old = statistics.median(r[i] for r in runs[other])
        new = statistics.median(r[i] for r in runs[here])
        out.append((name, old, new, "ms", target))
    return out


def print_comparison(rows_: list[tuple[str, float, float, str, str]], other_label: str, pairs: int) -> None:
    w = max(len(r[0]) for r in rows_)
    here = tree_label(ROOT)
    print(f"median of {pairs} alternating runs each; ratio = {here} / {other_label}")
    print(f"{'measure':<{w}}  {other_label:>10}  {here:>10}  {'ratio':>6}  unit")
    print("-" * (w + 42))
    for name, old, new, unit, _target in rows_:
        print(f"{name:<{w}}  {old:>10.3f}  {new:>10.3f}  {new / old:>6.3f}  {unit}")


def _arg(flag: str, default: str | None = None) -> str | None:
    return sys.argv[sys.argv.index(flag) + 1] if flag in sys.argv else default


if __name__ == "__main__":
    if "--qt" in sys.argv:
        figures = full_render_and_frames()
        print("#facts " + json.dumps(FACTS, sort_keys=True))
        print(*figures)
    elif "--compare-with" in sys.argv:
        other_tree = Path(str(_arg("--compare-with"))).resolve()
        n = int(str(_arg("--pairs", "5")))
        print_comparison(compare_rows(other_tree, n), tree_label(other_tree), n)
    else:
        for row in rows():
            print(row)

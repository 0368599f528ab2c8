"""Games in a row in one window leave nothing behind (a leak of ~25 MB a game was seen once).

One MainWindow (offscreen, animations off, autosave on) plays whole
all-computer Atout Pique games one after another (short games: target 100).
After game 3 and after game 8 we count the Python objects by type, the Qt
children of the table view and of the window, and read the RSS: none of them
may keep growing.  No wall time is measured; the games end on ``game_over``.
"""

from __future__ import annotations

import gc
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.bench_memory import open_window, play_game, rss_mb  # noqa: E402

OPTIONS = {"target": 100}
FIRST, LAST = 3, 8
# what one game used to leave behind: ~18 buttons and 6 labels, a third of the
# players' work items with a view copy each, i.e. hundreds of objects a game
MAX_GROWTH_PER_TYPE = 60
MAX_GROWTH_TOTAL = 300
MAX_RSS_GROWTH_MB = 12.0


def snapshot(window) -> dict:
    # the Qt children first: wrapping a Qt class for the first time creates its
    # Python type (and its method descriptors), which must not count as growth
    out = {"view": Counter(type(o).__name__ for o in window.view.findChildren(object)),
           "window": Counter(type(o).__name__ for o in window.findChildren(object))}
    # the pixmap caches are bounded (LRU) by design: empty them so that only
    # what is really kept alive is counted
    from cardtable.ui.cards import pixmaps
    pixmaps.clear_all()
    renderer = getattr(window.view, "renderer", None)
    if renderer is not None and hasattr(renderer, "clear_cache"):
        renderer.clear_cache()
    gc.collect()
    out["types"] = Counter(type(o).__name__ for o in gc.get_objects())
    out["rss"] = rss_mb()
    return out


def test_games_in_a_row_in_one_window_stop_growing(qtbot):
    window = open_window()
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    snaps = {}
    for g in range(1, LAST + 1):
        totals = play_game(window, seed=50 + g, level="facile", options=OPTIONS)
        assert max(totals) >= 100 or min(totals) <= -200
        if g == 1:
            snapshot(window)          # warm-up (see snapshot)
        if g in (FIRST, LAST):
            snaps[g] = snapshot(window)
    a, b = snaps[FIRST], snaps[LAST]
    # Qt: the table and the window hold the same widgets after game 8 as after game 3
    assert b["view"] == a["view"], (b["view"] - a["view"], a["view"] - b["view"])
    grown = b["window"] - a["window"]
    assert sum(grown.values()) <= 2, grown
    # Python objects: no type keeps growing (a little noise from caches is allowed)
    growth = b["types"] - a["types"]
    worst = growth.most_common(8)
    assert not worst or worst[0][1] <= MAX_GROWTH_PER_TYPE, worst
    assert sum(growth.values()) - sum((a["types"] - b["types"]).values()) <= MAX_GROWTH_TOTAL, worst
    # no controller work item (with its view copy) outlives its game
    assert b["types"].get("_Think", 0) == 0
    # memory: flat within a tolerance
    assert b["rss"] - a["rss"] <= MAX_RSS_GROWTH_MB, (a["rss"], b["rss"])
    window.controller.stop()

"""Atout Pique: how often a level's nils are made, by the side-suit aces the bidder held.

A family doubts a nil bid with an ace in hand; this counts, over the first
hand of many games (game seed ``start`` upwards, every seat played by the
same level), each nil bid, the aces of hearts, clubs and diamonds its
bidder held, and whether the nil was made, with 95% intervals (Wilson).
Measures only, asserts nothing.  Difficile's decisions sample deals: run it
in the compiled copy (``scripts/compiled_copy.sh``, see docs/measuring.md)
to play about three times faster on the same decisions::

    python benchmarks/ap_nils.py --start 1000 --deals 800 --jobs 2
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.ai import make_player  # noqa: E402
from cardtable.arena import wilson  # noqa: E402
from cardtable.engine import new_game  # noqa: E402
from cardtable.engine.atout_pique import Bid  # noqa: E402


def nils_of(args: tuple[int, str]) -> list[tuple[int, bool]]:
    """The first hand of game ``seed``: (side-suit aces held, made) for each nil bid."""
    seed, level = args
    state = new_game("atout_pique", seed=seed)
    players = [make_player("atout_pique", level, seed=seed * 10 + i) for i in range(4)]
    aces: dict[int, int] = {}
    while True:
        (seat,) = state.to_act()
        view = state.view(seat)
        action: Any = players[seat].choose(view, state.legal_actions(seat))
        if isinstance(action, Bid) and action.n == 0:
            aces[seat] = sum(1 for t in view["hand"] if t[:-1] == "A" and not t.endswith("S"))
        for ev in state.apply(seat, action):
            if ev["type"] == "hand_scored":
                return [(aces[n["seat"]], bool(n["made"])) for team in ev["teams"] for n in team["nils"]
                        if n["seat"] in aces]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--start", type=int, default=1000, help="the first game seed")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--level", default="difficile")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    tasks = [(args.start + k, args.level) for k in range(args.deals)]
    if args.jobs > 1:
        import multiprocessing as mp
        with mp.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(nils_of, tasks)
    else:
        results = [nils_of(t) for t in tasks]
    groups: dict[str, list[int]] = {}
    for hand in results:
        for aces, made in hand:
            for key in ("every nil", "no side-suit ace" if aces == 0 else "one side-suit ace or more"):
                g = groups.setdefault(key, [0, 0])
                g[0] += 1
                g[1] += made
    print(f"{args.level}, the first hand of {args.deals} games from seed {args.start}, every seat {args.level}:")
    for key in ("every nil", "no side-suit ace", "one side-suit ace or more"):
        n, made = groups.get(key, [0, 0])
        lo, hi = wilson(made, n)
        share = 100 * made / n if n else 0.0
        print(f"  {key:<26} {n:5} nils, {made} made = {share:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

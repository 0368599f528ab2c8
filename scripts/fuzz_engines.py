"""Long mode of the engine fuzzer: ``tests/test_fuzz_engines.py``.

Plays ``--games N`` seeded random games of each registered game (player counts
in turn), mixing legal and illegal actions, with every check of the test at
every step, and prints per game: games, actions, illegal actions tried (by
kind), failures, wall and CPU time per game.  A failure prints its seed, step and reason (rerun one
game with ``--game ID --seeds SEED``) and the run goes on; the exit status is 1
when anything failed.

    nice -n 15 python scripts/fuzz_engines.py --games 10000
    python scripts/fuzz_engines.py --game deutch --games 200 --first-seed 5000

``--minutes M`` stops starting new games after M minutes (the machine is
shared), and so does ``kill`` (SIGTERM) or Ctrl+C: the figures printed are
then those of the games actually played, with the seeds they used (a later
run goes on from the next seed with ``--first-seed``).
Games of the different games are interleaved, so a stopped run has fuzzed each
game about as long.  The same long run under pytest: ``CARDTABLE_FUZZ_LONG=1``.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT, ROOT / "tests"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import test_fuzz_engines as fz  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games per game id (default 100)")
    ap.add_argument("--game", action="append", help="only this game id (repeatable)")
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--seeds", type=int, nargs="*", help="exactly these seeds (reproduce a failure)")
    ap.add_argument("--tries", type=float, default=1.5, help="illegal actions tried per step, on average")
    ap.add_argument("--minutes", type=float, default=None, help="start no new game after this long")
    ap.add_argument("--progress", type=int, default=60, help="seconds between progress lines (0: none)")
    args = ap.parse_args(argv)

    games = tuple(args.game or fz.FUZZ_GAMES)
    unknown = set(games) - set(fz.FUZZ_GAMES)
    if unknown:
        ap.error(f"unknown game(s): {', '.join(sorted(unknown))}")
    seeds = list(args.seeds) if args.seeds else list(range(args.first_seed, args.first_seed + args.games))
    stats = {g: fz.Stats() for g in games}
    spent = {g: 0.0 for g in games}
    cpu = {g: 0.0 for g in games}
    failures: dict[str, list[str]] = {g: [] for g in games}
    fz.action_pool()
    start = last = time.monotonic()
    stopped = False
    asked: list[int] = []
    # SIGTERM (``kill``) or Ctrl+C: finish the current round of games, then print the figures
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda signum, frame: asked.append(signum))
    for seed in seeds:
        if asked or args.minutes is not None and time.monotonic() - start > args.minutes * 60:
            stopped = True
            break
        for g in games:
            t, c = time.monotonic(), time.process_time()
            try:
                fz.fuzz_game(g, seed, tries=args.tries, stats=stats[g])
            except Exception as exc:      # a failure: keep going, report it
                stats[g].games += 1
                failures[g].append(f"{g} seed {seed}: {exc}")
                print(f"FAIL {g} seed {seed}: {exc}", flush=True)
                traceback.print_exc()
            spent[g] += time.monotonic() - t
            cpu[g] += time.process_time() - c
        if args.progress and time.monotonic() - last > args.progress:
            last = time.monotonic()
            print(f"[{last - start:7.0f} s] seed {seed}: "
                  + ", ".join(f"{g} {stats[g].games}" for g in games), flush=True)

    total = time.monotonic() - start
    print()
    print(f"{'game':<12} {'games':>7} {'actions':>10} {'illegal':>10} {'failures':>8} {'s/game':>7} "
          f"{'cpu s/game':>10}")
    for g in games:
        s = stats[g]
        per, per_cpu = (spent[g] / s.games, cpu[g] / s.games) if s.games else (0.0, 0.0)
        print(f"{g:<12} {s.games:>7} {s.actions:>10} {s.illegal:>10} {len(failures[g]):>8} {per:>7.3f} "
              f"{per_cpu:>10.3f}")
    for g in games:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(stats[g].kinds.items()))
        print(f"  {g} illegal by kind: {kinds}; windows closed by the timer: {stats[g].windows_closed}")
        print(f"  {g} events seen: " + ", ".join(f"{k} {n}" for k, n in sorted(stats[g].events.items())))
    why = "asked to stop" if asked else f"stopped after {args.minutes} min"
    print(f"total {total:.0f} s" + (f" ({why}; seeds {seeds[0]}..{seed - 1})" if stopped else ""))
    for g in games:
        for f in failures[g]:
            print("FAILURE", f)
    return 1 if any(failures.values()) else 0


if __name__ == "__main__":
    sys.exit(main())

"""Deutch: how often a level calls "Deutch !" and what its calls bring.

    .venv/bin/python benchmarks/sparring/deutch_calls.py 78 400 difficile sparring

Plays GAMES games of four players, the tested level at one seat (moved one
seat each game, the deals from the seed) and the other level at the three
others, and prints the tested seat's win share, how many of its rounds it
called and how many of those calls it won, its mean round score after a won
and after a lost call, and the mean score a won call erased.  A measuring
tool (its figures are in ``docs/ai-experiments.md``).
"""

from __future__ import annotations

import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.sparring import seats as sparring_seats  # noqa: E402
from cardtable import arena  # noqa: E402
from cardtable.engine import new_game  # noqa: E402


def play(seed: int, levels: list[str]) -> tuple[list[dict], list[int]]:
    """One game: its ``round_end`` events and the final totals."""
    state = new_game("deutch", seed=seed, players=len(levels))
    players = [arena.seat_player("deutch", lvl, seed * 10 + i) for i, lvl in enumerate(levels)]
    times: dict[str, list[float]] = {lvl: [] for lvl in levels}
    rng = random.Random(seed)
    rounds = []
    while not state.is_over:
        seat, action = arena.next_move(state, players, levels, times, rng)
        rounds += [ev for ev in state.apply(seat, action) if ev["type"] == "round_end"]
    return rounds, list(state.totals)


def main(argv: list[str]) -> int:
    if len(argv) != 4:
        print(__doc__)
        return 2
    sparring_seats.install({})
    seed, games, tested, other = int(argv[0]), int(argv[1]), argv[2], argv[3]
    wins = 0.0
    rounds = 0
    won: list[tuple[int, int]] = []      # (score, erased) after each won call
    lost: list[int] = []
    for k in range(games):
        me = k % 4
        levels = [other] * 4
        levels[me] = tested
        ends, totals = play(seed * 1000 + k // 4, levels)
        if totals[me] == min(totals):
            wins += 1 / totals.count(min(totals))
        for ev in ends:
            rounds += 1
            if ev["caller"] != me:
                continue
            pts = ev["points"]
            if all(pts[me] < pts[s] for s in range(4) if s != me):
                erased = ev["erased"]
                won.append((ev["scores"][me], erased["score"] if erased else 0))
            else:
                lost.append(ev["scores"][me])
    calls = len(won) + len(lost)
    print(f"{tested} against three {other}, {games} games (seed {seed}): win share {100 * wins / games:.1f}%")
    print(f"calls in {calls} of {rounds} rounds ({100 * calls / max(1, rounds):.1f}%), "
          f"{len(won)} won ({100 * len(won) / max(1, calls):.1f}%)")
    if won:
        print(f"after a won call: score {statistics.fmean(s for s, _ in won):.2f}, "
              f"erased {statistics.fmean(e for _, e in won):.2f} on average")
    if lost:
        print(f"after a lost call: score {statistics.fmean(lost):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

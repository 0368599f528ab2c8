"""Deutch: how often a level calls "Deutch !" and what its calls bring.

    .venv/bin/python benchmarks/sparring/deutch_calls.py [--earliest=N] 78 400 difficile sparring

Plays GAMES games of four players, the tested level at one seat (moved one
seat each game, the deals from the seed) and the other level at the three
others, and prints the tested seat's win share, how many of its rounds it
called and how many of those calls it won, its mean round score after a won
and after a lost call, and the mean score a won call erased; then the mean
length of a round in turns (every seat's turns counted, as the engine
numbers them) with its 95% interval, and at which of its own turns of the
round the tested seat called.  ``--earliest=N`` sets the option
``earliest_call`` (the first own turn at which a call is allowed; the
game's default when not given).  A measuring tool (its figures are in
``docs/measuring.md`` and ``docs/ai-experiments.md``).
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
from cardtable.engine.deutch import own_turn  # noqa: E402


def play(seed: int, levels: list[str], options: dict | None = None) -> tuple[list[dict], list[int]]:
    """One game: its ``round_end`` events (each with ``turns``, the round's
    last turn number, and ``call_turn``, the caller's own turn of the call,
    added) and the final totals."""
    state = new_game("deutch", seed=seed, players=len(levels), options=options or {})
    players = [arena.seat_player("deutch", lvl, seed * 10 + i) for i, lvl in enumerate(levels)]
    times: dict[str, list[float]] = {lvl: [] for lvl in levels}
    rng = random.Random(seed)
    rounds = []
    last_turn = 0
    call_turn = None
    while not state.is_over:
        seat, action = arena.next_move(state, players, levels, times, rng)
        for ev in state.apply(seat, action):
            if ev["type"] == "turn":
                last_turn = ev["turn"]
            elif ev["type"] == "deutch":
                call_turn = own_turn(last_turn, len(levels))
            elif ev["type"] == "round_end":
                rounds.append({**ev, "turns": last_turn, "call_turn": call_turn})
                last_turn, call_turn = 0, None
    return rounds, list(state.totals)


def main(argv: list[str]) -> int:
    options: dict = {}
    rest = []
    for a in argv:
        if a.startswith("--earliest="):
            options["earliest_call"] = int(a.split("=", 1)[1])
        else:
            rest.append(a)
    argv = rest
    if len(argv) != 4:
        print(__doc__)
        return 2
    sparring_seats.install({})
    seed, games, tested, other = int(argv[0]), int(argv[1]), argv[2], argv[3]
    lengths: list[int] = []
    call_turns: dict[int, int] = {}
    wins = 0.0
    rounds = 0
    won: list[tuple[int, int]] = []      # (score, erased) after each won call
    lost: list[int] = []
    for k in range(games):
        me = k % 4
        levels = [other] * 4
        levels[me] = tested
        ends, totals = play(seed * 1000 + k // 4, levels, options)
        if totals[me] == min(totals):
            wins += 1 / totals.count(min(totals))
        for ev in ends:
            rounds += 1
            lengths.append(ev["turns"])
            if ev["caller"] != me:
                continue
            call_turns[ev["call_turn"]] = call_turns.get(ev["call_turn"], 0) + 1
            pts = ev["points"]
            if all(pts[me] < pts[s] for s in range(4) if s != me):
                erased = ev["erased"]
                won.append((ev["scores"][me], erased["score"] if erased else 0))
            else:
                lost.append(ev["scores"][me])
    calls = len(won) + len(lost)
    lo, hi = arena.wilson(wins, games)
    print(f"{tested} against three {other}, {games} games (seed {seed}, options {options or 'default'}): "
          f"win share {100 * wins / games:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]")
    clo, chi = arena.wilson(len(won), calls) if calls else (0.0, 0.0)
    print(f"calls in {calls} of {rounds} rounds ({100 * calls / max(1, rounds):.1f}%), "
          f"{len(won)} won ({100 * len(won) / max(1, calls):.1f}% [{100 * clo:.1f}, {100 * chi:.1f}])")
    if lengths:
        m = statistics.fmean(lengths)
        half = 1.96 * statistics.stdev(lengths) / len(lengths) ** 0.5 if len(lengths) > 1 else 0.0
        print(f"round length: {m:.1f} turns [{m - half:.1f}, {m + half:.1f}] over {len(lengths)} rounds")
    print("the tested seat's calls by its own turn: "
          + ", ".join(f"turn {t}: {c}" for t, c in sorted(call_turns.items())))
    if won:
        print(f"after a won call: score {statistics.fmean(s for s, _ in won):.2f}, "
              f"erased {statistics.fmean(e for _, e in won):.2f} on average")
    if lost:
        print(f"after a lost call: score {statistics.fmean(lost):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

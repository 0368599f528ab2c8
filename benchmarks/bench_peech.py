"""Peech figures: engine random-playout speed and decision time per level.

Run alone: ``python benchmarks/bench_peech.py``; :func:`rows` gives the figures
to a runner.  Measures only, asserts nothing.  Targets: at least
2,000 random tricks (battles) per second; Difficile at most 250 ms median and
600 ms at the 95th percentile.  ``python benchmarks/bench_peech.py --cpu`` gives
Difficile's decisions in CPU time instead of wall time: the same figure on a quiet
machine, and one a busy machine (other programs running) does not inflate.

``python benchmarks/bench_peech.py --ceiling 800`` measures instead how much the
game rewards knowing the other cards of a battle: a *cheating* reference (never
a computer player of the program: it reads the engine's hidden state) that
knows what the others play in the current battle -- nothing about later
battles -- against three Facile, with the arena's rotation and win count.
Fair players (Facile, Intermédiaire, Difficile, simple rules of thumb) all
land near a third of the wins; this reference shows what a 40% target
would take in information.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.ai import LEVELS, make_player  # noqa: E402
from cardtable.engine import new_game  # noqa: E402

PLAYOUT_SECONDS = 3.0
DECISIONS = {"facile": 400, "intermediaire": 400, "difficile": 300}


def random_tricks_per_second(seconds: float = PLAYOUT_SECONDS, seed: int = 1) -> float:
    """Battles (every active seat chooses, reveal, resolution, deals, scoring) with random cards."""
    rng = random.Random(seed)
    state = new_game("peech", seed=seed)
    tricks = 0
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while True:
        for seat in sorted(state.to_act()):
            acts = state.legal_actions(seat)
            for ev in state.apply(seat, acts[rng.randrange(len(acts))]):
                if ev["type"] == "reveal":
                    tricks += 1
        if state.is_over:
            state = new_game("peech", seed=rng.randrange(1 << 30))
        if tricks % 100 == 0 and time.perf_counter() > deadline:
            break
    return tricks / (time.perf_counter() - t0)


def decision_times(level: str, n: int, seed: int = 3, clock: Any = time.perf_counter) -> list[float]:
    """Milliseconds per ``choose`` call with at least two legal actions (all four seats at
    ``level``), by ``clock`` (wall time; ``time.process_time`` for the CPU time, which a
    busy machine does not inflate)."""
    times: list[float] = []
    game = 0
    while len(times) < n:
        state = new_game("peech", seed=seed * 1000 + game)
        players = [make_player("peech", level, seed=game * 4 + i) for i in range(4)]
        game += 1
        while not state.is_over and len(times) < n:
            seat = min(state.to_act())
            view = state.view(seat)
            legal = state.legal_actions(seat)
            t0 = clock()
            action = players[seat].choose(view, legal)
            dt = (clock() - t0) * 1000.0
            if len(legal) > 1:
                times.append(dt)
            state.apply(seat, action)
    return times


def ceiling(games: int, opponent: str = "facile", seed: int = 1, other_weight: float = 0.33) -> tuple[float, float]:
    """Win share and mean total of the cheating reference (see the module docstring) in
    ``games`` games against three ``opponent``, seats rotating as in the arena."""
    from cardtable.ai.peech import POINTS, resolve
    wins = 0.0
    totals: list[int] = []
    for g in range(games):
        me = g % 4
        state = new_game("peech", seed=seed * 1_000_003 + g // 4)
        players = [make_player("peech", opponent, seed=(g // 4) * 10 + i) for i in range(4)]
        while not state.is_over:
            seat = min(state.to_act())
            legal = state.legal_actions(seat)
            if seat != me or len(legal) == 1:
                state.apply(seat, players[seat].choose(state.view(seat), legal))
                continue
            others: dict[int, int] = {}
            for o in range(4):
                if o == me or not state.active[o]:
                    continue
                mine = state.chosen[o]
                others[o] = mine.rank if mine is not None else \
                    players[o].choose(state.view(o), state.legal_actions(o)).card.rank
            best: tuple[tuple[float, int], object] | None = None
            for a in legal:
                r = a.card.rank
                played = [(me, r), *sorted(others.items())]
                aces = sum(1 for _, x in played if x == 1)
                v = 0.0
                for w, taken, _victim in resolve(played):
                    if taken == 1 and aces == 1 and state.won[w]:
                        gain = 2.0 - POINTS[state.won[w][-1].rank]
                    else:
                        gain = POINTS[taken] + 1.5      # the card's points and one card nearer the target
                    v += gain if w == me else -other_weight * gain
                key = (v, -r if v > 0 else r)       # win with the lowest winning card; else shed the lowest
                if best is None or key > best[0]:
                    best = (key, a)
            assert best is not None
            state.apply(seat, best[1])
        totals.append(state.totals[me])
        low = min(state.totals)
        winners = [s for s in range(4) if state.totals[s] == low]
        if me in winners:
            wins += 1.0 / len(winners)
    return wins / games, statistics.fmean(totals)


def _p95(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]


def rows() -> list[tuple[str, float, str, str]]:
    out: list[tuple[str, float, str, str]] = [
        ("peech engine random playout", round(random_tricks_per_second(), 1), "tricks/s", ">= 2000"),
    ]
    for level in LEVELS:
        ts = decision_times(level, DECISIONS[level])
        hard = level == "difficile"
        out.append((f"peech {level} decision median", round(statistics.median(ts), 2), "ms",
                    "<= 250" if hard else "-"))
        out.append((f"peech {level} decision p95", round(_p95(ts), 2), "ms", "<= 600" if hard else "-"))
    return out


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "--cpu":
        # the Difficile decisions in CPU time: on a busy machine the wall time counts the waits
        ts = decision_times("difficile", DECISIONS["difficile"], clock=time.process_time)
        print(f"peech difficile decision CPU time: median {statistics.median(ts):.2f} ms, "
              f"p95 {_p95(ts):.2f} ms, max {max(ts):.2f} ms ({len(ts)} decisions)")
        sys.exit(0)
    if len(sys.argv) >= 3 and sys.argv[1] == "--ceiling":
        n = int(sys.argv[2])
        rate, mean = ceiling(n)
        print(f"peech reference that sees the battle's other cards, vs 3 facile: {n} games, "
              f"win {100 * rate:.1f}%, mean total {mean:.2f}")
        sys.exit(0)
    for name, value, unit, target in rows():
        print(f"{name:<40} {value:>10} {unit:<9} target {target}")

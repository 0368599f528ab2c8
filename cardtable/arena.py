"""Headless arena: computer players against each other, deals replayed swapped.

    python -m cardtable.arena atout_pique --seats difficile,facile,difficile,facile \\
        --games 200 --seed 1 --jobs 2
    python -m cardtable.arena peech --seats difficile,facile,facile,facile --games 400

Team games (the engine's ``team_game``): seat ``i`` is played by level
``seats[i]``; seats 0 and 2 are side A, seats 1 and 3 side B.  Games come in
pairs: the same deal sequence (same engine seed) is played once as given and
once with the levels rotated one seat, so that side A sits where side B sat and
receives the cards side B received; luck cancels out.  ``--games N`` is the
total number of games played (N rounded up to an even number: N/2 deal
sequences, each played in both orientations).

Games where each seat plays for itself: each deal sequence is played once per
seat, the levels rotated one seat each time, so every level sits in every seat
on the same deals (``--games N`` rounded up to a multiple of the player count).
The report gives, per level, the share of games won (a tie for the best total
shares the win), the mean final total, both with 95% intervals (Wilson for the
win rate), and the decision times.  The best total is the lowest when the
engine class says ``lower_total_wins = True`` (Peech), else the highest.

Duplicate matches (``--duplicate``)::

    python -m cardtable.arena peech --duplicate --seed 2201 --games 400 \\
        --seats difficile,facile,facile,facile --seats sparring:top,facile,facile,facile

Every line-up (one ``--seats`` each, repeatable) plays the same deal sequences
(the same engine seeds, so the same shuffles), each once per seat rotation:
every level sits in every seat on the same cards, team games included (four
rotations: each side in both partnerships' seats).  The deal seeds are fixed
before the run, by ``--seed S`` (seeds ``S * 1_000_003 + k``) or listed with
``--deal-seeds``, and printed in the report.  Per line-up and level: the win
share and the mean result (a seat's final total; for a team, its final score
less the other side's), each with its 95% interval.  The *tested* level of a
line-up is its first seat's; each later line-up's tested level is compared with
the first line-up's, game for game (same deal, same rotation, same seat): the
mean difference of the win share and of the result, with 95% intervals.

A seat is a level (:data:`cardtable.ai.LEVELS`), a game's frozen reference
level (:data:`cardtable.ai.REFERENCE_LEVELS`, such as ``difficile_v1``), or a
sparring partner: ``sparring`` or ``sparring:NAME``, the players of
``benchmarks/sparring/GAME.py`` in a source checkout (``make_player(name,
seed)`` and the tuple ``LEVELS`` of the names it accepts, the first being
plain ``sparring``), or of a partner written on its own in
``benchmarks/sparring/GAME_NAME.py`` (the same two names; ``sparring:NAME``
and ``sparring:NAME:VARIANT`` find it when ``GAME.py`` does not list them); they are for measuring only
and never offered in the game.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .ai import LEVELS, make_player, normalise_level
from .engine import Pass, game_class, new_game

SPARRING = "sparring"
#: where the sparring partners live (a source checkout's ``benchmarks/sparring/GAME.py``)
SPARRING_DIR = Path(__file__).resolve().parent.parent / "benchmarks" / "sparring"


def sparring_module(game_id: str, partner: str = "") -> Any:
    """The sparring partners' module of ``game_id`` (``benchmarks/sparring/GAME.py``),
    or with ``partner`` the module of a partner written on its own
    (``benchmarks/sparring/GAME_PARTNER.py``).

    Raises ValueError when it is not there (an installed copy has no benchmarks)."""
    if partner:
        game_id = f"{game_id}_{partner}"
    name = f"cardtable_sparring_{game_id}"
    module = sys.modules.get(name)
    if module is not None:
        return module
    path = SPARRING_DIR / f"{game_id}.py"
    if not path.is_file():
        raise ValueError(f"no sparring partner for {game_id}: they are measuring tools of a source "
                         f"checkout, and {path} does not exist")
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module


def resolve_seat(game_id: str, spec: str) -> str:
    """A seat's level as the arena names it: a level or reference level, normalised
    (``"Intermédiaire"`` -> ``"intermediaire"``), or a sparring partner
    (``"sparring"``, ``"sparring:NAME"``).  Raises ValueError with the choices."""
    text = spec.strip()
    head, sep, name = text.partition(":")
    if head.strip().lower() == SPARRING:
        module = sparring_module(game_id)
        known = tuple(getattr(module, "LEVELS", (SPARRING,)))
        name = name.strip().lower() if sep else SPARRING
        own = name.partition(":")[0]          # the file's partner, "NAME" or "NAME:VARIANT"
        if name not in known and own.isidentifier() and (SPARRING_DIR / f"{game_id}_{own}.py").is_file():
            known = tuple(getattr(sparring_module(game_id, own), "LEVELS", ()))
        if name not in known:
            choices = ", ".join(SPARRING if k == SPARRING else f"{SPARRING}:{k}" for k in known)
            raise ValueError(f"unknown sparring partner {spec!r} for {game_id}; sparring partners: {choices}")
        return SPARRING if name == SPARRING else f"{SPARRING}:{name}"
    return normalise_level(text, game_id)


def seat_player(game_id: str, level: str, seed: int) -> Any:
    """The player of an arena seat (see :func:`resolve_seat`)."""
    head, sep, name = level.partition(":")
    if head == SPARRING:
        module = sparring_module(game_id)
        if sep and name not in tuple(getattr(module, "LEVELS", (SPARRING,))):
            module = sparring_module(game_id, name.partition(":")[0])
        return module.make_player(name if sep else SPARRING, seed)
    return make_player(game_id, level, seed=seed)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (``wins`` may count shared wins as fractions)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    k = (len(s) - 1) * q
    lo = math.floor(k)
    hi = min(len(s) - 1, lo + 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def play_game(game_id: str, seed: int, levels: Sequence[str], options: dict[str, Any] | None = None,
              player_seed: int = 0, max_actions: int = 200_000,
              trace: list[tuple[int, str]] | None = None) -> dict[str, Any]:
    """Play one whole game; return per-team statistics and decision times per level.

    With ``trace``, every action applied is appended to it as ``(seat, str(action))``."""
    state = new_game(game_id, seed=seed, players=len(levels), options=options)
    players = [seat_player(game_id, lvl, player_seed * 10 + i) for i, lvl in enumerate(levels)]
    times: dict[str, list[float]] = {lvl: [] for lvl in set(levels)}
    teams = [{"hands": 0, "points": 0, "contracts": 0, "set": 0, "nils": 0, "nils_made": 0,
              "bags": 0, "bostons": 0} for _ in range(2)]
    react_rng = random.Random(seed)
    for _ in range(max_actions):
        if state.is_over:
            break
        seat, action = next_move(state, players, levels, times, react_rng)
        if trace is not None:
            trace.append((seat, str(action)))
        for ev in state.apply(seat, action):
            if ev["type"] == "hand_scored":
                for rec in ev["teams"]:
                    t = teams[rec["team"]]
                    t["hands"] += 1
                    t["points"] += rec["points"]
                    if rec["contract"] > 0:
                        t["contracts"] += 1
                        t["set"] += 0 if rec["made"] else 1
                    t["nils"] += len(rec["nils"])
                    t["nils_made"] += sum(1 for n in rec["nils"] if n["made"])
                    t["bags"] += rec["bags_this_hand"]
                    t["bostons"] += 1 if rec["boston"] else 0
    if not state.is_over:
        raise RuntimeError(f"game {seed} did not finish")
    totals = list(state.totals)
    winner = 0 if totals[0] > totals[1] else 1
    best = min(totals) if getattr(state, "lower_total_wins", False) else max(totals)
    return {"seed": seed, "levels": list(levels), "scores": [totals[0], totals[1]], "winner": winner,
            "teams": teams, "times": times, "totals": totals,
            "winners": [s for s, t in enumerate(totals) if t == best]}


def next_move(state: Any, players: Sequence[Any], levels: Sequence[str], times: dict[str, list[float]],
              rng: random.Random) -> tuple[int, Any]:
    """The next ``(seat, action)`` of a game played without a clock: a timed window
    with several seats is raced (:func:`window_race`, reaction times drawn from
    ``rng``), else the first seat to act is asked (several seats may act at once:
    each is asked in turn).  The time of each decision with two legal actions or
    more goes to ``times[level]``."""
    win = state.pending_window()
    if win is not None and len(win.seats) > 1:
        return window_race(state, sorted(win.seats), players, levels, times, rng)
    seat = min(state.to_act())
    legal = state.legal_actions(seat)
    view = state.view(seat)
    t0 = time.perf_counter()
    action = players[seat].choose(view, legal)
    dt = (time.perf_counter() - t0) * 1000.0
    if len(legal) > 1:
        times[levels[seat]].append(dt)
    return seat, action


def window_race(state: Any, seats: Sequence[int], players: Sequence[Any], levels: Sequence[str],
                times: dict[str, list[float]], rng: random.Random) -> tuple[int, Any]:
    """A timed window with several seats, without a clock: every seat in it is asked;
    of those that act (anything but ``Pass()``), the one with the shortest
    ``player.reaction_ms(view, rng)`` (0 for a player without it) goes first; when
    every seat passes, the first seat's pass is returned (the others are asked again
    on the next steps, so the window closes once all have passed)."""
    acting: list[tuple[int, int, Any]] = []
    first: tuple[int, Any] | None = None
    for seat in seats:
        legal = state.legal_actions(seat)
        view = state.view(seat)
        t0 = time.perf_counter()
        action = players[seat].choose(view, legal)
        times[levels[seat]].append((time.perf_counter() - t0) * 1000.0)
        if first is None:
            first = (seat, action)
        if not isinstance(action, Pass):
            react = getattr(players[seat], "reaction_ms", None)
            acting.append((int(react(view, rng)) if callable(react) else 0, seat, action))
    if acting:
        _, seat, action = min(acting, key=lambda x: (x[0], x[1]))
        return seat, action
    assert first is not None
    return first


def _play_pair(args: tuple[str, int, tuple[str, ...], dict[str, Any] | None]) -> list[dict[str, Any]]:
    """A team game's deal sequence played as given and with the sides exchanged
    (rotations 0 and 1 of :func:`_play_rotations`)."""
    game_id, seed, seats, options = args
    games = _play_rotations((game_id, seed, seats, options, 2))
    for g in games:
        g["swapped"] = g["rotation"] == 1
    return games


def _play_rotations(args: tuple[Any, ...]) -> list[dict[str, Any]]:
    """One deal sequence played once per rotation, the levels moved one seat each
    time (``args``: game, deal seed, seats, options and, optionally, how many
    rotations: every seat's by default)."""
    game_id, seed, seats, options = args[:4]
    n = len(seats)
    rotations = args[4] if len(args) > 4 else n
    out = []
    for k in range(rotations):
        levels = tuple(seats[(i - k) % n] for i in range(n))
        r = play_game(game_id, seed, levels, options, player_seed=seed)
        r["rotation"] = k
        out.append(r)
    return out


def _timing(results: Sequence[dict[str, Any]]) -> dict[str, dict[str, float]]:
    times: dict[str, list[float]] = {}
    for r in results:
        for lvl, ts in r["times"].items():
            times.setdefault(lvl, []).extend(ts)
    return {lvl: {"decisions": len(ts), "median_ms": statistics.median(ts) if ts else float("nan"),
                  "p95_ms": percentile(ts, 0.95), "max_ms": max(ts) if ts else float("nan")}
            for lvl, ts in sorted(times.items())}


def _map(task: Any, tasks: Sequence[Any], jobs: int, progress: bool) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = []
    if jobs > 1:
        import multiprocessing as mp
        with mp.get_context("spawn" if sys.platform == "win32" else "fork").Pool(jobs) as pool:
            for i, group in enumerate(pool.imap_unordered(task, tasks)):
                results.extend(group)
                if progress and (i + 1) % 10 == 0:
                    print(f"  {len(results)} games", file=sys.stderr, flush=True)
    else:
        for i, t in enumerate(tasks):
            results.extend(task(t))
            if progress and (i + 1) % 10 == 0:
                print(f"  {len(results)} games", file=sys.stderr, flush=True)
    # the same order whatever the workers' timing: by deal, then rotation
    order = {seed: i for i, seed in enumerate(t[1] for t in tasks)}
    results.sort(key=lambda r: (order[r["seed"]], r["rotation"]))
    return results


def mean95(values: Sequence[float]) -> tuple[float, list[float]]:
    """The mean of ``values`` and its 95% interval (normal approximation)."""
    m = len(values)
    mean = statistics.fmean(values) if values else float("nan")
    half = 1.96 * statistics.stdev(values) / math.sqrt(m) if m > 1 else float("nan")
    return mean, [mean - half, mean + half]


def deal_seeds_for(seed: int, sequences: int) -> list[int]:
    """The engine seeds of ``sequences`` deal sequences from the base seed ``seed``."""
    return [seed * 1_000_003 + k for k in range(sequences)]


def _outcomes(game_id: str, r: dict[str, Any], seat: int) -> tuple[float, float]:
    """(share of the win, result) of ``seat`` in a finished game: for a team game the
    seat's team's win (0 or 1) and its score less the other team's; else the seat's
    share of the best total (a tie shares it) and its final total."""
    if game_class(game_id).team_game:
        team = seat % 2
        return (1.0 if r["winner"] == team else 0.0), float(r["scores"][team] - r["scores"][1 - team])
    win = 1.0 / len(r["winners"]) if seat in r["winners"] else 0.0
    return win, float(r["totals"][seat])


def run_individual(game_id: str, seats: Sequence[str], games: int, seed: int, jobs: int,
                   options: dict[str, Any] | None = None, progress: bool = False,
                   deal_seeds: Sequence[int] | None = None, keep_results: bool = False) -> dict[str, Any]:
    """Every seat for itself: per level win share and mean total (see the module docstring).

    ``deal_seeds`` (else ``games`` and ``seed``) gives the deal sequences; with
    ``keep_results`` the report keeps every game's record (``results``)."""
    n = len(seats)
    seeds = list(deal_seeds) if deal_seeds is not None else deal_seeds_for(seed, (games + n - 1) // n)
    tasks = [(game_id, s, tuple(seats), options) for s in seeds]
    t0 = time.perf_counter()
    results = _map(_play_rotations, tasks, jobs, progress)
    elapsed = time.perf_counter() - t0
    levels: list[dict[str, Any]] = []
    for lvl in dict.fromkeys(seats):
        wins = 0.0
        totals: list[float] = []
        for r in results:
            for s, level in enumerate(r["levels"]):
                if level != lvl:
                    continue
                w, total = _outcomes(game_id, r, s)
                totals.append(total)
                wins += w
        m = len(totals)
        mean, ci = mean95(totals)
        lo, hi = wilson(wins, m)
        levels.append({"level": lvl, "seats_per_game": seats.count(lvl), "seat_games": m, "wins": wins,
                       "win_rate": wins / max(1, m), "wilson95": [lo, hi], "mean_total": mean,
                       "mean_total95": ci})
    return {"game": game_id, "mode": "individual", "seats": list(seats), "games": len(results),
            "deal_sequences": len(seeds), "seed": seed, "deal_seeds": seeds, "jobs": jobs, "elapsed_s": elapsed,
            "lower_total_wins": bool(getattr(game_class(game_id), "lower_total_wins", False)),
            "levels": levels, "timing": _timing(results), **({"results": results} if keep_results else {})}


def format_individual(rep: dict[str, Any]) -> str:
    best = "lowest" if rep["lower_total_wins"] else "highest"
    lines = [f"{rep['game']}: seats {','.join(rep['seats'])}  (each seat for itself; the {best} total wins)",
             f"{rep['games']} games = {rep['deal_sequences']} deal sequences x {len(rep['seats'])} rotations "
             f"(seed {rep['seed']}, {rep['elapsed_s']:.0f} s)", ""]
    lines.append(f"{'level':<16}{'seat-games':>11}{'won':>9}{'win %':>8}{'95% Wilson':>16}"
                 f"{'mean total':>12}{'95% CI':>18}")
    for lv in rep["levels"]:
        lines.append(f"{lv['level']:<16}{lv['seat_games']:>11}{lv['wins']:>9.1f}{100 * lv['win_rate']:>8.1f}"
                     f"{_interval(lv['wilson95'], 100, 1):>16}{lv['mean_total']:>12.2f}"
                     f"{_interval(lv['mean_total95'], 1, 2):>18}")
    lines.append("(win %: share of seat-games won, a tie for the best total shared; fair share "
                 f"{100 / len(rep['seats']):.0f}%)")
    lines.append("")
    lines.extend(_timing_lines(rep["timing"]))
    return "\n".join(lines)


def _interval(pair: Sequence[float], scale: float, digits: int) -> str:
    return f"[{scale * pair[0]:.{digits}f}, {scale * pair[1]:.{digits}f}]"


def _timing_lines(timing: dict[str, dict[str, float]]) -> list[str]:
    lines = [f"{'decision time':<16}{'decisions':>10}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}"]
    for lvl, t in timing.items():
        lines.append(f"{lvl:<16}{t['decisions']:>10}{t['median_ms']:>11.2f}{t['p95_ms']:>9.2f}{t['max_ms']:>9.1f}")
    lines.append("(decisions with at least two legal actions)")
    return lines


def side_label(seats: Sequence[str], side: int) -> str:
    a, b = seats[side], seats[side + 2]
    return a if a == b else f"{a}+{b}"


def run(game_id: str, seats: Sequence[str], games: int, seed: int, jobs: int,
        options: dict[str, Any] | None = None, progress: bool = False,
        deal_seeds: Sequence[int] | None = None, rotations: int = 2, keep_results: bool = False) -> dict[str, Any]:
    """A match (see the module docstring); a team game's deal sequences are played
    in ``rotations`` rotations (2: as given and swapped; 4: every seat)."""
    if not game_class(game_id).team_game:
        return run_individual(game_id, seats, games, seed, jobs, options, progress, deal_seeds, keep_results)
    seeds = list(deal_seeds) if deal_seeds is not None else deal_seeds_for(seed, (games + rotations - 1) // rotations)
    tasks = [(game_id, s, tuple(seats), options, rotations) for s in seeds]
    t0 = time.perf_counter()
    results = _map(_play_rotations, tasks, jobs, progress)
    elapsed = time.perf_counter() - t0
    labels = [side_label(seats, 0), side_label(seats, 1)]
    sides = []
    for side in (0, 1):
        agg: dict[str, Any] = {"label": labels[side], "seats": [side, side + 2], "wins": 0, "games": 0, "hands": 0,
               "points": 0, "contracts": 0, "set": 0, "nils": 0, "nils_made": 0, "bags": 0,
               "bostons": 0, "final_score_sum": 0}
        margins: list[float] = []
        for r in results:
            # rotated k seats, side A's levels hold team k % 2
            team = (side + r["rotation"]) % 2
            agg["games"] += 1
            agg["wins"] += 1 if r["winner"] == team else 0
            agg["final_score_sum"] += r["scores"][team]
            margins.append(float(r["scores"][team] - r["scores"][1 - team]))
            for k in ("hands", "points", "contracts", "set", "nils", "nils_made", "bags", "bostons"):
                agg[k] += r["teams"][team][k]
        lo, hi = wilson(agg["wins"], agg["games"])
        hands = max(1, agg["hands"])
        margin, margin95 = mean95(margins)
        agg.update({
            "win_rate": agg["wins"] / max(1, agg["games"]), "wilson95": [lo, hi],
            "points_per_hand": agg["points"] / hands, "set_rate": agg["set"] / max(1, agg["contracts"]),
            "nil_success": (agg["nils_made"] / agg["nils"]) if agg["nils"] else None,
            "bags_per_hand": agg["bags"] / hands, "mean_margin": margin, "mean_margin95": margin95,
        })
        sides.append(agg)
    return {"game": game_id, "seats": list(seats), "games": len(results), "deal_sequences": len(seeds),
            "rotations": rotations, "seed": seed, "deal_seeds": seeds, "jobs": jobs, "elapsed_s": elapsed,
            "sides": sides, "timing": _timing(results), **({"results": results} if keep_results else {}),
            "hands_per_game": sum(r["teams"][0]["hands"] for r in results) / max(1, len(results))}


def format_report(rep: dict[str, Any]) -> str:
    if rep.get("mode") == "duplicate":
        return format_duplicate(rep)
    if rep.get("mode") == "individual":
        return format_individual(rep)
    orient = "orientations" if rep.get("rotations", 2) == 2 else "rotations"
    lines = [f"{rep['game']}: seats {','.join(rep['seats'])}  (side A = seats 0,2; side B = seats 1,3)",
             f"{rep['games']} games = {rep['deal_sequences']} deal sequences x {rep.get('rotations', 2)} {orient} "
             f"(seed {rep['seed']}, {rep['elapsed_s']:.0f} s, {rep['hands_per_game']:.1f} hands/game)",
             ""]
    head = f"{'side':<28}{'won':>9}{'win %':>8}{'95% Wilson':>16}{'margin':>9}{'95% CI':>18}{'pts/hand':>10}" \
           f"{'set':>12}{'nils (made)':>14}{'bags/hand':>11}"
    lines.append(head)
    for side, s in zip("AB", rep["sides"], strict=True):
        nil = f"{s['nils']} ({100 * s['nil_success']:.0f}%)" if s["nils"] else "0"
        lines.append(
            f"{side + ' ' + s['label']:<28}{s['wins']:>4}/{s['games']:<4}{100 * s['win_rate']:>8.1f}"
            f"{_interval(s['wilson95'], 100, 1):>16}{s['mean_margin']:>9.1f}{_interval(s['mean_margin95'], 1, 1):>18}"
            f"{s['points_per_hand']:>10.1f}{str(s['set']) + '/' + str(s['contracts']):>12}{nil:>14}"
            f"{s['bags_per_hand']:>11.2f}")
    lines.append("(margin: the side's final score less the other side's, per game)")
    lines.append("")
    lines.extend(_timing_lines(rep["timing"]))
    return "\n".join(lines)


# ------------------------------------------------------------ duplicate matches
def run_duplicate(game_id: str, lineups: Sequence[Sequence[str]], games: int, seed: int, jobs: int,
                  options: dict[str, Any] | None = None, progress: bool = False,
                  deal_seeds: Sequence[int] | None = None) -> dict[str, Any]:
    """Duplicate matches (see the module docstring): every line-up on the same deal
    seeds, each deal once per seat rotation; the per-level figures of each line-up
    and the game-for-game comparison of each line-up's tested level (its first
    seat's) with the first line-up's."""
    cls = game_class(game_id)
    n = len(lineups[0])
    if any(len(x) != n for x in lineups):
        raise ValueError("every line-up needs the same number of seats")
    seeds = list(deal_seeds) if deal_seeds is not None else deal_seeds_for(seed, (games + n - 1) // n)
    out_lineups: list[dict[str, Any]] = []
    tested: list[dict[tuple[int, int], tuple[float, float]]] = []
    every: list[dict[str, Any]] = []
    t0 = time.perf_counter()
    for seats in lineups:
        if cls.team_game:
            rep = run(game_id, seats, 0, seed, jobs, options, progress, seeds, rotations=n, keep_results=True)
        else:
            rep = run_individual(game_id, seats, 0, seed, jobs, options, progress, seeds, keep_results=True)
        results = rep.pop("results")
        every.extend(results)
        levels = []
        # a team's two seats make one result (a level on both seats of a side counts once a game)
        units = [(s, side_label(seats, s)) for s in (0, 1)] if cls.team_game else list(enumerate(seats))
        for lvl in dict.fromkeys(label for _, label in units):
            wins: list[float] = []
            res: list[float] = []
            for r in results:
                rot = r["rotation"]
                for s, label in units:
                    if label == lvl:
                        w, x = _outcomes(game_id, r, (s + rot) % n)
                        wins.append(w)
                        res.append(x)
            share, _ = mean95(wins)
            mean, ci = mean95(res)
            levels.append({"level": lvl, "seats_per_game": sum(1 for _, label in units if label == lvl),
                           "seat_games": len(res), "wins": sum(wins), "win_rate": share,
                           "wilson95": list(wilson(sum(wins), len(wins))), "mean_result": mean,
                           "mean_result95": ci})
        # the tested level sits at seat k in rotation k
        tested.append({(r["seed"], r["rotation"]): _outcomes(game_id, r, r["rotation"] % n) for r in results})
        out_lineups.append({"seats": list(seats), "tested": units[0][1], "games": len(results),
                            "levels": levels, "timing": rep["timing"], "elapsed_s": rep["elapsed_s"]})
    comparisons = []
    base = tested[0]
    for k in range(1, len(lineups)):
        keys = sorted(base)
        dw = [tested[k][key][0] - base[key][0] for key in keys]
        dr = [tested[k][key][1] - base[key][1] for key in keys]
        mw, cw = mean95(dw)
        mr, cr = mean95(dr)
        comparisons.append({"lineup": k, "tested": out_lineups[k]["tested"], "against": out_lineups[0]["tested"],
                            "games": len(keys),
                            "win_share_diff": mw, "win_share_diff95": cw, "result_diff": mr, "result_diff95": cr})
    lower = bool(getattr(cls, "lower_total_wins", False)) and not cls.team_game
    return {"game": game_id, "mode": "duplicate", "team_game": bool(cls.team_game), "players": n,
            "seed": seed if deal_seeds is None else None, "deal_seeds": seeds, "deal_sequences": len(seeds), "rotations": n, "jobs": jobs,
            "options": dict(options or {}), "lower_total_wins": lower, "elapsed_s": time.perf_counter() - t0,
            "lineups": out_lineups, "comparisons": comparisons, "timing": _timing(every)}


def _seed_text(seeds: Sequence[int]) -> str:
    if len(seeds) > 1 and all(b - a == 1 for a, b in zip(seeds, seeds[1:], strict=False)):
        return f"{seeds[0]}..{seeds[-1]}"
    if len(seeds) <= 6:
        return ",".join(str(x) for x in seeds)
    return ",".join(str(x) for x in seeds[:3]) + ",...," + ",".join(str(x) for x in seeds[-2:])


def format_duplicate(rep: dict[str, Any]) -> str:
    if rep["team_game"]:
        result = "result: the team's final score less the other team's"
    else:
        result = f"result: the final total, the {'lowest' if rep['lower_total_wins'] else 'highest'} wins"
    lines = [f"{rep['game']}: duplicate match, {rep['deal_sequences']} deal sequences x {rep['rotations']} "
             f"seat rotations for every line-up ({rep['elapsed_s']:.0f} s)",
             f"deal seeds {_seed_text(rep['deal_seeds'])}"
             + (f" (base seed {rep['seed']})" if rep["seed"] is not None else "")
             + (f"; options {json.dumps(rep['options'])}" if rep["options"] else ""),
             f"({result}; win %: share of {'team' if rep['team_game'] else 'seat'}-games won, a tie shared; fair share "
             f"{100 / (2 if rep['team_game'] else rep['players']):.0f}%)"]
    for i, lu in enumerate(rep["lineups"]):
        lines += ["", f"line-up {i + 1}: {','.join(lu['seats'])}  ({lu['games']} games; tested: {lu['tested']})",
                  f"{'side' if rep['team_game'] else 'level':<20}{'games':>11}{'won':>9}{'win %':>8}{'95% Wilson':>16}"
                  f"{'mean result':>13}{'95% CI':>20}"]
        for lv in lu["levels"]:
            lines.append(f"{lv['level']:<20}{lv['seat_games']:>11}{lv['wins']:>9.1f}{100 * lv['win_rate']:>8.1f}"
                         f"{_interval(lv['wilson95'], 100, 1):>16}{lv['mean_result']:>13.2f}"
                         f"{_interval(lv['mean_result95'], 1, 2):>20}")
    if rep["comparisons"]:
        lines += ["", "game for game (same deal, rotation and seat), each tested level less line-up 1's "
                  f"({rep['lineups'][0]['tested']}):",
                  f"{'line-up':<10}{'tested':<20}{'games':>7}{'win % diff':>12}{'95% CI':>18}"
                  f"{'result diff':>13}{'95% CI':>20}"]
        for c in rep["comparisons"]:
            lines.append(f"{c['lineup'] + 1:<10}{c['tested']:<20}{c['games']:>7}{100 * c['win_share_diff']:>12.1f}"
                         f"{_interval(c['win_share_diff95'], 100, 1):>18}{c['result_diff']:>13.2f}"
                         f"{_interval(c['result_diff95'], 1, 2):>20}")
    lines += ["", *_timing_lines(rep["timing"])]
    return "\n".join(lines)


def describe_options(cls: Any) -> str:
    """The game's options as a sentence: "the options of deutch: rounds (a whole number from 1 to 30,
    default 10), …" (or that it has none)."""
    parts = []
    for spec in cls.option_specs:
        if spec.kind == "int":
            what = f"a whole number from {spec.minimum} to {spec.maximum}"
        elif spec.kind == "bool":
            what = "true or false"
        else:
            what = "one of " + ", ".join(json.dumps(c) for c in spec.choices)
        parts.append(f"{spec.name} ({what}, default {json.dumps(spec.default)})")
    if not parts:
        return f"{cls.game_id} has no options"
    return f"the options of {cls.game_id}: " + "; ".join(parts) + " (--target N is --option target=N)"


def check_options(game_id: str, players: int, options: dict[str, Any] | None) -> str | None:
    """None if the game accepts ``options`` for ``players`` players, else its reason.

    The game's own checks decide: its option specs, then a game actually built
    with these players (some checks depend on the player count, such as
    Deutch's ``first_player``)."""
    from .engine.errors import EngineError
    cls = game_class(game_id)
    try:
        cls.resolve_options(dict(options or {}))
        new_game(game_id, seed=0, players=players, options=options)
    except (EngineError, ValueError, TypeError, OverflowError) as exc:
        return str(exc)
    return None


def parse_seeds(text: str) -> list[int]:
    """``"100-103"`` -> ``[100, 101, 102, 103]``; ``"5,9,12"`` -> ``[5, 9, 12]`` (both may mix).
    Raises ValueError for anything else, a repeated seed or an empty list."""
    seeds: list[int] = []
    for part in text.split(","):
        part = part.strip()
        lo, sep, hi = part.partition("-")
        try:
            if sep and lo:
                a, b = int(lo), int(hi)
                if b < a or b - a >= 1_000_000:
                    raise ValueError
                seeds.extend(range(a, b + 1))
            else:
                seeds.append(int(part))
        except ValueError:
            raise ValueError(f"--deal-seeds: {part!r} is not a seed (a whole number) nor a range FIRST-LAST") from None
    if len(set(seeds)) != len(seeds):
        raise ValueError("--deal-seeds: a seed is listed twice")
    if not seeds:
        raise ValueError("--deal-seeds: no seed given")
    return seeds


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cardtable.arena",
        description=__doc__.split("\n\n")[0] if __doc__ else None,
        epilog=("--games N counts games played in total: for a team game ceil(N/2) deal sequences, each "
                "played twice, once with the seats as given and once with the levels rotated one seat "
                "(partnerships swapped, same cards); for the others ceil(N/players) deal sequences, each "
                "played once per seat rotation. With --duplicate, every line-up (--seats, repeatable) plays "
                "the same deal sequences, each once per seat rotation (team games too), and the first seat's "
                "level of each later line-up is compared game for game with the first line-up's. A seat is a "
                "level, a reference level, or a sparring partner (sparring, sparring:NAME) from "
                "benchmarks/sparring/GAME.py of a source checkout."),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    from . import games as registry
    parser.add_argument("game", choices=list(registry.available_games(players=True)), help="game id")
    parser.add_argument("--seats", required=True, action="append",
                        help=f"comma-separated levels, one per seat ({', '.join(LEVELS)}; "
                             "reference levels too, e.g. difficile_v1; sparring partners: sparring, "
                             "sparring:NAME); repeatable with --duplicate")
    parser.add_argument("--duplicate", action="store_true",
                        help="duplicate match: every line-up on the same deals, every seat rotation")
    parser.add_argument("--games", type=int, default=200,
                        help="total games played per line-up (rounded up to whole deal sequences); default 200")
    parser.add_argument("--seed", type=int, default=1,
                        help="base seed of the deal sequences: seeds SEED*1000003+k (default 1)")
    parser.add_argument("--deal-seeds", metavar="SEEDS",
                        help="the deal sequences' engine seeds, e.g. 1000-1099 or 5,9,12 (instead of "
                             "--seed and --games)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--target", type=int, default=None, help="points to win (default: the game's)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (VALUE read as JSON, e.g. rounds=5); repeatable")
    parser.add_argument("--json", action="store_true", help="print machine-readable JSON instead")
    parser.add_argument("--json-out", metavar="FILE", help="also write the JSON report to FILE")
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    args = parser.parse_args(argv)
    if len(args.seats) > 1 and not args.duplicate:
        parser.error("several --seats line-ups need --duplicate")
    cls = game_class(args.game)
    lineups: list[list[str]] = []
    for text in args.seats:
        try:
            seats = [resolve_seat(args.game, x) for x in text.split(",")]
        except ValueError as exc:
            parser.error(str(exc))
        if not cls.min_players <= len(seats) <= cls.max_players:
            count = (f"exactly {cls.min_players}" if cls.min_players == cls.max_players
                     else f"{cls.min_players} to {cls.max_players}")
            parser.error(f"--seats needs {count} levels, one per seat (got {len(seats)})")
        if cls.team_game and len(seats) != 4:
            parser.error("--seats needs four levels")
        if lineups and len(seats) != len(lineups[0]):
            parser.error(f"every --seats line-up needs as many seats as the first ({len(lineups[0])})")
        lineups.append(seats)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    deal_seeds = None
    if args.deal_seeds is not None:
        try:
            deal_seeds = parse_seeds(args.deal_seeds)
        except ValueError as exc:
            parser.error(str(exc))
    options: dict[str, Any] | None = {"target": args.target} if args.target is not None else None
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep or not name:
            parser.error(f"--option {item!r}: expected NAME=VALUE; {describe_options(cls)}")
        try:
            parsed = json.loads(value)
        except (ValueError, RecursionError):
            parsed = value
        options = {**(options or {}), name: parsed}
    problem = check_options(args.game, len(lineups[0]), options)
    if problem is not None:
        parser.error(f"{problem}; {describe_options(cls)}")
    if args.duplicate:
        rep = run_duplicate(args.game, lineups, args.games, args.seed, args.jobs, options, args.progress, deal_seeds)
    else:
        rep = run(args.game, lineups[0], args.games, args.seed, args.jobs, options, progress=args.progress,
                  deal_seeds=deal_seeds)
    if args.json_out:
        with open(args.json_out, "w", encoding="utf-8") as fh:
            json.dump(rep, fh, indent=1)
    if args.json:
        print(json.dumps(rep, indent=1))
    else:
        print(format_report(rep))
    return 0


if __name__ == "__main__":
    sys.exit(main())

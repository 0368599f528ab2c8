"""Les Auteurs: how Difficile plays at 4 and at 5 seats, looked at from inside.

``python benchmarks/auteurs_seats.py sampler GAMES``
    Difficile in seat 0 against sparring partners (the arena's games, seeds
    48490 and up): at each of its decisions, whether the deals of the hidden
    cards could be sampled (:class:`cardtable.ai.auteurs.Deals`) and how many,
    the hidden cards left, and how often the endgame solver was called and
    finished within its budget.
``python benchmarks/auteurs_seats.py steps GAMES``
    On the positions of games between sparring partners (seeds 48590 and up,
    every third decision with two asks or more), the ask Difficile chooses with
    its 3,000 swaps of the deal chain against the ask chosen with 30,000 (the
    endgame solver left out): how often they agree, and the score given up.
``python benchmarks/auteurs_seats.py poissons GAMES``
    Difficile against sparring partners (seeds 48600 and up, its seat turning
    round the table): its asks, hits and poissons beside an opponent's mean,
    and its lead in poissons over the mean opponent, with a 95% interval.
``python benchmarks/auteurs_seats.py fits GAMES OPPONENT...``
    Difficile reading the others' habits (``read_habits``) in seat 0 against
    four OPPONENT seats (the arena's games, seeds 48700 and up): how often each
    fit of the others' ask weights (:meth:`cardtable.ai.auteurs.Deals.habit_fit`)
    was read at its decisions after the 40th ask of the deal.
``python benchmarks/auteurs_seats.py calibration GAMES OPPONENT``
    Difficile against OPPONENT seats (a level or ``sparring``; seeds 77000
    and up, its seat turning round the table), at 4 and at 5 seats: each ask
    it makes for a card whose place is not proved, by the chance its sampled
    deals gave the asked player of holding it, beside how often such asks
    hit (are its chances right?); and the cards each player takes a game,
    Difficile beside the mean opponent: those everyone knew were there (a
    hit had moved them), and the others.
``python benchmarks/auteurs_seats.py sure GAMES``
    The game's Difficile in every seat (seeds 100 and up), at 4 and at 5
    seats: of its decisions where an ask the history proves is a hit was
    legal, how many took such an ask at once (the others put it off for a
    guess, to keep the card out of sight).

A measuring tool: asserts nothing.
"""

from __future__ import annotations

import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.sparring.auteurs import SparringPlayer  # noqa: E402
from cardtable import arena  # noqa: E402
from cardtable.ai import auteurs as ai  # noqa: E402
from cardtable.engine import new_game  # noqa: E402


def sampler(games: int) -> None:
    stats: list[dict[str, Any]] = []
    solved: list[bool] = []
    deals_init, solver_best = ai.Deals.__init__, ai.TurnSolver.best

    def init(self: ai.Deals, view: Any, know: Any, rng: Any, **kw: Any) -> None:
        deals_init(self, view, know, rng, **kw)
        if kw.get("steps", 0) >= 1000:            # the player's deals, not the hint's count
            stats.append({"ok": self.ok, "samples": len(self.samples), "cards": len(self.cards)})

    def best(self: ai.TurnSolver, legal: Any) -> Any:
        out = solver_best(self, legal)
        solved.append(out is not None)
        return out

    ai.Deals.__init__ = init  # type: ignore[method-assign]
    ai.TurnSolver.best = best  # type: ignore[method-assign]
    try:
        for n in (4, 5):
            stats.clear()
            solved.clear()
            for g in range(games):
                arena.play_game("auteurs", 48490 + g, ["difficile"] + ["sparring"] * (n - 1))
            samples = [s["samples"] for s in stats if s["ok"]]
            print(f"{n} seats: {len(stats)} decisions, deals sampled at {sum(s['ok'] for s in stats)}, "
                  f"none kept at {sum(1 for x in samples if x == 0)}, fewer than 50 at "
                  f"{sum(1 for x in samples if x < 50)}, median {statistics.median(samples) if samples else 0} "
                  f"samples; hidden cards median {statistics.median(s['cards'] for s in stats)}; "
                  f"endgame solver called {len(solved)} times, finished {sum(solved)}")
    finally:
        ai.Deals.__init__ = deals_init  # type: ignore[method-assign]
        ai.TurnSolver.best = solver_best  # type: ignore[method-assign]


def steps(games: int) -> None:
    ref = type("Ref", (ai.DifficilePlayer,), {"steps": 30000, "endgame_cards": 0})
    cur = type("Cur", (ai.DifficilePlayer,), {"endgame_cards": 0})
    for n in (4, 5):
        same = total = 0
        regret = 0.0
        for g in range(games):
            st = new_game("auteurs", seed=48590 + g, players=n)
            opp = SparringPlayer(g)
            k = 0
            while not st.is_over:
                seat = next(iter(st.to_act()))
                view, legal = st.view(seat), st.legal_actions(seat)
                if len(legal) > 1 and k % 3 == 0:
                    sr, sc = ref(g).scores(view, legal), cur(g).scores(view, legal)
                    a_ref = max(legal, key=lambda a: sr[a])
                    a_cur = max(legal, key=lambda a: sc[a])
                    total += 1
                    same += a_ref == a_cur
                    regret += sr[a_ref] - sr[a_cur]
                k += 1
                st.apply(seat, opp.choose(view, legal))
        print(f"{n} seats: {total} positions, the same ask in {same} ({same / max(1, total):.1%}), "
              f"score given up {regret / max(1, total):.4f} a decision")


def poissons(games: int) -> None:
    for n in (4, 5):
        diffs: list[float] = []
        asks = hits = opp_asks = opp_hits = 0
        mine = theirs = won = 0.0
        for g in range(games):
            me = g % n
            st = new_game("auteurs", seed=48600 + g, players=n)
            players: list[Any] = [ai.DifficilePlayer(g) if s == me else SparringPlayer(100 * g + s)
                                  for s in range(n)]
            while not st.is_over:
                seat = next(iter(st.to_act()))
                view, legal = st.view(seat), st.legal_actions(seat)
                st.apply(seat, players[seat].choose(view, legal))
                hit = bool(st.view(seat)["history"][-1]["hit"])
                if seat == me:
                    asks, hits = asks + 1, hits + hit
                else:
                    opp_asks, opp_hits = opp_asks + 1, opp_hits + hit
            laid = st.view(me)["laid"]
            per = [sum(1 for x, _r, _at in laid if x == s) for s in range(n)]
            others = (sum(per) - per[me]) / (n - 1)
            mine += per[me]
            theirs += others
            diffs.append(per[me] - others)
            top = [s for s in range(n) if per[s] == max(per)]
            won += 1 / len(top) if me in top else 0.0
        m = statistics.mean(diffs)
        half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5
        print(f"{n} seats, {games} games: Difficile {asks / games:.1f} asks a game, {hits / asks:.1%} hits, "
              f"{mine / games:.2f} poissons; an opponent {opp_asks / games / (n - 1):.1f} asks, "
              f"{opp_hits / opp_asks:.1%} hits, {theirs / games:.2f} poissons; Difficile won {won:.1f} "
              f"({won / games:.1%}); its lead {m:.2f} poissons [{m - half:.2f}, {m + half:.2f}], "
              f"{m / (13 / n):.2f} of a fair share (13/{n})")


def fits(games: int, opponents: list[str]) -> None:
    from benchmarks.sparring import seats
    read: list[tuple[int, dict[int, float]]] = []
    deals_init = ai.Deals.__init__

    def init(self: ai.Deals, view: Any, know: Any, rng: Any, **kw: Any) -> None:
        deals_init(self, view, know, rng, **kw)
        if kw.get("habits"):
            read.append((len(view["history"]), {s: f for s, f in self.fit.items() if s != view["seat"]}))

    ai.Deals.__init__ = init  # type: ignore[method-assign]
    seats.install({"habits": type("Habits", (ai.DifficilePlayer,), {"read_habits": True})})
    try:
        for opponent in opponents:
            read.clear()
            for g in range(games):
                arena.play_game("auteurs", 48700 + g, ["habits"] + [opponent] * 4)
            late = Counter(v for at, fit in read if at > 40 for v in fit.values())
            print(f"{opponent}: {len(read)} decisions; fits read after the 40th ask: "
                  + ", ".join(f"{v:.1f} x{k}" for v, k in sorted(late.items())))
    finally:
        ai.Deals.__init__ = deals_init  # type: ignore[method-assign]
        seats.uninstall()


def calibration(games: int, opponent: str) -> None:
    from cardtable.ai import make_player
    for n in (4, 5):
        bins = [[0, 0.0, 0] for _ in range(10)]     # asks, sum of chances, hits
        taken = [[0.0, 0.0], [0.0, 0.0]]           # Difficile, the mean opponent: [known, not]
        for g in range(games):
            me = g % n
            st = new_game("auteurs", seed=77000 + g, players=n)
            player = ai.DifficilePlayer(g)
            others: list[Any] = [SparringPlayer(100 * g + s) if opponent == "sparring"
                                 else make_player("auteurs", opponent, 100 * g + s) for s in range(n)]
            while not st.is_over:
                seat = next(iter(st.to_act()))
                view, legal = st.view(seat), st.legal_actions(seat)
                p = None
                if seat != me:
                    ask = others[seat].choose(view, legal)
                else:
                    ask = player.choose(view, legal)
                    if len(legal) > 1:
                        _scores, know, _public, _deals, chances = player._scores(view, legal)
                        if know.where(ask.card) is None and chances:
                            p = chances.get(ask.card, {}).get(ask.target, 0.0)
                public = ai.known_locations(view).get(ask.card) == ask.target
                st.apply(seat, ask)
                hit = bool(st.view(seat)["history"][-1]["hit"])
                if hit:
                    who = 0 if seat == me else 1
                    taken[who][0 if public else 1] += 1.0 if who == 0 else 1.0 / (n - 1)
                if p is not None:
                    b = bins[min(9, int(p * 10))]
                    b[0] += 1
                    b[1] += p
                    b[2] += hit
        asks = sum(b[0] for b in bins)
        print(f"{n} seats, {games} games against {opponent}: cards taken a game, everyone knew where / not: "
              f"Difficile {taken[0][0] / games:.2f} / {taken[0][1] / games:.2f}, an opponent "
              f"{taken[1][0] / games:.2f} / {taken[1][1] / games:.2f}; "
              f"{asks} asks of Difficile for a card whose place was not proved:")
        for i, (k, sp, h) in enumerate(bins):
            if k:
                lo, hi = arena.wilson(h, k)
                print(f"  chance {i / 10:.1f}-{(i + 1) / 10:.1f}: {k:4d} asks, chance {sp / k:.1%} on average, "
                      f"hits {h / k:.1%} [{lo:.1%}, {hi:.1%}]")


def sure(games: int) -> None:
    for players in (4, 5):
        had = took = 0
        for seed in range(100, 100 + games):
            st = new_game("auteurs", seed=seed, players=players)
            seats = [ai.make_player("difficile", seed=s) for s in range(players)]
            while not st.is_over:
                (seat,) = st.to_act()
                view, legal = st.view(seat), st.legal_actions(seat)
                choice = seats[seat].choose(view, legal)
                if len(legal) > 1:
                    know = ai.Knowledge(view)
                    if any(know.where(a.card) == a.target for a in legal):
                        had += 1
                        took += know.where(choice.card) == choice.target
                st.apply(seat, choice)
        print(f"{players} seats, {games} deals: {had} decisions with a proved ask, "
              f"{took} took one ({100 * took / max(1, had):.1f}%)")


def main(argv: list[str]) -> int:
    tools = {"sampler": sampler, "steps": steps, "poissons": poissons, "sure": sure}
    if len(argv) == 3 and argv[0] == "calibration" and argv[1].isdigit():
        calibration(int(argv[1]), argv[2])
        return 0
    if len(argv) >= 3 and argv[0] == "fits" and argv[1].isdigit():
        fits(int(argv[1]), argv[2:])
        return 0
    if len(argv) != 2 or argv[0] not in tools or not argv[1].isdigit():
        print(__doc__)
        return 2
    tools[argv[0]](int(argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

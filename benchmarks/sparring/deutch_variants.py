"""Deutch Difficile variants, compared on the same deals against the expert.

    python benchmarks/sparring/deutch_variants.py [--jobs=N] 9102 400 \\
        rules,expert,expert,expert dx,expert,expert,expert

Every line-up is played by :func:`cardtable.arena.run_duplicate` on the same
deal sequences (same seed), and each line-up's first seat is compared game for
game with the first line-up's.  Seats: the levels (``difficile`` is the game's
Difficile, which searches), ``expert`` (:mod:`benchmarks.sparring.deutch_expert`),
``rules`` (the rule-based Difficile, :mod:`benchmarks.sparring.deutch_rules`),
the search variants of :mod:`benchmarks.sparring.deutch_search`, the cheats of
:mod:`benchmarks.sparring.deutch_cheat` (``cheat``: ``rules`` told its own row;
``scheat``: Difficile told its own row; the partial cheats listed there), and
these variants of ``rules``:

* ``dx``: its play, the expert's call (points expected with the erase rule);
* ``dxa``: calls when either its rule or the expert's says so;
* ``xd``: the expert's play, its call;
* ``dr``/``dr2``: calls when the sampled deals of its ``call_odds`` (48 / 128)
  give P(win) x (points + erased round) - P(lose) x 10 above 0.5 / 0;
* ``d0``: no lowering of the others' unseen cards as they play;
* ``dsw``: a V swap from a gain of 0.5 point (1.5 in Difficile);

and ``sparring23``: the sparring partner looking at the last two of its four
cards instead of the first two.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.sparring import deutch as sparring  # noqa: E402
from benchmarks.sparring import deutch_cheat, deutch_search  # noqa: E402
from benchmarks.sparring import seats as sparring_seats  # noqa: E402
from benchmarks.sparring.deutch_expert import SparringDeutch  # noqa: E402
from benchmarks.sparring.deutch_rules import DifficilePlayer  # noqa: E402
from cardtable import arena  # noqa: E402
from cardtable.engine.deutch import CallDeutch, Look, Pass  # noqa: E402


class DX(DifficilePlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.x = SparringDeutch(seed)

    def should_call(self, view: Any) -> bool:
        return self.x.call_gain(view) > self.x.call_margin


class DXA(DX):
    def should_call(self, view: Any) -> bool:
        return self.x.call_gain(view) > self.x.call_margin or DifficilePlayer.should_call(self, view)


class XD(SparringDeutch):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.d = DifficilePlayer(seed)

    def choose(self, view: Any, legal_actions: Any) -> Any:
        legal = list(legal_actions)
        if view["phase"] == "call" and len(legal) > 1:
            self.d._sync(view)
            return CallDeutch() if CallDeutch() in legal and self.d.should_call(view) else Pass()
        return super().choose(view, legal)


class DR(DifficilePlayer):
    margin = 0.5

    def should_call(self, view: Any) -> bool:
        win, lose, won_points = self.call_odds(view)
        return win * (won_points + self.erasable(view, view["seat"])) - lose * 10 > self.margin


class DR2(DR):
    samples = 128
    margin = 0.0


class D0(DifficilePlayer):
    opponent_drift = 0.0


class DSW(DifficilePlayer):
    swap_min_gain = 0.5


class Sparring23(sparring.SparringPlayer):
    def choose(self, view: Any, legal_actions: Any) -> Any:
        if view["phase"] == "look" and Look(2, 3) in legal_actions:
            return Look(2, 3)
        return super().choose(view, legal_actions)


VARIANTS: dict[str, Any] = {"sparring23": Sparring23, "dx": DX, "dxa": DXA, "xd": XD, "dr": DR, "dr2": DR2, "d0": D0, "dsw": DSW,
                            "expert": SparringDeutch, "rules": DifficilePlayer,
                            "cheat": deutch_cheat.CheatRules, "scheat": deutch_cheat.CheatDifficile,
                            "ocheat": deutch_cheat.OthersCheatDifficile,
                            "ccheat": deutch_cheat.CallCheatDifficile, "pcheat": deutch_cheat.PlayCheatDifficile,
                            "rcheat": deutch_cheat.RapiditeCheatDifficile, "tcheat": deutch_cheat.TurnCheatDifficile,
                            **deutch_search.VARIANTS}


def main(argv: list[str]) -> int:
    jobs = 1
    if argv and argv[0].startswith("--jobs="):
        jobs, argv = int(argv[0].removeprefix("--jobs=")), argv[1:]
    if len(argv) < 3:
        print(__doc__)
        return 2
    sparring_seats.install(VARIANTS)
    deutch_cheat.install()
    seed, games, lineups = int(argv[0]), int(argv[1]), argv[2:]
    rep = arena.run_duplicate("deutch", [x.split(",") for x in lineups], games, seed, jobs, {"rounds": 10})
    print(arena.format_duplicate(rep))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

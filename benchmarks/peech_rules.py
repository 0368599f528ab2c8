"""Peech: simple deviations from "always play your strongest card", measured in the arena.

A measuring tool, never a player of the game: it runs ``cardtable.arena``'s
command line with extra seats ``rule:NAME`` (the rules below, their seat's view
only), so every line-up plays the same deals and each is compared game for
game with the first::

    .venv/bin/python benchmarks/peech_rules.py peech --duplicate --seed 9103 --games 1200 --jobs 1 \\
        --seats rule:top,facile,facile,facile --seats rule:t10,facile,facile,facile

The rules (ranks: ace 1 .. king 13):

* ``top``: the strongest card.
* ``spar``: the strongest card, unless every unseen card is at least as strong
  (it cannot win alone): then an ace against a seat with won cards, else a
  mine, else the weakest.
* ``t05``, ``t10``, ``t20``: the strongest card, unless its chance to stand alone
  on top against the active opponents' random cards is under 5, 10 or 20%:
  then an ace against a seat with won cards, else a mine, else the strongest.
* ``t10noace``: as ``t10`` without the ace.
* ``t10cheap``, ``t20cheap``: as ``t10`` and ``t20``, the card worth least to its
  taker when there is neither ace nor mine.

Their figures are in ``docs/measuring.md``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable import arena  # noqa: E402
from cardtable.ai.peech import POINTS, _play_of_rank, unseen_ranks, win_chance  # noqa: E402
from cardtable.engine.kit import Play  # noqa: E402

Rule = Callable[[Mapping[str, Any], list[int]], int]


def _info(view: Mapping[str, Any]) -> tuple[list[int], list[int], list[int]]:
    me = int(view["seat"])
    opponents = [s for s, on in enumerate(view["active"]) if on and s != me]
    return unseen_ranks(view), opponents, [int(x) for x in view["won_counts"]]


def top(view: Mapping[str, Any], ranks: list[int]) -> int:
    return ranks[-1]


def spar(view: Mapping[str, Any], ranks: list[int]) -> int:
    unseen, opponents, won = _info(view)
    best = ranks[-1]
    if any(unseen[r] for r in range(1, best)) or not opponents:
        return best
    if 1 in ranks and any(won[s] > 0 for s in opponents):
        return 1
    for r in (3, 4):
        if r in ranks:
            return r
    return ranks[0]


def threshold(p: float, use_ace: bool = True, cheap: bool = False) -> Rule:
    def pick(view: Mapping[str, Any], ranks: list[int]) -> int:
        unseen, opponents, won = _info(view)
        best = ranks[-1]
        if not opponents or win_chance(best, unseen, len(opponents)) >= p:
            return best
        if use_ace and 1 in ranks and any(won[s] > 0 for s in opponents):
            return 1
        for r in (3, 4):
            if r in ranks:
                return r
        if cheap:
            return min(ranks[:-1] or ranks, key=lambda r: (POINTS[r], r))
        return best
    return pick


RULES: dict[str, Rule] = {
    "top": top,
    "spar": spar,
    "t05": threshold(0.05),
    "t10": threshold(0.10),
    "t20": threshold(0.20),
    "t10noace": threshold(0.10, use_ace=False),
    "t10cheap": threshold(0.10, cheap=True),
    "t20cheap": threshold(0.20, cheap=True),
}


class RulePlayer:
    def __init__(self, rule: Rule, seed: int = 0) -> None:
        self.rule = rule
        self.seed = seed

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any]) -> Any:
        ranks = sorted({a.card.rank for a in legal if isinstance(a, Play)})
        if len(ranks) <= 1:
            return legal[0]
        return _play_of_rank(legal, self.rule(view, ranks))


def main(argv: Sequence[str]) -> int:
    seat_player, resolve_seat = arena.seat_player, arena.resolve_seat

    def player(game_id: str, level: str, seed: int) -> Any:
        if level.startswith("rule:"):
            return RulePlayer(RULES[level[5:]], seed)
        return seat_player(game_id, level, seed)

    def resolve(game_id: str, spec: str) -> str:
        if spec.startswith("rule:"):
            if spec[5:] not in RULES:
                raise ValueError(f"unknown rule {spec!r}; rules: {', '.join(RULES)}")
            return spec
        return resolve_seat(game_id, spec)

    arena.seat_player = player          # --jobs 1: the games run in this process
    arena.resolve_seat = resolve
    return int(arena.main(list(argv)) or 0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

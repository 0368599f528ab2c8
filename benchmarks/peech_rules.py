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
* ``acenear``: the strongest card, but the ace while an active opponent with won
  cards is one card short of its target with a chance of 30% or more (its
  target unknown: the unseen target ranks above its count, each as likely),
  the ace rule keeping its count from growing if it wins.
* ``acelast``: the strongest card, but the ace while an active opponent's last
  won card is worth 4 points or more (a 6 or a 7), which the ace would replace.
* ``second``, ``rnd``, ``low``: the range of play, for scale: the second
  strongest card (the strongest once it is the only one left), a card of a
  random rank (drawn from the seat's view, so the same every time), the
  weakest card.

Their figures are in ``docs/ai-experiments.md``.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable import arena  # noqa: E402
from cardtable.ai.peech import POINTS, _play_of_rank, unseen_ranks, win_chance  # noqa: E402
from cardtable.engine.cards import card  # noqa: E402
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


def one_short(view: Mapping[str, Any], seat: int) -> float:
    """The chance that ``seat`` is one card short of its target (a known target, or
    the unseen ranks from 4 to 10 above its count, each card as likely)."""
    count = int(view["won_counts"][seat])
    known = view["known_targets"][seat]
    if known is not None:
        return 1.0 if int(known) == count + 1 else 0.0
    left = unseen_ranks(view)
    total = sum(left[r] for r in range(max(4, count + 1), 11))
    return left[count + 1] / total if total and 4 <= count + 1 <= 10 else 0.0


def acenear(view: Mapping[str, Any], ranks: list[int]) -> int:
    unseen, opponents, won = _info(view)
    if 1 in ranks and any(won[s] > 0 and one_short(view, s) >= 0.3 for s in opponents):
        return 1
    return ranks[-1]


def acelast(view: Mapping[str, Any], ranks: list[int]) -> int:
    unseen, opponents, won = _info(view)
    if 1 in ranks and any(view["won"][s] and POINTS[card(view["won"][s][-1]).rank] >= 4 for s in opponents):
        return 1
    return ranks[-1]


def second(view: Mapping[str, Any], ranks: list[int]) -> int:
    return ranks[-2]


def rnd(view: Mapping[str, Any], ranks: list[int]) -> int:
    return random.Random(f"{view['hand']}{view['trick']}{view['round']}").choice(ranks)


def low(view: Mapping[str, Any], ranks: list[int]) -> int:
    return ranks[0]


RULES: dict[str, Rule] = {
    "top": top,
    "spar": spar,
    "t05": threshold(0.05),
    "t10": threshold(0.10),
    "t20": threshold(0.20),
    "t10noace": threshold(0.10, use_ace=False),
    "t10cheap": threshold(0.10, cheap=True),
    "t20cheap": threshold(0.20, cheap=True),
    "acenear": acenear,
    "acelast": acelast,
    "second": second,
    "rnd": rnd,
    "low": low,
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

"""Peech sparring partners: simple rule players, no search.

Measuring tools for the arena (``python -m cardtable.arena peech --duplicate
--seats difficile,facile,facile,facile --seats sparring:top,facile,facile,facile``),
never offered in the game.  They see only their seat's view and share no code
with the game's players.  Suits never matter in Peech: they think in ranks
(ace 1 .. king 13).

* ``sparring:top``: always plays its strongest card (the one-line rule).
* ``sparring``: the strongest card while it still needs cards; cards left in hand
  when the round ends are worth nothing, so strength is spent early.  When its
  strongest card cannot stand alone on top (every card still unseen is at least
  as strong: it can only tie or lose) it plays the card that costs least to
  lose: an ace against a seat that has won cards (the ace rule stops the
  winner's count from growing), else a mine (3, 4: no points for the winner),
  else its weakest card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.cards import card
from cardtable.engine.kit import Play

LEVELS = ("sparring", "top")


def _rank(text: str) -> int:
    return card(text).rank


def unseen(view: Mapping[str, Any]) -> list[int]:
    """Cards of each rank (index 1..13) this seat has not seen this round."""
    left = [0] + [4] * 13
    seen = list(view["hand"]) + [view["target_card"]]
    if view.get("my_choice"):
        seen.append(view["my_choice"])
    for pile in view["won"]:
        seen.extend(pile)
    seen.extend(t for t in view["discard"] if t is not None)
    for t in seen:
        left[_rank(t)] -= 1
    return [max(0, x) for x in left]


class TopPlayer:
    level = "top"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[Any]) -> Any:
        plays = [a for a in legal_actions if isinstance(a, Play)]
        if not plays:
            return legal_actions[0]
        return self.pick(view, plays)

    def pick(self, view: Mapping[str, Any], plays: list[Any]) -> Any:
        return max(plays, key=lambda a: (a.card.rank, str(a.card)))


class SparringPlayer(TopPlayer):
    level = "sparring"

    def pick(self, view: Mapping[str, Any], plays: list[Any]) -> Any:
        me = int(view["seat"])
        by_rank = {a.card.rank: a for a in sorted(plays, key=lambda a: str(a.card))}
        ranks = sorted(by_rank)
        top = ranks[-1]
        left = unseen(view)
        others = [s for s, on in enumerate(view["active"]) if on and s != me]
        won = [int(x) for x in view["won_counts"]]
        if any(left[r] for r in range(1, top)) or not others:
            return by_rank[top]
        # nothing weaker is left unseen: the top card cannot win alone
        if 1 in by_rank and any(won[s] > 0 for s in others):
            return by_rank[1]
        for r in (3, 4):
            if r in by_rank:
                return by_rank[r]
        return by_rank[ranks[0]]


def make_player(level: str = "sparring", seed: int = 0) -> TopPlayer:
    if level == "top":
        return TopPlayer(seed)
    if level == "sparring":
        return SparringPlayer(seed)
    raise ValueError(f"unknown level {level!r}")

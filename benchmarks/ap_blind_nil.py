"""Atout Pique: how often a blind nil succeeds on random hands.

Each hand is the first of a game seeded ``seed * 1_000_003 + k`` with blind
nil allowed and the first bidder's team behind by 300 (so that it may bid
blind); the first bidder bids blind nil, every other bid and card is chosen
by the level given (the same for the four seats, the nil bidder's partner
covering the nil as that level does).  Prints the share of blind nils made
with its 95% interval.  Measures only, asserts nothing; it backs the words of
:func:`cardtable.ai.atout_pique.blind_nil_advice`::

    python benchmarks/ap_blind_nil.py --hands 1000 --seed 5 --level intermediaire
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.ai import make_player  # noqa: E402
from cardtable.arena import wilson  # noqa: E402
from cardtable.engine import new_game  # noqa: E402
from cardtable.engine.atout_pique import Bid  # noqa: E402


def blind_hand(seed: int, level: str) -> bool:
    """Whether the first bidder's blind nil is made in the first hand of ``seed``."""
    state = new_game("atout_pique", seed=seed, players=4, options={"blind_nil": True})
    first = int(state.view(0)["first_bidder"])
    scores = [0, 0]
    scores[1 - first % 2] = 300
    state.scores = scores
    players = [make_player("atout_pique", level, seed=seed * 10 + s) for s in range(4)]
    hand = state.view(0)["hand_number"]
    while state.view(0)["hand_number"] == hand and not state.is_over:
        (seat,) = state.to_act()
        legal = state.legal_actions(seat)
        blind = Bid(0, blind=True)
        action = blind if seat == first and blind in legal else players[seat].choose(state.view(seat), legal)
        state.apply(seat, action)
    record = state.view(0)["history"][-1]
    for team in record["teams"]:
        for nil in team["nils"]:
            if nil["blind"]:
                return bool(nil["made"])
    raise AssertionError("no blind nil in the hand")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--level", default="intermediaire")
    args = parser.parse_args(argv)
    made = sum(blind_hand(args.seed * 1_000_003 + k, args.level) for k in range(args.hands))
    lo, hi = wilson(made, args.hands)
    print(f"blind nils made: {made}/{args.hands} = {100 * made / args.hands:.1f}% "
          f"[{100 * lo:.1f}, {100 * hi:.1f}] ({args.level} in every seat)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Peech Difficile variants, compared on the same deals in the arena.

    .venv/bin/python benchmarks/peech_variants.py 2271 800 \\
        difficile,facile,facile,facile dtrust,facile,facile,facile sparring:top,facile,facile,facile

Every line-up is played by :func:`cardtable.arena.run_duplicate` on the same
deal sequences (same seed), and each line-up's first seat is compared game for
game with the first line-up's.  Seats: the levels, the sparring partners, and

* ``dtrust``: Difficile counting a seat it has not seen enough yet as one that
  plays at random (its strongest card until a seat shows strong cards first),
  where Difficile searches against it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.sparring import seats as sparring_seats  # noqa: E402
from cardtable import arena  # noqa: E402
from cardtable.ai.peech import DifficilePlayer  # noqa: E402


class DTrust(DifficilePlayer):
    unseen_random = True


VARIANTS: dict[str, Any] = {"dtrust": DTrust}


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(__doc__)
        return 2
    sparring_seats.install(VARIANTS)
    seed, games, lineups = int(argv[0]), int(argv[1]), argv[2:]
    rep = arena.run_duplicate("peech", [x.split(",") for x in lineups], games, seed, 1, None)
    print(arena.format_duplicate(rep))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

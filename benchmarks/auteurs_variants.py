"""Les Auteurs: variants of Difficile compared game for game on duplicate deals.

``python benchmarks/auteurs_variants.py [--players N] SEED GAMES OPPONENT NAME=ATTR:VALUE;ATTR:VALUE ...``

Each ``NAME=...`` is a :class:`cardtable.ai.auteurs.DifficilePlayer` with those
class attributes changed (values are Python literals, e.g.
``"w5=ask_weights:(1,5,25)"``, ``"solver=endgame_cards:12"``); each plays one
line-up against ``N - 1`` ``OPPONENT`` seats (a level, ``sparring`` or
``sparring:NAME``; ``--players`` 4 unless told, 2 to 6) on the same deals,
every seat rotation, and the arena's duplicate report compares every
line-up's tested seat with the first's.  A measuring tool: asserts nothing.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.sparring import seats  # noqa: E402
from cardtable import arena  # noqa: E402
from cardtable.ai.auteurs import DifficilePlayer  # noqa: E402


def variant(spec: str) -> tuple[str, type[DifficilePlayer]]:
    """``NAME=ATTR:VALUE;...`` -> (name, a DifficilePlayer subclass)."""
    name, _, attrs = spec.partition("=")
    changes = {}
    for item in filter(None, attrs.split(";")):
        key, _, value = item.partition(":")
        if not hasattr(DifficilePlayer, key):
            raise SystemExit(f"DifficilePlayer has no attribute {key!r}")
        changes[key] = ast.literal_eval(value)
    return name, type(name, (DifficilePlayer,), changes)


def main(argv: list[str]) -> int:
    players = 4
    args = list(argv)
    for i, arg in enumerate(args):
        if arg.startswith("--players"):
            value = arg.partition("=")[2] or (args[i + 1] if i + 1 < len(args) else "")
            del args[i:i + (1 if "=" in arg else 2)]
            if not value.isdigit() or not 2 <= int(value) <= 6:
                raise SystemExit("--players takes a number of players from 2 to 6")
            players = int(value)
            break
    argv = args
    if len(argv) < 4:
        print(__doc__)
        return 2
    seed, games, opponent = int(argv[0]), int(argv[1]), argv[2]
    variants = dict(variant(s) for s in argv[3:])
    seats.install(dict(variants))        # each class, called with a seed, is a player
    lineups = [[name] + [opponent] * (players - 1) for name in variants]
    rep = arena.run_duplicate("auteurs", lineups, games, seed, 1, None, False)
    print(arena.format_duplicate(rep))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Deutch duplicate matches with the sparring partner, through the arena's own code.

    python benchmarks/sparring/deutch_match.py --seats sparring,facile,facile,facile \\
        --games 400 --seed 11
    python benchmarks/sparring/deutch_match.py --seats difficile,ref,ref,ref \\
        --ref /tmp/deutch_ref.py --games 400 --seed 12

Each deal sequence is played once per seat rotation (the same shuffles for every
line-up), exactly as ``python -m cardtable.arena deutch`` does
(:func:`cardtable.arena.run_individual`); this script only lets a seat name
``sparring`` (:mod:`benchmarks.sparring.deutch`) or ``ref`` (the
``DifficilePlayer`` of another copy of ``cardtable/ai/deutch.py``, given with
``--ref``, e.g. ``git show main:cardtable/ai/deutch.py > /tmp/deutch_ref.py``)
beside the levels.  Ten-round games at four players unless told otherwise.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.sparring import seats as sparring_seats  # noqa: E402
from benchmarks.sparring.deutch_expert import SparringDeutch  # noqa: E402
from cardtable import arena  # noqa: E402


def load_reference(path: Path) -> Any:
    """The ``DifficilePlayer`` class of the Deutch players' module at ``path``."""
    spec = importlib.util.spec_from_file_location("cardtable.ai._deutch_reference", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.DifficilePlayer


def install(reference: Any = None) -> None:
    """Let the arena's seats name ``sparring`` (and ``ref`` when a reference class is given)."""
    extra: dict[str, Any] = {"sparring": SparringDeutch}
    if reference is not None:
        extra["ref"] = reference
    sparring_seats.install(extra)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", required=True, help="comma-separated: levels, sparring, ref")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--ref", type=Path, default=None, help="a copy of cardtable/ai/deutch.py for 'ref' seats")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    install(load_reference(args.ref) if args.ref else None)
    seats = args.seats.split(",")
    rep = arena.run_individual("deutch", seats, args.games, args.seed, args.jobs, {"rounds": args.rounds})
    print(arena.format_individual(rep))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Print the table of figures: every ``benchmarks/bench_*.py`` exposes ``rows()``
returning ``(name, value, unit, target)`` tuples.

    python benchmarks/run.py            # all
    python benchmarks/run.py startup    # only modules whose name contains "startup"
    python benchmarks/run.py memory     # RSS after 5 and 50 computer games in one window (~8 min)
"""

from __future__ import annotations

import importlib.util
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def fmt(value: float) -> str:
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.3g}"


def main(argv: list[str]) -> int:
    wanted = argv[1:]
    rows = []
    for path in sorted(HERE.glob("bench_*.py")):
        if wanted and not any(w in path.stem for w in wanted):
            continue
        t0 = time.perf_counter()
        try:
            mod_rows = load(path).rows()
        except Exception as exc:  # a broken benchmark must not hide the others
            mod_rows = [(f"{path.stem} FAILED: {exc!r}", float("nan"), "", "")]
        rows.extend(mod_rows)
        print(f"# {path.stem}: {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    w = max([len(r[0]) for r in rows] + [10])
    print(f"{'measure':<{w}}  {'value':>12}  {'unit':<8}  target")
    print("-" * (w + 40))
    for name, value, unit, target in rows:
        print(f"{name:<{w}}  {fmt(value):>12}  {unit:<8}  {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

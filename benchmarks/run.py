#!/usr/bin/env python3
"""Print the table of figures: every ``benchmarks/bench_*.py`` exposes ``rows()``
returning ``(name, value, unit, target)`` tuples.

    python benchmarks/run.py            # all
    python benchmarks/run.py startup    # only modules whose name contains "startup"
    python benchmarks/run.py memory     # RSS after 5 and 50 computer games in one window (~8 min)
    python benchmarks/run.py table --compare-with /tmp/old [--pairs 5]
        # side by side with another tree (e.g. ``git worktree add /tmp/old 7dd28dc``):
        # modules with ``compare_rows(tree, pairs)`` run both trees alternately
        # and print both medians and the ratio (now / other)
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


def compare(wanted: list[str], other: str, pairs: int) -> int:
    rows = []
    for path in sorted(HERE.glob("bench_*.py")):
        if wanted and not any(w in path.stem for w in wanted):
            continue
        mod = load(path)
        if not hasattr(mod, "compare_rows"):
            print(f"# {path.stem}: no side-by-side comparison, skipped", file=sys.stderr)
            continue
        t0 = time.perf_counter()
        rows.extend(mod.compare_rows(other, pairs))
        print(f"# {path.stem}: {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    if not rows:
        return 1
    here = load(HERE / "bench_table.py").tree_label
    label_other, label_here = here(Path(other).resolve()), here(HERE.parent)
    w = max(len(r[0]) for r in rows)
    print(f"median of {pairs} alternating runs each; ratio = {label_here} / {label_other}")
    print(f"{'measure':<{w}}  {label_other:>10}  {label_here:>10}  {'ratio':>6}  unit")
    print("-" * (w + 42))
    for name, old, new, unit, _target in rows:
        print(f"{name:<{w}}  {fmt(old):>10}  {fmt(new):>10}  {new / old:>6.3f}  {unit}")
    return 0


def main(argv: list[str]) -> int:
    wanted = argv[1:]
    if "--compare-with" in wanted:
        i = wanted.index("--compare-with")
        other = wanted[i + 1]
        del wanted[i:i + 2]
        pairs = 5
        if "--pairs" in wanted:
            j = wanted.index("--pairs")
            pairs = int(wanted[j + 1])
            del wanted[j:j + 2]
        return compare(wanted, other, pairs)
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

#!/usr/bin/env bash
# A copy of the committed tree with the Atout Pique players (and the frozen
# difficile_v1 and difficile_v2) compiled by mypyc, to play the arena about three times faster on
# the same decisions: the players count deals, never the clock, so a compiled
# player chooses exactly what the plain one does (check it on a few pairs with
# benchmarks/bench_atout_pique.py --same A.jsonl B.jsonl). Decision times are
# measured on the plain code, which is what people run.
#
#   scripts/compiled_copy.sh /tmp/fast
#   cd /tmp/fast && "$OLDPWD"/.venv/bin/python benchmarks/bench_atout_pique.py --pairs 100 --seed 601 \
#       --out pairs.jsonl --match difficile,intermediaire
set -euo pipefail
if [ $# -ne 1 ]; then echo "usage: $0 DIR" >&2; exit 2; fi
repo=$(cd "$(dirname "$0")/.." && pwd)
git -C "$repo" worktree add --detach "$1" HEAD
cd "$1"
"$repo/.venv/bin/mypyc" cardtable/ai/atout_pique.py cardtable/ai/atout_pique_v1.py cardtable/ai/atout_pique_v2.py
"$repo/.venv/bin/python" - <<'PY'
import sys
sys.path.insert(0, ".")
import cardtable.ai.atout_pique as m
import cardtable.ai.atout_pique_v1 as v
import cardtable.ai.atout_pique_v2 as v2
assert all(x.__file__.endswith(".so") for x in (m, v, v2)), (m.__file__, v.__file__, v2.__file__)
print("compiled:", m.__file__, v.__file__, v2.__file__)
PY

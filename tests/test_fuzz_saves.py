"""The save-file fuzzer (scripts/fuzz_saves.py) on every game of the registry.

A fast seeded subset runs here (a few hundred malformed saves); with
``CARDTABLE_FUZZ_LONG=1`` the long run (5,000 files, play on up to 3,000
actions).  Either way: nothing but SaveError escapes ``load_game``, and every
save that loads is consistent and plays on to the end without an exception.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import os
import random
import sys
from pathlib import Path

import pytest

from cardtable.engine import SaveError, load_game

ROOT = Path(__file__).resolve().parent.parent
LONG = os.environ.get("CARDTABLE_FUZZ_LONG", "") not in ("", "0")


def _fuzzer():
    name = "fuzz_saves"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / "fuzz_saves.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


fuzz = _fuzzer()


@functools.cache
def few_saves() -> dict[str, list[str]]:
    return fuzz.real_saves(5, per_game=1, every=11)


def test_fuzzed_saves_are_refused_or_loaded_into_playable_positions():
    count, steps = (5000, 3000) if LONG else (240, 300)
    tallies = fuzz.run(count, seed=7, steps=steps)
    lines = list(fuzz.report(tallies))
    total = fuzz.Tally()
    for t in tallies.values():
        total.add(t)
    assert total.tried == count
    assert total.escaped == 0, "\n".join(lines)
    assert total.inconsistent == 0, "\n".join(lines)
    # the fuzzer does reach both outcomes in every game (else it tests nothing)
    for gid, t in tallies.items():
        assert t.refused > 0 and t.loaded > 0, (gid, lines)


def test_every_real_save_loads_exactly():
    saves = fuzz.real_saves(3, per_game=2)
    assert set(saves) == set(fuzz.registered_games())
    for texts in saves.values():
        for text in texts:
            assert load_game(text).to_json() == text


@pytest.mark.parametrize("mutation", fuzz.TREE_MUTATIONS + fuzz.TEXT_MUTATIONS,
                         ids=lambda m: m.__name__)
def test_each_mutation_is_refused_or_loads_cleanly(mutation):
    saves = few_saves()
    rng = random.Random(mutation.__name__)
    for gid, texts in saves.items():
        tally = fuzz.Tally()
        for text in texts[:12]:
            if mutation in fuzz.TREE_MUTATIONS:
                data = json.loads(text)
                mutation(data, rng)
                bad = json.dumps(data)
            else:
                bad = mutation(text, rng)
            fuzz.try_one(bad, random.Random(1), 200, tally)
        assert tally.escaped == 0 and tally.inconsistent == 0, (gid, tally.failures[:3])


def test_an_oversized_save_is_refused_before_parsing(monkeypatch):
    import cardtable.engine.loading as loading
    text = few_saves()["atout_pique"][0]
    calls = []
    monkeypatch.setattr(loading.json, "loads", lambda *a, **k: calls.append(1))
    for bad in (fuzz.t_oversize(text, random.Random(0)), fuzz.t_oversize(text, random.Random(3))):
        with pytest.raises(SaveError) as info:
            load_game(bad)
        assert info.value.kind == "too_big"
    assert not calls

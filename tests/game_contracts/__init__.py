"""Per-game parts of the contract tests (tests/test_contract.py).

A game adds ``tests/game_contracts/<game_id>.py`` defining:

* ``QUICK_OPTIONS``: option values under which random players surely end a game
  fast (the game's own options, never other rules);
* ``oracle(known, event)``: written from the rules, independent of the game's
  ``redact``: updates ``known`` (seat, or None for an onlooker -> the card
  strings it may know) from one raw event.

and, for the engine fuzzer (``tests/test_fuzz_engines.py``):

* ``fuzz_options(rng, players)``: random option values under which a game
  surely ends soon (never another rule);
* ``Cards(state)``: follows every card through the raw events (``event(ev)``),
  asserting each move starts where the rules say, and in ``check(snapshot)``
  that every card is in exactly one place and that the views agree;
* ``Scores(state)``: recomputes the scores with the game's pure kernels from
  the public events alone (``event(redacted_for_onlooker)``) and compares them
  with ``totals`` in ``check(snapshot)``;
* optionally ``fuzz_choice(legal, rng)``: the fuzzer's pick of a legal action.

Nothing shared is edited; a registered game without such a file fails
``test_every_game_has_an_oracle`` (and, without the fuzz parts,
``test_every_game_has_fuzz_oracles``).  ``_deck.py`` holds helpers shared by
the oracles.
"""

"""Per-game parts of the contract tests (tests/test_contract.py).

A game adds ``tests/game_contracts/<game_id>.py`` defining:

* ``QUICK_OPTIONS``: option values under which random players surely end a game
  fast (the game's own options, never other rules);
* ``oracle(known, event)``: written from the rules, independent of the game's
  ``redact``: updates ``known`` (seat, or None for an onlooker -> the card
  strings it may know) from one raw event.

Nothing shared is edited; a registered game without such a file fails
``test_every_game_has_an_oracle``.
"""

"""Helpers shared by the per-game fuzz oracles (``tests/test_fuzz_engines.py``).

Not a game: the leading underscore keeps it out of any game id.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from cardtable.engine import DECK

CARD_STRINGS: frozenset[str] = frozenset(str(c) for c in DECK)


def one_deck(places: dict[str, Iterable[str]]) -> None:
    """Every card of the 52 is in exactly one of ``places`` (name -> card strings)."""
    where: dict[str, list[str]] = {}
    for name, cards in places.items():
        for c in cards:
            assert c in CARD_STRINGS, f"{c!r} in {name} is not a card"
            where.setdefault(c, []).append(name)
    twice = {c: ps for c, ps in where.items() if len(ps) > 1}
    assert not twice, f"cards in more than one place: {twice}"
    missing = CARD_STRINGS - where.keys()
    assert not missing, f"cards in no place: {sorted(missing)}"


def same_cards(a: Iterable[str | None], b: Iterable[str | None], what: str) -> None:
    """The same multiset of cards (order free)."""
    ca, cb = Counter(a), Counter(b)
    assert ca == cb, f"{what}: {sorted(map(str, ca.elements()))} != {sorted(map(str, cb.elements()))}"


RANK: dict[str, int] = {str(c): c.rank for c in DECK}     # card string -> 1..13 (no parsing in hot loops)

"""Animation durations: the one place they come from.

Every duration is a base value in milliseconds scaled by the speed setting
(Lente ×1.6, Normale ×1, Rapide ×0.5, Aucune ×0).  Tests and ``--demo --exit``
use "off", which makes every animation and pause instant.
"""

from __future__ import annotations

BASE_MS: dict[str, int] = {
    "deal": 230,          # one card flying from the deck to a hand
    "deal_stagger": 45,   # delay between two dealt cards
    "play": 280,          # a card flying from a hand to the trick
    "flip": 200,          # a card turning over
    "trick_pause": 800,   # the finished trick stays in view
    "gather": 380,        # the trick gathered to its winner
    "think": 550,         # a computer player's visible "thinking" time
    "bid_pause": 350,     # after a computer bid
    "popup": 1800,        # a score pop-up left in view (computer-only games)
    "snap_back": 220,     # an illegal drop sliding back to the hand
    "layout": 240,        # cards re-fanned after a change
    "lift": 90,           # hover lift
    "toast": 1600,        # a short message on the table
    "read": 3000,         # a revealed outcome (a battle) held for reading, computers only
    "read_person": 6000,  # ... with a person at the table (their key or click ends it sooner)
}

SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "off": 0.0}


#: the factor of "Speed up" while the people at the table have nothing to do
HURRY_FACTOR = 0.2


class Durations:
    """``durations["play"]`` gives the scaled duration in ms (0 when "off").

    :meth:`hurry` puts a temporary factor over the speed setting (the
    table's "Speed up" / "Skip to the end of the deal" while no person can
    act); :attr:`speed` stays the setting."""

    def __init__(self, speed: str = "normal") -> None:
        self._hurry: float | None = None
        self.speed = speed

    @property
    def speed(self) -> str:
        return self._speed

    @speed.setter
    def speed(self, value: str) -> None:
        self._speed = value if value in SPEED_FACTORS else "normal"
        self._factor = SPEED_FACTORS[self._speed]

    @property
    def factor(self) -> float:
        """The factor in force: the hurry's while one is set, else the setting's."""
        return self._factor if self._hurry is None else min(self._factor, self._hurry)

    @property
    def hurried(self) -> float | None:
        return self._hurry

    def hurry(self, factor: float | None) -> None:
        """Scale every duration by ``factor`` (never slower than the
        setting) until ``hurry(None)``."""
        self._hurry = factor

    @property
    def off(self) -> bool:
        return self.factor == 0.0

    def __getitem__(self, name: str) -> int:
        return int(round(BASE_MS[name] * self.factor))

"""Peech's part of the contract tests, written from RULES.md (not from ``redact``).

What each seat may know of the cards, round by round:

* a new round: nothing of the last one (every card goes back into the deck);
* the points cards are public for the whole round;
* a seat sees its own target card; all target cards are shown when the round
  is scored;
* a deal shows a seat its own cards; a face-down choice shows nothing to the
  others; the reveal shows the battle to everyone, and the won piles and the
  face-up discard stay public;
* a seat that says "Peech !" lays its hand face down: only it knew those cards;
* when the discard is shuffled back into the stock, its cards are no longer
  where anyone saw them: a seat then knows only the points cards, the won
  piles, and its own target card (its hand is empty at that moment).
"""

from __future__ import annotations

from typing import Any

QUICK_OPTIONS: dict[str, Any] = {"rounds": 3}

# the oracle's own record of the public piles, per ``known`` dict
_TRACK: dict[int, dict[str, Any]] = {}


def oracle(known: dict[int | None, set[str]], event: dict[str, Any]) -> None:
    t = event["type"]
    key = id(known)
    if t == "round_start" or key not in _TRACK:
        _TRACK[key] = {"points": set(), "targets": {}, "won": {s: [] for s in range(4)}}
        for who in known:
            known[who] = set()
    track = _TRACK[key]
    if t == "points_cards":
        track["points"] = set(event["cards"])
        for who in known:
            known[who] |= set(event["cards"])
    elif t == "target_cards":
        for s, c in enumerate(event["cards"]):
            track["targets"][s] = c
            if s in known:
                known[s].add(c)
    elif t == "deal":
        for s, cards in enumerate(event["hands"]):
            if s in known:
                known[s] |= set(cards)
    elif t == "reveal":
        shown = {c for c in event["cards"] if c is not None}
        for who in known:
            known[who] |= shown
    elif t == "take":
        track["won"][event["seat"]].append(event["card"])
    elif t == "ace_swap":
        pile = track["won"][event["seat"]]
        assert pile and pile[-1] == event["card"], "the ace replaces the last won card"
        pile[-1] = event["ace"]
    elif t == "reshuffle":
        public = set(track["points"]) | {c for pile in track["won"].values() for c in pile}
        for who in known:
            known[who] = set(public)
            if who is not None and who in track["targets"]:
                known[who].add(track["targets"][who])
    elif t == "round_scored":
        for rec in event["seats"]:
            for who in known:
                known[who].add(rec["target_card"])

"""Actions as JSON values (cardtable.engine.actions): every legal action of
every game survives the JSON round trip, and a value that is not exactly one
of the legal actions matches nothing."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.engine import GAME_IDS, Card, Pass, Play, new_game
from cardtable.engine.actions import encode_action, match_action


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_legal_action_round_trips_through_json(game_id):
    st = new_game(game_id, seed=5)
    rng = random.Random(5)
    seen = set()
    for _ in range(400):
        if st.is_over:
            break
        seat = min(st.to_act())
        legal = st.legal_actions(seat)
        for action in legal:
            data = json.loads(json.dumps(encode_action(action)))
            seen.add(data["kind"])
            assert match_action(legal, data) == action
        st.apply(seat, rng.choice(legal))
    assert seen


@pytest.mark.parametrize("data", [
    {"kind": "Play", "card": "KH"},                  # not legal here
    {"kind": "Play", "card": 12},                    # wrong type
    {"kind": "Play"},                                # missing field
    {"kind": "Play", "card": "QH", "extra": 1},      # extra field
    {"kind": "Bid", "card": "QH"},                   # another kind
    {"kind": "Pass", "x": None},
    {"card": "QH"},
    "Play QH",
    None,
    [],
])
def test_anything_else_matches_nothing(data):
    legal = [Pass(), Play(Card.parse("QH"))]
    assert match_action(legal, data) is None


def test_numbers_keep_their_type():
    from cardtable.engine.atout_pique import Bid
    legal = [Bid(0), Bid(1)]
    assert match_action(legal, {"kind": "Bid", "n": 1, "blind": False}) == Bid(1)
    assert match_action(legal, {"kind": "Bid", "n": True, "blind": False}) is None
    assert match_action(legal, {"kind": "Bid", "n": 1.0, "blind": False}) is None

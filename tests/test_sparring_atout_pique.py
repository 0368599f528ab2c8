"""The Atout Pique search sparring partner (benchmarks/sparring/atout_pique_mcts.py):
the engine's trick and follow rules, deals that keep the shown voids, legal and
deterministic whole hands, and bench_atout_pique matches that name it."""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402

from benchmarks.sparring.atout_pique_mcts import (  # noqa: E402
    CARD_INDEX,
    CARD_TEXT,
    MctsPlayer,
    _Hand,
    legal_plays,
    winner_of,
)
from cardtable.engine import Card, new_game  # noqa: E402
from cardtable.engine.atout_pique import trick_winner  # noqa: E402


def test_trick_winner_and_legal_plays_agree_with_the_engine() -> None:
    rng = random.Random(3)
    for _ in range(2000):
        cards = rng.sample(range(52), 4)
        assert winner_of(list(enumerate(cards))) == trick_winner([Card.parse(CARD_TEXT[c]) for c in cards])
    state = new_game("atout_pique", seed=4)
    players = [MctsPlayer(i) for i in range(4)]
    for p in players:
        p.deals, p.simulations, p.bid_deals = 2, 4, 2
    while state.hand_number == 1:
        (seat,) = state.to_act()
        view, legal = state.view(seat), state.legal_actions(seat)
        if view["phase"] == "playing":
            trick = [(s, CARD_INDEX[t]) for s, t in view["trick"]]
            mine = legal_plays([CARD_INDEX[t] for t in view["hand"]], trick, view["spades_broken"])
            assert sorted(CARD_TEXT[c] for c in mine) == sorted(str(a.card) for a in legal)
        state.apply(seat, players[seat].choose(view, legal))


def test_sampled_deals_keep_sizes_and_shown_voids() -> None:
    state = new_game("atout_pique", seed=9)
    players = [MctsPlayer(i) for i in range(4)]
    for p in players:
        p.deals, p.simulations, p.bid_deals = 2, 4, 2
    voids: list[set[int]] = [set() for _ in range(4)]
    checked = 0
    while state.hand_number == 1:
        (seat,) = state.to_act()
        view, legal = state.view(seat), state.legal_actions(seat)
        if view["phase"] == "playing":
            for t in view["completed_tricks"]:
                led = CARD_INDEX[t["plays"][0][1]] // 13
                for s, c in t["plays"]:
                    if CARD_INDEX[c] // 13 != led:
                        voids[s].add(led)
            for _ in range(3):
                hands = players[seat].sample(view)
                assert [len(h) for h in hands] == view["hand_sizes"]
                assert sorted(hands[seat]) == sorted(CARD_INDEX[t] for t in view["hand"])
                for s in range(4):
                    if s != seat:
                        assert not any(c // 13 in voids[s] for c in hands[s])
                checked += 1
        state.apply(seat, players[seat].choose(view, legal))
    assert checked and any(voids)


def test_whole_hand_legal_view_only_and_deterministic() -> None:
    def hand(seed: int) -> list[str]:
        state = new_game("atout_pique", seed=seed)
        players = [MctsPlayer(seed + i) for i in range(4)]
        for p in players:
            p.deals, p.simulations, p.bid_deals = 3, 12, 4
        trace = []
        while state.hand_number == 1:
            (seat,) = state.to_act()
            view, legal = state.view(seat), state.legal_actions(seat)
            before = copy.deepcopy(view)
            act = players[seat].choose(view, legal)
            assert act in legal and view == before
            trace.append(str(act))
            state.apply(seat, act)
        return trace
    first = hand(2)
    assert first == hand(2) and len(first) == 56


def test_search_keeps_a_nil() -> None:
    """Two cards left each; the nil bidder leads: the 2H loses both tricks, the AH takes one."""
    h = _Hand([[CARD_INDEX[t] for t in hs] for hs in (["2H", "AH"], ["3H", "4C"], ["5H", "6C"], ["7H", "8C"])],
              [], 0, [0, 4, 3, 4], True)
    visits: dict[int, int] = {}
    p = MctsPlayer(0)
    p._search({"seat": 0, "blind": [False] * 4, "bags": [0, 0]}, h, [0, 5, 3, 4], visits)
    assert sum(visits.values()) == p.simulations
    assert max(visits, key=lambda c: visits[c]) == CARD_INDEX["2H"]


def test_bench_match_names_the_sparring_partner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import bench_atout_pique

    from benchmarks.sparring import seats
    monkeypatch.setattr(MctsPlayer, "deals", 1)
    monkeypatch.setattr(MctsPlayer, "simulations", 2)
    monkeypatch.setattr(MctsPlayer, "bid_deals", 1)
    out = tmp_path / "pairs.jsonl"
    try:
        bench_atout_pique.arena_pairs([("mcts", "intermediaire")], 5, 1, out)
    finally:
        seats.uninstall()
    rec = json.loads(out.read_text(encoding="utf-8"))
    assert rec["match"] == ["mcts", "intermediaire"] and len(rec["games"]) == 2
    assert {"mcts", "intermediaire"} <= set(rec["games"][0]["times"])
    assert "mcts vs intermediaire: " in bench_atout_pique.arena_summary(out)

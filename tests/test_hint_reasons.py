"""Every hint reason of every game is true where it is given.

For each game the reason codes are read from the code (a code added without a
case here fails :func:`test_every_reason_code_has_cases`).  Each code has
positions where its statement is true (the hint gives it) and positions where
it would be false (the hint must not give it); Atout Pique's statements are
also checked, from the view alone, on every legal card of whole hands played
out; Les Auteurs' share is checked against an independent count of the deals
that fit the asks.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from cardtable.ai import atout_pique as ap
from cardtable.ai import explain as ai_explain
from cardtable.ai import make_player
from cardtable.engine import Card, new_game
from cardtable.engine.atout_pique import Bid, Play

sys.path.insert(0, str(Path(__file__).parent))

# ===================================================================== Atout Pique
_ORDER = "23456789TJQKA"


def _rank(c: str) -> int:
    return _ORDER.index("T" if c[:-1] == "10" else c[:-1])


def _suit(c: str) -> str:
    return c[-1]


def ap_view(hand: str | list[str], trick: Any = (), bids: Any = (3, 3, 3, 3), seat: int = 0,
            completed: Any = ()) -> dict[str, Any]:
    """A play-phase view for ``seat``; ``completed`` tricks as lists of (seat, card)."""
    cards = hand.split() if isinstance(hand, str) else list(hand)
    comp, won, broken, leader = [], [0, 0, 0, 0], False, seat
    for plays in completed:
        w, _ = ap.trick_winner_int([(s, ap.card_int(c)) for s, c in plays])
        comp.append({"leader": plays[0][0], "plays": [[s, c] for s, c in plays], "winner": w})
        won[w] += 1
        broken = broken or any(_suit(c) == "S" for _, c in plays)
        leader = w
    tr = [list(p) for p in trick]
    broken = broken or any(_suit(c) == "S" for _, c in tr)
    if tr:
        leader = tr[0][0]
    sizes = [13 - len(comp) - (1 if any(s == x for x, _ in tr) else 0) for s in range(4)]
    assert sizes[seat] == len(cards)
    return {"game": "atout_pique", "players": 4, "phase": "playing", "hand_sizes": sizes, "hand_number": 1,
            "dealer": 3, "first_bidder": 0, "bids": list(bids), "blind": [False] * 4, "trick": tr,
            "trick_number": len(comp), "leader": leader, "tricks_won": won, "completed_tricks": comp,
            "last_trick": comp[-1] if comp else None, "spades_broken": broken, "scores": [0, 0], "bags": [0, 0],
            "to_act": [seat], "history": [], "options": {"target": 500, "blind_nil": False, "minus_200_loses": False},
            "target": 500, "winner": None, "seat": seat, "partner": (seat + 2) % 4, "team": seat % 2,
            "hand": cards, "may_bid_blind": False}


def bid_view(hand: str, bids: Any = (None, None, None, None)) -> dict[str, Any]:
    v = ap_view(hand)
    v.update(phase="bidding", bids=list(bids))
    return v


def play(c: str) -> Play:
    return Play(Card.parse(c))


def ap_legal(view: Mapping[str, Any]) -> list[str]:
    sim = ap._view_sim(view)
    return [ap.card_text(c) for c in sim.legal(int(view["seat"]))]


def _wins(c: str, w: str, led: str) -> bool:
    if _suit(c) == _suit(w):
        return _rank(c) > _rank(w)
    return _suit(c) == "S" and _suit(w) != "S"


def _winner(trick: list[list[Any]]) -> tuple[int, str]:
    seat, best = trick[0]
    led = _suit(best)
    for s, c in trick[1:]:
        if _wins(c, best, led):
            seat, best = s, c
    return seat, best


def _all_cards() -> list[str]:
    return [("10" if r == "T" else r) + s for s in "SHDC" for r in _ORDER]


def _played(view: Mapping[str, Any]) -> set[str]:
    out = {c for t in view["completed_tricks"] for _, c in t["plays"]}
    return out | {c for _, c in view["trick"]}


def _unseen(view: Mapping[str, Any]) -> set[str]:
    return set(_all_cards()) - _played(view) - set(view["hand"])


def _shown_void(view: Mapping[str, Any], seat: int, suit: str) -> bool:
    """``seat`` did not follow ``suit`` once (or led a spade before spades were broken)."""
    broken = False
    for plays in [t["plays"] for t in view["completed_tricks"]] + [view["trick"]]:
        for i, (s, c) in enumerate(plays):
            if i and s == seat and _suit(c) != _suit(plays[0][1]) and _suit(plays[0][1]) == suit:
                return True
            if not i and s == seat and _suit(c) == "S" and not broken and suit != "S":
                return True
            broken = broken or _suit(c) == "S"
    return False


def _nil(view: Mapping[str, Any], seat: int) -> bool:
    return view["bids"][seat] == 0 and view["tricks_won"][seat] == 0


def _need(view: Mapping[str, Any], seat: int) -> int:
    t = seat % 2
    return (int(view["bids"][t]) + int(view["bids"][t + 2]) - view["tricks_won"][t] - view["tricks_won"][t + 2])


def _sure_count(hand: list[str]) -> int:
    spades = {_rank(c) for c in hand if _suit(c) == "S"}
    n, r = 0, 12
    while r in spades:
        n, r = n + 1, r - 1
    return n + sum(1 for s in "HDC" if "A" + s in hand and sum(1 for c in hand if _suit(c) == s) <= 5)


def _claim(view: Mapping[str, Any], action: Any) -> dict[str, bool]:
    """Each Atout Pique reason's statement, judged from the view alone for ``action``."""
    hand = list(view["hand"])
    me = int(view["seat"])
    partner = (me + 2) % 4
    if isinstance(action, Bid):
        sure = _sure_count(hand)
        # "your cards are low": nothing above the jack, no spade above the nine
        low = all(_rank(x) <= 9 and (_suit(x) != "S" or _rank(x) <= 7) for x in hand)
        return {"bid_nil": action.n == 0 and not action.blind and low,
                "bid_blind_nil": action.n == 0 and action.blind,
                "bid_sure": 0 < action.n <= sure, "bid_likely": action.n > sure,
                "bid_simulated": action.n > 0}
    c = str(action.card)
    legal = ap_legal(view)
    trick = [list(p) for p in view["trick"]]
    played = _played(view)
    higher_left = [x for x in _all_cards() if _suit(x) == _suit(c) and _rank(x) > _rank(c) and x not in played]
    low = c == min((x for x in hand if _suit(x) == _suit(c)), key=_rank) and _rank(c) < 9
    out = {"only_card": len(legal) == 1, "exact": len(hand) <= 4,
           "master": not higher_left, "master_own": bool(higher_left) and all(x in hand for x in higher_left),
           "avoid_bags": _need(view, me) <= 0, "nil_duck": False, "nil_forced": False, "nil_lead_low": False,
           "cover_partner_nil": False, "lead_short": False, "lead_trump": False, "lead_low": False,
           "set_nil": False, "partner_winning": False, "partner_ahead": False, "cheapest_winner": False,
           "win_high": False, "trump": False, "cheapest_follow": False, "keep_high": False, "discard": False,
           "partner_nil_lead_high": False}
    opp_nil = any(_nil(view, o) for o in ((me + 1) % 4, (me + 3) % 4))
    if not trick:
        out.update(nil_lead_low=_nil(view, me) and low, lead_trump=_suit(c) == "S", lead_low=low,
                   lead_short=_suit(c) != "S" and sum(1 for x in hand if _suit(x) == _suit(c)) <= 2
                   and any(_suit(x) == "S" for x in hand),
                   set_nil=opp_nil, cover_partner_nil=_nil(view, partner) and not [
                       x for x in _unseen(view) if _suit(x) == _suit(c) and _rank(x) > _rank(c)],
                   partner_nil_lead_high=_nil(view, partner) and not _nil(view, me) and c == max(
                       (x for x in hand if _suit(x) == _suit(c)), key=_rank))
        return out
    led = _suit(trick[0][1])
    wseat, wcard = _winner(trick)
    wins = _wins(c, wcard, led)
    winners = [x for x in legal if _wins(x, wcard, led)]
    following = _suit(c) == led
    lowest = c == min(legal, key=lambda x: (_suit(x) != led, _rank(x)))
    after = [(me + k) % 4 for k in range(1, 4 - len(trick))]
    beat_wcard = [x for x in _unseen(view) if _suit(x) == _suit(wcard) and _rank(x) > _rank(wcard)]
    unseen_spades = [x for x in _unseen(view) if _suit(x) == "S"]
    held = not after or (not beat_wcard and (_suit(wcard) == "S" or not unseen_spades
                                             or all(_shown_void(view, s, "S") for s in after)))
    partner_played = any(s == partner for s, _ in trick)
    out.update(
        nil_duck=_nil(view, me) and not wins, nil_forced=_nil(view, me) and len(winners) == len(legal),
        cover_partner_nil=_nil(view, partner) and wins and (not partner_played or wseat == partner),
        set_nil=opp_nil and not wins,
        partner_winning=wseat == partner and not wins and held,
        partner_ahead=wseat == partner and not wins,
        cheapest_winner=wins and c == min(winners, key=_rank),
        win_high=wins and bool(after) and c != min(winners, key=_rank),
        trump=wins and not following and _suit(c) == "S",
        cheapest_follow=not winners and following and lowest,
        keep_high=bool(winners) and not wins and following and lowest,
        # "your least useful card": a side card, the lowest of its suit in the
        # hand, with a higher card of its suit still unseen
        discard=not following and not wins and _suit(c) != "S"
        and c == min((x for x in hand if _suit(x) == _suit(c)), key=_rank)
        and any(x not in hand for x in higher_left),
        master=out["master"] and wins, master_own=out["master_own"] and wins)
    return out


# the reasons' parameters name the card played
_AP_CASES: dict[str, tuple[list[tuple[dict[str, Any], Any]], list[tuple[dict[str, Any], Any]]]] = {
    # code: ([positions where it is true: (view, action)], [positions where it would be false])
    "bid_nil": ([(bid_view("2S 3H 4H 5H 2D 3D 4D 6D 2C 3C 5C 7C 8C"), Bid(0))],
                [(bid_view("2S 3H 4H 5H 2D 3D 4D 6D 2C 3C 5C 7C 8C"), Bid(1))]),
    "bid_blind_nil": ([(bid_view("2S 3H 4H 5H 2D 3D 4D 6D 2C 3C 5C 7C 8C"), Bid(0, blind=True))],
                      [(bid_view("2S 3H 4H 5H 2D 3D 4D 6D 2C 3C 5C 7C 8C"), Bid(0))]),
    "bid_sure": ([(bid_view("AS KS 3S 4H 5H 2D 3D 4D 6D AC 3C 5C 7C"), Bid(3))],
                 [(bid_view("AS KS 3S 4H 5H 2D 3D 4D 6D AC 3C 5C 7C"), Bid(5))]),
    "bid_likely": ([(bid_view("AS KS 3S 4H 5H 2D 3D 4D 6D AC 3C 5C 7C"), Bid(5))],
                   [(bid_view("AS KS 3S 4H 5H 2D 3D 4D 6D AC 3C 5C 7C"), Bid(2))]),
    "only_card": ([(ap_view("2D", trick=[(1, "3D")], completed=[[(0, c0), (1, c1), (2, c2), (3, c3)] for c0, c1, c2, c3 in (
                      ("2H", "3H", "4H", "5H"), ("6H", "7H", "8H", "9H"), ("10H", "JH", "QH", "KH"),
                      ("2C", "3C", "4C", "5C"), ("6C", "7C", "8C", "9C"), ("10C", "JC", "QC", "KC"),
                      ("4D", "5D", "6D", "7D"), ("8D", "9D", "10D", "JD"), ("AH", "2S", "3S", "4S"),
                      ("AC", "5S", "6S", "7S"), ("QD", "8S", "9S", "10S"), ("KD", "JS", "QS", "KS"))]), play("2D"))],
                  [(ap_view("2D 9D 5C 6C 7C 8C 9C 10C JC QC KC AC 2H", trick=[(1, "3D"), (2, "4D"), (3, "5D")]),
                    play("2D"))]),
    "master": ([(ap_view("AD 2D 3C 4C 5C 6C 7C 8C 9C 10C 2H 3H 4H"), play("AD"))],
               [(ap_view("KD AD 3C 4C 5C 6C 7C 8C 9C 10C 2H 3H 4H"), play("KD"))]),
    "master_own": ([(ap_view("KD AD 3C 4C 5C 6C 7C 8C 9C 10C 2H 3H 4H"), play("KD"))],
                   [(ap_view("AD 2D 3C 4C 5C 6C 7C 8C 9C 10C 2H 3H 4H"), play("AD"))]),
    # the partner (seat 2) leads the AD; an opponent (seat 1) is still to play and may trump
    "partner_winning": ([(ap_view("2D 8D 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(1, "3D"), (2, "AD"), (3, "5D")]),
                          play("2D"))],
                        [(ap_view("2D 8D 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(2, "AD"), (3, "5D")]),
                          play("2D"))]),
    "partner_ahead": ([(ap_view("2D 8D 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(2, "QD"), (3, "5D")]),
                        play("2D"))],
                      [(ap_view("2D 8D 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(2, "3D"), (3, "QD")]),
                        play("2D"))]),
    "cheapest_winner": ([(ap_view("7D JD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(1, "5D"), (2, "3D"), (3, "6D")]),
                          play("7D"))],
                        [(ap_view("7D JD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(1, "5D"), (2, "3D"), (3, "6D")]),
                          play("JD"))]),
    "win_high": ([(ap_view("7D QD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "5D")]), play("QD"))],
                 [(ap_view("7D QD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(1, "5D"), (2, "3D"), (3, "6D")]),
                   play("QD"))]),
    "trump": ([(ap_view("2S 5S 2C 5C 9C 3H 8H JH QH 4S 9S KS 3S", trick=[(1, "5D"), (2, "3D"), (3, "6D")]),
                play("2S"))],
              [(ap_view("2S 5S 2C 5C 9C 3H 8H JH QH 4S 9S KS 3S", trick=[(1, "5D"), (2, "3D"), (3, "6D")]),
                play("2C"))]),
    "cheapest_follow": ([(ap_view("2D 8D 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "AD")]), play("2D"))],
                        [(ap_view("2D 8D 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "AD")]), play("8D"))]),
    "keep_high": ([(ap_view("2D KD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")]), play("2D"))],
                  [(ap_view("2D 3D 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")]), play("2D"))]),
    "discard": ([(ap_view("2H 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S 3S", trick=[(3, "QD")]), play("2C"))],
                [(ap_view("2H 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S 3S", trick=[(3, "QD")]), play("2S")),
                 # the highest heart left (AH, KH played) is no card to throw away
                 (ap_view("2H 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")],
                          completed=[[(0, "AC"), (1, "KH"), (2, "AH"), (3, "3C")]]), play("QH")),
                 # nor a card above another of its suit in the hand
                 (ap_view("2H 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S 3S", trick=[(3, "QD")]), play("5C"))]),
    "avoid_bags": ([(ap_view("2D KD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")], bids=(1, 3, 1, 3))
                    | {"tricks_won": [1, 0, 1, 0]}, play("2D"))],
                   [(ap_view("2D KD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")]), play("2D"))]),
    "nil_duck": ([(ap_view("2D KD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")], bids=(0, 3, 3, 3)),
                   play("2D"))],
                 [(ap_view("2D KD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")], bids=(0, 3, 3, 3)),
                   play("KD"))]),
    "nil_forced": ([(ap_view("KD AD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")], bids=(0, 3, 3, 3)),
                     play("KD"))],
                   [(ap_view("2D KD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")], bids=(0, 3, 3, 3)),
                     play("KD"))]),
    "nil_lead_low": ([(ap_view("2D KD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", bids=(0, 3, 3, 3)), play("2D"))],
                     [(ap_view("2D KD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", bids=(0, 3, 3, 3)), play("KD"))]),
    "cover_partner_nil": ([(ap_view("7D JD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(1, "5D"), (2, "6D"), (3, "3D")],
                                    bids=(4, 3, 0, 4)), play("7D"))],
                          # the partner's nil is safe: an opponent wins; taking the trick is not "for them"
                          [(ap_view("7D JD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(1, "5D"), (2, "3D"), (3, "6D")],
                                    bids=(4, 3, 0, 4)), play("7D"))]),
    "partner_nil_lead_high": ([(ap_view("2D KD 3D 5C 9C 3H 8H JH QH 4S 9S KS 2S", bids=(3, 3, 0, 3)), play("KD"))],
                              [(ap_view("2D KD 3D 5C 9C 3H 8H JH QH 4S 9S KS 2S", bids=(3, 3, 0, 3)), play("2D"))]),
    "lead_short": ([(ap_view("2D KD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S"), play("2D"))],
                   [(ap_view("2D KD 3D 5C 9C 3H 8H JH QH 4S 9S KS 2S"), play("2D"))]),
    "lead_trump": ([(ap_view("2D KD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S") | {"spades_broken": True},
                     play("4S"))],
                   [(ap_view("2D KD 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S"), play("2D"))]),
    "lead_low": ([(ap_view("2D KD 3D 5C 9C 3H 8H JH QH 4S 9S KS 2S"), play("2D"))],
                 [(ap_view("2D KD 3D 5C 9C 3H 8H JH QH 4S 9S KS 2S"), play("KD"))]),
    "set_nil": ([(ap_view("2D KD 3D 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")], bids=(3, 0, 3, 3)),
                  play("2D"))],
                [(ap_view("2D KD 3D 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")], bids=(3, 0, 3, 3)),
                  play("KD"))]),
}
# reasons only the Difficile gives (its search): (position, action), and where it would be false
_AP_DIFFICILE = ("exact", "bid_simulated", "search", "bid_nil_simulated")
# the blind nil question's reasons (blind_nil_advice, from the scores alone)
_AP_BLIND = ("blind_look", "blind_last_chance", "blind_minus_200")


def test_every_reason_code_has_cases() -> None:
    from cardtable.ai import auteurs, deutch, peech
    assert set(ap.REASONS) == set(_AP_CASES) | set(_AP_DIFFICILE) | set(_AP_BLIND)
    assert set(auteurs.REASON_TEXTS) == set(_AUTEURS_CODES)
    assert set(peech.REASON_TEXTS) == set(_PEECH_CODES)
    assert set(deutch.REASON_TEXTS) == set(_DEUTCH_CASES)


@pytest.mark.parametrize("code", sorted(_AP_CASES))
def test_atout_pique_reason_true_and_false(code: str) -> None:
    true_cases, false_cases = _AP_CASES[code]
    for view, action in true_cases:
        assert _claim(view, action)[code], (code, view["hand"], view["trick"], action)
        assert ap.explain(view, action)[0] == code, (view["hand"], view["trick"], action)
    for view, action in false_cases:
        assert not _claim(view, action)[code], (code, view["hand"], view["trick"], action)
        assert ap.explain(view, action)[0] != code, (view["hand"], view["trick"], action)


def test_atout_pique_difficile_reasons_true_and_false() -> None:
    p = ap.DifficilePlayer(seed=2)
    view = bid_view("AS KS 3S 4H 5H 2D 3D 4D 6D AC 3C 5C 7C")
    assert p.explain(view, Bid(5)).text == ap.REASON_TEXTS["bid_simulated"]
    assert p.explain(view, Bid(3)).text != ap.REASON_TEXTS["bid_simulated"]      # sure: said so
    end = ap_view("2D 3D 4C 5C", trick=[(3, "QD")], completed=_NINE_TRICKS)
    assert p.explain(end, play("2D")).text == ap.REASON_TEXTS["exact"]
    early = ap_view("2D KD 3D 5C 9C 3H 8H JH QH 4S 9S KS 2S", trick=[(3, "QD")])
    assert p.explain(early, play("2D")).text != ap.REASON_TEXTS["exact"]


def test_atout_pique_difficile_search_and_nil_reasons() -> None:
    """A card no rule names is said to come from the search; a nil on a hand
    with high cards is not said to be on low cards."""
    p = ap.DifficilePlayer(seed=2)
    # throwing away the 5C above the 2C: no rule's reason holds, the search chose it
    early = ap_view("2H 2C 5C 9C 3H 8H JH QH 4S 9S KS 2S 3S", trick=[(3, "QD")])
    assert ap.explain(early, play("5C"))[0] == ""
    assert p.explain(early, play("5C")).text == ap.REASON_TEXTS["search"]
    assert p.explain(early, play("2C")).text == ap.REASON_TEXTS["discard"]
    high = bid_view("3S 6S 4H 6H KH 5C 2D 3D 8D 9D 10D KD AD")
    assert ap.explain(high, Bid(0))[0] != "bid_nil"
    assert p.explain(high, Bid(0)).text == ap.REASON_TEXTS["bid_nil_simulated"]
    low = bid_view("2S 3H 4H 5H 2D 3D 4D 6D 2C 3C 5C 7C 8C")
    assert p.explain(low, Bid(0)).text == ap.REASON_TEXTS["bid_nil"]


def _blind_view(us: int, them: int, target: int = 500, minus_200: bool = False) -> dict[str, Any]:
    return bid_view("2S 3H 4H 5H 2D 3D 4D 6D 2C 3C 5C 7C 8C") | {
        "scores": [us, them], "target": target, "may_bid_blind": True,
        "options": {"target": target, "blind_nil": True, "minus_200_loses": minus_200}}


def test_blind_nil_advice_is_a_last_chance_read_from_the_scores() -> None:
    """Blind nil only when the opponents should reach the target this hand and
    a good ordinary hand cannot catch them while 200 more could; never when
    its failure would take the team to −200 with that option."""
    assert ap.blind_nil_advice(_blind_view(250, 450)) == (True, "blind_last_chance")
    assert ap.blind_nil_advice(_blind_view(200, 350)) == (False, "blind_look")      # they do not finish yet
    assert ap.blind_nil_advice(_blind_view(50, 450)) == (False, "blind_look")       # even 200 would not
    assert ap.blind_nil_advice(_blind_view(300, 480, minus_200=True)) == (True, "blind_last_chance")
    assert ap.blind_nil_advice(_blind_view(0, 200, target=250, minus_200=True)) == (False, "blind_minus_200")
    # it never reads the hand: the same scores give the same advice on any cards
    other = _blind_view(250, 450) | {"hand": "AS KS QS JS AH KH QH AD KD QD AC KC QC".split()}
    assert ap.blind_nil_advice(other) == ap.blind_nil_advice(_blind_view(250, 450))


_NINE_TRICKS = [[(0, a), (1, b), (2, c), (3, d)] for a, b, c, d in (
    ("2H", "3H", "4H", "5H"), ("6H", "7H", "8H", "9H"), ("10H", "JH", "QH", "KH"),
    ("2C", "6C", "7C", "8C"), ("9C", "10C", "JC", "QC"), ("4D", "5D", "6D", "7D"),
    ("8D", "9D", "10D", "JD"), ("AH", "2S", "3S", "4S"), ("AC", "5S", "6S", "7S"))]


def test_atout_pique_reasons_hold_on_whole_hands() -> None:
    """Every legal card of every position of whole hands played out: the reason
    given is true from the view."""
    checked: dict[str, int] = {}
    for seed in range(3):
        state = new_game("atout_pique", seed=40 + seed)
        players = [make_player("atout_pique", "intermediaire", seed=s) for s in range(4)]
        hand_no = state.view(0)["hand_number"]
        while not state.is_over and state.view(0)["hand_number"] == hand_no:
            (seat,) = state.to_act()
            view, legal = state.view(seat), state.legal_actions(seat)
            for action in legal:
                code, _params = ap.explain(view, action)
                if code:
                    assert _claim(view, action)[code], (code, view["hand"], view["trick"], action)
                    checked[code] = checked.get(code, 0) + 1
            state.apply(seat, players[seat].choose(view, legal))
    assert len(checked) >= 12, checked


# ------------------------------------------------------------ Atout Pique decisions
def test_covering_a_partners_nil_last_takes_the_trick_with_the_lowest_winner() -> None:
    # the partner (seat 2) bid nil and wins with the 6D; 7D wins as well as JD
    view = ap_view("2S 7S 8S QS KS 3H 9H 2D 4D 7D JD 4C JC", trick=[(1, "5D"), (2, "6D"), (3, "3D")],
                   bids=(4, 3, 0, 4))
    p = ap.DifficilePlayer(seed=3)
    action = p.choose(view, [play(c) for c in ap_legal(view)])
    assert str(action.card) == "7D"
    assert p.explain(view, action).text == ap.REASON_TEXTS["cover_partner_nil"]


def test_never_trumps_a_partners_sure_winner_higher_than_it_must() -> None:
    # the partner's AC leads; holding only spades, every card trumps it: the lowest goes
    view = ap_view("4S 5S 8S 10S AS", trick=[(2, "AC"), (3, "JC")], bids=(3, 0, 3, 3), completed=_EIGHT_TRICKS)
    for seed in range(2):
        p = ap.DifficilePlayer(seed=seed)
        assert str(p.choose(view, [play(c) for c in ap_legal(view)]).card) == "4S"


def test_a_master_card_is_kept_while_the_team_needs_tricks() -> None:
    # AH and QH are gone: the KH is the highest heart left; unable to follow
    # the club, the team still needing 4 tricks, it is not thrown away (nor the
    # AD and KD) whatever the deals sampled
    view = ap_view("3S 6S 6H KH 2D 3D 8D 9D 10D KD AD", trick=[(3, "6C")], bids=(3, 6, 1, 1),
                   completed=[[(0, "5C"), (1, "7C"), (2, "9C"), (3, "JC")],
                              [(3, "AH"), (0, "4H"), (1, "2H"), (2, "QH")]])
    for seed in range(4):
        p = ap.DifficilePlayer(seed=seed)
        action = p.choose(view, [play(c) for c in ap_legal(view)])
        assert str(action.card) not in ("KH", "KD", "AD"), seed
        assert p.explain(view, action).text != ap.REASON_TEXTS["discard"] or str(action.card) in ("6H", "2D")
    # the contract made, throwing away a master avoids a bag: it may go
    made = ap_view("3S 6S 6H KH 2D 3D 8D 9D 10D KD AD", trick=[(3, "6C")], bids=(1, 6, 0, 1),
                   completed=[[(0, "5C"), (1, "7C"), (2, "9C"), (3, "JC")],
                              [(3, "2H"), (0, "AH"), (1, "4H"), (2, "QH")]])
    assert ap.explain(made, play("KH"))[0] == "avoid_bags"
    assert set(ap._strong_habits(ap._view_sim(made), 0, [ap.card_int(c) for c in ap_legal(made)],
                                 ap._view_sim(made).played | ap._mask([ap.card_int(c) for c in made["hand"]]))) \
        == {ap.card_int(c) for c in ap_legal(made)}


def test_leading_beside_a_partners_nil_leads_high() -> None:
    # Léa (seat 1) bid nil; her partner Chloé (seat 3) leads: the top card of a
    # suit, never the 2H that Léa might have to pass over
    # (a play-test's hand: the search alone led the 2H or the 5H on half the seeds)
    view = ap_view("7S JS 2H 5H 6H JH KH 8C 9C JC", seat=3, bids=(5, 0, 3, 1),
                   completed=[[(3, "8D"), (0, "3D"), (1, "7D"), (2, "AD")],
                              [(2, "AH"), (3, "10H"), (0, "10D"), (1, "7H")],
                              [(2, "9D"), (3, "6S"), (0, "QD"), (1, "2D")]]) | {"scores": [65, 54], "bags": [5, 4]}
    for seed in range(8):
        p = ap.DifficilePlayer(seed=seed)
        action = p.choose(view, [play(c) for c in ap_legal(view)])
        assert str(action.card) in ("KH", "JC", "JS"), seed
        assert p.explain(view, action).text in (ap.REASON_TEXTS["cover_partner_nil"],
                                                ap.REASON_TEXTS["partner_nil_lead_high"])


_EIGHT_TRICKS = [[(s, c) for s, c in zip(seats, cards.split(), strict=True)] for seats, cards in (
    ((0, 1, 2, 3), "2H 3H 4H 5H"), ((3, 0, 1, 2), "6H 7H 8H 9H"), ((2, 3, 0, 1), "10H JH QH KH"),
    ((1, 2, 3, 0), "2D 3D 4D 5D"), ((0, 1, 2, 3), "6D 7D 8D 9D"), ((3, 0, 1, 2), "10D JD QD KD"),
    ((2, 3, 0, 1), "2C 3C 5C 6C"), ((1, 2, 3, 0), "7C 8C 9C 10C"))]


# ======================================================================= Les Auteurs
from cardtable.ai import auteurs  # noqa: E402
from cardtable.engine.auteurs import Ask  # noqa: E402
from cardtable.engine.cards import DECK, card  # noqa: E402

_AUTEURS_CODES = ("proved", "proved_poisson", "endgame", "likely", "guess", "likely_first", "guess_first",
                  "likely_poisson", "guess_poisson", "likely_poisson_first", "guess_poisson_first")


def _origins(view: Mapping[str, Any], mine: set[Any]) -> dict[Any, set[int]]:
    """The seats each card not dealt to the viewer may have been dealt to: a card
    asked for before it ever moved was not with the asker, nor with a target that
    missed; one that hit was with the target."""
    me, n = view["seat"], view["players"]
    allowed = {c: set(range(n)) - {me} for c in DECK if c not in mine}
    moved: set[Any] = set()
    for rec in view["history"]:
        s, t, c = rec["seat"], rec["target"], card(rec["card"])
        if c in allowed and c not in moved:
            allowed[c].discard(s)
            if rec["hit"]:
                allowed[c] &= {t}
            else:
                allowed[c].discard(t)
        if rec["hit"]:
            moved.add(c)
    return allowed


def _replays(view: Mapping[str, Any], deal: list[set[Any]]) -> bool:
    """The history of the deal, replayed by the rules from these dealt hands, is the one seen."""
    hands = [set(h) for h in deal]
    laid = {(s, r, at) for s, r, at in view["laid"]}
    seen: set[tuple[int, int, int]] = set()

    def lay(s: int, at: int) -> bool:
        for r in {c.rank for c in hands[s]}:
            if sum(1 for c in hands[s] if c.rank == r) == 4:
                if (s, r, at) not in laid:
                    return False
                hands[s] = {c for c in hands[s] if c.rank != r}
                seen.add((s, r, at))
        return True

    if not all(lay(s, 0) for s in range(len(hands))):
        return False
    for i, rec in enumerate(view["history"]):
        s, t, c = rec["seat"], rec["target"], card(rec["card"])
        if c in hands[s] or not any(x.rank == c.rank for x in hands[s]) or (c in hands[t]) != rec["hit"]:
            return False
        if rec["hit"]:
            hands[t].discard(c)
            hands[s].add(c)
            if not lay(s, i + 1):
                return False
    return seen == laid and [len(h) for h in hands] == list(view["counts"])


def exact_share(view: Mapping[str, Any], dealt: list[list[Any]], ask: Ask) -> tuple[int, int] | None:
    """(consistent deals where ``ask.target`` holds ``ask.card`` now, consistent deals),
    counted by brute force over the viewer's possible deals (None when too many)."""
    me, n = view["seat"], view["players"]
    mine = set(dealt[me])
    allowed = _origins(view, mine)
    free = sorted(allowed, key=lambda x: (len(allowed[x]), str(x)))
    if sum(1 for x in free if len(allowed[x]) > 1) > 12:
        return None
    room = [len(h) for h in dealt]
    room[me] = 0
    assign: dict[Any, int] = {}
    hits = total = 0

    def holder_now(deal: list[set[Any]]) -> int:
        holder = next(s for s, h in enumerate(deal) if ask.card in h)
        for rec in view["history"]:
            if rec["hit"] and card(rec["card"]) == ask.card:
                holder = rec["seat"]
        return holder

    def walk(i: int) -> None:
        nonlocal hits, total
        if i == len(free):
            deal: list[set[Any]] = [set() for _ in range(n)]
            deal[me] = set(mine)
            for x, s in assign.items():
                deal[s].add(x)
            if _replays(view, deal):
                total += 1
                hits += holder_now(deal) == ask.target
            return
        x = free[i]
        for s in sorted(allowed[x]):
            if room[s] > 0:
                room[s] -= 1
                assign[x] = s
                walk(i + 1)
                room[s] += 1
                del assign[x]

    walk(0)
    return hits, total


def _auteurs_positions(seeds: range, most: int, per_game: int,
                       unproved: bool = False) -> list[tuple[dict[str, Any], list[list[Any]], Any]]:
    """(view, dealt hands, the true state) along the first deal of games played by
    Intermédiaire players: up to ``per_game`` positions where at most ``most``
    cards may have been dealt to more than one seat (and, ``unproved``, where no
    ask is a proved hit), a few turns apart."""
    import copy
    out = []
    for seed in seeds:
        st = new_game("auteurs", seed=seed)
        opening = next(e for e in st.opening_events() if e["type"] == "deal")
        dealt = [[card(t) for t in h] for h in opening["hands"]]
        players = [make_player("auteurs", "intermediaire", seed=s) for s in range(4)]
        deal_no = st.view(0)["deal"]
        taken, wait = 0, 0
        while not st.is_over and st.view(0)["deal"] == deal_no and taken < per_game:
            (seat,) = st.to_act()
            view, legal = st.view(seat), st.legal_actions(seat)
            wait -= 1
            if len(legal) > 1 and wait <= 0 and sum(
                    1 for x in _origins(view, set(dealt[seat])).values() if len(x) > 1) <= most and (
                    not unproved or all(auteurs.Knowledge(view).where(a.card) is None for a in legal)):
                out.append((view, dealt, copy.deepcopy(st)))
                taken, wait = taken + 1, 3
            st.apply(seat, players[seat].choose(view, legal))
    return out


@functools.cache
def _positions() -> list[tuple[dict[str, Any], list[list[Any]], Any]]:
    return _auteurs_positions(range(8), most=12, per_game=1)


def test_auteurs_share_is_the_share_of_every_consistent_deal() -> None:
    """The number the hint states is the share of all the deals that fit every
    ask (:meth:`DifficilePlayer.share`), and that share is the one counted
    independently: brute force over the possible deals, each replayed by the rules."""
    hinter = auteurs.DifficilePlayer(seed=7)
    hinter.endgame_cards = 0            # the search to the turn's end words its own reason
    stated = checked = 0
    for view, dealt, _st in _positions() + _early():
        legal = auteurs.legal_asks(view)
        know = auteurs.Knowledge(view)
        ask = hinter.choose(view, legal)
        reason = ai_explain(hinter, view, ask)
        if reason is not None and "pct" in reason.params:
            share = hinter.share(view, ask)
            assert share is not None and reason.params["pct"] == round(100 * share)
            stated += 1
        for a in [a for a in legal if know.where(a.card) is None][::4][:3]:
            exact = exact_share(view, dealt, a)
            if exact is None:
                continue
            hits, total = exact
            assert total > 0
            share = hinter.share(view, a)
            assert share is not None and abs(share - hits / total) < 1e-9, (a, share, exact)
            checked += 1
    assert stated >= 3 and checked >= 6, (stated, checked)


@functools.cache
def _early() -> list[tuple[dict[str, Any], list[list[Any]], Any]]:
    return _auteurs_positions(range(4), most=40, per_game=1)


def _auteurs_at(seed: int, step: int) -> tuple[dict[str, Any], Any]:
    """The view of the seat to act before the ``step``-th ask of a game's first
    deal (Intermédiaire on even seats, Difficile on odd ones), and the state."""
    st = new_game("auteurs", seed=seed)
    players = [make_player("auteurs", "difficile" if s % 2 else "intermediaire", seed=s) for s in range(4)]
    for _ in range(step - 1):
        (seat,) = st.to_act()
        view = st.view(seat)
        st.apply(seat, players[seat].choose(view, st.legal_actions(seat)))
    (seat,) = st.to_act()
    return st.view(seat), st


# (seed, step) -> the reason the full Difficile hint gives there
_AUTEURS_AT = {(0, 1): "guess", (0, 4): "likely", (3, 51): "endgame"}


def test_auteurs_reasons_true_and_false() -> None:
    full = auteurs.DifficilePlayer(seed=7)
    plain = auteurs.DifficilePlayer(seed=7)
    plain.endgame_cards = 0
    for (seed, step), code in _AUTEURS_AT.items():
        view, _st = _auteurs_at(seed, step)
        ask = full.choose(view, auteurs.legal_asks(view))
        reason = ai_explain(full, view, ask)
        assert reason is not None and reason.text == auteurs.REASON_TEXTS[code], (seed, step, reason)
        know = auteurs.Knowledge(view)
        assert know.where(ask.card) is None         # not proved: "proved" would be false
        if code == "endgame":
            assert len(know.possible) <= full.endgame_cards
            # without the search to the turn's end, no ask is worded "endgame"
            other = ai_explain(plain, view, plain.choose(view, auteurs.legal_asks(view)))
            assert other is None or other.text != auteurs.REASON_TEXTS["endgame"]
        else:
            share = full.share(view, ask)
            assert share is not None and reason.params["pct"] == round(100 * share)
            assert (reason.params["pct"] > 50) == (code == "likely")
    seen: dict[str, int] = {}
    for (view, _dealt, st), hinter in [(x, plain) for x in _positions() + _early()] + [
            (x, full) for x in _positions()]:
        legal = auteurs.legal_asks(view)
        ask = hinter.choose(view, legal)
        reason = ai_explain(hinter, view, ask)
        if reason is None:
            continue
        code = next(k for k, t in auteurs.REASON_TEXTS.items() if t == reason.text)
        seen[code] = seen.get(code, 0) + 1
        have = sum(1 for t in view["hand"] if card(t).rank == ask.card.rank)
        know = auteurs.Knowledge(view)
        proved = know.where(ask.card) == ask.target
        hidden = len(know.possible)
        # true where given
        if code in ("proved", "proved_poisson"):
            assert proved and ask.card in st.hands[ask.target]
            assert (have == 3) == (code == "proved_poisson")
        # "sure card": a legal ask the asks prove is a hit, not this one
        sure = [a for a in legal if know.where(a.card) == a.target]
        if code.startswith("likely"):
            assert reason.params["pct"] > 50 and not proved
        if code.startswith("guess"):
            assert reason.params["pct"] <= 50 and not proved
        # "would complete your poisson": the person holds the rank's three other cards
        if "pct" in reason.params:
            assert ("_poisson" in code) == (have == 3)
        if code.endswith("_first"):
            assert sure and all(a.card in st.hands[a.target] for a in sure)
            # the sure card named is one of them, and one a hit would leave in the hand
            named = Ask(reason.params["seat"], card(reason.params["card"]))
            assert named in sure and named.card in st.hands[named.target]
            assert sum(1 for t in view["hand"] if card(t).rank == named.card.rank) < 3
            # (and not one of sure asks that lay its poisson this turn: it would not stay)
            mine = {card(t) for t in view["hand"]}
            assert not all(x in mine or know.where(x) not in (None, view["seat"])
                           for x in DECK if x.rank == named.card.rank and x != named.card)
            # one the whole table saw go there, when there is one (the journal shows it)
            public = auteurs.Knowledge(view, seat=None)
            if any(public.where(a.card) == a.target for a in sure
                   if sum(1 for t in view["hand"] if card(t).rank == a.card.rank) < 3):
                assert public.where(named.card) == named.target
        if code == "endgame":
            assert hidden <= auteurs.DifficilePlayer.endgame_cards and not proved and hinter is full
        # false where it would be: never said otherwise
        if not proved:
            assert code not in ("proved", "proved_poisson")
        if hidden > auteurs.DifficilePlayer.endgame_cards or hinter is plain:
            assert code != "endgame"
        if "pct" in reason.params:
            assert code == (("likely" if reason.params["pct"] > 50 else "guess") + ("_poisson" if have == 3 else "")
                            + ("_first" if sure else ""))
    assert set(seen) >= {"proved", "proved_poisson", "guess", "guess_poisson"}, seen
    # a guess while a sure card waits (all four Difficile, 4 players, seed 2, the
    # 9th ask): "no sure hit" would be false there, so the hint says what it does
    st = new_game("auteurs", seed=2)
    players = [make_player("auteurs", "difficile", seed=s) for s in range(4)]
    for _ in range(8):
        (seat,) = st.to_act()
        st.apply(seat, players[seat].choose(st.view(seat), st.legal_actions(seat)))
    (seat,) = st.to_act()
    view = st.view(seat)
    legal = auteurs.legal_asks(view)
    ask = players[seat].choose(view, legal)
    reason = ai_explain(players[seat], view, ask)
    know = auteurs.Knowledge(view)
    sure = [a for a in legal if know.where(a.card) == a.target]
    # (a guess for the card that would complete its poisson: the hint says so first)
    assert reason is not None and reason.text == auteurs.REASON_TEXTS["guess_poisson_first"], reason
    assert sum(1 for t in view["hand"] if card(t).rank == ask.card.rank) == 3
    assert sure and ask not in sure and all(a.card in st.hands[a.target] for a in sure)
    assert reason.params["pct"] == round(100 * players[seat].share(view, ask)) < 50
    assert Ask(reason.params["seat"], card(reason.params["card"])) in sure
    # the only ask there is, proved and completing a poisson (seed 2, the 41st
    # ask): the hint still says why
    st = new_game("auteurs", seed=2)
    for _ in range(40):
        (seat,) = st.to_act()
        st.apply(seat, players[seat].choose(st.view(seat), st.legal_actions(seat)))
    (seat,) = st.to_act()
    view = st.view(seat)
    (only,) = auteurs.legal_asks(view)
    reason = ai_explain(players[seat], view, only)
    assert auteurs.Knowledge(view).where(only.card) == only.target and only.card in st.hands[only.target]
    assert sum(1 for t in view["hand"] if card(t).rank == only.card.rank) == 3
    assert reason is not None and reason.text == auteurs.REASON_TEXTS["proved_poisson"]
    # the poisson: the scripted position of the AI tests, where the hint completes one
    from test_auteurs_ai import scripted
    st = scripted()
    view, legal = st.view(0), st.legal_actions(0)
    p = make_player("auteurs", "difficile", seed=2)
    ask = p.choose(view, legal)
    reason = ai_explain(p, view, ask)
    have = sum(1 for t in view["hand"] if card(t).rank == ask.card.rank)
    assert reason is not None and reason.text == auteurs.REASON_TEXTS["proved_poisson" if have == 3 else "proved"]


# ============================================================================ Peech
_PEECH_CODES = ("top", "search", "search_others", "search_top", "search_tie", "last_card", "same_rank")
# a hand rigged for seat 0, the player's seed and whether the others were seen
# to play their strong cards first: a position where the search gives that code
_PEECH_SEARCHED = {
    "search": (["5S", "QC", "6D", "QS", "KD", "JH", "9H", "AH"], 0, False),
    "search_others": (["AS", "4H", "KH"], 0, True),
    "search_top": (["3D", "QD", "AC", "2H", "10D"], 5, False),
    "search_tie": (["3S", "3C", "JD", "5D", "7D", "4H", "7C", "6D"], 6, True),
}


def _peech_code(reason: Any) -> str | None:
    from cardtable.ai.peech import REASON_TEXTS
    return next((k for k, t in REASON_TEXTS.items() if reason is not None and t == reason.text), None)


@pytest.mark.parametrize("code", sorted(_PEECH_SEARCHED))
def test_peech_search_reasons_true_and_false(code: str) -> None:
    """Each of the search's reasons where it applies, its statement checked
    against the figures recounted from the search's own rollouts; and it is
    not given where another one is."""
    from test_peech_ai import rigged as peech_rigged
    from test_peech_ai import searched

    from cardtable.ai.peech import DifficilePlayer
    for other, (hand, seed, careful) in _PEECH_SEARCHED.items():
        st = peech_rigged(hand)
        view, legal = st.view(0), st.legal_actions(0)
        p = DifficilePlayer(seed=seed)
        if careful:
            p._early = [[0, 0], [4, 4], [4, 4], [4, 4]]
        action, reason, _searches, fig = searched(p, view, legal)
        if other != code:
            assert _peech_code(reason) != code, (code, hand)
            continue
        assert _peech_code(reason) == code, hand
        best, named = action.card.rank, card(reason.params["card"]).rank
        places = reason.params["places"]
        mine, others = ({r: f[k] for r, f in fig.items()} for k in ("mine", "others"))
        top = max(card(t).rank for t in hand)
        assert named != best and reason.params["card"] in view["hand"]
        if code == "search":            # "this card: {mine}, against {other} with your {card}"
            assert mine[best] < mine[named] and reason.params["mine"] < reason.params["other"]
        elif code == "search_others":   # not less for you, more for the others
            assert mine[best] >= mine[named] and others[best] > others[named]
            assert reason.params["others"] > reason.params["other_others"]
        elif code == "search_top":      # the strongest card; the {card} did hardly better
            assert best == top and 0 <= mine[best] - mine[named] <= p.margin
            assert fig[named]["value"] <= fig[best]["value"] <= fig[named]["value"] + p.margin
        else:                           # just as well, for everyone
            assert mine[best] == mine[named] and others[best] == others[named] and best != top
        assert reason.params["mine"] == round(mine[best], places)


def test_peech_reasons_true_and_false() -> None:
    from test_peech_ai import rigged as peech_rigged

    from cardtable.ai import Reason
    from cardtable.ai.peech import REASON_TEXTS, DifficilePlayer
    from cardtable.engine.peech import Play as PPlay
    st = peech_rigged(["3S", "5S", "KS", "8S", "2H", "6H", "9H", "10H"])
    view, legal = st.view(0), st.legal_actions(0)
    randoms = DifficilePlayer(seed=1)
    randoms._early = [[0, 0], [4, 1], [4, 1], [4, 0]]           # three seen to play at random
    careful = DifficilePlayer(seed=1)                            # nothing seen: it searches
    top = randoms.choose(view, legal)
    # "top": its strongest card, the others seen to play at random; the cards it still needs
    assert top.card.rank == max(card(t).rank for t in view["hand"])
    need = view["target"] - view["won_counts"][0]
    assert need == 7 and ai_explain(randoms, view, top) == Reason("Peech", REASON_TEXTS["top"], {}, need)
    assert ai_explain(randoms, view, PPlay(card("3S"))) is None  # not its strongest: not said
    # only where it did not search; against players not seen at random it does
    assert not randoms.searches(view) and careful.searches(view)
    assert _peech_code(ai_explain(careful, view, careful.choose(view, legal))) not in ("top", None)
    # one card left, or cards of one rank: nothing to choose, and said so
    one = peech_rigged(["9H"])
    assert _peech_code(ai_explain(DifficilePlayer(seed=1), one.view(0), PPlay(card("9H")))) == "last_card"
    pair = peech_rigged(["9H", "9D"])
    for c in ("9H", "9D"):
        assert _peech_code(ai_explain(DifficilePlayer(seed=1), pair.view(0), PPlay(card(c)))) == "same_rank"
    for hand in (["9H"], ["3S", "5S", "KS", "8S", "2H", "6H", "9H", "10H"]):
        assert "same_rank" not in {_peech_code(ai_explain(randoms, peech_rigged(hand).view(0), PPlay(card(t))))
                                   for t in hand}
    assert _peech_code(ai_explain(randoms, view, top)) != "last_card"


# =========================================================================== Deutch
def _deutch_state(row0: list[str], discard: list[str], stock: list[str] = (), look: bool = True) -> Any:  # type: ignore[assignment]
    from test_deutch_engine import ROWS4
    from test_deutch_engine import rigged as deutch_rigged
    return deutch_rigged([row0, *ROWS4[1:]], discard, list(stock), look=look)


def _deutch_after_draw(row0: list[str], drawn: str) -> Any:
    from cardtable.engine.deutch import Draw
    s = _deutch_state(row0, ["JS"], [drawn])
    s.apply(0, Draw())
    return s


def _deutch_window(row0: list[str], thrown: str) -> Any:
    """Seat 0 drew ``thrown`` and threw it: the rapidité window is open."""
    from cardtable.engine.deutch import Discard
    s = _deutch_after_draw(row0, thrown)
    s.apply(0, Discard())
    return s


def _deutch_power(row0: list[str], thrown: str) -> Any:
    from test_deutch_engine import pass_window
    s = _deutch_window(row0, thrown)
    pass_window(s)
    return s


def _deutch_call() -> Any:
    from test_deutch_engine import pass_window

    from cardtable.engine.deutch import Discard
    s = _deutch_after_draw(_ROW, "KC")
    s.apply(0, Discard())
    pass_window(s)
    return s


_ROW = ["2S", "9H", "KS", "5D"]          # seat 0 knows its 2S and 9H (slots 0 and 1)


def _dcases() -> dict[str, tuple[list[tuple[Any, int, Any]], list[tuple[Any, int, Any]]]]:
    from cardtable.engine import Pass
    from cardtable.engine.deutch import (
        CallDeutch,
        Discard,
        Draw,
        Look,
        Peek,
        Rapidite,
        Replace,
        Swap,
        TakeDiscard,
    )
    ace = _deutch_state(_ROW, ["AC"])
    queen = _deutch_state(_ROW, ["QH"])
    nines = _deutch_state(["9S", "9H", "KS", "5D"], ["AC"])
    five, q_drawn = _deutch_after_draw(_ROW, "5C"), _deutch_after_draw(_ROW, "QS")
    nine, king = _deutch_after_draw(_ROW, "9C"), _deutch_after_draw(_ROW, "KC")
    dame = _deutch_after_draw(_ROW, "QD")
    window = _deutch_window(_ROW, "9C")
    peek, jack = _deutch_power(_ROW, "QD"), _deutch_power(_ROW, "JD")
    fresh = _deutch_state(_ROW, ["QH"], look=False)
    knows_all = _deutch_power(_ROW, "QD")
    knows_all.seen[0].update(c for c in knows_all.rows[0] if c is not None)      # every own card seen
    saw = _deutch_power(_ROW, "JD")
    saw.seen[0].add(saw.rows[1][0])                                            # seat 1's 3S seen
    saw_high = _deutch_power(_ROW, "JD")
    saw_high.seen[0].update({saw_high.rows[1][0], saw_high.rows[1][2]})     # seat 1's 3S and QC seen
    later = _LaterView(jack, 4)          # seat 1 has played a turn since: its unseen cards are likely lower
    call = _deutch_call()
    five_low = _deutch_after_draw(["2S", "3H", "KS", "5D"], "5C")     # the cards it knows are lower than 5C
    aces = _deutch_state(["AS", "AH", "KS", "5D"], ["2C"])              # the cards it knows are lower than 2C
    king_all = _deutch_after_draw(["2S", "9H", "3C", "5D"], "KC")
    king_all.seen[0].update(c for c in king_all.rows[0] if c is not None)        # every own card seen
    eight = _deutch_state(_ROW, ["8C"])                                  # lower than its 9H, by one only
    queen_all = _deutch_state(_ROW, ["QH"])
    queen_all.seen[0].update(c for c in queen_all.rows[0] if c is not None)      # every own card seen, its KS too
    queen_low = _deutch_state(["2S", "9H", "3C", "5D"], ["QH"])
    queen_low.seen[0].update(c for c in queen_low.rows[0] if c is not None)      # every own card seen, all lower
    # code: ([(state, seat, action) where it is true], [(state, seat, action) where it would be false])
    return {
        "take": ([(ace, 0, TakeDiscard(1))], [(queen, 0, TakeDiscard(1))]),
        "twin": ([(nines, 0, TakeDiscard(0))], [(ace, 0, TakeDiscard(1))]),
        # the discard's card lower than a card it knows, by less than a stock card should lower it
        "draw": ([(eight, 0, Draw()), (queen_all, 0, Draw())], [(ace, 0, Draw()), (queen, 0, Draw()),
                                                                (queen_low, 0, Draw())]),
        # the discard's QH is no lower than any of its cards (all seen), or than those it knows and
        # an unseen card's mean
        "draw_high": ([(queen_low, 0, Draw())], [(queen, 0, Draw()), (queen_all, 0, Draw()), (eight, 0, Draw())]),
        "draw_high_unseen": ([(queen, 0, Draw())], [(queen_low, 0, Draw()), (queen_all, 0, Draw()),
                                                    (eight, 0, Draw()), (ace, 0, Draw())]),
        "searched": ([(ace, 0, Draw())], [(queen, 0, Draw())]),
        "replace": ([(five, 0, Replace(1))], [(q_drawn, 0, Replace(1))]),
        "known": ([(q_drawn, 0, Replace(2))], [(five, 0, Replace(2))]),
        "discard_twin": ([(nine, 0, Discard())], [(five, 0, Discard())]),
        "discard_power": ([(dame, 0, Discard())], [(king, 0, Discard())]),
        "discard": ([(king_all, 0, Discard())], [(five, 0, Discard()), (king, 0, Discard())]),
        # a card never seen (slots 2 and 3): worth an average, not surely higher
        "discard_unseen": ([(king, 0, Discard())], [(king_all, 0, Discard())]),
        "take_unseen": ([(aces, 0, TakeDiscard(2))], [(ace, 0, TakeDiscard(1)), (ace, 0, TakeDiscard(2))]),
        "replace_unseen": ([(five_low, 0, Replace(2))], [(five, 0, Replace(1)), (five, 0, Replace(2))]),
        # ... while a card it knows, higher than the new one, stays (its 9H): the reason names it
        "take_unseen_keep": ([(ace, 0, TakeDiscard(2))], [(aces, 0, TakeDiscard(2)), (ace, 0, TakeDiscard(1))]),
        "replace_unseen_keep": ([(five, 0, Replace(2))], [(five_low, 0, Replace(2)), (five, 0, Replace(1))]),
        "rapidite": ([(window, 0, Rapidite(1))], [(window, 0, Rapidite(2))]),
        "no_rapidite": ([(window, 2, Pass())], [(window, 0, Pass())]),
        "look": ([(fresh, 0, Look(0, 1))], [(queen, 0, Draw())]),
        "peek": ([(peek, 0, Peek(2))], [(peek, 0, Peek(0))]),
        "no_peek": ([(knows_all, 0, Pass())], [(peek, 0, Pass())]),
        # its 9H for seat 1's 3S, remembered: true; its 2S for the 3S, or for a card never seen: false
        "swap": ([(saw, 0, Swap(1, 1, 0))], [(saw, 0, Swap(0, 1, 0)), (jack, 0, Swap(1, 1, 0))]),
        # its 9H (known) for a card of seat 1's never seen: lower on average; its 2S: not
        "swap_unseen": ([(jack, 0, Swap(1, 1, 0)), (later, 0, Swap(1, 1, 0))],
                        [(jack, 0, Swap(0, 1, 0)), (saw, 0, Swap(1, 1, 0)), (later, 0, Swap(2, 1, 0))]),
        # a card of its own never seen for seat 1's 3S, remembered: lower than the mean; for its QC: not
        "swap_blind": ([(saw_high, 0, Swap(2, 1, 0))],
                       [(saw_high, 0, Swap(2, 1, 2)), (saw_high, 0, Swap(1, 1, 0)), (jack, 0, Swap(2, 1, 0))]),
        # neither card seen: the card taken is likely lower only once seat 1 has had a turn to lower its row
        "swap_lowered": ([(later, 0, Swap(2, 1, 0))],
                         [(jack, 0, Swap(2, 1, 0)), (later, 0, Swap(0, 1, 0)), (later, 0, Swap(1, 1, 0))]),
        "no_swap": ([(jack, 0, Pass())], [(peek, 0, Pass())]),
        "call": ([(call, 0, CallDeutch())], [(call, 0, Pass())]),
        "no_call": ([(call, 0, Pass())], [(call, 0, CallDeutch())]),
    }


_DEUTCH_CASES = ("take", "twin", "draw", "draw_high", "draw_high_unseen", "searched", "replace", "known", "discard_twin", "discard_power",
                 "discard", "discard_unseen", "take_unseen", "replace_unseen", "take_unseen_keep",
                 "replace_unseen_keep", "rapidite", "no_rapidite", "look", "peek", "no_peek", "swap", "swap_unseen",
                 "swap_blind", "swap_lowered", "no_swap", "call", "no_call")


class _LaterView:
    """A state's view as if ``turn`` turns of the round had been played (the
    rows as they are): what the players' turns played change in a reason."""

    def __init__(self, state: Any, turn: int) -> None:
        self.state, self.turn = state, turn

    def view(self, seat: int) -> dict[str, Any]:
        return {**self.state.view(seat), "turn": self.turn}


def test_deutch_every_hint_has_its_reason() -> None:
    """Whole rounds played by the hint's player (Difficile) at every seat:
    each move it chooses has its reason, and a swap's reason names a card of
    the right row or the player whose card is taken."""
    from cardtable.ai.deutch import REASON_TEXTS, DifficilePlayer
    from cardtable.engine.deutch import Swap
    seen: dict[str, int] = {}
    for seed in (3, 11, 24):
        state = new_game("deutch", seed=seed, players=3, options={"rounds": 1, "earliest_call": 1})
        players = [DifficilePlayer(seed * 10 + s) for s in range(3)]
        for p in players:
            p.turn_samples = p.call_samples = 6          # quicker, still its own choices
        steps = 0
        while not state.is_over and steps < 400:
            steps += 1
            seat = min(state.to_act())
            view, legal = state.view(seat), state.legal_actions(seat)
            action = players[seat].choose(view, legal)
            reason = players[seat].explain(view, action)
            assert reason is not None, (seed, seat, view["phase"], action)
            code = next(c for c, t in REASON_TEXTS.items() if t == reason.text)
            seen[code] = seen.get(code, 0) + 1
            if isinstance(action, Swap) and "card" in reason.params:
                rows = view["known_rows"]
                assert reason.params["card"] in (rows[seat][action.slot], rows[action.other][action.other_slot])
            if isinstance(action, Swap) and "seat" in reason.params:
                assert reason.params["seat"] == action.other
            state.apply(seat, action)
        assert state.is_over
    assert any(c.startswith("swap") for c in seen), seen


def test_deutch_kept_card_named_is_the_highest_known_kept() -> None:
    """ "your 9 of hearts, which you know, can still leave by a rapidité":
    the card named is one the player knows, kept, higher than the new one."""
    from cardtable.ai import Reason
    from cardtable.ai.deutch import REASON_TEXTS, DifficilePlayer
    from cardtable.engine.deutch import Replace
    five = _deutch_after_draw(_ROW, "5C")
    reason = DifficilePlayer(0).explain(five.view(0), Replace(2))
    assert reason == Reason("Deutch", REASON_TEXTS["replace_unseen_keep"], {"card": "9H"})


def test_deutch_reasons_true_and_false() -> None:
    from cardtable.ai.deutch import DifficilePlayer
    cases = _dcases()
    assert set(cases) == set(_DEUTCH_CASES)
    for code, (true_cases, false_cases) in cases.items():
        for state, seat, action in true_cases:
            assert DifficilePlayer(0).reason_code(state.view(seat), action) == code, (code, action)
        for state, seat, action in false_cases:
            assert DifficilePlayer(0).reason_code(state.view(seat), action) != code, (code, action)


def test_deutch_a_keep_or_discard_the_search_cannot_tell_apart_lowers_the_row() -> None:
    """When every imagined deal ends the same whatever it does (a round
    already lost, the last turn), Difficile keeps the drawn card in place of
    the highest card it knows, as a person does, rather than throw it."""
    from cardtable.ai.deutch import DifficilePlayer
    from cardtable.engine.deutch import Discard, Replace
    five = _deutch_after_draw(_ROW, "5C")            # it knows its 2S and 9H; drew the 5C
    player = DifficilePlayer(0)
    player.search = lambda view, count, moves, play: [0.0] * len(moves)   # type: ignore[method-assign]
    view = five.view(0)
    assert player.choose(view, five.legal_actions(0)) == Replace(1)
    first = DifficilePlayer(0)
    first.ties_lower = False
    first.search = lambda view, count, moves, play: [0.0] * len(moves)    # type: ignore[method-assign]
    assert first.choose(view, five.legal_actions(0)) == Discard()


def test_deutch_no_call_says_what_is_short(qtbot) -> None:
    """The reason not to call says plainly what is lacking -- the total is not
    surely the lowest -- and what is risked, in French and in English."""
    from cardtable.ai.deutch import REASON_TEXTS
    from cardtable.ui.i18n import app_translator
    fr, en = (app_translator(lang) for lang in ("fr", "en"))
    assert fr is not None and en is not None
    line_fr = fr.translate("Deutch", REASON_TEXTS["no_call"])
    line_en = en.translate("Deutch", REASON_TEXTS["no_call"]) or REASON_TEXTS["no_call"]
    assert "total" in line_fr and "le plus bas" in line_fr and "10 points de pénalité" in line_fr
    assert "trop peu" not in line_fr
    assert "total" in line_en and "lowest" in line_en and "10-point penalty" in line_en


def test_deutch_a_rapidite_reason_names_the_card_that_follows_and_its_number() -> None:
    """« Puis votre 9 de cœur (carte 2) … » : the twin a rapidité sends after
    the card is named with its number in the row, never « votre autre carte
    de même valeur »; taking the 8♦ in place of the 8♣ names the 8♦ itself,
    the card just put in the row."""
    from cardtable.ai import explain
    from cardtable.ai.deutch import DifficilePlayer
    from cardtable.engine.deutch import Discard, TakeDiscard
    nines = _deutch_state(["9S", "9H", "KS", "5D"], ["AC"])
    reason = explain(DifficilePlayer(0), nines.view(0), TakeDiscard(0))
    assert reason is not None and dict(reason.params) == {"card": "9H", "number": 2}
    eights = _deutch_state(["2S", "8C", "KS", "5D"], ["8D"])
    reason = explain(DifficilePlayer(0), eights.view(0), TakeDiscard(1))
    assert reason is not None and dict(reason.params) == {"card": "8D", "number": 2}
    nine = _deutch_after_draw(_ROW, "9C")
    reason = explain(DifficilePlayer(0), nine.view(0), Discard())
    assert reason is not None and dict(reason.params) == {"card": "9H", "number": 2}

"""Les Auteurs computer players: legal, non-mutating, deterministic; what the Difficile
player deduces from scripted histories (and that its deductions are always true)."""

from __future__ import annotations

import copy
import math
import random

import pytest
from test_auteurs_engine import SMALL, SMALL_LAID, small

from cardtable.ai import LEVELS, make_player
from cardtable.ai.auteurs import Deals, DifficilePlayer, Knowledge, TurnSolver, dealt_hand, known_locations
from cardtable.engine import DECK, card, new_game
from cardtable.engine.auteurs import Ask, AuteursState


def play(st: AuteursState, *asks: tuple[int, int, str]) -> None:
    for seat, target, c in asks:
        assert st.to_act() == frozenset({seat}), (seat, target, c)
        st.apply(seat, Ask(target, card(c)))


def scripted() -> AuteursState:
    """Seat 1 asks 2 for JH (miss), seat 2 asks 3 for JD (miss), seat 3 takes the three
    other queens and lays them, then asks 0 for KS (miss): seat 0 to ask."""
    st = small(turn=1)
    play(st, (1, 2, "JH"), (2, 3, "JD"), (3, 0, "QS"), (3, 1, "QH"), (3, 2, "QD"), (3, 0, "KS"))
    assert st.to_act() == frozenset({0})
    return st


# ------------------------------------------------------------ every level
@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_deals_legally_deterministically_without_mutating(level: str,
                                                                                  players: int) -> None:
    st = new_game("auteurs", seed=21, players=players)
    seats = [make_player("auteurs", level, seed=s) for s in range(players)]
    twins = [make_player("auteurs", level, seed=s) for s in range(players)]
    steps = 0
    while not st.is_over:
        seat = min(st.to_act())
        view, legal = st.view(seat), st.legal_actions(seat)
        view_before, legal_before = copy.deepcopy(view), list(legal)
        action = seats[seat].choose(view, legal)
        assert action in legal_before
        assert view == view_before and legal == legal_before
        if steps % 5 == 0:
            assert twins[seat].choose(copy.deepcopy(view), list(legal)) == action
        st.apply(seat, action)
        steps += 1
    assert sum(st.totals) == 25 * players


def test_facile_asks_at_random_among_legal_asks() -> None:
    st = small(turn=0)
    legal = st.legal_actions(0)
    chosen = {make_player("auteurs", "facile", seed=s).choose(st.view(0), legal) for s in range(40)}
    assert {a.target for a in chosen} == {1, 2, 3} and len({a.card for a in chosen}) >= 4


def test_intermediaire_asks_where_a_card_moved() -> None:
    st = small(turn=1)
    play(st, (1, 2, "QD"), (1, 0, "JC"), (2, 3, "JS"), (3, 2, "KS"))
    view = st.view(0)
    assert known_locations(view) == {card("QD"): 1}
    for seed in range(5):
        assert make_player("auteurs", "intermediaire", seed=seed).choose(view, st.legal_actions(0)) == Ask(1, card("QD"))


def test_intermediaire_never_asks_for_a_card_known_elsewhere() -> None:
    st = small(turn=1)
    play(st, (1, 2, "QD"), (1, 0, "JC"), (2, 3, "JS"), (3, 2, "KS"))
    view = st.view(0)
    legal = [a for a in st.legal_actions(0) if a != Ask(1, card("QD"))]
    for seed in range(20):
        a = make_player("auteurs", "intermediaire", seed=seed).choose(view, legal)
        assert a.card != card("QD")


# -------------------------------------------------------------- deductions
def test_dealt_hand_is_rebuilt_from_the_history() -> None:
    st = scripted()
    # the rigged deal laid SMALL_LAID[s] at once: those cards were dealt too
    for s in (0, 3):
        laid = {c for c in DECK if c.rank in SMALL_LAID[s]}
        assert dealt_hand(st.view(s)) == {card(t) for t in SMALL[s]} | laid


def test_a_miss_proves_the_asked_player_lacks_it_and_the_asker_holds_its_rank() -> None:
    st = small(turn=1)
    play(st, (1, 2, "JH"))
    public = Knowledge(st.view(0), seat=None)
    assert public.possible[card("JH")] == {0, 3}       # not the asker, not the one asked
    assert (1, 11) in public.needs
    assert public.holds_rank_publicly(1, 11) and not public.holds_rank_publicly(1, 12)


def test_a_hit_proves_the_asker_holds_two_of_the_rank() -> None:
    st = small(turn=1)
    play(st, (1, 2, "QD"))
    public = Knowledge(st.view(3), seat=None)
    assert public.loc == {card("QD"): 1}                # the card moved where all saw it
    assert (1, 12) in public.needs                      # ... and another queen was already there
    assert card("QD") not in public.possible


def test_elimination_with_counts_and_proved_ranks() -> None:
    know = Knowledge(scripted().view(0))
    # JD: the asker (2) lacked it, seat 3 was asked in vain -> seat 1
    # JC: seat 2 asked for a jack, so it holds one; the only jack it may hold is JC
    assert know.fixed == {card("JD"): 1, card("JC"): 2}
    assert know.where(card("JD")) == 1 and know.where(card("JC")) == 2
    assert know.possible[card("KS")] == {1, 2}          # seat 3 asked for it (and 0 lacked it)
    assert (3, 13) in know.needs
    assert not any(c.rank == 12 for c in know.possible)  # the queens are laid
    assert know.unknown == [0, 2, 2, 2] and know.consistent
    chances = know.chances()
    for c, row in chances.items():
        assert abs(sum(row.values()) - 1.0) < 1e-6, c
    assert chances[card("KS")][1] > 0 and 3 not in chances[card("KS")]


def test_an_empty_hand_closes_the_last_place() -> None:
    st = small(turn=1)
    play(st, (1, 3, "KD"), (1, 3, "KC"), (1, 2, "KH"), (1, 3, "QC"), (1, 0, "QS"), (1, 2, "QD"), (1, 2, "JS"))
    assert st.hands[3] == [] and st.to_act() == frozenset({2})
    know = Knowledge(st.view(2))
    assert know.unknown[3] == 0 and all(3 not in seats for seats in know.possible.values())
    assert know.fixed.get(card("JS")) == 0             # not the asker's (1), not seat 2's, seat 3 is empty


def test_difficile_asks_for_a_card_it_proved() -> None:
    st = scripted()
    view, legal = st.view(0), st.legal_actions(0)
    scores = DifficilePlayer(0).scores(view, legal)
    assert max(scores, key=lambda a: scores[a]) in (Ask(1, card("JD")), Ask(2, card("JC")))
    for seed in range(4):
        assert make_player("auteurs", "difficile", seed=seed).choose(view, legal) in (
            Ask(1, card("JD")), Ask(2, card("JC")))
    # and never for a card proved elsewhere
    assert scores[Ask(3, card("JD"))] < 0.1 and scores[Ask(1, card("JC"))] < 0.1


def test_the_deductions_are_always_true() -> None:
    for players, seed in ((4, 5), (5, 6)):
        st = new_game("auteurs", seed=seed, players=players)
        seats = [make_player("auteurs", LEVELS[(seed + s) % 3], seed=s) for s in range(players)]
        rng = random.Random(seed)
        while not st.is_over:
            seat = min(st.to_act())
            view = st.view(seat)
            for who in (-1, None):
                know = Knowledge(view, seat=who)
                assert know.consistent
                where = {c: s for s in range(players) for c in st.hands[s]}
                assert all(where[c] == s for c, s in know.loc.items())
                assert all(where[c] in seats_ for c, seats_ in know.possible.items())
                assert all(where[c] == s for c, s in know.fixed.items())
                assert all(any(c.rank == r and c in know.possible for c in st.hands[s]) for s, r in know.needs)
            legal = st.legal_actions(seat)
            st.apply(seat, seats[seat].choose(view, legal) if rng.random() < 0.8 else rng.choice(legal))


def passed_over_view() -> dict:
    """Seat 1 takes 7C from seat 2 (everyone sees it move), then misses; seats 2 and 3
    each ask for something else although 7C sits, surely, in seat 1's hand: an expert
    holding a seven would have asked for it.  Seat 0 (7H and twelve aces, threes and
    fours) to ask."""
    hand = ["7H", "AS", "AH", "AD", "AC", "3S", "3H", "3D", "3C", "4S", "4H", "4D", "4C"]
    history = [{"seat": 1, "target": 2, "card": "7C", "hit": True},
               {"seat": 1, "target": 3, "card": "5D", "hit": False},
               {"seat": 2, "target": 3, "card": "9H", "hit": False},
               {"seat": 3, "target": 1, "card": "2S", "hit": False}]
    return {"seat": 0, "players": 4, "deal": 1, "hand": hand, "counts": [13, 14, 12, 13], "laid": [],
            "history": history, "tokens": [25] * 4}


def test_a_seat_that_passed_over_a_sure_card_probably_lacks_its_rank() -> None:
    view = passed_over_view()
    know = Knowledge(view)
    assert know.passed == {(2, 7): 1, (3, 7): 1}
    plain = know.chances()
    weighed = know.chances(passed_weight=0.1)
    for c in ("7S", "7D"):
        assert weighed[card(c)][2] < plain[card(c)][2] and weighed[card(c)][3] < plain[card(c)][3]
        assert weighed[card(c)][1] > plain[card(c)][1]
    # nothing is proved: every seat that may hold a seven still may
    assert know.possible[card("7S")] == {1, 2, 3}
    assert DifficilePlayer.passed_weight < 1.0


def test_the_passed_over_evidence_follows_each_seats_record() -> None:
    """A seat seen to ask for a sure card of a rank it was known to hold is believed more
    when it passes one over than a seat seen to skip such cards."""
    view = passed_over_view()
    # seat 2 was known to hold a seven?  No: nothing recorded, so an even record
    know = Knowledge(view)
    assert know.sure_asks[2] == [0, 0]
    assert know.passed_factor(2, 0.1) == pytest.approx(1 - 0.5 * 0.9)
    know.sure_asks[2] = [6, 6]
    know.sure_asks[3] = [6, 0]
    assert know.passed_factor(2, 0.1) < know.passed_factor(3, 0.1) < 1.0


# ------------------------------------------------------ sampled deals, endgame
def test_the_true_deal_is_always_among_the_consistent_ones() -> None:
    """What :class:`Deals` requires of a deal (each seat held a card of the rank it
    asked for, never four of a rank, its count of hidden cards) holds for the real
    hands at every decision, and every sampled deal keeps every rule."""
    for players, seed in ((4, 7), (5, 8)):
        st = new_game("auteurs", seed=seed, players=players)
        seats = [make_player("auteurs", LEVELS[(seed + s) % 3], seed=s) for s in range(players)]
        step = 0
        while not st.is_over:
            seat = min(st.to_act())
            view = st.view(seat)
            if step % 3 == 0:
                know = Knowledge(view)
                deals = Deals(view, know, random.Random(step), steps=400, burn=100, thin=10)
                assert deals.ok and deals.samples
                where = {c: s for s in range(players) for c in st.hands[s]}
                held = [[0] * 14 for _ in range(players)]
                for i, c in enumerate(deals.cards):
                    assert where[c] in deals.allowed[i]
                    held[where[c]][c.rank] += 1
                assert all(deals._cost(s, r, held[s][r])[0] == 0 for s in range(players) for r in range(1, 14))
                for sample in deals.samples[::7]:
                    hands = deals.hands(sample)
                    assert [len(h) for h in hands] == know.unknown
                    assert all(s in deals.allowed[i] for i, s in enumerate(sample))
                    counts = [[0] * 14 for _ in range(players)]
                    for s, h in enumerate(hands):
                        for c in h:
                            counts[s][c.rank] += 1
                    assert all(deals._cost(s, r, counts[s][r])[0] == 0
                               for s in range(players) for r in range(1, 14))
            st.apply(seat, seats[seat].choose(view, st.legal_actions(seat)))
            step += 1


def test_sampled_chances_follow_what_is_proved_and_repeat_from_the_seed() -> None:
    view = scripted().view(0)
    know = Knowledge(view)
    deals = Deals(view, know, random.Random(3))
    chances = deals.chances()
    assert chances[card("JD")] == {1: 1.0} and chances[card("JC")] == {2: 1.0}
    assert set(chances[card("KS")]) <= {1, 2} and 3 not in chances[card("KS")]
    for row in chances.values():
        assert abs(sum(row.values()) - 1.0) < 1e-9
    assert Deals(view, know, random.Random(3)).samples == deals.samples


def test_an_ask_weighs_toward_holding_more_of_its_rank() -> None:
    """Seat 1 asked for a seven nobody had seen: with ask weights it more probably
    holds the other unseen sevens than with none."""
    view = passed_over_view()
    view["history"] = [{"seat": 1, "target": 2, "card": "7S", "hit": False}]
    view["counts"] = [13, 13, 13, 13]
    know = Knowledge(view)
    flat = Deals(view, know, random.Random(1), ask_weights=(1, 1, 1), steps=6000).chances()
    weighed = Deals(view, know, random.Random(1), ask_weights=(1, 3, 9), steps=6000).chances()
    assert weighed[card("7D")][1] > flat[card("7D")][1] + 0.05
    assert 1 not in flat[card("7S")] and 1 not in weighed[card("7S")]     # it asked for it: not its


def test_the_endgame_solver_sweeps_what_the_deals_prove() -> None:
    """Seat 0 holds two jacks; the two others are proved with seats 1 and 2: taking
    either, then the other, lays the jacks (worth one poisson); an ask that surely
    misses is worth only the turn's end."""
    st = scripted()
    view, legal = st.view(0), st.legal_actions(0)
    know, public = Knowledge(view), Knowledge(view, seat=None)
    deals = Deals(view, know, random.Random(0))
    solver = TurnSolver(know, public, deals, [card(t) for t in view["hand"]], view["counts"])
    values = solver.best(legal)
    assert values is not None
    assert values[Ask(1, card("JD"))] == pytest.approx(1.0) and values[Ask(2, card("JC"))] == pytest.approx(1.0)
    assert values[Ask(3, card("JD"))] == pytest.approx(0.0)
    player = type("Endgame", (DifficilePlayer,), {"endgame_cards": 12})(0)
    assert player.choose(view, legal) in (Ask(1, card("JD")), Ask(2, card("JC")))


def test_the_hint_says_why_in_one_line() -> None:
    from cardtable.ai import explain
    from cardtable.ai.auteurs import REASON_TEXTS, legal_asks
    st = scripted()
    view, legal = st.view(0), st.legal_actions(0)
    assert legal_asks(view) == legal
    player = make_player("auteurs", "difficile", seed=2)
    action = player.choose(view, legal)
    reason = explain(player, view, action)
    assert reason is not None and reason.text == REASON_TEXTS["proved"]
    assert explain(player, view, Ask(3, card("JD"))) is None       # not what it would ask
    st = new_game("auteurs", seed=12)
    view, legal = st.view(st.turn), st.legal_actions(st.turn)
    assert legal_asks(view) == legal
    reason = explain(player, view, player.choose(view, legal))
    shares = ("likely", "guess", "likely_poisson", "guess_poisson")
    assert reason is not None and reason.text in [REASON_TEXTS[k] for k in shares]
    assert 1 <= reason.params["pct"] <= 100


@pytest.mark.parametrize("players", [4, 5])
def test_the_costs_of_revealing_and_exposing_grow_with_the_opponents(players: int) -> None:
    """With ``scale_costs`` (a variant, off in the game), what an ask reveals or a hit
    exposes is charged for every opponent who plays before the seat's turn comes back:
    at five players the costs are 4/3 of the four players' ones, at four unchanged."""
    st = new_game("auteurs", seed=7, players=players)
    view, legal = st.view(st.turn), st.legal_actions(st.turn)
    flat = DifficilePlayer(0)
    player = type("Scaled", (DifficilePlayer,), {"scale_costs": True})(0)
    mine, theirs = player.scores(view, legal), flat.scores(view, legal)
    if players == 4:
        assert mine == theirs
        return
    assert not view["history"]                # nothing of the seat's hand is public yet: every ask reveals
    extra = player.reveal_cost / 3
    assert all(mine[a] <= theirs[a] - extra + 1e-9 for a in legal)
    assert any(mine[a] < theirs[a] - extra - 1e-6 for a in legal)      # a likely hit exposes more too



def test_the_denial_variant_favours_taking_from_a_player_gathering_the_rank() -> None:
    """With ``deny_weight`` (a variant, off in the game) an ask gains, for each hit's
    chance, the weight times the other cards of the rank the asked player is expected
    to hold: nothing for a player with none, most for the player proved to hold them."""
    st = new_game("auteurs", seed=7, players=5)
    view, legal = st.view(st.turn), st.legal_actions(st.turn)
    flat = DifficilePlayer(0)
    player = type("Deny", (DifficilePlayer,), {"deny_weight": 0.5})(0)
    mine, theirs = player.scores(view, legal), flat.scores(view, legal)
    assert all(mine[a] >= theirs[a] - 1e-12 for a in legal)
    gains = {a: mine[a] - theirs[a] for a in legal}
    assert any(g > 1e-6 for g in gains.values())
    # the gain is the chance of a hit times the expected holding: with nothing asked
    # yet each other card of a rank the seat holds one of is in any hand alike
    hand = [card(t) for t in view["hand"]]
    for a in legal:
        others = 3 - sum(1 for c in hand if c.rank == a.card.rank)
        assert gains[a] <= 0.5 * others + 1e-9


def test_the_sharpened_chances_variant_favours_the_likelier_hands() -> None:
    """With ``sharpen`` (a variant, off in the game) each card's chances over the
    hands are raised to that power and summed to one again: the likelier hand gains,
    nothing moves where the chances were even, and at 1 nothing changes."""
    from cardtable.ai.auteurs import _sharpened
    row = _sharpened({1: 0.6, 2: 0.4}, 2.0)
    assert row[1] == pytest.approx(0.36 / 0.52) and row[2] == pytest.approx(0.16 / 0.52)
    assert _sharpened({1: 0.5, 3: 0.5}, 3.0) == pytest.approx({1: 0.5, 3: 0.5})
    st = new_game("auteurs", seed=9, players=5)
    for _ in range(30):
        seat = st.turn
        st.apply(seat, make_player("auteurs", "facile", seat).choose(st.view(seat), st.legal_actions(seat)))
    view, legal = st.view(st.turn), st.legal_actions(st.turn)
    same = type("Same", (DifficilePlayer,), {"sharpen": 1.0})(0)
    assert same.scores(view, legal) == DifficilePlayer(0).scores(view, legal)
    sharp = type("Sharp", (DifficilePlayer,), {"sharpen": 2.0})(0)
    assert sharp.scores(view, legal) != DifficilePlayer(0).scores(view, legal)

def test_the_fit_of_the_ask_weights_follows_what_a_seat_chose() -> None:
    """``Deals.habit_fit``: with nothing seen, the ask weights as they are (1); a seat
    seen asking for the rank it held once while it held three of another fits them
    less, one seen asking for the rank it held three of fits them more."""
    log_w = [math.log(w) for w in (1.0, 3.0, 9.0)]
    assert Deals.habit_fit([], log_w) == 1.0
    assert Deals.habit_fit([(2, [2, 2])], log_w) == 1.0            # no choice between counts: nothing learnt
    bluff = [(1, [1, 3])] * 4
    strong = [(3, [1, 3])] * 4
    assert Deals.habit_fit(bluff, log_w) < 0.5 < 1.0 < Deals.habit_fit(strong, log_w)


def test_reading_habits_weighs_each_seat_by_its_fit() -> None:
    """Seat 3 asked for the queen of spades holding one queen and two kings, then for
    the queen of diamonds holding three queens and two kings; queens and kings were
    laid since, so both choices are known: its fit is read from them (below 1: one
    choice for the fewer, one for the more, and the weights say three against one),
    and a seat whose choices are unknown keeps the weights as they are."""
    st = small(turn=3)
    play(st, (3, 0, "QS"), (3, 1, "QH"), (3, 2, "QD"), (3, 1, "KS"), (3, 2, "KH"))
    assert st.to_act() == frozenset({0})
    view = st.view(0)
    know = Knowledge(view)
    plain = Deals(view, know, random.Random(0), steps=0)
    read = Deals(view, know, random.Random(0), steps=0, habits=True)
    log_w = [math.log(w) for w in (1.0, 3.0, 9.0)]
    assert set(plain.fit.values()) == {1.0}
    assert read.fit[3] == Deals.habit_fit([(1, [1, 2]), (3, [3, 2])], log_w) < 1.0
    assert read.fit[1] == read.fit[2] == 1.0


def test_rollouts_play_each_ask_out_over_worlds_that_fit_the_view() -> None:
    """``rollouts`` (a variant, off in the game): every world a rollout starts from
    gives each seat its count of cards, the seat its own hand and every card seen
    moving its place; each ask's value is a share of the win (plus the margin) and
    repeats from the seed; with the switch on and no sure ask, the choice is the
    candidate the rollouts value most, among the best scores (here not the best score's)."""
    from cardtable.ai.auteurs import _INDEX, Rollouts, _decision_rng
    st = new_game("auteurs", seed=26, players=5)
    for _ in range(25):
        seat = st.turn
        st.apply(seat, make_player("auteurs", "facile", seat).choose(st.view(seat), st.legal_actions(seat)))
    while True:
        seat = st.turn
        view, legal = st.view(seat), st.legal_actions(seat)
        know = Knowledge(view)
        if not any(know.where(a.card) == a.target for a in legal):
            break
        st.apply(seat, make_player("auteurs", "facile", seat).choose(view, legal))
    deals = Deals(view, know, _decision_rng(0, view))
    roll = Rollouts(view, know, deals, 12)
    assert len(roll.worlds) == min(12, len({tuple(x) for x in deals.samples})) > 1
    moved = known_locations(view)
    for owner in roll.worlds:
        assert [owner.count(s) for s in range(5)] == view["counts"]
        assert {DECK[i] for i, s in enumerate(owner) if s == seat} == {card(t) for t in view["hand"]}
        assert all(owner[_INDEX[c]] == s for c, s in moved.items())
    asks = legal[:3]
    values = roll.values(asks, "x")
    assert values == Rollouts(view, know, deals, 12).values(asks, "x")
    assert all(-1.0 <= v <= 2.0 for v in values.values())
    on = type("Roll", (DifficilePlayer,), {"rollouts": 3, "rollout_deals": 12})(0)
    scores = on.scores(view, legal)
    top3 = sorted(legal, key=lambda a: (-scores[a], legal.index(a)))[:3]
    rolled = Rollouts(view, know, Deals(view, know, _decision_rng(0, view)), 12).values(
        top3, f"0|{seat}|{view['deal']}|{len(view['history'])}")
    choice = on.choose(view, legal)
    assert choice == max(top3, key=lambda a: (rolled[a], scores[a]))
    assert choice != top3[0]            # here the rollouts overrule the best score


@pytest.mark.parametrize("players", [4, 5])
def test_the_games_difficile_takes_its_five_player_settings_at_five_only(players: int) -> None:
    """The game's Difficile (``make_player``) plays with the class's settings at
    four players and with ``FIVE_PLAYERS`` at five (its decisions and hints are
    those of a player built with them), which there change some asks."""
    from cardtable.ai.auteurs import FIVE_PLAYERS
    five = type("Five", (DifficilePlayer,), dict(FIVE_PLAYERS))
    st = new_game("auteurs", seed=3, players=players)
    same = differ = 0
    while not st.is_over and same < 20:
        seat = st.turn
        view, legal = st.view(seat), st.legal_actions(seat)
        if len(legal) > 1:
            game = make_player("auteurs", "difficile", seat)
            expected = (five if players == 5 else DifficilePlayer)(seat)
            choice = game.choose(view, legal)
            assert choice == expected.choose(view, legal)
            assert game.scores(view, legal) == expected.scores(view, legal)
            differ += choice != DifficilePlayer(seat).choose(view, legal)
            same += 1
        st.apply(seat, make_player("auteurs", "intermediaire", seat).choose(view, legal))
    assert same == 20
    assert (differ > 0) == (players == 5)


def test_difficile_takes_the_sure_cards_that_lay_a_poisson_rather_than_guess() -> None:
    """At five players (a position from a play-test): the history proves that
    Jules holds the valets of hearts, spades and clubs, and the seat holds the
    valet of diamonds.  The three sure asks lay the poisson this turn, so a
    hit exposes nothing: Difficile (and its hint) asks Jules for a valet, not
    Hugo for a ten at about one chance in three."""
    import json
    from pathlib import Path
    data = json.loads((Path(__file__).parent / "positions" / "auteurs_5p_sure_poisson.json").read_text())
    st = AuteursState.from_dict(data)
    seat = st.turn
    view, legal = st.view(seat), st.legal_actions(seat)
    assert "JD" in view["hand"]
    player = make_player("auteurs", "difficile", seat)
    choice = player.choose(view, legal)
    assert choice.target == 4 and choice.card.rank == 11, choice
    assert player.explain(view, choice) is not None


def test_sure_asks_that_lay_a_poisson_together_come_before_any_guess() -> None:
    """A play-test's position (5 players, seed 310, the person's 54th ask):
    Jules is proved to hold the three kings the seat lacks (two of them taken
    in view of everyone), the seat holds three nines.  The three sure asks lay
    the kings' poisson this turn; Difficile asks for a king, not for the
    fourth nine at about 40%, and its hint says the king is sure."""
    import json
    from pathlib import Path

    from cardtable.ai.auteurs import REASON_TEXTS
    data = json.loads((Path(__file__).parent / "positions" / "auteurs_5p_sure_kings.json").read_text())
    st = AuteursState.from_dict(data)
    view, legal = st.view(0), st.legal_actions(0)
    assert {"KC", "9S", "9H", "9D"} <= set(view["hand"])
    player = make_player("auteurs", "difficile", 7)
    choice = player.choose(view, legal)
    assert choice.target == 4 and choice.card.rank == 13, choice
    assert all(c in st.hands[4] for c in (card("KS"), card("KH"), card("KD")))
    reason = player.explain(view, choice)
    assert reason is not None and reason.text == REASON_TEXTS["proved"]


def test_the_table_names_the_sure_card_and_its_holder_in_the_hint(french) -> None:
    """A guess put before a sure card: the hint line names that card and the
    player who holds it (the reason's ``seat``, said as a name)."""
    from types import SimpleNamespace

    from cardtable.ai import Reason
    from cardtable.ai.auteurs import REASON_TEXTS
    from cardtable.ui.table.behaviour import TableBehaviour
    table = SimpleNamespace(scene=SimpleNamespace(renderer=SimpleNamespace(lang="fr")),
                            controller=SimpleNamespace(hint_reason=None),
                            names=["Vous", "Léa", "Hugo", "Chloé"])
    table.name = lambda seat: TableBehaviour.name(table, seat)     # the kit's own naming
    table.controller.hint_reason = Reason("Auteurs", REASON_TEXTS["guess_first"], {"pct": 27, "card": "2H", "seat": 2})
    line = TableBehaviour.hint_reason(table, None)
    assert line.startswith("Un essai\u00a0: la carte demandée n'est chez ce joueur que dans environ 27\u00a0%"), line
    assert "une carte sûre (2 de cœur chez Hugo)" in line and "{" not in line

"""The house rule ``earliest_call``: the first of its own turns of the round at
whose end a player may call "Deutch !" (1 = the rule text; default 3).  Legal
actions turn by turn, the refusal and its reason, the option's checks, the
save round trip and a save written before the option existed."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable.engine import BadOption, IllegalAction, Pass, load_game, new_game
from cardtable.engine.deutch import (
    EARLIEST_CALL,
    CallDeutch,
    DeutchState,
    Discard,
    Draw,
    Look,
    Phase,
    may_call,
    own_turn,
)


def start(players: int = 4, **options: Any) -> DeutchState:
    s = new_game("deutch", seed=21, players=players, options={"rounds": 2, **options})
    assert isinstance(s, DeutchState)
    for seat in range(players):
        s.apply(seat, Look(0, 1))
    return s


def play_turn(s: DeutchState) -> tuple[int, bool]:
    """Draw and discard, pass every window and power; returns the seat and
    whether it was offered the call (then it passes)."""
    seat = s.current
    assert seat is not None
    s.apply(seat, Draw())
    s.apply(seat, Discard())
    while s.current == seat and s.phase is not Phase.CALL and s.phase is not Phase.TURN:
        for other in sorted(s.to_act()):
            s.apply(other, Pass())
    offered = s.phase is Phase.CALL and s.current == seat
    if offered:
        assert s.legal_actions(seat) == [CallDeutch(), Pass()]
        s.apply(seat, Pass())
    return seat, offered


def test_own_turn_and_may_call_kernels() -> None:
    assert [own_turn(t, 4) for t in range(1, 10)] == [1, 1, 1, 1, 2, 2, 2, 2, 3]
    assert [own_turn(t, 3) for t in range(1, 8)] == [1, 1, 1, 2, 2, 2, 3]
    assert may_call(1, 4, 1) and not may_call(4, 4, 2) and may_call(5, 4, 2)
    assert not may_call(8, 4, 3) and may_call(9, 4, 3)


@pytest.mark.parametrize(("players", "earliest"), [(4, 3), (4, 1), (3, 2), (6, 5)])
def test_the_call_is_offered_from_the_earliest_turn_on(players: int, earliest: int) -> None:
    s = start(players, earliest_call=earliest)
    offered = [play_turn(s)[1] for _ in range(players * (earliest + 1))]
    first = players * (earliest - 1)
    assert offered == [False] * first + [True] * (len(offered) - first)


def test_default_is_three_and_old_rule_is_one() -> None:
    assert EARLIEST_CALL == 3
    assert new_game("deutch", seed=1).options["earliest_call"] == 3
    s = start(earliest_call=1)
    assert play_turn(s)[1]


def test_an_early_call_is_refused_with_the_turn_it_is_allowed_from() -> None:
    s = start(earliest_call=3)
    seat = s.current
    assert seat is not None
    s.apply(seat, Draw())
    s.apply(seat, Discard())
    for other in sorted(s.to_act()):
        s.apply(other, Pass())
    before = s.to_json()
    assert s.phase is Phase.TURN and s.current == (seat + 1) % 4     # no call phase
    turn = s.current
    with pytest.raises(IllegalAction) as exc:
        s.apply(turn, CallDeutch())
    assert exc.value.message.startswith("Too early for “Deutch!”")
    assert exc.value.format_args == {"turn": 3}
    assert "turn 3 of the round" in str(exc.value)
    assert s.to_json() == before
    # someone else's call at that moment is refused as out of turn, not as too early
    with pytest.raises(IllegalAction) as other:
        s.apply((turn + 1) % 4, CallDeutch())
    assert other.value.message == "It is not your turn."


@pytest.mark.parametrize("bad", [0, 11, -1, True, 2.0, "3", None])
def test_the_option_is_checked(bad: Any) -> None:
    with pytest.raises(BadOption):
        new_game("deutch", seed=1, options={"earliest_call": bad})


def test_save_round_trip_keeps_the_option() -> None:
    s = start(earliest_call=5)
    for _ in range(6):
        play_turn(s)
    text = s.to_json()
    again = load_game(text)
    assert again.options["earliest_call"] == 5 and again.to_json() == text
    assert json.loads(text)["options"]["earliest_call"] == 5


def old_save(s: DeutchState) -> str:
    data = json.loads(s.to_json())
    del data["options"]["earliest_call"]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def test_a_save_written_before_the_option_loads_with_the_default() -> None:
    s = start()
    for _ in range(3):
        play_turn(s)
    again = load_game(old_save(s))
    assert again.options["earliest_call"] == EARLIEST_CALL
    assert again.to_json() == s.to_json()


def test_an_old_save_waiting_for_an_early_call_can_only_end_the_turn() -> None:
    """A save written under the rule text, in the call phase of a first turn:
    it loads (nothing saved is lost) and the turn can only end."""
    s = start(earliest_call=1)
    seat = s.current
    assert seat is not None
    s.apply(seat, Draw())
    s.apply(seat, Discard())
    for other in sorted(s.to_act()):
        s.apply(other, Pass())
    assert s.phase is Phase.CALL
    s.options["earliest_call"] = 3          # as the program reads it today
    text = old_save(s)
    again = load_game(text)
    assert isinstance(again, DeutchState)
    assert again.phase is Phase.CALL and again.legal_actions(seat) == [Pass()]
    with pytest.raises(IllegalAction) as exc:
        again.apply(seat, CallDeutch())
    assert exc.value.format_args == {"turn": 3}
    again.apply(seat, Pass())
    assert again.phase is Phase.TURN and again.current == (seat + 1) % 4


def test_an_old_save_missing_another_option_is_still_refused() -> None:
    data = json.loads(new_game("deutch", seed=1).to_json())
    del data["options"]["rounds"]
    from cardtable.engine import SaveError
    with pytest.raises(SaveError):
        load_game(json.dumps(data))

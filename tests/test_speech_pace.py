"""The computers' pacing waits for the screen reader's speech.

The waits are read from the animation queue's state (``speaking``,
``speech_wait_ms``, ``speech_timer``) with its clock replaced by one the test
moves: nothing here depends on how long anything takes.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from windows import shown_window

from cardtable.ui.setup import GameSetup, SeatSetup
from cardtable.ui.table.queue import AnimationQueue
from cardtable.ui.table.speech import speech_ms


@pytest.fixture
def heard(accessible):
    """A screen reader listens; what it is told is kept (``accessible`` in conftest.py)."""
    return accessible


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def computers_only(seed: int = 5) -> GameSetup:
    return GameSetup("atout_pique", 4, [SeatSetup(f"Ordi {i}", False, "facile") for i in (1, 2, 3, 4)],
                     {"target": 100, "minus_200_loses": True}, seed)


def window_at(qtbot, speed: str, pace: str):
    window = shown_window(qtbot, (1100, 700), autosave=False, speed=speed, speech_pace=pace)
    return window


def test_the_time_to_say_a_line_grows_with_its_length_and_the_pace() -> None:
    short, long = "Ordi 2 mise 2", "Contrats : Inès & Ordi 3 4, Ordi 2 & Ordi 4 5. Ordi 4 entame."
    assert 0 < speech_ms(short, "normal") < speech_ms(long, "normal")
    assert speech_ms(long, "normal") < speech_ms(long, "slow") < speech_ms(long, "very_slow")
    assert speech_ms(long, "off") == 0 and speech_ms("  ", "slow") == 0
    assert speech_ms(long, "nonsense") == speech_ms(long, "normal")


def test_the_queue_starts_no_next_step_before_the_speech_is_said(qtbot) -> None:
    queue = AnimationQueue()
    clock = queue.clock = Clock()
    ran: list[str] = []
    queue.push(lambda: (ran.append("a"), queue.add_speech(800), queue.add_speech(400)))
    queue.push(lambda: ran.append("b"))
    qtbot.waitUntil(lambda: queue.speaking)
    assert ran == ["a"] and queue.speech_wait_ms == 1200 and queue.speech_timer.isActive()
    assert queue.busy
    queue.speech_timer.stop()           # the test moves time itself
    clock.now += 0.5                    # half a second later, 700 ms are left to say
    with qtbot.waitSignal(queue.idle, timeout=5000):
        queue.speech_timer.timeout.emit()
        assert queue.speaking and queue.speech_wait_ms == 700 and ran == ["a"]
        queue.speech_timer.stop()
        clock.now += 0.7
        queue.speech_timer.timeout.emit()
    assert ran == ["a", "b"] and not queue.speaking and not queue.busy


def test_a_key_pressed_silences_the_reader_and_lets_the_queue_go_on(qtbot) -> None:
    queue = AnimationQueue()
    queue.clock = Clock()
    ran: list[str] = []
    queue.push(lambda: queue.add_speech(5000))
    queue.push(lambda: ran.append("b"))
    qtbot.waitUntil(lambda: queue.speaking)
    with qtbot.waitSignal(queue.idle, timeout=5000):
        queue.speech_interrupted()
    assert ran == ["b"] and queue.speech_left_ms() == 0


def test_a_paused_queue_stays_paused_after_the_speech(qtbot) -> None:
    queue = AnimationQueue()
    clock = queue.clock = Clock()
    ran: list[str] = []
    queue.push(lambda: queue.add_speech(300))
    queue.push(lambda: ran.append("b"))
    qtbot.waitUntil(lambda: queue.speaking)
    queue.set_paused(True)
    queue.speech_timer.stop()
    clock.now += 1
    queue.speech_timer.timeout.emit()
    assert ran == [] and queue.busy
    with qtbot.waitSignal(queue.idle, timeout=5000):
        queue.set_paused(False)
    assert ran == ["b"]


def test_at_the_slow_pace_the_next_computer_move_waits_for_the_announcement(qtbot, french, heard) -> None:
    window = window_at(qtbot, "fast", "slow")
    ctl, queue = window.controller, window.view.table.queue
    clock = queue.clock = Clock()        # time stands still but when the test moves it
    moves: list[int] = []
    ctl.events.connect(lambda evs: moves.append(len(evs)))
    window.start_game(computers_only())
    said = 0
    for _ in range(3):                   # the deal's line, then two computers' bids
        qtbot.waitUntil(lambda: queue.speaking, timeout=30_000)
        queue.speech_timer.stop()       # nothing moves on but what the test does
        new = heard[said:]
        assert new and queue.speech_wait_ms == sum(speech_ms(line, "slow") for line in new)
        assert queue.speech_wait_ms > sum(speech_ms(line, "normal") for line in new)
        said, done = len(heard), len(moves)
        qtbot.wait(100)                  # the event loop runs: the table is held, no computer thinks
        assert queue.speaking and queue.busy and not ctl._thinking
        assert len(moves) == done and len(heard) == said
        clock.now += queue.speech_wait_ms / 1000
        queue.speech_timer.timeout.emit()   # the lines have been said: the next computer plays
        qtbot.waitUntil(lambda d=done: len(moves) > d, timeout=30_000)
    assert sum(" mise " in line for line in heard) >= 2
    ctl.stop()


@pytest.mark.parametrize(("speed", "pace", "listening"), [("fast", "off", True), ("fast", "slow", False),
                                                           ("off", "very_slow", True)])
def test_no_wait_for_speech_without_a_reader_without_pacing_or_when_the_person_says_so(
        qtbot, french, heard, speed, pace, listening) -> None:
    if not listening:
        QAccessible.setActive(False)
    window = window_at(qtbot, speed, pace)
    ctl, queue = window.controller, window.view.table.queue
    queue.clock = Clock()
    moves: list[int] = []
    ctl.events.connect(lambda evs: moves.append(len(evs)))
    window.start_game(computers_only())
    qtbot.waitUntil(lambda: len(moves) >= 8, timeout=60_000)
    assert queue.speech_wait_ms == 0 and not queue.speaking
    assert (len(heard) > 0) == listening
    ctl.stop()


def test_the_pace_is_chosen_in_the_view_menu_and_a_bad_saved_value_falls_back(qtbot, french) -> None:
    from PySide6.QtCore import QSettings

    from cardtable.ui.settings import Settings
    QSettings().setValue("speech_pace", "loud")
    settings = Settings()
    assert settings.get("speech_pace") == "normal"
    assert QSettings().value("speech_pace") is None      # the bad value is gone
    window = window_at(qtbot, "fast", "normal")
    menu = next(a.menu() for a in window.menu_view.actions()
                if a.menu() is not None and a.text() == "&Rythme des annonces")
    labels = {a.text(): a for a in menu.actions()}
    assert list(labels) == ["Normal", "Lent", "Très lent", "Sans attendre"]
    assert labels["Normal"].isChecked()
    labels["Lent"].trigger()
    assert window.settings.get("speech_pace") == "slow"
    assert Settings().get("speech_pace") == "slow"        # saved with the other settings
    from cardtable.ui.window.keys_help import keys_html
    assert "Affichage &gt; Rythme des annonces (Normal, Lent, Très lent, Sans attendre)" in keys_html()

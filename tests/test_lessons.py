"""Lessons (Aide > Apprendre à jouer): the lesson files, their headless
replay through the engine, the lesson player on the real window (taught
moves only, refusals that teach, resume), ``--lesson GAME --exit``, and the
map of RULES.md's rules to the steps that teach them (docs/lessons.md)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.engine.atout_pique import Bid
from cardtable.lessons import LessonError, available_lessons, load_lesson, parse_lesson, replay

ROOT = Path(__file__).resolve().parent.parent
LESSONS = available_lessons()


def test_there_are_lessons():
    assert "atout_pique" in LESSONS


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_lesson_replays_through_the_engine(game_id):
    lesson = load_lesson(game_id)
    assert 10 <= len(lesson.steps) <= 25
    done = replay(lesson)
    assert done.completed
    for step in lesson.steps:
        for lang in ("fr", "en"):
            assert step.says(lang).strip()


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_taught_step_says_why_another_move_is_refused(game_id):
    lesson = load_lesson(game_id)
    for step in lesson.steps:
        if isinstance(step.expect, dict):
            assert step.refusal("fr").startswith("Pas encore")
            assert step.refusal("en").startswith("Not yet")


def _lesson(**changes):
    base = json.loads((ROOT / "cardtable" / "lessons" / "atout_pique.json").read_text(encoding="utf-8"))
    base.update(changes)
    return json.dumps(base)


@pytest.mark.parametrize("text, words", [
    ("[]", "object"),
    ("{", "JSON"),
    (_lesson(format=2), "format"),
    (_lesson(extra=1), "unknown"),
    (_lesson(human=7), "seat"),
    (_lesson(names={"fr": ["a"], "en": ["b"]}), "one name per seat"),
    (_lesson(steps=[]), "steps"),
    (_lesson(steps=[{"id": "a", "text": {"fr": "x"}}]), "languages"),
    (_lesson(steps=[{"id": "a", "text": {"fr": "x", "en": "y"}, "expect": {"kind": "Bid", "n": 1}}]),
     "refuse"),
    (_lesson(steps=[{"id": "a", "text": {"fr": "x", "en": "y"}, "script": [[0, {"kind": "Bid"}]]}]),
     "computer seat"),
    (_lesson(steps=[{"id": "a", "text": {"fr": "x", "en": "y"}, "point": {"where": 1}}]), "point"),
    (_lesson(steps=[{"id": "a", "text": {"fr": "x", "en": "y"}, "point": {"panel": 1}}]), "named by a string"),
    (_lesson(steps=[{"id": "a", "text": {"fr": "x", "en": "y"}}, {"id": "a", "text": {"fr": "x", "en": "y"}}]),
     "same id"),
    (_lesson(seed=float("nan")).replace("NaN", "NaN"), "NaN"),
])
def test_a_broken_lesson_file_is_refused_with_a_reason(text, words):
    with pytest.raises(LessonError, match=words):
        parse_lesson(text)


def test_a_lesson_whose_script_is_not_legal_fails_its_replay():
    raw = json.loads(_lesson())
    raw["steps"][2]["script"] = [[1, {"kind": "Bid", "n": 14, "blind": False}]]
    with pytest.raises(LessonError, match="cannot play"):
        replay(parse_lesson(json.dumps(raw)))


# ------------------------------------------------------------- the rules map
def _rules_map() -> dict[str, list[str]]:
    """docs/lessons.md: rows ``| game | rule id | rule | step |``."""
    out: dict[str, list[str]] = {}
    for line in (ROOT / "docs" / "lessons.md").read_text(encoding="utf-8").splitlines():
        m = re.match(r"\|\s*([a-z_]+)\s*\|\s*`([a-z_]+\.[a-z_]+)`\s*\|", line)
        if m:
            out.setdefault(m.group(1), []).append(m.group(2))
    return out


def test_every_rule_in_the_map_is_taught_by_a_step_of_its_lesson():
    rules = _rules_map()
    assert set(LESSONS) <= set(rules)
    for game_id in LESSONS:
        taught = load_lesson(game_id).taught_rules()
        missing = [r for r in rules[game_id] if r not in taught]
        assert not missing, f"{game_id}: rules with no step: {missing}"
        unlisted = sorted(taught - set(rules[game_id]))
        assert not unlisted, f"{game_id}: steps teach rules the map does not list: {unlisted}"


# --------------------------------------------------------- the real window
@pytest.fixture
def window(qtbot, french):
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    settings = Settings()
    settings.set("speed", "off")
    w = MainWindow(settings)
    w.resize(1280, 820)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.lessons.end()
    w.controller.stop()
    w.view.table.queue.clear()


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_lesson_plays_through_in_the_real_window(qtbot, window, game_id):
    done = []
    window.lessons.lesson_done.connect(lambda g, n, ok: done.append((g, n, ok)))
    assert window.lessons.start(game_id, auto=True)
    qtbot.waitUntil(lambda: bool(done), timeout=60000)
    assert done == [(game_id, len(load_lesson(game_id).steps), True)]


def _go_to(qtbot, window, step_id):
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.phase in ("shown", "until") and player.coach.isVisible(), timeout=20000)
    while player.step.id != step_id:
        index = player.index
        if isinstance(player.step.expect, dict):       # a taught move: play it
            from cardtable.engine.actions import match_action
            ctl = window.controller
            assert ctl.submit(player.lesson.human, match_action(ctl.legal(player.lesson.human), player.step.expect))
        else:
            assert player.coach.continue_button is not None, player.step.id
            player.coach.continue_button.click()
        qtbot.waitUntil(lambda i=index: player.index > i and player.phase in ("shown", "until")
                        and player.coach.isVisible(), timeout=20000)
    return player


def test_a_taught_step_refuses_any_other_move_with_the_lessons_reason(qtbot, window):
    ctl = window.controller
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "your-bid")
    assert player.coach.title.text() == f"Étape 5 sur {len(player.lesson.steps)}"
    assert player.coach.continue_button is None
    with qtbot.waitSignal(ctl.illegal, timeout=5000) as refused:
        assert not ctl.submit(0, Bid(3))
    assert refused.args[0].startswith("Pas encore : pour cette leçon, misez 6")
    assert ctl.state.bids[0] is None
    index = player.index
    assert ctl.submit(0, Bid(6))
    qtbot.waitUntil(lambda: player.index > index and player.phase == "shown", timeout=20000)
    assert player.step.id == "contract"


def test_an_explaining_step_holds_the_computers_until_continue(qtbot, window):
    ctl = window.controller
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "first-bid")
    assert ctl.state.bids[1] == 3 and ctl.state.bids[2] is None
    qtbot.wait(50)    # whatever the machine's speed, nothing may move on while the coach speaks
    assert ctl.state.bids[2] is None and player.step.id == "first-bid"
    with qtbot.waitSignal(ctl.illegal, timeout=5000) as refused:
        ctl.submit(0, Bid(6))
    assert "Continuer" in refused.args[0]
    player.coach.continue_button.click()
    qtbot.waitUntil(lambda: player.step.id == "partner-nil" and player.phase == "shown", timeout=20000)
    assert ctl.state.bids[2] == 0


@pytest.mark.parametrize("game_id, step_id", [
    ("atout_pique", "ruff"),            # a card in the person's hand
    ("auteurs", "back-to-you"),         # a panel of the table: the ask log
    ("peech", "ace-swap"),              # a card won, beside the person's hand
])
def test_the_coach_covers_neither_what_it_points_at_nor_the_hand(qtbot, window, game_id, step_id):
    window.resize(1024, 600)
    window.lessons.start(game_id)
    player = _go_to(qtbot, window, step_id)
    target = player.target_rect(player.step)
    assert target is not None and not target.isEmpty()
    coach = player.coach.geometry()
    assert not coach.intersects(target)
    hand = window.director.behaviour.hand_rect(0)
    assert hand is not None and not coach.intersects(hand)
    assert window.view.viewport().rect().contains(coach)
    assert player.ring.isVisible() and player.ring.geometry().contains(target)


def test_the_coach_moves_out_of_the_way_of_the_prompt_the_person_opens(qtbot, window):
    window.resize(1024, 600)
    window.lessons.start("auteurs")
    player = _go_to(qtbot, window, "ask")
    behaviour = window.director.behaviour
    assert behaviour.open_prompt(1)                       # the person clicked Léa's plate
    prompt = behaviour.prompt
    coach = player.coach

    def clear() -> bool:
        return prompt.isVisible() and (not coach.isVisible() or not coach.geometry().intersects(prompt.geometry()))
    qtbot.waitUntil(clear, timeout=10000)
    qtbot.wait(300)          # and it stays so (the coach is not put back over the prompt)
    assert clear() and player.step.id == "ask" and player.ring.isVisible()
    behaviour.hide_prompt()                              # the person goes back (Esc)
    qtbot.waitUntil(lambda: coach.isVisible(), timeout=10000)
    target = player.target_rect(player.step)
    assert target is not None and not coach.geometry().intersects(target)


def test_a_panel_the_table_waits_on_is_explained_while_it_is_shown(qtbot, window):
    """A round's count waits for a click: the coach explains it then, pointing
    at it by name, and stays clear of it."""
    from cardtable.lessons import parse_lesson
    window.view.durations.speed = "fast"                 # the count panel is shown (not at speed "off")
    lesson = load_lesson("peech")
    index = next(i for i, s in enumerate(lesson.steps) if s.id == "second-peech")
    raw = json.loads((ROOT / "cardtable" / "lessons" / "peech.json").read_text(encoding="utf-8"))
    raw["steps"] = raw["steps"][:index]
    before = replay(parse_lesson(json.dumps(raw)))       # the position the step starts from
    used = {str(s): len(q) for s, q in parse_lesson(json.dumps(raw)).scripts().items()}
    progress = {"step": index, "used": used, "state": before.state.to_json()}
    window.lessons.start("peech", resume=progress)
    window.controller.pace = False
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.step.id == "second-peech" and player.phase == "shown"
                    and player.coach.isVisible(), timeout=90000)
    info = window.director.behaviour.info_panel
    assert info.isVisible() and window.director.scene.queue.waiting
    assert not player.coach.geometry().intersects(info.geometry())
    player.coach.continue_button.click()
    qtbot.waitUntil(lambda: player.step.id == "score" and player.phase == "shown", timeout=20000)
    target = player.target_rect(player.step)
    assert target == info.geometry()
    assert player.ring.isVisible() and not player.coach.geometry().intersects(target)


def test_a_lesson_left_halfway_resumes_where_it_was(qtbot, window):
    from cardtable.ui.table.lesson import read_progress
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "partner-nil")
    window.lessons.end()
    window.controller.stop()
    progress = read_progress("atout_pique")
    assert progress is not None and progress["step"] == 3
    window.lessons.start("atout_pique", resume=progress)
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.phase == "shown" and player.coach.isVisible(), timeout=20000)
    assert player.step.id == "partner-nil"
    assert window.controller.state.bids[1] == 3 and window.controller.state.bids[2] == 0
    player.coach.continue_button.click()
    qtbot.waitUntil(lambda: player.step.id == "your-bid" and player.phase == "shown", timeout=20000)
    assert window.controller.state.bids[3] == 3          # the resumed script goes on where it was


def test_a_lesson_leaves_the_saved_game_and_the_statistics_alone(qtbot, window, tmp_path):
    from cardtable.ui import storage
    path = storage.autosave_path()
    path.write_text("the person's saved game", encoding="utf-8")
    done = []
    window.lessons.lesson_done.connect(lambda g, n, ok: done.append(ok))
    window.lessons.start("atout_pique", auto=True)
    qtbot.waitUntil(lambda: bool(done), timeout=60000)
    assert path.read_text(encoding="utf-8") == "the person's saved game"
    from cardtable.ui.stats_file import stats_path
    assert not stats_path().exists()


def test_cli_lesson_exit_prints_one_json_line():
    out = subprocess.run([sys.executable, "-m", "cardtable", "--lesson", "atout_pique", "--exit"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
    lines = [ln for ln in out.stdout.splitlines() if ln.strip()]
    assert json.loads(lines[-1]) == {"lesson": "atout_pique", "steps": len(load_lesson("atout_pique").steps),
                                     "completed": True}


def test_cli_lesson_of_an_unknown_game_is_refused(capsys):
    from cardtable import app
    assert app.main(["--lesson", "belote"]) == 2
    assert "belote" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", LESSONS)
def test_at_every_step_the_coach_leaves_what_it_points_at_in_sight(qtbot, window, game_id):
    """Walked through by hand (taught moves played, explanations continued,
    free play played for the person): no shown step's coach covers its ring."""
    from cardtable.engine.actions import match_action
    window.lessons.start(game_id)
    player = window.lessons.player
    ctl = window.controller
    seen = []
    for index, step in enumerate(player.lesson.steps):
        qtbot.waitUntil(lambda i=index: player.index == i and player.phase in ("shown", "until")
                        and player.coach.isVisible(), timeout=30000)
        target = player.target_rect(step)
        if target is not None and not target.isEmpty():
            assert not player.coach.geometry().intersects(target), step.id
            seen.append(step.id)
        if isinstance(step.expect, dict):
            human = player.lesson.human
            assert ctl.submit(human, match_action(ctl.legal(human), step.expect))
        elif step.expect == "any":
            player.skip_step()
        else:
            player.coach.continue_button.click()
    assert len(seen) >= len(player.lesson.steps) // 2

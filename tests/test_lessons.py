"""Lessons (Aide > Apprendre à jouer): the lesson files, their headless
replay through the engine, the lesson player on the real window (taught
moves only, refusals that teach, resume), ``--lesson GAME --exit``, and the
map of the rules (their ids in docs/rules.md) to the steps that teach them
(docs/lessons.md)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from windows import shown_window

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
def _rules_map() -> dict[str, dict[str, list[str]]]:
    """docs/lessons.md: rows ``| game | rule id | rule | steps |`` -> {game: {rule id: [step ids]}}."""
    out: dict[str, dict[str, list[str]]] = {}
    for line in (ROOT / "docs" / "lessons.md").read_text(encoding="utf-8").splitlines():
        m = re.match(r"\|\s*([a-z_]+)\s*\|\s*`([a-z_]+\.[a-z_]+)`\s*\|.*\|([^|]*)\|\s*$", line)
        if m:
            out.setdefault(m.group(1), {})[m.group(2)] = re.findall(r"`([^`]+)`", m.group(3))
    return out


def test_every_rule_in_the_map_is_taught_by_a_step_of_its_lesson():
    rules = _rules_map()
    assert set(LESSONS) <= set(rules)
    for game_id in LESSONS:
        lesson = load_lesson(game_id)
        taught = lesson.taught_rules()
        missing = [r for r in rules[game_id] if r not in taught]
        assert not missing, f"{game_id}: rules with no step: {missing}"
        unlisted = sorted(taught - set(rules[game_id]))
        assert not unlisted, f"{game_id}: steps teach rules the map does not list: {unlisted}"
        for rule, steps in rules[game_id].items():     # the map's step column is the lesson's own
            teaching = [s.id for s in lesson.steps if rule in s.teaches]
            assert steps == teaching, f"{game_id}: {rule} is taught by {teaching}, the map says {steps}"


def _rule_ids() -> dict[str, set[str]]:
    """docs/rules.md: the ids in the first column of each game's table -> {game: {rule id}}."""
    out: dict[str, set[str]] = {}
    for line in (ROOT / "docs" / "rules.md").read_text(encoding="utf-8").splitlines():
        m = re.match(r"\|\s*`([a-z_]+)\.([a-z_]+)`\s*\|", line)
        if m:
            out.setdefault(m.group(1), set()).add(f"{m.group(1)}.{m.group(2)}")
    return out


def test_every_rule_id_of_the_map_is_a_rule_of_the_rules_page():
    """docs/lessons.md's rule ids are those docs/rules.md defines, each once, and
    each game's table header links to that game's part of the page."""
    defined = _rule_ids()
    lines = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8").splitlines()
    ids = [m.group(1) for m in (re.match(r"\|\s*`([a-z_]+\.[a-z_]+)`\s*\|", ln) for ln in lines) if m]
    assert len(ids) == len(set(ids)), "a rule id is defined twice in docs/rules.md"
    rules = _rules_map()
    assert set(LESSONS) <= set(defined)
    for game_id, mapped in rules.items():
        unknown = sorted(set(mapped) - defined.get(game_id, set()))
        assert not unknown, f"{game_id}: rule ids not defined in docs/rules.md: {unknown}"
    headings = {ln[3:].strip().lower().replace(" ", "-") for ln in lines if ln.startswith("## ")}
    lessons_md = (ROOT / "docs" / "lessons.md").read_text(encoding="utf-8")
    links = re.findall(r"\| game \| rule id \| rule \(\[rules\.md\]\(rules\.md#([a-z-]+)\)\) \| step \|", lessons_md)
    assert len(links) == len(rules) and set(links) <= headings


def test_the_rules_map_covers_the_rules_the_lessons_play_on_the_table():
    """Rules of docs/rules.md that are played in the lesson (not only said):
    Peech's same rank and two pairs, Deutch's card under a taken discard."""
    rules = _rules_map()
    played = {"peech": {"peech.same": "same", "peech.pairs": "pairs", "peech.nobody": "none"}}
    for game_id, wanted in played.items():
        lesson = load_lesson(game_id)
        done = replay(lesson)
        ids = [s.id for s in lesson.steps]
        for rule, case in wanted.items():
            assert rule in rules[game_id]
            shown = [ids[i] for i, events in enumerate(done.step_events)
                     if any(e.get("type") == "reveal" and e.get("case") == case for e in events)]
            assert set(shown) & set(rules[game_id][rule]), f"{rule}: no {case!r} battle before its step"
    lesson = load_lesson("deutch")
    done = replay(lesson)
    at = [s.id for s in lesson.steps].index(rules["deutch"]["deutch.taken_under"][0])
    events = done.step_events[at]
    kinds = [e["type"] for e in events]
    assert "take_discard" in kinds and kinds[-1] == "window_open"      # the window is on the card laid
    assert events[-1]["card"] != next(e for e in events if e["type"] == "take_discard")["card"]


# --------------------------------------------------------- the real window
@pytest.fixture
def window(qtbot, french):
    w = shown_window(qtbot)
    yield w
    w.lessons.end()
    w.controller.stop()
    w.view.table.queue.clear()


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_lesson_plays_through_in_the_real_window(qtbot, window, game_id, no_reading_holds):
    """One run of the whole lesson, played by itself (as ``--exit`` does),
    checked as it goes: at every shown step the coach leaves what it points
    at in sight; at the end the lesson is complete, and the person's saved
    game and statistics are as they were."""
    from cardtable.ui import storage
    from cardtable.ui.stats_file import stats_path
    path = storage.autosave_path()
    path.write_text("the person's saved game", encoding="utf-8")
    done = []
    pointed = []
    window.lessons.lesson_done.connect(lambda g, n, ok: done.append((g, n, ok)))

    def shown(index: int) -> None:
        player = window.lessons.player
        step = player.lesson.steps[index]
        assert player.coach.isVisible(), step.id
        target = player.target_rect(step)
        if target is not None and not target.isEmpty():
            pointed.append((step.id, player.coach.geometry().intersects(target)))
    assert window.lessons.start(game_id, auto=True)
    window.lessons.player.step_shown.connect(shown)
    qtbot.waitUntil(lambda: bool(done), timeout=90000)
    steps = len(load_lesson(game_id).steps)
    assert done == [(game_id, steps, True)]
    assert [sid for sid, covered in pointed if covered] == []
    assert len(pointed) >= steps // 2
    assert path.read_text(encoding="utf-8") == "the person's saved game"
    assert not stats_path().exists()


def _go_to(qtbot, window, step_id, quick_windows=True):
    """Walk the lesson started in ``window`` up to ``step_id`` (taught moves
    played, explanations continued); the rapidité windows on the way that the
    lesson does not teach are let go by at once unless ``quick_windows`` is False."""
    player = window.lessons.player
    player.quick_windows = quick_windows
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
    assert refused.args[0].startswith("Pas encore\u00a0: pour cette leçon, misez 6")
    assert ctl.state.bids[0] is None
    index = player.index
    assert ctl.submit(0, Bid(6))
    qtbot.waitUntil(lambda: player.index > index and player.phase == "shown", timeout=20000)
    assert player.step.id == "contract"


@pytest.mark.parametrize("game_id, step_id", [("deutch", "look"), ("atout_pique", "your-bid")])
def test_the_hint_in_a_taught_step_is_the_taught_move(qtbot, window, game_id, step_id):
    """Conseil never contradicts the coach: in a taught step it suggests the
    move the step teaches (Deutch's look at cards 1 and 3, not the first two)."""
    from cardtable.engine.actions import match_action
    ctl = window.controller
    window.lessons.start(game_id)
    player = _go_to(qtbot, window, step_id)
    seat = player.lesson.human
    taught = match_action(ctl.legal(seat), player.step.expect)
    assert taught is not None and len(ctl.legal(seat)) > 1
    with qtbot.waitSignal(ctl.hint_ready, timeout=20000) as hint:
        ctl.request_hint(seat)
    assert hint.args == [seat, taught]
    assert ctl.submit(seat, hint.args[1])


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
    at it by name, and stays clear of it.  The step before it ("second-peech")
    speaks of Hugo's "Peech !", kept on the table: the count comes after it."""
    from cardtable.lessons import parse_lesson
    window.view.durations.speed = "fast"                 # the count panel is shown (not at speed "off")
    lesson = load_lesson("peech")
    index = next(i for i, s in enumerate(lesson.steps) if s.id == "second-peech")
    raw = json.loads((ROOT / "cardtable" / "lessons" / "peech.json").read_text(encoding="utf-8"))
    raw["steps"] = raw["steps"][:index]
    before = replay(parse_lesson(json.dumps(raw)))       # the position the step starts from
    used = {str(s): len(q) for s, q in parse_lesson(json.dumps(raw)).scripts().items()}
    # saved as it is when the step before (an explanation) is shown: a resumed
    # lesson shows that step again, and Continuer runs the table to the count
    progress = {"step": index - 1, "used": used, "state": before.state.to_json()}
    window.lessons.start("peech", resume=progress)
    window.controller.pace = False
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.step.id == lesson.steps[index - 1].id and player.phase == "shown"
                    and player.coach.isVisible(), timeout=30000)
    player.coach.continue_button.click()
    qtbot.waitUntil(lambda: player.step.id == "second-peech" and player.phase == "shown"
                    and player.coach.isVisible(), timeout=90000)
    info = window.director.behaviour.info_panel
    assert not info.isVisible() and window.director.scene.queue.waiting
    player.coach.continue_button.click()
    qtbot.waitUntil(lambda: player.step.id == "score" and player.phase == "shown", timeout=20000)
    assert info.isVisible() and window.director.scene.queue.waiting
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


@pytest.mark.parametrize("game_id", LESSONS)
def test_cli_lesson_exit_prints_one_json_line(game_id):
    out = subprocess.run([sys.executable, "-m", "cardtable", "--lesson", game_id, "--exit"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
    lines = [ln for ln in out.stdout.splitlines() if ln.strip()]
    assert json.loads(lines[-1]) == {"lesson": game_id, "steps": len(load_lesson(game_id).steps),
                                     "completed": True}


def test_cli_lesson_of_an_unknown_game_is_refused(capsys):
    from cardtable import app
    assert app.main(["--lesson", "belote"]) == 2
    assert "belote" in capsys.readouterr().err


# ------------------------------------------------- timed windows (Deutch)
def _deutch_until(step_id: str) -> str:
    """The Deutch lesson cut after ``step_id`` (its scripts with it)."""
    raw = json.loads((ROOT / "cardtable" / "lessons" / "deutch.json").read_text(encoding="utf-8"))
    ids = [s["id"] for s in raw["steps"]]
    raw["steps"] = raw["steps"][:ids.index(step_id) + 1]
    return json.dumps(raw)


def test_a_window_the_step_does_not_teach_is_not_the_humans_move():
    from cardtable.engine.deutch import Pass as DPass
    from cardtable.engine.deutch import Rapidite
    from cardtable.lessons import Step, human_to_act
    lesson = parse_lesson(_deutch_until("rapidite"))
    done = replay(lesson)
    st = done.state
    assert st.pending_window() is None and st.phase.value == "call"      # Léa's turn: the rapidité was played
    assert Rapidite(2) not in st.legal_actions(0)
    # the window on the black king the person threw was left to its clock: the computers passed,
    # then it closed by itself, and the person's "Pass" was the end of their turn, not the window's pass
    events = done.step_events[3]                    # before "end-turn" was shown
    closed = [e for e in events if e["type"] == "window_closed"]
    assert len(closed) == 1 and closed[0]["by"] is None
    assert [e["seat"] for e in events if e["type"] == "passed"] == [1, 2, 0]      # the clock passes for the person
    assert not any(e["type"] == "turn" for e in events)
    assert any(e["type"] == "turn" and e["seat"] == 1 for e in done.step_events[4])
    # in an open window: only an action of the window other than its pass makes it the human's move
    lesson = parse_lesson(_deutch_until("take"))
    state = lesson.start_state()
    for seat, a, b in ((0, 0, 2), (1, 2, 3), (2, 0, 1)):
        from cardtable.engine.deutch import Look
        state.apply(seat, Look(a, b))
    from cardtable.engine.deutch import TakeDiscard
    state.apply(0, TakeDiscard(0))
    assert state.pending_window() is not None and 0 in state.to_act()

    def step(expect):
        return Step("s", {"fr": "x", "en": "x"}, expect=expect)
    assert not human_to_act(state, 0, step({"kind": "Pass"}))
    assert not human_to_act(state, 0, step({"kind": "Draw"}))
    assert not human_to_act(state, 0, step("any"))
    assert not human_to_act(state, 0, step(None))
    assert human_to_act(state, 0, step({"kind": "Rapidite", "slot": 1}))
    state.close_window()
    assert state.to_act() == {0} and DPass() in state.legal_actions(0)
    assert human_to_act(state, 0, step({"kind": "Pass"}))


def test_a_prompt_and_a_place_in_a_hand_can_be_pointed_at():
    lesson = parse_lesson(_deutch_until("swap"))
    assert lesson.steps[3].point == {"prompt": True}
    assert lesson.steps[-1].point == {"slot": [2, 0]}
    with pytest.raises(LessonError, match="point"):
        parse_lesson(_lesson(steps=[{"id": "a", "text": {"fr": "x", "en": "y"}, "point": {"prompts": True}}]))
    for bad in ([4, 0], [0], [0, -1], ["0", 1], 3):
        with pytest.raises(LessonError, match="slot"):
            parse_lesson(_lesson(steps=[{"id": "a", "text": {"fr": "x", "en": "y"}, "point": {"slot": bad}}]))


def test_the_deutch_rapidite_is_taught_while_the_coach_speaks(qtbot, window):
    from cardtable.engine.deutch import Rapidite
    ctl = window.controller
    window.lessons.start("deutch")
    player = _go_to(qtbot, window, "rapidite", quick_windows=False)
    win = ctl.pending_window()
    assert win is not None and 0 in win.seats and ctl.state.discard[-1].rank == 4
    # while the coach speaks the window's clock stands still, full (the ring round the discard shows it) ...
    assert ctl.window_remaining_ms() == win.length_ms
    # ... and even a clock that ran out would not close it: the window waits for the person
    ctl._window_timeout()
    assert ctl.pending_window() is win
    with qtbot.waitSignal(ctl.illegal, timeout=5000) as refused:
        assert not ctl.submit(0, Rapidite(1))       # the 10 is not the 4
    assert refused.args[0].startswith("Pas encore\u00a0: posez votre 3e carte")
    assert ctl.state.rows[0][2] is not None
    with qtbot.waitSignal(ctl.events, timeout=5000) as played:
        assert ctl.submit(0, Rapidite(2))
    assert any(e["type"] == "rapidite" and e["right"] and e["seat"] == 0 for e in played.args[0])
    qtbot.waitUntil(lambda: player.step.id == "claim-keys" and player.phase == "shown", timeout=20000)
    assert ctl.state.rows[0][2] is None


def test_the_deutch_coach_points_at_the_pile_the_prompt_and_the_drawn_card_without_covering_them(qtbot, window):
    from PySide6.QtCore import QPoint, QRect
    window.resize(1024, 600)
    window.lessons.start("deutch")
    for step_id in ("take", "end-turn", "jack", "swap"):
        player = _go_to(qtbot, window, step_id)
        qtbot.waitUntil(lambda p=player: p.ring.isVisible(), timeout=5000)
        target = player.target_rect(player.step)
        assert target is not None and not target.isEmpty(), step_id
        coach = player.coach.geometry()
        assert not coach.intersects(target), step_id
        assert window.view.viewport().rect().contains(coach)
        assert player.ring.geometry().contains(target)
        hand = player.target_rect(player.lesson.steps[0])         # "welcome" points at the person's row
        assert hand is not None and not coach.intersects(hand), step_id
        for button in window.director.corner_buttons:          # "Conseil" stays in sight
            if button.isVisible():
                assert not coach.intersects(QRect(button.mapTo(window.view, QPoint(0, 0)), button.size())), step_id
        if step_id == "end-turn":
            assert target == window.director.behaviour.prompt_shown.geometry()
        if step_id == "swap":           # Hugo's 1st card, face down: pointed at by its place
            item = window.director.behaviour.row_item(2, 0)
            assert target == window.view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()


def test_the_deutch_rapidite_by_keyboard_alone_steps_over_the_row_in_its_order(qtbot, window):
    """After the discard's 3 went into the 1st place, the arrows still go
    1st, 2nd, 3rd card: three presses reach the 4 the coach speaks of."""
    from PySide6.QtCore import Qt
    ctl = window.controller
    window.lessons.start("deutch")
    player = _go_to(qtbot, window, "rapidite")
    view = window.view
    behaviour = window.director.behaviour
    qtbot.waitUntil(lambda: behaviour.mode == "rapidite", timeout=10000)
    row = behaviour.row_pile(0)
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert row.slot_of(window.director.scene.selected) == 2
    with qtbot.waitSignal(ctl.events, timeout=5000) as played:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert any(e["type"] == "rapidite" and e["right"] and e["slot"] == 2 for e in played.args[0])
    qtbot.waitUntil(lambda: player.step.id == "claim-keys" and player.phase == "shown", timeout=20000)


def test_the_jacks_swap_by_keyboard_alone_while_its_skip_prompt_is_up(qtbot, window):
    """The arrows and Enter pick the cards; the "Passer" prompt beside does not take them."""
    from PySide6.QtCore import Qt
    ctl = window.controller
    window.lessons.start("deutch")
    player = _go_to(qtbot, window, "swap")
    behaviour = window.director.behaviour
    scene = window.director.scene
    view = window.view
    qtbot.waitUntil(lambda: behaviour.mode == "swap_mine" and behaviour.prompt_shown is not None, timeout=10000)
    for _ in range(2):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.pick_current is behaviour.row_item(0, 1)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert behaviour.mode == "swap_other"
    wanted = behaviour.row_item(2, 0)
    for _ in range(12):
        if scene.pick_current is wanted:
            break
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.pick_current is wanted
    with qtbot.waitSignal(ctl.events, timeout=5000) as played:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert [e for e in played.args[0] if e["type"] == "swap"] == [
        {"type": "swap", "seat": 0, "slot": 1, "other": 2, "other_slot": 0}]
    qtbot.waitUntil(lambda: player.step.id == "end-turn-2" and player.phase == "shown", timeout=20000)


def test_the_count_is_explained_while_its_panel_is_up(qtbot, window):
    """The coach speaks of the count as soon as the round's count panel waits
    for its click, not after "Manche suivante" has dealt the next round."""
    window.view.durations.speed = "fast"      # with animations: the count panel is shown (never at "off")
    # resumed at the step before the count (the drawn red king), as the lesson saved it
    lesson = load_lesson("deutch")
    index = [s.id for s in lesson.steps].index("count")
    cut = parse_lesson(_deutch_until(lesson.steps[index - 2].id))
    before = replay(cut)
    used = {str(s): len(q) for s, q in cut.scripts().items()}
    window.lessons.start("deutch", resume={"step": index - 1, "used": used, "state": before.state.to_json()})
    player = _go_to(qtbot, window, "count")
    behaviour = window.director.behaviour
    assert behaviour.info_panel.isVisible()
    assert window.director.scene.queue.waiting
    assert "7 points, Léa 15 et Hugo 38" in player.step.says("fr")
    assert ctl_history(window) == {"points": [7, 15, 38], "scores": [0, 15, 38], "caller": 0}


def ctl_history(window):
    rec = window.controller.state.history[0]
    return {"points": rec["points"], "scores": rec["scores"], "caller": rec["caller"]}


def test_a_deutch_lesson_left_during_a_rapidite_resumes_on_it(qtbot, window):
    """The step is shown again at the saved position (its window open), not
    run again: Léa's discard it waited for does not come twice."""
    from cardtable.engine.deutch import Rapidite
    from cardtable.ui.table.lesson import read_progress
    window.lessons.start("deutch")
    _go_to(qtbot, window, "rapidite")
    window.lessons.end()
    window.controller.stop()
    progress = read_progress("deutch")
    assert progress is not None and progress["step"] == 4
    window.lessons.start("deutch", resume=progress)
    player = window.lessons.player
    ctl = window.controller
    qtbot.waitUntil(lambda: player.phase == "shown" and player.coach.isVisible(), timeout=20000)
    assert player.step.id == "rapidite"
    assert ctl.pending_window() is not None and ctl.state.discard[-1].rank == 4
    assert ctl.submit(0, Rapidite(2))
    qtbot.waitUntil(lambda: player.step.id == "claim-keys" and player.phase == "shown", timeout=20000)


@pytest.mark.parametrize("game_id", LESSONS)
def test_enter_continues_the_first_step_whatever_had_the_focus(qtbot, window, game_id):
    from PySide6.QtWidgets import QApplication
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    window.menuBar().setFocus()
    window.lessons.start(game_id)
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.phase == "shown" and player.coach.isVisible(), timeout=20000)
    assert window.view.hasFocus()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_every_coach_button_reads_whole(qtbot, window, lang, size):
    """"Passer cette étape" and the others are never cut: each button is as
    wide as its whole label needs (the font's advance plus the style's
    padding), inside the coach.  The first step shows all three buttons."""
    from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton

    from cardtable.ui import i18n
    i18n.install(lang)
    window.resize(*size)
    window.lessons.start("peech")
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.phase == "shown" and player.coach.isVisible(), timeout=20000)
    buttons = [b for b in player.coach.findChildren(QPushButton) if b.isVisible()]
    labels = set()
    for b in buttons:
        full = b.property("full_text") or b.text()
        assert b.text() == full, f"{full!r} is cut to {b.text()!r}"
        opt = QStyleOptionButton()
        b.initStyleOption(opt)
        need = b.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, opt,
                                          b.fontMetrics().size(0, full), b).width()
        assert b.width() >= need, f"{full!r}: {b.width()} px for {need} px"
        assert player.coach.rect().contains(b.geometry()), full
        labels.add(full)
    assert labels == {"fr": {"Passer cette étape", "Quitter la leçon", "Continuer"},
                      "en": {"Skip this step", "Quit the lesson", "Continue"}}[lang]


def test_peechs_first_step_speaks_only_of_what_the_table_shows():
    """The lesson starts after the points cards were turned up: step 1 shows
    the starting points on the plate ("Départ 14"), never the points card
    itself, so it does not speak of "votre 8" that the person never saw."""
    from cardtable.lessons import load_lesson
    step = load_lesson("peech").steps[0]
    assert step.id == "points"
    for lang, start in (("fr", "«\u00a0Départ 14\u00a0»"), ("en", "“Start 14”")):
        text = step.says(lang)
        assert start in text
        assert "8" not in text, text


def test_entree_pressed_twice_on_a_step_does_not_pass_the_next_unread(qtbot, window, monkeypatch):
    """Peech's lesson: « Continuer » by Entrée, then Entrée again at once:
    the second step (the target card) stays to be read; a fresh Entrée once
    the keys have stopped goes on."""
    from PySide6.QtCore import Qt

    from cardtable.ui.table.overlays import GestureGuard
    window.lessons.start("peech")
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.phase == "shown" and player.coach.isVisible()
                    and player.coach.continue_button is not None, timeout=20000)
    first = player.index
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)     # the guard's time never runs out here
    view = window.view
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: player.index == first + 1 and player.coach.isVisible(), timeout=10000)
    second = player.index
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert player.index == second and player.coach.isVisible()
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)
    player.coach.guard.arm()
    assert player.step.id == "target" and player.coach.continue_button is not None
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: player.step.id == "battle" and player.phase in ("shown", "until"), timeout=10000)
    # a step that waits for a move: the Entrée pressed twice is not for the table either
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)
    player.coach.guard.arm()
    before = window.statusBar().currentMessage()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.statusBar().currentMessage() == before and player.step.id == "battle"

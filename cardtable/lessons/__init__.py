"""Lessons ("Apprendre à jouer"): a short real game, a coach, one file per game.

A lesson is data: ``cardtable/lessons/<game_id>.json``, read by
:func:`load_lesson` and played by one general lesson player (the table kit's
:mod:`cardtable.ui.table.lesson`).  The engine plays its own rules from a
real starting position; the lesson only chooses which of the legal actions it
accepts at a step, plays the computers' scripted moves, and explains.  This
module is pure Python (no Qt): the headless :func:`replay` walks a lesson
through the engine, and the tests run it on every lesson.

The file (``"format": 1``)::

    {"format": 1, "game": "atout_pique", "players": 4, "seed": 41, "options": {},
     "human": 0,
     "names": {"fr": ["Vous", "Léa", "Hugo", "Chloé"], "en": ["You", "Léa", "Hugo", "Chloé"]},
     "fallback": "intermediaire",
     "steps": [STEP, ...]}

The starting position is ``new_game(game, seed, players, options)``, written
out and read back by :func:`~cardtable.engine.load_game` with all its strict
checks, so a lesson always starts from a position the engine itself accepts.

A STEP::

    {"id": "follow",                       # unique in the lesson
     "text": {"fr": "...", "en": "..."},   # what the coach says (one or two sentences)
     "point": {"card": "QH"},              # optional: what the coach points at
     "run": "trick_won",                   # optional: see below
     "expect": {"kind": "Play", "card": "QH"},   # optional: the taught action, or "any"
     "until": "hand_scored",               # with "expect": "any": free play until that event
     "refuse": {"fr": "...", "en": "..."}, # with "expect": the reason any other action is refused
     "script": [[1, ACTION], ...],         # optional: computers' moves, queued per seat, in order
     "teaches": ["atout_pique.follow"]}    # optional: rule ids (docs/lessons.md) this step teaches

``point``: ``{"card": "QH"}`` (that card on the table), ``{"plate": seat}``,
``{"hand": seat}``, ``{"slot": [seat, k]}`` (the card in place ``k`` of a
seat's hand, counted from 0: a face-down card of a Deutch row),
``{"pile": name}`` (a pile the game's table names, e.g. ``"trick"``,
``"stock"``, ``"discard"``, Peech's ``"target0"``), ``{"button": name}``
(``"hint"``, ``"last"``), ``{"panel": name}`` (a panel the game's table shows,
named as its table behaviour names it: ``"prompt"``, ``"info_panel"`` (a
hand's or a round's count), Les Auteurs' ``"journal"``; see
:meth:`~cardtable.ui.table.behaviour.TableBehaviour.named_panel`),
``{"prompt": true}`` (the game's question panel while it asks: a bid,
"Deutch !" or "Finir mon tour"), ``{"scoresheet": true}``, or none (the coach
stands in the middle).  A point whose piece is not on the table at that
moment (an empty pile, a panel the person has hidden) leaves the coach in the
middle, without a ring.

An ACTION is the action as :func:`cardtable.engine.actions.encode_action`
writes it; it is matched against the legal actions (:func:`match_action`), so
a lesson can never make the engine do what its rules refuse.

How a step is played:

1. *Run.*  Before the step is shown the game is held (the computers wait),
   except that ``"run"`` lets the computers play until the event of that type
   has been shown (``"human"``: until the human is to act).  A step with an
   ``"expect"`` and no ``"run"`` runs until the human is to act.

   Timed windows (Deutch's rapidité): the human is in every window, but
   being in one is not "the human to act" unless the step teaches an action
   of that window other than its pass (:func:`human_to_act`).  A window the
   lesson does not teach is left to its clock: the computers play their
   scripted passes, and the window closes when its time is up (the headless
   replay closes it as the controller's timer does).
2. *Show.*  The coach says the text and points.  Without ``"expect"`` it waits
   for "Continuer" (Enter).  With an action, only that action is accepted
   (any other is refused with ``"refuse"``) and the step ends when it is
   played.  With ``"any"``, every legal action is accepted; with ``"until"``
   the step goes on (the computers playing, the human playing any legal
   action) until that event has been shown.

Computers play their scripted moves in order; once a seat's script is used up,
it plays as a computer player of level ``"fallback"``.  A lesson's texts are
in the file itself, French and English (the lesson player shows the
interface's language); the coach's buttons and the messages around the lesson
go through ``tr()`` like every other string.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from cardtable.engine import GameState, load_game, new_game
from cardtable.engine.actions import encode_action, match_action

__all__ = ["LANGS", "Lesson", "LessonError", "Step", "available_lessons", "human_to_act", "load_lesson",
           "parse_lesson", "replay"]

FORMAT = 1
LANGS = ("fr", "en")
POINT_KINDS = ("card", "plate", "hand", "slot", "pile", "button", "panel", "scoresheet", "prompt")
MAX_STEPS = 60


class LessonError(ValueError):
    """A lesson file that is not a playable lesson (the reason in English)."""


@dataclass(frozen=True)
class Step:
    id: str
    text: Mapping[str, str]
    point: Mapping[str, Any] | None = None
    run: str | None = None
    expect: Mapping[str, Any] | str | None = None
    until: str | None = None
    refuse: Mapping[str, str] | None = None
    script: tuple[tuple[int, Mapping[str, Any]], ...] = ()
    teaches: tuple[str, ...] = ()

    def says(self, lang: str) -> str:
        return self.text.get(lang) or self.text["en"]

    def refusal(self, lang: str) -> str | None:
        if not self.refuse:
            return None
        return self.refuse.get(lang) or self.refuse["en"]

    @property
    def waits_for_action(self) -> bool:
        return self.expect is not None

    @property
    def effective_run(self) -> str | None:
        """What runs before the step is shown: an event type, ``"human"``, or None."""
        if self.run is not None:
            return self.run
        return "human" if self.expect is not None else None

    def accepts(self, action: Any) -> bool:
        """``action`` is one this step takes (always true for ``"any"``)."""
        if self.expect is None:
            return False
        if self.expect == "any":
            return True
        assert isinstance(self.expect, Mapping)
        try:
            return encode_action(action) == dict(self.expect)
        except TypeError:
            return False


@dataclass(frozen=True)
class Lesson:
    game_id: str
    players: int
    seed: int
    options: Mapping[str, Any]
    human: int
    names: Mapping[str, tuple[str, ...]]
    fallback: str
    steps: tuple[Step, ...]
    rules: tuple[str, ...] = field(default=())

    def start_state(self) -> GameState:
        """The starting position, read back by ``load_game`` with its strict checks."""
        try:
            state = new_game(self.game_id, seed=self.seed, players=self.players, options=dict(self.options))
            return load_game(state.to_json(), finished=False)
        except ValueError as exc:
            raise LessonError(f"the starting position is refused: {exc}") from None

    def seat_names(self, lang: str) -> tuple[str, ...]:
        return self.names.get(lang) or self.names["en"]

    def scripts(self) -> dict[int, list[Mapping[str, Any]]]:
        """Each computer seat's scripted moves, in order."""
        out: dict[int, list[Mapping[str, Any]]] = {s: [] for s in range(self.players) if s != self.human}
        for step in self.steps:
            for seat, action in step.script:
                out[seat].append(action)
        return out

    def taught_rules(self) -> set[str]:
        return {r for step in self.steps for r in step.teaches}


# ------------------------------------------------------------------ reading
def _texts(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or set(value) != set(LANGS):
        raise LessonError(f"{where}: a text needs exactly the languages {list(LANGS)}")
    for lang, text in value.items():
        if not isinstance(text, str) or not text.strip():
            raise LessonError(f"{where}: the {lang} text is empty")
    return dict(value)


def _event_type(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value or not value.replace("_", "").isalnum():
        raise LessonError(f"{where}: not an event type: {value!r}")
    return value


def _action(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict) or not isinstance(value.get("kind"), str):
        raise LessonError(f"{where}: an action is a dict with a 'kind'")
    return value


def _step(raw: Any, index: int, players: int, human: int) -> Step:
    where = f"step {index + 1}"
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: not an object")
    known = {"id", "text", "point", "run", "expect", "until", "refuse", "script", "teaches"}
    extra = set(raw) - known
    if extra:
        raise LessonError(f"{where}: unknown keys {sorted(extra)}")
    sid = raw.get("id")
    if not isinstance(sid, str) or not sid:
        raise LessonError(f"{where}: no id")
    where = f"step {index + 1} ({sid})"
    text = _texts(raw.get("text"), where)
    point = raw.get("point")
    if point is not None:
        if not isinstance(point, dict) or len(point) != 1 or next(iter(point)) not in POINT_KINDS:
            raise LessonError(f"{where}: 'point' is one of {list(POINT_KINDS)}")
        kind, value = next(iter(point.items()))
        if kind in ("plate", "hand") and (type(value) is not int or not 0 <= value < players):
            raise LessonError(f"{where}: no seat {value!r}")
        if kind == "slot" and (not isinstance(value, list) or len(value) != 2
                               or any(type(v) is not int for v in value)
                               or not 0 <= value[0] < players or value[1] < 0):
            raise LessonError(f"{where}: a slot is [seat, place], not {value!r}")
        if kind in ("card", "pile", "button", "panel") and not isinstance(value, str):
            raise LessonError(f"{where}: {kind} is named by a string")
    run = raw.get("run")
    if run is not None:
        run = _event_type(run, where)
    expect = raw.get("expect")
    if expect is not None and expect != "any":
        expect = _action(expect, where)
    until = raw.get("until")
    if until is not None:
        if expect != "any":
            raise LessonError(f"{where}: 'until' goes with \"expect\": \"any\"")
        until = _event_type(until, where)
    refuse = raw.get("refuse")
    if refuse is not None:
        if expect is None:
            raise LessonError(f"{where}: 'refuse' goes with 'expect'")
        refuse = _texts(refuse, where)
    elif isinstance(expect, dict):
        raise LessonError(f"{where}: a taught action needs a 'refuse' text")
    script = []
    for item in raw.get("script", []):
        if (not isinstance(item, list) or len(item) != 2 or type(item[0]) is not int
                or not 0 <= item[0] < players or item[0] == human):
            raise LessonError(f"{where}: a script entry is [computer seat, action]")
        script.append((item[0], _action(item[1], where)))
    teaches = raw.get("teaches", [])
    if not isinstance(teaches, list) or not all(isinstance(t, str) and t for t in teaches):
        raise LessonError(f"{where}: 'teaches' is a list of rule ids")
    return Step(sid, text, point, run, expect, until, refuse, tuple(script), tuple(teaches))


def parse_lesson(text: str | bytes) -> Lesson:
    """A lesson from its file's text; :class:`LessonError` if it is not one."""
    try:
        raw = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise LessonError(f"not JSON: {exc}") from None
    if not isinstance(raw, dict):
        raise LessonError("a lesson is a JSON object")
    known = {"format", "game", "players", "seed", "options", "human", "names", "fallback", "steps"}
    extra = set(raw) - known
    if extra:
        raise LessonError(f"unknown keys {sorted(extra)}")
    if raw.get("format") != FORMAT:
        raise LessonError(f"format {raw.get('format')!r} is not {FORMAT}")
    game = raw.get("game")
    players, seed, human = raw.get("players"), raw.get("seed"), raw.get("human")
    if not isinstance(game, str):
        raise LessonError("no game")
    if type(players) is not int or type(seed) is not int or type(human) is not int:
        raise LessonError("players, seed and human are whole numbers")
    if not 0 <= human < players:
        raise LessonError(f"no seat {human} for the human")
    options = raw.get("options", {})
    if not isinstance(options, dict):
        raise LessonError("options is an object")
    names_raw = raw.get("names")
    if not isinstance(names_raw, dict) or set(names_raw) != set(LANGS):
        raise LessonError(f"names need exactly the languages {list(LANGS)}")
    names: dict[str, tuple[str, ...]] = {}
    for lang, seq in names_raw.items():
        if (not isinstance(seq, list) or len(seq) != players
                or not all(isinstance(n, str) and n.strip() for n in seq)):
            raise LessonError(f"names ({lang}): one name per seat")
        names[lang] = tuple(seq)
    fallback = raw.get("fallback", "intermediaire")
    if not isinstance(fallback, str):
        raise LessonError("fallback is a level")
    steps_raw = raw.get("steps")
    if not isinstance(steps_raw, list) or not 1 <= len(steps_raw) <= MAX_STEPS:
        raise LessonError(f"a lesson has 1 to {MAX_STEPS} steps")
    steps = tuple(_step(s, i, players, human) for i, s in enumerate(steps_raw))
    ids = [s.id for s in steps]
    if len(set(ids)) != len(ids):
        raise LessonError("two steps have the same id")
    return Lesson(game, players, seed, options, human, names, fallback, steps)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def available_lessons() -> tuple[str, ...]:
    """The games that have a lesson file, in the engine's order."""
    from cardtable.engine import GAME_IDS
    base = resources.files(__package__)
    return tuple(g for g in GAME_IDS if base.joinpath(f"{g}.json").is_file())


def load_lesson(game_id: str) -> Lesson:
    """The lesson shipped for ``game_id`` (:class:`LessonError` if there is none or it is broken)."""
    path = resources.files(__package__).joinpath(f"{game_id}.json")
    if not path.is_file():
        raise LessonError(f"no lesson for {game_id!r}")
    lesson = parse_lesson(path.read_text(encoding="utf-8"))
    if lesson.game_id != game_id:
        raise LessonError(f"the lesson file of {game_id!r} holds {lesson.game_id!r}")
    return lesson


# ------------------------------------------------------------------ replay
_PASS = {"kind": "Pass"}


def human_to_act(state: GameState, human: int, step: Step) -> bool:
    """The human is to act for ``step``: they are in ``to_act()``, and if that
    is only because a timed window is open, ``step`` teaches an action of that
    window other than its pass.  The lesson player and :func:`replay` both
    decide with this."""
    if human not in state.to_act():
        return False
    win = state.pending_window()
    if win is None or human not in win.seats:
        return True
    if not isinstance(step.expect, Mapping) or dict(step.expect) == _PASS:
        return False
    return match_action(state.legal_actions(human), step.expect) is not None


@dataclass
class Replayed:
    """What :func:`replay` saw: the state at the end, the events of each step."""

    state: GameState
    step_events: list[list[dict[str, Any]]]
    completed: bool


def replay(lesson: Lesson, *, human_choice: Callable[[GameState, int, list[Any]], Any] | None = None,
           max_actions: int = 5000) -> Replayed:
    """Play ``lesson`` through the engine alone, as the lesson player does.

    Every scripted action must be legal when its seat is to act, every taught
    action legal when its step is shown, every awaited event must come, and a
    step must never wait for an event that only the human could bring about.
    ``human_choice`` chooses the human's moves in ``"any"`` steps (default: the
    fallback level's player).  Raises :class:`LessonError` naming the step.
    """
    from cardtable.ai import make_player

    state = lesson.start_state()
    scripts = lesson.scripts()
    fallback = {s: make_player(lesson.game_id, lesson.fallback, seed=lesson.seed * 31 + s)
                for s in range(lesson.players)}
    actions = 0
    step_events: list[list[dict[str, Any]]] = []

    def computer_act(seat: int, where: str) -> list[dict[str, Any]]:
        legal = state.legal_actions(seat)
        if scripts.get(seat):
            wanted = scripts[seat].pop(0)
            action = match_action(legal, wanted)
            if action is None:
                raise LessonError(f"{where}: seat {seat} cannot play {wanted} now")
        else:
            action = fallback[seat].choose(state.view(seat), legal)
        return state.apply(seat, action)

    def run_until(stop: Callable[[list[dict[str, Any]]], bool], where: str, events: list[dict[str, Any]],
                  human_may_act: bool = False, step: Step | None = None) -> None:
        nonlocal actions
        while not stop(events):
            if state.is_over:
                raise LessonError(f"{where}: the game ended before the step")
            actions += 1
            if actions > max_actions:
                raise LessonError(f"{where}: the lesson does not end")
            to_act = sorted(state.to_act())
            computers = [s for s in to_act if s != lesson.human]
            if computers:
                events.extend(computer_act(computers[0], where))
                continue
            if lesson.human in to_act and human_may_act and step is not None:
                legal = state.legal_actions(lesson.human)
                pick = (human_choice(state, lesson.human, legal) if human_choice
                        else fallback[lesson.human].choose(state.view(lesson.human), legal))
                events.extend(state.apply(lesson.human, pick))
                continue
            win = state.pending_window()
            if lesson.human in to_act and (win is None or lesson.human not in win.seats):
                raise LessonError(f"{where}: waits for an event while the human is to act")
            if win is not None:          # its clock runs out (the human let it go by)
                events.extend(state.close_window())
                continue
            raise LessonError(f"{where}: nobody can act")

    since_shown: list[dict[str, Any]] = []      # events since the last step was shown
    for i, step in enumerate(lesson.steps):
        where = f"step {i + 1} ({step.id})"
        events = since_shown
        run = step.effective_run
        if run == "human":
            def human_turn(_events: list[dict[str, Any]], st: Step = step) -> bool:
                return human_to_act(state, lesson.human, st)
            run_until(human_turn, where, events)
        elif run is not None:
            run_until(_seen(run), where, events)
        step_events.append(events)
        since_shown = []
        if step.expect is not None:
            if lesson.human not in state.to_act():
                raise LessonError(f"{where}: the human is not to act")
            legal = state.legal_actions(lesson.human)
            if step.expect == "any":
                if step.until is None:
                    pick = (human_choice(state, lesson.human, legal) if human_choice
                            else fallback[lesson.human].choose(state.view(lesson.human), legal))
                    since_shown.extend(state.apply(lesson.human, pick))
                else:
                    run_until(_seen(step.until), where, since_shown, human_may_act=True, step=step)
            else:
                assert isinstance(step.expect, Mapping)
                action = match_action(legal, step.expect)
                if action is None:
                    raise LessonError(f"{where}: the taught action {dict(step.expect)} is not legal")
                since_shown.extend(state.apply(lesson.human, action))
    leftover = {s: len(q) for s, q in scripts.items() if q}
    if leftover:
        raise LessonError(f"scripted moves never played: {leftover}")
    return Replayed(state, step_events, True)


def _seen(event_type: str) -> Callable[[list[dict[str, Any]]], bool]:
    """A test of a list of events: one of them is of ``event_type``."""
    return lambda events: any(e.get("type") == event_type for e in events)


def iter_texts(lesson: Lesson) -> Iterator[tuple[str, str, str]]:
    """(step id, language, text) of every text of the lesson."""
    for step in lesson.steps:
        for lang in LANGS:
            yield step.id, lang, step.text[lang]
            if step.refuse:
                yield step.id, lang, step.refuse[lang]


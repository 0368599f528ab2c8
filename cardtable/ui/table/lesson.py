"""The lesson player: one general player for every game's lesson file
(:mod:`cardtable.lessons`), on the real table.

A lesson is a real game: the controller holds the engine state as for any
game, the director and the game's behaviour show it, the person plays with
the usual gestures and keys.  The lesson player adds three things:

* **a coach** (:class:`CoachPanel`): a panel with the step's words, the step
  counter ("Étape 4 sur 15"), "Continuer" (Enter) on the steps that only
  explain, "Passer cette étape" and "Quitter la leçon" (Esc), the buttons
  reached by Tab from the table, the counter and the words said to a screen
  reader as the step shows (:meth:`TableDirector.announce`); a gold ring
  (:class:`CoachRing`) around what the step points at (a card, a plate, a
  hand, a card's place in a hand, a pile, a panel of the table, the game's prompt, a corner button, the scoresheet), the
  panel placed where it covers neither the ring nor the person's hand, and,
  as far as the room allows, neither the name plates nor the table's panels
  (placed again when one of those panels appears or moves; a prompt the
  person opens that leaves no room beside it makes the coach step aside,
  its ring staying, until the prompt closes);
* **a filter** on what the person may do (``controller.action_filter``):
  during a taught step only the taught action is accepted; any other legal
  move is refused with the step's teaching reason ("Pas encore : …"), shown
  as the engine's reasons are;
* **scripted opponents** (:class:`ScriptedPlayer`): each computer seat plays
  its scripted moves in order, then plays as a real computer player.

Between steps the computers are held (``controller.hold_computers()``):
they wait while the coach explains, and the person's actions are refused by
the filter until "Continuer".  A step that runs the game releases the hold and
takes it again as soon as the awaited event arrives, then shows itself once
the table has shown that event (the animation queue idle, or waiting on a
panel).  A lesson writes no autosave and no statistics: the person's saved
game is left as it was; the lesson's own progress (the step and the
position) is kept in ``lesson-<game>.json`` in the data folder, so a lesson
left halfway resumes where it was.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QPushButton, QWidget

from cardtable.engine import load_game
from cardtable.engine.actions import match_action
from cardtable.lessons import Lesson, Step, human_to_act, load_lesson
from cardtable.ui.table.behaviour import end_status_text
from cardtable.ui.table.focus import focus_when_free
from cardtable.ui.table.overlays import Panel, raise_overlay, side_panels

log = logging.getLogger("cardtable")

#: point {"button": name} -> the corner button's source label (context "Table")
BUTTONS = {"hint": "Hint", "last": "Last trick"}
#: the piles of the middle the coach keeps clear of when it can (a card may be dropped there)
MIDDLE_PILES = ("stock", "discard")
#: how often the coach looks whether a panel of the table moved under it
PANEL_WATCH_MS = 120


class ScriptedPlayer:
    """A lesson's computer seat: its scripted moves in order, then ``fallback``'s."""

    def __init__(self, moves: list[Mapping[str, Any]], fallback: Any) -> None:
        self.moves = list(moves)
        self.fallback = fallback
        self.used = 0

    def choose(self, view: Mapping[str, Any], legal: list[Any]) -> Any:
        if self.moves:
            action = match_action(legal, self.moves[0])
            if action is not None:
                self.moves.pop(0)
                self.used += 1
                return action
            log.warning("lesson: scripted move %s is not legal now", self.moves[0])
        return self.fallback.choose(view, legal)

    def __getattr__(self, name: str) -> Any:      # reaction_ms, explain... of the real player
        return getattr(self.fallback, name)


class CoachRing(QWidget):
    """A gold ring drawn around what the coach points at (mouse transparent)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.target = QRect()
        self.hide()

    def ring(self, target: QRect) -> None:
        """Ring ``target``, the ring whole inside the table: at the table's
        edge (the scoresheet's side) it is drawn on the target's border
        rather than cut."""
        self.target = QRect(target)
        pad = 10
        rect = target.adjusted(-pad, -pad, pad, pad)
        parent = self.parentWidget()
        if parent is not None:
            room = parent.rect()
            vp = getattr(parent, "viewport", None)
            if callable(vp):
                room = room.intersected(vp().geometry())
            rect = rect.intersected(room)
        self.setGeometry(rect)
        self.show()
        raise_overlay(self)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        p.setPen(QPen(QColor(0, 0, 0, 110), 7))
        p.drawRoundedRect(r, 12, 12)
        p.setPen(QPen(QColor(255, 214, 92), 4))
        p.drawRoundedRect(r, 12, 12)


class CoachPanel(Panel):
    """The coach's words, the step counter and the lesson's buttons."""

    go_on = Signal()
    skip = Signal()
    quit = Signal()
    play_real = Signal()
    language_changed = Signal()    # Affichage > Langue while the coach speaks

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.language_changed.emit()
        super().changeEvent(event)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setProperty("coach", True)
        self.counter = ""
        self.continue_button: QPushButton | None = None

    def show_step(self, counter: str, text: str, can_continue: bool, last: bool = False) -> None:
        self.title.setText(counter)
        self.setAccessibleName(counter)       # a screen reader names the panel by it
        self.set_body("<p style='font-size:large'>" + _escape(text) + "</p>")
        if self.isVisible():
            # a new step in the coach already up: an Entrée pressed twice to go on
            # does not pass this step unread (the guard of a panel that comes up)
            self.guard.arm()
        self.clear_buttons()
        self.continue_button = None
        if last:
            # Enter, as on every step, is the accented button: here "Fermer"
            # (a person pressing Enter through the steps ends on the table,
            # not in a new game's dialog)
            self.add_button(self.tr("Play a real game"), self.play_real.emit)
            self.continue_button = self.add_button(self.tr("Close"), self.quit.emit, accent=True)
        else:
            if can_continue:
                self.continue_button = self.add_button(self.tr("Continue"), self.go_on.emit, accent=True)
            self.add_button(self.tr("Skip this step"), self.skip.emit)
            self.add_button(self.tr("Quit the lesson"), self.quit.emit)
        for b in self.findChildren(QPushButton):
            # Tab reaches them from the table (as the corner buttons): a screen
            # reader's person finds and names them; a click leaves the focus on the table
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def place_clear_of(self, target: QRect | None, avoid: list[QRect], soft: list[QRect] | None = None,
                       firm: list[QRect] | None = None) -> None:
        """Show the panel where it covers neither ``target`` nor ``avoid``,
        as near the target as it can: ``firm`` (the person's hand) is kept
        clear as the target is, first; ``soft`` (the cards face up) is kept
        clear too, but gives way to ``avoid``.  When no
        spot is clear at its usual width (half the table), a narrow, taller
        panel is tried, then a wide, flat one (a small window, a big count
        panel in the middle)."""
        parent = self.parentWidget()
        assert parent is not None
        pw, ph = parent.width(), parent.height()
        widths = [min(pw - 12, max(360, pw // 2, self.buttons_width()))]     # the buttons read whole
        narrow = max(360, self._buttons_width(pw - 12))
        if narrow < widths[0]:
            widths.append(narrow)         # narrow and taller (its buttons whole): beside a trick
        if pw - 12 > widths[0]:
            widths.append(pw - 12)
        best: tuple[tuple[int, int], int, int, int] | None = None
        fitted = 0
        for width in widths:
            self.fit(width, ph - 12)
            fitted = width
            key, x, y = self._best_spot(target, avoid, soft or [], firm or [])
            if best is None or key < best[0]:
                best = (key, width, x, y)
            if key[0] == 0:
                break
        assert best is not None
        _key, width, x, y = best
        if width != fitted:
            self.fit(width, ph - 12)
        w, h = self.width(), self.height()
        self.move(max(6, min(pw - w - 6, x)), max(6, min(ph - h - 6, y)))
        self.show()
        raise_overlay(self)

    def _buttons_width(self, room: int) -> int:
        """The width the panel needs for its buttons' whole labels on one row."""
        self.fit(room, 16777215)
        row = [w for w in (self.buttons.itemAt(i).widget() for i in range(self.buttons.count()))
               if isinstance(w, QPushButton)]
        if not row:
            return 0
        m = self.layout_.contentsMargins()
        return (sum(b.minimumWidth() for b in row) + max(0, self.buttons.spacing()) * (len(row) - 1)
                + m.left() + m.right() + 4)

    def _best_spot(self, target: QRect | None, avoid: list[QRect], soft: list[QRect],
                   firm: list[QRect]) -> tuple[tuple[int, int], int, int]:
        """(least overlap, distance to the target), x, y for the panel at its
        size now.  The overlap is weighed: the target and ``firm`` first (a
        pixel of them outweighs any number of the others), then ``avoid``
        (4 a pixel), then ``soft``: a plate's corner gives way before a
        trick is covered."""
        parent = self.parentWidget()
        assert parent is not None
        w, h = self.width(), self.height()
        pw, ph = parent.width(), parent.height()
        margin = 10
        if target is None or target.isEmpty():
            t = QRect(pw // 2, ph // 2, 1, 1)       # nothing pointed at: near the middle
            blocked = list(avoid)
        else:
            t = target.adjusted(-16, -16, 16, 16)
            blocked = [t, *avoid]
        spots = [
            (t.center().x() - w // 2, t.top() - h - margin),      # above
            (t.center().x() - w // 2, t.bottom() + margin),       # below
            (t.left() - w - margin, t.center().y() - h // 2),     # left
            (t.right() + margin, t.center().y() - h // 2),        # right
            ((pw - w) // 2, (ph - h) // 2),                       # the middle
            ((pw - w) // 2, margin), ((pw - w) // 2, ph - h - margin),
            (margin, margin), (pw - w - margin, margin),
            (margin, ph - h - margin), (pw - w - margin, ph - h - margin),
        ]
        # and a grid over the whole table: a clear spot between the plates
        # and the piles that none of the spots above hits
        cols = rows = 12
        spots += [(6 + (pw - w - 12) * i // cols, 6 + (ph - h - 12) * j // rows)
                  for i in range(cols + 1) for j in range(rows + 1)]
        best: tuple[tuple[int, int], int, int] | None = None
        for sx, sy in spots:
            sx = max(6, min(pw - w - 6, sx))
            sy = max(6, min(ph - h - 6, sy))
            rect = QRect(sx, sy, w, h)
            overlap = 4 * sum(_area(rect.intersected(b)) for b in blocked)
            overlap += sum(_area(rect.intersected(b)) for b in soft)
            overlap += 100000 * sum(_area(rect.intersected(b)) for b in firm)
            if target is not None and not target.isEmpty():
                overlap += 100000 * _area(rect.intersected(target))   # what it points at comes first
            dist = (rect.center() - t.center()).manhattanLength()
            key = (overlap, dist)
            if best is None or key < best[0]:
                best = (key, sx, sy)
        assert best is not None
        return best


def _area(r: QRect) -> int:
    return max(0, r.width()) * max(0, r.height()) if r.isValid() else 0


def _escape(text: str) -> str:
    from html import escape
    return escape(text)


class LessonPlayer(QObject):
    """Plays one lesson on a window's table (see the module docstring)."""

    finished = Signal(bool)        # True: the lesson reached its last step; False: left before it
    closed = Signal()              # the person left the lesson (Quitter la leçon, Fermer, Esc)
    step_shown = Signal(int)       # index of the step the coach shows
    real_game_requested = Signal(str)

    #: a timed window the current step does not teach is let go by (the person
    #: passes it) as soon as every computer in it has passed, instead of
    #: running to its clock: the person may not act in it (the step refuses
    #: every move it does not teach), so its clock would only be a wait.  The
    #: events are those of the clock running out.  A test may set it False to
    #: see such a window run to its clock.
    quick_windows = True

    def __init__(self, window: Any, lesson: Lesson, lang: str) -> None:
        super().__init__(window)
        self.window = window
        self._letting_go = False
        self._room_made = False
        self.lesson = lesson
        self.lang = lang
        self.controller = window.controller
        self.director = window.director
        self.view = window.view
        self.index = -1
        self.phase = "idle"            # "run", "shown", "until", "done"
        self._held = False
        self._seen: list[dict[str, Any]] = []    # events since the last step was shown
        self._wanted: str | None = None          # the event type the running step waits for
        self._players: dict[int, ScriptedPlayer] = {}
        self._resumed_step: int | None = None     # the step a resumed lesson shows first, without running it
        self.setup: Any = None
        self.coach = CoachPanel(self.view)
        self.ring = CoachRing(self.view)
        self.coach.go_on.connect(self.next_step)
        self.coach.language_changed.connect(self._retranslate)
        self.coach.skip.connect(self.skip_step)
        self.coach.quit.connect(self.quit)
        self.coach.play_real.connect(lambda: self.real_game_requested.emit(lesson.game_id))
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        # the coach moves out of the way when a panel appears, moves or grows
        # (a prompt opened by the person's gesture): the panels on screen are
        # looked at while the coach is shown
        self._panel_marks: tuple[Any, ...] = ()
        self._pile_marks: tuple[Any, ...] = ()     # the cards face up, as last seen at rest
        self._panels_at_show: set[int] = set()    # the panels on screen when the step was shown
        #: the table's panel an explaining step speaks of (a hand's count),
        #: as it was on screen when the step was shown
        self._pointed_panel: QWidget | None = None
        #: where each player's last words were said during the step shown (a
        #: bid said just after the coach came), by bubble: kept clear the step
        #: long, so the coach does not move back over them as they fade
        self._said: dict[int, QRect] = {}
        self._aside = False                       # the coach stepped aside for a panel opened since
        self._panel_timer = QTimer(self)
        self._panel_timer.setInterval(PANEL_WATCH_MS)
        self._panel_timer.timeout.connect(self._panels_moved)
        ctl = self.controller
        ctl.events.connect(self._on_events)
        ctl.human_turn.connect(self._on_human_turn)
        ctl.human_acted.connect(self._on_human_acted)
        self.director.scene.queue.idle.connect(self._check_settled)
        self.director.scene.queue.waiting_started.connect(self._check_settled)
        # the cards come to rest: the coach is placed again at once if they moved under it
        self.director.scene.queue.idle.connect(self._panels_moved)
        self.director.scene.layout_changed.connect(self._relayout)

    # ---------------------------------------------------------- start / end
    def start(self, resume: Mapping[str, Any] | None = None) -> None:
        """Start the lesson's game on the table (at a saved step when ``resume``)."""
        from cardtable import games
        from cardtable.ai import make_player
        from cardtable.ui.setup import GameSetup, SeatSetup

        lesson = self.lesson
        names = lesson.seat_names(self.lang)
        seats = [SeatSetup(name=names[s], human=s == lesson.human, level=lesson.fallback)
                 for s in range(lesson.players)]
        setup = GameSetup(game_id=lesson.game_id, players=lesson.players, seats=seats,
                          options=dict(lesson.options), seed=lesson.seed)
        self.setup = setup
        levels = games.effective_levels(lesson.game_id, [s.human for s in seats], [s.level for s in seats])
        scripts = lesson.scripts()
        state = None
        start_index = 0
        if resume is not None:
            state = load_game(str(resume["state"]), finished=False)
            start_index = int(resume["step"])
            used = {int(k): int(v) for k, v in dict(resume.get("used", {})).items()}
            for seat, n in used.items():
                scripts[seat] = scripts.get(seat, [])[n:]
        else:
            state = lesson.start_state()
        self._players = {}
        for seat, level in enumerate(levels):
            if level is None:
                continue
            fallback = make_player(lesson.game_id, level, seed=lesson.seed * 31 + seat)
            self._players[seat] = ScriptedPlayer(scripts.get(seat, []), fallback)
        self._used_before = {s: 0 for s in self._players}
        if resume is not None:
            for seat, n in {int(k): int(v) for k, v in dict(resume.get("used", {})).items()}.items():
                self._used_before[seat] = n
        ctl = self.controller
        ctl.autosave_enabled = False
        ctl.record_stats = False
        ctl.action_filter = self._filter
        self._hold()
        ctl.start(setup, state, levels=levels, players=self._players)
        if self.director.behaviour is not None:
            self.director.behaviour.read_holds = False      # the coach stops the table to explain
            self.director.behaviour.explain_hold = self._explains_outcome   # and keeps what it explains
            self.director.behaviour.keep_clear = [self.coach]   # a prompt opens beside the coach
        if resume is not None:
            ctl.resumed = True
        self.index = start_index - 1
        # the saved position is the one the step was shown at: it is shown again, not run again
        self._resumed_step = start_index if resume is not None else None
        QTimer.singleShot(0, self.next_step)

    def stop(self) -> None:
        """Leave the lesson: the table is the window's again."""
        ctl = self.controller
        ctl.action_filter = None
        if self.director.behaviour is not None:
            self.director.behaviour.keep_clear = []
            self.director.behaviour.explain_hold = None
            self.director.behaviour.release_explained()
        self._release()
        self.coach.hide()
        self.ring.hide()
        try:
            ctl.events.disconnect(self._on_events)
            ctl.human_turn.disconnect(self._on_human_turn)
            ctl.human_acted.disconnect(self._on_human_acted)
            self.director.scene.queue.idle.disconnect(self._check_settled)
            self.director.scene.queue.waiting_started.disconnect(self._check_settled)
            self.director.scene.queue.idle.disconnect(self._panels_moved)
            self.director.scene.layout_changed.disconnect(self._relayout)
        except (RuntimeError, TypeError):
            pass
        self.view.removeEventFilter(self)
        self.view.viewport().removeEventFilter(self)
        self._panel_timer.stop()
        ctl.autosave_enabled = True
        ctl.record_stats = True
        self.coach.deleteLater()
        self.ring.deleteLater()

    def quit(self) -> None:
        """Quitter la leçon (before the end) or Fermer (on "Leçon terminée"),
        by its button, Esc or Enter: ``finished(False)`` when the lesson was
        not complete (it was said with ``finished(True)`` when it was), then
        ``closed``: the window takes the table back."""
        complete = self.phase == "done" and self.index >= len(self.lesson.steps)
        self.phase = "done"
        if not complete:
            self.finished.emit(False)
        self.closed.emit()

    # ---------------------------------------------------------- the steps
    @property
    def step(self) -> Step | None:
        if 0 <= self.index < len(self.lesson.steps):
            return self.lesson.steps[self.index]
        return None

    def next_step(self) -> None:
        """Go to the next step: run the game as it asks, then show it."""
        if self.phase == "done":
            return
        self.coach.hide()
        self.ring.hide()
        self._aside = False
        if self.director.behaviour is not None:
            self.director.behaviour.release_explained()    # the trick or battle explained is gathered now
        self.index += 1
        step = self.step
        if step is None:
            self._show_end()
            return
        run = step.effective_run
        if self.index == self._resumed_step:
            self._resumed_step = None
            run = None
        self._wanted = None
        if run is None:
            self.phase = "settle"
            self._hold()
        elif run == "human":
            self.phase = "run"
            self._wanted = None
            if self._human_waiting():
                self._hold()
                self.phase = "settle"
            else:
                self._release()
        else:
            self.phase = "run"
            self._wanted = run
            if any(e.get("type") == run for e in self._seen):
                self._hold()
                self.phase = "settle"
            else:
                self._release()
        self._check_settled()

    def skip_step(self) -> None:
        """Passer cette étape: a taught move is played for the person, then the next step."""
        step = self.step
        if step is None or self.phase == "done":
            return
        if step.expect is not None and step.expect != "any" and self.phase == "shown":
            legal = self.controller.legal(self.lesson.human)
            action = match_action(legal, step.expect)
            if action is not None:
                self.controller.submit(self.lesson.human, action)
                return          # human_acted moves on
        if step.until is not None and self.phase == "until":
            self._auto_until = True
            self._release()
            self._play_for_human()
            return
        self.next_step()

    def _human_waiting(self) -> bool:
        """The person is to act for the current step (a timed window the step
        does not teach is not their move: :func:`~cardtable.lessons.human_to_act`)
        and the table has shown what came before."""
        st, step = self.controller.state, self.step
        if st is None or step is None or self.director.scene.queue.busy:
            return False
        return human_to_act(st, self.lesson.human, step)

    def _check_settled(self) -> None:
        """The running step is ready to be shown once what it waits for has
        come and the table has shown it."""
        if self.phase == "until":
            if self._wanted_seen() and self._table_at_rest():
                self.next_step()
            elif getattr(self, "_auto_until", False) and self._table_at_rest():
                self._play_for_human()
            return
        if self.phase == "run":
            step = self.step
            if step is None:
                return
            if self._wanted is None and self._human_waiting():
                self._hold()
                self.phase = "settle"
            elif self._wanted is not None and self._wanted_seen():
                self._hold()
                self.phase = "settle"
        if self.phase == "settle" and self._table_at_rest():
            QTimer.singleShot(0, self._show)

    def _explains_outcome(self, kind: str | None) -> bool:
        """The table asks (:meth:`~cardtable.ui.table.behaviour.TableBehaviour.hold_to_explain`)
        whether the outcome of an event of type ``kind`` just shown (a
        battle, a trick) is the one the next step explains: then it stays on
        the table until the person goes on, rather than being gathered while
        the coach speaks of it."""
        step = self.step
        return (kind is not None and step is not None and step.expect is None and self.phase == "settle"
                and self._wanted == kind and self._wanted_seen())

    def _wanted_seen(self) -> bool:
        want = self._wanted
        return want is not None and any(e.get("type") == want for e in self._seen)

    def _table_at_rest(self) -> bool:
        q = self.director.scene.queue
        return not q.busy or getattr(q, "waiting", False)

    def _show(self) -> None:
        if self.phase != "settle":
            return
        step = self.step
        if step is None:
            return
        self._seen = []
        self._room_made = False
        self._said = {}
        self._save_progress()
        self._panels_at_show = {id(w) for w in self._panels() if w.isVisible()}
        self._pointed_panel = self._explained_panel(step)
        self._aside = False
        counter = self.tr("Step {n} of {total}").format(n=self.index + 1, total=len(self.lesson.steps))
        if step.expect is None:
            self.phase = "shown"
            self._hold()
        elif step.until is not None:
            self.phase = "until"
            self._wanted = step.until
            self._auto_until = False
            self._release()
        else:
            self.phase = "shown"      # the person alone plays the taught move: the computers wait
            self._hold()
        self.coach.show_step(counter, step.says(self.lang), can_continue=step.expect is None)
        self._place()
        self.say(counter, step.says(self.lang))
        focus_when_free(self.view)     # Enter continues, Esc quits, the table's keys play
        self.step_shown.emit(self.index)

    def _retranslate(self) -> None:
        """The interface's language changed mid-lesson: the coach says the
        step shown (its counter, text and buttons) in the new language."""
        from cardtable.ui.i18n import current_language
        try:
            lang = current_language()
        except ValueError:
            return
        self.lang = lang if lang in ("fr", "en") else "en"
        if not self.coach.isVisible():
            return
        step = self.step
        self.coach.hide()            # refilled hidden, then laid out and placed again whole
        if self.phase == "done":
            self._show_end_panel()
        elif step is not None:
            counter = self.tr("Step {n} of {total}").format(n=self.index + 1, total=len(self.lesson.steps))
            self.coach.show_step(counter, step.says(self.lang), can_continue=step.expect is None)
        else:
            return
        self._place()

    def _show_end(self) -> None:
        self.phase = "done"
        self._hold()
        self._clear_progress()
        counter, text = self._show_end_panel()
        self._place()
        self.say(counter, text)
        focus_when_free(self.view)     # Enter and Esc: Fermer
        self.finished.emit(True)

    def _show_end_panel(self) -> tuple[str, str]:
        """The coach's last panel; returns its counter and text."""
        counter = self.tr("Lesson complete")
        text = self.tr("You have seen the whole game. “Play a real game” opens the New game window "
                       "set for this game, against the computer at the Easy level: you may change anything "
                       "before you start. During the game, the Hint button is there whenever you want advice.")
        self.coach.show_step(counter, text, can_continue=False, last=True)
        return counter, text

    def say(self, counter: str, text: str) -> None:
        """The coach's words to a screen reader as the step shows: the
        counter, then the text ("Étape 3 sur 12. …"); its buttons are the
        panel's, named by their labels."""
        self.director.announce(end_status_text(counter, _escape(text)))

    # -------------------------------------------------------------- signals
    def _on_events(self, events: list) -> None:
        self._seen.extend(e for e in events if isinstance(e, dict))
        if self.quick_windows and self.controller.pending_window() is not None:
            QTimer.singleShot(0, self._let_window_go)
        if self.phase in ("run", "until") and self._wanted is not None and self._wanted_seen():
            # hold at once: nobody plays on before the coach has explained
            self._hold()
            if self.phase == "run":
                self.phase = "settle"

    def _on_human_turn(self, seat: int) -> None:
        if seat == self.lesson.human:
            QTimer.singleShot(0, self._check_settled)

    def _on_human_acted(self, seat: int) -> None:
        step = self.step
        if seat != self.lesson.human or step is None or self._letting_go:
            return
        if self.phase == "shown" and step.expect is not None and step.until is None:
            self._hold()
            QTimer.singleShot(0, self.next_step)

    def _let_window_go(self) -> None:
        """:attr:`quick_windows`: the person passes a window the step does not
        teach once they are the only one left in it."""
        ctl, step, human = self.controller, self.step, self.lesson.human
        st = ctl.state
        if st is None or step is None or self.phase == "done" or ctl.pending_window() is None:
            return
        if st.to_act() != frozenset({human}) or human_to_act(st, human, step):
            return
        action = match_action(ctl.legal(human), {"kind": "Pass"})
        if action is None:
            return
        self._letting_go = True
        try:
            ctl.submit(human, action)
        finally:
            self._letting_go = False

    def _filter(self, seat: int, action: Any) -> str | None:
        """The current step's rule for the person's actions (the hold refuses
        everything while the coach waits for "Continuer")."""
        if seat != self.lesson.human or self._letting_go:
            return None
        step = self.step
        if step is not None and step.accepts(action):
            return None
        if step is not None and step.expect is not None:
            return step.refusal(self.lang) or self.tr("Not yet: follow the coach.")
        return self.tr("Not yet: read the coach first, then press Continue.")

    # --------------------------------------------------------- auto-play
    def _play_for_human(self) -> None:
        """Play the person's move in a free-play step (Passer cette étape, or --exit)."""
        ctl = self.controller
        seat = self.lesson.human
        legal = ctl.legal(seat)
        if not legal or self.director.scene.queue.busy:
            return
        player = self._players.get((seat + 1) % self.lesson.players)
        chooser = player.fallback if player is not None else None
        action = chooser.choose(ctl.view(seat), legal) if chooser is not None else legal[0]
        if action not in legal:
            action = legal[0]
        ctl.submit(seat, action)

    # ------------------------------------------------------------- holding
    def _hold(self) -> None:
        if not self._held:
            self._held = True
            self.controller.hold_computers()

    def _release(self) -> None:
        if self._held:
            self._held = False
            self.controller.release_computers()

    # -------------------------------------------------------------- layout
    def target_rect(self, step: Step | None) -> QRect | None:
        """Where the step's point is, in the view's coordinates (None: nowhere)."""
        if step is None or step.point is None:
            return None
        kind, value = next(iter(step.point.items()))
        scene = self.director.scene
        view = self.view

        def from_scene(rect: QRectF) -> QRect:
            return view.mapFromScene(rect).boundingRect()

        if kind == "card":
            for item in scene.all_cards():
                if item.card is not None and str(item.card) == value and item.isVisible():
                    return _visible_part(item, scene, from_scene)
            return None
        if kind == "plate":
            plate = scene.plates.get(int(value))
            return from_scene(plate.sceneBoundingRect()) if plate is not None else None
        if kind == "hand":
            pile = self._hand_pile(int(value))
            return _items_rect(pile.items, from_scene) if pile is not None else None
        if kind == "slot":
            pile = self._hand_pile(int(value[0]))
            item = pile.item_at_slot(int(value[1])) if pile is not None else None
            return from_scene(_card_scene_rect(item)) if item is not None and item.isVisible() else None
        if kind == "pile":
            pile = scene.piles.get(str(value))
            return _items_rect(pile.items, from_scene) if pile is not None and pile.items else None
        if kind == "button":
            label = QCoreApplication.translate("Table", BUTTONS.get(str(value), str(value)))
            for b in self.director.corner_buttons:
                if b.isVisible() and b.text() == label:
                    top_left = b.mapTo(view, QPoint(0, 0))
                    return QRect(top_left, b.size())
            return None
        if kind == "panel":
            behaviour = self.director.behaviour
            widget = behaviour.named_panel(str(value)) if behaviour is not None else None
            if widget is None:
                return None
            return QRect(widget.mapTo(view, QPoint(0, 0)), widget.size())
        if kind == "prompt":
            behaviour = self.director.behaviour
            panel = behaviour.prompt_shown if behaviour is not None else None
            return panel.geometry() if panel is not None else None
        if kind == "scoresheet":
            # the sheet is a dock beside the table: the ring marks the table's
            # edge on its side; a sheet the person has closed is pointed at by nothing
            dock = getattr(self.window, "scoresheet", None)
            if dock is None or not dock.isVisible():
                return None
            vp = view.viewport()
            return QRect(vp.width() - 12, vp.height() // 4, 12, vp.height() // 2)
        return None

    def _from_scene(self, rect: QRectF) -> QRect:
        return self.view.mapFromScene(rect).boundingRect()

    def _hand_pile(self, seat: int) -> Any:
        """The pile the game's table calls ``seat``'s hand (a Deutch row), or None."""
        scene = self.director.scene
        try:
            pile = scene.hand_pile(seat) if hasattr(scene, "hand_pile") else None
        except (KeyError, AttributeError):
            pile = None
        if pile is None and self.director.behaviour is not None:
            try:
                pile = self.director.behaviour.hand_pile(seat)
            except (KeyError, AttributeError):
                pile = None
        return pile

    def _place(self) -> None:
        step = self.step
        target = self.target_rect(step) if self.phase != "done" else None
        avoid: list[QRect] = [w.geometry() for w in self._panels() if w.isVisible()]
        if target is not None:
            # the name plates too (the person may have to click one), when there is room
            avoid += [self.view.mapFromScene(p.sceneBoundingRect()).boundingRect()
                      for p in self.director.scene.plates.values() if p.isVisible()]
            # and the corner buttons (Conseil, Dernier pli)
            avoid += [QRect(b.mapTo(self.view, QPoint(0, 0)), b.size())
                      for b in self.director.corner_buttons if b.isVisible()]
            # and the middle piles the person may drop a card on (a discard, a stock)
            for name in MIDDLE_PILES:
                pile = self.director.scene.piles.get(name)
                rect = _items_rect(pile.items, self._from_scene) if pile is not None and pile.items else None
                if rect is not None:
                    avoid.append(rect)
        # what the players just said (a bid, "zéro !"): read while the coach speaks
        for b in self._bubbles():
            self._said[id(b)] = b.geometry()
        firm: list[QRect] = list(self._said.values())
        own_hand = {"hand": self.lesson.human}
        if target is not None and step is not None and step.point and dict(step.point) != own_hand:
            # the person's cards stay in sight, whatever the coach points at
            # (but them), with the room their shadows and lift take
            hand = self._hand_room(self.lesson.human)
            if hand is not None:
                firm.append(hand)
        if target is not None and not target.isEmpty():
            self.ring.ring(target)
            self._panels_over_ring()
        else:
            self.ring.hide()
        # the cards showing their faces (a trick, the poissons laid, a
        # discard): what the person reads while the coach speaks
        self.coach.place_clear_of(target, avoid, self._face_up_piles(), firm)
        if self._make_room():
            return
        # a panel the person opened since the step was shown (a prompt) and
        # that the coach cannot stay clear of: the coach steps aside (its ring
        # stays) and comes back when the panel closes
        opened = [w.geometry() for w in self._panels() if w.isVisible() and id(w) not in self._panels_at_show]
        if any(self.coach.geometry().intersects(r) for r in opened):
            # placed again, the panel kept clear as the person's hand is (the
            # coach of a step goes on speaking while its picker is open) ...
            self.coach.place_clear_of(target, avoid, self._face_up_piles(), firm + opened)
        # ... and steps aside only when there is no room beside the panel
        self._aside = any(self.coach.geometry().intersects(r) for r in opened)
        if self._aside:
            self.coach.hide()
        self._panel_marks = self._marks()
        if not self._panel_timer.isActive():
            self._panel_timer.start()

    def _make_room(self) -> bool:
        """A big panel of the table shown with the step (a round's count on a
        small screen) that the coach could not stay clear of goes to the edge
        away from the coach, once per step, and the coach is placed again."""
        if self._room_made:
            return False
        coach = self.coach.geometry()
        for panel in self._panels():
            g = panel.geometry()
            if not panel.isVisible() or id(panel) not in self._panels_at_show or not g.intersects(coach):
                continue
            room = self.view.viewport().height()
            y = 6 if coach.center().y() >= g.center().y() else room - g.height() - 6
            if y == g.y() or g.height() + coach.height() + 18 > room:
                continue
            target = self.target_rect(self.step)
            moved = g.translated(0, max(6, y) - g.y())
            if target is not None and target != g and moved.intersects(target):
                continue            # it would cover what the coach points at
            self._room_made = True
            panel.move(g.x(), max(6, y))
            behaviour = self.director.behaviour
            if behaviour is not None and any(w.geometry().intersects(panel.geometry())
                                             for w in side_panels(self.view)):
                behaviour.place_side_panels()   # a log where the panel went makes way
            self._place()
            return True
        return False

    def _hand_room(self, seat: int) -> QRect | None:
        """``seat``'s hand with the room its cards take (the table's own
        measure, shadows and lift included), else its cards' faces."""
        behaviour = self.director.behaviour
        rect = None
        if behaviour is not None and hasattr(behaviour, "hand_rect"):
            try:
                rect = behaviour.hand_rect(seat)
            except (KeyError, AttributeError):
                rect = None
        return rect if rect is not None else self.target_rect(Step("hand", {"en": "-"}, {"hand": seat}))

    def _panels_over_ring(self) -> None:
        """The ring marks a piece of the table: the table's panels (a prompt
        placed over the hand it rings) stay over it, in their own order, so
        the ring never hides a panel's buttons."""
        panels = {id(w) for w in self._panels() if w.isVisible()}
        for w in self.view.children():          # from the bottom up: their order is kept
            if isinstance(w, QWidget) and id(w) in panels:
                raise_overlay(w)

    def _face_up_piles(self) -> list[QRect]:
        """The view rectangles of the piles showing a card face up, the
        person's own hand aside (it is kept in sight on its own)."""
        own = self._hand_pile(self.lesson.human)
        rects: list[QRect] = []
        for pile in self.director.scene.piles.values():
            if pile is own:
                continue
            shown = [i for i in pile.items if i.isVisible() and getattr(i, "face_up", False)]
            rect = _items_rect(shown, lambda r: self.view.mapFromScene(r).boundingRect())
            if rect is not None:
                rects.append(rect)
        return rects

    def _bubbles(self) -> list[QWidget]:
        """The players' speech bubbles on screen."""
        behaviour = self.director.behaviour
        if behaviour is None or not hasattr(behaviour, "bubbles"):
            return []
        return [b for b in behaviour.bubbles().values() if b.isVisible()]

    def _relayout(self) -> None:
        if self.coach.isVisible() or self._aside:
            QTimer.singleShot(0, self._place)

    # ------------------------------------------------------------ keyboard
    def _panels(self) -> list[QWidget]:
        """The table's panels (the prompt, a count, a game's own panel such as
        a journal): the view's child frames named "panel", the coach aside.
        The coach stays clear of the ones on screen."""
        return [w for w in self.view.findChildren(QWidget)
                if w is not self.coach and w.parentWidget() is self.view and _is_panel(w)]

    def _marks(self) -> tuple[Any, ...]:
        """What the coach is placed clear of and may change while it speaks:
        the panels on screen, the players' bubbles (a bid said as the coach
        comes) and the cards face up (a trick growing in free play, a
        poisson laid)."""
        panels = tuple((id(w), w.geometry().getRect()) for w in self._panels() if w.isVisible())
        panels += tuple(("said", b.geometry().getRect()) for b in self._bubbles())
        if not self.director.scene.queue.busy:          # the cards at rest, not on their way
            self._pile_marks = tuple(r.getRect() for r in self._face_up_piles())
        return panels + self._pile_marks

    def _explained_panel(self, step: Step) -> QWidget | None:
        """The table's panel on screen that ``step`` explains (``{"panel": …}``
        in a step without a move to make), else None."""
        behaviour = self.director.behaviour
        if step.expect is not None or not step.point or behaviour is None:
            return None
        kind, value = next(iter(step.point.items()))
        return behaviour.named_panel(str(value)) if kind == "panel" else None

    def _panels_moved(self) -> None:
        """A panel appeared, went, moved or grew while the coach speaks: place
        it again.  The panel the step explains closed by its own button (a
        count's "Donne suivante") counts as Continuer: the coach does not go
        on speaking of a panel that is gone."""
        if not self.coach.isVisible() and not self._aside:
            self._panel_timer.stop()
            return
        explained = self._pointed_panel
        if explained is not None and self.phase == "shown" and not explained.isVisible():
            self._pointed_panel = None
            self.next_step()
            return
        if self.ring.isVisible() and self.phase != "done":
            # the piece pointed at moved by itself (Peech's target card lifted
            # by T and laid back, outside the animation queue): the ring
            # follows it to where it rests, never left as an empty frame
            target = self.target_rect(self.step)
            if target is not None and not target.isEmpty() and target != self.ring.target:
                self.ring.ring(target)
                self._panels_over_ring()
        if self._marks() != self._panel_marks:
            self._place()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress and self.coach.isVisible():
            assert isinstance(event, QKeyEvent)
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                if not self.coach.guard.accepts(event):
                    # pressed twice, or held, as the step came up: for no button, and not
                    # for the table either (« Pas encore : jouez le roi de pique… »)
                    return True
                if self.coach.continue_button is not None:
                    # the accented button: Continuer, or Fermer once the lesson is complete
                    self.coach.continue_button.click()
                    return True
            if key == Qt.Key.Key_Escape:
                # a panel the person opened over the table (the last trick, a
                # count shown again) is closed first, as outside a lesson; an
                # Esc with nothing else open leaves the lesson
                behaviour = self.director.behaviour
                if behaviour is None or not behaviour.close_panel():
                    self.quit()
                return True
        if event.type() == QEvent.Type.Resize:
            self._relayout()
        return False

    # ------------------------------------------------------------ progress
    def _progress_path(self) -> Any:
        from cardtable.ui import storage
        return storage.save_dir() / f"lesson-{self.lesson.game_id}.json"

    def _save_progress(self) -> None:
        from cardtable.ui import storage
        st = self.controller.state
        if st is None:
            return
        used = {str(s): self._used_before.get(s, 0) + p.used for s, p in self._players.items()}
        doc = {"format": 1, "lesson": self.lesson.game_id, "step": self.index, "used": used,
               "state": st.to_json()}
        try:
            storage.write_atomic(self._progress_path(), json.dumps(doc))
        except storage.WriteFailure:
            log.warning("lesson progress not saved", exc_info=True)

    def _clear_progress(self) -> None:
        from cardtable.ui import storage
        try:
            storage.remove(self._progress_path())
        except storage.WriteFailure:
            pass


def _card_scene_rect(item: Any) -> QRectF:
    """The card itself in scene coordinates, at rest (a hover lift comes and
    goes), not its bounding rectangle, which has room for the shadow, the
    halo and the lift all round: a ring drawn from that stands off the card
    and, in a fan, leans over the card beside it."""
    rect = item.card_rect() if hasattr(item, "card_rect") else item.boundingRect()
    return item.mapRectToScene(rect)


def _visible_part(item: Any, scene: Any, from_scene: Callable[[QRectF], QRect]) -> QRect:
    """The part of a card that shows: its face, in a fan up to where the next
    card covers it."""
    rect = from_scene(_card_scene_rect(item))
    pile = scene.pile_of(item) if hasattr(scene, "pile_of") else None
    if pile is None:
        return rect
    items = [i for i in pile.items if i.isVisible()]
    if item in items and items.index(item) + 1 < len(items):
        nxt = from_scene(_card_scene_rect(items[items.index(item) + 1]))
        if rect.left() < nxt.left() < rect.right() - rect.width() // 8:     # a neighbour covers part of it
            rect.setRight(nxt.left() + 4)
    return rect


def _is_panel(widget: QWidget) -> bool:
    """A panel of the table: the kit's :class:`Panel` or a game's frame styled as one."""
    return isinstance(widget, Panel) or widget.objectName() == "panel"


def _items_rect(items: list, from_scene: Callable[[QRectF], QRect]) -> QRect | None:
    rect: QRect | None = None
    for item in items:
        if not item.isVisible():
            continue
        r = from_scene(_card_scene_rect(item))
        rect = r if rect is None else rect.united(r)
    return rect


def read_progress(game_id: str) -> dict[str, Any] | None:
    """The saved progress of ``game_id``'s lesson, or None (a damaged file is ignored)."""
    from cardtable.ui import storage
    path = storage.save_dir() / f"lesson-{game_id}.json"
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        if doc.get("lesson") != game_id or not isinstance(doc.get("step"), int):
            return None
        lesson = load_lesson(game_id)
        if not 0 <= doc["step"] < len(lesson.steps):
            return None
        load_game(str(doc["state"]), finished=False)
        return dict(doc)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None

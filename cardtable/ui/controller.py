"""The controller: the one object that holds the live game state.

It turns user gestures (``submit``) and computer players' choices into
``state.apply`` calls, and the engine's events into signals for the scene and
the docks.

Input is open per seat.  Every seat in ``state.to_act()`` may act: each human
is offered input (``human_turn``) once, and keeps it until they act or leave
``to_act``; a human's submit is accepted whenever the engine accepts it, even
while another seat's animation plays; a refused submit always emits
``illegal(reason)`` with a translated reason.  Computer players are asked when
the animations are done (so the table shows things in order), in turn, in one
worker thread on a copy of their seat's view, so the window never freezes; a
short visible "thinking" pause paces them.  A choice that is no longer legal
when it arrives (another seat acted meanwhile) is asked again.  A computer
player that raises is logged (``cardtable.log`` in the user data folder) and
the game goes on with a legal move.

Timed windows: when ``state.pending_window()`` shows a new window once the
animations are done, a single-shot ``QTimer`` of its ``length_ms`` starts; at
its end ``state.close_window()`` is called and its events are played like any
other.  The engine closes a window itself when every seat in it has passed.

Undo (:meth:`GameController.undo`): when exactly one human plays against
computers and the game's registry entry has an undo rule
(:class:`cardtable.games.UndoRule`), the position before each action of the
human is kept (:class:`cardtable.undo.UndoHistory`) until an event the rule
calls a barrier; undo restores the last one kept through the same path as
resuming a saved game (``started``: the table rebuilds itself from the
views), cancels the computer players' thinking (the generation counter),
saves, and marks the game as played with help (``setup.help_used``, kept in
the save).  Hints mark it too.  ``undo_enabled`` (the setting) turns undo off.

Statistics: when a game with a human ends, its result is recorded for each
human seat (:func:`cardtable.ui.stats_file.record_game`), with whether help was
used; a damaged statistics file is set aside and ``stats_warning`` says so.
A statistics file that cannot be written is said once by ``stats_failed``
(until a write works again, or another folder is chosen); the results are
kept and written with the next game's, or at once in the folder chosen
(:meth:`GameController.retry_stats`).

Levels: the caller may give each seat's level to :meth:`GameController.start`;
by default they come from the registry (:func:`cardtable.games.effective_levels`,
which applies the game's own rule, e.g. Atout Pique's partner at Difficile).

Pause (:meth:`GameController.hold` / :meth:`GameController.release`, or
``with controller.held():``, or :class:`HoldWhileShown` for a dialog that is
shown and hidden): a counted hold, so two dialogs nest and the game goes on
when the last one lets go.  While held, nothing of the game moves: no
computer is asked and a choice that arrives waits (its pacing delay is
paused, not restarted; no plate shows a computer thinking meanwhile), the timed window's timer stops and keeps what was
left of it (``window_remaining_ms`` shows that), the table's animation queue
holds (``paused_changed``: the director pauses it), a human's submit is
refused with a reason, and the autosave is not written (it is written on
release if something asked for it).  The window holds the game while these
are open, because the game running behind them would surprise: Aide >
Règles, the crash dialog (its "Quit" leaves the autosave as it was before
the error), Partie > Nouvelle partie, Ouvrir… and Enregistrer sous… (with
their messages), the folder chooser, each game's settings page, the
statistics and the About box.  The "saving failed" box does not hold it:
it says that the game goes on.

Remote seats (a network game, :mod:`cardtable.ui.network.host`): a seat whose
setup says ``remote`` is played on another computer.  It is neither a
computer player nor a person at this screen: no computer is asked for it,
``human_turn`` is never emitted for it and ``submit`` refuses it; its actions
come through :meth:`GameController.submit_remote` with the same checks as a
human's (the seat, its turn, the engine's legality), and a refusal returns the
engine's reason in English (for the other computer to word) without emitting
``illegal``.  While its person is away, :meth:`GameController.take_over`
lets a computer player play it, and :meth:`GameController.give_back` hands it
back.  ``window_extra_ms`` lengthens every timed window (the host adds the
slowest connection's round trip).  While a network table waits for its
remote seats to be taken (:meth:`GameController.wait_for_seats`, at the start
and when a saved network game is resumed), **nobody plays**: ``to_act()`` is
empty, ``legal(seat)`` gives nothing, no computer thinks, no ``human_turn``
is emitted (so no "Your turn"), no hint is computed, the timed window's clock
waits, and ``submit`` and ``submit_remote`` refuse with "The game starts
(resumes) when every seat is taken."  The deal is shown meanwhile;
:meth:`GameController.seats_taken` (the host calls it once every remote seat
is held at the same time: a seat left before is awaited again) lets the
player to act be offered the turn as usual.

Saving: after every change the game is written atomically to ``autosave.json``
(:mod:`cardtable.ui.storage`: the user's data folder, or the folder the person
chose), so a crash or a closed window never loses a game; the next start offers
to resume it.  A failed write never stops the game: ``save_failed`` tells the
window once, and the write is tried again (see :meth:`GameController.save`).
"""

from __future__ import annotations

import copy
import dataclasses
import json
import logging
import random
import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal, Slot

from cardtable import games
from cardtable.engine import GameState, IllegalAction, new_game
from cardtable.ui import storage
from cardtable.ui.anim import Durations
from cardtable.ui.i18n import error_text
from cardtable.ui.setup import GameSetup
from cardtable.ui.storage import (  # noqa: F401 - the old names, kept importable from here
    LOG_MAX_BYTES,
    LOG_NAME,
    SAVE_ERROR_TEXTS,
    SAVE_FORMAT,
    SAVE_VERSION,
    data_dir,
    ensure_log_file,
    log_path,
    save_error_text,
)

log = logging.getLogger("cardtable")


def write_atomic(path: Path, text: str) -> bool:
    """Write ``text`` atomically; False if it could not be written (kept for
    callers of the old API: :func:`cardtable.ui.storage.write_atomic` says why)."""
    try:
        storage.write_atomic(path, text)
    except storage.WriteFailure:
        return False
    return True


class _Failure:
    """What a computer player raised (kept as text: no frames, no view kept alive)."""

    def __init__(self, exc: BaseException) -> None:
        self.text = "".join(traceback.format_exception(exc)).rstrip()

    def __repr__(self) -> str:
        return self.text.splitlines()[-1] if self.text else "failure"


class _Bridge(QObject):
    done = Signal(int, int, int, object, float)   # generation, seat, ticket, action, seconds


# One worker thread for every controller: computer players think in turn, off
# the GUI thread.  A job holds its view copy only until it has run.
_executor: ThreadPoolExecutor | None = None
_executor_lock = threading.Lock()
#: Python's switch interval once computers think beside the window (seconds).
#: The thinking thread and the window share the GIL: at Python's default
#: (5 ms) every call into Qt that lets the GIL go costs the window up to 5 ms
#: to take it back, and a frame makes many such calls, so a slow decision
#: held a deal's animation back by hundreds of milliseconds; a shorter
#: interval gives the GIL back to the window sooner (benchmarks/bench_frames.py,
#: figures in docs/measuring.md).
SWITCH_INTERVAL = 0.0005


def _worker() -> ThreadPoolExecutor:
    global _executor
    with _executor_lock:
        if _executor is None:
            sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
            _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cardtable-player")
        return _executor


def _think(bridge: _Bridge, generation: int, seat: int, ticket: int, player: Any, view: dict[str, Any],
           legal: list[Any]) -> None:
    t0 = time.perf_counter()
    action: Any
    try:
        action = player.choose(view, legal)
    except Exception as exc:  # a broken player must not freeze the table
        action = _Failure(exc)
    del view, legal, player
    try:
        bridge.done.emit(generation, seat, ticket, action, time.perf_counter() - t0)
    except RuntimeError:  # the controller was deleted meanwhile (window closed)
        pass


class GameController(QObject):
    started = Signal()              # a new (or resumed) game: rebuild the table
    stopped = Signal()              # the game was stopped: drop queued animations
    events = Signal(list)           # engine events, in order, for the animation queue (raw: see redact)
    changed = Signal()              # the state changed (docks re-read the views)
    human_turn = Signal(int)        # a human seat is offered input (once, until it acts or leaves to_act)
    human_acted = Signal(int)       # a human's action was accepted
    thinking = Signal(int, bool)    # a computer seat starts / stops thinking
    undo_changed = Signal()         # what undo may do changed (menus re-read can_undo)
    undone = Signal()               # the human's last action was taken back (the table was rebuilt)
    stats_warning = Signal(str)     # translated: the statistics file was damaged and set aside
    stats_failed = Signal(object)   # storage.WriteFailure: the statistics could not be written (said once)
    illegal = Signal(str)           # translated reason of a refused action (every refusal)
    hint_ready = Signal(int, object)  # seat, suggested action
    game_over = Signal(list)        # final totals (once per game)
    window_opened = Signal(int, int)  # timed window id, length in ms (its timer started)
    window_closed = Signal(int)     # timed window id (ended by its timer or by the engine)
    save_failed = Signal(object)    # storage.WriteFailure: saving stopped working (once until it works again)
    save_recovered = Signal()       # saving works again after a failure
    paused_changed = Signal(bool)   # the game is held (a dialog is open) / goes on

    SAVE_RETRY_MS = 20000

    def __init__(self, durations: Durations | None = None, parent: QObject | None = None,
                 autosave: bool = True) -> None:
        super().__init__(parent)
        self.durations = durations or Durations()
        self.state: GameState | None = None
        self.setup: GameSetup | None = None
        self.players: dict[int, Any] = {}
        self.levels: list[str | None] = []
        self.autosave_enabled = autosave
        self.resumed = False             # the current game was read from a save
        # the table's memory read with a resumed game (storage.table_memory), for the
        # table to show again; None for a new game or a save without one
        self.resumed_memory: dict | None = None
        # what the table remembers now (the director's TableBehaviour.memory), saved with the game
        self.memory_source: Callable[[], dict | None] | None = None
        #: more of the memory, kept beside the table's under their own keys (a
        #: network host's events for each remote seat): each callable gives
        #: its part, or None for none (see :meth:`table_memory`)
        self.memory_parts: dict[str, Callable[[], Any]] = {}
        self._saved_memory: dict | None = None   # the memory in the autosave on disk
        self.actions_applied = 0         # actions applied to the current game since its start
        self.pace = True                 # visible thinking delay for computer players
        from cardtable.undo import UndoHistory
        self.undo_enabled = True         # the setting (Game > Allow undo)
        self.record_stats = True         # finished games with a human go into the statistics
        # (seat, action) -> None to accept, or a translated reason to refuse an
        # action the engine would accept (a lesson accepts only the taught move:
        # the table still offers every legal move, and a wrong one is refused
        # with the lesson's reason, as an illegal one is with the engine's)
        self.action_filter: Callable[[int, Any], str | None] | None = None
        self._undo = UndoHistory(None, None)
        self._generation = 0
        self._ticket = 0
        self._thinking: dict[int, tuple[int, float]] = {}   # seat -> (ticket, started)
        self._offered: dict[int, frozenset[Any]] = {}       # human seat -> legal actions offered
        self._animating = False
        self._over_sent = False
        self._window_id: int | None = None
        self._window_timer = QTimer(self)
        self._window_timer.setSingleShot(True)
        self._window_timer.setTimerType(Qt.TimerType.PreciseTimer)   # a rapidité is a race: to the millisecond
        self._window_timer.timeout.connect(self._window_timeout)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_choice)
        self._hint_bridge = _Bridge(self)
        self._hint_bridge.done.connect(self._on_hint)
        self._hint_player: Any = None
        self._hint_view: dict[str, Any] | None = None
        self.hint_reason: Any = None   # the last hint's cardtable.ai.Reason (or None), set before hint_ready
        self._hint_pending: tuple[int, int] | None = None    # (generation, seat) of the hint being computed
        self.decision_times: list[float] = []
        self._reaction_rng = random.Random(0)
        self.save_failure: storage.WriteFailure | None = None   # the last write failed (None: saved)
        self._failure_told = False
        self._save_retry = QTimer(self)
        self._save_retry.setSingleShot(False)
        self._save_retry.timeout.connect(self._retry_save)
        self._holds = 0                          # see hold(): the game is paused while > 0
        self._hold_reasons: list[str] = []       # why, when a holder said (see hold_reason)
        self._computers_held = 0                 # see hold_computers()
        self._seats_awaited = False              # see wait_for_seats(): nobody plays meanwhile
        self._stats_unwritten: list[tuple[GameSetup, list[int]]] = []   # results not written yet
        self._stats_failure_told = False
        self._window_left: int | None = None     # the window timer's time left, while paused
        self._save_pending = False               # a save was asked while paused
        self._pace_timers: dict[QTimer, int] = {}   # computer choices waiting their pacing delay -> ms left when paused
        self.remote: frozenset[int] = frozenset()   # seats played on other computers (see submit_remote)
        self.window_extra_ms = 0                 # added to every timed window's length (network round trip)

    # ------------------------------------------------------------- queries
    #: the game's engine state is here (a joined computer's table is fed by a
    #: :class:`cardtable.ui.network.remote_controller.RemoteController` instead, which
    #: answers the same questions from what the host sends its seat)
    local = True

    @property
    def has_game(self) -> bool:
        """A game is on the table (in progress or just finished)."""
        return self.state is not None

    @property
    def is_over(self) -> bool:
        """The game on the table has ended."""
        return self.state is not None and self.state.is_over

    def opening_events(self) -> list[dict[str, Any]]:
        """The events that show a new game being dealt (raw: the table
        redacts them); none for a resumed game."""
        if self.resumed or self.state is None:
            return []
        return list(self.state.opening_events())

    def opening_for(self, seat: int) -> list[dict[str, Any]]:
        """The opening events as ``seat`` may see them, while nothing has been
        played yet (no action applied since the deal, the game not resumed):
        what a seat joining a network game before the first move is shown
        dealt.  Once a move is made, none (that seat's table is shown at once)."""
        if self.actions_applied:
            return []
        return [e for e in (self.redact(ev, seat) for ev in self.opening_events()) if e is not None]

    @property
    def game_id(self) -> str | None:
        return self.setup.game_id if self.setup else None

    @property
    def active(self) -> bool:
        return self.state is not None and not self.state.is_over

    @property
    def animating(self) -> bool:
        """True while the table plays the last events (computers wait for it)."""
        return self._animating

    def view(self, seat: int) -> dict[str, Any]:
        assert self.state is not None
        return self.state.view(seat)

    def public_view(self) -> dict[str, Any]:
        """What every onlooker may know (the scoresheet reads this)."""
        assert self.state is not None
        fn = getattr(self.state, "public_view", None)
        if fn is None:
            return self.state.view(0)
        out: dict[str, Any] = fn()
        return out

    def redact(self, event: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
        """``event`` as ``seat`` may see it (None: every onlooker); None if it learns nothing."""
        fn = getattr(self.state, "redact", None)
        if fn is None:
            return event
        out: dict[str, Any] | None = fn(event, seat)
        return out

    def legal(self, seat: int) -> list[Any]:
        """``seat``'s legal actions now (none while the table waits for its seats)."""
        if self.state is None or self.state.is_over or self._seats_awaited or seat not in self.state.to_act():
            return []
        return self.state.legal_actions(seat)

    def to_act(self) -> frozenset[int]:
        """The seats that may act now: none while the table waits for its
        seats to be taken (:meth:`wait_for_seats`), whose turn it will be
        notwithstanding."""
        return frozenset() if self.state is None or self._seats_awaited else self.state.to_act()

    def is_human(self, seat: int) -> bool:
        return bool(self.setup and self.setup.seats[seat].human)

    def human_seats(self) -> list[int]:
        return self.setup.human_seats if self.setup else []

    def people_seats(self) -> list[int]:
        """The seats a person plays now, at this screen or on another
        computer (not the computer players, nor a seat a computer plays for
        its absent person)."""
        if self.setup is None:
            return []
        return [s for s in range(self.setup.players) if s not in self.players]

    def is_remote(self, seat: int) -> bool:
        """The seat is played on another computer (whoever plays it now)."""
        return seat in self.remote

    def pending_window(self) -> Any:
        """The engine's open timed window, if any (``TimedWindow`` or None)."""
        fn = getattr(self.state, "pending_window", None)
        return None if fn is None else fn()

    def window_remaining_ms(self) -> int:
        """Time left on the open window's timer (0 when none runs; what was
        left when the game was paused, while it is)."""
        if self._window_left is not None:
            return self._window_left
        return max(0, self._window_timer.remainingTime()) if self._window_timer.isActive() else 0

    # --------------------------------------------------------------- pause
    @property
    def paused(self) -> bool:
        """The game is held (a dialog is open): see :meth:`hold`."""
        return self._holds > 0

    @property
    def hold_reason(self) -> str:
        """Why the game is held, when its holder said so (the table closed
        after "Arrêter d'accueillir"); "" for a dialog open, or no hold."""
        return self._hold_reasons[-1] if self._hold_reasons and self.paused else ""

    def hold(self, reason: str = "") -> None:
        """Pause the game until the matching :meth:`release` (holds are
        counted: the game goes on when the last one is released).  Computers,
        the timed window's timer, pacing delays, the animation queue (through
        ``paused_changed``) and the autosave all wait.  ``reason``: what a
        refused action says meanwhile (else "paused while a window is
        open"); the same words are given to :meth:`release`."""
        if reason:
            self._hold_reasons.append(reason)
        self._holds += 1
        if self._holds > 1:
            return
        if self._window_timer.isActive():
            self._window_left = max(0, self._window_timer.remainingTime())
            self._window_timer.stop()
        for timer in list(self._pace_timers):
            if timer.isActive():
                self._pace_timers[timer] = max(0, timer.remainingTime())
                timer.stop()
        for seat in self._thinking:
            self.thinking.emit(seat, False)      # no computer seems to think behind the dialog
        self.paused_changed.emit(True)

    def release(self, reason: str = "") -> None:
        """Let go of one :meth:`hold`; the last one lets the game go on where it stopped."""
        if reason in self._hold_reasons:
            self._hold_reasons.remove(reason)
        if self._holds == 0:
            return
        self._holds -= 1
        if self._holds > 0:
            return
        if self._window_left is not None and not self._computers_held:
            left, self._window_left = self._window_left, None
            self._window_timer.start(left)
        for timer, left in list(self._pace_timers.items()):
            if not timer.isActive():
                timer.start(left)
        for seat in self._thinking:
            self.thinking.emit(seat, True)
        self.paused_changed.emit(False)
        if self._save_pending:
            self._save_pending = False
            self.save()
        self._advance_soon()

    def hold_computers(self) -> None:
        """Let no computer start to think, and stop the timed window's clock
        (keeping what is left of it, as :meth:`hold` does), until
        :meth:`release_computers` (counted).  Unlike :meth:`hold`, the table's
        animations and the humans go on: a lesson's coach stops the computers
        (and Deutch's rapidité clock) while it explains."""
        self._computers_held += 1
        if self._computers_held == 1 and self._window_timer.isActive():
            self._window_left = max(0, self._window_timer.remainingTime())
            self._window_timer.stop()

    def release_computers(self) -> None:
        if self._computers_held > 0:
            self._computers_held -= 1
            if self._computers_held == 0:
                if self._window_left is not None and not self.paused:
                    left, self._window_left = self._window_left, None
                    self._window_timer.start(left)
                self._advance_soon()

    @contextmanager
    def held(self) -> Iterator[None]:
        """``with controller.held():`` the game is paused inside the block."""
        self.hold()
        try:
            yield
        finally:
            self.release()

    # -------------------------------------------------------------- setup
    def start(self, setup: GameSetup, state: GameState | None = None,
              levels: Sequence[str | None] | None = None,
              players: Mapping[int, Any] | None = None, memory: dict | None = None) -> None:
        """Start ``setup`` (a new game, or ``state`` when resuming a saved one).

        ``memory``: the table's memory kept with a saved game
        (:func:`cardtable.ui.storage.table_memory`), shown again on resume.

        ``levels``: each seat's computer level (None for a human); by default
        the registry applies the game's rule to the levels of ``setup``.
        ``players``: ready-made players for some computer seats (a lesson's
        scripted opponents), used instead of a player of the seat's level.
        """
        import cardtable.ai as ai  # looked up at call time (tests replace make_player)

        self._reset()
        if state is None and setup.help_used:
            setup = dataclasses.replace(setup, help_used=False)     # a new game (a rematch) starts without help
        self.setup = setup
        self.resumed = state is not None
        self.resumed_memory = memory if state is not None and isinstance(memory, dict) else None
        self.actions_applied = 0
        self._undo = self._new_history()
        self.state = state or new_game(setup.game_id, seed=setup.seed, players=setup.players,
                                       options=setup.options)
        if levels is None:
            levels = games.effective_levels(setup.game_id, [s.human for s in setup.seats],
                                            [s.level for s in setup.seats])
        self.remote = frozenset(setup.remote_seats)
        self.levels = [None if seat in self.remote else level for seat, level in enumerate(levels)]
        self.players = {}
        self._reaction_rng = random.Random(setup.seed * 7919 + 1)
        for seat, level in enumerate(self.levels):
            if level is not None:
                given = players.get(seat) if players else None
                self.players[seat] = given if given is not None else ai.make_player(
                    setup.game_id, level, seed=setup.seed * 31 + seat)
        self._hint_player = None
        self._animating = True   # the table builds itself first, then calls animations_done
        self.started.emit()
        self.changed.emit()
        self.undo_changed.emit()
        self.save()

    def stop(self) -> None:
        """End the game in progress (a new game, the window closing): nothing of
        it runs any more, and the table drops what it had queued (``stopped``)."""
        self._reset()
        self.state = None
        self.stopped.emit()

    def _reset(self) -> None:
        self._generation += 1
        for seat in list(self._thinking):
            self.thinking.emit(seat, False)
        self._thinking.clear()
        self._offered.clear()
        self._over_sent = False
        self._window_timer.stop()
        self._window_id = None
        self._window_left = None
        for timer in list(self._pace_timers):
            timer.stop()
            timer.deleteLater()
        self._pace_timers.clear()
        self.players = {}
        self._hint_player = None
        self.decision_times.clear()

    # ------------------------------------------------------------- actions
    def submit(self, seat: int, action: Any) -> bool:
        """Apply a human's action; on refusal emit ``illegal(reason)`` and return False.

        Accepted whenever the engine accepts it, animations playing or not.
        """
        st = self.state
        reason: str | None = None
        evs: list[dict[str, Any]] = []
        if st is None:
            reason = GameController.tr("There is no game in progress.")
        elif seat in self.remote:
            reason = GameController.tr("This seat is played on another computer.")
        elif seat in self.players:
            reason = GameController.tr("The computer plays this seat.")
        elif self._seats_awaited:
            reason = self.seats_refusal()
        elif self.action_filter is not None and (refusal := self.action_filter(seat, action)) is not None:
            reason = refusal
        elif self.paused:
            reason = self.hold_reason or GameController.tr("The game is paused while a window is open.")
        else:
            position = st.to_json() if self._undo.tracking and seat == self._undo.seat else None
            try:
                evs = st.apply(seat, action)
            except IllegalAction as exc:
                reason = error_text(exc)
            else:
                if position is not None:
                    # the table's memory as the person saw it when they acted:
                    # taken back with the position (the last moves, the count)
                    memory = self.table_memory()
                    self._undo.human_acts(position, action, copy.deepcopy(memory) if memory else None)
        if reason is not None:
            self.illegal.emit(reason)
            return False
        self._offered.pop(seat, None)
        self._after_apply(evs)
        self.human_acted.emit(seat)
        return True

    def submit_remote(self, seat: int, action: Any) -> str | None:
        """Apply the action of a remote seat's person; None when it was
        applied, else why not (English: the other computer words it) and
        nothing changed.  The same checks as :meth:`submit`: a game in
        progress, a remote seat that no computer plays now, not paused, and
        the engine's own legality."""
        st = self.state
        if st is None:
            return "There is no game in progress."
        if seat not in self.remote:
            return "This seat is not played on another computer."
        if seat in self.players:
            return "The computer plays this seat."
        if self.paused:
            return "The game is paused on the host."
        if self._seats_awaited:
            return self.seats_refusal(english=True)
        try:
            evs = st.apply(seat, action)
        except IllegalAction as exc:
            return str(exc) or "This action is not allowed now."
        self._after_apply(evs)
        return None

    # ------------------------------------------------- a table that waits
    @property
    def waiting_for_seats(self) -> bool:
        """A network table waits for its remote seats to be taken: nobody plays."""
        return self._seats_awaited

    def wait_for_seats(self) -> None:
        """Nobody plays until :meth:`seats_taken`: a network table waits for
        its remote seats to be taken (at the start, and when a saved network
        game is resumed).  The computers are held (:meth:`hold_computers`),
        ``to_act()`` and ``legal()`` are empty, no human is offered the
        turn and every action is refused with :meth:`seats_refusal`."""
        if self._seats_awaited:
            return
        self._seats_awaited = True
        self.hold_computers()
        self._offered.clear()

    def seats_taken(self) -> None:
        """Every seat is taken: the game goes on, the seat to act offered its turn."""
        if not self._seats_awaited:
            return
        self._seats_awaited = False
        self.changed.emit()
        self.release_computers()

    def seats_wait_text(self) -> str:
        """While the table waits for its seats (:meth:`wait_for_seats`), why
        nobody plays (:meth:`seats_refusal`), which every refused gesture
        says rather than its own reason; else ""."""
        return self.seats_refusal() if self._seats_awaited and self.state is not None else ""

    def seats_refusal(self, english: bool = False) -> str:
        """Why nobody may act while the table waits (:meth:`wait_for_seats`):
        the game "starts" (or, resumed from its save, "resumes") when every
        seat is taken; in the user's language (the words of the host's
        banner and of a joined screen's status line), or in English for a
        remote seat's computer to word
        (:func:`cardtable.ui.network.remote_controller.host_reason_text`)."""
        if english:
            return ("The game resumes when every seat is taken." if self.resumed
                    else "The game starts when every seat is taken.")
        if self.resumed:
            return QCoreApplication.translate("NetJoin", "The game resumes when every seat is taken.")
        return QCoreApplication.translate("Hosting", "The game starts when every seat is taken.")

    def take_over(self, seat: int, level: str = "intermediaire") -> None:
        """A computer player of ``level`` plays the remote ``seat`` (its person
        is away) until :meth:`give_back`."""
        import cardtable.ai as ai
        if seat not in self.remote or seat in self.players or self.setup is None:
            return
        self.players[seat] = ai.make_player(self.setup.game_id, level, seed=self.setup.seed * 31 + seat)
        self.levels[seat] = level
        self._advance_soon()

    def give_back(self, seat: int) -> None:
        """The remote ``seat``'s person is back: no computer plays it any more
        (a choice it was making is dropped)."""
        if seat not in self.remote or seat not in self.players:
            return
        del self.players[seat]
        self.levels[seat] = None
        if self._thinking.pop(seat, None) is not None:
            self.thinking.emit(seat, False)

    def _after_apply(self, evs: list[dict[str, Any]]) -> None:
        self.actions_applied += 1
        self._animating = True
        self._undo.observe(evs)
        self._check_window_closed()
        self.events.emit(evs)
        self.changed.emit()
        self.undo_changed.emit()
        self.save()

    @Slot()
    def animations_done(self) -> None:
        """The scene's queue is idle: let the next seat(s) act.  What the
        table showed meanwhile (a count, the last moves) is saved with the
        game when it changed (the autosave was written as the action was
        applied, before the table showed it)."""
        self._animating = False
        self.save_memory()
        QTimer.singleShot(0, self, self._advance)

    def _advance(self) -> None:
        st = self.state
        if st is None or self._animating or self.paused:
            return
        if st.is_over:
            if not self._over_sent:
                self._over_sent = True
                self._record_result(st)
                self.game_over.emit(list(st.totals))
            return
        self._check_window_opened()
        to_act = st.to_act()
        for seat in list(self._offered):
            if seat not in to_act:
                del self._offered[seat]
        for seat in sorted(to_act):
            if seat in self.players:
                if seat not in self._thinking and not self._computers_held:
                    self._start_thinking(seat)
                continue
            if seat in self.remote:
                continue          # its person acts on another computer (submit_remote)
            if self._seats_awaited:
                continue          # nobody plays until every seat is taken (wait_for_seats)
            legal = frozenset(st.legal_actions(seat))
            if self._offered.get(seat) != legal:
                self._offered[seat] = legal
                self.human_turn.emit(seat)

    def _start_thinking(self, seat: int) -> None:
        assert self.state is not None
        self._ticket += 1
        self._thinking[seat] = (self._ticket, time.perf_counter())
        self.thinking.emit(seat, True)
        view = json.loads(json.dumps(self.state.view(seat)))
        legal = self.state.legal_actions(seat)
        _worker().submit(_think, self._bridge, self._generation, seat, self._ticket, self.players[seat], view,
                         legal)

    @Slot(int, int, int, object, float)
    def _on_choice(self, generation: int, seat: int, ticket: int, action: Any, seconds: float) -> None:
        if generation != self._generation or self.state is None:
            return
        current = self._thinking.get(seat)
        if current is None or current[0] != ticket:
            return
        self.decision_times.append(seconds)
        wait_ms = 0
        if self.pace and not self.durations.off:
            wait_ms = max(0, int(self.durations["think"] - (time.perf_counter() - current[1]) * 1000))
            react = self.reaction_delay_ms(seat)
            if react is not None:
                wait_ms = react
        timer = QTimer(self)
        timer.setSingleShot(True)

        def play() -> None:
            self._pace_timers.pop(timer, None)
            timer.deleteLater()
            self._play_choice(generation, seat, ticket, action)
        timer.timeout.connect(play)
        self._pace_timers[timer] = wait_ms
        if not self.paused:
            timer.start(wait_ms)

    def reaction_delay_ms(self, seat: int) -> int | None:
        """In a timed window, a computer player that has a reaction time
        (``player.reaction_ms(view, rng)``) acts that long after the window
        opened, scaled by the speed setting; None outside a window or for a
        player without one.  0 when pace is off or animations are off."""
        st = self.state
        win = self.pending_window()
        player = self.players.get(seat)
        react = getattr(player, "reaction_ms", None)
        if st is None or win is None or seat not in win.seats or react is None:
            return None
        if not self.pace or self.durations.off:
            return 0
        factor = self.durations.factor
        try:
            ms = int(react(st.view(seat), self._reaction_rng))
        except Exception:           # a player's bug never stops the game
            log.exception("reaction_ms failed for seat %d", seat)
            return None
        return max(0, int(ms * factor))

    def _play_choice(self, generation: int, seat: int, ticket: int, action: Any) -> None:
        st = self.state
        if generation != self._generation or st is None:
            return
        current = self._thinking.get(seat)
        if current is None or current[0] != ticket:
            return
        del self._thinking[seat]
        self.thinking.emit(seat, False)
        if st.is_over or seat not in st.to_act():
            return            # the moment passed (a window closed, the game ended)
        legal = st.legal_actions(seat)
        if not legal:
            return
        if isinstance(action, _Failure):
            ensure_log_file()
            log.error("computer player %s (seat %d, %s) failed; playing %r instead:\n%s",
                      type(self.players.get(seat)).__name__, seat, self.game_id, legal[0], action.text)
            action = legal[0]
        elif action not in legal:
            # another seat acted meanwhile: ask again with the new view
            self._advance_soon()
            return
        try:
            evs = st.apply(seat, action)
        except IllegalAction as exc:
            ensure_log_file()
            log.error("computer player at seat %d chose %r, refused (%s); playing %r instead",
                      seat, action, exc, legal[0])
            evs = st.apply(seat, legal[0])
        self._after_apply(evs)

    def _advance_soon(self) -> None:
        if not self._animating:
            QTimer.singleShot(0, self, self._advance)

    # ------------------------------------------------------------ windows
    def _check_window_opened(self) -> None:
        win = self.pending_window()
        if win is None:
            self._check_window_closed()
            return
        if win.id != self._window_id:
            self._window_id = int(win.id)
            length = max(0, int(win.length_ms)) + max(0, int(self.window_extra_ms))
            if self._computers_held:
                self._window_left = length        # its clock starts when the computers are let go
            else:
                self._window_timer.start(length)
            self.window_opened.emit(self._window_id, length)

    def _check_window_closed(self) -> None:
        if self._window_id is None:
            return
        win = self.pending_window()
        if win is None or win.id != self._window_id:
            wid = self._window_id
            self._window_timer.stop()
            self._window_left = None
            self._window_id = None
            self.window_closed.emit(wid)

    def _window_timeout(self) -> None:
        st = self.state
        win = self.pending_window()
        if st is None or win is None or win.id != self._window_id:
            self._check_window_closed()
            return
        if self._computers_held:
            self._window_timer.start(250)      # a lesson's coach is speaking: the window waits
            return
        evs = st.close_window()
        self._after_apply(evs)

    # --------------------------------------------------------------- hints
    def request_hint(self, seat: int) -> None:
        """Ask the strongest computer player what ``seat`` should do, among the
        moves the table accepts: in a lesson's taught step (``action_filter``)
        the hint is the taught move, never one the coach would refuse (while
        the coach waits for "Continuer" and accepts nothing, among all legal moves)."""
        if self.state is None or seat not in self.to_act() or self.setup is None:
            return
        if self._hint_pending == (self._generation, seat):
            return          # one hint at a time: a key held down must not queue dozens in the worker
        self._hint_pending = (self._generation, seat)
        import cardtable.ai as ai
        if self._hint_player is None:
            self._hint_player = ai.make_player(self.setup.game_id, "difficile", seed=self.setup.seed + 977)
        view = json.loads(json.dumps(self.state.view(seat)))
        legal = self.state.legal_actions(seat)
        if self.action_filter is not None:
            legal = [a for a in legal if self.action_filter(seat, a) is None] or legal
        self._hint_view = view
        _worker().submit(_think, self._hint_bridge, self._generation, seat, 0, self._hint_player, view, legal)

    @Slot(int, int, int, object, float)
    def _on_hint(self, generation: int, seat: int, ticket: int, action: Any, seconds: float) -> None:
        if self._hint_pending == (generation, seat):
            self._hint_pending = None
        if generation == self._generation and not isinstance(action, _Failure):
            import cardtable.ai as ai
            view = self._hint_view
            # the same player says why (cardtable.ai.explain: None when it cannot)
            self.hint_reason = ai.explain(self._hint_player, view, action) if view is not None else None
            self.mark_help_used()
            self.hint_ready.emit(seat, action)

    # ---------------------------------------------------------------- undo
    def _new_history(self) -> Any:
        """Undo is kept when exactly one human plays and the game has a rule
        (a :class:`cardtable.undo.UndoHistory`)."""
        from cardtable.undo import UndoHistory
        humans = self.human_seats()
        try:
            rule = games.game_info(self.setup.game_id).undo if self.setup is not None else None
        except games.NotAvailable:
            rule = None
        return UndoHistory(rule, humans[0] if len(humans) == 1 else None)

    def mark_help_used(self) -> None:
        """The game is played with help (an undo, a hint): the statistics say so."""
        if self.setup is not None and not self.setup.help_used:
            self.setup = dataclasses.replace(self.setup, help_used=True)

    def undo_refusal(self) -> str | None:
        """Why the human's last action cannot be taken back now (translated), or None."""
        from PySide6.QtCore import QCoreApplication
        st = self.state
        if st is None or self.setup is None:
            return GameController.tr("There is no game in progress.")
        if not self.undo_enabled:
            return GameController.tr("Undo is turned off (Game > Allow undo).")
        if self.remote:
            # a network game is a real table: a card played was seen on the other screens
            return GameController.tr("There is no undo in a network game: the other players have seen "
                                     "the move.")
        if len(self.human_seats()) != 1:
            return GameController.tr("Undo is possible only when one person plays against the computer.")
        try:
            info = games.game_info(self.setup.game_id)
        except games.NotAvailable:
            return GameController.tr("This game does not allow taking a move back.")
        if info.undo is None:
            return QCoreApplication.translate(games.UNDO_CONTEXT, info.undo_refusal)
        why = self._undo.refusal()
        if why is None and st.is_over:
            why = games.GAME_OVER_BARRIER
        if why is None and self.pending_window() is not None:
            why = games.WINDOW_BARRIER
        if why is not None:
            return GameController.tr("Nothing to undo: {reason}").format(
                reason=QCoreApplication.translate(games.UNDO_CONTEXT, why))
        return None

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo(self) -> bool:
        """Go back to the position just before the human's last action (every
        computer move after it is undone too); on refusal emit ``illegal(reason)``
        and return False.  The table rebuilds itself as when a save is resumed,
        with what it remembered when the person acted (the last moves, the
        last count: :meth:`UndoHistory.take_back_kept`)."""
        reason = self.undo_refusal()
        if reason is not None:
            self.illegal.emit(reason)
            return False
        from cardtable.engine import SaveError, load_game
        assert self.setup is not None
        position, memory = self._undo.take_back_kept()
        try:
            state = load_game(position)
        except (SaveError, ValueError) as exc:     # cannot happen: our own exact JSON
            ensure_log_file()
            log.error("undo: the kept position does not load (%s)", exc)
            self._undo.forget(games.NO_UNDO)
            self.illegal.emit(GameController.tr("This move cannot be taken back."))
            return False
        history = self._undo
        self.mark_help_used()
        self.start(self.setup, state, self.levels, memory=memory)
        self._undo = history
        self.undo_changed.emit()
        self.undone.emit()
        return True

    # ---------------------------------------------------------- statistics
    def _record_result(self, st: GameState) -> None:
        """Put the finished game into the statistics (humans only; never raises)."""
        setup = self.setup
        if not self.record_stats or setup is None or not setup.human_seats:
            return
        self._stats_unwritten.append((setup, list(st.totals)))
        self.retry_stats()

    def retry_stats(self) -> bool:
        """Write the finished games' results not written yet (all at once);
        True when none is left.  Never raises."""
        if not self._stats_unwritten:
            return True
        failures: list[storage.WriteFailure] = []
        try:
            from cardtable.ui.stats_file import record_games
            warning = record_games(list(self._stats_unwritten), failures.append)
        except Exception:          # the statistics never stop a game
            ensure_log_file()
            log.exception("the statistics could not be recorded")
            self._stats_unwritten.clear()
            return False
        if warning:
            self.stats_warning.emit(warning)
        if failures:
            if not self._stats_failure_told:
                self._stats_failure_told = True
                self.stats_failed.emit(failures[0])
            return False
        self._stats_unwritten.clear()
        self._stats_failure_told = False
        return True

    # ------------------------------------------------------------- saving
    @staticmethod
    def autosave_path() -> Path:
        return storage.autosave_path()

    def save(self) -> bool:
        """Write the game to the autosave (a finished game's autosave is
        removed).  Never raises: a failure is logged and, the first time after
        a success (or after another folder was chosen), reported by
        ``save_failed(WriteFailure)``; while it fails, a retry runs every
        ``SAVE_RETRY_MS`` and every move tries again; the first success after
        a failure emits ``save_recovered``.  Returns True when the file on disk
        now holds the game."""
        if not self.autosave_enabled or self.state is None or self.setup is None:
            return True
        if self.paused:
            self._save_pending = True      # written when the game goes on (release)
            return self.save_failure is None
        try:
            path = self.autosave_path()
            if self.state.is_over:
                storage.remove(path)
            else:
                memory = self.table_memory()
                storage.write_atomic(path, storage.document(self.setup, self.state, memory))
                self._saved_memory = memory
        except storage.WriteFailure as exc:
            self._save_failed(exc)
            return False
        if self.save_failure is not None:
            self.save_failure = None
            self._save_retry.stop()
            log.info("saving works again: %s", path)
            self.save_recovered.emit()
        return True

    def save_memory(self) -> None:
        """Save the game again when what the table remembers changed since
        the autosave was written (the table shows a count, or the last moves,
        after the action that made them was applied and saved)."""
        if (self.autosave_enabled and self.state is not None and not self.state.is_over
                and not self.paused and self.table_memory() != self._saved_memory):
            self.save()

    def table_memory(self) -> dict | None:
        """What the table remembers now (the last count shown, the recent
        moves…), with the :attr:`memory_parts` under their keys, saved with
        the game; None when nothing (never raises: a failure leaves that
        part out, never the game)."""
        memory: dict | None = None
        if self.memory_source is not None:
            try:
                memory = self.memory_source()
            except Exception:  # noqa: BLE001 - the game is saved without it
                log.exception("the table's memory could not be read")
        for key, part in self.memory_parts.items():
            try:
                value = part()
            except Exception:  # noqa: BLE001 - the game is saved without it
                log.exception("the memory's part %s could not be read", key)
                continue
            if value is not None:
                memory = {**(memory or {}), key: value}
        return memory

    @staticmethod
    def read_save_with_memory(path: Path) -> tuple[GameSetup, GameState, dict | None]:
        """:meth:`read_save`, and the table's memory kept with the game (or None)."""
        return storage.read_save_with_memory(path)

    def _save_failed(self, exc: storage.WriteFailure) -> None:
        first = self.save_failure is None or not self._failure_told
        self.save_failure = exc
        if not self._save_retry.isActive():
            self._save_retry.start(self.SAVE_RETRY_MS)
        if first:
            self._failure_told = True
            ensure_log_file()
            log.error("the game could not be saved (%s): %s", exc.kind, exc)
            self.save_failed.emit(exc)

    def forget_save_failure(self) -> None:
        """Another folder was chosen: its first failure is reported again (of
        the saves and of the statistics), and the log follows it."""
        self._failure_told = False
        self._stats_failure_told = False
        ensure_log_file()

    def _retry_save(self) -> None:
        if self.save_failure is None:
            self._save_retry.stop()
        else:
            self.save()

    @staticmethod
    def read_save(path: Path) -> tuple[GameSetup, GameState]:
        """Read a save; raises SaveError (with an English reason, for the log,
        and a ``kind`` for :func:`save_error_text`) if unusable.
        See :func:`cardtable.ui.storage.read_save`."""
        return storage.read_save(path)

    @staticmethod
    def set_aside(path: Path, label: str = "unreadable") -> Path:
        """Move an unreadable file aside (never delete it); return the new path."""
        return storage.set_aside(path, label)


class HoldWhileShown(QObject):
    """Holds ``controller``'s game (:meth:`GameController.hold`) while
    ``widget`` is shown, and releases it when the widget is hidden or deleted."""

    def __init__(self, controller: GameController, widget: QObject) -> None:
        super().__init__(controller)
        self.controller = controller
        self.holding = False
        widget.installEventFilter(self)
        widget.destroyed.connect(self._gone)
        if getattr(widget, "isVisible", lambda: False)():
            self._take()

    def _gone(self, *_: Any) -> None:
        self._let_go()
        self.deleteLater()

    def _take(self) -> None:
        if not self.holding:
            self.holding = True
            self.controller.hold()

    def _let_go(self, *_: Any) -> None:
        if self.holding:
            self.holding = False
            self.controller.release()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.Show:
            self._take()
        elif kind == QEvent.Type.Hide:
            self._let_go()
        return False

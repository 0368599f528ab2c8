"""One animation queue: steps run strictly in order; ``idle`` when drained.

A step is a callable returning ``None`` (instant), a ``QAbstractAnimation``
(started by the queue, which waits for it to finish) or a :class:`Waiter`
(waits until someone calls ``done()`` — a score panel waiting for a click;
``waiting_started`` says the queue has begun to wait on one).

:meth:`AnimationQueue.set_paused` holds the queue where it is (the game is
paused while a dialog is open: :meth:`cardtable.ui.controller.GameController.hold`):
the running animation is paused, and no next step starts (nor does ``idle``
come) until it is resumed.  A step that raises is reported (``sys.excepthook``:
the crash dialog) and the queue goes on with the next one, so "Go on" after an
error goes on playing.

Speech (:mod:`cardtable.ui.table.speech`): :meth:`AnimationQueue.add_speech`
adds a line's speaking time to a backlog that drains as time passes
(:attr:`AnimationQueue.clock`); once a step has run, the queue starts no
next step and does not go idle while some of it is left: it waits
(:attr:`speaking`, :attr:`speech_wait_ms`, :attr:`speech_timer`), then looks
again.  :meth:`AnimationQueue.speech_interrupted` empties the backlog.
"""

from __future__ import annotations

import sys
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal


class Waiter(QObject):
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._done = False

    def start(self) -> None:
        pass

    def done(self) -> None:
        if not self._done:
            self._done = True
            self.finished.emit()


Step = Callable[[], Any]


class AnimationQueue(QObject):
    idle = Signal()
    busy_changed = Signal(bool)
    #: the queue now waits on a :class:`Waiter` (a panel waiting for a click):
    #: the table is at rest until it is done, though the queue is not idle
    waiting_started = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[tuple[Step, int]] = deque()
        self._running = False
        self._current: Any = None
        self._generation = 0
        self._paused = False
        self._deferred: Callable[[], None] | None = None   # what runs on resume
        #: seconds, monotonic: when the speech backlog started draining (tests replace it)
        self.clock: Callable[[], float] = time.monotonic
        self._speech_until = 0.0        # clock() when what was said will have been spoken
        self._ran = False               # a step ran since the queue last started: speech may hold it
        #: the queue waits for speech now (``speech_timer`` runs)
        self.speaking = False
        #: the last wait for speech the queue computed, in ms
        self.speech_wait_ms = 0
        self.speech_timer = QTimer(self)
        self.speech_timer.setSingleShot(True)
        self.speech_timer.timeout.connect(self._speech_done)

    @property
    def paused(self) -> bool:
        return self._paused

    def set_paused(self, paused: bool) -> None:
        """Hold the queue (the running animation pauses, no next step starts) or let it go on."""
        if paused == self._paused:
            return
        self._paused = paused
        cur = self._current
        if isinstance(cur, QAbstractAnimation):
            if paused and cur.state() == QAbstractAnimation.State.Running:
                cur.pause()
            elif not paused and cur.state() == QAbstractAnimation.State.Paused:
                cur.resume()
        if not paused and self._deferred is not None:
            go, self._deferred = self._deferred, None
            QTimer.singleShot(0, self, go)

    @property
    def waiting(self) -> bool:
        """The queue waits on a :class:`Waiter` (a panel waiting for a click)."""
        return isinstance(self._current, Waiter)

    @property
    def busy(self) -> bool:
        return self._running or bool(self._steps)

    def add_speech(self, ms: int) -> None:
        """A line that takes ``ms`` to say was just announced: it is said after
        what is still being said."""
        if ms <= 0:
            return
        self._speech_until = max(self._speech_until, self.clock()) + ms / 1000

    def speech_left_ms(self) -> int:
        """What is left of the speech backlog, in ms."""
        return max(0, round((self._speech_until - self.clock()) * 1000))

    def speech_interrupted(self) -> None:
        """The person pressed a key: the screen reader stopped speaking."""
        self._speech_until = 0.0
        if self.speaking:
            self.speech_timer.stop()
            self._speech_done()

    def _speech_done(self) -> None:
        if self.speaking:
            self.speaking = False
            self._run_next()

    def push(self, step: Step, pause_ms: int = 0) -> None:
        """Queue ``step``; ``pause_ms`` is waited after it finishes."""
        self._steps.append((step, max(0, int(pause_ms))))
        if not self._running:
            self._running = True
            self.busy_changed.emit(True)
            QTimer.singleShot(0, self, self._run_next)

    def clear(self) -> None:
        """Drop pending steps and finish the current animation at once."""
        self._generation += 1
        self._steps.clear()
        self._deferred = None
        self.speech_timer.stop()
        self.speaking = False
        self._ran = False
        cur = self._current
        self._current = None
        if isinstance(cur, QAbstractAnimation):
            cur.stop()
        if self._running:
            self._running = False
            self.busy_changed.emit(False)

    def _run_next(self) -> None:
        gen = self._generation
        while True:
            if self._paused:
                self._deferred = lambda: self._resume(gen)
                return
            if self.speaking:
                return                  # speech_timer goes on
            if self._ran:
                wait = self.speech_left_ms()
                if wait > 0:            # what the last steps said is still being spoken
                    self.speech_wait_ms = wait
                    self.speaking = True
                    self.speech_timer.start(wait)
                    return
            if not self._steps:
                break
            step, pause = self._steps.popleft()
            self._ran = True
            try:
                out = step()
            except Exception:  # noqa: BLE001 - one broken step must not freeze the table for ever
                sys.excepthook(*sys.exc_info())     # the crash dialog says it; the queue goes on
                out = None
            if gen != self._generation:
                return
            if isinstance(out, QAbstractAnimation) and out.totalDuration() != 0:
                self._current = out
                # "stopped" rather than "finished": a card's own move may be
                # stopped half-way by its next move (a relayout when the
                # window is resized, a drag), and then "finished" never comes
                # and the queue would wait for ever (found by the monkey test)
                done = [False]

                def stopped(new, _old, g=gen, p=pause, done=done) -> None:
                    if new == QAbstractAnimation.State.Stopped and not done[0]:
                        done[0] = True     # the next step runs from the event loop, not inside a stop()
                        QTimer.singleShot(0, self, lambda: self._after(g, p))
                out.stateChanged.connect(stopped)
                out.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)
                return
            if isinstance(out, Waiter):
                self._current = out
                out.finished.connect(lambda g=gen, p=pause: self._after(g, p))
                out.start()
                if self._current is out:
                    self.waiting_started.emit()
                return
            if pause > 0:
                QTimer.singleShot(pause, self, lambda g=gen: self._resume(g))
                return
        self._running = False
        self._ran = False
        self._current = None
        self.busy_changed.emit(False)
        self.idle.emit()

    def _after(self, gen: int, pause: int) -> None:
        if gen != self._generation:
            return
        self._current = None
        if pause > 0:
            QTimer.singleShot(pause, self, lambda: self._resume(gen))
        else:
            self._run_next()

    def _resume(self, gen: int) -> None:
        if gen == self._generation:
            self._run_next()

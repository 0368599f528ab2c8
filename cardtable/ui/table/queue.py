"""One animation queue: steps run strictly in order; ``idle`` when drained.

A step is a callable returning ``None`` (instant), a ``QAbstractAnimation``
(started by the queue, which waits for it to finish) or a :class:`Waiter`
(waits until someone calls ``done()`` — a score panel waiting for a click).

:meth:`AnimationQueue.set_paused` holds the queue where it is (the game is
paused while a dialog is open: :meth:`cardtable.ui.controller.GameController.hold`):
the running animation is paused, and no next step starts (nor does ``idle``
come) until it is resumed.
"""

from __future__ import annotations

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
    waiting_started = Signal()      # the queue now waits on a Waiter (see ``waiting``)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[tuple[Step, int]] = deque()
        self._running = False
        self._current: Any = None
        self._generation = 0
        self._paused = False
        self._deferred: Callable[[], None] | None = None   # what runs on resume

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
        cur = self._current
        self._current = None
        if isinstance(cur, QAbstractAnimation):
            cur.stop()
        if self._running:
            self._running = False
            self.busy_changed.emit(False)

    def _run_next(self) -> None:
        gen = self._generation
        if self._paused:
            self._deferred = lambda: self._resume(gen)
            return
        while self._steps:
            step, pause = self._steps.popleft()
            out = step()
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

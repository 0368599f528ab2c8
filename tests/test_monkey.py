"""Monkey test: random user events on the real window, for every game of the
registry, raise nothing, freeze nothing and leave the table consistent with
the engine.

Events (seeded, so a failure is replayed by its game and seed): clicks and
double clicks at random points of the table and on cards, drags of cards to
random points and to the middle, clicks on the buttons shown over the table
(prompts, panels, the corner), key presses (arrows, Enter, Esc, Space, Tab,
digits, letters, Ctrl+Z), resizes, every action of the menus (Quit aside),
the scoresheet dock shown and hidden, a new game (one or two people at the
screen; half of them short, under the contract tests' quick options), bursts
of legal moves ("play on"; now and then until the game ends), a save, an
undo, the language and the animation speed changed.  A long run (2,000
events or more per game) must see games reach their end.

Checks: a hook collects every exception raised in a slot or a virtual method
(``sys.excepthook``) and every error logged by the program; dialogs opened by
the menus are closed by a timer (a modal one runs its own loop, the timer
closes it there); at checkpoints the table must come to rest (or wait on a
panel's button) within a generous timeout -- a frozen queue fails -- and, at
rest, every hand (or row) on the table holds as many cards as the engine says,
and the cards shown face up in the viewer's hand are the engine's.

CI runs :data:`QUICK` events per game; ``CARDTABLE_MONKEY_LONG=1`` runs
10,000 per game (``CARDTABLE_MONKEY_LONG=<n>``: n per game), and
``CARDTABLE_MONKEY_SEED`` changes the seed.
"""

from __future__ import annotations

import logging
import os
import random
import sys
import traceback
from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QPointF, QSize, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QMenu, QWidget
from test_contract import quick_options
from windows import shown_window

from cardtable import games
from cardtable.ui.setup import GameSetup, SeatSetup

QUICK = 250
LONG = 10_000
#: CARDTABLE_MONKEY_TRACE=<file>: every event is appended to the file (to see what came before a crash)
TRACE_FILE = os.environ.get("CARDTABLE_MONKEY_TRACE", "")


def event_count() -> int:
    raw = os.environ.get("CARDTABLE_MONKEY_LONG", "")
    if not raw:
        return QUICK
    try:
        n = int(raw)
    except ValueError:
        return LONG
    return LONG if n == 1 else max(1, n)


def playable() -> list[str]:
    from cardtable.ui.games import playable_games
    return playable_games()


class RandomLegal:
    """A fast computer player (the monkey tests the table, not the players):
    a seeded random legal action, passing most timed windows."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, legal):
        passes = [a for a in legal if type(a).__name__ == "Pass"]
        if passes and self.rng.random() < 0.8:
            return passes[0]
        return self.rng.choice(legal)


class Failures(logging.Handler):
    """Collects exceptions from Qt's slots and errors logged by the program."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.items: list[str] = []

    def excepthook(self, kind, value, tb) -> None:
        self.items.append("".join(traceback.format_exception(kind, value, tb)))

    def emit(self, record: logging.LogRecord) -> None:
        self.items.append(self.format(record))


class DialogCloser:
    """Closes every dialog and menu, a moment after it shows (a modal
    dialog's own event loop runs the timer); Qt's own popups (tooltips) are
    left to Qt."""

    def __init__(self, window: QWidget) -> None:
        self.window = window
        self.closed = 0
        self.kinds: Counter[str] = Counter()
        self.timer = QTimer()
        self.timer.setInterval(15)
        self.timer.timeout.connect(self.close_all)
        self.timer.start()

    def close_all(self) -> None:
        for w in QApplication.topLevelWidgets():
            if w is self.window or not w.isVisible():
                continue
            if isinstance(w, QDialog):
                w.done(0)
            elif isinstance(w, QMenu):
                w.close()
            else:
                continue        # a tooltip, a popup of Qt's own: Qt closes it (closing it here is unsafe)
            self.closed += 1
            self.kinds[type(w).__name__] += 1

    def stop(self) -> None:
        self.timer.stop()
        self.close_all()


class Monkey:
    KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return,
            Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Space, Qt.Key.Key_Tab, Qt.Key.Key_Backtab,
            Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Delete, Qt.Key.Key_Backspace,
            *[getattr(Qt.Key, f"Key_{d}") for d in range(10)],
            Qt.Key.Key_H, Qt.Key.Key_L, Qt.Key.Key_P, Qt.Key.Key_C, Qt.Key.Key_D, Qt.Key.Key_R, Qt.Key.Key_N,
            Qt.Key.Key_Question, Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_F1]

    def __init__(self, window, game: str, seed: int) -> None:
        self.w = window
        self.game = game
        self.rng = random.Random(seed)
        self.seed = seed
        self.counts: Counter[str] = Counter()
        self.games_started = 0
        self.checks = 0
        self.skipped = 0
        self.engine_events = 0
        self.finished = 0
        self.undone = 0
        self.trace: list[str] = []          # the kinds of the events sent (a failure's message)
        ctl = window.controller
        ctl.events.connect(lambda evs: setattr(self, "engine_events", self.engine_events + len(evs)))
        ctl.game_over.connect(lambda _t: setattr(self, "finished", self.finished + 1))
        ctl.undone.connect(lambda: setattr(self, "undone", self.undone + 1))

    # ------------------------------------------------------------- helpers
    @property
    def vp(self) -> QWidget:
        return self.w.view.viewport()

    def point(self) -> QPoint:
        vp = self.vp
        return QPoint(self.rng.randrange(max(1, vp.width())), self.rng.randrange(max(1, vp.height())))

    def card_point(self) -> QPoint | None:
        cards = [c for c in self.w.view.table.all_cards() if c.isVisible()]
        if not cards:
            return None
        item = self.rng.choice(cards)
        p = self.w.view.mapFromScene(item.mapToScene(QPointF(self.rng.uniform(-0.4, 0.4) * item.width(), 0)))
        return p

    def new_game(self) -> None:
        info = games.game_info(self.game)
        n = self.rng.randint(info.min_players, info.max_players)
        humans = {0} if self.rng.random() < 0.8 else {0, self.rng.randrange(1, n)}
        seats = [SeatSetup(f"P{i}", i in humans, self.rng.choice(["facile", "intermediaire"])) for i in range(n)]
        # half the games short (the contract tests' quick options), so that games end
        options = quick_options(self.game) if self.rng.random() < 0.5 else {}
        self.w.start_game(GameSetup(self.game, n, seats, options, self.rng.randrange(10**6)))
        self.w.controller.pace = self.rng.random() < 0.3
        self.games_started += 1

    def menu_actions(self):
        out = []

        def walk(menu):
            for a in menu.actions():
                if a.menu() is not None:
                    walk(a.menu())
                elif not a.isSeparator() and a.isEnabled() and a is not self.w.act_quit:
                    out.append(a)
        for a in self.w.menuBar().actions():
            if a.menu() is not None:
                walk(a.menu())
        return out

    def move(self) -> None:
        """A legal move of the person the table waits on, submitted as the
        table submits it (so games reach their later phases and their end)."""
        ctl, seat = self.w.controller, self.w.director.awaiting
        if seat is not None and seat in ctl.to_act() and not self.w.director.curtain.isVisible():
            legal = ctl.legal(seat)
            if legal:
                ctl.submit(seat, self.rng.choice(legal))

    def play_on(self, moves: int) -> None:
        """Up to ``moves`` legal moves of whoever the table waits on, the table
        running between them (answering a panel or lifting the curtain as a
        person would), so that games reach their end, the end panel and the
        statistics.  The computers play without their pauses, and the cards
        without animation, meanwhile."""
        ctl, settings = self.w.controller, self.w.settings
        pace, ctl.pace = ctl.pace, False
        speed = settings.get("speed")
        settings.set("speed", "off")
        try:
            self._play_on(moves)
        finally:
            self.w.controller.pace = pace
            settings.set("speed", speed)

    def _play_on(self, moves: int) -> None:
        for _ in range(moves):
            ctl = self.w.controller
            if ctl.state is None or ctl.state.is_over:
                return
            for _ in range(600):                 # the table's pace is real time: wait a little
                QTest.qWait(5)
                if self.w.director.awaiting is not None and not ctl.animating:
                    break
                beh = self.w.director.behaviour
                if beh is not None:
                    beh.release_hold()          # a battle held in view: the person's key ends it
                if beh is not None and beh.info_panel.isVisible() and beh.info_panel.first_button() is not None:
                    beh.info_panel.first_button().click()
                elif self.w.director.curtain.isVisible():
                    QTest.mouseClick(self.w.director.curtain, Qt.MouseButton.LeftButton)
            else:
                return          # nobody to move for 3 s (a dialog, a timed window...): the burst ends
            self.move()

    # -------------------------------------------------------------- events
    def step(self) -> None:
        r = self.rng.random()
        vp = self.vp
        if r < 0.003:
            kind = "play to the end"
            self.play_on(3000)
        elif r < 0.22:
            kind = "click"
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self.point())
        elif r < 0.36:
            kind = "click card"
            p = self.card_point()
            if p is not None:
                button = Qt.MouseButton.LeftButton if self.rng.random() < 0.9 else Qt.MouseButton.RightButton
                QTest.mouseClick(vp, button, Qt.KeyboardModifier.NoModifier, p)
        elif r < 0.40:
            kind = "double click card"
            p = self.card_point()
            if p is not None:
                QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
        elif r < 0.48:
            kind = "drag"
            start = self.card_point() or self.point()
            end = self.point() if self.rng.random() < 0.5 else self.w.view.mapFromScene(self.w.view.table.center())
            QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
            for k in range(1, 6):
                p = start + (end - start) * (k / 5)
                QTest.mouseMove(vp, QPoint(int(p.x()), int(p.y())))
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        elif r < 0.515:
            kind = "move"
            self.move()
        elif r < 0.52:
            kind = "play on"
            self.play_on(self.rng.randint(10, 60))
        elif r < 0.60:
            kind = "button"
            buttons = [b for b in self.w.view.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
            if buttons:
                b = self.rng.choice(buttons)
                QTest.mouseClick(b, Qt.MouseButton.LeftButton)
        elif r < 0.80:
            kind = "key"
            target = self.w.view if self.rng.random() < 0.85 else (QApplication.focusWidget() or self.w)
            QTest.keyClick(target, self.rng.choice(self.KEYS))
        elif r < 0.82:
            kind = "resize"
            self.w.resize(QSize(self.rng.randint(640, 1500), self.rng.randint(480, 950)))
        elif r < 0.86:
            kind = "menu action"
            actions = self.menu_actions()
            if actions:
                self.rng.choice(actions).trigger()
        elif r < 0.875:
            kind = "dock"
            dock = self.w.ensure_scoresheet()
            dock.toggleViewAction().trigger()
        elif r < 0.885:
            kind = "new game"
            self.new_game()
        elif r < 0.905:
            kind = "save"
            self.w.controller.save()
        elif r < 0.94:
            kind = "undo"
            self.w.view.setFocus()
            QTest.keyClick(self.w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        elif r < 0.95:
            kind = "language"
            self.w.set_language(self.rng.choice(["fr", "en"]))
        else:
            kind = "speed"
            self.w.settings.set("speed", self.rng.choice(["off", "off", "fast", "normal"]))
        self.counts[kind] += 1
        self.trace.append(kind)
        if TRACE_FILE:
            ctl = self.w.controller
            with open(TRACE_FILE, "a", encoding="utf-8") as fh:     # read after a crash
                fh.write(f"{self.game} {sum(self.counts.values())} {kind} to_act={sorted(ctl.to_act())} "
                         f"busy={self.w.view.table.queue.busy} speed={self.w.settings.get('speed')}\n")
        QApplication.processEvents()

    # -------------------------------------------------------------- checks
    def at_rest(self) -> bool:
        ctl = self.w.controller
        return (ctl.state is None or not self.w.view.table.queue.busy and not ctl.animating)

    def waiting_on_panel(self) -> bool:
        """The queue waits on a panel's button (a hand's breakdown): a person's click."""
        beh = self.w.director.behaviour
        return bool(beh is not None and beh.info_panel.isVisible())

    def settle(self, qtbot) -> None:
        """The table comes to rest (or waits on a panel), else it froze."""
        try:
            qtbot.waitUntil(lambda: self.at_rest() or self.waiting_on_panel(), timeout=60000)
        except Exception:
            q = self.w.view.table.queue
            print("FREEZE: current step", q._current, "steps left", len(q._steps),
                  "last events", self.trace[-40:])
            pytest.fail(f"{self.game} seed {self.seed}: the table did not come to rest "
                        f"(queue busy {self.w.view.table.queue.busy}, animating {self.w.controller.animating})")

    def checkpoint(self, qtbot) -> None:
        """Settle; like a person, answer a panel the table waits on or lift
        the curtain (a few times), then check the table against the engine."""
        for _ in range(4):
            self.settle(qtbot)
            beh = self.w.director.behaviour
            if self.waiting_on_panel():
                first = beh.info_panel.first_button()
                if first is not None:
                    first.click()
                continue
            if self.w.director.curtain.isVisible():
                QTest.mouseClick(self.w.director.curtain, Qt.MouseButton.LeftButton)
                continue
            break
        self.settle(qtbot)
        self.check_consistent()

    def check_consistent(self) -> None:
        w, ctl = self.w, self.w.controller
        if ctl.state is None or not self.at_rest() or w.director.curtain.isVisible():
            self.skipped += 1
            return
        director = w.director
        viewer = director.viewer
        seat = viewer if viewer is not None else w.view.table.bottom_seat
        view = ctl.view(seat)
        piles = w.view.table.piles
        sizes = next((view[k] for k in ("hand_sizes", "counts") if k in view), None)
        where = f"{self.game} seed {self.seed}"
        if sizes is not None:
            for s, n in enumerate(sizes):
                pile = piles.get(f"hand{s}")
                if pile is not None:
                    assert len(pile.items) == n, f"{where}: seat {s} holds {len(pile.items)} cards, engine {n}"
        if "row_sizes" in view and "occupied" in view:
            for s in range(ctl.state.players):
                pile = piles.get(f"row{s}")
                if pile is not None:
                    shown = sum(1 for i in pile.items if i.isVisible())
                    engine = sum(bool(x) for x in view["occupied"][s])
                    assert shown == engine, f"{where}: row {s} shows {shown} cards, engine {engine}"
        hand = view.get("hand")
        pile = piles.get(f"hand{seat}")
        if viewer is not None and pile is not None and isinstance(hand, list) and all(isinstance(c, str)
                                                                                       for c in hand):
            face_up = sorted(str(i.card) for i in pile.items if i.card is not None and i.face_up)
            assert set(face_up) <= set(hand), f"{where}: the hand shows {face_up}, engine {hand}"
            if not ctl.state.is_over and len(face_up) == len(pile.items):
                assert sorted(face_up) == sorted(hand), f"{where}: the hand shows {face_up}, engine {hand}"
        self.checks += 1


@pytest.mark.parametrize("game", playable())
def test_monkey(qtbot, english, game, monkeypatch):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda g, level, seed=0: RandomLegal(seed))
    seed = int(os.environ.get("CARDTABLE_MONKEY_SEED", "1")) * 1000 + playable().index(game)
    failures = Failures()
    log = logging.getLogger("cardtable")
    log.addHandler(failures)
    w = shown_window(qtbot, (1100, 760))
    closer = DialogCloser(w)
    monkey = Monkey(w, game, seed)
    old_hook = sys.excepthook
    sys.excepthook = failures.excepthook
    total = event_count()
    try:
        monkey.new_game()
        for i in range(total):
            monkey.step()
            if failures.items:
                pytest.fail(f"{game} seed {seed}, event {i} ({monkey.counts.most_common(1)}):\n"
                            + "\n".join(failures.items[:3]))
            if i % 50 == 49:
                monkey.checkpoint(qtbot)
        monkey.checkpoint(qtbot)
        assert not failures.items, "\n".join(failures.items[:3])
    finally:
        sys.excepthook = old_hook
        log.removeHandler(failures)
        closer.stop()
        w.controller.stop()
    print(f"\nmonkey {game}: {total} events, seed {seed}, {monkey.games_started} games started, "
          f"{monkey.finished} finished, {monkey.engine_events} engine events, {monkey.undone} undos, "
          f"{monkey.checks} consistency checks ({monkey.skipped} skipped), {closer.closed} windows closed "
          f"{dict(closer.kinds)}, "
          f"events {dict(sorted(monkey.counts.items()))}")
    assert monkey.checks > 0
    if total >= 2000:
        assert monkey.finished > 0, f"{game}: no game reached its end in {total} events"


def test_the_consistency_check_can_fail(qtbot, english):
    """A hand on the table that lost a card is caught."""
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    settings = Settings()
    settings.set("speed", "off")
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    monkey = Monkey(w, "atout_pique", 5)
    monkey.new_game()
    w.controller.pace = False
    qtbot.waitUntil(lambda: monkey.at_rest() and 0 in w.controller.to_act(), timeout=15000)
    monkey.check_consistent()
    assert monkey.checks == 1
    pile = w.view.table.piles["hand0"]
    w.view.table.remove_card(pile.items[0])
    with pytest.raises(AssertionError):
        monkey.check_consistent()
    w.controller.stop()


def test_the_queue_goes_on_when_a_running_step_is_stopped(qtbot):
    """A card's own move, run as a queue step, stopped half-way by its next
    move (a resize): the queue goes on (it waited for ever before)."""
    from PySide6.QtCore import QObject, QPropertyAnimation

    from cardtable.ui.table.queue import AnimationQueue

    queue = AnimationQueue()
    obj = QObject()
    anim = QPropertyAnimation(obj, b"objectName")
    anim.setDuration(60_000)
    anim.setStartValue("a")
    anim.setEndValue("b")
    ran = []
    queue.push(lambda: anim)
    queue.push(lambda: ran.append(1))
    qtbot.waitUntil(lambda: anim.state() == anim.State.Running)
    with qtbot.waitSignal(queue.idle, timeout=5000):
        anim.stop()
    assert ran == [1] and not queue.busy


CARD_LEAVES_CODE = """
import os
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication, QGraphicsScene
app = QApplication([])
from cardtable.ui.cards.item import CardItem
from cardtable.ui.cards.render import CardRenderer
renderer = CardRenderer()
for i in range(200):
    scene = QGraphicsScene()
    item = CardItem(renderer)
    scene.addItem(item)
    anim = item.move_to(QPointF(10, 10), 0, 5)
    anim.start()
    while anim.state() == anim.State.Running:
        app.processEvents()
    del anim                      # finished: its deferred delete is posted...
    scene.removeItem(item)        # ...and the card leaves the table before it runs
    del item
    app.processEvents()
print("ok")
"""


def test_a_card_leaving_the_table_before_its_move_is_deleted_does_not_crash():
    """Found by the long monkey run (a new game while a card's finished move
    waited for its deferred delete): the process died (SIGSEGV / SIGBUS)."""
    import subprocess
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONPATH": str(root)}
    r = subprocess.run([sys.executable, "-c", CARD_LEAVES_CODE], capture_output=True, text=True, timeout=120,
                       cwd=root, env=env)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.strip() == "ok"

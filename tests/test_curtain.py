"""The hot-seat curtain covers everything on the table: a speech bubble, a
toast, a banner or a panel shown while it is up stays under it (the stacking
order of the view's child widgets), and comes on top again once it is lifted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from windows import shown_window

from cardtable.ui.table.overlays import Banner, Bubble, Curtain, GestureGuard, Panel, Toast
from cardtable.ui.table.prompt import Choice, PromptPanel


def above(parent: QWidget, top: QWidget, under: QWidget) -> bool:
    """``top`` is drawn over ``under`` (siblings; Qt keeps its children in
    stacking order, the last one on top)."""
    order = [w for w in parent.children() if isinstance(w, QWidget)]
    return order.index(top) > order.index(under)


@pytest.fixture
def table(qtbot):
    w = QWidget()
    w.resize(1024, 600)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_overlays_shown_while_the_curtain_is_up_stay_under_it(qtbot, table):
    old_bubble = Bubble(table)          # made before the curtain
    curtain = Curtain(table)
    curtain.show_for("Au tour de Léa", "Passez l'écran à Léa.")
    assert curtain.isVisible()
    new_bubble = Bubble(table)          # made while it is up
    toast, banner, panel = Toast(table), Banner(table), Panel(table, "Fin de la manche")
    prompt = PromptPanel(table)
    prompt.ask("Votre mise", [Choice(n, str(n)) for n in range(1, 14)], columns=7)
    old_bubble.show_at("J'ai regardé.", 5000, 300, 200)
    new_bubble.show_at("Oui !", 5000, 600, 200, tone="yes")
    toast.show_text("Léa prend la levée", 5000, 512, 300)
    banner.show_text("Deutch !", "Dernier tour", 5000, 512, 250)
    panel.place(512, 300)
    prompt.place_clear_of([])
    for w in (old_bubble, new_bubble, toast, banner, panel, prompt):
        assert w.isVisible()
        assert above(table, curtain, w), type(w).__name__
    # lifted: the next bubble comes on top as usual
    QTest.mouseClick(curtain, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible()
    old_bubble.show_at("À moi.", 5000, 300, 200)
    assert above(table, old_bubble, curtain) and above(table, old_bubble, new_bubble)


def test_a_computers_bubble_at_a_hot_seat_table_stays_under_the_curtain(qtbot, french, monkeypatch):
    import cardtable.ai
    from cardtable.ui.setup import GameSetup, SeatSetup

    class FirstLegal:
        def choose(self, view, legal):
            return legal[0]

    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: FirstLegal())
    w = shown_window(qtbot, (1024, 600), pace=False, autosave=False)
    try:
        names = ["Vous", "Léa", "Hugo", "Chloé"]
        seats = [SeatSetup(n, i in (0, 2), "facile") for i, n in enumerate(names)]
        w.start_game(GameSetup("atout_pique", 4, seats, {}, 5))
        director = w.director
        qtbot.waitUntil(lambda: director.curtain.isVisible(), timeout=10000)
        bubble = director.behaviour.bubble_at_plate(1, "J'ai regardé.")
        assert bubble is not None and bubble.isVisible()
        assert above(director.view, director.curtain, bubble)
        director.behaviour.place_prompt()      # even a prompt would stay hidden
        assert above(director.view, director.curtain, director.behaviour.prompt)
    finally:
        w.controller.stop()


# ------------------------------------------------- no private face, any frame
from PySide6.QtCore import QEvent, QObject, QPointF, QTimer  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402

from cardtable.ui.table.piles import HAND  # noqa: E402

PRIVATE_KINDS = {"deutch": ("row", "deutch_drawn"), "peech": (HAND, "peech_target")}


class FrameWatch(QObject):
    """Looks at the table at every frame (a 16 ms timer, and the moment the
    curtain is shown): a private card may show its face only to the person at
    the screen, never while the curtain is up; and with the curtain up the
    window shows the curtain alone (the view rendered with everything on it
    equals the curtain rendered by itself: nothing shows through)."""

    def __init__(self, window, game: str) -> None:
        super().__init__()
        self.w, self.d, self.kinds = window, window.director, PRIVATE_KINDS[game]
        self.faults: list[str] = []
        self.frames_behind = 0      # frames rendered with the curtain up
        self.frames = 0
        self.timer = QTimer(self)
        self.timer.setInterval(16)
        self.timer.timeout.connect(self.frame)
        self.timer.start()
        self.d.curtain.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Show:
            self.faces(True)
        return False

    def faces(self, curtain_up: bool) -> None:
        beh = self.d.behaviour
        if beh is None:
            return
        for pile in list(self.w.view.table.piles.values()):
            if pile.kind not in self.kinds:
                continue
            for item in pile.items:
                if item.card is not None and (item.face_up or item.shown_face_up):
                    if curtain_up or pile.seat != self.d.at_screen:
                        self.faults.append(f"{item.card} of seat {pile.seat} face up (curtain "
                                           f"{'up' if curtain_up else 'down'}, at screen {self.d.at_screen})")

    def frame(self) -> None:
        self.frames += 1
        up = self.d.curtain.isVisible()
        self.faces(up)
        if up:
            self.frames_behind += 1
            whole = self.d.view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
            alone = self.d.curtain.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
            if whole != alone:
                self.faults.append("the table shows through the curtain")

    def stop(self) -> list[str]:
        self.timer.stop()
        self.d.curtain.removeEventFilter(self)
        return sorted(set(self.faults))


def _hot_seat_window(qtbot, monkeypatch, game, options, seed):
    import cardtable.ai
    from cardtable.engine.deutch import Look, Pass
    from cardtable.ui.settings import Settings
    from cardtable.ui.setup import GameSetup, SeatSetup
    from cardtable.ui.window.main_window import MainWindow

    class Quiet:
        def choose(self, view, legal):
            for kind in (Pass, Look):
                for a in legal:
                    if isinstance(a, kind):
                        return a
            return legal[0]

    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: Quiet())
    settings = Settings()
    settings.set("speed", "fast")       # real flips and moves, frame after frame
    w = MainWindow(settings)
    w.controller.autosave_enabled = False
    w.resize(1024, 600)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    names = ["Anne", "Léa", "Hugo", "Chloé"]
    seats = [SeatSetup(n, i in (0, 1), "facile") for i, n in enumerate(names)]
    w.start_game(GameSetup(game, 4, seats, options, seed))
    w.controller.autosave_enabled = False
    return w


def _click(window, item) -> None:
    w = item.width()
    p = window.view.mapFromScene(item.mapToScene(QPointF(-w / 2 + w * 0.12, 0)))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)


def _lift_curtain(qtbot, watch) -> int:
    """Wait for the curtain, let it stand until the table behind it is at
    rest (and a few frames were rendered), lift it; the seat it was for."""
    d = watch.d
    qtbot.waitUntil(lambda: d.curtain.isVisible(), timeout=20000)
    seen = watch.frames_behind
    qtbot.waitUntil(lambda: not watch.w.view.table.queue.busy and watch.frames_behind >= seen + 3, timeout=20000)
    seat = d.pending_human
    QTest.mouseClick(d.curtain, Qt.MouseButton.LeftButton)
    return seat


def _offered(window, seat) -> bool:
    d, ctl = window.director, window.controller
    return (ctl.state is not None and seat in ctl.to_act() and not d.curtain.isVisible()
            and d.awaiting == seat and not window.view.table.queue.busy)


def test_deutch_opening_looks_show_no_private_face_through_any_curtain(qtbot, french, monkeypatch):
    w = _hot_seat_window(qtbot, monkeypatch, "deutch", {"rounds": 1, "rapidite_ms": 600}, 3)
    watch = FrameWatch(w, "deutch")
    try:
        beh = w.director.behaviour
        for _ in range(2):      # each person looks behind their curtain, then passes the screen
            seat = _lift_curtain(qtbot, watch)
            qtbot.waitUntil(lambda s=seat: _offered(w, s), timeout=20000)
            _click(w, beh.row_item(seat, 0))
            qtbot.waitUntil(lambda: beh.look_first == 0, timeout=5000)
            _click(w, beh.row_item(seat, 1))
            qtbot.waitUntil(lambda s=seat: w.controller.state.looked[s], timeout=5000)
            # the person sees what they looked at before the screen is passed on
            qtbot.waitUntil(lambda s=seat: any(i.card is not None and i.shown_face_up
                                               for i in beh.row_pile(s).items), timeout=10000)
        _lift_curtain(qtbot, watch)     # the first turn's curtain, after the second look
        assert watch.frames > 10
        assert watch.stop() == []
    finally:
        watch.stop()
        w.controller.stop()
        w.view.table.queue.clear()


def test_peech_choices_show_no_private_face_through_any_curtain(qtbot, french, monkeypatch):
    w = _hot_seat_window(qtbot, monkeypatch, "peech", {"rounds": 3}, 5)
    watch = FrameWatch(w, "peech")
    try:
        beh = w.director.behaviour
        for _ in range(3):      # two people choose, then the next battle's first curtain
            seat = _lift_curtain(qtbot, watch)
            qtbot.waitUntil(lambda s=seat: _offered(w, s), timeout=20000)
            chosen = len([c for c in w.controller.public_view()["chosen"] if c])
            _click(w, beh.hand_pile(seat).items[0])
            qtbot.waitUntil(lambda n=chosen: len([c for c in w.controller.public_view()["chosen"] if c]) > n
                            or w.director.curtain.isVisible(), timeout=5000)
        assert watch.frames > 10
        assert watch.stop() == []
    finally:
        watch.stop()
        w.controller.stop()
        w.view.table.queue.clear()


def test_the_curtain_ignores_a_key_or_click_made_as_it_comes_up(qtbot, table, monkeypatch):
    """A key or click within its guard after it comes up, or a key held down
    (which starts the guard again), does not lift the curtain: the person who has just played may be pressing
    a key meant for the table as it comes for the next person."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    lifted = []
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)
    curtain = Curtain(table)
    curtain.dismissed.connect(lambda: lifted.append(True))
    curtain.show_for("Au tour de Léa", "Passez l'écran à Léa.")
    assert curtain.isVisible() and not curtain.ready
    QTest.keyClick(curtain, Qt.Key.Key_Space)
    QTest.keyClick(curtain, Qt.Key.Key_Return)
    QTest.mouseClick(curtain, Qt.MouseButton.LeftButton)
    assert curtain.isVisible() and lifted == []
    # past its guard: a key held down still does nothing, a fresh key lifts it
    monkeypatch.setattr(GestureGuard, "guard_ms", 20)
    second = Curtain(table)
    second.dismissed.connect(lambda: lifted.append(True))
    second.show_for("Au tour de Hugo", "Passez l'écran à Hugo.")
    qtbot.waitUntil(lambda: second.ready, timeout=10000)
    held = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ", True)
    second.keyPressEvent(held)
    assert second.isVisible() and lifted == []
    # the held key starts the guard again: a fresh key lifts it once the keys have stopped
    assert not second.ready
    qtbot.waitUntil(lambda: second.ready, timeout=10000)
    QTest.keyClick(second, Qt.Key.Key_Space)
    assert not second.isVisible() and lifted == [True]
    # shown again for its texts while up (a change of language): not guarded anew
    monkeypatch.setattr(GestureGuard, "guard_ms", 20)
    third = Curtain(table)
    third.show_for("Au tour de Léa", "…")
    qtbot.waitUntil(lambda: third.ready, timeout=10000)
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)
    third.show_for("Léa's turn", "…")
    assert third.ready
    QTest.mouseClick(third, Qt.MouseButton.LeftButton)
    assert not third.isVisible()


def test_a_curtain_may_have_its_own_guard(qtbot, table, monkeypatch):
    """``Curtain.guard_ms`` (a number) wins over the shared guard."""
    monkeypatch.setattr(GestureGuard, "guard_ms", 0)
    monkeypatch.setattr(Curtain, "guard_ms", 10 ** 6)
    curtain = Curtain(table)
    curtain.show_for("Au tour de Léa", "…")
    QTest.keyClick(curtain, Qt.Key.Key_Space)
    assert curtain.isVisible() and not curtain.ready
    panel = Panel(table, "Manche 1")
    panel.show()
    assert panel.guard.ready          # panels follow the shared guard

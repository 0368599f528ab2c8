"""What the window shows is what the table holds: at rest, no pixel of a
card that has left its place stays painted (slivers at the ends of a hand
that lost a card, strips around the others' hands drawn as one picture).

The window's own pixels (the backing store, which the offscreen platform
hands back as the screen) are compared with a fresh drawing of the same
view, each time the table comes to rest; the widgets over the table and
the name plates are left out of both.  Tests wait on states, never on time."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget
from windows import shown_window

from cardtable.ui.setup import GameSetup, SeatSetup

NAMES = ["Vous", "Léa", "Hugo", "Chloé"]


def _covered(win) -> list[QRect]:
    """What lies over the table's cards and is not the table: panels,
    bubbles, buttons, and the plates (their text is drawn by a widget)."""
    view = win.view
    vp = view.viewport()
    g0 = vp.mapToGlobal(QPoint(0, 0))
    out = []
    for c in win.findChildren(QWidget):
        if not c.isVisible() or c is vp or c.isAncestorOf(vp) or c.isWindow():
            continue
        r = QRect(c.mapToGlobal(QPoint(0, 0)) - g0, c.size())
        if r.intersects(vp.rect()) and r.width() < vp.width():
            out.append(r.adjusted(-2, -2, 2, 2))
    for plate in view.table.plates.values():
        out.append(view.mapFromScene(plate.sceneBoundingRect()).boundingRect().adjusted(-2, -2, 2, 2))
    return out


def _stale_pixels(win) -> int:
    """The pixels of the table the window shows differently from a fresh
    drawing of it (0: nothing left behind)."""
    view = win.view
    vp = view.viewport()
    screen = win.screen().grabWindow(win.winId()).toImage()
    shown = screen.copy(QRect(vp.mapTo(win, QPoint(0, 0)), vp.size())).convertToFormat(QImage.Format.Format_RGB32)
    fresh = QImage(vp.size(), QImage.Format.Format_RGB32)
    fresh.fill(0)
    p = QPainter(fresh)
    view.render(p, fresh.rect().toRectF(), vp.rect())
    p.end()
    covered = _covered(win)
    for img in (shown, fresh):
        p = QPainter(img)
        for r in covered:
            p.fillRect(r, QColor(0, 0, 0))
        p.fillRect(QRect(0, 0, img.width(), 2), QColor(0, 0, 0))          # the view's frame
        p.fillRect(QRect(0, img.height() - 2, img.width(), 2), QColor(0, 0, 0))
        p.fillRect(QRect(0, 0, 2, img.height()), QColor(0, 0, 0))
        p.fillRect(QRect(img.width() - 2, 0, 2, img.height()), QColor(0, 0, 0))
        p.end()
    a, b = bytes(shown.constBits()), bytes(fresh.constBits())
    line = shown.bytesPerLine()
    stale = 0
    for y in range(shown.height()):
        ra, rb = a[y * line:(y + 1) * line], b[y * line:(y + 1) * line]
        if ra != rb:
            stale += sum(1 for x in range(0, line, 4) if ra[x:x + 4] != rb[x:x + 4])
    return stale


def test_a_les_auteurs_deal_at_speed_off_leaves_no_card_pixels_behind(qtbot, french):
    """Les Auteurs at animation speed « Aucune » on a netbook's table:
    cards leave hands at every hit, and at every rest of the table the window
    shows exactly the table (slivers of departed cards stayed at both ends
    of the person's hand and around the others' hands)."""
    w = shown_window(qtbot, (1024, 600), pace=False, autosave=False)
    scene = w.view.table
    checked: list[int] = []
    try:
        w.start_game(GameSetup("auteurs", 4, [SeatSetup(n, False, "facile") for n in NAMES], {}, 3))
        ctl = w.controller
        ctl.autosave_enabled = False
        rests = [0]
        scene.queue.idle.connect(lambda: rests.__setitem__(0, rests[0] + 1))
        seen = 0
        while len(checked) < 40 and not (ctl.state is not None and ctl.state.is_over and not scene.queue.busy):
            # a few rests go by with the computers playing on (moves then follow one
            # another between two repaints, as at speed « Aucune » in play)
            qtbot.waitUntil(lambda s=seen: rests[0] > s + 2 or (ctl.state is not None and ctl.state.is_over),
                            timeout=30000)
            seen = rests[0]
            with ctl.held():                # the computers wait while the table at rest is read
                for _ in range(3):          # the repaints the last moves asked for
                    QApplication.processEvents()
                if scene.queue.busy or any(i.is_animating for i in scene.all_cards()):
                    continue
                checked.append(_stale_pixels(w))
        assert len(checked) >= 10, checked
        assert not any(checked), checked
    finally:
        w.controller.stop()
        scene.queue.clear()


def test_a_table_laid_out_again_is_painted_whole_when_a_paint_of_a_widget_over_it_comes_first(qtbot, french):
    """A table rebuilt (a network welcome: every card made anew) and at
    once a paint of a small part of the view (a widget over the table shown,
    as the corner buttons are then): the whole table is painted afterwards.
    The scene's own repaint of the whole is only asked for at the next pass
    of the event loop; the small paint coming first used to swallow it, and
    the window kept showing the table without its cards (no hand, no
    trick) until the next layout."""
    w = shown_window(qtbot, (1024, 600), pace=False, autosave=False)
    scene = w.view.table
    try:
        w.start_game(GameSetup("atout_pique", 4, [SeatSetup(n, False, "facile") for n in NAMES], {}, 3))
        ctl = w.controller
        ctl.autosave_enabled = False
        qtbot.waitUntil(lambda: ctl.state is not None and not scene.queue.busy
                        and len(w.director.behaviour.hand_pile(0).items) == 13, timeout=30000)
        with ctl.held():
            qtbot.waitUntil(lambda: not scene.queue.busy, timeout=10000)
            beh = w.director.behaviour
            beh.clear_cards()                # the table as a screen shows it before the welcome
            for _ in range(3):
                QApplication.processEvents()
            assert _stale_pixels(w) == 0
            beh.rebuild()
            w.view.viewport().repaint(QRect(0, 0, 4, 4))     # a paint of a widget's corner comes first
            for _ in range(3):
                QApplication.processEvents()
            assert scene.all_cards()
            assert _stale_pixels(w) == 0
    finally:
        w.controller.stop()
        scene.queue.clear()

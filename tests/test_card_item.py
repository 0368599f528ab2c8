"""CardItem: flips, moves, lift, clicks, crisp painting at the view's scale."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation, QPoint, QPointF, QRectF, QSequentialAnimationGroup, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

from cardtable.engine.cards import Card, Suit
from cardtable.ui.cards.item import LIFT_FRACTION, CardItem
from cardtable.ui.cards.render import CARD_RATIO, CardRenderer

KH = Card(13, Suit.HEARTS)


@pytest.fixture
def renderer(qapp):
    return CardRenderer()


@pytest.fixture
def table(qtbot, renderer):
    scene = QGraphicsScene(0, 0, 600, 400)
    view = QGraphicsView(scene)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resize(640, 440)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    item = CardItem(renderer, KH, face_up=False, width=80)
    scene.addItem(item)
    item.move_to(QPointF(300, 200))
    return scene, view, item


def test_geometry_is_centred(renderer):
    item = CardItem(renderer, KH, width=100)
    assert item.width() == 100 and item.height() == pytest.approx(100 * CARD_RATIO)
    assert item.card_rect() == QRectF(-50, -70, 100, 140)
    assert item.boundingRect().contains(item.card_rect())
    item.set_width(50)
    assert item.card_rect() == QRectF(-25, -35, 50, 70)
    assert not item.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable
    item.set_card(None)
    assert item.card is None


def test_flip_immediately(renderer):
    item = CardItem(renderer, KH, face_up=False)
    assert item.set_face_up(True, 0) is None
    assert item.face_up and item.shown_face_up and item.flip == 0.0
    item.set_face_up(False)
    assert not item.face_up and not item.shown_face_up


def test_animated_flip_swaps_face_half_way(qtbot, table):
    _scene, _view, item = table
    samples: list[tuple[float, bool]] = []
    anim = item.set_face_up(True, 120)
    assert anim is not None and anim.state() == QAbstractAnimation.State.Running
    assert item.face_up  # the target, at once
    assert not item.shown_face_up  # still drawn face down

    def done() -> bool:
        samples.append((item.flip, item.shown_face_up))
        return item.shown_face_up and item.flip == 0.0

    qtbot.waitUntil(done, timeout=2000)
    assert item.face_up and item.shown_face_up
    for flip, shown in samples:
        if 0.0 < flip < 0.5:
            assert not shown
        elif flip >= 0.5:
            assert shown
    assert any(0.0 < f < 1.0 for f, _ in samples)  # we saw it turning


def test_move_immediately(table):
    _scene, _view, item = table
    assert item.move_to(QPointF(10, 20), 15.0, 0, z=7, face_up=True) is None
    assert item.pos() == QPointF(10, 20) and item.rotation() == 15.0 and item.zValue() == 7
    assert item.face_up and item.shown_face_up


def test_move_animates_to_target(qtbot, table):
    _scene, _view, item = table
    anim = item.move_to(QPointF(100, 50), 30.0, duration_ms=120, z=5, face_up=True)
    assert anim is not None
    assert anim.state() == QAbstractAnimation.State.Stopped  # not started: the caller runs it
    assert item.pos() == QPointF(300, 200)
    # halfway through (set, not waited for: a busy machine may skip any frame)
    anim.start()
    anim.pause()
    anim.setCurrentTime(60)
    assert 100 < item.pos().x() < 300                # it goes through the middle
    with qtbot.waitSignal(anim.finished, timeout=10_000):
        anim.resume()
    assert item.pos() == QPointF(100, 50)
    assert item.rotation() == pytest.approx(30.0)
    assert item.zValue() == 5
    assert item.face_up and item.shown_face_up and item.flip == 0.0


def test_moves_chain_in_a_sequence_and_delay(qtbot, table):
    _scene, _view, item = table
    seq = QSequentialAnimationGroup()
    seq.addAnimation(item.move_to(QPointF(50, 50), 0, 40))
    seq.addAnimation(item.move_to(QPointF(500, 300), 10, 40, delay_ms=20))
    assert item.pos() == QPointF(300, 200)
    with qtbot.waitSignal(seq.finished, timeout=2000):
        seq.start()
    assert item.pos() == QPointF(500, 300) and item.rotation() == pytest.approx(10)


def test_stop_animation_finishes_the_move(qtbot, table):
    _scene, _view, item = table
    anim = item.move_to(QPointF(20, 30), 45, 5000, z=3, face_up=True)
    anim.start()
    qtbot.waitUntil(lambda: item.is_animating, timeout=1000)
    assert item.target_pos == QPointF(20, 30)
    item.stop_animation()
    assert item.pos() == QPointF(20, 30) and item.rotation() == 45 and item.zValue() == 3
    assert item.shown_face_up and not item.is_animating
    # a new immediate move stops a running one where it is
    anim = item.move_to(QPointF(400, 300), 0, 5000)
    anim.start()
    item.move_to(QPointF(1, 2))
    assert item.pos() == QPointF(1, 2) and not item.is_animating


def test_hover_lift_keeps_base_pos(qtbot, table):
    _scene, view, item = table
    item.liftable = True
    item.lift_duration_ms = 30
    base = QPointF(item.base_pos)
    hovered: list[bool] = []
    item.hovered.connect(lambda it, on: hovered.append(on))
    centre = view.mapFromScene(item.pos())
    QTest.mouseMove(view.viewport(), centre)
    qtbot.waitUntil(lambda: item.lift == 1.0, timeout=2000)
    assert hovered == [True]
    assert item.base_pos == base and item.pos() == base
    # the lifted card keeps being hovered at its bottom edge (no flicker)
    bottom = view.mapFromScene(item.pos() + QPointF(0, item.height() / 2 - 3))
    QTest.mouseMove(view.viewport(), bottom)
    QTest.qWait(50)
    assert item.lift == 1.0 and hovered == [True]
    assert item.shape().boundingRect().top() == pytest.approx(
        -item.height() / 2 - LIFT_FRACTION * item.height()
    )
    # leaving drops it back
    QTest.mouseMove(view.viewport(), QPoint(5, 5))
    qtbot.waitUntil(lambda: item.lift == 0.0, timeout=2000)
    assert hovered == [True, False]
    # a move targets the base position, whatever the lift
    item.selected_card = True
    qtbot.waitUntil(lambda: item.lift == 1.0, timeout=2000)
    item.move_to(QPointF(200, 100))
    assert item.pos() == QPointF(200, 100)


def test_not_liftable_does_not_lift(qtbot, table):
    _scene, view, item = table
    item.lift_duration_ms = 0
    QTest.mouseMove(view.viewport(), view.mapFromScene(item.pos()))
    QTest.qWait(30)
    assert item.lift == 0.0
    item.selected_card = True
    assert item.lift == 1.0
    item.selected_card = False
    assert item.lift == 0.0


def test_click_and_double_click_with_the_mouse(qtbot, table):
    _scene, view, item = table
    clicks: list[object] = []
    doubles: list[object] = []
    item.clicked.connect(clicks.append)
    item.double_clicked.connect(doubles.append)
    at = view.mapFromScene(item.pos())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert clicks == [item]
    QTest.qWait(400)  # no accidental double click
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert doubles == [item]
    # a right click is left to the scene
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at)
    assert len(clicks) <= 2


def test_drag_is_not_a_click(qtbot, table):
    _scene, view, item = table
    clicks: list[object] = []
    item.clicked.connect(clicks.append)
    at = view.mapFromScene(item.pos())
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QTest.mouseMove(view.viewport(), at + QPoint(30, 0))
    QTest.mouseRelease(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at + QPoint(30, 0)
    )
    assert clicks == []
    assert item.pos() == QPointF(300, 200)  # the item never moves itself


def test_paint_requests_pixmaps_at_view_scale(qtbot, table, renderer):
    scene, view, item = table
    item.set_face_up(True)
    renderer.clear_cache()
    img = QImage(1200, 800, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("#1f6b3a"))
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, 1200, 800), QRectF(0, 0, 600, 400))  # 2x zoom
    p.end()
    keys = list(renderer._cache)
    assert ("KH", 160, 1.0, "classic", "fr") in keys
    # the card is drawn where it is: paper white at its centre-left
    c = img.pixelColor(600 - 70, 400)
    assert c.red() > 200 and c.green() > 200


def test_overlays_paint(qtbot, table):
    scene, _view, item = table
    item.set_face_up(True)

    def shot() -> QImage:
        img = QImage(600, 400, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(QColor("#1f6b3a"))
        p = QPainter(img)
        scene.render(p, QRectF(0, 0, 600, 400), QRectF(0, 0, 600, 400))
        p.end()
        return img

    plain = shot()
    item.dimmed = True
    dimmed = shot()
    assert dimmed.pixelColor(300 - 30, 200).lightness() < plain.pixelColor(300 - 30, 200).lightness()
    item.dimmed = False
    item.highlighted = True
    halo = shot()
    assert halo.pixelColor(300, 200 - 60).red() > plain.pixelColor(300, 200 - 60).red()  # gold above the card
    item.highlighted = False
    item.selected_card = True
    item.stop_animation()
    sel = shot()
    assert sel != plain


def _render(scene: QGraphicsScene, w: int = 600, h: int = 400, dpr: float = 1.0) -> QImage:
    img = QImage(int(w * dpr), int(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor("#1f6b3a"))
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, w, h), QRectF(0, 0, w, h))
    p.end()
    return img


def test_quarter_turned_card_is_blitted_one_to_one(table, renderer):
    scene, _view, item = table
    item.set_face_up(True)
    item.move_to(QPointF(200.4, 150.6), 90.0)
    img = _render(scene)
    pm = renderer.pixmap(KH, 80).transformed(QTransform().rotate(90)).toImage()
    x0, y0 = round(200.4 - pm.width() / 2), round(150.6 - pm.height() / 2)
    got = img.copy(x0 + 4, y0 + 4, pm.width() - 8, pm.height() - 8).convertToFormat(
        QImage.Format.Format_ARGB32
    )
    want = pm.copy(4, 4, pm.width() - 8, pm.height() - 8).convertToFormat(QImage.Format.Format_ARGB32)
    assert got == want  # no resampling: every pixel of the card's inside is the renderer's


def test_high_dpi_and_style_change(table, renderer):
    scene, _view, item = table
    item.set_face_up(True)
    renderer.clear_cache()
    _render(scene, dpr=2.0)
    assert ("KH", 80, 2.0, "classic", "fr") in renderer._cache
    renderer.style = "four_colour"
    _render(scene, dpr=2.0)
    assert ("KH", 80, 2.0, "four_colour", "fr") in renderer._cache


def test_flipping_and_lifted_cards_paint(qtbot, table):
    scene, _view, item = table
    item.set_face_up(True)
    item.flip = 0.25  # mid-flip: squeezed horizontally
    narrow = _render(scene)
    item.flip = 0.0
    full = _render(scene)
    # the left edge of the full card is paper, of the squeezed one felt
    x = 300 - 36
    assert full.pixelColor(x, 200).green() > 200 and full.pixelColor(x, 200).red() > 200
    assert narrow.pixelColor(x, 200).red() < 100
    item.lift = 1.0
    lifted = _render(scene)
    top = 200 - 56 - 5  # above the resting card, inside the lifted one
    assert lifted.pixelColor(300, top).red() > 200 and full.pixelColor(300, top).red() < 100


def _fan_pair(scene: QGraphicsScene, renderer: CardRenderer, offset: QPointF,
              rest_offset: float = 20.0) -> tuple[CardItem, CardItem]:
    """A card and the next card of its fan (its ``cover``) as the table sets
    them (:meth:`TableScene.assign_strips`): the fan puts the cover
    ``rest_offset`` to the right; the cover now lies at ``offset`` from it."""
    under = CardItem(renderer, Card(7, Suit.SPADES), face_up=True, width=80)
    cover = CardItem(renderer, KH, face_up=True, width=80)
    for it in (under, cover):
        scene.addItem(it)
    under.move_to(QPointF(300, 200), z=1)
    cover.move_to(QPointF(300, 200) + offset, z=2)
    under.visible_strip = rest_offset
    under.cover = cover
    under.strip_rest = (300.0, 200.0, 300.0 + rest_offset, 200.0)
    return under, cover


def test_a_card_exactly_under_the_next_card_of_its_fan_paints_nothing(qapp, renderer):
    """A dealt card still waiting on the deck under the next card of its
    hand: nothing of it shows, so it paints nothing (one card, one shadow)."""
    scene = QGraphicsScene(0, 0, 600, 400)
    under, cover = _fan_pair(scene, renderer, QPointF(0, 0))
    assert under._cover_state(cover) == 2            # hidden
    both = _render(scene)
    scene.removeItem(under)
    assert both == _render(scene)                    # exactly the cover alone: no second shadow
    scene.addItem(under)
    cover.setZValue(0)                               # the cover below: the card shows, whole
    assert under._cover_state(cover) == 0
    cover.setZValue(2)
    cover.set_width(70)                              # a smaller cover hides less: whole
    assert under._cover_state(cover) == 0


def test_a_card_under_a_cover_slightly_off_or_at_rest_paints_what_shows(qapp, renderer):
    scene = QGraphicsScene(0, 0, 600, 400)
    # the deck's thickness: the cover three quarters of a pixel up-left, the
    # card's edge shows, so it paints whole (as with no cover at all)
    under, cover = _fan_pair(scene, renderer, QPointF(-0.75, -0.75))
    assert under._cover_state(cover) == 0
    whole = _render(scene)
    under.cover, under.visible_strip = None, None
    assert _render(scene) == whole
    # both where the fan put them: only the strip is painted
    fan = QGraphicsScene(0, 0, 600, 400)
    under, cover = _fan_pair(fan, renderer, QPointF(20, 0))
    assert under._cover_state(cover) == 1

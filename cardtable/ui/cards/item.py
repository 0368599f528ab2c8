"""One animated graphics item per card.

The item is centred on its origin (rotation turns it about its centre) and
draws a pixmap from :class:`~cardtable.ui.cards.CardRenderer` requested at the
item's on-screen size times the device pixel ratio, so a zoomed view stays
crisp.  The pixmaps derived from it (shadow, halo, turned, dimmed, card over
shadow) are cached in :mod:`cardtable.ui.cards.pixmaps`; this module keeps the item.  Animations use ``QPropertyAnimation`` on the Qt properties ``pos``,
``rotation``, ``flip`` (0..1: the card's width goes through zero at 0.5 where the
face is swapped) and ``lift`` (0..1: hover/selection lift along the card's own
"up" axis, drawn as an offset so :attr:`CardItem.base_pos` never changes).

Dragging is the scene's business: the item accepts left presses (so it
receives the release and can emit :attr:`CardItem.clicked`) but is not
``ItemIsMovable``.
"""

from __future__ import annotations

import math
import weakref

import shiboken6
from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from cardtable.engine.cards import Card
from cardtable.ui.cards.pixmaps import (
    DIM_COLOUR,
    HALO,
    SHADOW_BLUR,
    SHADOW_DX,
    SHADOW_DY,
    SHADOW_LIFT_DX,
    SHADOW_LIFT_DY,
    dimmed,
    soft_rect,
    turned,
    with_shadow,
)
from cardtable.ui.cards.render import CARD_RATIO, CardRenderer, corner_radius

__all__ = ["CardItem", "LIFT_FRACTION", "LIFT_MS"]

LIFT_FRACTION = 0.12  # hover lift, in card heights
LIFT_MS = 90  # default hover-lift duration

_SELECT_COLOUR = QColor(244, 190, 40)
_TICK_FILL = QColor(38, 140, 70)        # a kept card's badge: green, white tick and rim


def _paint_tick(painter: QPainter, rect: QRectF, w: float) -> None:
    """A round green badge with a white tick in the top right corner of
    ``rect`` (a card's face, item coordinates): drawn as paths, no font."""
    r = 0.15 * w
    c = QPointF(rect.right() - 0.06 * w - r, rect.top() + 0.06 * w + r)
    painter.setPen(QPen(QColor(255, 255, 255), max(1.0, 0.025 * w)))
    painter.setBrush(_TICK_FILL)
    painter.drawEllipse(c, r, r)
    tick = QPainterPath(QPointF(c.x() - 0.5 * r, c.y() + 0.02 * r))
    tick.lineTo(c.x() - 0.12 * r, c.y() + 0.42 * r)
    tick.lineTo(c.x() + 0.52 * r, c.y() - 0.38 * r)
    pen = QPen(QColor(255, 255, 255), max(1.5, 0.2 * r))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(tick)
# the derived pixmaps (shadow, halo, turned, composed, dimmed) live in
# cardtable.ui.cards.pixmaps; the old private names stay for readers of this module
_SHADOW_BLUR, _HALO = SHADOW_BLUR, HALO
_SHADOW_DX, _SHADOW_DY = SHADOW_DX, SHADOW_DY
_SHADOW_LIFT_DX, _SHADOW_LIFT_DY = SHADOW_LIFT_DX, SHADOW_LIFT_DY
_soft_rect, _turned, _with_shadow, _dimmed = soft_rect, turned, with_shadow, dimmed


def _quarter_turn(m11: float, m12: float, m21: float, m22: float, scale: float) -> int | None:
    """The number of clockwise quarter turns of a uniform-scale rotation
    matrix, or None when it is not a multiple of 90 degrees (or is mirrored)."""
    eps = 1e-9 * scale
    if abs(m12) < eps and abs(m21) < eps and abs(m11 - m22) < eps:
        return 0 if m11 > 0 else 2
    if abs(m11) < eps and abs(m22) < eps and abs(m12 + m21) < eps:
        return 1 if m12 > 0 else 3
    return None


# fast-path drawing: (card-over-shadow pixmap, (x offset, x pad), (y offset, y pad))
_Resting = tuple[QPixmap, tuple[float, int], tuple[float, int]]

# what a card of a fan shows under the next card (CardItem._cover_state)
_WHOLE, _STRIP, _HIDDEN = 0, 1, 2


def _alive(obj: object | None) -> bool:
    return obj is not None and shiboken6.isValid(obj)


class CardItem(QGraphicsObject):
    """A card on the table: drawn from the renderer's cache, animated, clickable."""

    clicked = Signal(object)  # self
    double_clicked = Signal(object)  # self
    hovered = Signal(object, bool)  # self, entered

    def __init__(
        self,
        renderer: CardRenderer,
        card: Card | None = None,
        face_up: bool = False,
        width: float = 80.0,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self._card = card
        self._face_up = bool(face_up)  # target face (what the card will show)
        self._shown_face_up = bool(face_up)  # what is drawn right now
        self._w = float(width)
        self._h = self._w * CARD_RATIO
        self._flip = 0.0
        self._lift = 0.0
        self._liftable = False
        self._selected = False
        self._kept = False
        self._dimmed = False
        self._highlighted = False
        self._hover = False
        self._shadow = True
        self._moving = False  # a move animation of this card is running
        #: shown face up for a moment in a pile of face-down cards (a private
        #: look): a relayout of its pile keeps it up (:meth:`TableScene.layout_pile`)
        self.held_face_up = False
        self._memo: tuple[tuple[object, ...], _Resting | None] | None = None  # fast-path state (see paint)
        #: draw moving, rotated cards without bilinear filtering (faster; motion hides it)
        self.fast_motion = True
        self.lift_duration_ms = LIFT_MS
        # set by the table for a card partly covered by the next card of a fan:
        # the width (from the card's left edge, item units) that shows
        self.visible_strip: float | None = None
        self.cover: CardItem | None = None  # the card lying over this one in the fan
        #: where this card and its cover rest (x, y, cover x, cover y): the strip
        #: is painted alone only while both are there (a dragged, lifted or
        #: moving cover uncovers the card, which then paints whole)
        self.strip_rest: tuple[float, float, float, float] | None = None
        self._anim: QAbstractAnimation | None = None  # current move/flip animation
        self._lift_anim: QPropertyAnimation | None = None
        self._target: tuple[QPointF, float, float | None, bool] | None = None
        self._flip_anim: QPropertyAnimation | None = None
        self._press_screen: QPointF | None = None
        self._bounds = QRectF()
        self._update_bounds()
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # ------------------------------------------------------------------ data
    @property
    def renderer(self) -> CardRenderer:
        return self._renderer

    @property
    def card(self) -> Card | None:
        return self._card

    @card.setter
    def card(self, card: Card | None) -> None:
        self.set_card(card)

    def set_card(self, card: Card | None) -> None:
        """Change the card shown on the face (``None``: an unknown card, always
        drawn as a back)."""
        if card != self._card:
            self._card = card
            self.update()

    @property
    def face_up(self) -> bool:
        """The face the card shows once its current animation is over."""
        return self._face_up

    @property
    def shown_face_up(self) -> bool:
        """The face drawn right now (swapped half-way through a flip)."""
        return self._shown_face_up

    def width(self) -> float:
        """Logical scene width of the card (without shadow or lift)."""
        return self._w

    def height(self) -> float:
        return self._h

    def set_width(self, w: float) -> None:
        """Logical scene width; the height is ``w * CARD_RATIO``."""
        w = float(w)
        if w <= 0 or w == self._w:
            return
        self.prepareGeometryChange()
        self._w = w
        self._h = w * CARD_RATIO
        self._update_bounds()
        self.update()

    def card_rect(self) -> QRectF:
        """The card's rectangle in item coordinates (centred on the origin, no lift)."""
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    @property
    def base_pos(self) -> QPointF:
        """The resting position: the lift is drawn as an offset and never moves it."""
        return self.pos()

    @property
    def target_pos(self) -> QPointF:
        """Where the card is going (its current position when it is not moving)."""
        if self._target is not None and self.is_animating:
            return QPointF(self._target[0])
        return self.pos()

    @property
    def is_animating(self) -> bool:
        a = self._anim
        return _alive(a) and a.state() != QAbstractAnimation.State.Stopped  # type: ignore[union-attr]

    # -------------------------------------------------------------- states
    def _set_flag(self, name: str, value: bool) -> bool:
        value = bool(value)
        if getattr(self, name) == value:
            return False
        setattr(self, name, value)
        self.update()
        return True

    @property
    def liftable(self) -> bool:
        return self._liftable

    @liftable.setter
    def liftable(self, value: bool) -> None:
        if self._set_flag("_liftable", value):
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if self._liftable else Qt.CursorShape.ArrowCursor
            )
            self._update_lift()

    @property
    def selected_card(self) -> bool:
        return self._selected

    @selected_card.setter
    def selected_card(self, value: bool) -> None:
        if self._set_flag("_selected", value):
            self._update_lift()

    @property
    def kept(self) -> bool:
        """A card already chosen while the person chooses another (the first
        of two): lifted like the card under the arrow, marked with a tick
        instead of the arrow's gold outline, so the two never look alike."""
        return self._kept

    @kept.setter
    def kept(self, value: bool) -> None:
        if self._set_flag("_kept", value):
            self._update_lift()

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    @dimmed.setter
    def dimmed(self, value: bool) -> None:
        self._set_flag("_dimmed", value)

    @property
    def highlighted(self) -> bool:
        return self._highlighted

    @highlighted.setter
    def highlighted(self, value: bool) -> None:
        self._set_flag("_highlighted", value)

    @property
    def shadow(self) -> bool:
        """Draw the drop shadow (on by default)."""
        return self._shadow

    @shadow.setter
    def shadow(self, value: bool) -> None:
        self._set_flag("_shadow", value)

    # ------------------------------------------------------ Qt properties
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        value = min(1.0, max(0.0, float(value)))
        if value >= 0.5 and self._shown_face_up != self._face_up:
            self._shown_face_up = self._face_up
        elif value == self._flip:
            return
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        value = float(value)
        if value != self._lift:
            self.prepareGeometryChange()  # the shape follows the lift
            self._lift = value
            self.update()

    lift = Property(float, _get_lift, _set_lift)

    # ------------------------------------------------------------ geometry
    def _update_bounds(self) -> None:
        w, h = self._w, self._h
        m = max(_HALO, _SHADOW_BLUR + max(_SHADOW_LIFT_DX, _SHADOW_LIFT_DY)) * w + 2
        top = LIFT_FRACTION * h
        self._bounds = QRectF(-w / 2 - m, -h / 2 - m - top, w + 2 * m, h + 2 * m + top)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        r = self.card_rect()
        rad = corner_radius(self._w)
        path.addRoundedRect(r, rad, rad)
        if self._lift > 0:
            # keep the resting area too, so a lifted card stays hovered
            lifted = QPainterPath()
            lifted.addRoundedRect(r.translated(0, -self._lift * LIFT_FRACTION * self._h), rad, rad)
            path = path.united(lifted)
        return path

    # ------------------------------------------------------------- painting
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = painter.worldTransform()
        m11, m12, m21, m22 = t.m11(), t.m12(), t.m21(), t.m22()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        if self._lift == 0.0 and self._flip == 0.0 and self._shadow and not self._highlighted:
            # the common case, memoised: a resting card, upright or turned by
            # quarter turns, drawn over its shadow in one 1:1 blit on the pixel grid
            key = (
                m11,
                m12,
                m21,
                m22,
                dpr,
                self._shown_face_up,
                self._card,
                self._w,
                self._renderer.generation,
                self._dimmed,
            )
            memo = self._memo
            if memo is None or memo[0] != key:
                memo = self._memo = (key, self._resting_pixmap(m11, m12, m21, m22, dpr))
            fast = memo[1]
            if fast is not None:
                comp, ox, oy = fast
                strip = self.visible_strip
                if strip is not None:
                    covered = self._cover_state(self.cover)
                    if covered == _HIDDEN:
                        return
                    if covered == _WHOLE:
                        strip = None  # the neighbour is lifted, moving or away: draw the whole card
                painter.save()
                if strip is not None:
                    # a card covered by its neighbour in a fan: only its visible
                    # strip is blitted (a rectangle clip costs nothing on raster)
                    m = self._w * 0.3
                    painter.setClipRect(QRectF(-self._w / 2 - m, -self._h / 2 - m, strip + m, self._h + 2 * m))
                painter.resetTransform()
                # a 1:1 blit needs no filtering; with SmoothPixmapTransform on, the
                # raster engine takes a path three times slower
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
                # rounded half up (not Python's half-to-even): the place of a
                # card on the pixel grid must not depend on where the painter's
                # origin is (a fan drawn into one pixmap from another origin
                # lands on exactly the same pixels)
                painter.drawPixmap(
                    QPointF(
                        (math.floor(t.dx() * dpr + ox[0] + 0.5) - ox[1]) / dpr,
                        (math.floor(t.dy() * dpr + oy[0] + 0.5) - oy[1]) / dpr,
                    ),
                    comp,
                )
                painter.restore()
                if self._selected or self._kept:  # the dim veil is baked into the memoised pixmap
                    painter.save()
                    self._paint_overlays(painter, self._w, self._h, 0.0, math.hypot(m11, m12) or 1.0)
                return
        self._paint_general(painter, t, dpr)

    def _strip_covered(self, cover: CardItem | None) -> bool:
        """True while ``cover`` lies at rest over this card, where the fan put it."""
        return self._cover_state(cover) == _STRIP

    def _cover_state(self, cover: CardItem | None) -> int:
        """What a card of a fan shows under ``cover``, the next card: all of
        it (``_WHOLE``: the cover is lifted, moving or away), its strip
        (``_STRIP``: both rest where the fan put them) or nothing
        (``_HIDDEN``: the cover lies exactly over it, the same size and turn,
        above it, with its own shadow; e.g. a dealt card still waiting on the
        deck under the next card of its hand).  A hidden card paints nothing,
        so a stack waiting to be dealt costs one card and casts one shadow,
        not one per card."""
        rest = self.strip_rest
        if cover is None or rest is None or cover._lift != 0.0 or cover._moving or self._moving:
            return _WHOLE
        if cover.scene() is not self.scene():
            return _WHOLE
        x, y, cx, cy = self.x(), self.y(), cover.x(), cover.y()
        if (abs(cx - rest[2]) < 0.01 and abs(cy - rest[3]) < 0.01
                and abs(x - rest[0]) < 0.01 and abs(y - rest[1]) < 0.01):
            return _STRIP
        if (abs(cx - x) < 0.01 and abs(cy - y) < 0.01 and cover._flip == 0.0 and cover._shadow
                and cover._w == self._w and cover.rotation() == self.rotation()
                and cover.zValue() > self.zValue() and cover.isVisible() and cover.opacity() >= 1.0
                and cover.parentItem() is self.parentItem()):
            return _HIDDEN
        return _WHOLE

    def _resting_pixmap(self, m11: float, m12: float, m21: float, m22: float, dpr: float) -> _Resting | None:
        """For the fast path: (card-over-shadow pixmap, (x offset, x pad),
        (y offset, y pad)) or None when the transform is not a quarter turn."""
        scale = math.hypot(m11, m12) or 1.0
        q = _quarter_turn(m11, m12, m21, m22, scale)
        if q is None:
            return None
        px_w = max(1, round(self._w * scale))
        face = self._card if (self._shown_face_up and self._card is not None) else None
        pm = self._renderer.pixmap(face, px_w, dpr)
        if self._dimmed:
            pm = _dimmed(pm)
        pw, ph = (pm.height(), pm.width()) if q % 2 else (pm.width(), pm.height())
        comp, cx0, cy0 = _with_shadow(pm, q, px_w, dpr)
        return comp, (-pw / 2, cx0), (-ph / 2, cy0)

    def _paint_general(self, painter: QPainter, t: QTransform, dpr: float) -> None:
        """Lifted, highlighted, flipping or at any angle."""
        m11, m12, m21, m22 = t.m11(), t.m12(), t.m21(), t.m22()
        scale = math.hypot(m11, m12) or 1.0
        w, h = self._w, self._h
        px_w = max(1, round(w * scale))
        lift = self._lift
        lift_dy = -lift * LIFT_FRACTION * h
        face = self._card if (self._shown_face_up and self._card is not None) else None
        pm = self._renderer.pixmap(face, px_w, dpr)
        # shadow offset in device pixels: the light comes from the top left
        # whatever the card's rotation, and a lifted card casts a farther shadow
        sdx = (_SHADOW_DX + (_SHADOW_LIFT_DX - _SHADOW_DX) * lift) * w * scale
        sdy = (_SHADOW_DY + (_SHADOW_LIFT_DY - _SHADOW_DY) * lift) * w * scale
        q = _quarter_turn(m11, m12, m21, m22, scale) if self._flip == 0.0 else None
        painter.save()
        if q is not None:
            # upright or quarter-turned: 1:1 blits on the device pixel grid
            c = t.map(QPointF(0.0, lift_dy))
            pw, ph = (pm.height(), pm.width()) if q % 2 else (pm.width(), pm.height())
            x0 = math.floor(c.x() * dpr - pw / 2 + 0.5)
            y0 = math.floor(c.y() * dpr - ph / 2 + 0.5)
            painter.resetTransform()
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            if self._shadow:
                sh, m = _soft_rect("shadow", px_w, dpr, q % 2 == 1)
                painter.drawPixmap(
                    QPointF((x0 - m + round(sdx * dpr)) / dpr, (y0 - m + round(sdy * dpr)) / dpr), sh
                )
            if self._highlighted:
                halo, m = _soft_rect("halo", px_w, dpr, q % 2 == 1)
                painter.drawPixmap(QPointF((x0 - m) / dpr, (y0 - m) / dpr), halo)
            painter.drawPixmap(QPointF(x0 / dpr, y0 / dpr), _turned(pm, q))
            painter.setTransform(t)
        else:
            # any other angle, or flipping: a transformed blit.  The card pixmap
            # has a transparent rim, so bilinear filtering alone gives smooth
            # edges (antialiasing would make it three times slower); a card in
            # flight is drawn unfiltered with its shadow baked in (motion hides it)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            moving = self._moving and self.fast_motion
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, not moving)
            sx = abs(math.cos(math.pi * self._flip))
            if sx < 1.0:
                painter.scale(max(sx, 0.002), 1.0)
            px_to_item = 1.0 / (dpr * scale)
            rect = QRectF(-w / 2, -h / 2 + lift_dy, w, h)
            if moving and self._shadow and lift == 0.0 and not self._highlighted:
                comp, cx0, cy0 = _with_shadow(pm, 0, px_w, dpr)
                target = QRectF(
                    rect.left() - cx0 * px_to_item,
                    rect.top() - cy0 * px_to_item,
                    comp.width() * px_to_item,
                    comp.height() * px_to_item,
                )
                painter.drawPixmap(target, comp, QRectF(comp.rect()))
            else:
                if self._shadow:
                    sh, m = _soft_rect("shadow", px_w, dpr)
                    det = m11 * m22 - m12 * m21 or 1.0
                    idx = (m22 * sdx - m21 * sdy) / det
                    idy = (-m12 * sdx + m11 * sdy) / det
                    mi = m * px_to_item
                    target = QRectF(-w / 2 - mi + idx, -h / 2 + lift_dy - mi + idy, w + 2 * mi, h + 2 * mi)
                    painter.drawPixmap(target, sh, QRectF(sh.rect()))
                if self._highlighted:
                    halo, m = _soft_rect("halo", px_w, dpr)
                    mi = m * px_to_item
                    painter.drawPixmap(rect.adjusted(-mi, -mi, mi, mi), halo, QRectF(halo.rect()))
                painter.drawPixmap(rect, pm, QRectF(pm.rect()))
        if self._dimmed or self._selected or self._kept:
            self._paint_overlays(painter, w, h, lift_dy, scale)
        else:
            painter.restore()

    def _paint_overlays(self, painter: QPainter, w: float, h: float, lift_dy: float, scale: float) -> None:
        """Dim veil and selection outline, in item coordinates; restores the
        painter state saved by :meth:`paint`."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        d = 1.0 / scale
        rect = QRectF(-w / 2 + d, -h / 2 + lift_dy + d, w - 2 * d, h - 2 * d)
        rad = corner_radius(rect.width())
        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DIM_COLOUR)
            painter.drawRoundedRect(rect, rad, rad)
        if self._selected:
            lw = max(2.0 / scale, 0.03 * w)
            painter.setPen(QPen(_SELECT_COLOUR, lw))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = rect.adjusted(lw / 2, lw / 2, -lw / 2, -lw / 2)
            painter.drawRoundedRect(r, max(0.0, rad - lw / 2), max(0.0, rad - lw / 2))
        if self._kept:
            _paint_tick(painter, rect, w)
        painter.restore()

    # ----------------------------------------------------------- animation
    def set_face_up(self, up: bool, duration_ms: int = 0, start: bool = True) -> QAbstractAnimation | None:
        """Turn the card face up or down.

        ``duration_ms`` 0 turns it at once and returns ``None``; otherwise the
        card's width goes through zero and the face is swapped half-way.  The
        animation is started unless ``start`` is False (to put it in a group);
        :attr:`face_up` reports the new face at once, :attr:`shown_face_up`
        when it is actually drawn.
        """
        up = bool(up)
        if duration_ms <= 0:
            self._stop_flip_only()
            self._face_up = self._shown_face_up = up
            self._set_flip(0.0)
            return None
        if up == self._face_up and up == self._shown_face_up:
            return None
        self._face_up = up
        anim = QPropertyAnimation(self, b"flip", self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(duration_ms))
        anim.setEasingCurve(QEasingCurve.Type.InOutSine)
        anim.finished.connect(self._flip_done)
        self._flip_anim = anim
        if start:
            anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return anim

    def _stop_flip_only(self) -> None:
        fa = self._flip_anim
        if _alive(fa) and fa.state() != QAbstractAnimation.State.Stopped:  # type: ignore[union-attr]
            fa.stop()  # type: ignore[union-attr]
        self._flip_anim = None

    def _flip_done(self) -> None:
        if not shiboken6.isValid(self):
            return
        self._shown_face_up = self._face_up
        self._set_flip(0.0)

    def move_to(
        self,
        pos: QPointF,
        rotation: float = 0.0,
        duration_ms: int = 0,
        z: float | None = None,
        easing: QEasingCurve.Type | QEasingCurve = QEasingCurve.Type.OutCubic,
        face_up: bool | None = None,
        delay_ms: int = 0,
    ) -> QAbstractAnimation | None:
        """Move (and turn, and flip if ``face_up`` differs) the card.

        With ``duration_ms`` 0 everything is set at once (any running move is
        stopped where it is) and ``None`` is returned.  Otherwise returns the
        animation, **not started**, so that a caller can run it or put it in a
        sequence.  It starts from wherever the card is when it runs; when it
        starts it takes over from any other running move of this card and
        applies ``z``.  Several moves of one card may be chained in a
        sequence.  :attr:`face_up` reports ``face_up`` at once.
        """
        pos = QPointF(pos)
        target_face = self._face_up if face_up is None else bool(face_up)
        if duration_ms <= 0:
            self.stop_animation(finish=False)
            if z is not None:
                self.setZValue(z)
            self.setPos(pos)
            self.setRotation(rotation)
            self._face_up = self._shown_face_up = target_face
            self._set_flip(0.0)
            return None

        par = QParallelAnimationGroup(self)
        for name, value in ((b"pos", pos), (b"rotation", float(rotation))):
            a = QPropertyAnimation(self, name, par)
            a.setEndValue(value)
            a.setDuration(int(duration_ms))
            a.setEasingCurve(easing)
        # no flip animation at all when the face cannot change (the common
        # slide): it would call back into Python at every frame for nothing
        may_flip = target_face != self._face_up or target_face != self._shown_face_up
        self._face_up = target_face
        # the flip runs only if the face drawn when the move starts is not the target
        flip = QPropertyAnimation(self, b"flip", par) if may_flip else None
        if flip is not None:
            flip.setStartValue(0.0)
            flip.setEndValue(1.0)
            flip.setDuration(int(duration_ms))
            flip.setEasingCurve(QEasingCurve.Type.InOutSine)
        target = (pos, float(rotation), None if z is None else float(z), target_face)
        # the closures below hold the card weakly: an animation's connections
        # must not keep a card alive that left the table, or deleting the
        # animation (its deferred delete) deletes the card, which deletes the
        # animation a second time (a crash found by the monkey test)
        me = weakref.ref(self)

        def _on_state(new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
            self = me()
            if self is None or not shiboken6.isValid(self):
                return
            if new != QAbstractAnimation.State.Running:
                if new == QAbstractAnimation.State.Stopped and self._anim is par:
                    self._moving = False
                    self.update()
                return
            self._moving = True
            prev = self._anim
            if prev is not None and prev is not par and _alive(prev):
                if prev.state() != QAbstractAnimation.State.Stopped:
                    prev.stop()
            self._stop_flip_only()
            self._anim, self._target = par, target
            self._face_up = target[3]
            if flip is None:
                pass
            elif self._shown_face_up == self._face_up:
                flip.setStartValue(0.0)
                flip.setEndValue(0.0)  # nothing to turn
            else:
                flip.setStartValue(0.0)
                flip.setEndValue(1.0)
            if target[2] is not None:
                self.setZValue(target[2])

        par.stateChanged.connect(_on_state)
        par.finished.connect(self._move_done)
        if delay_ms > 0:
            seq = QSequentialAnimationGroup(self)
            seq.addPause(int(delay_ms))
            seq.addAnimation(par)
            seq.finished.connect(lambda: CardItem._release_of(me, seq))
            return seq
        par.finished.connect(lambda: CardItem._release_of(me, par))
        return par

    @staticmethod
    def _release_of(ref: weakref.ref[CardItem], anim: QAbstractAnimation) -> None:
        item = ref()
        if item is not None and shiboken6.isValid(item):
            item._release(anim)

    def _release(self, anim: QAbstractAnimation) -> None:
        """Delete a finished animation we still own (a caller's group owns the rest)."""
        if _alive(anim) and anim.parent() is self:
            anim.deleteLater()

    def _move_done(self) -> None:
        if not shiboken6.isValid(self):
            return
        if self._shown_face_up != self._face_up or self._flip != 0.0:
            self._shown_face_up = self._face_up
            self._set_flip(0.0)

    def stop_animation(self, finish: bool = True) -> None:
        """Stop the running move/flip.  With ``finish`` (default) the card jumps
        to where it was going; otherwise it stays where it is.  Its face is
        settled either way."""
        a = self._anim
        if _alive(a) and a.state() != QAbstractAnimation.State.Stopped:  # type: ignore[union-attr]
            a.stop()  # type: ignore[union-attr]
            if finish and self._target is not None:
                pos, rot, z, _face = self._target
                self.setPos(pos)
                self.setRotation(rot)
                if z is not None:
                    self.setZValue(z)
        self._anim = None
        self._target = None
        self._moving = False
        self._stop_flip_only()
        if self._shown_face_up != self._face_up or self._flip != 0.0:
            self._shown_face_up = self._face_up
            self._set_flip(0.0)

    # --------------------------------------------------------------- lift
    def _update_lift(self) -> None:
        target = 1.0 if (self._selected or self._kept or (self._hover and self._liftable)) else 0.0
        la = self._lift_anim
        if _alive(la):
            la.stop()  # type: ignore[union-attr]
        if self.lift_duration_ms <= 0 or self.scene() is None:
            self._set_lift(target)
            return
        if target == self._lift:
            return
        if not _alive(la):
            la = QPropertyAnimation(self, b"lift", self)
            la.setEasingCurve(QEasingCurve.Type.OutQuad)
            self._lift_anim = la
        la.setDuration(int(self.lift_duration_ms * abs(target - self._lift)) or 1)  # type: ignore[union-attr]
        la.setStartValue(self._lift)  # type: ignore[union-attr]
        la.setEndValue(target)  # type: ignore[union-attr]
        la.start()  # type: ignore[union-attr]

    # ----------------------------------------------------------- events
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self._hover = True
        self._update_lift()
        self.hovered.emit(self, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self._hover = False
        self._update_lift()
        self.hovered.emit(self, False)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_screen = QPointF(event.screenPos())
            event.accept()
        else:
            event.ignore()

    def _moved_too_far(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self._press_screen is None:
            return True
        d = QPointF(event.screenPos()) - self._press_screen
        return d.manhattanLength() >= QApplication.startDragDistance()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press_screen is not None and self._moved_too_far(event):
            self._press_screen = None  # a drag, not a click
        event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and not self._moved_too_far(event):
            self._press_screen = None
            self.clicked.emit(self)
        self._press_screen = None
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_screen = None  # the release that follows is not a click
            self.double_clicked.emit(self)
            event.accept()
        else:
            event.ignore()

    def rest(self) -> None:
        """Back to rest: not hovered, not selected, so not lifted (a refused or
        dropped card; the pointer is elsewhere, or the lift would hide that the
        card went back).  The next hover enter lifts it again."""
        self._hover = False
        self._selected = False
        self._kept = False
        self._update_lift()
        self.update()

    def cancel_click(self) -> None:
        """Forget the pending press (the scene calls this when it starts a drag)."""
        self._press_screen = None

    def __repr__(self) -> str:
        return f"<CardItem {self._card} {'up' if self._face_up else 'down'}>"

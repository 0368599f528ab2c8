"""The table scene: felt, seats around it, piles of card items, one animation
queue, and card dragging with a threshold and snap-back.

Everything is laid out in *card units*: the base card width ``w`` follows the
view size, and every position is a multiple of it, so the layout is redone on
resize and nothing is ever clipped.  The scene knows nothing of any game's
rules: a game's table behaviour (``cardtable/ui/games/<id>.py``) moves cards
between piles in answer to the engine's events, and tells the scene which
cards may be dragged; what a drop means is decided by the engine through the
controller.

Seats are drawn clockwise starting from ``bottom_seat`` (the person in front
of the screen) at the bottom: with four players seat+1 is on the left, seat+2
opposite, seat+3 on the right.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QPen, QPixmap, QRadialGradient, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from cardtable.engine import Card
from cardtable.ui.anim import Durations
from cardtable.ui.card_item import CardItem
from cardtable.ui.cards import CARD_RATIO, CardRenderer
from cardtable.ui.table.plate import NamePlate
from cardtable.ui.table.queue import AnimationQueue

HAND, TRICK, STACK, ROW, CENTER = "hand", "trick", "stack", "row", "center"


@dataclass
class SeatGeom:
    seat: int
    position: int          # 0 = bottom, then clockwise
    angle: float           # degrees: card rotation at this seat (0 bottom, 90 left, ...)
    anchor: QPointF        # centre of the hand
    out: QPointF           # unit vector from the table centre towards the seat
    along: QPointF         # unit vector along the hand (local x)
    card_w: float          # card width of this seat's hand
    fan_room: float        # length available for the hand's fan
    plate: QPointF         # centre of the name plate
    trick: QPointF         # where this seat's card of the trick lies
    won: QPointF           # where this seat's won cards / tricks pile up


class Pile:
    """An ordered list of card items with a layout rule."""

    def __init__(self, key: str, kind: str, seat: int | None = None) -> None:
        self.key, self.kind, self.seat = key, kind, seat
        self.items: list[CardItem] = []
        self.face_up: bool | None = None     # None: leave each card as it is
        self.point: QPointF | None = None    # for CENTER/STACK piles placed by the game
        self.fan: QGraphicsPixmapItem | None = None  # a resting fan of backs, drawn as one image

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self):
        return iter(list(self.items))


class DropZone(QGraphicsObject):
    """The play area: a soft rounded outline that lights up for a legal drop."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(-100, -70, 200, 140)
        self._state = 0  # 0 idle, 1 dragging (visible), 2 legal hover, 3 illegal hover
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, r: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(r)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_state(self, s: int) -> None:
        if s != self._state:
            self._state = s
            self.update()

    @property
    def state(self) -> int:
        return self._state

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._state == 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = {1: QColor(255, 255, 255, 70), 2: QColor(255, 220, 110, 220), 3: QColor(255, 120, 110, 150)}
        fill = {1: QColor(255, 255, 255, 12), 2: QColor(255, 220, 110, 40), 3: QColor(255, 80, 80, 25)}
        pen = QPen(colour[self._state], 3 if self._state == 2 else 2)
        pen.setStyle(Qt.PenStyle.SolidLine if self._state == 2 else Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(fill[self._state])
        rad = self._rect.height() * 0.12
        painter.drawRoundedRect(self._rect, rad, rad)


class TableScene(QGraphicsScene):
    card_clicked = Signal(object)          # CardItem
    card_double_clicked = Signal(object)
    card_dropped = Signal(object)          # CardItem released over the play area
    drag_started = Signal(object)
    layout_changed = Signal()

    def __init__(self, renderer: CardRenderer, durations: Durations, felt: str = "#1f6b3a",
                 parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.durations = durations
        self.felt = QColor(felt)
        self._felt_key: tuple | None = None
        self._felt_pixmap = QPixmap()
        self.players = 4
        self.bottom_seat = 0
        self.queue = AnimationQueue(self)
        self._relayout_pending = False
        self.queue.idle.connect(self._settle_layout)
        self.queue.idle.connect(self.refresh_fans)
        self.plates: dict[int, NamePlate] = {}
        self.piles: dict[str, Pile] = {}
        self.geoms: dict[int, SeatGeom] = {}
        self.w = 70.0                       # base card width (card units)
        self.big_w = 84.0                   # the viewer's hand
        self.drop_zone = DropZone()
        self.addItem(self.drop_zone)
        self._draggable: set[CardItem] = set()
        self._playable: set[CardItem] = set()
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging: CardItem | None = None
        self._selected: CardItem | None = None
        self.drop_accepts: Callable[[CardItem], bool] = lambda item: item in self._playable
        self.setSceneRect(0, 0, 1280, 800)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # ---------------------------------------------------------------- setup
    def reset(self, players: int, names: list[str], bottom_seat: int = 0,
              humans: Iterable[int] = ()) -> None:
        """Empty the table and seat ``players`` people."""
        self.queue.clear()
        for pile in self.piles.values():
            for item in pile.items:
                self.removeItem(item)
            if pile.fan is not None:
                self.removeItem(pile.fan)
        self.piles.clear()
        for plate in self.plates.values():
            self.removeItem(plate)
        self.plates.clear()
        self._draggable.clear()
        self._playable.clear()
        self._selected = None
        self._press = None
        self._dragging = None
        self.players = players
        self.bottom_seat = bottom_seat
        humans = set(humans)
        for seat in range(players):
            plate = NamePlate(seat, names[seat] if seat < len(names) else f"{seat + 1}")
            plate.set_human(seat in humans)
            self.addItem(plate)
            self.plates[seat] = plate
        self.relayout(0)

    def pile(self, key: str, kind: str = STACK, seat: int | None = None) -> Pile:
        p = self.piles.get(key)
        if p is None:
            p = self.piles[key] = Pile(key, kind, seat)
        return p

    def new_card(self, card: Card | None, face_up: bool, pos: QPointF | None = None,
                 rotation: float = 0.0) -> CardItem:
        item = CardItem(self.renderer, card, face_up=face_up, width=self.w)
        item.setPos(pos if pos is not None else self.center())
        item.setRotation(rotation)
        self.addItem(item)
        return item

    def remove_card(self, item: CardItem) -> None:
        for pile in self.piles.values():
            if item in pile.items:
                self.break_fan(pile)
                pile.items.remove(item)
        self._draggable.discard(item)
        self._playable.discard(item)
        if self._selected is item:
            self._selected = None
        if item.scene() is self:
            self.removeItem(item)

    def all_cards(self) -> list[CardItem]:
        return [i for p in self.piles.values() for i in p.items]

    def pile_of(self, item: CardItem) -> Pile | None:
        for pile in self.piles.values():
            if item in pile.items:
                return pile
        return None

    def move_item(self, item: CardItem, pile: Pile, index: int | None = None) -> None:
        """Move ``item`` into ``pile`` (its position is set by the next layout)."""
        old = self.pile_of(item)
        self.break_fan(pile)
        if old is not None:
            self.break_fan(old)
            old.items.remove(item)
            for other in old.items:
                if other.cover is item:
                    other.cover = None
                    other.visible_strip = None
        item.cover = None
        item.visible_strip = None
        if index is None:
            pile.items.append(item)
        else:
            pile.items.insert(index, item)

    # ------------------------------------------------------------- geometry
    def center(self) -> QPointF:
        return self.sceneRect().center()

    def set_view_size(self, width: float, height: float) -> None:
        self.setSceneRect(0, 0, max(width, 200.0), max(height, 200.0))
        self.queue_layout_now()
        if self.queue.busy:
            # animations already built aim at the old places: lay out again
            # once they have played
            self._relayout_pending = True

    def queue_layout_now(self) -> None:
        self.relayout(0)
        self.layout_changed.emit()

    def _settle_layout(self) -> None:
        if self._relayout_pending:
            self._relayout_pending = False
            self.relayout(0)

    def position_of(self, seat: int) -> int:
        return (seat - self.bottom_seat) % max(1, self.players)

    def compute_geometry(self) -> None:
        r = self.sceneRect()
        W, H = r.width(), r.height()  # noqa: N806
        n = max(1, self.players)
        self.w = max(34.0, min(W / 13.5, H / 8.6, 190.0))
        self.big_w = self.w * 1.18
        w = self.w
        opp_w = w * 0.74
        margin = w * 0.18
        plate_w, plate_h = max(120.0, w * 2.3), max(38.0, w * 0.62)
        cx, cy = r.center().x(), r.center().y()
        self.geoms.clear()
        for seat in range(n):
            p = self.position_of(seat)
            phi = 2 * math.pi * p / n
            ux, uy = -math.sin(phi), math.cos(phi)
            if abs(ux) < 1e-9:
                ux = 0.0
            if abs(uy) < 1e-9:
                uy = 0.0
            cw = self.big_w if p == 0 else opp_w
            ch = cw * CARD_RATIO
            lift = cw * CARD_RATIO * 0.14 if p == 0 else 0.0
            rx = W / 2 - ch / 2 - margin
            ry = H / 2 - ch / 2 - margin - (lift / 2 if p == 0 else 0)
            ax, ay = cx + rx * ux, cy + ry * uy + (lift / 2 if p == 0 else 0)
            out = QPointF(ux, uy)
            along = QPointF(math.cos(phi), math.sin(phi))
            # room for the fan along the hand's direction
            if abs(along.x()) > 0.7:
                room = W * (0.58 if p == 0 else 0.40)
            else:
                room = H * 0.46
            if n > 4:
                room *= 0.75           # five or six hands share the edges
            # keep the whole fan inside the table, whatever the seat's angle:
            # its half extents along x and y, then the anchor clamped
            ax_, ay_ = abs(along.x()), abs(along.y())
            top_extra = lift if p == 0 else 0.0
            if ax_ > 1e-6:
                room = min(room, 2 * (W / 2 - margin - abs(ux) * ch / 2) / ax_)
            if ay_ > 1e-6:
                room = min(room, 2 * (H / 2 - margin - abs(uy) * ch / 2 - top_extra / 2) / ay_)
            ex = ax_ * room / 2 + abs(ux) * ch / 2
            ey = ay_ * room / 2 + abs(uy) * ch / 2
            ax = min(max(ax, r.left() + margin + ex), r.right() - margin - ex)
            ay = min(max(ay, r.top() + margin + ey + top_extra), r.bottom() - margin - ey)
            # the plate goes inward from the hand
            ext = abs(ux) * plate_w / 2 + abs(uy) * plate_h / 2
            gap = w * 0.14
            dist = ch / 2 + gap + ext
            if p == 0:
                # the viewer's plate sits to the left of the hand
                px = ax - min(room, W * 0.58) / 2 - plate_w / 2 - gap
                plate = QPointF(max(r.left() + plate_w / 2 + margin, px), ay + ch * 0.12)
                room = min(room, 2 * (ax - (plate.x() + plate_w / 2 + gap)))
            else:
                plate = QPointF(ax - ux * dist, ay - uy * dist)
            tch = w * CARD_RATIO
            tdist = tch * 0.52
            trick = QPointF(cx + ux * tdist * (1.25 if abs(ux) > 0.5 else 1.0), cy + uy * tdist)
            # won pile: beside the plate, on the side of increasing "along"
            # (the first trick lies there, the next ones further along the row)
            won_w = w * 0.62
            if p == 0:
                won = QPointF(plate.x() - plate_w / 2 + won_w / 2,
                              plate.y() - plate_h / 2 - gap - won_w * CARD_RATIO / 2)
            else:
                ext_plate = abs(along.x()) * plate_w / 2 + abs(along.y()) * plate_h / 2
                d = ext_plate + gap + won_w / 2
                won = QPointF(plate.x() + along.x() * d, plate.y() + along.y() * d)
            self.geoms[seat] = SeatGeom(seat, p, math.degrees(phi), QPointF(ax, ay), out, along, cw, room,
                                        plate, trick, won)
        self._plate_size = (plate_w, plate_h)
        dz = QRectF(0, 0, w * 3.9, w * CARD_RATIO * 2.55)
        dz.moveCenter(QPointF(cx, cy))
        self.drop_zone.set_rect(dz)

    def geom(self, seat: int) -> SeatGeom:
        return self.geoms[seat]

    # --------------------------------------------------------------- layout
    def targets(self, pile: Pile) -> list[tuple[QPointF, float, float, float]]:
        """(pos, rotation, z, width) for every item of ``pile``."""
        n = len(pile.items)
        out: list[tuple[QPointF, float, float, float]] = []
        if n == 0:
            return out
        if pile.kind == HAND and pile.seat is not None:
            g = self.geom(pile.seat)
            cw = g.card_w
            step_max = cw * (0.62 if g.position == 0 else 0.30)
            step = step_max if n < 2 else min(step_max, max(cw * 0.12, (g.fan_room - cw) / (n - 1)))
            start = -step * (n - 1) / 2
            for i in range(n):
                off = start + i * step
                pos = QPointF(g.anchor.x() + g.along.x() * off, g.anchor.y() + g.along.y() * off)
                out.append((pos, g.angle, 100 + i, cw))
        elif pile.kind == ROW and pile.seat is not None:
            g = self.geom(pile.seat)
            cw = g.card_w
            step = cw * 1.08
            start = -step * (n - 1) / 2
            for i in range(n):
                off = start + i * step
                pos = QPointF(g.anchor.x() + g.along.x() * off, g.anchor.y() + g.along.y() * off)
                out.append((pos, g.angle, 100 + i, cw))
        elif pile.kind == TRICK:
            for i, item in enumerate(pile.items):
                seat = getattr(item, "seat", None)
                if seat is None or seat not in self.geoms:
                    pos = self.center()
                    angle = 0.0
                else:
                    g = self.geom(seat)
                    pos = g.trick
                    # each card lies the way its player put it down (quarter
                    # turns: drawn as exact blits, no filtering)
                    angle = g.angle if abs(g.angle % 90) < 1e-6 else 0.0
                out.append((pos, angle, 300 + i, self.w))
        elif pile.kind == STACK and pile.seat is not None:
            g = self.geom(pile.seat)
            base = pile.point or g.won
            cw = self.w * 0.62
            # one card per trick, overlapping in a short row so they can be counted
            step = cw * 0.22
            for i in range(n):
                off = i * step
                out.append((QPointF(base.x() + g.along.x() * off, base.y() + g.along.y() * off),
                            g.angle if g.position else 0.0, 50 + i, cw))
        else:  # CENTER (deck, discard…)
            base = pile.point or self.center()
            for i in range(n):
                d = min(i, 20) * self.w * 0.006
                out.append((QPointF(base.x() - d, base.y() - d), 0.0, 200 + i, self.w))
        return out

    def layout_pile(self, pile: Pile, duration: int = 0, stagger: int = 0) -> QAbstractAnimation | None:
        """Move the items of ``pile`` to their places (an animation, or None)."""
        self.break_fan(pile)
        group = QParallelAnimationGroup()
        targets = self.targets(pile)
        self.assign_strips(pile, targets)
        for i, (item, (pos, rot, z, width)) in enumerate(zip(pile.items, targets, strict=True)):
            if item is self._dragging:
                continue
            if abs(item.width() - width) > 0.5:
                item.set_width(width)
            face = pile.face_up
            anim = item.move_to(pos, rot, duration, z=z, face_up=face, delay_ms=i * stagger if stagger else 0)
            if anim is not None:
                group.addAnimation(anim)
        if group.animationCount() == 0:
            return None
        return group

    def assign_strips(self, pile: Pile, targets: list[tuple[QPointF, float, float, float]]) -> None:
        """In a fan each card but the last shows only a strip: it is told which
        card covers it and paints only that strip while the cover rests.  A
        squared pile (the deck) casts one shadow, not a dark smudge of 52."""
        clip = pile.kind == HAND and len(targets) > 1
        step = 0.0
        if clip:
            a, b = targets[0][0], targets[1][0]
            step = math.hypot(b.x() - a.x(), b.y() - a.y())
        last = len(targets) - 1
        for i, item in enumerate(pile.items):
            item.visible_strip = step if clip and i < last else None
            item.cover = pile.items[i + 1] if clip and i < last else None
            item.shadow = i == 0 if pile.kind == CENTER else True

    def relayout(self, duration: int = 0) -> QAbstractAnimation | None:
        self.compute_geometry()
        pw, ph = self._plate_size
        for seat, plate in self.plates.items():
            if seat in self.geoms:
                plate.set_size(pw, ph)
                plate.setPos(self.geoms[seat].plate)
        group = QParallelAnimationGroup()
        for pile in self.piles.values():
            anim = self.layout_pile(pile, duration)
            if anim is not None:
                group.addAnimation(anim)
        self.update()
        if duration == 0 and not self.queue.busy:
            self.refresh_fans()
        return group if group.animationCount() else None

    # -------------------------------------------------------- resting fans
    def break_fan(self, pile: Pile) -> None:
        """Show the pile's own card items again (they are about to change)."""
        fan = pile.fan
        if fan is not None and fan.isVisible():
            fan.hide()
            for item in pile.items:
                item.setVisible(True)

    def _fan_ready(self, pile: Pile) -> bool:
        if pile.kind != HAND or pile.face_up is not False or len(pile.items) < 2:
            return False
        for item in pile.items:
            if (item.face_up or item.is_animating or item._moving or item.liftable or item.highlighted
                    or item is self._dragging or not item.shadow or item.lift != 0.0 or item.flip != 0.0
                    or abs(item.rotation() % 90.0) > 1e-6):
                return False
        return True

    def refresh_fans(self) -> None:
        """Draw each resting fan of backs as one pixmap item.

        An opponent's hand is a dozen identical backs that do not move for
        most of the game; painting them as one image costs one blit instead
        of a dozen Python paint calls.  Any change to the pile (a card taken,
        a layout, a resize) shows the real items again first.
        """
        dpr = 1.0
        views = self.views()
        if views:
            dpr = views[0].devicePixelRatioF()
        for pile in self.piles.values():
            if not self._fan_ready(pile):
                continue
            rect = QRectF()
            for item in pile.items:
                rect = rect.united(item.sceneBoundingRect())
            x0 = math.floor(rect.left() * dpr) / dpr
            y0 = math.floor(rect.top() * dpr) / dpr
            pm = QPixmap(max(1, math.ceil((rect.right() - x0) * dpr)), max(1, math.ceil((rect.bottom() - y0) * dpr)))
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pm)
            option = QStyleOptionGraphicsItem()
            for item in sorted(pile.items, key=lambda it: it.zValue()):
                t = item.sceneTransform() * QTransform.fromTranslate(-x0, -y0)
                painter.setWorldTransform(t)
                item.paint(painter, option, None)
            painter.end()
            fan = pile.fan
            if fan is None:
                fan = pile.fan = QGraphicsPixmapItem()
                fan.setTransformationMode(Qt.TransformationMode.FastTransformation)
                fan.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                fan.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
                self.addItem(fan)
            fan.setPixmap(pm)
            fan.setPos(x0, y0)
            fan.setZValue(min(item.zValue() for item in pile.items))
            fan.show()
            for item in pile.items:
                item.setVisible(False)

    # --------------------------------------------------------- animations
    @staticmethod
    def parallel(anims: Iterable[QAbstractAnimation | None]) -> QAbstractAnimation | None:
        group = QParallelAnimationGroup()
        for a in anims:
            if a is not None:
                group.addAnimation(a)
        return group if group.animationCount() else None

    # ------------------------------------------------------------ felt
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        r = self.sceneRect()
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        key = (int(r.width()), int(r.height()), self.felt.name(), round(self.w, 2), dpr)
        if self._felt_key != key:
            self._felt_key = key
            self._felt_pixmap = self._paint_felt(r, dpr)
        target = rect.intersected(r)
        if target != rect:
            painter.fillRect(rect, self.felt.darker(165))
        if not target.isEmpty():
            src = QRectF((target.x() - r.x()) * dpr, (target.y() - r.y()) * dpr, target.width() * dpr,
                         target.height() * dpr)
            painter.drawPixmap(target, self._felt_pixmap, src)

    def _paint_felt(self, r: QRectF, dpr: float) -> QPixmap:
        """The felt (gradient and the ring of the play area), painted once per size."""
        pm = QPixmap(max(1, int(r.width() * dpr)), max(1, int(r.height() * dpr)))
        pm.setDevicePixelRatio(dpr)
        p = QPainter(pm)
        local = QRectF(0, 0, r.width(), r.height())
        grad = QRadialGradient(local.center(), max(local.width(), local.height()) * 0.62)
        grad.setColorAt(0.0, self.felt.lighter(118))
        grad.setColorAt(0.55, self.felt)
        grad.setColorAt(1.0, self.felt.darker(150))
        p.fillRect(local, QBrush(grad))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(255, 255, 255, 22), max(1.0, self.w * 0.03)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        ring = QRectF(0, 0, self.w * 5.6, self.w * CARD_RATIO * 3.3)
        ring.moveCenter(local.center())
        p.drawEllipse(ring)
        p.end()
        return pm

    def set_felt(self, colour: str) -> None:
        self.felt = QColor(colour)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    # ------------------------------------------------------- interaction
    def set_interactive(self, items: Iterable[CardItem], playable: Iterable[CardItem],
                        dim_others: bool = True) -> None:
        """Cards the person may drag (``items``) and those the engine allows."""
        self._draggable = set(items)
        self._playable = set(playable)
        for item in self.all_cards():
            inter = item in self._draggable
            item.liftable = inter
            item.dimmed = bool(dim_others and inter and item not in self._playable)
            if not inter:
                item.selected_card = False
        if self._selected not in self._draggable:
            self._selected = None

    def clear_interactive(self) -> None:
        self.set_interactive((), ())
        self.drop_zone.set_state(0)

    @property
    def interactive_items(self) -> list[CardItem]:
        ordered = []
        for pile in self.piles.values():
            ordered.extend(i for i in pile.items if i in self._draggable)
        return ordered

    def _card_at(self, pos: QPointF) -> CardItem | None:
        for it in self.items(pos):
            if isinstance(it, CardItem):
                return it
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        item = self._card_at(event.scenePos())
        if event.button() == Qt.MouseButton.LeftButton and item in self._draggable and not self.queue.busy:
            self._press = (item, event.scenePos(), QPointF(item.pos()))
            event.accept()
            return
        self._press = None
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is not None:
            item, start, item_start = self._press
            delta = event.scenePos() - start
            if self._dragging is None and delta.manhattanLength() >= QApplication.startDragDistance():
                self._dragging = item
                item.stop_animation()
                item.setZValue(1000)
                item.selected_card = False
                self.drag_started.emit(item)
            if self._dragging is item:
                item.setPos(item_start + delta)
                inside = self.drop_zone.rect().contains(event.scenePos())
                if inside:
                    self.drop_zone.set_state(2 if self.drop_accepts(item) else 3)
                else:
                    self.drop_zone.set_state(1)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is not None:
            item = self._press[0]
            self._press = None
            if self._dragging is item:
                self._dragging = None
                over = self.drop_zone.rect().contains(event.scenePos())
                self.drop_zone.set_state(0)
                if over:
                    self.card_dropped.emit(item)
                if item.scene() is self and self.pile_of(item) is not None and item.pos() != self._target_of(item):
                    self.snap_back(item)
            else:
                self.card_clicked.emit(item)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        item = self._card_at(event.scenePos())
        if item in self._draggable:
            self.card_double_clicked.emit(item)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def _target_of(self, item: CardItem) -> QPointF:
        pile = self.pile_of(item)
        if pile is None:
            return QPointF(item.pos())
        for it, (pos, _r, _z, _w) in zip(pile.items, self.targets(pile), strict=True):
            if it is item:
                return pos
        return QPointF(item.pos())

    def snap_back(self, item: CardItem) -> None:
        pile = self.pile_of(item)
        if pile is None:
            return
        for it, (pos, rot, z, _w) in zip(pile.items, self.targets(pile), strict=True):
            if it is item:
                anim = item.move_to(pos, rot, self.durations["snap_back"], z=z, easing=QEasingCurve.Type.OutBack)
                if anim is not None:
                    anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    # ---------------------------------------------------------- keyboard
    def select_step(self, step: int) -> CardItem | None:
        items = self.interactive_items
        if not items:
            return None
        if self._selected in items:
            idx = (items.index(self._selected) + step) % len(items)
        else:
            idx = 0 if step > 0 else len(items) - 1
        self.select(items[idx])
        return self._selected

    def select(self, item: CardItem | None) -> None:
        if self._selected is not None:
            self._selected.selected_card = False
        self._selected = item
        if item is not None:
            item.selected_card = True

    @property
    def selected(self) -> CardItem | None:
        return self._selected

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.select_step(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.select_step(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._selected is not None and not self.queue.busy:
                self.card_double_clicked.emit(self._selected)
        elif key == Qt.Key.Key_Escape:
            if self._dragging is not None:       # Esc cancels a drag: the card slides back
                item = self._dragging
                self._dragging = None
                self._press = None
                self.drop_zone.set_state(0)
                self.snap_back(item)
            self.select(None)
        else:
            super().keyPressEvent(event)
            return
        event.accept()


__all__ = ["CENTER", "HAND", "ROW", "STACK", "TRICK", "DropZone", "Pile", "SeatGeom", "TableScene"]

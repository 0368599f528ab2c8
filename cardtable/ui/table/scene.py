"""The table scene: it composes the table's parts and owns the card items.

* :mod:`~cardtable.ui.table.geometry` — where things go (a pure function of
  the size, recomputed on every resize: ``scene.geometry``, ``scene.geom(seat)``);
* :mod:`~cardtable.ui.table.piles` — piles of cards and their layout kinds
  (a registry a game may extend: ``register_layout``);
* :mod:`~cardtable.ui.table.felt` — the background, drop-target outlines,
  count badges, labels (a pile's name: ``pile.label``; a tag on a card:
  :meth:`TableScene.tag_card`);
* :mod:`~cardtable.ui.table.input` — dragging onto drop targets, clicks on
  cards, piles and plates, the pick mode and the keyboard (``scene.input``);
* :mod:`~cardtable.ui.table.queue` — one animation queue.

Everything is laid out in *card units*: the base card width ``w`` follows the
view size, and every position is a multiple of it, so the layout is redone on
resize and nothing is ever clipped.  The scene knows nothing of any game's
rules: a game's table behaviour moves cards between piles in answer to the
engine's events, and tells the scene which cards may be dragged and where;
what a drop means is decided by the engine through the controller.

Seats are drawn clockwise starting from ``bottom_seat`` (the person in front
of the screen) at the bottom: with four players seat+1 is on the left, seat+2
opposite, seat+3 on the right.

A resting fan of backs (an opponent's hand) is drawn as one pixmap item
(:meth:`TableScene.refresh_fans`); any change to the pile shows the real
items again first.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
)

from cardtable.engine import Card
from cardtable.ui.anim import Durations
from cardtable.ui.cards.item import CardItem
from cardtable.ui.cards.render import CardRenderer
from cardtable.ui.table.felt import CountBadge, DropZone, Felt, TableLabel
from cardtable.ui.table.geometry import SeatGeom, TableGeometry, card_extent, table_geometry
from cardtable.ui.table.input import (
    PICK_OTHER_CARD,
    PICK_OWN_CARD,
    PICK_PLAYER,
    DropTarget,
    TableInput,
)
from cardtable.ui.table.piles import (
    BOOKS,
    CENTER,
    COUNT,
    DISCARD,
    HAND,
    ROW,
    SLOT,
    STACK,
    STOCK,
    TRICK,
    WON,
    Pile,
    PileLayout,
    Target,
    register_layout,
)
from cardtable.ui.table.plate import NamePlate
from cardtable.ui.table.queue import AnimationQueue


class TableScene(QGraphicsScene):
    card_clicked = Signal(object)          # CardItem the person may play, clicked
    card_double_clicked = Signal(object)   # ... double-clicked, or Enter on the selection
    card_dropped = Signal(object, object, object)   # CardItem, Pile or None (play area), slot or None
    drag_started = Signal(object)
    layout_changed = Signal()
    pile_clicked = Signal(object, object)  # Pile, slot (int) or None
    plate_clicked = Signal(int)            # seat
    picked = Signal(object)                # CardItem or seat picked; None: the pick was cancelled
    #: a card of the viewer's own hand (or row) clicked while it may not be
    #: played (not the person's turn, or the table is busy): the behaviour
    #: says why ("Ce n'est pas votre tour")
    inactive_card_clicked = Signal(object)
    #: a click that nothing takes on a card (a CardItem) or, while players are
    #: picked, on a plate not offered (the seat); None: Entrée or Espace with
    #: no card to raise.  The behaviour says why
    refused_gesture = Signal(object)
    #: a plate's text changed: ``accessible_summary()`` has news (the view's
    #: accessible description follows it)
    description_changed = Signal()
    #: what the person may play, click or pick changed, or the keyboard
    #: selection moved (the accessible layer follows it)
    interaction_changed = Signal()
    #: the keyboard raised a card (or, picking, a card or a seat): the object, and
    #: whether an Entrée raised it (nothing was raised before) rather than an arrow;
    #: (None, False): Échap put the raised card down
    key_raised = Signal(object, bool)

    def __init__(self, renderer: CardRenderer, durations: Durations, felt: str | Felt = "#1f6b3a",
                 parent: Any = None) -> None:
        """``felt``: its colour, or the :class:`Felt` already painted (the
        view's first frame), whose cached pixmap is then used as it is."""
        super().__init__(parent)
        self.renderer = renderer
        self.durations = durations
        self._felt = felt if isinstance(felt, Felt) else Felt(felt)
        self.players = 4
        self.bottom_seat = 0
        self.card_scale = 1.0               # the card size setting (see set_card_scale)
        self._high_contrast = False
        self.queue = AnimationQueue(self)
        self._relayout_pending = False
        self.queue.idle.connect(self._settle_layout)
        self.queue.idle.connect(self.refresh_fans)
        self.plates: dict[int, NamePlate] = {}
        self.piles: dict[str, Pile] = {}
        self._tags: list[tuple[CardItem, TableLabel]] = []
        self.geoms: dict[int, SeatGeom] = {}
        self.w = 70.0                       # base card width (card units)
        self.big_w = 84.0                   # the viewer's hand
        self._plate_size = (120.0, 38.0)
        self.drop_zone = DropZone()
        self.addItem(self.drop_zone)
        #: the central play area's default rule: the interactive playable cards
        self.drop_accepts: Callable[[CardItem], bool] = lambda item: item in self.input.playable
        self.input = TableInput(self)
        self.setSceneRect(0, 0, 1280, 800)
        self.geometry: TableGeometry = table_geometry(1280, 800, self.players, self.bottom_seat)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # ---------------------------------------------------------------- setup
    def reset(self, players: int, names: list[str], bottom_seat: int = 0,
              humans: Iterable[int] = ()) -> None:
        """Empty the table and seat ``players`` people."""
        self.queue.clear()
        self.input.reset()
        for pile in self.piles.values():
            for item in pile.items:
                self.removeItem(item)
            if pile.fan is not None:
                self.removeItem(pile.fan)
            if pile.badge is not None:
                self.removeItem(pile.badge)
            if pile.label_item is not None:
                self.removeItem(pile.label_item)
        self.clear_tags()
        self.piles.clear()
        for plate in self.plates.values():
            self.removeItem(plate)
        self.plates.clear()
        self.players = players
        self.bottom_seat = bottom_seat
        humans = set(humans)
        for seat in range(players):
            plate = NamePlate(seat, names[seat] if seat < len(names) else f"{seat + 1}")
            plate.set_human(seat in humans)
            plate.set_high_contrast(self._high_contrast)
            plate.text_changed.connect(self.description_changed)
            self.addItem(plate)
            self.plates[seat] = plate
        self.relayout(0)
        self.description_changed.emit()

    # ------------------------------------------------------ display options
    def set_card_scale(self, scale: float) -> None:
        """The card size setting (``settings.CARD_SCALES``): the table is laid
        out again at once for the new card width (the geometry keeps every
        card on the table and the hands off the play area)."""
        scale = float(scale)
        if abs(scale - self.card_scale) < 1e-9:
            return
        self.card_scale = scale
        self.queue_layout_now()
        if self.queue.busy:
            self._relayout_pending = True

    @property
    def high_contrast(self) -> bool:
        return self._high_contrast

    def set_high_contrast(self, on: bool) -> None:
        """Larger card indices and strong outlines (the renderer's cache key
        changes, every card repaints) and bolder plates."""
        on = bool(on)
        if on == self._high_contrast and self.renderer.high_contrast == on:
            return
        self._high_contrast = on
        self.renderer.high_contrast = on
        for plate in self.plates.values():
            plate.set_high_contrast(on)
        for pile in self.piles.values():
            self.break_fan(pile)
        self.update_all()
        if not self.queue.busy:
            self.refresh_fans()

    def accessible_summary(self) -> str:
        """The players around the table as one sentence per plate, from the
        bottom seat clockwise (for screen readers)."""
        seats = sorted(self.plates, key=self.position_of)
        return "\n".join(self.plates[s].accessible_text() for s in seats)

    def pile(self, key: str, kind: str = STACK, seat: int | None = None) -> Pile:
        """The pile ``key``, made with ``kind`` (a registered layout) the first time."""
        p = self.piles.get(key)
        if p is None:
            p = Pile(key, kind, seat)
            p.layout  # noqa: B018 - an unknown kind fails here, not at the first layout
            self.piles[key] = p
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
                for other in pile.items:
                    if other.cover is item:     # uncovered: it paints whole
                        other.cover = None
                        other.visible_strip = None
                        other.update()
                pile.items.remove(item)
                pile.forget(item)
                self._update_badge(pile)
        self.input.forget_item(item)
        for tagged, label in [t for t in self._tags if t[0] is item]:
            self._tags.remove((tagged, label))
            if label.scene() is self:
                self.removeItem(label)
        if item.scene() is self:
            self.removeItem(item)

    def all_cards(self) -> list[CardItem]:
        return [i for p in self.piles.values() for i in p.items]

    def pile_of(self, item: CardItem) -> Pile | None:
        for pile in self.piles.values():
            if item in pile.items:
                return pile
        return None

    def move_item(self, item: CardItem, pile: Pile, index: int | None = None, slot: int | None = None) -> None:
        """Move ``item`` into ``pile`` (its position is set by the next layout).

        ``index``: its place in the pile's order (default: on top).  ``slot``:
        its stable slot in a slotted pile (default: after the last one; a card
        put in the slot another left keeps that place).
        """
        old = self.pile_of(item)
        item.held_face_up = False              # a card that moves is shown as its new pile shows cards
        self.break_fan(pile)
        if old is not None:
            self.break_fan(old)
            old.items.remove(item)
            old.forget(item)
            for other in old.items:
                if other.cover is item:
                    other.cover = None
                    other.visible_strip = None
                    other.update()
            if old is not pile:
                self._update_badge(old)
                self._update_label(old)
        item.cover = None
        item.visible_strip = None
        if index is None:
            pile.items.append(item)
        else:
            pile.items.insert(index, item)
        if slot is not None or pile.layout.slotted:
            pile.set_slot(item, slot)
        self._update_badge(pile)
        self._update_label(pile)

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
        """Recompute every anchor for the current size (see :func:`table_geometry`)."""
        r = self.sceneRect()
        geo = self.geometry = table_geometry(r.width(), r.height(), self.players, self.bottom_seat,
                                             self.card_scale, r.left(), r.top())
        self.w, self.big_w = geo.w, geo.big_w
        self.geoms = geo.seats
        self._plate_size = geo.plate_size
        self.drop_zone.set_rect(geo.play_area)

    def geom(self, seat: int) -> SeatGeom:
        return self.geoms[seat]

    # --------------------------------------------------------------- layout
    def targets(self, pile: Pile) -> list[Target]:
        """(pos, rotation, z, width) for every item of ``pile``."""
        if not pile.items:
            return []
        return pile.layout.targets(pile, self.geometry)

    def layout_pile(self, pile: Pile, duration: int = 0, stagger: int = 0) -> QAbstractAnimation | None:
        """Move the items of ``pile`` to their places (an animation, or None).

        The area the pile's cards covered before is repainted by name: Qt's
        own repaint of a moved card missed at times the strips a fanned
        card had drawn there, and a hand that lost a card kept slivers of
        it at its ends (``tests/test_scene_pixels.py``)."""
        self.break_fan(pile)
        before = QRectF()
        for item in pile.items:
            before = before.united(item.sceneBoundingRect())
        if not before.isNull():
            self.update(before)
        group = QParallelAnimationGroup()
        targets = self.targets(pile)
        self.assign_strips(pile, targets)
        dragging = self.input.dragging
        for i, (item, (pos, rot, z, width)) in enumerate(zip(pile.items, targets, strict=True)):
            if item is dragging:
                continue
            if abs(item.width() - width) > 0.5:
                item.set_width(width)
            face = True if item.held_face_up else pile.face_up
            anim = item.move_to(pos, rot, duration, z=z, face_up=face, delay_ms=i * stagger if stagger else 0)
            if anim is not None:
                group.addAnimation(anim)
        self._update_badge(pile)
        self._place_plate_for(pile)
        self._update_label(pile)
        if pile in self.input.clickable_piles:
            self.input.apply_pile_cursors()
        if group.animationCount() == 0:
            return None
        return group

    def _place_plate_for(self, pile: Pile) -> None:
        """A pile that moves its seat's plate (a row wrapped towards the
        centre: :meth:`PileLayout.plate_offset`) puts the plate where it says."""
        layout = pile.layout
        if pile.seat is None or type(layout).plate_offset is PileLayout.plate_offset:
            return
        plate, g = self.plates.get(pile.seat), self.geoms.get(pile.seat)
        if plate is None or g is None:
            return
        plate.setPos(g.plate + layout.plate_offset(pile, self.geometry))

    def assign_strips(self, pile: Pile, targets: list[Target]) -> None:
        """In a fan each card but the last shows only a strip: it is told which
        card covers it and paints only that strip while the cover rests.  A
        squared pile (the deck) casts one shadow, not a dark smudge of 52."""
        layout = pile.layout
        clip = layout.strips and len(targets) > 1
        step = 0.0
        if clip:
            a, b = targets[0][0], targets[1][0]
            step = math.hypot(b.x() - a.x(), b.y() - a.y())
        last = len(targets) - 1
        single = layout.single_shadow
        for i, item in enumerate(pile.items):
            covered = clip and i < last
            item.visible_strip = step if covered else None
            item.cover = pile.items[i + 1] if covered else None
            if covered:
                a, b = targets[i][0], targets[i + 1][0]
                item.strip_rest = (a.x(), a.y(), b.x(), b.y())
            else:
                item.strip_rest = None
            item.shadow = i == 0 if single else True

    def _update_badge(self, pile: Pile) -> None:
        layout = pile.layout
        if not layout.badge:
            return
        where = layout.badge_pos(pile, self.geometry)
        if pile.badge is None:
            if where is None or not pile.items:
                return
            pile.badge = CountBadge()
            self.addItem(pile.badge)
        if where is None:
            pile.badge.setVisible(False)
            return
        pile.badge.place(where, self.w, len(pile.items))

    def _update_label(self, pile: Pile) -> None:
        """The pile's name on the felt (:attr:`Pile.label`), kept beside it."""
        item = pile.label_item
        where = pile.layout.label_pos(pile, self.geometry) if pile.label else None
        if where is None:
            if item is not None:
                item.setVisible(False)
            return
        if item is None:
            item = pile.label_item = TableLabel(pile.label)
            self.addItem(item)
        item.set_text(pile.label)
        item.place(where, self.w)
        item.setVisible(True)

    # ------------------------------------------------------------ card tags
    def tag_card(self, item: CardItem, text: str, tone: str = "gold", at: float = 0.5) -> TableLabel:
        """Write ``text`` on ``item`` where it rests (a revealed card marked
        "Strongest", "Taken by Léa"): a :class:`TableLabel` across the card,
        ``at`` of its half height below its centre (0.5: the middle of the
        lower half; 0.25: clear of an upright card's corner indices), kept
        there on every layout until :meth:`clear_tags`."""
        label = TableLabel(text, tone)
        label.at = at
        self.addItem(label)
        self._tags.append((item, label))
        self._place_tag(item, label)
        return label

    @property
    def tags(self) -> list[tuple[CardItem, TableLabel]]:
        """The (card, label) pairs written by :meth:`tag_card`."""
        return list(self._tags)

    def clear_tags(self) -> None:
        for _item, label in self._tags:
            if label.scene() is self:
                self.removeItem(label)
        self._tags.clear()

    def _place_tag(self, item: CardItem, label: TableLabel) -> None:
        pos = self.target_of(item)
        pile = self.pile_of(item)
        hy = item.height() / 2
        if pile is not None:
            for it, (_p, rot, _z, width) in zip(pile.items, self.targets(pile), strict=True):
                if it is item:
                    hy = card_extent(width, rot)[1]
                    break
        label.place(QPointF(pos.x(), pos.y() + hy * label.at), item.width())

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
        for item, label in self._tags:
            self._place_tag(item, label)
        self.update_all()
        if duration == 0 and not self.queue.busy:
            self.refresh_fans()
        return group if group.animationCount() else None

    def update_all(self) -> None:
        """Repaint the whole table in every view, surely.

        ``QGraphicsScene.update()`` alone does not: it marks each view as
        wholly dirty and asks it to repaint only at the next pass of the
        event loop (a queued call), and while that mark stands the view
        drops the repaints of the items that change.  A paint of the view
        that comes first (a widget over the table shown or changed: the
        corner buttons) clears the mark and paints only its own region, and
        the whole repaint is lost with every item change made meanwhile: a
        table rebuilt from a network welcome stayed drawn as before it (no
        hand, no trick, bits of cards beside the plates that repainted
        since).  The views' viewports are marked dirty at once as well, so
        the next paint, whichever it is, is of the whole table."""
        self.update()
        for view in self.views():
            view.viewport().update()

    # -------------------------------------------------------- resting fans
    def break_fan(self, pile: Pile) -> None:
        """Show the pile's own card items again (they are about to change)."""
        fan = pile.fan
        if fan is not None and fan.isVisible():
            # the picture's area is repainted by name: Qt's own repaint of a
            # hidden item goes by where the item is when its changes are
            # processed, and refresh_fans() may by then have given it a
            # smaller picture in another place (a hand that lost a card), so
            # the rows of the old picture outside the new one kept their pixels
            self.update(fan.sceneBoundingRect())
            fan.hide()
            for item in pile.items:
                item.setVisible(True)

    def _fan_ready(self, pile: Pile) -> bool:
        if not pile.layout.fan_image or pile.face_up is not False or len(pile.items) < 2:
            return False
        dragging = self.input.dragging
        for item in pile.items:
            if (item.face_up or item.is_animating or item._moving or item.liftable or item.highlighted
                    or item is dragging or not item.shadow or item.lift != 0.0 or item.flip != 0.0
                    or item.selected_card or abs(item.rotation() % 90.0) > 1e-6):
                return False
        return True

    def refresh_fans(self) -> None:
        """Draw each resting fan of backs as one pixmap item.

        An opponent's hand is a dozen identical backs that do not move for
        most of the game; painting them as one image costs one blit instead
        of a dozen Python paint calls.  The pixmap's origin is on the device
        pixel grid and the items round their blits half up, so the image is
        the same pixels as the items (tested at many sizes).  Any change to
        the pile (a card taken, a layout, a resize) shows the real items
        again first.
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
    @property
    def felt(self) -> QColor:
        return self._felt.colour

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        self._felt.draw(painter, rect, self.sceneRect(), self.w)

    def set_felt(self, colour: str) -> None:
        self._felt.set_colour(colour)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    # ------------------------------------------------------- interaction
    def set_interactive(self, items: Iterable[CardItem], playable: Iterable[CardItem],
                        dim_others: bool = True) -> None:
        """Cards the person may drag (``items``) and those the engine allows."""
        self.input.set_interactive(items, playable, dim_others)

    def clear_interactive(self) -> None:
        self.set_interactive((), ())
        self.input._show_targets(None, None)

    @property
    def interactive_items(self) -> list[CardItem]:
        ordered = []
        for pile in self.piles.values():
            ordered.extend(i for i in pile.items if i in self.input.draggable)
        return ordered

    def set_drop_targets(self, targets: Iterable[DropTarget | Pile],
                         play_area: bool | Callable[[CardItem], bool] = True) -> None:
        """Where a dragged card may be dropped, besides (or instead of) the
        central play area: piles (``DropTarget(pile, accepts)`` or a bare pile,
        which accepts anything).  ``play_area``: True keeps the default rule
        (the interactive playable cards), False removes the play area, a
        callable replaces its rule."""
        self.input.set_drop_targets(targets, play_area)

    @property
    def drop_targets(self) -> list[DropTarget]:
        return list(self.input.targets)

    def set_clickable_piles(self, piles: Iterable[Pile]) -> None:
        """Piles whose cards (or empty places) emit ``pile_clicked(pile, slot)``."""
        self.input.set_clickable_piles(piles)

    def set_clickable_plates(self, seats: Iterable[int]) -> None:
        """Seats whose name plates emit ``plate_clicked(seat)`` (pointing hand, hover cue)."""
        self.input.set_clickable_plates(seats)

    def begin_pick(self, kind: str, candidates: Sequence[Any], current: Any = None,
                   cancellable: bool = True, after: Any = None) -> None:
        """Ask the person to choose: ``kind`` is ``PICK_OWN_CARD`` ("own card"),
        ``PICK_OTHER_CARD`` ("other card") — ``candidates`` are card items — or
        ``PICK_PLAYER`` ("player") — ``candidates`` are seats.  Mouse and
        keyboard drive it; ``picked(obj)`` reports the choice (None: cancelled
        with Esc, only when ``cancellable``).  ``current`` is raised first;
        with none, the first → or Entrée raises the first candidate and the
        next Entrée takes it (an Entrée is never a key that does nothing);
        ``after``, a card chosen before that is not a candidate (the first
        of two): the first → raises the next candidate after it, ← the last
        one before it."""
        self.input.begin_pick(kind, candidates, current, cancellable, after)

    def end_pick(self) -> None:
        """Leave pick mode without a choice (no signal)."""
        self.input.end_pick()

    def pick(self, obj: Any) -> bool:
        """Choose ``obj`` in the pick under way, as a click or Entrée on it
        would (a game's own key, such as the digit of a card's place): the
        pick ends and ``picked(obj)`` is emitted.  False, and nothing done,
        when no pick is under way or ``obj`` is not one of its candidates."""
        inp = self.input
        if inp.pick_kind is None or obj not in inp.pick_candidates:
            return False
        inp._finish_pick(obj)
        return True

    @property
    def pick_kind(self) -> str | None:
        return self.input.pick_kind

    @property
    def pick_current(self) -> Any:
        return self.input.pick_current

    # compatibility: the input's state under its old names
    @property
    def _draggable(self) -> set[CardItem]:
        return self.input.draggable

    @property
    def _playable(self) -> set[CardItem]:
        return self.input.playable

    @property
    def _dragging(self) -> CardItem | None:
        return self.input.dragging

    @property
    def _selected(self) -> CardItem | None:
        return self.input.selected

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.input.mouse_press(event):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.input.mouse_move(event):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.input.mouse_release(event):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.input.mouse_double_click(event):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def target_of(self, item: CardItem) -> QPointF:
        """Where ``item`` rests in its pile (its position if it is in none)."""
        pile = self.pile_of(item)
        if pile is None:
            return QPointF(item.pos())
        for it, (pos, _r, _z, _w) in zip(pile.items, self.targets(pile), strict=True):
            if it is item:
                return pos
        return QPointF(item.pos())

    _target_of = target_of

    def return_to_rest(self, item: CardItem | None = None) -> None:
        """A refused card (``item``; default: every card of the piles that is
        lifted or out of place) goes back to its place, unlifted and
        unselected.  A behaviour calls it when the engine refuses a card."""
        items = [item] if item is not None else [
            i for i in self.all_cards() if i.lift != 0.0 or i.selected_card]
        for it in items:
            if it is None or it.scene() is not self or it is self.input.dragging:
                continue
            if self.input.selected is it:
                self.input.selected = None
            it.rest()
            if self.pile_of(it) is not None and not it.is_animating and it.pos() != self.target_of(it):
                self.snap_back(it)

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
        """Move the selection over the playable interactive cards only."""
        return self.input.select_step(step)

    def select(self, item: CardItem | None) -> None:
        self.input.select(item)

    @property
    def selected(self) -> CardItem | None:
        return self.input.selected

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.input.key_press(event):
            event.accept()
            return
        super().keyPressEvent(event)


__all__ = [
    "BOOKS", "CENTER", "COUNT", "DISCARD", "HAND", "PICK_OTHER_CARD", "PICK_OWN_CARD", "PICK_PLAYER", "ROW",
    "SLOT", "STACK", "STOCK", "TRICK", "WON", "DropTarget", "DropZone", "Pile", "PileLayout", "SeatGeom",
    "TableGeometry", "TableScene", "register_layout",
]

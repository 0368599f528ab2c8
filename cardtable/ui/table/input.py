"""The person's hands on the table: dragging cards onto drop targets, clicks
on cards, piles and name plates, the pick mode, and the keyboard.

:class:`TableInput` belongs to a :class:`~cardtable.ui.table.scene.TableScene`
(``scene.input``); the scene forwards its mouse and key events here and owns
the signals (``card_clicked``, ``card_double_clicked``,
``card_dropped(item, pile, slot)``, ``drag_started``, ``pile_clicked(pile,
slot)``, ``plate_clicked(seat)``, ``picked(obj)``).

Decisions:

* **Drop targets.**  Every drop target is a pile (its area comes from its
  layout: its places, or its anchor when empty) or the central play area
  (``pile`` None).  While a card is dragged, a target lights up only when its
  ``accepts(item)`` is true; under the cursor it glows if it accepts, shows a
  red cue if not.  A release over a target emits ``card_dropped(item, pile,
  slot)`` whether it accepts or not (the engine says why a drop is refused,
  and the card slides back); a release elsewhere slides it back silently.  By
  default the play area is the only target and accepts the interactive
  playable cards, as before.
* **Clicks** are taken on release over the thing pressed (a press that
  became a drag is not a click).  A card the person may drag emits
  ``card_clicked``; a card or an empty place of a clickable pile emits
  ``pile_clicked(pile, slot)`` (slot: the card's stable slot in a slotted
  pile, its index otherwise, the place under the cursor for an empty place);
  a clickable name plate emits ``plate_clicked(seat)``.
* **Pick mode** (``begin_pick(kind, candidates)``): "own card", "other card"
  (candidates are card items) or "player" (candidates are seats).  Only the
  candidates respond; the mouse picks one by clicking it, the arrows move a
  visible highlight over the candidates only (in the table's clockwise order),
  Enter or Space picks it, Esc cancels.  ``picked(obj)`` is emitted with the
  card item or the seat, or with ``None`` when the person cancels; the mode
  ends before the signal is emitted, so a handler may start another pick.
* **Out of turn.**  A click on a card of the viewer's own hand or row (the
  pile of ``scene.bottom_seat``) that the person may not drag now emits
  ``inactive_card_clicked(item)`` (the behaviour says why: "Ce n'est pas
  votre tour"); nothing else happens.
* **After a drag** the card is back at rest: it slides back to its place
  unless the drop moved it, and is unlifted (the pointer left it; it lifts
  again at the next hover), so a refused drop leaves no lifted card.
* **Keyboard selection** outside pick mode steps over the interactive cards
  the engine allows only (dimmed, unplayable cards are skipped); Enter plays
  the selected card (``card_double_clicked``), Esc cancels a drag or clears
  the selection.  With nothing raised, the first Entrée raises the first
  card (or, in pick mode, the first candidate), as → would, and the next
  Entrée plays (picks) it: a single key never acts on what it did not show
  first.  Each card or candidate the keys raise is told to the table by
  ``key_raised(obj, by_enter)`` (its status line says what Entrée does now;
  ``key_raised(None, False)`` when Échap puts the raised card down);
  ``refused_gesture(None)`` is left for an Entrée with nothing to raise.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent

from cardtable.ui.cards.item import CardItem
from cardtable.ui.table.felt import DropZone
from cardtable.ui.table.piles import Pile
from cardtable.ui.table.plate import NamePlate

__all__ = ["PICK_KINDS", "PICK_OTHER_CARD", "PICK_OWN_CARD", "PICK_PLAYER", "DropTarget", "TableInput"]

PICK_OWN_CARD, PICK_OTHER_CARD, PICK_PLAYER = "own card", "other card", "player"
PICK_KINDS = (PICK_OWN_CARD, PICK_OTHER_CARD, PICK_PLAYER)


@dataclass(eq=False)
class DropTarget:
    """A place a dragged card may be dropped on.

    ``pile`` None is the central play area.  ``accepts(item)`` says whether
    the drop would be legal (it only decides the highlight).  ``rect``
    overrides the area (scene coordinates); by default it is the pile's
    layout area grown by a fifth of a card.
    """

    pile: Pile | None
    accepts: Callable[[CardItem], bool] = field(default=lambda item: True)
    rect: QRectF | None = None
    zone: DropZone | None = field(default=None, repr=False)


class TableInput:
    """Mouse, drag-and-drop, pick mode and keyboard of one table scene."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.draggable: set[CardItem] = set()
        self.playable: set[CardItem] = set()
        self.selected: CardItem | None = None
        self.dragging: CardItem | None = None
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._click: tuple[Any, ...] | None = None
        self.targets: list[DropTarget] = []
        self.play_area: DropTarget = DropTarget(None, self._default_accepts, zone=scene.drop_zone)
        self.clickable_piles: list[Pile] = []
        self.clickable_plates: set[int] = set()
        # pick mode
        self.pick_kind: str | None = None
        self.pick_candidates: list[Any] = []
        self.pick_after: Any = None                # a card chosen before: the arrows go on from it
        self.pick_current: Any = None
        self._pick_saved: dict[CardItem, tuple[bool, bool]] = {}
        self._pick_cancel = True
        self._play_area_on = True

    # ------------------------------------------------------------- state
    def _changed(self) -> None:
        """What may be played, clicked or picked, or the selection, changed."""
        signal = getattr(self.scene, "interaction_changed", None)
        if signal is not None:
            signal.emit()

    def _default_accepts(self, item: CardItem) -> bool:
        return self.scene.drop_accepts(item)

    def reset(self) -> None:
        """Forget everything (a new game): no drag, no selection, no pick."""
        self.end_pick()
        self.draggable.clear()
        self.playable.clear()
        self.selected = None
        self._press = None
        self._click = None
        self.dragging = None
        self.set_drop_targets((), True)
        self.set_clickable_piles(())
        self.clickable_plates.clear()

    def forget_item(self, item: CardItem) -> None:
        self.draggable.discard(item)
        self.playable.discard(item)
        if self.selected is item:
            self.selected = None
        if self.dragging is item:
            self.dragging = None
            self._press = None
        if item in self.pick_candidates:
            self.pick_candidates.remove(item)
            self._pick_saved.pop(item, None)
            if self.pick_current is item:
                self.pick_current = None

    #: the person's last gesture at the table was a key (arrows, Enter), not a mouse press
    by_keyboard = False

    def preselect(self) -> CardItem | None:
        """The card the keyboard starts on when a turn begins (a written rule
        of the kit, :meth:`TableBehaviour.on_human_turn`): the selected card if
        it is still playable; else, when only one card may be played, that
        card (Enter alone plays it); else, when the person played by keyboard,
        the first playable card (the arrows go on from there); else none (a
        mouse player sees no frame)."""
        items = self.selectable()
        if self.selected in items:
            return self.selected
        if len(items) == 1 or (items and self.by_keyboard):
            self.select(items[0])
        return self.selected

    def set_interactive(self, items: Iterable[CardItem], playable: Iterable[CardItem], dim_others: bool) -> None:
        self.draggable = set(items)
        self.playable = set(playable)
        for item in self.scene.all_cards():
            inter = item in self.draggable
            item.liftable = inter
            item.dimmed = bool(dim_others and inter and item not in self.playable)
            if not inter:
                item.selected_card = False
        if self.selected not in self.draggable:
            self.selected = None
        self._changed()

    # ------------------------------------------------------- drop targets
    def set_drop_targets(self, targets: Iterable[DropTarget | Pile],
                         play_area: bool | Callable[[CardItem], bool] = True) -> None:
        for t in self.targets:
            if t.zone is not None and t.zone.scene() is self.scene:
                self.scene.removeItem(t.zone)
        self.targets = []
        for t in targets:
            target = t if isinstance(t, DropTarget) else DropTarget(t)
            target.zone = DropZone()
            self.scene.addItem(target.zone)
            self.targets.append(target)
        if play_area is True:
            self.play_area.accepts = self._default_accepts
        elif play_area is False:
            self.play_area.accepts = lambda item: False
        else:
            self.play_area.accepts = play_area
        self._play_area_on = play_area is not False
        self.scene.drop_zone.set_state(0)

    def _all_targets(self) -> list[DropTarget]:
        out = list(self.targets)
        if self._play_area_on:
            out.append(self.play_area)
        return out

    def target_rect(self, target: DropTarget) -> QRectF:
        if target.rect is not None:
            return QRectF(target.rect)
        if target.pile is None:
            return self.scene.drop_zone.rect()
        geo = self.scene.geometry
        grow = geo.w * 0.2
        return target.pile.layout.area(target.pile, geo).adjusted(-grow, -grow, grow, grow)

    def target_at(self, pos: QPointF) -> DropTarget | None:
        for target in self._all_targets():
            if self.target_rect(target).contains(pos):
                return target
        return None

    def _show_targets(self, item: CardItem | None, pos: QPointF | None) -> None:
        over = self.target_at(pos) if (item is not None and pos is not None) else None
        for target in self._all_targets():
            zone = target.zone
            if zone is None:
                continue
            if item is None:
                zone.set_state(DropZone.IDLE)
                continue
            zone.set_rect(self.target_rect(target))
            ok = bool(target.accepts(item))
            if target is over:
                zone.set_state(DropZone.HOVER if ok else DropZone.REFUSES)
            else:
                zone.set_state(DropZone.ACCEPTS if ok else DropZone.IDLE)

    # ------------------------------------------------------ clickable
    def set_clickable_piles(self, piles: Iterable[Pile]) -> None:
        old = self.clickable_piles
        self.clickable_piles = list(piles)
        for pile in old:
            if pile not in self.clickable_piles:
                for item in pile.items:
                    if not item.liftable:
                        item.setCursor(Qt.CursorShape.ArrowCursor)
        self.apply_pile_cursors()
        self._changed()

    def apply_pile_cursors(self) -> None:
        for pile in self.clickable_piles:
            for item in pile.items:
                item.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_clickable_plates(self, seats: Iterable[int]) -> None:
        self.clickable_plates = set(seats)
        self._refresh_plates()

    def _refresh_plates(self) -> None:
        picking = self.pick_kind == PICK_PLAYER
        for seat, plate in self.scene.plates.items():
            on = seat in self.pick_candidates if picking else seat in self.clickable_plates
            tip = QCoreApplication.translate("TableInput", "Choose this player") if picking and on else ""
            plate.set_clickable(on, tip)
            plate.set_pick_focus(picking and seat == self.pick_current)
        self._changed()

    def _plate_at(self, pos: QPointF) -> NamePlate | None:
        for it in self.scene.items(pos):
            if isinstance(it, NamePlate):
                return it
        return None

    def _card_at(self, pos: QPointF) -> CardItem | None:
        """The card under ``pos``: a card shown, or one of a pile drawn at
        rest as one picture (:meth:`TableScene.refresh_fans`: the others'
        hands, its cards hidden behind it), the topmost it covers."""
        for it in self.scene.items(pos):
            if isinstance(it, CardItem) and it.isVisible():
                return it
            pile = next((p for p in self.scene.piles.values() if p.fan is it), None) if it.isVisible() else None
            if pile is not None:
                for item in sorted(pile.items, key=lambda i: i.zValue(), reverse=True):
                    if item.contains(item.mapFromScene(pos)):
                        return item
        return None

    def _pile_hit(self, pos: QPointF, card: CardItem | None) -> tuple[Pile, int | None] | None:
        geo = self.scene.geometry
        for pile in self.clickable_piles:
            if card is not None and card in pile.items:
                return pile, pile.slot_of(card)
        for pile in self.clickable_piles:
            layout = pile.layout
            if layout.area(pile, geo).contains(pos):
                return pile, layout.slot_at(pile, geo, pos)
        return None

    # -------------------------------------------------------------- pick
    def begin_pick(self, kind: str, candidates: Sequence[Any], current: Any = None,
                   cancellable: bool = True, after: Any = None) -> None:
        if kind not in PICK_KINDS:
            raise ValueError(f"unknown pick kind {kind!r}; expected one of {PICK_KINDS}")
        self.end_pick()
        self.cancel_drag()
        self.pick_kind = kind
        self._pick_cancel = cancellable
        if kind == PICK_PLAYER:
            order = {s: self.scene.position_of(s) for s in candidates}
            self.pick_candidates = sorted(candidates, key=lambda s: order[s])
        else:
            self.pick_candidates = sorted(candidates, key=self._card_order)
            for item in self.pick_candidates:
                self._pick_saved[item] = (item.liftable, item.dimmed)
                pile = self.scene.pile_of(item)
                if pile is not None:
                    self.scene.break_fan(pile)
                item.liftable = True
                item.dimmed = False
        if self.selected is not None:
            self.selected.selected_card = False
            self.selected = None
        self.pick_current = None
        # a card chosen before (not a candidate): the arrows go on from it
        self.pick_after = after if kind != PICK_PLAYER and after not in self.pick_candidates else None
        self._set_pick_current(current if current in self.pick_candidates else None)
        self._refresh_plates()

    def _card_order(self, item: CardItem) -> tuple[int, int]:
        """Seat by seat, and in a pile the order its cards lie in (a slotted
        row's slots, whatever order its cards came in)."""
        pile = self.scene.pile_of(item)
        if pile is None:
            return (99, 0)
        seat_pos = self.scene.position_of(pile.seat) if pile.seat is not None else 50
        slot = pile.slot_of(item)
        return (seat_pos, slot if slot is not None else pile.items.index(item))

    def end_pick(self) -> None:
        """Leave pick mode without picking (no signal)."""
        if self.pick_kind is None:
            return
        self._set_pick_current(None)
        for item, (liftable, dimmed) in self._pick_saved.items():
            item.liftable = liftable
            item.dimmed = dimmed
            if not liftable:
                item.setCursor(Qt.CursorShape.ArrowCursor)
        self._pick_saved.clear()
        self.pick_kind = None
        self.pick_candidates = []
        self.pick_after = None
        self._refresh_plates()
        self.scene.refresh_fans()

    def _set_pick_current(self, obj: Any) -> None:
        old = self.pick_current
        if isinstance(old, CardItem):
            old.selected_card = False
        self.pick_current = obj
        if isinstance(obj, CardItem):
            obj.selected_card = True
        self._changed()
        if self.pick_kind == PICK_PLAYER or isinstance(old, int) or isinstance(obj, int):
            self._refresh_plates()

    def pick_step(self, step: int) -> Any:
        cands = self.pick_candidates
        if not cands:
            return None
        if self.pick_current in cands:
            idx = (cands.index(self.pick_current) + step) % len(cands)
        elif self.pick_after is not None and self.scene.pile_of(self.pick_after) is not None:
            # from the card chosen before: the next candidate after it (→), the last before it (←)
            key = self._card_order(self.pick_after)
            later = [k for k, c in enumerate(cands) if self._card_order(c) > key]
            earlier = [k for k, c in enumerate(cands) if self._card_order(c) < key]
            idx = (later or [0])[0] if step > 0 else (earlier or [len(cands) - 1])[-1]
        else:
            idx = 0 if step > 0 else len(cands) - 1
        self._set_pick_current(cands[idx])
        return self.pick_current

    def _finish_pick(self, obj: Any) -> None:
        self.end_pick()
        self.scene.picked.emit(obj)

    # ------------------------------------------------------------- mouse
    def mouse_press(self, event: QGraphicsSceneMouseEvent) -> bool:
        self._click = None
        self._press = None
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self.by_keyboard = False
        pos = event.scenePos()
        card = self._card_at(pos)
        if self.pick_kind is not None:
            if self.pick_kind == PICK_PLAYER:
                plate = self._plate_at(pos)
                owner = self._hand_owner(card)
                if plate is not None and plate.seat in self.pick_candidates:
                    self._click = ("pick", plate.seat)
                elif plate is not None:
                    self._click = ("refused", plate.seat)
                elif owner is not None and owner in self.pick_candidates:
                    self._click = ("seat_cards", owner, card)     # a player's cards stand for the player
                elif card is not None:
                    self._click = ("refused", card)
            elif card is not None and card in self.pick_candidates:
                self._click = ("pick", card)
            elif card is not None:
                self._click = ("refused", card)
            return True          # nothing else responds while picking
        if card is not None and card in self.draggable and not self.scene.queue.busy:
            self._press = (card, pos, QPointF(card.pos()))
            return True
        plate = self._plate_at(pos)
        if plate is not None and plate.seat in self.clickable_plates:
            self._click = ("plate", plate.seat)
            return True
        hit = self._pile_hit(pos, card)
        if hit is not None:
            self._click = ("pile", *hit)
            return True
        owner = self._hand_owner(card)
        if owner is not None and owner in self.clickable_plates:
            self._click = ("seat_cards", owner, card)     # a player's cards stand for their plate
            return True
        if card is not None and self.in_viewers_hand(card):
            self._click = ("inactive", card)
            return True
        if card is not None:
            self._click = ("refused", card)
            return True
        return False

    def _hand_owner(self, item: CardItem | None) -> int | None:
        """The seat whose hand (or row) ``item`` lies in, when it is not the
        person's at the bottom: a click on it is a click on that seat's
        plate wherever plates are clicked (Les Auteurs: the player to ask)."""
        from cardtable.ui.table.piles import HAND, ROW
        pile = self.scene.pile_of(item) if item is not None else None
        if pile is None or pile.seat is None or pile.seat == self.scene.bottom_seat or pile.kind not in (HAND, ROW):
            return None
        return pile.seat

    def in_viewers_hand(self, item: CardItem) -> bool:
        """Whether ``item`` lies in the hand (or row) of the person at the bottom."""
        from cardtable.ui.table.piles import HAND, ROW
        pile = self.scene.pile_of(item)
        return pile is not None and pile.seat == self.scene.bottom_seat and pile.kind in (HAND, ROW)

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self._press is None:
            return self._click is not None
        item, start, item_start = self._press
        delta = event.scenePos() - start
        if self.dragging is None and delta.manhattanLength() >= QApplication.startDragDistance():
            self.dragging = item
            item.stop_animation()
            item.setZValue(1000)
            item.selected_card = False
            item.cancel_click()
            self.scene.drag_started.emit(item)
        if self.dragging is item:
            item.setPos(item_start + delta)
            self._show_targets(item, event.scenePos())
        return True

    def mouse_release(self, event: QGraphicsSceneMouseEvent) -> bool:
        pos = event.scenePos()
        click, self._click = self._click, None
        if self._press is not None:
            item = self._press[0]
            self._press = None
            if self.dragging is item:
                self.dragging = None
                target = self.target_at(pos)
                self._show_targets(None, None)
                if target is not None:
                    slot = None
                    if target.pile is not None:
                        slot = target.pile.layout.slot_at(target.pile, self.scene.geometry, pos)
                    self.scene.card_dropped.emit(item, target.pile, slot)
                if (item.scene() is self.scene and self.scene.pile_of(item) is not None
                        and item.pos() != self.scene.target_of(item)):
                    self.scene.snap_back(item)
                if item.scene() is self.scene:
                    item.rest()       # no hover leave came during the drag
            else:
                self.scene.card_clicked.emit(item)
            return True
        if click is None:
            return False
        what = click[0]
        if what == "pick":
            obj = click[1]
            under = (self._plate_at(pos) if isinstance(obj, int) else self._card_at(pos))
            if under is not None and (under.seat if isinstance(under, NamePlate) else under) == obj:
                self._finish_pick(obj)
        elif what == "plate":
            plate = self._plate_at(pos)
            if plate is not None and plate.seat == click[1]:
                self.scene.plate_clicked.emit(click[1])
        elif what == "seat_cards":
            if self._card_at(pos) is click[2]:
                if self.pick_kind == PICK_PLAYER:
                    self._finish_pick(click[1])
                else:
                    self.scene.plate_clicked.emit(click[1])
        elif what == "refused":
            obj = click[1]
            under = self._plate_at(pos) if isinstance(obj, int) else self._card_at(pos)
            if under is not None and (under.seat if isinstance(under, NamePlate) else under) == obj:
                self.scene.refused_gesture.emit(obj)
        elif what == "inactive":
            if self._card_at(pos) is click[1] and click[1] not in self.draggable:
                self.scene.inactive_card_clicked.emit(click[1])
        elif what == "pile":
            hit = self._pile_hit(pos, self._card_at(pos))
            if hit is not None and hit[0] is click[1]:
                self.scene.pile_clicked.emit(hit[0], hit[1])
        return True

    def mouse_double_click(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self.pick_kind is not None:
            return True
        item = self._card_at(event.scenePos())
        if item is not None and item in self.draggable:
            self.scene.card_double_clicked.emit(item)
            return True
        return False

    def cancel_drag(self) -> None:
        if self.dragging is not None:       # the card slides back
            item = self.dragging
            self.dragging = None
            self._press = None
            self._show_targets(None, None)
            self.scene.snap_back(item)
            item.rest()
        self._press = None

    # ---------------------------------------------------------- keyboard
    def selectable(self) -> list[CardItem]:
        """The cards the arrows step over: interactive and playable, pile by
        pile, each pile's in the order they lie (a slotted row's slots)."""
        ordered: list[CardItem] = []
        for pile in self.scene.piles.values():
            cards = [i for i in pile.items if i in self.draggable and i in self.playable]
            ordered.extend(sorted(cards, key=lambda i, p=pile: p.slot_of(i) or 0))
        return ordered

    def select_step(self, step: int) -> CardItem | None:
        items = self.selectable()
        if not items:
            return None
        if self.selected in items:
            idx = (items.index(self.selected) + step) % len(items)
        else:
            idx = 0 if step > 0 else len(items) - 1
        self.select(items[idx])
        return self.selected

    def select(self, item: CardItem | None) -> None:
        if self.selected is not None:
            self.selected.selected_card = False
        self.selected = item
        if item is not None:
            item.selected_card = True
        self._changed()

    def _raised(self, obj: Any, by_enter: bool, lowered: bool = False) -> None:
        """The keyboard raised ``obj`` (a card item, or a seat in pick mode):
        ``key_raised(obj, by_enter)`` tells the table, whose status line then
        says what the next Entrée does; ``lowered``: Échap put the raised
        card down (``key_raised(None, False)``)."""
        if obj is None and not lowered:
            return
        signal = getattr(self.scene, "key_raised", None)
        if signal is not None:
            signal.emit(obj, by_enter)

    def key_press(self, event: QKeyEvent) -> bool:
        key = event.key()
        back = key in (Qt.Key.Key_Left, Qt.Key.Key_Up)
        forth = key in (Qt.Key.Key_Right, Qt.Key.Key_Down)
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if self.pick_kind is not None:
            if back or forth:
                self._raised(self.pick_step(-1 if back else 1), False)
            elif enter:
                if self.pick_current is not None:
                    self._finish_pick(self.pick_current)
                elif not event.isAutoRepeat():
                    # nothing raised yet: Entrée raises the first choice, as →
                    # would (the next Entrée takes it): never a key that does nothing
                    self._raised(self.pick_step(1), True)
            elif key == Qt.Key.Key_Escape:
                if self._pick_cancel:
                    self._finish_pick(None)
            else:
                return False
            return True
        if back or forth or enter:
            self.by_keyboard = True
        if back or forth:
            self._raised(self.select_step(-1 if back else 1), False)
        elif enter:
            if self.selected is not None and (not self.scene.queue.busy or not event.isAutoRepeat()):
                # as a double click: the director plays it while the person's
                # input is open (Peech's computers still choosing) or says why not
                self.scene.card_double_clicked.emit(self.selected)
            elif self.selected is None and not event.isAutoRepeat():
                if self.selectable():
                    # nothing raised yet: Entrée raises the first card, as → would;
                    # the next Entrée plays it (a single key never plays what it did not show)
                    self._raised(self.select_step(1), True)
                else:
                    self.scene.refused_gesture.emit(None)      # no card to raise: why
        elif key == Qt.Key.Key_Escape:
            self.cancel_drag()
            lowered = self.selected is not None
            self.select(None)
            if lowered:
                self._raised(None, False, lowered=True)
        else:
            return False
        return True

"""Peech at the table: a battle mat in the middle where every player lays a
card face down, the cards turning up together, the weakest card flying to the
strongest player's won cards, "Peech !", and the round's breakdown.  Built on
the table kit (:class:`~cardtable.ui.table.tricks.TrickTable`: the face-down
trick and its reveal, the "Last battle" panel).

What lies where (card units, from the table geometry):

* each hand as usual (the person's fanned at the bottom);
* each player's **target card** face down where their won cards start (the
  seed's "carte de coups", with the won cards laid over it), and the **won
  cards** face up after it, a wider gap every five so they are counted at a
  glance; the plate says "won 3/7" (the person's own target) or "won 3";
* the **battle mat** in the centre (the drop target: the central play area);
* the **stock** left of the mat (with its count) and the **discard** right of it,
  each named on the felt and raised above the side players' plates.

A battle's revealed cards stay on the mat, all upright (the left and right
players' too, so that a 6 and a 9 are told apart), the winner's card lit and
tagged "★ Wins", the card taken tagged "Taken by Léa" (the tags across the
middle of the cards, clear of their corners), the status line saying it in
words; a lone ace taken is explained in a box under the mat ("The ace rule":
which card it replaces and why, that card lit and tagged in the won row) until
it has taken its place.  "Last battle" shows the last battle the table
revealed, with its words, the previous round's after a round's end.  All this
stays until everyone could read it: with a person at the table until their
click or key (at most 6 s at "Normale"), computers only 3 s, nothing held with
the animations off (``hold_to_read`` in the kit).

The person's own target card is shown only to them, only while they are the
viewer: click it, press T, or the "My target" button, and it turns up for a
moment.  At one shared screen each person chooses behind the director's
curtain; when the curtain comes down every private card (hand, target, the
card chosen) is turned face down and forgotten (:meth:`PeechTable.hide_private`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.engine import Card, card
from cardtable.ui.cards.item import CardItem
from cardtable.ui.cards.render import CARD_RATIO
from cardtable.ui.cards.words import agreeing, capitalised, owned_card, the_card
from cardtable.ui.games import peech_scores as scores
from cardtable.ui.games.base import GamePlugin
from cardtable.ui.i18n import tr_context
from cardtable.ui.numbers import number
from cardtable.ui.table.behaviour import TableBehaviour, sentence
from cardtable.ui.table.breakdown import BreakdownTable
from cardtable.ui.table.geometry import TableGeometry, card_extent
from cardtable.ui.table.piles import (
    HAND,
    Centre,
    Pile,
    PileLayout,
    Stock,
    Target,
    WonRow,
    layout_for,
    register_layout,
    registered_kinds,
)
from cardtable.ui.table.tricks import TrickTable

CTX = "Peech"
Peech = tr_context(CTX)       # Peech.tr(...): lupdate sees the context
PEEK_MS = 1800          # how long a peeked target card stays face up


# ------------------------------------------------------------------ layouts
def _won_base(g: Any) -> tuple[QPointF, float]:
    """Where a seat's target card lies (its won cards follow) and the card
    width: the person's right of their hand (the slot), where a long row has
    room; the others' by their plate (the won anchor)."""
    if g.position == 0:
        return QPointF(g.slot), g.slot_w
    return QPointF(g.won), g.won_w


class TargetLayout(PileLayout):
    """``peech_target``: the target card, face down, where the seat's won
    cards start (the won cards are laid over it, as at a real table)."""

    def anchor(self, pile: Pile, geo: TableGeometry) -> Target:
        g = geo.seats.get(pile.seat) if pile.seat is not None else None
        if g is None:
            return (QPointF(geo.center), 0.0, 40, geo.w)
        base, w = _won_base(g)
        return (base, g.angle if g.position else 0.0, 40, w)

    def targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        pos, rot, z, w = self.anchor(pile, geo)
        return [(QPointF(pos), rot, z + i, w) for i in range(len(pile.items))]


class PeechWonLayout(WonRow):
    """``peech_won``: the face-up won row (:class:`WonRow`: a gap every five),
    starting past most of the target card so that card stays in sight."""

    def targets(self, pile: Pile, geo: TableGeometry) -> list[Target]:
        g = geo.seats.get(pile.seat) if pile.seat is not None else None
        if g is None:
            return super().targets(pile, geo)
        base, cw = _won_base(g)
        shift, room = _won_reach(g, geo)
        offsets = [shift + i * cw * 0.3 + (i // 5) * cw * 0.25 for i in range(len(pile.items))]
        if offsets and offsets[-1] - shift > room:
            k = room / (offsets[-1] - shift)
            offsets = [shift + (o - shift) * k for o in offsets]
        angle = g.angle if g.position else 0.0
        return [(QPointF(base.x() + g.along.x() * o, base.y() + g.along.y() * o), angle, 50 + i, cw)
                for i, o in enumerate(offsets)]


def _won_reach(g: Any, geo: TableGeometry) -> tuple[float, float]:
    """How far past its target card a seat's won row starts (``shift``) and
    how long it may grow (``room``), along ``g.along``."""
    base, cw = _won_base(g)
    shift = cw * 0.55
    if g.position == 0:
        room = geo.rect.right() - geo.w * 0.18 - cw / 2 - base.x() - shift
    else:
        room = min(g.won_room - shift, cw * 2.0)
    return shift, max(room, cw * 0.6)


def _seat_areas(geo: TableGeometry) -> list[QRectF]:
    """What the stock and the discard must leave clear: each player's hand,
    name plate, target card and won row (grown to its full length)."""
    areas = []
    pw, ph = geo.plate_size
    for g in geo.seats.values():
        base, cw = _won_base(g)
        shift, room = _won_reach(g, geo)
        hx, hy = card_extent(cw, g.angle if g.position else 0.0)
        end = QPointF(base.x() + g.along.x() * (shift + room), base.y() + g.along.y() * (shift + room))
        areas.append(QRectF(QPointF(min(base.x(), end.x()) - hx, min(base.y(), end.y()) - hy),
                            QPointF(max(base.x(), end.x()) + hx, max(base.y(), end.y()) + hy)))
        areas.append(QRectF(g.plate.x() - pw / 2, g.plate.y() - ph / 2, pw, ph))
        ax, ay = card_extent(g.card_w, g.angle)
        half = g.fan_room / 2
        a, b = g.anchor - g.along * half, g.anchor + g.along * half
        areas.append(QRectF(QPointF(min(a.x(), b.x()) - ax, min(a.y(), b.y()) - ay),
                            QPointF(max(a.x(), b.x()) + ax, max(a.y(), b.y()) + ay)))
    return areas


_SPOTS: dict[tuple[Any, ...], tuple[float, float, float]] = {}


def _side_spot(geo: TableGeometry) -> tuple[float, float, float]:
    """Where the stock and the discard lie (see :func:`_side`): their height
    ``y``, how far they come in toward the mat, and their card width (kept
    per table size: the same numbers give the same anchors)."""
    key = (geo.rect.getRect(), geo.w, geo.big_w, geo.players, geo.bottom_seat, geo.play_area.getRect())
    spot = _SPOTS.get(key)
    if spot is None:
        if len(_SPOTS) > 64:
            _SPOTS.clear()
        spot = _SPOTS[key] = _find_side_spot(geo)
    return spot


def _find_side_spot(geo: TableGeometry) -> tuple[float, float, float]:
    c = geo.center
    areas = _seat_areas(geo)
    h = geo.w * CARD_RATIO / 2                    # a battle card, whichever way it lies
    areas += [QRectF(g.trick.x() - h, g.trick.y() - h, 2 * h, 2 * h) for g in geo.seats.values()]

    def x(k: int, inward: float) -> float:
        return c.x() + k * (geo.play_area.width() / 2 + geo.w * 0.4 - inward)

    def clear(k: int, inward: float, y: float, w: float) -> bool:
        hx, hy = card_extent(w, 0.0)
        card = QRectF(x(k, inward) - hx, y - hy, 2 * hx, 2 * hy)
        name = QRectF(x(k, inward) - w * 0.7, y - hy - w * 0.37, w * 1.4, w * 0.37)
        return all(geo.rect.contains(r) and not any(r.intersects(a) for a in areas) for r in (card, name))

    step = max(1.0, geo.w * 0.04)
    for w in (geo.w * 0.74, geo.w * 0.66, geo.w * 0.58):
        preferred = c.y() - geo.w * 0.74 * CARD_RATIO * 1.2
        for inward in (0.0, geo.w * 0.25, geo.w * 0.5):
            for n in range(120):
                for y in ((preferred + n * step, preferred - n * step) if n else (preferred,)):
                    if clear(-1, inward, y, w) and clear(1, inward, y, w):
                        return y, inward, w
    return c.y() - geo.w * 0.74 * CARD_RATIO * 1.2, 0.0, geo.w * 0.74


def _side(geo: TableGeometry, sign: int) -> QPointF:
    """The stock's place (``sign`` −1) or the discard's (+1): beside the
    battle mat, raised a card's height above the side players' plates so that
    neither reads as that player's (each is named on the felt: "Stock",
    "Discard").  Where another player's cards would lie on them or on their
    names (a small window, large cards: the top player's won row comes down
    that far), both go down (or up) together, as little as it takes; if that
    is not enough, nearer the mat (clear of the battle's cards), then a
    little smaller (:func:`_side_spot`)."""
    y, inward, _w = _side_spot(geo)
    return QPointF(geo.center.x() + sign * (geo.play_area.width() / 2 + geo.w * 0.4 - inward), y)


class SideStock(Stock):
    """``peech_stock``: the stock, left of the battle mat, with its count."""

    def base(self, pile: Pile, geo: TableGeometry) -> QPointF:
        return QPointF(pile.point or _side(geo, -1))

    def width(self, pile: Pile, geo: TableGeometry) -> float:
        return _side_spot(geo)[2]

    def badge_pos(self, pile: Pile, geo: TableGeometry) -> QPointF | None:
        """The count on the stock's side toward the mat (below it lies the
        left player's plate)."""
        pos, _r, _z, w = self.anchor(pile, geo)
        return QPointF(pos.x() + w * 0.5, pos.y() + w * CARD_RATIO * 0.3)


class SideDiscard(Centre):
    """``peech_discard``: the discard, right of the battle mat (face up or
    down card by card: a Peech'd hand lies face down)."""

    def base(self, pile: Pile, geo: TableGeometry) -> QPointF:
        return QPointF(pile.point or _side(geo, 1))

    def width(self, pile: Pile, geo: TableGeometry) -> float:
        return _side_spot(geo)[2]


TARGET, WON_ROW, STOCK_PILE, DISCARD_PILE = "peech_target", "peech_won", "peech_stock", "peech_discard"
for _kind, _layout in ((TARGET, TargetLayout()), (WON_ROW, PeechWonLayout()), (STOCK_PILE, SideStock()),
                       (DISCARD_PILE, SideDiscard())):
    if _kind not in registered_kinds():
        register_layout(_kind, _layout)
    else:
        assert type(layout_for(_kind)).__name__ == type(_layout).__name__


class BattleMat(QGraphicsObject):
    """The mat in the middle of the table where the battle's cards are laid."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(-20)
        self.setAcceptedMouseButtons(self.acceptedMouseButtons().NoButton)

    def set_rect(self, r: QRectF) -> None:
        if r != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(r)
            self.update()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        if r.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rad = min(r.width(), r.height()) * 0.16
        painter.setPen(QPen(QColor(255, 214, 92, 90), 2))
        painter.setBrush(QColor(0, 0, 0, 38))
        painter.drawRoundedRect(r, rad, rad)
        inner = r.adjusted(6, 6, -6, -6)
        painter.setPen(QPen(QColor(255, 214, 92, 45), 1))
        painter.setBrush(QColor(0, 0, 0, 0))
        painter.drawRoundedRect(inner, rad * 0.8, rad * 0.8)


# ------------------------------------------------------------------- plugin
class PeechPlugin(GamePlugin):
    game_id = "peech"
    scores = scores
    higher_is_better = False          # the lowest total wins

    def create_behaviour(self, director: Any) -> PeechTable:
        return PeechTable(director)


PLUGIN = PeechPlugin()


def _rank_key(c: Card) -> tuple[int, int]:
    return (c.rank, c.index)


# ---------------------------------------------------------------- behaviour
class PeechTable(TrickTable):
    """Turns Peech's events into animations and gestures into actions."""

    gather_face_up = True
    private_kinds = (HAND, TARGET)
    seen_trick_ms = 1100

    def __init__(self, director: Any) -> None:
        super().__init__(director)
        self.last_panel.title.setText(Peech.tr("Last battle"))
        self.start = [0] * 4
        self.won_counts = [0] * 4
        self.chosen = [False] * 4
        self.peeched: list[int] = []
        self.known_targets: list[int | None] = [None] * 4
        self.round_no = 1
        self.rounds = 3
        self.totals = [0] * 4
        self.mat = BattleMat()
        self.scene.addItem(self.mat)
        self._place_mat()
        self.scene.layout_changed.connect(self._place_mat)
        self.scene.pile_clicked.connect(self._pile_clicked)
        self._peek_timer = QTimer(self)
        self._peek_timer.setSingleShot(True)
        self._peek_timer.timeout.connect(self.end_peek)
        self.peeking = False
        #: per reveal event (its id) of the batch being shown: (taker, card, from)
        self._takes: dict[int, list[tuple[int, str, int]]] = {}
        #: per reveal event (its id): the lone ace's swap (taker, ace, card replaced)
        self._aces: dict[int, tuple[int, str, str]] = {}
        #: the last battle the table revealed (for "Last battle", even once the
        #: engine has moved on to the next round); None after a rebuild
        self.shown_battle: dict[str, Any] | None = None
        #: the ace rule said on the table while its battle is shown (:meth:`ace_text`)
        self.ace_note = self.make_panel(Peech.tr("The ace rule"))
        self._round_over = False        # the round's count is on the table

    def last_trick_name(self) -> str:
        return Peech.tr("Last battle")

    def teardown(self) -> None:
        self._peek_timer.stop()
        for signal, slot in ((self.scene.layout_changed, self._place_mat),
                             (self.scene.pile_clicked, self._pile_clicked)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        if self.mat.scene() is self.scene:
            self.scene.removeItem(self.mat)
        super().teardown()

    def _place_mat(self) -> None:
        geo = self.scene.geometry
        self.mat.set_rect(geo.play_area.adjusted(geo.w * 0.12, geo.w * 0.06, -geo.w * 0.12, -geo.w * 0.06))

    # ------------------------------------------------------------- piles
    def won_pile(self, seat: int) -> Pile:
        p = self.scene.pile(f"won{seat}", WON_ROW, seat)
        p.face_up = True
        return p

    def target_pile(self, seat: int) -> Pile:
        return self.scene.pile(f"target{seat}", TARGET, seat)

    def trick_pile(self) -> Pile:
        """The battle mat's cards: once turned up they all lie upright, the
        left and right players' too (a 6 and a 9 told apart)."""
        p = super().trick_pile()
        p.upright_face_up = True
        return p

    def stock_pile(self) -> Pile:
        p = self.scene.pile("stock", STOCK_PILE)
        p.face_up = False
        p.label = Peech.tr("Stock")
        return p

    def discard_pile(self) -> Pile:
        p = self.scene.pile("discard", DISCARD_PILE)
        p.label = Peech.tr("Discard")
        return p

    def extra_actions(self) -> list[tuple[str, Any]]:
        hint = TableBehaviour.extra_actions(self)
        return [(Peech.tr("My target"), self.peek), (Peech.tr("Last battle"), self.show_last_trick), *hint]

    # ------------------------------------------------------------- plates
    def refresh_plates(self) -> None:
        viewer = self.viewer
        for seat, plate in self.scene.plates.items():
            target = self.known_targets[seat]
            if target is None and seat == viewer:
                target = self._own_target()
            won = self.won_counts[seat]
            if seat in self.peeched:
                status = Peech.tr("Peech! {won}/{target}").format(won=won, target=target if target is not None else won)
            elif target is not None:
                status = Peech.tr("Won {won}/{target}").format(won=won, target=target)
            else:
                status = Peech.tr("Won {won}").format(won=won)
            shown = Peech.tr("{status} · has chosen").format(status=status) if self.chosen[seat] else status
            # read aloud (F3, the tree): everyone chooses at once, so a lit
            # plate says "choosing", not "to play"; one that has chosen says
            # "has chosen" in the same place, last: one word order for all
            plate.set_status(shown, said=status)
            plate.set_turn_text("" if self.chosen[seat] or seat in self.peeched else Peech.tr("choosing"))
            plate.set_state_text(Peech.tr("has chosen") if self.chosen[seat] else "")
            plate.set_score(Peech.tr("Start {points}").format(points=self.start[seat]) if self.start[seat] else "")

    def _own_target(self) -> int | None:
        seat = self.viewer
        if seat is None:
            return None
        items = self.target_pile(seat).items
        return items[0].card.rank if items and items[0].card is not None else None

    # ------------------------------------------------------------ rebuild
    def rebuild(self) -> None:
        self.end_peek()
        self.ace_note.hide()
        self.shown_battle = None
        self.clear_cards()
        v = self.view_of_table()
        viewer = self.viewer
        self._read_public(v)
        sc = self.scene
        self.sync_hands(v)
        for seat in range(4):
            own = viewer == seat
            self._sync_hand_order(seat)
            tp = self.target_pile(seat)
            tp.face_up = False
            if v["phase"] != "over":
                item = sc.new_card(card(v["target_card"]) if own else None, False)
                item.seat = seat
                tp.items.append(item)
            wp = self.won_pile(seat)
            for c in v["won"][seat]:
                item = sc.new_card(card(c), True)
                item.seat = seat
                wp.items.append(item)
            if v["chosen"][seat]:
                item = sc.new_card(None, False)
                item.seat = seat
                tp_trick = self.trick_pile()
                tp_trick.face_up = False
                tp_trick.items.append(item)
        stock = self.stock_pile()
        for _ in range(v["stock_size"]):
            stock.items.append(sc.new_card(None, False))
        disc = self.discard_pile()
        for c in v["discard"]:
            disc.items.append(sc.new_card(card(c) if c is not None else None, c is not None))
        sc.relayout(0)
        self._clickable_target()
        self.refresh_plates()

    def _sync_hand_order(self, seat: int) -> None:
        if seat != self.viewer:
            return
        pile = self.hand_pile(seat)
        known = sorted((i.card for i in pile.items if i.card is not None), key=_rank_key)
        for item, c in zip(pile.items, known, strict=False):
            item.set_card(c)

    def _read_public(self, v: dict[str, Any]) -> None:
        self.start = list(v["start_points"])
        self.won_counts = list(v["won_counts"])
        self.chosen = list(v["chosen"])
        self.peeched = list(v["peech"])
        self.known_targets = list(v["known_targets"])
        self.round_no, self.rounds = v["round"], v["rounds"]
        self.totals = list(v["totals"])

    def on_changed(self) -> None:
        """Plates follow the animations (refreshed in the queued steps)."""

    def sort_hand(self, cards: list[Card]) -> list[Card]:
        return sorted(cards, key=_rank_key)

    def hide_private(self) -> None:
        """Hands, target cards and chosen cards turn face down and are forgotten."""
        self.end_peek()
        super().hide_private()
        trick = self.trick_pile()
        if not trick.face_up:
            for item in trick.items:
                item.set_card(None)
        self.scene.set_clickable_piles(())
        self.refresh_plates()

    # -------------------------------------------------------------- peek
    def _clickable_target(self) -> None:
        seat = self.viewer
        self.scene.set_clickable_piles([self.target_pile(seat)] if seat is not None else [])

    def _pile_clicked(self, pile: Pile, slot: Any) -> None:
        if pile.kind == TARGET and pile.seat == self.viewer:
            if self.peeking:
                self.end_peek()
            else:
                self.peek()

    def can_peek(self) -> bool:
        seat = self.viewer
        if seat is None or self.director.curtain.isVisible():
            return False
        items = self.target_pile(seat).items
        # not while it flies in (a queued animation must not be taken over)
        return bool(items) and items[0].card is not None and not items[0].is_animating

    def accessible_extra(self) -> str:
        """F6 (screen readers): the person's own target, said to them alone,
        as "My target" says it (never behind the curtain)."""
        if not self.can_peek():
            return Peech.tr("Your target card is shown only to you, when you are at the screen.")
        seat = self.viewer
        assert seat is not None
        target = self.target_pile(seat).items[0].card
        assert target is not None
        return Peech.tr("Your target: {card}. Win {n} cards (you have {won}).").format(
            card=the_card(target, self.scene.renderer.lang), n=target.rank, won=self.won_counts[seat])

    def peek(self) -> None:
        """The person's own target card turns up for a moment (only theirs,
        only while they are the one at the screen)."""
        if not self.can_peek():
            self.status(Peech.tr("Your target card is shown only to you, when you are at the screen."))
            return
        seat = self.viewer
        assert seat is not None
        pile = self.target_pile(seat)
        item = pile.items[0]
        assert item.card is not None
        # lifted off the won cards, a little larger, face up
        geo = self.scene.geometry
        g = geo.seats[seat]
        pos, rot, _z, w = pile.layout.targets(pile, geo)[0]
        big = geo.w
        lift = (w + big) * CARD_RATIO * 0.5 + geo.w * 0.06
        item.set_width(big)
        anim = item.move_to(QPointF(pos.x() - g.out.x() * lift, pos.y() - g.out.y() * lift), rot, self.d["flip"],
                            z=1200, face_up=True)
        self.run_free(anim)
        self.peeking = True
        self._peek_timer.start(PEEK_MS)
        self.private_status(Peech.tr("Your target: {card}. Win {n} cards (you have {won}).").format(
            card=the_card(item.card, self.scene.renderer.lang), n=item.card.rank, won=self.won_counts[seat]))

    def end_peek(self) -> None:
        self._peek_timer.stop()
        if not self.peeking:
            return
        self.peeking = False
        for pile in self.scene.piles.values():
            if pile.kind == TARGET:
                revealed = any(getattr(item, "revealed", False) for item in pile.items)
                face = pile.face_up
                pile.face_up = True if revealed else False
                anim = self.scene.layout_pile(pile, self.d["flip"])
                pile.face_up = face
                self.run_free(anim)

    def game_key(self, event: Any) -> bool:
        if event.text().lower() in ("t", "o"):
            if self.peeking:
                self.end_peek()
            else:
                self.peek()
            return True
        return False

    # -------------------------------------------------------------- input
    def turn_text(self) -> str:
        if len(self.controller.human_seats()) > 1 and self.viewer is not None:
            return Peech.tr("{name}, choose your card: drag it onto the mat, click it, or use the arrows and Enter. "
                       "T shows your target card.").format(name=self.names[self.viewer])
        return Peech.tr("Choose your card: drag it onto the mat, click it, or use the arrows and Enter. "
                   "T shows your target card.")

    def on_human_turn(self, seat: int) -> None:
        super().on_human_turn(seat)
        self._clickable_target()

    def out_of_turn_text(self) -> str:
        seat = self.viewer
        if self.wait_text():
            return self.wait_text()
        if seat is not None and seat in self.peeched and not (self.game_ended or self._state_over()):
            return Peech.tr("You said Peech: you sit out the rest of the round.")
        if seat is not None and self.chosen[seat] and seat not in self.controller.to_act():
            return Peech.tr("Your card is on the mat: wait for the others.")
        return super().out_of_turn_text()

    # ------------------------------------------------------------- events
    def _ev_round_start(self, ev: dict[str, Any]) -> None:
        def step():
            self.end_peek()
            self.clear_cards()
            self.round_no, self.rounds = ev["round"], ev["rounds"]
            self.won_counts, self.chosen, self.peeched = [0] * 4, [False] * 4, []
            self._round_over = False
            self.known_targets = [None] * 4
            stock = self.stock_pile()
            for _ in range(48):
                stock.items.append(self.scene.new_card(None, False, _side(self.scene.geometry, -1)))
            self.scene.layout_pile(stock, 0)
            self.scene.layout_pile(self.discard_pile(), 0)      # its place named, while empty
            self.refresh_plates()
            text = Peech.tr("Round {n} of {total}").format(n=ev["round"], total=ev["rounds"])
            self.status(sentence(text))
            self.toast(text)
        self.push(step)

    def _ev_points_cards(self, ev: dict[str, Any]) -> None:
        """Each seat's points card turns up on the mat for a moment."""
        def show():
            self.start = list(ev["points"])
            self.refresh_plates()
            parts = [Peech.tr("{name} {points}").format(name=self.names[s], points=p) for s, p in enumerate(ev["points"])]
            self.status(Peech.tr("Starting points: {list}.").format(list=", ".join(parts)))
            if self.d.off:
                return None
            sc = self.scene
            pile = sc.pile("points", "trick")
            pile.face_up = True
            for seat, c in enumerate(ev["cards"]):
                item = sc.new_card(card(c), False, _side(sc.geometry, -1))
                item.seat = seat
                pile.items.append(item)
            return sc.layout_pile(pile, self.d["play"])
        self.push(show, self.d["trick_pause"])

        def clear():
            pile = self.scene.piles.get("points")
            if pile is not None:
                for item in list(pile.items):
                    self.scene.remove_card(item)
        self.push(clear)

    def _ev_target_cards(self, ev: dict[str, Any]) -> None:
        def step():
            sc = self.scene
            anims = []
            for seat, c in enumerate(ev["cards"]):
                pile = self.target_pile(seat)
                pile.face_up = False
                item = sc.new_card(card(c) if c is not None and seat == self.viewer else None, False,
                                   _side(sc.geometry, -1))
                item.seat = seat
                sc.move_item(item, pile)
                anims.append(sc.layout_pile(pile, self.d["deal"]))
            self._clickable_target()
            self.refresh_plates()
            return sc.parallel(anims)
        self.push(step)

        def look():
            if self.can_peek():
                self.peek()
        self.push(look)

    def _ev_reshuffle(self, ev: dict[str, Any]) -> None:
        def step():
            sc = self.scene
            stock = self.stock_pile()
            disc = self.discard_pile()
            anims = []
            for item in list(disc.items):
                sc.move_item(item, stock, index=0)
            stock.face_up = False
            anims.append(sc.layout_pile(stock, self.d["gather"]))
            self._sync_stock(ev["stock"])
            self.status(Peech.tr("The stock is empty: the discarded cards are shuffled into a new stock."))
            return sc.parallel(anims)
        self.push(step)

    def _sync_stock(self, n: int) -> None:
        stock = self.stock_pile()
        while len(stock.items) > n:
            self.scene.remove_card(stock.items[0])
        while len(stock.items) < n:
            stock.items.insert(0, self.scene.new_card(None, False, _side(self.scene.geometry, -1)))
        self.scene.layout_pile(stock, 0)

    def _ev_deal(self, ev: dict[str, Any]) -> None:
        hands: list[list[str | None]] = ev["hands"]
        count = int(ev["count"])

        def step():
            sc = self.scene
            seats = [s for s in range(4) if hands[s]]
            stock = self.stock_pile()
            self._sync_stock(int(ev["stock"]) + count * len(seats))
            order: dict[int, int] = {}
            for r in range(count):
                for k, seat in enumerate(seats):
                    item = stock.items[-1]
                    item.seat = seat
                    pile = self.hand_pile(seat)
                    pile.face_up = False
                    sc.move_item(item, pile)
                    order[id(item)] = r * len(seats) + k
            viewer = self.viewer
            for seat in seats:
                pile = self.hand_pile(seat)
                known = [card(c) for c in hands[seat] if c is not None]
                if seat == viewer and len(known) == len(pile.items):
                    for item, c in zip(pile.items, self.sort_hand(known), strict=True):
                        item.set_card(c)
            self._sync_stock(int(ev["stock"]))
            dur, stagger = self.d["deal"], self.d["deal_stagger"]
            anims = []
            for seat in seats:
                pile = self.hand_pile(seat)
                targets = sc.targets(pile)
                sc.assign_strips(pile, targets)
                for item, (pos, rot, z, width) in zip(pile.items, targets, strict=True):
                    item.set_width(width)
                    item.setRotation(rot)
                    anims.append(item.move_to(pos, rot, dur, z=z, face_up=False,
                                              delay_ms=order.get(id(item), 0) * stagger))
            self.status(self.tr("%n card(s) each.", "", count))
            return sc.parallel(anims)
        self.push(step)

        def reveal():
            viewer = self.viewer
            if viewer is None:
                return None
            pile = self.hand_pile(viewer)
            if not pile.items or any(item.card is None for item in pile.items):
                return None
            pile.face_up = True
            return self.scene.layout_pile(pile, self.d["flip"])
        self.push(reveal)
        self.push(self.say_hand)

    def _ev_chose(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]

        def mark():
            self.chosen[seat] = True
            self.refresh_plates()
            if self.is_you(seat) or seat == self.viewer:
                self.status(Peech.tr("Your card lies face down on the mat."))
            else:
                text = Peech.tr("{name} has chosen.").format(name=self.names[seat])
                me = self.viewer
                if (me is not None and me in self.controller.to_act() and not self.chosen[me]
                        and me not in self.peeched):
                    # the person still chooses: the bar keeps asking them, but
                    # the prompt is said once a battle (on_human_turn); the
                    # last computer's choice reminds them, briefly
                    self.status(f"{text} {self.turn_text()}", speak=False)
                    if self._last_to_choose():
                        reminder = Peech.tr("Your turn: the others have chosen.")
                        text = f"{text} {reminder}"
                    self.director.announce(text)
                else:
                    self.status(text)
        self.place_face_down(seat, ev.get("card") if seat == self.viewer else None)
        self.push(mark)

    def _last_to_choose(self) -> bool:
        """The person at the screen is the only one of the battle who has
        not chosen yet (as the table shows it), and has not acted."""
        me = self.viewer
        if me is None or not self.is_you(me) or self.chosen[me] or me in self.peeched:
            return False
        if me not in self.controller.to_act():
            return False
        return all(self.chosen[s] for s in range(len(self.chosen)) if s != me and s not in self.peeched)

    def on_events(self, events: list[dict[str, Any]]) -> None:
        """Each battle's reveal is told what its ``take`` and ``ace_swap``
        events (which follow it) take, so the held reveal can say and mark it."""
        self._find_takes(events)
        super().on_events(events)

    def _find_takes(self, events: list[dict[str, Any]]) -> None:
        """What each reveal of ``events`` takes (:meth:`on_events`, :meth:`recall`;
        a take it cannot read, among the events a rejoin is sent, is left out)."""
        self._takes.clear()
        self._aces.clear()
        reveal: dict[str, Any] | None = None
        for ev in events:
            kind = ev.get("type")
            if kind == "reveal":
                reveal = ev
                self._takes[id(ev)] = []
            elif kind in ("take", "ace_swap") and reveal is not None:
                try:
                    take = (int(ev["seat"]), str(ev["ace"] if kind == "ace_swap" else ev["card"]), int(ev["from"]))
                    ace = (int(ev["seat"]), str(ev["ace"]), str(ev["card"])) if kind == "ace_swap" else None
                except (KeyError, TypeError, ValueError):
                    continue
                self._takes[id(reveal)].append(take)
                if ace is not None:
                    self._aces[id(reveal)] = ace

    def _ev_reveal(self, ev: dict[str, Any]) -> None:
        """The cards turn up together and stay there, marked, until everyone
        could read them (:meth:`~cardtable.ui.table.behaviour.TableBehaviour.hold_to_read`:
        with a person at the table until their key or click, at most a few
        seconds); the status line says what happened."""
        plays = [[s, c] for s, c in enumerate(ev["cards"]) if c is not None]
        takes = list(self._takes.get(id(ev), []))
        ace = self._aces.get(id(ev))
        self.reveal_trick(plays)

        said: list[str] = []

        def mark():
            self.chosen = [False] * 4
            self.refresh_plates()
            self.mark_battle(ev, takes, ace)
            words = self._battle_words(ev, takes, ace)
            if ace is not None:
                self.show_ace_note(self._ace_why(ev, takes, ace))
            # the cards a sighted player sees turn up, said before who wins
            # (the screen reader alone: the status line keeps the outcome)
            self.director.announce(Peech.tr("Cards turned up: {cards}.").format(
                cards=", ".join(self._card_of(c, s) for s, c in plays)))
            said.append(words())
            self.shown_battle = {"winners": [t for t, _c, _f in takes], "plays": plays, "words": words,
                                 "round": self.round_no}
            if self.controller.human_seats() and not self.d.off and self.read_holds:    # a lesson: Continuer goes on
                self.status(Peech.tr("{text} Click or press a key to go on.").format(text=said[0]))
            else:
                self.status(said[0])
        self.push(mark)
        # at speed "off" the battle stays a moment while the person at the
        # screen still plays (a key or a click ends it)
        # the words ask for a key: by ear, the battle waits for it (the kit's ``asks_key``)
        self.push(lambda: self.hold_to_read(self.seen_trick_ms if self._viewer_in_round() else 0, "reveal",
                                            asks_key=True))
        # the words stay on the bar, not the "click"; they were said once already
        self.push(lambda: self.status(said[0], speak=False) if said else None)

    def _ace_why(self, ev: dict[str, Any], takes: list[tuple[int, str, int]], ace: tuple[int, str, str]) -> str:
        return self.ace_text(*ace, src=next((f for _t, c, f in takes if c == ace[1]), None))

    def mark_battle(self, ev: dict[str, Any], takes: list[tuple[int, str, int]],
                    ace: tuple[int, str, str] | None = None) -> None:
        """The revealed battle marked on the mat: each winner's card lit and
        tagged "Wins", each card taken tagged with who takes it (the tags
        lie across the cards' middle, clear of their corner indices).  A
        lone ace taken (``ace``: taker, ace, card it replaces): the card it
        replaces, last of the taker's won cards, is lit and tagged too."""
        sc = self.scene
        sc.clear_tags()
        winners = set(ev["winners"])
        same = ev["case"] == "same"
        for item in self.trick_pile().items:
            item.highlighted = item.seat in winners and not same
            if item.seat in winners and not same:
                sc.tag_card(item, Peech.tr("★ Wins"), "gold", at=0.25)
        if ace is not None:
            won = self.won_pile(ace[0])
            old = next((i for i in reversed(won.items) if i.card is not None and str(i.card) == ace[2]), None)
            if old is not None:
                old.highlighted = True
                sc.tag_card(old, Peech.tr("Replaced by the ace"), "info", at=0.25)
        for taker, _c, src in takes:
            item = self._trick_item(src)
            if item is None:
                continue
            if same:
                text = Peech.tr("Kept by you") if self.is_you(taker) else Peech.tr("Kept by {name}").format(
                    name=self.names[taker])
            else:
                text = Peech.tr("Taken by you") if self.is_you(taker) else Peech.tr("Taken by {name}").format(
                    name=self.names[taker])
            sc.tag_card(item, text, "info", at=0.25)

    def ace_text(self, taker: int, ace: str, replaced: str, src: int | None = None) -> str:
        """The ace rule in words: which card the lone ace replaces, and why."""
        lang = self.scene.renderer.lang
        ace_words = self._card_of(ace, src) if src is not None else the_card(card(ace), lang)
        old = the_card(card(replaced), lang)
        if self.is_you(taker):
            return Peech.tr("You take {ace}, the only ace on the mat: it replaces the last card you won, {card}, "
                            "which goes to the discard. Your number of cards won does not change.").format(
                ace=ace_words, card=old)
        return Peech.tr("{name} takes {ace}, the only ace on the mat: it replaces their last card won, {card}, "
                        "which goes to the discard. Their number of cards won does not change.").format(
            name=self.names[taker], ace=ace_words, card=old)

    def show_ace_note(self, text: str) -> None:
        """The ace rule's words on the table, under the battle mat (over the
        person's hand, which waits meanwhile), until the ace has taken its
        place (:meth:`_ev_ace_swap`).  Not in a lesson (``read_holds``
        False): its coach explains the ace there."""
        if self.d.off and not self.controller.human_seats() or not self.read_holds:
            return                  # a lesson's coach says it in its own words
        p = self.ace_note
        p.title.setText(Peech.tr("The ace rule"))
        p.set_body(text)
        self.place_ace_note()

    def place_ace_note(self) -> None:
        p = self.ace_note
        v = self.viewport_rect()
        mat = self.director.view.mapFromScene(self.mat.rect()).boundingRect()
        width = min(v.width() - 12, max(360, int(mat.width() * 1.7)))
        below = v.height() - mat.bottom() - 12
        p.fit(width, max(below, 120))
        x = v.width() // 2 - p.width() // 2
        y = mat.bottom() + 6 if below >= p.height() else v.height() - p.height() - 6
        p.move(max(6, x), max(6, y))
        p.show()
        from cardtable.ui.table.overlays import raise_overlay
        raise_overlay(p)

    def relayout_overlays(self) -> None:
        super().relayout_overlays()
        if self.ace_note.isVisible():
            self.place_ace_note()

    def _viewer_in_round(self) -> bool:
        seat = self.viewer
        return seat is not None and seat not in self.peeched

    def _card_of(self, c: str, seat: int) -> str:
        """"votre dame de trèfle", "la dame de trèfle de Chloé"."""
        return owned_card(card(c), self.scene.renderer.lang, self.names[seat], yours=self.is_you(seat))

    def _takes_words(self, taker: int, c: str, src: int) -> str:
        taken = self._card_of(c, src)
        if self.is_you(taker):
            return Peech.tr("you take {taken}").format(taken=taken)
        return Peech.tr("{name} takes {taken}").format(name=self.names[taker], taken=taken)

    def reveal_text(self, ev: dict[str, Any], takes: list[tuple[int, str, int]] | None = None) -> str:
        """The battle in words: whose card is the strongest and which card it
        takes from whom (card names with their articles, agreeing)."""
        case, winners = ev["case"], list(ev["winners"])
        takes = list(takes or [])
        if case == "same":
            return Peech.tr("All the same rank: everyone keeps their own card.")
        if case == "none" or not winners:
            return Peech.tr("No single strongest card: nobody wins, the cards go to the discard.")
        if case == "pairs":
            if len(takes) >= 2:
                return Peech.tr("Two pairs: {first} and {second}.").format(
                    first=self._takes_words(*takes[0]), second=self._takes_words(*takes[1]))
            return Peech.tr("Two pairs: {a} and {b} each take a weak card.").format(
                a=self.names[winners[0]], b=self.names[winners[1]])
        w = winners[0]
        c = ev["cards"][w]
        if not c:
            return ""
        lang = self.scene.renderer.lang
        strongest = capitalised(self._card_of(c, w))
        if not takes:
            return agreeing(card(c), lang, Peech.tr("{card} is the strongest."),
                            Peech.tr("{card} is the strongest.", "the card is feminine")).format(card=strongest)
        taken = self._card_of(takes[0][1], takes[0][2])
        if self.is_you(w):
            return agreeing(card(c), lang, Peech.tr("{card} is the strongest: you take {taken}."),
                            Peech.tr("{card} is the strongest: you take {taken}.", "the card is feminine")).format(
                card=strongest, taken=taken)
        return agreeing(card(c), lang, Peech.tr("{card} is the strongest: {name} takes {taken}."),
                        Peech.tr("{card} is the strongest: {name} takes {taken}.", "the card is feminine")).format(
            card=strongest, name=self.names[w], taken=taken)

    def _trick_item(self, seat: int) -> CardItem | None:
        for item in self.trick_pile().items:
            if item.seat == seat:
                return item
        return None

    def _send(self, item: CardItem | list[CardItem], pile: Pile, face_up: bool, duration: int):
        """Move ``item`` (or several) into ``pile`` and fly them there, each
        card animated once (the rest of the pile keeps its faces)."""
        sc = self.scene
        items = item if isinstance(item, list) else [item]
        if not items:
            return None
        olds = []
        for it in items:
            old = sc.pile_of(it)
            if old is not None and old is not pile and old not in olds:
                olds.append(old)
            sc.move_item(it, pile)
            it.highlighted = False
        moving = {id(it) for it in items}
        anims = []
        for it, (pos, rot, z, w) in zip(pile.items, sc.targets(pile), strict=True):
            if id(it) in moving:
                it.setZValue(900)
                it.set_width(w)
                anims.append(it.move_to(pos, rot, duration, z=z, face_up=face_up,
                                        easing=QEasingCurve.Type.InOutQuad))
            elif it.pos() != pos:
                anims.append(it.move_to(pos, rot, duration, z=z))
        for old in olds:
            anims.append(sc.layout_pile(old, self.d["layout"]))
        return sc.parallel(anims)

    def _battle_words(self, ev: dict[str, Any], takes: list[tuple[int, str, int]],
                      ace: tuple[int, str, str] | None) -> Callable[[], str]:
        """The battle ``ev`` in words, in the language of the moment they are read."""
        def words() -> str:
            if ace is None:
                return self.reveal_text(ev, takes)
            # the strongest card, then the ace rule in full
            return f"{self.reveal_text(ev, [])} {self._ace_why(ev, takes, ace)}"
        return words

    def _ev_take(self, ev: dict[str, Any]) -> None:
        seat, src = ev["seat"], ev["from"]

        def step():
            item = self._trick_item(src)
            if item is None:
                item = self.scene.new_card(card(ev["card"]), True, self.scene.center())
                item.seat = src
                self.trick_pile().items.append(item)
            item.set_card(card(ev["card"]))
            self.scene.clear_tags()
            self.won_counts[seat] = int(ev["won"])
            self.refresh_plates()
            return self._send(item, self.won_pile(seat), True, self.d["gather"])
        self.push(step)

    def _ev_ace_swap(self, ev: dict[str, Any]) -> None:
        seat, src = ev["seat"], ev["from"]

        def out():
            won = self.won_pile(seat)
            old = next((i for i in reversed(won.items) if i.card is not None and str(i.card) == ev["card"]),
                       won.items[-1] if won.items else None)
            self.scene.clear_tags()
            if not self.ace_note.isVisible():       # not said at the reveal (a rebuild in between)
                self.status(self.ace_text(seat, ev["ace"], ev["card"], src))
            if old is None:
                return None
            old.highlighted = True
            return self._send(old, self.discard_pile(), True, self.d["gather"])
        self.push(out, self.d["bid_pause"])

        def take():
            item = self._trick_item(src)
            if item is None:
                item = self.scene.new_card(card(ev["ace"]), True, self.scene.center())
                item.seat = src
                self.trick_pile().items.append(item)
            for it in self.discard_pile().items:
                it.highlighted = False
            self.won_counts[seat] = int(ev["won"])
            self.refresh_plates()
            return self._send(item, self.won_pile(seat), True, self.d["gather"])
        self.push(take)
        self.push(self.ace_note.hide)

    def _ev_discard(self, ev: dict[str, Any]) -> None:
        def step():
            self.scene.clear_tags()
            for seat, c in ev["cards"]:
                item = self._trick_item(int(seat))
                if item is not None:
                    item.set_card(card(c))
            # every card left on the mat goes (none is left over)
            return self._send(list(self.trick_pile().items), self.discard_pile(), True, self.d["gather"])
        self.push(step)

    def _ev_peech(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]

        def step():
            if seat not in self.peeched:
                self.peeched.append(seat)
            self.known_targets[seat] = int(ev["target"])
            self.refresh_plates()
            if self.is_you(seat):
                sub = Peech.tr("You have won your {n} cards!").format(n=ev["target"])
            else:
                sub = Peech.tr("{name} has won {n} cards.").format(name=self.names[seat], n=ev["target"])
            self.banner(Peech.tr("Peech!"), sub)
            self.status(Peech.tr("Peech! {text}").format(text=sub))
            return self._send(list(self.hand_pile(seat).items), self.discard_pile(), False, self.d["gather"])
        self.push(step, int(self.d["toast"] * 1.2))
        self.push(lambda: self.hold_to_explain("peech"))     # a lesson's coach speaking of it: the count waits

    def _ev_round_scored(self, ev: dict[str, Any]) -> None:
        def reveal_targets():
            self.end_peek()
            self._round_over = True
            if self._banner is not None:
                self._banner.hide()
            sc = self.scene
            anims = []
            for seat, rec in enumerate(ev["seats"]):
                pile = self.target_pile(seat)
                for item in pile.items:
                    item.set_card(card(rec["target_card"]))
                    item.revealed = True
                pile.face_up = True
                anims.append(sc.layout_pile(pile, self.d["flip"]))
            self.totals = list(ev["totals"])
            self.refresh_plates()
            return sc.parallel(anims)
        self.push(reveal_targets)

        def step():
            self.director.scores_shown.emit()
            ending = self.game_ending
            return self.show_info(*self.summary_texts(ev),
                                  lambda: Peech.tr("Next round") if not ending else Peech.tr("See the result"),
                                  source=ev)
        self.push(step)

    def _ev_game_over(self, ev: dict[str, Any]) -> None:
        def step():
            totals, winners = ev["totals"], list(ev["winners"])
            humans = self.controller.human_seats()
            names = ", ".join(self.names[s] for s in winners)

            def title() -> str:
                if len(humans) == 1 and humans[0] in winners:
                    return (Peech.tr("You win with the lowest total!") if len(winners) == 1
                            else Peech.tr("You share the win: {names}!").format(names=names))
                if len(winners) == 1:
                    return Peech.tr("{name} wins with the lowest total!").format(name=names)
                return Peech.tr("Shared win: {names}!").format(names=names)
            parts = [f"{self.names[s]}&nbsp;<b>{number(t)}</b>" for s, t in enumerate(totals)]
            self.show_end(title, lambda: Peech.tr("Final totals (the lowest wins): {list}.").format(list=", ".join(parts)))
        self.push(step)

    def summary_texts(self, source: dict[str, Any]) -> tuple[Callable[[], str], Callable[[], str]]:
        """The round's count from its event (every target card is shown at the count)."""
        self.breakdown_html(source)         # an event it cannot read fails here, not when shown
        return (lambda: Peech.tr("Round {n}: the count").format(n=source["round"]),
                lambda: self.breakdown_html(source))

    def breakdown_html(self, ev: dict[str, Any]) -> str:
        """The round's count, one column per player."""
        seats = ev["seats"]
        lang = self.scene.renderer.lang
        table = BreakdownTable([self.names[s] for s in range(4)])
        line = table.line

        def short(c: str) -> str:
            cc = card(c)
            return cc.name(lang)

        line(Peech.tr("Starting points"), [str(r["start"]) for r in seats])
        line(Peech.tr("Target card"), [short(r["target_card"]) for r in seats])
        line(Peech.tr("Cards won"), [f"{r['won_count']}/{r['target']}" + (" ✓" if r["reached"] else "") for r in seats])
        line(Peech.tr("Points won"), [str(r["won_points"]) for r in seats])
        line(Peech.tr("Target card points"), [(f"+{r['target_points']}" if r["reached"] else "–") for r in seats])
        line(Peech.tr("Penalty (cards missing)"), [(f"+{r['penalty']}" if r["penalty"] else "–") for r in seats])
        line(Peech.tr("Round score"), [str(r["score"]) for r in seats], bold=True)
        line(Peech.tr("Round won (−1 off the total)"), [("★" if r["round_win"] else "") for r in seats])
        line(Peech.tr("Total so far"), [number(t) for t in ev["totals"]], bold=True)
        how = Peech.tr("Reached: start − (points won + target card points), never below 0. "
                  "Missed: start − points won (never below 0) + one per card missing.")
        note = ""
        if ev.get("limit"):
            note = "<p>" + Peech.tr("The round reached its limit of battles and was scored as it stood.") + "</p>"
        return (f"{table.html()}<p style='font-size:small'>{how}</p>{note}")

    # ------------------------------------------------------------- memory
    def memory(self) -> dict[str, Any]:
        """The kit's memory and the last battle revealed, with its words as
        they read now and its round (the battle was shown to everyone)."""
        memory = TableBehaviour.memory(self)
        if self.shown_battle is not None:
            b = self.shown_battle
            memory["last_trick"] = {"winners": list(b["winners"]), "plays": [list(p) for p in b["plays"]],
                                    "text": b["words"](), "round": b["round"]}
        return memory

    def restore_memory(self, memory: dict[str, Any]) -> None:
        TableBehaviour.restore_memory(self, memory)
        value = memory.get("last_trick")
        last = self.memory_trick(value)
        rnd = value.get("round") if isinstance(value, dict) else None
        if last is not None and type(rnd) is int and rnd >= 1:
            text = str(last.get("text", ""))
            self.shown_battle = {"winners": last.get("winners", []), "plays": last["plays"],
                                 "words": lambda: text, "round": rnd}

    # ------------------------------------------------------------- recall
    count_events = ("round_scored",)

    def recall(self, events: list[dict[str, Any]]) -> None:
        """The kit's memory and the last battle revealed, with its words and
        its round, from the last events (what ``memory`` keeps)."""
        self._find_takes(events)
        # each reveal's round: the view's, less the rounds that began after it
        rnd = self.round_no - sum(1 for ev in events if ev.get("type") == "round_start")
        self._recall_rounds: dict[int, int] = {}
        for ev in events:
            if ev.get("type") == "round_start":
                rnd = ev["round"] if type(ev.get("round")) is int else rnd + 1
            elif ev.get("type") == "reveal":
                self._recall_rounds[id(ev)] = rnd
        try:
            super().recall(events)
        finally:
            self._takes.clear()
            self._aces.clear()
            self._recall_rounds = {}

    def _recall_reveal(self, ev: dict[str, Any]) -> None:
        takes = list(self._takes.get(id(ev), []))
        plays = [[s, c] for s, c in enumerate(ev["cards"][:4]) if c is not None and card(c)]
        words = self._battle_words(ev, takes, self._aces.get(id(ev)))
        words()                 # an event it cannot read fails here, not when the battle is shown
        self.shown_battle = {"winners": [t for t, _c, _f in takes], "plays": plays, "words": words,
                             "round": self._recall_rounds.get(id(ev), self.round_no)}

    # --------------------------------------------------------- last trick
    def last_trick_title(self, winners: list[int] | None) -> str:
        if winners is None:
            return Peech.tr("Last battle")
        if not winners:
            return Peech.tr("Last battle: nobody took a card")
        if len(winners) == 1:
            return (Peech.tr("Last battle: you took a card") if self.is_you(winners[0])
                    else Peech.tr("Last battle: {name} took a card").format(name=self.names[winners[0]]))
        return Peech.tr("Last battle: {names} each took a card").format(
            names=", ".join(self.names[s] for s in winners))

    def no_last_trick_text(self) -> str:
        return Peech.tr("No battle has been fought yet in this round.")

    def last_trick(self) -> dict[str, Any] | None:
        """The last battle the table revealed, with its words (what was taken,
        what the lone ace replaced), the previous round's once a round has
        ended; after a rebuild, the engine's last battle of this round."""
        if not self.controller.has_game:
            return None
        if self.shown_battle is not None:
            last = dict(self.shown_battle)
            last["text"] = last.pop("words")()
            if last["round"] != self.round_no or self._round_over:
                last["text"] = Peech.tr("The last battle of round {n}.").format(n=last["round"]) + " " + last["text"]
            return last
        lt = self.controller.public_view().get("last_trick")
        if not isinstance(lt, dict):
            return None
        return {"winners": [int(w) for w, _c, _f in lt["taken"]],
                "plays": [[s, c] for s, c in enumerate(lt["cards"]) if c is not None]}

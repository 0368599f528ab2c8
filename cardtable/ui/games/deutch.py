"""Deutch at the table: each player's row of face-down cards, the stock and the
discard in the middle, the drawn card, the powers of V and D, the rapidité
window with its countdown ring, "Deutch !", the last turns and the final
reveal with its breakdown.  Built on the table kit
(:class:`~cardtable.ui.table.behaviour.TableBehaviour`).

What lies where: each row is a ``ROW`` pile (stable slots: a card keeps its
place for the round, a rapidité leaves a hole, a penalty card goes at the
end); the stock (``STOCK``, with its count) and the discard (``DISCARD``) in
the middle; the drawn card in the drawer's ``DRAWN`` slot (face up for the drawer
only).

Gestures (one person at the screen):

* opening look: pick two of your cards (click, or arrows and Enter); they
  stay face up, with a panel naming them by number, until you say you have
  seen them ("I have seen them", Enter, or a click on the table), then turn
  down; meanwhile the computers and the other people wait (a queen's look
  likewise).  In a lesson the coach decides: they turn down after a moment;
* turn: click the stock (or drag its top card) to draw; drag the discard's top
  card onto one of your cards, or click it then pick the card it replaces;
* drawn card: drag it onto one of your cards (or click that card), or onto
  the discard (or click the discard);
* V: pick one of your cards, then an opponent's (or "Skip"); D: pick one of
  your cards, it turns up for you alone for a moment (or "Skip");
* rapidité: while the ring runs round the discard, drag (or click) one of
  your cards onto it;
* several people at one screen: each has a rapidité key shown on their plate
  and, while the window runs, in a bubble by it (set by pressing it on the
  game's settings page, :class:`ClaimKeysPage`: Game > Game settings…, or
  the New game window; setting ``deutch_claim_keys``); the first key claims,
  then the claimer picks the card (click, or its number's digit) within 5 seconds:
  the table turns so the claimer's row is at the bottom, upright and at a
  hand's size, each face-down card showing its number, and no bubble covers
  that row until the card is back (no face is shown: the other person is
  at the screen too).  A card's number is its place in the row, kept all
  round: a card gone by a rapidité leaves its place and its number empty
  (the numbers the hints, the last moves and a screen reader say).  Every
  row, the other players' too, is laid in reading order for the person at
  the screen (:class:`~cardtable.ui.table.piles.Row`): card 1 is the
  leftmost (the top one in a row along a side of the table), so « la
  carte 1 de Léa » is the first of Léa's cards from the left as the person
  sees them, and the arrows step her cards in that order;
* "Conseil" (H): the advised move is lit on the table (:meth:`DeutchTable.on_hint`)
  and Enter makes it; the keyboard alone plays every move (arrows, Enter);
* "Deutch !" or "End my turn" at the end of your turn.

"Aide-mémoire" (corner button, setting ``deutch_memory_aid``, off by
default): the cards you have seen carry a small mark with their value.

"Derniers coups" (:class:`MoveLog`, key J, setting ``deutch_move_log``, on
by default when a person plays): the round's last five moves in words, in a
corner clear of the rows and plates (fewer lines on a small table).  Only
what the whole table saw is written (who drew, never which card): at a
shared screen it shows nothing private of anyone.

"Deutch !" is announced by a banner that stands clear of the stock and the
discard; a rapidité window opening while it is still over them puts it away.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QLabel,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine import card
from cardtable.engine.deutch import (
    CLAIM_MS,
    CallDeutch,
    Claim,
    Discard,
    Draw,
    Look,
    Pass,
    Peek,
    Rapidite,
    Replace,
    Swap,
    TakeDiscard,
    card_points,
)
from cardtable.ui.cards.item import CardItem
from cardtable.ui.cards.render import CARD_RATIO
from cardtable.ui.cards.words import fill, the_card
from cardtable.ui.games import deutch_scores as scores
from cardtable.ui.games.base import GamePlugin
from cardtable.ui.games.deutch_settings import (
    CLAIM_KEYS,
    MEMORY_AID,
    MOVE_LOG,
    ClaimKeysPage,
    stored_claim_keys,
)
from cardtable.ui.i18n import tr_context
from cardtable.ui.table.behaviour import TableBehaviour, memory_texts, sentence
from cardtable.ui.table.felt import DropZone
from cardtable.ui.table.input import PICK_OTHER_CARD, PICK_OWN_CARD, DropTarget
from cardtable.ui.table.overlays import PANEL_STYLE, place_side_panel, raise_overlay
from cardtable.ui.table.piles import DISCARD, ROW, STOCK, Pile, Single, register_layout
from cardtable.ui.table.prompt import Choice

Deutch = tr_context("Deutch")       # Deutch.tr(...): lupdate sees the context
SKIP = "skip"
PEEK_MS = 1600                      # a private look stays face up this long
WRONG_MS = 1800                     # a wrong rapidité stays face up on the discard this long
RAPIDITE_MS = 900                   # a right rapidité's card stays lit on the discard this long
POWER_MS = 1400                     # the cards of a swap, the card of a peek stay lit this long
#: the modes in which a digit picks the person's card of that number in their row (its
#: place): the two cards looked at, the card the discard's top card or the drawn card
#: replaces, the card a queen peeks at or a jack swaps (a rapidité's pick has its own)
ROW_DIGIT_MODES = ("look", "take", "drawn", "peek", "swap_mine")
# ------------------------------------------------------------- drawn card
DRAWN = "deutch_drawn"


class DrawnCard(Single):
    """The drawn card beside its drawer: the kit's single slot, but for the
    person at the bottom as large as the cards of their row (it is the card
    they are deciding about), its left edge where the slot's was (clear of
    the row) and kept on the table."""

    def anchor(self, pile: Pile, geo: Any) -> Any:
        pos, angle, z, w = super().anchor(pile, geo)
        g = geo.seats.get(pile.seat) if pile.seat is not None else None
        if g is None or g.position != 0 or g.card_w <= w:
            return pos, angle, z, w
        big = g.card_w
        x = min(pos.x() + (big - w) / 2, geo.rect.right() - big * 0.55)
        return QPointF(x, pos.y() - (big - w) * CARD_RATIO / 2), angle, z, big


register_layout(DRAWN, DrawnCard(), replace=True)


# -------------------------------------------------------------------- ring
class CountdownRing(QGraphicsObject):
    """A ring round the discard that empties as the rapidité window runs out."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.fraction = 0.0
        self.setZValue(850)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def set_rect(self, r: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(r)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        if r.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(4.0, r.width() * 0.06)
        painter.setPen(QPen(QColor(0, 0, 0, 90), width))
        painter.drawEllipse(r)
        hue = QColor(255, 214, 92) if self.fraction > 0.35 else QColor(240, 90, 70)
        pen = QPen(hue, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawArc(r, 90 * 16, int(-360 * 16 * max(0.0, min(1.0, self.fraction))))


class MoveLog(QFrame):
    """"Last moves": the round's last few moves in words, newest last, so a
    computer's take, rapidité and call made in two seconds can still be
    read.  Written only from what everybody at the table saw (never a drawn
    or looked-at card): at a shared screen it tells nothing private."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE + "QFrame#panel QLabel#log { font-size: 9pt; }")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 8)
        lay.setSpacing(2)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.body = QLabel(self)
        self.body.setObjectName("log")
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setWordWrap(True)
        self.body.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.title)
        lay.addWidget(self.body, 1)
        self.hide()

    def show_lines(self, title: str, lines: list[str], width: int) -> None:
        self.title.setText(title)
        self.body.setText("\n".join(lines))
        self.setFixedWidth(width)
        # as tall as its lines wrapped at this width (adjustSize alone keeps
        # the height of fewer lines and cuts the newest off)
        lay = self.layout()
        lay.activate()
        self.setFixedHeight(lay.totalHeightForWidth(width) if lay.hasHeightForWidth() else lay.totalSizeHint().height())


class DeutchPlugin(GamePlugin):
    game_id = "deutch"
    scores = scores
    higher_is_better = False          # the lowest total wins

    def create_behaviour(self, director: Any) -> DeutchTable:
        return DeutchTable(director)

    def settings_widget(self, parent: Any, settings: Any, humans: Sequence[str] = ()) -> ClaimKeysPage:
        return ClaimKeysPage(settings, humans, parent)

    def settings_title(self) -> str:
        return Deutch.tr("Rapidité keys")

    def settings_wanted(self, humans: int) -> bool:
        """The keys matter only when several people share the screen."""
        return humans > 1


PLUGIN = DeutchPlugin()


def _pts(text: str) -> int:
    return card_points(card(text))


# ---------------------------------------------------------------- behaviour
class DeutchTable(TableBehaviour):
    """Turns Deutch's events into animations and gestures into actions."""

    private_kinds = (ROW, DRAWN)

    def __init__(self, director: Any) -> None:
        super().__init__(director)
        #: each plate's words before its number of cards ("Dernier tour"), as last written
        self._plate_bits: dict[int, list[str]] = {}
        self.offered: tuple[int, str] | None = None   # (seat, phase) of the input last offered
        self.ring = CountdownRing()
        self.scene.addItem(self.ring)
        self._ring_timer = QTimer(self)
        self._ring_timer.setInterval(40)
        self._ring_timer.timeout.connect(self._tick_ring)
        self._window_len = 1
        self.controller.window_opened.connect(self._window_opened)
        self.controller.window_closed.connect(self._window_closed)
        self.scene.pile_clicked.connect(self._pile_clicked)
        self.scene.layout_changed.connect(self._place_ring)
        self.scene.layout_changed.connect(self._relayout_targets)
        self.prompt.chosen.connect(self._chosen)
        self.settings.changed.connect(self._setting_changed)
        self.mode: str | None = None         # what the person is doing now
        self.look_first: int | None = None
        self.swap_mine: int | None = None
        self.round_no = 1
        self.rounds = 10
        self.caller: int | None = None
        self.last_done: set[int] = set()
        self.marks: list[QGraphicsRectItem] = []
        self.key_bubbles: set[int] = set()   # seats showing their rapidité key
        self.faster: int | None = None       # who took the last rapidité (None: nobody yet)
        self.racing = False                  # the person at the screen was offered this rapidité
        self.guarded_row: int | None = None  # a claimer's row no bubble covers (see _ask_claim_pick)
        self.number_tags: list[Any] = []     # the digits written on a claimer's cards
        self.log_lines: list[str] = []       # "Last moves", newest last (public facts only)
        self.move_log = self.own(MoveLog(director.view))
        self.log_placed = False              # "Last moves" found room on the table
        self.scene.layout_changed.connect(self.refresh_log)
        self.scene.queue.idle.connect(self._queue_idle)
        self.lost_race = False               # ... and someone else took it (until their next input)
        self.clear_hint()                    # hint_items, hint_zones, hint_swap
        self.hint_follow: int | None = None  # the slot a followed hint sends by rapidité next
        self._send_claimed: int | None = None  # the advised card a claim made by the advice sends
        self._follow_on: str | None = None   # the discard's card of the window it is planned for

    def teardown(self) -> None:
        self._ring_timer.stop()
        for signal, slot in ((self.controller.window_opened, self._window_opened),
                             (self.controller.window_closed, self._window_closed),
                             (self.scene.pile_clicked, self._pile_clicked),
                             (self.scene.layout_changed, self._place_ring),
                             (self.scene.layout_changed, self._relayout_targets),
                             (self.scene.layout_changed, self.refresh_log),
                             (self.scene.queue.idle, self._queue_idle),
                             (self.settings.changed, self._setting_changed)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self._clear_marks()
        if self.ring.scene() is self.scene:
            self.scene.removeItem(self.ring)
        super().teardown()

    # ------------------------------------------------------------- piles
    def row_pile(self, seat: int) -> Pile:
        p = self.scene.pile(f"row{seat}", ROW, seat)
        p.min_slots = 4
        return p

    def stock_pile(self) -> Pile:
        p = self.scene.pile("stock", STOCK)
        p.face_up = False
        return p

    def discard_pile(self) -> Pile:
        p = self.scene.pile("discard", DISCARD)
        p.face_up = True
        return p

    def drawn_pile(self, seat: int) -> Pile:
        return self.scene.pile(f"drawn{seat}", DRAWN, seat)

    def hand_pile(self, seat: int) -> Pile:     # the kit's "hand" of a seat is its row
        return self.row_pile(seat)

    def row_item(self, seat: int, slot: int) -> CardItem | None:
        return self.row_pile(seat).item_at_slot(slot)

    def _new(self, text: str | None, face_up: bool, pos: QPointF | None = None, seat: int | None = None) -> CardItem:
        item = self.scene.new_card(card(text) if text else None, face_up and bool(text), pos or self.scene.center())
        item.seat = seat
        return item

    # ----------------------------------------------------------- settings
    @property
    def settings(self) -> Any:
        return self.director.view.settings

    def memory_aid(self) -> bool:
        return bool(self.settings.get(MEMORY_AID))

    def toggle_memory_aid(self) -> None:
        self.settings.set(MEMORY_AID, not self.memory_aid())
        self.refresh_marks()
        self.status(Deutch.tr("Memory aid on: the cards you have seen show their value.") if self.memory_aid()
                    else Deutch.tr("Memory aid off."))

    def claim_keys(self) -> dict[int, str]:
        """The rapidité key of each human seat (several people at one screen):
        the i-th human seat, in seat order, has the i-th key of the settings
        page (Game > Game settings…)."""
        keys = stored_claim_keys(self.settings)
        humans = self.controller.human_seats()
        return {s: keys[i % len(keys)] for i, s in enumerate(humans)}

    def _setting_changed(self, key: str) -> None:
        if key == CLAIM_KEYS:
            self.on_changed()
        elif key == MEMORY_AID:
            self.refresh_marks()

    def shared_screen(self) -> bool:
        return len(self.controller.human_seats()) > 1

    def extra_actions(self) -> list[tuple[str, Any]]:
        out = [(Deutch.tr("Memory aid"), self.toggle_memory_aid)] if self.controller.human_seats() else []
        return [*out, *TableBehaviour.extra_actions(self)]

    # ---------------------------------------------------------- move log
    #: the lines "Last moves" shows
    LOG_LINES = 5
    #: J said there was no room for "Last moves" (the next J turns them off)
    _no_room_said = False

    def log_on(self) -> bool:
        return bool(self.settings.get(MOVE_LOG)) and bool(self.controller.human_seats())

    def toggle_log(self) -> None:
        """J: "Last moves" shown or hidden.  Waiting hidden for room (on,
        not shown), J looks for room again rather than turn off what was
        not shown, and says there is none; the next J turns them off.  It
        says what the table now shows."""
        self._no_room_said, said = False, self._no_room_said
        if self.log_on() and not self.move_log.isVisible() and not said:
            self.refresh_log()
            if not self.log_placed:
                self._no_room_said = True      # the next J turns them off, as it says
                self.status(Deutch.tr("No room for the last moves beside the cards: "
                                      "make the window larger or close the scoresheet (J hides them)."))
                return
        else:
            self.settings.set(MOVE_LOG, not bool(self.settings.get(MOVE_LOG)))
            self.refresh_log()
        if self.log_on() and not self.log_placed:
            self.status(Deutch.tr("No room for the last moves beside the cards: "
                                  "make the window larger or close the scoresheet (J hides them)."))
        else:
            self.status(Deutch.tr("Last moves shown (J hides them).") if self.log_on()
                        else Deutch.tr("Last moves hidden (J shows them)."))

    def memory(self) -> dict[str, Any]:
        """The kit's memory and "Last moves" (public facts only, as shown)."""
        return {**super().memory(), "moves": list(self.log_lines)}

    def restore_memory(self, memory: dict[str, Any]) -> None:
        super().restore_memory(memory)
        lines = memory_texts(memory.get("moves"), 40)
        if lines is not None:
            self.log_lines = lines
            self.refresh_log()

    def log(self, line: str, say: bool = True) -> None:
        """A move said in "Last moves" (as the table shows it: called from a
        queue step), and to a screen reader unless ``say`` is False (the
        status line of the same step says the move: a screen reader hears
        it once)."""
        self.log_lines = [*self.log_lines, line][-40:]
        self.refresh_log()
        if say:
            self.director.announce(line)

    def move_line(self, ev: dict[str, Any]) -> str:
        """The line "Last moves" says of ``ev`` (a take from the discard, a
        draw, a replace, a discard, a rapidité, a swap, a peek, a call, the
        stock rebuilt), from the event alone as the viewer was shown it:
        public facts (who drew, never which card), "you" for the one person
        at the screen.  The table says it as it plays the move, and
        :meth:`recall` again from the last events; an event that is not one
        of these, or not as the engine writes it, raises ``ValueError`` (or
        ``KeyError``)."""
        kind = ev["type"]
        if kind == "stock_rebuilt":
            return Deutch.tr("The discard is shuffled into a new stock.")
        seat = self._seat_of(ev["seat"])
        you, name = self.is_you(seat), self.names[seat]

        def the(key: str) -> str:
            return the_card(card(ev[key]), self.scene.renderer.lang)    # a card every seat saw

        def place(key: str) -> int:
            n = ev[key]
            if type(n) is not int or not 0 <= n < 64:
                raise ValueError(f"not a place in a row: {n!r}")
            return n + 1
        if kind == "take_discard":
            taken, old = the("card"), the("old")
            return (Deutch.tr("You take {card} and discard {old}.").format(card=taken, old=old) if you
                    else Deutch.tr("{name} takes {card} and discards {old}.").format(name=name, card=taken, old=old))
        if kind == "draw":
            return Deutch.tr("You draw a card.") if you else Deutch.tr("{name} draws a card.").format(name=name)
        if kind == "replace":
            n, gone = place("slot"), the("old")
            return (Deutch.tr("You put the drawn card in place of your card {n} and discard {old}.").format(
                n=n, old=gone) if you else
                Deutch.tr("{name} puts the drawn card in place of their card {n} and discards {old}.").format(
                name=name, n=n, old=gone))
        if kind == "discard":
            return (Deutch.tr("You discard {card}.").format(card=the("card")) if you
                    else Deutch.tr("{name} discards {card}.").format(name=name, card=the("card")))
        if kind == "rapidite":
            if ev["slot"] is None:
                return Deutch.tr("{name}: rapidité claimed, no card picked in time: a penalty card.").format(
                    name=self._who(seat))
            if ev["right"] is True:
                return Deutch.tr("{name}: rapidité with {card}, right.").format(name=self._who(seat), card=the("card"))
            return Deutch.tr("{name}: rapidité with {card}, missed: a penalty card.").format(
                name=self._who(seat), card=the("card"))
        if kind == "swap":
            other = self._seat_of(ev["other"])
            if you:
                line = Deutch.tr("You swap your card {n} with {other}'s card {m}.")
            elif self.is_you(other):
                line = Deutch.tr("{name} swaps their card {n} with your card {m}.")
            else:
                line = Deutch.tr("{name} swaps their card {n} with {other}'s card {m}.")
            return fill(line, name=name, n=place("slot"), other=self.names[other], m=place("other_slot"))
        if kind == "peek":
            n = place("slot")
            return (Deutch.tr("You look at your card {n}.").format(n=n) if you
                    else Deutch.tr("{name} looks at their card {n}.").format(name=name, n=n))
        if kind == "deutch":
            return Deutch.tr("You call Deutch!") if you else Deutch.tr("{name} calls Deutch!").format(name=name)
        raise ValueError(f"no line for a {kind!r} event")

    def _seat_of(self, value: Any) -> int:
        """``value``, a seat at this table (else ``ValueError``)."""
        if type(value) is not int or not 0 <= value < len(self.names):
            raise ValueError(f"not a seat: {value!r}")
        return value

    # "Last moves" again from the last events (a joined seat rebuilt from the host's welcome):
    # the round's moves, as this table would have logged them
    count_events = ("round_end",)

    def _recall_round_start(self, ev: dict[str, Any]) -> None:
        self.log_lines = []

    def _recall_move(self, ev: dict[str, Any]) -> None:
        self.log_lines = [*self.log_lines, self.move_line(ev)][-40:]

    _recall_take_discard = _recall_stock_rebuilt = _recall_draw = _recall_replace = _recall_move
    _recall_discard = _recall_rapidite = _recall_swap = _recall_peek = _recall_deutch = _recall_move

    def recalled(self) -> None:
        self.refresh_log()

    def accessible_known_row(self) -> list[str | None]:
        """The person at the screen's row as they know it, place by place (a
        card id, or None for a card not seen): the accessibility layer names
        each face-down card they have seen ("carte 2 : dame de pique, face
        cachée"), from their own view only."""
        viewer = self.viewer
        if viewer is None or not self.controller.has_game:
            return []
        return list(self.controller.view(viewer)["hand"])

    def accessible_hand(self) -> str:
        """F4 (screen readers): what the person holds -- the card they drew,
        when they hold one, then their row as they know it (in Deutch the
        row is the hand)."""
        from cardtable.ui.table.accessible import row_words
        viewer = self.viewer
        if viewer is None or not self.controller.has_game:
            return ""
        view = self.controller.view(viewer)
        parts = []
        if view.get("drawn"):
            parts.append(Deutch.tr("In your hand, the card you drew: {card}.").format(
                card=card(view["drawn"]).with_article(self.scene.renderer.lang)))
        parts.append(row_words(list(view["hand"]), list(view["occupied"][viewer])) or Deutch.tr("Your row is empty."))
        return " ".join(parts)

    def accessible_extra(self) -> str:
        """F6 (screen readers): the person's row as they know it, place by
        place, then the last moves."""
        from cardtable.ui.table.accessible import lines_words, row_words
        viewer = self.viewer
        parts = []
        if viewer is not None and self.controller.has_game:
            view = self.controller.view(viewer)
            parts.append(row_words(list(view["hand"]), list(view["occupied"][viewer])))
        parts.append(lines_words(Deutch.tr("Last moves"), self.log_lines[-self.LOG_LINES:]))
        return " ".join(p for p in parts if p)

    def log_text(self) -> str:
        """The lines "Last moves" may show (fewer when the table is too small)."""
        return "\n".join(self.log_lines[-self.LOG_LINES:])

    def refresh_log(self) -> None:
        j = self.move_log
        if not self.log_on() or not self.controller.has_game:
            j.hide()
            return
        v = self.viewport_rect()
        wide = max(170, min(300, int(v.width() * 0.24)))
        # the most lines (down to one), as wide as it likes or narrower, that
        # leave it clear of the cards and plates; with no such place it waits
        # hidden for the room (J then says so)
        self.log_placed = False
        for n in range(self.LOG_LINES, 0, -1):
            lines = self.log_lines[-n:] or [Deutch.tr("No move yet in this round.")]
            for width in sorted({wide, 170, 140}, reverse=True):
                j.show_lines(Deutch.tr("Last moves (J)"), lines, width)
                if self.place_log():
                    self.log_placed = True
                    break
            if self.log_placed:
                break
        if not self.log_placed:
            j.hide()
            return
        j.show()
        raise_overlay(j)

    def _queue_idle(self) -> None:
        """The moves have been shown: the rows, a drawn card or a panel may
        have grown where the log lies, so it finds its place again."""
        if self.move_log.isVisible() or (self.log_on() and not self.log_placed):
            self.refresh_log()

    def log_avoid(self) -> list[QRect]:
        """What "Last moves" keeps clear of: the plates, every row and drawn
        card, the middle of the table, the corner buttons, the prompt and
        the hint's panel (it makes way for them: :meth:`place_side_panels`)."""
        avoid = [r.adjusted(-4, -4, 4, 4) for r in self.plate_rects() + self.middle_rects()]
        for seat in range(self.players):
            for pile in (self.row_pile(seat), self.drawn_pile(seat)):
                r = self.pile_rect(pile)
                if r is not None:
                    avoid.append(r.adjusted(-4, -4, 4, 4))
        corner = self.director.corner
        if corner.isVisible():
            avoid.append(corner.geometry())
        for panel in (self._prompt, self.hint_shown(), self._seen_panel):
            if panel is not None and panel.isVisible():
                avoid.append(panel.geometry().adjusted(-4, -4, 4, 4))
        return avoid + self.kept_clear_rects()

    def hide_prompt(self) -> None:
        """The prompt goes: "Last moves", hidden for want of room, comes back
        where it has room again."""
        super().hide_prompt()
        self._log_back()

    def hide_hint(self) -> None:
        super().hide_hint()
        self._log_back()

    def place_prompt(self) -> None:
        """The prompt placed (it may have left the place it had, where the
        log made way for it): "Last moves", hidden for want of room, comes
        back where there is room now."""
        super().place_prompt()
        self._log_back()

    def place_hint(self) -> None:
        super().place_hint()
        self._log_back()

    def relayout_overlays(self) -> None:
        """The panels placed again for the table's new size: "Last moves"
        then finds its place beside them (placed before them, it kept clear
        of where they were)."""
        super().relayout_overlays()
        if self.log_on():
            self.refresh_log()

    def _log_back(self) -> None:
        """"Last moves" on but waiting hidden for room: look for room again."""
        if self.log_on() and not self.move_log.isVisible() and self.controller.has_game:
            self.refresh_log()

    def place_side_panels(self) -> None:
        """The prompt or the hint's panel found no room beside "Last moves":
        the log makes way (another place, fewer lines, or hidden until there
        is room)."""
        self.refresh_log()

    def place_log(self) -> bool:
        """A corner clear of :meth:`log_avoid`, else the free place nearest
        an edge of the table (True); False when there is none."""
        j = self.move_log
        v = self.viewport_rect()
        w, h = j.width(), j.height()
        corner = self.director.corner
        top_right = 8 + (corner.height() + 8 if corner.isVisible() else 0)
        right, bottom = v.width() - w - 8, v.height() - h - 8
        spots = [(8, 8), (right, top_right), (8, bottom), (right, bottom)]
        return place_side_panel(j, v.adjusted(8, 8, -8, -8), self.log_avoid(), spots)

    # ------------------------------------------------------------- plates
    def on_changed(self) -> None:
        """The state changed.  The plates are written when the table has
        played the events that led there: while moves are queued (or a
        round's count panel waits for "Next round") the refresh waits its turn
        in the queue, so the plates never show a round the table has not
        reached yet (the engine deals the next round as soon as one ends).
        Meanwhile the memory marks stay on the cards they are on: a card that
        leaves the person's row or turns face up loses its mark as it goes
        (:meth:`_drop_marks`), and a plate's number of cards follows its row
        as cards land in it or leave it (:meth:`_show_counts`)."""
        if not self.controller.has_game:
            return
        self.caller = self.controller.public_view().get("caller")
        if self.scene.queue.busy:
            self.push(self.refresh_plates)
        else:
            self.refresh_plates()

    def refresh_plates(self) -> None:
        """Write the plates (status, total, first player) and the memory
        marks from the engine's public view, as it is now; each plate's
        number of cards is the number its row shows."""
        if not self.controller.has_game:
            return
        v = self.controller.public_view()
        keys = self.claim_keys() if self.shared_screen() else {}
        self._plate_bits = {}
        for seat, plate in self.scene.plates.items():
            bits = []
            if v["caller"] == seat:
                bits.append(Deutch.tr("Deutch!"))
            elif v["caller"] is not None:
                bits.append(Deutch.tr("Last turn played") if seat in self.last_done else Deutch.tr("Last turn"))
            if v["phase"] == "look" and not v["looked"][seat] and not self.wait_text():
                # (nobody looks while the table waits for its seats: nobody plays)
                bits.append(Deutch.tr("looking…"))
            if seat in keys:
                bits.append(Deutch.tr("key {key}").format(key=keys[seat]))
            self._plate_bits[seat] = bits
            plate.set_score(Deutch.tr("Total {total}").format(total=v["totals"][seat]))
            plate.set_dealer(seat == v["first"], "first")   # no dealer in Deutch: the chip marks who starts
        self._show_counts()
        # the marks go on the cards where they will rest: after the moves queued
        # (on_changed pushed this refresh behind them)
        self.refresh_marks()

    def _show_counts(self) -> None:
        """Each plate says as many cards as its row shows now (a penalty card
        counted as it lands, a rapidité's card as it leaves), after the words
        the plates were last written with."""
        for seat, plate in self.scene.plates.items():
            bits = self._plate_bits.get(seat)
            if bits is None:
                continue
            n = len(self.row_pile(seat).items)
            plate.set_status(" · ".join([*bits, Deutch.tr("%n card(s)", "", n)]))

    # ------------------------------------------------------------- marks
    def _clear_marks(self) -> None:
        self._drop_marks(None)

    def _drop_marks(self, items: Sequence[CardItem | None] | None) -> None:
        """Take the memory marks off ``items`` (None: off every card): a card
        that leaves the person's row or turns face up shows no mark."""
        keep = []
        for m in self.marks:
            try:
                if items is not None and m.parentItem() not in items:
                    keep.append(m)
                elif m.scene() is not None:
                    m.scene().removeItem(m)
            except RuntimeError:
                pass
        self.marks = keep

    def refresh_marks(self) -> None:
        """The memory aid: a small value mark on each card of the viewer's row
        they have seen (nothing when off or when nobody is at the screen)."""
        self._clear_marks()
        viewer = self.viewer
        if viewer is None or not self.memory_aid() or not self.controller.has_game:
            return
        known = self.controller.view(viewer)["hand"]
        pile = self.row_pile(viewer)
        for slot, text in enumerate(known):
            item = pile.item_at_slot(slot)
            if item is None or text is None or item.face_up:
                continue
            w = item.width()
            box = QGraphicsRectItem(QRectF(-w * 0.25, -w * 0.17, w * 0.5, w * 0.34), item)
            box.setBrush(QBrush(QColor(255, 250, 225, 235)))
            box.setPen(QPen(QColor(120, 90, 20), 1.5))
            box.setPos(0, -w * CARD_RATIO * 0.5 + w * 0.24)
            c = card(text)              # "4♣", "V♦": the corner letters of the language and the suit
            label = QGraphicsSimpleTextItem(c.corner(self.scene.renderer.lang) + c.suit.symbol, box)
            f = QFont()
            f.setPixelSize(max(9, int(w * 0.2)))
            f.setBold(True)
            label.setFont(f)
            red = text[-1] in "HD"
            label.setBrush(QBrush(QColor(180, 20, 30) if red else QColor(20, 20, 20)))
            br = label.boundingRect()
            label.setPos(-br.width() / 2, -br.height() / 2)
            box.setToolTip(Deutch.tr("You saw this card: {card} ({points} points)").format(
                card=card(text).name(self.scene.renderer.lang), points=_pts(text)))
            box.setData(0, text)
            self.marks.append(box)

    def mark_texts(self) -> list[str]:
        return [str(m.data(0)) for m in self.marks]

    # ------------------------------------------------------------ rebuild
    def rebuild(self) -> None:
        self.end_modes()
        self._end_guard()
        self.clear_cards()
        self.refresh_log()
        v = self.view_of_table()
        viewer = self.viewer
        sc = self.scene
        self.round_no, self.rounds = v["round"], v["rounds"]
        for seat in range(v["players"]):
            pile = self.row_pile(seat)
            pile.face_up = False
            for slot, occ in enumerate(v["occupied"][seat]):
                if occ:
                    item = self._new(None, False, seat=seat)
                    sc.move_item(item, pile, slot=slot)
            sc.layout_pile(pile, 0)
        stock = self.stock_pile()
        for _ in range(v["stock_size"]):
            sc.move_item(self._new(None, False), stock)
        disc = self.discard_pile()
        for c in v["discard"]:
            sc.move_item(self._new(c, True), disc)
        if v["drawing"] and v["current"] is not None:
            mine = viewer == v["current"] and v.get("drawn")
            dp = self.drawn_pile(v["current"])
            dp.face_up = bool(mine)
            sc.move_item(self._new(v["drawn"] if mine else None, bool(mine), seat=v["current"]), dp)
        sc.relayout(0)
        self._place_ring()
        self.refresh_marks()

    def hide_private(self) -> None:
        """Between two people at one screen: no private face stays up."""
        self.end_modes()
        super().hide_private()
        self._clear_marks()

    # ------------------------------------------------------------- events
    def _ev_round_start(self, ev: dict[str, Any]) -> None:
        self.round_no, self.rounds = ev["round"], ev["rounds"]
        self.last_done = set()

        def step() -> None:
            self.end_modes()
            self.clear_cards()
            self.log_lines = []
            self.refresh_log()
            self.status(sentence(Deutch.tr("Round {n} of {total}").format(n=ev["round"], total=ev["rounds"])))
        self.push(step)

    def _ev_deal(self, ev: dict[str, Any]) -> None:
        rows = ev["rows"]
        n = len(rows)

        def step() -> Any:
            sc = self.scene
            stock = self.stock_pile()
            total = ev["stock"] + sum(len(r) for r in rows) + 1
            for _ in range(total):
                sc.move_item(self._new(None, False, sc.geometry.stock), stock)
            sc.layout_pile(stock, 0)
            anims = []
            order = 0
            for k in range(len(rows[0]) if rows else 0):
                for seat in range(n):
                    item = stock.items[-1]
                    item.seat = seat
                    pile = self.row_pile(seat)
                    pile.face_up = False
                    sc.move_item(item, pile, slot=k)
                    pos, rot, z, width = self._slot_target(pile, k)
                    item.set_width(width)
                    anims.append(item.move_to(pos, rot, self.d["deal"], z=z, face_up=False,
                                              delay_ms=order * self.d["deal_stagger"]))
                    order += 1
            top = stock.items[-1]
            top.set_card(card(ev["discard"]))
            sc.move_item(top, self.discard_pile())
            anims.append(sc.layout_pile(self.discard_pile(), self.d["deal"]))
            anims.append(sc.layout_pile(stock, 0))
            return sc.parallel(anims)
        self.push(step)
        self.push(lambda: self.on_changed())

    def _slot_target(self, pile: Pile, slot: int) -> tuple[QPointF, float, float, float]:
        places = pile.layout.slot_targets(pile, self.scene.geometry)
        return places[slot] if slot < len(places) else places[-1]

    def _ev_looked(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]
        if ev["cards"][0] is None:
            self.push(lambda: self.say_at_plate(seat, Deutch.tr("I've looked.")))
            return
        self._show_private(seat, list(zip(ev["slots"], ev["cards"], strict=True)))

    def _show_private(self, seat: int, slots_cards: list[tuple[int, str]]) -> None:
        """Cards of ``seat``'s row turn up for the viewer alone for a moment."""
        def up() -> Any:
            anims = []
            for slot, text in slots_cards:
                item = self.row_item(seat, slot)
                if item is not None:
                    item.set_card(card(text))
                    item.setZValue(800)
                    item.held_face_up = True       # a relayout meanwhile (the scoresheet opened) keeps it up
                    anims.append(item.set_face_up(True, self.d["flip"], start=False))
            self._drop_marks([self.row_item(seat, slot) for slot, _text in slots_cards])
            # a screen reader hears the cards the table turns up for the viewer
            self.director.announce(" ".join(
                fill(Deutch.tr("Your card {n}: {card}."), n=slot + 1, card=card(text).name(self.scene.renderer.lang))
                for slot, text in slots_cards))
            return self.scene.parallel(anims)
        self.push(up)
        self.push(lambda: self._hold_look(seat, [slot for slot, _text in slots_cards]))

        def down() -> None:
            for slot, _text in slots_cards:
                item = self.row_item(seat, slot)
                if item is not None:
                    item.held_face_up = False
                    item.set_face_up(False, self.d["flip"])
                    if self.shared_screen():
                        item.set_card(None)
            self.scene.layout_pile(self.row_pile(seat), 0)
            self.refresh_marks()
        self.push(down)

    def _hold_look(self, seat: int, slots: list[int]) -> Any:
        """The cards of a private look stay up until their owner says they
        have seen them (a button, Enter, or a click on the table): the
        computers and the other people wait (:meth:`hold_until_seen`)."""
        off = PEEK_MS if not self.d.off or self.controller.human_seats() else 0
        numbers = [str(k + 1) for k in slots]
        if len(numbers) == 2:
            cards = Deutch.tr("Remember your cards {a} and {b}: they turn face down again when you go on.").format(
                a=numbers[0], b=numbers[1])
            short = Deutch.tr("Remember your cards {a} and {b}.").format(a=numbers[0], b=numbers[1])
        else:
            cards = Deutch.tr("Remember your card {n}: it turns face down again when you go on.").format(
                n=", ".join(numbers))
            short = Deutch.tr("Remember your card {n}.").format(n=", ".join(numbers))
        title = (Deutch.tr("Your cards") if self.is_you(seat) or not self.shared_screen()
                 else Deutch.tr("{name}: your cards").format(name=self.names[seat]))
        button = Deutch.tr("I have seen them") if len(numbers) == 2 else Deutch.tr("I have seen it")
        body = cards + "<br>" + Deutch.tr("Then click “{button}”, press Enter, or click the table.").format(
            button=button)
        row = self.row_pile(seat)
        if self.seen_waits and self.read_holds and self.controller.human_seats():
            self.status(cards)
        # a small table: the short words (the status line says the rest)
        return self.hold_until_seen(title, body, button,
                                    lambda: [r for r in (self.pile_rect(row),) if r is not None], off, short)

    def _ev_turn(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]

        def step() -> None:
            if ev["last"] and self.caller is not None:
                self.status(Deutch.tr("Your last turn.") if self.is_you(seat)
                            else Deutch.tr("Last turn for {name}.").format(name=self.names[seat]))
            elif seat not in self.controller.human_seats():
                # a computer (or another screen) plays: the person's last prompt goes
                self.status(fill(Deutch.tr("{name}'s turn."), name=self.names[seat]))
            self.on_changed()
        self.push(step)

    def _fly_to_discard(self, item: CardItem, text: str) -> Any:
        item.set_card(card(text))
        return self.fly(item, self.discard_pile(), self.d["play"], face_up=True)

    def _ev_take_discard(self, ev: dict[str, Any]) -> None:
        seat, slot = ev["seat"], ev["slot"]

        def step() -> Any:
            sc = self.scene
            disc = self.discard_pile()
            taken = disc.items[-1] if disc.items else self._new(ev["card"], True)
            old = self.row_item(seat, slot)
            row = self.row_pile(seat)
            taken.seat = seat
            sc.move_item(taken, row, slot=slot)
            taken.setZValue(900)
            anims = [taken.move_to(*self._slot_target(row, slot)[:2], self.d["play"],
                                   z=self._slot_target(row, slot)[2], face_up=False)]
            taken.set_width(self._slot_target(row, slot)[3])
            if self.viewer != seat:
                taken.set_card(None)
            if old is not None:
                self._drop_marks([old])
                old.set_card(card(ev["old"]))
                sc.move_item(old, disc)
                anims.append(sc.layout_pile(disc, self.d["play"]))
            return sc.parallel(anims)
        self.push(step)

        def said() -> None:
            self.bubble_at_plate(seat, Deutch.tr("I take {card}.").format(card=self._the(ev["card"])))
            self.log(self.move_line(ev))
        self.push(said)

    def _the(self, text: str | None) -> str:
        """"la dame de cœur": a public card in a sentence."""
        return the_card(card(text), self.scene.renderer.lang) if text else ""

    def _ev_stock_rebuilt(self, ev: dict[str, Any]) -> None:
        def step() -> Any:
            disc, stock = self.discard_pile(), self.stock_pile()
            for item in list(disc.items[:-1]):
                item.set_card(None)
                item.set_face_up(False, 0)
                self.scene.move_item(item, stock)
            self.toast(Deutch.tr("The discard is shuffled into a new stock."))
            self.log(self.move_line(ev))
            return self.scene.parallel([self.scene.layout_pile(stock, self.d["layout"]),
                                        self.scene.layout_pile(disc, 0)])
        self.push(step)

    def _ev_draw(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]

        def step() -> Any:
            stock = self.stock_pile()
            item = stock.items[-1] if stock.items else self._new(None, False)
            item.seat = seat
            mine = ev["card"] is not None
            item.set_card(card(ev["card"]) if mine else None)
            # the log says who drew, never which card (it is private)
            self.log(self.move_line(ev))
            if mine:        # the drawer hears the card the table shows them
                self.director.announce(Deutch.tr("You drew {card}.").format(
                    card=card(ev["card"]).with_article(self.scene.renderer.lang)))
            return self.fly(item, self.drawn_pile(seat), self.d["play"], face_up=mine)
        self.push(step)

    def _ev_replace(self, ev: dict[str, Any]) -> None:
        seat, slot = ev["seat"], ev["slot"]

        def step() -> Any:
            sc = self.scene
            dp = self.drawn_pile(seat)
            drawn = dp.items[-1] if dp.items else self._new(None, False)
            old = self.row_item(seat, slot)
            row = self.row_pile(seat)
            sc.move_item(drawn, row, slot=slot)
            pos, rot, z, w = self._slot_target(row, slot)
            drawn.set_width(w)
            anims = [drawn.move_to(pos, rot, self.d["play"], z=z, face_up=False)]
            if self.viewer != seat:
                drawn.set_card(None)
            if old is not None:
                self._drop_marks([old])
                old.set_card(card(ev["old"]))
                sc.move_item(old, self.discard_pile())
                anims.append(sc.layout_pile(self.discard_pile(), self.d["play"]))
            self.log(self.move_line(ev))
            return sc.parallel(anims)
        self.push(step)

    def _ev_discard(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]

        def step() -> Any:
            dp = self.drawn_pile(seat)
            item = dp.items[-1] if dp.items else self._new(None, False)
            self.log(self.move_line(ev))
            return self._fly_to_discard(item, ev["card"])
        self.push(step)

    def _ev_window_open(self, ev: dict[str, Any]) -> None:
        if ev["kind"] == "rapidite":
            self.faster = None                # a new race
            self.lost_race = False

    def _ev_claim(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]

        self.faster = seat

        def step() -> None:
            self._leave_race(seat)            # the window is closed for the others
            self.bubble_at_plate(seat, Deutch.tr("Rapidité!"), "yes")
        self.push(step)

    def _hide_key_bubbles(self) -> None:
        """Put away the "Rapidité? Key A" bubbles of a shared-screen window."""
        for seat in self.key_bubbles:
            bubble = self._bubbles.get(seat)
            if bubble is not None:
                bubble.hide()
        self.key_bubbles = set()

    def _ev_rapidite(self, ev: dict[str, Any]) -> None:
        """A rapidité, by anyone, is seen: the card flies onto the discard
        and stays lit there a moment (its player's bubble names it).  A wrong
        one lies face up on the discard while the bubble says why ("Raté :
        7 de pique ≠ 9 : une carte de pénalité."), then goes back face down
        to its place; the penalty card then flies to the end of the row
        (:meth:`_ev_penalty`).  All of it plays in the queue, so a curtain
        (which waits for the queue) comes only after."""
        seat, slot, text, right = ev["seat"], ev["slot"], ev["card"], ev["right"]
        self.faster = seat
        if slot is None:
            def late() -> None:
                self._end_guard()
                self.bubble_at_plate(seat, Deutch.tr("Too late!"), "no")
                self.log(self.move_line(ev))
            self.push(late)
            return
        lang = self.scene.renderer.lang
        name = card(text).name(lang)
        # shown to a person at every speed; a game of computers at speed "off" does not wait
        shown = not self.d.off or bool(self.controller.human_seats())

        def fly() -> Any:
            self._leave_race(seat)
            self._unnumber_cards()
            item = self.row_item(seat, slot)
            if item is None:
                self._end_guard()
                return None
            self._drop_marks([item])
            if right:
                self.bubble_at_plate(seat, Deutch.tr("Rapidité: {card}!").format(card=card(text).with_article(lang)),
                                     "yes")
                # one line, on the status bar and in "Last moves", said once
                line = self.move_line(ev)
                self.status(line)
                self.log(line, say=False)
                anim = self._fly_to_discard(item, text)
                item.highlighted = True
                self._show_counts()          # the card has left the row
                return anim
            top = self.discard_pile().items[-1].card if self.discard_pile().items else None
            rank = top.rank_name(lang) if top is not None else ""
            words = Deutch.tr("Missed: {card} ≠ {rank}: a penalty card.").format(card=name, rank=rank)
            self.bubble_at_plate(seat, words, "no", ms=max(WRONG_MS, self.bubble_min_ms) + self.d["play"] * 3)
            # the status line says why, "Last moves" says it shorter: a screen reader hears it once
            # the bar's "≠" is said in words
            self.status(Deutch.tr("{name}: rapidité missed ({card} ≠ {rank}), a penalty card.").format(
                name=self._who(seat), card=name, rank=rank),
                said=Deutch.tr("{name}: rapidité missed, {card} is not the same rank as {top}; a penalty "
                               "card.").format(name=self._who(seat), card=self._the(text),
                                               top=the_card(top, lang) if top is not None else ""))
            self.log(self.move_line(ev), say=False)
            item.set_card(card(text))
            pos, _rot, _z, w = self._on_discard()
            item.set_width(w)
            # on the discard, a little aside and askew: the top card it missed shows its corner
            pos = QPointF(pos.x() + w * 0.42, pos.y() + w * 0.12)
            return item.move_to(pos, 9.0, self.d["play"], z=950, face_up=True)
        self.push(fly)
        self.push(lambda: self.hold(0 if not shown else RAPIDITE_MS if right else WRONG_MS))
        if right:
            self.push(lambda: self._unlight(self.discard_pile().items[-1:]))
            self.push(self._end_guard)
            return

        def back() -> Any:
            item = self.row_item(seat, slot)
            if item is None:
                return None
            item.set_face_up(False, self.d["flip"])
            return self.scene.layout_pile(self.row_pile(seat), self.d["play"])
        self.push(back)
        self.push(self._end_guard)          # the card is back in its place: bubbles may go there again

    def _on_discard(self) -> tuple[QPointF, float, float, float]:
        """Where a card put on the discard now would lie (its top, one card up)."""
        disc = self.discard_pile()
        pos, rot, z, w = disc.layout.anchor(disc, self.scene.geometry)
        d = min(len(disc.items), 20) * w * 0.006
        return QPointF(pos.x() - d, pos.y() - d), rot, z + len(disc.items), w

    def _unlight(self, items: Sequence[CardItem]) -> None:
        for item in items:
            try:
                item.highlighted = False
            except RuntimeError:
                pass

    def _leave_race(self, seat: int) -> None:
        """Someone took the rapidité: a person still reaching for it is told
        who was faster (their input for it is over)."""
        self._hide_key_bubbles()
        me = self.viewer
        if self.racing and me != seat:
            if self.mode in ("rapidite", "claim_keys"):
                self.end_modes()
                self.hide_prompt()
            self.lost_race = True            # a late gesture is told who was faster
            # the person may have reached for nothing: the window's end, not a reproach
            self.status(Deutch.tr("Rapidité taken by {name}.").format(name=self.names[seat]))
        self.racing = False

    def _say_too_late(self, item: CardItem | None = None) -> bool:
        """In a lost race, a card reached for: say who was faster (True)."""
        if not self.lost_race or self.faster is None:
            return False
        text = self.too_late_text(self.faster)
        self.status(text)
        self.toast(text, 0.42)
        if item is not None and item.scene() is self.scene and self.scene.pile_of(item) is not None:
            self.scene.snap_back(item)
        return True

    def too_late_text(self, seat: int) -> str:
        """"Trop tard : Léa a été plus rapide." (who took the rapidité)."""
        if self.is_you(seat):
            return Deutch.tr("You were faster.")
        return Deutch.tr("Too late: {name} was faster.").format(name=self.names[seat])

    def _ev_penalty(self, ev: dict[str, Any]) -> None:
        seat, slot = ev["seat"], ev["slot"]

        def step() -> Any:
            sc = self.scene
            stock = self.stock_pile()
            item = stock.items[-1] if stock.items else self._new(None, False)
            item.set_card(None)
            item.seat = seat
            row = self.row_pile(seat)
            sc.move_item(item, row, slot=slot)
            item.setZValue(900)
            self._show_counts()              # the penalty card is counted as it comes
            return sc.parallel([sc.layout_pile(row, self.d["deal"] * 2), sc.layout_pile(stock, 0)])
        self.push(step)

    def _ev_power(self, ev: dict[str, Any]) -> None:
        seat, kind = ev["seat"], ev["kind"]
        if self.is_you(seat):
            return                       # the person's own prompt says it
        text = (Deutch.tr("Jack: I may swap a card.") if kind == "V"
                else Deutch.tr("Queen: I may look at one of my cards."))
        self.push(lambda: self.say_at_plate(seat, text))

    def _light_for_a_while(self, items: Sequence[CardItem | None]) -> Any:
        """A queue step: ``items`` lit (a gold outline) for :data:`POWER_MS`
        (or until the person's next gesture), then put out."""
        lit = [i for i in items if i is not None]
        for item in lit:
            item.highlighted = True
        self.marked_items = lit
        return self.hold(POWER_MS if not self.d.off or self.controller.human_seats() else 0)

    def _ev_swap(self, ev: dict[str, Any]) -> None:
        """A V's swap, by anyone: both cards fly to their new places and stay
        lit there a moment (which two places changed), the bubble says which."""
        seat, slot, other, oslot = ev["seat"], ev["slot"], ev["other"], ev["other_slot"]

        def step() -> Any:
            sc = self.scene
            a, b = self.row_item(seat, slot), self.row_item(other, oslot)
            if a is None or b is None:
                return None
            ra, rb = self.row_pile(seat), self.row_pile(other)
            self._drop_marks([a, b])
            for item in (a, b):
                item.set_card(None)
                item.highlighted = True
            a.seat, b.seat = other, seat
            sc.move_item(a, rb, slot=oslot)
            sc.move_item(b, ra, slot=slot)
            if self.is_you(seat):
                text = Deutch.tr("Jack: you swap your card {n} with {name}'s card {m}.")
            elif self.is_you(other):
                text = Deutch.tr("Jack: I swap my card {n} with your card {m}.")
            else:
                text = Deutch.tr("Jack: I swap my card {n} with {name}'s card {m}.")
            self.say_of_cards([(a, rb), (b, ra)], seat,
                              fill(text, n=slot + 1, name=self.names[other], m=oslot + 1), POWER_MS + self.d["play"] * 2)
            self.log(self.move_line(ev))
            return sc.parallel([sc.layout_pile(ra, self.d["play"] * 2), sc.layout_pile(rb, self.d["play"] * 2)])
        self.push(step)
        self.push(lambda: self._light_for_a_while([self.row_item(seat, slot), self.row_item(other, oslot)]))
        self.push(self._unmark)
        self.push(self.refresh_marks)

    def _unmark(self) -> None:
        self._unlight(getattr(self, "marked_items", []))
        self.marked_items = []

    def _ev_peek(self, ev: dict[str, Any]) -> None:
        """A D's look: the owner sees the card turn up (for them alone); the
        others see which card was looked at (lit a moment, named by the bubble)."""
        seat, slot = ev["seat"], ev["slot"]
        self.push(lambda: self.log(self.move_line(ev)))
        if ev["card"] is not None:
            self._show_private(seat, [(slot, ev["card"])])
            return

        def step() -> Any:
            item = self.row_item(seat, slot)
            self.say_of_cards([(item, self.row_pile(seat))] if item is not None else [], seat,
                              Deutch.tr("Queen: I look at my card {n}.").format(n=slot + 1), POWER_MS + self.d["play"])
            return self._light_for_a_while([self.row_item(seat, slot)])
        self.push(step)
        self.push(self._unmark)

    def _ev_power_skipped(self, ev: dict[str, Any]) -> None:
        seat, kind = ev["seat"], ev["kind"]
        if self.is_you(seat):
            return
        text = (Deutch.tr("I don't use the jack.") if kind == "V" else Deutch.tr("I don't use the queen."))
        self.push(lambda: self.say_at_plate(seat, text))

    def say_at_plate(self, seat: int, text: str) -> None:
        """A seat's words in a bubble at its plate, and to a screen reader
        with the speaker's name ("Ordi 2 : Je ne prends pas le valet.")."""
        self.bubble_at_plate(seat, text)
        self.director.announce(fill(Deutch.tr("{name}: {words}"), name=self.names[seat], words=text))

    def middle_rects(self) -> list[Any]:
        """The stock, the discard and, while a rapidité may be made (the
        ring is up), the ring round it stay in view; the ring's room is
        free for a panel the rest of the time (a small table has little)."""
        view = self.director.view
        out = super().middle_rects()
        if self.ring.isVisible() or self.controller.pending_window() is not None:
            out.append(view.mapFromScene(self.ring.sceneBoundingRect()).boundingRect())
        return out

    def _ev_deutch(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]
        self.caller = seat

        def step() -> None:
            self.banner(Deutch.tr("Deutch!"), Deutch.tr("{name}: everybody plays one last turn.").format(
                name=self.names[seat]), clear_of=self.middle_rects())
            self.bubble_at_plate(seat, Deutch.tr("Deutch!"), "yes")
            self.log(self.move_line(ev))
            self.on_changed()
        self.push(step)

    def _ev_round_end(self, ev: dict[str, Any]) -> None:
        rows = ev["rows"]

        def reveal() -> Any:
            self.end_modes()
            self._clear_marks()
            # the finished round's totals, from the event (the engine may already be in the next round);
            # each plate and the status line now tell the count, not the last turn or a rapidité
            for seat, plate in self.scene.plates.items():
                plate.set_score(Deutch.tr("Total {total}").format(total=ev["totals"][seat]))
                count = Deutch.tr("Count: {points}").format(points=ev["points"][seat])
                plate.set_status(f"{Deutch.tr('Deutch!')} · {count}" if seat == ev["caller"] else count)
            # on the bar while the rows turn up; a screen reader hears it once, with the count (show_info)
            self.status(Deutch.tr("Round {n}: the count").format(n=ev["round"]), speak=False)
            anims = []
            for seat, cards in enumerate(rows):
                pile = self.row_pile(seat)
                pile.face_up = True
                items = sorted(pile.items, key=lambda i: pile.slot_of(i) or 0)
                for item, text in zip(items, cards, strict=False):
                    item.set_card(card(text))
                anims.append(self.scene.layout_pile(pile, self.d["flip"]))
            # the scoresheet gets the round now, as the count is shown (not after "Next round")
            self.director.scores_shown.emit()
            return self.scene.parallel(anims)
        self.push(reveal)
        self.push(lambda: self.show_info(*self.summary_texts(ev), lambda: Deutch.tr("Next round"), source=ev))

    def summary_texts(self, source: dict[str, Any]) -> tuple[Callable[[], str], Callable[[], str]]:
        """The round's count from its ``round_over`` event (every row is shown at the count)."""
        self.breakdown_html(source)         # an event it cannot read fails here, not when shown
        return (lambda: Deutch.tr("Round {n}: the count").format(n=source["round"]),
                lambda: self.breakdown_html(source))

    def breakdown_html(self, ev: dict[str, Any]) -> str:
        """The round's count: each row's cards and points, the call, the scores."""
        lang = self.scene.renderer.lang
        # a row of headings: a screen reader hears each figure with its own
        # ("Léa: Cards …, Points 7, Round 7, Total 19."; kit: headed_table_words)
        heads = "".join(f"<th align='{a}'>{h}</th>" for a, h in (
            ("left", Deutch.tr("Cards")), ("center", Deutch.tr("Points")),
            ("center", Deutch.tr("Round")), ("center", Deutch.tr("Total"))))
        out = [f"<table cellspacing='4'><tr><th></th>{heads}</tr>"]
        caller = ev["caller"]
        for seat, cards in enumerate(ev["rows"]):
            parts = " + ".join(f"{card(c).name(lang)} ({_pts(c)})" for c in cards) or "—"
            name = self.names[seat]
            if seat == caller:
                name = Deutch.tr("{name} (Deutch!)").format(name=name)
            out.append(f"<tr><td><b>{name}</b></td><td>{parts}</td><td align='center'>{ev['points'][seat]}</td>"
                       f"<td align='center'><b>{ev['scores'][seat]}</b></td>"
                       f"<td align='center'>{ev['totals'][seat]}</td></tr>")
        out.append("</table>")
        if caller is not None:
            pts, mine = ev["points"], ev["points"][caller]
            others = [p for s, p in enumerate(pts) if s != caller]
            name = self.names[caller]
            you = self.is_you(caller)
            if all(mine < p for p in others):
                text = (Deutch.tr("You called Deutch and have the lowest count: 0 points.") if you else
                        Deutch.tr("{name} called Deutch and has the lowest count: 0 points.").format(name=name))
                er = ev.get("erased")
                if er:
                    text += " " + Deutch.tr("The {score} of round {round} is struck out.").format(
                        score=er["score"], round=er["round"])
            elif any(mine > p for p in others):
                text = (Deutch.tr("You called Deutch but someone has less: {points} + 10 points.") if you else
                        Deutch.tr("{name} called Deutch but someone has less: {points} + 10 points.")).format(
                    name=name, points=mine)
            else:
                text = (Deutch.tr("You called Deutch and are tied for lowest: {points} points.") if you else
                        Deutch.tr("{name} called Deutch and is tied for lowest: {points} points.")).format(
                    name=name, points=mine)
            out.append(f"<p>{text}</p>")
        elif ev["reason"] == "empty":
            out.append("<p>" + Deutch.tr("A row is empty: the round ends.") + "</p>")
        return "".join(out)

    def _ev_game_over(self, ev: dict[str, Any]) -> None:
        totals, winners = ev["totals"], ev["winners"]

        def step() -> None:
            names = ", ".join(self.names[s] for s in winners)
            rows = "".join(f"<tr><td>{self.names[s]}</td><td align='right'><b>{t}</b></td></tr>"
                           for s, t in sorted(enumerate(totals), key=lambda x: x[1]))
            self.show_end(lambda: Deutch.tr("Game over"), lambda: "<p>" + Deutch.tr("Lowest total wins: {names}.").format(
                names=names) + f"</p><table cellspacing='6'>{rows}</table>")
        self.push(step)

    # -------------------------------------------------------------- rings
    def _place_ring(self) -> None:
        geo = self.scene.geometry
        c, w = geo.discard, geo.w
        r = w * CARD_RATIO * 0.5 + w * 0.2
        self.ring.set_rect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))

    def _window_opened(self, wid: int, length: int) -> None:
        self._window_len = max(1, length)
        self._place_ring()
        banner = self.banner_shown
        if banner is not None and any(banner.geometry().intersects(r) for r in self.middle_rects()):
            banner.hide()                     # the discard and its ring stay in view while the window runs
        self.ring.fraction = 1.0
        if not (self.d.off and not self.controller.human_seats()):
            self.ring.show()
            self._ring_timer.start()
        win = self.controller.pending_window()
        if win is not None and win.kind == "claim_pick":
            self.ring.fraction = 1.0

    def _window_closed(self, wid: int) -> None:
        self._ring_timer.stop()
        self.ring.hide()
        self._hide_key_bubbles()
        if self.mode == "rapidite":
            # the rapidité prompt goes with its window, even when the person
            # is offered the next input at once (a new round's look)
            self.hide_prompt()
            self.end_modes()

    def _tick_ring(self) -> None:
        self.ring.fraction = self.controller.window_remaining_ms() / self._window_len
        self.ring.update()
        if self.controller.pending_window() is None:
            self._window_closed(0)

    # -------------------------------------------------------------- input
    def public_input(self, seat: int) -> bool:
        return self.controller.has_game and self.controller.public_view()["phase"] in ("rapidite", "claim")

    def on_public_input(self, seat: int) -> None:
        phase = self.controller.public_view()["phase"]
        if phase == "claim":
            self._ask_claim_pick(seat)
        else:
            self.mode = "claim_keys"
            self.racing, self.lost_race = True, False
            keys = self.claim_keys()
            text = ", ".join(fill(Deutch.tr("{name}: {words}"), name=self.names[s], words=k) for s, k in keys.items())
            self.status(Deutch.tr("Rapidité: press your key to claim ({keys}).").format(keys=text))
            # each person's key in a bubble at their plate while the window runs
            left = max(600, self.controller.window_remaining_ms())
            for s, k in keys.items():
                self.bubble_at_plate(s, Deutch.tr("Rapidité? Key {key}").format(key=k), ms=left)
            self.key_bubbles = set(keys)

    def on_input_off(self) -> None:
        super().on_input_off()
        self.end_modes()

    def handle_press(self, by_key: bool = False) -> bool:
        """A press that ends a hold (a rapidité's card lit on the discard)
        still tells a person who reached for it too late who was faster."""
        held = super().handle_press(by_key)
        if held:
            self._say_too_late()
        return held

    def on_inert_click(self, item: CardItem | None = None) -> None:
        """A card clicked while the table plays on: after a lost race, who was faster."""
        if not self._say_too_late():
            super().on_inert_click(item)

    def refused_reason(self, what: Any) -> str:
        """The look says what it is waiting for: a second card (the first
        one chosen again is put back: :meth:`_look_taken_back`), and only the
        person's own cards, not the stock."""
        seat = self.viewer
        if self.mode == "look" and seat is not None and not self.out_of_turn_text():
            if self.look_first is not None:
                return Deutch.tr("Not this card: choose a second one of your own cards, at the bottom.")
            return Deutch.tr("Not now: first look at two of your own cards, at the bottom.")
        return super().refused_reason(what)

    def on_refused_gesture(self, what: Any) -> None:
        """While the person picks the card the discard's top card replaces
        (the first half of taking it made), a change of mind is obeyed
        rather than refused: a click on the stock draws instead, a click on
        the discard again goes back to the turn's choice (as Échap)."""
        seat = self.viewer
        if self._look_taken_back(what):
            return
        if self.mode == "take" and seat is not None and isinstance(what, CardItem):
            if what in self.stock_pile().items:
                self.scene.end_pick()
                self.mode = "turn"
                if not self.submit(Draw(), seat):
                    self.on_human_turn(seat)
                return
            if what in self.discard_pile().items:
                self.on_human_turn(seat)
                return
        super().on_refused_gesture(what)

    def _look_taken_back(self, what: Any) -> bool:
        """The opening look's first card chosen again (a click, its number):
        nothing is shown until the second card is chosen, so the choice is
        taken back and the look starts again from two cards to choose."""
        seat = self.viewer
        if (self.mode != "look" or seat is None or self.look_first is None or not isinstance(what, CardItem)
                or self.out_of_turn_text() or self.row_item(seat, self.look_first) is not what):
            return False
        what.selected_card = False
        self._unkeep()
        self.look_first = None
        self.on_human_turn(seat)
        self.status(Deutch.tr("Card put back: choose two of your cards to look at."))
        return True

    def _unkeep(self) -> None:
        """The opening look's first card, chosen and kept, goes down again."""
        for item in self.scene.all_cards():
            if item.kept:
                item.kept = False

    def end_modes(self) -> None:
        self.clear_hint()
        self._unkeep()
        self.mode = None
        self.look_first = None
        self.swap_mine = None
        self.scene.end_pick()
        self.scene.set_drop_targets((), True)
        self.scene.set_clickable_piles(())
        self.scene.clear_interactive()

    def on_human_turn(self, seat: int) -> None:
        self.release_hold()
        self.end_modes()
        self.hide_prompt()
        v = self.controller.view(seat)
        legal = self.controller.legal(seat)
        phase = v["phase"]
        self.offered = (seat, phase)     # the input now open (tests wait on it)
        self.lost_race = False
        self.racing = phase == "rapidite"
        if phase not in ("rapidite", "claim"):
            self.hint_follow = None
        if phase != "claim":
            self._send_claimed = None        # the claim was not won: nothing to send
        sc = self.scene
        row = self.row_pile(seat)
        mine = list(row.items)
        if phase == "look":
            self.mode = "look"
            sc.begin_pick(PICK_OWN_CARD, mine, cancellable=False)
            self.prompt_status(Deutch.tr("Choose two of your cards to look at (click them, or arrows and Enter)."),
                               by_ear=Deutch.tr("Choose two of your cards to look at: their numbers, or the arrows "
                                                "and Enter."))
        elif phase == "turn":
            self.mode = "turn"
            disc, stock = self.discard_pile(), self.stock_pile()
            drag = [i for i in (disc.items[-1:] + stock.items[-1:])]
            sc.set_interactive(drag, drag, dim_others=False)
            sc.set_drop_targets(self._row_targets(seat), False)
            sc.set_clickable_piles([stock, disc])
            if stock.items:
                sc.select(stock.items[-1])     # Enter draws; the arrows reach the discard
            self.prompt_status(Deutch.tr("Your turn: draw from the stock (click it, or Enter), or drag the "
                                         "discard's top card onto one of your cards."),
                               by_ear=Deutch.tr("Your turn: Enter draws from the stock; or the arrows to the "
                                                "discard's top card, Enter, then the number of your card it "
                                                "replaces."))
        elif phase == "drawn":
            self.mode = "drawn"
            drawn = self.drawn_pile(seat).items[-1:]
            # your own cards too: click one (or arrows and Enter) and the drawn card takes its place
            sc.set_interactive(drawn + mine, drawn + mine, dim_others=False)
            sc.set_drop_targets([*self._row_targets(seat), DropTarget(self.discard_pile(), lambda item: True)],
                                False)
            sc.set_clickable_piles([row, self.discard_pile()])
            # nothing is raised at first: Entrée pressed twice does not throw the card just drawn
            # (the first Entrée here raises the first card and says what the next one does)
            self.prompt_status(Deutch.tr("Drag the drawn card onto one of your cards to replace it, or onto the "
                                         "discard (or click where it goes; keyboard: arrows, then Enter)."),
                               by_ear=Deutch.tr("The number of one of your cards puts the drawn card in its place; "
                                                "or the arrows to the drawn card, then Enter, throw it on the "
                                                "discard."))
        elif phase == "rapidite":
            self.mode = "rapidite"
            sc.set_interactive(mine, mine, dim_others=False)
            sc.set_drop_targets([DropTarget(self.discard_pile(), lambda item: True)], False)
            key = self.claim_keys().get(seat)
            if key is None or Claim() not in legal:
                self.prompt_status(Deutch.tr("Rapidité! Drag one of your cards onto the discard if it is the "
                                             "same rank."))
                self._light_follow(seat)
                return
            # the keyboard's way, the rapidité key then the card's digit (as at a
            # shared screen): a prompt whose button claims, the arrows left to the row
            self.prompt.ask(Deutch.tr("Rapidité!"), [
                Choice(Claim(), Deutch.tr("Claim the rapidité ({key})").format(key=key), accent=True,
                       tooltip=Deutch.tr("Then pick your card: click it, or its number."))],
                body=Deutch.tr("Same rank as the discard's top card? Press {key}, then your card's number.").format(
                    key=key), arrows=False)
            self.place_prompt()
            # said whole the first time in the game, then in a few words (the bar and F7: whole)
            self.prompt_status(Deutch.tr("Rapidité! Drag one of your cards onto the discard if it is the same rank, "
                                         "or press {key}, then the card's number.").format(key=key),
                               again=Deutch.tr("Rapidité! {key}, then the number.").format(key=key))
            self._light_follow(seat)
        elif phase == "claim":
            self._ask_claim_pick(seat)
            slot, self._send_claimed = self._send_claimed, None
            if slot is not None and seat == self.viewer:
                QTimer.singleShot(0, self, lambda: self._send_advised(seat, slot))
                return
            self._light_follow(seat)
        elif phase == "power":
            if v["power"] == "V":
                self.mode = "swap_mine"
                sc.begin_pick(PICK_OWN_CARD, mine, cancellable=True)
                body = (Deutch.tr("Pick one of your cards (its number, or the arrows and Enter), then an opponent's "
                              "card (the arrows and Enter).") if self.by_ear
                    else Deutch.tr("Pick one of your cards, then an opponent's card."))
                self.prompt.ask(Deutch.tr("Jack: swap a card"), [Choice(SKIP, Deutch.tr("Skip"), keys=("s",))],
                                body=body)
                self.prompt_status(body)
            else:
                self.mode = "peek"
                sc.begin_pick(PICK_OWN_CARD, mine, cancellable=True)
                body = (Deutch.tr("Pick one of your cards to look at it: its number, or the arrows and Enter.")
                        if self.by_ear else Deutch.tr("Pick one of your cards to look at it."))
                self.prompt.ask(Deutch.tr("Queen: look at a card"), [Choice(SKIP, Deutch.tr("Skip"), keys=("s",))],
                                body=body)
                self.prompt_status(body)
            self.place_prompt()
        elif phase == "call":
            self.mode = "call"
            self.prompt.ask(Deutch.tr("End of your turn"), [
                Choice(CallDeutch(), Deutch.tr("Deutch!"), enabled=CallDeutch() in legal, keys=("d",), accent=True,
                       tooltip=Deutch.tr("Announce the last turn: everybody plays once more, then the count.")),
                Choice(Pass(), Deutch.tr("End my turn"), keys=("f", "n"))], default=Pass())
            self.place_prompt()
            self.prompt_status(Deutch.tr("Call Deutch, or end your turn."))

    def _row_targets(self, seat: int) -> list[DropTarget]:
        """One drop target per card of ``seat``'s row: while a card is dragged,
        the very card it would replace glows under the cursor (the others show
        a dashed outline), rather than the whole row."""
        row = self.row_pile(seat)
        out = []
        for item in row.items:
            slot = row.slot_of(item)
            if slot is None:
                continue
            pos, _rot, _z, w = self._slot_target(row, slot)     # where it rests (not mid-animation)
            h, pad = w * CARD_RATIO, w * 0.06
            rect = QRectF(pos.x() - w / 2 - pad, pos.y() - h / 2 - pad, w + 2 * pad, h + 2 * pad)
            out.append(DropTarget(row, lambda it: True, rect=rect))
        return out

    def _relayout_targets(self) -> None:
        """The table was resized during a turn: the row's targets follow its cards."""
        seat = self.viewer
        if seat is None or self.mode not in ("turn", "drawn") or self.scene.input.dragging is not None:
            return
        targets = [t for t in self.scene.drop_targets if t.pile is not self.row_pile(seat)]
        self.scene.set_drop_targets([*self._row_targets(seat), *targets], False)

    def _ask_claim_pick(self, seat: int) -> None:
        """The claimer picks their card.  At a shared screen nobody's cards
        are at the bottom: the table turns so the claimer's row is at the
        bottom, upright and at the size of a hand (all face down: the table
        shows no face during the pick), each card numbered with the digit
        that picks it, and no bubble covers the row
        (:meth:`bubble_keep_clear`) until the card is back in place."""
        self.mode = "claim_pick"
        self.claimer = seat
        self.guarded_row = seat
        if self.viewer != seat and self.scene.bottom_seat != seat:
            self.scene.bottom_seat = seat
            self.scene.relayout(0)
            self.director._relayout_overlays()
            # the plates moved: a bubble left where it was would seem said by another player
            said = self._bubbles.get(seat)
            claimed = said is not None and said.isVisible()
            self.hide_bubbles()
            if claimed:
                self.bubble_at_plate(seat, Deutch.tr("Rapidité!"), "yes")
        pile = self.row_pile(seat)
        items = sorted(pile.items, key=lambda i: pile.slot_of(i) or 0)
        self._number_cards(items, pile)
        self._clear_bubbles_off_row(seat)
        self.scene.begin_pick(PICK_OWN_CARD, items, cancellable=False)
        top = min(9, max((pile.slot_of(i) or 0) + 1 for i in items)) if items else 1
        self.prompt_status(Deutch.tr("{name}: pick your card for the rapidité (click it, or keys 1 to {n}) within "
                              "{s} seconds.").format(name=self.names[seat], n=top, s=CLAIM_MS // 1000))

    def _number_cards(self, items: Sequence[CardItem], pile: Pile) -> None:
        """Write on each of ``items`` its number in the row: its place, which
        a card keeps all round (a card gone by a rapidité leaves its place
        empty, and its number unused), the number the hints, the last moves
        and a screen reader say, and the digit that picks it."""
        self._unnumber_cards()
        for item in items:
            self.number_tags.append(self.scene.tag_card(item, str((pile.slot_of(item) or 0) + 1), "gold"))

    def _unnumber_cards(self) -> None:
        keep = [(i, t) for i, t in self.scene.tags if t not in self.number_tags]
        if len(keep) != len(self.scene.tags):
            self.scene.clear_tags()
            for item, label in keep:
                self.scene.tag_card(item, label.text, label.tone)
        self.number_tags = []

    def guarded_rect(self) -> QRect | None:
        """The row no bubble may cover now (a claimer's, while they pick and
        while their card goes back), in viewport pixels."""
        if self.guarded_row is None:
            return None
        r = self.pile_rect(self.row_pile(self.guarded_row))
        return r.adjusted(-6, -6, 6, 6) if r is not None else None

    def _clear_bubbles_off_row(self, seat: int) -> None:
        """The bubbles shown before the row was guarded move off it (the
        claimer's own "Rapidité !" is said again, clear of it)."""
        guard = self.guarded_rect()
        if guard is None:
            return
        for s, bubble in list(self._bubbles.items()):
            if bubble.isVisible() and bubble.geometry().intersects(guard):
                bubble.hide()
                if s == seat:
                    self.bubble_at_plate(seat, Deutch.tr("Rapidité!"), "yes")

    def _end_guard(self) -> None:
        self.guarded_row = None
        self._unnumber_cards()

    #: the cards the bubble being placed names (viewport pixels): it leaves them in view
    _spoken_of: list[QRect] = []

    def say_of_cards(self, cards: Sequence[tuple[CardItem, Pile]], seat: int, text: str, ms: int) -> None:
        """``seat``'s bubble saying ``text`` about ``cards`` (each with the
        pile it rests in, or is going to): it covers none of them where
        there is room (« Valet : j'échange ma carte 2 avec votre carte 4. »
        lay over the very card swapped)."""
        rects = []
        for item, pile in cards:
            if item in pile.items:
                rects.append(self.card_rects(pile)[pile.items.index(item)].adjusted(-4, -4, 4, 4))
        self._spoken_of = rects
        try:
            self.bubble_at_plate(seat, text, "", ms=ms)
        finally:
            self._spoken_of = []

    def bubble_keep_clear(self, seat: int) -> list[QRect]:
        guard = self.guarded_rect()
        return ([guard] if guard is not None else []) + list(self._spoken_of) + super().bubble_keep_clear(seat)

    def submit(self, action: Any, seat: int | None = None) -> bool:
        """Any move made puts out the hint's lights (they were for this move).
        The advised move made, a rapidité its reason planned (« Puis votre
        9 de cœur (carte 2) … la suit sur la défausse ») is lit as soon as
        its window opens (:meth:`_light_follow`).  A rapidité that comes
        after someone else's (the race is lost) says who was faster, not the
        engine's general refusal."""
        who = self.viewer if seat is None else seat
        if (isinstance(action, Rapidite | Claim) and who is not None and self.faster is not None
                and self.faster != who and action not in self.controller.legal(who)):
            self.lost_race = True
            self._say_too_late()
            return False
        follow = self._planned_rapidite(action) if who == self.viewer else None
        ok = super().submit(action, seat)
        if ok:
            self.clear_hint()
            if not isinstance(action, Claim):
                self.hint_follow = follow
                self._follow_on = None
        return ok

    def _planned_rapidite(self, action: Any) -> int | None:
        """The slot of the card the hint's reason sends by rapidité after
        ``action`` (its ``number``: the reasons ``twin`` and ``discard_twin``
        name the card that follows), when ``action`` is the advised move."""
        if self.hint_action is None or action != self.hint_action:
            return None
        if not isinstance(action, TakeDiscard | Replace | Discard):
            return None
        params = getattr(self.controller.hint_reason, "params", None) or {}
        number = params.get("number")
        return number - 1 if isinstance(number, int) and not isinstance(number, bool) and number > 0 else None

    def _light_follow(self, seat: int) -> None:
        """The rapidité the followed hint planned, now that its window is
        open: the card lit with the discard's outline, and the quickest
        way to it ready (the claim's button marked; in the claim's pick the
        card raised, so Entrée sends it); the bar says it, without the
        panel, which would cover the table during a race."""
        slot = self.hint_follow
        item = self.row_item(seat, slot) if slot is not None else None
        top = self.controller.public_view().get("discard_top")
        if self._follow_on is None:
            self._follow_on = top            # the window the advised move opened: its card
        if slot is None or item is None or item not in self.row_pile(seat).items or top != self._follow_on:
            # planned for the window the advised move opened, and for no later one
            # (another card on the discard: the plan would cost a penalty card)
            self.hint_follow = None
            return
        action: Any = Rapidite(slot)
        self.hint_action = action
        self._light_move(seat, action)
        self.status(self.hint_what(action))

    def _send_advised(self, seat: int, slot: int) -> None:
        """The claim made by following the advice is won: its card goes onto
        the discard at once, as the advised move (one Entrée), instead of
        waiting for a second key the person was not told to press."""
        item = self.row_item(seat, slot)
        if (self.mode == "claim_pick" and getattr(self, "claimer", None) == seat
                and item is not None and item in self.row_pile(seat).items):
            self.submit(Rapidite(slot), seat)

    def _who(self, seat: int) -> str:
        """Who made a move, as the lines about it say: « Vous » for the one
        person at the screen (as « Vous piochez une carte. »), else the name."""
        return Deutch.tr("You") if self.is_you(seat) else self.names[seat]

    def _slot(self, item: CardItem, seat: int) -> int | None:
        return self.row_pile(seat).slot_of(item)

    def raised_text(self, obj: Any) -> str:
        """What the next Entrée does with the card the keys raised, in each
        part of the turn (the drawn card's place, the discard's top card,
        the stock, a rapidité, a card to look at or to swap); "" where the
        line already says it (an opponent's card picked)."""
        seat = self.viewer
        if seat is None or not isinstance(obj, CardItem):
            return ""
        mode = self.mode
        if mode == "turn":
            if obj in self.stock_pile().items:
                return Deutch.tr("The stock is chosen: Enter draws a card.")
            if obj in self.discard_pile().items:
                return Deutch.tr("The discard's top card is chosen: Enter takes it, then you pick the card of "
                                 "yours it replaces.")
            return ""
        if mode == "drawn" and obj in self.drawn_pile(seat).items:
            return Deutch.tr("The drawn card is raised: Enter throws it on the discard.")
        slot = self._slot(obj, seat) if obj in self.row_pile(seat).items else None
        if slot is None:
            return ""
        texts = {
            "drawn": Deutch.tr("Your card {n} is raised: Enter puts the drawn card in its place."),
            "take": Deutch.tr("Your card {n} is raised: Enter puts the discard's top card in its place."),
            "rapidite": Deutch.tr("Your card {n} is raised: Enter lays it on the discard (a rapidité: same rank "
                                  "only)."),
            "look": Deutch.tr("Your card {n} is raised: Enter chooses it to look at."),
            "swap_mine": Deutch.tr("Your card {n} is raised: Enter chooses it for the swap."),
            "peek": Deutch.tr("Your card {n} is raised: Enter shows it to you."),
        }
        text = texts.get(mode or "")
        return text.format(n=slot + 1) if text else ""

    def _me(self) -> int | None:
        return self.viewer

    def on_card_dropped(self, item: CardItem, pile: Pile | None = None, slot: int | None = None) -> None:
        seat = self.viewer
        if self._say_too_late(item):
            return
        if seat is None or pile is None:
            self.scene.snap_back(item)
            return
        row = self.row_pile(seat)
        ok = False
        if self.mode == "turn":
            if item in self.stock_pile().items:
                ok = self.submit(Draw(), seat)
            elif item in self.discard_pile().items and pile is row and slot is not None:
                ok = self.submit(TakeDiscard(slot), seat)
        elif self.mode == "drawn":
            own = self._slot(item, seat) if item in row.items else None
            if own is not None:          # one of your cards thrown on the discard: the drawn card takes its place
                ok = pile is self.discard_pile() and self.submit(Replace(own), seat)
            elif pile is self.discard_pile():
                ok = self.submit(Discard(), seat)
            elif pile is row and slot is not None:
                ok = self.submit(Replace(slot), seat)
        elif self.mode == "rapidite" and pile is self.discard_pile():
            k = self._slot(item, seat)
            ok = k is not None and self.submit(Rapidite(k), seat)
        if not ok and item.scene() is self.scene and self.scene.pile_of(item) is not None:
            self.scene.snap_back(item)

    def on_card_activated(self, item: CardItem) -> None:
        seat = self.viewer
        if seat is None or self._say_too_late():
            return
        if self.mode == "turn":
            if item in self.stock_pile().items:
                self.submit(Draw(), seat)
            elif item in self.discard_pile().items:
                if self.refuse_partial(seat, lambda a: isinstance(a, TakeDiscard)):
                    return
                self.mode = "take"
                self.scene.clear_interactive()
                advised = (self.row_item(seat, self.hint_action.slot)
                           if isinstance(self.hint_action, TakeDiscard) else None)
                self.scene.begin_pick(PICK_OWN_CARD, list(self.row_pile(seat).items), current=advised,
                                      cancellable=True)
                if advised is not None:
                    # the hint's second half, said: Entrée ends the advised move
                    n = self.hint_action.slot + 1
                    self.prompt_status(
                        Deutch.tr("Pick the card of yours the discard's top card replaces: Enter takes your "
                                  "card {n}, as advised (Esc: back; the stock: draw instead).").format(n=n),
                        by_ear=Deutch.tr("Enter puts the discard's top card in place of your card {n}, as "
                                         "advised; or the number of another card of yours (Esc: back).").format(n=n))
                else:
                    self.prompt_status(
                        Deutch.tr("Pick the card of yours the discard's top card replaces (Esc: back; the stock: "
                                  "draw instead)."),
                        by_ear=Deutch.tr("The number of the card of yours the discard's top card "
                                         "replaces (or the arrows and Enter; Esc: back)."))
        elif self.mode == "drawn":
            own = self._slot(item, seat) if item in self.row_pile(seat).items else None
            self.submit(Discard() if own is None else Replace(own), seat)
        elif self.mode == "rapidite":
            k = self._slot(item, seat)
            if k is not None:
                self.submit(Rapidite(k), seat)

    def _pile_clicked(self, pile: Pile, slot: Any) -> None:
        seat = self.viewer
        if seat is None or not self.director._input_open():
            return
        if self.mode == "turn":
            if pile is self.stock_pile():
                self.submit(Draw(), seat)
            elif pile is self.discard_pile() and pile.items:
                self.on_card_activated(pile.items[-1])
        elif self.mode == "drawn":
            if pile is self.discard_pile():
                self.submit(Discard(), seat)
            elif pile is self.row_pile(seat) and slot is not None:
                self.submit(Replace(int(slot)), seat)

    def on_picked(self, obj: Any) -> None:
        seat = self.viewer
        mode = self.mode
        if mode == "claim_pick":
            seat = getattr(self, "claimer", seat)
        if seat is None:
            return
        if obj is None:
            if mode == "take":
                self.on_human_turn(seat)
            elif mode in ("swap_mine", "peek", "swap_other"):
                self.submit(Pass(), seat)
            return
        slot = self._slot(obj, seat) if mode != "swap_other" else None
        if mode == "look":
            if self.look_first is None and self.refuse_partial(
                    seat, lambda a: isinstance(a, Look) and slot in (a.a, a.b)):
                self.on_human_turn(seat)          # the pick starts again, nothing kept
                return
            if self.look_first is None:
                self.look_first = slot
                rest = [i for i in self.row_pile(seat).items if i is not obj]
                hint = self.hint_action
                advised = None
                if isinstance(hint, Look) and slot in (hint.a, hint.b):
                    advised = self.row_item(seat, hint.b if slot == hint.a else hint.a)
                # the arrows go on from the card chosen: → the next one in the row, ← the one before
                self.scene.begin_pick(PICK_OWN_CARD, rest, current=advised, cancellable=False, after=obj)
                # the first card stays up with a tick; the arrow's gold is the second's
                obj.selected_card = False
                obj.kept = True
                self.prompt_status(Deutch.tr("And a second card."))
            else:
                a, b = sorted((self.look_first, slot))  # type: ignore[type-var]
                self._unkeep()
                self.look_first = None
                self.submit(Look(a, b), seat)
        elif mode == "take" and slot is not None:
            self.submit(TakeDiscard(slot), seat)
        elif mode == "peek" and slot is not None:
            self.hide_prompt()
            self.submit(Peek(slot), seat)
        elif mode == "swap_mine" and slot is not None:
            if self.refuse_partial(seat, lambda a: isinstance(a, Swap) and a.slot == slot):
                self.on_human_turn(seat)
                return
            self.swap_mine = slot
            self.mode = "swap_other"
            others = [i for s in range(self.players) if s != seat for i in self.row_pile(s).items]
            advised = (self.row_item(self.hint_swap.other, self.hint_swap.other_slot)
                       if self.hint_swap is not None and self.hint_swap.slot == slot else None)
            self.scene.begin_pick(PICK_OTHER_CARD, others, current=advised, cancellable=True)
            self.prompt_status(Deutch.tr("Now pick the opponent's card to swap with."))
        elif mode == "swap_other" and self.swap_mine is not None:
            pile = self.scene.pile_of(obj)
            if pile is None or pile.seat is None:
                return
            other_slot = pile.slot_of(obj)
            self.hide_prompt()
            self.submit(Swap(self.swap_mine, pile.seat, int(other_slot or 0)), seat)
        elif mode == "claim_pick" and slot is not None:
            self.submit(Rapidite(slot), seat)

    def _chosen(self, value: Any) -> None:
        seat = self.viewer
        if seat is None:
            return
        if isinstance(value, Claim) and isinstance(self.hint_action, Rapidite):
            # the claim's button marked by the advice (Entrée, or a click): the
            # advised move is the whole rapidité, so the card follows the claim
            self._send_claimed = self.hint_action.slot
        self.hide_prompt()
        if value == SKIP:
            self.scene.end_pick()
            self.submit(Pass(), seat)
        else:
            self.submit(value, seat)

    def game_key(self, event: Any) -> bool:
        text = event.text().upper()
        keys = self.claim_keys()
        if text and self.mode != "claim_pick" and text in keys.values():
            # a seat's rapidité key claims whenever the game's window is open for it:
            # alone at the screen (then the card's digit picks), at a shared screen,
            # or while the table still shows the card landing (a rapidité is a race)
            for seat, key in keys.items():
                if key == text and seat in self.controller.to_act() and Claim() in self.controller.legal(seat):
                    if self.mode != "claim_keys":
                        self.hide_prompt()
                    return self.submit(Claim(), seat)
        if text == "J" and self.mode != "claim_keys":
            self.toggle_log()
            return True
        if text and self.mode not in ("rapidite", "claim_keys", "claim_pick") and text in keys.values():
            # a rapidité key out of a rapidité: said, not swallowed in silence
            # (while the table waits for its seats, that is the reason)
            self.status(self.wait_text() or Deutch.tr("No rapidité now: one opens each time a card lands on the discard, "
                                  "until the first one is claimed."))
            return True
        if self.mode in ROW_DIGIT_MODES and text.isdigit() and self.viewer is not None:
            # the digit is the card's number in the row, as in a rapidité's pick
            item = self.row_pile(self.viewer).item_at_slot(int(text) - 1) if text != "0" else None
            if item is None:
                return False
            if self.mode == "drawn":
                self.on_card_activated(item)      # the drawn card takes its place
                return True
            return self.scene.pick(item) or self._look_taken_back(item)
        if self.mode == "claim_pick" and text.isdigit():
            seat = getattr(self, "claimer", None)
            if seat is None:
                return False
            # the digit is the card's number in the row (its place: see _number_cards)
            item = self.row_pile(seat).item_at_slot(int(text) - 1) if text != "0" else None
            if item is not None:
                slot = self._slot(item, seat)
                self.scene.end_pick()
                return slot is not None and self.submit(Rapidite(slot), seat)
        return False

    # -------------------------------------------------------------- hints
    def hint_what(self, action: Any) -> str:
        """What the hint advises, in words (the table shows it too: :meth:`on_hint`);
        the kit's ``hint_text`` adds why, in the hint player's words."""
        phase = self.controller.public_view()["phase"] if self.controller.has_game else ""
        n = getattr(action, "slot", 0) + 1
        if isinstance(action, Draw):
            return Deutch.tr("Hint: draw from the stock.")
        if isinstance(action, Discard):
            return Deutch.tr("Hint: discard the drawn card.")
        if isinstance(action, CallDeutch):
            return Deutch.tr("Hint: call Deutch!")
        if isinstance(action, Claim):
            return Deutch.tr("Hint: claim the rapidité.")
        if isinstance(action, TakeDiscard):
            top = self.controller.public_view()["discard_top"]
            return Deutch.tr("Hint: take {card} from the discard in place of your card {n}.").format(
                card=the_card(card(top), self.scene.renderer.lang) if top else "", n=n)
        if isinstance(action, Replace):
            return Deutch.tr("Hint: put the drawn card in place of your card {n}.").format(n=n)
        if isinstance(action, Rapidite):
            return Deutch.tr("Hint: your card {n} on the discard (rapidité).").format(n=n)
        if isinstance(action, Look):
            return Deutch.tr("Hint: look at your cards {a} and {b}.").format(a=action.a + 1, b=action.b + 1)
        if isinstance(action, Peek):
            return Deutch.tr("Hint: look at your card {n}.").format(n=n)
        if isinstance(action, Swap):
            return fill(Deutch.tr("Hint: swap your card {n} with {name}'s card {m}."),
                        n=n, name=self.names[action.other], m=action.other_slot + 1)
        if isinstance(action, Pass):
            if phase == "power":
                return Deutch.tr("Hint: skip the power.")
            if phase in ("rapidite", "claim"):
                return Deutch.tr("Hint: no rapidité this time.")
            return Deutch.tr("Hint: end your turn.")
        return ""

    def clear_hint(self) -> None:
        for item in getattr(self, "hint_items", []):
            try:
                item.highlighted = False
            except RuntimeError:
                pass
        for zone in getattr(self, "hint_zones", []):
            try:
                if zone.scene() is not None:
                    zone.scene().removeItem(zone)
            except RuntimeError:
                pass
        self.hint_items: list[CardItem] = []
        self.hint_zones: list[DropZone] = []
        self.hint_swap: Swap | None = None
        self.hint_action: Any = None

    def _light(self, *items: CardItem | None) -> None:
        for item in items:
            if item is not None:
                item.highlighted = True
                self.hint_items.append(item)

    def _light_pile(self, pile: Pile) -> None:
        """A bright outline round a pile (the hint's drop target)."""
        zone = DropZone()
        geo = self.scene.geometry
        grow = geo.w * 0.2
        zone.set_rect(pile.layout.area(pile, geo).adjusted(-grow, -grow, grow, grow))
        zone.set_state(DropZone.HOVER)
        self.scene.addItem(zone)
        self.hint_zones.append(zone)

    def _pick_hint(self, item: CardItem | None) -> None:
        """Put the pick mode's highlight on ``item`` (Enter then takes it)."""
        inp = self.scene.input
        if item is not None and self.scene.pick_kind is not None and item in inp.pick_candidates:
            inp._set_pick_current(item)

    def on_hint(self, seat: int, action: Any) -> None:
        """Show the advised move on the table: the card to take or to play
        lit, its target lit (a card of the row, or an outline round the
        discard), the pick's highlight on the advised card (Enter takes
        it), the advised button of the prompt; and say it."""
        if seat != self.viewer:
            return
        self.clear_hint()
        self.hint_follow = None
        self.hint_action = action
        self._light_move(seat, action)
        self.say_hint(action)

    def _light_move(self, seat: int, action: Any) -> None:
        """Light ``action`` on the table (:meth:`on_hint`, :meth:`_light_follow`)."""
        row = seat
        top = self.discard_pile().items[-1] if self.discard_pile().items else None
        drawn = self.drawn_pile(seat).items[-1] if self.drawn_pile(seat).items else None
        if isinstance(action, Draw):
            stock_top = self.stock_pile().items[-1] if self.stock_pile().items else None
            self._light(stock_top)
            self.scene.select(stock_top)
        elif isinstance(action, TakeDiscard):
            self._light(top, self.row_item(row, action.slot))
            if self.mode == "take":
                self._pick_hint(self.row_item(row, action.slot))
            else:
                self.scene.select(top)
        elif isinstance(action, Replace):
            self._light(drawn, self.row_item(row, action.slot))
            self.scene.select(self.row_item(row, action.slot))
        elif isinstance(action, Discard):
            self._light(drawn)
            self._light_pile(self.discard_pile())
            self.scene.select(drawn)
        elif isinstance(action, Rapidite):
            item = self.row_item(row, action.slot)
            self._light(item)
            self._light_pile(self.discard_pile())
            if self.mode == "claim_pick":
                self._pick_hint(item)
            elif item is not None and item in self.scene.input.draggable:
                self.scene.select(item)
        elif isinstance(action, Look):
            a, b = self.row_item(row, action.a), self.row_item(row, action.b)
            self._light(a, b)
            self._pick_hint(b if self.look_first == action.a else a)
        elif isinstance(action, Peek):
            item = self.row_item(row, action.slot)
            self._light(item)
            self._pick_hint(item)
        elif isinstance(action, Swap):
            mine, theirs = self.row_item(row, action.slot), self.row_item(action.other, action.other_slot)
            self._light(mine, theirs)
            self.hint_swap = action
            self._pick_hint(theirs if self.mode == "swap_other" else mine)
        if self._prompt is not None and self._prompt.isVisible():
            if isinstance(action, Pass) and self.mode in ("swap_mine", "swap_other", "peek"):
                self._prompt.mark_hint(SKIP)
            elif isinstance(action, Rapidite) and self.mode == "rapidite":
                self._prompt.mark_hint(Claim())
            else:
                self._prompt.mark_hint(action)

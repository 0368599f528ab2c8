"""A seat's name plate: name, a status line (bid, tricks…), the score, the
dealer chip, a glow while the seat is to act and dots while it thinks.

A plate may be made clickable by the scene (``set_clickable``: a pointing
hand, a lighter border under the mouse; the scene turns the click into
``plate_clicked(seat)`` or a pick) and carries the pick highlight
(``set_pick_focus``: a gold outline, moved by the arrows in "choose a
player").  Both states are part of the plate's cached pixmap key.

``set_key("2")`` shows a small key cap on the plate's top-right corner: the
key that chooses this player now (cleared with ``set_key("")``).

``set_mark("hors ligne")`` writes a short word about the seat itself (a
network game: its player's connection is lost, a computer plays it
meanwhile) first on the status line, before the game's status ("hors ligne ·
13 cartes · 0 poisson"), which goes on two lines when it does not fit,
broken at a " · " that the line break stands for (no line ends or begins
with "·"): the name is never cut for it."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import Property, QCoreApplication, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

GLOW_PULSES = 3   # pulses of the active plate's glow before it stays lit


class PlateText(NamedTuple):
    """Fonts and rectangles of a plate's text (item coordinates), see :meth:`NamePlate.text_layout`."""

    pad: float
    name_font: QFont
    small_font: QFont
    name_rect: QRectF
    score_rect: QRectF
    status_rect: QRectF
    score_low: bool   # the score is on the status line, not beside the name
    status_lines: tuple[str, ...] = ()   # the status as written: one line, or two when it is long
    extra_h: float = 0.0                 # the plate is this much taller for a second status line


class NamePlate(QGraphicsObject):
    #: the name, status, score, dealer or turn changed (the view's accessible
    #: description follows the plates)
    text_changed = Signal()

    def __init__(self, seat: int, name: str) -> None:
        super().__init__()
        self._high_contrast = False
        self.seat = seat
        self._name = name
        self._status = ""
        self._mark = ""        # a word about the seat, first on the status line (set_mark)
        self._score = ""
        self._dealer = False
        self._dealer_letter = "D"
        self._dealer_role = "dealer"
        self._click_tip = ""
        self._active = False
        self._human = False
        self._thinking = False
        self._glow = 0.0
        self._dots = 0.0
        self._clickable = False
        self._hover = False
        self._pick_focus = False
        self._key = ""
        self._turn_text: str | None = None
        #: what the plate read aloud says of its status, when its drawn words
        #: hold more (:meth:`set_status`'s ``said``); None: the drawn words
        self._said_status: str | None = None
        #: said last of all, lit or not (:meth:`set_state_text`)
        self._state_text = ""
        self._w, self._h = 170.0, 54.0
        self._extra_h = 0.0    # a second status line (see text_layout)
        self._pixmap = QPixmap()
        self._pixmap_key: tuple | None = None
        self.setZValue(500)
        # the glow of the seat to act pulses a few times, then stays lit: an
        # idle table waiting for a person runs no animation (no CPU)
        self._glow_anim = QPropertyAnimation(self, b"glow", self)
        self._glow_anim.setDuration(1400)
        self._glow_anim.setStartValue(1.0)
        self._glow_anim.setKeyValueAt(0.5, 0.35)
        self._glow_anim.setEndValue(1.0)
        self._glow_anim.setLoopCount(GLOW_PULSES)
        self._dots_anim = QPropertyAnimation(self, b"dots", self)
        self._dots_anim.setDuration(1200)
        self._dots_anim.setStartValue(0.0)
        self._dots_anim.setEndValue(3.0)
        self._dots_anim.setLoopCount(-1)

    # ------------------------------------------------------------ properties
    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, v: float) -> None:
        self._glow = v
        self.update()

    glow = Property(float, _get_glow, _set_glow)

    def _get_dots(self) -> float:
        return self._dots

    def _set_dots(self, v: float) -> None:
        if int(v) != int(self._dots):
            self._dots = v
            self.update()
        else:
            self._dots = v

    dots = Property(float, _get_dots, _set_dots)

    @property
    def name(self) -> str:
        return self._name

    def set_name(self, name: str) -> None:
        self._name = name
        self._refit()
        self.update()
        self.text_changed.emit()

    @property
    def status(self) -> str:
        return self._status

    def set_status(self, text: str, said: str | None = None) -> None:
        """The plate's status line; ``said``: the words read aloud instead
        (Peech draws "Won 0 · has chosen", and says "Won 0", then the state
        last of all, :meth:`set_state_text`)."""
        if said != self._said_status:
            self._said_status = said
            self.text_changed.emit()
        if text != self._status:
            self._status = text
            self._refit()
            self.update()
            self.text_changed.emit()

    @property
    def mark(self) -> str:
        return self._mark

    def set_mark(self, text: str) -> None:
        """A short word about the seat (a network game's "hors ligne",
        "ordinateur"), written first on the status line; "" for none."""
        if text != self._mark:
            self._mark = text
            self._refit()
            self.update()
            self.text_changed.emit()

    def _status_shown(self, status: str) -> str:
        """The status line as drawn (or said): the mark first, then ``status``."""
        return " · ".join(t for t in (self._mark, status) if t)

    @property
    def score(self) -> str:
        return self._score

    def set_score(self, text: str) -> None:
        if text != self._score:
            self._score = text
            self._refit()
            self.update()
            self.text_changed.emit()

    @property
    def dealer(self) -> bool:
        return self._dealer

    @property
    def dealer_role(self) -> str:
        return self._dealer_role

    def set_dealer(self, on: bool, role: str = "dealer") -> None:
        """The chip on the plate's top-left corner.  ``role`` "dealer": a "D"
        (the dealer, "donneur"); "first": a "1" (the player who starts the
        round, in a game without a dealer).  Its tooltip and the plate's
        accessible text say what it means."""
        self._dealer = on
        self._dealer_role = role if role in ("dealer", "first") else "dealer"
        if self._dealer_role == "first":
            self._dealer_letter = QCoreApplication.translate("NamePlate", "1", "chip of the round's first player")
        else:
            self._dealer_letter = QCoreApplication.translate("NamePlate", "D", "dealer chip (donneur)")
        self._sync_tooltip()
        self.update()
        self.text_changed.emit()

    def dealer_tooltip(self) -> str:
        """What the chip means ("" without a chip)."""
        if not self._dealer:
            return ""
        if self._dealer_role == "first":
            return QCoreApplication.translate("NamePlate", "{chip}: plays first this round").format(
                chip=self._dealer_letter)
        return QCoreApplication.translate("NamePlate", "{chip}: the dealer (deals the cards this hand)").format(
            chip=self._dealer_letter)

    def name_cut(self) -> bool:
        """The name is too long for the plate as it is drawn now: it shows
        cut with « … », and its tooltip gives it whole."""
        lay = self.text_layout()
        return QFontMetricsF(lay.name_font).horizontalAdvance(self._name) > lay.name_rect.width() + 0.5

    def _sync_tooltip(self) -> None:
        whole = self._name if self._name and self.name_cut() else ""
        self.setToolTip("\n".join(t for t in (whole, self._click_tip, self.dealer_tooltip()) if t))

    @property
    def key(self) -> str:
        return self._key

    def set_key(self, text: str) -> None:
        """The key cap shown on the plate ("" hides it)."""
        if text != self._key:
            self._key = text
            self.update()
            self.text_changed.emit()

    def set_human(self, on: bool) -> None:
        self._human = on
        self.update()

    def set_turn_text(self, text: str | None) -> None:
        """What the plate read aloud says, while it is lit, in place of "to
        play": a game where everyone acts at once says who still acts
        ("choosing") and says nothing more of a seat that has acted ("");
        None: "to play"."""
        if text != self._turn_text:
            self._turn_text = text
            self.text_changed.emit()

    def set_state_text(self, text: str) -> None:
        """What the plate read aloud says last, lit or not, after the turn
        ("has chosen" in Peech, where everyone chooses at once): every seat's
        state in the same place, "Léa, Won 0, Start 21, has chosen" as
        "You, Won 0/8, Start 21, choosing"."""
        if text != self._state_text:
            self._state_text = text
            self.text_changed.emit()

    @property
    def active(self) -> bool:
        return self._active

    def set_active(self, on: bool, animate: bool = True) -> None:
        if on == self._active:
            return
        self._active = on
        if on and animate:
            self._glow_anim.start()
        else:
            self._glow_anim.stop()
            self._glow = 1.0 if on else 0.0
        self.update()
        self.text_changed.emit()

    @property
    def high_contrast(self) -> bool:
        return self._high_contrast

    def set_high_contrast(self, on: bool) -> None:
        """Bolder, larger text on an opaque plate with a white border."""
        if on != self._high_contrast:
            self._high_contrast = on
            self._refit()
            self.update()

    def accessible_text(self) -> str:
        """The plate read aloud: name, status, score, dealer, turn."""
        parts = [self._name]
        status = self._status_shown(self._status if self._said_status is None else self._said_status)
        if status:
            parts.append(status)
        if self._score:
            parts.append(self._score)
        if self._dealer:
            parts.append(QCoreApplication.translate("NamePlate", "plays first") if self._dealer_role == "first"
                         else QCoreApplication.translate("NamePlate", "dealer"))
        if self._active:
            turn = QCoreApplication.translate("NamePlate", "to play") if self._turn_text is None else self._turn_text
            if turn:
                parts.append(turn)
        if self._state_text:
            parts.append(self._state_text)
        if self._key:
            parts.append(QCoreApplication.translate("NamePlate", "key {key}").format(key=self._key))
        return ", ".join(parts)

    @property
    def thinking(self) -> bool:
        return self._thinking

    def set_thinking(self, on: bool, animate: bool = True) -> None:
        self._thinking = on
        self._refit()
        if on and animate:
            self._dots_anim.start()
        else:
            self._dots_anim.stop()
        self.update()

    @property
    def clickable(self) -> bool:
        return self._clickable

    def set_clickable(self, on: bool, tooltip: str = "") -> None:
        """Clickable: a pointing hand and a hover cue (the scene handles the click)."""
        self._click_tip = tooltip if on else ""
        self._sync_tooltip()
        if on == self._clickable:
            return
        self._clickable = on
        self.setAcceptHoverEvents(on)
        if on:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.setCursor(Qt.CursorShape.ArrowCursor)
            self._hover = False
        self.update()

    @property
    def hovered(self) -> bool:
        return self._hover

    @property
    def pick_focus(self) -> bool:
        return self._pick_focus

    def set_pick_focus(self, on: bool) -> None:
        """The pick highlight (the player the arrows point at)."""
        if on != self._pick_focus:
            self._pick_focus = on
            self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        if self._clickable and not self._hover:
            self._hover = True
            self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        if self._hover:
            self._hover = False
            self.update()
        super().hoverLeaveEvent(event)

    def set_size(self, w: float, h: float) -> None:
        """The plate's size from the table geometry (a long status line makes
        it taller by one line: :meth:`size`)."""
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self._extra_h = self.text_layout().extra_h
        self._sync_tooltip()

    def size(self) -> tuple[float, float]:
        """The plate's size as drawn (a second status line included)."""
        return self._w, self._h + self._extra_h

    def _refit(self) -> None:
        extra = self.text_layout().extra_h
        if extra != self._extra_h:
            self.prepareGeometryChange()
            self._extra_h = extra
        self._sync_tooltip()         # a name cut or whole again (the score, the status, the size moved it)

    # --------------------------------------------------------------- paint
    def boundingRect(self) -> QRectF:  # noqa: N802
        m = 8.0
        h = self._h + self._extra_h
        return QRectF(-self._w / 2 - m, -h / 2 - m, self._w + 2 * m, h + 2 * m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # the plate is drawn once into a pixmap per look (text, glow step,
        # size, pixel ratio) and then only blitted
        t = painter.worldTransform()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5 or 1.0
        glow = round(self._glow * 8) if self._active else 0
        dots = int(self._dots) % 3 if self._thinking else -1
        key = (self._name, self._status, self._mark, self._score, self._dealer, self._active, glow, dots, self._human,
               self._w, self._h, self._extra_h, dpr * scale, self._dealer_letter, self._hover, self._pick_focus,
               self._high_contrast, self._key)
        if self._pixmap_key != key:
            br = self.boundingRect()
            ratio = dpr * scale
            pm = QPixmap(max(1, int(br.width() * ratio + 0.999)), max(1, int(br.height() * ratio + 0.999)))
            pm.fill(Qt.GlobalColor.transparent)
            pm.setDevicePixelRatio(ratio)
            p = QPainter(pm)
            p.translate(-br.left(), -br.top())
            self._paint_plate(p)
            p.end()
            self._pixmap, self._pixmap_key = pm, key
        br = self.boundingRect()
        if t.m12() == 0.0 and t.m21() == 0.0:
            painter.save()
            painter.resetTransform()
            origin = t.map(br.topLeft())
            painter.drawPixmap(QPointF(round(origin.x() * dpr) / dpr, round(origin.y() * dpr) / dpr),
                               self._pixmap)
            painter.restore()
        else:
            painter.drawPixmap(br, self._pixmap, QRectF(self._pixmap.rect()))

    def text_layout(self) -> PlateText:
        """Where the name, the score and the status line go on the plate.

        The score sits beside the name.  A name a little too long for the room
        left beside the score is set up to 15% smaller.  When it still does not
        fit and the status line has room for the score, the score moves down to
        the status line's right end, so a long name ("Ordinateur 2") is not cut
        beside a score ("Départ 18"); otherwise the name is cut with "…".  The
        thinking dots are measured at their widest so that the score does not
        jump while they move.

        A status too long for its line is set up to 15% smaller; when it still
        does not fit it goes on two lines, broken at a " · " between two of its
        parts (else between words) where the longer line is the shortest, and
        the plate grows by one line (``extra_h``): "Dernier tour · touche P ·
        4 cartes" is read whole, not "… · 4 …".  Only a line that does not fit
        even so is cut with "…".
        """
        w, h = self._w, self._h
        hc = self._high_contrast
        pad = h * 0.22
        name_font = QFont()
        name_font.setBold(True)
        name_font.setPixelSize(max(9, int(h * (0.34 if hc else 0.30))))
        small = QFont()
        small.setPixelSize(max(8, int(h * (0.27 if hc else 0.24))))
        if hc:
            name_font.setWeight(QFont.Weight.Black)
            small.setBold(True)
        left, right = -w / 2 + pad, w / 2 - pad
        line_w = right - left
        small_fm = QFontMetricsF(small)
        score_w = small_fm.horizontalAdvance(self._score) + 2 if self._score else 0.0
        status = self._status_shown(self._status)
        if self._thinking:
            status = (status + "  " if status else "") + "•••"
        top = QRectF(left, -h / 2 + pad * 0.5, line_w, h * 0.45)
        low = QRectF(left, h * 0.02, line_w, h * 0.42)
        lines, extra = self._status_lines(status, small, line_w)
        beside = line_w - score_w - 4 if self._score else line_w
        # a name a little too long is set a little smaller (down to 85%)
        size = name_font.pixelSize()
        while (QFontMetricsF(name_font).horizontalAdvance(self._name) > beside
               and name_font.pixelSize() > max(9, int(size * 0.85 + 0.5))):
            name_font.setPixelSize(name_font.pixelSize() - 1)
        name_w = QFontMetricsF(name_font).horizontalAdvance(self._name)
        score_low = (bool(self._score) and name_w > beside
                     and small_fm.horizontalAdvance(status) + 8 + score_w <= line_w)
        if score_low:
            name_font.setPixelSize(size)
        name_rect, status_rect = QRectF(top), QRectF(low)
        if self._score and not score_low:
            name_rect.setWidth(max(0.0, line_w - score_w - 4))
        if score_low:
            status_rect.setWidth(max(0.0, line_w - score_w - 8))
        if score_low:
            lines, extra = (status,), 0.0
        if extra:
            # one more line: the plate grows (centred on its place), the status gets both lines
            for rect in (name_rect, status_rect):
                rect.translate(0, -extra / 2)
            status_rect.setHeight(status_rect.height() + extra)
            small = self._fitted_font(small, lines, status_rect.width())
        elif lines and small_fm.horizontalAdvance(lines[0]) > status_rect.width():
            small = self._fitted_font(small, lines, status_rect.width())
        score_rect = QRectF(low) if score_low else QRectF(top).translated(0, -extra / 2)
        return PlateText(pad, name_font, small, name_rect, score_rect, status_rect, score_low, lines, extra)

    @staticmethod
    def _fitted_font(font: QFont, lines: tuple[str, ...], width: float) -> QFont:
        """``font`` set up to 15% smaller until every line fits ``width``."""
        out = QFont(font)
        base = font.pixelSize()
        while (any(QFontMetricsF(out).horizontalAdvance(t) > width for t in lines)
               and out.pixelSize() > max(7, int(base * 0.85 + 0.5))):
            out.setPixelSize(out.pixelSize() - 1)
        return out

    def _status_lines(self, status: str, font: QFont, line_w: float) -> tuple[tuple[str, ...], float]:
        """The status on one line, or on two (and the plate's extra height)
        when even 15% smaller it does not fit the line."""
        if not status:
            return (), 0.0
        smaller = self._fitted_font(font, (status,), line_w)
        fm = QFontMetricsF(smaller)
        if fm.horizontalAdvance(status) <= line_w:
            return (status,), 0.0
        sep = " · " if " · " in status else " "
        parts = status.split(sep)
        if len(parts) < 2:
            return (status,), 0.0
        # the line break stands for the separator: no "hors ligne ·" left hanging
        splits = [(sep.join(parts[:i]), sep.join(parts[i:])) for i in range(1, len(parts))]
        best = min(splits, key=lambda ab: max(fm.horizontalAdvance(ab[0]), fm.horizontalAdvance(ab[1])))
        return best, QFontMetricsF(font).height()

    def _paint_plate(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._w, self._h
        tall = h + self._extra_h
        r = QRectF(-w / 2, -tall / 2, w, tall)
        radius = h * 0.28
        if self._active:
            g = max(0.0, min(1.0, self._glow))
            for i, width in enumerate((10.0, 6.0, 3.0)):
                c = QColor(255, 214, 92, int((60 + 50 * i) * g))
                painter.setPen(QPen(c, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r, radius, radius)
        hc = self._high_contrast
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, QColor(20, 28, 24, 255 if hc else 225))
        grad.setColorAt(1, QColor(8, 14, 11, 255 if hc else 225))
        if hc:
            grad = QLinearGradient(r.topLeft(), r.bottomLeft())
            grad.setColorAt(0, QColor(0, 0, 0))
            grad.setColorAt(1, QColor(0, 0, 0))
        painter.setBrush(QBrush(grad))
        border = QColor(255, 214, 92) if self._active else QColor(255, 255, 255, 200 if hc else 60)
        if self._hover:
            border = QColor(255, 255, 255, 200)
        width = 1.6 if (self._active or self._hover) else 1.0
        painter.setPen(QPen(border, width * 1.8 if hc else width))
        painter.drawRoundedRect(r, radius, radius)
        if self._pick_focus:
            painter.setPen(QPen(QColor(244, 190, 40), 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)

        lay = self.text_layout()
        pad = lay.pad
        small, name_font = lay.small_font, lay.name_font
        if self._dealer:
            # the dealer's button sits on the plate's top-left corner (inside the
            # bounding margin), so the name keeps its whole width
            d = min(h * 0.42, 15.0)
            chip = QRectF(r.left() - d / 2, r.top() - d / 2, d, d)
            painter.setPen(QPen(QColor(120, 80, 10), 1.2))
            painter.setBrush(QColor(250, 226, 140))
            painter.drawEllipse(chip)
            f = QFont(small)
            f.setBold(True)
            f.setPixelSize(max(7, int(d * 0.55)))
            painter.setFont(f)
            painter.setPen(QColor(90, 60, 5))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, self._dealer_letter)
        if self._key:
            # the key cap sits on the top-right corner (inside the bounding margin)
            f = QFont(small)
            f.setBold(True)
            f.setPixelSize(max(8, int(min(h * 0.42, 15.0) * 0.72)))
            side = max(min(h * 0.42, 15.0), QFontMetricsF(f).horizontalAdvance(self._key) + 6)
            cap = QRectF(r.right() - side / 2 - 2, r.top() - side / 2, side, side)
            painter.setPen(QPen(QColor(60, 60, 60), 1.2))
            painter.setBrush(QColor(245, 245, 240))
            painter.drawRoundedRect(cap, 3, 3)
            painter.setFont(f)
            painter.setPen(QColor(25, 25, 25))
            painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, self._key)
        if self._score:
            painter.setFont(small)
            painter.setPen(QColor(255, 232, 120) if hc else QColor(250, 226, 140))
            painter.drawText(lay.score_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self._score)
        painter.setFont(name_font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(lay.name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(name_font).elidedText(self._name, Qt.TextElideMode.ElideRight,
                                                             lay.name_rect.width()))
        lines = list(lay.status_lines)
        if self._thinking and lines:
            # measured with three dots; drawn with as many as the animation shows
            lines[-1] = lines[-1][:-3] + "•" * (1 + int(self._dots) % 3)
        if lines:
            painter.setFont(small)
            painter.setPen(QColor(255, 255, 255) if hc else QColor(205, 225, 212))
            sr = lay.status_rect
            step = sr.height() / len(lines)
            fm = QFontMetricsF(small)
            for i, line in enumerate(lines):
                painter.drawText(QRectF(sr.left(), sr.top() + i * step, sr.width(), step),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                                 fm.elidedText(line, Qt.TextElideMode.ElideRight, sr.width()))
        if self._human:
            path = QPainterPath()
            path.addEllipse(QRectF(r.right() - pad * 0.9, r.bottom() - pad * 0.9, pad * 0.45, pad * 0.45))
            painter.fillPath(path, QColor(120, 200, 140))

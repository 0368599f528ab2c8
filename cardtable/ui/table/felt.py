"""What is painted on the felt rather than carried by a card: the background
itself (:class:`Felt`, from :mod:`cardtable.ui.table.background`: one cached
pixmap per size), the outline of a drop target, the count badge of a pile,
and a small label on the felt (:class:`TableLabel`: a pile's name, "Stock",
"Discard", or a tag on a card: "Strongest").

Decisions: the background is a radial gradient with the faint ring of the
play area, painted once per (size, colour, card width, pixel ratio) and then
only blitted (``TableScene.drawBackground``); a drop target is drawn only
while a drag may end on it (never as a hint that a card is illegal before it
is dragged).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.ui.table.background import Felt

__all__ = ["CountBadge", "DropZone", "Felt", "TableLabel"]


class DropZone(QGraphicsObject):
    """A drop target's outline: invisible at rest; while a card is dragged a
    soft dashed outline where the card may go, bright under the cursor when
    the drop is legal, a red cue under the cursor when it is not.

    States: 0 idle (hidden), 1 accepts the dragged card, 2 legal hover,
    3 illegal hover.
    """

    IDLE, ACCEPTS, HOVER, REFUSES = 0, 1, 2, 3

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(-100, -70, 200, 140)
        self._state = 0
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, r: QRectF) -> None:
        if r != self._rect:
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
        rad = min(self._rect.height(), self._rect.width()) * 0.12
        painter.drawRoundedRect(self._rect, rad, rad)


class CountBadge(QGraphicsObject):
    """A small round badge with a number (the cards of a face-down pile)."""

    def __init__(self) -> None:
        super().__init__()
        self._count = 0
        self._size = 22.0
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def count(self) -> int:
        return self._count

    def set_count(self, n: int) -> None:
        if n != self._count:
            self._count = n
            self.update()

    def set_size(self, size: float) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = size

    def place(self, centre: QPointF, card_w: float, count: int) -> None:
        self.set_size(max(16.0, card_w * 0.36))
        self.set_count(count)
        self.setPos(centre)
        self.setVisible(count > 0)

    def boundingRect(self) -> QRectF:  # noqa: N802
        s = self._size * 0.75
        return QRectF(-s, -self._size / 2 - 1, 2 * s, self._size + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        text = str(self._count)
        s = self._size
        wide = s * (1.0 if len(text) < 2 else 1.35)
        r = QRectF(-wide / 2, -s / 2, wide, s)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 1.2))
        painter.setBrush(QColor(20, 28, 24, 230))
        painter.drawRoundedRect(r, s / 2, s / 2)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, int(s * 0.55)))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


#: a label's tones: (background, outline, text)
LABEL_TONES: dict[str, tuple[QColor, QColor, QColor]] = {
    "plain": (QColor(10, 30, 18, 150), QColor(255, 255, 255, 70), QColor(236, 240, 232)),
    "gold": (QColor(255, 214, 92, 240), QColor(120, 84, 8), QColor(40, 28, 0)),
    "info": (QColor(232, 242, 255, 240), QColor(30, 70, 140), QColor(16, 40, 90)),
}


class TableLabel(QGraphicsObject):
    """A short text in a rounded box on the felt, centred on its position,
    sized from the card width: a pile's name ("Discard", tone ``plain``) or
    a tag on a card ("Strongest" ``gold``, "Taken by Léa" ``info``).  It
    never takes a click."""

    def __init__(self, text: str = "", tone: str = "plain") -> None:
        super().__init__()
        self._text = text
        self._tone = tone if tone in LABEL_TONES else "plain"
        #: a card's tag: where on the card, as a share of its half height below its centre
        self.at = 0.5
        self._px = 12
        self._rect = QRectF()
        self.setZValue(950)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._measure()

    @property
    def text(self) -> str:
        return self._text

    @property
    def tone(self) -> str:
        return self._tone

    def set_text(self, text: str, tone: str | None = None) -> None:
        if tone is not None and tone in LABEL_TONES:
            self._tone = tone
        if text != self._text:
            self._text = text
            self._measure()
        self.update()

    def _font(self) -> QFont:
        font = QFont()
        font.setBold(self._tone != "plain")
        font.setPixelSize(self._px)
        return font

    def _measure(self) -> None:
        fm = QFontMetricsF(self._font())
        w = fm.horizontalAdvance(self._text) + self._px * 1.1
        h = fm.height() + self._px * 0.35
        self.prepareGeometryChange()
        self._rect = QRectF(-w / 2, -h / 2, w, h)

    def place(self, centre: QPointF, card_w: float) -> None:
        """Centre the label on ``centre``, its letters sized for cards ``card_w`` wide."""
        px = max(10, int(round(card_w * 0.16)))
        if px != self._px:
            self._px = px
            self._measure()
        self.setPos(centre)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self._text:
            return
        back, line, ink = LABEL_TONES[self._tone]
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(line, 1.2))
        painter.setBrush(back)
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(self._font())
        painter.setPen(ink)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self._text)

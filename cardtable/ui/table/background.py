"""The table's background: a radial gradient with the faint ring of the play
area, painted once per (size, colour, card width, pixel ratio) into a pixmap
and then only blitted.

It is what the window's first frame shows, before the rest of the table kit
is imported (:class:`cardtable.ui.table.view.TableView`): this module needs
no card renderer and none of Qt's ``Qt`` namespace (PySide6 creates every
enum of that namespace at once on its first use, a cost the first paint
does without)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient

from cardtable.ui.cards import CARD_RATIO

__all__ = ["Felt"]


class Felt:
    """The table's background: a cached pixmap per size and colour."""

    def __init__(self, colour: str = "#1f6b3a") -> None:
        self.colour = QColor(colour)
        self._key: tuple[object, ...] | None = None
        self._pixmap = QPixmap()

    def set_colour(self, colour: str) -> None:
        self.colour = QColor(colour)

    def draw(self, painter: QPainter, rect: QRectF, table: QRectF, card_w: float) -> None:
        """Paint the part ``rect`` of a table ``table`` whose cards are ``card_w`` wide."""
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        key = (int(table.width()), int(table.height()), self.colour.name(), round(card_w, 2), dpr)
        if self._key != key:
            self._key = key
            self._pixmap = self.paint(table, card_w, dpr)
        target = rect.intersected(table)
        if target != rect:
            painter.fillRect(rect, self.colour.darker(165))
        if not target.isEmpty():
            src = QRectF((target.x() - table.x()) * dpr, (target.y() - table.y()) * dpr, target.width() * dpr,
                         target.height() * dpr)
            painter.drawPixmap(target, self._pixmap, src)

    def paint(self, r: QRectF, card_w: float, dpr: float) -> QPixmap:
        """The felt (gradient and the ring of the play area), painted once per size.

        Painted with the painter's calls that have no overload taking a Qt
        enum (``eraseRect`` with the gradient as background, ``strokePath``):
        choosing among such overloads makes PySide6 create the ``Qt``
        namespace, which the first frame does without."""
        pm = QPixmap(max(1, int(r.width() * dpr)), max(1, int(r.height() * dpr)))
        pm.setDevicePixelRatio(dpr)
        p = QPainter(pm)
        local = QRectF(0, 0, r.width(), r.height())
        grad = QRadialGradient(local.center(), max(local.width(), local.height()) * 0.62)
        grad.setColorAt(0.0, self.colour.lighter(118))
        grad.setColorAt(0.55, self.colour)
        grad.setColorAt(1.0, self.colour.darker(150))
        p.setBackground(QBrush(grad))
        p.eraseRect(local)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen()                 # solid, square caps, bevel joins
        pen.setColor(QColor(255, 255, 255, 22))
        pen.setWidthF(max(1.0, card_w * 0.03))
        ring = QRectF(0, 0, card_w * 5.6, card_w * CARD_RATIO * 3.3)
        ring.moveCenter(local.center())
        path = QPainterPath()
        path.addEllipse(ring)
        p.strokePath(path, pen)
        p.end()
        return pm

"""Fitting a top-level window to the screen: the window manager's frame, and
the geometry that keeps a window, frame included, inside the available area
(a laptop's 1366×768, a netbook's 1024×600).  Used by the main window and the
rules window."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QMargins, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: the window manager's frame, guessed while it is not known yet (title bar, borders)
FRAME_GUESS = QMargins(4, 34, 4, 4)


def frame_margins(window: QWidget) -> QMargins:
    """The window manager's frame round a top-level ``window`` (a guess before it is known)."""
    outer, inner = window.frameGeometry(), window.geometry()
    m = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                 outer.right() - inner.right(), outer.bottom() - inner.bottom())
    return m if m.top() > 0 else FRAME_GUESS


def fit_rect(avail: QRect, margins: QMargins, width: int, height: int, centre: Any = None) -> QRect:
    """The geometry (frame excluded) of a window of at most ``width`` × ``height``
    whose frame (``margins``) lies inside ``avail``, centred on ``centre`` (a
    QPoint; the middle of ``avail`` by default) as far as ``avail`` allows."""
    w = max(1, min(width, avail.width() - margins.left() - margins.right()))
    h = max(1, min(height, avail.height() - margins.top() - margins.bottom()))
    outer_w, outer_h = w + margins.left() + margins.right(), h + margins.top() + margins.bottom()
    c = centre if centre is not None else avail.center()
    x = max(avail.left(), min(c.x() - outer_w // 2, avail.right() + 1 - outer_w))
    y = max(avail.top(), min(c.y() - outer_h // 2, avail.bottom() + 1 - outer_h))
    return QRect(x + margins.left(), y + margins.top(), w, h)


def screen_area(widget: QWidget | None) -> QRect | None:
    """The area a window on ``widget``'s screen may use (without task bars and
    panels); None when there is no real screen (the "offscreen" platform of
    the tests, whose made-up 800×800 screen says nothing)."""
    if QGuiApplication.platformName() == "offscreen":
        return None
    screen = (widget.screen() if widget is not None else None) or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None

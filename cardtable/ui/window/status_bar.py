"""The window's status bar: a message too long for the bar is cut at a word
with "…", and the whole of it is the bar's tooltip; a message shown for a
time, or a menu item's status tip, gives the bar back to the line that was
there before it (the standing line: what to do now), never a blank bar.

Qt's own bar draws a message on one line and clips it wherever the bar ends,
often mid-word (a hint's reason on a 1024-pixel screen with the "not saved"
mark beside it).  :class:`StatusBar` keeps the whole text
(:meth:`currentMessage` returns it), shows the part that fits, and fits it
again when the bar is resized.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSizeGrip, QStatusBar, QToolTip, QWidget

__all__ = ["StatusBar"]


class StatusBar(QStatusBar):
    """A status bar whose messages never run past its end."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._timeout = 0
        self._clock = QElapsedTimer()
        self._permanent: list[QWidget] = []
        self.messageChanged.connect(self._on_changed)

    def addPermanentWidget(self, widget: QWidget, stretch: int = 0) -> None:  # noqa: N802 (Qt's name)
        self._permanent.append(widget)
        super().addPermanentWidget(widget, stretch)

    def showMessage(self, text: str, timeout: int = 0) -> None:  # noqa: N802 (Qt's name)
        if timeout <= 0:
            self._standing = text
        self._full = text
        self._timeout = timeout
        self._clock.start()
        self._show(text, timeout)

    def _show(self, text: str, timeout: int) -> None:
        fitted = self._fitted(text)
        self._own = fitted
        super().showMessage(fitted, timeout)
        self._set_tip(text if fitted != text else "")

    def _set_tip(self, tip: str) -> None:
        """The bar's tooltip; one still shown for an older message goes (it
        would stay over the table, the pointer resting, through later moves)."""
        old = self.toolTip()
        if tip != old and old and QToolTip.isVisible() and QToolTip.text() == old:
            QToolTip.hideText()
        self.setToolTip(tip)

    def currentMessage(self) -> str:  # noqa: N802 (Qt's name)
        """The whole message, even when the bar shows only its start."""
        return self._full if super().currentMessage() else ""

    def shown_message(self) -> str:
        """What the bar draws: the message, cut with "…" when it does not fit."""
        return super().currentMessage()

    def message_width(self) -> int:
        """The width Qt gives the message: from 6 pixels in to the first
        permanent widget (or the size grip, or 12 pixels from the end)."""
        right = self.width() - 12
        for grip in self.findChildren(QSizeGrip):
            if grip.isVisible() and grip.x() > 0:     # (at 0: not laid out yet)
                right = min(right, grip.x())
        shown = [w for w in self._permanent if w.isVisible() and w.parent() is not None]
        if shown:
            right = min(right, min(w.x() for w in shown) - 2)
        return max(0, right - 6)

    def _fitted(self, text: str) -> str:
        width = self.message_width()
        fm = self.fontMetrics()
        if not text or fm.horizontalAdvance(text) <= width:
            return text

        def fits(n: int) -> bool:
            return fm.horizontalAdvance(text[:n].rstrip(" ,;:") + "…") <= width

        # the longest start that fits with its "…" (measured here rather than
        # with Qt's elidedText, whose enum would bring in PySide6's whole Qt
        # namespace before the first paint)
        lo, hi = 0, len(text)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if fits(mid):
                lo = mid
            else:
                hi = mid - 1
        # end at a word when one fits: "le roi de…" rather than "le roi d…"
        space = text.rfind(" ", 0, lo + 1)
        if space > lo // 2:
            lo = space
        return text[:lo].rstrip(" ,;:") + "…"

    #: the last message shown without a time limit (what to do now: « À vous… »)
    _standing = ""

    def clearMessage(self) -> None:  # noqa: N802 (Qt's name)
        self._standing = ""
        super().clearMessage()

    def withdraw(self, text: str) -> None:
        """``text`` no longer holds (a prompt for a move nobody can make
        now): it goes from the bar, or, under a timed message, does not
        come back when that message's time is over."""
        if not text:
            return
        if self.currentMessage() == text:
            self.clearMessage()
        elif self._standing == text:
            self._standing = ""

    #: the text this bar last gave Qt (:meth:`_show`); another one is a menu's status tip
    _own = ""

    def _on_changed(self, text: str) -> None:
        if text:
            if text != self._own:    # a status tip Qt showed itself
                self._full, self._timeout = text, 0
                self._set_tip("")
            return
        # a timed message's time ran out, or a menu's status tip went (Qt
        # clears the bar as the pointer leaves a menu item, or as Échap closes
        # the menu): the standing line comes back rather than a blank bar
        if self._standing:
            self._full, self._timeout = self._standing, 0
            self._show(self._standing, 0)
            return
        self._full = ""
        self._set_tip("")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self._full and super().currentMessage() \
                and self._fitted(self._full) != super().currentMessage():
            left = 0
            if self._timeout > 0:        # what is left of its time
                left = max(1, self._timeout - int(self._clock.elapsed()))
            self._show(self._full, left)

"""The table's focus while a menu or a dialog has the keyboard.

The table moves the keyboard focus (to the view when a turn opens, to a
panel's first button, to the curtain) and posts the accessibility focus of
what the arrows choose (a prompt's button, a card's proxy) as the game goes
on, computers playing meanwhile.  While a menu is open, or a dialog of the
program has the keyboard, a screen reader reads that menu or dialog: a
focus event from the table would be spoken in the middle of it ("Finir mon
tour" while the person reads the Affichage menu).  So, meanwhile, the table
sends no focus event: :func:`keyboard_elsewhere` says when, the accessibility
focus of a choice is not posted (the choice is still made, and read when
the person comes back and moves), and a widget the table gives the keyboard
to gets it once the menu or dialog has closed (:func:`focus_when_free`).
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid


def keyboard_elsewhere(widget: QWidget | None = None) -> bool:
    """A menu is open, or a dialog other than ``widget``'s own window has
    the keyboard."""
    if QApplication.activePopupWidget() is not None:
        return True
    modal = QApplication.activeModalWidget()
    if modal is None:
        return False
    return widget is None or modal is not widget.window()


def _alive(ref: weakref.ref[QWidget] | None) -> QWidget | None:
    """The widget of ``ref`` while Qt still has it (a dialog closed and
    deleted leaves a Python wrapper behind)."""
    w = ref() if ref is not None else None
    return w if w is not None and isValid(w) else None


def _blocker() -> QWidget | None:
    """The menu or dialog that has the keyboard, if any."""
    return QApplication.activePopupWidget() or QApplication.activeModalWidget()


class _Pending(QObject):
    """The widget to focus once the keyboard is back (:func:`focus_when_free`):
    it watches the menu or dialog that has the keyboard until it hides."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.widget: weakref.ref[QWidget] | None = None
        self.reason = Qt.FocusReason.OtherFocusReason
        self._watched: weakref.ref[QWidget] | None = None

    def wait_for(self, widget: QWidget, reason: Qt.FocusReason) -> None:
        self.widget, self.reason = weakref.ref(widget), reason
        self._watch()

    def _watch(self) -> None:
        blocker = _blocker()
        watched = _alive(self._watched)
        if blocker is watched:
            return
        if watched is not None:
            watched.removeEventFilter(self)
        self._watched = None
        if blocker is not None:
            blocker.installEventFilter(self)
            self._watched = weakref.ref(blocker)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Hide:
            QTimer.singleShot(0, self, self._retry)
        return False

    def _retry(self) -> None:
        widget = _alive(self.widget)
        if widget is None:
            self._watch()
            return
        if keyboard_elsewhere(widget):
            self._watch()               # another menu or dialog came up meanwhile
            return
        self.widget = None
        watched = _alive(self._watched)
        if watched is not None:
            watched.removeEventFilter(self)
        self._watched = None
        if widget.isVisible() and widget.isEnabled():
            widget.setFocus(self.reason)


_pending: _Pending | None = None


def focus_when_free(widget: QWidget, reason: Qt.FocusReason = Qt.FocusReason.OtherFocusReason) -> None:
    """Give ``widget`` the keyboard focus now, or, while a menu or a dialog
    has the keyboard, once it has closed (the last widget asked for wins)."""
    global _pending
    if not keyboard_elsewhere(widget):
        if _pending is not None:
            _pending.widget = None
        widget.setFocus(reason)
        return
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if _pending is None:
        _pending = _Pending(app)
    _pending.wait_for(widget, reason)


__all__ = ["focus_when_free", "keyboard_elsewhere"]

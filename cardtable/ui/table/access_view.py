"""The table view's own accessible interface: it shows its children.

Qt reads a ``QGraphicsView`` as a scroll area, whose accessible children are
its viewport and scroll bars only: the panels, prompts, corner buttons and
curtain laid over the table (child widgets of the view) and the table's
accessible layer (:mod:`cardtable.ui.table.accessible`) would be out of a
screen reader's reach.  :func:`install` registers a factory that gives
:class:`~cardtable.ui.table.view.TableView` an interface listing every child
widget of the view (not the empty viewport, not the scroll bars, always off).

It imports nothing beyond Qt's GUI and widget modules (the view's first
frame has them already) and does nothing until an assistive technology asks.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAbstractScrollArea, QAccessibleWidget, QWidget

_installed = False


class TableViewInterface(QAccessibleWidget):
    """The view read as a pane: its name and description (the players),
    then its child widgets in the order they were made."""

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view, QAccessible.Role.Client, "")
        self._view = view

    def _kids(self) -> list[QWidget]:
        view = self._view
        bars = [view.horizontalScrollBar(), view.verticalScrollBar()]
        skip = {w for w in (view.viewport(), *bars) if w is not None}
        for bar in bars:     # a scroll bar's containers, between the bar and the view
            w = bar.parentWidget() if bar is not None else None
            while w is not None and w is not view:
                skip.add(w)
                w = w.parentWidget()
        return [c for c in view.children()
                if isinstance(c, QWidget) and not c.isWindow() and c not in skip]

    def childCount(self) -> int:  # noqa: N802
        return len(self._kids())

    def child(self, index: int) -> QAccessibleInterface | None:
        kids = self._kids()
        if 0 <= index < len(kids):
            return QAccessible.queryAccessibleInterface(kids[index])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        obj = child.object() if child is not None else None
        kids = self._kids()
        for i, k in enumerate(kids):
            if k is obj:
                return i
        return -1


#: the interfaces made here, kept from Python's garbage collector: Qt keeps
#: each in its cache and deletes it with its view (the entry then goes stale
#: and is dropped at the next call)
_made: list[QAccessibleInterface] = []


def _factory(key: str, obj: Any) -> QAccessibleInterface | None:
    if key != "TableView" or not isinstance(obj, QAbstractScrollArea):
        return None
    import shiboken6
    _made[:] = [i for i in _made if shiboken6.isValid(i)]
    iface = TableViewInterface(obj)
    _made.append(iface)
    return iface


def install() -> None:
    """Register the factory (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


__all__ = ["TableViewInterface", "install"]

"""Widgets drawn over the table view: the hot-seat curtain, panels (hand
breakdown, end of game, last trick) and short toasts.  The prompt panel
(bids, questions) is :mod:`cardtable.ui.table.prompt`."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPoint,
    QPropertyAnimation,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHideEvent,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QShowEvent,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.table.focus import focus_when_free

#: the panels are opaque: what lies under a count or a result (a pile's count
#: badge, a plate, the last moves' lines) does not show through to be read as
#: part of it
PANEL_STYLE = """
QFrame#panel { background: rgb(14, 24, 19); border: 1px solid rgba(255, 214, 92, 150);
               border-radius: 14px; }
QFrame#panel QLabel { color: #f4f1e6; background: transparent; }
QFrame#panel QLabel#title { color: #ffd65c; font-weight: bold; }
QFrame#panel QPushButton { color: #1b1b1b; background: #f3e6c0; border: 1px solid #b89a4a;
               border-radius: 8px; padding: 6px 12px; font-weight: bold; min-width: 28px; }
QFrame#panel QPushButton:hover { background: #ffe9a6; }
QFrame#panel QPushButton:pressed { background: #e0c675; }
QFrame#panel QPushButton:disabled { color: #777; background: #555; border-color: #444; }
QFrame#panel QPushButton[accent="true"] { background: #ffd65c; }
QFrame#panel QPushButton[hint="true"] { background: #9fe0b0; border-color: #3d8f57; }
QFrame#panel QPushButton[quiet="true"] { background: transparent; color: #f3e6c0; border-color: #8c7a4a; }
QFrame#panel QPushButton[card="true"] { padding: 3px; min-width: 0; }
QFrame#panel QPushButton[card="true"][accent="true"] { border: 4px solid #ffc21a; padding: 0px; }
QFrame#panel QPushButton[badge="true"]:disabled { background: #2c3a32; border: 2px solid #5f7266; padding: 2px; }
QFrame#panel QPushButton:focus { border: 2px solid #2f7fd0; }
"""


class GestureGuard(QObject):
    """Keeps a widget that has just come up from taking a gesture meant for
    what was there before it: the hot-seat :class:`Curtain`, a round's
    summary or the end of the game (:class:`Panel`, read by
    :meth:`TableBehaviour.handle_key`).  A person pressing Entrée or Espace to
    play a card, or holding it down, must not close a summary they have not
    seen.  :meth:`arm` as the widget comes up: for :attr:`guard_ms` it is not
    :attr:`ready`; a key held down (auto-repeat) is never accepted
    (:meth:`accepts`).  A key refused starts the guard again: a person still
    pressing Entrée again and again, or holding it, from before the widget
    came up keeps it closed until their keys have stopped for
    :attr:`guard_ms` (the end of a game is not skipped by a key pressed
    through its last trick).  A choice the person makes on what is now
    shown (an arrow that raises another card or moves a prompt's choice)
    ends it at once (:meth:`settle`): the Entrée that follows confirms that
    choice, it is no key pressed twice.  The tests switch the guard off in
    ``tests/conftest.py`` (``guard_ms`` 0) and test it on its own."""

    #: how long (ms) after its widget comes up a click or a key is ignored
    guard_ms = 600

    def __init__(self, parent: QObject, scale: float = 1.0, restart: bool = True) -> None:
        """``scale``: this guard lasts that share of :attr:`guard_ms`;
        ``restart`` False: a gesture refused does not start it again (only a
        double press is absorbed, never a person still deciding)."""
        super().__init__(parent)
        self._scale = scale
        self._restart = restart
        self._ready = True
        self._arming = QTimer(self)
        self._arming.setSingleShot(True)
        self._arming.timeout.connect(self._arm)

    def arm(self) -> None:
        """The widget comes up: gestures are ignored for :attr:`guard_ms`
        (or for its widget class's own ``guard_ms`` when that is a number)."""
        ms = self._ms()
        self._ready = ms <= 0
        if self._ready:
            self._arming.stop()
        else:
            self._arming.start(ms)

    def _ms(self) -> int:
        own = getattr(type(self.parent()), "guard_ms", None)
        return int((own if isinstance(own, int) else GestureGuard.guard_ms) * self._scale)

    def disarm(self) -> None:
        """The widget went away: nothing is waited for any more."""
        self._arming.stop()

    def _arm(self) -> None:
        self._ready = True

    def settle(self) -> None:
        """The person has made a choice on what is shown now (an arrow
        raised another card, moved a prompt's choice): they are no longer
        pressing through what was there before, so the guard is over and
        their next key is taken."""
        self._arming.stop()
        self._ready = True

    @property
    def ready(self) -> bool:
        """Past :attr:`guard_ms` since :meth:`arm`."""
        return self._ready

    def accepts(self, event: QKeyEvent) -> bool:
        """Whether the key ``event`` is a fresh one made for the widget: not
        held down (auto-repeat), pressed once the guard is over.  A key
        refused (:meth:`refuse`) starts the guard again."""
        if self._ready and not event.isAutoRepeat():
            return True
        self.refuse()
        return False

    def refuse(self) -> None:
        """A gesture came while the guard holds, or a key held down: the
        guard runs again from now (the person is still pressing), unless it
        does not restart."""
        if self._restart and self._ms() > 0:
            self.arm()


class Curtain(QWidget):
    """Covers the whole table until the named person clicks (hot-seat).

    It is opaque and appears in one frame (no fade, no slide): nothing on the
    table can be made out through it or while it comes.  The director turns
    every private card down before showing it (:meth:`TableDirector._show_curtain`).
    While it is up it stays the top widget of the table: the overlays raise
    themselves under it (:func:`raise_overlay`), and a widget made on the
    table meanwhile (a seat's first speech bubble) is put under it at once.

    It lifts only for a gesture made for it (:class:`GestureGuard`): a click
    or a key (Entrée, Espace) in the first :attr:`GestureGuard.guard_ms` after
    it comes up, or a key held down (auto-repeat), is ignored.  The person who
    has just played may be pressing a key to go on from the table (a revealed
    battle waits for one) just as the curtain comes for the next person: that
    key must not show them the next person's cards.  :attr:`ready` says when
    it accepts a gesture."""

    dismissed = Signal()
    #: shown or hidden (the table's accessible layer empties behind it)
    visibility_changed = Signal()
    #: the curtain's own guard (ms), None: the shared :attr:`GestureGuard.guard_ms`
    guard_ms: int | None = None

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self._title = ""
        self._text = ""
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.guard = GestureGuard(self)
        self.hide()
        parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (event.type() == QEvent.Type.ChildAdded and watched is self.parentWidget()
                and self.isVisible()):
            self.raise_()
        return False

    def show_for(self, title: str, text: str) -> None:
        self._title, self._text = title, text
        self.setAccessibleName(title)        # what a screen reader reads of it
        self.setAccessibleDescription(text)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        if not self.isVisible():
            self.guard.arm()
        self.show()
        self.raise_()
        focus_when_free(self)
        self.update()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.visibility_changed.emit()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        super().hideEvent(event)
        self.visibility_changed.emit()

    @property
    def ready(self) -> bool:
        """Up, and past its guard: a click or a key now lifts it."""
        return self.isVisible() and self.guard.ready

    @property
    def title(self) -> str:
        return self._title

    def title_font(self) -> QFont:
        """The title's font: large, and smaller (down to 60%) for a title
        too wide for the curtain -- « Au tour de » and a long name on a
        table narrowed by the scoresheet; past that the title goes on two
        lines, never cut at the edges."""
        f = QFont()
        size = max(18, self.height() // 14)
        f.setPixelSize(size)
        f.setBold(True)
        room = self.width() * 0.94
        while QFontMetrics(f).horizontalAdvance(self._title) > room and f.pixelSize() > max(14, int(size * 0.6)):
            f.setPixelSize(f.pixelSize() - 1)
        return f

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = QLinearGradient(0, 0, 0, self.height())
        g.setColorAt(0, QColor(10, 32, 20))
        g.setColorAt(1, QColor(4, 14, 9))
        p.fillRect(self.rect(), g)
        p.setFont(self.title_font())
        p.setPen(QColor(255, 214, 92))
        top = QRect(0, int(self.height() * 0.32), self.width(), self.height() // 8)
        p.drawText(top.adjusted(int(self.width() * 0.03), 0, -int(self.width() * 0.03), 0),
                   Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._title)
        f2 = QFont()
        f2.setPixelSize(max(13, self.height() // 34))
        p.setFont(f2)
        p.setPen(QColor(235, 235, 225))
        body = QRect(int(self.width() * 0.1), top.bottom() + 10, int(self.width() * 0.8), self.height() // 5)
        p.drawText(body, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                   self._text)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.ready:
            self.dismiss()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
                and self.isVisible() and self.guard.accepts(event)):
            self.dismiss()

    def dismiss(self) -> None:
        """Lift it now (the person's gesture, once :attr:`ready`)."""
        if self.isVisible():
            self.guard.disarm()
            self.hide()
            self.dismissed.emit()


class Panel(QFrame):
    """A rounded translucent panel with a title, a body and a row of buttons,
    placed centred on a point (:meth:`place`) or as near a point as it lies
    clear of given rectangles (:meth:`place_clear_of`, :meth:`spot_clear_of`;
    narrower where it must, tier by tier: :meth:`spot_in_tiers`), or, with
    no such place, where it covers the least (:meth:`spot_least_covering`)."""

    def __init__(self, parent: QWidget, title: str = "", name: str = "panel") -> None:
        super().__init__(parent)
        # the object name is the style sheet's selector: given here, before
        # any child is polished (a panel renamed afterwards left its hidden
        # body label unstyled: black text on the dark panel)
        self.setObjectName(name)
        self.setStyleSheet(PANEL_STYLE.replace("QFrame#panel", f"QFrame#{name}"))
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(18, 14, 18, 14)
        self.layout_.setSpacing(10)
        self.title = QLabel(title, self)
        self.title.setObjectName("title")
        f = self.title.font()
        f.setPointSizeF(f.pointSizeF() * 1.25)
        self.title.setFont(f)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.layout_.addWidget(self.title)
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.layout_.addWidget(self.body)
        self.body.hide()
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(6)
        self.layout_.addLayout(self.buttons)
        #: armed each time the panel comes up: a key pressed for the table
        #: before it appeared, or held down, does not press its button
        #: (:meth:`TableBehaviour.handle_key`)
        self.guard = GestureGuard(self)
        self.hide()
        self._button_texts: dict[QPushButton, Callable[[], str]] = {}

    def retranslate(self) -> None:
        """The language changed: the buttons made with a text function say it
        again (see :meth:`add_button`)."""
        for b, text in list(self._button_texts.items()):
            try:
                b.setText(text())
                b.setProperty("full_text", None)
            except RuntimeError:        # deleted with clear_buttons
                del self._button_texts[b]

    def showEvent(self, event) -> None:  # noqa: N802
        if not event.spontaneous():
            self.guard.arm()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        """The guard is put away; and a panel closed while one of its buttons
        held the keyboard (Tab, then Enter or Space) gives the keyboard back
        to the table under it, not to the next button of the focus chain."""
        if not event.spontaneous():
            self.guard.disarm()
        focus = QApplication.focusWidget()
        super().hideEvent(event)
        parent = self.parentWidget()
        if focus is not None and self.isAncestorOf(focus) and parent is not None:
            parent.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_body(self, html: str) -> None:
        self.body.setText(html)
        self.body.setVisible(bool(html))
        self._body_scale = 1.0

    _body_scale = 1.0
    _needed_height = 0

    def fit(self, width: int, height: int, shrink_body: bool = True) -> None:
        """Size the panel to its content, at most ``width`` × ``height``:
        the title and the body get the width their text needs (wrapped only
        when the room is too narrow), the buttons their whole labels; when the
        content is still too tall the body's text is made smaller (unless
        ``shrink_body`` is False: the height needed is then only measured)."""
        m = self.layout_.contentsMargins()
        room = max(80, width - m.left() - m.right() - 2)
        self.setMaximumSize(16777215, 16777215)
        for label in (self.title, self.body):
            label.setMinimumWidth(0)
        bottom = [w for w in (self.buttons.itemAt(i).widget() for i in range(self.buttons.count()))
                  if isinstance(w, QPushButton)]
        if bottom:
            gaps = max(0, self.buttons.spacing()) * (len(bottom) - 1)
            needs = [fit_button_label(b, 16777215) for b in bottom]
            if sum(needs) + gaps > room:       # too narrow for every label whole: equal shares, elided
                share = (room - gaps) // len(bottom)
                for b in bottom:
                    fit_button_label(b, max(40, share))
        if not shrink_body:
            self._body_scale = 1.0
        if self.body.isVisibleTo(self) and self.body.text():
            base = self.font()
            for _ in range(6 if shrink_body else 1):
                f = QFont(base)
                if base.pointSizeF() > 0:
                    f.setPointSizeF(max(7.0, base.pointSizeF() * self._body_scale))
                self.body.setFont(f)
                self.body.setMinimumWidth(self._text_width(self.body, room, True))
                self.title.setMinimumWidth(self._text_width(self.title, room, False))
                self.adjustSize()
                if self.height() <= height or self._body_scale <= 0.62:
                    break
                self._body_scale *= 0.9
        else:
            self.title.setMinimumWidth(self._text_width(self.title, room, False))
            self.adjustSize()
        w = min(width, max(self.width(), self.minimumSizeHint().width()))
        h = self.heightForWidth(w) if self.hasHeightForWidth() else self.sizeHint().height()
        #: the height the content needs (more than the panel's when ``height`` cut it)
        self._needed_height = max(h, self.layout_.minimumSize().height())
        self.resize(w, min(height, self._needed_height))

    def _text_width(self, label: QLabel, room: int, rich: bool) -> int:
        """The minimum width given to the title or the body: the width its
        text needs on one line, at most ``room``."""
        return min(room, _ideal_width(label.text(), label.font(), rich=rich))

    def add_button(self, text: str | Callable[[], str], slot=None, accent: bool = False,
                   row: QHBoxLayout | None = None) -> QPushButton:
        """A button in the bottom row (or in ``row``).  ``text`` given as a
        function (``lambda: tr("Close")``) is asked again by :meth:`retranslate`
        after a language switch; a plain text stays as it is."""
        b = QPushButton(text() if callable(text) else text, self)
        if callable(text):
            b.setProperty("retranslate", True)
            self._button_texts[b] = text
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if accent:
            b.setProperty("accent", True)
        if slot is not None:
            b.clicked.connect(slot)
        b.setProperty("guarded", True)     # a click just as the panel came up is not for it (eventFilter)
        b.installEventFilter(self)
        (row or self.buttons).addWidget(b)
        if self.isVisible():
            # on a panel already up (its buttons changed), the layout would show
            # it only at the next turn of the event loop: the panel, fitted now,
            # would leave it no room
            b.show()
        return b

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """A click on one of the panel's buttons (:meth:`add_button`) in the
        first moments after the panel came up (its :attr:`guard`) was aimed
        at what was there before, the curtain or a card: it does nothing,
        and the guard runs again, as for a key pressed through (a count or
        the end of the game is not skipped by a click that arrived with
        it).  ← and → on one of its buttons move the keyboard along the
        row (:meth:`focus_along`)."""
        if (event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
                and isinstance(watched, QPushButton) and watched.property("guarded")
                and not self.guard.ready):
            self.guard.refuse()
            return True
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right) and isinstance(watched, QPushButton)
                and watched in self.row_buttons()):
            self.focus_along(watched, event.key() == Qt.Key.Key_Right)
            return True
        return super().eventFilter(watched, event)

    def row_buttons(self) -> list[QPushButton]:
        """The bottom row's buttons that may be pressed now, left to right."""
        return [b for b in (self.buttons.itemAt(i).widget() for i in range(self.buttons.count()))
                if isinstance(b, QPushButton) and b.isVisible() and b.isEnabled()]

    def focus_along(self, start: QWidget | None, forward: bool) -> bool:
        """Give the keyboard to the bottom row's button beside ``start`` (→:
        the next, ←: the previous; the row does not wrap), or, from outside
        the row, to its first (→) or last (←) button, as in a dialog's row of
        buttons (Entrée or Espace then presses it).  False: no button."""
        row = self.row_buttons()
        if not row:
            return False
        if start in row:
            i = row.index(start) + (1 if forward else -1)    # type: ignore[arg-type]
            target = row[max(0, min(len(row) - 1, i))]
        else:
            target = row[0] if forward else row[-1]
        target.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
        return True

    def clear_buttons(self) -> None:
        """Remove the buttons of the bottom row."""
        while self.buttons.count():
            w = self.buttons.takeAt(0).widget()
            if w is not None:
                self._button_texts.pop(w, None)  # type: ignore[call-overload]
                w.hide()
                w.deleteLater()

    def buttons_width(self) -> int:
        """The panel's width that shows every button of its bottom row whole."""
        bottom = [w for w in (self.buttons.itemAt(i).widget() for i in range(self.buttons.count()))
                  if isinstance(w, QPushButton)]
        if not bottom:
            return 0
        m = self.layout_.contentsMargins()
        gaps = max(0, self.buttons.spacing()) * (len(bottom) - 1)
        return sum(fit_button_label(b, 16777215) for b in bottom) + gaps + m.left() + m.right() + 2

    def first_button(self) -> QPushButton | None:
        item = self.buttons.itemAt(0)
        w = item.widget() if item is not None else None
        return w if isinstance(w, QPushButton) else None

    def place(self, center_x: int, center_y: int) -> None:
        """Show the panel sized to its content, centred on the point and kept
        inside its parent."""
        parent = self.parentWidget()
        if parent is not None:
            self.fit(min(parent.width() - 12, self._max_width), parent.height() - 12)
        else:
            self.adjustSize()
        x = center_x - self.width() // 2
        y = center_y - self.height() // 2
        if parent is not None:
            x = max(6, min(parent.width() - self.width() - 6, x))
            y = max(6, min(parent.height() - self.height() - 6, y))
        self.move(x, y)
        self.show()
        raise_overlay(self)

    # ------------------------------------------------------- clear of things
    def place_clear_of(self, avoid: Iterable[QRect], prefer: QPoint | None = None,
                       fallback: Iterable[QRect] = (), max_width: int | None = None,
                       between: Sequence[Iterable[QRect]] = ()) -> None:
        """Show the panel as near ``prefer`` (default: the centre) as it can
        without covering any of ``avoid``; if nothing fits, clear of each
        set of ``between`` in turn (fewer and fewer things kept in view),
        then of ``fallback`` only; else centred on ``prefer``.
        ``max_width``: the panel no wider than that (its text wrapped), for
        a panel of running text (a hint) rather than one long line across
        the table."""
        parent = self.parentWidget()
        if parent is None:
            self.adjustSize()
            self.show()
            return
        area = parent.rect().adjusted(6, 6, -6, -6)
        centre = prefer if prefer is not None else area.center()
        avoid = [r.adjusted(-6, -6, 6, 6) for r in avoid]
        fallback = [r.adjusted(-6, -6, 6, 6) for r in fallback]
        if max_width is not None:
            self._max_width = max_width
        spot = self._spot_paged(area, centre, avoid)
        for tier in between:
            if spot is None:
                spot = self._spot_paged(area, centre, [r.adjusted(-6, -6, 6, 6) for r in tier])
        if spot is None and fallback:
            spot = self._spot_paged(area, centre, fallback)
        if spot is None:
            self.place(centre.x(), centre.y())
            return
        self.move(spot)
        self.show()
        raise_overlay(self)

    def spot_clear_of(self, avoid: Iterable[QRect], prefer: QPoint | None = None,
                      narrow: bool = False, max_width: int | None = None) -> QPoint | None:
        """Fit the panel to its parent and return where it would lie clear of
        ``avoid`` (as :meth:`place_clear_of` would), or None when it fits
        nowhere; the panel is not moved.  Used to choose a layout (card size,
        columns, a width) that fits before placing it.  ``narrow``: the panel
        no wider than its buttons need, its title wrapped (a panel with a row
        of buttons, not a prompt's grid); ``max_width``: as
        :meth:`place_clear_of`'s."""
        parent = self.parentWidget()
        if parent is None:
            return None
        if max_width is not None:
            self._max_width = max_width
        area = parent.rect().adjusted(6, 6, -6, -6)
        centre = prefer if prefer is not None else area.center()
        avoid = [r.adjusted(-6, -6, 6, 6) for r in avoid]
        if narrow and self.buttons_width():
            self.fit(min(area.width(), self.buttons_width()), area.height())
            return self._free_spot(area, centre, avoid)
        return self._spot_paged(area, centre, avoid)

    # ---------------------------------------- narrower, or where it covers least
    #: the narrowest :meth:`spot_in_tiers` makes a panel of words (wrapped
    #: on more lines), whatever its buttons
    NARROWEST = 240

    def narrowest_width(self) -> int:
        """The least width :meth:`spot_in_tiers` fits the panel to: its
        bottom row of buttons whole, its words no narrower than
        :attr:`NARROWEST` (a prompt adds its grid's narrowest shape)."""
        return max(self.NARROWEST, self.buttons_width())

    def spot_in_tiers(self, tiers: Sequence[Iterable[QRect]], prefer: QPoint | None = None,
                      widest: int | None = None, step: int = 20) -> tuple[int, QPoint] | None:
        """Where the panel lies clear of the first of ``tiers`` (the
        strictest first) that leaves it a place, as near ``prefer`` as it
        can, at its full width (``widest`` at most) or else narrower,
        ``step`` pixels at a time down to :meth:`narrowest_width`: its words
        on more lines, a prompt's grid in fewer columns (whole groups of its
        ``column_step``), its rows paged.  A narrower, taller panel that
        keeps a stricter tier in view is better than a wide one over what
        the stricter tier keeps (a player's plate); of the widths that keep
        the same tier, the widest.  Returns the tier's index and the place,
        the panel left fitted for it (:meth:`show_at` then shows it there);
        None when no tier leaves a place at any width (its width is then as
        before)."""
        parent = self.parentWidget()
        if parent is None:
            return None
        area = parent.rect().adjusted(6, 6, -6, -6)
        centre = prefer if prefer is not None else area.center()
        padded = [_padded(tier) for tier in tiers]
        full = widest if widest is not None else Panel._max_width
        best: tuple[int, int, QPoint] | None = None       # (tier, width, place)
        width = full
        for width in self._widths_down(full, step):
            self._max_width = width
            found = self._spots_in_tiers(area, centre, padded if best is None else padded[:best[0]])
            if found is not None:
                best = (found[0], width, found[1])
                if found[0] == 0:
                    break
        if best is None:
            self._max_width = full
            return None
        if best[1] != width:
            self._max_width = best[1]
            self._spots_in_tiers(area, centre, padded[:best[0] + 1])     # fitted again as it was found
        return best[0], best[2]

    def _spots_in_tiers(self, area: QRect, centre: QPoint, tiers: list[list[QRect]]) -> tuple[int, QPoint] | None:
        """Fitted to ``area`` (and its ``max_width``), the first of ``tiers``
        (grown by 6 pixels already) with a place for the panel, and that
        place; None when none has one (a prompt also tries fewer rows of its
        grid a page)."""
        self._fit_in(area)
        for i, tier in enumerate(tiers):
            spot = self._free_spot(area, centre, tier)
            if spot is not None:
                return i, spot
        return None

    def spot_least_covering(self, must: Iterable[QRect], rather: Sequence[Iterable[QRect]] = (),
                            prefer: QPoint | None = None, max_width: int | None = None) -> Covering | None:
        """Fit the panel to its parent (``max_width`` at most, as
        :meth:`place_clear_of`'s) and find where it covers none of ``must``
        and the least of ``rather`` (:func:`least_covering_spot`): where no
        place leaves everything in view, the least important place.  None
        when no place is clear of ``must``; the panel is not moved."""
        parent = self.parentWidget()
        if parent is None:
            return None
        if max_width is not None:
            self._max_width = max_width
        area = parent.rect().adjusted(6, 6, -6, -6)
        centre = prefer if prefer is not None else area.center()
        self._fit_in(area)
        return least_covering_spot(area, self.width(), self.height(), centre, _padded(must),
                                   [_padded(tier) for tier in rather])

    def _widths_down(self, full: int, step: int) -> Iterator[int]:
        """The widths :meth:`spot_in_tiers` and :meth:`spot_least_covering_narrowed`
        try, widest first: ``full``, then ``step`` pixels under the width the
        panel took at the last one (a panel may fit narrower than it was
        allowed), down to :meth:`narrowest_width`."""
        narrowest = self.narrowest_width()
        width = full
        while True:
            yield width
            if width <= narrowest:
                return
            width = max(narrowest, min(width, self.width()) - step)

    def spot_least_covering_narrowed(self, must: Iterable[QRect], rather: Sequence[Iterable[QRect]] = (),
                                     prefer: QPoint | None = None, widest: int | None = None,
                                     step: int = 20) -> Covering | None:
        """:meth:`spot_least_covering` at the panel's full width (``widest``
        at most) and narrower, ``step`` pixels at a time down to
        :meth:`narrowest_width`, as :meth:`spot_in_tiers` tries them: the
        place at the width where it covers the fewest rectangles of
        ``rather`` (tier by tier), the widest of those widths.  The panel is
        left fitted for it; None when no width has a place clear of
        ``must``."""
        must, rather = list(must), [list(tier) for tier in rather]
        full = widest if widest is not None else Panel._max_width
        best: tuple[int, Covering] | None = None
        width = full
        for width in self._widths_down(full, step):
            found = self.spot_least_covering(must, rather, prefer, max_width=width)
            if found is not None and (best is None or found.counts < best[1].counts):
                best = (width, found)
                if not any(found.counts):
                    break               # nothing covered: no narrower width does better
        if best is None:
            self._max_width = full
            return None
        if best[0] != width:
            self.spot_least_covering(must, rather, prefer, max_width=best[0])     # fitted again as it was found
        return best[1]

    def show_at(self, spot: QPoint) -> None:
        """Show the panel at the size it was last fitted to, its top left
        corner at ``spot`` (found by :meth:`spot_in_tiers` or
        :meth:`spot_least_covering`), over the table's other overlays."""
        self.move(spot)
        self.show()
        raise_overlay(self)

    def _fit_in(self, area: QRect) -> None:
        """Size the panel to its content within ``area`` (and its ``max_width``)."""
        self.fit(min(area.width(), self._max_width), area.height())

    def _free_spot(self, area: QRect, centre: QPoint, avoid: list[QRect]) -> QPoint | None:
        """The nearest place to ``centre`` (on an 8-pixel grid around it,
        clamped into ``area``) where the panel covers none of ``avoid``, or
        None.  Each row of the grid is searched by jumping over the spans its
        obstacles block, not pixel step by pixel step: a panel is placed at
        once even on a slow computer (the search runs several times each time
        a prompt opens, while the person waits for it)."""
        w, h = self.width(), self.height()
        if w > area.width() or h > area.height():
            return None
        step = 8
        avoid = [a for a in avoid if not a.isEmpty()]
        lo, hi = area.left(), area.right() - w + 1
        x0, y0 = centre.x() - w // 2, centre.y() - h // 2
        kmax = area.width() // step

        def around(n: int) -> list[int]:
            return [0] + [s * k for k in range(step, n + 1, step) for s in (1, -1)]

        def first_free(blocked: list[tuple[int, int]], sign: int) -> int | None:
            """The smallest k (from 1 leftwards) whose x = x0 + sign*8k, clamped, is free."""
            k = 0 if sign > 0 else 1
            while k <= kmax:
                x = min(max(lo, x0 + sign * step * k), hi)
                span = next(((a, b) for a, b in blocked if a <= x <= b), None)
                if span is None:
                    return k
                if (sign > 0 and x == hi) or (sign < 0 and x == lo):
                    return None          # clamped to the edge: every further x is this one
                # the next grid x beyond the span
                if sign > 0:
                    k = max(k + 1, -(-(span[1] + 1 - x0) // step))
                else:
                    k = max(k + 1, -(-(x0 - span[0] + 1) // step))
            return None

        best: tuple[int, QPoint] | None = None
        rows_seen: set[int] = set()
        for dy in around(area.height()):
            if best is not None and dy * dy >= best[0]:
                break
            y = min(max(area.top(), y0 + dy), area.bottom() - h + 1)
            if y in rows_seen:
                continue
            rows_seen.add(y)
            # the x the panel may not start at on this row: it would overlap an obstacle
            blocked = [(a.left() - w + 1, a.right()) for a in avoid if a.top() < y + h and a.bottom() >= y]
            right, left = first_free(blocked, 1), first_free(blocked, -1)
            # the grid is tried 0, +8, -8, +16, -16…: the first free one on the row
            order = [(2 * k - 1 if k else 0, step * k) for k in [right] if k is not None]
            order += [(2 * k, -step * k) for k in [left] if k is not None]
            if not order:
                continue
            dx = min(order)[1]
            d = dx * dx + dy * dy
            if best is None or d < best[0]:
                best = (d, QPoint(min(max(lo, x0 + dx), hi), y))
        return None if best is None else best[1]

    #: the widest the panel is fitted to (:meth:`place_clear_of`'s ``max_width``)
    _max_width = 16777215

    def _spot_paged(self, area: QRect, centre: QPoint, avoid: list[QRect]) -> QPoint | None:
        """Where the panel, fitted to ``area``, lies clear of ``avoid``
        (nearest ``centre``), or None (a prompt also tries fewer rows of its
        grid a page)."""
        self._fit_in(area)
        return self._free_spot(area, centre, avoid)


def _padded(rects: Iterable[QRect]) -> list[QRect]:
    """``rects`` without the empty ones, each grown by the 6 pixels a panel
    keeps from what it lies clear of."""
    return [r.adjusted(-6, -6, 6, 6) for r in rects if not r.isEmpty()]


@dataclass(frozen=True)
class Covering:
    """A place found by :func:`least_covering_spot`: the panel's top left
    corner, and how many rectangles of each tier of ``rather`` it covers
    there (``counts[0]``: of the most important tier)."""

    spot: QPoint
    counts: tuple[int, ...]
    #: what the places were compared by: the counts and covered pixels, tier
    #: by tier, then the distance from the preferred centre
    key: tuple[int, ...]


def least_covering_spot(area: QRect, w: int, h: int, prefer: QPoint, must: Sequence[QRect],
                        rather: Sequence[Sequence[QRect]]) -> Covering | None:
    """The place of a ``w`` × ``h`` panel inside ``area`` that covers none of
    ``must`` and the least of ``rather``, or None when no place is clear of
    ``must``.

    ``rather`` lists tiers of rectangles, the most important first (the
    players' plates, then their cards, then a log that can make way):
    a place covering fewer rectangles of the first tier is better, then
    fewer of its pixels, then the same for the next tier, and so on; of
    places equal in all that, the one whose centre is nearest ``prefer``.
    Only the places where the panel's edges meet an obstacle's or the
    area's edges (and the one centred on ``prefer``) are tried: what a
    panel covers changes only there, so the least is among them, and the
    search is quick enough to run while a prompt opens."""
    lo_x, hi_x = area.left(), area.right() - w + 1
    lo_y, hi_y = area.top(), area.bottom() - h + 1
    if hi_x < lo_x or hi_y < lo_y:
        return None

    def box(r: QRect) -> tuple[int, int, int, int]:
        return r.left(), r.top(), r.right(), r.bottom()
    walls = [box(r) for r in must]
    tiers = [[box(r) for r in tier] for tier in rather]
    every = walls + [b for tier in tiers for b in tier]
    cx, cy = prefer.x() - w // 2, prefer.y() - h // 2
    xs = {lo_x, hi_x, min(max(lo_x, cx), hi_x)}
    ys = {lo_y, hi_y, min(max(lo_y, cy), hi_y)}
    for left, top, right, bottom in every:
        xs.update(x for x in (left - w, right + 1) if lo_x <= x <= hi_x)
        ys.update(y for y in (top - h, bottom + 1) if lo_y <= y <= hi_y)
    best: tuple[tuple[int, ...], int, int, tuple[int, ...]] | None = None
    for y in sorted(ys):
        y2 = y + h - 1
        # the obstacles beside this row of places, and the x spans they forbid
        blocked = [(left - w + 1, right) for left, top, right, bottom in walls if top <= y2 and bottom >= y]
        rows = [[b for b in tier if b[1] <= y2 and b[3] >= y] for tier in tiers]
        for x in sorted(xs):
            if any(a <= x <= b for a, b in blocked):
                continue
            x2 = x + w - 1
            key: list[int] = []
            counts: list[int] = []
            for tier in rows:
                n = pixels = 0
                for left, top, right, bottom in tier:
                    if left <= x2 and right >= x:
                        n += 1
                        pixels += (min(right, x2) - max(left, x) + 1) * (min(bottom, y2) - max(top, y) + 1)
                counts.append(n)
                key += (n, pixels)
            key.append((x - cx) ** 2 + (y - cy) ** 2)
            found = tuple(key)
            if best is None or found < best[0]:
                best = (found, x, y, tuple(counts))
    if best is None:
        return None
    return Covering(QPoint(best[1], best[2]), best[3], best[0])


def fit_button_label(button: QPushButton, room: int) -> int:
    """Give ``button`` the minimum width its whole label needs (the text's
    width from the font metrics plus the style's padding and border) and
    return it.  Only when that is wider than ``room`` is the label elided
    (the last resort), the full text then in the tooltip.  The full label is
    kept in the "full_text" property, so a later, wider fit shows it whole
    again."""
    full = button.property("full_text")
    if full is None:
        full = button.text()
        button.setProperty("full_text", full)
        button.setProperty("full_tooltip", button.toolTip())
    button.ensurePolished()
    if button.text() != full:
        button.setText(full)
        button.setToolTip(button.property("full_tooltip") or "")
    need = button.sizeHint().width()
    if need > room and full:
        fm = button.fontMetrics()
        extra = need - fm.horizontalAdvance(full)
        button.setText(fm.elidedText(full, Qt.TextElideMode.ElideRight, max(12, room - extra)))
        if not button.property("full_tooltip"):
            button.setToolTip(full)
        need = max(room, button.sizeHint().width())
    button.setMinimumWidth(need)
    return need


#: a widget property: an overlay that nothing else on the table covers (the
#: host's banner with the table code and address); see :func:`kept_clear`
KEEP_CLEAR = "keepClear"


def kept_clear(parent: QWidget) -> list[QRect]:
    """Where the visible overlays on ``parent`` marked :data:`KEEP_CLEAR` are
    (the host's banner): what logs, bubbles and prompts keep clear of, and
    what :func:`raise_overlay` keeps on top."""
    return [w.geometry() for w in parent.children()
            if isinstance(w, QWidget) and w.property(KEEP_CLEAR) and w.isVisible()]


def raise_overlay(widget: QWidget) -> None:
    """Raise ``widget`` over its siblings, but under the overlays marked
    :data:`KEEP_CLEAR` (the host's banner: the table code stays readable)
    and under the hot-seat curtain when the curtain is up: the curtain
    covers everything on the table (bubbles, toasts, banners, panels), so a
    computer's "I've looked." said behind it is only seen once the curtain
    is lifted.

    A side panel (a log put by :func:`place_side_panel`) stays under the
    table's panels that are up (a count, the end of the game, a prompt, a
    hint) and under the speech bubbles shown: what the person must read or
    answer, or a player says, is never covered by a log that grew
    meanwhile."""
    widget.raise_()
    parent = widget.parentWidget()
    if parent is None:
        return
    if widget.property(_SIDE_SPOT) is not None:
        # the lowest panel or speech bubble up (children are listed from the bottom of the stack up)
        under = next((w for w in parent.children() if isinstance(w, (Panel, Bubble)) and w is not widget
                      and w.isVisible() and w.property(_SIDE_SPOT) is None), None)
        if under is not None:
            widget.stackUnder(under)
    if not widget.property(KEEP_CLEAR):
        for sibling in parent.children():
            if isinstance(sibling, QWidget) and sibling.property(KEEP_CLEAR) and sibling.isVisible():
                sibling.raise_()
    for sibling in parent.children():
        if isinstance(sibling, Curtain) and sibling is not widget and sibling.isVisible():
            sibling.raise_()


def covered_area(rect: QRect, avoid: list[QRect]) -> int:
    """How many pixels of ``rect`` lie on ``avoid`` (overlaps counted once per rectangle)."""
    total = 0
    for a in avoid:
        if rect.intersects(a):
            r = rect.intersected(a)
            total += r.width() * r.height()
    return total


#: the widget property that remembers which of its preferred spots a side panel took
_SIDE_SPOT = "side_panel_spot"


def place_side_panel(widget: QWidget, area: QRect, avoid: list[QRect],
                     spots: list[tuple[int, int]], step: int = 8) -> bool:
    """Move a side panel of the table (a log, a journal) to the first of
    ``spots`` (its preferred corners) where it covers none of ``avoid``,
    else to the free place of an ``step``-pixel grid over ``area`` nearest
    an edge of the table, and return True; when no place is free, leave it
    where it is and return False (the caller shows fewer lines, or hides it:
    a side panel never lies over a player's cards or plate).

    A panel stays in the corner it was last put in while that corner is
    clear, even when a corner earlier in ``spots`` has come free meanwhile:
    it moves only when it must, so that the eye finds it where it was (the
    corner is remembered on the widget, by its place in ``spots``, which a
    caller keeps in the same order).  Put on the grid, it likewise stays
    where it is while that place is clear and no corner has come free."""
    w, h = widget.width(), widget.height()
    if w > area.width() or h > area.height():
        return False
    avoid = [a for a in avoid if not a.isEmpty()]
    last = widget.property(_SIDE_SPOT)
    here = QRect(widget.x(), widget.y(), w, h)
    stay = last == -1 and area.contains(here) and covered_area(here, avoid) == 0
    order = list(range(len(spots)))
    if isinstance(last, int) and 0 <= last < len(spots):
        order.remove(last)
        order.insert(0, last)
    for i in order:
        x, y = spots[i]
        if area.contains(QRect(x, y, w, h)) and covered_area(QRect(x, y, w, h), avoid) == 0:
            widget.move(x, y)
            widget.setProperty(_SIDE_SPOT, i)
            return True
    widget.setProperty(_SIDE_SPOT, -1)
    if stay:
        return True
    right, bottom = area.right() - w + 1, area.bottom() - h + 1
    best: tuple[int, int, int] | None = None
    for y in sorted({*range(area.top(), bottom + 1, step), bottom}):
        # the x spans where the panel at this height would touch something
        spans = [(a.left() - w + 1, a.right()) for a in avoid if a.top() < y + h and a.bottom() >= y]
        for x in (_first_free(area.left(), spans, 1, right), _first_free(right, spans, -1, area.left())):
            if x is None:
                continue
            edge = min(x - area.left(), right - x, y - area.top(), bottom - y)
            if best is None or edge < best[0]:
                best = (edge, x, y)
    if best is None:
        return False
    widget.move(best[1], best[2])
    return True


def side_panels(parent: QWidget) -> list[QWidget]:
    """The side panels shown on ``parent`` (the logs :func:`place_side_panel`
    put there): what a prompt keeps clear of where there is room, the side
    panel making way where there is not (:meth:`TableBehaviour.place_prompt`)."""
    return [w for w in parent.children()
            if isinstance(w, QWidget) and w.property(_SIDE_SPOT) is not None and w.isVisible()]


def _first_free(x: int, spans: list[tuple[int, int]], sign: int, limit: int) -> int | None:
    """From ``x`` towards ``limit`` (``sign`` 1: rightwards), the first x in
    none of ``spans`` (closed intervals), or None."""
    while sign * (limit - x) >= 0:
        inside = [sp for sp in spans if sp[0] <= x <= sp[1]]
        if not inside:
            return x
        x = max(sp[1] for sp in inside) + 1 if sign > 0 else min(sp[0] for sp in inside) - 1
    return None


_IDEAL_WIDTHS: dict[tuple[str, str, bool], int] = {}


def _ideal_width(text: str, font: QFont, rich: bool = False) -> int:
    """The width ``text`` needs on one line per paragraph (pixels).  Kept
    per text and font: a prompt measured in several layouts as it opens asks
    for the same texts again and again."""
    if not text:
        return 0
    key = (text, font.key(), rich)
    known = _IDEAL_WIDTHS.get(key)
    if known is not None:
        return known
    if len(_IDEAL_WIDTHS) > 512:
        _IDEAL_WIDTHS.clear()
    _IDEAL_WIDTHS[key] = width = _measure_width(text, font, rich)
    return width


def _measure_width(text: str, font: QFont, rich: bool) -> int:
    doc = QTextDocument()
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    if rich:
        doc.setHtml(text)
    else:
        doc.setPlainText(text)
    return int(doc.idealWidth()) + 6


class Fader:
    """Shows an overlay at full opacity for a while, then fades it out (over
    ``fade_ms``) and hides it: what a toast, a banner and a bubble share."""

    def __init__(self, widget: QWidget, fade_ms: int) -> None:
        self.widget = widget
        self.fade_ms = fade_ms
        self.effect = QGraphicsOpacityEffect(widget)
        widget.setGraphicsEffect(self.effect)
        self.fade = QPropertyAnimation(self.effect, b"opacity", widget)
        self.fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self.fade.finished.connect(widget.hide)
        self.timer = QTimer(widget)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.start_fade)

    def show_for(self, ms: int) -> None:
        """Show the widget (above the table's other overlays) for ``ms``, then fade it."""
        self.fade.stop()
        self.effect.setOpacity(1.0)
        self.widget.show()
        raise_overlay(self.widget)
        self.widget.update()
        self.timer.start(max(1, ms))

    def start_fade(self) -> None:
        self.fade.setDuration(self.fade_ms)
        self.fade.setStartValue(1.0)
        self.fade.setEndValue(0.0)
        self.fade.start()


class Toast(QLabel):
    """A short message over the table that fades away."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("toast")
        self.setStyleSheet("QLabel#toast { color: #1b1b1b; background: rgba(255, 226, 140, 235);"
                           " border-radius: 12px; padding: 8px 18px; font-weight: bold; }")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._fader = Fader(self, 350)
        self.hide()

    def show_text(self, text: str, ms: int, center_x: int, center_y: int) -> None:
        self.setText(text)
        self.adjustSize()
        self.move(center_x - self.width() // 2, center_y - self.height() // 2)
        self._fader.show_for(ms)


class Banner(QWidget):
    """A word shown large over the table ("Peech !", "Deutch !"), with a
    smaller line under it; it grows in a little, stays, then fades away."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._text = ""
        self._sub = ""
        self._scale = 1.0
        self._fader = Fader(self, 450)
        self.hide()

    @property
    def text(self) -> str:
        return self._text

    @property
    def sub(self) -> str:
        return self._sub

    def show_text(self, text: str, sub: str, ms: int, center_x: int, center_y: int) -> None:
        """Show ``text`` (large) and ``sub`` centred on the point for ``ms``."""
        self._text, self._sub = text, sub
        parent = self.parentWidget()
        pw = parent.width() if parent is not None else 800
        ph = parent.height() if parent is not None else 600
        w, h = int(pw * 0.8), int(min(ph * 0.36, pw * 0.22))
        self.setGeometry(center_x - w // 2, center_y - h // 2, w, h)
        self._fader.show_for(ms)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        from PySide6.QtGui import QPainterPath, QPen
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        big = QFont()
        big.setBold(True)
        big.setPixelSize(max(24, int(r.height() * (0.55 if self._sub else 0.7))))
        path = QPainterPath()
        fm_rect = QRect(r.x(), r.y(), r.width(), int(r.height() * (0.7 if self._sub else 1.0)))
        from PySide6.QtGui import QFontMetricsF
        fm = QFontMetricsF(big)
        tw = fm.horizontalAdvance(self._text)
        while tw > r.width() * 0.96 and big.pixelSize() > 18:
            big.setPixelSize(int(big.pixelSize() * 0.9))
            fm = QFontMetricsF(big)
            tw = fm.horizontalAdvance(self._text)
        x = r.x() + (r.width() - tw) / 2
        y = fm_rect.y() + (fm_rect.height() + fm.ascent() - fm.descent()) / 2
        path.addText(x, y, big, self._text)
        p.setPen(QPen(QColor(40, 22, 0, 220), max(3.0, big.pixelSize() / 14)))
        p.setBrush(QColor(255, 214, 92))
        p.drawPath(path.translated(2, 3))
        p.setPen(QPen(QColor(60, 30, 0), max(2.0, big.pixelSize() / 24)))
        p.drawPath(path)
        if self._sub:
            sub_rect, small, flags = self.sub_layout()
            p.setFont(small)
            p.setPen(QColor(0, 0, 0, 160))
            p.drawText(sub_rect.translated(1, 2), flags, self._sub)
            p.setPen(QColor(250, 246, 232))
            p.drawText(sub_rect, flags, self._sub)

    def sub_layout(self) -> tuple[QRect, QFont, int]:
        """Where the smaller line goes, its font and its flags: the line
        written a little smaller (down to 3/5) when it is wider than the
        banner, then broken between words onto a second line, so it never
        runs off the banner's sides."""
        from PySide6.QtGui import QFontMetrics
        r = self.rect()
        top = int(r.height() * 0.7)
        sub_rect = QRect(r.x() + 4, r.y() + top, r.width() - 8, r.height() - top)
        small = QFont()
        small.setBold(True)
        size = max(13, int(r.height() * 0.16))
        small.setPixelSize(size)
        floor = max(11, int(size * 0.6))
        while QFontMetrics(small).horizontalAdvance(self._sub) > sub_rect.width() and small.pixelSize() > floor:
            small.setPixelSize(small.pixelSize() - 1)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        if QFontMetrics(small).horizontalAdvance(self._sub) > sub_rect.width():
            flags |= int(Qt.TextFlag.TextWordWrap)
            # two lines: they start a little higher (the large word keeps its place)
            sub_rect.setTop(sub_rect.top() - QFontMetrics(small).height() // 3)
        return sub_rect, small, flags

    def sub_fits(self) -> bool:
        """The smaller line lies inside the banner (tests)."""
        from PySide6.QtGui import QFontMetrics
        rect, font, flags = self.sub_layout()
        used = QFontMetrics(font).boundingRect(rect, flags, self._sub)
        return self.rect().contains(used)


class Bubble(QWidget):
    """A speech bubble near a player ("Oui !", "Léa, as-tu la dame de
    pique ?"): rounded, with a tail pointing at the speaker, shown for a
    while then fading away.  One per seat (:meth:`TableBehaviour.bubble_at_plate`)."""

    TAIL = 12

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("bubble")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._text = ""
        self._tone = ""
        self._side = "bottom"          # the side the tail leaves from
        self._tail_at = 0.5            # along that side, 0..1
        self._fader = Fader(self, 350)
        self.hide()

    @property
    def text(self) -> str:
        return self._text

    @property
    def tone(self) -> str:
        return self._tone

    def remaining_ms(self) -> int:
        """How long it stays before it fades (0: fading, or hidden)."""
        timer = self._fader.timer
        return max(1, timer.remainingTime()) if self.isVisible() and timer.isActive() else 0

    def _font(self) -> QFont:
        f = QFont(self.font())
        f.setBold(True)
        return f

    def place_for(self, text: str, tip_x: int, tip_y: int, side: str = "bottom", shift: float = 0.0,
                  narrow: bool = False) -> QRect:
        """The rectangle the bubble would take for ``text`` with its tail's
        tip at (tip_x, tip_y) leaving from ``side`` (kept inside its parent),
        its body moved along that side by ``shift`` of its length (-0.3: the
        tail nearer its right or bottom end); ``narrow``: its lines broken
        at half the usual width; nothing is shown or moved."""
        from PySide6.QtGui import QFontMetrics
        fm = QFontMetrics(self._font())
        parent = self.parentWidget()
        pw = parent.width() if parent is not None else 800
        ph = parent.height() if parent is not None else 600
        max_w = max(140, int(pw * (0.15 if narrow else 0.3)))
        br = fm.boundingRect(QRect(0, 0, max_w, 2000), int(Qt.TextFlag.TextWordWrap), text)
        bw, bh = br.width() + 36, br.height() + 18
        side = side if side in ("top", "bottom", "left", "right") else "bottom"
        t = self.TAIL
        w, h = (bw + t, bh) if side in ("left", "right") else (bw, bh + t)
        dx, dy = int(w * shift), int(h * shift)
        if side == "bottom":
            left, top = tip_x - w // 2 + dx, tip_y - h
        elif side == "top":
            left, top = tip_x - w // 2 + dx, tip_y
        elif side == "left":
            left, top = tip_x, tip_y - h // 2 + dy
        else:
            left, top = tip_x - w, tip_y - h // 2 + dy
        left = max(4, min(pw - w - 4, left))
        top = max(4, min(ph - h - 4, top))
        return QRect(left, top, w, h)

    def show_at(self, text: str, ms: int, tip_x: int, tip_y: int, side: str = "bottom", tone: str = "",
                shift: float = 0.0, narrow: bool = False) -> None:
        """Show ``text`` for ``ms`` with the tail's tip at (tip_x, tip_y)
        (viewport pixels, e.g. just off the speaker's plate); ``side`` is the
        side of the bubble the tail leaves from ("bottom": the bubble stands
        above the tip; "top", "left", "right" likewise); ``tone`` "yes" / "no"
        tints it; ``shift`` moves its body along that side (:meth:`place_for`).
        The bubble stays inside its parent."""
        self._text, self._tone = text, tone
        side = side if side in ("top", "bottom", "left", "right") else "bottom"
        self._side = side
        rect = self.place_for(text, tip_x, tip_y, side, shift, narrow)
        self.setGeometry(rect)
        left, top, w, h = rect.left(), rect.top(), rect.width(), rect.height()
        if side in ("top", "bottom"):
            self._tail_at = min(0.85, max(0.15, (tip_x - left) / max(1, w)))
        else:
            self._tail_at = min(0.8, max(0.2, (tip_y - top) / max(1, h)))
        self._fader.show_for(ms)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        from PySide6.QtCore import QPointF, QRectF
        from PySide6.QtGui import QPainterPath, QPen, QPolygonF
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self.TAIL
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        side = self._side
        body = r.adjusted(t if side == "left" else 0, t if side == "top" else 0,
                          -t if side == "right" else 0, -t if side == "bottom" else 0)
        path = QPainterPath()
        path.addRoundedRect(body, 12, 12)
        tail = QPolygonF()
        if side in ("top", "bottom"):
            x = r.left() + r.width() * self._tail_at
            y0 = body.bottom() if side == "bottom" else body.top()
            y1 = r.bottom() if side == "bottom" else r.top()
            tail.append(QPointF(x - 8, y0 - (1 if side == "bottom" else -1)))
            tail.append(QPointF(x + 8, y0 - (1 if side == "bottom" else -1)))
            tail.append(QPointF(x + (4 if side == "bottom" else -4), y1))
        else:
            y = r.top() + r.height() * self._tail_at
            x0 = body.right() if side == "right" else body.left()
            x1 = r.right() if side == "right" else r.left()
            tail.append(QPointF(x0 - (1 if side == "right" else -1), y - 7))
            tail.append(QPointF(x0 - (1 if side == "right" else -1), y + 7))
            tail.append(QPointF(x1, y + 3))
        tp = QPainterPath()
        tp.addPolygon(tail)
        path = path.united(tp)
        fill = {"yes": QColor(200, 240, 196), "no": QColor(246, 214, 206)}.get(self._tone, QColor(255, 250, 236))
        p.setPen(QPen(QColor(60, 45, 20, 200), 1.5))
        p.setBrush(fill)
        p.drawPath(path)
        p.setFont(self._font())
        p.setPen(QColor(30, 26, 18))
        p.drawText(body.adjusted(12, 6, -12, -6),
                   int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self._text)

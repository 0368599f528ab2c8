"""The shared prompt panel: "how many tricks?", "which card do you ask for?",
"use the jack's power?", "call Deutch!".

A titled panel over the table with a grid of choices, shown as buttons or as
small card pictures.  Each choice is enabled by legality (the behaviour builds
the choices from ``controller.legal(seat)``) and carries a tooltip.  Keyboard:
digits (or a choice's letters) type a value, ← → move the selection over
the *enabled* choices (→ the next one), ↓ ↑ one row down or up in a grid of
several rows (:meth:`PromptPanel.step_row`; in a single row ↑ is the next
choice and ↓ the previous one), Enter confirms, Esc cancels when the prompt
allows it.  With nothing chosen yet, the first Enter chooses as → would (the
prompt's ``start`` choice, else the first enabled one) and emits
:attr:`PromptPanel.raised_by_enter` (the table says the choice); the next
Enter confirms it.  An optional "suggest" button emits :attr:`PromptPanel.suggest`.

The panel is placed clear of the name plates (and, when it can, of the
person's own hand) by the panels' :meth:`~cardtable.ui.table.overlays.Panel.place_clear_of`,
with as many rows of its grid a page as leave it a place; short of room,
narrower (:meth:`~cardtable.ui.table.overlays.Panel.spot_in_tiers`: its
words on more lines, its grid in fewer columns, whole groups of ``ask``'s
``column_step``) before it covers what a stricter tier keeps in view, and
where nothing leaves a place, where it covers least
(:meth:`~cardtable.ui.table.overlays.Panel.spot_least_covering`).

Card pictures are never smaller than the cards of the person's hand
(``card_floor``, given by the table: the scene's hand card width at the
window's size), so their corner index reads as well as in the hand.  A card
the person already holds carries a ribbon (``Choice.badge``: "You have it")
over a veiled picture, not only Qt's grey.  When the grid of choices does not
fit the room it is shown in pages of whole rows (a rank's four cards stay
together): "◀ Page 1 of 3 ▶" beside the panel's buttons, Page Up / Page Down, and the
arrows cross from one page to the next as they step over the enabled choices.
A page the person turns (Page Up / Page Down, the pager's buttons) is said
(:attr:`PromptPanel.page_said`: "Page 3 of 7", with the choices it holds
when they are few, :data:`SHORT_PAGE`), before the focus lands on its first
choice: a screen reader's user hears where they are, not only a card.

Sizing (:meth:`PromptPanel.fit`): a button is never narrower than its whole
label (the label's width from the font metrics plus the style's padding, so
"Deutch !" never draws as "eutcl"); when a row of buttons is too wide for the
window the grid takes fewer columns, and only a label wider than the whole
window is elided, its full text then in the tooltip.  The title and the
explanatory text wrap at a reading width (about 56 average characters, never
narrower than the buttons), not one word a line.

Usage from a behaviour (see :meth:`TableBehaviour.prompt`)::

    choices = [Choice(Bid(n), str(n), enabled=Bid(n) in legal, keys=(str(n),)) for n in range(1, 14)]
    p = self.prompt
    p.chosen.connect(...)            # once; value of the confirmed choice
    p.ask(title, choices, body=..., columns=7, suggest_label=...)
    self.place_prompt()
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QFont,
    QFontMetrics,
    QIcon,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import QApplication, QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from cardtable.engine import Card
from cardtable.ui.table.focus import keyboard_elsewhere
from cardtable.ui.table.overlays import Panel, fit_button_label

#: the reading width of a prompt's text, in average characters
TEXT_CHARS = 56

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)

#: how many Entrée (or Espace) presses the table is handling now
#: (:func:`enter_pressed`): a prompt that comes up during one was opened by it
_entering = 0


@contextmanager
def enter_pressed() -> Iterator[None]:
    """The table handles an Entrée (or Espace) press meanwhile
    (``TableView.keyPressEvent``): a prompt that comes up during it does not
    take the next Entrée at once (:meth:`PromptPanel.handle_key`)."""
    global _entering
    _entering += 1
    try:
        yield
    finally:
        _entering -= 1


def entering() -> bool:
    """Whether the table is handling an Entrée (or Espace) press now
    (:func:`enter_pressed`)."""
    return _entering > 0


ARROW_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Up)

#: a card picture's width when neither the behaviour nor the table says one
DEFAULT_CARD_WIDTH = 56
#: a turned page holding this many choices or fewer is said with their names
#: (Les Auteurs: a rank's four cards)
SHORT_PAGE = 4


def badged_pixmap(pm: QPixmap, text: str) -> QPixmap:
    """``pm`` (a card picture) veiled, with a pale ribbon saying ``text``
    across its middle (wrapped on two lines on a narrow card): the card a
    person already holds, told apart at a glance from the cards to choose."""
    out = QPixmap(pm)
    dpr = max(1.0, pm.devicePixelRatio())
    w, h = pm.width() / dpr, pm.height() / dpr
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    # only over the card's own pixels (its rounded corners stay transparent)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.fillRect(QRectF(0, 0, w, h), QColor(12, 22, 17, 125))
    band = QRectF(0, h * 0.34, w, h * 0.32)
    painter.fillRect(band, QColor(212, 226, 244, 240))     # pale blue, not gold: gold is the chosen card's
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, int(w * 0.17)))
    painter.setFont(font)
    painter.setPen(QColor(22, 32, 48))
    painter.drawText(band.adjusted(2, 1, -2, -1),
                     int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), text)
    painter.end()
    return out


@dataclass
class Choice:
    """One choice of a prompt.

    ``value`` is what :attr:`PromptPanel.chosen` emits (an action, usually);
    ``label`` the button's text; ``card`` shows a small card picture instead
    (the label, if any, goes under it); ``keys`` are the texts typed to select
    it (``("3",)``, ``("0", "n")``); ``accent`` draws it as the main choice;
    a choice not ``enabled`` may say why in ``refusal`` (said in the status
    line when it is clicked: a refused gesture never goes unanswered).
    """

    value: Any
    label: str = ""
    enabled: bool = True
    tooltip: str = ""
    keys: tuple[str, ...] = ()
    card: Card | None = None
    accent: bool = False
    badge: str = ""
    hint: bool = field(default=False, repr=False)
    #: why a choice not enabled cannot be taken, said when it is clicked
    #: (:attr:`PromptPanel.refused`)
    refusal: str = ""


def _repolish(button: QPushButton) -> None:
    button.style().unpolish(button)
    button.style().polish(button)


class PromptPanel(Panel):
    """A titled grid of choices; see the module's docstring."""

    chosen = Signal(object)          # the value of the confirmed choice
    cancelled = Signal()             # Esc or the cancel button (when allowed)
    suggest = Signal()               # the "suggest" button
    selection_changed = Signal(object)
    refused = Signal(str)            # a choice not enabled was clicked: why (its ``refusal``)
    key_not_taken = Signal()         # an Entrée refused by the guard (it came with the prompt)
    page_said = Signal(str)          # the person turned a page: its words, for a screen reader
    raised_by_enter = Signal(object)  # an Entrée with no choice made chose the first one (the value)

    def __init__(self, parent: QWidget, renderer: Any = None,
                 card_floor: Callable[[], float] | None = None) -> None:
        super().__init__(parent)
        #: the least width of a card picture (the table's hand cards)
        self.card_floor = card_floor
        self.setObjectName("panel")
        self.renderer = renderer
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        # a page shorter than the others (the last, one row) keeps the panel's
        # height, the pager where it was: the room left lies under its cards
        self.layout_.insertLayout(2, self.grid, 1)
        self.layout_.setAlignment(self.grid, Qt.AlignmentFlag.AlignTop)
        self._choices: list[Choice] = []
        self._buttons: list[QPushButton] = []
        self._selected: int | None = None
        #: the cell ↓ ↑ last took and the column they keep (:meth:`step_row`)
        self._row_column: tuple[int, int] | None = None
        #: came up during an Entrée (:func:`enter_pressed`): the next Entrée
        #: must wait for the panel's guard (:meth:`handle_key`)
        self._opened_by_enter = False
        self._typed = ""
        self.cancellable = False
        #: the arrows move among the choices (False: they stay with the table's
        #: cards, as in Deutch's rapidité, where the arrows choose the card)
        self.arrows = True
        self.suggest_button: QPushButton | None = None
        self._columns = 1           # the columns asked for
        self._grid_columns = 1      # the columns laid out (fewer in a narrow window)
        self._card_width = 0        # the card pictures' width (0: no card)
        self._rows_cap = 0          # the most grid rows a page may show (0: no cap)
        self._page_rows = 0         # the grid rows a page shows (0: every row, one page)
        self._page = 0
        self._needed_height = 0
        self.pager = QWidget(self)
        row = QHBoxLayout(self.pager)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        self.prev_button = QPushButton("◀", self.pager)
        self.next_button = QPushButton("▶", self.pager)
        self.page_label = QLabel(self.pager)
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for b, step in ((self.prev_button, -1), (self.next_button, 1)):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setProperty("quiet", True)
            b.clicked.connect(lambda _=False, k=step: self.turn_page(k))
        row.addStretch(1)
        row.addWidget(self.prev_button)
        row.addWidget(self.page_label)
        row.addWidget(self.next_button)
        row.addStretch(1)
        # the pager shares the bottom row with the panel's buttons (a row less to fit)
        self.layout_.removeItem(self.buttons)
        bottom = QHBoxLayout()
        bottom.setSpacing(12)
        bottom.addWidget(self.pager)
        bottom.addLayout(self.buttons, 1)
        self.layout_.addLayout(bottom)
        self.pager.hide()

    # ------------------------------------------------------------ building
    def ask(self, title: str, choices: Sequence[Choice], *, body: str = "", columns: int = 0,
            suggest_label: str = "", cancel_label: str = "", cancellable: bool | None = None,
            default: Any = None, card_width: int = 0, arrows: bool = True,
            body_at_grid: bool = False, column_step: int = 1, start: Any = None) -> None:
        """Fill the panel (it is shown by :meth:`place_clear_of` / :meth:`place`).

        ``columns`` = 0 puts every choice on one row.  ``cancel_label`` adds a
        button that cancels; Esc cancels when ``cancellable`` (default: when a
        cancel button is shown).  ``default`` is selected at once.
        ``arrows`` False leaves the arrows to the table's cards (the choices
        are reached by their keys, Tab or a click).  ``body_at_grid``: the
        body's words are wrapped at the width of the choices' grid, never
        wider (a long text beside the choices, such as a hint's reason, must
        not widen the panel across the table).  ``column_step``: a grid laid
        out in fewer columns than ``columns`` (a narrow window, a narrower
        place: :meth:`~cardtable.ui.table.overlays.Panel.spot_in_tiers`)
        keeps a multiple of it (Les Auteurs: a rank's four cards a row).
        ``start``: the choice → and Entrée take first while none is chosen
        (:meth:`step`, :meth:`handle_key`; by default the first enabled one).
        """
        self._body_at_grid = body_at_grid
        self._column_step = max(1, column_step)
        self._max_width = Panel._max_width          # a new prompt: its full width first
        # filled hidden, as at a turn's start: buttons added to a panel on
        # screen are measured before their layout has them (a prompt asked
        # again after a refused choice was sized with its rows squashed flat)
        self.hide()
        self.title.setText(title)
        self.setAccessibleName(title)      # the panel read by its question
        self.set_body(body)
        self._clear()
        self._choices = list(choices)
        cols = columns if columns > 0 else max(1, len(self._choices))
        self._columns = cols
        self._card_width = self.card_picture_width(card_width) if any(c.card for c in self._choices) else 0
        self._page_rows, self._page, self._rows_cap = 0, 0, 0
        for i, ch in enumerate(self._choices):
            b = QPushButton(ch.label, self)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setEnabled(ch.enabled)
            if not ch.enabled and ch.refusal:
                b.installEventFilter(self)      # a disabled button takes no click: the panel hears it
            if ch.tooltip:
                b.setToolTip(ch.tooltip)
            if ch.card is not None and self.renderer is not None:
                width = self._card_width
                pm = self.renderer.pixmap(ch.card, width, self.devicePixelRatioF())
                if ch.badge:
                    pm = badged_pixmap(pm, ch.badge)
                    icon = QIcon()
                    for mode in (QIcon.Mode.Normal, QIcon.Mode.Disabled):
                        icon.addPixmap(pm, mode)
                    b.setIcon(icon)
                    b.setProperty("badge", True)
                else:
                    b.setIcon(QIcon(pm))
                height = int(pm.height() / max(1.0, pm.devicePixelRatio()))
                b.setIconSize(QSize(width, height))
                b.setMinimumHeight(height + 6)      # a card picture is never cut: the layout pages instead
                b.setProperty("card", True)
                b.setProperty("card_ratio", height / max(1, width))
                if not ch.tooltip:
                    b.setToolTip(ch.card.name(getattr(self.renderer, "lang", "fr")))
                if not ch.label:     # a picture alone: the card's name for screen readers
                    b.setAccessibleName(ch.card.name(getattr(self.renderer, "lang", "fr")))
            if ch.accent:
                b.setProperty("accent", True)
            b.clicked.connect(lambda _=False, k=i: self._click(k))
            self._buttons.append(b)
        self._grid_columns = cols
        self._lay_out_grid()
        if suggest_label:
            self.suggest_button = self.add_button(suggest_label, self.suggest.emit)
            self.suggest_button.setProperty("quiet", True)
        if cancel_label:
            self.add_button(cancel_label, self.cancel)
        self.cancellable = bool(cancel_label) if cancellable is None else cancellable
        self.arrows = arrows
        self._default = default
        self._start = start
        if default is not None:
            self.select(default)

    #: the choice the prompt opened with (``ask``'s ``default``)
    _default: Any = None
    #: the choice → and Entrée take first while none is chosen (``ask``'s ``start``)
    _start: Any = None

    def clear_choice(self) -> bool:
        """Échap on a prompt that cannot be cancelled (a bid): a choice
        typed or moved to is undone, back to the one it opened with (or
        none), and ``selection_changed`` says so (None: no choice); False
        when there was nothing to undo."""
        default = self._index(self._default) if self._default is not None else None
        if not self._typed and self._selected == default:
            return False
        self._typed = ""
        if default is not None:
            self.select(self._default)
        else:
            self.select(None)
            self.selection_changed.emit(None)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """A click on a choice that may not be taken says why (:attr:`refused`)."""
        if (event.type() == QEvent.Type.MouseButtonRelease and isinstance(watched, QPushButton)
                and watched in self._buttons and not watched.isEnabled()):
            ch = self._choices[self._buttons.index(watched)]
            if ch.refusal and isinstance(event, QMouseEvent) and watched.rect().contains(event.position().toPoint()):
                self.refused.emit(ch.refusal)
            return True
        return super().eventFilter(watched, event)

    def _clear(self) -> None:
        for b in self._buttons:
            self.grid.removeWidget(b)
            b.hide()
            b.deleteLater()
        self._buttons.clear()
        self.pager.hide()
        self.clear_buttons()
        self.suggest_button = None
        self._choices = []
        self._selected = None
        self._row_column = None
        self._typed = ""

    # ------------------------------------------------------------- queries
    @property
    def choices(self) -> list[Choice]:
        return list(self._choices)

    def enabled_values(self) -> list[Any]:
        return [c.value for c in self._choices if c.enabled]

    def _index(self, value: Any) -> int | None:
        for i, c in enumerate(self._choices):
            if c.value == value:
                return i
        return None

    def button(self, value: Any) -> QPushButton | None:
        """The button that stands for ``value`` (None if no such choice)."""
        i = self._index(value)
        return None if i is None else self._buttons[i]

    @property
    def selected(self) -> Any:
        return None if self._selected is None else self._choices[self._selected].value

    # ------------------------------------------------------------- actions
    def select(self, value: Any) -> bool:
        """Select an enabled choice (``None`` clears the selection)."""
        i = None if value is None else self._index(value)
        if i is not None and not self._choices[i].enabled:
            return False
        for k, b in enumerate(self._buttons):
            on = k == i or (self._choices[k].accent and i is None)
            if bool(b.property("accent")) != on:
                b.setProperty("accent", on)
                _repolish(b)
        changed = i != self._selected
        self._selected = i
        self._row_column = None         # ↓ ↑ keep their column only from their own cell
        if i is not None:
            if self.page_of(i) != self._page:
                self.show_page(self.page_of(i))
            self.selection_changed.emit(self._choices[i].value)
            if changed and self.isVisible():
                # a screen reader follows the arrows' choice (the keyboard focus
                # stays on the table); a panel filled hidden says its choice as it
                # shows (:meth:`showEvent`): once, not once per call
                self.post_focus()
        return i is not None

    def post_focus(self) -> None:
        """The accessibility focus on the selected choice's button (none while
        no screen reader listens, or while a menu or a dialog has the
        keyboard: :mod:`cardtable.ui.table.focus`)."""
        i = self._selected
        if (i is not None and i < len(self._buttons) and QAccessible.isActive()
                and not keyboard_elsewhere(self)):
            QAccessible.updateAccessibility(QAccessibleEvent(self._buttons[i], QAccessible.Event.Focus))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """Shown: its selected choice gets the accessibility focus, once; a
        panel that comes up during an Entrée (Les Auteurs' card prompt, after
        Entrée picked the player) notes it, for :meth:`handle_key`."""
        super().showEvent(event)
        if not event.spontaneous():
            self._opened_by_enter = _entering > 0
            self.post_focus()

    def mark_hint(self, value: Any) -> bool:
        """Colour the suggested choice and select it (Enter then confirms it)."""
        i = self._index(value)
        if i is None or not self.isVisible():
            return False
        for k, b in enumerate(self._buttons):
            self._choices[k].hint = k == i
            b.setProperty("hint", k == i)
            _repolish(b)
        self.select(value)
        return True

    def confirm(self) -> bool:
        if self._selected is None or not self._choices[self._selected].enabled:
            return False
        self.chosen.emit(self._choices[self._selected].value)
        return True

    def cancel(self) -> None:
        self.hide()
        self.cancelled.emit()

    def _click(self, index: int) -> None:
        if 0 <= index < len(self._choices) and self._choices[index].enabled:
            self._selected = index
            self.chosen.emit(self._choices[index].value)

    # ------------------------------------------------------------ keyboard
    def handle_key(self, event: QKeyEvent) -> bool:
        """Digits/letters, arrows, Enter, Esc; True when the key was used."""
        if not self.isVisible():
            return False
        key = event.key()
        text = event.text().lower()
        if key == Qt.Key.Key_Escape:
            if self.cancellable:
                self.cancel()
                return True
            focused = QApplication.focusWidget()
            if isinstance(focused, QPushButton) and self.isAncestorOf(focused):
                return False     # from a button reached with Tab: back to the table, the choice kept
            return self.clear_choice()
        if key in ENTER_KEYS:
            focused = QApplication.focusWidget()
            if (key != Qt.Key.Key_Space and isinstance(focused, QPushButton) and self.isAncestorOf(focused)
                    and focused.isEnabled()):
                focused.click()        # the button reached with Tab (a screen reader's way), not the default
                return True
            if self._opened_by_enter and not self.guard.accepts(event):
                # Entrée pressed twice (the player, then at once this prompt):
                # the second asks nothing before the choice could be heard; it
                # is said again instead (the status line says the key was not
                # taken), and a later Entrée confirms it
                if not event.isAutoRepeat():
                    self.key_not_taken.emit()
                self.post_focus()
                return True
            if self._selected is None and self.arrows:
                # nothing chosen yet: Entrée chooses as → would (the start
                # choice, else the first one) and says it; the next Entrée
                # confirms it: one key never confirms a choice it did not show
                if event.isAutoRepeat():
                    return True
                self.step(1)
                if self._selected is None:
                    return False
                self.raised_by_enter.emit(self.selected)
                return True
            return self.confirm()
        if key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            if self.page_count > 1:
                self.turn_page(1 if key == Qt.Key.Key_PageDown else -1)
            return True
        if key in ARROW_KEYS and self.arrows:
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.rows > 1:
                self.step_row(1 if key == Qt.Key.Key_Down else -1)
            else:
                self.step(1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Up) else -1)
            # a choice made on the prompt as shown: the Entrée that follows confirms it
            self.guard.settle()
            return True
        if text and (text.isdigit() or any(text in k for c in self._choices for k in c.keys)):
            # a digit no choice starts with (past the last one) is not used
            typed = self.type_text(text)
            if typed:
                self.guard.settle()        # (a bid typed: the Entrée that follows confirms it)
            return typed
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # the table view normally has the focus and forwards keys through the
        # behaviour; this serves a prompt that got the focus itself
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def step(self, step: int) -> None:
        """Move the selection over the enabled choices (wrapping).  With
        none chosen, → (and Entrée: :meth:`handle_key`) takes the start
        choice (``ask``'s ``start``, when enabled; else the first one), and
        ← the one before it (else the last one)."""
        enabled = [i for i, c in enumerate(self._choices) if c.enabled]
        if not enabled:
            return
        start = self._index(self._start) if self._start is not None else None
        if self._selected in enabled:
            nxt = enabled[(enabled.index(self._selected) + step) % len(enabled)]
        elif start in enabled:
            nxt = start if step > 0 else enabled[(enabled.index(start) - 1) % len(enabled)]
        else:
            nxt = enabled[0] if step > 0 else enabled[-1]
        self.select(self._choices[nxt].value)

    def step_row(self, step: int) -> None:
        """↓ (``step`` 1) or ↑ (-1) in a grid of several rows: the selection
        goes one row down or up, to the same column, as on any grid.

        - The rows run on across the pages (a page holds whole rows): the
          row below a page's last one is the next page's first, and the page
          turns to show the new selection (as ← → do when they cross).
        - Past the last row ↓ wraps to the first row, and ↑ from the first
          row to the last one, as ← → wrap at the ends.
        - A cell that may not be taken (a card the person holds) is passed
          over: the nearest enabled choice in that row is taken (the left
          one of two as near), and a row with none is skipped for the next
          one in the same direction.
        - With nothing selected, ↓ takes the first row and ↑ the last, from
          the first column.
        - The column is kept along ↓ ↑ in a row: a move that had to take a
          neighbouring cell (the one in the column was held) comes back to
          the column at the next row where it is free, as a cursor keeps
          its column past a short line.  A selection made otherwise (← →,
          a click, a digit) sets the column afresh.

        The new choice is said as :meth:`step`'s (:meth:`select`: the
        accessibility focus on its button).  A grid of a single row (a bid
        row, Deutch's two buttons) keeps ↑ = next and ↓ = previous
        (:meth:`step`)."""
        cols = max(1, self._grid_columns)
        rows = self.rows
        if self._selected is None:
            row, col = (-1, 0) if step > 0 else (rows, 0)
        else:
            row, col = divmod(self._selected, cols)
            if self._row_column is not None and self._row_column[0] == self._selected:
                col = self._row_column[1]   # still on the cell ↓ ↑ took: their column
        for k in range(1, rows + 1):
            r = (row + k * step) % rows
            cells = [i for i in range(r * cols, min(len(self._choices), (r + 1) * cols))
                     if self._choices[i].enabled]
            if cells:
                nearest = min(cells, key=lambda i: (abs(i % cols - col), i % cols))
                self.select(self._choices[nearest].value)
                self._row_column = (nearest, col)
                return

    def type_text(self, text: str) -> bool:
        """Typing "1" then "3" selects 13 when 13 is a choice; "3" alone 3.
        False when no choice is, or starts with, what was typed."""
        keys = [(k, c) for c in self._choices if c.enabled for k in c.keys]

        def prefix(buf: str) -> bool:
            return any(k.startswith(buf) for k, _c in keys)

        buf = self._typed + text
        if not prefix(buf):
            buf = text
        match = next((c for k, c in keys if k == buf), None)
        if match is not None:
            self.select(match.value)
        self._typed = buf if any(k.startswith(buf) and k != buf for k, _c in keys) else ""
        return match is not None or bool(self._typed)

    # -------------------------------------------------------------- sizing
    def card_picture_width(self, asked: int = 0) -> int:
        """The width card pictures are drawn at: ``asked`` (or the default),
        never under the table's hand cards (:attr:`card_floor`)."""
        floor = int(round(self.card_floor())) if self.card_floor is not None else 0
        return max(asked or DEFAULT_CARD_WIDTH, floor)

    @property
    def card_width(self) -> int:
        """The card pictures' width (0 when the choices show no card)."""
        return self._card_width

    # -------------------------------------------------------------- pages
    @property
    def rows(self) -> int:
        """The grid's rows, every page together."""
        cols = max(1, self._grid_columns)
        return (len(self._buttons) + cols - 1) // cols

    @property
    def page_count(self) -> int:
        rows = self.rows
        if self._page_rows <= 0 or self._page_rows >= rows:
            return 1
        return (rows + self._page_rows - 1) // self._page_rows

    @property
    def page(self) -> int:
        return self._page

    def page_of(self, index: int) -> int:
        """The page that shows the choice at ``index``."""
        if self.page_count <= 1:
            return 0
        return (index // max(1, self._grid_columns)) // self._page_rows

    def visible_values(self) -> list[Any]:
        """The values of the choices the current page shows."""
        return [c.value for i, c in enumerate(self._choices) if self.page_of(i) == self._page]

    def show_page(self, page: int, select: bool = False) -> None:
        """Show ``page`` (clamped); with ``select``, the selection moves to
        its first enabled choice when it lay on another page."""
        page = max(0, min(self.page_count - 1, page))
        changed = page != self._page
        self._page = page
        if changed:
            self._lay_out_grid()
        if select and (self._selected is None or self.page_of(self._selected) != page):
            first = next((i for i, c in enumerate(self._choices) if c.enabled and self.page_of(i) == page), None)
            if first is not None:
                self.select(self._choices[first].value)

    def turn_page(self, step: int) -> None:
        """The person turns ``step`` pages (Page Up / Page Down, the pager's
        buttons): the page is said (:meth:`page_words`), then the selection
        moves to its first enabled choice."""
        page = max(0, min(self.page_count - 1, self._page + step))
        if self.page_count > 1:
            self.page_said.emit(self.page_words(page))
        self.show_page(page, select=True)

    def page_words(self, page: int) -> str:
        """What a screen reader says of ``page``: "Page 3 of 7", and the
        names of its choices when it holds no more than :data:`SHORT_PAGE`
        ("Page 7 of 7: king of hearts, king of spades.")."""
        text = QCoreApplication.translate("PromptPanel", "Page {n} of {total}").format(
            n=page + 1, total=self.page_count)
        names = [self._said_choice(i, b) for i, b in enumerate(self._buttons) if self.page_of(i) == page]
        names = [n for n in names if n]
        if names and len(names) <= SHORT_PAGE:
            return QCoreApplication.translate("PromptPanel", "{page}: {choices}.").format(
                page=text, choices=", ".join(names))
        return text + "."

    def _said_choice(self, index: int, button: QPushButton) -> str:
        """A choice's name as a page says it; one that cannot be taken says
        why in brackets ("king of spades (you have it)", its ribbon's words),
        since the arrows and the focus pass over it."""
        name = button.accessibleName() or button.text()
        choice = self._choices[index] if index < len(self._choices) else None
        if not name or choice is None or choice.enabled:
            return name
        why = choice.badge or QCoreApplication.translate("PromptPanel", "not available")
        return QCoreApplication.translate("PromptPanel", "{name} ({why})").format(
            name=name, why=why[:1].lower() + why[1:])

    def _set_page_rows(self, rows: int) -> None:
        rows = 0 if rows <= 0 or rows >= self.rows else rows
        if rows == self._page_rows and self._page < self.page_count:
            return
        self._page_rows = rows
        keep = self._selected if self._selected is not None else 0
        self._page = self.page_of(keep) if self._buttons else 0
        self._lay_out_grid()

    def _lay_out_grid(self) -> None:
        """Put the current page's buttons in the grid (whole rows), hide the rest."""
        cols = max(1, self._grid_columns)
        for b in self._buttons:
            self.grid.removeWidget(b)
        first = self._page * self._page_rows if self.page_count > 1 else 0
        for i, b in enumerate(self._buttons):
            r, c = divmod(i, cols)
            if self.page_of(i) == self._page:
                self.grid.addWidget(b, r - first, c)
                b.show()             # made while the panel may be shown
            else:
                b.hide()
        paged = self.page_count > 1
        if paged:
            text = QCoreApplication.translate("PromptPanel", "Page {n} of {total}")
            self.page_label.setText(text.format(n=self._page + 1, total=self.page_count))
            self.prev_button.setEnabled(self._page > 0)
            self.next_button.setEnabled(self._page < self.page_count - 1)
            for b, words in ((self.prev_button, QCoreApplication.translate("PromptPanel", "Previous choices (Page Up)")),
                             (self.next_button, QCoreApplication.translate("PromptPanel", "Next choices (Page Down)"))):
                b.setToolTip(words)
                b.setAccessibleName(words)      # a screen reader says the words, not "◀"
        self.pager.setVisible(paged)

    def _regrid(self, cols: int) -> None:
        if cols == self._grid_columns:
            return
        self._grid_columns = cols
        self._set_page_rows(self._page_rows)
        self._lay_out_grid()

    def fit(self, width: int, height: int, shrink_body: bool = True) -> None:
        """Size the panel to its content within ``width`` × ``height``
        (see the module's docstring): whole labels, fewer columns when a row
        is too wide, text wrapped at a reading width."""
        m = self.layout_.contentsMargins()
        room = max(80, width - m.left() - m.right() - 2)
        spacing = max(0, self.grid.horizontalSpacing())
        needs = [fit_button_label(b, room) for b in self._buttons]
        if needs:
            widest = max(needs)
            cols = max(1, min(self._columns, (room + spacing) // (widest + spacing)))
            if cols >= self._column_step:
                cols -= cols % self._column_step      # whole groups a row
            self._regrid(cols)
        # the fewest pages that let the grid fit the height (and the cap), the
        # text at its size; only a single row still too tall makes the text smaller
        total = self.rows
        n = total if self._rows_cap <= 0 else min(total, self._rows_cap)
        while True:
            self._set_page_rows(n)
            super().fit(width, height, shrink_body=False)
            if n <= 1 or self._needed_height <= height:
                break
            n -= 1
        if self._needed_height > height and shrink_body:
            super().fit(width, height)

    def _spot_paged(self, area: QRect, centre: QPoint, avoid: list[QRect]) -> QPoint | None:
        """Where the panel lies clear of ``avoid`` with as many grid rows a
        page as can be (every row first, then fewer, down to one), or None."""
        self._rows_cap = 0
        self._fit_in(area)       # the columns for this width first
        if not self._buttons:
            return self._free_spot(area, centre, avoid)
        # a cap above the rows the height allows would be cut back to them:
        # the caps are tried from those rows down
        for cap in range(self._page_rows or self.rows, 0, -1):
            self._rows_cap = cap
            self._fit_in(area)
            if (self._page_rows or self.rows) < cap:
                continue            # the height alone needs fewer rows: tried with a lower cap
            spot = self._free_spot(area, centre, avoid)
            if spot is not None:
                return spot
        self._rows_cap = 0
        self._fit_in(area)
        return None

    def _spots_in_tiers(self, area: QRect, centre: QPoint, tiers: list[list[QRect]]) -> tuple[int, QPoint] | None:
        """As the panel's, with as many grid rows a page as leave a place
        clear of the strictest tier that can be kept (every row first, then
        fewer, down to one); the panel is left fitted for the place found."""
        self._rows_cap = 0
        self._fit_in(area)
        if not self._buttons:
            return super()._spots_in_tiers(area, centre, tiers)
        best: tuple[int, int, QPoint] | None = None       # (tier, rows cap, place)
        for cap in range(self._page_rows or self.rows, 0, -1):
            self._rows_cap = cap
            self._fit_in(area)
            if (self._page_rows or self.rows) < cap:
                continue            # the height alone needs fewer rows: tried with a lower cap
            for i, tier in enumerate(tiers[:best[0]] if best is not None else tiers):
                spot = self._free_spot(area, centre, tier)
                if spot is not None:
                    best = (i, cap, spot)
                    break
            if best is not None and best[0] == 0:
                break
        if best is None:
            self._rows_cap = 0
            self._fit_in(area)
            return None
        if self._rows_cap != best[1]:
            self._rows_cap = best[1]
            self._fit_in(area)
        return best[0], best[2]

    def cap_rows(self, rows: int) -> None:
        """Show at most ``rows`` rows of the grid a page (0: as many as fit)
        at the next fit (:meth:`spot_least_covering`); a search for a place
        clear of things (:meth:`spot_clear_of`) chooses the rows itself."""
        self._rows_cap = max(0, rows)

    def narrowest_width(self) -> int:
        """The panel's (its buttons whole, its words at least
        :attr:`NARROWEST` wide), and its grid's narrowest shape: one
        ``column_step`` of choices a row, beside the pager when the choices
        may need pages."""
        width = super().narrowest_width()
        if not self._buttons:
            return width
        m = self.layout_.contentsMargins()
        margins = m.left() + m.right() + 2
        spacing = max(0, self.grid.horizontalSpacing())
        step = min(self._column_step, len(self._buttons))
        widest = max(fit_button_label(b, 16777215) for b in self._buttons)
        grid = step * widest + (step - 1) * spacing + margins
        bottom = self.buttons_width()
        if len(self._buttons) > step:       # the pager shares the bottom row (12: its spacing)
            bottom = (bottom + 12 if bottom else margins) + self._pager_width(len(self._buttons))
        return max(width, grid, bottom)

    def _pager_width(self, pages: int) -> int:
        """The pager's width with ``pages`` pages (its longest words)."""
        words = QCoreApplication.translate("PromptPanel", "Page {n} of {total}").format(n=pages, total=pages)
        arrows = self.prev_button.sizeHint().width() + self.next_button.sizeHint().width()
        return arrows + self.page_label.fontMetrics().horizontalAdvance(words) + 2 * 8 + 4

    _column_step = 1

    def _text_width(self, label: Any, room: int, rich: bool) -> int:
        """The title and the body: on one line when short, else wrapped at a
        reading width, never narrower than the grid of buttons."""
        want = super()._text_width(label, room, rich)
        reading = QFontMetrics(label.font()).averageCharWidth() * TEXT_CHARS
        grid = self.grid.sizeHint().width() if self._buttons else 0
        if label is self.body and self._body_at_grid and grid:
            return min(room, want, grid)
        return min(room, max(min(want, reading), min(grid, want)))

    _body_at_grid = False

    def resize_cards(self, width: int, columns: int = 0) -> None:
        """Give the card pictures the size of ``width`` (and the grid
        ``columns``, when given) without building or drawing them again: a
        quick way to measure a layout (:meth:`spot_clear_of`) before
        :meth:`ask` draws the chosen one."""
        if columns > 0:
            self._columns = columns
        width = self.card_picture_width(width)
        for b in self._buttons:
            ratio = b.property("card_ratio")
            if ratio:
                b.setIconSize(QSize(width, round(width * float(ratio))))
                b.setMinimumHeight(round(width * float(ratio)) + 6)

    @property
    def grid_columns(self) -> int:
        """The columns laid out by the last :meth:`fit` (fewer than asked
        for when a row was too wide)."""
        return self._grid_columns


__all__ = ["Choice", "PromptPanel", "badged_pixmap"]

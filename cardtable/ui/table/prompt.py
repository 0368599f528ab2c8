"""The shared prompt panel: "how many tricks?", "which card do you ask for?",
"use the jack's power?", "call Deutch!".

A titled panel over the table with a grid of choices, shown as buttons or as
small card pictures.  Each choice is enabled by legality (the behaviour builds
the choices from ``controller.legal(seat)``) and carries a tooltip.  Keyboard:
digits (or a choice's letters) type a value, the arrows move the selection
over the *enabled* choices, Enter confirms, Esc cancels when the prompt
allows it.  An optional "suggest" button emits :attr:`PromptPanel.suggest`.

The panel is placed clear of the name plates (and, when it can, of the
person's own hand): :meth:`PromptPanel.place_clear_of`.

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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QIcon, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QPushButton, QWidget

from cardtable.engine import Card
from cardtable.ui.table.overlays import Panel, fit_button_label, raise_overlay

#: the reading width of a prompt's text, in average characters
TEXT_CHARS = 56

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
ARROW_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Up)


@dataclass
class Choice:
    """One choice of a prompt.

    ``value`` is what :attr:`PromptPanel.chosen` emits (an action, usually);
    ``label`` the button's text; ``card`` shows a small card picture instead
    (the label, if any, goes under it); ``keys`` are the texts typed to select
    it (``("3",)``, ``("0", "n")``); ``accent`` draws it as the main choice.
    """

    value: Any
    label: str = ""
    enabled: bool = True
    tooltip: str = ""
    keys: tuple[str, ...] = ()
    card: Card | None = None
    accent: bool = False
    hint: bool = field(default=False, repr=False)


def _repolish(button: QPushButton) -> None:
    button.style().unpolish(button)
    button.style().polish(button)


class PromptPanel(Panel):
    """A titled grid of choices; see the module's docstring."""

    chosen = Signal(object)          # the value of the confirmed choice
    cancelled = Signal()             # Esc or the cancel button (when allowed)
    suggest = Signal()               # the "suggest" button
    selection_changed = Signal(object)

    def __init__(self, parent: QWidget, renderer: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.renderer = renderer
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        self.layout_.insertLayout(2, self.grid)
        self._choices: list[Choice] = []
        self._buttons: list[QPushButton] = []
        self._selected: int | None = None
        self._typed = ""
        self.cancellable = False
        self.suggest_button: QPushButton | None = None
        self._columns = 1           # the columns asked for
        self._grid_columns = 1      # the columns laid out (fewer in a narrow window)

    # ------------------------------------------------------------ building
    def ask(self, title: str, choices: Sequence[Choice], *, body: str = "", columns: int = 0,
            suggest_label: str = "", cancel_label: str = "", cancellable: bool | None = None,
            default: Any = None, card_width: int = 0) -> None:
        """Fill the panel (it is shown by :meth:`place_clear_of` / :meth:`place`).

        ``columns`` = 0 puts every choice on one row.  ``cancel_label`` adds a
        button that cancels; Esc cancels when ``cancellable`` (default: when a
        cancel button is shown).  ``default`` is selected at once.
        """
        self.title.setText(title)
        self.set_body(body)
        self._clear()
        self._choices = list(choices)
        cols = columns if columns > 0 else max(1, len(self._choices))
        self._columns = cols
        for i, ch in enumerate(self._choices):
            b = QPushButton(ch.label, self)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setEnabled(ch.enabled)
            if ch.tooltip:
                b.setToolTip(ch.tooltip)
            if ch.card is not None and self.renderer is not None:
                width = card_width or 56
                pm = self.renderer.pixmap(ch.card, width, self.devicePixelRatioF())
                b.setIcon(QIcon(pm))
                height = int(pm.height() / max(1.0, pm.devicePixelRatio()))
                b.setIconSize(QSize(width, height))
                b.setProperty("card", True)
                b.setProperty("card_ratio", height / max(1, width))
                if not ch.tooltip:
                    b.setToolTip(ch.card.name(getattr(self.renderer, "lang", "fr")))
            if ch.accent:
                b.setProperty("accent", True)
            b.clicked.connect(lambda _=False, k=i: self._click(k))
            r, c = divmod(i, cols)
            self.grid.addWidget(b, r, c)
            b.show()                 # made while the panel may be shown
            self._buttons.append(b)
        self._grid_columns = cols
        if suggest_label:
            self.suggest_button = self.add_button(suggest_label, self.suggest.emit)
            self.suggest_button.setProperty("quiet", True)
        if cancel_label:
            self.add_button(cancel_label, self.cancel)
        self.cancellable = bool(cancel_label) if cancellable is None else cancellable
        if default is not None:
            self.select(default)

    def _clear(self) -> None:
        for b in self._buttons:
            self.grid.removeWidget(b)
            b.hide()
            b.deleteLater()
        self._buttons.clear()
        self.clear_buttons()
        self.suggest_button = None
        self._choices = []
        self._selected = None
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
        self._selected = i
        if i is not None:
            self.selection_changed.emit(self._choices[i].value)
        return i is not None

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
            return False
        if key in ENTER_KEYS:
            return self.confirm()
        if key in ARROW_KEYS:
            self.step(1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Up) else -1)
            return True
        if text and (text.isdigit() or any(text in k for c in self._choices for k in c.keys)):
            self.type_text(text)
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # the table view normally has the focus and forwards keys through the
        # behaviour; this serves a prompt that got the focus itself
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def step(self, step: int) -> None:
        """Move the selection over the enabled choices (wrapping)."""
        enabled = [i for i, c in enumerate(self._choices) if c.enabled]
        if not enabled:
            return
        if self._selected in enabled:
            nxt = enabled[(enabled.index(self._selected) + step) % len(enabled)]
        else:
            nxt = enabled[0] if step > 0 else enabled[-1]
        self.select(self._choices[nxt].value)

    def type_text(self, text: str) -> None:
        """Typing "1" then "3" selects 13 when 13 is a choice; "3" alone 3."""
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

    # -------------------------------------------------------------- sizing
    def _regrid(self, cols: int) -> None:
        if cols == self._grid_columns:
            return
        for b in self._buttons:
            self.grid.removeWidget(b)
        for i, b in enumerate(self._buttons):
            r, c = divmod(i, cols)
            self.grid.addWidget(b, r, c)
        self._grid_columns = cols

    def fit(self, width: int, height: int) -> None:
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
            self._regrid(cols)
        super().fit(width, height)

    def _text_width(self, label: Any, room: int, rich: bool) -> int:
        """The title and the body: on one line when short, else wrapped at a
        reading width, never narrower than the grid of buttons."""
        want = super()._text_width(label, room, rich)
        reading = QFontMetrics(label.font()).averageCharWidth() * TEXT_CHARS
        grid = self.grid.sizeHint().width() if self._buttons else 0
        return min(room, max(min(want, reading), min(grid, want)))

    # ----------------------------------------------------------- placement
    def place_clear_of(self, avoid: Iterable[QRect], prefer: QPoint | None = None,
                       fallback: Iterable[QRect] = ()) -> None:
        """Show the panel as near ``prefer`` (default: the centre) as it can
        without covering any of ``avoid``; if nothing fits, clear of
        ``fallback`` only; else centred on ``prefer``."""
        parent = self.parentWidget()
        if parent is None:
            self.adjustSize()
            self.show()
            return
        area = parent.rect().adjusted(6, 6, -6, -6)
        self.fit(area.width(), area.height())
        centre = prefer if prefer is not None else area.center()
        avoid = [r.adjusted(-6, -6, 6, 6) for r in avoid]
        fallback = [r.adjusted(-6, -6, 6, 6) for r in fallback]
        spot = self._free_spot(area, centre, avoid) or (self._free_spot(area, centre, fallback)
                                                         if fallback else None)
        if spot is None:
            self.place(centre.x(), centre.y())
            return
        self.move(spot)
        self.show()
        raise_overlay(self)

    def resize_cards(self, width: int, columns: int = 0) -> None:
        """Give the card pictures the size of ``width`` (and the grid
        ``columns``, when given) without building or drawing them again: a
        quick way to measure a layout (:meth:`spot_clear_of`) before
        :meth:`ask` draws the chosen one."""
        if columns > 0:
            self._columns = columns
        for b in self._buttons:
            ratio = b.property("card_ratio")
            if ratio:
                b.setIconSize(QSize(width, round(width * float(ratio))))

    @property
    def grid_columns(self) -> int:
        """The columns laid out by the last :meth:`fit` (fewer than asked
        for when a row was too wide)."""
        return self._grid_columns

    def spot_clear_of(self, avoid: Iterable[QRect], prefer: QPoint | None = None) -> QPoint | None:
        """Fit the panel to its parent and return where it would lie clear of
        ``avoid`` (as :meth:`place_clear_of` would), or None when it fits
        nowhere; the panel is not moved.  Used to choose a layout (card size,
        columns) that fits before placing it."""
        parent = self.parentWidget()
        if parent is None:
            return None
        area = parent.rect().adjusted(6, 6, -6, -6)
        self.fit(area.width(), area.height())
        centre = prefer if prefer is not None else area.center()
        return self._free_spot(area, centre, [r.adjusted(-6, -6, 6, 6) for r in avoid])

    def _free_spot(self, area: QRect, centre: QPoint, avoid: list[QRect]) -> QPoint | None:
        w, h = self.width(), self.height()
        if w > area.width() or h > area.height():
            return None
        best: tuple[int, QPoint] | None = None
        step = 8

        def around(n: int) -> list[int]:
            return [0] + [s * k for k in range(step, n + 1, step) for s in (1, -1)]

        x0, y0 = centre.x() - w // 2, centre.y() - h // 2
        # a position clamped into the area is tried once (nearer first): a
        # repeat would fail again, or succeed farther away
        rows_seen: set[int] = set()
        for dy in around(area.height()):
            if best is not None and dy * dy >= best[0]:
                break
            y = min(max(area.top(), y0 + dy), area.bottom() - h + 1)
            if y in rows_seen:
                continue
            rows_seen.add(y)
            band = [a for a in avoid if a.top() < y + h and a.bottom() >= y]
            seen: set[int] = set()
            for dx in around(area.width()):
                d = dx * dx + dy * dy
                if best is not None and d >= best[0]:
                    break
                x = min(max(area.left(), x0 + dx), area.right() - w + 1)
                if x in seen:
                    continue
                seen.add(x)
                r = QRect(x, y, w, h)
                if not any(r.intersects(a) for a in band):
                    best = (d, QPoint(x, y))
                    break
        return None if best is None else best[1]


__all__ = ["Choice", "PromptPanel"]

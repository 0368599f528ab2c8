"""Widgets of the game options that are not a plain number, a box or a list
(:class:`~cardtable.engine.base.OptionSpec` ``shown_as``), for the New game
dialog (:mod:`cardtable.ui.window.new_game`):

* :class:`SeatChoice` (``shown_as="seat"``): the players by name, in seat
  order, and "At random" when the option allows ``-1``; it follows the names
  typed and the number of players (:meth:`SeatChoice.set_names`);
* :class:`SecondsSlider` (``shown_as="seconds"``): a value kept in
  milliseconds, shown in seconds beside a slider that moves by the option's
  ``step`` (arrows, Page Up/Down, Home/End, the mouse wheel);
* :class:`NumberBox` (a plain ``"int"``, and the number of players): a
  whole number typed or stepped between the option's ``minimum`` and
  ``maximum``, that says when it corrects a number typed out of range
  (:func:`range_text`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSlider, QSpinBox, QWidget

from cardtable.engine import OptionSpec
from cardtable.ui.i18n import current_language
from cardtable.ui.numbers import number, seconds

RANDOM_SEAT = -1


class SeatChoice(QComboBox):
    """A seat chosen by its player's name (or "At random": :data:`RANDOM_SEAT`)."""

    def __init__(self, spec: OptionSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.random_allowed = spec.minimum is not None and spec.minimum <= RANDOM_SEAT
        self._wanted = int(spec.default)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.currentIndexChanged.connect(self._chosen)

    def _chosen(self, _index: int) -> None:
        if self.currentData() is not None:
            self._wanted = int(self.currentData())

    def value(self) -> int:
        data = self.currentData()
        return int(data) if data is not None else 0

    def set_value(self, value: int) -> None:
        self._wanted = int(value)
        index = self.findData(self._wanted)
        if index >= 0:
            self.setCurrentIndex(index)

    def set_names(self, names: Sequence[str]) -> None:
        """The players now at the table, in seat order: the list follows
        them; the seat chosen stays chosen while it exists (else the first)."""
        wanted = self._wanted
        self.blockSignals(True)
        self.clear()
        for seat, name in enumerate(names):
            self.addItem(name, seat)
        if self.random_allowed:
            self.addItem(QCoreApplication.translate("NewGameDialog", "At random"), RANDOM_SEAT)
        index = self.findData(wanted)
        self.setCurrentIndex(index if index >= 0 else 0)
        self.blockSignals(False)
        self._wanted = wanted if index >= 0 else self.value()


class SecondsSlider(QWidget):
    """A time in milliseconds, shown in seconds beside a slider."""

    value_changed = Signal(int)

    def __init__(self, spec: OptionSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.step = max(1, int(spec.step))
        lo = int(spec.minimum if spec.minimum is not None else 0)
        hi = int(spec.maximum if spec.maximum is not None else 10 * self.step)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(-(-lo // self.step), hi // self.step)
        self.slider.setPageStep(2)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setTickInterval(max(1, 1000 // self.step))
        self.slider.setMinimumWidth(160)
        self.shown = QLabel(self)
        self.shown.setMinimumWidth(self.shown.fontMetrics().horizontalAdvance("10,5\u00a0s") + 6)
        row.addWidget(self.slider, 1)
        row.addWidget(self.shown)
        self.slider.valueChanged.connect(self._moved)
        self.setFocusProxy(self.slider)
        self.set_value(int(spec.default))

    def _moved(self, _v: int) -> None:
        self.shown.setText(seconds(self.value(), current_language()))
        self.slider.setAccessibleDescription(self.shown.text())
        self.value_changed.emit(self.value())

    def value(self) -> int:
        return self.slider.value() * self.step

    def set_value(self, ms: int) -> None:
        self.slider.setValue(round(ms / self.step))
        self._moved(0)


def shown_value(spec: OptionSpec, value: int) -> str:
    """An option's number as its widget shows it (``3 s`` for a time)."""
    return seconds(value, current_language()) if spec.shown_as == "seconds" else number(value)


def range_text(spec: OptionSpec) -> str:
    """"de 100 à 2000": the values an option allows (its tooltip, its notes)."""
    return QCoreApplication.translate("NewGameDialog", "from {minimum} to {maximum}").format(
        minimum=shown_value(spec, int(spec.minimum or 0)), maximum=shown_value(spec, int(spec.maximum or 0)))


def bounds_text(box: QSpinBox) -> str:
    """"de 4 à 5": the whole numbers a box allows now (the number of players, whose range follows the game)."""
    return QCoreApplication.translate("NewGameDialog", "from {minimum} to {maximum}").format(
        minimum=number(box.minimum()), maximum=number(box.maximum()))


#: what may stand in the field while a number is typed (a sign, up to 7 digits)
_TYPING = re.compile(r"[-+\u2212]?\d{0,7}")


class NumberBox(QSpinBox):
    """A whole number from the option's ``minimum`` to its ``maximum`` (without
    an option, the range given by :meth:`setRange`: the number of players).

    Decision: a number typed out of range is taken as typed while it is
    being typed (« 5000 » is not cut to « 500 » at its last digit), and when
    the field is left (Tab, a click elsewhere) or Entrée is pressed it lands
    on the nearest allowed value -- « 10 » for at least 100 becomes 100, not
    the value the field held before -- and :attr:`corrected` tells the
    dialog, which says the range and the new value under the options.  It is
    not kept as typed for correction: an out-of-range number could not start
    a game, and the nearest allowed value is nearly always what was meant (a
    target of 10 means "a short game": 100), said at once so that it can be
    changed.  Entrée that corrects a number does only that: the dialog does
    not start the game on a value the family has not seen.  An emptied field
    gets back the value it held, as in any spin box.
    """

    #: a number typed out of range, and the allowed value it became
    corrected = Signal(int, int)
    #: the person typed in the field or stepped its value
    touched = Signal()

    def __init__(self, spec: OptionSpec | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.lineEdit().textEdited.connect(lambda _text: self.touched.emit())
        if spec is None:
            return
        self.setRange(spec.minimum if spec.minimum is not None else -10**6,
                      spec.maximum if spec.maximum is not None else 10**6)
        if spec.minimum is not None and spec.maximum is not None:
            self.setToolTip(QCoreApplication.translate("NewGameDialog", "A whole number {range}.").format(
                range=range_text(spec)))

    def _number(self, text: str) -> int | None:
        """The number ``text`` holds (None: not a whole number)."""
        clean = text.strip().replace("\u2212", "-")
        try:
            return int(clean) if clean.lstrip("+-").isdigit() else None
        except ValueError:
            return None

    def out_of_range(self) -> bool:
        """The field holds a number typed out of range (not yet corrected)."""
        typed = self._number(self.lineEdit().text())
        return typed is not None and not self.minimum() <= typed <= self.maximum()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:  # noqa: D102 - Qt's
        typed = self._number(text)
        if typed is not None and not self.minimum() <= typed <= self.maximum():
            return QValidator.State.Intermediate, text, pos     # taken while typed, corrected when left
        if typed is None and _TYPING.fullmatch(text.strip()):
            return QValidator.State.Intermediate, text, pos     # "", "-": on the way to a number
        return super().validate(text, pos)

    def fixup(self, text: str) -> str:  # noqa: D102 - Qt's
        typed = self._number(text)
        if typed is None or self.minimum() <= typed <= self.maximum():
            return super().fixup(text)
        value = min(max(typed, self.minimum()), self.maximum())
        self.corrected.emit(typed, value)
        return str(value)

    #: why the field is losing the focus, while it does (a click elsewhere: ``MouseFocusReason``)
    leaving: Qt.FocusReason | None = None

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self.leaving = event.reason()
        try:
            super().focusOutEvent(event)          # a number out of range is corrected here
        finally:
            self.leaving = None

    def stepBy(self, steps: int) -> None:  # noqa: N802
        self.touched.emit()
        super().stepBy(steps)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.out_of_range():
            self.interpretText()          # corrected and said; Entrée goes no further
            self.lineEdit().selectAll()
            event.accept()
            return
        super().keyPressEvent(event)


__all__ = ["RANDOM_SEAT", "NumberBox", "SeatChoice", "SecondsSlider", "bounds_text", "range_text", "shown_value"]

"""Widgets of the game options that are not a plain number, a box or a list
(:class:`~cardtable.engine.base.OptionSpec` ``shown_as``), for the New game
dialog (:mod:`cardtable.ui.window.new_game`):

* :class:`SeatChoice` (``shown_as="seat"``): the players by name, in seat
  order, and "At random" when the option allows ``-1``; it follows the names
  typed and the number of players (:meth:`SeatChoice.set_names`);
* :class:`SecondsSlider` (``shown_as="seconds"``): a value kept in
  milliseconds, shown in seconds beside a slider that moves by the option's
  ``step`` (arrows, Page Up/Down, Home/End, the mouse wheel).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSlider, QWidget

from cardtable.engine import OptionSpec
from cardtable.ui.i18n import current_language
from cardtable.ui.numbers import seconds

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


__all__ = ["RANDOM_SEAT", "SeatChoice", "SecondsSlider"]

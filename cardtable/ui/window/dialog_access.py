"""Dialogs as a screen reader reads them: what each control sets.

Qt names most controls by their label's buddy (``QLabel.setBuddy``, and
every row ``QFormLayout.addRow(text, widget)`` makes), but a combo box is
named by its current item ("Intermédiaire") and says nothing of what it
chooses.  :func:`name_by_labels` gives every combo box, spin box, slider and
line edit that has a buddy label and no name of its own that label's words
("Jeu", "Objectif de points"), without the shortcut's ``&`` and the colon.
A dialog calls it once its rows are built (and again when it rebuilds them);
a control without a label is named where it is made
(``setAccessibleName``).  ``tests/test_dialogs_accessible.py`` walks every
dialog's accessibility tree: no control that Tab reaches is unnamed.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleValueChangeEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QWidget,
)


def label_words(text: str) -> str:
    """A label's words as a name: no ``&`` shortcut mark, no closing colon."""
    text = shown_words(text)
    return text.strip().rstrip(":").strip("\u00a0\u202f ").strip()


def shown_words(text: str) -> str:
    """A label's words as drawn: no ``&`` shortcut mark ("&&" is one "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def name_by_labels(root: QWidget) -> None:
    """Name each labelled control under ``root`` that has no name of its
    own; and name each label with a buddy by its words without the
    shortcut's ``&``.  Qt strips the ``&`` from a label's name only once the
    label has a buddy, but a label is made before its buddy is set, and a
    screen reader that read it then (AT-SPI's cache, from the label's
    creation while the reader already listens: a dialog opened during a
    game) keeps "&Jeu :" as the name of the combo box's *labelled-by*; the
    name set here is posted as changed, and is the same from then on."""
    for label in root.findChildren(QLabel):
        buddy = label.buddy()
        if buddy is None or not label.text():
            continue
        if label.textFormat() != Qt.TextFormat.PlainText and "<" in label.text():
            continue                    # rich text: Qt's own name, read from its plain text
        words = shown_words(label.text())
        if label.accessibleName() != words:
            label.setAccessibleName(words)
        if isinstance(buddy, QComboBox | QAbstractSpinBox | QAbstractSlider | QLineEdit) \
                and not buddy.accessibleName():
            buddy.setAccessibleName(label_words(label.text()))


def say(widget: QWidget, text: str) -> None:
    """Announce ``text`` of ``widget`` to a screen reader (nothing while none listens)."""
    from cardtable.ui.table import announce
    if text and QAccessible.isActive():
        announce.send(widget, text)


def say_choice(combo: QComboBox) -> None:
    """A combo box whose current item the arrows change says its new item:
    Qt names a combo box by its value, and a screen reader that does not
    follow the value change (AT-SPI's ``object:property-change``) hears it
    through an announcement (while the combo box has the focus: a choice
    made in its open list is read by the list itself).  The change is also
    posted as the combo box's name and value changing, so that a reader
    that keeps the names it read (AT-SPI's cache, which Orca reads) reads
    the new item when it comes back to the combo box, not the first one."""
    def changed(_index: int) -> None:
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(combo, QAccessible.Event.NameChanged))
            QAccessible.updateAccessibility(QAccessibleValueChangeEvent(combo, combo.currentText()))
        if combo.hasFocus():
            say(combo, combo.currentText())
    combo.currentIndexChanged.connect(changed)


def read_question(box: QMessageBox) -> None:
    """A question box read whole: its words (and the informative text) are
    its description, and are announced once it shows, before its focused
    button (a screen reader that reads alerts itself, as Orca does, reads
    the same words).  Its keys are guarded (:class:`_KeyGuard`).  Call it
    before ``exec()``."""
    words = " ".join(t for t in (box.text(), box.informativeText()) if t)
    box.setAccessibleDescription(words)
    QTimer.singleShot(0, box, lambda: say(box, words) if box.isVisible() else None)
    guard_keys(box)


def guard_keys(dialog: QWidget) -> None:
    """``dialog`` answers no Entrée, Espace or Échap pressed in the first
    moments after it shows, nor one held down (:class:`_KeyGuard`): the key
    that opened it, pressed twice, does not answer it.  Call it once its
    buttons and fields are built."""
    if dialog.findChild(_KeyGuard) is None:
        guard = _KeyGuard(dialog)
        for widget in (dialog, *dialog.findChildren(QWidget)):      # a key goes to the focused button first
            widget.installEventFilter(guard)


class _KeyGuard(QObject):
    """A question box (or a dialog, :func:`guard_keys`) answers no Entrée, Espace or Échap pressed in the
    first moments after it shows, nor one held down: the key that ended
    what came before it (Entrée pressed twice on "Jouer", a key held through
    the last move) does not answer a question the person has not read.  The
    table's :class:`~cardtable.ui.table.overlays.GestureGuard`, its time
    included; a click is always taken."""

    KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape)

    def __init__(self, box: QWidget) -> None:
        from cardtable.ui.table.overlays import GestureGuard
        super().__init__(box)
        self.guard = GestureGuard(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Show and obj is self.parent():
            self.guard.arm()
        elif event.type() == QEvent.Type.KeyPress and event.key() in self.KEYS:  # type: ignore[attr-defined]
            return not self.guard.accepts(event)  # type: ignore[arg-type]
        return False


class _QuestionReader(QObject):
    """Reads the question box that shows (:func:`questions_read`)."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Show and isinstance(obj, QMessageBox) and not obj.accessibleDescription():
            read_question(obj)
        return False


@contextmanager
def questions_read() -> Iterator[None]:
    """While it lasts, a question box that shows is read whole, as
    :func:`read_question` reads one: for a box Qt makes itself
    (``QMessageBox.question``), which shows inside the call.  Only for the
    call's length: no filter is left on every event of the program."""
    app = QApplication.instance()
    if app is None:
        yield
        return
    reader = _QuestionReader()
    app.installEventFilter(reader)
    try:
        yield
    finally:
        app.removeEventFilter(reader)


__all__ = ["guard_keys", "label_words", "name_by_labels", "questions_read", "read_question", "say", "say_choice", "shown_words"]

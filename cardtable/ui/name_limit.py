"""How long a player's name may be, and how the fields where one is typed
show it.

Decision: a player's name has at most :data:`PLAYER_NAME_MAX` (32)
characters wherever a person types one -- the New game window's seats, the
Join window's "Your name" (:mod:`cardtable.ui.network.join`).  A field stops taking characters at that length,
visibly: as the name comes near the limit a line under the field counts
what is left (« Un nom a au plus 32 caractères : il en reste 3. »), and at the
limit says it is full, so that typing never stops without a word.  A name
typed past the limit loses a joining mark left at its end (« Dujardin- »:
:func:`typed_name`).  A name is never cut afterwards in the middle of a
word: a name read from elsewhere that is too long (a setting written by
another version) loses its last whole words and shows « … » where they
were (:func:`shortened`).

Why 32: a French name with its particle and a double first name,
« Marie-Christine de La Fontaine » (30) or « Jean-Baptiste de Saint-Exupéry »
(30), fits whole; the table shows any such name on the plates, the hot-seat curtain
and the scoresheet at 1024 × 600, elided with « … » (never cut silently)
where a narrow plate or column has not the room, the whole name then in
its tooltip or accessible name.  The network protocol accepts longer names
(:data:`cardtable.net.protocol.MAX_NAME`) from another screen; they are
shown the same way.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

__all__ = ["JOINING", "NEAR", "PLAYER_NAME_MAX", "NameLimitNote", "limit_text", "limit_tip", "shortened", "typed_name"]

#: the most characters of a player's name (see the module docstring)
PLAYER_NAME_MAX = 32
#: the note counts what is left once this few characters remain
NEAR = 6


def limit_text(length: int, most: int = PLAYER_NAME_MAX) -> str:
    """The note under a name field holding ``length`` characters ("" while
    the name is far from the limit)."""
    left = most - length
    if left > NEAR:
        return ""
    if left <= 0:
        return QCoreApplication.translate("NameLimit", "A name has at most {most} characters: this one is full.").format(
            most=most)
    return QCoreApplication.translate("NameLimit", "A name has at most {most} characters: {left} more.").format(
        most=most, left=left)


def limit_tip(most: int = PLAYER_NAME_MAX) -> str:
    """A name field's tooltip: how long a name may be."""
    return QCoreApplication.translate("NameLimit", "At most {most} characters.").format(most=most)


#: the marks that join two parts of a name (« Marie-Hélène », « d'Arc »): never at its ends
JOINING = "-'\u2019\u2010\u2011"


def typed_name(text: str) -> str:
    """The name typed in a field: its spaces collapsed, and no joining mark
    left at either end -- a name typed past the limit stops where the field
    stopped taking characters, and « Dujardin-Bérégovoy » cut there would
    read « Dujardin- » on the curtain and the scoresheet."""
    return " ".join(text.split()).strip(JOINING + " ")


def shortened(name: str, most: int = PLAYER_NAME_MAX) -> str:
    """``name`` (spaces collapsed) within ``most`` characters: whole when it
    fits, else its first whole words and « … » (never a word cut in two; a
    first word longer than that alone is cut, with « … »)."""
    name = " ".join(name.split())
    if len(name) <= most:
        return name
    cut = name[:most - 1]                  # room left for « … »
    if name[most - 1] != " " and " " in cut:
        cut = cut[:cut.rindex(" ")]        # the word the limit falls in goes whole
    return cut.rstrip() + "…"


class NameLimitNote(QLabel):
    """The line under one or more name fields that says how long a name may
    be, shown while the field being typed in nears or reaches the limit
    (:func:`limit_text`); ``changed`` runs when it shows or hides (a dialog
    takes its new size: the New game window at 1024 × 600 has no line to
    spare for it while it is hidden).  A key refused by a full field shows
    the note at once, also in a field that was full before it was entered
    (a name remembered from the last game).  A field left holds the name as
    the game will have it (:func:`typed_name`)."""

    def __init__(self, parent: QWidget, changed: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("nameLimitNote")
        self.setWordWrap(True)
        self.setStyleSheet("font-style: italic;")
        self.hide()
        self._changed = changed
        self._field: QLineEdit | None = None

    def watch(self, field: QLineEdit, most: int = PLAYER_NAME_MAX) -> None:
        """Limit ``field`` to ``most`` characters and say so while it is typed in."""
        field.setMaxLength(most)
        field.setToolTip(limit_tip(most))
        field.textEdited.connect(lambda text, f=field: self._edited(f, text))
        field.editingFinished.connect(lambda f=field: self._left(f))
        field.destroyed.connect(lambda _obj=None, f=field: self._gone(f))
        field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """A character typed into a full field (nothing selected that it
        would replace): the field refuses it without a change of text, so
        without ``textEdited``; the note says why now."""
        if event.type() == QEvent.Type.KeyPress and isinstance(watched, QLineEdit) \
                and isinstance(event, QKeyEvent) and self._refused(watched, event):
            self._field = watched
            self._say(limit_text(len(watched.text()), watched.maxLength()))
        return False

    @staticmethod
    def _refused(field: QLineEdit, event: QKeyEvent) -> bool:
        text = event.text()
        commands = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier \
            | Qt.KeyboardModifier.MetaModifier
        return bool(text) and text.isprintable() and not (event.modifiers() & commands) \
            and not field.isReadOnly() and not field.hasSelectedText() \
            and len(field.text()) >= field.maxLength()

    def reset(self) -> None:
        """Hidden, watching no field (the fields are being built again)."""
        self._field = None
        self._say("")

    def _edited(self, field: QLineEdit, text: str) -> None:
        self._field = field
        self._say(limit_text(len(text), field.maxLength()))

    def _left(self, field: QLineEdit) -> None:
        # the name as the game will have it: no hyphen left hanging where the field stopped
        clean = typed_name(field.text())
        if clean != field.text():
            field.setText(clean)
            field.setCursorPosition(0)
        if field is self._field:
            self._field = None
            self._say("")

    def _gone(self, field: QLineEdit) -> None:
        if field is self._field:
            self._field = None

    def _say(self, text: str) -> None:
        was = not self.isHidden()
        self.setText(text)
        self.setVisible(bool(text))
        if was != bool(text) and self._changed is not None:
            self._changed()

"""Marking of translatable engine messages without importing Qt.

The engine never imports Qt, yet its messages (an illegal move's reason, an event
caption) must reach the player in French.  Messages are written in English and
marked with :func:`QT_TRANSLATE_NOOP` so that ``pyside6-lupdate`` collects them
into the ``.ts`` files under their context; the UI translates them with
``QCoreApplication.translate(context, text)`` and then formats the arguments.
"""

from __future__ import annotations

CONTEXT = "engine"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name
    """Return ``text`` unchanged; the name lets lupdate collect it."""
    return text


class NumerusMarker:
    """Marks plural texts (``%n``) for lupdate without importing Qt.

    ``lupdate`` reads a call spelled ``Name.tr("%n card(s)", "", n)`` as a
    plural text of the context ``Name``; a module binds an instance to a name
    spelled like the context (``Peech = NumerusMarker()``) and writes
    ``Peech.tr(text, "", 0)``, which returns ``text`` unchanged.  The UI
    translates it with ``QCoreApplication.translate(context, text, None, n)``.
    """

    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:
        return text

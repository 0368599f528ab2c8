"""What the table says, spoken by the screen reader as it happens.

Every line the table writes on the status bar (a card played, a trick won, a
bid, an ask and its answer, whose turn it is, a refusal's reason, a round's
count, the curtain's "Au tour de Léa") goes through the director's
``status`` signal; :class:`Announcer` sends each one to the assistive
technology as a ``QAccessibleAnnouncementEvent`` on the table view, in the
words the status bar shows, when the table shows it (the behaviours write
their lines in their animation steps: an announcement comes with its move).
A game's other lines (Deutch's "last moves" journal) are said with
:meth:`Announcer.say` through :meth:`TableDirector.announce`.  While the
table skips to the end of a deal ("Skip to the end of the deal", the kit's
hurry bar) the lines are kept, not said (:meth:`Announcer.hold`), and the
game says one summary when the skip ends
(:meth:`~cardtable.ui.table.behaviour.TableBehaviour.skip_summary`); the
status bar and a game's journal still get every line.

Visibility is the status bar's, which is the table's: the behaviours write
from events already redacted for the person at the screen.  While the
curtain is up nothing is said but the curtain's own words (whose turn it is:
the person who must take the screen is told so), so no line meant for the
person who left the screen is heard by the next.

Nothing is done while no assistive technology listens
(``QAccessible.isActive()`` false): no event is built.  :func:`send` is the
one place an announcement leaves the program (tests replace it to hear them).
The computers' pacing waits for each line to be spoken
(:mod:`cardtable.ui.table.speech`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def send(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Hand ``text`` to the screen reader as an announcement of ``widget``."""
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


class Announcer(QObject):
    """Speaks the table's status lines (see the module's text)."""

    def __init__(self, director: Any) -> None:
        super().__init__(director)
        self.director = director
        self.last = ""
        self._muted = 0
        #: lines kept, not said, while the table skips to the end of a deal
        #: (:meth:`hold`); None: every line is said
        self.held: list[str] | None = None
        self._through = 0
        director.status.connect(self.say)

    def hold(self) -> None:
        """Keep the lines from now on instead of saying them (the table skips
        to the end of a deal: a hundred asks in a second are not read out; the
        game says a summary once the skip is over, :meth:`release`)."""
        if self.held is None:
            self.held = []

    def release(self) -> list[str]:
        """Say the lines again from now on; the lines kept meanwhile."""
        held, self.held = self.held or [], None
        return held

    @contextmanager
    def through(self) -> Iterator[None]:
        """A line asked for by the person (an F-key) is said even while
        lines are held."""
        self._through += 1
        try:
            yield
        finally:
            self._through -= 1

    @contextmanager
    def muted(self) -> Iterator[None]:
        """Nothing is said meanwhile (a status line put back, already said)."""
        self._muted += 1
        try:
            yield
        finally:
            self._muted -= 1

    def say(self, text: str, assertive: bool = False, repeat: bool = True) -> None:
        """Say ``text``; ``repeat=False``: F7 ("the last line again") keeps
        the line before it (a word on a key that did nothing)."""
        text = text.strip()
        if not text or self._muted or not QAccessible.isActive():
            return
        curtain = self.director.curtain
        if curtain.isVisible() and text.rstrip(".") != curtain.title.rstrip("."):   # (the bar says it as a sentence)
            return
        if self.held is not None and not self._through:
            self.held.append(text)
            return
        if repeat:
            self.last = text
        send(self.director.view, text, assertive)
        self.director.spoken(text)      # the computers wait for it (cardtable.ui.table.speech)


__all__ = ["Announcer", "send"]

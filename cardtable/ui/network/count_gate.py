"""Between two rounds of a network game: the screens go on together
(``docs/network.md``, "Between two rounds").

A round's count waits on every screen for its person's "Next round". At a
network table each screen's person reads at their own pace, and the new deal
is shown on a screen only once every person at the table has gone on from
that count: a person who clicks first keeps the count in view, its button
saying whom the table waits for ("Waiting for Léa…"), and every screen goes
on when the last one does. Nobody waits for a computer, for a seat nobody is
connected to (or a computer plays meanwhile), or for a screen that shows no
count (its speed "off").

A count is named by the host's position when it was reached
(``actions_applied``, sent with every ``welcome`` and ``events`` as ``at``):
each screen tells the host when its person went on from the count at ``at``
(the host's own screen directly, a joined one by ``read``); the host sends
everyone, per seat, the last count its screen went on from (``reading``).

:class:`CountGate` is the table's side (``director.count_gate``); the kit's
count panel (``Behaviour.show_info``) asks it before going on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject


class CountGate(QObject):
    """The gate of one screen: ``went_on(at)`` tells the table this screen's
    person went on from the count at ``at``; ``waiting_for(at)`` gives the
    seats the table still waits for; ``names()`` the seats' names; ``changed``
    is emitted when who is waited for may have changed."""

    def __init__(self, went_on: Callable[[int], None], waiting_for: Callable[[int], list[int]],
                 names: Callable[[], list[str]], changed: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._went_on = went_on
        self._waiting_for = waiting_for
        self._names = names
        self._pending: tuple[int, Callable[[], None], Callable[[str], None]] | None = None
        changed.connect(self._check)

    def went_on(self, at: int) -> None:
        """This screen's person went on from the count at ``at`` (or it showed none)."""
        self._went_on(at)

    def go_on(self, at: int, proceed: Callable[[], None], waiting: Callable[[str], None]) -> None:
        """This screen's person clicked "Next round" on the count at ``at``:
        ``proceed()`` once nobody else is reading it, meanwhile
        ``waiting(text)`` says whom the table waits for."""
        self._went_on(at)
        self._pending = (at, proceed, waiting)
        self._check()

    @property
    def waiting(self) -> bool:
        """This screen waits for another's person to go on."""
        return self._pending is not None

    def drop(self) -> None:
        """The table was rebuilt or stopped: nothing waits any more."""
        self._pending = None

    def release(self) -> None:
        """Nobody can be waited for any more (the table closed): go on now."""
        pending, self._pending = self._pending, None
        if pending is not None:
            pending[1]()

    def waiting_text(self, seats: list[int]) -> str:
        names = self._names()
        who = [names[s] if s < len(names) else str(s + 1) for s in seats]
        if len(who) > 1:
            who_text = QCoreApplication.translate("CountGate", "{names} and {last}").format(
                names=", ".join(who[:-1]), last=who[-1])
        else:
            who_text = who[0] if who else ""
        return QCoreApplication.translate("CountGate", "Waiting for {names}…").format(names=who_text)

    def _check(self) -> None:
        if self._pending is None:
            return
        at, proceed, waiting = self._pending
        seats = self._waiting_for(at)
        if seats:
            waiting(self.waiting_text(seats))
            return
        self._pending = None
        proceed()

"""A joined seat's controller: the table of a computer that joined a network
game (``docs/network.md``), fed by a :class:`cardtable.ui.network.client.NetClient`.

:class:`RemoteController` answers the questions the table's director and the
games' behaviours ask a :class:`cardtable.ui.controller.GameController`
(``setup``, ``has_game``, ``view(seat)``, ``public_view()``, ``legal``,
``to_act``, ``submit``, ``pending_window``...) and emits the same signals, from
what the host sends this seat and nothing else:

* ``view(seat)`` exists only for the joined seat (the client never has another
  seat's view: asking for one is a bug and raises :class:`LookupError`);
  ``public_view()`` is that seat's view, which holds every public key;
* the events are the host's, already redacted for this seat (``redact``
  returns them as they are);
* ``legal(seat)`` is the host's encoded legal actions decoded
  (:func:`cardtable.net.actions.decode_actions`), offered once the table has
  shown the events that led there (``human_turn``, as at the host's table);
  while the host's game waits for seats to be taken (the ``seats``
  message's ``awaited``) nobody plays: ``to_act()`` and ``legal()`` are
  empty whatever the host sent (the host sends none then, and refuses any
  action), so the table never says "Your turn"; the turn is offered once
  the host says every seat is taken;
* ``submit`` sends the encoded action; an action the host did not offer is
  sent too, so that the host's reason is shown, but the table takes it back
  at once (``submit`` returns False).  The host's refusal comes back as
  ``illegal`` with its reason in the user's language
  (:func:`host_reason_text`), and the seat is offered its input again;
* the timed window (Deutch's rapidité) is the host's: ``window_ms`` says
  what is left of it when the message leaves the host; the ring counts that
  down here, the host alone closes it;
* a seat the host's computer plays (``computer_seats`` of the host's
  ``seats`` message) shows the thinking dots on its plate while it is that
  seat's turn and the table is at rest, until its move arrives; not while
  the host's game waits for a seat to be taken (its computers wait too);
* ``resting`` is emitted once the table has shown a position in which this
  seat has nothing to do (the window then says what the table waits for);
* hints are computed here, by the strongest computer player, from this
  seat's view and its legal actions (what the host's hint would use);
* saves, undo and statistics stay on the host: ``save`` does nothing,
  ``undo_refusal`` says why, ``record_stats`` is False.

A game joined before its first move is dealt on this table as on the host's
(the welcome's ``opening``: the deal's events the host redacted for this
seat); one joined later is shown at once, and a rejoin after a broken
connection gets the whole position again (``welcome``) and the table is
rebuilt from it, its memory (Deutch's last moves, the last trick, the last
count) from the seat's last events the welcome carries (``recent_events``).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from cardtable.engine.actions import encode_action
from cardtable.engine.i18n import QT_TRANSLATE_NOOP
from cardtable.net.actions import decode_actions
from cardtable.ui.anim import Durations
from cardtable.ui.controller import _Bridge, _Failure, _think, _worker
from cardtable.ui.network.client import NetClient
from cardtable.ui.setup import GameSetup, SeatSetup

CONTEXT = "RemoteController"

#: the host's own refusals (cardtable.ui.network.host, GameController.submit_remote), in English
HOST_REASONS = (
    QT_TRANSLATE_NOOP("RemoteController", "It is not this seat's turn."),
    QT_TRANSLATE_NOOP("RemoteController", "This action is not allowed now."),
    QT_TRANSLATE_NOOP("RemoteController", "The game is paused on the host."),
    QT_TRANSLATE_NOOP("RemoteController", "The computer plays this seat."),
    QT_TRANSLATE_NOOP("RemoteController", "There is no game in progress."),
    QT_TRANSLATE_NOOP("RemoteController", "This seat is not played on another computer."),
)


def _engine_templates() -> list[str]:
    """The engine's refusal texts that take arguments ("You must follow
    suit: {suit}."), read from the engine's own modules; [] if unreadable."""
    import importlib
    import inspect
    import re
    out: list[str] = []
    for name in ("base", "kit", "peech", "auteurs", "atout_pique", "deutch"):
        try:
            source = inspect.getsource(importlib.import_module(f"cardtable.engine.{name}"))
        except (ImportError, OSError, TypeError):
            continue
        for m in re.finditer(r'QT_TRANSLATE_NOOP\("engine",\s*"((?:[^"\\]|\\.)*\{[^"]*)"\)', source):
            out.append(m.group(1))
    return out


_TEMPLATES: list[str] | None = None


# the host's refusals while its table waits for seats to be taken
# (GameController.seats_refusal): the words the status line says meanwhile
WAIT_REASONS = {"The game starts when every seat is taken.": "Hosting",
                "The game resumes when every seat is taken.": "NetJoin"}


def host_reason_text(reason: str) -> str:
    """The host's reason for a refusal (English, arguments filled) in the
    user's language: the host's own texts, the engine's texts (with their
    arguments found again), else the English text as it came."""
    import re

    from cardtable.ui.i18n import engine_text
    if reason in HOST_REASONS:
        return QCoreApplication.translate(CONTEXT, reason)
    if reason in WAIT_REASONS:
        return QCoreApplication.translate(WAIT_REASONS[reason], reason)
    translated = QCoreApplication.translate("engine", reason)
    if translated != reason:
        return translated
    global _TEMPLATES
    if _TEMPLATES is None:
        _TEMPLATES = _engine_templates()
    for template in _TEMPLATES:
        names = re.findall(r"\{(\w+)\}", template)
        pattern = "".join(f"(?P<{part[1:-1]}>.+?)" if re.fullmatch(r"\{\w+\}", part) else re.escape(part)
                          for part in re.split(r"(\{\w+\})", template))
        m = re.fullmatch(pattern, reason)
        if m is not None and names:
            return engine_text(template, m.groupdict())
    return reason


class RemoteController(QObject):
    """The table's controller for a seat joined over the network (see the module docstring)."""

    started = Signal()
    stopped = Signal()
    events = Signal(list)
    changed = Signal()
    human_turn = Signal(int)
    human_acted = Signal(int)
    thinking = Signal(int, bool)
    undo_changed = Signal()
    undone = Signal()
    illegal = Signal(str)
    hint_ready = Signal(int, object)
    game_over = Signal(list)
    window_opened = Signal(int, int)
    window_closed = Signal(int)
    paused_changed = Signal(bool)
    stats_warning = Signal(str)
    seats_changed = Signal()
    resting = Signal()          # the table shows the last position received; this seat has nothing to do in it

    local = False

    def __init__(self, client: NetClient, durations: Durations | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.durations = durations or Durations()
        self.setup: GameSetup | None = None
        self.resumed = True
        self.players: dict[int, Any] = {}
        self.levels: list[str | None] = []
        self.remote: frozenset[int] = frozenset()
        self.autosave_enabled = False
        self.record_stats = False
        self.undo_enabled = False
        self.pace = True
        self.action_filter = None
        self.hint_reason: Any = None
        self.paused = False
        self._welcomed = False
        self._over = False
        self._over_sent = False
        self._animating = False
        self._rest_due = False                  # a position came: ``resting`` once it is shown, if nothing to do
        self._offered: frozenset[Any] | None = None
        self._sent: int | None = None           # seq of an action sent, until the host answers
        self._window_id: int | None = None
        self._window_deadline = 0.0
        self._generation = 0
        self._thinking: set[int] = set()        # computer seats shown thinking on their plate
        self._hint_bridge = _Bridge(self)
        self._hint_bridge.done.connect(self._on_hint)
        self._hint_player: Any = None
        self._hint_view: dict[str, Any] | None = None
        client.welcomed.connect(self._on_welcome)
        client.updated.connect(self._on_update)
        client.illegal.connect(self._on_illegal)
        client.over.connect(self._on_over)
        client.seats_changed.connect(self._on_seats)

    # ------------------------------------------------------------ queries
    @property
    def seat(self) -> int | None:
        return self.client.seat

    @property
    def has_game(self) -> bool:
        return self._welcomed and self.setup is not None

    def seats_wait_text(self) -> str:
        """While the host's game waits for its seats to be taken, why nobody
        plays, in the user's language (the host's own refusal, as
        :meth:`GameController.seats_wait_text` says it); else ""."""
        if not self.has_game or not self.client.awaited or self._over:
            return ""
        reason = ("The game resumes when every seat is taken." if self.client.begun
                  else "The game starts when every seat is taken.")
        return QCoreApplication.translate(WAIT_REASONS[reason], reason)

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def active(self) -> bool:
        return self.has_game and not self._over

    @property
    def state(self) -> None:
        """There is no engine state on a joined computer (the host has it)."""
        return None

    @property
    def game_id(self) -> str | None:
        return self.setup.game_id if self.setup else None

    @property
    def animating(self) -> bool:
        return self._animating

    @property
    def actions_applied(self) -> int:
        """The host's position (its count of moves) of the last position received."""
        return self.client.at

    def opening_events(self) -> list[dict[str, Any]]:
        """The deal as the host redacted it for this seat, when the seat was
        taken before the first move (the welcome's ``opening``); else none:
        the position is shown at once."""
        return list(self.client.opening)

    def recent_events(self) -> list[dict[str, Any]]:
        """The game's last events as the host sent them to this seat (the
        welcome's ``recent``: none with an ``opening``), from which the table
        rebuilt from the welcome remembers what a screen that never left
        would (:meth:`cardtable.ui.table.behaviour.TableBehaviour.recall`)."""
        return list(self.client.recent)

    def view(self, seat: int) -> dict[str, Any]:
        if seat != self.client.seat:
            raise LookupError(f"a joined computer has only its own seat's view (seat {self.client.seat})")
        return self.client.view

    def public_view(self) -> dict[str, Any]:
        """The seat's view holds every public key (what the scoresheet reads)."""
        return self.client.view

    def redact(self, event: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
        return event        # the host redacted it for this seat

    def legal(self, seat: int) -> list[Any]:
        c = self.client
        if seat != c.seat or seat not in self.to_act() or self._sent is not None or self._over:
            return []
        return decode_actions(c.game, c.legal)

    def to_act(self) -> frozenset[int]:
        """Who is to act, as the host says; nobody while its game waits for seats to be taken."""
        if not self.has_game or self.client.awaited:
            return frozenset()
        return frozenset(self.client.to_act)

    def is_human(self, seat: int) -> bool:
        return seat == self.client.seat

    def human_seats(self) -> list[int]:
        return [self.client.seat] if self.client.seat is not None else []

    def people_seats(self) -> list[int]:
        """The seats a person plays now, here or on another computer (the
        host's ``seats``: those no computer plays)."""
        kinds = self.client.computer_seats
        players = self.setup.players if self.setup is not None else 0
        return [s for s in range(players) if not (s < len(kinds) and kinds[s])]

    def is_remote(self, seat: int) -> bool:
        return False

    def pending_window(self) -> Any:
        win = self.client.view.get("window") if self.has_game else None
        if not isinstance(win, dict):
            return None
        from cardtable.engine import SaveError
        from cardtable.engine.kit import TimedWindow
        try:
            return TimedWindow.from_json(win)
        except SaveError:
            return None

    def window_remaining_ms(self) -> int:
        if self._window_id is None:
            return 0
        return max(0, int((self._window_deadline - time.monotonic()) * 1000))

    # ------------------------------------------------- what the host keeps
    def undo_refusal(self) -> str | None:
        return QCoreApplication.translate("RemoteController", "Undo stays with the host of a network game.")

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        self.illegal.emit(self.undo_refusal() or "")
        return False

    def save(self) -> bool:
        return True         # the host saves the game

    def mark_help_used(self) -> None:
        pass

    def hold(self) -> None:
        pass                # a network game does not wait for one screen's dialog

    def release(self) -> None:
        pass

    @contextmanager
    def held(self) -> Iterator[None]:
        yield

    def hold_computers(self) -> None:
        pass

    def release_computers(self) -> None:
        pass

    def start(self, *_: Any, **__: Any) -> None:
        """The host starts the games: a joined seat cannot (the director
        offers a game of this screen's own instead)."""

    def stop(self) -> None:
        self._generation += 1
        self._show_thinking(set())
        self._welcomed = False
        self._offered = None
        self._sent = None
        self._set_window(None, 0)
        self.stopped.emit()

    def connection_lost(self) -> None:
        """The connection is gone: the input offered is forgotten (a rejoin's
        ``welcome`` offers it again)."""
        self._offered = None
        self._sent = None
        self._show_thinking(set())

    # ------------------------------------------------------------ actions
    def submit(self, seat: int, action: Any) -> bool:
        """Send the person's action to the host.  True when it is one of the
        seat's legal actions (the table shows it when the host's events come
        back); an action not offered is sent for the host's reason, and False
        is returned (the card goes back)."""
        c = self.client
        if not self.has_game or seat != c.seat or c.is_closed:
            self.illegal.emit(QCoreApplication.translate("RemoteController", "Not connected to the host."))
            return False
        if self._over:
            self.illegal.emit(QCoreApplication.translate("Table", "The game is over."))
            return False
        if self._sent is not None:
            return False     # the last action is on its way
        offered = action in self.legal(seat)
        seq = c.send_action(encode_action(action))
        if not offered:
            return False
        self._sent = seq
        self._offered = None
        self.human_acted.emit(seat)
        return True

    @Slot()
    def animations_done(self) -> None:
        self._animating = False
        QTimer.singleShot(0, self, self._advance)

    def _advance(self) -> None:
        if not self.has_game or self._animating:
            return
        self._show_thinking(self._computers_to_act())
        if self._over:
            if not self._over_sent and self.client.totals is not None:
                self._over_sent = True
                self.game_over.emit(list(self.client.totals))
            return
        seat = self.client.seat
        legal = self.legal(seat) if seat is not None else []
        if not legal:
            self._offered = None
            if self._rest_due:
                self._rest_due = False
                self.resting.emit()
            return
        self._rest_due = False
        offered = frozenset(legal)
        if offered != self._offered:
            self._offered = offered
            assert seat is not None
            self.human_turn.emit(seat)

    # ------------------------------------------------------------- hints
    def request_hint(self, seat: int) -> None:
        """The strongest computer player's choice for this seat, from its view
        and legal actions (computed here, in the players' worker thread)."""
        legal = self.legal(seat)
        if not legal or self.setup is None:
            return
        import cardtable.ai as ai
        if self._hint_player is None:
            self._hint_player = ai.make_player(self.setup.game_id, "difficile", seed=977)
        view = json.loads(json.dumps(self.client.view))
        self._hint_view = view
        _worker().submit(_think, self._hint_bridge, self._generation, seat, 0, self._hint_player, view, legal)

    @Slot(int, int, int, object, float)
    def _on_hint(self, generation: int, seat: int, ticket: int, action: Any, seconds: float) -> None:
        if generation != self._generation or isinstance(action, _Failure) or action not in self.legal(seat):
            return
        import cardtable.ai as ai
        view = self._hint_view
        self.hint_reason = ai.explain(self._hint_player, view, action) if view is not None else None
        self.hint_ready.emit(seat, action)

    # ------------------------------------------------------ from the host
    def show_position(self) -> None:
        """Show the whole position the client holds (its last ``welcome``):
        for a client whose welcome came before this controller was made."""
        if self.client.seat is not None:
            self._on_welcome()

    def _on_welcome(self) -> None:
        c = self.client
        assert c.seat is not None
        names = list(c.names) + [""] * max(0, c.players - len(c.names))
        seats = [SeatSetup(names[s], s == c.seat, "intermediaire") for s in range(c.players)]
        self.setup = GameSetup(c.game, c.players, seats, dict(c.options), 0)
        self._generation += 1
        self._hint_player = None
        self._welcomed = True
        self._over = False
        self._over_sent = False
        self._offered = None
        self._sent = None
        self._animating = True          # the table rebuilds itself, then calls animations_done
        self._rest_due = True
        self._window_id = None
        self.started.emit()
        self.changed.emit()
        self._check_window()

    def _on_update(self, events: list[dict[str, Any]]) -> None:
        if not self.has_game:
            return
        self._sent = None
        self._animating = True
        self._rest_due = True
        self._show_thinking(set())      # the awaited move came: the table shows it first
        self._check_window()
        if any(ev.get("type") == "game_over" for ev in events):
            self._over = True
        self.events.emit(events)
        self.changed.emit()

    def _on_illegal(self, seq: int, reason: str) -> None:
        if self._sent == seq:
            self._sent = None
        self._offered = None            # the seat is offered its input again
        self.illegal.emit(host_reason_text(reason))
        if not self._animating:
            self._advance()

    def _on_over(self, totals: list[int]) -> None:
        self._over = True
        if not self._animating:
            QTimer.singleShot(0, self, self._advance)

    def _on_seats(self) -> None:
        if self.setup is not None and len(self.client.names) == self.setup.players:
            for seat, name in zip(self.setup.seats, self.client.names, strict=True):
                seat.name = name
        self.seats_changed.emit()
        if self.has_game and not self._animating:
            self._show_thinking(self._computers_to_act())   # a seat taken over, or given back
            self._advance()          # the last seat taken: the turn is offered (with the host's legal actions)

    def _computers_to_act(self) -> set[int]:
        """The seats the host's computer players are to play now (not while
        a timed window is open: every seat may act in it, none is awaited;
        nor while the host's game waits for a seat to be taken: its
        computers wait too)."""
        c = self.client
        if self._over or self.pending_window() is not None or c.awaited:
            return set()
        kinds = c.computer_seats
        return {s for s in c.to_act if s != c.seat and 0 <= s < len(kinds) and kinds[s]}

    def _show_thinking(self, seats: set[int]) -> None:
        """Show on the plates the host's computers that are choosing, as
        the local controller shows its own: the joined screen sees the same
        table as the host's."""
        for seat in sorted(self._thinking - seats):
            self.thinking.emit(seat, False)
        for seat in sorted(seats - self._thinking):
            self.thinking.emit(seat, True)
        self._thinking = set(seats)

    def _check_window(self) -> None:
        win = self.pending_window()
        left = self.client.window_ms
        self._set_window(win.id if win is not None and left > 0 else None, left)

    def _set_window(self, wid: int | None, left_ms: int) -> None:
        if wid == self._window_id:
            if wid is not None:
                self._window_deadline = time.monotonic() + left_ms / 1000
            return
        old = self._window_id
        self._window_id = wid
        if old is not None:
            self.window_closed.emit(old)
        if wid is not None:
            self._window_deadline = time.monotonic() + left_ms / 1000
            self.window_opened.emit(wid, left_ms)

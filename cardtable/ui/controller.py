"""The controller: the one object that holds the live game state.

It turns user gestures (``submit``) and computer players' choices into
``state.apply`` calls, and the engine's events into signals for the scene and
the docks.  Computer players run in a worker thread (``QThreadPool``) on a copy
of their seat's view, so the window never freezes; a short visible "thinking"
pause paces them.  The scene tells the controller when its animation queue is
idle (``animations_done``); only then does the game move on, so input and
computer moves wait while the queue plays.

Saving: after every change the game is written atomically (``QSaveFile``) to
``autosave.json`` in the user's data folder, so a crash or a closed window never
loses a game; the next start offers to resume it.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QSaveFile, QStandardPaths, QThreadPool, QTimer, Signal, Slot

from cardtable.engine import GameState, IllegalAction, load_game, new_game
from cardtable.engine.errors import SaveError
from cardtable.ui.anim import Durations
from cardtable.ui.i18n import error_text
from cardtable.ui.setup import GameSetup

SAVE_FORMAT = "cardtable-save"
SAVE_VERSION = 1


class _Bridge(QObject):
    done = Signal(int, int, object, float)   # generation, seat, action, seconds


class _Think(QRunnable):
    def __init__(self, bridge: _Bridge, generation: int, seat: int, player: Any, view: dict[str, Any],
                 legal: list[Any]) -> None:
        super().__init__()
        self.bridge, self.generation, self.seat = bridge, generation, seat
        self.player, self.view, self.legal = player, view, legal

    def run(self) -> None:
        t0 = time.perf_counter()
        try:
            action = self.player.choose(self.view, self.legal)
        except Exception as exc:  # a broken player must not freeze the table
            action = exc
        try:
            self.bridge.done.emit(self.generation, self.seat, action, time.perf_counter() - t0)
        except RuntimeError:  # the controller was deleted meanwhile (window closed)
            pass


def data_dir() -> Path:
    path = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    path.mkdir(parents=True, exist_ok=True)
    return path


def write_atomic(path: Path, text: str) -> bool:
    f = QSaveFile(str(path))
    if not f.open(QSaveFile.OpenModeFlag.WriteOnly):
        return False
    f.write(text.encode("utf-8"))
    return bool(f.commit())


class GameController(QObject):
    started = Signal()              # a new (or resumed) game: rebuild the table
    events = Signal(list)           # engine events, in order, for the animation queue
    changed = Signal()              # the state changed (docks re-read the views)
    human_turn = Signal(int)        # a human seat must act now (animations are done)
    human_acted = Signal(int)       # a human's action was accepted
    thinking = Signal(int, bool)    # a computer seat starts / stops thinking
    illegal = Signal(str)           # translated reason of a refused action
    hint_ready = Signal(int, object)  # seat, suggested action
    game_over = Signal(list)        # final totals

    def __init__(self, durations: Durations | None = None, parent: QObject | None = None,
                 autosave: bool = True) -> None:
        super().__init__(parent)
        self.durations = durations or Durations()
        self.state: GameState | None = None
        self.setup: GameSetup | None = None
        self.players: dict[int, Any] = {}
        self.autosave_enabled = autosave
        self.resumed = False             # the current game was read from a save
        self.pace = True                 # visible thinking delay for computer players
        self._generation = 0
        self._thinking: dict[int, float] = {}
        self._animating = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_choice)
        self._hint_bridge = _Bridge(self)
        self._hint_bridge.done.connect(self._on_hint)
        self._hint_player: Any = None
        self.decision_times: list[float] = []

    # ------------------------------------------------------------- queries
    @property
    def game_id(self) -> str | None:
        return self.setup.game_id if self.setup else None

    @property
    def active(self) -> bool:
        return self.state is not None and not self.state.is_over

    def view(self, seat: int) -> dict[str, Any]:
        assert self.state is not None
        return self.state.view(seat)

    def legal(self, seat: int) -> list[Any]:
        if self.state is None or self.state.is_over or seat not in self.state.to_act():
            return []
        return self.state.legal_actions(seat)

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.state is None else self.state.to_act()

    def is_human(self, seat: int) -> bool:
        return bool(self.setup and self.setup.seats[seat].human)

    def human_seats(self) -> list[int]:
        return self.setup.human_seats if self.setup else []

    # -------------------------------------------------------------- setup
    def start(self, setup: GameSetup, state: GameState | None = None) -> None:
        """Start ``setup`` (a new game, or ``state`` when resuming a saved one)."""
        from cardtable.ai import make_player
        from cardtable.ui.games import plugin_for

        self._generation += 1
        self._thinking.clear()
        self.setup = setup
        self.resumed = state is not None
        self.state = state or new_game(setup.game_id, seed=setup.seed, players=setup.players,
                                       options=setup.options)
        levels = plugin_for(setup.game_id).effective_levels(setup)
        self.players = {}
        for seat, level in enumerate(levels):
            if level is not None:
                self.players[seat] = make_player(setup.game_id, level, seed=setup.seed * 31 + seat)
        self._hint_player = None
        self._animating = True   # the table builds itself first, then calls animations_done
        self.started.emit()
        self.changed.emit()
        self.save()

    def stop(self) -> None:
        self._generation += 1
        self._thinking.clear()
        self.state = None

    # ------------------------------------------------------------- actions
    def submit(self, seat: int, action: Any) -> bool:
        """Apply a human's action; on refusal emit ``illegal`` and return False."""
        if self.state is None:
            return False
        if self._animating:
            return False
        try:
            evs = self.state.apply(seat, action)
        except IllegalAction as exc:
            self.illegal.emit(error_text(exc))
            return False
        self._after_apply(evs)
        self.human_acted.emit(seat)
        return True

    def _after_apply(self, evs: list[dict[str, Any]]) -> None:
        self._animating = True
        self.events.emit(evs)
        self.changed.emit()
        self.save()

    @Slot()
    def animations_done(self) -> None:
        """The scene's queue is idle: let the next seat(s) act."""
        self._animating = False
        QTimer.singleShot(0, self, self._advance)

    def _advance(self) -> None:
        st = self.state
        if st is None or self._animating:
            return
        if st.is_over:
            self.game_over.emit(list(st.totals))
            return
        for seat in sorted(st.to_act()):
            if seat in self.players:
                if seat not in self._thinking:
                    self._start_thinking(seat)
            else:
                self.human_turn.emit(seat)

    def _start_thinking(self, seat: int) -> None:
        assert self.state is not None
        self._thinking[seat] = time.perf_counter()
        self.thinking.emit(seat, True)
        view = json.loads(json.dumps(self.state.view(seat)))
        legal = self.state.legal_actions(seat)
        self._pool.start(_Think(self._bridge, self._generation, seat, self.players[seat], view, legal))

    @Slot(int, int, object, float)
    def _on_choice(self, generation: int, seat: int, action: Any, seconds: float) -> None:
        if generation != self._generation or self.state is None:
            return
        self.decision_times.append(seconds)
        started = self._thinking.get(seat, time.perf_counter())
        wait_ms = 0
        if self.pace and not self.durations.off:
            wait_ms = max(0, int(self.durations["think"] - (time.perf_counter() - started) * 1000))
        QTimer.singleShot(wait_ms, self, lambda: self._play_choice(generation, seat, action))

    def _play_choice(self, generation: int, seat: int, action: Any) -> None:
        if generation != self._generation or self.state is None:
            return
        self._thinking.pop(seat, None)
        self.thinking.emit(seat, False)
        if isinstance(action, Exception) or seat not in self.state.to_act():
            # a player that failed falls back to the first legal action
            legal = self.state.legal_actions(seat)
            if not legal:
                return
            action = legal[0]
        try:
            evs = self.state.apply(seat, action)
        except IllegalAction:
            evs = self.state.apply(seat, self.state.legal_actions(seat)[0])
        self._after_apply(evs)

    # --------------------------------------------------------------- hints
    def request_hint(self, seat: int) -> None:
        """Ask the strongest computer player what ``seat`` should do."""
        if self.state is None or seat not in self.state.to_act() or self.setup is None:
            return
        from cardtable.ai import make_player
        if self._hint_player is None:
            self._hint_player = make_player(self.setup.game_id, "difficile", seed=self.setup.seed + 977)
        view = json.loads(json.dumps(self.state.view(seat)))
        legal = self.state.legal_actions(seat)
        self._pool.start(_Think(self._hint_bridge, self._generation, seat, self._hint_player, view, legal))

    @Slot(int, int, object, float)
    def _on_hint(self, generation: int, seat: int, action: Any, seconds: float) -> None:
        if generation == self._generation and not isinstance(action, Exception):
            self.hint_ready.emit(seat, action)

    # ------------------------------------------------------------- saving
    @staticmethod
    def autosave_path() -> Path:
        return data_dir() / "autosave.json"

    def save(self) -> None:
        if not self.autosave_enabled or self.state is None or self.setup is None:
            return
        path = self.autosave_path()
        if self.state.is_over:
            path.unlink(missing_ok=True)
            return
        doc = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": self.setup.to_dict(),
               "state": json.loads(self.state.to_json())}
        write_atomic(path, json.dumps(doc, ensure_ascii=False))

    @staticmethod
    def read_save(path: Path) -> tuple[GameSetup, GameState]:
        """Read a save; raises SaveError (with an English reason) if unusable."""
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise SaveError(f"unreadable file: {exc}") from None
        if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
            raise SaveError("not a cardtable save")
        if doc.get("version") != SAVE_VERSION:
            raise SaveError(f"unsupported version {doc.get('version')!r}")
        try:
            setup = GameSetup.from_dict(doc["setup"])
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"bad game setup: {exc!r}") from None
        state = load_game(json.dumps(doc["state"]))
        if state.game_id != setup.game_id or state.players != setup.players:
            raise SaveError("the setup does not match the saved state")
        return setup, state

    @staticmethod
    def set_aside(path: Path) -> Path:
        """Move an unreadable file aside (never delete it); return the new path."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.stem}.unreadable-{stamp}{path.suffix}")
        path.rename(target)
        return target

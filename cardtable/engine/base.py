"""The state protocol shared by every game (the contract: docs/engine.md).

A game module subclasses :class:`GameState`.  The state is the whole truth of a
game in progress: it owns its ``random.Random`` (seeded, serialised with the
state), never reads a clock and never imports Qt.

Events returned by :meth:`GameState.apply` are plain JSON-serialisable dicts with
a ``"type"`` key (for example ``{"type": "card_played", "seat": 2, "card": "QH"}``);
each game documents its own event types in its module docstring.

Events are raw: the engine is omniscient.  What a seat may see of an event is a
rule, so the state says it: :meth:`GameState.redact` gives the event as a seat (or
an onlooker, ``seat=None``) may see it -- a card it may not see becomes ``None`` in
place of its string, lists keep their lengths -- or ``None`` when the seat learns
nothing of it.  :meth:`GameState.public_view` is what everyone may know;
``view(seat)`` is that plus the seat's private part.

Timed windows (see :class:`~cardtable.engine.kit.TimedWindow`): while
:meth:`GameState.pending_window` is not ``None``, ``to_act()`` holds every seat
still in it and each has :class:`~cardtable.engine.kit.Pass` among its legal
actions; :meth:`GameState.close_window` (the controller's timer ran out) makes
every seat still in it pass.
"""

from __future__ import annotations

import json
import math
import random
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from . import loading
from .cards import Card
from .errors import BadOption, IllegalAction, SaveError
from .i18n import QT_TRANSLATE_NOOP
from .kit import Pass, TimedWindow

Event = dict[str, Any]
Action = Hashable

SAVE_FORMAT = "cardtable-state"
SAVE_VERSION = 1


@dataclass(frozen=True)
class OptionSpec:
    """One game option, described so that a dialog can build its widget.

    ``kind`` is ``"bool"``, ``"int"`` (with ``minimum``/``maximum``) or
    ``"choice"`` (with ``choices``).  ``label`` is English text marked for
    translation in the ``"engine"`` context.

    ``shown_as`` tells the dialog how to show an ``"int"`` (the value and its
    checks stay those of an ``"int"``):

    * ``"seat"``: the value is a seat (0 is the first); the dialog offers the
      players by name, and "At random" for ``-1`` when ``minimum`` is ``-1``
      (the game then draws the seat from its seed);
    * ``"seconds"``: the value is in milliseconds; the dialog shows seconds,
      with a slider moving by ``step`` milliseconds.

    ``added_later``: the option came after the game's first saves; a save
    written without it loads with its ``default`` (every other option must be
    in a save).
    """

    name: str
    kind: str
    default: Any
    label: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[Any, ...] = field(default_factory=tuple)
    choice_labels: tuple[str, ...] = field(default_factory=tuple)
    shown_as: str = ""
    step: int = 1
    added_later: bool = False

    def validate(self, value: Any) -> Any:
        """``value`` if this option accepts it, else :class:`BadOption` (never
        another exception, whatever ``value`` is).  Types are exact, as in a
        save: a bool is not a number, ``3.0`` is not the choice ``3``."""
        shown = loading.short_repr(value)
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise BadOption(f"option {self.name} must be true or false, not {shown}")
            return value
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise BadOption(f"option {self.name} must be a whole number, not {shown}")
            if self.minimum is not None and value < self.minimum:
                raise BadOption(f"option {self.name} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise BadOption(f"option {self.name} must be at most {self.maximum}")
            return value
        if self.kind == "choice":
            for choice in self.choices:
                if type(value) is type(choice) and _equal(value, choice):
                    return value
            raise BadOption(f"option {self.name} must be one of {list(self.choices)}, not {shown}")
        raise BadOption(f"unknown option kind {self.kind}")


def _equal(a: Any, b: Any) -> bool:
    try:
        return bool(a == b)
    except Exception:        # a strange value may not even compare
        return False


def same_action(legal: Any, action: Any) -> bool:
    """``action`` is the ``legal`` action: equal, and of the same types field by
    field.  Plain ``==`` is not enough: ``Rapidite(1.0)`` and ``TakeDiscard(True)``
    equal ``Rapidite(1)`` and ``TakeDiscard(1)`` but would index a row with a float
    or save a ``true`` slot (found by the engine fuzzer).

    >>> from cardtable.engine import Pass
    >>> same_action(Pass(), Pass()), same_action(1, True), same_action(1, 1.0)
    (True, False, False)
    """
    if type(legal) is not type(action):
        return False
    try:
        if not legal == action:
            return False
    except Exception:        # a malformed action may not even compare
        return False
    fields = getattr(type(legal), "__dataclass_fields__", None)
    if fields is None:
        return True
    return all(same_action(getattr(legal, name), getattr(action, name)) for name in fields)


def encode_rng(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def decode_rng(data: Any) -> random.Random:
    """The ``random.Random`` of :func:`encode_rng`'s form, checked strictly (version 3,
    624 words below 2**32 and a position 0..624, no Gaussian or a finite float);
    else SaveError of kind ``"setup"``."""
    if not isinstance(data, list) or len(data) != 3:
        raise SaveError("bad random state: not [version, words, gauss]", kind="setup")
    version, internal, gauss = data
    if isinstance(version, bool) or version != 3 or not isinstance(version, int):
        raise SaveError(f"bad random state version: {version!r}"[:80], kind="setup")
    if not isinstance(internal, list) or len(internal) != 625 or set(map(type, internal)) != {int} \
            or min(internal) < 0 or max(internal) >= 2 ** 32 or internal[-1] > 624:
        raise SaveError("bad random state: its words are not 625 numbers in range", kind="setup")
    if gauss is not None and (type(gauss) is not float or not math.isfinite(gauss)):
        raise SaveError("bad random state: bad Gaussian", kind="setup")
    rng = random.Random()
    try:
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError, OverflowError) as exc:  # pragma: no cover - checked above
        raise SaveError(f"bad random state: {exc}", kind="setup") from None
    return rng


class GameState(ABC):
    """Base class of every game's state.

    Subclasses set the class attributes, implement the abstract methods and
    ``_dump``/``_load`` (their own fields as JSON-friendly data).
    """

    game_id: ClassVar[str]
    title: ClassVar[str]  # English, marked for translation ("engine" context)
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 4
    team_game: ClassVar[bool] = False
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()

    def __init__(self, seed: int | None = 0, players: int | None = None,
                 options: dict[str, Any] | None = None) -> None:
        if players is None:
            players = self.default_players
        if isinstance(players, bool) or not isinstance(players, int) or not (
                self.min_players <= players <= self.max_players):
            raise BadOption(
                f"{self.game_id} is played by {self.min_players} to {self.max_players} players, not {players!r}")
        self.seed = 0 if seed is None else int(seed)
        self.players = players
        self.options = self.resolve_options({} if options is None else options)
        self.rng = random.Random(self.seed)

    # ----------------------------------------------------------------- options
    @classmethod
    def resolve_options(cls, options: Mapping[str, Any]) -> dict[str, Any]:
        """Every option of the game: the ones given, each checked by its
        :meth:`OptionSpec.validate`, and the defaults for the others.  Raises
        :class:`BadOption` and nothing else (not a mapping, a name the game does
        not have, a value the option refuses); new_game and every reader of a
        saved setup apply it."""
        if not isinstance(options, Mapping):
            raise BadOption(f"the options of {cls.game_id} are names with values, not {loading.short_repr(options)}")
        specs = {s.name: s for s in cls.option_specs}
        unknown = [k for k in options if not isinstance(k, str) or k not in specs]
        if unknown:
            raise BadOption(f"unknown option(s) for {cls.game_id}: "
                            f"{', '.join(sorted(k[:40] if isinstance(k, str) else loading.short_repr(k) for k in unknown))}")
        out = {}
        for name, spec in specs.items():
            out[name] = spec.validate(options[name]) if name in options else spec.default
        return out

    # ---------------------------------------------------------------- protocol
    def is_seat(self, seat: Any) -> bool:
        """Whether ``seat`` names a seat of this game: a whole number (not ``True``,
        not ``1.0``) from 0 to ``players - 1``.  Every game's ``view`` raises
        ``ValueError`` for anything else and its ``legal_actions`` returns ``[]``."""
        return type(seat) is int and 0 <= seat < self.players

    @abstractmethod
    def to_act(self) -> frozenset[int]:
        """Seats that may act now (several at once in simultaneous phases)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Any]:
        """Frozen, hashable actions open to ``seat`` now (empty if none)."""

    def apply(self, seat: int, action: Any) -> list[Event]:
        """Apply ``action`` for ``seat``; return the events it caused.

        Raises :class:`IllegalAction` with a reason, leaving the state unchanged
        (a seat that is not a whole number -- ``True``, ``1.0`` -- is refused too).
        """
        if type(seat) is not int and (isinstance(seat, bool) or not isinstance(seat, int)):
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "It is not your turn."))
        self.check(seat, action)
        return self._apply(seat, action)

    def check(self, seat: int, action: Any) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal for ``seat``."""
        if self.is_over:
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "The game is over."))
        if seat not in self.to_act():
            raise IllegalAction(QT_TRANSLATE_NOOP("engine", "It is not your turn."))
        if not any(same_action(a, action) for a in self.legal_actions(seat)):
            raise IllegalAction(self.explain_illegal(seat, action))

    def explain_illegal(self, seat: int, action: Any) -> str:
        """Why ``action`` is refused (games override with precise reasons)."""
        return QT_TRANSLATE_NOOP("engine", "That move is not allowed now.")

    @abstractmethod
    def _apply(self, seat: int, action: Any) -> list[Event]:
        """Apply an action already known to be legal."""

    def opening_events(self) -> list[Event]:
        """Events that show the start of the current round (its deal), for a
        table that opens on a new game; games that deal override it."""
        return []

    @abstractmethod
    def view(self, seat: int) -> Mapping[str, Any]:
        """What ``seat`` may know, JSON-serialisable; own cards under ``"hand"``.

        ``public_view()`` plus the seat's private keys (a fresh dict each call)."""

    def public_view(self) -> Mapping[str, Any]:
        """What every seat and every onlooker may know (JSON-serialisable).

        Games override it with every public key of their view; this default
        holds what the protocol itself makes public."""
        return {"game": self.game_id, "players": self.players, "to_act": sorted(self.to_act()),
                "totals": list(self.totals), "is_over": self.is_over}

    def redact(self, event: Event, seat: int | None) -> Event | None:
        """``event`` as ``seat`` may see it (``None``: any onlooker).

        A card the seat may not see is ``None`` in place of its string, keeping
        list lengths; returns ``None`` when the seat learns nothing of the event.
        Never changes ``event`` (a redacted event is a new dict).  Default:
        every event is public."""
        return event

    # ------------------------------------------------------------ windows
    def pending_window(self) -> TimedWindow | None:
        """The open timed window, or ``None`` (games without windows: always)."""
        return None

    def close_window(self, window_id: int | None = None) -> list[Event]:
        """End the open window (its timer ran out): every seat still in it passes.

        With ``window_id``, only that window is closed (a later window is left
        alone: a late timer does nothing); returns the events of the passes."""
        win = self.pending_window()
        if win is None or (window_id is not None and win.id != window_id):
            return []
        wid = win.id
        events: list[Event] = []
        while win is not None and win.id == wid:
            events.extend(self.apply(min(win.seats), Pass()))
            win = self.pending_window()
        return events

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abstractmethod
    def totals(self) -> list[int]:
        """Each seat's current total (a team's total on both partners' seats)."""

    # ----------------------------------------------------------- serialisation
    @abstractmethod
    def _dump(self) -> dict[str, Any]: ...

    @abstractmethod
    def _load(self, data: dict[str, Any]) -> None: ...

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game_id,
            "seed": self.seed,
            "players": self.players,
            "options": dict(self.options),
            "rng": encode_rng(self.rng),
            "state": self._dump(),
        }

    def to_json(self) -> str:
        """``to_dict()`` as compact JSON, the same text as ``json.dumps(to_dict())``.
        The random state's 625 words are most of a save and change only when the
        game draws: their text is kept from one call to the next while the state is
        the same (the autosave writes after every action)."""
        state = self.rng.getstate()
        cached = self.__dict__.get("_rng_text")
        if cached is None or cached[0] != state:
            cached = (state, _dumps(encode_rng(self.rng)))
            self.__dict__["_rng_text"] = cached
        head = _dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": self.game_id, "seed": self.seed,
                       "players": self.players, "options": dict(self.options)})
        return f'{head[:-1]},"rng":{cached[1]},"state":{_dumps(self._dump())}}}'

    @classmethod
    def from_json(cls, text: str | bytes) -> GameState:
        """Rebuild a state of this very game from :meth:`to_json` (strict, as
        :func:`~cardtable.engine.load_game`); raises :class:`SaveError` only."""
        data = decode_save(text)
        if data.get("game") != cls.game_id:
            raise SaveError(f"not a saved game of {cls.game_id}: {str(data.get('game'))[:40]!r}",
                            kind="unknown_game")
        return build_from_save(cls, data)

    #: the keys of a save's top object (``to_dict``)
    SAVE_KEYS: ClassVar[tuple[str, ...]] = ("format", "version", "game", "seed", "players", "options", "rng",
                                           "state")

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        """A state from :meth:`to_dict`'s form, strictly: exactly the keys written,
        the seed a whole number, players and options in range, the random state
        well formed, the game's ``_load`` (typed, ranged fields), then
        :meth:`check_consistent`, and finally the loaded state must write exactly
        ``data`` back (no extra key, no ``1.0`` for ``1``...).  Raises SaveError
        (other exceptions of a game's ``_load`` are turned into SaveError by
        :func:`build_from_save`)."""
        data = cls.complete_options(data)
        obj = cls._from_dict_unchecked(data, strict=True)
        obj.check_consistent()
        written = obj.to_dict()
        # the usual case, at C speed: the same text without the random state, which
        # decode_rng read strictly (whole numbers only) and must come back equal
        if data["rng"] == written["rng"] and _dumps({k: v for k, v in data.items() if k != "rng"}) == _dumps(
                {k: v for k, v in written.items() if k != "rng"}):
            return obj
        diff = loading.first_difference(data, json.loads(_dumps(written)))
        if diff is not None:
            raise SaveError(f"the save differs from what the engine writes at {diff}")
        return obj

    @classmethod
    def complete_options(cls, data: dict[str, Any]) -> dict[str, Any]:
        """``data`` with the options added to the game after it was saved
        (``OptionSpec.added_later``) set to their defaults when the save lacks
        them; ``data`` itself when nothing is missing (it is never changed)."""
        options = data.get("options")
        if not isinstance(options, dict):
            return data
        missing = {s.name: s.default for s in cls.option_specs if s.added_later and s.name not in options}
        if not missing:
            return data
        return {**data, "options": {**options, **missing}}

    @classmethod
    def _from_dict_unchecked(cls, data: dict[str, Any], strict: bool = False) -> GameState:
        if strict:
            loading.load_keys(data, "save", cls.SAVE_KEYS)
        obj = cls.__new__(cls)
        seed = data["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise SaveError(f"bad seed: {str(seed)[:40]!r}", kind="setup")
        obj.seed = seed
        players = data["players"]
        if isinstance(players, bool) or not isinstance(players, int) or not (
                cls.min_players <= players <= cls.max_players):
            raise SaveError(f"{cls.game_id} is not played by {str(players)[:20]!r} players", kind="setup")
        obj.players = players
        options = data["options"]
        if strict and (not isinstance(options, dict) or set(options) != {s.name for s in cls.option_specs}):
            raise SaveError(f"bad options for {cls.game_id}", kind="setup")
        if strict:
            for spec in cls.option_specs:
                if type(options[spec.name]) is not type(spec.default):
                    raise SaveError(f"bad option {spec.name}: {str(options[spec.name])[:20]!r}", kind="setup")
        try:
            obj.options = cls.resolve_options(dict(options))
        except BadOption as exc:
            raise SaveError(f"bad options: {exc}", kind="setup") from None
        obj.rng = decode_rng(data["rng"])
        obj._load(data["state"])
        return obj

    # ------------------------------------------------------------ consistency
    def card_places(self) -> list[tuple[str, list[Card]]] | None:
        """Where every card of the game is: ``(place name, cards)`` pairs that
        together hold each card of the deck exactly once (hands, tricks, stock,
        discard, won piles...), or ``None`` when the game does not say (then
        :meth:`check_consistent` cannot check the deck).  Every game of the
        registry says (a test checks it)."""
        return None

    def check_consistent(self) -> None:
        """Raise :class:`SaveError` unless the state is a complete, consistent
        position: every card in exactly one place (:meth:`card_places`), one
        total per seat, nobody to act in a finished game and, in a game in
        progress, someone to act and every seat in ``to_act()`` with at least
        one legal action; then the game's own :meth:`_check_consistent`.
        :meth:`from_dict` runs it on every load; fuzzers may run it at any step."""
        places = self.card_places()
        if places is not None:
            loading.check_one_deck(places)
        self._check_consistent()
        if len(self.totals) != self.players:
            raise SaveError("one total per seat")
        acting = self.to_act()
        if self.is_over:
            if acting:
                raise SaveError("a finished game has nobody to act")
            return
        if not acting:
            raise SaveError("a game in progress needs someone to act")
        for seat in acting:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players \
                    or not self.legal_actions(seat):
                raise SaveError(f"seat {seat!r} is to act but has no legal action")

    def _check_consistent(self) -> None:  # noqa: B027 - optional hook
        """The game's own checks (phase, sizes, scores...): raise SaveError."""

    def copy(self) -> GameState:
        """An independent deep copy (through the JSON form: exact)."""
        return type(self)._from_dict_unchecked(json.loads(self.to_json()))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seed={self.seed} players={self.players} over={self.is_over}>"


def _dumps(value: Any) -> str:
    """The compact JSON of a save (never NaN or Infinity: ``allow_nan=False``)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def decode_save(text: str | bytes) -> dict[str, Any]:
    """The JSON object of a save, its size, form, format and version checked; else
    SaveError (see :func:`~cardtable.engine.loading.parse_save_text`)."""
    data = loading.parse_save_text(text)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not a saved game of this program", kind="not_a_save")
    version = data.get("version")
    if version != SAVE_VERSION or isinstance(version, bool):
        newer = isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION
        raise SaveError(f"unsupported save version {str(version)[:20]!r}", kind="newer" if newer else "version")
    return data


def build_from_save(cls: type[GameState], data: dict[str, Any]) -> GameState:
    """``cls.from_dict(data)`` with every failure turned into a SaveError (a game's
    ``_load`` may meet a missing key, a wrong type or a huge number)."""
    try:
        return cls.from_dict(data)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("the save is nested too deeply", kind="damaged") from None
    except KeyError as exc:
        raise SaveError(f"missing key in the save: {str(exc)[:40]}") from None
    except Exception as exc:  # noqa: BLE001 - load_game raises SaveError only (a game's _load may miss a case)
        raise SaveError(f"corrupt saved game: {type(exc).__name__}: {str(exc)[:120]}") from None

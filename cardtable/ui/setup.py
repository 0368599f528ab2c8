"""What the "New game" dialog produces: the game, its seats and its options."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar, NoReturn

HUMAN = "human"
COMPUTER = "computer"


@dataclass
class SeatSetup:
    """One seat: a person at this screen (``human``), a computer player of
    ``level``, or a person on another computer (``remote``: not human here;
    ``level`` is the level of the computer player that takes the seat while
    that person is away)."""

    name: str
    human: bool
    level: str = "intermediaire"
    remote: bool = False


@dataclass
class GameSetup:
    game_id: str
    players: int
    seats: list[SeatSetup]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    #: the game was played with help (an undo, a hint): kept in the save for
    #: the statistics; a new game (or a rematch) starts without
    help_used: bool = False

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    @property
    def remote_seats(self) -> list[int]:
        """The seats played on other computers (a network game): a resumed
        game waits for them to rejoin."""
        return [i for i, s in enumerate(self.seats) if s.remote]

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        if not self.help_used:
            del out["help_used"]       # the save of a game without help is as before
        for seat in out["seats"]:
            if not seat["remote"]:
                del seat["remote"]     # written only for a seat on another computer
        return out

    #: the keys of a saved setup (:meth:`to_dict`; ``help_used`` only when true)
    KEYS: ClassVar[tuple[str, ...]] = ("game_id", "players", "seats", "options", "seed")
    SEAT_KEYS: ClassVar[tuple[str, ...]] = ("name", "human", "level")
    #: the longest name read back, and the seed's bound (``abs(seed) < SEED_LIMIT``)
    NAME_LIMIT: ClassVar[int] = 200
    SEED_LIMIT: ClassVar[int] = 2 ** 63

    @classmethod
    def from_dict(cls, data: Any) -> GameSetup:
        """The setup of a save, read as strictly as the engine reads its state:
        exactly :meth:`to_dict`'s keys (``help_used`` optional, true or false),
        the game known, the player count in the game's range and equal to the
        number of seats, each seat exactly ``name`` (1 to 200 characters, no
        control character, not blank), ``human`` (true or false) and ``level``
        (a level id of the program, as written), and optionally ``remote``
        (true or false; true only on a seat that is not human: played on
        another computer; written only when true), the seed a whole number below
        2**63 in size, and ``options`` -- any of the game's options, the others
        taking their defaults -- accepted by ``new_game`` itself: the setup must
        start a new game (the rematch does exactly that), so a game is built
        from it here.  Anything else raises :class:`SaveError` (kind
        ``"setup"``, or ``"unknown_game"``) and nothing else escapes."""
        from cardtable.ai import LEVELS as AI_LEVELS
        from cardtable.ai import REFERENCE_LEVELS
        from cardtable.engine import BadOption, GameNotAvailable, SaveError, game_class, new_game
        from cardtable.engine.loading import short_repr

        def refuse(reason: str) -> NoReturn:
            raise SaveError(f"bad game setup: {reason}", kind="setup")

        def keys(x: Any, what: str, wanted: tuple[str, ...]) -> dict[str, Any]:
            optional = {"help_used"} if what == "setup" else {"remote"}
            if not isinstance(x, dict) or set(x) - optional != set(wanted):
                refuse(f"the {what} is not an object with exactly {', '.join(wanted)}")
            return x

        data = keys(data, "setup", cls.KEYS)
        help_used = data.get("help_used", False)
        if not isinstance(help_used, bool):
            refuse(f"help_used {short_repr(help_used)}")
        game_id, players, seed, options = data["game_id"], data["players"], data["seed"], data["options"]
        if not isinstance(game_id, str):
            refuse(f"game {short_repr(game_id)}")
        try:
            engine = game_class(game_id)
        except GameNotAvailable as exc:
            raise SaveError(str(exc)[:200], kind="unknown_game") from None
        if type(players) is not int or not engine.min_players <= players <= engine.max_players:
            refuse(f"{game_id} is not played by {short_repr(players)} players")
        if type(seed) is not int or not -cls.SEED_LIMIT < seed < cls.SEED_LIMIT:
            refuse(f"seed {short_repr(seed)}")
        if not isinstance(options, dict):
            refuse(f"options {short_repr(options)}")
        seats = data["seats"]
        if not isinstance(seats, list) or len(seats) != players:
            refuse(f"{short_repr(seats)} seats for {players} players")
        levels = AI_LEVELS + REFERENCE_LEVELS.get(game_id, ())
        out = []
        for s in seats:
            s = keys(s, "seat", cls.SEAT_KEYS)
            name, human, level = s["name"], s["human"], s["level"]
            if not isinstance(name, str) or not name.strip() or len(name) > cls.NAME_LIMIT \
                    or any(unicodedata.category(ch) == "Cc" for ch in name):
                refuse(f"player name {short_repr(name)}")
            if not isinstance(human, bool) or level not in levels or not isinstance(level, str):
                refuse(f"seat {short_repr(name)}: human {short_repr(human)}, level {short_repr(level)}")
            remote = s.get("remote", False)
            if remote is not False and (remote is not True or human):
                refuse(f"seat {short_repr(name)}: remote {short_repr(remote)}")
            out.append(SeatSetup(name, human, level, remote))
        try:
            new_game(game_id, seed=seed, players=players, options=options)
        except BadOption as exc:
            refuse(f"options: {str(exc)[:200]}")
        return cls(game_id, players, out, dict(options), seed, help_used=help_used)


def new_seed() -> int:
    """A fresh seed for the engine (the UI may use system randomness)."""
    return random.SystemRandom().randrange(2**31)

"""What the "New game" dialog produces: the game, its seats and its options."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

HUMAN = "human"
COMPUTER = "computer"


@dataclass
class SeatSetup:
    name: str
    human: bool
    level: str = "intermediaire"


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

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        if not self.help_used:
            del out["help_used"]       # the save of a game without help is as before
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameSetup:
        seats = [SeatSetup(str(s["name"]), bool(s["human"]), str(s.get("level", "intermediaire")))
                 for s in data["seats"]]
        return cls(str(data["game_id"]), int(data["players"]), seats, dict(data.get("options") or {}),
                   int(data.get("seed", 0)), data.get("help_used") is True)

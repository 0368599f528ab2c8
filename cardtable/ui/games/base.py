"""What a game plugs into the shared table, scoresheet and dialogs.

Adding a game adds ``cardtable/engine/<id>.py``, ``cardtable/ai/<id>.py`` and
``cardtable/ui/games/<id>.py`` (which defines ``PLUGIN``); nothing shared is
edited.  The shared code finds the plugin with :func:`cardtable.ui.games.plugin_for`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from cardtable.engine.i18n import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP  # the one marker, re-exported

if TYPE_CHECKING:
    pass


def seat_name(names: Sequence[str], seat: int) -> str:
    """The name at ``seat`` for a scoresheet, or "Seat n" when it has none."""
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return QCoreApplication.translate("scoresheet", "Seat {n}").format(n=seat + 1)


def engine_totals(view: dict[str, Any], players: int) -> list[int] | None:
    """The totals of the engine's public view (``view["totals"]``), when it has
    one per group; else None (the scoresheet adds them up from the history)."""
    totals = view.get("totals")
    if isinstance(totals, list) and len(totals) >= players:
        return [int(t) for t in totals[:players]]
    return None


@dataclass(frozen=True)
class ScoreColumn:
    """A sub-column of the scoresheet, repeated for every group (team or player).

    ``title`` and ``tooltip`` are English, marked with
    ``QT_TRANSLATE_NOOP("scoresheet", ...)``; the sheet translates them.
    ``total`` marks the running-total column (highlighted for the leader).
    """

    key: str
    title: str
    tooltip: str = ""
    total: bool = False


@dataclass
class ScoreCell:
    text: str
    tooltip: str = ""          # translated explanation of this figure
    value: float | None = None  # numeric value for CSV export, if any
    mark: str = ""             # translated legend line for a sign written in the figure ("8!: …")


@dataclass
class ScoreRow:
    label: str                        # translated, e.g. "Donne 3"
    cells: list[dict[str, ScoreCell]]  # one dict per group, keyed by ScoreColumn.key
    detail: str = ""                  # translated explanation of the whole row


class GamePlugin:
    """Base class; a game's ``cardtable/ui/games/<id>.py`` defines ``PLUGIN``."""

    game_id: str = ""
    higher_is_better: bool = True
    #: the computers' first names, in the order the seats take them; the
    #: rest are spares for a seat whose automatic name a person already has
    FIRST_NAMES: tuple[str, ...] = ("Léa", "Hugo", "Chloé", "Jules", "Inès", "Max", "Zoé", "Paul", "Nina")

    # ---------------------------------------------------------------- naming
    def title(self) -> str:
        from cardtable.engine import GAME_TITLES
        return QCoreApplication.translate("engine", GAME_TITLES[self.game_id])

    def default_names(self, players: int, humans: Sequence[bool] | None = None) -> list[str]:
        """The name each seat gets when nobody types one.

        Without ``humans``: "You" at seat 0, then first names.  With
        ``humans`` (which seats a person plays), names that suit who sits
        where: "You" belongs to the one person at the screen, wherever they
        sit (seat 0's first name goes to the seat they left); at one shared
        screen nobody is "You" (a curtain says whom to pass the screen to):
        the people are "Player 1", "Player 2"… in seat order; a computer is
        never "You" (seat 0's computer takes a first name no other seat has)."""
        you = QCoreApplication.translate("GamePlugin", "You")
        first = list(self.FIRST_NAMES)
        names = [you, *first][:players]
        if humans is None:
            return names
        people = [s for s in range(players) if s < len(humans) and humans[s]]
        if len(people) == 1:
            seat = people[0]
            names[0], names[seat] = names[seat], you
            return names
        if not people or not humans[0]:
            names[0] = first[players - 1]
        if len(people) > 1:
            for k, seat in enumerate(people):
                names[seat] = QCoreApplication.translate("GamePlugin", "Player {n}").format(n=k + 1)
        return names

    @staticmethod
    def is_default_name(name: str, most: int = 6) -> bool:
        """Whether ``name`` is one :meth:`default_names` gives for a person
        ("You", "Player 2"…) in any language of the program: such a name
        was given by the program, not typed, and follows the language and
        who sits where (a remembered "Player 2" becomes "Joueur 2" in
        French, or the computer's first name when that seat is a computer)."""
        from cardtable.ui.i18n import in_every_language
        key = " ".join(name.split()).casefold()
        if not key:
            return False
        if key in {w.casefold() for w in in_every_language("GamePlugin", "You")}:
            return True
        return any(key == form.format(n=k).casefold()
                   for form in in_every_language("GamePlugin", "Player {n}") for k in range(1, most + 1))

    # ------------------------------------------------------------ scoresheet
    # A game's scoresheet module (``cardtable/ui/games/<id>_scores.py``): the
    # methods below hand over to its functions of the same names, when it has
    # them; a plugin may instead override the methods.
    scores: Any = None

    def groups(self, players: int, names: list[str]) -> list[str]:
        """Scoresheet column groups: one per player, or one per team."""
        if hasattr(self.scores, "groups"):
            return list(self.scores.groups(players, names))
        return list(names[:players])

    def group_of_seat(self, seat: int, players: int) -> int:
        if hasattr(self.scores, "group_of_seat"):
            return int(self.scores.group_of_seat(seat, players))
        return seat

    def score_columns(self) -> list[ScoreColumn]:
        return list(self.scores.score_columns())

    def score_rows(self, view: dict[str, Any], names: list[str]) -> list[ScoreRow]:
        """Rows for the finished rounds/hands, rebuilt from the public view."""
        return list(self.scores.score_rows(view, names))

    def group_totals(self, view: dict[str, Any], players: int) -> list[int]:
        return list(self.scores.group_totals(view, players))

    # ----------------------------------------------------------------- table
    def create_behaviour(self, table: Any) -> Any:
        """The game's table behaviour (turns events into animations, input
        into actions); see :class:`cardtable.ui.table.behaviour.TableBehaviour`."""
        raise NotImplementedError

    # -------------------------------------------------------------- settings
    # A game's own settings page (Deutch: each person's rapidité key).  The
    # shared dialogs know nothing of the game: ``Game > Game settings…``
    # (:mod:`cardtable.ui.window.game_settings`) shows one page per game that has
    # one, and the New game dialog offers a button to it when
    # :meth:`settings_wanted` says the chosen seats need it.
    def settings_widget(self, parent: Any, settings: Any, humans: Sequence[str] = ()) -> Any:
        """The game's settings page (a ``QWidget``), or None when it has none.
        ``settings`` is the program's :class:`~cardtable.ui.settings.Settings`;
        ``humans`` the names of the people at the screen, in seat order, when
        a game is known (the page may label its rows with them).  The page
        saves each change at once (no OK/Cancel), and emits
        ``settings.changed(key)`` for what it changes.  Each key it keeps is
        declared in the game's table module with
        :func:`cardtable.ui.settings.declare` (its default and its check)."""
        return None

    def settings_title(self) -> str:
        """The page's title (translated), e.g. "Rapidité keys"."""
        return self.title()

    def settings_wanted(self, humans: int) -> bool:
        """Whether the New game dialog should point to the page for a game with
        ``humans`` people at the screen (default: never)."""
        return False

    def has_settings(self) -> bool:
        return type(self).settings_widget is not GamePlugin.settings_widget

    # ----------------------------------------------------------------- rules
    def rules_resource(self) -> str:
        """Base name of the rules documents: ``cardtable/rules/<name>.<lang>.html``."""
        return self.game_id

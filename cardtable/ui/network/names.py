"""The names a person gives at a network table and the settings that keep
them (``network/name``, ``network/address``), read by the join dialog, the
hosting side and the New game dialog alike: a module of its own, with no
dialog in it, so that none of those imports another for them.

"Vous"/"You" is the automatic name of the one person at a screen: a word for
that screen, never a name for the others at a network table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.ui.name_limit import PLAYER_NAME_MAX, shortened
from cardtable.ui.settings import declare

NAME_KEY = "network/name"
ADDRESS_KEY = "network/address"


def _clean_text(raw: Any) -> str:
    """A remembered name or address: a text of at most 200 characters (else
    the setting's default is used, the bad value logged and removed)."""
    if not isinstance(raw, str) or len(raw) > 200:
        raise ValueError("a text of at most 200 characters expected")
    return raw


declare(NAME_KEY, "", _clean_text)
declare(ADDRESS_KEY, "", _clean_text)

NAME_MAX = PLAYER_NAME_MAX        # a name typed to join or host: as any player's name (cardtable.ui.name_limit)


def _you_words() -> set[str]:
    """The automatic name of the one person at a screen, "Vous"/"You": a
    word for this screen, never a name for the others at a network table."""
    return {w.casefold() for w in ("You", "Vous", QCoreApplication.translate("GamePlugin", "You"))}


def person_name(settings: Any) -> str:
    """The name this person gave at a network table, joining or hosting
    (``network/name``); "" if none (never "Vous")."""
    name = shortened(str(settings.get(NAME_KEY)), NAME_MAX)      # a longer one, kept by another version: whole words
    return "" if name.casefold() in _you_words() else name


def host_person_name(settings: Any) -> str:
    """The name of the person at a hosting screen whose seat has no name of
    its own: their :func:`person_name`, else "Joueur 1" -- never "Vous",
    which would name nobody on the other screens."""
    return person_name(settings) or QCoreApplication.translate("GamePlugin", "Player {n}").format(n=1)


def is_you(name: str) -> bool:
    """``name`` is the automatic "Vous"/"You" (in either language)."""
    return " ".join(name.split()).casefold() in _you_words()

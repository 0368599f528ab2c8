"""The application's names, which the window (:mod:`cardtable.app`) and the
network commands without a window (:mod:`cardtable.ui.network.cli`) both give
Qt before anything reads the settings: ``QSettings`` files and the data folder
are found by them (``~/.config/cardtable/cardtable.conf`` on Linux).

A module of its own so that neither imports the other.
"""

from __future__ import annotations

ORGANISATION = "cardtable"
APPLICATION = "cardtable"


def name_application() -> None:
    """Give Qt the organisation's and the application's names (before the
    first ``QSettings`` or data path is asked for)."""
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)

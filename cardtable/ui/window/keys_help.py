"""Aide > Clavier et lecteurs d'écran: every key of the table in one page.

The keys that play (the arrows, Entrée, Échap, H, L, R, Tab, Deutch's
rapidité key then the card's digit), then those that
read the table aloud for a screen reader (:data:`cardtable.ui.table.accessible.KEYS`,
F2 to F7), and how to play with NVDA, Narrator, VoiceOver or Orca.  A plain
message box: a screen reader reads it whole, Entrée or Échap closes it.
"""

from __future__ import annotations

import html

from PySide6.QtWidgets import QMessageBox, QWidget

from cardtable.ui.i18n import tr_context
from cardtable.ui.table.accessible import keys_help

KeysHelp = tr_context("KeysHelp")


def keys_html() -> str:
    rows = [
        (KeysHelp.tr("← →"), KeysHelp.tr("Choose a card (only those you may play)")),
        (KeysHelp.tr("Enter"), KeysHelp.tr("Play the chosen card; the first button of a count")),
        (KeysHelp.tr("Esc"), KeysHelp.tr("Cancel a gesture, close a panel")),
        ("H", KeysHelp.tr("A hint")),
        ("L", KeysHelp.tr("The last trick, shown")),
        ("R", KeysHelp.tr("The last count, shown again")),
        (KeysHelp.tr("Tab"), KeysHelp.tr("The buttons over the table, the scoresheet")),
        (KeysHelp.tr("A, then 1, 2, 3…"), KeysHelp.tr("Deutch: claim a rapidité with your rapidité key (A unless "
                                                    "changed in Game > Game settings…), then pick your card "
                                                    "by its number")),
        (KeysHelp.tr("1, 2, 3…"), KeysHelp.tr("Deutch: your card of that number in your row (its place): the one "
                                             "the drawn card or the discard replaces, the two to look at, a "
                                             "power's card")),
        *keys_help(),
    ]
    body = "".join(f"<tr><td><b>{html.escape(k)}</b>&nbsp;&nbsp;</td><td>{html.escape(v)}</td></tr>"
                   for k, v in rows)
    readers = KeysHelp.tr(
        "With a screen reader (NVDA or Narrator on Windows, VoiceOver on macOS, Orca on Linux), "
        "the table is read like a window: your cards, the middle of the table, the players and "
        "every panel's buttons; each move is said as it is made. Nothing needs installing "
        "beside the screen reader.")
    pace = KeysHelp.tr(
        "The computers wait for each move to have been said before they play the next: "
        "View > Announcement pace (Normal, Slow, Very slow, Don't wait).")
    return f"<table>{body}</table><p>{html.escape(readers)}</p><p>{html.escape(pace)}</p>"


def show_keys_help(parent: QWidget) -> None:
    box = QMessageBox(QMessageBox.Icon.NoIcon, KeysHelp.tr("Keyboard and screen readers"), "", parent=parent)
    box.setText(keys_html())
    box.exec()


__all__ = ["keys_html", "show_keys_help"]

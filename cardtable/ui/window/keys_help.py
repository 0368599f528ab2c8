"""Aide > Clavier et lecteurs d'écran: every key of the table in one page.

The keys that play (the arrows, Entrée, Échap, H, L, R, Tab, Les Auteurs'
digit of the player to ask, Deutch's rapidité key then the card's digit),
then those that
read the table aloud for a screen reader (:data:`cardtable.ui.table.accessible.KEYS`,
F2 to F7), and how to play with NVDA, Narrator, VoiceOver or Orca, in a
window that fits the screen (:func:`show_keys_help`).
"""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QTextBrowser, QVBoxLayout, QWidget

from cardtable.ui.i18n import tr_context
from cardtable.ui.table.accessible import keys_help
from cardtable.ui.window.dialog_access import guard_keys

KeysHelp = tr_context("KeysHelp")


def keys_html() -> str:
    rows = [
        (KeysHelp.tr("← →"), KeysHelp.tr("Choose a card (only those you may play); over a count or the end of the game, "
                                                    "go along its buttons")),
        (KeysHelp.tr("↓ ↑"), KeysHelp.tr("In a grid of choices on several rows (a bid, the cards Les Auteurs "
                                         "asks for): the choice below or above")),
        (KeysHelp.tr("Enter"), KeysHelp.tr("Play the chosen card; the first button of a count")),
        (KeysHelp.tr("Enter"), KeysHelp.tr("Pressed just as the table changes (the hand shown after the curtain, "
                                           "a count come up), it is not taken and the status bar says so: press "
                                           "it again. After an arrow that chose, it is taken at once")),
        (KeysHelp.tr("Esc"), KeysHelp.tr("Cancel a gesture, close a panel")),
        ("H", KeysHelp.tr("A hint")),
        ("L", KeysHelp.tr("The last trick, shown")),
        ("R", KeysHelp.tr("The last count, shown again")),
        (KeysHelp.tr("Tab"), KeysHelp.tr("The buttons over the table, the scoresheet")),
        (KeysHelp.tr("A, then 1, 2, 3…"), KeysHelp.tr("Deutch: claim a rapidité with your rapidité key (A unless "
                                                    "changed in Game > Game settings…), then pick your card "
                                                    "by its number")),
        (KeysHelp.tr("1, 2, 3…"), KeysHelp.tr("Les Auteurs: ask the player of that number, counted round the "
                                             "table from your left (1: your left-hand neighbour; each plate "
                                             "shows its number), then choose the card with the arrows and Enter")),
        (KeysHelp.tr("1, 2, 3…"), KeysHelp.tr("Deutch: your card of that number in your row (its place): the one "
                                             "the drawn card or the discard replaces, the two to look at, a "
                                             "power's card")),
        (KeysHelp.tr("0 to 13, N"), KeysHelp.tr("Atout Pique: a bid typed (N: nil), then Enter")),
        ("T", KeysHelp.tr("Peech: your target card, shown to you alone")),
        ("J", KeysHelp.tr("Les Auteurs, Deutch: the log of the last moves, shown or hidden")),
        (KeysHelp.tr("Enter, Space, a click"), KeysHelp.tr("Several people at one screen: lift the curtain, once the "
                                                   "screen is yours")),
        (KeysHelp.tr("Ctrl+Z"), KeysHelp.tr("Take back your last move (alone against the computers, when "
                                            "Game > Allow undo is ticked)")),
        (KeysHelp.tr("Ctrl+N"), KeysHelp.tr("A new game")),
        (KeysHelp.tr("Ctrl+ and Ctrl−"), KeysHelp.tr("Larger or smaller cards (View > Card size)")),
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
    """The page in a window that fits the screen: its words scroll (the
    arrows, Page down) in a window no taller than the screen leaves room
    for, so that its « OK » is always in reach on a 1024 × 600 laptop.
    The words have the keyboard, so a screen reader reads them; Entrée or
    Échap closes it."""
    dlg = QDialog(parent)
    dlg.setObjectName("keysHelp")
    dlg.setWindowTitle(KeysHelp.tr("Keyboard and screen readers"))
    text = QTextBrowser(dlg)
    text.setObjectName("keysHelpText")
    text.setFrameShape(QFrame.Shape.NoFrame)
    text.setHtml(keys_html())
    text.setAccessibleName(KeysHelp.tr("Keyboard and screen readers"))
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, dlg)
    buttons.accepted.connect(dlg.accept)
    layout = QVBoxLayout(dlg)
    layout.addWidget(text)
    layout.addWidget(buttons)
    screen = parent.screen() if parent is not None else None
    room = screen.availableGeometry() if screen is not None else None
    width = 600 if room is None else min(600, room.width() - 40)
    text.document().setTextWidth(width - 2 * text.document().documentMargin())
    wanted = int(text.document().size().height()) + buttons.sizeHint().height() + 48
    # a window's frame and title bar take about 40 pixels more than the window's own height
    height = wanted if room is None else min(wanted, room.height() - 80)
    dlg.resize(width, height)
    text.setFocus()
    guard_keys(dlg)
    dlg.exec()


__all__ = ["keys_html", "show_keys_help"]

"""Les Auteurs played by ear: what a person who cannot see the table hears.

The words checked are those a screen reader is given (the announcements,
:func:`cardtable.ui.table.announce.send` replaced by the ``accessible``
fixture, and the accessible names), in French.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from windows import shown_window

from cardtable.engine import Card
from cardtable.engine.cards import SUITS
from cardtable.ui.setup import GameSetup, SeatSetup
from cardtable.ui.table.prompt import Choice, PromptPanel

#: what a screen reader reads symbol by symbol ("flèche droite", "coche"…)
SYMBOLS = re.compile("[→✓✗★♠♥♦♣◀▶]")


def window_with(qtbot, speed: str = "off"):
    window = shown_window(qtbot, (1100, 700), autosave=False, speed=speed)
    return window


def solo(seed: int = 5) -> GameSetup:
    return GameSetup("auteurs", 4, [SeatSetup("Inès", True, "")]
                     + [SeatSetup(name, False, "facile") for name in ("Léa", "Hugo", "Chloé")], {}, seed)


def ask_by_keys(qtbot, window, heard: list[str]) -> None:
    """The person's turn, by ear: "1" chooses the first player, Entrée asks
    the card the prompt offers first."""
    view = window.view
    view.setFocus()
    before = len(heard)
    QTest.keyClick(view, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: any(line.startswith("Quelle carte demander") for line in heard[before:]), timeout=10_000)
    QTest.keyClick(QWidget.focusWidget(window) or view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(line.startswith("Vous demandez") for line in heard[before:]), timeout=10_000)


def play_until(qtbot, window, heard: list[str], done, limit: int = 200) -> None:
    """Play the person's asks by keys, each time "À vous" is heard, until ``done()``."""
    seen = 0

    def my_turn() -> bool:
        return any(line.startswith("À vous") for line in heard[seen:])
    for _ in range(limit):
        qtbot.waitUntil(lambda: done() or my_turn(), timeout=30_000)
        if done():
            return
        seen = len(heard)
        ask_by_keys(qtbot, window, heard)
    raise AssertionError("the game did not get there")


def test_f6_reads_the_ask_log_in_words_and_a_poissons_tokens_are_said(qtbot, french, accessible) -> None:
    """F6 says the last asks as they were said ("Hugo demande le 3 de pique
    à Léa. Léa ne l'a pas : le tour passe."), never the log's signs
    ("Hugo → Léa : 3♠ ✗ non"); a poisson's tokens, shown as "+3 jetons" at
    the plate, are said with who gets them."""
    window = window_with(qtbot)
    window.start_game(solo())
    heard = accessible
    poisson = re.compile(r"(Vous posez|[A-Za-zéèï]+ pose) les quatre")
    play_until(qtbot, window, heard, lambda: any(poisson.search(line) for line in heard))
    k = next(i for i, line in enumerate(heard) if poisson.search(line))
    qtbot.waitUntil(lambda: any("jeton" in line for line in heard[k:]), timeout=10_000)
    tokens = next(line for line in heard[k:] if "jeton" in line)
    assert re.fullmatch(r"(Vous recevez|(Inès|Léa|Hugo|Chloé) reçoit) 3\u00a0jetons\.|"
                        r"(Vous recevez|(Inès|Léa|Hugo|Chloé) reçoit) 3 jetons\.", tokens), tokens
    view = window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_F6)
    line = heard[-1]
    assert line.startswith("Journal des demandes\u00a0: "), line
    assert not SYMBOLS.search(line), line
    assert " demande " in line or "Vous demandez" in line
    assert "l'a" in line or "ne l'a pas" in line or "l'avez" in line
    window.controller.stop()


def test_the_person_skipped_for_want_of_cards_hears_it_in_the_second_person(qtbot, french, accessible) -> None:
    """A person at the screen with no cards left is told so in their own
    words, not "Inès : plus de cartes, passe son tour."; several seats
    skipped at once are said without a verb in the singular."""
    window = window_with(qtbot)
    window.start_game(solo())
    qtbot.waitUntil(lambda: len(accessible) > 3, timeout=20_000)
    beh = window.director.behaviour
    beh._ev_turn({"type": "turn", "seat": 1, "skipped": [0]})
    beh._ev_turn({"type": "turn", "seat": 3, "skipped": [1, 2]})
    qtbot.waitUntil(lambda: "Léa, Hugo\u00a0: plus de cartes, tour passé." in accessible, timeout=10_000)
    assert "Vous n'avez plus de cartes\u00a0: votre tour passe." in accessible
    window.controller.stop()


def test_the_hurry_bar_is_said_and_named_by_its_words(qtbot, french, accessible, monkeypatch) -> None:
    """When the person has no cards left, the bar offering to speed the
    computers up comes with its words said ("Vous n'avez plus de cartes :
    les ordinateurs finissent la donne.") and is named by them, once."""
    window = window_with(qtbot, speed="normal")
    window.start_game(solo())
    beh = window.director.behaviour
    qtbot.waitUntil(lambda: beh.controller.has_game, timeout=20_000)
    monkeypatch.setattr(beh, "humans_idle", lambda: True)
    words = "Vous n'avez plus de cartes\u00a0: les ordinateurs finissent la donne."
    monkeypatch.setattr(beh, "idle_text", lambda: words)
    beh.update_hurry()
    qtbot.waitUntil(lambda: beh.hurry_bar is not None and beh.hurry_bar.isVisible(), timeout=10_000)
    assert accessible.count(words) == 1
    iface = QAccessible.queryAccessibleInterface(beh.hurry_bar)
    assert iface.text(QAccessible.Text.Name) == words
    beh.update_hurry()                          # the same bar again: not said twice
    assert accessible.count(words) == 1
    monkeypatch.setattr(beh, "humans_idle", lambda: False)
    beh.update_hurry()
    window.controller.stop()


@pytest.fixture
def host(qtbot, french):
    w = QWidget()
    w.resize(900, 500)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_prompts_page_buttons_are_named_in_words(qtbot, host) -> None:
    """A prompt in pages (Les Auteurs' cards to ask for in a small window):
    its page buttons are read "Choix précédents…", not "◀"."""
    from cardtable.ui.cards.render import CardRenderer
    p = PromptPanel(host, CardRenderer(lang="fr"), card_floor=lambda: 80.4)
    cards = [Card(r, s) for r in (1, 5, 9, 12, 13) for s in SUITS]
    p.ask("Quelle carte demander à Léa ?", [Choice(c, card=c) for c in cards], columns=4, card_width=40)
    p.place_clear_of([])
    assert p.page_count > 1 and p.pager.isVisible()
    names = [QAccessible.queryAccessibleInterface(b).text(QAccessible.Text.Name)
             for b in (p.prev_button, p.next_button)]
    assert names == ["Choix précédents (touche Pg préc)", "Choix suivants (touche Pg suiv)"]

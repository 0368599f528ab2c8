"""Words of the display: the plate's chip explained, texts that follow a
language switch."""

from __future__ import annotations

import pytest
from windows import shown_window


def test_the_dealer_chip_says_what_it_means(qtbot, french):
    """The "D" on a plate is the dealer ("donneur"), said by its tooltip and
    read aloud; a game without a dealer marks its round's first player with
    a "1" that says so; a clickable plate keeps its own tooltip as well."""
    from cardtable.ui.table.plate import NamePlate

    plate = NamePlate(0, "Léa")
    assert plate.toolTip() == ""
    plate.set_dealer(True)
    assert plate._dealer_letter == "D"
    assert "donneur" in plate.toolTip() and plate.toolTip().startswith("D\u00a0:")
    assert "donneur" in plate.accessible_text()
    plate.set_clickable(True, "Demander une carte à Léa")
    assert plate.toolTip().splitlines() == ["Demander une carte à Léa", plate.dealer_tooltip()]
    plate.set_clickable(False)
    plate.set_dealer(True, "first")
    assert plate._dealer_letter == "1"
    assert "premier" in plate.toolTip() and "donneur" not in plate.toolTip()
    assert "premier" in plate.accessible_text()
    plate.set_dealer(False)
    assert plate.toolTip() == ""


def _french_only_texts() -> set[str]:
    """Every French translation that differs from its English source (and is
    more than a letter or a number): such a text seen in the English
    interface was not translated again after the switch."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    ts = Path(__file__).resolve().parent.parent / "translations" / "cardtable_fr.ts"
    out = set()
    for msg in ET.parse(ts).getroot().iter("message"):
        src = msg.findtext("source") or ""
        tr = msg.find("translation")
        forms = [f.text or "" for f in tr.iter("numerusform")] if tr is not None else []
        for text in forms or [(tr.text or "") if tr is not None else ""]:
            text = text.replace("&", "")
            if len(text) > 2 and text != src.replace("&", "") and "{" not in text and "%" not in text:
                out.add(text)
    return out


def _visible_texts(window) -> list[tuple[str, str]]:
    """(where, text) of what the window shows: its title, its menus (and
    their submenus), every visible label, button and title of its widgets."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu

    seen: list[tuple[str, str]] = [("window title", window.windowTitle())]

    def menu_texts(menu: QMenu, where: str) -> None:
        seen.append((where, menu.title()))
        for act in menu.actions():
            if act.menu() is not None:
                menu_texts(act.menu(), where + " > " + act.menu().title())
            elif act.text():
                seen.append((where, act.text()))
    for act in window.menuBar().actions():
        if act.menu() is not None:
            menu_texts(act.menu(), act.menu().title())
    for w in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if w.isVisible() and w.text():
            seen.append((f"{type(w).__name__} {w.objectName()}", w.text()))
    from PySide6.QtWidgets import QDockWidget
    for dock in window.findChildren(QDockWidget):
        if dock.isVisible():
            seen.append(("dock", dock.windowTitle()))
    seen.append(("status bar", window.statusBar().currentMessage()))
    table = window.view.table
    for plate in table.plates.values():
        if plate.isVisible():
            seen += [("plate", plate.status), ("plate", plate.score), ("plate", plate.toolTip())]
            seen += [("plate", part) for part in plate.status.split(" · ")]
    for item in table.items():
        text = getattr(item, "text", None)
        if item.isVisible() and callable(text) and isinstance(text(), str) and text():
            seen.append((type(item).__name__, text()))
    return [(where, text.replace("&", "")) for where, text in seen]


def test_switching_to_english_leaves_no_french_on_screen(qtbot, french, monkeypatch):
    """Peech with its "Last battle" panel open, switched to English through
    the window: the title, the menus (card sizes included) and every visible
    label and button are English; none is a French text left behind."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    import cardtable.ai
    from cardtable.ui.setup import GameSetup, SeatSetup

    class Lowest:
        def choose(self, view, legal):
            return legal[0]
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: Lowest())
    w = shown_window(qtbot)
    ctl, d = w.controller, w.director
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(["Alice", "Bob", "Carl", "Dora"])]
    w.start_game(GameSetup("peech", 4, seats, {"rounds": 3}, 5))
    ctl.autosave_enabled = False

    def my_turn():
        return (ctl.state is not None and 0 in ctl.to_act() and d.awaiting == 0
                and not w.view.table.queue.busy and not d.curtain.isVisible())
    qtbot.waitUntil(my_turn, timeout=15000)
    b = d.behaviour
    item = b.hand_pile(0).items[0]
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     w.view.mapFromScene(item.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: ctl.public_view()["trick"] == 1, timeout=5000)
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(my_turn, timeout=15000)
    b.show_last_trick()
    assert b.last_panel.isVisible() and "Dernière bataille" in b.last_panel.title.text()
    height_before = b.last_panel.height()
    french_before = [t for _, t in _visible_texts(w)]
    assert "Fermer" in french_before and "Peech" in w.windowTitle()
    from PySide6.QtGui import QGuiApplication, QWindow
    titles: list[tuple[str, str]] = []
    real_set_title = QWindow.setTitle

    def spy(self, title):
        titles.append((title, QGuiApplication.applicationDisplayName()))
        return real_set_title(self, title)
    monkeypatch.setattr(QWindow, "setTitle", spy)
    w.set_language("en")
    qtbot.waitUntil(lambda: w.menuBar().actions()[0].text().replace("&", "") == "Game", timeout=5000)
    # the title bar's text is made when the title is set ("Peech — Card table"):
    # set again once the program's name is English
    assert titles and titles[-1] == ("Peech", "Card table")
    french = _french_only_texts()
    left = [(where, text) for where, text in _visible_texts(w) if text in french]
    assert left == []
    assert b.last_panel.isVisible() and "Last battle" in b.last_panel.title.text()
    assert b.last_panel.height() >= height_before * 0.9      # its cards shown whole again
    w.controller.stop()
    w.view.table.queue.clear()


def test_the_rules_pages_explain_the_plates_chip():
    """Each game whose plates carry a chip says in its rules what it marks:
    the dealer ("D") in Atout Pique and Les Auteurs, the round's first player
    ("1") in Deutch, which has no dealer."""
    from pathlib import Path

    rules = Path(__file__).resolve().parent.parent / "cardtable" / "rules"
    for game, fr, en in (("atout_pique", "«&nbsp;D&nbsp;»", "“D” chip"), ("auteurs", "«&nbsp;D&nbsp;»", "“D” chip"),
                         ("deutch", "«&nbsp;1&nbsp;»", "“1” chip")):
        text_fr = (rules / f"{game}.fr.html").read_text(encoding="utf-8")
        text_en = (rules / f"{game}.en.html").read_text(encoding="utf-8")
        assert fr in text_fr and ("donneur" in text_fr), game
        assert en in text_en, game


@pytest.mark.parametrize("game", ["atout_pique", "auteurs", "deutch", "peech"])
def test_every_game_on_screen_switches_to_english_whole(qtbot, french, monkeypatch, game):
    """Each game at the person's first turn (its prompt, plates, corner
    buttons, scoresheet), switched to English: no French text left."""
    import cardtable.ai
    from cardtable import games
    from cardtable.ui.setup import GameSetup, SeatSetup

    class Lowest:
        def choose(self, view, legal):
            return legal[0]
    monkeypatch.setattr(cardtable.ai, "make_player", lambda g, level, seed=0: Lowest())
    w = shown_window(qtbot, (1366, 740))
    n = games.game_info(game).default_players
    seats = [SeatSetup(name, i == 0, "facile") for i, name in enumerate(["Alice", "Bob", "Carl", "Dora", "Emma"][:n])]
    w.start_game(GameSetup(game, n, seats, {}, 5))
    ctl, d = w.controller, w.director
    ctl.autosave_enabled = False
    qtbot.waitUntil(lambda: ctl.state is not None and 0 in ctl.to_act() and d.awaiting == 0
                    and not w.view.table.queue.busy, timeout=15000)
    w.set_language("en")
    qtbot.waitUntil(lambda: w.menuBar().actions()[0].text().replace("&", "") == "Game", timeout=5000)
    french = _french_only_texts()
    left = [(where, text) for where, text in _visible_texts(w) if text in french]
    assert left == []
    w.controller.stop()
    w.view.table.queue.clear()

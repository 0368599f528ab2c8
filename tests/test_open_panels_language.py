"""A count or the end of the game open on the table when the language
changes is said again in the new language (its title, its body, its
buttons), and so is the last count R shows.  Real windows; tests wait on
states, never on time."""

from __future__ import annotations

import test_deutch_table as deutch
import test_table_polish as polish
from PySide6.QtWidgets import QPushButton
from test_deutch_table import _to_the_first_rounds_count

from cardtable.ui.table.tricks import TrickTable

players, window = deutch.players, deutch.window     # the fixtures of the Deutch table tests


def _switched(qtbot, w, lang: str, first_menu: str) -> None:
    w.set_language(lang)
    qtbot.waitUntil(lambda: w.menuBar().actions()[0].text().replace("&", "") == first_menu, timeout=5000)


def test_an_open_count_turns_english_with_the_window(qtbot, window):
    _first, panel = _to_the_first_rounds_count(qtbot, window)
    assert panel.title.text().startswith("Manche 1")
    _switched(qtbot, window, "en", "Game")
    assert panel.isVisible()
    assert panel.title.text() == "Round 1: the count"
    assert "Total" in panel.body.text() and "Manche" not in panel.body.text()
    assert [b.text() for b in panel.findChildren(QPushButton) if b.isVisible()] == ["Next round"]
    b = window.director.behaviour
    assert b.last_summary is not None and b.last_summary[0] == "Round 1: the count"


def test_an_open_end_of_game_panel_turns_french_with_the_window(qtbot, english, monkeypatch):
    monkeypatch.setattr(TrickTable, "seen_trick_ms", 0)
    w = polish.make_window(qtbot, monkeypatch)
    try:
        b = polish.play_to_the_end(qtbot, w)
        assert "Final score" in b.end_panel.body.text()
        english_title = b.end_panel.title.text()
        _switched(qtbot, w, "fr", "Partie")
        assert b.end_panel.isVisible()
        assert "Final score" not in b.end_panel.body.text() and "Score final" in b.end_panel.body.text()
        assert b.end_panel.title.text() != english_title
        labels = [x.text() for x in b.end_panel.findChildren(QPushButton) if x.isVisible()]
        assert labels == ["Nouvelle partie", "Revanche", "Fermer"], labels
    finally:
        w.controller.stop()

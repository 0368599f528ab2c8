"""A player's name: at most 32 characters wherever one is typed (the New game
window, the Join window), the field saying so as the name nears the limit
and when it is full (typing never stops without a word); a name never cut
in the middle of a word afterwards; a 21-character name read on the plates
(whole, or cut with « … » and then whole in the tooltip), the hot-seat
curtain and the scoresheet at 1024 × 600."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from windows import shown_window

from cardtable.ui.name_limit import PLAYER_NAME_MAX, limit_text, shortened
from cardtable.ui.setup import GameSetup, SeatSetup
from cardtable.ui.window import new_game as ng

LONG = "Marie-Christine de La Tour d'Auvergne"  # 37 characters
FULL = "Marie-Christine de La Fontaine"         # 30 characters, whole
TWENTY = "Grand-mère Jacqueline"                 # 21 characters
TYPED = "Grand-mere Jacqueline"                  # the same, typed (QTest types ASCII)



def _seat_field(qtbot, settings):
    """The New game window shown, and its second seat's name field, focused
    and selected as a person starts typing over it."""
    dlg = ng.NewGameDialog(settings, ["peech"])
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    field = dlg.rows[1].name
    field.setFocus()
    field.selectAll()
    return dlg, field


def test_shortened_keeps_whole_words_and_says_it_cut() -> None:
    assert PLAYER_NAME_MAX == 32
    assert shortened("Grand-mère  Jacqueline") == TWENTY
    assert shortened(FULL) == FULL
    assert shortened(LONG) == "Marie-Christine de La Tour…"
    assert shortened("Marc-Antoine Dupontel de Rousseau") == "Marc-Antoine Dupontel de…"
    assert shortened("A" * 40) == "A" * 31 + "…"
    assert all(len(shortened(n)) <= PLAYER_NAME_MAX for n in (LONG, "A" * 40, "a " * 30))


def test_new_game_name_field_takes_a_long_name_and_says_when_it_is_full(qtbot, french, new_game_settings):
    dlg, field = _seat_field(qtbot, new_game_settings)
    note = dlg.name_note
    assert field.maxLength() == PLAYER_NAME_MAX and "32" in field.toolTip()
    QTest.keyClicks(field, TYPED)
    assert field.text() == TYPED and not note.isVisible()  # 21 characters, whole, far from the limit
    field.selectAll()
    QTest.keyClicks(field, FULL)
    assert field.text() == FULL                            # 30 characters, whole
    assert note.isVisible() and note.text() == "Un nom a au plus 32 caractères\u00a0: il en reste 2."
    field.selectAll()
    QTest.keyClicks(field, LONG)
    assert field.text() == LONG[:PLAYER_NAME_MAX]          # typing stops at the limit...
    assert note.isVisible() and note.text() == "Un nom a au plus 32 caractères\u00a0: celui-ci est complet."
    field.selectAll()
    QTest.keyClicks(field, "Lea")
    assert not note.isVisible()                            # ... said, and only near it
    QTest.keyClicks(field, "-Marie de Montmorency-Laval")  # 30, then Tab away
    assert note.isVisible()
    field.editingFinished.emit()                           # the person leaves the field (Tab, a click elsewhere)
    assert not note.isVisible()
    setup = dlg.setup()
    assert setup.seats[1].name == "Lea-Marie de Montmorency-Laval"


def test_a_name_typed_past_the_limit_keeps_no_hyphen_at_its_end(qtbot, french, new_game_settings):
    """« Marie-Helene-Francoise Dujardin-Beregovoy » (41) typed: the field
    stops at « …Dujardin- »; the game's name is « …Dujardin », not a name
    hanging on a hyphen on the curtain and the scoresheet."""
    from cardtable.ui.name_limit import typed_name
    from cardtable.ui.network.join import clean_name
    dlg, field = _seat_field(qtbot, new_game_settings)
    QTest.keyClicks(field, "Marie-Helene-Francoise Dujardin-Beregovoy")
    assert field.text() == "Marie-Helene-Francoise Dujardin-"
    field.editingFinished.emit()                            # the person leaves the field
    assert field.text() == "Marie-Helene-Francoise Dujardin"   # as the game will have it
    assert dlg.setup().seats[1].name == "Marie-Helene-Francoise Dujardin"
    assert typed_name(" Jeanne d'  ") == "Jeanne d" and typed_name("Anne-Sophie") == "Anne-Sophie"
    assert clean_name("Marie-Helene-Francoise Dujardin-") == "Marie-Helene-Francoise Dujardin"


def test_join_name_field_has_the_same_limit_and_note(qtbot, french):
    from cardtable.ui.network.join import JoinDialog, clean_name
    w = shown_window(qtbot, (1024, 600), pace=False, autosave=False)
    dlg = JoinDialog(w)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    field = dlg.name_edit
    assert field.maxLength() == PLAYER_NAME_MAX
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, LONG)
    assert field.text() == LONG[:PLAYER_NAME_MAX]
    assert dlg.name_note.isVisible() and "complet" in dlg.name_note.text()
    assert clean_name(FULL) == FULL
    with pytest.raises(ValueError, match="32"):
        clean_name("x" * 33)
    w.close()


def test_limit_text_counts_down_near_the_limit(french) -> None:
    assert limit_text(10) == ""
    assert limit_text(31).endswith("il en reste 1.")
    assert limit_text(32).endswith("celui-ci est complet.")


def test_twenty_character_names_on_plates_curtain_and_scoresheet(qtbot, french, monkeypatch):
    """Peech, two people at one screen, 1024 × 600, the scoresheet open:
    each plate shows its name whole or cut with « … », the whole name then
    in its tooltip; the curtain names the person whole, inside the window;
    the scoresheet names every player whole above its columns."""
    from test_table_polish import FirstLegal

    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: FirstLegal())
    names = ["Marc-Antoine Dupontel", TWENTY, "Élodie-Charlotte Roux", "Chloé"]
    w = shown_window(qtbot, (1024, 600), pace=False, autosave=False)
    seats = [SeatSetup(n, i in (0, 2), "facile") for i, n in enumerate(names)]
    w.start_game(GameSetup("peech", 4, seats, {"rounds": 3}, 7))
    curtain = w.director.curtain
    qtbot.waitUntil(curtain.isVisible, timeout=15000)
    assert curtain.title == "Au tour de Marc-Antoine Dupontel"
    assert QFontMetrics(curtain.title_font()).horizontalAdvance(curtain.title) <= curtain.width()
    # a 30-character name on a table narrowed by the scoresheet: smaller, still whole
    curtain.show_for("Au tour de " + FULL, "")
    curtain.resize(700, curtain.height())
    assert QFontMetrics(curtain.title_font()).horizontalAdvance(curtain.title) <= 700 * 0.94
    plates = w.view.table.plates
    cut = [p for p in plates.values() if p.name_cut()]
    assert cut, "at 1024 × 600 a 21-character name does not fit beside its score"
    for plate in plates.values():
        if plate.name_cut():
            assert plate.toolTip().splitlines()[0] == plate.name, plate.name
        else:
            assert plate.name not in plate.toolTip()
    sheet = w.ensure_scoresheet()
    sheet.show()
    qtbot.waitUntil(lambda: all(n in sheet.names_label.text() for n in names), timeout=5000)
    model = sheet.model
    tips = [model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            for c in range(model.columnCount())]
    assert all(any(t.startswith(n) for t in tips) for n in names), tips
    w.controller.stop()
    w.close()


def test_a_long_name_shows_from_its_start_once_typed(qtbot, french, new_game_settings):
    """A 30-character name typed in a narrow field (a computer's seat, its
    level beside it), then the person leaves the field: the field shows the
    name's start, « Marie-Christine… », not its end."""
    dlg, field = _seat_field(qtbot, new_game_settings)
    QTest.keyClicks(field, FULL)
    assert field.cursorPosition() == len(FULL)
    field.editingFinished.emit()                           # Tab, a click elsewhere
    assert field.text() == FULL and field.cursorPosition() == 0

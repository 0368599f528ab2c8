"""The New game window never changes a value without a word: a number typed
out of range lands on the nearest allowed value and says the range; a
remembered option that is out of range or unreadable is said; a level the
rules imposed in one game is not remembered as the family's choice; a full
name field says so at the first key it refuses; the window fits a small
screen with its title bar."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMargins, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSpinBox

from cardtable.engine import game_class
from cardtable.ui.name_limit import PLAYER_NAME_MAX
from cardtable.ui.window import new_game as ng

FOUR_GAMES = ("peech", "auteurs", "atout_pique", "deutch")


def _dialog(qtbot, settings, games, game_id=None):
    dlg = ng.NewGameDialog(settings, list(games), game_id=game_id)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def _type(qtbot, spin: QSpinBox, text: str) -> None:
    """Click into ``spin`` and type ``text`` over what it holds."""
    spin.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(spin.hasFocus)
    spin.lineEdit().selectAll()
    QTest.keyClicks(spin, text)


def _type_then_tab(qtbot, dlg, spin: QSpinBox, text: str) -> None:
    """Click into ``spin``, type ``text`` over what it holds, press Tab."""
    _type(qtbot, spin, text)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: not spin.hasFocus())


# ------------------------------------------------------------ 1: typed numbers
def test_points_to_win_typed_below_the_minimum_become_the_minimum_and_say_the_range(
        qtbot, french, new_game_settings):
    dlg = _dialog(qtbot, new_game_settings, ["atout_pique"])
    spin = dlg.option_widgets["target"]
    assert isinstance(spin, QSpinBox) and spin.value() == 500
    _type_then_tab(qtbot, dlg, spin, "10")
    assert spin.value() == 100                     # the nearest allowed value, not the 500 it held
    note = dlg.options_note
    qtbot.waitUntil(note.isVisible)
    assert note.text() == ("Points pour gagner\u00a0: de 100 à 2000. "
                           "10 est trop petit\u00a0: la valeur devient 100.")
    assert "de 100 à 2000" in spin.toolTip()
    # typing again in the field puts the note away; a value in range says nothing
    _type_then_tab(qtbot, dlg, spin, "150")
    assert spin.value() == 150 and not note.isVisible()


def test_points_to_win_typed_above_the_maximum_become_the_maximum(qtbot, english, new_game_settings):
    dlg = _dialog(qtbot, new_game_settings, ["atout_pique"])
    spin = dlg.option_widgets["target"]
    _type_then_tab(qtbot, dlg, spin, "5000")       # every digit taken, not the last one refused
    assert spin.value() == 2000
    assert dlg.options_note.text() == "Points to win: from 100 to 2000. 5000 is too large: the value becomes 2000."


@pytest.mark.parametrize("game_id", FOUR_GAMES)
def test_every_number_option_typed_out_of_range_lands_on_its_bound_and_says_so(
        qtbot, french, new_game_settings, game_id):
    dlg = _dialog(qtbot, new_game_settings, [game_id])
    typed = 0
    for spec in game_class(game_id).option_specs:
        widget = dlg.option_widgets.get(spec.name)
        if not isinstance(widget, QSpinBox):
            continue                   # a slider, a list of names or of choices: nothing is typed there
        assert spec.minimum is not None and spec.maximum is not None
        for text, wanted in ((str(spec.maximum + 1), spec.maximum), (str(max(spec.minimum - 1, 0)), spec.minimum)):
            _type_then_tab(qtbot, dlg, widget, text)
            assert widget.value() == wanted, (spec.name, text)
            assert dlg.options_note.isVisible(), (spec.name, text)
            assert f"{text} est trop" in dlg.options_note.text() and f"devient {wanted}." in dlg.options_note.text()
            typed += 1
    assert typed == {"peech": 0, "auteurs": 4, "atout_pique": 2, "deutch": 4}[game_id]


def test_enter_on_a_number_out_of_range_corrects_it_and_starts_nothing(qtbot, french, new_game_settings):
    dlg = _dialog(qtbot, new_game_settings, ["atout_pique"])
    spin = dlg.option_widgets["target"]
    _type(qtbot, spin, "10")
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert spin.value() == 100 and dlg.options_note.isVisible()
    assert dlg.isVisible() and dlg.result() == 0          # seen first; the next Entrée plays
    QTest.keyClick(spin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dlg.isVisible())
    assert dlg.setup().options["target"] == 100


def test_a_click_on_play_right_after_typing_out_of_range_shows_the_correction_first(
        qtbot, french, new_game_settings):
    dlg = _dialog(qtbot, new_game_settings, ["atout_pique"])
    spin = dlg.option_widgets["target"]
    _type(qtbot, spin, "10")
    qtbot.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
    assert spin.value() == 100 and dlg.options_note.isVisible() and dlg.isVisible()
    qtbot.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dlg.isVisible())
    assert dlg.setup().options["target"] == 100


# ------------------------------------------------------- 1: remembered options
def test_a_remembered_option_out_of_range_is_said_and_the_others_are_kept(qtbot, french, new_game_settings):
    new_game_settings.set_json("new_game/options/atout_pique", {"target": 10, "blind_nil": True})
    dlg = _dialog(qtbot, new_game_settings, ["atout_pique"])
    assert dlg.option_widgets["target"].value() == 100
    assert dlg.option_widgets["blind_nil"].isChecked()          # the rest of what was saved
    qtbot.waitUntil(dlg.options_note.isVisible)
    assert dlg.options_note.text() == ("Points pour gagner\u00a0: la valeur enregistrée, 10, n'est pas "
                                       "permise (de 100 à 2000)\u00a0; la plus proche, 100, est proposée.")
    dlg.reject()
    # Annuler: nothing saved changed
    assert new_game_settings.get_json("new_game/options/atout_pique") == {"target": 10, "blind_nil": True}


@pytest.mark.parametrize(("game_id", "stored", "label"), [
    ("atout_pique", {"target": "beaucoup"}, "Points pour gagner"),
    ("peech", {"rounds": 4}, "Manches"),
    ("deutch", {"power_on_replace": "x", "rounds": 7}, "Un valet ou une dame qui quitte votre jeu donne aussi "
                                                          "son pouvoir"),
])
def test_a_remembered_option_that_cannot_be_used_is_said(qtbot, french, new_game_settings, game_id, stored, label):
    new_game_settings.set_json(f"new_game/options/{game_id}", stored)
    dlg = _dialog(qtbot, new_game_settings, [game_id])
    qtbot.waitUntil(dlg.options_note.isVisible)
    assert dlg.options_note.text() == (f"{label}\u00a0: la valeur enregistrée ne peut pas servir\u00a0; "
                                       "la valeur habituelle est proposée.")
    if game_id == "deutch":
        assert dlg.option_widgets["rounds"].value() == 7       # the usable option is kept


# --------------------------------------------------------------- 2: levels
def test_a_level_imposed_in_atout_pique_is_not_remembered_for_the_other_games(qtbot, french, new_game_settings):
    dlg = _dialog(qtbot, new_game_settings, ["atout_pique", "deutch"], game_id="atout_pique")
    north = dlg.rows[2]
    assert north.locked == "difficile" and north.current_level() == "difficile"    # the human's partner
    assert dlg.rows[1].current_level() == "intermediaire"
    qtbot.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dlg.isVisible())
    assert dlg.setup().seats[2].level == "difficile"           # the game itself plays it at Difficile
    again = _dialog(qtbot, new_game_settings, ["atout_pique", "deutch"], game_id="deutch")
    assert [r.current_level() for r in again.rows[1:]] == ["intermediaire"] * 3
    assert all(r.locked is None for r in again.rows)


# ----------------------------------------------------------- 3: name limit
def test_a_full_name_field_says_so_at_the_first_key_it_refuses(qtbot, french, new_game_settings):
    dlg = _dialog(qtbot, new_game_settings, ["peech"])
    field = dlg.rows[1].name
    field.setText("A" * PLAYER_NAME_MAX)              # a name already full (remembered, or typed earlier)
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    QTest.keyClick(field, Qt.Key.Key_End)
    assert not dlg.name_note.isVisible()
    QTest.keyClicks(field, "b")
    assert field.text() == "A" * PLAYER_NAME_MAX
    qtbot.waitUntil(dlg.name_note.isVisible)
    assert dlg.name_note.text() == "Un nom a au plus 32 caractères\u00a0: celui-ci est complet."


# ------------------------------------------------------ 4: a small screen
#: a window manager's frame: its title bar and borders
FRAME_TOP, FRAME_SIDE = 34, 4


@pytest.mark.parametrize("area", [QRect(0, 28, 1024, 528), QRect(0, 0, 1024, 440), QRect(0, 0, 1366, 740)])
def test_the_deutch_window_fits_the_screen_with_its_title_bar(qtbot, french, new_game_settings, monkeypatch, area):
    """1024 × 600 less a 28-pixel panel above and a 44-pixel one below (and
    less still); 1366 × 768 less a task bar."""
    monkeypatch.setattr(ng, "screen_area", lambda _w: area)
    monkeypatch.setattr(ng, "frame_margins", lambda _w: QMargins(FRAME_SIDE, FRAME_TOP, FRAME_SIDE, FRAME_SIDE))
    dlg = _dialog(qtbot, new_game_settings, ["deutch"])
    field = dlg.rows[1].name
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    field.selectAll()
    QTest.keyClicks(field, "Marie-Christine de La Fontaine")    # the name note takes a line more
    qtbot.waitUntil(dlg.name_note.isVisible)
    qtbot.waitUntil(lambda: dlg.height() + FRAME_TOP + FRAME_SIDE <= area.height())
    assert area.contains(dlg.frameGeometry())          # placed inside the area, its frame too
    # the note is seen whole; the middle scrolls for it only when the window
    # cannot grow upwards for it (its buttons stay where they are)
    qtbot.waitUntil(lambda: _whole_in_view(dlg, dlg.name_note))
    if area.height() >= 600:
        assert not dlg.fold.verticalScrollBar().isVisible()
    assert dlg.play_button.isVisible() and dlg.cancel_button.isVisible()
    # Tab brings each field into view in turn, round the whole window
    viewport = dlg.fold.viewport()
    reached = set()
    for _ in range(len(dlg._tab_chain())):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        assert focus is not None
        reached.add(focus)
        inside = dlg.fold.widget().isAncestorOf(focus)
        box = viewport if inside else dlg
        def in_view(f=focus, b=box) -> bool:
            return b.rect().contains(QRect(f.mapTo(b, f.rect().topLeft()), f.size()))
        qtbot.waitUntil(in_view)          # once the window has taken its new size (a note went away)
    assert dlg.option_widgets["earliest_call"] in reached and dlg.play_button in reached


# ------------------------------------------- 5: the notes in view, the buttons in place
def _whole_in_view(dlg, widget) -> bool:
    """``widget`` shown whole: inside the scrolled middle's view (or not in the middle at all)."""
    if not widget.isVisible():
        return False
    viewport = dlg.fold.viewport()
    if not dlg.fold.widget().isAncestorOf(widget):
        return True
    return viewport.rect().contains(QRect(widget.mapTo(viewport, widget.rect().topLeft()), widget.size()))


@pytest.mark.parametrize(("game_id", "players", "typed", "area"), [
    # Les Auteurs on 1366 × 768 less a task bar: two notes, one of them on two lines
    ("auteurs", 4, {"deals": "0", "tokens": "5000"}, QRect(0, 0, 1366, 740)),
    # Deutch with 6 players on 1024 × 600 less a panel: the middle scrolls
    ("deutch", 6, {"rounds": "999", "earliest_call": "0"}, QRect(0, 28, 1024, 528)),
])
def test_each_correction_is_seen_whole_with_its_field_and_jouer_does_not_move(
        qtbot, french, new_game_settings, monkeypatch, game_id, players, typed, area):
    monkeypatch.setattr(ng, "screen_area", lambda _w: area)
    monkeypatch.setattr(ng, "frame_margins", lambda _w: QMargins(FRAME_SIDE, FRAME_TOP, FRAME_SIDE, FRAME_SIDE))
    dlg = _dialog(qtbot, new_game_settings, [game_id])
    dlg.players_spin.setValue(players)
    qtbot.waitUntil(lambda: dlg.height() + FRAME_TOP + FRAME_SIDE <= area.height())
    play = dlg.play_button.mapToGlobal(dlg.play_button.rect().center())
    names = list(typed)
    for name in names:
        _type(qtbot, dlg.option_widgets[name], typed[name])
    last = dlg.option_widgets[names[-1]]
    QTest.keyClick(last, Qt.Key.Key_Return)            # the first number was corrected as its field was left
    note = dlg.options_note
    qtbot.waitUntil(lambda: note.text().count("\n") == len(names) - 1)
    qtbot.waitUntil(lambda: _whole_in_view(dlg, note) and _whole_in_view(dlg, last))
    QApplication.processEvents()
    assert _whole_in_view(dlg, note) and _whole_in_view(dlg, last)
    assert dlg.play_button.mapToGlobal(dlg.play_button.rect().center()) == play
    assert area.contains(dlg.frameGeometry())
    # typing again puts a note away: Jouer stays where it is
    QTest.keyClicks(last, "2")
    qtbot.waitUntil(lambda: note.text().count("\n") == len(names) - 2 if len(names) > 1 else not note.isVisible())
    QApplication.processEvents()
    assert dlg.play_button.mapToGlobal(dlg.play_button.rect().center()) == play


def test_a_note_coming_and_going_leaves_jouer_where_it_was(qtbot, french, new_game_settings, monkeypatch):
    """Atout Pique on 1366 × 768: 99999 and Entrée, then the field typed in again."""
    area = QRect(0, 0, 1366, 740)
    monkeypatch.setattr(ng, "screen_area", lambda _w: area)
    monkeypatch.setattr(ng, "frame_margins", lambda _w: QMargins(FRAME_SIDE, FRAME_TOP, FRAME_SIDE, FRAME_SIDE))
    dlg = _dialog(qtbot, new_game_settings, ["atout_pique"])
    spin = dlg.option_widgets["target"]
    QApplication.processEvents()
    play = dlg.play_button.mapToGlobal(dlg.play_button.rect().center())
    _type(qtbot, spin, "99999")
    QTest.keyClick(spin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _whole_in_view(dlg, dlg.options_note))
    QApplication.processEvents()
    assert dlg.play_button.mapToGlobal(dlg.play_button.rect().center()) == play
    QTest.keyClicks(spin, "150")
    qtbot.waitUntil(lambda: not dlg.options_note.isVisible())
    QApplication.processEvents()
    assert dlg.play_button.mapToGlobal(dlg.play_button.rect().center()) == play
    # the click where Jouer was starts the game
    qtbot.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dlg.isVisible())


# ------------------------------------------------------- 6: the number of players
@pytest.mark.parametrize(("typed", "wanted", "words"), [("9", 5, "9 est trop grand"), ("2", 4, "2 est trop petit")])
def test_a_number_of_players_typed_out_of_range_lands_on_the_nearest_and_says_the_range(
        qtbot, french, new_game_settings, typed, wanted, words):
    dlg = _dialog(qtbot, new_game_settings, ["auteurs"])
    spin = dlg.players_spin
    assert spin.value() == 4
    _type_then_tab(qtbot, dlg, spin, typed)
    assert spin.value() == wanted and len(dlg.rows) == wanted
    qtbot.waitUntil(lambda: _whole_in_view(dlg, dlg.players_note))
    assert dlg.players_note.text() == f"Joueurs\u00a0: de 4 à 5. {words}\u00a0: la valeur devient {wanted}."
    # Entrée on a number out of range corrects it and starts nothing; a step puts the note away
    _type(qtbot, spin, "7")
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert spin.value() == 5 and dlg.isVisible() and "7 est trop grand" in dlg.players_note.text()
    QTest.keyClick(spin, Qt.Key.Key_Down)
    assert spin.value() == 4
    qtbot.waitUntil(lambda: not dlg.players_note.isVisible())

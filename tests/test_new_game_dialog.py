"""The "New game" dialog: defaults, seat rows, locked levels, options, memory."""

from __future__ import annotations

from typing import ClassVar

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QMessageBox, QSpinBox

from cardtable.engine import OptionSpec, game_class
from cardtable.ui.games.base import GamePlugin
from cardtable.ui.setup import GameSetup, SeatSetup
from cardtable.ui.window import new_game as ng


class FakeState:
    """Stands for an engine class with a variable number of players."""

    game_id = "deutch"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 4
    team_game = False
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("rounds", "int", 10, "Rounds", minimum=1, maximum=30),
        OptionSpec("powers", "bool", True, "Powers"),
        OptionSpec("window", "choice", 3, "Window", choices=(2, 3, 5), choice_labels=("2 s", "3 s", "5 s")),
    )


class FakePlugin(GamePlugin):
    game_id = "deutch"

    def title(self):
        return "Fake Deutch"

    def locked_level(self, seat, setup):
        return "facile" if seat == 1 else None   # seat 1 always Facile, human or not


@pytest.fixture
def settings(new_game_settings):
    return new_game_settings


FAKE_BLURB = "Keep your points low (the fake game's own line)."


@pytest.fixture
def with_fake(monkeypatch):
    """A fake "deutch": its declaration (the dialog's line) in the registry, its
    engine class and table plugin in place of the real lookups."""
    from cardtable import games
    real_plugin_for, real_game_class = ng.plugin_for, ng.game_class
    fake = FakePlugin()
    monkeypatch.setattr(ng, "plugin_for", lambda gid: fake if gid == "deutch" else real_plugin_for(gid))
    monkeypatch.setattr(ng, "game_class", lambda gid: FakeState if gid == "deutch" else real_game_class(gid))
    games.register(games.GameInfo(id="deutch", title="Fake Deutch", engine="tests.nowhere:FakeState",
                                  min_players=2, max_players=6, blurb=FAKE_BLURB,
                                  locked_level=lambda seat, humans: "facile" if seat == 1 else None))
    yield fake
    games.unregister("deutch")


def _dialog(qtbot, settings, games):
    dlg = ng.NewGameDialog(settings, games)
    qtbot.addWidget(dlg)
    return dlg


def test_defaults_for_atout_pique(qtbot, french, settings):
    dlg = _dialog(qtbot, settings, ["atout_pique"])
    assert dlg.windowTitle() == "Nouvelle partie"
    assert dlg.game_combo.currentText() == "Atout Pique"
    assert dlg.players() == 4 and not dlg.players_spin.isEnabled()
    assert [r.position.text() for r in dlg.rows] == ["Sud (vous, en bas)", "Ouest", "Nord", "Est"]
    assert [r.name.text() for r in dlg.rows] == ["Vous", "Léa", "Hugo", "Chloé"]
    assert [r.human for r in dlg.rows] == [True, False, False, False]
    assert "face à face" in dlg.hint.text()
    assert dlg.play_button.text() == "Jouer" and dlg.cancel_button.text() == "Annuler"
    # the real plugin: the computer partner of the human (North) is locked to Difficile
    north = dlg.rows[2]
    assert north.locked == "difficile" and not north.level.isEnabled()
    assert north.level.currentText() == "Difficile (imposé)"
    assert dlg.rows[1].level.isEnabled() and dlg.rows[1].level.currentText() == "Intermédiaire"
    assert not dlg.rows[0].level.isVisibleTo(dlg)            # a human has no level
    # options from the engine's option specs, labels translated
    opts = dlg.option_widgets
    assert set(opts) == {s.name for s in game_class("atout_pique").option_specs}
    assert isinstance(opts["target"], QSpinBox) and opts["target"].value() == 500
    assert (opts["target"].minimum(), opts["target"].maximum()) == (100, 2000)
    assert isinstance(opts["blind_nil"], QCheckBox) and not opts["blind_nil"].isChecked()
    assert dlg.options() == {"target": 500, "blind_nil": False, "minus_200_loses": False}


def test_lock_follows_who_is_human(qtbot, french, settings):
    dlg = _dialog(qtbot, settings, ["atout_pique"])
    dlg.rows[0].set_human(False)                    # all computers: a demonstration, nothing imposed
    assert all(r.locked is None for r in dlg.rows)
    assert dlg.rows[2].level.isEnabled()
    dlg.rows[1].set_human(True)                     # West human: East (its partner) becomes Difficile
    assert dlg.rows[3].locked == "difficile" and dlg.rows[2].locked is None
    setup = dlg.setup()
    assert setup.seats[3].level == "difficile" and setup.human_seats == [1]


def test_changing_game_and_players_updates_rows(qtbot, french, settings, with_fake):
    dlg = _dialog(qtbot, settings, ["atout_pique", "deutch"])
    dlg.rows[1].name.setText("Mamie")
    dlg.game_combo.setCurrentIndex(1)
    assert dlg.game_id == "deutch"
    assert dlg.players_spin.isEnabled() and (dlg.players_spin.minimum(), dlg.players_spin.maximum()) == (2, 6)
    assert len(dlg.rows) == 4 and dlg.rows[1].name.text() == "Mamie"   # what was typed is kept
    dlg.players_spin.setValue(6)
    assert len(dlg.rows) == 6
    assert [r.position.text() for r in dlg.rows][4:] == ["Place 5", "Place 6"]
    assert dlg.rows[5].name.text() == "Inès" and not dlg.rows[5].human
    dlg.players_spin.setValue(3)
    assert len(dlg.rows) == 3 and dlg.rows[0].position.text() == "Place 1 (vous, en bas)"
    # options of the other game
    opts = dlg.option_widgets
    assert isinstance(opts["rounds"], QSpinBox) and opts["rounds"].value() == 10
    assert isinstance(opts["window"], QComboBox) and opts["window"].currentData() == 3
    assert opts["window"].count() == 3
    dlg.game_combo.setCurrentIndex(0)
    assert dlg.players() == 4 and [r.name.text() for r in dlg.rows][:2] == ["Vous", "Mamie"]


def test_locked_level_from_a_fake_plugin(qtbot, french, settings, with_fake):
    dlg = _dialog(qtbot, settings, ["deutch"])
    assert dlg.hint.text() == FAKE_BLURB          # the game's line comes from its declaration
    row = dlg.rows[1]
    assert row.locked == "facile" and not row.level.isEnabled()
    assert row.level.currentText() == "Facile (imposé)"
    assert "Facile" in row.level.toolTip()
    assert dlg.rows[2].level.isEnabled() and dlg.rows[2].locked is None
    assert dlg.setup().seats[1].level == "facile"
    row.set_human(True)
    assert not row.level.isVisibleTo(dlg) and dlg.setup().seats[1].human


def test_setup_matches_widgets_and_is_remembered(qtbot, french, settings, with_fake):
    dlg = _dialog(qtbot, settings, ["atout_pique", "deutch"])
    dlg.game_combo.setCurrentIndex(1)
    dlg.players_spin.setValue(5)
    # the one person at the screen is told which seat is theirs, at any size
    assert [r.position.text() for r in dlg.rows] == ["Place 1 (vous, en bas)", "Place 2", "Place 3",
                                                      "Place 4", "Place 5"]
    dlg.rows[0].name.setText("  Papa  ")
    dlg.rows[2].name.setText("")                         # empty: the default name is used
    dlg.rows[3].set_human(True)
    assert dlg.rows[0].position.text() == "Place 1"      # two people: nobody is "vous"
    dlg.rows[4].level.setCurrentIndex(2)
    dlg.rows[4].level.activated.emit(2)
    dlg.option_widgets["rounds"].setValue(7)
    dlg.option_widgets["powers"].setChecked(False)
    dlg.option_widgets["window"].setCurrentIndex(2)
    dlg.accept()
    setup = dlg.setup()
    assert setup.game_id == "deutch" and setup.players == 5
    assert setup.names == ["Papa", "Léa", "Hugo", "Joueur 2", "Jules"]   # two people: no "Vous"
    assert [s.human for s in setup.seats] == [True, False, False, True, False]
    assert setup.seats[4].level == "difficile" and setup.seats[1].level == "facile"
    assert setup.options == {"rounds": 7, "powers": False, "window": 5}
    assert 0 <= setup.seed < 2**31
    assert dlg.setup() is setup                            # the accepted setup, same seed
    remembered = setup.to_dict()
    remembered["seats"][1]["level"] = "intermediaire"      # the level chosen, not the one imposed on seat 1
    assert settings.get_json("new_game/last") == remembered
    assert settings.get_json("new_game/options/deutch") == setup.options

    again = _dialog(qtbot, settings, ["atout_pique", "deutch"])
    assert again.game_id == "deutch" and again.players() == 5
    assert [r.name.text() for r in again.rows] == setup.names
    assert [r.human for r in again.rows] == [True, False, False, True, False]
    assert again.rows[4].level.currentData() == "difficile"
    assert again.options() == setup.options
    # Atout Pique keeps its own options
    again.game_combo.setCurrentIndex(0)
    assert again.options()["target"] == 500


def test_fresh_seeds(qtbot, french, settings):
    dlg = _dialog(qtbot, settings, ["atout_pique"])
    seeds = {dlg.setup().seed for _ in range(5)}
    assert len(seeds) > 1


def test_confirm_abandon(qtbot, french):
    box = ng.abandon_box(None)
    qtbot.addWidget(box)
    assert box.text() == "Abandonner la partie en cours\u00a0?"
    assert {b.text() for b in box.buttons()} == {"Oui", "Non"}

    def click(which):
        """Click the question's button as soon as it shows (no fixed delay)."""
        def do():
            for w in QApplication.topLevelWidgets():
                if isinstance(w, QMessageBox) and w.isVisible():
                    getattr(w, which).click()
                    return
            QTimer.singleShot(0, do)
        return do

    QTimer.singleShot(0, click("yes_button"))
    assert ng.confirm_abandon(None) is True
    QTimer.singleShot(0, click("no_button"))
    assert ng.confirm_abandon(None) is False


def test_english(qtbot, english, settings):
    dlg = _dialog(qtbot, settings, ["atout_pique"])
    assert dlg.windowTitle() == "New game" and dlg.rows[0].position.text() == "South (you, at the bottom)"
    assert dlg.rows[0].name.text() == "You"


# --------------------------------------------------- names at a shared screen
def _names(dlg):
    return [r.name.text() for r in dlg.rows]


def test_names_follow_who_is_human_and_nobody_is_you_at_a_shared_screen(qtbot, french, settings):
    dlg = _dialog(qtbot, settings, ["atout_pique"])
    dlg.show()
    assert _names(dlg) == ["Vous", "Léa", "Hugo", "Chloé"]
    assert dlg.rows[0].position.text() == "Sud (vous, en bas)"
    dlg.rows[2].set_human(True)                       # two people pass the screen
    assert _names(dlg) == ["Joueur 1", "Léa", "Joueur 2", "Chloé"]
    assert dlg.rows[0].position.text() == "Sud"       # nobody is "vous"
    dlg.rows[0].name.setText("Papa")                  # a typed name is kept
    dlg.rows[1].set_human(True)
    assert _names(dlg) == ["Papa", "Joueur 2", "Joueur 3", "Chloé"]
    assert dlg.setup().names == ["Papa", "Joueur 2", "Joueur 3", "Chloé"]
    dlg.rows[1].set_human(False)
    dlg.rows[2].set_human(False)
    assert _names(dlg) == ["Papa", "Léa", "Hugo", "Chloé"]
    dlg.rows[0].name.setText("")                      # an empty field takes the automatic name
    dlg.rows[0].set_human(False)
    dlg.rows[1].set_human(True)                       # one person, at West: "Vous" sits there
    assert _names(dlg) == ["Léa", "Vous", "Hugo", "Chloé"]
    assert dlg.rows[0].position.text() == "Sud"
    dlg.rows[1].set_human(False)                      # nobody: no computer is "Vous"
    assert "Vous" not in _names(dlg) and len(set(_names(dlg))) == 4


def test_a_remembered_vous_is_not_kept_for_two_people(qtbot, french, settings):
    seats = [SeatSetup(n, i in (0, 2), "facile") for i, n in enumerate(["Vous", "Léa", "Hugo", "Chloé"])]
    settings.set_json(ng.LAST_KEY, GameSetup("atout_pique", 4, seats, {}, 3).to_dict())
    dlg = _dialog(qtbot, settings, ["atout_pique"])
    assert _names(dlg) == ["Joueur 1", "Léa", "Hugo", "Chloé"]


def test_two_players_with_one_name_are_refused(qtbot, french, settings):
    dlg = _dialog(qtbot, settings, ["atout_pique"])
    dlg.show()
    dlg.rows[2].set_human(True)
    dlg.rows[2].name.setText(" léa ")
    seat, text = dlg.name_problem()
    assert seat == 2 and text == "Deux joueurs s'appellent léa\u00a0: donnez un nom différent à chacun."
    said = []

    def close_box():
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                said.append(w.text())
                w.accept()
                return
        QTimer.singleShot(0, close_box)

    QTimer.singleShot(0, close_box)
    dlg.accept()
    assert said == [text]
    assert dlg.isVisible() and dlg.result() != dlg.DialogCode.Accepted
    assert settings.get_json(ng.LAST_KEY, None) is None          # nothing remembered
    dlg.rows[2].name.setText("Mamie")
    assert dlg.name_problem() is None


# ------------------------------------------------------- nothing squashed or cut
@pytest.mark.parametrize("game", ["auteurs", "deutch", "atout_pique", "peech"])
@pytest.mark.parametrize("humans", [(0, 1), (0, 2)])
def test_every_row_and_note_gets_the_room_it_needs(qtbot, french, settings, game, humans):
    games = ["atout_pique", "auteurs", "deutch", "peech"]
    dlg = _dialog(qtbot, settings, games)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.game_combo.setCurrentIndex(games.index("peech" if game == "atout_pique" else "atout_pique"))
    dlg.game_combo.setCurrentIndex(games.index(game))          # changed, as a person does
    for row in dlg.rows:
        row.set_human(row.seat in humans)
    QApplication.processEvents()
    for row in dlg.rows:
        for w in (row.position, row.name, row.kind) + ((row.level,) if row.level.isVisible() else ()):
            hint = w.sizeHint() if w is not row.name else w.minimumSizeHint()
            assert w.width() >= hint.width() and w.height() >= hint.height(), (row.seat, type(w).__name__)
    note = dlg.lock_notes
    locked = [r for r in dlg.rows if r.locked is not None]
    assert note.isVisible() == bool(locked)
    if locked:
        lines = note.text().split("\n")
        assert len(lines) == len(set(lines)) == 1                 # said once, however many seats it concerns
        assert note.height() >= note.heightForWidth(note.width())
    assert dlg.hint.height() >= dlg.hint.heightForWidth(dlg.hint.width())
    # the whole dialog fits a 1024 × 600 screen (title bar and panel included)
    assert dlg.width() <= 1000 and dlg.height() <= 540

def test_deutch_first_player_by_name_or_at_random_and_the_rapidite_time_in_seconds(qtbot, french, settings):
    """An option that is a seat offers the players by name (and "Au
    hasard"), following the names typed and the number of players; an
    option in milliseconds is shown in seconds, with a slider."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QFormLayout, QLabel, QSlider
    dlg = _dialog(qtbot, settings, ["deutch"])
    labels = [dlg.options_form.itemAt(r, QFormLayout.ItemRole.LabelRole).widget().text()
              for r in range(dlg.options_form.rowCount())
              if dlg.options_form.itemAt(r, QFormLayout.ItemRole.LabelRole) is not None]
    assert "Premier joueur" in labels and "Temps pour une rapidité" in labels
    first = dlg.option_widgets["first_player"]
    assert isinstance(first, QComboBox)
    assert [first.itemText(i) for i in range(first.count())] == ["Vous", "Léa", "Hugo", "Chloé", "Au hasard"]
    assert first.currentData() == 0
    dlg.rows[2].name.setText("Papi")
    assert first.itemText(2) == "Papi"
    first.setCurrentIndex(2)
    dlg.players_spin.setValue(2)                      # Papi is no longer at the table
    assert [first.itemText(i) for i in range(first.count())] == ["Vous", "Léa", "Au hasard"]
    assert first.currentData() == 0
    first.setCurrentIndex(2)
    assert dlg.options()["first_player"] == -1
    window = dlg.option_widgets["rapidite_ms"]
    slider = window.findChild(QSlider)
    shown = window.findChild(QLabel)
    assert slider is not None and shown.text() == "3\u00a0s"
    slider.setFocus()
    for _ in range(2):
        QApplication.sendEvent(slider, QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier))
    assert shown.text() == "2\u00a0s" and dlg.options()["rapidite_ms"] == 2000
    slider.setValue(slider.value() + 1)
    assert shown.text() == "2,5\u00a0s" and dlg.options()["rapidite_ms"] == 2500
    setup = dlg.setup()
    assert setup.options["first_player"] == -1 and setup.options["rapidite_ms"] == 2500


def test_deutch_first_player_at_random_is_drawn_from_the_seed():
    from cardtable.engine import new_game
    firsts = {new_game("deutch", seed=s, players=4, options={"first_player": -1}).first for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    a = new_game("deutch", seed=7, players=5, options={"first_player": -1})
    assert a.first == new_game("deutch", seed=7, players=5, options={"first_player": -1}).first


@pytest.mark.parametrize("game", ["deutch", "auteurs", "peech", "atout_pique"])
def test_the_hosting_dialog_fits_a_1024_by_600_screen_with_a_title_bar_and_a_task_bar(qtbot, french, settings, game):
    """Hosting adds "Sur le réseau": beside the options, so that the dialog
    (the longest texts: French) stays at most ~520 px tall and its buttons
    stay on a 1024 × 600 screen under a title bar and above a task bar."""
    dlg = ng.NewGameDialog(settings, [game], hosting=True)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    QApplication.processEvents()
    dlg._fit_now()
    assert dlg.network_box is not None and dlg.network_box.isVisible()
    assert dlg.width() <= 1000 and dlg.height() <= 520, (dlg.width(), dlg.height())
    # nothing squashed to get there
    assert dlg.height() >= dlg.minimumSizeHint().height()
    assert dlg.play_button.isVisible() and dlg.play_button.mapTo(dlg, dlg.play_button.rect().bottomLeft()).y() <= dlg.height()


def test_a_seat_added_by_raising_the_count_plays_at_the_level_of_the_computers_before_it(qtbot, french, settings):
    """Les Auteurs, the three computers set to Difficile, then "Joueurs" 4 → 5:
    the fifth seat plays at Difficile too, not at the default level."""
    dlg = _dialog(qtbot, settings, ["auteurs"])
    for row in dlg.rows[1:]:
        row.set_level("difficile")
    dlg.players_spin.setValue(5)
    assert len(dlg.rows) == 5 and not dlg.rows[4].human
    assert dlg.rows[4].current_level() == "difficile"
    assert dlg.setup().seats[4].level == "difficile"


def test_the_hosting_dialog_grown_by_another_game_stays_on_the_screen(qtbot, french, settings):
    """Opened for Atout Pique (narrower), then switched to Deutch (wider
    options): the dialog grows, and moves back inside the screen, so that
    Accueillir and Annuler are not left beyond its right edge (seen at
    1024 × 600)."""
    dlg = ng.NewGameDialog(settings, ["atout_pique", "deutch"], hosting=True)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    area = dlg.screen().availableGeometry()
    dlg.move(area.right() + 1 - dlg.frameGeometry().width(), area.top())    # against the right edge
    qtbot.waitUntil(lambda: dlg.frameGeometry().right() == area.right())
    narrow = dlg.width()
    dlg.game_combo.setCurrentIndex(1)                                       # Deutch
    qtbot.waitUntil(lambda: dlg.width() > narrow)


    def on_screen() -> bool:       # inside it; on a screen narrower than the dialog, from its left edge
        f = dlg.frameGeometry()
        return f.left() >= area.left() and (f.right() <= area.right() or f.left() == area.left())
    qtbot.waitUntil(on_screen, timeout=3000)


def test_the_hosting_dialog_never_proposes_the_persons_name_for_a_computer_too(qtbot, french, settings):
    """The person who joined a table as "Hugo" hosts Atout Pique: their seat
    is "Hugo" (their network name), and Nord, whose automatic name is also
    "Hugo", gets a spare first name; the dialog's own proposal is accepted."""
    from cardtable.ui.network.names import NAME_KEY
    settings.set(NAME_KEY, "hugo")
    try:
        dlg = ng.NewGameDialog(settings, ["atout_pique"], hosting=True)
        qtbot.addWidget(dlg)
        names = [row.name.text() for row in dlg.rows]
        assert names[0] == "hugo"
        assert [n.casefold() for n in names].count("hugo") == 1, names
        assert dlg.name_problem() is None
    finally:
        settings.set(NAME_KEY, "")


def test_default_names_made_in_english_follow_the_language_and_a_typed_name_is_kept(qtbot, english, settings):
    """Two people at one screen in English ("Player 1", "Player 2"), a name
    typed ("Papa"); back in French, the New game dialog says "Joueur 1",
    "Joueur 2" and keeps "Papa"; the second person's seat made a computer
    takes its first name, not "Player 2"."""
    from cardtable.ui import i18n
    dlg = _dialog(qtbot, settings, ["atout_pique"])
    dlg.rows[2].set_human(True)
    dlg.rows[3].name.setText("Papa")
    assert _names(dlg) == ["Player 1", "Léa", "Player 2", "Papa"]
    dlg.remember(dlg.setup())
    i18n.install("fr")
    again = _dialog(qtbot, settings, ["atout_pique"])
    assert _names(again) == ["Joueur 1", "Léa", "Joueur 2", "Papa"]
    again.rows[2].set_human(False)
    assert _names(again) == ["Vous", "Léa", "Hugo", "Papa"]
    assert again.setup().names == ["Vous", "Léa", "Hugo", "Papa"]


def test_a_seat_added_to_computers_of_mixed_levels_takes_the_level_picked_last(qtbot, french, settings):
    """Les Auteurs: the computers at Facile, Difficile, Intermédiaire, the
    person picked Difficile last: the fifth seat ("Jules", a computer)
    plays at Difficile."""
    dlg = _dialog(qtbot, settings, ["auteurs"])
    dlg.show()
    for row, level in zip(dlg.rows[1:], ("facile", "intermediaire", "difficile"), strict=True):
        row.set_level(level)
    row = dlg.rows[2]
    row.level.setCurrentIndex(row.level.findData("difficile"))
    row.level.activated.emit(row.level.currentIndex())        # the person's pick, in the list
    row = dlg.rows[1]
    row.level.setCurrentIndex(row.level.findData("facile"))
    row.level.activated.emit(row.level.currentIndex())
    dlg.rows[3].set_level("intermediaire")
    dlg.players_spin.setValue(5)
    assert _names(dlg)[4] == "Jules" and not dlg.rows[4].human
    assert dlg.rows[4].current_level() == "facile"            # picked last

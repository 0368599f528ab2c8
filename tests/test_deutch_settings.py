"""Deutch's settings page (the rapidité keys and the memory aid) through the
general hook: Game > Game settings…, the New game dialog's button when
several people share the screen, real key presses, refused duplicates,
reset, and the table's plates following the change."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from windows import shown_window

from cardtable.ui.games import GamePlugin, plugin_for
from cardtable.ui.games.deutch_settings import (
    CLAIM_KEYS,
    DEFAULT_CLAIM_KEYS,
    MEMORY_AID,
    ClaimKeysPage,
    stored_claim_keys,
)
from cardtable.ui.settings import Settings


@pytest.fixture
def settings(qapp):
    return Settings()


@pytest.fixture
def page(qtbot, english, settings):
    p = plugin_for("deutch").settings_widget(None, settings, ["Anne", "Paul"])
    qtbot.addWidget(p)
    p.show()
    qtbot.waitExposed(p)
    return p


def press_new_key(qtbot, page, i, key):
    button = page.buttons[i]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.capturing and button.text() == "Press a key…"
    QTest.keyClick(button, key)


def test_hook_is_general(qapp):
    assert plugin_for("deutch").has_settings()
    assert not GamePlugin().has_settings() and GamePlugin().settings_widget(None, None) is None
    assert plugin_for("deutch").settings_wanted(2) and not plugin_for("deutch").settings_wanted(1)


def test_press_a_key_to_change_it(qtbot, page, settings):
    assert page.labels[0].text() == "Anne" and page.labels[2].text() == "Player 3 at the screen"
    assert page.keys() == list(DEFAULT_CLAIM_KEYS)
    press_new_key(qtbot, page, 0, Qt.Key.Key_Q)
    assert page.buttons[0].text() == "Q" and not page.buttons[0].capturing
    assert settings.get_json(CLAIM_KEYS)[0] == "Q"
    assert stored_claim_keys(settings)[0] == "Q"
    assert "Anne" in page.message.text() and "Q" in page.message.text()


def test_duplicate_and_reserved_keys_are_refused_with_a_word(qtbot, page, settings):
    press_new_key(qtbot, page, 1, Qt.Key.Key_A)          # Anne's key
    assert page.buttons[1].key == "P"
    assert page.message.property("error") and "A" in page.message.text() and "Anne" in page.message.text()
    assert settings.get_json(CLAIM_KEYS) is None             # nothing saved
    QTest.keyClick(page.buttons[1], Qt.Key.Key_H)             # still waiting: H is the hint
    assert page.buttons[1].key == "P" and "hint" in page.message.text()
    QTest.keyClick(page.buttons[1], Qt.Key.Key_Escape)        # gives up, keeps P
    assert not page.buttons[1].capturing and page.buttons[1].text() == "P"


def test_a_digit_is_refused_it_picks_a_card_at_the_table(qtbot, page, settings):
    """The digits pick one's cards by their number at the table (a rapidité's
    card, the card the drawn card replaces…): none can be a rapidité key, and
    one stored earlier falls back to a free letter."""
    press_new_key(qtbot, page, 1, Qt.Key.Key_3)
    assert page.buttons[1].key == "P"
    assert page.message.property("error") and "3" in page.message.text()
    assert settings.get_json(CLAIM_KEYS) is None             # nothing saved
    settings.set_json(CLAIM_KEYS, ["A", "3", "B"])
    keys = stored_claim_keys(settings)
    assert keys[0] == "A" and keys[1] == "P" and not any(k.isdigit() for k in keys)


def test_reset_to_defaults(qtbot, page, settings):
    press_new_key(qtbot, page, 2, Qt.Key.Key_Z)
    assert settings.get_json(CLAIM_KEYS)[2] == "Z"
    qtbot.mouseClick(page.reset_button, Qt.MouseButton.LeftButton)
    assert page.keys() == list(DEFAULT_CLAIM_KEYS) == settings.get_json(CLAIM_KEYS)


def test_memory_aid_checkbox(qtbot, page, settings):
    with qtbot.waitSignal(settings.changed, check_params_cb=lambda k: k == MEMORY_AID):
        qtbot.mouseClick(page.memory, Qt.MouseButton.LeftButton)
    assert settings.get(MEMORY_AID) in (True, "true")


def test_broken_setting_falls_back_to_free_defaults(qapp, settings):
    settings.set_json(CLAIM_KEYS, ["A", "A", "h", 3])
    keys = stored_claim_keys(settings)
    assert len(keys) == 6 and len(set(keys)) == 6 and keys[0] == "A" and "H" not in keys


def test_game_menu_opens_the_page_and_plates_follow(qtbot, english, monkeypatch):
    from test_deutch_table import Passive

    import cardtable.ai
    import cardtable.ui.window.game_settings as gs
    from cardtable.ui.setup import GameSetup, SeatSetup
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: Passive())
    w = shown_window(qtbot, None)
    seats = [SeatSetup(n, i < 2, "facile") for i, n in enumerate(["Anne", "Paul", "Léa", "Hugo"])]
    w.controller.autosave_enabled = False
    w.start_game(GameSetup("deutch", 4, seats, {"rounds": 1, "rapidite_ms": 600}, 5))
    plates = w.view.table.plates
    qtbot.waitUntil(lambda: "key A" in plates[0].status and "key P" in plates[1].status, timeout=15000)
    assert w.act_game_settings.isVisible() and w.act_game_settings.text() == "Game &settings…"
    opened = []
    # the dialog is modal (exec); here it is shown without blocking, with what the menu gave it
    monkeypatch.setattr(gs, "open_game_settings", lambda parent, settings, current=None, humans=(), only=False:
                        opened.append(gs.GameSettingsDialog(settings, current, humans, parent, only)))
    w.act_game_settings.trigger()
    dlg = opened[0]
    qtbot.addWidget(dlg)
    dlg.show()
    page = dlg.pages["deutch"]
    assert dlg.tabs.currentWidget() is page
    assert [page.labels[0].text(), page.labels[1].text()] == ["Anne", "Paul"]
    qtbot.mouseClick(page.buttons[1], Qt.MouseButton.LeftButton)
    QTest.keyClick(page.buttons[1], Qt.Key.Key_K)
    qtbot.waitUntil(lambda: "key K" in plates[1].status)
    dlg.close_button.click()
    w.controller.stop()
    w.view.table.queue.clear()


def test_new_game_dialog_offers_the_keys_with_two_humans(qtbot, english, settings):
    from cardtable.ui.games import playable_games
    from cardtable.ui.window.new_game import NewGameDialog
    dlg = NewGameDialog(settings, playable_games())
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.game_combo.setCurrentIndex(dlg.games.index("deutch"))
    button: QPushButton = dlg.game_settings_button
    assert not button.isVisible()                     # one human: no keys needed
    dlg.rows[1].set_human(True)
    assert button.isVisible() and button.text() == "Rapidité keys…"
    dlg.rows[1].set_human(False)
    assert not button.isVisible()
    dlg.game_combo.setCurrentIndex(dlg.games.index("peech"))
    dlg.rows[1].set_human(True)
    assert not button.isVisible()                     # Peech has no settings page


def test_page_class_is_the_one_shown(qtbot, page):
    assert isinstance(page, ClaimKeysPage)


def test_two_people_see_their_own_keys_first_the_other_places_folded(qtbot, english, settings):
    """For a table of two people, the page shows their two keys; the four
    other places are folded under one button that unfolds them; without a
    table of several people, all six places show."""
    two = plugin_for("deutch").settings_widget(None, settings, ["Anne", "Paul"])
    qtbot.addWidget(two)
    two.show()
    qtbot.waitExposed(two)
    shown = [label.text() for label in two.labels if label.isVisible()]
    assert shown == ["Anne", "Paul"]
    assert all(b.isVisible() for b in two.buttons[:2]) and not any(b.isVisible() for b in two.buttons[2:])
    assert two.fold.isVisible() and "Other places (games with more players)" in two.fold.text()
    qtbot.mouseClick(two.fold, Qt.MouseButton.LeftButton)
    assert all(b.isVisible() for b in two.buttons)
    assert two.labels[5].text() == "Player 6 at the screen"
    qtbot.mouseClick(two.fold, Qt.MouseButton.LeftButton)
    assert not two.buttons[2].isVisible()
    # a key of a folded place still refuses a duplicate with its name
    assert not two.choose(0, "B") and "Player 3 at the screen" in two.message.text()
    every = plugin_for("deutch").settings_widget(None, settings, [])
    qtbot.addWidget(every)
    every.show()
    qtbot.waitExposed(every)
    assert all(b.isVisible() for b in every.buttons) and not every.fold.isVisible()


def test_the_page_is_heard_only_while_a_screen_reader_listens(qtbot, page, accessible, monkeypatch):
    """While a screen reader listens, each line under the keys is said: the
    button waits for a key, then the new key, or a refusal (assertive)."""
    from PySide6.QtGui import QAccessible

    from cardtable.ui.table import announce
    urgent: list[str] = []
    monkeypatch.setattr(announce, "send", lambda widget, text, assertive=False: (
        accessible.append(text), urgent.append(text) if assertive else None))
    QAccessible.setActive(False)
    press_new_key(qtbot, page, 0, Qt.Key.Key_P)          # Paul's key: refused, written, not said
    assert page.message.property("error") and accessible == []
    QAccessible.setActive(True)
    press_new_key(qtbot, page, 0, Qt.Key.Key_P)
    assert accessible == ["Press the key you want for Anne (Esc: keep A).", page.message.text()]
    assert "Paul" in accessible[1] and urgent == [accessible[1]]
    press_new_key(qtbot, page, 1, Qt.Key.Key_H)          # H asks for a hint at the table
    assert accessible[-1].startswith("H ") and urgent[-1] == accessible[-1]
    press_new_key(qtbot, page, 0, Qt.Key.Key_Q)          # taken: said, no alarm
    assert accessible[-1] == "Anne: the rapidité key is now Q." and page.buttons[0].key == "Q"
    assert len(urgent) == 2

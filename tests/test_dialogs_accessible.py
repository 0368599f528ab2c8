"""Every dialog read as a screen reader reads it, and used by the keyboard.

Each dialog's accessibility tree is walked (``queryAccessibleInterface``,
``child()``, ``text()``, ``role()``, ``state()``): every control Tab reaches
has a name in the interface's language, a combo box, spin box or slider
says what it sets (not only its value), no focusable object is unnamed, and
Enter and Esc do what the default and cancel buttons say.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QTabWidget,
    QWidget,
)

NAME = QAccessible.Text.Name
VALUE = QAccessible.Text.Value


def walk(iface: QAccessibleInterface | None) -> Iterator[QAccessibleInterface]:
    if iface is None or not iface.isValid() or iface.state().invisible:
        return
    yield iface
    for i in range(iface.childCount()):
        yield from walk(iface.child(i))


def tab_reached(dialog: QWidget) -> list[QWidget]:
    """The controls Tab stops on: visible, enabled, taking the focus by Tab."""
    return [w for w in dialog.findChildren(QWidget)
            if w.isVisibleTo(dialog) and w.isEnabled() and w.window() is dialog
            and w.focusPolicy() & Qt.FocusPolicy.TabFocus
            and not isinstance(w.parentWidget(), QAbstractSpinBox | QComboBox)]   # their own line edit


def value_of(w: QWidget) -> str:
    if isinstance(w, QComboBox):
        return w.currentText()
    if isinstance(w, QAbstractSpinBox):
        return w.text()
    if isinstance(w, QLineEdit):
        return w.text()
    if isinstance(w, QAbstractSlider):
        return str(w.value())
    return ""


def problems(dialog: QWidget) -> list[str]:
    out = []
    for w in tab_reached(dialog):
        iface = QAccessible.queryAccessibleInterface(w)
        name = iface.text(NAME).strip() if iface is not None else ""
        what = f"{type(w).__name__} {w.objectName()!r} {value_of(w) or (w.text() if isinstance(w, QAbstractButton) else '')!r}"
        if not name:
            out.append(f"unnamed: {what}")
        elif isinstance(w, QComboBox | QAbstractSpinBox | QAbstractSlider | QLineEdit):
            # Windows reads the name; on Linux and macOS Qt names a combo box by
            # its value and gives what it sets through its label's relation
            said = [w.accessibleName(), name] + [r[0].text(NAME) for r in iface.relations(QAccessible.RelationFlag.Label)]
            if not any(t.strip() and t.strip() != value_of(w) for t in said):
                out.append(f"says its value, not what it sets: {what} {name!r}")

    for iface in walk(QAccessible.queryAccessibleInterface(dialog)):
        st = iface.state()
        if st.focusable and not st.disabled and not iface.text(NAME).strip():
            out.append(f"unnamed focusable object: role {iface.role()} {iface.object()!r}")
    return out


def english_left(dialog: QWidget, words: tuple[str, ...] = ("Cancel", "Close", "Yes", "No", "OK")) -> list[str]:
    out = []
    for iface in walk(QAccessible.queryAccessibleInterface(dialog)):
        if iface.text(NAME).replace("&", "") in words:
            out.append(iface.text(NAME))
    return out


def english(dialog: QWidget) -> list[str]:
    """Names left in English in a French dialog (Qt's own buttons included)."""
    words = {"Cancel", "Close", "Yes", "No", "OK", "Open", "Save", "Apply", "Reset", "Help"}
    return [i.text(NAME) for i in walk(QAccessible.queryAccessibleInterface(dialog))
            if i.text(NAME).replace("&", "") in words]


def shown(qtbot, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def key(dialog: QWidget, k: Qt.Key) -> None:
    from PySide6.QtTest import QTest
    target = dialog.focusWidget() or dialog
    QTest.keyClick(target, k)


@pytest.fixture
def settings(qapp):
    from cardtable.ui.settings import Settings
    s = Settings()
    s.set("speed", "off")
    return s


@pytest.fixture
def window(qtbot, french, settings):
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.controller.autosave_enabled = False
    w.resize(1280, 820)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.lessons.end()
    w.controller.stop()
    w.view.table.queue.clear()


@pytest.mark.parametrize("hosting", [False, True], ids=["new game", "host"])
@pytest.mark.parametrize("game", ["atout_pique", "peech", "auteurs", "deutch"])
def test_the_new_game_dialog_names_every_control(qtbot, french, settings, game, hosting) -> None:
    from cardtable.ui.games import playable_games
    from cardtable.ui.window.new_game import NewGameDialog
    dlg = shown(qtbot, NewGameDialog(settings, playable_games(), hosting=hosting))
    dlg.game_combo.setCurrentIndex(dlg.game_combo.findData(game))
    assert problems(dlg) == [] and english(dlg) == []
    names = {w.accessibleName() for w in tab_reached(dlg)}
    assert "Jeu" in names
    assert any(n.startswith("Sud") and n.endswith("qui joue") for n in names) or \
        any(n.startswith("Place 1") and n.endswith("qui joue") for n in names)
    # on Linux and macOS a combo box is named by its value: its label says the seat and the column
    for row in dlg.rows:
        for combo in (row.kind, row.level):
            iface = QAccessible.queryAccessibleInterface(combo)
            said = [r[0].text(NAME) for r in iface.relations(QAccessible.RelationFlag.Label)]
            assert combo.accessibleName() in said and combo.accessibleName().startswith(row.position.text())
    # Tab goes as the eye reads: the game, each seat's row, then Jouer
    dlg.game_combo.setFocus()
    order = []
    for _ in range(40):
        key(dlg, Qt.Key.Key_Tab)
        order.append(dlg.focusWidget())
        if order[-1] is dlg.play_button:
            break
    assert order.index(dlg.rows[0].name) < order.index(dlg.rows[-1].kind) < order.index(dlg.play_button)
    # and round again: from Annuler, Tab comes back to the game (another game's
    # options, built since the dialog opened, do not close the ring on themselves)
    dlg.cancel_button.setFocus()
    key(dlg, Qt.Key.Key_Tab)
    assert dlg.focusWidget() is dlg.game_combo
    key(dlg, Qt.Key.Key_Backtab)
    assert dlg.focusWidget() is dlg.cancel_button
    with qtbot.waitSignal(dlg.rejected, timeout=5000):
        key(dlg, Qt.Key.Key_Escape)


def test_enter_plays_from_the_new_game_dialog(qtbot, french, settings) -> None:
    from cardtable.ui.games import playable_games
    from cardtable.ui.window.new_game import NewGameDialog
    dlg = shown(qtbot, NewGameDialog(settings, playable_games()))
    dlg.game_combo.setFocus()
    with qtbot.waitSignal(dlg.accepted, timeout=5000):
        key(dlg, Qt.Key.Key_Return)


@pytest.mark.parametrize("game", ["atout_pique", "peech", "auteurs", "deutch"])
def test_each_games_settings_page_names_every_control(qtbot, french, settings, game) -> None:
    from cardtable.ui.window.game_settings import GameSettingsDialog
    dlg = shown(qtbot, GameSettingsDialog(settings, game, ["Léa", "Hugo"], None))
    assert problems(dlg) == [] and english(dlg) == []
    with qtbot.waitSignal(dlg.rejected, timeout=5000):
        key(dlg, Qt.Key.Key_Escape)


def test_the_rapidite_keys_window_names_every_control(qtbot, french, settings) -> None:
    from cardtable.ui.window.game_settings import GameSettingsDialog
    dlg = shown(qtbot, GameSettingsDialog(settings, "deutch", ["Léa", "Hugo"], None, only=True))
    assert dlg.windowTitle() == "Touches de rapidité"
    assert problems(dlg) == [] and english(dlg) == []
    reached = [QAccessible.queryAccessibleInterface(w).text(NAME) for w in tab_reached(dlg)]
    assert "Touche de rapidité de Léa\u00a0: A" in reached and "Touche de rapidité de Hugo\u00a0: P" in reached
    with qtbot.waitSignal(dlg.rejected, timeout=5000):
        key(dlg, Qt.Key.Key_Escape)


def test_tab_walks_the_rapidite_keys_window_round_and_round(qtbot, french, settings) -> None:
    """Tab from "Fermer" goes on to the first key's button and round the page
    again: the window's one page has no tab shown, and its tab widget does not
    take the focus only to hand it to its hidden tab bar and keep it."""
    from PySide6.QtTest import QTest

    from cardtable.ui.window.game_settings import GameSettingsDialog
    dlg = shown(qtbot, GameSettingsDialog(settings, "deutch", ["Léa", "Hugo"], None, only=True))
    dlg.close_button.setFocus()
    visited = []
    for _ in range(12):
        QTest.keyClick(dlg.focusWidget() or dlg, Qt.Key.Key_Tab)
        visited.append(dlg.focusWidget())
    names = [w.objectName() for w in visited if w is not None]
    assert "claimKey0" in names and "claimKey1" in names, names
    assert names.count("claimKey0") >= 2, names          # round and round, not stuck
    assert not any(isinstance(w, QTabWidget) for w in visited)


def test_the_rules_are_read_with_their_game_chooser_named(qtbot, french) -> None:
    from cardtable.ui.window.rules import RulesDialog
    dlg = shown(qtbot, RulesDialog(None, "atout_pique"))
    assert problems(dlg) == [] and english(dlg) == []
    browser = QAccessible.queryAccessibleInterface(dlg.browser)
    assert browser.text(NAME) == "Règles" and dlg.game_combo.accessibleName() == "Jeu"
    assert "Atout Pique" in browser.textInterface().text(0, browser.textInterface().characterCount())
    with qtbot.waitSignal(dlg.finished, timeout=5000):
        key(dlg, Qt.Key.Key_Return)          # Fermer is the default button


def test_the_crash_dialog_names_its_report_and_enter_goes_on(qtbot, french) -> None:
    from cardtable.ui.window.crash import CrashDialog
    dlg = shown(qtbot, CrashDialog("Traceback: boom", "/tmp/cardtable.log", None, True))
    assert problems(dlg) == [] and english(dlg) == []
    assert QAccessible.queryAccessibleInterface(dlg.text).text(NAME) == "Rapport d'erreur"
    with qtbot.waitSignal(dlg.accepted, timeout=5000):
        key(dlg, Qt.Key.Key_Return)          # Continuer
    dlg = shown(qtbot, CrashDialog("Traceback: boom", None, None))
    with qtbot.waitSignal(dlg.finished, timeout=5000) as blocker:
        key(dlg, Qt.Key.Key_Escape)          # Esc goes on too (never quits)
    assert blocker.args == [0]


def test_the_statistics_and_join_dialogs_name_every_control(qtbot, window) -> None:
    from cardtable.ui.network.join import JoinDialog
    from cardtable.ui.window.stats import StatsDialog
    for dlg in (StatsDialog(window, "atout_pique", "Léa"), JoinDialog(window)):
        shown(qtbot, dlg)
        assert problems(dlg) == [] and english(dlg) == [], type(dlg).__name__
        with qtbot.waitSignal(dlg.rejected, timeout=5000):
            key(dlg, Qt.Key.Key_Escape)


def test_the_resume_question_is_read_and_answered_by_the_keyboard(qtbot, window, monkeypatch) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from cardtable.engine import new_game
    from cardtable.ui import storage
    from cardtable.ui.controller import GameController
    from cardtable.ui.setup import GameSetup, SeatSetup
    setup = GameSetup("atout_pique", 4, [SeatSetup("Vous", True, "facile")]
                      + [SeatSetup(n, False, "facile") for n in ("Léa", "Hugo", "Chloé")], {}, 3)
    GameController.autosave_path().write_text(storage.document(setup, new_game("atout_pique", seed=3, players=4)),
                                              encoding="utf-8")
    seen: dict[str, object] = {}

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen["problems"] = problems(box)
        seen["english"] = english(box)
        seen["buttons"] = [QAccessible.queryAccessibleInterface(b).text(NAME) for b in box.buttons()]
        seen["text"] = box.text()
        key(box, Qt.Key.Key_Escape)           # Esc is "Non"
    QTimer.singleShot(0, answer)
    assert window.saves.startup() is False
    assert seen["problems"] == [] and seen["english"] == []
    assert sorted(str(b).replace("&", "") for b in seen["buttons"]) == ["Non", "Oui"]
    assert "Reprendre" in str(seen["text"]) or "reprendre" in str(seen["text"])
    assert window.controller.state is None      # "Non": nothing resumed


def test_the_coach_is_said_and_its_buttons_are_reached_by_tab(qtbot, window, monkeypatch) -> None:
    from PySide6.QtWidgets import QPushButton

    from cardtable.ui.table import announce
    heard: list[str] = []
    monkeypatch.setattr(announce, "send", lambda widget, text, assertive=False: heard.append(text))
    QAccessible.setActive(True)
    try:
        window.lessons.start("atout_pique")
        qtbot.waitUntil(lambda: window.lessons.player is not None and window.lessons.player.coach.isVisible(),
                        timeout=20_000)
        coach = window.lessons.player.coach
        qtbot.waitUntil(lambda: any(line.startswith("Étape 1 sur ") for line in heard), timeout=20_000)
        said = next(line for line in heard if line.startswith("Étape 1 sur "))
        assert "Bienvenue" in said
        buttons = [b for b in coach.findChildren(QPushButton) if b.isVisible()]
        names = [QAccessible.queryAccessibleInterface(b).text(NAME) for b in buttons]
        assert names == ["Continuer", "Passer cette étape", "Quitter la leçon"]
        assert all(b.focusPolicy() & Qt.FocusPolicy.TabFocus for b in buttons)
        window.view.setFocus()
        reached = []
        for _ in range(12):
            key(window, Qt.Key.Key_Tab)
            reached.append(window.focusWidget())
        assert all(b in reached for b in buttons)
        buttons[0].setFocus()
        key(window, Qt.Key.Key_Space)            # Continuer, pressed from the keyboard
        qtbot.waitUntil(lambda: any(line.startswith("Étape 2 sur ") for line in heard), timeout=20_000)
    finally:
        QAccessible.setActive(False)


@pytest.mark.parametrize("game", ["atout_pique", "peech", "auteurs", "deutch"])
def test_no_push_button_of_the_new_game_dialog_is_unnamed(qtbot, french, settings, game) -> None:
    """Every push button in the dialog's tree has a name, the game's settings
    button too while it is hidden (a screen reader may list it)."""
    from cardtable.ui.games import playable_games
    from cardtable.ui.window.new_game import NewGameDialog
    dlg = shown(qtbot, NewGameDialog(settings, playable_games()))
    dlg.game_combo.setCurrentIndex(dlg.game_combo.findData(game))
    root = QAccessible.queryAccessibleInterface(dlg)
    unnamed = []

    def every(iface: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
        yield iface
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None and child.isValid():
                yield from every(child)
    for iface in every(root):
        if iface.role() == QAccessible.Role.PushButton and not iface.text(NAME).strip():
            unnamed.append(iface.object().objectName())
    assert unnamed == []
    assert QAccessible.queryAccessibleInterface(dlg.game_settings_button).text(NAME).endswith("…")


def test_the_new_game_dialog_says_the_game_the_arrows_choose(qtbot, french, settings, accessible) -> None:
    """The game's combo box changed with the arrows: its new game is said."""
    from cardtable.ui.games import playable_games
    from cardtable.ui.window.new_game import NewGameDialog
    dlg = shown(qtbot, NewGameDialog(settings, playable_games()))
    dlg.game_combo.setCurrentIndex(0)
    dlg.game_combo.setFocus()
    qtbot.waitUntil(dlg.game_combo.hasFocus, timeout=5000)
    accessible.clear()
    key(dlg, Qt.Key.Key_Down)
    assert dlg.game_combo.currentIndex() == 1
    assert accessible == [dlg.game_combo.currentText()]
    dlg.reject()


def test_the_game_chosen_is_posted_as_the_combo_boxs_change(qtbot, french, settings, accessible, monkeypatch) -> None:
    """A reader that keeps the names it read (AT-SPI's cache) is told the
    combo box changed: Tab back to it reads the game chosen, not the first
    (a person heard "Atout Pique" after choosing Peech)."""
    from PySide6.QtGui import QAccessible

    from cardtable.ui.games import playable_games
    from cardtable.ui.window.new_game import NewGameDialog
    dlg = shown(qtbot, NewGameDialog(settings, playable_games()))
    posted: list[tuple[object, object]] = []
    monkeypatch.setattr(QAccessible, "updateAccessibility",
                        lambda ev: posted.append((ev.object(), ev.type())))
    dlg.game_combo.setCurrentIndex(0)
    posted.clear()
    dlg.game_combo.setCurrentIndex(2)
    kinds = {kind for obj, kind in posted if obj is dlg.game_combo}
    assert {QAccessible.Event.NameChanged, QAccessible.Event.ValueChanged} <= kinds, posted
    dlg.reject()


def read_as_it_opens(accessible, answer_box) -> dict[str, object]:
    """Answer the question box about to open with ``answer_box(box)``, once
    a screen reader heard something (or after about 5 s); returns what was
    seen then: its ``description``, the lines ``heard`` and its ``words``
    (its text and informative text)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox
    seen: dict[str, object] = {}
    tries = [0]

    def answer() -> None:
        box = QApplication.activeModalWidget()
        tries[0] += 1
        if not isinstance(box, QMessageBox) or (not accessible and tries[0] < 250):   # waits for the words
            QTimer.singleShot(20, answer)
            return
        seen["description"] = QAccessible.queryAccessibleInterface(box).text(QAccessible.Text.Description)
        seen["heard"] = list(accessible)
        seen["words"] = " ".join(t for t in (box.text(), box.informativeText()) if t)
        answer_box(box)
    accessible.clear()
    QTimer.singleShot(0, answer)
    return seen

def test_the_learn_to_play_question_is_read_when_it_opens(qtbot, window, accessible) -> None:
    """The "Apprendre à jouer" question: its words are its description and
    are announced as it opens, before anyone presses a button."""
    from cardtable import games
    from cardtable.ui.setup import GameSetup, SeatSetup
    seen = read_as_it_opens(accessible,
                            lambda box: next(b for b in box.buttons() if b.text() == "Jouer tout de suite").click())
    names = games.table_plugin("atout_pique").default_names(4)
    setup = GameSetup("atout_pique", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)], {}, 5)
    assert window.lessons.offer_before(setup) is False
    assert "courte leçon" in str(seen["words"])
    assert seen["heard"] == [seen["words"]]
    assert seen["description"] == seen["words"]


def test_the_resume_question_is_read_when_it_opens(qtbot, window, accessible) -> None:
    """The resume question at start-up (a box Qt makes, ``QMessageBox.question``):
    its words are its description and are announced as it opens, before anyone
    presses a button, as the lesson question's are."""
    from cardtable.engine import new_game
    from cardtable.ui import storage
    from cardtable.ui.controller import GameController
    from cardtable.ui.setup import GameSetup, SeatSetup
    setup = GameSetup("atout_pique", 4, [SeatSetup("Vous", True, "facile")]
                      + [SeatSetup(n, False, "facile") for n in ("Léa", "Hugo", "Chloé")], {}, 3)
    GameController.autosave_path().write_text(storage.document(setup, new_game("atout_pique", seed=3, players=4)),
                                              encoding="utf-8")
    seen = read_as_it_opens(accessible, lambda box: key(box, Qt.Key.Key_Escape))     # Esc is "Non"
    assert window.saves.startup() is False
    assert "reprendre" in str(seen["words"]).lower()
    assert seen["heard"] == [seen["words"]]
    assert seen["description"] == seen["words"]


def test_the_abandon_question_is_read_when_it_opens(qtbot, window, accessible) -> None:
    """"Abandonner la partie en cours ?": its words and what it costs are its
    description and are announced as it opens, before its focused "Non"."""
    from cardtable.ui.window.new_game import confirm_abandon
    seen = read_as_it_opens(accessible, lambda box: key(box, Qt.Key.Key_Escape))     # Esc is "Non"
    assert confirm_abandon(window) is False
    assert "Abandonner la partie en cours" in str(seen["words"])
    assert seen["heard"] == [seen["words"]]
    assert seen["description"] == seen["words"]


@pytest.mark.parametrize("game", ["peech", "deutch"])
def test_the_new_game_dialogs_labels_are_named_without_their_shortcut_mark(qtbot, french, settings, game) -> None:
    """A label with a buddy ("&Jeu :") carries its words without the "&" as
    its own name from the moment its buddy is set: a screen reader that read
    the label as it was made (before its buddy, while it already listened)
    gets the name posted again, and never reads "&Jeu :" as the name of the
    control it labels."""
    from PySide6.QtWidgets import QLabel

    from cardtable.ui.games import playable_games
    from cardtable.ui.window.new_game import NewGameDialog
    dlg = shown(qtbot, NewGameDialog(settings, playable_games(), game_id=game))
    labels = [lab for lab in dlg.findChildren(QLabel) if lab.buddy() is not None and lab.text()]
    assert any("&" in lab.text() for lab in labels)
    for lab in labels:
        assert lab.accessibleName() and "&" not in lab.accessibleName(), lab.text()
    names = {lab.accessibleName() for lab in labels}
    assert "Jeu\u00a0:" in names or "Jeu :" in names, names
    # what the control's labelled-by says, through the accessibility layer
    iface = QAccessible.queryAccessibleInterface(dlg.game_combo)
    said = [r[0].text(NAME) for r in iface.relations(QAccessible.RelationFlag.Label)]
    assert said and not any("&" in s for s in said), said


def test_the_rules_windows_label_is_named_without_its_shortcut_mark(qtbot, french) -> None:
    """The rules window (F1) names its game list's label "Jeu :", as the New
    game window does, so that its list is not read as labelled by "&Jeu :"."""
    from PySide6.QtWidgets import QLabel

    from cardtable.ui.window.rules import RulesDialog
    dlg = shown(qtbot, RulesDialog(None, "deutch"))
    labels = [lab for lab in dlg.findChildren(QLabel) if lab.buddy() is dlg.game_combo]
    assert labels and "&" in labels[0].text()
    assert labels[0].accessibleName() in ("Jeu\u00a0:", "Jeu :"), labels[0].accessibleName()

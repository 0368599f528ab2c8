"""The rules window: French by default, English on request, the worked example."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.ui import rules

ROOT = Path(__file__).resolve().parent.parent


def test_rules_files_exist_for_both_languages():
    for lang in ("fr", "en"):
        path = ROOT / "cardtable" / "rules" / f"atout_pique.{lang}.html"
        assert path.is_file()
        text = path.read_text(encoding="utf-8")
        assert text.count("<table") >= 2 and "</html>" in text


def test_package_data_ships_the_rules():
    assert '"rules/*.html"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def _plain(dialog):
    return dialog.browser.toPlainText()


def test_opens_in_french_by_default(qtbot, french):
    dlg = rules.RulesDialog(None, "atout_pique")
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.game_id == "atout_pique"
    assert dlg.windowTitle() == "Règles — Atout Pique"
    text = _plain(dlg)
    assert "Les mises" in text and "mise de zéro" in text and "cassé" in text
    # the worked example, with the figures of both teams
    assert "Exemple de marque" in text
    for figure in ("+70", "+71", "+141", "+100", "−59", "−29"):
        assert figure in text, figure
    assert dlg.isSizeGripEnabled()


def test_english(qtbot, english):
    dlg = rules.RulesDialog(None, "atout_pique")
    qtbot.addWidget(dlg)
    text = _plain(dlg)
    assert "Bidding" in text and "A scoring example" in text and "+141" in text
    assert "Les mises" not in text
    assert dlg.windowTitle() == "Rules — Atout Pique"


def test_french_fallback_and_missing_rules(qapp, english, monkeypatch, tmp_path):
    (tmp_path / "atout_pique.fr.html").write_text("<p>Seulement en français</p>", encoding="utf-8")
    monkeypatch.setattr(rules, "RULES_DIR", tmp_path)
    assert rules.rules_path("atout_pique", "en").name == "atout_pique.fr.html"
    assert "Seulement" in rules.rules_html("atout_pique", "en")
    assert "not written yet" in rules.rules_html("deutch", "en")


def test_game_selector_and_show_rules_reuses_the_window(qtbot, french):
    from PySide6.QtWidgets import QWidget
    parent = QWidget()
    qtbot.addWidget(parent)
    first = rules.show_rules(parent, "atout_pique")
    assert first.isVisible()
    items = [first.game_combo.itemData(i) for i in range(first.game_combo.count())]
    assert "atout_pique" in items
    assert rules.show_rules(parent) is first
    assert first.game_id == "atout_pique"
    first.close()


def test_remembers_its_size(qtbot, french):
    dlg = rules.RulesDialog(None, "atout_pique")
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.resize(640, 520)
    qtbot.wait(10)
    dlg.close()
    again = rules.RulesDialog(None, "atout_pique")
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (640, 520)


def test_rules_match_the_scoring_kernel():
    """The example's figures are what the engine computes."""
    from cardtable.engine.atout_pique import score_team_hand
    assert score_team_hand([4, 3], [5, 3], 2) == (71, 3)
    assert score_team_hand([0, 4], [0, 5], 0) == (141, 1)
    assert score_team_hand([0, 4], [2, 3], 0) == (-59, 1)
    assert score_team_hand([4, 3], [5, 3], 9) == (-29, 0)
    assert score_team_hand([4, 3], [4, 2], 0) == (-70, 0)
    fr = (ROOT / "cardtable" / "rules" / "atout_pique.fr.html").read_text(encoding="utf-8")
    assert re.search(r"500 points", fr) and "−200" in fr and "Boston" in fr


@pytest.mark.parametrize("screen", [(1024, 600), (1366, 768)])
def test_the_rules_fit_the_screen_wrap_and_pause_the_game(qtbot, french, monkeypatch, screen):
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QDialogButtonBox

    import cardtable.ai
    from cardtable.ui.main_window import MainWindow, frame_margins
    from cardtable.ui.settings import Settings
    from cardtable.ui.setup import GameSetup, SeatSetup

    class FirstLegal:
        def choose(self, view, legal):
            return legal[0]
    monkeypatch.setattr(cardtable.ai, "make_player", lambda g, l, seed=0: FirstLegal())  # noqa: E741
    avail = QRect(0, 0, *screen)
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(avail))
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.start_game(GameSetup("deutch", 4, [SeatSetup(f"P{i}", False, "facile") for i in range(4)], {}, 2))
    ctl = w.controller
    dlg = w.show_rules()
    qtbot.waitExposed(dlg)
    outer = dlg.geometry().marginsAdded(frame_margins(dlg))
    assert avail.contains(outer), (outer, avail)
    close = dlg.findChild(QDialogButtonBox).buttons()[0]
    assert dlg.rect().contains(QRect(close.mapTo(dlg, close.rect().topLeft()), close.size()))
    assert dlg.isModal() and ctl.paused and w.view.table.queue.paused
    for gid in rules.games_with_rules():
        dlg.set_game(gid)
        doc = dlg.browser.document()
        assert doc.size().width() <= dlg.browser.viewport().width() + 1, gid    # wrapped: nothing to the right
    position = ctl.state.to_json()
    qtbot.wait(300)
    assert ctl.state.to_json() == position
    close.click()
    assert not dlg.isVisible() and not ctl.paused and not w.view.table.queue.paused
    ctl.stop()

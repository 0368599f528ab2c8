"""The rules window: French by default, English on request, the worked example."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.ui.window import rules

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
    from cardtable.ui.settings import Settings
    from cardtable.ui.setup import GameSetup, SeatSetup
    from cardtable.ui.window.main_window import MainWindow, frame_margins

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

# ------------------------------------------------------- Deutch's special cases
DEUTCH_SPECIAL_CASES = {
    # point: (French phrase, English phrase)
    "turn limit": ("au bout de {limit} tours", "after {limit} turns"),
    "limit scored": ("son annonce compte comme à la fin normale", "the call counts as at a normal end"),
    "power covered": ("Un pouvoir recouvert par une rapidité reste acquis",
                      "A power covered by a rapidité still applies"),
    "turned-up card": ("La carte retournée à la donne</b> n'ouvre pas de rapidité",
                       "The card turned up at the deal</b> opens no rapidité"),
    "empty stock": ("Une rapidité fausse quand le talon est vide", "A wrong rapidité when the stock is empty"),
    "nothing to draw": ("la rapidité fausse ne coûte aucune carte", "the wrong rapidité costs no card"),
}


@pytest.mark.parametrize("point", list(DEUTCH_SPECIAL_CASES))
def test_deutch_rules_say_what_the_program_does_where_the_texts_are_silent(point):
    from cardtable.engine.deutch import ROUND_TURN_LIMIT
    for lang, phrase in zip(("fr", "en"), DEUTCH_SPECIAL_CASES[point], strict=True):
        page = (ROOT / "cardtable" / "rules" / f"deutch.{lang}.html").read_text(encoding="utf-8")
        assert phrase.format(limit=ROUND_TURN_LIMIT) in page, (lang, point)
    fr = (ROOT / "cardtable" / "rules" / "deutch.fr.html").read_text(encoding="utf-8")
    assert f"avec 4 joueurs, {ROUND_TURN_LIMIT // 4} tours de table" in fr


def _deutch_rigged(rows, discard, stock):
    """A Deutch round dealt as given (``stock[-1]`` drawn first), every seat having
    looked; a call allowed from the first turn (the rule text's), so that each
    turn ends with the call phase."""
    from cardtable.engine import card, new_game
    from cardtable.engine.deutch import Look
    from cardtable.engine.kit import Stock
    s = new_game("deutch", seed=1, players=len(rows), options={"rounds": 2, "earliest_call": 1})
    s.rows = [[card(t) for t in r] for r in rows]
    s.discard = [card(t) for t in discard]
    s.stock = Stock([card(t) for t in stock])
    s.seen = [set(s.discard) for _ in range(s.players + 1)]
    for seat in range(s.players):
        s.apply(seat, Look(0, 1))
    return s


def test_deutch_engine_does_what_the_special_cases_say():
    """The four cases of the rules pages, played on the engine."""
    from cardtable.engine import DECK, Pass, new_game
    from cardtable.engine.deutch import ROUND_TURN_LIMIT, CallDeutch, Discard, Draw, Rapidite, TakeDiscard
    # the card turned up at the deal opens no window
    s = new_game("deutch", seed=3)
    assert s.pending_window() is None and all(e["type"] != "window_open" for e in s.opening_events())
    # a power covered by a rapidité still applies
    used = ["2S", "9H", "KS", "5D", "3S", "8H", "QC", "6D", "3C", "QS"]
    s = _deutch_rigged([used[:4], used[4:8]], ["3C"], [str(c) for c in DECK if str(c) not in used] + ["QS"])
    s.apply(0, Draw())
    s.apply(0, Discard())
    out = s.apply(1, Rapidite(2))
    assert out[1]["right"] is True and out[-1] == {"type": "power", "seat": 0, "kind": "D"}
    # a wrong rapidité with nothing left to draw costs no card
    rows = [["2S", "9H", "KS", "5D"], ["3S", "8H", "QC", "6D"]]
    rest = [str(c) for c in DECK if str(c) not in {t for r in rows for t in r}]
    s = _deutch_rigged(rows, rest, [])
    s.apply(0, TakeDiscard(0))                 # the top discard in, the 2S on the discard
    out = s.apply(1, Rapidite(0))              # the 3S is not a 2: wrong, and the stock is empty
    assert [e["type"] for e in out] == ["window_closed", "rapidite", "stock_rebuilt", "penalty"]
    s = _deutch_rigged([rows[0] + rest[:-1], rows[1]], rest[-1:], [])   # every other card in seat 0's row
    s.apply(0, TakeDiscard(0))                 # the discard now holds one card, the stock none
    out = s.apply(1, Rapidite(0))              # wrong, and nothing at all to draw
    assert [e["type"] for e in out] == ["window_closed", "rapidite"] and len(s.rows[1]) == 4
    # the turn limit: a round with a call still pending is scored with its call
    s = _deutch_rigged(rows, ["3C"], rest[1:])
    s.turn_no = ROUND_TURN_LIMIT - 1
    s.apply(s.current, TakeDiscard(0))
    for seat in sorted(s.pending_window().seats):
        s.apply(seat, Pass())
    s.apply(s.current, CallDeutch())
    assert s.round == 1 and s.caller == 0
    s.apply(s.current, TakeDiscard(0))
    for seat in sorted(s.pending_window().seats):
        s.apply(seat, Pass())
    rec = s.history[0]
    assert rec["reason"] == "limit" and rec["caller"] == 0


@pytest.mark.parametrize("screen", [(1024, 600), (1366, 768)])
def test_the_rules_leave_room_for_a_task_bar_the_system_does_not_report(qtbot, french, monkeypatch, screen):
    """The whole screen given as free (a window manager that reports no task
    bar): the window, title bar included, leaves 40 pixels free at the
    screen's bottom, its "Fermer" button above a task bar there."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QDialogButtonBox

    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow, frame_margins

    avail = QRect(0, 0, *screen)
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(avail))
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    dlg = w.show_rules()
    qtbot.waitExposed(dlg)
    outer = dlg.geometry().marginsAdded(frame_margins(dlg))
    assert outer.top() >= 0 and outer.bottom() <= avail.bottom() - 40
    close = dlg.findChild(QDialogButtonBox).buttons()[0]
    assert close.mapToGlobal(close.rect().bottomLeft()).y() <= avail.bottom() - 40
    assert close.text() == "Fermer"
    dlg.close()

"""The shared prompt panel on its own: choices enabled by legality, tooltips,
card pictures, digits, arrows, Enter, Esc, hints and placement clear of the
name plates, driven with real key and mouse events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from cardtable.engine import Card
from cardtable.ui.table.prompt import Choice, PromptPanel


@pytest.fixture
def host(qtbot, french):
    w = QWidget()
    w.resize(900, 640)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def bids(enabled=lambda n: True):
    out = [Choice("nil", "Zéro", enabled("nil"), "no trick", keys=("0", "n"))]
    out += [Choice(n, str(n), enabled(n), f"bid {n}", keys=(str(n),)) for n in range(1, 14)]
    return out


def test_digits_arrows_and_enter_choose_only_enabled_choices(qtbot, host):
    p = PromptPanel(host)
    p.ask("Votre mise", bids(lambda n: n != 2 and n != 5), columns=7)
    p.place_clear_of([])
    p.setFocus()
    assert p.button(2) is not None and not p.button(2).isEnabled()
    assert p.button(3).toolTip() == "bid 3"
    QTest.keyClick(p, Qt.Key.Key_1)
    QTest.keyClick(p, Qt.Key.Key_3)
    assert p.selected == 13                      # "1" then "3" types 13
    QTest.keyClick(p, Qt.Key.Key_2)
    assert p.selected == 13                      # 2 is not legal: nothing selected instead
    QTest.keyClick(p, Qt.Key.Key_4)
    assert p.selected == 4
    QTest.keyClick(p, Qt.Key.Key_Right)
    assert p.selected == 6                       # 5 is skipped
    QTest.keyClick(p, Qt.Key.Key_Left)
    QTest.keyClick(p, Qt.Key.Key_Left)
    assert p.selected == 3                       # 2 is skipped too
    QTest.keyClick(p, Qt.Key.Key_N)
    assert p.selected == "nil"
    with qtbot.waitSignal(p.chosen) as blocker:
        QTest.keyClick(p, Qt.Key.Key_Return)
    assert blocker.args == ["nil"]


def test_a_click_on_a_disabled_choice_does_nothing_and_a_click_on_an_enabled_one_chooses(qtbot, host):
    p = PromptPanel(host)
    p.ask("Votre mise", bids(lambda n: n != 7), columns=7)
    p.place_clear_of([])
    chosen = []
    p.chosen.connect(chosen.append)
    qtbot.mouseClick(p.button(7), Qt.MouseButton.LeftButton)
    assert chosen == []
    qtbot.mouseClick(p.button(8), Qt.MouseButton.LeftButton)
    assert chosen == [8]


def test_esc_cancels_only_where_allowed(qtbot, host):
    p = PromptPanel(host)
    p.ask("Question", [Choice(True, "Oui"), Choice(False, "Non")])
    p.place_clear_of([])
    p.setFocus()
    QTest.keyClick(p, Qt.Key.Key_Escape)
    assert p.isVisible()                         # a question that must be answered
    p.ask("Question", [Choice(True, "Oui"), Choice(False, "Non")], cancel_label="Annuler")
    p.place_clear_of([])
    p.setFocus()
    with qtbot.waitSignal(p.cancelled):
        QTest.keyClick(p, Qt.Key.Key_Escape)
    assert not p.isVisible()


def test_card_pictures_with_the_card_name_as_tooltip(qtbot, host):
    from cardtable.ui.cards import CardRenderer
    p = PromptPanel(host, CardRenderer(lang="fr"))
    cards = [Card.parse(t) for t in ("QH", "7S", "AC")]
    p.ask("Quelle carte demandez-vous ?", [Choice(c, card=c, enabled=c.rank != 7) for c in cards])
    p.place_clear_of([])
    b = p.button(cards[0])
    assert not b.icon().isNull() and b.iconSize().width() > 20
    assert "dame" in b.toolTip().lower() or "queen" in b.toolTip().lower()
    assert not p.button(cards[1]).isEnabled()
    QTest.keyClick(p, Qt.Key.Key_Right)
    assert p.selected == cards[0]
    QTest.keyClick(p, Qt.Key.Key_Right)
    assert p.selected == cards[2]


def test_a_hint_colours_and_selects_the_suggested_choice(qtbot, host):
    p = PromptPanel(host)
    p.ask("Votre mise", bids(), columns=7, suggest_label="Proposer une mise")
    p.place_clear_of([])
    with qtbot.waitSignal(p.suggest):
        qtbot.mouseClick(p.suggest_button, Qt.MouseButton.LeftButton)
    assert p.mark_hint(4)
    assert p.selected == 4 and p.button(4).property("hint") is True
    with qtbot.waitSignal(p.chosen) as blocker:
        QTest.keyClick(p, Qt.Key.Key_Return)
    assert blocker.args == [4]


@pytest.mark.parametrize("size", [(900, 640), (820, 500)])
def test_placed_clear_of_every_plate(qtbot, host, size):
    host.resize(*size)
    qtbot.waitUntil(lambda: host.width() == size[0])
    w, h = size
    plates = [QRect(w // 2 - 80, 10, 160, 44), QRect(10, h // 2 - 22, 160, 44),
              QRect(w - 170, h // 2 - 22, 160, 44), QRect(20, h - 70, 160, 44)]
    if w > 800:
        plates.append(QRect(w // 2 - 60, h // 2 - 20, 120, 40))   # even one in the middle
    p = PromptPanel(host)
    p.ask("Votre mise", bids(), columns=7, suggest_label="Proposer une mise")
    p.place_clear_of(plates, QPoint(w // 2, h // 2))
    assert p.isVisible()
    r = p.geometry()
    assert host.rect().contains(r)
    assert not any(r.intersects(pl) for pl in plates), (r, plates)

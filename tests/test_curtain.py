"""The hot-seat curtain covers everything on the table: a speech bubble, a
toast, a banner or a panel shown while it is up stays under it (the stacking
order of the view's child widgets), and comes on top again once it is lifted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from cardtable.ui.table.overlays import Banner, Bubble, Curtain, Panel, Toast
from cardtable.ui.table.prompt import Choice, PromptPanel


def above(parent: QWidget, top: QWidget, under: QWidget) -> bool:
    """``top`` is drawn over ``under`` (siblings; Qt keeps its children in
    stacking order, the last one on top)."""
    order = [w for w in parent.children() if isinstance(w, QWidget)]
    return order.index(top) > order.index(under)


@pytest.fixture
def table(qtbot):
    w = QWidget()
    w.resize(1024, 600)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_overlays_shown_while_the_curtain_is_up_stay_under_it(qtbot, table):
    old_bubble = Bubble(table)          # made before the curtain
    curtain = Curtain(table)
    curtain.show_for("Au tour de Léa", "Passez l'écran à Léa.")
    assert curtain.isVisible()
    new_bubble = Bubble(table)          # made while it is up
    toast, banner, panel = Toast(table), Banner(table), Panel(table, "Fin de la manche")
    prompt = PromptPanel(table)
    prompt.ask("Votre mise", [Choice(n, str(n)) for n in range(1, 14)], columns=7)
    old_bubble.show_at("J'ai regardé.", 5000, 300, 200)
    new_bubble.show_at("Oui !", 5000, 600, 200, tone="yes")
    toast.show_text("Léa prend la levée", 5000, 512, 300)
    banner.show_text("Deutch !", "Dernier tour", 5000, 512, 250)
    panel.place(512, 300)
    prompt.place_clear_of([])
    for w in (old_bubble, new_bubble, toast, banner, panel, prompt):
        assert w.isVisible()
        assert above(table, curtain, w), type(w).__name__
    # lifted: the next bubble comes on top as usual
    QTest.mouseClick(curtain, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible()
    old_bubble.show_at("À moi.", 5000, 300, 200)
    assert above(table, old_bubble, curtain) and above(table, old_bubble, new_bubble)


def test_a_computers_bubble_at_a_hot_seat_table_stays_under_the_curtain(qtbot, french, monkeypatch):
    import cardtable.ai
    from cardtable.ui.main_window import MainWindow
    from cardtable.ui.settings import Settings
    from cardtable.ui.setup import GameSetup, SeatSetup

    class FirstLegal:
        def choose(self, view, legal):
            return legal[0]

    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: FirstLegal())
    settings = Settings()
    settings.set("speed", "off")
    w = MainWindow(settings)
    w.controller.pace = False
    w.controller.autosave_enabled = False
    w.resize(1024, 600)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    try:
        names = ["Vous", "Léa", "Hugo", "Chloé"]
        seats = [SeatSetup(n, i in (0, 2), "facile") for i, n in enumerate(names)]
        w.start_game(GameSetup("atout_pique", 4, seats, {}, 5))
        director = w.director
        qtbot.waitUntil(lambda: director.curtain.isVisible(), timeout=10000)
        bubble = director.behaviour.bubble_at_plate(1, "J'ai regardé.")
        assert bubble is not None and bubble.isVisible()
        assert above(director.view, director.curtain, bubble)
        director.behaviour.place_prompt()      # even a prompt would stay hidden
        assert above(director.view, director.curtain, director.behaviour.prompt)
    finally:
        w.controller.stop()

"""The behaviour kit in a real window: games in a row leave no widgets
behind, the bidding prompt covers no plate, a hint selects what it suggests,
a redacted deal shows only the viewer's cards, the default drop plays, and
the trick layer's face-down placement and reveal (for Peech)."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from windows import shown_window

from cardtable.engine.atout_pique import Bid, Play
from cardtable.ui.setup import GameSetup, SeatSetup


class FirstLegal:
    def choose(self, view, legal):
        bids = [a for a in legal if isinstance(a, Bid) and not a.blind]
        if bids:
            return bids[min(2, len(bids) - 1)]
        return legal[0]


@pytest.fixture
def window(qtbot, french, monkeypatch):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: FirstLegal())
    w = shown_window(qtbot, pace=False, autosave=False)
    yield w
    w.controller.stop()


def start(window, humans=(0,), seed=5):
    names = ["Vous", "Léa", "Hugo", "Chloé"]
    seats = [SeatSetup(n, i in humans, "facile") for i, n in enumerate(names)]
    window.start_game(GameSetup("atout_pique", 4, seats, {}, seed))


def wait_turn(qtbot, window, seat, phase=None):
    ctl = window.controller

    def ready():
        if window.view.table.queue.busy or ctl._animating or ctl.state is None or seat not in ctl.to_act():
            return False
        if window.director.curtain.isVisible() or window.director.awaiting != seat:
            return False
        return phase is None or ctl.view(seat)["phase"] == phase
    qtbot.waitUntil(ready, timeout=15000)


def widgets_under(view) -> int:
    return len(view.findChildren(QWidget))


def test_games_in_a_row_leave_no_widget_behind(qtbot, window):
    view = window.view
    start(window, seed=5)
    wait_turn(qtbot, window, 0, "bidding")
    first = window.director.behaviour
    panels = [first.prompt, first.info_panel, first.last_panel]
    first.show_last_trick()
    first.last_panel.hide()
    baseline = widgets_under(view)
    for seed in (5, 5, 5):
        start(window, seed=seed)
        wait_turn(qtbot, window, 0, "bidding")
        beh = window.director.behaviour
        beh.show_last_trick()
        beh.last_panel.hide()
        qtbot.waitUntil(lambda: widgets_under(view) <= baseline, timeout=5000)
        assert widgets_under(view) == baseline
    assert not any(shiboken6.isValid(p) for p in panels)


def test_teardown_deletes_every_widget_the_behaviour_made(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0, "bidding")
    beh = window.director.behaviour
    made = list(beh._owned)
    assert beh.prompt in made and beh.info_panel in made
    before = widgets_under(window.view)
    beh.teardown()
    qtbot.waitUntil(lambda: not any(shiboken6.isValid(w) for w in made), timeout=5000)
    assert widgets_under(window.view) < before


@pytest.mark.parametrize("size", [(1280, 820), (1024, 700), (1920, 1080)])
def test_the_bidding_prompt_covers_no_plate(qtbot, window, size):
    window.resize(*size)
    start(window, seed=3)
    wait_turn(qtbot, window, 0, "bidding")
    beh = window.director.behaviour
    panel = beh.prompt
    assert panel.isVisible()
    r = panel.geometry()
    assert window.view.viewport().rect().contains(r)
    for plate in beh.plate_rects():
        assert not r.intersects(plate), (size, r, plate)
    # and it follows a resize
    window.resize(size[0] - 100, size[1] - 60)
    qtbot.waitUntil(lambda: panel.geometry() != r or window.view.viewport().width() < size[0] - 60)
    r2 = panel.geometry()
    assert all(not r2.intersects(p) for p in beh.plate_rects())


def test_a_hint_selects_the_suggested_bid_and_enter_bids_it_once_the_advice_is_read(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0, "bidding")
    prompt = window.director.behaviour.prompt
    assert prompt.selected is None
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: prompt.selected is not None, timeout=5000)
    suggested = prompt.selected
    assert isinstance(suggested, Bid) and prompt.button(suggested).property("hint") is True
    assert "Conseil" in window.statusBar().currentMessage()
    if window.director.behaviour.hint_shown() is not None:
        QTest.keyClick(window.view, Qt.Key.Key_Return)      # the advice's panel first: « OK »
        assert window.controller.view(0)["bids"][0] is None and prompt.selected == suggested
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.view(0)["bids"][0] == suggested.n, timeout=5000)


def test_a_redacted_deal_shows_the_viewers_cards_only(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0, "bidding")
    beh = window.director.behaviour
    own = window.controller.view(0)["hand"]
    beh.clear_cards()
    beh.on_events([{"type": "deal", "hand": 1, "hands": [list(own), [None] * 13, [None] * 13, [None] * 13]}])
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=5000)
    mine = beh.hand_pile(0).items
    assert len(mine) == 13 and all(i.face_up and i.card is not None for i in mine)
    assert sorted(str(i.card) for i in mine) == sorted(own)
    for seat in (1, 2, 3):
        items = beh.hand_pile(seat).items
        assert len(items) == 13 and all(not i.face_up and i.card is None for i in items)


def test_a_drop_on_the_play_area_plays_and_events_are_dispatched_by_type(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0, "bidding")
    beh = window.director.behaviour
    seen = []
    beh._ev_kit_probe = seen.append                 # any "_ev_<type>" is found by name
    beh.on_event({"type": "kit_probe", "x": 1})
    beh.on_event({"type": "unknown_to_everyone"})   # ignored
    assert seen == [{"type": "kit_probe", "x": 1}]
    QTest.keyClick(window.view, Qt.Key.Key_3)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    wait_turn(qtbot, window, 0, "playing")
    ctl = window.controller
    legal = ctl.legal(0)
    item = next(i for i in beh.hand_pile(0).items if Play(i.card) in legal)
    before = len(ctl.view(0)["hand"])
    beh.on_card_dropped(item, None, None)
    qtbot.waitUntil(lambda: len(ctl.view(0)["hand"]) == before - 1, timeout=5000)


def test_face_down_cards_in_the_trick_are_revealed_at_once(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0, "bidding")
    beh = window.director.behaviour
    beh.on_input_off()
    for seat in (1, 2, 3):
        beh.place_face_down(seat)
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=5000)
    trick = beh.trick_pile().items
    assert len(trick) == 3 and all(i.card is None and not i.face_up for i in trick)
    beh.reveal_trick([[1, "QH"], [2, "7S"], [3, "AC"]])
    qtbot.waitUntil(lambda: not window.view.table.queue.busy, timeout=5000)
    assert {(i.seat, str(i.card)) for i in trick} == {(1, "QH"), (2, "7S"), (3, "AC")}
    assert all(i.face_up for i in trick)
    assert len(beh.hand_pile(1).items) == 12


def test_prompt_geometry_helpers_are_in_viewport_pixels(qtbot, window):
    start(window)
    wait_turn(qtbot, window, 0, "bidding")
    beh = window.director.behaviour
    vp = window.view.viewport().rect()
    rects = beh.plate_rects()
    assert len(rects) == 4 and all(isinstance(r, QRect) and vp.contains(r) for r in rects)
    hand = beh.hand_rect(0)
    assert hand is not None and vp.intersects(hand)


def test_blind_nil_choice_then_looking_at_the_cards_then_bidding_with_the_keyboard(qtbot, window):
    from cardtable.engine import new_game
    names = ["Vous", "Léa", "Hugo", "Chloé"]
    setup = GameSetup("atout_pique", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)],
                      {"blind_nil": True}, 4)
    state = new_game("atout_pique", seed=4, players=4, options={"blind_nil": True})
    state.scores = [0, 300]                     # the person's team trails: blind nil is open
    window.controller.start(setup, state)
    wait_turn(qtbot, window, 0, "bidding")
    beh = window.director.behaviour
    prompt = beh.prompt
    assert prompt.isVisible() and prompt.button(Bid(0, blind=True)).isEnabled()
    assert all(not i.face_up for i in beh.hand_pile(0).items)      # cards still face down
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Return)                 # "Look at my cards"
    qtbot.waitUntil(lambda: prompt.button(Bid(3)) is not None, timeout=5000)
    assert prompt.button(Bid(0, blind=True)) is None
    assert all(i.face_up and i.card is not None for i in beh.hand_pile(0).items)
    QTest.keyClick(window.view, Qt.Key.Key_3)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.view(0)["bids"][0] == 3, timeout=5000)
    assert not window.controller.view(0)["blind"][0]


def test_looking_at_the_cards_turns_them_face_up_on_screen(qtbot):
    """« Voir mes cartes » at the normal speed: the hand's cards are drawn
    face up once their turn ends (a play-test saw them stay face down: the
    animation was deleted with its Python name as it started)."""
    from cardtable.engine import new_game
    window = shown_window(qtbot, speed="normal")
    names = ["Vous", "Léa", "Hugo", "Chloé"]
    setup = GameSetup("atout_pique", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)],
                      {"blind_nil": True}, 4)
    state = new_game("atout_pique", seed=4, players=4, options={"blind_nil": True})
    state.scores = [0, 300]
    window.controller.start(setup, state)
    beh = window.director.behaviour
    qtbot.waitUntil(lambda: beh.prompt.isVisible() and beh.prompt.button(Bid(0, blind=True)) is not None,
                    timeout=20000)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Return)                 # "Look at my cards"
    qtbot.waitUntil(lambda: beh.prompt.button(Bid(3)) is not None, timeout=5000)
    items = beh.hand_pile(0).items
    qtbot.waitUntil(lambda: all(not i.is_animating for i in items), timeout=10000)
    assert all(i.shown_face_up and i.card is not None for i in items)


@pytest.mark.parametrize(("scores", "advised"), [([250, 450], "blind"), ([0, 300], "look")])
def test_the_blind_nil_question_has_a_hint_read_from_the_scores(qtbot, window, monkeypatch, scores, advised):
    """H on the blind nil question, the hand face down: a hint from the scores
    alone, marked in the prompt and said with its reason; the hint player,
    which would read the hand, is not asked."""
    from cardtable.engine import new_game
    names = ["Vous", "Léa", "Hugo", "Chloé"]
    setup = GameSetup("atout_pique", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)],
                      {"blind_nil": True}, 4)
    state = new_game("atout_pique", seed=4, players=4, options={"blind_nil": True})
    state.scores = list(scores)
    window.controller.start(setup, state)
    wait_turn(qtbot, window, 0, "bidding")
    asked: list[int] = []
    monkeypatch.setattr(window.controller, "request_hint", asked.append)
    prompt = window.director.behaviour.prompt
    assert prompt.button(Bid(0, blind=True)) is not None
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: prompt.selected is not None, timeout=5000)
    line = window.statusBar().currentMessage()
    if advised == "blind":
        assert prompt.selected == Bid(0, blind=True)
        assert line.startswith("Conseil\u00a0: misez zéro aveugle.") and "dernière chance" in line
    else:
        assert prompt.selected == "look"
        assert line.startswith("Conseil\u00a0: regardez vos cartes.") and "échoue" in line
    assert prompt.button(prompt.selected).property("hint") is True
    assert asked == [] and all(not i.face_up for i in window.director.behaviour.hand_pile(0).items)
    panel = window.director.behaviour.hint_shown()          # the reason whole, as every hint's
    assert panel is not None and line.startswith(panel.title.text()) and panel.title.text() in (
        "Conseil\u00a0: misez zéro aveugle.", "Conseil\u00a0: regardez vos cartes.")
    if advised == "look":                                   # the advice read (« OK »), then followed
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        assert window.director.behaviour.hint_shown() is None and prompt.selected == "look"
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: prompt.button(Bid(3)) is not None, timeout=5000)
        assert window.director.behaviour.hint_shown() is None


def test_toast_banner_and_bubble_show_then_fade_away(qtbot):
    """The three overlays share one Fader: shown at full opacity above the
    table for their time, then faded out and hidden; shown again, they come
    back whole."""
    from PySide6.QtWidgets import QWidget

    from cardtable.ui.table.overlays import Banner, Bubble, Toast
    parent = QWidget()
    parent.resize(800, 600)
    qtbot.addWidget(parent)
    parent.show()
    toast, banner, bubble = Toast(parent), Banner(parent), Bubble(parent)
    shows = [lambda: toast.show_text("Hello", 30, 400, 300),
             lambda: banner.show_text("Peech !", "", 30, 400, 250),
             lambda: bubble.show_at("Oui !", 30, 200, 200, "left")]
    for widget, show in zip((toast, banner, bubble), shows, strict=True):
        for _ in range(2):
            show()
            assert widget.isVisible() and widget._fader.effect.opacity() == 1.0
            qtbot.waitUntil(lambda w=widget: not w.isVisible(), timeout=5000)


def test_the_end_of_game_line_in_the_status_bar_is_punctuated(qtbot, window):
    """The end panel's title and its text, joined on the status bar's one
    line, read as two sentences ("Partie terminée. Le plus petit total…")."""
    start(window)
    wait_turn(qtbot, window, 0)
    seen: list[str] = []
    window.director.status.connect(seen.append)
    b = window.director.behaviour
    b.show_end("Partie terminée", "<p>Le plus petit total gagne\u00a0: Léa.</p>")
    assert seen[-1] == "Partie terminée. Le plus petit total gagne\u00a0: Léa."
    b.show_end("Léa gagne\u00a0!", "<p>Fin.</p>")
    assert seen[-1] == "Léa gagne\u00a0! Fin."
    # the totals' table: its rows parted by commas, no space before them
    b.show_end("Partie terminée", "<p>Le plus petit total gagne\u00a0: Hugo.</p><table><tr><td>Hugo</td>"
               "<td>15</td></tr> <tr><td>Léa</td><td>108</td></tr></table>")
    assert seen[-1] == "Partie terminée. Le plus petit total gagne\u00a0: Hugo. Hugo 15, Léa 108."      # its full stop
    b.end_panel.hide()

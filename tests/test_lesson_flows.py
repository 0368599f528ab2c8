"""The flows around a lesson, as a person meets them in the real window:
the coach's ring round the very card it names, the ring under the table's
panels, the coach clear of the plates and of the cards face up, the offer
made before a game never played (its wording, "Ne plus proposer" kept after
a restart), Esc leaving the lesson and reopening it where it was, and "Jouer
une vraie partie" at the end (the New game dialog set for that game, Facile
players, the Hint button highlighted), Fermer, Esc and Enter closing a
completed lesson, and a wrong gesture refused at every step of every lesson."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QMessageBox
from windows import shown_window

from tests.test_lessons import _go_to


@pytest.fixture
def window(qtbot, french):
    w = shown_window(qtbot)
    yield w
    w.lessons.end()
    w.controller.stop()
    w.view.table.queue.clear()


def _face(item, view) -> QRect:
    return view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()


def _card(win, name):
    window = win
    return next(i for i in window.director.scene.all_cards() if i.card is not None and str(i.card) == name)


def test_the_ring_is_drawn_round_the_card_it_names_not_round_its_shadow(qtbot, window):
    """A card's bounding rectangle has room for its shadow and lift all
    round: a ring taken from it stood off the card and, in a fan, leaned over
    the card on its left (the 10 of hearts ringed for the ace)."""
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "cover")
    target = player.target_rect(player.step)
    face = _face(_card(window, "AH"), window.view)
    assert target is not None
    assert abs(target.left() - face.left()) <= 1 and abs(target.top() - face.top()) <= 1
    assert abs(target.bottom() - face.bottom()) <= 1
    assert face.left() < target.right() <= face.right() + 6      # the part the next card leaves in sight
    left_card = _face(_card(window, "10H"), window.view)
    assert target.left() > left_card.left() + left_card.width() // 3


def test_the_hand_ring_hugs_the_cards(qtbot, window):
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "hand")
    target = player.target_rect(player.step)
    pile = window.director.behaviour.hand_pile(0)
    faces = [_face(i, window.view) for i in pile.items]
    assert target.left() == min(f.left() for f in faces) and target.right() == max(f.right() for f in faces)
    assert target.top() == min(f.top() for f in faces)


def test_a_prompt_stays_over_the_ring(qtbot, window):
    """The bid prompt is shown while the coach rings the hand: the prompt's
    buttons are never drawn under the ring."""
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "your-bid")
    prompt = window.director.behaviour.prompt
    qtbot.waitUntil(lambda: prompt.isVisible() and player.ring.isVisible(), timeout=10000)
    player._place()                                    # placed again (a panel moved, a resize)
    order = window.view.children()
    assert order.index(prompt) > order.index(player.ring)


def _real_window_size(win) -> None:
    """The table as a 1366×768 screen shows it beside the scoresheet (about
    1045×690 pixels; the test window's scoresheet is wider)."""
    dock = win.width() - win.view.width()
    win.resize(1045 + dock, 768)


def _plates(win) -> list[QRect]:
    window = win
    return [window.view.mapFromScene(p.sceneBoundingRect()).boundingRect()
            for p in window.director.scene.plates.values() if p.isVisible()]


def test_the_coach_leaves_the_plates_in_sight_when_there_is_room(qtbot, window):
    """Pointing at the scoresheet or a plate, the coach finds a spot clear of
    every name plate (it used to sit between Léa's and Chloé's, on both)."""
    _real_window_size(window)
    window.lessons.start("atout_pique")
    for step_id in ("first-bid", "broken"):
        player = _go_to(qtbot, window, step_id)
        coach = player.coach.geometry()
        assert not any(coach.intersects(p) for p in _plates(window)), step_id


def test_the_coach_leaves_the_trick_in_sight(qtbot, window):
    _real_window_size(window)
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "ruff")
    trick = [i for i in window.director.scene.all_cards() if i.isVisible() and i.face_up
             and window.director.scene.pile_of(i) is not window.director.behaviour.hand_pile(0)]
    assert len(trick) == 3
    coach = player.coach.geometry()
    for item in trick:
        assert not coach.intersects(_face(item, window.view)), str(item.card)


# ------------------------------------------------------------ the offer
def _answer_box(qtbot, choose: str, never: bool, seen: list[str]) -> None:
    """Answer the next modal box: tick "Ne plus proposer" if ``never``, press ``choose``."""
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(box.text())
        check = box.findChild(QCheckBox)
        if never and check is not None:
            check.setChecked(True)
        button = next(b for b in box.buttons() if b.text() == choose)
        button.click()
    QTimer.singleShot(0, answer)


def _setup(game_id: str):
    from cardtable import games
    from cardtable.ui.setup import GameSetup, SeatSetup
    players = games.game_info(game_id).default_players
    names = games.table_plugin(game_id).default_names(players)
    return GameSetup(game_id, players, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)], {}, 5)


def test_the_offer_names_the_game_in_good_french_and_never_again_is_kept(qtbot, window):
    from PySide6.QtCore import QSettings

    from cardtable.ui.settings import read
    from cardtable.ui.window.lesson_actions import OFFER_KEY
    seen: list[str] = []
    _answer_box(qtbot, "Jouer tout de suite", never=True, seen=seen)
    assert window.lessons.offer_before(_setup("auteurs")) is False
    assert seen and "Les Auteurs" in seen[0]
    assert "de Les" not in seen[0] and "de Atout" not in seen[0]
    window.settings.qsettings.sync()
    assert read(OFFER_KEY, QSettings()) is False              # a new QSettings: what a restart reads
    assert window.lessons.offer_before(_setup("atout_pique")) is False
    assert len(seen) == 1                                       # not offered again


def _play_now_always(monkeypatch) -> list[str]:
    """Every question box is answered "Jouer tout de suite" at once; the
    texts of the boxes shown, in order."""
    seen: list[str] = []

    def answer(box: QMessageBox) -> int:
        seen.append(box.text())
        next(b for b in box.buttons() if b.text() == "Jouer tout de suite").click()
        return 0
    monkeypatch.setattr(QMessageBox, "exec", answer)
    return seen


def test_the_offer_declined_is_not_made_again_before_a_game_is_finished(qtbot, window, monkeypatch):
    """"Jouer tout de suite" once: the next New game of that game starts with
    no offer, also after a restart, though no game of it was finished yet
    (a person who left a game halfway was told "never played" again)."""
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.lesson_actions import DECLINED_KEY
    seen = _play_now_always(monkeypatch)
    assert window.lessons.offer_before(_setup("deutch")) is False
    assert len(seen) == 1
    assert window.lessons.offer_before(_setup("deutch")) is False
    assert len(seen) == 1                                       # no second box
    window.settings.qsettings.sync()
    assert "deutch" in Settings().get_json(DECLINED_KEY, [])    # a new QSettings: what a restart reads
    assert window.lessons.offer_before(_setup("peech")) is False   # another game is still offered
    assert len(seen) == 2


def test_a_game_resumed_on_the_table_counts_as_played(qtbot, window, monkeypatch):
    """A game of Deutch resumed (no result of it in the statistics yet): the
    next New game of Deutch does not say "never played"; another game is
    still offered its lesson."""
    from cardtable.engine import new_game
    seen = _play_now_always(monkeypatch)
    setup = _setup("deutch")
    window.controller.autosave_enabled = False
    window.controller.start(setup, new_game("deutch", seed=5, players=setup.players, options={}))
    assert window.table_controller.setup.game_id == "deutch"
    assert window.lessons.offer_before(_setup("deutch")) is False
    assert seen == []
    assert window.lessons.offer_before(_setup("peech")) is False
    assert len(seen) == 1 and "(Peech)" in seen[0]


def test_the_offer_accepted_starts_the_lesson(qtbot, window):
    seen: list[str] = []
    _answer_box(qtbot, "Apprendre à jouer", never=False, seen=seen)
    assert window.lessons.offer_before(_setup("atout_pique")) is True
    assert seen and "(Atout Pique)" in seen[0]
    player = window.lessons.player
    assert player is not None and player.lesson.game_id == "atout_pique"
    qtbot.waitUntil(lambda: player.coach.isVisible(), timeout=20000)


# ------------------------------------------------- Esc, Enter, resuming
def test_esc_quits_and_the_menu_reopens_the_lesson_where_it_was(qtbot, window, monkeypatch):
    monkeypatch.setattr(window, "startup", lambda: None)      # the New game dialog is not wanted here
    window.lessons.start("auteurs")
    player = _go_to(qtbot, window, "deal")
    qtbot.keyClick(window.view, Qt.Key.Key_Return)            # Enter continues
    qtbot.waitUntil(lambda: player.step.id == "tokens" and player.coach.isVisible(), timeout=20000)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)            # Esc quits
    qtbot.waitUntil(lambda: not window.lessons.running, timeout=10000)
    seen: list[str] = []
    _answer_box(qtbot, "Reprendre", never=False, seen=seen)
    window.lessons.open("auteurs")
    assert seen and "3" in seen[0]
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.phase == "shown" and player.coach.isVisible(), timeout=20000)
    assert player.step.id == "tokens"
    assert player.coach.title.text() == f"Étape 3 sur {len(player.lesson.steps)}"


def test_play_a_real_game_starts_against_facile_with_the_hint_highlighted(qtbot, window):
    window.lessons.start("auteurs")
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.coach.isVisible(), timeout=20000)
    player._show_end()
    labels = [b.text() for b in player.coach.findChildren(type(player.coach.continue_button or
                                                                  window.director.corner_buttons[0]))]
    assert "Jouer une vraie partie" in labels
    player.coach.play_real.emit()
    qtbot.waitUntil(lambda: window.lessons.real_game_dialog is not None
                    and window.lessons.real_game_dialog.isVisible(), timeout=10000)
    window.lessons.real_game_dialog.play_button.click()
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.setup is not None and ctl.setup.game_id == "auteurs"
                    and not window.lessons.running, timeout=10000)
    assert [s.level for s in ctl.setup.seats if not s.human] == ["facile"] * (ctl.setup.players - 1)
    assert ctl.autosave_enabled

    def hint_lit() -> bool:
        return any(b.text() == "Conseil" and b.property("accent") for b in window.director.corner_buttons)
    qtbot.waitUntil(hint_lit, timeout=10000)
    hint = next(b for b in window.director.corner_buttons if b.text() == "Conseil")
    assert hint.mapTo(window.view, QPoint(0, 0)) is not None


def test_a_closed_scoresheet_is_not_pointed_at(qtbot, window):
    """On a small screen the scoresheet may be closed: the coach then rings
    nothing (it used to ring the table's right edge, over the cards there)."""
    window.lessons.start("auteurs")
    player = _go_to(qtbot, window, "goal")
    step = next(s for s in player.lesson.steps if s.point and "scoresheet" in s.point)
    sheet = window.ensure_scoresheet()
    sheet.show()
    qtbot.waitUntil(sheet.isVisible, timeout=5000)
    assert player.target_rect(step) is not None
    sheet.hide()
    assert player.target_rect(step) is None


def test_the_coachs_buttons_keep_their_whole_labels_when_the_row_holds_them(qtbot, window):
    """A short label ("Continuer") leaves its room to the long ones: a panel
    as wide as the three whole labels shows them whole (an equal share each
    used to cut "Passer cette étape" and "Quitter la leçon")."""
    from PySide6.QtWidgets import QPushButton

    from cardtable.ui.table.lesson import CoachPanel
    coach = CoachPanel(window.view)
    coach.show_step("Étape 1 sur 2", "Un mot.", can_continue=True)
    row = [coach.buttons.itemAt(i).widget() for i in range(coach.buttons.count())]
    row = [b for b in row if isinstance(b, QPushButton)]
    needs = [b.sizeHint().width() for b in row]
    assert max(needs) * len(row) > sum(needs) + 30           # the labels differ in length
    m = coach.layout_.contentsMargins()
    width = sum(needs) + coach.buttons.spacing() * (len(row) - 1) + m.left() + m.right() + 4
    coach.fit(width, 400)
    assert [b.text() for b in row] == ["Continuer", "Passer cette étape", "Quitter la leçon"]


def test_in_free_play_the_coach_moves_off_the_trick_as_it_grows(qtbot, window):
    """At 1024×600 the free-play step's coach was placed while the trick was
    empty and stayed over it as the cards came: it is placed again once the
    cards face up have come to rest."""
    sheet = window.ensure_scoresheet()
    sheet.hide()
    window.resize(1016, 562)
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "play-on")
    ctl = window.controller
    human = player.lesson.human
    behaviour = window.director.behaviour
    own = behaviour.hand_pile(human)
    scene = window.director.scene

    def trick() -> list:
        return [i for i in scene.all_cards() if i.isVisible() and i.face_up and scene.pile_of(i) is not own
                and i.card is not None]
    centre = window.view.viewport().rect().center()
    player.coach.move(centre.x() - player.coach.width() // 2, centre.y() - player.coach.height() // 2)
    player._pile_marks = ()           # as placed while nothing lay face up in the middle
    player._panel_marks = player._marks()
    assert ctl.submit(human, ctl.legal(human)[0])
    qtbot.waitUntil(lambda: len(trick()) >= 3 and not scene.queue.busy, timeout=20000)

    def clear_of_the_trick() -> None:
        assert player.coach.isVisible(), (player.phase, player.step.id)
        over = [(str(i.card), _face(i, window.view).getRect()) for i in trick()
                if player.coach.geometry().intersects(_face(i, window.view))]
        assert not over, (player.coach.geometry().getRect(), over, player.step.id, scene.queue.busy)
    qtbot.waitUntil(clear_of_the_trick, timeout=20000)


# ------------------------------------------------- the ways out of the end
def _at_last_step(game_id: str) -> dict:
    """The progress file a lesson writes when its last step is shown."""
    from cardtable.lessons import load_lesson
    return _at_step(game_id, len(load_lesson(game_id).steps) - 1)


def _at_step(game_id: str, last: int) -> dict:
    """The progress file a lesson writes when its step ``last`` (from 0) is
    shown (the engine's replay of the steps before it)."""
    import json

    from cardtable.lessons import parse_lesson, replay
    from tests.test_lessons import ROOT
    raw = json.loads((ROOT / "cardtable" / "lessons" / f"{game_id}.json").read_text(encoding="utf-8"))
    raw["steps"] = raw["steps"][:last]
    cut = parse_lesson(json.dumps(raw))
    before = replay(cut)
    return {"step": last, "used": {str(s): len(q) for s, q in cut.scripts().items()},
            "state": before.state.to_json()}


def _coaches(win) -> list:
    from cardtable.ui.table.lesson import CoachPanel
    return [c for c in win.view.findChildren(CoachPanel) if c.isVisible()]


@pytest.mark.parametrize("way", ["button", "esc", "enter"])
@pytest.mark.parametrize("game_id", ["peech", "auteurs", "atout_pique", "deutch"])
def test_fermer_closes_a_completed_lesson_by_its_button_esc_and_enter(qtbot, window, monkeypatch, game_id, way):
    """"Leçon terminée": Fermer, Esc and Enter each take the lesson off the
    table (the window goes back as after "Quitter la leçon"); the game counts
    as learned, so its lesson is not offered before its next new game."""
    from cardtable.ui.window.lesson_actions import learned
    back: list[bool] = []
    monkeypatch.setattr(window, "startup", lambda: back.append(True))
    window.lessons.start(game_id, resume=_at_last_step(game_id))
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.phase == "shown" and player.coach.isVisible(), timeout=30000)
    assert player.index == len(player.lesson.steps) - 1
    qtbot.keyClick(window.view, Qt.Key.Key_Return)                 # Continuer: the lesson is complete
    qtbot.waitUntil(lambda: player.phase == "done" and player.coach.isVisible(), timeout=20000)
    assert player.coach.title.text() == "Leçon terminée"
    assert learned(window.settings, game_id)
    if way == "button":
        close = next(b for b in player.coach.findChildren(type(window.director.corner_buttons[0]))
                     if b.text() == "Fermer")
        qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(window.view, Qt.Key.Key_Escape if way == "esc" else Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.lessons.running and bool(back), timeout=10000)
    assert not _coaches(window)
    assert window.controller.action_filter is None
    assert window.lessons.offer_before(_setup(game_id)) is False      # learned: no offer


def test_play_a_real_game_opens_the_new_game_dialog_set_for_that_game(qtbot, window):
    """"Jouer une vraie partie" says what it starts: the New game dialog,
    that game chosen, the computers at Facile; "Jouer" starts it."""
    window.lessons.start("peech")
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.coach.isVisible(), timeout=20000)
    player.index = len(player.lesson.steps)
    player._show_end()
    qtbot.waitUntil(lambda: player.coach.isVisible(), timeout=5000)
    play = next(b for b in player.coach.findChildren(type(window.director.corner_buttons[0]))
                if b.text() == "Jouer une vraie partie")
    qtbot.mouseClick(play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lessons.real_game_dialog is not None
                    and window.lessons.real_game_dialog.isVisible(), timeout=10000)
    dlg = window.lessons.real_game_dialog
    assert dlg.game_id == "peech" and not window.lessons.running
    assert [r.current_level() for r in dlg.rows if not r.human] == ["facile"] * (len(dlg.rows) - 1)
    dlg.play_button.click()
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.setup is not None and ctl.setup.game_id == "peech"
                    and ctl.setup.seed != player.lesson.seed, timeout=10000)
    assert [s.level for s in ctl.setup.seats if not s.human] == ["facile"] * 3


# ------------------------------------------- a wrong gesture at every step
def _pick(qtbot, window, item) -> None:
    """Pick ``item`` as a click does while the table asks to pick a card."""
    scene = window.director.scene
    qtbot.waitUntil(lambda: scene.pick_kind is not None and item in scene.input.pick_candidates, timeout=10000)
    scene.input._finish_pick(item)


def _wrong_gestures(qtbot, window, step) -> list:
    """The gestures a person makes by mistake at ``step``: another card,
    another button or target, a key; each is a callable."""
    from cardtable.engine import card
    behaviour = window.director.behaviour
    scene = window.director.scene
    seat = 0
    expect = step.expect if isinstance(step.expect, dict) else {}
    kind = expect.get("kind")
    out = []

    def click_card(item):
        return lambda: scene.card_clicked.emit(item)

    def key(k, text=""):
        return lambda: qtbot.keyClick(window.view, k) if not text else qtbot.keyClicks(window.view, text)

    game = window.controller.setup.game_id
    if game in ("peech", "atout_pique", "auteurs"):
        hand = [i for i in behaviour.hand_pile(seat).items if i.card is not None]
        taught = expect.get("card")
        others = [i for i in hand if str(i.card) != taught
                  and (kind != "Ask" or i.card.rank != card(taught).rank)] if hand else []
        if others:
            out.append(click_card(others[0]))
            if kind == "Play":                            # the arrows' selection, then Enter
                def enter_on(item=others[-1]):
                    scene.select(item)
                    qtbot.keyClick(window.view, Qt.Key.Key_Return)
                out.append(enter_on)
    if kind == "Bid":
        def other_bid():
            prompt = behaviour.prompt
            qtbot.waitUntil(prompt.isVisible, timeout=5000)
            prompt.button(next(v for v in prompt.enabled_values() if v != window.controller.legal(seat)[0]
                               and dict(expect).get("n") != getattr(v, "n", None))).click()
        out.append(other_bid)
        out.append(key(None, "3"))
    if kind == "Ask":
        target = expect["target"]
        wrong_target = next(t for t in behaviour.askable(seat) if t != target)
        out.append(lambda: scene.plate_clicked.emit(wrong_target))
        out.append(key(None, str((wrong_target - seat) % window.controller.setup.players)))

        def wrong_card_in_the_prompt():
            assert behaviour.open_prompt(target)
            prompt = behaviour.prompt
            value = next(v for v in prompt.enabled_values() if str(v.card) != expect["card"])
            prompt.button(value).click()
        out.append(wrong_card_in_the_prompt)
    if game == "deutch":
        row = lambda s, k: behaviour.row_item(s, k)                    # noqa: E731
        slots = [k for k in range(4) if row(seat, k) is not None]
        if kind == "Look":
            out.append(lambda: _pick(qtbot, window, row(seat, 1)))      # the 2nd card first

            def first_then_second():
                _pick(qtbot, window, row(seat, 0))
                _pick(qtbot, window, row(seat, 1))
            out.append(first_then_second)
        if kind in ("TakeDiscard", "Draw", "Replace"):
            out.append(lambda: scene.pile_clicked.emit(behaviour.stock_pile(), None) if kind != "Draw"
                       else scene.pile_clicked.emit(behaviour.discard_pile(), None))
        if kind == "TakeDiscard":
            def wrong_place():
                scene.card_clicked.emit(behaviour.discard_pile().items[-1])
                _pick(qtbot, window, row(seat, 1))
            out.append(wrong_place)
        if kind in ("Rapidite", "Discard", "Replace"):
            wrong = next(k for k in slots if k != expect.get("slot"))
            out.append(click_card(row(seat, wrong)))
        if kind == "Replace":
            out.append(lambda: scene.pile_clicked.emit(behaviour.discard_pile(), None))
        if kind == "Swap":
            out.append(lambda: _pick(qtbot, window, row(seat, 0)))

            def wrong_other():
                _pick(qtbot, window, row(seat, 1))
                _pick(qtbot, window, row(1, 0))
            out.append(wrong_other)
        if kind == "Peek":
            out.append(lambda: _pick(qtbot, window, row(seat, 0)))
        if kind in ("Pass", "CallDeutch"):
            def other_choice():
                prompt = behaviour.prompt
                qtbot.waitUntil(prompt.isVisible, timeout=5000)
                values = [v for v in prompt.enabled_values() if not step.accepts(v) and v != "skip"]
                if values:
                    prompt.button(values[0]).click()
            out.append(other_choice)
            out.append(click_card(row(seat, slots[0])))
        if kind is None and slots:
            out.append(click_card(row(seat, slots[0])))
            if scene.pick_kind is not None and scene.input.pick_candidates:       # the opening look
                out.append(lambda: _pick(qtbot, window, scene.input.pick_candidates[0]))
    digit = "1"
    if game == "deutch" and kind == "Look":
        # a digit picks the card of that number in the row: one of the two cards taught is a right start
        digit = str(next(k for k in range(4) if k not in (expect["a"], expect["b"])) + 1)
    out.append(key(None, digit))                # a digit: a plate's key, a card's number
    return out


def _right_gesture(qtbot, window, player) -> None:
    """The taught move, by the gestures the person makes."""
    from cardtable.engine.actions import match_action
    step = player.step
    behaviour = window.director.behaviour
    ctl = window.controller
    kind = step.expect["kind"]
    if kind == "Look":
        _pick(qtbot, window, behaviour.row_item(0, step.expect["a"]))
        _pick(qtbot, window, behaviour.row_item(0, step.expect["b"]))
    elif kind == "Swap":
        _pick(qtbot, window, behaviour.row_item(0, step.expect["slot"]))
        _pick(qtbot, window, behaviour.row_item(step.expect["other"], step.expect["other_slot"]))
    elif kind == "Peek":
        _pick(qtbot, window, behaviour.row_item(0, step.expect["slot"]))
    else:
        assert behaviour.submit(match_action(ctl.legal(0), step.expect), 0)


def _raised(window) -> list[str]:
    """The person's cards left raised or marked as chosen."""
    behaviour = window.director.behaviour
    return [str(i.card) for i in behaviour.hand_pile(0).items if i.selected_card]


@pytest.mark.parametrize("game_id", ["peech", "auteurs", "atout_pique", "deutch"])
def test_every_step_refuses_a_wrong_gesture_with_its_reason_then_takes_the_right_one(qtbot, window, game_id):
    """At every step of the lesson the person first does something else
    (another card, another button or player, a key): nothing changes, and
    where that was a move the step's reason says why ("Pas encore…"); no
    card stays raised, no half-made move is kept (Deutch's look at the 1st
    and 3rd cards took the 2nd, then refused both).  Then the right gesture
    (or Continuer) goes on, to the end of the lesson."""
    ctl = window.controller
    window.lessons.start(game_id)
    player = window.lessons.player
    refusals: list[str] = []
    ctl.illegal.connect(refusals.append)
    steps = len(player.lesson.steps)
    seen = []
    qtbot.waitUntil(lambda: player.phase in ("shown", "until") and player.coach.isVisible(), timeout=30000)
    while player.phase != "done":
        step, index = player.step, player.index
        seen.append(step.id)
        if step.expect != "any":
            legal = ctl.legal(0) if 0 in ctl.to_act() else []
            if step.id == "second-peech":
                # Hugo's "Peech !" kept on the table while the engine is in the next
                # round already: the person, out of round 1, has no card to play
                legal = []
            wrong_moves = [a for a in legal if not step.accepts(a)]
            said = set()
            for gesture in _wrong_gestures(qtbot, window, step):
                before = ctl.state.to_json()
                refusals.clear()
                gesture()
                QApplication.processEvents()
                assert ctl.state.to_json() == before, (step.id, "a wrong gesture changed the game")
                assert player.index == index and player.phase == "shown", step.id
                reason = step.refusal("fr") if isinstance(step.expect, dict) else "Pas encore\u00a0: lisez"
                assert all(r.startswith(reason) for r in refusals), (step.id, refusals)
                said.update(refusals)
                if window.director.behaviour.prompt_shown is None or step.expect is None:
                    assert not _raised(window), (step.id, _raised(window))
            if wrong_moves:
                assert said, (step.id, "a wrong move was not refused")
        if isinstance(step.expect, dict):
            _right_gesture(qtbot, window, player)
        elif step.expect == "any":
            player.skip_step()
        else:
            player.coach.continue_button.click()
        qtbot.waitUntil(lambda i=index: (player.index > i and player.phase in ("shown", "until")
                                         and player.coach.isVisible()) or player.phase == "done",
                        timeout=60000)
    assert seen == [s.id for s in player.lesson.steps]
    assert player.index >= steps


# ------------------------------------------------ what the coach leaves in sight
def test_les_auteurs_step_4_the_coach_stays_beside_the_ask_prompt(qtbot, window):
    """At 1366×768 the coach of "ask" used to vanish while the ask prompt
    was open: the prompt now opens beside the coach, which goes on speaking."""
    _real_window_size(window)
    window.lessons.start("auteurs")
    player = _go_to(qtbot, window, "ask")
    behaviour = window.director.behaviour
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)      # nothing: the table has the focus
    window.director.scene.plate_clicked.emit(1)                              # the person clicks Léa
    prompt = behaviour.prompt
    qtbot.waitUntil(prompt.isVisible, timeout=10000)
    QApplication.processEvents()
    player._place()
    assert player.coach.isVisible()
    assert not player.coach.geometry().intersects(prompt.geometry())


def test_a_refusal_is_read_clear_of_the_coach_the_prompt_and_the_hand(qtbot, window):
    """"Pas encore…" is shown where it covers neither the coach's buttons
    ("Quitter la leçon"), nor the prompt's instructions, nor the person's cards."""
    from cardtable.engine.atout_pique import Bid
    window.resize(1024, 600)
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "your-bid")
    behaviour = window.director.behaviour
    qtbot.waitUntil(lambda: behaviour.prompt.isVisible(), timeout=10000)
    behaviour.prompt.button(Bid(2)).click()
    toast = window.director.toast
    qtbot.waitUntil(toast.isVisible, timeout=5000)
    assert toast.text().startswith("Pas encore")
    keep = [player.coach.geometry(), behaviour.hand_rect(0)]
    if behaviour.prompt.isVisible():
        keep.append(behaviour.prompt.geometry())
    assert not any(toast.geometry().intersects(r) for r in keep), (toast.geometry(), keep)


def test_the_coach_leaves_the_bid_bubbles_in_sight(qtbot, window):
    """"Léa mise 3", "Hugo : zéro !": the coach of the step that speaks of
    them is placed off the bubbles shown (it used to cover them)."""
    _real_window_size(window)
    window.lessons.start("atout_pique")
    for step_id in ("first-bid", "partner-nil"):
        player = _go_to(qtbot, window, step_id)
        behaviour = window.director.behaviour
        said = [behaviour.bubble_at_plate(1, "Léa mise 3", ms=600000),
                behaviour.bubble_at_plate(2, "Hugo\u00a0: zéro\u00a0!", ms=600000)]
        player._place()
        for bubble in said:
            assert bubble is not None and bubble.isVisible()
            assert not player.coach.geometry().intersects(bubble.geometry()), (step_id, bubble.geometry())
        target = player.target_rect(player.step)
        assert target is not None and not player.coach.geometry().intersects(target)


@pytest.mark.parametrize("game_id, step_id", [("auteurs", "end"), ("peech", "round-win")])
def test_the_ring_round_the_scoresheet_is_not_cut_at_the_tables_edge(qtbot, window, game_id, step_id):
    from cardtable.lessons import load_lesson
    window.ensure_scoresheet().show()
    index = [s.id for s in load_lesson(game_id).steps].index(step_id)
    window.lessons.start(game_id, resume=_at_step(game_id, index))
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.phase == "shown" and player.coach.isVisible(), timeout=30000)
    assert player.step.id == step_id
    qtbot.waitUntil(player.ring.isVisible, timeout=5000)
    assert player.target_rect(player.step) is not None
    vp = window.view.viewport().geometry()
    assert vp.contains(player.ring.geometry()), (player.ring.geometry(), vp)


def test_a_refused_bid_offers_the_bids_again_readable(qtbot, window):
    """A wrong bid first ("3" where the step teaches 6): the prompt comes back
    as it was, every bid button its full height with its number, not squashed
    into blank strips (it was refilled while on screen and sized before its
    new buttons were laid out)."""
    from cardtable.engine.atout_pique import Bid
    _real_window_size(window)
    window.lessons.start("atout_pique")
    _go_to(qtbot, window, "your-bid")
    prompt = window.director.behaviour.prompt
    qtbot.waitUntil(prompt.isVisible, timeout=10000)
    before = prompt.size()
    with qtbot.waitSignal(window.controller.illegal, timeout=5000):
        prompt.button(Bid(3)).click()
    qtbot.waitUntil(prompt.isVisible, timeout=5000)
    assert prompt.size() == before
    for value in prompt.enabled_values():
        b = prompt.button(value)
        assert b.isVisible() and b.text() and b.height() >= b.sizeHint().height(), (b.text(), b.height())


def test_esc_closes_a_panel_opened_during_a_lesson_before_leaving_it(qtbot, window, monkeypatch):
    """"Dernier pli" opened during a step, then Esc to close it: the panel
    closes and the lesson goes on (Esc used to leave the lesson at once and
    leave the panel open); a second Esc, nothing else open, leaves it."""
    monkeypatch.setattr(window, "startup", lambda: None)
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "hand")
    behaviour = window.director.behaviour
    behaviour.show_last_trick()
    panel = behaviour.last_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    assert window.lessons.running and player.coach.isVisible() and player.step.id == "hand"
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.lessons.running, timeout=10000)


def test_the_bids_said_in_the_lesson_are_bubbles_the_coach_leaves_in_sight(qtbot, window):
    """Atout Pique says a bid beside the player's plate ("Léa mise 3",
    "Hugo : zéro !") as every game says a player's words, in a speech
    bubble, and the coach of the step that speaks of it stays off it,
    whether the bubble was there when the coach came or came after (it was a
    passing toast the coach covered)."""
    _real_window_size(window)
    window.lessons.start("atout_pique")
    for step_id, seat in (("first-bid", 1), ("partner-nil", 2)):
        player = _go_to(qtbot, window, step_id)
        behaviour = window.director.behaviour
        bubble = behaviour.bubbles().get(seat)
        assert bubble is not None and bubble.isVisible(), step_id
        assert ("mise 3" if seat == 1 else "zéro") in bubble.text
        qtbot.waitUntil(lambda b=bubble, p=player: not p.coach.geometry().intersects(b.geometry()), timeout=3000)
    # a bubble said after the coach was placed: the coach moves off it
    behaviour.hide_bubbles()
    player._place()
    late = behaviour.bubble_at_plate(2, "Hugo\u00a0: zéro\u00a0!", ms=600000)
    qtbot.waitUntil(lambda: not player.coach.geometry().intersects(late.geometry()), timeout=3000)


def test_the_counts_own_button_during_the_step_that_explains_it_goes_on(qtbot, window, monkeypatch):
    """Atout Pique's step "Le décompte" speaks of the hand's count: its
    "Donne suivante" pressed there closes it and the lesson goes on to the
    next step, instead of the coach explaining a count no longer shown while
    the next hand is dealt."""
    from cardtable.ui import anim
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "play-on")
    monkeypatch.setitem(anim.SPEED_FACTORS, "fast", 0.02)   # real animations, just very short
    window.view.durations.speed = "fast"      # the count is shown (speed "off" shows none)
    player.skip_step()                       # the rest of the hand played for the person
    qtbot.waitUntil(lambda: player.step.id == "score" and player.coach.isVisible(), timeout=60000)
    panel = window.director.behaviour.info_panel
    assert panel.isVisible()
    panel.first_button().click()
    qtbot.waitUntil(lambda: player.step is not None and player.step.id == "end" and player.coach.isVisible(),
                    timeout=20000)


def test_the_ring_follows_peechs_target_card_lifted_by_t_and_laid_back(qtbot, window):
    """T lifts the target card the coach rings and lays it back: the ring
    ends round the card at rest, not a frame left above it."""
    window.view.durations.speed = "slow"          # the lift is an animation, its turn mid-way
    window.lessons.start("peech")
    player = _go_to(qtbot, window, "target")
    behaviour = window.director.behaviour
    qtbot.waitUntil(lambda: player.ring.isVisible(), timeout=5000)
    rest = player.target_rect(player.step)
    assert player.ring.target == rest
    behaviour.peek()
    qtbot.waitUntil(lambda: player.target_rect(player.step) != rest, timeout=5000)
    qtbot.waitUntil(lambda: player.ring.target == player.target_rect(player.step), timeout=5000)
    behaviour.end_peek()
    qtbot.waitUntil(lambda: player.target_rect(player.step) == rest, timeout=5000)
    qtbot.waitUntil(lambda: player.ring.target == rest, timeout=5000)


@pytest.mark.parametrize("way", ["fermer", "real game"])
def test_a_lesson_left_leaves_an_empty_table_not_its_count(qtbot, window, monkeypatch, way):
    """Fermer (or "Jouer une vraie partie") on a lesson whose count is on the
    table, then Annuler in the New game dialog: the table is empty as at
    start-up, not the lesson's cards with a "Manche suivante" that does
    nothing."""
    from cardtable.ui.table.overlays import Panel
    monkeypatch.setattr(window, "startup", lambda: None)
    monkeypatch.setattr(window.lessons, "_real_game_dialog", lambda game_id: None)
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "hand")
    if way == "fermer":
        player.quit()
    else:
        window.lessons.play_real_game("atout_pique")
    qtbot.waitUntil(lambda: not window.lessons.running, timeout=10000)
    view, scene = window.view, window.director.scene
    assert not scene.plates and not list(scene.all_cards())
    assert not [w for w in view.findChildren(Panel) if w.isVisible()]
    assert not window.director.corner.isVisible()
    assert window.windowTitle() == "Table de cartes"          # not "Atout Pique" over an empty table
    sheet = window.ensure_scoresheet()
    assert sheet.model.plugin is None and not sheet.model.rows  # the lesson's names and hands went with it
    assert sheet.title_label.text() == "Aucune partie en cours"


@pytest.mark.parametrize("speed", ["off", "fast"])
@pytest.mark.parametrize("game_id, step_id, cards", [
    ("peech", "strongest", {"KS", "3C"}),        # "Votre roi est le plus fort : il prend … le 3 de trèfle"
    ("peech", "pairs-won", {"KH", "KC"}),        # "Deux rois en haut, deux 5 en bas"
    ("atout_pique", "covered", {"AH"}),          # "Hugo a joué son plus petit cœur …"
])
def test_the_trick_or_battle_a_step_explains_stays_on_the_table_until_continuer(qtbot, window, speed,
                                                                                game_id, step_id, cards):
    """A step that explains the battle or trick just played shows it on the
    table while the coach speaks of it; it is gathered when the person goes
    on, not before."""
    window.settings.set("speed", speed)
    window.view.durations.speed = speed
    window.lessons.start(game_id)
    player = _go_to(qtbot, window, step_id)
    behaviour = window.director.behaviour

    def on_mat() -> set[str]:
        return {str(i.card) for i in behaviour.trick_pile().items if i.card is not None and i.isVisible()}
    assert cards <= on_mat(), on_mat()
    assert len(on_mat()) == player.lesson.players
    queue = window.view.table.queue
    qtbot.waitUntil(lambda: queue.waiting or not queue.busy, timeout=10000)
    assert cards <= on_mat()                          # the table at rest: still there
    index = player.index
    player.coach.continue_button.click()
    qtbot.waitUntil(lambda: player.index > index and player.coach.isVisible(), timeout=20000)
    if not (speed == "off" and game_id == "atout_pique"):   # there a trick stays until the next card
        assert not on_mat()                           # gathered once the person went on


def test_the_offer_accepted_goes_on_with_a_lesson_left_halfway(qtbot, window, monkeypatch):
    """A lesson left at step 3 by Esc, then "Apprendre à jouer" in the offer
    before a new game of it: the lesson is offered where it was, not started
    again from its first step with the progress lost."""
    monkeypatch.setattr(window, "startup", lambda: None)
    window.lessons.start("auteurs")
    player = _go_to(qtbot, window, "tokens")
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.lessons.running, timeout=10000)
    seen: list[str] = []
    answered: list[object] = []

    def answer(choices: list[str]) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box in answered:
            QTimer.singleShot(20, lambda: answer(choices))
            return
        answered.append(box)
        seen.append(box.text())
        next(b for b in box.buttons() if b.text() == choices[0]).click()
        if choices[1:]:
            QTimer.singleShot(0, lambda: answer(choices[1:]))
    QTimer.singleShot(0, lambda: answer(["Apprendre à jouer", "Reprendre"]))
    assert window.lessons.offer_before(_setup("auteurs")) is True
    assert len(seen) == 2 and "3" in seen[1]
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.phase == "shown" and player.coach.isVisible(), timeout=20000)
    assert player.step.id == "tokens"


def test_a_battle_kept_for_the_coach_does_not_say_click_to_go_on(qtbot, window):
    """The battle a Peech step explains stays until Continuer: the status
    line says what happened, not "Cliquez ou appuyez sur une touche pour
    continuer" (a click there is refused, a key other than Enter does nothing)."""
    window.settings.set("speed", "fast")
    window.view.durations.speed = "fast"
    window.lessons.start("peech")
    _go_to(qtbot, window, "strongest")
    text = window.statusBar().currentMessage()
    assert "roi de pique" in text and "Cliquez" not in text, text


def test_a_completed_lesson_closed_leaves_no_legend_on_the_empty_scoresheet(qtbot, window, monkeypatch):
    """After a whole hand the sheet has a row and its legend ("en petit, au-dessus
    de chaque total…"); the lesson closed, the sheet says "Aucune partie en
    cours" with nothing under it."""
    monkeypatch.setattr(window, "startup", lambda: None)
    window.lessons.start("atout_pique", resume=_at_last_step("atout_pique"))
    player = window.lessons.player
    qtbot.waitUntil(lambda: player.phase == "shown" and player.coach.isVisible(), timeout=30000)
    sheet = window.ensure_scoresheet()
    qtbot.waitUntil(lambda: sheet.legend_label.isVisibleTo(sheet), timeout=10000)
    player.quit()
    qtbot.waitUntil(lambda: not window.lessons.running, timeout=10000)
    assert sheet.title_label.text() == "Aucune partie en cours"
    assert not sheet.legend_label.isVisibleTo(sheet)


@pytest.mark.parametrize("size", [(1282, 735), (1366, 740), (1024, 572)])
def test_the_coach_of_covered_leaves_hugos_heart_in_sight(qtbot, window, size):
    """Atout Pique step 10 ("Hugo a joué son plus petit cœur…") points at
    Hugo's 3 of hearts in the trick kept on the table: the coach never lies
    over the card it speaks of."""
    window.resize(*size)
    window.lessons.start("atout_pique")
    player = _go_to(qtbot, window, "covered")
    heart = _face(_card(window, "3H"), window.view)
    assert player.ring.isVisible()
    assert not player.coach.geometry().intersects(heart), (player.coach.geometry(), heart)


@pytest.mark.parametrize("size", [(1024, 572), (1366, 740)])
def test_peechs_second_peech_is_explained_before_the_count_comes(qtbot, window, size, monkeypatch):
    """Peech step 16 speaks of Hugo's "Peech !", step 17 of the round's count.
    On a small screen the count, up already at step 16, lay under the coach
    ("Manche suivante" half hidden) and could not go to the top, over Hugo's
    plate the coach points at: the count now comes with step 17, the step
    that explains it, and no coach lies over it."""
    from cardtable.ui import anim
    monkeypatch.setitem(anim.SPEED_FACTORS, "fast", 0.02)   # the count shows (speed "off" shows none), moves are short
    window.settings.set("speed", "fast")
    window.view.durations.speed = "fast"
    window.resize(*size)
    window.lessons.start("peech")
    player = _go_to(qtbot, window, "second-peech")
    behaviour = window.director.behaviour
    count = behaviour.named_panel("info_panel")
    assert count is None or not count.isVisible()
    plate = window.view.mapFromScene(window.director.scene.plates[2].sceneBoundingRect()).boundingRect()
    assert not player.coach.geometry().intersects(plate)
    player = _go_to(qtbot, window, "score")
    count = behaviour.named_panel("info_panel")
    assert count is not None and count.isVisible()
    assert not player.coach.geometry().intersects(count.geometry())


def test_english_chosen_mid_lesson_turns_the_coach_english(qtbot, window):
    """Affichage > Langue > English while the coach speaks: the step shown is
    said again in English (counter, text, buttons), not left in French."""
    window.lessons.start("peech")
    player = _go_to(qtbot, window, "target")
    assert player.coach.title.text() == "Étape 2 sur 19"
    try:
        window.set_language("en")
        qtbot.waitUntil(lambda: player.coach.title.text() == "Step 2 of 19", timeout=10000)
        body = player.coach.findChildren(type(player.coach.title))
        texts = " ".join(w.text() for w in body)
        assert "Here is your target card" in texts or "target card" in texts, texts
        assert player.coach.continue_button is not None and player.coach.continue_button.text() == "Continue"
        button = player.coach.continue_button
        qtbot.waitUntil(lambda: button.isVisible(), timeout=5000)
        assert button.height() >= button.sizeHint().height() - 2, (button.size(), button.sizeHint())
        assert player.coach.height() >= player.coach.sizeHint().height() - 2   # laid out again, not squashed
        player.coach.continue_button.click()
        qtbot.waitUntil(lambda: player.coach.title.text() == "Step 3 of 19", timeout=20000)
        texts = " ".join(w.text() for w in player.coach.findChildren(type(player.coach.title)))
        assert "Play your king of spades" in texts or "king of spades" in texts, texts
    finally:
        window.set_language("fr")


def test_a_second_entree_on_jouer_does_not_answer_the_lesson_offer(qtbot, window, monkeypatch):
    """Entrée pressed twice on the New game dialog's "Jouer": the second one
    reaches the lesson offer as it shows, and is not taken for an answer (a
    family that chose five players landed in the lesson); a key pressed once
    the offer has been there a moment answers it."""
    from PySide6.QtTest import QTest

    from cardtable.ui.table.overlays import GestureGuard
    from cardtable.ui.window.dialog_access import _KeyGuard
    monkeypatch.setattr(GestureGuard, "guard_ms", 300)
    boxes: list[QMessageBox] = []

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(5, press)
            return
        boxes.append(box)
        QTest.keyClick(box.focusWidget() or box, Qt.Key.Key_Return)     # the second Entrée, at once
        guard = box.findChild(_KeyGuard).guard

        def later() -> None:
            if not guard.ready:
                QTimer.singleShot(20, later)
                return
            assert box.isVisible()                       # the early key answered nothing
            boxes.append(box)
            QTest.keyClick(box.focusWidget() or box, Qt.Key.Key_Return)
        QTimer.singleShot(0, later)
    QTimer.singleShot(0, press)
    assert window.lessons.offer_before(_setup("auteurs")) is True      # Entrée, read: the default, the lesson
    assert len(boxes) == 2
    qtbot.waitUntil(lambda: window.lessons.player is not None and window.lessons.player.coach.isVisible(),
                    timeout=20000)

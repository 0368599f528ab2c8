"""The scene polished for a family: a dragged card's neighbour paints whole,
a refused card returns to rest unlifted and a click out of turn is
reported, an idle table runs nothing, the card size and high
contrast settings, accessible names."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest

from cardtable.engine.cards import Card
from cardtable.ui.table.scene import HAND


@pytest.fixture
def table(qtbot, french):
    from cardtable.ui.settings import Settings
    from cardtable.ui.table.view import TableView
    settings = Settings()
    settings.set("speed", "normal")
    view = TableView(settings)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    scene = view.table
    scene.reset(4, ["Vous", "Léa", "Hugo", "Chloé"], 0, [0])
    hand = scene.pile("hand0", HAND, 0)
    hand.face_up = True
    for text in ("2H", "5S", "9D", "7C", "AH"):
        hand.items.append(scene.new_card(Card.parse(text), True))
    for seat in (1, 2, 3):
        other = scene.pile(f"hand{seat}", HAND, seat)
        other.face_up = False
        for _ in range(6):
            other.items.append(scene.new_card(None, False))
    scene.relayout(0)
    qtbot.waitUntil(lambda: scene.pile("hand1").fan is not None and scene.pile("hand1").fan.isVisible())
    return view


def at(view, p: QPointF) -> QPoint:
    return view.mapFromScene(p)


def _felt_like(img: QImage, felt: QColor, x: int, y: int) -> bool:
    c = img.pixelColor(x, y)
    return abs(c.red() - felt.red()) + abs(c.green() - felt.green()) + abs(c.blue() - felt.blue()) < 90


def _drag(view, item, dy: int) -> QPoint:
    vp = view.viewport()
    start = at(view, item.mapToScene(QPointF(item.width() * 0.3, 0)))
    QTest.mouseMove(vp, start)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 11):
        QTest.mouseMove(vp, start + QPoint(0, dy * k // 10))
    return start + QPoint(0, dy)


def test_dragged_cards_neighbour_paints_whole(qtbot, table):
    """The card under the dragged one is no longer covered: no felt-coloured hole."""
    scene = table.table
    hand = scene.pile("hand0")
    last, neighbour = hand.items[-1], hand.items[-2]
    scene.set_interactive(hand.items, hand.items)
    end = _drag(table, last, -250)
    assert scene.input.dragging is last
    qtbot.waitUntil(lambda: not neighbour.is_animating and not last.is_animating)
    img = table.viewport().grab().toImage()
    # the part of the neighbour its cover hid, now in plain view
    w, h = neighbour.width(), neighbour.height()
    felt = scene.felt
    holes = total = 0
    for fx in (0.15, 0.25, 0.35, 0.42):
        for fy in (-0.3, -0.1, 0.1, 0.3):
            p = at(table, neighbour.mapToScene(QPointF(w * fx, h * fy)))
            assert not last.sceneBoundingRect().contains(table.mapToScene(p))
            total += 1
            holes += _felt_like(img, felt, p.x(), p.y())
    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert holes == 0, f"{holes}/{total} points of the neighbour show the felt"


def test_a_refused_drop_returns_the_card_to_rest_unlifted(qtbot, table):
    """Dropped on the play area and refused (nobody moves it), the card
    slides back and is not left lifted."""
    scene = table.table
    hand = scene.pile("hand0")
    card = hand.items[2]
    scene.set_interactive(hand.items, hand.items)
    home = scene.target_of(card)
    dropped = []
    scene.card_dropped.connect(lambda item, pile, slot: dropped.append((item, pile)))
    # onto the centre of the table
    vp = table.viewport()
    start = at(table, card.mapToScene(QPointF(-card.width() * 0.4, 0)))   # its visible strip
    QTest.mouseMove(vp, start + QPoint(3, 0))
    QTest.mouseMove(vp, start)
    qtbot.waitUntil(lambda: card.lift == 1.0)          # hovered: lifted
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    centre = at(table, scene.geometry.center)
    for k in range(1, 11):
        QTest.mouseMove(vp, start + (centre - start) * k / 10)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    assert dropped == [(card, None)]
    qtbot.waitUntil(lambda: not card.is_animating and card.pos() == home)
    qtbot.waitUntil(lambda: card.lift == 0.0)
    assert not card.selected_card


def test_return_to_rest_after_a_refused_click(qtbot, table):
    """The behaviour's answer to a refusal: the card is put back unlifted."""
    scene = table.table
    hand = scene.pile("hand0")
    card = hand.items[1]
    scene.set_interactive(hand.items, hand.items)
    scene.select(card)
    qtbot.waitUntil(lambda: card.lift == 1.0)
    scene.return_to_rest(card)
    qtbot.waitUntil(lambda: card.lift == 0.0)
    assert scene.selected is None and not card.selected_card


def test_a_click_on_ones_hand_out_of_turn_is_reported(qtbot, table):
    """A click on one's own card while it may not be played emits
    inactive_card_clicked(item); an opponent's card does not."""
    scene = table.table
    hand = scene.pile("hand0")
    card = hand.items[-1]
    scene.clear_interactive()
    with qtbot.waitSignal(scene.inactive_card_clicked) as blocker:
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         at(table, card.pos()))
    assert blocker.args == [card]
    seen = []
    scene.inactive_card_clicked.connect(seen.append)
    scene.card_clicked.connect(seen.append)
    # an interactive card is an ordinary click, not an inactive one
    scene.set_interactive(hand.items, hand.items)
    with qtbot.waitSignal(scene.card_clicked):
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         at(table, card.pos()))
    assert seen == [card]


def _running_animations(*roots) -> list:
    from PySide6.QtCore import QAbstractAnimation
    out = []
    for root in roots:
        out += [a for a in root.findChildren(QAbstractAnimation)
                if a.state() == QAbstractAnimation.State.Running]
    return out


def test_an_idle_table_waiting_for_the_person_runs_nothing(qtbot, french, monkeypatch):
    """Once the table waits for the person and the queue is idle, no
    animation runs (the active plate's glow stops pulsing), no timer repeats,
    and once the one-shot timers (a bubble's moment) have fired none is
    active: an idle table uses no CPU (benchmarks/bench_idle.py measures it)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QGraphicsObject

    from cardtable.ui.controller import GameController
    from cardtable.ui.settings import Settings
    from cardtable.ui.setup import GameSetup, SeatSetup
    from cardtable.ui.table import plate
    from cardtable.ui.table.director import TableDirector
    from cardtable.ui.table.view import TableView
    monkeypatch.setattr(plate, "GLOW_PULSES", 1, raising=False)   # shorter wait, same rule
    settings = Settings()
    settings.set("speed", "fast")
    view = TableView(settings)
    qtbot.addWidget(view)
    view.resize(1024, 600)
    view.show()
    qtbot.waitExposed(view)
    ctl = GameController(view.durations, view, autosave=False)
    director = TableDirector(view, ctl)
    names = ["Vous", "Léa", "Hugo", "Chloé"]
    ctl.start(GameSetup("atout_pique", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(names)], {}, 3))
    scene = view.table
    qtbot.waitUntil(lambda: director.awaiting == 0 and not scene.queue.busy, timeout=30000)
    assert scene.plates[0].active

    def animated():
        items = [i for i in scene.items() if isinstance(i, QGraphicsObject)]
        return _running_animations(view, ctl, scene, *items)

    def timers():
        return [(t.parent().__class__.__name__, t.interval(), t.isSingleShot())
                for root in (view, ctl, scene) for t in root.findChildren(QTimer) if t.isActive()]

    qtbot.waitUntil(lambda: not animated(), timeout=10000)
    assert not scene.queue.busy and director.awaiting == 0
    # a one-shot timer may still be due (a computer's bid in its bubble for a
    # moment); none repeats, and once they have fired nothing runs
    assert [t for t in timers() if not t[2]] == []
    qtbot.waitUntil(lambda: not timers() and not animated(), timeout=10000)
    assert not scene.queue.busy and director.awaiting == 0 and scene.plates[0].active


def test_display_actions_card_size_and_high_contrast(qtbot, french, table):
    """The display_options module with a bare menu and a scene: four
    exclusive sizes kept in the settings, Ctrl++ / Ctrl+- steps, high contrast;
    the scene follows (bigger cards, renderer and plates in high contrast)."""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QMenu

    from cardtable.ui.settings import CARD_SIZES, Settings
    from cardtable.ui.window.display_options import add_display_actions
    scene = table.table
    settings = Settings()
    menu = QMenu()
    qtbot.addWidget(menu)
    actions = add_display_actions(menu, settings, scene)
    sizes = [a for a in actions.size_menu.actions() if a.isCheckable()]
    from cardtable.ui.window.display_options import card_size_label
    assert [a.text() for a in sizes] == [card_size_label(k) for k in CARD_SIZES]
    assert [a.text() for a in sizes] == ["Petites", "Moyennes", "Grandes", "Très grandes"]
    assert actions.size_group.isExclusive()
    assert actions.size_actions["medium"].isChecked() and scene.card_scale == 1.0
    assert QKeySequence("Ctrl++") in actions.larger.shortcuts()
    assert QKeySequence("Ctrl+=") in actions.larger.shortcuts()
    assert QKeySequence("Ctrl+-") in actions.smaller.shortcuts()
    w0 = scene.geometry.big_w
    hand = scene.pile("hand0")
    with qtbot.waitSignal(scene.layout_changed):
        actions.larger.trigger()
    assert settings.get("card_size") == "large" and actions.size_actions["large"].isChecked()
    assert scene.geometry.big_w > w0
    qtbot.waitUntil(lambda: all(abs(i.width() - scene.geometry.big_w) < 0.5 for i in hand.items))
    actions.larger.trigger()
    assert settings.get("card_size") == "xlarge" and not actions.larger.isEnabled()
    actions.size_actions["small"].trigger()
    assert settings.get("card_size") == "small" and scene.geometry.big_w < w0
    assert not actions.smaller.isEnabled()
    actions.smaller.trigger()           # disabled: nothing happens
    assert settings.get("card_size") == "small"
    # kept: a new Settings object reads it back
    assert Settings().get("card_size") == "small" and set(CARD_SIZES) >= {"small"}
    # high contrast
    assert actions.high_contrast.isCheckable() and not actions.high_contrast.isChecked()
    gen = scene.renderer.generation
    actions.high_contrast.trigger()
    assert settings.get("high_contrast") is True
    assert scene.high_contrast and scene.renderer.high_contrast and scene.renderer.generation > gen
    assert all(p.high_contrast for p in scene.plates.values())
    settings.set("high_contrast", False)          # changed elsewhere: the action follows
    assert not actions.high_contrast.isChecked() and not scene.renderer.high_contrast


def test_the_view_applies_the_display_settings_at_start(qtbot, french):
    from cardtable.ui.settings import Settings
    from cardtable.ui.table.view import TableView
    settings = Settings()
    settings.set("card_size", "xlarge")
    settings.set("high_contrast", True)
    view = TableView(settings)
    qtbot.addWidget(view)
    assert view.table.card_scale == 1.2 and view.renderer.high_contrast
    settings.set("card_size", "nonsense")
    assert settings.get("card_size") == "medium"


def test_high_contrast_cards_have_larger_indices_and_a_dark_outline(qapp):
    """The renderer's high contrast look: a separate cache entry, darker edge,
    more ink in the corner index."""
    from cardtable.ui.cards.render import CardRenderer
    card = Card.parse("7H")
    plain = CardRenderer().pixmap(card, 120).toImage()
    hc_renderer = CardRenderer(high_contrast=True)
    strong = hc_renderer.pixmap(card, 120).toImage()
    assert plain != strong

    def ink(img, x0, y0, x1, y1):
        return sum(1 for x in range(x0, x1) for y in range(y0, y1) if img.pixelColor(x, y).lightness() < 160)

    # the top-left corner, where the index is: more ink in high contrast
    corner = (4, 4, 30, 56)
    assert ink(strong, *corner) > 1.3 * ink(plain, *corner)
    # the edge at mid-height: dark
    def edge(img):
        y = img.height() // 2
        opaque = [img.pixelColor(x, y) for x in range(0, 6) if img.pixelColor(x, y).alpha() > 200]
        return min(c.lightness() for c in opaque)

    assert edge(strong) < 60 < edge(plain)
    # the look is part of the cache key
    hc_renderer.high_contrast = False
    assert hc_renderer.pixmap(card, 120).toImage() == plain


def test_plates_in_high_contrast_and_accessible_names(qtbot, french, table):
    """High contrast plates paint differently (bolder); the view has an
    accessible name and a description that follows the plates."""
    scene = table.table
    plate = scene.plates[1]
    plate.set_status("mise 3")
    plate.set_score("45")
    from PySide6.QtCore import QCoreApplication
    assert table.accessibleName() == QCoreApplication.translate("TableView", "Card table")   # Table de jeu
    desc = table.accessibleDescription()
    assert "Léa, mise 3, 45" in desc and desc.index("Vous") < desc.index("Léa")
    plate.set_active(True, animate=False)
    to_play = QCoreApplication.translate("NamePlate", "to play")                             # à jouer
    assert f"Léa, mise 3, 45, {to_play}" in table.accessibleDescription()

    def shot():
        from PySide6.QtGui import QPainter
        img = QImage(int(plate.boundingRect().width()), int(plate.boundingRect().height()),
                     QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(0)
        p = QPainter(img)
        p.translate(-plate.boundingRect().topLeft())
        plate.paint(p, None, None)
        p.end()
        return img

    before = shot()
    scene.set_high_contrast(True)
    after = shot()
    assert before != after


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_a_long_name_beside_a_score_keeps_its_whole_width(qtbot, french, table, size):
    """"Ordinateur 2" beside "Départ 18" was cut to "Ordinat…" at 1024 x 600: a
    name a little too long is set a little smaller; a longer one sends the score
    down to the status line's right end (when that line has room); nothing
    overlaps, and a full status line keeps the score up (the name is cut)."""
    from PySide6.QtGui import QFontMetricsF
    table.resize(*size)
    scene = table.table
    scene.relayout()
    plate = scene.plates[1]
    plate.set_status("Mise 3")
    plate.set_score("Départ 18")

    def fits(name):
        plate.set_name(name)
        lay = plate.text_layout()
        small = QFontMetricsF(lay.small_font)
        score_w = small.horizontalAdvance("Départ 18")
        whole = QFontMetricsF(lay.name_font).horizontalAdvance(name) <= lay.name_rect.width()
        if lay.score_low:
            assert lay.score_rect.top() == lay.status_rect.top()
            assert lay.status_rect.right() + score_w <= lay.score_rect.right()
        else:
            assert lay.name_rect.right() + score_w <= lay.score_rect.right() + 1
        return whole, lay

    full = plate.text_layout().name_font.pixelSize()
    for name in ("Léa", "Ordinateur 2", "Grand-mère Josette"):
        whole, lay = fits(name)
        assert whole, name
    assert not fits("Léa")[1].score_low
    lay = fits("Ordinateur 2")[1]
    assert lay.name_font.pixelSize() >= 0.85 * full
    assert fits("Grand-mère Josette")[1].score_low
    # a status line that is full keeps the score up (the name is cut instead)
    plate.set_status("Mise 3 · plis 2 · sacs 4 · dernier tour")
    whole, lay = fits("Grand-mère Josette")
    assert not lay.score_low and not whole


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("status", ["Dernier tour · touche P · 4 cartes", "Deutch ! · touche A · 4 cartes",
                                    "13 cartes · 3 poissons"])
def test_a_long_status_is_written_whole_on_two_lines(qtbot, french, table, size, status):
    """"· 4 …" ended a plate at a shared Deutch table: a status too long for
    its line is set a little smaller, then on two lines (the plate one line
    taller), broken at a " · "; every line fits, inside the plate."""
    from PySide6.QtGui import QFontMetricsF
    table.resize(*size)
    scene = table.table
    scene.relayout()
    plate = scene.plates[1]
    plate.set_name("Hugo")
    plate.set_score("Total 12")
    plate.set_status(status)
    lay = plate.text_layout()
    lines = getattr(lay, "status_lines", (status,))
    fm = QFontMetricsF(lay.small_font)
    sep = " · " if len(lines) == 2 and " · " in status else " "
    assert sep.join(lines) == status                          # nothing left out
    for line in lines:
        assert fm.horizontalAdvance(line) <= lay.status_rect.width() + 0.5, line
    assert lay.small_font.pixelSize() >= 7
    w, h = plate.size()
    inner = plate.boundingRect().adjusted(8, 8, -8, -8)
    assert (inner.width(), inner.height()) == (w, h)
    assert inner.contains(lay.status_rect) and inner.contains(lay.name_rect)
    if len(lines) == 2:
        assert not lines[0].endswith("·") and not lines[1].startswith("·")   # broken between two parts,
        # the break standing for the separator (nothing left hanging)
        assert h > scene._plate_size[1]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_a_plate_s_mark_broken_onto_its_own_line_leaves_no_separator_hanging(qtbot, french, table, size):
    """"hors ligne ·" then "13 cartes · 0 poisson": the line break stands
    for the separator; no line starts or ends with "·"."""
    table.resize(*size)
    scene = table.table
    scene.relayout()
    plate = scene.plates[1]
    plate.set_name("Marie-Christine")
    plate.set_score("Total 12")
    plate.set_mark("hors ligne")
    plate.set_status("13 cartes · 0 poisson · a choisi")
    lines = plate.text_layout().status_lines
    assert len(lines) == 2                                    # too long for one line
    assert " · ".join(lines) == "hors ligne · 13 cartes · 0 poisson · a choisi"
    assert all(not line.endswith("·") and not line.startswith("·") for line in lines), lines

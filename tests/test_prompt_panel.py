"""The shared prompt panel on its own: choices enabled by legality, tooltips,
card pictures, digits, arrows, Enter, Esc, hints and placement clear of the
name plates, driven with real key and mouse events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from cardtable.engine import Card
from cardtable.engine.cards import SUITS
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


def test_entree_with_nothing_chosen_chooses_as_right_would_and_the_next_entree_confirms(qtbot, host):
    """The first Entrée chooses the start choice (else the first enabled
    one) and says so (``raised_by_enter``), confirming nothing; the next
    Entrée confirms it.  → from nothing takes the start choice too, ← the
    one before it."""
    p = PromptPanel(host)
    p.ask("Votre mise", bids(lambda n: n != 1), columns=7)
    p.place_clear_of([])
    p.setFocus()
    chosen: list[object] = []
    p.chosen.connect(chosen.append)
    with qtbot.waitSignal(p.raised_by_enter) as blocker:
        QTest.keyClick(p, Qt.Key.Key_Return)
    assert blocker.args == ["nil"] and p.selected == "nil" and chosen == []
    QTest.keyClick(p, Qt.Key.Key_Return)
    assert chosen == ["nil"]
    p.ask("Votre mise", bids(lambda n: n != 1), columns=7, start=1)      # 1 may not be bid: the first one
    p.place_clear_of([])
    QTest.keyClick(p, Qt.Key.Key_Return)
    assert p.selected == "nil"
    p.ask("Votre mise", bids(), columns=7, start=1)
    p.place_clear_of([])
    QTest.keyClick(p, Qt.Key.Key_Right)
    assert p.selected == 1
    p.clear_choice()
    QTest.keyClick(p, Qt.Key.Key_Left)
    assert p.selected == "nil"
    p.clear_choice()
    with qtbot.waitSignal(p.raised_by_enter) as blocker:
        QTest.keyClick(p, Qt.Key.Key_Return)
    assert blocker.args == [1] and chosen == ["nil"]
    QTest.keyClick(p, Qt.Key.Key_Return)
    assert chosen == ["nil", 1]


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
    from cardtable.ui.cards.render import CardRenderer
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


def whole_labels(p):
    """Every button shows its whole label: as wide as its text needs (font
    metrics), the text not elided."""
    from PySide6.QtGui import QFontMetrics
    buttons = [p.button(c.value) for c in p.choices]
    buttons += [p.buttons.itemAt(i).widget() for i in range(p.buttons.count())]
    for b in buttons:
        text_w = QFontMetrics(b.font()).horizontalAdvance(b.text())
        assert b.width() >= text_w and b.sizeHint().width() >= text_w, b.text()
        assert b.width() >= b.sizeHint().width(), b.text()   # padding included
    return [b.text() for b in buttons]


DEUTCH = [Choice("deutch", "Deutch !", accent=True, keys=("d",)), Choice("pass", "Finir mon tour", keys=("f",))]


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600), (640, 480), (360, 420)])
def test_in_a_narrow_window_every_label_is_whole_and_the_text_not_a_word_a_line(qtbot, host, size):
    host.resize(*size)
    qtbot.waitUntil(lambda: host.width() == size[0])
    p = PromptPanel(host)
    body = ("Annoncez le dernier tour : tout le monde joue encore une fois, "
            "puis on compte les points de chacun.")
    p.ask("Fin de votre tour", DEUTCH, body=body, default="pass")
    p.place_clear_of([])
    assert whole_labels(p) == ["Deutch !", "Finir mon tour"]
    assert host.rect().contains(p.geometry())
    # the text wraps at a reading width, never one word a line
    line = p.body.fontMetrics().height()
    assert p.body.height() <= 4 * line + 8, (p.body.size(), size)
    assert p.body.width() >= min(size[0] - 60, 300)
    # Atout Pique's bids: 14 buttons and a "suggest" button, fewer columns if need be
    p.ask("Votre mise", bids(), columns=7, suggest_label="Proposer une mise")
    p.place_clear_of([])
    labels = whole_labels(p)
    assert labels[0] == "Zéro" and labels[-1] == "Proposer une mise"
    assert host.rect().contains(p.geometry())
    rects = [p.button(c.value).geometry() for c in p.choices]
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_card_choices_keep_their_pictures_whole_in_a_narrow_window(qtbot, host):
    from cardtable.ui.cards.render import CardRenderer
    host.resize(480, 420)
    qtbot.waitUntil(lambda: host.width() == 480)
    p = PromptPanel(host, CardRenderer(lang="fr"))
    cards = [Card.parse(t) for t in ("QH", "QS", "QD", "QC", "7S", "AC")]
    p.ask("Quelle carte demandez-vous ?", [Choice(c, card=c) for c in cards],
          body="Demandez une carte de la famille que vous tenez.")
    p.place_clear_of([])
    assert host.rect().contains(p.geometry())
    for c in cards:
        b = p.button(c)
        assert b.width() >= b.iconSize().width() and b.width() >= b.sizeHint().width()


def test_only_a_label_wider_than_the_window_is_elided_with_the_whole_text_as_tooltip(qtbot, host):
    long = "Échanger ma carte cachée avec la carte cachée de mon voisin de gauche, sans la regarder"
    host.resize(320, 400)
    qtbot.waitUntil(lambda: host.width() == 320)
    p = PromptPanel(host)
    p.ask("Valet", [Choice("swap", long), Choice("skip", "Passer")])
    p.place_clear_of([])
    b = p.button("swap")
    assert b.text() != long and b.text().endswith("…") and b.toolTip() == long
    assert p.button("skip").text() == "Passer"
    assert host.rect().contains(p.geometry())
    # a wider window: the whole label again
    host.resize(1366, 600)
    qtbot.waitUntil(lambda: host.width() == 1366)
    p.place_clear_of([])
    assert b.text() == long and b.toolTip() == ""


def test_card_pictures_are_never_smaller_than_the_tables_hand_cards_and_pages_keep_rows_whole(qtbot, host):
    """``card_floor`` (the hand's card width) is the least picture width, even
    when a smaller one is asked for; too many cards for the window are shown
    in pages of whole rows, with Page Down / Page Up and the pager's buttons,
    and the arrows cross the pages."""
    from cardtable.ui.cards.render import CardRenderer
    host.resize(900, 500)
    qtbot.waitUntil(lambda: host.width() == 900)
    p = PromptPanel(host, CardRenderer(lang="fr"), card_floor=lambda: 80.4)
    cards = [Card(r, s) for r in (1, 5, 9, 12, 13) for s in SUITS]
    p.ask("Quelle carte ?", [Choice(c, card=c) for c in cards], columns=4, card_width=40)
    p.place_clear_of([])
    assert p.card_width == 80
    assert all(p.button(c).iconSize().width() >= 80 for c in cards)
    assert host.rect().contains(p.geometry())
    assert p.page_count > 1 and p.pager.isVisible()
    shown = p.visible_values()
    assert len(shown) % 4 == 0 and shown == cards[:len(shown)]      # whole rows, in order
    assert all(p.button(c).isVisible() for c in shown)
    assert not any(p.button(c).isVisible() for c in cards if c not in shown)
    p.setFocus()
    QTest.keyClick(p, Qt.Key.Key_PageDown)
    assert p.page == 1 and p.selected == cards[len(shown)]
    QTest.keyClick(p, Qt.Key.Key_PageUp)
    assert p.page == 0 and p.selected == cards[0]
    for _ in range(len(shown)):
        QTest.keyClick(p, Qt.Key.Key_Right)
    assert p.page == 1 and p.selected == cards[len(shown)]          # the arrows turn the page
    QTest.mouseClick(p.prev_button, Qt.MouseButton.LeftButton)
    assert p.page == 0
    with qtbot.waitSignal(p.chosen) as blocker:
        QTest.mouseClick(p.button(cards[1]), Qt.MouseButton.LeftButton)
    assert blocker.args == [cards[1]]


def test_a_badged_card_choice_is_drawn_with_its_ribbon(qtbot, host):
    from PySide6.QtGui import QIcon

    from cardtable.ui.cards.render import CardRenderer
    p = PromptPanel(host, CardRenderer(lang="fr"))
    held, free = Card.parse("2H"), Card.parse("2S")
    p.ask("Quel deux ?", [Choice(held, enabled=False, card=held, badge="Vous l'avez"), Choice(free, card=free)])
    p.place_clear_of([])
    for card, ribbon in ((held, True), (free, False)):
        b = p.button(card)
        mode = QIcon.Mode.Disabled if not b.isEnabled() else QIcon.Mode.Normal
        img = b.icon().pixmap(b.iconSize(), mode).toImage()
        c = img.pixelColor(img.width() // 2, int(img.height() * 0.5))
        # the ribbon is pale blue (not gold: gold is the chosen card's; not Qt's grey)
        pale_blue = c.blue() > c.red() + 12 and c.red() > 150
        assert pale_blue == ribbon, (str(card), c.name())


@pytest.mark.parametrize("size", [(1016, 562), (900, 420), (700, 380)])
def test_a_card_picture_is_never_cut_by_its_button(qtbot, host, size):
    """Whatever room the window leaves, every card shown in a prompt is whole
    (its corner index readable): a button is never shorter than its picture;
    when the cards do not fit, the prompt pages them instead."""
    from cardtable.ui.cards.render import CardRenderer
    host.resize(*size)
    qtbot.waitUntil(lambda: host.width() == size[0])
    p = PromptPanel(host, CardRenderer(lang="fr"), card_floor=lambda: 80.0)
    cards = [Card(r, s) for r in (6, 9) for s in SUITS]
    p.ask("Quelle carte demander à Hugo ?", [Choice(c, card=c) for c in cards], columns=4, card_width=80,
          body="Marquées « Vous l'avez » : les cartes que vous tenez.")
    p.place_clear_of([])
    for c in p.visible_values():
        b = p.button(c)
        assert b.height() >= b.iconSize().height(), (size, str(c), b.height(), b.iconSize())


def _scanned_spot(w, h, area, centre, avoid):
    """The reference: every place of the 8-pixel grid around ``centre`` tried
    in turn, nearest first (what :meth:`PromptPanel._free_spot` must find)."""
    best = None
    x0, y0 = centre.x() - w // 2, centre.y() - h // 2

    def around(n):
        return [0] + [s * k for k in range(8, n + 1, 8) for s in (1, -1)]
    for dy in around(area.height()):
        if best is not None and dy * dy >= best[0]:
            break
        y = min(max(area.top(), y0 + dy), area.bottom() - h + 1)
        for dx in around(area.width()):
            d = dx * dx + dy * dy
            if best is not None and d >= best[0]:
                break
            x = min(max(area.left(), x0 + dx), area.right() - w + 1)
            r = QRect(x, y, w, h)
            if not any(r.intersects(a) for a in avoid):
                best = (d, QPoint(x, y))
                break
    return None if best is None else best[1]


def test_the_free_spot_is_the_nearest_place_of_the_grid_clear_of_every_obstacle(qtbot, host):
    import random
    rng = random.Random(7)
    p = PromptPanel(host)
    p.ask("Votre mise", bids(), columns=7)
    area = host.rect().adjusted(6, 6, -6, -6)
    for _ in range(150):
        p.resize(rng.randint(60, 700), rng.randint(40, 500))
        centre = QPoint(rng.randint(0, host.width()), rng.randint(0, host.height()))
        avoid = [QRect(rng.randint(-50, 880), rng.randint(-50, 620), rng.randint(0, 400), rng.randint(0, 300))
                 for _ in range(rng.randint(0, 9))]
        want = _scanned_spot(p.width(), p.height(), area, centre, avoid)
        assert p._free_spot(area, centre, avoid) == want, (p.size(), centre, avoid)


def test_a_panel_with_no_room_is_given_up_at_once_not_after_trying_every_pixel(qtbot, host, monkeypatch):
    """A prompt is measured in several layouts each time it opens (Les
    Auteurs' ask: up to three tiers × three layouts × every page height),
    most of them fitting nowhere: each such search examines the obstacles row
    by row, not every place of the grid one by one (tens of thousands of
    rectangles, seconds on a busy computer: the person's click or key seemed
    lost while the prompt was still being measured)."""
    import cardtable.ui.table.prompt as prompt_module
    made = []

    class Counted(QRect):
        def __init__(self, *args):
            super().__init__(*args)
            made.append(1)
    p = PromptPanel(host)
    p.ask("Votre mise", bids(), columns=7)
    p.resize(300, 200)
    area = host.rect().adjusted(6, 6, -6, -6)
    # a lattice of small obstacles: nowhere for the panel
    avoid = [QRect(x, y, 20, 20) for x in range(0, 900, 150) for y in range(0, 640, 120)]
    monkeypatch.setattr(prompt_module, "QRect", Counted)
    assert p._free_spot(area, area.center(), avoid) is None
    assert len(made) < 500, len(made)


def test_a_last_page_of_one_row_keeps_the_text_and_the_cards_where_the_first_page_had_them(qtbot, host):
    """The panel keeps its height from page to page (the pager stays under
    the mouse); a last page with fewer rows leaves its room under its cards,
    not between the title and the text."""
    from cardtable.ui.cards.render import CardRenderer
    host.resize(900, 380)
    qtbot.waitUntil(lambda: host.width() == 900)
    p = PromptPanel(host, CardRenderer(lang="fr"))
    cards = [Card(r, s) for r in (2, 3, 4, 5, 6) for s in SUITS]
    p.ask("Quelle carte demander à Léa ?", [Choice(c, card=c) for c in cards], columns=4,
          body="Marquées « Vous l'avez » : les cartes que vous tenez.")
    p.place_clear_of([])
    assert p.page_count > 1 and p.rows % p._page_rows == 1, (p.page_count, p.rows, p._page_rows)
    qtbot.waitUntil(lambda: p.isVisible())
    size, body, first = p.size(), p.body.geometry(), p.button(cards[0]).geometry()
    pager = p.pager.geometry()
    p.show_page(p.page_count - 1)
    qtbot.waitUntil(lambda: p.button(cards[-1]).isVisible())
    QTest.qWait(0)
    p.layout_.activate()
    assert p.size() == size and p.pager.geometry() == pager
    assert p.body.geometry() == body
    assert p.button(cards[-4]).geometry().top() == first.top()


def test_in_a_grid_of_two_rows_down_and_up_move_one_row_and_wrap(qtbot, host):
    """Atout Pique's bids (Zéro 1…6 / 7…13): ↓ goes to the choice below, ↑
    to the one above, each wrapping past the last (first) row, as ← → wrap;
    ← → still step to the next and previous choice."""
    p = PromptPanel(host)
    p.ask("Votre mise", bids(), columns=7)
    p.place_clear_of([])
    assert p.grid_columns == 7 and p.rows == 2
    p.setFocus()
    QTest.keyClick(p, Qt.Key.Key_3)
    QTest.keyClick(p, Qt.Key.Key_Down)
    assert p.selected == 10                      # the one below 3
    QTest.keyClick(p, Qt.Key.Key_Down)
    assert p.selected == 3                       # past the last row: the first row
    QTest.keyClick(p, Qt.Key.Key_Up)
    assert p.selected == 10                      # above the first row: the last row
    QTest.keyClick(p, Qt.Key.Key_Up)
    assert p.selected == 3
    QTest.keyClick(p, Qt.Key.Key_Right)
    assert p.selected == 4                       # → is still the next choice
    QTest.keyClick(p, Qt.Key.Key_Left)
    assert p.selected == 3


def test_down_onto_a_disabled_choice_takes_the_nearest_enabled_one_of_that_row_else_the_next_row(qtbot, host):
    p = PromptPanel(host)
    p.ask("Votre mise", bids(lambda n: n not in (9, 10, 11)), columns=7)
    p.place_clear_of([])
    p.setFocus()
    QTest.keyClick(p, Qt.Key.Key_3)
    QTest.keyClick(p, Qt.Key.Key_Down)
    assert p.selected == 8                       # 10 may not be taken: of 8 and 12 (as near), the left one
    # a row with nothing enabled is passed for the next one
    p.ask("Votre mise", bids(lambda n: n in ("nil", 2, 3, 13)), columns=7)
    p.place_clear_of([])
    p.setFocus()
    QTest.keyClick(p, Qt.Key.Key_2)
    QTest.keyClick(p, Qt.Key.Key_Down)
    assert p.selected == 13
    p.ask("Votre mise", bids(lambda n: n in (1, 2)), columns=7)
    p.place_clear_of([])
    p.setFocus()
    QTest.keyClick(p, Qt.Key.Key_2)
    QTest.keyClick(p, Qt.Key.Key_Down)
    assert p.selected == 2                       # no other row has a choice: it stays
    QTest.keyClick(p, Qt.Key.Key_Up)
    assert p.selected == 2


def test_down_and_up_keep_their_column_past_a_cell_that_may_not_be_taken(qtbot, host):
    """Four columns (Zéro 1 2 3 / 4 5 6 7 / 8 9 10 11 / 12 13), 6 held: from
    2, ↓ takes 5 (6 may not be taken) and the next ↓ comes back to the
    column, 10, as a text cursor keeps its column past a short line; a
    selection made by → sets the column afresh."""
    p = PromptPanel(host)
    p.ask("Votre mise", bids(lambda n: n != 6), columns=4)
    p.place_clear_of([])
    assert p.grid_columns == 4 and p.rows == 4
    p.setFocus()
    QTest.keyClick(p, Qt.Key.Key_2)
    QTest.keyClick(p, Qt.Key.Key_Down)
    assert p.selected == 5
    QTest.keyClick(p, Qt.Key.Key_Down)
    assert p.selected == 10                      # back in the column of 2
    QTest.keyClick(p, Qt.Key.Key_Up)
    QTest.keyClick(p, Qt.Key.Key_Up)
    assert p.selected == 2                       # and up again: 5, then 2
    QTest.keyClick(p, Qt.Key.Key_Down)
    QTest.keyClick(p, Qt.Key.Key_Right)          # 5 → 7: a column of its own
    assert p.selected == 7
    QTest.keyClick(p, Qt.Key.Key_Down)
    assert p.selected == 11


def test_a_single_row_keeps_up_as_next_and_down_as_previous(qtbot, host):
    p = PromptPanel(host)
    p.ask("Votre mise", bids()[:6], columns=0)
    p.place_clear_of([])
    assert p.rows == 1
    p.setFocus()
    QTest.keyClick(p, Qt.Key.Key_3)
    QTest.keyClick(p, Qt.Key.Key_Up)
    assert p.selected == 4
    QTest.keyClick(p, Qt.Key.Key_Down)
    QTest.keyClick(p, Qt.Key.Key_Down)
    assert p.selected == 2


def test_down_in_a_card_grid_goes_to_the_card_below_and_on_to_the_next_page(qtbot, host, monkeypatch):
    """Les Auteurs' picker: from 2♠, ↓ is 7♠ below it, not the card before
    2♠ on another page; ↓ from a page's last row turns the page to the same
    column of its first row, and ↑ comes back; each new choice gets the
    accessibility focus, as ← → give it."""
    from windows import spy_focus

    from cardtable.ui.cards.render import CardRenderer
    from cardtable.ui.table import prompt
    focused = spy_focus(monkeypatch, prompt, name=lambda obj: obj.accessibleName())
    host.resize(900, 500)
    qtbot.waitUntil(lambda: host.width() == 900)
    p = PromptPanel(host, CardRenderer(lang="fr"), card_floor=lambda: 80.4)
    cards = [Card(r, s) for r in (2, 7, 9, 12, 13) for s in SUITS]
    p.ask("Quelle carte ?", [Choice(c, card=c) for c in cards], columns=4)
    p.place_clear_of([])
    assert p.grid_columns == 4 and p.page_count > 1
    per_page = len(p.visible_values()) // 4
    assert per_page >= 1
    p.setFocus()
    p.select(cards[0])
    QTest.keyClick(p, Qt.Key.Key_Down)
    below = cards[4]
    assert p.selected == below and p.selected.rank == 7 and p.selected.suit == cards[0].suit
    assert focused[-1] == below.name("fr")
    # ↓ from the page's last row: the next page shows, same column
    p.select(cards[(per_page - 1) * 4 + 2])
    assert p.page == 0
    QTest.keyClick(p, Qt.Key.Key_Down)
    assert p.selected == cards[per_page * 4 + 2] and p.page == 1
    assert p.button(p.selected).isVisible()
    QTest.keyClick(p, Qt.Key.Key_Up)
    assert p.selected == cards[(per_page - 1) * 4 + 2] and p.page == 0
    # ↑ from the first row: the last row (its page shown), same column
    p.select(cards[1])
    QTest.keyClick(p, Qt.Key.Key_Up)
    assert p.selected == cards[-3] and p.page == p.page_count - 1


def test_a_prompt_that_came_up_during_entree_takes_the_entree_after_a_choice_made_on_it(qtbot, host, monkeypatch):
    """A prompt shown during an Entrée (a bid after the blind choice): an
    Entrée pressed at once chooses nothing (the same key pressed twice) and
    says it was not taken; a bid typed, or an arrow, is a choice made on the
    prompt as shown, and the Entrée after it confirms that choice, its
    guard's time not over."""
    from cardtable.ui.table.overlays import GestureGuard
    from cardtable.ui.table.prompt import enter_pressed
    monkeypatch.setattr(GestureGuard, "guard_ms", 10 ** 6)     # the guard's time never runs out here
    p = PromptPanel(host)
    p.ask("Votre mise", bids(), columns=7)
    not_taken: list[bool] = []
    p.key_not_taken.connect(lambda: not_taken.append(True))
    chosen: list[object] = []
    p.chosen.connect(chosen.append)
    with enter_pressed():
        p.place_clear_of([])
    p.setFocus()
    QTest.keyClick(p, Qt.Key.Key_Return)
    assert chosen == [] and not_taken == [True]
    QTest.keyClick(p, Qt.Key.Key_4)
    QTest.keyClick(p, Qt.Key.Key_Return)
    assert chosen == [4]
    p.hide()
    with enter_pressed():
        p.place_clear_of([])
    QTest.keyClick(p, Qt.Key.Key_Return)
    assert chosen == [4] and not_taken == [True, True]
    QTest.keyClick(p, Qt.Key.Key_Right)
    QTest.keyClick(p, Qt.Key.Key_Return)
    assert chosen == [4, 5]


def test_the_least_covering_place_covers_no_more_than_any_other_place(qtbot):
    """:func:`least_covering_spot` tries only the places where the panel's
    edges meet an obstacle's: every place of the area, pixel by pixel, covers
    at least as many rectangles of each tier (the most important first),
    then as many pixels; and the place found covers none of ``must``."""
    import random

    from cardtable.ui.table.overlays import least_covering_spot
    rng = random.Random(11)
    area = QRect(0, 0, 150, 110)

    def cost(x, y, w, h, tiers):
        here = QRect(x, y, w, h)
        out = []
        for tier in tiers:
            hit = [here.intersected(r) for r in tier if here.intersects(r)]
            out += [len(hit), sum(r.width() * r.height() for r in hit)]
        return tuple(out)
    for _ in range(40):
        w, h = rng.randint(20, 90), rng.randint(15, 70)

        def box():
            return QRect(rng.randint(-20, 150), rng.randint(-20, 110), rng.randint(4, 50), rng.randint(4, 40))
        must = [box() for _ in range(rng.randint(0, 3))]
        tiers = [[box() for _ in range(rng.randint(0, 4))] for _ in range(2)]
        found = least_covering_spot(area, w, h, area.center(), must, tiers)
        places = [(x, y) for y in range(area.top(), area.bottom() - h + 2) for x in range(area.left(), area.right() - w + 2)
                  if not any(QRect(x, y, w, h).intersects(r) for r in must)]
        if not places:
            assert found is None
            continue
        assert found is not None
        here = QRect(found.spot.x(), found.spot.y(), w, h)
        assert area.contains(here) and not any(here.intersects(r) for r in must)
        best = min(cost(x, y, w, h, tiers) for x, y in places)
        assert cost(found.spot.x(), found.spot.y(), w, h, tiers) == best
        assert found.counts == best[::2]


RAPIDITE = ("Même hauteur que la carte du dessus de la défausse\u00a0? Appuyez sur A, puis sur le numéro de "
            "votre carte.")


def test_short_of_room_a_prompt_is_made_narrower_before_it_covers_a_plate(qtbot, host):
    """A prompt of a few words and one button, in a corner too narrow for
    it at its reading width, is made narrower there (its words on more
    lines, every one shown) rather than laid over the plates around, which
    a looser tier would allow; of the narrower widths, the widest that
    fits; where there is room at its full width it keeps it."""
    p = PromptPanel(host)
    p.ask("Rapidité\u00a0!", [Choice("claim", "Réclamer la rapidité (A)", accent=True)], body=RAPIDITE)
    assert p.spot_in_tiers([[]]) == (0, p.spot_clear_of([]))
    natural = p.width()
    # everything but a corner 20 pixels narrower than the prompt
    corner = QRect(0, 0, natural - 20 + 12, 220)
    plates = [QRect(corner.right() + 1, 0, host.width(), host.height()),
              QRect(0, corner.bottom() + 1, host.width(), host.height())]
    found = p.spot_in_tiers([plates, plates[:1]])
    assert found is not None and found[0] == 0, found
    p.show_at(found[1])
    g = p.geometry()
    assert not any(g.intersects(r) for r in plates), (g, plates)
    assert natural - 40 <= g.width() < natural, (g.width(), natural)
    body = p.body
    assert body.heightForWidth(body.width()) <= body.height() + 1          # every word shown
    # nowhere at all: None, and the prompt keeps its full width for the next search
    assert p.spot_in_tiers([[host.rect()]]) is None
    assert p.spot_clear_of([]) is not None and p.width() == natural


def test_a_card_grid_made_narrower_keeps_whole_groups_a_row(qtbot, host):
    """Les Auteurs' picker (``column_step`` 4: a rank's four cards a row),
    made narrower to find a place, goes from eight cards a row to four,
    never to seven or five; its cards keep their size, paged."""
    from cardtable.ui.cards.render import CardRenderer
    host.resize(1100, 640)
    qtbot.waitUntil(lambda: host.width() == 1100)
    p = PromptPanel(host, CardRenderer(lang="fr"), card_floor=lambda: 60)
    cards = [Card(r, s) for r in (1, 5, 9) for s in SUITS]
    p.ask("Quelle carte\u00a0?", [Choice(c, card=c) for c in cards], columns=8, column_step=4)
    assert p.spot_in_tiers([[]]) is not None and p.grid_columns == 8
    eight = p.width()
    # a place only as wide as seven cards
    wall = QRect(eight - 60 + 12, 0, host.width(), host.height())
    found = p.spot_in_tiers([[wall]])
    assert found is not None and p.grid_columns == 4, p.grid_columns
    assert all(p.button(c).iconSize().width() >= 60 for c in cards)
    p.show_at(found[1])
    assert not p.geometry().intersects(wall)

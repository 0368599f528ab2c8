"""Les Auteurs played by ear: what a person who cannot see the table hears.

The words checked are those a screen reader is given (the announcements,
:func:`cardtable.ui.table.announce.send` replaced by the ``accessible``
fixture, and the accessible names), in French.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from windows import shown_window, spy_focus

from cardtable.engine import Card
from cardtable.engine.cards import SUITS
from cardtable.ui.setup import GameSetup, SeatSetup
from cardtable.ui.table.prompt import Choice, PromptPanel

#: what a screen reader reads symbol by symbol ("flèche droite", "coche"…)
SYMBOLS = re.compile("[→✓✗★♠♥♦♣◀▶]")


def window_with(qtbot, speed: str = "off"):
    window = shown_window(qtbot, (1100, 700), autosave=False, speed=speed)
    return window


def solo(seed: int = 5) -> GameSetup:
    return GameSetup("auteurs", 4, [SeatSetup("Inès", True, "")]
                     + [SeatSetup(name, False, "facile") for name in ("Léa", "Hugo", "Chloé")], {}, seed)


def choose_first_player(qtbot, window) -> None:
    """The person's turn: "1" chooses the first player to ask, once the table
    offers the turn ("À vous" is said as the line shows, a moment before)."""
    view = window.view
    qtbot.waitUntil(lambda: window.director.awaiting == 0 and not view.table.queue.busy, timeout=30_000)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_1)


def ask_by_keys(qtbot, window, heard: list[str]) -> None:
    """The person's turn, by ear: "1" chooses the first player, Entrée asks
    the card the prompt offers first."""
    view = window.view
    before = len(heard)
    choose_first_player(qtbot, window)
    qtbot.waitUntil(lambda: any(line.startswith("Quelle carte demander") for line in heard[before:]), timeout=30_000)
    QTest.keyClick(QWidget.focusWidget(window) or view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(line.startswith("Vous demandez") for line in heard[before:]), timeout=30_000)


def play_until(qtbot, window, heard: list[str], done, limit: int = 200) -> None:
    """Play the person's asks by keys, each time "À vous" is heard, until ``done()``."""
    seen = 0

    def my_turn() -> bool:
        return any(line.startswith("À vous") for line in heard[seen:])
    for _ in range(limit):
        qtbot.waitUntil(lambda: done() or my_turn(), timeout=30_000)
        if done():
            return
        seen = len(heard)
        ask_by_keys(qtbot, window, heard)
    raise AssertionError("the game did not get there")


def test_f6_reads_the_ask_log_in_words_and_a_poissons_tokens_are_said(qtbot, french, accessible) -> None:
    """F6 says the last asks as they were said ("Hugo demande le 3 de pique
    à Léa. Léa ne l'a pas : le tour passe."), never the log's signs
    ("Hugo → Léa : 3♠ ✗ non"); a poisson's tokens, shown as "+3 jetons" at
    the plate, are said with who gets them."""
    window = window_with(qtbot)
    window.start_game(solo())
    heard = accessible
    poisson = re.compile(r"(Vous posez|[A-Za-zéèï]+ pose) le poisson des")
    play_until(qtbot, window, heard, lambda: any(poisson.search(line) for line in heard))
    k = next(i for i, line in enumerate(heard) if poisson.search(line))
    qtbot.waitUntil(lambda: any("jeton" in line for line in heard[k:]), timeout=10_000)
    tokens = next(line for line in heard[k:] if "jeton" in line)
    assert re.fullmatch(r"(Vous recevez|(Inès|Léa|Hugo|Chloé) reçoit) 3\u00a0jetons\.|"
                        r"(Vous recevez|(Inès|Léa|Hugo|Chloé) reçoit) 3 jetons\.", tokens), tokens
    view = window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_F6)
    line = heard[-1]
    assert line.startswith("Journal des demandes"), line
    assert not SYMBOLS.search(line), line
    assert " demande " in line or "Vous demandez" in line
    assert "l'a" in line or "ne l'a pas" in line or "l'avez" in line
    # a log longer than what F6 reads says it is read from its end
    total = len(window.director.behaviour.journal_said)
    if total > 8:
        assert line.startswith(f"Journal des demandes, les 8 dernières lignes sur {total} : ") or \
            line.startswith(f"Journal des demandes, les 8 dernières lignes sur {total} : "), line
    window.controller.stop()


def test_the_person_skipped_for_want_of_cards_hears_it_in_the_second_person(qtbot, french, accessible) -> None:
    """A person at the screen with no cards left is told so in their own
    words, not "Inès : plus de cartes, passe son tour."; several seats
    skipped at once are said without a verb in the singular."""
    window = window_with(qtbot)
    window.start_game(solo())
    qtbot.waitUntil(lambda: len(accessible) > 3, timeout=20_000)
    beh = window.director.behaviour
    beh._ev_turn({"type": "turn", "seat": 1, "skipped": [0]})
    beh._ev_turn({"type": "turn", "seat": 3, "skipped": [1, 2]})
    qtbot.waitUntil(lambda: "Léa, Hugo\u00a0: plus de cartes, tour passé." in accessible, timeout=10_000)
    assert "Vous n'avez plus de cartes\u00a0: votre tour passe." in accessible
    window.controller.stop()


def test_the_hurry_bar_is_said_and_named_by_its_words(qtbot, french, accessible, monkeypatch) -> None:
    """When the person has no cards left, the bar offering to speed the
    computers up comes with its words said ("Vous n'avez plus de cartes :
    les ordinateurs finissent la donne.") and is named by them, once."""
    window = window_with(qtbot, speed="normal")
    window.start_game(solo())
    beh = window.director.behaviour
    qtbot.waitUntil(lambda: beh.controller.has_game, timeout=20_000)
    monkeypatch.setattr(beh, "humans_idle", lambda: True)
    words = "Vous n'avez plus de cartes\u00a0: les ordinateurs finissent la donne."
    monkeypatch.setattr(beh, "idle_text", lambda: words)
    beh.update_hurry()
    qtbot.waitUntil(lambda: beh.hurry_bar is not None and beh.hurry_bar.isVisible(), timeout=10_000)
    assert accessible.count(words) == 1
    iface = QAccessible.queryAccessibleInterface(beh.hurry_bar)
    assert iface.text(QAccessible.Text.Name) == words
    beh.update_hurry()                          # the same bar again: not said twice
    assert accessible.count(words) == 1
    monkeypatch.setattr(beh, "humans_idle", lambda: False)
    beh.update_hurry()
    window.controller.stop()


@pytest.fixture
def host(qtbot, french):
    w = QWidget()
    w.resize(900, 500)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_prompts_page_buttons_are_named_in_words(qtbot, host) -> None:
    """A prompt in pages (Les Auteurs' cards to ask for in a small window):
    its page buttons are read "Choix précédents…", not "◀"."""
    from cardtable.ui.cards.render import CardRenderer
    p = PromptPanel(host, CardRenderer(lang="fr"), card_floor=lambda: 80.4)
    cards = [Card(r, s) for r in (1, 5, 9, 12, 13) for s in SUITS]
    p.ask("Quelle carte demander à Léa ?", [Choice(c, card=c) for c in cards], columns=4, card_width=40)
    p.place_clear_of([])
    assert p.page_count > 1 and p.pager.isVisible()
    names = [QAccessible.queryAccessibleInterface(b).text(QAccessible.Text.Name)
             for b in (p.prev_button, p.next_button)]
    assert names == ["Choix précédents (touche Pg préc)", "Choix suivants (touche Pg suiv)"]


def test_a_page_turned_in_the_card_prompt_is_said(qtbot, french, accessible) -> None:
    """Pg suiv in Les Auteurs' card prompt (in pages in a small window) says
    "Page 2 sur N" before the focus lands on the page's first card, with the
    cards a short page holds; Pg préc too."""
    window = window_with(qtbot)
    window.resize(1024, 600)
    window.start_game(solo())
    heard = accessible
    beh = window.director.behaviour
    qtbot.waitUntil(lambda: any(line.startswith("À vous") for line in heard), timeout=30_000)
    view = window.view
    choose_first_player(qtbot, window)
    qtbot.waitUntil(lambda: beh.prompt_shown is not None, timeout=10_000)
    prompt = beh.prompt
    assert prompt.page_count > 1, "the prompt should be in pages at 1024×600"
    total = prompt.page_count
    before = len(heard)
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    said = heard[before:]
    assert said and said[0].startswith(f"Page 2 sur {total}"), said
    if len(prompt.visible_values()) <= 4:
        # a card one may not ask for says why ("3 de cœur (vous l'avez)")
        names = [ch.card.name("fr") + ("" if ch.enabled else f" ({ch.badge[:1].lower()}{ch.badge[1:]})")
                 for i, ch in enumerate(prompt.choices) if prompt.page_of(i) == 1]
        assert said[0] == f"Page 2 sur {total}\u00a0: {', '.join(names)}.", said
    assert prompt.selected in prompt.visible_values()
    before = len(heard)
    QTest.keyClick(view, Qt.Key.Key_PageUp)
    assert heard[before:] and heard[before].startswith(f"Page 1 sur {total}"), heard[before:]
    window.controller.stop()


def test_a_short_page_is_said_with_its_choices(qtbot, host) -> None:
    """The kit's pager: a page of a few choices is said with their names,
    a longer one by its number alone; the pager's buttons say it as the
    keys do."""
    from cardtable.ui.cards.render import CardRenderer
    p = PromptPanel(host, CardRenderer(lang="fr"), card_floor=lambda: 80.4)
    cards = [Card(r, s) for r in (1, 5, 9, 12, 13) for s in SUITS]
    p.ask("Quelle carte demander à Léa ?", [Choice(c, card=c) for c in cards], columns=4, card_width=40)
    p.place_clear_of([])
    assert p.page_count > 1
    said: list[str] = []
    p.page_said.connect(said.append)
    last = p.page_count - 1
    p.show_page(last - 1)
    p.next_button.click()
    assert p.page == last
    shown = p.visible_values()
    if len(shown) <= 4:
        assert said == [f"Page {last + 1} sur {p.page_count}\u00a0: {', '.join(c.name('fr') for c in shown)}."]
    else:
        assert said == [f"Page {last + 1} sur {p.page_count}."]
    assert p.selected == shown[0]
    assert p.page_words(0).startswith(f"Page 1 sur {p.page_count}")


def test_a_choice_that_cannot_be_taken_is_said_with_why_on_its_page(qtbot, host) -> None:
    """A short page names its choices; one the person may not ask for (a
    card they hold, its ribbon "Vous l'avez") is said with why, since the
    arrows and the focus pass over it."""
    from cardtable.ui.cards.render import CardRenderer
    p = PromptPanel(host, CardRenderer(lang="fr"), card_floor=lambda: 80.4)
    kings = [Card(13, s) for s in SUITS]
    p.ask("Quelle carte demander à Léa ?",
          [Choice(c, card=c, enabled=c.suit != SUITS[0], badge="" if c.suit != SUITS[0] else "Vous l'avez")
           for c in kings], columns=4, card_width=40)
    words = p.page_words(0)
    assert f"{kings[0].name('fr')} (vous l'avez)" in words, words
    assert f"{kings[1].name('fr')}," in words or f"{kings[1].name('fr')}." in words, words


def accessible_names(widget: QWidget) -> list[str]:
    """Every name in the accessibility tree under ``widget``, depth first."""
    names: list[str] = []

    def walk(iface) -> None:
        names.append(iface.text(QAccessible.Text.Name))
        for k in range(iface.childCount()):
            child = iface.child(k)
            if child is not None and child.isValid():
                walk(child)
    walk(QAccessible.queryAccessibleInterface(widget))
    return names


def test_a_players_poissons_are_named_by_rank(qtbot, french, accessible) -> None:
    """The players' plates in the tree name each poisson by its rank in
    words ("Poissons : les dames et les rois"), not its four cards one by
    one ("Cartes : dame de pique, dame de cœur, …")."""
    window = window_with(qtbot)
    window.start_game(solo())
    heard = accessible
    beh = window.director.behaviour
    play_until(qtbot, window, heard, lambda: any(beh.poissons))
    seat = next(s for s, p in enumerate(beh.poissons) if p)
    qtbot.waitUntil(lambda: not window.director.scene.queue.busy, timeout=10_000)
    window.director.access.refresh()
    plate = next(n for n in accessible_names(window.director.access.layer)
                 if n.startswith(("Vous", beh.names[seat])) and "Poissons" in n)
    from cardtable.ui.games.auteurs import rank_plural
    ranks = [f"les {rank_plural(r)}" for r in dict.fromkeys(beh.books_pile(seat).items[i].card.rank
                                                              for i in range(len(beh.books_pile(seat).items)))]
    words = ranks[0] if len(ranks) == 1 else ", ".join(ranks[:-1]) + " et " + ranks[-1]
    assert f"Poissons\u00a0: {words}" in plate, plate
    assert "Cartes" not in plate and " de pique" not in plate, plate
    window.controller.stop()


def test_the_count_says_each_seats_ranks_laid_in_words(qtbot, french, accessible) -> None:
    """The deal's count, as said: "Valeurs posées : Inès les dames, les
    rois et les as ; Léa les deux ; …", each seat named, each rank in words,
    a seat with none left out; the panel still shows the corner letters."""
    from cardtable.ui.table.behaviour import end_status_text
    window = window_with(qtbot)
    window.start_game(solo())
    beh = window.director.behaviour
    qtbot.waitUntil(lambda: beh.controller.has_game, timeout=20_000)
    ev = {"deal": 1, "poissons": [3, 1, 0, 1], "ranks": [[12, 13, 1], [2], [], [10]],
          "delta": [5, -3, -7, -3], "tokens": [25, 17, 13, 17]}
    title, html = beh.summary_texts(ev)
    said = end_status_text(title(), html())
    assert ("Valeurs posées\u00a0: Inès les dames, les rois et les as\u00a0; Léa les deux\u00a0; "
            "Chloé les dix.") in said, said
    assert "Poissons\u00a0: Inès 3, Léa 1, Hugo 0, Chloé 1." in said, said
    assert ">D R A<" in html().replace("<b>", "").replace("</b>", "")
    # the count's rule is shown with signs, said in words
    assert "4 × poissons − 13" in html()
    assert "×" not in said and "− 13" not in said and "4 fois le nombre de poissons, moins 13." in said, said
    window.controller.stop()


def test_skipping_to_the_end_of_the_deal_says_one_summary(qtbot, french, accessible) -> None:
    """"Aller à la fin de la donne" says nothing ask by ask: once the skip
    is over, one line sums it up (the asks made, the poissons laid), and the
    ask log (F6) still has every ask.  The skip starts while a computer
    thinks over its ask ("Léa demande."), so the ask is made during the
    skip; the table does not wait for speech (``speech_pace`` "off"), only
    for the animations of the speed "fast"."""
    window = shown_window(qtbot, (1100, 700), autosave=False, speed="fast", speech_pace="off")
    window.start_game(solo())
    heard = accessible
    beh = window.director.behaviour
    computer_thinks = re.compile(r"^(Léa|Hugo|Chloé) demande\.$")
    qtbot.waitUntil(lambda: any(computer_thinks.match(line) for line in heard), timeout=60_000)
    def asks_logged() -> int:
        return sum(1 for line in beh.journal_lines if "→" in line)
    asks_before = asks_logged()
    beh.hurry(0.0)
    start = heard.index("Passage à la fin de la donne…")
    qtbot.waitUntil(lambda: any(line.startswith("Les ordinateurs ont fait") for line in heard[start:]),
                    timeout=60_000)
    k = next(i for i, line in enumerate(heard) if line.startswith("Les ordinateurs ont fait"))
    assert k == start + 1, heard[start:k + 1]          # nothing said meanwhile
    made = asks_logged() - asks_before
    assert made >= 1
    summary = heard[k]
    assert re.match(rf"Les ordinateurs ont fait {made}[ \u00a0]demandes? de plus\. ", summary + " "), summary
    assert "Aucun poisson posé." in summary or " pose" in summary, summary
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_F6)
    assert heard[-1].startswith("Journal des demandes\u00a0: "), heard[-1]
    window.controller.stop()


def test_tab_reaches_the_prompts_controls_together_then_the_players(qtbot, french, accessible) -> None:
    """While Les Auteurs asks which card to ask for, Tab from the table
    goes through the prompt's cards and buttons together, then the table's
    layer (your cards, then the players together), not in one order mixed
    by where each lies on the screen."""
    window = window_with(qtbot)
    window.start_game(solo())
    heard = accessible
    beh = window.director.behaviour
    qtbot.waitUntil(lambda: any(line.startswith("À vous") for line in heard), timeout=30_000)
    view = window.view
    choose_first_player(qtbot, window)
    qtbot.waitUntil(lambda: beh.prompt_shown is not None, timeout=10_000)
    access = window.director.access
    access.refresh()
    layer = access.layer
    players = next(g for g in layer.findChildren(QWidget) if g.accessibleName() == "Joueurs")
    seen: list[QWidget] = []
    for _ in range(120):
        QTest.keyClick(QWidget.focusWidget(window) or view, Qt.Key.Key_Tab)
        focus = QWidget.focusWidget(window)
        if focus is view:
            break
        seen.append(focus)
    else:
        raise AssertionError("Tab did not come back to the table")

    def where(w: QWidget) -> str:
        if beh.prompt.isAncestorOf(w):
            return "prompt"
        if players.isAncestorOf(w):
            return "players"
        if layer.isAncestorOf(w):
            return "layer"
        return "other"
    kinds = [where(w) for w in seen]
    assert "prompt" in kinds and "players" in kinds, kinds
    runs = [k for i, k in enumerate(kinds) if i == 0 or kinds[i - 1] != k]
    assert runs.count("prompt") == 1 and runs.count("players") == 1, runs
    assert kinds.index("prompt") < kinds.index("players"), runs
    window.controller.stop()


def test_a_player_without_cards_is_said_once(qtbot, french, accessible, monkeypatch) -> None:
    """The digit of a player who has no cards left says so once ("Léa n'a
    plus de cartes : personne ne peut l'interroger."), not a second time in
    other words ("On ne peut pas interroger Léa.")."""
    window = window_with(qtbot)
    window.start_game(solo())
    beh = window.director.behaviour
    choose = beh._legal
    qtbot.waitUntil(lambda: window.director.awaiting == 0 and not window.view.table.queue.busy, timeout=30_000)
    # Léa (the player of digit 1) has given her last card away
    counts = list(beh.counts)
    counts[1] = 0
    monkeypatch.setattr(beh, "counts", counts)
    monkeypatch.setattr(beh, "_legal", lambda seat: [a for a in choose(seat) if a.target != 1])
    before = len(accessible)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_1)
    said = accessible[before:]
    assert said == ["Léa n'a plus de cartes\u00a0: personne ne peut l'interroger."], said
    window.controller.stop()


def test_the_card_prompt_opened_by_entree_is_focused_once_and_a_second_entree_asks_nothing(
        qtbot, french, accessible, monkeypatch) -> None:
    """Entrée, Entrée: the player, then the card prompt.  Its first card gets
    the screen reader's focus once; an Entrée pressed at once, before that
    card could be heard, asks nothing (the card is said again); once the
    prompt's guard is over, Entrée asks it."""
    from cardtable.ui.table import prompt
    focused = spy_focus(monkeypatch, prompt, name=lambda obj: obj.accessibleName() or obj.text())
    window = window_with(qtbot)
    window.start_game(solo())
    view = window.view
    qtbot.waitUntil(lambda: window.director.awaiting == 0 and not view.table.queue.busy, timeout=30_000)
    # the prompt's guard holds as long as the test needs (the tests switch guards off)
    monkeypatch.setattr(PromptPanel, "guard_ms", 60_000, raising=False)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)          # the players to ask, by the arrows
    panel = window.director.behaviour.prompt
    assert not panel.isVisible()
    focused.clear()
    QTest.keyClick(view, Qt.Key.Key_Return)          # the first player: the card prompt opens
    assert panel.isVisible()
    first = panel.button(panel.selected)
    name = first.accessibleName()
    assert name and focused == [name], focused
    before = len(accessible)
    QTest.keyClick(QWidget.focusWidget(window) or view, Qt.Key.Key_Return)   # at once: asks nothing
    assert panel.isVisible() and not any(line.startswith("Vous demandez") for line in accessible[before:])
    assert focused == [name, name], focused
    # the guard over, Entrée asks the card
    monkeypatch.setattr(PromptPanel, "guard_ms", 0, raising=False)
    panel.guard.arm()
    QTest.keyClick(QWidget.focusWidget(window) or view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(line.startswith("Vous demandez") for line in accessible[before:]), timeout=30_000)
    window.controller.stop()

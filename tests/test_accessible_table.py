"""The table through the accessibility layer, as a screen reader reads it.

A test player reads only the accessibility tree of the table view
(``QAccessible.queryAccessibleInterface``, ``child()``, ``text()``,
``state()``, ``actionInterface()``) and the announcements (:func:`send` of
:mod:`cardtable.ui.table.announce`, replaced here to hear them); it plays
through the accessible objects' own press action.  The engine's events are
read only afterwards, to check what was heard against them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QDeadlineTimer, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from windows import shown_window, spy_focus

from cardtable.engine import card
from cardtable.ui.setup import GameSetup, SeatSetup

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description


def walk(iface: QAccessibleInterface | None, depth: int = 0) -> Iterator[tuple[QAccessibleInterface, int]]:
    """Every visible accessible object under ``iface``."""
    if iface is None or not iface.isValid() or iface.state().invisible:
        return
    yield iface, depth
    for i in range(iface.childCount()):
        yield from walk(iface.child(i), depth + 1)


def poll(qtbot, cond, timeout: int) -> None:
    """``qtbot.waitUntil`` for a condition that walks the whole accessible tree:
    looked at every 50 ms instead of every 10, so that the walks leave the
    table the time to play (each walk asks Qt for every interface, as a
    screen reader does, and the table's timers wait while it runs)."""
    deadline = QDeadlineTimer(timeout)
    while not cond():
        if deadline.hasExpired():
            raise AssertionError(f"not reached within {timeout} ms")
        qtbot.wait(50)


def texts(view) -> list[str]:
    out = []
    for iface, _ in walk(QAccessible.queryAccessibleInterface(view)):
        out.append(iface.text(NAME))
        out.append(iface.text(DESCRIPTION))
    return out


def group(view, name: str) -> QAccessibleInterface | None:
    for iface, _ in walk(QAccessible.queryAccessibleInterface(view)):
        if iface.role() == QAccessible.Role.Grouping and iface.text(NAME) == name:
            return iface
    return None


def buttons(iface: QAccessibleInterface | None) -> list[QAccessibleInterface]:
    return [i for i, _ in walk(iface) if i.role() == QAccessible.Role.Button]


def press(iface: QAccessibleInterface) -> None:
    action = iface.actionInterface()
    assert action is not None and action.pressAction() in action.actionNames()
    action.doAction(action.pressAction())


def window_with(qtbot, setup: GameSetup):
    window = shown_window(qtbot, (1100, 700), autosave=False)
    return window


class Player:
    """Plays the game it hears: a question first (a bid of 2, or the first
    choice offered; the button of a count panel), else the first card, pile
    or player it may press; it stops at the end panel ("Revanche")."""

    def __init__(self, view) -> None:
        self.view = view

    def next_move(self) -> QAccessibleInterface | None:
        root = QAccessible.queryAccessibleInterface(self.view)
        for iface, depth in walk(root):
            if depth != 1 or iface.role() != QAccessible.Role.Border:
                continue
            choices = [b for b in buttons(iface) if not b.state().disabled]
            names = [b.text(NAME) for b in choices]
            if "Revanche" in names:
                return None
            for b in choices:
                if b.text(NAME) == "2":
                    return b
            for b in choices:
                if b.text(NAME) not in ("Choix précédents (touche Pg préc)", "Choix suivants (touche Pg suiv)",
                                        "Proposer une mise", "Fermer", "Suggérer", "Annuler",
                                        "Accélérer", "Aller à la fin de la donne"):   # every move is heard
                    return b
        # no question asked: a card, a pile or a player
        for name in ("Votre main", "Votre rangée", "Milieu de la table", "Joueurs"):
            playable = [b for b in buttons(group(self.view, name)) if not b.state().disabled]
            if playable:
                return playable[0]
        return None

    def signature(self, heard: list[str]) -> tuple[Any, ...]:
        """What was heard and what may be pressed: a move taken changes it."""
        root = QAccessible.queryAccessibleInterface(self.view)
        return (len(heard), tuple(b.text(NAME) for b in buttons(root) if not b.state().disabled))

    def ended(self) -> bool:
        root = QAccessible.queryAccessibleInterface(self.view)
        return any(i.role() == QAccessible.Role.Button and i.text(NAME) == "Revanche" for i, _ in walk(root))


def test_the_table_is_read_in_french_with_the_hand_named_card_by_card(qtbot, french, accessible) -> None:
    setup = GameSetup("atout_pique", 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in (2, 3, 4)],
                      {"target": 100, "minus_200_loses": True}, 11)
    window = window_with(qtbot, setup)
    window.start_game(setup)
    view = window.view
    qtbot.waitUntil(lambda: len(buttons(group(view, "Votre main"))) == 13, timeout=20_000)
    hand = [b.text(NAME) for b in buttons(group(view, "Votre main"))]
    own = [card(c).name("fr") for c in window.controller.view(0)["hand"]]
    assert sorted(hand) == sorted(own)
    # the bids come first: no card may be played, and the cards say so
    qtbot.waitUntil(lambda: any(b.text(NAME) == "2" for b in buttons(QAccessible.queryAccessibleInterface(view))),
                    timeout=20_000)
    cards = buttons(group(view, "Votre main"))
    assert all(b.state().disabled for b in cards)
    assert all(b.text(DESCRIPTION) == "Ne peut pas être jouée maintenant." for b in cards)
    players = group(view, "Joueurs")
    assert players is not None
    lines = [i.text(NAME) for i, _ in walk(players)][1:]
    assert lines[0].startswith("Inès") and "à jouer" in lines[0]
    assert any(line.startswith("Ordi 2") and "13 cartes" in line for line in lines)
    assert "Combien de plis ferez-vous\u00a0?" in accessible
    window.controller.stop()


def test_the_keys_say_the_state_on_demand(qtbot, french, accessible) -> None:
    setup = GameSetup("atout_pique", 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in (2, 3, 4)],
                      {"target": 100, "minus_200_loses": True}, 11)
    window = window_with(qtbot, setup)
    window.start_game(setup)
    view = window.view
    qtbot.waitUntil(lambda: len(buttons(group(view, "Votre main"))) == 13, timeout=20_000)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F4)
    line = accessible[-1]
    assert line.startswith("Votre main\u00a0: ")
    for c in window.controller.view(0)["hand"]:
        assert card(c).rank_name("fr") in line
    qtbot.keyClick(view, Qt.Key.Key_F3)
    assert accessible[-1].startswith("Inès") and "Ordi 4" in accessible[-1]
    qtbot.keyClick(view, Qt.Key.Key_F2)
    assert "À jouer" in accessible[-1] or "Rien au milieu" in accessible[-1]
    qtbot.keyClick(view, Qt.Key.Key_F5)
    assert accessible[-1].startswith("Dernier pli")
    window.controller.stop()


@pytest.mark.parametrize(("game_id", "options"), [
    ("atout_pique", {"target": 100, "minus_200_loses": True}), ("peech", {"rounds": 3}), ("auteurs", {}),
    ("deutch", {"rounds": 2, "rapidite_ms": 500})])
def test_two_people_at_one_screen_never_hear_each_others_cards(
        qtbot, french, accessible, no_reading_holds, game_id: str, options: dict) -> None:
    setup = GameSetup(game_id, 4, [SeatSetup("Inès", True, ""), SeatSetup("Ordi 2", False, "facile"),
                                   SeatSetup("Léa", True, ""), SeatSetup("Ordi 4", False, "facile")], options, 5)
    window = window_with(qtbot, setup)
    ctl = window.controller
    director = window.director
    leaks: list[str] = []

    def private_of_others() -> set[str]:
        """The cards in the hands of the humans not at the screen now (in
        Deutch: the cards of their row they know, from the opening look, a
        queen's peek or a card put there, and the card they drew), less the
        cards everyone has seen lie there."""
        out: set[str] = set()
        if ctl.state is None:
            return out
        # the person at the screen: the viewer, or the one who just acted and
        # keeps the screen until a curtain passes it on (their look ends first)
        present = director.viewer if director.viewer is not None else director.at_screen
        for seat in (0, 2):
            if seat != present:
                view = ctl.view(seat)
                out |= {card(c).name("fr") for c in [*view["hand"], view.get("drawn")] if c is not None}
                public = [c for row in view.get("rows", []) for c in row] + list(view.get("discard", []))
                out -= {card(c).name("fr") for c in public if c is not None}
        return out

    def check(words: list[str]) -> None:
        hidden = private_of_others()
        for w in words:
            for name in hidden:
                if name in w and not any(f"{name}{x}" in w for x in "0123456789"):
                    leaks.append(f"{name!r} in {w!r}")

    from cardtable.ui.table import announce
    heard = accessible

    def hear(widget, text, assertive=False):
        if game_id != "auteurs":
            # Les Auteurs' asks name the card asked for ("Léa demande l'as de
            # pique à Ordi 4"): a public question, whoever holds the card
            check([text])
        heard.append(text)
    announce.send = hear        # the fixture's monkeypatch restores it
    window.start_game(setup)
    player = Player(window.view)
    moves = 0
    while moves < 60 and not ctl.state.is_over and not player.ended():
        poll(qtbot, lambda: director.curtain.isVisible() or player.ended() or player.next_move() is not None,
             timeout=30_000)
        layer = group(window.view, "Ce qui est sur la table")
        check([w for i, _ in walk(layer) for w in (i.text(NAME), i.text(DESCRIPTION))])
        if game_id != "auteurs":     # its prompt offers the cards of a rank one may ask for
            check(texts(window.view))
        # no accessible interface is kept over a turn of the event loop: a proxy deleted
        # meanwhile frees its interface, and a new one at the same address would be
        # handed this stale wrapper (PySide keys its wrappers by address)
        layer = None
        if director.curtain.isVisible():
            # behind the curtain the table shows nothing: only the curtain's words
            assert group(window.view, "Votre main") is None
            assert group(window.view, "Joueurs") is None
            director.curtain.setFocus()
            qtbot.keyClick(director.curtain, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: not director.curtain.isVisible(), timeout=10_000)
            continue
        move = player.next_move()
        if move is None:        # the end panel
            break
        before = player.signature(heard)
        press(move)
        move = None                  # (see above: no interface kept over the loop)
        moves += 1
        poll(qtbot, lambda b=before: director.curtain.isVisible() or player.signature(heard) != b,
             timeout=30_000)
    assert moves >= 20
    assert any("Au tour de Léa" in h for h in heard)
    assert not leaks, leaks[:5]
    # what is said is good French: a no-break space before a colon ("Inès : A")
    assert not [h for h in heard if re.search(r"[^\u00a0\u202f]:", h)]
    ctl.stop()


@pytest.mark.parametrize(("game_id", "players", "options", "said"), [
    ("peech", 4, {"rounds": 3}, "Votre carte de coups\u00a0: "),
    ("deutch", 4, {"rounds": 2}, "Votre rangée\u00a0: carte 1\u00a0: "),
])
def test_f6_says_the_games_own_state_to_the_person_at_the_screen(
        qtbot, french, accessible, game_id: str, players: int, options: dict, said: str) -> None:
    setup = GameSetup(game_id, players, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in range(2, players + 1)], options, 7)
    window = window_with(qtbot, setup)
    window.start_game(setup)
    view = window.view
    view.setFocus()

    def f6() -> str:
        qtbot.keyClick(view, Qt.Key.Key_F6)
        return accessible[-1] if accessible else ""
    qtbot.waitUntil(lambda: f6().startswith(said), timeout=30_000)
    if game_id == "peech":
        target = window.director.behaviour.target_pile(0).items[0].card
        assert target.with_article("fr") in accessible[-1]
    window.controller.stop()


def test_nothing_is_built_or_said_while_no_screen_reader_listens(qtbot, french, monkeypatch) -> None:
    from cardtable.ui.table import announce
    heard: list[str] = []
    monkeypatch.setattr(announce, "send", lambda widget, text, assertive=False: heard.append(text))
    QAccessible.setActive(False)
    setup = GameSetup("atout_pique", 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in (2, 3, 4)],
                      {"target": 100, "minus_200_loses": True}, 11)
    window = window_with(qtbot, setup)
    statuses: list[str] = []
    window.director.status.connect(statuses.append)
    window.start_game(setup)
    qtbot.waitUntil(lambda: any("Combien de plis" in s for s in statuses), timeout=20_000)
    assert window.director.access.layer is None
    assert heard == []
    window.controller.stop()


def test_the_help_menu_lists_the_keys_that_read_the_table(qtbot, french) -> None:
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.keys_help import keys_html
    from cardtable.ui.window.main_window import MainWindow
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    assert window.act_keys in window.menu_help.actions()
    assert window.act_keys.text() == "&Clavier et lecteurs d'écran"
    text = keys_html()
    for key in ("F2", "F3", "F4", "F5", "F6", "F7", "Entrée", "Échap"):
        assert f"<b>{key}</b>" in text
    assert "Votre main, couleur par couleur" in text and "Orca" in text


def test_the_keys_help_tells_les_auteurs_number_keys_and_the_rows_arrows_in_french(french) -> None:
    from cardtable.ui.window.keys_help import keys_html
    text = keys_html()
    assert ("<b>1, 2, 3…</b>&nbsp;&nbsp;</td><td>Les Auteurs\u00a0: demander au joueur de ce numéro, compté autour "
            "de la table depuis votre gauche (1\u00a0: votre voisin de gauche") in text
    assert "<b>↓ ↑</b>" in text and "le choix du dessous ou du dessus" in text
    assert "Deutch\u00a0: votre carte de ce numéro" in text
    # an Entrée the table does not take is said, and an arrow that chose makes it count
    assert ("elle n&#x27;est pas prise en compte et la barre d&#x27;état le dit\u00a0: appuyez de nouveau. "
            "Après une flèche qui a choisi, elle est prise aussitôt") in text


def test_the_keys_help_tells_les_auteurs_number_keys_in_english(english) -> None:
    from cardtable.ui.window.keys_help import keys_html
    text = keys_html()
    assert "Les Auteurs: ask the player of that number, counted round the table from your left" in text
    assert "the choice below or above" in text


#: the computers' level in the whole game heard: Les Auteurs' Facile asks at
#: random, a deal of several hundred asks, each said; Difficile's take about a
#: hundred, and the words are the same
LEVEL = {"auteurs": "difficile"}


@pytest.mark.parametrize(("game_id", "options", "seed"), [
    ("atout_pique", {"target": 100, "minus_200_loses": True}, 11), ("peech", {"rounds": 3}, 3),
    ("auteurs", {}, 3), ("deutch", {"rounds": 2, "rapidite_ms": 1000}, 3)])
def test_a_whole_solo_game_played_through_the_accessibility_layer_and_its_log_rebuilt_from_what_was_heard(
        qtbot, french, accessible, no_reading_holds, game_id: str, options: dict, seed: int) -> None:
    setup = GameSetup(game_id, 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, LEVEL.get(game_id, "facile")) for i in (2, 3, 4)],
                      options, seed)
    window = window_with(qtbot, setup)
    ctl = window.controller
    seen: list[dict[str, Any]] = []
    ctl.events.connect(lambda evs: seen.extend(e for e in (ctl.redact(ev, 0) for ev in evs) if e is not None))
    window.start_game(setup)
    player = Player(window.view)
    moves = 0
    log: list[str] = []
    while not player.ended():
        poll(qtbot, lambda: player.ended() or player.next_move() is not None, timeout=30_000)
        move = player.next_move()
        if move is None:
            break
        before = player.signature(accessible)
        pressed = (move.text(NAME), accessible[-3:])
        press(move)
        move = None                  # no accessible interface kept over a turn of the event loop
        moves += 1
        try:
            # the move was taken: something new was said, or what may be pressed changed
            poll(qtbot, lambda b=before: player.signature(accessible) != b, timeout=30_000)
        except Exception as err:
            raise AssertionError(f"stuck after pressing {pressed}; tree: {texts(window.view)}") from err
        log.append(pressed[0])
        assert moves < 2000, f"no end: last presses {log[-30:]}, heard {accessible[-20:]}"
    assert ctl.state is not None and ctl.state.is_over
    # the engine's log for the seat, read only now, rebuilt event by event from what was heard
    missing = rebuild(game_id, seen, accessible, list(setup.names))
    assert not missing, missing[:5]
    # French elision before the players' names ("au tour d'Ordi 2")
    assert not [h for h in accessible if re.search(r"\b([Dd]e|[Qq]ue) (Inès|Ordi)", h)]
    # and a no-break space before a colon ("Inès : A")
    assert not [h for h in accessible if re.search(r"[^\u00a0\u202f]:", h)]
    kinds = {ev["type"] for ev in seen}
    assert {"game_over"} <= kinds
    if game_id == "deutch":
        # the player claimed rapidités through the prompt's button ("Réclamer la rapidité (A)"),
        # picked the card among the row's buttons, and heard how it went
        mine = [ev for ev in seen if ev["type"] == "rapidite" and ev["seat"] == 0]
        assert mine
        assert any(h.startswith("Vous\u00a0: rapidité") for h in accessible)   # Inès, alone at the screen


def test_the_table_is_read_in_english_too(qtbot, english, accessible) -> None:
    setup = GameSetup("atout_pique", 4, [SeatSetup("Ann", True, "")]
                      + [SeatSetup(f"Bot {i}", False, "facile") for i in (2, 3, 4)],
                      {"target": 100, "minus_200_loses": True}, 11)
    window = window_with(qtbot, setup)
    window.start_game(setup)
    view = window.view
    qtbot.waitUntil(lambda: len(buttons(group(view, "Your hand"))) == 13, timeout=20_000)
    hand = sorted(b.text(NAME) for b in buttons(group(view, "Your hand")))
    assert hand == sorted(card(c).name("en") for c in window.controller.view(0)["hand"])
    assert group(view, "Players") is not None
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F4)
    assert accessible[-1].startswith("Your hand: ")
    window.controller.stop()


# ------------------------------------------------ the log, rebuilt from what was heard
# Each public event of the seat's redacted log, as the words that say it: one
# heard line must hold every word of one of the alternatives.  ``NEW`` events
# are said by a line of their own; the others may share the line of the event
# before them ("Le 8 de trèfle d'Ordi 2 est le plus fort : Ordi 2 prend votre
# as de carreau." says the reveal and the take).  An event the table does not
# say on purpose has no words and a reason.
Words = list[tuple[str, ...]]
SILENT = {
    # said by the line of the event they come with
    ("atout_pique", "deal"): "the hand lies in the tree; 'Donne n' says it is dealt",
    ("peech", "discard"): "the cards not taken go to the discard: said by the reveal and the takes",
    ("auteurs", "card_moved"): "the card asked for goes to the asker: said by the ask and its answer",
    ("deutch", "deal"): "the rows lie in the tree; 'Manche n sur m' says they are dealt",
    ("deutch", "window_closed"): "a rapidité window closes when someone claims or all let it pass",
    ("deutch", "passed"): "a seat letting a rapidité window pass says nothing, as at a real table",
}


def heard_words(game_id: str, ev: dict[str, Any], names: list[str]) -> tuple[Words, bool]:
    """The words that say ``ev`` (see above) and whether they are a line of their own."""
    t = ev["type"]

    def who(seat: int) -> tuple[str, ...]:
        return ("ous", "Inès") if seat == 0 else (names[seat],)

    def by(seat: int, *words: str) -> Words:
        return [(w, *words) for w in who(seat)]

    def cname(c: str | None) -> str:
        return card(c).name("fr") if c else ""

    def nums(values: list[int]) -> tuple[str, ...]:
        return tuple(str(v).replace("-", "\u2212") for v in values)      # the table writes −18

    if (game_id, t) in SILENT:
        return [], False
    if t == "game_over":
        return [nums(ev.get("totals") or ev.get("scores"))], True
    if game_id == "atout_pique":
        table: dict[str, tuple[Words, bool]] = {
            "hand_start": ([(f"Donne {ev.get('hand')}",)], True),
            "bid": (by(ev.get("seat", 0), "mise") + by(ev.get("seat", 0), "zéro"), True),      # "Léa : zéro !"
            "bidding_done": ([("Contrats",)], True),
            "card_played": ([(card(ev.get("card", "AS")).with_article("fr"),)], True),
            "trick_won": (by(ev.get("winner", 0), "remport", "pli"), True),
            "spades_broken": ([("pique est ouvert",)], True),
            "hand_scored": ([(f"Donne {ev.get('hand')}", *nums(ev.get("scores", [])))], True),
        }
    elif game_id == "peech":
        if t == "reveal":
            if not ev["winners"]:
                return [("personne ne gagne",)], True
            return [tuple(cname(ev["cards"][w]) for w in ev["winners"])], True
        table = {
            "round_start": ([(f"Manche {ev.get('round')} sur {ev.get('rounds')}",)], True),
            "points_cards": ([nums(ev.get("points", []))], True),
            "target_cards": ([(cname(ev["cards"][0]),)] if ev.get("cards") else [], True),
            "deal": ([(f"{ev.get('count')} carte", "chacun")], True),
            "chose": (by(ev.get("seat", 0), "choisi") + [("face cachée",)], True),
            "take": (by(ev.get("seat", 0), "pren", cname(ev.get("card", "AS"))), False),
            "ace_swap": (by(ev.get("seat", 0), cname(ev.get("ace", "AS")), cname(ev.get("card", "AS"))), False),
            "reshuffle": ([("pioche est vide",)], True),
            "peech": ([("Peech",)], True),
            "round_scored": ([(f"Manche {ev.get('round')}", *nums([s["score"] for s in ev.get("seats", [])]))],
                             True),
        }
    elif game_id == "auteurs":
        table = {
            "dealer_draw": (by(ev.get("dealer", 0), "distribu"), True),
            "deal": (by(ev.get("dealer", 0), "distribu"), False),
            "turn": ([(*(names[s] for s in ev["skipped"] if ev["skipped"] != [0]), "plus de cartes")] if ev.get("skipped")
                     else [("À vous",)] if ev.get("seat") == 0 else [(f"{names[ev.get('seat', 0)]} demande.",)], True),
            "ask": ([(w, card(ev.get("card", "AS")).with_article("fr")) for w in (
                ("Vous demandez",) if ev.get("seat") == 0 else
                (f"{names[ev.get('seat', 0)]} demande", f"{names[ev.get('seat', 0)]} vous demande"))], True),
            "answer": (([("Vous l'avez",)] if ev.get("target") == 0 else [(names[ev.get("target", 0)], "l'a\u00a0:")])
                       if ev.get("hit") else [("ne l'a pas",), ("ne l'avez pas",)], True),
            "poisson": (by(ev.get("seat", 0), "poisson des"), True),
            "tokens": ([("Vous recevez", f"{ev.get('amount')} jeton")] if ev.get("seat") == 0
                       else [(names[ev.get("seat", 0)], "reçoit", f"{ev.get('amount')} jeton")], True),
            "deal_end": ([nums(ev.get("tokens", []))], True),
        }
    else:
        seat = ev.get("seat", 0)
        table = {
            "round_start": ([(f"Manche {ev.get('round')} sur {ev.get('rounds')}",)], True),
            "looked": (([tuple(f"Votre carte {s + 1}\u00a0: {cname(c)}" for s, c in zip(ev["slots"], ev["cards"], strict=True))]
                        if ev.get("cards") and ev["cards"][0] is not None else [(names[seat], "regardé")]), True),
            "turn": (by(seat, "tour") + [("À vous",)], True),
            "draw": ((by(seat, "pioch") if ev.get("card") is None          # the drawer hears the card
                      else [("Vous avez pioché", card(ev["card"]).with_article("fr"))]), True),
            "replace": (by(seat, f"carte {ev.get('slot', 0) + 1}", cname(ev["old"]) if ev.get("old") else ""), True),
            "take_discard": (by(seat, "pren", cname(ev.get("card") or "AS")), True),
            "discard": (by(seat, "jet", cname(ev.get("card") or "AS")), True),
            "stock_rebuilt": ([("talon",)], True),
            # a claim's pick is said with the claim ("Inès : désignez votre carte pour la rapidité…")
            "window_open": (([("Rapidité",)], True) if ev.get("kind") == "rapidite"
                            else ([("désignez votre carte", "rapidité")], False)),
            "claim": (by(seat, "apidité"), True),
            "rapidite": (by(seat, "apidité", cname(ev.get("card") or "AS")), True),
            "penalty": ([("pénalité",)], False),
            "power": (by(seat, "alet" if ev.get("kind") == "V" else "ame"), True),
            "power_skipped": (by(seat, "valet" if ev.get("kind") == "V" else "dame"), True),
            "swap": (by(seat, "chang"), True),
            "peek": (by(seat, f"carte {ev.get('slot', 0) + 1}"), True),
            "deutch": (by(seat, "Deutch"), True),
            "round_end": ([(f"Manche {ev.get('round')}", *nums(ev.get("totals", [])))], True),
        }
    assert t in table, f"{game_id}: no words for the event {t!r}: {ev}"
    return table[t]


def rebuild(game_id: str, events: list[dict[str, Any]], heard: list[str], names: list[str]) -> list[str]:
    """Each event found in what was heard, in order; the events never heard."""
    missing = []
    at = 0
    for ev in events:
        words, new = heard_words(game_id, ev, names)
        if not words:
            continue
        start = at + 1 if new else at
        found = next((i for i in range(start if start < len(heard) else at, len(heard))
                      if any(all(w in heard[i] for w in alt) for alt in words)), None)
        if found is None:
            # said a little earlier than the engine's order (a turn said with the move before it)
            found = next((i for i in range(max(0, at - 3), len(heard))
                          if any(all(w in heard[i] for w in alt) for alt in words)), None)
        if found is None:
            missing.append(f"{ev} (around {heard[at:at + 3]})")
            continue
        at = max(at, found)
    return missing


@pytest.mark.parametrize("game_id", ["atout_pique", "deutch"])
def test_a_lesson_is_read_step_by_step_through_the_announcements(
        qtbot, french, accessible, no_reading_holds, game_id: str) -> None:
    """Every step of a lesson is heard as it shows ("Étape 3 sur 12." and the
    coach's words), and its buttons are found by name in the tree and pressed
    through their action: "Continuer", or "Passer cette étape" when the step
    waits for a move."""
    from cardtable.lessons import load_lesson
    window = shown_window(qtbot)
    lesson = load_lesson(game_id)
    total = len(lesson.steps)
    window.lessons.start(game_id)

    def coach_buttons() -> dict[str, QAccessibleInterface]:
        root = QAccessible.queryAccessibleInterface(window.view)
        return {b.text(NAME): b for b in buttons(root) if b.text(NAME) in (
            "Continuer", "Passer cette étape", "Quitter la leçon", "Fermer")}
    try:
        for n in range(1, total + 1):
            head = f"Étape {n} sur {total}."
            qtbot.waitUntil(lambda h=head: any(a.startswith(h) for a in accessible), timeout=30_000)
            said = next(a for a in accessible if a.startswith(head))
            words = lesson.steps[n - 1].says("fr")
            assert said == re.sub(r"[ \t\r\n]+", " ", f"{head} {words}").strip()
            qtbot.waitUntil(lambda: "Quitter la leçon" in coach_buttons(), timeout=10_000)
            named = coach_buttons()
            press(named.get("Continuer") or named["Passer cette étape"])
        qtbot.waitUntil(lambda: any(a.startswith("Leçon terminée.") for a in accessible), timeout=30_000)
        assert "Fermer" in coach_buttons()
    finally:
        window.lessons.end()
        window.controller.stop()


def test_enter_presses_the_panel_button_reached_with_tab(qtbot, french, accessible) -> None:
    """A screen reader user reaches a prompt's button with Tab and presses
    Enter: that button is pressed (as with Space), not the prompt's default."""
    from PySide6.QtWidgets import QPushButton
    setup = GameSetup("atout_pique", 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in (2, 3, 4)],
                      {"target": 100, "minus_200_loses": True}, 11)
    window = window_with(qtbot, setup)
    ctl = window.controller
    bids: list[int] = []
    ctl.events.connect(lambda evs: bids.extend(e["bid"] for e in evs if e["type"] == "bid" and e["seat"] == 0))
    window.start_game(setup)

    def three() -> QPushButton | None:
        return next((b for b in window.view.findChildren(QPushButton) if b.isVisible() and b.text() == "3"), None)
    qtbot.waitUntil(lambda: three() is not None, timeout=20_000)
    button = three()
    assert button is not None
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_2)          # the default is now 2
    qtbot.waitUntil(lambda: any(h.startswith("Mise 2 choisie") for h in accessible), timeout=5_000)
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: button.hasFocus(), timeout=5_000)
    qtbot.keyClick(button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(bids), timeout=10_000)
    assert bids == [3]
    ctl.stop()


def test_the_screen_reader_follows_the_arrows_in_a_prompt(qtbot, french, accessible, monkeypatch) -> None:
    """The arrows choose among a prompt's buttons while the keyboard focus
    stays on the table: each choice gets the accessibility focus, so a screen
    reader says it (Les Auteurs' "as de pique", a bid's "3")."""
    from cardtable.ui.table import prompt
    focused = spy_focus(monkeypatch, prompt)
    setup = GameSetup("atout_pique", 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in (2, 3, 4)],
                      {"target": 100, "minus_200_loses": True}, 11)
    window = window_with(qtbot, setup)
    window.start_game(setup)
    qtbot.waitUntil(lambda: "Combien de plis ferez-vous\u00a0?" in accessible, timeout=20_000)
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_3)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert focused[-2:] == ["3", "4"]
    window.controller.stop()


def test_the_cards_of_a_deutch_row_the_person_has_seen_are_named_face_down(qtbot, french, accessible) -> None:
    """Deutch: the row's cards lie face down, but a card the person has seen
    (the opening look, a queen's peek, a card they put there) is named with
    what they know of it; a card they have not seen stays "carte face cachée"."""
    from cardtable.engine import card
    setup = GameSetup("deutch", 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in range(2, 5)], {"rounds": 2}, 7)
    window = window_with(qtbot, setup)
    window.start_game(setup)
    ctl = window.controller

    def known() -> list[str | None]:
        return list(ctl.view(0)["hand"]) if ctl.has_game else []

    def row_names() -> list[str]:
        return [b.text(NAME) for b in buttons(group(window.view, "Votre rangée"))]

    # the opening look: the person picks two cards of their row through the layer
    beh = window.director.behaviour
    for n in (0, 2):
        # a press goes the keyboard's way: it waits, as a key does, for the key guards
        qtbot.waitUntil(lambda n=n: len(row_names()) == 4 and not buttons(group(window.view, "Votre rangée"))[n]
                        .state().disabled and beh.late_guard.ready and beh.lifted_guard.ready
                        and beh._hold is None, timeout=30_000)
        press(buttons(group(window.view, "Votre rangée"))[n])
    # once the look is over, the person knows two cards of a face-down row
    qtbot.waitUntil(lambda: sum(1 for k in known() if k) >= 2 and len(row_names()) == len(known())
                    and not any(getattr(i, "face_up", False)
                                for i in window.director.behaviour.row_pile(0).items), timeout=30_000)

    def expected() -> list[str]:
        return [f"carte {n + 1}\u00a0: {card(k).name('fr')}, face cachée" if k
                else f"carte {n + 1}\u00a0: carte face cachée" for n, k in enumerate(known())]
    # the layer follows the table when it next comes to rest: wait for that state
    qtbot.waitUntil(lambda: row_names() == expected(), timeout=30_000)
    assert sum(1 for name in row_names() if name.endswith(", face cachée") and "carte face" not in name) >= 2
    window.controller.stop()


def test_a_peech_battle_says_every_card_turned_up_before_who_wins(qtbot, french, accessible) -> None:
    """The four cards turn up together on the mat: the person playing by ear
    hears them all, theirs first ("votre 8 de pique"), then who wins."""
    setup = GameSetup("peech", 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in (2, 3, 4)], {"rounds": 3}, 7)
    window = window_with(qtbot, setup)
    window.start_game(setup)
    view = window.view

    def playable() -> list[QAccessibleInterface]:
        return [b for b in buttons(group(view, "Votre main")) if not b.state().disabled]
    qtbot.waitUntil(lambda: bool(playable()), timeout=30_000)
    mine = playable()[0].text(NAME)
    press(playable()[0])
    qtbot.waitUntil(lambda: any(h.startswith("Cartes retournées\u00a0: ") for h in accessible), timeout=30_000)
    at = next(i for i, h in enumerate(accessible) if h.startswith("Cartes retournées\u00a0: "))
    line = accessible[at]
    assert line.startswith(f"Cartes retournées\u00a0: votre {mine}, ")
    for name in ("Ordi 2", "Ordi 3", "Ordi 4"):
        assert f"de {name}" in line or f"d'{name}" in line
    qtbot.waitUntil(lambda: any("plus fort" in h or "personne ne gagne" in h or "même hauteur" in h
                                for h in accessible[at:]), timeout=30_000)
    window.controller.stop()


def test_entree_plays_the_peech_card_while_the_computers_still_choose(qtbot, french, accessible) -> None:
    """In Peech everyone chooses at once: while the table still shows the
    computers' choices (its queue busy), Entrée on the card the arrows reached
    plays it, as a double click does; it is not dropped without a word."""
    setup = GameSetup("peech", 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in (2, 3, 4)], {"rounds": 3}, 7)
    window = window_with(qtbot, setup)
    window.start_game(setup)
    view, ctl, queue = window.view, window.controller, window.director.scene.queue
    qtbot.waitUntil(lambda: any(not b.state().disabled for b in buttons(group(view, "Votre main")))
                    and not queue.busy, timeout=30_000)
    view.setFocus()
    beh = window.director.behaviour      # the arrow too is a fresh key: a guard still armed would eat it
    qtbot.waitUntil(lambda: beh.late_guard.ready and beh.lifted_guard.ready and beh._hold is None, timeout=10_000)
    scene = window.director.scene
    for _ in range(20):          # a computer's choice shown meanwhile may take the arrow: press it again
        qtbot.keyClick(view, Qt.Key.Key_Right)
        if scene.selected is not None:
            break
        qtbot.waitUntil(lambda: not queue.busy and beh.late_guard.ready and beh.lifted_guard.ready, timeout=10_000)
    assert scene.selected is not None
    # the person's turn offered (the table's input open), not only the hand lit
    qtbot.waitUntil(lambda: window.director.awaiting == 0, timeout=10_000)
    queue.push(lambda: None, pause_ms=600_000)        # the table still busy showing a computer's choice
    assert queue.busy and 0 in ctl.to_act()
    beh = window.director.behaviour      # a fresh key, not one meant for what showed before
    qtbot.waitUntil(lambda: beh.late_guard.ready and beh.lifted_guard.ready and beh._hold is None, timeout=10_000)
    battle = ctl.public_view()["trick"]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    # played: the person's choice is down, or (the computers had all chosen) the battle is over
    qtbot.waitUntil(lambda: ctl.view(0)["my_choice"] is not None or ctl.public_view()["trick"] > battle,
                    timeout=5_000)
    queue.clear()
    ctl.stop()



def _peech_as_vous(qtbot):
    """A Peech game as the New game window starts it: the person's seat named "Vous"."""
    setup = GameSetup("peech", 4, [SeatSetup("Vous", True, "")]
                      + [SeatSetup(n, False, "facile") for n in ("Léa", "Hugo", "Chloé")], {"rounds": 3}, 7)
    window = window_with(qtbot, setup)
    window.start_game(setup)
    return window


PROMPT = "Choisissez votre carte"


def _peech_battles_heard(qtbot, accessible: list[str], n: int = 3) -> list[list[str]]:
    """``n`` battles played by ear through the hand's first playable card:
    what was heard, battle by battle (each from its prompt on)."""
    window = _peech_as_vous(qtbot)
    view = window.view

    def playable() -> list[QAccessibleInterface]:
        return [b for b in buttons(group(view, "Votre main")) if not b.state().disabled]
    for battle in range(n):
        qtbot.waitUntil(lambda: bool(playable()) and not window.director.scene.queue.busy, timeout=30_000)
        press(playable()[0])
        qtbot.waitUntil(lambda b=battle: sum(h.startswith("Cartes retournées") for h in accessible) > b,
                        timeout=30_000)

    def split() -> list[list[str]]:
        battles: list[list[str]] = [[]]
        for h in accessible:
            if h.startswith(PROMPT) and any(x.startswith("Cartes retournées") for x in battles[-1]):
                battles.append([])
            battles[-1].append(h)
        return battles
    # the next battle's prompt heard, and the table at rest: the n battles are whole
    qtbot.waitUntil(lambda: len(split()) > n and bool(playable()) and not window.director.scene.queue.busy,
                    timeout=30_000)
    window.controller.stop()
    return split()[:n]


def test_peech_says_the_prompt_once_a_battle(qtbot, french, accessible) -> None:
    """By ear, the prompt comes once a battle; each computer's "Léa a
    choisi." comes alone (the last one with a short reminder while the
    person still chooses), and once the person has chosen nothing asks
    them again."""
    for lines in _peech_battles_heard(qtbot, accessible):
        assert sum(PROMPT in h for h in lines) == 1, lines
        assert not any("a choisi." in h and PROMPT in h for h in lines), lines
        laid = next(i for i, h in enumerate(lines) if h == "Votre carte est posée face cachée sur le tapis.")
        assert not any(PROMPT in h or "À vous" in h for h in lines[laid:]), lines


def test_peech_says_each_battles_outcome_once(qtbot, french, accessible) -> None:
    """Who wins a battle is said once (then put back on the status bar
    silently once the battle has been read)."""
    for lines in _peech_battles_heard(qtbot, accessible):
        turned = next(i for i, h in enumerate(lines) if h.startswith("Cartes retournées"))
        outcome = lines[turned + 1].replace(" Cliquez ou appuyez sur une touche pour continuer.", "")
        assert not any(h.startswith(outcome) for h in lines[turned + 2:]), lines


def _f_key(qtbot, window, accessible: list[str], k: Qt.Key) -> str:
    beh, view = window.director.behaviour, window.view
    view.setFocus()
    qtbot.waitUntil(lambda: beh.late_guard.ready and beh.lifted_guard.ready and beh._hold is None,
                    timeout=10_000)
    n = len(accessible)
    qtbot.keyClick(view, k)
    qtbot.waitUntil(lambda: len(accessible) > n, timeout=5_000)
    return accessible[-1]


def test_peech_f3_says_who_has_chosen_and_who_still_chooses(qtbot, french, accessible) -> None:
    """While everyone chooses at once, F3 says who has chosen and who is
    still choosing, not "à jouer" of every seat."""
    window = _peech_as_vous(qtbot)
    beh = window.director.behaviour
    qtbot.waitUntil(lambda: any(not b.state().disabled for b in buttons(group(window.view, "Votre main")))
                    and not window.director.scene.queue.busy and sum(beh.chosen) == 3, timeout=30_000)
    f3 = _f_key(qtbot, window, accessible, Qt.Key.Key_F3)
    assert "à jouer" not in f3, f3
    assert f3.startswith("Vous, ") and "en train de choisir" in f3.split(". Léa")[0], f3
    for name in ("Léa", "Hugo", "Chloé"):
        assert re.search(rf"{name}, [^.]*a choisi", f3), f3
    # one word order for every seat: the name, the cards won, the points, then the state
    seats = re.findall(r"(?:^|\. )((?:Vous|Léa|Hugo|Chloé), [^.]*)", f3)
    assert len(seats) == 4, f3
    for seat in seats:
        assert re.fullmatch(r"\w+, Gagnées [\d/]+, Départ \d+, (en train de choisir|a choisi)", seat), seat
    window.controller.stop()


def test_peech_f2_and_f5_say_your_card_whatever_your_seats_name(qtbot, french, accessible) -> None:
    """The person's seat named "Vous": F2 and F5 say "votre 8 de pique" as
    the announcements do, never "8 de pique de Vous" (the kit's words for
    every game's F-keys)."""
    window = _peech_as_vous(qtbot)
    view, ctl = window.view, window.controller

    def playable() -> list[QAccessibleInterface]:
        return [b for b in buttons(group(view, "Votre main")) if not b.state().disabled]
    beh = window.director.behaviour
    beh.seen_trick_ms = 600_000     # the battle stays on the mat until a key (F2 does not end it)
    qtbot.waitUntil(lambda: bool(playable()) and not window.director.scene.queue.busy, timeout=30_000)
    press(playable()[0])
    # F2 while the battle's cards lie turned up on the mat
    qtbot.waitUntil(lambda: any(h.startswith("Cartes retournées") for h in accessible)
                    and beh._hold is not None, timeout=30_000)
    n = len(accessible)
    qtbot.keyClick(view, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: len(accessible) > n, timeout=5_000)
    f2 = accessible[-1]
    beh.release_hold()
    assert "de Vous" not in f2 and "Vous," not in f2, f2
    assert "Cartes jouées\u00a0: " in f2 and "votre " in f2, f2
    qtbot.waitUntil(lambda: bool(playable()) and not window.director.scene.queue.busy and 0 in ctl.to_act(),
                    timeout=30_000)
    f5 = _f_key(qtbot, window, accessible, Qt.Key.Key_F5)
    assert "de Vous" not in f5 and "votre " in f5, f5
    ctl.stop()

def test_a_count_read_as_one_line_gives_each_value_with_its_heading(qtbot, french) -> None:
    """The kit's count table (one column per player or team) read as a line:
    each row names its figures by their column's heading, not "Contrat 6 5";
    the panel's body carries that line as its accessible name."""
    from cardtable.ui.table.behaviour import end_status_text
    from cardtable.ui.table.breakdown import BreakdownTable
    t = BreakdownTable(["Inès & Ordi 3", "Ordi 2 & Ordi 4"], align="right")
    t.line("Contrat", ["6", "5"])
    t.line("Zéro", ["–", "–"])                 # nothing this hand: not read
    t.line("Pénalité de sacs", ["–", "−100"])
    t.line("Score", ["+63", "−50"], bold=True)
    line = end_status_text("Donne 1", t.html() + "<p>Le pique est ouvert.</p>")
    assert line == ("Donne 1. Contrat\u00a0: Inès & Ordi 3 6, Ordi 2 & Ordi 4 5. "
                    "Pénalité de sacs\u00a0: Ordi 2 & Ordi 4 −100. "
                    "Score\u00a0: Inès & Ordi 3 +63, Ordi 2 & Ordi 4 −50. Le pique est ouvert.")
    # a table without headings (the final totals) keeps its rows parted by commas
    assert end_status_text("Partie terminée", "<table><tr><td>Léa</td><td>12</td></tr>"
                           "<tr><td>Hugo</td><td>30</td></tr></table>") == "Partie terminée. Léa 12, Hugo 30."


@pytest.mark.parametrize(("game_id", "options", "size"), [
    ("atout_pique", {"target": 100, "minus_200_loses": True}, 13), ("peech", {"rounds": 3}, 8), ("auteurs", {}, 13)])
def test_the_hand_is_said_as_it_is_dealt(qtbot, french, accessible, game_id: str, options: dict, size: int) -> None:
    """What a sighted person sees at once, a screen reader hears without
    asking: the hand, suit by suit, once it is dealt and turned up."""
    setup = GameSetup(game_id, 4, [SeatSetup("Inès", True, "")]
                      + [SeatSetup(f"Ordi {i}", False, "facile") for i in (2, 3, 4)], options, 11)
    window = window_with(qtbot, setup)
    window.start_game(setup)
    qtbot.waitUntil(lambda: any(h.startswith("Votre main\u00a0: ") for h in accessible), timeout=30_000)
    line = next(h for h in accessible if h.startswith("Votre main\u00a0: "))
    hand = window.controller.view(0)["hand"]
    assert len(hand) == size
    for c in hand:
        assert card(c).rank_name("fr") in line
    window.controller.stop()

"""The table read by a screen reader: accessible proxies of what is on it.

The table is drawn in a ``QGraphicsScene``, which Qt's accessibility layer
does not look into: without help, a screen reader finds one empty object
named "Table de jeu".  :class:`TableAccess` lays over the view a layer of
invisible widgets that stand for what is on the table, for every game at once
(it reads only the kit's scene: piles, card items, plates, the input's state),
in the interface's language:

* **your cards** -- one group per pile of the person at the screen (the hand,
  Deutch's row, Peech's target…), each card a button named in full ("dame de
  cœur") or "carte face cachée"; a card that cannot be played now is
  *unavailable* (screen readers say "grisé"/"dimmed") and says why in its
  description; pressing a playable card plays it through the keyboard's own
  path (select, then Enter: ``card_double_clicked``); in a pick (Les Auteurs'
  choice of a card, Deutch's powers) a candidate card is picked as with Enter;
* **the middle of the table** -- each pile without an owner (the trick, the
  stock, the discard…): its name, how many cards, the face-up cards by name
  with who played them; a pile the game lets the person click (Deutch's stock)
  is a button that clicks it;
* **the players** -- one line per seat, from the bottom clockwise, as its
  plate reads (name, score, bid or tricks, dealer, whose turn), with the
  cards of their piles that are face up (a won pile, a row turned over) or
  their count; a plate the person may click or pick is a button.

The prompt panels, the count and end panels, the corner buttons and the
curtain are real widgets of the view: a screen reader reads them as they are
(the curtain carries its words as its accessible name and description).

Visibility is the table's: a card is named only when it lies face up and the
scene knows it (the director forgets a hidden card's identity), so nothing
another seat may not see reaches the tree; while the curtain is up, or due,
the layer is empty.

The keyboard selection leads the accessibility focus: when the arrows select
a card, its proxy gets a Focus event (the keyboard focus itself stays on the
view, whose keys play the game).

Nothing of this runs while no assistive technology listens
(``QAccessible.isActive()`` is false): the layer is built the first time the
table changes with one listening.  A test turns it on with
``QAccessible.setActive(True)``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRect, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QPaintEvent
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QWidget

from cardtable.engine.i18n import QT_TRANSLATE_NOOP
from cardtable.ui.cards.words import fill
from cardtable.ui.i18n import tr_context
from cardtable.ui.table.focus import keyboard_elsewhere
from cardtable.ui.table.piles import DISCARD, HAND, ROW, STOCK, TRICK

#: the translation context of the table's accessible texts
Access = tr_context("Access")


def lang() -> str:
    from cardtable.ui.i18n import current_language
    return current_language()


def card_words(item: Any) -> str:
    """A card item read aloud: its full name when it lies face up and the
    table knows it, else "face-down card"."""
    c = getattr(item, "card", None)
    if c is not None and getattr(item, "face_up", False):
        return str(c.name(lang()))
    return Access.tr("face-down card")


class _Silent:
    """Mixin: the proxy paints nothing and lets every mouse event through."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        pass


class ProxyButton(_Silent, QPushButton):
    """An invisible button that stands for a card, a pile or a plate."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.target: Any = None


class ProxyGroup(_Silent, QGroupBox):
    """An invisible group ("Your hand", "Middle of the table", "Players")."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class ProxyLabel(_Silent, QLabel):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


def _set(widget: QWidget, name: str, description: str = "") -> None:
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)
        if isinstance(widget, QLabel):
            widget.setText(name)
    if widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)


class TableAccess(QObject):
    """The accessible layer of one table (see the module's text)."""

    def __init__(self, director: Any) -> None:
        super().__init__(director)
        self.director = director
        self.layer: QWidget | None = None
        self._groups: dict[str, ProxyGroup] = {}
        self._buttons: dict[tuple[str, Any], ProxyButton] = {}
        self._labels: dict[tuple[str, Any], ProxyLabel] = {}
        self._focused: Any = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)
        scene = director.scene
        scene.queue.idle.connect(self.schedule)
        scene.layout_changed.connect(self.schedule)
        scene.description_changed.connect(self.schedule)
        scene.interaction_changed.connect(self.schedule)
        # the curtain empties the layer at once, not at the next pass of the loop
        director.curtain.visibility_changed.connect(self.refresh)

    # ------------------------------------------------------------ updates
    def schedule(self, *_: Any) -> None:
        """Bring the layer up to date at the next pass of the event loop
        (many changes at once make one update); nothing while no assistive
        technology listens."""
        if QAccessible.isActive() and not self._timer.isActive():
            self._timer.start()

    def refresh(self) -> None:
        """The layer as the table is now (or empty behind the curtain)."""
        if not QAccessible.isActive():
            return
        d = self.director
        view = d.view
        if self.layer is None:
            self.layer = ProxyGroup(view)
            self.layer.setObjectName("tableAccess")
            self.layer.setAccessibleName(Access.tr("What lies on the table"))
            self.layer.lower()          # under every panel, the curtain included
            self.layer.show()
        self.layer.setGeometry(view.viewport().geometry())
        self.layer.lower()
        seen: set[tuple[str, Any]] = set()
        if d.behaviour is not None and not d.curtained() and d.controller.has_game:
            self._build(seen)
        for key in sorted(self._groups, key=lambda k: (k != "middle", k == "players", k)):
            if ("group", key) in seen:
                self._groups[key].raise_()     # read in this order: your cards, the middle, the players
        gone: list[QWidget] = [self._buttons.pop(k) for k in [k for k in self._buttons if k not in seen]]
        gone += [self._labels.pop(k) for k in [k for k in self._labels if k not in seen]]
        gone += [self._groups.pop(k) for k in [k for k in self._groups if ("group", k) not in seen]]
        for w in gone:
            w.hide()            # out of the tree now; deleted at the next pass of the loop
            w.deleteLater()
        self._follow_selection()

    def _group(self, key: str, name: str, seen: set[tuple[str, Any]]) -> ProxyGroup:
        assert self.layer is not None
        g = self._groups.get(key)
        if g is None:
            g = ProxyGroup(self.layer)
            g.setGeometry(self.layer.rect())
            g.show()
            self._groups[key] = g
        g.setTitle("")
        _set(g, name)
        seen.add(("group", key))
        return g

    def _button(self, group: ProxyGroup, key: tuple[str, Any], name: str, description: str,
                enabled: bool, target: Any, rect: QRect | None, seen: set[tuple[str, Any]]) -> ProxyButton:
        b = self._buttons.get(key)
        if b is None or b.parentWidget() is not group:
            if b is not None:
                b.deleteLater()
            b = ProxyButton(group)
            b.clicked.connect(lambda _=False, button=b: self._pressed(button))
            b.show()
            self._buttons[key] = b
        _set(b, name, description)
        b.setEnabled(enabled)
        b.target = target
        if rect is not None:
            b.setGeometry(rect)
        seen.add(key)
        return b

    def _label(self, group: ProxyGroup, key: tuple[str, Any], text: str, seen: set[tuple[str, Any]]) -> None:
        key = ("text", key)          # a label and a button of one object are two proxies
        lab = self._labels.get(key)
        if lab is None or lab.parentWidget() is not group:
            if lab is not None:
                lab.deleteLater()
            lab = ProxyLabel(group)
            lab.show()
            self._labels[key] = lab
        _set(lab, text)
        seen.add(key)

    def _rect_of(self, graphics_item: Any) -> QRect:
        view = self.director.view
        return view.mapFromScene(graphics_item.sceneBoundingRect()).boundingRect()

    # --------------------------------------------------------- the layer
    def _build(self, seen: set[tuple[str, Any]]) -> None:
        d = self.director
        scene = d.scene
        inp = scene.input
        viewer = d.viewer
        names = list(d.controller.setup.names) if d.controller.setup is not None else []
        picking = inp.pick_kind is not None
        candidates = set(map(id, inp.pick_candidates)) if picking else set()
        # your cards: the piles of the person at the screen
        if viewer is not None:
            for pile in scene.piles.values():
                if pile.seat != viewer or not pile.items:
                    continue
                own = pile.kind in d.behaviour.private_kinds or pile.kind in (HAND, ROW)
                if not own:
                    continue
                g = self._group(f"own:{pile.key}", self.own_pile_name(pile), seen)
                # a row's face-down cards the person has seen are named (Deutch:
                # ``behaviour.accessible_known_row()``, what their view says of each place)
                # (place by place, as the row's slots: a card keeps its place, and its
                # number, all round; a place emptied by a rapidité keeps its number unused)
                reader = getattr(d.behaviour, "accessible_known_row", None) if pile.kind == ROW else None
                known = list(reader()) if reader is not None else []
                for item in sorted(pile.items, key=lambda i, p=pile: p.slot_of(i) or 0):
                    n = pile.slot_of(item) or 0
                    # in a pick only its candidates may be pressed
                    playable = not picking and item in inp.draggable and item in inp.playable
                    pickable = picking and id(item) in candidates
                    name = card_words(item)
                    if n < len(known) and known[n] and not getattr(item, "face_up", False):
                        from cardtable.engine import card
                        name = Access.tr("{card}, face down").format(card=card(known[n]).name(lang()))
                    if pile.kind == ROW:
                        name = Access.tr("card {n}: {card}").format(n=n + 1, card=name)
                    why = "" if playable or pickable else self.why_not(item)
                    b = self._button(g, ("card", id(item)), name, why, playable or pickable, item,
                                     self._rect_of(item), seen)
                    # read in the pile's order (a card put in a row's place since is read in that place)
                    if g.children()[-1] is not b:
                        b.raise_()
        # the middle of the table
        middle = [p for p in scene.piles.values() if p.seat is None and (p.items or p in inp.clickable_piles)]
        if middle:
            g = self._group("middle", Access.tr("Middle of the table"), seen)
            for pile in middle:
                text = self.pile_words(pile, names)
                if pile in inp.clickable_piles:
                    rect = self._rect_of(pile.items[-1]) if pile.items else None
                    self._button(g, ("pile", pile.key), text, "", True, pile, rect, seen)
                else:
                    self._label(g, ("pile", pile.key), text, seen)
                    if picking:
                        for item in pile.items:
                            if id(item) in candidates:
                                self._button(g, ("card", id(item)), card_words(item), "", True, item,
                                             self._rect_of(item), seen)
        # the players, from the bottom clockwise
        g = self._group("players", Access.tr("Players"), seen)
        for seat in sorted(scene.plates, key=scene.position_of):
            plate = scene.plates[seat]
            parts = [plate.accessible_text()]
            for pile in scene.piles.values():
                if pile.seat == seat and pile.items and not (seat == viewer and pile.kind in (
                        *d.behaviour.private_kinds, HAND, ROW)):
                    parts.append(self.pile_words(pile, names))
            text = "; ".join(parts)
            clickable = seat in inp.clickable_plates or (
                picking and inp.pick_kind == "player" and seat in inp.pick_candidates)
            if clickable:
                self._button(g, ("plate", seat), text, "", True, seat, self._rect_of(plate), seen)
            else:
                self._label(g, ("plate", seat), text, seen)

    def own_pile_name(self, pile: Any) -> str:
        if pile.kind == HAND:
            return Access.tr("Your hand")
        if pile.kind == ROW:
            return Access.tr("Your row")
        if pile.label:
            return Access.tr("Your cards: {pile}").format(pile=pile.label)
        return Access.tr("Your cards")

    def why_not(self, item: Any) -> str:
        d = self.director
        if d.input_pending() or (d.viewer is not None and d.viewer in d.controller.to_act()):
            return Access.tr("Cannot be played now.")
        return Access.tr("Not your turn.")

    def pile_words(self, pile: Any, names: list[str]) -> str:
        """A pile read aloud: its name, its face-up cards (with who played
        them, in a trick), else its count of cards; or as the game reads it
        (``behaviour.accessible_pile(pile)``, when it gives words)."""
        # a game may read its own piles (Les Auteurs' poissons, by rank)
        reader = getattr(self.director.behaviour, "accessible_pile", None)
        own = reader(pile) if reader is not None else None
        if own:
            return str(own)
        n = len(pile.items)
        won = pile.key.startswith("won")
        title = pile.label or (Access.tr("Cards won") if won else None) or {
            TRICK: Access.tr("Cards played"), STOCK: Access.tr("Stock"), DISCARD: Access.tr("Discard"),
            HAND: Access.tr("Hand")}.get(pile.kind, Access.tr("Cards"))
        shown = []
        for item in pile.items:
            if getattr(item, "card", None) is None or not getattr(item, "face_up", False):
                continue
            seat = getattr(item, "seat", None)
            if pile.kind == TRICK and isinstance(seat, int) and 0 <= seat < len(names):
                shown.append(self.owned_words(card_words(item), seat, names))
            else:
                shown.append(card_words(item))
        count = Access.tr("%n card(s)", "", n)
        if pile.kind == DISCARD and shown:
            return Access.tr("{pile}: {count}, on top {card}").format(pile=title, count=count, card=shown[-1])
        if shown and len(shown) == n:
            return Access.tr("{pile}: {cards}").format(pile=title, cards=", ".join(shown))
        if shown:
            return Access.tr("{pile}: {count}, showing {cards}").format(pile=title, count=count, cards=", ".join(shown))
        return Access.tr("{pile}: {cards}").format(pile=title, cards=count)

    def owned_words(self, card: str, seat: int, names: list[str]) -> str:
        """A card with who played it: "your 8 of spades" for the person at
        the screen (as the announcements say it, whatever their seat's name),
        "8 of spades by Léa" for another seat."""
        beh = self.director.behaviour
        if beh is not None and beh.is_you(seat):
            return Access.tr("your {card}").format(card=card)
        return fill(Access.tr("{card} by {name}"), card=card, name=names[seat])

    def seat_words(self, seat: int, names: list[str]) -> str:
        """A seat named in a list ("To play: you, Léa")."""
        beh = self.director.behaviour
        return Access.tr("you") if beh is not None and beh.is_you(seat) else names[seat]

    # ------------------------------------------------------------ actions
    def _pressed(self, button: ProxyButton) -> None:
        """A proxy's press action: the same path as the keyboard."""
        d = self.director
        scene = d.scene
        inp = scene.input
        target = button.target
        if d.curtained() or d.behaviour is None:
            return
        if inp.pick_kind is not None:
            if target in inp.pick_candidates:
                inp._finish_pick(target)
            return
        if isinstance(target, int):
            scene.plate_clicked.emit(target)
        elif target in scene.piles.values():
            scene.pile_clicked.emit(target, None)
        elif target is not None:
            if target in inp.selectable():
                inp.select(target)
                scene.card_double_clicked.emit(target)     # played, or the director says why not
            else:
                scene.inactive_card_clicked.emit(target)

    def _follow_selection(self) -> None:
        """The accessibility focus on the proxy of the card the keyboard selected."""
        inp = self.director.scene.input
        item = inp.pick_current if inp.pick_kind is not None else inp.selected
        if item is self._focused:
            return
        self._focused = item
        if item is None:
            return
        key = ("plate", item) if isinstance(item, int) else ("card", id(item))
        button = self._buttons.get(key)
        if button is not None and QAccessible.isActive() and not keyboard_elsewhere(self.director.view):
            # (none while a menu or a dialog has the keyboard: cardtable.ui.table.focus)
            QAccessible.updateAccessibility(QAccessibleEvent(button, QAccessible.Event.Focus))


    # --------------------------------------------------------------- keys
    def handle_key(self, event: Any) -> bool:
        """The keys that say the table's state on demand (:data:`KEYS`);
        the line goes to the status bar and to the screen reader."""
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                                | Qt.KeyboardModifier.MetaModifier):
            return False
        reader = {Qt.Key.Key_F2: self.middle_text, Qt.Key.Key_F3: self.scores_text,
                  Qt.Key.Key_F4: self.hand_text, Qt.Key.Key_F5: self.last_text,
                  Qt.Key.Key_F6: self.extra_text, Qt.Key.Key_F7: self.repeat_text}.get(event.key())
        if reader is None or self.director.behaviour is None:
            return False
        with self.director.announcer.through():      # said even while a skip holds the lines
            self.director.status.emit(reader())
        return True

    def middle_text(self) -> str:
        """F2: what lies in the middle of the table, and whose turn it is."""
        d = self.director
        names = list(d.controller.setup.names) if d.controller.setup is not None else []
        parts = [self.pile_words(p, names) for p in d.scene.piles.values() if p.seat is None and p.items]
        if not parts:
            parts = [Access.tr("Nothing in the middle of the table.")]
        turn = [self.seat_words(s, names) for s in sorted(d.controller.to_act()) if 0 <= s < len(names)]
        if turn:
            parts.append(Access.tr("To play: {names}.").format(names=", ".join(turn)))
        return " ".join(p if p.endswith(".") else p + "." for p in parts)

    def scores_text(self) -> str:
        """F3: every seat as its plate reads (name, score, bid, turn), each
        followed by its piles a game reads its own way
        (``behaviour.accessible_pile``: Les Auteurs' poissons by rank,
        "Poissons : les dames et les rois.")."""
        d = self.director
        scene = d.scene
        reader = getattr(d.behaviour, "accessible_pile", None)
        parts = []
        for seat in sorted(scene.plates, key=scene.position_of):
            parts.append(scene.plates[seat].accessible_text() + ".")
            if reader is None:
                continue
            for pile in scene.piles.values():
                own = reader(pile) if pile.seat == seat and pile.items else None
                if own:
                    parts.append(str(own).rstrip(".") + ".")
        return " ".join(parts)

    def hand_text(self) -> str:
        """F4: the person's hand, suit by suit (nothing behind the curtain)."""
        from cardtable.engine.cards import SUITS
        d = self.director
        if d.viewer is None or d.curtained():
            return Access.tr("No hand to read now.")
        # a game whose hand is not a HAND pile says what the person holds
        # (Deutch: the drawn card, the row): ``behaviour.accessible_hand()``
        reader = getattr(d.behaviour, "accessible_hand", None)
        own = reader() if reader is not None else ""
        if own:
            return str(own)
        items = [i for p in d.scene.piles.values() if p.seat == d.viewer and p.kind == HAND
                 for i in p.items]
        known = [i.card for i in items if i.card is not None and i.face_up]
        if not items:
            return Access.tr("Your hand is empty.")
        if not known:
            return Access.tr("Your hand: %n face-down card(s).", "", len(items))
        language = lang()
        parts = []
        for suit in SUITS:
            ranks = sorted((c for c in known if c.suit == suit), key=lambda c: (c.rank == 1, c.rank),
                           reverse=True)
            if ranks:
                suit_name = suit.french_name if language == "fr" else suit.english_name
                parts.append(Access.tr("{suit}: {ranks}").format(
                    suit=suit_name.capitalize(), ranks=", ".join(c.rank_name(language) for c in ranks)))
        return Access.tr("Your hand: {suits}.").format(suits=". ".join(parts))

    def last_text(self) -> str:
        """F5: the last trick or battle, card by card, and who took it."""
        from cardtable.engine import card
        beh = self.director.behaviour
        if beh is None or not beh.has_last_trick():
            return Access.tr("This game has no tricks.")
        last = beh.last_trick()
        if not last:
            return Access.tr("{title}: {cards}").format(title=beh.last_trick_title(None),
                                                                 cards=beh.no_last_trick_text())
        winners = [int(s) for s in last.get("winners", [last.get("winner")]) if s is not None]
        names = beh.names
        plays = [self.owned_words(card(c).name(lang()), int(seat), names)
                 for seat, c in last["plays"] if c is not None]
        text = Access.tr("{title}: {cards}").format(title=beh.last_trick_title(winners),
                                                             cards=", ".join(plays)) + "."
        extra = str(last.get("text") or "")
        return f"{text} {extra}" if extra else text

    def extra_text(self) -> str:
        """F6: the game's own state, when it has some (Peech's target,
        Deutch's row as the person knows it, Les Auteurs' journal):
        ``behaviour.accessible_extra()``."""
        beh = self.director.behaviour
        reader = getattr(beh, "accessible_extra", None)
        text = reader() if reader is not None and not self.director.curtained() else ""
        return text or Access.tr("Nothing more to read in this game.")

    def unused_key_text(self) -> str:
        """A letter or digit that does nothing now
        (:meth:`~cardtable.ui.table.director.TableDirector._unused_key`): one
        short line, and where the keys are listed (F1 is the rules; the keys
        are in Aide > Clavier et lecteurs d'écran)."""
        return Access.tr("Key not used here. The keys: Help menu, Keyboard and screen readers.")

    def repeat_text(self) -> str:
        """F7: the last line said again."""
        return self.director.announcer.last or Access.tr("Nothing said yet.")



def row_words(known: list[str | None], occupied: list[bool] | None = None) -> str:
    """A row of cards as its owner knows it, place by place ("card 1: 4 of
    clubs, card 2: not seen…"): Deutch's row (F6).  A place ``occupied``
    says is empty (its card gone by a rapidité) is left out, and the others
    keep their numbers (the numbers the table and the hints use)."""
    from cardtable.engine import card
    parts = [Access.tr("card {n}: {card}").format(
        n=i + 1, card=card(t).name(lang()) if t else Access.tr("not seen")) for i, t in enumerate(known)
        if occupied is None or (i < len(occupied) and occupied[i])]
    return Access.tr("Your row: {cards}.").format(cards=", ".join(parts)) if parts else ""


def lines_words(title: str, lines: list[str]) -> str:
    """A journal read aloud: its title, then its lines (plain text) (F6)."""
    said = [line.strip().rstrip(".") for line in lines if line.strip()]
    return Access.tr("{title}: {lines}.").format(title=title, lines=". ".join(said)) if said else ""

#: the keys that read the table (F-keys: no game and no menu uses them, and
#: Deutch's rapidité keys, chosen by the players, are letters); the help's rows
KEYS: tuple[tuple[str, str], ...] = (
    ("F2", QT_TRANSLATE_NOOP("Access", "The middle of the table, and whose turn it is")),
    ("F3", QT_TRANSLATE_NOOP("Access", "The players: scores, bids, tricks, whose turn")),
    ("F4", QT_TRANSLATE_NOOP("Access", "Your hand, suit by suit (Deutch: the card you drew, your row)")),
    ("F5", QT_TRANSLATE_NOOP("Access", "The last trick or battle")),
    ("F6", QT_TRANSLATE_NOOP("Access", "This game's own state: your target (Peech), what you know "
                                           "of your row (Deutch), the ask log (Les Auteurs)")),
    ("F7", QT_TRANSLATE_NOOP("Access", "The last line said, again")),
)


def keys_help() -> list[tuple[str, str]]:
    """:data:`KEYS` in the interface's language (Aide > Keyboard and screen readers)."""
    return [(k, Access.tr(text)) for k, text in KEYS]


__all__ = ["KEYS", "ProxyButton", "ProxyGroup", "ProxyLabel", "TableAccess", "card_words", "keys_help", "lines_words", "row_words"]

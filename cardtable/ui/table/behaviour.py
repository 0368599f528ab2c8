"""A game's behaviour at the table, and the shared helpers it builds on.

The director (:mod:`cardtable.ui.table.director`) owns the hot-seat logic and
the overlays; a game's behaviour (subclass of :class:`TableBehaviour`, made by
its plugin) turns that game's events into scene steps and the person's
gestures into actions.  It never decides a rule: what may be played comes
from ``controller.legal(seat)``, and every action goes through
``controller.submit`` (which reports the engine's reason on refusal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QObject

from cardtable.engine import card
from cardtable.ui.card_item import CardItem
from cardtable.ui.table.scene import HAND, STACK, TRICK, Pile

if TYPE_CHECKING:
    from cardtable.ui.table.director import TableDirector


class TableBehaviour(QObject):
    """Base class; games override the ``on_*`` hooks they need."""

    def __init__(self, director: TableDirector) -> None:
        super().__init__(director)
        self.director = director
        self.scene = director.scene
        self.controller = director.controller

    # ------------------------------------------------------------- shortcuts
    @property
    def d(self):  # durations
        return self.scene.durations

    @property
    def viewer(self) -> int | None:
        return self.director.viewer

    def hand_pile(self, seat: int) -> Pile:
        return self.scene.pile(f"hand{seat}", HAND, seat)

    def trick_pile(self) -> Pile:
        return self.scene.pile("trick", TRICK)

    def won_pile(self, seat: int) -> Pile:
        return self.scene.pile(f"won{seat}", STACK, seat)

    # --------------------------------------------------------------- hooks
    def rebuild(self) -> None:
        """Lay the whole table out from the views (new game, resume, viewer change)."""

    def on_events(self, events: list[dict[str, Any]]) -> None:
        """Queue the steps that show ``events``."""

    def on_changed(self) -> None:
        """The state changed: refresh plates and small texts."""

    def on_human_turn(self, seat: int) -> None:
        """``seat`` (a human, the current viewer) must act: enable input."""

    def on_input_off(self) -> None:
        """Input is off (animations, curtain, computer's turn)."""
        self.scene.clear_interactive()

    def on_card_activated(self, item: CardItem) -> None:
        """Click, double-click, Enter or a drop on the play area."""

    def handle_key(self, event: Any) -> bool:
        """A key pressed over the table; return True when the game used it."""
        return False

    def on_hint(self, seat: int, action: Any) -> None:
        """The strongest player's suggestion for ``seat`` arrived."""

    def hide_private(self) -> None:
        """Turn every private card face down and forget its identity."""
        for pile in self.scene.piles.values():
            if pile.kind == HAND:
                for item in pile.items:
                    item.set_face_up(False, 0)
                    item.set_card(None)

    def extra_actions(self) -> list[tuple[str, Any]]:
        """(label, slot) buttons shown at the table's corner during the game."""
        return []

    # ----------------------------------------------------- shared helpers
    def sync_hand(self, seat: int, cards: list[str] | None, count: int, face_up: bool) -> None:
        """Make ``seat``'s hand hold ``cards`` (known) or ``count`` backs."""
        pile = self.hand_pile(seat)
        pile.face_up = face_up
        while len(pile.items) > count:
            self.scene.remove_card(pile.items[-1])
        while len(pile.items) < count:
            item = self.scene.new_card(None, False, self.scene.geom(seat).anchor)
            item.seat = seat
            pile.items.append(item)
        for i, item in enumerate(pile.items):
            item.set_card(card(cards[i]) if cards is not None and i < len(cards) else None)
            item.set_face_up(face_up and cards is not None, 0)

    def take_from_hand(self, seat: int, card_text: str) -> CardItem:
        """The item of ``seat``'s hand that shows ``card_text`` (revealing a back)."""
        pile = self.hand_pile(seat)
        c = card(card_text)
        for item in pile.items:
            if item.card == c:
                return item
        if pile.items:
            item = pile.items[len(pile.items) // 2]
        else:
            item = self.scene.new_card(None, False, self.scene.geom(seat).anchor)
            pile.items.append(item)
        item.set_card(c)
        return item

    def fly(self, item: CardItem, pile: Pile, duration: int, face_up: bool | None = None,
            easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic):
        """Move ``item`` into ``pile`` and animate it (and the rest of the pile) into place."""
        old = self.scene.pile_of(item)
        self.scene.move_item(item, pile)
        item.setZValue(900)
        if face_up is not None:
            pile.face_up = face_up
        anims = [self.scene.layout_pile(pile, duration)]
        if old is not None and old is not pile:
            anims.append(self.scene.layout_pile(old, self.d["layout"]))
        return self.scene.parallel(anims)

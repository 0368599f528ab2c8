"""The trick-taking layer: a card played to the trick, the winner's card
marked, the trick gathered to the winner's won pile, the "Last trick" panel,
and the trick and won piles rebuilt from a view.

Events read (the engine's names): ``card_played`` ``{"seat", "card"}`` and
``trick_won`` ``{"winner", "plays": [[seat, card], ...]}``.  A game changes
what it needs through small hooks:

* :meth:`TrickTable.winning_cards` — the cards marked before the gather;
* :meth:`TrickTable.gather_to` — where each card of the trick goes (the
  winner's won pile; ``None`` removes it, e.g. Peech's discarded cards);
* :meth:`TrickTable.kept_in_won` — how many cards stand in a won pile once
  gathered (one per trick in Atout Pique, all of them by default);
* :meth:`TrickTable.trick_taken` — after the gather (plates, counts);
* :meth:`TrickTable.last_trick` — ``{"winner", "plays"}`` or None (the
  last trick won, kept from the ``trick_won`` events: the hand's last trick
  stays reviewable after the hand ends, until the next trick is won).

:meth:`TrickTable.rebuild` lays the table out from a view with the keys
``hand``, ``hand_sizes``, ``trick`` (``[[seat, card], ...]``) and
``tricks_won`` (per seat); a game reads its own figures in
:meth:`TrickTable.read_view` and writes them on the plates in
:meth:`~cardtable.ui.table.behaviour.TableBehaviour.refresh_plates`.

Seeing every trick: at speed "off" with a person at the table, a completed
trick stays in the middle, its winning card marked, until the next card is
played (:attr:`TrickTable.trick_on_show`); when the winner is not the person
(who would see it while choosing a card), the queue also holds for
:attr:`TrickTable.seen_trick_ms` or until the person's next key or click
(:meth:`TableBehaviour.hold`).  The status bar says each card played.

Peech's simultaneous reveal uses :meth:`TrickTable.place_face_down` (a chosen
card goes to the trick face down, its identity unknown) then
:meth:`TrickTable.reveal_trick` (every card turns over at once).
"""

from __future__ import annotations

import html as html_module
from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cardtable.engine import card
from cardtable.ui.cards.words import the_card
from cardtable.ui.table.behaviour import MEMORY_TEXT_CHARS, PanelText, TableBehaviour
from cardtable.ui.table.overlays import raise_overlay
from cardtable.ui.table.prompt import ENTER_KEYS
from cardtable.ui.table.queue import Waiter
from cardtable.ui.table.scene import Pile


class TrickTable(TableBehaviour):
    """A behaviour for trick-taking games; see the module docstring."""

    gather_face_up = False        # won cards lie face down
    #: speed "off": how long a completed trick is held when the person is not
    #: the one to play next (any key or click ends it sooner)
    seen_trick_ms = 900

    def __init__(self, director: Any) -> None:
        super().__init__(director)
        self._last: dict[str, Any] | None = None
        #: the completed trick left in the middle until the next card (speed "off")
        self.trick_on_show: dict[str, Any] | None = None
        self.last_panel = self.make_panel(QCoreApplication.translate("Table", "Last trick"))
        self._last_row = QHBoxLayout()
        self.last_panel.layout_.insertLayout(1, self._last_row)
        self.last_panel.add_button(lambda: QCoreApplication.translate("Table", "Close"), self.last_panel.hide)

    def extra_actions(self) -> list[tuple[str, Any]]:
        return [(QCoreApplication.translate("Table", "Last trick"), self.show_last_trick), *super().extra_actions()]

    # ------------------------------------------------------------ playing
    def _ev_card_played(self, ev: dict[str, Any]) -> None:
        self.play_to_trick(ev["seat"], ev["card"])

    def play_message(self, seat: int, card_text: str | None) -> str:
        """The status line of a card played ("" for none)."""
        if card_text is None:
            return (QCoreApplication.translate("Table", "You play a card.") if self.is_you(seat)
                    else QCoreApplication.translate("Table", "{name} plays a card.").format(name=self.names[seat]))
        name = the_card(card(card_text), self.scene.renderer.lang)
        return (QCoreApplication.translate("Table", "You play {card}.").format(card=name) if self.is_you(seat)
                else QCoreApplication.translate("Table", "{name} plays {card}.").format(name=self.names[seat], card=name))

    def play_to_trick(self, seat: int, card_text: str | None, face_up: bool = True) -> None:
        """Queue ``seat``'s card flying from its hand to the trick."""
        def step():
            self.flush_trick()
            text = self.play_message(seat, card_text)
            if text:
                self.status(text)
            item = self.take_from_hand(seat, card_text)
            item.seat = seat
            item.selected_card = False
            item.dimmed = False
            return self.fly(item, self.trick_pile(), self.d["play"], face_up=face_up)
        self.push(step)

    def place_face_down(self, seat: int, card_text: str | None = None) -> None:
        """A card chosen face down goes to the trick; nobody sees which.
        ``card_text``: the card, when the viewer knows it (their own choice):
        that very card leaves the hand (then lies face down, unknown)."""
        def step():
            self.flush_trick()
            item = self.take_from_hand(seat, card_text)
            item.set_face_up(False, 0)
            item.set_card(None)
            item.seat = seat
            item.selected_card = False
            item.dimmed = False
            return self.fly(item, self.trick_pile(), self.d["play"], face_up=False)
        self.push(step)

    def reveal_trick(self, plays: list[list[Any]]) -> None:
        """Turn every card of the trick over at once: ``[[seat, card], ...]``."""
        def step():
            by_seat = {int(s): c for s, c in plays}
            trick = self.trick_pile()
            for item in trick.items:
                if item.seat in by_seat and by_seat[item.seat] is not None:
                    item.set_card(card(by_seat[item.seat]))
            trick.face_up = True
            return self.scene.layout_pile(trick, self.d["flip"])
        self.push(step)

    # ------------------------------------------------------------ winning
    def winning_cards(self, ev: dict[str, Any]) -> set[str]:
        winner = ev["winner"]
        return {str(c) for s, c in ev["plays"] if s == winner}

    def gather_to(self, ev: dict[str, Any], seat: int | None) -> Pile | None:
        """Where the card ``seat`` played goes (None: off the table)."""
        return self.won_pile(ev["winner"])

    def kept_in_won(self, ev: dict[str, Any], seat: int) -> int | None:
        """How many cards stay in ``seat``'s won pile (None: all of them)."""
        return None

    def trick_taken(self, ev: dict[str, Any]) -> None:
        """After the gather: refresh plates, counts…"""

    def trick_message(self, ev: dict[str, Any]) -> str:
        if self.is_you(ev["winner"]):
            return QCoreApplication.translate("Table", "You take the trick.")
        return QCoreApplication.translate("Table", "{name} takes the trick.").format(name=self.names[ev["winner"]])

    def keep_trick_in_view(self) -> bool:
        """Whether a completed trick stays in the middle until the next card
        (speed "off" with a person at the table: nothing would show it)."""
        return self.d.off and bool(self.controller.human_seats())

    def _ev_trick_won(self, ev: dict[str, Any]) -> None:
        marked = self.winning_cards(ev)

        def mark():
            self.flush_trick()
            self._last = {"winner": ev["winner"], "plays": [list(p) for p in ev["plays"]]}
            for item in self.trick_pile().items:
                item.highlighted = item.card is not None and str(item.card) in marked
            self.status(self.trick_message(ev))
        self.push(mark, self.d["trick_pause"])
        self.push(lambda: self.hold_to_explain("trick_won"))     # a lesson's coach speaking of it keeps it in view

        if self.keep_trick_in_view():
            def keep():
                self.trick_on_show = ev
                self.trick_taken(ev)
                you_next = self.viewer == ev["winner"] and bool(self.hand_pile(ev["winner"]).items)
                return None if you_next else self.hold(self.seen_trick_ms)
            self.push(keep)
            return
        self._gather(ev)

    def flush_trick(self) -> None:
        """Gather the completed trick left in view, at once (next card played)."""
        ev, self.trick_on_show = self.trick_on_show, None
        if ev is None:
            return
        self._gather_now(ev, 0)
        self._settle(ev)

    def _gather_now(self, ev: dict[str, Any], duration: int):
        sc = self.scene
        items = list(self.trick_pile().items)
        anims = []
        gone = []
        first: dict[str, int] = {}
        for item in items:
            item.highlighted = False
            pile = self.gather_to(ev, item.seat)
            if pile is None:
                gone.append(item)
                continue
            first.setdefault(pile.key, len(pile.items))
            sc.move_item(item, pile)
            pile.face_up = self.gather_face_up
            # every card of the trick meets where the trick will rest
            pos, rot, _z, _w = sc.targets(pile)[first[pile.key]]
            if duration <= 0:
                item.setPos(pos)
                item.setRotation(rot)
                item.set_face_up(self.gather_face_up, 0)
            else:
                anims.append(item.move_to(pos, rot, duration, z=60,
                                          easing=QEasingCurve.Type.InOutQuad, face_up=self.gather_face_up))
        for item in gone:
            sc.remove_card(item)
        return sc.parallel(anims) if anims else None

    def _settle(self, ev: dict[str, Any]) -> None:
        for seat in range(self.players):
            keep = self.kept_in_won(ev, seat)
            won = self.won_pile(seat)
            if keep is not None:
                while len(won.items) > keep:
                    self.scene.remove_card(won.items[-1])
            self.scene.layout_pile(won, 0)

    def _gather(self, ev: dict[str, Any]) -> None:
        def gather():
            return self._gather_now(ev, self.d["gather"])
        self.push(gather)

        def settle():
            self._settle(ev)
            self.trick_taken(ev)
        self.push(settle)

    def clear_cards(self) -> None:
        self.trick_on_show = None
        super().clear_cards()

    # ------------------------------------------------------------ rebuild
    def rebuild(self) -> None:
        """The whole table from the view (resume, viewer change): hands (the
        viewer's face up unless :meth:`hide_own_hand`), the trick, the won
        piles, then the plates."""
        self.clear_cards()
        v = self.view_of_table()
        self.read_view(v)
        viewer = self.viewer
        self.sync_hands(v, hide_own=viewer is not None and self.hide_own_hand(v, viewer))
        self.rebuild_trick(v.get("trick", []))
        self.rebuild_won(v.get("tricks_won", [0] * self.players))
        self.scene.relayout(0)
        self.refresh_plates()

    def read_view(self, v: dict[str, Any]) -> None:
        """Keep the game's public figures from view ``v`` (bids, scores…)
        before :meth:`rebuild` lays the cards out."""

    def rebuild_trick(self, plays: list[list[Any]]) -> None:
        """The trick on the table from a view: ``[[seat, card], ...]``."""
        trick = self.trick_pile()
        trick.face_up = True
        for seat, c in plays:
            item = self.scene.new_card(card(c) if c is not None else None, c is not None)
            item.seat = seat
            trick.items.append(item)

    def rebuild_won(self, counts: list[int]) -> None:
        """One card back per trick in each seat's won pile."""
        for seat, n in enumerate(counts):
            pile = self.won_pile(seat)
            pile.face_up = self.gather_face_up
            for _ in range(n):
                pile.items.append(self.scene.new_card(None, False))

    # ------------------------------------------------------------- memory
    def memory(self) -> dict[str, Any]:
        """The kit's memory and the last trick shown (played cards are public)."""
        memory = super().memory()
        if self._last is not None:
            memory["last_trick"] = self._last
        return memory

    def restore_memory(self, memory: dict[str, Any]) -> None:
        super().restore_memory(memory)
        last = self.memory_trick(memory.get("last_trick"))
        if last is not None:
            self._last = last

    def _recall_trick_won(self, ev: dict[str, Any]) -> None:
        """The last trick taken, from the last events (:meth:`TableBehaviour.recall`)."""
        last = self.memory_trick({"winner": ev["winner"], "plays": ev["plays"]})
        if last is None:
            raise ValueError("a trick that is not one")
        self._last = last

    def memory_trick(self, value: Any) -> dict[str, Any] | None:
        """A trick read back from a save's table memory (``{"winner": seat``
        or ``"winners": [seats]``, ``"plays": [[seat, card], …]``, optional
        ``"text"``), checked: None when it is not one."""
        if not isinstance(value, dict) or not isinstance(value.get("plays"), list):
            return None

        def seat_ok(s: Any) -> bool:
            return type(s) is int and 0 <= s < self.players
        plays: list[list[Any]] = []
        for play in value["plays"][:self.players]:
            if not (isinstance(play, list) and len(play) == 2 and seat_ok(play[0])
                    and (play[1] is None or isinstance(play[1], str))):
                return None
            try:
                if play[1] is not None:
                    card(play[1])
            except (ValueError, KeyError, TypeError):
                return None
            plays.append([play[0], play[1]])
        out: dict[str, Any] = {"plays": plays}
        if "winners" in value:
            winners = value["winners"]
            if not isinstance(winners, list) or not all(seat_ok(w) for w in winners):
                return None
            out["winners"] = list(winners)
        elif "winner" in value:
            if not seat_ok(value["winner"]):
                return None
            out["winner"] = value["winner"]
        text = value.get("text")
        if isinstance(text, str) and len(text) <= MEMORY_TEXT_CHARS:
            out["text"] = text
        return out

    # --------------------------------------------------------- last trick
    def last_trick(self) -> dict[str, Any] | None:
        """``{"winner": seat, "plays": [[seat, card], ...]}`` of the last trick."""
        if self._last is not None:
            return self._last
        if not self.controller.has_game:
            return None
        last = self.view_of_table().get("last_trick")
        return last if isinstance(last, dict) else None

    def has_last_trick(self) -> bool:
        return True

    def last_trick_title(self, winners: list[int] | None) -> str:
        """Title of the "Last trick" panel: ``winners`` of the last trick (none,
        one or several), or None before the first trick.  Games that call
        their tricks otherwise (Peech: a battle) override it."""
        if winners is None:
            return QCoreApplication.translate("Table", "Last trick")
        if not winners:
            return QCoreApplication.translate("Table", "Last trick: nobody took it")
        if len(winners) == 1:
            return (QCoreApplication.translate("Table", "Last trick: you took it") if self.is_you(winners[0])
                    else QCoreApplication.translate("Table", "Last trick: {name} took it").format(
                        name=self.names[winners[0]]))
        return QCoreApplication.translate("Table", "Last trick: taken by {names}").format(
            names=", ".join(self.names[s] for s in winners))

    def retranslate(self) -> None:
        super().retranslate()
        if self.last_panel.isVisible():
            self.last_panel.hide()      # laid out afresh, as when it is opened
            self.show_last_trick()      # its title and names in the new words

    def no_last_trick_text(self) -> str:
        """Body of the panel before the first trick of the hand."""
        return QCoreApplication.translate("Table", "No trick has been played yet in this hand.")

    def show_info(self, title: PanelText, html: PanelText, button: PanelText,
                  source: dict[str, Any] | None = None) -> Waiter | None:
        """The kit's count panel; a "Last trick" panel the person is reading
        stays over it (closing it shows the count)."""
        waiter = super().show_info(title, html, button, source)
        if self.last_panel.isVisible():
            raise_overlay(self.last_panel)
        return waiter

    def handle_key(self, event: Any) -> bool:
        """Entrée or Espace while "Last trick" is open closes it first (it
        lies over a count that waits: the count's button is the next key's),
        and the status line says so, and what the next Entrée does."""
        if (self.last_panel.isVisible() and event.key() in ENTER_KEYS and not event.isAutoRepeat()
                and self._hold is None):
            self.close_last_trick()
            return True
        return super().handle_key(event)

    def toggle_last_trick(self) -> None:
        """L or P: "Last trick" opens, or closes when it is open (with a
        trick or before the first one alike)."""
        if self.last_panel.isVisible():
            self.close_last_trick()
        else:
            self.show_last_trick()

    def last_trick_name(self) -> str:
        """The panel's short name, as its button says it ("Last trick";
        Peech: "Last battle")."""
        return QCoreApplication.translate("Table", "Last trick")

    def close_last_trick(self) -> None:
        """Close "Last trick" by a key: the status line says it closed and,
        at the person's turn, what the next Entrée does: with the card
        raised (:meth:`raised_text`), else the line the panel came over.  A
        key that closed the panel is never taken for a card that was not
        played, nor left unsaid."""
        self.last_panel.hide()
        closed = QCoreApplication.translate("Table", "“{panel}” closed.").format(panel=self.last_trick_name())
        todo = raised = ""
        if self.arrow_chooses():
            item = self.scene.input.selected
            raised = self.raised_text(item) if item is not None else ""
            # else the line the panel came over (« À vous : … »), still true
            todo = raised or (self.director.last_status or "").removeprefix(closed).strip()
        text = f"{closed} {todo}".strip()
        self.status(text)
        if todo:
            self._prompt_status = text        # withdrawn with the input, as the line it repeats
            if raised:
                self._raised_line = text      # Échap then puts the line before the card back

    def show_last_trick(self) -> None:
        if not self.controller.has_game:
            return
        last = self.last_trick()
        while self._last_row.count():
            w = self._last_row.takeAt(0).widget()
            if w is not None:
                w.hide()
                w.deleteLater()
        p = self.last_panel
        if not last:
            p.title.setText(self.last_trick_title(None))
            p.set_body(self.no_last_trick_text())
        else:
            # ``winners`` (a list: none, one or several) or the one ``winner``
            winners = [int(s) for s in last.get("winners", [last.get("winner")]) if s is not None]
            p.title.setText(self.last_trick_title(winners))
            # the trick in words, under its cards, when the game gives them ("text")
            p.set_body(html_module.escape(str(last.get("text") or "")))
            dpr = self.director.view.devicePixelRatioF()
            width = int(self.scene.w)
            for seat, c in last["plays"]:
                if c is None:
                    continue
                box = QWidget(p)
                lay = QVBoxLayout(box)
                lay.setContentsMargins(2, 2, 2, 2)
                img = QLabel(box)
                img.setPixmap(self.scene.renderer.pixmap(card(c), width, dpr))
                img.setAccessibleName(card(c).name(self.scene.renderer.lang))
                lay.addWidget(img, 0, Qt.AlignmentFlag.AlignCenter)
                name = QLabel(("★ " if seat in winners else "") + self.names[seat], box)
                name.setAlignment(Qt.AlignmentFlag.AlignCenter)
                lay.addWidget(name)
                self._last_row.addWidget(box)
        self.place_centred(p)
        self.director.announce(self.last_trick_words(last))

    def last_trick_words(self, last: dict[str, Any] | None) -> str:
        """The panel shown by L, said to a screen reader as it opens (it takes
        no focus, and the next Entrée closes it): its title, the trick in
        words (the game's own words, else each card with whose it is), and
        how to close it."""
        lang = self.scene.renderer.lang
        parts = [self.last_panel.title.text()]
        if not last:
            parts.append(self.no_last_trick_text())
        elif last.get("text"):
            parts.append(str(last["text"]))
        else:
            parts.append(", ".join(
                QCoreApplication.translate("Table", "{name}: {card}").format(name=self.names[seat],
                                                                              card=card(c).name(lang))
                for seat, c in last["plays"] if c is not None))
        parts.append(QCoreApplication.translate("Table", "Enter closes it."))
        return " ".join(x if x.rstrip().endswith((".", "!", "?")) else x.rstrip() + "." for x in parts if x)

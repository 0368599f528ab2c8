"""Atout Pique at the table: bidding panel, tricks in the middle, gathered
tricks by each player's plate, "Dernier pli" and "Conseil", the hand's
breakdown at its end.

Decisions: the computer partner of a human always plays at the Difficile
level (RULES.md); the level chosen applies to the opponents.  When blind nil
is allowed (option) and open to the person bidding, their cards stay face
down until they choose between "Zéro aveugle" and "Voir mes cartes".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.engine import card
from cardtable.engine.atout_pique import Bid, Play, display_sort_key
from cardtable.ui.card_item import CardItem
from cardtable.ui.games import atout_pique_scores as scores
from cardtable.ui.games.base import GamePlugin, ScoreColumn, ScoreRow
from cardtable.ui.setup import GameSetup
from cardtable.ui.table.behaviour import TableBehaviour
from cardtable.ui.table.overlays import Panel
from cardtable.ui.table.queue import Waiter
from cardtable.ui.table.scene import CENTER

MINUS = "\u2212"


def _t(text: str) -> str:
    return QCoreApplication.translate("AtoutPique", text)


class AtoutPiquePlugin(GamePlugin):
    game_id = "atout_pique"
    higher_is_better = True

    def locked_level(self, seat: int, setup: GameSetup) -> str | None:
        partner = setup.seats[(seat + 2) % 4]
        if not setup.seats[seat].human and partner.human:
            return "difficile"
        return None

    def effective_levels(self, setup: GameSetup) -> list[str | None]:
        out: list[str | None] = []
        for seat, s in enumerate(setup.seats):
            out.append(None if s.human else (self.locked_level(seat, setup) or s.level))
        return out

    def groups(self, players: int, names: list[str]) -> list[str]:
        return scores.groups(players, names)

    def group_of_seat(self, seat: int, players: int) -> int:
        return scores.group_of_seat(seat, players)

    def score_columns(self) -> list[ScoreColumn]:
        return scores.score_columns()

    def score_rows(self, view: dict[str, Any], names: list[str]) -> list[ScoreRow]:
        return scores.score_rows(view, names)

    def group_totals(self, view: dict[str, Any], players: int) -> list[int]:
        return scores.group_totals(view, players)

    def create_behaviour(self, director: Any) -> AtoutPiqueTable:
        return AtoutPiqueTable(director)


PLUGIN = AtoutPiquePlugin()


def _num(n: int) -> str:
    return f"{MINUS}{-n}" if n < 0 else str(n)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else _num(n)


class AtoutPiqueTable(TableBehaviour):
    """Turns Atout Pique events into animations and gestures into actions."""

    def __init__(self, director: Any) -> None:
        super().__init__(director)
        setup = self.controller.setup
        assert setup is not None
        self.names = setup.names
        self.team_names = scores.groups(4, self.names)
        self.bids: list[int | None] = [None] * 4
        self.blind: list[bool] = [False] * 4
        self.tricks = [0] * 4
        self.scores = [0, 0]
        self.bags = [0, 0]
        self.dealer = 0
        self.hand_number = 1
        self.blind_pending = False
        self._typed = ""
        self._selected_bid: int | None = None
        self.bid_panel = Panel(director.view, QCoreApplication.translate("AtoutPique", "Your bid"))
        self._build_bid_panel()
        self.info_panel = Panel(director.view)
        self.last_panel = Panel(director.view, QCoreApplication.translate("AtoutPique", "Last trick"))
        self._last_row = QHBoxLayout()
        self.last_panel.layout_.insertLayout(1, self._last_row)
        self.last_panel.add_button(QCoreApplication.translate("AtoutPique", "Close"), self.last_panel.hide)
        self._waiter: Waiter | None = None

    # ------------------------------------------------------------ panels
    def _build_bid_panel(self) -> None:
        p = self.bid_panel
        grid = QGridLayout()
        grid.setSpacing(6)
        self.bid_buttons: dict[int, QPushButton] = {}
        nil = QPushButton(QCoreApplication.translate("AtoutPique", "Nil"), p)
        nil.setToolTip(QCoreApplication.translate("AtoutPique", "Bid nil: take no trick at all (+100 if made, −100 if not)"))
        grid.addWidget(nil, 0, 0)
        self.bid_buttons[0] = nil
        for n in range(1, 14):
            b = QPushButton(str(n), p)
            b.setToolTip(QCoreApplication.translate("AtoutPique", "Bid {n}: your team must take at least your bids added up").format(n=n))
            r, c = divmod(n, 7)          # Zéro 1 … 6 / 7 … 13
            grid.addWidget(b, r, c)
            self.bid_buttons[n] = b
        for n, b in self.bid_buttons.items():
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, k=n: self._bid(Bid(k)))
        p.layout_.insertLayout(2, grid)
        self.bid_hint = p.add_button(QCoreApplication.translate("AtoutPique", "Suggest a bid"), self._ask_hint)
        self.bid_hint.setProperty("quiet", True)
        self.blind_button = p.add_button(QCoreApplication.translate("AtoutPique", "Blind nil (±200)"), lambda: self._bid(Bid(0, blind=True)))
        self.look_button = p.add_button(QCoreApplication.translate("AtoutPique", "Look at my cards"), self._look_at_cards, accent=True)

    def relayout_overlays(self) -> None:
        if self.bid_panel.isVisible():
            self._place_bid_panel()

    def _place_bid_panel(self) -> None:
        v = self.director.view.viewport()
        self.bid_panel.place(v.width() // 2, int(v.height() * 0.50))

    def extra_actions(self) -> list[tuple[str, Any]]:
        actions = [(QCoreApplication.translate("AtoutPique", "Last trick"), self.show_last_trick)]
        if self.controller.human_seats():
            actions.append((QCoreApplication.translate("AtoutPique", "Hint"), self._ask_hint))
        return actions

    # ----------------------------------------------------------- rebuild
    def rebuild(self) -> None:
        sc = self.scene
        for item in sc.all_cards():
            sc.remove_card(item)
        ctl = self.controller
        viewer = self.viewer
        v = ctl.view(viewer if viewer is not None else sc.bottom_seat)
        self._read_public(v)
        hide_own = viewer is not None and self._blind_choice_pending(v, viewer)
        for seat in range(4):
            if seat == viewer and not hide_own:
                self.sync_hand(seat, v["hand"], len(v["hand"]), True)
            else:
                self.sync_hand(seat, None, v["hand_sizes"][seat], False)
        trick = self.trick_pile()
        trick.face_up = True
        for seat, c in v["trick"]:
            item = sc.new_card(card(c), True)
            item.seat = seat
            trick.items.append(item)
        for seat in range(4):
            pile = self.won_pile(seat)
            pile.face_up = False
            for _ in range(v["tricks_won"][seat]):
                pile.items.append(sc.new_card(None, False))
        sc.relayout(0)
        self.refresh_plates()

    def _read_public(self, v: dict[str, Any]) -> None:
        self.bids = list(v["bids"])
        self.blind = list(v["blind"])
        self.tricks = list(v["tricks_won"])
        self.scores = list(v["scores"])
        self.bags = list(v["bags"])
        self.dealer = v["dealer"]
        self.hand_number = v["hand_number"]

    def _blind_choice_pending(self, v: dict[str, Any], seat: int) -> bool:
        return bool(v.get("may_bid_blind")) and v["phase"] == "bidding" and v["bids"][seat] is None

    def refresh_plates(self) -> None:
        for seat, plate in self.scene.plates.items():
            bid = self.bids[seat]
            if bid is None:
                status = QCoreApplication.translate("AtoutPique", "Bid: …")
            elif bid == 0:
                status = (QCoreApplication.translate("AtoutPique", "Blind nil") if self.blind[seat] else QCoreApplication.translate("AtoutPique", "Nil")) + " · " + \
                    QCoreApplication.translate("AtoutPique", "tricks: {n}").format(n=self.tricks[seat])
            else:
                status = QCoreApplication.translate("AtoutPique", "Bid {b} · tricks: {n}").format(b=bid, n=self.tricks[seat])
            plate.set_status(status)
            team = seat % 2
            plate.set_score(QCoreApplication.translate("AtoutPique", "{score} pts").format(score=_num(self.scores[team])))
            plate.set_dealer(seat == self.dealer)

    # ------------------------------------------------------------ events
    def on_events(self, events: list[dict[str, Any]]) -> None:
        for ev in events:
            handler = getattr(self, "_ev_" + ev["type"], None)
            if handler is not None:
                handler(ev)

    def _push(self, fn, pause: int = 0) -> None:
        self.scene.queue.push(fn, pause)

    def _ev_hand_start(self, ev: dict[str, Any]) -> None:
        def step():
            sc = self.scene
            for item in sc.all_cards():
                sc.remove_card(item)
            self.bids = [None] * 4
            self.blind = [False] * 4
            self.tricks = [0] * 4
            self.dealer = ev["dealer"]
            self.hand_number = ev["hand"]
            self.refresh_plates()
            self.director.status.emit(QCoreApplication.translate("AtoutPique", "Hand {n}: {name} bids first.").format(
                n=ev["hand"], name=self.names[ev["first"]]))
        self._push(step)

    def _ev_deal(self, ev: dict[str, Any]) -> None:
        def step():
            sc = self.scene
            deck = sc.pile("deck", CENTER)
            deck.face_up = False
            viewer = self.viewer
            hands = ev["hands"]
            per_seat: dict[int, list[CardItem]] = {}
            for seat in range(4):
                own = viewer == seat
                cards_ = sorted((card(c) for c in hands[seat]), key=display_sort_key) if own else []
                items = []
                for i in range(len(hands[seat])):
                    item = sc.new_card(cards_[i] if own else None, False, sc.center())
                    item.seat = seat
                    deck.items.append(item)
                    items.append(item)
                per_seat[seat] = items
            sc.layout_pile(deck, 0)
            for seat, items in per_seat.items():
                pile = self.hand_pile(seat)
                pile.face_up = False
                for item in items:
                    sc.move_item(item, pile)
            dur, stagger = self.d["deal"], self.d["deal_stagger"]
            anims = []
            first = (self.dealer + 1) % 4
            for seat, items in per_seat.items():
                targets = sc.targets(self.hand_pile(seat))
                sc.assign_strips(self.hand_pile(seat), targets)
                for i, (item, (pos, rot, z, width)) in enumerate(zip(items, targets, strict=True)):
                    order = i * 4 + (seat - first) % 4
                    item.set_width(width)
                    # cards leave the deck already turned towards their player:
                    # they only slide (a quarter-turned card is drawn as a plain blit)
                    item.setRotation(rot)
                    anims.append(item.move_to(pos, rot, dur, z=z, face_up=False, delay_ms=order * stagger))
            return sc.parallel(anims)
        self._push(step)

        def reveal():
            viewer = self.viewer
            if viewer is None:
                return None
            v = self.controller.view(viewer)
            if self._blind_choice_pending(v, viewer):
                return None
            pile = self.hand_pile(viewer)
            pile.face_up = True
            return self.scene.layout_pile(pile, self.d["flip"])
        self._push(reveal)

    def _ev_bid(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]

        def step():
            self.bids[seat] = ev["bid"]
            self.blind[seat] = bool(ev.get("blind"))
            self.refresh_plates()
            if ev["bid"] == 0:
                text = QCoreApplication.translate("AtoutPique", "{name}: blind nil!") if ev.get("blind") else QCoreApplication.translate("AtoutPique", "{name}: nil!")
            else:
                text = QCoreApplication.translate("AtoutPique", "{name} bids {n}")
            self._toast_at_plate(seat, text.format(name=self.names[seat], n=ev["bid"]))
            self.director.status.emit(text.format(name=self.names[seat], n=ev["bid"]))
        self._push(step, self.d["bid_pause"])

    def _ev_bidding_done(self, ev: dict[str, Any]) -> None:
        def step():
            b = ev["bids"]
            team = [sum(x for x in (b[0], b[2]) if x), sum(x for x in (b[1], b[3]) if x)]
            self.director.status.emit(QCoreApplication.translate("AtoutPique", "Contracts: {t0} {c0}, {t1} {c1}. {name} leads.").format(
                t0=self.team_names[0], c0=team[0], t1=self.team_names[1], c1=team[1],
                name=self.names[ev.get("leader", 0)]))
        self._push(step)

    def _ev_card_played(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]

        def step():
            item = self.take_from_hand(seat, ev["card"])
            item.seat = seat
            item.selected_card = False
            item.dimmed = False
            trick = self.trick_pile()
            trick.face_up = True
            return self.fly(item, trick, self.d["play"], face_up=True)
        self._push(step)

    def _ev_spades_broken(self, ev: dict[str, Any]) -> None:
        self._push(lambda: self._toast(QCoreApplication.translate("AtoutPique", "Spades are broken!")))

    def _ev_trick_won(self, ev: dict[str, Any]) -> None:
        winner = ev["winner"]
        win_card = dict((s, c) for s, c in ev["plays"])[winner]

        def mark():
            for item in self.trick_pile().items:
                item.highlighted = item.card is not None and str(item.card) == win_card
            self.director.status.emit(QCoreApplication.translate("AtoutPique", "{name} takes the trick.").format(name=self.names[winner]))
        self._push(mark, self.d["trick_pause"])

        def gather():
            sc = self.scene
            trick = self.trick_pile()
            won = self.won_pile(winner)
            items = list(trick.items)
            anims = []
            g = sc.geom(winner)
            for item in items:
                item.highlighted = False
                sc.move_item(item, won)
            won.face_up = False
            for item in items:
                anims.append(item.move_to(g.won, g.angle if g.position else 0.0, self.d["gather"], z=60,
                                          easing=QEasingCurve.Type.InOutQuad, face_up=False))
            return sc.parallel(anims)
        self._push(gather)

        def settle():
            won = self.won_pile(winner)
            # one card stands for each trick taken
            keep = ev["tricks"][winner]
            while len(won.items) > keep:
                self.scene.remove_card(won.items[-1])
            self.tricks = list(ev["tricks"])
            self.refresh_plates()
            self.scene.layout_pile(won, 0)
        self._push(settle)

    def _ev_hand_scored(self, ev: dict[str, Any]) -> None:
        def step():
            self.scores = list(ev.get("scores") or [t["score"] for t in ev["teams"]])
            self.bags = list(ev.get("bags") or [t["bags"] for t in ev["teams"]])
            self.refresh_plates()
            self.director.scores_shown.emit()
            if self.d.off:
                return None
            html = self._breakdown_html(ev)
            return self._show_info(QCoreApplication.translate("AtoutPique", "Hand {n}").format(n=ev["hand"]), html, QCoreApplication.translate("AtoutPique", "Next hand"))
        self._push(step)

    def _ev_game_over(self, ev: dict[str, Any]) -> None:
        def step():
            s = ev["scores"]
            w = ev["winner"]
            title = QCoreApplication.translate("AtoutPique", "{team} win!").format(team=self.team_names[w])
            you = self.controller.human_seats()
            if you and all(seat % 2 == w for seat in you):
                title = QCoreApplication.translate("AtoutPique", "Victory! {team} win!").format(team=self.team_names[w])
            html = QCoreApplication.translate("AtoutPique", "Final score: {t0} {s0}, {t1} {s1}.").format(
                t0=self.team_names[0], s0=_num(s[0]), t1=self.team_names[1], s1=_num(s[1]))
            self.director.status.emit(title + " " + html)
            if self.d.off:
                return None
            self.info_panel.title.setText(title)
            self.info_panel.set_body(html)
            self._clear_buttons(self.info_panel)

            def again() -> None:
                self.info_panel.hide()
                self.director.new_game_requested.emit()
            self.info_panel.add_button(QCoreApplication.translate("AtoutPique", "New game"), again, accent=True)
            self.info_panel.add_button(QCoreApplication.translate("AtoutPique", "Close"), self.info_panel.hide)
            v = self.director.view.viewport()
            self.info_panel.place(v.width() // 2, v.height() // 2)
            return None
        self._push(step)

    def _breakdown_html(self, ev: dict[str, Any]) -> str:
        rows = []
        header = "<tr><th></th>" + "".join(f"<th style='padding:2px 10px'>{n}</th>" for n in self.team_names) + "</tr>"
        teams = ev["teams"]

        def line(label: str, values: list[str]) -> str:
            cells = "".join(f"<td align='right' style='padding:2px 10px'>{v}</td>" for v in values)
            return f"<tr><td>{label}</td>{cells}</tr>"

        rows.append(line(QCoreApplication.translate("AtoutPique", "Contract"), [str(t["contract"]) for t in teams]))
        rows.append(line(QCoreApplication.translate("AtoutPique", "Tricks counted"), [str(t["counted"]) for t in teams]))
        rows.append(line(QCoreApplication.translate("AtoutPique", "Contract points"), [_signed(t["contract_points"]) for t in teams]))
        rows.append(line(QCoreApplication.translate("AtoutPique", "Bags this hand"), [_signed(t["bags_this_hand"]) for t in teams]))
        nil_vals = []
        for t in teams:
            parts = []
            for nl in t.get("nils", []):
                word = QCoreApplication.translate("AtoutPique", "made") if nl["made"] else QCoreApplication.translate("AtoutPique", "failed")
                parts.append(f"{self.names[nl['seat']]} {word} {_signed(nl['points'])}")
            nil_vals.append("<br>".join(parts) if parts else "–")
        rows.append(line(QCoreApplication.translate("AtoutPique", "Nil"), nil_vals))
        rows.append(line(QCoreApplication.translate("AtoutPique", "Bag penalty"), [_signed(t["bag_penalty"]) if t["bag_penalty"] else "–" for t in teams]))
        rows.append(line("<b>" + QCoreApplication.translate("AtoutPique", "Hand") + "</b>", [f"<b>{_signed(t['points'])}</b>" for t in teams]))
        rows.append(line("<b>" + QCoreApplication.translate("AtoutPique", "Score") + "</b>", [f"<b>{_num(t['score'])}</b>" for t in teams]))
        rows.append(line(QCoreApplication.translate("AtoutPique", "Bags in reserve"), [str(t["bags"]) for t in teams]))
        extra = ""
        for t in teams:
            if t.get("boston"):
                extra += "<p>" + QCoreApplication.translate("AtoutPique", "Boston! {team} took all 13 tricks.").format(team=self.team_names[t["team"]]) + "</p>"
        return f"<table cellspacing='0'>{header}{''.join(rows)}</table>{extra}"

    def _clear_buttons(self, panel: Panel) -> None:
        while panel.buttons.count():
            w = panel.buttons.takeAt(0).widget()
            if w is not None:
                w.deleteLater()

    def _show_info(self, title: str, html: str, button: str) -> Waiter | Any:
        p = self.info_panel
        p.title.setText(title)
        p.set_body(html)
        self._clear_buttons(p)
        waiter = Waiter(self)
        self._waiter = waiter

        def close():
            p.hide()
            waiter.done()
        p.add_button(button, close, accent=True)
        v = self.director.view.viewport()
        p.place(v.width() // 2, v.height() // 2)
        if not self.controller.human_seats():
            QTimer.singleShot(self.d["popup"], self, close)
        return waiter

    # ------------------------------------------------------------- input
    def on_human_turn(self, seat: int) -> None:
        v = self.controller.view(seat)
        legal = self.controller.legal(seat)
        if v["phase"] == "bidding":
            self._show_bid_panel(seat, v, legal)
            return
        self.bid_panel.hide()
        hand = self.hand_pile(seat).items
        playable = [i for i in hand if i.card is not None and Play(i.card) in legal]
        self.scene.set_interactive(hand, playable, dim_others=self.director.view.settings.get("highlight_legal"))
        self.director.status.emit(QCoreApplication.translate("AtoutPique", "Your turn: drag a card to the middle, click it, or use the arrows and Enter."))

    def on_input_off(self) -> None:
        super().on_input_off()
        self.bid_panel.hide()

    def _show_bid_panel(self, seat: int, v: dict[str, Any], legal: list[Any]) -> None:
        self.blind_pending = self._blind_choice_pending(v, seat)
        self._typed = ""
        self._select_bid(None)
        p = self.bid_panel
        p.title.setText(QCoreApplication.translate("AtoutPique", "Your bid") if len(self.controller.human_seats()) <= 1
                        else QCoreApplication.translate("AtoutPique", "{name}, your bid").format(name=self.names[seat]))
        for n, b in self.bid_buttons.items():
            b.setVisible(not self.blind_pending)
            b.setEnabled(Bid(n) in legal)
            b.setProperty("hint", False)
            b.style().unpolish(b)
            b.style().polish(b)
        self.bid_hint.setVisible(not self.blind_pending)
        self.blind_button.setVisible(self.blind_pending and Bid(0, blind=True) in legal)
        self.look_button.setVisible(self.blind_pending)
        partner = (seat + 2) % 4
        bits = []
        if self.bids[partner] is not None:
            pb = self.bids[partner]
            bits.append(QCoreApplication.translate("AtoutPique", "Your partner bid {n}.").format(n=pb) if pb else QCoreApplication.translate("AtoutPique", "Your partner bid nil."))
        if self.blind_pending:
            bits.append(QCoreApplication.translate("AtoutPique", "Your team trails: you may bid blind nil before looking at your cards."))
        p.set_body(" ".join(bits))
        self._place_bid_panel()
        self.director.status.emit(QCoreApplication.translate("AtoutPique", "How many tricks will you take?"))

    # ---------------------------------------------------------- keyboard
    def handle_key(self, event: Any) -> bool:
        key = event.key()
        text = event.text().lower()
        if self.info_panel.isVisible() and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            # "Donne suivante" / "Nouvelle partie": the panel's first button
            first = self.info_panel.buttons.itemAt(0)
            if first is not None and first.widget() is not None:
                first.widget().click()
                return True
        if text in ("h", "c", "?"):
            self._ask_hint()
            return True
        if text in ("l", "p"):
            self.show_last_trick()
            return True
        if self.last_panel.isVisible() and key == Qt.Key.Key_Escape:
            self.last_panel.hide()
            return True
        if not self.bid_panel.isVisible():
            return False
        if self.blind_pending:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self._look_at_cards()
                return True
            if text == "b" and self.blind_button.isVisible():
                self._bid(Bid(0, blind=True))
                return True
            return False
        enabled = [n for n, b in self.bid_buttons.items() if b.isEnabled()]
        if not enabled:
            return False
        if text.isdigit():
            typed = (self._typed + text) if self._typed else text
            value = int(typed)
            if value not in enabled:
                typed, value = text, int(text)
            self._typed = typed if value in (1,) else ""
            if value in enabled:
                self._select_bid(value)
            return True
        if text in ("n", "z"):
            self._select_bid(0)
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Up):
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Up) else -1
            cur = self._selected_bid if self._selected_bid in enabled else None
            if cur is None:
                nxt = enabled[0] if step > 0 else enabled[-1]
            else:
                nxt = enabled[(enabled.index(cur) + step) % len(enabled)]
            self._select_bid(nxt)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self._selected_bid is not None:
            self._bid(Bid(self._selected_bid))
            return True
        return False

    def _select_bid(self, n: int | None) -> None:
        self._selected_bid = n
        for k, b in self.bid_buttons.items():
            b.setProperty("accent", k == n)
            b.style().unpolish(b)
            b.style().polish(b)
        if n is not None:
            self.director.status.emit(QCoreApplication.translate("AtoutPique", "Bid {n} selected: press Enter to confirm.").format(n=n) if n
                                      else QCoreApplication.translate("AtoutPique", "Nil selected: press Enter to confirm."))

    def _look_at_cards(self) -> None:
        seat = self.viewer
        if seat is None:
            return
        self.blind_pending = False
        v = self.controller.view(seat)
        self.sync_hand(seat, v["hand"], len(v["hand"]), False)
        pile = self.hand_pile(seat)
        pile.face_up = True
        anim = self.scene.layout_pile(pile, self.d["flip"])
        if anim is not None:
            anim.start(anim.DeletionPolicy.DeleteWhenStopped)
        self._show_bid_panel(seat, v, self.controller.legal(seat))
        self.blind_button.setVisible(False)

    def _bid(self, action: Bid) -> None:
        seat = self.viewer
        if seat is None:
            return
        if self.controller.submit(seat, action):
            self.bid_panel.hide()

    def on_card_activated(self, item: CardItem) -> None:
        seat = self.viewer
        if seat is None or item.card is None or item not in self.hand_pile(seat).items:
            return
        if not self.controller.submit(seat, Play(item.card)):
            self.scene.snap_back(item)

    def _ask_hint(self) -> None:
        seat = self.viewer
        if seat is not None and seat in self.controller.to_act() and not self.blind_pending:
            self.director.status.emit(QCoreApplication.translate("AtoutPique", "Thinking about a hint…"))
            self.controller.request_hint(seat)

    def on_hint(self, seat: int, action: Any) -> None:
        if seat != self.viewer:
            return
        if isinstance(action, Bid):
            b = self.bid_buttons.get(action.n)
            if b is not None and self.bid_panel.isVisible():
                b.setProperty("hint", True)
                b.style().unpolish(b)
                b.style().polish(b)
            self.director.status.emit(QCoreApplication.translate("AtoutPique", "Hint: bid {n}.").format(n=action.n) if action.n
                                      else QCoreApplication.translate("AtoutPique", "Hint: bid nil."))
        elif isinstance(action, Play):
            for item in self.hand_pile(seat).items:
                if item.card == action.card:
                    self.scene.select(item)
            name = action.card.name(self.scene.renderer.lang)
            self.director.status.emit(QCoreApplication.translate("AtoutPique", "Hint: {card}.").format(card=name))

    # ---------------------------------------------------------- last trick
    def show_last_trick(self) -> None:
        if self.controller.state is None:
            return
        v = self.controller.view(self.viewer if self.viewer is not None else 0)
        last = v.get("last_trick")
        while self._last_row.count():
            w = self._last_row.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        p = self.last_panel
        if not last:
            p.title.setText(QCoreApplication.translate("AtoutPique", "Last trick"))
            p.set_body(QCoreApplication.translate("AtoutPique", "No trick has been played yet in this hand."))
        else:
            p.title.setText(QCoreApplication.translate("AtoutPique", "Last trick: {name} took it").format(name=self.names[last["winner"]]))
            p.set_body("")
            dpr = self.director.view.devicePixelRatioF()
            width = int(self.scene.w)
            for seat, c in last["plays"]:
                box = QWidget(p)
                lay = QVBoxLayout(box)
                lay.setContentsMargins(2, 2, 2, 2)
                img = QLabel(box)
                pm: QPixmap = self.scene.renderer.pixmap(card(c), width, dpr)
                img.setPixmap(pm)
                lay.addWidget(img, 0, Qt.AlignmentFlag.AlignCenter)
                name = QLabel(self.names[seat], box)
                name.setAlignment(Qt.AlignmentFlag.AlignCenter)
                if seat == last["winner"]:
                    name.setText("★ " + self.names[seat])
                lay.addWidget(name)
                self._last_row.addWidget(box)
        v2 = self.director.view.viewport()
        p.place(v2.width() // 2, v2.height() // 2)

    # ------------------------------------------------------------- toasts
    def _toast(self, text: str) -> None:
        if self.d.off:
            return
        v = self.director.view.viewport()
        self.director.toast.show_text(text, self.d["toast"], v.width() // 2, int(v.height() * 0.3))

    def _toast_at_plate(self, seat: int, text: str) -> None:
        if self.d.off:
            return
        g = self.scene.geom(seat)
        # between the plate and the middle of the table
        k = 0.45 if g.position else 0.0
        spot = g.plate * (1 - k) + g.trick * k
        if g.position == 0:
            spot = g.plate - g.out * (self.scene._plate_size[1] * 1.1)
        pt = self.director.map_to_view(spot)
        self.director.toast.show_text(text, self.d["toast"], int(pt.x()), int(pt.y()))

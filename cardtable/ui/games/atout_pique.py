"""Atout Pique at the table: the bidding prompt, tricks in the middle,
gathered tricks by each player's plate, "Dernier pli" and "Conseil", the
hand's breakdown at its end.  Built on the table kit
(:class:`~cardtable.ui.table.tricks.TrickTable`, the shared prompt panel).

Decisions: the computer partner of a human always plays at the Difficile
level (docs/rules.md, ``atout_pique.partner_level``); the level chosen applies to the opponents.  When blind nil
is allowed (option) and open to the person bidding, their cards stay face
down until they choose between "Zéro aveugle" and "Voir mes cartes".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.ai.atout_pique import REASON_TEXTS, blind_nil_advice, explain
from cardtable.engine import Card, card
from cardtable.engine.atout_pique import BLIND_NIL_DEFICIT, Bid, display_sort_key
from cardtable.ui.games import atout_pique_scores as scores
from cardtable.ui.games.base import GamePlugin
from cardtable.ui.i18n import tr_context
from cardtable.ui.numbers import number, signed
from cardtable.ui.table.behaviour import sentence
from cardtable.ui.table.breakdown import BreakdownTable
from cardtable.ui.table.prompt import Choice
from cardtable.ui.table.tricks import TrickTable

AtoutPique = tr_context("AtoutPique")   # AtoutPique.tr(text, "", n): plural forms lupdate can see
LOOK = "look"       # the prompt's "Look at my cards" choice


class AtoutPiquePlugin(GamePlugin):
    game_id = "atout_pique"
    higher_is_better = True
    scores = scores             # the scoresheet's columns and rows (atout_pique_scores)

    def create_behaviour(self, director: Any) -> AtoutPiqueTable:
        return AtoutPiqueTable(director)


PLUGIN = AtoutPiquePlugin()


class AtoutPiqueTable(TrickTable):
    """Turns Atout Pique events into animations and gestures into actions."""

    count_events = ("hand_scored",)         # the count R shows again (TableBehaviour.recall)

    def __init__(self, director: Any) -> None:
        super().__init__(director)
        self.team_names = scores.groups(4, self.names)
        self.bids: list[int | None] = [None] * 4
        self.blind = [False] * 4
        self.tricks = [0] * 4
        self.scores = [0, 0]
        self.bags = [0, 0]
        self.dealer = 0
        self.hand_number = 1
        self.blind_pending = False
        self._looked: tuple[int, int] | None = None     # (hand, seat) that looked at the cards
        self.prompt.chosen.connect(self._chosen)
        self.prompt.suggest.connect(self.ask_hint)
        self.prompt.selection_changed.connect(self._selected)

    # ----------------------------------------------------------- rebuild
    def read_view(self, v: dict[str, Any]) -> None:
        self.bids, self.blind, self.tricks = list(v["bids"]), list(v["blind"]), list(v["tricks_won"])
        self.scores, self.bags = list(v["scores"]), list(v["bags"])
        self.dealer, self.hand_number = v["dealer"], v["hand_number"]

    def hide_own_hand(self, v: dict[str, Any], seat: int) -> bool:
        """Blind nil is (or will be, at ``seat``'s turn) open to ``seat``, who
        has not looked at the cards yet: they stay face down until then."""
        setup = self.controller.setup
        trails = (bool(setup and setup.options.get("blind_nil"))
                  and v["scores"][1 - seat % 2] - v["scores"][seat % 2] >= BLIND_NIL_DEFICIT)
        return ((bool(v.get("may_bid_blind")) or trails) and v["phase"] == "bidding" and v["bids"][seat] is None
                and self._looked != (v["hand_number"], seat))

    def refresh_plates(self) -> None:
        for seat, plate in self.scene.plates.items():
            bid = self.bids[seat]
            if bid is None:
                status = QCoreApplication.translate("AtoutPique", "Bid: …")
            elif bid == 0:
                word = (QCoreApplication.translate("AtoutPique", "Blind nil") if self.blind[seat]
                        else QCoreApplication.translate("AtoutPique", "Nil"))
                status = word + " · " + QCoreApplication.translate("AtoutPique", "tricks: {n}").format(n=self.tricks[seat])
            else:
                status = QCoreApplication.translate("AtoutPique", "Bid {b} · tricks: {n}").format(b=bid, n=self.tricks[seat])
            plate.set_status(status)
            plate.set_score(QCoreApplication.translate("AtoutPique", "{score} pts").format(score=number(self.scores[seat % 2])))
            plate.set_dealer(seat == self.dealer)

    # ------------------------------------------------------------ events
    def sort_hand(self, cards: list[Card]) -> list[Card]:
        return sorted(cards, key=display_sort_key)

    def first_dealt_seat(self, ev: dict[str, Any]) -> int:
        return (self.dealer + 1) % 4

    def _ev_hand_start(self, ev: dict[str, Any]) -> None:
        def step():
            self.clear_cards()
            self.bids, self.blind, self.tricks = [None] * 4, [False] * 4, [0] * 4
            self.dealer, self.hand_number = ev["dealer"], ev["hand"]
            self.refresh_plates()
            if self.is_you(ev["first"]):
                self.status(QCoreApplication.translate("AtoutPique", "Hand {n}: you bid first.").format(n=ev["hand"]))
            else:
                self.status(QCoreApplication.translate("AtoutPique", "Hand {n}: {name} bids first.").format(
                    n=ev["hand"], name=self.names[ev["first"]]))
        self.push(step)

    def _ev_bid(self, ev: dict[str, Any]) -> None:
        seat = ev["seat"]

        def step():
            self.bids[seat] = ev["bid"]
            self.blind[seat] = bool(ev.get("blind"))
            self.refresh_plates()
            you = self.is_you(seat)
            if ev["bid"] == 0 and ev.get("blind"):
                text = QCoreApplication.translate("AtoutPique", "You bid blind nil!") if you else QCoreApplication.translate("AtoutPique", "{name}: blind nil!")
            elif ev["bid"] == 0:
                text = QCoreApplication.translate("AtoutPique", "You bid nil!") if you else QCoreApplication.translate("AtoutPique", "{name}: nil!")
            else:
                text = QCoreApplication.translate("AtoutPique", "You bid {n}") if you else QCoreApplication.translate("AtoutPique", "{name} bids {n}")
            text = text.format(name=self.names[seat], n=ev["bid"])
            self.bubble_at_plate(seat, text)         # said by the player, beside their plate
            self.status(sentence(text))
        self.push(step, self.d["bid_pause"])

    def _ev_bidding_done(self, ev: dict[str, Any]) -> None:
        b = ev["bids"]
        team = [sum(x for x in (b[0], b[2]) if x), sum(x for x in (b[1], b[3]) if x)]
        leader = int(ev.get("leader", 0))
        template = (QCoreApplication.translate("AtoutPique", "Contracts: {t0} {c0}, {t1} {c1}. You lead.")
                    if self.is_you(leader) else
                    QCoreApplication.translate("AtoutPique", "Contracts: {t0} {c0}, {t1} {c1}. {name} leads."))
        self.push(lambda: self.status(template.format(
            t0=self.team_names[0], c0=team[0], t1=self.team_names[1], c1=team[1], name=self.names[leader])))

    def _ev_spades_broken(self, ev: dict[str, Any]) -> None:
        def say() -> None:
            text = QCoreApplication.translate("AtoutPique", "Spades are broken!")
            self.toast(text)
            self.director.announce(text)
        self.push(say)

    def kept_in_won(self, ev: dict[str, Any], seat: int) -> int | None:
        return ev["tricks"][seat]          # one card stands for each trick taken

    def trick_taken(self, ev: dict[str, Any]) -> None:
        self.tricks = list(ev["tricks"])
        self.refresh_plates()

    def _ev_hand_scored(self, ev: dict[str, Any]) -> None:
        def step():
            self.scores = list(ev.get("scores") or [t["score"] for t in ev["teams"]])
            self.bags = list(ev.get("bags") or [t["bags"] for t in ev["teams"]])
            self.refresh_plates()
            self.director.scores_shown.emit()
            return self.show_info(*self.summary_texts(ev),
                                  lambda: QCoreApplication.translate("AtoutPique", "Next hand"), source=ev)
        self.push(step)

    def _ev_game_over(self, ev: dict[str, Any]) -> None:
        def step():
            s, w = ev["scores"], ev["winner"]
            you = self.controller.human_seats()

            def title_text() -> str:
                return title().format(team=self.team_names[w], partner=partner)

            def title() -> str:
                if len(you) == 1 and you[0] % 2 == w:
                    return QCoreApplication.translate("AtoutPique", "Victory! You and {partner} win!")
                if len(you) == 1:
                    return QCoreApplication.translate("AtoutPique", "You lose: {team} win.")
                if you and all(seat % 2 == w for seat in you):
                    return QCoreApplication.translate("AtoutPique", "Victory! {team} win!")
                return QCoreApplication.translate("AtoutPique", "{team} win!")
            partner = self.names[(you[0] + 2) % 4] if len(you) == 1 else ""

            def html() -> str:
                return QCoreApplication.translate("AtoutPique", "Final score: {t0} {s0}, {t1} {s1}.").format(
                    t0=self.team_names[0], s0=number(s[0]), t1=self.team_names[1], s1=number(s[1]))
            self.show_end(title_text, html)
        self.push(step)

    def summary_texts(self, source: dict[str, Any]) -> tuple[Callable[[], str], Callable[[], str]]:
        """The hand's count from its ``hand_scored`` event."""
        self._breakdown_html(source)        # an event it cannot read fails here, not when shown
        return (lambda: QCoreApplication.translate("AtoutPique", "Hand {n}").format(n=source["hand"]),
                lambda: self._breakdown_html(source))

    def _breakdown_html(self, ev: dict[str, Any]) -> str:
        teams, t = ev["teams"], BreakdownTable(self.team_names, align="right")
        t.line(QCoreApplication.translate("AtoutPique", "Contract"), [str(x["contract"]) for x in teams])
        t.line(QCoreApplication.translate("AtoutPique", "Tricks counted"), [str(x["counted"]) for x in teams])
        t.line(QCoreApplication.translate("AtoutPique", "Contract points"), [signed(x["contract_points"]) for x in teams])
        t.line(QCoreApplication.translate("AtoutPique", "Bags this hand"), [signed(x["bags_this_hand"]) for x in teams])
        t.line(QCoreApplication.translate("AtoutPique", "Nil"), ["<br>".join(self.nil_text(n) for n in x.get("nils", [])) or "–" for x in teams])
        t.line(QCoreApplication.translate("AtoutPique", "Bag penalty"), [signed(x["bag_penalty"]) if x["bag_penalty"] else "–" for x in teams])
        t.line(QCoreApplication.translate("AtoutPique", "Hand"), [signed(x["points"]) for x in teams], bold=True)
        t.line(QCoreApplication.translate("AtoutPique", "Score"), [number(x["score"]) for x in teams], bold=True)
        t.line(QCoreApplication.translate("AtoutPique", "Bags in reserve"), [str(x["bags"]) for x in teams])
        extra = "".join("<p>" + QCoreApplication.translate("AtoutPique", "Boston! {team} took all 13 tricks.").format(
            team=self.team_names[x["team"]]) + "</p>" for x in teams if x.get("boston"))
        return t.html() + extra

    def nil_text(self, nl: dict[str, Any]) -> str:
        """"Léa makes nil +100", "You fail nil −100"."""
        if self.is_you(nl["seat"]):
            text = (QCoreApplication.translate("AtoutPique", "You make your nil {points}") if nl["made"]
                    else QCoreApplication.translate("AtoutPique", "You fail your nil {points}"))
        else:
            text = (QCoreApplication.translate("AtoutPique", "{name} makes nil {points}") if nl["made"]
                    else QCoreApplication.translate("AtoutPique", "{name} fails nil {points}"))
        return text.format(name=self.names[nl["seat"]], points=signed(nl["points"]))

    # ----------------------------------------------------------- bidding
    def bids_text(self, seat: int) -> str:
        """Every bid made so far, in bidding order ("Léa: 3 · Hugo (partner): nil")."""
        parts = []
        for k in range(1, 5):
            s = (self.dealer + k) % 4
            b = self.bids[s]
            if b is None or s == seat:
                continue
            what = (QCoreApplication.translate("AtoutPique", "blind nil") if self.blind[s] else QCoreApplication.translate("AtoutPique", "nil")) if b == 0 else str(b)
            name = (QCoreApplication.translate("AtoutPique", "{name} (partner)").format(name=self.names[s]) if s == (seat + 2) % 4
                    else self.names[s])
            parts.append(QCoreApplication.translate("AtoutPique", "{name}: {bid}").format(name=name, bid=what))
        if not parts:
            return (QCoreApplication.translate("AtoutPique", "You bid first.") if len(self.controller.human_seats()) <= 1
                    else QCoreApplication.translate("AtoutPique", "{name} bids first.").format(name=self.names[seat]))
        return QCoreApplication.translate("AtoutPique", "Bids so far: {bids}.").format(bids=" · ".join(parts))

    def ask(self, seat: int, legal: list[Any]) -> bool:
        """The bid's prompt.  Decision: with no bid chosen yet, the first
        Entrée (as the first →) chooses the bid of 1, not nil, and says it
        (« Mise 1 choisie : appuyez sur Entrée pour confirmer. »); the next
        Entrée bids it.  Nil is a contract of its own (±100), never
        reached by pressing a key without thinking; ←
        from nothing chooses it, as do N, Z and 0.  The advised bid is not
        taken either: advice is asked for (H, « Suggérer une mise »), it
        is computed, and it is not given to a person who did not ask."""
        v = self.controller.view(seat)
        if v["phase"] != "bidding":
            return False
        self.blind_pending = self.hide_own_hand(v, seat)
        title = (QCoreApplication.translate("AtoutPique", "Your bid") if len(self.controller.human_seats()) <= 1
                 else QCoreApplication.translate("AtoutPique", "{name}, your bid").format(name=self.names[seat]))
        bits = [self.bids_text(seat)]
        if self.blind_pending:
            bits.append(QCoreApplication.translate(
                "AtoutPique", "Your team trails: you may bid blind nil before looking at your cards."))
            blind = Bid(0, blind=True)
            choices = [Choice(blind, QCoreApplication.translate("AtoutPique", "Blind nil (±200)"),
                              enabled=blind in legal, keys=("b",)),
                       Choice(LOOK, QCoreApplication.translate("AtoutPique", "Look at my cards"), accent=True)]
            self.prompt.ask(title, choices, body=" ".join(bits), default=LOOK)
        else:
            choices = [Choice(Bid(0), QCoreApplication.translate("AtoutPique", "Nil"), Bid(0) in legal,
                              QCoreApplication.translate(
                                  "AtoutPique", "Bid nil: take no trick at all (+100 if made, −100 if not)"),
                              keys=("0", "n", "z"))]
            choices += [Choice(Bid(n), str(n), Bid(n) in legal, QCoreApplication.translate(
                "AtoutPique", "Bid {n}: your team must take at least your bids added up").format(n=n),
                keys=(str(n),)) for n in range(1, 14)]
            self.prompt.ask(title, choices, body=" ".join(bits), columns=7, start=Bid(1),
                            suggest_label=QCoreApplication.translate("AtoutPique", "Suggest a bid"))
        self.place_prompt()
        self.status(QCoreApplication.translate("AtoutPique", "How many tricks will you take?"))
        return True

    def _selected(self, value: Any) -> None:
        if value is None:           # Échap undid the bid typed
            self.status(QCoreApplication.translate("AtoutPique", "No bid chosen: type a number (N for nil), then "
                                                                 "Enter."))
        elif isinstance(value, Bid):
            self.status(QCoreApplication.translate("AtoutPique", "Bid {n} selected: press Enter to confirm.").format(
                n=value.n) if value.n else QCoreApplication.translate("AtoutPique", "Nil selected: press Enter to confirm."))

    def prompt_raised_text(self, value: Any) -> str:
        return ""          # the bid chosen is said by :meth:`_selected`

    def _chosen(self, value: Any) -> None:
        if value == LOOK:
            self._look_at_cards()
        elif self.submit(value):
            self.hide_prompt()

    def _look_at_cards(self) -> None:
        seat = self.viewer
        if seat is None:
            return
        self._looked = (self.controller.view(seat)["hand_number"], seat)
        self.turn_up_hand(seat)
        self.ask(seat, self.controller.legal(seat))

    # ------------------------------------------------------------- hints
    def hint_allowed(self) -> bool:
        return not self.blind_pending

    def local_hint(self) -> tuple[Any, str, str] | None:
        """Blind nil or a look at the cards, from the scores alone
        (:func:`cardtable.ai.atout_pique.blind_nil_advice`): the hand is
        still face down, so the hint player, which reads it, is not asked."""
        seat = self.viewer
        if not self.blind_pending or seat is None:
            return None
        take, code = blind_nil_advice(self.controller.view(seat))
        what = (QCoreApplication.translate("AtoutPique", "Hint: bid blind nil.") if take
                else QCoreApplication.translate("AtoutPique", "Hint: look at your cards."))
        return (Bid(0, blind=True) if take else LOOK), what, reason_text(code, {})

    def hint_what(self, action: Any) -> str:
        if isinstance(action, Bid):
            return (QCoreApplication.translate("AtoutPique", "Hint: bid {n}.").format(n=action.n) if action.n
                    else QCoreApplication.translate("AtoutPique", "Hint: bid nil."))
        return super().hint_what(action)

    def hint_reason(self, action: Any) -> str:
        line = super().hint_reason(action)     # the hint player's own reason
        return line or self.explained(explain, action, reason_text)


def reason_text(code: str, params: dict[str, Any], lang: str = "fr") -> str:
    """The one line that says why (a reason code of
    :func:`cardtable.ai.atout_pique.explain`)."""
    c = params.get("card")
    name = card(c).name(lang) if isinstance(c, str) else ""
    n = int(params.get("n", 0))
    if code == "bid_sure":
        return AtoutPique.tr("You have %n sure trick(s).", "", n)
    if code == "bid_likely":
        sure = int(params.get("sure", 0))
        return AtoutPique.tr("Your hand should take about %n trick(s)", "", n) + " " + AtoutPique.tr(
            "(%n sure).", "", sure)
    return QCoreApplication.translate("AtoutPique", REASON_TEXTS[code]).format(card=name) if code in REASON_TEXTS else ""

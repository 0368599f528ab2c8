"""Les Auteurs at the table: ask another player for one exact card, see the
answer said aloud in a bubble, the card fly across face up on a hit, and the
poissons laid in front of their owner.  Built on the table kit
(:class:`~cardtable.ui.table.behaviour.TableBehaviour`, the shared prompt
panel with card pictures, drop targets, clickable plates, the player pick).

What lies where: each hand fanned at its seat (the person's face up, sorted
by rank; the others' backs, their count on the plate); each player's
poissons face up, four by four, beside their plate (a ``BOOKS`` pile); the
plate says the cards held and the poissons laid, and the tokens.  The "Ask
log" panel (J, or its corner button; it can be hidden) lists the deal's
asks and answers and the poissons laid.  It lies over no hand, no plate
and not in the middle of the table, where the asked card lies, nor where a
line of poissons will grow, nor where a hand's fan will.  It has one place
a table layout: the top left corner (the top of the middle at a table of
five, whose top left player's hand reaches that corner), showing fewer
lines, then wrapping them, rather than moving, so that the eye finds it
where it was between turns (:meth:`AuteursTable.refresh_journal`).  The card prompt keeps clear of it:
the log stays in view while the person chooses, since remembering each
ask is the whole game (see :meth:`AuteursTable._ask_fitted`).

Asking, for the person whose turn it is (never deciding a rule: the choices
come from ``controller.legal(seat)``, the engine says why it refuses):

* drag one of your cards onto an opponent (their hand or plate lights up
  only when they may be asked), then pick the exact card of that rank in
  the prompt;
* or click an opponent's plate (or click one of your cards, then the
  player), then pick the card in the prompt (every card of the ranks you
  hold, at the hand's card size, in pages when they do not all fit; the
  ones you hold carry a "You have it" ribbon);
* or, keyboard alone: the digits 1, 2, 3… choose a player clockwise from
  your left (each opponent's plate shows its digit), or the arrows then
  Enter; then the arrows choose the card in the prompt (← → the next card,
  ↓ ↑ the card of the same suit in the row below or above, each crossing
  its pages) and Enter asks.  Esc goes back.

A person with no cards left is never asked and never asks again in the
deal: the kit's hurry bar then offers "Speed up" / "Skip to the end of the
deal" while the computers finish it (:meth:`AuteursTable.humans_idle`).

At one shared screen the director's curtain hides every hand between two
people; everything else on the table (asks, answers, poissons, the log) is
public.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSettings,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF, QTextDocument
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsObject,
    QLabel,
    QScrollArea,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine import Card, card
from cardtable.engine.auteurs import Ask
from cardtable.engine.cards import SUITS
from cardtable.ui.cards import CARD_RATIO
from cardtable.ui.cards.item import CardItem
from cardtable.ui.cards.words import the_card
from cardtable.ui.games import auteurs_scores as scores
from cardtable.ui.games.base import QT_TRANSLATE_NOOP, GamePlugin
from cardtable.ui.i18n import tr_context
from cardtable.ui.numbers import number, signed
from cardtable.ui.settings import boolean, declare, read
from cardtable.ui.table.behaviour import TableBehaviour, name_list, plain_text, said_span
from cardtable.ui.table.breakdown import BreakdownTable
from cardtable.ui.table.input import PICK_PLAYER, DropTarget
from cardtable.ui.table.overlays import PANEL_STYLE, Panel, covered_area, place_side_panel, raise_overlay
from cardtable.ui.table.piles import BOOKS, CENTER, HAND, TRICK, Pile
from cardtable.ui.table.prompt import Choice

CTX = "Auteurs"
Auteurs = tr_context(CTX)     # Auteurs.tr(...): lupdate sees the context
JOURNAL_KEY = "auteurs/journal"
#: the fewest lines the ask log shows in its place before it looks for another
JOURNAL_LEAST = 4
#: the narrowest the ask log gets (its lines wrapped) to keep its place
JOURNAL_NARROWEST = 200
declare(JOURNAL_KEY, True, boolean)

RANK_PLURALS = (
    QT_TRANSLATE_NOOP("Auteurs", "aces"), QT_TRANSLATE_NOOP("Auteurs", "twos"),
    QT_TRANSLATE_NOOP("Auteurs", "threes"), QT_TRANSLATE_NOOP("Auteurs", "fours"),
    QT_TRANSLATE_NOOP("Auteurs", "fives"), QT_TRANSLATE_NOOP("Auteurs", "sixes"),
    QT_TRANSLATE_NOOP("Auteurs", "sevens"), QT_TRANSLATE_NOOP("Auteurs", "eights"),
    QT_TRANSLATE_NOOP("Auteurs", "nines"), QT_TRANSLATE_NOOP("Auteurs", "tens"),
    QT_TRANSLATE_NOOP("Auteurs", "jacks"), QT_TRANSLATE_NOOP("Auteurs", "queens"),
    QT_TRANSLATE_NOOP("Auteurs", "kings"),
)


def _tr(text: str, n: int | None = None) -> str:
    if n is None:
        return QCoreApplication.translate(CTX, text)
    return QCoreApplication.translate(CTX, text, None, n)


def rank_plural(rank: int) -> str:
    """"queens" ("dames"): the four cards of a rank."""
    return _tr(RANK_PLURALS[rank - 1])


def ranks_words(ranks: list[int]) -> str:
    """Poissons by their ranks, in words: "les dames, les rois et les as"
    ("the queens, the kings and the aces"), each rank once, in the order
    given."""
    return name_list([Auteurs.tr("the {rank}").format(rank=rank_plural(r)) for r in dict.fromkeys(ranks)])


#: the card's name with its article: "la dame de pique", "the queen of spades"
card_phrase = the_card


def short_card(c: Card, lang: str) -> str:
    """"D♠" (French corner letters) or "Q♠", red suits in red (HTML)."""
    text = f"{c.corner(lang)}{c.suit.symbol}"
    return f"<span style='color:#ff8f8f'>{text}</span>" if c.is_red else text


def _rank_key(c: Card) -> tuple[int, int]:
    return (c.rank, c.index)


# ------------------------------------------------------------------- plugin
class AuteursPlugin(GamePlugin):
    game_id = "auteurs"
    scores = scores
    higher_is_better = True            # the most tokens wins

    def create_behaviour(self, director: Any) -> AuteursTable:
        return AuteursTable(director)


PLUGIN = AuteursPlugin()


# ------------------------------------------------------------ small widgets
class TokenItem(QGraphicsObject):
    """A token flying from a payer's plate to the player who laid a poisson."""

    def __init__(self, radius: float) -> None:
        super().__init__()
        self.r = radius
        self.setZValue(1500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.r - 2, -self.r - 2, 2 * self.r + 4, 2 * self.r + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(120, 80, 10), 1.5))
        painter.setBrush(QColor(244, 196, 64))
        painter.drawEllipse(QPointF(0, 0), self.r, self.r)
        painter.setPen(QPen(QColor(170, 120, 20), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), self.r * 0.68, self.r * 0.68)


class AskJournal(QFrame):
    """The "Ask log" panel: every ask, answer and poisson of the deal, newest
    last.  As tall as the room beside the cards allows; when the deal has
    more lines than that, the panel scrolls (mouse wheel, or its scroll bar)
    from the newest lines back to the first ask, and the title says how many
    asks the log holds and that the earlier ones are above."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE + "QFrame#panel QLabel#journal { font-size: 9pt; }"
                           "QFrame#panel QScrollArea, QFrame#panel QScrollArea > QWidget > QWidget"
                           " { background: transparent; border: none; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 10)
        lay.setSpacing(4)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        # one label a line: a new ask lays out its own line only (one label
        # holding a long deal's whole log would lay all of it out again at
        # each ask, a freeze that grows through the deal)
        self.body = QWidget()
        self.body.setObjectName("journalBody")
        self._rows_box = QVBoxLayout(self.body)
        self._rows_box.setContentsMargins(0, 0, 0, 0)
        self._rows_box.setSpacing(0)
        self._rows_box.addStretch(1)
        self._row_labels: list[QLabel] = []
        self._row_texts: list[str] = []
        self._rows_wrap = False
        self._probe = QLabel(self.body)        # the lines' font, as the panel's style sets it
        self._probe.setObjectName("journal")
        self._probe.hide()
        self.scroll = QScrollArea(self)
        self.scroll.setWidget(self.body)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll.verticalScrollBar().rangeChanged.connect(self._range_changed)
        self.scroll.verticalScrollBar().valueChanged.connect(self._scrolled)
        lay.addWidget(self.title)
        lay.addWidget(self.scroll, 1)
        self.lines: list[str] = []
        self.visible_rows = 0
        self._laid_out: tuple[object, ...] | None = None     # what the body was last laid out for
        self._body_h = 0
        self._sizes: dict[tuple[str, str], tuple[float, float]] = {}
        self._follow = True            # keep the newest line in view (unless the person scrolled back)
        self._moving = False           # the log itself moves the scroll bar
        self.hide()

    def line_font(self) -> QFont:
        self._probe.ensurePolished()
        return self._probe.font()

    def line_height(self) -> int:
        self._probe.ensurePolished()
        return max(12, self._probe.fontMetrics().lineSpacing())

    def body_text(self) -> str:
        """The lines as the panel shows them (its labels' texts, one a line)."""
        return "\n".join(lbl.text() for lbl in self._row_labels)

    def _set_rows(self, rows: list[str], wraps: bool) -> None:
        """The body's labels, one a row: new rows at the end of the same log
        are added; anything else lays the rows out again."""
        style = "normal" if wraps else "nowrap"
        html = [f"<p style='margin:0; white-space:{style}'>{r}</p>" for r in rows]
        keep = 0
        if wraps == self._rows_wrap:
            while (keep < len(self._row_texts) and keep < len(html)
                   and self._row_texts[keep] == html[keep]):
                keep += 1
        for lbl in self._row_labels[keep:]:
            self._rows_box.removeWidget(lbl)
            lbl.hide()
            lbl.deleteLater()
        del self._row_labels[keep:]
        for text in html[keep:]:
            lbl = QLabel(self.body)
            lbl.setObjectName("journal")
            lbl.setTextFormat(Qt.TextFormat.RichText)
            lbl.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            lbl.setWordWrap(wraps)
            lbl.setText(text)
            self._rows_box.insertWidget(len(self._row_labels), lbl)
            lbl.show()                # counted by the layout now (a layout shows it only later)
            self._row_labels.append(lbl)
        self._row_texts = html
        self._rows_wrap = wraps

    def _line_size(self, row: str, font: QFont) -> tuple[float, float]:
        """One line's width on one line and its height, as the label lays it
        out: measured once per line and font (the log only grows during a
        deal, so each ask measures its own lines, not the whole log again)."""
        key = (row, font.key())
        size = self._sizes.get(key)
        if size is None:
            doc = QTextDocument()
            doc.setDefaultFont(font)
            doc.setDocumentMargin(0)
            doc.setHtml(f"<p style='margin:0; white-space:nowrap'>{row}</p>")
            size = (doc.idealWidth(), doc.size().height())
            if len(self._sizes) > 4000:       # a very long evening: start the memory again
                self._sizes.clear()
            self._sizes[key] = size
        return size

    def _range_changed(self, _low: int, high: int) -> None:
        if self._follow:
            self._set_value(high)

    def _set_value(self, value: int) -> None:
        self._moving = True
        try:
            self.scroll.verticalScrollBar().setValue(value)
        finally:
            self._moving = False

    def _scrolled(self, value: int) -> None:
        if not self._moving:          # the person scrolled: follow the newest line only from the bottom
            self._follow = value >= self.scroll.verticalScrollBar().maximum()

    def at_newest(self) -> bool:
        bar = self.scroll.verticalScrollBar()
        return bar.value() >= bar.maximum()

    def scroll_to_newest(self) -> None:
        self._follow = True
        self._set_value(self.scroll.verticalScrollBar().maximum())

    def show_lines(self, title: str, lines: list[str], max_lines: int, empty: str, max_width: int) -> None:
        """Every line, each on one line, in a panel showing at most
        ``max_lines`` of them (the rest a scroll away): the panel is as wide
        as its longest line, up to ``max_width`` (only a line wider than that
        wraps)."""
        grew = len(lines) != len(self.lines)
        if len(lines) < len(self.lines):       # a new deal: from its newest line
            self._follow = True
        self.lines = list(lines)
        self.title.setText(title)
        rows = list(lines) if lines else [f"<i>{empty}</i>"]
        m = self.layout().contentsMargins()
        bar = self.scroll.verticalScrollBar().sizeHint().width() if len(rows) > max_lines else 0
        # the text is laid out once per content: the caller tries fewer and
        # fewer visible rows of the same lines until the panel finds room
        font = self.line_font()
        key = (tuple(rows), title, max_width, bar, font.key())
        if key != self._laid_out:
            self._laid_out = key
            sizes = [self._line_size(r, font) for r in rows]
            need = int(max(w for w, _h in sizes) + 0.999) + m.left() + m.right() + 4 + bar
            title_w = self.title.fontMetrics().horizontalAdvance(title) + m.left() + m.right() + 4
            width = min(max_width, max(need, title_w))
            wraps = need > max_width          # a line longer than the room: the lines wrap
            if wraps:
                # each line's height for this width (a QLabel lays rich text
                # out as this document does)
                self._body_h = 0
                for r in rows:
                    doc = QTextDocument()
                    doc.setDefaultFont(font)
                    doc.setDocumentMargin(0)
                    doc.setHtml(f"<p style='margin:0; white-space:normal'>{r}</p>")
                    doc.setTextWidth(max(10, width - m.left() - m.right() - bar))
                    self._body_h += int(doc.size().height() + 0.999)
            else:                     # each line on one line: their heights add up
                self._body_h = int(sum(h for _w, h in sizes) + 0.999)
            self._set_rows(rows, wraps)
            self.setFixedWidth(width)
        body_h = self._body_h
        self.visible_rows = max(1, min(len(rows), max_lines))
        one = body_h / max(1, len(rows)) if body_h > 0 else self.line_height()
        self.scroll.setFixedHeight(int(min(body_h if body_h > 0 else one * len(rows), one * self.visible_rows + 0.999)) + 2)
        self.adjustSize()
        # the rows' layout and the scroll bar's range now, not at the next
        # turn of the event loop: the newest line is in view when this returns
        self._rows_box.activate()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        if len(rows) > self.visible_rows:
            # as tall as the newest rows as laid out (each label a whole number
            # of pixels): scrolled to the newest line, the top edge falls
            # between two lines, with no sliver of the line above in view
            text_w = self.width() - m.left() - m.right() - bar
            exact = sum(lbl.heightForWidth(text_w) if lbl.wordWrap() else lbl.sizeHint().height()
                        for lbl in self._row_labels[-self.visible_rows:])
            if exact > 0 and exact != self.scroll.height():
                self.scroll.setFixedHeight(exact)
                self.adjustSize()
                self._rows_box.activate()
                QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        if grew and self._follow:
            self.scroll_to_newest()

    def plain_text(self) -> str:
        """The lines without markup (tests, accessibility)."""
        return "\n".join(plain_text(ln) for ln in self.lines)


@dataclass(frozen=True)
class PickerPlan:
    """How the card prompt is laid out (:meth:`AuteursTable._ask_fitted`):
    ``roomy``: clear of the whole table (every plate and poisson), its
    ``columns`` the most cards a page; else one rank a page where it covers
    the least; ``beside_log``: the ask log kept in view beside it;
    ``asked_clear``: the asked player's plate kept in view."""

    roomy: bool = False
    columns: int = 4
    beside_log: bool = False
    asked_clear: bool = True


@dataclass
class PickerRoom:
    """What the card prompt lies beside or over (viewport rectangles):
    ``mine``, what it never covers (the person's hand and plate, the corner
    buttons, a lesson's coach); ``log``, the ask log shown; ``asked``, the
    asked player's plate; ``table``, every plate and every poisson (what a
    roomy table keeps in view); ``others``, the other opponents' plates and
    every poisson (what it covers as little of as it can); ``hands``, the
    other players' cards; ``centre``, the table's middle, where it is
    wanted."""

    mine: list[QRect]
    log: list[QRect]
    asked: list[QRect]
    table: list[QRect]
    others: list[QRect]
    hands: list[QRect]
    centre: QPoint


# ---------------------------------------------------------------- behaviour
class AuteursTable(TableBehaviour):
    """Turns Les Auteurs' events into the table and gestures into asks."""

    count_events = ("deal_end",)         # the count R shows again (TableBehaviour.recall)

    def __init__(self, director: Any) -> None:
        super().__init__(director)
        n = self.players
        self.counts = [0] * n
        start = self.controller.public_view().get("start_tokens", 25) if self.controller.has_game else 25
        self.tokens = [int(start)] * n          # the tokens shown (the engine may be ahead while cards fly)
        #: the deals whose end the table has shown (the sheet's rows: the engine
        #: records a deal as its last poisson is laid, before the tokens fly)
        self.deals_shown = 0
        self.poissons: list[list[int]] = [[] for _ in range(n)]
        self.dealer = 0
        self.deal_no, self.deals = 1, 1
        self.turn: int | None = None
        self.journal_lines: list[str] = []
        # the log's lines in words, as they were said (F6 reads them: no "→", "✓" or "5♣")
        self.journal_said: list[str] = []
        #: what each part of the log says, from which its lines are written
        #: (again with the names as they are now: a seat of a network table
        #: named once its person joins, after the draw and the poissons dealt
        #: whole: never "Place 2" left in the log): ("draw", rounds, dealer),
        #: ("poisson", seat, rank), ("ask", the ask)
        self._journal_src: list[tuple[Any, ...]] = []
        self._draw_from: tuple[list[list[str | None]], int] | None = None   # the draw for the first dealer
        self.journal = self.own(AskJournal(director.view))
        self.journal_on = bool(read(JOURNAL_KEY))
        self.journal_placed = False          # the log found room on the table
        self._journal_aside = False          # the log stepped aside for the prompt
        self._log_kept = False               # J brought the log back while the prompt is open: it stays
        self._rank: int | None = None          # the rank chosen by a card click, before the player
        self.prompt_target: int | None = None
        #: how the open card prompt was laid out (:meth:`_ask_fitted`), for
        #: :meth:`place_prompt` to place it again the same way
        self._picker_plan = PickerPlan()
        self._prompt_rank: int | None = None    # the rank the open card prompt shows (None: every rank held)
        self._hinted: tuple[Ask, int] | None = None  # the last hint and the asks made when it was given
        self._input_seat: int | None = None
        self.prompt.chosen.connect(self._chosen)
        self.prompt.selection_changed.connect(self._picker_moved)
        self.prompt.cancelled.connect(self._prompt_cancelled)
        self.prompt.suggest.connect(self.ask_hint)
        self.scene.layout_changed.connect(self._layout_changed)

    def teardown(self) -> None:
        try:
            self.scene.layout_changed.disconnect(self._layout_changed)
        except (RuntimeError, TypeError):
            pass
        self.scene.end_pick()
        self.scene.set_clickable_plates(())
        self.set_plate_keys({})
        self.scene.set_drop_targets((), True)
        for item in list(self.scene.items()):
            if isinstance(item, TokenItem):
                self.scene.removeItem(item)
        super().teardown()

    # ------------------------------------------------------------- piles
    def books_pile(self, seat: int) -> Pile:
        p = self.scene.pile(f"books{seat}", BOOKS, seat)
        p.face_up = True
        return p

    def scores_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """The scoresheet as the table has shown the game: its totals are the
        tokens the plates show (while the cards are dealt, a poisson dealt
        whole is already paid by the engine, laid on the table only after the
        deal), its rows the deals whose end the table has shown (the last
        poisson's tokens still flying, the deal's row and its leaders wait)."""
        if len(self.tokens) == self.players and isinstance(view.get("totals"), list):
            view = dict(view, totals=list(self.tokens))
        if isinstance(view.get("results"), list) and len(view["results"]) > self.deals_shown:
            view = dict(view, results=list(view["results"])[:self.deals_shown])
        return view

    @property
    def lang(self) -> str:
        return getattr(self.scene.renderer, "lang", "fr")

    def extra_actions(self) -> list[tuple[str, Any]]:
        return [(Auteurs.tr("Ask log (J)"), self.toggle_journal), *super().extra_actions()]

    # ------------------------------------------------------------ plates
    def refresh_plates(self) -> None:
        for seat, plate in self.scene.plates.items():
            if seat >= len(self.counts):
                continue
            status = Auteurs.tr("%n card(s)", "", self.counts[seat]) + " · " + Auteurs.tr("%n poisson(s)", "", len(self.poissons[seat]))
            plate.set_status(status)
            plate.set_score(Auteurs.tr("%n token(s)", "", self.tokens[seat]).replace("-", "\u2212"))
            plate.set_dealer(seat == self.dealer)

    # ----------------------------------------------------------- journal
    def toggle_journal(self) -> None:
        """J, or the "Ask log" button: show or hide the log (a setting kept).
        While the card prompt is open, a log that stepped aside for it
        (:meth:`_ask_fitted`) comes back instead, and the prompt is laid out
        again beside the log shown (when there is room for both: else the
        log stays aside, and the status says so) or in the room of the log
        hidden."""
        picking = self._prompt is not None and self._prompt.isVisible() and self.prompt_target is not None
        if not (picking and self._journal_aside):
            self.journal_on = not self.journal_on
            QSettings().setValue(JOURNAL_KEY, self.journal_on)
        self.refresh_journal()
        if picking:
            # asked for while the person chooses a card: the log stays beside the prompt
            self._log_kept = self.journal_on
            self._refit_prompt()
        if picking and self._journal_aside:
            self.status(Auteurs.tr("No room for the ask log beside the card prompt: "
                                   "it is back when the prompt closes."))
        elif self.journal_on and not self.journal_placed:
            self.status(Auteurs.tr("No room for the ask log beside the cards: "
                                   "make the window larger or close the scoresheet (J hides it)."))
        else:
            self.status(Auteurs.tr("Ask log shown (J hides it).") if self.journal_on
                        else Auteurs.tr("Ask log hidden (J shows it)."))

    def ask_line(self, rec: dict[str, Any]) -> str:
        c = card(rec["card"])
        mark = ("<span style='color:#8fe39a'>✓ " + Auteurs.tr("yes") + "</span>") if rec["hit"] else (
            "<span style='color:#ff9f8f'>✗ " + Auteurs.tr("no") + "</span>")
        return Auteurs.tr("{asker} → {target}: {card} {answer}").format(
            asker=self.log_name(rec["seat"]), target=self.log_name(rec["target"]), card=short_card(c, self.lang),
            answer=mark)

    #: the longest name the ask log writes whole (a longer one ends with "…")
    LOG_NAME_CHARS = 10

    def log_name(self, seat: int) -> str:
        """``seat``'s name for the ask log: whole up to :attr:`LOG_NAME_CHARS`
        characters, else cut with "…" (so that an ask stays on one line).
        Names that the cut would make alike ("Ordinateur 1", "Ordinateur 2")
        keep the end that tells them apart, a word whole when it is short:
        "Ordinat… 1", "Ordinat… 2"."""
        name = self.name(seat)
        n = self.LOG_NAME_CHARS
        if len(name) <= n:
            return name

        def head(text: str) -> str:
            return text[:n - 1].rstrip() + "…"
        others = (self.name(s) for s in range(len(self.names)) if s != seat)
        rivals = [o for o in others if o != name and len(o) > n and head(o) == head(name)]
        if not rivals:
            return head(name)
        for k in range(1, n - 3):
            if any(r.endswith(name[-k:]) for r in rivals):
                continue
            if name[-k - 1] == " " and k + 1 < n - 3:
                k += 1                          # "… 2" rather than "…2"
            return name[:n - 1 - k].rstrip() + "…" + name[-k:]
        return head(name)

    def draw_lines(self, rounds: list[list[str | None]], dealer: int) -> list[str]:
        """The draw for the first dealer as the log keeps it: a short line
        per card drawn (a redraw after a tie says so), then who deals."""
        lines = []
        for k, row in enumerate(rounds):
            text = Auteurs.tr("Draw: {name} {card}") if k == 0 else Auteurs.tr("Draw again: {name} {card}")
            lines += ["<span style='color:#c9d6cf'>" + text.format(name=self.log_name(s), card=short_card(card(c), self.lang))
                      + "</span>" for s, c in enumerate(row[:self.players]) if c is not None]
        deals = (Auteurs.tr("You deal (highest card).") if self.is_you(dealer)
                 else Auteurs.tr("{name} deals (highest card).").format(name=self.log_name(dealer)))
        lines.append("<span style='color:#c9d6cf'>" + deals + "</span>")
        return lines

    def draw_words(self, rounds: list[list[str | None]], dealer: int) -> str:
        """The draw for the first dealer as it is said: the ties, then who deals."""
        def drew(seat: int, text: str) -> str:
            # the card in words ("Léa avec la dame de cœur"), not its corner ("Léa D♥")
            return Auteurs.tr("{name} with {card}").format(name=self.name(seat), card=card_phrase(card(text), self.lang))
        ties = []
        for k in range(len(rounds) - 1):
            again = [s for s, c in enumerate(rounds[k + 1]) if c is not None]
            drawn = [drew(s, c) for s in again if (c := rounds[k][s]) is not None]
            ties.append(Auteurs.tr("Tie between {names}: they draw again.").format(names=name_list(drawn)))
        text = (Auteurs.tr("You draw the highest card: you deal.") if self.is_you(dealer)
                else Auteurs.tr("{name} draws the highest card and deals.").format(name=self.name(dealer)))
        return " ".join([*ties, text])

    def poisson_line(self, seat: int, rank: int) -> str:
        text = Auteurs.tr("You lay the four {rank}") if self.is_you(seat) else Auteurs.tr("{name} lays the four {rank}")
        return "<span style='color:#ffd65c'>★ " + text.format(name=self.name(seat), rank=rank_plural(rank)) + "</span>"

    def accessible_extra(self) -> str:
        """F6 (screen readers): the ask log's last eight entries (saying so when
        it holds more: the journal panel, J, shows them all), in the words
        they were said ("Hugo demande le 3 de pique à Léa. Léa ne l'a pas :
        le tour passe."), not as the log writes them ("Hugo → Léa : 3♠ ✗ non",
        which a screen reader reads symbol by symbol)."""
        from cardtable.ui.table.accessible import lines_words
        said = self.journal_said
        last = said[-8:]
        # a longer log says it is read from its end ("the last 8 lines of 196")
        title = Auteurs.tr("Ask log") if len(said) <= len(last) else Auteurs.tr(
            "Ask log, the last %n lines of {total}", "", len(last)).format(total=len(said))
        return lines_words(title, [line.rstrip(" \u00a0\u202f!.") for line in last])

    def ask_words(self, seat: int, target: int, c: Card) -> str:
        """An ask as it is said ("Hugo demande le 3 de pique à Léa.")."""
        phrase = card_phrase(c, self.lang)
        if self.is_you(target):
            return Auteurs.tr("{name} asks you for {card}.").format(name=self.name(seat), card=phrase)
        return (Auteurs.tr("You ask {target} for {card}.") if self.is_you(seat)
                else Auteurs.tr("{name} asks {target} for {card}.")).format(
            name=self.name(seat), target=self.name(target), card=phrase)

    def answer_words(self, seat: int, target: int, hit: bool) -> str:
        """An answer as it is said ("Léa ne l'a pas : le tour passe.")."""
        if not hit:
            return (Auteurs.tr("{name} does not have it: the turn passes.").format(name=self.name(target))
                    if not self.is_you(target) else Auteurs.tr("You do not have it: the turn passes."))
        if self.is_you(target):
            return Auteurs.tr("You have it: it goes to {name}.").format(name=self.name(seat))
        if self.is_you(seat):
            return Auteurs.tr("{name} has it: it is yours.").format(name=self.name(target))
        return Auteurs.tr("{name} has it: it goes to {to}.").format(name=self.name(target), to=self.name(seat))

    def poisson_words(self, seat: int, rank: int) -> str:
        return (Auteurs.tr("You lay the four {rank}!") if self.is_you(seat)
                else Auteurs.tr("{name} lays the four {rank}!")).format(name=self.name(seat), rank=rank_plural(rank))

    def ask_said(self, rec: dict[str, Any]) -> str:
        seat, target = int(rec["seat"]), int(rec["target"])
        return self.ask_words(seat, target, card(rec["card"])) + " " + self.answer_words(seat, target, bool(rec["hit"]))

    def names_changed(self) -> None:
        """The log written again with the names as they are now."""
        self._write_journal(self._journal_src)
        self.refresh_journal()

    def _journal_add(self, *src: Any) -> None:
        """A part of the log (see :attr:`_journal_src`): its lines and words added."""
        self._journal_src.append(src)
        lines, said = self._journal_part(src)
        self.journal_lines += lines
        self.journal_said += said

    def _journal_part(self, src: tuple[Any, ...]) -> tuple[list[str], list[str]]:
        kind = src[0]
        if kind == "draw":
            return self.draw_lines(src[1], src[2]), [self.draw_words(src[1], src[2])]
        if kind == "poisson":
            return [self.poisson_line(src[1], src[2])], [self.poisson_words(src[1], src[2])]
        return [self.ask_line(src[1])], [self.ask_said(src[1])]

    def _write_journal(self, sources: list[tuple[Any, ...]]) -> None:
        """The log made of ``sources`` (its lines and its words)."""
        self._journal_src, self.journal_lines, self.journal_said = [], [], []
        for src in sources:
            self._journal_add(*src)

    def refresh_journal(self) -> None:
        """Show the ask log in its place, or hide it (J, or no game).

        The log has a few places (:meth:`_journal_spots`) and tries the one
        it was last put in first: there it shows fewer lines (down to
        :data:`JOURNAL_LEAST`) and then wraps them in a narrower log (down
        to :data:`JOURNAL_NARROWEST` wide) rather than move, so that the eye
        finds it where it was between turns.  Every place is measured clear
        of ``journal_avoid(room=True)``: the whole room each hand's fan and
        each line of poissons may take, not only the cards there now, so
        that the place first chosen (at the deal's start, before a card is
        dealt) is one the deal never takes back.  Only when no place has
        room does it lie at the free place nearest an edge, down to two
        lines; with none, it waits hidden for the room."""
        j = self.journal
        if self._journal_aside and self._prompt is not None and self._prompt.isVisible():
            return                             # aside while the prompt is open
        self._journal_aside = False
        if not self.journal_on or not self.controller.has_game:
            j.hide()
            return
        v = self.viewport_rect()
        width = max(200, int(v.width() * 0.45))
        max_h = max(90, int(v.height() * 0.42))
        asks = sum(1 for ln in self.journal_lines if "→" in ln)
        title = Auteurs.tr("Ask log: %n ask(s)", "", asks)
        empty = Auteurs.tr("No ask yet in this deal.")
        # the most lines that leave the log clear of the cards and plates; with
        # no such place it waits hidden for the room (J then says so): it
        # never lies over a poisson
        self.journal_placed = False
        most = max(2, (max_h - 46) // j.line_height())
        spots = self._journal_spots()
        order = list(range(len(spots)))
        if self._journal_spot in order:        # its place first: the eye finds it where it was
            order.remove(self._journal_spot)
            order.insert(0, self._journal_spot)
        avoid = self.journal_avoid(room=True)
        v = self.viewport_rect().adjusted(8, 8, -8, -8)
        if self._journal_stays(title, empty, most, width, max_h, v):
            return

        def put(i: int, lines: int, most_wide: int) -> bool:
            """The log at place ``i`` showing ``lines`` lines at most
            ``most_wide`` wide, if that is clear of ``avoid``."""
            j.show_lines(title, self.journal_lines, lines, empty, most_wide)
            j.resize(j.width(), min(max_h, j.sizeHint().height()))
            x, y = spots[i](j.width(), j.height())
            here = QRect(x, y, j.width(), j.height())
            if v.contains(here) and covered_area(here, avoid) == 0:
                j.move(x, y)
                return True
            return False

        # a place kept with fewer lines, or its lines wrapped in a narrower
        # log, rather than another place: the log moves only when its place
        # has no room for JOURNAL_LEAST lines JOURNAL_NARROWEST wide
        for i in order:
            kept = i == self._journal_spot
            for lines in range(most, JOURNAL_LEAST - 1, -1):
                placed = put(i, lines, width)
                if not placed and kept:
                    narrow = self._journal_room(spots[i], j.width(), j.height(), avoid, v)
                    placed = narrow >= JOURNAL_NARROWEST and put(i, lines, narrow)
                if placed:
                    self._journal_spot = i
                    self._journal_lines = lines
                    self.journal_placed = True
                    break
            if self.journal_placed:
                break
        lines = JOURNAL_LEAST
        while lines >= 2 and not self.journal_placed:
            # no corner has room: the free place nearest an edge, down to two lines
            j.show_lines(title, self.journal_lines, lines, empty, width)
            j.resize(j.width(), min(max_h, j.sizeHint().height()))
            self.journal_placed = self.place_journal()
            self._journal_lines = lines
            lines -= 1
        if not self.journal_placed:
            j.hide()
            return
        self._journal_at = (j.geometry(), self._journal_layout())
        j.show()
        raise_overlay(j)
        self._bubbles_clear_of_log()

    #: where the log was last put, and the table's layout then (:meth:`_journal_layout`)
    _journal_at: tuple[QRect, tuple[Any, ...]] | None = None
    #: the most lines the log was given room for where it was put
    _journal_lines = JOURNAL_LEAST

    def _journal_layout(self) -> tuple[Any, ...]:
        """The table's layout as far as the log's place goes: its size and
        its cards' sizes (another card size or window size: a place afresh)."""
        g = self.scene.geometry
        return (self.viewport_rect().size().toTuple(), round(g.w, 1), round(g.big_w, 1), g.players)

    def _journal_stays(self, title: str, empty: str, most: int, width: int, max_h: int, v: QRect) -> bool:
        """The log stays where it was last put, keeping to the same edges,
        while nothing lies there: clear of each hand's whole room with at
        least :data:`JOURNAL_LEAST` lines where it can, else clear of the
        cards there now (a card, a plate, a poisson, the middle) down to two
        lines, wrapped narrower (down to :data:`JOURNAL_NARROWEST`) rather
        than moved.  The places are chosen clear of each hand's whole room,
        but where no place has that room (five players on a netbook) the log
        must not wander from one free spot to another as hands grow and
        shrink.  False when it must be placed afresh (nothing kept, another
        table size or card size, its place taken)."""
        j = self.journal
        kept = self._journal_at
        if kept is None or kept[1] != self._journal_layout():
            return False
        was = kept[0]
        # the edges it keeps to stay its edges as it grows or shrinks (a log
        # in the bottom right corner grows up and to the left, one at the top
        # of the middle on both sides); within the table, as the place it
        # was put in was
        v = self.viewport_rect()
        right = was.right() >= v.right() - 24
        centred = not right and was.left() > 24 and abs(was.center().x() - v.center().x()) <= 16
        bottom = was.bottom() >= v.bottom() - 24
        # clear of each hand's whole room where it can (as its place was
        # chosen), else of the cards there now, down to two lines
        # (the widths outermost: the lines are laid out again for each width)
        tries = [(avoid, wide, lines)
                 for wide in (width, JOURNAL_NARROWEST)
                 for avoid, least in ((self.journal_avoid(room=True), JOURNAL_LEAST), (self.journal_avoid(), 2))
                 # never more lines than its place was given room for
                 for lines in range(min(most, self._journal_lines), min(least, self._journal_lines) - 1, -1)]
        for avoid, wide, lines in tries:
            j.show_lines(title, self.journal_lines, lines, empty, wide)
            j.resize(j.width(), min(max_h, j.sizeHint().height()))
            x = (was.right() - j.width() + 1 if right
                 else was.center().x() - j.width() // 2 if centred else was.left())
            at = QPoint(x, was.bottom() - j.height() + 1 if bottom else was.top())
            here = QRect(at, j.size())
            if v.contains(here) and covered_area(here, avoid) == 0:
                j.move(at)
                self.journal_placed = True
                j.show()
                raise_overlay(j)
                self._bubbles_clear_of_log()
                return True
        return False

    def _bubbles_clear_of_log(self) -> None:
        """A bubble still shown that the log now covers (a top player's
        question, said before the answer adds its line and the log grows
        over it) is placed again by :meth:`bubble_at_plate`, which keeps it
        clear of the log where it can (:meth:`bubble_avoid_rects`) and shows
        it above the log where it cannot; it keeps its words, its tint and
        the time it had left."""
        log = self.journal.geometry()
        for seat, bubble in self.bubbles().items():
            if not bubble.isVisible() or not bubble.geometry().intersects(log):
                continue
            left = bubble.remaining_ms()
            if not left:
                bubble.raise_()                 # fading out: only kept in sight
                continue
            self.bubble_at_plate(seat, bubble.text, tone=bubble.tone, ms=left)

    def journal_avoid(self, room: bool = False) -> list[QRect]:
        """What the ask log keeps clear of: every plate, every hand, every
        player's poissons, the middle of the table (where the asked card
        lies and the answers are said: the log shows fewer lines rather than
        lie there), the corner buttons, the hurry bar and the host's banner
        (the table code stays in sight).  With ``room``, the whole place
        each hand's fan and each line of poissons may take, not only the
        cards there now (the log's own place: a card dealt, taken or laid
        never moves it)."""
        avoid = [r.adjusted(-4, -4, 4, 4) for r in self.plate_rects()]
        middle = self.scene.geometry.middle
        if not middle.isEmpty():
            avoid.append(self.director.view.mapFromScene(middle).boundingRect().adjusted(-4, -4, 4, 4))
        view = self.director.view
        for seat in range(self.players):
            for pile in (self.hand_pile(seat), self.books_pile(seat)):
                r = self.pile_rect(pile)
                if r is not None:
                    avoid.append(r.adjusted(-4, -4, 4, 4))
            g = self.scene.geometry.seats.get(seat)
            if room and g is not None and g.books_room > 0:
                avoid.append(view.mapFromScene(g.books_shape()).boundingRect().adjusted(-4, -4, 4, 4))
            if room and g is not None and g.fan_room > 0:
                # the whole room the hand's fan may take (a hand grows from
                # none at the deal's start to many cards)
                a, o = g.along * (g.fan_room / 2), g.out * (g.card_w * CARD_RATIO / 2)
                c = g.hand
                fan = QPolygonF([c - a - o, c + a - o, c + a + o, c - a + o])
                avoid.append(view.mapFromScene(fan).boundingRect().adjusted(-4, -4, 4, 4))
        corner = self.director.corner
        if corner.isVisible():
            avoid.append(corner.geometry())
        if self.hurry_bar is not None and self.hurry_bar.isVisible():
            avoid.append(self.hurry_bar.geometry().adjusted(-4, -4, 4, 4))
        return avoid + [r.adjusted(-4, -4, 4, 4) for r in self.kept_clear_rects()]

    def hurry_bar_avoid(self) -> list[list[QRect]]:
        """The kit's (every poisson's place, the plates, the cards), the ask
        log too when it is shown and there is room for that."""
        tiers = super().hurry_bar_avoid()
        if self.journal.isVisible():
            tiers.insert(0, tiers[0] + [self.journal.geometry()])
        return tiers

    def place_hurry_bar(self) -> None:
        """The kit's; the ask log then makes way when the bar found no room
        beside it (:meth:`journal_avoid`)."""
        super().place_hurry_bar()
        bar = self.hurry_bar
        if bar is not None and self.journal.isVisible() and bar.geometry().intersects(self.journal.geometry()):
            self.refresh_journal()

    def bubble_avoid_rects(self, seat: int) -> list[QRect]:
        """The kit's (plates, the middle, the other bubbles) and the ask log:
        an answer (« Oui ! ») stands clear of it where it can."""
        out = super().bubble_avoid_rects(seat)
        if self.journal.isVisible():
            out.append(self.journal.geometry())
        return out

    #: the index in :meth:`_journal_spots` of the corner the log was last put in
    _journal_spot = -1

    @staticmethod
    def _journal_room(spot: Callable[[int, int], tuple[int, int]], wide: int, high: int,
                      avoid: list[QRect], area: QRect) -> int:
        """The widest log narrower than ``wide`` (down to
        :data:`JOURNAL_NARROWEST`), ``high`` high, that lies at ``spot``
        inside ``area`` clear of ``avoid``; 0 when none does."""
        for w in range(wide - 4, JOURNAL_NARROWEST - 1, -4):
            x, y = spot(w, high)
            here = QRect(x, y, w, high)
            if area.contains(here) and covered_area(here, avoid) == 0:
                return w
        return 0

    def _journal_spots(self) -> list[Callable[[int, int], tuple[int, int]]]:
        """The log's places, in the order they are tried, each the log's
        top-left corner for its width and height: the top left corner, the
        top of the table's middle (a table of five has a player at the top
        left), the bottom right corner (beside the person's hand), under the
        corner buttons, the bottom left corner."""
        v = self.viewport_rect()
        corner = self.director.corner
        top_right = 8 + (corner.height() + 8 if corner.isVisible() else 0)
        return [lambda w, h: (8, 8),
                lambda w, h: ((v.width() - w) // 2, 8),
                lambda w, h: (v.width() - w - 8, v.height() - h - 8),
                lambda w, h: (v.width() - w - 8, top_right),
                lambda w, h: (8, v.height() - h - 8)]

    def place_journal(self) -> bool:
        """Move the log to a corner (or the middle of a side) clear of
        :meth:`journal_avoid`, else to the free place nearest an edge, and
        return True; False when none is clear (it is not moved)."""
        j = self.journal
        v = self.viewport_rect()
        w, h = j.width(), j.height()
        corner = self.director.corner
        top_right = 8 + (corner.height() + 8 if corner.isVisible() else 0)
        right, bottom, mid = v.width() - w - 8, v.height() - h - 8, (v.height() - h) // 2
        spots = [(8, 8), (8, bottom), (right, bottom), (right, top_right), (8, mid), (right, mid)]
        return place_side_panel(j, v.adjusted(8, 8, -8, -8), self.journal_avoid(), spots, step=16)

    def place_prompt(self) -> None:
        """The prompt where :meth:`_ask_fitted` chose to lay it out: clear of
        every plate, every poisson, the person's hand and the log (a roomy
        table), else one rank a page where it covers the fewest plates and
        poissons (:class:`PickerPlan`)."""
        plan = self._picker_plan
        room = self._picker_room(self.prompt_target)
        log = room.log if plan.beside_log else []
        p = self.prompt
        if plan.roomy:
            p.place_clear_of(room.mine + room.table + log, room.centre)
            return
        p.cap_rows(1)
        must = room.mine + log + (room.asked if plan.asked_clear else [])
        # the asked player's plate covered (no place keeps it in view): as
        # few plates as can be, that one counted among them
        rather = [room.others + ([] if plan.asked_clear else room.asked), room.hands]
        covering = p.spot_least_covering(must, rather, room.centre)
        if covering is None:
            covering = p.spot_least_covering(room.mine, [log, room.asked, room.others, room.hands], room.centre)
        if covering is None:
            p.place(room.centre.x(), room.centre.y())
        else:
            p.show_at(covering.spot)

    def relayout_overlays(self) -> None:
        if self.journal.isVisible():
            self.refresh_journal()            # the log first: the prompt is laid out around it
        if self.prompt.isVisible() and self.prompt_target is not None:
            # the window changed size: the card pictures are sized again to the room
            self._refit_prompt()
        super().relayout_overlays()

    def _refit_prompt(self) -> None:
        """The open card prompt laid out again (same player, same choice)."""
        if self.prompt_target is not None:
            self.open_prompt(self.prompt_target, rank=self._prompt_rank, default=self.prompt.selected)

    def _layout_changed(self) -> None:
        if self._input_seat is not None:
            self._set_drop_targets(self._input_seat)

    # ------------------------------------------------------------ rebuild
    def _read_public(self, v: dict[str, Any]) -> None:
        self.counts = list(v["counts"])
        self.tokens = list(v["tokens"])
        self.deals_shown = len(v.get("results") or [])
        self.poissons = [list(p) for p in v["poissons"]]
        self.dealer, self.turn = v["dealer"], v["turn"]
        self.deal_no, self.deals = v["deal"], v["deals"]
        self._draw_from = (v["draws"], int(v["dealer"])) if v.get("draws") else None
        sources: list[tuple[Any, ...]] = [("draw", *self._draw_from)] if self._draw_from else []
        laid = list(v["laid"])
        history = list(v["history"])
        for k in range(len(history) + 1):
            sources += [("poisson", s, r) for s, r, at in laid if at == k]
            if k < len(history):
                sources.append(("ask", history[k]))
        self._write_journal(sources)

    def rebuild(self) -> None:
        self.clear_cards()
        self.hide_bubbles()
        if not self.controller.has_game:
            return
        v = self.view_of_table()
        self._read_public(v)
        viewer = self.viewer
        for seat in range(self.players):
            if seat == viewer:
                self.sync_hand(seat, v["hand"], len(v["hand"]), True)
            else:
                self.sync_hand(seat, None, v["counts"][seat], False)
            books = self.books_pile(seat)
            for r in v["poissons"][seat]:
                for s in SUITS:
                    item = self.scene.new_card(Card(r, s), True)
                    item.seat = seat
                    books.items.append(item)
        self.scene.relayout(0)
        self.refresh_plates()
        self.refresh_journal()

    def sort_hand(self, cards: list[Card]) -> list[Card]:
        return sorted(cards, key=_rank_key)

    def first_dealt_seat(self, ev: dict[str, Any]) -> int:
        return int(ev.get("first", (int(ev.get("dealer", 0)) + 1))) % max(1, self.players)

    def hide_private(self) -> None:
        super().hide_private()
        self.scene.end_pick()
        self.hide_prompt()

    # ------------------------------------------------------------- events
    def _ev_dealer_draw(self, ev: dict[str, Any]) -> None:
        """The draw for the first dealer: every card drawn stays face up at
        its player's place; after a tie, the tied players' new cards lie on
        their first ones and the others' cards are dimmed (out of the draw),
        and the text says each tie ("Tie between Léa Q♥ and Hugo Q♠: they
        draw again.") before who deals, so that the dealer's card is never
        read against a higher card of an earlier round.  The draw stays on
        the table until the person's key or click (at most ``read_person``:
        6 s at "Normale"), as a battle's outcome does."""
        dealer = int(ev["dealer"])
        rounds: list[list[str | None]] = ev["draws"]
        self._draw_from = (rounds, dealer)       # the first deal's log begins with it
        drawn = self.draw_words(rounds, dealer)

        def show():
            self.dealer = dealer
            self.refresh_plates()
            self.status(drawn)
            if self.d.off:
                return None
            sc = self.scene
            pile = sc.pile("draw", TRICK)
            pile.face_up = True
            pile.apart = True              # five draws too: each card's index in sight
            last = rounds[-1] if rounds else []
            # round by round, so that a redraw lies on the card it replaces
            for row in rounds:
                for seat, text_card in enumerate(row[:self.players]):
                    if text_card is None:
                        continue
                    item = sc.new_card(card(text_card), False, sc.center())
                    item.seat = seat
                    item.highlighted = seat == dealer and row is last
                    item.dimmed = len(rounds) > 1 and (seat >= len(last) or last[seat] is None)
                    pile.items.append(item)
            return sc.layout_pile(pile, self.d["play"])
        self.push(show)
        # the words once the cards lie in their places, clear of them (every index in sight)
        self.push(lambda: self.toast(drawn, clear_of=self.middle_rects()), self.d["trick_pause"])
        self.push(self.hold_to_read)

        def clear():
            pile = self.scene.piles.get("draw")
            if pile is not None:
                for item in list(pile.items):
                    self.scene.remove_card(item)
        self.push(clear)

    def _ev_deal(self, ev: dict[str, Any]) -> None:
        hands = ev["hands"]

        def start():
            self.clear_cards()
            self.hide_bubbles()
            n = self.players
            self.dealer = int(ev["dealer"])
            self.deal_no, self.deals = int(ev.get("deal", 1)), int(ev.get("deals", 1))
            self.poissons = [[] for _ in range(n)]
            self.counts = [0] * n
            # the first deal's log starts with the draw for its dealer
            self._write_journal([("draw", *self._draw_from)] if self.deal_no == 1 and self._draw_from else [])
            self.refresh_plates()
            self.refresh_journal()
            you = self.is_you(self.dealer)
            if self.deals > 1:
                text = (Auteurs.tr("Deal {n} of {total}: you deal.") if you
                        else Auteurs.tr("Deal {n} of {total}: {name} deals.")).format(
                    n=self.deal_no, total=self.deals, name=self.name(self.dealer))
            else:
                text = (Auteurs.tr("You deal all the cards.") if you
                        else Auteurs.tr("{name} deals all the cards.").format(name=self.name(self.dealer)))
            self.status(text)
        self.push(start)
        super()._ev_deal(ev)

        def counted():
            self.counts = [len(h) for h in hands]
            self.refresh_plates()
        self.push(counted)

    def _take(self, seat: int, text: str | None, exclude: list[CardItem] | None = None) -> CardItem:
        """The item of ``seat``'s hand showing ``text`` (else an unknown back,
        which then shows it)."""
        pile = self.hand_pile(seat)
        exclude = exclude or []
        c = card(text) if text is not None else None
        free = [i for i in pile.items if i not in exclude]
        for item in free:
            if c is not None and item.card == c:
                return item
        unknown = [i for i in free if i.card is None] or free
        if unknown:
            item = unknown[len(unknown) // 2]
        else:
            item = self.scene.new_card(None, False, self.scene.geom(seat).anchor)
            item.seat = seat
            pile.items.append(item)
        item.set_card(c)
        return item

    def _ev_poisson(self, ev: dict[str, Any]) -> None:
        seat, rank = int(ev["seat"]), int(ev["rank"])

        def step():
            sc = self.scene
            items: list[CardItem] = []
            for c in ev["cards"]:
                items.append(self._take(seat, c, items))
            books = self.books_pile(seat)
            hand = self.hand_pile(seat)
            for item in items:
                sc.move_item(item, books)
                item.setZValue(900)
            self.poissons[seat].append(rank)
            self.counts[seat] = len(hand.items)
            self._journal_add("poisson", seat, rank)
            text = self.poisson_words(seat, rank)
            self.refresh_plates()
            self.refresh_journal()
            self.status(text)
            return sc.parallel([sc.layout_pile(books, self.d["gather"]), sc.layout_pile(hand, self.d["layout"])])
        self.push(step)

    def _ev_tokens(self, ev: dict[str, Any]) -> None:
        seat, amount = int(ev["seat"]), int(ev["amount"])
        payers = [int(s) for s in ev["from"]]

        def step():
            self.tokens = list(ev["tokens"])
            self.refresh_plates()
            self.director.scores_shown.emit()          # the sheet's totals follow the tokens
            text = Auteurs.tr("+%n token(s)", "", amount)
            self.toast_at_plate(seat, text)
            # the toast is seen at the plate: a screen reader hears who gets how many
            self.director.announce(Auteurs.tr("You receive %n token(s).", "", amount) if self.is_you(seat)
                                   else Auteurs.tr("{name} receives %n token(s).", "", amount).format(name=self.name(seat)))
            if self.d.off:
                return None
            return self._fly_tokens(payers, seat)
        self.push(step, self.d["bid_pause"])

    def _fly_tokens(self, payers: list[int], seat: int) -> Any:
        sc = self.scene
        group = QParallelAnimationGroup()
        tokens: list[TokenItem] = []
        dest = sc.geom(seat).plate
        for k, s in enumerate(payers):
            t = TokenItem(max(6.0, sc.w * 0.09))
            t.setPos(sc.geom(s).plate)
            sc.addItem(t)
            tokens.append(t)
            a = QPropertyAnimation(t, b"pos", group)
            a.setStartValue(QPointF(sc.geom(s).plate))
            a.setEndValue(QPointF(dest))
            a.setDuration(self.d["gather"] + 60 * k)
            a.setEasingCurve(QEasingCurve.Type.InOutQuad)

        def done() -> None:
            for t in tokens:
                if t.scene() is sc:
                    sc.removeItem(t)
        group.finished.connect(done)
        group.setParent(self)
        return group

    def _ev_turn(self, ev: dict[str, Any]) -> None:
        seat = int(ev["seat"])
        skipped = [int(s) for s in ev.get("skipped") or []]

        def step():
            self.turn = seat
            if len(skipped) == 1 and self.is_you(skipped[0]):
                self.status(Auteurs.tr("You have no cards left: your turn passes."))
            elif skipped:
                names = ", ".join(self.name(s) for s in skipped)
                self.status(Auteurs.tr("{names}: no cards left, skipped.").format(names=names))
            elif not self.controller.is_human(seat) and not self.wait_text():
                # (while a network table waits for its seats nobody asks yet: the wait is said)
                self.status(Auteurs.tr("{name} asks.").format(name=self.name(seat)))
        self.push(step)

    def _ev_ask(self, ev: dict[str, Any]) -> None:
        seat, target = int(ev["seat"]), int(ev["target"])
        c = card(ev["card"])

        def step():
            phrase = card_phrase(c, self.lang)
            if self.is_you(target):
                said = Auteurs.tr("Have you got {card}?").format(card=phrase)
            else:
                said = Auteurs.tr("{name}, have you got {card}?").format(name=self.name(target), card=phrase)
            self.bubble_at_plate(seat, said)
            self.status(self.ask_words(seat, target, c))
        self.push(step, self.d["bid_pause"] * 2)

    def _ev_answer(self, ev: dict[str, Any]) -> None:
        target = int(ev["target"])
        hit = bool(ev["hit"])

        def step():
            # the log grows first: the answer is placed around it as it now is
            self._journal_add("ask", ev)
            self.refresh_journal()
            self.bubble_at_plate(target, Auteurs.tr("Yes!") if hit else Auteurs.tr("No, I don't have it."),
                                 tone="yes" if hit else "no")
            self.status(self.answer_words(int(ev["seat"]), target, hit))
        self.push(step, self.d["bid_pause"] * (2 if not hit else 1))

    def _ev_card_moved(self, ev: dict[str, Any]) -> None:
        src, dst = int(ev["from"]), int(ev["to"])
        text = ev["card"]
        moving = self.scene.pile("moving", CENTER)

        def out():
            sc = self.scene
            item = self._take(src, text)
            item.set_card(card(text))
            sc.move_item(item, moving)
            moving.face_up = True
            moving.point = None
            return sc.parallel([sc.layout_pile(moving, self.d["play"]),
                                sc.layout_pile(self.hand_pile(src), self.d["layout"])])
        self.push(out, self.d["trick_pause"] // 2)

        def into():
            sc = self.scene
            dest = self.hand_pile(dst)
            c = card(text)
            items = list(moving.items)
            if not items:
                return None
            item = items[-1]
            index = None
            if dst == self.viewer and dest.face_up is not False:
                index = sum(1 for i in dest.items if i.card is not None and _rank_key(i.card) < _rank_key(c))
            sc.move_item(item, dest, index=index)
            dest.face_up = dst == self.viewer and all(i.card is not None for i in dest.items)
            self.counts = list(ev["counts"])
            self.refresh_plates()
            return sc.layout_pile(dest, self.d["gather"])
        self.push(into)

    def _ev_deal_end(self, ev: dict[str, Any]) -> None:
        def step():
            self.tokens = list(ev["tokens"])
            self.deals_shown = max(self.deals_shown, int(ev["deal"]))
            self.refresh_plates()
            self.director.scores_shown.emit()
            ending = self.game_ending
            return self.show_info(*self.summary_texts(ev),
                                  lambda: Auteurs.tr("See the result") if ending else Auteurs.tr("Next deal"),
                                  source=ev)
        self.push(step)

    def _ev_game_over(self, ev: dict[str, Any]) -> None:
        def step():
            totals, winners = list(ev["totals"]), list(ev["winners"])
            humans = self.controller.human_seats()
            best = totals[winners[0]] if winners else 0

            def title() -> str:
                names = name_list([self.name(s) for s in winners])
                if len(humans) == 1 and humans[0] in winners:
                    others = name_list([self.name(s) for s in winners if s != humans[0]])
                    return (Auteurs.tr("You win with %n token(s)!", "", best) if len(winners) == 1
                            else Auteurs.tr("You share the win with {names}!").format(names=others))
                if len(winners) == 1:
                    return Auteurs.tr("{name} wins with %n token(s)!", "", best).format(name=names)
                return Auteurs.tr("{names} share the win!").format(names=names)

            def html() -> str:
                parts = [f"{self.name(s)}&nbsp;<b>{number(t)}</b>" for s, t in enumerate(totals)]
                return Auteurs.tr("Final tokens (the most wins): {list}.").format(list=", ".join(parts))
            self.show_end(title, html)
        self.push(step)

    def summary_texts(self, source: dict[str, Any]) -> tuple[Callable[[], str], Callable[[], str]]:
        """The deal's count from its ``deal_end`` event."""
        self.breakdown_html(source)         # an event it cannot read fails here, not when shown
        return (lambda: Auteurs.tr("Deal {n}: the count").format(n=source["deal"]),
                lambda: self.breakdown_html(source))

    def breakdown_html(self, ev: dict[str, Any]) -> str:
        n = self.players
        table = BreakdownTable([self.name(s) for s in range(n)])
        line = table.line

        ranks = ev.get("ranks") or [[] for _ in range(n)]
        line(Auteurs.tr("Poissons"), [str(p) for p in ev["poissons"]])
        # seen as corner letters ("D R A"), said in words ("les dames, les rois et les as")
        line(Auteurs.tr("Ranks laid"), [" ".join(Card(r, SUITS[0]).corner(self.lang) for r in rs) or "–" for rs in ranks],
             said=[ranks_words([int(r) for r in rs]) for rs in ranks])
        line(Auteurs.tr("Tokens this deal"), [signed(d) for d in ev["delta"]], bold=True)
        line(Auteurs.tr("Tokens"), [number(t) for t in ev["tokens"]], bold=True)
        how = Auteurs.tr("Each poisson laid earns one token from each other player: {n} × poissons − 13.").format(n=n)
        # a screen reader would read the signs one by one: it gets the words
        said = Auteurs.tr("Each poisson laid earns one token from each other player: {n} times the number of "
                          "poissons, minus 13.").format(n=n)
        return f"{table.html()}<p style='font-size:small'>{said_span(how, said)}</p>"

    # ---------------------------------------------------- screen readers
    def accessible_pile(self, pile: Pile) -> str | None:
        """A player's poissons as a screen reader hears them: by rank
        ("Poissons : les dames, les rois et les as"), not card by card."""
        if pile.kind != BOOKS:
            return None
        ranks = [i.card.rank for i in pile.items if i.card is not None and getattr(i, "face_up", False)]
        return Auteurs.tr("Poissons: {ranks}").format(ranks=ranks_words(ranks)) if ranks else None

    def skip_started(self) -> None:
        self._skip_from = (self.asks_logged(), [len(p) for p in self.poissons])

    def asks_logged(self) -> int:
        """The asks the log holds for this deal."""
        return sum(1 for ln in self.journal_lines if "→" in ln)

    def skip_summary(self, held: list[str]) -> str:
        """Once the computers have finished the deal without a word said: how
        many asks they made and the poissons laid meanwhile ("Les ordinateurs
        ont fait 34 demandes de plus. Léa pose les rois et les as."); every
        ask stays in the log (J, F6)."""
        asks0, laid0 = getattr(self, "_skip_from", (0, [0] * self.players))
        parts = [Auteurs.tr("The computers made %n more ask(s).", "", max(0, self.asks_logged() - asks0))]
        laid = False
        for seat, ranks in enumerate(self.poissons):
            new = ranks[laid0[seat] if seat < len(laid0) else 0:]
            if new:
                laid = True
                parts.append((Auteurs.tr("You lay {ranks}.") if self.is_you(seat)
                              else Auteurs.tr("{name} lays {ranks}.")).format(name=self.name(seat), ranks=ranks_words(new)))
        if not laid:
            parts.append(Auteurs.tr("No poisson laid."))
        return " ".join(parts)

    # ------------------------------------------------- nothing left to do
    def humans_idle(self) -> bool:
        """Every person at the table -- at this screen and, in a network
        game, on the other computers -- has no cards left (nobody may ask
        them, they never ask again this deal) while computers still hold
        cards: only then do the computers finish the deal alone."""
        humans = self.controller.human_seats()
        people = set(humans) | set(getattr(self.controller, "people_seats", lambda: [])())
        counts = self.counts
        return (bool(humans) and all(counts[s] == 0 for s in people)
                and any(counts[s] > 0 for s in range(self.players) if s not in people))

    def idle_text(self) -> str:
        humans = self.controller.human_seats()
        if len(humans) == 1 and self.is_you(humans[0]):
            return Auteurs.tr("You have no cards left: the computers finish the deal.")
        names = ", ".join(self.name(s) for s in humans)
        return Auteurs.tr("{names}: no cards left, the computers finish the deal.").format(names=names)

    # -------------------------------------------------------------- input
    def turn_text(self) -> str:
        """The turn's line: for the mouse, or, while a screen reader listens
        (the kit's ``by_ear``), for the keyboard (the player's digit, or
        Entrée then the arrows; then the card)."""
        keys = f"1–{self.players - 1}"
        if self.by_ear:
            text = Auteurs.tr("choose the player to ask with keys {keys} (or Enter, then the arrows), then the "
                              "card to ask for.").format(keys=keys)
        else:
            text = Auteurs.tr("drag one of your cards onto a player, or click a player (keys {keys}), then choose "
                              "the card to ask for.").format(keys=keys)
        if len(self.controller.human_seats()) > 1 and self.viewer is not None:
            return Auteurs.tr("{name}, your turn: {text}").format(name=self.name(self.viewer), text=text)
        return Auteurs.tr("Your turn: {text}").format(text=text)

    def _legal(self, seat: int) -> list[Ask]:
        return [a for a in self.controller.legal(seat) if isinstance(a, Ask)]

    def askable(self, seat: int) -> list[int]:
        """The players ``seat`` may ask now (from the legal actions)."""
        return sorted({a.target for a in self._legal(seat)}, key=self.scene.position_of)

    def _may_ask(self, target: int, item: CardItem) -> bool:
        seat = self._input_seat
        if seat is None or item.card is None:
            return False
        rank = item.card.rank
        return any(a.target == target and a.card.rank == rank for a in self._legal(seat))

    def _set_drop_targets(self, seat: int) -> None:
        targets = []
        for t in range(self.players):
            if t == seat:
                continue
            pile = self.hand_pile(t)
            area = self.scene.input.target_rect(DropTarget(pile))
            plate = self.scene.plates.get(t)
            if plate is not None:
                area = area.united(plate.sceneBoundingRect().adjusted(-6, -6, 6, 6))
            targets.append(DropTarget(pile, lambda item, t=t: self._may_ask(t, item), rect=area))
        self.scene.set_drop_targets(targets, play_area=False)

    def on_human_turn(self, seat: int) -> None:
        self.release_hold()
        self._input_seat = seat
        self._rank = None
        legal = self._legal(seat)
        ranks = {a.card.rank for a in legal}
        hand = self.hand_pile(seat).items
        playable = [i for i in hand if i.card is not None and i.card.rank in ranks]
        self.scene.set_interactive(hand, playable, dim_others=self.director.view.settings.get("highlight_legal"))
        self._set_drop_targets(seat)
        self.scene.set_clickable_plates(self.askable(seat))
        self.set_plate_keys({(seat + k) % self.players: str(k) for k in range(1, self.players)})
        self.hide_prompt()
        self.status(self.turn_text())

    def on_input_off(self) -> None:
        super().on_input_off()
        self._input_seat = None
        self._rank = None
        self.scene.end_pick()
        self.scene.set_clickable_plates(())
        self.set_plate_keys({})
        self.scene.set_drop_targets((), play_area=False)

    def _my_turn(self) -> bool:
        seat = self.viewer
        return (seat is not None and self._input_seat == seat and seat in self.controller.to_act()
                and not self.game_ended)

    def on_card_activated(self, item: CardItem) -> None:
        """A click (or double-click) on one of your cards: its rank is chosen,
        now the player (click their plate, or the arrows and Enter)."""
        seat = self.viewer
        if seat is None or item.card is None or item not in self.hand_pile(seat).items:
            return
        if not self._my_turn():
            self.on_inert_click(item)
            self.scene.snap_back(item)
            return
        rank = item.card.rank
        who = [t for t in self.askable(seat) if any(a.target == t and a.card.rank == rank for a in self._legal(seat))]
        if not who or self.refuse_partial(seat, lambda a: isinstance(a, Ask) and a.card.rank == rank):
            return
        self._rank = rank
        self.hide_prompt()
        self.scene.begin_pick(PICK_PLAYER, who)
        self.status(Auteurs.tr("Whom do you ask for one of the {rank}? Click their name, or the arrows and Enter "
                        "(Esc: cancel).").format(rank=rank_plural(rank)))

    def on_card_dropped(self, item: CardItem, pile: Pile | None = None, slot: int | None = None) -> None:
        self.scene.snap_back(item)
        seat = self.viewer
        if pile is None or pile.kind != HAND or pile.seat is None or pile.seat == seat or item.card is None:
            return
        if not self._my_turn():
            self.on_inert_click(item)
            return
        if not self._may_ask(pile.seat, item):
            self.status(Auteurs.tr("{name} has no cards left: nobody may ask them.").format(name=self.name(pile.seat))
                        if self.counts[pile.seat] == 0 else self.turn_text())
            return
        self.open_prompt(pile.seat, rank=item.card.rank)

    def on_plate_clicked(self, seat: int) -> None:
        if not self._my_turn() or seat == self.viewer:
            return
        self.open_prompt(seat)

    def on_picked(self, obj: Any) -> None:
        if not self._my_turn():
            return
        if isinstance(obj, int) and not isinstance(obj, bool):
            self.open_prompt(obj, rank=self._rank)
        else:
            self._rank = None
            self.status(self.turn_text())

    def open_prompt(self, target: int, rank: int | None = None, default: Ask | None = None) -> bool:
        """The shared prompt with the pictures of the cards ``target`` may be
        asked for (every card of the ranks held, or of ``rank``): the ones the
        rules allow are enabled, the ones you hold carry a "You have it"
        ribbon."""
        seat = self.viewer
        if seat is None or not self._my_turn():
            return False
        legal = set(self._legal(seat))
        if not any(a.target == target for a in legal):
            if 0 <= target < len(self.counts) and self.counts[target] == 0:
                self.status(Auteurs.tr("{name} has no cards left: nobody may ask them.").format(name=self.name(target)))
            return False
        if self._refused_ask(seat, target, rank):
            self.scene.end_pick()
            return False
        self.scene.end_pick()
        hand = {card(c) for c in self.controller.view(seat)["hand"]}
        ranks = sorted({c.rank for c in hand}) if rank is None else [rank]
        lang = self.lang
        who = self.name(target)
        choices: list[Choice] = []
        for r in ranks:
            for s in SUITS:
                c = Card(r, s)
                a = Ask(target, c)
                ok = a in legal
                badge = refusal = ""
                if ok:
                    tip = Auteurs.tr("Ask {name} for {card}").format(name=who, card=card_phrase(c, lang))
                elif c in hand:
                    tip = Auteurs.tr("You hold {card}").format(card=card_phrase(c, lang))
                    badge = Auteurs.tr("You have it")
                    refusal = Auteurs.tr("You already have {card}: ask for a card you do not hold.").format(
                        card=card_phrase(c, lang))
                else:
                    tip = refusal = Auteurs.tr("You may not ask for this card")
                choices.append(Choice(a, "", ok, tip, card=c, badge=badge, refusal=refusal))
        hint = self._hint_for(seat, target)
        if default is None and hint is not None and (rank is None or hint.card.rank == rank):
            default = hint
        first = default if default in legal else next((ch.value for ch in choices if ch.enabled), None)
        if rank is not None:
            title = Auteurs.tr("Which of the {rank} do you ask {name} for?").format(rank=rank_plural(rank), name=who)
        else:
            title = Auteurs.tr("Ask {name} for which card?").format(name=who)
        body = (Auteurs.tr("Marked “You have it”: the cards you hold.") + "<br>"
                + Auteurs.tr("Arrows choose, Enter asks, Esc goes back."))
        why = self.hint_reason(hint) if hint is not None else ""
        if why:
            # the hint's reason where the person chooses (:meth:`say_hint`): the
            # card it advises is marked among the others, and the reason takes
            # the room of the keys' line, so that the picker needs no more
            # height with a hint than without (a taller one lay across the
            # plates at 1366x768)
            body = (f"<p style='margin:0 0 4px 0; font-size:small'>{html.escape(why)}</p>"
                    + Auteurs.tr("Marked “You have it”: the cards you hold."))
        self.prompt_target, self._prompt_rank = target, rank
        self._ask_fitted(title, choices, body, len(ranks), first)
        self.prompt_target = target
        self.place_prompt()
        if hint is not None and first == hint:
            self.prompt.mark_hint(hint)
        self.status(title)
        return True

    def _refused_ask(self, seat: int, target: int, rank: int | None) -> bool:
        """The table's filter (a lesson's step) takes no ask of ``target``
        (for a ``rank`` card): its reason is said, the prompt not opened."""
        return self.refuse_partial(seat, lambda a: isinstance(a, Ask) and a.target == target
                                   and (rank is None or a.card.rank == rank))

    def _picker_room(self, target: int | None) -> PickerRoom:
        """What the card prompt for ``target`` lies beside or over
        (viewport rectangles): see :class:`PickerRoom`."""
        plates = {seat: r for seat in self.scene.plates if (r := self.plate_rect(seat)) is not None}
        mine: list[QRect] = self.kept_clear_rects()      # a lesson's coach
        corner = self.director.corner          # the "Ask log" / "Hint" buttons
        if corner.isVisible():
            mine.append(corner.geometry())
        if self.viewer is not None:
            hand = self.hand_rect(self.viewer)
            if hand is not None:
                mine.append(hand)
            if self.viewer in plates:
                mine.append(plates[self.viewer])
        poissons = [r for r in (self.pile_rect(self.books_pile(s)) for s in range(self.players)) if r is not None]
        others = [r for seat, r in plates.items() if seat not in (self.viewer, target)]
        hands = [r for r in (self.hand_rect(s) for s in range(self.players) if s != self.viewer) if r is not None]
        v = self.viewport_rect()
        return PickerRoom(
            mine=mine, log=[self.journal.geometry()] if self.journal.isVisible() else [],
            asked=[plates[target]] if target in plates else [], table=list(plates.values()) + poissons,
            others=others + poissons, hands=hands, centre=QPoint(v.width() // 2, v.height() // 2))

    def _ask_fitted(self, title: str, choices: list[Choice], body: str, ranks: int, first: Any) -> None:
        """Fill the prompt with the card pictures at the hand's card size
        (the kit's floor: never smaller) and choose how they are laid out, in
        the same way for every player asked while the table stays as it is
        (the person sees the same picker from one ask to the next):

        - a roomy table: one, two or three ranks a row (a rank's four cards
          always on one row), in as few pages as can be (the most cards a
          page, the wider of two that show as many), clear of every plate,
          every poisson, the person's hand and plate, the corner buttons and
          the ask log;
        - else, with no such room (five players on a netbook), one rank a
          page, the smallest picker, where it covers no more of the table
          than it must: never the asked player's plate where it can be
          kept in view, and as few of the other plates and poissons, then
          of the other hands, as can be (``PromptPanel`` pages the ranks: a
          picker showing one rank at a time is better than one over the
          table).  A wider picker would show more at once, but cover more
          (the plates, the poissons), and be wider for one player asked than
          for another.

        The ask log stays in view while the person chooses (it is the
        family's memory aid, needed at this very moment): the prompt is laid
        out beside it.  Only when beside the log the prompt would cover the
        asked player's plate (or finds no room at all) and hiding the log
        keeps that plate in sight does the log step aside until the prompt
        closes: a table keeps both the memory aid and the person asked in
        sight, and gives up the aid only for the person asked.  J while the
        prompt is open brings the log back (:meth:`toggle_journal`): the
        prompt is then laid out beside it even over the asked player's
        plate.
        """
        p = self.prompt
        layouts = [4] if ranks == 1 else [8, 4] if ranks == 2 else [12, 8, 4]
        p.ask(title, choices, body=body, columns=layouts[0], suggest_label=Auteurs.tr("Suggest"),
              cancel_label=Auteurs.tr("Another player"), default=first, body_at_grid=True, column_step=4)
        # a log aside for the prompt this one replaces (another player, a
        # new window size) is placed again: this prompt chooses anew
        self._journal_back()
        room = self._picker_room(self.prompt_target)
        least = min(len(choices), 4)

        def roomy(log: list[QRect]) -> int:
            """The columns of the layout clear of the whole table beside
            ``log`` that shows the most cards a page (0: none)."""
            best = (0, 0)                 # (cards a page, columns)
            for cols in layouts:
                p.resize_cards(p.card_width, cols)
                if p.spot_clear_of(room.mine + room.table + log, room.centre) is None or p.grid_columns != cols:
                    continue
                best = max(best, (len(p.visible_values()), cols), key=lambda b: b[0])
            return best[1] if best[0] >= least else 0

        def smallest(must: list[QRect]) -> bool:
            """One rank a page has a place clear of ``must``."""
            p.resize_cards(p.card_width, layouts[-1])
            p.cap_rows(1)
            return p.spot_least_covering(must, (), room.centre) is not None

        def plan(log: list[QRect]) -> PickerPlan | None:
            """Beside ``log``, clear of the asked player's plate: the roomy
            layout, else the smallest; None when neither keeps that plate."""
            cols = roomy(log)
            if cols:
                return PickerPlan(roomy=True, columns=cols, beside_log=bool(log))
            if smallest(room.mine + log + room.asked):
                return PickerPlan(columns=layouts[-1], beside_log=bool(log))
            return None

        chosen = plan(room.log)
        aside = False
        if chosen is None and room.log and not self._log_kept:
            # beside the log the asked player's plate would be covered: the
            # log steps aside if that keeps it in view
            chosen = plan([])
            aside = chosen is not None
        if chosen is None and room.log and smallest(room.mine + room.log):
            chosen = PickerPlan(columns=layouts[-1], beside_log=True, asked_clear=False)
        if chosen is None:
            # no room beside the log at all: it steps aside
            chosen = plan([]) or PickerPlan(columns=layouts[-1], asked_clear=False)
            aside = bool(room.log)
        self._picker_plan = chosen
        if aside:
            self.journal.hide()               # back when the prompt closes (:meth:`hide_prompt`)
            self._journal_aside = True
        p.resize_cards(p.card_width, chosen.columns)
        if first is not None:
            p.select(first)

    def picker_plan(self) -> PickerPlan:
        """How the open card prompt is laid out (tests, :meth:`place_prompt`)."""
        return self._picker_plan

    def hide_prompt(self) -> None:
        super().hide_prompt()
        self._log_kept = False
        self._journal_back()

    def _journal_back(self) -> None:
        """The log that stepped aside for the prompt comes back."""
        if self._journal_aside:
            self._journal_aside = False
            self.refresh_journal()

    def _chosen(self, value: Any) -> None:
        """The picker's card asked.  An Entrée pressed again at once (a key
        pressed twice, or the hint's Entrée, which asks the card the picker
        opened with) starts nothing while the answer arrives: the next ask
        begins with a fresh press (:attr:`late_guard`)."""
        if isinstance(value, Ask) and self.submit(value):
            self.hide_prompt()
            self.late_guard.arm()

    def _prompt_cancelled(self) -> None:
        self.prompt_target = None
        self._log_kept = False
        self._journal_back()
        if self._my_turn():
            self.status(self.turn_text())

    def game_key(self, event: Any) -> bool:
        text = event.text().lower()
        key = event.key()
        if text == "j":
            self.toggle_journal()
            return True
        if not self._my_turn() or self.scene.pick_kind is not None:
            return False
        if self._prompt is not None and self._prompt.isVisible():
            return False
        seat = self.viewer
        assert seat is not None
        if text.isdigit() and text != "0":
            k = int(text)
            if k < self.players:
                target = (seat + k) % self.players
                if self._refused_ask(seat, target, None):
                    return True
                # a player with no cards left is said once, by open_prompt's own line
                if not self.open_prompt(target) and self.counts[target] != 0:
                    self.status(Auteurs.tr("{name} may not be asked.").format(name=self.name(target)))
                return True
            # a digit past the last player: said, not ignored (at least two others)
            self.status(Auteurs.tr("There are {n} other players: press 1 to {n}.").format(n=self.players - 1))
            return True
        arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
        if key in arrows or key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            who = self.askable(seat)
            if not who:
                return False
            back = key in (Qt.Key.Key_Left, Qt.Key.Key_Up)
            self._rank = None
            self.scene.begin_pick(PICK_PLAYER, who, current=who[-1] if back else who[0])
            self.status(Auteurs.tr("Choose the player to ask: arrows, then Enter (Esc: cancel)."))
            return True
        return False

    # -------------------------------------------------------------- hints
    def hint_what(self, action: Any) -> str:
        if isinstance(action, Ask):
            return Auteurs.tr("Hint: ask {name} for {card}.").format(name=self.name(action.target),
                                                               card=card_phrase(action.card, self.lang))
        return super().hint_what(action)

    def on_hint(self, seat: int, action: Any) -> None:
        if seat != self.viewer or not isinstance(action, Ask):
            return
        self._hinted = (action, self._asks_so_far(seat))
        if self.open_prompt(action.target, default=action):
            self.prompt.mark_hint(action)
        self.say_hint(action)

    def say_hint(self, action: Any) -> None:
        """The kit's, but a hint shown in the card picker opened for it is
        read whole in the picker's own text, above its cards (the picker
        takes the room of the table a second panel would need at 1024x600):
        the status bar keeps the line, no second panel.  The picker then
        stands for the hint's panel (:meth:`hint_shown`): the first Entrée
        reads the advice, the next one asks (:meth:`hint_read`)."""
        p, seat = self._prompt, self.viewer
        if (isinstance(action, Ask) and seat is not None and p is not None and p.isVisible()
                and self.prompt_target == action.target and self._hint_for(seat, action.target) == action):
            self.status(self.hint_text(action))
            self.hide_hint()
            self._hint_unread = True
            return
        super().say_hint(action)

    #: the advice is up in the card picker, not read yet: the first Entrée
    #: reads it (:meth:`hint_read`), as the other games' hint panel
    _hint_unread = False
    # the bar says the next Entrée asks the advised card (:meth:`hint_read`)
    _hint_promised = False

    def hide_hint(self) -> None:
        self._hint_unread = False
        self._hint_promised = False
        super().hide_hint()

    def _picker_moved(self, value: Any) -> None:
        """The arrows (or a typed key) left the advised card in the picker
        opened by H: it is an ordinary picker again, Entrée asks the card
        it shows lit, and the bar names that card, not the advised one."""
        hinted = self._hinted[0] if isinstance(self._hinted, tuple) else None
        if not (self._hint_unread or self._hint_promised) or value == hinted or not isinstance(value, Ask):
            return
        self._hint_unread = self._hint_promised = False
        self.status(Auteurs.tr("Enter asks {name} for {card}.").format(
            name=self.name(value.target), card=card_phrase(value.card, self.lang)))

    def hint_shown(self) -> Panel | None:
        """The kit's hint panel; or the picker while it shows the advice not read yet."""
        p = self._prompt
        if self._hint_unread and p is not None and p.isVisible():
            return p
        return super().hint_shown()

    def hint_read(self) -> None:
        """As in every game, the advice is read before it is followed: with
        the picker opened by H, the first Entrée only says that the next one
        asks the advised card (an ask cannot be taken back); the next
        Entrée asks it, and one pressed twice at once does nothing more (the
        kit's :attr:`hint_guard`).  A click on a card in the picker asks at once."""
        if isinstance(self._hinted, tuple):
            action = self._hinted[0]
            self.status(Auteurs.tr("Enter again asks {name} for {card}, as advised; the arrows choose another "
                                   "card, Esc another player.").format(
                name=self.name(action.target), card=card_phrase(action.card, self.lang)))
            self._hint_promised = True     # until an arrow leaves that card (:meth:`_picker_moved`)

    def _asks_so_far(self, seat: int) -> int:
        return len(self.controller.view(seat).get("history", []))

    def _hint_for(self, seat: int, target: int) -> Ask | None:
        """The hint given for this very position, if it asks ``target``: the
        prompt opened again for that player (a number key, a click on its
        plate) keeps it chosen and marked."""
        hinted = self._hinted
        if hinted is None or hinted[1] != self._asks_so_far(seat) or hinted[0].target != target:
            return None
        return hinted[0]


__all__ = ["PLUGIN", "AskJournal", "AuteursPlugin", "AuteursTable", "card_phrase", "rank_plural", "short_card"]

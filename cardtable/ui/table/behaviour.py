"""A game's behaviour at the table: the middle layer every game builds on.

The director (:mod:`cardtable.ui.table.director`) owns the hot-seat logic and
hands the behaviour the engine's events *as the current viewer may see them*
(a card the viewer may not see is ``None`` in place of its string).  A game's
behaviour (a subclass of :class:`TableBehaviour`, or of
:class:`cardtable.ui.table.tricks.TrickTable` for trick-taking games) turns
those events into scene steps and the person's gestures into actions.  It
never decides a rule: what may be played comes from ``controller.legal(seat)``
and every action goes through ``controller.submit`` (which reports the
engine's reason on refusal).

What a game gets here, and what it writes:

* events: ``_ev_<type>(event)`` methods are found by name
  (:meth:`TableBehaviour.on_event`); queue scene steps with :meth:`push`;
* the deal: ``_ev_deal`` reads ``event["hands"]`` (one list per seat, ``None``
  for a hidden card), flies the cards from the centre to each hand, staggered,
  and turns the viewer's hand up; hooks :meth:`sort_hand`,
  :meth:`first_dealt_seat`, :meth:`reveal_after_deal`, :meth:`hide_own_hand`
  (cards left face down until the person looks: :meth:`turn_up_hand`);
* panels: :meth:`show_info` (a panel the queue waits on, e.g. a hand's
  breakdown; when the same batch of events ends the game, it is kept and
  shown with the result instead), :meth:`show_end` (end of game: the last
  hand's breakdown and the result together, "New game", "Rematch" —
  :attr:`TableBehaviour.rematch_requested` — and "Close"; shown at speed
  "off" too when a human plays), every panel sized to its content inside
  the view, the shared
  :attr:`prompt` panel (:mod:`cardtable.ui.table.prompt`) placed clear of the
  plates by :meth:`place_prompt`; :meth:`named_panel` finds a panel on
  screen by its attribute name (what a lesson points at);
* toasts: :meth:`toast` (centre), :meth:`toast_at_plate`; a word shown
  large over the table: :meth:`banner` ("Peech !"); a speech bubble said by
  a player, its tail towards their plate: :meth:`bubble_at_plate` ("Oui !"),
  placed clear of the plates, the other bubbles and the middle of the table
  (:meth:`bubble_avoid_rects`, :meth:`middle_rects`);
* keys: H/C/? hint, L/P last trick (:meth:`toggle_last_trick`: opens it,
  or closes it, when the game has one), Enter on an info panel's first
  button, Esc closes a panel or cancels a prompt; then the prompt's keys;
  then :meth:`game_key`;
* a choice among cards, players or a prompt's choices with nothing raised
  yet: the first Entrée raises the first choice (as → would) and says what
  the next Entrée does; the next Entrée takes it (a single key never acts on
  what it did not show first; the same key pressed twice at once is
  absorbed: :attr:`raised_guard`).  After any arrow the status line says
  what Entrée now does (:meth:`on_key_raised`, :meth:`raised_text`);
* hints: :meth:`ask_hint` (says why when no hint can be given: game over,
  not your turn); :meth:`on_hint` selects what is suggested (a prompt's
  choice or a card of the hand) and says it with a one-line reason
  (:meth:`hint_text`: :meth:`hint_what` then :meth:`hint_reason`, which
  :meth:`explained` fills from the computer player's reason codes), on the
  status bar and, when it gives a reason, whole in a "Conseil" panel over
  the table (:meth:`say_hint`: the bar's one line cuts a long reason);
* the second person: :meth:`is_you` (the seat is the one person at the
  screen) lets a game choose "You bid 3" over "{name} bids 3";
* status bar: :meth:`status`; the turn's text replaces any older message
  (an old refusal never stays); a click out of turn gets a word
  (:meth:`on_inert_click`);
* holds: :meth:`hold` keeps the table as it is for a while (a queue step);
  :meth:`hold_to_read` keeps a revealed outcome until everyone could read it
  (a person at the table: until their click or key, at most a few seconds;
  computers only: shorter; nothing with the animations off); any key, or a
  press anywhere on the table (:meth:`handle_press`), ends a hold and does
  nothing else;
* card names in messages: :mod:`cardtable.ui.cards.words` ("la dame de
  pique", "votre as de cœur", a translation agreeing with a feminine card);
* input: :meth:`on_human_turn` asks :meth:`ask` (show a prompt and return
  True) or enables the playable cards (:meth:`playable`);
  :meth:`on_card_activated` submits :meth:`action_for_card` and snaps the card
  back when refused; :meth:`on_card_dropped`, :meth:`on_plate_clicked`,
  :meth:`on_picked` default hooks;
* nothing left to do: while :meth:`humans_idle` (the people at the table
  cannot act again before the deal ends, e.g. no cards left in Les Auteurs)
  a bar offers "Speed up" (every pause and animation ×0.2) and "Skip to
  the end of the deal" (none at all) — :meth:`update_hurry`, called when the
  table is idle; the bar lies clear of the plates and the cards on the
  table (:meth:`place_hurry_bar`, :meth:`hurry_bar_avoid`).  The engine still decides every move and the computers
  still see only their view: only the showing is quicker.  The hurry ends
  as soon as a person may act, at the deal's count (:meth:`show_info`) and
  at the end of the game.  While skipping, a screen reader is told nothing
  line by line (the announcer holds them); when the skip ends the game's
  :meth:`skip_summary` is said once, before the count;
* memory: what the table remembers beyond the engine's state (the last
  count R shows again; a game's own: Deutch's last moves, the last trick)
  is saved with the game (:meth:`memory`, :meth:`restore_memory`) and,
  at a joined seat rebuilt from the host's welcome, rebuilt from the seat's
  last events (:meth:`recall`: ``_recall_<type>(event)`` methods, found by
  name as ``_ev_<type>`` are; :attr:`count_events` names the events whose
  count :meth:`show_info` shows);
* widgets: create them with :meth:`own` (or :meth:`make_panel`);
  :meth:`teardown` deletes every one of them (the director calls it before
  replacing the behaviour; they also go when the behaviour is deleted).
"""

from __future__ import annotations

import html as html_module
import json
import logging
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPoint,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAccessible, QTransform
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from cardtable.engine import Card, card
from cardtable.ui.anim import HURRY_FACTOR
from cardtable.ui.cards.item import CardItem
from cardtable.ui.cards.words import sentence, the_card
from cardtable.ui.numbers import decimal
from cardtable.ui.table.focus import focus_when_free
from cardtable.ui.table.overlays import (
    Banner,
    Bubble,
    GestureGuard,
    Panel,
    kept_clear,
    raise_overlay,
    side_panels,
)
from cardtable.ui.table.piles import BOOKS, DISCARD, ROW, STOCK
from cardtable.ui.table.prompt import ARROW_KEYS, ENTER_KEYS, PromptPanel
from cardtable.ui.table.queue import Waiter
from cardtable.ui.table.scene import CENTER, HAND, STACK, TRICK, Pile

try:  # the kit's one Play action (engine helper); Atout Pique's until then
    from cardtable.engine.kit import Play
except ImportError:  # pragma: no cover - before the engine kit lands
    from cardtable.engine.atout_pique import Play

log = logging.getLogger("cardtable")

if TYPE_CHECKING:
    from cardtable.ui.table.director import TableDirector

W = TypeVar("W", bound=QWidget)


_BLOCK_TAG = re.compile(r"<\s*/?\s*(?:br|p|div|tr|td|th|table|li|ul|ol|h\d)\b[^>]*>", re.IGNORECASE)
_ANY_TAG = re.compile(r"<[^>]*>")


def plain_text(html: str) -> str:
    """``html`` as one line of plain text (for the status bar): block tags
    (``<br>``, ``<p>``, table cells) become a space, inline tags (``<b>``,
    ``<span>``) vanish without one, entities are decoded (``&nbsp;`` stays a
    no-break space, ``&amp;`` becomes ``&``), runs of spaces become one."""
    text = _ANY_TAG.sub("", _BLOCK_TAG.sub(" ", html))
    text = html_module.unescape(text)
    return re.sub(r"[ \t\r\n]+", " ", text).strip(" ")


_TABLE = re.compile(r"<table\b[^>]*>.*?</table>", re.IGNORECASE | re.DOTALL)
_ROW = re.compile(r"<tr\b[^>]*>(.*?)</tr>", re.IGNORECASE | re.DOTALL)
_CELL = re.compile(r"<t([hd])\b([^>]*)>(.*?)</t[hd]>", re.IGNORECASE | re.DOTALL)
_SAID = re.compile(r"""\bdata-said=(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
_SPAN = re.compile(r"<span\b([^>]*\bdata-said=[^>]*)>(.*?)</span>", re.IGNORECASE | re.DOTALL)


def _cell_words(attrs: str, cell: str) -> str:
    """A cell as it is said: its ``data-said`` words when it has them (a
    :class:`BreakdownTable` value shown in signs), else its text ("–" when
    the words are empty: nothing to read)."""
    m = _SAID.search(attrs)
    if m is None:
        return plain_text(cell)
    return html_module.unescape(m.group(1) if m.group(1) is not None else m.group(2)).strip() or "–"


def headed_table_words(table: str) -> str | None:
    """A count's table whose first row is headings (a :class:`BreakdownTable`:
    the players or teams over the columns) read a row at a time, each value
    with its heading: "Contract: Ann & Bob 6, Cy & Di 5."  None for a table
    without a row of headings (read as it is)."""
    rows = [[(kind.lower(), _cell_words(attrs, cell)) for kind, attrs, cell in _CELL.findall(row)]
            for row in _ROW.findall(table)]
    rows = [r for r in rows if r]
    if len(rows) < 2 or any(kind != "h" for kind, _ in rows[0]):
        return None
    heads = [text for _, text in rows[0]]
    lines = []
    for row in rows[1:]:
        cells = [text for _, text in row]
        if len(cells) != len(heads):
            lines.append(" ".join(c for c in cells if c))
            continue
        # a dash (nothing this hand) is not read: a row of dashes is left out
        pairs = [f"{h} {v}".strip() for h, v in zip(heads[1:], cells[1:], strict=True) if v not in ("", "–", "—")]
        if not pairs:
            continue
        label = cells[0]
        # values said with commas of their own ("les dames, les rois et les as") are parted by semicolons
        values = (QCoreApplication.translate("Table", "; ", "between a count row's values that hold commas")
                  if any("," in v for v in cells[1:]) else ", ").join(pairs)
        lines.append(QCoreApplication.translate("Table", "{label}: {values}").format(label=label, values=values)
                     if label else values)
    return " ".join(line if line.endswith((".", "!", "?", "…")) else line + "." for line in lines if line)


def said_span(shown: str, said: str) -> str:
    """HTML for words shown in signs and said in words: a screen reader
    (:func:`end_status_text`) reads ``said`` where the panel shows
    ``shown`` ("4 × poissons − 13", said "4 fois le nombre de poissons,
    moins 13").  Both are plain text."""
    return (f'<span data-said="{html_module.escape(said, quote=True)}">'
            f"{html_module.escape(shown, quote=False)}</span>")


def _said_spans(html: str) -> str:
    """Each :func:`said_span` replaced by its words (escaped again as text)."""
    def words(m: re.Match[str]) -> str:
        said = _SAID.search(m.group(1))
        if said is None:
            return m.group(2)
        return html_module.escape(html_module.unescape(said.group(1) if said.group(1) is not None
                                                       else said.group(2)), quote=False)
    return _SPAN.sub(words, html)


def end_status_text(title: str, html: str) -> str:
    """A count or end-of-game panel as one line (the status bar, a screen
    reader): its title as a sentence ("Game over."), then its text; a table
    with headings is read a row at a time, each value with its heading
    (:func:`headed_table_words`), another table's rows are parted by commas
    ("Paul 30, Chloé 46"); words shown in signs are read as their
    :func:`said_span` says them."""
    head = title.strip()
    if head and head[-1] not in ".!?…:":
        head += "."

    def headed(m: re.Match[str]) -> str:
        words = headed_table_words(m.group(0))
        return m.group(0) if words is None else f"<p>{html_module.escape(words, quote=False)}</p>"
    html = _said_spans(_TABLE.sub(headed, html))
    # a row's last cell ends where the comma goes: "Hugo 15, Léa 108", not "Hugo 15 , Léa 108"
    body = re.sub(r"(?:\s*</t[dh]>)*\s*</tr>\s*<tr[^>]*>", ", ", html, flags=re.IGNORECASE)
    return sentence(re.sub(r" +,", ",", plain_text(f"{head} {body}")))


def name_list(names: list[str]) -> str:
    """Names as a sentence says them: "Léa", "Léa and Hugo", "Léa, Hugo and
    Chloé" (translated: "Léa et Hugo")."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return QCoreApplication.translate("Table", "{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1])


def _area(r: QRect) -> int:
    return max(0, r.width()) * max(0, r.height()) if not r.isEmpty() else 0


def _dispose(widgets: list[QWidget]) -> None:
    for w in widgets:
        try:
            w.hide()
            w.deleteLater()
        except RuntimeError:     # already deleted with its parent
            pass
    widgets.clear()


# a panel's text: a string, or a function that says it in the language of
# the moment (:meth:`TableBehaviour.show_info`: an open panel is said again
# when the language changes)
PanelText = str | Callable[[], str]


def said(text: PanelText) -> str:
    """``text`` as it reads now."""
    return text() if callable(text) else text


# the longest text of the table's memory read back from a save (a count's html)
MEMORY_TEXT_CHARS = 20000


def memory_texts(value: Any, most: int) -> list[str] | None:
    """``value`` read back from a save's table memory as a list of at most
    ``most`` texts (each at most :data:`MEMORY_TEXT_CHARS` long), or None
    when it is not one (:meth:`TableBehaviour.restore_memory`)."""
    if (not isinstance(value, list) or len(value) > most
            or not all(isinstance(t, str) and len(t) <= MEMORY_TEXT_CHARS for t in value)):
        return None
    return list(value)


def _stand_clear(widget: QWidget, rects: list[QRect] | None, height: int) -> None:
    """``widget`` (a toast, a banner) moved above the ``rects`` it covers, or
    below them, where it then covers none of them and stays inside a
    viewport ``height`` tall; left where it is when neither has room."""
    hit = [r for r in (rects or []) if r.intersects(widget.geometry())]
    if not hit:
        return
    top, bottom = min(r.top() for r in hit), max(r.bottom() for r in hit)
    h = widget.height()
    if top - h - 4 >= 0:
        widget.move(widget.x(), top - h - 4)
    elif bottom + 4 + h <= height:
        widget.move(widget.x(), bottom + 4)


class TableBehaviour(QObject):
    """Base class of every game's table behaviour; see the module docstring."""

    #: "Rematch" on the end panel: the director starts a new game with the
    #: same players and options (a new seed)
    rematch_requested = Signal()

    #: the pile kinds whose cards belong to one seat's eyes: :meth:`hide_private`
    #: turns them down before the hot-seat curtain (a game adds its own kinds:
    #: Peech's target cards, Deutch's rows and drawn card)
    private_kinds: tuple[str, ...] = (HAND,)

    def __init__(self, director: TableDirector) -> None:
        super().__init__(director)
        self.director = director
        self.scene = director.scene
        self.controller = director.controller
        self._owned: list[QWidget] = []
        owned = self._owned
        # the widgets die with the behaviour even if nobody calls teardown()
        self.destroyed.connect(lambda *_: _dispose(owned))
        self._prompt: PromptPanel | None = None
        #: the whole prompt lines a screen reader has heard in this game
        #: (:meth:`prompt_status`'s ``again``)
        self._said_whole: set[str] = set()
        self._bubbles: dict[int, Bubble] = {}
        self._waiter: Waiter | None = None
        self.info_panel = self.make_panel()
        self.end_panel = self.make_panel()
        #: the events being dispatched end the game: a hand's breakdown waits
        #: for the result and both show together (:meth:`show_end`)
        self.game_ending = False
        self.game_ended = False
        self._end_prelude: list[tuple[PanelText, PanelText]] = []
        # the texts of the count and of the end of the game as given (functions say
        # them again in a new language: :meth:`retranslate`)
        self._summary_texts: tuple[PanelText, PanelText] | None = None
        self._summary_source: dict[str, Any] | None = None
        self._end_texts: tuple[PanelText, PanelText, list[tuple[PanelText, PanelText]]] | None = None
        #: the last count shown by :meth:`show_info` (title, html): R or
        #: Game > Show the last count again (:meth:`show_last_summary`)
        self.last_summary: tuple[str, str] | None = None
        self.hurry_bar: Panel | None = None     # "Speed up" / "Skip to the end of the deal" (made on first use)
        self._hurry_look: tuple[Any, ...] | None = None
        #: armed when a :meth:`hold_to_read` ends by its time rather than by the person: the
        #: Entrée, Espace or click they made to end it plays nothing (:meth:`hold`); and
        #: when a hold is ended by Entrée or Espace: that key pressed twice plays nothing
        self.late_guard = GestureGuard(self)
        self._private_lines: set[str] = set()   # the bar's lines about private cards (private_status)
        #: armed when Entrée closes a hint's panel: the same key pressed twice at
        #: once plays nothing; half the usual guard, and a press refused does not
        #: start it again, so a person who read the advice and presses Entrée
        #: again to follow it is not kept waiting
        self.hint_guard = GestureGuard(self, scale=0.5, restart=False)
        #: armed when a hold comes up: an Entrée, Espace or click made for what was
        #: there before (a key pressed twice to play a Dame, to show a battle)
        #: does not end a hold the person has not seen yet
        self.hold_guard = GestureGuard(self)
        # armed when the hot-seat curtain lifts: the Entrée or Espace that lifted it,
        # held down or pressed again before the hand is on screen, plays or opens
        # nothing (keys only: a click lands on a card the person sees)
        self.lifted_guard = GestureGuard(self)
        #: armed by each Entrée or Espace that could play nothing (an animation
        #: running, another player's turn): a person pressing again and again
        #: through an animation (a choice made at « Lente ») does not play the
        #: card raised the moment their input opens; a press counts again once
        #: their keys have stopped for the guard's time (:meth:`_refused_by_enter`)
        self.early_guard = GestureGuard(self)
        #: armed when an Entrée raises the first choice (nothing was raised: a
        #: card, a player, a bid): the same key pressed twice at once takes
        #: nothing; half the usual guard, and a press refused does not start
        #: it again (only a double press is absorbed, never a person who read
        #: the line and presses again)
        self.raised_guard = GestureGuard(self, scale=0.5, restart=False)

    # ------------------------------------------------------------ widgets
    def own(self, widget: W) -> W:
        """Register ``widget`` (parented to the view) for :meth:`teardown`."""
        if widget.parentWidget() is None:
            widget.setParent(self.director.view)
        self._owned.append(widget)
        return widget

    def make_panel(self, title: str = "") -> Panel:
        return self.own(Panel(self.director.view, title))

    @property
    def prompt(self) -> PromptPanel:
        """The shared prompt panel (made on first use)."""
        if self._prompt is None:
            # card pictures never smaller than the person's hand cards
            self._prompt = self.own(PromptPanel(self.director.view, self.scene.renderer,
                                                card_floor=lambda: self.scene.big_w))
            self._prompt.refused.connect(self.status)      # a choice refused says why
            self._prompt.key_not_taken.connect(self.say_not_taken)   # an Entrée that came with it, too
            self._prompt.chosen.connect(lambda _value: self.hide_hint())   # any choice made ends the hint
            self._prompt.page_said.connect(self.director.announce)   # a page turned is said
            self._prompt.raised_by_enter.connect(self._prompt_raised)  # the first Entrée chose: said
        return self._prompt

    def named_panel(self, name: str) -> QWidget | None:
        """The widget this behaviour made (:meth:`own`) under the attribute
        ``name`` -- ``"prompt"``, ``"info_panel"``, a game's own panel such as
        Les Auteurs' ``"journal"`` -- when it is on screen; else None.  The
        lesson player points at panels by these names (never by pixel)."""
        if not name or name.startswith("_"):
            return None
        widget = self._prompt if name == "prompt" else getattr(self, name, None)
        if not isinstance(widget, QWidget) or widget not in self._owned:
            return None
        try:
            return widget if widget.isVisible() else None
        except RuntimeError:        # deleted with its parent
            return None

    @property
    def prompt_shown(self) -> PromptPanel | None:
        """The prompt panel while it asks something, else None."""
        p = self._prompt
        return p if p is not None and p.isVisible() else None

    def teardown(self) -> None:
        """Delete every widget this behaviour made; it is never used again."""
        self.end_hurry(say=False)
        self._hold = None
        if self._waiter is not None:
            self._waiter = None
        self._prompt = None
        self._seen_panel = None
        self._banner = None
        self._bubbles = {}
        _dispose(self._owned)

    # ------------------------------------------------------------- shortcuts
    @property
    def d(self):  # durations
        return self.scene.durations

    @property
    def viewer(self) -> int | None:
        return self.director.viewer

    @property
    def names(self) -> list[str]:
        setup = self.controller.setup
        return list(setup.names) if setup is not None else []

    def name(self, seat: int) -> str:
        """The name of the player at ``seat`` (its number when the setup has none)."""
        names = self.names
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    @property
    def players(self) -> int:
        return self.scene.players

    def hand_pile(self, seat: int) -> Pile:
        return self.scene.pile(f"hand{seat}", HAND, seat)

    def trick_pile(self) -> Pile:
        return self.scene.pile("trick", TRICK)

    def won_pile(self, seat: int) -> Pile:
        return self.scene.pile(f"won{seat}", STACK, seat)

    def push(self, step: Callable[[], Any], pause: int = 0) -> None:
        """Queue a scene step (returns None, an animation or a Waiter)."""
        self.scene.queue.push(step, pause)

    _prompt_status: str | None = None

    def status(self, text: str, speak: bool = True, said: str | None = None) -> None:
        """Write ``text`` on the status line; a screen reader says it too,
        unless ``speak`` is False (a line already said, put back on the bar
        once a hold is over: said once, not twice).  ``said``: the words the
        screen reader gets instead, when the bar's line is written in signs
        a reader would spell out ("6 de carreau ≠ 9" on the bar, "le 6 de
        carreau n'est pas de même hauteur que le 9 de pique" said)."""
        if speak and said is None:
            self.director.status.emit(text)
        else:
            with self.director.announcer.muted():
                self.director.status.emit(text)
            if speak and said:
                self.director.announce(said)
        self._prompt_status = None

    def prompt_status(self, text: str, by_ear: str | None = None, again: str | None = None) -> None:
        """Tell the person what to do now (the status bar): said until the
        input is off (:meth:`on_input_off`: they acted, the turn passed, the
        connection broke), then withdrawn if nothing replaced it, so that the
        bar never asks for a move nobody can make ("Call Deutch, or end your
        turn." during another's turn).  ``by_ear``: the same words for the
        keyboard, said and shown instead while a screen reader listens
        (:attr:`by_ear`).  ``again``: a line that comes back often (Deutch's
        rapidité, after every discard) is said whole the first time in the
        game, then in these few words ("Rapidité ! A, puis le numéro."); the
        bar shows it whole, and F7 says it whole."""
        if by_ear is not None and self.by_ear:
            text = by_ear
        if again and text in self._said_whole and QAccessible.isActive():
            with self.director.announcer.muted():
                self.director.status.emit(text)
            announcer = self.director.announcer
            announcer.say(again, repeat=False)
            announcer.last = text           # F7: the whole line
        else:
            self.director.status.emit(text)
            if again and QAccessible.isActive() and not self.director.curtained():
                self._said_whole.add(text)
        self._prompt_status = text

    def withdraw_prompt_status(self) -> None:
        text, self._prompt_status = self._prompt_status, None
        if text:
            withdrawn = getattr(self.director, "status_withdrawn", None)
            if withdrawn is not None:
                withdrawn.emit(text)

    def is_you(self, seat: int | None) -> bool:
        """``seat`` is the one person at the screen: messages about them say
        "you" ("You bid 3", not "{name} bids 3")."""
        humans = self.controller.human_seats()
        return seat is not None and len(humans) == 1 and seat == humans[0]

    def view_of_table(self) -> dict[str, Any]:
        """The view the table shows: the viewer's, or the bottom seat's."""
        seat = self.viewer if self.viewer is not None else self.scene.bottom_seat
        return self.controller.view(seat)

    def scores_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """The public ``view`` as the scoresheet is to show it now: the
        engine's, unless the table still animates what the engine already
        counted (a game overrides this to give the figures its table shows,
        so that the sheet never runs ahead of the cards)."""
        return view

    # ------------------------------------------------------------- memory
    def memory(self) -> dict[str, Any]:
        """What the table remembers beyond the engine's state, saved with the
        game (:func:`cardtable.ui.storage.document`) and shown again on
        resume or Open (:meth:`restore_memory`): the last count shown (R).
        Games add theirs (the recent moves, the last trick or battle).
        Public information only: what the table showed everyone, never a
        card private to a seat (several people may share the screen)."""
        memory: dict[str, Any] = {}
        if self.last_summary is not None:
            memory["summary"] = list(self.last_summary)
            if self._summary_source is not None:
                try:
                    json.dumps(self._summary_source, allow_nan=False)
                    memory["summary_source"] = self._summary_source
                except (TypeError, ValueError):
                    pass                  # the words alone are kept
        return memory

    def restore_memory(self, memory: dict[str, Any]) -> None:
        """The table's memory read with a resumed game (see :meth:`memory`),
        after :meth:`rebuild`; a part that is missing or not as written is
        left out (the game plays on without it)."""
        summary = memory_texts(memory.get("summary"), 2)
        if summary is not None and len(summary) == 2:
            self.last_summary = (summary[0], summary[1])
        source = memory.get("summary_source")
        if isinstance(source, dict):
            # said again from its event, in the language of the moment (and again
            # if the language changes); an event the game cannot read is left out
            try:
                texts = self.summary_texts(source)
                if texts is not None:
                    self.last_summary = (said(texts[0]), said(texts[1]))
                    self._summary_texts, self._summary_source = texts, source
            except Exception:  # noqa: BLE001 - a damaged memory: the words kept, if any
                log.warning("the count kept with the game could not be read again")

    # the event types whose count the table shows (:meth:`show_info` with
    # the event as its ``source``): :meth:`recall` keeps the last one for R
    count_events: tuple[str, ...] = ()

    def recall(self, events: list[dict[str, Any]]) -> None:
        """The table's memory (:meth:`memory`) rebuilt, after :meth:`rebuild`,
        from ``events``: the game's last events as the viewer was shown them,
        oldest first (a joined seat rebuilt from the host's welcome, which
        carries them: :meth:`cardtable.ui.network.remote_controller.RemoteController.recent_events`),
        so that it remembers what a table that showed them would: the last
        count (:attr:`count_events`) and what each game keeps, read by its
        ``_recall_<type>(event)`` methods (found by name, as ``_ev_<type>``
        are; they change memory only, never the scene).  Public facts and the
        viewer's own, as the events say them: the host sent this seat's
        events only.  An event a game cannot read is left out (the others
        are kept; the log says how many), then :meth:`recalled` is called."""
        bad = 0
        for ev in events:
            kind = ev.get("type") if isinstance(ev, dict) else None
            if not isinstance(kind, str):
                bad += 1
                continue
            try:
                if kind in self.count_events:
                    self._recall_count(ev)
                handler = getattr(self, "_recall_" + kind, None)
                if handler is not None:
                    handler(ev)
            except (KeyError, IndexError, TypeError, ValueError, AttributeError):
                bad += 1
        if bad:
            log.warning("the table's memory left out %d of the %d recent events it could not read", bad, len(events))
        self.recalled()

    def _recall_count(self, ev: dict[str, Any]) -> None:
        """A count the table showed: the one R shows again (as :meth:`show_info` keeps it)."""
        texts = self.summary_texts(ev)
        if texts is not None:
            self.last_summary = (said(texts[0]), said(texts[1]))
            self._summary_texts, self._summary_source = texts, ev

    def recalled(self) -> None:
        """:meth:`recall` is done: show what was rebuilt (a game's panels)."""

    # --------------------------------------------------------------- hooks
    def rebuild(self) -> None:
        """Lay the whole table out from the views (new game, resume, viewer change)."""

    def on_changed(self) -> None:
        """The state changed: refresh plates and small texts."""

    def refresh_plates(self) -> None:
        """Write the game's figures on the name plates (status, score,
        dealer); :meth:`TrickTable.rebuild` calls it last."""

    def names_changed(self) -> None:
        """The players' names changed during the game (a seat of a network
        table named once its person joined, after the deal was shown): a
        game writes again what it wrote with the names (Les Auteurs: the
        draw for the dealer in its ask log).  The plates are named by the
        network side."""

    def extra_actions(self) -> list[tuple[str, Any]]:
        """(label, slot) buttons shown at the table's corner during the game."""
        if self.controller.human_seats():
            return [(QCoreApplication.translate("Table", "Hint"), self.ask_hint)]
        return []

    def retranslate(self) -> None:
        """The language changed: the panels' buttons say their words again,
        and so do an open count (or the last count R shows) and an open end
        of the game, when their texts were given as functions (the director
        then rebuilds the table and its plates)."""
        for w in self._owned:
            if isinstance(w, Panel):
                w.retranslate()
        if self._summary_texts is not None:
            self.last_summary = (said(self._summary_texts[0]), said(self._summary_texts[1]))
        if self.info_panel.isVisible() and self._summary_texts is not None:
            self._fill_info(*self._summary_texts)
            self.place_centred(self.info_panel)
        if self.end_panel.isVisible() and self._end_texts is not None:
            self._fill_end()
            self.place_centred(self.end_panel)

    def relayout_overlays(self) -> None:
        """The view changed size: place the visible panels again."""
        if self._prompt is not None and self._prompt.isVisible():
            self.place_prompt()
        for w in self._owned:
            if isinstance(w, Panel) and w is not self._prompt and w.isVisible():
                if w is self._seen_panel:
                    self.place_seen_panel()
                elif w is self._hint_panel:
                    self.place_hint()
                elif w is self.hurry_bar:
                    self.place_hurry_bar()
                else:
                    self.place_centred(w)

    # ------------------------------------------------------------- events
    def on_events(self, events: list[dict[str, Any]]) -> None:
        """Queue the steps that show ``events`` (already redacted for the viewer)."""
        self._hint_stale()
        if any(ev.get("type") == "game_over" for ev in events):
            self.game_ending = True
        for ev in events:
            self.on_event(ev)

    def on_event(self, ev: dict[str, Any]) -> None:
        handler = getattr(self, "_ev_" + str(ev.get("type")), None)
        if handler is not None:
            handler(ev)

    # --------------------------------------------------------------- deal
    def sort_hand(self, cards: list[Card]) -> list[Card]:
        """The order a dealt hand is shown in (default: as dealt)."""
        return cards

    def first_dealt_seat(self, ev: dict[str, Any]) -> int:
        return int(ev.get("first", 0)) % max(1, self.players)

    def reveal_after_deal(self, seat: int) -> bool:
        """Whether the viewer's hand turns face up once dealt (unless
        :meth:`hide_own_hand` keeps it down)."""
        return not self.controller.has_game or not self.hide_own_hand(self.controller.view(seat), seat)

    def hide_own_hand(self, view: dict[str, Any], seat: int) -> bool:
        """Whether ``seat``'s own cards stay face down for now, in ``view``
        (``seat``'s or the table's): the deal and :meth:`TrickTable.rebuild`
        leave them down until the person chooses to look (Atout Pique's
        blind nil), then :meth:`turn_up_hand`.  Default False."""
        return False

    def _ev_deal(self, ev: dict[str, Any]) -> None:
        self.deal(ev["hands"], self.first_dealt_seat(ev))

    def deal(self, hands: list[list[str | None]], first: int = 0) -> None:
        """Cards fly from the centre to every hand, one round at a time from
        ``first``; only the viewer's known cards are shown (then turned up)."""
        n = len(hands)

        def step():
            sc = self.scene
            deck = sc.pile("deck", CENTER)
            deck.face_up = False
            viewer = self.viewer
            per_seat: dict[int, list[CardItem]] = {}
            for seat in range(n):
                known = [card(c) for c in hands[seat] if c is not None]
                own = viewer == seat and len(known) == len(hands[seat])
                cards_ = self.sort_hand(known) if own else []
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
            for seat, items in per_seat.items():
                pile = self.hand_pile(seat)
                targets = sc.targets(pile)
                sc.assign_strips(pile, targets)
                for i, (item, (pos, rot, z, width)) in enumerate(zip(items, targets, strict=True)):
                    order = i * n + (seat - first) % n
                    item.set_width(width)
                    # cards leave the deck already turned towards their player:
                    # they only slide (a quarter-turned card is drawn as a plain blit)
                    item.setRotation(rot)
                    anims.append(item.move_to(pos, rot, dur, z=z, face_up=False, delay_ms=order * stagger))
            return sc.parallel(anims)
        self.push(step)

        def reveal():
            viewer = self.viewer
            if viewer is None or not self.reveal_after_deal(viewer):
                return None
            pile = self.hand_pile(viewer)
            if any(item.card is None for item in pile.items):
                return None
            pile.face_up = True
            return self.scene.layout_pile(pile, self.d["flip"])
        self.push(reveal)
        self.push(self.say_hand)

    def say_hand(self) -> None:
        """A step of the queue after the deal's turning up: the person's hand,
        once it lies face up, is said suit by suit (F4's words): what a
        sighted person sees at once, a screen reader hears without asking.
        Nothing while no screen reader listens, the curtain is down, or the
        seat shown is a computer's (a game of computers alone)."""
        from PySide6.QtGui import QAccessible
        viewer = self.viewer
        access = getattr(self.director, "access", None)
        if access is None or viewer is None or not QAccessible.isActive() or self.director.curtained() \
                or viewer not in self.controller.human_seats():
            return
        pile = self.hand_pile(viewer)
        if pile.face_up and pile.items:
            self.director.announce(access.hand_text())

    # ------------------------------------------------------------- panels
    def viewport_rect(self) -> QRect:
        return self.director.view.viewport().rect()

    def place_centred(self, panel: Panel, y_ratio: float = 0.5) -> None:
        v = self.viewport_rect()
        panel.place(v.width() // 2, int(v.height() * y_ratio))

    def summary_texts(self, source: dict[str, Any]) -> tuple[PanelText, PanelText] | None:
        """The count's title and body for ``source``, the public event it
        was made from (given to :meth:`show_info`): how a game says a count
        again, in the language of the moment, from a save's table memory.
        None: the game does not (the words kept in the save are shown)."""
        return None

    def show_info(self, title: PanelText, html: PanelText, button: PanelText,
                  source: dict[str, Any] | None = None) -> Waiter | None:
        """A panel the animation queue waits on until its button is clicked
        (closed by itself after a while when no human plays).  Speed "off"
        shows nothing.  When the game ends in the same events, nothing is
        shown now: the panel's content goes into the end panel.  Texts given
        as functions are said again if the language changes while the panel
        is open (:meth:`retranslate`).  ``source``: the public event the count
        was made from, kept with the game (:meth:`memory`, :meth:`summary_texts`)."""
        self.end_hurry()                 # the count is shown at the person's speed
        self._summary_texts = (title, html)
        self._summary_source = source
        self.last_summary = (said(title), said(html))
        if self.game_ending:
            # the end panel holds it, and says it just before the result (:meth:`show_end`)
            self._end_prelude.append((title, html))
            return None
        # a screen reader hears the count whole, at every speed (the panel's
        # rows as one line: "Hand 2. Ann & Bob 42, Cy & Di 52")
        self.director.announce(end_status_text(*self.last_summary))
        # at a network table the screens go on from a round's count together
        # (``director.count_gate``): this screen's person said so, the others may still read
        gate = getattr(self.director, "count_gate", None)
        at = getattr(self.director, "shown_at", 0)
        if self.d.off:
            if gate is not None:
                gate.went_on(at)           # nothing shown here: nobody waits for this screen
            return None
        p = self.info_panel
        self._fill_info(title, html)
        p.clear_buttons()
        waiter = Waiter(self)
        self._waiter = waiter

        def finish() -> None:
            p.hide()
            waiter.done()

        def close() -> None:
            if gate is None:
                finish()
                return

            def waiting(text: str) -> None:
                # the count stays readable; its button says whom the table waits for
                b = p.first_button()
                if b is not None:
                    b.setText(text)
                    b.setEnabled(False)
                self.status(text)
            gate.go_on(at, finish, waiting)
        p.add_button(button, close, accent=True)
        self.place_centred(p)
        # the bar speaks of the panel in view, not of the last move before it
        # (« Hugo pose le poisson des six ! » under the deal's count); said
        # already whole to a screen reader above, so written only
        self.status(QCoreApplication.translate("Table", "{title} — Enter: {button}").format(
            title=said(title).rstrip(" .:"), button=said(button)), speak=False)
        save = getattr(self.controller, "save_memory", None)
        if save is not None:
            save()                        # killed while the count is read, it comes back with the game
        if not self.controller.human_seats():
            QTimer.singleShot(self.d["popup"], waiter, close)
        return waiter

    def _fill_info(self, title: PanelText, html: PanelText) -> None:
        p = self.info_panel
        p.title.setText(said(title))
        p.setAccessibleName(said(title))        # a screen reader names the panel by it
        p.set_body(said(html))
        # read as a line, each figure with its heading ("Contract: Ann & Bob 6, Cy & Di 5.")
        p.body.setAccessibleName(end_status_text("", said(html)))

    def _fill_end(self) -> None:
        assert self._end_texts is not None
        title, html, prelude = self._end_texts
        p = self.end_panel
        p.title.setText(said(title))
        p.setAccessibleName(said(title))        # a screen reader names the panel by it
        parts = [f"<p style='font-size:large'>{said(html)}</p>"] if said(html) else []
        for sub, body in prelude:
            parts.append(f"<p><b>{said(sub)}</b></p>{said(body)}")
        p.set_body("".join(parts))
        p.body.setAccessibleName(end_status_text("", "".join(parts)))

    def show_end(self, title: PanelText, html: PanelText) -> None:
        """The end-of-game panel: the result, then the last hand's breakdown
        (kept by :meth:`show_info`), with "New game", "Rematch" and "Close".
        Shown at every speed when a human plays; a game of computers only at
        speed "off" (a demonstration) shows nothing.  "New game" opens the
        New game window; closed without a game, the panel comes back as it
        was (the result is never lost by a key or a click too many).

        By ear: the panel comes up as soon as the last count is known (the
        count is not said first and waited for: nothing follows it that
        could talk over it), and while a screen reader listens its first
        button takes the keyboard focus, so that the reader names the panel
        and the button, then says the last count and the result, in that
        order (:meth:`say_end`)."""
        self.end_hurry()
        self.game_ending = False
        self.game_ended = True
        prelude, self._end_prelude = self._end_prelude, []
        if self.d.off and not self.controller.human_seats():
            self.say_end(title, html, prelude)
            return
        self.info_panel.hide()
        p = self.end_panel
        self._end_texts = (title, html, prelude)
        self._fill_end()
        p.clear_buttons()

        def again() -> None:
            p.hide()
            self.director.new_game_requested.emit()     # the New game window (modal: it has closed now)
            if self.director.behaviour is self and self.game_ended and self._end_texts is not None:
                # closed without a new game (Annuler, Échap): the result comes back, as it was
                self.place_centred(p)

        def rematch() -> None:
            if getattr(self.controller, "local", True):
                p.hide()
            # (a joined screen asks the host for it: the final scores stay in view until it starts)
            self.rematch_requested.emit()
        ctl = self.controller
        setup = getattr(ctl, "setup", None)
        if not getattr(ctl, "local", True) or getattr(setup, "remote_seats", ()):
            # a network table: Entrée (the first button) keeps its people together for
            # another game; "New game" would take this screen away from them (pressed
            # twice, with the New game dialog's Jouer, a local game replaced the final scores)
            p.add_button(lambda: QCoreApplication.translate("Table", "Rematch"), rematch, accent=True)
            p.add_button(lambda: QCoreApplication.translate("Table", "New game"), again)
        else:
            p.add_button(lambda: QCoreApplication.translate("Table", "New game"), again, accent=True)
            p.add_button(lambda: QCoreApplication.translate("Table", "Rematch"), rematch)
        p.add_button(lambda: QCoreApplication.translate("Table", "Close"), p.hide)
        self.place_centred(p)
        first = p.first_button()
        from PySide6.QtGui import QAccessible
        if first is not None and QAccessible.isActive() and not self.director.curtained():
            focus_when_free(first)
        self.say_end(title, html, prelude)

    def say_end(self, title: PanelText, html: PanelText, prelude: list[tuple[PanelText, PanelText]]) -> None:
        """The end of the game on the status line and to a screen reader: the
        last count (each held by :meth:`show_info`), then the result."""
        for sub, body in prelude:
            self.director.announce(end_status_text(said(sub), said(body)))
        self.status(end_status_text(said(title), said(html)))

    # -------------------------------------------------- nothing left to do
    def humans_idle(self) -> bool:
        """True while every person at the table has nothing left to do
        before the deal ends and computer players still play it (a game
        says when; by default never).  :meth:`update_hurry` then offers to
        speed the table up."""
        return False

    def idle_text(self) -> str:
        """The hurry bar's words (a game may say why, e.g. "no cards left")."""
        return QCoreApplication.translate("Table", "You have nothing left to do in this deal: the computers play it to its end.")

    def update_hurry(self) -> None:
        """Show the hurry bar while :meth:`humans_idle` (unless animations
        are off in the settings), end the hurry when it no longer holds."""
        idle = (bool(self.controller.human_seats()) and not self.game_ended and not self._state_over()
                and self.humans_idle())
        if not idle:
            self.end_hurry()
            return
        if self.d.hurried == 0.0 or self.d.speed == "off":
            return                       # skipping to the end: nothing to show
        if not getattr(self.controller, "local", True):
            # a joined screen: the host's computers play at the host's pace,
            # nothing here can speed them up; the person is told, not offered
            text = self.idle_text()
            if self._hurry_look is None or self._hurry_look[0] != text:
                self._hurry_look = (text, None, 0, 0)
                self.status(text)
            return
        bar = self.hurry_bar
        v = self.viewport_rect()
        look = (self.idle_text(), self.d.hurried, v.width(), v.height())
        if bar is not None and bar.isVisible() and self._hurry_look == look:
            return
        if bar is None:
            bar = self.hurry_bar = self.make_panel()
        said = bar.isVisible() and self._hurry_look is not None and self._hurry_look[0] == look[0]
        self._hurry_look = look
        bar.title.setText(look[0])
        bar.setAccessibleName(look[0])           # a screen reader names the bar by its words
        if not said:
            self.director.announce(look[0])      # and says them once as the bar comes up
        bar.clear_buttons()
        if self.d.hurried is None:
            bar.add_button(lambda: QCoreApplication.translate("Table", "Speed up"), lambda: self.hurry(HURRY_FACTOR),
                           accent=True)
        else:
            bar.add_button(lambda: QCoreApplication.translate("Table", "Normal speed"), self.end_hurry)
        bar.add_button(lambda: QCoreApplication.translate("Table", "Skip to the end of the deal"), lambda: self.hurry(0.0))
        self.place_hurry_bar()

    def place_hurry_bar(self) -> None:
        """Show the hurry bar low on the table, where the person's hand was,
        as near there as it lies clear of the first of
        :meth:`hurry_bar_avoid` that leaves it a place, its words on one
        line or else wrapped (else there): the person, with nothing left to
        do, watches their poissons and the others' cards, not the bar's
        back."""
        bar = self.hurry_bar
        if bar is None:
            return
        v = self.viewport_rect()
        prefer = QPoint(v.width() // 2, int(v.height() * 0.8))
        for avoid in self.hurry_bar_avoid():
            # its words on one line, else wrapped under them: as narrow as its buttons
            spot = bar.spot_clear_of(avoid, prefer) or bar.spot_clear_of(avoid, prefer, narrow=True)
            if spot is not None:
                bar.move(spot)
                bar.show()
                raise_overlay(bar)
                return
        bar.place(prefer.x(), prefer.y())

    def hurry_bar_avoid(self) -> list[list[QRect]]:
        """What the hurry bar keeps clear of (viewport pixels), the strictest
        first: every plate, every card on the table (each seat's whole line
        of books, where the poissons still to come will lie, too), the
        middle of the table and the overlays nothing covers; then the same
        but the hands; then the books and the plates alone; then the books."""
        view = self.director.view
        plates = self.plate_rects()
        middle = self.middle_rects() + self.kept_clear_rects()
        if not self.scene.geometry.middle.isEmpty():
            middle.append(view.mapFromScene(self.scene.geometry.middle).boundingRect())
        laid: list[QRect] = []
        hands: list[QRect] = []
        for pile in self.scene.piles.values():
            if pile.kind == BOOKS and pile.seat is not None:
                line = view.mapFromScene(self.scene.geom(pile.seat).books_shape()).boundingRect()
                laid.append(line)
            if pile.kind in (STOCK, DISCARD, TRICK, CENTER) or not pile.items:
                continue
            r = self.pile_rect(pile)
            if r is not None:
                (hands if pile.kind in (HAND, ROW) else laid).append(r)
        return [plates + laid + hands + middle, plates + laid + middle, plates + laid, laid]

    def hurry(self, factor: float) -> None:
        """Speed the table up (``factor`` × every duration; 0: none at all)
        until a person may act or the deal is counted.  Skipping (0), the
        lines are kept from the screen reader until the skip ends, then
        :meth:`skip_summary` is said instead."""
        self.d.hurry(factor)
        self.release_hold()
        if factor == 0.0 and self.hurry_bar is not None:
            self.hurry_bar.hide()
        else:
            self.update_hurry()
        self.status(QCoreApplication.translate("Table", "Skipping to the end of the deal…") if factor == 0.0
                    else QCoreApplication.translate("Table", "Speeding up until the end of the deal."))
        if factor == 0.0 and self.director.announcer.held is None:
            self.skip_started()
            self.director.announcer.hold()

    def skip_started(self) -> None:
        """The table starts skipping to the end of the deal: a game notes
        where it stands, for :meth:`skip_summary`."""

    def skip_summary(self, held: list[str]) -> str:
        """What a screen reader hears once a skip to the end of the deal is
        over, instead of the ``held`` lines it did not say (they stay on the
        status bar's history and in a game's journal).  By default the last
        line; a game says what happened (Les Auteurs: the asks made and the
        poissons laid)."""
        return held[-1] if held else ""

    def end_hurry(self, say: bool = True) -> None:
        """Back to the speed of the settings; the bar goes.  A skip to the
        end of the deal that ends is summed up (:meth:`skip_summary`) unless
        ``say`` is False (the table is torn down or reset)."""
        self._hurry_look = None
        announcer = getattr(self.director, "announcer", None)
        if announcer is not None and announcer.held is not None:
            held = announcer.release()
            summary = self.skip_summary(held) if say else ""
            if summary:
                self.director.announce(summary)
        if self.d.hurried is not None:
            self.d.hurry(None)
        if self.hurry_bar is not None:
            try:
                self.hurry_bar.hide()
            except RuntimeError:        # deleted with the view
                self.hurry_bar = None

    def plate_rects(self) -> list[QRect]:
        """Every name plate's rectangle in viewport pixels."""
        return [r for r in (self.plate_rect(s) for s in self.scene.plates) if r is not None]

    def plate_rect(self, seat: int) -> QRect | None:
        """``seat``'s name plate's rectangle in viewport pixels (None without a plate)."""
        plate = self.scene.plates.get(seat)
        if plate is None:
            return None
        return self.director.view.mapFromScene(plate.sceneBoundingRect()).boundingRect()

    def pile_rect(self, pile: Pile) -> QRect | None:
        """The rectangle (viewport pixels) the cards of ``pile`` cover where
        they rest (a card still flying there counts at its place), None if empty."""
        view = self.director.view
        r = QRect()
        targets = self.scene.targets(pile)
        for item, target in zip(pile.items, targets, strict=False):
            box = item.sceneBoundingRect().translated(target[0] - item.pos())
            r = r.united(view.mapFromScene(box).boundingRect())
        return r if not r.isNull() else None

    def set_plate_keys(self, keys: dict[int, str]) -> None:
        """Show on each plate the key that chooses that player now
        (``{seat: "1"}``); the plates not named show none."""
        for seat, plate in self.scene.plates.items():
            plate.set_key(keys.get(seat, ""))

    def hand_rect(self, seat: int) -> QRect | None:
        return self.pile_rect(self.hand_pile(seat))

    def card_rects(self, pile: Pile) -> list[QRect]:
        """Each card of ``pile`` where it rests (viewport pixels), one
        rectangle a card: what a panel keeps clear of card by card (the
        rectangle round a whole fan, a row at a slant, holds felt that a
        panel on a small table may take)."""
        view = self.director.view
        out = []
        for item, (pos, rot, _z, width) in zip(pile.items, self.scene.targets(pile), strict=False):
            # at its place, turned and sized as it will rest there (a card
            # still flying from another pile may be turned otherwise now)
            k = float(width) / item.width() if width and item.width() else 1.0
            box = QTransform().translate(pos.x(), pos.y()).rotate(rot).scale(k, k).mapRect(item.boundingRect())
            out.append(view.mapFromScene(box).boundingRect())
        return out

    def hands_cards(self) -> list[QRect]:
        """Every player's cards in hand (a Deutch row), card by card
        (:meth:`card_rects`): what the prompt and the hint keep clear of,
        and cover as few of as they can where there is no room."""
        return [r for s in self.scene.plates for r in self.card_rects(self.hand_pile(s))]

    def place_prompt(self) -> None:
        """Show the prompt near the centre, over no plate, none of the cards
        in the middle (:meth:`middle_rects`), not the corner's buttons and
        not the viewer's hand (nor, when there is room for that too,
        anybody's cards) when there is room: at its full width where it
        can, else narrower (its words on more lines, its grid in fewer
        columns: :meth:`place_panel`), before it gives up any of that.

        When the table is too small for all that, the prompt takes the
        least important place: clear of every plate, the middle and the
        viewer's hand and plate, over as few of the others' cards as can
        be, then of a side panel (which makes way).  On a smaller table
        still (a small screen with the scoresheet open), the viewer's own
        hand and plate and the middle stay in view, and the prompt lies
        over as few of the others' plates as can be, then of their cards: a
        prompt asks about the viewer's cards (a bid, a drawn card), and what
        the others' plates say that matters to it the prompt's text repeats
        (the bids made).  Only when even that leaves no room does it lie
        where it covers the least of all that.

        A side panel shown (a log: :func:`overlays.side_panels`) is kept
        clear of too, at each of those steps, where there is room for it;
        where there is none the prompt lies where it would without it, and
        the side panel then makes way (:meth:`place_side_panels`): what the
        person must answer is never drawn over the last moves, nor they
        under it."""
        plates = self.plate_rects()
        middle = self.middle_rects() + self.kept_clear_rects()
        corner = getattr(self.director, "corner", None)
        if corner is not None and corner.isVisible():
            middle.append(corner.geometry())        # the corner's buttons (« Conseil ») stay in reach
        avoid = plates + middle
        own: list[QRect] = []              # the viewer's hand and plate
        if self.viewer is not None:
            hand = self.hand_rect(self.viewer)
            if hand is not None:
                avoid.append(hand)
            own = [r for r in (hand, self.plate_rect(self.viewer)) if r is not None]
        v = self.viewport_rect()
        centre = QPoint(v.width() // 2, v.height() // 2)
        # clear of every seat's cards too, when there is room for that
        hands = self.hands_cards()
        side = [w.geometry() for w in side_panels(self.director.view)]
        tiers = [avoid + hands + side, avoid + hands] if side else [avoid + hands]
        # short of room: over as few of the others' cards, then side panels,
        # as can be; else of their plates; else of anything
        self.place_panel(self.prompt, tiers, centre, rather=[own + middle, plates, hands, side],
                         must=[avoid, own + middle, []])
        if any(r.intersects(self.prompt.geometry()) for r in side):
            self.place_side_panels()

    def place_panel(self, panel: Panel, tiers: Sequence[list[QRect]], prefer: QPoint,
                    rather: Sequence[Sequence[QRect]] = (), must: Sequence[list[QRect]] = (),
                    widest: int | None = None) -> None:
        """Show ``panel`` as near ``prefer`` as it lies clear of the first of
        ``tiers`` (viewport rectangles, the strictest first) that leaves it
        a place, at its full width (``widest`` at most) or, short of room,
        narrower (:meth:`Panel.spot_in_tiers`: its words on more lines, a
        prompt's grid in fewer columns): a narrower, taller panel is better
        than one over what a stricter tier keeps in view.

        Where no tier leaves a place, the least important place
        (:meth:`Panel.spot_least_covering_narrowed`): clear of the first of
        ``must`` that leaves one, over the fewest of ``rather`` (its tiers
        the most important first: the plates, then the cards...), at the
        widest width that covers no more.  A ``must`` that is empty always
        leaves one where the panel fits the table; else it is centred on
        ``prefer``."""
        found = panel.spot_in_tiers(tiers, prefer, widest)
        if found is not None:
            panel.show_at(found[1])
            return
        for kept in must:
            covering = panel.spot_least_covering_narrowed(kept, rather, prefer, widest)
            if covering is not None:
                panel.show_at(covering.spot)
                return
        panel.spot_clear_of([], prefer, max_width=widest if widest is not None else Panel._max_width)
        panel.place(prefer.x(), prefer.y())

    def place_side_panels(self) -> None:
        """Place the table's side panels again, clear of the panels that are
        up (a prompt that found no room beside them): a game with a side
        panel (Deutch's last moves) places it; by default there is none."""

    #: widgets over the table that a prompt keeps clear of as it does the
    #: cards in the middle (a lesson's coach, which goes on speaking while
    #: the person answers the prompt)
    keep_clear: list[QWidget] = []

    def hide_prompt(self) -> None:
        if self._prompt is not None:
            self._prompt.hide()

    # ------------------------------------------------------------- toasts
    def toast(self, text: str, y_ratio: float = 0.3, clear_of: list[QRect] | None = None) -> None:
        """A short message at the centre of the table; with ``clear_of``
        (viewport rectangles, e.g. :meth:`middle_rects`: the cards it speaks
        of) it stands above them, or below, where it covers none of them
        when there is room."""
        if self.d.off:
            return
        v = self.viewport_rect()
        toast = self.director.toast
        toast.show_text(text, self.d["toast"], v.width() // 2, int(v.height() * y_ratio))
        _stand_clear(toast, clear_of, v.height())

    _banner: Banner | None = None

    def banner(self, text: str, sub: str = "", ms: int | None = None, clear_of: list[QRect] | None = None) -> None:
        """``text`` shown large over the table (``sub`` under it), for
        ``ms`` (default: a toast's time and a half).  With ``clear_of``
        (viewport rectangles, e.g. :meth:`middle_rects`) it stands above
        them, or below, where it covers none of them when there is room.
        Speed "off" shows nothing."""
        if self.d.off:
            return
        if self._banner is None:
            self._banner = self.own(Banner(self.director.view))
        v = self.viewport_rect()
        banner = self._banner
        banner.show_text(text, sub, ms if ms is not None else int(self.d["toast"] * 1.5),
                         v.width() // 2, int(v.height() * 0.42))
        _stand_clear(banner, clear_of, v.height())

    @property
    def banner_shown(self) -> Banner | None:
        """The banner while it is on the table, else None."""
        b = self._banner
        return b if b is not None and b.isVisible() else None

    def plate_spot(self, seat: int) -> QPoint:
        """A point (viewport pixels) between ``seat``'s plate and the middle of
        the table (above the plate for the person at the bottom)."""
        g = self.scene.geom(seat)
        k = 0.45 if g.position else 0.0
        spot = g.plate * (1 - k) + g.trick * k
        if g.position == 0:
            plate = self.scene.plates.get(seat)
            h = plate.size()[1] if plate is not None else self.scene.w * 0.62
            spot = g.plate - g.out * (h * 1.1)
        pt = self.director.map_to_view(spot)
        return QPoint(int(pt.x()), int(pt.y()))

    def toast_at_plate(self, seat: int, text: str) -> None:
        """A short message between ``seat``'s plate and the middle of the
        table, clear of the plate's name and of the speech bubbles shown
        (above or below one it would cover)."""
        if self.d.off:
            return
        pt = self.plate_spot(seat)
        toast = self.director.toast
        toast.show_text(text, self.d["toast"], pt.x(), pt.y())
        plate = self.scene.plates.get(seat)
        if plate is None:
            return
        # a long message centred between the plate and the middle would cover the
        # plate's name: it then stands just off the plate, towards the middle
        pr = self.director.view.mapFromScene(plate.sceneBoundingRect()).boundingRect()
        v = self.viewport_rect()
        g = toast.geometry()

        def inside() -> None:
            g.moveLeft(max(4, min(v.width() - g.width() - 4, g.left())))
            g.moveTop(max(4, min(v.height() - g.height() - 4, g.top())))
        inside()

        def put() -> None:
            toast.move(g.topLeft())
            _stand_clear(toast, [b.geometry() for b in self._bubbles.values() if b.isVisible()], v.height())
        if not g.intersects(pr):
            put()
            return
        dx, dy = v.center().x() - pr.center().x(), v.center().y() - pr.center().y()
        gap = 6
        if abs(dy) * pr.width() >= abs(dx) * pr.height():
            if dy > 0:
                g.moveTop(pr.bottom() + gap)
            else:
                g.moveBottom(pr.top() - gap)
        elif dx > 0:
            g.moveLeft(pr.right() + gap)
        else:
            g.moveRight(pr.left() - gap)
        inside()
        put()

    #: how long a speech bubble stays at least (ms), even at speed "off"
    #: when a person plays (what was said must be readable)
    bubble_min_ms = 1500

    def bubble_at_plate(self, seat: int, text: str, tone: str = "", ms: int | None = None) -> Bubble | None:
        """A speech bubble said by ``seat`` ("Oui !"), its tail towards its
        plate; one bubble per seat (a new one replaces it).  It stands off
        the side of the plate that faces the middle (above the plate for the
        person at the bottom) when it lies clear there of every plate, of the
        other bubbles shown and of the middle of the table
        (:meth:`bubble_avoid_rects`); else moved along that side, or off
        another side of the plate that is clear (the sides by how much they
        face the middle); when none is, where it overlaps least.  ``tone``: "yes" / "no" tint it.  Shown
        at speed "off" too when a person plays (for :attr:`bubble_min_ms`),
        never in a game of computers alone at speed "off"."""
        if self.d.off and not self.controller.human_seats():
            return None
        bubble = self._bubbles.get(seat)
        if bubble is None:
            bubble = self._bubbles[seat] = self.own(Bubble(self.director.view))
        plate = self.scene.plates.get(seat)
        view = self.director.view
        shift = 0.0
        narrow = False
        if plate is None:
            pt = self.plate_spot(seat)
            tip, side = (pt.x(), pt.y()), "bottom"
        else:
            r = view.mapFromScene(plate.sceneBoundingRect()).boundingRect()
            c = self.viewport_rect().center()
            dx, dy = c.x() - r.center().x(), c.y() - r.center().y()
            spots = {"bottom": ((r.center().x(), r.top() - 2), -dy),      # the bubble above the plate
                     "top": ((r.center().x(), r.bottom() + 2), dy),       # below it
                     "left": ((r.right() + 2, r.center().y()), dx),       # right of it
                     "right": ((r.left() - 2, r.center().y()), -dx)}      # left of it
            # the side facing the middle first (for the person at the bottom: above the plate)
            if self.scene.geom(seat).position == 0:
                first = "bottom"
            elif abs(dy) * r.width() >= abs(dx) * r.height():
                first = "bottom" if dy < 0 else "top"
            else:
                first = "left" if dx > 0 else "right"
            order = [first, *sorted((k for k in spots if k != first), key=lambda k: -spots[k][1])]
            avoid = self.bubble_avoid_rects(seat)
            hard = self.bubble_keep_clear(seat)
            best: tuple[int, int, int] | None = None
            # the usual width first; narrower lines only when that covers what must stay clear
            tries = [(n, k, m) for n in (False, True) for k in order for m in (0.0, -0.32, 0.32)]
            for i, (thin, key, move) in enumerate(tries):
                if thin and (not hard or best is None or best[0] == 0):
                    break
                rect = bubble.place_for(text, int(spots[key][0][0]), int(spots[key][0][1]), key, move, thin)
                covered = sum(_area(rect.intersected(a)) for a in hard)
                overlap = sum(_area(rect.intersected(a)) for a in avoid)
                if best is None or (covered, overlap, i) < best:
                    best = (covered, overlap, i)
                    tip, side, shift, narrow = spots[key][0], key, move, thin
                if covered == 0 and overlap == 0:
                    break
        duration = max(self.bubble_min_ms, self.d["toast"]) if ms is None else ms
        bubble.show_at(text, duration, int(tip[0]), int(tip[1]), side, tone, shift, narrow)
        return bubble

    def bubble_keep_clear(self, seat: int) -> list[QRect]:
        """What a bubble of ``seat`` must not cover at all (viewport pixels),
        before everything :meth:`bubble_avoid_rects` names: a spot covering
        none of it is always taken first, with narrower lines if need be
        (Deutch: the row a rapidité claimer picks from).  Default: the
        overlays nothing covers (:meth:`kept_clear_rects`)."""
        return self.kept_clear_rects()

    def kept_clear_rects(self) -> list[QRect]:
        """What logs, bubbles and prompts keep clear of, in the view's pixels:
        the widgets of :attr:`keep_clear` on screen (a lesson's coach) and the
        overlays on the table that nothing covers (the host's banner with the
        table code and address: :data:`overlays.KEEP_CLEAR`)."""
        return [w.geometry() for w in self.keep_clear if w.isVisible()] + kept_clear(self.director.view)

    def bubble_avoid_rects(self, seat: int) -> list[QRect]:
        """What a bubble of ``seat`` keeps clear of (viewport pixels): every
        name plate, the other bubbles shown, the middle of the table
        (:meth:`middle_rects`) and the side panels (the last moves)."""
        out = self.plate_rects() + self.middle_rects()
        out += [w.geometry() for w in side_panels(self.director.view)]
        for s, b in self._bubbles.items():
            if s != seat and b.isVisible():
                out.append(b.geometry())
        return out

    def middle_rects(self) -> list[QRect]:
        """The cards in the middle of the table (stock, discard, trick, the
        deck), one rectangle per pile, in viewport pixels: what a bubble or
        the prompt leaves in view.  A game adds its own (Deutch: the ring
        round the discard)."""
        view = self.director.view
        out = []
        for pile in self.scene.piles.values():
            if pile.kind not in (STOCK, DISCARD, TRICK, CENTER) or not pile.items:
                continue
            r = QRect()
            for item in pile.items:
                if item.isVisible():
                    r = r.united(view.mapFromScene(item.sceneBoundingRect()).boundingRect())
            if not r.isNull():
                out.append(r)
        return out

    def bubbles(self) -> dict[int, Bubble]:
        """The bubbles shown so far, by seat."""
        return dict(self._bubbles)

    def hide_bubbles(self) -> None:
        for b in self._bubbles.values():
            b.hide()

    # ------------------------------------------------------------- input
    def ask(self, seat: int, legal: list[Any]) -> bool:
        """Show a prompt for ``seat`` and return True, or False to play cards."""
        return False

    def playable(self, seat: int, legal: list[Any]) -> list[CardItem]:
        """The items of ``seat``'s hand that may be played now."""
        return [i for i in self.hand_pile(seat).items if i.card is not None and self.action_for_card(i) in legal]

    def turn_text(self) -> str:
        return QCoreApplication.translate(
            "Table", "Your turn: drag a card to the middle, click it, or use the arrows and Enter.")

    def on_human_turn(self, seat: int) -> None:
        """``seat`` (a human, the current viewer) must act: enable input.
        The keyboard's selection starts on a card (:meth:`TableInput.preselect`):
        the only card that may be played, so Enter alone plays it after a
        trick or a battle; the first playable one when the person plays by
        keyboard; none for a mouse player with a choice."""
        self.release_hold()
        legal = self.controller.legal(seat)
        if self.ask(seat, legal):
            return
        self.hide_prompt()
        hand = self.hand_pile(seat).items
        self.scene.set_interactive(hand, self.playable(seat, legal),
                                   dim_others=self.director.view.settings.get("highlight_legal"))
        self.scene.input.preselect()
        self.status(self.turn_text())

    def public_input(self, seat: int) -> bool:
        """With several people at one screen: ``seat``'s input now needs no
        private screen (no curtain; e.g. a race in a timed window, where every
        player reaches for a key at once).  Default False."""
        return False

    def on_public_input(self, seat: int) -> None:
        """``seat`` may act without the curtain (:meth:`public_input`)."""
        self.on_human_turn(seat)

    def on_input_off(self) -> None:
        """Input is off (animations, curtain, computer's turn)."""
        self.scene.clear_interactive()
        self.hide_prompt()
        self.hide_hint()
        self.withdraw_prompt_status()
        self._forget_raised()

    def action_for_card(self, item: CardItem) -> Any:
        """The action a click, Enter or a drop on the play area means."""
        return Play(item.card) if item.card is not None else None

    def submit(self, action: Any, seat: int | None = None) -> bool:
        """Submit ``action`` for ``seat`` (the viewer); the controller shows
        the engine's reason when it refuses.  A move the table refuses although
        the engine would take it (a lesson's taught step,
        ``controller.action_filter``) leaves nothing half made: the input is
        offered again as at the start of the turn (:meth:`on_human_turn`)."""
        seat = self.viewer if seat is None else seat
        if seat is None or action is None:
            return False
        screened = self._screened(seat, action)
        ok = bool(self.controller.submit(seat, action))
        if ok and seat == self.viewer:
            if self._hint_action is not None and self._hint_action != action:
                self.scene.select(None)      # the advised card raised by the hint goes back down
            self._hint_action = None
            self.hide_hint()                 # the person chose (the advised move or another)
        if not ok and screened and seat == self.viewer and seat in self.controller.to_act():
            self.scene.select(None)          # the refused card goes back down
            self.on_human_turn(seat)
            self.scene.select(None)          # and no other rises in its place (keyboard preselection)
            placer = getattr(self.director, "place_toast", None)
            if placer is not None:
                placer()                     # the reason clear of what the table shows now
        return ok

    def _screened(self, seat: int, action: Any) -> bool:
        """The table's filter (``controller.action_filter``) refuses ``action``."""
        screen = getattr(self.controller, "action_filter", None)
        return screen is not None and screen(seat, action) is not None

    def refuse_partial(self, seat: int, leads_to: Callable[[Any], bool]) -> bool:
        """A gesture that is only part of a move (the first of two cards to
        look at, the plate of the player to ask, the card to swap before the
        other one): when none of the legal moves it can lead to
        (``leads_to(action)``) is accepted by the table's filter (a lesson's
        taught step), the filter's reason is said as a refused move's is and
        True is returned: the caller then does not take the gesture, so no
        half-made move is left that only a refused move could finish.  False
        (the gesture goes on) without a filter or when no legal move fits (the
        engine's reason comes with the whole move)."""
        screen = getattr(self.controller, "action_filter", None)
        if screen is None or not self.controller.has_game:
            return False
        reasons = [screen(seat, a) for a in self.controller.legal(seat) if leads_to(a)]
        if not reasons or any(r is None for r in reasons):
            return False
        self.controller.illegal.emit(next(r for r in reasons if r))
        return True

    # -------------------------------------------- what the keys raised
    #: the line the status bar showed before the keyboard raised a card, and
    #: the line that says what Entrée does with the card raised
    #: (:meth:`on_key_raised`); Échap puts the first back
    _before_raised: str | None = None
    _raised_line: str | None = None

    def on_key_raised(self, obj: Any, by_enter: bool) -> None:
        """The keyboard raised ``obj`` (a card item; while picking, a card
        item or a seat; None: Échap put it down, :meth:`lowered_by_key`):
        an arrow, or an Entrée pressed with nothing raised (``by_enter``;
        the next Entrée takes it, and the same key pressed twice at once
        takes nothing: :attr:`raised_guard`).  The status
        line says what the next Entrée does (:meth:`raised_text`), so that
        it never still says « no card is raised »; an arrow's line is shown
        and not said (the screen reader's focus follows the card), the
        Entrée's is said."""
        if obj is None:
            self.lowered_by_key()
            return
        if by_enter:
            self.raised_guard.arm()
        text = self.raised_text(obj)
        if not text:
            return
        if self._raised_line is None or self.director.last_status != self._raised_line:
            self._before_raised = self.director.last_status
        if by_enter:
            self.director.status.emit(text)
        else:
            with self.director.announcer.muted():
                self.director.status.emit(text)
        self._prompt_status = text         # withdrawn with the input (:meth:`on_input_off`)
        self._raised_line = text

    def raised_text(self, obj: Any) -> str:
        """What the next Entrée does with ``obj`` raised by the keyboard
        (:meth:`on_key_raised`): by default, for a card of the person's own
        hand raised to be played, « Carte levée : le 2 de cœur. Entrée la
        joue. »; "" (the line stays) for anything else.  Games whose Entrée
        does something else with a card (Deutch: the drawn card's place, the
        stock, a rapidité) say it here.  (Les Auteurs gives its arrows and
        Entrée to the choice of the player: :meth:`game_key`.)"""
        seat = self.viewer
        if (not isinstance(obj, CardItem) or self.scene.pick_kind is not None or seat is None
                or obj not in self.hand_pile(seat).items):
            return ""
        if obj.card is None or not obj.face_up:
            return QCoreApplication.translate("Table", "A card is raised: Enter plays it.")
        return QCoreApplication.translate("Table", "Card raised: {card}. Enter plays it.").format(
            card=the_card(obj.card, self.scene.renderer.lang))

    def lowered_by_key(self) -> None:
        """Échap put the raised card down: the line said before it was
        raised comes back, when the bar still says what Entrée would have
        done with it."""
        line, before = self._raised_line, self._before_raised
        self._raised_line = self._before_raised = None
        if line is not None and before and self.director.last_status == line:
            with self.director.announcer.muted():
                self.director.status.emit(before)
            self._prompt_status = before

    def _forget_raised(self) -> None:
        self._raised_line = self._before_raised = None

    def _prompt_raised(self, value: Any) -> None:
        """An Entrée with no choice made in the prompt chose its first one
        (:meth:`PromptPanel.handle_key`): the same key pressed twice at once
        confirms nothing (:attr:`raised_guard`), and the line says which
        choice the next Entrée confirms (:meth:`prompt_raised_text`)."""
        self.raised_guard.arm()
        text = self.prompt_raised_text(value)
        if text:
            self.status(text)

    def prompt_raised_text(self, value: Any) -> str:
        """The line said when an Entrée chose the prompt's first choice
        ``value``: « Choix : « 3 ». Entrée le confirme. »; "" for a game
        that says the prompt's choice itself (Atout Pique's bids)."""
        p = self._prompt
        button = p.button(value) if p is not None else None
        label = (button.accessibleName() or button.text()) if button is not None else ""
        if not label:
            return ""
        return QCoreApplication.translate("Table", "Choice: “{choice}”. Enter confirms it.").format(choice=label)

    def on_card_activated(self, item: CardItem) -> None:
        """Click, double-click, Enter or a drop on the play area."""
        seat = self.viewer
        if seat is None or item.card is None or item not in self.hand_pile(seat).items:
            return
        if seat not in self.controller.to_act():
            self.on_inert_click(item)
            self.scene.snap_back(item)
            return
        if not self.submit(self.action_for_card(item), seat):
            self.scene.snap_back(item)

    def wait_text(self) -> str:
        """While a network table waits for its seats to be taken, why nobody
        plays ("La partie commence quand toutes les places sont prises."),
        or, while the game is held for a reason its holder gave, that reason
        ("La table est fermée : accueillez-la à nouveau pour continuer."):
        every gesture refused meanwhile says this, and this alone (not the
        game's own reason: nobody's turn, no rapidité); else ""."""
        fn = getattr(self.controller, "seats_wait_text", None)
        wait = fn() if fn is not None else ""
        # (a table held for a reason of its own: a network table closed by its host)
        return wait or getattr(self.controller, "hold_reason", "")

    def out_of_turn_text(self) -> str:
        """Why a gesture does nothing now ("" when it is the person's turn)."""
        wait = self.wait_text()
        if wait:
            return wait
        if self.game_ended or self._state_over():
            return QCoreApplication.translate("Table", "The game is over.")
        seat = self.viewer
        if seat is not None and seat in self.controller.to_act():
            if self.scene.queue.busy or self._hold is not None:
                return QCoreApplication.translate("Table", "Wait for the end of the animation.")
            return ""
        return QCoreApplication.translate("Table", "It is not your turn.")

    def on_inert_click(self, item: CardItem | None = None) -> None:
        """A card was clicked while it cannot be played (out of turn, during
        an animation): say why in the status bar.  A click also ends the
        short hold of a completed trick at speed "off"."""
        self.release_hold()
        text = self.out_of_turn_text()
        if text:
            self._refused_by_enter()
            self.status(text)

    def _refused_by_enter(self) -> None:
        """A gesture was refused for now (out of turn, an animation): when it
        was an Entrée or Espace, the next one waits for the keys to stop
        (:attr:`early_guard`)."""
        from cardtable.ui.table.prompt import entering
        if entering():
            self.early_guard.arm()
            seat = self.viewer
            if seat is not None and seat in self.controller.to_act():
                # pressed while the table moves towards the person's own turn:
                # the turn also opens guarded (a person pressing every second
                # or so through a slow animation lets the guard's time run out
                # between two presses)
                self._entered_early = True

    #: an Entrée or Espace was refused while the table moved towards the
    #: person's turn: the turn opens with :attr:`early_guard` armed
    _entered_early = False

    def turn_opening(self) -> None:
        """The director opens the person's input (before :meth:`on_human_turn`,
        every game): after an Entrée refused on the way, the turn opens guarded."""
        self._forget_raised()
        if self._entered_early:
            self._entered_early = False
            self.early_guard.arm()

    def on_refused_gesture(self, what: Any) -> None:
        """A click that nothing takes (``what``: a card, or a seat whose
        plate was clicked while players are picked; None: Entrée with no
        card raised): the status line says
        why, briefly, and the prompt of the moment stays the one to go back
        to.  One mechanism for every table: a game says its own reasons in
        :meth:`refused_reason`."""
        self.release_hold()
        text = self.refused_reason(what)
        if text and self.out_of_turn_text():
            self._refused_by_enter()
        if text:
            self.director.status.emit(text)

    def refused_reason(self, what: Any) -> str:
        """Why a click on ``what`` does nothing now ("" to say nothing):
        not the person's turn, an animation, the game over; else, while they
        are to act, "Not this card" (or player) and what to do instead."""
        if not self.controller.human_seats():
            return ""                      # a table nobody plays at (a demo)
        text = self.out_of_turn_text()
        if text:
            return text
        todo = self._prompt_status or ""
        if what is None:
            if self.scene.input.selectable():
                return QCoreApplication.translate(
                    "Table", "No card is raised: Enter or the arrows raise one, the next Enter plays it.")
            return todo
        if isinstance(what, int):
            return QCoreApplication.translate("Table", "Not this player. {todo}").format(todo=todo).strip()
        return QCoreApplication.translate("Table", "Not this card. {todo}").format(todo=todo).strip()

    def _state_over(self) -> bool:
        return bool(self.controller.is_over)

    # ------------------------------------------------------------- holds
    _hold: Waiter | None = None
    _guarded_hold: Waiter | None = None     # the last hold of :meth:`hold_to_read`

    @property
    def by_ear(self) -> bool:
        """A screen reader listens (``QAccessible.isActive()``): a line may be
        worded for the keyboard (:meth:`turn_text`), and a pause whose words
        ask for a key waits for it (:meth:`hold_to_read`)."""
        from PySide6.QtGui import QAccessible
        return bool(QAccessible.isActive())

    def hold(self, ms: int | None) -> Waiter | None:
        """A queue step that keeps the table as it is for ``ms`` (None: no
        limit) or until the person's next gesture (key, click) —
        :meth:`release_hold`.  For an
        outcome the person is told to end with "a click or a key"
        (:meth:`hold_to_read`), when the time runs out first, the table
        goes on by itself just as the person may be pressing Entrée or
        Espace, or clicking, to go on; for :attr:`GestureGuard.guard_ms` after
        that such a gesture does nothing (:attr:`late_guard`), so it cannot
        play the card now raised in their hand (a card laid is laid)."""
        if ms is not None and ms <= 0:
            return None
        waiter = Waiter(self)
        self._hold = waiter
        self.hold_guard.arm()

        def end() -> None:
            if self._hold is waiter:
                self._hold = None
            waiter.done()

        def timed_out() -> None:
            if self._hold is waiter and self._guarded_hold is waiter and self.controller.human_seats():
                self.late_guard.arm()
            end()
        waiter.finished.connect(end)
        if ms is not None:
            QTimer.singleShot(max(1, ms), waiter, timed_out)
        return waiter

    def hold_to_read(self, off_ms: int = 0, kind: str | None = None, asks_key: bool = False) -> Waiter | None:
        """A queue step that keeps a revealed outcome (a battle's cards, a
        trick) on the table until everyone could read it.  With a person at
        the table: until their key or click (:meth:`handle_press`), at most
        ``read_person`` (6 s at "Normale", scaled by the speed); computers
        only (a demonstration): ``read`` (3 s at "Normale").  With the
        animations off ("Aucune", ``--demo --exit``, the tests) nothing is
        held but ``off_ms`` with a person at the table (0: nothing).  In a
        lesson the coach decides (:meth:`hold_to_explain`; ``kind``: the
        type of the event whose outcome this is).

        ``asks_key``: the outcome's words ask for a key or a click to go on
        (Peech's battle).  While a screen reader listens (:attr:`by_ear`)
        the hold then waits for that key or click, with no time limit, as
        the words say: a person playing by ear has the battle read, then
        goes on when they have heard it, at whatever pace they chose for
        the computers (Affichage > Rythme des annonces sets how long the
        computers wait for speech; this pause is the person's own)."""
        if not self.read_holds:
            return self.hold_to_explain(kind)
        humans = bool(self.controller.human_seats())
        if self.d.off:
            waiter = self.hold(off_ms) if humans else None
        elif humans and asks_key and self.by_ear:
            waiter = self.hold(None)
        else:
            waiter = self.hold(self.d["read_person"] if humans else self.d["read"])
        self._guarded_hold = waiter
        return waiter

    #: False while a lesson's coach decides when the table stops to explain
    #: (:mod:`cardtable.ui.table.lesson`): no outcome is then held to be read
    #: for a time, but the one the coach explains is held (:meth:`hold_to_explain`)
    read_holds = True

    #: set by a lesson's coach: asked when an outcome (a battle revealed, a
    #: trick won, an answer) has been shown and is about to be gathered or
    #: cleared; True when the coach is going to explain it, so that it stays
    #: on the table until the person goes on (:meth:`release_explained`)
    explain_hold: Callable[[str | None], bool] | None = None
    _explained: Waiter | None = None

    def hold_to_explain(self, kind: str | None = None) -> Waiter | None:
        """A queue step that keeps the outcome just shown (a battle's cards,
        a trick) on the table while a lesson's coach explains it: the queue
        waits until :meth:`release_explained` (the person's "Continuer", or
        the lesson left).  ``kind``: the type of the event whose outcome this
        is (``"reveal"``, ``"trick_won"``).  Nothing is held outside a
        lesson, or when the coach does not speak of this outcome
        (:attr:`explain_hold`, asked with ``kind``)."""
        ask = self.explain_hold
        if ask is None or not ask(kind):
            return None
        self.release_explained()
        waiter = Waiter(self)
        self._explained = waiter
        return waiter

    @property
    def explaining(self) -> bool:
        """A lesson's coach explains the outcome the table keeps in view (:meth:`hold_to_explain`)."""
        return self._explained is not None

    def release_explained(self) -> None:
        """The coach has gone on: the outcome it kept (:meth:`hold_to_explain`) is gathered."""
        waiter, self._explained = self._explained, None
        if waiter is not None:
            waiter.done()

    #: a private look (cards turned up for one person) stays until that
    #: person says they have seen it (:meth:`hold_until_seen`); off, it is
    #: held for a fixed time (``tests/conftest.py`` turns it off but where
    #: it is tested)
    seen_waits = True
    _seen_panel: Panel | None = None
    _seen_clear: Callable[[], list[QRect]] | None = None
    _seen_body = ""
    _seen_short = ""

    def hold_until_seen(self, title: str, body: str, button: str,
                        keep_clear: Callable[[], list[QRect]] | None = None, off_ms: int = 0,
                        short: str = "") -> Waiter | None:
        """A queue step that keeps cards turned up for one person (Deutch's
        opening look) until that person says they have seen them: a panel
        (``title``, ``body``, one button ``button``) placed clear of
        ``keep_clear()`` (viewport rectangles: the cards shown); its button,
        Enter or any key, or a click anywhere on the table ends it (a key
        too while the curtain for the next person waits for the table).
        ``short``: fewer words for a table with no room for ``body``
        (:meth:`place_seen_panel`).  Computers and the other people wait:
        the queue waits.  Without a
        person at the table, in a lesson (the coach decides,
        :attr:`read_holds`) or with :attr:`seen_waits` off: :meth:`hold`
        of ``off_ms``."""
        if not (self.seen_waits and self.read_holds and self.controller.human_seats()):
            return self.hold(off_ms)
        panel = self._seen_panel
        if panel is None:
            panel = self._seen_panel = self.make_panel()
        panel.title.setText(title)
        panel.set_body(body)
        self._seen_body, self._seen_short = body, short
        panel.clear_buttons()
        waiter = Waiter(self)
        self._hold = waiter
        self.hold_guard.arm()

        def end() -> None:
            if self._hold is waiter:
                self._hold = None
            panel.hide()
        waiter.finished.connect(end)
        panel.add_button(button, waiter.done, accent=True)
        self._seen_clear = keep_clear
        self.place_seen_panel()
        return waiter

    def place_seen_panel(self) -> None:
        """The panel of :meth:`hold_until_seen` near the middle of the
        table, clear of the cards it must leave in view, of every plate and
        every player's cards, the middle, the corner's buttons and the side
        panels where there is room (narrower where it must: its words on
        more lines; then its short words, :attr:`_seen_short`, alone); short
        of room, clear of the cards shown, over as few plates and cards as
        can be."""
        panel = self._seen_panel
        if panel is None:
            return
        v = self.viewport_rect()
        centre = QPoint(v.width() // 2, v.height() // 2)
        shown = [r.adjusted(-2, -2, 2, 2) for r in (self._seen_clear() if self._seen_clear else [])]
        middle = self.middle_rects() + self.kept_clear_rects()
        corner = getattr(self.director, "corner", None)
        if corner is not None and corner.isVisible():
            middle.append(corner.geometry())
        plates = self.plate_rects()
        hands = self.hands_cards()
        side = [w.geometry() for w in side_panels(self.director.view) if w is not panel]
        keep = shown + middle
        tiers = [keep + plates + hands + side, keep + plates + hands]
        rather = [middle, plates, hands, side]
        bodies = [self._seen_body]
        if self._seen_short and self._seen_short != self._seen_body:
            bodies.append(self._seen_short)
        best: tuple[int, str] | None = None
        for body in bodies:
            panel.set_body(body)
            found = panel.spot_in_tiers(tiers, centre)
            if found is not None and (best is None or found[0] < best[0]):
                best = (found[0], body)
                if found[0] == 0:
                    break
        if best is not None:
            if best[1] != panel.body.text():
                panel.set_body(best[1])
            found = panel.spot_in_tiers(tiers, centre)
            if found is not None:
                panel.show_at(found[1])
                self._seen_side(panel)
                return
        # no place clear of them all: the short words, over as little as can be
        panel.set_body(bodies[-1])
        self.place_panel(panel, [], centre, rather=rather, must=[keep + plates, keep, shown, []])
        self._seen_side(panel)

    def _seen_side(self, panel: Panel) -> None:
        """A side panel under the look's panel makes way."""
        if any(w.geometry().intersects(panel.geometry()) for w in side_panels(self.director.view) if w is not panel):
            self.place_side_panels()

    @property
    def holding(self) -> bool:
        """Whether the table is held for reading (:meth:`hold`)."""
        return self._hold is not None

    def handle_press(self, by_key: bool = False) -> bool:
        """A mouse press anywhere on the table (``by_key``: a key, while the
        curtain waits for the table): it ends a hold (and does nothing
        else), or comes just after a hold ended by its time
        (:attr:`late_guard`: it does nothing, and the status line says so);
        False otherwise."""
        if self._hold is None:
            if self.late_guard.ready:
                return False
            self.say_not_taken(click=not by_key)
            return True
        if not self.hold_guard.ready:
            self.hold_guard.refuse()
            self.say_not_taken(click=not by_key)
            return True                  # made for what was there before the hold: it stays
        self.release_hold()
        return True

    def release_hold(self) -> None:
        hold, self._hold = self._hold, None
        if hold is not None:
            hold.done()

    def on_card_dropped(self, item: CardItem, pile: Pile | None = None, slot: int | None = None) -> None:
        """A card dropped on ``pile`` (None: the central play area)."""
        if pile is None:
            self.on_card_activated(item)
        else:
            self.scene.snap_back(item)

    def on_plate_clicked(self, seat: int) -> None:
        """A name plate was clicked."""

    def on_picked(self, obj: Any) -> None:
        """The scene's pick mode returned ``obj`` (a card item or a seat)."""

    # --------------------------------------------------------------- keys
    def handle_key(self, event: Any) -> bool:
        """A key pressed over the table; return True when it was used.

        Entrée and Espace held down (auto-repeat) act once, by their first
        press: a held key repeats nothing at the table, and what comes up
        meanwhile (a count, the end of the game, a hand after the curtain)
        waits until the keys have stopped (:class:`GestureGuard`)."""
        key = event.key()
        text = event.text().lower()
        if key in ENTER_KEYS and event.isAutoRepeat():
            # held down: one press, one move; what came up meanwhile waits for the keys to stop
            for panel in (self.info_panel, self.end_panel):
                if panel.isVisible():
                    panel.guard.refuse()
            for guard in self.entree_guards():
                if not guard.ready:
                    guard.refuse()
            return True
        if self._hold is not None:
            if key in ENTER_KEYS and not self.hold_guard.accepts(event):
                self.say_not_taken()
                return True              # pressed for what was there before the hold: it stays to be seen
            self.release_hold()
            if key in ENTER_KEYS:
                # Entrée pressed twice to go on (« Je les ai vues », a battle read): the
                # second press plays nothing (it would draw from the stock, play a card)
                self.late_guard.arm()
            return True
        if key in ARROW_KEYS and self.arrow_chooses():
            # the person chooses on what is shown now (another card raised, another
            # card or player to pick, another choice of the prompt): the Entrée that
            # follows confirms that choice; it is no key pressed twice, nor one
            # pressed through an animation or the curtain
            for guard in self.entree_guards():
                guard.settle()
        for guard in self.entree_guards():
            if key in ENTER_KEYS and not guard.accepts(event):
                # meant for what was there before (a hold that ended by itself, the curtain);
                # after a hint, or an Entrée that raised the first choice, the bar
                # already says what the next Entrée does: it stays
                if guard is not self.hint_guard and guard is not self.raised_guard:
                    self.say_not_taken()
                return True
        focused = QApplication.focusWidget()
        if (key == Qt.Key.Key_Escape and isinstance(focused, QPushButton)
                and self.director.view.isAncestorOf(focused)):
            # a panel's button reached with Tab: Échap gives the keyboard back to the
            # table, as from anywhere else, so that the next Entrée confirms the choice
            # made at the table (the bid typed) and does not press that button
            self.director.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self._arrow_among_buttons(focused, key == Qt.Key.Key_Right):
            return True
        if (key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focused, QPushButton)
                and focused.isVisible() and focused.isEnabled() and self.director.view.isAncestorOf(focused)):
            # a panel's button reached with Tab (as a screen reader user does):
            # Enter presses that button, as Space does, not the panel's default;
            # a count's or the end's, focused as it came up, not by an Entrée meant for the table
            if any(panel.isVisible() and panel.isAncestorOf(focused) and not panel.guard.accepts(event)
                   for panel in (self.info_panel, self.end_panel)):
                self.say_not_taken()
                return True
            focused.click()
            return True
        if key in ENTER_KEYS and self.hint_shown() is not None:
            # the advice is read first: Entrée closes it, as its « OK », and plays
            # nothing (a bid, a card are final); the next Entrée makes the advised
            # move, still lit, and one pressed twice at once does nothing more
            self.hide_hint()
            self.hint_guard.arm()
            self.hint_read()
            return True
        for panel in (self.info_panel, self.end_panel):
            if panel.isVisible() and key in ENTER_KEYS:
                if not panel.guard.accepts(event):
                    self.say_not_taken()
                    return True            # pressed for the table: the panel stays to be read
                first = panel.first_button()
                if first is not None:      # "Next hand", "New game"…
                    first.click()
                    return True
        if text in ("h", "c", "?"):
            self.ask_hint()
            return True
        if text in ("l", "p") and self.has_last_trick():
            if not event.isAutoRepeat():         # held down: once, not open, shut, open…
                self.toggle_last_trick()
            return True
        if key == Qt.Key.Key_Escape and self.close_panel():
            return True
        if self.scene.pick_kind is not None and (
                key in ARROW_KEYS or key in ENTER_KEYS and (
                    self.scene.pick_current is not None or self._prompt is None
                    or not self._prompt.isVisible() or self._prompt.selected is None)):
            # the arrows (then Enter) pick a card, and an Entrée with nothing raised
            # raises the first one; the prompt beside keeps its letters (Skip…)
            return False
        if self._prompt is not None and self._prompt.handle_key(event):
            return True
        if self.game_key(event):
            return True
        if text == "r" and not event.isAutoRepeat():
            self.show_last_summary()
            return True
        return False

    def entree_guards(self) -> tuple[GestureGuard, ...]:
        """The guards that keep an Entrée or Espace from acting at the table
        just after something changed (:meth:`handle_key`): a hold that ended
        by itself or by that key (:attr:`late_guard`), the curtain lifted
        (:attr:`lifted_guard`), a hint closed (:attr:`hint_guard`), a key
        pressed through an animation (:attr:`early_guard`), an Entrée that
        raised the first choice pressed twice at once (:attr:`raised_guard`)."""
        return (self.late_guard, self.lifted_guard, self.hint_guard, self.early_guard, self.raised_guard)

    def arrow_chooses(self) -> bool:
        """Whether an arrow pressed now chooses on the table as it is shown:
        at the person's open input, on their turn, with no count or end of
        the game over the table (those take the arrows for their buttons).
        The arrows then always move the person's choice: another card
        raised, another card or player to pick, the prompt's next choice
        (Les Auteurs: the players to ask).  Such an arrow ends the Entrée
        guards (:meth:`handle_key`, :meth:`GestureGuard.settle`): the person
        is choosing, not pressing through what was there before."""
        seat = self.viewer
        if seat is None or seat not in self.controller.to_act() or not self.director._input_open():
            return False
        return not any(panel.isVisible() for panel in (self.info_panel, self.end_panel))

    def say_not_taken(self, click: bool = False) -> None:
        """A fresh Entrée or Espace (``click``: a click) refused on purpose
        because it came just as the table changed (a guard: :meth:`handle_key`,
        :meth:`handle_press`): the status line says so, so that the person
        does not wait for nothing; pressed again once their keys have
        stopped, it is taken.  (A key held down repeats nothing and is not
        said; nor is the second Entrée of a double press that closed a hint,
        whose line already says what the next Entrée does.)"""
        if click:
            text = QCoreApplication.translate(
                "Table", "That click came just as the table changed, so it was not taken: click again.")
        else:
            text = QCoreApplication.translate(
                "Table", "That key came just as the table changed, so it was not taken: press it again.")
        self.status(text)

    def _arrow_among_buttons(self, focused: Any, forward: bool) -> bool:
        """← and → from the table while a count's or the end's panel is up
        give the keyboard to its first or last button (« Nouvelle partie »,
        « Revanche », « Fermer »); on a button they move along the row
        (:meth:`Panel.focus_along`).  Elsewhere the arrows keep their use
        (choosing a card, a bid)."""
        if focused is not self.director.view and focused is not None:
            return False
        return any(panel.isVisible() and panel.focus_along(None, forward)
                   for panel in (self.end_panel, self.info_panel))

    def show_last_summary(self) -> None:
        """R, or Game > Show the last count again: the last round's (or
        hand's) count, as :meth:`show_info` showed it, in the info panel
        with "Close" (nothing waits on it; Esc closes it too).  Nothing is
        shown while a count waits to be read; before the first count a
        toast says there is none yet.  Once the game is over, the result
        comes back instead, as it came at the end, with "New game" and
        "Rematch": closed, it is never out of reach."""
        if self.info_panel.isVisible() or self.end_panel.isVisible():
            return
        if self.game_ended and self._end_texts is not None and self.end_panel.first_button() is not None:
            self._fill_end()
            self.place_centred(self.end_panel)
            return
        if self.last_summary is None:
            text = QCoreApplication.translate("Table", "No count to show again yet.")
            self.toast(text)
            self.status(text)
            return
        p = self.info_panel
        self._fill_info(*(self._summary_texts or self.last_summary))
        p.clear_buttons()
        p.add_button(lambda: QCoreApplication.translate("Table", "Close"), p.hide, accent=True)
        self.place_centred(p)

    def close_panel(self) -> bool:
        """Esc: close a panel that only shows something (not one the game waits on)."""
        for w in reversed(self._owned):
            if isinstance(w, Panel) and w is not self._prompt and w.isVisible():
                if w is self.info_panel and self._waiter is not None and not self._waiter._done:
                    continue
                w.hide()
                return True
        return False

    def game_key(self, event: Any) -> bool:
        """Keys of the game itself (after the common ones)."""
        return False

    def has_last_trick(self) -> bool:
        return False

    def show_last_trick(self) -> None:
        """Trick-taking games show the last trick (:class:`TrickTable`)."""

    def toggle_last_trick(self) -> None:
        """L or P: the last trick shown, or closed when it is (:class:`TrickTable`)."""
        self.show_last_trick()

    # -------------------------------------------------------------- hints
    def hint_allowed(self) -> bool:
        """Whether the hint player may be asked now (False where it would read
        cards the person has not seen: :meth:`local_hint` answers instead)."""
        return True

    def local_hint(self) -> tuple[Any, str, str] | None:
        """A hint the table words itself, where :meth:`hint_allowed` is False:
        the action to mark in the prompt, what the hint says ("Hint: …") and
        why, decided from what the person may see (a pure function of the
        game's computer player, never the hidden cards); shown as any hint
        (:meth:`show_hint`).  None: "No hint for this choice."."""
        return None

    def ask_hint(self) -> None:
        seat = self.viewer
        if self.game_ended:
            self.status(QCoreApplication.translate("Table", "The game is over: no more hints. R shows the result "
                                                            "again, with \"New game\" and \"Rematch\"."))
            return
        if self.controller.human_seats() and self.humans_idle():
            # the computers still play the deal on screen (its end may already
            # be known to the engine: the game is over only once it is shown)
            self.status(self.idle_text())
            return
        if self.wait_text():
            self.status(self.wait_text())
            return
        if (seat is None or self._state_over() or seat not in self.controller.to_act()
                or not self.director._input_open()):
            # (the engine may already be at the person's turn while the table
            # still deals or shows the others' moves: no advice on cards not
            # yet in view, and the turn has not come on the table)
            self.status(QCoreApplication.translate("Table", "Hints are given when it is your turn."))
            return
        if not self.hint_allowed():
            local = self.local_hint()
            if local is None:
                self.status(QCoreApplication.translate("Table", "No hint for this choice."))
                return
            action, what, why = local
            if self._prompt is not None and self._prompt.isVisible():
                self._prompt.mark_hint(action)
            self.show_hint(action, what, why)
            return
        self.status(QCoreApplication.translate("Table", "Thinking about a hint…"))
        self.controller.request_hint(seat)

    def hint_text(self, action: Any) -> str:
        """The status line of a hint: what (:meth:`hint_what`), then why
        (:meth:`hint_reason`)."""
        text = self.hint_what(action)
        if not text:
            return ""
        reason = self.hint_reason(action)
        return f"{text} {reason}" if reason else text

    def hint_what(self, action: Any) -> str:
        """What a hint suggests ("Hint: 7 of hearts."); "" for an action it
        cannot word (a game words its own actions, then calls this)."""
        c = getattr(action, "card", None)
        if isinstance(c, Card):
            return QCoreApplication.translate("Table", "Hint: {card}.").format(card=c.name(self.scene.renderer.lang))
        return ""

    def hint_reason(self, action: Any) -> str:
        """One line saying why ``action`` is suggested ("" when unknown): the hint
        player's own reason (:func:`cardtable.ai.explain`, kept by the controller),
        translated in its context, its ``card`` named in the table's language,
        its ``seat`` given as that player's name (``{player}``) and its
        figures with decimals written as the language writes them
        (``places`` decimals, one by default: :func:`cardtable.ui.numbers.decimal`)."""
        reason = getattr(self.controller, "hint_reason", None)
        text = getattr(reason, "text", None)
        if not isinstance(text, str) or not text:
            return ""
        n = getattr(reason, "n", None)
        line = QCoreApplication.translate(str(reason.context), text, None, -1 if n is None else int(n))
        params = dict(getattr(reason, "params", {}) or {})
        places = params.get("places", 1)
        places = places if isinstance(places, int) and not isinstance(places, bool) and 0 <= places <= 6 else 1
        for key, value in params.items():
            if isinstance(value, float):
                params[key] = decimal(value, places, self.scene.renderer.lang)
        if isinstance(params.get("card"), str):
            try:
                params["card"] = card(params["card"]).name(self.scene.renderer.lang)
            except ValueError:
                pass
        seat = params.get("seat")
        if isinstance(seat, int) and not isinstance(seat, bool):
            params["player"] = self.name(seat)
        try:
            return line.format(**params)
        except (KeyError, IndexError, ValueError):
            return line

    def explained(self, explain: Callable[[Any, Any], tuple[str, dict[str, Any]]], action: Any,
                  words: Callable[[str, dict[str, Any], str], str]) -> str:
        """Why ``action`` suits the viewer, in one line: ``explain(view,
        action)`` (the game's computer player) gives a reason code and its
        parameters, ``words(code, params, lang)`` says it in the table's
        language.  "" with no viewer or game, or when ``explain`` cannot
        read this view or action (a hint must never break the table)."""
        seat = self.viewer
        if seat is None or not self.controller.has_game:
            return ""
        try:
            code, params = explain(self.controller.view(seat), action)
        except (KeyError, ValueError, IndexError):
            return ""
        return words(code, params, getattr(self.scene.renderer, "lang", "fr"))

    def on_hint(self, seat: int, action: Any) -> None:
        """The strongest player's suggestion arrived: select it and say it."""
        if seat != self.viewer:
            return
        if self._prompt is not None and self._prompt.isVisible():
            self._prompt.mark_hint(action)
        else:
            c = getattr(action, "card", None)
            for item in self.hand_pile(seat).items:
                if c is not None and item.card == c:
                    self.scene.select(item)
        self.say_hint(action)

    _hint_panel: Panel | None = None
    #: the widest a hint's panel is (pixels; narrower on a narrow table)
    HINT_WIDTH = 420

    def say_hint(self, action: Any) -> None:
        """Say the hint for ``action`` (:meth:`hint_text`): on the status bar,
        as every message (a screen reader hears it there), and, when the
        hint gives a reason, whole in a panel over the table ("Conseil"),
        its words wrapped: the bar has one line, and a reason is often
        longer than that at 1024 pixels (cut there with "…", its end only in
        a tooltip).  The panel lies clear of the plates, the cards and the
        open prompt where there is room (:meth:`hint_avoid`), else clear of
        the person's hand and the prompt; it stays until the person acts or
        the turn passes (:meth:`on_input_off`), or its "OK" (Entrée, which
        then plays nothing: :meth:`handle_key`)."""
        what = self.hint_what(action)
        if what:
            self.show_hint(action, what, self.hint_reason(action))

    def show_hint(self, action: Any, what: str, why: str) -> None:
        """Show a hint: ``what`` it advises and ``why`` ("" with no reason)
        on the status bar in one line, and, with a reason, in the panel:
        what it advises as the panel's title, why as its words."""
        self.private_status(f"{what} {why}" if why else what)
        if not why:
            self.hide_hint()
            return
        self._hint_action = action
        panel = self._hint_panel
        if panel is None:
            panel = self._hint_panel = self.own(Panel(self.director.view, "", name="hintPanel"))
            panel.body.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            panel.add_button(lambda: QCoreApplication.translate("Table", "OK"), self.hide_hint)
        panel.title.setText(what)
        panel.set_body(html_module.escape(why))
        self.place_hint()

    _hint_action: Any = None

    def _hint_stale(self) -> None:
        """The hint's panel goes once the move it advises may no longer be
        made (the person or another acted); another's move in a phase where
        several act at once (Peech, Deutch's look) leaves it."""
        if self.hint_shown() is None:
            return
        seat = self.viewer
        try:
            still = seat is not None and self._hint_action in self.controller.legal(seat)
        except Exception:  # noqa: BLE001 - no game, a seat that may not act: the hint goes
            still = False
        if not still:
            self.hide_hint()

    def hide_hint(self) -> None:
        if self._hint_panel is not None:
            self._hint_panel.hide()

    def hint_read(self) -> None:
        """The advice was closed by Entrée, read: a game whose hint lies in
        its own prompt says here what the next Entrée does (Les Auteurs'
        picker); the panel's own « OK » needs no word."""

    def hint_shown(self) -> Panel | None:
        """The hint's panel when it is shown (tests, a lesson)."""
        panel = self._hint_panel
        return panel if panel is not None and panel.isVisible() else None

    def hint_avoid(self) -> list[list[QRect]]:
        """What the hint's panel keeps clear of, tier by tier, from the
        first it may lie clear of: every plate, every hand, the middle of
        the table, the open prompt, the corner buttons, the table's other
        panels and the overlays nothing covers; then all that but the side
        panels (the last moves: they make way, :meth:`place_side_panels`).
        Where neither leaves a place, :meth:`place_hint` takes the least
        important one (:meth:`hint_rather`)."""
        return self._hint_room()[0]

    def hint_rather(self) -> tuple[list[list[QRect]], list[list[QRect]]]:
        """Where the hint's panel lies when no tier of :meth:`hint_avoid`
        leaves it a place: clear of the first of the first list that leaves
        one (every plate, the middle of the table, which the hint speaks
        of, the person's hand and plate, the prompt, the corner buttons and
        the table's other panels; else all that but the plates; else the
        person's hand and plate, the prompt, the buttons and the overlays
        nothing covers), over as little of the second's tiers as can be:
        the middle, the plates, then the players' cards (counted card by
        card: :meth:`hands_cards`), then the side panels
        (:meth:`place_panel`)."""
        _tiers, must, rather = self._hint_room()
        return must, rather

    def _hint_room(self) -> tuple[list[list[QRect]], list[list[QRect]], list[list[QRect]]]:
        """The tiers of :meth:`hint_avoid` and the two lists of :meth:`hint_rather`."""
        view = self.director.view
        must = self.kept_clear_rects()
        if self._prompt is not None and self._prompt.isVisible():
            must.append(self._prompt.geometry())
        corner = getattr(self.director, "corner", None)
        if corner is not None and corner.isVisible():
            must.append(corner.geometry())
        if self.viewer is not None:
            must += [r for r in (self.hand_rect(self.viewer), self.plate_rect(self.viewer)) if r is not None]
        side_widgets = [w for w in side_panels(view) if w is not self._hint_panel and w is not self._prompt]
        side = [w.geometry() for w in side_widgets]
        middle = must + self.middle_rects()
        for w in self._owned:
            if (w is not self._hint_panel and w is not self._prompt and w not in side_widgets and w.isVisible()
                    and w.parentWidget() is view):
                middle.append(w.geometry())
        plates = self.plate_rects()
        hands = self.hands_cards()
        tiers = [middle + plates + hands + side, middle + plates + hands] if side else [middle + plates + hands]
        return tiers, [middle + plates, middle, must], [middle, plates, hands, side]

    #: the narrowest the hint's panel is made (its words wrapped on more
    #: lines) to find a place clear of the plates and the cards
    HINT_MIN_WIDTH = 240

    def place_hint(self) -> None:
        """The hint's panel low on the table, above the person's hand, clear
        of everything :meth:`hint_avoid` lists where there is room, at its
        reading width, else narrower (down to :attr:`HINT_MIN_WIDTH`, its
        words on more lines); short of room even so, a side panel makes way
        (it is placed again, :meth:`place_side_panels`); then the least
        important place (:meth:`hint_rather`): over as few of the players'
        cards, then of the side panels, as can be, and a plate only where
        there is no other room; never over the cards in play while there
        is any."""
        panel = self._hint_panel
        if panel is None:
            return
        v = self.viewport_rect()
        tiers, must, rather = self._hint_room()
        # low on the table, above the person's hand, where the eye is
        prefer = QPoint(v.width() // 2, int(v.height() * 0.62))
        widest = max(220, min(self.HINT_WIDTH, v.width() - 24))
        panel.NARROWEST = min(widest, self.HINT_MIN_WIDTH)
        self.place_panel(panel, tiers, prefer, rather=rather, must=must, widest=widest)
        side = [w.geometry() for w in side_panels(self.director.view) if w is not panel]
        if any(r.intersects(panel.geometry()) for r in side):
            self.place_side_panels()

    # ----------------------------------------------------- shared helpers
    def clear_cards(self) -> None:
        self.release_hold()
        for item in self.scene.all_cards():
            self.scene.remove_card(item)

    def hide_private(self) -> None:
        """Turn every private card (the piles of :attr:`private_kinds`) face
        down at once and forget its identity: the screen passes to someone
        else.  A line of the status bar that named them (:meth:`private_status`)
        goes too, while the next person walks up to the screen."""
        for pile in self.scene.piles.values():
            if pile.kind in self.private_kinds:
                for item in pile.items:
                    item.set_face_up(False, 0)
                    item.set_card(None)
        if self._private_lines:
            if self.director.last_status in self._private_lines:
                self.director.status.emit("")
            self._private_lines.clear()

    def private_status(self, text: str, speak: bool = True) -> None:
        """:meth:`status` for a line about the cards only the person at the
        screen may see (a hint naming their cards, Peech's target card): at
        a shared screen it leaves the bar when their cards are hidden
        (:meth:`hide_private`), if nothing has replaced it."""
        self._private_lines.add(text)
        self.status(text, speak)

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

    def sync_hands(self, view: dict[str, Any], hide_own: bool = False) -> None:
        """Every hand from a view (``hand``, ``hand_sizes``): the viewer's face up."""
        for seat, size in enumerate(view["hand_sizes"]):
            if seat == self.viewer and not hide_own:
                self.sync_hand(seat, view["hand"], len(view["hand"]), True)
            else:
                self.sync_hand(seat, None, size, False)

    def turn_up_hand(self, seat: int) -> None:
        """Turn ``seat``'s hand face up now, from their view: the person
        chose to look at cards the deal left face down (:meth:`hide_own_hand`).
        Outside the queue: the game is waiting on that person."""
        v = self.controller.view(seat)
        self.sync_hand(seat, v["hand"], len(v["hand"]), False)
        pile = self.hand_pile(seat)
        pile.face_up = True
        self.run_free(self.scene.layout_pile(pile, self.d["flip"]))

    def run_free(self, anim: QAbstractAnimation | None) -> None:
        """Start an animation outside the queue, kept alive until it ends: the
        table owns it (a group nobody holds is deleted with its Python name,
        and its cards stop where they were, half turned)."""
        if anim is None:
            return
        anim.setParent(self)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def take_from_hand(self, seat: int, card_text: str | None) -> CardItem:
        """The item of ``seat``'s hand that shows ``card_text`` (revealing a back)."""
        pile = self.hand_pile(seat)
        c = card(card_text) if card_text is not None else None
        for item in pile.items:
            if c is not None and item.card == c:
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

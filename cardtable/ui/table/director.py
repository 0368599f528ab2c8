"""Wires the controller, the scene, the overlays and a game's behaviour.

Hot-seat: the *viewer* is the seat whose private cards are face up at the
bottom.  With one human the viewer is always that person and no curtain is
ever shown.  With several humans a hand turns face down as soon as its owner
has acted, so nobody can peek while the others play.  With several humans, when the next human to act is not the
viewer, every private card turns face down (and the scene forgets which card
it is), and a curtain covers the table: "Au tour de Léa…".  Only when that
person clicks does the table turn to put them at the bottom and show their
cards.  When the next human to act is the one already at the screen (they
won a trick and lead again, say), there is no curtain: their cards simply turn
face up again (:attr:`TableDirector.at_screen`).  With no human at all (a
demonstration) the table is seen from seat 0.

The curtain never comes over a moving table: when the next person's turn
comes while the table still plays what the last one did (the cards Deutch's
opening look turns up for a moment, a chosen card flying to the mat), that
person at the screen sees it to its end; then every private card
(:attr:`TableBehaviour.private_kinds`) is turned face down and only then is the
(opaque) curtain shown.  Until it is, input is closed as behind the curtain
(:meth:`TableDirector.curtained`).

Visibility: the behaviour only ever receives events as the current viewer may
see them (``controller.redact(event, viewer)``; ``viewer`` None between two
people at a shared screen: what every onlooker may see).

Input is open per seat: a human's pending input stays open while other seats
act and their animations play; several humans offered input at once take the
screen in turn (one curtain each).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QPoint, QRect, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from cardtable.ui.cards.words import fill, sentence
from cardtable.ui.table.focus import focus_when_free
from cardtable.ui.table.overlays import PANEL_STYLE, Curtain, Toast
from cardtable.ui.table.view import TableView


class TableDirector(QObject):
    status = Signal(str)          # a message for the status bar
    status_withdrawn = Signal(str)  # that message no longer holds: cleared if the bar still shows it
    viewer_changed = Signal(int)
    scores_shown = Signal()       # the table just showed new scores: refresh the scoresheet
    new_game_requested = Signal()
    #: the person at the screen was offered their input (their turn, a choice):
    #: a notice over the table that would lie over its prompt goes away
    input_offered = Signal(int)

    def __init__(self, view: TableView, controller: Any) -> None:
        super().__init__(view)
        self.view = view
        self.scene = view.table
        self.controller = controller
        self.behaviour: Any = None
        self.plugin: Any = None
        self.viewer: int | None = None
        self.pending_human: int | None = None   # the seat the curtain is shown for
        self.waiting_humans: list[int] = []     # humans offered input, behind the curtain's
        self.awaiting: int | None = None   # the seat whose input the table waits for
        self.at_screen: int | None = None  # the human sitting at the shared screen (hot-seat)
        self.curtain_due = False           # the curtain for pending_human waits for the table to be at rest
        self.deferred_plate: int | None = None   # a plate clicked while the table still moved (see _plate_clicked)
        self._last_status = ""             # the last words for the status bar
        self._turn_said = ""               # what the bar said as the input was offered ("À vous : …")
        self._news_line = ""               # table news followed by those words (news_with_turn), until input off
        self._news_next = ""               # table news to say with the turn about to be offered (news_for_turn)
        self.corner_buttons: list[QPushButton] = []
        #: starts a rematch's setup instead of ``controller.start`` when set (the window's)
        self.restart: Callable[[Any], None] | None = None
        #: a network table's gate between two rounds (``cardtable.ui.network.count_gate``): the
        #: screens go on from a round's count together; None: this screen goes on when its person says so
        self.count_gate: Any = None
        #: the controller's position (``actions_applied``) of the events the table is showing
        self.shown_at = 0
        #: asked instead of a rematch by a joined seat's screen (the host starts the games)
        self.rematch_request: Callable[[], None] | None = None
        self.curtain = Curtain(view)
        self.curtain.dismissed.connect(self._curtain_dismissed)
        self.toast = Toast(view)
        self.corner = QWidget(view)
        self.corner.setObjectName("panel")
        self.corner.setStyleSheet(PANEL_STYLE.replace("QFrame#panel", "QWidget#panel"))
        self.corner_layout = QHBoxLayout(self.corner)
        self.corner_layout.setContentsMargins(8, 6, 8, 6)
        self.corner.hide()
        self._wire(controller, True)
        self.scene.queue.idle.connect(self._queue_idle)
        self.scene.queue.busy_changed.connect(self._busy)
        self.scene.card_clicked.connect(self._activated)
        self.scene.card_double_clicked.connect(self._activated)
        self.scene.card_dropped.connect(self._dropped)
        self.scene.inactive_card_clicked.connect(self._inert)
        self.scene.refused_gesture.connect(self._refused)
        self.scene.key_raised.connect(self._key_raised)
        if hasattr(self.scene, "plate_clicked"):
            self.scene.plate_clicked.connect(self._plate_clicked)
        if hasattr(self.scene, "picked"):
            self.scene.picked.connect(self._picked)
        self.scene.layout_changed.connect(self._relayout_overlays)
        view.key_handler = self._key
        view.press_handler = self._press
        self.status.connect(self._note_status)
        # screen readers: the table's accessible layer and its spoken lines
        from cardtable.ui.table.accessible import TableAccess
        from cardtable.ui.table.announce import Announcer
        self.access = TableAccess(self)
        self.announcer = Announcer(self)

    # ---------------------------------------------------------- lifecycle
    def _wire(self, controller: Any, on: bool) -> None:
        pairs = ((controller.started, self._started), (controller.stopped, self._stopped),
                 (controller.events, self._events), (controller.changed, self._changed),
                 (controller.human_turn, self._human_turn), (controller.human_acted, self._human_acted),
                 (controller.thinking, self._thinking), (controller.illegal, self._illegal),
                 (controller.hint_ready, self._hint),
                 (controller.paused_changed, self.scene.queue.set_paused))   # a dialog holds the game
        for signal, slot in pairs:
            if on:
                signal.connect(slot)
            else:
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass

    def set_controller(self, controller: Any) -> None:
        """Feed the table from another controller: the window's own
        :class:`GameController`, or a joined seat's
        :class:`cardtable.ui.network.remote_controller.RemoteController`.  Both answer
        the same narrow questions (``setup``, ``has_game``, ``view(seat)`` for
        the seats the table may show, ``legal``, ``to_act``, ``submit``...);
        the table is cleared and waits for the new controller's ``started``."""
        if controller is self.controller:
            return
        self._wire(self.controller, False)
        self._stopped()
        self.teardown_behaviour()
        self.curtain.hide()
        self.corner.hide()
        self.controller = controller
        self._wire(controller, True)

    def _stopped(self) -> None:
        """The game was stopped: queued steps must not run against no game."""
        self.scene.queue.clear()
        if self.count_gate is not None:
            self.count_gate.drop()
        self.awaiting = None
        self.curtain_due = False
        self.deferred_plate = None
        if self.behaviour is not None:
            self.behaviour.end_hurry(say=False)        # the game stopped: no summary of it
            self.behaviour.on_input_off()

    def close_input(self) -> None:
        """Nothing may be played now (a joined seat's connection is gone):
        the input offered is withdrawn; the controller offers it again
        (``human_turn``) when it can take a move."""
        self.awaiting = None
        self.deferred_plate = None
        if self.behaviour is not None:
            self.behaviour.on_input_off()
        self._withdraw_news()

    # ------------------------------------------------------------ news
    def _note_status(self, text: str) -> None:
        self._last_status = text

    @property
    def last_status(self) -> str:
        """The line the status bar shows now, as the table last said it."""
        return self._last_status

    def news_with_turn(self, news: str) -> str:
        """Table news (a network game's arrivals and departures) said while
        the person here is asked to act: the bar says the news, then what
        they are asked, in the words the table said as it offered the turn
        ("Connexion perdue : Léa. À vous : …"); the line goes from the bar as
        the input goes off.  Returns the line; "" when nobody here is asked
        anything (the caller says the news alone)."""
        if not self.input_pending() or not self._turn_said:
            return ""
        self._news_line = f"{news} {self._turn_said}"
        self.status.emit(self._news_line)
        return self._news_line

    def news_for_turn(self, news: str) -> str:
        """Table news that lets the game go on ("Toutes les places sont
        prises : la partie commence."): said with the turn when the person
        here is asked to act now (:meth:`news_with_turn`), else kept to be
        said with the turn offered next, unless a move comes first (the news
        is then old).  Returns the line said with the turn; "" when the
        caller says the news alone meanwhile."""
        said = self.news_with_turn(news)
        self._news_next = "" if said else news
        return said

    def _withdraw_news(self) -> None:
        line, self._news_line = self._news_line, ""
        if line:
            self.status_withdrawn.emit(line)

    def _started(self) -> None:
        from cardtable import games
        ctl = self.controller
        assert ctl.setup is not None
        self.plugin = games.table_plugin(ctl.setup.game_id)
        humans = ctl.human_seats()
        # one person here: their seat; several: the curtain passes the screen;
        # none: seat 0 as in a demo -- unless some seats are played on other
        # computers, whose cards the host's screen never shows (an onlooker's view)
        self.viewer = humans[0] if len(humans) == 1 else (None if humans or ctl.remote else 0)
        self.pending_human = None
        self.waiting_humans = []
        self.awaiting = None
        self._news_next = ""
        self.curtain_due = False
        self.deferred_plate = None
        self.at_screen = self.viewer if len(humans) == 1 else None
        self.shown_at = getattr(ctl, "actions_applied", 0)
        if self.count_gate is not None:
            self.count_gate.drop()        # a count left from before this table was built waits for nothing
        self.curtain.hide()
        self.teardown_behaviour()
        bottom = self.viewer if self.viewer is not None else (humans[0] if humans else 0)
        self.scene.reset(ctl.setup.players, ctl.setup.names, bottom, humans)
        self.behaviour = self.plugin.create_behaviour(self)
        rematch = getattr(self.behaviour, "rematch_requested", None)
        if rematch is not None:
            rematch.connect(self.rematch)
        self._build_corner()
        opening = ctl.opening_events()
        if opening:
            # a new game: the cards are dealt in front of the players
            self.behaviour.on_changed()
            self.behaviour.on_events(self._visible(opening))
        else:
            self.behaviour.rebuild()
            memory = getattr(ctl, "resumed_memory", None)
            if memory:
                self.behaviour.restore_memory(memory)     # the last count, the recent moves… as they were shown
            recent = getattr(ctl, "recent_events", None)
            if recent is not None:
                # a joined seat rebuilt from the host's welcome: its memory, from the seat's last events
                self.behaviour.recall(self._visible(recent()))
            self.behaviour.on_changed()
        if hasattr(ctl, "memory_source"):
            ctl.memory_source = self.table_memory
        self.scores_shown.emit()
        self.scene.queue.push(lambda: None)   # idle -> controller.animations_done

    def table_memory(self) -> dict | None:
        """What the table remembers, saved with the game
        (:meth:`TableBehaviour.memory`)."""
        return self.behaviour.memory() if self.behaviour is not None else None

    def clear_table(self) -> None:
        """Empty the table as at start-up (no plate, no card, no panel, no
        corner button): what a stopped game left on it (a lesson left, its
        count still showing "Manche suivante") is not there to be clicked."""
        self._stopped()
        self.teardown_behaviour()
        self.curtain.hide()
        self.corner.hide()
        self.scene.reset(0, [])

    def teardown_behaviour(self) -> None:
        """Delete the current behaviour and every widget it made (nothing
        survives from one game to the next)."""
        beh, self.behaviour = self.behaviour, None
        if beh is None:
            return
        teardown = getattr(beh, "teardown", None)
        if teardown is not None:
            teardown()
        beh.setParent(None)
        beh.deleteLater()

    def rematch(self) -> None:
        """Start a game with the same players and options (a new seed)."""
        from dataclasses import replace

        from cardtable.ui.setup import new_seed
        setup = self.controller.setup
        if not self.controller.local:
            # a joined seat: the host starts the games at its table; this
            # screen asks for one (or, with nobody to ask, offers a game of its own)
            if self.rematch_request is not None:
                self.rematch_request()
            else:
                self.new_game_requested.emit()
            return
        if setup is None:
            return
        again = replace(setup, seed=new_seed())
        if self.restart is not None:
            self.restart(again)        # the window's (a network game is hosted again)
        else:
            self.controller.start(again)

    def _build_corner(self) -> None:
        """The corner buttons ("Last trick", "Hint"…) of the current behaviour.

        The old buttons leave the layout at once (not only at the next event
        loop pass) and the new ones are shown before the layout is measured: a
        widget added to a visible parent stays hidden until the event loop
        runs, and a layout ignores hidden widgets (the corner shrank to an
        empty frame in the second game)."""
        for b in self.corner_buttons:
            self.corner_layout.removeWidget(b)
            b.hide()
            b.setParent(None)
            b.deleteLater()
        while self.corner_layout.count():
            w = self.corner_layout.takeAt(0).widget()
            if w is not None:
                w.hide()
                w.deleteLater()
        actions = self.behaviour.extra_actions() if self.behaviour is not None else []
        self.corner_buttons = []
        for label, slot in actions:
            b = QPushButton(label, self.corner)
            b.setObjectName("cornerButton")
            b.setAccessibleName(label)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)   # Tab reaches it; a click leaves the focus on the table
            b.clicked.connect(slot)
            b.clicked.connect(lambda _=False: self.view.setFocus(Qt.FocusReason.OtherFocusReason))
            self.corner_layout.addWidget(b)
            b.show()
            self.corner_buttons.append(b)
        self.corner.setVisible(bool(actions))
        self._relayout_overlays()

    def _relayout_overlays(self) -> None:
        self.corner_layout.invalidate()
        self.corner_layout.activate()
        self.corner.adjustSize()
        vp = self.view.viewport()
        # top right: the one corner no hand, plate or trick ever uses
        self.corner.move(vp.width() - self.corner.width() - 8, 8)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.view.rect())
        if self.behaviour is not None and hasattr(self.behaviour, "relayout_overlays"):
            self.behaviour.relayout_overlays()

    def retranslate(self) -> None:
        """The language changed: the table's texts again, in the new language
        (corner buttons, plates, the curtain), through a rebuild."""
        from cardtable.ui.i18n import current_language
        renderer = self.scene.renderer
        try:
            renderer.lang = current_language()
        except ValueError:
            pass
        for item in self.scene.all_cards():
            item.update()
        if self.behaviour is None or not self.controller.has_game:
            return
        self.behaviour.retranslate()
        self._build_corner()
        if not self.scene.queue.busy and not self.curtain.isVisible():
            self.behaviour.rebuild()
        else:
            # the table is being animated: its figures stay as shown, in the new words
            self.behaviour.refresh_plates()
        self.behaviour.on_changed()
        if self.curtain.isVisible() and self.pending_human is not None:
            self._curtain_texts(self.pending_human)
        elif self.awaiting is not None and self.awaiting in self.controller.to_act():
            self.behaviour.on_human_turn(self.awaiting)

    def map_to_view(self, scene_point) -> QPoint:
        return self.view.mapFromScene(scene_point)

    # ------------------------------------------------------------- events
    def _visible(self, events: list) -> list:
        """The events as the current viewer may see them."""
        out = []
        for ev in events:
            seen = self.controller.redact(ev, self.viewer)
            if seen is not None:
                out.append(seen)
        return out

    def input_pending(self) -> bool:
        """The viewer was offered input and has not acted yet (it stays open)."""
        return self.awaiting is not None and self.awaiting in self.controller.to_act()

    def _events(self, events: list) -> None:
        if events:
            self._news_next = ""          # a move came first: the news kept for the turn is old
        if self.behaviour is None:
            return
        if not self.input_pending():
            self.awaiting = None
            self.behaviour.on_input_off()
            self._withdraw_news()
        at = getattr(self.controller, "actions_applied", 0)

        def shown() -> None:
            self.shown_at = at
        self.scene.queue.push(shown)         # (a round's count among them is the count shown at ``at``)
        self.behaviour.on_events(self._visible(events))
        self.scene.queue.push(lambda: None)   # idle (-> controller.animations_done) even if nothing moved

    def _changed(self) -> None:
        if self.behaviour is not None:
            self.behaviour.on_changed()
        self.access.schedule()

    def announce(self, text: str) -> None:
        """Say ``text`` to a screen reader without writing it on the status
        bar (a game's journal line): same visibility as the status lines."""
        self.announcer.say(text)

    def spoken(self, text: str) -> None:
        """``text`` was announced: the queue waits for it to be said before
        the next step (the next computer's move) at the pace the person chose
        (Affichage > Rythme des annonces; :mod:`cardtable.ui.table.speech`)."""
        if self.scene.durations.off:
            return                      # "Aucune": the computers wait for nothing
        from cardtable.ui.table.speech import speech_ms
        self.scene.queue.add_speech(speech_ms(text, self.view.settings.get("speech_pace")))

    def _busy(self, busy: bool) -> None:
        if busy and self.behaviour is not None and not self.input_pending():
            self.behaviour.on_input_off()

    def _queue_idle(self) -> None:
        if self.curtain_due:
            self._drop_curtain()
        to_act = self.controller.to_act()
        for s, plate in self.scene.plates.items():
            plate.set_active(s in to_act, animate=not self.scene.durations.off)
        if self.behaviour is not None:
            self.behaviour.update_hurry()
        self.controller.animations_done()

    def _thinking(self, seat: int, on: bool) -> None:
        plate = self.scene.plates.get(seat)
        if plate is not None:
            plate.set_thinking(on, animate=not self.scene.durations.off)

    def _illegal(self, reason: str) -> None:
        self.status.emit(reason)
        vp = self.view.viewport()
        self.toast.show_text(reason, max(1200, self.scene.durations["toast"]), vp.width() // 2,
                             int(vp.height() * 0.42))
        self.place_toast()

    def place_toast(self) -> None:
        """A refusal is read beside what it is about: the toast, across the
        middle, is moved up or down to where it covers the least of the
        panels on the table (a prompt and its instructions, a lesson's coach
        and its buttons), of the name plates and of the person's cards (the
        card concerned)."""
        from cardtable.ui.table.overlays import Panel
        vp = self.view.viewport()
        t = self.toast
        keep = [w.geometry() for w in self.view.findChildren(QWidget)
                if w.parentWidget() is self.view and w.isVisible()
                and (isinstance(w, Panel) or w.objectName() == "panel")]
        if self.behaviour is not None:
            keep += self.behaviour.plate_rects()           # who is who stays readable
        viewer = self.behaviour.viewer if self.behaviour is not None else None
        if viewer is not None:
            try:
                hand = self.behaviour.hand_rect(viewer)
            except (KeyError, AttributeError):
                hand = None
            if hand is not None:
                keep.append(hand)
        if not keep:
            return
        x = (vp.width() - t.width()) // 2
        best: tuple[int, int] | None = None
        for ratio in (0.42, 0.34, 0.5, 0.26, 0.58, 0.18, 0.66, 0.1, 0.74, 0.04):
            y = max(4, min(vp.height() - t.height() - 4, int(vp.height() * ratio) - t.height() // 2))
            rect = QRect(x, y, t.width(), t.height())
            covered = sum(max(0, r.width()) * max(0, r.height())
                          for r in (rect.intersected(k) for k in keep) if r.isValid())
            if best is None or covered < best[0]:
                best = (covered, y)
            if covered == 0:
                break
        assert best is not None
        t.move(x, best[1])
        t.raise_()

    #: the letter or digit last said to do nothing (:meth:`_key`): said once
    #: until another key is pressed
    _unused_said: int | None = None

    def _key(self, event) -> bool:
        if self.behaviour is None or self.curtain.isVisible():
            return False
        if event.key() != self._unused_said:
            self._unused_said = None
        self.scene.queue.speech_interrupted()   # a key pressed silences the screen reader
        if not self.curtain_due and self.access.handle_key(event):
            return True
        if self.curtain_due:
            # the table still shows what the last person did (their private
            # look, held until they have seen it): a key ends that hold, nothing else
            return bool(self.behaviour.holding and not event.isAutoRepeat()
                        and self.behaviour.handle_press(by_key=True))
        if self.behaviour.handle_key(event):
            return True
        return self._unused_key(event)

    def _unused_key(self, event) -> bool:
        """A letter or digit the table does not use now (no game key, no
        prompt's choice, a digit past the last card or player): a screen
        reader hears it did nothing, once until another key is pressed (a
        held key is not said again and again).  Any other key goes on to
        the scene and Qt (arrows, Entrée, Tab, Échap), and a key with Ctrl,
        Alt or Meta is left to the menus."""
        text = event.text()
        if len(text) != 1 or not text.isalnum() or event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                | Qt.KeyboardModifier.MetaModifier):
            return False
        if self._unused_said != event.key():
            self._unused_said = event.key()
            # F7 says the last line again: the table's line, not this one
            self.announcer.say(self.access.unused_key_text(), repeat=False)
        return True

    def _press(self) -> bool:
        """A mouse press on the table: the behaviour may use it to end a hold."""
        if self.behaviour is None or self.curtain.isVisible():
            return False
        return bool(self.behaviour.handle_press())

    def _hint(self, seat: int, action: Any) -> None:
        if self.behaviour is not None:
            self.behaviour.on_hint(seat, action)

    def _input_open(self) -> bool:
        """The person's gestures reach the behaviour: the table at rest, a
        prompt waiting, or a lesson's coach explaining what the table keeps
        in view (the lesson then says why a move must wait)."""
        return (self.behaviour is not None and not self.curtained()
                and (not self.scene.queue.busy or self.input_pending() or self.behaviour.explaining))

    def _activated(self, item) -> None:
        if self._input_open():
            self.behaviour.on_card_activated(item)
        else:
            self._inert(item)

    def _inert(self, item=None) -> None:
        """A card of the person's hand was clicked or dropped while it cannot
        be played (out of turn, during an animation): the behaviour says why."""
        if self.behaviour is not None and not self.curtained():
            self.behaviour.on_inert_click(item)

    def _refused(self, what) -> None:
        """A click nothing takes (a card not offered, a plate not offered
        while players are picked): the behaviour says why."""
        if self.behaviour is not None and not self.curtained():
            self.behaviour.on_refused_gesture(what)

    def _key_raised(self, obj, by_enter: bool) -> None:
        """The keyboard raised a card or a player: the behaviour says what
        the next Entrée does."""
        if self.behaviour is not None and not self.curtained():
            self.behaviour.on_key_raised(obj, by_enter)

    def _dropped(self, item, pile=None, slot=None) -> None:
        if not self._input_open():
            self._inert(item)
            return
        handler = getattr(self.behaviour, "on_card_dropped", None)
        if handler is not None:
            handler(item, pile, slot)
        else:
            self.behaviour.on_card_activated(item)

    def _plate_clicked(self, seat: int) -> None:
        """A plate clicked.  While the table still shows the last move (a
        card flying, an answer's pause) and the person at the screen is the
        one to act next, the click is kept and acted on as soon as their
        turn opens: a click made a moment early is never lost."""
        handler = getattr(self.behaviour, "on_plate_clicked", None)
        if handler is None:
            return
        if self._input_open():
            self.deferred_plate = None
            handler(seat)
        elif (not self.curtain.isVisible() and self.viewer is not None
              and self.viewer in self.controller.to_act()):
            self.deferred_plate = seat
            self.behaviour.release_hold()

    def _offer_input(self, seat: int) -> None:
        """Open ``seat``'s input (the person at the screen), then act on a
        plate click kept while the table moved."""
        self.behaviour.end_hurry()
        self._last_status = ""
        self.behaviour.turn_opening()
        self.behaviour.on_human_turn(seat)
        self._turn_said = self._last_status
        self.awaiting = seat
        news, self._news_next = self._news_next, ""
        if news:
            self.news_with_turn(news)
        focus_when_free(self.view)
        deferred, self.deferred_plate = self.deferred_plate, None
        if deferred is not None and seat == self.viewer:
            handler = getattr(self.behaviour, "on_plate_clicked", None)
            if handler is not None:
                handler(deferred)
        self.input_offered.emit(seat)

    def _picked(self, obj) -> None:
        handler = getattr(self.behaviour, "on_picked", None)
        if handler is not None and self._input_open():
            handler(obj)

    # ------------------------------------------------------------ hot-seat
    def _human_acted(self, seat: int) -> None:
        """With several people at the screen, a hand is hidden as soon as its
        owner has played: nobody can peek at it while the others play.  That
        person stays at the screen (:attr:`at_screen`) until a curtain passes
        it to someone else.  A move made on a public input (a rapidité
        claimed with one's own key during another person's turn, and its
        card picked face down) does not take the screen: the person whose
        cards the table showed is still sitting there, and the claimer's
        own turn comes behind the curtain."""
        if self.awaiting == seat:
            self.awaiting = None
        self._withdraw_news()
        self.scene.queue.speech_interrupted()   # the key that played silenced the screen reader
        if len(self.controller.human_seats()) > 1 and self.behaviour is not None:
            had_screen = self.viewer == seat
            self.behaviour.hide_private()
            self.viewer = None
            self.awaiting = None
            if had_screen:
                self.at_screen = seat
            self.access.refresh()          # the reader's cards go with the table's, at once
            self._next_waiting()

    def _next_waiting(self) -> None:
        """Bring the curtain for the next human already offered input, if any."""
        to_act = self.controller.to_act()
        self.waiting_humans = [s for s in self.waiting_humans if s in to_act]
        if self.waiting_humans and not self.curtained():
            self._turn_to(self.waiting_humans.pop(0))

    def _human_turn(self, seat: int) -> None:
        for s, plate in self.scene.plates.items():
            plate.set_active(s in self.controller.to_act(), animate=not self.scene.durations.off)
        public = getattr(self.behaviour, "public_input", None)
        if (public is not None and len(self.controller.human_seats()) > 1 and public(seat)
                and not self.curtained()):
            # input that shows nothing private (a race at a shared screen,
            # e.g. Deutch's rapidité keys): no curtain, the table stays as it is
            self.awaiting = seat
            self.behaviour.on_public_input(seat)
            focus_when_free(self.view)
            return
        if self.viewer == seat:
            self._offer_input(seat)
            return
        if self.curtained() or (self.input_pending() and self.awaiting != seat):
            # someone else has the screen: this person's turn comes next
            # (the seat last offered a public input, a rapidité key, is not
            # someone else: its own turn goes on)
            if seat != self.pending_human and seat not in self.waiting_humans:
                self.waiting_humans.append(seat)
            return
        self._turn_to(seat)

    def _turn_to(self, seat: int) -> None:
        """``seat`` is to act and nobody has the screen: the curtain, unless
        that person is the one already at the screen."""
        if seat == self.at_screen and self.behaviour is not None:
            self._show_hand_of(seat)
        else:
            self._show_curtain(seat)

    def curtained(self) -> bool:
        """The curtain is up, or due as soon as the table is at rest: no input."""
        return self.curtain.isVisible() or self.curtain_due

    def _show_curtain(self, seat: int) -> None:
        """The curtain for ``seat``: at once if the table is at rest, else when
        its animation queue is idle (the person at the screen sees the end of
        what they did)."""
        self.pending_human = seat
        self.awaiting = None
        if self.scene.queue.busy:
            self.curtain_due = True
            self.behaviour.on_input_off()
            return
        self._drop_curtain()

    def _drop_curtain(self) -> None:
        """Every private card face down first, then the opaque curtain."""
        self.curtain_due = False
        seat = self.pending_human
        if seat is None or self.behaviour is None:
            return
        self.at_screen = None
        self.deferred_plate = None
        self.behaviour.end_hurry()
        self.behaviour.hide_private()
        self.viewer = None
        self.awaiting = None
        self._curtain_texts(seat)

    def _curtain_texts(self, seat: int) -> None:
        ctl = self.controller
        assert ctl.setup is not None
        name = ctl.setup.names[seat]
        self.curtain.show_for(fill(self.tr("{name}'s turn"), name=name),
                              self.tr("Pass the screen to {name}. {name}: click anywhere when you are ready "
                                      "to see your cards.").format(name=name))
        self.status.emit(sentence(fill(self.tr("{name}'s turn"), name=name)))    # the curtain's title, as a sentence

    def _curtain_dismissed(self) -> None:
        seat = self.pending_human
        self.pending_human = None
        if seat is None:
            return
        if self.behaviour is not None:
            # the Entrée that lifted the curtain, held or pressed again before the
            # hand is on screen, is for the curtain: it plays or opens nothing
            self.behaviour.lifted_guard.arm()
        self._show_hand_of(seat)

    def _show_hand_of(self, seat: int) -> None:
        """Put ``seat`` at the bottom with their cards face up, and offer them input."""
        self.at_screen = seat
        self.viewer = seat
        self.scene.bottom_seat = seat
        self.scene.relayout(0)
        self.behaviour.rebuild()
        self.behaviour.on_changed()
        self.viewer_changed.emit(seat)
        self._relayout_overlays()
        self.access.refresh()
        if seat in self.controller.to_act():
            self._offer_input(seat)
        else:
            self._next_waiting()

    def private_items_face_up(self) -> list:
        """Card items of a private pile that show or know their card (used by
        tests of the curtain)."""
        kinds = self.behaviour.private_kinds if self.behaviour is not None else ()
        return [i for p in self.scene.piles.values() if p.kind in kinds for i in p.items
                if i.face_up or i.card is not None]

"""Aide > Apprendre à jouer: the lessons of one main window.

* the menu: one entry per game that has a lesson (:func:`cardtable.lessons.available_lessons`);
* the first time a person starts, from the New game dialog, a game they have
  never played (no result of it in the statistics) and whose lesson they have
  not played to its end (a lesson completed counts as having learned the
  game: the setting ``lessons/learned``), the window offers its lesson first,
  with "Ne plus proposer" (the setting ``lessons/offer``).  It offers it once:
  a person who answers "Jouer tout de suite" is not asked again before the
  next game of it, finished or not (the setting ``lessons/declined``); the
  lesson stays in Aide > Apprendre à jouer.  A game of it started or resumed
  in the window (not a lesson) counts as played: a person who resumed a game
  they had left halfway is not told they never played it;
* a lesson left halfway is offered again where it was ("Reprendre" or
  "Recommencer");
* after the last step, "Fermer" (its button, Esc or Enter) leaves the lesson
  and "Jouer une vraie partie" opens the New game dialog set for that game,
  the computers at Facile (the person sees what starts and may change it),
  whose game starts with the Hint button highlighted;
* leaving a lesson goes back to the person's saved game when there is one
  (the lesson never touched it), else to the New game dialog.

``cardtable --lesson GAME --exit`` plays a lesson through in the real window
(:meth:`LessonActions.start` with ``auto=True``): every taught move is made
by the program, every explanation continued, free play played by a computer
player for the person.  In every lesson, played by hand or by itself, a timed
window the lesson does not teach (Deutch's rapidité) is let go by as soon as
the computers have passed it
(:attr:`~cardtable.ui.table.lesson.LessonPlayer.quick_windows`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QMenu, QMessageBox

from cardtable import games
from cardtable.lessons import LessonError, available_lessons, load_lesson
from cardtable.ui.settings import boolean, declare, read
from cardtable.ui.setup import GameSetup
from cardtable.ui.window.dialog_access import read_question

OFFER_KEY = "lessons/offer"
declare(OFFER_KEY, True, boolean)
#: the games whose lesson the person played to its last step: a game learned
#: so is not offered its lesson again before a new game of it
LEARNED_KEY = "lessons/learned"


def _game_ids(raw: Any) -> list[str]:
    """The ``clean`` of :data:`LEARNED_KEY`: a list of game ids (the words kept)."""
    if not isinstance(raw, list):
        raise ValueError("a list of game ids expected")
    return [g for g in raw if isinstance(g, str) and g]


declare(LEARNED_KEY, [], _game_ids, as_json=True)
#: the games whose offered lesson the person declined ("Jouer tout de suite"):
#: not offered again, even before a first game of it is finished
DECLINED_KEY = "lessons/declined"
declare(DECLINED_KEY, [], _game_ids, as_json=True)


def mark_learned(settings: Any, game_id: str) -> None:
    """``game_id``'s lesson was played to its end: it counts as having learned the game."""
    learned = list(settings.get_json(LEARNED_KEY, []))
    if game_id not in learned:
        settings.set_json(LEARNED_KEY, [*learned, game_id])


def learned(settings: Any, game_id: str) -> bool:
    """The person played ``game_id``'s lesson to its end."""
    return game_id in settings.get_json(LEARNED_KEY, [])


def mark_declined(settings: Any, game_id: str) -> None:
    """The person declined ``game_id``'s offered lesson: it is not offered again."""
    declined = list(settings.get_json(DECLINED_KEY, []))
    if game_id not in declined:
        settings.set_json(DECLINED_KEY, [*declined, game_id])


class LessonActions(QObject):
    """The lesson menu, offers and the running lesson of ``window``."""

    lesson_done = Signal(str, int, bool)     # game id, steps, completed (for --exit)

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.player: Any = None
        self.auto = False
        self.real_game_dialog: Any = None     # the New game dialog "Jouer une vraie partie" opened
        self.menu = QMenu(window)
        self.actions: dict[str, QAction] = {}
        declared = games.declared_games()
        for game_id in available_lessons():
            if game_id not in declared:
                continue
            act = QAction(window)
            act.triggered.connect(lambda _=False, g=game_id: self.open(g))
            self.menu.addAction(act)
            self.actions[game_id] = act
        # a lesson whose game is not built is hidden: asked of the registry as
        # the menu opens (that imports the games' engines), not at start
        self.menu.aboutToShow.connect(self._update_visible)
        #: the games a person played in this window, started or resumed,
        #: finished or not (a lesson's game is not counted): not "never played",
        #: though no result of them is in the statistics yet
        self.played_here: set[str] = set()
        window.controller.started.connect(self._game_started)
        self.retranslate()

    def _update_visible(self) -> None:
        playable = games.available_games()
        for game_id, act in self.actions.items():
            act.setVisible(game_id in playable)

    def _game_started(self) -> None:
        """Another game took the table (Open…, a resumed save): the lesson is
        over, and that game counts as played (:attr:`played_here`)."""
        player = self.player
        setup = self.window.controller.setup
        if player is not None and setup is not player.setup:
            self.end()
        if setup is not None and setup.human_seats and (self.player is None or setup is not self.player.setup):
            self.played_here.add(setup.game_id)

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Learn to play"))
        for game_id, act in self.actions.items():
            act.setText(QCoreApplication.translate("engine", games.game_info(game_id).title))

    @property
    def running(self) -> bool:
        return self.player is not None

    # ----------------------------------------------------------------- offers
    def open(self, game_id: str) -> None:
        """The menu entry: resume a lesson left halfway, or start it."""
        ctl = self.window.controller
        if ctl.active and not self.running and not self.confirm_leave_game():
            return
        self.start_or_resume(game_id)

    def start_or_resume(self, game_id: str) -> bool:
        """Start ``game_id``'s lesson; one left halfway is offered where it
        was ("Reprendre") or from its start ("Recommencer")."""
        from cardtable.ui.table.lesson import read_progress
        progress = read_progress(game_id)
        if progress is not None:
            box = QMessageBox(QMessageBox.Icon.Question, self.tr("Learn to play"),
                              self.tr("You left this lesson at step {n}. Go on from there?").format(
                                  n=int(progress["step"]) + 1), QMessageBox.StandardButton.NoButton, self.window)
            resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(self.tr("Start again"), QMessageBox.ButtonRole.RejectRole)
            read_question(box)
            box.exec()
            if box.clickedButton() is not resume:
                progress = None
        return self.start(game_id, resume=progress)

    def leave_game_box(self) -> QMessageBox:
        """The question before a lesson takes the table from a game in
        progress, not yet shown.  It says what happens: the game is kept (a
        lesson writes no autosave, so the game's autosave stays as its last
        move left it) and leaving the lesson offers to resume it
        (:meth:`leave`, then the start-up question); only another game
        started meanwhile replaces it."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Learn to play"),
                          self.tr("Leave the game in progress for the lesson?"),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setInformativeText(self.tr("Your game is kept: when you leave the lesson, you will be offered to "
                                       "resume it where you stopped. Starting another game replaces it."))
        go = box.addButton(self.tr("Open the lesson"), QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(go)
        box.setEscapeButton(stay)
        box.go_button = go  # type: ignore[attr-defined]
        return box

    def confirm_leave_game(self) -> bool:
        """Ask :meth:`leave_game_box`; True to open the lesson."""
        box = self.leave_game_box()
        read_question(box)
        box.exec()
        return box.clickedButton() is box.go_button  # type: ignore[attr-defined]

    def offer_before(self, setup: GameSetup) -> bool:
        """Before ``setup`` starts: if its game was never played and has a
        lesson, offer it.  True when a lesson was started instead."""
        settings = self.window.settings
        if self.auto or setup.game_id not in self.actions or not setup.human_seats:
            return False
        if not read(OFFER_KEY, settings.qsettings):
            return False
        if learned(settings, setup.game_id) or setup.game_id in settings.get_json(DECLINED_KEY, []) \
                or _played(setup.game_id) or setup.game_id in self.played_here:
            return False
        # the game's name in brackets: "première partie de {game}" cannot be
        # said of every name (d'Atout Pique, des Auteurs)
        title = QCoreApplication.translate("engine", games.game_info(setup.game_id).title)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Learn to play"),
                          self.tr("You have never played this game ({game}). Would you like a short lesson "
                                  "first? You play a real hand, explained step by step.").format(game=title),
                          QMessageBox.StandardButton.NoButton, self.window)
        learn = box.addButton(self.tr("Learn to play"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Play now"), QMessageBox.ButtonRole.RejectRole)
        never = QCheckBox(self.tr("Don't offer again"))
        box.setCheckBox(never)
        read_question(box)
        box.exec()
        if never.isChecked():
            settings.qsettings.setValue(OFFER_KEY, False)
        if box.clickedButton() is learn:
            self.start_or_resume(setup.game_id)       # a lesson left halfway goes on where it was
            return True
        mark_declined(settings, setup.game_id)
        return False

    # ------------------------------------------------------------- the lesson
    def start(self, game_id: str, resume: dict[str, Any] | None = None, auto: bool = False) -> bool:
        """Start ``game_id``'s lesson on the window's table."""
        from cardtable.ui.i18n import current_language
        from cardtable.ui.table.lesson import LessonPlayer
        try:
            lesson = load_lesson(game_id)
        except LessonError:
            import logging
            logging.getLogger("cardtable").exception("lesson %s unusable", game_id)
            return False
        self.end()
        self.auto = auto
        window = self.window
        window._demo = False
        ctl = window.controller
        window.stop_hosting()
        ctl.stop()
        if auto:
            window.view.durations.speed = "off"
            ctl.pace = False
        else:
            ctl.pace = True
        try:
            lang = current_language()
        except ValueError:
            lang = "fr"
        self.player = LessonPlayer(window, lesson, lang if lang in ("fr", "en") else "en")
        self.player.finished.connect(self._finished)
        self.player.closed.connect(self._closed)
        self.player.real_game_requested.connect(self.play_real_game)
        if auto:
            self.player.step_shown.connect(self._auto_step)
        self.player.start(resume)
        window.statusBar().showMessage(self.tr("Lesson: {game}").format(
            game=QCoreApplication.translate("engine", games.game_info(game_id).title)))
        return True

    def end(self) -> None:
        """Take the lesson player off the table (the game it played stays until replaced)."""
        player, self.player = self.player, None
        if player is not None:
            player.stop()
            player.deleteLater()

    def _finished(self, completed: bool) -> None:
        player = self.player
        if player is None:
            return
        game_id = player.lesson.game_id
        steps = len(player.lesson.steps)
        if completed:
            mark_learned(self.window.settings, game_id)
        if self.auto:
            self.lesson_done.emit(game_id, steps, completed)

    def _closed(self) -> None:
        """Quitter la leçon, or Fermer on "Leçon terminée": the table is the window's again."""
        if self.player is not None and not self.auto:
            self.leave()

    def leave(self) -> None:
        """Quitter la leçon / Fermer: back to the saved game, else the New game dialog."""
        self.end()
        self.window.controller.stop()
        self.window.director.clear_table()            # the lesson's hand and count go with it
        self._clear_scoresheet()                      # and its names and scores
        self.window.statusBar().clearMessage()        # "Leçon : …" no longer
        QTimer.singleShot(0, self.window.startup)

    def play_real_game(self, game_id: str) -> None:
        """"Jouer une vraie partie": the New game dialog opens, set for
        ``game_id`` with the computers at Facile, so the person sees what
        starts and may change it; "Jouer" starts it with the Hint button
        highlighted, "Annuler" goes back as "Fermer" does (to the saved game,
        if there is one)."""
        self.end()
        self.window.controller.stop()
        self.window.director.clear_table()
        self._clear_scoresheet()
        QTimer.singleShot(0, lambda: self._real_game_dialog(game_id))

    def _clear_scoresheet(self) -> None:
        """The scoresheet no longer shows the lesson's game: "No game in progress"."""
        if self.window.scoresheet is not None:
            self.window.scoresheet.clear()

    def _real_game_dialog(self, game_id: str) -> None:
        from cardtable.ui.games import playable_games
        from cardtable.ui.window.new_game import NewGameDialog
        window = self.window
        dlg = NewGameDialog(window.settings, playable_games(), window)
        if game_id in dlg.games:
            dlg.game_combo.setCurrentIndex(dlg.games.index(game_id))
        for row in dlg.rows:
            if not row.human:
                row.set_level("facile")
        self.real_game_dialog = dlg

        def done(accepted: int) -> None:
            self.real_game_dialog = None
            setup = dlg.setup() if accepted else None
            dlg.deleteLater()
            if setup is None:
                window.saves.startup()           # the saved game is offered back, if there is one
                return
            window.start_game(setup)
            QTimer.singleShot(0, self._highlight_hint)
        dlg.finished.connect(done)
        dlg.open()

    def _highlight_hint(self) -> None:
        label = QCoreApplication.translate("Table", "Hint")
        for b in self.window.director.corner_buttons:
            if b.text() == label:
                b.setProperty("accent", True)
                b.setStyleSheet("QPushButton { background: #ffd65c; color: #1b1b1b; font-weight: bold; "
                                "border: 2px solid #fff3c4; border-radius: 8px; padding: 6px 12px; }")
                b.setToolTip(self.tr("Ask the Difficile player for advice (H)"))

    # --------------------------------------------------------------- --exit
    def _auto_step(self, index: int) -> None:
        QTimer.singleShot(0, lambda: self._auto_do(index))

    def _auto_do(self, index: int) -> None:
        player = self.player
        if player is None or player.index != index:
            return
        step = player.step
        if step is None:
            return
        if step.expect is None:
            player.next_step()
        else:
            player.skip_step()


def _played(game_id: str) -> bool:
    """Some result of ``game_id`` is in the statistics."""
    try:
        from cardtable.ui.stats_file import load
        doc, _warning = load()
    except Exception:
        return True          # unsure: do not bother the person
    return bool(doc.get("games", {}).get(game_id))

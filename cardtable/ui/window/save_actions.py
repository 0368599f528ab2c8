"""The window's side of saving: Partie > Enregistrer sous… / Ouvrir…, the
"Resume?" question at start, a refused or finished autosave at start, and a
save that stops working during play.

Decisions:

- A failed autosave during play is said **once** (a box that does not block the
  game: ``open()``, not ``exec()``), with a button to choose another folder;
  the status bar keeps a "Not saved" mark while it fails; the controller tries
  again after every move and every few seconds, and the mark goes when a save
  works again.  Choosing a folder that fails too is said again.
- Statistics that cannot be written are said the same way, once (their own
  box, with the same "Choose another folder…"); the results are kept and
  written in the folder chosen, where the saves, the statistics and the log
  go from then on.
- Named saves start in ``Documents/Table de cartes``
  (:func:`cardtable.ui.storage.named_saves_dir`), then in the folder of the
  last Save as / Open; never in the hidden data folder of the autosave.
- The game is paused (``controller.held()``) while the file and folder
  dialogs and their messages are open: the position saved is the one on the
  table when Save as was chosen.
- A named save is the autosave's format, read with the same checks.  Opening a
  file never moves, changes or deletes it; a refused file is explained and the
  game in progress is left as it was.  Opening a finished game is refused.
- « Non » (or Échap) to the start-up question keeps the unfinished game in
  the autosave until a new game starts; meanwhile Partie > Reprendre la
  partie non terminée… asks the same question again and resumes it.
- A finished game found in the autosave at start is not resumed: it is set
  aside as ``autosave.finished-<date>.json`` and the person is told its score
  and where it was kept.
- Message boxes the person must answer at start or after Save as / Open are
  modal (``exec``; tests replace ``QMessageBox.exec``), as elsewhere in the
  program; the folder is chosen with ``QFileDialog`` static functions (tests
  replace them).
"""

from __future__ import annotations

import logging
import time
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt, QUrl
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMessageBox, QWidget

from cardtable import games
from cardtable.engine.errors import SaveError
from cardtable.ui import storage
from cardtable.ui.numbers import number

if TYPE_CHECKING:
    from cardtable.engine import GameState
    from cardtable.ui.setup import GameSetup

log = logging.getLogger("cardtable")


def folder_link(folder: Path) -> str:
    """The folder as a link that opens it (rich text)."""
    return f'<a href="{QUrl.fromLocalFile(str(folder)).toString()}">{escape(str(folder))}</a>'


def game_title(game_id: str) -> str:
    try:
        return str(games.table_plugin(game_id).title())
    except games.NotAvailable:
        return QCoreApplication.translate(games.TITLE_CONTEXT, games.game_info(game_id).title)



def rich_message_box(icon: QMessageBox.Icon, title: str, html: str, parent: QWidget | None) -> QMessageBox:
    """A message box with an OK button whose rich text can be selected and
    whose links (a folder's path) open."""
    box = QMessageBox(icon, title, html, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    label = box.findChild(QLabel, "qt_msgbox_label")
    if label is not None:
        label.setOpenExternalLinks(True)
    return box

class SaveActions(QObject):
    """Save as / Open and the messages about saves, for one main window."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.failure_box: QMessageBox | None = None
        self.stats_box: QMessageBox | None = None
        self.last_box: QMessageBox | None = None
        self.act_save_as = QAction(window)
        self.act_save_as.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.act_save_as.triggered.connect(self.save_as)
        self.act_open = QAction(window)
        self.act_open.setShortcut(QKeySequence("Ctrl+O"))
        self.act_open.triggered.connect(self.open_file)
        # the unfinished game kept in the autosave, while nothing is played: the
        # start-up question answered « Non » (or Échap) keeps it until a new game
        # starts, and this takes it up again (the same question first)
        self.act_resume = QAction(window)
        self.act_resume.setObjectName("actionResumeAutosave")
        self.act_resume.triggered.connect(self.resume_autosave)
        self.not_saved = QLabel()
        self.not_saved.setObjectName("notSavedMark")
        self.not_saved.setStyleSheet("color: #b00020; font-weight: bold;")
        self.not_saved.hide()
        window.statusBar().addPermanentWidget(self.not_saved)
        ctl = self.controller
        ctl.save_failed.connect(self.saving_failed)
        ctl.save_recovered.connect(self.saving_recovered)
        ctl.stats_failed.connect(self.stats_failed)
        for sig in (ctl.started, ctl.stopped, ctl.game_over):
            sig.connect(self.update_actions)
        #: the start-up question was answered « Non » (or Échap): the unfinished
        #: game stays in the autosave until another game starts (may_replace)
        self.declined = False
        ctl.started.connect(self._game_started)
        self.update_actions()
        self.retranslate()

    def retranslate(self) -> None:
        self.act_save_as.setText(self.tr("&Save as…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_resume.setText(self.tr("&Resume the unfinished game…"))
        self.not_saved.setText(self.tr("Not saved"))
        self.not_saved.setToolTip(self.tr("The game cannot be saved at the moment; it goes on."))

    def update_actions(self, *_: Any) -> None:
        self.act_save_as.setEnabled(self.controller.active)
        self.act_resume.setVisible(self.unfinished_autosave())

    def unfinished_autosave(self) -> bool:
        """Nothing is played, and the autosave holds a game (read when it is
        taken up: :meth:`startup` refuses a damaged or finished one and says why)."""
        if self.controller.active:
            return False
        try:
            return self.controller.autosave_path().is_file()
        except OSError:
            return False

    def kept_description(self) -> str | None:
        """The unfinished game kept in the autosave while nothing is played
        (:meth:`unfinished_autosave`), described as the start-up question
        does; None when there is none, or it cannot be read."""
        if not self.unfinished_autosave():
            return None
        try:
            setup, state, _memory = self.controller.read_save_with_memory(self.controller.autosave_path())
        except Exception:  # noqa: BLE001 - a damaged file: the start-up check sets it aside and says so
            return None
        return None if state.is_over else self.describe(setup, state)

    def _game_started(self, *_: Any) -> None:
        self.declined = False

    def may_replace(self, parent: QWidget | None, title: str | None = None) -> bool:
        """Whether another game (a new one, a file opened, a table hosted)
        may take the table's place and the autosave's: a game in progress
        is given up after « Abandonner la partie en cours ? »; with none, an
        unfinished game kept in the autosave because the start-up question
        was answered « Non » (or Échap: :attr:`declined`) after « Abandonner
        la partie non terminée qui a été enregistrée ? », which names it.
        « Non » keeps either."""
        from cardtable.ui.window.new_game import confirm_abandon
        if self.controller.active:
            return confirm_abandon(parent, title, window=self.window)
        kept = self.kept_description() if self.declined else None
        return kept is None or confirm_abandon(parent, title, window=self.window, kept=kept)

    def resume_autosave(self) -> None:
        """Partie > Reprendre la partie non terminée…: the start-up question
        again, with the game, its players, its score and its date."""
        if self.unfinished_autosave():
            self.startup()
        self.update_actions()

    def _box(self, icon: QMessageBox.Icon, title: str, html: str) -> QMessageBox:
        box = rich_message_box(icon, title, html, self.window)
        self.last_box = box
        return box

    # ------------------------------------------------------------ describe
    def describe(self, setup: GameSetup, state: GameState) -> str:
        """"Atout Pique — Vous et Hugo contre Léa et Chloé : 240 à 180", "Peech —
        Vous : 12, Léa : 0, Hugo : −1, Chloé : 3" (plain text)."""
        names = setup.names
        totals = list(state.totals)
        game = game_title(setup.game_id)
        if getattr(state, "team_game", False) and len(names) == 4 and len(totals) == 4:
            players = self.tr("{a} and {c} against {b} and {d}").format(a=names[0], b=names[1], c=names[2],
                                                                          d=names[3])
            score = self.tr("{us} to {them}").format(us=number(totals[0]), them=number(totals[1]))
        else:
            # each name once, with its total ("Joueur 1 : 0", never "Joueur 1 0"); a
            # negative total with the scoresheet's minus sign (−1, not -1)
            scores = ", ".join(self.tr("{name}: {total}").format(name=n, total=number(t))
                               for n, t in zip(names, totals, strict=False))
            return self.tr("{game} — {scores}").format(game=game, scores=scores)
        return self.tr("{game} — {players}: {score}").format(game=game, players=players, score=score)

    # --------------------------------------------------------------- start
    def startup(self) -> bool:
        """The start-up check of the autosave; True if a game was resumed."""
        path = self.controller.autosave_path()
        storage.clean_temp_files(path.parent)
        try:
            present = path.is_file()
        except OSError:
            present = False
        if not present:
            return False
        try:
            setup, state, memory = self.controller.read_save_with_memory(path)
        except Exception as exc:  # noqa: BLE001 - SaveError, or anything a damaged file may cause
            log.warning("autosave refused: %s", exc)
            try:
                aside: Path | None = storage.set_aside(path)
            except OSError as err:
                log.warning("could not set the autosave aside: %s", err)
                aside = None
            self.window.warn_unreadable_save(aside, exc, path)
            return False
        if state.is_over:
            self.finished_autosave(path, setup, state)
            return False
        when = ""
        try:
            stamp = QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime))
            when = QLocale().toString(stamp, QLocale.FormatType.ShortFormat)
        except (OSError, OverflowError, ValueError):
            pass
        if setup.remote_seats:
            # resuming a network game hosts it again (ui.network.hosting): its seats wait for their players,
            # with the code and the seats' tokens kept beside the autosave when they are there
            from cardtable.ui.network.seats import host_seats_path, read_host_seats, with_seat_names
            kept = read_host_seats(host_seats_path(path), setup)
            if kept is not None:
                setup = with_seat_names(setup, kept.names)      # the players' names, as their seats were taken
                text = self.tr("A network game was not finished. Host it again? It keeps its table code, {code}: "
                               "its players on other computers get their places back by joining it "
                               "again.").format(code=kept.code)
            else:
                text = self.tr("A network game was not finished. Host it again? Its players on other computers "
                               "will join it again with the new table code.")
        else:
            text = self.tr("A game was not finished. Resume it?")
        text += "\n\n" + self.describe(setup, state)
        if when:
            text += "\n" + self.tr("Saved on {date}.").format(date=when)
        from cardtable.ui.window.dialog_access import questions_read
        with questions_read():          # its words said as it opens, before its focused "Oui"
            answer = QMessageBox.question(self.window, self.tr("Resume"), text,
                                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                          QMessageBox.StandardButton.Yes)
        if answer == QMessageBox.StandardButton.Yes:
            self.window.resume(setup, state, asked=True, memory=memory)
            return True
        self.declined = True
        return False

    def finished_autosave(self, path: Path, setup: GameSetup, state: GameState) -> None:
        """A finished game in the autosave: kept aside (not resumed, not deleted), and said."""
        try:
            aside: Path | None = storage.set_aside(path, "finished")
        except OSError:
            aside = None
        parts = [escape(self.tr("The last game saved was already finished:")),
                 escape(self.describe(setup, state))]
        if aside is not None:
            parts.append(self.tr("Its save was kept as {file} in the folder {folder}.").format(
                file=f"<b>{escape(aside.name)}</b>", folder=folder_link(aside.parent)))
        else:
            parts.append(self.tr("Its save was left as {file} in the folder {folder}.").format(
                file=f"<b>{escape(path.name)}</b>", folder=folder_link(path.parent)))
        parts.append(escape(self.tr("A new game can start.")))
        box = self._box(QMessageBox.Icon.Information, self.tr("Game finished"),
                        "".join(f"<p>{p}</p>" for p in parts))
        box.exec()

    # ------------------------------------------------------- save failures
    def saving_failed(self, failure: storage.WriteFailure) -> None:
        """Say once that the game cannot be saved, offer another folder; the game goes on."""
        self.not_saved.show()
        self.window.statusBar().showMessage(self.tr("The game could not be saved."), 10000)
        if self.failure_box is not None and self.failure_box.isVisible():
            self.failure_box.close()
        self.failure_box = self._failure_box(
            self.tr("Saving failed"), self.tr("The game could not be saved."), failure,
            self.tr("The game goes on, and saving will be tried again after each move. "
                    "You may choose another folder to save in."), self.tr("Go on without saving"))

    def stats_failed(self, failure: storage.WriteFailure) -> None:
        """Say once that the statistics cannot be written, offer another folder."""
        self.window.statusBar().showMessage(self.tr("The statistics could not be saved."), 10000)
        if self.stats_box is not None and self.stats_box.isVisible():
            self.stats_box.close()
        self.stats_box = self._failure_box(
            self.tr("Statistics not saved"), self.tr("The statistics could not be saved."), failure,
            self.tr("The results are kept until the program is closed, and written with the next game's. "
                    "You may choose another folder, where the games and the statistics will be saved."),
            self.tr("Go on"))

    def _failure_box(self, title: str, what: str, failure: storage.WriteFailure, then: str,
                     dismiss: str) -> QMessageBox:
        """A box that does not block the game: what failed, why, what happens
        now; "Choose another folder…" or ``dismiss``."""
        text = f"<p>{escape(what)}</p><p>{escape(storage.write_failure_text(failure))}</p><p>{escape(then)}</p>"
        box = self._box(QMessageBox.Icon.Warning, title, text)
        box.setStandardButtons(QMessageBox.StandardButton.NoButton)
        choose = box.addButton(self.tr("Choose another folder…"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(dismiss, QMessageBox.ButtonRole.RejectRole)
        box.choose_button = choose  # type: ignore[attr-defined]
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.buttonClicked.connect(lambda b: self.choose_folder() if b is choose else None)
        box.show()
        return box

    def saving_recovered(self) -> None:
        self.not_saved.hide()
        if self.failure_box is not None:
            self.failure_box.close()
        self.window.statusBar().showMessage(
            self.tr("The game is saved again in {folder}.").format(folder=str(storage.save_dir())), 10000)

    def choose_folder(self) -> bool:
        """Ask for another folder to save in (the games, the statistics, the
        log), then save there; True if it worked."""
        with self.controller.held():
            folder = QFileDialog.getExistingDirectory(self.window, self.tr("Folder to save the game in"),
                                                      str(Path.home()))
        if not folder:
            return False
        storage.set_save_dir(folder)
        self.controller.forget_save_failure()
        ok = self.controller.save()
        ok = self.controller.retry_stats() and ok
        if ok and self.stats_box is not None:
            self.stats_box.close()
        if ok:
            self.not_saved.hide()
            self.window.statusBar().showMessage(
                self.tr("The game is now saved in {folder}.").format(folder=folder), 10000)
        return ok

    # ------------------------------------------------------- named saves
    def save_as(self) -> bool:
        """Partie > Enregistrer sous… : the game in a file the person names."""
        with self.controller.held():
            return self._save_as()

    def _save_as(self) -> bool:
        ctl = self.controller
        if ctl.state is None or ctl.setup is None or ctl.state.is_over:
            return False
        name = "{} {}.json".format(game_title(ctl.setup.game_id), time.strftime("%Y-%m-%d %H-%M"))
        path_text, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Save the game as"), str(Path(storage.last_folder()) / name),
            self.tr("Saved games (*.json)"))
        if not path_text:
            return False
        path = Path(path_text)
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        storage.remember_folder(path)
        try:
            storage.write_atomic(path, storage.document(ctl.setup, ctl.state, ctl.table_memory()))
        except storage.WriteFailure as exc:
            log.error("save as failed: %s", exc)
            box = self._box(QMessageBox.Icon.Warning, self.tr("Save as"), "<p>{}</p><p>{}</p>".format(
                escape(self.tr("The game could not be saved in {file}.").format(file=path.name)),
                escape(storage.write_failure_text(exc))))
            box.exec()
            return False
        self.window.statusBar().showMessage(self.tr("Game saved: {path}").format(path=str(path)), 15000)
        return True

    def open_file(self) -> bool:
        """Partie > Ouvrir… : play on from a named save (the file is only read)."""
        with self.controller.held():
            chosen = self._choose_save()
        if chosen is None:
            return False
        path, setup, state, memory = chosen
        if not self.window.resume(setup, state, memory=memory):
            return False
        self.window.statusBar().showMessage(self.tr("Game opened: {path}").format(path=str(path)), 15000)
        return True

    def _choose_save(self) -> tuple[Path, GameSetup, GameState, dict | None] | None:
        """The file the person chose, read, once they agreed to leave the game
        in progress; None (the reason said) otherwise."""
        path_text, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open a saved game"), storage.last_folder(),
            self.tr("Saved games (*.json);;All files (*)"))
        if not path_text:
            return None
        path = Path(path_text)
        storage.remember_folder(path)
        try:
            setup, state, memory = self.controller.read_save_with_memory(path)
            if state.is_over:
                exc: Exception = SaveError("finished game")
                exc.kind = "finished"  # type: ignore[attr-defined]
                raise exc
        except Exception as exc:  # noqa: BLE001 - whatever a bad file causes, it is refused
            log.warning("open refused %s: %s", path, exc)
            box = self._box(QMessageBox.Icon.Warning, self.tr("Open"), "<p>{}</p><p>{}</p>".format(
                escape(self.tr("The file {file} could not be opened: {reason}").format(
                    file=path.name, reason=storage.save_error_text(exc))),
                escape(self.tr("The file was left as it is."))))
            box.exec()
            return None
        if not self.may_replace(self.window, self.tr("Open")):
            return None
        return path, setup, state, memory

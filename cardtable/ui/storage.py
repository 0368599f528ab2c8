"""Where games are kept on disk, and how: the autosave, named saves, files set
aside, the log file.

Decisions (where a choice was open):

- **Atomic writes with the reason kept.**  A save is written to a temporary
  file in the same folder (``.<name>.<random>.tmp``), flushed, ``fsync``-ed and
  renamed over the target (``os.replace``), so the file on disk is always the
  previous complete save or the new one, never a torn one, even when the
  program is killed (``tests/test_kill_safety.py``).  The folder itself is not
  ``fsync``-ed (as with ``QSaveFile``: about 4 ms per save here, twice that
  with the folder).  This replaces ``QSaveFile``, which does the same but
  hides the ``errno``: here a failure raises :class:`WriteFailure` whose
  ``kind`` says *why* (``read_only``, ``full``, ``no_folder``, ``other``), so
  the person is told in words they can act on.  Temporary files left by a
  killed run are removed at the next start (:func:`clean_temp_files`).
- **Another folder.**  When saving fails, the person may choose another folder
  (``QSettings`` key ``storage/folder``); the autosave goes there from then on,
  and the next start looks for it there, and so do the statistics
  (``statistics.json``) and the log file (``cardtable.log``).  Without a
  choice, they live in the user data folder (:func:`default_data_dir`).
- **One level deep.**  The user data folder is the system's data folder plus
  ``cardtable``: ``~/.local/share/cardtable`` on Linux,
  ``%APPDATA%\\cardtable`` on Windows, ``~/Library/Application Support/cardtable``
  on macOS (what the README says).  Qt's ``AppDataLocation`` adds the
  organisation *and* the application name, both "cardtable", which made
  ``~/.local/share/cardtable/cardtable``; the organisation level is left out
  when it repeats the application's name.  Files found in that older folder
  are moved up into the new one at the first use of the folder
  (:func:`migrate_nested_data_dir`): nothing is overwritten (a file whose
  name is already taken stays where it was, and is logged) and the older
  folder is removed only when empty.
- **Named saves** (Partie > Enregistrer sous… / Ouvrir…) start in a visible
  folder, not in the hidden data folder: ``Documents/Table de cartes``
  (:func:`named_saves_dir`; the same name in every language, so the saves
  stay together whatever the language), created when first needed; without
  a Documents folder, ``Table de cartes`` in the home folder; the folder of
  the last Save as / Open once there is one.
- **Size limit.**  A file larger than :data:`MAX_SAVE_BYTES` is refused by its
  size alone, before it is read (a 50 MB file froze start-up for a minute).  A
  game of 20,000 random actions saves in about 190 KB; real games are far
  smaller.
- **Nothing deleted.**  A refused autosave is renamed, never removed, and the
  new name is unique even for two files set aside in the same second
  (``autosave.unreadable-20261201-031500.json``, then ``…-031500-2.json``).  A
  named save the person opens is only read, never moved.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import tempfile
import time
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from cardtable.engine.errors import SaveError
from cardtable.engine.i18n import QT_TRANSLATE_NOOP
from cardtable.ui.settings import declare, folder, read

if TYPE_CHECKING:
    from cardtable.engine import GameState
    from cardtable.ui.setup import GameSetup

SAVE_FORMAT = "cardtable-save"
SAVE_VERSION = 1
AUTOSAVE_NAME = "autosave.json"
LOG_NAME = "cardtable.log"
LOG_MAX_BYTES = 256 * 1024
LOG_BACKUPS = 2
#: a save file larger than this is refused before it is read
MAX_SAVE_BYTES = 4 * 1024 * 1024
#: QSettings keys: the folder chosen for saves, the last folder of Save as / Open
FOLDER_KEY = "storage/folder"
LAST_FOLDER_KEY = "storage/last_folder"
TEMP_SUFFIX = ".tmp"
declare(FOLDER_KEY, None, folder)
declare(LAST_FOLDER_KEY, None, folder)
#: the folder of named saves, inside Documents (the same name in every language)
NAMED_SAVES_FOLDER = "Table de cartes"

log = logging.getLogger("cardtable")


# ------------------------------------------------------------------ folders
def _qt_app_data_dir() -> Path:
    """Qt's ``AppDataLocation``: the system's data folder / organisation / application."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def _one_level(path: Path) -> Path:
    """``path`` (Qt's …/organisation/application) without the organisation
    level when it only repeats the application's name."""
    org, app = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    if org and org == app and path.name == app and path.parent.name == org:
        return path.parent
    return path


_migrated: set[str] = set()


def migrate_nested_data_dir() -> list[Path]:
    """Move the files of the older, doubled folder (``…/cardtable/cardtable``)
    up into the user data folder, once per process and folder; returns the
    files moved.  Never raises: a file that cannot be moved, or whose name is
    already taken in the new folder, is left where it was (and logged)."""
    qt_dir = _qt_app_data_dir()
    new = _one_level(qt_dir)
    if new == qt_dir or str(qt_dir) in _migrated:
        return []
    _migrated.add(str(qt_dir))
    moved: list[Path] = []
    try:
        entries = sorted(qt_dir.iterdir()) if qt_dir.is_dir() else []
    except OSError:
        return []
    for entry in entries:
        target = new / entry.name
        try:
            if target.exists() or target.is_symlink():
                log.warning("data folder: %s kept in %s (%s already exists)", entry.name, qt_dir, target)
                continue
            os.rename(entry, target)
            moved.append(target)
        except OSError as exc:
            log.warning("data folder: could not move %s to %s: %s", entry, new, exc)
    try:
        qt_dir.rmdir()          # only when empty
    except OSError:
        pass
    if moved:
        log.info("data folder: %d file(s) moved from %s to %s", len(moved), qt_dir, new)
    return moved


def default_data_dir() -> Path:
    """The user data folder (not created), one level deep (see the module
    docstring); the files of the older doubled folder are moved into it
    the first time it is asked for."""
    migrate_nested_data_dir()
    return _one_level(_qt_app_data_dir())


def data_dir() -> Path:
    """The user data folder, created if possible (never raises: a folder that
    cannot be created shows up when something is written there)."""
    path = default_data_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


def save_dir() -> Path:
    """Where the autosave goes: the folder the person chose, else the data folder."""
    chosen = read(FOLDER_KEY)
    if chosen:
        return Path(chosen)
    return default_data_dir()


def set_save_dir(folder: Path | str | None) -> None:
    """Save in ``folder`` from now on (None: back to the user data folder)."""
    qs = QSettings()
    if folder is None or str(folder) == str(default_data_dir()):
        qs.remove(FOLDER_KEY)
    else:
        qs.setValue(FOLDER_KEY, str(folder))


def autosave_path() -> Path:
    """The autosave's path; its folder is created if possible (never raises)."""
    folder = save_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return folder / AUTOSAVE_NAME


def named_saves_dir() -> Path:
    """``Documents/Table de cartes`` (``Table de cartes`` in the home folder
    when there is no Documents folder), created if possible; the folder
    above it when it cannot be created (never raises)."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    base = Path(docs) if docs and Path(docs).is_dir() else Path.home()
    folder = base / NAMED_SAVES_FOLDER
    try:
        folder.mkdir(exist_ok=True)
    except OSError:
        return base
    return folder


def last_folder() -> str:
    """The folder of the last Save as / Open; at first (or when that folder is
    gone, or was the hidden data folder) the named saves' folder."""
    value = read(LAST_FOLDER_KEY)
    try:
        if value and Path(value).is_dir() and Path(value) != default_data_dir():
            return str(value)
    except (OSError, ValueError):          # a path the system refuses (a NUL byte in it)
        pass
    return str(named_saves_dir())


def remember_folder(path: Path | str) -> None:
    QSettings().setValue(LAST_FOLDER_KEY, str(Path(path).parent))


# ------------------------------------------------------------------ writing
class WriteFailure(OSError):
    """A file could not be written.  ``kind``: ``read_only`` (no permission,
    read-only disk), ``full`` (no space left), ``no_folder`` (the folder could
    not be created), ``other``.  ``path`` is the file, ``folder`` its folder,
    ``detail`` the system's own words (for the log)."""

    def __init__(self, kind: str, path: Path, detail: str) -> None:
        super().__init__(f"{kind}: {path}: {detail}")
        self.kind = kind
        self.path = Path(path)
        self.folder = Path(path).parent
        self.detail = detail


def _failure_kind(exc: OSError) -> str:
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "read_only"
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG):
        return "full"
    return "other"


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically; raises :class:`WriteFailure`."""
    path = Path(path)
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WriteFailure("no_folder" if _failure_kind(exc) != "full" else "full", path,
                           exc.strerror or str(exc)) from exc
    data = text.encode("utf-8")
    tmp: str | None = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        raise WriteFailure(_failure_kind(exc), path, exc.strerror or str(exc)) from exc
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def remove(path: Path) -> None:
    """Delete ``path`` if it exists; raises :class:`WriteFailure`."""
    try:
        Path(path).unlink(missing_ok=True)
    except OSError as exc:
        raise WriteFailure(_failure_kind(exc), Path(path), exc.strerror or str(exc)) from exc


def clean_temp_files(folder: Path, name: str = AUTOSAVE_NAME) -> int:
    """Remove the temporary files a killed run left beside ``name``; the count."""
    n = 0
    try:
        for p in Path(folder).glob(f".{name}.*{TEMP_SUFFIX}"):
            try:
                p.unlink()
                n += 1
            except OSError:
                pass
    except OSError:
        pass
    return n


#: why a file could not be written, as sentences for the person
WRITE_FAILURE_TEXTS: dict[str, str] = {
    "read_only": QT_TRANSLATE_NOOP("Storage", "The folder {folder} cannot be written to (it is read-only or "
                                              "you do not have the right to write there)."),
    "full": QT_TRANSLATE_NOOP("Storage", "The disk that holds the folder {folder} is full."),
    "no_folder": QT_TRANSLATE_NOOP("Storage", "The folder {folder} could not be created."),
    "other": QT_TRANSLATE_NOOP("Storage", "The file {file} could not be written in the folder {folder}."),
}


def write_failure_text(failure: WriteFailure) -> str:
    """A sentence in the person's language saying why a file could not be written."""
    kind = failure.kind if failure.kind in WRITE_FAILURE_TEXTS else "other"
    return QCoreApplication.translate("Storage", WRITE_FAILURE_TEXTS[kind]).format(
        folder=str(failure.folder), file=failure.path.name)


# ------------------------------------------------------------------ reading
#: the reasons a save may be unusable, as short sentences for the user
SAVE_ERROR_TEXTS: dict[str, str] = {
    "unreadable": QT_TRANSLATE_NOOP("GameController", "the file could not be opened."),
    "damaged": QT_TRANSLATE_NOOP("GameController", "the file is damaged (cut short, or changed by hand)."),
    "not_a_save": QT_TRANSLATE_NOOP("GameController", "the file is not a saved game of this program."),
    "newer": QT_TRANSLATE_NOOP("GameController", "the game was saved by a newer version of the program."),
    "version": QT_TRANSLATE_NOOP("GameController", "the game was saved in a format this version does not know."),
    "setup": QT_TRANSLATE_NOOP("GameController", "the players or options of the game are missing or wrong."),
    "state": QT_TRANSLATE_NOOP("GameController", "the position of the cards in the game is damaged."),
    "mismatch": QT_TRANSLATE_NOOP("GameController", "the players or the options do not match the game that was saved."),
    "too_big": QT_TRANSLATE_NOOP("GameController", "the file is far too large to be a saved game."),
    "finished": QT_TRANSLATE_NOOP("GameController", "the game in the file is already finished."),
    "unknown_game": QT_TRANSLATE_NOOP("GameController", "the file holds a game this version of the program does not know."),
}


def save_error_text(exc: BaseException) -> str:
    """A short sentence, in the user's language, saying why a save is unusable
    (never the raw Python error)."""
    kind = getattr(exc, "kind", None)
    if not isinstance(kind, str) or kind not in SAVE_ERROR_TEXTS:
        kind = "state" if not isinstance(exc, SaveError) or "state" in str(exc) else "damaged"
    return QCoreApplication.translate("GameController", SAVE_ERROR_TEXTS[kind])


#: the keys of a save document: the program's envelope round the engine's JSON
DOCUMENT_KEYS: tuple[str, ...] = ("format", "version", "setup", "state")
#: the optional part of a save: the table's memory (:func:`document`)
TABLE_KEY = "table"
#: the version of the table's memory; another version is left out when read
TABLE_VERSION = 1


def document(setup: GameSetup, state: GameState, table: dict | None = None) -> str:
    """The text of a save: the program's envelope round the engine's JSON.
    Never NaN nor Infinity (``allow_nan=False``: a ValueError instead of a file
    no reader accepts).

    ``table`` is the table's memory (:meth:`TableBehaviour.memory`: the last
    count shown, the recent moves or journal lines, the last trick or
    battle), public information only, what the table showed everyone.  It is
    an optional, versioned part (``"table": {"version": 1, …}``): the game
    is whole without it, and a reader that finds it missing, of another
    version or damaged plays on without it (:func:`table_memory`).  A memory
    that cannot be written as JSON is left out, never the game."""
    doc: dict = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": setup.to_dict(),
                 "state": json.loads(state.to_json())}
    if table:
        part = {"version": TABLE_VERSION, **table}
        try:
            json.dumps(part, ensure_ascii=False, allow_nan=False)
            doc[TABLE_KEY] = part
        except (TypeError, ValueError):
            log.warning("the table's memory could not be saved with the game")
    return json.dumps(doc, ensure_ascii=False, allow_nan=False)


def table_memory(text: str | bytes) -> dict | None:
    """The table's memory kept in a save's text (see :func:`document`), or
    None: none kept, another version, or anything not readable (never
    raises: the game itself is read by :func:`parse_save`)."""
    from cardtable.engine.loading import MAX_DEPTH, parse_save_text
    try:
        doc = parse_save_text(text, limit=MAX_SAVE_BYTES, max_depth=MAX_DEPTH + 1)
    except Exception:  # noqa: BLE001 - a damaged file: parse_save says why
        return None
    part = doc.get(TABLE_KEY) if isinstance(doc, dict) else None
    if not isinstance(part, dict) or type(part.get("version")) is not int or part["version"] != TABLE_VERSION:
        return None
    return {k: v for k, v in part.items() if k != "version"}


def parse_save(text: str | bytes) -> tuple[GameSetup, GameState]:
    """Read the text of a save, the whole document as strictly as the engine
    reads its part; raises :class:`SaveError` (an English reason for the log,
    a ``kind`` for :func:`save_error_text`) for anything that is not a
    complete, consistent game, and nothing else escapes.

    In order: the size; the JSON, parsed by the engine's own reader
    (:func:`cardtable.engine.loading.parse_save_text`: no NaN, no Infinity, no
    number too large for a float, a bounded depth -- anywhere in the document);
    exactly the keys :func:`document` writes (its optional table's memory is
    read apart, by :func:`table_memory`, and never refuses a game); the format and its version (a
    whole number); the setup (:meth:`GameSetup.from_dict`: seats, names,
    levels, seed, and options that ``new_game`` accepts); the engine's state
    (:func:`cardtable.engine.load_game`); then the two must agree: the same
    game, player count and options (the setup's options with the defaults
    filled in are the state's), kind ``"mismatch"`` otherwise.  The setup's
    seed is not compared: it only seeds the computer players."""
    from cardtable.engine import load_game
    from cardtable.engine.loading import MAX_DEPTH, parse_save_text, short_repr
    from cardtable.ui.setup import GameSetup
    doc = parse_save_text(text, limit=MAX_SAVE_BYTES, max_depth=MAX_DEPTH + 1)
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise SaveError("not a cardtable save", kind="not_a_save")
    version = doc.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        newer = type(version) is int and version > SAVE_VERSION
        raise SaveError(f"unsupported version {short_repr(version)}", kind="newer" if newer else "version")
    if set(doc) - {TABLE_KEY} != set(DOCUMENT_KEYS):
        raise SaveError(f"the save is not an object with exactly {', '.join(DOCUMENT_KEYS)} "
                        f"(and, optionally, {TABLE_KEY})", kind="not_a_save")
    setup = GameSetup.from_dict(doc["setup"])
    state = load_game(json.dumps(doc["state"], allow_nan=False))
    if state.game_id != setup.game_id or state.players != setup.players:
        raise SaveError("the setup does not match the saved state", kind="mismatch")
    if type(state).resolve_options(setup.options) != state.options:
        raise SaveError("the options of the setup are not those of the saved state", kind="mismatch")
    return setup, state


def read_save(path: Path) -> tuple[GameSetup, GameState]:
    """Read the save at ``path`` (refused by its size before it is read)."""
    setup, state, _memory = read_save_with_memory(path)
    return setup, state


def read_save_with_memory(path: Path) -> tuple[GameSetup, GameState, dict | None]:
    """:func:`read_save`, and the table's memory kept with the game (None
    when there is none or it cannot be read: :func:`table_memory`)."""
    try:
        size = Path(path).stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"file of {size} bytes", kind="too_big")
        with open(path, "rb") as fh:
            data = fh.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise SaveError(f"unreadable file: {exc}", kind="unreadable") from None
    setup, state = parse_save(data)
    return setup, state, table_memory(data)


def set_aside(path: Path, label: str = "unreadable") -> Path:
    """Rename ``path`` to ``<stem>.<label>-<date>-<time>[-n]<suffix>`` beside it
    (never overwriting an earlier copy); return the new path.  Raises OSError
    when it cannot be renamed (the file is then left where it is)."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 1
    while True:
        extra = "" if n == 1 else f"-{n}"
        target = path.with_name(f"{path.stem}.{label}-{stamp}{extra}{path.suffix}")
        try:
            os.link(path, target)        # fails if the target exists: no copy is ever overwritten
        except FileExistsError:
            n += 1
            continue
        except OSError:
            if target.exists():          # no hard links here: check, then rename
                n += 1
                continue
            path.rename(target)
            return target
        try:
            path.unlink()
        except OSError:
            target.unlink(missing_ok=True)
            raise
        return target


# -------------------------------------------------------------------- log
def log_path() -> Path:
    """``cardtable.log`` where the saves go (the data folder, or the folder chosen)."""
    return save_dir() / LOG_NAME


def ensure_log_file() -> Path | None:
    """Send the ``cardtable`` logger to ``cardtable.log`` where the saves go
    (rotating: at most ``LOG_MAX_BYTES`` × (1 + ``LOG_BACKUPS``)); follows that
    folder if it changed (another folder chosen).  Returns its path, or None when the folder
    cannot be written (never raises)."""
    path = log_path()
    for h in list(log.handlers):
        if getattr(h, "cardtable_log", False):
            if Path(h.baseFilename) == path:  # type: ignore[attr-defined]
                return path
            log.removeHandler(h)
            h.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.cardtable_log = True  # type: ignore[attr-defined]
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    if log.level == logging.NOTSET or log.level > logging.INFO:
        log.setLevel(logging.INFO)
    return path

"""Where the statistics are kept: ``statistics.json`` beside the saves.

:func:`load` reads it from the folder the saves go to
(:func:`cardtable.ui.storage.save_dir`: the user data folder, or the folder
the person chose when saving failed; a chosen folder without figures yet
starts from those of the data folder), strictly (:mod:`cardtable.stats`); a
file that cannot be used is moved aside (never deleted) and a sentence, in
the user's language, says why and where it was kept; the statistics then
start empty.  :func:`record_game` adds a finished game (each human seat's
result, won or not, with help or not) and writes the file atomically; a file
that cannot be written is reported to the caller (``on_write_failure``),
which keeps the results to write them again
(:meth:`cardtable.ui.controller.GameController.retry_stats`).  No widget here:
the dialog is :mod:`cardtable.ui.window.stats`.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from cardtable import games
from cardtable import stats as model
from cardtable.ui import storage
from cardtable.ui.i18n import tr_context

Statistics = tr_context("Statistics")

FILE_NAME = "statistics.json"


def stats_path() -> Path:
    """``statistics.json`` beside the autosave (the data folder, or the folder
    chosen), the folder created if possible."""
    return storage.autosave_path().with_name(FILE_NAME)


def _source(path: Path) -> Path:
    """Where to read the figures of ``path``: itself, or (a chosen folder
    without figures yet) the data folder's file."""
    try:
        if path.exists():
            return path
        fallback = storage.default_data_dir() / FILE_NAME
        if path == stats_path() and fallback != path and fallback.is_file():
            return fallback
    except OSError:
        pass
    return path


def _set_aside(path: Path) -> Path:
    """Move ``path`` aside under a name no other file has (never overwrite)."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    n = 0
    while True:
        target = path.with_name(f"{path.stem}.unreadable-{stamp}{'-' + str(n) if n else ''}{path.suffix}")
        if not target.exists():
            break
        n += 1
    path.rename(target)
    return target


def load(path: Path | None = None) -> tuple[dict[str, Any], str | None]:
    """The statistics, and a translated warning when the file was set aside (else None)."""
    path = _source(path or stats_path())
    try:
        if not path.exists():
            return model.empty(), None
        size = path.stat().st_size
        if size > model.MAX_BYTES:
            raise model.StatsError(f"the file is too large ({size} bytes)")
        return model.parse(path.read_bytes()), None
    except (model.StatsError, OSError) as exc:
        reason = str(exc)
    try:
        aside: Path | None = _set_aside(path)
    except OSError:
        aside = None
    import logging
    logging.getLogger("cardtable").warning("statistics file unusable (%s), kept as %s", reason, aside)
    if aside is None:
        return model.empty(), Statistics.tr(
            "The statistics file {file} is damaged and could not be moved aside; new figures start "
            "from zero.").format(file=str(path))
    return model.empty(), Statistics.tr(
        "The statistics file was damaged. It was kept aside, not deleted, as {file} in the folder "
        "{folder}; new figures start from zero.").format(file=aside.name, folder=str(aside.parent))


def write(doc: dict[str, Any], path: Path | None = None) -> None:
    """Write the figures atomically; raises :class:`cardtable.ui.storage.WriteFailure`."""
    storage.write_atomic(path or stats_path(), model.dumps(doc))


def save(doc: dict[str, Any], path: Path | None = None) -> bool:
    try:
        write(doc, path)
    except OSError:
        return False
    return True


def today() -> str:
    return _dt.date.today().isoformat()


def record_games(results: Sequence[tuple[Any, Sequence[int]]],
                 on_write_failure: Callable[[storage.WriteFailure], None] | None = None) -> str | None:
    """Record finished games (``(setup, totals)`` each) for each human seat
    and write the file; returns a translated warning when the old file had to
    be set aside (else None).  A file that cannot be written is logged and
    given to ``on_write_failure`` (nothing is recorded then)."""
    doc, warning = load()
    for setup, totals in results:
        rule = games.game_info(setup.game_id).result
        winners = set(rule.winners(list(totals)))
        for seat in setup.human_seats:
            model.add_result(doc, setup.game_id, setup.names[seat], int(totals[seat]), seat in winners,
                             bool(getattr(setup, "help_used", False)), today(), rule.higher_is_better)
    try:
        write(doc)
    except storage.WriteFailure as exc:
        import logging
        logging.getLogger("cardtable").error("the statistics could not be written (%s): %s", exc.kind, exc)
        if on_write_failure is not None:
            on_write_failure(exc)
    return warning


def record_game(setup: Any, totals: list[int],
                on_write_failure: Callable[[storage.WriteFailure], None] | None = None) -> str | None:
    """Record one finished game: see :func:`record_games`."""
    return record_games([(setup, totals)], on_write_failure)


def reset(path: Path | None = None) -> bool:
    """Empty the statistics (the file holds an empty document)."""
    return save(model.empty(), path)

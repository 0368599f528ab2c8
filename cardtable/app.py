"""Command line and application start-up.

``cardtable [--lang fr|en] [--demo GAME [--seed N] [--level L] [--exit]] [--lesson GAME [--exit]]``
``cardtable --serve GAME [--port P] [--code C] [--seats S,S,...] [--address A] [--takeover SECONDS] [--name N]
[--no-reclaim] [--exit]``
``cardtable --join HOST:PORT --code C --name N --computer LEVEL [--exit]`` (see :mod:`cardtable.ui.network.cli`)

The command line is parsed before any window exists, so ``--help`` and
``--version`` work without a display; their texts are translated with a
stand-alone ``QTranslator`` (no application object needed).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any

from cardtable import __version__
from cardtable.engine.i18n import QT_TRANSLATE_NOOP
from cardtable.ui.appinfo import name_application

LEVELS = ("facile", "intermediaire", "difficile")

_T = {
    "description": QT_TRANSLATE_NOOP("cli", "Card table: Peech, Les Auteurs, Atout Pique and Deutch."),
    "lang": QT_TRANSLATE_NOOP("cli", "language of the interface (default: French)"),
    "demo": QT_TRANSLATE_NOOP("cli", "open the table with every seat played by the computer"),
    "seed": QT_TRANSLATE_NOOP("cli", "seed of the demo game (default: 1)"),
    "level": QT_TRANSLATE_NOOP("cli", "level of the computer players (default: intermediaire)"),
    "exit": QT_TRANSLATE_NOOP("cli", "with --demo: play without animations, print the final totals as JSON and quit; "
                                     "with --lesson: play the lesson through, print its result as JSON and quit; "
                                     "with --serve: computers play without pauses, quit at the end; "
                                     "with --join: print the final totals as JSON at the end"),
    "lesson": QT_TRANSLATE_NOOP("cli", "open the lesson of a game (Help > Learn to play)"),
    "version": QT_TRANSLATE_NOOP("cli", "show the version and quit"),
    "help": QT_TRANSLATE_NOOP("cli", "show this help and quit"),
    "not_built": QT_TRANSLATE_NOOP("cli", "The game {game} is not available yet in this version."),
    "unknown_game": QT_TRANSLATE_NOOP("cli", "Unknown game {game}; the games are: {games}."),
    "exit_needs_demo": QT_TRANSLATE_NOOP("cli", "--exit only makes sense with --demo or --lesson."),
    "demo_and_lesson": QT_TRANSLATE_NOOP("cli", "--demo and --lesson cannot be used together."),
    "no_lesson": QT_TRANSLATE_NOOP("cli", "There is no lesson for {game}; the lessons are: {games}."),
    "usage": QT_TRANSLATE_NOOP("cli", "usage: "),
    "options": QT_TRANSLATE_NOOP("cli", "options"),
    "error": QT_TRANSLATE_NOOP("cli", "{prog}: error: {message}"),
    "unrecognized": QT_TRANSLATE_NOOP("cli", "unknown argument(s): {args}."),
    "needs_value": QT_TRANSLATE_NOOP("cli", "the option {option} needs a value."),
    "no_value": QT_TRANSLATE_NOOP("cli", "the option {option} takes no value."),
    "not_understood": QT_TRANSLATE_NOOP("cli", "the command line is not understood ({detail})."),
    "bad_level": QT_TRANSLATE_NOOP("cli", "unknown level {level}; the levels are: {levels}."),
    "bad_lang": QT_TRANSLATE_NOOP("cli", "unknown language {lang}; the languages are: {langs}."),
    "bad_seed": QT_TRANSLATE_NOOP("cli", "the seed must be a whole number, not {value}."),
    "help_hint": QT_TRANSLATE_NOOP("cli", "cardtable --help lists the options."),
    "serve": QT_TRANSLATE_NOOP("cli", "host a network game of GAME in this terminal (Ctrl+C saves and stops)"),
    "port": QT_TRANSLATE_NOOP("cli", "with --serve: the port to listen on (default: the port of the last "
                                     "hosting when it is free, else a free one)"),
    "code": QT_TRANSLATE_NOOP("cli", "the table code (with --serve: default, a new one)"),
    "seats": QT_TRANSLATE_NOOP("cli", "with --serve: each seat, remote or a computer level, separated by commas "
                                      "(default: every seat remote)"),
    "address": QT_TRANSLATE_NOOP("cli", "with --serve: the address to listen on (default: every network)"),
    "takeover": QT_TRANSLATE_NOOP("cli", "with --serve: seconds before a computer plays a seat whose player left "
                                         "(default: 30; 0: at once)"),
    "reclaim": QT_TRANSLATE_NOOP("cli", "with --serve: a seat whose player left cannot be taken back by giving "
                                        "its name with the table code (by default it can: a player who lost "
                                        "the seat's token, on another computer, comes back; a connected "
                                        "player's seat is never given)"),
    "join": QT_TRANSLATE_NOOP("cli", "join the network game at HOST:PORT with a computer player"),
    "name": QT_TRANSLATE_NOOP("cli", "with --join: the name shown at the table; with --serve: the table's name "
                              "in the list of tables on the network (default: this computer's name)"),
    "computer": QT_TRANSLATE_NOOP("cli", "with --join: the level of the computer player that plays the seat"),
    "net_alone": QT_TRANSLATE_NOOP("cli", "--serve and --join are used alone (not with --demo, --lesson "
                                          "or each other)."),
    "join_needs": QT_TRANSLATE_NOOP("cli", "--join needs --code, --name and --computer."),
    "bad_target": QT_TRANSLATE_NOOP("cli", "{value} is not HOST:PORT (for example 192.168.1.20:5000)."),
    "bad_port": QT_TRANSLATE_NOOP("cli", "the port must be a whole number from 0 to 65535, not {value}."),
    "bad_seats": QT_TRANSLATE_NOOP("cli", "{value} is not a list of seats for {game}: {count} seats, each remote "
                                          "or a level ({levels})."),
    "bad_name": QT_TRANSLATE_NOOP("cli", "the name must have 1 to 40 printable characters."),
    "bad_code": QT_TRANSLATE_NOOP("cli", "the table code has 6 letters and digits (for example K7M2QX), "
                                         "not {value}."),
    "bad_takeover": QT_TRANSLATE_NOOP("cli", "--takeover must be a whole number of seconds, not {value}."),
}
#: the levels' names as the program shows them (French and English), any case, accents optional
LEVEL_NAMES = {"facile": "facile", "easy": "facile", "intermediaire": "intermediaire",
               "intermediate": "intermediaire", "moyen": "intermediaire", "difficile": "difficile",
               "hard": "difficile", "difficult": "difficile"}


def _cli_translator(lang: str):  # -> callable(str) -> str
    if lang == "en":
        return lambda s: s
    try:
        from cardtable.ui.i18n import app_translator
        t = app_translator(lang)
    except Exception:  # pragma: no cover - Qt missing entirely
        t = None
    if t is None:
        return lambda s: s
    return lambda s: t.translate("cli", s) or s


def _prescan_lang(argv: Sequence[str]) -> str | None:
    for i, a in enumerate(argv):
        if a.startswith("--lang="):
            return a.split("=", 1)[1]
        if a == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
    return None


def _saved_language() -> str:
    from cardtable.ui.settings import read
    name_application()
    return str(read("language"))


def _fold(text: str) -> str:
    """Lower case without accents: "Intermédiaire" -> "intermediaire"."""
    import unicodedata
    text = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def parse_level(text: str) -> str | None:
    """The level id for a name the program shows ("Difficile", "hard", "intermediaire"…), or None."""
    return LEVEL_NAMES.get(text) or LEVEL_NAMES.get(_fold(text))


def parse_game(text: str, known: Sequence[str]) -> str | None:
    """The game id for an id or a shown name ("atout_pique", "Atout Pique", "Les Auteurs"), or None."""
    folded = _fold(text).replace("-", " ").replace("_", " ")
    for prefix in ("les ", "le ", "la ", "the "):
        if folded.startswith(prefix):
            folded = folded[len(prefix):]
    key = "_".join(folded.split())
    return key if key in known else None


class UsageError(Exception):
    """A command-line error, already translated."""


class _Formatter(argparse.HelpFormatter):
    t: Any = staticmethod(lambda s: s)

    def add_usage(self, usage, actions, groups, prefix=None):  # type: ignore[no-untyped-def]
        return super().add_usage(usage, actions, groups, self.t(_T["usage"]) if prefix is None else prefix)


class _Parser(argparse.ArgumentParser):
    """argparse with its messages in the program's language: the few errors
    argparse itself reports are recognised and said again in translated
    words; values (level, language, seed) are checked after parsing with
    messages of our own."""

    t: Any = staticmethod(lambda s: s)

    def error(self, message: str):  # type: ignore[override]
        import re
        t = self.t
        m = re.match(r"unrecognized arguments?: (.*)", message)
        if m:
            raise UsageError(t(_T["unrecognized"]).format(args=m.group(1)))
        m = re.match(r"argument (\S+?)(?:/\S+)?: expected (?:one|at least one) argument", message)
        if m:
            raise UsageError(t(_T["needs_value"]).format(option=m.group(1)))
        m = re.match(r"argument (\S+?)(?:/\S+)?: ignored explicit argument", message)
        if m:
            raise UsageError(t(_T["no_value"]).format(option=m.group(1)))
        raise UsageError(t(_T["not_understood"]).format(detail=message))


def build_parser(t, base: type[argparse.ArgumentParser] | None = None) -> argparse.ArgumentParser:
    """The parser with its texts in ``t``'s language (``base``: the parser class, default :class:`_Parser`)."""
    formatter = type("Formatter", (_Formatter,), {"t": staticmethod(t)})
    parser_cls = type("Parser", (base or _Parser,), {"t": staticmethod(t)})
    p = parser_cls(prog="cardtable", description=t(_T["description"]), add_help=False, allow_abbrev=False,
                   formatter_class=formatter)
    p._optionals.title = t(_T["options"])
    p.add_argument("-h", "--help", action="help", help=t(_T["help"]))
    p.add_argument("--version", action="version", version=f"cardtable {__version__}", help=t(_T["version"]))
    p.add_argument("--lang", metavar="fr|en", help=t(_T["lang"]))
    p.add_argument("--demo", metavar="GAME", help=t(_T["demo"]))
    p.add_argument("--seed", default="1", help=t(_T["seed"]))
    p.add_argument("--level", default="intermediaire", metavar="LEVEL", help=t(_T["level"]))
    p.add_argument("--lesson", metavar="GAME", help=t(_T["lesson"]))
    p.add_argument("--exit", action="store_true", help=t(_T["exit"]))
    p.add_argument("--serve", metavar="GAME", help=t(_T["serve"]))
    p.add_argument("--port", metavar="P", help=t(_T["port"]))
    p.add_argument("--code", metavar="C", help=t(_T["code"]))
    p.add_argument("--seats", metavar="S,S,...", help=t(_T["seats"]))
    p.add_argument("--address", metavar="A", default="0.0.0.0", help=t(_T["address"]))
    p.add_argument("--takeover", metavar="SECONDS", default="30", help=t(_T["takeover"]))
    p.add_argument("--no-reclaim", dest="reclaim", action="store_false", help=t(_T["reclaim"]))
    p.add_argument("--join", metavar="HOST:PORT", help=t(_T["join"]))
    p.add_argument("--name", metavar="N", help=t(_T["name"]))
    p.add_argument("--computer", metavar="LEVEL", help=t(_T["computer"]))
    return p


def _usage_error(parser: argparse.ArgumentParser, t, message: str) -> int:
    parser.print_usage(sys.stderr)
    print(t(_T["error"]).format(prog=parser.prog, message=message), file=sys.stderr)
    print(t(_T["help_hint"]), file=sys.stderr)
    return 2


class _NeedsWords(Exception):
    """Raised by the quiet first reading when something must be said."""


class _QuietParser(argparse.ArgumentParser):
    """The quiet first reading of the command line: anything to print (help,
    version, an error) stops it, so the words are only translated when needed."""

    def error(self, message: str):  # type: ignore[override]
        raise _NeedsWords(message)

    def _print_message(self, message, file=None):  # type: ignore[no-untyped-def]
        raise _NeedsWords(message)


def _read_command_line(args_list: list[str], t, shown: str = "fr") -> argparse.Namespace | int:  # type: ignore[no-untyped-def]
    """The options checked, or the exit code once the message is printed.

    ``t`` None: the quiet reading (no translator, no message): anything to say
    raises :class:`_NeedsWords`."""
    quiet = t is None
    if quiet:
        t = _identity
    parser = build_parser(t, _QuietParser if quiet else None)

    def usage_error(message: str) -> int:
        if quiet:
            raise _NeedsWords(message)
        return _usage_error(parser, t, message)

    def refuse(message: str) -> int:
        if quiet:
            raise _NeedsWords(message)
        print(message, file=sys.stderr)
        return 2

    try:
        args = parser.parse_args(args_list)
    except SystemExit as exc:  # --help, --version (0)
        return int(exc.code or 0)
    except UsageError as exc:
        return usage_error(str(exc))
    if args.lang is not None and args.lang not in ("fr", "en"):
        return usage_error(t(_T["bad_lang"]).format(lang=args.lang, langs="fr, en"))
    level = parse_level(args.level)
    if level is None:
        return usage_error(t(_T["bad_level"]).format(level=args.level, levels=", ".join(LEVELS)))
    args.level = level
    try:
        args.seed = int(args.seed)
    except ValueError:
        return usage_error(t(_T["bad_seed"]).format(value=args.seed))
    if args.serve or args.join:
        if quiet:
            raise _NeedsWords("network")     # the network commands speak: read again with the words
        return run_network(args, parser, t, shown)
    if args.exit and not (args.demo or args.lesson):
        return usage_error(t(_T["exit_needs_demo"]))
    if args.demo and args.lesson:
        return usage_error(t(_T["demo_and_lesson"]))
    if args.lesson:
        from cardtable.lessons import available_lessons
        lessons = available_lessons()
        game = parse_game(args.lesson, lessons)
        if game is None:
            return refuse(t(_T["no_lesson"]).format(game=args.lesson, games=", ".join(lessons)))
        args.lesson = game
    if args.demo:
        from cardtable.engine import GAME_IDS, GameNotAvailable, game_class
        from cardtable.games import declared_games
        known = tuple(dict.fromkeys((*GAME_IDS, *declared_games())))
        game = parse_game(args.demo, known)
        if game is None:
            return refuse(t(_T["unknown_game"]).format(game=args.demo, games=", ".join(known)))
        args.demo = game
        try:
            game_class(args.demo)
        except GameNotAvailable:
            return refuse(t(_T["not_built"]).format(game=args.demo))
    return args


def _identity(text: str) -> str:
    return text


#: the options of a plain start (no argument): what the command line's
#: reading gives for an empty line (``tests/test_startup.py`` compares them)
_DEFAULTS: dict[str, Any] = {
    "lang": None, "demo": None, "seed": 1, "level": "intermediaire", "lesson": None, "exit": False,
    "serve": None, "port": None, "code": None, "seats": None, "address": "0.0.0.0", "takeover": "30",
    "join": None, "name": None, "computer": None, "reclaim": True,
}


def default_options() -> argparse.Namespace:
    """The options of a plain start, without building the parser."""
    return argparse.Namespace(**_DEFAULTS)


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line (errors in the program's language: ``--lang``,
    else the language setting, French by default) and run the program.

    The line is read quietly first, untranslated: a normal start loads no
    translator and reads no setting before the window; only when something
    must be printed (help, version, an error) is it read again in the
    program's language."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list:
        return run_gui(default_options(), None)       # a plain start: nothing to read
    pre = _prescan_lang(args_list)
    lang = pre if pre in ("fr", "en") else None
    try:
        read = _read_command_line(args_list, None)
    except _NeedsWords:
        try:
            shown = lang or _saved_language()
        except Exception:  # noqa: BLE001 - no Qt settings: French
            shown = "fr"
        read = _read_command_line(args_list, _cli_translator(shown), lang or shown)
    if isinstance(read, int):
        return read
    return run_gui(read, lang)


def _install_crash_handler(window: Any) -> None:
    """``cardtable.log`` in the user data folder, Qt's warnings into it, and a
    crash handler (an unexpected exception: logged, a dialog to go on or quit)."""
    from PySide6.QtCore import qInstallMessageHandler

    from cardtable.ui.storage import ensure_log_file
    from cardtable.ui.window.crash import CrashHandler, qt_message_handler
    ensure_log_file()   # never raises
    qInstallMessageHandler(qt_message_handler)
    window.crash = CrashHandler(window)
    window.crash.install()


def _table_code(args: argparse.Namespace) -> bool:
    """One rule for table codes everywhere (:func:`cardtable.net.protocol.valid_code`):
    a code ``--serve`` takes can be typed in the join dialog.  False if it
    breaks the rule; else ``args.code`` is written as it is shown (capitals,
    no spaces)."""
    from cardtable.net.protocol import valid_code
    if not valid_code(args.code):
        return False
    args.code = "".join(args.code.replace("-", " ").split()).upper()
    return True


def _good_name(name: str) -> bool:
    """A name the network carries (``--join``'s player, ``--serve``'s table):
    1 to 40 printable characters, spaces round it ignored
    (:data:`cardtable.net.protocol.MAX_NAME`)."""
    from cardtable.net.protocol import MAX_NAME
    name = name.strip()
    return 1 <= len(name) <= MAX_NAME and name.isprintable()


def run_network(args: argparse.Namespace, parser: argparse.ArgumentParser, t, lang: str) -> int:
    """``--serve`` or ``--join``: checked here, run without a window (:mod:`cardtable.ui.network.cli`)."""
    if (args.serve and args.join) or args.demo or args.lesson:
        return _usage_error(parser, t, t(_T["net_alone"]))
    if args.serve:
        from cardtable.engine import GAME_IDS, GameNotAvailable, game_class
        game = parse_game(args.serve, GAME_IDS)
        if game is None:
            print(t(_T["unknown_game"]).format(game=args.serve, games=", ".join(GAME_IDS)), file=sys.stderr)
            return 2
        try:
            engine = game_class(game)
        except GameNotAvailable:
            print(t(_T["not_built"]).format(game=args.serve), file=sys.stderr)
            return 2
        try:
            port = int(args.port) if args.port is not None else 0
        except ValueError:
            port = -1
        if not 0 <= port <= 65535:
            return _usage_error(parser, t, t(_T["bad_port"]).format(value=args.port))
        try:
            takeover = int(args.takeover)
        except ValueError:
            takeover = -1
        if takeover < 0:
            return _usage_error(parser, t, t(_T["bad_takeover"]).format(value=args.takeover))
        seats = None
        if args.seats is not None:
            items = [x.strip() for x in args.seats.split(",")]
            seats = [x if x.lower() == "remote" else parse_level(x) for x in items]
            if any(x is None for x in seats) or not engine.min_players <= len(seats) <= engine.max_players:
                low, high = engine.min_players, engine.max_players
                return _usage_error(parser, t, t(_T["bad_seats"]).format(
                    value=args.seats, game=game, levels=", ".join(LEVELS),
                    count=str(low) if low == high else f"{low}-{high}"))
            seats = ["remote" if x.lower() == "remote" else x for x in seats]
        if args.code is not None and not _table_code(args):
            return _usage_error(parser, t, t(_T["bad_code"]).format(value=args.code))
        if args.name is not None and not _good_name(args.name):
            # the table's name as the network lists it: refused as --join refuses a
            # player's name, rather than cut (the person chose it; they choose a shorter one)
            return _usage_error(parser, t, t(_T["bad_name"]))
        from cardtable.ui.network.cli import serve
        return serve(game, lang, port=port, code=args.code, seats=seats, address=args.address,
                     takeover_s=takeover, fast=args.exit, table_name=args.name, reclaim=args.reclaim)
    if not (args.code and args.name and args.computer):
        return _usage_error(parser, t, t(_T["join_needs"]))
    level = parse_level(args.computer)
    if level is None:
        return _usage_error(parser, t, t(_T["bad_level"]).format(level=args.computer, levels=", ".join(LEVELS)))
    host, _, port_text = args.join.rpartition(":")
    if not host or not port_text.isdigit() or not 0 < int(port_text) <= 65535:
        return _usage_error(parser, t, t(_T["bad_target"]).format(value=args.join))
    name = args.name.strip()
    if not _good_name(name):
        return _usage_error(parser, t, t(_T["bad_name"]))
    if not _table_code(args):
        return _usage_error(parser, t, t(_T["bad_code"]).format(value=args.code))
    from cardtable.ui.network.cli import join
    return join(args.join, args.code, name, level, lang, exit_at_end=args.exit)


def set_window_icon(app: Any) -> None:
    """The program's icon for its windows (``assets/icon.svg``)."""
    from pathlib import Path

    from PySide6.QtGui import QIcon
    icon = Path(__file__).resolve().parent / "assets" / "icon.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))


def run_gui(args: argparse.Namespace, lang: str | None) -> int:
    # nothing here touches Qt's ``Qt`` namespace before the first frame
    # (PySide6 creates all its enums at once on first use): see
    # cardtable.ui.table.view
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    name_application()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("cardtable")   # links the window to packaging/linux/cardtable.desktop

    from cardtable.ui import i18n
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    settings = Settings()
    chosen = lang or settings.get("language")
    i18n.install(chosen, defer_dialogs=True)    # settled as the window builds the rest
    # the name the system adds after every window title, in the chosen language
    app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Card table"))
    window = MainWindow(settings)
    # the log and the crash handler are set up as the window is built (before
    # anything can be clicked): see MainWindow.ensure_built
    window.building.connect(lambda: _install_crash_handler(window))
    result: dict[str, object] = {}
    if args.demo:
        window.start_demo(args.demo, seed=args.seed, level=args.level, fast=args.exit)
        if args.exit:
            def finished(totals: list[int]) -> None:
                result["totals"] = totals
                QCoreApplication.exit(0)
            window.demo_finished.connect(finished)
    if args.lesson:
        if args.exit:
            def lesson_done(game_id: str, steps: int, completed: bool) -> None:
                result["lesson"] = {"lesson": game_id, "steps": steps, "completed": completed}
                QCoreApplication.exit(0)
            window.lessons.lesson_done.connect(lesson_done)
        window.lessons.start(args.lesson, auto=args.exit)
    # the window's icon (an SVG: QIcon and the SVG icon plugin) comes just
    # after the first frame, which the window manager decorates: it draws the
    # icon in the title bar and the task bar, not the program
    window.first_paint.connect(lambda: set_window_icon(app))
    window.show()
    if not args.demo and not args.lesson and not os.environ.get("CARDTABLE_STARTUP_PROBE"):
        # the felt first, then the resume offer or the New game dialog
        window.first_paint.connect(lambda: QTimer.singleShot(0, window.startup))
    if os.environ.get("CARDTABLE_STARTUP_PROBE"):
        window.first_paint.connect(lambda: (print("painted", flush=True), QCoreApplication.exit(0)))
    code = app.exec()
    import json
    if args.lesson and args.exit:
        if "lesson" not in result:
            return 1
        print(json.dumps(result["lesson"]), flush=True)
        return 0
    if args.demo and args.exit:
        if "totals" not in result:
            return 1
        print(json.dumps({"game": args.demo, "seed": args.seed, "totals": result["totals"]}), flush=True)
    return int(code)

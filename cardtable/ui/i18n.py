"""Languages and translators.

French is the default language.  Qt's own ``qtbase_<lang>`` catalogue is
installed first (standard dialogs, buttons, Qt's own file dialog; the
system's file dialog is used only when it speaks the same language), found
in Qt's translations folder, else in PySide6's own ``Qt/translations`` (where
the frozen program carries it: :func:`qt_translation_dirs`); then the
application's ``cardtable_<lang>.qm`` shipped inside the package
(``cardtable/translations``), which also holds the few Qt texts Qt's
catalogue lacks (:mod:`cardtable.ui.qt_texts`) and, installed last, is asked
first.
The sources are ``translations/cardtable_*.ts``; ``python scripts/update_translations.py``
regenerates them and compiles the ``.qm`` files.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES: tuple[str, ...] = ("fr", "en")
DEFAULT_LANGUAGE = "fr"
QM_DIR = Path(__file__).resolve().parent.parent / "translations"

_installed: list[QTranslator] = []
_current = DEFAULT_LANGUAGE
_dialogs_pending = False      # install(defer_dialogs=True) ran: settle_dialogs() chooses them


def app_translator(lang: str) -> QTranslator | None:
    """The application's translator for ``lang`` (None if the file is missing)."""
    tr = QTranslator()
    if tr.load(str(QM_DIR / f"cardtable_{lang}.qm")):
        return tr
    return None


def qt_translation_dirs() -> list[str]:
    """Where Qt's own catalogues may be: Qt's translations folder, then
    PySide6's ``Qt/translations`` (the same in a source run; in the frozen
    program the one the bundle carries)."""
    dirs = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)]
    try:
        import PySide6
        dirs.append(str(Path(PySide6.__file__).resolve().parent / "Qt" / "translations"))
    except (ImportError, TypeError):   # pragma: no cover - PySide6 without a file
        pass
    return [d for i, d in enumerate(dirs) if d and d not in dirs[:i]]


def qt_translator(lang: str, parent: Any = None) -> QTranslator | None:
    """Qt's own ``qtbase_<lang>`` catalogue (None when none is found)."""
    qt = QTranslator(parent)
    for folder in qt_translation_dirs():
        if qt.load(f"qtbase_{lang}", folder):
            return qt
    return None


def install(lang: str, defer_dialogs: bool = False) -> str:
    """Install Qt's and the application's translators for ``lang``; return it.

    ``defer_dialogs``: the choice of the file dialogs (the system's or Qt's,
    see :func:`settle_dialogs`) waits for :func:`settle_dialogs` (the main
    window makes it right after its first frame, before any dialog can
    open: it needs Qt's ``Qt`` namespace, which the first frame does
    without)."""
    global _current, _dialogs_pending
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    app = QCoreApplication.instance()
    for t in _installed:
        QCoreApplication.removeTranslator(t)
    _installed.clear()
    qt = qt_translator(lang, app)
    if qt is not None:
        QCoreApplication.installTranslator(qt)
        _installed.append(qt)
    own = app_translator(lang)
    if own is not None:
        QCoreApplication.installTranslator(own)
        _installed.append(own)
    QLocale.setDefault(QLocale(QLocale.Language.French if lang == "fr" else QLocale.Language.English))
    _current = lang
    _dialogs_pending = True
    if not defer_dialogs:
        settle_dialogs()
    return lang


def settle_dialogs() -> None:
    """The file dialogs for the installed language: the system's own dialogs
    speak the system's language; when it is not the program's, Qt's dialogs
    (translated by ``qtbase_<lang>``) are used.  Made once per :func:`install`."""
    global _dialogs_pending
    if not _dialogs_pending:
        return
    _dialogs_pending = False
    from PySide6.QtCore import Qt
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs,
                                  not native_dialogs_speak(_current))


def native_dialogs_speak(lang: str) -> bool:
    """The system's (native) dialogs are in ``lang``: the system's locale is that language."""
    return QLocale.system().name().split("_")[0] == lang


_translators: dict[str, QTranslator | None] = {}


def in_every_language(context: str, text: str) -> set[str]:
    """``text`` (an English source) and its translation in each language of
    the program, whatever the language of the moment (a default name made
    in one language is known for one in another)."""
    out = {text}
    for lang in LANGUAGES:
        if lang not in _translators:
            _translators[lang] = app_translator(lang)
        tr_ = _translators[lang]
        if tr_ is not None:
            out.add(tr_.translate(context, text) or text)
    return out


def current_language() -> str:
    return _current


def tr(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def engine_text(message: str, args: dict[str, Any] | None = None) -> str:
    """Translate an engine message (context ``engine``) and fill its arguments."""
    text = QCoreApplication.translate("engine", message)
    if args:
        # string arguments (a suit's name, say) are engine texts too
        args = {k: QCoreApplication.translate("engine", v) if isinstance(v, str) else v
                for k, v in args.items()}
        try:
            return text.format(**args)
        except (KeyError, IndexError, ValueError):
            return message.format(**args)
    return text


def error_text(exc: Exception) -> str:
    """The user-facing, translated text of an engine error."""
    message = getattr(exc, "message", None)
    if isinstance(message, str):
        return engine_text(message, getattr(exc, "format_args", None))
    return str(exc)


_CONTEXTS: dict[str, type] = {}


def tr_context(name: str) -> Any:
    """A class whose ``tr`` translates in the context ``name``.

    ``lupdate`` reads ``Name.tr("%n card(s)", "", n)`` as a text of the context
    ``Name`` (plural forms included), which ``QCoreApplication.translate`` with a
    context held in a variable hides from it.  A module binds the class to a
    name spelled like the context (``Auteurs = tr_context("Auteurs")``) and
    writes ``Auteurs.tr(...)``.
    """
    from PySide6.QtCore import QObject
    cls = _CONTEXTS.get(name)
    if cls is None:
        cls = _CONTEXTS[name] = type(name, (QObject,), {"__doc__": f"Translation context {name!r}."})
    return cls

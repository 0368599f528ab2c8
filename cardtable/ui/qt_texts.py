"""Qt's own texts that the Qt catalogue shipped with PySide6 (``qtbase_fr.qm``)
does not translate, because Qt changed their source text after the catalogue
was made: Qt's file dialog says "&Look in:" and "Files of &type:" where the
catalogue knows "Look in:" and "Files of type:".  They are listed here, in
Qt's own translation contexts, so that ``lupdate`` puts them in the
program's catalogue, which is installed after Qt's and is therefore asked
first (:func:`cardtable.ui.i18n.install`).  ``tests/test_window_polish.py``
opens Qt's dialogs in French and fails on any label left in English.
"""

from __future__ import annotations

from cardtable.engine.i18n import QT_TRANSLATE_NOOP

QT_TEXTS: tuple[tuple[str, str], ...] = (
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Look in:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:")),
)

"""The real main window for a benchmark, in private settings and data folders
(nothing of the person's own is read or written): French, animations at
normal speed, at the size asked for, shown.  Used by ``bench_idle.py`` and
``bench_frames.py``."""

from __future__ import annotations

import os
import tempfile
from typing import Any


def bench_window(tag: str, size: str) -> tuple[Any, Any]:
    """``(app, window)`` for the benchmark ``tag`` (its folders' and the
    application's name), the window at ``size`` ("WxH")."""
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    tmp = tempfile.mkdtemp(prefix=f"cardtable-{tag}-")
    QCoreApplication.setOrganizationName(f"cardtable-{tag}")
    QCoreApplication.setApplicationName(f"cardtable-{tag}")
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, tmp)
    os.environ["XDG_DATA_HOME"] = tmp
    app = QApplication.instance() or QApplication([])
    from cardtable.ui import i18n
    i18n.install("fr")
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow

    settings = Settings()
    settings.set("speed", "normal")
    window = MainWindow(settings)
    w, h = (int(x) for x in size.split("x"))
    window.resize(w, h)
    window.show()
    return app, window

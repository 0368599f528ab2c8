"""The main window as the table tests start it: settings of their own, a
size, shown and exposed (``shown_window``)."""

from __future__ import annotations

from typing import Any


def shown_window(qtbot: Any, size: tuple[int, int] | None = (1280, 820), *, pace: bool = True,
                 autosave: bool = True, **settings: Any) -> Any:
    """A ``MainWindow`` on fresh settings (``speed`` "off" unless given, then
    each keyword given: ``speech_pace="lent"``), resized to ``size`` (None:
    the window's own size), shown and exposed.  ``pace=False`` drops the
    computers' thinking delay; ``autosave=False`` writes no autosave."""
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    chosen = Settings()
    chosen.set("speed", "off")
    for key, value in settings.items():
        chosen.set(key, value)
    window = MainWindow(chosen)
    qtbot.addWidget(window)
    if not pace:
        window.controller.pace = False
    if not autosave:
        window.controller.autosave_enabled = False
    if size is not None:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def spy_focus(monkeypatch: Any, *modules: Any, name: Any = None) -> list[str]:
    """The accessibility focus events posted by ``modules`` (each one's
    ``QAccessible`` replaced by a spy that says a screen reader listens), as
    the list of the focused objects' names (``name(obj)``; by default the
    object's text)."""
    from PySide6.QtGui import QAccessible
    focused: list[str] = []
    named = name or (lambda obj: obj.text())

    class Spy:
        Event = QAccessible.Event
        isActive = staticmethod(lambda: True)       # noqa: N815 - Qt's name
        updateAccessibility = staticmethod(          # noqa: N815 - Qt's name
            lambda ev: focused.append(named(ev.object())) if ev.type() == QAccessible.Event.Focus else None)
    for module in modules:
        monkeypatch.setattr(module, "QAccessible", Spy)
    return focused

"""Read Card table through AT-SPI as Orca does (outside the test suite).

Run with the system Python, which has Debian's ``python3-pyatspi``, inside the
same D-Bus session as the program (docs/accessibility.md gives the whole
session: Xvfb, ``at-spi-bus-launcher --launch-immediately``,
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``)::

    /usr/bin/python3 scripts/atspi_listen.py tree.log tree
    /usr/bin/python3 scripts/atspi_listen.py dialog.log tree "Nouvelle partie"
    /usr/bin/python3 scripts/atspi_listen.py heard.log listen 60

``tree`` writes the accessible tree under the "Table de jeu" object (the
window's when there is none), or under the window whose title starts with
the name given (a dialog); ``listen`` writes every ``object:announcement`` (with
the seconds since it began listening) and every focus change for the given
number of seconds (it listens to name and value changes too, as Orca does,
so that a focused object is read by its name of the moment).  Two sessions
on one machine each need their own AT-SPI bus: start each under its own
``XDG_RUNTIME_DIR`` (the bus's socket lives there, or in ``~/.cache/at-spi``
shared by every session of the user).  A control labelled
by another (a combo box by its label, as Orca reads it) shows
``labelled by 'Jeu :'``.
"""

from __future__ import annotations

import sys
import time
from typing import Any

import pyatspi  # type: ignore[import-not-found]  # Debian's python3-pyatspi
from gi.repository import GLib  # type: ignore[import-not-found]


def main() -> int:
    out = open(sys.argv[1], "w", encoding="utf-8")  # noqa: SIM115 - kept open for the listener

    def log(text: str) -> None:
        print(text, file=out, flush=True)

    if sys.argv[2] == "tree":
        app = None
        for _ in range(40):
            app = find_app()
            if app is not None:
                break
            time.sleep(0.5)
        log(f"application: {app.name if app else None}")
        if len(sys.argv) > 3:
            top = None
            for _ in range(40):
                top = next((w for w in app if w is not None and (w.name or "").startswith(sys.argv[3])), None) \
                    if app is not None else None
                if top is not None:
                    break
                time.sleep(0.5)
            dump(top, log)
            return 0
        table = find_named(app, "Table de jeu") if app is not None else None
        dump(table if table is not None else app, log)
        return 0

    start = time.monotonic()

    def on_event(ev: Any) -> None:
        try:
            if ev.type.startswith("object:announcement"):
                # the seconds since listening began: the pace of the announcements
                log(f"{time.monotonic() - start:6.1f} s  ANNOUNCEMENT: {ev.any_data}")
            elif ev.type.startswith("object:property-change"):
                pass        # listened to as Orca does: Qt then sends names as they change (see above)
            elif ev.detail1 == 1:
                log(f"FOCUS: [{ev.source.getRoleName()}] {ev.source.name!r}{labels(ev.source)}")
        except Exception as exc:  # noqa: BLE001 - a dead object: say so and go on
            log(f"(event error {exc})")

    # the name and value changes are listened to, as Orca listens to them: Qt
    # sends a change only to a listener that asked, and AT-SPI's cache of
    # names (which the FOCUS lines read) stays fresh only then
    pyatspi.Registry.registerEventListener(on_event, "object:announcement", "object:state-changed:focused",
                                           "object:property-change:accessible-name",
                                           "object:property-change:accessible-value")
    GLib.timeout_add_seconds(int(sys.argv[3]), lambda: pyatspi.Registry.stop() and False)
    pyatspi.Registry.start()
    return 0


def find_app() -> Any:
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and (app.name or "").endswith((".py", "cardtable", "python3")):
            return app
    return None


def find_named(acc: Any, name: str) -> Any:
    if acc is None:
        return None
    if (acc.name or "") == name:
        return acc
    for child in acc:
        found = find_named(child, name)
        if found is not None:
            return found
    return None


def labels(acc: Any) -> str:
    """" labelled by 'Jeu :'" when another object labels ``acc``."""
    names = []
    for rel in acc.getRelationSet():
        if rel.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            names += [repr(rel.getTarget(i).name) for i in range(rel.getNTargets())]
    return f" labelled by {', '.join(names)}" if names else ""


def dump(acc: Any, log: Any, depth: int = 0) -> None:
    if acc is None:
        log("(not found)")
        return
    states = acc.getState()
    if depth > 1 and not states.contains(pyatspi.STATE_SHOWING):
        return
    extra = []
    if not states.contains(pyatspi.STATE_SENSITIVE):
        extra.append("dimmed")
    if states.contains(pyatspi.STATE_FOCUSED):
        extra.append("focused")
    try:
        action = acc.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        if names:
            extra.append("actions=" + ",".join(names))
    except NotImplementedError:
        pass
    desc = f" — {acc.description!r}" if acc.description else ""
    log("  " * depth + f"[{acc.getRoleName()}] {acc.name or ''!r}{desc}{labels(acc)}"
        + (" " + " ".join(extra) if extra else ""))
    for child in acc:
        if child is not None:
            dump(child, log, depth + 1)


if __name__ == "__main__":
    sys.exit(main())

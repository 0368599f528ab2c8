from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.test_lesson_flows import window  # noqa


def test_probe(qtbot, window):
    window.resize(1024, 600)
    window.lessons.start("auteurs")
    player = window.lessons.player
    for sid in ("goal", "deal", "tokens"):
        qtbot.waitUntil(lambda: player.step is not None and player.step.id == sid and player.coach.isVisible(), timeout=20000)
        print("\n", sid, "focus", QApplication.focusWidget())
        qtbot.keyClick(QApplication.focusWidget() or window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: player.step.id == "ask" and player.coach.isVisible(), timeout=20000)
    qtbot.wait(300)
    print("ask focus", QApplication.focusWidget(), window.view.hasFocus(), window.view.viewport().hasFocus())
    qtbot.keyClick(QApplication.focusWidget() or window.view, Qt.Key.Key_1)
    qtbot.wait(300)
    print("prompt", window.director.behaviour.prompt.isVisible())

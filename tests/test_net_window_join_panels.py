"""The joined screen's own words and the Rejoindre dialog, as a person meets
them: the panel over a joined table is readable (light text on its dark
ground, the table's buttons) and answers Entrée when it only informs; the
list of tables found on the network never changes what the person typed.
Real widgets against a headless host on 127.0.0.1 (the fixtures of
``tests/test_net_window_join.py``)."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor

from cardtable.net.protocol import PROTOCOL
from tests.test_net_window_join import _no_multicast, host_for, hosts, join, open_dialog, window  # noqa: F401, F811


def lightest(widget, rect) -> int:
    """The lightness of the lightest pixel of ``rect`` (the widget's coordinates) as drawn."""
    img = widget.grab().toImage()
    best = 0
    for x in range(rect.left(), rect.right(), 2):
        for y in range(rect.top(), rect.bottom(), 2):
            best = max(best, QColor(img.pixel(x, y)).lightness())
    return best


def test_the_panel_over_a_joined_table_is_readable_and_entree_closes_a_notice(qtbot, window, hosts):  # noqa: F811
    host = host_for(hosts, "peech")            # its computers are called P1, P2, P3
    joined = join(qtbot, window, host, name="p1")
    qtbot.waitUntil(lambda: joined.message == "Vous jouez sous le nom de P1 2", timeout=10000)
    panel = joined.panel
    body = panel.body
    # the other player is named as the table spells it, not as this person typed it
    assert body.text() == "Un autre joueur s'appelle P1\u00a0: vous jouez sous le nom de P1 2."
    # the body's text is drawn light on the panel's dark ground (it was black)
    assert lightest(panel, body.geometry()) > 180
    ok = panel.first_button()
    assert ok is not None and ok.text() == "OK"
    # the table's panel button (beige), not the platform's plain one
    assert QColor(ok.grab().toImage().pixel(ok.width() // 2, 3)).name() in ("#ffd65c", "#f3e6c0")
    # Entrée closes a notice, as it closes a round's summary
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: joined.message == "", timeout=5000)


class FakeBrowser(QObject):
    tables_changed = Signal(list)
    made: list = []

    def __init__(self, parent=None):
        super().__init__(parent)
        FakeBrowser.made.append(self)

    def start(self):
        return True

    def stop(self):
        pass


def table(name: str, port: int, free: int = 1) -> SimpleNamespace:
    return SimpleNamespace(name=name, game="peech", host="127.0.0.1", port=port, free=free,
                           program="cardtable", protocol=PROTOCOL)


def test_a_new_list_of_tables_keeps_the_chosen_table_and_what_was_typed(qtbot, window, monkeypatch):  # noqa: F811
    import sys
    import types
    module = types.ModuleType("cardtable.ui.network.discovery")
    module.TableBrowser = FakeBrowser
    monkeypatch.setitem(sys.modules, "cardtable.ui.network.discovery", module)
    FakeBrowser.made.clear()
    dlg = open_dialog(window)
    browser = FakeBrowser.made[0]
    browser.tables_changed.emit([table("Léa", 40001), table("Zoé", 40002)])
    rect = dlg.table_list.visualItemRect(dlg.table_list.item(1))
    qtbot.mouseClick(dlg.table_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dlg.address_edit.text() == "127.0.0.1:40002"
    qtbot.keyClicks(dlg.code_edit, "K7M2QX")
    # a table comes whose name sorts first, and Zoé's free seats change: the list is new
    browser.tables_changed.emit([table("Anne", 40003), table("Léa", 40001), table("Zoé", 40002, free=0)])
    assert dlg.code_edit.text() == "K7M2QX"
    assert dlg.address_edit.text() == "127.0.0.1:40002"
    assert dlg.table_list.currentRow() == 2             # still Zoé's table, not the row it had
    # an address typed by hand is never replaced by a refresh either
    dlg.address_edit.clear()
    qtbot.keyClicks(dlg.address_edit, "127.0.0.1:45555")
    browser.tables_changed.emit([table("Léa", 40001), table("Zoé", 40002)])
    assert dlg.address_edit.text() == "127.0.0.1:45555" and dlg.code_edit.text() == "K7M2QX"
    dlg.reject()


def test_leaving_from_the_menu_asks_then_empties_the_table(qtbot, window, hosts):  # noqa: F811
    """Partie > Jouer en réseau > Quitter la table, on a joined screen only:
    asked ("Quitter la table ?"), then the table left is not shown on as if
    it went on (no plate, no card: the felt as at start-up)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication
    host = host_for(hosts, "peech")
    leave = window.findChild(QAction, "actionLeaveTable")
    assert leave is not None
    window.hosting.update_actions()
    assert not leave.isVisible()                        # nothing to leave yet
    joined = join(qtbot, window, host)
    qtbot.waitUntil(lambda: len(window.director.scene.plates) == 4, timeout=10000)
    window.hosting.update_actions()                     # as the menu does when it opens
    assert leave.isVisible() and leave.isEnabled() and leave.text() == "&Quitter la table"

    def answer() -> None:
        box = getattr(joined, "leave_box", None)
        if box is None or not box.isVisible():
            QTimer.singleShot(20, answer)
            return
        for b in box.buttons():
            if b.text() == "Quitter la table":
                b.click()
    QTimer.singleShot(0, answer)
    leave.trigger()
    assert window.joined is None
    assert not window.director.scene.plates and window.director.behaviour is None
    assert "Rejoindre une partie" in window.statusBar().currentMessage()
    QApplication.processEvents()
    qtbot.waitUntil(lambda: 0 not in host.seat_conn, timeout=10000)
    assert 0 in host.left_seats            # it heard the "bye": the person left, no connection was lost


def test_the_join_dialog_asks_for_a_first_name_rather_than_vous(qtbot, window, hosts):  # noqa: F811
    """"Vous" typed as one's name would be shown to the others ("Vous a
    rejoint la table"): the dialog asks for a first name and stays open."""
    host = host_for(hosts, "peech")
    dlg = open_dialog(window)
    for typed in ("Vous", " vous ", "You"):
        dlg.address_edit.setText(f"127.0.0.1:{host.port}")
        dlg.code_edit.setText(host.code)
        dlg.name_edit.setText(typed)
        qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)
        assert dlg.isVisible() and window.joined is None and dlg.client is None
        assert dlg.error_label.text().startswith("Écrivez votre prénom"), dlg.error_label.text()
    dlg.name_edit.setText("Véra")
    qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.joined is not None, timeout=10000)


def test_at_a_network_table_entree_on_the_end_panel_asks_for_a_rematch(qtbot, window, hosts):  # noqa: F811
    """The end of a network game: its first button, the one Entrée presses,
    is "Revanche" (the people stay together), not "Nouvelle partie", which
    pressed twice (then the New game dialog's Jouer) put a local game in
    place of the final scores."""
    host = host_for(hosts, "peech")
    join(qtbot, window, host)
    qtbot.waitUntil(lambda: window.director.behaviour is not None, timeout=10000)
    b = window.director.behaviour
    b.show_end("Partie terminée", "<p>Le plus petit total gagne\u00a0: Léa.</p>")
    first = b.end_panel.first_button()
    assert first is not None and first.text() == "Revanche"
    texts = [b.end_panel.buttons.itemAt(i).widget().text() for i in range(b.end_panel.buttons.count())]
    assert texts == ["Revanche", "Nouvelle partie", "Fermer"]

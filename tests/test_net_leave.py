"""A person who leaves ("Quitter la table", a closed window) is heard as
leaving, not as a broken connection, even though the window deletes the
joined seat's client at once: its ``bye`` is written before the socket goes."""

from __future__ import annotations

import shiboken6

from tests.net_helpers import make_host


def test_a_client_deleted_right_after_leaving_has_said_bye(qtbot):
    from cardtable.ui.network.client import NetClient
    host = make_host("peech", remote=(0,), takeover_ms=60_000)
    try:
        client = NetClient()
        client.join("127.0.0.1", host.port, host.code, "Zoé")
        qtbot.waitUntil(lambda: client.seat == 0 and 0 in host.seat_conn, timeout=10000)
        client.leave()
        shiboken6.delete(client)          # as JoinedTable.leave's deleteLater does, before the loop writes
        qtbot.waitUntil(lambda: 0 not in host.seat_conn, timeout=10000)
        assert 0 in host.left_seats       # the bye arrived: the host says "Zoé a quitté la table"
    finally:
        host.stop()
        host.controller.stop()

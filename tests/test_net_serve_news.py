"""``--serve``'s one-line news after it was started again on a saved game:
a player taking their seat back with its token "is back", as before the
restart (not "joined", which said a newcomer)."""

from __future__ import annotations

from tests.net_helpers import make_host, serve_news


def test_a_resumed_serve_says_a_seat_taken_back_with_its_token_is_back(qtbot, english):
    from cardtable.ui.network.client import NetClient
    host = make_host("atout_pique", remote=(1,), takeover_ms=60_000)
    token = "ab" * 16
    host.tokens[1] = token                # as a resumed game's seats file gives them back
    said = serve_news(host)
    try:
        client = NetClient()
        client.join("127.0.0.1", host.port, host.code, "Zoé", token=token)
        qtbot.waitUntil(lambda: client.seat == 1, timeout=10000)
        qtbot.waitUntil(lambda: any("is back at the table (seat 2)." in s for s in said), timeout=10000)
        assert not any("joined the table" in s for s in said), said
    finally:
        host.stop()
        host.controller.stop()


def test_serve_says_by_her_name_a_player_who_leaves_before_the_table_is_full(qtbot, english):
    """Her seat is free again under its seat's name; the line says who left."""
    from cardtable.ui.network.client import NetClient
    host = make_host("atout_pique", remote=(1, 2), takeover_ms=60_000)
    said = serve_news(host)
    try:
        client = NetClient()
        client.join("127.0.0.1", host.port, host.code, "Zoé")
        qtbot.waitUntil(lambda: "Zoé joined the table (seat 2)." in said, timeout=10000)
        client.leave()
        qtbot.waitUntil(lambda: any("left the table" in s for s in said), timeout=10000)
        assert "Zoé left the table (seat 2)." in said, said
        assert host.free_seats() == [1, 2]
    finally:
        host.stop()
        host.controller.stop()

"""What the host's screen says about the people at a network table, in
French: one person sent away is spoken of in the singular, a person who
left on purpose is not said to have lost the connection, and the start-up
question of a saved network game says whether it keeps its table code.
A window hosting on 127.0.0.1, clients of this process (``NetClient``)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from windows import shown_window

from cardtable.ui.network.client import ComputerClient, NetClient
from tests.test_net_window_host import WAIT, host_from_menu


def join(w, name: str, token: str | None = None) -> tuple[NetClient, ComputerClient]:
    client = NetClient()
    bot = ComputerClient(client, "facile", seed=sum(map(ord, name)))
    client.join("127.0.0.1", w.hosting.host.port, w.hosting.host.code, name, token=token, lang="fr")
    return client, bot


@pytest.fixture
def window(qtbot, monkeypatch, french):
    from cardtable.ui.network import hosting
    monkeypatch.setattr(hosting, "LISTEN_ADDRESS", "127.0.0.1")
    w = shown_window(qtbot, None)
    w.ensure_built()
    w.hosting.pace = False
    yield w
    w.stop_hosting()
    w.controller.stop()


def seated(qtbot, w, name: str = "Léa"):
    client, bot = join(w, name)
    qtbot.waitUntil(lambda: client.seat == 1, timeout=WAIT)
    return client, bot


def test_quitting_with_one_person_away_speaks_of_that_person_in_the_singular(qtbot, window, monkeypatch):
    w = window
    host_from_menu(qtbot, w, ["human", "remote", "computer", "computer"], game="peech")
    _client, _bot = seated(qtbot, w)
    qtbot.waitUntil(lambda: w.hosting.people_away() == ["Léa"], timeout=WAIT)
    shown: list[tuple[str, str]] = []

    def shown_and_stay(box) -> int:
        shown.append((box.text(), box.informativeText()))
        return 0                              # closed without a button: nothing clicked, the host stays
    monkeypatch.setattr(QMessageBox, "exec", shown_and_stay)
    assert not w.hosting.confirm_quit()
    text, more = shown[0]
    assert text == "Quitter pendant une partie en réseau avec Léa\u00a0?"
    assert more.startswith("Cette personne quitte alors la table.") and "cette personne pourra la rejoindre" in more
    assert "Ces personnes" not in more


def test_a_person_who_leaves_the_table_is_not_said_to_have_lost_the_connection(qtbot, window):
    w = window
    host_from_menu(qtbot, w, ["human", "remote", "computer", "computer"], game="peech", takeover="never")
    said: list[str] = []                      # every status line shown (the turn's may follow at once)
    w.statusBar().messageChanged.connect(said.append)
    client, _bot = seated(qtbot, w)
    client.leave()                            # "Quitter la table" on the other screen: a bye
    qtbot.waitUntil(lambda: any("Léa a quitté la table." in m for m in said), timeout=WAIT)
    assert not any("connexion" in m for m in said), said
    again, _bot2 = join(w, "Léa", token=client.token)
    qtbot.waitUntil(lambda: again.seat == 1, timeout=WAIT)
    again.abort()                             # the network breaks: that one is a lost connection
    qtbot.waitUntil(lambda: any("La connexion avec Léa est perdue." in m for m in said), timeout=WAIT)


def test_the_start_up_question_says_the_table_keeps_its_code(qtbot, window, monkeypatch):
    from cardtable.ui import storage
    from cardtable.ui.network.seats import host_seats_path
    w = window
    host_from_menu(qtbot, w, ["human", "remote", "computer", "computer"], game="peech")
    _client, _bot = seated(qtbot, w)
    code = w.hosting.host.code
    qtbot.waitUntil(lambda: host_seats_path(storage.autosave_path()).is_file(), timeout=WAIT)
    asked: list[str] = []

    def no(_parent, _title, text, *_a):
        asked.append(text)
        return QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "question", no)
    assert not w.saves.startup()              # as a host killed and started again would ask
    assert f"Elle garde son code de table, {code}" in asked[0] and "nouveau code" not in asked[0]
    host_seats_path(storage.autosave_path()).unlink()     # a save without its seats: a new code, said so
    assert not w.saves.startup()
    assert "avec le nouveau code de la table" in asked[1]


def test_the_host_s_bar_says_each_bid_as_a_sentence(qtbot, window):
    """The host's screen says the moves in the words of a local table, full
    stop included ("Hugo mise 3."), whoever bids: its computers, the person
    on another computer, the person here."""
    import re
    w = window
    said: list[str] = []
    w.statusBar().messageChanged.connect(said.append)
    host_from_menu(qtbot, w, ["human", "remote", "computer", "computer"], game="atout_pique")
    seated(qtbot, w)
    qtbot.waitUntil(lambda: w.director.awaiting == 0, timeout=WAIT)
    assert w.controller.submit(0, w.controller.legal(0)[0])
    qtbot.waitUntil(lambda: any(m.startswith("Contrats") for m in said), timeout=WAIT)   # every bid said
    bids = [m for m in said if re.match(r"^\w+ mise \d+", m)]
    assert bids and all(m.endswith(".") for m in bids), bids


def test_the_auteurs_ask_log_names_a_joined_player_in_what_it_wrote_before(qtbot, window):
    """Les Auteurs hosted with a seat on another computer: the draw for the
    dealer (and a poisson dealt whole) is shown before anyone joins
    (« Tirage : Place 2 … »); once Léa has taken the seat, the log names
    her in every line, as the plates do."""
    w = window
    host_from_menu(qtbot, w, ["human", "remote", "computer", "computer"], game="auteurs")
    qtbot.waitUntil(lambda: any("Place 2" in ln for ln in w.director.behaviour.journal_lines), timeout=WAIT)
    _client, _bot = seated(qtbot, w)
    b = w.director.behaviour
    qtbot.waitUntil(lambda: any("Léa" in ln for ln in b.journal_lines), timeout=WAIT)
    assert not any("Place 2" in ln for ln in b.journal_lines), b.journal_lines
    assert not any("Place 2" in said for said in b.journal_said), b.journal_said

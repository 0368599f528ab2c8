"""Finding tables on the network (cardtable.ui.network.discovery): a real
advertiser and browser over multicast on 127.0.0.1 only, the TXT record a
host sends (never the table code), malformed records refused without raising,
and mDNS unavailable answered by ``start() == False``, logged once.

Other programs (or tests) on this computer may advertise tables on loopback
too: each test looks only for its own table, by a random name."""

from __future__ import annotations

import inspect
import logging
import secrets
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication

from cardtable.net.protocol import PROTOCOL
from cardtable.ui.network import discovery
from cardtable.ui.network.discovery import (
    ADVERTISED_KEYS,
    PROGRAM,
    SERVICE_TYPE,
    TXT_KEYS,
    TableAdvertiser,
    TableBrowser,
    TableInfo,
    parse_table,
    table_properties,
)

ROOT = Path(__file__).resolve().parent.parent
WAIT = 60_000
LOOPBACK = ["127.0.0.1"]


def _good() -> dict[bytes, bytes]:
    return {b"name": "Léa".encode(), b"game": b"deutch", b"free": b"2", b"program": b"cardtable 0.1.0",
            b"protocol": b"1"}


def _ours(tables: list[TableInfo], name: str) -> list[TableInfo]:
    return [t for t in tables if t.name == name]


# ----------------------------------------------------------- over loopback
def test_a_table_advertised_on_loopback_is_listed_updated_and_withdrawn(qtbot):
    name = f"Léa {secrets.token_hex(3)}"
    browser = TableBrowser(interfaces=LOOPBACK)
    got: list[list[TableInfo]] = []
    threads: list[bool] = []

    def heard(tables: list[TableInfo]) -> None:
        threads.append(QThread.currentThread() is QApplication.instance().thread())
        got.append(tables)
    browser.tables_changed.connect(heard)
    if not browser.start():
        pytest.skip("no multicast on 127.0.0.1 here")
    advertiser = TableAdvertiser(name, "atout_pique", 40123, 3, interfaces=LOOPBACK)
    try:
        assert advertiser.start()
        qtbot.waitUntil(lambda: bool(_ours(browser.tables, name)), timeout=WAIT)
        (table,) = _ours(browser.tables, name)
        assert table == TableInfo(name=name, game="atout_pique", host="127.0.0.1", port=40123, free=3,
                                  program=PROGRAM, protocol=PROTOCOL)
        assert got and _ours(got[-1], name) == [table]
        advertiser.update(1)
        qtbot.waitUntil(lambda: [t.free for t in _ours(browser.tables, name)] == [1], timeout=WAIT)
        advertiser.stop()
        qtbot.waitUntil(lambda: not _ours(browser.tables, name), timeout=WAIT)
        assert advertiser.wait(20)
        # every list was delivered in the Qt thread, sorted by name
        assert threads and all(threads)
        assert all(t == sorted(t, key=lambda x: (x.name.casefold(), x.name, x.host, x.port)) for t in got)
    finally:
        advertiser.stop()
        browser.stop()
        advertiser.wait(20)
    assert not browser.running and browser.tables == []


def test_two_tables_of_the_same_name_are_both_listed(qtbot):
    name = f"Noé {secrets.token_hex(3)}"
    browser = TableBrowser(interfaces=LOOPBACK)
    if not browser.start():
        pytest.skip("no multicast on 127.0.0.1 here")
    first = TableAdvertiser(name, "peech", 40124, 1, interfaces=LOOPBACK)
    second = TableAdvertiser(name, "auteurs", 40125, 2, interfaces=LOOPBACK)
    try:
        assert first.start()
        qtbot.waitUntil(lambda: first.registered.is_set(), timeout=WAIT)
        assert second.start()
        qtbot.waitUntil(lambda: len(_ours(browser.tables, name)) == 2, timeout=WAIT)
        assert sorted(t.port for t in _ours(browser.tables, name)) == [40124, 40125]
    finally:
        for a in (first, second):
            a.stop()
        browser.stop()
        for a in (first, second):
            a.wait(20)


def test_a_table_slow_to_answer_never_holds_up_another_tables_news(qtbot, monkeypatch):
    """A table whose details must be asked for on the network (not all in
    zeroconf's cache) is asked in a thread of its own: while it has not
    answered, another table's free seats still change in the list."""
    name, slow_name = f"Léa {secrets.token_hex(3)}", f"Lent {secrets.token_hex(3)}"
    browser = TableBrowser(interfaces=LOOPBACK)
    if not browser.start():
        pytest.skip("no multicast on 127.0.0.1 here")
    asked, answer = threading.Event(), threading.Event()
    cached = discovery._from_cache
    monkeypatch.setattr(discovery, "_from_cache",
                        lambda zc, service: None if slow_name in service else cached(zc, service))
    zc = browser._zc
    ask = zc.get_service_info

    def slow_ask(type_, service, timeout=3000, *args):
        if slow_name in service:
            asked.set()
            answer.wait(WAIT / 1000)
        return ask(type_, service, timeout, *args)
    zc.get_service_info = slow_ask
    table = TableAdvertiser(name, "peech", 40126, 3, interfaces=LOOPBACK)
    slow = TableAdvertiser(slow_name, "auteurs", 40127, 2, interfaces=LOOPBACK)
    try:
        assert table.start()
        qtbot.waitUntil(lambda: [t.free for t in _ours(browser.tables, name)] == [3], timeout=WAIT)
        assert slow.start()
        qtbot.waitUntil(asked.is_set, timeout=WAIT)
        table.update(1)
        qtbot.waitUntil(lambda: [t.free for t in _ours(browser.tables, name)] == [1], timeout=WAIT)
        assert not _ours(browser.tables, slow_name)       # still asking
        answer.set()
        qtbot.waitUntil(lambda: [t.free for t in _ours(browser.tables, slow_name)] == [2], timeout=WAIT)
    finally:
        answer.set()
        for a in (table, slow):
            a.stop()
        browser.stop()
        for a in (table, slow):
            a.wait(20)


# ------------------------------------------------------------ what is sent
def test_the_record_holds_exactly_the_advertised_keys_and_never_the_table_code():
    assert "code" not in inspect.signature(TableAdvertiser).parameters
    advertiser = TableAdvertiser("  Léa   Martin ", "peech", 5000, 2, interfaces=LOOPBACK)
    info = advertiser.service_info()
    assert info.type == SERVICE_TYPE and info.name.startswith("Léa Martin #")
    assert info.name.endswith("." + SERVICE_TYPE)
    assert info.port == 5000 and info.parsed_addresses() == ["127.0.0.1"]
    assert sorted(info.properties) == sorted(k.encode() for k in ADVERTISED_KEYS)
    assert info.properties[b"waiting"] == b"0"
    assert info.properties[b"name"] == "Léa Martin".encode()
    assert info.properties[b"protocol"] == str(PROTOCOL).encode()
    # what the browser reads back is what the host meant
    assert parse_table(info.properties, info.parsed_addresses(), info.port) == TableInfo(
        "Léa Martin", "peech", "127.0.0.1", 5000, 2, PROGRAM, PROTOCOL)


def test_a_long_name_fits_one_dns_label():
    info = TableAdvertiser("é" * 40, "peech", 5000, 1, interfaces=LOOPBACK).service_info()
    label = info.name.removesuffix("." + SERVICE_TYPE)
    assert len(label.encode()) <= 63 and info.properties[b"name"] == ("é" * 40).encode()


@pytest.mark.parametrize("args", [("", "peech", 5000, 1), ("a" * 41, "peech", 5000, 1),
                                  ("L\x07a", "peech", 5000, 1), ("Léa", "Peech!", 5000, 1),
                                  ("Léa", "peech", 0, 1), ("Léa", "peech", 70000, 1),
                                  ("Léa", "peech", 5000, -1), ("Léa", "peech", 5000, True)])
def test_the_host_refuses_to_advertise_what_a_browser_would_refuse(args):
    with pytest.raises(ValueError):
        TableAdvertiser(*args)


def test_update_checks_the_count():
    advertiser = TableAdvertiser("Léa", "peech", 5000, 1)
    advertiser.update(0)   # not started: remembered only
    assert advertiser.properties["free"] == "0"
    with pytest.raises(ValueError):
        advertiser.update(99)


# --------------------------------------------------------- what is refused
def _without(key: bytes) -> dict[bytes, bytes]:
    d = _good()
    del d[key]
    return d


def _with(key: bytes, value: object) -> dict[bytes, object]:
    d: dict[bytes, object] = dict(_good())
    d[key] = value
    return d


BAD_RECORDS = [
    *[(_without(k.encode()), ["10.0.0.2"], 5000) for k in TXT_KEYS],
    (_with(b"name", None), ["10.0.0.2"], 5000),            # a key without a value
    (_with(b"name", b""), ["10.0.0.2"], 5000),
    (_with(b"name", b"\xff\xfe"), ["10.0.0.2"], 5000),      # not UTF-8
    (_with(b"name", b"L\x00a"), ["10.0.0.2"], 5000),
    (_with(b"name", b"a" * 41), ["10.0.0.2"], 5000),
    (_with(b"name", b" Lea"), ["10.0.0.2"], 5000),
    (_with(b"name", 7), ["10.0.0.2"], 5000),                 # wrong type
    (_with(b"game", b"../etc"), ["10.0.0.2"], 5000),
    (_with(b"game", b""), ["10.0.0.2"], 5000),
    (_with(b"free", b"-1"), ["10.0.0.2"], 5000),
    (_with(b"free", b"99"), ["10.0.0.2"], 5000),
    (_with(b"free", b" 2"), ["10.0.0.2"], 5000),
    (_with(b"free", "٢".encode()), ["10.0.0.2"], 5000),     # a digit int() takes, not ours
    (_with(b"free", b"2.0"), ["10.0.0.2"], 5000),
    (_with(b"waiting", b"-1"), ["10.0.0.2"], 5000),          # optional, but malformed when there
    (_with(b"waiting", b"99"), ["10.0.0.2"], 5000),
    (_with(b"waiting", None), ["10.0.0.2"], 5000),
    (_with(b"protocol", b"0"), ["10.0.0.2"], 5000),
    (_with(b"protocol", b"99999999999999999999"), ["10.0.0.2"], 5000),
    (_with(b"program", b""), ["10.0.0.2"], 5000),
    (_with(b"program", b"x" * 65), ["10.0.0.2"], 5000),
    (_good(), ["10.0.0.2"], 0),                              # absurd ports
    (_good(), ["10.0.0.2"], 65536),
    (_good(), ["10.0.0.2"], -5),
    (_good(), ["10.0.0.2"], True),
    (_good(), ["10.0.0.2"], "5000"),
    (_good(), ["10.0.0.2"], None),
    (_good(), [], 5000),                                     # no address, or none usable
    (_good(), ["fd00::2"], 5000),
    (_good(), ["224.0.0.251", "0.0.0.0", "255.255.255.255", "nonsense", None, 12], 5000),
    (b"name=Lea", ["10.0.0.2"], 5000),                       # not a mapping
    (None, ["10.0.0.2"], 5000),
]


@pytest.mark.parametrize(("properties", "addresses", "port"), BAD_RECORDS)
def test_a_malformed_record_is_refused_without_raising(properties, addresses, port):
    assert parse_table(properties, addresses, port) is None


def test_a_good_record_is_read_and_extra_keys_are_ignored():
    props = {**_good(), b"later": b"whatever", b"flag": None}
    t = parse_table(props, ["169.254.3.4", "192.168.1.20"], 5000)
    assert t == TableInfo("Léa", "deutch", "192.168.1.20", 5000, 2, "cardtable 0.1.0", 1)
    # another protocol, an unknown game: well formed, listed (the dialog says why it cannot be joined)
    t = parse_table({**_good(), b"protocol": b"7", b"game": b"belote"}, ["169.254.3.4"], 1)
    assert (t.protocol, t.game, t.host) == (7, "belote", "169.254.3.4")
    # the seats waiting for their player: read when there, 0 from a record without them
    assert parse_table({**_good(), b"waiting": b"1"}, ["192.168.1.20"], 5000).waiting == 1
    assert parse_table(_good(), ["192.168.1.20"], 5000).waiting == 0


class _FakeZeroconf:
    """What the browser's handler asks zeroconf: the details of a service
    (real ServiceInfo objects)."""

    def __init__(self, infos):
        self.infos = infos

    def get_service_info(self, type_, name, timeout=3000):
        return self.infos.get(name)


def test_the_browser_lists_good_records_only_and_forgets_removed_ones(qtbot):
    from zeroconf import ServiceInfo, ServiceStateChange

    def info(label, props, port=5000, addresses=("10.0.0.2",)):
        return ServiceInfo(SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", port=port, properties=props,
                           parsed_addresses=list(addresses), server=f"{label}.local.")
    infos = {
        f"good.{SERVICE_TYPE}": info("good", _good()),
        f"bad.{SERVICE_TYPE}": info("bad", _with(b"free", b"lots")),
        f"port.{SERVICE_TYPE}": info("port", _good(), port=0),
        f"v6.{SERVICE_TYPE}": info("v6", _good(), addresses=("fd00::3",)),
        f"odd.{SERVICE_TYPE}": info("odd", {b"name": b"Zoe"}),
    }
    zc = _FakeZeroconf(infos)
    browser = TableBrowser()
    browser._zc = zc   # started as far as the Qt side knows, without sockets
    got: list[list[TableInfo]] = []
    browser.tables_changed.connect(got.append)
    generation = browser._generation
    for name in [*infos, f"gone.{SERVICE_TYPE}"]:   # the last one answers nothing in time
        browser._on_change(zc, generation, name, ServiceStateChange.Added)
    qtbot.waitUntil(lambda: len(got) == 1, timeout=WAIT)
    assert got[0] == [TableInfo("Léa", "deutch", "10.0.0.2", 5000, 2, "cardtable 0.1.0", 1)]
    # an answer from before a restart is dropped
    browser._on_change(zc, generation - 1, f"good.{SERVICE_TYPE}", ServiceStateChange.Removed)
    browser._on_change(zc, generation, f"good.{SERVICE_TYPE}", ServiceStateChange.Removed)
    qtbot.waitUntil(lambda: len(got) == 2, timeout=WAIT)
    assert got[1] == [] and browser.tables == []
    browser._zc = None


# --------------------------------------------------------- no mDNS at all
def test_without_mdns_start_returns_false_and_logs_once(monkeypatch, caplog):
    import zeroconf

    def broken(*args, **kwargs):
        raise OSError(19, "No such device")
    monkeypatch.setattr(zeroconf, "Zeroconf", broken)
    monkeypatch.setattr(discovery, "_warned", set())
    caplog.set_level(logging.DEBUG, logger="cardtable")
    for _ in range(3):
        advertiser = TableAdvertiser("Léa", "peech", 5000, 1, interfaces=LOOPBACK)
        assert advertiser.start() is False and not advertiser.running
        advertiser.update(0)
        advertiser.stop()
        browser = TableBrowser(interfaces=LOOPBACK)
        assert browser.start() is False and not browser.running
        browser.stop()
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 2 and all("mDNS unavailable" in r.getMessage() for r in warnings)


def test_without_the_zeroconf_package_start_returns_false(monkeypatch):
    monkeypatch.setitem(sys.modules, "zeroconf", None)   # import zeroconf -> ImportError
    monkeypatch.setattr(discovery, "_warned", set())
    assert TableAdvertiser("Léa", "peech", 5000, 1, interfaces=LOOPBACK).start() is False
    assert TableBrowser(interfaces=LOOPBACK).start() is False


def test_no_address_to_advertise_is_mdns_unavailable(monkeypatch):
    monkeypatch.setattr(discovery, "_local_ipv4", lambda: [])
    assert TableAdvertiser("Léa", "peech", 5000, 1).start() is False


def test_zeroconf_is_imported_only_when_discovery_starts():
    code = ("import sys; import cardtable.ui.network.discovery as d; "
            "assert 'zeroconf' not in sys.modules and 'ifaddr' not in sys.modules; "
            "d.TableAdvertiser('Léa', 'peech', 5000, 1); d.table_properties('Léa', 'peech', 1); "
            "assert 'zeroconf' not in sys.modules; print('ok')")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                       env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr


def test_table_properties_normalises_the_name_spaces():
    assert table_properties(" Léa \t Martin ", "peech", 0)["name"] == "Léa Martin"


def test_a_host_without_a_window_is_listed_under_its_name_with_its_free_seats(qtbot):
    """``cardtable --serve`` advertises its table (cli._advertise), the
    free seats following the seats taken, and withdraws it when it stops."""
    from cardtable.ui.network.cli import _advertise
    from tests.net_helpers import join, make_host

    name = f"Salon {secrets.token_hex(3)}"
    browser = TableBrowser(interfaces=LOOPBACK)
    if not browser.start():
        pytest.skip("no multicast on 127.0.0.1 here")
    host = make_host("peech", remote=(1, 2, 3))
    advertiser = _advertise(host, "peech", "127.0.0.1", f"  {name} ")
    try:
        assert advertiser is not None
        qtbot.waitUntil(lambda: [t.free for t in _ours(browser.tables, name)] == [3], timeout=WAIT)
        (table,) = _ours(browser.tables, name)
        assert (table.game, table.host, table.port) == ("peech", "127.0.0.1", host.port)
        join(host, "Léa")
        qtbot.waitUntil(lambda: [t.free for t in _ours(browser.tables, name)] == [2], timeout=WAIT)
        advertiser.stop()
        qtbot.waitUntil(lambda: not _ours(browser.tables, name), timeout=WAIT)
    finally:
        if advertiser is not None:
            advertiser.stop()
            advertiser.wait(20)
        browser.stop()
        host.stop("host_quit")

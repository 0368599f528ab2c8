"""Finding tables on the home network: DNS-SD over mDNS (``zeroconf``).

A host advertises its table as the service ``_cardtable._tcp.local.``
(:class:`TableAdvertiser`); a computer that wants to join lists the tables it
hears of (:class:`TableBrowser`).  The service's TXT record holds exactly
``name`` (the table's name: the hosting person's name), ``game`` (a game id),
``free`` (free remote seats), ``program`` and ``protocol``, and ``waiting``
(the seats waiting for their player to come back) -- never the table
code: whoever wants to sit down still types it (``docs/network.md``, "Finding
tables on the network").

Discovery is a convenience: where mDNS is unavailable (no network, multicast
refused, the ``zeroconf`` package missing) ``start()`` returns False and logs
it once, never raises, and hosting and joining by a typed address work as
before.

Threads: ``zeroconf`` runs its own event loop in a thread.  The advertiser's
registering, updating and withdrawing (each takes a few hundred milliseconds
of probes and announcements) run in one worker thread of its own, in order;
the browser's answers arrive in zeroconf's threads and reach the Qt thread by
a queued signal: nothing here blocks the window.

A TXT record from the network is untrusted: :func:`parse_table` refuses a
record with a missing key, a value of the wrong form (not UTF-8, not a whole
number, out of range, unprintable), no IPv4 address or an absurd port, and
such a table is simply not listed.  Unknown extra keys are ignored (a later
version may add some).  A table of another protocol or an unknown game is
well formed and is listed; the join dialog says it cannot be joined.

``zeroconf`` is imported only when an advertiser or a browser starts, never
at start-up (``tests/test_startup.py``).
"""

from __future__ import annotations

import ipaddress
import logging
import queue
import re
import secrets
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot

from cardtable import __version__
from cardtable.net.protocol import PROTOCOL

log = logging.getLogger("cardtable")

SERVICE_TYPE = "_cardtable._tcp.local."
PROGRAM = f"cardtable {__version__}"
#: the TXT keys required in a record
TXT_KEYS = ("name", "game", "free", "program", "protocol")
#: advertised too, read as 0 when absent: the remote seats waiting for their player to come back
#: (taken once, nobody connected now): a returning player sees a place that is theirs
WAITING_KEY = "waiting"
#: every key advertised, and nothing else
ADVERTISED_KEYS = (*TXT_KEYS, WAITING_KEY)
MAX_NAME = 40              # as a hello's name (cardtable.net.protocol)
MAX_PROGRAM = 64
MAX_FREE = 16
MAX_PROTOCOL = 999_999
#: seconds a table's records live: a host gone without its goodbye leaves the lists within two minutes
OTHER_TTL = 120
INFO_TIMEOUT_MS = 3000     # how long the browser waits for a table's details
STEP_TIMEOUT_S = 5.0       # the advertiser's worker: the longest one step may take

_GAME_RE = re.compile(r"[a-z][a-z0-9_]{0,31}")
_DIGITS_RE = re.compile(r"[0-9]{1,6}")

_warned: set[str] = set()


def _unavailable(what: str, error: BaseException) -> None:
    """mDNS cannot be used: said once per process and role, then quietly."""
    if what in _warned:
        log.debug("%s: mDNS unavailable (%s)", what, error)
    else:
        _warned.add(what)
        log.warning("%s: mDNS unavailable, tables are found by address only (%s: %s)",
                    what, type(error).__name__, error)


@dataclass(frozen=True)
class TableInfo:
    """A table heard of on the network."""

    name: str          # the host's table name (the hosting person's name), shown in the list
    game: str          # game id ("peech", "auteurs", "atout_pique", "deutch")
    host: str          # address to connect to (IPv4 text)
    port: int
    free: int          # free remote seats
    program: str       # program version ("cardtable 0.1.0")
    protocol: int
    waiting: int = 0   # seats waiting for their player to come back (a place that player may take)


# ---------------------------------------------------------------- TXT record
def _printable(text: str, high: int) -> bool:
    return 1 <= len(text) <= high and text.isprintable() and text.strip() == text


def table_properties(name: str, game: str, free: int, waiting: int = 0) -> dict[str, str]:
    """The TXT record a host advertises: exactly :data:`ADVERTISED_KEYS`.

    Raises ValueError for a name, game or count this module would refuse to
    read (the host's own values are checked before they leave)."""
    name = " ".join(name.split())
    if not _printable(name, MAX_NAME):
        raise ValueError(f"table name must be 1-{MAX_NAME} printable characters: {name!r}")
    if not _GAME_RE.fullmatch(game):
        raise ValueError(f"bad game id: {game!r}")
    if isinstance(free, bool) or not isinstance(free, int) or not 0 <= free <= MAX_FREE:
        raise ValueError(f"free seats must be 0-{MAX_FREE}: {free!r}")
    if isinstance(waiting, bool) or not isinstance(waiting, int) or not 0 <= waiting <= MAX_FREE:
        raise ValueError(f"waiting seats must be 0-{MAX_FREE}: {waiting!r}")
    return {"name": name, "game": game, "free": str(free), "program": PROGRAM, "protocol": str(PROTOCOL),
            WAITING_KEY: str(waiting)}


def _text(properties: Mapping[Any, Any], key: str) -> str | None:
    raw = properties.get(key.encode("ascii"), properties.get(key))
    if isinstance(raw, str):
        return raw
    if not isinstance(raw, bytes):
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _whole(text: str | None, low: int, high: int) -> int | None:
    if text is None or not _DIGITS_RE.fullmatch(text):
        return None
    value = int(text)
    return value if low <= value <= high else None


def _ipv4(addresses: Sequence[Any]) -> str | None:
    """The address to connect to: the first usable IPv4 one (a link-local
    169.254.x.x only if there is nothing else)."""
    usable: list[ipaddress.IPv4Address] = []
    for raw in addresses:
        try:
            ip = ipaddress.IPv4Address(raw if isinstance(raw, (bytes, str)) else str(raw))
        except (ipaddress.AddressValueError, ValueError, TypeError):
            continue
        if not (ip.is_multicast or ip.is_unspecified or ip == ipaddress.IPv4Address("255.255.255.255")):
            usable.append(ip)
    usable.sort(key=lambda ip: ip.is_link_local)
    return str(usable[0]) if usable else None


def parse_table(properties: Any, addresses: Sequence[Any], port: Any) -> TableInfo | None:
    """A :class:`TableInfo` from what the network said, or None if any of it
    is malformed (never raises)."""
    try:
        if not isinstance(properties, Mapping):
            return None
        if isinstance(port, bool) or not isinstance(port, int) or not 1 <= port <= 65535:
            return None
        name, game, program = (_text(properties, k) for k in ("name", "game", "program"))
        if name is None or not _printable(name, MAX_NAME):
            return None
        if game is None or not _GAME_RE.fullmatch(game):
            return None
        if program is None or not _printable(program, MAX_PROGRAM):
            return None
        free = _whole(_text(properties, "free"), 0, MAX_FREE)
        protocol = _whole(_text(properties, "protocol"), 1, MAX_PROTOCOL)
        if free is None or protocol is None:
            return None
        absent = WAITING_KEY not in properties and WAITING_KEY.encode() not in properties
        waiting = 0 if absent else _whole(_text(properties, WAITING_KEY), 0, MAX_FREE)
        if waiting is None:         # there, but malformed
            return None
        host = _ipv4(list(addresses))
        if host is None:
            return None
        return TableInfo(name=name, game=game, host=host, port=port, free=free, program=program,
                         protocol=protocol, waiting=waiting)
    except Exception:  # noqa: BLE001 -- whatever the network sent, the list goes on
        log.debug("table record refused", exc_info=True)
        return None


def _instance_label(name: str) -> str:
    """The DNS-SD instance name: the table's name cut to fit one DNS label,
    then a random tag.  zeroconf does not detect that two computers probe for
    the same name at once, so two tables of the same name (two Léa) would take
    each other's place; the tag keeps them apart.  The list shows the TXT
    ``name``, not this."""
    label = " ".join(name.replace(".", " ").split())
    while len(label.encode("utf-8")) > 50:
        label = label[:-1].rstrip()
    return f"{label or 'cardtable'} #{secrets.token_hex(2)}"


def _local_ipv4() -> list[str]:
    """This computer's IPv4 addresses other than loopback (where a host
    listening on every interface can be reached)."""
    import ifaddr  # zeroconf's own dependency

    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith("127.") and ip.ip not in found:
                found.append(ip.ip)
    return found


# --------------------------------------------------------------- advertiser
class TableAdvertiser:
    """Host side: advertises one table while hosting.  Never the table code.

    ``interfaces`` are zeroconf's (default: every interface); ``addresses``
    the IPv4 addresses advertised (default: the interfaces given, or every
    non-loopback address of this computer).  The host should listen on those
    addresses (``NetHost.listen("0.0.0.0", ...)`` covers them all)."""

    def __init__(self, name: str, game: str, port: int, free: int, *,
                 interfaces: Sequence[str] | None = None, addresses: Sequence[str] | None = None,
                 waiting: int = 0) -> None:
        self.properties = table_properties(name, game, free, waiting)
        if isinstance(port, bool) or not isinstance(port, int) or not 1 <= port <= 65535:
            raise ValueError(f"bad port: {port!r}")
        self.port = port
        self.interfaces = list(interfaces) if interfaces is not None else None
        self.addresses = list(addresses) if addresses is not None else None
        self.label = _instance_label(self.properties["name"])
        self._zc: Any = None
        self._info: Any = None
        self._jobs: queue.Queue[Callable[[], None] | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self.running = False
        self.registered = threading.Event()   # set once the table is announced (tests wait on it)

    def service_info(self) -> Any:
        """The zeroconf ``ServiceInfo`` advertised (built, not sent)."""
        from zeroconf import ServiceInfo

        if self.addresses is not None:
            addresses = self.addresses
        elif self.interfaces is not None:
            addresses = [a for a in self.interfaces if _is_ipv4(a)]
        else:
            addresses = _local_ipv4()
        if not addresses:
            raise OSError("no IPv4 address to advertise")
        return ServiceInfo(SERVICE_TYPE, f"{self.label}.{SERVICE_TYPE}", port=self.port,
                           properties=dict(self.properties), parsed_addresses=addresses,
                           server=f"cardtable-{secrets.token_hex(4)}.local.", other_ttl=OTHER_TTL)

    def start(self) -> bool:
        """Start advertising (in the background); False, logged once, if
        mDNS is unavailable here -- hosting still works by address."""
        if self.running:
            return True
        try:
            from zeroconf import IPVersion, Zeroconf

            self._info = self.service_info()
            if self.interfaces is not None:
                self._zc = Zeroconf(interfaces=list(self.interfaces), ip_version=IPVersion.V4Only,
                                    use_asyncio=False)
            else:
                self._zc = Zeroconf(ip_version=IPVersion.V4Only, use_asyncio=False)
        except Exception as error:  # noqa: BLE001 -- ImportError, OSError, zeroconf's own
            _unavailable("advertiser", error)
            self._zc = self._info = None
            return False
        self.running = True
        self._jobs = queue.Queue()
        self.registered.clear()
        self._jobs.put(self._register)
        self._thread = threading.Thread(target=self._work, args=(self._jobs, self._zc),
                                        name="cardtable-advertiser")
        self._thread.start()
        return True

    def update(self, free: int, waiting: int = 0) -> None:
        """The number of free (or waiting) seats changed: re-announce it."""
        self.properties = table_properties(self.properties["name"], self.properties["game"], free, waiting)
        if self.running:
            props = dict(self.properties)
            self._jobs.put(lambda: self._update(props))

    def stop(self) -> None:
        """Withdraw the table (goodbye packets, in the background) and close.
        The worker is not a daemon: a program quitting right after still
        says goodbye (each step is bounded by zeroconf's own timeouts)."""
        if not self.running:
            return
        self.running = False
        self._jobs.put(None)

    def wait(self, timeout: float = 10.0) -> bool:
        """Wait for the background work to end after :meth:`stop` (tests,
        quitting); True if it ended."""
        if self._thread is not None:
            self._thread.join(timeout)
            return not self._thread.is_alive()
        return True

    # ------------------------------------------------- in the worker thread
    def _work(self, jobs: queue.Queue[Callable[[], None] | None], zc: Any) -> None:
        try:
            while True:
                job = jobs.get()
                if job is None:
                    break
                try:
                    job()
                except Exception as error:  # noqa: BLE001 -- discovery never breaks hosting
                    log.warning("advertiser: %s: %s", type(error).__name__, error)
        finally:
            try:
                if self.registered.is_set():
                    zc.unregister_service(self._info)
            except Exception as error:  # noqa: BLE001
                log.debug("advertiser: goodbye not sent (%s)", error)
            try:
                zc.close()
            except Exception as error:  # noqa: BLE001
                log.debug("advertiser: close (%s)", error)

    def _register(self) -> None:
        self._zc.register_service(self._info, allow_name_change=True)
        self.registered.set()
        log.info("advertising table %r on port %d", self._info.name, self.port)

    def _update(self, props: dict[str, str]) -> None:
        from zeroconf import ServiceInfo

        if not self.registered.is_set():
            return
        old = self._info   # its name as registered (zeroconf may have added " (2)")
        self._info = ServiceInfo(SERVICE_TYPE, old.name, port=old.port, properties=props,
                                 parsed_addresses=old.parsed_addresses(), server=old.server)
        self._zc.update_service(self._info)


def _from_cache(zc: Any, name: str) -> Any:
    """``name``'s details from what zeroconf has heard already (no network,
    no wait), or None when some are missing."""
    from zeroconf import ServiceInfo

    try:
        info = ServiceInfo(SERVICE_TYPE, name)
        return info if info.load_from_cache(zc) else None
    except Exception as error:  # noqa: BLE001 -- the network is asked instead
        log.debug("browser: %r not read from the cache (%s)", name, error)
        return None


def _is_ipv4(text: str) -> bool:
    try:
        ipaddress.IPv4Address(text)
    except ValueError:
        return False
    return True


# ------------------------------------------------------------------ browser
class TableBrowser(QObject):
    """Join side: lists the tables advertised on the network.

    ``tables_changed`` carries every table heard of, as :class:`TableInfo`,
    sorted by name (then address), each time one comes, changes or goes.
    Records that do not parse are left out.

    zeroconf calls the browser's handler for one event after another, in one
    thread.  A table's details are read from zeroconf's cache there; only a
    table whose details are not all heard yet is asked for them on the
    network, in a thread of its own (up to :data:`INFO_TIMEOUT_MS`), so that
    a table gone without a word, or one slow to answer, never holds up what
    the other tables say (a host's free seats, a table withdrawn).  Of two
    answers about one table, the later event's is kept."""

    tables_changed = Signal(list)
    #: from zeroconf's threads to the Qt thread: (service name, TableInfo or None)
    _heard = Signal(int, str, object)

    def __init__(self, parent: QObject | None = None, *, interfaces: Sequence[str] | None = None) -> None:
        super().__init__(parent)
        self.interfaces = list(interfaces) if interfaces is not None else None
        self._zc: Any = None
        self._browser: Any = None
        self._tables: dict[str, TableInfo] = {}
        self._generation = 0
        #: the latest event heard about each table (zeroconf's threads): an
        #: answer asked for on an earlier one is dropped
        self._latest: dict[str, object] = {}
        self._heard.connect(self._on_heard, Qt.ConnectionType.QueuedConnection)

    @property
    def tables(self) -> list[TableInfo]:
        return sorted(self._tables.values(), key=lambda t: (t.name.casefold(), t.name, t.host, t.port))

    @property
    def running(self) -> bool:
        return self._zc is not None

    def start(self) -> bool:
        """Start listening; False, logged once, if mDNS is unavailable here
        (the dialog then offers the typed address alone)."""
        if self._zc is not None:
            return True
        try:
            from zeroconf import IPVersion, ServiceBrowser, Zeroconf

            if self.interfaces is not None:
                self._zc = Zeroconf(interfaces=list(self.interfaces), ip_version=IPVersion.V4Only,
                                    use_asyncio=False)
            else:
                self._zc = Zeroconf(ip_version=IPVersion.V4Only, use_asyncio=False)
            self._generation += 1
            generation = self._generation
            zc = self._zc
            self._browser = ServiceBrowser(
                zc, SERVICE_TYPE,
                handlers=[lambda zeroconf, service_type, name, state_change:
                          self._on_change(zc, generation, name, state_change)])
        except Exception as error:  # noqa: BLE001 -- ImportError, OSError, zeroconf's own
            _unavailable("browser", error)
            self._close_quietly()
            return False
        return True

    def stop(self) -> None:
        """Stop listening and forget the tables (the list is emitted empty)."""
        if self._zc is None:
            return
        self._generation += 1
        self._close_quietly()
        if self._tables:
            self._tables.clear()
            self.tables_changed.emit([])

    def _close_quietly(self) -> None:
        zc, browser = self._zc, self._browser
        self._zc = self._browser = None
        if zc is None:
            return

        def close() -> None:
            try:
                if browser is not None:
                    browser.cancel()
                zc.close()
            except Exception as error:  # noqa: BLE001
                log.debug("browser: close (%s)", error)

        # closing joins zeroconf's threads: not in the Qt thread
        threading.Thread(target=close, name="cardtable-browser-close", daemon=True).start()

    # ------------------------------------------------ in zeroconf's threads
    def _on_change(self, zc: Any, generation: int, name: str, state_change: Any) -> None:
        token = object()
        self._latest[name] = token
        try:
            from zeroconf import ServiceStateChange

            if state_change is ServiceStateChange.Removed:
                self._heard.emit(generation, name, None)
                return
            info = _from_cache(zc, name)
            if info is not None:
                self._tell(generation, name, info)
                return
        except Exception as error:  # noqa: BLE001 -- a broken record never breaks the list
            log.debug("browser: %r: %s", name, error)
            return
        threading.Thread(target=self._ask, args=(zc, generation, name, token),
                         name="cardtable-browser-ask", daemon=True).start()

    def _ask(self, zc: Any, generation: int, name: str, token: object) -> None:
        """Ask the network for ``name``'s details (its own thread, bounded by
        :data:`INFO_TIMEOUT_MS`); told only if no later event came meanwhile."""
        try:
            info = zc.get_service_info(SERVICE_TYPE, name, timeout=INFO_TIMEOUT_MS)
            if self._latest.get(name) is token:
                self._tell(generation, name, info)
        except Exception as error:  # noqa: BLE001 -- a closed browser, a broken record
            log.debug("browser: %r: %s", name, error)

    def _tell(self, generation: int, name: str, info: Any) -> None:
        table = None if info is None else parse_table(info.properties, info.parsed_addresses(), info.port)
        if table is None:
            log.debug("browser: %r left out (no usable record)", name)
        self._heard.emit(generation, name, table)

    # ------------------------------------------------------ in the Qt thread
    @Slot(int, str, object)
    def _on_heard(self, generation: int, name: str, table: object) -> None:
        if self._zc is None or generation != self._generation:
            return
        before = self.tables
        if isinstance(table, TableInfo):
            self._tables[name] = table
        else:
            self._tables.pop(name, None)
        after = self.tables
        if after != before:
            self.tables_changed.emit(after)

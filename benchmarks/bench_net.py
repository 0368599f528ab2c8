"""Network latency over loopback: from an action sent by one client to its
events on each other client (median and 95th percentile, in ms).

A host (``cardtable.ui.network.host.NetHost``) with every seat remote and four
computer clients (``ComputerClient``, level Facile) in one process play whole
games; each action's send time is taken in the client that sends it, and each
other client's time is taken when the ``events`` message of that action has
been read and checked.  Measures only, asserts nothing::

    python benchmarks/bench_net.py [--games 3] [--game atout_pique]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def play_one(app, game_id: str, seed: int) -> list[float]:
    """One game; each delivery's latency in ms.

    The host's side: every ``events`` message the host writes (each call of
    ``NetHost._send_updates``: after the controller's events, and also when a
    timed window opens) is one *batch*, with the seats it is written to and,
    when a remote seat's action caused it, that seat and the time it sent the
    action.  The clients' side: the time each ``events`` message is read.  A
    seat's k-th message is the k-th batch written to that seat (one
    connection each, in order: TCP keeps it), so a delivery is matched to
    its batch by that count, never by a count of the controller's events."""
    from tests.net_helpers import join, make_host
    latencies: list[float] = []
    host = make_host(game_id, seed=seed, remote=(0, 1, 2, 3))
    c = host.controller
    pairs = [join(host, f"N{i}", record=False, seed=i) for i in range(4)]
    sent_at: dict[int, float] = {}          # seat -> time of its last action sent
    acting: list[int] = []                  # the seat whose action the host is applying now
    batches: list[tuple[int, float, frozenset[int]]] = []   # (seat that acted or -1, its send time, written to)
    received: dict[int, list[float]] = {}   # seat -> time of each events message read
    for client, _bot in pairs:
        original = client.send_action

        def send(action, client=client, original=original):
            sent_at[client.seat] = time.perf_counter()
            return original(action)
        client.send_action = send
        client.updated.connect(lambda _e, cl=client: received.setdefault(cl.seat, []).append(
            time.perf_counter()))
    real_send = host._send_updates

    def send_updates(evs, *rest):
        seat = acting[-1] if acting else -1
        to = frozenset(host.seat_conn) if c.state is not None else frozenset()
        batches.append((seat, sent_at.get(seat, 0.0), to))
        return real_send(evs, *rest)
    host._send_updates = send_updates
    real = c.submit_remote

    def tracked(seat, action):
        acting.append(seat)
        try:
            return real(seat, action)
        finally:
            acting.pop()
    c.submit_remote = tracked
    t0 = time.time()
    while not (c.state.is_over and all(cl.totals is not None for cl, _ in pairs)) and time.time() - t0 < 300:
        app.processEvents()
    count = dict.fromkeys(received, 0)
    for seat, when, to in batches:
        for other in sorted(to):
            k = count.get(other, 0)
            count[other] = k + 1
            times = received.get(other, [])
            if seat >= 0 and other != seat and k < len(times):
                latencies.append((times[k] - when) * 1000)
    host.stop()
    return latencies


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--game", default="atout_pique")
    args = p.parse_args()
    from PySide6.QtCore import QCoreApplication
    app = QCoreApplication.instance() or QCoreApplication([])
    latencies: list[float] = []
    for g in range(args.games):
        latencies += play_one(app, args.game, 50 + g)
    if not latencies:
        print("no measure")
        return 1
    latencies.sort()
    p95 = latencies[int(0.95 * (len(latencies) - 1))]
    print(f"{args.game}: {len(latencies)} deliveries, median {statistics.median(latencies):.2f} ms, "
          f"95th percentile {p95:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())

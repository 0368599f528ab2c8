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
    """One game; each delivery's latency in ms."""
    from tests.net_helpers import join, make_host
    latencies: list[float] = []
    host = make_host(game_id, seed=seed, remote=(0, 1, 2, 3))
    c = host.controller
    pairs = [join(host, f"N{i}", record=False, seed=i) for i in range(4)]
    sent_at: dict[int, float] = {}          # seat -> time of its last action sent
    batches: list[tuple[int, float]] = []   # host batch -> (seat that acted, send time)
    received: dict[int, list[float]] = {}   # seat -> time of each events message
    for client, _bot in pairs:
        original = client.send_action

        def send(action, client=client, original=original):
            sent_at[client.seat] = time.perf_counter()
            return original(action)
        client.send_action = send
        client.updated.connect(lambda _e, cl=client: received.setdefault(cl.seat, []).append(
            time.perf_counter()))
    def on_events(_evs, _c=c):
        acted = getattr(_c, "_last_remote", None)
        batches.append((acted, sent_at.get(acted, 0.0)) if acted is not None else (-1, 0.0))
    real = c.submit_remote

    def tracked(seat, action):
        c._last_remote = seat
        try:
            return real(seat, action)
        finally:
            c._last_remote = None
    c.submit_remote = tracked
    c.events.connect(on_events)
    t0 = time.time()
    while not (c.state.is_over and all(cl.totals is not None for cl, _ in pairs)) and time.time() - t0 < 300:
        app.processEvents()
    for i, (seat, when) in enumerate(batches):
        if seat < 0:
            continue
        for other, times in received.items():
            if other != seat and i < len(times):
                latencies.append((times[i] - when) * 1000)
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

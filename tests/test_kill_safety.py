"""Kill-safety: the program is killed (SIGKILL) at random moments while it plays
and autosaves; the save on disk must always be a complete position, the one
written last or the one being written, never a torn file.

The child is this file run as a script: the real controller (computer players
at every seat, no animations, no pacing) plays game after game and autosaves
after every move through :mod:`cardtable.ui.storage`; it resumes from the
autosave at each start, as the program does.  Around each write it prints
``W <sha>`` (about to write this text) and ``D <sha>`` (written), around the
removal of a finished game's autosave ``U`` and ``X``, each line written with
one ``os.write`` to a file, so the lines before the kill are all there.  After
each kill the parent works out which files the disk may hold and checks the
file: the same bytes as one of them, and read back whole by ``read_save``.

Fast subset by default (a few kills); ``CARDTABLE_KILLS=200`` runs the long one:

    CARDTABLE_KILLS=200 PYTHONPATH=$PWD python -m pytest -q tests/test_kill_safety.py -s
"""

from __future__ import annotations

import hashlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("atout_pique", "peech", "auteurs", "deutch")
ORG = "cardtable-kill"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


# ------------------------------------------------------------------- child
def child(game_id: str, seed: int) -> None:  # pragma: no cover - runs in a subprocess
    from PySide6.QtCore import QCoreApplication, QTimer

    app = QCoreApplication([sys.argv[0]])
    QCoreApplication.setOrganizationName(ORG)
    QCoreApplication.setApplicationName(ORG)
    from cardtable import games
    from cardtable.ui import storage
    from cardtable.ui.anim import Durations
    from cardtable.ui.controller import GameController
    from cardtable.ui.setup import GameSetup, SeatSetup

    def out(line: str) -> None:
        os.write(1, (line + "\n").encode())

    real_write, real_remove = storage.write_atomic, storage.remove

    def write(path, text):
        h = sha(text.encode("utf-8"))
        out(f"W {h}")
        real_write(path, text)
        out(f"D {h}")

    def remove(path):
        out("U")
        real_remove(path)
        out("X")
    storage.write_atomic, storage.remove = write, remove

    ctl = GameController(Durations("off"))
    ctl.pace = False
    ctl.events.connect(lambda evs: QTimer.singleShot(0, ctl.animations_done))
    ctl.started.connect(lambda: QTimer.singleShot(0, ctl.animations_done))
    counter = [seed]

    def new_game() -> None:
        counter[0] += 1
        info = games.game_info(game_id)
        n = info.default_players
        setup = GameSetup(game_id, n, [SeatSetup(f"P{i}", False, "facile") for i in range(n)], {}, counter[0])
        ctl.start(setup)

    ctl.game_over.connect(lambda totals: QTimer.singleShot(0, new_game))
    path = ctl.autosave_path()
    storage.clean_temp_files(path.parent)
    if path.exists():
        setup, state = ctl.read_save(path)      # a torn file would raise here: the parent sees rc != 0
        out("R")
        ctl.start(setup, state)
    else:
        new_game()
    app.exec()


# ------------------------------------------------------------------ parent
def allowed_contents(lines: list[str], initial: str | None) -> set[str | None]:
    current: str | None = initial
    possible: set[str | None] = {initial}
    for line in lines:
        kind, _, h = line.partition(" ")
        if kind == "W":
            possible = {current, h}
        elif kind == "D":
            current = h
            possible = {h}
        elif kind == "U":
            possible = {current, None}
        elif kind == "X":
            current = None
            possible = {None}
    return possible


def run_kills(tmp_path: Path, kills: int, seed: int) -> dict[str, int]:
    rng = random.Random(seed)
    env = {k: v for k, v in os.environ.items()}
    env.update({"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
                "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")})
    folder = tmp_path / "data" / ORG           # one level: the organisation repeats the name (storage.default_data_dir)
    save = folder / "autosave.json"
    stats = {"kills": 0, "during_write": 0, "resumed": 0, "writes": 0, "missing": 0}
    for k in range(kills):
        game = GAMES[k % len(GAMES)]
        initial = sha(save.read_bytes()) if save.exists() else None
        log = tmp_path / f"out-{k}.txt"
        with open(log, "wb") as fh:
            proc = subprocess.Popen([sys.executable, __file__, "child", game, str(seed * 1000 + k)],
                                    stdout=fh, stderr=subprocess.PIPE, cwd=ROOT, env=env)
        deadline = time.monotonic() + 60
        while b"D " not in log.read_bytes():        # wait until it plays and saves
            assert proc.poll() is None, proc.stderr.read().decode(errors="replace")
            assert time.monotonic() < deadline, "the child never saved"
            time.sleep(0.01)
        time.sleep(rng.uniform(0.0, 0.25))          # a random moment of play
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stderr.close()
        stats["kills"] += 1
        text = log.read_bytes().decode()
        lines = text.split("\n")[:-1]               # the last piece has no newline: cut by the kill
        stats["resumed"] += lines[:1] == ["R"]
        stats["writes"] += sum(1 for line in lines if line.startswith("D "))
        if lines and lines[-1].startswith("W "):
            stats["during_write"] += 1
        possible = allowed_contents(lines, initial)
        if save.exists():
            data = save.read_bytes()
            assert sha(data) in possible, f"kill {k}: the file on disk is neither the last save nor the next"
            from cardtable.ui import storage
            storage.parse_save(data)                # a complete position
        else:
            stats["missing"] += 1
            assert None in possible, f"kill {k}: the save disappeared"
        temps = list(folder.glob(".autosave.json.*.tmp"))
        assert len(temps) <= 1                      # at most the one being written; cleaned at the next start
    return stats


def test_killed_at_random_moments_the_save_is_always_whole(tmp_path, capsys):
    kills = int(os.environ.get("CARDTABLE_KILLS", "6"))
    stats = run_kills(tmp_path, kills, seed=int(os.environ.get("CARDTABLE_KILL_SEED", "1")))
    with capsys.disabled():
        if kills > 6:
            print(f"\nkill-safety: {stats}")
    assert stats["kills"] == kills
    assert stats["writes"] > kills                  # it really played and saved between kills
    assert stats["resumed"] >= 1                    # and resumed from what the kill left


def test_the_expected_contents_follow_the_protocol():
    assert allowed_contents([], None) == {None}
    assert allowed_contents(["W a"], None) == {None, "a"}
    assert allowed_contents(["W a", "D a", "W b"], None) == {"a", "b"}
    assert allowed_contents(["W a", "D a", "U"], None) == {"a", None}
    assert allowed_contents(["W a", "D a", "U", "X", "W b"], "z") == {None, "b"}


if __name__ == "__main__":  # pragma: no cover
    if len(sys.argv) == 4 and sys.argv[1] == "child":
        child(sys.argv[2], int(sys.argv[3]))
    else:
        pytest.main([__file__, "-q"])

"""A Peech table in the real window, computers playing their first legal
card, no animation: the start of the keyboard and focus tests."""

from __future__ import annotations

from typing import Any

from windows import shown_window


class FirstLegal:
    def choose(self, view, legal):
        return legal[0]


def peech_window(qtbot: Any, monkeypatch: Any) -> Any:
    """The window, shown, with a 4-player Peech game started (no autosave)."""
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: FirstLegal())
    from cardtable.ui.setup import GameSetup, SeatSetup
    w = shown_window(qtbot)
    seats = [SeatSetup(n, i == 0, "facile") for i, n in enumerate(["Vous", "Léa", "Hugo", "Chloé"])]
    w.start_game(GameSetup("peech", 4, seats, {"rounds": 3}, 5))
    w.controller.autosave_enabled = False
    return w

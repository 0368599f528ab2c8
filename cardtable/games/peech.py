"""Peech: four players choose a card face down at once; the strongest takes the weakest."""

from __future__ import annotations

from cardtable.games import QT_TRANSLATE_NOOP, GameInfo, ResultRule

GAME = GameInfo(
    id="peech",
    title=QT_TRANSLATE_NOOP("engine", "Peech"),
    engine="cardtable.engine.peech:PeechState",
    players="cardtable.ai.peech:make_player",
    table="cardtable.ui.games.peech:PLUGIN",
    teams=False,
    simultaneous=True,
    timed_windows=False,
    min_players=4,
    max_players=4,
    default_players=4,
    blurb=QT_TRANSLATE_NOOP(
        "NewGameDialog", "Everyone lays a card face down at once; the strongest card takes the weakest. "
        "Win exactly the number of cards your secret target card says, collect points, "
        "and finish with the lowest total."),
    # no undo: every choice is laid face down at the same time as the others'
    # and is final (the rules: no changing one's mind); taking it back after
    # the reveal would mean choosing again knowing everyone's cards
    undo_refusal=QT_TRANSLATE_NOOP(
        "Undo", "In Peech a choice is final: the cards are revealed together and cannot be taken back."),
    result=ResultRule(QT_TRANSLATE_NOOP("Statistics", "Total (lowest wins)"), higher_is_better=False),
)

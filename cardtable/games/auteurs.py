"""Les Auteurs: ask the others for exact cards and lay the four of a rank ("poissons")."""

from __future__ import annotations

from cardtable.games import QT_TRANSLATE_NOOP, GameInfo, ResultRule

GAME = GameInfo(
    id="auteurs",
    title=QT_TRANSLATE_NOOP("engine", "Les Auteurs"),
    engine="cardtable.engine.auteurs:AuteursState",
    players="cardtable.ai.auteurs:make_player",
    table="cardtable.ui.games.auteurs:PLUGIN",
    teams=False,
    simultaneous=False,
    timed_windows=False,
    min_players=4,
    max_players=5,
    default_players=4,
    blurb=QT_TRANSLATE_NOOP(
        "NewGameDialog", "Ask another player for one exact card of a rank you hold: keep asking while "
        "you get it. Four of a rank make a poisson, and each other player pays you a token. "
        "Remember every question: the most tokens wins."),
    # no undo: every question gets an answer that shows where a card is (or
    # is not); asking again after taking it back would use that answer
    undo_refusal=QT_TRANSLATE_NOOP(
        "Undo", "In Les Auteurs every question is answered at once, showing where a card is: "
        "a question cannot be taken back."),
    result=ResultRule(QT_TRANSLATE_NOOP("Statistics", "Tokens"), higher_is_better=True),
)

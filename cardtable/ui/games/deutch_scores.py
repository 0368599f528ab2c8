"""The Deutch scoresheet: one row per round, per player the points in the row
and the round's score (the caller marked, an erased score struck through),
and the running total (the lowest total wins).

Pure functions over the engine's public view (``view["history"]``: per round
``round, reason, caller, points, scores, erased``; ``view["totals"]``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.ui.i18n import tr_context
from cardtable.ui.numbers import number

from .base import QT_TRANSLATE_NOOP, ScoreCell, ScoreColumn, ScoreRow, engine_totals, seat_name

scoresheet = tr_context("scoresheet")   # scoresheet.tr(...): lupdate sees the context
CALLER = "\u2691"        # ⚑ the player who called Deutch
STRIKE = "\u0336"        # combining long stroke overlay: a struck-through figure


@dataclass(frozen=True)
class DeutchColumn(ScoreColumn):
    """``short``, ``priority``: as Peech's; ``beside_total``: the round's
    score (⚑, struck when erased) is written small above the total once its
    column is folded on a narrow sheet, and ``above_total`` says what it is
    in the sheet's legend then."""

    short: str = ""
    priority: int = 50
    beside_total: bool = False
    above_total: str = ""


_COLUMNS: tuple[DeutchColumn, ...] = (
    DeutchColumn("points", QT_TRANSLATE_NOOP("scoresheet", "Cards"),
                 QT_TRANSLATE_NOOP("scoresheet", "Points of the cards left in the row (red K 0 … black K 13)"),
                 short=QT_TRANSLATE_NOOP("scoresheet", "Cd"), priority=40),
    DeutchColumn("score", QT_TRANSLATE_NOOP("scoresheet", "Round"),
                 QT_TRANSLATE_NOOP("scoresheet", "The round's score (⚑ called Deutch; a struck figure is erased)"),
                 short=QT_TRANSLATE_NOOP("scoresheet", "Rd"), priority=90, beside_total=True,
                 above_total=QT_TRANSLATE_NOOP("scoresheet", "the round's score (⚑: called Deutch)")),
    DeutchColumn("total", QT_TRANSLATE_NOOP("scoresheet", "Total"),
                 QT_TRANSLATE_NOOP("scoresheet", "Round scores not erased: the lowest total wins"),
                 total=True, short=QT_TRANSLATE_NOOP("scoresheet", "Tot"), priority=1000),
)


def struck(text: str) -> str:
    """``text`` drawn struck through (a combining stroke on each character)."""
    return "".join(ch + STRIKE for ch in text)



def score_columns() -> list[ScoreColumn]:
    return list(_COLUMNS)


def group_totals(view: dict[str, Any], players: int) -> list[int]:
    totals = engine_totals(view, players)
    if totals is not None:
        return totals
    out = [0] * players
    for rnd in view.get("history") or []:
        for s in range(players):
            if not rnd["erased"][s]:
                out[s] += int(rnd["scores"][s])
    return out


def score_rows(view: dict[str, Any], names: list[str]) -> list[ScoreRow]:
    """One row per scored round of ``view["history"]``; totals count the
    scores not erased (an erasure made later already shows in earlier rows)."""
    history = list(view.get("history") or [])
    players = int(view.get("players") or (len(history[0]["scores"]) if history else 0))
    running = [0] * players
    rows: list[ScoreRow] = []
    for index, rnd in enumerate(history):
        n = int(rnd.get("round", index + 1))
        label = scoresheet.tr("Round {n}").format(n=n)
        caller = rnd.get("caller")
        cells: list[dict[str, ScoreCell]] = []
        summary: list[str] = []
        for s in range(players):
            pts, score, erased = int(rnd["points"][s]), int(rnd["scores"][s]), bool(rnd["erased"][s])
            name = seat_name(names, s)
            text = str(score)
            if s == caller:
                text = f"{CALLER} {text}"
                if score == 0:
                    tip = scoresheet.tr("{name} called Deutch with the lowest count: 0, and erases their highest "
                                        "earlier score").format(name=name)
                elif score == pts:
                    tip = scoresheet.tr("{name} called Deutch, tied for the lowest count: {points}").format(
                        name=name, points=pts)
                else:
                    tip = scoresheet.tr("{name} called Deutch but someone had less: {points} + 10 = {score}").format(
                        name=name, points=pts, score=score)
            else:
                tip = scoresheet.tr("{name} scores the {points} points of their cards").format(name=name, points=pts)
            if erased:
                text = struck(str(score)) if s != caller else f"{CALLER} {struck(str(score))}"
                tip = scoresheet.tr("Erased by a successful Deutch later: this {score} does not count").format(
                    score=score)
            else:
                running[s] += score
            cells.append({
                "points": ScoreCell(str(pts), scoresheet.tr("Cards left: {points} points").format(points=pts), pts),
                "score": ScoreCell(text, tip, 0 if erased else score),
                "total": ScoreCell(number(running[s]), scoresheet.tr("Total after round {n}: {total}").format(
                    n=n, total=number(running[s])), running[s]),
            })
            summary.append(f"{name} {score}")
        detail = scoresheet.tr("{round}: {summary}").format(round=label, summary=", ".join(summary))
        if caller is not None:
            detail += " " + scoresheet.tr("(Deutch called by {name})").format(name=seat_name(names, caller))
        rows.append(ScoreRow(label=label, cells=cells, detail=detail))
    return rows


__all__ = ["CALLER", "DeutchColumn", "group_totals", "score_columns", "score_rows", "struck"]

"""The Peech scoresheet: one group of columns per player, one row per round.

Pure functions over the engine's public view (``view["history"]``, a record
per round and seat: ``start, target, target_points, won_count, won_points,
reached, penalty, score, round_win``; ``view["totals"]``).  The table plugin
``cardtable/ui/games/peech.py`` delegates its scoresheet methods here.

Columns per player, each named for what it holds so that a player reads the
sheet without the tooltips: Starting points (of the round's points card),
Cards to win (the target), Cards won (✓ when the target was reached), Points
taken off (of the won cards, plus the target card's when reached), Penalty
(one per card missing), Round score, Round won: −1 (the cell says "★ −1") and
Total so far (round scores minus round wins: the lowest total wins), so a
round scored 6 and won reads "6 | ★ −1 | 5".  On a narrow sheet (the
dock's default width with four players) the round score and the round won
are the last folded beside the total, and once folded they are written small
above the total in its cell ("6 ★ −1" over "5").  Every figure carries a
tooltip that explains it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.ui.i18n import tr_context
from cardtable.ui.numbers import MINUS, number

from .base import QT_TRANSLATE_NOOP, ScoreCell, ScoreColumn, ScoreRow, engine_totals, seat_name

CONTEXT = "scoresheet"
scoresheet = tr_context(CONTEXT)   # scoresheet.tr(...): lupdate sees the context
REACHED = "\u2713"   # ✓
WIN = "\u2605"       # ★


@dataclass(frozen=True)
class PeechColumn(ScoreColumn):
    """A column with its short title and its worth on a narrow sheet
    (read by the scoresheet: ``short``, ``priority``; lowest folded first;
    ``beside_total``: once folded, its figures are written small above the
    total, so the round score and the ★ of a round won are always shown;
    ``above_total``: what they are, in the sheet's legend then)."""

    short: str = ""
    priority: int = 50
    beside_total: bool = False
    above_total: str = ""


_COLUMNS: tuple[PeechColumn, ...] = (
    PeechColumn("start", QT_TRANSLATE_NOOP("scoresheet", "Starting points"),
                QT_TRANSLATE_NOOP("scoresheet", "Starting points, from the round's points card (7 = 12 … K = 21)"),
                short=QT_TRANSLATE_NOOP("scoresheet", "Start"), priority=30),
    PeechColumn("target", QT_TRANSLATE_NOOP("scoresheet", "Cards to win"),
                QT_TRANSLATE_NOOP("scoresheet", "Cards to win: the rank of the secret target card (4 to 10)"),
                short=QT_TRANSLATE_NOOP("scoresheet", "Target"), priority=40),
    PeechColumn("won", QT_TRANSLATE_NOOP("scoresheet", "Cards won"),
                QT_TRANSLATE_NOOP("scoresheet", "Cards won in the battles (✓: the target was reached)"),
                short=QT_TRANSLATE_NOOP("scoresheet", "Won"), priority=60),
    PeechColumn("points", QT_TRANSLATE_NOOP("scoresheet", "Points taken off"),
                QT_TRANSLATE_NOOP("scoresheet", "Points of the cards won, plus the target card's points when the "
                                  "target was reached; taken off the starting points"),
                short=QT_TRANSLATE_NOOP("scoresheet", "Pts"), priority=45),
    PeechColumn("penalty", QT_TRANSLATE_NOOP("scoresheet", "Penalty"),
                QT_TRANSLATE_NOOP("scoresheet", "Target missed: one point per card missing"),
                short=QT_TRANSLATE_NOOP("scoresheet", "Pen"), priority=35),
    PeechColumn("score", QT_TRANSLATE_NOOP("scoresheet", "Round score"),
                QT_TRANSLATE_NOOP("scoresheet", "The round's score (the lower the better)"),
                short=QT_TRANSLATE_NOOP("scoresheet", "Score"), priority=95, beside_total=True,
                above_total=QT_TRANSLATE_NOOP("scoresheet", "the round's score")),
    PeechColumn("win", QT_TRANSLATE_NOOP("scoresheet", "Round won: −1"),
                QT_TRANSLATE_NOOP("scoresheet", "★ a round won (first to reach the target): one point off the total"),
                short=QT_TRANSLATE_NOOP("scoresheet", "★ −1"), priority=90, beside_total=True,
                above_total=QT_TRANSLATE_NOOP("scoresheet", "★ −1 for a round won")),
    PeechColumn("total", QT_TRANSLATE_NOOP("scoresheet", "Total so far"),
                QT_TRANSLATE_NOOP("scoresheet", "Round scores so far minus round wins: the lowest total wins"),
                total=True, short=QT_TRANSLATE_NOOP("scoresheet", "Total"), priority=1000),
)


# ------------------------------------------------------------ plugin API
def score_columns() -> list[ScoreColumn]:
    return list(_COLUMNS)


def group_totals(view: dict[str, Any], players: int) -> list[int]:
    totals = engine_totals(view, players)
    if totals is not None:
        return totals
    scores_ = [0] * players
    for rnd in view.get("history") or []:
        for s, rec in enumerate(rnd.get("seats") or []):
            if s < players:
                scores_[s] += int(rec.get("score", 0)) - (1 if rec.get("round_win") else 0)
    return scores_


def score_rows(view: dict[str, Any], names: list[str]) -> list[ScoreRow]:
    """One row per scored round of ``view["history"]``."""
    rows: list[ScoreRow] = []
    running = [0, 0, 0, 0]
    for index, rnd in enumerate(view.get("history") or []):
        n = int(rnd.get("round", index + 1))
        label = scoresheet.tr("Round {n}").format(n=n)
        cells: list[dict[str, ScoreCell]] = []
        summary: list[str] = []
        seats = list(rnd.get("seats") or [])
        for s in range(4):
            rec = seats[s] if s < len(seats) and isinstance(seats[s], dict) else {}
            before = running[s]
            seat_cells, after = seat_cells_for(rec, n, before, seat_name(names, s))
            running[s] = after
            cells.append(seat_cells)
            summary.append(scoresheet.tr("{name} {score}").format(name=seat_name(names, s), score=int(rec.get("score", 0)))
                           + (f" {WIN}" if rec.get("round_win") else ""))
        detail = scoresheet.tr("{round}: {summary}").format(round=label, summary=", ".join(summary))
        if rnd.get("limit"):
            detail += " " + scoresheet.tr("(ended at the limit of battles)")
        rows.append(ScoreRow(label=label, cells=cells, detail=detail))
    return rows


def seat_cells_for(rec: dict[str, Any], round_no: int, before: int, name: str) -> tuple[dict[str, ScoreCell], int]:
    """The cells of one player in one round, and their total after it."""
    start = int(rec.get("start", 0))
    target = int(rec.get("target", 0))
    tpoints = int(rec.get("target_points", 0))
    won = int(rec.get("won_count", 0))
    wpoints = int(rec.get("won_points", 0))
    reached = bool(rec.get("reached", won >= target))
    penalty = int(rec.get("penalty", 0 if reached else max(0, target - won)))
    score = int(rec.get("score", 0))
    win = bool(rec.get("round_win"))
    counted = wpoints + (tpoints if reached else 0)

    start_cell = ScoreCell(str(start), scoresheet.tr("{name} starts round {n} with {points} points (points card)").format(
        name=name, n=round_no, points=start), start)
    target_cell = ScoreCell(str(target), scoresheet.tr("Target card: a {rank}, so {n} cards to win").format(
        rank=target, n=target), target)
    if reached:
        won_tip = scoresheet.tr("{won} cards won out of {target}: target reached").format(won=won, target=target)
    else:
        won_tip = scoresheet.tr("{won} cards won out of {target}: {missing} missing").format(
            won=won, target=target, missing=target - won)
    won_cell = ScoreCell(f"{won}{REACHED}" if reached else str(won), won_tip, won)
    if reached:
        pts_tip = scoresheet.tr("Cards won: {won} points + target card: {target} points = {total}").format(
            won=wpoints, target=tpoints, total=counted)
    else:
        pts_tip = scoresheet.tr("Cards won: {won} points (the target card counts only when the target is reached)").format(
            won=wpoints)
    points_cell = ScoreCell(str(counted), pts_tip, counted)
    if penalty:
        pen_tip = scoresheet.tr("Target missed by {n}: +{n} to the round's score").format(n=penalty)
    else:
        pen_tip = scoresheet.tr("No penalty: the target was reached") if reached else scoresheet.tr("No penalty")
    penalty_cell = ScoreCell(str(penalty) if penalty else "", pen_tip, penalty)
    base = max(0, start - counted)
    if reached:
        score_tip = scoresheet.tr("{start} − {points} = {score} (never below 0)").format(
            start=start, points=counted, score=score) if start - counted >= 0 else scoresheet.tr("{start} − {points} is below 0: the round scores 0").format(start=start, points=counted)
    else:
        score_tip = scoresheet.tr("{start} − {points} → {base}, + {penalty} penalty = {score}").format(
            start=start, points=counted, base=base, penalty=penalty, score=score)
    score_cell = ScoreCell(str(score), score_tip, score)
    win_cell = ScoreCell(f"{WIN} {MINUS}1" if win else "", scoresheet.tr("Round won: one point off the total") if win
                         else scoresheet.tr("Round not won"), 1 if win else 0)
    after = before + score - (1 if win else 0)
    if win:
        total_tip = scoresheet.tr("Total after round {n}: {before} + {score} − 1 (round won) = {total}").format(
            n=round_no, before=number(before), score=score, total=number(after))
    else:
        total_tip = scoresheet.tr("Total after round {n}: {before} + {score} = {total}").format(
            n=round_no, before=number(before), score=score, total=number(after))
    total_cell = ScoreCell(number(after), total_tip, after)
    return ({"start": start_cell, "target": target_cell, "won": won_cell, "points": points_cell,
             "penalty": penalty_cell, "score": score_cell, "win": win_cell, "total": total_cell}, after)


__all__ = ["MINUS", "PeechColumn", "group_totals", "score_columns", "score_rows", "seat_cells_for"]

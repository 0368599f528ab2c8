"""The Les Auteurs scoresheet: one group of columns per player, one row per deal.

Pure functions over the engine's public view (``view["results"]``: a record per
finished deal, ``{"deal", "dealer", "poissons": [per seat], "delta": [per
seat]}``; ``view["start_tokens"]``, ``view["totals"]``).  The table plugin
``cardtable/ui/games/auteurs.py`` delegates its scoresheet methods here.

Columns per player: Poissons (laid in the deal), Tokens (won or lost in the
deal: one from each other player per poisson laid, one paid for each poisson
the others laid) and Total (tokens held after the deal: the most wins).
Every figure carries a tooltip that explains it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.ui.i18n import tr_context
from cardtable.ui.numbers import MINUS, number, signed

from .base import QT_TRANSLATE_NOOP, ScoreCell, ScoreColumn, ScoreRow, engine_totals, seat_name

CONTEXT = "scoresheet"
scoresheet = tr_context(CONTEXT)   # scoresheet.tr(...): lupdate sees the context
POISSONS = 13


@dataclass(frozen=True)
class AuteursColumn(ScoreColumn):
    """A column with its short title and its worth on a narrow sheet."""

    short: str = ""
    priority: int = 50


_COLUMNS: tuple[AuteursColumn, ...] = (
    AuteursColumn("poissons", QT_TRANSLATE_NOOP("scoresheet", "Poissons"),
                  QT_TRANSLATE_NOOP("scoresheet", "Poissons (four cards of one rank) laid in the deal"),
                  short=QT_TRANSLATE_NOOP("scoresheet", "Poi"), priority=60),
    AuteursColumn("delta", QT_TRANSLATE_NOOP("scoresheet", "Tokens"),
                  QT_TRANSLATE_NOOP("scoresheet", "Tokens won or lost in the deal: one from each other player for "
                                    "each poisson laid, one paid for each poisson another player laid"),
                  short=QT_TRANSLATE_NOOP("scoresheet", "Tok"), priority=80),
    AuteursColumn("total", QT_TRANSLATE_NOOP("scoresheet", "Total"),
                  QT_TRANSLATE_NOOP("scoresheet", "Tokens held after the deal: the most tokens wins"),
                  total=True, short=QT_TRANSLATE_NOOP("scoresheet", "Tot"), priority=1000),
)



# ------------------------------------------------------------ plugin API
def score_columns() -> list[ScoreColumn]:
    return list(_COLUMNS)


def _players(view: dict[str, Any], fallback: int = 4) -> int:
    p = view.get("players")
    return int(p) if isinstance(p, int) else fallback


def group_totals(view: dict[str, Any], players: int) -> list[int]:
    totals = engine_totals(view, players)
    if totals is not None:
        return totals
    start = int(view.get("start_tokens", 25))
    out = [start] * players
    for rec in view.get("results") or []:
        for s, d in enumerate(rec.get("delta") or []):
            if s < players:
                out[s] += int(d)
    return out


def score_rows(view: dict[str, Any], names: list[str]) -> list[ScoreRow]:
    """One row per finished deal of ``view["results"]``."""
    n = _players(view, len(names) or 4)
    running = [int(view.get("start_tokens", 25))] * n
    rows: list[ScoreRow] = []
    for index, rec in enumerate(view.get("results") or []):
        deal = int(rec.get("deal", index + 1))
        label = scoresheet.tr("Deal {n}").format(n=deal)
        poissons = [int(x) for x in rec.get("poissons") or [0] * n]
        deltas = [int(x) for x in rec.get("delta") or [n * p - POISSONS for p in poissons]]
        cells: list[dict[str, ScoreCell]] = []
        summary: list[str] = []
        for s in range(n):
            before = running[s]
            seat_cells, after = seat_cells_for(poissons[s], deltas[s], n, deal, before, seat_name(names, s))
            running[s] = after
            cells.append(seat_cells)
            summary.append(scoresheet.tr("{name} {delta}").format(name=seat_name(names, s), delta=signed(deltas[s])))
        dealer = rec.get("dealer")
        detail = scoresheet.tr("{deal}: {summary}").format(deal=label, summary=", ".join(summary))
        if isinstance(dealer, int) and 0 <= dealer < n:
            detail += " " + scoresheet.tr("(dealt by {name})").format(name=seat_name(names, dealer))
        rows.append(ScoreRow(label=label, cells=cells, detail=detail))
    return rows


def seat_cells_for(poissons: int, delta: int, players: int, deal: int, before: int,
                   name: str) -> tuple[dict[str, ScoreCell], int]:
    """The cells of one player in one deal, and their tokens after it."""
    others = POISSONS - poissons
    won = poissons * (players - 1)
    poi_tip = scoresheet.tr("{name} laid %n poisson(s) in deal {deal}", "", poissons).format(name=name, deal=deal)
    poi_cell = ScoreCell(str(poissons), poi_tip, poissons)
    delta_tip = scoresheet.tr("{won} won ({poissons} poisson(s) × {payers} players) − {lost} paid "
                          "({others} poisson(s) of the others) = {delta}").format(
        won=won, poissons=poissons, payers=players - 1, lost=others, others=others, delta=signed(delta))
    delta_cell = ScoreCell(signed(delta), delta_tip, delta)
    after = before + delta
    op = f"{MINUS} {-delta}" if delta < 0 else f"+ {delta}"
    total_tip = scoresheet.tr("Tokens after deal {deal}: {before} {change} = {after}").format(
        deal=deal, before=number(before), change=op, after=number(after))
    total_cell = ScoreCell(number(after), total_tip, after)
    return {"poissons": poi_cell, "delta": delta_cell, "total": total_cell}, after


__all__ = ["AuteursColumn", "group_totals", "score_columns", "score_rows", "seat_cells_for"]

"""The Atout Pique scoresheet: one group of columns per team, one row per hand.

Pure functions over the engine's view (``view["history"]``, ``view["scores"]``);
the table plugin ``cardtable/ui/games/atout_pique.py`` delegates its
:class:`~cardtable.ui.games.base.GamePlugin` scoresheet methods to them::

    from .atout_pique_scores import score_columns, score_rows, group_totals, groups, group_of_seat

Columns per team: Bid (the team's contract: sum of the non-nil bids), Tricks
(tricks taken by the two partners), Bags in reserve (the running reserve of
bags after the hand; "Bags" when abbreviated), Nil (✓ made, ✗ failed; the cell's value is the nil points), Points (the
hand's points) and Total (the running score).  Every figure carries a
translated tooltip that explains it, and
every row a one-line summary of the hand (:attr:`ScoreRow.detail`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from cardtable.ui.numbers import MINUS, number, signed

from .base import QT_TRANSLATE_NOOP, ScoreCell, ScoreColumn, ScoreRow, seat_name

CONTEXT = "scoresheet"
MADE = "\u2713"    # ✓ a nil made
FAILED = "\u2717"  # ✗ a nil failed

@dataclass(frozen=True)
class AtoutPiqueColumn(ScoreColumn):
    """A column with its short title, its worth on a narrow sheet (lowest
    folded first), its widest likely figure (``sample``: the sheet's choice
    of columns is the same before the first hand and after it) and, for the
    bags in reserve, ``beside_total``: once folded on a narrow sheet, the
    reserve is written small above the total (it is never lost), and
    ``above_total`` says what it is in the sheet's legend then."""

    short: str = ""
    priority: int = 50
    sample: str = "88"
    beside_total: bool = False
    above_total: str = ""


_COLUMNS: tuple[AtoutPiqueColumn, ...] = (
    AtoutPiqueColumn("bid", QT_TRANSLATE_NOOP("scoresheet", "Bid"),
                     QT_TRANSLATE_NOOP("scoresheet", "The team's contract: the partners' bids added up (nil bids excluded)"),
                     priority=60),
    AtoutPiqueColumn("tricks", QT_TRANSLATE_NOOP("scoresheet", "Tricks"),
                     QT_TRANSLATE_NOOP("scoresheet", "Tricks taken by the two partners"), priority=55, sample="13"),
    AtoutPiqueColumn("bags", QT_TRANSLATE_NOOP("scoresheet", "Bags in reserve"),
                     QT_TRANSLATE_NOOP("scoresheet", "Bags in reserve after the hand (at 10 bags: −100 points)"),
                     short=QT_TRANSLATE_NOOP("scoresheet", "Bags"), priority=70, sample="8!", beside_total=True,
                     above_total=QT_TRANSLATE_NOOP("scoresheet", "the bags in reserve")),
    AtoutPiqueColumn("nil", QT_TRANSLATE_NOOP("scoresheet", "Nil"),
                     QT_TRANSLATE_NOOP("scoresheet", "Nil bids: ✓ made (+100), ✗ failed (−100)"), priority=20,
                     sample=MADE + FAILED),
    AtoutPiqueColumn("points", QT_TRANSLATE_NOOP("scoresheet", "Points"),
                     QT_TRANSLATE_NOOP("scoresheet", "Points scored by the team in this hand"), priority=90,
                     sample="+188"),
    AtoutPiqueColumn("total", QT_TRANSLATE_NOOP("scoresheet", "Total"),
                     QT_TRANSLATE_NOOP("scoresheet", "The team's score after the hand"), total=True, priority=1000,
                     sample="−388"),
)


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class ScoresheetCounts(QObject):
    """Counts in Qt's numerus forms ("1 sac", "0 pli", "3 plis").

    ``self.tr(text, "", n)`` is the form ``pyside6-lupdate`` extracts as a
    numerus message (it does not for ``QCoreApplication.translate``); the
    context is this class's name.
    """

    def bags(self, n: int) -> str:
        return self.tr("%n bag(s)", "", n)

    def tricks(self, n: int) -> str:
        return self.tr("%n trick(s)", "", n)


_COUNTS = ScoresheetCounts()


def _bags_text(n: int) -> str:
    return _COUNTS.bags(n)


def _tricks_text(n: int) -> str:
    return _COUNTS.tricks(n)



# ------------------------------------------------------------ plugin API
def groups(players: int, names: list[str]) -> list[str]:
    """Two teams named after their players: seats 0 & 2, seats 1 & 3."""
    return [f"{seat_name(names, 0)} & {seat_name(names, 2)}", f"{seat_name(names, 1)} & {seat_name(names, 3)}"]


def group_of_seat(seat: int, players: int) -> int:
    return seat % 2


def score_columns() -> list[ScoreColumn]:
    return list(_COLUMNS)


def group_totals(view: dict[str, Any], players: int) -> list[int]:
    scores = view.get("scores") or [0, 0]
    return [int(s) for s in scores][:2] + [0] * max(0, 2 - len(scores))


def score_rows(view: dict[str, Any], names: list[str]) -> list[ScoreRow]:
    """One row per scored hand of ``view["history"]``."""
    team_names = groups(4, names)
    rows: list[ScoreRow] = []
    previous = [0, 0]
    for index, entry in enumerate(view.get("history") or []):
        hand = int(entry.get("hand", index + 1))
        teams = list(entry.get("teams") or [])
        cells: list[dict[str, ScoreCell]] = []
        summaries: list[str] = []
        for team in (0, 1):
            rec = teams[team] if team < len(teams) and isinstance(teams[team], dict) else {}
            team_cells, summary, score = _team_cells(rec, team, hand, previous[team], names)
            previous[team] = score
            cells.append(team_cells)
            summaries.append(translate("scoresheet", "{team} {points} ({what})").format(
                team=team_names[team], points=signed(int(rec.get("points", 0))), what=summary)
                if summary else translate("scoresheet", "{team} {points}").format(
                team=team_names[team], points=signed(int(rec.get("points", 0)))))
        label = translate("scoresheet", "Hand {n}").format(n=hand)
        detail = translate("scoresheet", "{hand}: {summary}").format(hand=label, summary=translate("scoresheet", "; ").join(summaries))
        rows.append(ScoreRow(label=label, cells=cells, detail=detail))
    return rows


# ------------------------------------------------------------- one team
def _team_cells(rec: dict[str, Any], team: int, hand: int, before: int,
                names: list[str]) -> tuple[dict[str, ScoreCell], str, int]:
    seats = [int(s) for s in (rec.get("seats") or [team, team + 2])]
    bids = [int(b) for b in (rec.get("bids") or [0, 0])]
    blind = [bool(b) for b in (rec.get("blind") or [False] * len(seats))]
    tricks = [int(t) for t in (rec.get("tricks") or [0] * len(seats))]
    while len(blind) < len(seats):
        blind.append(False)
    while len(tricks) < len(seats):
        tricks.append(0)
    while len(bids) < len(seats):
        bids.append(0)
    contract = int(rec.get("contract", sum(b for b in bids if b > 0)))
    taken = sum(tricks)
    counted = int(rec.get("counted", taken))
    made = bool(rec.get("made", counted >= contract))
    contract_points = int(rec.get("contract_points", 10 * contract if made else -10 * contract))
    bags_hand = int(rec.get("bags_this_hand", max(0, counted - contract) if made else 0))
    bag_penalty = int(rec.get("bag_penalty", 0))
    nils = [n for n in (rec.get("nils") or []) if isinstance(n, dict)]
    nil_points = sum(int(n.get("points", 0)) for n in nils)
    points = int(rec.get("points", contract_points + bags_hand + nil_points + bag_penalty))
    score = int(rec.get("score", before + points))
    reserve = int(rec.get("bags", bags_hand))
    boston = bool(rec.get("boston", taken == 13))
    tricks_of = dict(zip(seats, tricks, strict=False))

    # -- bid
    bid_items = []
    for seat, bid, bl in zip(seats, bids, blind, strict=False):
        if bid == 0:
            what = translate("scoresheet", "blind nil") if bl else translate("scoresheet", "nil")
            bid_items.append(translate("scoresheet", "{name} {bid}").format(name=seat_name(names, seat), bid=what))
        else:
            bid_items.append(translate("scoresheet", "{name} {bid}").format(name=seat_name(names, seat), bid=bid))
    bid_tip = translate("scoresheet", "Bids: {bids} → contract of {contract}").format(
        bids=", ".join(bid_items), contract=contract)
    bid_cell = ScoreCell(str(contract), bid_tip, contract)

    # -- tricks
    trick_lines = [translate("scoresheet", "Tricks: {tricks} ({total} in all)").format(
        tricks=", ".join(translate("scoresheet", "{name} {n}").format(name=seat_name(names, s), n=t) for s, t in zip(seats, tricks, strict=False)),
        total=taken)]
    for n in nils:
        seat = int(n.get("seat", -1))
        t = tricks_of.get(seat, 0)
        if not n.get("made", True) and t:
            trick_lines.append(translate("scoresheet", "{name}: failed nil, {tricks} counted toward the contract").format(
                name=seat_name(names, seat), tricks=_tricks_text(t)))
    if boston:
        trick_lines.append(translate("scoresheet", "Boston: the team took all 13 tricks!"))
    tricks_cell = ScoreCell(f"{taken}★" if boston else str(taken), "\n".join(trick_lines), taken)

    # -- bags
    bag_lines = [translate("scoresheet", "{bags} this hand, {reserve} in reserve (10 bags cost 100 points)").format(
        bags=_bags_text(bags_hand), reserve=reserve)]
    if bag_penalty:
        bag_lines.append(translate("scoresheet", "{count} bags reached: {points}").format(
            count=10 * (-bag_penalty // 100), points=signed(bag_penalty)))
    # the same legend line for every "n!" (the cell's tooltip says this hand's figures)
    bang = translate("scoresheet", "n! (bags): 10 bags reached, {points} points, n left in reserve").format(
        points=signed(-100)) if bag_penalty else ""
    bags_cell = ScoreCell(f"{reserve}!" if bag_penalty else str(reserve), "\n".join(bag_lines), reserve, mark=bang)

    # -- nil
    nil_lines = []
    summary_parts: list[str] = []
    for n in nils:
        seat = int(n.get("seat", -1))
        pts = int(n.get("points", 0))
        who = seat_name(names, seat)
        if n.get("made"):
            text = translate("scoresheet", "{name}: blind nil made → {points}") if n.get("blind") else translate("scoresheet", "{name}: nil made → {points}")
            nil_lines.append(text.format(name=who, points=signed(pts)))
            part = translate("scoresheet", "blind nil made ({name})") if n.get("blind") else translate("scoresheet", "nil made ({name})")
        else:
            text = (translate("scoresheet", "{name}: blind nil failed ({tricks}) → {points}") if n.get("blind")
                    else translate("scoresheet", "{name}: nil failed ({tricks}) → {points}"))
            nil_lines.append(text.format(name=who, tricks=_tricks_text(tricks_of.get(seat, 0)), points=signed(pts)))
            part = translate("scoresheet", "blind nil failed ({name})") if n.get("blind") else translate("scoresheet", "nil failed ({name})")
        summary_parts.append(part.format(name=who))
    if nils:
        marks = "".join(MADE if n.get("made") else FAILED for n in nils)
        nil_cell = ScoreCell(marks, "\n".join(nil_lines), nil_points)
    else:
        nil_cell = ScoreCell("", translate("scoresheet", "No nil bid"), None)

    # -- points: the whole computation
    lines = []
    plain_bids = [b for b in bids if b > 0]
    if contract > 0:
        parts = " + ".join(str(b) for b in plain_bids)
        contract_label = (translate("scoresheet", "Contract {contract} ({parts})").format(contract=contract, parts=parts)
                          if len(plain_bids) > 1 else translate("scoresheet", "Contract {contract}").format(contract=contract))
        if made:
            line = translate("scoresheet", "{contract}: {counted} counted ≥ {target} → {points}").format(
                contract=contract_label, counted=_tricks_text(counted), target=contract,
                points=signed(contract_points))
            if bags_hand:
                line += translate("scoresheet", ", {bags} → {points}").format(bags=_bags_text(bags_hand), points=signed(bags_hand))
            summary_parts.insert(0, translate("scoresheet", "bid of {n} made").format(n=contract))
        else:
            line = translate("scoresheet", "{contract}: {counted} counted < {target} → {points}").format(
                contract=contract_label, counted=_tricks_text(counted), target=contract,
                points=signed(contract_points))
            summary_parts.insert(0, translate("scoresheet", "bid of {n} failed").format(n=contract))
        lines.append(line)
    elif bags_hand:
        lines.append(translate("scoresheet", "No contract (two nils): every trick is a bag, {bags} → {points}").format(
            bags=_bags_text(bags_hand), points=signed(bags_hand)))
    lines.extend(nil_lines)
    if bags_hand:
        summary_parts.insert(1 if contract > 0 else 0, _bags_text(bags_hand))
    if bag_penalty:
        count = 10 * (-bag_penalty // 100)
        lines.append(translate("scoresheet", "{count} bags reached: {points}").format(count=count, points=signed(bag_penalty)))
        summary_parts.append(translate("scoresheet", "{count} bags: {points}").format(count=count, points=signed(bag_penalty)))
    if boston:
        lines.append(translate("scoresheet", "Boston: the team took all 13 tricks!"))
        summary_parts.append(translate("scoresheet", "Boston!"))
    lines.append(translate("scoresheet", "Points for the hand: {points}").format(points=signed(points)))
    points_cell = ScoreCell(signed(points), "\n".join(lines), points)

    # -- total
    total_tip = translate("scoresheet", "Score after hand {hand}: {before} {sign} {points} = {score}").format(
        hand=hand, before=number(before), sign="+" if points >= 0 else MINUS, points=abs(points),
        score=number(score))
    total_cell = ScoreCell(number(score), total_tip, score)

    cells = {"bid": bid_cell, "tricks": tricks_cell, "bags": bags_cell, "nil": nil_cell,
             "points": points_cell, "total": total_cell}
    return cells, ", ".join(summary_parts), score

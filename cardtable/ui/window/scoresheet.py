"""The scoresheet dock: one group of columns per team or player, one row per
hand or round, the running totals at the bottom.

The figures come from the game plugin (:meth:`GamePlugin.score_rows`,
:meth:`GamePlugin.group_totals`), rebuilt from any seat's view, so the sheet is
always in step with the engine and survives a save/load.

The sheet reads what everyone may see, ``state.public_view()``, never a
seat's private view.

Main-window API::

    dock = ScoresheetDock(parent, shown=f)  # follows ``parent.controller`` if it has one;
                                            # ``f(view)``: the view as the table has shown it so far
    dock.attach(controller)                 # or follow a controller explicitly: a new or
                                            # resumed game fills the sheet at once
    dock.refresh()                          # after every hand/round is shown
    dock.set_game(plugin, players, names, view=None)   # by hand, without a controller
    dock.update_from_view(view)
    dock.clear()                            # no game
    dock.model                              # the ScoreModel

The sheet is laid out for a dock from ~220 px wide: titles written flat (full
or abbreviated, the full title and its explanation in the tooltip), columns as
narrow as their figures, the least useful columns folded away when even that
is too wide (never a whole team or player), the totals pinned under the rows,
and the table only as tall as its rows.  A column the rules pages speak of
(a column with ``beside_total``: Peech's round score and ★, Deutch's round
with its ⚑ and its struck figure, Atout Pique's bags in reserve) is never
lost by folding: once folded, its figures are written small above the
running total in the same cell (the rows grow to two lines, the legend says
so).  The choice of columns is made on each column's widest likely figure
(its ``sample``, else "88", "888" for a total) as well as the figures
written, so that it stays the same from the first hand to the last.
The dock's own width likewise comes from the game shown, not from the
figures nor from the lines under the sheet (:meth:`ScoresheetDock.sheet_width`,
at most a quarter of the window): the table beside it keeps its width as
the rows arrive.

Pure helpers, testable without dialogs: :func:`export_csv`, :func:`scoresheet_html`,
:func:`write_pdf`.
"""

from __future__ import annotations

import csv
import html
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QPainter,
    QPalette,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.games.base import QT_TRANSLATE_NOOP, GamePlugin, ScoreCell, ScoreColumn, ScoreRow

MINUS = "\u2212"
GROUP_ROLE = int(Qt.ItemDataRole.UserRole) + 1        # horizontal header: index of the group
GROUP_NAME_ROLE = int(Qt.ItemDataRole.UserRole) + 2   # horizontal header: name of the group
VALUE_ROLE = int(Qt.ItemDataRole.UserRole) + 3        # cells: the numeric value (or None)
GROUP_START_ROLE = int(Qt.ItemDataRole.UserRole) + 4  # header and cells: first sub-column of a group
CARRIED_ROLE = int(Qt.ItemDataRole.UserRole) + 5      # total cells: the folded figures written above the total

NEGATIVE_COLOUR = QColor("#9b1c1c")
LEADER_BACKGROUND = QColor("#f7e3a1")
TOTAL_ROW_BACKGROUND = QColor("#efe9da")
TOTAL_COLUMN_BACKGROUND = QColor("#f7f3e9")
TEXT_ON_LIGHT = QColor("#222222")
FELT_NEUTRAL = QColor("#dfe2da")   # the dock around the sheet: a quiet grey-green beside the felt

# Abbreviations of common column titles, used when the full titles do not fit
# (a column's own ``short`` attribute wins; the tooltip always has the full title).
_SHORT_TITLES: dict[str, str] = {
    "Tricks": QT_TRANSLATE_NOOP("scoresheet", "Trk"),
    "Points": QT_TRANSLATE_NOOP("scoresheet", "Pts"),
    "Total": QT_TRANSLATE_NOOP("scoresheet", "Tot"),
}

# Which sub-columns to fold away first on a narrow sheet (lowest first); a
# column's own ``priority`` attribute wins, the running total is never folded.
_PRIORITIES: dict[str, int] = {"points": 90, "score": 90, "bid": 60, "tricks": 55, "bags": 30, "nil": 20}

Index = QModelIndex | QPersistentModelIndex


def number_text(n: float) -> str:
    """A figure as shown on the sheet: typographic minus, no plus sign."""
    if isinstance(n, float) and n.is_integer():
        n = int(n)
    return f"{MINUS}{-n}" if n < 0 else str(n)


def short_title(col: ScoreColumn) -> str:
    """The translated abbreviated title of ``col`` (its full title if none)."""
    own = getattr(col, "short", "") or _SHORT_TITLES.get(col.title, "")
    return QCoreApplication.translate("scoresheet", own or col.title)


def column_priority(col: ScoreColumn, position: int) -> int:
    """How much a sub-column is worth keeping on a narrow sheet."""
    if col.total:
        return 1_000
    own = getattr(col, "priority", None)
    if isinstance(own, int):
        return own
    return _PRIORITIES.get(col.key, 40 + position)


def column_sample(col: ScoreColumn) -> str:
    """The widest figure a column is likely to hold ("88", a total "888",
    unless the column says otherwise with a ``sample`` attribute): the
    sheet's choice of columns does not change as the first figures arrive."""
    own = getattr(col, "sample", None)
    return own if isinstance(own, str) else ("888" if col.total else "88")


def above_total_words(col: ScoreColumn) -> str:
    """What a folded column's figure written small above each total is, for
    the sheet's legend ("the round's score"): the column's ``above_total``
    words, else its title."""
    own = getattr(col, "above_total", "")
    return QCoreApplication.translate("scoresheet", own) if own else \
        QCoreApplication.translate("scoresheet", col.title).lower()


def _is_negative(cell: ScoreCell) -> bool:
    if cell.value is not None:
        return cell.value < 0
    return cell.text.startswith((MINUS, "-")) and len(cell.text) > 1


class ScoreModel(QAbstractTableModel):
    """Rows of a game's scoresheet plus a running-total row at the bottom."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.plugin: GamePlugin | None = None
        self.players = 0
        self.names: list[str] = []
        self.group_names: list[str] = []
        self.columns: list[ScoreColumn] = []
        self.rows: list[ScoreRow] = []
        self.totals: list[int] = []
        self.game_title = ""
        self.compact_labels = True
        self.view: dict[str, Any] | None = None   # the last (public) view the rows were built from
        #: sub-columns (indices in :attr:`columns`) folded away on a narrow sheet
        #: whose figures the total cell of their group writes above the total
        self.carried: tuple[int, ...] = ()

    # ------------------------------------------------------------------ feed
    def set_game(self, plugin: GamePlugin, players: int, names: list[str],
                 view: Mapping[str, Any] | None = None) -> None:
        """A new game; with ``view`` (a resumed one) its finished hands at once."""
        self.beginResetModel()
        self.plugin = plugin
        self.players = players
        self.names = list(names)
        self.columns = list(plugin.score_columns())
        self.carried = ()
        self.view = None
        self.rows = []
        self._translate_game()
        self.totals = [0] * len(self.group_names)
        if view is not None:
            self._fill(view)
        self.endResetModel()

    def _translate_game(self) -> None:
        assert self.plugin is not None
        self.group_names = list(self.plugin.groups(self.players, self.names))
        try:
            self.game_title = self.plugin.title()
        except Exception:  # a plugin without a title still gets a sheet
            self.game_title = self.plugin.game_id

    def _fill(self, view: Mapping[str, Any]) -> None:
        assert self.plugin is not None
        self.view = dict(view)
        rows = self.plugin.score_rows(self.view, self.names)
        totals = [int(t) for t in self.plugin.group_totals(self.view, self.players)]
        self.rows = list(rows)
        n = len(self.group_names)
        self.totals = (totals + [0] * n)[:n] if n else totals

    def retranslate(self) -> None:
        """Rebuild every translated text (group names, rows, tooltips) in the
        current language, from the last view."""
        if self.plugin is None:
            return
        self.beginResetModel()
        self._translate_game()
        if self.view is not None:
            self._fill(self.view)
        self.endResetModel()

    def set_rows(self, rows: list[ScoreRow], totals: list[int]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        totals = [int(t) for t in totals]
        n = len(self.group_names)
        self.totals = (totals + [0] * n)[:n] if n else totals
        self.endResetModel()

    def update_from_view(self, view: Mapping[str, Any]) -> None:
        if self.plugin is None:
            return
        self.beginResetModel()
        self._fill(view)
        self.endResetModel()

    def clear(self) -> None:
        self.beginResetModel()
        self.plugin = None
        self.players = 0
        self.names = []
        self.group_names = []
        self.columns = []
        self.rows = []
        self.totals = []
        self.game_title = ""
        self.view = None
        self.carried = ()
        self.endResetModel()

    # --------------------------------------------------------------- queries
    @property
    def has_game(self) -> bool:
        return self.plugin is not None and bool(self.group_names)

    def total_row(self) -> int:
        """Index of the running-total row (-1 without a game)."""
        return len(self.rows) if self.has_game else -1

    def column_info(self, column: int) -> tuple[int, ScoreColumn]:
        per = len(self.columns)
        return column // per, self.columns[column % per]

    def column_title(self, column: int) -> str:
        return QCoreApplication.translate("scoresheet", self.column_info(column)[1].title)

    def column_short_title(self, column: int) -> str:
        """The abbreviated title of a column (the full title if it has none)."""
        return short_title(self.column_info(column)[1])

    def column_tooltip(self, column: int) -> str:
        group, col = self.column_info(column)
        tip = QCoreApplication.translate("scoresheet", col.tooltip) if col.tooltip else ""
        title = QCoreApplication.translate("scoresheet", col.title)
        return f"{self.group_names[group]} — {title}" + (f"\n{tip}" if tip else "")

    def leaders(self) -> list[int]:
        """Groups whose total is the best (none before the first row is scored)."""
        if not self.rows or not self.totals or self.plugin is None:
            return []
        best = max(self.totals) if self.plugin.higher_is_better else min(self.totals)
        return [i for i, t in enumerate(self.totals) if t == best]

    def cell(self, row: int, column: int) -> ScoreCell | None:
        if not self.has_game or not 0 <= column < self.columnCount():
            return None
        group, col = self.column_info(column)
        if row == len(self.rows):
            if not col.total or group >= len(self.totals):
                return None
            total = self.totals[group]
            tip = self.tr("{group}: {total} in all").format(group=self.group_names[group], total=number_text(total))
            if group in self.leaders():
                tip += "\n" + self.tr("In the lead")
            return ScoreCell(number_text(total), tip, total)
        if not 0 <= row < len(self.rows):
            return None
        cells = self.rows[row].cells
        if group >= len(cells):
            return None
        return cells[group].get(col.key)

    def carried_cells(self, row: int, column: int) -> list[ScoreCell]:
        """The figures of :attr:`carried` columns of ``column``'s group in
        ``row``, when ``column`` is a total column of a hand's row."""
        if not self.carried or not 0 <= row < len(self.rows):
            return []
        group, col = self.column_info(column)
        if not col.total:
            return []
        per = len(self.columns)
        out = []
        for k in self.carried:
            cell = self.cell(row, group * per + k)
            if cell is not None and cell.text:
                out.append(cell)
        return out

    def carried_text(self, row: int, column: int) -> str:
        return " ".join(c.text for c in self.carried_cells(row, column))

    def row_label(self, row: int) -> str:
        if row == len(self.rows):
            return self.tr("Total")
        return self.rows[row].label

    def row_detail(self, row: int) -> str:
        if row == len(self.rows):
            return ""
        return self.rows[row].detail

    def last_detail(self) -> str:
        return self.rows[-1].detail if self.rows else ""

    def names_text(self) -> str:
        """"Vous & Hugo contre Léa & Chloé" (or the players' names)."""
        if len(self.group_names) == 2:
            return self.tr("{first} against {second}").format(first=self.group_names[0],
                                                              second=self.group_names[1])
        return ", ".join(self.group_names)

    # ------------------------------------------------------------- Qt model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        if parent.isValid() or not self.has_game:
            return 0
        return len(self.rows) + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        if parent.isValid() or not self.has_game:
            return 0
        return len(self.group_names) * len(self.columns)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        total_row = row == len(self.rows)
        group, col = self.column_info(column)
        role = int(role)
        if role == GROUP_START_ROLE:
            return column % len(self.columns) == 0
        if role == int(Qt.ItemDataRole.TextAlignmentRole):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == int(Qt.ItemDataRole.BackgroundRole):
            if total_row and col.total and group in self.leaders():
                return QBrush(LEADER_BACKGROUND)
            if total_row:
                return QBrush(TOTAL_ROW_BACKGROUND)
            if col.total:
                return QBrush(TOTAL_COLUMN_BACKGROUND)
            return None
        if role == int(Qt.ItemDataRole.FontRole):
            if total_row or col.total:
                font = QFont()
                font.setBold(True)
                return font
            return None
        cell = self.cell(row, column)
        if cell is None:
            return None
        if role == int(Qt.ItemDataRole.DisplayRole):
            return cell.text
        if role == CARRIED_ROLE:
            return self.carried_text(row, column)
        if role == int(Qt.ItemDataRole.ToolTipRole):
            tips = [c.tooltip for c in self.carried_cells(row, column) if c.tooltip]
            return "\n".join([*tips, cell.tooltip] if cell.tooltip else tips) or None
        if role == int(Qt.ItemDataRole.ForegroundRole):
            if _is_negative(cell):
                return QBrush(NEGATIVE_COLOUR)
            # light backgrounds of their own: keep the text dark even with a dark palette
            return QBrush(TEXT_ON_LIGHT) if (total_row or col.total) else None
        if role == VALUE_ROLE:
            return cell.value
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        role = int(role)
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < self.columnCount():
                return None
            if role == int(Qt.ItemDataRole.DisplayRole):
                return self.column_title(section)
            if role == int(Qt.ItemDataRole.ToolTipRole):
                return self.column_tooltip(section)
            if role == GROUP_ROLE:
                return self.column_info(section)[0]
            if role == GROUP_NAME_ROLE:
                return self.group_names[self.column_info(section)[0]]
            if role == GROUP_START_ROLE:
                return section % len(self.columns) == 0
            if role == int(Qt.ItemDataRole.TextAlignmentRole):
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        if not 0 <= section < self.rowCount():
            return None
        if role == int(Qt.ItemDataRole.DisplayRole):
            label = self.row_label(section)
            if self.compact_labels and section < len(self.rows):
                m = re.search(r"(\d+)\s*$", label)
                if m:
                    return m.group(1)
            return label
        if role == int(Qt.ItemDataRole.ToolTipRole):
            detail = self.row_detail(section)
            return detail or self.row_label(section)
        if role == int(Qt.ItemDataRole.FontRole) and section == len(self.rows):
            font = QFont()
            font.setBold(True)
            return font
        if role == int(Qt.ItemDataRole.TextAlignmentRole):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    # ----------------------------------------------------------- tabulation
    def table(self) -> tuple[list[str], list[str], list[tuple[str, list[ScoreCell | None], str]]]:
        """(group header row, column titles, [(label, cells, detail)]) with the total row last."""
        groups: list[str] = []
        titles: list[str] = []
        for c in range(self.columnCount()):
            g, _ = self.column_info(c)
            groups.append(self.group_names[g])
            titles.append(self.column_title(c))
        body = []
        for r in range(self.rowCount()):
            body.append((self.row_label(r), [self.cell(r, c) for c in range(self.columnCount())],
                         self.row_detail(r)))
        return groups, titles, body


# ============================================================== header view
def fair_shares(needs: dict[int, int], budget: int) -> dict[int, int]:
    """``budget`` pixels shared out among ``needs`` evenly, none given more
    than it needs: every need is met up to the same level (the smaller needs
    whole, the larger ones alike)."""
    out = dict.fromkeys(needs, 0)
    left = {g: n for g, n in needs.items() if n > 0}
    while budget > 0 and left:
        each = max(1, budget // len(left))
        for g in sorted(left):
            give = min(each, left[g], budget)
            out[g] += give
            left[g] -= give
            budget -= give
            if budget == 0:
                break
        left = {g: n for g, n in left.items() if n > 0}
    return out


def two_line_splits(name: str) -> list[tuple[str, str]]:
    """Every way to write ``name`` on two lines: at a space, or just after a
    hyphen ("Marie-" over "Christine"); none for a single word."""
    name = name.strip()
    out: list[tuple[str, str]] = []
    for i, ch in enumerate(name):
        if ch == " ":
            a, b = name[:i].rstrip(), name[i + 1:].lstrip()
        elif ch == "-":
            a, b = name[:i + 1], name[i + 1:]
        else:
            continue
        if a.strip(" -") and b.strip(" -"):
            out.append((a, b))
    return out


class GroupedHeader(QHeaderView):
    """A horizontal header in two levels: the group's name spanning its
    visible sub-columns, above the sub-column titles, always written flat:
    full titles when they fit, abbreviations otherwise (the full title is in
    every tooltip).  A group name too wide for its columns ("Papa & Hugo"
    over a narrow team) goes on two lines, broken between words, the band
    growing for every group (:meth:`set_band_lines`); only a name that does
    not fit even so is elided (the full name in the tooltip)."""

    PAD = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._short = False
        self._band_lines = 1
        self.group_starts: frozenset[int] = frozenset()   # sections drawn with a firmer left line
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
        self.setFont(font)
        self.setSectionsClickable(False)
        self.setHighlightSections(False)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)

    # ----------------------------------------------------------- geometry
    @property
    def short_titles(self) -> bool:
        return self._short

    def set_short_titles(self, short: bool) -> None:
        if short != self._short:
            self._short = short
            self.viewport().update()

    @property
    def band_lines(self) -> int:
        return self._band_lines

    def set_band_lines(self, lines: int) -> None:
        """How many lines the group band has room for (1 or 2)."""
        lines = max(1, min(2, int(lines)))
        if lines != self._band_lines:
            self._band_lines = lines
            self.updateGeometry()
            self.geometriesChanged.emit()     # the table gives the header its new height
            self.viewport().update()

    def band_height(self) -> int:
        return self._band_lines * self.name_metrics().height() + 2 * self.PAD

    def name_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def name_metrics(self) -> QFontMetrics:
        return QFontMetrics(self.name_font())

    def name_width(self, name: str) -> int:
        """Width a group's span needs for ``name`` on one line."""
        return self.name_metrics().horizontalAdvance(name) + 2 * self.PAD + 2

    def name_width_two_lines(self, name: str) -> int:
        """Width a group's span needs for ``name`` broken on two lines (as
        :meth:`name_fit` breaks it: between words or after a hyphen; one line
        when it cannot be broken)."""
        splits = two_line_splits(name)
        if not splits:
            return self.name_width(name)
        fm = self.name_metrics()
        longest = min(max(fm.horizontalAdvance(a), fm.horizontalAdvance(b)) for a, b in splits)
        return longest + 2 * self.PAD + 2

    #: the sizes a group name may shrink to (of :meth:`name_font`'s) before it is elided
    NAME_SCALES = (1.0, 0.9, 0.8, 0.75)

    def _name_font_at(self, scale: float) -> QFont:
        font = self.name_font()
        if scale != 1.0 and font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * scale)
        return font

    def name_fit(self, name: str, width: int) -> tuple[QFont, list[str]]:
        """``name`` as written in a band ``width`` wide, and its font: whole on
        one line if it fits, else (with two band lines) broken between words or
        after a hyphen where the longer line is the shortest; at full size if
        it fits so, else a little smaller (down to 3/4, :attr:`NAME_SCALES`);
        elided, each line, only if even the smallest size does not fit."""
        room = max(0, width - 2 * self.PAD)
        splits = two_line_splits(name) if self._band_lines >= 2 else []
        for scale in self.NAME_SCALES:
            font = self._name_font_at(scale)
            fm = QFontMetrics(font)
            lines = [name]
            if fm.horizontalAdvance(name) > room and splits:
                lines = list(min(splits, key=lambda ab, m=fm: max(m.horizontalAdvance(ab[0]),
                                                                    m.horizontalAdvance(ab[1]))))
            if all(fm.horizontalAdvance(line) <= room for line in lines):
                return font, lines
        # not even the smallest size fits: each of its lines elided
        return font, [fm.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in lines]

    def group_fit(self, logical: int) -> tuple[QFont, list[str]]:
        """The font and lines of ``logical``'s group name, as drawn over its visible span."""
        model = self.model()
        if model is None:
            return self.name_font(), []
        first, last = self._group_span(logical)
        span = self.sectionViewportPosition(last) + self.sectionSize(last) - self.sectionViewportPosition(first)
        name = str(model.headerData(logical, Qt.Orientation.Horizontal, GROUP_NAME_ROLE) or "")
        return self.name_fit(name, span)

    def group_lines(self, logical: int) -> list[str]:
        """The lines of ``logical``'s group name, as drawn over its visible span."""
        return self.group_fit(logical)[1]

    def title_text(self, logical: int, short: bool | None = None) -> str:
        """The title shown for a section (abbreviated when ``short``)."""
        model = self.model()
        if model is None:
            return ""
        if short is None:
            short = self._short
        if short and isinstance(model, ScoreModel) and model.has_game:
            return model.column_short_title(logical)
        return str(model.headerData(logical, Qt.Orientation.Horizontal) or "")

    def title_width(self, logical: int, short: bool | None = None) -> int:
        """Width a section needs for its title."""
        return self.fontMetrics().horizontalAdvance(self.title_text(logical, short)) + 2 * self.PAD + 2

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        return QSize(hint.width(), self.band_height() + self.fontMetrics().height() + 2 * self.PAD)

    def sectionSizeFromContents(self, logical: int) -> QSize:  # noqa: N802
        return QSize(self.title_width(logical), self.sizeHint().height())

    def _group_span(self, logical: int) -> tuple[int, int]:
        """First and last visible sections of ``logical``'s group."""
        model = self.model()
        group = model.headerData(logical, Qt.Orientation.Horizontal, GROUP_ROLE)
        visible = [c for c in range(self.count())
                   if not self.isSectionHidden(c)
                   and model.headerData(c, Qt.Orientation.Horizontal, GROUP_ROLE) == group]
        return (visible[0], visible[-1]) if visible else (logical, logical)

    def group_name_at(self, x: int) -> str:
        logical = self.logicalIndexAt(x)
        model = self.model()
        if logical < 0 or model is None:
            return ""
        return str(model.headerData(logical, Qt.Orientation.Horizontal, GROUP_NAME_ROLE) or "")

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) \
                and event.pos().y() < self.band_height():
            name = self.group_name_at(event.pos().x())
            if name:
                QToolTip.showText(event.globalPos(), name, self)
                return True
        return super().viewportEvent(event)

    # ------------------------------------------------------------- paint
    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:  # noqa: N802
        model = self.model()
        if model is None or not rect.isValid():
            return
        band_h = min(self.band_height(), max(rect.height() // 2, rect.height() - self.fontMetrics().height()
                                             - 2 * self.PAD))
        band = QRect(rect.left(), rect.top(), rect.width(), band_h)
        sub = QRect(rect.left(), rect.top() + band_h, rect.width(), rect.height() - band_h)
        text_colour = self.palette().color(self.foregroundRole())

        # the sub-column title, flat, elided only if even the abbreviation is too wide
        painter.save()
        opt = QStyleOptionHeader()
        self.initStyleOption(opt)
        opt.rect = sub
        opt.section = logical
        opt.text = ""
        opt.position = QStyleOptionHeader.SectionPosition.Middle
        self.style().drawControl(QStyle.ControlElement.CE_HeaderSection, opt, painter, self)
        painter.setPen(text_colour)
        painter.setFont(self.font())
        box = sub.adjusted(1, 0, -1, 0)
        title = painter.fontMetrics().elidedText(self.title_text(logical), Qt.TextElideMode.ElideRight,
                                                 box.width())
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), title)
        painter.restore()

        # this section's slice of the group band (the text is centred on the whole span)
        first, last = self._group_span(logical)
        x0 = self.sectionViewportPosition(first)
        x1 = self.sectionViewportPosition(last) + self.sectionSize(last)
        span = QRect(x0, band.top(), x1 - x0, band.height())
        painter.save()
        painter.setClipRect(band)
        opt2 = QStyleOptionHeader()
        self.initStyleOption(opt2)
        opt2.rect = span
        opt2.section = logical
        opt2.text = ""
        opt2.position = QStyleOptionHeader.SectionPosition.Middle
        self.style().drawControl(QStyle.ControlElement.CE_HeaderSection, opt2, painter, self)
        font, lines = self.group_fit(logical)
        painter.setFont(font)
        text_rect = span.adjusted(self.PAD, self.PAD, -self.PAD, -self.PAD)
        painter.setPen(text_colour)
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignCenter), "\n".join(lines))
        painter.restore()

        # a firmer line between groups
        if logical in self.group_starts:
            painter.save()
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Dark), 2))
            painter.drawLine(rect.left(), rect.top(), rect.left(), rect.bottom())
            painter.restore()


class ScoreDelegate(QStyledItemDelegate):
    """Figures with tight margins (the sheet is narrow) and a firmer line on the
    left of each group's first visible column."""

    LEFT = 2
    RIGHT = 4

    @staticmethod
    def carried_font(font: QFont) -> QFont:
        """The smaller, plain type of the folded figures written above a total."""
        small = QFont(font)
        small.setBold(False)
        if small.pointSizeF() > 0:
            small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        elif small.pixelSize() > 0:
            small.setPixelSize(max(8, int(small.pixelSize() * 0.85)))
        return small

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        painter.save()
        carried = index.data(CARRIED_ROLE)
        if text:
            painter.setFont(opt.font)
            if opt.state & QStyle.StateFlag.State_Selected:
                colour = opt.palette.color(QPalette.ColorRole.HighlightedText)
            else:
                fg = index.data(Qt.ItemDataRole.ForegroundRole)
                colour = fg.color() if isinstance(fg, QBrush) else opt.palette.color(QPalette.ColorRole.Text)
            painter.setPen(colour)
            r = opt.rect.adjusted(self.LEFT, 0, -self.RIGHT, 0)
            if carried:        # the folded figures small on top, the total under them
                small = self.carried_font(opt.font)
                top = r.adjusted(0, 1, 0, -r.height() // 2)
                painter.setFont(small)
                painter.setPen(TEXT_ON_LIGHT if not opt.state & QStyle.StateFlag.State_Selected else colour)
                painter.drawText(top, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                                 QFontMetrics(small).elidedText(carried, Qt.TextElideMode.ElideLeft, r.width()))
                painter.setFont(opt.font)
                painter.setPen(colour)
                r = r.adjusted(0, r.height() // 2, 0, 0)
            shown = QFontMetrics(opt.font).elidedText(text, Qt.TextElideMode.ElideLeft, r.width())
            painter.drawText(r, int(opt.displayAlignment), shown)
        if index.column() in getattr(widget, "group_starts", ()):
            painter.setPen(QPen(opt.palette.color(QPalette.ColorRole.Dark), 2))
            r = opt.rect
            painter.drawLine(r.left(), r.top(), r.left(), r.bottom())
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # noqa: N802
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        fm = QFontMetrics(opt.font)
        return QSize(fm.horizontalAdvance(opt.text) + self.LEFT + self.RIGHT + 1, fm.height() + 6)

# ================================================================== export
_PLAIN_FIGURE = re.compile(r"^[+\-\u2212]?\d+(?:[.,]\d+)?$")


def _csv_figure(cell: ScoreCell | None) -> str:
    """A cell as the CSV writes it: what the sheet (and the PDF) shows, a
    plain figure as a number a spreadsheet reads ("−59" → -59); a mark
    (Atout Pique's nil ✓ / ✗, Peech's "★ −1") written as it is shown; an
    empty cell stays empty."""
    if cell is None or not cell.text:
        return ""
    if cell.value is not None and _PLAIN_FIGURE.match(cell.text.strip()):
        v = cell.value
        if isinstance(v, float) and not v.is_integer():
            return str(v).replace(".", ",")  # what a French spreadsheet expects
        return str(int(v))
    return cell.text.replace(MINUS, "-")


def export_csv(model: ScoreModel, path: str | Path) -> None:
    """Write the sheet as CSV for a spreadsheet: UTF-8 with BOM, ``;`` separator,
    two header rows (groups, then column titles), one row per hand, the totals
    last, and the explanation of each row in the last column."""
    groups, titles, body = model.table()
    group_row = [""]
    previous = None
    for g in groups:
        group_row.append(g if g != previous else "")
        previous = g
    group_row.append("")
    title_row = [""] + titles + [QCoreApplication.translate("ScoreModel", "Details")]
    with open(path, "w", encoding="utf-8-sig", newline="") as fh:
        writer = csv.writer(fh, delimiter=";", quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
        writer.writerow([model.game_title] if model.game_title else [""])
        writer.writerow(group_row)
        writer.writerow(title_row)
        for label, cells, detail in body:
            writer.writerow([label] + [_csv_figure(c) for c in cells] + [detail])


def scoresheet_html(model: ScoreModel) -> str:
    """The sheet as an HTML document (for printing and PDF)."""
    groups, titles, body = model.table()
    per = len(model.columns) or 1
    leaders = set(model.leaders())
    esc = html.escape
    heading = model.game_title or QCoreApplication.translate("ScoresheetDock", "Scoresheet")
    details_title = QCoreApplication.translate("ScoreModel", "Details")
    out = [
        "<html><head><meta charset='utf-8'><style>",
        "body { font-family: sans-serif; font-size: 10pt; color: #222; }",
        "h1 { font-size: 15pt; margin-bottom: 2px; }",
        "p.names { font-size: 10pt; color: #555; margin-top: 0; }",
        "table.sheet { border-collapse: collapse; }",
        "table.sheet th { background: #ece6d6; padding: 3px 6px; border: 1px solid #b9b1a0; white-space: nowrap; }",
        "table.sheet td { padding: 3px 6px; border: 1px solid #cfc8b8; text-align: right; white-space: nowrap; }",
        "td.label { text-align: left; font-weight: bold; }",
        "tr.total td { background: #efe9da; font-weight: bold; }",
        "td.leader { background: #f7e3a1; }",
        "td.neg { color: #9b1c1c; }",
        "h2 { font-size: 11pt; margin-top: 14px; }",
        "ul { font-size: 9pt; }",
        "</style></head><body>",
        f"<h1>{esc(heading)}</h1>",
        f"<p class='names'>{esc(model.names_text())}</p>" if model.has_game else "",
        "<table class='sheet' width='100%' cellspacing='0' cellpadding='3'>",
        "<tr><th></th>",
    ]
    for g in range(len(model.group_names)):
        out.append(f"<th colspan='{per}'>{esc(model.group_names[g])}</th>")
    out.append("</tr><tr><th></th>")
    out.extend(f"<th>{esc(t)}</th>" for t in titles)
    out.append("</tr>")
    for r, (label, cells, _detail) in enumerate(body):
        total_row = r == len(model.rows)
        out.append("<tr class='total'>" if total_row else "<tr>")
        out.append(f"<td class='label'>{esc(label)}</td>")
        for c, cell in enumerate(cells):
            classes = []
            if cell is not None and _is_negative(cell):
                classes.append("neg")
            group, col = model.column_info(c)
            if total_row and col.total and group in leaders:
                classes.append("leader")
            attr = f" class='{' '.join(classes)}'" if classes else ""
            if "neg" in classes:  # QTextDocument ignores some class colours in tables
                text = f"<font color='#9b1c1c'>{esc(cell.text if cell else '')}</font>"
            else:
                text = esc(cell.text if cell else "")
            bg = " bgcolor='#f7e3a1'" if "leader" in classes else (" bgcolor='#efe9da'" if total_row else "")
            out.append(f"<td{attr}{bg} align='right'>{text}</td>")
        out.append("</tr>")
    out.append("</table>")
    details = [(label, detail) for label, _cells, detail in body if detail]
    if details:
        out.append(f"<h2>{esc(details_title)}</h2><ul>")
        out.extend(f"<li>{esc(d)}</li>" for _label, d in details)
        out.append("</ul>")
    out.append("</body></html>")
    return "".join(out)


def _document(model: ScoreModel) -> QTextDocument:
    doc = QTextDocument()
    doc.setHtml(scoresheet_html(model))
    return doc


def write_pdf(model: ScoreModel, path: str | Path) -> None:
    """Render the sheet to a PDF file (A4)."""
    from PySide6.QtGui import QPageLayout, QPageSize
    from PySide6.QtPrintSupport import QPrinter
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    if model.columnCount() > 14:
        printer.setPageOrientation(QPageLayout.Orientation.Landscape)
    printer.setDocName(model.game_title or "scoresheet")
    _document(model).print_(printer)


# ==================================================================== dock
def public_view(state: Any) -> dict[str, Any]:
    """What everyone at the table may see of ``state`` (the sheet shows nothing else)."""
    return dict(state.public_view())


class _SheetTable(QTableView):
    """The sheet's rows: as tall as they are (no empty grid below them), as
    wide as the dock allows."""

    PREFERRED_WIDTH = 350
    MIN_ROWS = 2          # rows still shown when the dock is short (then it scrolls)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.group_starts: frozenset[int] = frozenset()

    def _visible_rows(self) -> list[int]:
        model = self.model()
        if model is None:
            return []
        return [r for r in range(model.rowCount()) if not self.isRowHidden(r)]

    def _chrome_height(self) -> int:
        h = 2 * self.frameWidth()
        header = self.horizontalHeader()
        if not header.isHidden():
            h += header.sizeHint().height()
        return h

    def content_height(self) -> int:
        """Height that shows every visible row and no empty area."""
        rows = self._visible_rows()
        return self._chrome_height() + sum(self.rowHeight(r) for r in rows)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.PREFERRED_WIDTH, self.content_height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        rows = self._visible_rows()[: self.MIN_ROWS]
        return QSize(60, self._chrome_height() + sum(self.rowHeight(r) for r in rows))


class _SheetBody(QWidget):
    """The dock's body: as wide as the dock's :meth:`ScoresheetDock.preferred_width`,
    whatever the lines under the sheet say (a window reads a dock's width
    from its body).  A dock the window has not sized yet (opened from
    Affichage on a netbook, where it starts folded) keeps that width as the
    rows arrive, and the table beside it keeps its own."""

    def __init__(self, dock: ScoresheetDock) -> None:
        super().__init__(dock)
        self._dock = dock

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self._dock.body_width_hint(), super().sizeHint().height())


class ScoresheetDock(QDockWidget):
    """The scoresheet at the side of the table.

    ``exported(path)`` is emitted after a CSV or PDF file was written, so the
    window can say where it went.
    """

    exported = Signal(str)
    MIN_WIDTH = 200
    #: the sheet's narrowest comfortable width (the buttons under it whole)
    NARROW_WIDTH = MIN_WIDTH + 20
    #: the largest share of the window the dock takes by itself (a netbook's table keeps the room)
    MAX_SHARE = 0.25

    def __init__(self, parent: QWidget | None = None,
                 shown: Callable[[dict[str, Any]], Mapping[str, Any]] | None = None) -> None:
        super().__init__(parent)
        #: the controller's public view as the table has shown it so far (the
        #: table may still animate what the engine has already counted: a
        #: poisson dealt whole is paid at once and laid after the deal); None:
        #: the engine's view as it is
        self._shown = shown
        self.setObjectName("scoresheet")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        self.model = ScoreModel(self)
        self._controller: Any = None

        body = _SheetBody(self)
        body.setObjectName("scoresheetBody")
        body.setAutoFillBackground(True)
        pal = body.palette()
        pal.setColor(QPalette.ColorRole.Window, FELT_NEUTRAL)
        pal.setColor(QPalette.ColorRole.WindowText, TEXT_ON_LIGHT)
        body.setPalette(pal)
        self.body = body
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)

        self.title_label = QLabel(body)
        self.title_label.setObjectName("scoresheetTitle")
        font = self.title_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title_label.setFont(font)
        self.names_label = QLabel(body)
        self.names_label.setObjectName("scoresheetNames")
        self.names_label.setWordWrap(True)
        layout.addWidget(self.title_label)
        layout.addWidget(self.names_label)

        small = QFont(body.font())
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.9))
        # the hands, then the totals pinned under them (always in sight)
        self.table = _SheetTable(body)
        self.table.setObjectName("scoresheetTable")
        self.table.setHorizontalHeader(GroupedHeader(self.table))
        self.totals_table = _SheetTable(body)
        self.totals_table.setObjectName("scoresheetTotals")
        for view in (self.table, self.totals_table):
            view.setFont(small)
            view.setModel(self.model)
            view.setItemDelegate(ScoreDelegate(view))
            view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            view.setWordWrap(False)
            view.setCornerButtonEnabled(False)
            view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            view.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
            vh = view.verticalHeader()
            vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            vh.setDefaultSectionSize(view.fontMetrics().height() + 7)
            vh.setFont(small)
            vh.setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            view.horizontalHeader().setMinimumSectionSize(8)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Maximum)
        self.table.viewport().installEventFilter(self)
        self.totals_table.horizontalHeader().hide()
        self.totals_table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.totals_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.totals_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.totals_table.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        sheet = QVBoxLayout()
        sheet.setSpacing(0)
        sheet.addWidget(self.table)
        sheet.addWidget(self.totals_table)
        layout.addLayout(sheet)

        # what the abbreviated titles of a narrow sheet stand for ("Ct : cartes · Mch : manche")
        self.legend_label = QLabel(body)
        self.legend_label.setObjectName("scoresheetLegend")
        self.legend_label.setWordWrap(True)
        self.legend_label.setTextFormat(Qt.TextFormat.PlainText)
        self.legend_label.setFont(small)
        self.legend_label.setStyleSheet("color: #4a4f47;")
        self.legend_label.hide()
        layout.addWidget(self.legend_label)

        self.last_label = QLabel(body)
        self.last_label.setObjectName("scoresheetLast")
        self.last_label.setWordWrap(True)
        self.last_label.setTextFormat(Qt.TextFormat.PlainText)
        self.last_label.setStyleSheet("color: #4a4f47;")
        layout.addWidget(self.last_label)

        self.act_export_csv = QAction(self)
        self.act_export_csv.triggered.connect(self.export_csv_dialog)
        self.act_save_pdf = QAction(self)
        self.act_save_pdf.triggered.connect(self.save_pdf_dialog)
        self.act_print = QAction(self)
        self.act_print.triggered.connect(self.print_dialog)

        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        self.buttons: list[QToolButton] = []
        for act in (self.act_export_csv, self.act_save_pdf, self.act_print):
            b = QToolButton(body)
            b.setDefaultAction(act)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            b.setAutoRaise(False)
            buttons.addWidget(b)
            self.buttons.append(b)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)   # the room the rows do not need, below everything

        self.setWidget(body)
        self.setMinimumWidth(self.MIN_WIDTH)
        self.model.modelReset.connect(self._after_reset)
        self._retranslate_ui()
        # a dock built inside a window that holds the game controller follows it
        from cardtable.ui.controller import GameController
        owner_controller = getattr(parent, "controller", None)
        if isinstance(owner_controller, GameController):
            self.attach(owner_controller)

    # --------------------------------------------------------------- API
    def attach(self, controller: Any) -> None:
        """Follow ``controller`` (the window's :class:`GameController`, or a
        joined seat's :class:`cardtable.ui.network.remote_controller.RemoteController`:
        it reads only ``setup``, ``has_game`` and ``public_view()``): every game
        it starts (new or resumed) is shown at once with its finished hands;
        :meth:`refresh` re-reads its state."""
        if self._controller is controller:
            return
        if self._controller is not None:
            self._controller.started.disconnect(self.reload)
        self._controller = controller
        controller.started.connect(self.reload)
        self.reload()

    def _view_of(self, ctl: Any) -> dict[str, Any]:
        """``ctl``'s public view, as the table has shown it (``shown``)."""
        view = dict(ctl.public_view())
        return dict(self._shown(view)) if self._shown is not None else view

    def reload(self) -> None:
        """Show the attached controller's game from scratch (header, rows, totals)."""
        ctl = self._controller
        if ctl is None or ctl.setup is None or not ctl.has_game:
            return
        from cardtable.ui.games import plugin_for
        setup = ctl.setup
        self.model.set_game(plugin_for(setup.game_id), setup.players, setup.names, self._view_of(ctl))

    def refresh(self) -> None:
        """Re-read the attached controller's state (after a hand or round is shown)."""
        ctl = self._controller
        if ctl is not None and ctl.has_game and self.model.plugin is not None:
            self.model.update_from_view(self._view_of(ctl))

    def set_game(self, plugin: GamePlugin, players: int, names: list[str],
                 view: Mapping[str, Any] | None = None) -> None:
        """A new game; ``view`` (or the attached controller's state of that
        game) fills the finished hands at once."""
        ctl = self._controller
        if view is None and ctl is not None and ctl.has_game and ctl.setup is not None \
                and ctl.setup.game_id == plugin.game_id:
            view = self._view_of(ctl)
        self.model.set_game(plugin, players, names, view)

    def update_from_view(self, view: Mapping[str, Any]) -> None:
        self.model.update_from_view(view)

    def clear(self) -> None:
        self.model.clear()
        self.legend_label.hide()        # "Aucune partie en cours" has nothing to explain

    # ------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate_ui()
            self.model.retranslate()     # headers, rows and tooltips in the new language
        super().changeEvent(event)

    def _retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Scoresheet"))
        self.table.setAccessibleName(self.tr("Scoresheet"))
        self.totals_table.setAccessibleName(self.tr("Totals"))
        for act, text, short, tip in (
                (self.act_export_csv, self.tr("Export CSV…"), self.tr("CSV…"),
                 self.tr("Save the scoresheet as a CSV file for a spreadsheet")),
                (self.act_save_pdf, self.tr("Save as PDF…"), self.tr("PDF…"),
                 self.tr("Save the scoresheet as a PDF document")),
                (self.act_print, self.tr("Print…"), self.tr("Print…"), self.tr("Print the scoresheet"))):
            act.setText(text)
            act.setIconText(short)
            act.setToolTip(tip)
        self._refresh_labels()

    # ----------------------------------------------------------- display
    def _after_reset(self) -> None:
        self._refresh_labels()
        self._fit_columns()
        self.table.scrollToBottom()
        QTimer.singleShot(0, self, self._settle)
        if self.sheet_width() != self._hinted_width:
            self.body.updateGeometry()     # another game: the window reads the dock's width again

    #: the sheet's width the body last asked for (:meth:`body_width_hint`)
    _hinted_width = 0

    def sheet_width(self) -> int:
        """The width the sheet's rows fit in, for the game it shows: each
        team's or player's columns as wide as its name (on two lines at
        most) and its running total with the figures a narrow sheet writes
        small above it, at their widest likely figures
        (:func:`column_sample`), beside the rows' titles and a scroll bar;
        never narrower than :attr:`NARROW_WIDTH`.  It comes from the game
        (its columns, its names), not from the figures written, nor from the
        lines under the sheet (they wrap): it stays the same from the first
        row to the end."""
        m = self.model
        if not m.has_game:
            return self.NARROW_WIDTH
        header = self.table.horizontalHeader()
        if not isinstance(header, GroupedHeader):
            return self.NARROW_WIDTH
        per = len(m.columns)
        totals = [k for k in range(per) if m.columns[k].total] or [per - 1]
        carried = [k for k in range(per) if getattr(m.columns[k], "beside_total", False) and k not in totals]
        pad = ScoreDelegate.LEFT + ScoreDelegate.RIGHT + 2
        bold_font = QFont(self.table.font())
        bold_font.setBold(True)
        bold = QFontMetrics(bold_font)
        small = QFontMetrics(ScoreDelegate.carried_font(self.table.font()))
        above = small.horizontalAdvance(" ".join(column_sample(m.columns[k]) for k in carried)) + pad if carried else 0
        groups = 0
        for g in range(m.columnCount() // per):
            need = sum(max(bold.horizontalAdvance(column_sample(m.columns[k])) + pad, above,
                           header.title_width(g * per + k, True)) for k in totals)
            groups += max(need, header.name_width_two_lines(m.group_names[g]))
        titles_font = QFont(self.table.verticalHeader().font())
        titles_font.setBold(True)
        titles = max(QFontMetrics(titles_font).horizontalAdvance(t) for t in (m.row_label(m.total_row()), "88")) + 10
        chrome = 2 * self.table.frameWidth() + self.table.style().pixelMetric(
            QStyle.PixelMetric.PM_ScrollBarExtent, None, self.table)
        margins = self.body.layout().contentsMargins()
        return max(self.NARROW_WIDTH, groups + titles + chrome + margins.left() + margins.right())

    def preferred_width(self) -> int:
        """:meth:`sheet_width`, within :attr:`MAX_SHARE` of the window it is
        docked in (the sheet folds columns rather than take the table's room)."""
        width = self.sheet_width()
        window = self.parentWidget()
        if window is not None and not self.isFloating():
            width = min(width, max(self.NARROW_WIDTH, int(window.width() * self.MAX_SHARE)))
        return width

    def body_width_hint(self) -> int:
        """The width the dock's body asks for (:class:`_SheetBody`)."""
        self._hinted_width = self.sheet_width()
        return self.preferred_width()

    def _settle(self) -> None:
        self._fit_columns()
        self.table.scrollToBottom()

    def _refresh_labels(self) -> None:
        m = self.model
        has = m.has_game
        self.title_label.setText(m.game_title if has else self.tr("No game in progress"))
        names = m.names_text() if has else ""
        self.names_label.setText(names)
        self.names_label.setVisible(has)
        detail = m.last_detail()
        self.last_label.setText(detail)
        self.last_label.setToolTip(detail)
        self.last_label.setVisible(bool(detail))
        for act in (self.act_export_csv, self.act_save_pdf, self.act_print):
            act.setEnabled(has)
        self.table.setVisible(has)
        self.totals_table.setVisible(has)
        for b in self.buttons:
            b.setVisible(has)
        if not has:
            self.legend_label.hide()          # no game: no legend of the last one's cells

    def _sync_rows(self) -> None:
        """The hands above, the totals below; both row headers equally wide."""
        total = self.model.total_row()
        for r in range(self.model.rowCount()):
            self.table.setRowHidden(r, r == total)
            self.totals_table.setRowHidden(r, r != total)
        bold = QFont(self.table.verticalHeader().font())
        bold.setBold(True)
        fm = QFontMetrics(bold)
        labels = [str(self.model.headerData(r, Qt.Orientation.Vertical) or "") for r in range(self.model.rowCount())]
        width = max((fm.horizontalAdvance(t) for t in labels), default=0) + 10
        for view in (self.table, self.totals_table):
            view.verticalHeader().setFixedWidth(width)
        self.totals_table.setFixedHeight(2 * self.totals_table.frameWidth()
                                         + self.totals_table.verticalHeader().defaultSectionSize())

    def _content_width(self, column: int) -> int:
        """Width of the widest figure of a column (bold on the totals)."""
        m = self.model
        _, col = m.column_info(column)
        font = QFont(self.table.font())
        plain = QFontMetrics(font)
        font.setBold(True)
        bold = QFontMetrics(font)
        widest = (bold if col.total else plain).horizontalAdvance(column_sample(col))
        for r in range(m.rowCount()):
            cell = m.cell(r, column)
            if cell is not None and cell.text:
                fm = bold if (col.total or r == m.total_row()) else plain
                widest = max(widest, fm.horizontalAdvance(cell.text))
        return widest + ScoreDelegate.LEFT + ScoreDelegate.RIGHT + 2

    def _carried_width(self, column: int, carried: tuple[int, ...]) -> int:
        """Width of the widest line of folded figures ``carried`` would write
        above the total ``column`` (0 for none)."""
        m = self.model
        if not carried:
            return 0
        keep, m.carried = m.carried, carried
        try:
            fm = QFontMetrics(ScoreDelegate.carried_font(self.table.font()))
            widest = max((fm.horizontalAdvance(m.carried_text(r, column)) for r in range(len(m.rows))), default=0)
        finally:
            m.carried = keep
        return widest + ScoreDelegate.LEFT + ScoreDelegate.RIGHT + 2 if widest else 0

    def available_width(self) -> int:
        """Width the columns may take: the rows' viewport."""
        return max(0, self.table.viewport().width())

    def _fit_columns(self) -> None:
        """Flat titles, every group shown: full titles if they fit, else
        abbreviations, else fold the least useful sub-columns of every group
        (never its total); share out the spare width."""
        m = self.model
        n = m.columnCount()
        header = self.table.horizontalHeader()
        if n == 0 or not isinstance(header, GroupedHeader):
            return
        self._sync_rows()
        per = len(m.columns)
        available = self.available_width()
        content = [max(self._content_width(c), 12) for c in range(n)]
        titles = {short: [header.title_width(c, short) for c in range(n)] for short in (False, True)}
        order = sorted((k for k in range(per) if not m.columns[k].total),
                       key=lambda k: (column_priority(m.columns[k], k), k))
        chosen: tuple[set[int], bool, dict[int, int]] | None = None
        kept = set(range(per))
        carried: tuple[int, ...] = ()

        def carried_of(kept: set[int]) -> tuple[int, ...]:
            return tuple(k for k in range(per) if k not in kept and getattr(m.columns[k], "beside_total", False))

        def needs(kept: set[int]) -> list[int]:
            extra = carried_of(kept)
            if not extra:
                return content
            return [max(content[c], self._carried_width(c, extra)) if m.columns[c % per].total else content[c]
                    for c in range(n)]

        for drop in range(len(order) + 1):
            candidate = set(range(per)) - set(order[:drop])
            if not candidate:
                break
            kept = candidate
            need_now = needs(kept)
            for short in (False, True):
                widths = {c: max(need_now[c], titles[short][c]) for c in range(n) if c % per in kept}
                if sum(widths.values()) <= available:
                    chosen = (kept, short, widths)
                    break
            if chosen is not None:
                break
        if chosen is None:   # narrower than the figures themselves: squeeze what is kept
            visible = [c for c in range(n) if c % per in kept]
            need_now = needs(kept)
            need = sum(need_now[c] for c in visible) or 1
            widths = {c: max(8, need_now[c] * available // need) for c in visible}
            chosen = (kept, True, widths)
        kept, short, widths = chosen
        carried = carried_of(kept)
        if carried != m.carried:
            m.carried = carried
            self.table.viewport().update()
        row_h = self.table.fontMetrics().height() + 7
        if carried and m.rows:
            row_h = QFontMetrics(ScoreDelegate.carried_font(self.table.font())).height() + row_h
        if self.table.verticalHeader().defaultSectionSize() != row_h:
            self.table.verticalHeader().setDefaultSectionSize(row_h)
            self.table.updateGeometry()
        spare = available - sum(widths.values())
        names = {c // per: str(m.headerData(c, Qt.Orientation.Horizontal, GROUP_NAME_ROLE) or "") for c in widths}

        def spans() -> dict[int, int]:
            out: dict[int, int] = {}
            for c, width in widths.items():
                out[c // per] = out.get(c // per, 0) + width
            return out

        # the spare width goes first to the groups whose names are wider than
        # their columns: each whole on one line if there is room for all, else
        # on two lines, else shared out evenly (no name eats another's room)
        now = spans()
        one = {g: max(0, header.name_width(names[g]) - span) for g, span in now.items()}
        if sum(one.values()) <= spare:
            gifts = one
        else:
            two = {g: max(0, header.name_width_two_lines(names[g]) - span) for g, span in now.items()}
            gifts = two if sum(two.values()) <= spare else fair_shares(two, spare)
        for g, gift in sorted(gifts.items()):
            cols = sorted(c for c in widths if c // per == g)
            if gift > 0 and cols:
                for i, c in enumerate(cols):
                    widths[c] += gift // len(cols) + (1 if i < gift % len(cols) else 0)
                spare -= gift
        visible = sorted(widths)
        if spare > 0 and visible:
            for i, c in enumerate(visible):
                widths[c] += spare // len(visible) + (1 if i < spare % len(visible) else 0)
        header.set_short_titles(short)
        # a group name still wider than its columns goes on two lines (for every group alike)
        header.set_band_lines(2 if any(header.name_width(names[g]) > span for g, span in spans().items()) else 1)
        self._refresh_legend(short, sorted(widths), carried)
        starts: set[int] = set()
        seen: set[int] = set()
        for c in range(n):
            hidden = c not in widths
            for view in (self.table, self.totals_table):
                view.setColumnHidden(c, hidden)
                if not hidden:
                    view.horizontalHeader().resizeSection(c, widths[c])
            group = c // per
            if not hidden and group not in seen:
                seen.add(group)
                if group > 0:
                    starts.add(c)
        for target in (self.table, self.totals_table, header):
            target.group_starts = frozenset(starts)
        header.viewport().update()
        self.table.updateGeometry()
        self.totals_table.updateGeometry()

    def _refresh_legend(self, short: bool, visible: list[int], carried: tuple[int, ...] = ()) -> None:
        """Under a sheet written with abbreviated titles, what each stands
        for; on a sheet whose total cells carry folded figures, which; and
        what a sign written in a figure shown means (:attr:`ScoreCell.mark`)."""
        m = self.model
        parts: list[str] = []
        if carried and m.rows:
            words = [above_total_words(m.columns[k]) for k in carried]
            what = words[0] if len(words) == 1 else self.tr("{first} and {last}").format(
                first=", ".join(words[:-1]), last=words[-1])
            parts.append(self.tr("The small number above each total: {what}").format(what=what) if len(words) == 1
                         else self.tr("The small numbers above each total: {what}").format(what=what))
        for c in visible:
            abbr, full = m.column_short_title(c), m.column_title(c)
            if short and abbr != full:
                part = self.tr("{short}: {title}").format(short=abbr, title=full.lower())
                if part not in parts:
                    parts.append(part)
        # the signs written in the figures shown ("0!" after ten bags), once each
        for row in range(len(m.rows)):
            for c in visible:
                cells = [m.cell(row, c), *m.carried_cells(row, c)]
                for cell in cells:
                    if cell is not None and cell.mark and cell.mark not in parts:
                        parts.append(cell.mark)
        self.legend_label.setText(" · ".join(parts))
        self.legend_label.setVisible(bool(parts) and m.has_game)

    def visible_columns(self) -> list[int]:
        """Columns shown (the others are folded away on a narrow sheet)."""
        return [c for c in range(self.model.columnCount()) if not self.table.isColumnHidden(c)]

    def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802
        if obj is self.table.viewport() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self._fit_columns)
        return super().eventFilter(obj, event)


    # ------------------------------------------------------------ export
    def _default_path(self, suffix: str) -> str:
        """The file an export offers first: in the folder of the last Save as
        or Open, at first ``Documents/Table de cartes`` (the home folder when
        there is no Documents folder): never the folder the program happened
        to start in."""
        from cardtable.ui import storage
        folder = storage.last_folder()
        game = self.model.plugin.game_id if self.model.plugin else "partie"
        name = self.tr("scoresheet-{game}").format(game=game.replace("_", "-"))
        return str(Path(folder) / f"{name}.{suffix}")

    def export_csv_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the scoresheet"), self._default_path("csv"),
                                              self.tr("CSV files (*.csv)"))
        if not path:
            return
        if not path.lower().endswith(".csv"):
            path += ".csv"
        try:
            export_csv(self.model, path)
        except OSError as exc:
            self._write_failed(path, exc)
            return
        self.exported.emit(path)

    def save_pdf_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the scoresheet as PDF"), self._default_path("pdf"),
                                              self.tr("PDF documents (*.pdf)"))
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        write_pdf(self.model, path)
        if not Path(path).exists():
            self._write_failed(path, None)
            return
        self.exported.emit(path)

    def print_dialog(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.tr("Print the scoresheet"))
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            _document(self.model).print_(printer)

    def _write_failed(self, path: str, exc: Exception | None) -> None:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else ""
        QMessageBox.warning(self, self.tr("Scoresheet"),
                            self.tr("The file {path} could not be written.").format(path=path)
                            + (f"\n{reason}" if reason else ""))


__all__ = ["ScoreModel", "ScoresheetDock", "GroupedHeader", "export_csv", "scoresheet_html", "write_pdf",
           "number_text", "VALUE_ROLE", "GROUP_ROLE", "GROUP_NAME_ROLE"]

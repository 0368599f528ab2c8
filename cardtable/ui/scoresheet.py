"""The scoresheet dock: one group of columns per team or player, one row per
hand or round, the running totals at the bottom.

The figures come from the game plugin (:meth:`GamePlugin.score_rows`,
:meth:`GamePlugin.group_totals`), rebuilt from any seat's view, so the sheet is
always in step with the engine and survives a save/load.

Main-window API::

    dock = ScoresheetDock(parent)
    dock.set_game(plugin, players, names)   # a new game (empty sheet)
    dock.update_from_view(view)             # after every hand/round (or on load)
    dock.clear()                            # no game
    dock.model                              # the ScoreModel

Pure helpers, testable without dialogs: :func:`export_csv`, :func:`scoresheet_html`,
:func:`write_pdf`.
"""

from __future__ import annotations

import csv
import html
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    QStandardPaths,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
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
    QVBoxLayout,
    QWidget,
)

from cardtable.ui.games.base import GamePlugin, ScoreCell, ScoreColumn, ScoreRow

MINUS = "\u2212"
GROUP_ROLE = int(Qt.ItemDataRole.UserRole) + 1        # horizontal header: index of the group
GROUP_NAME_ROLE = int(Qt.ItemDataRole.UserRole) + 2   # horizontal header: name of the group
VALUE_ROLE = int(Qt.ItemDataRole.UserRole) + 3        # cells: the numeric value (or None)
GROUP_START_ROLE = int(Qt.ItemDataRole.UserRole) + 4  # header and cells: first sub-column of a group

NEGATIVE_COLOUR = QColor("#9b1c1c")
LEADER_BACKGROUND = QColor("#f7e3a1")
TOTAL_ROW_BACKGROUND = QColor("#efe9da")
TOTAL_COLUMN_BACKGROUND = QColor("#f7f3e9")
TEXT_ON_LIGHT = QColor("#222222")

Index = QModelIndex | QPersistentModelIndex


def number_text(n: float) -> str:
    """A figure as shown on the sheet: typographic minus, no plus sign."""
    if isinstance(n, float) and n.is_integer():
        n = int(n)
    return f"{MINUS}{-n}" if n < 0 else str(n)


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

    # ------------------------------------------------------------------ feed
    def set_game(self, plugin: GamePlugin, players: int, names: list[str]) -> None:
        self.beginResetModel()
        self.plugin = plugin
        self.players = players
        self.names = list(names)
        self.group_names = list(plugin.groups(players, self.names))
        self.columns = list(plugin.score_columns())
        self.rows = []
        self.totals = [0] * len(self.group_names)
        try:
            self.game_title = plugin.title()
        except Exception:  # a plugin without a title still gets a sheet
            self.game_title = plugin.game_id
        self.endResetModel()

    def set_rows(self, rows: list[ScoreRow], totals: list[int]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        totals = [int(t) for t in totals]
        n = len(self.group_names)
        self.totals = (totals + [0] * n)[:n] if n else totals
        self.endResetModel()

    def update_from_view(self, view: dict[str, Any]) -> None:
        if self.plugin is None:
            return
        self.set_rows(self.plugin.score_rows(view, self.names),
                      self.plugin.group_totals(view, self.players))

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
        if role == int(Qt.ItemDataRole.ToolTipRole):
            return cell.tooltip or None
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
class GroupedHeader(QHeaderView):
    """A horizontal header in two levels: the group's name spanning its
    sub-columns, above the sub-column titles.

    When the sheet is narrow (a dock of ~360 px with 2 teams x 6 columns) the
    sub-column titles are turned a quarter (read bottom to top, as on a paper
    score pad) so that the columns can be as narrow as their figures.
    """

    PAD = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._rotated = False
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
        self.setFont(font)
        self.setSectionsClickable(False)
        self.setHighlightSections(False)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)

    # ----------------------------------------------------------- geometry
    @property
    def rotated(self) -> bool:
        return self._rotated

    def set_rotated(self, rotated: bool) -> None:
        if rotated != self._rotated:
            self._rotated = rotated
            self.updateGeometry()
            self.viewport().update()
            parent = self.parentWidget()
            if isinstance(parent, QTableView):
                parent.updateGeometries()

    def band_height(self) -> int:
        return self.fontMetrics().height() + 2 * self.PAD

    def _titles(self) -> list[str]:
        model = self.model()
        if model is None:
            return []
        return [str(model.headerData(i, Qt.Orientation.Horizontal) or "") for i in range(self.count())]

    def title_width(self, logical: int) -> int:
        """Width a section needs for its title written horizontally."""
        model = self.model()
        text = str(model.headerData(logical, Qt.Orientation.Horizontal) or "") if model else ""
        return self.fontMetrics().horizontalAdvance(text) + 2 * self.PAD + 2

    def rotated_width(self) -> int:
        """Width a section needs for its title turned a quarter."""
        return self.fontMetrics().height() + 2

    def _titles_height(self) -> int:
        fm = self.fontMetrics()
        if self._rotated:
            longest = max((fm.horizontalAdvance(t) for t in self._titles()), default=0)
            return longest + 3 * self.PAD
        return fm.height() + 2 * self.PAD

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        return QSize(hint.width(), self.band_height() + self._titles_height())

    def sectionSizeFromContents(self, logical: int) -> QSize:  # noqa: N802
        width = self.rotated_width() if self._rotated else self.title_width(logical)
        return QSize(width, self.band_height() + self._titles_height())

    def _group_span(self, logical: int) -> tuple[int, int]:
        model = self.model()
        group = model.headerData(logical, Qt.Orientation.Horizontal, GROUP_ROLE)
        first = last = logical
        while first > 0 and model.headerData(first - 1, Qt.Orientation.Horizontal, GROUP_ROLE) == group:
            first -= 1
        count = self.count()
        while last + 1 < count and model.headerData(last + 1, Qt.Orientation.Horizontal, GROUP_ROLE) == group:
            last += 1
        return first, last

    # ------------------------------------------------------------- paint
    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:  # noqa: N802
        model = self.model()
        if model is None or not rect.isValid():
            return
        band_h = min(self.band_height(), rect.height() // 2)
        band = QRect(rect.left(), rect.top(), rect.width(), band_h)
        sub = QRect(rect.left(), rect.top() + band_h, rect.width(), rect.height() - band_h)
        text_colour = self.palette().color(self.foregroundRole())

        # the sub-column title
        painter.save()
        opt = QStyleOptionHeader()
        self.initStyleOption(opt)
        opt.rect = sub
        opt.section = logical
        opt.text = ""
        opt.position = QStyleOptionHeader.SectionPosition.Middle
        self.style().drawControl(QStyle.ControlElement.CE_HeaderSection, opt, painter, self)
        title = str(model.headerData(logical, Qt.Orientation.Horizontal) or "")
        painter.setPen(text_colour)
        painter.setFont(self.font())
        if self._rotated:
            painter.translate(sub.left(), sub.bottom())
            painter.rotate(-90)
            box = QRect(self.PAD, 0, sub.height() - 2 * self.PAD, sub.width())
            painter.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), title)
        else:
            painter.drawText(sub.adjusted(1, 0, -1, 0), int(Qt.AlignmentFlag.AlignCenter), title)
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
        name = str(model.headerData(logical, Qt.Orientation.Horizontal, GROUP_NAME_ROLE) or "")
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        text_rect = span.adjusted(self.PAD, 0, -self.PAD, 0)
        elided = painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, text_rect.width())
        painter.setPen(text_colour)
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignCenter), elided)
        painter.restore()

        # a firmer line between groups
        if model.headerData(logical, Qt.Orientation.Horizontal, GROUP_START_ROLE) and logical > 0:
            painter.save()
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Dark), 2))
            painter.drawLine(rect.left(), rect.top(), rect.left(), rect.bottom())
            painter.restore()


class ScoreDelegate(QStyledItemDelegate):
    """Figures with tight margins (the sheet is narrow) and a firmer line on the
    left of each group's first column."""

    LEFT = 2
    RIGHT = 4

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        painter.save()
        if text:
            painter.setFont(opt.font)
            if opt.state & QStyle.StateFlag.State_Selected:
                colour = opt.palette.color(QPalette.ColorRole.HighlightedText)
            else:
                fg = index.data(Qt.ItemDataRole.ForegroundRole)
                colour = fg.color() if isinstance(fg, QBrush) else opt.palette.color(QPalette.ColorRole.Text)
            painter.setPen(colour)
            r = opt.rect.adjusted(self.LEFT, 0, -self.RIGHT, 0)
            shown = QFontMetrics(opt.font).elidedText(text, Qt.TextElideMode.ElideLeft, r.width())
            painter.drawText(r, int(opt.displayAlignment), shown)
        if index.column() > 0 and index.data(GROUP_START_ROLE):
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
def _csv_figure(cell: ScoreCell | None) -> str:
    if cell is None:
        return ""
    if cell.value is not None:
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
class _SheetTable(QTableView):
    """The sheet's table; asks for the width that shows 2 teams x 6 columns."""

    PREFERRED = QSize(350, 320)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.PREFERRED


class ScoresheetDock(QDockWidget):
    """The scoresheet at the side of the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoresheet")
        self.setWindowTitle(self.tr("Scoresheet"))
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        self.model = ScoreModel(self)

        body = QWidget(self)
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

        self.table = _SheetTable(body)
        self.table.setObjectName("scoresheetTable")
        small = QFont(self.table.font())
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.9))
        self.table.setFont(small)
        self.table.setHorizontalHeader(GroupedHeader(self.table))
        self.table.setModel(self.model)
        self.table.setItemDelegate(ScoreDelegate(self.table))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setCornerButtonEnabled(False)
        self.table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 7)
        self.table.verticalHeader().setFont(small)
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setMinimumSectionSize(18)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.table.viewport().installEventFilter(self)
        layout.addWidget(self.table, 1)

        self.last_label = QLabel(body)
        self.last_label.setObjectName("scoresheetLast")
        self.last_label.setWordWrap(True)
        self.last_label.setTextFormat(Qt.TextFormat.PlainText)
        self.last_label.setStyleSheet("color: palette(dark);")
        layout.addWidget(self.last_label)

        self.act_export_csv = QAction(self.tr("Export CSV…"), self)
        self.act_export_csv.setToolTip(self.tr("Save the scoresheet as a CSV file for a spreadsheet"))
        self.act_export_csv.triggered.connect(self.export_csv_dialog)
        self.act_save_pdf = QAction(self.tr("Save as PDF…"), self)
        self.act_save_pdf.setToolTip(self.tr("Save the scoresheet as a PDF document"))
        self.act_save_pdf.triggered.connect(self.save_pdf_dialog)
        self.act_print = QAction(self.tr("Print…"), self)
        self.act_print.setToolTip(self.tr("Print the scoresheet"))
        self.act_print.triggered.connect(self.print_dialog)

        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        self.buttons: list[QToolButton] = []
        for act, short in ((self.act_export_csv, self.tr("CSV…")), (self.act_save_pdf, self.tr("PDF…")),
                           (self.act_print, self.tr("Print…"))):
            act.setIconText(short)
            b = QToolButton(body)
            b.setDefaultAction(act)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            b.setAutoRaise(False)
            buttons.addWidget(b)
            self.buttons.append(b)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(0)   # takes the room only while the table is hidden

        self.setWidget(body)
        self.model.modelReset.connect(self._after_reset)
        self._refresh_labels()

    # --------------------------------------------------------------- API
    def set_game(self, plugin: GamePlugin, players: int, names: list[str]) -> None:
        self.model.set_game(plugin, players, names)

    def update_from_view(self, view: dict[str, Any]) -> None:
        self.model.update_from_view(view)

    def clear(self) -> None:
        self.model.clear()

    # ----------------------------------------------------------- display
    def _after_reset(self) -> None:
        self._refresh_labels()
        self._fit_columns()
        self.table.scrollToBottom()
        QTimer.singleShot(0, self._settle)

    def _settle(self) -> None:
        self._fit_columns()
        self.table.scrollToBottom()

    def _refresh_labels(self) -> None:
        m = self.model
        has = m.has_game
        self.title_label.setText(m.game_title if has else self.tr("No game in progress"))
        self.names_label.setText(m.names_text() if has else "")
        self.names_label.setVisible(has)
        detail = m.last_detail()
        self.last_label.setText(detail)
        self.last_label.setToolTip(detail)
        self.last_label.setVisible(bool(detail))
        for act in (self.act_export_csv, self.act_save_pdf, self.act_print):
            act.setEnabled(has)
        self.table.setVisible(has)
        for b in self.buttons:
            b.setVisible(has)

    def _fit_columns(self) -> None:
        """Size the columns to their figures, turn the titles a quarter if the
        sheet is too narrow for them written flat, share out any spare width."""
        n = self.model.columnCount()
        header = self.table.horizontalHeader()
        if n == 0 or not isinstance(header, GroupedHeader):
            return
        content = [max(self.table.sizeHintForColumn(c), 16) for c in range(n)]
        flat = [max(w, header.title_width(c)) for c, w in enumerate(content)]
        available = self.table.viewport().width()
        if self.table.verticalScrollBar().isVisible():
            available = max(available, 0)
        if sum(flat) <= available:
            header.set_rotated(False)
            widths = flat
        else:
            header.set_rotated(True)
            widths = [max(w, header.rotated_width()) for w in content]
            available = self.table.viewport().width()
        spare = available - sum(widths)
        if spare > 0:
            for c in range(n):
                widths[c] += spare // n + (1 if c < spare % n else 0)
        for c, w in enumerate(widths):
            header.resizeSection(c, w)

    def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802
        from PySide6.QtCore import QEvent
        if obj is self.table.viewport() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self._fit_columns)
        return super().eventFilter(obj, event)

    # ------------------------------------------------------------ export
    def _default_path(self, suffix: str) -> str:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
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

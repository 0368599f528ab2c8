"""Game > Statistics…: the figures kept by :mod:`cardtable.ui.stats_file`.

:class:`StatsDialog` shows, per game and per player name,
the games played and won, the best and average results, the current and best
streak of wins, and a small chart of the recent results (:class:`ResultChart`,
drawn with ``QPainter``); "Reset…" empties them after a confirmation.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable import games
from cardtable import stats as model
from cardtable.ui.i18n import tr_context
from cardtable.ui.stats_file import load, reset

Statistics = tr_context("Statistics")

def _game_title(game_id: str) -> str:
    try:
        return str(games.table_plugin(game_id).title())
    except games.NotAvailable:
        try:
            return QCoreApplication.translate(games.TITLE_CONTEXT, games.game_info(game_id).title)
        except games.NotAvailable:
            return game_id


class ResultChart(QWidget):
    """The recent results as a line of dots, oldest on the left: a filled dot
    for a win, an empty one for a loss, a dashed ring round the dot for a game
    with help; the best side (higher or lower) is at the top."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results: tuple[tuple[int, bool, bool], ...] = ()
        self.higher_is_better = True
        self.setMinimumSize(260, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAccessibleName(Statistics.tr("Chart of the recent results"))

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(360, 140)

    def set_results(self, results: tuple[tuple[int, bool, bool], ...], higher_is_better: bool) -> None:
        self.results = tuple(results)
        self.higher_is_better = higher_is_better
        self.update()

    def points(self) -> list[QPointF]:
        """Where each result is drawn (oldest first)."""
        r = QRectF(self.rect()).adjusted(14, 12, -14, -12)
        values = [v for v, _, _ in self.results]
        if not values:
            return []
        low, high = min(values), max(values)
        span = (high - low) or 1
        n = len(values)
        out = []
        for i, v in enumerate(values):
            x = r.left() + (r.width() * (i + 0.5) / n)
            frac = (v - low) / span if high != low else 0.5
            if not self.higher_is_better:
                frac = 1 - frac
            out.append(QPointF(x, r.bottom() - frac * r.height()))
        return out

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.base())
        p.setPen(QPen(pal.mid().color(), 1))
        p.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        pts = self.points()
        if not pts:
            p.setPen(pal.text().color())
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, Statistics.tr("No game yet"))
            return
        path = QPainterPath(pts[0])
        for pt in pts[1:]:
            path.lineTo(pt)
        p.setPen(QPen(pal.mid().color(), 1.5))
        p.drawPath(path)
        win, loss = QColor("#2e7d32"), QColor("#c62828")
        for pt, (_, won, helped) in zip(pts, self.results, strict=True):
            colour = win if won else loss
            p.setPen(QPen(colour, 2))
            p.setBrush(colour if won else Qt.BrushStyle.NoBrush)
            p.drawEllipse(pt, 5, 5)
            if helped:
                # a dashed ring clear of the dot: seen on a filled dot as on an empty one
                ring = QPen(colour, 1.6)
                ring.setDashPattern([2.0, 1.6])
                p.setPen(ring)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(pt, 9.5, 9.5)
        p.end()


class StatsDialog(QDialog):
    """Game > Statistics…: figures per game and per player name."""

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None, name: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatsDialog")
        self.setWindowTitle(self.tr("Statistics"))
        self.doc, warning = load()
        self.warning = warning
        layout = QVBoxLayout(self)
        self.notice = QLabel(warning or "")
        self.notice.setWordWrap(True)
        self.notice.setVisible(bool(warning))
        layout.addWidget(self.notice)
        pick = QHBoxLayout()
        self.game_box = QComboBox()
        self.game_box.setAccessibleName(self.tr("Game"))
        self.name_box = QComboBox()
        self.name_box.setAccessibleName(self.tr("Player"))
        pick.addWidget(QLabel(self.tr("Game:")))
        pick.addWidget(self.game_box, 1)
        pick.addWidget(QLabel(self.tr("Player:")))
        pick.addWidget(self.name_box, 1)
        layout.addLayout(pick)
        form = QFormLayout()
        self.fields: dict[str, QLabel] = {}
        for key, label in (("played", self.tr("Games played")), ("won", self.tr("Games won")),
                           ("best", self.tr("Best result")), ("average", self.tr("Average result")),
                           ("streak", self.tr("Current winning streak")),
                           ("best_streak", self.tr("Best winning streak"))):
            value = QLabel()
            value.setObjectName(f"stat_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.fields[key] = value
            form.addRow(label, value)
        layout.addLayout(form)
        self.chart_title = QLabel()
        layout.addWidget(self.chart_title)
        self.chart = ResultChart()
        layout.addWidget(self.chart)
        self.empty_label = QLabel(self.tr("No finished game yet. Figures appear here after your first game."))
        self.empty_label.setWordWrap(True)
        layout.addWidget(self.empty_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(self.tr("Reset…"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.ask_reset)
        layout.addWidget(buttons)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.name_box.currentIndexChanged.connect(self._show)
        self._fill_games(game_id, name)

    # --------------------------------------------------------------- data
    def _fill_games(self, game_id: str | None = None, name: str | None = None) -> None:
        self.game_box.blockSignals(True)
        self.game_box.clear()
        for gid in model.games_with_figures(self.doc, games.declared_games()):
            self.game_box.addItem(_game_title(gid), gid)
        i = self.game_box.findData(game_id) if game_id else -1
        self.game_box.setCurrentIndex(max(0, i) if self.game_box.count() else -1)
        self.game_box.blockSignals(False)
        self._game_changed(name=name)

    def _game_changed(self, *_: Any, name: str | None = None) -> None:
        gid = self.game_box.currentData()
        self.name_box.blockSignals(True)
        self.name_box.clear()
        for n in model.names(self.doc, gid) if gid else []:
            self.name_box.addItem(n, n)
        i = self.name_box.findData(name) if name else -1
        self.name_box.setCurrentIndex(max(0, i) if self.name_box.count() else -1)
        self.name_box.blockSignals(False)
        self._show()

    def current(self) -> model.Summary | None:
        gid, name = self.game_box.currentData(), self.name_box.currentData()
        if not gid or not name:
            return None
        return model.summary(self.doc, gid, name)

    def _show(self, *_: Any) -> None:
        s = self.current()
        has = s is not None
        self.empty_label.setVisible(not has)
        self.reset_button.setEnabled(bool(self.doc["games"]))
        gid = self.game_box.currentData()
        rule = games.ResultRule()
        if gid:
            try:
                rule = games.game_info(gid).result
            except games.NotAvailable:
                pass
        label = QCoreApplication.translate(games.RESULT_CONTEXT, rule.label)
        if s is None:
            for f in self.fields.values():
                f.setText("–")
            self.chart.set_results((), rule.higher_is_better)
            self.chart_title.setText("")
            return
        loc = self.locale()
        played = loc.toString(s.played)
        if s.helped:
            played = self.tr("{n} (with help: {h})").format(n=played, h=loc.toString(s.helped))
        self.fields["played"].setText(played)
        self.fields["won"].setText(self.tr("{n} ({pct} %)").format(
            n=loc.toString(s.won), pct=loc.toString(round(100 * s.win_rate))))
        self.fields["best"].setText(f"{loc.toString(s.best)} ({label})")
        self.fields["average"].setText(loc.toString(s.average, "f", 1))
        self.fields["streak"].setText(loc.toString(s.streak))
        self.fields["best_streak"].setText(loc.toString(s.best_streak))
        self.chart_title.setText(self.tr("Recent games ({label}): filled dot = won, empty dot = lost, "
                                         "dashed ring = played with help").format(label=label))
        self.chart.set_results(s.recent, rule.higher_is_better)

    # -------------------------------------------------------------- reset
    def ask_reset(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset the statistics"),
                          self.tr("Erase the statistics of every game and every player? This cannot be undone."),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.confirm_box = box
        box.finished.connect(
            lambda _r: self._reset_answered(box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)))
        box.open()

    def _reset_answered(self, yes: bool) -> None:
        if not yes:
            return
        reset()
        self.doc = model.empty()
        self._fill_games()

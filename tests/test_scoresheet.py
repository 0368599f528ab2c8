"""The scoresheet: Atout Pique rows built from the engine, the model, CSV and PDF."""

from __future__ import annotations

import csv

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from windows import shown_window

from cardtable.engine import new_game
from cardtable.engine.atout_pique import Bid
from cardtable.ui.games import atout_pique_scores as aps
from cardtable.ui.games.base import GamePlugin

NAMES = ["Vous", "Léa", "Hugo", "Chloé"]


class FakeAtoutPique(GamePlugin):
    """Stands in for the table plugin (it delegates exactly like this)."""

    game_id = "atout_pique"

    def groups(self, players, names):
        return aps.groups(players, names)

    def group_of_seat(self, seat, players):
        return aps.group_of_seat(seat, players)

    def score_columns(self):
        return aps.score_columns()

    def score_rows(self, view, names):
        return aps.score_rows(view, names)

    def group_totals(self, view, players):
        return aps.group_totals(view, players)


@pytest.fixture(params=["fake", "real"])
def plugin(request):
    if request.param == "fake":
        return FakeAtoutPique()
    try:
        from cardtable.ui.games import plugin_for
        return plugin_for("atout_pique")
    except (ModuleNotFoundError, ImportError):
        pytest.skip("the Atout Pique table plugin is not there yet")


def play(seed=3, hands=1, bids=(0, 4, 3, 3)):
    """Play whole hands: fixed bids, then the first (or last) legal card."""
    state = new_game("atout_pique", seed=seed)
    done = 0
    while not state.is_over and done < hands:
        seat = next(iter(state.to_act()))
        actions = state.legal_actions(seat)
        if isinstance(actions[0], Bid):
            action = Bid(bids[seat])
        else:
            action = actions[0] if seat % 2 == 0 else actions[-1]
        done += sum(1 for e in state.apply(seat, action) if e["type"] == "hand_scored")
    return state


def total_cells(model):
    row = model.total_row()
    out = []
    for c in range(model.columnCount()):
        group, col = model.column_info(c)
        if col.total:
            out.append(model.index(row, c).data(Qt.ItemDataRole.UserRole + 3))
    return out


# ----------------------------------------------------------- pure functions
def test_columns_and_groups(french):
    cols = aps.score_columns()
    assert [c.key for c in cols] == ["bid", "tricks", "bags", "nil", "points", "total"]
    assert [c.total for c in cols] == [False] * 5 + [True]
    assert aps.groups(4, NAMES) == ["Vous & Hugo", "Léa & Chloé"]
    assert [aps.group_of_seat(s, 4) for s in range(4)] == [0, 1, 0, 1]


def _record(**kw):
    rec = {"team": 0, "seats": [0, 2], "bids": [4, 3], "blind": [False, False], "tricks": [5, 3],
           "contract": 7, "counted": 8, "made": True, "contract_points": 70, "bags_this_hand": 1,
           "nils": [], "bag_penalty": 0, "points": 71, "score": 71, "bags": 1, "boston": False}
    rec.update(kw)
    return rec


def test_rows_explain_every_figure_in_french(french):
    team1 = _record(team=1, seats=[1, 3], bids=[0, 4], tricks=[2, 3], contract=4, counted=5,
                    contract_points=40, bags_this_hand=1,
                    nils=[{"seat": 1, "blind": False, "made": False, "points": -100}],
                    points=-59, score=-59, bags=1)
    view = {"history": [{"hand": 1, "teams": [_record(), team1]}], "scores": [71, -59]}
    (row,) = aps.score_rows(view, NAMES)
    assert row.label == "Donne 1"
    a, b = row.cells
    assert a["bid"].text == "7" and "Vous 4" in a["bid"].tooltip and "contrat de 7" in a["bid"].tooltip
    assert "Contrat de 7 (4 + 3)" in a["points"].tooltip and "+70" in a["points"].tooltip
    assert "1 sac" in a["points"].tooltip and a["points"].text == "+71"
    assert a["nil"].text == "" and a["nil"].value is None
    assert b["nil"].text == "✗" and b["nil"].value == -100
    assert "Léa" in b["nil"].tooltip and "zéro raté" in b["nil"].tooltip and "−100" in b["nil"].tooltip
    assert "2 plis à compter pour le contrat" in b["tricks"].tooltip
    assert b["points"].text == "−59" and b["points"].value == -59
    assert b["total"].value == -59
    assert "Donne 1" in row.detail and "Vous & Hugo +71" in row.detail and "mise de 7 réussie" in row.detail
    assert "zéro raté (Léa)" in row.detail
    assert aps.group_totals(view, 4) == [71, -59]


def test_bag_penalty_and_boston_are_explained(french):
    rec = _record(bids=[6, 5], tricks=[7, 6], contract=11, counted=13, contract_points=110, bags_this_hand=2,
                  bag_penalty=-100, points=12, score=12, bags=1, boston=True)
    other = _record(team=1, seats=[1, 3], bids=[1, 1], tricks=[0, 0], contract=2, counted=0, made=False,
                    contract_points=-20, bags_this_hand=0, points=-20, score=-20, bags=0)
    (row,) = aps.score_rows({"history": [{"hand": 4, "teams": [rec, other]}]}, NAMES)
    a, b = row.cells
    assert "10 sacs atteints\u00a0: −100" in a["points"].tooltip
    assert "10 sacs atteints" in a["bags"].tooltip and a["bags"].text == "1!"
    assert "Boston\u00a0: l'équipe a fait les 13 plis" in a["tricks"].tooltip and a["tricks"].text == "13★"
    assert "Boston" in row.detail
    assert "mise de 2 ratée" in row.detail and "0 pli < 2 → −20" in b["points"].tooltip


def test_missing_optional_keys_do_not_break(french):
    view = {"history": [{"hand": 1, "teams": [{"bids": [3, 2], "tricks": [3, 3]}, {}]}]}
    (row,) = aps.score_rows(view, NAMES[:2])
    assert row.cells[0]["points"].value == 51 and row.cells[0]["total"].value == 51
    assert row.cells[1]["total"].text == "0"
    assert aps.group_totals({}, 4) == [0, 0]
    assert aps.score_rows({}, NAMES) == []


def test_english(english):
    state = play()
    rows = aps.score_rows(state.view(0), NAMES)
    assert rows[0].label == "Hand 1" and "Bids:" in rows[0].cells[0]["bid"].tooltip


# -------------------------------------------------------------------- model
def test_model_from_a_scripted_game_matches_the_engine(qapp, french, plugin):
    from cardtable.ui.window.scoresheet import ScoreModel
    state = play(seed=5, hands=3)
    model = ScoreModel()
    model.set_game(plugin, 4, NAMES)
    assert model.rowCount() == 1 and model.columnCount() == 12
    model.update_from_view(state.view(0))
    assert model.rowCount() == len(state.history) + 1 == 4
    assert total_cells(model) == [state.totals[0], state.totals[1]]
    # the total column of the last hand row agrees with the totals row
    last = model.total_row() - 1
    assert [model.cell(last, c).value for c in (5, 11)] == total_cells(model)
    # every figure of every hand has a French explanation
    for r in range(len(state.history)):
        assert "Donne" in model.headerData(r, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
        for c in range(model.columnCount()):
            tip = model.index(r, c).data(Qt.ItemDataRole.ToolTipRole)
            assert tip, (r, c)
            assert any(w in tip for w in ("Mise", "Plis", "sac", "zéro", "Score", "Contrat", "Pas de")), tip
    assert model.headerData(model.total_row(), Qt.Orientation.Vertical) == "Total"
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Mise"
    assert model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.UserRole + 2) == "Vous & Hugo"
    assert model.headerData(6, Qt.Orientation.Horizontal, Qt.ItemDataRole.UserRole + 2) == "Léa & Chloé"
    assert not model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsEditable


def test_model_styles_leader_and_negatives(qapp, french):
    from PySide6.QtGui import QBrush, QFont

    from cardtable.ui.games.base import ScoreCell, ScoreRow
    from cardtable.ui.window.scoresheet import LEADER_BACKGROUND, NEGATIVE_COLOUR, ScoreModel
    model = ScoreModel()
    model.set_game(FakeAtoutPique(), 4, NAMES)
    assert model.leaders() == []
    cells = [{"points": ScoreCell("−40", "t", -40), "total": ScoreCell("−40", "t", -40)},
             {"points": ScoreCell("+60", "t", 60), "total": ScoreCell("60", "t", 60)}]
    model.set_rows([ScoreRow("Donne 1", cells, "d")], [-40, 60])
    assert model.leaders() == [1]
    total = model.total_row()
    lead = model.index(total, 11)
    assert lead.data(Qt.ItemDataRole.BackgroundRole).color() == LEADER_BACKGROUND
    assert isinstance(lead.data(Qt.ItemDataRole.FontRole), QFont) and lead.data(Qt.ItemDataRole.FontRole).bold()
    assert model.index(total, 5).data(Qt.ItemDataRole.BackgroundRole).color() != LEADER_BACKGROUND
    neg = model.index(0, 4).data(Qt.ItemDataRole.ForegroundRole)
    assert isinstance(neg, QBrush) and neg.color() == NEGATIVE_COLOUR
    assert model.index(0, 10).data(Qt.ItemDataRole.ForegroundRole) is None
    align = Qt.AlignmentFlag(model.index(0, 4).data(Qt.ItemDataRole.TextAlignmentRole))
    assert align & Qt.AlignmentFlag.AlignRight
    assert model.headerData(0, Qt.Orientation.Vertical) == "1"
    assert model.headerData(0, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) == "d"
    model.clear()
    assert model.rowCount() == 0 and model.columnCount() == 0


def test_lower_is_better_leader(qapp, french):
    from cardtable.ui.games.base import ScoreRow
    from cardtable.ui.window.scoresheet import ScoreModel

    class Low(FakeAtoutPique):
        higher_is_better = False

    model = ScoreModel()
    model.set_game(Low(), 4, NAMES)
    model.set_rows([ScoreRow("Manche 1", [{}, {}])], [12, 30])
    assert model.leaders() == [0]


# ------------------------------------------------------------------- export
def test_csv_export_round_trips(qapp, french, tmp_path):
    from cardtable.ui.window.scoresheet import ScoreModel, export_csv
    state = play(seed=5, hands=2)
    model = ScoreModel()
    model.set_game(FakeAtoutPique(), 4, NAMES)
    model.update_from_view(state.view(0))
    path = tmp_path / "sheet.csv"
    export_csv(model, path)
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    with open(path, encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh, delimiter=";"))
    assert rows[0] == ["Atout Pique"]
    assert rows[1][1] == "Vous & Hugo" and rows[1][7] == "Léa & Chloé"
    assert rows[2][1:7] == ["Mise", "Plis", "Sacs en réserve", "Zéro", "Points", "Total"]
    assert rows[2][-1] == "Détail"
    body = rows[3:]
    assert [r[0] for r in body] == ["Donne 1", "Donne 2", "Total"]
    assert int(body[-1][6]) == state.totals[0] and int(body[-1][12]) == state.totals[1]
    for r, entry in zip(body[:2], state.history, strict=True):
        t0, t1 = entry["teams"]
        assert int(r[1]) == t0["contract"] and int(r[5]) == t0["points"] and int(r[6]) == t0["score"]
        assert int(r[11]) == t1["points"] and int(r[12]) == t1["score"]
        assert r[-1].startswith("Donne")


def test_pdf_is_written(qapp, french, tmp_path):
    from cardtable.ui.window.scoresheet import ScoreModel, scoresheet_html, write_pdf
    state = play(seed=5, hands=2)
    model = ScoreModel()
    model.set_game(FakeAtoutPique(), 4, NAMES)
    model.update_from_view(state.view(0))
    html = scoresheet_html(model)
    assert "Vous &amp; Hugo" in html and "Donne 2" in html and "colspan='6'" in html
    path = tmp_path / "sheet.pdf"
    write_pdf(model, path)
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 1000


# --------------------------------------------------------------------- dock
def test_dock_api(qtbot, french):
    from cardtable.ui.window.scoresheet import GroupedHeader, ScoresheetDock
    dock = ScoresheetDock()
    qtbot.addWidget(dock)
    assert dock.objectName() == "scoresheet" and dock.windowTitle() == "Feuille de marque"
    assert not dock.act_export_csv.isEnabled()
    dock.resize(360, 500)
    dock.show()
    dock.set_game(FakeAtoutPique(), 4, NAMES)
    state = play(seed=5, hands=3)
    dock.update_from_view(state.view(0))
    assert dock.model.rowCount() == 4
    assert dock.title_label.text() == "Atout Pique"
    assert dock.names_label.text() == "Vous & Hugo contre Léa & Chloé"
    assert dock.last_label.text().startswith("Donne 3\u00a0:")
    assert dock.act_export_csv.isEnabled() and dock.act_print.isEnabled()
    table = dock.table
    assert table.editTriggers() == table.EditTrigger.NoEditTriggers
    assert table.alternatingRowColors()
    header = table.horizontalHeader()
    assert isinstance(header, GroupedHeader)
    # narrow dock: the columns shown fit without a horizontal scroll bar
    _wait_fitted(qtbot, dock)
    assert sum(header.sectionSize(c) for c in dock.visible_columns()) <= table.viewport().width()
    dock.clear()
    assert dock.model.rowCount() == 0 and not dock.last_label.isVisibleTo(dock)
    assert dock.title_label.text() == "Aucune partie en cours"


# ------------------------------------------------- in the window: resume
SETUP_NAMES = ["Vous", "Léa", "Hugo", "Chloé"]


class _FirstLegal:
    """A quick deterministic computer player (the resumed game stays still
    while a human is to act, and moves on quickly otherwise)."""

    def choose(self, view, legal):
        bids = [a for a in legal if isinstance(a, Bid) and not getattr(a, "blind", False)]
        return bids[min(2, len(bids) - 1)] if bids else legal[0]


@pytest.fixture
def sheet_window(qtbot, french, monkeypatch, tmp_path):
    import cardtable.ai
    from cardtable.ui.controller import GameController
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: _FirstLegal())
    monkeypatch.setattr(GameController, "autosave_path", staticmethod(lambda: tmp_path / "autosave.json"))
    w = shown_window(qtbot, pace=False, autosave=False)
    qtbot.waitUntil(lambda: w.scoresheet is not None)    # the dock is built after the first paint
    yield w
    w.controller.stop()


def _saved_game(tmp_path, seed=5, hands=3):
    """A position after ``hands`` finished hands, written and read back in the
    controller's save format (as the start-up "Resume?" question does)."""
    from cardtable.ui.controller import GameController
    from cardtable.ui.setup import GameSetup, SeatSetup
    state = play(seed=seed, hands=hands)
    assert len(state.history) == hands and not state.is_over
    setup = GameSetup("atout_pique", 4, [SeatSetup(n, i == 0, "facile") for i, n in enumerate(SETUP_NAMES)],
                      {}, seed)
    writer = GameController()
    writer.setup, writer.state, writer.autosave_enabled = setup, state, True
    writer.save()
    return GameController.read_save(GameController.autosave_path())


def _sheet_totals(model):
    return [model.cell(model.total_row(), c).value
            for c in range(model.columnCount()) if model.column_info(c)[1].total]


def test_resumed_game_shows_every_finished_hand_at_once(sheet_window, tmp_path):
    w = sheet_window
    setup, state = _saved_game(tmp_path)
    history = state.view(0)["history"]
    totals = list(state.totals)
    w.controller.start(setup, state)
    # at once: no hand has to end, no event loop turn is needed
    model = w.scoresheet.model
    assert model.rowCount() == len(history) + 1 == 4
    assert _sheet_totals(model) == [totals[0], totals[1]] != [0, 0]
    assert [model.row_label(r) for r in range(3)] == ["Donne 1", "Donne 2", "Donne 3"]
    for r, hand in enumerate(history):
        for c in range(model.columnCount()):
            group, col = model.column_info(c)
            if col.total:
                assert model.cell(r, c).value == hand["teams"][group]["score"]
    assert w.scoresheet.last_label.text().startswith("Donne 3")


def test_new_game_after_a_resumed_one_starts_an_empty_sheet(sheet_window, tmp_path):
    w = sheet_window
    setup, state = _saved_game(tmp_path)
    w.controller.start(setup, state)
    assert w.scoresheet.model.rowCount() == 4
    w.controller.start(setup)              # a new game with the same players
    assert w.scoresheet.model.rowCount() == 1 and _sheet_totals(w.scoresheet.model) == [0, 0]


# ------------------------------------------------ language change (live)
def test_language_change_retranslates_headers_and_rebuilds_rows(qtbot, french):
    from cardtable.ui import i18n
    from cardtable.ui.window.scoresheet import ScoresheetDock
    dock = ScoresheetDock()
    qtbot.addWidget(dock)
    dock.resize(420, 500)
    dock.show()
    state = play(seed=5, hands=2)
    dock.set_game(FakeAtoutPique(), 4, NAMES, state.public_view())
    model = dock.model
    assert model.rowCount() == 3 and model.row_label(0) == "Donne 1"
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Mise"
    i18n.install("en")      # Qt posts a LanguageChange event to every widget
    qtbot.waitUntil(lambda: dock.windowTitle() == "Scoresheet")
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Bid"
    assert model.rowCount() == 3 and [model.row_label(r) for r in range(3)] == ["Hand 1", "Hand 2", "Total"]
    assert "Bids:" in model.cell(0, 0).tooltip
    assert dock.last_label.text().startswith("Hand 2")
    assert _sheet_totals(model) == list(state.totals[:2])
    i18n.install("fr")
    qtbot.waitUntil(lambda: dock.windowTitle() == "Feuille de marque")
    assert model.row_label(1) == "Donne 2" and model.headerData(0, Qt.Orientation.Horizontal) == "Mise"


# ------------------------------------------------------ reads easily
def _wait_fitted(qtbot, dock):
    """The columns share out exactly the rows' width (the sheet has laid itself out)."""
    def fitted():
        header = dock.table.horizontalHeader()
        shown = dock.visible_columns()
        width = dock.table.viewport().width()
        return width > 0 and shown and sum(header.sectionSize(c) for c in shown) == width
    qtbot.waitUntil(fitted)


def _sheet_dock(qtbot, width, height=520, hands=3, names=NAMES):
    from cardtable.ui.window.scoresheet import ScoresheetDock
    dock = ScoresheetDock()
    qtbot.addWidget(dock)
    dock.resize(width, height)
    dock.show()
    qtbot.waitExposed(dock)
    state = play(seed=5, hands=hands)
    dock.set_game(FakeAtoutPique(), 4, names, state.public_view())
    _wait_fitted(qtbot, dock)
    return dock, state


def _check_readable(dock, state):
    header = dock.table.horizontalHeader()
    model = dock.model
    assert header.orientation() == Qt.Orientation.Horizontal
    shown = dock.visible_columns()
    groups = {model.column_info(c)[0] for c in shown}
    assert groups == {0, 1}                                   # no team is hidden
    for c in shown:
        # every title shown is written flat and fits its column whole
        assert header.title_width(c) <= header.sectionSize(c), (c, header.title_text(c), header.sectionSize(c))
        assert header.sectionViewportPosition(c) + header.sectionSize(c) <= dock.table.viewport().width()
        assert model.column_title(c) in model.column_tooltip(c)   # the full title in the tooltip
    totals = [c for c in shown if model.column_info(c)[1].total]
    assert len(totals) == 2                                   # each team's total is in sight
    row = model.total_row()
    assert not dock.totals_table.isRowHidden(row) and dock.table.isRowHidden(row)
    assert [dock.totals_table.model().index(row, c).data(Qt.ItemDataRole.DisplayRole) for c in totals] \
        == [str(t).replace("-", "\u2212") for t in state.totals[:2]]
    for c in shown:     # the figures fit too (nothing elided)
        fm = dock.table.fontMetrics()
        for r in range(model.rowCount()):
            cell = model.cell(r, c)
            if cell is not None and cell.text and r != row and not model.column_info(c)[1].total:
                assert fm.horizontalAdvance(cell.text) <= header.sectionSize(c)
    return shown


def test_wide_sheet_shows_every_column_with_full_titles(qtbot, french):
    dock, state = _sheet_dock(qtbot, 640)
    shown = _check_readable(dock, state)
    assert len(shown) == 12 and not dock.table.horizontalHeader().short_titles
    assert [dock.table.horizontalHeader().title_text(c) for c in range(6)] == \
        ["Mise", "Plis", "Sacs en réserve", "Zéro", "Points", "Total"]
    # a little narrower: every column still, the titles abbreviated ("Sacs")
    dock, state = _sheet_dock(qtbot, 460)
    shown = _check_readable(dock, state)
    assert len(shown) == 12 and dock.table.horizontalHeader().short_titles
    assert dock.table.horizontalHeader().title_text(2) == "Sacs"
    assert "Sacs\u00a0: sacs en réserve" in dock.legend_label.text()


@pytest.mark.parametrize("width", [220, 260, 300, 340, 380])
def test_narrow_sheet_keeps_both_teams_readable(qtbot, french, width):
    dock, state = _sheet_dock(qtbot, width)
    assert dock.width() == width                              # the dock may be that narrow
    shown = _check_readable(dock, state)
    # the same columns for both teams, the least useful folded first
    keys = [dock.model.column_info(c)[1].key for c in shown]
    assert keys[: len(keys) // 2] == keys[len(keys) // 2:]
    assert "points" in keys or len(keys) == 2


def test_long_names_are_elided_with_the_full_name_in_a_tooltip(qtbot, french):
    names = ["Marie-Christine", "Jean-Baptiste", "Anne-Sophie", "Pierre-Emmanuel"]
    dock, state = _sheet_dock(qtbot, 230, names=names)
    header = dock.table.horizontalHeader()
    _check_readable(dock, state)
    second = next(c for c in dock.visible_columns() if dock.model.column_info(c)[0] == 1)
    x = header.sectionViewportPosition(second) + 2
    assert header.group_name_at(x) == "Jean-Baptiste & Pierre-Emmanuel"
    assert header.group_name_at(2) == "Marie-Christine & Anne-Sophie"


def test_rows_fill_from_the_top_with_the_totals_right_under_them(qtbot, french):
    from cardtable.ui.window.scoresheet import FELT_NEUTRAL
    dock, state = _sheet_dock(qtbot, 380, height=700, hands=3)
    table, totals = dock.table, dock.totals_table
    qtbot.waitUntil(lambda: table.height() == table.content_height())
    # no empty grid under the rows: the table is as tall as its rows, the totals follow
    assert table.geometry().bottom() + 1 == totals.geometry().top()
    assert table.verticalHeader().width() == totals.verticalHeader().width()
    for c in dock.visible_columns():
        assert table.columnViewportPosition(c) == totals.columnViewportPosition(c)
        assert table.columnWidth(c) == totals.columnWidth(c)
    # the room below is the neutral background, not the white of an empty grid
    assert dock.body.autoFillBackground()
    assert dock.body.palette().color(dock.body.backgroundRole()) == FELT_NEUTRAL
    assert totals.geometry().bottom() < dock.body.height() // 2


def test_many_hands_in_a_short_dock_keep_the_totals_in_sight(qtbot, french):
    dock, state = _sheet_dock(qtbot, 300, height=320, hands=12)
    assert dock.model.rowCount() == len(state.history) + 1 >= 10
    totals = dock.totals_table
    qtbot.waitUntil(lambda: totals.isVisible() and dock.table.verticalScrollBar().isVisible())
    body = dock.body.rect()
    assert body.contains(totals.geometry())                    # pinned, never scrolled away
    dock.table.scrollToTop()
    assert totals.isVisible() and body.contains(totals.geometry())
    _check_readable(dock, state)


class _PerPlayer(GamePlugin):
    """A game scored per player (one group of columns each), as Peech or Deutch will be."""

    game_id = "atout_pique"     # any registered id: only the title is looked up

    def score_columns(self):
        from cardtable.ui.games.base import ScoreColumn
        return [ScoreColumn("round", "Points"), ScoreColumn("bonus", "Bonus"),
                ScoreColumn("total", "Total", total=True)]

    def score_rows(self, view, names):
        from cardtable.ui.games.base import ScoreCell, ScoreRow
        rows, running = [], [0] * len(names)
        for i, points in enumerate(view["rounds"]):
            cells = []
            for p, n in enumerate(points):
                running[p] += n
                cells.append({"round": ScoreCell(str(n), "", n), "bonus": ScoreCell("", "", None),
                              "total": ScoreCell(str(running[p]), "", running[p])})
            rows.append(ScoreRow(f"Manche {i + 1}", cells, ""))
        return rows

    def group_totals(self, view, players):
        return [sum(r[p] for r in view["rounds"]) for p in range(players)]


@pytest.mark.parametrize("players", [3, 6])
def test_per_player_sheet_keeps_every_player_at_220_px(qtbot, french, players):
    from cardtable.ui.window.scoresheet import ScoresheetDock
    names = ["Vous", "Léa", "Hugo", "Chloé", "Jules", "Inès"][:players]
    rounds = [[(7 * r + 3 * p) % 40 for p in range(players)] for r in range(5)]
    dock = ScoresheetDock()
    qtbot.addWidget(dock)
    dock.resize(220, 480)
    dock.show()
    dock.set_game(_PerPlayer(), players, names, {"rounds": rounds})
    _wait_fitted(qtbot, dock)
    model, header = dock.model, dock.table.horizontalHeader()
    shown = dock.visible_columns()
    assert {model.column_info(c)[0] for c in shown} == set(range(players))
    assert all(model.column_info(c)[1].total for c in shown) or len(shown) > players
    assert sum(header.sectionSize(c) for c in shown) <= dock.table.viewport().width()
    totals = [model.cell(model.total_row(), c).value for c in shown if model.column_info(c)[1].total]
    assert totals == [sum(r[p] for r in rounds) for p in range(players)]


def _group_name_shown(header, logical):
    """The group name as the header writes it over ``logical``'s group."""
    return " ".join(header.group_lines(logical))


@pytest.mark.parametrize("width", [220, 260, 300])
def test_short_team_names_are_written_whole_on_a_narrow_sheet(qtbot, french, width):
    names = ["Papa", "Léa", "Hugo", "Chloé"]
    dock, state = _sheet_dock(qtbot, width, names=names)
    _check_readable(dock, state)
    header = dock.table.horizontalHeader()
    firsts = {}
    for c in dock.visible_columns():
        firsts.setdefault(dock.model.column_info(c)[0], c)
    assert [_group_name_shown(header, c) for c in firsts.values()] == ["Papa & Hugo", "Léa & Chloé"]
    # the band has room for the lines it writes
    lines = max(len(header.group_lines(c)) for c in firsts.values())
    assert header.band_height() >= lines * header.name_metrics().height()
    assert header.height() >= header.band_height() + header.fontMetrics().height()

def _deutch_sheet_groups(qtbot, names, width=220):
    """A Deutch sheet ``width`` pixels wide for four ``names`` after one round:
    its header, each player's first visible column and the width of its columns."""
    from cardtable.ui.games.deutch import PLUGIN
    from cardtable.ui.window.scoresheet import ScoresheetDock
    view = {"players": 4, "totals": [12, 9, 30, 4], "history": [
        {"round": 1, "reason": "called", "caller": 1, "points": [12, 9, 30, 4], "scores": [12, 9, 30, 4],
         "erased": [False] * 4}]}
    dock = ScoresheetDock()
    qtbot.addWidget(dock)
    dock.resize(width, 480)
    dock.show()
    qtbot.waitExposed(dock)
    dock.set_game(PLUGIN, 4, names, view)
    _wait_fitted(qtbot, dock)
    header = dock.table.horizontalHeader()
    firsts: dict[int, int] = {}
    spans: dict[int, int] = {}
    for c in dock.visible_columns():
        g = dock.model.column_info(c)[0]
        firsts.setdefault(g, c)
        spans[g] = spans.get(g, 0) + header.sectionSize(c)
    return header, firsts, spans


def test_long_player_names_share_a_narrow_sheet_alike(qtbot, french):
    """Four computer players named "Ordinateur 1" to "Ordinateur 4" on a
    220-pixel sheet: every name gets the same room (broken on two lines, the
    same cut for all), not the first one whole and the others down to "Or…"."""
    from cardtable.ui.window.scoresheet import fair_shares
    header, firsts, spans = _deutch_sheet_groups(qtbot, [f"Ordinateur {i}" for i in range(1, 5)])
    assert len(firsts) == 4
    assert max(spans.values()) - min(spans.values()) <= 2            # the same room for each
    shown = [header.group_lines(c) for c in firsts.values()]
    assert all(len(lines) == 2 for lines in shown)                 # "Ordinateur" over the number
    assert [lines[1] for lines in shown] == ["1", "2", "3", "4"]
    assert len({lines[0] for lines in shown}) == 1                  # cut alike, if cut at all
    # the sharing rule itself: small needs met whole, the rest alike, nothing over
    assert fair_shares({0: 5, 1: 40, 2: 40}, 45) == {0: 5, 1: 20, 2: 20}
    assert fair_shares({0: 3, 1: 0}, 10) == {0: 3, 1: 0}


def test_names_a_little_too_wide_shrink_or_break_after_a_hyphen_rather_than_lose_letters(qtbot, french):
    """On a 220-pixel sheet the names of people at one screen ("Joueur 1",
    "Joueur 2") and a French compound name ("Grand-mère") are written whole:
    on two lines (between words, or just after the hyphen), a little smaller
    if need be (never under 3/4 of the name's size), each line inside its
    group's columns.  Only a name too long even so ("Ordinateur") is cut,
    the same for every seat."""
    from cardtable.ui.window.scoresheet import two_line_splits
    assert two_line_splits("Marie-Christine") == [("Marie-", "Christine")]
    assert two_line_splits("Jean-Baptiste Martin") == [("Jean-", "Baptiste Martin"), ("Jean-Baptiste", "Martin")]
    assert two_line_splits("Léa") == [] and two_line_splits("-x") == []
    for names, expected in (
            (["Joueur 1", "Joueur 2", "Hugo", "Chloé"], [["Joueur", "1"], ["Joueur", "2"], ["Hugo"], ["Chloé"]]),
            (["Grand-mère", "Papy", "Léa", "Hugo"], [["Grand-", "mère"], ["Papy"], ["Léa"], ["Hugo"]])):
        header, firsts, spans = _deutch_sheet_groups(qtbot, names)
        assert [header.group_lines(c) for c in firsts.values()] == expected
        full = header.name_font().pointSizeF()
        for g, c in firsts.items():
            font, lines = header.group_fit(c)
            assert font.pointSizeF() >= 0.75 * full - 1e-6
            fm = QFontMetrics(font)
            assert all(fm.horizontalAdvance(line) <= spans[g] - 2 * header.PAD for line in lines), (lines, spans[g])
        assert header.band_height() >= 2 * header.name_metrics().height()


def test_abbreviated_titles_are_explained_under_the_sheet(qtbot, french):
    """A narrow sheet writes "Ct", "Mch", "Tot": a line under it says what
    they stand for (a wide sheet, with its full titles, needs none)."""
    from cardtable.ui.games.deutch import PLUGIN
    from cardtable.ui.window.scoresheet import ScoresheetDock
    view = {"players": 2, "totals": [12, 9], "history": [
        {"round": 1, "reason": "called", "caller": 1, "points": [12, 9], "scores": [12, 9], "erased": [False, False]}]}
    dock = ScoresheetDock()
    qtbot.addWidget(dock)
    dock.resize(230, 480)
    dock.show()
    qtbot.waitExposed(dock)
    dock.set_game(PLUGIN, 2, ["Anne", "Léa"], view)
    _wait_fitted(qtbot, dock)
    header = dock.table.horizontalHeader()
    assert header.short_titles
    shown = {header.title_text(c) for c in dock.visible_columns()}
    assert shown >= {"Mch", "Tot"}
    legend = dock.legend_label
    qtbot.waitUntil(legend.isVisible)
    for short, full in (("Ct", "cartes"), ("Mch", "manche"), ("Tot", "total")):
        if short in shown:
            assert f"{short}\u00a0: {full}" in legend.text()
    dock.resize(560, 480)
    qtbot.waitUntil(lambda: not header.short_titles)
    qtbot.waitUntil(lambda: not legend.isVisible())


# ------------------------------- what the rules promise, at the default width
def _engine_view(game, rounds, seed, options, want=lambda hist: True):
    """A game played by the engine (seeded choices) until ``rounds`` rounds
    are scored and ``want(history)`` holds; its public view."""
    import random

    from cardtable.engine.deutch import CallDeutch
    for s in range(seed, seed + 60):
        state = new_game(game, seed=s, players=4, options=options)
        rng = random.Random(s)
        while not state.is_over and len(state.public_view()["history"]) < rounds:
            seat = sorted(state.to_act())[0]
            legal = state.legal_actions(seat)
            calls = [a for a in legal if isinstance(a, CallDeutch)]
            if calls and rng.random() < 0.3:
                action = calls[0]
            else:
                passes = [a for a in legal if type(a).__name__ == "Pass"]
                action = passes[0] if passes else (legal[-1] if game == "peech" else rng.choice(legal))
            state.apply(seat, action)
        view = state.public_view()
        if len(view["history"]) >= rounds and want(view["history"]):
            return view
    raise AssertionError("no such game")


def _narrow_dock(qtbot, plugin, view, width=220):
    from cardtable.ui.window.scoresheet import ScoresheetDock
    dock = ScoresheetDock()
    qtbot.addWidget(dock)
    dock.resize(width, 520)
    dock.show()
    qtbot.waitExposed(dock)
    dock.set_game(plugin, 4, NAMES, view)
    _wait_fitted(qtbot, dock)
    return dock


def _shown_in_row(dock, row, group, key):
    """The text of ``key``'s cell of ``group`` in ``row`` as the sheet shows
    it: in its own column, or written above the total when folded."""
    from cardtable.ui.window.scoresheet import CARRIED_ROLE
    m = dock.model
    per = len(m.columns)
    k = next(i for i, c in enumerate(m.columns) if c.key == key)
    text = m.cell(row, group * per + k).text
    if group * per + k in dock.visible_columns():
        return text, "column"
    total = next(c for c in dock.visible_columns() if c // per == group and m.column_info(c)[1].total)
    carried = m.index(row, total).data(CARRIED_ROLE) or ""
    return (text if text and text in carried else None), "above the total"


@pytest.mark.parametrize("width", [220, 260])
def test_peech_with_four_players_shows_each_round_score_and_its_star_at_the_default_width(qtbot, french, width):
    from cardtable.ui.games.peech import PLUGIN
    view = _engine_view("peech", 2, 1, {"rounds": 3})
    dock = _narrow_dock(qtbot, PLUGIN, view, width)
    m = dock.model
    stars = 0
    for r, rnd in enumerate(view["history"]):
        for s, rec in enumerate(rnd["seats"]):
            text, where = _shown_in_row(dock, r, s, "score")
            assert text == str(rec["score"]), (r, s, where)
            if rec["round_win"]:
                star, _where = _shown_in_row(dock, r, s, "win")
                assert star == "★ −1"
                stars += 1
    assert stars >= 2
    if m.carried:      # the figures above the totals: rows of two lines, and the legend says what they are
        assert dock.table.rowHeight(0) >= 2 * dock.table.fontMetrics().height()
        assert "au-dessus de chaque total" in dock.legend_label.text() and dock.legend_label.isVisible()
        assert "score de la manche" in dock.legend_label.text()


def test_deutch_with_four_players_shows_the_struck_round_at_the_default_width(qtbot, french):
    from cardtable.ui.games.deutch import PLUGIN
    from cardtable.ui.games.deutch_scores import CALLER, struck
    view = _engine_view("deutch", 3, 1, {"rounds": 6}, want=lambda h: any(any(r["erased"]) for r in h))
    dock = _narrow_dock(qtbot, PLUGIN, view)
    seen_struck = 0
    for r, rnd in enumerate(view["history"]):
        for s in range(4):
            text, where = _shown_in_row(dock, r, s, "score")
            assert text is not None and str(rnd["scores"][s]) in text.replace("\u0336", ""), (r, s, where)
            if rnd["erased"][s]:
                assert struck(str(rnd["scores"][s])) in text
                seen_struck += 1
            if rnd.get("caller") == s:
                assert CALLER in text
    assert seen_struck >= 1


@pytest.mark.parametrize("game, french_words, english_words", [
    ("deutch", "Le petit nombre au-dessus de chaque total\u00a0: le score de la manche (⚑\u00a0: a annoncé Deutch)",
     "The small number above each total: the round's score (⚑: called Deutch)"),
    ("peech", "Les petits nombres au-dessus de chaque total\u00a0: le score de la manche et ★ −1 pour une manche "
              "gagnée", "The small numbers above each total: the round's score and ★ −1 for a round won"),
])
def test_the_legend_says_what_the_small_number_above_each_total_is(qtbot, french, game, french_words,
                                                                     english_words):
    """On the narrow sheet the round's score is written small above each
    total; the legend under the sheet says what that figure is, in a
    sentence a family reads (not « en petit, au-dessus de chaque total :
    manche »), in French and in English."""
    from cardtable.ui import i18n
    from cardtable.ui.games import plugin_for
    view = _engine_view(game, 2, 1, {"rounds": 3})
    dock = _narrow_dock(qtbot, plugin_for(game), view)
    legend = dock.legend_label
    qtbot.waitUntil(legend.isVisible)
    assert dock.model.carried
    assert legend.text().split(" · ")[0] == french_words, legend.text()
    i18n.install("en")
    try:
        qtbot.waitUntil(lambda: legend.text().split(" · ")[0] == english_words, timeout=5000)
    finally:
        i18n.install("fr")


@pytest.mark.parametrize("width", [220, 260, 300, 340, 380, 460])
def test_atout_pique_keeps_the_same_columns_before_and_after_the_first_hand(qtbot, french, width):
    from cardtable.ui.window.scoresheet import ScoresheetDock
    dock = ScoresheetDock()
    qtbot.addWidget(dock)
    dock.resize(width, 520)
    dock.show()
    qtbot.waitExposed(dock)
    header = dock.table.horizontalHeader()
    looks = []
    for hands in (0, 1, 3):
        dock.set_game(FakeAtoutPique(), 4, NAMES, play(seed=5, hands=hands).public_view() if hands else None)
        _wait_fitted(qtbot, dock)
        looks.append(([header.title_text(c) for c in dock.visible_columns()], header.short_titles))
    assert looks[0] == looks[1] == looks[2], looks
    # the bags in reserve are on the sheet: their column, or small above each total
    per = len(dock.model.columns)
    bags = [c for c in dock.visible_columns() if dock.model.column_info(c)[1].key == "bags"]
    assert bags or 2 in dock.model.carried
    assert dock.model.column_title(2) == "Sacs en réserve" and dock.model.column_short_title(2) == "Sacs"
    assert per == 6


def test_nil_and_bags_read_alike_in_the_pdf_and_the_csv(qapp, french, tmp_path):
    from cardtable.ui.window.scoresheet import ScoreModel, export_csv, scoresheet_html
    state = play(seed=5, hands=3)
    model = ScoreModel()
    model.set_game(FakeAtoutPique(), 4, NAMES)
    model.update_from_view(state.view(0))
    path = tmp_path / "sheet.csv"
    export_csv(model, path)
    with open(path, encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh, delimiter=";"))
    assert rows[2][3] == "Sacs en réserve" and rows[2][4] == "Zéro"
    page = scoresheet_html(model)
    assert "<th>Sacs en réserve</th>" in page
    marks = 0
    for r, row in enumerate(rows[3:-1]):
        for c in (4, 10):                                   # Zéro, both teams
            shown = model.cell(r, c - 1).text
            assert row[c] == shown                          # ✓ / ✗ (or nothing), as on the sheet and the PDF
            assert f">{shown}</td>" in page or f">{shown}</font>" in page
            marks += shown.count("✓") + shown.count("✗")
        assert row[3] == model.cell(r, 2).text.rstrip("!") or row[3] == model.cell(r, 2).text
    assert marks >= 1


def test_a_cleared_scoresheet_keeps_no_legend(qtbot, french):
    """A game's sheet cleared (a network table left): "Aucune partie en
    cours" alone, not the left game's "en petit, au-dessus de chaque total"."""
    from cardtable.ui.games.peech import PLUGIN
    view = _engine_view("peech", 2, 1, {"rounds": 3})
    dock = _narrow_dock(qtbot, PLUGIN, view, 220)
    if not dock.legend_label.isVisible():
        pytest.skip("this deal's sheet has no legend")
    dock.clear()
    assert not dock.legend_label.isVisible()


@pytest.mark.parametrize("width", [640, 300])
def test_the_bag_penalty_mark_is_in_the_legend_wide_or_narrow(qtbot, french, width):
    """"0!" after ten bags: the legend under the sheet says what the "!"
    means (the cell's tooltip is not the only place), whether the bags are a
    column of their own or written small above the total."""
    from cardtable.ui.window.scoresheet import ScoresheetDock
    dock = ScoresheetDock()
    qtbot.addWidget(dock)
    dock.resize(width, 520)
    dock.show()
    qtbot.waitExposed(dock)
    first = _record()
    ten = _record(bids=[6, 5], tricks=[7, 6], contract=11, counted=13, contract_points=110, bags_this_hand=2,
                  bag_penalty=-100, points=12, score=83, bags=0)
    other = _record(team=1, seats=[1, 3], bids=[1, 1], tricks=[0, 0], contract=2, counted=0, made=False,
                    contract_points=-20, bags_this_hand=0, points=-20, score=-20, bags=0)
    view = {"history": [{"hand": 1, "teams": [first, other]}, {"hand": 2, "teams": [ten, other]}],
            "scores": [83, -40]}
    dock.set_game(FakeAtoutPique(), 4, NAMES, view)
    _wait_fitted(qtbot, dock)
    legend = dock.legend_label
    qtbot.waitUntil(legend.isVisible)
    assert "n!\u00a0(sacs)\u00a0: 10 sacs atteints, −100 points, n restent en réserve" in legend.text() \
        or "n! (sacs)\u00a0: 10 sacs atteints, −100 points, n restent en réserve" in legend.text(), legend.text()
    assert legend.text().count("10 sacs atteints") == 1
    # without a penalty, no such line
    dock.set_game(FakeAtoutPique(), 4, NAMES, {"history": [{"hand": 1, "teams": [first, other]}],
                                                "scores": [71, -20]})
    _wait_fitted(qtbot, dock)
    assert "10 sacs atteints" not in legend.text()


@pytest.mark.parametrize("screen", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("game", ["deutch", "peech", "atout_pique", "auteurs"])
def test_the_table_keeps_its_width_as_the_rows_arrive(qtbot, french, monkeypatch, game, screen):
    """The window fitted to a netbook's or a laptop's screen, the scoresheet
    opened from Affichage where it starts folded: the dock has from the start
    a width its rows fit in (names, totals, the figures written above them),
    so the table beside it keeps its width as the first rows arrive (it
    narrowed as « Partie terminée » came, the last line under the sheet
    wider than the names above it); on the netbook the dock takes no more
    than a quarter of the window."""
    from PySide6.QtCore import QEvent, QObject, QRect
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.window.main_window import MainWindow
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, *screen))
    w = shown_window(qtbot, None, pace=False, autosave=False)
    qtbot.waitUntil(lambda: w.scoresheet is not None)
    dock = w.scoresheet
    if not dock.isVisible():
        dock.toggleViewAction().trigger()                 # Affichage > Feuille de marque
    qtbot.waitUntil(dock.isVisible)
    vp = w.view.viewport()
    first: dict[str, int] = {}
    after: list[int] = []

    def rows_came() -> None:
        if dock.model.rows and not first:
            first["table"], first["dock"] = vp.width(), dock.width()

    class Resized(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Resize and first:
                after.append(vp.width())
            return False
    watch = Resized()
    vp.installEventFilter(watch)
    dock.model.modelReset.connect(rows_came)
    try:
        from cardtable.ui.setup import GameSetup, SeatSetup
        w.start_game(GameSetup(game, 4, [SeatSetup(n, False, "facile") for n in NAMES], {}, 4))
        ctl = w.controller
        ctl.pace = False
        ctl.autosave_enabled = False
        # the rows come as the table shows a hand's end, which may be after the
        # game is over in the engine (pace off, a loaded machine): wait for them
        qtbot.waitUntil(lambda: bool(first) and (len(dock.model.rows) >= 2
                                                 or (ctl.state is not None and ctl.state.is_over)),
                        timeout=60000)
        ctl.stop()
        for _ in range(3):                                # the layouts the rows asked for
            QApplication.processEvents()
        assert first and all(x == first["table"] for x in after), (first, after)
        assert vp.width() == first["table"] and dock.width() == first["dock"]
        if screen == (1024, 600):
            assert dock.width() <= w.width() // 4 + 1, (dock.width(), w.width())
        m, header = dock.model, dock.table.horizontalHeader()
        for c in dock.visible_columns():                  # every figure whole, none squeezed
            if m.column_info(c)[1].total:
                need = max(dock._content_width(c), dock._carried_width(c, m.carried))
                assert header.sectionSize(c) >= need, (c, header.sectionSize(c), need)
    finally:
        vp.removeEventFilter(watch)
        w.controller.stop()
        w.view.table.queue.clear()

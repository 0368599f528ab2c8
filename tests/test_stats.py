"""Statistics: the figures (played, won, best, average, streaks, recent
results), the strict reading of the file (a damaged one is set aside with a
message, never a crash), a finished game recorded from the controller's
game-over path with whether help was used, and Game > Statistics… with its
chart and its reset (confirmed)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable import games
from cardtable import stats as model
from cardtable.ui import stats_file
from cardtable.ui.controller import GameController
from cardtable.ui.setup import GameSetup, SeatSetup
from cardtable.ui.window import stats as ui_stats


def doc_with(results, game="deutch", name="Vous", higher=False, helped=()):
    doc = model.empty()
    for i, (r, won) in enumerate(results):
        model.add_result(doc, game, name, r, won, i in helped, "2026-12-01", higher)
    return doc


def test_figures_per_game_and_player():
    doc = doc_with([(30, False), (12, True), (8, True), (40, False), (5, True), (9, True)], helped=(4,))
    s = model.summary(doc, "deutch", "Vous")
    assert (s.played, s.won, s.helped) == (6, 4, 1)
    assert s.best == 5                              # the lowest total is the best in Deutch
    assert s.average == pytest.approx(104 / 6)
    assert (s.streak, s.best_streak) == (2, 2)
    assert [r for r, _, _ in s.recent] == [30, 12, 8, 40, 5, 9]
    assert s.recent[4] == (5, True, True)
    up = doc_with([(100, True), (300, True), (200, True)], game="atout_pique", higher=True)
    assert model.summary(up, "atout_pique", "Vous").best == 300
    assert model.summary(up, "atout_pique", "Vous").best_streak == 3
    assert model.summary(up, "deutch", "Vous") is None
    many = doc_with([(i, i % 2 == 0) for i in range(50)])
    assert len(model.summary(many, "deutch", "Vous").recent) == model.RECENT
    assert model.parse(model.dumps(many)) == many        # the file round trip
    assert model.names(many, "deutch") == ["Vous"]


def test_each_game_says_what_its_result_is():
    assert games.game_info("peech").result.higher_is_better is False
    assert games.game_info("deutch").result.winners([10, 3, 3, 20]) == [1, 2]
    assert games.game_info("atout_pique").result.winners([420, 510, 420, 510]) == [1, 3]
    assert games.game_info("auteurs").result.winners([30, 20, 25, 25]) == [0]
    for gid in games.declared_games():
        assert games.game_info(gid).result.label


GOOD = model.dumps(doc_with([(10, True), (20, False)]))


def _mutations():
    good = json.loads(GOOD)
    entry = good["games"]["deutch"]["Vous"]

    def changed(fn):
        d = json.loads(GOOD)
        fn(d)
        return json.dumps(d)
    yield "truncated", GOOD[: len(GOOD) // 2]
    yield "not utf-8", b"\xff\xfe" + GOOD.encode()
    yield "deep", "[" * 100_000 + "]" * 100_000
    yield "deep object", '{"a":' * 50_000 + "1" + "}" * 50_000
    yield "infinity", GOOD.replace('"sum": 30', '"sum": Infinity')
    yield "nan", GOOD.replace('"sum": 30', '"sum": NaN')
    yield "huge", GOOD.replace('"sum": 30', '"sum": ' + "9" * 5000)
    yield "float", GOOD.replace('"sum": 30', '"sum": 30.0')
    yield "bool", GOOD.replace('"played": 2', '"played": true')
    yield "string", GOOD.replace('"played": 2', '"played": "2"')
    yield "won > played", changed(lambda d: d["games"]["deutch"]["Vous"].update(won=3))
    yield "streak", changed(lambda d: d["games"]["deutch"]["Vous"].update(streak=1, best_streak=1))
    yield "extra key", changed(lambda d: d["games"]["deutch"]["Vous"].update(extra=1))
    yield "missing key", changed(lambda d: d["games"]["deutch"]["Vous"].pop("best"))
    yield "top extra", changed(lambda d: d.update(more=[]))
    yield "newer", changed(lambda d: d.update(version=2))
    yield "no version", changed(lambda d: d.pop("version"))
    yield "other format", changed(lambda d: d.update(format="cardtable-save"))
    yield "list", "[]"
    yield "empty", ""
    yield "bad date", changed(lambda d: d["games"]["deutch"]["Vous"]["recent"][0].update(date="hier"))
    yield "bad game id", changed(lambda d: d["games"].update({"no such game!": {}}))
    yield "empty name", changed(lambda d: d["games"]["deutch"].update({" ": entry}))
    yield "recent too long", changed(lambda d: d["games"]["deutch"]["Vous"]["recent"].extend(
        d["games"]["deutch"]["Vous"]["recent"]))
    yield "too large", " " * (model.MAX_BYTES + 1)


@pytest.mark.parametrize("name, data", list(_mutations()), ids=[n for n, _ in _mutations()])
def test_a_damaged_file_is_refused_with_one_error_type(name, data):
    with pytest.raises(model.StatsError):
        model.parse(data)


def test_a_damaged_file_is_set_aside_with_a_message_and_never_lost(qapp, english):
    path = stats_file.stats_path()
    for n in range(2):                              # twice in the same second: two copies kept
        path.write_text('{"format": "cardtable-stats", "version": 1, "games": {"deutch": [' + str(n),
                        encoding="utf-8")
        doc, warning = stats_file.load()
        assert doc == model.empty()
        assert warning and "kept aside" in warning and "statistics" in warning.lower()
        assert not path.exists()
    kept = sorted(path.parent.glob("statistics.unreadable-*.json"))
    assert len(kept) == 2
    assert {p.read_text(encoding="utf-8")[-1] for p in kept} == {"0", "1"}


class Quick:
    """Computer player: passes, draws and discards, calls Deutch when it can."""

    def choose(self, view, legal):
        from cardtable.engine.deutch import CallDeutch, Discard, Draw, Look, Pass
        for kind in (CallDeutch, Pass, Look, Draw, Discard):
            for a in legal:
                if isinstance(a, kind):
                    return a
        return legal[0]


def play_short_deutch(qtbot, monkeypatch, undo_once=False):
    import cardtable.ai
    monkeypatch.setattr(cardtable.ai, "make_player", lambda game, level, seed=0: Quick())
    ctl = GameController(autosave=False)
    ctl.pace = False
    over = []
    ctl.game_over.connect(over.append)
    ctl.events.connect(lambda evs: ctl.animations_done())
    ctl.started.connect(ctl.animations_done)
    setup = GameSetup("deutch", 2, [SeatSetup("Vous", True), SeatSetup("Léa", False)], {"rounds": 1}, 7)
    ctl.start(setup)
    undone = False
    while not over:
        qtbot.waitUntil(lambda: bool(over) or 0 in ctl.to_act(), timeout=10000)
        if over:
            break
        if undo_once and not undone and ctl.can_undo():
            assert ctl.undo()
            undone = True
            continue
        ctl.submit(0, Quick().choose(ctl.view(0), ctl.legal(0)))
    return ctl, over[0]


def test_a_finished_game_is_recorded_from_the_game_over_path(qtbot, monkeypatch):
    ctl, totals = play_short_deutch(qtbot, monkeypatch)
    doc, warning = stats_file.load()
    assert warning is None
    s = model.summary(doc, "deutch", "Vous")
    assert s is not None and s.played == 1 and s.helped == 0
    assert s.won == int(totals[0] <= totals[1])
    assert s.best == totals[0]
    assert model.summary(doc, "deutch", "Léa") is None       # computer players are not recorded
    ctl2, _ = play_short_deutch(qtbot, monkeypatch, undo_once=True)
    s = model.summary(stats_file.load()[0], "deutch", "Vous")
    assert s.played == 2
    assert s.helped == 1 and s.recent[-1][2] is True          # "with help"


def test_statistics_dialog_shows_the_figures_and_resets_after_confirmation(qtbot, english):
    stats_file.save(doc_with([(30, False), (12, True), (8, True)]))
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.act_stats.trigger()
    dlg = w.stats_dialog
    qtbot.waitUntil(dlg.isVisible)
    assert dlg.game_box.currentData() == "deutch" and dlg.name_box.currentData() == "Vous"
    assert dlg.fields["played"].text() == "3"
    assert dlg.fields["won"].text().startswith("2")
    assert dlg.fields["best"].text().startswith("8")
    assert dlg.fields["best_streak"].text() == "2"
    assert len(dlg.chart.points()) == 3
    # the lowest total is drawn highest in Deutch
    assert dlg.chart.points()[2].y() < dlg.chart.points()[0].y()
    dlg.chart.grab()                                # paints without error
    # reset: "No" keeps everything, "Yes" empties
    dlg.ask_reset()
    box = dlg.confirm_box
    box.button(QMessageBox.StandardButton.No).click()
    assert model.summary(stats_file.load()[0], "deutch", "Vous") is not None
    dlg.ask_reset()
    dlg.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert stats_file.load()[0] == model.empty()
    assert dlg.current() is None and dlg.empty_label.isVisibleTo(dlg)
    dlg.chart.grab()
    dlg.close()


def _ink_around(img, centre, r_in, r_out, colour):
    """Pixels of about ``colour`` between the radii ``r_in`` and ``r_out`` of ``centre``."""
    from PySide6.QtGui import QColor
    want = QColor(colour)
    n = 0
    cx, cy = int(round(centre.x())), int(round(centre.y()))
    for y in range(cy - r_out - 1, cy + r_out + 2):
        for x in range(cx - r_out - 1, cx + r_out + 2):
            d2 = (x - cx) ** 2 + (y - cy) ** 2
            if not (r_in * r_in <= d2 <= r_out * r_out) or not img.valid(x, y):
                continue
            c = img.pixelColor(x, y)
            if abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < 120:
                n += 1
    return n


def test_the_chart_rings_each_game_played_with_help(qtbot, english):
    """The legend says a game played with help is drawn apart: a dashed ring
    round its dot, clear of it, for a win as for a loss."""
    chart = ui_stats.ResultChart()
    qtbot.addWidget(chart)
    chart.resize(400, 160)
    results = ((10, True, False), (10, True, True), (10, False, False), (10, False, True))
    chart.set_results(results, True)
    img = chart.grab().toImage()
    pts = chart.points()
    ring = [_ink_around(img, pt, 8, 11, "#2e7d32" if won else "#c62828")
            for pt, (_, won, _) in zip(pts, results, strict=True)]
    assert ring[0] == 0 and ring[2] == 0            # no ring without help
    assert ring[1] >= 12 and ring[3] >= 12          # a ring with it, won or lost


def test_the_chart_legend_reads_as_french(qtbot, french):
    """The legend under the chart names what the dots stand for (games,
    "parties") and its words agree with it."""
    stats_file.save(doc_with([(30, False), (12, True)]))
    from cardtable.ui.settings import Settings
    from cardtable.ui.window.main_window import MainWindow
    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.act_stats.trigger()
    dlg = w.stats_dialog
    qtbot.waitUntil(dlg.isVisible)
    text = dlg.chart_title.text()
    assert text.startswith("Dernières parties (")
    assert text.endswith("\u00a0: point plein = gagnée, point vide = perdue, cercle pointillé = jouée avec aide")
    dlg.close()

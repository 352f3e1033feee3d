"""The Log page shows a results file as one action in words, in the window's language, found by
the name of any player whose result it brought, and undoing it from there takes every table of
the file back at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import list_registrations
from opl_tournament.services.rounds import get_round, pair_next_round, report_results_file
from tests.helpers.events import new_event
from tests.helpers.window import choose_log_line, open_event_window
from tests.ui.drive import button, settle, type_text

NBSP = "\u00a0"


def _file_reported(ctx: ServiceContext, tmp_path: Path) -> tuple[int, str]:
    """An event whose round 1 came in by a file; the first table's winner."""
    event_id = new_event(ctx, players=8, swiss_rounds=3)
    view = pair_next_round(ctx, event_id).value
    results = tmp_path / "results.csv"
    rows = "".join(f"{m.table},{m.a}\n" for m in view.matches)
    results.write_text("table,winner\n" + rows, encoding="utf-8")
    report_results_file(ctx, event_id, 1, results)
    return event_id, view.matches[0].a


def test_the_log_shows_a_results_file_as_one_line_and_undoes_it_whole(
    ctx: ServiceContext, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id, first = _file_reported(ctx, tmp_path)
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.log)
    settle()
    results_kind = view.log.kind.findText("Results")
    view.log.kind.setCurrentIndex(results_kind)
    lines = view.log.shown_text().splitlines()
    assert len(lines) == 1 and lines[0].endswith("results of round 1 from results.csv: 4 tables")

    name = next(r.player.name for r in list_registrations(ctx, event_id) if r.number == first)
    type_text(view.log.player, name)
    assert view.log.shown_text().splitlines() == lines, "a player's result came in the file"
    view.log.player.clear()
    type_text(view.log.player, "nobody at all")
    assert view.log.shown_text() == ""
    view.log.player.clear()

    monkeypatch.setattr("opl_tournament.ui.log_page.agreed", lambda *_a: True)
    choose_log_line(view.log)
    qtbot.mouseClick(button(view.log, "Undo the chosen action…"), Qt.MouseButton.LeftButton)
    settle()
    assert not any(m.reported for m in get_round(ctx, event_id, 1).matches)
    assert view.log.shown_text().splitlines()[0].endswith("4 tables  [undone]")


def test_the_log_says_a_results_file_in_french(
    french: None, ctx: ServiceContext, qtbot: QtBot, tmp_path: Path
) -> None:
    event_id, _first = _file_reported(ctx, tmp_path)
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.log)
    settle()
    shown = view.log.shown_text().replace(NBSP, " ")
    assert "résultats de la ronde 1 depuis results.csv : 4 tables" in shown

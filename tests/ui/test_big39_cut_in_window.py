"""The window's Standings page after the last Swiss round of a Swiss + top cut event marks the
players the cut takes, as the printed standings do."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, numbered, play_round, spring_open
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def _shown(view_model: QAbstractItemModel) -> list[list[str]]:
    return [
        [str(view_model.data(view_model.index(r, c))) for c in range(view_model.columnCount())]
        for r in range(view_model.rowCount())
    ]


def test_the_standings_page_marks_the_top_cut_after_the_last_swiss_round(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = new_event(ctx, spring_open(swiss_rounds=3, cut_size=4), players=numbered("P", 10))
    for _ in range(3):
        play_round(ctx, event_id)
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.standings)  # the judge opens the Standings tab
    settle()
    model = view.standings.model
    headers = [
        str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())
    ]
    assert headers[-1] == "Top cut"
    marked = [row[1] for row in _shown(model) if row[-1] == "top 4"]
    cut = pair_next_round(ctx, event_id).value
    assert set(marked) == {n for m in cut.matches for n in (m.a, m.b) if n}


def test_no_cut_column_before_the_last_swiss_round(ctx: ServiceContext, qtbot: QtBot) -> None:
    event_id = new_event(ctx, spring_open(swiss_rounds=3, cut_size=4), players=numbered("P", 10))
    play_round(ctx, event_id)
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.standings)
    settle()
    model = view.standings.model
    headers = [
        str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())
    ]
    assert "Top cut" not in headers

"""Extra time belongs to the round being played: an earlier round shown on the round page does
not show it on its rows, and a row selected there is not the table given it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.round_clock import clock_view, start_clock
from opl_tournament.services.rounds import get_round, pair_next_round
from tests.helpers.events import paired_cup, report_round
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def test_an_earlier_round_shown_neither_shows_nor_takes_the_extra_time(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = paired_cup(ctx, [f"Player {i}" for i in range(1, 9)], 3)
    report_round(ctx, event_id, get_round(ctx, event_id, 1))
    pair_next_round(ctx, event_id)
    start_clock(ctx, event_id)
    _window, view = open_event_window(ctx, qtbot, event_id)
    page = view.round
    view.setCurrentWidget(page)
    asked: list[str] = []

    def answer(_parent: object, _title: str, label: str, *_a: object, **_k: object) -> object:
        asked.append(label)
        return (3, True) if label.startswith("Which") or "table" not in label else (4, True)

    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(answer))
    page.view.selectRow(1)  # round 2, table 2
    qtbot.mouseClick(page.buttons["Extra time for a table…"], Qt.MouseButton.LeftButton)
    settle()
    page.tick()
    assert clock_view(ctx, event_id).table_minutes == {2: 4}
    assert page.model.data(page.model.index(1, 0)) == "2  (+4 min)"

    page.round_choice.setCurrentIndex(0)  # round 1 shown: its table 2 had no extra time
    page.tick()
    assert [page.model.data(page.model.index(r, 0)) for r in range(4)] == ["1", "2", "3", "4"]

    asked.clear()
    page.view.selectRow(2)  # round 1's table 3 is over: the judge is asked which table
    qtbot.mouseClick(page.buttons["Extra time for a table…"], Qt.MouseButton.LeftButton)
    settle()
    assert len(asked) == 2, asked
    assert clock_view(ctx, event_id).table_minutes == {2: 4, 3: 4}


def test_one_extra_minute_and_extra_time_taken_back_are_said_as_such(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = paired_cup(ctx, [f"Player {i}" for i in range(1, 9)], 3)
    window, view = open_event_window(ctx, qtbot, event_id)
    page = view.round
    view.setCurrentWidget(page)
    answers = iter([(1, True), (0, True)])
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *_a, **_k: next(answers)))
    said = []
    for _minutes in (1, 0):
        page.view.selectRow(2)  # table 3
        qtbot.mouseClick(page.buttons["Extra time for a table…"], Qt.MouseButton.LeftButton)
        settle()
        said.append(window.statusBar().currentMessage())
    assert said == ["Table 3: 1 extra minute", "Table 3: no extra time"]
    assert clock_view(ctx, event_id).table_minutes == {}

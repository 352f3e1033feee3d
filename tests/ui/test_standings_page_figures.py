"""The Standings page as the judge opens it: a record whose parts add up to the rounds played
(a bye is not also a win) and the opponents' match-win share as a percentage."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from tests.helpers.events import cup_with_byes
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def test_the_standings_tab_shows_w_l_bye_adding_up_and_percentages(
    ctx: ServiceContext, qtbot: QtBot, messages: list[str]
) -> None:
    event_id = cup_with_byes(ctx)
    _window, view = open_event_window(ctx, qtbot, event_id)
    tabs = view.tabBar()
    index = next(i for i in range(tabs.count()) if tabs.tabText(i).replace("&", "") == "Standings")
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(index).center())
    settle()
    assert view.currentWidget() is view.standings
    model = view.standings.model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Rank", "Number", "Name", "Points", "W-L-Bye", "OMW%", "OOMW%"]
    shown = [
        tuple(model.data(model.index(r, c)) for c in range(model.columnCount()))
        for r in range(model.rowCount())
    ]
    assert shown[0] == ("1", "0001", "Ada", "12", "4-0-0", "54.00 %", "69.33 %")
    assert shown[3] == ("4", "0004", "Di", "3", "0-3-1", "83.33 %", "54.89 %")
    for row in shown:
        assert sum(int(part) for part in row[4].split("-")) == 4, row
    assert messages == []

"""The main window as a station's judge has it: shown, perhaps with an event open."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.log_page import LogPage
from opl_tournament.ui.main_window import MainWindow


def open_window(ctx: ServiceContext, qtbot: QtBot, event_id: int | None = None) -> MainWindow:
    """The main window on ``ctx``, shown (and showing the event ``event_id`` when given)."""
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    if event_id is not None:
        window.open_event(event_id)
    return window


def open_event_window(
    ctx: ServiceContext, qtbot: QtBot, event_id: int
) -> tuple[MainWindow, EventView]:
    """``open_window`` on the event, and its event view."""
    window = open_window(ctx, qtbot, event_id)
    assert window.event_view is not None
    return window, window.event_view


def log_lines(log: LogPage) -> list[str]:
    """The Log page's lines as its list shows them, newest first."""
    model = log.entries.model()
    return [model.data(model.index(row, 0)) for row in range(model.rowCount())]


def choose_log_line(log: LogPage, *words: str) -> str:
    """The judge clicks the newest line of the Log page that says all ``words`` (the newest line
    when none are given); returns the line."""
    row = next(i for i, line in enumerate(log_lines(log)) if all(w in line for w in words))
    index = log.entries.model().index(row, 0)
    log.entries.scrollTo(index)
    QTest.mouseClick(
        log.entries.viewport(),
        Qt.MouseButton.LeftButton,
        pos=log.entries.visualRect(index).center(),
    )
    assert log.chosen() is log.lines.entries[row]
    return log_lines(log)[row]

"""The main window as a station's judge has it: shown, perhaps with an event open."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.event_view import EventView
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

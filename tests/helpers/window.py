"""The main window as a station's judge has it: shown, with an event open."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.main_window import MainWindow


def open_window(ctx: ServiceContext, qtbot: QtBot, event_id: int) -> MainWindow:
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    window.open_event(event_id)
    return window

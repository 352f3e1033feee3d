"""Driving the round page's Reports panel as a judge does (its lines, its buttons clicked), on an
event whose players report from their phones; the ``phones`` fixture (the players' page's own
connection) is in ``tests/ui/conftest.py``."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.rounds import MatchView, get_round, pair_next_round
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.reports_panel import ReportsPanel
from tests.helpers.events import register_names
from tests.helpers.window import open_event_window
from tests.ui.drive import settle

NOTICED_MS = 2000  # the window polls for other connections' commits twice a second


def phones_event(ctx: ServiceContext, *, paired: bool = True) -> int:
    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm"}})
    event = create_event(
        ctx,
        EventSettings(name="Phones", format=EventFormat.SWISS, swiss_rounds=3, policies=policies),
    )
    register_names(ctx, event.id, ["Ada", "Bo", "Cy", "Di"])
    if paired:
        pair_next_round(ctx, event.id)
    return event.id


def tables(ctx: ServiceContext, event_id: int) -> list[MatchView]:
    return [m for m in get_round(ctx, event_id, 1).matches if m.b is not None]


def panel_of(view: EventView) -> ReportsPanel:
    view.setCurrentWidget(view.round)
    return view.round.reports


def shows(qtbot: QtBot, panel: ReportsPanel, text: str) -> None:
    qtbot.waitUntil(lambda: any(text in line for line in panel.lines()), timeout=NOTICED_MS)


def button(panel: ReportsPanel, text: str) -> QPushButton:
    found = [b for b in panel.buttons() if b.text() == text]
    assert len(found) == 1, [b.text() for b in panel.buttons()]
    return found[0]


def button_of(panel: ReportsPanel, text: str, index: int) -> QPushButton:
    """The ``index``-th of several buttons of the same text (top to bottom)."""
    return [b for b in panel.buttons() if b.text() == text][index]


def click(qtbot: QtBot, widget: QPushButton) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    settle()


def open_on(ctx: ServiceContext, qtbot: QtBot, event_id: int) -> tuple[MainWindow, ReportsPanel]:
    window, view = open_event_window(ctx, qtbot, event_id)
    qtbot.wait(600)  # the window has looked once: it is in step now
    return window, panel_of(view)

"""The bracket page of a 100-player single elimination: it opens at a size the names can be read
at (scroll bars for the rest, the first matches in view), not shrunk to a fifth to fit the
window; "Fit to window" still shows the whole bracket, and keeps doing so as the window changes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event
from tests.helpers.window import open_window
from tests.ui.drive import button, settle

READABLE = 0.5
"""Half size: the smallest at which a judge still reads the names."""


def _whole_in_view(page: object) -> bool:
    drawn = page.view.mapFromScene(page.scene.itemsBoundingRect()).boundingRect()  # type: ignore[attr-defined]
    return page.view.viewport().rect().contains(drawn)  # type: ignore[attr-defined,no-any-return]


def test_a_hundred_player_bracket_opens_readable_and_fits_whole_on_asking(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    settings = EventSettings(name="Big Cup", format=EventFormat.SINGLE, seed=2)
    event_id = new_event(ctx, settings, players=100)
    pair_next_round(ctx, event_id)
    window = open_window(ctx, qtbot, event_id)
    window.resize(1280, 800)
    assert window.event_view is not None
    page = window.event_view.bracket
    window.event_view.setCurrentWidget(page)
    QApplication.processEvents()
    assert page.scale() >= READABLE
    assert page.view.verticalScrollBar().maximum() > 0, "the rest is reached by scrolling"
    bar = page.view.verticalScrollBar()
    assert bar.value() == bar.minimum(), "it opens on the first matches"
    qtbot.mouseClick(button(page, "Fit to window"), Qt.MouseButton.LeftButton)
    settle()
    assert page.scale() < READABLE and _whole_in_view(page)
    window.resize(1000, 700)
    QApplication.processEvents()
    assert _whole_in_view(page), "fitted whole, it follows the window"

"""The Ratings page: the rating list's system chosen in the window, an unfinished event refused."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.ratings import rating_system
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import pair_next_round, report_result
from opl_tournament.ui.event_view import EventView
from tests.ui.drive import button, settle


def test_the_ratings_page_chooses_the_system_and_refuses_an_unfinished_event(
    qtbot: QtBot, ctx: ServiceContext, messages: list[str]
) -> None:
    event = create_event(
        ctx,
        EventSettings(name="Cup", format=EventFormat.SWISS, swiss_rounds=2, sanction_number="S1"),
    )
    for name, legion in (("Ada", "4512"), ("Bo", "5120")):
        register_player(ctx, event.id, Entrant(PlayerIdentity(name=name), legion))
    view = EventView(ctx, event.id)
    qtbot.addWidget(view)
    page = view.ratings
    assert page is not None
    view.setCurrentWidget(page)
    page.refresh(event)
    assert page.system.currentText() == "US Chess"
    page.system.setFocus()
    qtbot.keyClick(page.system, Qt.Key.Key_Down)  # the judge picks Glicko-2 from the list
    settle()
    assert rating_system(ctx) == "glicko2"
    assert "Glicko-2" in page.status.text()

    round_one = pair_next_round(ctx, event.id).value
    report_result(ctx, event.id, 1, round_one.matches[0].table, winner="4512")
    qtbot.mouseClick(button(page, "Preview this event"), Qt.MouseButton.LeftButton)
    settle()
    assert "not finished (1 of 2 rounds played)" in messages[-1]
    qtbot.mouseClick(button(page, "Apply ratings…"), Qt.MouseButton.LeftButton)
    settle()
    assert "not finished" in messages[-1] and page.ratings.items == []

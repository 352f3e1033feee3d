"""A phone's judge call reaches the judge's window within a second: the players' page served for
real (its own process and connection), the window on the same database, nothing nudged."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot
from served_page import Served, served
from web_events import self_reporting_event

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round
from opl_tournament.storage import Database
from tests.helpers.window import open_event_window
from tests.ui.drive import open_projector

BOTH_BACKENDS = True
SEEN_MS = 1000


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    return ServiceContext(database, actor="Dana")  # the real time: the page reads it too


@pytest.fixture
def event(ctx: ServiceContext) -> tuple[int, dict[str, str]]:
    return self_reporting_event(ctx)


@pytest.fixture
def page(database_location: str, event: tuple[int, dict[str, str]]) -> Iterator[Served]:
    with served(database_location) as page:
        yield page


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_judge_call_from_a_phone_shows_in_the_window_within_a_second(
    ctx: ServiceContext, event: tuple[int, dict[str, str]], page: Served, qtbot: QtBot
) -> None:
    event_id, codes = event
    match = get_round(ctx, event_id, 1).matches[-1]
    window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.round)
    projector = open_projector(window, qtbot)
    qtbot.wait(600)  # the window has looked once: it is in step with the database
    panel = view.round.reports
    assert not projector.calls.isVisibleTo(projector)

    status, _headers, body = page.request(
        "POST",
        f"/api/events/{event_id}/judge-call",
        b"{}",
        {"content-type": "application/json", "authorization": f"Bearer {codes[match.a]}"},
    )
    assert (status, json.loads(body)) == (200, {"status": "called", "table": match.table})

    words = f"Judge: table {match.table}"
    qtbot.waitUntil(  # both the projector's banner and the round page's Reports panel
        lambda: words in projector.calls.text() and any(words in line for line in panel.lines()),
        timeout=SEEN_MS,
    )

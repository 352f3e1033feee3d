"""A time the judge reads is the station's local time, in one format: the refusal of a second
result for a table names when the first was entered exactly as the Log page lists it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.local_time import local_time
from tests.helpers.events import paired_cup
from tests.helpers.window import open_event_window
from tests.ui.drive import settle

ZONE = "Asia/Kolkata"  # UTC+05:30 all year: a local time no one could take for UTC


@pytest.fixture
def station_in_kolkata(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TZ", ZONE)
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_local_time_is_the_stations_clock_in_one_format(station_in_kolkata: None) -> None:
    assert local_time("2026-11-27T07:55:03+00:00") == "2026-11-27 13:25:03"
    assert local_time("2026-11-27T07:55:03.123Z") == "2026-11-27 13:25:03"
    assert local_time("2026-11-27T07:55:03") == "2026-11-27 13:25:03", "no zone: stored UTC"
    assert local_time(None) == "" and local_time("soon") == "soon"


def test_a_refusal_and_the_log_name_the_same_local_time(
    station_in_kolkata: None, ctx: ServiceContext, qtbot: QtBot, messages: list[str]
) -> None:
    event_id = paired_cup(ctx, ["Ada", "Bo", "Cy", "Di"], rounds=3)
    window, view = open_event_window(ctx, qtbot, event_id)
    for _ in range(2):  # the second time, the table already has its result
        qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(view.round.entry, "1 a")
        qtbot.keyClick(view.round.entry, Qt.Key.Key_Return)
        settle()
    reported = [e for e in event_log(ctx, event_id) if e.action == AuditAction.MATCH_REPORT]
    assert len(reported) == 1
    kolkata = datetime.fromisoformat(reported[0].at).astimezone(ZoneInfo(ZONE))
    shown = kolkata.strftime("%Y-%m-%d %H:%M:%S")
    assert len(messages) == 1 and f"entered by Dana at {shown})" in messages[0], messages
    view.setCurrentWidget(view.log)
    settle()
    logged = [line for line in view.log.shown_text().splitlines() if "won" in line]
    assert logged and logged[-1].startswith(f"{shown}  Dana"), logged

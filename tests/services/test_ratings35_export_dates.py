"""The export's round dates are the venue's days, not UTC's: an evening round in Ontario is
stored after midnight UTC but was played that evening."""

from __future__ import annotations

import csv
import io
import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.exchange import export_event
from opl_tournament.storage.db import Database
from tests.helpers.events import play_round
from tests.helpers.exports import export_cup


@pytest.fixture
def station_in_ontario(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TZ", "America/Toronto")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.mark.usefixtures("station_in_ontario")
def test_an_evening_round_is_dated_on_the_day_it_was_played(
    database: Database, tmp_path: Path
) -> None:
    evening = ServiceContext(database, actor="Dana", clock=lambda: "2026-11-23T01:30:00+00:00")
    event_id = export_cup(evening, date="2026-11-22")  # 20:30 on the 22nd in Oakville
    play_round(evening, event_id)
    finish_event(evening, event_id)
    export_event(evening, event_id, tmp_path / "grs")
    rows = list(csv.DictReader(io.StringIO((tmp_path / "grs" / "results.csv").read_text())))
    assert {r["round_date"] for r in rows} == {"2026-11-22"}
    event = json.loads((tmp_path / "grs" / "event.json").read_text())["event"]
    assert (event["start_date"], event["end_date"]) == ("2026-11-22", "2026-11-22")

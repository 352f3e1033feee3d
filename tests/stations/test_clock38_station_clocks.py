"""Two stations on a venue server keep one round clock, though their own clocks are minutes
apart (a venue has no internet to set them by): each keeps time by the server's."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from opl_tournament.domain.round_clock import ClockState
from opl_tournament.domain.sentences import N_
from opl_tournament.services import context
from opl_tournament.services.context import MEASURE_AGAIN_SECONDS, ServerTime, ServiceContext
from opl_tournament.services.round_clock import clock_view, pause_clock, resume_clock, start_clock
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.storage import open_database
from opl_tournament.storage.errors import DatabaseUnreachable
from tests.helpers.events import new_event


@pytest.fixture
def server_url(postgres_server: object) -> Iterator[str]:
    url: str = postgres_server.new_database()  # type: ignore[attr-defined]
    yield url
    postgres_server.drop_database(url)  # type: ignore[attr-defined]


def fast(minutes: float) -> datetime:
    """A computer's clock ``minutes`` ahead of the true time."""
    return datetime.now(UTC) + timedelta(minutes=minutes)


def seconds_apart(left: str, right: str) -> float:
    return abs(_seconds(left) - _seconds(right))


def _seconds(text: str) -> int:
    minutes, seconds = text.split(":")
    return int(minutes) * 60 + int(seconds)


def test_a_clock_started_on_one_station_reads_the_same_on_another_minutes_ahead(
    server_url: str,
) -> None:
    judge = ServiceContext(open_database(server_url), actor="Dana")
    assert isinstance(judge.clock, ServerTime), "a venue server's station keeps its time"
    desk = ServiceContext(open_database(server_url), actor="Sam")
    desk.clock = ServerTime(desk.database, local=lambda: fast(3))  # its clock 3 minutes fast
    try:
        event_id = new_event(judge, players=4, time_limit_minutes=40)
        pair_next_round(judge, event_id)
        start_clock(judge, event_id)
        seen = clock_view(desk, event_id)
        assert seen.state is ClockState.RUNNING
        assert seconds_apart(seen.remaining_text, "40:00") <= 2, seen.remaining_text
        pause_clock(desk, event_id)
        resumed = resume_clock(judge, event_id).value
        assert seconds_apart(resumed.remaining_text, "40:00") <= 2, resumed.remaining_text
    finally:
        judge.database.close()
        desk.database.close()


def test_a_station_on_a_file_keeps_its_own_clock(database_location: str) -> None:
    ctx = ServiceContext(open_database(database_location), actor="Dana")
    try:
        assert not isinstance(ctx.clock, ServerTime)
    finally:
        ctx.database.close()


def test_a_server_out_of_reach_leaves_the_station_its_own_time_until_it_answers() -> None:
    class Unreachable:
        answers = False

        def server_time(self) -> datetime:
            if not self.answers:
                raise DatabaseUnreachable(N_("the venue server does not answer"))
            return fast(2)

    database = Unreachable()
    clock = ServerTime(database, local=lambda: datetime(2026, 11, 22, 10, 0, tzinfo=UTC))  # type: ignore[arg-type]
    assert clock() == "2026-11-22T10:00:00+00:00"
    database.answers = True
    assert clock() != "2026-11-22T10:00:00+00:00" and clock.offset is not None


def test_a_station_whose_clock_is_set_during_the_event_measures_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    class Server:
        def server_time(self) -> datetime:
            return datetime(2026, 11, 22, 10, 0, tzinfo=UTC)

    local = [datetime(2026, 11, 22, 9, 57, tzinfo=UTC)]  # three minutes slow
    clock = ServerTime(Server(), local=lambda: local[0])  # type: ignore[arg-type]
    assert clock() == "2026-11-22T10:00:00+00:00"
    local[0] = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)  # the laptop's clock is set right
    monotonic = context.time.monotonic() + MEASURE_AGAIN_SECONDS + 1
    monkeypatch.setattr(context.time, "monotonic", lambda: monotonic)
    assert clock() == "2026-11-22T10:00:00+00:00"

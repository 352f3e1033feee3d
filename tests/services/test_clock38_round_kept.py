"""A round's clock goes on running when the judge swaps two players, a round put back by undo
(its take-back or a swap undone) has the clock it had, not a fresh one, the clock runs on the
event's time limit, also when the judge corrects it during the round, and at time a table in
extra time whose result is in no longer plays on."""

from __future__ import annotations

from datetime import timedelta

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.round_clock import ClockState
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import EventChanges, edit_event, get_event
from opl_tournament.services.manual_pairing import swap_players
from opl_tournament.services.player_view import round_status
from opl_tournament.services.round_clock import (
    clock_view,
    extend_table,
    pause_clock,
    start_clock,
)
from opl_tournament.services.rounds import (
    get_round,
    pair_next_round,
    report_result,
    unpair_last_round,
)
from opl_tournament.services.undo import undo_entry, undo_last
from opl_tournament.storage import open_database
from tests.helpers.events import new_event, pod_settings
from tests.helpers.wall_clock import START, WallClock

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


def test_a_swap_and_undoing_it_or_a_take_back_keep_the_round_running(
    database_location: str,
) -> None:
    wall = WallClock()
    ctx = ServiceContext(open_database(database_location), actor="Dana", clock=wall)
    event_id = new_event(ctx, players=6, time_limit_minutes=40)
    view = pair_next_round(ctx, event_id).value
    start_clock(ctx, event_id)
    extend_table(ctx, event_id, 2, 4)
    wall.now = START + timedelta(minutes=10)

    def shown() -> tuple[ClockState, str, dict[int, int]]:
        clock = clock_view(ctx, event_id)
        return clock.state, clock.remaining_text, clock.table_minutes

    running = (ClockState.RUNNING, "30:00", {2: 4})
    first, second = view.matches[0].a, view.matches[1].a
    swap_players(ctx, event_id, first, second)
    assert shown() == running, "a swap does not put the round's clock back to 40:00"
    undo_last(ctx, event_id)
    assert shown() == running
    unpair_last_round(ctx, event_id)
    undo_last(ctx, event_id)
    assert shown() == running, "the round put back by undo has the clock it had"
    ctx.database.close()


def test_a_pod_round_put_back_by_undo_keeps_its_clock(database_location: str) -> None:
    wall = WallClock()
    ctx = ServiceContext(open_database(database_location), actor="Dana", clock=wall)
    event_id = new_event(ctx, pod_settings("Vs. Night"), players=8)
    pair_next_round(ctx, event_id)
    start_clock(ctx, event_id)
    wall.now = START + timedelta(minutes=25)
    before = clock_view(ctx, event_id)
    unpair_last_round(ctx, event_id)
    undo_last(ctx, event_id)
    after = clock_view(ctx, event_id)
    assert (after.state, after.remaining_text) == (before.state, before.remaining_text)
    assert after.state is ClockState.RUNNING
    ctx.database.close()


def test_a_time_limit_corrected_while_the_clock_runs_is_the_one_it_runs_on(
    database_location: str,
) -> None:
    wall = WallClock()
    ctx = ServiceContext(open_database(database_location), actor="Dana", clock=wall)
    event_id = new_event(ctx, players=4, time_limit_minutes=40)
    pair_next_round(ctx, event_id)
    start_clock(ctx, event_id)
    wall.now = START + timedelta(minutes=10)
    edit_event(ctx, event_id, EventChanges(time_limit=45))
    clock = clock_view(ctx, event_id)
    assert (clock.remaining_text, clock.limit_seconds) == ("35:00", 45 * 60)
    assert get_event(ctx, event_id).settings.time_limit_minutes == 45
    undo_last(ctx, event_id)
    assert clock_view(ctx, event_id).remaining_text == "30:00"
    edit_event(ctx, event_id, EventChanges(time_limit=30))
    wall.now = START + timedelta(minutes=31)
    assert clock_view(ctx, event_id).state is ClockState.TIME
    ctx.database.close()


def test_a_table_in_extra_time_whose_result_is_in_no_longer_plays_on(
    database_location: str,
) -> None:
    wall = WallClock()
    ctx = ServiceContext(open_database(database_location), actor="Dana", clock=wall)
    event_id = new_event(ctx, players=8)
    view = pair_next_round(ctx, event_id).value
    start_clock(ctx, event_id)
    extend_table(ctx, event_id, 2, 5)
    extend_table(ctx, event_id, 3, 5)
    two = view.matches[1]
    assert two.table == 2
    report_result(ctx, event_id, 1, 2, winner=two.a)  # table 2 finished within the round
    wall.now = START + timedelta(minutes=46)
    assert clock_view(ctx, event_id).playing_on() == [(3, "4:00")]
    status = round_status(ctx, event_id).to_json()["clock"]
    assert isinstance(status, dict) and status["playing_on"] == [{"table": 3, "left": "4:00"}]
    assert clock_view(ctx, event_id).table_minutes == {2: 5, 3: 5}, "the rows still say it"
    ctx.database.close()


def test_a_pod_in_extra_time_whose_places_are_in_no_longer_plays_on(
    database_location: str,
) -> None:
    wall = WallClock()
    ctx = ServiceContext(open_database(database_location), actor="Dana", clock=wall)
    event_id = new_event(ctx, pod_settings("Vs. Night"), players=8)
    pods = pair_next_round(ctx, event_id).value.pods
    start_clock(ctx, event_id)
    for pod in pods:
        extend_table(ctx, event_id, pod.table, 5)
    first = pods[0]
    report_result(ctx, event_id, 1, first.table, winner=first.seats[0].number)
    wall.now = START + timedelta(minutes=47)
    assert [table for table, _left in clock_view(ctx, event_id).playing_on()] == [
        pod.table for pod in pods[1:]
    ]
    ctx.database.close()


def test_a_clock_action_at_one_station_does_not_block_undoing_a_result_at_another(
    database_location: str,
) -> None:
    wall = WallClock()
    database = open_database(database_location)
    desk = ServiceContext(database, actor="desk", clock=wall)
    head = ServiceContext(database, actor="head", clock=wall)
    event_id = new_event(desk, players=8)
    match = pair_next_round(desk, event_id).value.matches[0]
    start_clock(head, event_id)
    report_result(desk, event_id, 1, match.table, winner=match.a)  # the wrong winner typed
    extend_table(head, event_id, 3, 5)  # meanwhile a deck check at table 3
    assert undo_last(desk, event_id).value.action == "match.report"
    assert get_round(desk, event_id, 1).matches[0].winner is None
    assert clock_view(desk, event_id).table_minutes == {3: 5}, "the extra time stands"
    pause_clock(head, event_id)
    with pytest.raises(RefusedAction, match="depends on it"):
        undo_entry(desk, event_id, _logged(desk, event_id, "clock.table"))
    assert undo_last(head, event_id).value.action == "clock.pause"
    assert undo_last(head, event_id).value.action == "clock.table"
    assert clock_view(desk, event_id).table_minutes == {}
    database.close()


def _logged(ctx: ServiceContext, event_id: int, action: str) -> int:
    return next(e.id for e in event_log(ctx, event_id) if e.action == action)

"""Players reporting their own tables: the services on SQLite and PostgreSQL, each step one
transaction and one audit row naming the player, each refusal leaving the database unchanged."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from opl_tournament.domain.errors import DomainError, InvalidInput, RefusedAction
from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.domain.self_report import NotYours, TableStatus
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import EventChanges, create_event, edit_event
from opl_tournament.services.own_page import own_page
from opl_tournament.services.player_codes import player_codes
from opl_tournament.services.round_clock import start_clock
from opl_tournament.services.rounds import MatchView, get_round, pair_next_round, report_result
from opl_tournament.services.self_report import (
    Caller,
    accept_report,
    caller_by_code,
    confirm_table,
    report_table,
    withdraw_report,
)
from opl_tournament.services.self_service import drop_self, reports
from opl_tournament.services.undo import undo_entry
from opl_tournament.storage import open_database
from tests.helpers.digest import database_digest
from tests.helpers.events import play_rounds, pod_settings, register_names, spring_open

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


def self_reporting(ctx: ServiceContext, mode: str = "confirm", **more: object) -> int:
    """A Swiss event whose players report their results (``mode``), four players, round 1."""
    policies = EventPolicies.from_json({"self_report": {"swiss": mode, **more}})
    event = create_event(
        ctx,
        EventSettings(name="Phones", format=EventFormat.SWISS, swiss_rounds=3, policies=policies),
    )
    register_names(ctx, event.id, ["Ada", "Bo", "Cy", "Di"])
    pair_next_round(ctx, event.id)
    return event.id


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    return self_reporting(ctx)


def first_table(ctx: ServiceContext, event_id: int) -> MatchView:
    match = get_round(ctx, event_id, 1).matches[0]
    assert match.b is not None
    return match


def phone(event_id: int, number: str, channel: str = "phone") -> Caller:
    return Caller(event_id, number, channel)


def unchanged(ctx: ServiceContext, action: Callable[[], object], error: type, match: str) -> str:
    """Run a refused action: its message, and the database as it was (every table)."""
    before = database_digest(ctx)
    with pytest.raises(error, match=match) as refused:
        action()
    assert database_digest(ctx) == before
    return str(refused.value)


def test_a_report_confirmed_by_the_opponent_is_recorded_once(
    ctx: ServiceContext, event_id: int
) -> None:
    m = first_table(ctx, event_id)
    answer = report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, winner=m.b)
    assert answer.status is TableStatus.AWAITING_OPPONENT
    assert get_round(ctx, event_id, 1).matches[0].winner is None
    assert [t.table for t in reports(ctx, event_id).waiting] == [m.table]
    answer = confirm_table(ctx, phone(event_id, m.b, "kiosk"), event_id, 1, m.table)
    assert answer.status is TableStatus.RECORDED
    recorded = get_round(ctx, event_id, 1).matches[0]
    assert (recorded.winner, recorded.decided_by) == (m.b, "players")
    assert reports(ctx, event_id).waiting == ()
    log = event_log(ctx, event_id)[-2:]
    assert [(e.actor, e.action) for e in log] == [
        (f"player {m.a} (phone)", "match.claim"),
        (f"player {m.b} (kiosk)", "match.report"),
    ]
    unchanged(
        ctx,
        lambda: confirm_table(ctx, phone(event_id, m.b), event_id, 1, m.table),
        RefusedAction,
        rf"already has a result \(entered by player {m.b} \(kiosk\)",
    )


def test_the_same_result_reported_by_both_is_recorded(ctx: ServiceContext, event_id: int) -> None:
    m = first_table(ctx, event_id)
    report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, result="double-loss")
    answer = report_table(ctx, phone(event_id, m.b), event_id, 1, m.table, result="Double-Loss")
    assert answer.status is TableStatus.RECORDED
    assert get_round(ctx, event_id, 1).matches[0].result == "DOUBLE_LOSS"


def test_different_reports_wait_disputed_until_the_judge_accepts_one(
    ctx: ServiceContext, event_id: int
) -> None:
    m = first_table(ctx, event_id)
    report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, winner=m.a)
    answer = report_table(ctx, phone(event_id, m.b), event_id, 1, m.table, winner=m.b)
    assert answer.status is TableStatus.DISPUTED
    assert get_round(ctx, event_id, 1).matches[0].result is None
    (disputed,) = reports(ctx, event_id).disputed
    assert [(c["by"], c["winner"]) for c in disputed.claims] == [(m.a, m.a), (m.b, m.b)]
    accept_report(ctx, event_id, 1, m.table, m.b)
    assert get_round(ctx, event_id, 1).matches[0].winner == m.b
    assert event_log(ctx, event_id)[-1].actor == "Dana"
    assert reports(ctx, event_id).disputed == ()


def test_a_player_takes_back_their_report_until_it_is_confirmed(
    ctx: ServiceContext, event_id: int
) -> None:
    m = first_table(ctx, event_id)
    report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, winner=m.a)
    answer = withdraw_report(ctx, phone(event_id, m.a), event_id, 1, m.table)
    assert answer.status is TableStatus.OPEN
    assert reports(ctx, event_id).waiting == ()
    unchanged(
        ctx,
        lambda: confirm_table(ctx, phone(event_id, m.b), event_id, 1, m.table),
        RefusedAction,
        "nobody else",
    )


def test_in_judge_mode_an_agreed_result_waits_for_the_judge(ctx: ServiceContext) -> None:
    event_id = self_reporting(ctx, "judge")
    m = first_table(ctx, event_id)
    report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, winner=m.a)
    answer = confirm_table(ctx, phone(event_id, m.b), event_id, 1, m.table)
    assert answer.status is TableStatus.AWAITING_JUDGE
    assert get_round(ctx, event_id, 1).matches[0].result is None
    assert [t.status for t in reports(ctx, event_id).waiting] == [TableStatus.AWAITING_JUDGE]
    accept_report(ctx, event_id, 1, m.table, m.a)
    assert get_round(ctx, event_id, 1).matches[0].winner == m.a


def test_what_a_phone_may_not_do_is_refused_and_changes_nothing(
    ctx: ServiceContext, event_id: int
) -> None:
    one, two = get_round(ctx, event_id, 1).matches
    assert two.b is not None
    other_event = self_reporting(ctx)
    me = phone(event_id, one.a)
    unchanged(
        ctx,
        lambda: report_table(ctx, me, event_id, 1, two.table, winner=one.a),
        NotYours,
        f"not at table {two.table}",
    )
    unchanged(
        ctx,
        lambda: report_table(ctx, me, other_event, 1, one.table, winner=one.a),
        NotYours,
        f"not for event {other_event}",
    )
    unchanged(
        ctx,
        lambda: report_table(ctx, me, event_id, 2, one.table, winner=one.a),
        InvalidInput,
        "there is no round 2",
    )
    unchanged(
        ctx,
        lambda: report_table(ctx, me, event_id, 1, one.table, result="draw"),
        RefusedAction,
        "draw",
    )
    unchanged(
        ctx,
        lambda: report_table(ctx, me, event_id, 1, one.table, winner="0099"),
        InvalidInput,
        "0099 is not at table",
    )
    report_result(ctx, event_id, 1, two.table, winner=two.b)
    unchanged(
        ctx,
        lambda: report_table(ctx, phone(event_id, two.a), event_id, 1, two.table, winner=two.a),
        RefusedAction,
        r"already has a result \(entered by Dana",
    )


def test_nothing_is_taken_from_phones_while_self_reporting_is_off(ctx: ServiceContext) -> None:
    event_id = self_reporting(ctx, "off")
    m = first_table(ctx, event_id)
    unchanged(
        ctx,
        lambda: report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, winner=m.a),
        RefusedAction,
        "do not report results in this event",
    )


def test_a_report_for_an_earlier_round_is_refused(ctx: ServiceContext, event_id: int) -> None:
    for m in get_round(ctx, event_id, 1).matches:
        report_result(ctx, event_id, 1, m.table, winner=m.a)
    pair_next_round(ctx, event_id)
    m = get_round(ctx, event_id, 1).matches[0]
    unchanged(
        ctx,
        lambda: report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, winner=m.a),
        DomainError,
        "round 1 is not the current round",
    )


def test_undo_takes_back_a_recorded_confirmation_and_the_claim_before_it(
    ctx: ServiceContext, event_id: int
) -> None:
    m = first_table(ctx, event_id)
    report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, winner=m.a)
    confirm_table(ctx, phone(event_id, m.b), event_id, 1, m.table)
    confirmation = event_log(ctx, event_id)[-1]
    undo_entry(ctx, event_id, confirmation.id)
    assert get_round(ctx, event_id, 1).matches[0].result is None
    (waiting,) = reports(ctx, event_id).waiting
    assert (waiting.status, [c["by"] for c in waiting.claims]) == (
        TableStatus.AWAITING_OPPONENT,
        [m.a],
    )
    claim = next(e for e in event_log(ctx, event_id) if e.action == "match.claim")
    undo_entry(ctx, event_id, claim.id)
    assert reports(ctx, event_id).waiting == ()


def test_self_reporting_is_set_per_stage_and_undone_like_any_edit(ctx: ServiceContext) -> None:
    event_id = self_reporting(ctx, "off")
    event = edit_event(
        ctx, event_id, EventChanges(self_report="confirm", self_report_cut="judge")
    ).value
    policy = event.settings.policies.self_report
    assert (policy.mode(elimination=False), policy.mode(elimination=True)) == ("confirm", "judge")
    undo_entry(ctx, event_id, event_log(ctx, event_id)[-1].id)
    m = first_table(ctx, event_id)
    with pytest.raises(RefusedAction, match="do not report"):
        report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, winner=m.a)


@pytest.fixture
def second_station(database_location: str) -> Iterator[ServiceContext]:
    database = open_database(database_location)
    yield ServiceContext(database, actor="Sam", clock=lambda: "2026-11-22T10:00:00+00:00")
    database.close()


def test_a_confirmation_and_the_judges_typed_result_at_once_record_exactly_one(
    ctx: ServiceContext, event_id: int, second_station: ServiceContext
) -> None:
    """The phone's confirmation and the judge's result race on two connections: exactly one is
    recorded, the other is refused naming who recorded it."""
    m = first_table(ctx, event_id)
    assert m.b is not None
    report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, winner=m.a)
    start = threading.Barrier(2)
    outcomes: dict[str, object] = {}

    def confirm() -> None:
        start.wait()
        try:
            outcomes["phone"] = confirm_table(ctx, phone(event_id, m.b or ""), event_id, 1, m.table)
        except RefusedAction as error:
            outcomes["phone"] = error

    def type_result() -> None:
        start.wait()
        try:
            outcomes["judge"] = report_result(
                second_station, event_id, 1, m.table, winner=m.b
            ).value
        except RefusedAction as error:
            outcomes["judge"] = error

    threads = [threading.Thread(target=confirm), threading.Thread(target=type_result)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    refused = {who: o for who, o in outcomes.items() if isinstance(o, RefusedAction)}
    assert len(outcomes) == 2 and len(refused) == 1
    results = [e for e in event_log(ctx, event_id) if e.action == "match.report"]
    assert len(results) == 1
    (loser, error), winner_actor = next(iter(refused.items())), results[0].actor
    assert "already has a result" in str(error)
    assert f"by {winner_actor}" in str(error)
    recorded = get_round(ctx, event_id, 1).matches[0]
    assert recorded.winner == (m.b if loser == "phone" else m.a)


def test_replaying_a_step_with_another_channel_changes_nothing_more(
    ctx: ServiceContext, event_id: int
) -> None:
    m = first_table(ctx, event_id)
    report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, winner=m.a)
    unchanged(
        ctx,
        lambda: report_table(
            ctx, replace(phone(event_id, m.a), channel="kiosk"), event_id, 1, m.table, winner=m.a
        ),
        RefusedAction,
        "already reported",
    )


def test_a_players_page_shows_their_table_opponent_and_report(
    ctx: ServiceContext, event_id: int
) -> None:
    m = first_table(ctx, event_id)
    assert m.b is not None
    page = own_page(ctx, phone(event_id, m.b)).to_json()
    assert page == {
        "event": event_id,
        "number": m.b,
        "name": m.b_name,
        "round": 1,
        "table": m.table,
        "opponents": [{"number": m.a, "name": m.a_name}],
        "result": None,
        "report": None,
    }
    report_table(ctx, phone(event_id, m.a), event_id, 1, m.table, winner=m.a)
    assert own_page(ctx, phone(event_id, m.b)).report == {
        "by": m.a,
        "winner": m.a,
        "status": "awaiting-opponent",
    }
    confirm_table(ctx, phone(event_id, m.b), event_id, 1, m.table)
    after = own_page(ctx, phone(event_id, m.b))
    assert (after.result, after.report) == ("loss", None)
    assert own_page(ctx, phone(event_id, m.a)).result == "win"


def test_time_called_tables_stay_with_the_judge(ctx: ServiceContext, event_id: int) -> None:
    m = first_table(ctx, event_id)
    start_clock(ctx, event_id)
    later = replace(ctx, clock=lambda: "2026-11-22T10:46:00+00:00")  # 45 minutes are up
    unchanged(
        later,
        lambda: report_table(later, phone(event_id, m.a), event_id, 1, m.table, winner=m.a),
        RefusedAction,
        f"time was called at table {m.table}",
    )


# Pods on SQLite only: pod_store's INSERT names a column "placing", a reserved word on
# PostgreSQL, so no pod round can be seated on a venue server yet (not this module's to fix).
@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_pod_is_recorded_when_every_player_confirms_the_places(ctx: ServiceContext) -> None:
    policies = EventPolicies.from_json(
        {"pods": "free-for-all", "self_report": {"swiss": "confirm"}}
    )
    event = create_event(ctx, replace(pod_settings("Pods"), policies=policies))
    register_names(ctx, event.id, ["Ada", "Bo", "Cy", "Di", "Ed", "Fay"])
    pod = pair_next_round(ctx, event.id).value.tables[0]
    players = list(pod.players)
    places = {number: place for place, number in enumerate(players, start=1)}
    first = report_table(ctx, phone(event.id, players[0]), event.id, 1, pod.table, places=places)
    assert first.status is TableStatus.AWAITING_OPPONENT
    for number in players[1:-1]:
        assert confirm_table(ctx, phone(event.id, number), event.id, 1, pod.table).status is (
            TableStatus.AWAITING_OPPONENT
        )
    last = confirm_table(ctx, phone(event.id, players[-1]), event.id, 1, pod.table)
    assert last.status is TableStatus.RECORDED
    seats = get_round(ctx, event.id, 1).tables[0].seats  # type: ignore[attr-defined]
    assert {s.number: s.placing for s in seats} == places
    assert own_page(ctx, phone(event.id, players[1])).result == "place 2"


def test_the_top_cut_follows_its_own_mode_and_no_one_drops_out_of_it(ctx: ServiceContext) -> None:
    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm", "cut": "judge"}})
    event = create_event(ctx, spring_open(cut_size=2, policies=policies))
    register_names(ctx, event.id, ["Ada", "Bo", "Cy", "Di"])
    play_rounds(ctx, event.id, 2)
    final = pair_next_round(ctx, event.id).value.matches[0]
    assert final.b is not None
    report_table(ctx, phone(event.id, final.a), event.id, 3, final.table, winner=final.b)
    answer = confirm_table(ctx, phone(event.id, final.b), event.id, 3, final.table)
    assert answer.status is TableStatus.AWAITING_JUDGE
    assert get_round(ctx, event.id, 3).matches[0].result is None
    unchanged(
        ctx,
        lambda: drop_self(ctx, phone(event.id, final.a), event.id),
        RefusedAction,
        "single-elimination",
    )
    accept_report(ctx, event.id, 3, final.table, final.b)
    assert get_round(ctx, event.id, 3).matches[0].winner == final.b


def test_undo_brings_back_a_withdrawn_report_and_a_dispute_the_judge_settled(
    ctx: ServiceContext, event_id: int
) -> None:
    m = first_table(ctx, event_id)
    report_table(ctx, phone(event_id, m.a, "kiosk"), event_id, 1, m.table, winner=m.a)
    withdraw_report(ctx, phone(event_id, m.a), event_id, 1, m.table)
    undo_entry(ctx, event_id, event_log(ctx, event_id)[-1].id)
    (waiting,) = reports(ctx, event_id).waiting
    assert waiting.status is TableStatus.AWAITING_OPPONENT
    assert [(c["by"], c["channel"]) for c in waiting.claims] == [(m.a, "kiosk")]
    report_table(ctx, phone(event_id, m.b), event_id, 1, m.table, winner=m.b)
    accept_report(ctx, event_id, 1, m.table, m.a)
    accepted = event_log(ctx, event_id)[-1]
    assert (accepted.action, accepted.actor) == ("match.report", "Dana")
    undo_entry(ctx, event_id, accepted.id)
    assert get_round(ctx, event_id, 1).matches[0].result is None
    (disputed,) = reports(ctx, event_id).disputed
    assert [(c["by"], c["channel"]) for c in disputed.claims] == [(m.a, "kiosk"), (m.b, "phone")]


def test_a_code_signs_in_its_player_for_their_event_only(
    ctx: ServiceContext, event_id: int
) -> None:
    m = first_table(ctx, event_id)
    code = next(c.code for c in player_codes(ctx, event_id) if c.number == m.a)
    caller = caller_by_code(ctx, code.lower(), "kiosk")
    assert caller == Caller(event_id, m.a, "kiosk")
    assert caller_by_code(ctx, "2222222222") is None
    answer = report_table(ctx, caller, event_id, 1, m.table, winner=m.a)
    assert answer.status is TableStatus.AWAITING_OPPONENT
    assert event_log(ctx, event_id)[-1].actor == f"player {m.a} (kiosk)"

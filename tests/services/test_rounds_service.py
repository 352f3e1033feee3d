"""Pairing rounds and taking results through the services, against a real database file."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings, EventStatus, PlayerIdentity
from opl_tournament.services.backups import list_snapshots
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import get_event
from opl_tournament.services.local_time import local_time
from opl_tournament.services.registration import Entrant, drop_player
from opl_tournament.services.rounds import (
    get_round,
    list_rounds,
    pair_next_round,
    report_result,
    report_results_file,
    standings,
    unpair_last_round,
)
from tests.helpers.events import new_event, numbered, report_round

FRIDAY = EventSettings(name="Friday Swiss", format=EventFormat.SWISS, swiss_rounds=3)
STAFF = Entrant(identity=PlayerIdentity(name="Store Staff"), is_staff=True)

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


def audit_actions(ctx: ServiceContext, event_id: int) -> list[str]:
    with ctx.read() as store:
        return [entry.action for entry in store.audit_entries(event_id)]


def test_round_one_pairs_every_player_once_and_starts_the_event(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=8)
    view = pair_next_round(ctx, event_id).value
    seated = [n for m in view.matches for n in (m.a, m.b)]
    assert view.number == 1
    assert sorted(seated) == [f"{i:04d}" for i in range(1, 9)]
    assert [m.table for m in view.matches] == [1, 2, 3, 4]
    assert all(m.a_name.startswith("Player ") and m.explanation for m in view.matches)
    assert get_event(ctx, event_id).status is EventStatus.RUNNING
    assert audit_actions(ctx, event_id)[-1] == "round.pair"
    assert view.to_json()["pairings"][0].keys() == {"table", "a", "b"}


def test_the_next_round_waits_for_every_result(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=8)
    view = pair_next_round(ctx, event_id).value
    first = view.matches[0]
    report_result(ctx, event_id, 1, first.table, winner=first.a)
    with pytest.raises(RefusedAction, match="round 1 still has no result at tables 2, 3, 4"):
        pair_next_round(ctx, event_id)
    assert len(list_rounds(ctx, event_id)) == 1


def test_an_odd_field_gives_one_bye_that_counts_as_a_win(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=7)
    view = pair_next_round(ctx, event_id).value
    byes = [m for m in view.matches if m.b is None]
    assert len(byes) == 1
    assert byes[0].result == "BYE" and byes[0].winner == byes[0].a
    assert byes[0].table == max(m.table for m in view.matches)
    report_round(ctx, event_id, view)
    row = next(r for r in standings(ctx, event_id).standings.rows if r.number == byes[0].a)
    assert (row.wins, row.byes, row.points) == (1, 1, 3)


def test_a_bye_table_takes_no_result(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=5)
    bye = next(m for m in pair_next_round(ctx, event_id).value.matches if m.b is None)
    with pytest.raises(RefusedAction, match="bye"):
        report_result(ctx, event_id, 1, bye.table, winner=bye.a)


def test_a_winner_must_sit_at_the_table(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=8)
    view = pair_next_round(ctx, event_id).value
    first, second = view.matches[0], view.matches[1]
    with pytest.raises(InvalidInput, match=f"player {second.a} is not at table {first.table}"):
        report_result(ctx, event_id, 1, first.table, winner=second.a)
    with pytest.raises(InvalidInput, match="round 1 has no table 99"):
        report_result(ctx, event_id, 1, 99, winner=first.a)
    with pytest.raises(InvalidInput, match="there is no round 2"):
        report_result(ctx, event_id, 2, 1, winner=first.a)
    assert get_round(ctx, event_id, 1).missing == view.matches


def test_a_result_is_reported_once_then_corrected_with_an_audit_trail(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, FRIDAY, players=4)
    match = pair_next_round(ctx, event_id).value.matches[0]
    report_result(ctx, event_id, 1, match.table, winner=match.a)
    with pytest.raises(
        RefusedAction,
        match=re.escape(
            f"already has a result ({match.a} won, entered by Dana at "
            f"{local_time('2026-11-22T10:00:00+00:00')})"
        ),
    ):
        report_result(ctx, event_id, 1, match.table, winner=match.b)
    corrected = report_result(ctx, event_id, 1, match.table, winner=match.b, correction=True).value
    assert corrected.winner == match.b
    with ctx.read() as store:
        entry = store.audit_entries(event_id)[-1]
    assert entry.action == "match.correct"
    assert entry.before is not None and entry.before["winner"] == match.a
    assert entry.after is not None and entry.after["winner"] == match.b


def test_double_loss_gives_both_players_a_loss(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=4)
    match = pair_next_round(ctx, event_id).value.matches[0]
    reported = report_result(ctx, event_id, 1, match.table, winner=None, double_loss=True).value
    assert reported.result == "DOUBLE_LOSS" and reported.winner is None
    rows = {r.number: r for r in standings(ctx, event_id).standings.rows}
    assert rows[match.a].losses == rows[match.b].losses == 1
    assert rows[match.a].points == rows[match.b].points == 0


def test_a_three_round_swiss_has_no_rematch_and_the_unbeaten_player_leads(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, FRIDAY, players=8)
    met: set[frozenset[str]] = set()
    for _ in range(3):
        view = pair_next_round(ctx, event_id).value
        for match in view.matches:
            pair = frozenset((match.a, match.b or "BYE"))
            assert pair not in met, f"rematch in round {view.number}: {sorted(pair)}"
            met.add(pair)
        report_round(ctx, event_id, view)
    table = standings(ctx, event_id)
    assert table.round == 3
    leader = table.standings.rows[0]
    assert leader.number == "0001" and (leader.wins, leader.losses, leader.points) == (3, 0, 9)
    document = table.to_json()
    assert document["round"] == 3
    assert {"rank", "number", "name", "points", "wins", "losses", "byes", "tiebreakers"} <= set(
        document["standings"][0]
    )
    assert [r.status for r in list_rounds(ctx, event_id)] == ["complete"] * 3


def test_a_dropped_player_is_not_paired_but_stays_in_the_standings(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=6)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    drop_player(ctx, event_id, "0006")
    view = pair_next_round(ctx, event_id).value
    assert "0006" not in {n for m in view.matches for n in (m.a, m.b)}
    assert sum(1 for m in view.matches if m.b is None) == 1
    row = next(r for r in standings(ctx, event_id).standings.rows if r.number == "0006")
    assert row.dropped


def test_games_against_the_staff_player_are_marked_for_the_rating_service(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, FRIDAY, players=[*numbered("Player", 7), STAFF])
    with ctx.write() as store:
        event = store.event(event_id)
        store.update_event_settings(event_id, replace(event.settings, odd_field="staff"))
    view = pair_next_round(ctx, event_id).value
    assert all(m.b is not None for m in view.matches), "the staff player fills the odd seat"
    staff_match = next(m for m in view.matches if m.staff_game)
    reported = report_result(ctx, event_id, 1, staff_match.table, winner=staff_match.a).value
    assert reported.result == "STAFF"


def test_a_results_file_is_applied_whole_or_not_at_all(ctx: ServiceContext, tmp_path: Path) -> None:
    event_id = new_event(ctx, FRIDAY, players=6)
    view = pair_next_round(ctx, event_id).value
    good = [f"{m.table},{m.a}" for m in view.matches[:2]]
    bad = tmp_path / "results.csv"
    bad.write_text("table,winner\n" + "\n".join(good) + f"\n{view.matches[2].table},9999\n")
    with pytest.raises(InvalidInput) as refusal:
        report_results_file(ctx, event_id, 1, bad)
    assert refusal.value.message.startswith(f"{bad}, line 4")
    assert "9999" in refusal.value.message
    assert len(get_round(ctx, event_id, 1).missing) == 3

    file = tmp_path / "results-ok.csv"
    rows = [f"{m.table},{m.a}" for m in view.matches[:2]] + [f"{view.matches[2].table},DL"]
    file.write_text("\ufefftable,winner\r\n" + "\r\n".join(rows) + "\r\n")
    reported = report_results_file(ctx, event_id, 1, file).value.reported
    assert [m.result for m in reported] == ["W", "W", "DOUBLE_LOSS"]
    assert get_round(ctx, event_id, 1).status == "complete"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("", "the file is empty"),
        ("round,winner\n1,0001\n", "line 1: the header must be 'table,winner'"),
        ("table,winner\nten,0001\n", "line 2, field 'table': 'ten' is not a table number"),
        ("table,winner\n1,0001\n1,0002\n", "table 1 appears twice (lines 2 and 3)"),
        ("table,winner\n1,\n", "line 2, field 'winner': the winner is missing"),
    ],
)
def test_a_bad_results_file_names_the_line_and_field(
    ctx: ServiceContext, tmp_path: Path, content: str, expected: str
) -> None:
    event_id = new_event(ctx, FRIDAY, players=4)
    pair_next_round(ctx, event_id)
    file = tmp_path / "r.csv"
    file.write_text(content)
    with pytest.raises(InvalidInput) as refusal:
        report_results_file(ctx, event_id, 1, file)
    assert expected in refusal.value.message


def test_a_pairing_can_be_taken_back_until_a_result_is_in(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=4)
    view = pair_next_round(ctx, event_id).value
    assert unpair_last_round(ctx, event_id).value == 1
    assert list_rounds(ctx, event_id) == []
    assert get_event(ctx, event_id).status is EventStatus.REGISTRATION
    view = pair_next_round(ctx, event_id).value
    report_result(ctx, event_id, 1, view.matches[0].table, winner=view.matches[0].a)
    with pytest.raises(RefusedAction, match="already has a result at table"):
        unpair_last_round(ctx, event_id)
    assert audit_actions(ctx, event_id).count("round.unpair") == 1


def test_a_refused_report_changes_nothing_in_the_database(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=4)
    view = pair_next_round(ctx, event_id).value

    def snapshot() -> tuple[list[tuple[object, ...]], int]:
        with ctx.database.engine.connect() as conn:
            matches = [tuple(r) for r in conn.exec_driver_sql("SELECT * FROM match ORDER BY id")]
            audit_rows = conn.exec_driver_sql("SELECT count(*) FROM audit_log").scalar()
        return matches, audit_rows

    before = snapshot()
    with pytest.raises(InvalidInput):
        report_result(ctx, event_id, 1, view.matches[0].table, winner="0042")
    assert snapshot() == before


def test_each_round_is_snapshotted_when_paired_and_when_its_last_result_is_in(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, FRIDAY, players=4)
    view = pair_next_round(ctx, event_id).value
    report_round(ctx, event_id, view)
    labels = [info.label for info in list_snapshots(ctx)]
    assert labels == [f"event{event_id}-round1-start", f"event{event_id}-round1-end"]

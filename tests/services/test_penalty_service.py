"""Penalties through the services: consequences on the match and the player, undone at once."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.rules.overpower.penalties import JudgeOverride
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty, list_penalties
from opl_tournament.services.printing import print_document
from opl_tournament.services.registration import list_registrations
from opl_tournament.services.rounds import get_round, pair_next_round, report_result, standings
from opl_tournament.services.undo import undo_last
from tests.helpers.events import paired_cup

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    return paired_cup(ctx, ("Ada", "Bo", "Cy", "Di"), rounds=3)


def seat(ctx: ServiceContext, event_id: int, round_number: int = 1) -> tuple[int, str, str]:
    match = get_round(ctx, event_id, round_number).matches[0]
    assert match.b is not None
    return match.table, match.a, match.b


def status(ctx: ServiceContext, event_id: int, number: str) -> str:
    return next(r.status.value for r in list_registrations(ctx, event_id) if r.number == number)


def test_a_second_renege_in_a_game_forfeits_it_to_the_opponent(
    ctx: ServiceContext, event_id: int
) -> None:
    table, a, b = seat(ctx, event_id)
    first = issue_penalty(ctx, event_id, a, "renege", round_number=1, table=table).value
    assert (first.battle_lost, first.game_forfeited) == (True, False)
    assert get_round(ctx, event_id, 1).matches[0].result is None
    second = issue_penalty(ctx, event_id, a, "renege", round_number=1, table=table).value
    assert second.game_forfeited and not second.disqualified
    match = get_round(ctx, event_id, 1).matches[0]
    assert (match.winner, match.result, match.decided_by) == (b, "FORFEIT", "penalty")
    points = {row.number: row.points for row in standings(ctx, event_id).standings.rows}
    assert (points[a], points[b]) == (0, 3), "the forfeit counts in the standings"
    assert [p.kind for p in list_penalties(ctx, event_id)] == ["renege", "renege"]
    undo_last(ctx, event_id)
    assert get_round(ctx, event_id, 1).matches[0].result is None, "undo restores the game"
    assert len(list_penalties(ctx, event_id)) == 1


def test_a_third_renege_in_the_event_disqualifies(ctx: ServiceContext, event_id: int) -> None:
    table, a, _b = seat(ctx, event_id)
    issue_penalty(ctx, event_id, a, "renege", round_number=1, table=table)
    report_result(ctx, event_id, 1, table, winner=a)
    other = get_round(ctx, event_id, 1).matches[1]
    report_result(ctx, event_id, 1, other.table, winner=other.a)
    pair_next_round(ctx, event_id)
    table2 = next(m.table for m in get_round(ctx, event_id, 2).matches if a in (m.a, m.b))
    issue_penalty(ctx, event_id, a, "renege", round_number=2, table=table2)
    third = issue_penalty(
        ctx, event_id, a, "renege", round_number=2, table=table2, infraction="hidden card"
    ).value
    assert third.disqualified and third.game_forfeited
    assert status(ctx, event_id, a) == "disqualified"
    with pytest.raises(RefusedAction, match="already disqualified"):
        issue_penalty(ctx, event_id, a, "warning")
    undo_last(ctx, event_id)
    assert status(ctx, event_id, a) == "active"


def test_a_judge_may_override_the_automatic_consequence(ctx: ServiceContext, event_id: int) -> None:
    _table, a, _b = seat(ctx, event_id)
    view = issue_penalty(
        ctx,
        event_id,
        a,
        "dq",
        override=JudgeOverride("played on under protest", disqualified=False),
    ).value
    assert (view.disqualified, view.overridden) == (False, True)
    assert status(ctx, event_id, a) == "active"
    assert "The judge overrode this" in view.explanation


def test_a_disqualification_between_games_forfeits_the_current_one(
    ctx: ServiceContext, event_id: int
) -> None:
    table, a, b = seat(ctx, event_id)
    view = issue_penalty(ctx, event_id, b, "disqualification", infraction="cheating").value
    assert view.disqualified and view.table == table
    match = get_round(ctx, event_id, 1).matches[0]
    assert (match.winner, match.result) == (a, "FORFEIT")


def test_bad_penalty_requests_are_refused_plainly(ctx: ServiceContext, event_id: int) -> None:
    table, a, _b = seat(ctx, event_id)
    with pytest.raises(InvalidInput, match="unknown penalty"):
        issue_penalty(ctx, event_id, a, "yellow card")
    with pytest.raises(InvalidInput, match="both the round and the table"):
        issue_penalty(ctx, event_id, a, "renege", round_number=1)
    with pytest.raises(InvalidInput, match="not registered"):
        issue_penalty(ctx, event_id, "0099", "warning")
    with pytest.raises(InvalidInput, match=f"player {a} is not at table"):
        issue_penalty(ctx, event_id, a, "renege", round_number=1, table=table + 1)
    assert list_penalties(ctx, event_id) == []


def test_the_penalty_report_prints_every_penalty(ctx: ServiceContext, event_id: int) -> None:
    table, a, b = seat(ctx, event_id)
    issue_penalty(ctx, event_id, a, "warning", infraction="slow play")
    issue_penalty(ctx, event_id, b, "renege", round_number=1, table=table)
    pdf = print_document(ctx, event_id, "penalties")
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert "slow play" in text and a in text and b in text

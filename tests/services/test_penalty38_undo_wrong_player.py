"""A penalty given to the wrong player, taken back from the Log page once play has moved on."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty, list_penalties
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.services.undo import undo_entry
from tests.helpers.events import paired_cup


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    return paired_cup(ctx, ("Ada", "Bo", "Cy", "Di"), rounds=3)


def finish_round(ctx: ServiceContext, event_id: int, number: int) -> None:
    for match in get_round(ctx, event_id, number).matches:
        if match.result is None:
            report_result(ctx, event_id, number, match.table, winner=match.a)


def log_id(ctx: ServiceContext, event_id: int, says: str) -> int:
    """The Log page's row that says ``says``."""
    return next(e.id for e in event_log(ctx, event_id) if says in str(e.said))


def test_a_warning_to_the_wrong_player_is_undone_after_the_next_round_is_paired(
    ctx: ServiceContext, event_id: int
) -> None:
    wrong = get_round(ctx, event_id, 1).matches[0].a
    issue_penalty(ctx, event_id, wrong, "warning", infraction="stalling")
    finish_round(ctx, event_id, 1)
    pair_next_round(ctx, event_id)
    undo_entry(ctx, event_id, log_id(ctx, event_id, f"warning for {wrong}"))
    assert list_penalties(ctx, event_id) == []
    assert get_round(ctx, event_id, 2).matches, "round 2 stays paired"


def test_a_game_loss_is_not_undone_under_a_round_paired_from_its_result(
    ctx: ServiceContext, event_id: int
) -> None:
    match = get_round(ctx, event_id, 1).matches[0]
    issue_penalty(ctx, event_id, match.a, "game_loss", round_number=1, table=match.table)
    finish_round(ctx, event_id, 1)
    pair_next_round(ctx, event_id)
    with pytest.raises(RefusedAction, match="paired round 2"):
        undo_entry(ctx, event_id, log_id(ctx, event_id, f"game loss for {match.a}"))
    assert [p.kind for p in list_penalties(ctx, event_id)] == ["game_loss"]


def test_a_warning_is_not_undone_under_a_later_penalty_of_the_same_player(
    ctx: ServiceContext, event_id: int
) -> None:
    player = get_round(ctx, event_id, 1).matches[0].a
    issue_penalty(ctx, event_id, player, "warning", infraction="stalling")
    issue_penalty(ctx, event_id, player, "warning", infraction="coaching")
    with pytest.raises(RefusedAction, match="coaching"):
        undo_entry(ctx, event_id, log_id(ctx, event_id, "warned for stalling"))

"""Both players of a Swiss game penalised with its loss (two game losses, two
disqualifications): neither wins it; the game is a double loss, not a win for whoever was
penalised first."""

from __future__ import annotations

import pytest

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.rounds import get_round, standings
from opl_tournament.services.undo import undo_last
from tests.helpers.events import paired_cup


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    return paired_cup(ctx, ("Ada", "Bo", "Cy", "Di"), rounds=3)


@pytest.mark.parametrize("kind", ["game_loss", "disqualification"])
def test_a_game_both_players_lose_by_penalty_is_a_double_loss(
    ctx: ServiceContext, event_id: int, kind: str
) -> None:
    match = get_round(ctx, event_id, 1).matches[0]
    assert match.b is not None
    issue_penalty(ctx, event_id, match.a, kind, round_number=1, table=match.table)
    assert get_round(ctx, event_id, 1).matches[0].winner == match.b
    issue_penalty(ctx, event_id, match.b, kind, round_number=1, table=match.table)
    after = get_round(ctx, event_id, 1).matches[0]
    assert (after.winner, after.result) == (None, "DOUBLE_LOSS")
    points = {row.number: row.points for row in standings(ctx, event_id).standings.rows}
    assert (points[match.a], points[match.b]) == (0, 0)
    undo_last(ctx, event_id)
    back = get_round(ctx, event_id, 1).matches[0]
    assert (back.winner, back.result) == (match.b, "FORFEIT"), "undo takes back the second only"

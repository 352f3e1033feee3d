"""A disqualification (or a Declaration of Forfeiture) given without naming the game forfeits
the player's game in play; the penalty's record says so, as the round's result shows."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty, list_penalties
from opl_tournament.services.rounds import get_round, report_result
from tests.helpers.events import paired_cup


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    return paired_cup(ctx, ("Ada", "Bo", "Cy", "Di"), rounds=3)


@pytest.mark.parametrize(
    ("kind", "scope", "disqualified"),
    [("disqualification", None, True), ("dof", None, True), ("dof", "game", False)],
)
def test_the_game_in_play_is_forfeited_and_said_to_be(
    ctx: ServiceContext, event_id: int, kind: str, scope: str | None, disqualified: bool
) -> None:
    match = get_round(ctx, event_id, 1).matches[0]
    view = issue_penalty(ctx, event_id, match.a, kind, scope=scope, infraction="cheating").value
    assert (view.disqualified, view.game_forfeited) == (disqualified, True)
    assert "forfeits the current game" in view.explanation
    after = get_round(ctx, event_id, 1).matches[0]
    assert (after.winner, after.result) == (match.b, "FORFEIT")
    assert [p.game_forfeited for p in list_penalties(ctx, event_id)] == [True]


def test_a_game_only_forfeiture_with_no_game_in_play_asks_for_the_game(
    ctx: ServiceContext, event_id: int
) -> None:
    for match in get_round(ctx, event_id, 1).matches:
        report_result(ctx, event_id, 1, match.table, winner=match.a)
    player = get_round(ctx, event_id, 1).matches[0].a
    with pytest.raises(InvalidInput, match="no game in play: give the round and table"):
        issue_penalty(ctx, event_id, player, "dof", scope="game")
    assert list_penalties(ctx, event_id) == []
    view = issue_penalty(ctx, event_id, player, "disqualification").value
    assert view.disqualified and not view.game_forfeited and (view.round, view.table) == (1, None)

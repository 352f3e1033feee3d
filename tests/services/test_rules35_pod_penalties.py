"""A game loss in a pod event: the judge records it without a round or table (as the refusal
of a round and table tells them to); it names the pod the player is playing, and a player with
no pod in play is refused with a message saying so."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty, list_penalties
from opl_tournament.services.rounds import list_rounds, pair_next_round, report_result
from opl_tournament.storage import Database
from tests.helpers.events import new_event, paired_cup, pod_settings


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    return ServiceContext(database)


def test_a_game_loss_in_a_pod_is_recorded_with_its_pod(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, pod_settings("Pods", seed=3), players=8)
    pair_next_round(ctx, event_id)
    with pytest.raises(RefusedAction, match="record it without them"):
        issue_penalty(ctx, event_id, "0001", "game_loss", round_number=1, table=1)
    pods = list_rounds(ctx, event_id)[0].pods
    pod = next(p for p in pods if "0001" in {s.number for s in p.seats})
    view = issue_penalty(ctx, event_id, "0001", "game_loss", infraction="marked cards").value
    assert view.game_forfeited and not view.disqualified
    assert (view.round, view.table) == (1, pod.table)
    assert [p.kind for p in list_penalties(ctx, event_id)] == ["game_loss"]
    with pytest.raises(RefusedAction, match="already forfeited"):
        issue_penalty(ctx, event_id, "0001", "game_loss")
    warned = issue_penalty(ctx, event_id, "0001", "warning", infraction="slow play").value
    assert (warned.round, warned.table) == (1, None), "a warning does nothing to the pod"
    forfeit = issue_penalty(ctx, event_id, "0004", "dof", scope="game").value
    assert forfeit.game_forfeited and not forfeit.disqualified
    for played in list_rounds(ctx, event_id)[0].pods:
        report_result(ctx, event_id, 1, played.table, winner=played.seats[-1].number)
    with pytest.raises(InvalidInput, match="no pod still playing"):
        issue_penalty(ctx, event_id, "0002", "game_loss")


def test_a_head_to_head_renege_without_its_game_asks_for_the_round_and_table(
    ctx: ServiceContext,
) -> None:
    event_id = paired_cup(ctx, ("Ada", "Bo", "Cy", "Di"), rounds=3)
    for kind in ("renege", "game_loss"):
        with pytest.raises(InvalidInput, match="needs the round and table") as refused:
            issue_penalty(ctx, event_id, "0001", kind)
        assert refused.value.field == "table"
    assert list_penalties(ctx, event_id) == []

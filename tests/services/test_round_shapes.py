"""Head-to-head and pod rounds go through the same service functions: pair, report one table,
report a file, list, unpair, standings, and the same refusals in the same words."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import EventSettings
from opl_tournament.domain.pairing.records import RoundStage, RoundStatus
from opl_tournament.services import rounds
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event, get_event
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.player_view import pairings_document
from opl_tournament.services.round_shapes import shape_of
from opl_tournament.services.round_shapes.base import TableKind
from opl_tournament.storage import Database
from tests.helpers.events import numbered, pod_settings, register_names

SHAPES = {
    "head-to-head": (EventSettings(name="Duel", seed=5, swiss_rounds=3), 6),
    "pods": (pod_settings("Pods", seed=5, swiss_rounds=3), 8),
}


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    """The program's own actor and clock, on the shared test database."""
    return ServiceContext(database)


def _event(ctx: ServiceContext, shape: str) -> int:
    settings, players = SHAPES[shape]
    event_id = create_event(ctx, settings).id
    register_names(ctx, event_id, numbered("Player", players))
    return event_id


def _first_player(table: rounds.MatchView | rounds.PodView) -> str:
    return table.players[0]


@pytest.mark.parametrize("shape", SHAPES)
def test_both_shapes_pair_report_list_and_unpair_through_the_same_functions(
    ctx: ServiceContext, shape: str, tmp_path: Path
) -> None:
    event_id = _event(ctx, shape)
    kind = shape_of(get_event(ctx, event_id)).kind
    assert kind is (TableKind.PODS if shape == "pods" else TableKind.HEAD_TO_HEAD)
    view = rounds.pair_next_round(ctx, event_id).value
    expected_stage = RoundStage.PODS if shape == "pods" else RoundStage.SWISS
    assert (view.number, view.stage, view.status) == (1, expected_stage, RoundStatus.PAIRED)
    first, *rest = [t for t in view.tables if not t.is_bye]
    assert rest, "at least two tables to report"

    reported = rounds.report_result(
        ctx, event_id, 1, first.table, winner=_first_player(first)
    ).value
    assert reported.reported and reported.table == first.table
    noun = "pod" if shape == "pods" else "table"
    with pytest.raises(RefusedAction, match=rf"round 1, {noun} \d+ already has a result"):
        rounds.report_result(ctx, event_id, 1, first.table, winner=_first_player(first))
    with pytest.raises(RefusedAction, match=f"round 1 still has no result at {noun}"):
        rounds.pair_next_round(ctx, event_id)

    results = tmp_path / "results.csv"
    rows = "".join(f"{t.table},{_first_player(t)}\n" for t in rest)
    results.write_text("table,winner\n" + rows, encoding="utf-8")
    from_file = rounds.report_results_file(ctx, event_id, 1, results).value.reported
    assert [t.table for t in from_file] == [t.table for t in rest]
    assert all(t.reported for t in from_file)
    assert rounds.get_round(ctx, event_id, 1).status is RoundStatus.COMPLETE

    with pytest.raises(RefusedAction, match=f"round 1 already has results at {noun}"):
        rounds.unpair_last_round(ctx, event_id)
    second = rounds.pair_next_round(ctx, event_id).value
    assert [r.number for r in rounds.list_rounds(ctx, event_id)] == [1, 2]
    assert rounds.unpair_last_round(ctx, event_id, expected=second).value == 2
    assert [r.number for r in rounds.list_rounds(ctx, event_id)] == [1]

    table = rounds.standings(ctx, event_id)
    assert isinstance(table, rounds.PodStandingsView if shape == "pods" else rounds.StandingsView)
    assert table.round == 1 and table.to_json()["round"] == 1


@pytest.mark.parametrize("shape", SHAPES)
def test_a_round_that_does_not_exist_is_refused_in_the_same_words(
    ctx: ServiceContext, shape: str
) -> None:
    event_id = _event(ctx, shape)
    with pytest.raises(InvalidInput, match="there is no round 1: no round has been paired yet"):
        rounds.get_round(ctx, event_id, 1)
    rounds.pair_next_round(ctx, event_id)
    for refused in (
        lambda: rounds.get_round(ctx, event_id, 4),
        lambda: rounds.report_result(ctx, event_id, 4, 1, winner="0001"),
        lambda: rounds.standings(ctx, event_id, 4),
    ):
        with pytest.raises(InvalidInput, match=r"^field 'ROUND': there is no round 4 \(rounds "):
            refused()


def test_each_shape_refuses_the_other_shapes_result(ctx: ServiceContext) -> None:
    duel, pods = _event(ctx, "head-to-head"), _event(ctx, "pods")
    rounds.pair_next_round(ctx, duel)
    rounds.pair_next_round(ctx, pods)
    with pytest.raises(InvalidInput, match="--placing is for pod events"):
        rounds.report_result(ctx, duel, 1, 1, placings={"0001": 1})
    with pytest.raises(InvalidInput, match="a pod's result is given with --winner"):
        rounds.report_result(ctx, pods, 1, 1, double_loss=True)


@pytest.mark.parametrize("shape", SHAPES)
def test_each_shape_names_its_tables_in_json_and_says_if_a_penalty_names_a_table(
    ctx: ServiceContext, shape: str
) -> None:
    event_id = _event(ctx, shape)
    table_shape = shape_of(get_event(ctx, event_id))
    assert pairings_document(ctx, event_id) == {"round": None, table_shape.tables_key: []}
    view = rounds.pair_next_round(ctx, event_id).value
    assert list(view.to_json()) == ["round", table_shape.tables_key]
    assert table_shape.penalty_names_table is (shape != "pods")
    table = view.tables[0]

    def penalty_in_the_game() -> object:
        return issue_penalty(
            ctx, event_id, table.players[0], "warning", round_number=1, table=table.table
        ).value

    if table_shape.penalty_names_table:
        penalty_in_the_game()
    else:
        with pytest.raises(RefusedAction, match="names no round or table"):
            penalty_in_the_game()

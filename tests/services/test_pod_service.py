"""Pod events in the services: teams from a CSV, undo of seatings and results, finishing."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event, finish_event, left_to_play
from opl_tournament.services.player_import import parse_player_csv, register_many
from opl_tournament.services.registration import Entrant, list_registrations, register_player
from opl_tournament.services.rounds import (
    list_rounds as list_pod_rounds,
)
from opl_tournament.services.rounds import (
    pair_next_round as pair_next_pod_round,
)
from opl_tournament.services.rounds import (
    report_result as report_pod,
)
from opl_tournament.services.rounds import (
    standings as pod_event_standings,
)
from opl_tournament.services.rounds import (
    unpair_last_round as unpair_last_pod_round,
)
from opl_tournament.services.teams import set_team
from opl_tournament.services.undo import undo_last
from opl_tournament.storage import Database
from tests.helpers.events import pod_settings, register_names

FRENCH = words(Language.FRENCH, Catalog.MESSAGES)
BOTH_BACKENDS = True  # pods are seated and scored on a venue server too (tests/conftest.py)


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    """The program's own actor and clock, on the shared test database."""
    return ServiceContext(database)


def _event(ctx: ServiceContext, pods: str = "free-for-all", rounds: int | None = None) -> int:
    return create_event(ctx, pod_settings("Pods", pods=pods, seed=3, swiss_rounds=rounds)).id


def _players(ctx: ServiceContext, event_id: int, count: int) -> None:
    register_names(ctx, event_id, [f"P{i}" for i in range(1, count + 1)])


def test_teams_come_from_the_registration_csv_and_a_third_member_is_refused(
    ctx: ServiceContext,
) -> None:
    event_id = _event(ctx, "2v2")
    good = b"name,team\nAda,Red\nBo,Red\nCy,Blue\nDi,Blue\n"
    register_many(ctx, event_id, parse_player_csv(good, "teams.csv"), source="teams.csv")
    assert {r.player.name: r.team for r in list_registrations(ctx, event_id)} == {
        "Ada": "Red",
        "Bo": "Red",
        "Cy": "Blue",
        "Di": "Blue",
    }
    bad = b"name,team\nEve,Green\nFay,Red\n"
    with pytest.raises(RefusedAction, match=r"teams2.csv, line 3: team 'Red' already has two"):
        register_many(ctx, event_id, parse_player_csv(bad, "teams2.csv"), source="teams2.csv")
    assert len(list_registrations(ctx, event_id)) == 4, "nothing of the refused file was saved"
    set_team(ctx, event_id, "0001", "Green")
    undo_last(ctx, event_id)
    assert list_registrations(ctx, event_id)[0].team == "Red"


def test_seating_results_and_their_undo(ctx: ServiceContext) -> None:
    event_id = _event(ctx, rounds=2)
    _players(ctx, event_id, 7)
    seated = pair_next_pod_round(ctx, event_id).value
    with pytest.raises(RefusedAction, match="still has no result at pod"):
        finish_event(ctx, event_id)
    first = seated.pods[0]
    report_pod(ctx, event_id, 1, 1, winner=first.seats[0].number)
    report_pod(ctx, event_id, 1, 2, placings={s.number: 1 for s in seated.pods[1].seats})
    assert list_pod_rounds(ctx, event_id)[0].status == "complete"
    undone = undo_last(ctx, event_id).value
    assert undone.action == "pod.report"
    view = list_pod_rounds(ctx, event_id)[0]
    assert view.status == "paired" and not view.pods[1].reported and view.pods[0].reported
    with pytest.raises(InvalidInput, match="nobody is placed first"):
        report_pod(ctx, event_id, 1, 2, placings={s.number: 2 for s in seated.pods[1].seats})
    report_pod(ctx, event_id, 1, 2, winner=seated.pods[1].seats[2].number)
    second = pair_next_pod_round(ctx, event_id).value
    assert second.number == 2
    number = unpair_last_pod_round(ctx, event_id).value
    assert number == 2 and len(list_pod_rounds(ctx, event_id)) == 1
    undo_last(ctx, event_id)  # puts the seating of round 2 back exactly
    again = list_pod_rounds(ctx, event_id)[1]
    assert [[s.number for s in p.seats] for p in again.pods] == [
        [s.number for s in p.seats] for p in second.pods
    ]
    for pod in again.pods:
        report_pod(ctx, event_id, 2, pod.table, winner=pod.seats[-1].number)
    with pytest.raises(RefusedAction, match="all 2 rounds"):
        pair_next_pod_round(ctx, event_id)
    finish_event(ctx, event_id)
    table = pod_event_standings(ctx, event_id)
    assert sum(row.points for row in table.rows) == 4 * 3  # one winner at each of 4 pods


def test_a_late_player_joins_the_next_seating_and_a_dropped_one_leaves(
    ctx: ServiceContext,
) -> None:
    event_id = _event(ctx)
    _players(ctx, event_id, 6)
    seated = pair_next_pod_round(ctx, event_id).value
    for pod in seated.pods:
        report_pod(ctx, event_id, 1, pod.table, winner=pod.seats[0].number)
    register_player(ctx, event_id, Entrant(PlayerIdentity(name="Late")))
    from opl_tournament.services.registration import drop_player

    drop_player(ctx, event_id, "0002")
    second = pair_next_pod_round(ctx, event_id).value
    seated_now = {s.number for p in second.pods for s in p.seats}
    assert "0007" in seated_now and "0002" not in seated_now and len(seated_now) == 6
    rows = {r.number: r for r in pod_event_standings(ctx, event_id).rows}
    assert rows["0002"].dropped and rows["0007"].wins + rows["0007"].losses == 0


def test_penalties_in_a_pod_event(ctx: ServiceContext) -> None:
    from opl_tournament.services.penalties import issue_penalty

    event_id = _event(ctx)
    _players(ctx, event_id, 7)
    pair_next_pod_round(ctx, event_id)
    with pytest.raises(RefusedAction, match="names no round or table"):
        issue_penalty(ctx, event_id, "0001", "game_loss", round_number=1, table=1)
    issue_penalty(ctx, event_id, "0002", "warning", infraction="slow play")
    disqualified = issue_penalty(
        ctx, event_id, "0003", "disqualification", infraction="cheating"
    ).value
    assert disqualified.disqualified
    for pod in list_pod_rounds(ctx, event_id)[0].pods:
        report_pod(ctx, event_id, 1, pod.table, winner=pod.seats[0].number)
    seated = {s.number for p in pair_next_pod_round(ctx, event_id).value.pods for s in p.seats}
    assert "0003" not in seated and "0002" in seated


def test_finishing_a_pod_event_early_names_the_rounds_left(ctx: ServiceContext) -> None:
    event_id = _event(ctx, rounds=3)
    _players(ctx, event_id, 8)
    seated = pair_next_pod_round(ctx, event_id).value
    for pod in seated.pods:
        report_pod(ctx, event_id, 1, pod.table, winner=pod.seats[0].number)
    left = left_to_play(ctx, event_id)
    assert str(left) == "2 rounds are still to play"
    assert left is not None and FRENCH.say(left) == "il reste à jouer 2 rondes"
    for pod in pair_next_pod_round(ctx, event_id).value.pods:
        report_pod(ctx, event_id, 2, pod.table, winner=pod.seats[0].number)
    left = left_to_play(ctx, event_id)
    assert str(left) == "1 round is still to play"
    assert left is not None and FRENCH.say(left) == "il reste à jouer 1 ronde"

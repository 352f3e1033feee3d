"""Elimination events through the services: bracket ids stored, corrections locked, placings."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event, get_event
from opl_tournament.services.rounds import (
    pair_next_round,
    report_result,
    standings,
)
from tests.helpers.events import new_event, report_round

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


def test_a_swiss_with_a_top_4_cut_runs_to_placings(ctx: ServiceContext) -> None:
    settings = EventSettings(
        name="Saturday", format=EventFormat.COMBINATION, swiss_rounds=3, cut_size=4, seed=5
    )
    event_id = new_event(ctx, players=8, settings=settings)
    for _ in range(3):
        view = pair_next_round(ctx, event_id).value
        assert view.stage == "swiss"
        report_round(ctx, event_id, view)
    swiss = [row.number for row in standings(ctx, event_id).standings.rows]
    semis = pair_next_round(ctx, event_id).value
    assert semis.stage == "elimination"
    assert [(m.match, m.bracket, m.a, m.b) for m in semis.matches] == [
        ("WB-R1-M1", "winners", swiss[0], swiss[3]),
        ("WB-R1-M2", "winners", swiss[1], swiss[2]),
    ]
    assert semis.to_json()["pairings"][0] == {
        "table": 1,
        "a": swiss[0],
        "b": swiss[3],
        "match": "WB-R1-M1",
        "bracket": "winners",
    }
    report_round(ctx, event_id, semis)
    final = pair_next_round(ctx, event_id).value
    with pytest.raises(RefusedAction, match="already sent a player to WB-R2-M1"):
        report_result(ctx, event_id, semis.number, 1, winner=swiss[3], correction=True)
    report_round(ctx, event_id, final)
    with pytest.raises(RefusedAction, match="is the champion"):
        pair_next_round(ctx, event_id)
    table = standings(ctx, event_id).to_json()["standings"]
    assert [row["rank"] for row in table][:4] == [1, 2, 3, 3]
    assert table[0]["number"] == min(swiss[:4])
    assert [row["number"] for row in table][4:] == swiss[4:]
    finish_event(ctx, event_id)
    assert get_event(ctx, event_id).status.value == "finished"


def test_a_final_result_may_be_corrected_while_nothing_follows_it(ctx: ServiceContext) -> None:
    event_id = new_event(
        ctx, players=4, settings=EventSettings(name="Cup", format=EventFormat.SINGLE, seed=1)
    )
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    final = pair_next_round(ctx, event_id).value
    match = final.matches[0]
    report_result(ctx, event_id, final.number, 1, winner=match.a)
    corrected = report_result(ctx, event_id, final.number, 1, winner=match.b, correction=True).value
    assert corrected.winner == match.b
    assert standings(ctx, event_id).standings.rows[0].number == match.b


def test_double_elimination_needs_a_winner_in_every_match(ctx: ServiceContext) -> None:
    event_id = new_event(
        ctx, players=4, settings=EventSettings(name="Cup", format=EventFormat.DOUBLE, seed=2)
    )
    view = pair_next_round(ctx, event_id).value
    with pytest.raises(RefusedAction, match="needs a winner"):
        report_result(ctx, event_id, 1, 1, winner=None, double_loss=True)
    report_round(ctx, event_id, view)
    second = pair_next_round(ctx, event_id).value
    assert sorted(str(m.bracket) for m in second.matches) == ["losers", "winners"]

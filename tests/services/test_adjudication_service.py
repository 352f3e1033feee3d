"""Recording a time-called game: the engine's verdict, the judge's override, the wrong table."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.services.adjudication import record_adjudication
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round
from tests.helpers.events import paired_cup

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)

FORM = Path(__file__).resolve().parents[2] / "resources" / "examples" / "time-call-form.json"


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    return paired_cup(ctx, ("Ada", "Bo"), rounds=1)


def form() -> dict[str, Any]:
    state: dict[str, Any] = json.loads(FORM.read_text(encoding="utf-8"))
    return state


def test_the_verdict_is_recorded_with_the_form(ctx: ServiceContext, event_id: int) -> None:
    match, verdict = record_adjudication(ctx, event_id, 1, 1, form()).value
    assert (match.winner, match.decided_by, verdict.decided_by) == (
        "0001",
        "adjudication",
        "life_points",
    )
    stored = get_round(ctx, event_id, 1).matches[0].adjudication
    assert stored is not None
    assert stored["state"] == form() and stored["steps"] and "override" not in stored


def test_level_games_wait_for_the_judge_who_may_also_overrule(
    ctx: ServiceContext, event_id: int
) -> None:
    level = copy.deepcopy(form())
    level["players"][1] = {**copy.deepcopy(level["players"][0]), "id": "0002"}
    with pytest.raises(RefusedAction, match="the judge must name the winner"):
        record_adjudication(ctx, event_id, 1, 1, level)
    assert get_round(ctx, event_id, 1).matches[0].winner is None, "nothing recorded"
    match, _verdict = record_adjudication(ctx, event_id, 1, 1, level, judge_winner="0002").value
    assert (match.winner, match.decided_by) == ("0002", "judge")
    stored = get_round(ctx, event_id, 1).matches[0].adjudication
    assert stored is not None and stored["override"]["engine"] is None


def test_a_form_for_other_players_is_refused(ctx: ServiceContext, event_id: int) -> None:
    other = form()
    other["players"][1]["id"] = "0042"
    with pytest.raises(InvalidInput, match="not the players at table 1"):
        record_adjudication(ctx, event_id, 1, 1, other)
    assert get_round(ctx, event_id, 1).matches[0].result is None

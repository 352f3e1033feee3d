"""Each write service says what it changed (``services/changes.py``): the record the window's
pages are routed by, for a few representative actions, and what an undo changed back."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from opl_tournament.domain.model import AuditEntry, EventSettings, Game
from opl_tournament.services.adjudication import JudgeMustDecide, record_adjudication
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.changes import Aspect, Changes
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.game_settings import change_game_setting
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.registration import drop_player
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.services.undo import undo_last
from tests.helpers.events import paired_cup

FORM = Path(__file__).resolve().parents[2] / "resources" / "examples" / "time-call-form.json"


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    """Four players, round 1 of 3 paired: tables 1 and 2."""
    return paired_cup(ctx, ("Ada", "Bo", "Cy", "Di"), rounds=3)


def _tables(ctx: ServiceContext, event_id: int) -> list[tuple[int, str, str | None]]:
    return [(m.table, m.a, m.b) for m in get_round(ctx, event_id, 1).matches]


def test_a_result_says_its_table_and_the_last_one_its_round(
    ctx: ServiceContext, event_id: int
) -> None:
    (first, a, _b), (second, c, _d) = _tables(ctx, event_id)
    one = report_result(ctx, event_id, 1, first, winner=a).changes
    assert one == Changes(event_id, tables=frozenset({(1, first)}))
    assert not one.touches(Aspect.ROUNDS, Aspect.PLAYERS), "the standings did not move yet"
    last = report_result(ctx, event_id, 1, second, winner=c).changes
    assert last == Changes(event_id, rounds=frozenset({1}), tables=frozenset({(1, second)}))
    corrected = report_result(ctx, event_id, 1, first, winner=_b, correction=True).changes
    assert corrected.rounds == frozenset({1}), "a complete round's correction moves standings"


def test_pairing_says_the_round_it_made(ctx: ServiceContext, event_id: int) -> None:
    for table, a, _b in _tables(ctx, event_id):
        report_result(ctx, event_id, 1, table, winner=a)
    paired = pair_next_round(ctx, event_id)
    assert paired.value.number == 2
    assert paired.changes == Changes(event_id, rounds=frozenset({2}))


def test_a_drop_says_the_players_changed(ctx: ServiceContext, event_id: int) -> None:
    dropped = drop_player(ctx, event_id, "0002")
    assert dropped.value.number == "0002"
    assert dropped.changes == Changes(event_id, players=True)


def test_a_penalty_says_what_its_consequence_touched(ctx: ServiceContext, event_id: int) -> None:
    table, a, b = _tables(ctx, event_id)[0]
    warning = issue_penalty(ctx, event_id, a, "warning").changes
    assert warning == Changes(event_id, penalties=True), "a warning leaves the games as they are"
    disqualified = issue_penalty(ctx, event_id, b, "disqualification").changes
    assert disqualified == Changes(
        event_id,
        penalties=True,
        players=True,
        rounds=frozenset({1}),
        tables=frozenset({(1, table)}),
    ), "the player is out and the current game forfeited"


def test_a_setting_says_the_event_changed(ctx: ServiceContext) -> None:
    vs = create_event(ctx, EventSettings(name="Vs", game=Game.VS_TCG))
    changed = change_game_setting(ctx, vs.id, "tcg.time.virtual_wrapup", False)
    assert changed.changes == Changes(vs.id, event=True)
    assert changed.changes.touches(Aspect.EVENT) and not changed.changes.touches(Aspect.PLAYERS)


def test_an_undo_says_what_it_took_back(ctx: ServiceContext, event_id: int) -> None:
    table, a, _b = _tables(ctx, event_id)[0]
    report_result(ctx, event_id, 1, table, winner=a)
    assert undo_last(ctx, event_id).changes == Changes(event_id, rounds=frozenset({1}))
    drop_player(ctx, event_id, "0003")
    assert undo_last(ctx, event_id).changes == Changes(event_id, players=True)


def _form() -> dict[str, Any]:
    state: dict[str, Any] = json.loads(FORM.read_text(encoding="utf-8"))
    return state


def test_a_time_called_table_is_recorded_once_with_the_one_verdict(ctx: ServiceContext) -> None:
    event_id = paired_cup(ctx, ("Ada", "Bo"), rounds=1)
    logged = len(event_log(ctx, event_id))
    recorded = record_adjudication(ctx, event_id, 1, 1, _form())
    match, verdict = recorded.value
    assert match.winner == verdict.winner == "0001"
    assert recorded.changes == Changes(event_id, rounds=frozenset({1}), tables=frozenset({(1, 1)}))
    assert len(event_log(ctx, event_id)) == logged + 1, "one action, one audit row"


def test_a_level_form_is_refused_for_the_judge_to_decide(ctx: ServiceContext) -> None:
    event_id = paired_cup(ctx, ("Ada", "Bo"), rounds=1)
    state = _form()
    first, second = state["players"]
    for key in second:
        if key != "id":
            second[key] = first[key]
    with pytest.raises(JudgeMustDecide) as refused:
        record_adjudication(ctx, event_id, 1, 1, state)
    assert str(refused.value.explanation) in refused.value.message
    assert get_round(ctx, event_id, 1).matches[0].result is None, "nothing recorded"


@pytest.mark.parametrize(
    ("action", "entity", "entity_id", "before", "expected"),
    [
        ("round.pair", "round", 4, None, Changes(7, rounds=frozenset({4}))),
        ("match.report", "match", 31, {"round": 2, "table": 5}, Changes(7, rounds=frozenset({2}))),
        ("pod.correct", "pod", 9, {"round": 3, "table": 1}, Changes(7, rounds=frozenset({3}))),
        ("player.drop", "registration", 12, {"status": "active"}, Changes(7, players=True)),
        ("penalty.issue", "penalty", 2, {}, Changes(7, penalties=True, players=True)),
        ("clock.extend", "round", 1, {}, Changes(7, clock=True)),
        ("event.setting", "event", 7, {}, Changes(7, events=True, event=True)),
        ("ratings.setting", "event", 7, {}, Changes(7, ratings=True)),
        ("match.report", "match", 31, {}, Changes.of_everything(7)),  # the log cannot say
    ],
)
def test_an_undo_of_a_logged_action_says_what_it_changed_back(
    action: str,
    entity: str,
    entity_id: int,
    before: dict[str, object],
    expected: Changes,
) -> None:
    entry = AuditEntry(0, "", "judge", action, 7, "", before, None, entity, entity_id)
    assert Changes.of_undone(entry) == expected


def test_a_record_touches_the_aspects_it_names_or_everything() -> None:
    players = Changes(7, players=True)
    assert players.touches(Aspect.PLAYERS, Aspect.ROUNDS)
    assert not players.touches(Aspect.ROUNDS, Aspect.CLOCK)
    assert Changes(7, tables=frozenset({(1, 2)})).aspects == {Aspect.TABLES}
    assert Changes.of_everything(7).touches(Aspect.RATINGS)

"""Which events are rated, and in which order: finished events only, in the order played."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.rating_import import import_rating_list
from opl_tournament.services.ratings import (
    RatingRule,
    apply_event,
    choose_rating_system,
    list_ratings,
    preview_event,
    rating_system,
    set_rating_rule,
    undo_event,
)
from opl_tournament.services.registration import Entrant
from opl_tournament.services.rounds import pair_next_round, report_result
from opl_tournament.services.rulings import search_rulings
from opl_tournament.services.undo import undo_last
from opl_tournament.storage import open_database
from tests.helpers.events import new_event, play_round

PLAYERS = [("Ada", "4512"), ("Bo", "5120"), ("Cy", "6001"), ("Di", "7002")]
ENTRANTS = [Entrant(PlayerIdentity(name=name), legion) for name, legion in PLAYERS]
RATED_CUP = EventSettings(
    name="Cup", format=EventFormat.SWISS, swiss_rounds=2, sanction_number="OPL-1"
)


def context(path: Path) -> ServiceContext:
    return ServiceContext(open_database(path), actor="Dana", clock=lambda: "2026-11-22T10:00:00")


@pytest.fixture
def ctx(tmp_path: Path) -> Iterator[ServiceContext]:
    ctx = context(tmp_path / "event.sqlite")
    yield ctx
    ctx.database.close()


def ratings(ctx: ServiceContext) -> dict[str, float]:
    return {r.number: r.rating for r in list_ratings(ctx)}


def test_an_event_with_rounds_still_to_play_is_refused(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, RATED_CUP, players=ENTRANTS, swiss_rounds=3)
    play_round(ctx, event_id)
    for action in (apply_event, preview_event):
        with pytest.raises(RefusedAction, match=r"not finished \(1 of 3 rounds played\)"):
            action(ctx, event_id)
    assert ratings(ctx) == {}
    finish_event(ctx, event_id)  # closed early by the judge: now it is rated
    assert {ch.games_in_event for ch in apply_event(ctx, event_id).value} == {1}


def test_an_event_whose_planned_rounds_are_played_is_rated(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, RATED_CUP, players=ENTRANTS, swiss_rounds=2)
    play_round(ctx, event_id)
    play_round(ctx, event_id)
    assert {ch.games_in_event for ch in apply_event(ctx, event_id).value} == {2}


def test_a_double_loss_is_not_rated(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, RATED_CUP, players=ENTRANTS, swiss_rounds=1)
    view = pair_next_round(ctx, event_id).value
    first, second = view.matches
    report_result(ctx, event_id, 1, first.table, winner=None, double_loss=True)
    report_result(ctx, event_id, 1, second.table, winner=second.a)
    rated = {ch.number for ch in apply_event(ctx, event_id).value}
    assert rated == {second.a, second.b}


def test_a_bye_from_a_disqualified_opponent_is_rated_only_by_the_events_setting(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, RATED_CUP, players=ENTRANTS, swiss_rounds=1)
    view = pair_next_round(ctx, event_id).value
    played, dq = view.matches
    report_result(ctx, event_id, 1, played.table, winner=played.a)
    report_result(ctx, event_id, 1, dq.table, winner=dq.b, result="BYE_DQ", decided_by="penalty")
    assert {ch.number for ch in preview_event(ctx, event_id)} == {played.a, played.b}
    set_rating_rule(ctx, event_id, RatingRule.DQ_BYES, True)
    rated = {ch.number: ch.score for ch in preview_event(ctx, event_id)}
    assert (rated[dq.b], rated[dq.a]) == (1.0, 0.0)
    set_rating_rule(ctx, event_id, RatingRule.DQ_BYES, False)
    assert {ch.number for ch in preview_event(ctx, event_id)} == {played.a, played.b}
    undone = undo_last(ctx, event_id).value  # the judge takes the last change of the setting back
    assert undone.action == "ratings.setting"
    assert {ch.number for ch in preview_event(ctx, event_id)} == {played.a, played.b, dq.a, dq.b}
    set_rating_rule(ctx, event_id, RatingRule.DQ_BYES, False)
    assert {ch.number for ch in apply_event(ctx, event_id).value} == {played.a, played.b}


def test_an_earlier_event_applied_later_rates_the_later_events_again(tmp_path: Path) -> None:
    def build(path: Path) -> tuple[ServiceContext, int, int]:
        ctx = context(path)
        early = new_event(ctx, RATED_CUP, players=ENTRANTS, date="2026-10-01", name="Early")
        play_round(ctx, early)
        play_round(ctx, early)
        late = new_event(ctx, RATED_CUP, players=ENTRANTS, date="2026-11-01", name="Late")
        play_round(ctx, late, winner=max)
        play_round(ctx, late, winner=max)
        return ctx, early, late

    by_date, early, late = build(tmp_path / "by-date.sqlite")
    apply_event(by_date, early)
    apply_event(by_date, late)
    out_of_order, early2, late2 = build(tmp_path / "out-of-order.sqlite")
    apply_event(out_of_order, late2)
    apply_event(out_of_order, early2)
    assert ratings(out_of_order) == pytest.approx(ratings(by_date))
    by_date.database.close()
    out_of_order.database.close()


@pytest.fixture(scope="module")
def three_events(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[int]]:
    """Three dated events among established players; Ada's floor (her highest established
    rating 2000, less 200: 1800) holds her up when she loses, so floors are in every order."""
    path = tmp_path_factory.mktemp("three") / "template.sqlite"
    ctx = context(path)
    listed = path.with_name("list.csv")
    others = "5120,Bo,1400,60\n6001,Cy,1450,60\n7002,Di,1500,60\n"
    for ada in ("2000", "1810"):
        listed.write_text(f"number,name,rating,games\n4512,Ada,{ada},40\n{others}")
        import_rating_list(ctx, listed)
    ids = []
    for day, winner in (("2026-09-01", max), ("2026-10-01", min), ("2026-11-01", max)):
        event_id = new_event(ctx, RATED_CUP, players=ENTRANTS, date=day, name=day)
        play_round(ctx, event_id, winner)
        play_round(ctx, event_id, winner)
        ids.append(event_id)
    ctx.database.close()
    return path, ids


@settings(
    max_examples=6,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(order=st.permutations([0, 1, 2]))
def test_any_order_of_applying_gives_the_ratings_of_the_dates(
    three_events: tuple[Path, list[int]], tmp_path_factory: pytest.TempPathFactory, order: list[int]
) -> None:
    template, ids = three_events
    results = []
    for sequence in (range(3), order):
        path = tmp_path_factory.mktemp("copy") / "event.sqlite"
        shutil.copy(template, path)
        ctx = context(path)
        for index in sequence:
            previewed = preview_event(ctx, ids[index])
            assert apply_event(ctx, ids[index]).value == previewed, (
                "the preview is what apply writes"
            )
        results.append(ratings(ctx))
        with ctx.read() as store:
            results.append({r.number: r.peak for r in store.ratings.current()})
        ctx.database.close()
    assert results[2] == pytest.approx(results[0])
    assert results[3] == pytest.approx(results[1])
    assert results[0]["4512"] == 1800.0, "Ada ends on her floor"


def test_the_rating_list_chooses_its_system(ctx: ServiceContext) -> None:
    assert rating_system(ctx) == "uscf"
    assert choose_rating_system(ctx, "glicko2").value == "glicko2"
    event_id = new_event(ctx, RATED_CUP, players=ENTRANTS[:2], swiss_rounds=1)
    play_round(ctx, event_id)
    changes = {ch.number: ch for ch in apply_event(ctx, event_id).value}
    assert {ch.formula for ch in changes.values()} == {"glicko2"}
    assert changes["4512"].after > 1500 > changes["5120"].after, "newcomers start at 1500"
    with pytest.raises(RefusedAction, match="already rated with glicko2"):
        choose_rating_system(ctx, "uscf")
    undo_event(ctx, event_id)
    assert choose_rating_system(ctx, "uscf").value == "uscf"


def test_the_rulings_reference_explains_the_dq_bye_setting() -> None:
    found = search_rulings("bye disqualified opponent rated")[0].ruling
    assert found.id == "floor-bye-dq-rating"
    assert "ratings dq-byes" in found.text and "not rated by default" in found.text


def test_undo_takes_back_an_apply_and_a_taking_back_like_any_other_action(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, RATED_CUP, players=ENTRANTS, swiss_rounds=2, date="2026-10-01")
    play_round(ctx, event_id)
    play_round(ctx, event_id)
    finish_event(ctx, event_id)
    applied = {ch.number: ch.after for ch in apply_event(ctx, event_id).value}
    assert undo_last(ctx, event_id).value.action == "ratings.apply"
    assert ratings(ctx) == {}
    assert apply_event(ctx, event_id).value
    undo_event(ctx, event_id)
    assert ratings(ctx) == {}
    assert undo_last(ctx, event_id).value.action == "ratings.undo"  # the ratings are back
    assert ratings(ctx) == pytest.approx(applied)
    assert undo_last(ctx, event_id).value.action == "ratings.apply"  # the second apply, in force
    assert ratings(ctx) == {}

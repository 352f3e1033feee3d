"""A rated event keeps the results and rounds it was rated with: a correction, a new round or a
change of which byes are rated is refused until its ratings are taken back, so the rating list
and the export never disagree with the event's results."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import Game
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import EventChanges, edit_event, get_event
from opl_tournament.services.exchange import export_event
from opl_tournament.services.ratings import (
    RatingRule,
    apply_event,
    list_ratings,
    preview_event,
    set_rating_rule,
    undo_event,
)
from opl_tournament.services.rounds import (
    get_round,
    list_rounds,
    pair_next_round,
    report_result,
    report_results_file,
)
from tests.helpers.events import new_event, pod_settings
from tests.helpers.rated_events import play_event


def _ratings(ctx: ServiceContext) -> dict[str, float]:
    return {r.number: r.rating for r in list_ratings(ctx)}


def _results(ctx: ServiceContext, event_id: int) -> list[tuple[int, str | None]]:
    return [(m.table, m.winner) for m in get_round(ctx, event_id, 2).matches]


def test_a_result_of_a_rated_event_is_corrected_only_once_its_ratings_are_taken_back(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    event_id = play_event(ctx)
    apply_event(ctx, event_id)
    rated, results = _ratings(ctx), _results(ctx, event_id)
    match = get_round(ctx, event_id, 2).matches[0]
    loser = match.b if match.winner == match.a else match.a
    assert loser is not None
    with pytest.raises(RefusedAction, match=r"event \d+ is rated: take its ratings back"):
        report_result(ctx, event_id, 2, match.table, winner=loser, correction=True)
    results_file = tmp_path / "round2.csv"
    results_file.write_text(f"table,winner\n{match.table},{loser}\n", encoding="utf-8")
    with pytest.raises(RefusedAction, match="before changing a result"):
        report_results_file(ctx, event_id, 2, results_file)
    assert (_ratings(ctx), _results(ctx, event_id)) == (rated, results), "nothing changed"

    undo_event(ctx, event_id)
    report_result(ctx, event_id, 2, match.table, winner=loser, correction=True)
    apply_event(ctx, event_id)
    assert _ratings(ctx)[loser] > rated[loser], "rated again with the corrected result"


def test_a_rated_event_pairs_no_further_round(ctx: ServiceContext) -> None:
    """Rated once its planned rounds were played (not closed): one more round planned after
    it was rated is not paired on top of its ratings."""
    event_id = play_event(ctx)
    apply_event(ctx, event_id)
    edit_event(ctx, event_id, EventChanges(rounds=3))
    with pytest.raises(RefusedAction, match="before pairing another round"):
        pair_next_round(ctx, event_id)
    assert len(list_rounds(ctx, event_id)) == 2


def test_which_byes_are_rated_stays_as_the_event_was_rated(ctx: ServiceContext) -> None:
    event_id = play_event(ctx)
    apply_event(ctx, event_id)
    with pytest.raises(RefusedAction, match="byes from a disqualified opponent"):
        set_rating_rule(ctx, event_id, RatingRule.DQ_BYES, True)
    undo_event(ctx, event_id)
    set_rating_rule(ctx, event_id, RatingRule.DQ_BYES, True)


def test_a_vs_system_event_has_no_rating_setting(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, game=Game.VS_TCG, sanction_number="S-1")
    with pytest.raises(RefusedAction, match="Legion ratings are for OverPower"):
        set_rating_rule(ctx, event_id, RatingRule.DQ_BYES, True)
    assert get_event(ctx, event_id).settings.policies.ratings.rate_dq_byes is None


def test_a_rated_event_keeps_its_date_and_its_sanction(ctx: ServiceContext) -> None:
    """Events are rated in date order: moving a rated event past a later rated one, then rating
    an event dated between them, wiped a player of the later event off the rating list."""
    event_id = play_event(ctx)
    edit_event(ctx, event_id, EventChanges(date="2026-11-01"))
    apply_event(ctx, event_id)
    rated = _ratings(ctx)
    with pytest.raises(RefusedAction, match="before changing its date"):
        edit_event(ctx, event_id, EventChanges(date="2026-11-15"))
    with pytest.raises(RefusedAction, match="before taking away its sanction number"):
        edit_event(ctx, event_id, EventChanges(sanction=""))
    edit_event(ctx, event_id, EventChanges(sanction="OPL-2", name="Cup 2"))  # a typo, fixed
    assert get_event(ctx, event_id).settings.date == "2026-11-01"
    assert _ratings(ctx) == rated
    undo_event(ctx, event_id)
    edit_event(ctx, event_id, EventChanges(date="2026-11-15"))


def test_a_vs_system_pod_event_is_refused_for_its_game(ctx: ServiceContext, tmp_path: Path) -> None:
    """Not "this works only for head-to-head events": the reason is the game."""
    event_id = new_event(ctx, pod_settings("Pods", sanction_number="S-1"), players=6)
    with pytest.raises(RefusedAction, match=r"Vs\. System 2PCG event: Legion ratings are for"):
        preview_event(ctx, event_id)
    with pytest.raises(RefusedAction, match="Legion ratings are for OverPower"):
        apply_event(ctx, event_id)
    with pytest.raises(RefusedAction, match="the Global Rating Service takes OverPower"):
        export_event(ctx, event_id, tmp_path / "x")

"""A bracket bye after the opponent's disqualification between rounds is rated as a win over
that opponent when the event says so (``ratings dq-byes EVENT rated``), and the export says
whom it was against and that it counts."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from opl_tournament.domain.model import (
    EventFormat,
    EventSettings,
    Official,
    OfficialRole,
    PlayerIdentity,
)
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.exchange import export_event
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.ratings import RatingRule, preview_event, set_rating_rule
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import pair_next_round, report_result


def _bracket_with_a_dq(ctx: ServiceContext) -> tuple[int, str, str]:
    """Four players, single elimination; a round-1 winner disqualified before round 2:
    (event, the player given the bye, the disqualified player)."""
    event = create_event(
        ctx,
        EventSettings(
            name="Ladder", format=EventFormat.SINGLE, sanction_number="S-9", date="2026-11-01"
        ),
        (Official("Jo", OfficialRole.JUDGE, "1234"),),
    )
    for name, legion in (("Ada", "11"), ("Bo", "12"), ("Cy", "13"), ("Di", "14")):
        register_player(ctx, event.id, Entrant(PlayerIdentity(name=name), legion))
    first = pair_next_round(ctx, event.id).value
    winners = [min(m.a, m.b or m.a) for m in first.matches]
    for m, winner in zip(first.matches, winners, strict=True):
        report_result(ctx, event.id, 1, m.table, winner=winner)
    issue_penalty(ctx, event.id, winners[1], "disqualification", infraction="marked cards")
    final = pair_next_round(ctx, event.id).value.matches[0]
    assert (final.a, final.b, final.result) == (winners[0], None, "BYE_DQ")
    return event.id, winners[0], winners[1]


def _rows(folder: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO((folder / "results.csv").read_text("utf-8"))))


def test_the_dq_bye_setting_rates_a_bracket_bye_against_the_disqualified_player(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    event_id, winner, gone = _bracket_with_a_dq(ctx)
    games = {ch.number: (ch.games_in_event, ch.score) for ch in preview_event(ctx, event_id)}
    assert (games[winner], games[gone]) == ((1, 1.0), (1, 1.0)), "not rated by default"
    export_event(ctx, event_id, tmp_path / "a")
    final = [r for r in _rows(tmp_path / "a") if r["round"] == "2"]
    assert [(r["player"], r["opponent"], r["result"], r["rated"]) for r in final] == [
        (winner, gone, "BYE-DQ", "no")
    ], "the disqualified player did not play round 2"

    set_rating_rule(ctx, event_id, RatingRule.DQ_BYES, True)
    games = {ch.number: (ch.games_in_event, ch.score) for ch in preview_event(ctx, event_id)}
    assert (games[winner], games[gone]) == ((2, 2.0), (2, 1.0)), "a win over the DQ'd player"
    export_event(ctx, event_id, tmp_path / "b")
    final = [r for r in _rows(tmp_path / "b") if r["round"] == "2"]
    assert [(r["player"], r["opponent"], r["result"], r["record"], r["rated"]) for r in final] == [
        (winner, gone, "BYE-DQ", "2-0", "yes"),
        (gone, winner, "L", "1-1", "yes"),
    ], "the rated loss is on the disqualified player's row, as players.csv counts it"

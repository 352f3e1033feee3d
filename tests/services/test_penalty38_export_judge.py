"""The rating service's ``penalties.csv`` names the official who gave each penalty as the printed
penalty report does (the event's head judge for a station not named for an official), not the
station's name."""

from __future__ import annotations

from pathlib import Path

from opl_tournament.domain.model import EventFormat, Official, OfficialRole
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.exchange import export_event, read_export
from opl_tournament.services.penalties import issue_penalty, list_penalties
from opl_tournament.services.rounds import pair_next_round, report_result
from tests.helpers.events import new_event, spring_open

JUDGE = Official("Jo Judge", OfficialRole.JUDGE, "1234")


def test_the_export_names_the_official_the_report_prints(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    settings = spring_open(
        format=EventFormat.SWISS, sanction_number="OPL-9", date="2026-11-21", swiss_rounds=1
    )
    event_id = new_event(ctx, settings, players=4, officials=(JUDGE,))
    first, second = pair_next_round(ctx, event_id).value.matches
    issue_penalty(ctx, event_id, first.a, "game_loss", round_number=1, table=first.table)
    report_result(ctx, event_id, 1, second.table, winner=second.a)
    finish_event(ctx, event_id)
    export_event(ctx, event_id, tmp_path / "bundle")
    (row,) = read_export(tmp_path / "bundle").penalties
    (printed,) = list_penalties(ctx, event_id)
    assert ctx.actor != "Jo Judge"
    assert row["judge"] == printed.official == "Jo Judge"

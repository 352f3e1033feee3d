"""Two penalties refused before anything is written: one with no player's number (it said
"player  is not registered in this event"), and one on a finished event (it was recorded, moved
nobody's final standing in the judge's view, and could not be undone)."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.undo import undo_last
from tests.cli.in_process import Cli
from tests.helpers.digest import database_digest
from tests.helpers.events import new_event, play_round


def test_a_penalty_without_a_player_number_asks_for_it(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=1)
    before = database_digest(ctx)

    with pytest.raises(InvalidInput) as refused:
        issue_penalty(ctx, event_id, "  ", "warning", infraction="slow play")

    assert refused.value.field == "player"
    assert "give the penalised player's number" in str(refused.value)
    assert database_digest(ctx) == before


def test_no_penalty_on_a_finished_event_until_it_is_reopened(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=1)
    play_round(ctx, event_id)
    finish_event(ctx, event_id)
    before = database_digest(ctx)

    with pytest.raises(RefusedAction, match="is finished: no penalty can be recorded now"):
        issue_penalty(ctx, event_id, "0001", "disqualification", infraction="cheating")
    assert database_digest(ctx) == before

    assert undo_last(ctx, event_id).value.action == "event.finish"  # the judge reopens it
    given = issue_penalty(ctx, event_id, "0001", "disqualification", infraction="cheating")
    assert given.value.number == "0001"


def test_the_command_line_asks_for_the_number_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Club Night", "--format", "swiss")[0] == 0
    assert cli("player", "add", "1", "Ann")[0] == 0

    code, _out, err = cli("penalty", "add", "1", "", "warning")

    assert code == 1
    assert err.count("\n") == 1 and "give the penalised player's number" in err

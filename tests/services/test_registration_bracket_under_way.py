"""A player who arrives once an elimination bracket is under way has no place in it: the bracket
is drawn once, so the entry is refused (it was accepted, never paired, and ranked on a loss never
played). Late entries still join a Swiss event, and a Swiss-then-cut event before its cut."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import pair_next_round
from tests.cli.in_process import Cli
from tests.helpers.digest import database_digest
from tests.helpers.events import new_event, play_round, spring_open

LATER = Entrant(PlayerIdentity(name="Later"))


@pytest.mark.parametrize("event_format", [EventFormat.SINGLE, EventFormat.DOUBLE])
def test_no_entry_once_an_elimination_bracket_is_paired(
    ctx: ServiceContext, event_format: EventFormat
) -> None:
    event_id = new_event(ctx, EventSettings(name="Knockout", format=event_format), players=4)
    register_player(ctx, event_id, Entrant(PlayerIdentity(name="On time")))  # before round 1
    pair_next_round(ctx, event_id)
    before = database_digest(ctx)

    with pytest.raises(RefusedAction, match=r"elimination bracket is under way \(round 1\)"):
        register_player(ctx, event_id, LATER)

    assert database_digest(ctx) == before


def test_a_swiss_then_cut_event_takes_late_entries_until_its_cut(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, spring_open(swiss_rounds=1, cut_size=4), players=6)
    play_round(ctx, event_id)
    register_player(ctx, event_id, Entrant(PlayerIdentity(name="In time for round 2")))

    pair_next_round(ctx, event_id)  # round 2: the cut's first round

    with pytest.raises(RefusedAction, match=r"elimination bracket is under way \(round 2\)"):
        register_player(ctx, event_id, LATER)


def test_the_command_line_refuses_the_entry_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Knockout", "--format", "single")[0] == 0
    for name in ("Ann", "Bob", "Cy", "Di"):
        assert cli("player", "add", "1", name)[0] == 0
    assert cli("pair", "1")[0] == 0

    code, _out, err = cli("player", "add", "1", "Later")

    assert code == 1
    assert err.strip().endswith(
        "event 1's elimination bracket is under way (round 1); no more players can enter"
    )
    assert "Traceback" not in err

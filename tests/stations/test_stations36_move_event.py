"""An event moved from a station's file to the venue server and back, as a judge does it with
`backup restore FILE --db URL` and `backup create --db URL`: nothing lost on the way, the same
numbers, the same audit log (plus the restore's own line)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.registration import drop_player
from opl_tournament.services.undo import undo_last
from opl_tournament.storage import open_database
from tests.helpers.events import new_event, play_round
from tests.stations.conftest import Opl

pytestmark = pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)


def played_file(path: Path) -> int:
    """Nine players, a round played, a drop, a warning, a second round with its last result
    taken back."""
    database = open_database(path, create=True)
    try:
        ctx = ServiceContext(database, actor="Dana")
        event = new_event(ctx, name="Spring Open", players=9, swiss_rounds=3)
        play_round(ctx, event)
        drop_player(ctx, event, "0003")
        issue_penalty(ctx, event, "0001", "warning", infraction="slow play")
        play_round(ctx, event)
        undo_last(ctx, event)
    finally:
        database.close()
    return event


def documents(opl: Opl, where: str, event: int) -> dict[str, object]:
    found: dict[str, object] = {}
    for name, command in (
        ("standings", ["standings", str(event)]),
        ("players", ["player", "list", str(event)]),
        ("rounds", ["rounds", str(event)]),
        ("penalties", ["penalty", "list", str(event)]),
    ):
        done = opl(*command, "--db", where, "--json")
        assert done.returncode == 0, done.stderr
        found[name] = json.loads(done.stdout)
    return found


def kept_log(ctx: ServiceContext, event: int) -> list[tuple[object, ...]]:
    return [
        (e.at, e.actor, e.action, e.summary, e.before, e.after, e.undone)
        for e in event_log(ctx, event)
        if e.action != "backup.restore"
    ]


def test_an_event_goes_to_the_server_and_back_whole(
    ctx: ServiceContext, database_location: str, tmp_path: Path, opl: Opl
) -> None:
    laptop = tmp_path / "laptop.sqlite"
    event = played_file(laptop)
    before = documents(opl, str(laptop), event)
    with_laptop = open_database(laptop)
    try:
        log_before = kept_log(ServiceContext(with_laptop), event)
    finally:
        with_laptop.close()

    moved = opl("backup", "restore", str(laptop), "--db", database_location, "--yes")
    assert moved.returncode == 0, moved.stderr
    assert documents(opl, database_location, event) == before
    assert kept_log(ctx, event) == log_before
    assert [e.action for e in event_log(ctx, event)][-1] == "backup.restore"

    taken = opl("backup", "create", "--db", database_location, "--json")
    assert taken.returncode == 0, taken.stderr
    back = tmp_path / "back.sqlite"
    shutil.copyfile(json.loads(taken.stdout)["path"], back)
    assert documents(opl, str(back), event) == before
    with_back = open_database(back)
    try:
        assert kept_log(ServiceContext(with_back), event) == log_before
    finally:
        with_back.close()

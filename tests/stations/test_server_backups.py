"""Backups of a venue server: snapshots the program writes itself, listed, shown and restored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from opl_tournament.cli import run
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services import backups
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, list_registrations, register_player
from opl_tournament.services.rounds import get_round, list_rounds, pair_next_round, report_result
from opl_tournament.storage import Database, DatabaseUnreachable
from opl_tournament.storage.db import make_engine
from tests.helpers.ports import free_port

pytestmark = pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = run(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_server_event_is_snapshotted_each_round_and_restored_from_the_command_line(
    ctx: ServiceContext, database_location: str, capsys: pytest.CaptureFixture[str]
) -> None:
    event = create_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS, swiss_rounds=3))
    for name in ("Ada", "Bo", "Cy", "Di"):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=name)))
    first = pair_next_round(ctx, event.id).value
    start = [s for s in backups.list_snapshots(ctx) if s.label == f"event{event.id}-round1-start"]
    assert len(start) == 1  # the automatic snapshot at the round's start
    for match in first.matches:
        report_result(ctx, event.id, 1, match.table, winner=match.a)

    code, out, err = cli(capsys, "backup", "create", "--db", database_location, "--json")
    assert code == 0, err
    taken = Path(json.loads(out)["path"])
    code, out, _ = cli(capsys, "backup", "show", str(taken), "--json")
    shown = json.loads(out)["events"][0]
    assert (shown["name"], shown["players"], shown["results"]) == ("Cup", 4, 2)
    code, out, _ = cli(capsys, "backup", "list", "--db", database_location, "--json")
    assert str(taken) in [s["path"] for s in json.loads(out)["snapshots"]]
    assert "password" not in out and ctx.database.engine.url.password not in out

    pair_next_round(ctx, event.id)  # round 2, then back to the start of round 1
    code, out, err = cli(
        capsys, "backup", "restore", str(start[0].path), "--db", database_location, "--yes"
    )
    assert code == 0, err
    assert "the state it replaced is kept in" in out
    assert [r.number for r in list_rounds(ctx, event.id)] == [1]
    assert all(m.result is None for m in get_round(ctx, event.id, 1).matches)
    # the event's log is as it was at round 1's start, then the restore itself is logged
    assert [e.action for e in event_log(ctx, event.id)][-2:] == ["round.pair", "backup.restore"]
    register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name="Late")))  # ids go on
    assert len(list_registrations(ctx, event.id)) == 5


def test_a_lost_server_says_so_plainly_and_leaves_no_half_written_snapshot(
    ctx: ServiceContext, database_location: str
) -> None:
    server = database_location.split("@")[1].split("/", maxsplit=1)[0]
    dead = database_location.replace(server, f"127.0.0.1:{free_port()}")
    lost = Database(make_engine(dead), None)
    with pytest.raises(DatabaseUnreachable, match=r"cannot be reached .*nothing of this action"):
        backups.snapshot(lost, "manual")
    folder = backups.database_file(lost).parent
    assert not any(path.is_file() for path in folder.parent.rglob("*"))
    lost.close()


def test_a_server_snapshot_on_a_station_is_readable_by_its_user_only(
    ctx: ServiceContext,
) -> None:
    """They hold the players' addresses, e-mails and phone numbers."""
    event = create_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS))
    register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name="Ada")))
    folder = backups.database_file(ctx).parent
    folder.mkdir(parents=True)  # as an older version left it: readable by everyone
    (folder / "snapshots").mkdir(mode=0o755)
    old = folder / "snapshots" / "old.sqlite"
    old.write_bytes(b"")
    old.chmod(0o644)

    taken = backups.snapshot(ctx, "manual")

    assert taken.path.stat().st_mode & 0o777 == 0o600
    assert old.stat().st_mode & 0o777 == 0o600
    for level in (taken.path.parent, folder, folder.parent):
        assert level.stat().st_mode & 0o777 == 0o700, level
    assert [p.name for p in taken.path.parent.iterdir() if p.name.endswith(".partial")] == []

"""`backup list`, `backup create`, `backup show`, `backup restore`.

These commands work on the database file itself (not through ``open_database``), so a judge can
still list and restore snapshots when the database has been damaged. With ``--db`` a venue
server's URL they work on that server (its snapshots are kept on this station).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from opl_tournament.cli.arguments import Commands, Handler
from opl_tournament.cli.output import emit, emit_json, emit_lines, emit_table
from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.fields import attributes

if TYPE_CHECKING:
    from opl_tournament.services.backups import SnapshotContents, SnapshotInfo
    from opl_tournament.storage import Database


SNAPSHOT_HELP = "the snapshot's file, as 'backup list' prints it"


def add_parsers(commands: Commands) -> None:
    sub = commands.actions("backup")

    def action(name: str, handler: Handler, text: str) -> argparse.ArgumentParser:
        """An action on the database file itself: none opens it as a database first."""
        return sub.add(name, handler, help=text, needs_database=False)

    action("list", _list, "list the database's snapshots")

    create = action("create", _create, "take a snapshot now")
    create.add_argument("--label", default="manual", help="a word to recognise it by")

    show = action("show", _show, "show what a snapshot contains")
    show.add_argument("path", type=_snapshot_file, metavar="PATH", help=SNAPSHOT_HELP)

    back = action(
        "restore",
        _restore,
        "replace the database with a snapshot (the current state is snapshotted first)",
    )
    back.add_argument("path", type=_snapshot_file, metavar="PATH", help=SNAPSHOT_HELP)
    back.add_argument("--yes", action="store_true", help="replace without asking")
    back.add_argument(
        "--force", action="store_true", help="restore even a snapshot of a different database"
    )


def _snapshot_file(text: str) -> Path:
    """A snapshot is a file on this station; a URL in its place is refused without being
    printed back (a venue server's holds the station's password)."""
    from opl_tournament.storage.errors import StorageError
    from opl_tournament.storage.location import database_file

    try:
        return database_file(text)
    except StorageError as error:
        raise argparse.ArgumentTypeError(
            f"{error.message}: a snapshot is a file on this station; a venue server goes "
            "after --db (`backup list --db URL` lists its snapshots)"
        ) from error


def _database(args: argparse.Namespace) -> Path:
    from opl_tournament.paths import default_database_path
    from opl_tournament.storage.location import database_file

    return database_file(getattr(args, "db", None) or default_database_path())


@contextmanager
def _target(args: argparse.Namespace) -> Iterator[Path | Database]:
    """The database file, or the venue server (opened) when ``--db`` is its URL."""
    from opl_tournament.storage import open_database
    from opl_tournament.storage.db import is_server_url

    url = str(getattr(args, "db", None) or "")
    if not is_server_url(url):
        yield _database(args)
        return
    database = open_database(url)
    try:
        yield database
    finally:
        database.close()


def _name(target: Path | Database) -> str:
    return str(target) if isinstance(target, Path) else f"the venue server {target.describe()}"


def snapshot_json(info: SnapshotInfo) -> dict[str, Any]:
    return {
        "path": str(info.path),
        **attributes(info, ("label", "taken_at", "size_bytes")),
        "event": info.event_id,
        "round": info.round_number,
    }


# What ``backup show`` tells of each event a snapshot holds, and of each of its rounds.
_EVENT_JSON = ("id", "name", "format", "game", "status", "players", "results")
_ROUND_JSON = ("number", "stage", "status", "matches", "reported")


def contents_json(contents: SnapshotContents) -> dict[str, Any]:
    return {
        "path": str(contents.path),
        "schema": contents.revision,
        "players": contents.players,
        "audit_rows": contents.audit_rows,
        "events": [
            {
                **attributes(e, _EVENT_JSON),
                "rounds": [attributes(r, _ROUND_JSON) for r in e.rounds],
            }
            for e in contents.events
        ],
    }


def contents_lines(contents: SnapshotContents) -> list[str]:
    lines = [
        f"Snapshot {contents.path}",
        f"  schema {contents.revision}; {contents.players} players known; "
        f"{contents.audit_rows} judge actions logged",
    ]
    if not contents.events:
        lines.append("  no events")
    for e in contents.events:
        lines.append(
            f"  event {e.id} '{e.name}' ({e.format}, {e.game}, {e.status}): {e.players} players, "
            f"{len(e.rounds)} rounds, {e.results} results"
        )
        lines += [
            f"    round {r.number} ({r.stage}, {r.status}): {r.reported} of {r.matches} results"
            for r in e.rounds
        ]
    return lines


def _list(_ctx: None, args: argparse.Namespace) -> int:
    from opl_tournament.services.backups import list_snapshots
    from opl_tournament.services.local_time import local_time

    with _target(args) as target:
        snaps = list_snapshots(target)
    if args.json:
        emit_json({"database": _name(target), "snapshots": [snapshot_json(s) for s in snaps]})
    elif not snaps:
        emit_lines([f"no snapshots of {_name(target)} yet"])
    else:
        emit_table(
            ["taken", "label", "size", "path"],
            [
                [local_time(s.taken_at), s.label, f"{s.size_bytes // 1024} KiB", str(s.path)]
                for s in snaps
            ],
        )
    return 0


def _create(_ctx: None, args: argparse.Namespace) -> int:
    from opl_tournament.services.backups import snapshot
    from opl_tournament.storage.snapshots import check_file

    with _target(args) as database:
        problem = check_file(database) if isinstance(database, Path) else None
        if problem is not None:
            raise RefusedAction(f"no snapshot taken: {problem}")
        info = snapshot(database, args.label)
    emit(args.json, snapshot_json(info), [str(info.path)])
    return 0


def _show(_ctx: None, args: argparse.Namespace) -> int:
    from opl_tournament.services.backups import describe_snapshot

    contents = describe_snapshot(args.path)
    emit(args.json, contents_json(contents), contents_lines(contents))
    return 0


def _confirmed(database: Path | Database) -> bool:
    if not sys.stdin.isatty():
        return False
    sys.stderr.write(
        f"Replace the database {_name(database)} with this snapshot? "
        "Its current state is snapshotted first. [y/N] "
    )
    sys.stderr.flush()
    return sys.stdin.readline().strip().lower() in {"y", "yes"}


def _restore(_ctx: None, args: argparse.Namespace) -> int:
    with _target(args) as database:
        return _restore_into(database, args)


def _restore_into(database: Path | Database, args: argparse.Namespace) -> int:
    from opl_tournament.services.backups import describe_snapshot, restore

    contents = describe_snapshot(args.path)
    if not args.json:
        emit_lines(contents_lines(contents))
        sys.stdout.flush()
    if not args.yes and not _confirmed(database):
        if args.json:
            emit_json({"snapshot": contents_json(contents), "restored": False})
        raise RefusedAction("nothing was replaced (add --yes to restore this snapshot)")
    report = restore(
        database, args.path, actor=getattr(args, "actor", None) or "judge", force=args.force
    )
    if args.json:
        emit_json(
            {
                "snapshot": contents_json(report.restored),
                "restored": True,
                "previous": str(report.previous.path) if report.previous else None,
                "set_aside": str(report.set_aside) if report.set_aside else None,
                "upgraded_from": report.upgraded_from,
            }
        )
    else:
        lines = [f"restored {_name(database)} from {args.path}"]
        if report.previous:
            lines.append(f"the state it replaced is kept in {report.previous.path}")
        if report.set_aside:
            lines.append(f"the damaged database was moved aside to {report.set_aside}")
        if report.upgraded_from:
            lines.append(f"the snapshot's schema {report.upgraded_from} was upgraded")
        emit_lines(lines)
    return 0

"""Snapshots and restores of the tournament database, for the judge and for the rounds.

A database file is copied with SQLite's backup API; a venue server (PostgreSQL) is copied row
by row into a SQLite snapshot on this station (``storage.server_snapshots``).

The rounds service calls ``round_snapshot(ctx, event_id, round_number, "start")`` right after a
pairing is committed and ``…, "end")`` right after the last result of a round; a failing
snapshot never turns the judge's (already committed) action into an error. Naming and rotation
are described in ``opl_tournament.storage.snapshots``.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import DomainError, RefusedAction
from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.paths import user_data_dir
from opl_tournament.services.context import ServiceContext, utc_now
from opl_tournament.storage import Database, Store
from opl_tournament.storage import server_snapshots as server_files
from opl_tournament.storage import snapshots as files
from opl_tournament.storage.snapshots import (
    EventSummary,
    RestoreReport,
    RoundSummary,
    SnapshotContents,
    SnapshotInfo,
)

if TYPE_CHECKING:
    from opl_tournament.storage.db import Transaction

__all__ = [
    "EventSummary",
    "RestoreReport",
    "RoundSummary",
    "SnapshotContents",
    "SnapshotInfo",
    "describe_snapshot",
    "latest_good_snapshot",
    "list_snapshots",
    "restore",
    "round_snapshot",
    "snapshot",
]


Target = ServiceContext | Database | Path
SERVER_SNAPSHOTS = "venue-snapshots"  # in the user data folder: one folder per server


def _server(target: Target) -> Database | None:
    """The venue server behind a target, or None for a database file."""
    if isinstance(target, Path):
        return None
    database = target.database if isinstance(target, ServiceContext) else target
    return database if database.is_server else None


def database_file(target: Target) -> Path:
    """The database file behind a context, an open database or a path; for a venue server,
    the place on this station its snapshots are named after (see ``server_snapshots``)."""
    if isinstance(target, Path):
        return target
    database = target.database if isinstance(target, ServiceContext) else target
    if database.path is None:
        return server_files.anchor(database, user_data_dir() / SERVER_SNAPSHOTS)
    return database.path


def _now() -> datetime:
    # The file name records when the copy was really made, whatever clock the context uses.
    return datetime.now(UTC)


def snapshot(target: Target, label: str) -> SnapshotInfo:
    """Take a snapshot now under ``label`` and apply the rotation policy."""
    path = database_file(target)
    server = _server(target)
    files.remove_stale_partials(path, _now())
    if server is None:
        info = files.take_snapshot(path, label, _now())
    else:
        info = server_files.take_server_snapshot(server, path, label, _now())
    files.rotate(path)
    return info


def round_snapshot(
    ctx: ServiceContext, event_id: int, round_number: int, moment: Literal["start", "end"]
) -> SnapshotInfo | None:
    """The snapshot at the start or end of a round; None (and a log line) if it cannot be taken."""
    try:
        return snapshot(ctx, f"event{event_id}-round{round_number}-{moment}")
    except (DomainError, OSError) as error:
        import logging  # only for this warning: a command's start-up does without

        logging.getLogger(__name__).warning(
            "no snapshot at the %s of round %s: %s", moment, round_number, error
        )
        return None


def list_snapshots(target: Target) -> list[SnapshotInfo]:
    """The database's snapshots, oldest first."""
    return files.list_snapshots(database_file(target))


def describe_snapshot(path: Path) -> SnapshotContents:
    """What a snapshot holds (events, rounds, results), read without changing it."""
    return files.describe_snapshot(path)


def latest_good_snapshot(target: Target) -> SnapshotInfo | None:
    return files.latest_good_snapshot(database_file(target))


class DifferentDatabase(RefusedAction):
    """The snapshot seems to be another database's: restored only when the judge insists
    (``--force`` on the command line, a second confirmation in the window)."""

    def __init__(self, snapshot: Path, reason: Sentence) -> None:
        super().__init__(
            N_(
                "{snapshot} looks like a snapshot of a different database ({reason}); add "
                "--force to restore it anyway",
                snapshot=snapshot,
                reason=reason,
            )
        )
        self.reason = reason


def restore(
    target: Target, snapshot_path: Path, *, actor: str = "judge", force: bool = False
) -> RestoreReport:
    """Replace the database's content with a snapshot, after snapshotting the current state.

    A snapshot that looks like another database's (its events are not this database's) is
    refused unless ``force``. The restore is recorded, in its own transaction, in the
    database's audit log and in the log of every event whose state it changed.
    """
    path = database_file(target)
    server = _server(target)
    current = (
        _current_contents(path) if server is None else server_files.server_contents(server, path)
    )
    incoming = files.describe_snapshot(snapshot_path)
    if current is not None and not force:
        different = _different_database(current, incoming)
        if different is not None:
            raise DifferentDatabase(snapshot_path, different)
    changed = _changed_events(current, incoming)
    clock = target.clock if isinstance(target, ServiceContext) else utc_now

    def log(txn: Transaction, previous: SnapshotInfo | None, set_aside: Path | None) -> None:
        before = {"snapshot": previous.path.name} if previous else None
        if set_aside is not None:
            before = {"set_aside": set_aside.name}
        _record(Store(txn, clock()), before, snapshot_path, actor, changed)

    if server is None:
        return files.restore_into(path, snapshot_path, _now(), log)
    return server_files.restore_server(server, path, snapshot_path, _now(), log)


def _current_contents(path: Path) -> SnapshotContents | None:
    if files.check_file(path) is not None:
        return None  # missing or damaged: nothing to compare with
    try:
        return files.describe_snapshot(path)
    except DomainError:
        return None


def _different_database(current: SnapshotContents, incoming: SnapshotContents) -> Sentence | None:
    """Why ``incoming`` seems to be another database's snapshot, or None if it seems ours."""
    mine = {e.id: e.name for e in current.events}
    theirs = {e.id: e.name for e in incoming.events}
    common = mine.keys() & theirs.keys()
    renamed = sorted(i for i in common if mine[i] != theirs[i])
    if renamed:
        first = renamed[0]
        return N_(
            "its event {event} is '{theirs}', here it is '{mine}'",
            event=first,
            theirs=theirs[first][:40],
            mine=mine[first][:40],
        )
    if mine and theirs and not common:
        return N_("it has none of this database's events")
    return None


def _changed_events(current: SnapshotContents | None, restored: SnapshotContents) -> list[int]:
    """The restored events whose state differs from what the database held before."""
    before = {e.id: e for e in current.events} if current is not None else {}
    return [e.id for e in restored.events if before.get(e.id) != e]


def _record(
    store: Store, before: dict[str, str] | None, source: Path, actor: str, changed: list[int]
) -> None:
    summary = N_("restored the database from {file}", file=source.name)
    store.audit(
        AuditAction.BACKUP_RESTORE,
        actor=actor,
        entity="database",
        summary=summary,
        before=before,
        after={"snapshot": source.name},
    )
    for event_id in changed:
        store.audit(
            AuditAction.BACKUP_RESTORE,
            actor=actor,
            event_id=event_id,
            entity="database",
            summary=N_("{restored}: this event's later changes were rolled back", restored=summary),
            before=before,
            after={"snapshot": source.name},
        )

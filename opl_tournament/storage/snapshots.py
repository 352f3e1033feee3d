"""Snapshots of the tournament database: taking, listing, rotating, checking and restoring them.

A snapshot is a consistent copy made through SQLite's backup API into a ``snapshots/`` folder
beside the database, named ``<database file name>.<UTC time>.<label>.sqlite``, for example
``tournaments.sqlite.20261122T230512123Z.event1-round3-start.sqlite`` (the time has
milliseconds): the whole name, so ``club.sqlite`` and ``club.db`` in one folder keep their
snapshots apart. Snapshots named by an older version after the name without its extension
(``tournaments.20261122T…``) are listed as well.

Rotation policy (``rotate``), applied after every snapshot:
- snapshots labelled ``event<E>-...`` (the round snapshots) are all kept for the
  ``KEEP_EVENTS`` most recent events (highest event ids that have snapshots); of each older
  event only its newest snapshot is kept, which is that event's final state;
- the snapshot taken before a restore (``before-restore``) is never deleted by rotation;
- every other snapshot (taken by hand) is kept up to the newest ``KEEP_OTHERS``.
"""

from __future__ import annotations

import os
import re
import sqlite3
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from opl_tournament.storage.backup import (
    backup_file,
    busy_or_same,
    copy_into,
    has_sqlite_header,
    quick_check,
    read_only_connection,
    tolerant_text,
)
from opl_tournament.storage.db import BUSY_TIMEOUT_MS, Transaction
from opl_tournament.storage.errors import StorageError
from opl_tournament.storage.location import SNAPSHOT_FOLDER, restore_command
from opl_tournament.storage.migrate import head_revision, known_revisions, upgrade
from opl_tournament.storage.sql import SqliteSql

KEEP_EVENTS = 3
KEEP_OTHERS = 20
MAX_LABEL = 60
BEFORE_RESTORE = "before-restore"

_TIME_FORMAT = "%Y%m%dT%H%M%S"
_NAME = re.compile(
    r"^(?P<stem>.+)\.(?P<time>\d{8}T\d{6})(?P<ms>\d{3})Z\.(?P<label>[A-Za-z0-9_-]+)\.sqlite$"
)
_ROUND_LABEL = re.compile(
    r"^event(?P<event>\d+)-(?:round(?P<round>\d+)-)?(?:(?P<moment>start|end)$)?"
)
_REQUIRED_TABLES = frozenset({"event", "registration", "round", "match", "player", "audit_log"})


@dataclass(frozen=True)
class SnapshotInfo:
    """One snapshot file, described from its name (nothing is opened)."""

    path: Path
    label: str
    taken_at: str  # ISO 8601 UTC with milliseconds, e.g. 2026-11-22T23:05:12.123Z
    size_bytes: int
    event_id: int | None  # from an ``event<E>-…`` label
    round_number: int | None  # from an ``event<E>-round<N>-…`` label
    moment: str | None = None
    """``start`` (the round was just paired) or ``end`` (its results are all in), from an
    ``event<E>-round<N>-start`` or ``-end`` label."""


@dataclass(frozen=True)
class RoundSummary:
    number: int
    stage: str
    status: str
    matches: int
    reported: int


@dataclass(frozen=True)
class EventSummary:
    id: int
    name: str
    format: str
    game: str
    status: str
    players: int
    rounds: tuple[RoundSummary, ...]

    @property
    def results(self) -> int:
        return sum(r.reported for r in self.rounds)


@dataclass(frozen=True)
class SnapshotContents:
    """What a snapshot (or any tournament database file) holds, read without changing it."""

    path: Path
    revision: str
    events: tuple[EventSummary, ...]
    players: int
    audit_rows: int


@dataclass(frozen=True)
class RestoreReport:
    restored: SnapshotContents
    previous: SnapshotInfo | None  # the snapshot of the state that was replaced
    set_aside: Path | None  # a damaged database moved aside instead (it could not be copied)
    upgraded_from: str | None  # the snapshot's schema, when it was older than this program's


def snapshot_folder(database: Path) -> Path:
    return database.parent / SNAPSHOT_FOLDER


def is_snapshot_folder(folder: Path) -> bool:
    """A ``snapshots/`` folder holding (or meant for) the snapshots of a database beside it."""
    if folder.name != SNAPSHOT_FOLDER:
        return False
    try:
        if folder.is_dir() and any(_NAME.match(p.name) for p in folder.iterdir()):
            return True
        parent = folder.parent if str(folder.parent) else Path(".")
        return any(p.is_file() and has_sqlite_header(p) for p in parent.iterdir())
    except OSError:
        return True  # unreadable: assume it is, never write into it


def is_snapshot_file(path: Path) -> bool:
    """A snapshot's name in a database's snapshot folder."""
    return bool(_NAME.match(path.name)) and is_snapshot_folder(path.parent)


DATABASE_COMPANIONS = ("-wal", "-shm", "-journal")


def database_role(path: Path) -> str | None:
    """What ``path`` is to a tournament database (the file, a companion, a snapshot, the
    snapshot folder or a file in it), in words; None when it is none of these."""
    try:
        if is_snapshot_folder(path):
            return "the snapshot folder of a database"
        if is_snapshot_file(path):
            return "a snapshot of the database"
        if is_snapshot_folder(path.parent):
            return "inside the snapshot folder of a database"
        for suffix in DATABASE_COMPANIONS:
            base = path.with_name(path.name.removesuffix(suffix))
            if path.name.endswith(suffix) and base.is_file():
                return f"the {suffix[1:]} file of the database {base.name}"
        if path.is_file() and path.stat().st_size and has_sqlite_header(path):
            return "a database"
    except OSError:
        return None
    return None


def clean_label(label: str) -> str:
    """A label safe in a file name on every system: letters, digits, ``-`` and ``_``."""
    cleaned = re.sub(r"[^A-Za-z0-9_-]+", "-", label).strip("-")[:MAX_LABEL].strip("-")
    return cleaned or "manual"


def _info(path: Path, match: re.Match[str]) -> SnapshotInfo:
    stamp = datetime.strptime(match["time"], _TIME_FORMAT)
    label = match["label"]
    event = _ROUND_LABEL.match(label)
    return SnapshotInfo(
        path=path,
        label=label,
        taken_at=f"{stamp.isoformat()}.{match['ms']}Z",
        size_bytes=path.stat().st_size,
        event_id=int(event["event"]) if event else None,
        round_number=int(event["round"]) if event and event["round"] else None,
        moment=event["moment"] if event else None,
    )


def list_snapshots(database: Path) -> list[SnapshotInfo]:
    """The database's snapshots, oldest first."""
    folder = snapshot_folder(database)
    if not folder.is_dir():
        return []
    found = []
    for path in folder.iterdir():
        match = _NAME.match(path.name)
        if match and match["stem"] in (database.name, database.stem) and path.is_file():
            try:
                found.append(_info(path, match))
            except (OSError, ValueError):
                continue  # removed meanwhile, or a name with an impossible date
    return sorted(found, key=lambda s: (s.taken_at, s.path.name))


def new_snapshot_path(database: Path, label: str, now: datetime) -> Path:
    """A fresh snapshot file name for ``database`` (not yet taken)."""
    folder = snapshot_folder(database)
    label = clean_label(label)
    moment = now.astimezone(UTC)
    while True:
        stamp = moment.strftime(_TIME_FORMAT) + f"{moment.microsecond // 1000:03d}Z"
        path = folder / f"{database.name}.{stamp}.{label}.sqlite"
        if not path.exists():
            return path
        moment += timedelta(milliseconds=1)


PARTIAL_SUFFIXES = (".partial", ".partial-journal")
STALE_PARTIAL = timedelta(minutes=10)
"""A snapshot still being written is younger: a copy being filled by another program on this
station (the window while the command line runs) is never taken for a leftover."""


def remove_stale_partials(database: Path, now: datetime) -> list[Path]:
    """Delete the half-written snapshots of ``database`` that a station killed while writing
    one left behind: only files of its snapshot folder named as its snapshots are with
    ``.partial`` (or its journal) after them, untouched for ``STALE_PARTIAL``."""
    folder = snapshot_folder(database)
    if not folder.is_dir():
        return []
    removed = []
    for path in folder.iterdir():
        base = next((path.name[: -len(s)] for s in PARTIAL_SUFFIXES if path.name.endswith(s)), "")
        match = _NAME.match(base)
        if match is None or match["stem"] != database.name:
            continue
        try:
            touched = datetime.fromtimestamp(path.stat().st_mtime, UTC)
            if now - touched < STALE_PARTIAL or not path.is_file():
                continue
            path.unlink()
        except OSError:
            continue  # removed meanwhile, or not ours to remove: left alone
        removed.append(path)
    return removed


def snapshot_info(path: Path) -> SnapshotInfo:
    match = _NAME.match(path.name)
    assert match is not None, path
    return _info(path, match)


def take_snapshot(database: Path, label: str, now: datetime) -> SnapshotInfo:
    """Copy the database consistently into its snapshot folder under ``label``."""
    if not database.is_file():
        raise StorageError(f"there is no database at {database} to take a snapshot of")
    path = new_snapshot_path(database, label, now)
    try:
        backup_file(database, path)
    except sqlite3.Error as error:
        raise StorageError(f"cannot take a snapshot of {database}: {error}") from error
    match = _NAME.match(path.name)
    assert match is not None
    return _info(path, match)


def rotate(
    database: Path, *, keep_events: int = KEEP_EVENTS, keep_others: int = KEEP_OTHERS
) -> list[Path]:
    """Delete the snapshots the rotation policy (see the module) no longer keeps."""
    snapshots = list_snapshots(database)
    by_event: dict[int, list[SnapshotInfo]] = {}
    others: list[SnapshotInfo] = []
    for snap in snapshots:
        if snap.label == BEFORE_RESTORE:
            continue  # the state a restore replaced: kept until the judge deletes it
        if snap.event_id is None:
            others.append(snap)
        else:
            by_event.setdefault(snap.event_id, []).append(snap)
    recent_events = sorted(by_event, reverse=True)[:keep_events]
    doomed: list[SnapshotInfo] = []
    for event_id, snaps in by_event.items():
        if event_id not in recent_events:
            doomed.extend(snaps[:-1])
    doomed.extend(others[: max(0, len(others) - keep_others)])
    deleted = []
    for snap in doomed:
        try:
            snap.path.unlink()
        except FileNotFoundError:
            continue
        deleted.append(snap.path)
    return deleted


def _read_only(path: Path) -> sqlite3.Connection:
    conn = read_only_connection(path)
    conn.text_factory = tolerant_text
    conn.execute("PRAGMA trusted_schema=OFF")
    return conn


def check_file(path: Path) -> str | None:
    """Why ``path`` is not a usable tournament database of this program, or None if it is."""
    try:
        if not path.is_file():
            return f"{path} does not exist or is not a file"
        if path.stat().st_size == 0:
            return f"{path} is empty"
        if not has_sqlite_header(path):
            return f"{path} is not a SQLite database (damaged, or a different kind of file)"
        verdict = quick_check(path)
        if verdict != "ok":
            return f"{path} is damaged ({verdict[:200]})"
        revision, tables = _revision_and_tables(path)
    except (sqlite3.Error, UnicodeDecodeError) as error:
        return f"{path} cannot be read as a database ({error})"
    except OSError as error:
        return f"{path} cannot be read ({error.strerror or error})"
    if revision is None or not tables >= _REQUIRED_TABLES:
        return f"{path} is not a tournament database of this program"
    foreign = _foreign_objects(path)
    if foreign:
        return (
            f"{path} holds objects not created by this program ({', '.join(foreign[:3])}); "
            "it is not restored"
        )
    if revision not in known_revisions():
        return (
            f"{path} was written by a newer version of this program (schema {revision}); "
            "install that version to use it"
        )
    return None


def _foreign_objects(path: Path) -> list[str]:
    """Triggers, views and tables (with their indexes) that this program's schema never has."""
    from opl_tournament.storage.tables import metadata

    known = {*metadata.tables, "alembic_version", "sqlite_sequence"}
    conn = _read_only(path)
    try:
        rows = conn.execute("SELECT type, name, tbl_name FROM sqlite_master").fetchall()
    finally:
        conn.close()
    return [
        f"{kind} '{str(name)[:40]}'"
        for kind, name, table in rows
        if kind in ("trigger", "view")
        or (
            kind in ("table", "index")
            and table not in known
            and not str(table).startswith("sqlite_stat")
        )
    ]


def _revision_and_tables(path: Path) -> tuple[str | None, set[str]]:
    conn = _read_only(path)
    try:
        tables = {
            str(row[0]) for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
        revision = None
        if "alembic_version" in tables:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = str(row[0]) if row and row[0] is not None else None
    finally:
        conn.close()
    return revision, tables


def describe_snapshot(path: Path) -> SnapshotContents:
    """Events, rounds and result counts in a snapshot; refuses a file that is not usable."""
    problem = check_file(path)
    if problem is not None:
        raise StorageError(problem)
    try:
        return _describe(path)
    except (sqlite3.Error, TypeError, ValueError) as error:  # ValueError: undecodable text
        raise StorageError(f"{path} cannot be read as a tournament database ({error})") from error


def _describe(path: Path) -> SnapshotContents:
    revision, _ = _revision_and_tables(path)
    assert revision is not None
    conn = _read_only(path)
    try:
        return contents_from(path, revision, lambda query: conn.execute(query).fetchall())
    finally:
        conn.close()


def contents_from(
    path: Path, revision: str, rows: Callable[[str], Sequence[Sequence[Any]]]
) -> SnapshotContents:
    """What a tournament database holds, read with ``rows`` (a query's rows, on a file or on a
    venue server)."""
    players = {
        int(e): int(n)
        for e, n in rows("SELECT event_id, COUNT(*) FROM registration GROUP BY event_id")
    }
    rounds: dict[int, list[RoundSummary]] = {}
    query = (
        "SELECT r.event_id, r.number, r.stage, r.status, COUNT(m.id), COUNT(m.result) "
        'FROM "round" r LEFT JOIN "match" m ON m.round_id = r.id '
        "GROUP BY r.id ORDER BY r.event_id, r.number"
    )
    for event_id, number, stage, status, matches, reported in rows(query):
        rounds.setdefault(int(event_id), []).append(
            RoundSummary(int(number), str(stage), str(status), int(matches), int(reported))
        )
    events = tuple(
        EventSummary(
            id=int(event_id),
            name=str(name),
            format=str(fmt),
            game=str(game),
            status=str(status),
            players=players.get(int(event_id), 0),
            rounds=tuple(rounds.get(int(event_id), ())),
        )
        for event_id, name, fmt, game, status in rows(
            "SELECT id, name, format, game, status FROM event ORDER BY id"
        )
    )
    [(player_count,)] = rows("SELECT COUNT(*) FROM player")
    [(audit_rows,)] = rows("SELECT COUNT(*) FROM audit_log")
    return SnapshotContents(path, revision, events, int(player_count), int(audit_rows))


def latest_good_snapshot(database: Path) -> SnapshotInfo | None:
    """The newest snapshot of ``database`` that passes the integrity and schema checks."""
    for snap in reversed(list_snapshots(database)):
        if check_file(snap.path) is None:
            return snap
    return None


def _live_state_is_usable(database: Path) -> bool:
    if not database.exists():
        return False
    try:
        return database.is_file() and has_sqlite_header(database) and quick_check(database) == "ok"
    except (sqlite3.Error, OSError):
        return False


def _aside_name(database: Path, now: datetime) -> Path:
    stamp = now.astimezone(UTC).strftime(_TIME_FORMAT) + "Z"
    return database.with_name(f"{database.name}.damaged-{stamp}")


def _set_aside(database: Path, aside: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        part = database.with_name(database.name + suffix)
        if part.exists():
            os.replace(part, aside.with_name(aside.name + suffix))


RestoreLog = Callable[[Transaction, SnapshotInfo | None, Path | None], None]
"""Writes a restore's log rows inside the restore's own transaction, given the copy of the state
it replaced and the damaged file it moved aside (either may be None): a station killed at any
moment leaves the restore logged or not done at all."""


def restore_into(database: Path, snapshot: Path, now: datetime, log: RestoreLog) -> RestoreReport:
    """Replace the database with the snapshot, keeping what it held first, and ``log`` it.

    The snapshot is checked (integrity, schema) before anything changes. A readable current
    database at this program's schema keeps its file: under its write lock (no station writes
    in between) what it holds is snapshotted (label ``before-restore``), then every row is
    replaced by the snapshot's (upgraded first, on a copy, when older) and the log rows are
    written, in one transaction. A readable database at an older schema is snapshotted and
    overwritten through the backup API; a damaged one cannot be copied that way, so it is moved
    aside under ``<name>.damaged-<time>`` and the snapshot is copied in its place. Those two
    copy a file that already holds the log rows (written into a scratch copy of the snapshot,
    upgraded first), so the new state and its log arrive in one step there too.
    """
    contents = describe_snapshot(snapshot)
    if database.exists() and snapshot.resolve() == database.resolve():
        raise StorageError(f"{snapshot} is the database itself; choose a snapshot to restore")
    previous: SnapshotInfo | None = None
    set_aside: Path | None = None
    upgraded_from = None if contents.revision == head_revision() else contents.revision
    try:
        with tempfile.TemporaryDirectory() as scratch:
            if not _live_state_is_usable(database):
                set_aside = _aside_name(database, now) if database.exists() else None
                ready = _logged_copy(
                    snapshot, Path(scratch), upgraded_from, lambda txn: log(txn, None, set_aside)
                )
                if set_aside is not None:
                    _set_aside(database, set_aside)
                backup_file(ready, database)
            elif _revision_and_tables(database)[0] == head_revision():
                source = snapshot
                if upgraded_from is not None:
                    source = Path(scratch) / "restore.sqlite"
                    backup_file(snapshot, source)
                    upgrade(source)
                previous = _replace_rows(
                    database, source, lambda: take_snapshot(database, BEFORE_RESTORE, now), log
                )
            else:
                kept = previous = take_snapshot(database, BEFORE_RESTORE, now)
                ready = _logged_copy(
                    snapshot, Path(scratch), upgraded_from, lambda txn: log(txn, kept, None)
                )
                copy_into(ready, database)
    except sqlite3.Error as error:
        raise StorageError(f"cannot restore {snapshot} into {database}: {error}") from error
    verdict = quick_check(database)
    if verdict != "ok":
        raise StorageError(f"the restored database {database} fails its check ({verdict[:200]})")
    return RestoreReport(contents, previous, set_aside, upgraded_from)


def _logged_copy(
    snapshot: Path, scratch: Path, upgraded_from: str | None, log: Callable[[Transaction], None]
) -> Path:
    """A copy of ``snapshot`` in ``scratch`` at this program's schema, ``log``'s rows written
    into it: what a restore that copies a whole file puts in place."""
    ready = scratch / "restore.sqlite"
    backup_file(snapshot, ready)
    if upgraded_from is not None:
        upgrade(ready)
    with _write_transaction(sqlite3.connect(ready, isolation_level=None), ready) as conn:
        log(_transaction_on(conn))
    return ready


@contextmanager
def _write_transaction(
    conn: sqlite3.Connection, database: Path, *, attach: Path | None = None
) -> Iterator[sqlite3.Connection]:
    """``conn`` (closed at the end) in a write transaction holding ``database``'s write lock,
    committed when the block ends normally, rolled back otherwise. ``attach`` is attached as
    ``incoming`` first (SQLite cannot attach inside a transaction)."""
    try:
        if attach is not None:
            conn.execute("ATTACH DATABASE ? AS incoming", (str(attach),))
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:
            raise busy_or_same(error, database) from error
        yield conn
        conn.execute("COMMIT")
    finally:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        conn.close()


def _transaction_on(conn: sqlite3.Connection) -> Transaction:
    """The transaction open on ``conn``, for plain SQL (a restore's log rows) only."""

    def no_orm() -> Any:
        raise AssertionError("a restore's log is written in plain SQL")

    return Transaction(SqliteSql(conn), no_orm)


def _replace_rows(
    database: Path, source: Path, keep_previous: Callable[[], SnapshotInfo], log: RestoreLog
) -> SnapshotInfo:
    """Every row of ``database`` replaced by those of ``source`` (at the same schema), and the
    restore logged, in one transaction that holds the file's write lock from before
    ``keep_previous`` copies it."""
    conn = sqlite3.connect(database, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    with _write_transaction(conn, database, attach=source):
        previous = keep_previous()
        tables = [
            str(name)
            for (name,) in conn.execute(
                "SELECT name FROM main.sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite_%' AND name != 'alembic_version'"
            )
        ]
        for table in tables:
            conn.execute(f'DELETE FROM main."{table}"')
        for table in tables:
            columns = ", ".join(
                f'"{row[1]}"' for row in conn.execute(f'PRAGMA main.table_info("{table}")')
            )
            conn.execute(
                f'INSERT INTO main."{table}" ({columns}) SELECT {columns} FROM incoming."{table}"'
            )
        log(_transaction_on(conn), previous, None)
    return previous


def restore_advice(database: Path) -> str:
    """One sentence for a refusal to open ``database``: which snapshot to restore, and how."""
    snap = latest_good_snapshot(database)
    if snap is None:
        return "there is no good snapshot of it to restore"
    return (
        f"the latest good snapshot was taken {snap.taken_at}; restore it with: "
        + restore_command(database, snap.path)
    )

"""Snapshots of a PostgreSQL (venue server) database, written by the program itself.

A server snapshot is a logical copy: every row of every table, read in one consistent
(REPEATABLE READ) transaction and written into a new SQLite file at the same schema. It is
therefore an ordinary tournament database: ``backup show`` reads it, a station can even open it
with ``--db`` if the server is lost. Snapshots are kept on the station that takes them, under a
folder named for the server (``anchor``), with the same names and rotation as a file's. They
hold the players' private fields (addresses, e-mails, phone numbers), so only this station's user
may read them: the folders are 0700 and the files 0600, like the venue server's own folder.

Restoring replaces every row on the server with the snapshot's in one write transaction, the
rows it replaces first copied into a ``before-restore`` snapshot in that same transaction (the
writers' lock held, so no station writes in between and nothing is replaced without a copy), and
the restore's log rows written in it last.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from opl_tournament.storage.db import Database, server_name, sqlite_url
from opl_tournament.storage.errors import StorageError
from opl_tournament.storage.migrate import head_revision, upgrade
from opl_tournament.storage.snapshots import (
    BEFORE_RESTORE,
    RestoreLog,
    RestoreReport,
    SnapshotContents,
    SnapshotInfo,
    contents_from,
    describe_snapshot,
    new_snapshot_path,
    snapshot_info,
)

if TYPE_CHECKING:
    from sqlalchemy import Table

ANCHOR_NAME = "venue.sqlite"
PRIVATE_FOLDER = 0o700
PRIVATE_FILE = 0o600


def anchor(database: Database, folder: Path) -> Path:
    """Where a server's snapshots are kept on this station (the file itself never exists)."""
    slug = re.sub(r"[^A-Za-z0-9_.-]+", "-", server_name(database.engine)).strip("-")
    return folder / slug / ANCHOR_NAME


def _tables() -> list[Table]:
    from opl_tournament.storage.tables import metadata

    return list(metadata.sorted_tables)


def _read_rows(conn: Any) -> dict[str, list[dict[str, Any]]]:
    from sqlalchemy import select

    return {t.name: [dict(row._mapping) for row in conn.execute(select(t))] for t in _tables()}


def take_server_snapshot(
    database: Database, where: Path, label: str, now: datetime
) -> SnapshotInfo:
    """Copy every row of the server into a new snapshot file beside ``where`` (an anchor)."""
    with _new_snapshot(where, label, now) as fill:
        with database.session(read_only=True) as session:  # one consistent view of the server
            rows = _read_rows(session.connection())
        return fill(rows)


@contextlib.contextmanager
def _new_snapshot(
    where: Path, label: str, now: datetime
) -> Iterator[Callable[[dict[str, list[dict[str, Any]]]], SnapshotInfo]]:
    """A new, empty snapshot file at this program's schema (made first: the migrations take a
    while), and the function that fills it with rows and puts it in place."""
    from sqlalchemy import create_engine, insert
    from sqlalchemy.pool import NullPool

    path = new_snapshot_path(where, label, now)
    _private_folders(path.parent, below=where.parent.parent.parent)
    partial = path.with_name(path.name + ".partial")

    def fill(rows: dict[str, list[dict[str, Any]]]) -> SnapshotInfo:
        engine = create_engine(sqlite_url(partial), poolclass=NullPool)
        try:
            with _written(path), engine.begin() as conn:
                for table in _tables():
                    if rows[table.name]:
                        conn.execute(insert(table), rows[table.name])
        finally:
            engine.dispose()
        partial.replace(path)
        return snapshot_info(path)

    try:
        with _written(path):
            os.close(os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PRIVATE_FILE))
            upgrade(partial)
        yield fill
    finally:
        with contextlib.suppress(OSError):
            partial.unlink()


@contextlib.contextmanager
def _written(path: Path) -> Iterator[None]:
    """The snapshot file's own failures (this station's disk full…) as one plain refusal."""
    from sqlalchemy.exc import DBAPIError

    try:
        yield
    except (sqlite3.Error, DBAPIError) as error:
        reason = error.orig if isinstance(error, DBAPIError) else error
        raise StorageError(f"cannot write the snapshot {path}: {reason}") from error


def _private_folders(folder: Path, *, below: Path) -> None:
    """Make ``folder`` and its parents up to (not including) ``below`` readable by this user
    only; snapshots an older version left readable by everyone are made private too."""
    folder.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    for level in (folder, *folder.parents):
        if level == below or below not in level.parents:
            break
        level.chmod(PRIVATE_FOLDER)
    for old in folder.iterdir():
        if old.is_file():
            old.chmod(PRIVATE_FILE)


def server_contents(database: Database, where: Path) -> SnapshotContents:
    """What the server holds now (its events, rounds, results), as a snapshot's are described:
    a restore compares the two before replacing anything."""
    with database.transaction(read_only=True) as txn:
        revision = str(txn.sql.value("SELECT version_num FROM alembic_version"))
        return contents_from(where, revision, txn.sql.rows)


def restore_server(
    database: Database, where: Path, snapshot: Path, now: datetime, log: RestoreLog
) -> RestoreReport:
    """Replace everything on the server with the snapshot's rows and ``log`` it, in one
    transaction."""
    from sqlalchemy import create_engine, delete, insert
    from sqlalchemy.pool import NullPool

    contents = describe_snapshot(snapshot)
    upgraded_from = None
    with tempfile.TemporaryDirectory() as scratch:
        source = snapshot
        if contents.revision != head_revision():
            source = Path(scratch) / "restore.sqlite"
            shutil.copyfile(snapshot, source)
            upgrade(source)
            upgraded_from = contents.revision
        engine = create_engine(sqlite_url(source), poolclass=NullPool)
        try:
            with engine.connect() as conn:
                rows = _read_rows(conn)
        finally:
            engine.dispose()
    with _new_snapshot(where, BEFORE_RESTORE, now) as keep, database.transaction() as txn:
        # The writers' lock is held from here: what the server holds is copied aside and
        # replaced with no station's action in between.
        conn = txn.orm().connection()
        previous = keep(_read_rows(conn))
        for table in reversed(_tables()):
            conn.execute(delete(table))
        for table in _tables():
            if rows[table.name]:
                conn.execute(insert(table), rows[table.name])
            if "id" in table.c:
                conn.exec_driver_sql(
                    f"SELECT setval(pg_get_serial_sequence('\"{table.name}\"', 'id'), "
                    f'COALESCE(MAX(id), 1), MAX(id) IS NOT NULL) FROM "{table.name}"'
                )
        log(txn, previous, None)
    return RestoreReport(contents, previous, None, upgraded_from)

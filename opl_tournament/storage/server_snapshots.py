"""Snapshots of a PostgreSQL (venue server) database, written by the program itself.

A server snapshot is a logical copy: every row of every table, read in one consistent
(REPEATABLE READ) transaction and written into a new SQLite file at the same schema. It is
therefore an ordinary tournament database: ``backup show`` reads it, a station can even open it
with ``--db`` if the server is lost. Snapshots are kept on the station that takes them, under a
folder named for the server (``anchor``), with the same names and rotation as a file's. They
hold the players' private fields (addresses, e-mails, phone numbers), so only this station's user
may read them: the folders are 0700 and the files 0600, like the venue server's own folder.

Restoring replaces every row on the server with the snapshot's in one write transaction (the
writers' lock held, so no station writes in between), after a ``before-restore`` snapshot.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from opl_tournament.storage.db import Database, server_name, sqlite_url
from opl_tournament.storage.migrate import head_revision, upgrade
from opl_tournament.storage.snapshots import (
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
    from sqlalchemy import create_engine, insert
    from sqlalchemy.pool import NullPool

    with database.session(read_only=True) as session:  # one consistent view of the server
        rows = _read_rows(session.connection())
    path = new_snapshot_path(where, label, now)
    _private_folders(path.parent, below=where.parent.parent.parent)
    partial = path.with_name(path.name + ".partial")
    try:
        os.close(os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PRIVATE_FILE))
        upgrade(partial)
        engine = create_engine(sqlite_url(partial), poolclass=NullPool)
        try:
            with engine.begin() as conn:
                for table in _tables():
                    if rows[table.name]:
                        conn.execute(insert(table), rows[table.name])
        finally:
            engine.dispose()
        partial.replace(path)
    finally:
        with contextlib.suppress(OSError):
            partial.unlink()
    return snapshot_info(path)


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
        return contents_from(where, revision, lambda query: txn.sql.rows(query))


def restore_server(database: Database, where: Path, snapshot: Path, now: datetime) -> RestoreReport:
    """Replace everything on the server with the snapshot's rows, in one transaction."""
    from sqlalchemy import create_engine, delete, insert
    from sqlalchemy.pool import NullPool

    contents = describe_snapshot(snapshot)
    previous = take_server_snapshot(database, where, "before-restore", now)
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
    with database.session() as session:
        conn = session.connection()
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
    return RestoreReport(contents, previous, None, upgraded_from)

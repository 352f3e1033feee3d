"""Storage on SQLite (a file) or PostgreSQL (a venue server): tables, migrations, backups.

ORM objects never leave this package.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from opl_tournament.storage.backup import backup_file, quick_check, read_only_connection
from opl_tournament.storage.db import (
    Database,
    is_server_url,
    make_engine,
    read_only_reason,
    server_name,
    writes_committed,
)
from opl_tournament.storage.errors import (
    DatabaseBusy,
    DatabaseReadOnly,
    DatabaseUnreachable,
    DiskFull,
    StorageError,
)
from opl_tournament.storage.location import SNAPSHOT_FOLDER, check_server_url, database_file
from opl_tournament.storage.migrate import (
    head_revision,
    known_revisions,
    upgrade,
    upgrade_server,
)
from opl_tournament.storage.store import Store

__all__ = [
    "Database",
    "DatabaseBusy",
    "DatabaseReadOnly",
    "DatabaseUnreachable",
    "DiskFull",
    "StorageError",
    "Store",
    "backup_file",
    "open_database",
    "transaction",
    "writes_committed",
]

_SQLITE_HEADER = b"SQLite format 3\x00"


def _restore_advice(path: Path) -> str:
    """What to do about a damaged or empty file (snapshots are read only then)."""
    from opl_tournament.storage.snapshots import restore_advice

    return restore_advice(path)


def _check_sqlite_file(path: Path) -> None:
    if path.is_dir():
        raise StorageError(f"{path} is a folder, not a database file")
    if not path.is_file():
        raise StorageError(f"{path} is not a regular file (a pipe or a device), not a database")
    with path.open("rb") as handle:
        header = handle.read(len(_SQLITE_HEADER))
    if header != _SQLITE_HEADER:
        raise StorageError(
            f"{path} is not a SQLite database (damaged, or a different kind of file); "
            + _restore_advice(path)
        )
    try:
        verdict = quick_check(path)
    except sqlite3.DatabaseError as error:
        verdict = str(error)
    if verdict != "ok":
        raise StorageError(f"{path} is damaged ({verdict[:200]}); " + _restore_advice(path))


def open_database(location: str | Path, *, create: bool | None = None) -> Database:
    """Open (upgrading as needed) the tournament database at a path, a ``sqlite:///`` URL or a
    venue server's ``postgresql+psycopg://`` URL.

    ``create`` says whether this is an action that creates (``event create``, the window's *New
    database…*): only then is a missing file made, or a server's database without this
    program's tables given them. Left unsaid, a missing file is made (the window opens or
    creates a file by its name) but a server's database never is: there a mistyped database
    name must be refused, not become an empty tournament. An empty file is never taken for a
    new one.
    """
    if is_server_url(str(location)):
        return _open_server(str(location), create=bool(create))
    path = database_file(location)
    if not path.exists():
        if create is False:
            raise StorageError(f"no tournament database at {path} (create one with `event create`)")
        _create_whole(path)
    elif path.is_file() and path.stat().st_size == 0:
        raise StorageError(
            f"{path} is empty (0 bytes): it holds no tournament; " + _empty_advice(path)
        )
    else:
        reason = read_only_reason(path) if path.is_file() else None
        _check_sqlite_file(path)
        if reason is None and _is_snapshot(path):
            reason = "it is a snapshot, kept as it was taken; restore it to work on it"
        if reason is not None:
            return _open_read_only(path, reason)
    try:
        upgrade(path)
    except StorageError:
        raise
    except Exception as error:  # alembic/sqlite failures on a foreign or unreadable file
        raise StorageError(f"cannot open {path}: {error}") from error
    return Database(None, path)


def _is_snapshot(path: Path) -> bool:
    """A snapshot opened as the database is only read: a change would alter the backup."""
    if path.parent.name != SNAPSHOT_FOLDER:
        return False  # not even loading the snapshots' module, for a quick command
    from opl_tournament.storage.snapshots import is_snapshot_file

    return is_snapshot_file(path)


def _open_read_only(path: Path, reason: str) -> Database:
    """A database this program may not write: opened for reading if its schema is current."""
    database = Database(None, path, read_only=reason)
    try:
        conn = read_only_connection(path)
        try:
            tables = {
                name
                for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
            row = (
                conn.execute("SELECT version_num FROM alembic_version").fetchone()
                if "alembic_version" in tables
                else None
            )
        finally:
            conn.close()
    except sqlite3.Error as error:
        raise StorageError(f"cannot read {path} ({reason}): {error}") from error
    revision = None if row is None else row[0]
    if revision != head_revision():
        if revision is None:
            raise StorageError(f"{path} is not a tournament database of this program")
        if revision not in known_revisions():
            raise StorageError(
                f"{path} was written by a newer version of this program (schema {revision}); "
                "install that version to open it"
            )
        raise DatabaseReadOnly(
            f"{path} is read-only ({reason}) and was written by an older version of this "
            "program: it must be upgraded, which needs writing; copy it into a folder you can "
            "write to and open the copy"
        )
    return database


def _create_whole(path: Path) -> None:
    """Make a new database with its whole schema beside ``path``, then move it into place: a
    program killed while creating leaves no file (never an empty one that is then refused)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fresh = path.with_name(f".{path.name}.{os.urandom(4).hex()}.new")
    try:
        upgrade(fresh)
        conn = sqlite3.connect(fresh)
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            conn.close()
        try:
            os.link(fresh, path)  # never replaces a database another program made meanwhile
        except FileExistsError:
            pass
        except OSError:  # a file system without hard links
            if not path.exists():
                os.replace(fresh, path)
    except Exception as error:
        if isinstance(error, StorageError):
            raise
        raise StorageError(f"cannot create {path}: {error}") from error
    finally:
        for suffix in ("", "-wal", "-shm", "-journal"):
            fresh.with_name(fresh.name + suffix).unlink(missing_ok=True)


def _empty_advice(path: Path) -> str:
    advice = _restore_advice(path)
    if advice.startswith("there is no good snapshot"):
        return (
            "there is no snapshot of it; remove it, then create a new database with `event create`"
        )
    return advice


def _open_server(url: str, *, create: bool) -> Database:
    """A PostgreSQL server: the schema upgraded (or, with ``create``, created) first, one clear
    message if down."""
    from sqlalchemy.exc import DBAPIError

    check_server_url(url)
    engine = make_engine(url)
    try:
        upgrade_server(url, create=create)
    except DBAPIError as error:
        engine.dispose()
        reason = str(error.orig).strip().splitlines()[0] if error.orig else str(error)
        raise DatabaseUnreachable(
            f"cannot open the venue server {server_name(engine)}: {reason}"
        ) from error
    except BaseException:
        engine.dispose()
        raise
    return Database(engine, None)


@contextmanager
def transaction(database: Database, now: str, *, read_only: bool = False) -> Iterator[Store]:
    """One judge action: everything inside commits together or not at all."""
    with database.transaction(read_only=read_only) as txn:
        yield Store(txn, now)

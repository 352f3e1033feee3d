"""Storage on SQLite (a file) or PostgreSQL (a venue server): tables, migrations, backups.

ORM objects never leave this package.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from opl_tournament.storage.backup import backup_file, quick_check
from opl_tournament.storage.db import (
    Database,
    is_server_url,
    make_engine,
    server_name,
    sqlite_url,
)
from opl_tournament.storage.errors import DatabaseBusy, DatabaseUnreachable, StorageError
from opl_tournament.storage.migrate import upgrade, upgrade_server
from opl_tournament.storage.snapshots import latest_good_snapshot
from opl_tournament.storage.store import Store

__all__ = [
    "Database",
    "DatabaseBusy",
    "DatabaseUnreachable",
    "StorageError",
    "Store",
    "backup_file",
    "open_database",
    "transaction",
]

_SQLITE_HEADER = b"SQLite format 3\x00"


def _restore_hint(path: Path) -> str:
    good = latest_good_snapshot(path)
    if good is None:
        return "no good snapshot of it was found"
    return f"restore the latest good snapshot with: opl-tournament backup restore {good.path}"


def _check_sqlite_file(path: Path) -> None:
    if path.is_dir():
        raise StorageError(f"{path} is a folder, not a database file")
    with path.open("rb") as handle:
        header = handle.read(len(_SQLITE_HEADER))
    if header != _SQLITE_HEADER:
        raise StorageError(
            f"{path} is not a SQLite database (damaged, or a different kind of file); "
            + _restore_hint(path)
        )
    try:
        verdict = quick_check(path)
    except sqlite3.DatabaseError as error:
        verdict = str(error)
    if verdict != "ok":
        raise StorageError(f"{path} is damaged ({verdict[:200]}); " + _restore_hint(path))


def open_database(location: str | Path) -> Database:
    """Open (creating or upgrading as needed) the tournament database at a path or URL."""
    text = str(location)
    if is_server_url(text):
        return _open_server(text)
    if "://" in text and not text.startswith("sqlite"):
        return Database(make_engine(text), None)
    path = Path(text.removeprefix("sqlite:///")).expanduser()
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.stat().st_size > 0:
        _check_sqlite_file(path)
    try:
        upgrade(path)
    except StorageError:
        raise
    except Exception as error:  # alembic/sqlite failures on a foreign or unreadable file
        raise StorageError(f"cannot open {path}: {error}") from error
    return Database(make_engine(sqlite_url(path)), path)


def _open_server(url: str) -> Database:
    """A PostgreSQL server: the schema upgraded (or created) first, one clear message if down."""
    from sqlalchemy.exc import DBAPIError

    engine = make_engine(url)
    try:
        upgrade_server(url)
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
    with database.session(read_only=read_only) as session:
        yield Store(session, now)

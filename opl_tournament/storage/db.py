"""Opening the database: pragmas, migrations with a backup first, one transaction per action."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.pool import NullPool
from sqlmodel import Session

from opl_tournament.storage.errors import DatabaseBusy, StorageError

BUSY_TIMEOUT_MS = 10_000
_PRAGMAS = (
    "foreign_keys=ON",
    "journal_mode=WAL",
    "synchronous=FULL",
    f"busy_timeout={BUSY_TIMEOUT_MS}",
)


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


def _install_sqlite_hooks(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: sqlite3.Connection, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # SQLAlchemy, not pysqlite, emits BEGIN
        for pragma in _PRAGMAS:
            dbapi_conn.execute(f"PRAGMA {pragma}")

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        # Writers take the lock up front so two stations queue instead of failing mid-way.
        mode = "DEFERRED" if conn.info.get("read_only") else "IMMEDIATE"
        conn.exec_driver_sql(f"BEGIN {mode}")


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, poolclass=NullPool)
        _install_sqlite_hooks(engine)
        return engine
    return create_engine(url, pool_pre_ping=True)


def _is_busy(error: OperationalError) -> bool:
    text = str(error.orig).lower()
    return "database is locked" in text or "database is busy" in text


class Database:
    """An open tournament database. Every public use is one short transaction."""

    def __init__(self, engine: Engine, path: Path | None) -> None:
        self.engine = engine
        self.path = path

    @contextmanager
    def session(self, *, read_only: bool = False) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back on any error."""
        try:
            with self.engine.connect() as conn:
                conn.info["read_only"] = read_only
                with conn.begin(), Session(bind=conn, expire_on_commit=False) as session:
                    yield session
                    session.flush()
        except OperationalError as error:
            if _is_busy(error):
                raise DatabaseBusy(
                    "the database is busy: another program or station is writing to it; try again"
                ) from error
            raise StorageError(f"database error: {error.orig}") from error
        except IntegrityError as error:
            raise StorageError(f"the change was refused by the database ({error.orig})") from error

    def close(self) -> None:
        if self.path is not None:
            try:
                with self.engine.connect() as conn:
                    conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
            except OperationalError:
                pass  # another process still has it open; its own close will checkpoint
        self.engine.dispose()

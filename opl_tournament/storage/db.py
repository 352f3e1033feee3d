"""Opening the database: pragmas, migrations with a backup first, one transaction per action.

A SQLite file is used through the stdlib ``sqlite3`` driver directly (``Transaction.sql``); the
SQLAlchemy engine and an ORM session on the same connection are made only when something asks
for them (``Database.engine``, ``Transaction.orm``), so a command that needs neither never
imports SQLAlchemy. A venue server's PostgreSQL always goes through SQLAlchemy.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from opl_tournament.storage.backup import read_only_connection
from opl_tournament.storage.errors import (
    DatabaseBusy,
    DatabaseReadOnly,
    DatabaseUnreachable,
    DiskFull,
    StorageError,
)
from opl_tournament.storage.sql import AlchemySql, Sql, SqliteSql

if TYPE_CHECKING:
    from sqlalchemy import Engine
    from sqlmodel import Session

BUSY_TIMEOUT_MS = 10_000
_PRAGMAS = (
    "foreign_keys=ON",
    "journal_mode=WAL",
    "synchronous=FULL",
    f"busy_timeout={BUSY_TIMEOUT_MS}",
)


_COMMITS = threading.local()


def writes_committed() -> int:
    """How many write transactions this thread has committed so far: an action's caller
    compares it before and after, to tell a judge whether an error came after the action was
    saved (its answer not shown) or before (nothing saved)."""
    count: int = getattr(_COMMITS, "count", 0)
    return count


def _count_commit() -> None:
    _COMMITS.count = writes_committed() + 1


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


def _prepare_sqlite(dbapi_conn: sqlite3.Connection, *, read_only: bool = False) -> None:
    """Every SQLite connection of this program: transactions begun by us, durable, waiting."""
    dbapi_conn.isolation_level = None  # we, not pysqlite, emit BEGIN
    for pragma in _PRAGMAS:
        if not (read_only and pragma.startswith("journal_mode")):
            dbapi_conn.execute(f"PRAGMA {pragma}")


def _begin_sqlite(dbapi_conn: sqlite3.Connection, *, read_only: bool) -> None:
    # Writers take the lock up front so two stations queue instead of failing mid-way.
    dbapi_conn.execute("BEGIN DEFERRED" if read_only else "BEGIN IMMEDIATE")


def _install_sqlite_hooks(engine: Engine, *, read_only: bool = False) -> None:
    from sqlalchemy import event

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: sqlite3.Connection, _record: Any) -> None:
        _prepare_sqlite(dbapi_conn, read_only=read_only)

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        mode = "DEFERRED" if conn.info.get("read_only") else "IMMEDIATE"
        conn.exec_driver_sql(f"BEGIN {mode}")


# Every write transaction on a server takes this transaction-level advisory lock first.
WRITER_LOCK_KEY = 0x4F504C  # "OPL"
# ... and announces itself on this channel (delivered when, and only if, it commits).
CHANGES_CHANNEL = "opl_changes"
# ... its payload naming the writer, when a change watcher put a name in the connection's info.
WRITER_KEY = "opl_writer"
CONNECT_TIMEOUT_S = 5


def _install_postgres_hooks(engine: Engine) -> None:
    from sqlalchemy import event

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        if conn.info.get("read_only"):
            conn.exec_driver_sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            return
        conn.exec_driver_sql(f"SET LOCAL lock_timeout = {BUSY_TIMEOUT_MS}")
        conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({WRITER_LOCK_KEY})")
        conn.exec_driver_sql(f"NOTIFY {CHANGES_CHANNEL}, '{conn.info.get(WRITER_KEY, '')}'")


def is_server_url(url: str) -> bool:
    return url.startswith(("postgresql://", "postgresql+psycopg://"))


def driver_url(url: str) -> str:
    """The URL with this program's driver (psycopg 3) named, as SQLAlchemy wants it."""
    if url.startswith("postgresql://"):
        return "postgresql+psycopg://" + url.removeprefix("postgresql://")
    return url


def make_engine(url: str, *, role: str | None = None) -> Engine:
    """The engine of a file's or a server's URL; on a server, with ``role``, every connection
    acts as that role (the players' page reads as the read-only role)."""
    from sqlalchemy import create_engine
    from sqlalchemy.pool import NullPool

    if url.startswith("sqlite"):
        engine = create_engine(url, poolclass=NullPool)
        _install_sqlite_hooks(engine)
        return engine
    engine = create_engine(
        driver_url(url),
        pool_pre_ping=True,
        pool_size=2,
        isolation_level="READ COMMITTED",
        connect_args=server_connect_args(url),
    )
    _install_postgres_hooks(engine)
    if role is not None:
        _install_role_hook(engine, role)
    return engine


def server_connect_args(url: str) -> dict[str, Any]:
    """How a station connects: encrypted (``sslmode=require``) unless the URL says otherwise
    (``?sslmode=verify-ca&sslrootcert=FILE`` when it checks the server's certificate)."""
    args: dict[str, Any] = {"connect_timeout": CONNECT_TIMEOUT_S}
    if "sslmode=" not in url.partition("?")[2]:
        args["sslmode"] = "require"
    return args


def _install_role_hook(engine: Engine, role: str) -> None:
    """Every connection of ``engine`` acts as ``role`` (a role its login is a member of)."""
    from sqlalchemy import event

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        from psycopg import sql

        dbapi_conn.execute(sql.SQL("SET ROLE {}").format(sql.Identifier(role)))
        dbapi_conn.execute("SET default_transaction_read_only = on")
        dbapi_conn.commit()  # kept for the connection's life, not rolled back with a transaction


_READ_ONLY_ERRORS = (errno.EACCES, errno.EPERM, errno.EROFS)


def read_only_reason(path: Path) -> str | None:
    """Why the database file at ``path`` cannot be written (None if it can).

    Tried for real rather than read from the permission bits: a file system mounted read-only,
    an access control list or a missing privilege all show up the same way.
    """
    try:
        os.close(os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0)))
    except OSError as error:
        if error.errno in _READ_ONLY_ERRORS:
            return "the file is read-only"
        raise
    try:  # SQLite writes its journal beside the file: the folder must take new files
        tempfile.TemporaryFile(dir=path.parent).close()
    except OSError as error:
        if error.errno in _READ_ONLY_ERRORS:
            return "its folder is read-only"
        raise
    return None


def make_read_only_engine(path: Path) -> Engine:
    """An engine that reads ``path`` and cannot write it, opened the way its folder allows."""
    from sqlalchemy import create_engine
    from sqlalchemy.pool import NullPool

    engine = create_engine(
        "sqlite://", poolclass=NullPool, creator=lambda: read_only_connection(path)
    )
    _install_sqlite_hooks(engine, read_only=True)
    return engine


def server_name(engine: Engine) -> str:
    """The server as a judge would name it: host and port, never the password."""
    url = engine.url
    return f"{url.host or 'localhost'}:{url.port or 5432}/{url.database}"


def _is_busy(error: BaseException) -> bool:
    text = str(error).lower()
    code = getattr(error, "sqlstate", None)
    return "database is locked" in text or "database is busy" in text or code == "55P03"


_SQLITE_READONLY, _SQLITE_IOERR, _SQLITE_FULL = 8, 10, 13
# SQLite reports a disk too full to grow its shared-memory file as a plain I/O error.
NEARLY_FULL_BYTES = 1024 * 1024
_POSTGRES_DISK_FULL = "53100"


def _is_read_only(error: BaseException) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return (code is not None and code & 0xFF == _SQLITE_READONLY) or getattr(
        error, "sqlstate", None
    ) == "25006"


def _is_full(error: BaseException, path: Path | None) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None and code & 0xFF == _SQLITE_FULL:
        return True
    if code is not None and code & 0xFF == _SQLITE_IOERR and path is not None:
        try:
            return shutil.disk_usage(path.parent).free < NEARLY_FULL_BYTES
        except OSError:
            return False
    return getattr(error, "sqlstate", None) == _POSTGRES_DISK_FULL


def _is_unreachable(error: BaseException, invalidated: bool) -> bool:
    """The server cannot be reached or the connection dropped (PostgreSQL only)."""
    if invalidated:
        return True
    code = getattr(error, "sqlstate", None)
    return type(error).__module__.startswith("psycopg") and (
        code is None or code.startswith("08") or code in {"57P01", "57P02", "57P03"}
    )


def _is_integrity(error: BaseException) -> bool:
    return isinstance(error, sqlite3.IntegrityError) or type(error).__name__.endswith(
        ("IntegrityError", "UniqueViolation", "ForeignKeyViolation", "NotNullViolation")
    )


def _driver_error(error: BaseException) -> tuple[BaseException, bool] | None:
    """The database driver's own error inside ``error`` (SQLAlchemy wraps it) and whether the
    connection was lost with it; None for any other error."""
    if isinstance(error, sqlite3.Error):
        return error, False
    exc = sys.modules.get("sqlalchemy.exc")
    if exc is not None and isinstance(error, exc.DBAPIError):
        return error.orig or error, bool(error.connection_invalidated)
    return None


class Transaction:
    """One open transaction: plain SQL on its connection (``sql``), and an ORM session on the
    same connection when something still asks for one (``orm``)."""

    def __init__(self, sql: Sql, orm: Callable[[], Session]) -> None:
        self.sql = sql
        self._make_orm = orm
        self._orm: Session | None = None

    def orm(self) -> Session:
        if self._orm is None:
            self._orm = self._make_orm()
        return self._orm

    def flush(self) -> None:
        if self._orm is not None:
            self._orm.flush()


WriteHook = Callable[[], None]


class _OrmEngine:
    """SQLAlchemy on a SQLite connection this program opened and began a transaction on.

    SQLAlchemy sets its dialect up on the first connection it sees and rolls that connection
    back afterwards: here that first connection is a scratch one, so no transaction of ours is
    ever rolled back by it. pysqlite emits no BEGIN of its own (``isolation_level`` None), so the
    ORM's statements run inside our ``BEGIN IMMEDIATE`` and our ``COMMIT`` ends them.
    """

    def __init__(self) -> None:
        from sqlalchemy import create_engine
        from sqlalchemy.pool import NullPool

        self._handed = threading.local()
        self._engine = create_engine("sqlite://", creator=self._take, poolclass=NullPool)
        self.connect(sqlite3.connect(":memory:")).close()

    def _take(self) -> sqlite3.Connection:
        conn: sqlite3.Connection = self._handed.conn
        self._handed.conn = None
        return conn

    def connect(self, conn: sqlite3.Connection) -> Any:
        self._handed.conn = conn
        return self._engine.connect()


class Database:
    """An open tournament database. Every public use is one short transaction."""

    def __init__(
        self, engine: Engine | None, path: Path | None, read_only: str | None = None
    ) -> None:
        self._engine = engine
        self.path = path
        self.read_only = read_only
        """Why nothing can be written here (None when it can): reading still works."""
        self._orm: _OrmEngine | None = None
        self._reader: Engine | None = None
        self.write_hooks: list[tuple[WriteHook, WriteHook]] = []
        """SQLite: (after BEGIN IMMEDIATE, after the write transaction ended) callbacks."""

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine (made on first use for a file)."""
        if self._engine is None:
            assert self.path is not None
            self._engine = (
                make_engine(sqlite_url(self.path))
                if self.read_only is None
                else make_read_only_engine(self.path)
            )
        return self._engine

    @property
    def is_server(self) -> bool:
        return self.path is None

    def read_as(self, role: str) -> bool:
        """From now on, read-only transactions run on connections of their own acting as
        ``role`` (a venue server's read-only role), writes still as this login. False, and
        nothing changed, when this login may not act as that role (a server ``venue start``
        did not make)."""
        assert self.is_server, "only a server has roles"
        with self.transaction(read_only=True) as txn:
            allowed = txn.sql.value(
                "SELECT pg_has_role(current_user, oid, 'MEMBER') FROM pg_roles "
                "WHERE rolname = :role",
                {"role": role},
            )
        if not allowed:
            return False
        self._reader = make_engine(self.engine.url.render_as_string(hide_password=False), role=role)
        return True

    def server_time(self) -> datetime:
        """The venue server's clock, now (the time every station of a shared event keeps)."""
        assert self.is_server, "only a server has a clock of its own"
        with self.transaction(read_only=True) as txn:
            now: datetime = txn.sql.value("SELECT clock_timestamp()")
        return now

    def describe(self) -> str:
        """The file's name, or the server as host:port/database (never its password)."""
        return self.path.name if self.path is not None else server_name(self.engine)

    def connect(self) -> sqlite3.Connection:
        """A new connection to the file, prepared as every connection of this program is."""
        assert self.path is not None
        if self.read_only is not None:
            conn = read_only_connection(self.path)
        else:
            # sqlite3 would make a new empty file in the place of one moved or deleted while
            # open (a plain path, not a ``mode=rw`` URI: a Windows network share has no URI)
            if not self.path.exists():
                raise self._gone()
            conn = sqlite3.connect(self.path)
        try:
            _prepare_sqlite(conn, read_only=self.read_only is not None)
        except BaseException:
            conn.close()
            raise
        return conn

    @contextmanager
    def transaction(self, *, read_only: bool = False) -> Iterator[Transaction]:
        """One transaction: committed when the block ends, rolled back on any error.

        The rules that keep an event consistent when several stations act at once:

        - Every judge action is exactly one write transaction: it reads what it needs, checks
          it against the rules and writes, all inside this block; it commits whole or not at all.
        - Write transactions run one at a time. On SQLite ``BEGIN IMMEDIATE`` takes the file's
          write lock before the first read; on PostgreSQL the transaction (READ COMMITTED) first
          takes one transaction-level advisory lock (``pg_advisory_xact_lock``), so every
          statement after it sees everything committed before, exactly as on SQLite. A writer
          waits up to ``BUSY_TIMEOUT_MS`` for the lock, then gets ``DatabaseBusy`` and nothing
          of its action is written. Serializing the writers is chosen over SERIALIZABLE with
          retries because a service's block cannot be replayed safely (it may have printed or
          written files), because judge actions take milliseconds (a handful of stations never
          wait noticeably), and because the rules then behave the same on both databases.
        - So a second station's action is always checked against the first one's result: a
          result for a table that already has one is refused naming who entered it, a second
          "pair the next round" finds the round already paired and is refused, a drop of a
          player already dropped is refused. Windows may show stale rows; the services check
          the row's current state inside the transaction, never the window's copy.
        - Read-only transactions never wait: SQLite readers see the last commit (WAL), and
          PostgreSQL readers run at REPEATABLE READ, one consistent snapshot per call.
        - A station that loses the server (PostgreSQL) gets ``DatabaseUnreachable``: the
          transaction was rolled back by the server, so nothing half-written remains there.
          Lost once the COMMIT was sent, the action is whole or absent but which is unknown
          (the server may have committed it), and the message says so.
        """
        committing: list[bool] = []
        try:
            if self.path is None:
                with self._server_transaction(read_only, committing) as txn:
                    yield txn
            else:
                with self._file_transaction(read_only or self.read_only is not None) as txn:
                    yield txn
        except Exception as error:
            found = _driver_error(error)
            if found is None:
                raise
            raise self._storage_error(*found, committing=bool(committing)) from error

    @contextmanager
    def _file_transaction(self, read_only: bool) -> Iterator[Transaction]:
        conn = self.connect()
        orm_connection: Any = None

        def orm() -> Session:
            nonlocal orm_connection
            from sqlmodel import Session

            orm_connection = self._orm_engine().connect(conn)
            return Session(bind=orm_connection, expire_on_commit=False)

        hooks = () if read_only else tuple(self.write_hooks)
        try:
            _begin_sqlite(conn, read_only=read_only)
            for began, _ended in hooks:
                began()
            txn = Transaction(SqliteSql(conn), orm)
            yield txn
            txn.flush()
            conn.execute("COMMIT")
            if not read_only:
                _count_commit()
        finally:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            for _began, ended in hooks:
                ended()
            if orm_connection is not None:
                orm_connection.close()
            conn.close()

    def _orm_engine(self) -> _OrmEngine:
        if self._orm is None:
            self._orm = _OrmEngine()
        return self._orm

    @contextmanager
    def _server_transaction(self, read_only: bool, committing: list[bool]) -> Iterator[Transaction]:
        """``committing`` gets an element once the COMMIT is sent: a connection lost from then
        on leaves the action's fate unknown (the server may have committed it)."""
        from sqlmodel import Session

        read_only = read_only or self.read_only is not None
        engine = self._reader if read_only and self._reader is not None else self.engine
        with engine.connect() as conn:
            conn.info["read_only"] = read_only
            with conn.begin() as whole, Session(bind=conn, expire_on_commit=False) as session:
                txn = Transaction(AlchemySql(conn), lambda: session)
                yield txn
                session.flush()
                committing.append(True)
                whole.commit()
                if not read_only:
                    _count_commit()

    @contextmanager
    def session(self, *, read_only: bool = False) -> Iterator[Session]:
        """One transaction (see ``transaction``) as an ORM session."""
        with self.transaction(read_only=read_only) as txn:
            yield txn.orm()

    def _storage_error(
        self, error: BaseException, invalidated: bool, *, committing: bool = False
    ) -> StorageError:
        if self.path is not None and not self.path.exists():
            return self._gone()
        if _is_integrity(error):
            return StorageError(f"the change was refused by the database ({error})")
        if _is_busy(error):
            return DatabaseBusy(
                "the database is busy: another program or station is writing to it; try again"
            )
        if _is_read_only(error):
            return self.read_only_error()
        if _is_full(error, self.path):
            return DiskFull(
                f"the disk holding {self.describe()} is full: nothing of this action was "
                "saved; free some space on it, then try again"
            )
        if self.is_server and _is_unreachable(error, invalidated) and committing:
            return DatabaseUnreachable(
                f"the venue server {server_name(self.engine)} was lost while this action was "
                "being saved: it may have been saved or not; once the station reaches the "
                "server again, look at the event's Log before doing it again"
            )
        if self.is_server and _is_unreachable(error, invalidated):
            return DatabaseUnreachable(
                f"the venue server {server_name(self.engine)} cannot be reached "
                "(check the network cable or Wi-Fi); nothing of this action was saved"
            )
        return StorageError(f"database error: {error}")

    def _gone(self) -> StorageError:
        return StorageError(
            f"{self.path} is no longer there (moved, renamed or deleted, or its drive was "
            "removed): nothing of this action was saved; open the database where it is now"
        )

    def read_only_error(self) -> DatabaseReadOnly:
        reason = self.read_only or "the file or its folder is read-only"
        return DatabaseReadOnly(
            f"{self.describe()} is read-only ({reason}): it can be read and printed from, not "
            "changed; to make changes, copy it into a folder you can write to and open the "
            "copy, or get write access to it"
        )

    def close(self) -> None:
        if self.path is not None and self.read_only is None and self.path.exists():
            try:
                conn = sqlite3.connect(self.path, isolation_level=None)
                try:
                    conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
                    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                finally:
                    conn.close()
            except sqlite3.OperationalError:
                pass  # another process still has it open; its own close will checkpoint
        for engine in (self._engine, self._reader):
            if engine is not None:
                engine.dispose()

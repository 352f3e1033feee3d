"""Schema migrations: applied automatically on open, after a backup copy beside the file.

Revision ids are sequential four-digit strings ("0001", "0002", …) and each revision's file
name starts with its id, so the current schema can be checked without loading alembic, which
is imported only when an upgrade is really needed.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from opl_tournament.storage.backup import backup_file, read_only_connection
from opl_tournament.storage.errors import StorageError

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def known_revisions() -> list[str]:
    return sorted(
        p.name.split("_", 1)[0] for p in (MIGRATIONS_DIR / "versions").glob("[0-9]*_*.py")
    )


def head_revision() -> str:
    return known_revisions()[-1]


def _inspect(path: Path) -> tuple[str | None, bool]:
    """The file's schema revision (None if unversioned) and whether it holds any tables."""
    if not path.exists() or path.stat().st_size == 0:
        return None, False
    conn = read_only_connection(path)
    try:
        tables = {
            row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
        revision = None
        if "alembic_version" in tables:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = row[0] if row else None
    finally:
        conn.close()
    return revision, bool(tables - {"sqlite_sequence", "alembic_version"})


def backup_path_for(path: Path, revision: str) -> Path:
    return path.with_name(f"{path.name}.before-upgrade-from-{revision}.bak")


def _unused_backup_path(path: Path, revision: str) -> Path:
    """The copy's name: ``backup_path_for``, or a numbered one when an earlier upgrade from the
    same schema (the program's own, then an older snapshot restored) already left its copy."""
    candidate = backup_path_for(path, revision)
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.before-upgrade-from-{revision}.{number}.bak")
        number += 1
    return candidate


def upgrade(path: Path, target: str = "head") -> Path | None:
    """Bring the file's schema to ``target``; returns the backup written first, if any.

    Refuses a file written by a newer program (an unknown revision) and a SQLite file that is
    not one of ours.
    """
    revision, has_tables = _inspect(path)
    if revision is None and has_tables:
        raise StorageError(f"{path} is not a tournament database of this program")
    if revision is not None and revision not in known_revisions():
        raise StorageError(
            f"{path} was written by a newer version of this program (schema {revision}); "
            "install that version to open it"
        )
    wanted = head_revision() if target == "head" else target
    if revision == wanted:
        return None
    backup = (
        backup_file(path, _unused_backup_path(path, revision)) if revision is not None else None
    )
    _run_alembic_upgrade(path, wanted)
    return backup


def _run_alembic_upgrade(path: Path, target: str) -> None:
    from alembic import command
    from alembic.config import Config
    from sqlalchemy import create_engine, event, text
    from sqlalchemy.pool import NullPool

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    engine = create_engine(f"sqlite:///{path}", poolclass=NullPool)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: sqlite3.Connection, _record: object) -> None:
        # pysqlite would commit before every CREATE/ALTER on its own: a kill in the middle of a
        # migration then leaves half a schema. With the driver's transaction handling off and an
        # explicit BEGIN, the whole upgrade commits at once or not at all. Foreign keys are off
        # while tables are rebuilt (the pragma is ignored inside a transaction, so it is set here).
        dbapi_conn.isolation_level = None
        dbapi_conn.execute("PRAGMA foreign_keys=OFF")

    @event.listens_for(engine, "begin")
    def _on_begin(conn: object) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE")  # type: ignore[attr-defined]

    try:
        with engine.connect() as conn, conn.begin():
            config.attributes["connection"] = conn
            command.upgrade(config, target)
            problems = conn.execute(text("PRAGMA foreign_key_check")).fetchall()
            if problems:
                raise StorageError(f"the schema upgrade left broken references: {problems[:3]}")
    finally:
        engine.dispose()


def upgrade_server(url: str, target: str = "head", *, create: bool = False) -> None:
    """Bring a PostgreSQL database's schema to ``target`` in one transaction.

    The same alembic revisions as for a file. A database holding none of this program's tables
    is given them only with ``create`` (``event create``, ``venue start``): any other command
    refuses it, so a mistyped database name never silently becomes an empty tournament. Two
    stations opening a new server at once take turns (the writers' advisory lock), so the schema
    is created once. No backup copy is taken before an upgrade (a server has no file to copy):
    ``backup create`` before upgrading.
    """
    from alembic import command
    from alembic.config import Config
    from sqlalchemy import create_engine, inspect
    from sqlalchemy.pool import NullPool

    from opl_tournament.storage.db import WRITER_LOCK_KEY, driver_url, server_connect_args

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    engine = create_engine(
        driver_url(url), poolclass=NullPool, connect_args=server_connect_args(url)
    )
    wanted = head_revision() if target == "head" else target
    try:
        with engine.connect() as conn, conn.begin():
            conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({WRITER_LOCK_KEY})")
            tables = set(inspect(conn).get_table_names())
            revision = None
            if "alembic_version" in tables:
                revision = conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
            where = f"{engine.url.host}:{engine.url.port or 5432}/{engine.url.database}"
            if revision is None and (tables - {"alembic_version"} or not create):
                raise StorageError(f"the database {where} is not a tournament database")
            if revision is not None and revision not in known_revisions():
                raise StorageError(
                    f"the database {where} was written by a newer version of this program "
                    f"(schema {revision}); install that version on this station"
                )
            if revision != wanted:
                config.attributes["connection"] = conn
                command.upgrade(config, wanted)
    finally:
        engine.dispose()

"""Schema migrations: applied automatically on open, after a backup copy beside the file."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, create_engine, text
from sqlalchemy.pool import NullPool

from opl_tournament.storage.backup import backup_file
from opl_tournament.storage.errors import StorageError

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def _config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def head_revision() -> str:
    head = ScriptDirectory.from_config(_config()).get_current_head()
    assert head is not None
    return head


def known_revisions() -> set[str]:
    return {script.revision for script in ScriptDirectory.from_config(_config()).walk_revisions()}


def current_revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def _has_foreign_tables(connection: Connection) -> bool:
    names = {
        row[0]
        for row in connection.exec_driver_sql("SELECT name FROM sqlite_master WHERE type='table'")
    }
    return bool(names - {"sqlite_sequence"})


def backup_path_for(path: Path, revision: str) -> Path:
    return path.with_name(f"{path.name}.before-upgrade-from-{revision}.bak")


def upgrade(path: Path, target: str = "head") -> Path | None:
    """Bring the file's schema to ``target``; returns the backup written first, if any.

    Refuses a file written by a newer program (an unknown revision) and a SQLite file that is
    not one of ours.
    """
    engine = create_engine(f"sqlite:///{path}", poolclass=NullPool)
    try:
        with engine.connect() as probe:
            revision = current_revision(probe)
            if revision is None and _has_foreign_tables(probe):
                raise StorageError(f"{path} is not a tournament database of this program")
        if revision is not None and revision not in known_revisions():
            raise StorageError(
                f"{path} was written by a newer version of this program (schema {revision}); "
                "install that version to open it"
            )
        wanted = head_revision() if target == "head" else target
        if revision == wanted:
            return None
        backup = None
        if revision is not None:
            backup = backup_file(path, backup_path_for(path, revision))
        with engine.connect() as conn:
            # Foreign keys off while tables are rebuilt (batch mode), then checked before commit.
            conn.exec_driver_sql("PRAGMA foreign_keys=OFF")
            conn.commit()
            with conn.begin():
                config = _config()
                config.attributes["connection"] = conn
                command.upgrade(config, target)
                problems = conn.execute(text("PRAGMA foreign_key_check")).fetchall()
                if problems:
                    raise StorageError(f"the schema upgrade left broken references: {problems[:3]}")
        return backup
    finally:
        engine.dispose()

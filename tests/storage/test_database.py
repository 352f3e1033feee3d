"""The SQLite file: pragmas, transactions, migrations with a backup, refusing what is not ours."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from opl_tournament.domain.model import EventSettings, NumberKind, PlayerIdentity
from opl_tournament.services.backups import snapshot
from opl_tournament.storage import StorageError, open_database, transaction
from opl_tournament.storage.migrate import backup_path_for, head_revision, upgrade
from tests.postgres import PostgresServer


def test_every_connection_has_the_durability_pragmas(tmp_path: Path) -> None:
    database = open_database(tmp_path / "t.sqlite")
    with database.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() >= 5000
    database.close()


def test_an_action_that_fails_leaves_nothing_behind(tmp_path: Path) -> None:
    database = open_database(tmp_path / "t.sqlite")
    with pytest.raises(RuntimeError), transaction(database, "t") as store:
        store.add_event(EventSettings(name="Half written"))
        raise RuntimeError("power cut")
    with transaction(database, "t", read_only=True) as store:
        assert store.events() == []
    database.close()


def test_foreign_keys_are_enforced(tmp_path: Path) -> None:
    database = open_database(tmp_path / "t.sqlite")
    with pytest.raises(StorageError), transaction(database, "t") as store:
        player = store.add_player("0001", NumberKind.TEMPORARY, PlayerIdentity(name="A"))
        store.add_registration(999, player, 1)  # no event 999
    database.close()


def test_a_new_file_is_created_at_the_latest_schema(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "new.sqlite"
    open_database(path).close()
    with sqlite3.connect(path) as conn:
        assert (
            conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == head_revision()
        )
    assert not list(tmp_path.glob("sub/*.bak"))


def test_an_older_schema_is_migrated_after_a_backup_beside_it(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    upgrade(path, "0001")
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO event (name, game, tournament_type, format, sanction_number, date, place,"
            " time_limit_minutes, seed, tier, paper_size, odd_field, policies_json, status, created_at)"
            " VALUES ('Old Open', 'overpower', 'constructed', 'swiss', 'S-1', '', '', 45, 7, 'local',"
            " 'Letter', 'bye', '{}', 'registration', 'then')"
        )
    database = open_database(path)
    with transaction(database, "t", read_only=True) as store:
        [event] = store.events()
    database.close()
    assert event.name == "Old Open" and event.settings.sanction_number == "S-1"
    backup = backup_path_for(path, "0001")
    assert backup.exists()
    with sqlite3.connect(backup) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "0001"
        assert conn.execute("SELECT name FROM event").fetchone()[0] == "Old Open"
    with sqlite3.connect(path) as conn:
        assert (
            conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == head_revision()
        )


def test_a_file_that_is_not_sqlite_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_text("these are my notes, not a database")
    with pytest.raises(StorageError, match="not a SQLite database"):
        open_database(path)
    assert path.read_text() == "these are my notes, not a database"


def test_another_programs_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT)")
    with pytest.raises(StorageError, match="not a tournament database"):
        open_database(path)


def test_a_database_from_a_newer_program_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite"
    open_database(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
    with pytest.raises(StorageError, match="newer version"):
        open_database(path)
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "9999"


def test_a_damaged_file_is_refused_with_the_latest_good_snapshot_to_restore(
    tmp_path: Path,
) -> None:
    path = tmp_path / "event.sqlite"
    database = open_database(path)
    with transaction(database, "2026-11-22T10:00:00+00:00") as store:
        store.add_event(EventSettings(name="Spring Open"))
    taken = snapshot(database, "event1-round1-start")
    database.close()
    damaged = bytearray(path.read_bytes())
    damaged[:16] = b"\x00" * 16
    path.write_bytes(bytes(damaged))
    with pytest.raises(StorageError) as refusal:
        open_database(path)
    assert f'opl-tournament backup restore "{taken.path}" --db "{path}"' in str(refusal.value)


def test_a_migration_that_fails_half_way_leaves_no_half_schema(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A program killed while creating or upgrading the schema must not leave a file it refuses."""
    from alembic import command

    real_upgrade = command.upgrade

    def upgrade_then_die(*args: object, **kwargs: object) -> None:
        real_upgrade(*args, **kwargs)  # type: ignore[arg-type]
        raise RuntimeError("killed after the last CREATE TABLE")

    monkeypatch.setattr(command, "upgrade", upgrade_then_die)
    path = tmp_path / "new.sqlite"
    with pytest.raises(StorageError, match="killed after the last CREATE TABLE"):
        open_database(path)
    assert list(tmp_path.iterdir()) == [], "a new database appears whole or not at all"
    monkeypatch.setattr(command, "upgrade", real_upgrade)
    database = open_database(path)
    database.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version_num FROM alembic_version").fetchone() == (
            head_revision(),
        )


def test_the_migrations_build_exactly_the_tables_the_program_declares(tmp_path: Path) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlalchemy import create_engine

    from opl_tournament.storage.tables import metadata

    path = tmp_path / "m.sqlite"
    upgrade(path)
    engine = create_engine(f"sqlite:///{path}")
    with engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": False})
        differences = compare_metadata(context, metadata)
    engine.dispose()
    assert differences == []


def test_the_migrations_build_exactly_the_declared_tables_on_postgresql(
    postgres_server: PostgresServer,
) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlalchemy import create_engine

    from opl_tournament.storage.tables import metadata

    url = postgres_server.new_database(migrated=False)
    try:
        open_database(url, create=True).close()  # the same migrations, run by the program
        engine = create_engine(url)
        with engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() == (
                head_revision()
            )
            context = MigrationContext.configure(conn, opts={"compare_type": True})
            differences = compare_metadata(context, metadata)
        engine.dispose()
        assert differences == []
    finally:
        postgres_server.drop_database(url)


def test_the_migrations_undo_to_nothing_and_redo_the_same_schema(tmp_path: Path) -> None:
    """Downgrades are for developers only, but each one must undo its upgrade whole."""
    from alembic import command
    from alembic.config import Config
    from sqlalchemy import create_engine

    from opl_tournament.storage.migrate import MIGRATIONS_DIR

    def schema(path: Path) -> list[tuple[str, list[str]]]:
        with sqlite3.connect(path) as conn:
            rows = conn.execute(
                "SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name"
            ).fetchall()
        # A table rebuilt by a batch migration may list its constraints in another order.
        return [(name, sorted(line.strip(" ,") for line in sql.splitlines())) for name, sql in rows]

    path = tmp_path / "m.sqlite"
    upgrade(path)
    built = schema(path)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, "base")
    engine.dispose()
    assert [name for name, _sql in schema(path)] == ["alembic_version"]
    upgrade(path)
    assert schema(path) == built

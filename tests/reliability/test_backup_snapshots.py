"""Snapshots: consistent copies, naming, rotation, description, restore and damaged databases."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import DomainError
from opl_tournament.services import backups
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import list_registrations
from opl_tournament.storage import StorageError, open_database, transaction
from opl_tournament.storage import snapshots as files
from opl_tournament.storage.backup import quick_check
from opl_tournament.storage.migrate import head_revision
from tests.helpers.contexts import context_on
from tests.helpers.events import new_event, register_names


@pytest.fixture
def db_file(tmp_path: Path) -> Path:
    return tmp_path / "club" / "tournaments.sqlite"


@pytest.fixture
def ctx(db_file: Path) -> Iterator[ServiceContext]:
    with context_on(db_file, "Dana") as ctx:
        yield ctx


def names(ctx: ServiceContext, event_id: int) -> list[str]:
    return [r.player.name for r in list_registrations(ctx, event_id)]


def add(ctx: ServiceContext, event_id: int, *people: str) -> None:
    register_names(ctx, event_id, people)


def test_snapshot_is_a_self_contained_file_named_after_the_database(
    ctx: ServiceContext, db_file: Path
) -> None:
    new_event(ctx, players=["Ada", "Bo"], name="Spring Open")
    info = backups.snapshot(ctx, "before lunch!")
    assert info.path.parent == db_file.parent / "snapshots"
    assert info.path.name.startswith("tournaments.")
    assert info.path.name.endswith(".before-lunch.sqlite")
    assert info.label == "before-lunch"
    # One file: no -wal beside it, and it opens read-only with the data in it.
    assert not Path(str(info.path) + "-wal").exists()
    assert quick_check(info.path) == "ok"
    contents = backups.describe_snapshot(info.path)
    assert [(e.name, e.players) for e in contents.events] == [("Spring Open", 2)]
    assert contents.revision == head_revision()


def test_snapshot_while_another_connection_holds_a_write_transaction(
    ctx: ServiceContext, db_file: Path
) -> None:
    new_event(ctx, players=["Ada"])
    writer = sqlite3.connect(db_file)
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("UPDATE player SET name = 'Half done'")
    try:
        info = backups.snapshot(ctx, "busy")
    finally:
        writer.rollback()
        writer.close()
    contents = backups.describe_snapshot(info.path)
    assert contents.players == 1
    conn = sqlite3.connect(f"file:{info.path}?mode=ro", uri=True)
    assert conn.execute("SELECT name FROM player").fetchall() == [("Ada",)]
    conn.close()


def test_listing_is_oldest_first_and_ignores_other_databases_and_partials(
    ctx: ServiceContext, db_file: Path
) -> None:
    new_event(ctx)
    first = backups.snapshot(ctx, "one")
    second = backups.snapshot(ctx, "two")
    folder = db_file.parent / "snapshots"
    (folder / "other.20260101T000000000Z.x.sqlite").write_bytes(b"")
    (folder / (second.path.name + ".partial")).write_bytes(b"")
    (folder / "notes.txt").write_text("hello")
    assert [s.path for s in backups.list_snapshots(ctx)] == [first.path, second.path]


def test_same_label_twice_in_the_same_millisecond_gets_two_files(db_file: Path) -> None:
    open_database(db_file).close()
    moment = datetime(2026, 11, 22, 12, 0, 0, 500_000, tzinfo=UTC)
    a = files.take_snapshot(db_file, "x", moment)
    b = files.take_snapshot(db_file, "x", moment)
    assert a.path != b.path
    assert a.taken_at == "2026-11-22T12:00:00.500Z"
    assert b.taken_at == "2026-11-22T12:00:00.501Z"


def test_round_labels_are_parsed(db_file: Path) -> None:
    open_database(db_file).close()
    info = files.take_snapshot(db_file, "event12-round3-end", datetime.now(UTC))
    assert (info.event_id, info.round_number) == (12, 3)
    manual = files.take_snapshot(db_file, "manual", datetime.now(UTC))
    assert (manual.event_id, manual.round_number) == (None, None)


def test_rotation_keeps_recent_events_whole_and_the_final_state_of_older_ones(
    db_file: Path,
) -> None:
    open_database(db_file).close()
    start = datetime(2026, 11, 1, tzinfo=UTC).timestamp()
    taken: dict[str, Path] = {}
    step = 0
    for event in (1, 2, 3, 4):
        for rnd in (1, 2):
            for moment in ("start", "end"):
                label = f"event{event}-round{rnd}-{moment}"
                when = datetime.fromtimestamp(start + step, UTC)
                taken[label] = files.take_snapshot(db_file, label, when).path
                step += 1
    for i in range(5):
        label = f"manual{i}"
        taken[label] = files.take_snapshot(
            db_file, label, datetime.fromtimestamp(start + 100 + i, UTC)
        ).path

    deleted = files.rotate(db_file, keep_events=2, keep_others=3)

    kept = {s.label for s in files.list_snapshots(db_file)}
    assert kept == {
        "event1-round2-end",  # older events: only their last state
        "event2-round2-end",
        *(f"event{e}-round{r}-{m}" for e in (3, 4) for r in (1, 2) for m in ("start", "end")),
        "manual2",
        "manual3",
        "manual4",
    }
    assert len(deleted) == 6 + 2
    assert all(not p.exists() for p in deleted)


def test_round_snapshot_labels_and_never_raises(ctx: ServiceContext, db_file: Path) -> None:
    event = new_event(ctx)
    info = backups.round_snapshot(ctx, event, 2, "start")
    assert info is not None and info.label == f"event{event}-round2-start"
    for snap in backups.list_snapshots(ctx):
        snap.path.unlink()
    (db_file.parent / "snapshots").rmdir()
    (db_file.parent / "snapshots").write_text("a file where the folder should be")
    assert backups.round_snapshot(ctx, event, 2, "end") is None


def test_restore_brings_back_the_snapshot_and_keeps_the_replaced_state(
    ctx: ServiceContext,
) -> None:
    event = new_event(ctx, players=["Ada", "Bo"], name="Spring Open")
    saved = backups.snapshot(ctx, "two-players")
    add(ctx, event, "Cy")
    second = new_event(ctx, name="Late Event")

    report = backups.restore(ctx, saved.path, actor="Head Judge")

    assert names(ctx, event) == ["Ada", "Bo"]
    with pytest.raises(DomainError):
        names(ctx, second)
    assert report.previous is not None and report.previous.label == "before-restore"
    replaced = backups.describe_snapshot(report.previous.path)
    assert [(e.name, e.players) for e in replaced.events] == [
        ("Spring Open", 3),
        ("Late Event", 0),
    ]
    assert report.restored.events[0].players == 2
    assert report.set_aside is None and report.upgraded_from is None
    # Restoring the kept state undoes the restore.
    backups.restore(ctx, report.previous.path)
    assert names(ctx, event) == ["Ada", "Bo", "Cy"]


def test_restore_is_audited_in_the_restored_database(ctx: ServiceContext, db_file: Path) -> None:
    event = new_event(ctx)
    saved = backups.snapshot(ctx, "x")
    backups.restore(db_file, saved.path, actor="Head Judge")
    with transaction(ctx.database, "t", read_only=True) as store:
        rows = [e for e in store.audit_entries() if e.action == AuditAction.BACKUP_RESTORE]
    assert len(rows) == 1
    assert rows[0].actor == "Head Judge"
    assert rows[0].after == {"snapshot": saved.path.name}
    assert rows[0].event_id is None  # not an event action, so undo never picks it
    assert event_log(ctx, event)  # the event's own log is intact


def test_restore_while_another_program_has_the_database_open(
    ctx: ServiceContext, db_file: Path
) -> None:
    event = new_event(ctx, players=["Ada"])
    saved = backups.snapshot(ctx, "x")
    add(ctx, event, "Bo")
    other = open_database(db_file)
    other_ctx = ServiceContext(other)
    assert names(other_ctx, event) == ["Ada", "Bo"]
    backups.restore(ctx, saved.path)
    assert names(other_ctx, event) == ["Ada"]  # it sees the restored content at once
    add(other_ctx, event, "Cy")
    assert names(ctx, event) == ["Ada", "Cy"]
    other.close()
    assert quick_check(db_file) == "ok"


def test_restore_refuses_a_damaged_snapshot_and_changes_nothing(
    ctx: ServiceContext, db_file: Path
) -> None:
    event = new_event(ctx, players=["Ada"])
    saved = backups.snapshot(ctx, "x")
    data = bytearray(saved.path.read_bytes())
    data[4096 * 2 : 4096 * 2 + 200] = b"\xff" * 200  # scribble over a b-tree page
    saved.path.write_bytes(bytes(data))
    before = len(backups.list_snapshots(ctx))
    with pytest.raises(StorageError):
        backups.restore(ctx, saved.path)
    assert names(ctx, event) == ["Ada"]
    assert len(backups.list_snapshots(ctx)) == before  # not even a before-restore snapshot


@pytest.mark.parametrize(
    "content",
    [b"", b"hello, this is a CSV\n", b"SQLite format 3\x00" + b"\x00" * 90, None],
    ids=["empty", "text", "truncated-sqlite", "foreign-sqlite"],
)
def test_describe_and_restore_refuse_files_that_are_not_our_snapshots(
    ctx: ServiceContext, tmp_path: Path, content: bytes | None
) -> None:
    event = new_event(ctx, players=["Ada"])
    bogus = tmp_path / "bogus.sqlite"
    if content is None:
        conn = sqlite3.connect(bogus)
        conn.execute("CREATE TABLE notes(x)")
        conn.commit()
        conn.close()
    else:
        bogus.write_bytes(content)
    with pytest.raises(StorageError):
        backups.describe_snapshot(bogus)
    with pytest.raises(StorageError):
        backups.restore(ctx, bogus)
    assert names(ctx, event) == ["Ada"]


def test_a_snapshot_from_a_newer_program_is_refused(ctx: ServiceContext) -> None:
    new_event(ctx)
    saved = backups.snapshot(ctx, "x")
    conn = sqlite3.connect(saved.path)
    conn.execute("UPDATE alembic_version SET version_num = '9999'")
    conn.commit()
    conn.close()
    with pytest.raises(StorageError, match="newer version"):
        backups.restore(ctx, saved.path)


def test_restoring_the_database_onto_itself_is_refused(ctx: ServiceContext, db_file: Path) -> None:
    new_event(ctx)
    ctx.database.close()
    with pytest.raises(StorageError, match="database itself"):
        backups.restore(db_file, db_file)


def damage(path: Path) -> None:
    """Overwrite the middle of the file, as a failing disk or a half-copied file would."""
    data = bytearray(path.read_bytes())
    data[4096:] = b"\x13" * (len(data) - 4096)
    path.write_bytes(bytes(data))


def test_a_damaged_database_is_set_aside_and_the_latest_good_snapshot_restored(
    tmp_path: Path,
) -> None:
    db_file = tmp_path / "tournaments.sqlite"
    database = open_database(db_file)
    ctx = ServiceContext(database)
    event = new_event(ctx, players=["Ada"])
    good = backups.snapshot(ctx, "good")
    add(ctx, event, "Bo")
    bad = backups.snapshot(ctx, "will-be-damaged")
    database.close()
    damage(bad.path)
    damage(db_file)

    with pytest.raises(StorageError, match=r"damaged|not a SQLite"):
        open_database(db_file)
    latest = files.latest_good_snapshot(db_file)
    assert latest is not None and latest.path == good.path

    report = backups.restore(db_file, latest.path)
    assert report.previous is None
    assert report.set_aside is not None and report.set_aside.exists()
    database = open_database(db_file)
    assert names(ServiceContext(database), event) == ["Ada"]
    database.close()


def test_latest_good_snapshot_is_none_without_snapshots(db_file: Path) -> None:
    open_database(db_file).close()
    assert files.latest_good_snapshot(db_file) is None


# A venue server (no file) is snapshotted row by row: tests/stations/test_server_backups.py.


def test_restore_advice_names_the_latest_good_snapshot_and_the_command(db_file: Path) -> None:
    assert "no good snapshot" in files.restore_advice(db_file)
    open_database(db_file).close()
    good = files.take_snapshot(db_file, "good", datetime(2026, 11, 22, 9, tzinfo=UTC))
    damage(files.take_snapshot(db_file, "bad", datetime(2026, 11, 22, 10, tzinfo=UTC)).path)
    advice = files.restore_advice(db_file)
    assert "2026-11-22T09:00:00.000Z" in advice
    assert f'backup restore "{good.path}" --db "{db_file}"' in advice

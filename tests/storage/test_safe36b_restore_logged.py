"""A restore and its log rows are written together: a station killed the moment the restore is
done leaves it logged, and a log row that cannot be written leaves the database as it was.

Every way a restore replaces the state is covered: the rows of a file at this program's schema
(and of a venue server) replaced in one transaction, a file at an older schema overwritten, and
a damaged file moved aside. The kill is an exception no code of the program catches, raised the
moment the storage layer's restore returns: whatever the program meant to write afterwards is
never written, as when the process is killed there.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.services import backups
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import list_events
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.storage import Store, open_database, server_snapshots, snapshots
from opl_tournament.storage.migrate import upgrade
from tests.helpers.events import new_event
from tests.storage.plain_events import add_event, event_names


class Killed(BaseException):
    """The station's process ending (power cut, ``kill -9``): nothing after it runs."""


def killed_when_restored(monkeypatch: pytest.MonkeyPatch) -> None:
    for module, name in ((snapshots, "restore_into"), (server_snapshots, "restore_server")):
        real = getattr(module, name)

        def restored_then_killed(*args: Any, real: Any = real, **kwargs: Any) -> Any:
            real(*args, **kwargs)
            raise Killed

        monkeypatch.setattr(module, name, restored_then_killed)


def restore_log(location: str | Path) -> list[tuple[int | None, dict[str, object] | None]]:
    """The restore rows of the database's log (its event, and what it replaced), read afresh."""
    database = open_database(location)
    try:
        with ServiceContext(database).read() as store:
            entries = store.audit_entries()
    finally:
        database.close()
    restores = [e for e in entries if e.action == AuditAction.BACKUP_RESTORE]
    return [(e.event_id, e.before) for e in restores]


def a_round_then_a_result(ctx: ServiceContext) -> tuple[int, Path]:
    """An event whose round 1 has one result since the snapshot at its start."""
    event = new_event(ctx, name="Spring Open", players=4)
    first = pair_next_round(ctx, event).value
    start = [s.path for s in backups.list_snapshots(ctx) if s.label.endswith("round1-start")]
    report_result(ctx, event, 1, first.matches[0].table, winner=first.matches[0].a)
    return event, start[0]


def results(ctx: ServiceContext, event: int) -> int:
    return sum(1 for m in get_round(ctx, event, 1).matches if m.result is not None)


@pytest.mark.parametrize("database_location", ["sqlite", "postgresql"], indirect=True)
def test_a_restore_killed_as_it_ends_is_logged(
    ctx: ServiceContext, database_location: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    event, start = a_round_then_a_result(ctx)
    killed_when_restored(monkeypatch)

    with pytest.raises(Killed):
        backups.restore(ctx, start)

    assert results(ctx, event) == 0  # restored
    [(whole, before), (logged_event, event_before)] = restore_log(database_location)
    assert (whole, logged_event) == (None, event) and event_before == before
    assert before is not None and ".before-restore." in str(before["snapshot"])


def test_an_older_schemas_file_restored_as_the_station_is_killed_is_logged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.sqlite"
    upgrade(path, "0007")  # a file an older program wrote, never opened by this one
    add_event(path, "Old Open")
    older = tmp_path / "kept" / "club-at-0007.sqlite"
    older.parent.mkdir()
    shutil.copyfile(path, older)
    add_event(older, "Late Cup")
    killed_when_restored(monkeypatch)

    with pytest.raises(Killed):
        backups.restore(path, older)

    assert event_names(path) == ["Old Open", "Late Cup"]
    [(whole, before), (logged_event, event_before)] = restore_log(path)
    assert (whole, logged_event) == (None, 2) and event_before == before
    assert before is not None and ".before-restore." in str(before["snapshot"])


def test_a_damaged_file_restored_as_the_station_is_killed_is_logged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.sqlite"
    database = open_database(path, create=True)
    try:
        new_event(ServiceContext(database), name="Spring Open", players=4)
    finally:
        database.close()
    taken = backups.snapshot(path, "manual").path
    with path.open("r+b") as damaged:
        damaged.write(b"\0" * 100)
    killed_when_restored(monkeypatch)

    with pytest.raises(Killed):
        backups.restore(path, taken)

    assert event_names(path) == ["Spring Open"]
    [(whole, before), (logged_event, _)] = restore_log(path)
    assert (whole, logged_event) == (None, 1)
    assert before is not None and str(before["set_aside"]).startswith("club.sqlite.damaged-")
    assert (tmp_path / str(before["set_aside"])).is_file()


class LogRefused(Exception):
    """The log row's write failing (a constraint, the server gone, a bug)."""


def log_rows_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    real = Store.audit

    def audit(store: Store, action: AuditAction, **row: Any) -> None:
        if action == AuditAction.BACKUP_RESTORE:
            raise LogRefused
        real(store, action, **row)

    monkeypatch.setattr(Store, "audit", audit)


@pytest.mark.parametrize("database_location", ["sqlite", "postgresql"], indirect=True)
def test_a_restore_whose_log_cannot_be_written_changes_nothing(
    ctx: ServiceContext, database_location: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    event, start = a_round_then_a_result(ctx)
    log_rows_refused(monkeypatch)

    with pytest.raises(LogRefused):
        backups.restore(ctx, start)

    assert results(ctx, event) == 1
    assert restore_log(database_location) == []


def test_a_damaged_file_whose_restore_log_cannot_be_written_stays_in_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.sqlite"
    database = open_database(path, create=True)
    try:
        new_event(ServiceContext(database), name="Spring Open", players=4)
        assert [e.name for e in list_events(ServiceContext(database))] == ["Spring Open"]
    finally:
        database.close()
    taken = backups.snapshot(path, "manual").path
    with path.open("r+b") as damaged:
        damaged.write(b"\0" * 100)
    kept = path.read_bytes()
    files = sorted(p.name for p in tmp_path.iterdir())
    log_rows_refused(monkeypatch)

    with pytest.raises(LogRefused):
        backups.restore(path, taken)

    assert path.read_bytes() == kept
    assert sorted(p.name for p in tmp_path.iterdir()) == files  # nothing moved aside
    with pytest.raises(sqlite3.DatabaseError):
        event_names(path)

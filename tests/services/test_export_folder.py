"""An export is swapped in whole: never into the database's folder or a snapshot, never a mixture
of an old manifest and new files, nothing hidden left behind when it fails."""

from __future__ import annotations

import errno
import json
import re
import sqlite3
from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.services import files
from opl_tournament.services.backups import snapshot
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.exchange import export_event
from opl_tournament.storage.backup import backup_file
from opl_tournament.storage.errors import DiskFull
from tests.helpers.events import play_rounds
from tests.helpers.exports import export_cup


@pytest.fixture
def finished(ctx: ServiceContext) -> int:
    event_id = export_cup(ctx)
    play_rounds(ctx, event_id, 3)
    return event_id


def test_precious_places_are_refused(ctx: ServiceContext, finished: int, tmp_path: Path) -> None:
    snap = snapshot(ctx, "manual")
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "mine.txt").write_text("keep me")
    database = tmp_path / "event.sqlite"
    for target, why in (
        (tmp_path, "holds other files"),
        (database, "a database"),
        (snap.path, "a snapshot"),
        (snap.path.parent, "snapshot folder"),
        (notes, "holds other files (mine.txt)"),
        (Path("/dev/null"), "not a folder"),
    ):
        with pytest.raises(InvalidInput, match=re.escape(why)):
            export_event(ctx, finished, target)
    assert (notes / "mine.txt").read_text() == "keep me"
    assert database.stat().st_size > 0 and snap.path.exists()


def test_an_interrupted_export_leaves_the_old_one_whole(
    ctx: ServiceContext, finished: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "submission"
    export_event(ctx, finished, folder)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    written: list[str] = []
    real_write = files._write_new

    def disk_full_on_the_third(path: Path, data: bytes) -> None:
        written.append(path.name)
        if len(written) == 3:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real_write(path, data)

    monkeypatch.setattr(files, "_write_new", disk_full_on_the_third)
    with pytest.raises(DiskFull, match="the disk is full"):  # said plainly, not as an OSError
        export_event(ctx, finished, folder)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []
    monkeypatch.setattr(files, "_write_new", real_write)

    export_event(ctx, finished, folder)  # a previous export is replaced whole
    manifest = json.loads((folder / "manifest.json").read_text())
    assert sorted(p.name for p in folder.iterdir()) == sorted([*manifest["files"], "manifest.json"])
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_the_manifest_is_written_last(
    ctx: ServiceContext, finished: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    order: list[str] = []
    real_write = files._write_new

    def recording(path: Path, data: bytes) -> None:
        order.append(path.name)
        real_write(path, data)

    monkeypatch.setattr(files, "_write_new", recording)
    export_event(ctx, finished, tmp_path / "out")
    assert order[-1] == "manifest.json" and len(order) == 7


def test_a_failed_snapshot_leaves_no_partial_file(tmp_path: Path) -> None:
    source = tmp_path / "not-a-db.sqlite"
    source.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(sqlite3.DatabaseError):
        backup_file(source, tmp_path / "snapshots" / "copy.sqlite")
    assert list((tmp_path / "snapshots").iterdir()) == []

"""`print … -o PATH` and `export … -o DIR` never destroy data: the database, its companions,
its snapshots, special files and folders are refused; a PDF may replace a PDF."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from tests.reliability.inprocess import dump, opl_in_process


@pytest.fixture
def event_db(tmp_path: Path) -> Path:
    database = tmp_path / "t.sqlite"
    assert (
        opl_in_process(
            "event", "create", "Club Night", "--format", "swiss", "--db", str(database)
        ).code
        == 0
    )
    for name in ("Ada", "Bo"):
        assert opl_in_process("player", "add", "1", name, "--db", str(database)).code == 0
    return database


def print_to(database: Path, target: Path | str) -> tuple[int, str]:
    done = opl_in_process(
        "print", "blank-result-sheet", "1", "-o", str(target), "--db", str(database)
    )
    return done.code, done.err


@pytest.mark.parametrize("suffix", ["", "-wal", "-shm"])
def test_the_database_and_its_companions_are_refused(event_db: Path, suffix: str) -> None:
    target = event_db.with_name(event_db.name + suffix)
    target.touch()
    content = dump(event_db)
    code, err = print_to(event_db, target)
    assert code == 1
    assert err.count("\n") == 1 and "internal error" not in err
    assert "database" in err
    assert not target.exists() or not target.read_bytes().startswith(b"%PDF")
    assert dump(event_db) == content


def test_a_snapshot_and_the_snapshot_folder_are_refused(event_db: Path) -> None:
    made = opl_in_process("backup", "create", "--db", str(event_db), "--json")
    assert made.code == 0, made.err
    snapshot = next((event_db.parent / "snapshots").iterdir())
    kept = snapshot.read_bytes()
    for target in (snapshot, snapshot.parent, snapshot.parent / "new.pdf"):
        code, err = print_to(event_db, target)
        assert code == 1, target
        assert "snapshot" in err, err
    assert snapshot.read_bytes() == kept
    assert sorted(p.name for p in snapshot.parent.iterdir()) == [snapshot.name]


def test_special_files_and_folders_are_refused(event_db: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    folder = tmp_path / "folder"
    folder.mkdir()
    for target, word in (
        (fifo, "not a regular file"),
        ("/dev/null", "not a regular file"),
        (folder, "folder"),
    ):
        code, err = print_to(event_db, target)
        assert (code, word in err) == (1, True), (target, err)
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert list(folder.iterdir()) == []


def test_another_kind_of_file_is_not_overwritten(event_db: Path, tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    other_db = tmp_path / "other.sqlite"
    assert (
        opl_in_process("event", "create", "Other", "--format", "swiss", "--db", str(other_db)).code
        == 0
    )
    for target in (notes, other_db):
        before = target.read_bytes()
        code, err = print_to(event_db, target)
        assert code == 1, target
        assert "not a PDF" in err or "a database" in err, err
        assert target.read_bytes() == before


def test_a_pdf_replaces_a_pdf_with_the_folders_usual_permissions(
    event_db: Path, tmp_path: Path
) -> None:
    target = tmp_path / "sheet.pdf"
    old_mask = os.umask(0o022)
    try:
        assert print_to(event_db, target)[0] == 0
        assert stat.S_IMODE(target.stat().st_mode) == 0o644
        target.chmod(0o600)
        target.write_bytes(b"%PDF-1.4 old")
        assert print_to(event_db, target)[0] == 0
    finally:
        os.umask(old_mask)
    assert target.read_bytes().startswith(b"%PDF") and target.stat().st_size > 100
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".part")]

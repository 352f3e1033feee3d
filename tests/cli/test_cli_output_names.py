"""`print … -o` and `export … -o` given a name that is no file (".", "/", "..", an empty one):
one line naming what was typed and what is wrong, exit 1, nothing written, the database as it was."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.cli.in_process import Cli
from tests.reliability.inprocess import dump


def _files_under(folder: Path) -> list[str]:
    """Every name under ``folder`` but the database's own files (its -wal and -shm come and go)."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if ".sqlite" not in p.name)


@pytest.fixture
def finished_cup(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    """A sanctioned one-round event whose result is in: ready to print and to export."""
    cli = Cli(tmp_path / "data" / "cup.sqlite", capsys)
    (tmp_path / "data").mkdir()
    create = ("event", "create", "Cup", "--format", "swiss", "--rounds", "1", "--sanction", "S-1")
    assert cli(*create, "--date", "2026-11-27", "--judge", "Jo:1234")[0] == 0
    for name in ("Ada", "Bo"):
        assert cli("player", "add", "1", name)[0] == 0
    assert cli("pair", "1")[0] == 0
    assert cli("report", "1", "1", "1", "--winner", "0001")[0] == 0
    return cli


@pytest.mark.parametrize(
    ("typed", "why"),
    [
        (".", ".: this is a folder, not a file name; choose another name"),
        ("/", "/: this is a folder, not a file name; choose another name"),
        ("..", "..: this is a folder, not a file name; choose another name"),
        ("", '-o "": the name is empty; give the file a name'),
    ],
)
def test_print_to_a_name_that_is_no_file_is_one_clear_line(
    finished_cup: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, typed: str, why: str
) -> None:
    monkeypatch.chdir(tmp_path / "data")
    before, files = dump(finished_cup.db), _files_under(tmp_path)
    code, out, err = finished_cup("print", "standings", "1", "-o", typed)
    assert (code, out) == (1, "")
    assert err == f"opl-tournament: {why}\n"
    assert _files_under(tmp_path) == files, "nothing written"
    assert dump(finished_cup.db) == before


@pytest.mark.parametrize(
    ("typed", "why"),
    [
        (".", ".: this folder cannot be replaced whole"),
        ("/", "/: this folder cannot be replaced whole"),
        ("..", "..: this folder cannot be replaced whole"),
        ("", '-o "": the name is empty; give the folder a name'),
    ],
)
def test_export_to_a_name_that_is_no_new_folder_is_one_clear_line(
    finished_cup: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, typed: str, why: str
) -> None:
    monkeypatch.chdir(tmp_path / "data")
    before, files = dump(finished_cup.db), _files_under(tmp_path)
    code, out, err = finished_cup("export", "1", "-o", typed)
    assert (code, out) == (1, "")
    assert err.startswith(f"opl-tournament: {why}"), err
    assert err.count("\n") == 1 and "internal error" not in err
    assert _files_under(tmp_path) == files, "nothing written"
    assert dump(finished_cup.db) == before


def test_the_folder_of_the_database_is_never_replaced_by_an_export(
    finished_cup: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`-o .` run beside the database, and its snapshot folder named as `.` from inside it."""
    assert finished_cup("backup", "create")[0] == 0
    snapshots = tmp_path / "data" / "snapshots"
    kept = {p.name: p.read_bytes() for p in snapshots.iterdir()}
    for folder in (tmp_path / "data", snapshots):
        monkeypatch.chdir(folder)
        for command in (("export", "1", "-o", "."), ("print", "standings", "1", "-o", ".")):
            code, _, err = finished_cup(*command)
            assert code == 1 and "internal error" not in err, err
    assert {p.name: p.read_bytes() for p in snapshots.iterdir()} == kept
    assert finished_cup.db.stat().st_size > 0
    assert sorted(os.listdir(tmp_path / "data")) == ["cup.sqlite", "snapshots"]

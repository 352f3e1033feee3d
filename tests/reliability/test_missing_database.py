"""A database file is made only by `event create`; a missing, empty or damaged one is refused with
a hint that works as printed; a URL never becomes a local file."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from tests.reliability.inprocess import opl_in_process


def hint_command(err: str) -> list[str]:
    """The command a refusal suggests, as a judge would paste it."""
    words = shlex.split(err.split("with: ", 1)[1])
    assert words[0] == "opl-tournament", err
    return words[1:]


@pytest.mark.parametrize(
    "command", [["player", "list", "1"], ["event", "list"], ["player", "add", "1", "Ada"]]
)
def test_a_mistyped_path_is_refused_and_nothing_is_created(
    tmp_path: Path, command: list[str]
) -> None:
    missing = tmp_path / "typo" / "evnet.sqlite"
    done = opl_in_process(*command, "--db", str(missing))
    assert done.code == 1
    assert done.err == (
        f"opl-tournament: no tournament database at {missing} (create one with `event create`)\n"
    )
    assert not missing.parent.exists()


def test_event_create_makes_the_database_and_its_folder(tmp_path: Path) -> None:
    new = tmp_path / "season" / "club.sqlite"
    created = opl_in_process("event", "create", "Club", "--format", "swiss", "--db", str(new))
    assert created.code == 0, created.err
    assert opl_in_process("event", "list", "--db", str(new)).code == 0
    via_url = opl_in_process("event", "list", "--db", f"sqlite:///{new}")
    assert via_url.code == 0 and "Club" in via_url.out


@pytest.mark.parametrize(
    ("url", "words"),
    [
        ("postgresql://judge@localhost/tournament", "venue server"),
        ("postgresql+psycopg://judge@localhost/tournament", "venue server"),
        ("ftp://example.org/t.sqlite", "'ftp'"),
        ("mysql://judge@localhost/t", "'mysql'"),
    ],
)
def test_a_url_never_becomes_a_local_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, url: str, words: str
) -> None:
    monkeypatch.chdir(tmp_path)
    for command in (["event", "list"], ["event", "create", "X", "--format", "swiss"]):
        done = opl_in_process(*command, "--db", url)
        assert done.code == 1, done.err
        assert words in done.err and done.err.count("\n") == 1, done.err
    assert list(tmp_path.iterdir()) == []


def test_an_empty_file_is_refused_naming_the_snapshot_to_restore(tmp_path: Path) -> None:
    database = tmp_path / "club.sqlite"
    empty = tmp_path / "empty.sqlite"
    empty.touch()
    alone = opl_in_process("event", "list", "--db", str(empty))
    assert alone.code == 1 and "is empty" in alone.err, alone.err
    assert empty.stat().st_size == 0

    assert (
        opl_in_process("event", "create", "Club", "--format", "swiss", "--db", str(database)).code
        == 0
    )
    assert opl_in_process("backup", "create", "--db", str(database)).code == 0
    database.write_bytes(b"")
    for name in ("club.sqlite-wal", "club.sqlite-shm"):
        (tmp_path / name).unlink(missing_ok=True)
    refused = opl_in_process("event", "list", "--db", str(database))
    assert refused.code == 1 and "is empty" in refused.err, refused.err
    assert database.stat().st_size == 0, "never silently re-initialised"
    restored = opl_in_process(*hint_command(refused.err), "--yes")
    assert restored.code == 0, restored.err
    listed = opl_in_process("event", "list", "--db", str(database))
    assert listed.code == 0 and "Club" in listed.out


def test_the_hint_for_a_damaged_database_works_as_printed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    database = tmp_path / "my events" / "club.sqlite"
    assert (
        opl_in_process("event", "create", "Club", "--format", "swiss", "--db", str(database)).code
        == 0
    )
    assert opl_in_process("backup", "create", "--db", str(database)).code == 0
    database.write_bytes(b"garbage " * 1000)
    monkeypatch.chdir(tmp_path)  # the hint must not depend on the folder it is typed in
    refused = opl_in_process("player", "list", "1", "--db", str(database))
    assert refused.code == 1 and "--db" in refused.err, refused.err
    restored = opl_in_process(*hint_command(refused.err), "--yes")
    assert restored.code == 0, restored.err
    assert "Club" in opl_in_process("event", "list", "--db", str(database)).out

"""`backup list/create/show/restore` as a judge runs them, including on a damaged database."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.cli import run
from tests.command_line import Runner


def players(opl: Runner) -> list[str]:
    done = opl("player", "list", "1", "--json")
    assert done.code == 0, done.err
    return [p["name"] for p in done.json()["players"]]


def setup_event(opl: Runner, *names: str) -> None:
    assert opl("event", "create", "Club Night", "--format", "swiss", "--seed", "3").code == 0
    for name in names:
        assert opl("player", "add", "1", name).code == 0


def test_create_list_show_and_restore(opl: Runner, database: Path) -> None:
    setup_event(opl, "Ada", "Bo")
    created = opl("backup", "create", "--label", "after sign-up", "--json")
    assert created.code == 0, created.err
    snap = created.json()
    assert snap["label"] == "after-sign-up"
    assert Path(snap["path"]).parent == database.parent / "snapshots"

    assert opl("player", "add", "1", "Cy").code == 0
    listed = opl("backup", "list", "--json").json()
    assert [s["path"] for s in listed["snapshots"]] == [snap["path"]]

    shown = opl("backup", "show", snap["path"], "--json")
    assert shown.code == 0
    event = shown.json()["events"][0]
    assert (event["name"], event["players"], event["rounds"]) == ("Club Night", 2, [])

    # Not on a terminal and without --yes: shows the contents, replaces nothing.
    refused = opl("backup", "restore", snap["path"])
    assert refused.code == 1
    assert "event 1 'Club Night'" in refused.out and "2 players" in refused.out
    assert "--yes" in refused.err
    assert players(opl) == ["Ada", "Bo", "Cy"]

    restored = opl("backup", "restore", snap["path"], "--yes", "--json")
    assert restored.code == 0, restored.err
    outcome = restored.json()
    assert outcome["restored"] is True
    assert Path(outcome["previous"]).exists()
    assert players(opl) == ["Ada", "Bo"]
    labels = [s["label"] for s in opl("backup", "list", "--json").json()["snapshots"]]
    assert labels == ["after-sign-up", "before-restore"]


def test_a_damaged_database_is_refused_and_can_be_restored(opl: Runner, database: Path) -> None:
    setup_event(opl, "Ada")
    snap = opl("backup", "create", "--json").json()["path"]
    data = bytearray(database.read_bytes())
    data[4096:] = b"\x00\x13" * ((len(data) - 4096) // 2)
    database.write_bytes(bytes(data))
    for part in ("-wal", "-shm"):
        Path(str(database) + part).unlink(missing_ok=True)

    refused = opl("player", "list", "1")
    assert refused.code == 1
    assert "damaged" in refused.err and "Traceback" not in refused.err
    assert opl("backup", "create").code == 1  # a copy of a damaged file is no backup

    restored = opl("backup", "restore", snap, "--yes")
    assert restored.code == 0, restored.err
    assert "moved aside" in restored.out
    assert players(opl) == ["Ada"]


def test_bad_snapshot_paths_are_one_clear_line(
    database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", str(database)]
    assert run(["event", "create", "Club Night", "--format", "swiss", *db]) == 0
    assert run(["player", "add", "1", "Ada", *db]) == 0
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database")
    for path in (str(notes), str(tmp_path / "missing.sqlite"), str(tmp_path)):
        for command in (("show", path), ("restore", path, "--yes")):
            capsys.readouterr()
            assert run(["backup", *command, *db]) == 1, command
            err = capsys.readouterr().err
            assert err.startswith("opl-tournament: ") and err.count("\n") == 1, err
    assert run(["player", "list", "1", *db]) == 0
    assert "Ada" in capsys.readouterr().out

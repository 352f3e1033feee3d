"""A database an earlier version wrote opens in this one with its data intact: every schema
from 0001 on, filled by that version's own command line (``older_databases/README.md``)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from opl_tournament.cli import run
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.undo import undo_last
from opl_tournament.storage import open_database
from opl_tournament.storage.migrate import head_revision

OLDER = Path(__file__).parent / "older_databases"
REVISIONS = sorted(p.stem for p in OLDER.glob("*.sql"))


def written_by_an_older_version(revision: str, folder: Path) -> Path:
    path = folder / f"at-{revision}.sqlite"
    conn = sqlite3.connect(path)
    try:
        conn.executescript((OLDER / f"{revision}.sql").read_text(encoding="utf-8"))
    finally:
        conn.close()
    return path


def test_there_is_a_filled_database_of_every_older_schema() -> None:
    head = int(head_revision())
    assert [f"{n:04d}" for n in range(1, head)] == REVISIONS


@pytest.mark.parametrize("revision", REVISIONS)
def test_an_older_database_reads_as_its_version_printed_it(
    revision: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = written_by_an_older_version(revision, tmp_path)
    printed = json.loads((OLDER / f"{revision}.json").read_text(encoding="utf-8"))

    assert run(["player", "list", "1", "--db", str(path), "--json"]) == 0
    fields = ("number", "name", "sequence", "status")
    players = json.loads(capsys.readouterr().out)["players"]
    assert [{k: p[k] for k in fields} for p in players] == printed["players"]
    if "standings" in printed:
        # by its round: without one, a round still being played gives the standings before it
        after = str(printed["standings"]["round"])
        assert run(["standings", "1", "--round", after, "--db", str(path), "--json"]) == 0
        assert json.loads(capsys.readouterr().out) == printed["standings"]


@pytest.mark.parametrize("revision", REVISIONS)
def test_an_older_databases_actions_are_taken_back_one_by_one(
    revision: str, tmp_path: Path
) -> None:
    """Undo reads what an earlier version logged: every action back to the event's players."""
    database = open_database(written_by_an_older_version(revision, tmp_path))
    try:
        ctx = ServiceContext(database, actor="judge")
        logged = [e.action for e in event_log(ctx, 1)]
        undoable = [a for a in logged if a not in {"event.create"}]
        for _ in undoable:
            undo_last(ctx, 1)
        left = [e for e in event_log(ctx, 1) if not e.undone and e.action != "undo"]
    finally:
        database.close()
    assert [e.action for e in left] == ["event.create"]

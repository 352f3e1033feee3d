"""A whole round's results file is written set-based: the round is read once, each result is one
row written, the file one audit row (one judge action), and the unreported tables are counted once at the end, so the
time grows with the file only (issue 21: linear, where it once re-read and recounted the round
after every line)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.services.rounds import pair_next_round, report_results_file
from opl_tournament.storage import open_database
from opl_tournament.storage.db import Database


def statements_of_a_round_file(
    folder: Path, players: int, monkeypatch: pytest.MonkeyPatch
) -> tuple[list[str], int]:
    """(the SQL statements run, results written) for a file of every result of round 1; the
    rows of a bulk write are traced one by one."""
    folder.mkdir()
    database = open_database(folder / "event.sqlite")
    try:
        ctx = ServiceContext(database)
        event = create_event(ctx, EventSettings(name="Open", format=EventFormat.SWISS))
        people = [(i + 2, Entrant(identity=PlayerIdentity(name=f"P{i}"))) for i in range(players)]
        register_many(ctx, event.id, people, source="test")
        tables = [m for m in pair_next_round(ctx, event.id).value.matches if m.b is not None]
        results = folder / "round1.csv"
        results.write_text(
            "table,winner\n" + "".join(f"{m.table},{m.a}\n" for m in tables), encoding="utf-8"
        )
        statements: list[str] = []
        connect = Database.connect

        def traced(self: Database) -> sqlite3.Connection:
            conn = connect(self)
            conn.set_trace_callback(statements.append)
            return conn

        with monkeypatch.context() as patched:
            patched.setattr(Database, "connect", traced)
            written = report_results_file(ctx, event.id, 1, results).value.reported
        return statements, len(written)
    finally:
        database.close()


def test_a_round_file_reads_the_round_once_and_writes_a_row_per_result_and_one_audit_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    small, small_written = statements_of_a_round_file(tmp_path / "small", 16, monkeypatch)
    large, large_written = statements_of_a_round_file(tmp_path / "large", 128, monkeypatch)
    assert (small_written, large_written) == (8, 64)

    def per_result(statement: str) -> bool:
        return statement.startswith(("UPDATE match SET", "INSERT INTO audit_log"))

    assert sum(map(per_result, small)) == 8 + 1
    assert sum(map(per_result, large)) == 64 + 1
    assert sum(s.startswith("INSERT INTO audit_log") for s in large) == 1
    # Everything else (reading the event and the round, counting what is left) is the same
    # whatever the field.
    assert [s for s in large if not per_result(s)] == [s for s in small if not per_result(s)]
    assert sum("count(*)" in s for s in large) == 1

"""Events written into a database file in plain SQL, as the program at schema 0007 wrote them,
and read back by name: for tests of files kept at an older schema."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def add_event(path: Path, name: str) -> None:
    """An event written as the program at schema 0007 wrote it."""
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO event (name, game, tournament_type, format, sanction_number, date, place,"
            " time_limit_minutes, seed, tier, paper_size, odd_field, policies_json, status,"
            " created_at) VALUES (?, 'overpower', 'constructed', 'swiss', '', '', '', 45, 7,"
            " 'local', 'Letter', 'bye', '{}', 'registration', '2026-11-27T10:00:00+00:00')",
            (name,),
        )
    conn.close()


def event_names(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [name for (name,) in conn.execute("SELECT name FROM event ORDER BY id")]
    finally:
        conn.close()

"""The command line run in-process (faster than a subprocess), for the hardening tests."""

from __future__ import annotations

from pathlib import Path

from opl_tournament.storage.backup import read_only_connection
from tests.command_line import Completed, run_cli_in_process


def opl_in_process(*argv: str) -> Completed:
    return run_cli_in_process(list(argv))


def club_night(database: Path) -> None:
    """An event of two players, Ann Able and Bob Baker, with round 1 paired: made by commands."""
    for command in (
        ["event", "create", "Club Night", "--format", "swiss"],
        ["player", "add", "1", "Ann Able"],
        ["player", "add", "1", "Bob Baker"],
        ["pair", "1"],
    ):
        done = opl_in_process(*command, "--db", str(database))
        assert done.code == 0, done.err


def dump(database: Path) -> list[str]:
    """The database's whole content, to compare before and after."""
    conn = read_only_connection(database)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()

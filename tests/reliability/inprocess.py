"""The command line run in-process (faster than a subprocess), for the hardening tests."""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass
from pathlib import Path

from opl_tournament.cli import run
from opl_tournament.storage.backup import read_only_connection


@dataclass
class Ran:
    code: int
    out: str
    err: str


def opl_in_process(*argv: str) -> Ran:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = run(list(argv))
        except SystemExit as stop:  # argparse: usage errors
            code = stop.code if isinstance(stop.code, int) else 2
    return Ran(code, out.getvalue(), err.getvalue())


def dump(database: Path) -> list[str]:
    """The database's whole content, to compare before and after."""
    conn = read_only_connection(database)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()

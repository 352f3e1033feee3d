"""A judge who pipes a command into ``head`` (or closes a pager early) reads what they asked for
and nothing else: no "Broken pipe" line, no traceback, after the command did its work."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.helpers.contexts import context_on
from tests.helpers.events import new_event, play_round

ROOT = Path(__file__).resolve().parents[2]


def test_a_reader_that_stops_early_gets_no_error_line(tmp_path: Path) -> None:
    database = tmp_path / "event.sqlite"
    with context_on(database) as ctx:
        event_id = new_event(ctx, players=40, swiss_rounds=3)
        play_round(ctx, event_id)
    command = [sys.executable, "-m", "opl_tournament", "--db", str(database)]
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before a line is written: as `| head -0` does
    try:
        run = subprocess.run(
            [*command, "standings", str(event_id)],
            stdout=write_end,
            stderr=subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            timeout=120,
            check=False,
        )
    finally:
        os.close(write_end)
    assert run.stderr.decode() == ""
    assert run.returncode == 1  # as Python's own advice for a closed pipe: quiet, status 1

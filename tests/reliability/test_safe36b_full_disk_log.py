"""An internal error while the data disk is full: the log file cannot take its details, and the
judge still reads one clear sentence, never Python's "--- Logging error ---" traceback.

The disk is really full (a small RAM disk, as in ``test_full_disk``; skipped where mounting is
not allowed), and the command runs as its own process so that what Python prints on its way out
(the log file's last flush) is seen too.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from opl_tournament.paths import log_file_path
from tests.reliability.disks import fill
from tests.reliability.inprocess import club_night

A_BUG = """
import sys
from opl_tournament.cli import run
from opl_tournament.services import events

def list_events_with_a_bug(ctx):
    raise RuntimeError("a bug in the program")

events.list_events = list_events_with_a_bug
sys.exit(run(sys.argv[1:]))
"""


def test_an_internal_error_on_a_full_data_disk_is_one_sentence(
    small_disk: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    database = tmp_path / "club.sqlite"
    club_night(database)
    data = small_disk / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    log = log_file_path()
    assert log.is_relative_to(small_disk)
    log.parent.mkdir(parents=True)  # the station has run before: its log folder is there
    earlier = "an earlier day's log\n" * 195 + "\n"  # 4,096 bytes: its page of the disk is full
    log.write_text(earlier, encoding="utf-8")
    fill(small_disk)

    done = subprocess.run(
        [sys.executable, "-c", A_BUG, "event", "list", "--db", str(database)],
        capture_output=True,
        text=True,
        env=os.environ,
        timeout=60,
        check=False,
    )

    assert done.returncode == 1
    assert done.stderr == (
        "opl-tournament: internal error; nothing of this action was saved. "
        "Its details could not be written to the log file.\n"
    ), done.stderr
    assert log.read_text(encoding="utf-8") == earlier

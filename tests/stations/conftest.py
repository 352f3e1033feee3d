"""What the stations' tests share: the command line run in this process, and a venue folder."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from opl_tournament.domain.model import EventSettings
from opl_tournament.services.change_watch import ChangeWatch
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.storage import venue_server
from tests.command_line import run_cli_in_process
from tests.postgres import skip_or_fail_without_postgres


@dataclass
class Done:
    returncode: int
    stdout: str
    stderr: str


Opl = Callable[..., Done]


@pytest.fixture
def opl() -> Opl:
    """The command line, run in this process (the server programs are real processes)."""

    def run_command(*args: str) -> Done:
        done = run_cli_in_process(list(args))
        return Done(done.code, done.out, done.err)

    return run_command


@pytest.fixture
def venue_folder() -> Iterator[Path]:
    """A folder for a venue server of the test's own (stopped and removed afterwards)."""
    skip_or_fail_without_postgres()
    scratch = Path(tempfile.mkdtemp(prefix="opl-venue-"))
    scratch.chmod(0o755)  # as root, the postgres user must reach it
    yield scratch / "venue"
    if (scratch / "venue" / "venue.json").exists():
        venue_server.stop(scratch / "venue", immediate=True)
    shutil.rmtree(scratch, ignore_errors=True)


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    """An event on the test's database (a module may have its own)."""
    return create_event(ctx, EventSettings(name="Cup")).id


@pytest.fixture
def changes(ctx: ServiceContext, event_id: int) -> Iterator[ChangeWatch]:
    """The window's watcher, started once the event is there."""
    watcher = ChangeWatch(ctx)
    yield watcher
    watcher.close()

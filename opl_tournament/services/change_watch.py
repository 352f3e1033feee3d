"""Changes made elsewhere: another station, or the command line on the same file.

The window asks ``ChangeWatch.news()`` twice a second and re-reads what it shows when it
answers a record.
"""

from __future__ import annotations

from opl_tournament.services.changes import Changes
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage.changes import ChangeWatcher


class ChangeWatch:
    """``own_commits_too``: also this program's own commits (for a page that only reads)."""

    def __init__(self, ctx: ServiceContext, *, own_commits_too: bool = False) -> None:
        self._watcher = ChangeWatcher(ctx.database, own_commits_too=own_commits_too)

    def arrived(self) -> bool:
        """True when another program or station committed since the last call (and, with
        ``own_commits_too``, this one)."""
        return self._watcher.poll()

    def news(self) -> Changes | None:
        """What arrived since the last call, as a change record (the watcher cannot say what
        another station touched, so: anything, marked ``elsewhere``); None when nothing did."""
        return Changes.of_everything(elsewhere=True) if self.arrived() else None

    @property
    def problem(self) -> str | None:
        """A sentence when the database server cannot be reached, else None."""
        return self._watcher.problem

    def close(self) -> None:
        self._watcher.close()

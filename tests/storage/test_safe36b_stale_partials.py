"""A station killed while writing a snapshot leaves a ``.partial`` file: the next snapshot of
that database removes it (and its journal), never a real snapshot nor another database's."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from opl_tournament.services import backups
from opl_tournament.services.context import ServiceContext
from tests.helpers.events import new_event

BOTH_BACKENDS = True


def leftovers_of_a_killed_snapshot(folder: Path, database_name: str) -> list[Path]:
    """What a station killed while writing a snapshot leaves: the half-written copy and its
    journal, an hour old."""
    half = folder / f"{database_name}.20261122T230512123Z.event1-round2-start.sqlite.partial"
    journal = half.with_name(half.name + "-journal")
    for path in (half, journal):
        path.write_bytes(b"SQLite format 3\x00 half written")
        hour_ago = time.time() - 3600
        os.utime(path, (hour_ago, hour_ago))
    return [half, journal]


@pytest.mark.parametrize("database_location", ["sqlite", "postgresql"], indirect=True)
def test_a_stale_partial_snapshot_is_removed_by_the_next_snapshot(ctx: ServiceContext) -> None:
    new_event(ctx, name="Spring Open", players=4)
    real = [backups.snapshot(ctx, "manual").path, backups.snapshot(ctx, "before-lunch").path]
    anchor = backups.database_file(ctx)
    folder = real[0].parent
    stale = leftovers_of_a_killed_snapshot(folder, anchor.name)
    others = [
        folder / "other.sqlite.20261122T230512123Z.manual.sqlite.partial",  # another database's
        folder / "notes.partial",  # not a snapshot's name
    ]
    for path in others:
        path.write_bytes(b"kept")
    fresh = folder / f"{anchor.name}.20261122T230513000Z.manual.sqlite.partial"
    fresh.write_bytes(b"being written by another program right now")

    taken = backups.snapshot(ctx, "after-lunch").path

    assert not any(path.exists() for path in stale)
    assert all(path.is_file() for path in [*real, taken, *others, fresh])
    assert [s.path for s in backups.list_snapshots(ctx)] == [*real, taken]

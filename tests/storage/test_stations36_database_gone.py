"""A station whose database file went away (moved, deleted, its USB stick pulled) while open."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import list_events
from opl_tournament.storage import StorageError, open_database
from tests.helpers.events import new_event


def test_a_moved_database_is_never_made_again_empty_at_its_old_place(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    database = open_database(path, create=True)
    ctx = ServiceContext(database, actor="Dana")
    new_event(ctx, name="Spring Open", players=4)
    moved = tmp_path / "elsewhere.sqlite"
    for suffix in ("", "-wal", "-shm"):
        if path.with_name(path.name + suffix).exists():
            os.rename(path.with_name(path.name + suffix), moved.with_name(moved.name + suffix))

    with pytest.raises(StorageError) as refused:
        new_event(ctx, name="Late Cup")
    with pytest.raises(StorageError):
        list_events(ctx)
    database.close()

    message = refused.value.message
    assert "is no longer there" in message and "nothing of this action was saved" in message
    assert not path.exists()  # no empty database in its place, to be taken for the event's
    kept = open_database(moved, create=False)
    try:
        assert [e.name for e in list_events(ServiceContext(kept, actor="Dana"))] == ["Spring Open"]
    finally:
        kept.close()

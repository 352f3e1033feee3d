"""A station's context on its own connection to a test's database."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import open_database


@contextmanager
def context_on(location: str | Path, actor: str = "judge") -> Iterator[ServiceContext]:
    """``actor``'s context on the database at ``location``, closed at the end of the block."""
    database = open_database(location)
    try:
        yield ServiceContext(database, actor=actor)
    finally:
        database.close()

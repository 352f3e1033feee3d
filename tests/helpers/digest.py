"""A digest of every table of a database: equal before and after a refused action when the
refusal changed nothing."""

from __future__ import annotations

import hashlib

from opl_tournament.services.context import ServiceContext
from opl_tournament.storage.tables import metadata


def database_digest(ctx: ServiceContext) -> str:
    """Every row of every table, in a fixed order, hashed (on SQLite or PostgreSQL)."""
    digest = hashlib.sha256()
    with ctx.read() as store:
        for table in metadata.sorted_tables:
            rows = store.sql.rows(f"SELECT * FROM {table.name}")
            for row in sorted(repr(tuple(row)) for row in rows):
                digest.update(f"{table.name}:{row}\n".encode())
    return digest.hexdigest()

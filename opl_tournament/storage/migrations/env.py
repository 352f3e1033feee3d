"""Alembic environment: always run in-process on a connection handed over by ``migrate.py``."""

from __future__ import annotations

from alembic import context

from opl_tournament.storage.tables import metadata

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("migrations run only through opl_tournament.storage.migrate")

context.configure(
    connection=connection,
    target_metadata=metadata,
    render_as_batch=True,
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()

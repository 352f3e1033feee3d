"""Columns, keys and column changes as the migration scripts write them: one spelling for every
migration.

A migration is history and must build tomorrow what it built the day it was written, so these
builders never change what they build; a new kind of column gets a new builder (or a new keyword
whose default builds what the builder built before). Constraint names
follow ``tables.py``'s naming convention (``pk_<table>``, ``fk_<table>_<column>_<target>``).
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op


def string(
    name: str, *, nullable: bool = False, server_default: str | None = None
) -> sa.Column[Any]:
    """A short text column (a name, a code, a date written as text); ``server_default`` fills
    it in the rows a table already holds when the column is added."""
    return sa.Column(
        name, sqlmodel.sql.sqltypes.AutoString(), nullable=nullable, server_default=server_default
    )


def long_text(name: str, *, nullable: bool = False) -> sa.Column[Any]:
    """A text column of any length (JSON, a deck list)."""
    return sa.Column(name, sa.Text(), nullable=nullable)


def integer(name: str, *, nullable: bool = False) -> sa.Column[Any]:
    return sa.Column(name, sa.Integer(), nullable=nullable)


def real(name: str, *, nullable: bool = False) -> sa.Column[Any]:
    return sa.Column(name, sa.Float(), nullable=nullable)


def flag(name: str, *, nullable: bool = False) -> sa.Column[Any]:
    return sa.Column(name, sa.Boolean(), nullable=nullable)


def primary_key(table: str, column: str = "id") -> sa.PrimaryKeyConstraint:
    return sa.PrimaryKeyConstraint(column, name=f"pk_{table}")


def reference(
    table: str, column: str, target: str, *, cascade: bool = False
) -> sa.ForeignKeyConstraint:
    """``table.column`` points at ``target.id``; with ``cascade``, deleting the target deletes
    the row."""
    return sa.ForeignKeyConstraint(
        [column],
        [f"{target}.id"],
        name=f"fk_{table}_{column}_{target}",
        ondelete="CASCADE" if cascade else None,
    )


def add_columns(table: str, *columns: sa.Column[Any]) -> None:
    """Adds ``columns`` to ``table``, in one batch (SQLite copies the table once)."""
    with op.batch_alter_table(table) as batch:
        for column in columns:
            batch.add_column(column)


def drop_columns(table: str, *names: str) -> None:
    """Drops the columns ``names`` from ``table``, in one batch: what ``add_columns`` undoes."""
    with op.batch_alter_table(table) as batch:
        for name in names:
            batch.drop_column(name)

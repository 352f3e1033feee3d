"""each rated player's highest established rating (the US Chess established player's floor)

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23 19:20:00
"""

from __future__ import annotations

from alembic import op

from opl_tournament.storage.migration_columns import real

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("rating") as batch:
        batch.add_column(real("peak", nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("rating") as batch:
        batch.drop_column("peak")

"""the rating list's rating system (uscf or glicko2)

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23 16:40:00
"""

from __future__ import annotations

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rating_list",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("system", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("updated_at", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )


def downgrade() -> None:
    op.drop_table("rating_list")

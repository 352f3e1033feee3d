"""the rating list's rating system (uscf or glicko2)

Create Date: 2026-11-23 16:40:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from opl_tournament.storage.migration_columns import integer, string

revision = "0004"
down_revision = "0003"


def upgrade() -> None:
    op.create_table(
        "rating_list",
        integer("id"),
        string("system"),
        string("updated_at"),
        sa.PrimaryKeyConstraint("id"),
    )


def downgrade() -> None:
    op.drop_table("rating_list")

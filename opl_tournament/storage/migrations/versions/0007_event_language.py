"""the language an event's printed forms and verdicts speak (events made before: English)

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-27 12:40:00
"""

from __future__ import annotations

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("event") as batch:
        batch.add_column(
            sa.Column(
                "language",
                sqlmodel.sql.sqltypes.AutoString(),
                nullable=False,
                server_default="en",
            )
        )


def downgrade() -> None:
    with op.batch_alter_table("event") as batch:
        batch.drop_column("language")

"""each rated player's highest established rating (the US Chess established player's floor)

Create Date: 2026-11-23 19:20:00
"""

from __future__ import annotations

from opl_tournament.storage.migration_columns import add_columns, drop_columns, real

revision = "0005"
down_revision = "0004"


def upgrade() -> None:
    add_columns("rating", real("peak", nullable=True))


def downgrade() -> None:
    drop_columns("rating", "peak")

"""the language an event's printed forms and verdicts speak (events made before: English)

Create Date: 2026-11-27 12:40:00
"""

from __future__ import annotations

from opl_tournament.storage.migration_columns import add_columns, drop_columns, string

revision = "0007"
down_revision = "0006"


def upgrade() -> None:
    add_columns("event", string("language", server_default="en"))


def downgrade() -> None:
    drop_columns("event", "language")

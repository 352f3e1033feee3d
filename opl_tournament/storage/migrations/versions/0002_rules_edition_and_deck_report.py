"""rules edition and deck report

Create Date: 2026-11-22 20:42:03.630918
"""

from __future__ import annotations

from opl_tournament.storage.migration_columns import add_columns, drop_columns, long_text, string

revision = "0002"
down_revision = "0001"


def upgrade() -> None:
    add_columns("event", string("rules_edition", server_default=""))
    add_columns("registration", long_text("deck_report_json", nullable=True))


def downgrade() -> None:
    drop_columns("registration", "deck_report_json")
    drop_columns("event", "rules_edition")

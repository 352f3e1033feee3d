"""what the program wrote for people, kept as a sentence to say again in any language: the audit
log's summaries and the pairings' explanations (rows made before keep their English text only)

Create Date: 2026-11-27 15:20:00
"""

from __future__ import annotations

from opl_tournament.storage.migration_columns import add_columns, drop_columns, long_text

revision = "0008"
down_revision = "0007"

_SENTENCE_COLUMNS = (
    ("audit_log", "summary_sentence"),
    ("match", "explanation_sentence"),
    ("pod", "explanation_sentence"),
)


def upgrade() -> None:
    for table, column in _SENTENCE_COLUMNS:
        add_columns(table, long_text(column, nullable=True))


def downgrade() -> None:
    for table, column in reversed(_SENTENCE_COLUMNS):
        drop_columns(table, column)

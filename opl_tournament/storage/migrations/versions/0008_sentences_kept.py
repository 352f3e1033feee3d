"""what the program wrote for people, kept as a sentence to say again in any language: the audit
log's summaries and the pairings' explanations (rows made before keep their English text only)

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-27 15:20:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

_SENTENCE_COLUMNS = (
    ("audit_log", "summary_sentence"),
    ("match", "explanation_sentence"),
    ("pod", "explanation_sentence"),
)


def upgrade() -> None:
    for table, column in _SENTENCE_COLUMNS:
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column(column, sa.Text(), nullable=True))


def downgrade() -> None:
    for table, column in reversed(_SENTENCE_COLUMNS):
        with op.batch_alter_table(table) as batch:
            batch.drop_column(column)

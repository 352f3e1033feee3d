"""multiplayer pods and registered teams

Create Date: 2026-11-23 03:40:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from opl_tournament.storage.migration_columns import (
    flag,
    integer,
    long_text,
    primary_key,
    reference,
    string,
)

revision = "0003"
down_revision = "0002"


def upgrade() -> None:
    op.create_table(
        "pod",
        integer("id"),
        integer("event_id"),
        integer("round_id"),
        integer("round_number"),
        integer("table_number"),
        string("explanation"),
        flag("bye"),
        string("decided_by", nullable=True),
        long_text("adjudication_json", nullable=True),
        string("reported_at", nullable=True),
        reference("pod", "event_id", "event", cascade=True),
        reference("pod", "round_id", "round", cascade=True),
        primary_key("pod"),
        sa.UniqueConstraint("round_id", "table_number", name="uq_pod_round_table"),
    )
    op.create_index("ix_pod_event_id", "pod", ["event_id"])
    op.create_index("ix_pod_round_id", "pod", ["round_id"])
    op.create_table(
        "pod_seat",
        integer("id"),
        integer("pod_id"),
        integer("seat"),
        integer("registration_id"),
        string("side"),
        string("role"),
        integer("placing", nullable=True),
        reference("pod_seat", "pod_id", "pod", cascade=True),
        reference("pod_seat", "registration_id", "registration"),
        primary_key("pod_seat"),
        sa.UniqueConstraint("pod_id", "seat", name="uq_pod_seat_pod_seat"),
    )
    op.create_index("ix_pod_seat_pod_id", "pod_seat", ["pod_id"])
    op.create_index("ix_pod_seat_registration_id", "pod_seat", ["registration_id"])
    with op.batch_alter_table("registration", schema=None) as batch_op:
        batch_op.add_column(string("team", nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("registration", schema=None) as batch_op:
        batch_op.drop_column("team")
    op.drop_index("ix_pod_seat_registration_id", table_name="pod_seat")
    op.drop_index("ix_pod_seat_pod_id", table_name="pod_seat")
    op.drop_table("pod_seat")
    op.drop_index("ix_pod_round_id", table_name="pod")
    op.drop_index("ix_pod_event_id", table_name="pod")
    op.drop_table("pod")

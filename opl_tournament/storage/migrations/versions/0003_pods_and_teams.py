"""multiplayer pods and registered teams

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23 03:40:00
"""

from __future__ import annotations

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "pod",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("explanation", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("bye", sa.Boolean(), nullable=False),
        sa.Column("decided_by", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("adjudication_json", sa.Text(), nullable=True),
        sa.Column("reported_at", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.ForeignKeyConstraint(
            ["event_id"], ["event.id"], name="fk_pod_event_id_event", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["round_id"], ["round.id"], name="fk_pod_round_id_round", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_pod"),
        sa.UniqueConstraint("round_id", "table_number", name="uq_pod_round_table"),
    )
    op.create_index("ix_pod_event_id", "pod", ["event_id"])
    op.create_index("ix_pod_round_id", "pod", ["round_id"])
    op.create_table(
        "pod_seat",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("pod_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("side", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("role", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("placing", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["pod_id"], ["pod.id"], name="fk_pod_seat_pod_id_pod", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["registration_id"],
            ["registration.id"],
            name="fk_pod_seat_registration_id_registration",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_pod_seat"),
        sa.UniqueConstraint("pod_id", "seat", name="uq_pod_seat_pod_seat"),
    )
    op.create_index("ix_pod_seat_pod_id", "pod_seat", ["pod_id"])
    op.create_index("ix_pod_seat_registration_id", "pod_seat", ["registration_id"])
    with op.batch_alter_table("registration", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("team", sqlmodel.sql.sqltypes.AutoString(), nullable=True)
        )


def downgrade() -> None:
    with op.batch_alter_table("registration", schema=None) as batch_op:
        batch_op.drop_column("team")
    op.drop_index("ix_pod_seat_registration_id", table_name="pod_seat")
    op.drop_index("ix_pod_seat_pod_id", table_name="pod_seat")
    op.drop_table("pod_seat")
    op.drop_index("ix_pod_round_id", table_name="pod")
    op.drop_index("ix_pod_event_id", table_name="pod")
    op.drop_table("pod")

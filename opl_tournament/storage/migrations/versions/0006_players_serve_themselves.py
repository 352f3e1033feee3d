"""players serving themselves: secret codes, check-in, pending result claims, judge calls

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-27 09:50:00
"""

from __future__ import annotations

import hashlib
import secrets

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

# The code's alphabet and length as domain/player_codes.py had them when this was written
# (a migration never imports code that may change after it).
_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
_LENGTH = 10


def _new_code() -> str:
    return "".join(secrets.choice(_ALPHABET) for _ in range(_LENGTH))


def upgrade() -> None:
    with op.batch_alter_table("registration", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("player_code", sqlmodel.sql.sqltypes.AutoString(), nullable=True)
        )
        batch_op.add_column(
            sa.Column("player_code_digest", sqlmodel.sql.sqltypes.AutoString(), nullable=True)
        )
        batch_op.add_column(
            sa.Column("checked_in_at", sqlmodel.sql.sqltypes.AutoString(), nullable=True)
        )
        batch_op.create_unique_constraint(
            "uq_registration_player_code_digest", ["player_code_digest"]
        )
    connection = op.get_bind()
    ids = [row[0] for row in connection.execute(sa.text("SELECT id FROM registration"))]
    used: set[str] = set()
    for registration_id in ids:
        code = _new_code()
        while code in used:
            code = _new_code()
        used.add(code)
        connection.execute(
            sa.text(
                "UPDATE registration SET player_code = :code, player_code_digest = :digest "
                "WHERE id = :id"
            ),
            {
                "code": code,
                "digest": hashlib.sha256(code.encode("ascii")).hexdigest(),
                "id": registration_id,
            },
        )
    op.create_table(
        "self_report_claim",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("claim_json", sa.Text(), nullable=False),
        sa.Column("channel", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"],
            ["event.id"],
            name="fk_self_report_claim_event_id_event",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["registration_id"],
            ["registration.id"],
            name="fk_self_report_claim_registration_id_registration",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_self_report_claim"),
        sa.UniqueConstraint(
            "event_id",
            "round_number",
            "table_number",
            "registration_id",
            name="uq_self_report_claim_table_player",
        ),
    )
    op.create_index("ix_self_report_claim_event_id", "self_report_claim", ["event_id"])
    op.create_table(
        "judge_call",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=True),
        sa.Column("table_number", sa.Integer(), nullable=True),
        sa.Column("called_at", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("acknowledged_at", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("acknowledged_by", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.ForeignKeyConstraint(
            ["event_id"], ["event.id"], name="fk_judge_call_event_id_event", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["registration_id"],
            ["registration.id"],
            name="fk_judge_call_registration_id_registration",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_judge_call"),
    )
    op.create_index("ix_judge_call_event_id", "judge_call", ["event_id"])


def downgrade() -> None:
    op.drop_index("ix_judge_call_event_id", table_name="judge_call")
    op.drop_table("judge_call")
    op.drop_index("ix_self_report_claim_event_id", table_name="self_report_claim")
    op.drop_table("self_report_claim")
    with op.batch_alter_table("registration", schema=None) as batch_op:
        batch_op.drop_constraint("uq_registration_player_code_digest", type_="unique")
        batch_op.drop_column("checked_in_at")
        batch_op.drop_column("player_code_digest")
        batch_op.drop_column("player_code")

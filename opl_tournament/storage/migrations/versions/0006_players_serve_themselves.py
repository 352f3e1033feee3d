"""players serving themselves: secret codes, check-in, pending result claims, judge calls

Create Date: 2026-11-27 09:50:00
"""

from __future__ import annotations

import hashlib
import secrets

import sqlalchemy as sa
from alembic import op

from opl_tournament.storage.migration_columns import (
    integer,
    long_text,
    primary_key,
    reference,
    string,
)

revision = "0006"
down_revision = "0005"

# The code's alphabet and length as domain/player_codes.py had them when this was written
# (a migration never imports program code that may change after it; the column builders of
# storage/migration_columns.py are kept as they are).
_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
_LENGTH = 10


def _new_code() -> str:
    return "".join(secrets.choice(_ALPHABET) for _ in range(_LENGTH))


def upgrade() -> None:
    with op.batch_alter_table("registration", schema=None) as batch_op:
        batch_op.add_column(string("player_code", nullable=True))
        batch_op.add_column(string("player_code_digest", nullable=True))
        batch_op.add_column(string("checked_in_at", nullable=True))
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
        integer("id"),
        integer("event_id"),
        integer("round_number"),
        integer("table_number"),
        integer("registration_id"),
        long_text("claim_json"),
        string("channel"),
        string("created_at"),
        reference("self_report_claim", "event_id", "event", cascade=True),
        reference("self_report_claim", "registration_id", "registration", cascade=True),
        primary_key("self_report_claim"),
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
        integer("id"),
        integer("event_id"),
        integer("registration_id"),
        integer("round_number", nullable=True),
        integer("table_number", nullable=True),
        string("called_at"),
        string("acknowledged_at", nullable=True),
        string("acknowledged_by", nullable=True),
        reference("judge_call", "event_id", "event", cascade=True),
        reference("judge_call", "registration_id", "registration", cascade=True),
        primary_key("judge_call"),
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

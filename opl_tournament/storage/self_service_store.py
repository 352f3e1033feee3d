"""What players do for themselves, stored: their codes, check-ins, result claims, judge calls.

Reached as ``Store.self_service`` inside one transaction.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from opl_tournament.domain.fields import attributes
from opl_tournament.storage.sql import Queries, placeholders


@dataclass(frozen=True)
class StoredCode:
    registration_id: int
    event_id: int
    number: str
    name: str
    code: str | None


@dataclass(frozen=True)
class StoredClaim:
    round: int
    table: int
    registration_id: int
    number: str
    claim: dict[str, Any]
    channel: str
    at: str


_CALL_RECORD = ("id", "number", "round", "table", "called_at", "acknowledged_at", "acknowledged_by")


@dataclass(frozen=True)
class StoredCall:
    id: int
    registration_id: int
    number: str
    name: str
    round: int | None
    table: int | None
    called_at: str
    acknowledged_at: str | None
    acknowledged_by: str | None

    def as_record(self) -> dict[str, object]:
        return attributes(self, _CALL_RECORD)


_CODES = (
    "SELECT r.id AS registration_id, r.event_id, p.number, p.name, r.player_code AS code "
    "FROM registration r JOIN player p ON p.id = r.player_id"
)
_CLAIMS = (
    "SELECT c.round_number, c.table_number, c.registration_id, p.number, c.claim_json, "
    "c.channel, c.created_at FROM self_report_claim c "
    "JOIN registration r ON r.id = c.registration_id JOIN player p ON p.id = r.player_id"
)
_CALLS = (
    "SELECT j.*, p.number, p.name FROM judge_call j "
    "JOIN registration r ON r.id = j.registration_id JOIN player p ON p.id = r.player_id"
)


def _code(row: Any) -> StoredCode:
    return StoredCode(row.registration_id, row.event_id, row.number, row.name, row.code)


def _claim(row: Any) -> StoredClaim:
    return StoredClaim(
        **attributes(row, ("registration_id", "number", "channel")),
        round=row.round_number,
        table=row.table_number,
        claim=json.loads(row.claim_json),
        at=row.created_at,
    )


def _call(row: Any) -> StoredCall:
    return StoredCall(
        **attributes(row, ("id", "registration_id", "number", "name")),
        **attributes(row, ("called_at", "acknowledged_at", "acknowledged_by")),
        round=row.round_number,
        table=row.table_number,
    )


class SelfServiceStore(Queries):
    # ----- codes
    def codes(self, event_id: int) -> list[StoredCode]:
        return self.sql.rows_as(
            _code,
            _CODES + " WHERE r.event_id = :event_id ORDER BY r.sequence",
            {"event_id": event_id},
        )

    def code_of(self, registration_id: int) -> StoredCode:
        row = self.sql.first(_CODES + " WHERE r.id = :id", {"id": registration_id})
        assert row is not None
        return _code(row)

    def by_digest(self, digest: str) -> StoredCode | None:
        """The registration whose code has this digest (one index look-up)."""
        return self.sql.first_as(
            _code, _CODES + " WHERE r.player_code_digest = :digest", {"digest": digest}
        )

    def set_code(self, registration_id: int, code: str | None, digest: str | None) -> None:
        self.sql.execute(
            "UPDATE registration SET player_code = :code, player_code_digest = :digest "
            "WHERE id = :id",
            {"code": code, "digest": digest, "id": registration_id},
        )

    def digests_in_use(self, digests: Sequence[str]) -> set[str]:
        """Which of these digests a registration's code already has (one query)."""
        listed, params = placeholders("d", digests)
        rows = self.sql.rows(
            f"SELECT player_code_digest FROM registration WHERE player_code_digest IN ({listed})",
            params,
        )
        return {row.player_code_digest for row in rows}

    # ----- check-in
    def checked_in(self, event_id: int) -> dict[str, str]:
        """When each checked-in player checked in, by player number."""
        rows = self.sql.rows(
            "SELECT p.number, r.checked_in_at FROM registration r "
            "JOIN player p ON p.id = r.player_id "
            "WHERE r.event_id = :event_id AND r.checked_in_at IS NOT NULL",
            {"event_id": event_id},
        )
        return {row.number: row.checked_in_at for row in rows}

    def set_checked_in(self, registration_id: int, at: str | None) -> None:
        self.sql.execute(
            "UPDATE registration SET checked_in_at = :at WHERE id = :id",
            {"at": at, "id": registration_id},
        )

    # ----- result claims
    def claims(self, event_id: int, round_number: int | None = None) -> list[StoredClaim]:
        """The event's pending claims (of one round), in the order they were made."""
        where = " WHERE c.event_id = :event_id"
        if round_number is not None:
            where += " AND c.round_number = :round"
        return self.sql.rows_as(
            _claim,
            _CLAIMS + where + " ORDER BY c.id",
            {"event_id": event_id, "round": round_number},
        )

    def table_claims(self, event_id: int, round_number: int, table: int) -> list[StoredClaim]:
        return self.sql.rows_as(
            _claim,
            _CLAIMS + " WHERE c.event_id = :event_id AND c.round_number = :round "
            "AND c.table_number = :table ORDER BY c.id",
            {"event_id": event_id, "round": round_number, "table": table},
        )

    def replace_table_claims(
        self,
        event_id: int,
        round_number: int,
        table: int,
        claims: list[tuple[int, dict[str, Any], str, str]],
    ) -> None:
        """The table's claims become ``claims``: (registration id, claim, channel, when)."""
        key = {"event_id": event_id, "round": round_number, "table": table}
        self.sql.execute(
            "DELETE FROM self_report_claim WHERE event_id = :event_id "
            "AND round_number = :round AND table_number = :table",
            key,
        )
        self.sql.execute_many(
            "INSERT INTO self_report_claim (event_id, round_number, table_number, "
            "registration_id, claim_json, channel, created_at) VALUES (:event_id, :round, "
            ":table, :registration_id, :claim_json, :channel, :created_at)",
            [
                {
                    **key,
                    "registration_id": registration_id,
                    "claim_json": json.dumps(claim, sort_keys=True),
                    "channel": channel,
                    "created_at": at,
                }
                for registration_id, claim, channel, at in claims
            ],
        )

    # ----- judge calls
    def calls(self, event_id: int, *, open_only: bool = True) -> list[StoredCall]:
        where = " WHERE j.event_id = :event_id"
        if open_only:
            where += " AND j.acknowledged_at IS NULL"
        return self.sql.rows_as(_call, _CALLS + where + " ORDER BY j.id", {"event_id": event_id})

    def call(self, event_id: int, call_id: int) -> StoredCall | None:
        """One of the event's judge calls (None: the event has no such call)."""
        return self.sql.first_as(
            _call,
            _CALLS + " WHERE j.id = :id AND j.event_id = :event_id",
            {"id": call_id, "event_id": event_id},
        )

    def add_call(
        self, event_id: int, registration_id: int, round_number: int | None, table: int | None
    ) -> int:
        return self.sql.insert(
            "INSERT INTO judge_call (event_id, registration_id, round_number, table_number, "
            "called_at) VALUES (:event_id, :registration_id, :round, :table, :at) RETURNING id",
            {
                "event_id": event_id,
                "registration_id": registration_id,
                "round": round_number,
                "table": table,
                "at": self.now,
            },
        )

    def set_acknowledged(self, call_id: int, at: str | None, by: str | None) -> None:
        self.sql.execute(
            "UPDATE judge_call SET acknowledged_at = :at, acknowledged_by = :by WHERE id = :id",
            {"at": at, "by": by, "id": call_id},
        )

    def delete_call(self, call_id: int) -> None:
        self.sql.execute("DELETE FROM judge_call WHERE id = :id", {"id": call_id})

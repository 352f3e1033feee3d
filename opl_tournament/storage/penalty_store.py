"""Penalties recorded against players: what the judge decided and its consequences."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any

from opl_tournament.domain.fields import attributes
from opl_tournament.storage.sql import Queries


@dataclass(frozen=True)
class PenaltyEntry:
    """What a penalty says however it is read: whom, at which table, what kind and why."""

    id: int
    number: str
    name: str
    round: int | None
    table: int | None
    kind: str
    infraction: str
    note: str

    def entry(self) -> dict[str, Any]:
        """These fields by name (to build another reading of the same penalty)."""
        return attributes(self, (f.name for f in fields(PenaltyEntry)))


@dataclass(frozen=True)
class StoredPenalty(PenaltyEntry):
    consequence: dict[str, Any]
    override: bool
    judge: str
    created_at: str


_PLAIN_COLUMNS = ("id", "number", "name", "kind", "infraction", "note", "judge", "created_at")
"""The penalty's fields read as they are stored (the others are renamed or decoded)."""


class PenaltyStore(Queries):
    """Penalty queries for one transaction; reached as ``Store.penalties``."""

    def add(
        self,
        event_id: int,
        registration_id: int,
        *,
        round_number: int | None,
        table: int | None,
        kind: str,
        infraction: str,
        note: str,
        consequence: dict[str, Any],
        override: bool,
        judge: str,
    ) -> int:
        return self.sql.insert(
            "INSERT INTO penalty (event_id, registration_id, round_number, table_number, kind, "
            "infraction, note, consequence_json, override, judge, created_at) VALUES (:event_id, "
            ":registration_id, :round_number, :table, :kind, :infraction, :note, :consequence, "
            ":override, :judge, :now) RETURNING id",
            {
                "event_id": event_id,
                "registration_id": registration_id,
                "round_number": round_number,
                "table": table,
                "kind": kind,
                "infraction": infraction,
                "note": note,
                "consequence": json.dumps(consequence, ensure_ascii=False),
                "override": override,
                "judge": judge,
                "now": self.now,
            },
        )

    def of_event(self, event_id: int) -> list[StoredPenalty]:
        rows = self.sql.rows(
            "SELECT n.*, p.number, p.name FROM penalty n "
            "JOIN registration r ON r.id = n.registration_id JOIN player p ON p.id = r.player_id "
            "WHERE n.event_id = :event_id ORDER BY n.id",
            {"event_id": event_id},
        )
        return [
            StoredPenalty(
                **attributes(row, _PLAIN_COLUMNS),
                round=row.round_number,
                table=row.table_number,
                consequence=json.loads(row.consequence_json or "{}"),
                override=bool(row.override),
            )
            for row in rows
        ]

    def delete(self, penalty_id: int) -> None:
        self.sql.execute("DELETE FROM penalty WHERE id = :id", {"id": penalty_id})

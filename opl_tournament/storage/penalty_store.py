"""Penalties recorded against players: what the judge decided and its consequences."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, col, select

from opl_tournament.storage.tables import PenaltyRow, PlayerRow, RegistrationRow


@dataclass(frozen=True)
class StoredPenalty:
    id: int
    number: str
    name: str
    round: int | None
    table: int | None
    kind: str
    infraction: str
    note: str
    consequence: dict[str, Any]
    override: bool
    judge: str
    created_at: str


class PenaltyStore:
    """Penalty queries for one transaction; reached as ``Store.penalties``."""

    def __init__(self, session: Session, now: str) -> None:
        self.session = session
        self.now = now

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
        row = PenaltyRow(
            event_id=event_id,
            registration_id=registration_id,
            round_number=round_number,
            table_number=table,
            kind=kind,
            infraction=infraction,
            note=note,
            consequence_json=json.dumps(consequence, ensure_ascii=False),
            override=override,
            judge=judge,
            created_at=self.now,
        )
        self.session.add(row)
        self.session.flush()
        assert row.id is not None
        return row.id

    def of_event(self, event_id: int) -> list[StoredPenalty]:
        rows = self.session.exec(
            select(PenaltyRow, PlayerRow)
            .join(RegistrationRow, col(RegistrationRow.id) == PenaltyRow.registration_id)
            .join(PlayerRow, col(PlayerRow.id) == RegistrationRow.player_id)
            .where(PenaltyRow.event_id == event_id)
            .order_by(col(PenaltyRow.id))
        ).all()
        return [
            StoredPenalty(
                id=penalty.id or 0,
                number=player.number,
                name=player.name,
                round=penalty.round_number,
                table=penalty.table_number,
                kind=penalty.kind,
                infraction=penalty.infraction,
                note=penalty.note,
                consequence=json.loads(penalty.consequence_json or "{}"),
                override=penalty.override,
                judge=penalty.judge,
                created_at=penalty.created_at,
            )
            for penalty, player in rows
        ]

    def delete(self, penalty_id: int) -> None:
        row = self.session.get(PenaltyRow, penalty_id)
        assert row is not None
        self.session.delete(row)
        self.session.flush()

"""Pods of multiplayer rounds: who sits where, and each side's finishing place."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from opl_tournament.domain.fields import attributes
from opl_tournament.domain.sentences import (
    Sentence,
    sentence_from_text,
    sentence_text,
    words_record,
)
from opl_tournament.storage.round_store import table_row
from opl_tournament.storage.sql import Queries


@dataclass(frozen=True)
class NewSeat:
    registration: int
    side: str
    role: str = ""


@dataclass(frozen=True)
class NewPod:
    table: int
    seats: tuple[NewSeat, ...]
    explanation: Sentence | str = ""
    bye: bool = False


@dataclass(frozen=True)
class StoredSeat:
    seat: int
    number: str
    name: str
    registration: int
    side: str
    role: str
    placing: int | None


_SEAT_COLUMNS = ("seat", "number", "name", "side", "role", "placing")
"""A stored seat's fields read as they are from the columns of the same name."""
_RECORD_FIELDS = ("round", "table", "bye", "decided_by")


@dataclass(frozen=True)
class StoredPod:
    id: int
    round: int
    table: int
    seats: tuple[StoredSeat, ...]
    explanation: Sentence | str
    bye: bool
    decided_by: str | None
    adjudication: dict[str, Any] | None
    reported_at: str | None

    @property
    def placings(self) -> dict[str, int] | None:
        """Each side's place, or None while the pod has no result (byes have none)."""
        if self.bye or any(seat.placing is None for seat in self.seats):
            return None
        return {seat.side: seat.placing for seat in self.seats if seat.placing is not None}

    def as_record(self) -> dict[str, object]:
        """The pod as the audit log stores it."""
        return {
            **attributes(self, _RECORD_FIELDS),
            **words_record("explanation", self.explanation),
            "seats": [
                {"number": s.number, "side": s.side, "role": s.role, "placing": s.placing}
                for s in self.seats
            ],
        }


class PodStore(Queries):
    """Pod queries and writes for one transaction; reached as ``Store.pods``."""

    def pods(self, event_id: int) -> dict[int, tuple[StoredPod, ...]]:
        """Every pod of the event, by round number, in table order."""
        rows = self.sql.rows(
            "SELECT * FROM pod WHERE event_id = :event_id ORDER BY round_number, table_number",
            {"event_id": event_id},
        )
        seats = self._seats("p.event_id = :event_id", {"event_id": event_id})
        by_round: dict[int, list[StoredPod]] = {}
        for row in rows:
            by_round.setdefault(row.round_number, []).append(_pod(row, seats.get(row.id, ())))
        return {number: tuple(pods) for number, pods in by_round.items()}

    def pod(self, round_id: int, table: int) -> StoredPod | None:
        row = table_row(self.sql, "pod", round_id, table)
        if row is None:
            return None
        return _pod(row, self._seats("s.pod_id = :pod_id", {"pod_id": row.id}).get(row.id, ()))

    def unreported(self, round_id: int) -> int:
        """Pods of the round (byes apart) still waiting for their result."""
        return int(
            self.sql.value(
                "SELECT count(DISTINCT p.id) FROM pod p JOIN pod_seat s ON s.pod_id = p.id "
                "WHERE p.round_id = :round_id AND p.bye = :no AND s.placing IS NULL",
                {"round_id": round_id, "no": False},
            )
        )

    def _seats(self, where: str, params: dict[str, Any]) -> dict[int, tuple[StoredSeat, ...]]:
        rows = self.sql.rows(
            "SELECT s.*, pl.number, pl.name FROM pod_seat s JOIN pod p ON p.id = s.pod_id "
            "JOIN registration r ON r.id = s.registration_id "
            f"JOIN player pl ON pl.id = r.player_id WHERE {where} ORDER BY s.pod_id, s.seat",
            params,
        )
        seats: dict[int, list[StoredSeat]] = {}
        for seat in rows:
            seats.setdefault(seat.pod_id, []).append(
                StoredSeat(
                    **attributes(seat, _SEAT_COLUMNS),
                    registration=seat.registration_id,
                )
            )
        return {pod_id: tuple(found) for pod_id, found in seats.items()}

    def add_pods(
        self, event_id: int, round_id: int, round_number: int, pods: Sequence[NewPod]
    ) -> None:
        seats: list[dict[str, Any]] = []
        for pod in pods:
            pod_id = self.sql.insert(
                "INSERT INTO pod (event_id, round_id, round_number, table_number, explanation, "
                "explanation_sentence, bye, decided_by, adjudication_json, reported_at) VALUES "
                "(:event_id, :round_id, :round_number, :table, :explanation, "
                ":explanation_sentence, :bye, :decided_by, NULL, :reported_at) RETURNING id",
                {
                    "event_id": event_id,
                    "round_id": round_id,
                    "round_number": round_number,
                    "table": pod.table,
                    "explanation": str(pod.explanation),
                    "explanation_sentence": sentence_text(pod.explanation),
                    "bye": pod.bye,
                    "decided_by": "pairing" if pod.bye else None,
                    "reported_at": self.now if pod.bye else None,
                },
            )
            seats.extend(
                {
                    "pod_id": pod_id,
                    "seat": number,
                    "registration_id": seat.registration,
                    "side": seat.side,
                    "role": seat.role,
                    "placing": 1 if pod.bye else None,
                }
                for number, seat in enumerate(pod.seats, start=1)
            )
        self.sql.execute_many(
            'INSERT INTO pod_seat (pod_id, seat, registration_id, side, role, "placing") '
            "VALUES (:pod_id, :seat, :registration_id, :side, :role, :placing)",
            seats,
        )

    def set_placings(
        self,
        pod_id: int,
        placings: Mapping[str, int] | None,
        *,
        decided_by: str | None,
        adjudication: dict[str, Any] | None = None,
    ) -> None:
        """Record (or with ``None`` clear) each side's finishing place."""
        self.sql.execute(
            "UPDATE pod SET decided_by = :decided_by, adjudication_json = :adjudication, "
            "reported_at = :reported_at WHERE id = :id",
            {
                "id": pod_id,
                "decided_by": decided_by,
                "adjudication": None
                if adjudication is None
                else json.dumps(adjudication, ensure_ascii=False),
                "reported_at": None if placings is None else self.now,
            },
        )
        sides = self.sql.rows("SELECT id, side FROM pod_seat WHERE pod_id = :id", {"id": pod_id})
        self.sql.execute_many(
            'UPDATE pod_seat SET "placing" = :placing WHERE id = :id',
            [
                {"id": seat.id, "placing": None if placings is None else placings[seat.side]}
                for seat in sides
            ],
        )


def _pod(row: Any, seats: tuple[StoredSeat, ...]) -> StoredPod:
    return StoredPod(
        id=row.id,
        round=row.round_number,
        table=row.table_number,
        seats=seats,
        explanation=sentence_from_text(row.explanation_sentence, row.explanation),
        bye=bool(row.bye),
        decided_by=row.decided_by,
        adjudication=json.loads(row.adjudication_json) if row.adjudication_json else None,
        reported_at=row.reported_at,
    )

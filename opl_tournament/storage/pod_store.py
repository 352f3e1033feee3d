"""Pods of multiplayer rounds: who sits where, and each side's finishing place."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, col, select

from opl_tournament.storage.tables import PlayerRow, PodRow, PodSeatRow, RegistrationRow


@dataclass(frozen=True)
class NewSeat:
    registration: int
    side: str
    role: str = ""


@dataclass(frozen=True)
class NewPod:
    table: int
    seats: tuple[NewSeat, ...]
    explanation: str = ""
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


@dataclass(frozen=True)
class StoredPod:
    id: int
    round: int
    table: int
    seats: tuple[StoredSeat, ...]
    explanation: str
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
            "round": self.round,
            "table": self.table,
            "bye": self.bye,
            "explanation": self.explanation,
            "decided_by": self.decided_by,
            "seats": [
                {"number": s.number, "side": s.side, "role": s.role, "placing": s.placing}
                for s in self.seats
            ],
        }


class PodStore:
    """Pod queries and writes for one transaction; reached as ``Store.pods``."""

    def __init__(self, session: Session, now: str) -> None:
        self.session = session
        self.now = now

    def pods(self, event_id: int) -> dict[int, tuple[StoredPod, ...]]:
        """Every pod of the event, by round number, in table order."""
        rows = self.session.exec(
            select(PodRow)
            .where(PodRow.event_id == event_id)
            .order_by(col(PodRow.round_number), col(PodRow.table_number))
        ).all()
        seats = self._seats([row.id for row in rows if row.id is not None])
        by_round: dict[int, list[StoredPod]] = {}
        for row in rows:
            by_round.setdefault(row.round_number, []).append(_pod(row, seats.get(row.id or 0, ())))
        return {number: tuple(pods) for number, pods in by_round.items()}

    def pod(self, round_id: int, table: int) -> StoredPod | None:
        row = self.session.exec(
            select(PodRow).where(PodRow.round_id == round_id, PodRow.table_number == table)
        ).first()
        if row is None or row.id is None:
            return None
        return _pod(row, self._seats([row.id]).get(row.id, ()))

    def unreported(self, round_id: int) -> int:
        """Pods of the round (byes apart) still waiting for their result."""
        rows = self.session.exec(
            select(PodRow.id)
            .join(PodSeatRow, col(PodSeatRow.pod_id) == PodRow.id)
            .where(
                PodRow.round_id == round_id,
                col(PodRow.bye).is_(False),
                col(PodSeatRow.placing).is_(None),
            )
            .distinct()
        ).all()
        return len(rows)

    def _seats(self, pod_ids: Sequence[int]) -> dict[int, tuple[StoredSeat, ...]]:
        if not pod_ids:
            return {}
        rows = self.session.exec(
            select(PodSeatRow, PlayerRow.number, PlayerRow.name)
            .join(RegistrationRow, col(RegistrationRow.id) == PodSeatRow.registration_id)
            .join(PlayerRow, col(PlayerRow.id) == RegistrationRow.player_id)
            .where(col(PodSeatRow.pod_id).in_(pod_ids))
            .order_by(col(PodSeatRow.pod_id), col(PodSeatRow.seat))
        ).all()
        seats: dict[int, list[StoredSeat]] = {}
        for seat, number, name in rows:
            seats.setdefault(seat.pod_id, []).append(
                StoredSeat(
                    seat=seat.seat,
                    number=number,
                    name=name,
                    registration=seat.registration_id,
                    side=seat.side,
                    role=seat.role,
                    placing=seat.placing,
                )
            )
        return {pod_id: tuple(found) for pod_id, found in seats.items()}

    def add_pods(
        self, event_id: int, round_id: int, round_number: int, pods: Sequence[NewPod]
    ) -> None:
        for pod in pods:
            row = PodRow(
                event_id=event_id,
                round_id=round_id,
                round_number=round_number,
                table_number=pod.table,
                explanation=pod.explanation,
                bye=pod.bye,
                decided_by="pairing" if pod.bye else None,
                reported_at=self.now if pod.bye else None,
            )
            self.session.add(row)
            self.session.flush()
            assert row.id is not None
            for number, seat in enumerate(pod.seats, start=1):
                self.session.add(
                    PodSeatRow(
                        pod_id=row.id,
                        seat=number,
                        registration_id=seat.registration,
                        side=seat.side,
                        role=seat.role,
                        placing=1 if pod.bye else None,
                    )
                )
        self.session.flush()

    def set_placings(
        self,
        pod_id: int,
        placings: Mapping[str, int] | None,
        *,
        decided_by: str | None,
        adjudication: dict[str, Any] | None = None,
    ) -> None:
        """Record (or with ``None`` clear) each side's finishing place."""
        row = self.session.get(PodRow, pod_id)
        assert row is not None
        row.decided_by = decided_by
        row.adjudication_json = (
            None if adjudication is None else json.dumps(adjudication, ensure_ascii=False)
        )
        row.reported_at = None if placings is None else self.now
        self.session.add(row)
        for seat in self.session.exec(select(PodSeatRow).where(PodSeatRow.pod_id == pod_id)).all():
            seat.placing = None if placings is None else placings[seat.side]
            self.session.add(seat)
        self.session.flush()


def _pod(row: PodRow, seats: tuple[StoredSeat, ...]) -> StoredPod:
    assert row.id is not None
    return StoredPod(
        id=row.id,
        round=row.round_number,
        table=row.table_number,
        seats=seats,
        explanation=row.explanation,
        bye=row.bye,
        decided_by=row.decided_by,
        adjudication=json.loads(row.adjudication_json) if row.adjudication_json else None,
        reported_at=row.reported_at,
    )

"""Rounds and matches: what was paired, and the results as they come in."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Executable, bindparam, delete, func, insert, select, update
from sqlmodel import Session

from opl_tournament.storage.tables import MatchRow, PlayerRow, RegistrationRow, RoundRow

_MATCH = MatchRow.__table__  # type: ignore[attr-defined]
_ROUND = RoundRow.__table__  # type: ignore[attr-defined]
_REG = RegistrationRow.__table__  # type: ignore[attr-defined]
_PLAYER = PlayerRow.__table__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class NewMatch:
    """One table of a round about to be stored (players are registration ids)."""

    table: int
    a: int
    b: int | None
    explanation: str = ""
    match_code: str | None = None
    bracket: str | None = None
    winner: int | None = None
    result: str | None = None
    decided_by: str | None = None
    manual: bool = False


@dataclass(frozen=True)
class ResultChange:
    """A table's new result (players are registration ids; all None takes the result back)."""

    match_id: int
    winner: int | None
    result: str | None
    decided_by: str | None
    adjudication: dict[str, Any] | None = None


@dataclass(frozen=True)
class StoredMatch:
    id: int
    round: int
    table: int
    a: str
    a_registration: int
    b: str | None
    b_registration: int | None
    match_code: str | None
    bracket: str | None
    explanation: str
    manual: bool
    winner: str | None
    result: str | None
    decided_by: str | None
    adjudication: dict[str, Any] | None
    reported_at: str | None

    def as_record(self) -> dict[str, object]:
        """The match as the audit log stores it."""
        return {
            "round": self.round,
            "table": self.table,
            "a": self.a,
            "b": self.b,
            "winner": self.winner,
            "result": self.result,
            "decided_by": self.decided_by,
            "match": self.match_code,
            "bracket": self.bracket,
            "explanation": self.explanation,
            "manual": self.manual,
        }


@dataclass(frozen=True)
class StoredRound:
    id: int
    number: int
    stage: str
    status: str
    relaxations: tuple[dict[str, Any], ...]
    notes: tuple[str, ...]
    paired_at: str
    matches: tuple[StoredMatch, ...]
    clock: dict[str, Any] = field(default_factory=dict)

    def as_record(self) -> dict[str, object]:
        """The round as the audit log stores it (enough to put it back on undo)."""
        return {
            "round": self.number,
            "stage": self.stage,
            "relaxations": list(self.relaxations),
            "notes": list(self.notes),
            "pairings": [m.as_record() for m in self.matches],
        }


class RoundStore:
    """Round and match queries for one transaction; reached as ``Store.rounds``.

    Set-based SQL through SQLAlchemy Core on the session's connection: a round's tables are one
    query and one bulk insert, a file of results one bulk update (no ORM object per row).
    """

    def __init__(self, session: Session, now: str) -> None:
        self.session = session
        self.now = now

    def _execute(self, statement: Executable, rows: Sequence[dict[str, Any]] | None = None) -> Any:
        return self.session.connection().execute(statement, rows)

    def _numbers(self, event_id: int, ids: Iterable[int] | None = None) -> dict[int, str]:
        """Player numbers by registration id: the event's, or only those of ``ids``."""
        query = select(_REG.c.id, _PLAYER.c.number).join_from(
            _REG, _PLAYER, _PLAYER.c.id == _REG.c.player_id
        )
        query = query.where(_REG.c.event_id == event_id if ids is None else _REG.c.id.in_(ids))
        return {int(reg_id): number for reg_id, number in self._execute(query)}

    def rounds(self, event_id: int) -> list[StoredRound]:
        numbers = self._numbers(event_id)
        round_rows = self._execute(
            select(_ROUND).where(_ROUND.c.event_id == event_id).order_by(_ROUND.c.number)
        ).all()
        match_rows = self._execute(
            select(_MATCH)
            .where(_MATCH.c.event_id == event_id)
            .order_by(_MATCH.c.round_number, _MATCH.c.table_number)
        )
        by_round: dict[int, list[StoredMatch]] = {}
        for row in match_rows:
            by_round.setdefault(row.round_id, []).append(_match(row, numbers))
        return [_round(row, tuple(by_round.get(row.id, ()))) for row in round_rows]

    def _round_row(self, event_id: int, number: int) -> Any:
        return self._execute(
            select(_ROUND).where(_ROUND.c.event_id == event_id, _ROUND.c.number == number)
        ).first()

    def round(self, event_id: int, number: int) -> StoredRound | None:
        """One round and its tables (reads only that round's rows)."""
        row = self._round_row(event_id, number)
        if row is None:
            return None
        numbers = self._numbers(event_id)
        match_rows = self._execute(
            select(_MATCH).where(_MATCH.c.round_id == row.id).order_by(_MATCH.c.table_number)
        )
        return _round(row, tuple(_match(m, numbers) for m in match_rows))

    def round_header(self, event_id: int, number: int) -> StoredRound | None:
        """One round without its tables (for actions on a single table)."""
        row = self._round_row(event_id, number)
        return None if row is None else _round(row, ())

    def table(self, round_id: int, table: int) -> StoredMatch | None:
        row = self._execute(
            select(_MATCH).where(_MATCH.c.round_id == round_id, _MATCH.c.table_number == table)
        ).first()
        if row is None:
            return None
        ids = {i for i in (row.player_a_id, row.player_b_id, row.winner_id) if i is not None}
        return _match(row, self._numbers(row.event_id, ids))

    def unreported_tables(self, round_id: int) -> int:
        return int(
            self._execute(
                select(func.count())
                .select_from(_MATCH)
                .where(_MATCH.c.round_id == round_id, _MATCH.c.result.is_(None))
            ).scalar_one()
        )

    def round_count(self, event_id: int) -> int:
        return int(
            self._execute(
                select(func.count()).select_from(_ROUND).where(_ROUND.c.event_id == event_id)
            ).scalar_one()
        )

    def add_round(
        self,
        event_id: int,
        number: int,
        stage: str,
        matches: Sequence[NewMatch],
        *,
        relaxations: Sequence[dict[str, Any]] = (),
        notes: Sequence[str] = (),
    ) -> int:
        inserted = self._execute(
            insert(_ROUND).values(
                event_id=event_id,
                number=number,
                stage=stage,
                status="paired",
                relaxations_json=json.dumps(
                    {"relaxations": list(relaxations), "notes": list(notes)}, ensure_ascii=False
                ),
                clock_json="{}",
                paired_at=self.now,
            )
        )
        round_id = int(inserted.inserted_primary_key[0])
        if matches:
            self._execute(
                insert(_MATCH),
                [
                    {
                        "event_id": event_id,
                        "round_id": round_id,
                        "round_number": number,
                        "table_number": match.table,
                        "player_a_id": match.a,
                        "player_b_id": match.b,
                        "match_code": match.match_code,
                        "bracket": match.bracket,
                        "explanation": match.explanation,
                        "manual": match.manual,
                        "winner_id": match.winner,
                        "result": match.result,
                        "decided_by": match.decided_by,
                        "adjudication_json": None,
                        "reported_at": self.now if match.result else None,
                    }
                    for match in matches
                ],
            )
        return round_id

    def set_result(
        self,
        match_id: int,
        *,
        winner: int | None,
        result: str | None,
        decided_by: str | None,
        adjudication: dict[str, Any] | None = None,
    ) -> None:
        self.set_results([ResultChange(match_id, winner, result, decided_by, adjudication)])

    def set_results(self, changes: Sequence[ResultChange]) -> None:
        """Write several tables' results in one statement (a file of results)."""
        self._execute(
            update(_MATCH)
            .where(_MATCH.c.id == bindparam("match_id"))
            .values(
                winner_id=bindparam("winner"),
                result=bindparam("result"),
                decided_by=bindparam("decided_by"),
                adjudication_json=bindparam("adjudication"),
                reported_at=bindparam("reported_at"),
            ),
            [
                {
                    "match_id": change.match_id,
                    "winner": change.winner,
                    "result": change.result,
                    "decided_by": change.decided_by,
                    "adjudication": None
                    if change.adjudication is None
                    else json.dumps(change.adjudication, ensure_ascii=False),
                    "reported_at": self.now if change.result is not None else None,
                }
                for change in changes
            ],
        )

    def set_round_status(self, round_id: int, status: str) -> None:
        self._execute(update(_ROUND).where(_ROUND.c.id == round_id).values(status=status))

    def set_clock(self, round_id: int, clock: dict[str, Any]) -> None:
        self._execute(
            update(_ROUND).where(_ROUND.c.id == round_id).values(clock_json=json.dumps(clock))
        )

    def delete_round(self, round_id: int) -> None:
        self._execute(delete(_MATCH).where(_MATCH.c.round_id == round_id))
        self._execute(delete(_ROUND).where(_ROUND.c.id == round_id))


def _match(row: Any, numbers: dict[int, str]) -> StoredMatch:
    return StoredMatch(
        id=row.id,
        round=row.round_number,
        table=row.table_number,
        a=numbers[row.player_a_id],
        a_registration=row.player_a_id,
        b=None if row.player_b_id is None else numbers[row.player_b_id],
        b_registration=row.player_b_id,
        match_code=row.match_code,
        bracket=row.bracket,
        explanation=row.explanation,
        manual=row.manual,
        winner=None if row.winner_id is None else numbers[row.winner_id],
        result=row.result,
        decided_by=row.decided_by,
        adjudication=json.loads(row.adjudication_json) if row.adjudication_json else None,
        reported_at=row.reported_at,
    )


def _round(row: Any, matches: tuple[StoredMatch, ...]) -> StoredRound:
    extra = json.loads(row.relaxations_json or "{}")
    if isinstance(extra, list):  # rounds stored before notes were kept
        extra = {"relaxations": extra}
    return StoredRound(
        id=row.id,
        number=row.number,
        stage=row.stage,
        status=row.status,
        relaxations=tuple(extra.get("relaxations", ())),
        notes=tuple(extra.get("notes", ())),
        paired_at=row.paired_at,
        matches=matches,
        clock=json.loads(row.clock_json or "{}"),
    )

"""Rounds and matches: what was paired, and the results as they come in."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import Session, col, delete, select

from opl_tournament.storage.tables import MatchRow, PlayerRow, RegistrationRow, RoundRow


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
    """Round and match queries for one transaction; reached as ``Store.rounds``."""

    def __init__(self, session: Session, now: str) -> None:
        self.session = session
        self.now = now

    def _numbers(self, event_id: int) -> dict[int, str]:
        rows = self.session.exec(
            select(RegistrationRow.id, PlayerRow.number)
            .join(PlayerRow, col(PlayerRow.id) == RegistrationRow.player_id)
            .where(RegistrationRow.event_id == event_id)
        ).all()
        return {int(reg_id): number for reg_id, number in rows if reg_id is not None}

    def rounds(self, event_id: int) -> list[StoredRound]:
        numbers = self._numbers(event_id)
        round_rows = self.session.exec(
            select(RoundRow).where(RoundRow.event_id == event_id).order_by(col(RoundRow.number))
        ).all()
        match_rows = self.session.exec(
            select(MatchRow)
            .where(MatchRow.event_id == event_id)
            .order_by(col(MatchRow.round_number), col(MatchRow.table_number))
        ).all()
        by_round: dict[int, list[StoredMatch]] = {}
        for row in match_rows:
            by_round.setdefault(row.round_id, []).append(_match(row, numbers))
        return [_round(row, tuple(by_round.get(row.id or 0, ()))) for row in round_rows]

    def round(self, event_id: int, number: int) -> StoredRound | None:
        """One round and its tables (reads only that round's rows)."""
        row = self.session.exec(
            select(RoundRow).where(RoundRow.event_id == event_id, RoundRow.number == number)
        ).first()
        if row is None:
            return None
        numbers = self._numbers(event_id)
        match_rows = self.session.exec(
            select(MatchRow).where(MatchRow.round_id == row.id).order_by(col(MatchRow.table_number))
        ).all()
        return _round(row, tuple(_match(m, numbers) for m in match_rows))

    def round_header(self, event_id: int, number: int) -> StoredRound | None:
        """One round without its tables (for actions on a single table)."""
        row = self.session.exec(
            select(RoundRow).where(RoundRow.event_id == event_id, RoundRow.number == number)
        ).first()
        return None if row is None else _round(row, ())

    def table(self, round_id: int, table: int) -> StoredMatch | None:
        row = self.session.exec(
            select(MatchRow).where(MatchRow.round_id == round_id, MatchRow.table_number == table)
        ).first()
        if row is None:
            return None
        ids = {i for i in (row.player_a_id, row.player_b_id, row.winner_id) if i is not None}
        numbers = dict(
            self.session.exec(
                select(RegistrationRow.id, PlayerRow.number)
                .join(PlayerRow, col(PlayerRow.id) == RegistrationRow.player_id)
                .where(col(RegistrationRow.id).in_(ids))
            ).all()
        )
        return _match(row, numbers)

    def unreported_tables(self, round_id: int) -> int:
        return len(
            self.session.exec(
                select(MatchRow.id).where(
                    MatchRow.round_id == round_id, col(MatchRow.result).is_(None)
                )
            ).all()
        )

    def round_count(self, event_id: int) -> int:
        return len(
            self.session.exec(select(RoundRow.id).where(RoundRow.event_id == event_id)).all()
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
        row = RoundRow(
            event_id=event_id,
            number=number,
            stage=stage,
            status="paired",
            relaxations_json=json.dumps(
                {"relaxations": list(relaxations), "notes": list(notes)}, ensure_ascii=False
            ),
            paired_at=self.now,
        )
        self.session.add(row)
        self.session.flush()
        assert row.id is not None
        for match in matches:
            self.session.add(
                MatchRow(
                    event_id=event_id,
                    round_id=row.id,
                    round_number=number,
                    table_number=match.table,
                    player_a_id=match.a,
                    player_b_id=match.b,
                    match_code=match.match_code,
                    bracket=match.bracket,
                    explanation=match.explanation,
                    manual=match.manual,
                    winner_id=match.winner,
                    result=match.result,
                    decided_by=match.decided_by,
                    reported_at=self.now if match.result else None,
                )
            )
        self.session.flush()
        return row.id

    def set_result(
        self,
        match_id: int,
        *,
        winner: int | None,
        result: str | None,
        decided_by: str | None,
        adjudication: dict[str, Any] | None = None,
    ) -> None:
        row = self.session.get(MatchRow, match_id)
        assert row is not None
        row.winner_id = winner
        row.result = result
        row.decided_by = decided_by
        row.adjudication_json = (
            None if adjudication is None else json.dumps(adjudication, ensure_ascii=False)
        )
        row.reported_at = self.now if result is not None else None
        self.session.add(row)
        self.session.flush()

    def set_round_status(self, round_id: int, status: str) -> None:
        row = self.session.get(RoundRow, round_id)
        assert row is not None
        row.status = status
        self.session.add(row)
        self.session.flush()

    def set_clock(self, round_id: int, clock: dict[str, Any]) -> None:
        row = self.session.get(RoundRow, round_id)
        assert row is not None
        row.clock_json = json.dumps(clock)
        self.session.add(row)
        self.session.flush()

    def delete_round(self, round_id: int) -> None:
        self.session.exec(delete(MatchRow).where(col(MatchRow.round_id) == round_id))
        row = self.session.get(RoundRow, round_id)
        assert row is not None
        self.session.delete(row)
        self.session.flush()


def _match(row: MatchRow, numbers: dict[int, str]) -> StoredMatch:
    assert row.id is not None and row.player_a_id is not None
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


def _round(row: RoundRow, matches: tuple[StoredMatch, ...]) -> StoredRound:
    assert row.id is not None
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

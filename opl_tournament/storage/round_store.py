"""Rounds and matches: what was paired, and the results as they come in."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from opl_tournament.domain.fields import attributes
from opl_tournament.domain.pairing.records import Relaxation
from opl_tournament.domain.sentences import (
    Sentence,
    sentence_from_json,
    sentence_from_text,
    sentence_json,
    sentence_text,
    words_record,
)
from opl_tournament.storage.sql import Queries, Sql, placeholders

_RESULT_FIELDS = ("round", "table", "a", "b", "winner", "result")


def match_result(match: object) -> dict[str, object]:
    """Who played whom at which table, and the result: the head of a match's record (the audit
    log) and a match's result in the JSON documents, alike."""
    return attributes(match, _RESULT_FIELDS)


def table_row(sql: Sql, tables: str, round_id: int, table: int) -> Any:
    """The row of table ``table`` of a round in ``tables`` ("match" or "pod"), or None."""
    return sql.first(
        f"SELECT * FROM {tables} WHERE round_id = :round_id AND table_number = :table",
        {"round_id": round_id, "table": table},
    )


def relaxation_record(relaxation: Relaxation) -> dict[str, object]:
    """A relaxed pairing rule as a round keeps it (its reason in English under "message")."""
    return {
        "rule": str(relaxation.rule),
        "players": list(relaxation.players),
        **words_record("message", relaxation.sentence),
    }


def notes_record(notes: Sequence[Sentence | str]) -> dict[str, object]:
    """A round's notes as its JSON keeps them: the English list under "notes" and, beside it,
    each note's sentence under "note_sentences" (None for a note that is plain text)."""
    return {
        "notes": [str(note) for note in notes],
        "note_sentences": [
            sentence_json(note) if isinstance(note, Sentence) else None for note in notes
        ],
    }


def notes_from_record(record: Mapping[str, Any]) -> tuple[Sentence | str, ...]:
    """The notes ``notes_record`` kept (a round kept before sentences were: its English)."""
    english = [str(note) for note in record.get("notes") or ()]
    kept = list(record.get("note_sentences") or ())
    kept += [None] * (len(english) - len(kept))
    return tuple(
        sentence_from_json(sentence) if isinstance(sentence, Mapping) else text
        for text, sentence in zip(english, kept, strict=False)
    )


_NUMBERS = "SELECT r.id, p.number FROM registration r JOIN player p ON p.id = r.player_id"


@dataclass(frozen=True)
class NewMatch:
    """One table of a round about to be stored (players are registration ids)."""

    table: int
    a: int
    b: int | None
    explanation: Sentence | str = ""
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
    explanation: Sentence | str
    manual: bool
    winner: str | None
    result: str | None
    decided_by: str | None
    adjudication: dict[str, Any] | None
    reported_at: str | None

    def as_record(self) -> dict[str, object]:
        """The match as the audit log stores it."""
        return {
            **match_result(self),
            "decided_by": self.decided_by,
            "match": self.match_code,
            **attributes(self, ("bracket", "manual")),
            **words_record("explanation", self.explanation),
        }


@dataclass(frozen=True)
class StoredRound:
    id: int
    number: int
    stage: str
    status: str
    relaxations: tuple[dict[str, Any], ...]
    """Each as ``relaxation_record`` keeps it."""
    notes: tuple[Sentence | str, ...]
    paired_at: str
    matches: tuple[StoredMatch, ...]
    clock: dict[str, Any] = field(default_factory=dict)

    def as_record(self) -> dict[str, object]:
        """The round as the audit log stores it (enough to put it back on undo)."""
        return {
            "round": self.number,
            "stage": self.stage,
            "relaxations": list(self.relaxations),
            **notes_record(self.notes),
            "pairings": [m.as_record() for m in self.matches],
            **({"clock": self.clock} if self.clock else {}),
        }


class RoundStore(Queries):
    """Round and match queries for one transaction; reached as ``Store.rounds``.

    Set-based plain SQL on the transaction's connection: a round's tables are one query and one
    bulk insert, a file of results one bulk update (no object per row but the result).
    """

    def _numbers(self, event_id: int, ids: Iterable[int] | None = None) -> dict[int, str]:
        """Player numbers by registration id: the event's, or only those of ``ids``."""
        if ids is None:
            rows = self.sql.rows(_NUMBERS + " WHERE r.event_id = :event_id", {"event_id": event_id})
        else:
            listed, params = placeholders("id", ids)
            rows = self.sql.rows(_NUMBERS + f" WHERE r.id IN ({listed})", params)
        return {int(reg_id): number for reg_id, number in rows}

    def rounds(self, event_id: int) -> list[StoredRound]:
        numbers = self._numbers(event_id)
        round_rows = self.sql.rows(
            "SELECT * FROM round WHERE event_id = :event_id ORDER BY number", {"event_id": event_id}
        )
        match_rows = self.sql.rows(
            "SELECT * FROM match WHERE event_id = :event_id ORDER BY round_number, table_number",
            {"event_id": event_id},
        )
        by_round: dict[int, list[StoredMatch]] = {}
        for row in match_rows:
            by_round.setdefault(row.round_id, []).append(_match(row, numbers))
        return [_round(row, tuple(by_round.get(row.id, ()))) for row in round_rows]

    def _round_row(self, event_id: int, number: int) -> Any:
        return self.sql.first(
            "SELECT * FROM round WHERE event_id = :event_id AND number = :number",
            {"event_id": event_id, "number": number},
        )

    def round(self, event_id: int, number: int) -> StoredRound | None:
        """One round and its tables (reads only that round's rows)."""
        row = self._round_row(event_id, number)
        if row is None:
            return None
        numbers = self._numbers(event_id)
        match_rows = self.sql.rows(
            "SELECT * FROM match WHERE round_id = :round_id ORDER BY table_number",
            {"round_id": row.id},
        )
        return _round(row, tuple(_match(m, numbers) for m in match_rows))

    def round_header(self, event_id: int, number: int) -> StoredRound | None:
        """One round without its tables (for actions on a single table)."""
        row = self._round_row(event_id, number)
        return None if row is None else _round(row, ())

    def table(self, round_id: int, table: int) -> StoredMatch | None:
        row = table_row(self.sql, "match", round_id, table)
        if row is None:
            return None
        ids = {i for i in (row.player_a_id, row.player_b_id, row.winner_id) if i is not None}
        return _match(row, self._numbers(row.event_id, ids))

    def unreported_tables(self, round_id: int) -> int:
        return int(
            self.sql.value(
                "SELECT count(*) FROM match WHERE round_id = :round_id AND result IS NULL",
                {"round_id": round_id},
            )
        )

    def round_count(self, event_id: int) -> int:
        return int(
            self.sql.value(
                "SELECT count(*) FROM round WHERE event_id = :event_id", {"event_id": event_id}
            )
        )

    def add_round(
        self,
        event_id: int,
        number: int,
        stage: str,
        matches: Sequence[NewMatch],
        *,
        relaxations: Sequence[dict[str, Any]] = (),
        notes: Sequence[Sentence | str] = (),
    ) -> int:
        round_id = self.sql.insert(
            "INSERT INTO round (event_id, number, stage, status, relaxations_json, clock_json, "
            "paired_at) VALUES (:event_id, :number, :stage, 'paired', :relaxations, '{}', :now) "
            "RETURNING id",
            {
                "event_id": event_id,
                "number": number,
                "stage": stage,
                "relaxations": json.dumps(
                    {"relaxations": list(relaxations), **notes_record(notes)},
                    ensure_ascii=False,
                ),
                "now": self.now,
            },
        )
        self.sql.execute_many(
            "INSERT INTO match (event_id, round_id, round_number, table_number, player_a_id, "
            "player_b_id, match_code, bracket, explanation, explanation_sentence, manual, "
            "winner_id, result, decided_by, adjudication_json, reported_at) VALUES (:event_id, "
            ":round_id, :round_number, :table_number, :player_a_id, :player_b_id, :match_code, "
            ":bracket, :explanation, :explanation_sentence, :manual, :winner_id, :result, "
            ":decided_by, NULL, :reported_at)",
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
                    "explanation": str(match.explanation),
                    "explanation_sentence": sentence_text(match.explanation),
                    "manual": match.manual,
                    "winner_id": match.winner,
                    "result": match.result,
                    "decided_by": match.decided_by,
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
        self.sql.execute_many(
            "UPDATE match SET winner_id = :winner, result = :result, decided_by = :decided_by, "
            "adjudication_json = :adjudication, reported_at = :reported_at WHERE id = :match_id",
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
        self.sql.execute(
            "UPDATE round SET status = :status WHERE id = :id", {"status": status, "id": round_id}
        )

    def set_clock(self, round_id: int, clock: dict[str, Any]) -> None:
        self.sql.execute(
            "UPDATE round SET clock_json = :clock WHERE id = :id",
            {"clock": json.dumps(clock), "id": round_id},
        )

    def delete_round(self, round_id: int) -> None:
        self.sql.execute("DELETE FROM match WHERE round_id = :id", {"id": round_id})
        self.sql.execute("DELETE FROM round WHERE id = :id", {"id": round_id})


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
        explanation=sentence_from_text(row.explanation_sentence, row.explanation),
        manual=bool(row.manual),
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
        notes=notes_from_record(extra),
        paired_at=row.paired_at,
        matches=matches,
        clock=json.loads(row.clock_json or "{}"),
    )

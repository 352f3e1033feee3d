"""The repository the services use inside one transaction: plain dataclasses in and out.

Plain SQL on the transaction's connection (``storage/sql.py``), one text per query; what is
still written with the ORM (``ratings``, bulk registration) gets a session on the same
connection when first used.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cached_property
from typing import TYPE_CHECKING, Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.model import (
    AuditEntry,
    Event,
    EventSettings,
    EventStatus,
    NumberKind,
    Official,
    Player,
    PlayerIdentity,
    Registration,
)
from opl_tournament.domain.sentences import Sentence, sentence_text
from opl_tournament.storage.db import Transaction
from opl_tournament.storage.mapping import (
    PLAIN_IDENTITY,
    event_from_row,
    identity_columns,
    player_from_row,
    registration_from_row,
    settings_columns,
)
from opl_tournament.storage.penalty_store import PenaltyStore
from opl_tournament.storage.player_numbers import given_up_temporary_numbers
from opl_tournament.storage.round_store import RoundStore
from opl_tournament.storage.sql import placeholders

if TYPE_CHECKING:
    from sqlmodel import Session

    from opl_tournament.storage.pod_store import PodStore
    from opl_tournament.storage.rating_store import RatingStore
    from opl_tournament.storage.self_service_store import SelfServiceStore

_PLAYER_COLUMNS = ("number", "kind", *PLAIN_IDENTITY, "membership_action", "online_search_opt_out")
"""The player's columns but ``id`` and ``created_at`` (the same names as a registration's)."""
_PLAYERS = "SELECT id, " + ", ".join(_PLAYER_COLUMNS) + " FROM player"
_REGISTRATIONS = (
    "SELECT r.*, "
    + ", ".join(f"p.{name}" for name in _PLAYER_COLUMNS)
    + " FROM registration r JOIN player p ON p.id = r.player_id"
)
"""Registrations with their players' columns (read by ``registration_from_row(row)``)."""
_AUDIT_COLUMNS = (
    "id, at, actor, action, event_id, entity, entity_id, summary, summary_sentence, before_json, "
    "after_json, undone"
)


def _registration(row: Any) -> Registration:
    return registration_from_row(row)


def _json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True, ensure_ascii=False)


def _assignments(columns: dict[str, Any]) -> str:
    return ", ".join(f"{name} = :{name}" for name in columns)


def _insert(table: str, columns: dict[str, Any]) -> str:
    names = ", ".join(columns)
    values = ", ".join(f":{name}" for name in columns)
    return f"INSERT INTO {table} ({names}) VALUES ({values}) RETURNING id"


class Store:
    """Queries and writes for one transaction (see ``Database.transaction``)."""

    def __init__(self, transaction: Transaction, now: str) -> None:
        self.transaction = transaction
        self.sql = transaction.sql
        self.now = now
        self.rounds = RoundStore(self.sql, now)
        self.penalties = PenaltyStore(self.sql, now)

    @cached_property
    def pods(self) -> PodStore:
        """The pod tables' queries (loaded by the first pod event a command touches)."""
        from opl_tournament.storage.pod_store import PodStore

        return PodStore(self.sql, self.now)

    @cached_property
    def self_service(self) -> SelfServiceStore:
        """Players' codes, check-ins, result claims and judge calls."""
        from opl_tournament.storage.self_service_store import SelfServiceStore

        return SelfServiceStore(self.sql, self.now)

    @property
    def session(self) -> Session:
        """An ORM session on this transaction's connection (for the stores not yet in SQL)."""
        return self.transaction.orm()

    @cached_property
    def ratings(self) -> RatingStore:
        from opl_tournament.storage.rating_store import RatingStore

        return RatingStore(self.session, self.now)

    # ----- events
    def add_event(self, settings: EventSettings, officials: Iterable[Official] = ()) -> Event:
        # The number judges type and read in page addresses: the next after the highest, taken
        # under the writers' lock, never PostgreSQL's sequence (it skips up to 32 numbers when
        # the server crashes).
        columns = {
            "id": self.sql.value("SELECT COALESCE(MAX(id), 0) + 1 FROM event"),
            **settings_columns(settings),
            "rules_edition": "",
            "status": EventStatus.REGISTRATION.value,
            "created_at": self.now,
        }
        event_id = self.sql.insert(_insert("event", columns), columns)
        for official in officials:
            self.add_official(event_id, official)
        return self.event(event_id)

    def add_official(self, event_id: int, official: Official) -> None:
        self.sql.execute(
            "INSERT INTO event_official (event_id, name, role, legion_number) "
            "VALUES (:event_id, :name, :role, :legion_number)",
            {
                "event_id": event_id,
                "name": official.name,
                "role": official.role.value,
                "legion_number": official.legion_number,
            },
        )

    def replace_officials(self, event_id: int, officials: Iterable[Official]) -> None:
        """The event's officials become ``officials`` (in that order)."""
        self.sql.execute(
            "DELETE FROM event_official WHERE event_id = :event_id", {"event_id": event_id}
        )
        for official in officials:
            self.add_official(event_id, official)

    def find_event(self, event_id: int) -> Event | None:
        row = self.sql.first("SELECT * FROM event WHERE id = :id", {"id": event_id})
        if row is None:
            return None
        officials = self.sql.rows(
            "SELECT * FROM event_official WHERE event_id = :id ORDER BY id", {"id": event_id}
        )
        return event_from_row(row, officials)

    def event(self, event_id: int) -> Event:
        found = self.find_event(event_id)
        if found is None:
            raise LookupError(event_id)
        return found

    def events(self) -> list[Event]:
        rows = self.sql.rows("SELECT * FROM event ORDER BY id")
        by_event: dict[int, list[Any]] = {}
        for official in self.sql.rows("SELECT * FROM event_official ORDER BY id"):
            by_event.setdefault(official.event_id, []).append(official)
        return [event_from_row(row, by_event.get(row.id, [])) for row in rows]

    def set_event_status(self, event_id: int, status: EventStatus) -> None:
        self.sql.execute(
            "UPDATE event SET status = :status WHERE id = :id",
            {"status": status.value, "id": event_id},
        )

    def update_event_settings(self, event_id: int, settings: EventSettings) -> None:
        columns = settings_columns(settings)
        self.sql.execute(
            f"UPDATE event SET {_assignments(columns)} WHERE id = :event_id",
            {**columns, "event_id": event_id},
        )

    # ----- players
    def find_player(self, number: str) -> Player | None:
        return self.sql.first_as(
            player_from_row, _PLAYERS + " WHERE number = :number", {"number": number}
        )

    def _player(self, player_id: int) -> Player:
        return player_from_row(self.sql.first(_PLAYERS + " WHERE id = :id", {"id": player_id}))

    def all_player_numbers(self) -> set[str]:
        return {row.number for row in self.sql.rows("SELECT number FROM player")}

    def highest_temporary_number(self) -> int:
        numbers = self.sql.rows(
            "SELECT number FROM player WHERE kind = :kind", {"kind": NumberKind.TEMPORARY.value}
        )
        given_up = given_up_temporary_numbers(self)  # never issued again (player_numbers.py)
        issued = [row.number for row in numbers] + given_up
        return max((int(number) for number in issued if number.isdigit()), default=0)

    def add_player(self, number: str, kind: NumberKind, identity: PlayerIdentity) -> Player:
        columns = {
            "number": number,
            "kind": kind.value,
            "created_at": self.now,
            **identity_columns(identity),
        }
        return self._player(self.sql.insert(_insert("player", columns), columns))

    def update_player_identity(self, player_id: int, identity: PlayerIdentity) -> Player:
        columns = identity_columns(identity)
        self.sql.execute(
            f"UPDATE player SET {_assignments(columns)} WHERE id = :player_id",
            {**columns, "player_id": player_id},
        )
        return self._player(player_id)

    def players(self) -> list[Player]:
        return self.sql.rows_as(player_from_row, _PLAYERS + " ORDER BY number")

    # ----- registrations
    def registrations(self, event_id: int) -> list[Registration]:
        """The event's registrations in sequence order: one query, no ORM object per row."""
        return self.sql.rows_as(
            _registration,
            _REGISTRATIONS + " WHERE r.event_id = :event_id ORDER BY r.sequence",
            {"event_id": event_id},
        )

    def find_registration(self, event_id: int, number: str) -> Registration | None:
        return self.sql.first_as(
            _registration,
            _REGISTRATIONS + " WHERE r.event_id = :event_id AND p.number = :number",
            {"event_id": event_id, "number": number},
        )

    def registration_numbers(self, event_id: int) -> list[str]:
        """The numbers of the event's players."""
        return [
            str(row.number)
            for row in self.sql.rows(
                "SELECT p.number FROM registration r JOIN player p ON p.id = r.player_id"
                " WHERE r.event_id = :event_id",
                {"event_id": event_id},
            )
        ]

    def registration_by_id(self, registration_id: int) -> Registration:
        found = self.sql.first(_REGISTRATIONS + " WHERE r.id = :id", {"id": registration_id})
        assert found is not None
        return _registration(found)

    def max_sequence(self, event_id: int) -> int:
        value = self.sql.value(
            "SELECT max(sequence) FROM registration WHERE event_id = :event_id",
            {"event_id": event_id},
        )
        return int(value or 0)

    def add_registration(
        self,
        event_id: int,
        player: Player,
        sequence: int,
        *,
        is_staff: bool = False,
        fee_cents: int = 0,
        fee_paid: bool = False,
        entered_round: int = 1,
    ) -> Registration:
        columns = {
            "event_id": event_id,
            "player_id": player.id,
            "sequence": sequence,
            "status": "active",
            "is_staff": is_staff,
            "fee_cents": fee_cents,
            "fee_paid": fee_paid,
            "entered_round": entered_round,
            "created_at": self.now,
        }
        return self.registration_by_id(self.sql.insert(_insert("registration", columns), columns))

    def update_registration(self, registration_id: int, **changes: Any) -> Registration:
        unknown = set(changes) - _REGISTRATION_COLUMNS
        if unknown:
            raise AttributeError(sorted(unknown)[0])
        if changes:
            self.sql.execute(
                f"UPDATE registration SET {_assignments(changes)} WHERE id = :registration_id",
                {**changes, "registration_id": registration_id},
            )
        return self.registration_by_id(registration_id)

    def deck_answers(self, event_id: int) -> dict[str, bool | None]:
        """Each registered player's deck answer (True legal, False not, None no list), by
        player number: one query for the whole field."""
        rows = self.sql.rows(
            "SELECT p.number, r.deck_legal FROM registration r "
            "JOIN player p ON p.id = r.player_id WHERE r.event_id = :event_id",
            {"event_id": event_id},
        )
        return {
            row.number: None if row.deck_legal is None else bool(row.deck_legal) for row in rows
        }

    def deck_of(self, registration_id: int) -> tuple[str | None, bool | None]:
        row = self.sql.first(
            "SELECT deck_text, deck_legal FROM registration WHERE id = :id", {"id": registration_id}
        )
        assert row is not None
        return row.deck_text, None if row.deck_legal is None else bool(row.deck_legal)

    # ----- rounds
    def current_round_number(self, event_id: int) -> int:
        """The number of the latest round paired in the event, 0 before round 1."""
        value = self.sql.value(
            "SELECT max(number) FROM round WHERE event_id = :event_id", {"event_id": event_id}
        )
        return int(value or 0)

    # ----- audit
    def audit(
        self,
        action: AuditAction,
        *,
        actor: str,
        event_id: int | None = None,
        entity: str = "",
        entity_id: int | None = None,
        summary: Sentence | str = "",
        before: Any = None,
        after: Any = None,
    ) -> None:
        """One audit row; ``summary`` kept in English (what the command line and SQL readers
        read) and as the sentence the window says in its language."""
        self.sql.execute(
            "INSERT INTO audit_log (at, actor, action, event_id, entity, entity_id, summary, "
            "summary_sentence, before_json, after_json, undone) VALUES (:at, :actor, :action, "
            ":event_id, :entity, :entity_id, :summary, :summary_sentence, :before_json, "
            ":after_json, :undone)",
            {
                "at": self.now,
                "actor": actor,
                "action": str(action),
                "event_id": event_id,
                "entity": entity,
                "entity_id": entity_id,
                "summary": str(summary),
                "summary_sentence": sentence_text(summary),
                "before_json": _json(before),
                "after_json": _json(after),
                "undone": False,
            },
        )

    def mark_undone(self, audit_id: int) -> None:
        self.sql.execute(
            "UPDATE audit_log SET undone = :undone WHERE id = :id", {"undone": True, "id": audit_id}
        )

    def delete_player_if_unused(self, player_id: int) -> bool:
        """Remove a player record nothing refers to (a registration undone); False if kept."""
        for table in ("registration", "rating", "rating_history"):
            if self.sql.first(
                f"SELECT 1 FROM {table} WHERE player_id = :id LIMIT 1", {"id": player_id}
            ):
                return False
        if self.sql.first("SELECT 1 FROM player WHERE id = :id", {"id": player_id}) is None:
            return False
        self.sql.execute("DELETE FROM player WHERE id = :id", {"id": player_id})
        return True

    def delete_registration(self, registration_id: int) -> None:
        """Remove a registration made by mistake (only ever by undoing it)."""
        self.sql.execute("DELETE FROM registration WHERE id = :id", {"id": registration_id})

    def audit_entries(self, event_id: int | None = None) -> list[AuditEntry]:
        where = "" if event_id is None else " WHERE event_id = :event_id"
        return self.sql.rows_as(
            _audit_entry,
            f"SELECT {_AUDIT_COLUMNS} FROM audit_log{where} ORDER BY id",
            {"event_id": event_id},
        )

    def latest_in_force(
        self,
        event_id: int,
        excluded: Iterable[str],
        *,
        actor: str | None = None,
        actors_like: Iterable[str] = (),
    ) -> AuditEntry | None:
        """The event's newest audit entry not undone, whose action is not in ``excluded`` (and,
        with ``actor``, that this actor made, or an actor matching one of the LIKE patterns
        ``actors_like``)."""
        listed, params = placeholders("x", [str(action) for action in excluded])
        patterns = {f"like{i}": pattern for i, pattern in enumerate(actors_like)}
        whom = " OR ".join(["actor = :actor", *(f"actor LIKE :{name}" for name in patterns)])
        by_actor = "" if actor is None else f" AND ({whom})"
        return self.sql.first_as(
            _audit_entry,
            f"SELECT {_AUDIT_COLUMNS} FROM audit_log WHERE event_id = :event_id "
            f"AND undone = :no AND action NOT IN ({listed}){by_actor} ORDER BY id DESC LIMIT 1",
            {**params, **patterns, "event_id": event_id, "no": False, "actor": actor},
        )


_REGISTRATION_COLUMNS = frozenset(
    {
        "status",
        "is_staff",
        "fee_cents",
        "fee_paid",
        "entered_round",
        "dropped_round",
        "reentered_round",
        "disqualified_round",
        "team",
        "deck_text",
        "deck_legal",
        "deck_report_json",
        "sequence",
        "player_id",
    }
)
"""The registration columns ``update_registration`` may change."""


def _audit_entry(row: Any) -> AuditEntry:
    return AuditEntry(
        id=row.id or 0,
        at=row.at,
        actor=row.actor,
        action=row.action,
        event_id=row.event_id,
        summary=row.summary,
        kept_sentence=row.summary_sentence,
        before=json.loads(row.before_json) if row.before_json else None,
        after=json.loads(row.after_json) if row.after_json else None,
        entity=row.entity,
        entity_id=row.entity_id,
        undone=bool(row.undone),
    )

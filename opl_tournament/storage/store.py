"""The repository the services use inside one transaction: plain dataclasses in and out."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from sqlalchemy import Row, Select, func, insert
from sqlmodel import Session, col, select

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
from opl_tournament.storage.mapping import (
    event_from_row,
    identity_columns,
    player_from_row,
    registration_from_row,
    settings_columns,
)
from opl_tournament.storage.penalty_store import PenaltyStore
from opl_tournament.storage.pod_store import PodStore
from opl_tournament.storage.rating_store import RatingStore
from opl_tournament.storage.round_store import RoundStore
from opl_tournament.storage.tables import (
    AuditRow,
    EventRow,
    OfficialRow,
    PlayerRow,
    RatingHistoryRow,
    RatingRow,
    RegistrationRow,
    RoundRow,
)

_REG = RegistrationRow.__table__  # type: ignore[attr-defined]
_PLAYER = PlayerRow.__table__  # type: ignore[attr-defined]
_AUDIT = AuditRow.__table__  # type: ignore[attr-defined]
_PLAYER_PREFIX = "player__"


def _registrations_query() -> Select[Any]:
    """Registrations joined with their players (the player's columns prefixed ``player__``)."""
    return select(
        *_REG.c, *(column.label(_PLAYER_PREFIX + column.name) for column in _PLAYER.c)
    ).join_from(_REG, _PLAYER, _PLAYER.c.id == _REG.c.player_id)


class _PlayerColumns:
    """The player's columns of a ``_registrations_query`` row, by their own names."""

    def __init__(self, row: Row[Any]) -> None:
        self._row = row

    def __getattr__(self, name: str) -> Any:
        return getattr(self._row, _PLAYER_PREFIX + name)


def _registration(row: Row[Any]) -> Registration:
    return registration_from_row(row, _PlayerColumns(row))  # type: ignore[arg-type]


def _json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True, ensure_ascii=False)


class Store:
    """Queries and writes for one transaction (see ``Database.session``)."""

    def __init__(self, session: Session, now: str) -> None:
        self.session = session
        self.now = now
        self.rounds = RoundStore(session, now)
        self.penalties = PenaltyStore(session, now)
        self.ratings = RatingStore(session, now)
        self.pods = PodStore(session, now)

    # ----- events
    def add_event(self, settings: EventSettings, officials: Iterable[Official] = ()) -> Event:
        row = EventRow(
            **settings_columns(settings), status=EventStatus.REGISTRATION.value, created_at=self.now
        )
        self.session.add(row)
        self.session.flush()
        assert row.id is not None
        for official in officials:
            self.add_official(row.id, official)
        return self.event(row.id)

    def add_official(self, event_id: int, official: Official) -> None:
        self.session.add(
            OfficialRow(
                event_id=event_id,
                name=official.name,
                role=official.role.value,
                legion_number=official.legion_number,
            )
        )
        self.session.flush()

    def replace_officials(self, event_id: int, officials: Iterable[Official]) -> None:
        """The event's officials become ``officials`` (in that order)."""
        for row in self.session.exec(
            select(OfficialRow).where(OfficialRow.event_id == event_id)
        ).all():
            self.session.delete(row)
        self.session.flush()
        for official in officials:
            self.add_official(event_id, official)

    def find_event(self, event_id: int) -> Event | None:
        row = self.session.get(EventRow, event_id)
        if row is None:
            return None
        officials = self.session.exec(
            select(OfficialRow)
            .where(OfficialRow.event_id == event_id)
            .order_by(col(OfficialRow.id))
        ).all()
        return event_from_row(row, list(officials))

    def event(self, event_id: int) -> Event:
        found = self.find_event(event_id)
        if found is None:
            raise LookupError(event_id)
        return found

    def events(self) -> list[Event]:
        rows = self.session.exec(select(EventRow).order_by(col(EventRow.id))).all()
        officials = self.session.exec(select(OfficialRow).order_by(col(OfficialRow.id))).all()
        by_event: dict[int, list[OfficialRow]] = {}
        for official in officials:
            by_event.setdefault(official.event_id, []).append(official)
        return [event_from_row(row, by_event.get(row.id or 0, [])) for row in rows]

    def set_event_status(self, event_id: int, status: EventStatus) -> None:
        row = self.session.get(EventRow, event_id)
        assert row is not None
        row.status = status.value
        self.session.add(row)

    def update_event_settings(self, event_id: int, settings: EventSettings) -> None:
        row = self.session.get(EventRow, event_id)
        assert row is not None
        for key, value in settings_columns(settings).items():
            setattr(row, key, value)
        self.session.add(row)

    # ----- players
    def find_player(self, number: str) -> Player | None:
        row = self.session.exec(select(PlayerRow).where(PlayerRow.number == number)).first()
        return None if row is None else player_from_row(row)

    def all_player_numbers(self) -> set[str]:
        return set(self.session.exec(select(PlayerRow.number)).all())

    def highest_temporary_number(self) -> int:
        numbers = self.session.exec(
            select(PlayerRow.number).where(PlayerRow.kind == NumberKind.TEMPORARY.value)
        ).all()
        return max((int(n) for n in numbers if n.isdigit()), default=0)

    def add_player(self, number: str, kind: NumberKind, identity: PlayerIdentity) -> Player:
        row = PlayerRow(
            number=number, kind=kind.value, created_at=self.now, **identity_columns(identity)
        )
        self.session.add(row)
        self.session.flush()
        return player_from_row(row)

    def update_player_identity(self, player_id: int, identity: PlayerIdentity) -> Player:
        row = self.session.get(PlayerRow, player_id)
        assert row is not None
        for key, value in identity_columns(identity).items():
            setattr(row, key, value)
        self.session.add(row)
        self.session.flush()
        return player_from_row(row)

    def players(self) -> list[Player]:
        rows = self.session.exec(select(PlayerRow).order_by(col(PlayerRow.number))).all()
        return [player_from_row(row) for row in rows]

    # ----- registrations
    def registrations(self, event_id: int) -> list[Registration]:
        """The event's registrations in sequence order: one Core query, no ORM object per row."""
        rows = self.session.connection().execute(
            _registrations_query().where(_REG.c.event_id == event_id).order_by(_REG.c.sequence)
        )
        return [_registration(row) for row in rows]

    def find_registration(self, event_id: int, number: str) -> Registration | None:
        found = (
            self.session.connection()
            .execute(
                _registrations_query().where(
                    _REG.c.event_id == event_id, _PLAYER.c.number == number
                )
            )
            .first()
        )
        return None if found is None else _registration(found)

    def registration_by_id(self, registration_id: int) -> Registration:
        reg = self.session.get(RegistrationRow, registration_id)
        assert reg is not None
        player = self.session.get(PlayerRow, reg.player_id)
        assert player is not None
        return registration_from_row(reg, player)

    def max_sequence(self, event_id: int) -> int:
        value = self.session.exec(
            select(func.max(RegistrationRow.sequence)).where(RegistrationRow.event_id == event_id)
        ).one()
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
        row = RegistrationRow(
            event_id=event_id,
            player_id=player.id,
            sequence=sequence,
            is_staff=is_staff,
            fee_cents=fee_cents,
            fee_paid=fee_paid,
            entered_round=entered_round,
            created_at=self.now,
        )
        self.session.add(row)
        self.session.flush()
        assert row.id is not None
        return self.registration_by_id(row.id)

    def update_registration(self, registration_id: int, **changes: Any) -> Registration:
        row = self.session.get(RegistrationRow, registration_id)
        assert row is not None
        for key, value in changes.items():
            if not hasattr(row, key):
                raise AttributeError(key)
            setattr(row, key, value)
        self.session.add(row)
        self.session.flush()
        return self.registration_by_id(registration_id)

    def deck_answers(self, event_id: int) -> dict[str, bool | None]:
        """Each registered player's deck answer (True legal, False not, None no list), by
        player number: one query for the whole field."""
        rows = self.session.exec(
            select(PlayerRow.number, RegistrationRow.deck_legal)
            .join(PlayerRow, col(PlayerRow.id) == RegistrationRow.player_id)
            .where(RegistrationRow.event_id == event_id)
        ).all()
        return dict(rows)

    def deck_of(self, registration_id: int) -> tuple[str | None, bool | None]:
        row = self.session.get(RegistrationRow, registration_id)
        assert row is not None
        return row.deck_text, row.deck_legal

    # ----- rounds
    def current_round_number(self, event_id: int) -> int:
        """The number of the latest round paired in the event, 0 before round 1."""
        value = self.session.exec(
            select(func.max(RoundRow.number)).where(RoundRow.event_id == event_id)
        ).one()
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
        summary: str = "",
        before: Any = None,
        after: Any = None,
    ) -> None:
        self.session.connection().execute(
            insert(_AUDIT).values(
                at=self.now,
                actor=actor,
                action=action,
                event_id=event_id,
                entity=entity,
                entity_id=entity_id,
                summary=summary,
                before_json=_json(before),
                after_json=_json(after),
                undone=False,
            )
        )

    def mark_undone(self, audit_id: int) -> None:
        row = self.session.get(AuditRow, audit_id)
        assert row is not None
        row.undone = True
        self.session.add(row)
        self.session.flush()

    def delete_player_if_unused(self, player_id: int) -> bool:
        """Remove a player record nothing refers to (a registration undone); False if kept."""
        for table in (RegistrationRow, RatingRow, RatingHistoryRow):
            if self.session.exec(select(table).where(table.player_id == player_id)).first():
                return False
        row = self.session.get(PlayerRow, player_id)
        if row is None:
            return False
        self.session.delete(row)
        self.session.flush()
        return True

    def delete_registration(self, registration_id: int) -> None:
        """Remove a registration made by mistake (only ever by undoing it)."""
        row = self.session.get(RegistrationRow, registration_id)
        assert row is not None
        self.session.delete(row)
        self.session.flush()

    def audit_entries(self, event_id: int | None = None) -> list[AuditEntry]:
        query = select(AuditRow).order_by(col(AuditRow.id))
        if event_id is not None:
            query = query.where(AuditRow.event_id == event_id)
        return [_audit_entry(row) for row in self.session.exec(query).all()]

    def latest_in_force(
        self, event_id: int, excluded: Iterable[str], *, actor: str | None = None
    ) -> AuditEntry | None:
        """The event's newest audit entry not undone, whose action is not in ``excluded`` (and,
        with ``actor``, that this actor made)."""
        query = select(AuditRow).where(
            AuditRow.event_id == event_id,
            col(AuditRow.undone).is_(False),
            col(AuditRow.action).not_in(list(excluded)),
        )
        if actor is not None:
            query = query.where(AuditRow.actor == actor)
        row = self.session.exec(query.order_by(col(AuditRow.id).desc()).limit(1)).first()
        return None if row is None else _audit_entry(row)


def _audit_entry(row: AuditRow) -> AuditEntry:
    return AuditEntry(
        id=row.id or 0,
        at=row.at,
        actor=row.actor,
        action=row.action,
        event_id=row.event_id,
        summary=row.summary,
        before=json.loads(row.before_json) if row.before_json else None,
        after=json.loads(row.after_json) if row.after_json else None,
        entity=row.entity,
        entity_id=row.entity_id,
        undone=row.undone,
    )

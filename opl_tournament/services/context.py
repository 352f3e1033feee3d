"""What every service call needs: the database, who is acting, and the clock."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import Event, EventStatus, Registration
from opl_tournament.domain.registration import player_number, seated_number
from opl_tournament.domain.self_report import DEFAULT_ACTOR
from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.storage import Database, Store, transaction
from opl_tournament.storage.errors import StorageError


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Subject:
    """What an audit row is about: one row (``entity``, ``entity_id``) of an event."""

    event_id: int | None
    entity: str
    entity_id: int | None

    @classmethod
    def event(cls, event_id: int) -> Subject:
        """The event itself (its settings, officials, status, ratings)."""
        return cls(event_id, "event", event_id)


MEASURE_AGAIN_SECONDS = 300
"""How often a station measures again how far its clock is from the venue server's."""


def _local_time() -> datetime:
    return datetime.now(UTC)


@dataclass
class ServerTime:
    """The time as a venue server tells it, for a station sharing an event: the stations' own
    clocks may be minutes apart (a venue has no internet to set them by), and a round clock
    started on one station and read or paused on another must count the same seconds. How far
    this computer's clock is from the server's is measured on first use, and again every few
    minutes (a laptop's clock may be set while the event runs)."""

    database: Database
    local: Callable[[], datetime] = field(default=_local_time)
    offset: timedelta | None = None
    measured: float = 0.0
    """When ``offset`` was measured (``time.monotonic``, which no clock setting moves)."""

    def __call__(self) -> str:
        if self.offset is None or time.monotonic() - self.measured > MEASURE_AGAIN_SECONDS:
            before = self.local()
            try:
                server = self.database.server_time()
            except StorageError:  # out of reach: the last measure, or this computer's time
                if self.offset is None:
                    return before.isoformat(timespec="seconds")
                self.measured = time.monotonic()
                return (before + self.offset).astimezone(UTC).isoformat(timespec="seconds")
            self.offset = server - (before + (self.local() - before) / 2)
            self.measured = time.monotonic()
        return (self.local() + self.offset).astimezone(UTC).isoformat(timespec="seconds")


@dataclass
class ServiceContext:
    database: Database
    actor: str = DEFAULT_ACTOR
    clock: Callable[[], str] = field(default=utc_now)
    """The time of the actions (a venue server's station: the server's, ``ServerTime``)."""

    def __post_init__(self) -> None:
        if self.clock is utc_now and self.database.is_server:
            self.clock = ServerTime(self.database)

    @contextmanager
    def write(self) -> Iterator[Store]:
        """One judge action: one transaction, committed at the end of the block."""
        with transaction(self.database, self.clock()) as store:
            yield store

    def audit(
        self,
        store: Store,
        action: AuditAction,
        subject: Subject,
        summary: Sentence | str,
        *,
        before: Any = None,
        after: Any = None,
    ) -> None:
        """The audit row of a judge action, in the action's transaction, by this actor; its
        ``summary`` is kept in English and as a sentence the window says in its language."""
        store.audit(
            action,
            actor=self.actor,
            event_id=subject.event_id,
            entity=subject.entity,
            entity_id=subject.entity_id,
            summary=summary,
            before=before,
            after=after,
        )

    @contextmanager
    def read(self) -> Iterator[Store]:
        with transaction(self.database, self.clock(), read_only=True) as store:
            yield store


def require_event(store: Store, event_id: int) -> Event:
    event = store.find_event(event_id)
    if event is None:
        raise InvalidInput(N_("there is no event {event}", event=event_id), field="EVENT")
    return event


def refuse_finished(event: Event, what: Sentence) -> None:
    """A finished event keeps ``what`` as it was: refused until the finish is undone (what may
    follow the finish: ``services/undo.py``'s ``AFTER_FINISHING``)."""
    if event.status is EventStatus.FINISHED:
        raise RefusedAction(
            N_(
                "event {event} is finished: {what} can no longer change (undo the finish first "
                "to reopen it)",
                event=event.id,
                what=what,
            )
        )


def typed_registration(store: Store, event_id: int, typed: str) -> Registration | None:
    """The registration of the player whose number a judge typed: as stored, or without the
    leading zeros a quick hand drops (``4`` for ``0004``) when one player of the event alone
    has it (``seated_number``)."""
    number = player_number(typed)
    found = store.find_registration(event_id, number)
    if found is None and number.isdigit():
        same = seated_number(number, store.registration_numbers(event_id))
        found = None if same == number else store.find_registration(event_id, same)
    return found


def require_registration(store: Store, event_id: int, number: str) -> Registration:
    """Player ``number``'s registration in the event (``typed_registration``), or a refusal
    naming the player."""
    require_event(store, event_id)
    registration = typed_registration(store, event_id, number)
    if registration is None:
        raise InvalidInput(
            N_(
                "player {player} is not registered in event {event}",
                player=number,
                event=event_id,
            ),
            field="PLAYER",
        )
    return registration

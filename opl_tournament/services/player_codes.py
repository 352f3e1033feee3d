"""Players' secret codes: issued at registration, listed for the judge, renewed when lost, and
the one way a phone or the kiosk finds the player it speaks for."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from opl_tournament.domain import player_codes as codes
from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.model import Event, Registration
from opl_tournament.domain.sentences import N_
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import (
    ServiceContext,
    Subject,
    refuse_finished,
    require_event,
    require_registration,
)
from opl_tournament.storage import Store


@dataclass(frozen=True)
class PlayerCode:
    number: str
    name: str
    code: str

    @property
    def path(self) -> str:
        return codes.code_path(self.code)

    def to_json(self) -> dict[str, str]:
        return {"number": self.number, "name": self.name, "code": self.code, "path": self.path}


def fresh_codes(store: Store, count: int) -> list[tuple[str, str]]:
    """``count`` new codes, each with its digest: no two alike, and none a registration holds
    (checked with one query per try; a clash among 2**50 codes is all but unheard of)."""
    fresh: dict[str, str] = {}
    while len(fresh) < count:
        drawn = {}
        for _ in range(count - len(fresh)):
            code = codes.new_code(secrets.randbelow)
            drawn[codes.code_digest(code)] = code
        taken = store.self_service.digests_in_use(list(drawn))
        fresh.update({d: c for d, c in drawn.items() if d not in taken})
    return [(code, digest) for digest, code in fresh.items()]


def issue_code(store: Store, registration_id: int) -> str:
    """Give a registration a new code (its old one stops working) in the caller's transaction."""
    [(code, digest)] = fresh_codes(store, 1)
    store.self_service.set_code(registration_id, code, digest)
    return code


def player_codes(ctx: ServiceContext, event_id: int) -> list[PlayerCode]:
    """Every registered player's code, in registration order (registration issues each code;
    the migration that brought codes in gave one to every player registered before)."""
    with ctx.read() as store:
        require_event(store, event_id)
        return [
            PlayerCode(stored.number, stored.name, stored.code)
            for stored in store.self_service.codes(event_id)
            if stored.code is not None
        ]


def renew_code(ctx: ServiceContext, event_id: int, number: str) -> Changed[PlayerCode]:
    """A lost code replaced: the old one stops working at once."""
    with ctx.write() as store:
        registration = require_registration(store, event_id, number)
        refuse_finished(require_event(store, event_id), N_("its players' codes"))
        before = store.self_service.code_of(registration.id)
        code = issue_code(store, registration.id)
        ctx.audit(
            store,
            AuditAction.PLAYER_CODE,
            Subject(event_id, "registration", registration.id),
            N_(
                "new code for {number} {name} (the old one no longer works)",
                number=registration.number,
                name=registration.player.name,
            ),
            before={"code": before.code},
            after={"renewed": True},
        )
    code_card = PlayerCode(registration.number, registration.player.name, code)
    return Changed(code_card, Changes(event_id, players=True))


def restore_code(store: Store, registration_id: int, code: str | None) -> None:
    """Undo of a renewal: the code as it was (a code is found by its digest)."""
    digest = None if code is None else codes.code_digest(code)
    store.self_service.set_code(registration_id, code, digest)


@dataclass(frozen=True)
class CodeHolder:
    """Whom a code speaks for."""

    event: Event
    registration: Registration


def holder_in(store: Store, code: str) -> CodeHolder | None:
    """The event and player a code (as typed) belongs to, in the caller's transaction."""
    normalised = codes.normalise(code)
    if normalised is None:
        return None
    stored = store.self_service.by_digest(codes.code_digest(normalised))
    if stored is None:
        return None
    event = require_event(store, stored.event_id)
    return CodeHolder(event, store.registration_by_id(stored.registration_id))


def player_by_code(ctx: ServiceContext, code: str) -> tuple[Event, Registration] | None:
    """The event and player a code belongs to, or None for a code nobody holds.

    The code is found by its digest through the database's index, never compared character by
    character, so how long a wrong guess takes says nothing about how close it came.
    """
    with ctx.read() as store:
        holder = holder_in(store, code)
    return None if holder is None else (holder.event, holder.registration)

"""Registering players in an event: numbers, sequence numbers, fees, drops and re-entries."""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace

from opl_tournament.domain import registration as rules
from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import (
    Event,
    EventStatus,
    NumberKind,
    PlayerIdentity,
    Registration,
    RegistrationStatus,
)
from opl_tournament.services.context import ServiceContext, require_event
from opl_tournament.services.rounds import who_did
from opl_tournament.services.teams import assign_team
from opl_tournament.storage import Store


@dataclass(frozen=True)
class Entrant:
    """One player to register: a Legion number, or none to be issued a temporary number."""

    identity: PlayerIdentity
    legion_number: str | None = None
    fee_cents: int = 0
    fee_paid: bool = False
    is_staff: bool = False
    team: str | None = None
    """A 2 vs 2 team to join (pod events)."""


def _registration_record(registration: Registration) -> dict[str, object]:
    return {
        "number": registration.number,
        "name": registration.player.name,
        "sequence": registration.sequence,
        "status": registration.status.value,
        "staff": registration.is_staff,
        "fee_cents": registration.fee_cents,
        "fee_paid": registration.fee_paid,
        **({"team": registration.team} if registration.team else {}),
    }


@dataclass
class _Desk:
    """What registering needs to know about the event, loaded once per transaction.

    A CSV import registers thousands of players in one transaction; reloading the numbers in use
    for each of them would make the import quadratic.
    """

    event: Event
    current_round: int
    registered: set[str]
    numbers_in_use: set[str]
    highest_temporary: int
    last_sequence: int

    @classmethod
    def open(cls, store: Store, event_id: int) -> _Desk:
        event = require_event(store, event_id)
        if event.status is EventStatus.FINISHED:
            raise RefusedAction(f"event {event_id} is finished; no more players can enter")
        return cls(
            event=event,
            current_round=store.current_round_number(event_id),
            registered={r.number for r in store.registrations(event_id)},
            numbers_in_use=store.all_player_numbers(),
            highest_temporary=store.highest_temporary_number(),
            last_sequence=store.max_sequence(event_id),
        )


def _register(store: Store, ctx: ServiceContext, desk: _Desk, entrant: Entrant) -> Registration:
    event = desk.event
    identity = replace(entrant.identity, name=rules.clean_name(entrant.identity.name))

    created = True  # a new player record, removed again if the registration is undone
    identity_before: PlayerIdentity | None = None
    if entrant.is_staff:
        number = rules.next_staff_number(desk.numbers_in_use)
        player = store.add_player(number, NumberKind.STAFF, identity)
    elif entrant.legion_number is not None:
        number = rules.clean_legion_number(entrant.legion_number)
        rules.check_not_official(identity.name, number, event.officials)
        rules.check_not_registered(number, desk.registered)
        existing = store.find_player(number)
        if existing is None:
            player = store.add_player(number, NumberKind.LEGION, identity)
        elif existing.kind is NumberKind.STAFF:
            raise RefusedAction(f"{number} is a staff number, not a player's number")
        else:
            player, created = existing, False
            if identity != existing.identity and identity != PlayerIdentity(name=identity.name):
                identity_before = existing.identity
                player = store.update_player_identity(existing.id, identity)
    else:
        rules.check_not_official(identity.name, "", event.officials)
        number = rules.next_temporary_number(desk.numbers_in_use, desk.highest_temporary)
        desk.highest_temporary = int(number)
        player = store.add_player(number, NumberKind.TEMPORARY, identity)

    sequence = rules.next_sequence_number([desk.last_sequence])
    registration = store.add_registration(
        event.id,
        player,
        sequence,
        is_staff=entrant.is_staff,
        fee_cents=entrant.fee_cents,
        fee_paid=entrant.fee_paid,
        entered_round=desk.current_round + 1,
    )
    if entrant.team is not None:
        registration = assign_team(store, event.id, registration, entrant.team)
    desk.last_sequence = sequence
    desk.registered.add(player.number)
    desk.numbers_in_use.add(player.number)
    late = f" (late entry at round {desk.current_round + 1})" if desk.current_round else ""
    store.audit(
        AuditAction.PLAYER_REGISTER,
        actor=ctx.actor,
        event_id=event.id,
        entity="registration",
        entity_id=registration.id,
        summary=f"registered {player.number} {player.name} as #{registration.sequence}{late}",
        after={
            **_registration_record(registration),
            "identity": asdict(identity),
            "player_created": created,
            "identity_before": None if identity_before is None else asdict(identity_before),
        },
    )
    return registration


def register_player(ctx: ServiceContext, event_id: int, entrant: Entrant) -> Registration:
    with ctx.write() as store:
        return _register(store, ctx, _Desk.open(store, event_id), entrant)


def register_many(
    ctx: ServiceContext, event_id: int, entrants: list[tuple[int, Entrant]], *, source: str
) -> list[Registration]:
    """All entrants or none: a refusal names the line of ``source`` it came from."""
    registered: list[Registration] = []
    with ctx.write() as store:
        desk = _Desk.open(store, event_id)
        for line, entrant in entrants:
            try:
                registered.append(_register(store, ctx, desk, entrant))
            except InvalidInput as error:
                raise InvalidInput(
                    error.message.split(": ", 1)[-1], source=source, line=line, field=error.field
                ) from error
            except RefusedAction as error:
                raise RefusedAction(f"{source}, line {line}: {error.message}") from error
    return registered


def list_registrations(ctx: ServiceContext, event_id: int) -> list[Registration]:
    with ctx.read() as store:
        require_event(store, event_id)
        return store.registrations(event_id)


def _find(store: Store, event_id: int, number: str) -> Registration:
    require_event(store, event_id)
    registration = store.find_registration(event_id, number.strip())
    if registration is None:
        raise InvalidInput(f"player {number} is not registered in event {event_id}", field="PLAYER")
    return registration


def _change_status(
    ctx: ServiceContext,
    event_id: int,
    number: str,
    action: AuditAction,
    verb: str,
    **columns: object,
) -> Registration:
    with ctx.write() as store:
        before = _find(store, event_id, number)
        check = {
            AuditAction.PLAYER_DROP: rules.check_drop,
            AuditAction.PLAYER_REENTER: rules.check_reentry,
            AuditAction.PLAYER_DISQUALIFY: rules.check_disqualify,
        }
        check[action](before.status, before.number)
        current_round = store.current_round_number(event_id)
        round_columns = {
            key: current_round if value == "current" else value for key, value in columns.items()
        }
        after = store.update_registration(before.id, **round_columns)
        store.audit(
            action,
            actor=ctx.actor,
            event_id=event_id,
            entity="registration",
            entity_id=before.id,
            summary=f"{verb} {before.number} {before.player.name} in round {current_round}",
            before={
                **_registration_record(before),
                **{key: getattr(before, key) for key in round_columns},
            },
            after={**_registration_record(after), **round_columns},
        )
        return after


def drop_player(ctx: ServiceContext, event_id: int, number: str) -> Registration:
    return _change_status(
        ctx,
        event_id,
        number,
        AuditAction.PLAYER_DROP,
        "dropped",
        status=RegistrationStatus.DROPPED.value,
        dropped_round="current",
    )


def reenter_player(ctx: ServiceContext, event_id: int, number: str) -> Registration:
    return _change_status(
        ctx,
        event_id,
        number,
        AuditAction.PLAYER_REENTER,
        "re-entered",
        status=RegistrationStatus.ACTIVE.value,
        reentered_round="current",
    )


def disqualify_player(ctx: ServiceContext, event_id: int, number: str) -> Registration:
    return _change_status(
        ctx,
        event_id,
        number,
        AuditAction.PLAYER_DISQUALIFY,
        "disqualified",
        status=RegistrationStatus.DISQUALIFIED.value,
        disqualified_round="current",
    )


def _refuse_if_changed(
    store: Store, event_id: int, before: Registration, seen: object, now: object, actions: str
) -> None:
    """A station acting on the row it showed: refused when another station changed it since."""
    if seen is None or seen == now:
        return
    entity, entity_id = (
        ("player", before.player.id) if actions == "player.edit" else ("registration", before.id)
    )
    by = who_did(store, event_id, entity, entity_id, frozenset({actions}))
    raise RefusedAction(
        f"player {before.number} was changed meanwhile {by or 'at another station'}; "
        "look at the list again (it shows the change now) and do it once more"
    )


def set_fee(
    ctx: ServiceContext,
    event_id: int,
    number: str,
    fee_cents: int,
    paid: bool,
    *,
    expected: tuple[int, bool] | None = None,
) -> Registration:
    """``expected``: the fee and whether it was paid, as the judge saw them (refused if another
    station changed them since)."""
    if fee_cents < 0:
        raise InvalidInput("a fee cannot be negative", field="fee")
    with ctx.write() as store:
        before = _find(store, event_id, number)
        now = (before.fee_cents, before.fee_paid)
        _refuse_if_changed(store, event_id, before, expected, now, "player.fee")
        after = store.update_registration(before.id, fee_cents=fee_cents, fee_paid=paid)
        store.audit(
            AuditAction.PLAYER_FEE,
            actor=ctx.actor,
            event_id=event_id,
            entity="registration",
            entity_id=before.id,
            summary=f"fee of {before.number}: {fee_cents / 100:.2f} {'paid' if paid else 'due'}",
            before=_registration_record(before),
            after=_registration_record(after),
        )
        return after


def edit_player(
    ctx: ServiceContext,
    event_id: int,
    number: str,
    identity: PlayerIdentity,
    *,
    expected: PlayerIdentity | None = None,
) -> Registration:
    """``expected``: the player's details as the judge saw them before editing (refused if
    another station changed them since, so neither station's edit is lost unseen)."""
    identity = replace(identity, name=rules.clean_name(identity.name))
    with ctx.write() as store:
        before = _find(store, event_id, number)
        _refuse_if_changed(store, event_id, before, expected, before.player.identity, "player.edit")
        store.update_player_identity(before.player.id, identity)
        after = store.registration_by_id(before.id)
        store.audit(
            AuditAction.PLAYER_EDIT,
            actor=ctx.actor,
            event_id=event_id,
            entity="player",
            entity_id=before.player.id,
            summary=f"edited {before.number} {identity.name}",
            before=asdict(before.player.identity),
            after=asdict(identity),
        )
        return after

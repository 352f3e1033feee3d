"""Registering players in an event: numbers, sequence numbers, fees, drops and re-entries."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from typing import Any

from opl_tournament.domain import registration as rules
from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.model import (
    Event,
    EventFormat,
    EventStatus,
    NumberKind,
    Player,
    PlayerIdentity,
    Registration,
    RegistrationStatus,
)
from opl_tournament.domain.pairing.records import RoundStage
from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import (
    ServiceContext,
    Subject,
    require_event,
    require_registration,
)
from opl_tournament.services.player_codes import issue_code
from opl_tournament.services.round_shapes.base import who_did
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
class RegistrationDesk:
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
    def open(cls, store: Store, event_id: int) -> RegistrationDesk:
        event = require_event(store, event_id)
        if event.status is EventStatus.FINISHED:
            raise RefusedAction(
                N_("event {event} is finished; no more players can enter", event=event_id)
            )
        current_round = store.current_round_number(event_id)
        _refuse_bracket_under_way(store, event, current_round)
        return cls(
            event=event,
            current_round=current_round,
            registered={r.number for r in store.registrations(event_id)},
            numbers_in_use=store.all_player_numbers(),
            highest_temporary=store.highest_temporary_number(),
            last_sequence=store.max_sequence(event_id),
        )


def _refuse_bracket_under_way(store: Store, event: Event, current_round: int) -> None:
    """An elimination bracket is drawn once: a player who arrives after its first round (or
    after a Swiss-then-cut event's cut) has no place in it and would be ranked on a game never
    played."""
    if current_round == 0 or event.settings.format is EventFormat.SWISS:
        return
    if event.settings.format is EventFormat.COMBINATION:
        current = store.rounds.round_header(event.id, current_round)
        if current is None or current.stage != RoundStage.ELIMINATION:
            return
    raise RefusedAction(
        N_(
            "event {event}'s elimination bracket is under way (round {round}); no more players "
            "can enter",
            event=event.id,
            round=current_round,
        )
    )


@dataclass
class PlannedRegistration:
    """One registration decided (numbers, checks) but not yet written."""

    entrant: Entrant
    number: str
    kind: NumberKind
    identity: PlayerIdentity
    existing: Player | None  # the player's record when the number is already known
    identity_before: PlayerIdentity | None  # the record's identity, when this one replaces it
    sequence: int


def plan_registration(
    desk: RegistrationDesk, entrant: Entrant, find: Callable[[str], Player | None]
) -> PlannedRegistration:
    """Check one entrant against the event and the players known so far; issue the numbers."""
    event = desk.event
    identity = replace(entrant.identity, name=rules.clean_name(entrant.identity.name))
    existing: Player | None = None
    identity_before: PlayerIdentity | None = None
    if entrant.is_staff:
        number, kind = rules.next_staff_number(desk.numbers_in_use), NumberKind.STAFF
    elif entrant.legion_number is not None:
        number, kind = rules.clean_legion_number(entrant.legion_number), NumberKind.LEGION
        rules.check_not_official(identity.name, number, event.officials)
        rules.check_not_registered(number, desk.registered)
        existing = find(number)
        if existing is not None and existing.kind is NumberKind.STAFF:
            raise RefusedAction(
                N_("{number} is a staff number, not a player's number", number=number)
            )
        if existing is not None and existing.kind is NumberKind.TEMPORARY:
            rules.check_same_walk_in(number, existing.name, identity.name)
        if existing is not None:
            identity = rules.returning_identity(existing.identity, identity)
            if identity != existing.identity:
                identity_before = existing.identity
    else:
        rules.check_not_official(identity.name, "", event.officials)
        number = rules.next_temporary_number(desk.numbers_in_use, desk.highest_temporary)
        kind = NumberKind.TEMPORARY
        desk.highest_temporary = int(number)
    sequence = rules.next_sequence_number([desk.last_sequence])
    desk.last_sequence = sequence
    desk.registered.add(number)
    desk.numbers_in_use.add(number)
    return PlannedRegistration(entrant, number, kind, identity, existing, identity_before, sequence)


def _identity_record(identity: PlayerIdentity) -> dict[str, Any]:
    """``asdict(identity)``, without its deep copies (every field is a plain value)."""
    return dict(vars(identity))


def registration_audit_record(
    ctx: ServiceContext,
    desk: RegistrationDesk,
    plan: PlannedRegistration,
    registration: Registration,
) -> dict[str, Any]:
    player = registration.player
    said = {"number": player.number, "name": player.name, "seq": registration.sequence}
    summary = (
        N_(
            "registered {number} {name} as #{seq} (late entry at round {round})",
            **said,
            round=desk.current_round + 1,
        )
        if desk.current_round
        else N_("registered {number} {name} as #{seq}", **said)
    )
    return {
        "action": AuditAction.PLAYER_REGISTER,
        "actor": ctx.actor,
        "event_id": desk.event.id,
        "entity": "registration",
        "entity_id": registration.id,
        "summary": summary,
        "after": {
            **_registration_record(registration),
            "identity": _identity_record(plan.identity),
            "player_created": plan.existing is None,
            "identity_before": None
            if plan.identity_before is None
            else _identity_record(plan.identity_before),
        },
    }


def imported_record(plan: PlannedRegistration, registration: Registration) -> dict[str, Any]:
    """What an import's one audit row keeps of each player it registered: enough to take the
    registration back (and the player record it created, or the details it replaced)."""
    return {
        "id": registration.id,
        "number": registration.number,
        "player_id": registration.player.id,
        "player_created": plan.existing is None,
        **(
            {"identity_before": _identity_record(plan.identity_before)}
            if plan.identity_before is not None
            else {}
        ),
    }


def register_at_desk(
    store: Store, ctx: ServiceContext, desk: RegistrationDesk, entrant: Entrant
) -> Registration:
    plan, registration = register_planned(store, desk, entrant)
    store.audit(**registration_audit_record(ctx, desk, plan, registration))
    return registration


def register_planned(
    store: Store, desk: RegistrationDesk, entrant: Entrant
) -> tuple[PlannedRegistration, Registration]:
    """One registration written, without its audit row (the caller writes it)."""
    plan = plan_registration(desk, entrant, store.find_player)
    if plan.existing is None:
        player = store.add_player(plan.number, plan.kind, plan.identity)
    elif plan.identity_before is not None:
        player = store.update_player_identity(plan.existing.id, plan.identity)
    else:
        player = plan.existing
    registration = store.add_registration(
        desk.event.id,
        player,
        plan.sequence,
        is_staff=entrant.is_staff,
        fee_cents=entrant.fee_cents,
        fee_paid=entrant.fee_paid,
        entered_round=desk.current_round + 1,
    )
    issue_code(store, registration.id)
    if entrant.team is not None:
        registration = assign_team(store, desk.event.id, registration, entrant.team)
    return plan, registration


def register_player(ctx: ServiceContext, event_id: int, entrant: Entrant) -> Changed[Registration]:
    with ctx.write() as store:
        added = register_at_desk(store, ctx, RegistrationDesk.open(store, event_id), entrant)
    return Changed(added, Changes(event_id, players=True))


def known_member(ctx: ServiceContext, legion_number: str) -> str | None:
    """The name a Legion number is known by from earlier events, for the judge to see before
    registering under it (a number mistyped would rename that member everywhere); None for a
    number not known here, or not a Legion number."""
    try:
        number = rules.clean_legion_number(legion_number)
    except InvalidInput:
        return None
    with ctx.read() as store:
        player = store.find_player(number)
    return player.name if player is not None and player.kind is NumberKind.LEGION else None


def list_registrations(ctx: ServiceContext, event_id: int) -> list[Registration]:
    with ctx.read() as store:
        require_event(store, event_id)
        return store.registrations(event_id)


@dataclass(frozen=True)
class _StatusChange:
    """Dropping, re-entering or disqualifying a player: the rule that allows it, the status it
    sets and the round column that records when."""

    action: AuditAction
    summary: Callable[..., Sentence]
    """The audit row's words, from the player's number and name and the round (0: before
    round 1 is paired)."""
    check: Callable[[RegistrationStatus, str], None]
    status: RegistrationStatus
    round_column: str


_DROP = _StatusChange(
    AuditAction.PLAYER_DROP,
    lambda **said: (
        N_("dropped {number} {name} in round {round}", **said)
        if said["round"]
        else N_("dropped {number} {name} before round 1", number=said["number"], name=said["name"])
    ),
    rules.check_drop,
    RegistrationStatus.DROPPED,
    "dropped_round",
)
_REENTER = _StatusChange(
    AuditAction.PLAYER_REENTER,
    lambda **said: (
        N_("re-entered {number} {name} in round {round}", **said)
        if said["round"]
        else N_(
            "re-entered {number} {name} before round 1", number=said["number"], name=said["name"]
        )
    ),
    rules.check_reentry,
    RegistrationStatus.ACTIVE,
    "reentered_round",
)
_DISQUALIFY = _StatusChange(
    AuditAction.PLAYER_DISQUALIFY,
    lambda **said: (
        N_("disqualified {number} {name} in round {round}", **said)
        if said["round"]
        else N_(
            "disqualified {number} {name} before round 1", number=said["number"], name=said["name"]
        )
    ),
    rules.check_disqualify,
    RegistrationStatus.DISQUALIFIED,
    "disqualified_round",
)


def _change_status(
    ctx: ServiceContext, event_id: int, number: str, change: _StatusChange
) -> Changed[Registration]:
    with ctx.write() as store:
        changed = _change_status_in(store, ctx, event_id, number, change)
    return Changed(changed, Changes(event_id, players=True))


def _change_status_in(
    store: Store, ctx: ServiceContext, event_id: int, number: str, change: _StatusChange
) -> Registration:
    if require_event(store, event_id).status is EventStatus.FINISHED:
        # Its final standings are kept as finished (and the change could not be undone).
        raise RefusedAction(
            N_(
                "event {event} is finished: its players' standing can no longer change (undo the "
                "finish first to reopen it)",
                event=event_id,
            )
        )
    before = require_registration(store, event_id, number)
    change.check(before.status, before.number)
    current_round = store.current_round_number(event_id)
    round_columns = {"status": change.status.value, change.round_column: current_round}
    after = store.update_registration(before.id, **round_columns)
    ctx.audit(
        store,
        change.action,
        Subject(event_id, "registration", before.id),
        change.summary(number=before.number, name=before.player.name, round=current_round),
        before={
            **_registration_record(before),
            **attributes(before, round_columns),
        },
        after={**_registration_record(after), **round_columns},
    )
    return after


def drop_in(store: Store, ctx: ServiceContext, event_id: int, number: str) -> Registration:
    """Drop a player inside the caller's transaction (a player dropping themself)."""
    return _change_status_in(store, ctx, event_id, number, _DROP)


def drop_player(ctx: ServiceContext, event_id: int, number: str) -> Changed[Registration]:
    return _change_status(ctx, event_id, number, _DROP)


def reenter_player(ctx: ServiceContext, event_id: int, number: str) -> Changed[Registration]:
    return _change_status(ctx, event_id, number, _REENTER)


def disqualify_player(ctx: ServiceContext, event_id: int, number: str) -> Changed[Registration]:
    return _change_status(ctx, event_id, number, _DISQUALIFY)


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
        N_(
            "player {player} was changed meanwhile {by}; look at the list again (it shows the "
            "change now) and do it once more",
            player=before.number,
            by=N_("at another station") if by is None else by,
        )
    )


def set_fee(
    ctx: ServiceContext,
    event_id: int,
    number: str,
    fee_cents: int,
    paid: bool,
    *,
    expected: tuple[int, bool] | None = None,
) -> Changed[Registration]:
    """``expected``: the fee and whether it was paid, as the judge saw them (refused if another
    station changed them since)."""
    if fee_cents < 0:
        raise InvalidInput(N_("a fee cannot be negative"), field="fee")
    with ctx.write() as store:
        before = require_registration(store, event_id, number)
        now = (before.fee_cents, before.fee_paid)
        _refuse_if_changed(store, event_id, before, expected, now, "player.fee")
        after = store.update_registration(before.id, fee_cents=fee_cents, fee_paid=paid)
        amount = format(fee_cents / 100, ".2f")
        ctx.audit(
            store,
            AuditAction.PLAYER_FEE,
            Subject(event_id, "registration", before.id),
            N_("fee of {number}: {amount} paid", number=before.number, amount=amount)
            if paid
            else N_("fee of {number}: {amount} due", number=before.number, amount=amount),
            before=_registration_record(before),
            after=_registration_record(after),
        )
    return Changed(after, Changes(event_id, players=True))


def edit_player(
    ctx: ServiceContext,
    event_id: int,
    number: str,
    identity: PlayerIdentity,
    *,
    expected: PlayerIdentity | None = None,
) -> Changed[Registration]:
    """``expected``: the player's details as the judge saw them before editing (refused if
    another station changed them since, so neither station's edit is lost unseen)."""
    identity = replace(identity, name=rules.clean_name(identity.name))
    with ctx.write() as store:
        before = require_registration(store, event_id, number)
        _refuse_if_changed(store, event_id, before, expected, before.player.identity, "player.edit")
        store.update_player_identity(before.player.id, identity)
        after = store.registration_by_id(before.id)
        ctx.audit(
            store,
            AuditAction.PLAYER_EDIT,
            Subject(event_id, "player", before.player.id),
            N_("edited {number} {name}", number=before.number, name=identity.name),
            before=asdict(before.player.identity),
            after=asdict(identity),
        )
    return Changed(after, Changes(event_id, players=True))

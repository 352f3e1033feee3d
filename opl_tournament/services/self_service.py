"""What else players do for themselves: drop, check in, send a deck list, call a judge; and the
judge's side of it (dropping everyone not checked in, answering a call, the reports overview).

Each call is one transaction with one audit row; a player's actions name the player and the
channel as the actor (``services/self_report.py``'s ``Caller``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import Event, EventStatus, Registration, RegistrationStatus
from opl_tournament.domain.rules.base import DeckReport
from opl_tournament.domain.self_report import TableStatus, actor_said
from opl_tournament.domain.sentences import N_, N_plural, Sentence
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext, Subject, refuse_finished, require_event
from opl_tournament.services.decks import check_deck_text, keep_deck
from opl_tournament.services.local_time import local_time
from opl_tournament.services.registration import drop_in
from opl_tournament.services.round_shapes.base import plays_in_pods
from opl_tournament.services.self_report import (
    Caller,
    TableReportView,
    require_own_event,
    single_elimination_now,
    table_report,
    table_reports_in,
)
from opl_tournament.storage import Store
from opl_tournament.storage.self_service_store import StoredCall


def _serving(event: Event) -> Event:
    """The event, refused when its players do not act from their phones (or no longer: it is
    finished)."""
    if not event.settings.policies.self_report.serves_players:
        raise RefusedAction(N_("players do not act from their phones in this event; ask the judge"))
    if event.status is EventStatus.FINISHED:
        raise RefusedAction(N_("the event is finished; ask the judge"))
    return event


def _registration(store: Store, caller: Caller) -> Registration:
    registration = store.find_registration(caller.event_id, caller.number)
    if registration is None:
        raise RefusedAction(
            N_("player {player} is not registered in this event", player=caller.number)
        )
    return registration


@dataclass(frozen=True)
class _Seat:
    """Where a player sits this round: their table (None for a bye) and whether it has its
    result."""

    table: int | None
    reported: bool


def _seat_now(store: Store, event: Event, number: str) -> _Seat | None:
    """The player's seat in the current round (None before round 1, or when not seated)."""
    current = store.current_round_number(event.id)
    if current == 0:
        return None
    if plays_in_pods(event):
        for pod in store.pods.pods(event.id).get(current, ()):
            if number in {seat.number for seat in pod.seats}:
                return _Seat(None if pod.bye else pod.table, pod.bye or pod.placings is not None)
        return None
    stored = store.rounds.round(event.id, current)
    assert stored is not None
    for match in stored.matches:
        if number in (match.a, match.b):
            return _Seat(None if match.b is None else match.table, match.result is not None)
    return None


def drop_self(ctx: ServiceContext, caller: Caller, event_id: int) -> Registration:
    """A player drops out: left out of the next pairing. Refused in a single-elimination
    bracket and while their table of this round has no result."""
    require_own_event(caller, event_id)
    acting = caller.context(ctx)
    with acting.write() as store:
        event = _serving(require_event(store, event_id))
        current = store.rounds.round_header(event_id, store.current_round_number(event_id))
        if single_elimination_now(event, None if current is None else current.stage):
            raise RefusedAction(
                N_("in a single-elimination bracket a player leaves by losing; ask the judge")
            )
        seat = _seat_now(store, event, caller.number)
        if seat is not None and seat.table is not None and not seat.reported:
            now = store.current_round_number(event_id)
            status, _claims = table_report(store, event_id, now, seat.table)
            if status is TableStatus.AWAITING_JUDGE:  # reported and agreed already
                raise RefusedAction(
                    N_(
                        "your table {table} waits for the judge to record its result; "
                        "drop once it is recorded",
                        table=seat.table,
                    )
                )
            raise RefusedAction(
                N_(
                    "your table {table} of this round has no result yet; report it first",
                    table=seat.table,
                )
            )
        return drop_in(store, acting, event_id, caller.number)


def check_in(ctx: ServiceContext, caller: Caller, event_id: int) -> str:
    """A player checks in before round 1 (when the judge has check-in on); returns when."""
    require_own_event(caller, event_id)
    acting = caller.context(ctx)
    with acting.write() as store:
        event = require_event(store, event_id)
        if not event.settings.policies.self_report.check_in:
            raise RefusedAction(N_("check-in is not open in this event"))
        if store.current_round_number(event_id) > 0:
            raise RefusedAction(N_("round 1 is paired: check-in is over"))
        registration = _registration(store, caller)
        if registration.status is not RegistrationStatus.ACTIVE:
            raise RefusedAction(N_("you have left the event; ask the judge to bring you back"))
        already = store.self_service.checked_in(event_id).get(caller.number)
        if already is not None:
            raise RefusedAction(N_("you checked in already, at {time}", time=local_time(already)))
        store.self_service.set_checked_in(registration.id, store.now)
        acting.audit(
            store,
            AuditAction.PLAYER_CHECK_IN,
            Subject(event_id, "registration", registration.id),
            N_("{number} {name} checked in", number=caller.number, name=registration.player.name),
            before={"checked_in_at": None},
            after={"checked_in_at": store.now},
        )
        return store.now


def checked_in(ctx: ServiceContext, event_id: int) -> dict[str, str]:
    """Who has checked in, and when, by player number."""
    with ctx.read() as store:
        require_event(store, event_id)
        return store.self_service.checked_in(event_id)


def drop_absent(ctx: ServiceContext, event_id: int) -> Changed[list[str]]:
    """The judge drops every active player who has not checked in (one action, undoable);
    returns their numbers. The staff player is staff, not a player who may not have come."""
    with ctx.write() as store:
        event = require_event(store, event_id)
        if store.current_round_number(event_id) > 0:
            raise RefusedAction(N_("round 1 is paired: drop players one by one now"))
        if not event.settings.policies.self_report.check_in:  # nobody could have checked in
            raise RefusedAction(
                N_("check-in is not on in this event, so nobody has checked in; drop no one")
            )
        here = store.self_service.checked_in(event_id)
        absent = [
            r
            for r in store.registrations(event_id)
            if r.status is RegistrationStatus.ACTIVE and not r.is_staff and r.number not in here
        ]
        if not absent:
            raise RefusedAction(N_("every active player has checked in; nobody to drop"))
        for registration in absent:
            store.update_registration(
                registration.id, status=RegistrationStatus.DROPPED.value, dropped_round=0
            )
        numbers = [r.number for r in absent]
        ctx.audit(
            store,
            AuditAction.PLAYER_DROP_ABSENT,
            Subject.event(event_id),
            N_plural(
                "dropped {count} player not checked in: {numbers}",
                "dropped {count} players not checked in: {numbers}",
                len(numbers),
                numbers=", ".join(numbers[:12]) + (" …" if len(numbers) > 12 else ""),
            ),
            before={"players": numbers, "status": RegistrationStatus.ACTIVE.value},
            after={"status": RegistrationStatus.DROPPED.value},
        )
    return Changed(numbers, Changes(event_id, players=True))


def undrop_absent(store: Store, event_id: int, numbers: list[str]) -> None:
    """Undo of ``drop_absent``: those players active again."""
    for number in numbers:
        registration = store.find_registration(event_id, number)
        assert registration is not None
        store.update_registration(
            registration.id, status=RegistrationStatus.ACTIVE.value, dropped_round=None
        )


def _refuse_locked(event: Event) -> Event:
    _serving(event)
    if event.settings.policies.self_report.decks_locked:
        raise RefusedAction(N_("the judge has locked deck lists; ask the judge"))
    return event


def submit_deck_text(ctx: ServiceContext, caller: Caller, event_id: int, text: str) -> DeckReport:
    """A player sends their deck list: checked at once and kept as ``deck submit`` keeps it;
    refused once the judge has locked deck lists, and from a player who has left the event."""
    require_own_event(caller, event_id)
    acting = caller.context(ctx)
    with acting.read() as store:
        event = _refuse_locked(require_event(store, event_id))
        _still_playing(store, caller)  # before reading the list: its faults do not matter now
    report = check_deck_text(event, text)
    with acting.write() as store:
        _refuse_locked(require_event(store, event_id))  # locked meanwhile
        registration = _still_playing(store, caller)  # or gone meanwhile
        keep_deck(store, acting, event_id, registration.id, caller.number, text, report)
    return report


def _still_playing(store: Store, caller: Caller) -> Registration:
    registration = _registration(store, caller)
    if registration.status is not RegistrationStatus.ACTIVE:
        raise RefusedAction(N_("you have left the event: no deck list is needed any more"))
    return registration


def call_judge(ctx: ServiceContext, caller: Caller, event_id: int) -> StoredCall:
    """A player calls a judge to their table (until a judge answers)."""
    require_own_event(caller, event_id)
    acting = caller.context(ctx)
    with acting.write() as store:
        event = _serving(require_event(store, event_id))
        registration = _registration(store, caller)
        if any(c.number == caller.number for c in store.self_service.calls(event_id)):
            raise RefusedAction(N_("you have called a judge already; one is on the way"))
        seat = _seat_now(store, event, caller.number)
        table = None if seat is None else seat.table
        current = store.current_round_number(event_id) or None
        call_id = store.self_service.add_call(event_id, registration.id, current, table)
        call = store.self_service.call(event_id, call_id)
        assert call is not None
        acting.audit(
            store,
            AuditAction.JUDGE_CALL,
            Subject(event_id, "judge_call", call_id),
            _called(caller.number, table, in_pods=plays_in_pods(event)),
            after=call.as_record(),
        )
        return call


def _called(number: str, table: int | None, *, in_pods: bool) -> Sentence:
    """A judge call as its audit row says it: where the player sits (a pod, or a table)."""
    if table is None:
        return N_("{number} called a judge (no table)", number=number)
    if in_pods:
        return N_("{number} called a judge (pod {table})", number=number, table=table)
    return N_("{number} called a judge (table {table})", number=number, table=table)


def _answered(number: str, table: int | None, *, in_pods: bool) -> Sentence:
    if table is None:
        return N_("answered {number}'s call", number=number)
    if in_pods:
        return N_("answered {number}'s call at pod {table}", number=number, table=table)
    return N_("answered {number}'s call at table {table}", number=number, table=table)


def answer_call(ctx: ServiceContext, event_id: int, call_id: int) -> Changed[StoredCall]:
    """A judge acknowledges a call (the window and the projector stop showing it: the calls
    are read with the event)."""
    with ctx.write() as store:
        event = require_event(store, event_id)
        refuse_finished(event, N_("its judge calls"))
        call = store.self_service.call(event_id, call_id)
        if call is None:
            raise InvalidInput(
                N_("there is no judge call {call} in event {event}", call=call_id, event=event_id)
            )
        if call.acknowledged_at is not None:
            raise RefusedAction(
                N_(
                    "{judge} answered this call already, at {time}",
                    judge=actor_said(call.acknowledged_by or ""),
                    time=local_time(call.acknowledged_at),
                )
            )
        store.self_service.set_acknowledged(call_id, store.now, ctx.actor)
        ctx.audit(
            store,
            AuditAction.JUDGE_CALL_ANSWER,
            Subject(event_id, "judge_call", call_id),
            _answered(call.number, call.table, in_pods=plays_in_pods(event)),
            before=call.as_record(),
            after={"acknowledged_at": store.now, "acknowledged_by": ctx.actor},
        )
        answered = store.self_service.call(event_id, call_id)
        assert answered is not None
    return Changed(answered, Changes(event_id, event=True))


def open_calls(ctx: ServiceContext, event_id: int) -> list[StoredCall]:
    """The judge calls no judge has answered yet, oldest first (the projector shows them)."""
    with ctx.read() as store:
        return store.self_service.calls(event_id)


# ----- the judge's overview


@dataclass(frozen=True)
class DroppedView:
    number: str
    name: str
    round: int | None
    by: str
    at: str

    def to_json(self) -> dict[str, Any]:
        return asdict(self)  # every field a plain value, under its own name


@dataclass(frozen=True)
class ReportsView:
    """What waits for the judge: tables reported, disputed tables, drops and judge calls."""

    event_id: int
    round: int
    waiting: tuple[TableReportView, ...]
    disputed: tuple[TableReportView, ...]
    dropped: tuple[DroppedView, ...]
    called: tuple[StoredCall, ...]
    in_pods: bool = False
    """The event seats pods: its tables are called pods."""

    def to_json(self) -> dict[str, Any]:
        return {
            "event": self.event_id,
            "round": self.round,
            "waiting": [t.to_json() for t in self.waiting],
            "disputed": [t.to_json() for t in self.disputed],
            "dropped": [d.to_json() for d in self.dropped],
            "called": [
                {
                    "id": c.id,
                    "number": c.number,
                    "name": c.name,
                    "table": c.table,
                    "at": c.called_at,
                }
                for c in self.called
            ],
        }


def reports(ctx: ServiceContext, event_id: int) -> ReportsView:
    with ctx.read() as store:
        event = require_event(store, event_id)
        current = store.current_round_number(event_id)
        tables = table_reports_in(store, event, current) if current else []
        dropped_by: dict[int | str, tuple[str, str]] = {}  # by registration id, or number
        for entry in store.audit_entries(event_id):
            if entry.undone:
                continue
            if entry.action == AuditAction.PLAYER_DROP and entry.entity_id is not None:
                dropped_by[entry.entity_id] = (entry.actor, entry.at)
            elif entry.action == AuditAction.PLAYER_DROP_ABSENT and entry.before:
                numbers = entry.before.get("players")
                for number in numbers if isinstance(numbers, list) else ():
                    dropped_by[str(number)] = (entry.actor, entry.at)
        dropped = tuple(
            DroppedView(
                r.number,
                r.player.name,
                r.dropped_round,
                *dropped_by.get(r.id, dropped_by.get(r.number, ("judge", ""))),
            )
            for r in store.registrations(event_id)
            if r.status is RegistrationStatus.DROPPED
        )
        return ReportsView(
            event_id,
            current,
            waiting=tuple(t for t in tables if t.status is not TableStatus.DISPUTED),
            disputed=tuple(t for t in tables if t.status is TableStatus.DISPUTED),
            dropped=dropped,
            called=tuple(store.self_service.calls(event_id)),
            in_pods=plays_in_pods(event),
        )

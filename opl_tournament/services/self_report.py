"""Players reporting their own tables from a phone or the kiosk, and the judge settling them.

Each call is one transaction with one audit row, whose actor names the player and the channel
(``player 0004 (phone)``). What the claims add up to is decided by ``domain/self_report.py``;
a result the players agree on is recorded through the same ``report_in`` the judge's typed
result goes through, so the same checks apply, and a judge's result and a phone's confirmation
for the same table are two writers like two stations: one records, the other is refused with
who recorded it. A recording's audit row is the judge's kind (``match.report``/``pod.report``)
and keeps the claims it settled, so undo puts both back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import Event, EventFormat, EventStatus
from opl_tournament.domain.pairing.records import ResultCode, RoundStage
from opl_tournament.domain.registration import player_number
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.self_report import (
    DOUBLE_LOSS,
    DRAW,
    PLAYER_CHANNELS,
    Claim,
    NotYours,
    Step,
    TableFacts,
    TableReports,
    TableStatus,
    player_actor,
)
from opl_tournament.domain.self_report import accept as accept_step
from opl_tournament.domain.self_report import confirm as confirm_step
from opl_tournament.domain.self_report import report as report_step
from opl_tournament.domain.self_report import withdraw as withdraw_step
from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext, Subject, refuse_finished, require_event
from opl_tournament.services.player_codes import player_by_code
from opl_tournament.services.round_clock import stored_clock
from opl_tournament.services.round_shapes.base import (
    ResultFields,
    plays_in_pods,
    require_round,
    who_did,
)
from opl_tournament.services.rounds import report_in
from opl_tournament.storage import Store

CHANNELS = PLAYER_CHANNELS
CHANNEL_ACTORS = tuple(player_actor("%", channel) for channel in CHANNELS)
"""The actors of every player's channel, as SQL LIKE patterns (``Caller.actor`` spells them)."""
RESULT_ACTIONS = frozenset(
    {
        AuditAction.MATCH_REPORT,
        AuditAction.MATCH_CORRECT,
        AuditAction.RESULTS_FILE,
        AuditAction.POD_REPORT,
        AuditAction.POD_CORRECT,
        AuditAction.PENALTY_ISSUE,
    }
)


@dataclass(frozen=True)
class Caller:
    """A player acting for themself: which event, who, and from where (phone or kiosk)."""

    event_id: int
    number: str
    channel: str = "phone"

    @property
    def actor(self) -> str:
        return player_actor(self.number, self.channel)

    def context(self, ctx: ServiceContext) -> ServiceContext:
        """``ctx`` acting as this player (the audit rows name them)."""
        if self.channel not in CHANNELS:
            raise ValueError(self.channel)
        return replace(ctx, actor=self.actor)


def caller_by_code(ctx: ServiceContext, code: str, channel: str = "phone") -> Caller | None:
    """The player a code (as typed or scanned) signs in, acting from ``channel``; None for a
    code nobody holds (the page answers 401)."""
    found = player_by_code(ctx, code)
    if found is None:
        return None
    event, registration = found
    return Caller(event.id, registration.number, channel)


def require_own_event(caller: Caller, event_id: int) -> None:
    """A player acts only in the event their code belongs to."""
    if caller.event_id != event_id:
        raise NotYours(
            N_(
                "player {player}'s code is not for event {event}",
                player=caller.number,
                event=event_id,
            )
        )


@dataclass(frozen=True)
class _Table:
    """One table, loaded for a step in the caller's transaction."""

    event: Event
    facts: TableFacts
    reports: TableReports
    subject: Subject
    record: dict[str, Any]
    """The table as the audit log keeps it (what undo restores)."""
    registrations: dict[str, int]
    channels: dict[str, tuple[str, str]]
    """Each claim's channel and time, by the claiming player."""


def _time_called(event: Event, store: Store, round_number: int, table: int) -> bool:
    stored = require_round(store, event.id, round_number)
    clock = stored_clock(event, stored)
    if clock.started_at is None:
        return False
    return clock.table_remaining(table, datetime.fromisoformat(store.now)) <= 0


def _load(store: Store, event_id: int, round_number: int, table: int) -> _Table:
    event = require_event(store, event_id)
    stored_round = require_round(store, event_id, round_number)
    elimination = stored_round.stage == RoundStage.ELIMINATION
    mode = event.settings.policies.self_report.mode(elimination=elimination)
    common = TableFacts(
        round=round_number,
        current_round=store.current_round_number(event_id),
        table=table,
        players=(),
        time_called=_time_called(event, store, round_number, table),
        elimination=elimination,
        mode=mode,
    )
    if plays_in_pods(event):
        pod = store.pods.pod(stored_round.id, table)
        if pod is None or pod.bye:
            raise RefusedAction(
                N_("round {round} has no pod {table} to report", round=round_number, table=table)
            )
        facts = replace(
            common,
            players=tuple(s.number for s in pod.seats),
            sides=tuple(dict.fromkeys(s.side for s in pod.seats)),
            recorded=pod.placings is not None,
        )
        subject = Subject(event_id, "pod", pod.id)
        record = pod.as_record()
        registrations = {s.number: s.registration for s in pod.seats}
    else:
        match = store.rounds.table(stored_round.id, table)
        if match is None or match.b is None or match.b_registration is None:
            raise RefusedAction(
                N_(
                    "round {round} has no game at table {table} to report",
                    round=round_number,
                    table=table,
                )
            )
        facts = replace(
            common,
            players=(match.a, match.b),
            recorded=match.result is not None,
            draws=rules_for(event.settings.game).draws and not elimination,
        )
        subject = Subject(event_id, "match", match.id)
        record = match.as_record()
        registrations = {match.a: match.a_registration, match.b: match.b_registration}
    if facts.recorded:
        by = who_did(store, event_id, subject.entity, subject.entity_id, RESULT_ACTIONS)
        facts = replace(facts, recorded_by=by)
    stored = store.self_service.table_claims(event_id, round_number, table)
    return _Table(
        event=event,
        facts=facts,
        reports=TableReports(tuple(Claim.from_json(c.claim) for c in stored)),
        subject=subject,
        record=record,
        registrations=registrations,
        channels={c.number: (c.channel, c.at) for c in stored},
    )


def _save_claims(store: Store, loaded: _Table, reports: TableReports, channel: str) -> None:
    facts = loaded.facts
    store.self_service.replace_table_claims(
        loaded.event.id,
        facts.round,
        facts.table,
        [
            (
                loaded.registrations[claim.by],
                claim.to_json(),
                *loaded.channels.get(claim.by, (channel, store.now)),
            )
            for claim in reports.claims
        ],
    )


def _result_fields(claim: Claim) -> ResultFields:
    if claim.places is not None:
        return {"placings": dict(claim.places)}
    if claim.result == DOUBLE_LOSS:
        return {"double_loss": True}
    if claim.result == DRAW:
        return {"result": ResultCode.DRAW.value}
    return {"winner": claim.winner}


def _record(
    store: Store, ctx: ServiceContext, loaded: _Table, claim: Claim, decided_by: str
) -> bool:
    """Record ``claim`` as the table's result, through the judge's own path, with one audit row
    of the judge's kind that also keeps the claims it settles. True when the round is complete."""
    facts, event = loaded.facts, loaded.event
    fields = _result_fields(claim)
    fields["decided_by"] = decided_by
    completed = report_in(store, ctx, event.id, facts.round, facts.table, audited=False, **fields)
    store.self_service.replace_table_claims(event.id, facts.round, facts.table, [])
    action = AuditAction.POD_REPORT if facts.pod else AuditAction.MATCH_REPORT
    ctx.audit(
        store,
        action,
        loaded.subject,
        _recorded_said(facts, claim, decided_by),
        before={**loaded.record, "claims": _claims_record(loaded)},
        after={**fields, "claims": []},
    )
    return completed


def _recorded_said(facts: TableFacts, claim: Claim, decided_by: str) -> Sentence:
    """The audit row's words for a claim recorded as the table's (or the pod's) result."""
    said = {"round": facts.round, "table": facts.table, "claim": claim.describe()}
    if decided_by == "players":
        return (
            N_("reported round {round} pod {table}: {claim} (agreed by the players)", **said)
            if facts.pod
            else N_("reported round {round} table {table}: {claim} (agreed by the players)", **said)
        )
    return (
        N_("reported round {round} pod {table}: {claim} (claimed by {by})", **said, by=claim.by)
        if facts.pod
        else N_(
            "reported round {round} table {table}: {claim} (claimed by {by})", **said, by=claim.by
        )
    )


Verb = Callable[[int, int, bool], Sentence]
"""A player's step as the audit row says it, at (round, table), in a pod or not."""


@dataclass(frozen=True)
class ReportAnswer:
    """What a phone is told after a step: the table's status (the page's contract words)."""

    status: TableStatus
    round: int
    table: int

    def to_json(self) -> dict[str, object]:
        return {"status": self.status.value}


def _player_step(
    ctx: ServiceContext,
    caller: Caller,
    event_id: int,
    round_number: int,
    table: int,
    step: Callable[[TableFacts, TableReports], Step],
    action: AuditAction,
    verb: Verb,
) -> ReportAnswer:
    """One player's step at one table, in one transaction: the claims it leaves are stored with
    an audit row of ``action``, or the result they agree on is recorded."""
    require_own_event(caller, event_id)
    acting = caller.context(ctx)
    completed = False
    with acting.write() as store:
        loaded = _load(store, event_id, round_number, table)
        if loaded.event.status is EventStatus.FINISHED:
            raise RefusedAction(N_("the event is finished; ask the judge"))
        done = step(loaded.facts, loaded.reports)
        if done.record is not None:
            completed = _record(store, acting, loaded, done.record, "players")
        else:
            _save_claims(store, loaded, done.reports, caller.channel)
            mine = done.reports.of(caller.number) or loaded.reports.of(caller.number)
            did = verb(round_number, table, loaded.facts.pod)
            acting.audit(
                store,
                action,
                loaded.subject,
                did if mine is None else N_("{did}: {claim}", did=did, claim=mine.describe()),
                before={
                    "round": round_number,
                    "table": table,
                    "claims": _claims_record(loaded),
                },
                after={"claims": done.reports.to_json(), "status": done.status.value},
            )
    if completed:
        _round_end_snapshot(ctx, event_id, round_number)
    return ReportAnswer(done.status, round_number, table)


def _round_end_snapshot(ctx: ServiceContext, event_id: int, round_number: int) -> None:
    from opl_tournament.services.backups import round_snapshot

    round_snapshot(ctx, event_id, round_number, "end")


def report_table(
    ctx: ServiceContext,
    caller: Caller,
    event_id: int,
    round_number: int,
    table: int,
    *,
    winner: str | None = None,
    result: str | None = None,
    places: Mapping[str, int] | None = None,
) -> ReportAnswer:
    """A player reports their table's result (a winner, ``double-loss``/``draw``, or places)."""
    claim = Claim(
        by=caller.number,
        winner=None if winner is None else player_number(winner),
        result=None if result is None else result.strip().lower(),
        places=None if places is None else dict(places),
    )
    return _player_step(
        ctx,
        caller,
        event_id,
        round_number,
        table,
        lambda facts, reports: report_step(facts, reports, claim),
        AuditAction.REPORT_CLAIM,
        _reported,
    )


def _reported(number: int, table: int, in_pods: bool) -> Sentence:
    if in_pods:
        return N_("reported round {round} pod {table}", round=number, table=table)
    return N_("reported round {round} table {table}", round=number, table=table)


def _confirmed(number: int, table: int, in_pods: bool) -> Sentence:
    if in_pods:
        return N_("confirmed round {round} pod {table}", round=number, table=table)
    return N_("confirmed round {round} table {table}", round=number, table=table)


def _withdrawn(number: int, table: int, in_pods: bool) -> Sentence:
    if in_pods:
        return N_("took back the report of round {round} pod {table}", round=number, table=table)
    return N_("took back the report of round {round} table {table}", round=number, table=table)


def _the_callers_own(
    step: Callable[[TableFacts, TableReports, str], Step],
    action: AuditAction,
    verb: Verb,
) -> Callable[[ServiceContext, Caller, int, int, int], ReportAnswer]:
    """A step a player takes on their own account at their table, as a service."""

    def service(
        ctx: ServiceContext, caller: Caller, event_id: int, round_number: int, table: int
    ) -> ReportAnswer:
        def own_step(facts: TableFacts, reports: TableReports) -> Step:
            return step(facts, reports, caller.number)

        return _player_step(ctx, caller, event_id, round_number, table, own_step, action, verb)

    return service


confirm_table = _the_callers_own(
    confirm_step,
    AuditAction.REPORT_CONFIRM,
    _confirmed,
)
"""A player confirms the result their opponent reported."""
withdraw_report = _the_callers_own(
    withdraw_step,
    AuditAction.REPORT_WITHDRAW,
    _withdrawn,
)
"""A player takes back their own report (until it is agreed)."""


def accept_report(
    ctx: ServiceContext, event_id: int, round_number: int, table: int, player: str
) -> Changed[ReportAnswer]:
    """The judge records the result ``player`` reported (a dispute, or ``judge`` mode)."""
    completed = False
    with ctx.write() as store:
        loaded = _load(store, event_id, round_number, table)
        refuse_finished(loaded.event, N_("its results"))
        done = accept_step(loaded.facts, loaded.reports, player_number(player))
        assert done.record is not None
        completed = _record(store, ctx, loaded, done.record, "report")
    if completed:
        _round_end_snapshot(ctx, event_id, round_number)
    answer = ReportAnswer(TableStatus.RECORDED, round_number, table)
    rounds = [round_number] if completed else []
    return Changed(answer, Changes.of_result(event_id, [(round_number, table)], completed=rounds))


def _claims_record(loaded: _Table) -> list[dict[str, Any]]:
    """The table's claims as an audit row keeps them: each with its channel and time."""
    return [
        {**claim.to_json(), **dict(zip(("channel", "at"), loaded.channels[claim.by], strict=True))}
        for claim in loaded.reports.claims
    ]


def restore_claims(store: Store, event_id: int, before: Mapping[str, Any]) -> None:
    """Undo: a table's claims as an audit row's ``before`` kept them."""
    kept = list(before.get("claims") or [])
    registrations = {r.number: r.id for r in store.registrations(event_id)}
    store.self_service.replace_table_claims(
        event_id,
        int(before["round"]),
        int(before["table"]),
        [
            (
                registrations[str(item["by"])],
                Claim.from_json(item).to_json(),
                str(item.get("channel", "phone")),
                str(item.get("at", store.now)),
            )
            for item in kept
        ],
    )


# ----- what the judge sees


@dataclass(frozen=True)
class TableReportView:
    round: int
    table: int
    status: TableStatus
    claims: tuple[dict[str, Any], ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "table": self.table,
            "status": self.status.value,
            "claims": list(self.claims),
        }


def table_reports_in(store: Store, event: Event, round_number: int) -> list[TableReportView]:
    """The round's tables with claims and no result yet, in table order."""
    by_table: dict[int, list[Any]] = {}
    for stored in store.self_service.claims(event.id, round_number):
        by_table.setdefault(stored.table, []).append(stored)
    views = []
    for table in sorted(by_table):
        loaded = _load(store, event.id, round_number, table)
        if loaded.facts.recorded:
            continue
        status = loaded.reports.status(loaded.facts)
        views.append(
            TableReportView(
                round_number,
                table,
                status,
                tuple({**c.claim, "channel": c.channel, "at": c.at} for c in by_table[table]),
            )
        )
    return views


def table_report(
    store: Store, event_id: int, round_number: int, table: int
) -> tuple[TableStatus, TableReports]:
    """A table's self-report status and claims (what a player's page shows)."""
    loaded = _load(store, event_id, round_number, table)
    return loaded.reports.status(loaded.facts), loaded.reports


def single_elimination_now(event: Event, stage: str | None) -> bool:
    """Whether the event's current round is a single-elimination bracket's."""
    if event.settings.format is EventFormat.SINGLE:
        return True
    return event.settings.format is EventFormat.COMBINATION and stage == RoundStage.ELIMINATION

"""Pod events (Vs. System free-for-all, 2 vs 2, boss battles): seat a round, take each pod's
result, standings. Each call is one transaction with its audit row, like the head-to-head rounds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import Event, EventStatus, Registration
from opl_tournament.domain.numbers import parse_whole_number
from opl_tournament.domain.pairing.pods import (
    PodEntrant,
    PodFormat,
    PodRecord,
    PodRound,
    PodRules,
    Seat,
    pair_pod_round,
    pod_rules,
    seat_points,
)
from opl_tournament.domain.pod_standings import PodStanding, pod_standings
from opl_tournament.services.backups import round_snapshot
from opl_tournament.services.context import ServiceContext, require_event
from opl_tournament.services.csv_files import csv_rows
from opl_tournament.services.files import read_limited
from opl_tournament.storage import Store
from opl_tournament.storage.pod_store import NewPod, NewSeat, StoredPod
from opl_tournament.storage.round_store import StoredRound

POD_STAGE = "pods"


@dataclass(frozen=True)
class SeatView:
    seat: int
    number: str
    name: str
    side: str
    role: str
    placing: int | None
    points: int | None


@dataclass(frozen=True)
class PodView:
    round: int
    table: int
    seats: tuple[SeatView, ...]
    explanation: str
    bye: bool
    decided_by: str | None

    @property
    def reported(self) -> bool:
        return self.bye or all(s.placing is not None for s in self.seats)

    @property
    def sides(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(s.side for s in self.seats))

    def to_json(self) -> dict[str, object]:
        return {
            "table": self.table,
            "seats": [
                {
                    "seat": s.seat,
                    "number": s.number,
                    "side": s.side,
                    **({"role": s.role} if s.role else {}),
                }
                for s in self.seats
            ],
            "bye": self.bye,
        }

    def result_json(self) -> dict[str, object]:
        return {
            "round": self.round,
            "table": self.table,
            "bye": self.bye,
            "decided_by": self.decided_by,
            "placings": {s.number: s.placing for s in self.seats},
            "points": {s.number: s.points for s in self.seats},
        }


@dataclass(frozen=True)
class PodRoundView:
    number: int
    status: str
    pods: tuple[PodView, ...]
    relaxations: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def missing(self) -> tuple[PodView, ...]:
        return tuple(p for p in self.pods if not p.reported)

    def to_json(self) -> dict[str, object]:
        return {"round": self.number, "pods": [p.to_json() for p in self.pods]}


@dataclass(frozen=True)
class PodStandingsView:
    round: int
    format: PodFormat
    rows: tuple[PodStanding, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "round": self.round,
            "format": self.format.value,
            "standings": [row.to_json() for row in self.rows],
        }


@dataclass(frozen=True)
class PodHistory:
    event: Event
    rules: PodRules
    registrations: list[Registration]
    rounds: list[StoredRound]
    pods: dict[int, tuple[StoredPod, ...]]

    def entrants(self) -> list[PodEntrant]:
        return [
            PodEntrant(
                number=r.number,
                active=r.status.value == "active",
                team=r.team,
                entered_round=r.entered_round,
                name=r.player.name,
            )
            for r in self.registrations
        ]

    def records(self, through_round: int | None = None) -> list[PodRecord]:
        return [
            _record(pod)
            for number, pods in sorted(self.pods.items())
            if through_round is None or number <= through_round
            for pod in pods
        ]


def is_pod_event(event: Event) -> bool:
    return event.settings.policies.pods is not None


def seats_pods(ctx: ServiceContext, event_id: int) -> bool:
    """Whether the event is played in pods (its rounds then go through this module)."""
    with ctx.read() as store:
        return is_pod_event(require_event(store, event_id))


def event_pod_rules(event: Event) -> PodRules:
    pods = event.settings.policies.pods
    if pods is None:
        raise RefusedAction(f"event {event.id} is played head to head, not in pods")
    return pod_rules(pods, seed=event.settings.seed, rounds=event.settings.swiss_rounds)


def require_pod_event(store: Store, event_id: int) -> Event:
    event = require_event(store, event_id)
    if not is_pod_event(event):
        raise RefusedAction(f"event {event_id} is played head to head, not in pods")
    return event


def _record(pod: StoredPod) -> PodRecord:
    return PodRecord(
        round=pod.round,
        table=pod.table,
        seats=tuple(Seat(s.number, s.side, s.role) for s in pod.seats),
        placings=pod.placings,
        bye=pod.bye,
    )


def load_pod_history(store: Store, event_id: int) -> PodHistory:
    event = require_pod_event(store, event_id)
    return PodHistory(
        event=event,
        rules=event_pod_rules(event),
        registrations=store.registrations(event_id),
        rounds=store.rounds.rounds(event_id),
        pods=store.pods.pods(event_id),
    )


def _pod_view(rules: PodRules, pod: StoredPod) -> PodView:
    record = _record(pod)
    return PodView(
        round=pod.round,
        table=pod.table,
        seats=tuple(
            SeatView(
                seat=s.seat,
                number=s.number,
                name=s.name,
                side=s.side,
                role=s.role,
                placing=None if pod.bye else s.placing,
                points=seat_points(record, seat, rules),
            )
            for s, seat in zip(pod.seats, record.seats, strict=True)
        ),
        explanation=pod.explanation,
        bye=pod.bye,
        decided_by=pod.decided_by,
    )


def pod_round_views(history: PodHistory) -> list[PodRoundView]:
    return [
        PodRoundView(
            number=stored.number,
            status=stored.status,
            pods=tuple(
                _pod_view(history.rules, pod) for pod in history.pods.get(stored.number, ())
            ),
            relaxations=tuple(str(r.get("message", "")) for r in stored.relaxations),
            notes=stored.notes,
        )
        for stored in history.rounds
    ]


def list_pod_rounds(ctx: ServiceContext, event_id: int) -> list[PodRoundView]:
    with ctx.read() as store:
        return pod_round_views(load_pod_history(store, event_id))


def get_pod_round(ctx: ServiceContext, event_id: int, round_number: int) -> PodRoundView:
    return _find(list_pod_rounds(ctx, event_id), round_number)


def _find(views: Sequence[PodRoundView], round_number: int) -> PodRoundView:
    for view in views:
        if view.number == round_number:
            return view
    raise InvalidInput(
        f"there is no round {round_number} (rounds paired: {len(views)})", field="ROUND"
    )


def pair_next_pod_round(ctx: ServiceContext, event_id: int) -> PodRoundView:
    """Seat the next round; refused while the current round still lacks results."""
    with ctx.write() as store:
        history = load_pod_history(store, event_id)
        if history.event.status is EventStatus.FINISHED:
            raise RefusedAction(f"event {event_id} is finished")
        views = pod_round_views(history)
        if views and views[-1].missing:
            tables = ", ".join(str(p.table) for p in views[-1].missing[:12])
            raise RefusedAction(
                f"round {views[-1].number} still has no result at table(s) {tables}"
            )
        number = len(views) + 1
        if history.rules.rounds is not None and number > history.rules.rounds:
            raise RefusedAction(
                f"all {history.rules.rounds} rounds of event {event_id} have been played"
            )
        seating = pair_pod_round(history.rules, history.entrants(), history.records(), number)
        _store_pod_round(store, ctx, history, seating)
        view = _find(pod_round_views(load_pod_history(store, event_id)), number)
    round_snapshot(ctx, event_id, number, "start")
    return view


def _store_pod_round(
    store: Store, ctx: ServiceContext, history: PodHistory, seating: PodRound
) -> None:
    event_id = history.event.id
    ids = {r.number: r.id for r in history.registrations}
    round_id = store.rounds.add_round(
        event_id,
        seating.round,
        POD_STAGE,
        [],
        relaxations=[
            {"rule": str(r.rule), "players": list(r.players), "message": r.message}
            for r in seating.relaxations
        ],
        notes=seating.notes,
    )
    store.pods.add_pods(
        event_id,
        round_id,
        seating.round,
        [
            NewPod(
                table=pod.table,
                seats=tuple(NewSeat(ids[s.number], s.side, s.role) for s in pod.seats),
                explanation=pod.explanation,
                bye=pod.bye,
            )
            for pod in seating.pods
        ],
    )
    if all(pod.bye for pod in seating.pods):
        store.rounds.set_round_status(round_id, "complete")
    if history.event.status is EventStatus.REGISTRATION:
        store.set_event_status(event_id, EventStatus.RUNNING)
    tables = sum(1 for p in seating.pods if not p.bye)
    byes = len(seating.pods) - tables
    summary = f"seated round {seating.round}: {tables} pods" + (f", {byes} bye(s)" if byes else "")
    store.audit(
        AuditAction.POD_PAIR,
        actor=ctx.actor,
        event_id=event_id,
        entity="round",
        entity_id=seating.round,
        summary=summary,
        after=seating.to_json(),
    )


def parse_placings(text: str) -> dict[str, int]:
    """``0003=1,0007=2,0001=3`` (or spaces between) as {player or team: place}."""
    placings: dict[str, int] = {}
    for item in text.replace(",", " ").split():
        who, sep, place_text = item.partition("=")
        who = who.strip()
        if not sep or not who or not place_text.strip().isdigit():
            raise InvalidInput(f"{item!r} is not PLAYER=PLACE (e.g. 0003=1)", field="placing")
        if who in placings:
            raise InvalidInput(f"{who} is given a place twice", field="placing")
        placings[who] = int(place_text)
    if not placings:
        raise InvalidInput("give each player's place, e.g. 0003=1,0007=2", field="placing")
    return placings


def side_placings(
    pod: StoredPod, *, winner: str | None = None, placings: Mapping[str, int] | None = None
) -> dict[str, int]:
    """Each side's place from a winner (everyone else shares second) or from given places.

    Places may be given by player number or by side (team name); teammates share their side's
    place, so a team needs only one of its players named.
    """
    side_of = {s.number: s.side for s in pod.seats}
    sides = list(dict.fromkeys(s.side for s in pod.seats))
    where = f"table {pod.table} of round {pod.round}"
    if winner is not None:
        side = side_of.get(winner.strip(), winner.strip() if winner.strip() in sides else None)
        if side is None:
            raise InvalidInput(
                f"player {winner} is not at {where} ({', '.join(side_of)})", field="winner"
            )
        return {s: 1 if s == side else 2 for s in sides}
    assert placings is not None
    result: dict[str, int] = {}
    for who, place in placings.items():
        side = side_of.get(who, who if who in sides else None)
        if side is None:
            raise InvalidInput(
                f"player {who} is not at {where} ({', '.join(side_of)})", field="placing"
            )
        if not 1 <= place <= len(sides):
            raise InvalidInput(
                f"{who}'s place must be from 1 to {len(sides)} at a table of {len(sides)} sides",
                field="placing",
            )
        if side in result and result[side] != place:
            raise InvalidInput(
                f"teammates of '{side}' are given different places ({result[side]} and {place})",
                field="placing",
            )
        result[side] = place
    missing = [s for s in sides if s not in result]
    if missing:
        raise InvalidInput(f"no place given for {', '.join(missing)} at {where}", field="placing")
    if 1 not in result.values():
        raise InvalidInput(f"nobody is placed first at {where}", field="placing")
    return result


def report_pod_in(
    store: Store,
    ctx: ServiceContext,
    event_id: int,
    round_number: int,
    table: int,
    *,
    winner: str | None = None,
    placings: Mapping[str, int] | None = None,
    decided_by: str = "report",
    adjudication: dict[str, Any] | None = None,
    correction: bool = False,
) -> bool:
    """Record a pod's result in the caller's transaction; True when it completed the round."""
    require_pod_event(store, event_id)
    if (winner is None) == (placings is None):
        raise InvalidInput("give either the winner or every player's place", field="placing")
    stored_round = store.rounds.round_header(event_id, round_number)
    if stored_round is None:
        raise InvalidInput(
            f"there is no round {round_number} "
            f"(rounds paired: {store.rounds.round_count(event_id)})",
            field="ROUND",
        )
    pod = store.pods.pod(stored_round.id, table)
    if pod is None:
        raise InvalidInput(f"round {round_number} has no table {table}", field="TABLE")
    if pod.bye:
        raise RefusedAction(f"table {table} of round {round_number} is a bye")
    if pod.placings is not None and not correction:
        raise RefusedAction(
            f"round {round_number}, table {table} already has a result "
            f"({_describe(pod.placings)}); correct it instead"
        )
    by_side = side_placings(pod, winner=winner, placings=placings)
    store.pods.set_placings(pod.id, by_side, decided_by=decided_by, adjudication=adjudication)
    verb = "corrected" if pod.placings is not None else "reported"
    store.audit(
        AuditAction.POD_CORRECT if pod.placings is not None else AuditAction.POD_REPORT,
        actor=ctx.actor,
        event_id=event_id,
        entity="pod",
        entity_id=pod.id,
        summary=f"{verb} round {round_number} table {table}: {_describe(by_side)}",
        before=pod.as_record(),
        after={
            **pod.as_record(),
            "placings": by_side,
            "decided_by": decided_by,
            **({"adjudication": adjudication} if adjudication is not None else {}),
        },
    )
    complete = store.pods.unreported(stored_round.id) == 0
    if complete != (stored_round.status == "complete"):
        store.rounds.set_round_status(stored_round.id, "complete" if complete else "paired")
    return complete and stored_round.status != "complete"


def _describe(placings: Mapping[str, int]) -> str:
    ordered = sorted(placings.items(), key=lambda item: (item[1], item[0]))
    return ", ".join(f"{side} {place}" for side, place in ordered)


def report_pod(
    ctx: ServiceContext,
    event_id: int,
    round_number: int,
    table: int,
    *,
    winner: str | None = None,
    placings: Mapping[str, int] | None = None,
    decided_by: str = "report",
    adjudication: dict[str, Any] | None = None,
    correction: bool = False,
) -> PodView:
    with ctx.write() as store:
        completed = report_pod_in(
            store,
            ctx,
            event_id,
            round_number,
            table,
            winner=winner,
            placings=placings,
            decided_by=decided_by,
            adjudication=adjudication,
            correction=correction,
        )
        event = require_pod_event(store, event_id)
        stored_round = store.rounds.round_header(event_id, round_number)
        assert stored_round is not None
        pod = store.pods.pod(stored_round.id, table)
        assert pod is not None
        view = _pod_view(event_pod_rules(event), pod)
    if completed:
        round_snapshot(ctx, event_id, round_number, "end")
    return view


POD_RESULTS_LIMIT = 5 * 1024 * 1024


def parse_pod_results_csv(
    data: bytes, *, source: str
) -> list[tuple[int, int, str | None, dict[str, int] | None]]:
    """Rows of ``table,winner`` or ``table,placing`` (``0003=1 0007=2 …``) as
    (line, table, winner, placings)."""
    rows = csv_rows(data, source=source)
    while rows and not any(cell.strip() for cell in rows[-1]):
        rows.pop()
    if not rows:
        raise InvalidInput(
            "the file is empty; expected 'table,winner' or 'table,placing'", source=source
        )
    header = [cell.strip().lower() for cell in rows[0]]
    if (
        len(header) < 2
        or header[0] != "table"
        or header[1] not in ("winner", "placing")
        or any(header[2:])
    ):
        raise InvalidInput(
            f"the header must be 'table,winner' or 'table,placing', found {','.join(rows[0])!r}",
            source=source,
            line=1,
        )
    by_place = header[1] == "placing"
    results: list[tuple[int, int, str | None, dict[str, int] | None]] = []
    seen: dict[int, int] = {}
    for line, row in enumerate(rows[1:], start=2):
        cells = [cell.strip() for cell in row]
        if not any(cells):
            continue
        if len(cells) < 2 or any(cells[2:]) or not cells[1]:
            raise InvalidInput(
                f"expected two cells: table and {header[1]}",
                source=source,
                line=line,
                field=header[1],
            )
        table = parse_whole_number(cells[0], low=1, high=100_000)
        if table is None:
            raise InvalidInput(
                f"{cells[0][:40]!r} is not a table number", source=source, line=line, field="table"
            )
        if table in seen:
            raise InvalidInput(
                f"table {table} appears twice (lines {seen[table]} and {line})",
                source=source,
                line=line,
                field="table",
            )
        seen[table] = line
        try:
            placings = parse_placings(cells[1]) if by_place else None
        except InvalidInput as error:
            raise InvalidInput(error.reason, source=source, line=line, field="placing") from None
        results.append((line, table, None if by_place else cells[1], placings))
    return results


def report_pod_results_file(
    ctx: ServiceContext, event_id: int, round_number: int, path: Path
) -> list[PodView]:
    """Every result of the file, or none of them: a refusal names the line."""
    source = str(path)
    results = parse_pod_results_csv(read_limited(path, POD_RESULTS_LIMIT), source=source)
    completed = False
    with ctx.write() as store:
        for line, table, winner, placings in results:
            try:
                completed |= report_pod_in(
                    store, ctx, event_id, round_number, table, winner=winner, placings=placings
                )
            except InvalidInput as error:
                raise InvalidInput(
                    error.reason, source=source, line=line, field=error.field
                ) from error
            except RefusedAction as error:
                raise RefusedAction(f"{source}, line {line}: {error.message}") from error
        view = _find(pod_round_views(load_pod_history(store, event_id)), round_number)
    if completed:
        round_snapshot(ctx, event_id, round_number, "end")
    tables = {table for _line, table, _w, _p in results}
    return [pod for pod in view.pods if pod.table in tables]


def _seating(number: int, pods: Sequence[PodView] | Sequence[StoredPod]) -> object:
    return number, [(p.table, [(s.seat, s.number) for s in p.seats]) for p in pods]


def unpair_last_pod_round(
    ctx: ServiceContext, event_id: int, *, expected: PodRoundView | None = None
) -> int:
    """Take back the latest seating while none of its pods has a result (``expected``: the
    round as the judge's station shows it; refused if another station changed it since)."""
    with ctx.write() as store:
        history = load_pod_history(store, event_id)
        last_seen = history.rounds[-1] if history.rounds else None
        if expected is not None and (
            last_seen is None
            or _seating(last_seen.number, history.pods.get(last_seen.number, ()))
            != _seating(expected.number, expected.pods)
        ):
            raise RefusedAction(
                f"round {expected.number} is not as shown: another station changed the "
                "seating meanwhile; the page shows it now — look again and do it once more"
            )
        if not history.rounds:
            raise RefusedAction("no round has been paired yet")
        last = history.rounds[-1]
        pods = history.pods.get(last.number, ())
        reported = [p for p in pods if not p.bye and p.placings is not None]
        if reported:
            raise RefusedAction(
                f"round {last.number} already has results at table(s) "
                f"{', '.join(str(p.table) for p in reported[:12])}; correct those instead"
            )
        store.rounds.delete_round(last.id)
        if len(history.rounds) == 1:
            store.set_event_status(event_id, EventStatus.REGISTRATION)
        store.audit(
            AuditAction.POD_UNPAIR,
            actor=ctx.actor,
            event_id=event_id,
            entity="round",
            entity_id=last.number,
            summary=f"took back the seating of round {last.number}",
            before={
                "round": last.number,
                "relaxations": list(last.relaxations),
                "notes": list(last.notes),
                "pods": [p.as_record() for p in pods],
            },
        )
        return last.number


def pod_event_standings(
    ctx: ServiceContext, event_id: int, through_round: int | None = None
) -> PodStandingsView:
    with ctx.read() as store:
        history = load_pod_history(store, event_id)
    played = len(history.rounds)
    if through_round is not None and not 0 <= through_round <= played:
        raise InvalidInput(
            f"there is no round {through_round} (rounds paired: {played})", field="ROUND"
        )
    rows = pod_standings(history.rules, history.entrants(), history.records(through_round))
    return PodStandingsView(
        round=played if through_round is None else through_round,
        format=history.rules.format,
        rows=rows,
    )

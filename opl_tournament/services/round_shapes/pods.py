"""Pod tables (Vs. System free-for-all, 2 vs 2, boss battles): who sits in which pod, and each
side's place when the game ends."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.model import Event, Registration, RegistrationStatus
from opl_tournament.domain.pairing.pods import (
    PodEntrant,
    PodRecord,
    PodRules,
    Seat,
    pair_pod_round,
    pod_rules,
    seat_points,
)
from opl_tournament.domain.pairing.records import ResultCode, RoundStage, RoundStatus
from opl_tournament.domain.pod_standings import pod_standings
from opl_tournament.domain.registration import seated_number
from opl_tournament.domain.sentences import N_, N_plural, Sentence, joined
from opl_tournament.services.print_kinds import POD_PRINT_KINDS, PrintKind
from opl_tournament.services.round_shapes.base import (
    OpenRound,
    Repeated,
    Reported,
    SeatedRound,
    TableKind,
    already_has_result,
    differs_from_recorded,
    nothing_to_correct,
    require_round,
    who_did,
)
from opl_tournament.services.round_shapes.steps import LoggedResult, RoundSheet, ShapeSteps
from opl_tournament.services.round_shapes.views import (
    PodStandingsView,
    PodView,
    RoundView,
    SeatView,
    kept_relaxations,
)
from opl_tournament.storage import Store
from opl_tournament.storage.pod_store import NewPod, NewSeat, StoredPod
from opl_tournament.storage.round_store import StoredRound, notes_record, relaxation_record


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
                active=r.status is RegistrationStatus.ACTIVE,
                team=r.team,
                entered_round=r.entered_round,
                name=r.player.name,
                disqualified=r.status is RegistrationStatus.DISQUALIFIED,
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


def event_pod_rules(event: Event) -> PodRules:
    pods = event.settings.policies.pods
    if pods is None:
        raise RefusedAction(N_("event {event} is played head to head, not in pods", event=event.id))
    return pod_rules(pods, seed=event.settings.seed, rounds=event.settings.swiss_rounds)


def _record(pod: StoredPod) -> PodRecord:
    return PodRecord(
        round=pod.round,
        table=pod.table,
        seats=tuple(Seat(s.number, s.side, s.role) for s in pod.seats),
        placings=pod.placings,
        bye=pod.bye,
    )


def history_of(store: Store, event: Event) -> PodHistory:
    return PodHistory(
        event=event,
        rules=event_pod_rules(event),
        registrations=store.registrations(event.id),
        rounds=store.rounds.rounds(event.id),
        pods=store.pods.pods(event.id),
    )


def pod_view(rules: PodRules, pod: StoredPod) -> PodView:
    record = _record(pod)
    return PodView(
        round=pod.round,
        table=pod.table,
        seats=tuple(
            SeatView(
                **attributes(s, ("seat", "number", "name", "side", "role")),
                placing=None if pod.bye else s.placing,
                points=seat_points(record, seat, rules),
            )
            for s, seat in zip(pod.seats, record.seats, strict=True)
        ),
        explanation=pod.explanation,
        bye=pod.bye,
        decided_by=pod.decided_by,
    )


def pod_round_views(history: PodHistory) -> list[RoundView]:
    return [
        RoundView(
            number=stored.number,
            stage=RoundStage.PODS,
            status=RoundStatus(stored.status),
            tables=tuple(
                pod_view(history.rules, pod) for pod in history.pods.get(stored.number, ())
            ),
            relaxations=kept_relaxations(stored),
            notes=stored.notes,
        )
        for stored in history.rounds
    ]


def parse_placings(text: str) -> dict[str, int]:
    """``0003=1,0007=2,0001=3`` (or spaces between) as {player or team: place}."""
    placings: dict[str, int] = {}
    for item in text.replace(",", " ").split():
        who, sep, place_text = item.partition("=")
        who = who.strip()
        if not sep or not who or not place_text.strip().isdigit():
            raise InvalidInput(
                N_("{item!r} is not PLAYER=PLACE (e.g. 0003=1)", item=item), field="placing"
            )
        if who in placings:
            raise InvalidInput(N_("{who} is given a place twice", who=who), field="placing")
        placings[who] = int(place_text)
    if not placings:
        raise InvalidInput(N_("give each player's place, e.g. 0003=1,0007=2"), field="placing")
    return placings


def side_placings(
    pod: StoredPod,
    *,
    winner: str | None = None,
    placings: Mapping[str, int] | None = None,
    lost: Collection[str] = (),
) -> dict[str, int]:
    """Each side's place from a winner (everyone else shares second) or from given places.

    Places may be given by player number or by side (team name); teammates share their side's
    place, so a team needs only one of its players named. ``lost``: the players who lost this
    game by penalty (a game loss, a forfeiture, a disqualification); their sides finish below
    every side still in the game (named with the winner, they are placed last).
    """
    side_of = {s.number: s.side for s in pod.seats}
    sides = list(dict.fromkeys(s.side for s in pod.seats))
    where = N_("pod {table} of round {round}", table=pod.table, round=pod.round)
    out = [side for side in sides if any(side_of[n] == side for n in lost if n in side_of)]
    result = _given_placings(sides, side_of, where, winner, placings, out)
    _refuse_out_ahead(result, out, [n for n in lost if n in side_of], where)
    return result


def _refuse_winner_alone(rules: PodRules, pod: StoredPod) -> None:
    """An event that scores every place needs every place: with the winner alone, the others
    would all share second and take its points."""
    seats = [s.number for s in pod.seats]
    if rules.uses_placing_points and len(seats) > 2:
        raise InvalidInput(
            N_(
                "this event scores every place ({points}): give each player's place at pod "
                "{table}, e.g. {example}",
                points=", ".join(str(p) for p in rules.placing_points),
                table=pod.table,
                example=",".join(f"{n}={place}" for place, n in enumerate(seats, start=1)),
            ),
            field="placing",
        )


def _refuse_out_ahead(
    result: Mapping[str, int], out: Sequence[str], lost: Sequence[str], where: Sentence
) -> None:
    """A side out of the game by penalty placed level with or above one still in it."""
    still_in = [side for side in result if side not in out]
    if not out or not still_in:
        return
    lowest = max(result[side] for side in still_in)
    ahead = [side for side in out if result[side] <= lowest]
    if ahead:
        raise InvalidInput(
            N_(
                "{players} lost this game by penalty: {sides} must be placed below {others} "
                "at {where}",
                players=", ".join(lost),
                sides=", ".join(ahead),
                others=", ".join(still_in),
                where=where,
            ),
            field="placing",
        )


def _given_placings(
    sides: list[str],
    side_of: Mapping[str, str],
    where: Sentence,
    winner: str | None,
    placings: Mapping[str, int] | None,
    out: Sequence[str],
) -> dict[str, int]:
    def side_named(who: str, field: str) -> str:
        side = side_of.get(seated_number(who, side_of), who if who in sides else None)
        if side is None:
            raise InvalidInput(
                N_(
                    "player {player} is not at {where} ({players})",
                    player=who,
                    where=where,
                    players=", ".join(side_of),
                ),
                field=field,
            )
        return side

    if winner is not None:
        side = side_named(winner.strip(), "winner")
        # everyone else shares second; a side out by penalty comes after them
        second = [s for s in sides if s != side and s not in out]
        last = 3 if second else 2
        return {s: 1 if s == side else (last if s in out else 2) for s in sides}
    assert placings is not None
    result: dict[str, int] = {}
    for who, place in placings.items():
        side = side_named(who, "placing")
        if not 1 <= place <= len(sides):
            raise InvalidInput(
                N_plural(
                    "{who}'s place must be from 1 to {count} at a pod of {count} side",
                    "{who}'s place must be from 1 to {count} at a pod of {count} sides",
                    len(sides),
                    who=who,
                ),
                field="placing",
            )
        if side in result and result[side] != place:
            raise InvalidInput(
                N_(
                    "teammates of '{side}' are given different places ({first} and {second})",
                    side=side,
                    first=result[side],
                    second=place,
                ),
                field="placing",
            )
        result[side] = place
    missing = [s for s in sides if s not in result]
    if missing:
        raise InvalidInput(
            N_("no place given for {sides} at {where}", sides=", ".join(missing), where=where),
            field="placing",
        )
    if 1 not in result.values():
        raise InvalidInput(N_("nobody is placed first at {where}", where=where), field="placing")
    return result


def describe(placings: Mapping[str, int]) -> str:
    ordered = sorted(placings.items(), key=lambda item: (item[1], item[0]))
    return ", ".join(f"{side} {place}" for side, place in ordered)


@dataclass(frozen=True)
class _Checked:
    pod: StoredPod
    by_side: dict[str, int]
    decided_by: str
    adjudication: dict[str, Any] | None


def _lost_by_penalty(store: Store, event_id: int, pod: StoredPod) -> list[str]:
    """The players a penalty given at this pod cost the game (or the event)."""
    return [
        p.number
        for p in store.penalties.of_event(event_id)
        if (p.round, p.table) == (pod.round, pod.table)
        and (p.consequence.get("game_forfeited") or p.consequence.get("disqualified"))
    ]


_RESULT_ACTIONS = frozenset(
    {AuditAction.POD_REPORT, AuditAction.POD_CORRECT, AuditAction.RESULTS_FILE}
)
"""The logged actions that give a pod its result (who entered it, when a second one comes)."""


class _PodSheet(RoundSheet):
    """A round of pods open for results."""

    def check(self, table: int, reported: Reported, *, repeat: bool = False) -> _Checked | Repeated:
        correction = reported.correction
        number = self.stored.number
        given = reported.placings is not None or reported.winner is not None
        if reported.double_loss or reported.result != ResultCode.WIN or not given:
            raise InvalidInput(
                N_("a pod's result is given with --winner PLAYER or --placing PLAYER=PLACE,..."),
                field="placing",
            )
        if reported.winner is not None and reported.placings is not None:
            raise InvalidInput(
                N_("give either the winner or every player's place"), field="placing"
            )
        pod = self.store.pods.pod(self.stored.id, table)
        if pod is None:
            raise InvalidInput(
                N_("round {round} has no pod {table}", round=number, table=table), field="TABLE"
            )
        if pod.bye:
            raise RefusedAction(
                N_("pod {table} of round {round} is a bye", table=table, round=number)
            )
        recorded = pod.placings if not correction else None
        if recorded is not None and not repeat:
            by = who_did(self.store, self.event.id, "pod", pod.id, _RESULT_ACTIONS)
            raise already_has_result(number, table, describe(recorded), by, in_pods=True)
        if reported.winner is not None:
            _refuse_winner_alone(event_pod_rules(self.event), pod)
        lost = _lost_by_penalty(self.store, self.event.id, pod)
        by_side = side_placings(pod, winner=reported.winner, placings=reported.placings, lost=lost)
        if recorded is not None:
            if dict(recorded) == by_side:
                return Repeated(table)
            by = who_did(self.store, self.event.id, "pod", pod.id, _RESULT_ACTIONS)
            raise differs_from_recorded(
                number, table, describe(recorded), describe(by_side), by, in_pods=True
            )
        return _Checked(pod, by_side, reported.decided_by, reported.adjudication)

    def write(self, checked: Sequence[object], *, audited: bool) -> None:
        for c in checked:
            assert isinstance(c, _Checked)
            unchanged = (c.pod.placings, c.pod.decided_by) == (c.by_side, c.decided_by)
            if audited and unchanged and c.adjudication is None:  # see head_to_head
                raise nothing_to_correct(
                    c.pod.round, c.pod.table, describe(c.by_side), in_pods=True
                )
            self.store.pods.set_placings(
                c.pod.id, c.by_side, decided_by=c.decided_by, adjudication=c.adjudication
            )
            if audited:
                self.audit_result(self.logged(c))

    def logged(self, checked: object) -> LoggedResult:
        assert isinstance(checked, _Checked)
        c = checked
        pod, corrected = c.pod, c.pod.placings is not None
        return LoggedResult(
            AuditAction.POD_CORRECT if corrected else AuditAction.POD_REPORT,
            "pod",
            pod,
            describe(c.by_side),
            corrected=corrected,
            after={
                **pod.as_record(),
                "placings": c.by_side,
                "decided_by": c.decided_by,
                **({"adjudication": c.adjudication} if c.adjudication is not None else {}),
            },
        )


class Pods(ShapeSteps):
    """The pod table shape (see ``base.TableShape``)."""

    kind: TableKind = TableKind.PODS
    unpair_action: AuditAction = AuditAction.POD_UNPAIR
    result_columns: tuple[str, ...] = ("winner", "placing")
    print_kinds: tuple[PrintKind, ...] = POD_PRINT_KINDS
    tables_key: str = "pods"
    penalty_names_table: bool = False

    load = staticmethod(history_of)
    round_views = staticmethod(pod_round_views)

    def seat(self, history: PodHistory, number: int) -> SeatedRound:
        rules = history.rules
        if rules.rounds is not None and number > rules.rounds:
            raise RefusedAction(
                N_(
                    "all {rounds} rounds of event {event} have been played",
                    rounds=rules.rounds,
                    event=history.event.id,
                )
            )
        seating = pair_pod_round(rules, history.entrants(), history.records(), number)
        ids = {r.number: r.id for r in history.registrations}
        tables = sum(1 for p in seating.pods if not p.bye)
        byes = len(seating.pods) - tables
        seated = N_plural(
            "seated round {round}: {count} pod",
            "seated round {round}: {count} pods",
            tables,
            round=number,
        )
        return SeatedRound(
            number=number,
            stage=RoundStage.PODS,
            action=AuditAction.POD_PAIR,
            summary=joined([seated, N_plural("{count} bye", "{count} byes", byes)], "comma")
            if byes
            else seated,
            after=seating.to_json(),
            relaxations=[relaxation_record(r) for r in seating.relaxations],
            notes=seating.notes,
            pods=[
                NewPod(
                    table=pod.table,
                    seats=tuple(NewSeat(ids[s.number], s.side, s.role) for s in pod.seats),
                    explanation=pod.explanation,
                    bye=pod.bye,
                )
                for pod in seating.pods
            ],
            complete=all(pod.bye for pod in seating.pods),
        )

    def sheet(self, opened: OpenRound, *, whole: bool) -> _PodSheet:
        return _PodSheet(self, opened)

    def table_view(self, store: Store, event: Event, number: int, table: int) -> PodView:
        pod = store.pods.pod(require_round(store, event.id, number).id, table)
        assert pod is not None
        return pod_view(event_pod_rules(event), pod)

    def unreported(self, store: Store, round_id: int) -> int:
        return store.pods.unreported(round_id)

    def parse_cell(self, column: str, text: str) -> Reported:
        """A winner, or every place: in the placing column, or in the winner column as the
        result line takes them (``0004=1 0007=2``: no player number holds "=")."""
        if column == "placing" or "=" in text:
            return Reported(placings=parse_placings(text))
        return Reported(winner=text)

    def unpaired(self, number: int) -> Sentence:
        return N_("took back the seating of round {round}", round=number)

    def unpair_record(self, history: PodHistory, last: StoredRound) -> dict[str, Any]:
        return {
            "round": last.number,
            "relaxations": list(last.relaxations),
            **notes_record(last.notes),
            "pods": [p.as_record() for p in history.pods.get(last.number, ())],
            **({"clock": last.clock} if last.clock else {}),
        }

    def standings(
        self, history: PodHistory, through_round: int | None, last: int
    ) -> PodStandingsView:
        rows = pod_standings(history.rules, history.entrants(), history.records(through_round))
        return PodStandingsView(round=last, format=history.rules.format, rows=rows)

    def bracket(self, history: PodHistory) -> None:
        return None


PODS = Pods()

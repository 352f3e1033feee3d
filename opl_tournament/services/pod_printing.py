"""The printed forms of a pod event: seatings (by table, by name), pod slips, standings."""

from __future__ import annotations

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.pod_standings import pod_standings
from opl_tournament.printing import documents as doc
from opl_tournament.printing import render_adjudication_record, render_standings
from opl_tournament.printing.pods import (
    render_pod_pairings_by_name,
    render_pod_pairings_by_table,
    render_pod_slips,
)
from opl_tournament.services.print_headers import (
    FIGURE_LABELS,
    PrintOptions,
    entered_characters,
    event_header,
    figure_text,
    local_time,
    official_of,
    paper_of,
    recorded_by,
    rules_edition,
)
from opl_tournament.services.round_shapes.pods import PodHistory, load_pod_history
from opl_tournament.storage import Store

POD_PRINT_KINDS = ("pairings", "slips", "standings", "adjudication")


def print_pod_document(store: Store, event_id: int, kind: str, options: PrintOptions) -> bytes:
    if kind not in POD_PRINT_KINDS:
        raise RefusedAction(
            f"the {kind} form is for head-to-head OverPower events; a pod event prints "
            + ", ".join(POD_PRINT_KINDS)
        )
    history = load_pod_history(store, event_id)
    number = _round(history, options)
    if kind == "standings":
        return _standings(history, number)
    if kind == "adjudication":
        return _adjudication(store, history, number, options)
    data = _seatings(history, number)
    if kind == "slips":
        return render_pod_slips(data)
    render_pairings = (
        render_pod_pairings_by_name if options.by_name else render_pod_pairings_by_table
    )
    return render_pairings(data, address=options.page_address)


def _round(history: PodHistory, options: PrintOptions) -> int:
    if not history.rounds:
        raise RefusedAction("no round has been paired yet: there is nothing to print")
    number = options.round_number or history.rounds[-1].number
    if not any(r.number == number for r in history.rounds):
        raise InvalidInput(f"there is no round {number}", field="round")
    return number


def _record_text(wins: int, ties: int, losses: int) -> str:
    return f"{wins}-{ties}-{losses}"


def _seatings(history: PodHistory, number: int) -> doc.PodPairings:
    before = {
        row.number: _record_text(row.wins + row.byes, row.ties, row.losses)
        for row in pod_standings(history.rules, history.entrants(), history.records(number - 1))
    }
    names = {r.number: r.player.name for r in history.registrations}
    teams = history.rules.format.value == "2v2"
    tables = tuple(
        doc.PodTable(
            table=pod.table,
            bye=pod.bye,
            seats=tuple(
                doc.PodSeat(
                    seat=seat.seat,
                    number=seat.number,
                    name=names.get(seat.number, ""),
                    team=seat.side if teams else "",
                    role=seat.role,
                    record=before.get(seat.number, "") if number > 1 else "",
                )
                for seat in pod.seats
            ),
        )
        for pod in history.pods.get(number, ())
    )
    return doc.PodPairings(
        header=event_header(history.event, number), tables=tables, paper=paper_of(history.event)
    )


def _standings(history: PodHistory, number: int) -> bytes:
    rows = pod_standings(history.rules, history.entrants(), history.records(number))
    return render_standings(
        doc.Standings(
            header=event_header(history.event, number),
            rows=tuple(
                doc.StandingRow(
                    rank=row.rank,
                    number=row.number,
                    name=row.name,
                    points=row.points,
                    wins=row.wins,
                    losses=row.losses,
                    byes=row.byes,
                    tiebreakers=(
                        "–" if row.opp_points_pct is None else f"{row.opp_points_pct:.4f}",
                        "–" if row.average_place is None else f"{row.average_place:.2f}",
                    ),
                    dropped=row.dropped,
                    record=f"{row.wins}-{row.ties}-{row.losses}-{row.byes}",
                )
                for row in rows
            ),
            tiebreak_labels=("Opp %", "Avg pl"),
            record_label="W-T-L-BYE",
            note="Order: points; opponents' share of their possible points (Opp %); wins; "
            "average place (Avg pl).",
            paper=paper_of(history.event),
        )
    )


def _adjudication(store: Store, history: PodHistory, number: int, options: PrintOptions) -> bytes:
    """The record of a pod decided when time was called: each player's counts and places."""
    if options.table is None:
        raise InvalidInput("give the table whose time-call decision to print", field="table")
    pod = next((p for p in history.pods.get(number, ()) if p.table == options.table), None)
    if pod is None:
        raise InvalidInput(f"round {number} has no table {options.table}", field="table")
    verdict = pod.adjudication
    if not verdict:
        raise RefusedAction(
            f"round {number}, table {options.table} was not decided by a time-call adjudication"
        )
    figures = verdict.get("players", {})
    numbers = [seat.number for seat in pod.seats]
    game = history.event.settings.game.value

    def fact(key: str, label: str) -> doc.AdjudicationInput:
        first, second, *others = (figure_text(figures.get(n, {}).get(key)) for n in numbers)
        return doc.AdjudicationInput(label, first, second, others=tuple(others))

    inputs = tuple(
        fact(key, label)
        for key, label in FIGURE_LABELS[game]
        if any(key in figures.get(n, {}) for n in numbers)
    )
    steps = tuple(
        doc.AdjudicationStep(
            label=str(step).split(":", 1)[0],
            outcome=str(step).split(":", 1)[-1].strip(),
            decided="ahead" in str(step),
        )
        for step in verdict.get("steps", ())
    )
    places = sorted((seat.placing or 0, seat.number) for seat in pod.seats)
    decision = "  ".join(f"{place}. {n}" for place, n in places)
    seats = [(seat.number, seat.name) for seat in pod.seats]
    return render_adjudication_record(
        doc.AdjudicationRecord(
            header=event_header(history.event, number),
            table=pod.table,
            a_number=seats[0][0],
            a_name=seats[0][1],
            b_number=seats[1][0],
            b_name=seats[1][1],
            others=tuple(seats[2:]),
            inputs=inputs,
            steps=steps,
            decision=decision,
            verdict=str(verdict.get("explanation", "")),
            rules_edition=rules_edition(history.event),
            official=official_of(
                history.event, recorded_by(store, history.event.id, "pod", pod.id)
            ),
            recorded_at=local_time(pod.reported_at),
            characters=entered_characters(verdict.get("state", {})),
            paper=paper_of(history.event),
        )
    )

"""`pair`, `unpair`, `report`, `rounds` and `standings` for pod events (Vs. System multiplayer).

The commands are the head-to-head ones; ``cli.rounds`` hands pod events to these handlers.
"""

from __future__ import annotations

import argparse

from opl_tournament.cli.output import emit_json, emit_lines, emit_table
from opl_tournament.domain.errors import InvalidInput
from opl_tournament.services.adjudication import (
    STATE_FILE_LIMIT,
    parse_state_json,
    record_pod_adjudication,
)
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.files import read_limited
from opl_tournament.services.pods import (
    PodRoundView,
    PodView,
    SeatView,
    get_pod_round,
    list_pod_rounds,
    pair_next_pod_round,
    parse_placings,
    pod_event_standings,
    report_pod,
    report_pod_results_file,
    unpair_last_pod_round,
)


def _seat_label(seat: SeatView) -> str:
    label = f"{seat.number} {seat.name}".strip()
    if seat.role:
        label += f" ({seat.role})"
    elif seat.side != seat.number:
        label += f" [{seat.side}]"
    return label


def _result_label(pod: PodView) -> str:
    if pod.bye:
        return "bye"
    if not pod.reported:
        return ""
    places: dict[str, int] = {}
    for seat in pod.seats:
        assert seat.placing is not None
        places[seat.side] = seat.placing
    return ", ".join(
        f"{place}. {side}" for side, place in sorted(places.items(), key=lambda i: (i[1], i[0]))
    )


def _pod_rows(view: PodRoundView) -> list[list[str]]:
    return [
        [str(pod.table), "; ".join(_seat_label(s) for s in pod.seats), _result_label(pod)]
        for pod in view.pods
    ]


def show_pod_round(view: PodRoundView, as_json: bool) -> int:
    if as_json:
        emit_json(view.to_json())
        return 0
    emit_lines([f"Round {view.number}"])
    emit_table(["table", "seats", "result"], _pod_rows(view))
    emit_lines([f"note: {text}" for text in (*view.relaxations, *view.notes)])
    return 0


def pair(ctx: ServiceContext, args: argparse.Namespace) -> int:
    if args.by_hand is not None:
        raise InvalidInput("pod events are seated by the program; --by-hand is for head to head")
    return show_pod_round(pair_next_pod_round(ctx, args.event), args.json)


def unpair(ctx: ServiceContext, args: argparse.Namespace) -> int:
    number = unpair_last_pod_round(ctx, args.event)
    emit_json({"unpaired": number}) if args.json else emit_lines([f"took back round {number}"])
    return 0


def report(ctx: ServiceContext, args: argparse.Namespace) -> int:
    if args.adjudicate is not None and args.table is not None:
        return _report_adjudicated(ctx, args)
    if args.file is not None and args.table is None and not (args.winner or args.placing):
        reported = report_pod_results_file(ctx, args.event, args.round, args.file)
        if args.json:
            emit_json({"round": args.round, "reported": [p.result_json() for p in reported]})
        else:
            emit_lines([f"recorded {len(reported)} results for round {args.round}"])
        return 0
    if args.file is not None or args.double_loss or args.draw or args.adjudicate is not None:
        raise InvalidInput(
            "a pod's result is given with --winner PLAYER or --placing PLAYER=PLACE,...",
            field="placing",
        )
    if args.table is None:
        raise InvalidInput("give the TABLE", field="TABLE")
    if (args.winner is None) == (args.placing is None):
        raise InvalidInput(
            "give either --winner PLAYER or --placing PLAYER=PLACE,... for a pod", field="placing"
        )
    pod = report_pod(
        ctx,
        args.event,
        args.round,
        args.table,
        winner=args.winner,
        placings=None if args.placing is None else parse_placings(args.placing),
        correction=args.correct,
    )
    if args.json:
        emit_json(pod.result_json())
    else:
        emit_lines([f"round {pod.round}, table {pod.table}: {_result_label(pod)}"])
    return 0


def _report_adjudicated(ctx: ServiceContext, args: argparse.Namespace) -> int:
    if args.winner is not None:
        raise InvalidInput("the judge overrules a pod's verdict with --placing", field="winner")
    source = str(args.adjudicate)
    state = parse_state_json(read_limited(args.adjudicate, STATE_FILE_LIMIT), source=source)
    pod, verdict = record_pod_adjudication(
        ctx,
        args.event,
        args.round,
        args.table,
        state,
        judge_placings=None if args.placing is None else parse_placings(args.placing),
        correction=args.correct,
        source=source,
    )
    if args.json:
        emit_json({**pod.result_json(), "verdict": verdict.as_json()})
    else:
        emit_lines(
            [
                f"round {pod.round}, table {pod.table}: {_result_label(pod)} ({pod.decided_by})",
                verdict.explanation,
            ]
        )
    return 0


def rounds(ctx: ServiceContext, args: argparse.Namespace) -> int:
    views = (
        [get_pod_round(ctx, args.event, args.round)]
        if args.round is not None
        else list_pod_rounds(ctx, args.event)
    )
    if args.json:
        emit_json(
            {
                "rounds": [
                    {
                        **view.to_json(),
                        "status": view.status,
                        "stage": "pods",
                        "results": [p.result_json() for p in view.pods],
                    }
                    for view in views
                ]
            }
        )
        return 0
    for view in views:
        emit_lines([f"Round {view.number} (pods, {view.status})"])
        emit_table(["table", "seats", "result"], _pod_rows(view))
    return 0


def standings(ctx: ServiceContext, args: argparse.Namespace) -> int:
    view = pod_event_standings(ctx, args.event, args.round)
    emit_lines([f"Standings after round {view.round}"])
    emit_table(
        ["rank", "number", "name", "points", "W-T-L", "byes", "opp pts %", "avg place"],
        [
            [
                f"{row.rank} (dropped)" if row.dropped else str(row.rank),
                row.number,
                row.name,
                str(row.points),
                f"{row.wins}-{row.ties}-{row.losses}",
                str(row.byes),
                "" if row.opp_points_pct is None else f"{row.opp_points_pct:.4f}",
                "" if row.average_place is None else f"{row.average_place:.2f}",
            ]
            for row in view.rows
        ],
    )
    return 0

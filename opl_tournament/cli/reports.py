"""`reports EVENT` (players' own reports, drops and judge calls waiting for the judge),
`reports accept EVENT ROUND TABLE --from PLAYER` and `reports answer EVENT CALL`."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from opl_tournament.cli.arguments import Commands, record_id, round_number, table_number
from opl_tournament.cli.output import emit, emit_lines, emit_table
from opl_tournament.domain.errors import InvalidInput

if TYPE_CHECKING:
    from opl_tournament.services.context import ServiceContext

_USAGE = (
    "reports EVENT | reports accept EVENT ROUND TABLE --from PLAYER | reports answer EVENT CALL"
)


def add_parsers(commands: Commands) -> None:
    reports = commands.add(
        "reports",
        _reports,
        help="what players reported, disputed tables, drops and judge calls; accept a report",
    )
    reports.add_argument("words", nargs="+", metavar="ARGUMENT", help=_USAGE)
    reports.add_argument(
        "--from", dest="player", metavar="PLAYER", help="accept: whose report to record"
    )


def _number(text: str, read: Any, what: str) -> int:
    try:
        return int(read(text))
    except argparse.ArgumentTypeError as error:
        raise InvalidInput(str(error), field=what) from None


def _reports(ctx: ServiceContext, args: argparse.Namespace) -> int:
    words = list(args.words)
    if words[0] == "accept":
        if len(words) != 4 or args.player is None:
            raise InvalidInput(f"give {_USAGE.split(' | ')[1]}")
        return _accept(
            ctx,
            args,
            _number(words[1], record_id, "EVENT"),
            _number(words[2], round_number, "ROUND"),
            _number(words[3], table_number, "TABLE"),
        )
    if words[0] == "answer":
        if len(words) != 3:
            raise InvalidInput(f"give {_USAGE.split(' | ')[2]}")
        return _answer(
            ctx, args, _number(words[1], record_id, "EVENT"), _number(words[2], record_id, "CALL")
        )
    if len(words) != 1 or args.player is not None:
        raise InvalidInput(f"give {_USAGE}")
    return _overview(ctx, args, _number(words[0], record_id, "EVENT"))


def _claim_text(claim: dict[str, Any]) -> str:
    if "winner" in claim:
        said = f"{claim['winner']} won"
    elif "result" in claim:
        said = str(claim["result"])
    else:
        places = sorted(dict(claim.get("places") or {}).items(), key=lambda item: item[1])
        said = ", ".join(f"{side}={place}" for side, place in places)
    return f"{claim['by']}: {said} ({claim.get('channel', 'phone')})"


def _overview(ctx: ServiceContext, args: argparse.Namespace, event_id: int) -> int:
    from opl_tournament.services.self_service import reports

    view = reports(ctx, event_id)
    if args.json:
        emit(True, view.to_json(), [])
        return 0
    emit_lines([f"round {view.round}"])
    noun = "pod" if view.in_pods else "table"  # as the pairings name it
    tables = [*view.disputed, *view.waiting]
    if tables:
        emit_table(
            [noun, "status", "reports"],
            [
                [str(t.table), t.status.value, "; ".join(_claim_text(c) for c in t.claims)]
                for t in tables
            ],
        )
    else:
        emit_lines([f"no {noun} waits"])
    for dropped in view.dropped:
        by = f"{dropped.by}, {_when(dropped.at)}" if dropped.at else dropped.by
        emit_lines([f"dropped: {dropped.number} {dropped.name} ({by})"])
    for call in view.called:
        where = f"{noun} {call.table}" if call.table is not None else f"no {noun}"
        emit_lines(
            [
                f"judge call {call.id}: {call.number} {call.name} at {where} "
                f"({_when(call.called_at)})"
            ]
        )
    return 0


def _when(at: str) -> str:
    """A moment as the event log shows it (the station's local time, to the second)."""
    from opl_tournament.services.local_time import local_time

    return local_time(at)


def _accept(
    ctx: ServiceContext, args: argparse.Namespace, event_id: int, number: int, table: int
) -> int:
    from opl_tournament.services.self_report import accept_report

    answer = accept_report(ctx, event_id, number, table, args.player).value
    emit(
        args.json,
        {"round": number, "table": table, **answer.to_json()},
        [f"round {number} table {table}: recorded {args.player}'s report"],
    )
    return 0


def _answer(ctx: ServiceContext, args: argparse.Namespace, event_id: int, call_id: int) -> int:
    from opl_tournament.services.self_service import answer_call

    call = answer_call(ctx, event_id, call_id).value
    emit(args.json, call.as_record(), [f"answered {call.number}'s call"])
    return 0

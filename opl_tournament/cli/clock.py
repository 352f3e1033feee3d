"""`clock`: the current round's clock (show, start, pause, resume, extend)."""

from __future__ import annotations

import argparse
from datetime import datetime
from typing import TYPE_CHECKING

from opl_tournament.cli.arguments import Commands, table_number
from opl_tournament.cli.output import emit
from opl_tournament.domain.errors import InvalidInput

if TYPE_CHECKING:
    from opl_tournament.services.context import ServiceContext
    from opl_tournament.services.round_clock import ClockView


def add_parsers(commands: Commands) -> None:
    clock = commands.add("clock", _clock, event=True)
    clock.add_argument(
        "action",
        nargs="?",
        default="show",
        choices=["show", "start", "pause", "resume", "extend"],
        help="show the time left (the default), start, pause, resume, or extend by MINUTES",
    )
    clock.add_argument(
        "minutes", nargs="?", type=int, metavar="MINUTES", help="for extend: minutes to add"
    )
    clock.add_argument(
        "--table",
        type=table_number,
        metavar="N",
        help="for extend: give this table alone MINUTES of extra time (0 takes them back)",
    )


def _clock(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.round_clock import (
        clock_view,
        extend_clock,
        extend_table,
        pause_clock,
        resume_clock,
        start_clock,
    )

    if args.minutes is not None and args.action != "extend":
        raise InvalidInput(
            f"MINUTES is for 'clock EVENT extend MINUTES' only, not for {args.action}",
            field="minutes",
        )
    if args.table is not None and args.action != "extend":
        raise InvalidInput(
            f"--table is for 'clock EVENT extend MINUTES --table N' only, not for {args.action}",
            field="table",
        )
    if args.table is not None and args.minutes is None:
        raise InvalidInput(
            "give the table's extra MINUTES: 'clock EVENT extend MINUTES --table N'",
            field="minutes",
        )
    actions = {
        "show": lambda: clock_view(ctx, args.event),
        "start": lambda: start_clock(ctx, args.event).value,
        "pause": lambda: pause_clock(ctx, args.event).value,
        "resume": lambda: resume_clock(ctx, args.event).value,
        "extend": lambda: (
            (
                extend_clock(ctx, args.event, args.minutes or 0)
                if args.table is None
                else extend_table(ctx, args.event, args.table, args.minutes)
            ).value
        ),
    }
    view: ClockView = actions[args.action]()
    name = "pod" if view.in_pods else "table"  # as the pairings and slips name it
    said = f"round {view.round}: {view.remaining_text} left ({view.state.value})"
    if view.ends_at:  # the end time the judge announces, as the window's status bar says it
        said += f", ends at {datetime.fromisoformat(view.ends_at).astimezone():%H:%M}"
    lines = [said]
    if args.table is not None:
        minutes = view.table_minutes.get(args.table, 0)
        plural = "" if minutes == 1 else "s"
        extra = f"{minutes} extra minute{plural}" if minutes else "no extra time"
        lines.append(f"{name} {args.table}: {extra}")
    lines += [f"{name} {table}: {left} left" for table, left in view.playing_on()]
    emit(args.json, view.to_json(), lines)
    return 0

"""`clock`: the current round's clock (show, start, pause, resume, extend)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from opl_tournament.cli.arguments import Commands
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


def _clock(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.round_clock import (
        clock_view,
        extend_clock,
        pause_clock,
        resume_clock,
        start_clock,
    )

    if args.minutes is not None and args.action != "extend":
        raise InvalidInput(
            f"MINUTES is for 'clock EVENT extend MINUTES' only, not for {args.action}",
            field="minutes",
        )
    actions = {
        "show": lambda: clock_view(ctx, args.event),
        "start": lambda: start_clock(ctx, args.event).value,
        "pause": lambda: pause_clock(ctx, args.event).value,
        "resume": lambda: resume_clock(ctx, args.event).value,
        "extend": lambda: extend_clock(ctx, args.event, args.minutes or 0).value,
    }
    view: ClockView = actions[args.action]()
    playing_on = [f"table {table}: {left} left" for table, left in view.playing_on()]
    emit(
        args.json,
        view.to_json(),
        [f"round {view.round}: {view.remaining_text} left ({view.state.value})", *playing_on],
    )
    return 0

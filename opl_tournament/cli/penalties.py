"""`penalty add` and `penalty list`: incidents and their consequences."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from opl_tournament.cli.arguments import record_id, round_number, table_number
from opl_tournament.cli.output import emit_json, emit_lines, emit_table
from opl_tournament.domain.rules.overpower.penalties import PenaltyKind

if TYPE_CHECKING:
    from opl_tournament.services.context import ServiceContext


def add_parsers(commands: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    penalty = commands.add_parser("penalty")
    sub = penalty.add_subparsers(dest="action", required=True, metavar="ACTION")
    add = sub.add_parser(
        "add", parents=[common], help="record an incident; its consequences are applied"
    )
    add.add_argument("event", type=record_id, metavar="EVENT")
    add.add_argument("player", metavar="PLAYER")
    add.add_argument(
        "kind",
        metavar="KIND",
        help=", ".join(k.value for k in PenaltyKind) + " (dof and dq are short forms)",
    )
    add.add_argument("--round", type=round_number, metavar="N", help="the game's round")
    add.add_argument("--table", type=table_number, metavar="N", help="the game's table")
    add.add_argument("--infraction", default="", help="what happened, in a few words")
    add.add_argument("--note", default="")
    add.add_argument("--scope", choices=["game", "event"], help="a forfeiture's scope")
    add.set_defaults(handler=_add)

    listing = sub.add_parser("list", parents=[common], help="the event's penalties")
    listing.add_argument("event", type=record_id, metavar="EVENT")
    listing.set_defaults(handler=_list)


def _add(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.penalties import issue_penalty

    view = issue_penalty(
        ctx,
        args.event,
        args.player,
        args.kind,
        round_number=args.round,
        table=args.table,
        infraction=args.infraction,
        note=args.note,
        scope=args.scope,
    )
    if args.json:
        emit_json(view.to_json())
    else:
        emit_lines([view.explanation])
    return 0


def _list(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.penalties import list_penalties

    views = list_penalties(ctx, args.event)
    if args.json:
        emit_json({"penalties": [v.to_json() for v in views]})
        return 0
    emit_table(
        ["round", "table", "player", "penalty", "consequence"],
        [
            [
                str(v.round or ""),
                str(v.table or ""),
                f"{v.number} {v.name}",
                v.kind.replace("_", " "),
                v.explanation,
            ]
            for v in views
        ],
    )
    return 0

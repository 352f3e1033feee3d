"""`player add`, `player import`, `player team`, `player drop`, `player reenter`, `player list`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from opl_tournament.cli.arguments import record_id
from opl_tournament.cli.output import emit_json, emit_lines, emit_table
from opl_tournament.domain.model import NumberKind, PlayerIdentity, Registration
from opl_tournament.domain.registration import parse_fee

if TYPE_CHECKING:
    from opl_tournament.services.context import ServiceContext


def added_json(registration: Registration) -> dict[str, Any]:
    return {
        "number": registration.number,
        "name": registration.player.name,
        "sequence": registration.sequence,
        "temporary": registration.player.kind is NumberKind.TEMPORARY,
    }


def listed_json(registration: Registration) -> dict[str, Any]:
    return {
        "number": registration.number,
        "name": registration.player.name,
        "sequence": registration.sequence,
        "status": registration.status.value,
        "kind": registration.player.kind.value,
        "staff": registration.is_staff,
        "fee_paid": registration.fee_paid,
        "entered_round": registration.entered_round,
        **({"team": registration.team} if registration.team else {}),
    }


def add_parsers(commands: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    player = commands.add_parser("player")
    sub = player.add_subparsers(dest="action", required=True, metavar="ACTION")

    add = sub.add_parser("add", parents=[common], help="register a player in an event")
    add.add_argument("event", type=record_id, metavar="EVENT")
    add.add_argument("name", metavar="NAME")
    add.add_argument(
        "--legion", metavar="NUMBER", help="the player's Legion number (else one is issued)"
    )
    add.add_argument(
        "--staff", action="store_true", help="a staff player filling an odd seat (unrated)"
    )
    add.add_argument("--fee", default="", help="entry fee, e.g. 5.00")
    add.add_argument("--paid", action="store_true", help="the fee has been paid")
    add.add_argument("--team", metavar="TEAM", help="the player's team (2 vs 2 pod events)")
    add.set_defaults(handler=_add)

    team = sub.add_parser(
        "team", parents=[common], help="put a player in a 2 vs 2 team (no TEAM: leave it)"
    )
    team.add_argument("event", type=record_id, metavar="EVENT")
    team.add_argument("player", metavar="PLAYER")
    team.add_argument("team", metavar="TEAM", nargs="?")
    team.set_defaults(handler=_team)

    imp = sub.add_parser("import", parents=[common], help="register every player of a CSV file")
    imp.add_argument("event", type=record_id, metavar="EVENT")
    imp.add_argument("file", type=Path, metavar="FILE.csv")
    imp.set_defaults(handler=_import)

    for action, helptext, handler in (
        ("drop", "drop a player from the event", _drop),
        ("reenter", "let a dropped player back in", _reenter),
    ):
        cmd = sub.add_parser(action, parents=[common], help=helptext)
        cmd.add_argument("event", type=record_id, metavar="EVENT")
        cmd.add_argument("player", metavar="PLAYER")
        cmd.set_defaults(handler=handler)

    listing = sub.add_parser("list", parents=[common], help="list the players of an event")
    listing.add_argument("event", type=record_id, metavar="EVENT")
    listing.set_defaults(handler=_list)


def _add(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.registration import Entrant, register_player

    entrant = Entrant(
        identity=PlayerIdentity(name=args.name),
        legion_number=args.legion,
        fee_cents=parse_fee(args.fee, field="--fee"),
        fee_paid=args.paid,
        is_staff=args.staff,
        team=args.team,
    )
    registration = register_player(ctx, args.event, entrant)
    if args.json:
        emit_json(added_json(registration))
    else:
        emit_lines([f"{registration.number}  #{registration.sequence}  {registration.player.name}"])
    return 0


def _team(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.teams import set_team

    registration = set_team(ctx, args.event, args.player, args.team)
    if args.json:
        emit_json(listed_json(registration))
    elif registration.team:
        emit_lines(
            [f"{registration.number} {registration.player.name} is in team {registration.team}"]
        )
    else:
        emit_lines([f"{registration.number} {registration.player.name} is in no team"])
    return 0


def _import(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.csv_files import read_csv_text
    from opl_tournament.services.files import read_limited
    from opl_tournament.services.player_import import parse_player_csv
    from opl_tournament.services.registration import register_many

    source = str(args.file)
    data = read_limited(args.file)
    entrants = parse_player_csv(data, source)
    encoding = read_csv_text(data, source=source).encoding
    registered = register_many(ctx, args.event, entrants, source=source)
    if args.json:
        emit_json(
            {
                "imported": len(registered),
                "encoding": encoding,
                "players": [added_json(r) for r in registered],
            }
        )
    else:
        emit_lines([f"imported {len(registered)} players from {source} (read as {encoding})"])
    return 0


def _drop(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.registration import drop_player

    registration = drop_player(ctx, args.event, args.player)
    emit_lines([f"{registration.number} {registration.player.name} dropped"])
    return 0


def _reenter(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.registration import reenter_player

    registration = reenter_player(ctx, args.event, args.player)
    emit_lines([f"{registration.number} {registration.player.name} is active again"])
    return 0


def _list(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.registration import list_registrations

    registrations = list_registrations(ctx, args.event)
    if args.json:
        emit_json({"players": [listed_json(r) for r in registrations]})
    else:
        emit_table(
            ["SEQ", "NUMBER", "NAME", "STATUS"],
            [[str(r.sequence), r.number, r.player.name, r.status.value] for r in registrations],
        )
    return 0

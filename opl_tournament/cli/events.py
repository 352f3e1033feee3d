"""`event create`, `event list`, `event show` and `event finish`."""

from __future__ import annotations

import argparse
import secrets
from typing import Any

from opl_tournament.cli.arguments import record_id
from opl_tournament.cli.output import emit_json, emit_lines, emit_table
from opl_tournament.domain.model import (
    Event,
    EventFormat,
    EventSettings,
    Game,
    Official,
    OfficialRole,
    TournamentType,
)
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event, finish_event, get_event, list_events


def event_json(event: Event) -> dict[str, Any]:
    s = event.settings
    return {
        "id": event.id,
        "name": s.name,
        "format": s.format.value,
        "game": s.game.value,
        "type": s.tournament_type.value,
        "rounds": s.swiss_rounds,
        "cut": s.cut_size,
        "seed": s.seed,
        "sanction": s.sanction_number or None,
        "date": s.date or None,
        "place": s.place or None,
        "time_limit": s.time_limit_minutes,
        "status": event.status.value,
        "judges": [o.name for o in event.officials if o.role is OfficialRole.JUDGE],
        "assistant_referees": [
            o.name for o in event.officials if o.role is OfficialRole.ASSISTANT_REFEREE
        ],
    }


def add_parsers(commands: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    event = commands.add_parser("event", help="create and list events")
    sub = event.add_subparsers(dest="action", required=True, metavar="ACTION")

    create = sub.add_parser("create", parents=[common], help="create an event and print its id")
    create.add_argument("name", metavar="NAME")
    create.add_argument("--format", required=True, choices=[f.value for f in EventFormat])
    create.add_argument(
        "--rounds", type=int, help="number of Swiss rounds (default: from the field size)"
    )
    create.add_argument(
        "--cut", type=int, help="top cut after the Swiss rounds (combination format)"
    )
    create.add_argument("--game", default=Game.OVERPOWER.value, choices=[g.value for g in Game])
    create.add_argument(
        "--type",
        dest="tournament_type",
        default="constructed",
        choices=[t.value for t in TournamentType],
    )
    create.add_argument(
        "--seed",
        type=int,
        default=None,
        help="random seed (default: a fresh one, stored with the event)",
    )
    create.add_argument("--sanction", default="", help="the Legion's tournament sanction number")
    create.add_argument("--date", default="", help="the event's date, e.g. 2026-11-22")
    create.add_argument("--place", default="")
    create.add_argument("--time-limit", type=int, default=45, help="minutes per round, 30 to 45")
    create.add_argument("--paper", default="Letter", choices=["A4", "Letter"])
    create.add_argument("--odd-field", default="bye", choices=["bye", "staff"])
    create.add_argument(
        "--judge", action="append", default=[], help="the head judge (name[:legion number])"
    )
    create.add_argument(
        "--assistant", action="append", default=[], help="an assistant referee (repeatable)"
    )
    create.set_defaults(handler=_create)

    listing = sub.add_parser("list", parents=[common], help="list the events in the database")
    listing.set_defaults(handler=_list)

    show = sub.add_parser("show", parents=[common], help="one event's settings and status")
    show.add_argument("event", type=record_id, metavar="EVENT")
    show.set_defaults(handler=_show)

    finish = sub.add_parser(
        "finish", parents=[common], help="close the event once its last round is complete"
    )
    finish.add_argument("event", type=record_id, metavar="EVENT")
    finish.set_defaults(handler=_finish)


def _official(text: str, role: OfficialRole) -> Official:
    name, _, number = text.partition(":")
    return Official(name=name, role=role, legion_number=number.strip() or None)


def _create(ctx: ServiceContext, args: argparse.Namespace) -> int:
    settings = EventSettings(
        name=args.name,
        game=Game(args.game),
        tournament_type=TournamentType(args.tournament_type),
        format=EventFormat(args.format),
        swiss_rounds=args.rounds,
        cut_size=args.cut,
        seed=args.seed if args.seed is not None else secrets.randbelow(2**31),
        sanction_number=args.sanction,
        date=args.date,
        place=args.place,
        time_limit_minutes=args.time_limit,
        paper_size=args.paper,
        odd_field=args.odd_field,
    )
    officials = tuple(_official(j, OfficialRole.JUDGE) for j in args.judge) + tuple(
        _official(a, OfficialRole.ASSISTANT_REFEREE) for a in args.assistant
    )
    event = create_event(ctx, settings, officials)
    if args.json:
        emit_json(event_json(event))
    else:
        emit_lines([f"{event.id}"])
    return 0


def _list(ctx: ServiceContext, args: argparse.Namespace) -> int:
    events = list_events(ctx)
    if args.json:
        emit_json({"events": [event_json(e) for e in events]})
    else:
        emit_table(
            ["ID", "NAME", "FORMAT", "GAME", "STATUS"],
            [
                [str(e.id), e.name, e.settings.format.value, e.settings.game.value, e.status.value]
                for e in events
            ],
        )
    return 0


def _show(ctx: ServiceContext, args: argparse.Namespace) -> int:
    event = get_event(ctx, args.event)
    if args.json:
        emit_json(event_json(event))
    else:
        emit_lines([f"{key}: {value}" for key, value in event_json(event).items()])
    return 0


def _finish(ctx: ServiceContext, args: argparse.Namespace) -> int:
    event = finish_event(ctx, args.event)
    if args.json:
        emit_json(event_json(event))
    else:
        emit_lines([f"event {event.id} '{event.settings.name}' is finished"])
    return 0

"""`player add`, `player import`, `player team`, `player drop`, `player reenter`, `player list`,
`player codes`, `player legion`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from opl_tournament.cli.arguments import Commands
from opl_tournament.cli.output import emit, emit_json, emit_table
from opl_tournament.domain.model import (
    NumberKind,
    PlayerIdentity,
    Registration,
    RegistrationStatus,
)
from opl_tournament.domain.registration import parse_fee

if TYPE_CHECKING:
    from opl_tournament.services.context import ServiceContext


def _numbered(registration: Registration) -> dict[str, Any]:
    """What every answer about a player starts with: number, name and registration sequence."""
    return {
        "number": registration.number,
        "name": registration.player.name,
        "sequence": registration.sequence,
    }


def added_json(registration: Registration) -> dict[str, Any]:
    return {
        **_numbered(registration),
        "temporary": registration.player.kind is NumberKind.TEMPORARY,
    }


def listed_json(registration: Registration) -> dict[str, Any]:
    return {
        **_numbered(registration),
        "status": registration.status.value,
        "kind": registration.player.kind.value,
        "staff": registration.is_staff,
        "fee_paid": registration.fee_paid,
        "entered_round": registration.entered_round,
        **({"team": registration.team} if registration.team else {}),
    }


def add_parsers(commands: Commands) -> None:
    sub = commands.actions("player")

    add = sub.add("add", _add, help="register a player in an event", event=True)
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

    team = sub.add(
        "team", _team, help="put a player in a 2 vs 2 team (no TEAM: leave it)", event=True
    )
    team.add_argument("player", metavar="PLAYER")
    team.add_argument("team", metavar="TEAM", nargs="?")

    imp = sub.add("import", _import, help="register every player of a CSV file", event=True)
    imp.add_argument("file", type=Path, metavar="FILE.csv")

    for action, helptext, handler in (
        ("drop", "drop a player from the event", _drop),
        ("reenter", "let a dropped player back in", _reenter),
    ):
        cmd = sub.add(action, handler, help=helptext, event=True)
        cmd.add_argument("player", metavar="PLAYER")

    sub.add("list", _list, help="list the players of an event", event=True)

    sub.add(
        "drop-absent",
        _drop_absent,
        help="before round 1: drop every player who has not checked in (one action, undoable)",
        event=True,
    )

    legion = sub.add(
        "legion",
        _legion,
        help="give a player with a temporary number their Legion number (their games are then "
        "rated)",
        event=True,
    )
    legion.add_argument("player", metavar="PLAYER", help="the temporary number, e.g. 0003")
    legion.add_argument("legion", metavar="LEGION_NUMBER")

    codes = sub.add(
        "codes", _codes, help="the players' secret codes for the players' page", event=True
    )
    codes.add_argument(
        "--renew", metavar="PLAYER", help="replace this player's code (the old one stops working)"
    )


def _add(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.domain.registration import same_name
    from opl_tournament.services.registration import Entrant, known_member, register_player

    known = known_member(ctx, args.legion) if args.legion else None
    entrant = Entrant(
        identity=PlayerIdentity(name=args.name),
        legion_number=args.legion,
        fee_cents=parse_fee(args.fee, field="--fee"),
        fee_paid=args.paid,
        is_staff=args.staff,
        team=args.team,
    )
    registration = register_player(ctx, args.event, entrant).value
    line = f"{registration.number}  #{registration.sequence}  {registration.player.name}"
    late = [*_late_entry(ctx, args.event, registration), *_namesakes(ctx, args.event, registration)]
    if known is None or same_name(known, registration.player.name):
        emit(args.json, added_json(registration), [line, *late])
        return 0
    # A member known by another name: said, since a mistyped number renames someone else.
    note = (
        f"note: {registration.number} was {known}'s Legion number; the member is now "
        f"{registration.player.name} in every event (undo if the number was mistyped)"
    )
    emit(args.json, {**added_json(registration), "renamed_from": known}, [line, *late, note])
    return 0


def _namesakes(ctx: ServiceContext, event_id: int, registration: Registration) -> list[str]:
    """The event's other players of the same name: a player typed in twice, perhaps (a file's
    import leaves such a line out; one player added at a time is said so)."""
    from opl_tournament.domain.registration import same_name
    from opl_tournament.services.registration import list_registrations

    name = registration.player.name
    others = [
        f"{r.number} {r.player.name}"
        for r in list_registrations(ctx, event_id)
        if r.number != registration.number and same_name(r.player.name, name)
    ]
    if not others:
        return []
    return [
        f"note: the event already has {', '.join(others)} (undo if {registration.number} is "
        "the same player entered again)"
    ]


def _late_entry(ctx: ServiceContext, event_id: int, registration: Registration) -> list[str]:
    """A player entered once rounds were paired: the round they play from, and at a Swiss event
    what the rounds they missed count for (the event's late-entry setting)."""
    entered = registration.entered_round
    if entered <= 1:
        return []
    from opl_tournament.services.events import event_json, get_event
    from opl_tournament.services.pairing_choices import PAIRING_CHANGES, applies

    event = get_event(ctx, event_id)
    said = f"note: {registration.number} plays from round {entered}"
    if not applies(event.settings, PAIRING_CHANGES["late_entry"]):
        return [said]
    missed = entered - 1
    rounds = "the round missed counts" if missed == 1 else f"the {missed} rounds missed count"
    losses = "as a loss" if missed == 1 else "as losses"
    counted = losses if event_json(event)["late_entry"] == "losses" else "for nothing"
    return [f"{said}; {rounds} {counted} (event edit --late-entry)"]


def _team(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.teams import set_team

    registration = set_team(ctx, args.event, args.player, args.team)
    team = f"team {registration.team}" if registration.team else "no team"
    emit(args.json, listed_json(registration), [_said(registration, f"is in {team}")])
    return 0


def _import(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.csv_files import read_csv_text
    from opl_tournament.services.files import read_limited
    from opl_tournament.services.player_import import parse_player_csv, register_many

    source = str(args.file)
    data = read_limited(args.file)
    entrants = parse_player_csv(data, source)
    encoding = read_csv_text(data, source=source).encoding
    done = register_many(ctx, args.event, entrants, source=source).value
    registered, already = done.registered, done.already
    lines = [f"imported {_players(len(registered))} from {source} (read as {encoding})"]
    if already:
        rows = "; ".join(f"line {a.line}: {a.name} ({a.number})" for a in already)
        lines.append(f"already registered, not imported again: {_players(len(already))} ({rows})")
    emit(
        args.json,
        {
            "imported": len(registered),
            "encoding": encoding,
            "players": [added_json(r) for r in registered],
            "already_registered": [
                {"line": a.line, "name": a.name, "number": a.number} for a in already
            ],
        },
        lines,
    )
    return 0


def _players(count: int) -> str:
    return "1 player" if count == 1 else f"{count} players"


def _drop(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.registration import drop_player

    registration = drop_player(ctx, args.event, args.player).value
    lines = [_said(registration, "dropped"), *_game_left(ctx, args.event, registration.number)]
    emit(args.json, listed_json(registration), lines)
    return 0


def _game_left(ctx: ServiceContext, event_id: int, number: str) -> list[str]:
    """The note of the game a player who dropped left unfinished in the round being played:
    its result is still to be entered (the window says so on the round page)."""
    from opl_tournament.services.registration import list_registrations
    from opl_tournament.services.rounds import MatchView, list_rounds

    views = list_rounds(ctx, event_id)
    waiting = [t for t in views[-1].missing if number in t.players] if views else []
    if not waiting or waiting[0].is_bye:
        return []
    table = waiting[0]
    where = f"{table.noun} {table.table} of round {table.round}"
    report = f"report {event_id} {table.round} {table.table}"
    if not isinstance(table, MatchView):
        return [f"note: {where} has no result yet: give every place, {number}'s too, when it ends"]
    opponent = table.b if table.a == number else table.a
    playing = {
        r.number for r in list_registrations(ctx, event_id) if r.status is RegistrationStatus.ACTIVE
    }
    if opponent not in playing:
        return [f"note: {where} has no result yet: both its players left ({report} --double-loss)"]
    return [
        f"note: {where} has no result yet: record {opponent} as the winner "
        f"({report} --winner {opponent})"
    ]


def _reenter(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.registration import reenter_player

    registration = reenter_player(ctx, args.event, args.player).value
    emit(args.json, listed_json(registration), [_said(registration, "is active again")])
    return 0


def _said(registration: Registration, what: str) -> str:
    """A line about the player: number, name and ``what`` became of them."""
    return f"{registration.number} {registration.player.name} {what}"


def _list(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.registration import list_registrations

    registrations = list_registrations(ctx, args.event)
    if args.json:
        emit_json({"players": [listed_json(r) for r in registrations]})
    else:
        emit_table(
            ["seq", "number", "name", "status"],
            [[str(r.sequence), r.number, r.player.name, r.status.value] for r in registrations],
        )
    return 0


def _drop_absent(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.self_service import drop_absent

    numbers = drop_absent(ctx, args.event).value
    emit(args.json, {"dropped": numbers}, [f"dropped {len(numbers)}: {', '.join(numbers)}"])
    return 0


def _legion(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.legion_numbers import give_legion_number

    given = give_legion_number(ctx, args.event, args.player, args.legion).value
    now = given.registration
    lines = [f"{given.temporary} {now.player.name} is now Legion number {now.number}"]
    if given.joined:
        lines.append(f"joined the record kept under {now.number}")
    if given.rated_again:
        lines.append(f"rated again: event {', '.join(str(e) for e in given.rated_again)}")
    emit(
        args.json,
        {
            **added_json(now),
            "was": given.temporary,
            "joined": given.joined,
            "rated_again": list(given.rated_again),
        },
        lines,
    )
    return 0


def _codes(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.domain.player_codes import grouped
    from opl_tournament.services.player_codes import player_codes, renew_code

    if args.renew is not None:
        renewed = renew_code(ctx, args.event, args.renew).value
        emit(
            args.json,
            {"codes": [renewed.to_json()]},
            [f"{renewed.number} {renewed.name}: new code {grouped(renewed.code)}"],
        )
        return 0
    listed = player_codes(ctx, args.event)
    if args.json:
        emit_json({"codes": [c.to_json() for c in listed]})
    else:
        emit_table(
            ["number", "name", "code", "page"],
            [[c.number, c.name, grouped(c.code), c.path] for c in listed],
        )
    return 0

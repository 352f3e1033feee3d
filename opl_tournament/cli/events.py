"""`event create`, `event list`, `event show`, `event edit`, `event settings` and
`event finish`."""

from __future__ import annotations

import argparse
import os
import secrets
from typing import TYPE_CHECKING

from opl_tournament.cli.arguments import Commands, record_from
from opl_tournament.cli.output import emit, emit_json, emit_lines, emit_note, emit_table
from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.event_policies import (
    EventPolicies,
    GrandFinal,
    LateEntry,
    PodFormat,
    PodScoring,
    Seeding,
    TiebreakPreset,
)
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import (
    EventFormat,
    EventSettings,
    Game,
    Official,
    OfficialRole,
    TournamentType,
)
from opl_tournament.domain.rules.settings import value_text
from opl_tournament.domain.self_report import SelfReportMode
from opl_tournament.domain.text import excerpt

if TYPE_CHECKING:
    from opl_tournament.domain.model import Event
    from opl_tournament.services.context import ServiceContext


def add_parsers(commands: Commands) -> None:
    sub = commands.actions("event")

    create = sub.add(
        "create", _create, help="create an event and print its id", creates_database=True
    )
    create.add_argument("name", metavar="NAME")
    create.add_argument("--format", required=True, choices=[f.value for f in EventFormat])
    create.add_argument(
        "--rounds",
        dest="swiss_rounds",
        metavar="ROUNDS",
        type=int,
        help="number of Swiss rounds (default: from the field size)",
    )
    create.add_argument(
        "--cut",
        dest="cut_size",
        metavar="CUT",
        type=int,
        help="top cut after the Swiss rounds (combination format)",
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
    create.add_argument(
        "--sanction",
        dest="sanction_number",
        metavar="SANCTION",
        default="",
        help="the Legion's tournament sanction number",
    )
    create.add_argument("--date", default="", help="the event's date, e.g. 2026-11-22")
    create.add_argument("--place", default="")
    create.add_argument(
        "--time-limit",
        dest="time_limit_minutes",
        metavar="TIME_LIMIT",
        type=int,
        default=None,
        help="minutes per round; a sanctioned event keeps to the game's range (OverPower 30 "
        "to 45, default 45; Vs. System TCG 30 to 90, default 50; Vs. System 2PCG 30 to 120, "
        "default 60), any other event 10 to 180",
    )
    create.add_argument("--paper", dest="paper_size", default="Letter", choices=["A4", "Letter"])
    create.add_argument(
        "--odd-field",
        default="bye",
        choices=["bye", "staff"],
        help="an odd number of players: a bye (the default), or the staff player registered "
        "with 'player add --staff' plays, unrated",
    )
    _language_option(create, "(default: the computer's language)")
    create.add_argument(
        "--pods",
        choices=[f.value for f in PodFormat],
        help="Vs. System: seat players in pods (free-for-all tables of 3-4, 2 vs 2 teams, "
        "boss battles) instead of head to head",
    )
    create.add_argument(
        "--pod-size", type=int, choices=[3, 4], help="preferred free-for-all table size (4)"
    )
    create.add_argument(
        "--pod-scoring",
        choices=[s.value for s in PodScoring],
        help="winner-only (default: the winner scores a win) or placing (points by place)",
    )
    create.add_argument(
        "--pod-points",
        metavar="LIST",
        help="points by place with --pod-scoring placing, best first (default 4,2,1,0)",
    )
    create.add_argument(
        "--judge", action="append", default=[], help="the head judge (name[:legion number])"
    )
    create.add_argument(
        "--assistant", action="append", default=[], help="an assistant referee (repeatable)"
    )

    _self_report_options(create)
    _pairing_options(create)

    sub.add("list", _list, help="list the events in the database")
    sub.add("show", _show, help="one event's settings and status", event=True)

    edit = sub.add(
        "edit", _edit, help="correct an event's details (audited; undo takes it back)", event=True
    )
    edit.add_argument("--name")
    edit.add_argument("--date", help="YYYY-MM-DD")
    edit.add_argument("--place")
    edit.add_argument("--judge", help="the head judge's name (empty: no judge)")
    edit.add_argument(
        "--assistant",
        dest="assistants",
        action="append",
        help="an assistant referee; repeat it for each: those given replace the event's "
        "(empty: none)",
    )
    edit.add_argument("--sanction", help="the sanction number (empty: unsanctioned)")
    edit.add_argument("--paper", type=str.casefold, choices=["a4", "letter"])
    edit.add_argument("--rounds", type=int, help="Swiss rounds (Swiss and Swiss-then-cut only)")
    edit.add_argument("--time-limit", type=int, help="minutes per round (see event create --help)")
    _language_option(edit, "")
    _self_report_options(edit)
    edit.add_argument(
        "--deck-lists",
        choices=["open", "locked"],
        help="locked: players can no longer send a deck list from their phones",
    )
    _pairing_options(edit)

    settings = sub.add(
        "settings",
        _settings,
        help="Vs. System: the choices the rulebooks leave open, with their defaults",
        event=True,
    )
    settings.add_argument(
        "--set", dest="assign", metavar="KEY=VALUE", help="change one setting for this event"
    )
    settings.add_argument("--reset", metavar="KEY", help="put one setting back to its default")

    sub.add("finish", _finish, help="close the event once its last round is complete", event=True)


def _language_option(parser: argparse.ArgumentParser, default: str) -> None:
    # Not argparse's choices: a wrong language is bad input (exit 1), named in one line.
    codes = ",".join(language.value for language in Language)
    parser.add_argument(
        "--language",
        metavar=f"{{{codes}}}",
        help=f"the language the event's forms are printed in {default}".strip(),
    )


def _self_report_options(parser: argparse.ArgumentParser) -> None:
    modes = [m.value for m in SelfReportMode]
    parser.add_argument(
        "--self-report",
        choices=modes,
        help="players report their own results on the players' page: off (the judge enters "
        "them), confirm (counted once both agree) or judge (agreed results wait for the judge)",
    )
    parser.add_argument(
        "--self-report-cut",
        choices=modes,
        help="the same for the top cut or bracket (default: as --self-report)",
    )
    parser.add_argument(
        "--check-in",
        type=_on_off,
        metavar="on|off",
        help="players check in from their phones before round 1",
    )


def _pairing_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--tier",
        choices=["local", "regional", "national"],
        help="OverPower: the event's tier (no Beyonder on a team at regional and national "
        "events; default local)",
    )
    parser.add_argument(
        "--tiebreaks",
        choices=[t.value for t in TiebreakPreset],
        help="the Swiss standings' tiebreakers after match points: legion (opponents' match-win "
        "%%, then theirs; the default), magic, buchholz (then Sonneborn-Berger, then head to "
        "head: the kit's), median-buchholz, sonneborn-berger or head-to-head",
    )
    parser.add_argument(
        "--grand-final",
        choices=[g.value for g in GrandFinal],
        help="double elimination: reset (a second final if the losers' bracket champion wins "
        "the first; the default) or single (one final)",
    )
    parser.add_argument(
        "--late-entry",
        choices=[e.value for e in LateEntry],
        help="Swiss: the rounds a late entrant missed count as losses (the default) or nothing",
    )
    parser.add_argument(
        "--byes",
        choices=[b.value for b in Seeding],
        help="elimination bracket: players placed at random (the default) or seeded by their "
        "seed and rating, the best seeds getting the byes",
    )


def _on_off(text: str) -> bool:
    words = {"on": True, "off": False}
    if text.casefold() not in words:
        raise argparse.ArgumentTypeError(f"'{text[:20]}' is not on or off")
    return words[text.casefold()]


def _self_report_policy(args: argparse.Namespace) -> dict[str, object] | None:
    """``event create``'s self-report options as the policies store them (None: none given)."""
    given = {
        "swiss": args.self_report,
        "cut": args.self_report_cut,
        "check_in": args.check_in,
    }
    given = {key: value for key, value in given.items() if value is not None}
    return given or None


_SETTINGS_AS_GIVEN = (
    "name",
    "swiss_rounds",
    "cut_size",
    "sanction_number",
    "date",
    "place",
    "paper_size",
    "odd_field",
)
"""The settings ``event create`` takes as its options give them (its options' names)."""


def _official(text: str, role: OfficialRole) -> Official:
    name, _, number = text.partition(":")
    return Official(name=name, role=role, legion_number=number.strip() or None)


def _pod_policies(args: argparse.Namespace) -> EventPolicies:
    given = (args.pod_size, args.pod_scoring, args.pod_points)
    if args.pods is None:
        if any(value is not None for value in given):
            raise InvalidInput("--pod-size, --pod-scoring and --pod-points need --pods")
        return EventPolicies()
    # The stored policies read a missing (None) value as the default.
    return EventPolicies.from_json(
        {
            "pods": args.pods,
            "pod_size": args.pod_size,
            "pod_scoring": args.pod_scoring,
            "pod_points": _pod_points(args.pod_points),
        }
    )


def _pod_points(text: str | None) -> list[int] | None:
    if text is None:
        return None
    points = [p.strip() for p in text.split(",")]
    if not all(p.isdigit() for p in points):
        raise InvalidInput(
            f"--pod-points must be whole numbers separated by commas, not {text!r}",
            field="pod-points",
        )
    return [int(p) for p in points]


def _create(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.domain.rules.registry import rules_for
    from opl_tournament.language.languages import system_language
    from opl_tournament.services.events import create_event, event_json, time_limit_note
    from opl_tournament.services.pairing_choices import (
        check_choices,
        pairing_changes,
        with_pairing,
    )

    game = Game(args.game)
    minutes = args.time_limit_minutes
    language = (
        system_language(os.environ) if args.language is None else Language.named(args.language)
    )
    settings = EventSettings(
        language=language,
        game=game,
        time_limit_minutes=rules_for(game).round_minutes.default if minutes is None else minutes,
        tournament_type=TournamentType(args.tournament_type),
        format=EventFormat(args.format),
        seed=args.seed if args.seed is not None else secrets.randbelow(2**31),
        tier=args.tier or "local",
        policies=with_pairing(
            _pod_policies(args).with_self_report(_self_report_policy(args)), pairing_changes(args)
        ),
        **attributes(args, _SETTINGS_AS_GIVEN),
    )
    check_choices(settings, tier_given=args.tier is not None)
    officials = tuple(_official(j, OfficialRole.JUDGE) for j in args.judge) + tuple(
        _official(a, OfficialRole.ASSISTANT_REFEREE) for a in args.assistant
    )
    event = create_event(ctx, settings, officials)
    emit(args.json, event_json(event), [f"{event.id}"])
    note = time_limit_note(game, settings.time_limit_minutes)
    if note is not None:
        emit_note(str(note))
    return 0


def _list(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.events import event_json, list_events

    events = list_events(ctx)
    if args.json:
        emit_json({"events": [event_json(e) for e in events]})
    else:
        emit_table(
            ["id", "name", "format", "game", "status"],
            [
                [str(e.id), e.name, e.settings.format.value, e.settings.game.value, e.status.value]
                for e in events
            ],
        )
    return 0


def _show(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.events import get_event
    from opl_tournament.services.game_settings import event_table_rules

    event = get_event(ctx, args.event)
    _emit_event(event, [str(rule) for rule in event_table_rules(event)], args.json)
    return 0


def _edit(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.events import (
        EventChanges,
        edit_event,
        event_json,
        export_out_of_date,
        time_limit_note,
    )

    event = edit_event(ctx, args.event, record_from(args, EventChanges)).value
    stale = export_out_of_date(ctx, args.event)
    document = {**event_json(event), "export_out_of_date": stale is not None}
    lines = [f"{key}: {_said(value)}" for key, value in event_json(event).items()]
    long_or_short = (
        time_limit_note(event.settings.game, event.settings.time_limit_minutes)
        if args.time_limit is not None
        else None
    )
    notes = [note for note in (stale, long_or_short) if note is not None]
    emit(args.json, document, [*lines, *(f"note: {note}" for note in notes)])
    return 0


def _emit_event(event: Event, rules: list[str], as_json: bool) -> None:
    """The event's settings and status: its JSON document (every key, then the table rules),
    or the lines of the settings that mean something for it and the table rules."""
    from opl_tournament.services.events import event_json

    document = event_json(event)
    unused = _not_here(event)
    if document.get("pod_points", 0) is None:
        unused.add("pod_points")  # the pods are not scored by places
    lines = [f"{key}: {_said(value)}" for key, value in document.items() if key not in unused]
    if rules:
        lines += ["table rules (what the players are told):", *(f"  - {rule}" for rule in rules)]
    emit(as_json, {**document, "table_rules": rules}, lines)


def _said(value: object) -> str:
    """A setting's value as a judge reads it (and types it): "none" for no value, yes or no, a
    list's items joined by commas (never Python's None, False or ['…'])."""
    return "none" if value is None or value == [] else value_text(value)


def _not_here(event: Event) -> set[str]:
    """The keys of the event's document that mean nothing for it: OverPower's tournament type
    and tier at a Vs. System event, the head-to-head Swiss tiebreakers and late entries at a pod
    event, bracket byes and the grand-final reset outside a bracket."""
    from opl_tournament.services.pairing_choices import PAIRING_CHANGES, applies, has_tiers

    keys = {"tier": "tier", **PAIRING_CHANGES}
    unused = {name for name, key in keys.items() if not applies(event.settings, key)}
    if not has_tiers(event.settings):
        unused.add("type")  # sealed, constructed, locations: OverPower's tournament types
    return unused


def _settings(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.game_settings import (
        change_game_setting,
        event_game_settings,
        parse_setting_value,
    )

    if args.assign is not None and args.reset is not None:
        raise InvalidInput("give --set or --reset, not both")
    if args.assign is not None:
        key, sep, value = args.assign.partition("=")
        if not sep or not key.strip():
            raise InvalidInput(f"{excerpt(args.assign)} is not KEY=VALUE", field="set")
        views = change_game_setting(ctx, args.event, key.strip(), parse_setting_value(value)).value
    elif args.reset is not None:
        views = change_game_setting(ctx, args.event, args.reset.strip(), None).value
    else:
        views = event_game_settings(ctx, args.event)
    if args.json:
        emit_json({"event": args.event, "settings": [v.to_json() for v in views]})
        return 0
    emit_table(
        ["setting", "value", "default", "what it decides"],
        [
            [
                v.key + (" *" if v.changed else ""),
                value_text(v.value),
                value_text(v.default),
                v.description,
            ]
            for v in views
        ],
    )
    emit_lines(["* changed for this event"] if any(v.changed for v in views) else [])
    return 0


def _finish(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.events import event_json, finish_event

    event = finish_event(ctx, args.event).value
    emit(args.json, event_json(event), [f"event {event.id} '{event.settings.name}' is finished"])
    return 0

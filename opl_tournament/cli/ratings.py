"""`ratings apply|preview|undo EVENT`, `ratings list|check|system`, `ratings dq-byes|forfeits
EVENT`, `ratings import FILE` and `export EVENT -o DIR`."""

from __future__ import annotations

import argparse
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from opl_tournament.cli.arguments import Commands
from opl_tournament.cli.output import emit, emit_json, emit_lines, emit_table
from opl_tournament.domain.ratings.systems import SYSTEMS

if TYPE_CHECKING:
    from opl_tournament.domain.ratings.uscf import RatingChange
    from opl_tournament.services.context import ServiceContext
    from opl_tournament.services.ratings import EventRatings


def add_parsers(commands: Commands) -> None:
    sub = commands.actions("ratings")
    for name, handler, text in (
        ("apply", _apply, "rate a finished sanctioned event"),
        ("preview", _preview, "show what rating an event would do, without storing it"),
        ("undo", _undo, "take back an event's ratings (later events are rated again)"),
    ):
        sub.add(name, handler, help=text, event=True)
    sub.add("list", _list, help="every rated player")
    check = sub.add("check", _check, help="rebuild every rating from the history and compare")
    check.add_argument(
        "--since", metavar="DATE", help="replay only the events applied from this date (ISO)"
    )
    system = sub.add("system", _system, help="show or choose the rating list's system")
    system.add_argument("system", nargs="?", choices=SYSTEMS, metavar="uscf|glicko2")
    for command, (helped, said) in _RATING_RULES.items():
        handler = partial(_rating_rule, rule=command.replace("-", "_").upper(), said=said)
        rule = sub.add(command, handler, help=helped, event=True)
        rule.add_argument("choice", choices=("rated", "not-rated"))
    load = sub.add("import", _import, help="the rating service's list (number,name,rating,games)")
    load.add_argument("file", type=Path, metavar="FILE.csv")

    export = commands.add("export", _export, event=True)
    export.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="DIR",
        help="the folder to write it into: new, empty, or a previous export",
    )


def _change_json(change: RatingChange, name: str) -> dict[str, object]:
    return {
        "number": change.number,
        "name": name,
        "before": None if change.before is None else round(change.before),
        "after": round(change.after),
        "games": change.games_in_event,
        "score": change.score,
        "formula": change.formula,
    }


def _show_changes(rated: EventRatings, as_json: bool, heading: str | None = None) -> int:
    """The rating changes of an event: its JSON document, or ``heading`` (what was done) and
    the table of changes."""
    names = rated.names
    if as_json:
        emit_json(
            {
                "changes": [_change_json(ch, names.get(ch.number, "")) for ch in rated.changes],
                "rates_again": [str(event) for event in rated.rates_again],
                "waiting_for_legion_number": rated.waiting,
            }
        )
        return 0
    emit_lines([heading] if heading else [])
    emit_table(
        ["player", "name", "before", "after", "change", "games", "score", "formula"],
        [
            [
                ch.number,
                names.get(ch.number, ""),
                "unrated" if ch.before is None else f"{ch.before:.0f}",
                f"{ch.after:.0f}",
                "" if ch.shown_delta is None else f"{ch.shown_delta:+d}",
                str(ch.games_in_event),
                f"{ch.score:g}",
                ch.formula,
            ]
            for ch in rated.changes
        ],
    )
    if rated.rates_again:
        emit_lines([f"rates again, after it: {', '.join(map(str, rated.rates_again))}"])
    if rated.waiting:
        emit_lines(
            [
                ("1 game waits" if rated.waiting == 1 else f"{rated.waiting} games wait")
                + " for a player's Legion number: rated once 'player legion' gives it"
            ]
        )
    return 0


def _apply(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.ratings import apply_event, event_ratings

    planned = event_ratings(ctx, args.event)  # the later events it rates again, named
    apply_event(ctx, args.event)
    applied = event_ratings(ctx, args.event)
    players = len(applied.changes)
    said = "1 player's rating" if players == 1 else f"{players} players' ratings"
    return _show_changes(
        replace(applied, rates_again=planned.rates_again),
        args.json,
        f"rated event {args.event}: {said} stored ('ratings undo {args.event}' takes them back)",
    )


def _preview(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.ratings import event_ratings

    rated = event_ratings(ctx, args.event)
    return _show_changes(
        rated,
        args.json,
        f"event {args.event} is already rated: these are the changes it made"
        if rated.applied
        else f"a preview: nothing is stored until 'ratings apply {args.event}'",
    )


def _undo(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.ratings import undo_event

    undo_event(ctx, args.event)
    emit(args.json, {"undone": args.event}, [f"took back the ratings of event {args.event}"])
    return 0


def _list(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.ratings import list_ratings

    views = list_ratings(ctx)
    if args.json:
        emit_json([v.to_json() for v in views])
        return 0
    emit_table(
        ["number", "name", "rating", "games", "status"],
        [
            [
                v.number,
                v.name,
                f"{v.rating:.0f}",
                str(v.games),
                "provisional" if v.provisional else "",
            ]
            for v in views
        ],
    )
    return 0


def _check(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.ratings import list_ratings, recompute

    rebuilt = recompute(ctx, since=args.since)
    stored = {v.number: v.rating for v in list_ratings(ctx)}
    nan = float("nan")  # a player missing from either side differs too
    differ = sorted(
        n
        for n in set(stored) | set(rebuilt)
        if not abs(stored.get(n, nan) - rebuilt.get(n, nan)) <= 1e-9
    )
    emit(
        args.json,
        {"players": len(stored), "differ": differ},
        [
            f"{len(stored)} rating{'' if len(stored) == 1 else 's'} rebuilt from the history: "
            + ("all identical" if not differ else f"{len(differ)} differ: {', '.join(differ)}")
        ],
    )
    return 0 if not differ else 1


def _export(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.exchange import export_event, note_export
    from opl_tournament.services.files import output_path

    folder = output_path(args.output, "folder")
    manifest = export_event(ctx, args.event, folder)
    note_export(ctx, args.event, folder)
    if args.json:
        emit_json({"folder": str(folder), "files": manifest})
    else:
        emit_lines([f"wrote {name} ({entry['bytes']:,} bytes)" for name, entry in manifest.items()])
        emit_lines([f"wrote manifest.json into {folder}"])
    return 0


def _system(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.ratings import choose_rating_system, rating_system

    system = (
        rating_system(ctx) if args.system is None else choose_rating_system(ctx, args.system).value
    )
    emit(args.json, {"system": system}, [f"rating system: {system}"])
    return 0


_RATING_RULES = {
    "dq-byes": (
        "whether a bye from an opponent disqualified between rounds is a rated win",
        ("byes from a disqualified opponent", "are rated wins"),
    ),
    "forfeits": (
        "whether a game won or lost by forfeit is rated as played (not rated by default)",
        ("forfeited games", "are rated as played"),
    ),
}
"""The event's rating rules, by command: its help, and what the answer says it concerns and how
it is when rated (its ``RatingRule`` is the command's name)."""


def _rating_rule(
    ctx: ServiceContext, args: argparse.Namespace, *, rule: str, said: tuple[str, str]
) -> int:
    """Set one of the event's rating rules (``rule``: a ``RatingRule``'s name)."""
    from opl_tournament.services.ratings import RatingRule, set_rating_rule

    chosen = RatingRule[rule]
    rated = args.choice == "rated"
    set_rating_rule(ctx, args.event, chosen, rated)
    emit(
        args.json,
        {"event": args.event, chosen.value: rated},
        [f"event {args.event}: {said[0]} {said[1] if rated else 'are not rated'}"],
    )
    return 0


def _import(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.rating_import import import_rating_list

    report = import_rating_list(ctx, args.file).value
    if args.json:
        emit_json(report.to_json())
        return 0
    emit_lines(
        [
            f"{len(report.new)} new, {len(report.changed)} changed, "
            f"{len(report.unchanged)} unchanged, {len(report.conflicts)} "
            + ("conflict" if len(report.conflicts) == 1 else "conflicts")
        ]
    )
    emit_lines([f"conflict: {text}" for text in report.conflicts])
    return 0

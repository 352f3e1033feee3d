"""`penalty add` and `penalty list`: incidents and their consequences."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from opl_tournament.cli.arguments import Commands, round_number, table_number
from opl_tournament.cli.output import emit, emit_json, emit_table
from opl_tournament.domain.errors import DomainError, InvalidInput
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.rules.overpower.penalties import JudgeOverride, PenaltyKind

if TYPE_CHECKING:
    from opl_tournament.services.context import ServiceContext
    from opl_tournament.services.penalties import PenaltyView
    from opl_tournament.services.rounds import TableView

_DETAILS = ("round_number", "table", "infraction", "note", "scope")
"""What ``penalty add`` may say of the incident besides the player and the penalty."""

_DECIDED = (
    ("battle_lost", "whether the battle is lost"),
    ("game_forfeited", "whether the game is forfeited"),
    ("disqualified", "whether the player is disqualified"),
)
"""The consequences a judge's override decides (each left out keeps the rules' answer)."""


def add_parsers(commands: Commands) -> None:
    sub = commands.actions("penalty")
    add = sub.add("add", _add, help="record an incident; its consequences are applied", event=True)
    add.add_argument("player", metavar="PLAYER")
    add.add_argument(
        "kind",
        metavar="KIND",
        help=", ".join(k.value for k in PenaltyKind) + " (dof and dq are short forms)",
    )
    add.add_argument(
        "--round", dest="round_number", type=round_number, metavar="N", help="the game's round"
    )
    add.add_argument("--table", type=table_number, metavar="N", help="the game's table")
    add.add_argument("--infraction", default="", help="what happened, in a few words")
    add.add_argument("--note", default="")
    add.add_argument("--scope", choices=["game", "event"], help="a forfeiture's scope")
    add.add_argument(
        "--override",
        metavar="REASON",
        help="the judge decides the consequence instead of the rules (why, for the log and the "
        "report), with one or more of the three below",
    )
    for name, what in _DECIDED:
        add.add_argument(_flag(name), choices=["yes", "no"], help=f"with --override: {what}")

    sub.add("list", _list, help="the event's penalties", event=True)


def _add(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.correction_effects import correction_effects
    from opl_tournament.services.penalties import issue_penalty

    seated = _table(ctx, args.event, args.round_number, args.table)
    before = seated.result_words() if seated is not None else ""
    view = issue_penalty(
        ctx,
        args.event,
        args.player,
        args.kind,
        **attributes(args, _DETAILS),
        override=_override(args),
    ).value
    # A forfeited game whose result was already recorded is a correction: say what it moved.
    effects = (
        correction_effects(ctx, args.event, view.round, view.table)
        if view.game_forfeited and view.round is not None and view.table is not None
        else None
    )
    emit(
        args.json,
        {**view.to_json(), **({"correction": effects.to_json()} if effects else {})},
        [
            view.explanation,
            *_result_now(ctx, args.event, view, before),
            *(effects.lines() if effects else []),
        ],
    )
    return 0


def _table(
    ctx: ServiceContext, event_id: int, number: int | None, table: int | None
) -> TableView | None:
    """The table (or pod) as it stands; None without one named, or for one that is not there
    (the penalty's own checks then say what is wrong)."""
    from opl_tournament.services.rounds import get_round

    if number is None or table is None:
        return None
    try:
        tables = get_round(ctx, event_id, number).tables
    except DomainError:
        return None
    return next((t for t in tables if t.table == table), None)


def _result_now(ctx: ServiceContext, event_id: int, view: PenaltyView, before: str) -> list[str]:
    """The result a forfeited game now has, recorded by the penalty (so that the judge does not
    report it again), and the one it replaced: "round 1, table 1: 0005 won (recorded by the
    penalty; it was 0002 won)"."""
    table = _table(ctx, event_id, view.round, view.table) if view.game_forfeited else None
    if table is None or not table.reported:
        return []
    now = table.result_words()
    was = f"; it was {before}" if before and before != now else ""
    return [
        f"round {table.round}, {table.noun} {table.table}: {now} (recorded by the penalty{was})"
    ]


def _override(args: argparse.Namespace) -> JudgeOverride | None:
    """The judge's own decision given with ``--override``, or None."""
    answers = {name: getattr(args, name) for name, _what in _DECIDED}
    given = {name: answer == "yes" for name, answer in answers.items() if answer is not None}
    if args.override is None:
        if given:
            flags = ", ".join(map(_flag, given))
            raise InvalidInput(f"{flags}: give the reason for the judge's decision with --override")
        return None
    if not given:
        choices = ", ".join(_flag(name) for name, _what in _DECIDED)
        raise InvalidInput(f"--override: say what the judge decides with {choices}")
    return JudgeOverride(reason=args.override, **given)


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def _list(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.context import require_event
    from opl_tournament.services.penalties import list_penalties
    from opl_tournament.services.round_shapes.base import plays_in_pods

    views = list_penalties(ctx, args.event)
    if args.json:
        emit_json({"penalties": [v.to_json() for v in views]})
        return 0
    with ctx.read() as store:
        table = "pod" if plays_in_pods(require_event(store, args.event)) else "table"
    emit_table(
        ["round", table, "player", "penalty", "consequence"],
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

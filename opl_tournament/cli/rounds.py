"""`pair` (by the engine or by hand), `swap`, `unpair`, `report`, `rounds` and `standings`."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from opl_tournament.cli.arguments import Commands, round_number, table_number
from opl_tournament.cli.output import emit, emit_json, emit_lines, emit_table
from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.domain.result_words import result_without_winner

if TYPE_CHECKING:
    from opl_tournament.domain.pairing.manual import PairingWarning
    from opl_tournament.domain.pod_standings import PodStanding
    from opl_tournament.domain.standings import StandingRow
    from opl_tournament.services.context import ServiceContext
    from opl_tournament.services.rounds import AnyStandings, RoundView, TableView


def add_parsers(commands: Commands) -> None:
    pair = commands.add("pair", _pair, event=True)
    pair.add_argument(
        "--by-hand",
        type=Path,
        metavar="PAIRS.csv",
        help="pair the round as this CSV says (columns a,b; b empty or BYE for a bye)",
    )

    swap = commands.add("swap", _swap, event=True)
    swap.add_argument("first", metavar="PLAYER")
    swap.add_argument("second", metavar="PLAYER")

    commands.add("unpair", _unpair, event=True)

    report = commands.add("report", _report, event=True)
    report.add_argument("round", type=round_number, metavar="ROUND", help="the round's number")
    report.add_argument(
        "table",
        type=table_number,
        metavar="TABLE",
        nargs="?",
        help="the table's number, or the pod's in a pod event (none with --file)",
    )
    outcome = report.add_mutually_exclusive_group()
    outcome.add_argument(
        "--winner",
        metavar="PLAYER",
        help="the winner's player number (or the result line's words: dl, draw, tie…)",
    )
    outcome.add_argument("--double-loss", action="store_true", help="both players lose")
    outcome.add_argument(
        "--draw", action="store_true", help="a drawn game (Vs. System Swiss rounds only)"
    )
    outcome.add_argument(
        "--placing",
        metavar="PLAYER=PLACE,...",
        help="a pod's result: each player's (or team's) place, 1 = won; equal places are shared",
    )
    report.add_argument(
        "--file",
        type=Path,
        metavar="RESULTS.csv",
        help="a CSV file with columns table,winner (a pod event's winner cell may give every "
        "place, 0004=1 0007=2 …; or columns table,placing)",
    )
    report.add_argument(
        "--adjudicate",
        type=Path,
        metavar="STATE.json",
        help="time was called: decide the table from the judge's form (--winner overrides)",
    )
    report.add_argument("--correct", action="store_true", help="replace a result reported earlier")

    rounds = commands.add("rounds", _rounds, event=True)
    rounds.add_argument("--round", type=round_number, metavar="N", help="one round (default: all)")

    table = commands.add("standings", _standings, event=True)
    table.add_argument("--round", type=round_number, metavar="N", help="standings after round N")


def _pair(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.manual_pairing import pair_round_from_file
    from opl_tournament.services.rounds import pair_next_round

    if args.by_hand is not None:
        by_hand = pair_round_from_file(ctx, args.event, args.by_hand)
        return _show_round(by_hand.round, by_hand.warnings, args.json)
    return _show_round(pair_next_round(ctx, args.event).value, None, args.json)


def _swap(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.manual_pairing import swap_players

    swapped = swap_players(ctx, args.event, args.first, args.second).value
    return _show_round(swapped.round, swapped.warnings, args.json)


def _show_round(view: RoundView, warnings: Sequence[PairingWarning] | None, as_json: bool) -> int:
    """The round's tables, and for hand pairings the rules they break (``warnings``)."""
    if as_json:
        data = view.to_json()
        if warnings is not None:
            data["warnings"] = [w.message for w in warnings]
        emit_json(data)
        return 0
    emit_lines([f"Round {view.number}"])
    emit_table(list(view.headings), [t.cells() for t in view.tables])
    emit_lines([f"warning: {w.message}" for w in warnings or ()])
    emit_lines([f"note: {text!s}" for text in (*view.relaxations, *view.notes)])
    return 0


def _unpair(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.rounds import unpair_last_round

    number = unpair_last_round(ctx, args.event).value
    emit(args.json, {"unpaired": number}, [f"took back round {number}"])
    return 0


def _report(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.correction_effects import correction_effects
    from opl_tournament.services.rounds import (
        parse_placings,
        report_result,
        report_results_file,
    )

    given = args.winner or args.double_loss or args.draw or args.placing is not None
    if args.file is not None:
        if args.table is not None or given:
            raise InvalidInput("give either --file or a TABLE with its result, not both")
        if args.correct or args.adjudicate is not None:
            option = "--correct" if args.correct else "--adjudicate"
            raise InvalidInput(
                f"{option} is for one table (ROUND TABLE and its result); a --file only "
                "records tables that have no result yet",
                field=option,
            )
        done = report_results_file(ctx, args.event, args.round, args.file).value
        emit(
            args.json,
            {
                "round": args.round,
                "reported": [t.result_json() for t in done.reported],
                "already_entered": [t.result_json() for t in done.repeated],
            },
            _file_lines(args.round, len(done.reported), done.repeated),
        )
        return 0
    if args.table is None:
        raise InvalidInput("give the TABLE (or --file RESULTS.csv)", field="TABLE")
    if args.adjudicate is not None:
        return _report_adjudicated(ctx, args)
    if not given:
        raise _no_result_given(ctx, args.event)
    no_winner = result_without_winner(args.winner) if args.winner else None  # --winner draw
    table = report_result(
        ctx,
        args.event,
        args.round,
        args.table,
        winner=None if no_winner else args.winner,
        double_loss=args.double_loss or no_winner is ResultCode.DOUBLE_LOSS,
        result=ResultCode.DRAW.value
        if args.draw or no_winner is ResultCode.DRAW
        else ResultCode.WIN.value,
        placings=None if args.placing is None else parse_placings(args.placing),
        correction=args.correct,
    ).value
    effects = (
        correction_effects(ctx, args.event, table.round, table.table) if args.correct else None
    )
    emit(
        args.json,
        {**table.result_json(), **({"correction": effects.to_json()} if effects else {})},
        [
            f"round {table.round}, {table.noun} {table.table}: {table.result_words()}",
            *(effects.lines() if effects else []),
        ],
    )
    return 0


def _no_result_given(ctx: ServiceContext, event_id: int) -> InvalidInput:
    """The refusal of a table named without its result: what the event's tables take."""
    from opl_tournament.domain.rules.registry import rules_for
    from opl_tournament.services.context import require_event
    from opl_tournament.services.round_shapes.base import plays_in_pods

    with ctx.read() as store:
        event = require_event(store, event_id)
    if plays_in_pods(event):
        return InvalidInput(
            "give the pod's result: --winner PLAYER, or every place with --placing "
            "PLAYER=PLACE,...",
            field="placing",
        )
    draw = ", --draw" if rules_for(event.settings.game).draws else ""
    return InvalidInput(f"give --winner PLAYER{draw} or --double-loss", field="winner")


def _file_lines(round_number: int, recorded: int, repeated: Sequence[TableView]) -> list[str]:
    """What a results file did: the results recorded, and the tables (or pods) whose line
    repeated the result they already had (when every line did, nothing changed)."""
    if repeated and not recorded:
        said = (
            f"nothing changed in round {round_number}: every result of the file was already entered"
        )
    else:
        results = "1 result" if recorded == 1 else f"{recorded} results"
        said = f"recorded {results} for round {round_number}"
    if not repeated:
        return [said]
    tables = ", ".join(str(t.table) for t in repeated)
    which = repeated[0].noun if len(repeated) == 1 else f"{repeated[0].noun}s"
    return [said, f"already entered, unchanged: {len(repeated)} ({which} {tables})"]


def _report_adjudicated(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.adjudication import (
        STATE_FILE_LIMIT,
        parse_state_json,
        record_table_adjudication,
    )
    from opl_tournament.services.files import read_limited
    from opl_tournament.services.rounds import parse_placings

    source = str(args.adjudicate)
    state = parse_state_json(read_limited(args.adjudicate, STATE_FILE_LIMIT), source=source)
    table, verdict = record_table_adjudication(
        ctx,
        args.event,
        args.round,
        args.table,
        state,
        judge_winner=args.winner,
        judge_placings=None if args.placing is None else parse_placings(args.placing),
        correction=args.correct,
        source=source,
    ).value
    emit(
        args.json,
        {**table.result_json(), "verdict": verdict.as_json()},
        [
            f"round {table.round}, {table.noun} {table.table}: {table.result_words()} "
            f"({_DECIDED_BY.get(table.decided_by or '', table.decided_by)})",
            str(verdict.explanation),
        ],
    )
    return 0


_DECIDED_BY = {"adjudication": "by the time-call ladder", "judge": "decided by the judge"}
"""How a time-called table's result was decided, as ``report --adjudicate`` says it."""


def _rounds(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.rounds import get_round, list_rounds

    views = (
        [get_round(ctx, args.event, args.round)]
        if args.round is not None
        else list_rounds(ctx, args.event)
    )
    if args.json:
        emit_json(
            {
                "rounds": [
                    {
                        **view.to_json(),
                        "status": view.status.value,
                        "stage": view.stage.value,
                        "results": [t.result_json() for t in view.tables],
                    }
                    for view in views
                ]
            }
        )
        return 0
    if not views:
        emit_lines(["no round has been paired yet"])
    for view in views:
        emit_lines([f"Round {view.number} ({view.stage}, {view.status})"])
        emit_table(list(view.headings), [t.cells() for t in view.tables])
    return 0


def _standings(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.rounds import (
        PodStandingsView,
        round_in_play,
        standings,
        standings_as_posted,
    )

    if args.json:  # the same document as the players' page's API
        from opl_tournament.services.player_view import standings_document

        emit_json(standings_document(ctx, args.event, args.round))
        return 0
    if args.round is None:  # as the window shows them: after the last round played to the end
        view, paired, playing = standings_as_posted(ctx, args.event)
    else:  # the round asked for, with the results in so far if it is still being played
        view = standings(ctx, args.event, args.round)
        paired, still_playing = round_in_play(ctx, args.event)
        playing = still_playing if view.round == paired else 0
    headings, rows = _standing_rows(view)
    noun = "pod" if isinstance(view, PodStandingsView) else "table"
    emit_lines([_standings_heading(view.round, paired, playing, noun)])
    emit_table(headings, rows)
    emit_lines(_cut_placed(ctx, args.event, view))
    return 0


def _cut_placed(ctx: ServiceContext, event_id: int, view: AnyStandings) -> list[str]:
    """Once a Swiss + top cut event's bracket places players, what its ranks and figures are:
    the cut's places first, then the Swiss rounds' points, record and tiebreakers (which the
    cut's matches do not change: its champion may show fewer points than a player it beat)."""
    from opl_tournament.domain.model import EventFormat
    from opl_tournament.services.context import require_event
    from opl_tournament.services.rounds import StandingsView

    if not isinstance(view, StandingsView) or all(r.place is None for r in view.standings.rows):
        return []
    with ctx.read() as store:
        if require_event(store, event_id).settings.format is not EventFormat.COMBINATION:
            return []
    return [
        "note: the top cut's results place its players first; points, record and tiebreakers "
        "are the Swiss rounds'"
    ]


def _standings_heading(after: int, paired: int, playing: int, noun: str) -> str:
    """What the standings are after, and what is still being played (the window's heading):
    ``noun`` is what a table is called ("table", or "pod" in a pod event)."""
    tables = f"1 {noun}" if playing == 1 else f"{playing} {noun}s"
    if not paired:
        return "Standings: no round has been paired yet"
    if not playing:
        return f"Standings after round {after}"
    if after == paired:
        return f"Standings in round {after} so far: {tables} still playing"
    before = "before the first round" if after == 0 else f"after round {after}"
    return f"Standings {before} (round {paired}: {tables} still playing)"


def _standing_rows(view: AnyStandings) -> tuple[list[str], list[list[str]]]:
    """The standings table's headings and rows: W-L-Bye and tiebreakers head to head, W-T-L and
    placing figures in pods; after the last Swiss round of a Swiss + top cut event, a last
    column marks the players the cut takes ("top 8"), as the window and the printed standings
    do."""
    from opl_tournament.domain.standings import percent, record_heading, tiebreak_text
    from opl_tournament.services.rounds import PodStandingsView

    if isinstance(view, PodStandingsView):
        return ["rank", "number", "name", "points", "W-T-L", "byes", "opp pts %", "avg place"], [
            [
                _marked(str(row.rank), row),
                row.number,
                row.name,
                str(row.points),
                f"{row.wins}-{row.ties}-{row.losses}",
                str(row.byes),
                "" if row.opp_points_pct is None else percent(row.opp_points_pct),
                "" if row.average_place is None else f"{row.average_place:.2f}",
            ]
            for row in view.rows
        ]
    order, draws, cut = view.standings.order, view.standings.with_draws, view.cut
    headings = ["rank", "number", "name", "points", record_heading(draws), *order]
    return [*headings, *(["top cut"] if cut else [])], [
        [
            _rank_label(row),
            row.number,
            row.name,
            str(row.points),
            row.record(with_draws=draws),
            *(tiebreak_text(name, row.tiebreakers.get(name)) for name in order),
            *([f"top {len(cut)}" if row.number in cut else ""] if cut else []),
        ]
        for row in view.standings.rows
    ]


def _rank_label(row: StandingRow) -> str:
    return _marked(row.place or str(row.rank), row)


def _marked(label: str, row: StandingRow | PodStanding) -> str:
    """A rank with what took the player out: a disqualification or a drop."""
    if row.disqualified:
        return f"{label} (DQ)"
    return f"{label} (dropped)" if row.dropped else label

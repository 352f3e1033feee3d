"""Rounds, whatever the shape of their tables: pair the next round, take it back, report one
table's result or a file of them, correct one, list the rounds, the standings and the bracket.

Each function asks the event's table shape once (``round_shapes.shape_of``): head to head or in
pods. The steps every shape shares (the refusals, storing a round with its audit row, the round
snapshots, closing a round once every table has a result) are here, once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal, Unpack

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import Event, EventStatus, Registration
from opl_tournament.domain.pairing.bracket import BracketView
from opl_tournament.domain.pairing.records import RoundStatus
from opl_tournament.domain.sentences import N_, N_plural, joined
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext, Subject, refuse_finished, require_event
from opl_tournament.services.csv_files import at_line
from opl_tournament.services.files import read_limited
from opl_tournament.services.round_shapes import shape_of
from opl_tournament.services.round_shapes.base import (
    History,
    OpenRound,
    Repeated,
    Reported,
    ResultFields,
    ResultSheet,
    SeatedRound,
    TableShape,
    find_round,
    no_round,
    parse_results_rows,
    require_round,
    results_missing,
    table_list,
    who_did,
)
from opl_tournament.services.round_shapes.head_to_head import HEAD_TO_HEAD
from opl_tournament.services.round_shapes.views import (
    AnyStandings,
    MatchView,
    PodStandingsView,
    PodView,
    RoundView,
    SeatView,
    ShownResult,
    StandingsView,
    TableView,
)
from opl_tournament.storage import Store
from opl_tournament.storage.round_store import StoredRound

__all__ = [
    "AnyStandings",
    "FileResults",
    "MatchView",
    "PodStandingsView",
    "PodView",
    "RoundView",
    "SeatView",
    "ShownResult",
    "StandingsView",
    "TableView",
    "bracket",
    "find_round",
    "get_round",
    "list_rounds",
    "pair_next_round",
    "parse_placings",
    "report_in",
    "report_result",
    "report_results_file",
    "report_table",
    "round_ended",
    "standings",
    "unpair_last_round",
]

RESULTS_FILE_LIMIT = 5 * 1024 * 1024
ROUNDS_FIXED = "swiss_rounds_fixed"
"""The audit key of the number of Swiss rounds a round-1 pairing fixed from the field."""
LATE_ENTRIES = "late_entries_joined"
"""The audit key of the late entries a round's take-back let into that round."""


def _round_snapshot(
    ctx: ServiceContext, event_id: int, number: int, moment: Literal["start", "end"]
) -> None:
    """The snapshot at the start or end of a round (``services.backups``, loaded when a round
    starts or ends: reading standings never does)."""
    from opl_tournament.services.backups import round_snapshot as take

    take(ctx, event_id, number, moment)


def parse_placings(text: str) -> dict[str, int]:
    """``0003=1,0007=2,0001=3`` (or spaces between) as {player or team: place}."""
    from opl_tournament.services.round_shapes.pods import parse_placings as parse

    return parse(text)


_SEATING_ACTIONS = frozenset(
    {
        AuditAction.ROUND_PAIR,
        AuditAction.POD_PAIR,
        AuditAction.ROUND_UNPAIR,
        AuditAction.POD_UNPAIR,
        AuditAction.ROUND_SWAP,
    }
)


def open_rounds(store: Store, event_id: int) -> tuple[TableShape, History]:
    """The event's table shape and its history as that shape reads it."""
    event = require_event(store, event_id)
    shape = shape_of(event)
    return shape, shape.load(store, event)


def list_rounds(ctx: ServiceContext, event_id: int) -> list[RoundView]:
    with ctx.read() as store:
        shape, history = open_rounds(store, event_id)
        return shape.round_views(history)


def get_round(ctx: ServiceContext, event_id: int, round_number: int) -> RoundView:
    return find_round(list_rounds(ctx, event_id), round_number)


def pair_next_round(
    ctx: ServiceContext, event_id: int, *, expected: int | None = None
) -> Changed[RoundView]:
    """Pair (or seat in pods) the next round from the whole history; refused while the current
    round is open.

    ``expected`` is the round the judge asked for (the window's "Pair round N"): when another
    station has paired it meanwhile, this one is refused, saying who did.
    """
    with ctx.write() as store:
        shape, history = open_rounds(store, event_id)
        refuse_already_paired(store, event_id, expected)
        number = refuse_while_open(history.event, shape.round_views(history))
        changes = store_round(store, ctx, history.event, shape.seat(history, number))
        view = shape.stored_round_view(store, history.event, number)
    _round_snapshot(ctx, event_id, number, "start")
    return Changed(view, changes)


def refuse_already_paired(store: Store, event_id: int, expected: int | None) -> None:
    """Refuse pairing round ``expected`` when it exists already (another station paired it)."""
    if expected is None or store.rounds.round_header(event_id, expected) is None:
        return
    actions = frozenset({AuditAction.ROUND_PAIR, AuditAction.POD_PAIR})
    by = who_did(store, event_id, "round", expected, actions)
    raise RefusedAction(
        N_("round {round} is already paired", round=expected)
        if by is None
        else N_("round {round} is already paired {by}", round=expected, by=by)
    )


def refuse_while_open(event: Event, views: Sequence[RoundView]) -> int:
    """The number of the next round; refused while the current one still lacks results."""
    if event.status is EventStatus.FINISHED:
        raise RefusedAction(N_("event {event} is finished", event=event.id))
    if views and views[-1].missing:
        last = views[-1]
        raise results_missing(last.number, [t.table for t in last.missing], in_pods=last.in_pods)
    return len(views) + 1


def refuse_once_rated(store: Store, event_id: int, *, pairing: bool = False) -> None:
    """A rated event keeps the results and rounds it was rated with: a new result or round is
    refused until its ratings are taken back (the rating list would no longer match it)."""
    if not store.ratings.is_rated(event_id):
        return
    raise RefusedAction(
        N_(
            "event {event} is rated: take its ratings back ('ratings undo {event}') before "
            "pairing another round",
            event=event_id,
        )
        if pairing
        else N_(
            "event {event} is rated: take its ratings back ('ratings undo {event}') before "
            "changing a result, then apply them again",
            event=event_id,
        )
    )


def store_round(store: Store, ctx: ServiceContext, event: Event, seated: SeatedRound) -> Changes:
    """Store a new round (any shape, the engine's or the judge's) with its audit row, in the
    caller's transaction; what it changed: the round, and the event's own record when round 1
    starts it (its status, the Swiss rounds the field fixes)."""
    refuse_once_rated(store, event.id, pairing=True)
    round_id = store.rounds.add_round(
        event.id,
        seated.number,
        seated.stage.value,
        seated.matches,
        relaxations=seated.relaxations,
        notes=seated.notes,
    )
    if seated.pods:
        store.pods.add_pods(event.id, round_id, seated.number, seated.pods)
    if seated.complete:
        store.rounds.set_round_status(round_id, RoundStatus.COMPLETE.value)
    after = seated.after
    fixes_rounds = seated.swiss_rounds is not None and event.settings.swiss_rounds is None
    if fixes_rounds:
        store.update_event_settings(
            event.id, replace(event.settings, swiss_rounds=seated.swiss_rounds)
        )
        # Kept so that taking this pairing back leaves the number to the field paired next.
        after = {**after, ROUNDS_FIXED: seated.swiss_rounds}
    starts = event.status is EventStatus.REGISTRATION
    if starts:
        store.set_event_status(event.id, EventStatus.RUNNING)
    ctx.audit(
        store,
        seated.action,
        Subject(event.id, "round", seated.number),
        seated.summary,
        after=after,
    )
    return Changes(event.id, event=fixes_rounds or starts, rounds=frozenset({seated.number}))


def release_fixed_rounds(store: Store, event: Event, fixed: object) -> bool:
    """Round 1's pairing is taken back: the number of Swiss rounds it fixed from the field
    (``fixed``, from its audit row) is unset again, so the field paired next decides it.
    A number the judge set is kept. True when it was unset."""
    if fixed is None or event.settings.swiss_rounds != fixed:
        return False
    store.update_event_settings(event.id, replace(event.settings, swiss_rounds=None))
    return True


def _late_entries_join(
    store: Store, registrations: Sequence[Registration], number: int
) -> list[str]:
    """Players registered while round ``number`` was paired were due to join the round after
    it; once its pairing is taken back they join round ``number`` itself (a judge takes a
    round back to seat a late arrival). Their numbers."""
    late = [r for r in registrations if r.entered_round == number + 1]
    for registration in late:
        store.update_registration(registration.id, entered_round=number)
    return [r.number for r in late]


def restore_taken_back(store: Store, event_id: int, before: dict[str, Any]) -> None:
    """The taking back of a round (its audit row's ``before``) is undone: the late entries it
    let into that round are due again in the round after it, and the number of Swiss rounds
    it unset is fixed again."""
    number = int(before["round"])
    for player in before.get(LATE_ENTRIES, ()):
        registration = store.find_registration(event_id, str(player))
        if registration is not None and registration.entered_round == number:
            store.update_registration(registration.id, entered_round=number + 1)
    fixed = before.get(ROUNDS_FIXED)
    event = require_event(store, event_id)
    if fixed is not None and event.settings.swiss_rounds is None:
        store.update_event_settings(event_id, replace(event.settings, swiss_rounds=int(fixed)))


def _rounds_fixed_by_round_one(store: Store, event_id: int) -> object:
    """The number of Swiss rounds the pairing of round 1 fixed (None if it fixed none)."""
    actions = {AuditAction.ROUND_PAIR, AuditAction.POD_PAIR}
    for entry in reversed(store.audit_entries(event_id)):
        round_one = (entry.entity, entry.entity_id) == ("round", 1)
        if round_one and entry.action in actions and not entry.undone:
            return (entry.after or {}).get(ROUNDS_FIXED)
    return None


def report_in(
    store: Store,
    ctx: ServiceContext,
    event_id: int,
    round_number: int,
    table: int,
    *,
    audited: bool = True,
    **given: Unpack[ResultFields],
) -> bool:
    """Record a table's result inside a transaction the caller holds (also used by penalties).

    Returns True when this result was the last one the round was waiting for. ``audited=False``
    is for a caller whose own audit row records the change (and takes it back on undo).
    """
    event = require_event(store, event_id)
    shape = shape_of(event)
    return report_table(store, ctx, event, shape, round_number, table, given, audited=audited)[1]


def close_round(store: Store, stored_round: StoredRound, unreported: int) -> bool:
    """Mark the round complete once no table lacks a result; True when this change did."""
    complete = unreported == 0
    was_complete = stored_round.status == RoundStatus.COMPLETE
    if complete != was_complete:
        status = RoundStatus.COMPLETE if complete else RoundStatus.PAIRED
        store.rounds.set_round_status(stored_round.id, status.value)
    return complete and not was_complete


def report_result(
    ctx: ServiceContext,
    event_id: int,
    round_number: int,
    table: int,
    **given: Unpack[ResultFields],
) -> Changed[TableView]:
    """Record a table's result (``given``: a winner, a double loss or a draw as ``result``, or in
    a pod each player's place); with ``correction``, replace the one recorded (only if it is
    still ``replacing``, when given: what the judge's station showed). Returns the table; once
    its round is complete, the round changed too (the standings moved)."""
    with ctx.write() as store:
        event = require_event(store, event_id)
        shape = shape_of(event)
        changed, completed = report_table(store, ctx, event, shape, round_number, table, given)
    if completed:
        round_ended(ctx, event_id, round_number)
    return changed


def report_table(
    store: Store,
    ctx: ServiceContext,
    event: Event,
    shape: TableShape,
    round_number: int,
    table: int,
    given: ResultFields,
    *,
    audited: bool = True,
) -> tuple[Changed[TableView], bool]:
    """``report_result`` inside the caller's transaction: the table read back with what
    changed, and whether this result completed the round (then the caller, once committed,
    calls ``round_ended``)."""
    refuse_finished(event, N_("its results"))
    refuse_once_rated(store, event.id)
    stored_round = require_round(store, event.id, round_number)
    sheet = shape.sheet(OpenRound(store, ctx, event, stored_round), whole=False)
    sheet.write([sheet.check(table, Reported(**given))], audited=audited)
    unreported = sheet.unreported()
    completed = close_round(store, stored_round, unreported)
    view = shape.table_view(store, event, round_number, table)
    rounds = [round_number] if unreported == 0 else []
    changes = Changes.of_result(event.id, [(round_number, table)], completed=rounds)
    return Changed(view, changes), completed


def round_ended(ctx: ServiceContext, event_id: int, round_number: int) -> None:
    """After the commit that completed round ``round_number``: its end snapshot."""
    _round_snapshot(ctx, event_id, round_number, "end")


def parse_results_csv(
    data: bytes, *, source: str, shape: TableShape = HEAD_TO_HEAD
) -> list[tuple[int, int, Reported]]:
    """A results file's rows as (line, table, result), for an event of ``shape``."""
    return parse_results_rows(data, source=source, shape=shape)


@dataclass(frozen=True)
class FileResults:
    """What a results file did: the tables it gave a result (``reported``), and those whose
    line repeated the result they already had (``repeated``: nothing written)."""

    reported: list[TableView]
    repeated: list[TableView]


def report_results_file(
    ctx: ServiceContext, event_id: int, round_number: int, path: Path
) -> Changed[FileResults]:
    """Every new result of the file, or none of them: a refusal names the line. A line giving a
    table the result it already has is a repeat (a judge importing the sheet again after adding
    lines), said and skipped; a different result is refused. One judge action: one audit row
    for the whole file, which one undo takes back (none when every line was a repeat).

    The round's tables are read once, the results written together and the round's unreported
    tables counted once, so the time grows with the file, not with its square.
    """
    source = str(path)
    data = read_limited(path, RESULTS_FILE_LIMIT)
    with ctx.read() as store:
        shape = shape_of(require_event(store, event_id))
    results = parse_results_csv(data, source=source, shape=shape)
    completed = False
    with ctx.write() as store:
        event = require_event(store, event_id)
        refuse_finished(event, N_("its results"))
        refuse_once_rated(store, event_id)
        shape = shape_of(event)
        checked: list[object] = []
        repeated: set[int] = set()
        # The round is the command's, not the file's: its refusal names no line of the file.
        stored_round = require_round(store, event_id, round_number)
        sheet: ResultSheet | None = None
        for line, table, reported in results:
            with at_line(source, line):
                if sheet is None:  # read once, at the first line (its errors name that line)
                    sheet = shape.sheet(OpenRound(store, ctx, event, stored_round), whole=True)
                one = sheet.check(table, reported, repeat=True)
            if isinstance(one, Repeated):
                repeated.add(one.table)
            else:
                checked.append(one)
        if sheet is not None and checked:
            sheet.write(checked, audited=False)
            sheet.audit_file(checked, path.name)
            completed = close_round(store, stored_round, sheet.unreported())
            view = shape.stored_round_view(store, event, round_number)
        else:  # no new result in the file: the round as it is
            view = find_round(shape.round_views(shape.load(store, event)), round_number)
    if completed:
        _round_snapshot(ctx, event_id, round_number, "end")
    new = {table for _line, table, _result in results} - repeated
    done = FileResults(
        reported=[t for t in view.tables if t.table in new],
        repeated=[t for t in view.tables if t.table in repeated],
    )
    written = [(round_number, table) for table in sorted(new)]
    rounds = [round_number] if completed else []
    return Changed(done, Changes.of_result(event_id, written, completed=rounds))


def refuse_other_round(
    store: Store, event_id: int, latest: RoundView | None, expected: RoundView | None
) -> None:
    """A station acting on the round it shows: refused when the latest round is no longer that
    one (another station paired, took back or re-paired a round, or swapped players meanwhile)."""
    if expected is None:
        return
    if latest is not None and _seating(latest) == _seating(expected):
        return
    number = expected.number if latest is None else latest.number
    by = who_did(store, event_id, "round", number, _SEATING_ACTIONS)
    now = (
        N_("no round is paired")
        if latest is None
        else N_("round {round} is not as shown", round=latest.number)
    )
    raise RefusedAction(
        N_(
            "{now}: it was changed meanwhile {by}; the page shows it now — look again and do it "
            "once more",
            now=now,
            by=N_("at another station") if by is None else by,
        )
    )


def _seating(view: RoundView) -> tuple[int, list[tuple[int, tuple[str, ...]]]]:
    return view.number, [(t.table, t.players) for t in view.tables]


def unpair_last_round(
    ctx: ServiceContext, event_id: int, *, expected: RoundView | None = None
) -> Changed[int]:
    """Take back the latest pairing (or seating), while none of its tables has a result.

    ``expected``: the round as the judge's station shows it (refused if it is not the latest).
    """
    with ctx.write() as store:
        shape, history = open_rounds(store, event_id)
        refuse_finished(history.event, N_("its rounds"))
        views = shape.round_views(history)
        refuse_other_round(store, event_id, views[-1] if views else None, expected)
        if not views:
            raise RefusedAction(N_("no round has been paired yet"))
        last, shown = history.rounds[-1], views[-1]
        # First what to undo (a penalty may have decided a game: undoing it, not correcting
        # the game, is what takes it back), then the results to correct.
        _refuse_penalties_in_games(store, event_id, last.number, in_pods=shown.in_pods)
        reported = [t.table for t in shown.tables if not t.is_bye and t.reported]
        if reported:
            raise RefusedAction(
                N_plural(
                    "round {round} already has a result at pod {tables}; correct it instead",
                    "round {round} already has results at pods {tables}; correct those instead",
                    len(reported[:12]),
                    round=last.number,
                    tables=", ".join(str(t) for t in reported[:12]),
                )
                if shown.in_pods
                else N_plural(
                    "round {round} already has a result at table {tables}; correct it instead",
                    "round {round} already has results at tables {tables}; correct those instead",
                    len(reported[:12]),
                    round=last.number,
                    tables=", ".join(str(t) for t in reported[:12]),
                )
            )
        _refuse_waiting_reports(store, event_id, last.number, in_pods=shown.in_pods)
        store.rounds.delete_round(last.id)
        before = shape.unpair_record(history, last)
        if late := _late_entries_join(store, history.registrations, last.number):
            before = {**before, LATE_ENTRIES: late}
        if len(views) == 1:
            store.set_event_status(event_id, EventStatus.REGISTRATION)
            fixed = _rounds_fixed_by_round_one(store, event_id)
            if release_fixed_rounds(store, history.event, fixed):
                before = {**before, ROUNDS_FIXED: fixed}
        ctx.audit(
            store,
            shape.unpair_action,
            Subject(event_id, "round", last.number),
            shape.unpaired(last.number),
            before=before,
        )
        return Changed(last.number, Changes(event_id, rounds=frozenset({last.number})))


def _refuse_penalties_in_games(store: Store, event_id: int, number: int, *, in_pods: bool) -> None:
    """A round whose games hold a penalty is not taken back: the penalty would name a game that
    no longer exists (or, once the round is paired again, another game at the same table). The
    judge undoes it first, told which (a penalty given between games, which names no table,
    stays with the round's number, as it was given then)."""
    from opl_tournament.services.penalties import penalties_in_games_of

    penalties = penalties_in_games_of(store, event_id, number, in_pods=in_pods)
    if penalties:
        raise RefusedAction(
            N_plural(
                "round {round} has a penalty given in one of its games ({penalties}): undo it "
                "first (Edit ▸ Undo, the Log page, or 'undo {event}'), then take the round back",
                "round {round} has penalties given in its games ({penalties}): undo them first "
                "(Edit ▸ Undo, the Log page, or 'undo {event}'), then take the round back",
                len(penalties),
                round=number,
                penalties=joined(penalties, "comma"),
                event=event_id,
            )
        )


def _refuse_waiting_reports(store: Store, event_id: int, number: int, *, in_pods: bool) -> None:
    """A round with players' own reports waiting is not taken back: they would stay as the
    result of players no longer seated together. The judge accepts or undoes them first."""
    tables = sorted({claim.table for claim in store.self_service.claims(event_id, number)})
    if tables:
        said = {"round": number, "tables": table_list(tables), "event": event_id}
        raise RefusedAction(
            N_plural(
                "round {round} has players' reports waiting at pod {tables}: accept them or "
                "undo them first (Edit ▸ Undo, the Log page, or 'undo {event}'), then take "
                "the round back",
                "round {round} has players' reports waiting at pods {tables}: accept them or "
                "undo them first (Edit ▸ Undo, the Log page, or 'undo {event}'), then take "
                "the round back",
                len(tables),
                **said,
            )
            if in_pods
            else N_plural(
                "round {round} has players' reports waiting at table {tables}: accept them or "
                "undo them first (Edit ▸ Undo, the Log page, or 'undo {event}'), then take "
                "the round back",
                "round {round} has players' reports waiting at tables {tables}: accept them or "
                "undo them first (Edit ▸ Undo, the Log page, or 'undo {event}'), then take "
                "the round back",
                len(tables),
                **said,
            )
        )


def standings(ctx: ServiceContext, event_id: int, through_round: int | None = None) -> AnyStandings:
    """The standings (after ``through_round``, or now): a ``StandingsView`` head to head, a
    ``PodStandingsView`` in pods."""
    with ctx.read() as store:
        shape, history = open_rounds(store, event_id)
    played = len(history.rounds)
    if through_round is not None and not 0 <= through_round <= played:
        raise no_round(through_round, played)
    last = played if through_round is None else through_round
    return shape.standings(history, through_round, last)


def round_in_play(ctx: ServiceContext, event_id: int) -> tuple[int, int]:
    """The last round paired (0: none) and how many of its tables have no result yet: one short
    read, for the standings' headings."""
    with ctx.read() as store:
        event = require_event(store, event_id)
        paired = store.rounds.round_count(event_id)
        header = store.rounds.round_header(event_id, paired) if paired else None
        return paired, 0 if header is None else shape_of(event).unreported(store, header.id)


def standings_as_posted(ctx: ServiceContext, event_id: int) -> tuple[AnyStandings, int, int]:
    """The standings after the last round played to the end, as the window shows them and they
    are posted during a round (never half a round's results); the last round paired (0: none);
    how many of its tables still play (0: it is complete)."""
    paired, playing = round_in_play(ctx, event_id)
    return standings(ctx, event_id, paired - 1 if playing else None), paired, playing


def bracket(ctx: ServiceContext, event_id: int) -> BracketView | None:
    """The elimination bracket as it stands (None before a bracket starts, and in pods)."""
    with ctx.read() as store:
        shape, history = open_rounds(store, event_id)
    return shape.bracket(history)

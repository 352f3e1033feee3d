"""What every table shape offers the rounds service, and the steps all shapes share.

An event seats its rounds in one shape: head to head (two players a table) or in pods. The
shape is chosen once, from the event (``table_kind``); ``services.rounds`` then asks the shape
only for what really differs (seating a round, checking and storing a table's result, reading a
results-file cell, viewing a table).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol, TypedDict

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import Event, Registration
from opl_tournament.domain.numbers import parse_whole_number
from opl_tournament.domain.pairing.bracket import BracketView
from opl_tournament.domain.pairing.records import ResultCode, RoundStage
from opl_tournament.domain.self_report import actor_said
from opl_tournament.domain.sentences import N_, N_plural, Sentence
from opl_tournament.services.audit_log import rows_of
from opl_tournament.services.context import ServiceContext, require_event
from opl_tournament.services.csv_files import csv_lines, header_index
from opl_tournament.services.local_time import local_time
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.round_shapes.views import AnyStandings, RoundView, ShownResult
from opl_tournament.storage import Store
from opl_tournament.storage.round_store import NewMatch, StoredRound

if TYPE_CHECKING:
    from opl_tournament.storage.pod_store import NewPod


class TableKind(StrEnum):
    HEAD_TO_HEAD = "head-to-head"
    PODS = "pods"


def table_kind(event: Event) -> TableKind:
    """How the event seats its tables: the one place that asks."""
    if event.settings.policies.pods is not None:
        return TableKind.PODS
    return TableKind.HEAD_TO_HEAD


def plays_in_pods(event: Event) -> bool:
    """Whether the event seats its players in pods (what the players' page and the projector
    say of a board)."""
    return table_kind(event) is TableKind.PODS


def require_kind(store: Store, event_id: int, kind: TableKind) -> Event:
    """The event, refused when its tables are not of ``kind`` (for what only one shape has)."""
    event = require_event(store, event_id)
    if table_kind(event) is kind:
        return event
    if kind is TableKind.HEAD_TO_HEAD:
        raise RefusedAction(
            N_(
                "event {event} is played in pods; this works only for head-to-head events",
                event=event_id,
            )
        )
    raise RefusedAction(N_("event {event} is played head to head, not in pods", event=event_id))


def results_missing(
    round_number: int, tables: Sequence[int], *, in_pods: bool = False
) -> RefusedAction:
    """The one refusal of what needs a round's every result while ``tables`` (pods when
    ``in_pods``) have none (pairing the next round, finishing the event)."""
    return RefusedAction(
        N_plural(
            "round {round} still has no result at pod {tables}",
            "round {round} still has no result at pods {tables}",
            len(tables),
            round=round_number,
            tables=table_list(tables),
        )
        if in_pods
        else N_plural(
            "round {round} still has no result at table {tables}",
            "round {round} still has no result at tables {tables}",
            len(tables),
            round=round_number,
            tables=table_list(tables),
        )
    )


def no_round(number: int, paired: int) -> InvalidInput:
    """The one refusal of a round number that does not exist."""
    if paired == 0:
        return InvalidInput(
            N_("there is no round {round}: no round has been paired yet", round=number),
            field="ROUND",
        )
    return InvalidInput(
        N_("there is no round {round} (rounds paired: {paired})", round=number, paired=paired),
        field="ROUND",
    )


def require_round(store: Store, event_id: int, number: int) -> StoredRound:
    stored_round = store.rounds.round_header(event_id, number)
    if stored_round is None:
        raise no_round(number, store.rounds.round_count(event_id))
    return stored_round


def find_round(views: Sequence[RoundView], number: int) -> RoundView:
    for view in views:
        if view.number == number:
            return view
    raise no_round(number, len(views))


def who_did(
    store: Store, event_id: int, entity: str, entity_id: int | None, actions: frozenset[str]
) -> Sentence | None:
    """Who wrote a row ("by ACTOR at TIME", perhaps another station), from the audit log."""
    for entry in reversed(store.audit_entries(event_id)):
        if entry.undone or entry.action not in actions:
            continue
        if (entity, entity_id) in rows_of(entry):
            actor = actor_said(entry.actor)
            return N_("by {actor} at {time}", actor=actor, time=local_time(entry.at))
    return None


def already_has_result(
    number: int, table: int, result: object, by: Sentence | None = None, *, in_pods: bool = False
) -> RefusedAction:
    """The refusal of a second result for a table (a pod when ``in_pods``), naming who entered
    the first where known."""
    said = {
        "round": number,
        "table": table,
        "result": result,
        **({"by": by} if by is not None else {}),
    }
    if in_pods:
        return RefusedAction(
            N_(
                "round {round}, pod {table} already has a result ({result}); correct it instead",
                **said,
            )
            if by is None
            else N_(
                "round {round}, pod {table} already has a result ({result}, entered {by}); "
                "correct it instead",
                **said,
            )
        )
    return RefusedAction(
        N_(
            "round {round}, table {table} already has a result ({result}); correct it instead",
            **said,
        )
        if by is None
        else N_(
            "round {round}, table {table} already has a result ({result}, entered {by}); "
            "correct it instead",
            **said,
        )
    )


def differs_from_recorded(
    number: int,
    table: int,
    recorded: object,
    given: object,
    by: Sentence | None,
    *,
    in_pods: bool = False,
) -> RefusedAction:
    """The refusal of a results file's line that gives a table (a pod when ``in_pods``) a result
    other than the one it has (the same result again is a repeat, said and skipped)."""
    said = {
        "round": number,
        "table": table,
        "result": recorded,
        **({"by": by} if by is not None else {}),
    }
    if in_pods:
        return RefusedAction(
            N_(
                "round {round}, pod {table} already has a result ({result}) and the file says "
                "{given}; correct it instead",
                **said,
                given=given,
            )
            if by is None
            else N_(
                "round {round}, pod {table} already has a result ({result}, entered {by}) and "
                "the file says {given}; correct it instead",
                **said,
                given=given,
            )
        )
    return RefusedAction(
        N_(
            "round {round}, table {table} already has a result ({result}) and the file says "
            "{given}; correct it instead",
            **said,
            given=given,
        )
        if by is None
        else N_(
            "round {round}, table {table} already has a result ({result}, entered {by}) and "
            "the file says {given}; correct it instead",
            **said,
            given=given,
        )
    )


@dataclass(frozen=True)
class Repeated:
    """A results file's line giving a table the very result it already has: nothing to write."""

    table: int


def nothing_to_correct(
    number: int, table: int, result: object, *, in_pods: bool = False
) -> RefusedAction:
    """The refusal of a correction that gives the table (or pod) the result it already has."""
    return RefusedAction(
        N_(
            "round {round}, pod {table} already has this result ({result}); nothing to correct",
            round=number,
            table=table,
            result=result,
        )
        if in_pods
        else N_(
            "round {round}, table {table} already has this result ({result}); nothing to correct",
            round=number,
            table=table,
            result=result,
        )
    )


def table_list(tables: Sequence[int]) -> str | Sentence:
    shown = ", ".join(str(t) for t in tables[:12])
    if len(tables) <= 12:
        return shown
    return N_plural(
        "{tables} and {count} more", "{tables} and {count} more", len(tables) - 12, tables=shown
    )


class ResultFields(TypedDict, total=False):
    """A table's result as keyword arguments (see ``Reported``)."""

    winner: str | None
    double_loss: bool
    result: str
    placings: Mapping[str, int] | None
    decided_by: str
    adjudication: dict[str, Any] | None
    correction: bool
    replacing: ShownResult | None


@dataclass(frozen=True)
class Reported:
    """A table's result as the judge gives it: a winner (player, or team in a pod), a double
    loss, a draw (``result``), or each player's place in a pod. A ``correction`` replaces the
    result recorded, only if it is still ``replacing`` when that is given (what the judge's
    station showed)."""

    winner: str | None = None
    double_loss: bool = False
    result: str = ResultCode.WIN.value
    placings: Mapping[str, int] | None = None
    decided_by: str = "report"
    adjudication: dict[str, Any] | None = None
    correction: bool = False
    replacing: ShownResult | None = None


@dataclass(frozen=True)
class SeatedRound:
    """A new round ready to store: its tables (matches or pods) and its audit row."""

    number: int
    stage: RoundStage
    action: AuditAction
    summary: Sentence | str
    after: dict[str, Any]
    relaxations: list[dict[str, Any]]
    notes: tuple[Sentence | str, ...]
    matches: list[NewMatch] = field(default_factory=list)
    pods: list[NewPod] = field(default_factory=list)
    complete: bool = False
    swiss_rounds: int | None = None


@dataclass(frozen=True)
class OpenRound:
    """A round open for results in the caller's transaction."""

    store: Store
    ctx: ServiceContext
    event: Event
    stored: StoredRound


class History(Protocol):
    """An event's rounds as one shape reads them."""

    @property
    def event(self) -> Event: ...

    @property
    def registrations(self) -> list[Registration]: ...

    @property
    def rounds(self) -> list[StoredRound]: ...


class ResultSheet(Protocol):
    """The tables of one round, open for results in one transaction."""

    def check(self, table: int, reported: Reported, *, repeat: bool = False) -> object:
        """The result checked for ``table`` (ready for ``write``), or the refusal. ``repeat``
        (a results file's line): the result the table already has, given again, is a
        ``Repeated`` (not written), where a different one is refused."""
        ...

    def write(self, checked: Sequence[object], *, audited: bool) -> None:
        """Store checked results; ``audited``: with one audit row each."""
        ...

    def audit_file(self, checked: Sequence[object], file: str) -> None:
        """One audit row for the results of a whole file (written unaudited)."""
        ...

    def unreported(self) -> int:
        """How many of the round's tables still lack a result."""
        ...


class TableShape(Protocol):
    kind: TableKind
    unpair_action: AuditAction
    result_columns: tuple[str, ...]
    """The second column a results file may have."""
    print_kinds: tuple[PrintKind, ...]
    """The forms an event of this shape prints (``services/print_kinds.py`` names them)."""
    tables_key: str
    """What a round's tables are called in the JSON documents ("pairings", "pods")."""
    penalty_names_table: bool
    """A penalty may name the game it was given in (head to head: a renege forfeits that game;
    a pod's penalty is settled by the places given with the pod's result)."""

    def load(self, store: Store, event: Event) -> History: ...

    def round_views(self, history: Any) -> list[RoundView]: ...

    def stored_round_view(self, store: Store, event: Event, number: int) -> RoundView: ...

    def seat(self, history: Any, number: int) -> SeatedRound: ...

    def sheet(self, opened: OpenRound, *, whole: bool) -> ResultSheet:
        """The round's tables for results: ``whole`` reads them all at once (a results file)."""
        ...

    def table_view(self, store: Store, event: Event, number: int, table: int) -> Any: ...

    def unreported(self, store: Store, round_id: int) -> int:
        """How many of the round's tables still lack a result."""
        ...

    def parse_cell(self, column: str, text: str) -> Reported: ...

    def unpair_record(self, history: Any, last: StoredRound) -> dict[str, Any]: ...

    def unpaired(self, number: int) -> Sentence:
        """The audit row's words for round ``number``'s tables taken back."""
        ...

    def standings(self, history: Any, through_round: int | None, last: int) -> AnyStandings: ...

    def bracket(self, history: Any) -> BracketView | None: ...


def parse_results_rows(
    data: bytes, *, source: str, shape: TableShape
) -> list[tuple[int, int, Reported]]:
    """A results file's rows ``table,RESULT`` (the two columns in either order, as the header
    names them) as (line, table, result), RESULT being one of the shape's ``result_columns``;
    the cell is read by the shape."""
    columns = shape.result_columns
    expected = " or ".join(f"'table,{c}'" for c in columns)
    numbered = csv_lines(data, source=source)
    rows = [row for _line, row in numbered]
    top = header_index(rows)
    if top is None:
        raise InvalidInput(
            N_("the file is empty; expected a header line {header}", header=expected),
            source=source,
        )
    header = [cell.strip().lower() for cell in rows[top]]
    named = header[:2]  # the two columns, in either order
    column = next((name for name in named if name in columns), "")
    if len(header) < 2 or "table" not in named or not column or any(header[2:]):
        raise InvalidInput(
            N_(
                "the header must be {header}, found {found!r}",
                header=expected,
                found=",".join(rows[top]),
            ),
            source=source,
            line=numbered[top][0],
        )
    table_at = named.index("table")
    results: list[tuple[int, int, Reported]] = []
    seen: dict[int, int] = {}
    for line, row in numbered[top + 1 :]:
        cells = [cell.strip() for cell in row]
        if not any(cells):
            continue
        if len(cells) < 2 or any(cells[2:]):
            raise InvalidInput(
                N_("expected two cells: table and {column}", column=column),
                source=source,
                line=line,
                field=column,
            )
        table_cell, result_cell = cells[table_at], cells[1 - table_at]
        table = parse_whole_number(table_cell, low=1, high=100_000)
        if table is None:
            raise InvalidInput(
                N_("{cell!r} is not a table number", cell=table_cell[:40]),
                source=source,
                line=line,
                field="table",
            )
        if table in seen:
            raise InvalidInput(
                N_(
                    "table {table} appears twice (lines {first} and {second})",
                    table=table,
                    first=seen[table],
                    second=line,
                ),
                source=source,
                line=line,
                field="table",
            )
        seen[table] = line
        if not result_cell:
            raise InvalidInput(
                N_("the {column} is missing", column=column), source=source, line=line, field=column
            )
        try:
            results.append((line, table, shape.parse_cell(column, result_cell)))
        except InvalidInput as error:
            raise InvalidInput(
                error.reason_sentence, source=source, line=line, field=column
            ) from None
    return results

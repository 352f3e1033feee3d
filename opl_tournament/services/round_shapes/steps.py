"""The steps every table shape takes alike: shared by ``head_to_head`` and ``pods`` (the shapes
themselves), where ``base`` says what a shape offers the rounds service."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.model import Event
from opl_tournament.domain.sentences import N_, N_plural, Sentence
from opl_tournament.services.context import Subject
from opl_tournament.services.round_shapes.base import OpenRound, TableShape, find_round
from opl_tournament.services.round_shapes.views import RoundView
from opl_tournament.storage import Store


class ShapeSteps:
    """The steps a table shape may take as every shape does (mixed into each shape)."""

    def stored_round_view(self: TableShape, store: Store, event: Event, number: int) -> RoundView:
        """Round ``number`` read back after a change in this transaction."""
        return find_round(self.round_views(self.load(store, event)), number)


class TableRow(Protocol):
    """A stored table of a round (a match or a pod), as its result's audit row names it."""

    @property
    def id(self) -> int: ...

    @property
    def round(self) -> int: ...

    @property
    def table(self) -> int: ...

    @property
    def adjudication(self) -> dict[str, Any] | None: ...

    def as_record(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class LoggedResult:
    """One table's result as the audit log keeps it: its row as it was, ``after`` as it is now."""

    action: AuditAction
    entity: str
    row: TableRow
    described: Sentence | str
    corrected: bool
    after: dict[str, Any]

    @property
    def before(self) -> dict[str, Any]:
        # the time-call verdict too, which undo puts back with the result
        return {**self.row.as_record(), **_verdict(self.row)}


class RoundSheet:
    """What every shape's result sheet shares: the round open for results in the caller's
    transaction, how many of its tables still lack a result, and a result's audit row."""

    def __init__(self, shape: TableShape, opened: OpenRound) -> None:
        self.shape = shape
        self.store, self.ctx = opened.store, opened.ctx
        self.event, self.stored = opened.event, opened.stored

    def unreported(self) -> int:
        return self.shape.unreported(self.store, self.stored.id)

    def logged(self, checked: object) -> LoggedResult:
        """The audit record of one checked result (each shape says it)."""
        raise NotImplementedError

    def audit_result(self, result: LoggedResult) -> None:
        """The audit row of one table's result (a pod's named so)."""
        row = result.row
        self.ctx.audit(
            self.store,
            result.action,
            Subject(self.event.id, result.entity, row.id),
            _result_summary(result),
            before=result.before,
            after=result.after,
        )

    def audit_file(self, checked: Sequence[object], file: str) -> None:
        """One audit row for a whole results file (one judge action, one undo): every table's
        result as it was and as it is now."""
        results = [self.logged(c) for c in checked]
        number = self.stored.number
        entity = results[0].entity if results else ""
        self.ctx.audit(
            self.store,
            AuditAction.RESULTS_FILE,
            Subject(self.event.id, "round", number),
            N_plural(
                "results of round {round} from {file}: {count} pod",
                "results of round {round} from {file}: {count} pods",
                len(results),
                round=number,
                file=file,
            )
            if entity == "pod"
            else N_plural(
                "results of round {round} from {file}: {count} table",
                "results of round {round} from {file}: {count} tables",
                len(results),
                round=number,
                file=file,
            ),
            before={
                "round": number,
                "entity": entity,
                "tables": [{"id": r.row.id, **r.before} for r in results],
            },
            after={
                "round": number,
                "file": file,
                "entity": entity,
                "tables": [{"id": r.row.id, **r.after} for r in results],
            },
        )


def _verdict(row: TableRow) -> dict[str, Any]:
    return {} if row.adjudication is None else {"adjudication": row.adjudication}


def _result_summary(result: LoggedResult) -> Sentence:
    """The audit log's line of one table's result: reported or corrected, a table or a pod."""
    row = result.row
    said = {"round": row.round, "table": row.table, "result": result.described}
    if result.entity == "pod":
        if result.corrected:
            return N_("corrected round {round} pod {table}: {result}", **said)
        return N_("reported round {round} pod {table}: {result}", **said)
    if result.corrected:
        return N_("corrected round {round} table {table}: {result}", **said)
    return N_("reported round {round} table {table}: {result}", **said)

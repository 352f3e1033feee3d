"""The steps every table shape takes alike: shared by ``head_to_head`` and ``pods`` (the shapes
themselves), where ``base`` says what a shape offers the rounds service."""

from __future__ import annotations

from typing import Any, Protocol

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.model import Event
from opl_tournament.domain.sentences import N_, Sentence
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


class RoundSheet:
    """What every shape's result sheet shares: the round open for results in the caller's
    transaction, how many of its tables still lack a result, and a result's audit row."""

    def __init__(self, shape: TableShape, opened: OpenRound) -> None:
        self.shape = shape
        self.store, self.ctx = opened.store, opened.ctx
        self.event, self.stored = opened.event, opened.stored

    def unreported(self) -> int:
        return self.shape.unreported(self.store, self.stored.id)

    def audit_result(
        self,
        action: AuditAction,
        entity: str,
        row: TableRow,
        described: Sentence | str,
        *,
        corrected: bool,
        after: dict[str, Any],
    ) -> None:
        """The audit row of one table's result: ``row`` as it was, ``after`` as it is now."""
        self.ctx.audit(
            self.store,
            action,
            Subject(self.event.id, entity, row.id),
            N_(
                "corrected round {round} table {table}: {result}",
                round=row.round,
                table=row.table,
                result=described,
            )
            if corrected
            else N_(
                "reported round {round} table {table}: {result}",
                round=row.round,
                table=row.table,
                result=described,
            ),
            # the time-call verdict too, which undo puts back with the result
            before={**row.as_record(), **_verdict(row)},
            after=after,
        )


def _verdict(row: TableRow) -> dict[str, Any]:
    return {} if row.adjudication is None else {"adjudication": row.adjudication}

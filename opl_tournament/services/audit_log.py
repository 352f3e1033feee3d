"""Reading the audit log: who did what, when, with the values before and after."""

from __future__ import annotations

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.model import AuditEntry
from opl_tournament.services.context import ServiceContext, require_event


def event_log(ctx: ServiceContext, event_id: int) -> list[AuditEntry]:
    with ctx.read() as store:
        require_event(store, event_id)
        return store.audit_entries(event_id)


def rows_of(entry: AuditEntry) -> set[tuple[str, object]]:
    """The rows a logged action is about: its own, or every table of a results file."""
    if entry.action == AuditAction.RESULTS_FILE:
        after = entry.after or {}
        entity, tables = after.get("entity"), after.get("tables")
        return {(str(entity), t.get("id")) for t in tables} if isinstance(tables, list) else set()
    return {(entry.entity, entry.entity_id)}


def players_of_file(entry: AuditEntry) -> list[str]:
    """The players at the tables of a results file's row (its words name none of them); none for
    any other row."""
    if entry.action != AuditAction.RESULTS_FILE:
        return []
    tables = (entry.after or {}).get("tables")
    numbers = [
        number
        for table in (tables if isinstance(tables, list) else [])
        for number in (
            table.get("a"),
            table.get("b"),
            *(seat.get("number") for seat in table.get("seats", [])),
        )
    ]
    return [n for n in numbers if isinstance(n, str)]

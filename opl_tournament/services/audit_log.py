"""Reading the audit log: who did what, when, with the values before and after."""

from __future__ import annotations

from opl_tournament.domain.model import AuditEntry
from opl_tournament.services.context import ServiceContext, require_event


def event_log(ctx: ServiceContext, event_id: int) -> list[AuditEntry]:
    with ctx.read() as store:
        require_event(store, event_id)
        return store.audit_entries(event_id)

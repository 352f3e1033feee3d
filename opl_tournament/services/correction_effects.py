"""What a result corrected after later rounds were paired changed (``report --correct``, the
round page): the event's history as it was before the latest correction of that table, set
against the history now (``domain/pairing/correction_effects.py``). Nothing is re-paired."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.model import Event
from opl_tournament.domain.pairing.correction_effects import CorrectionEffects
from opl_tournament.services.context import ServiceContext, require_event
from opl_tournament.services.round_shapes import TableKind
from opl_tournament.services.round_shapes.base import table_kind
from opl_tournament.storage import Store


def _before(
    store: Store, event_id: int, action: AuditAction, entity_id: int | None
) -> dict[str, Any] | None:
    """The table's record before its latest correction still in force (None if none is)."""
    corrections = [
        e
        for e in store.audit_entries(event_id)
        if entity_id is not None
        and e.action == action
        and e.entity_id == entity_id
        and not e.undone
    ]
    return (corrections[-1].before or {}) if corrections else None


def _match_before(store: Store, event_id: int, match_id: int) -> dict[str, Any] | None:
    """The match's result before its latest change still in force that replaced a recorded
    result: a corrected result, or a penalty that forfeited the game after it was reported."""
    found: dict[str, Any] | None = None
    for entry in store.audit_entries(event_id):
        if entry.undone:
            continue
        before = entry.before or {}
        if entry.action == AuditAction.MATCH_CORRECT and entry.entity_id == match_id:
            found = before
        elif entry.action == AuditAction.PENALTY_ISSUE:
            match = before.get("match")
            if isinstance(match, dict) and match.get("id") == match_id and match.get("result"):
                found = match
    return found


def _matches(store: Store, event: Event, number: int, table: int) -> CorrectionEffects | None:
    from opl_tournament.domain.pairing.correction_effects import correction_effects
    from opl_tournament.domain.pairing.records import ResultCode
    from opl_tournament.services.round_shapes.head_to_head import history_of

    history = history_of(store, event)
    stored = [m for r in history.rounds for m in r.matches if (m.round, m.table) == (number, table)]
    was = _match_before(store, event.id, stored[0].id) if stored else None
    if was is None:
        return None
    result, winner = was.get("result"), was.get("winner")
    before = [
        replace(
            m,
            winner=None if winner is None else str(winner),
            result=None if result is None else ResultCode(str(result)),
        )
        if (m.round, m.table) == (number, table)
        else m
        for m in history.matches
    ]
    return correction_effects(history.config, history.entrants, before, history.matches, number)


def _pods(store: Store, event: Event, number: int, table: int) -> CorrectionEffects | None:
    from opl_tournament.domain.pairing.correction_effects import pod_correction_effects
    from opl_tournament.services.round_shapes.pods import history_of

    history = history_of(store, event)
    stored = [p for p in history.pods.get(number, ()) if p.table == table]
    was = _before(store, event.id, AuditAction.POD_CORRECT, stored[0].id if stored else None)
    if was is None:
        return None
    seats = was.get("seats", [])
    placings = {str(s["side"]): int(s["placing"]) for s in seats if s.get("placing") is not None}
    complete = len(placings) == len({str(s["side"]) for s in seats})
    after = history.records()
    before = [
        replace(r, placings=placings if complete else None)
        if (r.round, r.table) == (number, table)
        else r
        for r in after
    ]
    return pod_correction_effects(history.rules, history.entrants(), before, after, number)


_BY_KIND: dict[TableKind, Callable[[Store, Event, int, int], CorrectionEffects | None]] = {
    TableKind.HEAD_TO_HEAD: _matches,
    TableKind.PODS: _pods,
}


def correction_effects(
    ctx: ServiceContext, event_id: int, round_number: int, table: int
) -> CorrectionEffects | None:
    """What the latest correction of this table changed when later rounds had been paired on
    its standings: who moved, and which tables of the current round would be paired or seated
    otherwise. None when no later round was paired, or the table was never corrected."""
    with ctx.read() as store:
        event = require_event(store, event_id)
        return _BY_KIND[table_kind(event)](store, event, round_number, table)

"""`log` (the event's audit log) and `undo` (take back the newest action)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from opl_tournament.cli.arguments import Commands
from opl_tournament.cli.output import emit, emit_json, emit_table
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.model import AuditEntry

if TYPE_CHECKING:
    from opl_tournament.services.context import ServiceContext


def add_parsers(commands: Commands) -> None:
    commands.add("log", _log, event=True)
    commands.add("undo", _undo, event=True)


_ENTRY_JSON = ("id", "at", "actor", "action", "summary", "undone", "before", "after")
"""What ``log`` and ``undo`` show of an audit entry, in this order."""


def _entry_json(entry: AuditEntry) -> dict[str, object]:
    return attributes(entry, _ENTRY_JSON)


def _log(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.audit_log import event_log
    from opl_tournament.services.local_time import local_time

    entries = event_log(ctx, args.event)
    if args.json:
        emit_json({"event": args.event, "log": [_entry_json(e) for e in entries]})
        return 0
    emit_table(
        ["#", "when", "who", "what"],
        [
            [str(e.id), local_time(e.at), e.actor, e.summary + (" (undone)" if e.undone else "")]
            for e in entries
        ],
    )
    return 0


def _undo(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.undo import undo_last

    entry = undo_last(ctx, args.event).value
    emit(args.json, {"undone": _entry_json(entry)}, [f"undid: {entry.summary}"])
    return 0

"""Players' codes on the printed forms: which codes a form prints, and a round's slips with
them (kept apart from ``player_codes`` so a command that only reads loads no printing)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from opl_tournament.domain.model import Event
from opl_tournament.printing import documents as doc
from opl_tournament.storage import Store


def printed_codes(store: Store, event: Event) -> dict[str, str]:
    """The codes the slips and result sheets print, by player number: none when the event's
    players do not act from their phones (a code is a secret: printed only when it is used)."""
    if not event.settings.policies.self_report.serves_players:
        return {}
    return {c.number: c.code for c in store.self_service.codes(event.id) if c.code}


def slips_with_codes(
    data: doc.RoundPairings, codes: Mapping[str, str], address: str
) -> doc.RoundPairings:
    """A round's slips with each seat's code (and the players' page address for the QR codes)."""
    tables = tuple(
        replace(table, seats=tuple(replace(s, code=codes.get(s.number, "")) for s in table.seats))
        for table in data.tables
    )
    return replace(data, tables=tables, page_address=address if codes else "")

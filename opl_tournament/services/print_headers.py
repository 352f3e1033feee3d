"""What every printed document of an event shares: its header block, paper and options."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from opl_tournament.domain.model import Event, OfficialRole
from opl_tournament.printing import documents as doc

FORMAT_LABELS = {
    "swiss": "Swiss",
    "single": "Single elimination",
    "double": "Double elimination",
    "combination": "Swiss + top cut",
}
POD_LABELS = {
    "free-for-all": "Pods, FFA",
    "2v2": "Pods, 2 vs 2",
    "boss": "Pods, boss",
}


@dataclass(frozen=True)
class PrintOptions:
    round_number: int | None = None
    """Pairings, slips, standings: which round (default: the latest)."""
    by_name: bool = False
    """Pairings listed by player name instead of by table."""
    two_up: bool = False
    """Result sheets two to a page."""
    table: int | None = None
    """Adjudication: the table whose recorded time-call decision is printed."""
    copies: int = 1
    """Blank result sheets: how many."""


def paper_of(event: Event) -> doc.Paper:
    return cast(doc.Paper, event.settings.paper_size)


def event_header(event: Event, round_number: int | None = None) -> doc.EventHeader:
    s = event.settings
    judges = [o.name for o in event.officials if o.role is OfficialRole.JUDGE]
    pods = str(s.policies.get("pods") or "")
    return doc.EventHeader(
        event_name=s.name,
        sanction_number=s.sanction_number,
        place=s.place,
        date=s.date,
        judge=", ".join(judges),
        format=POD_LABELS.get(pods) or FORMAT_LABELS.get(s.format.value, s.format.value),
        round=round_number,
        brand="" if s.game.value == "overpower" else "VS. SYSTEM",
    )

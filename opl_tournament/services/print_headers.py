"""What every printed document of an event shares: its header block, paper and options, and
the counts an adjudication record shows for each game."""

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
    page_address: str = ""
    """Pairings: the players' page's address, printed with its QR code (empty: none)."""


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


FIGURE_LABELS: dict[str, tuple[tuple[str, str], ...]] = {
    # What the adjudication record lists as counted at the table, per game (verdict keys).
    "overpower": (
        ("net_missions", "Net completed missions"),
        ("life_points", "Life points remaining"),
        ("cards_remaining", "Cards left to draw"),
    ),
    "vs-tcg": (
        ("endurance", "Endurance"),
        ("deck", "Cards left in deck"),
        ("hand", "Cards in hand"),
        ("ko_pile", "Cards in the KO'd pile"),
        ("conceded", "Conceded"),
    ),
    "vs-2pcg": (
        ("mc_wounds", "Wounds on main characters"),
        ("mc_ko", "Main characters KO'd"),
        ("out", "Every main character gone"),
        ("deck", "Cards left in deck"),
    ),
}


def figure_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "none"
    return str(value)

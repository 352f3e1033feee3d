"""One entry point for every format: pair the next round, and rank the field.

Services call these two functions with the whole event state; the format decides which
engine pairs the round and how the standings are ordered.
"""

from __future__ import annotations

from collections.abc import Sequence

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat
from opl_tournament.domain.pairing.records import Entrant, EventConfig, MatchRecord, RoundPairing
from opl_tournament.domain.pairing.swiss import pair_swiss_round
from opl_tournament.domain.standings import Standings, compute_standings


def pair_next_round(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Sequence[MatchRecord],
    round_number: int,
) -> RoundPairing:
    """Pair ``round_number`` from the full match history (earlier results all known)."""
    if config.format is EventFormat.SWISS:
        return pair_swiss_round(config, entrants, matches, round_number)
    raise RefusedAction(f"Pairing for the {config.format} format is not available yet.")


def event_standings(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Sequence[MatchRecord],
    through_round: int | None = None,
) -> Standings:
    """The event's standings after ``through_round`` (default: every reported round)."""
    return compute_standings(config, entrants, matches, through_round=through_round)

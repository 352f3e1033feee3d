"""Swiss events played in memory, through the pure pairing code, with random winners."""

from __future__ import annotations

import random

from opl_tournament.domain.pairing.records import (
    Entrant,
    EventConfig,
    MatchRecord,
    Pairing,
    ResultCode,
)
from opl_tournament.domain.pairing.swiss import pair_swiss_round


def random_result(number: int, pairing: Pairing, rng: random.Random) -> MatchRecord:
    """Round ``number``'s game at ``pairing`` played: a bye, or won by either player at random."""
    if pairing.b is None:
        return MatchRecord(number, pairing.table, pairing.a, None, pairing.a, ResultCode.BYE)
    winner = rng.choice([pairing.a, pairing.b])
    return MatchRecord(number, pairing.table, pairing.a, pairing.b, winner, ResultCode.WIN)


def random_swiss(config: EventConfig, entrants: list[Entrant], rounds: int) -> list[MatchRecord]:
    """``rounds`` Swiss rounds paired and played, the winners drawn with the event's seed."""
    rng = random.Random(config.seed)
    matches: list[MatchRecord] = []
    for number in range(1, rounds + 1):
        pairings = pair_swiss_round(config, entrants, matches, number).pairings
        matches.extend([random_result(number, p, rng) for p in pairings])
    return matches

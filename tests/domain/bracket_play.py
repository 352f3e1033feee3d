"""An elimination bracket played round by round through the pairing engine, as the services
play it, for the domain's bracket tests: a field of seeds, the favourite winning unless told."""

from __future__ import annotations

from collections.abc import Callable

from opl_tournament.domain.model import EventFormat
from opl_tournament.domain.pairing.next_round import (
    event_standings,
    is_event_complete,
    pair_next_round,
)
from opl_tournament.domain.pairing.records import (
    Entrant,
    EventConfig,
    MatchRecord,
    ResultCode,
    RoundPairing,
    Seeding,
)

Winner = Callable[[str, str, str], str]


def favourite(a: str, b: str, _match: str) -> str:
    """The better seed (lower number) wins."""
    return min(a, b)


def seeded(format: EventFormat, **settings: object) -> EventConfig:
    """An elimination event whose byes go to the top seeds."""
    return EventConfig(format=format, bye_assignment=Seeding.SEEDED, **settings)  # type: ignore[arg-type]


def field(players: int) -> list[Entrant]:
    return [Entrant(f"{i:04d}", seed=i, name=f"Seed {i}") for i in range(1, players + 1)]


class Event:
    """Plays an event round by round through the engine, as the services do."""

    def __init__(self, config: EventConfig, entrants: list[Entrant]) -> None:
        self.config = config
        self.entrants = entrants
        self.matches: list[MatchRecord] = []
        self.rounds: list[RoundPairing] = []

    def pair(self) -> RoundPairing:
        pairing = pair_next_round(self.config, self.entrants, self.matches, len(self.rounds) + 1)
        self.rounds.append(pairing)
        for p in pairing.pairings:
            bye = p.b is None
            self.matches.append(
                MatchRecord(
                    pairing.round,
                    p.table,
                    p.a,
                    p.b,
                    p.a if bye else None,
                    ResultCode.BYE if bye else None,
                    p.match,
                    p.bracket,
                )
            )
        return pairing

    def report(self, winner: Winner) -> None:
        self.matches = [
            m
            if m.reported
            else MatchRecord(
                m.round,
                m.table,
                m.a,
                m.b,
                winner(m.a, m.b or "", m.match_id or ""),
                ResultCode.WIN,
                m.match_id,
                m.bracket,
            )
            for m in self.matches
        ]

    def play_out(self, winner: Winner = favourite) -> None:
        while not is_event_complete(self.config, self.entrants, self.matches):
            self.pair()
            self.report(winner)

    def games(self, round_number: int) -> list[tuple[str | None, str, str | None]]:
        return [(p.match, p.a, p.b) for p in self.rounds[round_number - 1].pairings]

    def places(self) -> list[tuple[str | None, str]]:
        rows = event_standings(self.config, self.entrants, self.matches).rows
        return [(row.place, row.number) for row in rows]

"""Double elimination as a judge runs it when players drop between rounds."""

from __future__ import annotations

from opl_tournament.domain.model import EventFormat, RegistrationStatus
from opl_tournament.domain.pairing.next_round import (
    event_standings,
    is_event_complete,
    pair_next_round,
)
from opl_tournament.domain.pairing.records import Entrant, EventConfig, MatchRecord, ResultCode

DOUBLE = EventConfig(format=EventFormat.DOUBLE, seed=2)


def played(number: int, pairs: list[tuple[str, str | None, str]]) -> list[MatchRecord]:
    """Round ``number`` as paired and reported: (a, b or None for a bye, the match id); the
    first player wins."""
    return [
        MatchRecord(
            number,
            table,
            a,
            b,
            a,
            ResultCode.BYE if b is None else ResultCode.WIN,
            match,
            None,
        )
        for table, (a, b, match) in enumerate(pairs, start=1)
    ]


def test_a_losers_match_of_a_bye_and_a_dropped_player_does_not_stall_the_bracket() -> None:
    # Three players: 0003 loses in the first round and drops. Its losers' match (against a bye
    # slot) has nobody to play, so the winners' final loser goes on to the grand final; the
    # bracket said "no bracket match is ready" for ever.
    field = [Entrant("0001"), Entrant("0002"), Entrant("0003")]
    first = pair_next_round(DOUBLE, field, [], 1)
    games = [p for p in first.pairings if p.b is not None]
    bye = next(p for p in first.pairings if p.b is None)
    winner, loser = sorted((games[0].a, games[0].b))
    matches = played(1, [(winner, loser, games[0].match or ""), (bye.a, None, bye.match or "")])
    field = [e if e.number != loser else Entrant(loser, RegistrationStatus.DROPPED) for e in field]
    final = pair_next_round(DOUBLE, field, matches, 2).pairings[0]
    matches += played(2, [(final.a, final.b, final.match or "")])
    on = pair_next_round(DOUBLE, field, matches, 3).pairings
    assert [(p.a, p.b) for p in on] == [(final.b, None)], "the winners' final loser moves on"
    matches += played(3, [(p.a, p.b, p.match or "") for p in on])
    grand = pair_next_round(DOUBLE, field, matches, 4).pairings
    assert [p.match for p in grand] == ["GF-1"]
    matches += played(4, [(p.a, p.b, p.match or "") for p in grand])
    assert is_event_complete(DOUBLE, field, matches)
    ranks = [row.number for row in event_standings(DOUBLE, field, matches).rows]
    assert ranks[-1] == loser, "the player who dropped is placed last, not second"

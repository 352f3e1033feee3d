"""Which games of an event are rated (kit rules), as each player's view of them.

- Only sanctioned events are rated.
- Games against the staff player are never rated.
- Byes are not games: not rated. A bye from a disqualified opponent earns ranking points in
  the standings; it is rated (as a win against that opponent) only where the two were actually
  paired, since a rating needs an opponent.
- Forfeits are rated only if the event's policy says so (default: not rated, as in US Chess).
- A double loss counts as a loss for both players.
"""

from __future__ import annotations

from collections.abc import Sequence

from opl_tournament.domain.pairing.records import Entrant, MatchRecord, ResultCode
from opl_tournament.domain.ratings.uscf import RatedGame


def rated_games(
    matches: Sequence[MatchRecord],
    entrants: Sequence[Entrant],
    *,
    sanctioned: bool,
    rate_forfeits: bool = False,
) -> list[RatedGame]:
    if not sanctioned:
        return []
    staff = {e.number for e in entrants if e.is_staff}
    games: list[RatedGame] = []
    for m in sorted(matches, key=lambda m: (m.round, m.table)):
        if m.b is None or m.result is None or m.a in staff or m.b in staff:
            continue
        if m.result in (ResultCode.STAFF, ResultCode.BYE):
            continue
        if m.result is ResultCode.FORFEIT and not rate_forfeits:
            continue
        if m.result is ResultCode.DOUBLE_LOSS:
            games += [RatedGame(m.a, m.b, 0.0), RatedGame(m.b, m.a, 0.0)]
            continue
        if m.result is ResultCode.DRAW:
            games += [RatedGame(m.a, m.b, 0.5), RatedGame(m.b, m.a, 0.5)]
            continue
        winner = (m.winner or m.a) if m.result is ResultCode.BYE_DQ else m.winner
        loser = m.b if winner == m.a else m.a
        assert winner is not None
        games += [RatedGame(winner, loser, 1.0), RatedGame(loser, winner, 0.0)]
    return games

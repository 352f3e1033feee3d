"""Which games of an event are rated (kit rules), as each player's view of them.

- Only sanctioned events are rated.
- Games against the staff player are never rated.
- A double loss is not rated: no one won it (both players still take the loss in the standings).
- Byes are not games: not rated. Forfeits are not rated unless the event's policy says so
  (default: not rated, as in US Chess).
- A bye because the opponent was disqualified between rounds is a win with ranking points in the
  standings (kit, floor rules). Whether it is also a rated win against that opponent is the
  event's setting ``rate_dq_byes``, by default not rated (see the rulings reference). In a
  bracket that bye has no second player: ``walkovers`` (``next_round.walkover_opponents``) names
  the disqualified one by match id.

Those are the games as played, which the Global Rating Service receives. The program's own local
rating counts only the games between two Legion members (``between_members``): a player with a
temporary number has no Legion rating yet, so their games wait until they are given their Legion
number, and are rated then (research G-10, G-33).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from opl_tournament.domain.pairing.records import Entrant, MatchRecord, ResultCode
from opl_tournament.domain.ratings.uscf import RatedGame

NEVER_RATED = frozenset({ResultCode.STAFF, ResultCode.BYE, ResultCode.DOUBLE_LOSS})


def rated_games(
    matches: Sequence[MatchRecord],
    entrants: Sequence[Entrant],
    *,
    sanctioned: bool,
    rate_forfeits: bool = False,
    rate_dq_byes: bool = False,
    walkovers: Mapping[str, str] | None = None,
) -> list[RatedGame]:
    if not sanctioned:
        return []
    staff = {e.number for e in entrants if e.is_staff}
    games: list[RatedGame] = []
    for m in sorted(matches, key=lambda m: (m.round, m.table)):
        if m.result is ResultCode.BYE_DQ and m.b is None and rate_dq_byes:
            gone = (walkovers or {}).get(m.match_id or "")
            if gone and gone not in staff and m.a not in staff:
                games += [RatedGame(m.a, gone, 1.0), RatedGame(gone, m.a, 0.0)]
            continue
        if m.b is None or m.result is None or m.a in staff or m.b in staff:
            continue
        if m.result in NEVER_RATED:
            continue
        if m.result is ResultCode.FORFEIT and not rate_forfeits:
            continue
        if m.result is ResultCode.BYE_DQ and not rate_dq_byes:
            continue
        if m.result is ResultCode.DRAW:
            games += [RatedGame(m.a, m.b, 0.5), RatedGame(m.b, m.a, 0.5)]
            continue
        winner = (m.winner or m.a) if m.result is ResultCode.BYE_DQ else m.winner
        loser = m.b if winner == m.a else m.a
        assert winner is not None
        games += [RatedGame(winner, loser, 1.0), RatedGame(loser, winner, 0.0)]
    return games


def between_members(games: Sequence[RatedGame], members: Collection[str]) -> list[RatedGame]:
    """The games the local rating counts: both players hold Legion numbers (``members``)."""
    return [g for g in games if g.player in members and g.opponent in members]


def games_waiting(games: Sequence[RatedGame], members: Collection[str]) -> int:
    """How many games wait for a player's Legion number (each game is two players' views)."""
    return (len(games) - len(between_members(games, members))) // 2

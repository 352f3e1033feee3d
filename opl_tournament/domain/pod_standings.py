"""Standings of a pod event (free-for-all, 2 vs 2, boss battles).

Order: points; then opponents' points percentage (the mean, over every opponent met, of the
points they took out of the most they could have taken in the rounds they played); then wins;
then the average finishing place (lower is better). Players level on all of these share their
place (1, 1, 3: as the Swiss standings do), listed by player number; the number is no merit.

Opponents are the players of the other sides of a pod: everyone else at a free-for-all table,
the other team in 2 vs 2, the boss for a challenger and both challengers for the boss. Byes give
the win's points and no opponent.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from opl_tournament.domain.fields import attributes
from opl_tournament.domain.pairing.pods import (
    PodEntrant,
    PodRecord,
    PodRules,
    SeatOutcome,
    seat_outcome,
    seat_points,
)
from opl_tournament.domain.standings import RankedPlayer, Tally

TIEBREAK_ORDER = ("opp_points_pct", "wins", "average_place")


@dataclass
class _Tally(Tally):
    ties: int = 0
    places: list[int] = field(default_factory=list)


@dataclass(frozen=True, kw_only=True)
class PodStanding(RankedPlayer):
    ties: int
    opp_points_pct: float | None
    average_place: float | None
    disqualified: bool = False

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            **self._json_head(),
            "ties": self.ties,
            "losses": self.losses,
            "byes": self.byes,
            "tiebreakers": {
                "opp_points_pct": _round(self.opp_points_pct),
                "average_place": _round(self.average_place),
            },
            "dropped": self.dropped,
        }
        if self.disqualified:  # as a head-to-head standings line says it
            data["disqualified"] = True
        return data


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def pod_standings(
    rules: PodRules, entrants: Sequence[PodEntrant], records: Sequence[PodRecord]
) -> tuple[PodStanding, ...]:
    tallies = {e.number: _Tally() for e in entrants}
    for record in records:
        if not record.reported:
            continue
        for seat in record.seats:
            tally = tallies.setdefault(seat.number, _Tally())
            outcome = seat_outcome(record, seat, rules)
            points = seat_points(record, seat, rules)
            assert outcome is not None and points is not None
            tally.points += points
            tally.rounds += 1
            if outcome is SeatOutcome.BYE:
                tally.byes += 1
                continue
            tally.wins += outcome is SeatOutcome.WIN
            tally.ties += outcome is SeatOutcome.TIE
            tally.losses += outcome is SeatOutcome.LOSS
            assert record.placings is not None
            tally.places.append(record.placings[seat.side])
            tally.opponents.extend(s.number for s in record.seats if s.side != seat.side)
    pct = {number: _points_pct(t, rules) for number, t in tallies.items()}
    names = {e.number: e.name for e in entrants}
    active = {e.number: e.active for e in entrants}
    disqualified = {e.number for e in entrants if e.disqualified}
    unranked = []
    for number, tally in tallies.items():
        opp = [pct[o] for o in tally.opponents if pct.get(o) is not None]
        unranked.append(
            (
                number,
                tally,
                sum(opp) / len(opp) if opp else None,  # type: ignore[arg-type]
                sum(tally.places) / len(tally.places) if tally.places else None,
            )
        )

    def merit(row: tuple[str, _Tally, float | None, float | None]) -> tuple[float, ...]:
        """What ranks a player (lower first); equal for players level on everything. The
        means are compared rounded, so the order they were summed in never parts them."""
        _number, tally, opp_pct, average_place = row
        return (
            -tally.points,
            -round(opp_pct if opp_pct is not None else -1.0, 9),
            -tally.wins,
            round(average_place, 9) if average_place is not None else float("inf"),
        )

    unranked.sort(key=lambda row: (merit(row), row[0]))
    ranks: list[int] = []
    for index, row in enumerate(unranked):
        level = index > 0 and merit(row) == merit(unranked[index - 1])
        ranks.append(ranks[-1] if level else index + 1)  # a place shared, as in Swiss
    return tuple(
        PodStanding(
            rank=rank,
            number=number,
            name=names.get(number, ""),
            **attributes(tally, ("points", "wins", "ties", "losses", "byes")),
            opp_points_pct=opp_pct,
            average_place=average_place,
            dropped=not active.get(number, True),
            disqualified=number in disqualified,
        )
        for rank, (number, tally, opp_pct, average_place) in zip(ranks, unranked, strict=True)
    )


def _points_pct(tally: _Tally, rules: PodRules) -> float | None:
    best = rules.most_points_per_round()
    if tally.rounds == 0 or best <= 0:
        return None
    return tally.points / (best * tally.rounds)

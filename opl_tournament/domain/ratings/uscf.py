"""The US Chess rating system, as the Legion uses it: one rated event at a time.

An event is rated in two passes, as US Chess does: first every player's intermediate rating from
the opponents' ratings before the event (an unrated opponent counts at their first estimate),
then the final ratings, in which unrated opponents count at their intermediate rating.

Formula choice per player: the special formula while the player has 8 or fewer games (event
included) or has only wins or only losses so far; the standard formula otherwise.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from opl_tournament.domain.ratings import constants as c


@dataclass(frozen=True)
class PlayerState:
    """A player's rating record before an event. ``rating`` None: not rated yet."""

    rating: float | None = None
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    rated_events: int = 0
    """Events with at least 3 rated games (they raise the absolute floor)."""
    age: int | None = None
    deviation: float | None = None
    volatility: float | None = None
    """Glicko-2's rating deviation and volatility, for events rated with that system."""

    @property
    def provisional(self) -> bool:
        return self.games <= c.ESTABLISHED_GAMES


@dataclass(frozen=True)
class RatedGame:
    """One rated game: ``score`` is what ``player`` scored against ``opponent`` (1, ½ or 0)."""

    player: str
    opponent: str
    score: float


@dataclass(frozen=True)
class RatingChange:
    number: str
    before: float | None
    after: float
    games_before: int
    games_in_event: int
    score: float
    expected: float
    formula: str
    """``special`` or ``standard``."""
    k: float | None = None
    bonus: float = 0.0
    floor: float | None = None

    @property
    def delta(self) -> float:
        return self.after - (self.before if self.before is not None else self.after)


def initial_rating(age: int | None, default: float = c.ADULT_RATING) -> float:
    """The starting rating of an unrated player: by age for the young, else ``default``."""
    if age is None:
        return default
    if age < c.YOUNGEST_AGE:
        return c.UNDER_TWO_RATING
    if age <= c.OLDEST_YOUTH_AGE:
        return c.RATING_PER_YEAR_OF_AGE * age
    return default


def effective_games(rating: float) -> float:
    """N*: how many games a rating is worth as evidence."""
    if rating > c.EFFECTIVE_GAMES_CAP_RATING:
        return c.EFFECTIVE_GAMES_MAX
    gap = c.EFFECTIVE_GAMES_PIVOT - rating
    return c.EFFECTIVE_GAMES_MAX / math.sqrt(c.EFFECTIVE_GAMES_A + c.EFFECTIVE_GAMES_B * gap * gap)


def expected_score(rating: float, opponent: float) -> float:
    return 1.0 / (1.0 + 10 ** (-(rating - opponent) / c.ELO_SCALE))


def standard_rating(
    rating: float, prior_games: int, opponents: Sequence[float], score: float
) -> tuple[float, float, float, float]:
    """(new rating, expected score, K, bonus) by the standard formula."""
    m = len(opponents)
    n_eff = min(float(prior_games), effective_games(rating))
    k = c.K_NUMERATOR / (n_eff + m)
    expected = sum(expected_score(rating, o) for o in opponents)
    change = k * (score - expected)
    bonus = 0.0
    if m >= c.BONUS_MIN_GAMES:
        bonus = max(0.0, change - c.BONUS_B * math.sqrt(max(m, c.BONUS_MIN_ROOT)))
    return rating + change + bonus, expected, k, bonus


def _provisional_expectancy(rating: float, opponent: float) -> float:
    return min(1.0, max(0.0, 0.5 + (rating - opponent) / c.PROVISIONAL_SPREAD))


def special_rating(
    prior: float | None, prior_games: float, opponents: Sequence[float], score: float
) -> float:
    """The rating R at which the linear expectancies add up to the score.

    ``prior_games`` fictitious games at the prior rating count as scoring one half each. The
    sum is a non-decreasing piecewise-linear function of R (bending at each anchor ± 400), so
    its solutions form an interval, found exactly: the middle of it is taken; for a perfect (or
    zero) score, its lowest (highest) end.
    """
    anchors = [(1.0, o) for o in opponents]
    target = score
    if prior is not None and prior_games > 0:
        anchors.append((prior_games, prior))
        target += prior_games / 2
    half = c.PROVISIONAL_SPREAD / 2
    bends = sorted({a + d for _w, a in anchors for d in (-half, half)})

    def total(r: float) -> float:
        return sum(w * _provisional_expectancy(r, a) for w, a in anchors)

    values = [total(b) for b in bends]
    eps = 1e-9
    lowest = _first_reaching(bends, values, target - eps)
    highest = _last_not_passing(bends, values, target + eps)
    if values[-1] <= target + eps:  # a perfect score: the lowest rating that explains it
        return lowest
    if values[0] >= target - eps:  # no points at all: the highest rating that explains it
        return highest
    return (lowest + highest) / 2


def _first_reaching(bends: Sequence[float], values: Sequence[float], target: float) -> float:
    """The smallest R with total(R) >= target (total linear between the bends)."""
    for i, value in enumerate(values):
        if value >= target:
            if i == 0:
                return bends[0]
            x0, y0, x1 = bends[i - 1], values[i - 1], bends[i]
            return x0 + (target - y0) * (x1 - x0) / (value - y0)
    return bends[-1]


def _last_not_passing(bends: Sequence[float], values: Sequence[float], target: float) -> float:
    """The largest R with total(R) <= target (total linear between the bends)."""
    for i in range(len(values) - 1, -1, -1):
        if values[i] <= target:
            if i == len(values) - 1:
                return bends[-1]
            x0, y0, x1, y1 = bends[i], values[i], bends[i + 1], values[i + 1]
            return x0 + (target - y0) * (x1 - x0) / (y1 - y0)
    return bends[0]


def absolute_floor(state: PlayerState) -> float:
    return _floor(state.wins, state.draws, state.rated_events)


def _floor(wins: int, draws: int, rated_events: int) -> float:
    return float(
        min(c.ABSOLUTE_FLOOR_BASE + 4 * wins + 2 * draws + rated_events, c.ABSOLUTE_FLOOR_CAP)
    )


Record = tuple[list[str], float, int, int, int]
"""(opponents, score, wins, draws, losses) of one player in one event."""


def _records(games: Sequence[RatedGame]) -> dict[str, Record]:
    by_player: dict[str, list[RatedGame]] = {}
    for game in games:
        by_player.setdefault(game.player, []).append(game)
    records: dict[str, Record] = {}
    for number, mine in by_player.items():
        wins = sum(1 for g in mine if g.score == 1)
        draws = sum(1 for g in mine if g.score == 0.5)
        records[number] = (
            [g.opponent for g in mine],
            sum(g.score for g in mine),
            wins,
            draws,
            len(mine) - wins - draws,
        )
    return records


def rate_event(
    states: Mapping[str, PlayerState],
    games: Sequence[RatedGame],
    *,
    default_rating: float = c.ADULT_RATING,
) -> dict[str, RatingChange]:
    """Every player's rating after one event (players without rated games are left out).

    ``games`` lists each game once per player (the player's view of it).
    """
    players = sorted({g.player for g in games})
    start = {
        n: (
            states[n].rating
            if n in states and states[n].rating is not None
            else initial_rating(states.get(n, PlayerState()).age, default_rating)
        )
        for n in players
    }
    opponents_of = _records(games)

    def rate(number: str, opponent_rating: Mapping[str, float]) -> RatingChange:
        state = states.get(number, PlayerState())
        opponents, score, wins, draws, losses = opponents_of[number]
        ratings = [opponent_rating[o] for o in opponents]
        m = len(ratings)
        all_wins = state.wins + wins == state.games + m
        all_losses = state.losses + losses == state.games + m
        before = state.rating
        if state.games + m <= c.SPECIAL_FORMULA_MAX_GAMES or all_wins or all_losses:
            prior_games = 0.0 if before is None else min(state.games, effective_games(before))
            after = special_rating(before, prior_games, ratings, score)
            expected = sum(_provisional_expectancy(after, o) for o in ratings)
            change = RatingChange(number, before, after, state.games, m, score, expected, "special")
        else:
            assert before is not None
            after, expected, k, bonus = standard_rating(before, state.games, ratings, score)
            change = RatingChange(
                number, before, after, state.games, m, score, expected, "standard", k, bonus
            )
        floor = _floor(
            state.wins + wins,
            state.draws + draws,
            state.rated_events + (m >= c.FLOOR_EVENT_MIN_GAMES),
        )
        if change.after < floor:
            change = replace(change, after=floor, floor=floor)
        return change

    pre = {n: start[n] for n in players}
    intermediate = {n: rate(n, pre).after for n in players}
    unrated = {n for n in players if states.get(n, PlayerState()).rating is None}
    final_opponents = {n: intermediate[n] if n in unrated else start[n] for n in players}
    return {n: rate(n, final_opponents) for n in players}


def after_event(
    states: Mapping[str, PlayerState],
    games: Sequence[RatedGame],
    changes: Mapping[str, RatingChange],
    glicko: Mapping[str, tuple[float, float]] | None = None,
) -> dict[str, PlayerState]:
    """The players' records once the event's changes are applied.

    ``glicko`` gives each player's new (deviation, volatility) for a Glicko-2 event.
    """
    updated = dict(states)
    updated.update(_changed_records(states, games, changes, glicko))
    return updated


def _changed_records(
    states: Mapping[str, PlayerState],
    games: Sequence[RatedGame],
    changes: Mapping[str, RatingChange],
    glicko: Mapping[str, tuple[float, float]] | None,
) -> dict[str, PlayerState]:
    """The new records of the players the event changed (only those)."""
    updated: dict[str, PlayerState] = {}
    records = _records(games)
    for number, change in changes.items():
        state = states.get(number, PlayerState())
        _opponents, _score, wins, draws, losses = records[number]
        m = wins + draws + losses
        deviation, volatility = (glicko or {}).get(number, (state.deviation, state.volatility))
        updated[number] = replace(
            state,
            deviation=deviation,
            volatility=volatility,
            rating=change.after,
            games=state.games + m,
            wins=state.wins + wins,
            draws=state.draws + draws,
            losses=state.losses + losses,
            rated_events=state.rated_events + (m >= c.FLOOR_EVENT_MIN_GAMES),
        )
    return updated


def replay(
    initial: Mapping[str, PlayerState],
    events: Sequence[Sequence[RatedGame]],
    *,
    default_rating: float = c.ADULT_RATING,
) -> dict[str, PlayerState]:
    """Every rating from a starting list and the events in the order they were rated."""
    states = dict(initial)
    for games in events:
        changes = rate_event(states, games, default_rating=default_rating)
        states.update(_changed_records(states, games, changes, None))
    return states


def records_of(games: Sequence[RatedGame]) -> dict[str, Record]:
    """Each player's (opponents, score, wins, draws, losses) in one event."""
    return _records(games)

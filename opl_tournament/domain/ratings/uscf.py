"""The US Chess rating system, as the Legion uses it: one rated event at a time.

An event is rated in two passes, as US Chess does: first every player's intermediate rating from
the opponents' ratings before the event (an unrated opponent counts at their first estimate),
then the final ratings, in which unrated opponents count at their intermediate rating.

Formula choice per player: the special formula while the player has 8 or fewer games (event
included) or has only wins or only losses so far; the standard formula otherwise.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
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
    sum is non-decreasing in R, so its solutions form an interval: the middle of it is taken; for
    a perfect (or zero) score, its lowest (highest) end.
    """
    anchors = [(1.0, o) for o in opponents]
    target = score
    if prior is not None and prior_games > 0:
        anchors.append((prior_games, prior))
        target += prior_games / 2

    def total(r: float) -> float:
        return sum(w * _provisional_expectancy(r, a) for w, a in anchors)

    low = min(a for _w, a in anchors) - c.PROVISIONAL_SPREAD
    high = max(a for _w, a in anchors) + c.PROVISIONAL_SPREAD
    lowest = _bisect(lambda r: total(r) >= target - 1e-12, low, high)
    highest = _bisect(lambda r: total(r) > target + 1e-12, low, high)
    if total(high) <= target + 1e-12:  # a perfect score: the lowest rating that explains it
        return lowest
    if total(low) >= target - 1e-12:  # no points at all: the highest rating that explains it
        return highest
    return (lowest + highest) / 2


def _bisect(reached: Callable[[float], bool], low: float, high: float) -> float:
    """The point in [low, high] where ``reached`` (false, then true as R grows) turns true."""
    for _ in range(100):
        mid = (low + high) / 2
        if reached(mid):
            high = mid
        else:
            low = mid
    return high


def absolute_floor(state: PlayerState) -> float:
    return float(
        min(
            c.ABSOLUTE_FLOOR_BASE + 4 * state.wins + 2 * state.draws + state.rated_events,
            c.ABSOLUTE_FLOOR_CAP,
        )
    )


def _record(games: Sequence[RatedGame], number: str) -> tuple[list[str], float, int, int, int]:
    opponents = [g.opponent for g in games if g.player == number]
    results = [g.score for g in games if g.player == number]
    wins = sum(1 for s in results if s == 1)
    draws = sum(1 for s in results if s == 0.5)
    return opponents, sum(results), wins, draws, len(results) - wins - draws


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
    opponents_of = {n: _record(games, n) for n in players}

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
        counted = replace(
            state,
            wins=state.wins + wins,
            draws=state.draws + draws,
            rated_events=state.rated_events + (m >= c.FLOOR_EVENT_MIN_GAMES),
        )
        floor = absolute_floor(counted)
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
) -> dict[str, PlayerState]:
    """The players' records once the event's changes are applied."""
    updated = dict(states)
    for number, change in changes.items():
        state = states.get(number, PlayerState())
        _opponents, _score, wins, draws, losses = _record(games, number)
        m = wins + draws + losses
        updated[number] = replace(
            state,
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
        states = after_event(states, games, changes)
    return states

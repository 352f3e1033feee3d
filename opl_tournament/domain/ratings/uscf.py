"""The US Chess rating system, as the Legion uses it: one rated event at a time.

Glickman & Doan, "The US Chess Rating System" (2017/2020 revisions). An event is rated in the
document's five steps; each function below is one step or one formula of it:

- ``initial_rating`` — Step 1 (§2): the initial rating R0 of an unrated player (100 under 2,
  50 × age from 2 to 26, else 1300 or the event's default); N = 0.
- ``effective_games`` — Step 2 (§3, eq. 1): N* = 50 / sqrt(0.662 + 0.00000739 (2569 − R0)²) for
  R0 ≤ 2355, else 50; the effective number of games is N' = min(N, N*) (``_effective``).
- ``first_estimates`` — Step 3: for unrated players with N = 0, the special formula with N' set
  to 1, against the opponents' pre-event ratings (Step 1 ratings for unrated opponents).
- ``uses_special_formula`` — which formula (§4/§5): the special one when N ≤ 8 or the N games
  *before* the event were all wins or all losses; the standard one otherwise.
- ``adjusted_prior`` — §4: R0' and S' (all wins before: R0 − 400 and S + N'; all losses before:
  R0 + 400 and S; otherwise R0 and S + N'/2).
- ``provisional_expectancy`` — §4: PWe(R, Ri) = 0.5 + (R − Ri)/800, clipped to [0, 1].
- ``special_rating`` — §4: the R with f(R) = N'·PWe(R, R0') + Σ PWe(R, Ri) − S' = 0. Where f is
  zero on a whole stretch, the value of the stretch nearest R0 is taken (purpose (2) of Step 1:
  the initial rating chooses among equally plausible ratings); the result is capped at 2700.
- ``expected_score`` — §5: We(R, Ri) = 1 / (1 + 10^(−(R − Ri)/400)).
- ``standard_rating`` — §5: K = 800 / (N' + m), R = R0 + K (S − E), plus the bonus
  max(0, K (S − E) − B·sqrt(max(m, 4))) when m ≥ 3 and no opponent was met more than twice.
- ``intermediate_ratings`` — Step 4: every player by the formula chosen above, against the
  opponents' pre-event ratings (Step 3 estimates for unrated opponents).
- ``rate_event`` — Step 5: every player again, against **every** opponent's Step 4 intermediate
  rating; then the floors of §6: the absolute floor (``absolute_floor``: min(100 + 4·wins +
  2·draws + events with 3 or more rated games, 150), counted after the event) and the
  established player's floor (``established_floor``: the highest established rating before the
  event less 200, rounded down to a multiple of 100, from 1200 to 2100), the higher of the two.
- ``after_event`` — the records after the event, with the highest established rating
  (``PlayerState.peak``: a rating counts once the player has more than 25 games).

Every constant is in ``constants`` with its source.
"""

from __future__ import annotations

import math
from collections import Counter
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
    peak: float | None = None
    """The highest established rating the player has had (None: never established)."""

    @property
    def provisional(self) -> bool:
        return self.games <= c.ESTABLISHED_GAMES

    @property
    def highest_established(self) -> float | None:
        """The highest established rating so far: ``peak``, or the rating itself when it is
        established and higher (an imported established rating counts as attained)."""
        if self.rating is None or self.provisional:
            return self.peak
        return self.rating if self.peak is None else max(self.peak, self.rating)

    @property
    def all_wins(self) -> bool:
        """Every game before this event was a win (and there was at least one)."""
        return self.games > 0 and self.wins == self.games

    @property
    def all_losses(self) -> bool:
        return self.games > 0 and self.losses == self.games


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
    """``special`` or ``standard`` (``glicko2`` for that system)."""
    k: float | None = None
    bonus: float = 0.0
    floor: float | None = None
    intermediate: float | None = None
    """The Step 4 rating (what the player's opponents were rated against in Step 5)."""

    @property
    def delta(self) -> float:
        return self.after - (self.before if self.before is not None else self.after)


def initial_rating(age: int | None, default: float = c.ADULT_RATING) -> float:
    """Step 1: the starting rating of an unrated player: by age for the young, else ``default``."""
    if age is None:
        return default
    if age < c.YOUNGEST_AGE:
        return c.UNDER_TWO_RATING
    if age <= c.OLDEST_YOUTH_AGE:
        return c.RATING_PER_YEAR_OF_AGE * age
    return default


def effective_games(rating: float) -> float:
    """Step 2, eq. (1): N*, how many games a rating of ``rating`` is worth as evidence."""
    if rating > c.EFFECTIVE_GAMES_CAP_RATING:
        return c.EFFECTIVE_GAMES_MAX
    gap = c.EFFECTIVE_GAMES_PIVOT - rating
    return c.EFFECTIVE_GAMES_MAX / math.sqrt(c.EFFECTIVE_GAMES_A + c.EFFECTIVE_GAMES_B * gap * gap)


def _effective(rating: float, games: int) -> float:
    """Step 2: N' = min(N, N*)."""
    return min(float(games), effective_games(rating))


def uses_special_formula(state: PlayerState) -> bool:
    """§4/§5: the special formula for N ≤ 8 or an all-wins / all-losses history before the event."""
    return state.games <= c.SPECIAL_FORMULA_MAX_GAMES or state.all_wins or state.all_losses


def expected_score(rating: float, opponent: float) -> float:
    """§5: the standard winning expectancy We(R, Ri)."""
    return 1.0 / (1.0 + 10 ** (-(rating - opponent) / c.ELO_SCALE))


def standard_rating(
    rating: float,
    effective: float,
    opponents: Sequence[float],
    score: float,
    *,
    bonus_allowed: bool = True,
) -> tuple[float, float, float, float]:
    """§5: (new rating, expected score, K, bonus) by the standard formula.

    ``effective`` is N'. The bonus needs m ≥ 3 and ``bonus_allowed`` (no opponent met more than
    twice).
    """
    m = len(opponents)
    k = c.K_NUMERATOR / (effective + m)
    expected = sum(expected_score(rating, o) for o in opponents)
    change = k * (score - expected)
    bonus = 0.0
    if m >= c.BONUS_MIN_GAMES and bonus_allowed:
        bonus = max(0.0, change - c.BONUS_B * math.sqrt(max(m, c.BONUS_MIN_ROOT)))
    return rating + change + bonus, expected, k, bonus


def provisional_expectancy(rating: float, opponent: float) -> float:
    """§4: PWe(R, Ri), the special formula's linear winning expectancy, in [0, 1]."""
    spread = 2 * c.PROVISIONAL_HALF_SPREAD
    return min(1.0, max(0.0, 0.5 + (rating - opponent) / spread))


def adjusted_prior(
    prior: float,
    effective: float,
    score: float,
    *,
    all_wins: bool = False,
    all_losses: bool = False,
) -> tuple[float, float]:
    """§4: (R0', S'), the prior rating and score adjusted for an all-wins / all-losses history."""
    if all_wins:
        return prior - c.ALL_WINS_OR_LOSSES_SHIFT, score + effective
    if all_losses:
        return prior + c.ALL_WINS_OR_LOSSES_SHIFT, score
    return prior, score + effective / 2


def special_rating(
    prior: float,
    effective: float,
    opponents: Sequence[float],
    score: float,
    *,
    all_wins: bool = False,
    all_losses: bool = False,
) -> float:
    """§4: the special rating of a player with prior R0 worth ``effective`` (N') games.

    f(R) = N'·PWe(R, R0') + Σ PWe(R, Ri) − S' is non-decreasing and piecewise linear, bending
    only at the knots R0' ± 400 and Ri ± 400, so its zeros form one interval, found exactly from
    the values at the knots. The document's iteration converges to a point of that interval and,
    where f is flat, moves to the point nearest the initial rating; here the nearest point to R0
    is taken directly. Then the 2700 cap.
    """
    r0_adj, s_adj = adjusted_prior(
        prior, effective, score, all_wins=all_wins, all_losses=all_losses
    )
    terms = [(1.0, o) for o in opponents]
    if effective > 0:
        terms.append((effective, r0_adj))
    half = c.PROVISIONAL_HALF_SPREAD
    knots = sorted({a + d for _w, a in terms for d in (-half, half)})

    spread = 2 * half
    # f(r) = Σ w·PWe(r, a) − S' at every knot, PWe inlined (the same arithmetic as
    # ``_weighted_expectancy``, without a call per knot: the replay's hot spot).
    values = [
        sum(
            [
                w * (0.0 if (x := 0.5 + (r - a) / spread) <= 0.0 else 1.0 if x >= 1.0 else x)
                for w, a in terms
            ]
        )
        - s_adj
        for r in knots
    ]
    lowest, highest = _zeros(knots, values)
    nearest = min(max(prior, lowest), highest)
    return min(nearest, c.SPECIAL_RATING_CAP)


def _weighted_expectancy(rating: float, terms: Sequence[tuple[float, float]]) -> float:
    """Σ w·PWe(rating, a) over (w, a): ``provisional_expectancy`` inlined, the same arithmetic
    in the same order."""
    spread = 2 * c.PROVISIONAL_HALF_SPREAD
    return sum(
        [
            w * (0.0 if (x := 0.5 + (rating - a) / spread) <= 0.0 else 1.0 if x >= 1.0 else x)
            for w, a in terms
        ]
    )


def _zeros(knots: Sequence[float], values: Sequence[float]) -> tuple[float, float]:
    """The interval [lowest, highest] where the piecewise-linear f is zero (within ε)."""
    eps = c.SPECIAL_TOLERANCE
    if not knots:
        return -math.inf, math.inf
    lowest, highest = -math.inf, math.inf
    if values[0] < -eps:
        i = next(i for i, v in enumerate(values) if v >= -eps)
        x0, y0, x1, y1 = knots[i - 1], values[i - 1], knots[i], values[i]
        lowest = min(x1, x0 + (0 - y0) * (x1 - x0) / (y1 - y0))
    if values[-1] > eps:
        i = max(i for i, v in enumerate(values) if v <= eps)
        x0, y0, x1, y1 = knots[i], values[i], knots[i + 1], values[i + 1]
        highest = max(x0, x0 + (0 - y0) * (x1 - x0) / (y1 - y0))
    return lowest, highest


def absolute_floor(state: PlayerState) -> float:
    """§6: the absolute floor of a player's record (wins, draws and events counted so far)."""
    return _floor(state.wins, state.draws, state.rated_events)


def established_floor(state: PlayerState) -> float | None:
    """§6: the floor from the highest established rating: 200 below it, rounded down to a
    multiple of 100, at most 2100; None below 1200 (or never established)."""
    peak = state.highest_established
    if peak is None:
        return None
    step = c.ESTABLISHED_FLOOR_STEP
    value = math.floor((peak - c.ESTABLISHED_FLOOR_GAP) / step) * step
    if value < c.ESTABLISHED_FLOOR_LOWEST:
        return None
    return float(min(value, c.ESTABLISHED_FLOOR_HIGHEST))


def _floor(wins: int, draws: int, rated_events: int) -> float:
    value = (
        c.ABSOLUTE_FLOOR_BASE
        + c.ABSOLUTE_FLOOR_PER_WIN * wins
        + c.ABSOLUTE_FLOOR_PER_DRAW * draws
        + c.ABSOLUTE_FLOOR_PER_EVENT * rated_events
    )
    return float(min(value, c.ABSOLUTE_FLOOR_CAP))


Record = tuple[list[str], float, int, int, int]
"""(opponents, score, wins, draws, losses) of one player in one event."""


def _records(games: Sequence[RatedGame]) -> dict[str, Record]:
    by_player: dict[str, list[RatedGame]] = {}
    for game in games:
        by_player.setdefault(game.player, []).append(game)
    records: dict[str, Record] = {}
    for number, mine in by_player.items():
        scores = [g.score for g in mine]
        wins = scores.count(1)
        draws = scores.count(0.5)
        records[number] = (
            [g.opponent for g in mine],
            sum(scores),
            wins,
            draws,
            len(mine) - wins - draws,
        )
    return records


@dataclass(frozen=True)
class _Event:
    """One event being rated: each player's record before it and in it, with Steps 1 and 2."""

    states: dict[str, PlayerState]
    records: dict[str, Record]
    prior: dict[str, float]
    """Step 1: the pre-event rating, or the initial rating of an unrated player."""
    effective: dict[str, float]
    """Step 2: N'."""


def _prepare(
    states: Mapping[str, PlayerState], games: Sequence[RatedGame], default_rating: float
) -> _Event:
    records = _records(games)
    mine = {n: states.get(n, PlayerState()) for n in sorted(records)}
    prior = {
        n: s.rating if s.rating is not None else initial_rating(s.age, default_rating)
        for n, s in mine.items()
    }
    effective = {n: _effective(prior[n], s.games) for n, s in mine.items()}
    return _Event(mine, records, prior, effective)


def first_estimates(event: _Event) -> dict[str, float]:
    """Step 3: what each player counts as in Step 4 (unrated N = 0 players: special, N' = 1)."""
    estimates = dict(event.prior)
    for number, state in event.states.items():
        if state.rating is None and state.games == 0:
            opponents, score, *_ = event.records[number]
            estimates[number] = special_rating(
                event.prior[number],
                c.FIRST_ESTIMATE_EFFECTIVE_GAMES,
                [event.prior[o] for o in opponents],
                score,
            )
    return estimates


def _rate_player(
    event: _Event,
    number: str,
    strength: Mapping[str, float],
    intermediate: float | None = None,
) -> RatingChange:
    """Step 4 or 5 for one player, against the opponents' ratings in ``strength``
    (``intermediate``: the player's Step 4 rating, noted on a Step 5 change)."""
    state = event.states[number]
    opponents, score, *_ = event.records[number]
    ratings = [strength[o] for o in opponents]
    prior, effective = event.prior[number], event.effective[number]
    if uses_special_formula(state):
        after = special_rating(
            prior,
            effective,
            ratings,
            score,
            all_wins=state.all_wins,
            all_losses=state.all_losses,
        )
        expected = _weighted_expectancy(after, [(1.0, o) for o in ratings])
        return RatingChange(
            number,
            state.rating,
            after,
            state.games,
            len(ratings),
            score,
            expected,
            "special",
            intermediate=intermediate,
        )
    repeats = max(Counter(opponents).values())
    after, expected, k, bonus = standard_rating(
        prior,
        effective,
        ratings,
        score,
        bonus_allowed=repeats <= c.BONUS_MAX_GAMES_PER_OPPONENT,
    )
    return RatingChange(
        number,
        state.rating,
        after,
        state.games,
        len(ratings),
        score,
        expected,
        "standard",
        k,
        bonus,
        intermediate=intermediate,
    )


def intermediate_ratings(event: _Event) -> dict[str, float]:
    """Step 4: every player's intermediate rating (opponents at their Step 3 strength)."""
    strength = first_estimates(event)
    return {n: _rate_player(event, n, strength).after for n in event.states}


def rate_event(
    states: Mapping[str, PlayerState],
    games: Sequence[RatedGame],
    *,
    default_rating: float = c.ADULT_RATING,
) -> dict[str, RatingChange]:
    """Step 5: every player's rating after one event (players without rated games left out).

    ``games`` lists each game once per player (the player's view of it).
    """
    return _rate_prepared(_prepare(states, games, default_rating))


def _rate_prepared(event: _Event) -> dict[str, RatingChange]:
    """Steps 4 and 5 of ``rate_event`` on an event whose Steps 1 and 2 are done."""
    intermediate = intermediate_ratings(event)
    changes: dict[str, RatingChange] = {}
    for number, state in event.states.items():
        change = _rate_player(event, number, intermediate, intermediate[number])
        _opponents, _score, wins, draws, _losses = event.records[number]
        floor = _floor(
            state.wins + wins,
            state.draws + draws,
            state.rated_events + (change.games_in_event >= c.FLOOR_EVENT_MIN_GAMES),
        )
        established = established_floor(state)
        if established is not None and established > floor:
            floor = established
        if change.after < floor:
            change = replace(change, after=floor, floor=floor)
        changes[number] = change
    return changes


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
    records: Mapping[str, Record] | None = None,
) -> dict[str, PlayerState]:
    """The new records of the players the event changed (only those); ``records``: the event's
    ``records_of``, when already counted."""
    updated: dict[str, PlayerState] = {}
    records = _records(games) if records is None else records
    for number, change in changes.items():
        state = states.get(number, PlayerState())
        _opponents, _score, wins, draws, losses = records[number]
        m = wins + draws + losses
        deviation, volatility = (glicko or {}).get(number, (state.deviation, state.volatility))
        peak = state.highest_established
        if state.games + m > c.ESTABLISHED_GAMES and (peak is None or change.after > peak):
            peak = change.after
        updated[number] = PlayerState(
            rating=change.after,
            games=state.games + m,
            wins=state.wins + wins,
            draws=state.draws + draws,
            losses=state.losses + losses,
            rated_events=state.rated_events + (m >= c.FLOOR_EVENT_MIN_GAMES),
            age=state.age,
            deviation=deviation,
            volatility=volatility,
            peak=peak,
        )
    return updated


def replay(
    initial: Mapping[str, PlayerState],
    events: Sequence[Sequence[RatedGame]],
    *,
    default_rating: float = c.ADULT_RATING,
) -> dict[str, PlayerState]:
    """Every rating from a starting list and the events in the order they were played."""
    states = dict(initial)
    for games in events:
        event = _prepare(states, games, default_rating)
        changes = _rate_prepared(event)
        states.update(_changed_records(states, games, changes, None, event.records))
    return states


def records_of(games: Sequence[RatedGame]) -> dict[str, Record]:
    """Each player's (opponents, score, wins, draws, losses) in one event."""
    return _records(games)

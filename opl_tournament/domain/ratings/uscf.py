"""The US Chess rating system, as the Legion uses it: one rated event at a time.

Glickman & Doan, "The US Chess Rating System" (2017/2020 revisions). An event is rated in the
document's five steps; each function below is one step or one formula of it:

- ``initial_rating`` — Step 1 (§2): the initial rating R0 of an unrated player (100 under 2,
  50 × age from 2 to 26, else 1300 or the event's default); N = 0.
- ``effective_games`` — Step 2 (§3, eq. 1): N* = 50 / sqrt(0.662 + 0.00000739 (2569 − R0)²) for
  R0 ≤ 2355, else 50; the effective number of games is N' = min(N, N*) (``_plans``).
- ``_first_estimates`` — Step 3: for unrated players with N = 0, the special formula with N' set
  to 1, against the opponents' pre-event ratings (Step 1 ratings for unrated opponents).
- ``uses_special_formula`` — which formula (§4/§5): the special one when N ≤ 8 or the N games
  *before* the event were all wins or all losses; the standard one otherwise (``_plans`` works
  out Steps 1 and 2 and the chosen formula's fixed parts once per player and event).
- ``adjusted_prior`` — §4: R0' and S' (all wins before: R0 − 400 and S + N'; all losses before:
  R0 + 400 and S; otherwise R0 and S + N'/2).
- ``provisional_expectancy`` — §4: PWe(R, Ri) = 0.5 + (R − Ri)/800, clipped to [0, 1].
- ``special_rating`` — §4: the R with f(R) = N'·PWe(R, R0') + Σ PWe(R, Ri) − S' = 0. Where f is
  zero on a whole stretch, the value of the stretch nearest R0 is taken (purpose (2) of Step 1:
  the initial rating chooses among equally plausible ratings); the result is capped at 2700.
  (``_special`` and ``_zeros``: f's zeros from its values at the knots where its slope bends,
  found by bisection starting next to where f would cross 0 unclipped: two values of f mostly.)
- ``expected_score`` — §5: We(R, Ri) = 1 / (1 + 10^(−(R − Ri)/400)).
- ``standard_rating`` — §5: K = 800 / (N' + m), R = R0 + K (S − E), plus the bonus
  max(0, K (S − E) − B·sqrt(max(m, 4))) when m ≥ 3 and no opponent was met more than twice.
- ``_rate_rows`` — Step 4: every player by the formula chosen above, against the opponents'
  pre-event ratings (Step 3 estimates for unrated opponents); Step 5: every player again,
  against **every** opponent's Step 4 intermediate rating.
- ``rate_event`` — the event's changes: Step 5's ratings with the floors of §6 (``_record_after``):
  the absolute floor (``absolute_floor``: min(100 + 4·wins + 2·draws + events with 3 or more
  rated games, 150), counted after the event) and the established player's floor
  (``established_floor``: the highest established rating before the event less 200, rounded
  down to a multiple of 100, from 1200 to 2100), the higher of the two.
- ``after_event`` — the records after the event, with the highest established rating
  (``PlayerState.peak``: a rating counts once the player has more than 25 games).
- ``replay`` — many events in order: the numbers of ``rate_event`` and ``after_event`` without
  building their records of each event (the re-rating of a whole history, issue 21). Sums are
  added up from left to right (what ``sum`` did up to Python 3.11; 3.12's compensates), so the
  numbers are the same on every Python version.

Every constant is in ``constants`` with its source.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

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
        return _highest_established(self.rating, self.games, self.peak)

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

    @property
    def shown_delta(self) -> int | None:
        """The change as published: the difference of the two ratings rounded to whole numbers
        (1475.29 to 1515.61 shows 1475, 1516 and +41, not +40); None for a first rating."""
        return None if self.before is None else round(self.after) - round(self.before)


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


def uses_special_formula(state: PlayerState) -> bool:
    """§4/§5: the special formula for N ≤ 8 or an all-wins / all-losses history before the event."""
    return state.games <= c.SPECIAL_FORMULA_MAX_GAMES or state.all_wins or state.all_losses


def expected_score(rating: float, opponent: float) -> float:
    """§5: the standard winning expectancy We(R, Ri)."""
    return 1.0 / (1.0 + 10.0 ** ((opponent - rating) / c.ELO_SCALE))


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
    after, expected, bonus = _standard(
        rating, k, _bonus_threshold(m, bonus_allowed), opponents, score
    )
    return after, expected, k, bonus


def _bonus_threshold(m: int, allowed: bool) -> float | None:
    """§5: B·sqrt(max(m, 4)), the part of K (S − E) the bonus leaves out (None: no bonus)."""
    if m >= c.BONUS_MIN_GAMES and allowed:
        return c.BONUS_B * math.sqrt(max(m, c.BONUS_MIN_ROOT))
    return None


def _standard(
    rating: float, k: float, threshold: float | None, opponents: Sequence[float], score: float
) -> tuple[float, float, float]:
    """The standard formula with K and the bonus threshold worked out: (rating, E, bonus).
    ``expected_score`` is inlined (the same arithmetic), the expected scores added up from left
    to right: the replay's hot spot."""
    scale = c.ELO_SCALE
    total = 0.0
    for o in opponents:
        total += 1.0 / (1.0 + 10.0 ** ((o - rating) / scale))
    change = k * (score - total)
    bonus = 0.0
    if threshold is not None and change - threshold > 0.0:
        bonus = change - threshold
    return rating + change + bonus, total, bonus


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
    return _special(prior, _prior_term(effective, r0_adj), s_adj, opponents)


PriorTerm = tuple[float, float] | None
"""The prior's (weight N', rating R0') in f: N'·PWe(R, R0'); None when N' = 0 (no term)."""


def _prior_term(effective: float, r0_adj: float) -> PriorTerm:
    return (effective, r0_adj) if effective > 0 else None


def _special(
    prior: float, prior_term: PriorTerm, s_adj: float, opponents: Sequence[float]
) -> float:
    """``special_rating`` with R0' and S' worked out (``prior_term``: ``_prior_term``)."""
    half = c.PROVISIONAL_HALF_SPREAD
    knots = []
    weight, weighted = float(len(opponents)), 0.0
    for a in opponents:
        knots.append(a - half)
        knots.append(a + half)
        weighted += a
    if prior_term is not None:
        w, a = prior_term
        knots.append(a - half)
        knots.append(a + half)
        weight, weighted = weight + w, weighted + w * a
    knots.sort()
    # Where f would cross 0 if no PWe were clipped to 0 or 1: the knots to look at first. With
    # S' = 0, f is at least 0 everywhere, so from the first knot on.
    guess = 0
    if s_adj != 0:
        guess = bisect_right(knots, (weighted + 2 * half * s_adj - half * weight) / weight)
    lowest, highest = _zeros(knots, opponents, prior_term, s_adj, guess)
    nearest = lowest if lowest > prior else prior
    nearest = highest if highest < nearest else nearest
    return c.SPECIAL_RATING_CAP if nearest > c.SPECIAL_RATING_CAP else nearest


def _expectancy(rating: float, opponents: Sequence[float], prior_term: PriorTerm) -> float:
    """Σ PWe(rating, Ri) + N'·PWe(rating, R0'): ``provisional_expectancy`` inlined (the same
    arithmetic), added up from left to right."""
    spread = 2 * c.PROVISIONAL_HALF_SPREAD
    total = 0.0
    for a in opponents:
        x = 0.5 + (rating - a) / spread
        total += 0.0 if x <= 0.0 else 1.0 if x >= 1.0 else x
    if prior_term is not None:
        w, a = prior_term
        x = 0.5 + (rating - a) / spread
        total += w * (0.0 if x <= 0.0 else 1.0 if x >= 1.0 else x)
    return total


def _zeros(
    knots: Sequence[float],
    opponents: Sequence[float],
    prior_term: PriorTerm,
    s_adj: float,
    guess: int,
) -> tuple[float, float]:
    """The interval [lowest, highest] where f(r) = ``_expectancy`` − S' is zero (within ε),
    from its values at the ``knots`` (sorted; where its slope bends): from the last knot where f
    is below −ε to the first where it is at least −ε, and from the last knot where f is at most
    ε to the first where it is above ε, f is linear, so each end is where that line crosses 0
    (−∞ or +∞ when f is within ε at the first or the last knot).

    f as computed is non-decreasing (every step of its arithmetic is), so those knots are found
    by bisection, trying ``knots[guess]`` and the knot before it first (usually the answer),
    then for the other end the knot after the first end (usually the answer where f is 0 there).
    f at the first knot is −S' ≤ 0 and at the last Σw − S' ≥ 0 (S' is at most the weights'
    total), so both ends exist.
    """
    eps = c.SPECIAL_TOLERANCE
    n = len(knots)
    # The first knot where f >= −ε: f(knots[low]) < −ε ≤ f(knots[high]), low −1 and high n for
    # the ends not evaluated yet.
    low, high, y_low, y_high = -1, n, 0.0, 0.0
    while high - low > 1:
        if low < guess < high:
            middle = guess
        elif low < guess - 1 < high:
            middle = guess - 1
        else:
            middle = (low + high) // 2
        y = _expectancy(knots[middle], opponents, prior_term) - s_adj
        if y < -eps:
            low, y_low = middle, y
        else:
            high, y_high = middle, y
    lowest = -math.inf
    if low >= 0:
        x0, x1 = knots[low], knots[high]
        root = x0 + (0 - y_low) * (x1 - x0) / (y_high - y_low)
        lowest = root if root < x1 else x1
        if y_high > eps:
            # The usual case: f crosses from below −ε to above ε between two knots.
            return lowest, root if root > x0 else x0
    # The first knot where f > ε, after the first where f >= −ε.
    low, y_low, high = high, y_high, n
    middle = low + 1
    while high - low > 1:
        y = _expectancy(knots[middle], opponents, prior_term) - s_adj
        if y > eps:
            high, y_high = middle, y
        else:
            low, y_low = middle, y
        middle = (low + high) // 2
    if high == n:
        return lowest, math.inf
    x0, x1 = knots[low], knots[high]
    root = x0 + (0 - y_low) * (x1 - x0) / (y_high - y_low)
    return lowest, root if root > x0 else x0


def _highest_established(rating: float | None, games: int, peak: float | None) -> float | None:
    if rating is None or games <= c.ESTABLISHED_GAMES:
        return peak
    return rating if peak is None or rating > peak else peak


def absolute_floor(state: PlayerState) -> float:
    """§6: the absolute floor of a player's record (wins, draws and events counted so far)."""
    return _floor(state.wins, state.draws, state.rated_events)


def established_floor(state: PlayerState) -> float | None:
    """§6: the floor from the highest established rating: 200 below it, rounded down to a
    multiple of 100, at most 2100; None below 1200 (or never established)."""
    return _established_floor(state.highest_established)


def _established_floor(peak: float | None) -> float | None:
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
    return float(c.ABSOLUTE_FLOOR_CAP if value > c.ABSOLUTE_FLOOR_CAP else value)


Record = tuple[list[str], float, int, int, int]
"""(opponents, score, wins, draws, losses) of one player in one event."""

_Row = tuple[float | None, int, int, int, int, int, int | None, float | None]
"""A player's record as the event loop keeps it: (rating, games, wins, draws, losses,
rated events, age, peak), the fields of ``PlayerState`` without Glicko-2's."""
_NEWCOMER: _Row = (None, 0, 0, 0, 0, 0, None, None)


def _row(state: PlayerState) -> _Row:
    return (
        state.rating,
        state.games,
        state.wins,
        state.draws,
        state.losses,
        state.rated_events,
        state.age,
        state.peak,
    )


def _state(row: _Row, glicko: PlayerState | None) -> PlayerState:
    """The ``PlayerState`` of a row, with the deviation and volatility of ``glicko``."""
    rating, games, wins, draws, losses, rated_events, age, peak = row
    return PlayerState(
        rating,
        games,
        wins,
        draws,
        losses,
        rated_events,
        age,
        glicko.deviation if glicko is not None else None,
        glicko.volatility if glicko is not None else None,
        peak,
    )


def _records(games: Sequence[RatedGame]) -> dict[str, Record]:
    counts: dict[str, list[Any]] = {}
    """Each player's [opponents, score, wins, draws, losses], the score added up left to right."""
    for game in games:
        score = game.score
        mine = counts.get(game.player)
        if mine is None:
            mine = counts[game.player] = [[], 0, 0, 0, 0]
        mine[0].append(game.opponent)
        mine[1] += score
        if score == 1:
            mine[2] += 1
        elif score == 0.5:
            mine[3] += 1
        else:
            mine[4] += 1
    records: dict[str, Record] = {}
    for number, (opponents, total, wins, draws, losses) in counts.items():
        records[number] = (opponents, total, wins, draws, losses)
    return records


def _record_after(
    row: _Row, rating: float, record: Record, floors: bool = False
) -> tuple[_Row, float | None]:
    """The record once the event is rated, and the floor if it lifted the rating: the games
    counted, the rating (with ``floors``: Step 5's, lifted to the floors of §6 first) the new
    highest established rating if it is one (more than 25 games after the event).

    The higher floor is the established one when there is one (1200 or more; the absolute
    floor is at most 150), else the absolute floor, counted after the event, which cannot lift
    a rating of 150 or more.
    """
    before, games, wins, draws, losses, rated_events, age, peak = row
    _opponents, _score, won, drawn, lost = record
    if before is not None and games > c.ESTABLISHED_GAMES and (peak is None or before > peak):
        peak = before  # the highest established rating before the event (_highest_established)
    m = won + drawn + lost
    games, wins, draws, losses = games + m, wins + won, draws + drawn, losses + lost
    rated_events += 1 if m >= c.FLOOR_EVENT_MIN_GAMES else 0
    floor = None
    if floors:
        floor = None if peak is None else _established_floor(peak)
        if floor is None and rating < c.ABSOLUTE_FLOOR_CAP:
            floor = _floor(wins, draws, rated_events)
        if floor is not None and rating < floor:
            rating = floor
        else:
            floor = None
    if games > c.ESTABLISHED_GAMES and (peak is None or rating > peak):
        peak = rating
    return (rating, games, wins, draws, losses, rated_events, age, peak), floor


_SpecialPlan = tuple[list[str], float, PriorTerm, float]
"""A player rated by the special formula, worked out once per event: (opponents, prior R0, the
prior's term in f, S')."""
_StandardPlan = tuple[list[str], float, float, float | None, float]
"""A player rated by the standard formula, worked out once per event: (opponents, prior R0, K,
the bonus threshold, score S)."""
_Plans = tuple[dict[str, _SpecialPlan], dict[str, _StandardPlan]]
"""The event's players by the formula that rates them: (special, standard)."""


def _plans(
    rows: Mapping[str, _Row], records: Mapping[str, Record], default_rating: float
) -> tuple[_Plans, dict[str, float], list[str]]:
    """Steps 1 and 2 for every player of the event, the formula chosen (§4/§5) and its parts
    that do not depend on the opponents' ratings: (plans, priors R0, the unrated players with
    N = 0). ``effective_games`` and ``adjusted_prior`` are inlined (the same arithmetic)."""
    special: dict[str, _SpecialPlan] = {}
    standard: dict[str, _StandardPlan] = {}
    priors: dict[str, float] = {}
    newcomers: list[str] = []
    shift = c.ALL_WINS_OR_LOSSES_SHIFT
    for number, (opponents, score, _won, _drawn, _lost) in records.items():
        rating, games, wins, _draws, losses, _events, age, _peak = rows.get(number, _NEWCOMER)
        if rating is None:
            prior = initial_rating(age, default_rating)
            if games == 0:
                newcomers.append(number)
        else:
            prior = rating
        priors[number] = prior
        if prior > c.EFFECTIVE_GAMES_CAP_RATING:
            most = c.EFFECTIVE_GAMES_MAX
        else:
            gap = c.EFFECTIVE_GAMES_PIVOT - prior
            most = c.EFFECTIVE_GAMES_MAX / math.sqrt(
                c.EFFECTIVE_GAMES_A + c.EFFECTIVE_GAMES_B * gap * gap
            )
        effective = most if most < games else float(games)  # N' = min(N, N*)
        if games > c.SPECIAL_FORMULA_MAX_GAMES and games not in (wins, losses):
            # §5, the standard formula: no all-wins / all-losses history, more than 8 games.
            m = len(opponents)
            threshold = None
            if m >= c.BONUS_MIN_GAMES:
                threshold = _bonus_threshold(m, _bonus_allowed(opponents))
            k = c.K_NUMERATOR / (effective + m)
            standard[number] = (opponents, prior, k, threshold, score)
            continue
        # §4, the special formula: R0' and S'.
        if games > 0 and wins == games:
            r0_adj, s_adj = prior - shift, score + effective
        elif games > 0 and losses == games:
            r0_adj, s_adj = prior + shift, score
        else:
            r0_adj, s_adj = prior, score + effective / 2
        prior_term = (effective, r0_adj) if effective > 0 else None
        special[number] = (opponents, prior, prior_term, s_adj)
    return (special, standard), priors, newcomers


def _bonus_allowed(opponents: Sequence[str]) -> bool:
    """§5: no opponent met more than twice."""
    if len(set(opponents)) == len(opponents):
        return True
    return max(Counter(opponents).values()) <= c.BONUS_MAX_GAMES_PER_OPPONENT


def _rated(plans: _Plans, ratings: Mapping[str, float]) -> dict[str, float]:
    """Step 4 or 5: each player's rating by their formula against their opponents' ``ratings``."""
    special, standard = plans
    rated = {}
    for number, (opponents, prior, prior_term, s_adj) in special.items():
        theirs = []
        for o in opponents:
            theirs.append(ratings[o])
        rated[number] = _special(prior, prior_term, s_adj, theirs)
    for number, (opponents, prior, k, threshold, score) in standard.items():
        theirs = []
        for o in opponents:
            theirs.append(ratings[o])
        rated[number] = _standard(prior, k, threshold, theirs, score)[0]
    return rated


def _first_estimates(
    records: Mapping[str, Record], priors: Mapping[str, float], newcomers: Sequence[str]
) -> dict[str, float]:
    """Step 3: what each player counts as in Step 4: the Step 1 rating (``priors``), except for
    the unrated players with N = 0 (``newcomers``): the special formula with N' = 1."""
    estimates = dict(priors)
    for number in newcomers:
        opponents, score, _won, _drawn, _lost = records[number]
        estimates[number] = special_rating(
            priors[number],
            c.FIRST_ESTIMATE_EFFECTIVE_GAMES,
            [priors[o] for o in opponents],
            score,
        )
    return estimates


def _rate_rows(
    rows: Mapping[str, _Row], records: Mapping[str, Record], default_rating: float
) -> tuple[_Plans, dict[str, float], dict[str, float]]:
    """Steps 1 to 5 of one event: (plans, Step 4 ratings, Step 5 ratings before the floors),
    each by player."""
    plans, priors, newcomers = _plans(rows, records, default_rating)
    intermediate = _rated(plans, _first_estimates(records, priors, newcomers))
    return plans, intermediate, _rated(plans, intermediate)


def rate_event(
    states: Mapping[str, PlayerState],
    games: Sequence[RatedGame],
    *,
    default_rating: float = c.ADULT_RATING,
) -> dict[str, RatingChange]:
    """Every player's rating after one event (players without rated games left out), by their
    numbers: Steps 1 and 2 (``_plans``), 3 (``_first_estimates``), 4 and 5 (``_rate_rows``),
    then the floors.

    ``games`` lists each game once per player (the player's view of it).
    """
    rows = {g.player: _row(states[g.player]) for g in games if g.player in states}
    records = _records(games)
    (_special_plans, standard), intermediate, step5 = _rate_rows(rows, records, default_rating)
    changes: dict[str, RatingChange] = {}
    for number in sorted(records):
        row = rows.get(number, _NEWCOMER)
        opponents, score, _won, _drawn, _lost = records[number]
        ratings = [intermediate[o] for o in opponents]
        _row_after, floor = _record_after(row, step5[number], records[number], True)
        after = floor if floor is not None else step5[number]
        k: float | None = None
        if number in standard:
            _opponents, prior, k, threshold, _score = standard[number]
            _after, expected, bonus = _standard(prior, k, threshold, ratings, score)
            formula = "standard"
        else:
            expected = _expectancy(step5[number], ratings, None)
            bonus, formula = 0.0, "special"
        changes[number] = RatingChange(
            number,
            row[0],
            after,
            row[1],
            len(ratings),
            score,
            expected,
            formula,
            k,
            bonus,
            floor,
            intermediate[number],
        )
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
    records = _records(games)
    for number, change in changes.items():
        state = states.get(number, PlayerState())
        row = _record_after(_row(state), change.after, records[number])[0]
        if glicko and number in glicko:
            deviation, volatility = glicko[number]
            state = replace(state, deviation=deviation, volatility=volatility)
        updated[number] = _state(row, state)
    return updated


def replay(
    initial: Mapping[str, PlayerState],
    events: Sequence[Sequence[RatedGame]],
    *,
    default_rating: float = c.ADULT_RATING,
) -> dict[str, PlayerState]:
    """Every rating from a starting list and the events in the order they were played (the
    same numbers as ``rate_event`` and ``after_event`` event by event, without their details)."""
    rows = {n: _row(s) for n, s in initial.items()}
    rated: set[str] = set()
    for games in events:
        records = _records(games)
        step5 = _rate_rows(rows, records, default_rating)[2]
        for number, record in records.items():
            row = rows.get(number, _NEWCOMER)
            rows[number] = _record_after(row, step5[number], record, True)[0]
        rated.update(records)
    states = dict(initial)
    states.update({n: _state(rows[n], initial.get(n)) for n in rated})
    return states


def records_of(games: Sequence[RatedGame]) -> dict[str, Record]:
    """Each player's (opponents, score, wins, draws, losses) in one event."""
    return _records(games)

"""The rating systems an event may choose, behind one call: ``uscf`` (default) or ``glicko2``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.ratings import constants as c
from opl_tournament.domain.ratings.glicko2 import GlickoRating, update
from opl_tournament.domain.ratings.uscf import (
    PlayerState,
    RatedGame,
    RatingChange,
    after_event,
    initial_rating,
    rate_event,
    records_of,
)

SYSTEMS = ("uscf", "glicko2")


def _glicko_of(state: PlayerState, default_rating: float) -> GlickoRating:
    rating = state.rating if state.rating is not None else initial_rating(state.age, default_rating)
    return GlickoRating(
        rating,
        state.deviation if state.deviation is not None else c.GLICKO_DEFAULT_DEVIATION,
        state.volatility if state.volatility is not None else c.GLICKO_DEFAULT_VOLATILITY,
    )


def rate_with(
    system: str,
    states: Mapping[str, PlayerState],
    games: Sequence[RatedGame],
    *,
    default_rating: float = c.ADULT_RATING,
) -> tuple[dict[str, RatingChange], dict[str, PlayerState]]:
    """The event's changes and every player's record after it, by the chosen system."""
    if system == "uscf":
        changes = rate_event(states, games, default_rating=default_rating)
        return changes, after_event(states, games, changes)
    if system != "glicko2":
        raise InvalidInput(f"unknown rating system '{system}' (one of {', '.join(SYSTEMS)})")
    before = {
        n: _glicko_of(states.get(n, PlayerState()), default_rating) for n in records_of(games)
    }
    changes: dict[str, RatingChange] = {}
    glicko: dict[str, tuple[float, float]] = {}
    for number, (opponents, score, _w, _d, _l) in records_of(games).items():
        mine = [(before[g.opponent], g.score) for g in games if g.player == number]
        after = update(before[number], mine)
        state = states.get(number, PlayerState())
        changes[number] = RatingChange(
            number, state.rating, after.rating, state.games, len(opponents), score, 0.0, "glicko2"
        )
        glicko[number] = (after.deviation, after.volatility)
    return changes, after_event(states, games, changes, glicko)

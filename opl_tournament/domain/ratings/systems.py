"""The rating systems a rating list may use, behind one call: ``uscf`` (default) or ``glicko2``."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from opl_tournament.domain.errors import one_of
from opl_tournament.domain.ratings import constants as c
from opl_tournament.domain.ratings.glicko2 import GlickoRating, update
from opl_tournament.domain.ratings.uscf import (
    PlayerState,
    RatedGame,
    RatingChange,
    after_event,
    rate_event,
    records_of,
)
from opl_tournament.domain.sentences import N_

SYSTEMS = ("uscf", "glicko2")
VERSIONS = {"uscf": c.USCF_VERSION, "glicko2": c.GLICKO2_VERSION}
"""Each system with the version of its document, as the export names it."""


def check_system(system: str) -> str:
    return one_of(system, SYSTEMS, what=N_("rating system"), field="system")


def deviation_from_games(games: int) -> float:
    """Glicko-2 RD for a rating imported with ``games`` games behind it (no RD of its own).

    Each game against an equal opponent gives Glicko's information q²·g²·E(1 − E) ≈ q²/4 with
    q = ln 10 / 400, so 1/RD² = 1/350² + games·q²/4; never under 30.
    """
    q = math.log(10) / c.ELO_SCALE
    information = 1 / c.GLICKO_DEFAULT_DEVIATION**2 + games * q * q / 4
    return max(c.GLICKO_MIN_DEVIATION, 1 / math.sqrt(information))


def glicko_of(state: PlayerState) -> GlickoRating:
    """The player's Glicko-2 rating: a newcomer starts at Glickman's 1500 / RD 350."""
    if state.rating is None:
        return GlickoRating()
    deviation = (
        state.deviation if state.deviation is not None else deviation_from_games(state.games)
    )
    volatility = state.volatility if state.volatility is not None else c.GLICKO_DEFAULT_VOLATILITY
    return GlickoRating(state.rating, deviation, volatility)


def rate_with(
    system: str,
    states: Mapping[str, PlayerState],
    games: Sequence[RatedGame],
    *,
    default_rating: float = c.ADULT_RATING,
) -> tuple[dict[str, RatingChange], dict[str, PlayerState]]:
    """The event's changes and every player's record after it, by the chosen system."""
    if check_system(system) == "uscf":
        rated = rate_event(states, games, default_rating=default_rating)
        return rated, after_event(states, games, rated)
    records = records_of(games)
    before = {n: glicko_of(states.get(n, PlayerState())) for n in records}
    changes: dict[str, RatingChange] = {}
    glicko: dict[str, tuple[float, float]] = {}
    for number, (opponents, score, _w, _d, _l) in records.items():
        mine = [(before[g.opponent], g.score) for g in games if g.player == number]
        after = update(before[number], mine)
        state = states.get(number, PlayerState())
        changes[number] = RatingChange(
            number, state.rating, after.rating, state.games, len(opponents), score, 0.0, "glicko2"
        )
        glicko[number] = (after.deviation, after.volatility)
    return changes, after_event(states, games, changes, glicko)

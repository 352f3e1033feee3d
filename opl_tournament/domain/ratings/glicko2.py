"""Glicko-2 (Glickman's paper), the second rating system an event may choose."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from opl_tournament.domain.ratings import constants as c


@dataclass(frozen=True)
class GlickoRating:
    rating: float = c.GLICKO_DEFAULT_RATING
    deviation: float = c.GLICKO_DEFAULT_DEVIATION
    volatility: float = c.GLICKO_DEFAULT_VOLATILITY


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def update(
    player: GlickoRating,
    games: Sequence[tuple[GlickoRating, float]],
    *,
    tau: float = c.GLICKO_TAU,
) -> GlickoRating:
    """The player's rating after one rating period of ``games`` (opponent, score)."""
    mu = (player.rating - c.GLICKO_DEFAULT_RATING) / c.GLICKO_SCALE
    phi = player.deviation / c.GLICKO_SCALE
    if not games:
        phi_star = math.sqrt(phi * phi + player.volatility**2)
        return GlickoRating(player.rating, phi_star * c.GLICKO_SCALE, player.volatility)
    opponents = [
        (
            (o.rating - c.GLICKO_DEFAULT_RATING) / c.GLICKO_SCALE,
            o.deviation / c.GLICKO_SCALE,
            score,
        )
        for o, score in games
    ]
    v = 1.0 / sum(_g(pj) ** 2 * _e(mu, mj, pj) * (1 - _e(mu, mj, pj)) for mj, pj, _ in opponents)
    delta = v * sum(_g(pj) * (s - _e(mu, mj, pj)) for mj, pj, s in opponents)
    sigma = _new_volatility(phi, player.volatility, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * sum(_g(pj) * (s - _e(mu, mj, pj)) for mj, pj, s in opponents)
    return GlickoRating(
        mu_new * c.GLICKO_SCALE + c.GLICKO_DEFAULT_RATING, phi_new * c.GLICKO_SCALE, sigma
    )


def _new_volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5 of the paper: the Illinois algorithm on f(x) = 0."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        top = ex * (delta * delta - phi * phi - v - ex)
        bottom = 2.0 * (phi * phi + v + ex) ** 2
        return top / bottom - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > c.GLICKO_EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)

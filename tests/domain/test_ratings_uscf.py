"""The US Chess system and Glicko-2: published vectors, derived special-formula cases, what is rated."""

from __future__ import annotations

import pytest

from opl_tournament.domain.pairing.records import Entrant, MatchRecord, ResultCode
from opl_tournament.domain.ratings.glicko2 import GlickoRating, update
from opl_tournament.domain.ratings.rated_games import rated_games
from opl_tournament.domain.ratings.uscf import (
    PlayerState,
    RatedGame,
    absolute_floor,
    effective_games,
    expected_score,
    initial_rating,
    rate_event,
    replay,
    special_rating,
    standard_rating,
)


@pytest.mark.parametrize(
    ("rating", "expected"),
    [(1000, 11.515), (1500, 16.568), (2000, 28.608), (2355, 49.989), (2356, 50.0), (2600, 50.0)],
)
def test_effective_games(rating: float, expected: float) -> None:
    assert effective_games(rating) == pytest.approx(expected, abs=5e-4)


def test_standard_formula_without_bonus() -> None:
    after, expected, k, bonus = standard_rating(1500, 50, [1400, 1550, 1700, 1450], 2.5)
    assert (round(after, 2), round(expected, 5), round(k, 3), bonus) == (
        1524.10,
        1.88032,
        38.894,
        0.0,
    )


def test_standard_formula_with_the_bonus() -> None:
    after, expected, k, bonus = standard_rating(1500, 30, [1700, 1750, 1800, 1650, 1600], 5)
    assert round(after, 2) == 1747.66
    assert (round(k, 3), round(expected, 5), round(bonus, 2)) == (37.091, 1.23946, 108.18)


def test_the_published_special_formula_approximation() -> None:
    # 1500 on 6 games; wins v 1400, loses v 1550, draws v 1650 (no expectancy clipped):
    # R = (6·1500 + 1400 + 1550 + 1650 + 400·(W − L)) / (6 + 3) = 13600 / 9.
    assert special_rating(1500, 6, [1400, 1550, 1650], 1.5) == pytest.approx(1511.111, abs=1e-3)


def test_special_formula_for_a_provisional_player() -> None:
    # 1200 on 4 games; beats 1300 and 1250, loses to 1500, draws 1100. Unclipped, the linear
    # expectancies give R = (4·1200 + 1300 + 1250 + 1500 + 1100 + 400·(2 − 1)) / (4 + 4)
    # = 10350 / 8 = 1293.75; at that R every gap is under 400, so no expectancy is clipped.
    after = special_rating(1200, 4, [1300, 1250, 1500, 1100], 2.5)
    assert after == pytest.approx(1293.75, abs=1e-6)


def test_special_formula_for_all_wins_takes_the_lowest_rating_that_explains_it() -> None:
    # An unrated player beats 1400 and 1600. The sum of expectancies reaches 2 only once both
    # are 1, i.e. R ≥ 1600 + 400 = 2000: the lowest such rating is 2000.
    assert special_rating(None, 0, [1400, 1600], 2.0) == pytest.approx(2000, abs=1e-6)


def test_special_formula_for_all_losses_takes_the_highest_rating_that_explains_it() -> None:
    # An unrated player loses to 1400 and 1600: the expectancies are both 0 for R ≤ 1000.
    assert special_rating(None, 0, [1400, 1600], 0.0) == pytest.approx(1000, abs=1e-6)


def test_initial_ratings_by_age_and_the_absolute_floor() -> None:
    assert [initial_rating(a) for a in (1, 2, 12, 26, 27, None)] == [
        100, 100, 600, 1300, 1300, 1300,
    ]  # fmt: skip
    assert initial_rating(None, default=1200) == 1200
    assert absolute_floor(PlayerState(wins=3, draws=2, rated_events=2)) == 100 + 12 + 4 + 2
    assert absolute_floor(PlayerState(wins=40)) == 150


def test_an_event_uses_intermediate_ratings_for_unrated_opponents() -> None:
    states = {"A": PlayerState(1600, 40, 20, 5, 15, 5), "B": PlayerState(1500, 30, 15, 0, 15, 4)}
    games = [
        RatedGame("A", "B", 1.0),
        RatedGame("B", "A", 0.0),
        RatedGame("A", "N", 1.0),
        RatedGame("N", "A", 0.0),
        RatedGame("B", "N", 0.0),
        RatedGame("N", "B", 1.0),
    ]
    changes = rate_event(states, games)
    assert changes["N"].formula == "special" and changes["A"].formula == "standard"
    assert changes["N"].before is None
    assert 1300 < changes["N"].after < 1900
    assert changes["A"].after > 1600 > changes["B"].after


def test_replaying_the_same_events_gives_the_same_ratings() -> None:
    events = [
        [RatedGame("A", "B", 1.0), RatedGame("B", "A", 0.0)],
        [RatedGame("B", "C", 0.5), RatedGame("C", "B", 0.5)],
    ] * 10
    first = replay({}, events)
    assert replay({}, events) == first
    assert first["A"].games == 10 and first["C"].draws == 10


def test_glicko2_worked_example() -> None:
    after = update(
        GlickoRating(1500, 200, 0.06),
        [
            (GlickoRating(1400, 30), 1.0),
            (GlickoRating(1550, 100), 0.0),
            (GlickoRating(1700, 300), 0.0),
        ],
    )
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)


PLAYERS = [Entrant("0001"), Entrant("0002"), Entrant("0003"), Entrant("9999", is_staff=True)]


def game(table: int, a: str, b: str | None, winner: str | None, result: ResultCode) -> MatchRecord:
    return MatchRecord(1, table, a, b, winner, result)


def test_what_is_rated() -> None:
    matches = [
        game(1, "0001", "0002", "0001", ResultCode.WIN),
        game(2, "0003", None, "0003", ResultCode.BYE),
        game(3, "0002", "9999", "0002", ResultCode.STAFF),
        game(4, "0003", "0001", "0001", ResultCode.FORFEIT),
        game(5, "0002", "0003", None, ResultCode.DOUBLE_LOSS),
        game(6, "0001", "0003", "0001", ResultCode.BYE_DQ),
    ]
    rated = rated_games(matches, PLAYERS, sanctioned=True)
    assert [(g.player, g.opponent, g.score) for g in rated] == [
        ("0001", "0002", 1.0),
        ("0002", "0001", 0.0),
        ("0002", "0003", 0.0),
        ("0003", "0002", 0.0),
        ("0001", "0003", 1.0),
        ("0003", "0001", 0.0),
    ]
    with_forfeits = rated_games(matches, PLAYERS, sanctioned=True, rate_forfeits=True)
    assert ("0001", "0003", 1.0) in [(g.player, g.opponent, g.score) for g in with_forfeits[:4]]
    assert rated_games(matches, PLAYERS, sanctioned=False) == []


@pytest.mark.parametrize(
    ("gap", "expected"), [(0, 0.5), (100, 0.640065), (200, 0.759747), (400, 0.909091)]
)
def test_elo_expected_scores(gap: float, expected: float) -> None:
    assert expected_score(1500 + gap, 1500) == pytest.approx(expected, abs=1e-6)


def test_the_classic_elo_event_with_k_32() -> None:
    opponents, score = [1609, 1477, 1388, 1586, 1720], 2.5
    expected = sum(expected_score(1613, o) for o in opponents)
    assert expected == pytest.approx(2.8666, abs=1e-4)
    assert 1613 + 32 * (score - expected) == pytest.approx(1601.27, abs=0.01)
    assert 20 * (1 - expected_score(2000, 2100)) == pytest.approx(12.8013, abs=1e-4)

"""The US Chess system and Glicko-2: published vectors, derived special-formula cases, what is rated."""

from __future__ import annotations

import random

import pytest

from opl_tournament.domain.pairing.records import Entrant, MatchRecord, ResultCode
from opl_tournament.domain.ratings.glicko2 import GlickoRating, update
from opl_tournament.domain.ratings.rated_games import rated_games
from opl_tournament.domain.ratings.systems import deviation_from_games, glicko_of
from opl_tournament.domain.ratings.uscf import (
    PlayerState,
    RatedGame,
    absolute_floor,
    after_event,
    effective_games,
    established_floor,
    expected_score,
    initial_rating,
    rate_event,
    replay,
    special_rating,
    standard_rating,
    uses_special_formula,
)


@pytest.mark.parametrize(
    ("rating", "expected"),
    [(1000, 11.515), (1500, 16.568), (2000, 28.608), (2355, 49.989), (2356, 50.0), (2600, 50.0)],
)
def test_effective_games(rating: float, expected: float) -> None:
    assert effective_games(rating) == pytest.approx(expected, abs=5e-4)


def test_standard_formula_without_bonus() -> None:
    # N' = 50: K = 800 / (50 + 4) = 14.815; E = Σ We(1500, Ri) = 1.88032;
    # R = 1500 + 14.815 × (2.5 − 1.88032) = 1509.18; the change is under 14·sqrt(4) = 28.
    after, expected, k, bonus = standard_rating(1500, 50, [1400, 1550, 1700, 1450], 2.5)
    assert (round(after, 2), round(expected, 5), round(k, 3), bonus) == (
        1509.18,
        1.88032,
        14.815,
        0.0,
    )


def test_standard_formula_with_the_bonus() -> None:
    # N' = 16.568 (N* at 1500): K = 800 / 21.568 = 37.092; E = 1.23946;
    # K (S − E) = 37.092 × 3.76054 = 139.48; bonus = 139.48 − 14·sqrt(5) = 139.48 − 31.30 = 108.18.
    after, expected, k, bonus = standard_rating(
        1500, effective_games(1500), [1700, 1750, 1800, 1650, 1600], 5
    )
    assert round(after, 2) == 1747.66
    assert (round(k, 3), round(expected, 5), round(bonus, 2)) == (37.091, 1.23946, 108.18)


def test_the_bonus_needs_three_games_and_no_opponent_met_more_than_twice() -> None:
    # N' = 20, three wins against 1500s: K = 800 / 23 = 34.783, K (S − E) = 34.783 × 1.5
    # = 52.174; bonus = 52.174 − 14·sqrt(max(3, 4)) = 52.174 − 28 = 24.174.
    with_bonus, _e, _k, bonus = standard_rating(1500, 20, [1500] * 3, 3)
    assert (round(with_bonus, 3), round(bonus, 3)) == (1576.348, 24.174)
    without, _e, _k, none = standard_rating(1500, 20, [1500] * 3, 3, bonus_allowed=False)
    assert (round(without, 3), none) == (1552.174, 0.0)
    # Two games: no bonus whatever the result.
    assert standard_rating(1500, 20, [1500] * 2, 2)[3] == 0.0
    # In an event: the same opponent beaten three times gives no bonus.
    states = {n: PlayerState(1500, 50, 25, 0, 25, 5) for n in "XY"}
    games = [RatedGame("X", "Y", 1.0), RatedGame("Y", "X", 0.0)] * 3
    assert rate_event(states, games)["X"].bonus == 0.0


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


def test_special_formula_for_all_wins_takes_the_rating_nearest_the_initial_one() -> None:
    # An unrated player (R0 = 1300, N' = 0) beats 1400 and 1600: f(R) = 0 for every R ≥ 2000;
    # the nearest to 1300 is 2000.
    assert special_rating(1300, 0, [1400, 1600], 2.0) == pytest.approx(2000, abs=1e-6)
    # Loses to both: f(R) = 0 for every R ≤ 1000; the nearest to 1300 is 1000.
    assert special_rating(1300, 0, [1400, 1600], 0.0) == pytest.approx(1000, abs=1e-6)


def test_special_formula_flat_stretch_resolves_to_the_value_nearest_the_initial_rating() -> None:
    # Departure 5. R0 = 1300, N' = 0; beats 1000, loses to 2000:
    # f(R) = PWe(R, 1000) + PWe(R, 2000) − 1 = 1 + 0 − 1 = 0 for 1400 ≤ R ≤ 1600.
    # The nearest point to 1300 is 1400 (the stretch's midpoint would be 1500).
    assert special_rating(1300, 0, [1000, 2000], 1.0) == pytest.approx(1400, abs=1e-6)
    # An initial rating inside the stretch is kept; one above it gives the top end.
    assert special_rating(1450, 0, [1000, 2000], 1.0) == pytest.approx(1450, abs=1e-6)
    assert special_rating(1800, 0, [1000, 2000], 1.0) == pytest.approx(1600, abs=1e-6)


def test_special_formula_is_capped_at_2700() -> None:
    # Beats 2500 and 2600: f(R) = 0 for R ≥ 3000, nearest to 1300 is 3000, capped to 2700.
    assert special_rating(1300, 0, [2500, 2600], 2.0) == 2700


def test_all_wins_history_adjusts_the_prior() -> None:
    # Departure 4. 1600 on 4 games, all wins: N' = min(4, N*(1600) = 18.1) = 4,
    # R0' = 1600 − 400 = 1200, S' = 1 + 4 = 5. Beats 2200:
    # f(R) = 4·PWe(R, 1200) + PWe(R, 2200) − 5 = 0 only when both are 1: R ≥ 2600 → 2600.
    assert special_rating(1600, 4, [2200], 1.0, all_wins=True) == pytest.approx(2600)
    # Unadjusted (R0' = 1600, S' = 1 + 2 = 3) the answer would be 1800:
    # 4(0.5 + (R − 1600)/800) + 0.5 + (R − 2200)/800 = 3  ⇒  5R = 9000  ⇒  R = 1800.
    assert special_rating(1600, 4, [2200], 1.0) == pytest.approx(1800)
    # All losses: R0' = 1600 + 400 = 2000, S' = 0. Loses to 1000: f(R) = 4·PWe(R, 2000)
    # + PWe(R, 1000) = 0 needs R ≤ 600 → the value nearest 1600 is 600.
    assert special_rating(1600, 4, [1000], 0.0, all_losses=True) == pytest.approx(600)


def test_the_formula_is_chosen_on_the_games_before_the_event() -> None:
    # Departure 3: N ≤ 8, or all wins, or all losses — before the event.
    assert uses_special_formula(PlayerState(1500, 8, 4, 0, 4))
    assert not uses_special_formula(PlayerState(1500, 9, 4, 1, 4))
    assert uses_special_formula(PlayerState(1500, 20, 20, 0, 0))
    assert uses_special_formula(PlayerState(1500, 20, 0, 0, 20))
    # 8 games before, 4 in the event (12 > 8): still the special formula.
    states = {"P": PlayerState(1500, 8, 4, 0, 4)}
    states |= {o: PlayerState(1500, 50, 25, 0, 25, 5) for o in "ABCD"}
    games = [g for o in "ABC" for g in (RatedGame("P", o, 1.0), RatedGame(o, "P", 0.0))]
    games += [RatedGame("P", "D", 0.0), RatedGame("D", "P", 1.0)]
    assert rate_event(states, games)["P"].formula == "special"


def test_initial_ratings_by_age_and_the_absolute_floor() -> None:
    assert [initial_rating(a) for a in (1, 2, 12, 26, 27, None)] == [
        100, 100, 600, 1300, 1300, 1300,
    ]  # fmt: skip
    assert initial_rating(None, default=1200) == 1200
    assert absolute_floor(PlayerState(wins=3, draws=2, rated_events=2)) == 100 + 12 + 4 + 2
    assert absolute_floor(PlayerState(wins=40)) == 150


def test_the_floor_counts_the_event() -> None:
    # 110 on 30 games (5 wins, 2 events with 3 games) loses three times to a 1500:
    # N' = min(30, N*(110) = 7.425); K = 800 / 10.425 = 76.74; E ≈ 0.001 → 109.92.
    # Floor after the event: 100 + 4·5 + 2·0 + (2 + 1) = 123.
    states = {"P": PlayerState(110, 30, 5, 0, 25, 2), "Q": PlayerState(1500, 40, 20, 0, 20, 3)}
    change = rate_event(states, [RatedGame("P", "Q", 0.0), RatedGame("Q", "P", 1.0)] * 3)["P"]
    assert change.intermediate == pytest.approx(109.92, abs=0.01)
    assert (change.after, change.floor) == (123.0, 123.0)


@pytest.mark.parametrize(
    ("peak", "games", "floor"),
    [
        (1941.0, 30, 1700.0),  # 1941 − 200 = 1741, rounded down to the hundred: 1700
        (1588.0, 30, 1300.0),  # 1588 − 200 = 1388 → 1300
        (1400.0, 30, 1200.0),  # 1400 − 200 = 1200: the lowest established floor
        (1399.0, 30, None),  # 1399 − 200 = 1199 → 1100, under 1200: the absolute floor only
        (2450.0, 30, 2100.0),  # 2450 − 200 = 2250 → 2200, above the highest floor: 2100
        (1900.0, 25, None),  # 25 games: provisional, no established rating yet
    ],
)
def test_the_established_floor_is_200_below_the_highest_established_rating(
    peak: float, games: int, floor: float | None
) -> None:
    # The player's rating is the peak itself, and their record holds no higher one.
    assert established_floor(PlayerState(rating=peak, games=games)) == floor


def test_the_floor_comes_from_the_highest_rating_not_the_current_one() -> None:
    # 1650 now, 2000 at best: 2000 − 200 = 1800 (the current rating alone would give 1400).
    assert established_floor(PlayerState(rating=1650, games=40, peak=2000.0)) == 1800.0
    # A peak reached while provisional never counts: peak stays None below 26 games.
    assert established_floor(PlayerState(rating=1650, games=20, peak=None)) is None


def test_an_established_player_stops_at_the_floor() -> None:
    # P: 1800 on 40 games, highest established rating 2000 → floor 2000 − 200 = 1800.
    # P loses to four players rated 1400 (60 games each).
    # Step 2: N*(1800) = 50 / sqrt(0.662 + 0.00000739 · 769²) = 50 / sqrt(5.03216) = 22.289,
    #         N' = min(40, 22.289) = 22.289.
    # Step 4: K = 800 / (22.289 + 4) = 30.431; E = 4 / (1 + 10^(−400/400)) = 4 · 0.909091
    #         = 3.636364; R = 1800 + 30.431 · (0 − 3.636364) = 1689.34.
    # Step 5 is lower still (the opponents' intermediate ratings rose); the floor lifts it to 1800
    # (the absolute floor, min(100 + 4·20 + 4, 150) = 150, is lower).
    players = {"P": PlayerState(1800, 40, 20, 0, 20, 3, peak=2000.0)}
    players |= {f"Q{i}": PlayerState(1400, 60, 30, 0, 30, 5) for i in range(4)}
    games = [
        g for q in "0123" for g in (RatedGame("P", f"Q{q}", 0.0), RatedGame(f"Q{q}", "P", 1.0))
    ]
    change = rate_event(players, games)["P"]
    assert change.intermediate == pytest.approx(1689.34, abs=0.01)
    assert (change.after, change.floor) == (1800.0, 1800.0)
    assert after_event(players, games, {"P": change})["P"].peak == 2000.0


def test_the_highest_established_rating_is_kept_from_the_26th_game_on() -> None:
    # A: 1500 on 22 games (standard formula, N > 8) beats B (1500 on 40 games) four times.
    # N'(A) = min(22, N*(1500) = 16.568); K = 800 / (16.568 + 4) = 38.894; E = 4 · 0.5 = 2.
    # Step 4: 1500 + 38.894 · 2 = 1577.79; Step 5 against B's intermediate (lower) gives 1560.66.
    # A now has 26 games: established, so 1560.66 is A's highest established rating.
    # B had 1500 on 40 games (established): B's highest stays 1500, its new rating being lower.
    players = {"A": PlayerState(1500, 22, 11, 0, 11, 2), "B": PlayerState(1500, 40, 20, 0, 20, 3)}
    games = [RatedGame("A", "B", 1.0), RatedGame("B", "A", 0.0)] * 4
    changes = rate_event(players, games)
    assert changes["A"].after == pytest.approx(1560.66, abs=0.01)
    after = after_event(players, games, changes)
    assert after["A"].peak == changes["A"].after
    assert after["B"].peak == 1500.0
    # With 25 games after the event A would still be provisional: no highest established rating.
    provisional = after_event({**players, "A": PlayerState(1500, 21, 11, 0, 10, 2)}, games, changes)
    assert provisional["A"].peak is None


def test_step_3_gives_two_newcomers_first_estimates() -> None:
    # Departure 2. Both start at 1300 (Step 1), N = 0. A beats B.
    # Step 3 (N' = 1, S' = S + 1/2): A: 2·(0.5 + (R − 1300)/800) = 1.5 ⇒ R = 1500;
    #                                B: 2·(0.5 + (R − 1300)/800) = 0.5 ⇒ R = 1100.
    # Step 4 (N' = 0): A v 1100: PWe(R, 1100) = 1 for R ≥ 1500, nearest to 1300: 1500.
    #                  B v 1500: PWe(R, 1500) = 0 for R ≤ 1100, nearest to 1300: 1100.
    # Step 5 repeats Step 4 against those: 1500 and 1100. Floors 104 and 100 do not bite.
    changes = rate_event({}, [RatedGame("A", "B", 1.0), RatedGame("B", "A", 0.0)])
    assert (changes["A"].after, changes["B"].after) == (1500.0, 1100.0)
    assert changes["A"].before is None and changes["A"].formula == "special"


def test_step_5_rates_against_every_opponents_intermediate_rating() -> None:
    # Departure 1. Six established players at 1500 (N = 50, so N' = N*(1500) = 16.568).
    # X beats the other five.
    # Step 4, X: K = 800 / 21.568 = 37.092; K (S − E) = 37.092 × 2.5 = 92.73;
    #   bonus = 92.73 − 14·sqrt(5) = 61.42 → 1654.15.
    # Step 4, each opponent: K = 800 / 17.568 = 45.536; 45.536 × (0 − 0.5) = −22.77 → 1477.23.
    # Step 5, each opponent against X at 1654.15: E = 1 / (1 + 10^(154.15/400)) = 0.29166;
    #   1500 − 45.536 × 0.29166 = 1486.72 (against 1500 it would have been 1477.23).
    # Step 5, X against five at 1477.23: E = 5 / (1 + 10^(−22.77/400)) = 2.66360;
    #   K (S − E) = 37.092 × 2.33640 = 86.66; bonus 86.66 − 31.30 = 55.36 → 1642.02.
    states = {n: PlayerState(1500, 50, 25, 0, 25, 5) for n in "XABCDE"}
    games = [g for o in "ABCDE" for g in (RatedGame("X", o, 1.0), RatedGame(o, "X", 0.0))]
    changes = rate_event(states, games)
    assert changes["X"].intermediate == pytest.approx(1654.15, abs=0.01)
    assert changes["A"].intermediate == pytest.approx(1477.23, abs=0.01)
    assert changes["A"].after == pytest.approx(1486.72, abs=0.01)
    assert changes["X"].after == pytest.approx(1642.02, abs=0.01)


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


def test_the_replay_gives_exactly_the_numbers_of_rating_event_by_event() -> None:
    # ``replay`` skips each event's details (issue 21): its records must equal, to the last bit,
    # those of ``rate_event`` and ``after_event`` applied one event after another. The history
    # mixes newcomers (with and without an age), players on the special and the standard formula,
    # all-wins and all-losses histories, established players near their floor, draws, repeated
    # opponents (no bonus) and events long enough for the bonus.
    rng = random.Random(5)
    numbers = [f"{i:03d}" for i in range(40)]
    initial = {
        "000": PlayerState(age=12),
        "001": PlayerState(1650, 40, 20, 5, 15, 4, peak=2000.0),
        "002": PlayerState(1500, 6, 6, 0, 0, 2),
        "003": PlayerState(1400, 7, 0, 0, 7, 2),
        "004": PlayerState(2300, 300, 200, 50, 50, 40),
    }
    events = []
    for _ in range(60):
        field = rng.sample(numbers, rng.choice([2, 4, 8, 16]))
        games: list[RatedGame] = []
        for _ in range(rng.randint(1, 24)):
            a, b = rng.sample(field, 2)
            score = rng.choice([1.0, 0.0, 0.5])
            games += [RatedGame(a, b, score), RatedGame(b, a, 1.0 - score)]
        events.append(games)
    states = dict(initial)
    for games in events:
        states = after_event(states, games, rate_event(states, games))
    assert replay(initial, events) == states
    assert any(s.peak is not None for s in states.values())


def test_glicko2_newcomers_and_imported_players() -> None:
    # A newcomer starts at Glickman's 1500 / RD 350 whatever the age or the US Chess default.
    assert glicko_of(PlayerState(age=12)) == GlickoRating(1500, 350, 0.06)
    # An imported rating without an RD: 1/RD² = 1/350² + games·q²/4, q = ln 10 / 400.
    # 10 games: 1/350² = 8.163e-6; q² = 3.3137e-5, ×10/4 = 8.284e-5; RD = 1/sqrt(9.101e-5) = 104.8.
    assert deviation_from_games(10) == pytest.approx(104.8, abs=0.1)
    assert deviation_from_games(0) == 350
    assert deviation_from_games(10_000) == 30, "never under 30"
    imported = glicko_of(PlayerState(rating=1800, games=10))
    assert (imported.rating, round(imported.deviation, 1)) == (1800, 104.8)


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
    # The bye, the staff game, the forfeit, the double loss (no one won it) and the bye from a
    # disqualified opponent (by default) are not rated.
    assert [(g.player, g.opponent, g.score) for g in rated] == [
        ("0001", "0002", 1.0),
        ("0002", "0001", 0.0),
    ]
    with_forfeits = rated_games(matches, PLAYERS, sanctioned=True, rate_forfeits=True)
    assert ("0001", "0003", 1.0) in [(g.player, g.opponent, g.score) for g in with_forfeits]
    with_dq_byes = rated_games(matches, PLAYERS, sanctioned=True, rate_dq_byes=True)
    assert [(g.player, g.opponent, g.score) for g in with_dq_byes[2:]] == [
        ("0001", "0003", 1.0),
        ("0003", "0001", 0.0),
    ]
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

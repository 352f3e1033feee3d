"""Pod pairing (free-for-all, 2 vs 2, boss battles) and pod standings."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.pairing.pods import (
    BOSS_ROLE,
    PodEntrant,
    PodFormat,
    PodRecord,
    PodRound,
    PodRules,
    PodScoring,
    Seat,
    pair_pod_round,
    pod_sizes,
    seat_points,
)
from opl_tournament.domain.pod_standings import pod_standings


def field(count: int) -> list[PodEntrant]:
    return [PodEntrant(f"{i:04d}") for i in range(1, count + 1)]


def played(round_: PodRound, rng: random.Random) -> list[PodRecord]:
    """Results for a round: each non-bye pod gets a random order of finish."""
    records = []
    for pod in round_.pods:
        if pod.bye:
            records.append(PodRecord(round_.round, pod.table, pod.seats, None, bye=True))
            continue
        sides = list(dict.fromkeys(s.side for s in pod.seats))
        rng.shuffle(sides)
        records.append(
            PodRecord(
                round_.round,
                pod.table,
                pod.seats,
                {side: place for place, side in enumerate(sides, start=1)},
            )
        )
    return records


def run(rules: PodRules, entrants: list[PodEntrant], rounds: int, seed: int = 1):
    rng = random.Random(seed)
    history: list[PodRecord] = []
    paired = []
    for number in range(1, rounds + 1):
        round_ = pair_pod_round(rules, entrants, history, number)
        paired.append(round_)
        history.extend(played(round_, rng))
    return paired, history


@pytest.mark.parametrize(
    ("players", "preferred", "sizes"),
    [
        (2, 4, (2,)),
        (3, 4, (3,)),
        (4, 4, (4,)),
        (5, 4, (3, 2)),
        (6, 4, (3, 3)),
        (7, 4, (4, 3)),
        (8, 4, (4, 4)),
        (9, 4, (3, 3, 3)),
        (13, 4, (4, 3, 3, 3)),
        (13, 3, (4, 3, 3, 3)),
        (12, 3, (3, 3, 3, 3)),
        (12, 4, (4, 4, 4)),
        (17, 4, (4, 4, 3, 3, 3)),
        (17, 3, (4, 4, 3, 3, 3)),
        (18, 3, (3, 3, 3, 3, 3, 3)),
    ],
)
def test_pod_sizes(players: int, preferred: int, sizes: tuple[int, ...]) -> None:
    assert pod_sizes(players, preferred) == sizes


def test_thirteen_players_sit_at_one_pod_of_four_and_three_of_three() -> None:
    round_ = pair_pod_round(PodRules(seed=7), field(13), [], 1)
    assert [len(p.seats) for p in round_.pods] == [4, 3, 3, 3]
    seated = [s.number for p in round_.pods for s in p.seats]
    assert sorted(seated) == [e.number for e in field(13)]
    assert not any(p.bye for p in round_.pods)


def test_same_seed_same_seating_and_other_seed_differs() -> None:
    first = pair_pod_round(PodRules(seed=3), field(16), [], 1)
    again = pair_pod_round(PodRules(seed=3), field(16), [], 1)
    other = pair_pod_round(PodRules(seed=4), field(16), [], 1)
    assert first == again
    assert first.pods != other.pods


def test_round_two_seats_winners_together_without_repeats() -> None:
    rules = PodRules(seed=11)
    entrants = field(16)
    round1 = pair_pod_round(rules, entrants, [], 1)
    history = played(round1, random.Random(5))
    winners = {
        next(s.number for s in p.seats if rec.placings and rec.placings[s.side] == 1)
        for p, rec in zip(round1.pods, history, strict=True)
    }
    round2 = pair_pod_round(rules, entrants, history, 2)
    assert {s.number for s in round2.pods[0].seats} == winners
    assert "all on 3 points" in str(round2.pods[0].explanation)
    assert not round2.relaxations
    earlier = {
        frozenset(pair)
        for p in round1.pods
        for pair in combinations([s.number for s in p.seats], 2)
    }
    for pod in round2.pods:
        for pair in combinations([s.number for s in pod.seats], 2):
            assert frozenset(pair) not in earlier


def _repeat_free_seating_exists(players: list[str], sizes: tuple[int, ...], met: set) -> bool:
    def place(rest: list[str], sizes_left: tuple[int, ...]) -> bool:
        if not rest:
            return True
        first, others = rest[0], rest[1:]
        for mates in combinations(others, sizes_left[0] - 1):
            pod = (first, *mates)
            if any(frozenset(p) in met for p in combinations(pod, 2)):
                continue
            remaining = [p for p in others if p not in mates]
            if place(remaining, sizes_left[1:]):
                return True
        return False

    return place(players, sizes)


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(min_value=6, max_value=9),
    rounds=st.integers(min_value=2, max_value=4),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_no_repeat_pod_mates_whenever_a_seating_avoids_them(
    players: int, rounds: int, seed: int
) -> None:
    rules = PodRules(seed=seed)
    entrants = field(players)
    history: list[PodRecord] = []
    rng = random.Random(seed)
    for number in range(1, rounds + 1):
        round_ = pair_pod_round(rules, entrants, history, number)
        met = {frozenset(pair) for rec in history for pair in combinations(rec.numbers, 2)}
        sizes = pod_sizes(players)
        possible = _repeat_free_seating_exists([e.number for e in entrants], sizes, met)
        repeats = [
            pair
            for pod in round_.pods
            for pair in combinations([s.number for s in pod.seats], 2)
            if frozenset(pair) in met
        ]
        if possible:
            assert not repeats, f"round {number}: avoidable repeats {repeats}"
        assert len(round_.relaxations) == len(repeats)
        history.extend(played(round_, rng))


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(min_value=2, max_value=60),
    preferred=st.sampled_from([3, 4]),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_everyone_active_is_seated_once_at_legal_tables(
    players: int, preferred: int, seed: int
) -> None:
    rules = PodRules(seed=seed, preferred_size=preferred)
    paired, _ = run(rules, field(players), 3, seed)
    for round_ in paired:
        seated = [s.number for p in round_.pods for s in p.seats]
        assert sorted(seated) == [e.number for e in field(players)]
        sizes = sorted((len(p.seats) for p in round_.pods if not p.bye), reverse=True)
        assert tuple(sizes) == pod_sizes(players, preferred)
        assert [p.table for p in round_.pods] == list(range(1, len(round_.pods) + 1))


def test_dropped_and_late_players() -> None:
    entrants = field(8)
    entrants[2] = PodEntrant("0003", active=False)
    entrants.append(PodEntrant("0009", entered_round=2))
    round1 = pair_pod_round(PodRules(seed=1), entrants, [], 1)
    seated = {s.number for p in round1.pods for s in p.seats}
    assert "0003" not in seated and "0009" not in seated and len(seated) == 7
    round2 = pair_pod_round(PodRules(seed=1), entrants, played(round1, random.Random(1)), 2)
    assert "0009" in {s.number for p in round2.pods for s in p.seats}


def test_boss_battles_rotate_the_boss_and_give_byes_to_the_leftovers() -> None:
    rules = PodRules(format=PodFormat.BOSS, seed=2)
    paired, _ = run(rules, field(10), 3, seed=2)
    for round_ in paired:
        tables = [p for p in round_.pods if not p.bye]
        byes = [p for p in round_.pods if p.bye]
        assert len(tables) == 3 and len(byes) == 1
        for pod in tables:
            assert pod.seats[0].role == BOSS_ROLE
            assert [s.side for s in pod.seats] == ["boss", "challengers", "challengers"]
    bosses = [p.seats[0].number for r in paired for p in r.pods if not p.bye]
    assert len(set(bosses)) == len(bosses), "nobody is boss twice while others have not been"
    bye_players = [p.seats[0].number for r in paired for p in r.pods if p.bye]
    assert len(set(bye_players)) == 3


def test_two_vs_two_seats_teams_alternately_and_refuses_incomplete_teams() -> None:
    entrants = [PodEntrant(f"{i:04d}", team=f"T{(i + 1) // 2}") for i in range(1, 9)]
    rules = PodRules(format=PodFormat.TWO_VS_TWO, seed=5)
    round1 = pair_pod_round(rules, entrants, [], 1)
    assert len(round1.pods) == 2
    for pod in round1.pods:
        sides = [s.side for s in pod.seats]
        assert sides[0] == sides[2] and sides[1] == sides[3] and sides[0] != sides[1]
    paired, _ = run(rules, entrants, 3, seed=5)
    met = [frozenset(p.seats[i].side for i in (0, 1)) for r in paired for p in r.pods]
    assert len(met) == len(set(met)), "teams do not meet twice in three rounds of four teams"
    entrants[7] = PodEntrant("0008", active=False, team="T4")
    with pytest.raises(RefusedAction, match="team 'T4' has 1 active player"):
        pair_pod_round(rules, entrants, [], 1)
    with pytest.raises(RefusedAction, match="0009 has no team"):
        pair_pod_round(rules, [*entrants[:7], PodEntrant("0009")], [], 1)


def test_odd_number_of_teams_gives_a_team_bye() -> None:
    entrants = [PodEntrant(f"{i:04d}", team=f"T{(i + 1) // 2}") for i in range(1, 11)]
    round1 = pair_pod_round(PodRules(format=PodFormat.TWO_VS_TWO), entrants, [], 1)
    byes = [p for p in round1.pods if p.bye]
    assert len(byes) == 1 and len(byes[0].seats) == 2
    assert "bye for team" in str(byes[0].explanation)


def test_scoring_winner_only_ties_and_placing_points() -> None:
    seats = tuple(Seat(n, n) for n in ("0001", "0002", "0003", "0004"))
    won = PodRecord(1, 1, seats, {"0001": 1, "0002": 2, "0003": 3, "0004": 4})
    shared = PodRecord(1, 1, seats, {"0001": 1, "0002": 1, "0003": 3, "0004": 3})
    winner_only = PodRules()
    assert [seat_points(won, s, winner_only) for s in seats] == [3, 0, 0, 0]
    assert [seat_points(shared, s, winner_only) for s in seats] == [1, 1, 0, 0]
    by_place = PodRules(scoring=PodScoring.PLACING, placing_points=(5, 3, 1, 0))
    assert [seat_points(won, s, by_place) for s in seats] == [5, 3, 1, 0]
    assert [seat_points(shared, s, by_place) for s in seats] == [5, 5, 1, 1]
    bye = PodRecord(1, 2, (Seat("0005", "0005"),), None, bye=True)
    assert seat_points(bye, bye.seats[0], by_place) == 3


def test_standings_by_hand() -> None:
    """Six players, two rounds of two pods of three, winner-only scoring (3 points)."""
    s = {n: Seat(n, n) for n in ("A", "B", "C", "D", "E", "F")}
    records = [
        PodRecord(1, 1, (s["A"], s["B"], s["C"]), {"A": 1, "B": 2, "C": 3}),
        PodRecord(1, 2, (s["D"], s["E"], s["F"]), {"D": 1, "E": 2, "F": 3}),
        PodRecord(2, 1, (s["A"], s["D"], s["E"]), {"A": 2, "D": 1, "E": 3}),
        PodRecord(2, 2, (s["B"], s["C"], s["F"]), {"B": 1, "C": 1, "F": 3}),
    ]
    entrants = [PodEntrant(n) for n in "ABCDEF"]
    table = {row.number: row for row in pod_standings(PodRules(), entrants, records)}
    # Points: D 6; A 3; B 3+1=... B: loss, tie -> 1; C: loss, tie -> 1; E 0; F 0.
    assert {n: r.points for n, r in table.items()} == {
        "A": 3,
        "B": 1,
        "C": 1,
        "D": 6,
        "E": 0,
        "F": 0,
    }
    # Points percentages (out of 3 per round, 2 rounds): A .5, B/C 1/6, D 1, E/F 0.
    # A met B, C, D, E: (1/6 + 1/6 + 1 + 0) / 4 = 1/3.
    assert table["A"].opp_points_pct == pytest.approx(1 / 3)
    # B met A, C, C, F: (0.5 + 1/6 + 1/6 + 0) / 4 = 5/24.
    assert table["B"].opp_points_pct == pytest.approx(5 / 24)
    assert table["B"].average_place == pytest.approx(1.5)
    order = [row.number for row in pod_standings(PodRules(), entrants, records)]
    # D, A; B and C on 1 point with equal opp% (5/24 each) and equal wins: average place
    # B (2+1)/2 = 1.5, C (3+1)/2 = 2; E and F on 0: E met A,B,D,A... see below.
    assert order[:4] == ["D", "A", "B", "C"]
    # E met D, F, A, D -> (1 + 0 + .5 + 1) / 4 = .625; F met D, E, B, C -> (1+0+1/6+1/6)/4 = 1/3.
    assert table["E"].opp_points_pct == pytest.approx(0.625)
    assert order[4:] == ["E", "F"]


def test_pods44_players_level_on_everything_share_their_place() -> None:
    """The player number breaks no tie: level on points, opponents' points, wins and average
    place, players share their place (as in Swiss), listed by number; the next place skips."""
    s = {n: Seat(n, n) for n in ("0001", "0002", "0003", "0004", "0005", "0006", "0007")}
    records = [
        PodRecord(1, 1, (s["0004"], s["0002"], s["0003"], s["0001"]), {
            "0004": 1, "0002": 2, "0003": 2, "0001": 2
        }),
        PodRecord(1, 2, (s["0005"], s["0006"], s["0007"]), {"0005": 1, "0006": 2, "0007": 3}),
    ]  # fmt: skip
    rows = pod_standings(PodRules(), [PodEntrant(n) for n in s], records)
    assert [(row.rank, row.number) for row in rows] == [
        (1, "0004"),
        (1, "0005"),
        (3, "0006"),  # met the other winner alone: a higher share of opponents' points
        (4, "0007"),
        (5, "0001"),
        (5, "0002"),
        (5, "0003"),
    ]
    scored = PodRules(scoring=PodScoring.PLACING, placing_points=(5, 3, 1, 0))
    rows = pod_standings(scored, [PodEntrant(n) for n in s], records)
    assert [(row.rank, row.number) for row in rows][2:] == [
        (3, "0001"),
        (3, "0002"),
        (3, "0003"),
        (6, "0006"),
        (7, "0007"),
    ]

"""Large Swiss fields are first paired band by band; the split must lose nothing.

The bands are made small here (``BAND_PLAYERS``) so that fields of a few dozen players split
into several. On random fields (random results, byes, drops) the split pairing, whenever it meets
the lower bound, must cost exactly what the whole graph costs, rule by rule; and whenever the
engine pairs a round, its cost equals the whole graph's, whichever path it took.
"""

from __future__ import annotations

import random

import pytest

from opl_tournament.domain.pairing import swiss
from opl_tournament.domain.pairing.records import Entrant, EventConfig, MatchRecord
from opl_tournament.domain.standings import compute_records
from tests.helpers.swiss import random_swiss


def random_event(seed: int, players: int, rounds: int) -> tuple[list[Entrant], list[MatchRecord]]:
    entrants = [Entrant(f"{i:04d}") for i in range(1, players + 1)]
    return entrants, random_swiss(EventConfig(seed=seed), entrants, rounds)


def problem(seed: int, entrants: list[Entrant], matches: list[MatchRecord]) -> swiss._Problem:
    records = compute_records(EventConfig(seed=seed), entrants, matches)
    players = swiss._players(sorted(entrants, key=lambda e: e.number), records)
    return swiss._Problem(players, len(players) % 2 == 1, random.Random(seed))


@pytest.mark.parametrize("seed", range(12))
def test_a_split_pairing_that_meets_the_bound_costs_what_the_whole_graph_costs(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(swiss, "BAND_PLAYERS", 8 + seed % 3 * 4)
    size = 41 + seed * 7
    entrants, matches = random_event(seed, size, 2 + seed % 4)
    field = problem(seed, entrants, matches)
    bands = field.bands()
    assert len(bands) > 1
    assert [b[0] for b in bands[1:]] == [b[1] for b in bands[:-1]]  # contiguous
    assert bands[0][0] == 0 and bands[-1][1] == size
    assert sum(b[2] for b in bands) == (1 if size % 2 else 0)  # one band holds the bye
    split = field.solve_split(swiss._Stage(6, False))
    whole = field.solve(swiss._Stage(None, True))
    assert whole is not None
    bound = field.lower_bound()
    assert whole[1].key() >= bound
    seated = sorted(n for pair in (split[0] if split else []) for n in pair if n is not None)
    if split is not None:
        assert seated == sorted(e.number for e in entrants)
        assert split[1].key() >= whole[1].key()
        if split[1].key() <= bound:
            assert split[1].key() == whole[1].key()


@pytest.mark.parametrize("seed", range(6))
def test_the_engine_pairs_a_split_field_as_well_as_the_whole_graph(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    entrants, matches = random_event(100 + seed, 60 + seed * 11, 3 + seed % 3)
    whole = swiss._match(problem(seed, entrants, matches))
    monkeypatch.setattr(swiss, "FULL_GRAPH_LIMIT", 10)
    monkeypatch.setattr(swiss, "BAND_PLAYERS", 10)
    split_problem = problem(seed, entrants, matches)
    assert len(split_problem.bands()) > 1
    split = swiss._match(split_problem)
    assert split[1].key() == whole[1].key()
    assert sorted(n for p in split[0] for n in p if n is not None) == sorted(
        e.number for e in entrants
    )

"""The fast re-rating of a whole history (``replay``, issue 21) keeps every number, float for float.

A seeded 10,000-game history mixes everything the US Chess steps branch on: newcomers with and
without an age, players on the special and the standard formula, all-wins and all-losses
histories, established players on their floors, draws, repeated opponents (no bonus) and long
events (the bonus). The replay must give, to the last bit, the records of ``rate_event`` and
``after_event`` applied one event after another, and the digest of the numbers the replay gave
before it was made fast (main at cd7a00b).
"""

from __future__ import annotations

import hashlib
import math
import random

import pytest

from opl_tournament.domain.ratings.uscf import (
    PlayerState,
    RatedGame,
    RatingChange,
    adjusted_prior,
    after_event,
    provisional_expectancy,
    rate_event,
    replay,
    special_rating,
)

GAMES = 10_000

BEFORE_THE_FAST_REPLAY = {
    # default rating -> sha256 of ``_numbers(replay(...))``, as the replay gave them before it was
    # made fast (CPython 3.11). The replay now adds its terms up from left to right, as 3.11's
    # ``sum`` did (3.12's compensates), so these hold on every version.
    1300.0: "feeb8d1116fb0f98478635c55d34485f92ee103bcaf3eab96ff21ea4d4ee9bf1",
    1500.0: "accf54e8202f5516b0feccf71ae64969972f63fd45573b197ffea3b6b43a1231",
}


def _history(seed: int = 21) -> tuple[dict[str, PlayerState], list[list[RatedGame]]]:
    rng = random.Random(seed)
    numbers = [f"{i:03d}" for i in range(400)]
    initial: dict[str, PlayerState] = {}
    for number in numbers[:120]:
        kind = rng.randrange(6)
        if kind == 0:  # a newcomer whose age is known
            initial[number] = PlayerState(age=rng.randint(1, 40))
        elif kind == 1:  # established, with a highest rating well above the current one
            games = rng.randint(26, 400)
            wins = rng.randint(0, games)
            draws = rng.randint(0, games - wins)
            rating = rng.uniform(1100, 2400)
            initial[number] = PlayerState(
                rating,
                games,
                wins,
                draws,
                games - wins - draws,
                games // 5,
                peak=rating + rng.choice([0.0, 150.0, 420.0, 900.0]),
            )
        elif kind == 2:  # provisional
            games = rng.randint(1, 8)
            wins = rng.randint(0, games)
            initial[number] = PlayerState(rng.uniform(600, 2000), games, wins, 0, games - wins, 1)
        elif kind == 3:  # all wins before the event
            games = rng.randint(1, 30)
            initial[number] = PlayerState(rng.uniform(900, 2200), games, games, 0, 0, games // 4)
        elif kind == 4:  # all losses before the event
            games = rng.randint(1, 30)
            initial[number] = PlayerState(rng.uniform(200, 1500), games, 0, 0, games, games // 4)
        else:  # between provisional and established
            games = rng.randint(9, 25)
            wins = rng.randint(1, games - 1)
            initial[number] = PlayerState(rng.uniform(800, 2100), games, wins, 0, games - wins, 3)
    strength = {n: rng.gauss(1500, 350) for n in numbers}
    events: list[list[RatedGame]] = []
    played = 0
    while played < GAMES:
        field = rng.sample(numbers, rng.choice([2, 3, 4, 8, 16, 32, 64]))
        games: list[RatedGame] = []
        for _ in range(min(rng.randint(1, 3 * len(field)), GAMES - played)):
            a, b = rng.sample(field, 2)
            p = 1 / (1 + 10 ** ((strength[b] - strength[a]) / 400))
            draw = rng.random() < 0.1
            score = 0.5 if draw else 1.0 if rng.random() < p else 0.0
            games += [RatedGame(a, b, score), RatedGame(b, a, 1.0 - score)]
        played += len(games) // 2
        events.append(games)
    return initial, events


def _numbers(states: dict[str, PlayerState]) -> str:
    """Every number of every record, exactly (``float.hex``), one player a line."""
    lines = []
    for number in sorted(states):
        s = states[number]
        fields = (s.rating, s.games, s.wins, s.draws, s.losses, s.rated_events, s.age, s.peak)
        lines.append(
            number + " " + " ".join(f.hex() if isinstance(f, float) else repr(f) for f in fields)
        )
    return "\n".join(lines)


@pytest.mark.parametrize("default", [1300.0, 1500.0])
def test_the_replay_gives_the_numbers_of_rating_event_by_event(default: float) -> None:
    initial, events = _history()
    assert sum(len(e) for e in events) // 2 == GAMES
    states = dict(initial)
    changes: list[RatingChange] = []
    for games in events:
        event = rate_event(states, games, default_rating=default)
        states = after_event(states, games, event)
        changes += event.values()
    fast = replay(initial, events, default_rating=default)
    assert _numbers(fast) == _numbers(states)
    assert fast == states
    # The history reaches every branch it is meant to.
    assert {ch.formula for ch in changes} == {"special", "standard"}
    assert any(ch.bonus > 0 for ch in changes)
    assert any(ch.floor is not None for ch in changes)
    assert any(ch.before is None and ch.games_before == 0 for ch in changes)


@pytest.mark.parametrize("default", [1300.0, 1500.0])
def test_the_replay_gives_the_numbers_it_gave_before_it_was_made_fast(default: float) -> None:
    initial, events = _history()
    numbers = _numbers(replay(initial, events, default_rating=default))
    assert hashlib.sha256(numbers.encode()).hexdigest() == BEFORE_THE_FAST_REPLAY[default]


def _special_by_every_knot(
    prior: float, effective: float, opponents: list[float], score: float, **history: bool
) -> float:
    """The special formula's definition, slowly: f at every knot, its zeros from the last knot
    below −ε / at most ε and the next one, the point nearest the prior, the 2700 cap."""
    r0_adj, s_adj = adjusted_prior(prior, effective, score, **history)
    terms = [(1.0, o) for o in opponents] + ([(effective, r0_adj)] if effective > 0 else [])
    knots = sorted({a + d for _w, a in terms for d in (-400.0, 400.0)})

    def f(r: float) -> float:
        total = 0.0
        for w, a in terms:
            total += w * provisional_expectancy(r, a)
        return total - s_adj

    eps = 1e-7
    values = [f(k) for k in knots]
    lowest, highest = -math.inf, math.inf
    first = next(i for i, y in enumerate(values) if y >= -eps)
    if first > 0:
        x0, y0, x1, y1 = knots[first - 1], values[first - 1], knots[first], values[first]
        lowest = min(x1, x0 + (0 - y0) * (x1 - x0) / (y1 - y0))
    last = max(i for i, y in enumerate(values) if y <= eps)
    if last < len(knots) - 1:
        x0, y0, x1, y1 = knots[last], values[last], knots[last + 1], values[last + 1]
        highest = max(x0, x0 + (0 - y0) * (x1 - x0) / (y1 - y0))
    return min(max(prior, lowest), highest, 2700.0)


def test_the_special_formula_gives_the_zeros_of_f_at_its_knots_exactly() -> None:
    # The fast special formula looks first next to where f would cross 0 unclipped, then
    # bisects; it must give the definition's number to the last bit, flat stretches (all wins
    # or losses in the event, N' = 0), knots shared by several opponents and the cap included.
    rng = random.Random(8)
    for _ in range(3000):
        m = rng.randint(0, 7)
        opponents = [
            rng.choice([1500.0, 1100.0, 1900.0, rng.uniform(100, 2700), float(rng.randint(1, 27))])
            for _ in range(m)
        ]
        effective = rng.choice([0.0, 1.0, 3.0, 8.0, rng.uniform(0.1, 50)])
        if m == 0 and effective == 0:
            continue
        score = rng.randint(0, 2 * m) / 2
        kind = rng.choice(["all_wins", "all_losses", "mixed"])
        history = {kind: True} if kind != "mixed" else {}
        prior = rng.choice([1500.0, 1300.0, rng.uniform(100, 2700)])
        fast = special_rating(prior, effective, opponents, score, **history)
        assert fast == _special_by_every_knot(prior, effective, opponents, score, **history)

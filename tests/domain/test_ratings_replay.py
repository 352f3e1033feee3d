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
import random

import pytest

from opl_tournament.domain.ratings.uscf import (
    PlayerState,
    RatedGame,
    RatingChange,
    after_event,
    rate_event,
    replay,
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

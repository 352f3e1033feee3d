"""Benchmark: rebuilding every rating from a history of 100,000 games among 5,000 players.

Run: ``python tests/bench/ratings_bench.py [--players N] [--games G] [--events E]``. It replays
the history twice (the two runs must agree exactly) and prints the time, with a ratio against a
baseline measured in the same run: a plain Elo update of the same games (one multiply-add per
game, the least any rating system can cost). Target: under 1 s for 100,000 games (issue 21).
Times are medians of ``--repeat`` runs; the figures go to ``tests/bench/results/benchmarks.csv``. It then rates
one 1,000-player 8-round Swiss event of established players against the same baseline.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from opl_tournament.domain.ratings.uscf import PlayerState, RatedGame, rate_event, replay
from tests.bench.bench_results import record

TARGET_SECONDS = 1.0


def history(players: int, games: int, events: int, seed: int = 7) -> list[list[RatedGame]]:
    rng = random.Random(seed)
    numbers = [f"{i:05d}" for i in range(players)]
    strength = {n: rng.gauss(1500, 300) for n in numbers}
    per_event = games // events
    out = []
    for _ in range(events):
        field = rng.sample(numbers, min(players, 64))
        event: list[RatedGame] = []
        for _ in range(per_event):
            a, b = rng.sample(field, 2)
            p = 1 / (1 + 10 ** ((strength[b] - strength[a]) / 400))
            score = 1.0 if rng.random() < p else 0.0
            event += [RatedGame(a, b, score), RatedGame(b, a, 1.0 - score)]
        out.append(event)
    return out


def swiss_event(players: int, rounds: int, seed: int = 11) -> list[RatedGame]:
    """A Swiss-like event: each round pairs neighbours in the current score order."""
    rng = random.Random(seed)
    numbers = [f"{i:05d}" for i in range(players)]
    points = dict.fromkeys(numbers, 0.0)
    games: list[RatedGame] = []
    for _ in range(rounds):
        order = sorted(numbers, key=lambda n: (-points[n], rng.random()))
        for a, b in zip(order[::2], order[1::2], strict=False):
            score = 1.0 if rng.random() < 0.5 else 0.0
            points[a] += score
            points[b] += 1.0 - score
            games += [RatedGame(a, b, score), RatedGame(b, a, 1.0 - score)]
    return games


def elo_baseline(events: list[list[RatedGame]]) -> dict[str, float]:
    ratings: dict[str, float] = {}
    for event in events:
        for g in event:
            r = ratings.get(g.player, 1300.0)
            o = ratings.get(g.opponent, 1300.0)
            ratings[g.player] = r + 16 * (g.score - 1 / (1 + 10 ** ((o - r) / 400)))
    return ratings


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=5000)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    events = history(args.players, args.games, args.events)
    times, bases = [], []
    first = None
    for _ in range(max(2, args.repeat)):
        started = time.perf_counter()
        again = replay({}, events)
        times.append(time.perf_counter() - started)
        assert first is None or again == first, "the replay must be exactly reproducible"
        first = again
        started = time.perf_counter()
        elo_baseline(events)
        bases.append(time.perf_counter() - started)
    ours, base = statistics.median(times), statistics.median(bases)
    games = sum(len(e) for e in events) // 2
    print(
        f"US Chess replay of {games:,} games among {len(first):,} players in {args.events:,} "
        f"events: {ours:.2f} s (target < {TARGET_SECONDS:.0f} s: "
        f"{'met' if ours < TARGET_SECONDS else 'MISSED'}); identical on a second run"
    )
    print(f"baseline plain Elo over the same games: {base:.2f} s; ratio {ours / base:.1f}x")
    record(
        "ratings",
        f"US Chess replay, {games:,} games, {len(first):,} players",
        ours,
        "plain Elo over the same games",
        base,
        f"< {TARGET_SECONDS:.0f} s",
    )

    rng = random.Random(3)
    event = swiss_event(1000, 8)
    states = {g.player: PlayerState(rating=rng.gauss(1500, 300), games=30) for g in event}
    started = time.perf_counter()
    changes = rate_event(states, event)
    one = time.perf_counter() - started
    started = time.perf_counter()
    elo_baseline([event])
    base = time.perf_counter() - started
    print(
        f"one 1,000-player 8-round event ({len(event) // 2:,} games, {len(changes):,} ratings): "
        f"{one * 1000:.0f} ms; plain Elo baseline {base * 1000:.1f} ms; ratio {one / base:.1f}x"
    )


if __name__ == "__main__":
    main()

"""Swiss pairing properties over random events: drops, late entries, byes, staff, odd fields.

Each example plays a whole random event through the engine and checks every round:
every active player seated once; no rematch and no second bye unless the engine reported the
relaxation; the bye goes to the lowest score among players without one (unless reported: the lower
ones could not sit out without a rematch); the same state and seed
give the same pairing; and on small fields (where every pairing can be enumerated) the engine's
pairing breaks the rules no more than the best possible one, rule by rule in order of importance.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from opl_tournament.domain.model import RegistrationStatus
from opl_tournament.domain.pairing.records import (
    Entrant,
    EventConfig,
    MatchRecord,
    OddField,
    RelaxedRule,
    ResultCode,
    RoundPairing,
)
from opl_tournament.domain.pairing.swiss import pair_swiss_round
from opl_tournament.domain.standings import PlayerRecord, compute_records

EXAMPLES = int(os.environ.get("OPL_PAIRING_EXAMPLES", "150"))
BRUTE_FORCE_LIMIT = 10

Pairs = list[tuple[str, str | None]]


def perfect_matchings(players: list[str]) -> Iterator[Pairs]:
    """Every way to seat ``players`` (odd: one of them has the bye)."""
    if not players:
        yield []
        return
    if len(players) % 2:
        for i, holder in enumerate(players):
            rest = players[:i] + players[i + 1 :]
            for pairs in perfect_matchings(rest):
                yield [*pairs, (holder, None)]
        return
    first, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        for pairs in perfect_matchings(rest[:i] + rest[i + 1 :]):
            yield [(first, other), *pairs]


def cost(
    pairs: Pairs,
    records: dict[str, PlayerRecord],
    staff: set[str],
    met: set[frozenset[str]],
) -> tuple[int, int, int, int] | None:
    """(rematches, second byes, bye rank, score groups crossed); None if the staff has the bye."""
    seated = [n for pair in pairs for n in pair if n is not None]
    levels = {s: i for i, s in enumerate(sorted({records[n].points for n in seated}, reverse=True))}
    candidates = [n for n in seated if n not in staff and not records[n].pairing_byes] or [
        n for n in seated if n not in staff
    ]
    ranks = {s: i for i, s in enumerate(sorted({records[n].points for n in candidates}))}
    rematches = second = bye_rank = crossed = 0
    for a, b in pairs:
        if b is None:
            if a in staff:
                return None
            second += int(records[a].pairing_byes > 0)
            bye_rank = ranks.get(records[a].points, len(ranks))
            continue
        rematches += int(frozenset((a, b)) in met)
        crossed += abs(levels[records[a].points] - levels[records[b].points])
    return (rematches, second, bye_rank, crossed)


def check_round(
    config: EventConfig,
    entrants: list[Entrant],
    matches: list[MatchRecord],
    pairing: RoundPairing,
) -> None:
    number = pairing.round
    staff = {e.number for e in entrants if e.is_staff and e.active}
    expected = sorted(
        e.number for e in entrants if e.active and not e.is_staff and e.entered_round <= number
    )
    seated = [n for p in pairing.pairings for n in (p.a, p.b) if n is not None]
    assert sorted(n for n in seated if n not in staff) == expected, "everyone seated once"
    assert len(seated) == len(set(seated))
    relaxed = {r.rule for r in pairing.relaxations}
    records = compute_records(config, entrants, matches)
    met = {frozenset((m.a, m.b)) for m in matches if m.b is not None}
    for p in pairing.pairings:
        if p.b is not None:
            assert frozenset((p.a, p.b)) not in met or RelaxedRule.REMATCH in relaxed
            continue
        holder = records[p.a]
        assert p.a not in staff
        assert not holder.pairing_byes or RelaxedRule.SECOND_BYE in relaxed
        without_bye = [
            records[n].points for n in expected if n != p.a and not records[n].pairing_byes
        ]
        if not holder.pairing_byes and without_bye and RelaxedRule.BYE_NOT_LOWEST not in relaxed:
            assert holder.points <= min(without_bye), "the bye goes to the lowest score"
    again = pair_swiss_round(config, entrants, matches, number)
    assert again == pairing, "same state and seed, same pairing"
    played = any(r.rounds for r in records.values())
    if played and len(seated) <= BRUTE_FORCE_LIMIT:
        pairs = [(p.a, p.b) for p in pairing.pairings]
        best = min(
            c
            for option in perfect_matchings(seated)
            if (c := cost(option, records, staff, met)) is not None
        )
        assert cost(pairs, records, staff, met) == best, "no pairing breaks fewer rules"


def play_event(players: int, rounds: int, seed: int, with_staff: bool) -> None:
    rng = random.Random(seed)
    entrants = [
        Entrant(f"{i:04d}", entered_round=1 if rng.random() < 0.85 else rng.randint(2, rounds))
        for i in range(1, players + 1)
    ]
    if with_staff:
        entrants.append(Entrant("9999", is_staff=True))
    config = EventConfig(seed=seed, odd_field=OddField.STAFF if with_staff else OddField.BYE)
    matches: list[MatchRecord] = []
    for number in range(1, rounds + 1):
        if number > 1 and rng.random() < 0.5:  # someone drops (or is disqualified)
            victim = rng.randrange(len(entrants))
            status = rng.choice([RegistrationStatus.DROPPED, RegistrationStatus.DISQUALIFIED])
            e = entrants[victim]
            entrants[victim] = Entrant(e.number, status, e.is_staff, e.entered_round)
        playing = [e for e in entrants if e.active and not e.is_staff and e.entered_round <= number]
        staff_left = any(e.active and e.is_staff for e in entrants)
        if not playing or (len(playing) == 1 and not staff_left):
            return  # nobody, or one player and no staff player to play: no round to pair
        pairing = pair_swiss_round(config, entrants, matches, number)
        check_round(config, entrants, matches, pairing)
        for p in pairing.pairings:
            if p.b is None:
                matches.append(MatchRecord(number, p.table, p.a, None, p.a, ResultCode.BYE))
            elif rng.random() < 0.05:
                matches.append(MatchRecord(number, p.table, p.a, p.b, None, ResultCode.DOUBLE_LOSS))
            else:
                winner = rng.choice([p.a, p.b])
                matches.append(MatchRecord(number, p.table, p.a, p.b, winner, ResultCode.WIN))


SMALL = st.integers(min_value=2, max_value=BRUTE_FORCE_LIMIT)
ANY = st.one_of(st.integers(min_value=2, max_value=40), st.integers(min_value=41, max_value=300))


def events(
    players: st.SearchStrategy[int], max_rounds: int
) -> st.SearchStrategy[tuple[int, int, int, bool]]:
    """(players, rounds, seed, with staff) of the events ``play_event`` plays."""
    return st.tuples(
        players,
        st.integers(min_value=2, max_value=max_rounds),
        st.integers(min_value=0, max_value=2**32),
        st.booleans(),
    )


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(events(SMALL, max_rounds=6))
def test_small_events_get_the_best_possible_pairing(event: tuple[int, int, int, bool]) -> None:
    play_event(*event)


@settings(max_examples=max(4, EXAMPLES // 8), deadline=None)
@given(events(ANY, max_rounds=5))
def test_events_of_any_size_keep_the_pairing_rules(event: tuple[int, int, int, bool]) -> None:
    play_event(*event)


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(events(ANY, max_rounds=8))
def test_many_events_keep_the_pairing_rules(event: tuple[int, int, int, bool]) -> None:
    play_event(*event)

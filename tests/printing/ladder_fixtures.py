"""Ladders of any size built the way the pairing engine routes them, for the printing tests."""

from __future__ import annotations

from opl_tournament.printing.documents import (
    EventHeader,
    Ladder,
    LadderMatch,
    LadderRound,
    LadderSlot,
)


def _seed_order(size: int) -> list[int]:
    """Standard bracket seeding: 1 v size, 2 v size-1, … placed so top seeds meet last."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for first in order for seed in (first, total - first)]
    return order


def player(seed: int) -> tuple[str, str]:
    return f"{seed:04d}", f"Player {seed:03d}"


def _slot(seed: int, players: int) -> LadderSlot:
    if seed > players:
        return LadderSlot(bye=True)
    number, name = player(seed)
    return LadderSlot(number, name)


def single_elimination(
    players: int, *, header: EventHeader, paper: str = "Letter", played_rounds: int = 0
) -> Ladder:
    """A single-elimination ladder; the better seed wins every match in ``played_rounds``."""
    size = 1
    while size < players:
        size *= 2
    seeds = _seed_order(size)
    rounds: list[LadderRound] = []
    current = [(seeds[index], seeds[index + 1]) for index in range(0, size, 2)]
    round_number = 1
    feeders: list[str] = []
    while current:
        matches = []
        winners = []
        for index, (seed_a, seed_b) in enumerate(current):
            match_id = f"WB-R{round_number}-M{index + 1}"
            known = round_number == 1 or round_number <= played_rounds + 1
            slot_a = _slot(seed_a, players) if known else LadderSlot()
            slot_b = _slot(seed_b, players) if known else LadderSlot()
            if feeders:
                slot_a = LadderSlot(slot_a.number, slot_a.name, from_match=feeders[2 * index])
                slot_b = LadderSlot(slot_b.number, slot_b.name, from_match=feeders[2 * index + 1])
            bye = seed_a > players or seed_b > players
            winner_seed = min(seed_a, seed_b)
            decided = bye or round_number <= played_rounds
            winner = player(winner_seed)[0] if decided and winner_seed <= players else ""
            table = None if bye else index + 1
            matches.append(LadderMatch(match_id, slot_a, slot_b, table=table, winner=winner))
            winners.append(winner_seed)
        rounds.append(LadderRound("winners", round_number, tuple(matches)))
        feeders = [match.match_id for match in matches]
        current = [(winners[index], winners[index + 1]) for index in range(0, len(winners) - 1, 2)]
        round_number += 1
    return Ladder(header, "single", tuple(rounds), paper=paper)


def double_elimination(players: int, *, header: EventHeader, paper: str = "Letter") -> Ladder:
    """A double-elimination ladder before any result: winners', losers' and grand final."""
    winners = single_elimination(players, header=header, paper=paper)
    wb_rounds = winners.rounds
    rounds: list[LadderRound] = list(wb_rounds)
    lb_round = 1
    # Losers' round 1: the losers of winners' round 1 play each other.
    first_losers = [match.match_id for match in wb_rounds[0].matches]
    matches = [
        LadderMatch(
            f"LB-R1-M{index + 1}",
            LadderSlot(from_match=first_losers[2 * index], from_outcome="loser"),
            LadderSlot(from_match=first_losers[2 * index + 1], from_outcome="loser"),
        )
        for index in range(len(first_losers) // 2)
    ]
    if matches:
        rounds.append(LadderRound("losers", lb_round, tuple(matches)))
    survivors = [match.match_id for match in matches]
    for wb_round in wb_rounds[1:]:
        dropping = [match.match_id for match in wb_round.matches]
        if survivors:
            lb_round += 1
            major = [
                LadderMatch(
                    f"LB-R{lb_round}-M{index + 1}",
                    LadderSlot(from_match=survivor),
                    LadderSlot(from_match=dropping[index], from_outcome="loser"),
                )
                for index, survivor in enumerate(survivors)
            ]
            rounds.append(LadderRound("losers", lb_round, tuple(major)))
            survivors = [match.match_id for match in major]
        else:
            survivors = dropping
        if len(survivors) > 1:
            lb_round += 1
            minor = [
                LadderMatch(
                    f"LB-R{lb_round}-M{index + 1}",
                    LadderSlot(from_match=survivors[2 * index]),
                    LadderSlot(from_match=survivors[2 * index + 1]),
                )
                for index in range(len(survivors) // 2)
            ]
            rounds.append(LadderRound("losers", lb_round, tuple(minor)))
            survivors = [match.match_id for match in minor]
    wb_final = wb_rounds[-1].matches[0].match_id
    grand_final = LadderMatch(
        "GF-M1", LadderSlot(from_match=wb_final), LadderSlot(from_match=survivors[0])
    )
    reset = LadderMatch(
        "GF-M2",
        LadderSlot(from_match="GF-M1"),
        LadderSlot(from_match="GF-M1", from_outcome="loser"),
        only_if_needed=True,
    )
    rounds.append(LadderRound("final", 1, (grand_final,), "Grand final"))
    rounds.append(LadderRound("final", 2, (reset,), "Reset"))
    return Ladder(header, "double", tuple(rounds), paper=paper)

"""Bracket charts of any size built the way the pairing engine routes them, for the printing tests."""

from __future__ import annotations

from opl_tournament.printing.documents import (
    BracketChart,
    BracketMatch,
    BracketRound,
    BracketSlot,
    EventHeader,
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


def _slot(seed: int, players: int) -> BracketSlot:
    if seed > players:
        return BracketSlot(bye=True)
    number, name = player(seed)
    return BracketSlot(number, name)


def single_elimination(
    players: int, *, header: EventHeader, paper: str = "Letter", played_rounds: int = 0
) -> BracketChart:
    """A single-elimination bracket chart; the better seed wins every match in ``played_rounds``."""
    size = 1
    while size < players:
        size *= 2
    seeds = _seed_order(size)
    rounds: list[BracketRound] = []
    current = [(seeds[index], seeds[index + 1]) for index in range(0, size, 2)]
    round_number = 1
    feeders: list[str] = []
    while current:
        matches = []
        winners = []
        for index, (seed_a, seed_b) in enumerate(current):
            match_id = f"WB-R{round_number}-M{index + 1}"
            known = round_number == 1 or round_number <= played_rounds + 1
            slot_a = _slot(seed_a, players) if known else BracketSlot()
            slot_b = _slot(seed_b, players) if known else BracketSlot()
            if feeders:
                slot_a = BracketSlot(slot_a.number, slot_a.name, from_match=feeders[2 * index])
                slot_b = BracketSlot(slot_b.number, slot_b.name, from_match=feeders[2 * index + 1])
            bye = seed_a > players or seed_b > players
            winner_seed = min(seed_a, seed_b)
            decided = bye or round_number <= played_rounds
            winner = player(winner_seed)[0] if decided and winner_seed <= players else ""
            table = None if bye else index + 1
            matches.append(BracketMatch(match_id, slot_a, slot_b, table=table, winner=winner))
            winners.append(winner_seed)
        rounds.append(BracketRound("winners", round_number, tuple(matches)))
        feeders = [match.match_id for match in matches]
        current = [(winners[index], winners[index + 1]) for index in range(0, len(winners) - 1, 2)]
        round_number += 1
    return BracketChart(header, "single", tuple(rounds), paper=paper)


def double_elimination(players: int, *, header: EventHeader, paper: str = "Letter") -> BracketChart:
    """A double-elimination bracket chart before any result: winners', losers' and grand final."""
    winners = single_elimination(players, header=header, paper=paper)
    wb_rounds = winners.rounds
    rounds: list[BracketRound] = list(wb_rounds)
    lb_round = 1
    # Losers' round 1: the losers of winners' round 1 play each other.
    first_losers = [match.match_id for match in wb_rounds[0].matches]
    matches = [
        BracketMatch(
            f"LB-R1-M{index + 1}",
            BracketSlot(from_match=first_losers[2 * index], from_outcome="loser"),
            BracketSlot(from_match=first_losers[2 * index + 1], from_outcome="loser"),
        )
        for index in range(len(first_losers) // 2)
    ]
    if matches:
        rounds.append(BracketRound("losers", lb_round, tuple(matches)))
    survivors = [match.match_id for match in matches]
    for wb_round in wb_rounds[1:]:
        dropping = [match.match_id for match in wb_round.matches]
        if survivors:
            lb_round += 1
            major = [
                BracketMatch(
                    f"LB-R{lb_round}-M{index + 1}",
                    BracketSlot(from_match=survivor),
                    BracketSlot(from_match=dropping[index], from_outcome="loser"),
                )
                for index, survivor in enumerate(survivors)
            ]
            rounds.append(BracketRound("losers", lb_round, tuple(major)))
            survivors = [match.match_id for match in major]
        else:
            survivors = dropping
        if len(survivors) > 1:
            lb_round += 1
            minor = [
                BracketMatch(
                    f"LB-R{lb_round}-M{index + 1}",
                    BracketSlot(from_match=survivors[2 * index]),
                    BracketSlot(from_match=survivors[2 * index + 1]),
                )
                for index in range(len(survivors) // 2)
            ]
            rounds.append(BracketRound("losers", lb_round, tuple(minor)))
            survivors = [match.match_id for match in minor]
    wb_final = wb_rounds[-1].matches[0].match_id
    grand_final = BracketMatch(
        "GF-M1", BracketSlot(from_match=wb_final), BracketSlot(from_match=survivors[0])
    )
    reset = BracketMatch(
        "GF-M2",
        BracketSlot(from_match="GF-M1"),
        BracketSlot(from_match="GF-M1", from_outcome="loser"),
        only_if_needed=True,
    )
    rounds.append(BracketRound("final", 1, (grand_final,), "Grand final"))
    rounds.append(BracketRound("final", 2, (reset,), "Reset"))
    return BracketChart(header, "double", tuple(rounds), paper=paper)

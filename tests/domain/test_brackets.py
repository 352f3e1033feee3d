"""Elimination brackets: the published seeding and routing vectors, byes, resets, corrections."""

from __future__ import annotations

from dataclasses import replace

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, RegistrationStatus
from opl_tournament.domain.pairing.bracket import plan_bracket, seed_order
from opl_tournament.domain.pairing.next_round import (
    bracket_change_refusal,
    bracket_view,
    default_cut,
    default_swiss_rounds,
    event_standings,
    is_event_complete,
    pair_next_round,
)
from opl_tournament.domain.pairing.records import (
    Entrant,
    EventConfig,
    GrandFinal,
    ResultCode,
)
from tests.domain.bracket_play import Event, favourite, field, seeded


def seeds_of(event: Event, round_number: int) -> list[tuple[int, int | None]]:
    return [(int(a), None if b is None else int(b)) for _m, a, b in event.games(round_number)]


@pytest.mark.parametrize(
    ("size", "pairs"),
    [
        (4, [(1, 4), (2, 3)]),
        (8, [(1, 8), (4, 5), (2, 7), (3, 6)]),
        (16, [(1, 16), (8, 9), (4, 13), (5, 12), (2, 15), (7, 10), (3, 14), (6, 11)]),
    ],
)
def test_the_first_round_follows_the_standard_bracket_order(
    size: int, pairs: list[tuple[int, int]]
) -> None:
    event = Event(seeded(EventFormat.SINGLE), field(size))
    event.pair()
    assert seeds_of(event, 1) == pairs


def test_the_seed_order_recursion_for_32_keeps_seeds_summing_to_33() -> None:
    order = seed_order(32)
    assert order[:10] == [1, 32, 16, 17, 8, 25, 9, 24, 4, 29]
    assert all(a + b == 33 for a, b in zip(order[::2], order[1::2], strict=True))
    assert sorted(order) == list(range(1, 33))


def test_twelve_players_give_the_top_four_seeds_the_byes() -> None:
    event = Event(seeded(EventFormat.SINGLE), field(12))
    first = event.pair()
    byes = sorted(int(p.a) for p in first.pairings if p.b is None)
    assert byes == [1, 2, 3, 4]
    assert all(p.table > 4 for p in first.pairings if p.b is None), "byes after the games"
    assert [str(note) for note in first.notes] == ["bracket of 16 for 12 players, 4 byes"]


def test_random_byes_are_drawn_from_the_event_seed_and_reproducible() -> None:
    players = [Entrant(f"{i:04d}") for i in range(1, 13)]

    def byes(seed: int) -> list[str]:
        config = EventConfig(format=EventFormat.SINGLE, seed=seed)
        pairing = pair_next_round(config, players, [], 1)
        return sorted(p.a for p in pairing.pairings if p.b is None)

    assert byes(7) == byes(7)
    assert len({tuple(byes(seed)) for seed in range(12)}) > 1


def test_single_elimination_advances_winners_and_places_by_round_out() -> None:
    event = Event(seeded(EventFormat.SINGLE), field(8))
    event.play_out()
    assert event.games(2) == [("WB-R2-M1", "0001", "0004"), ("WB-R2-M2", "0002", "0003")]
    assert event.games(3) == [("WB-R3-M1", "0001", "0002")]
    assert event.places() == [
        ("1", "0001"),
        ("2", "0002"),
        ("3–4", "0003"),
        ("3–4", "0004"),
        *[("5–8", f"{i:04d}") for i in range(5, 9)],
    ]
    with pytest.raises(RefusedAction, match="0001 is the champion"):
        pair_next_round(event.config, event.entrants, event.matches, 4)


def test_double_elimination_top_8_routes_losers_crossed_as_cobra_does() -> None:
    event = Event(seeded(EventFormat.DOUBLE), field(8))
    event.play_out()
    # WB R2: 1v4 (loser 4 = L5), 2v3 (loser 3 = L6). LB R1: 8v5, 7v6 -> 5 and 6 win.
    assert event.games(2)[2:] == [("LB-R1-M1", "0008", "0005"), ("LB-R1-M2", "0007", "0006")]
    # G10 = L6 v W7 and G11 = L5 v W8: the semi-final losers cross to the other half.
    assert event.games(3)[1:] == [("LB-R2-M1", "0003", "0005"), ("LB-R2-M2", "0004", "0006")]
    assert event.games(4) == [("LB-R3-M1", "0003", "0004")]
    assert event.games(5) == [("LB-R4-M1", "0002", "0003")]
    assert event.games(6) == [("GF-1", "0001", "0002")]
    assert len(event.rounds) == 6, "the winners' champion won the final: no reset"
    assert event.places() == [
        ("1", "0001"),
        ("2", "0002"),
        ("3", "0003"),
        ("4", "0004"),
        ("5–6", "0005"),
        ("5–6", "0006"),
        ("7–8", "0007"),
        ("7–8", "0008"),
    ]


def four_team_grand_final() -> Event:
    """brackets-manager's 4-team scenario: T1 beats T4, T3 beats T2, T1 beats T3, T2 beats T4,
    T3 beats T2 in the losers' final, and T3 wins the first grand final."""
    outcomes = {
        "WB-R1-M1": "0001",
        "WB-R1-M2": "0003",
        "WB-R2-M1": "0001",
        "LB-R1-M1": "0002",
        "LB-R2-M1": "0003",
        "GF-1": "0003",
        "GF-2": "0001",
    }
    event = Event(seeded(EventFormat.DOUBLE), field(4))
    for _ in range(4):
        event.pair()
        event.report(lambda _a, _b, match: outcomes[match])
    return event


def test_the_grand_final_reset_is_played_only_if_the_losers_champion_wins() -> None:
    event = four_team_grand_final()
    assert event.games(4) == [("GF-1", "0001", "0003")]
    assert not is_event_complete(event.config, event.entrants, event.matches)
    reset = event.pair()
    assert [(p.match, {p.a, p.b}) for p in reset.pairings] == [("GF-2", {"0001", "0003"})]
    event.report(lambda *_: "0001")
    assert is_event_complete(event.config, event.entrants, event.matches)
    assert event.places()[:2] == [("1", "0001"), ("2", "0003")]


def test_correcting_the_first_final_makes_the_reset_appear_and_disappear() -> None:
    event = four_team_grand_final()
    final = event.matches[-1]
    assert final.match_id == "GF-1" and final.winner == "0003"
    assert bracket_change_refusal(event.config, event.matches, final.round, final.table) is None
    corrected = [*event.matches[:-1], replace(final, winner="0001")]
    assert is_event_complete(event.config, event.entrants, corrected)
    assert event_standings(event.config, event.entrants, corrected).rows[0].number == "0001"
    view = bracket_view(event.config, event.entrants, corrected)
    assert view is not None and view.champion == "0001"
    event.matches = [*corrected[:-1], final]
    assert not is_event_complete(event.config, event.entrants, event.matches)
    assert [p.match for p in event.pair().pairings] == ["GF-2"]


def test_a_single_final_setting_never_plays_a_reset() -> None:
    event = Event(seeded(EventFormat.DOUBLE, grand_final=GrandFinal.SINGLE), field(4))
    event.play_out(lambda a, b, match: max(a, b) if match == "GF-1" else min(a, b))
    assert event.rounds[-1].pairings[0].match == "GF-1"
    assert event.places()[0] == ("1", "0002")


def test_a_bracket_result_is_locked_once_a_player_was_paired_from_it() -> None:
    event = Event(seeded(EventFormat.SINGLE), field(4))
    event.pair()
    event.report(favourite)
    event.pair()
    first = event.matches[0]
    refusal = bracket_change_refusal(event.config, event.matches, first.round, first.table)
    assert str(refusal) == (
        "WB-R1-M1 already sent a player to WB-R2-M1 (round 2, table 1); "
        "take back that pairing before correcting this result"
    )
    last = event.matches[-1]
    assert bracket_change_refusal(event.config, event.matches, last.round, last.table) is None


def after_round_one_with_0002(status: RegistrationStatus) -> Event:
    """A four-player single elimination after round 1 (the favourites won); then player 0002
    is given ``status``."""
    entrants = field(4)
    event = Event(seeded(EventFormat.SINGLE), entrants)
    event.pair()
    event.report(favourite)
    event.entrants = [
        Entrant(e.number, status, seed=e.seed) if e.number == "0002" else e for e in entrants
    ]
    return event


def test_a_dropped_player_gives_the_opponent_a_walkover() -> None:
    event = after_round_one_with_0002(RegistrationStatus.DROPPED)
    final = event.pair()
    assert [(p.a, p.b) for p in final.pairings] == [("0001", None)]
    assert "0002 is no longer playing" in str(final.pairings[0].explanation)
    assert is_event_complete(event.config, event.entrants, event.matches)
    assert event.places()[:2] == [("1", "0001"), ("2", "0002")]


@pytest.mark.parametrize("players", [2, 3, 5, 6, 7, 9, 13, 24, 33, 100, 256])
@pytest.mark.parametrize("format", [EventFormat.SINGLE, EventFormat.DOUBLE])
def test_every_field_size_plays_out_to_one_champion_and_full_placings(
    players: int, format: EventFormat
) -> None:
    event = Event(seeded(format), field(players))
    event.play_out(lambda a, b, _m: max(a, b))  # upsets everywhere
    places = event.places()
    assert len(places) == players
    assert places[0][0] == "1"
    numbers = [n for _place, n in places]
    assert sorted(numbers) == [f"{i:04d}" for i in range(1, players + 1)]
    losses = dict.fromkeys(numbers, 0)
    for m in event.matches:
        if m.b is not None:
            losses[m.other(str(m.winner)) or ""] += 1
    champion = places[0][1]
    allowed = 1 if format is EventFormat.SINGLE else 2
    assert all(losses[n] == allowed for n in numbers if n != champion)
    assert losses[champion] < allowed


def test_double_elimination_plans_the_right_number_of_matches() -> None:
    for size in (4, 8, 16, 32, 64, 128, 256):
        plan = plan_bracket(size, double=True, reset=True)
        assert sum(1 for m in plan if m.id.startswith("WB")) == size - 1
        assert sum(1 for m in plan if m.id.startswith("LB")) == size - 2
        assert [m.id for m in plan[-2:]] == ["GF-1", "GF-2"]


def test_combination_cuts_the_top_of_the_swiss_standings() -> None:
    config = EventConfig(format=EventFormat.COMBINATION, rounds=3, cut_size=4)
    event = Event(config, field(8))
    for _ in range(3):
        assert event.pair().stage == "swiss"
        event.report(favourite)
    swiss_top = [row.number for row in event_standings(config, event.entrants, event.matches).rows]
    cut = event.pair()
    assert cut.stage == "elimination"
    top = swiss_top[:4]
    assert [(p.a, p.b) for p in cut.pairings] == [(top[0], top[3]), (top[1], top[2])]
    event.report(favourite)
    event.play_out()
    places = event.places()
    assert places[0] == ("1", min(top))
    assert [p for p, _n in places[4:]] == [None] * 4, "outside the cut: by Swiss standing"
    assert [n for _p, n in places[4:]] == swiss_top[4:]


def test_the_swiss_rounds_and_cut_default_from_the_field_size() -> None:
    assert [default_swiss_rounds(n) for n in (2, 3, 8, 9, 16, 17, 64, 65, 500)] == [
        1, 3, 3, 4, 4, 5, 6, 7, 10,
    ]  # fmt: skip
    assert [default_cut(n) for n in (4, 6, 16, 17, 200)] == [2, 4, 4, 8, 8]
    event = Event(EventConfig(format=EventFormat.SWISS), field(10))
    assert event.pair().swiss_rounds == 4
    for _ in range(4):
        event.report(favourite)
        if len(event.rounds) < 4:
            event.pair()
    with pytest.raises(
        RefusedAction, match="all 4 Swiss rounds have been played: finish the event"
    ):
        pair_next_round(event.config, event.entrants, event.matches, 5)


def test_a_disqualified_opponent_leaves_a_bye_that_earns_ranking_points() -> None:
    event = after_round_one_with_0002(RegistrationStatus.DISQUALIFIED)
    final = event.pair().pairings[0]
    assert (final.a, final.b, final.bye_result) == ("0001", None, ResultCode.BYE_DQ)

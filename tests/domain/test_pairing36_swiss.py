"""Swiss rounds as a judge meets them at the end of a thinning event."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import EventFormat, RegistrationStatus
from opl_tournament.domain.pairing.manual import check_seating
from opl_tournament.domain.pairing.next_round import pair_next_round
from opl_tournament.domain.pairing.records import (
    Entrant,
    EventConfig,
    MatchRecord,
    OddField,
    ResultCode,
)
from opl_tournament.domain.pairing.swiss import pair_swiss_round

DROPPED = RegistrationStatus.DROPPED
ROUND_ONE = [
    MatchRecord(1, 1, "0002", "0003", "0002", ResultCode.WIN),
    MatchRecord(1, 2, "0001", None, "0001", ResultCode.BYE),
]


def test_a_lone_player_left_is_not_paired_a_round_of_one_bye() -> None:
    # Two of three players dropped: a "round" would be 0003's free win with nobody playing.
    entrants = [Entrant("0001", DROPPED), Entrant("0002", DROPPED), Entrant("0003")]
    with pytest.raises(RefusedAction, match="0003 is the only active player left"):
        pair_swiss_round(EventConfig(rounds=3), entrants, ROUND_ONE, 2)


def test_a_lone_player_still_plays_the_staff_player_when_the_event_has_one() -> None:
    entrants = [
        Entrant("0001", DROPPED),
        Entrant("0002", DROPPED),
        Entrant("0003"),
        Entrant("S001", is_staff=True),
    ]
    config = EventConfig(rounds=3, odd_field=OddField.STAFF)
    pairing = pair_swiss_round(config, entrants, ROUND_ONE, 2)
    assert [(p.a, p.b) for p in pairing.pairings] in ([("0003", "S001")], [("S001", "0003")])


def test_a_hand_pairing_of_a_player_against_themselves_says_so() -> None:
    entrants = [Entrant("0001"), Entrant("0002"), Entrant("0003")]
    with pytest.raises(InvalidInput, match="0002 cannot play against themselves") as refused:
        check_seating(entrants, 1, [("0001", None), ("0002", "0002")])
    assert refused.value.line == 2


def test_a_combination_plays_at_most_four_swiss_rounds_by_default() -> None:
    # The kit: Swiss "for three to four rounds", then single elimination [003:101]. A Swiss
    # event of 40 still plays six rounds.
    field = [Entrant(f"{i:04d}") for i in range(1, 41)]
    combination = pair_next_round(EventConfig(format=EventFormat.COMBINATION), field, [], 1)
    assert combination.swiss_rounds == 4
    swiss = pair_next_round(EventConfig(format=EventFormat.SWISS), field, [], 1)
    assert swiss.swiss_rounds == 6
    nine = pair_next_round(EventConfig(format=EventFormat.COMBINATION), field[:9], [], 1)
    assert nine.swiss_rounds == 4


def test_a_hand_pairing_gives_no_bye_to_the_staff_player() -> None:
    entrants = [Entrant(f"000{i}") for i in range(1, 5)] + [Entrant("S001", is_staff=True)]
    pairs = [("0001", "0002"), ("0003", "0004"), ("S001", None)]
    with pytest.raises(InvalidInput, match="S001 is a staff player") as refused:
        check_seating(entrants, 1, pairs)
    assert refused.value.line == 3

"""Making rounds as a judge does: the number of Swiss rounds, once fixed, stays fixed; a round
taken back and paired again seats whoever arrived meanwhile."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import get_event
from opl_tournament.services.manual_pairing import pair_round_by_hand, swap_players
from opl_tournament.services.rounds import (
    get_round,
    list_rounds,
    pair_next_round,
    report_result,
    unpair_last_round,
)
from opl_tournament.services.undo import undo_last
from tests.helpers.events import new_event, numbered, play_round, register_names

OPEN = EventSettings(name="Open", format=EventFormat.COMBINATION)


def swiss_rounds(ctx: ServiceContext, event_id: int) -> int | None:
    return get_event(ctx, event_id).settings.swiss_rounds


def test_round_one_paired_by_hand_fixes_the_swiss_rounds_from_the_field(
    ctx: ServiceContext,
) -> None:
    # Nine players: four Swiss rounds. Paired by hand, round 1 must fix that number as the
    # engine's pairing does, or a later drop (eight players: three rounds) would cut early.
    event_id = new_event(ctx, OPEN, players=9)
    pairs = [("0001", "0002"), ("0003", "0004"), ("0005", "0006"), ("0007", "0008"), ("0009", None)]
    pair_round_by_hand(ctx, event_id, pairs)
    assert swiss_rounds(ctx, event_id) == 4


def test_a_hand_pairing_keeps_the_rounds_the_judge_set(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, OPEN, players=4, swiss_rounds=2)
    pair_round_by_hand(ctx, event_id, [("0001", "0002"), ("0003", "0004")])
    assert swiss_rounds(ctx, event_id) == 2


def test_taking_back_round_one_leaves_the_swiss_rounds_to_the_field_paired_next(
    ctx: ServiceContext,
) -> None:
    # Round 1 paired with eight players fixes three rounds; the judge takes it back because
    # thirty-two more arrived: forty players play six rounds, not three.
    event_id = new_event(ctx, players=8)
    pair_next_round(ctx, event_id)
    assert swiss_rounds(ctx, event_id) == 3
    unpair_last_round(ctx, event_id)
    assert swiss_rounds(ctx, event_id) is None
    register_names(ctx, event_id, numbered("Late", 32))
    pair_next_round(ctx, event_id)
    assert swiss_rounds(ctx, event_id) == 6


def test_undoing_round_one_unsets_the_rounds_it_fixed_and_undoing_that_sets_them_again(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, OPEN, players=8)
    pair_next_round(ctx, event_id)
    unpair_last_round(ctx, event_id)
    undo_last(ctx, event_id)  # the take-back is undone: round 1 and its three rounds are back
    assert swiss_rounds(ctx, event_id) == 3
    undo_last(ctx, event_id)  # the pairing itself is undone
    assert swiss_rounds(ctx, event_id) is None


def test_taking_back_round_one_keeps_the_rounds_the_judge_set(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, OPEN, players=8, swiss_rounds=5)
    pair_next_round(ctx, event_id)
    unpair_last_round(ctx, event_id)
    assert swiss_rounds(ctx, event_id) == 5


def seated_players(ctx: ServiceContext, event_id: int, number: int) -> set[str]:
    return {n for m in get_round(ctx, event_id, number).matches for n in (m.a, m.b) if n}


def test_a_late_entry_joins_the_round_the_judge_takes_back_and_pairs_again(
    ctx: ServiceContext,
) -> None:
    # Round 2 is posted when a seventh player arrives: the judge takes round 2 back and pairs
    # it again to seat them. They were left out of it (and of its bye) until round 3.
    event_id = new_event(ctx, OPEN, players=6, swiss_rounds=3)
    play_round(ctx, event_id)
    pair_next_round(ctx, event_id)
    register_names(ctx, event_id, ["Late Arrival"])
    unpair_last_round(ctx, event_id)
    pair_next_round(ctx, event_id)
    assert "0007" in seated_players(ctx, event_id, 2)
    assert len(get_round(ctx, event_id, 2).matches) == 4  # three games and a bye


def test_undoing_the_take_back_puts_the_late_entry_back_into_the_next_round(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, OPEN, players=6, swiss_rounds=3)
    play_round(ctx, event_id)
    pair_next_round(ctx, event_id)
    register_names(ctx, event_id, ["Late Arrival"])
    unpair_last_round(ctx, event_id)
    undo_last(ctx, event_id)  # round 2 is back as it was paired, without the late arrival
    assert "0007" not in seated_players(ctx, event_id, 2)
    for table in get_round(ctx, event_id, 2).matches:
        report_result(ctx, event_id, 2, table.table, winner=table.a)
    pair_next_round(ctx, event_id)
    assert "0007" in seated_players(ctx, event_id, 3)


def test_a_swap_replaces_the_broken_rules_the_round_keeps_for_the_swapped_players(
    ctx: ServiceContext,
) -> None:
    # Four players, three rounds played: round 4 can only be rematches. The judge swaps 0002
    # and 0003: the round must no longer say 0001 and 0002 meet again, and must say that
    # 0001 and 0003 do.
    event_id = new_event(ctx, players=4, swiss_rounds=4)
    for _ in range(3):
        play_round(ctx, event_id)
    pair_next_round(ctx, event_id)
    before = {frozenset(m.players) for m in get_round(ctx, event_id, 4).tables}
    assert before == {frozenset({"0001", "0002"}), frozenset({"0003", "0004"})}
    swap_players(ctx, event_id, "0002", "0003")
    swap_players(ctx, event_id, "0002", "0003")
    swap_players(ctx, event_id, "0002", "0003")
    shown = [str(text) for text in get_round(ctx, event_id, 4).relaxations]
    assert not [text for text in shown if "0001 and 0002" in text or "0003 and 0004" in text]
    assert [text for text in shown if "0001 and 0003 already met" in text]
    assert [text for text in shown if "0002 and 0004 already met" in text]
    notes = [str(text) for text in get_round(ctx, event_id, 4).notes]
    assert notes.count("players swapped by the judge") == 1
    assert "4 pair-downs" in notes  # 9 against 3 and 6 against 0 points: two groups each


def test_swapping_a_player_with_themselves_is_refused_as_such(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    pair_next_round(ctx, event_id)
    with pytest.raises(InvalidInput, match="two different players; 0002 was given twice"):
        swap_players(ctx, event_id, "0002", "0002")


def test_no_round_after_the_last_swiss_round_even_by_hand(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=1)
    play_round(ctx, event_id)
    with pytest.raises(
        RefusedAction, match="the one Swiss round has been played: finish the event"
    ):
        pair_next_round(ctx, event_id)
    with pytest.raises(
        RefusedAction, match="the one Swiss round has been played: finish the event"
    ):
        pair_round_by_hand(ctx, event_id, [("0001", "0004"), ("0002", "0003")])
    assert [r.number for r in list_rounds(ctx, event_id)] == [1]

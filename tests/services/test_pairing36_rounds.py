"""Making rounds as a judge does: the number of Swiss rounds, once fixed, stays fixed."""

from __future__ import annotations

from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import get_event
from opl_tournament.services.manual_pairing import pair_round_by_hand
from tests.helpers.events import new_event

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

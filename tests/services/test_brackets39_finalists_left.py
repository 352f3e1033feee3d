"""Both finalists leave the event before the final: nobody can play it, and the judge is told
so plainly (there is no champion) instead of "( is the champion)"."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import drop_player
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, play_round, seeded_bracket


def test_a_final_both_finalists_left_says_there_is_no_champion(ctx: ServiceContext) -> None:
    settings = seeded_bracket("Cup", EventFormat.SINGLE, seed=3)
    event_id = new_event(ctx, settings, players=4)
    play_round(ctx, event_id)  # 0001 and 0002 reach the final
    drop_player(ctx, event_id, "0001")
    drop_player(ctx, event_id, "0002")
    with pytest.raises(RefusedAction) as refused:
        pair_next_round(ctx, event_id)
    assert str(refused.value) == (
        "the bracket is complete: no one is left to play the final, so there is no champion; "
        "finish the event"
    )

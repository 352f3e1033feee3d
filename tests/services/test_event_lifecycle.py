"""An event is finished once its last round is complete; undo reopens it."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings, EventStatus, PlayerIdentity
from opl_tournament.domain.sentences import Sentence
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event, finish_event, get_event, left_to_play
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import pair_next_round, report_result
from opl_tournament.services.undo import undo_last
from tests.helpers.events import (
    numbered,
    play_rounds,
    register_names,
    spring_open,
)
from tests.helpers.said import french

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


def test_finishing_waits_for_the_last_result_then_stops_pairing(ctx: ServiceContext) -> None:
    event = create_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS, swiss_rounds=1))
    with pytest.raises(RefusedAction, match="no rounds yet"):
        finish_event(ctx, event.id)
    for name in ("Ada", "Bo", "Cy", "Di"):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=name)))
    view = pair_next_round(ctx, event.id).value
    report_result(ctx, event.id, 1, 1, winner=view.matches[0].a)
    with pytest.raises(RefusedAction, match="round 1 still has no result at table 2"):
        finish_event(ctx, event.id)
    report_result(ctx, event.id, 1, 2, winner=view.matches[1].b)
    assert finish_event(ctx, event.id).value.status is EventStatus.FINISHED
    with pytest.raises(RefusedAction, match="is finished"):
        pair_next_round(ctx, event.id)
    with pytest.raises(RefusedAction, match="already finished"):
        finish_event(ctx, event.id)
    undo_last(ctx, event.id)
    assert get_event(ctx, event.id).status is EventStatus.RUNNING


def _french(sentence: Sentence | None) -> str:
    assert sentence is not None
    return french(sentence)


def test_what_is_left_to_play_is_named_for_every_kind_of_event(ctx: ServiceContext) -> None:
    cut = create_event(ctx, spring_open(swiss_rounds=3, cut_size=4)).id
    register_names(ctx, cut, numbered("Player", 8))
    with pytest.raises(RefusedAction, match="no rounds yet"):
        left_to_play(ctx, cut)  # refused as finishing is, before any question
    play_rounds(ctx, cut, 1)
    assert str(left_to_play(ctx, cut)) == "2 Swiss rounds and the top 4 are still to play"
    assert _french(left_to_play(ctx, cut)) == "il reste à jouer 2 rondes suisses et le top 4"
    play_rounds(ctx, cut, 1)
    assert str(left_to_play(ctx, cut)) == "1 Swiss round and the top 4 are still to play"
    assert _french(left_to_play(ctx, cut)) == "il reste à jouer 1 ronde suisse et le top 4"
    play_rounds(ctx, cut, 1)
    assert str(left_to_play(ctx, cut)) == "the top 4 is still to play"
    assert _french(left_to_play(ctx, cut)) == "il reste à jouer le top 4"
    play_rounds(ctx, cut, 1)
    assert str(left_to_play(ctx, cut)) == "the rest of the bracket is still to play"
    pair_next_round(ctx, cut)
    with pytest.raises(RefusedAction, match="still has no result"):
        left_to_play(ctx, cut)

    swiss = create_event(ctx, spring_open(format=EventFormat.SWISS, swiss_rounds=2)).id
    register_names(ctx, swiss, numbered("Player", 6))
    play_rounds(ctx, swiss, 2)
    assert left_to_play(ctx, swiss) is None

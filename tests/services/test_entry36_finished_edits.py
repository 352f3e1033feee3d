"""Details a judge corrects after finishing an event (a player's address before the export, a
fee paid late) can be undone while it stays finished, as its own details can."""

from __future__ import annotations

from dataclasses import replace

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.registration import edit_player, list_registrations, set_fee
from opl_tournament.services.undo import undo_last
from tests.helpers.events import new_event, play_round


def test_an_edit_and_a_fee_after_finishing_are_undone_one_by_one(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=1)
    play_round(ctx, event_id)
    finish_event(ctx, event_id)
    ada = list_registrations(ctx, event_id)[0]
    edit_player(ctx, event_id, ada.number, replace(ada.player.identity, city="Springfield"))
    set_fee(ctx, event_id, ada.number, 500, True)
    assert undo_last(ctx, event_id).value.action == "player.fee"
    assert undo_last(ctx, event_id).value.action == "player.edit"
    now = list_registrations(ctx, event_id)[0]
    assert (now.player.identity, now.fee_cents, now.fee_paid) == (ada.player.identity, 0, False)
    assert undo_last(ctx, event_id).value.action == "event.finish"

"""Pods44: the round page's Take back seating is refused while a penalty was given in one of
the round's pods, naming it and how to undo it first; Edit ▸ Undo takes the penalty back,
and then the seating is taken back."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.penalties import issue_penalty, list_penalties
from opl_tournament.services.rounds import list_rounds, pair_next_round
from tests.helpers.events import numbered, pod_settings, register_names
from tests.helpers.window import open_event_window
from tests.ui.drive import menu_action, settle


def test_pods44_take_back_seating_names_the_pods_penalty_until_it_is_undone(
    ctx: ServiceContext, qtbot: QtBot, messages: list[str]
) -> None:
    event_id = create_event(ctx, pod_settings("Pods", seed=5)).id
    register_names(ctx, event_id, numbered("Player", 8))
    seated = pair_next_round(ctx, event_id).value
    pod = seated.tables[1]
    penalised = pod.seats[2].number
    issue_penalty(ctx, event_id, penalised, "game_loss", infraction="marked cards")
    window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.round)
    settle()

    view.round.buttons["Take back seating"].click()
    settle()
    assert messages == [
        f"round 1 has a penalty given in one of its games (game loss for {penalised} at pod "
        f"{pod.table}): undo it first (Edit ▸ Undo, the Log page, or 'undo {event_id}'), then "
        "take the round back"
    ]
    assert len(list_rounds(ctx, event_id)) == 1

    menu_action(window, "Edit", "Undo").trigger()
    settle()
    assert list_penalties(ctx, event_id) == []
    view.round.buttons["Take back seating"].click()
    settle()
    assert list_rounds(ctx, event_id) == [] and len(messages) == 1

"""A penalty given between games keeps the round in play (no table), so the penalty report,
the Penalties page and the rating service's file say when it was given; before round 1 it has
none."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty, list_penalties
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, report_round
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def test_a_warning_between_games_is_dated_by_the_round_in_play(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    issue_penalty(ctx, event_id, "0001", "warning", infraction="late")
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    second = pair_next_round(ctx, event_id).value.matches[0]
    issue_penalty(ctx, event_id, second.a, "warning", infraction="slow play")
    issue_penalty(ctx, event_id, second.a, "game_loss", round_number=2, table=second.table)
    views = list_penalties(ctx, event_id)
    assert [(v.round, v.table) for v in views] == [(None, None), (2, None), (2, second.table)]

    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.penalties)
    settle()
    model = view.penalties.view.model()
    games = [model.data(model.index(row, 0)) for row in range(model.rowCount())]
    assert games == ["", "R2", f"R2 T{second.table}"]

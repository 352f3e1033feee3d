"""A declaration of forfeiture from the Penalties page: the judge chooses its scope, removal
from the event (the kit's default) or this game only (the player stays in the event), as
``penalty add --scope`` does on the command line."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import list_penalties
from opl_tournament.services.registration import list_registrations
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.ui.penalties_page import PenaltiesPage
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def _choose(box: QComboBox, data: str) -> None:
    box.setCurrentIndex(box.findData(data))


def _page(ctx: ServiceContext, qtbot: QtBot) -> tuple[int, PenaltiesPage]:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    pair_next_round(ctx, event_id)
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.penalties)
    settle()
    return event_id, view.penalties


def test_a_game_only_forfeiture_keeps_the_player_in_the_event(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id, page = _page(ctx, qtbot)
    assert not page.form.isRowVisible(page.scope), "asked only of a forfeiture"
    _choose(page.kind, "declaration_of_forfeiture")
    assert page.form.isRowVisible(page.scope)
    game = get_round(ctx, event_id, 1).matches[0]
    page.player.setText(game.a)
    page.round.setValue(1)
    page.table.setValue(game.table)
    _choose(page.scope, "game")
    page.infraction.setText("stalling")
    qtbot.keyClick(page.infraction, Qt.Key.Key_Return)
    settle()
    (given,) = list_penalties(ctx, event_id)
    assert given.game_forfeited and not given.disqualified
    status = next(r.status.value for r in list_registrations(ctx, event_id) if r.number == game.a)
    assert status == "active"
    assert get_round(ctx, event_id, 1).matches[0].winner == game.b
    assert message_boxes == []


def test_a_forfeiture_removes_the_player_unless_told_otherwise(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id, page = _page(ctx, qtbot)
    _choose(page.kind, "declaration_of_forfeiture")
    player = get_round(ctx, event_id, 1).matches[0].a
    page.player.setText(player)
    qtbot.keyClick(page.player, Qt.Key.Key_Return)
    settle()
    (given,) = list_penalties(ctx, event_id)
    assert given.disqualified
    assert message_boxes == []

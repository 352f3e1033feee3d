"""A penalty at a pod event, from the round page: going to the Penalties page with a pod
selected names its players, and Enter records the penalty (a pod's penalty is given in the
pod in play, which the service finds: it names no round or table)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services import penalties
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, pod_settings
from tests.ui.keyboard import at_the_keyboard, press, to_the_table_list, typed


def test_a_game_loss_at_the_selected_pod_is_recorded(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, pod_settings("Pods"), players=8)
    pods = pair_next_round(ctx, event_id).value.pods
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    to_the_table_list(qtbot, view)
    press(qtbot, Qt.Key.Key_Down)
    (row,) = view.round.view.selectionModel().selectedRows()
    first = next(p for p in pods if p.table == view.round.model.items[row.row()].table)

    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # the Pe&nalties tab
    page = view.penalties
    player = first.seats[0].number
    assert player in page.seated.text()
    assert not page.form.isRowVisible(page.round) and not page.form.isRowVisible(page.table)
    page.kind.setCurrentIndex(page.kind.findData("game_loss"))
    page.player.setFocus()
    typed(player)
    press(qtbot, Qt.Key.Key_Return)

    assert message_boxes == []
    (given,) = penalties.list_penalties(ctx, event_id)
    assert (given.number, given.kind, given.round, given.table) == (
        player, "game_loss", 1, first.table,
    )  # fmt: skip
    assert given.game_forfeited

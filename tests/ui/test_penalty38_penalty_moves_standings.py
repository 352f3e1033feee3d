"""A game loss from the Penalties page on a game whose result the next round was paired on:
the window says what it moved and how the round in play would have been paired, as the round
page does after a correction and ``penalty add`` does on the command line."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, pair_next_round
from tests.helpers.events import new_event, report_round
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def _game_loss(ctx: ServiceContext, qtbot: QtBot, event_id: int, round_number: int) -> None:
    winner_table = next(m for m in get_round(ctx, event_id, 1).matches if m.b is not None)
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.penalties)
    settle()
    page = view.penalties
    page.kind.setCurrentIndex(page.kind.findData("game_loss"))
    page.round.setValue(round_number)
    page.table.setValue(winner_table.table)
    page.player.setText(str(winner_table.winner))
    qtbot.keyClick(page.player, Qt.Key.Key_Return)
    settle()


def test_a_game_loss_under_a_later_round_says_what_it_moved(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=6, swiss_rounds=3)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    pair_next_round(ctx, event_id)
    _game_loss(ctx, qtbot, event_id, 1)
    ((kind, text),) = message_boxes
    assert kind == "information"
    assert "Round 1 was corrected after round 2 was paired" in text
    assert "Moved in the standings:" in text


def test_a_game_loss_in_the_round_in_play_says_nothing_more(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=6, swiss_rounds=3)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    _game_loss(ctx, qtbot, event_id, 1)
    assert message_boxes == []

"""The Penalties page takes the judge's note, which the penalty report prints in its Note
column (as ``penalty add --note`` does); Enter in it records the penalty."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import list_penalties
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window
from tests.ui.drive import settle, type_text


def test_the_note_typed_is_kept_with_the_penalty(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    player = pair_next_round(ctx, event_id).value.matches[0].a
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.penalties)
    settle()
    page = view.penalties
    type_text(page.player, player)
    type_text(page.infraction, "slow play")
    type_text(page.note, "second time this round")
    qtbot.keyClick(page.note, Qt.Key.Key_Return)
    settle()
    (given,) = list_penalties(ctx, event_id)
    assert (given.infraction, given.note) == ("slow play", "second time this round")
    assert page.note.text() == "" and message_boxes == []

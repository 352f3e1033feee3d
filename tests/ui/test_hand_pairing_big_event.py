"""Pairing a 200-player round by hand: the dialog's list of players to seat wraps into lines of
numbers, so the dialog fits a laptop's screen (it was one line 7,700 pixels wide)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.hand_pairing import HandPairingDialog
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window
from tests.ui.drive import button, settle


def test_the_players_to_seat_of_a_big_event_fit_a_laptops_screen(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = new_event(ctx, players=200)
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.round)
    seen: dict[str, object] = {}

    def look(dialog: HandPairingDialog) -> int:
        dialog.show()
        settle()
        [to_seat] = [
            label for label in dialog.findChildren(QLabel) if "Players to seat" in label.text()
        ]
        seen["width"] = dialog.width()
        seen["whole"] = to_seat.height() >= to_seat.heightForWidth(to_seat.width())
        seen["last"] = to_seat.text().endswith("0200")
        dialog.reject()
        return int(dialog.result())

    monkeypatch.setattr(HandPairingDialog, "exec", look)
    qtbot.mouseClick(button(view.round, "Pair by hand…"), Qt.MouseButton.LeftButton)
    settle()
    assert int(str(seen["width"])) <= 1024
    assert seen["whole"] is True and seen["last"] is True

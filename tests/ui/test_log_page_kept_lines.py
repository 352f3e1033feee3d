"""The Log page formats a row once and keeps it (a refresh after one more action formats only
the new rows), yet never shows a stale line: a player renamed reads with the new name, and an
action undone is marked as such, after the page is read again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import build_demo_event
from opl_tournament.ui.dialogs import AddPlayerDialog
from tests.helpers.window import open_window
from tests.ui.drive import button, menu_action, press_ok, settle, type_text


def test_a_renamed_player_and_an_undone_action_read_anew_in_the_log(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(ctx, qtbot, build_demo_event(ctx))
    view = window.event_view
    assert view is not None
    view.setCurrentWidget(view.log)
    assert "0001 (Zoë Ortiz) won" in view.log.shown_text()

    def rename(dialog: AddPlayerDialog) -> int:
        dialog.name.clear()
        type_text(dialog.name, "Zoë Ortiz-Lee")
        return press_ok(dialog)

    monkeypatch.setattr(AddPlayerDialog, "exec", rename)
    view.setCurrentWidget(view.players)
    row = next(i for i, r in enumerate(view.players.model.items) if r.number == "0001")
    view.players.view.selectRow(row)
    qtbot.mouseClick(button(view.players, "Edit…"), Qt.MouseButton.LeftButton)
    settle()
    view.setCurrentWidget(view.log)
    text = view.log.shown_text()
    assert "0001 (Zoë Ortiz-Lee) won" in text and "(Zoë Ortiz) won" not in text
    newest = text.splitlines()[0]
    assert "[undone]" not in newest

    menu_action(window, "Edit", "Undo").trigger()
    settle()
    view.setCurrentWidget(view.players)
    view.setCurrentWidget(view.log)
    lines = view.log.shown_text().splitlines()
    assert lines[0].endswith(f"undid: {newest.split('Dana', 1)[1].strip()}")
    assert lines[1] == f"{newest}  [undone]"
    assert "0001 (Zoë Ortiz) won" in view.log.shown_text()
    type_text(view.log.player, "lee")
    assert view.log.shown_text()
    assert all("Ortiz" in line for line in view.log.shown_text().splitlines())

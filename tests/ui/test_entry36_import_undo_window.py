"""The players page's "Import CSV…" is one action: Edit ▸ Undo names the file and takes every
player of it back at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import list_registrations
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window
from tests.ui.drive import button, menu_action, settle


def test_one_undo_takes_back_a_whole_imported_file(
    ctx: ServiceContext, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = new_event(ctx, name="Club Night")
    signup = tmp_path / "signup.csv"
    signup.write_text("name,legion\nAda,4512\nBo,\nCy,\n", encoding="utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(signup), ""))
    )
    window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.players)
    qtbot.mouseClick(button(view.players, "Import CSV…"), Qt.MouseButton.LeftButton)
    settle()
    assert [r.player.name for r in list_registrations(ctx, event_id)] == ["Ada", "Bo", "Cy"]
    assert len(view.players.model.items) == 3

    undo = menu_action(window, "Edit", "Undo")
    assert undo.text().replace("&", "").startswith("Undo: imported 3 players from signup.csv")
    undo.trigger()
    settle()
    assert list_registrations(ctx, event_id) == []
    assert view.players.model.items == [], "the players page shows the file taken back"

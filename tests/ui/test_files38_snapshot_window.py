"""A snapshot chosen in the window's Open database… opens read-only, saying why: the judge can
look at it, and a change is refused instead of altering the backup."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament import app
from opl_tournament.domain.model import EventSettings, PlayerIdentity
from opl_tournament.services import backups, events
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.ui.main_window import MainWindow
from tests.ui.drive import settle


def test_a_snapshot_opened_in_the_window_is_read_only_and_stays_as_taken(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    notices: list[tuple[str, str]] = []

    def note(kind: str) -> Any:
        def record(_parent: Any, _title: str, text: str, *_a: Any) -> QMessageBox.StandardButton:
            notices.append((kind, text))
            return QMessageBox.StandardButton.Ok

        return staticmethod(record)

    for kind in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, kind, note(kind))
    holder = app.OpenDatabase("judge")
    try:
        ctx = holder.open(tmp_path / "club.sqlite")
        event = events.create_event(ctx, EventSettings(name="Club Night"))
        register_player(ctx, event.id, Entrant(PlayerIdentity(name="Ann Able")))
        taken = backups.snapshot(ctx, "before-lunch").path
        kept = taken.read_bytes()
        window = MainWindow(ctx, opener=holder.open)
        qtbot.addWidget(window)
        monkeypatch.setattr(
            QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(taken), ""))
        )
        opening = next(
            a for a in window.findChildren(QAction) if a.text().replace("&", "") == "Open database…"
        )
        opening.trigger()
        settle()
        assert notices and notices[-1][0] == "information", notices
        assert "it is a snapshot, kept as it was taken; restore it" in notices[-1][1]
        assert "read-only" in window.windowTitle()
        window.open_event(event.id)
        assert window.event_view is not None
        assert [r.player.name for r in window.event_view.players.model.items] == ["Ann Able"]
        window.undo_action.trigger()  # a change: refused, plainly
        settle()
        assert notices[-1][0] == "warning" and "is read-only" in notices[-1][1], notices
        assert taken.read_bytes() == kept
    finally:
        holder.close()

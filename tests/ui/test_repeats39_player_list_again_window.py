"""The players page's "Import CSV…" given the same list again (no Legion numbers): the players
already registered are named with their lines and left out, the new ones registered."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import list_registrations
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window
from tests.ui.drive import button, settle


def test_importing_a_list_again_names_the_players_already_registered(
    ctx: ServiceContext, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = new_event(ctx, name="Club Night")
    signup = tmp_path / "signup.csv"
    signup.write_text("name\nAda\nBo\n", encoding="utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(signup), ""))
    )
    told: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "information",
        staticmethod(lambda _parent, _title, text, *_a: told.append(text)),
    )
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.players)
    import_csv = button(view.players, "Import CSV…")
    qtbot.mouseClick(import_csv, Qt.MouseButton.LeftButton)
    settle()
    numbers = {r.player.name: r.number for r in list_registrations(ctx, event_id)}
    assert told == []

    signup.write_text("name\nAda\nBo\nCy\n", encoding="utf-8")
    qtbot.mouseClick(import_csv, Qt.MouseButton.LeftButton)
    settle()
    assert [r.player.name for r in list_registrations(ctx, event_id)] == ["Ada", "Bo", "Cy"]
    assert len(view.players.model.items) == 3
    assert told == [
        "Imported 1 player from signup.csv\n"
        "Already registered, not imported again (2 lines):\n"
        f"line 2: Ada ({numbers['Ada']})\n"
        f"line 3: Bo ({numbers['Bo']})"
    ]

    qtbot.mouseClick(import_csv, Qt.MouseButton.LeftButton)
    settle()
    assert len(list_registrations(ctx, event_id)) == 3
    assert told[-1].startswith(
        "Nothing imported from signup.csv: everyone in it is already registered.\n"
        "Already registered, not imported again (3 lines):\n"
    )


def test_a_long_list_imported_again_names_the_first_lines_and_counts_the_rest(
    ctx: ServiceContext, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = new_event(ctx, name="Regionals")
    signup = tmp_path / "signup.csv"
    signup.write_text("name\n" + "".join(f"Player {i}\n" for i in range(1, 41)), "utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(signup), ""))
    )
    told: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "information",
        staticmethod(lambda _parent, _title, text, *_a: told.append(text)),
    )
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.players)
    import_csv = button(view.players, "Import CSV…")
    qtbot.mouseClick(import_csv, Qt.MouseButton.LeftButton)
    settle()
    qtbot.mouseClick(import_csv, Qt.MouseButton.LeftButton)
    settle()
    assert len(list_registrations(ctx, event_id)) == 40
    (said,) = told
    lines = said.splitlines()
    assert lines[1] == "Already registered, not imported again (40 lines):"
    assert lines[2].startswith("line 2: Player 1 (") and lines[16].startswith("line 16: Player 15")
    assert lines[17:] == ["… and 25 more"]

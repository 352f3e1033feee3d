"""Reviewer french37: File ▸ Restore a snapshot in a French window, when the snapshot is another
database's: the second question says in French why it looks like another database's."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.storage import open_database
from opl_tournament.storage.backup import backup_file
from opl_tournament.storage.snapshots import new_snapshot_path
from opl_tournament.ui.main_window import MainWindow
from tests.ui.drive import menu_action, settle

NBSP = "\u00a0"


def test_a_different_databases_snapshot_is_explained_in_french(
    french: None, tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    club, other = tmp_path / "club.sqlite", tmp_path / "other.sqlite"
    for path, name in ((club, "Club"), (other, "Printemps")):
        database = open_database(path)
        create_event(ServiceContext(database), EventSettings(name=name))
        database.close()
    backup_file(other, new_snapshot_path(club, "manual", datetime.now(UTC)))
    database = open_database(club)
    window = MainWindow(ServiceContext(database))
    qtbot.addWidget(window)
    asked: list[str] = []

    def question(_parent: Any, _title: str, text: str, *_a: Any, **_k: Any) -> Any:
        asked.append(text)
        return QMessageBox.StandardButton.Yes if len(asked) == 1 else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    monkeypatch.setattr(
        QInputDialog, "getItem", staticmethod(lambda _p, _t, _l, items, *_a: (items[0], True))
    )
    menu_action(window, "Fichier", "Restaurer un instantané…").trigger()
    settle()
    database.close()
    assert len(asked) == 2, asked
    reason = f"son tournoi 1 est «{NBSP}Printemps{NBSP}», ici c’est «{NBSP}Club{NBSP}»"
    assert asked[1].startswith(
        f"Cet instantané semble provenir d’une autre base de données ({reason})."
    ), asked[1]

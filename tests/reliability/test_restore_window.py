"""The window's restore of a snapshot of a different database: refused unless the judge confirms
a second time (the window's ``--force``), driven through the File menu's action."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import open_database
from opl_tournament.storage.backup import backup_file
from opl_tournament.storage.snapshots import new_snapshot_path
from opl_tournament.ui.main_window import MainWindow
from tests.reliability.inprocess import opl_in_process
from tests.ui.drive import settle


def restore_action(window: MainWindow) -> QAction:
    return next(
        a
        for a in window.findChildren(QAction)
        if a.text().replace("&", "") == "Restore a snapshot…"
    )


@pytest.fixture
def window_on_club(tmp_path: Path, qtbot: QtBot) -> Any:
    club, other = tmp_path / "club.sqlite", tmp_path / "other.sqlite"
    for database, name in ((club, "Club Night"), (other, "Spring Open")):
        done = opl_in_process("event", "create", name, "--format", "swiss", "--db", str(database))
        assert done.code == 0, done.err
    # A snapshot of the other database, lying among the club's own snapshots.
    backup_file(other, new_snapshot_path(club, "manual", datetime.now(UTC)))
    database = open_database(club)
    window = MainWindow(ServiceContext(database))
    qtbot.addWidget(window)
    yield window
    database.close()


def answering(monkeypatch: pytest.MonkeyPatch, answers: list[bool]) -> list[tuple[str, str]]:
    asked: list[tuple[str, str]] = []

    def question(_parent: Any, title: str, text: str, *_a: Any, **_k: Any) -> Any:
        asked.append((title, text))
        yes = answers.pop(0)
        return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    monkeypatch.setattr(
        QInputDialog, "getItem", staticmethod(lambda _p, _t, _l, items, *_a: (items[0], True))
    )
    return asked


@pytest.mark.parametrize(
    ("second_yes", "events"),
    [
        pytest.param(False, ["Club Night"], id="not-restored-without-confirming"),
        pytest.param(True, ["Spring Open"], id="confirming-twice-restores-it"),
    ],
)
def test_a_different_databases_snapshot_is_restored_only_on_a_second_yes(
    window_on_club: MainWindow, monkeypatch: pytest.MonkeyPatch, second_yes: bool, events: list[str]
) -> None:
    asked = answering(monkeypatch, [True, second_yes])
    restore_action(window_on_club).trigger()
    settle()
    assert len(asked) == 2, asked
    assert "different database" in asked[1][1] and "Spring Open" in asked[1][1]
    assert [e.name for e in window_on_club.events_model.items] == events

"""The start page, used as a new judge would: each of its buttons, and the recent databases."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from opl_tournament import app
from opl_tournament.paths import demo_database_path
from opl_tournament.services import events, registration
from opl_tournament.ui.dialogs import NewEventDialog
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.start_page import StartPage
from tests.ui.drive import press_ok, settle


@pytest.fixture
def holder(tmp_path: Path) -> Iterator[app.OpenDatabase]:
    opened = app.OpenDatabase("Dana")
    yield opened
    opened.close()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(
    tmp_path: Path, holder: app.OpenDatabase, settings: QSettings, qtbot: QtBot
) -> MainWindow:
    ctx = holder.open(tmp_path / "club.sqlite")
    main = MainWindow(ctx, settings=settings, opener=holder.open)
    qtbot.addWidget(main)
    main.show()
    return main


def click(qtbot: QtBot, page: StartPage, name: str) -> None:
    qtbot.mouseClick(page.buttons[name], Qt.MouseButton.LeftButton)
    settle()


def fill_new_event(monkeypatch: pytest.MonkeyPatch, name: str = "Club Night") -> None:
    def fill(dialog: NewEventDialog) -> int:
        dialog.name.setText(name)
        dialog.judge.setText("Dana Judge")
        return press_ok(dialog)

    monkeypatch.setattr(NewEventDialog, "exec", fill)


def test_an_empty_database_opens_on_the_start_page(window: MainWindow) -> None:
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.isVisible()
    assert "no event yet" in window.start_page.intro.text()
    assert set(window.start_page.buttons) == {
        "New event",
        "Open the demo event",
        "Import players",
        "Open a database",
    }


def test_new_event_from_the_start_page(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    fill_new_event(monkeypatch)
    click(qtbot, window.start_page, "New event")
    assert window.event_view is not None
    assert window.stack.currentWidget() is window.event_view
    assert [e.name for e in events.list_events(window.ctx)] == ["Club Night"]


def test_open_the_demo_event_uses_a_database_of_its_own(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    click(qtbot, window.start_page, "Open the demo event")
    assert window.ctx.database.path == demo_database_path().resolve()
    assert window.event_view is not None
    assert window.event_view.tournament.name == "Demo Spring Open"
    assert [e.name for e in window.events_model.items] == ["Demo Spring Open", "Demo Vs. Night"]
    assert window.event_view.players.model.rowCount() == 9
    # The judge's own database got nothing.
    assert window.databases.open_database(tmp_path / "club.sqlite")
    settle()
    assert window.events_model.items == []
    # A second visit opens the same demo, not a second copy.
    click(qtbot, window.start_page, "Open the demo event")
    assert len(window.events_model.items) == 2


def test_import_players_creates_the_event_and_reads_the_file(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    csv = tmp_path / "prereg.csv"
    csv.write_text("name,legion\nAda Lovelace,4512\n李小龍,\nZoë Ortiz,\n", encoding="utf-8")
    fill_new_event(monkeypatch, "Spring Open")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(csv), ""))
    )
    click(qtbot, window.start_page, "Import players")
    view = window.event_view
    assert view is not None and view.currentWidget() is view.players
    names = [
        r.player.identity.name for r in registration.list_registrations(window.ctx, view.event_id)
    ]
    assert names == ["Ada Lovelace", "李小龍", "Zoë Ortiz"]


def test_open_a_database_and_the_recent_list(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    other = tmp_path / "league.sqlite"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(other), ""))
    )
    click(qtbot, window.start_page, "Open a database")
    assert window.ctx.database.path == other.resolve()
    page = window.start_page
    listed = [
        page.recent_list.item(i).data(Qt.ItemDataRole.UserRole)
        for i in range(page.recent_list.count())
    ]
    assert listed == [str((tmp_path / "club.sqlite").resolve())]
    # Enter on the recent list opens it again.
    page.recent_list.setCurrentRow(0)
    page.recent_list.setFocus()
    qtbot.keyClick(page.recent_list, Qt.Key.Key_Return)
    settle()
    assert window.ctx.database.path == (tmp_path / "club.sqlite").resolve()
    # The list survives a restart (it is kept in the settings); a deleted file is not offered.
    again = MainWindow(window.ctx, settings=window.settings, opener=None)
    qtbot.addWidget(again)
    recent = [
        again.start_page.recent_list.item(i).text()
        for i in range(again.start_page.recent_list.count())
    ]
    assert any("league.sqlite" in line for line in recent)
    assert window.databases.open_database(tmp_path / "third.sqlite")
    settle()
    assert window.databases.open_database(tmp_path / "club.sqlite")
    settle()
    (tmp_path / "third.sqlite").unlink()
    window.refresh_events()
    listed = [page.recent_list.item(i).text() for i in range(page.recent_list.count())]
    assert not any("third.sqlite" in line for line in listed)

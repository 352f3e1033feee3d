"""The window's file dialogs show the files the program reads: a players' list saved by Excel as
"Text (Tab delimited)" is a .txt file, and the import dialog lets the judge pick it."""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, PlayerIdentity
from opl_tournament.services import events, ratings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import Entrant, list_registrations, register_player
from tests.helpers.events import new_event, play_rounds, spring_open
from tests.helpers.window import open_event_window
from tests.ui.drive import button, settle


def _picker(chosen: Path, shown: list[str]) -> Callable[[QWidget, str, str, str], tuple[str, str]]:
    """A file dialog that, like the real one, lists a file only if one of its filters matches
    the file's name: the judge picks ``chosen`` when it is listed, else gives up."""

    def pick(_parent: QWidget, _title: str, _folder: str, filters: str) -> tuple[str, str]:
        for one in filters.split(";;"):
            patterns = re.search(r"\(([^)]*)\)", one)
            names = patterns.group(1).split() if patterns else []
            if any(fnmatch.fnmatch(chosen.name, name) for name in names):
                shown.append(one)
                return str(chosen), one
        return "", ""

    return pick


def test_a_tab_separated_txt_list_can_be_picked_and_imported(
    ctx: ServiceContext, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = new_event(ctx, name="Club Night")
    signup = tmp_path / "signup.txt"
    signup.write_bytes("Name\tLegion\r\nZoé Müller\t4512\r\nBo\t\r\n".encode("utf-16"))
    shown: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(_picker(signup, shown)))
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.players)
    qtbot.mouseClick(button(view.players, "Import CSV…"), Qt.MouseButton.LeftButton)
    settle()
    assert shown == ["Player lists (*.csv *.txt *.tsv)"]
    assert [(r.player.number, r.player.name) for r in list_registrations(ctx, event_id)] == [
        ("4512", "Zoé Müller"),
        ("0001", "Bo"),
    ]


def test_a_tab_separated_txt_rating_list_can_be_picked_and_loaded(
    ctx: ServiceContext,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
) -> None:
    event = events.create_event(
        ctx, spring_open(format=EventFormat.SWISS, sanction_number="OPL-7", cut_size=None)
    )
    for number, name in (("4512", "Ada"), ("5120", "Bo"), ("6001", "Cy"), ("7002", "Di")):
        register_player(ctx, event.id, Entrant(PlayerIdentity(name=name), number))
    play_rounds(ctx, event.id, 2)
    events.finish_event(ctx, event.id)
    listed = tmp_path / "legion.txt"
    listed.write_text("number\tname\trating\tgames\n4512\tAda\t1500\t40\n", encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(_picker(listed, shown)))
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *_a: QMessageBox.StandardButton.Yes)
    )
    _window, view = open_event_window(ctx, qtbot, event.id)
    assert view.ratings is not None
    view.setCurrentWidget(view.ratings)
    settle()
    button(view.ratings, "Load a rating list…").click()
    settle()
    assert shown == ["Rating lists (*.csv *.txt *.tsv)"] and messages == []
    assert ("4512", 1500.0, 40) in [
        (r.number, r.rating, r.games) for r in ratings.list_ratings(ctx)
    ]

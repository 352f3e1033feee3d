"""Reviewer french37: the Print menu of a French window suggests French file names (the form,
the round, "by name"), not the command line's English names of the forms."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import build_demo_event
from opl_tournament.ui import print_menu as print_menu_module
from opl_tournament.ui.main_window import MainWindow
from tests.ui.drive import menu_action, settle


@pytest.fixture
def window(french: None, ctx: ServiceContext, qtbot: QtBot) -> MainWindow:
    main = MainWindow(ctx)
    qtbot.addWidget(main)
    main.open_event(build_demo_event(ctx))
    return main


def test_pairings_by_name_are_suggested_a_french_file_name(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    suggested: list[str] = []

    def save(_parent: object, _title: str, name: str, *_a: object) -> tuple[str, str]:
        suggested.append(name)
        return "", ""  # the judge cancels

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save))
    menu_action(window, "Imprimer", "Appariements par nom…").trigger()
    settle()
    assert suggested == ["Demo Spring Open appariements par nom.pdf"]


def test_pair_and_print_saves_french_file_names_naming_the_round(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    view = window.event_view
    assert view is not None
    for table in view.round.waiting_tables():
        view.round.entry.setText(f"{table} a")
        view.round.entry.returnPressed.emit()
        settle()
    monkeypatch.setattr(print_menu_module, "printer_available", lambda: False)
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: True))
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", staticmethod(lambda *_a, **_k: str(tmp_path))
    )
    menu_action(
        window, "Imprimer", "Apparier la ronde suivante, puis imprimer appariements et fiches…"
    ).trigger()
    settle()
    assert sorted(p.name for p in tmp_path.glob("*.pdf")) == [
        "Demo Spring Open ronde 4 appariements.pdf",
        "Demo Spring Open ronde 4 fiches de match.pdf",
    ]

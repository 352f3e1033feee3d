"""Settings ▸ Language: the judge's choice is kept in the settings and used from the next start;
"As the computer" forgets it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.language.languages import Language
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.language import SETTING, chosen_language
from opl_tournament.ui.main_window import MainWindow
from tests.ui.drive import menu_action


def test_the_language_chosen_in_the_menu_is_kept_for_the_next_start(
    ctx: ServiceContext, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: told.append(text))
    window = MainWindow(ctx, settings=settings)
    qtbot.addWidget(window)
    assert chosen_language(settings) is None

    menu_action(window, "Settings", "Language", "Français").trigger()
    assert settings.value(SETTING) == "fr"
    assert chosen_language(settings) is Language.FRENCH
    assert told == ["The window will speak Français from the next time the program starts."]

    menu_action(window, "Settings", "Language", "As the computer").trigger()
    assert settings.value(SETTING) is None
    assert chosen_language(settings) is None
    assert len(told) == 2


def test_the_next_window_offers_the_kept_choice_ticked(
    ctx: ServiceContext, qtbot: QtBot, tmp_path: Path
) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(SETTING, "fr")
    window = MainWindow(ctx, settings=settings)
    qtbot.addWidget(window)
    assert menu_action(window, "Settings", "Language", "Français").isChecked()
    assert not menu_action(window, "Settings", "Language", "English").isChecked()

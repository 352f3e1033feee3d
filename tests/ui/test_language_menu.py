"""Settings ▸ Language: the judge's choice is kept in the settings and used from the next start;
"As the computer" forgets it. Qt's own buttons follow the window's language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.language.languages import Language
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.dialogs import NewEventDialog
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


@pytest.mark.usefixtures("french")
def test_qts_own_buttons_speak_french_in_a_dialog_opened_from_the_menu(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Qt's standard buttons come from PySide6's own catalog (qtbase_fr.qm), not the program's."""
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    seen: list[str] = []

    def look(dialog: NewEventDialog) -> int:
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        seen.extend(button.text() for button in box.buttons())
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(NewEventDialog, "exec", look)
    new_event = QCoreApplication.translate("MainWindow", "&New event…")
    file_menu = window.menuBar().actions()[0].menu()
    assert file_menu is not None
    next(a for a in file_menu.actions() if a.text() == new_event).trigger()
    assert "Annuler" in seen and "Cancel" not in seen

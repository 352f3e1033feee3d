"""The New event and Edit event dialogs offer the language the event's forms are printed in:
the computer's language first, named in itself; the choice is saved with the event."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import open_database
from opl_tournament.ui.dialogs import EditEventDialog, NewEventDialog
from tests.helpers.window import open_window
from tests.ui.drive import menu_action, press_ok, settle, type_text


@pytest.fixture
def ctx(tmp_path: Path) -> Iterator[ServiceContext]:
    database = open_database(tmp_path / "event.sqlite")
    yield ServiceContext(database, actor="Dana")
    database.close()


@pytest.mark.usefixtures("french")
def test_a_new_event_is_printed_in_the_windows_language(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(ctx, qtbot)
    offered: list[str] = []

    def fill(dialog: NewEventDialog) -> int:
        box = dialog.language
        offered.extend(box.itemText(i) for i in range(box.count()))
        offered.append(box.currentText())
        type_text(dialog.name, "Omnium d'automne")
        return press_ok(dialog)

    monkeypatch.setattr(NewEventDialog, "exec", fill)
    menu_action(window, "Fichier", "Nouveau tournoi…").trigger()
    settle()
    assert offered == ["English", "Français", "Français"], "the window's language first"
    (event,) = events.list_events(ctx)
    assert event.settings.language is Language.FRENCH


def test_the_edit_event_dialog_changes_the_language_and_undo_takes_it_back(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = events.create_event(ctx, EventSettings("Spring Open", format=EventFormat.SWISS))
    window = open_window(ctx, qtbot, event.id)
    shown: list[str] = []

    def fill(dialog: EditEventDialog) -> int:
        shown.append(dialog.language.currentText())
        dialog.language.setCurrentIndex(dialog.language.findText("Français"))
        return press_ok(dialog)

    monkeypatch.setattr(EditEventDialog, "exec", fill)
    menu_action(window, "Edit", "Edit event…").trigger()
    settle()
    assert shown == ["English"]
    assert events.get_event(ctx, event.id).settings.language is Language.FRENCH
    menu_action(window, "Edit", "Undo").trigger()
    settle()
    assert events.get_event(ctx, event.id).settings.language is Language.ENGLISH

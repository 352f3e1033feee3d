"""An assistant referee who arrives after the event was created is added in the Edit event
dialog (its Assistant referees field, filled with those named already); Edit ▸ Undo takes it
back."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings, Official, OfficialRole
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.dialogs import EditEventDialog
from tests.helpers.window import open_window
from tests.ui.drive import menu_action, press_ok, settle, type_text


def _assistants(ctx: ServiceContext, event_id: int) -> list[str]:
    officials = events.get_event(ctx, event_id).officials
    return [o.name for o in officials if o.role is OfficialRole.ASSISTANT_REFEREE]


def test_an_assistant_referee_is_added_in_the_edit_event_dialog_and_undone(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    officials = (
        Official("Dana", OfficialRole.JUDGE),
        Official("Bo", OfficialRole.ASSISTANT_REFEREE),
    )
    settings = EventSettings("Spring Open", format=EventFormat.SWISS)
    event = events.create_event(ctx, settings, officials)
    window = open_window(ctx, qtbot, event.id)
    shown: list[str] = []

    def fill(dialog: EditEventDialog) -> int:
        shown.append(dialog.assistants.text())
        dialog.assistants.end(False)
        type_text(dialog.assistants, ", Cy Lam")
        return press_ok(dialog)

    monkeypatch.setattr(EditEventDialog, "exec", fill)
    menu_action(window, "Edit", "Edit event…").trigger()
    settle()

    assert shown == ["Bo"]
    assert _assistants(ctx, event.id) == ["Bo", "Cy Lam"]
    undo = menu_action(window, "Edit", "Undo")
    assert undo.text().replace("&", "") == f"Undo: edited event {event.id}: assistant referees"
    undo.trigger()
    settle()
    assert _assistants(ctx, event.id) == ["Bo"]
    assert [o.name for o in events.get_event(ctx, event.id).officials] == ["Dana", "Bo"]

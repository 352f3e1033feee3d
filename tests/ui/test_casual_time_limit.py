"""A store's casual night sets its own round length: the New event dialog takes 60 minutes for
an OverPower event without a sanction number and says it is outside the kit's 30 to 45; with a
sanction number the same 60 is refused next to the box, what was typed kept, no event made."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QSpinBox
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import list_events
from opl_tournament.ui.dialogs import NewEventDialog
from tests.helpers.window import open_window
from tests.ui.drive import menu_action, press_ok, settle, type_text

OUTSIDE = (
    "60 minutes a round is outside the 30 to 45 minutes of a sanctioned OverPower event: "
    "fine without a sanction number, refused with one"
)


def _typed(box: QSpinBox, text: str) -> None:
    box.selectAll()
    type_text(box, text)


def test_the_dialog_says_a_casual_time_limit_and_refuses_it_for_a_sanctioned_event(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    window = open_window(ctx, qtbot)
    seen: dict[str, object] = {}

    def fill(dialog: NewEventDialog) -> int:
        dialog.show()
        settle()
        seen["note at 45"] = dialog.time_limit_note.isVisible()
        type_text(dialog.name, "Store night")
        _typed(dialog.time_limit, "60")
        settle()
        note = dialog.time_limit_note
        seen["note"] = (note.isVisible(), note.text())
        # Its three lines all shown (a tab page used to cut wrapped lines at two).
        seen["note fits"] = note.height() >= note.heightForWidth(note.width()) > 2 * 14
        seen["note inside"] = dialog.rect().contains(note.mapTo(dialog, note.rect().bottomRight()))
        type_text(dialog.sanction, "S-42")
        seen["sanctioned"] = press_ok(dialog)
        seen["error"] = dialog.error_text(dialog.time_limit)
        seen["kept"] = (dialog.name.text(), dialog.time_limit.value(), dialog.sanction.text())
        seen["events then"] = len(list_events(ctx))
        dialog.sanction.clear()
        return press_ok(dialog)

    monkeypatch.setattr(NewEventDialog, "exec", fill)
    menu_action(window, "File", "New event").trigger()
    settle()
    assert seen["note at 45"] is False
    assert seen["note"] == (True, OUTSIDE)
    assert seen["note fits"] and seen["note inside"]
    assert seen["sanctioned"] != int(QDialog.DialogCode.Accepted)
    assert seen["error"] == (
        "The time limit must be 30 to 45 minutes for a sanctioned OverPower event"
    )
    assert seen["kept"] == ("Store night", 60, "S-42")
    assert seen["events then"] == 0
    [event] = list_events(ctx)
    assert (event.settings.name, event.settings.time_limit_minutes) == ("Store night", 60)
    assert event.settings.sanction_number == ""
    assert messages == []

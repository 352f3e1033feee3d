"""A refusal under a field is read whole: on a narrow dialog (a small laptop) a long refusal
wraps to three lines or more, and the open dialog grows to show every one (it used to keep its
height and cut the refusal at two lines)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventSettings
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import list_registrations
from opl_tournament.ui.dialogs import AddPlayerDialog
from tests.helpers.window import open_window
from tests.ui.drive import button, press_ok, settle, type_text

BLANKS = "\u3164\u2800\u115f\u1160"


def _whole(label: QLabel, dialog: AddPlayerDialog) -> bool:
    """The label shows all its lines, inside the dialog."""
    bottom = label.mapTo(dialog, label.rect().bottomLeft()).y()
    return label.height() >= label.heightForWidth(label.width()) and bottom <= dialog.height()


def test_a_long_refusal_on_a_narrow_dialog_is_shown_whole(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = events.create_event(ctx, EventSettings(name="Cup"))
    window = open_window(ctx, qtbot, event.id)
    seen: dict[str, object] = {}

    def fill(dialog: AddPlayerDialog) -> int:
        dialog.show()
        dialog.resize(300, dialog.height())
        settle()
        type_text(dialog.name, BLANKS)
        press_ok(dialog)
        settle()
        error = dialog._errors[dialog.name]
        seen["lines"] = error.heightForWidth(error.width()) // error.fontMetrics().lineSpacing()
        seen["whole"] = _whole(error, dialog)
        dialog.reject()
        return int(dialog.result())

    monkeypatch.setattr(AddPlayerDialog, "exec", fill)
    page = window.event_view.players  # type: ignore[union-attr]
    qtbot.mouseClick(button(page, "Add player…"), Qt.MouseButton.LeftButton)
    settle()
    assert int(str(seen["lines"])) >= 3, "sanity: the refusal wraps to three lines or more"
    assert seen["whole"] is True
    assert list_registrations(ctx, event.id) == []

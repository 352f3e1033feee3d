"""The window refuses a player's name that shows as blank, at registration and when a player is
edited: inside the form, keeping what was typed (the name in the database kept as it was)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventSettings, PlayerIdentity
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import Entrant, list_registrations, register_player
from opl_tournament.ui.dialogs import AddPlayerDialog
from tests.helpers.window import open_window
from tests.ui.drive import button, press_ok, settle, type_text

FILLER = "\u3164"


def test_a_name_of_hangul_fillers_is_refused_inside_the_form(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    event = events.create_event(ctx, EventSettings(name="Cup"))
    window = open_window(ctx, qtbot, event.id)
    seen: dict[str, str] = {}

    def fill(dialog: AddPlayerDialog) -> int:
        type_text(dialog.name, FILLER * 3)
        seen["result"] = str(press_ok(dialog))
        seen["error"] = dialog.error_text(dialog.name)
        seen["kept"] = dialog.name.text()
        dialog.name.clear()
        type_text(dialog.name, "Ada")
        return press_ok(dialog)

    monkeypatch.setattr(AddPlayerDialog, "exec", fill)
    page = window.event_view.players  # type: ignore[union-attr]
    qtbot.mouseClick(button(page, "Add player…"), Qt.MouseButton.LeftButton)
    settle()
    assert seen["result"] != str(int(AddPlayerDialog.DialogCode.Accepted))
    assert "no visible character, only U+3164 HANGUL FILLER" in seen["error"]
    assert seen["kept"] == FILLER * 3
    assert [r.player.name for r in list_registrations(ctx, event.id)] == ["Ada"]
    assert messages == []


def test_editing_a_name_to_a_braille_blank_is_refused(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    event = events.create_event(ctx, EventSettings(name="Cup"))
    register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name="Ada")))
    window = open_window(ctx, qtbot, event.id)

    seen: dict[str, str] = {}

    def blank(dialog: AddPlayerDialog) -> int:
        dialog.name.clear()
        type_text(dialog.name, "\u2800")
        seen["result"] = str(press_ok(dialog))
        seen["error"] = dialog.error_text(dialog.name)
        seen["kept"] = dialog.name.text()
        dialog.reject()  # the judge gives up
        return int(dialog.result())

    monkeypatch.setattr(AddPlayerDialog, "exec", blank)
    page = window.event_view.players  # type: ignore[union-attr]
    page.view.selectRow(0)
    qtbot.mouseClick(button(page, "Edit…"), Qt.MouseButton.LeftButton)
    settle()
    assert seen["result"] != str(int(AddPlayerDialog.DialogCode.Accepted))
    assert "U+2800 BRAILLE PATTERN BLANK" in seen["error"]
    assert seen["kept"] == "\u2800"
    assert messages == []
    assert [r.player.name for r in list_registrations(ctx, event.id)] == ["Ada"]

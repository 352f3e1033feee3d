"""The Players page's Give Legion number…, driven as a judge does: the row clicked, the button
(enabled for a temporary-number player only), the dialog filled; a refusal shown in the dialog
with what was typed kept; the new number in the list and the event rated again."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.ratings import apply_event, event_ratings
from opl_tournament.services.registration import Entrant
from opl_tournament.ui.legion_number_dialog import LegionNumberDialog
from opl_tournament.ui.registration_page import PlayersPage
from tests.helpers.events import new_event, play_round
from tests.helpers.window import open_event_window
from tests.ui.drive import button, menu_action, press_ok, settle, type_text


@pytest.fixture
def rated_event(ctx: ServiceContext) -> int:
    """A sanctioned one-round Swiss of Ada, Bo, Cy (members) and Newt (0001), rated."""
    settings = EventSettings(name="Cup", format=EventFormat.SWISS, swiss_rounds=1)
    members = [("Ada", "4512"), ("Bo", "5120"), ("Cy", "6001")]
    players: list[str | Entrant] = [
        Entrant(PlayerIdentity(name=name), legion_number=number) for name, number in members
    ]
    event = new_event(ctx, settings, sanction_number="S", players=[*players, "Newt"])
    play_round(ctx, event)
    apply_event(ctx, event)
    return event


def _click_row(qtbot: QtBot, page: PlayersPage, number: str) -> None:
    row = next(i for i, r in enumerate(page.model.items) if r.number == number)
    index = page.proxy.mapFromSource(page.model.index(row, 0))
    rect = page.view.visualRect(index)
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_giving_a_legion_number_from_the_players_page(
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
    rated_event: int,
) -> None:
    assert event_ratings(ctx, rated_event).waiting == 1
    window, view = open_event_window(ctx, qtbot, rated_event)
    view.setCurrentWidget(view.players)
    page = view.players
    give: QPushButton = button(page, "Give Legion number…")
    _click_row(qtbot, page, "4512")
    assert not give.isEnabled(), "Ada already has a Legion number"
    _click_row(qtbot, page, "0001")
    assert give.isEnabled()
    seen: dict[str, Any] = {}

    def fill(dialog: LegionNumberDialog) -> int:
        seen["title"] = dialog.windowTitle()
        type_text(dialog.number, "12ab")
        assert press_ok(dialog) != LegionNumberDialog.DialogCode.Accepted
        seen["malformed"] = (dialog.error_text(dialog.number), dialog.number.text())
        dialog.number.clear()
        type_text(dialog.number, "5120")  # Bo's number: Bo plays in this event
        assert press_ok(dialog) != LegionNumberDialog.DialogCode.Accepted
        seen["taken"] = (dialog.general_error.text(), dialog.number.text())
        dialog.number.clear()
        type_text(dialog.number, "123456")
        return press_ok(dialog)

    monkeypatch.setattr(LegionNumberDialog, "exec", fill)
    qtbot.mouseClick(give, Qt.MouseButton.LeftButton)
    settle()
    assert seen["title"] == "Give 0001 Newt a Legion number"
    assert seen["malformed"] == ("'12ab' is not a Legion number (1 to 12 digits)", "12ab")
    taken, kept = seen["taken"]
    assert kept == "5120" and taken.startswith("Legion number 5120 is Bo's, who plays in event")
    assert "123456" in [r.number for r in page.model.items]
    assert "0001" not in [r.number for r in page.model.items]
    said = window.statusBar().currentMessage()
    assert "0001 Newt is now Legion number 123456 (1 rated event rated again)" in said
    rated = event_ratings(ctx, rated_event)
    assert rated.waiting == 0 and "123456" in {ch.number for ch in rated.changes}
    _click_row(qtbot, page, "123456")
    assert not give.isEnabled()
    menu_action(window, "Edit", "Undo").trigger()  # a wrong number: taken back
    settle()
    assert "0001" in [r.number for r in page.model.items]
    assert event_ratings(ctx, rated_event).waiting == 1
    assert messages == []

"""The Players page when players serve themselves: who checked in (from their phones), *Drop
everyone not checked in* as one undoable action, and *Player codes…* with a lost code renewed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventSettings, PlayerIdentity, RegistrationStatus
from opl_tournament.domain.player_codes import grouped
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_codes import player_codes
from opl_tournament.services.registration import Entrant, list_registrations, register_player
from opl_tournament.services.rounds import list_rounds
from opl_tournament.services.self_report import Caller
from opl_tournament.services.self_service import check_in
from opl_tournament.ui.player_codes_dialog import PlayerCodesDialog
from opl_tournament.ui.registration_page import CHECKED_IN_COLUMN, PlayersPage
from tests.helpers.events import register_names
from tests.helpers.window import open_event_window
from tests.ui.drive import menu_action, settle


@pytest.fixture
def questions(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every question the window asks, answered Yes."""
    asked: list[str] = []

    def answer(_parent: object, _title: str, text: str, *_a: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    return asked


def check_in_event(ctx: ServiceContext) -> int:
    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm", "check_in": True}})
    event = create_event(ctx, EventSettings(name="Check-in Cup", policies=policies))
    register_names(ctx, event.id, ["Ada", "Bo", "Cy", "Di"])
    return event.id


def statuses(ctx: ServiceContext, event_id: int) -> dict[str, RegistrationStatus]:
    return {r.number: r.status for r in list_registrations(ctx, event_id)}


def click(qtbot: QtBot, button: QPushButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle()


def players_page(qtbot: QtBot, ctx: ServiceContext, event_id: int) -> tuple[object, PlayersPage]:
    window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.players)
    return window, view.players


def test_checked_in_players_show_and_the_rest_are_dropped_in_one_undoable_action(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot, questions: list[str]
) -> None:
    event_id = check_in_event(ctx)
    for number in ("0001", "0002"):
        check_in(phones, Caller(event_id, number), event_id)
    window, page = players_page(qtbot, ctx, event_id)
    assert not page.view.isColumnHidden(CHECKED_IN_COLUMN)
    here = {
        page.model.items[row].number: page.model.index(row, CHECKED_IN_COLUMN).data()
        for row in range(page.model.rowCount())
    }
    assert here["0001"] and here["0002"] and here["0003"] == "" and here["0004"] == ""

    click(qtbot, page.drop_absent_button)
    assert questions == ["Drop the 2 players who have not checked in? Undo brings them back."]
    dropped = statuses(ctx, event_id)
    assert [n for n, s in dropped.items() if s is RegistrationStatus.DROPPED] == ["0003", "0004"]
    assert event_log(ctx, event_id)[-1].summary.startswith("dropped 2 players not checked in")

    menu_action(window, "Edit", "Undo").trigger()  # type: ignore[arg-type]
    settle()
    assert set(statuses(ctx, event_id).values()) == {RegistrationStatus.ACTIVE}


def test_without_check_in_there_is_no_column_and_no_drop_button(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event = create_event(ctx, EventSettings(name="Quiet Cup"))
    register_names(ctx, event.id, ["Ada", "Bo"])
    _window, page = players_page(qtbot, ctx, event.id)
    assert page.view.isColumnHidden(CHECKED_IN_COLUMN)
    assert not page.drop_absent_button.isVisibleTo(page)
    assert not page.codes_button.isVisibleTo(page)


def test_player_codes_shows_the_codes_and_renews_one_after_asking(
    ctx: ServiceContext, qtbot: QtBot, questions: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = check_in_event(ctx)
    before = {c.number: c.code for c in player_codes(ctx, event_id)}
    _window, page = players_page(qtbot, ctx, event_id)
    seen: dict[str, object] = {}

    def drive(dialog: PlayerCodesDialog) -> int:
        qtbot.addWidget(dialog)
        seen["codes"] = [
            dialog.model.index(row, 2).data() for row in range(dialog.model.rowCount())
        ]
        dialog.view.selectRow(2)
        click(qtbot, dialog.renew_button)
        seen["after"] = dialog.model.index(2, 2).data()
        return 0

    monkeypatch.setattr(PlayerCodesDialog, "exec", drive)
    click(qtbot, page.codes_button)
    assert seen["codes"] == [grouped(code) for code in before.values()]
    assert len(questions) == 1
    assert questions[0].startswith("Give 0003 Cy a new code? The old code")
    assert grouped(before["0003"]) in questions[0]
    after = {c.number: c.code for c in player_codes(ctx, event_id)}
    assert after["0003"] != before["0003"]
    assert {n: c for n, c in after.items() if n != "0003"} == {
        n: c for n, c in before.items() if n != "0003"
    }
    assert seen["after"] == grouped(after["0003"])


def test_the_staff_player_is_not_dropped_and_the_button_goes_once_round_1_is_paired(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot, questions: list[str]
) -> None:
    """The staff player fills an odd seat at the judge's side: not a player who may not have
    come. Once round 1 is paired, players who leave are dropped one by one."""
    event_id = check_in_event(ctx)
    register_player(ctx, event_id, Entrant(PlayerIdentity(name="Sam Staff"), is_staff=True))
    for number in ("0001", "0002", "0003"):
        check_in(phones, Caller(event_id, number), event_id)
    window, page = players_page(qtbot, ctx, event_id)
    assert page.drop_absent_button.isVisibleTo(page)

    click(qtbot, page.drop_absent_button)
    assert questions == ["Drop the 1 player who has not checked in? Undo brings them back."]
    dropped = [n for n, s in statuses(ctx, event_id).items() if s is RegistrationStatus.DROPPED]
    assert dropped == ["0004"]  # not S001

    menu_action(window, "Edit", "Pair next round").trigger()  # type: ignore[arg-type]
    settle()
    assert [r.number for r in list_rounds(ctx, event_id)] == [1]
    view = window.event_view  # type: ignore[attr-defined]
    view.setCurrentWidget(page)  # the judge goes back to the Players page
    settle()
    assert not page.drop_absent_button.isVisibleTo(page)

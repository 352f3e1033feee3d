"""Undo per station: Ctrl+Z takes back this station's own newest action (or a player's from a
phone or the kiosk); another station's only from the Log page, after a confirmation naming the
station and the action."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import (
    drop_player,
    list_registrations,
    reenter_player,
)
from opl_tournament.services.rounds import get_round, report_result
from opl_tournament.services.self_report import Caller, confirm_table, report_table
from opl_tournament.services.self_service import reports
from opl_tournament.services.undo import next_undo, undo_entry, undo_last
from opl_tournament.storage import open_database
from opl_tournament.ui.main_window import MainWindow
from tests.helpers.events import paired_cup
from tests.helpers.window import choose_log_line, log_lines
from tests.ui.drive import settle
from tests.web.web_events import self_reporting_event

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


@pytest.fixture
def sam(database_location: str, ctx: ServiceContext) -> Any:
    """A second station, Sam, on the same database as Dana's ``ctx``."""
    other = ServiceContext(open_database(database_location), actor="Sam", clock=ctx.clock)
    yield other
    other.database.close()


def paired_event(ctx: ServiceContext) -> int:
    return paired_cup(ctx, ("Ada", "Bo", "Cy", "Di"), rounds=3)


def winners(ctx: ServiceContext, event_id: int) -> list[str | None]:
    return [m.winner for m in get_round(ctx, event_id, 1).matches]


def test_each_station_undoes_its_own_newest_action(ctx: ServiceContext, sam: Any) -> None:
    event_id = paired_event(ctx)
    one, two = get_round(ctx, event_id, 1).matches
    report_result(ctx, event_id, 1, one.table, winner=one.a)
    report_result(sam, event_id, 1, two.table, winner=two.b)
    assert next_undo(ctx, event_id).summary.startswith(f"reported round 1 table {one.table}")
    assert undo_last(ctx, event_id).value.actor == "Dana"
    assert winners(ctx, event_id) == [None, two.b]  # Sam's later result stays
    assert undo_last(sam, event_id).value.actor == "Sam"
    assert winners(ctx, event_id) == [None, None]


def test_an_action_another_station_built_on_is_not_undone_under_it(
    ctx: ServiceContext, sam: Any
) -> None:
    event_id = paired_event(ctx)
    drop_player(ctx, event_id, "0001")
    reenter_player(sam, event_id, "0001")
    with pytest.raises(RefusedAction, match="Sam's later action 're-entered 0001"):
        undo_last(ctx, event_id)
    sams = next(e for e in reversed(event_log(ctx, event_id)) if e.actor == "Sam")
    undo_entry(ctx, event_id, sams.id)  # Dana takes back Sam's action by naming it
    undo_last(ctx, event_id)
    assert {r.number: r.status.value for r in list_registrations(ctx, event_id)}["0001"] == "active"
    with pytest.raises(RefusedAction, match="already been undone"):
        undo_entry(ctx, event_id, sams.id)


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_the_window_undoes_its_own_action_and_another_stations_from_the_log(
    ctx: ServiceContext, sam: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = paired_event(ctx)
    one, two = get_round(ctx, event_id, 1).matches
    report_result(ctx, event_id, 1, one.table, winner=one.a)
    report_result(sam, event_id, 1, two.table, winner=two.b)
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    window.open_event(event_id)
    undo_action = next(
        a
        for a in window.findChildren(QAction)
        if a.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    )
    undo_action.trigger()  # Ctrl+Z
    settle()
    assert winners(ctx, event_id) == [None, two.b]

    asked: list[str] = []

    def answer(_parent: Any, _title: str, text: str, *_: Any) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    view = window.event_view
    assert view is not None
    view.setCurrentWidget(view.log)
    log = view.log
    choose_log_line(log, "Sam", "reported")
    log.undo_button.click()
    settle()
    assert asked and "the action of station Sam:" in asked[0]
    assert f"reported round 1 table {two.table}" in asked[0]
    assert winners(ctx, event_id) == [None, None]
    assert f"Dana       undid: reported round 1 table {two.table}" in log_lines(log)[0]


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_ctrl_z_takes_back_a_phones_result_but_not_another_stations(
    ctx: ServiceContext, sam: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id, _codes = self_reporting_event(ctx)
    one, two = get_round(ctx, event_id, 1).matches
    assert one.b is not None
    report_result(sam, event_id, 1, two.table, winner=two.a)  # Sam's, before the phones'
    report_table(ctx, Caller(event_id, one.a), event_id, 1, one.table, winner=one.a)
    confirm_table(ctx, Caller(event_id, one.b), event_id, 1, one.table)
    assert winners(ctx, event_id) == [one.a, two.a]
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.open_event(event_id)
    view = window.event_view
    assert view is not None
    entry = view.round.entry
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # to the round
    settle()
    assert entry.hasFocus()  # the result line, where Ctrl+Z on an empty line undoes
    qtbot.keyClick(entry, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert winners(ctx, event_id) == [None, two.a]  # the phone's result is gone, Sam's stays
    message = window.statusBar().currentMessage()
    assert message.startswith("Undone:") and f"table {one.table}" in message
    (waiting,) = reports(ctx, event_id).waiting  # the first phone's report is open again
    assert waiting.table == one.table
    assert [(c["by"], c["winner"]) for c in waiting.claims] == [(one.a, one.a)]

    qtbot.keyClick(entry, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert reports(ctx, event_id).waiting == ()  # that report, taken back too
    warned: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _parent, _title, text: warned.append(text))
    )
    qtbot.keyClick(entry, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert winners(ctx, event_id) == [None, two.a]  # Dana's Ctrl+Z never reaches Sam's result
    # next comes Dana's pairing, which Sam's result stands on: refused, naming it
    assert warned and f"Sam's later action 'reported round 1 table {two.table}" in warned[0]

"""The Reports panel on either database: a phone's report committed by another connection (the
players' page's process, or a venue server's) shows in the window by itself, and the judge's
accept from the window records it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.self_report import Caller, report_table
from opl_tournament.services.self_service import reports
from tests.ui.reports_panel_driving import button, click, open_on, phones_event, shows, tables

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


def test_a_dispute_from_phones_reaches_the_window_and_is_settled_there(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot
) -> None:
    event_id = phones_event(ctx)
    table = tables(ctx, event_id)[0]
    _window, panel = open_on(ctx, qtbot, event_id)
    report_table(phones, Caller(event_id, table.a), event_id, 1, table.table, winner=table.a)
    report_table(phones, Caller(event_id, table.b), event_id, 1, table.table, winner=table.b)
    shows(qtbot, panel, f"Disputed, table {table.table}:")
    click(qtbot, button(panel, f"Accept {table.a}'s"))
    assert next(m for m in tables(ctx, event_id) if m.table == table.table).winner == table.a
    assert reports(phones, event_id).disputed == ()

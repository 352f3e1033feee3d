"""Self37: the guide and the README say Ctrl+Z takes back the newest action of this station or of
a player (a phone's, the kiosk's), whichever came last; a judge presses it after a wrong report
from a phone."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.self_report import Caller, report_table
from opl_tournament.services.self_service import reports
from tests.ui.reports_panel_driving import open_on, phones_event, shows, tables


def test_ctrl_z_takes_back_a_phones_report_made_after_the_stations_last_action(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot
) -> None:
    event_id = phones_event(ctx)
    table = tables(ctx, event_id)[0]
    window, panel = open_on(ctx, qtbot, event_id)
    report_table(phones, Caller(event_id, table.a), event_id, 1, table.table, winner=table.a)
    shows(qtbot, panel, f"Table {table.table}: {table.a} {table.a_name}: {table.a} won")
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"
    window.undo_action.trigger()  # Edit ▸ Undo (Ctrl+Z)
    qtbot.waitUntil(lambda: reports(ctx, event_id).waiting == (), timeout=5000)
    undone = event_log(ctx, event_id)[-2]
    assert (undone.actor, undone.undone) == (f"player {table.a} (phone)", True)

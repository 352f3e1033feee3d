"""The window's standings of a pod event say who was disqualified, as a head-to-head event's
do, apart from who dropped."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.registration import drop_player
from opl_tournament.services.rounds import pair_next_round, report_result
from tests.helpers.events import new_event, pod_settings
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def test_the_standings_page_says_disqualified(ctx: ServiceContext, qtbot: QtBot) -> None:
    event_id = new_event(ctx, pod_settings("Pods"), players=8)
    first, second = pair_next_round(ctx, event_id).value.pods
    cheat, winner = first.seats[0].number, first.seats[1].number
    issue_penalty(ctx, event_id, cheat, "disqualification", infraction="marked cards")
    report_result(ctx, event_id, 1, first.table, winner=winner)
    report_result(ctx, event_id, 1, second.table, winner=second.seats[0].number)
    leaver = second.seats[3].number
    drop_player(ctx, event_id, leaver)
    _window, view = open_event_window(ctx, qtbot, event_id)
    bar = view.tabBar()
    where = bar.tabRect(view.indexOf(view.standings)).center()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=where)
    settle()
    model = view.standings.view.model()  # type: ignore[attr-defined]
    names = {
        model.data(model.index(r, 1)): model.data(model.index(r, 2))
        for r in range(model.rowCount())
    }
    assert names[cheat].endswith("(DQ)") and "dropped" not in names[cheat]
    assert names[leaver].endswith("(dropped)")

"""Scenes of the round page for ``test_window_words``: what the other scenes do not show (the
players' reports of every kind, a player gone mid-round, the 2PCG time-call form)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventFormat, EventSettings, Game
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import drop_player
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.services.self_report import Caller, report_table
from opl_tournament.services.self_service import call_judge
from opl_tournament.ui.vs_time_call import VsTimeCallDialog
from tests.helpers.events import register_names
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def players_reports(ctx: ServiceContext, qtbot: QtBot) -> QWidget:
    """The round page with a table waiting for the opponent, a disputed one, a judge call and
    a player dropped by the judge while their table plays."""
    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm"}})
    event = create_event(
        ctx,
        EventSettings(name="Phones", format=EventFormat.SWISS, swiss_rounds=3, policies=policies),
    )
    register_names(ctx, event.id, ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"])
    pair_next_round(ctx, event.id)
    first, second, third = (m for m in get_round(ctx, event.id, 1).matches if m.b is not None)
    report_table(ctx, Caller(event.id, first.a), event.id, 1, first.table, winner=first.a)
    report_table(ctx, Caller(event.id, second.a), event.id, 1, second.table, winner=second.a)
    report_table(ctx, Caller(event.id, second.b), event.id, 1, second.table, result="double-loss")
    call_judge(ctx, Caller(event.id, second.b), event.id)
    drop_player(ctx, event.id, str(third.a))
    _window, view = open_event_window(ctx, qtbot, event.id)
    view.setCurrentWidget(view.round)
    settle()
    return view.round


def vs_2pcg_time_call(ctx: ServiceContext, qtbot: QtBot) -> QWidget:
    return VsTimeCallDialog(
        Game.VS_2PCG.value, 3, [("0001", "Ann", "0001"), ("0002", "Bo", "0002")]
    )

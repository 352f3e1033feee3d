"""The event's self-service settings in the window, as a judge sets them: New event and Edit
event… (self-report for the Swiss rounds and for the cut, check-in, deck lists), each edit one
audited action that Edit ▸ Undo takes back."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from opl_tournament.domain.event_policies import SelfReportPolicy
from opl_tournament.domain.model import EventFormat
from opl_tournament.domain.self_report import SelfReportMode
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.dialogs import EditEventDialog, NewEventDialog
from opl_tournament.ui.main_window import MainWindow
from tests.ui.drive import menu_action, new_event_from_menu, press_ok, settle


def choose(combo: object, data: object) -> None:
    index = combo.findData(data)  # type: ignore[attr-defined]
    assert index >= 0, data
    combo.setCurrentIndex(index)  # type: ignore[attr-defined]


def test_a_new_event_gets_its_self_service_settings_from_the_dialog(
    window: MainWindow, ctx: ServiceContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fill(dialog: NewEventDialog) -> None:
        dialog.name.setText("Phones Open")
        choose(dialog.format, EventFormat.COMBINATION)
        fields = dialog.self_service
        assert fields.swiss.currentData() == SelfReportMode.OFF  # off unless the judge says
        choose(fields.swiss, SelfReportMode.CONFIRM)
        choose(fields.cut, SelfReportMode.JUDGE)
        fields.check_in.setChecked(True)

    view = new_event_from_menu(window, monkeypatch, fill)
    policy = events.get_event(ctx, view.event_id).settings.policies.self_report
    assert policy == SelfReportPolicy(
        swiss=SelfReportMode.CONFIRM, cut=SelfReportMode.JUDGE, check_in=True
    )
    assert view.round.reports.isVisibleTo(view.round)  # the Reports panel shows for it


def test_edit_event_turns_self_report_on_locks_deck_lists_and_undo_takes_it_back(
    window: MainWindow, ctx: ServiceContext, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    event = events.create_event(ctx, events.EventSettings(name="Club Night"))
    window.refresh_events()
    window.open_event(event.id)
    view = window.event_view
    assert view is not None and not view.round.reports.isVisibleTo(view.round)
    shown: dict[str, object] = {}

    def fill(dialog: EditEventDialog) -> int:
        fields = dialog.self_service
        shown["before"] = (fields.swiss.currentData(), fields.deck_lists.currentData())
        shown["cut"] = fields.cut.isEnabled()  # a Swiss event has no cut to set
        choose(fields.swiss, SelfReportMode.JUDGE)
        choose(fields.deck_lists, "locked")
        return press_ok(dialog)

    monkeypatch.setattr(EditEventDialog, "exec", fill)
    menu_action(window, "Edit", "Edit event…").trigger()
    settle()
    assert shown["before"] == (SelfReportMode.OFF, "open") and shown["cut"] is False
    policy = events.get_event(ctx, event.id).settings.policies.self_report
    assert (policy.swiss, policy.cut, policy.decks_locked) == (SelfReportMode.JUDGE, None, True)
    assert view.round.reports.isVisibleTo(view.round)
    undo = menu_action(window, "Edit", "Undo")
    window.refresh_undo()
    assert "players' own reports" in undo.text()
    undo.trigger()
    settle()
    assert events.get_event(ctx, event.id).settings.policies.self_report == SelfReportPolicy()

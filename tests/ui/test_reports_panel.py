"""The round page's Reports panel as a judge uses it: what phones did shows up by itself (another
connection commits it, as the players' page's process does), disputes are settled with a click,
judge calls acknowledged, and Edit ▸ Undo takes back a phone's report like any other action."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.domain.event_policies import EventPolicies, SelfReportPolicy
from opl_tournament.domain.model import EventSettings, RegistrationStatus
from opl_tournament.domain.self_report import SelfReportMode
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.local_time import local_time
from opl_tournament.services.registration import list_registrations
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.services.self_report import Caller, report_table
from opl_tournament.services.self_service import call_judge, drop_self, reports
from opl_tournament.ui.pod_desk import PodResultDialog
from tests.helpers.events import numbered, pod_settings, register_names
from tests.helpers.window import choose_log_line
from tests.ui.drive import open_projector, settle
from tests.ui.reports_panel_driving import (
    NOTICED_MS,
    button,
    button_of,
    click,
    open_on,
    panel_of,
    phones_event,
    shows,
    tables,
)


def test_a_dispute_shows_both_claims_and_the_judge_accepts_one(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot
) -> None:
    event_id = phones_event(ctx)
    first, second = tables(ctx, event_id)
    _window, panel = open_on(ctx, qtbot, event_id)
    assert panel.isVisible()
    assert any("Nothing waits" in line for line in panel.lines())

    report_table(phones, Caller(event_id, first.a), event_id, 1, first.table, winner=first.a)
    shows(
        qtbot,
        panel,
        f"Table {first.table}: {first.a} {first.a_name}: {first.a} won — waiting for the opponent",
    )

    report_table(phones, Caller(event_id, second.a), event_id, 1, second.table, winner=second.a)
    report_table(phones, Caller(event_id, second.b), event_id, 1, second.table, winner=second.b)
    shows(qtbot, panel, f"Disputed, table {second.table}:")
    line = next(line for line in panel.lines() if "Disputed" in line)
    assert f"{second.a} {second.a_name} says {second.a} won" in line
    assert f"{second.b} {second.b_name} says {second.b} won" in line

    click(qtbot, button(panel, f"Accept {second.b}'s"))
    recorded = next(m for m in tables(ctx, event_id) if m.table == second.table)
    assert recorded.winner == second.b
    assert [t.table for t in reports(ctx, event_id).disputed] == []
    assert not any("Disputed" in line for line in panel.lines())
    assert event_log(ctx, event_id)[-1].actor == "Dana"


def test_enter_another_puts_the_disputed_table_in_the_result_line(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot
) -> None:
    event_id = phones_event(ctx)
    table = tables(ctx, event_id)[0]
    window, panel = open_on(ctx, qtbot, event_id)
    report_table(phones, Caller(event_id, table.a), event_id, 1, table.table, winner=table.a)
    report_table(phones, Caller(event_id, table.b), event_id, 1, table.table, result="double-loss")
    shows(qtbot, panel, f"Disputed, table {table.table}:")
    click(qtbot, button(panel, "Enter another…"))
    view = window.event_view
    assert view is not None
    entry = view.round.entry
    assert entry.text() == f"{table.table} " and entry.hasFocus()
    qtbot.keyClicks(entry, "dl")
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    settle()
    recorded = next(m for m in tables(ctx, event_id) if m.table == table.table)
    assert recorded.result is not None and recorded.winner is None


def test_a_judge_call_shows_until_acknowledged(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot
) -> None:
    event_id = phones_event(ctx)
    table = tables(ctx, event_id)[1]
    _window, panel = open_on(ctx, qtbot, event_id)
    call_judge(phones, Caller(event_id, table.b), event_id)
    shows(qtbot, panel, f"Judge: table {table.table} — {table.b}")
    click(qtbot, button(panel, "Acknowledge"))
    assert reports(ctx, event_id).called == ()
    assert not any("Judge:" in line for line in panel.lines())
    assert event_log(ctx, event_id)[-1].summary.startswith(f"answered {table.b}'s call")


def test_a_player_who_dropped_from_a_phone_is_listed_with_when(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot
) -> None:
    event_id = phones_event(ctx, paired=False)
    _window, panel = open_on(ctx, qtbot, event_id)
    drop_self(phones, Caller(event_id, "0003"), event_id)
    shows(qtbot, panel, "Dropped: 0003 Cy (player 0003 (phone), ")
    dropped = [r for r in list_registrations(ctx, event_id) if r.number == "0003"]
    assert dropped[0].status is RegistrationStatus.DROPPED


def test_the_log_page_undoes_a_phones_report(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = phones_event(ctx)
    table = tables(ctx, event_id)[0]
    window, panel = open_on(ctx, qtbot, event_id)
    report_table(phones, Caller(event_id, table.a), event_id, 1, table.table, winner=table.a)
    shows(qtbot, panel, f"Table {table.table}: {table.a} {table.a_name}: {table.a} won")
    # A phone's action chosen on the Log page (the way to any older one) and undone there.
    view = window.event_view
    assert view is not None
    view.setCurrentWidget(view.log)
    log = view.log
    line = choose_log_line(log, f"player {table.a} (phone)")
    assert f"reported round 1 table {table.table}" in line
    asked: list[str] = []

    def answer(
        _parent: object, _title: str, text: str, *_args: object
    ) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    click(qtbot, log.undo_button)
    assert asked == [
        f"Undo the action of player {table.a} (phone): “reported round 1 table {table.table}: "
        f"{table.a} won” ({local_time(event_log(ctx, event_id)[-2].at)})?"
    ]
    assert reports(ctx, event_id).waiting == ()
    panel = panel_of(view)
    assert not any(f"Table {table.table}:" in line for line in panel.lines())
    assert any("Nothing waits" in line for line in panel.lines())
    undone = event_log(ctx, event_id)[-2]
    assert (undone.actor, undone.undone) == (f"player {table.a} (phone)", True)


def test_the_projector_shows_each_open_judge_call_until_acknowledged(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot
) -> None:
    event_id = phones_event(ctx)
    first, second = tables(ctx, event_id)
    window, panel = open_on(ctx, qtbot, event_id)
    projector = open_projector(window, qtbot)
    assert not projector.calls.isVisibleTo(projector)
    call_judge(phones, Caller(event_id, first.a), event_id)
    call_judge(phones, Caller(event_id, second.b), event_id)
    qtbot.waitUntil(lambda: projector.calls.isVisibleTo(projector), timeout=NOTICED_MS)
    words = projector.calls.text()
    assert f"Judge: table {first.table}" in words and f"Judge: table {second.table}" in words
    click(qtbot, button_of(panel, "Acknowledge", 0))
    assert f"Judge: table {first.table}" not in projector.calls.text()
    assert f"Judge: table {second.table}" in projector.calls.text()
    click(qtbot, button_of(panel, "Acknowledge", 0))
    assert not projector.calls.isVisibleTo(projector)


def test_in_judge_mode_an_agreed_result_waits_for_the_judges_accept(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot
) -> None:
    policies = EventPolicies.from_json({"self_report": {"swiss": "judge"}})
    event = create_event(ctx, EventSettings(name="Careful", swiss_rounds=3, policies=policies))
    register_names(ctx, event.id, ["Ada", "Bo", "Cy", "Di"])
    pair_next_round(ctx, event.id)
    table = tables(ctx, event.id)[0]
    _window, panel = open_on(ctx, qtbot, event.id)
    for number in (table.a, table.b):
        report_table(phones, Caller(event.id, number), event.id, 1, table.table, winner=table.b)
    shows(qtbot, panel, "agreed, waiting for the judge")
    assert next(m for m in tables(ctx, event.id) if m.table == table.table).winner is None
    click(qtbot, button(panel, "Accept"))
    assert next(m for m in tables(ctx, event.id) if m.table == table.table).winner == table.b
    assert any("Nothing waits" in line for line in panel.lines())


def test_a_pods_dispute_and_judge_call_say_pod_and_enter_another_opens_its_places_form(
    ctx: ServiceContext, phones: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = pod_settings("Pods", swiss_rounds=3)
    policies = replace(
        settings.policies, self_report=SelfReportPolicy(swiss=SelfReportMode.CONFIRM)
    )
    event = create_event(ctx, replace(settings, policies=policies))
    register_names(ctx, event.id, numbered("Player", 6))
    pair_next_round(ctx, event.id)
    pod = get_round(ctx, event.id, 1).tables[0]
    numbers = [seat.number for seat in pod.seats]
    first, second = numbers[0], numbers[1]
    _window, panel = open_on(ctx, qtbot, event.id)
    mine = {n: (1 if n == first else 2) for n in numbers}
    theirs = {n: (1 if n == second else 2) for n in numbers}
    report_table(phones, Caller(event.id, first), event.id, 1, pod.table, places=mine)
    report_table(phones, Caller(event.id, second), event.id, 1, pod.table, places=theirs)
    shows(qtbot, panel, f"Disputed, pod {pod.table}:")  # a pod event says pod, as its page does
    call_judge(phones, Caller(event.id, numbers[2]), event.id)
    shows(qtbot, panel, f"Judge: pod {pod.table} — {numbers[2]}")
    projector = open_projector(_window, qtbot)
    qtbot.waitUntil(lambda: projector.calls.isVisibleTo(projector), timeout=NOTICED_MS)
    assert projector.calls.text() == f"Judge: pod {pod.table}"
    opened: list[str] = []

    def decide(dialog: PodResultDialog) -> int:
        opened.append(dialog.windowTitle())
        for side, box in dialog.places.items():
            box.setValue(1 if side == numbers[2] else 2)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(PodResultDialog, "exec", decide)
    click(qtbot, button(panel, "Enter another…"))
    assert opened == [f"Result of pod {pod.table}"]
    placings = {s.number: s.placing for s in get_round(ctx, event.id, 1).tables[0].seats}
    assert placings[numbers[2]] == 1 and placings[first] == 2

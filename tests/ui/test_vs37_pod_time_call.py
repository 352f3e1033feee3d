"""Time called at a 2PCG pod, from the window: what the judge ticks on the form reaches the
rules the event set."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from opl_tournament.services import rounds
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.dialogs import AddPlayerDialog, NewEventDialog
from opl_tournament.ui.pod_desk import PodResultDialog
from opl_tournament.ui.vs_time_call import VsTimeCallDialog
from tests.helpers.window import open_window
from tests.ui.drive import button, new_event_from_menu, press_ok, settle


def test_a_stalemate_ticked_on_the_pod_form_goes_to_the_judge_as_the_event_sets(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    """A player who can't lose: nobody can win, and by default (p2.stalemate = judge) the judge
    places the pod, whatever the wounds say."""
    window = open_window(ctx, qtbot)

    def make(dialog: NewEventDialog) -> None:
        dialog.name.setText("Stalemate Night")
        dialog.game.setCurrentIndex(dialog.game.findData("vs-2pcg"))
        dialog.pods.setCurrentIndex(dialog.pods.findData("free-for-all"))

    view = new_event_from_menu(window, monkeypatch, make)
    for name in ("Ann", "Ben", "Cy"):

        def add(dialog: AddPlayerDialog, name: str = name) -> int:
            dialog.name.setText(name)
            return press_ok(dialog)

        monkeypatch.setattr(AddPlayerDialog, "exec", add)
        button(view.players, "Add player…").click()
        settle()
    page = view.round
    qtbot.mouseClick(button(page, "Seat next round"), Qt.MouseButton.LeftButton)
    settle()
    seats = [s.number for s in page.model.items[0].seats]

    def fill(dialog: VsTimeCallDialog) -> int:
        for row, wounds in zip(dialog.rows, (1, 4, 6), strict=True):
            row["mcs"][0].wounds.setValue(wounds)
            row["mcs"][0].health.setValue(9)
        dialog.table_checks["stalemate"].click()
        return int(QDialog.DialogCode.Accepted)

    asked: list[str] = []

    def judge(dialog: PodResultDialog) -> int:
        asked.append(dialog.windowTitle())
        for box, place in zip(dialog.places.values(), (2, 1, 3), strict=True):
            box.setValue(place)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(VsTimeCallDialog, "exec", fill)
    monkeypatch.setattr(PodResultDialog, "exec", judge)
    page.view.selectRow(0)
    qtbot.mouseClick(button(page, "Time called…"), Qt.MouseButton.LeftButton)
    settle()
    assert asked, "the judge was not asked to place a pod nobody can win"
    assert any("stalemate" in text for text in messages)
    pod = rounds.get_round(ctx, page.event_id, 1).pods[0]
    assert pod.decided_by == "judge"
    assert {s.number: s.placing for s in pod.seats} == {seats[0]: 2, seats[1]: 1, seats[2]: 3}

"""In a pod event the clock names a pod "Pod 2", as the pod desk, the pairings and the slips do:
the round page's clock bar, the projector and the status bar at time, in English and French."""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog
from pytestqt.qtbot import QtBot

from opl_tournament.domain.round_clock import ClockState
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.round_clock import ClockView
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.ui.clock_bar import playing_on_words
from opl_tournament.ui.projector import ProjectorWindow
from tests.helpers.events import new_event, pod_settings
from tests.helpers.wall_clock import START, WallClock
from tests.helpers.window import open_event_window
from tests.ui.drive import menu_action, settle


def test_at_time_the_window_and_the_projector_name_the_pod_still_playing_as_a_pod(
    ctx: ServiceContext, wall: WallClock, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = new_event(ctx, pod_settings("Pods"), players=8)
    pair_next_round(ctx, event_id)
    window, view = open_event_window(ctx, qtbot, event_id)
    page = view.round
    view.setCurrentWidget(page)
    menu_action(window, "Edit", "Start, pause or resume the clock").trigger()
    settle()
    answers = iter([(2, True), (5, True)])  # pod 2, five minutes (a long ruling)
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *_a, **_k: next(answers)))
    page.view.clearSelection()
    qtbot.mouseClick(page.buttons["Extra time for a pod…"], Qt.MouseButton.LeftButton)
    settle()
    menu_action(window, "View", "Projector window").trigger()
    settle()
    projector = window.projector
    assert isinstance(projector, ProjectorWindow)
    qtbot.addWidget(projector)
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: None))

    wall.now = START + timedelta(minutes=45, seconds=48)
    page.tick()
    projector.tick()
    said = "Still playing: Pod 2 (4:12)"
    assert page.clock.playing_on.text() == projector.playing_on.text() == said
    assert window.statusBar().currentMessage() == (
        "Round 1: time is up — call time at every pod still playing, but those given extra time"
    )


def test_a_pod_still_playing_is_said_in_french(french: None) -> None:
    at_time = ClockView(
        round=1,
        state=ClockState.TIME,
        remaining_seconds=0.0,
        limit_seconds=45 * 60,
        extra_seconds=0,
        table_minutes={2: 5},
        tables_left={2: 251.5},
        in_pods=True,
    )
    assert playing_on_words(at_time) == "Encore en jeu\u00a0: Pod 2 (4:12)"

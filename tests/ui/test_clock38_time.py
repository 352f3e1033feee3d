"""When the round's time runs out, the window, the projector and the command line name the tables
given extra time that still play on, each with its own time left, and say "Time" alone once
every table's time is up."""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog
from pytestqt.qtbot import QtBot

from opl_tournament.domain.round_clock import ClockState
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.round_clock import ClockView
from opl_tournament.ui.clock_bar import playing_on_words
from opl_tournament.ui.projector import ProjectorWindow
from tests.helpers.events import paired_cup
from tests.helpers.wall_clock import START, WallClock
from tests.helpers.window import open_event_window
from tests.ui.drive import menu_action, settle


def test_at_time_the_window_and_the_projector_name_the_tables_still_in_extra_time(
    ctx: ServiceContext, wall: WallClock, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = paired_cup(ctx, [f"Player {i}" for i in range(1, 9)], 3)
    window, view = open_event_window(ctx, qtbot, event_id)
    page = view.round
    view.setCurrentWidget(page)
    menu_action(window, "Edit", "Start, pause or resume the clock").trigger()
    settle()
    answers = iter([(2, True), (5, True), (3, True), (2, True)])
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *_a, **_k: next(answers)))
    for _table in (2, 3):  # a deck check at table 2, a long ruling at table 3
        page.view.clearSelection()
        qtbot.mouseClick(page.buttons["Extra time for a table…"], Qt.MouseButton.LeftButton)
        settle()
    menu_action(window, "View", "Projector window").trigger()
    settle()
    projector = window.projector
    assert isinstance(projector, ProjectorWindow) and projector.isVisible()
    qtbot.addWidget(projector)
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: None))

    wall.now = START + timedelta(minutes=45, seconds=48)
    page.tick()
    projector.tick()
    said = "Still playing: table 2 (4:12), table 3 (1:12)"
    assert (page.clock.label.text(), page.clock.playing_on.text()) == ("Time", said)
    assert (projector.clock.text(), projector.playing_on.text()) == ("Time", said)
    assert page.clock.playing_on.isVisible() and projector.playing_on.isVisible()
    assert window.statusBar().currentMessage() == (
        "Round 1: time is up — call time at every table still playing, but those given extra time"
    )

    wall.now = START + timedelta(minutes=48, seconds=30)
    page.tick()
    projector.tick()
    said = "Still playing: table 2 (1:30)"
    assert page.clock.playing_on.text() == projector.playing_on.text() == said

    wall.now = START + timedelta(minutes=50)
    page.tick()
    projector.tick()
    assert (page.clock.label.text(), projector.clock.text()) == ("Time", "Time")
    assert not page.clock.playing_on.isVisible() and not projector.playing_on.isVisible()


def test_the_tables_still_playing_are_said_in_french(french: None) -> None:
    at_time = ClockView(
        round=1,
        state=ClockState.TIME,
        remaining_seconds=0.0,
        limit_seconds=45 * 60,
        extra_seconds=0,
        table_minutes={2: 5, 3: 2},
        tables_left={2: 251.5, 3: 0.0},
    )
    assert playing_on_words(at_time) == "Encore en jeu\u00a0: table 2 (4:12)"


def test_each_clock_action_is_reported_in_the_status_bar(
    ctx: ServiceContext, wall: WallClock, qtbot: QtBot
) -> None:
    """F6 starts, pauses or resumes the clock, whichever applies: the status bar says which,
    and at the start the end time the judge announces (the kit: start, allotted and end time)."""
    event_id = paired_cup(ctx, [f"Player {i}" for i in range(1, 5)], 3)
    window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.round)
    f6 = menu_action(window, "Edit", "Start, pause or resume the clock")
    said: list[str] = []
    tips: list[str] = []
    for act in (
        f6.trigger,
        lambda: qtbot.mouseClick(view.round.clock.buttons["extend"], Qt.MouseButton.LeftButton),
        f6.trigger,
        f6.trigger,
    ):
        act()
        settle()
        said.append(window.statusBar().currentMessage())
        tips.append(view.round.clock.label.toolTip())
        wall.now += timedelta(minutes=10)
    end = (START + timedelta(minutes=45)).astimezone().strftime("%H:%M")  # the station's time
    assert said == [
        f"Round 1: clock started, 45:00 left, ends at {end}",
        "Round 1: 5 minutes added, 40:00 left",
        "Round 1: clock paused, 30:00 left",
        "Round 1: clock running again, 30:00 left",
    ]
    later = (START + timedelta(minutes=50)).astimezone().strftime("%H:%M")  # +5 min
    assert tips[:3] == [f"The round's time ends at {end}", f"The round's time ends at {later}", ""]


def test_time_running_out_on_another_page_still_beeps_and_asks_to_call_time(
    ctx: ServiceContext, wall: WallClock, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = paired_cup(ctx, [f"Player {i}" for i in range(1, 9)], 3)
    window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.round)
    menu_action(window, "Edit", "Start, pause or resume the clock").trigger()
    settle()
    view.setCurrentWidget(view.players)  # the judge registers a latecomer meanwhile
    bar = view.round.clock
    assert not bar.isVisible() and bar.timer.isActive(), "the clock still counts"
    beeps: list[bool] = []
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: beeps.append(True)))
    wall.now = START + timedelta(minutes=45, seconds=1)
    bar.timer.timeout.emit()  # the next second
    assert beeps == [True]
    assert window.statusBar().currentMessage() == (
        "Round 1: time is up — call time at every table still playing"
    )
    view.setCurrentWidget(view.round)
    bar.timer.timeout.emit()
    assert beeps == [True], "once"

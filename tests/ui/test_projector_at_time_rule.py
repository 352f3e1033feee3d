"""At time, a Vs. System TCG event's wall says what the players do now, as the event's settings
say it (finish the current turn, then the extra turns; or stop at once): the rule is on the
posted pairings, but at time the players look at the wall. Not before time; not for OverPower."""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings, Game
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.game_settings import change_game_setting
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.ui.projector import ProjectorWindow
from tests.helpers.events import new_event
from tests.helpers.wall_clock import START, WallClock
from tests.helpers.window import open_event_window
from tests.ui.drive import menu_action, settle

EXTRA_TURN = (
    "When the round's time ends: finish the current turn, then play 1 more turn (each turn is "
    "shared by all players)"
)


def _wall_at_time(
    ctx: ServiceContext, wall: WallClock, qtbot: QtBot, event_id: int, minutes: int
) -> tuple[str, str]:
    """The projector's line under the clock a minute before time and a second after it."""
    pair_next_round(ctx, event_id)
    window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.round)
    menu_action(window, "Edit", "Start, pause or resume the clock").trigger()
    settle()
    menu_action(window, "View", "Projector window").trigger()
    settle()
    projector = window.projector
    assert isinstance(projector, ProjectorWindow)
    qtbot.addWidget(projector)
    wall.now = START + timedelta(minutes=minutes - 1)
    projector.tick()
    before = projector.playing_on.text() if projector.playing_on.isVisibleTo(projector) else ""
    wall.now = START + timedelta(minutes=minutes, seconds=1)
    projector.tick()
    after = projector.playing_on.text() if projector.playing_on.isVisibleTo(projector) else ""
    return before, after


def test_a_tcg_events_wall_says_the_extra_turn_at_time(
    ctx: ServiceContext, wall: WallClock, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: None))
    settings = EventSettings(name="Vs. Cup", format=EventFormat.SWISS, game=Game.VS_TCG)
    event_id = new_event(ctx, settings, players=4)
    change_game_setting(ctx, event_id, "tcg.time.end_of_round", "extra_turns")
    change_game_setting(ctx, event_id, "tcg.time.extra_turns", 1)
    before, after = _wall_at_time(ctx, wall, qtbot, event_id, 45)
    assert before == ""
    assert after == EXTRA_TURN


def test_an_overpower_events_wall_says_no_table_rule_at_time(
    ctx: ServiceContext, wall: WallClock, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: None))
    event_id = new_event(ctx, players=4)
    assert _wall_at_time(ctx, wall, qtbot, event_id, 45) == ("", "")

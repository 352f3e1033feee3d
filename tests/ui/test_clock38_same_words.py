"""At the same moment the window's clock bar, the projector and the players' page say the clock
in the same words, in English and in French."""

from __future__ import annotations

from datetime import timedelta

import pytest
from pytestqt.qtbot import QtBot

from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language
from opl_tournament.services import player_view
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.round_clock import pause_clock, resume_clock, start_clock
from opl_tournament.ui.clock_bar import ClockBar
from opl_tournament.ui.projector import ProjectorWindow
from opl_tournament.web.page_words import clock_text
from tests.helpers.events import paired_cup
from tests.helpers.wall_clock import START, WallClock


def test_the_window_the_projector_and_the_page_say_the_clock_alike(
    window_language: Language,
    ctx: ServiceContext,
    wall: WallClock,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    event_id = paired_cup(ctx, ["Ada", "Bo", "Cy", "Di"], 3)
    bar = ClockBar(ctx, event_id)
    qtbot.addWidget(bar)
    bar.has_round = True
    projector = ProjectorWindow(ctx, event_id)
    qtbot.addWidget(projector)
    page = words(window_language, Catalog.PAGE)
    monkeypatch.setattr("PySide6.QtWidgets.QApplication.beep", staticmethod(lambda: None))

    def said() -> tuple[str, str]:
        bar.tick()
        projector.tick()
        status = player_view.round_status(ctx, event_id).to_json()
        shown = status["clock"]
        assert isinstance(shown, dict)
        assert projector.clock.text() == clock_text(page, shown), "the wall and the phones"
        return bar.label.text(), projector.clock.text()

    said()  # not started
    start_clock(ctx, event_id)
    wall.now = START + timedelta(minutes=5)
    said()
    pause_clock(ctx, event_id)
    said()
    resume_clock(ctx, event_id)
    wall.now = START + timedelta(minutes=99)
    timed = said()
    assert timed[0] == timed[1], "at time the window says what the wall says"

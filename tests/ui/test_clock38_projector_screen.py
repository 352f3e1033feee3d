"""The projector window opens on the second screen, full screen, when the laptop has one plugged
in; on the judge's only screen it is a window of its own that fits, and F11 or Esc switch it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.projector import ProjectorWindow, projector_screen
from tests.helpers.events import paired_cup
from tests.helpers.window import open_event_window
from tests.ui.drive import menu_action, settle


def test_the_projector_goes_to_the_screen_the_judges_window_is_not_on() -> None:
    assert projector_screen(["laptop", "projector"], "laptop") == "projector"
    assert projector_screen(["projector", "laptop"], "laptop") == "projector"
    assert projector_screen(["laptop"], "laptop") is None


def test_on_one_screen_the_projector_is_a_window_that_fits_and_f11_makes_it_full_screen(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = paired_cup(ctx, ["Ada", "Bo", "Cy", "Di"], 3)
    window, _view = open_event_window(ctx, qtbot, event_id)
    menu_action(window, "View", "Projector window").trigger()
    settle()
    projector = window.projector
    assert isinstance(projector, ProjectorWindow) and projector.isVisible()
    qtbot.addWidget(projector)
    room = window.screen().availableGeometry()
    assert not projector.isFullScreen(), "the judge's own screen is not taken over"
    assert projector.width() <= room.width() and projector.height() <= room.height()
    qtbot.keyClick(projector, Qt.Key.Key_F11)
    assert projector.isFullScreen()
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    assert not projector.isFullScreen() and projector.isVisible()

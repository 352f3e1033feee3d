"""The window's scenes for the tests that walk every word shown: the start page, an event of each
table shape with every page shown, the projector and every dialog, each built as a judge meets it.
``test_window_words`` walks them under a pseudo-locale, ``test_french_layout`` in French."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import Game
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import pair_next_round, report_result
from opl_tournament.ui.dialogs import AddPlayerDialog, EditEventDialog, NewEventDialog
from opl_tournament.ui.hand_pairing import HandPairingDialog
from opl_tournament.ui.help_window import AboutDialog, GuideWindow
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.paper import PrinterDialog
from opl_tournament.ui.player_codes_dialog import PlayerCodesDialog
from opl_tournament.ui.players_page import PlayersPageControl, PlayersPageDialog
from opl_tournament.ui.pod_desk import PodResultDialog
from opl_tournament.ui.projector import ProjectorWindow
from opl_tournament.ui.time_call import TimeCallDialog
from opl_tournament.ui.venue_dialog import ConnectVenueDialog
from opl_tournament.ui.vs_time_call import VsTimeCallDialog
from tests.helpers.events import new_event, pod_settings, spring_open
from tests.helpers.window import open_window
from tests.ui.drive import settle
from tests.ui.round_scenes import players_reports, vs_2pcg_time_call

Scene = Callable[[ServiceContext, QtBot], QWidget]


def window_on(ctx: ServiceContext, qtbot: QtBot, event_id: int | None = None) -> MainWindow:
    """``open_window``, its pages read before the walk."""
    window = open_window(ctx, qtbot, event_id)
    settle()
    return window


def start_page(ctx: ServiceContext, qtbot: QtBot) -> QWidget:
    return window_on(ctx, qtbot)


def _every_page(window: MainWindow) -> MainWindow:
    view = window.event_view
    assert view is not None
    for index in range(view.count()):
        view.setCurrentIndex(index)
        settle()
    return window


def head_to_head_event(ctx: ServiceContext, qtbot: QtBot) -> QWidget:
    event_id = new_event(ctx, spring_open(), players=7)
    first = pair_next_round(ctx, event_id).value
    report_result(ctx, event_id, 1, first.matches[0].table, winner=first.matches[0].a)
    return _every_page(window_on(ctx, qtbot, event_id))


def pod_event(ctx: ServiceContext, qtbot: QtBot) -> QWidget:
    event_id = new_event(ctx, pod_settings("Pods"), players=7)
    pair_next_round(ctx, event_id)
    return _every_page(window_on(ctx, qtbot, event_id))


def projector(ctx: ServiceContext, qtbot: QtBot) -> QWidget:
    event_id = new_event(ctx, spring_open(), players=4)
    pair_next_round(ctx, event_id)
    window = ProjectorWindow(ctx, event_id, "https://192.0.2.1:8443/")
    qtbot.addWidget(window)
    return window


def edit_event(ctx: ServiceContext, qtbot: QtBot) -> QWidget:
    from opl_tournament.services.events import get_event

    return EditEventDialog(get_event(ctx, new_event(ctx, spring_open())))


def edit_finished_event(ctx: ServiceContext, qtbot: QtBot) -> QWidget:
    """The Edit event dialog of a finished event: its note, and why two fields are fixed."""
    from dataclasses import replace

    from opl_tournament.domain.model import EventStatus
    from opl_tournament.services.events import get_event

    event = get_event(ctx, new_event(ctx, spring_open()))
    return EditEventDialog(replace(event, status=EventStatus.FINISHED))


def player_codes(ctx: ServiceContext, qtbot: QtBot) -> QWidget:
    return PlayerCodesDialog(ctx, new_event(ctx, spring_open(), players=3))


def pod_result(ctx: ServiceContext, qtbot: QtBot) -> QWidget:
    event_id = new_event(ctx, pod_settings("Pods"), players=4)
    pod = pair_next_round(ctx, event_id).value.pods[0]
    return PodResultDialog(pod)


def players_page(ctx: ServiceContext, qtbot: QtBot) -> QWidget:
    window = window_on(ctx, qtbot)
    return PlayersPageDialog(window, PlayersPageControl(), "https://192.0.2.1:8443/")


def _alone(make: Callable[[], QWidget]) -> Scene:
    return lambda ctx, qtbot: make()


SCENES: dict[str, Scene] = {
    "start page": start_page,
    "head-to-head event": head_to_head_event,
    "pod event": pod_event,
    "projector": projector,
    "new event": _alone(NewEventDialog),
    "edit event": edit_event,
    "add player": _alone(AddPlayerDialog),
    "hand pairing": _alone(lambda: HandPairingDialog(["0001 Ann", "0002 Bo", "0003 Cy"])),
    "time call": _alone(lambda: TimeCallDialog(4, (("0001", "Ann"), ("0002", "Bo")), None)),
    "vs time call": _alone(
        lambda: VsTimeCallDialog(Game.VS_TCG.value, 2, [("0001", "Ann", ""), ("0002", "Bo", "")])
    ),
    "vs 2pcg time call": vs_2pcg_time_call,
    "players' reports": players_reports,
    "player codes": player_codes,
    "edit finished event": edit_finished_event,
    "pod result": pod_result,
    "venue": _alone(lambda: ConnectVenueDialog(lambda url: None)),  # type: ignore[arg-type, return-value]
    "printer": _alone(lambda: PrinterDialog(None, "the pairings")),
    "players' page": players_page,
    "guide": _alone(GuideWindow),
    "about": _alone(AboutDialog),
}

"""The window on a small laptop's screen (1024 × 640), in each language, with an event of each
shape open: no page makes the window wider than the screen, and nothing on it is cut."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from opl_tournament.language.languages import Language
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import (
    build_demo_bracket_event,
    build_demo_event,
    build_demo_pod_event,
)
from tests.helpers.cut_text import cut_text
from tests.helpers.window import open_window
from tests.ui.drive import settle

SCREEN = (1024, 640)
SHAPES: dict[str, Callable[[ServiceContext], int]] = {
    "swiss then a cut": build_demo_event,
    "pods": build_demo_pod_event,
    "double elimination": build_demo_bracket_event,
}


@pytest.mark.parametrize("shape", list(SHAPES))
def test_every_page_fits_a_small_screen(
    window_language: Language, ctx: ServiceContext, qtbot: QtBot, shape: str
) -> None:
    window = open_window(ctx, qtbot)
    window.open_event(SHAPES[shape](ctx))
    view = window.event_view
    assert view is not None
    window.resize(*SCREEN)
    qtbot.waitExposed(window)
    for index in range(view.count()):
        view.setCurrentIndex(index)
        settle()
        page = view.tabText(index).replace("&", "")
        assert window.minimumSizeHint().width() <= SCREEN[0], f"{page} is wider than the screen"
        assert window.width() == SCREEN[0], f"{page} made the window wider than the screen"
        assert cut_text(window) == [], f"{page}: cut"

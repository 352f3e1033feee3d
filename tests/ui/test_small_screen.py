"""The window on a small laptop's screen (1024 × 640), in each language, with an event of each
shape open: no page makes the window wider than the screen, and nothing on it is cut."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from opl_tournament.language.languages import Language
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import (
    build_demo_bracket_event,
    build_demo_event,
    build_demo_pod_event,
)
from tests.conftest import SCREENS
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


_OPEN_WINDOW = """
import json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import open_database
from opl_tournament.ui.main_window import MainWindow

app = QApplication([])
window = MainWindow(ServiceContext(open_database(Path(sys.argv[1])), actor="judge"))
window.show()
app.processEvents()
frame, room = window.frameGeometry(), window.screen().availableGeometry()
print(json.dumps({"frame": frame.getRect(), "room": room.getRect()}))
"""


def test_the_window_opens_inside_a_laptop_screen(tmp_path: Path) -> None:
    """A 1366 × 768 laptop has less height than the window's usual 800 pixels: the window
    opens within the screen, its title bar and bottom edge on it."""
    env = os.environ | {
        "QT_QPA_PLATFORM": f"offscreen:configfile={SCREENS / 'laptop.json'}",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    opened = subprocess.run(
        [sys.executable, "-c", _OPEN_WINDOW, str(tmp_path / "event.sqlite")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    shown = json.loads(opened.stdout.splitlines()[-1])
    (x, y, width, height), (room_x, room_y, room_width, room_height) = shown["frame"], shown["room"]
    assert (room_width, room_height) == (1366, 768)
    assert room_x <= x and x + width <= room_x + room_width
    assert room_y <= y and y + height <= room_y + room_height
    assert width >= 1280, "the window took less width than the screen has"


def test_the_window_opens_at_its_usual_size_on_a_desktop_screen(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    window = open_window(ctx, qtbot)
    assert (window.width(), window.height()) == (1280, 800)

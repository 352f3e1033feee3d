"""The window in French, every scene of ``window_scenes`` built on a laptop's screen
(1366 × 768): no label, button, group title or tab shows its text cut."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.event_view import EventView
from tests.helpers.cut_text import cut_text
from tests.ui.drive import settle
from tests.ui.window_scenes import SCENES

pytestmark = pytest.mark.usefixtures("french")


@pytest.mark.parametrize("scene", list(SCENES))
def test_nothing_is_cut_in_french(ctx: ServiceContext, qtbot: QtBot, scene: str) -> None:
    widget = SCENES[scene](ctx, qtbot)
    if widget.parent() is None:
        qtbot.addWidget(widget)
    if not isinstance(widget, QDialog):  # a window or a page: the laptop's screen
        widget.resize(1366, 768)
    widget.show()
    qtbot.waitExposed(widget)
    cut = cut_text(widget)
    view = getattr(widget, "event_view", None)
    for index in range(view.count() if isinstance(view, EventView) else 0):
        view.setCurrentIndex(index)
        settle()
        cut += [f"{view.tabText(index)}: {text}" for text in cut_text(widget) if text not in cut]
    assert not cut, f"{len(cut)} texts cut in French:\n" + "\n".join(cut)


def test_the_check_finds_a_cut_label(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    squeezed = QLabel("Appariement de la ronde suivante")
    squeezed.setFixedWidth(40)
    roomy = QPushButton("OK")
    layout.addWidget(squeezed)
    layout.addWidget(roomy)
    box.show()
    qtbot.waitExposed(box)
    assert [c.split(" (")[0] for c in cut_text(box)] == [
        "QLabel: 'Appariement de la ronde suivante'"
    ]

"""What needs an open event (Edit ▸ Edit event, File ▸ Export, the Print menu, the projector…)
has one reaction while none is open: the menu item is off, and nothing is asked or written."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from opl_tournament import app
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.dialogs import EditEventDialog
from opl_tournament.ui.event_actions import NO_EVENT
from opl_tournament.ui.main_window import MainWindow
from tests.helpers.events import new_event
from tests.helpers.window import open_window
from tests.ui.drive import menu_action, settle

NEEDS_AN_EVENT = (
    ("File", "Finish event"),
    ("File", "Export for the rating service"),
    ("Edit", "Undo"),
    ("Edit", "Edit event"),
    ("Edit", "Pair next round"),
    ("View", "Projector window"),
    ("Print", "Pairings by table"),
    ("Print", "On paper (choose a printer)", "Match slips"),
    ("Print", "Pair next round, then print pairings and slips"),
)


def asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the window asked the judge (a file, a folder, the event's details)."""
    questions: list[str] = []
    for name, cancelled in (("getSaveFileName", ("", "")), ("getExistingDirectory", "")):
        monkeypatch.setattr(
            QFileDialog,
            name,
            staticmethod(lambda *_a, n=name, c=cancelled, **_k: questions.append(n) or c),
        )
    monkeypatch.setattr(EditEventDialog, "exec", lambda _d: questions.append("edit") or 0)
    return questions


def test_actions_needing_an_event_are_off_until_one_is_chosen(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    holder = app.OpenDatabase("Dana")
    ctx = holder.open(tmp_path / "club.sqlite")
    event_id = new_event(ctx, players=4)
    window = MainWindow(ctx, opener=holder.open)
    qtbot.addWidget(window)
    with qtbot.waitActive(window):  # the shortcuts reach an active window
        window.show()
        window.activateWindow()
    try:
        judge_chooses_an_event(window, ctx, event_id, qtbot, monkeypatch, tmp_path)
    finally:
        window.close()
        holder.close()


def judge_chooses_an_event(
    window: MainWindow,
    ctx: ServiceContext,
    event_id: int,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    questions = asked(monkeypatch)
    logged = len(event_log(ctx, event_id))
    assert window.event_view is None
    assert [path for path in NEEDS_AN_EVENT if menu_action(window, *path).isEnabled()] == []

    menu_action(window, "Edit", "Edit event").trigger()
    menu_action(window, "File", "Export for the rating service").trigger()
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)  # Print pairings
    settle()
    assert questions == [] and window.event_view is None
    assert len(event_log(ctx, event_id)) == logged

    # The judge chooses the event on the left: the same items now work.
    rect = window.events_view.visualRect(window.events_model.index(0, 0))
    qtbot.mouseClick(window.events_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.event_view is not None and window.event_view.event_id == event_id
    assert menu_action(window, "Edit", "Edit event").isEnabled()
    menu_action(window, "Edit", "Edit event").trigger()
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert questions == ["edit", "getSaveFileName"]

    # File ▸ Open database… another file: no event is open there, and the items are off again.
    other = str(tmp_path / "other.sqlite")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (other, "")))
    menu_action(window, "File", "Open database").trigger()
    settle()
    assert window.ctx.database.path == Path(other).resolve()
    assert window.event_view is None
    assert not menu_action(window, "Edit", "Edit event").isEnabled()
    assert not menu_action(window, "Print", "Pairings by table").isEnabled()


def test_a_step_reached_after_the_event_closed_says_so_in_the_status_bar(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    window: MainWindow = open_window(ctx, qtbot, new_event(ctx, players=4))
    window.work_on(ctx)  # the event closes (as when another database opens)
    reached: list[object] = []
    assert window.event_actions.run(reached.append) is None
    assert reached == [] and window.statusBar().currentMessage() == NO_EVENT

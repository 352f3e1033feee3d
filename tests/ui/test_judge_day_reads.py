"""The judge's day, second pass (issue 31): what the window shows and prints reads right, driven
through the window's own widgets and menus; printed forms checked by the PDF they write."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.domain.event_policies import PodFormat
from opl_tournament.domain.model import EventFormat, Game
from opl_tournament.services import penalties
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import get_event
from opl_tournament.storage import Database
from opl_tournament.ui.demo import build_demo_pod_event
from opl_tournament.ui.dialogs import NewEventDialog
from tests.helpers.window import open_event_window, open_window
from tests.ui.drive import button, menu_action, new_event_from_menu, settle, type_text


@pytest.fixture
def station(database: Database) -> ServiceContext:
    """A station named for its place ("judge", the program's default), not for its judge."""
    return ServiceContext(database, actor="judge")


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The messages the window shows in message boxes, in order."""
    messages: list[str] = []
    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(
            QMessageBox, kind, staticmethod(lambda _p, _t, text, *_a: messages.append(text) or 0)
        )
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: True))
    return messages


def save_as(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(path), ""))
    )


def pdf_text(path: Path) -> tuple[int, str]:
    pdf = pypdfium2.PdfDocument(path)
    try:
        return len(pdf), "".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    finally:
        pdf.close()


def test_a_pod_events_penalty_is_shown_with_its_infraction_and_printed_with_the_judge(
    station: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    shown: list[str],
) -> None:
    event_id = build_demo_pod_event(station)
    window, view = open_event_window(station, qtbot, event_id)
    page = view.penalties
    view.setCurrentWidget(page)
    seat = view.round.model.items[0].seats[0].number

    # A round and a table given for a pod's penalty: refused in the window's words.
    page.player.setFocus()
    type_text(page.player, seat)
    page.round.setValue(2)
    page.table.setValue(1)
    type_text(page.infraction, "Looked at the top card of the deck")
    qtbot.mouseClick(button(page, "Record penalty"), Qt.MouseButton.LeftButton)
    settle()
    assert len(shown) == 1 and "--" not in shown[0], shown
    assert "without them" in shown[0] and "round or table" in shown[0]
    assert penalties.list_penalties(station, event_id) == []

    page.round.setValue(0)  # "between games"
    qtbot.mouseClick(button(page, "Record penalty"), Qt.MouseButton.LeftButton)
    settle()
    assert len(shown) == 1, shown
    headers = [page.model.headerData(c, Qt.Orientation.Horizontal) for c in range(6)]
    row = dict(
        zip(headers, (page.model.data(page.model.index(0, c)) for c in range(6)), strict=True)
    )
    assert row["Infraction"] == "Looked at the top card of the deck"
    assert row["Official"] == "Dana Judge", "the event's judge, not the station's name"

    # Print ▸ Penalty report is offered for a pod event, and names the event's judge.
    report = tmp_path / "penalties.pdf"
    save_as(monkeypatch, report)
    action = menu_action(window, "Print", "Penalty report…")
    assert action.isEnabled()
    action.trigger()
    settle()
    pages, text = pdf_text(report)
    assert pages == 1 and "Looked at the top card" in text and "Dana Judge" in text
    assert len(shown) == 1, shown


def test_the_time_limit_box_follows_the_game_and_the_recommended_format_is_chosen(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(ctx, qtbot)
    seen: dict[str, object] = {}

    def fill(dialog: NewEventDialog) -> None:
        seen["format"] = dialog.format.currentText()
        box = dialog.time_limit
        seen["overpower"] = (box.minimum(), box.maximum(), box.value())
        dialog.game.setCurrentIndex(dialog.game.findData(Game.VS_TCG))
        seen["tcg"] = (box.minimum(), box.maximum(), box.value())
        dialog.game.setCurrentIndex(dialog.game.findData(Game.VS_2PCG))
        seen["2pcg"] = (box.minimum(), box.maximum(), box.value())
        dialog.format.setCurrentIndex(dialog.format.findData(EventFormat.SWISS))
        dialog.pods.setCurrentIndex(dialog.pods.findData(PodFormat.FREE_FOR_ALL))
        type_text(dialog.name, "Vs. Night")
        box.selectAll()
        type_text(box, "75")

    view = new_event_from_menu(window, monkeypatch, fill)
    assert seen["format"] == "Swiss, then a top cut (recommended)"
    # OverPower's kit: 30 to 45 minutes (T:152); the Vs. System games set none, our choice.
    assert seen["overpower"] == (30, 45, 45)
    assert seen["tcg"] == (30, 90, 50)
    assert seen["2pcg"] == (30, 120, 60)
    event = get_event(ctx, view.event_id)
    assert event.settings.game is Game.VS_2PCG and event.settings.time_limit_minutes == 75

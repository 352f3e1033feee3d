"""The event's pages and dialogs under French: column headings, words in cells, plurals and
numbers as a French judge reads them, while English stays as it was."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.ui.dialogs import NewEventDialog
from opl_tournament.ui.event_view import EventView
from tests.helpers.events import new_event, report_round, spring_open
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def _click_tab(qtbot: QtBot, view: EventView, page: QWidget) -> None:
    bar = view.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(view.indexOf(page)).center())
    settle()


def _headings(view: EventView) -> list[str]:
    model = view.standings.view.model()  # type: ignore[attr-defined]
    return [
        model.headerData(column, Qt.Orientation.Horizontal) for column in range(model.columnCount())
    ]


def _played(ctx: ServiceContext) -> int:
    event_id = new_event(ctx, spring_open(), players=6)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    return event_id


def test_the_standings_read_in_french(french: None, ctx: ServiceContext, qtbot: QtBot) -> None:
    _window, view = open_event_window(ctx, qtbot, _played(ctx))
    _click_tab(qtbot, view, view.standings)
    assert view.tabText(view.currentIndex()) == "Classe&ment"
    assert _headings(view)[:5] == ["Rang", "Numéro", "Nom", "Points", "V-D-EX"]
    model = view.standings.view.model()  # type: ignore[attr-defined]
    omw = str(model.data(model.index(0, 5)))
    assert re.fullmatch(r"\d+,\d\d\u00a0%", omw), omw  # "66,67 %": a comma, a no-break space


def test_english_standings_are_unchanged(ctx: ServiceContext, qtbot: QtBot) -> None:
    _window, view = open_event_window(ctx, qtbot, _played(ctx))
    _click_tab(qtbot, view, view.standings)
    assert _headings(view)[:5] == ["Rank", "Number", "Name", "Points", "W-L-Bye"]
    model = view.standings.view.model()  # type: ignore[attr-defined]
    assert re.fullmatch(r"\d+\.\d\d %", str(model.data(model.index(0, 5))))


@pytest.mark.parametrize(
    ("players", "said"),
    [
        (0, "au moins 8 joueurs\u00a0; 0 est inscrit."),
        (1, "au moins 8 joueurs\u00a0; 1 est inscrit."),
        (2, "au moins 8 joueurs\u00a0; 2 sont inscrits."),
    ],
)
def test_the_players_page_counts_in_french(
    french: None, ctx: ServiceContext, qtbot: QtBot, players: int, said: str
) -> None:
    """French says 0 and 1 in the singular; the catalog chooses the form."""
    event_id = new_event(ctx, spring_open(sanction_number="S-12"), players=players)
    _window, view = open_event_window(ctx, qtbot, event_id)
    _click_tab(qtbot, view, view.players)
    assert view.players.warning.text().endswith(said)
    status = view.players.model.headerData(4, Qt.Orientation.Horizontal)
    assert status == "État"
    if players:
        assert view.players.model.data(view.players.model.index(0, 4)) == "actif"


def test_the_new_event_dialog_in_french(french: None, qtbot: QtBot) -> None:
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Nouveau tournoi"
    label = dialog.form.labelForField(dialog.sanction)
    assert isinstance(label, QLabel) and label.text() == "Numéro de sanction"
    assert dialog.format.currentText() == "Suisse, puis un top cut (recommandé)"
    assert dialog.rounds.specialValueText() == "selon le nombre de joueurs"
    assert dialog.self_service.check_in.text().startswith("les joueurs confirment")

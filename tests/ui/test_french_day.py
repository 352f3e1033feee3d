"""A judge's day in French, through the window: rounds paired with F5 (an odd field, so a bye and
pair-downs), results typed at the result line, a penalty recorded on its page, the last action
taken back with Edit ▸ Undo. Then every page is read whole (cells, headings, labels, buttons, the
log, the menus): no English sentence shows, the words the program kept in the database (the
pairings' explanations, the log's lines, the penalty's consequence) included."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLabel,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services import penalties
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.penalties_page import PenaltiesPage
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window
from tests.ui.drive import button, settle, type_text

NAMES = (
    "Amélie Roy",
    "Benoît Côté",
    "Chloé Gagnon",
    "Denis Lavoie",
    "Élise Morin",
    "Félix Pelletier",
    "Gisèle Bouchard",
)
ENGLISH = frozenset(
    [
        "the",
        "and",
        "of",
        "by",
        "with",
        "from",
        "for",
        "is",
        "was",
        "has",
        "not",
        "round",
        "rounds",
        "paired",
        "pair",
        "pairs",
        "pair-down",
        "pair-downs",
        "player",
        "players",
        "registered",
        "won",
        "lost",
        "wins",
        "loses",
        "undid",
        "undone",
        "dropped",
        "warned",
        "penalty",
        "result",
        "results",
        "winner",
        "game",
        "games",
        "event",
        "judge",
        "swapped",
        "left",
        "seat",
        "seats",
        "created",
        "counts",
        "among",
        "fewest",
        "without",
    ]
)
"""Words a French reader would not see in a French window: each one English only."""
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


@pytest.fixture
def told(messages: list[str], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the window told in message boxes and asked (every question answered Yes)."""

    def yes(_parent: object, _title: str, text: str, *_rest: object) -> int:
        messages.append(text)
        return int(QMessageBox.StandardButton.Yes)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(yes))
    return messages


def english_in(text: str) -> list[str]:
    names = {part.casefold() for name in NAMES for part in name.split()}
    words = {w.casefold() for w in _WORD.findall(text.replace("&", ""))}
    return sorted(words & ENGLISH - names)


def shown_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """Every text ``root`` shows a reader now: labels, buttons, every cell and heading of its
    tables and lists, tooltips of cells included."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        where = type(widget).__name__
        if isinstance(widget, QLabel | QAbstractButton):
            yield where, widget.text()
        if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
            model, top = widget.model(), QModelIndex()
            columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(top)
            for column in range(columns):
                yield where, str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            for row in range(model.rowCount(top)):
                for column in range(columns):
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        value = model.data(model.index(row, column), role)
                        if isinstance(value, str):
                            yield f"{where} row {row} column {column}", value


def _record_penalty(qtbot: QtBot, page: PenaltiesPage) -> None:
    page.player.setFocus()
    page.player.clear()
    type_text(page.player, "0003")
    page.infraction.clear()
    type_text(page.infraction, "A regardé la carte du dessus")
    qtbot.mouseClick(button(page, "Enregistrer la pénalité"), Qt.MouseButton.LeftButton)
    settle()


def _play_round(qtbot: QtBot, window: MainWindow, view: EventView, ctx: ServiceContext) -> None:
    view.setCurrentWidget(view.round)
    qtbot.keyClick(window, Qt.Key.Key_F5)
    settle()
    shown = get_round(ctx, view.event_id, view.round.shown_round_number() or 0)
    assert shown is not None
    for match in shown.matches:
        if match.b is None:
            continue
        view.round.entry.setFocus()
        type_text(view.round.entry, f"{match.table} a")
        qtbot.keyClick(view.round.entry, Qt.Key.Key_Return)
        settle()


def test_a_judge_runs_the_day_in_french(
    french: None, ctx: ServiceContext, qtbot: QtBot, told: list[str]
) -> None:
    settings = EventSettings(
        name="Tournoi d'automne",
        format=EventFormat.SWISS,
        swiss_rounds=3,
        language=Language.FRENCH,
    )
    event_id = new_event(ctx, settings, players=NAMES)
    window, view = open_event_window(ctx, qtbot, event_id)
    with qtbot.waitActive(window):  # the shortcuts reach an active window
        window.show()
        window.activateWindow()
    for _round in range(2):
        _play_round(qtbot, window, view, ctx)
    played = get_round(ctx, event_id, 2)
    assert played is not None and all(m.winner or m.b is None for m in played.matches)

    view.setCurrentWidget(view.penalties)
    for _twice in range(2):
        _record_penalty(qtbot, view.penalties)
        assert len(penalties.list_penalties(ctx, event_id)) == 1
        if not _twice:
            window.undo_action.trigger()  # Edit ▸ Undo: takes the penalty back
            settle()
            assert penalties.list_penalties(ctx, event_id) == []

    finish = QCoreApplication.translate("MainWindow", "&Finish event")
    file_menu = window.menuBar().actions()[0].menu()
    assert file_menu is not None
    next(a for a in file_menu.actions() if a.text() == finish).trigger()
    settle()
    assert any("1 ronde" in text for text in told), told  # what is left to play, asked first
    assert view.is_finished()

    found: list[str] = []
    for index in range(view.count()):
        if view.widget(index) is view.rulings:  # the rulings' source documents are data
            continue
        view.setCurrentIndex(index)
        settle()
        for where, text in shown_texts(window):
            if english := english_in(text):
                found.append(f"{view.tabText(index)} / {where}: {text!r} {english}")
    for action in window.menuBar().actions():
        menu = action.menu()
        for item in [action, *(menu.actions() if menu is not None else [])]:
            if english := english_in(item.text()):
                found.append(f"menu: {item.text()!r} {english}")
    found += [f"message: {text!r}" for text in told if english_in(text)]
    assert not found, f"{len(found)} English texts in the French window:\n" + "\n".join(
        dict.fromkeys(found)
    )
    assert QApplication.activeModalWidget() is None


def test_the_reader_finds_english_words_and_not_names_or_french() -> None:
    assert english_in("paired round 2: 4 tables, 1 bye") == ["paired", "round"]
    assert english_in("Ronde 2 appariée : 4 tables, 1 bye") == []
    assert english_in("Félix Pelletier a gagné") == []

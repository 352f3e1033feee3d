"""The projector pages through a big field by itself: every player by name, every table, large
type, the clock in plain words, and the players' page's QR code when it is served."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventSettings, PlayerIdentity
from opl_tournament.language.languages import Language
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.services.round_clock import start_clock
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.projector import PAGE_SECONDS, ProjectorWindow
from tests.helpers.cut_text import cut_text
from tests.helpers.events import new_event, spring_open
from tests.helpers.window import open_window

PLAYERS = 300  # 150 tables


def big_event(ctx: ServiceContext, long_name: str = "") -> int:
    event_id = create_event(ctx, EventSettings(name="Regional", seed=11, swiss_rounds=8)).id
    entrants = [
        (i, Entrant(PlayerIdentity(name=f"{chr(65 + i % 26)}{chr(97 + i % 7)} Player {i:03d}")))
        for i in range(PLAYERS)
    ]
    if long_name:
        entrants[0] = (0, Entrant(PlayerIdentity(name=long_name)))
    register_many(ctx, event_id, entrants, source="test")
    pair_next_round(ctx, event_id)
    return event_id


def menu_action(window: MainWindow, text: str) -> QAction:
    for action in window.findChildren(QAction):
        if action.text().replace("&", "") == text:
            return action
    raise AssertionError(f"no menu action {text!r}")


def test_the_projector_pages_through_150_tables_by_name_and_by_table(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = big_event(ctx)
    window = open_window(ctx, qtbot, event_id)
    menu_action(window, "Projector window").trigger()
    projector = window.projector
    assert isinstance(projector, ProjectorWindow)
    qtbot.addWidget(projector)
    projector.resize(1280, 720)
    qtbot.waitUntil(lambda: projector.grid.rowCount() > 0)
    assert projector.pager.isActive() and projector.pager.interval() == PAGE_SECONDS * 1000
    # Type as big a part of the picture as 24-point names and a 60-point clock on full HD.
    assert projector.grid.font().pointSize() == 16 and projector.clock.font().pointSize() == 40
    count = len(projector.pages)
    assert count > 2, "a field of 150 tables does not fit on one page"
    assert projector.page_index == 0

    numbers_by_name: list[str] = []
    tables_shown: list[str] = []
    sections: list[str] = []
    for _ in range(count):
        rows = projector.shown_rows()
        sections.append(projector.section.text())
        grid_texts = {
            projector.grid.item(r, c).text()
            for r in range(projector.grid.rowCount())
            for c in range(projector.grid.columnCount())
            if projector.grid.item(r, c) is not None
        }
        assert {cell for row in rows for cell in row} == grid_texts
        grid = projector.grid
        last = grid.rowCount() - 1
        assert grid.rowViewportPosition(last) + grid.rowHeight(last) <= grid.viewport().height()
        for item in (projector.grid.item(0, c) for c in range(projector.grid.columnCount())):
            assert item is None or item.background().style().name == "NoBrush"
        if sections[-1].startswith("Pairings by name"):
            numbers_by_name += [row[0].rsplit(" ", 1)[-1] for row in rows]
        else:
            tables_shown += [row[0] for row in rows]
        projector.pager.timeout.emit()  # the page timer fires
    assert projector.page_index == 0  # and round again

    matches = get_round(ctx, event_id, 1).matches
    assert sorted(tables_shown, key=int) == [
        str(m.table) for m in sorted(matches, key=lambda m: m.table)
    ]
    assert len(tables_shown) == 150
    assert sorted(numbers_by_name) == sorted([m.a for m in matches] + [m.b for m in matches if m.b])
    by_name_pages = [s for s in sections if s.startswith("Pairings by name")]
    assert by_name_pages[0].startswith("Pairings by name · A – ")
    assert f"(page {count} of {count})" in sections[-1]


def test_the_clock_is_said_in_plain_words_and_the_qr_code_is_shown(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = big_event(ctx)
    projector = ProjectorWindow(ctx, event_id, address="http://192.0.2.7:8080/events/1/pairings")
    qtbot.addWidget(projector)
    assert projector.clock.text() == "45:00 (not started)"
    assert not projector.qr.pixmap().isNull() and projector.qr.toolTip().endswith("/pairings")
    start = datetime(2026, 11, 21, 10, 0, tzinfo=UTC)
    ctx.clock = start.isoformat
    start_clock(ctx, event_id)
    ctx.clock = (start + timedelta(minutes=32, seconds=20)).isoformat
    projector.tick()
    assert projector.clock.text() == "12:40 left"
    ctx.clock = (start + timedelta(minutes=46)).isoformat
    projector.tick()
    assert projector.clock.text() == "Time"


def test_the_projector_fits_a_small_projectors_screen_in_each_language(
    window_language: Language, ctx: ServiceContext, qtbot: QtBot
) -> None:
    """A 1024 × 768 projector: the clock "45:00 (pas encore commencée)" in its big type, the event's
    name and the section take two lines when they must, the QR code stays on the screen."""
    event_id = new_event(ctx, spring_open(name="Omnium d'automne de la Rive-Sud"), players=4)
    pair_next_round(ctx, event_id)
    projector = ProjectorWindow(ctx, event_id, "https://192.0.2.1:8443/")
    qtbot.addWidget(projector)
    projector.resize(1024, 768)
    projector.show()
    qtbot.waitExposed(projector)
    assert projector.width() == 1024, "the window is no wider than the screen"
    assert cut_text(projector) == []
    for label in (projector.title, projector.clock, projector.section):
        assert label.height() >= label.heightForWidth(label.width()), f"{label.text()!r} is cut"
    assert projector.qr.geometry().right() < 1024


def _name_cells_fit(projector: ProjectorWindow) -> list[str]:
    """The names of the page shown that are wider than their column."""
    grid = projector.grid
    metrics = grid.fontMetrics()
    return [
        grid.item(row, column).text()
        for column in range(0, grid.columnCount(), 2)
        for row in range(grid.rowCount())
        if grid.item(row, column) is not None
        and metrics.horizontalAdvance(grid.item(row, column).text()) > grid.columnWidth(column)
    ]


def test_a_small_projector_shows_as_many_names_a_page_as_a_full_hd_one_and_none_cut(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    """On a 1024 × 768 projector everything is smaller in proportion (the same share of the
    picture on the wall as on full HD): two columns of names, not eight names a page."""
    long_name = "Jean-Sébastien Tremblay-Featherstonehaugh de la Rive-Sud"
    event_id = big_event(ctx, long_name)
    projector = ProjectorWindow(ctx, event_id)
    qtbot.addWidget(projector)
    projector.resize(1024, 768)
    projector.show()
    qtbot.waitExposed(projector)
    assert projector.grid.font().pointSize() == round(24 * 768 / 1080)
    assert projector.columns == 2, "one very long name does not halve every page"
    by_name = [p for p in projector.pages if p.headers[0] == "Name"]
    assert len(by_name[0].rows) >= 28
    assert len(by_name) <= 11  # 300 players
    grid = projector.grid
    last = grid.rowCount() - 1
    assert grid.rowViewportPosition(last) + grid.rowHeight(last) <= grid.viewport().height()
    assert cut_text(projector) == []
    for _ in by_name:
        cut = _name_cells_fit(projector)
        # The one very long name is shortened in its middle: its number stays on the screen.
        assert all(long_name in text for text in cut), cut
        projector.next_page()
    assert grid.textElideMode().name == "ElideMiddle"

"""A second window for a projector or a wall screen: the round's clock and pairings, large.

A big field does not fit on one screen, so the window pages through it by itself: the players by
name (A–Z, with their table), then the tables in order, each page held for a few seconds. It
shows what the players may see (``services.player_view``): no judge's colours or notes. Once the
event is finished it shows the final standings instead, and no clock. It opens full screen on a
second screen (the projector plugged in beside the laptop) when there is one; F11 or Esc gives it
a frame again.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QGuiApplication,
    QHideEvent,
    QKeyEvent,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.errors import DomainError
from opl_tournament.domain.round_clock import ClockState
from opl_tournament.domain.standings import record_heading, record_text
from opl_tournament.services import player_view
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.round_clock import ClockView
from opl_tournament.ui.clock_bar import playing_on_words
from opl_tournament.ui.judge_calls_banner import JudgeCallsBanner
from opl_tournament.ui.language import say
from opl_tournament.ui.models import pod_role_words
from opl_tournament.web.address import qr_png

PAGE_SECONDS = 8
WINDOW_SIZE = QSize(1280, 720)
"""The projector window's size when it shares the judge's screen."""
AFTER_RESULTS_MS = 1000
"""Results typed in a row show together this soon after the first: one read, not one each."""
FULL_HD_HEIGHT = 1080
"""The screen height the sizes below are for: on a lower screen (a 1024 × 768 or 1280 × 720
projector) everything is smaller in proportion, so the type is as big a part of the picture on
the wall as on a full HD projector, and as many names fit a page."""
SMALLEST_SCALE = 0.5
ROW_HEIGHT = 46
COLUMN_WIDTH = 620
"""The narrowest a column of names may be before the page is split into fewer columns."""
TABLE_COLUMN_WIDTH = 900
"""The same for a column of tables (a table number and two players)."""
POINT_SIZES = {"title": 30, "clock": 60, "playing_on": 26, "section": 22, "qr_text": 13, "grid": 24}
HEADER_POINT_SIZE = 16


S = TypeVar("S")
"""A screen (``QScreen``; anything comparable in a test)."""

HEADINGS = (
    QT_TRANSLATE_NOOP("projector", "Name"),
    QT_TRANSLATE_NOOP("projector", "Table"),
    QT_TRANSLATE_NOOP("projector", "Players"),
    QT_TRANSLATE_NOOP("projector", "Player"),
    QT_TRANSLATE_NOOP("projector", "Opponent"),
    QT_TRANSLATE_NOOP("projector", "Rank"),
    QT_TRANSLATE_NOOP("projector", "Points"),
    QT_TRANSLATE_NOOP("projector", "W-L-Bye"),
    QT_TRANSLATE_NOOP("projector", "W-L-D-Bye"),
    QT_TRANSLATE_NOOP("projector", "W-T-L-Bye"),
)
"""The column headings by their English names (what a page's ``headers`` hold), each shown in
the window's language."""


def _words(text: str) -> str:
    return QCoreApplication.translate("projector", text)


@dataclass(frozen=True)
class ProjectorPage:
    title: str
    """As shown, in the window's language."""
    headers: tuple[str, ...]
    """The English names of the columns (``HEADINGS``), shown in the window's language."""
    rows: tuple[tuple[str, ...], ...]


def _bye() -> str:
    return QCoreApplication.translate("projector", "bye")


def _seat_label(seat: player_view.Seat) -> str:
    """A pod seat's role ("boss") or team ("team A"), from the services' codes."""
    if seat.role:
        return pod_role_words(seat.role)
    if seat.team:
        return QCoreApplication.translate("projector", "team {side}").format(side=seat.team)
    return ""


def _seat_text(seat: player_view.Seat) -> str:
    label = _seat_label(seat)
    return f"{seat.name} {seat.number}{f' ({label})' if label else ''}".strip()


def name_rows(board: player_view.Board) -> list[tuple[str, ...]]:
    return [
        (f"{line.name}  {line.number}", _bye() if line.table is None else str(line.table))
        for line in board.names
    ]


def table_rows(board: player_view.Board) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for line in sorted(board.tables, key=lambda t: (t.table is None, t.table or 0)):
        table = _bye() if line.table is None else str(line.table)
        if board.in_pods:
            rows.append((table, ", ".join(_seat_text(s) for s in line.seats)))
        else:
            opponent = _seat_text(line.seats[1]) if len(line.seats) > 1 else "—"
            rows.append((table, _seat_text(line.seats[0]), opponent))
    return rows


def pages_of(board: player_view.Board, per_page: int, tables_per_page: int) -> list[ProjectorPage]:
    """The pages of a round: by name, then by table; each names what it holds."""
    per_page, tables_per_page = max(1, per_page), max(1, tables_per_page)
    pages: list[ProjectorPage] = []
    names = name_rows(board)
    for start in range(0, len(names), per_page):
        chunk = names[start : start + per_page]
        letters = player_view.name_range(chunk[0][0], chunk[-1][0])
        title = QCoreApplication.translate("projector", "Pairings by name · {letters}")
        pages.append(ProjectorPage(title.format(letters=letters), ("Name", "Table"), tuple(chunk)))
    tables = table_rows(board)
    headers = ("Table", "Players") if board.in_pods else ("Table", "Player", "Opponent")
    for start in range(0, len(tables), tables_per_page):
        chunk = tables[start : start + tables_per_page]
        span = f"{chunk[0][0]} – {chunk[-1][0]}"
        title = QCoreApplication.translate("projector", "Pairings by table · {tables}")
        pages.append(ProjectorPage(title.format(tables=span), headers, tuple(chunk)))
    return pages


def _record(row: dict[str, Any], with_draws: bool) -> str:
    """A player's record as the standings page and the printed standings write it: the parts
    add up to the rounds played (pods: won, tied, lost, byes)."""
    if "ties" in row:
        return f"{row['wins']}-{row['ties']}-{row['losses']}-{row['byes']}"
    return record_text(
        row["wins"], row["losses"], row["byes"], row.get("draws", 0), with_draws=with_draws
    )


def standings_pages(document: dict[str, Any], per_page: int) -> list[ProjectorPage]:
    """The final standings (``standings --json``'s document), ``per_page`` places a page."""
    standings = document.get("standings", [])
    with_draws = any(row.get("draws") for row in standings)
    pods = any("ties" in row for row in standings)
    rows = [
        (
            str(row.get("place") or row["rank"]),  # a bracket placing shared: "3–4"
            f"{row['name']}  {row['number']}",
            str(row["points"]),
            _record(row, with_draws),
        )
        for row in standings
    ]
    heading = "W-T-L-Bye" if pods else record_heading(with_draws)
    pages = []
    shown = 0
    for chunk in _place_pages(rows, max(1, per_page)):
        shown += len(chunk)
        # Places from the first row's to the last row's ("9–12" ends at 12); a rank shared in a
        # Swiss ("3" twice) ends at the row's own position.
        first = _place_span(chunk[0][0])[0]
        last = max(_place_span(chunk[-1][0])[1], shown)
        title = _places_title(first, last)
        pages.append(ProjectorPage(title, ("Rank", "Player", "Points", heading), tuple(chunk)))
    return pages


def _place_span(place: str) -> tuple[int, int]:
    """The places a row's place covers: "9–12" is 9 to 12, "3" is 3 to 3."""
    numbers = [int(number) for number in re.findall(r"\d+", place)]
    return numbers[0], numbers[-1]


def _place_pages(rows: Sequence[tuple[str, ...]], per_page: int) -> list[list[tuple[str, ...]]]:
    """The rows cut into pages of at most ``per_page``, a shared place (the bracket's "9–12")
    kept on one page when it fits on one: a page never ends part way through it."""
    groups: list[list[tuple[str, ...]]] = []
    for row in rows:
        if groups and groups[-1][0][0] == row[0]:
            groups[-1].append(row)
        else:
            groups.append([row])
    pages: list[list[tuple[str, ...]]] = []
    for group in groups:
        if pages and len(pages[-1]) + len(group) <= per_page:
            pages[-1].extend(group)
            continue
        pages += [group[start : start + per_page] for start in range(0, len(group), per_page)]
    return pages


def _places_title(first: int, last: int) -> str:
    """A final standings page's title: the places it shows ("place 9" when it shows one)."""
    if first == last:
        title = QCoreApplication.translate("projector", "Final standings · place {place}")
        return title.format(place=first)
    title = QCoreApplication.translate("projector", "Final standings · places {first} – {last}")
    return title.format(first=first, last=last)


def clock_words(view: ClockView | None) -> str:
    """The clock as the wall shows it, in the window's language: "12:40 left", "Time",
    "12:40 left (paused)", "45:00 (not started)"."""
    if view is None:
        return ""
    words = {
        ClockState.TIME: QCoreApplication.translate("projector", "Time"),
        ClockState.PAUSED: QCoreApplication.translate("projector", "{remaining} left (paused)"),
        ClockState.NOT_STARTED: QCoreApplication.translate(
            "projector", "{remaining} (not started)"
        ),
    }
    said = words.get(view.state, QCoreApplication.translate("projector", "{remaining} left"))
    return said.format(remaining=view.remaining_text)


def _time_is_up(view: ClockView | None) -> bool:
    return view is not None and view.state is ClockState.TIME


def projector_screen(screens: Sequence[S], judges: S) -> S | None:
    """The screen the projector window opens on: one other than the judge's window's (the
    projector or wall screen plugged in beside the laptop), or None when there is only one."""
    return next((screen for screen in screens if screen != judges), None)


NARROW = ("Table", "Rank", "Points", "W-L-Bye", "W-L-D-Bye", "W-T-L-Bye")
"""The columns of numbers: as wide as their text, centred and bold."""


class ProjectorWindow(QWidget):
    """Read-only: shows what the judge's window decided; the clock ticks every second."""

    def __init__(self, ctx: ServiceContext, event_id: int, address: str = "") -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.setWindowTitle(self.tr("Pairings and clock"))
        self.title = QLabel()
        self.clock = QLabel("")
        self.playing_on = QLabel()
        """At time: what the players do now (a Vs. System TCG event's end of round), and the
        tables still in their extra time, each with its own time left."""
        self.playing_on.hide()
        self.section = QLabel()
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr_text = QLabel()
        self.qr_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = QTableWidget()
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.grid.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.grid.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.grid.verticalHeader().setVisible(False)
        self.grid.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.grid.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.grid.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # a long name keeps its number
        self.scale = 1.0
        self._measured: dict[tuple[str, tuple[tuple[str, ...], ...]], int] = {}
        """The sizes' share of a full HD picture (``FULL_HD_HEIGHT``)."""
        self._size_type()
        for big in (self.title, self.clock, self.playing_on, self.section):
            big.setWordWrap(True)  # two lines on a small projector, not a window wider than it
        heading = QVBoxLayout()
        heading.addWidget(self.title)
        heading.addWidget(self.clock)
        heading.addWidget(self.playing_on)
        heading.addWidget(self.section)
        top = QHBoxLayout()
        top.addLayout(heading, 1)
        corner = QVBoxLayout()
        corner.addWidget(self.qr)
        corner.addWidget(self.qr_text)
        top.addLayout(corner)
        self.calls = JudgeCallsBanner(ctx, event_id)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.calls)
        layout.addWidget(self.grid, 1)
        self.board: player_view.Board | None = None
        self.final: dict[str, Any] = {}
        """The final standings, once the event is finished."""
        self.pages: list[ProjectorPage] = []
        self.page_index = 0
        self.columns = self.table_columns = 1
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)
        self.pager = QTimer(self)
        self.pager.setInterval(PAGE_SECONDS * 1000)
        self.pager.timeout.connect(self.next_page)
        self.soon = QTimer(self)
        self.soon.setSingleShot(True)
        self.soon.setInterval(AFTER_RESULTS_MS)
        self.soon.timeout.connect(self.refresh)
        self.set_address(address)
        self.refresh()

    # ----- what is shown
    def set_address(self, address: str) -> None:
        """Show the players' page's QR code and address (empty: hide them)."""
        self.qr.setVisible(bool(address))
        self.qr_text.setVisible(bool(address))
        if not address:
            self.qr.clear()
            return
        pixmap = QPixmap()
        pixmap.loadFromData(qr_png(address, scale=4))
        self.qr.setPixmap(pixmap)
        # English shows the bare address; another language may say what it is
        self.qr.setToolTip(self.tr("{address}").format(address=address))
        self.qr_text.setText(self.tr("Pairings on your phone:\n{address}").format(address=address))

    def refresh(self) -> None:
        try:
            self.board = player_view.board(self.ctx, self.event_id)
        except DomainError:  # the database busy for a moment: keep what is shown
            return
        title = (
            self.tr("{event} — round {round}")
            if self.board.round
            else self.tr("{event} — registration")
        )
        if self.board.finished:
            title = self.tr("{event} — final standings")
            try:
                self.final = player_view.standings_document(self.ctx, self.event_id)
            except DomainError:
                return
        self.title.setText(title.format(event=self.board.event_name, round=self.board.round))
        self.calls.refresh(self.board.in_pods)
        self._paginate()
        self.tick()

    def refresh_soon(self) -> None:
        """A result was typed: shown within a second, so the judge's next result is not held
        up by re-reading a 2,000-player round after each one."""
        if not self.soon.isActive():
            self.soon.start()

    def _size_type(self) -> None:
        """Type and rows sized to the window's height (``FULL_HD_HEIGHT``)."""
        self.scale = max(SMALLEST_SCALE, min(1.0, self.height() / FULL_HD_HEIGHT))
        family = self.font().family()
        bold = {"title", "clock", "playing_on"}
        for name, points in POINT_SIZES.items():
            weight = QFont.Weight.Bold if name in bold else QFont.Weight.Normal
            getattr(self, name).setFont(QFont(family, round(points * self.scale), weight))
        header = QFont(family, round(HEADER_POINT_SIZE * self.scale), QFont.Weight.Bold)
        self.grid.horizontalHeader().setFont(header)
        rows = self.grid.verticalHeader()
        rows.setMinimumSectionSize(1)  # else the header's own font may make rows taller
        rows.setDefaultSectionSize(round(ROW_HEIGHT * self.scale))

    def rows_per_column(self) -> int:
        available = self.grid.viewport().height() or self.grid.height()
        return max(4, available // self.grid.verticalHeader().defaultSectionSize() - 1)

    def _fitting_columns(self, rows: Sequence[tuple[str, ...]], narrowest: int) -> int:
        """How many columns of ``rows`` side by side fit the grid (up to three), each at least
        ``narrowest`` (at full HD) and wide enough for all but the longest twentieth of each
        column's words: a rare very long name is shortened in its middle (its number stays)
        rather than halving the names a page holds."""
        needed = max(round(narrowest * self.scale), self._rows_width(tuple(rows)))
        return max(1, min(3, self.grid.width() // needed))

    def _rows_width(self, rows: tuple[tuple[str, ...], ...]) -> int:
        """The width ``_fitting_columns`` gives a column of ``rows`` in the grid's type, measured
        once for those rows and that type (a refresh after each result measures nothing new)."""
        key = (self.grid.font().key(), rows)
        if key in self._measured:
            return self._measured[key]
        plain, bold = QFontMetrics(self.grid.font()), QFont(self.grid.font())
        bold.setBold(True)
        numbers = QFontMetrics(bold)
        margin = 2 * self.grid.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 8
        needed = 0
        for words in zip(*rows, strict=False):
            widths = sorted(
                (numbers if text.isdigit() else plain).horizontalAdvance(text) for text in words
            )
            needed += widths[(len(widths) - 1) * 19 // 20] + margin
        if len(self._measured) >= 4:  # the names, the tables, for one or two sizes of type
            self._measured.clear()
        self._measured[key] = needed
        return needed

    def _paginate(self) -> None:
        if self.board is None:
            return
        self.columns = self._fitting_columns(name_rows(self.board), COLUMN_WIDTH)
        self.table_columns = (
            1
            if self.board.in_pods
            else self._fitting_columns(table_rows(self.board), TABLE_COLUMN_WIDTH)
        )
        rows = self.rows_per_column()
        if self.board.finished:
            self.pages = standings_pages(self.final, rows * self.table_columns)
        else:
            self.pages = pages_of(self.board, rows * self.columns, rows * self.table_columns)
        self.page_index = min(self.page_index, max(0, len(self.pages) - 1))
        self._show_page()

    def _show_page(self) -> None:
        self.grid.clear()
        if not self.pages:
            self.section.setText(self.tr("Waiting for the pairings"))
            self.grid.setRowCount(0)
            self.grid.setColumnCount(0)
            return
        page = self.pages[self.page_index]
        self.section.setText(
            self.tr("{title}   (page {page} of {pages})").format(
                title=page.title, page=self.page_index + 1, pages=len(self.pages)
            )
        )
        columns = self.columns if page.headers[0] == "Name" else self.table_columns
        rows = math.ceil(len(page.rows) / columns)
        width = len(page.headers)
        self.grid.setColumnCount(width * columns)
        self.grid.setRowCount(rows)
        self.grid.setHorizontalHeaderLabels([_words(h) for h in page.headers] * columns)
        header = self.grid.horizontalHeader()
        for index, row in enumerate(page.rows):
            group, line = divmod(index, rows)
            for offset, text in enumerate(row):
                item = QTableWidgetItem(text)
                if page.headers[offset] in NARROW:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.grid.setItem(line, group * width + offset, item)
        for column in range(width * columns):
            narrow = page.headers[column % width] in NARROW
            header.setSectionResizeMode(
                column,
                QHeaderView.ResizeMode.ResizeToContents
                if narrow
                else QHeaderView.ResizeMode.Stretch,
            )

    def shown_rows(self) -> list[tuple[str, ...]]:
        """The rows of the page on screen (what a test reads)."""
        return list(self.pages[self.page_index].rows) if self.pages else []

    def next_page(self) -> None:
        if not self.pages:
            self.refresh()
            return
        if self.page_index + 1 >= len(self.pages):
            self.page_index = 0
            self.refresh()  # each pass starts from what the database holds now
            return
        self.page_index += 1
        self._show_page()

    def tick(self) -> None:
        finished = self.board is not None and self.board.finished
        self.clock.setVisible(not finished)
        if finished:
            self._show_playing_on("")
            return
        clock = player_view.round_clock(self.ctx, self.event_id) if self.board else None
        self.clock.setText(clock_words(clock))
        at_time = self.board.at_time if self.board is not None else None
        rule = say(at_time) if at_time is not None and _time_is_up(clock) else ""
        still_playing = playing_on_words(clock)
        self._show_playing_on("\n".join(words for words in (rule, still_playing) if words))

    def _show_playing_on(self, words: str) -> None:
        """The tables still in extra time, under the clock; the pages are cut again when the line
        comes or goes, so that no row falls below the screen."""
        self.playing_on.setText(words)
        if self.playing_on.isVisibleTo(self) == bool(words):
            return
        self.playing_on.setVisible(bool(words))
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self._paginate()

    def show_beside(self, judge: QWidget) -> None:
        """Open on a second screen if there is one, full screen (F11 or Esc gives it a frame
        again); else as a window of its own, at most as big as the judge's screen."""
        screen = projector_screen(QGuiApplication.screens(), judge.screen())
        if screen is None:
            room = judge.screen().availableGeometry()
            self.resize(WINDOW_SIZE.boundedTo(room.size()))
            self.show()
            return
        self.setScreen(screen)
        self.move(screen.availableGeometry().topLeft())
        self.showFullScreen()

    # ----- Qt events
    def keyPressEvent(self, event: QKeyEvent) -> None:
        full = self.isFullScreen()
        if event.key() == Qt.Key.Key_F11 or (event.key() == Qt.Key.Key_Escape and full):
            if full:
                self.showNormal()
            else:
                self.showFullScreen()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._size_type()
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the grid's new height, with the heading's new type
        self._paginate()

    def showEvent(self, event: QShowEvent) -> None:
        self.timer.start()
        self.pager.start()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.timer.stop()
        self.pager.stop()
        super().hideEvent(event)

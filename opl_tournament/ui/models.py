"""Table models over the services' views: rows are replaced whole when the data changes.

Each model holds plain rows (tuples of display text) plus the objects they came from, so a
1,000-player field costs one list, not a widget per cell.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractItemModel,
    QAbstractTableModel,
    QCoreApplication,
    QDate,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyleOptionViewItem, QTableView

from opl_tournament.domain.event_policies import PodFormat
from opl_tournament.domain.model import (
    Event,
    EventFormat,
    EventStatus,
    NumberKind,
    Registration,
    RegistrationStatus,
)
from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.domain.ratings.uscf import RatingChange
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.standings import PERCENTAGES, StandingRow, tiebreak_label
from opl_tournament.language.languages import Language
from opl_tournament.services.penalties import PenaltyView
from opl_tournament.services.ratings import RatingView
from opl_tournament.services.rounds import MatchView, PodView, SeatView, ShownResult
from opl_tournament.ui import theme
from opl_tournament.ui.language import say, window_language

if TYPE_CHECKING:
    from opl_tournament.domain.pod_standings import PodStanding

T = TypeVar("T")
DISPLAY, TOOLTIP = Qt.ItemDataRole.DisplayRole.value, Qt.ItemDataRole.ToolTipRole.value
BACKGROUND, FOREGROUND = Qt.ItemDataRole.BackgroundRole.value, Qt.ItemDataRole.ForegroundRole.value
_TEXT_ROLES = frozenset((DISPLAY, TOOLTIP))
_ROLES_SHOWN = _TEXT_ROLES | {BACKGROUND, FOREGROUND}
Index = QModelIndex | QPersistentModelIndex


def _words(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def window_decimal(value: float, places: int) -> str:
    """A number as the window's language writes it: "68.75" in English (as every other part of
    the program writes it), "68,75" in French (``QLocale``)."""
    if window_language() is Language.ENGLISH:
        return f"{value:.{places}f}"
    return QLocale().toString(float(value), "f", places)


def window_percent(share: float) -> str:
    """A share as a percentage in the window's language: "68.75 %", "68,75 %"."""
    return f"{window_decimal(share * 100, 2)}\u00a0%" if _french() else f"{share * 100:.2f} %"


def window_points(value: float) -> str:
    """A sum of points: "7.5", "7,5"."""
    return f"{value:g}" if not _french() else QLocale().toString(float(value), "g", 6)


def window_date(iso: str) -> str:
    """An ISO date ("2026-11-27") as the window's language writes it: as it is in English,
    "27 nov. 2026" in French; a text that is not a date is shown as it is."""
    date = QDate.fromString(iso, Qt.DateFormat.ISODate)
    if not _french() or not date.isValid():
        return iso
    return QLocale().toString(date, "d MMM yyyy")


def _french() -> bool:
    return window_language() is not Language.ENGLISH


def fold(text: str) -> str:
    """Text for searching: accents and case ignored ("Björn" and "bjorn" match)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


class SearchFilter(QSortFilterProxyModel):
    """Rows whose text contains the search, accents and case ignored."""

    def __init__(self) -> None:
        super().__init__()
        self.query = ""

    def set_query(self, text: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            self.query = fold(text.strip())
            self.endFilterChange()
        else:
            self.query = fold(text.strip())
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if not self.query:
            return True
        model = self.sourceModel()
        text = " ".join(
            str(model.data(model.index(source_row, column, source_parent)) or "")
            for column in range(model.columnCount(source_parent))
        )
        return self.query in fold(text)


def keep_column_widths(view: QTableView) -> None:
    """Size the columns to their text now, then keep them: a search that empties the table
    does not shrink them to their headers.

    A table of ``RowsModel`` rows measures, in each column, the cell with the longest text of
    all the rows (one cell per column, not a hundred), shown or hidden by a search: a page
    refreshed while a search hides that row still sizes for it. Other models measure their
    first rows."""
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    shown = view.model()
    rows = shown.sourceModel() if isinstance(shown, QSortFilterProxyModel) else shown
    if not isinstance(rows, RowsModel):
        view.resizeColumnsToContents()
        return
    grid = 1 if view.showGrid() else 0
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    delegate = view.itemDelegate()
    for column in range(rows.columnCount()):
        width = header.sectionSizeHint(column)
        for row in rows.longest_rows(column):
            index = rows.index(row, column)
            width = max(width, delegate.sizeHint(option, index).width() + grid)
        view.setColumnWidth(column, width)


def last_column_takes_the_rest(view: QTableView) -> None:
    """The last column (a long explanation) gets the width the others leave, no more: the
    columns before it keep their text whole, and its own text is whole in its tooltip."""
    header = view.horizontalHeader()
    last = header.count() - 1
    others = sum(header.sectionSize(column) for column in range(last))
    view.setColumnWidth(last, max(header.minimumSectionSize(), view.viewport().width() - others))


MEASURED_ROWS = 40
"""How many of a column's longest texts are measured for its width: the widest is not always
among the longest few ("MMW WWGG" is wider than "Ilil Lilli Tiili"); an event of up to this
many players has each of its names measured."""

FITTED_ROWS = 20
"""A change to more rows than this re-measures the columns (from their first rows) instead."""


def fit_changed_rows(view: QTableView) -> None:
    """Columns sized once (``keep_column_widths``) grow to fit a row whose text changed, e.g. a
    result typed in a 2,000-player round: only that row is measured, not the whole table."""

    def widen(top: QModelIndex, bottom: QModelIndex, *_roles: object) -> None:
        header = view.horizontalHeader()
        stretched = header.count() - 1 if header.stretchLastSection() else None
        columns = range(top.column(), bottom.column() + 1)
        for column in columns:
            if column == stretched:
                continue  # it takes the width the others leave
            if bottom.row() - top.row() >= FITTED_ROWS:
                wanted = view.sizeHintForColumn(column)
            else:
                model = view.model()
                grid = 1 if view.showGrid() else 0  # as Qt's sizeHintForColumn counts it
                wanted = grid + max(
                    view.sizeHintForIndex(model.index(row, column)).width()
                    for row in range(top.row(), bottom.row() + 1)
                )
            if wanted > view.columnWidth(column):
                view.setColumnWidth(column, wanted)
                if stretched is not None:
                    last_column_takes_the_rest(view)  # it gives the width back

    view.model().dataChanged.connect(widen)


def table_view(model: QAbstractItemModel) -> QTableView:
    """A read-only table of whole rows, one selected at a time, columns sized to their text."""
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setStretchLastSection(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    # Size the columns from the first rows only: measuring 2,000 rows on every change is slow.
    view.horizontalHeader().setResizeContentsPrecision(100)
    view.setWordWrap(False)
    return view


class RowsModel(QAbstractTableModel, Generic[T]):
    """A read-only table of ``items``, one row each, columns computed by ``cells``."""

    def __init__(self, headers: Sequence[str], cells: Callable[[T], Sequence[str]]) -> None:
        super().__init__()
        self.headers = list(headers)
        self._cells = cells
        self.items: list[T] = []
        self._rows: list[Sequence[str]] = []

    def set_items(self, items: Sequence[T]) -> None:
        self.beginResetModel()
        self.items = list(items)
        self._rows = [self._cells(item) for item in self.items]
        self.endResetModel()

    def replace_item(self, item: T, same: Callable[[T], bool]) -> bool:
        """Put ``item`` in place of the first row ``same`` picks, without a reset."""
        for row, old in enumerate(self.items):
            if same(old):
                self.items[row] = item
                self._rows[row] = self._cells(item)
                self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))
                return True
        return False

    def longest_rows(self, column: int, count: int = MEASURED_ROWS) -> list[int]:
        """The ``count`` rows whose text in ``column`` is the longest, longest first (letters
        differ in width: the widest of them is measured)."""
        lengths = [len(row[column]) if column < len(row) else 0 for row in self._rows]
        return sorted(range(len(lengths)), key=lambda row: -lengths[row])[:count]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.headers):
            return self.headers[section]
        if orientation == Qt.Orientation.Vertical:
            return section + 1
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        # Called for every cell and role when a view paints or measures: plain ints, no enums.
        if role not in _ROLES_SHOWN or not 0 <= (number := index.row()) < len(self._rows):
            return None
        if role in _TEXT_ROLES:
            row = self._rows[number]
            column = index.column()
            return row[column] if 0 <= column < len(row) else None
        if role == BACKGROUND:
            return self.background(self.items[number])
        return self.foreground(self.items[number])

    def background(self, _item: T) -> QBrush | None:
        return None

    def foreground(self, _item: T) -> QBrush | None:
        return None


class RoundRowsModel(RowsModel[T]):
    """A round's tables (pairs or pods): which still wait for a result, and each table's
    extra minutes shown beside its number."""

    def __init__(self, headers: Sequence[str], cells: Callable[[T], Sequence[str]]) -> None:
        super().__init__(headers, cells)
        self.table_minutes: dict[int, int] = {}

    def is_waiting(self, item: T) -> bool:
        raise NotImplementedError

    def result_text(self, item: T) -> str:
        """The table's result as its Result column says it, in the window's language."""
        raise NotImplementedError

    def outstanding(self) -> int:
        return sum(1 for item in self.items if self.is_waiting(item))

    def background(self, item: T) -> QBrush | None:
        return theme.brush("waiting") if self.is_waiting(item) else None

    def set_table_minutes(self, minutes: dict[int, int]) -> None:
        self.table_minutes = dict(minutes)
        if self.items:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.items) - 1, 0))

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        value = super().data(index, role)
        if role in _TEXT_ROLES and value is not None and index.column() == 0:
            return self._with_minutes(index.row(), value)
        return value

    def _with_minutes(self, row: int, text: str) -> str:
        extra = (
            self.table_minutes.get(getattr(self.items[row], "table", -1))
            if self.table_minutes
            else None
        )
        if not extra:
            return text
        return QCoreApplication.translate("RoundRowsModel", "{table}  (+{minutes} min)").format(
            table=text, minutes=extra
        )

    def longest_rows(self, column: int, count: int = MEASURED_ROWS) -> list[int]:
        """The table column counts the extra minutes shown beside a table's number."""
        if column != 0 or not self.table_minutes:
            return super().longest_rows(column, count)
        lengths = [len(self._with_minutes(row, cells[0])) for row, cells in enumerate(self._rows)]
        return sorted(range(len(lengths)), key=lambda row: -lengths[row])[:count]


FORMAT_WORDS = {
    EventFormat.SWISS: str(QT_TRANSLATE_NOOP("models", "Swiss")),
    EventFormat.SINGLE: str(QT_TRANSLATE_NOOP("models", "Single elimination")),
    EventFormat.DOUBLE: str(QT_TRANSLATE_NOOP("models", "Double elimination")),
    EventFormat.COMBINATION: str(QT_TRANSLATE_NOOP("models", "Swiss, then a top cut")),
}
"""The event formats in the window's words (``EventFormat.label`` is the English)."""
EVENT_STATUS_WORDS = {
    EventStatus.REGISTRATION: str(QT_TRANSLATE_NOOP("models", "registration")),
    EventStatus.RUNNING: str(QT_TRANSLATE_NOOP("models", "running")),
    EventStatus.FINISHED: str(QT_TRANSLATE_NOOP("models", "finished")),
}
POD_FORMAT_WORDS = {
    PodFormat.FREE_FOR_ALL: str(QT_TRANSLATE_NOOP("models", "{format}, free-for-all pods")),
    PodFormat.TWO_VS_TWO: str(QT_TRANSLATE_NOOP("models", "{format}, 2v2 pods")),
    PodFormat.BOSS: str(QT_TRANSLATE_NOOP("models", "{format}, boss pods")),
}
STATUS_WORDS = {
    RegistrationStatus.ACTIVE: str(QT_TRANSLATE_NOOP("models", "active")),
    RegistrationStatus.DROPPED: str(QT_TRANSLATE_NOOP("models", "dropped")),
    RegistrationStatus.DISQUALIFIED: str(QT_TRANSLATE_NOOP("models", "disqualified")),
}
"""A player's standing in the event, in the window's words."""
NUMBER_KIND_WORDS = {
    NumberKind.LEGION: str(QT_TRANSLATE_NOOP("models", "legion")),
    NumberKind.TEMPORARY: str(QT_TRANSLATE_NOOP("models", "temporary")),
    NumberKind.STAFF: str(QT_TRANSLATE_NOOP("models", "staff")),
}


def format_words(event: Event) -> str:
    """The event's format as the events list shows it: "Swiss, free-for-all pods (Vs. System)"."""
    s = event.settings
    pods = s.policies.pods
    kind = _words("models", FORMAT_WORDS[s.format])
    if pods:
        kind = _words("models", POD_FORMAT_WORDS[pods.format]).format(format=kind)
    rules = rules_for(s.game)
    if rules.brand:  # another game than the kit's own
        kind = QCoreApplication.translate("models", "{format} ({game})").format(
            format=kind, game=rules.label
        )
    return kind


def _event_cells(event: Event) -> tuple[str, ...]:
    s = event.settings
    status = _words("models", EVENT_STATUS_WORDS[event.status])
    return (str(event.id), s.name, format_words(event), window_date(s.date), status)


class EventsModel(RowsModel[Event]):
    def __init__(self) -> None:
        super().__init__(
            [
                self.tr("Id"),
                self.tr("Event"),
                self.tr("Format"),
                self.tr("Date"),
                self.tr("Status"),
            ],
            _event_cells,
        )


DECK_TEXT = {
    True: str(QT_TRANSLATE_NOOP("models", "legal")),
    False: str(QT_TRANSLATE_NOOP("models", "NOT LEGAL")),
    None: "",
}


class PlayersModel(RowsModel[Registration]):
    def __init__(self) -> None:
        super().__init__(
            [
                self.tr("Seq."),
                self.tr("Number"),
                self.tr("Name"),
                self.tr("Number kind"),
                self.tr("Status"),
                self.tr("Fee"),
                self.tr("Deck"),
                self.tr("Checked in"),
            ],
            self._cells_of,
        )
        self.decks: dict[str, bool | None] = {}
        self.checked_in: dict[str, str] = {}
        """When each player checked in from their phone (local time), by number."""

    def set_players(
        self,
        players: Sequence[Registration],
        decks: dict[str, bool | None],
        checked_in: dict[str, str] | None = None,
    ) -> None:
        self.decks = decks
        self.checked_in = checked_in or {}
        self.set_items(players)

    def _cells_of(self, r: Registration) -> tuple[str, ...]:
        status = _words("models", STATUS_WORDS[r.status])
        if r.is_staff:
            status = self.tr("{status} (staff)").format(status=status)
        fee = window_decimal(r.fee_cents / 100, 2) if r.fee_cents else ""
        if fee and r.fee_paid:
            fee = self.tr("{fee} paid").format(fee=fee)
        deck = _words("models", DECK_TEXT[self.decks.get(r.number)])
        name = r.player.name + (f"  [{r.team}]" if r.team else "")
        here = self.checked_in.get(r.number, "")
        kind = _words("models", NUMBER_KIND_WORDS[r.player.kind])
        return (str(r.sequence), r.number, name, kind, status, fee, deck, here)

    def foreground(self, item: Registration) -> QBrush | None:
        return None if item.status is RegistrationStatus.ACTIVE else theme.brush("muted")


DECIDED_BY_WORDS = {
    "pairing": str(QT_TRANSLATE_NOOP("models", "{result} (pairing)")),
    "penalty": str(QT_TRANSLATE_NOOP("models", "{result} (penalty)")),
    "judge": str(QT_TRANSLATE_NOOP("models", "{result} (judge)")),
    "adjudication": str(QT_TRANSLATE_NOOP("models", "{result} (adjudication)")),
    "players": str(QT_TRANSLATE_NOOP("models", "{result} (players)")),
}
"""How a win the judge did not type was decided (``decided_by``), beside the result: by the
pairing, a penalty, a judge, an adjudication, or both players agreeing from their phones."""


def result_words(m: MatchView) -> str:
    """A head-to-head table's result in the window's words (from its code, not its English)."""
    if m.result == ResultCode.DOUBLE_LOSS:
        return QCoreApplication.translate("models", "double loss")
    if m.result == ResultCode.DRAW:
        return QCoreApplication.translate("models", "draw")
    if m.winner is not None and m.b is not None:
        return QCoreApplication.translate("models", "{winner} won").format(winner=m.winner)
    return ""


def _result_text(m: MatchView) -> str:
    """The result column: the result in words, and how a win was decided when not reported."""
    if m.b is None:
        return QCoreApplication.translate("models", "bye")
    words = result_words(m)
    typed = m.decided_by in (None, "report")
    if typed or m.result in (None, ResultCode.DOUBLE_LOSS, ResultCode.DRAW):
        return words
    how = DECIDED_BY_WORDS.get(m.decided_by or "")
    if how is None:
        return f"{words} ({m.decided_by})"
    return _words("models", how).format(result=words)


GONE_WORDS = {
    RegistrationStatus.DROPPED.value: STATUS_WORDS[RegistrationStatus.DROPPED],
    RegistrationStatus.DISQUALIFIED.value: STATUS_WORDS[RegistrationStatus.DISQUALIFIED],
}


class PairingsModel(RoundRowsModel[MatchView]):
    def __init__(self) -> None:
        super().__init__(
            [
                self.tr("Table"),
                self.tr("Player"),
                self.tr("Opponent"),
                self.tr("Result"),
                self.tr("Why"),
            ],
            self._pairing_cells,
        )
        self.gone: dict[str, str] = {}
        """Players who left the event ("dropped", "disqualified"), by number."""

    def _seat(self, number: str, name: str) -> str:
        mark = self.gone.get(number)
        seat = f"{number}  {name}"
        if not mark:
            return seat
        gone = GONE_WORDS.get(mark)
        return f"{seat}  [{_words('models', gone).upper() if gone else mark.upper()}]"

    def _pairing_cells(self, m: MatchView) -> tuple[str, ...]:
        table = f"{m.table}" + (f" · {m.match}" if m.match else "")
        opponent = self.tr("BYE") if m.b is None else self._seat(m.b, m.b_name)
        return (table, self._seat(m.a, m.a_name), opponent, _result_text(m), say(m.explanation))

    def is_waiting(self, item: MatchView) -> bool:
        return item.b is not None and item.result is None

    def result_text(self, item: MatchView) -> str:
        return _result_text(item)

    def left_the_event(self) -> list[tuple[MatchView, str, str]]:
        """Waiting tables where one player has left: (match, who left, the opponent)."""
        found = []
        for m in self.items:
            if not self.is_waiting(m) or m.b is None:
                continue
            if m.a in self.gone and m.b not in self.gone:
                found.append((m, m.a, m.b))
            elif m.b in self.gone and m.a not in self.gone:
                found.append((m, m.b, m.a))
        return found

    def seats(self) -> dict[int, tuple[str, str | None]]:
        return {m.table: (m.a, m.b) for m in self.items}

    def shown_result(self, round_number: int, table: int) -> ShownResult | None:
        """The result this page shows for a table (what a correction may replace)."""
        for m in self.items:
            if (m.round, m.table) == (round_number, table):
                return ShownResult(m.result, m.winner)
        return None


POD_ROLE_WORDS = {
    "boss": str(QT_TRANSLATE_NOOP("models", "boss")),
    "challenger": str(QT_TRANSLATE_NOOP("models", "challenger")),
    "challengers": str(QT_TRANSLATE_NOOP("models", "challengers")),
}
"""A boss pod's roles (a seat's) and sides (its places), in the window's words, by their code."""


def pod_role_words(code: str) -> str:
    """A pod seat's role or side in the window's words; a team's name or a number as it is."""
    words = POD_ROLE_WORDS.get(code)
    return _words("models", words) if words else code


def _seat_label(seat: SeatView) -> str:
    """ "0003 Ann Lee (challenger)", or with the team played for: "0003 Ann Lee [Red]"."""
    label = f"{seat.number} {seat.name}".strip()
    if seat.role:
        return f"{label} ({pod_role_words(seat.role)})"
    return label + (f" [{seat.side}]" if seat.side != seat.number else "")


class PodsModel(RoundRowsModel[PodView]):
    def __init__(self) -> None:
        super().__init__(
            [self.tr("Pod"), self.tr("Seats"), self.tr("Result"), self.tr("Why")],
            lambda p: (
                str(p.table),
                "; ".join(_seat_label(s) for s in p.seats),
                self.result_text(p),
                say(p.explanation),
            ),
        )

    def is_waiting(self, item: PodView) -> bool:
        return not item.reported

    def result_text(self, item: PodView) -> str:
        """ "1. boss, 2. challengers": each side's place, in the window's words."""
        if item.bye:
            return QCoreApplication.translate("models", "bye")
        if not item.reported:
            return ""
        places = {s.side: s.placing for s in item.seats}
        ordered = sorted(places.items(), key=lambda i: (i[1] or 0, i[0]))
        return ", ".join(f"{place}. {pod_role_words(side)}" for side, place in ordered)


def _dropped(name: str) -> str:
    return QCoreApplication.translate("models", "{name} (dropped)").format(name=name)


def _standing_cells(row: PodStanding) -> tuple[str, ...]:
    if row.disqualified:
        name = QCoreApplication.translate("models", "{name} (DQ)").format(name=row.name)
    else:
        name = _dropped(row.name) if row.dropped else row.name
    return (
        str(row.rank),
        row.number,
        name,
        str(row.points),
        f"{row.wins}-{row.ties}-{row.losses}",
        str(row.byes),
        "" if row.opp_points_pct is None else window_percent(row.opp_points_pct),
        "" if row.average_place is None else window_decimal(row.average_place, 2),
    )


class PodStandingsModel(RowsModel["PodStanding"]):
    def __init__(self) -> None:
        super().__init__(
            [
                self.tr("Rank"),
                self.tr("Number"),
                self.tr("Name"),
                self.tr("Points"),
                self.tr("W-T-L"),
                self.tr("Byes"),
                say(tiebreak_label("opp_points_pct")),
                say(tiebreak_label("average_place")),
            ],
            _standing_cells,
        )


def tiebreak_cell(name: str, value: float | None) -> str:
    """A tiebreaker's value as the window's language writes it ("–" where none applies)."""
    if value is None:
        return "–"
    return window_percent(value) if name in PERCENTAGES else window_points(value)


class StandingsModel(RowsModel[StandingRow]):
    def __init__(self) -> None:
        super().__init__(self._headers(False), self._cells_of)
        self.order: tuple[str, ...] = ()
        self.with_draws = False
        self.cut: tuple[str, ...] = ()

    def _headers(
        self, with_draws: bool, order: Sequence[str] = (), cut: Sequence[str] = ()
    ) -> list[str]:
        labels = [say(tiebreak_label(name)) for name in order]
        record = self.tr("W-L-D-Bye") if with_draws else self.tr("W-L-Bye")
        return [
            self.tr("Rank"),
            self.tr("Number"),
            self.tr("Name"),
            self.tr("Points"),
            record,
            *labels,
            *([self.tr("Top cut")] if cut else []),
        ]

    def set_standings(
        self, rows: Sequence[StandingRow], order: Sequence[str], cut: Sequence[str] = ()
    ) -> None:
        """``cut``: the players the top cut takes, marked in a column of its own (none: no
        column)."""
        self.order = tuple(order)
        self.with_draws = any(row.draws for row in rows)
        self.cut = tuple(cut)
        self.headers = self._headers(self.with_draws, self.order, self.cut)
        self.set_items(rows)

    def _cells_of(self, row: StandingRow) -> tuple[str, ...]:
        rank = row.place or str(row.rank)
        name = _dropped(row.name) if row.dropped else row.name
        if row.disqualified:
            name = self.tr("{name} (DQ)").format(name=name)
        return (
            rank,
            row.number,
            name,
            str(row.points),
            row.record(with_draws=self.with_draws),
            *(tiebreak_cell(key, row.tiebreakers.get(key)) for key in self.order),
            *self._in_cut(row.number),
        )

    def _in_cut(self, number: str) -> tuple[str, ...]:
        if not self.cut:
            return ()
        marked = self.tr("top {cut}").format(cut=len(self.cut))
        return (marked if number in self.cut else "",)


PENALTY_WORDS = {
    "warning": str(QT_TRANSLATE_NOOP("models", "warning")),
    "irregularity": str(QT_TRANSLATE_NOOP("models", "irregularity")),
    "renege": str(QT_TRANSLATE_NOOP("models", "renege")),
    "declaration_of_forfeiture": str(QT_TRANSLATE_NOOP("models", "declaration of forfeiture")),
    "game_loss": str(QT_TRANSLATE_NOOP("models", "game loss")),
    "disqualification": str(QT_TRANSLATE_NOOP("models", "disqualification")),
}
"""The penalties by their kind (``PenaltyKind``'s values), in the window's words."""


def penalty_words(kind: str) -> str:
    words = PENALTY_WORDS.get(kind)
    return _words("models", words) if words else kind.replace("_", " ")


def _penalty_cells(p: PenaltyView) -> tuple[str, ...]:
    if p.round and p.table:
        where = QCoreApplication.translate("models", "R{round} T{table}").format(
            round=p.round, table=p.table
        )
    elif p.round:  # given between games
        where = QCoreApplication.translate("models", "R{round}").format(round=p.round)
    else:
        where = ""
    penalty = penalty_words(p.kind)
    return (where, f"{p.number}  {p.name}", penalty, p.infraction, say(p.sentence), p.official)


class PenaltiesModel(RowsModel[PenaltyView]):
    """The penalties as the report prints them: the infraction the judge wrote, what it did,
    and the official who gave it."""

    def __init__(self) -> None:
        super().__init__(
            [
                self.tr("Game"),
                self.tr("Player"),
                self.tr("Penalty"),
                self.tr("Infraction"),
                self.tr("Consequence"),
                self.tr("Official"),
            ],
            _penalty_cells,
        )


FORMULA_WORDS = {
    "special": str(QT_TRANSLATE_NOOP("models", "special")),
    "standard": str(QT_TRANSLATE_NOOP("models", "standard")),
    "glicko2": str(QT_TRANSLATE_NOOP("models", "glicko2")),
}
"""The rating formula that rated a player (``RatingChange.formula``'s codes), in words."""


def formula_words(code: str) -> str:
    return (
        QCoreApplication.translate("models", FORMULA_WORDS[code]) if code in FORMULA_WORDS else code
    )


def _change_cells(ch: RatingChange, name: str) -> tuple[str, ...]:
    before = (
        QCoreApplication.translate("models", "unrated") if ch.before is None else f"{ch.before:.0f}"
    )
    delta = "" if ch.shown_delta is None else f"{ch.shown_delta:+d}"
    return (
        ch.number,
        name,
        before,
        f"{ch.after:.0f}",
        delta,
        str(ch.games_in_event),
        formula_words(ch.formula),
    )


class RatingChangesModel(RowsModel[RatingChange]):
    """An event's rating changes, each with the player's name (``names``: number to name)."""

    def __init__(self) -> None:
        super().__init__(
            [
                self.tr("Number"),
                self.tr("Name"),
                self.tr("Before"),
                self.tr("After"),
                self.tr("Change"),
                self.tr("Games"),
                self.tr("Formula"),
            ],
            lambda ch: _change_cells(ch, self.names.get(ch.number, "")),
        )
        self.names: dict[str, str] = {}


def _rating_cells(r: RatingView) -> tuple[str, ...]:
    provisional = QCoreApplication.translate("models", "provisional") if r.provisional else ""
    return (r.number, r.name, f"{r.rating:.0f}", str(r.games), provisional)


class RatingsModel(RowsModel[RatingView]):
    def __init__(self) -> None:
        super().__init__(
            [self.tr("Number"), self.tr("Name"), self.tr("Rating"), self.tr("Games"), ""],
            _rating_cells,
        )

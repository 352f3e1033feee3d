"""The round page: the round shown, its tables, the judge's buttons, the clock, the result line,
the waiting-only filter and table extra time.

There is one round page for every table shape. What differs between head-to-head tables and
pods (the rows, how a typed result reads, the time-call form, the buttons only one shape has)
is the page's *desk*, chosen once from the event's table shape by ``desk_for``: see
``ui/head_to_head_desk.py`` and ``ui/pod_desk.py``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.model import Event, EventFormat, EventStatus, Registration
from opl_tournament.domain.sentences import joined
from opl_tournament.services import rounds
from opl_tournament.services.changes import Changed
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.correction_effects import correction_effects
from opl_tournament.services.round_clock import extend_table
from opl_tournament.services.round_shapes import TableKind
from opl_tournament.services.round_shapes.base import table_list
from opl_tournament.ui import shortcuts
from opl_tournament.ui.accessible import named
from opl_tournament.ui.buttons import push_button
from opl_tournament.ui.clock_bar import ClockBar
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.event_page import EventPage, TableAtHand
from opl_tournament.ui.flow_row import FlowRow
from opl_tournament.ui.guard import run_action, show_error, tell
from opl_tournament.ui.head_to_head_desk import HeadToHeadDesk
from opl_tournament.ui.language import say
from opl_tournament.ui.models import (
    fit_changed_rows,
    keep_column_widths,
    last_column_takes_the_rest,
    table_view,
)
from opl_tournament.ui.pod_desk import PodDesk
from opl_tournament.ui.reports_panel import ReportsPanel
from opl_tournament.ui.stage_words import stage_words
from opl_tournament.ui.table_desk import DeskAction, DeskHost, DeskWords, TableDesk

T = TypeVar("T")

LISTED_WAITING = 12
"""The status line names this many waiting tables, then "…"."""

_DESKS: dict[TableKind, Callable[[DeskHost], TableDesk]] = {
    TableKind.HEAD_TO_HEAD: HeadToHeadDesk,
    TableKind.PODS: PodDesk,
}


def desk_for(kind: TableKind, page: DeskHost) -> TableDesk:
    """The round page's desk for the event's table shape: the window's one dispatch on it."""
    return _DESKS[kind](page)


def _side_by_side(*widgets: QWidget) -> QWidget:
    """``widgets`` kept on one line together."""
    both = QWidget()
    row = QHBoxLayout(both)
    row.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        row.addWidget(widget)
    return both


class _UndoGoesToTheWindow(QObject):
    """Ctrl+Z in an empty result line undoes the judge's last action (Edit ▸ Undo); with text
    in the line it undoes the typing, as in every text field."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.matches(QKeySequence.StandardKey.Undo)
            and isinstance(watched, QLineEdit)
            and not watched.text()
        ):
            event.ignore()  # the line edit does not claim it: the window's Undo runs
            return True
        return super().eventFilter(watched, event)


def waiting_text(tables: Sequence[int], words: DeskWords) -> str:
    """ "3 tables to report: 4, 17, 23" (the first dozen, then "…")."""
    listed = ", ".join(str(t) for t in tables[:LISTED_WAITING])
    more = ", …" if len(tables) > LISTED_WAITING else ""
    return words.waiting(len(tables)).format(tables=listed + more)


class RoundPage(EventPage):
    """One event's rounds, whatever the shape of their tables (see ``TableDesk``)."""

    result_entered = Signal()
    """A change the page shows without reading the round again (a typed result, the clock)."""

    def __init__(self, ctx: ServiceContext, event_id: int, kind: TableKind) -> None:
        super().__init__(ctx, event_id)
        self.desk = desk_for(kind, self)
        self.words = self.desk.words
        self.model: Any = self.desk.model
        self.view = named(table_view(self.model), self.words.rows)
        fit_changed_rows(self.view)  # a typed result measures its row, not the whole round
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.round_choice = QComboBox()
        self.round_choice.currentIndexChanged.connect(self._show_chosen_round)
        self.clock = ClockBar(ctx, event_id)
        self.entry = named(QLineEdit(), self.tr("Result line"))
        self.entry.setPlaceholderText(self.words.entry_hint)
        self.entry.setToolTip(
            shortcuts.tooltip(self.tr("Go to the result line"), shortcuts.RESULTS)
        )
        self.entry.returnPressed.connect(self.enter_result)
        self._undo_filter = _UndoGoesToTheWindow(self)
        self.entry.installEventFilter(self._undo_filter)
        self.correction = QCheckBox(self.tr("correct a result alrea&dy entered"))
        self.correction.toggled.connect(lambda _on: self._say_entry_round())
        # ticked by the judge (Alt+D or a click) after a refusal: Enter sends the line again
        self.correction.clicked.connect(lambda _on: self._back_to_the_line())
        self.entry_round_label = QLabel()
        """Which round the result line reports: the round being played, or the one corrected."""
        self.waiting_only = QCheckBox(self.tr("Waitin&g only"))
        self.waiting_only.setToolTip(self.tr("Show only the tables still waiting for a result"))
        self.waiting_only.toggled.connect(self._filter_rows)
        self._rows_hidden = False
        top = FlowRow()  # on a small screen the clock and the round shown go on a second line
        top.addWidget(self.title)
        top.addStretch()
        top.addWidget(self.clock)
        top.addSpacing(24)
        top.addWidget(_side_by_side(QLabel(self.tr("Show round")), self.round_choice))
        buttons = FlowRow()
        self.buttons: dict[str, QPushButton] = {}
        self._while_playing: list[QPushButton] = []
        """What a finished event refuses (it has no next round and no clock)."""
        groups: tuple[tuple[list[DeskAction], bool], ...] = (
            (
                [
                    (self.words.pair_button, self.pair, shortcuts.PAIR),
                    (self.words.take_back_button, self.unpair, None),
                    *self.desk.pairing_actions(),
                ],
                True,
            ),
            (
                [
                    *self.desk.actions(),
                    (self.tr("T&ime called…"), self.desk.time_called, shortcuts.TIME_CALLED),
                    (self.tr("Time-call for&m file…"), self.desk.time_called_from_file, None),
                ],
                False,
            ),
            ([(self.words.extra_button, self.extra_time, None)], True),
        )
        for actions, while_playing in groups:
            for text, slot, key in actions:
                button = push_button(text, slot)
                if key is not None:
                    button.setToolTip(shortcuts.tooltip(text, key))
                buttons.addWidget(button)
                self.buttons[text.replace("&", "")] = button
                if while_playing:
                    self._while_playing.append(button)
        buttons.addStretch()
        entry = QHBoxLayout()
        entry.addWidget(self.entry_round_label)
        entry.addWidget(self.entry, 1)
        entry.addWidget(self.correction)
        entry.addWidget(self.waiting_only)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        self._desk_widgets_at = layout.count()
        """Where the desk's own widgets go: under the status line, above the Reports panel."""
        self.reports = ReportsPanel(self, self.desk.enter_for)
        layout.addWidget(self.reports)
        layout.addLayout(entry)
        layout.addWidget(self.view)
        self.rounds: list[rounds.RoundView] = []
        self.notes = ""
        self.verdict = ""
        """The last time-call verdict, shown in the status line until the next result."""
        self.event_format = EventFormat.SWISS
        """The event's format, as of the last refresh (it names elimination rounds)."""
        self.finished = False
        """The event is finished (as of the last refresh): its clock no longer runs."""
        self.desk.install()

    @property
    def registrations(self) -> list[Registration] | None:
        """The players as read with the rounds (head-to-head), for the players page."""
        return self.desk.registrations

    # ----- what the desk may ask (``DeskHost``)

    @property
    def widget(self) -> QWidget:
        return self

    def add_desk_widget(self, widget: QWidget) -> None:
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(self._desk_widgets_at, widget)
        self._desk_widgets_at += 1

    def when_row_double_clicked(self, slot: Callable[[int], None]) -> None:
        self.view.doubleClicked.connect(lambda index: slot(index.row()))

    def shown_round_number(self) -> int | None:
        number: int | None = self.round_choice.currentData()
        return number

    def selected_row(self) -> int | None:
        rows = self.view.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def table_at_hand(self) -> TableAtHand | None:
        """The table selected in the round being played (None: no row selected, or an
        earlier round shown)."""
        row = self.selected_row()
        current = self.rounds[-1].number if self.rounds else None
        if row is None or self.view.isRowHidden(row) or self.shown_round_number() != current:
            return None
        item = self.model.items[row]
        if isinstance(item, rounds.PodView):
            seated = tuple(f"{s.number} {s.name}" for s in item.seats)
        else:
            seated = tuple(
                f"{number} {name}"
                for number, name in ((item.a, item.a_name), (item.b, item.b_name))
                if number is not None
            )
        return TableAtHand(item.round, item.table, seated)

    def correcting(self) -> bool:
        return self.correction.isChecked()

    def start_correcting(self) -> None:
        self.correction.setChecked(True)

    def fill_result_line(self, text: str) -> None:
        self.entry.setText(text)
        self.entry.setFocus()
        self.entry.end(False)

    def show_verdict(self, text: str) -> None:
        self.verdict = text
        self.update_status()
        tell(self, self.tr("Verdict recorded — {verdict}").format(verdict=text))

    def _show(self, view: rounds.RoundView | None) -> None:
        self.model.set_items(self.desk.rows_of(view) if view else [])
        keep_column_widths(self.view)
        last_column_takes_the_rest(self.view)  # "Why" never pushes the names out of sight
        if view is None:
            self.title.setText(self.words.no_round)
            self.status.setText(self.words.first_round)
            return
        stage = stage_words(view.stage, self.event_format, view.matches)
        self.title.setText(
            self.tr("Round {number} — {stage}").format(number=view.number, stage=stage)
        )
        self.notes = say(joined([*view.relaxations, *view.notes], "semicolon"))
        self.update_status()
        self._say_entry_round()

    def shown_round(self) -> rounds.RoundView | None:
        number = self.shown_round_number()
        return next((r for r in self.rounds if r.number == number), None)

    def entry_round(self) -> rounds.RoundView | None:
        """The round a typed result goes to: the round being played, whatever round is shown;
        the shown earlier round when "correct a result already entered" is ticked."""
        if not self.rounds:
            return None
        shown = self.shown_round()
        if self.correction.isChecked() and shown is not None:
            return shown
        return self.rounds[-1]

    def _say_entry_round(self) -> None:
        target = self.entry_round()
        if target is None:
            self.entry_round_label.setText("")
            return
        current = self.rounds[-1].number
        if target.number != current:
            words = self.tr("Corrects round {number}:")
        else:
            words = self.tr("Round {number}:")
        self.entry_round_label.setText(words.format(number=target.number))
        if self.correction.isChecked():
            where = self.tr("A result typed here goes to round {number} (a correction)")
        else:
            where = self.tr("A result typed here goes to round {number}")
        self.entry_round_label.setToolTip(where.format(number=target.number))

    def waiting_tables(self) -> list[int]:
        return [item.table for item in self.model.items if self.model.is_waiting(item)]

    def update_status(self) -> None:
        waiting = self.waiting_tables()
        parts = [waiting_text(waiting, self.words) if waiting else self.tr("All results are in")]
        parts += [text for text in (self.verdict, self.notes) if text]
        self.status.setText(" — ".join(parts))
        self._filter_rows()
        self.desk.status_shown()

    def _filter_rows(self) -> None:
        only = self.waiting_only.isChecked()
        if not only and not self._rows_hidden:
            return  # nothing hidden, nothing to hide: a big round is not walked at every result
        for row, item in enumerate(self.model.items):
            self.view.setRowHidden(row, only and not self.model.is_waiting(item))
        self._rows_hidden = only

    def pair(self, then: Callable[[int], None] | None = None) -> bool:
        """Pair (or seat) the next round on the worker; ``then`` gets the new round's number.

        It asks for the round after the ones shown: if another station made that round
        meanwhile, the judge is told (and the page then shows it) instead of a second one.
        """
        expected = len(self.rounds) + 1

        def made(view: rounds.RoundView) -> None:
            tell(self, self.words.made.format(number=view.number))
            if self.isVisible():
                self._back_to_the_line()  # the results come next
            if then is not None:
                then(view.number)

        return submit(
            self,
            self.words.pair_title,
            lambda: rounds.pair_next_round(self.ctx, self.event_id, expected=expected),
            done=made,
            progress=self.words.pairing,
        )

    def results_from_file(self) -> None:
        """A results file (``table,winner`` or ``table,placing``) for the round shown: its new
        results recorded in one action; the lines repeating a result already entered are said,
        a line giving a table another result is refused with its line."""
        number = self.shown_round_number()
        if number is None:
            tell(self, self.words.first_round)
            return
        title = self.tr("Results of round {number} from a file").format(number=number)
        path, _ = QFileDialog.getOpenFileName(
            self, title, "", self.tr("Results files (*.csv *.txt *.tsv);;All files (*)")
        )
        if not path:
            return
        file = Path(path)

        def recorded(done: rounds.FileResults) -> None:
            said = (
                self.tr("Round {number}: %n results recorded from {file}", "", len(done.reported))
                if done.reported or not done.repeated
                else self.tr("Round {number}: nothing new in {file}")
            ).format(number=number, file=file.name)
            if done.repeated:
                tables = say(table_list([t.table for t in done.repeated]))
                already = self.tr(
                    "%n already entered, unchanged (tables {tables})", "", len(done.repeated)
                ).format(tables=tables)
                said = self.tr("{recorded}; {already}").format(recorded=said, already=already)
            tell(self, said, 30_000)

        self.act(
            title,
            lambda: rounds.report_results_file(self.ctx, self.event_id, number, file),
            done=recorded,
        )

    def unpair(self) -> None:
        shown = self.rounds[-1] if self.rounds else None  # refused if another station changed it
        self.act(
            self.words.take_back_title,
            lambda: rounds.unpair_last_round(self.ctx, self.event_id, expected=shown),
        )

    def act(
        self,
        title: str,
        action: Callable[[], Changed[T]],
        *,
        done: Callable[[T], object] | None = None,
    ) -> None:
        """A change to a round or a table, through the doorway; the round page reads again
        what the service says it changed."""
        submit(self, title, action, done=done)

    def _back_to_the_line(self) -> None:
        self.entry.setFocus()
        self.entry.end(False)

    def _retype(self) -> None:
        self.entry.selectAll()  # the judge retypes over the refused entry
        self.entry.setFocus()

    def enter_result(self) -> None:
        """The result line (Enter): the desk reads it; a refused line stays to be retyped."""
        target = self.entry_round()
        if target is None:
            return
        text = self.entry.text()
        correction = self.correction.isChecked()
        title = self.tr("Enter a result")
        work = run_action(self, title, lambda: self.desk.read_entry(text, target, correction))
        if work is None:
            self._retype()
            return

        def recorded(ok: bool) -> None:
            if not ok:
                self._retype()
                return
            if self.entry.text() == text:  # not what the judge has typed since
                self.entry.clear()
            self.entry.setFocus()

        self.record_result(title, work, then=recorded)

    def record_result(
        self,
        title: str,
        work: Callable[[], Changed[rounds.TableView]],
        then: Callable[[bool], None] | None = None,
    ) -> None:
        """Record one table's result; its row is updated in place (``then``: recorded or not).
        A correction made after later rounds were paired says what it changed."""
        corrected = self.correction.isChecked()

        def recorded(table: rounds.TableView) -> None:
            self.verdict = ""
            self._keep(table)
            self.model.replace_item(
                table, lambda row: (row.round, row.table) == (table.round, table.table)
            )
            self.update_status()
            self.correction.setChecked(False)
            said = self.words.recorded.format(
                round=table.round, table=table.table, result=self.model.result_text(table)
            )
            tell(self, said)
            if corrected and self.rounds and table.round < self.rounds[-1].number:
                self._say_what_moved(table)
            if then is not None:
                then(True)

        def refused(error: Exception) -> None:
            show_error(self, title, error)
            if then is not None:
                then(False)

        submit(
            self,
            title,
            work,
            done=recorded,
            failed=refused,
            initiator=self,
        )

    def _say_what_moved(self, table: rounds.TableView) -> None:
        """After correcting an earlier round: who moved, and which pairings of the round being
        played the corrected standings would have made otherwise (the judge decides)."""
        effects = run_action(
            self,
            self.tr("Correction"),
            lambda: correction_effects(self.ctx, self.event_id, table.round, table.table),
        )
        if effects is not None:
            QMessageBox.information(
                self,
                self.tr("What the correction changed"),
                "\n".join(map(say, effects.sentences())),
            )

    def _keep(self, table: rounds.TableView) -> None:
        """A recorded result in the rounds read (the round shown next, or typed against)."""
        for i, view in enumerate(self.rounds):
            if view.number == table.round:
                tables = tuple(table if t.table == table.table else t for t in view.tables)
                self.rounds[i] = dataclasses.replace(view, tables=tables)

    def refresh(self, event: Event) -> None:
        self.event_format = event.settings.format
        self.finished = event.status is EventStatus.FINISHED
        for button in self._while_playing:
            button.setEnabled(not self.finished)
        before = [view.number for view in self.rounds]
        self.rounds = self.desk.load_rounds()
        if [view.number for view in self.rounds] != before:
            # a new round (or one taken back): a correction ticked for the old one is not meant
            # for it, and would let a slip replace a result already entered
            self.correction.setChecked(False)
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for view in self.rounds:
            self.round_choice.addItem(
                self.tr("Round {number}").format(number=view.number), view.number
            )
        self.round_choice.setCurrentIndex(len(self.rounds) - 1)
        self.round_choice.blockSignals(False)
        self._show(self.rounds[-1] if self.rounds else None)
        self.reports.refresh(event.settings.policies.self_report.serves_players)
        self.tick()

    def _show_chosen_round(self) -> None:
        self._show(self.shown_round())
        self.tick()  # the extra minutes shown are the round being played's alone

    def tick(self) -> None:
        self.clock.has_round = bool(self.rounds)
        self.clock.finished = self.finished
        self.clock.tick()
        clock = self.clock.view
        # the extra minutes are the round being played's: an earlier round shown had none
        minutes = clock.table_minutes if clock and clock.round == self.shown_round_number() else {}
        if minutes != self.model.table_minutes:
            self.model.set_table_minutes(minutes)

    def chosen_table(self, title: str) -> tuple[int, int] | None:
        """(round, table) of the selected row, or the table the judge types."""
        number = self.shown_round_number()
        if number is None:
            tell(self, self.words.none_yet.format(title=title))
            return None
        row = self.selected_row()
        if row is not None and not self.view.isRowHidden(row):
            return number, self.model.items[row].table
        table, ok = QInputDialog.getInt(self, title, self.words.which, 1, 1, 100_000)
        return (number, table) if ok else None

    def extra_time(self) -> None:
        """Extra minutes for one table or pod of the current round (after a ruling or a deck
        check)."""
        title = self.tr("Extra time")
        if not self.rounds:
            tell(self, self.words.none_yet.format(title=title))
            return
        at_hand = self.table_at_hand()  # a row of an earlier round shown is not a table in play
        if at_hand is not None:
            table = at_hand.table
        else:
            table, ok = QInputDialog.getInt(self, title, self.words.which, 1, 1, 100_000)
            if not ok:
                return
        current = self.clock.view.table_minutes.get(table, 0) if self.clock.view else 0
        minutes, ok = QInputDialog.getInt(
            self,
            title,
            self.words.extra_question.format(table=table),
            current or 5,
            0,
            60,
        )
        if not ok:
            return
        submit(
            self,
            title,
            lambda: extend_table(self.ctx, self.event_id, table, minutes),
            done=lambda _view: tell(self, self.words.extra_given(minutes).format(table=table)),
        )


class StandingsPage(QWidget):
    """The standings as the round page's desk reads them (head to head, or in pods)."""

    def __init__(self, desk: TableDesk) -> None:
        super().__init__()
        self.desk = desk
        self.model = desk.standings_model()
        self.view = named(table_view(self.model), self.tr("Standings"))
        self.note = QLabel()
        self.note.setWordWrap(True)  # a long heading (French, pods) goes on to a second line
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.view)

    def refresh(self, _event: Event) -> None:
        self.note.setText(self.desk.read_standings(self.model))
